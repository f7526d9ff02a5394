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
use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use sqlx::sqlite::SqliteSynchronous;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use sqlx::Row;

use trickerion_bot::BotLevel;

use crate::engine::{Command, GameConfig, Seat};
use crate::protocol::{ClockOptions, RematchInfo, StandInReason};

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
    /// This backend cannot do it (leases need Postgres).
    #[error("this game store cannot {0}")]
    Unsupported(&'static str),
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
            | StoreError::Corrupt(_)
            | StoreError::Unsupported(_) => false,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

/// The table's settings of a game (not rules options), stored as JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableOptions {
    #[serde(default)]
    pub listed: bool,
    #[serde(default)]
    pub clock: Option<ClockOptions>,
    /// Starts by itself once every seat is taken (rematches).
    #[serde(default)]
    pub autostart: bool,
}

/// A bot standing in for a person's seat, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredStandIn {
    pub level: BotLevel,
    pub seed: u64,
    pub reason: StandInReason,
}

/// What a game stores besides its rules and log: the table's settings and
/// the courtesies of play (stand-ins, webhooks, clocks, rematch).
#[derive(Clone, Debug, Default)]
pub struct StoredTable {
    pub options: TableOptions,
    pub rematch: Option<RematchInfo>,
    pub finished: bool,
    /// JSON of the clocks (see `clocks`), when the game has a time control.
    pub clock_state: Option<String>,
    pub stand_ins: Vec<(Seat, StoredStandIn)>,
    pub webhooks: Vec<(Seat, String)>,
}

/// One game of the public list.
#[derive(Clone, Debug)]
pub struct ListedGame {
    pub id: String,
    pub config: GameConfig,
    pub status: StoredStatus,
    pub seats_taken: u8,
    pub created_ms: u64,
    pub started_ms: Option<u64>,
}

fn reason_name(r: StandInReason) -> &'static str {
    match r {
        StandInReason::Away => "away",
        StandInReason::TimedOut => "timed_out",
        StandInReason::Forfeited => "forfeited",
    }
}

fn stand_in_from_db(
    level: Option<String>,
    seed: Option<i64>,
    reason: Option<String>,
) -> Result<Option<StoredStandIn>, StoreError> {
    let Some(bot) = bot_from_db(level, seed)? else {
        return Ok(None);
    };
    let reason = match reason.as_deref() {
        Some("away") => StandInReason::Away,
        Some("timed_out") => StandInReason::TimedOut,
        Some("forfeited") => StandInReason::Forfeited,
        other => return Err(StoreError::Corrupt(format!("stand-in reason {other:?}"))),
    };
    Ok(Some(StoredStandIn {
        level: bot.level,
        seed: bot.seed,
        reason,
    }))
}

/// The answer to a node asking for a game's lease (migration 0005).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeaseGrant {
    /// The lease is this node's, with a new fencing epoch; `took_over` when
    /// another node held it and never released it (it died or stalled).
    Granted { epoch: u64, took_over: bool },
    /// Another node holds it for `remaining` more (zero: it has just run out).
    Held { node: String, remaining: Duration },
    /// There is no such game.
    NoGame,
}

