//! `trickerion-server games`: the operator's view of the stored games (see
//! [`crate::operator`] for the command itself). Reads and writes the
//! database directly, as `backup` does; nothing of it is served over HTTP.
//!
//! Ending a game (`games end ID`) keeps its log exactly as it was, so it
//! still replays to the state it was ended in: it sets `ended_at` and
//! `finished_at` (migration 0007). Like a finished game it then leaves the
//! lists and housekeeping never deletes it; unlike one, its rules state is
//! not over, and it refuses every further command with a message that the
//! server's operator ended it. The database refuses appends to an ended
//! game, so a server that holds the game in memory learns of the end at its
//! next move (it says so to the player, unloads the game, and the game loads
//! again as ended).

use std::path::Path;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::backup::{param, Timestamps};
use super::rows::{from_json, sent_failure};
use super::sql::Dialect;
use super::{GameStore, PgStore, SqliteStore, StoreError, StoreOptions};
use crate::engine::GameConfig;
use crate::replay::replay;

/// Where a stored game is, as the operator sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AdminStatus {
    /// Seats being filled; not started.
    Lobby,
    /// Started and not over.
    Playing,
    /// Not finished and nothing happened in it for ABANDONED_AFTER_SECS
    /// (housekeeping): off the public list.
    Abandoned,
    /// Over; its record and replay stay.
    Finished,
    /// Ended by the server's operator (`games end`) before it was over.
    Ended,
}

impl AdminStatus {
    pub const ALL: [AdminStatus; 5] = [
        AdminStatus::Lobby,
        AdminStatus::Playing,
        AdminStatus::Abandoned,
        AdminStatus::Finished,
        AdminStatus::Ended,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AdminStatus::Lobby => "lobby",
            AdminStatus::Playing => "playing",
            AdminStatus::Abandoned => "abandoned",
            AdminStatus::Finished => "finished",
            AdminStatus::Ended => "ended",
        }
    }

    pub fn parse(s: &str) -> Option<AdminStatus> {
        AdminStatus::ALL
            .into_iter()
            .find(|status| status.name() == s)
    }
}

/// A taken seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdminPlayer {
    pub seat: u8,
    pub name: String,
    /// The level of the server's bot playing this seat; `None` for a person.
    pub bot: Option<String>,
    /// The level of a bot standing in for the person now.
    pub stand_in: Option<String>,
}

/// One stored game. Times are milliseconds since 1970 (UTC).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdminGame {
    pub id: String,
    pub status: AdminStatus,
    /// Whether the creator started it (it left the lobby).
    pub started: bool,
    /// Seats at the table (taken or not).
    pub seats: u8,
    pub players: Vec<AdminPlayer>,
    pub created_ms: i64,
    pub started_ms: Option<i64>,
    /// When the last command was recorded; `None` before the first.
    pub last_move_ms: Option<i64>,
    pub finished_ms: Option<i64>,
    pub ended_ms: Option<i64>,
    /// Commands in its log.
    pub commands: u64,
    /// The size of its log's commands as stored (JSON text), in bytes.
    pub log_bytes: u64,
}

