//! The statements both SQL databases run, written once with Postgres' `$N`
//! placeholders: [`Dialect::sql`] rewrites them for the database, and the
//! few that must differ are the dialect's own. `sql_store!` implements
//! [`GameStore`](super::GameStore) and [`TableStore`](super::TableStore) for
//! a backend from them. It is a macro rather than generic code because the
//! two backends' connection pools are different types, and sqlx's bounds for
//! code generic over the database would outweigh the statements.

use std::borrow::Cow;

/// What one SQL database does its own way.
pub(super) trait Dialect {
    /// "postgres" or "sqlite".
    const NAME: &'static str;
    /// Run first in the read transaction of `load_game`, so that its reads
    /// see one snapshot (where a transaction alone does not give one).
    const SNAPSHOT: Option<&'static str>;
    /// Takes a free seat of a game in the lobby: `$1` game, `$2` seat, `$3`
    /// name, `$4` token hash, `$5` bot level, `$6` bot seed.
    const CLAIM_SEAT: &'static str;
    /// Appends step `$2` of game `$1` (seat `$3`, command `$4`) when it is
    /// the first or follows the one before.
    const APPEND_COMMAND: &'static str;
    /// The public list (`id, config, status, created_ms, started_ms, taken`),
    /// `$1` rows from row `$2`: each database reads timestamps its own way.
    const LIST_GAMES: &'static str;
    /// The moment `$1` milliseconds ago, as this database compares it
    /// with its timestamps.
    const CUTOFF: &'static str;
    /// A condition that holds for game `g` unless a node of a cluster
    /// holds its lease now.
    const NOT_LEASED: &'static str;
    /// Locks game `$1`'s lease row if it still has epoch `$2` (a row: held);
    /// `None` where there are no leases.
    const LEASE_HELD: Option<&'static str>;
    /// The database, for the connection the table writes run on.
    type Db: sqlx::Database;
    /// A statement as this database takes it.
    fn sql(statement: &str) -> Cow<'_, str>;
}

/// Games `g` not finished with nothing since `cutoff`: not created, seated,
/// started or played.
fn stale(cutoff: &str) -> String {
    format!(
        "g.finished_at IS NULL AND g.created_at < {cutoff} \
         AND (g.started_at IS NULL OR g.started_at < {cutoff}) \
         AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.joined_at >= {cutoff}) \
         AND NOT EXISTS (SELECT 1 FROM commands c WHERE c.game_id = g.id AND c.recorded_at >= {cutoff})"
    )
}

/// Marks the games stale for `$1` ms abandoned.
pub(super) fn mark_abandoned<D: Dialect>() -> String {
    let stale = stale(D::CUTOFF);
    format!(
        "UPDATE games SET abandoned_at = CURRENT_TIMESTAMP WHERE abandoned_at IS NULL \
         AND id IN (SELECT g.id FROM games g WHERE {stale})"
    )
}

/// Clears the mark of games where something happened within `$1` ms.
pub(super) fn unmark_abandoned<D: Dialect>() -> String {
    let stale = stale(D::CUTOFF);
    format!(
        "UPDATE games SET abandoned_at = NULL WHERE abandoned_at IS NOT NULL \
         AND id NOT IN (SELECT g.id FROM games g WHERE {stale})"
    )
}

/// Up to `$2` games stale for `$1` ms, oldest first.
pub(super) fn stale_games<D: Dialect>() -> String {
    let stale = stale(D::CUTOFF);
    format!("SELECT g.id FROM games g WHERE {stale} ORDER BY g.created_at, g.id LIMIT $2")
}

/// Deletes game `$2` if it is still stale for `$1` ms and not leased.
pub(super) fn delete_stale<D: Dialect>() -> String {
    let stale = stale(D::CUTOFF);
    let not_leased = D::NOT_LEASED;
    format!(
        "DELETE FROM games WHERE id IN (SELECT g.id FROM games g WHERE g.id = $2 \
         AND {stale} AND {not_leased})"
    )
}

