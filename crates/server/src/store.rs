//! Durable storage of games: their config and lobby, and the append-only
//! command log, behind [`GameStore`]. Postgres when `DATABASE_URL` names one,
//! otherwise an SQLite file in the data directory (created on first start).
//! Migrations live in the top-level `migrations/{postgres,sqlite}` folders and
//! run at start.
//!
//! Both backends store JSON (config, commands) as TEXT so their schemas and
//! queries stay alike; the server never queries inside it.

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::SqliteSynchronous;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use sqlx::Row;

use trickerion_bot::BotLevel;

use crate::engine::{Command, GameConfig, Seat};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A uniqueness or precondition check refused the write (seat taken, log
    /// step already written by another writer, game not in the lobby).
    #[error("the write conflicts with what is stored")]
    Conflict,
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Stored data that cannot be read back (bad JSON, impossible values).
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
}

/// The lobby status as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoredStatus {
    Lobby,
    Playing,
}

impl StoredStatus {
    fn as_str(self) -> &'static str {
        match self {
            StoredStatus::Lobby => "lobby",
            StoredStatus::Playing => "playing",
        }
    }

    fn parse(s: &str) -> Result<Self, StoreError> {
        match s {
            "lobby" => Ok(StoredStatus::Lobby),
            "playing" => Ok(StoredStatus::Playing),
            other => Err(StoreError::Corrupt(format!(
                "unknown game status {other:?}"
            ))),
        }
    }
}

#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    pub config: GameConfig,
    pub creator_token_hash: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub seat: Seat,
    pub name: String,
    pub token_hash: String,
    /// Set when the server's bot plays this seat.
    pub bot: Option<StoredBot>,
}

/// A seat the server plays: the bot's level and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredBot {
    pub level: BotLevel,
    pub seed: u64,
}

/// One accepted command: the `seq`-th of its game.
#[derive(Clone, Debug)]
pub struct LogEntry {
    pub seq: u64,
    pub seat: Seat,
    pub command: Command,
}

/// Everything stored about one game.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: String,
    pub config: GameConfig,
    pub status: StoredStatus,
    pub creator_token_hash: String,
    pub seats: Vec<StoredSeat>,
    /// In `seq` order, 1, 2, 3...
    pub log: Vec<LogEntry>,
}

/// Durable storage of games. Every write either commits entirely or fails
/// and changes nothing.
#[async_trait]
pub trait GameStore: Send + Sync + 'static {
    /// Stores a new game in the lobby.
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError>;
    /// The game, its seats and its whole command log; `None` if unknown.
    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Takes a free seat of a game still in the lobby; `Conflict` otherwise.
    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError>;
    /// Moves a seat's holder to a free seat (lobby only); `Conflict` otherwise.
    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError>;
    /// Frees a seat (lobby only); `Conflict` if the game has started.
    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError>;
    /// Moves the game from the lobby to play; `Conflict` if not in the lobby.
    async fn start_game(&self, id: &str) -> Result<(), StoreError>;
    /// Appends the command with `entry.seq`; `Conflict` if that step exists
    /// already or step `seq - 1` does not.
    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError>;
    /// Checks the database answers.
    async fn ping(&self) -> Result<(), StoreError>;
    /// Closes the connections (flushes SQLite's write-ahead log).
    async fn close(&self);
    /// "postgres" or "sqlite".
    fn backend(&self) -> &'static str;
}