/// Durable storage of games. Every write either commits entirely or fails
/// and changes nothing.
#[async_trait]
pub trait GameStore: TableStore {
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
    /// Appends like [`GameStore::append_batch`], each entry only if its game's
    /// lease still has the given fencing epoch (`Conflict` otherwise): how a
    /// node of a cluster appends (see migration 0005).
    async fn append_fenced(&self, batch: &[(&str, &LogEntry, u64)]) -> Vec<Result<(), StoreError>> {
        vec![
            Err(StoreError::Unsupported(
                "fence appends (leases need Postgres)"
            ));
            batch.len()
        ]
    }
    /// Grants the lease of game `id` to `node` for `ttl` with a new epoch,
    /// when it is free, run out, released, or already this node's.
    async fn acquire_lease(
        &self,
        _id: &str,
        _node: &str,
        _ttl: Duration,
    ) -> Result<LeaseGrant, StoreError> {
        Err(StoreError::Unsupported(
            "grant leases (leases need Postgres)",
        ))
    }
    /// Extends `node`'s lease of `id` by `ttl` from now; false if the lease
    /// is no longer this node's with this epoch (it was taken over).
    async fn renew_lease(
        &self,
        _id: &str,
        _node: &str,
        _epoch: u64,
        _ttl: Duration,
    ) -> Result<bool, StoreError> {
        Err(StoreError::Unsupported(
            "renew leases (leases need Postgres)",
        ))
    }
    /// Renews several of `node`'s leases at once (each game with its epoch),
    /// by `ttl` from now; answers the games whose lease was renewed (the
    /// others were taken over).
    async fn renew_leases(
        &self,
        _node: &str,
        _leases: &[(String, u64)],
        _ttl: Duration,
    ) -> Result<Vec<String>, StoreError> {
        Err(StoreError::Unsupported(
            "renew leases (leases need Postgres)",
        ))
    }
    /// Gives up the lease (idle unload, shutdown): any node may take it now.
    async fn release_lease(&self, _id: &str, _node: &str, _epoch: u64) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "release leases (leases need Postgres)",
        ))
    }
    /// Games in play whose lease ran out without being released: their node
    /// died, and another should take them over so their bots and clocks go on.
    async fn orphaned_games(&self) -> Result<Vec<String>, StoreError> {
        Err(StoreError::Unsupported(
            "list leases (leases need Postgres)",
        ))
    }
    /// Checks the database answers.
    async fn ping(&self) -> Result<(), StoreError>;
    /// Closes the connections (flushes SQLite's write-ahead log).
    async fn close(&self);
    /// "postgres" or "sqlite".
    fn backend(&self) -> &'static str;
}

/// What a game stores besides its rules and log (migration 0004): the
/// table's settings and the courtesies of play.
#[async_trait]
pub trait TableStore: Send + Sync + 'static {
    /// Stores a new game's table settings (right after `create_game`).
    async fn save_table_options(&self, id: &str, options: &TableOptions) -> Result<(), StoreError>;
    /// The table's settings and state; defaults for games stored before 0004.
    async fn load_table(&self, id: &str) -> Result<StoredTable, StoreError>;
    /// Records the rematch of a finished game, unless one is recorded already;
    /// answers the one recorded.
    async fn set_rematch(&self, id: &str, rematch: &RematchInfo)
        -> Result<RematchInfo, StoreError>;
    /// Marks a game over (it leaves the public list).
    async fn mark_finished(&self, id: &str) -> Result<(), StoreError>;
    /// Sets or clears the bot standing in for a person's seat.
    async fn set_stand_in(
        &self,
        id: &str,
        seat: Seat,
        stand_in: Option<StoredStandIn>,
    ) -> Result<(), StoreError>;
    /// Sets or clears a seat's webhook URL.
    async fn set_webhook(&self, id: &str, seat: Seat, url: Option<&str>) -> Result<(), StoreError>;
    /// Rewrites the clocks' JSON.
    async fn save_clock(&self, id: &str, state: &str) -> Result<(), StoreError>;
    /// Listed games not finished, newest first: `per_page` from `page * per_page`,
    /// and whether more follow.
    async fn list_games(
        &self,
        page: u32,
        per_page: u32,
    ) -> Result<(Vec<ListedGame>, bool), StoreError>;
    /// Every stored game's id (the `verify` command).
    async fn game_ids(&self) -> Result<Vec<String>, StoreError>;
    /// Games in play with a time control: loaded at start so their clocks
    /// run out on time even if nobody looks at them.
    async fn games_with_clocks(&self) -> Result<Vec<String>, StoreError>;
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

fn table_from_row(
    options: Option<String>,
    rematch: Option<String>,
    finished: bool,
    clock_state: Option<String>,
) -> Result<StoredTable, StoreError> {
    Ok(StoredTable {
        options: match options {
            Some(o) => from_json("table options", &o)?,
            None => TableOptions::default(),
        },
        rematch: match rematch {
            Some(r) => Some(from_json("rematch", &r)?),
            None => None,
        },
        finished,
        clock_state,
        stand_ins: Vec::new(),
        webhooks: Vec::new(),
    })
}

fn seat_extras<R: Row>(table: &mut StoredTable, row: &R) -> Result<(), StoreError>
where
    for<'a> &'a str: sqlx::ColumnIndex<R>,
    for<'a> i32: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
    for<'a> i64: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
    for<'a> String: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
{
    let seat = seat_from_db(row.try_get("seat")?)?;
    if let Some(s) = stand_in_from_db(
        row.try_get("stand_in")?,
        row.try_get("stand_in_seed")?,
        row.try_get("stand_in_reason")?,
    )? {
        table.stand_ins.push((seat, s));
    }
    if let Some(url) = row.try_get::<Option<String>, _>("webhook")? {
        table.webhooks.push((seat, url));
    }
    Ok(())
}

