//! Values as both databases store them, and back: JSON text, seats, bot
//! levels and seeds, steps, stand-ins; the rows of the table's courtesies
//! and of the public list; what a failed write means.

use std::sync::Arc;

use sqlx::Row;
use trickerion_bot::BotLevel;

use super::{
    is_connection_failure, ListedGame, StoreError, StoredBot, StoredStandIn, StoredStatus,
    StoredTable, TableOptions,
};
use crate::engine::Seat;
use crate::protocol::StandInReason;

pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

pub(super) fn from_json<T: serde::de::DeserializeOwned>(
    what: &str,
    text: &str,
) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

pub(super) fn seat_from_db(seat: i32) -> Result<Seat, StoreError> {
    u8::try_from(seat)
        .map(Seat)
        .map_err(|_| StoreError::Corrupt(format!("seat {seat}")))
}

/// The seed is stored as the BIGINT with the same bits.
pub(super) fn bot_from_db(
    level: Option<String>,
    seed: Option<i64>,
) -> Result<Option<StoredBot>, StoreError> {
    match (level, seed) {
        (None, None) => Ok(None),
        (Some(level), Some(seed)) => {
            let level = BotLevel::from_name(&level)
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

pub(super) fn seq_from_db(seq: i64) -> Result<u64, StoreError> {
    u64::try_from(seq).map_err(|_| StoreError::Corrupt(format!("seq {seq}")))
}

pub(super) fn seq_to_db(seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(|_| StoreError::Corrupt(format!("seq {seq}")))
}

/// The failure of a write that was sent: unique-key violations are
/// `Conflict`, other refusals by the database `Database` (nothing written),
/// and a lost connection `Uncertain` (the database may have committed it).
pub(super) fn sent_failure(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() || db.is_foreign_key_violation() => {
            StoreError::Conflict
        }
        e2 if is_connection_failure(e2) => StoreError::Uncertain(Arc::new(e)),
        _ => StoreError::Database(Arc::new(e)),
    }
}

pub(super) fn table_from_row(
    options: Option<String>,
    rematch: Option<String>,
    finished: bool,
    ended: bool,
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
        ended,
        clock_state,
        stand_ins: Vec::new(),
        webhooks: Vec::new(),
        chat: Default::default(),
    })
}

pub(super) fn seat_extras<R: Row>(table: &mut StoredTable, row: &R) -> Result<(), StoreError>
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

pub(super) type ListRow = (String, String, String, i64, i64, Option<i64>, String);

pub(super) fn listed_from_rows(
    rows: impl Iterator<Item = Result<ListRow, StoreError>>,
    per_page: u32,
) -> Result<(Vec<ListedGame>, bool), StoreError> {
    let mut games = Vec::new();
    for row in rows {
        let (id, config, status, taken, created, started, names) = row?;
        games.push(ListedGame {
            names: from_json("seat names", &names)?,
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

pub(super) fn affected_one(rows: u64) -> Result<(), StoreError> {
    if rows == 1 {
        Ok(())
    } else {
        Err(StoreError::Conflict)
    }
}

pub(super) fn reason_name(r: StandInReason) -> &'static str {
    match r {
        StandInReason::Away => "away",
        StandInReason::TimedOut => "timed_out",
        StandInReason::Forfeited => "forfeited",
    }
}

pub(super) fn stand_in_from_db(
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

/// One answer per entry of a batch, from which entries were stored: the
/// others conflicted (their step exists, or the one before does not).
pub(super) fn batch_answers(
    stored: Result<Vec<bool>, StoreError>,
    entries: usize,
) -> Vec<Result<(), StoreError>> {
    match stored {
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
        Err(e) => vec![Err(e); entries],
    }
}