/// Opens the store the configuration names and runs its migrations.
pub async fn connect(
    database_url: Option<&str>,
    data_dir: &Path,
) -> Result<Arc<dyn GameStore>, StoreError> {
    match database_url {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Ok(Arc::new(PgStore::connect(url).await?))
        }
        Some(url) if url.starts_with("sqlite:") => {
            Ok(Arc::new(SqliteStore::connect_url(url).await?))
        }
        Some(other) => Err(StoreError::Database(sqlx::Error::Configuration(
            format!(
                "DATABASE_URL must start with postgres://, postgresql:// or sqlite: (got {:?})",
                other.split(':').next().unwrap_or_default()
            )
            .into(),
        ))),
        None => Ok(Arc::new(SqliteStore::open_dir(data_dir).await?)),
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn from_json<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

fn seat_from_db(seat: i32) -> Result<Seat, StoreError> {
    u8::try_from(seat)
        .map(Seat)
        .map_err(|_| StoreError::Corrupt(format!("seat {seat}")))
}

/// The seed is stored as the BIGINT with the same bits.
fn bot_from_db(level: Option<String>, seed: Option<i64>) -> Result<Option<StoredBot>, StoreError> {
    match (level, seed) {
        (None, None) => Ok(None),
        (Some(level), Some(seed)) => {
            let level = BotLevel::ALL
                .into_iter()
                .find(|l| l.name() == level)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown bot level {level:?}")))?;
            Ok(Some(StoredBot {
                level,
                seed: seed as u64,
            }))
        }
        _ => Err(StoreError::Corrupt(
            "a bot seat without its level or seed".into(),
        )),
    }
}

fn seq_from_db(seq: i64) -> Result<u64, StoreError> {
    u64::try_from(seq).map_err(|_| StoreError::Corrupt(format!("seq {seq}")))
}

fn seq_to_db(seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(|_| StoreError::Corrupt(format!("seq {seq}")))
}

/// Turns unique-key violations into `Conflict`.
fn write_error(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() || db.is_foreign_key_violation() => {
            StoreError::Conflict
        }
        _ => StoreError::Database(e),
    }
}

fn affected_one(rows: u64) -> Result<(), StoreError> {
    if rows == 1 {
        Ok(())
    } else {
        Err(StoreError::Conflict)
    }
}

// ---------------------------------------------------------------- Postgres

pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            .acquire_timeout(Duration::from_secs(5))
            .connect(url)
            .await?;
        sqlx::migrate!("../../migrations/postgres")
            .run(&pool)
            .await?;
        Ok(PgStore { pool })
    }
}

#[async_trait]
impl GameStore for PgStore {
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO games (id, config, status, creator_token_hash) VALUES ($1, $2, $3, $4)",
        )
        .bind(&game.id)
        .bind(to_json(&game.config)?)
        .bind(StoredStatus::Lobby.as_str())
        .bind(&game.creator_token_hash)
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        Ok(())
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // One snapshot for the three reads.
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .execute(&mut *tx)
            .await?;
        let Some(row) =
            sqlx::query("SELECT config, status, creator_token_hash FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?
        else {
            return Ok(None);
        };
        let config = from_json("game config", row.try_get("config")?)?;
        let status = StoredStatus::parse(row.try_get("status")?)?;
        let creator_token_hash = row.try_get("creator_token_hash")?;
        let mut seats = Vec::new();
        for row in
            sqlx::query("SELECT seat, name, token_hash, bot, bot_seed FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
        {
            seats.push(StoredSeat {
                seat: seat_from_db(row.try_get("seat")?)?,
                name: row.try_get("name")?,
                token_hash: row.try_get("token_hash")?,
                bot: bot_from_db(row.try_get("bot")?, row.try_get("bot_seed")?)?,
            });
        }
        let mut log = Vec::new();
        for row in
            sqlx::query("SELECT seq, seat, command FROM commands WHERE game_id = $1 ORDER BY seq")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
        {
            log.push(LogEntry {
                seq: seq_from_db(row.try_get("seq")?)?,
                seat: seat_from_db(row.try_get("seat")?)?,
                command: from_json("command", row.try_get("command")?)?,
            });
        }
        tx.commit().await?;
        Ok(Some(StoredGame {
            id: id.to_string(),
            config,
            status,
            creator_token_hash,
            seats,
            log,
        }))
    }

    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO seats (game_id, seat, name, token_hash, bot, bot_seed) \
             SELECT $1::TEXT, $2::INTEGER, $3::TEXT, $4::TEXT, $5::TEXT, $6::BIGINT \
             WHERE EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.seat.0))
        .bind(&seat.name)
        .bind(&seat.token_hash)
        .bind(seat.bot.map(|b| b.level.name()))
        .bind(seat.bot.map(|b| b.seed as i64))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET seat = $3 WHERE game_id = $1 AND seat = $2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(from.0))
        .bind(i32::from(to.0))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "DELETE FROM seats WHERE game_id = $1 AND seat = $2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.0))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE games SET status = 'playing' WHERE id = $1 AND status = 'lobby'")
                .bind(id)
                .execute(&self.pool)
                .await
                .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, command) \
             SELECT $1::TEXT, $2::BIGINT, $3::INTEGER, $4::TEXT WHERE $2::BIGINT = 1 \
             OR EXISTS (SELECT 1 FROM commands WHERE game_id = $1 AND seq = $2::BIGINT - 1)",
        )
        .bind(id)
        .bind(seq_to_db(entry.seq)?)
        .bind(i32::from(entry.seat.0))
        .bind(to_json(&entry.command)?)
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    fn backend(&self) -> &'static str {
        "postgres"
    }
}