/// Implements `GameStore` (but `append_batch`, from the backend's own
/// `insert_batch`) and `TableStore` for an SQL backend `$ty`: a struct with
/// a `pool` that implements [`Dialect`].
macro_rules! sql_store {
    ($ty:ty) => {
        const _: () = {
            use async_trait::async_trait;
            use sqlx::Row;

            use $crate::engine::Seat;
            use $crate::protocol::RematchInfo;
            use $crate::store::rows::{
                affected_one, batch_answers, bot_from_db, from_json, listed_from_rows,
                reason_name, seat_extras, seat_from_db, sent_failure, seq_from_db, seq_to_db,
                table_from_row, to_json,
            };
            use $crate::store::sql::{self as statements, Dialect};
            use $crate::store::{
                GameStore, ListedGame, LogEntry, NewGame, StoreError, StoredGame, StoredSeat,
                StoredStandIn, StoredStatus, StoredTable, TableOptions, TableStore, TableWrite,
            };

            #[async_trait]
            impl GameStore for $ty {
                async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
                    sqlx::query(&<$ty as Dialect>::sql(
                        "INSERT INTO games (id, config, status, creator_token_hash) VALUES ($1, $2, $3, $4)",
                    ))
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
                    if let Some(snapshot) = <$ty as Dialect>::SNAPSHOT {
                        sqlx::query(snapshot).execute(&mut *tx).await?;
                    }
                    let Some(row) = sqlx::query(&<$ty as Dialect>::sql(
                        "SELECT config, status, creator_token_hash FROM games WHERE id = $1",
                    ))
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
                    for row in sqlx::query(&<$ty as Dialect>::sql(
                        "SELECT seat, name, token_hash, bot, bot_seed FROM seats WHERE game_id = $1 ORDER BY seat",
                    ))
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
                    for row in sqlx::query(&<$ty as Dialect>::sql(
                        "SELECT seq, seat, command, request_id, seen_version FROM commands WHERE game_id = $1 ORDER BY seq",
                    ))
                    .bind(id)
                    .fetch_all(&mut *tx)
                    .await?
                    {
                        log.push(LogEntry {
                            seq: seq_from_db(row.try_get("seq")?)?,
                            seat: seat_from_db(row.try_get("seat")?)?,
                            command: from_json("command", row.try_get("command")?)?,
                            request_id: row.try_get("request_id")?,
                            seen: row
                                .try_get::<Option<i64>, _>("seen_version")?
                                .map(seq_from_db)
                                .transpose()?,
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
                    let done = sqlx::query(&<$ty as Dialect>::sql(<$ty as Dialect>::CLAIM_SEAT))
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
                    let done = sqlx::query(&<$ty as Dialect>::sql(
                        "UPDATE seats SET seat = $3 WHERE game_id = $1 AND seat = $2 \
                         AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
                    ))
                    .bind(id)
                    .bind(i32::from(from.0))
                    .bind(i32::from(to.0))
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                    affected_one(done.rows_affected())
                }

                async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
                    let done = sqlx::query(&<$ty as Dialect>::sql(
                        "DELETE FROM seats WHERE game_id = $1 AND seat = $2 \
                         AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')",
                    ))
                    .bind(id)
                    .bind(i32::from(seat.0))
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                    affected_one(done.rows_affected())
                }

                async fn start_game(&self, id: &str) -> Result<(), StoreError> {
                    let done = sqlx::query(&<$ty as Dialect>::sql(
                        "UPDATE games SET status = 'playing', started_at = CURRENT_TIMESTAMP \
                         WHERE id = $1 AND status = 'lobby'",
                    ))
                    .bind(id)
                    .execute(&mut *self.pool.acquire().await?)
                    .await
                    .map_err(sent_failure)?;
                    affected_one(done.rows_affected())
                }

                async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
                    let done = sqlx::query(&<$ty as Dialect>::sql(<$ty as Dialect>::APPEND_COMMAND))
                        .bind(id)
                        .bind(seq_to_db(entry.seq)?)
                        .bind(i32::from(entry.seat.0))
                        .bind(to_json(&entry.command)?)
                        .bind(entry.request_id.as_deref())
                        .bind(entry.seen.map(seq_to_db).transpose()?)
                        .execute(&mut *self.pool.acquire().await?)
                        .await
                        .map_err(sent_failure)?;
                    affected_one(done.rows_affected())
                }

                async fn append_batch(&self, batch: &[(&str, &LogEntry)]) -> Vec<Result<(), StoreError>> {
                    batch_answers(self.insert_batch(batch).await, batch.len())
                }

                async fn ping(&self) -> Result<(), StoreError> {
                    sqlx::query("SELECT 1").execute(&self.pool).await?;
                    Ok(())
                }

                async fn close(&self) {
                    self.close_pools().await;
                }

                fn backend(&self) -> &'static str {
                    <$ty as Dialect>::NAME
                }
            }

            impl $ty {
                /// One table write; with `epoch` (a node of a cluster) only
                /// while the game's lease has it, in one transaction with the
                /// lease row locked, else `LeaseLost`.
                pub(crate) async fn write_table(
                    &self,
                    id: &str,
                    write: TableWrite<'_>,
                    epoch: Option<u64>,
                ) -> Result<(), StoreError> {
                    let Some(epoch) = epoch else {
                        let mut conn = self.pool.acquire().await?;
                        return Self::table_statement(&mut conn, id, write).await;
                    };
                    let Some(held) = <$ty as Dialect>::LEASE_HELD else {
                        return Err(StoreError::Unsupported("fence table writes (leases need Postgres)"));
                    };
                    let mut tx = self.pool.begin().await?;
                    let row = sqlx::query(held)
                        .bind(id)
                        .bind(seq_to_db(epoch)?)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if row.is_none() {
                        return Err(StoreError::LeaseLost);
                    }
                    Self::table_statement(&mut tx, id, write).await?;
                    tx.commit()
                        .await
                        .map_err(|e| StoreError::Uncertain(std::sync::Arc::new(e)))
                }

                async fn table_statement(
                    conn: &mut <<$ty as Dialect>::Db as sqlx::Database>::Connection,
                    id: &str,
                    write: TableWrite<'_>,
                ) -> Result<(), StoreError> {
                    let sql = |s| <$ty as Dialect>::sql(s);
                    let done = match write {
                        TableWrite::Options(options) => sqlx::query(&sql("UPDATE games SET listed = $2, table_options = $3 WHERE id = $1"))
                            .bind(id)
                            .bind(options.listed)
                            .bind(to_json(options)?)
                            .execute(&mut *conn)
                            .await,
                        TableWrite::Finished => {
                            sqlx::query(&sql("UPDATE games SET finished_at = CURRENT_TIMESTAMP WHERE id = $1 AND finished_at IS NULL"))
                                .bind(id)
                                .execute(&mut *conn)
                                .await
                                .map_err(sent_failure)?;
                            return Ok(());
                        }
                        TableWrite::StandIn(seat, stand_in) => sqlx::query(
                            &sql("UPDATE seats SET stand_in = $3, stand_in_seed = $4, stand_in_reason = $5 WHERE game_id = $1 AND seat = $2"),
                        )
                        .bind(id)
                        .bind(i32::from(seat.0))
                        .bind(stand_in.map(|b| b.level.name()))
                        .bind(stand_in.map(|b| b.seed as i64))
                        .bind(stand_in.map(|b| reason_name(b.reason)))
                        .execute(&mut *conn)
                        .await,
                        TableWrite::Webhook(seat, url) => sqlx::query(&sql("UPDATE seats SET webhook = $3 WHERE game_id = $1 AND seat = $2"))
                            .bind(id)
                            .bind(i32::from(seat.0))
                            .bind(url)
                            .execute(&mut *conn)
                            .await,
                        TableWrite::Clock(state) => {
                            sqlx::query(&sql("UPDATE games SET clock_state = $2 WHERE id = $1"))
                                .bind(id)
                                .bind(state)
                                .execute(&mut *conn)
                                .await
                                .map_err(sent_failure)?;
                            return Ok(());
                        }
                    }
                    .map_err(sent_failure)?;
                    affected_one(done.rows_affected())
                }
            }

            #[async_trait]
            impl TableStore for $ty {
                async fn save_table_options(&self, id: &str, options: &TableOptions) -> Result<(), StoreError> {
                    self.write_table(id, TableWrite::Options(options), None).await
                }

                async fn load_table(&self, id: &str) -> Result<StoredTable, StoreError> {
                    let mut conn = self.pool.acquire().await?;
                    let Some(row) = sqlx::query(
                        &<$ty as Dialect>::sql("SELECT table_options, rematch, finished_at IS NOT NULL AS finished, ended_at IS NOT NULL AS ended, clock_state FROM games WHERE id = $1"),
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
                        row.try_get("ended")?,
                        row.try_get("clock_state")?,
                    )?;
                    for row in sqlx::query(
                        &<$ty as Dialect>::sql("SELECT seat, stand_in, stand_in_seed, stand_in_reason, webhook FROM seats WHERE game_id = $1 ORDER BY seat"),
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
                    sqlx::query(&<$ty as Dialect>::sql("UPDATE games SET rematch = $2 WHERE id = $1 AND rematch IS NULL"))
                        .bind(id)
                        .bind(to_json(rematch)?)
                        .execute(&mut *conn)
                        .await
                        .map_err(sent_failure)?;
                    let stored: Option<String> = sqlx::query_scalar(&<$ty as Dialect>::sql("SELECT rematch FROM games WHERE id = $1"))
                        .bind(id)
                        .fetch_one(&mut *conn)
                        .await?;
                    from_json("rematch", stored.as_deref().unwrap_or("null"))
                }

                async fn mark_finished(&self, id: &str) -> Result<(), StoreError> {
                    self.write_table(id, TableWrite::Finished, None).await
                }

                async fn set_stand_in(
                    &self,
                    id: &str,
                    seat: Seat,
                    stand_in: Option<StoredStandIn>,
                ) -> Result<(), StoreError> {
                    self.write_table(id, TableWrite::StandIn(seat, stand_in), None).await
                }

                async fn set_webhook(&self, id: &str, seat: Seat, url: Option<&str>) -> Result<(), StoreError> {
                    self.write_table(id, TableWrite::Webhook(seat, url), None).await
                }

                async fn save_clock(&self, id: &str, state: &str) -> Result<(), StoreError> {
                    self.write_table(id, TableWrite::Clock(state), None).await
                }

                async fn mark_abandoned(&self, idle: std::time::Duration) -> Result<(u64, u64), StoreError> {
                    let ms = i64::try_from(idle.as_millis()).unwrap_or(i64::MAX);
                    let mut conn = self.pool.acquire().await?;
                    let marked = sqlx::query(&<$ty as Dialect>::sql(&statements::mark_abandoned::<$ty>()))
                        .bind(ms)
                        .execute(&mut *conn)
                        .await
                        .map_err(sent_failure)?
                        .rows_affected();
                    let cleared = sqlx::query(&<$ty as Dialect>::sql(&statements::unmark_abandoned::<$ty>()))
                        .bind(ms)
                        .execute(&mut *conn)
                        .await
                        .map_err(sent_failure)?
                        .rows_affected();
                    Ok((marked, cleared))
                }

                async fn abandoned_count(&self) -> Result<u64, StoreError> {
                    let n: i64 = sqlx::query_scalar(
                        "SELECT COUNT(*) FROM games WHERE abandoned_at IS NOT NULL AND finished_at IS NULL",
                    )
                    .fetch_one(&mut *self.pool.acquire().await?)
                    .await?;
                    Ok(u64::try_from(n).unwrap_or(0))
                }

                async fn stale_games(&self, idle: std::time::Duration, limit: u32) -> Result<Vec<String>, StoreError> {
                    let ms = i64::try_from(idle.as_millis()).unwrap_or(i64::MAX);
                    Ok(sqlx::query_scalar(&<$ty as Dialect>::sql(&statements::stale_games::<$ty>()))
                        .bind(ms)
                        .bind(i64::from(limit))
                        .fetch_all(&mut *self.pool.acquire().await?)
                        .await?)
                }

                async fn delete_stale_game(&self, id: &str, idle: std::time::Duration) -> Result<bool, StoreError> {
                    let ms = i64::try_from(idle.as_millis()).unwrap_or(i64::MAX);
                    let done = sqlx::query(&<$ty as Dialect>::sql(&statements::delete_stale::<$ty>()))
                        .bind(ms)
                        .bind(id)
                        .execute(&mut *self.pool.acquire().await?)
                        .await
                        .map_err(sent_failure)?;
                    Ok(done.rows_affected() == 1)
                }

                async fn game_ids(&self) -> Result<Vec<String>, StoreError> {
                    Ok(
                        sqlx::query_scalar(&<$ty as Dialect>::sql("SELECT id FROM games ORDER BY created_at, id"))
                            .fetch_all(&mut *self.pool.acquire().await?)
                            .await?,
                    )
                }

                async fn games_with_clocks(&self) -> Result<Vec<String>, StoreError> {
                    Ok(sqlx::query_scalar(
                        &<$ty as Dialect>::sql("SELECT id FROM games WHERE status = 'playing' AND finished_at IS NULL \
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
                    let rows = sqlx::query(&<$ty as Dialect>::sql(<$ty as Dialect>::LIST_GAMES))
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
                                r.try_get::<String, _>("names")?,
                            ))
                        }),
                        per_page,
                    )
                }
            }

        };
    };
}

pub(super) use sql_store;
