//! Postgres: what it does its own way (the casts its planner needs, its
//! timestamps, snapshot reads), the batch appends in one statement, and the
//! leases of a cluster, which only it stores.

use std::borrow::Cow;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use sqlx::Row;

use super::rows::{batch_answers, sent_failure, seq_from_db, seq_to_db, to_json};
use super::sql::{sql_store, Dialect};
use super::{LeaseGrant, LeaseStore, LogEntry, StoreError, StoreOptions, TableWrite};

pub struct PgStore {
    pub(super) pool: PgPool,
}

impl PgStore {
    /// Closes the pool (the graceful shutdown).
    pub(super) async fn close_pools(&self) {
        self.pool.close().await;
    }

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
            // Every statement is planned with its parameters each time it
            // runs: a prepared statement's generic plan, made once from the
            // statistics of the moment (an empty log, a table not analysed
            // yet), is kept for the connection's lifetime however the tables
            // grow (see `PgStore::insert_batch`).
            .after_connect(|conn, _| {
                Box::pin(async move {
                    sqlx::query("SET plan_cache_mode = force_custom_plan")
                        .execute(conn)
                        .await
                        .map(|_| ())
                })
            })
            .connect(url)
            .await?;
        sqlx::migrate!("../../migrations/postgres")
            .run(&pool)
            .await?;
        Ok(PgStore { pool })
    }
}

impl Dialect for PgStore {
    const NAME: &'static str = "postgres";
    const SNAPSHOT: Option<&'static str> =
        Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const CLAIM_SEAT: &'static str =
        "INSERT INTO seats (game_id, seat, name, token_hash, bot, bot_seed) \
         SELECT $1::TEXT, $2::INTEGER, $3::TEXT, $4::TEXT, $5::TEXT, $6::BIGINT \
         WHERE EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')";
    const APPEND_COMMAND: &'static str = "INSERT INTO commands (game_id, seq, seat, command, request_id, seen_version) \
         SELECT $1::TEXT, $2::BIGINT, $3::INTEGER, $4::TEXT, $5::TEXT, $6::BIGINT WHERE ($2::BIGINT = 1 \
         OR EXISTS (SELECT 1 FROM commands WHERE game_id = $1 AND seq = $2::BIGINT - 1)) \
         AND NOT EXISTS (SELECT 1 FROM games WHERE id = $1 AND ended_at IS NOT NULL)";
    const LIST_GAMES: &'static str = "SELECT g.id, g.config, g.status, \
        (EXTRACT(EPOCH FROM g.created_at) * 1000)::BIGINT AS created_ms, \
        (EXTRACT(EPOCH FROM g.started_at) * 1000)::BIGINT AS started_ms, \
        (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS taken, \
        COALESCE((SELECT json_agg(s.name ORDER BY s.seat) FROM seats s \
            WHERE s.game_id = g.id)::TEXT, '[]') AS names \
        FROM games g WHERE g.listed AND g.finished_at IS NULL AND g.abandoned_at IS NULL \
        ORDER BY g.created_at DESC, g.id LIMIT $1 OFFSET $2";

    const CUTOFF: &'static str = "(now() - $1::BIGINT * INTERVAL '1 millisecond')";
    const NOT_LEASED: &'static str = "NOT EXISTS (SELECT 1 FROM game_leases l \
        WHERE l.game_id = g.id AND NOT l.released AND l.expires_at > now())";
    const LEASE_HELD: Option<&'static str> =
        Some("SELECT 1 FROM game_leases WHERE game_id = $1 AND epoch = $2 FOR KEY SHARE");
    type Db = sqlx::Postgres;

    /// Postgres takes the statements as written.
    fn sql(statement: &str) -> Cow<'_, str> {
        Cow::Borrowed(statement)
    }
}

sql_store!(PgStore);
super::chat::chat_store!(PgStore);

#[async_trait]
impl LeaseStore for PgStore {
    async fn append_fenced(&self, batch: &[(&str, &LogEntry, u64)]) -> Vec<Result<(), StoreError>> {
        batch_answers(self.insert_fenced(batch).await, batch.len())
    }