// ---------------------------------------------------------------- SQLite

pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating it if needed) `<dir>/trickerion.sqlite3`.
    pub async fn open_dir(dir: &Path) -> Result<Self, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| {
            StoreError::Database(sqlx::Error::Configuration(
                format!("cannot create data directory {}: {e}", dir.display()).into(),
            ))
        })?;
        let options = SqliteConnectOptions::new().filename(dir.join("trickerion.sqlite3"));
        Self::open(options).await
    }

    pub async fn connect_url(url: &str) -> Result<Self, StoreError> {
        Self::open(SqliteConnectOptions::from_str(url)?).await
    }

    async fn open(options: SqliteConnectOptions) -> Result<Self, StoreError> {
        let options = options
            .create_if_missing(true)
            .foreign_keys(true)
            .journal_mode(SqliteJournalMode::Wal)
            // An acknowledged command is on disk before the ack is sent.
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options)
            .await?;
        sqlx::migrate!("../../migrations/sqlite").run(&pool).await?;
        Ok(SqliteStore { pool })
    }
}

#[async_trait]
impl GameStore for SqliteStore {
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO games (id, config, status, creator_token_hash) VALUES (?1, ?2, ?3, ?4)",
        )
        .bind(&game.id)
        .bind(to_json(&game.config)?)
        .bind(StoredStatus::Lobby.as_str())
        .bind(&game.creator_token_hash)
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        Ok(())
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        // A read transaction gives the three reads one snapshot.
        let mut tx = self.pool.begin().await?;
        let Some(row) =
            sqlx::query("SELECT config, status, creator_token_hash FROM games WHERE id = ?1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?
        else {
            return Ok(None);
        };
        let config = from_json("game config", row.try_get("config")?)?;
        let status = StoredStatus::parse(row.try_get("status")?)?;
        let creator_token_hash = row.try_get("creator_token_hash")?;
        let mut seats = Vec::new();
        for row in
            sqlx::query("SELECT seat, name, token_hash, bot, bot_seed FROM seats WHERE game_id = ?1 ORDER BY seat")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
        {
            seats.push(StoredSeat {
                seat: seat_from_db(row.try_get("seat")?)?,
                name: row.try_get("name")?,
                token_hash: row.try_get("token_hash")?,
                bot: bot_from_db(row.try_get("bot")?, row.try_get("bot_seed")?)?,
            });
        }
        let mut log = Vec::new();
        for row in
            sqlx::query("SELECT seq, seat, command FROM commands WHERE game_id = ?1 ORDER BY seq")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
        {
            log.push(LogEntry {
                seq: seq_from_db(row.try_get("seq")?)?,
                seat: seat_from_db(row.try_get("seat")?)?,
                command: from_json("command", row.try_get("command")?)?,
            });
        }
        tx.commit().await?;
        Ok(Some(StoredGame {
            id: id.to_string(),
            config,
            status,
            creator_token_hash,
            seats,
            log,
        }))
    }

    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO seats (game_id, seat, name, token_hash, bot, bot_seed) \
             SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.seat.0))
        .bind(&seat.name)
        .bind(&seat.token_hash)
        .bind(seat.bot.map(|b| b.level.name()))
        .bind(seat.bot.map(|b| b.seed as i64))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET seat = ?3 WHERE game_id = ?1 AND seat = ?2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = ?1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(from.0))
        .bind(i32::from(to.0))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "DELETE FROM seats WHERE game_id = ?1 AND seat = ?2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = ?1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.0))
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE games SET status = 'playing' WHERE id = ?1 AND status = 'lobby'")
                .bind(id)
                .execute(&self.pool)
                .await
                .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, command) \
             SELECT ?1, ?2, ?3, ?4 WHERE ?2 = 1 \
             OR EXISTS (SELECT 1 FROM commands WHERE game_id = ?1 AND seq = ?2 - 1)",
        )
        .bind(id)
        .bind(seq_to_db(entry.seq)?)
        .bind(i32::from(entry.seat.0))
        .bind(to_json(&entry.command)?)
        .execute(&self.pool)
        .await
        .map_err(write_error)?;
        affected_one(done.rows_affected())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    fn backend(&self) -> &'static str {
        "sqlite"
    }
}
