//! `trickerion-server backup FILE` and `restore FILE`: every game, seat,
//! command and chat message as a portable file that restores into either
//! database.
//!
//! The backup is read in one read-only transaction, so it is one consistent
//! snapshot of the database while the server goes on writing (SQLite's
//! write-ahead log and Postgres' repeatable-read snapshot both allow this
//! without stopping writers). The file is JSON lines: a header
//! (`{"format":"trickerion-backup","version":1,...}`), one line per game
//! with its seats and command log, and an end line with the counts, so a
//! file cut short is refused. Timestamps are milliseconds since 1970 (UTC),
//! stored JSON (options, commands) is kept as the exact text stored.
//!
//! A restore writes everything in one transaction into a database that
//! holds no game yet (migrated first): it succeeds entirely or leaves the
//! database as it was. Cluster leases are not backed up: they belong to the
//! nodes running at the time, and the games are free to take after a restore.

use std::io::{BufRead, Write};
use std::path::Path;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{PgStore, SqliteStore, StoreError, StoreOptions};

/// The `format` of the header line.
pub const FORMAT: &str = "trickerion-backup";
/// The version of the file layout this build writes and reads.
pub const VERSION: u32 = 1;

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("cannot write the backup: {0}")]
    Write(std::io::Error),
    #[error("cannot read the backup: {0}")]
    Read(std::io::Error),
    #[error("line {line} of the backup: {reason}")]
    Format { line: usize, reason: String },
    #[error(
        "the database already holds {0} games: restore only into an empty database \
         (a new Postgres database, or a DATA_DIR without trickerion.sqlite3)"
    )]
    NotEmpty(i64),
}

impl From<sqlx::Error> for BackupError {
    fn from(e: sqlx::Error) -> Self {
        BackupError::Store(StoreError::from(e))
    }
}

/// What a backup holds (or a restore wrote).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub games: u64,
    pub seats: u64,
    pub commands: u64,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    format: String,
    version: u32,
    /// The server build that wrote it and the database it came from
    /// (informational).
    written_by: String,
    backend: String,
    taken_ms: i64,
}

/// One game with its seats and log.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameLine {
    game: GameRow,
    seats: Vec<SeatRow>,
    commands: Vec<CommandRow>,
    /// The game's chat (migration 0009); left out when it has none, so files
    /// without chat read as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    chat: Vec<ChatRow>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChatRow {
    id: i64,
    channel: String,
    seat: Option<i32>,
    name: String,
    body: String,
    sent_ms: i64,
    /// The game's version when the message was stored (migration 0010);
    /// left out when unknown, so older files read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    version: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EndLine {
    end: Counts,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameRow {
    id: String,
    config: String,
    status: String,
    creator_token_hash: String,
    created_ms: i64,
    listed: bool,
    table_options: Option<String>,
    started_ms: Option<i64>,
    finished_ms: Option<i64>,
    /// When the server's operator ended the game (migration 0007); left
    /// out for the others, so files without such a game read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ended_ms: Option<i64>,
    rematch: Option<String>,
    clock_state: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatRow {
    seat: i32,
    name: String,
    token_hash: String,
    joined_ms: i64,
    bot: Option<String>,
    bot_seed: Option<i64>,
    stand_in: Option<String>,
    stand_in_seed: Option<i64>,
    stand_in_reason: Option<String>,
    webhook: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandRow {
    seq: i64,
    seat: i32,
    command: String,
    recorded_ms: i64,
    /// The client's request id and the version it saw (for resends).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    request_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seen_version: Option<i64>,
}

/// Backs up and restores a database.
#[async_trait]
pub trait Backup: Send + Sync {
    /// Writes every game to `out`, from one snapshot.
    async fn backup(&self, out: &mut (dyn Write + Send)) -> Result<Counts, BackupError>;
    /// Reads a backup from `input` into this (empty) database.
    async fn restore(&self, input: &mut (dyn BufRead + Send)) -> Result<Counts, BackupError>;
    /// Closes the connections (flushes SQLite's write-ahead log).
    async fn close(&self);
}

/// Opens the database the configuration names (as the server would, running
/// its migrations) for a backup or a restore.
pub async fn open(
    database_url: Option<&str>,
    data_dir: &Path,
) -> Result<Box<dyn Backup>, StoreError> {
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

fn write_line<T: Serialize>(out: &mut (dyn Write + Send), line: &T) -> Result<(), BackupError> {
    serde_json::to_writer(&mut *out, line)
        .map_err(|e| BackupError::Write(std::io::Error::other(e)))?;
    out.write_all(b"\n").map_err(BackupError::Write)
}

/// The lines of a backup, numbered from 1.
struct Lines<'a> {
    input: &'a mut (dyn BufRead + Send),
    number: usize,
}

impl Lines<'_> {
    /// The next line parsed as `T`; `None` at the end of the input.
    fn next<T: serde::de::DeserializeOwned>(
        &mut self,
        what: &str,
    ) -> Result<Option<T>, BackupError> {
        let mut text = String::new();
        loop {
            text.clear();
            if self.input.read_line(&mut text).map_err(BackupError::Read)? == 0 {
                return Ok(None);
            }
            self.number += 1;
            if !text.trim().is_empty() {
                break;
            }
        }
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| BackupError::Format {
                line: self.number,
                reason: format!("not {what}: {e}"),
            })
    }
}

