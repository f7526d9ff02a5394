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

#[derive(Clone, Debug, thiserror::Error)]
pub enum StoreError {
    /// A uniqueness or precondition check refused the write (seat taken, log
    /// step already written by another writer, game not in the lobby).
    #[error("the write conflicts with what is stored")]
    Conflict,
    /// The database could not be reached or refused the statement: nothing
    /// was written.
    #[error("database error: {0}")]
    Database(Arc<sqlx::Error>),
    /// The connection failed after a write was sent: the database may or may
    /// not have committed it.
    #[error("the database did not confirm the write: {0}")]
    Uncertain(Arc<sqlx::Error>),
    /// The database is known to be down (see `outage`); nothing was tried.
    #[error("the database is down; not trying again yet")]
    Down,
    #[error("database migration failed: {0}")]
    Migrate(Arc<sqlx::migrate::MigrateError>),
    /// Stored data that cannot be read back (bad JSON, impossible values).
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::Database(Arc::new(e))
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        StoreError::Migrate(Arc::new(e))
    }
}

impl StoreError {
    /// Whether this says the database is unreachable (rather than that it
    /// refused one statement).
    pub fn is_outage(&self) -> bool {
        match self {
            StoreError::Database(e) => is_outage(e),
            StoreError::Uncertain(_) => true,
            StoreError::Conflict
            | StoreError::Down
            | StoreError::Migrate(_)
            | StoreError::Corrupt(_) => false,
        }
    }
}

/// Connection failures: the server never got the statement, or its answer was lost.
fn is_connection_failure(e: &sqlx::Error) -> bool {
    matches!(
        e,
        sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::Protocol(_)
            | sqlx::Error::WorkerCrashed
    )
}

/// Errors that mean the database cannot be used now (connections lost,
/// refused, or none free in time; Postgres shutting down or full).
fn is_outage(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed => true,
        sqlx::Error::Database(db) => db.code().is_some_and(|code| {
            code.starts_with("08") || matches!(code.as_ref(), "57P01" | "57P02" | "57P03" | "53300")
        }),
        e => is_connection_failure(e),
    }
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
    /// Appends one command to each of several games, each as
    /// [`GameStore::append_command`] would, in one transaction where the
    /// backend allows it (one durable commit for them all). One answer per
    /// entry, in order. This default appends them one by one.
    async fn append_batch(&self, batch: &[(&str, &LogEntry)]) -> Vec<Result<(), StoreError>> {
        let mut out = Vec::with_capacity(batch.len());
        for (id, entry) in batch {
            out.push(match self.append_command(id, entry).await {
                // A statement on its own commits as it runs: a connection
                // lost while it ran leaves its outcome unknown.
                Err(StoreError::Database(e)) if is_connection_failure(&e) => {
                    Err(StoreError::Uncertain(e))
                }
                other => other,
            });
        }
        out
    }
    /// Checks the database answers.
    async fn ping(&self) -> Result<(), StoreError>;
    /// Closes the connections (flushes SQLite's write-ahead log).
    async fn close(&self);
    /// "postgres" or "sqlite".
    fn backend(&self) -> &'static str;
}

/// How the store uses its database.
#[derive(Clone, Copy, Debug)]
pub struct StoreOptions {
    /// Connections in the pool (Postgres; SQLite keeps 4).
    pub pool_size: u32,
    /// How long a request waits for a free (or new) connection.
    pub acquire_timeout: Duration,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            pool_size: 10,
            acquire_timeout: Duration::from_secs(5),
        }
    }
}

/// Opens the store the configuration names and runs its migrations.
pub async fn connect(
    database_url: Option<&str>,
    data_dir: &Path,
) -> Result<Arc<dyn GameStore>, StoreError> {
    connect_with(database_url, data_dir, StoreOptions::default()).await
}