type ListRow = (String, String, String, i64, i64, Option<i64>);

fn listed_from_rows(
    rows: impl Iterator<Item = Result<ListRow, StoreError>>,
    per_page: u32,
) -> Result<(Vec<ListedGame>, bool), StoreError> {
    let mut games = Vec::new();
    for row in rows {
        let (id, config, status, taken, created, started) = row?;
        games.push(ListedGame {
            id,
            config: from_json("game config", &config)?,
            status: StoredStatus::parse(&status)?,
            seats_taken: u8::try_from(taken).unwrap_or(u8::MAX),
            created_ms: u64::try_from(created).unwrap_or(0),
            started_ms: started.and_then(|v| u64::try_from(v).ok()),
        });
    }
    let more = games.len() > per_page as usize;
    games.truncate(per_page as usize);
    Ok((games, more))
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
            sqlx::query("UPDATE games SET status = 'playing', started_at = now() WHERE id = $1 AND status = 'lobby'")
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

    async fn append_fenced(&self, batch: &[(&str, &LogEntry, u64)]) -> Vec<Result<(), StoreError>> {
        match self.insert_fenced(batch).await {
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

    async fn acquire_lease(
        &self,
        id: &str,
        node: &str,
        ttl: Duration,
    ) -> Result<LeaseGrant, StoreError> {
        let ttl_ms = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
        let mut tx = self.pool.begin().await?;
        let current = sqlx::query(
            "SELECT node_id, epoch, released, expires_at <= now() AS expired, \
             GREATEST(0, (EXTRACT(EPOCH FROM expires_at - now()) * 1000)::BIGINT) AS remaining_ms \
             FROM game_leases WHERE game_id = $1 FOR UPDATE",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let grant = match current {
            None => {
                // The first lease of this game; a node granted it meanwhile
                // makes the insert conflict, and the caller asks again.
                let done = sqlx::query(
                    "INSERT INTO game_leases (game_id, node_id, epoch, expires_at) \
                     SELECT $1, $2, 1, now() + $3 * INTERVAL '1 millisecond' \
                     WHERE EXISTS (SELECT 1 FROM games WHERE id = $1) \
                     ON CONFLICT (game_id) DO NOTHING",
                )
                .bind(id)
                .bind(node)
                .bind(ttl_ms)
                .execute(&mut *tx)
                .await
                .map_err(sent_failure)?;
                if done.rows_affected() == 1 {
                    LeaseGrant::Granted {
                        epoch: 1,
                        took_over: false,
                    }
                } else if sqlx::query("SELECT 1 FROM games WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?
                    .is_none()
                {
                    LeaseGrant::NoGame
                } else {
                    return Err(StoreError::Conflict);
                }
            }
            Some(row) => {
                let holder: String = row.try_get("node_id")?;
                let released: bool = row.try_get("released")?;
                let expired: bool = row.try_get("expired")?;
                if holder == node || released || expired {
                    let epoch: i64 = sqlx::query_scalar(
                        "UPDATE game_leases SET node_id = $2, epoch = epoch + 1, released = FALSE, \
                         expires_at = now() + $3 * INTERVAL '1 millisecond' \
                         WHERE game_id = $1 RETURNING epoch",
                    )
                    .bind(id)
                    .bind(node)
                    .bind(ttl_ms)
                    .fetch_one(&mut *tx)
                    .await
                    .map_err(sent_failure)?;
                    LeaseGrant::Granted {
                        epoch: seq_from_db(epoch)?,
                        took_over: holder != node && !released,
                    }
                } else {
                    let remaining: i64 = row.try_get("remaining_ms")?;
                    LeaseGrant::Held {
                        node: holder,
                        remaining: Duration::from_millis(u64::try_from(remaining).unwrap_or(0)),
                    }
                }
            }
        };
        tx.commit()
            .await
            .map_err(|e| StoreError::Uncertain(Arc::new(e)))?;
        Ok(grant)
    }

    async fn renew_lease(
        &self,
        id: &str,
        node: &str,
        epoch: u64,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE game_leases SET expires_at = now() + $4 * INTERVAL '1 millisecond' \
             WHERE game_id = $1 AND node_id = $2 AND epoch = $3 AND NOT released",
        )
        .bind(id)
        .bind(node)
        .bind(seq_to_db(epoch)?)
        .bind(i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX))
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        Ok(done.rows_affected() == 1)
    }

    async fn renew_leases(
        &self,
        node: &str,
        leases: &[(String, u64)],
        ttl: Duration,
    ) -> Result<Vec<String>, StoreError> {
        let ids: Vec<&str> = leases.iter().map(|(id, _)| id.as_str()).collect();
        let epochs = leases
            .iter()
            .map(|(_, epoch)| seq_to_db(*epoch))
            .collect::<Result<Vec<i64>, _>>()?;
        // FOR NO KEY UPDATE, as the UPDATE itself would: it does not
        // conflict with the fenced appends' FOR KEY SHARE. The rows are
        // locked in game id order, so that two statements that lock several
        // lease rows never wait for each other in a cycle.
        Ok(sqlx::query_scalar(
            "WITH mine AS MATERIALIZED ( \
                 SELECT l.game_id FROM game_leases l \
                 JOIN UNNEST($2::TEXT[], $3::BIGINT[]) AS r (game_id, epoch) \
                 ON l.game_id = r.game_id AND l.epoch = r.epoch \
                 WHERE l.node_id = $1 AND NOT l.released \
                 ORDER BY l.game_id FOR NO KEY UPDATE OF l) \
             UPDATE game_leases SET expires_at = now() + $4 * INTERVAL '1 millisecond' \
             WHERE game_id IN (SELECT game_id FROM mine) RETURNING game_id",
        )
        .bind(node)
        .bind(&ids)
        .bind(&epochs)
        .bind(i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX))
        .fetch_all(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?)
    }

    async fn release_lease(&self, id: &str, node: &str, epoch: u64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE game_leases SET released = TRUE, expires_at = now() \
             WHERE game_id = $1 AND node_id = $2 AND epoch = $3",
        )
        .bind(id)
        .bind(node)
        .bind(seq_to_db(epoch)?)
        .execute(&mut *self.pool.acquire().await?)
        .await
        .map_err(sent_failure)?;
        Ok(())
    }

    async fn orphaned_games(&self) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT l.game_id FROM game_leases l JOIN games g ON g.id = l.game_id \
             WHERE NOT l.released AND l.expires_at < now() \
             AND g.status = 'playing' AND g.finished_at IS NULL \
             ORDER BY l.expires_at LIMIT 100",
        )
        .fetch_all(&mut *self.pool.acquire().await?)
        .await?)
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