/// Reads the header line and refuses a file of another format or version.
fn read_header(lines: &mut Lines<'_>) -> Result<(), BackupError> {
    let header: Header = lines
        .next("a backup header")?
        .ok_or_else(|| BackupError::Format {
            line: 1,
            reason: "the file is empty".into(),
        })?;
    if header.format != FORMAT {
        return Err(BackupError::Format {
            line: 1,
            reason: format!("format {:?} is not {FORMAT:?}", header.format),
        });
    }
    if header.version != VERSION {
        return Err(BackupError::Format {
            line: 1,
            reason: format!(
                "version {} of the backup format; this build reads version {VERSION}",
                header.version
            ),
        });
    }
    Ok(())
}

/// A line of the body: a game or the end.
enum BodyLine {
    Game(Box<GameLine>),
    End(EndLine),
}

impl BodyLine {
    fn parse(value: serde_json::Value, line: usize) -> Result<Self, BackupError> {
        let (what, parsed) = if value.get("end").is_some() {
            (
                "the end line",
                serde_json::from_value(value).map(BodyLine::End),
            )
        } else {
            (
                "a game",
                serde_json::from_value(value).map(|g| BodyLine::Game(Box::new(g))),
            )
        };
        parsed.map_err(|e| BackupError::Format {
            line,
            reason: format!("not {what}: {e}"),
        })
    }
}

/// How each database reads and writes the backup's timestamps.
pub(super) trait Timestamps {
    /// The column `col` as milliseconds since 1970.
    fn millis(col: &str) -> String;
    /// Parameter `$n` (milliseconds) as a stored timestamp.
    fn stamp(n: u8) -> String;
}

impl Timestamps for SqliteStore {
    fn millis(col: &str) -> String {
        format!("CAST(strftime('%s', {col}) AS INTEGER) * 1000")
    }
    fn stamp(n: u8) -> String {
        format!("datetime(?{n} / 1000, 'unixepoch')")
    }
}

impl Timestamps for PgStore {
    fn millis(col: &str) -> String {
        format!("(EXTRACT(EPOCH FROM {col}) * 1000)::BIGINT")
    }
    fn stamp(n: u8) -> String {
        format!("to_timestamp(${n}::BIGINT / 1000.0)")
    }
}

/// `INSERT INTO table (columns) VALUES (...)` for space-separated
/// `columns`, a trailing `*` marking a timestamp column; the n-th
/// parameter (from 1) is written by `placeholder(n, is_timestamp)`.
fn insert_sql(table: &str, columns: &str, placeholder: impl Fn(u8, bool) -> String) -> String {
    let (names, values): (Vec<&str>, Vec<String>) = (1u8..)
        .zip(columns.split_whitespace())
        .map(|(n, c)| match c.strip_suffix('*') {
            Some(name) => (name, placeholder(n, true)),
            None => (c, placeholder(n, false)),
        })
        .unzip();
    format!(
        "INSERT INTO {table} ({}) VALUES ({})",
        names.join(", "),
        values.join(", ")
    )
}

/// `$n` for Postgres, `?n` for SQLite.
pub(super) fn param<T: super::sql::Dialect>(n: u8) -> String {
    if T::NAME == "postgres" {
        format!("${n}")
    } else {
        format!("?{n}")
    }
}

