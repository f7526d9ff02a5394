//! SQLite, the store of a single server without Postgres: a file in the data
//! directory, written through a write-ahead log with a full sync before an
//! acknowledgement.

use std::borrow::Cow;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::rows::{seq_to_db, to_json};
use super::sql::{sql_store, Dialect};
use super::{LeaseStore, LogEntry, StoreError};

pub struct SqliteStore {
    pub(super) pool: SqlitePool,
    /// The one connection that appends commands. Appending always through
    /// the same connection keeps its page cache valid from one append to
    /// the next (SQLite empties a connection's cache when another
    /// connection wrote since its last transaction).
    writer: SqlitePool,
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
            .connect_with(options.clone())
            .await?;
        sqlx::migrate!("../../migrations/sqlite").run(&pool).await?;
        // Opened after the migrations, so it reads the migrated schema.
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options)
            .await?;
        Ok(SqliteStore { pool, writer })
    }

    /// Closes both pools (the graceful shutdown).
    pub(super) async fn close_pools(&self) {
        self.writer.close().await;
        self.pool.close().await;
    }
}

impl Dialect for SqliteStore {
    const NAME: &'static str = "sqlite";
    /// A read transaction gives the reads one snapshot by itself.
    const SNAPSHOT: Option<&'static str> = None;
    const CLAIM_SEAT: &'static str = "INSERT INTO seats (game_id, seat, name, token_hash, bot, bot_seed) \
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'lobby')";
    const APPEND_COMMAND: &'static str =
        "INSERT INTO commands (game_id, seq, seat, command, request_id, seen_version) \
         SELECT $1, $2, $3, $4, $5, $6 WHERE ($2 = 1 \
         OR EXISTS (SELECT 1 FROM commands WHERE game_id = $1 AND seq = $2 - 1)) \
         AND NOT EXISTS (SELECT 1 FROM games WHERE id = $1 AND ended_at IS NOT NULL)";
    const LIST_GAMES: &'static str = "SELECT g.id, g.config, g.status, \
        CAST(strftime('%s', g.created_at) AS INTEGER) * 1000 AS created_ms, \
        CAST(strftime('%s', g.started_at) AS INTEGER) * 1000 AS started_ms, \
        (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS taken, \
        (SELECT json_group_array(name) FROM (SELECT s.name FROM seats s \
            WHERE s.game_id = g.id ORDER BY s.seat)) AS names \
        FROM games g WHERE g.listed = 1 AND g.finished_at IS NULL AND g.abandoned_at IS NULL \
        ORDER BY g.created_at DESC, g.rowid DESC LIMIT $1 OFFSET $2";

    /// Stored timestamps are `YYYY-MM-DD HH:MM:SS` (UTC), as `datetime` writes them.
    const CUTOFF: &'static str = "datetime('now', '-' || ($1 / 1000.0) || ' seconds')";
    /// Leases need Postgres: an SQLite game is never leased.
    const NOT_LEASED: &'static str = "1 = 1";
    const LEASE_HELD: Option<&'static str> = None;
    type Db = sqlx::Sqlite;

    /// SQLite numbers `$N` parameters by first appearance, not by `N`: its
    /// `?N` keeps the written numbers.
    fn sql(statement: &str) -> Cow<'_, str> {
        let mut out = String::with_capacity(statement.len());
        let mut chars = statement.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
                out.push('?');
            } else {
                out.push(c);
            }
        }
        Cow::Owned(out)
    }
}

sql_store!(SqliteStore);
super::chat::chat_store!(SqliteStore);

/// Leases need Postgres: a cluster refuses SQLite.
impl LeaseStore for SqliteStore {}

impl SqliteStore {
    /// Which entries of `batch` were stored (see [`PgStore`]'s).
    ///
    /// A row is stored only while its game has not ended and the command
    /// before it is stored (or it is the first). The conditions are
    /// subqueries inside `VALUES`: a row that fails them gets no `seq`, and
    /// `OR IGNORE` skips a row whose `seq` is NULL or already taken. (The
    /// same conditions as `INSERT ... SELECT ... WHERE` would make SQLite
    /// copy the selected row through a temporary table first, because that
    /// `SELECT` reads the table written.) One entry is one statement, a
    /// transaction by itself; more are one transaction.
    ///
    /// [`PgStore`]: super::postgres::PgStore
    async fn insert_batch(&self, batch: &[(&str, &LogEntry)]) -> Result<Vec<bool>, StoreError> {
        const INSERT: &str = "INSERT OR IGNORE INTO commands \
             (game_id, seq, seat, command, request_id, seen_version) \
             VALUES (?1, CASE WHEN EXISTS (SELECT 1 FROM games WHERE id = ?1 AND ended_at IS NULL) \
             AND (?2 = 1 OR EXISTS (SELECT 1 FROM commands WHERE game_id = ?1 AND seq = ?2 - 1)) \
             THEN ?2 END, ?3, ?4, ?5, ?6)";
        let mut rows = Vec::with_capacity(batch.len());
        for (id, entry) in batch {
            rows.push((
                *id,
                seq_to_db(entry.seq)?,
                i32::from(entry.seat.0),
                to_json(&entry.command)?,
                entry.request_id.as_deref(),
                entry.seen.map(seq_to_db).transpose()?,
            ));
        }
        let insert = |(id, seq, seat, command, request_id, seen)| {
            sqlx::query(INSERT)
                .bind(id)
                .bind(seq)
                .bind(seat)
                .bind(command)
                .bind(request_id)
                .bind(seen)
        };
        if let [row] = &rows[..] {
            let mut conn = self.writer.acquire().await?;
            // A failure here may still have committed: unknown, as a
            // failed COMMIT is.
            let done = insert(row.clone())
                .execute(&mut *conn)
                .await
                .map_err(|e| StoreError::Uncertain(Arc::new(e)))?;
            return Ok(vec![done.rows_affected() == 1]);
        }
        let mut tx = self.writer.begin().await?;
        let mut stored = Vec::with_capacity(batch.len());
        for row in rows {
            let done = insert(row).execute(&mut *tx).await?;
            stored.push(done.rows_affected() == 1);
        }
        tx.commit()
            .await
            .map_err(|e| StoreError::Uncertain(Arc::new(e)))?;
        Ok(stored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SQLite would number `$2, $3, $1` as 1, 2, 3; `?N` keeps them.
    #[test]
    fn sqlite_statements_keep_the_parameter_numbers() {
        assert_eq!(
            <SqliteStore as Dialect>::sql("UPDATE t SET a = $2, b = $13, c = '$' WHERE id = $1"),
            "UPDATE t SET a = ?2, b = ?13, c = '$' WHERE id = ?1"
        );
    }
}