/// The [`TableStore`] of an SQL backend: the same statements, written with
/// Postgres' `$N` placeholders and handed through `$sql` (which rewrites them
/// for SQLite); `list_games`' statement, which reads timestamps differently, is
/// given per backend.
macro_rules! sql_table_store {
    ($ty:ty, $sql:path, $list_sql:expr) => {
        #[async_trait]
        impl TableStore for $ty {
            async fn save_table_options(&self, id: &str, options: &TableOptions) -> Result<(), StoreError> {
                let done = sqlx::query(&$sql("UPDATE games SET listed = $2, table_options = $3 WHERE id = $1"))
                    .bind(id)
                    .bind(options.listed)
                    .bind(to_json(options)?)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                affected_one(done.rows_affected())
            }

            async fn load_table(&self, id: &str) -> Result<StoredTable, StoreError> {
                let mut conn = self.pool.acquire().await?;
                let Some(row) = sqlx::query(
                    &$sql("SELECT table_options, rematch, finished_at IS NOT NULL AS finished, clock_state FROM games WHERE id = $1"),
                )
                .bind(id)
                .fetch_optional(&mut *conn)
                .await?
                else {
                    return Ok(StoredTable::default());
                };
                let mut table = table_from_row(
                    row.try_get("table_options")?,
                    row.try_get("rematch")?,
                    row.try_get("finished")?,
                    row.try_get("clock_state")?,
                )?;
                for row in sqlx::query(
                    &$sql("SELECT seat, stand_in, stand_in_seed, stand_in_reason, webhook FROM seats WHERE game_id = $1 ORDER BY seat"),
                )
                .bind(id)
                .fetch_all(&mut *conn)
                .await?
                {
                    seat_extras(&mut table, &row)?;
                }
                Ok(table)
            }

            async fn set_rematch(
                &self,
                id: &str,
                rematch: &RematchInfo,
            ) -> Result<RematchInfo, StoreError> {
                let mut conn = self.pool.acquire().await?;
                sqlx::query(&$sql("UPDATE games SET rematch = $2 WHERE id = $1 AND rematch IS NULL"))
                    .bind(id)
                    .bind(to_json(rematch)?)
                    .execute(&mut *conn)
                    .await
                    .map_err(sent_failure)?;
                let stored: Option<String> = sqlx::query_scalar(&$sql("SELECT rematch FROM games WHERE id = $1"))
                    .bind(id)
                    .fetch_one(&mut *conn)
                    .await?;
                from_json("rematch", stored.as_deref().unwrap_or("null"))
            }

            async fn mark_finished(&self, id: &str) -> Result<(), StoreError> {
                sqlx::query(&$sql("UPDATE games SET finished_at = CURRENT_TIMESTAMP WHERE id = $1 AND finished_at IS NULL"))
                    .bind(id)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                Ok(())
            }

            async fn set_stand_in(
                &self,
                id: &str,
                seat: Seat,
                stand_in: Option<StoredStandIn>,
            ) -> Result<(), StoreError> {
                let done = sqlx::query(
                    &$sql("UPDATE seats SET stand_in = $3, stand_in_seed = $4, stand_in_reason = $5 WHERE game_id = $1 AND seat = $2"),
                )
                .bind(id)
                .bind(i32::from(seat.0))
                .bind(stand_in.map(|b| b.level.name()))
                .bind(stand_in.map(|b| b.seed as i64))
                .bind(stand_in.map(|b| reason_name(b.reason)))
                .execute(&mut *self.pool.acquire().await?)
                .await
                .map_err(sent_failure)?;
                affected_one(done.rows_affected())
            }

            async fn set_webhook(&self, id: &str, seat: Seat, url: Option<&str>) -> Result<(), StoreError> {
                let done = sqlx::query(&$sql("UPDATE seats SET webhook = $3 WHERE game_id = $1 AND seat = $2"))
                    .bind(id)
                    .bind(i32::from(seat.0))
                    .bind(url)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                affected_one(done.rows_affected())
            }

            async fn save_clock(&self, id: &str, state: &str) -> Result<(), StoreError> {
                sqlx::query(&$sql("UPDATE games SET clock_state = $2 WHERE id = $1"))
                    .bind(id)
                    .bind(state)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                Ok(())
            }


            async fn game_ids(&self) -> Result<Vec<String>, StoreError> {
                Ok(
                    sqlx::query_scalar(&$sql("SELECT id FROM games ORDER BY created_at, id"))
                        .fetch_all(&mut *self.pool.acquire().await?)
                        .await?,
                )
            }

            async fn games_with_clocks(&self) -> Result<Vec<String>, StoreError> {
                Ok(sqlx::query_scalar(
                    &$sql("SELECT id FROM games WHERE status = 'playing' AND finished_at IS NULL \
                     AND clock_state IS NOT NULL ORDER BY created_at, id"),
                )
                .fetch_all(&mut *self.pool.acquire().await?)
                .await?)
            }

            async fn list_games(
                &self,
                page: u32,
                per_page: u32,
            ) -> Result<(Vec<ListedGame>, bool), StoreError> {
                let rows = sqlx::query(&$sql($list_sql))
                    .bind(i64::from(per_page) + 1)
                    .bind(i64::from(page) * i64::from(per_page))
                    .fetch_all(&mut *self.pool.acquire().await?)
                    .await?;
                listed_from_rows(
                    rows.iter().map(|r| {
                        Ok((
                            r.try_get::<String, _>("id")?,
                            r.try_get::<String, _>("config")?,
                            r.try_get::<String, _>("status")?,
                            r.try_get::<i64, _>("taken")?,
                            r.try_get::<i64, _>("created_ms")?,
                            r.try_get::<Option<i64>, _>("started_ms")?,
                        ))
                    }),
                    per_page,
                )
            }
        }
    };
}