    async fn write_table_fenced(
        &self,
        id: &str,
        epoch: u64,
        write: TableWrite<'_>,
    ) -> Result<(), StoreError> {
        self.write_table(id, write, Some(epoch)).await
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
}

impl PgStore {
    /// Which entries of `batch` were stored; an error means none was (or, for
    /// `Uncertain`, that the statement's outcome is unknown: the connection
    /// failed while it ran, and it commits as it ends).
    ///
    /// Connections plan every statement with its parameters each time
    /// (`plan_cache_mode = force_custom_plan`, set as they connect). Postgres
    /// would otherwise give a prepared statement a generic plan after five
    /// runs, and the generic plan of `UNNEST(...)` with the gap check, chosen
    /// while the log is still small, checked the previous step with a hash of
    /// the *whole* `commands` table — a full scan on every batch, kept for
    /// the connection's lifetime however large the log grows (a load run saw
    /// 5 ms per batch grow to 25 ms in 10 s). Planned with its parameters each
    /// time, it uses the primary key (planning is well under a millisecond,
    /// once per batch). The statement stays prepared: it is parsed and
    /// described once per connection, not on every batch (a round trip).
    ///
    /// Each `EXISTS` ends in `OFFSET 0`, which keeps Postgres from turning
    /// it into a join: as a join, with `games` estimated at one row (a table
    /// not analysed yet), the plan looped over every unended game and checked
    /// the whole batch for each (13.6 ms for 50 entries among 153 games). As
    /// a subquery it is two primary-key lookups per entry (1.3 ms), whatever
    /// the statistics say.
    async fn insert_batch(&self, batch: &[(&str, &LogEntry)]) -> Result<Vec<bool>, StoreError> {
        let cols = BatchColumns::of(batch.iter().copied())?;
        let mut conn = self.pool.acquire().await?;
        let rows = sqlx::query(
            "INSERT INTO commands (game_id, seq, seat, command, request_id, seen_version) \
             SELECT b.game_id, b.seq, b.seat, b.command, b.request_id, b.seen \
             FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::INTEGER[], $4::TEXT[], $5::TEXT[], $6::BIGINT[]) \
                 AS b (game_id, seq, seat, command, request_id, seen) \
             WHERE EXISTS (SELECT 1 FROM games g WHERE g.id = b.game_id AND g.ended_at IS NULL OFFSET 0) \
             AND (b.seq = 1 OR EXISTS (SELECT 1 FROM commands c WHERE c.game_id = b.game_id AND c.seq = b.seq - 1 OFFSET 0)) \
             ON CONFLICT (game_id, seq) DO NOTHING \
             RETURNING game_id, seq",
        )
        .bind(&cols.ids)
        .bind(&cols.seqs)
        .bind(&cols.seats)
        .bind(&cols.commands)
        .bind(&cols.request_ids)
        .bind(&cols.seen)
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
             INSERT INTO commands (game_id, seq, seat, command, request_id, seen_version) \
             SELECT b.game_id, b.seq, b.seat, b.command, b.request_id, b.seen \
             FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::INTEGER[], $4::TEXT[], $5::BIGINT[], $6::TEXT[], $7::BIGINT[]) \
                 AS b (game_id, seq, seat, command, epoch, request_id, seen) \
             WHERE EXISTS (SELECT 1 FROM fence f WHERE f.game_id = b.game_id AND f.epoch = b.epoch) \
             AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = b.game_id AND g.ended_at IS NOT NULL OFFSET 0) \
             AND (b.seq = 1 OR EXISTS (SELECT 1 FROM commands c WHERE c.game_id = b.game_id AND c.seq = b.seq - 1 OFFSET 0)) \
             ON CONFLICT (game_id, seq) DO NOTHING \
             RETURNING game_id, seq",
        )
        .bind(&cols.ids)
        .bind(&cols.seqs)
        .bind(&cols.seats)
        .bind(&cols.commands)
        .bind(&epochs)
        .bind(&cols.request_ids)
        .bind(&cols.seen)
        .fetch_all(&mut *conn)
        .await
        .map_err(sent_failure)?;
        cols.stored(rows)
    }
}

/// A batch of log entries as the column arrays the batch `INSERT`s unnest.
struct BatchColumns {
    ids: Vec<String>,
    seqs: Vec<i64>,
    seats: Vec<i32>,
    commands: Vec<String>,
    request_ids: Vec<Option<String>>,
    seen: Vec<Option<i64>>,
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
            request_ids: Vec::with_capacity(n),
            seen: Vec::with_capacity(n),
        };
        for (id, entry) in batch {
            cols.ids.push(id.to_string());
            cols.seqs.push(seq_to_db(entry.seq)?);
            cols.seats.push(i32::from(entry.seat.0));
            cols.commands.push(to_json(&entry.command)?);
            cols.request_ids.push(entry.request_id.clone());
            cols.seen.push(entry.seen.map(seq_to_db).transpose()?);
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