macro_rules! backup_store {
    ($ty:ty) => {
        #[async_trait]
        impl Backup for $ty {
            async fn backup(&self, out: &mut (dyn Write + Send)) -> Result<Counts, BackupError> {
                use super::sql::Dialect;
                let p = param::<$ty>;
                let ms = <$ty as Timestamps>::millis;
                let mut tx = self.pool.begin().await?;
                if let Some(snapshot) = <$ty as Dialect>::SNAPSHOT {
                    sqlx::query(snapshot).execute(&mut *tx).await?;
                }
                let taken_ms: i64 =
                    sqlx::query_scalar(&format!("SELECT {} AS now_ms", ms("CURRENT_TIMESTAMP")))
                        .fetch_one(&mut *tx)
                        .await?;
                let ids: Vec<String> =
                    sqlx::query_scalar("SELECT id FROM games ORDER BY created_at, id")
                        .fetch_all(&mut *tx)
                        .await?;
                write_line(
                    out,
                    &Header {
                        format: FORMAT.into(),
                        version: VERSION,
                        written_by: concat!("trickerion-server ", env!("CARGO_PKG_VERSION")).into(),
                        backend: <$ty as Dialect>::NAME.into(),
                        taken_ms,
                    },
                )?;
                let game_sql = format!(
                    "SELECT id, config, status, creator_token_hash, {} AS created_ms, listed, \
                     table_options, {} AS started_ms, {} AS finished_ms, rematch, clock_state, \
                     {} AS ended_ms FROM games WHERE id = {}",
                    ms("created_at"),
                    ms("started_at"),
                    ms("finished_at"),
                    ms("ended_at"),
                    p(1)
                );
                let seats_sql = format!(
                    "SELECT seat, name, token_hash, {} AS joined_ms, bot, bot_seed, stand_in, \
                     stand_in_seed, stand_in_reason, webhook FROM seats WHERE game_id = {} \
                     ORDER BY seat",
                    ms("joined_at"),
                    p(1)
                );
                let commands_sql = format!(
                    "SELECT seq, seat, command, {} AS recorded_ms, request_id, seen_version FROM commands \
                     WHERE game_id = {} ORDER BY seq",
                    ms("recorded_at"),
                    p(1)
                );
                let chat_sql = format!(
                    "SELECT id, channel, seat, name, body, sent_ms, version FROM chat_messages \
                     WHERE game_id = {} ORDER BY id",
                    p(1)
                );
                let mut counts = Counts::default();
                for id in ids {
                    let r = sqlx::query(&game_sql).bind(&id).fetch_one(&mut *tx).await?;
                    let game = GameRow {
                        id: r.try_get("id")?,
                        config: r.try_get("config")?,
                        status: r.try_get("status")?,
                        creator_token_hash: r.try_get("creator_token_hash")?,
                        created_ms: r.try_get("created_ms")?,
                        listed: r.try_get("listed")?,
                        table_options: r.try_get("table_options")?,
                        started_ms: r.try_get("started_ms")?,
                        finished_ms: r.try_get("finished_ms")?,
                        ended_ms: r.try_get("ended_ms")?,
                        rematch: r.try_get("rematch")?,
                        clock_state: r.try_get("clock_state")?,
                    };
                    let mut seats = Vec::new();
                    for r in sqlx::query(&seats_sql)
                        .bind(&id)
                        .fetch_all(&mut *tx)
                        .await?
                    {
                        seats.push(SeatRow {
                            seat: r.try_get("seat")?,
                            name: r.try_get("name")?,
                            token_hash: r.try_get("token_hash")?,
                            joined_ms: r.try_get("joined_ms")?,
                            bot: r.try_get("bot")?,
                            bot_seed: r.try_get("bot_seed")?,
                            stand_in: r.try_get("stand_in")?,
                            stand_in_seed: r.try_get("stand_in_seed")?,
                            stand_in_reason: r.try_get("stand_in_reason")?,
                            webhook: r.try_get("webhook")?,
                        });
                    }
                    let mut commands = Vec::new();
                    for r in sqlx::query(&commands_sql)
                        .bind(&id)
                        .fetch_all(&mut *tx)
                        .await?
                    {
                        commands.push(CommandRow {
                            seq: r.try_get("seq")?,
                            seat: r.try_get("seat")?,
                            command: r.try_get("command")?,
                            recorded_ms: r.try_get("recorded_ms")?,
                            request_id: r.try_get("request_id")?,
                            seen_version: r.try_get("seen_version")?,
                        });
                    }
                    let mut chat = Vec::new();
                    for r in sqlx::query(&chat_sql)
                        .bind(&id)
                        .fetch_all(&mut *tx)
                        .await?
                    {
                        chat.push(ChatRow {
                            id: r.try_get("id")?,
                            channel: r.try_get("channel")?,
                            seat: r.try_get("seat")?,
                            name: r.try_get("name")?,
                            body: r.try_get("body")?,
                            sent_ms: r.try_get("sent_ms")?,
                            version: r.try_get("version")?,
                        });
                    }
                    counts.games += 1;
                    counts.seats += seats.len() as u64;
                    counts.commands += commands.len() as u64;
                    write_line(
                        out,
                        &GameLine {
                            game,
                            seats,
                            commands,
                            chat,
                        },
                    )?;
                }
                tx.commit().await?;
                write_line(out, &EndLine { end: counts })?;
                out.flush().map_err(BackupError::Write)?;
                Ok(counts)
            }

            async fn restore(
                &self,
                input: &mut (dyn BufRead + Send),
            ) -> Result<Counts, BackupError> {
                let p = param::<$ty>;
                let ts = <$ty as Timestamps>::stamp;
                let mut lines = Lines { input, number: 0 };
                read_header(&mut lines)?;
                let mut tx = self.pool.begin().await?;
                let existing: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
                    .fetch_one(&mut *tx)
                    .await?;
                if existing > 0 {
                    return Err(BackupError::NotEmpty(existing));
                }
                let insert = |table: &str, columns: &str| {
                    insert_sql(table, columns, |n, stamp| if stamp { ts(n) } else { p(n) })
                };
                let game_sql = insert(
                    "games",
                    "id config status creator_token_hash created_at* listed table_options \
                     started_at* finished_at* rematch clock_state ended_at*",
                );
                let seat_sql = insert(
                    "seats",
                    "game_id seat name token_hash joined_at* bot bot_seed stand_in \
                     stand_in_seed stand_in_reason webhook",
                );
                let command_sql = insert(
                    "commands",
                    "game_id seq seat command recorded_at* request_id seen_version",
                );
                let chat_sql = insert(
                    "chat_messages",
                    "game_id id channel seat name body sent_ms version",
                );
                let mut counts = Counts::default();
                loop {
                    let line_no = lines.number + 1;
                    let Some(line) = lines.next::<serde_json::Value>("a game or the end line")?
                    else {
                        return Err(BackupError::Format {
                            line: line_no,
                            reason: "the file ends before its end line: it was cut short; \
                                     nothing was restored"
                                .into(),
                        });
                    };
                    let line_no = lines.number;
                    let line = BodyLine::parse(line, line_no)?;
                    let failed = |e: sqlx::Error| BackupError::Format {
                        line: line_no,
                        reason: format!("the database refused it: {e}"),
                    };
                    match line {
                        BodyLine::End(EndLine { end }) => {
                            if end != counts {
                                return Err(BackupError::Format {
                                    line: line_no,
                                    reason: format!(
                                        "the end line counts {end:?}, the file holds {counts:?}"
                                    ),
                                });
                            }
                            if lines.next::<serde_json::Value>("nothing")?.is_some() {
                                return Err(BackupError::Format {
                                    line: lines.number,
                                    reason: "more follows the end line".into(),
                                });
                            }
                            break;
                        }
                        BodyLine::Game(line) => {
                            let GameLine {
                                game,
                                seats,
                                commands,
                                chat,
                            } = *line;
                            sqlx::query(&game_sql)
                                .bind(&game.id)
                                .bind(&game.config)
                                .bind(&game.status)
                                .bind(&game.creator_token_hash)
                                .bind(game.created_ms)
                                .bind(game.listed)
                                .bind(&game.table_options)
                                .bind(game.started_ms)
                                .bind(game.finished_ms)
                                .bind(&game.rematch)
                                .bind(&game.clock_state)
                                .bind(game.ended_ms)
                                .execute(&mut *tx)
                                .await
                                .map_err(failed)?;
                            for s in &seats {
                                sqlx::query(&seat_sql)
                                    .bind(&game.id)
                                    .bind(s.seat)
                                    .bind(&s.name)
                                    .bind(&s.token_hash)
                                    .bind(s.joined_ms)
                                    .bind(&s.bot)
                                    .bind(s.bot_seed)
                                    .bind(&s.stand_in)
                                    .bind(s.stand_in_seed)
                                    .bind(&s.stand_in_reason)
                                    .bind(&s.webhook)
                                    .execute(&mut *tx)
                                    .await
                                    .map_err(failed)?;
                            }
                            for (i, c) in commands.iter().enumerate() {
                                if c.seq != i as i64 + 1 {
                                    return Err(BackupError::Format {
                                        line: line_no,
                                        reason: format!(
                                            "game {}: step {} found where step {} belongs",
                                            game.id,
                                            c.seq,
                                            i + 1
                                        ),
                                    });
                                }
                                sqlx::query(&command_sql)
                                    .bind(&game.id)
                                    .bind(c.seq)
                                    .bind(c.seat)
                                    .bind(&c.command)
                                    .bind(c.recorded_ms)
                                    .bind(&c.request_id)
                                    .bind(c.seen_version)
                                    .execute(&mut *tx)
                                    .await
                                    .map_err(failed)?;
                            }
                            for m in &chat {
                                sqlx::query(&chat_sql)
                                    .bind(&game.id)
                                    .bind(m.id)
                                    .bind(&m.channel)
                                    .bind(m.seat)
                                    .bind(&m.name)
                                    .bind(&m.body)
                                    .bind(m.sent_ms)
                                    .bind(m.version)
                                    .execute(&mut *tx)
                                    .await
                                    .map_err(failed)?;
                            }
                            counts.games += 1;
                            counts.seats += seats.len() as u64;
                            counts.commands += commands.len() as u64;
                        }
                    }
                }
                tx.commit().await?;
                Ok(counts)
            }

            async fn close(&self) {
                self.pool.close().await;
            }
        }
    };
}

backup_store!(SqliteStore);
backup_store!(PgStore);