sql_table_store!(
    PgStore,
    pg_sql,
    "SELECT g.id, g.config, g.status, \
    (EXTRACT(EPOCH FROM g.created_at) * 1000)::BIGINT AS created_ms, \
    (EXTRACT(EPOCH FROM g.started_at) * 1000)::BIGINT AS started_ms, \
    (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS taken \
    FROM games g WHERE g.listed AND g.finished_at IS NULL \
    ORDER BY g.created_at DESC, g.id LIMIT $1 OFFSET $2"
);

impl PgStore {
    /// Which entries of `batch` were stored; an error means none was (or, for
    /// `Uncertain`, that the statement's outcome is unknown: the connection
    /// failed while it ran, and it commits as it ends).
    /// The batch `INSERT`s are not kept as prepared statements: Postgres gives a prepared statement a generic
    /// plan after five runs, and the generic plan of `UNNEST(...)` with the
    /// gap check, chosen while the log is still small, checks the previous
    /// step with a hash of the *whole* `commands` table — a full scan on
    /// every batch, kept for the connection's lifetime however large the log
    /// grows (a load run saw 5 ms per batch grow to 25 ms in 10 s). Planned
    /// with its parameters each time, it uses the primary key (planning is
    /// under a millisecond, once per batch).
    async fn insert_batch(&self, batch: &[(&str, &LogEntry)]) -> Result<Vec<bool>, StoreError> {
        let cols = BatchColumns::of(batch.iter().copied())?;
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
        // Planned afresh each time (see `PgStore::insert_batch`).
        .persistent(false)
        .bind(&cols.ids)
        .bind(&cols.seqs)
        .bind(&cols.seats)
        .bind(&cols.commands)
        .fetch_all(&mut *conn)
        .await
        .map_err(sent_failure)?;
        cols.stored(rows)
    }

