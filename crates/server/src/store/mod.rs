//! Durable storage of games: their config and lobby, and the append-only
//! command log, behind [`GameStore`] (with [`TableStore`] for the table's
//! courtesies and [`LeaseStore`] for the leases of a cluster). Postgres when
//! `DATABASE_URL` names one, otherwise an SQLite file in the data directory
//! (created on first start). Migrations live in the top-level
//! `migrations/{postgres,sqlite}` folders and run at start.
//!
//! Both backends store JSON (config, commands) as TEXT so their schemas and
//! queries stay alike; the server never queries inside it. The statements
//! both run are written once (`sql`), reading rows back is shared (`rows`),
//! and each database keeps only what is its own (`postgres`, `sqlite`).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;

use trickerion_bot::BotLevel;

use crate::engine::{Command, GameConfig, Seat};
use crate::protocol::{ClockOptions, RematchInfo, StandInReason};

pub mod admin;
pub mod backup;
pub mod chat;
mod postgres;
mod rows;
mod sql;
mod sqlite;

pub use chat::{load_chat, load_table_and_chat, ChatStore, StoredChat};
pub use postgres::PgStore;
pub use sqlite::SqliteStore;

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
    /// A fenced write of a node whose lease another node has taken over:
    /// nothing was written.
    #[error("another node took this game over; nothing was written")]
    LeaseLost,
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
            | StoreError::LeaseLost
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
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub seq: u64,
    pub seat: Seat,
    pub command: Command,
    /// The id the client sent with the command and the version it said it
    /// saw, so a resend after a reload is answered as the original (none
    /// for bots).
    pub request_id: Option<String>,
    pub seen: Option<u64>,
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
    /// A rematch's seats kept for the finished game's players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reserved: Vec<Reservation>,
    /// The creator closed the spectators' chat (see `chat`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spectator_chat_closed: bool,
    /// Spectators' names the creator muted for this game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat_muted: Vec<String>,
}

/// A seat kept for a player of the finished game a rematch came from: only
/// that player's seat token of the old game claims it, until the rematch's
/// creator frees it or `until_ms` passes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reservation {
    pub seat: Seat,
    /// The player's name in the finished game (shown on the kept seat).
    pub name: String,
    /// The hash of the player's seat token in the finished game.
    pub token_hash: String,
    /// Unix milliseconds after which anyone may take the seat; `None` keeps
    /// it until the creator frees it.
    #[serde(default)]
    pub until_ms: Option<u64>,
}

impl Reservation {
    pub fn in_force(&self, now_ms: u64) -> bool {
        self.until_ms.is_none_or(|until| now_ms < until)
    }
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
    /// The server's operator ended the game (`trickerion-server games end`):
    /// it takes no more commands (migration 0007).
    pub ended: bool,
    /// JSON of the clocks (see `clocks`), when the game has a time control.
    pub clock_state: Option<String>,
    pub stand_ins: Vec<(Seat, StoredStandIn)>,
    pub webhooks: Vec<(Seat, String)>,
    /// The game's latest chat (not filled by `load_table`: see
    /// [`chat::load_table_and_chat`]).
    pub chat: StoredChat,
}

/// One game of the public list.
#[derive(Clone, Debug)]
pub struct ListedGame {
    pub id: String,
    pub config: GameConfig,
    pub status: StoredStatus,
    pub seats_taken: u8,
    /// The names at the taken seats, in seat order.
    pub names: Vec<String>,
    pub created_ms: u64,
    pub started_ms: Option<u64>,
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
pub trait GameStore: TableStore + LeaseStore + ChatStore {
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

/// One write of a game's table that its game task makes (the courtesies of
/// play), which a node of a cluster fences with its lease.
#[derive(Clone, Copy, Debug)]
pub enum TableWrite<'a> {
    Options(&'a TableOptions),
    Finished,
    StandIn(Seat, Option<StoredStandIn>),
    Webhook(Seat, Option<&'a str>),
    Clock(&'a str),
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
    /// Housekeeping: marks abandoned the games not finished in which nothing
    /// happened (no seat taken, no start, no command) for `idle`, so they
    /// leave the public list, and clears the mark of those where something
    /// happened since. How many were marked and cleared.
    async fn mark_abandoned(&self, idle: Duration) -> Result<(u64, u64), StoreError>;
    /// How many unfinished games are marked abandoned.
    async fn abandoned_count(&self) -> Result<u64, StoreError>;
    /// Up to `limit` games not finished in which nothing happened for `idle`.
    async fn stale_games(&self, idle: Duration, limit: u32) -> Result<Vec<String>, StoreError>;
    /// Deletes game `id` (seats and log with it) if it is still not
    /// finished, nothing happened in it for `idle`, and no node of a
    /// cluster holds it; whether it was deleted.
    async fn delete_stale_game(&self, id: &str, idle: Duration) -> Result<bool, StoreError>;
    /// Games in play with a time control: loaded at start so their clocks
    /// run out on time even if nobody looks at them.
    async fn games_with_clocks(&self) -> Result<Vec<String>, StoreError>;
}

/// The leases of a cluster's nodes (migration 0005): which node runs each
/// game, and appends fenced by the lease's epoch. Postgres only: these
/// defaults refuse.
#[async_trait]
pub trait LeaseStore: Send + Sync + 'static {
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
    /// Makes `write` only if game `id`'s lease still has `epoch` (the row is
    /// locked FOR KEY SHARE in the same transaction, as appends lock it);
    /// `LeaseLost` once another node took the game over.
    async fn write_table_fenced(
        &self,
        _id: &str,
        _epoch: u64,
        _write: TableWrite<'_>,
    ) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "fence table writes (leases need Postgres)",
        ))
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

/// The table-courtesy methods of a [`GameStore`] wrapper, handed to its
/// `inner` store (through `self.call` with a third argument `call`), and
/// its [`ChatStore`] methods likewise.
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
        async fn mark_abandoned(
            &self,
            idle: std::time::Duration,
        ) -> Result<(u64, u64), $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.mark_abandoned(idle))
        }
        async fn abandoned_count(&self) -> Result<u64, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.abandoned_count())
        }
        async fn stale_games(
            &self,
            idle: std::time::Duration,
            limit: u32,
        ) -> Result<Vec<String>, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.stale_games(idle, limit))
        }
        async fn delete_stale_game(
            &self,
            id: &str,
            idle: std::time::Duration,
        ) -> Result<bool, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.delete_stale_game(id, idle))
        }
        async fn games_with_clocks(&self) -> Result<Vec<String>, $crate::store::StoreError> {
            $crate::delegate_table_store!(@go self $($call)? ; self.$inner.games_with_clocks())
        }
        }
        $crate::delegate_chat_store!($ty, $inner $(, $call)?);
    };
    (@go $s:ident call ; $e:expr) => { $s.call($e).await };
    (@go $s:ident ; $e:expr) => { $e.await };
}