/// [`connect`] with pool settings.
pub async fn connect_with(
    database_url: Option<&str>,
    data_dir: &Path,
    options: StoreOptions,
) -> Result<Arc<dyn GameStore>, StoreError> {
    match database_url {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Ok(Arc::new(PgStore::connect_with(url, options).await?))
        }
        Some(url) if url.starts_with("sqlite:") => {
            Ok(Arc::new(SqliteStore::connect_url(url).await?))
        }
        Some(other) => Err(StoreError::from(sqlx::Error::Configuration(
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

/// The failure of a write that was sent: unique-key violations are
/// `Conflict`, other refusals by the database `Database` (nothing written),
/// and a lost connection `Uncertain` (the database may have committed it).
fn sent_failure(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() || db.is_foreign_key_violation() => {
            StoreError::Conflict
        }
        e2 if is_connection_failure(e2) => StoreError::Uncertain(Arc::new(e)),
        _ => StoreError::Database(Arc::new(e)),
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
        Self::connect_with(url, StoreOptions::default()).await
    }

    pub async fn connect_with(url: &str, options: StoreOptions) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(options.pool_size)
            .acquire_timeout(options.acquire_timeout)
            // No ping before each use: a round trip per query that a busy
            // machine pays in latency. A broken connection fails its query,
            // which is handled like any database failure.
            .test_before_acquire(false)
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "DELETE FROM seats WHERE game_id = $1 AND seat = $2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.0))
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE games SET status = 'playing' WHERE id = $1 AND status = 'lobby'")
                .bind(id)
                .execute(&mut *self.pool.acquire().await?)
                .await
                .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    /// One `INSERT` statement of every entry, so one transaction and one
    /// commit (one WAL flush) for the whole batch, in one round trip.
    /// Entries whose step exists, whose previous step does not, or whose game
    /// does not exist are skipped: `Conflict`.
    async fn append_batch(&self, batch: &[(&str, &LogEntry)]) -> Vec<Result<(), StoreError>> {
        match self.insert_batch(batch).await {
            Ok(stored) => stored
                .into_iter()
                .map(|ok| {
                    if ok {
                        Ok(())
                    } else {
                        Err(StoreError::Conflict)
                    }
                })
                .collect(),
            Err(e) => vec![Err(e); batch.len()],
        }
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

impl PgStore {
    /// Which entries of `batch` were stored; an error means none was (or, for
    /// `Uncertain`, that the statement's outcome is unknown: the connection
    /// failed while it ran, and it commits as it ends).
    async fn insert_batch(&self, batch: &[(&str, &LogEntry)]) -> Result<Vec<bool>, StoreError> {
        let mut ids = Vec::with_capacity(batch.len());
        let mut seqs = Vec::with_capacity(batch.len());
        let mut seats = Vec::with_capacity(batch.len());
        let mut commands = Vec::with_capacity(batch.len());
        for (id, entry) in batch {
            ids.push(id.to_string());
            seqs.push(seq_to_db(entry.seq)?);
            seats.push(i32::from(entry.seat.0));
            commands.push(to_json(&entry.command)?);
        }
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, command) \
             SELECT b.game_id, b.seq, b.seat, b.command \
             FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::INTEGER[], $4::TEXT[]) AS b (game_id, seq, seat, command) \
             WHERE EXISTS (SELECT 1 FROM games g WHERE g.id = b.game_id) \
             AND (b.seq = 1 OR EXISTS (SELECT 1 FROM commands c WHERE c.game_id = b.game_id AND c.seq = b.seq - 1)) \
             ON CONFLICT (game_id, seq) DO NOTHING \
             RETURNING game_id, seq",
        )
        .bind(&ids)
        .bind(&seqs)
        .bind(&seats)
        .bind(&commands)
        .fetch_all(&mut *conn)
        .await
        .map_err(sent_failure)?;
        let mut stored = vec![false; batch.len()];
        for row in rows {
            let id: String = row.try_get("game_id")?;
            let seq: i64 = row.try_get("seq")?;
            if let Some(i) = (0..batch.len()).find(|&i| ids[i] == id && seqs[i] == seq) {
                stored[i] = true;
            }
        }
        Ok(stored)
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
            StoreError::from(sqlx::Error::Configuration(
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        let done = sqlx::query(
            "DELETE FROM seats WHERE game_id = ?1 AND seat = ?2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = ?1 AND status = 'lobby')",
        )
        .bind(id)
        .bind(i32::from(seat.0))
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE games SET status = 'playing' WHERE id = ?1 AND status = 'lobby'")
                .bind(id)
                .execute(&mut *self.pool.acquire().await?)
                .await
                .map_err(sent_failure)?;
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
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        affected_one(done.rows_affected())
    }

    /// Every entry in one transaction: one commit (one fsync) for the batch.
    async fn append_batch(&self, batch: &[(&str, &LogEntry)]) -> Vec<Result<(), StoreError>> {
        match self.insert_batch(batch).await {
            Ok(stored) => stored
                .into_iter()
                .map(|ok| {
                    if ok {
                        Ok(())
                    } else {
                        Err(StoreError::Conflict)
                    }
                })
                .collect(),
            Err(e) => vec![Err(e); batch.len()],
        }
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

impl SqliteStore {
    /// Which entries of `batch` were stored (see [`PgStore`]'s).
    async fn insert_batch(&self, batch: &[(&str, &LogEntry)]) -> Result<Vec<bool>, StoreError> {
        let mut rows = Vec::with_capacity(batch.len());
        for (id, entry) in batch {
            rows.push((
                *id,
                seq_to_db(entry.seq)?,
                i32::from(entry.seat.0),
                to_json(&entry.command)?,
            ));
        }
        let mut tx = self.pool.begin().await?;
        let mut stored = Vec::with_capacity(batch.len());
        for (id, seq, seat, command) in rows {
            let done = sqlx::query(
                "INSERT OR IGNORE INTO commands (game_id, seq, seat, command) \
                 SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1) \
                 AND (?2 = 1 OR EXISTS (SELECT 1 FROM commands WHERE game_id = ?1 AND seq = ?2 - 1))",
            )
            .bind(id)
            .bind(seq)
            .bind(seat)
            .bind(command)
            .execute(&mut *tx)
            .await?;
            stored.push(done.rows_affected() == 1);
        }
        tx.commit()
            .await
            .map_err(|e| StoreError::Uncertain(Arc::new(e)))?;
        Ok(stored)
    }
}