    /// Which entries of `batch` were stored: as [`PgStore::insert_batch`],
    /// and only where the game's lease still has the entry's epoch. The lease
    /// rows are locked FOR KEY SHARE by this statement: a takeover (which
    /// first locks the row FOR UPDATE, see `acquire_lease`) waits for it, and
    /// it waits for a takeover in progress and then sees the new epoch; a
    /// renewal (an UPDATE of `expires_at` only) neither waits for it nor holds
    /// it up. Rows are locked in game id order, as the renewals lock them.
    async fn insert_fenced(
        &self,
        batch: &[(&str, &LogEntry, u64)],
    ) -> Result<Vec<bool>, StoreError> {
        let cols = BatchColumns::of(batch.iter().map(|&(id, entry, _)| (id, entry)))?;
        let epochs = batch
            .iter()
            .map(|&(_, _, epoch)| seq_to_db(epoch))
            .collect::<Result<Vec<_>, _>>()?;
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(
            "WITH fence AS MATERIALIZED ( \
                 SELECT l.game_id, l.epoch FROM game_leases l \
                 WHERE l.game_id = ANY($1::TEXT[]) ORDER BY l.game_id FOR KEY SHARE) \
             INSERT INTO commands (game_id, seq, seat, command) \
             SELECT b.game_id, b.seq, b.seat, b.command \
             FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::INTEGER[], $4::TEXT[], $5::BIGINT[]) \
                 AS b (game_id, seq, seat, command, epoch) \
             WHERE EXISTS (SELECT 1 FROM fence f WHERE f.game_id = b.game_id AND f.epoch = b.epoch) \
             AND (b.seq = 1 OR EXISTS (SELECT 1 FROM commands c WHERE c.game_id = b.game_id AND c.seq = b.seq - 1)) \
             ON CONFLICT (game_id, seq) DO NOTHING \
             RETURNING game_id, seq",
        )
        // Planned afresh each time (see `PgStore::insert_batch`).
        .persistent(false)
        .bind(&cols.ids)
        .bind(&cols.seqs)
        .bind(&cols.seats)
        .bind(&cols.commands)
        .bind(&epochs)
        .fetch_all(&mut *conn)
        .await
        .map_err(sent_failure)?;
        cols.stored(rows)
    }
}