impl AdminGame {
    /// The last command's time, or the creation's before any.
    pub fn last_activity_ms(&self) -> i64 {
        self.last_move_ms.unwrap_or(self.created_ms)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error("no game {0:?} is stored (`trickerion-server games` lists them)")]
    NotFound(String),
    /// The game is not in a state the operation allows; why.
    #[error("{0}")]
    Refused(String),
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// The database access behind `trickerion-server games`.
#[async_trait]
pub trait Admin: GameStore {
    /// Every stored game (or only game `id`), oldest first.
    async fn admin_games(&self, id: Option<&str>) -> Result<Vec<AdminGame>, StoreError>;
    /// Marks game `id` ended by the operator, if it is in play and not
    /// finished; whether it was.
    async fn mark_ended(&self, id: &str) -> Result<bool, StoreError>;
    /// Deletes game `id` with its seats and log; whether it was there.
    async fn delete_game(&self, id: &str) -> Result<bool, StoreError>;
}

/// One game; `NotFound` if there is none.
pub async fn game(store: &dyn Admin, id: &str) -> Result<AdminGame, AdminError> {
    store
        .admin_games(Some(id))
        .await?
        .pop()
        .ok_or_else(|| AdminError::NotFound(id.to_string()))
}

/// Whether game `id`'s log replays to a finished game: then its end is
/// recorded (a game that finished before the server recorded ends).
async fn over_unrecorded(store: &dyn Admin, id: &str) -> Result<bool, AdminError> {
    let Some(stored) = store.load_game(id).await? else {
        return Err(AdminError::NotFound(id.to_string()));
    };
    if matches!(replay(&stored), Ok((game, _)) if game.is_over()) {
        store.mark_finished(id).await?;
        return Ok(true);
    }
    Ok(false)
}

/// `games end ID`: ends a game in play (see the module docs); the game as
/// it is now.
pub async fn end(store: &dyn Admin, id: &str) -> Result<AdminGame, AdminError> {
    let before = game(store, id).await?;
    match before.status {
        AdminStatus::Finished => {
            return Err(AdminError::Refused(format!(
                "game {id} is finished already"
            )))
        }
        AdminStatus::Ended => {
            return Err(AdminError::Refused(format!("game {id} was ended already")))
        }
        _ if !before.started => {
            return Err(AdminError::Refused(format!(
                "game {id} has not started: nothing to end; delete it instead \
                 (`trickerion-server games delete {id} --yes`)"
            )))
        }
        _ => {}
    }
    if over_unrecorded(store, id).await? {
        return Err(AdminError::Refused(format!(
            "game {id} is over already (its end is recorded now)"
        )));
    }
    if !store.mark_ended(id).await? {
        return Err(AdminError::Refused(format!(
            "game {id} changed meanwhile (finished or deleted); list it again"
        )));
    }
    game(store, id).await
}

/// `games delete ID`: deletes a game with its seats and log; a finished (or
/// ended) game only with `force`, since its record and replay are meant to
/// stay. The game as it was.
pub async fn delete(store: &dyn Admin, id: &str, force: bool) -> Result<AdminGame, AdminError> {
    let before = game(store, id).await?;
    let kept = |what: &str| {
        AdminError::Refused(format!(
            "game {id} {what}: its record and replay are meant to stay; \
             add --force to delete it anyway"
        ))
    };
    if !force {
        match before.status {
            AdminStatus::Finished => return Err(kept("is finished")),
            AdminStatus::Ended => return Err(kept("was ended by the operator")),
            _ if before.started && over_unrecorded(store, id).await? => {
                return Err(kept("is finished"))
            }
            _ => {}
        }
    }
    if !store.delete_game(id).await? {
        return Err(AdminError::NotFound(id.to_string()));
    }
    Ok(before)
}

/// Opens the database the configuration names (as the server would, running
/// its migrations) for `trickerion-server games`.
pub async fn open(
    database_url: Option<&str>,
    data_dir: &Path,
) -> Result<Box<dyn Admin>, StoreError> {
    match database_url {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => Ok(
            Box::new(PgStore::connect_with(url, StoreOptions::default()).await?),
        ),
        Some(url) if url.starts_with("sqlite:") => {
            Ok(Box::new(SqliteStore::connect_url(url).await?))
        }
        Some(other) => Err(StoreError::from(sqlx::Error::Configuration(
            format!(
                "DATABASE_URL must start with postgres://, postgresql:// or sqlite: (got {:?})",
                other.split(':').next().unwrap_or_default()
            )
            .into(),
        ))),
        None => Ok(Box::new(SqliteStore::open_dir(data_dir).await?)),
    }
}

fn count(n: Option<i64>) -> u64 {
    n.and_then(|n| u64::try_from(n).ok()).unwrap_or(0)
}

macro_rules! admin_store {
    ($ty:ty) => {
        #[async_trait]
        impl Admin for $ty {
            async fn admin_games(&self, id: Option<&str>) -> Result<Vec<AdminGame>, StoreError> {
                let p = param::<$ty>;
                let ms = <$ty as Timestamps>::millis;
                let bytes = if <$ty as Dialect>::NAME == "postgres" {
                    "octet_length(command)"
                } else {
                    "length(CAST(command AS BLOB))"
                };
                let (games_where, seats_where) = match id {
                    Some(_) => (format!("WHERE g.id = {}", p(1)), format!("WHERE game_id = {}", p(1))),
                    None => (String::new(), String::new()),
                };
                let games_sql = format!(
                    "SELECT g.id, g.config, g.status, {} AS created_ms, {} AS started_ms, \
                     {} AS finished_ms, {} AS ended_ms, g.abandoned_at IS NOT NULL AS abandoned, \
                     c.n AS commands, c.bytes AS log_bytes, c.last_ms \
                     FROM games g LEFT JOIN (SELECT game_id, COUNT(*) AS n, SUM({bytes}) AS bytes, \
                     {} AS last_ms FROM commands GROUP BY game_id) c ON c.game_id = g.id \
                     {games_where} ORDER BY g.created_at, g.id",
                    ms("g.created_at"),
                    ms("g.started_at"),
                    ms("g.finished_at"),
                    ms("g.ended_at"),
                    ms("MAX(recorded_at)"),
                );
                let seats_sql = format!(
                    "SELECT game_id, seat, name, bot, stand_in FROM seats {seats_where} \
                     ORDER BY game_id, seat"
                );
                let mut conn = self.pool.acquire().await?;
                let mut games_query = sqlx::query(&games_sql);
                let mut seats_query = sqlx::query(&seats_sql);
                if let Some(id) = id {
                    games_query = games_query.bind(id);
                    seats_query = seats_query.bind(id);
                }
                let rows = games_query.fetch_all(&mut *conn).await?;
                let mut seats: std::collections::HashMap<String, Vec<AdminPlayer>> =
                    std::collections::HashMap::new();
                for r in seats_query.fetch_all(&mut *conn).await? {
                    let seat: i32 = r.try_get("seat")?;
                    seats
                        .entry(r.try_get("game_id")?)
                        .or_default()
                        .push(AdminPlayer {
                            seat: u8::try_from(seat)
                                .map_err(|_| StoreError::Corrupt(format!("seat {seat}")))?,
                            name: r.try_get("name")?,
                            bot: r.try_get("bot")?,
                            stand_in: r.try_get("stand_in")?,
                        });
                }
                let mut games = Vec::with_capacity(rows.len());
                for r in rows {
                    let id: String = r.try_get("id")?;
                    let config: GameConfig = from_json("game config", r.try_get("config")?)?;
                    let started = r.try_get::<String, _>("status")? == "playing";
                    let finished_ms: Option<i64> = r.try_get("finished_ms")?;
                    let ended_ms: Option<i64> = r.try_get("ended_ms")?;
                    let status = if ended_ms.is_some() {
                        AdminStatus::Ended
                    } else if finished_ms.is_some() {
                        AdminStatus::Finished
                    } else if r.try_get("abandoned")? {
                        AdminStatus::Abandoned
                    } else if started {
                        AdminStatus::Playing
                    } else {
                        AdminStatus::Lobby
                    };
                    games.push(AdminGame {
                        players: seats.remove(&id).unwrap_or_default(),
                        id,
                        status,
                        started,
                        seats: config.options.players,
                        created_ms: r.try_get("created_ms")?,
                        started_ms: r.try_get("started_ms")?,
                        last_move_ms: r.try_get("last_ms")?,
                        finished_ms,
                        ended_ms,
                        commands: count(r.try_get("commands")?),
                        log_bytes: count(r.try_get("log_bytes")?),
                    });
                }
                Ok(games)
            }

            async fn mark_ended(&self, id: &str) -> Result<bool, StoreError> {
                let done = sqlx::query(&<$ty as Dialect>::sql(
                    "UPDATE games SET ended_at = CURRENT_TIMESTAMP, \
                     finished_at = CURRENT_TIMESTAMP, abandoned_at = NULL \
                     WHERE id = $1 AND status = 'playing' AND finished_at IS NULL",
                ))
                .bind(id)
                .execute(&mut *self.pool.acquire().await?)
                .await
                .map_err(sent_failure)?;
                Ok(done.rows_affected() == 1)
            }

            async fn delete_game(&self, id: &str) -> Result<bool, StoreError> {
                let done = sqlx::query(&<$ty as Dialect>::sql("DELETE FROM games WHERE id = $1"))
                    .bind(id)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                Ok(done.rows_affected() == 1)
            }
        }
    };
}

admin_store!(SqliteStore);
admin_store!(PgStore);