/// Postgres takes the statements as written.
fn pg_sql(sql: &'static str) -> std::borrow::Cow<'static, str> {
    std::borrow::Cow::Borrowed(sql)
}

/// SQLite numbers `$N` parameters by first appearance, not by `N`: its
/// `?N` keeps the written numbers.
fn sqlite_sql(sql: &'static str) -> std::borrow::Cow<'static, str> {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('?');
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A batch of log entries as the column arrays the batch `INSERT`s unnest.
struct BatchColumns {
    ids: Vec<String>,
    seqs: Vec<i64>,
    seats: Vec<i32>,
    commands: Vec<String>,
}

impl BatchColumns {
    fn of<'a>(
        batch: impl ExactSizeIterator<Item = (&'a str, &'a LogEntry)>,
    ) -> Result<Self, StoreError> {
        let n = batch.len();
        let mut cols = BatchColumns {
            ids: Vec::with_capacity(n),
            seqs: Vec::with_capacity(n),
            seats: Vec::with_capacity(n),
            commands: Vec::with_capacity(n),
        };
        for (id, entry) in batch {
            cols.ids.push(id.to_string());
            cols.seqs.push(seq_to_db(entry.seq)?);
            cols.seats.push(i32::from(entry.seat.0));
            cols.commands.push(to_json(&entry.command)?);
        }
        Ok(cols)
    }

    /// Which entries the `RETURNING game_id, seq` rows say were stored.
    fn stored(&self, rows: Vec<PgRow>) -> Result<Vec<bool>, StoreError> {
        let mut stored = vec![false; self.ids.len()];
        for row in rows {
            let id: String = row.try_get("game_id")?;
            let seq: i64 = row.try_get("seq")?;
            if let Some(i) = (0..self.ids.len()).find(|&i| self.ids[i] == id && self.seqs[i] == seq)
            {
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
            sqlx::query("UPDATE games SET status = 'playing', started_at = CURRENT_TIMESTAMP WHERE id = ?1 AND status = 'lobby'")
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

sql_table_store!(
    SqliteStore,
    sqlite_sql,
    "SELECT g.id, g.config, g.status, \
    CAST(strftime('%s', g.created_at) AS INTEGER) * 1000 AS created_ms, \
    CAST(strftime('%s', g.started_at) AS INTEGER) * 1000 AS started_ms, \
    (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS taken \
    FROM games g WHERE g.listed = 1 AND g.finished_at IS NULL \
    ORDER BY g.created_at DESC, g.rowid DESC LIMIT ?1 OFFSET ?2"
);

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

/// The table-courtesy methods of a [`GameStore`] wrapper, handed to its
/// `inner` store (through `self.call` with a third argument `call`).
#[macro_export]
macro_rules! delegate_table_store {
    ($ty:ty, $inner:ident $(, $call:ident)?) => {
        #[async_trait::async_trait]
        impl $crate::store::TableStore for $ty {
        async fn save_table_options(
            &self,
            id: &str,
            options: &$crate::store::TableOptions,
        ) -> Result<(), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.save_table_options(id, options))
        }
        async fn load_table(&self, id: &str) -> Result<$crate::store::StoredTable, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.load_table(id))
        }
        async fn set_rematch(
            &self,
            id: &str,
            rematch: &$crate::protocol::RematchInfo,
        ) -> Result<$crate::protocol::RematchInfo, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.set_rematch(id, rematch))
        }
        async fn mark_finished(&self, id: &str) -> Result<(), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.mark_finished(id))
        }
        async fn set_stand_in(
            &self,
            id: &str,
            seat: $crate::engine::Seat,
            stand_in: Option<$crate::store::StoredStandIn>,
        ) -> Result<(), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.set_stand_in(id, seat, stand_in))
        }
        async fn set_webhook(
            &self,
            id: &str,
            seat: $crate::engine::Seat,
            url: Option<&str>,
        ) -> Result<(), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.set_webhook(id, seat, url))
        }
        async fn save_clock(&self, id: &str, state: &str) -> Result<(), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.save_clock(id, state))
        }
        async fn list_games(
            &self,
            page: u32,
            per_page: u32,
        ) -> Result<(Vec<$crate::store::ListedGame>, bool), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.list_games(page, per_page))
        }
        async fn game_ids(&self) -> Result<Vec<String>, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.game_ids())
        }
        async fn games_with_clocks(&self) -> Result<Vec<String>, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.games_with_clocks())
        }
        }
    };
    (@go $s:ident call ; $e:expr) => { $s.call($e).await };
    (@go $s:ident ; $e:expr) => { $e.await };
}

#[cfg(test)]
mod tests {
    use super::sqlite_sql;

    /// SQLite would number `$2, $3, $1` as 1, 2, 3; `?N` keeps them.
    #[test]
    fn sqlite_statements_keep_the_parameter_numbers() {
        assert_eq!(
            sqlite_sql("UPDATE t SET a = $2, b = $13, c = '$' WHERE id = $1"),
            "UPDATE t SET a = ?2, b = ?13, c = '$' WHERE id = ?1"
        );
    }
}
