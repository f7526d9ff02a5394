//! `trickerion-server games`: the operator's view of the stored games, on
//! the command line of the machine that runs the server (never over HTTP).
//! Lists them (`games [--status S] [--json]`), ends one in play (`games end
//! ID`) or deletes one (`games delete ID --yes [--force]`); see
//! [`crate::store::admin`] for what ending and deleting do to the database.
//!
//! Exit codes: 0 done; 1 the game is unknown, the operation was refused
//! (it says why) or the database failed; 2 the command line was wrong
//! (including `delete` without `--yes`).

use std::io::Write;
use std::path::Path;

use crate::store::admin::{self, Admin, AdminError, AdminGame, AdminStatus};

pub const USAGE: &str = "usage: trickerion-server games [--status S] [--json]
       trickerion-server games end ID
       trickerion-server games delete ID --yes [--force]

  games          list the stored games, oldest first: id, status (lobby,
                 playing, abandoned, finished, ended), players (bots marked),
                 last move (or when it was created), commands and log size.
                 --status S shows only games with status S; --json prints a
                 JSON array instead of the table.
  games end ID   ends game ID, in play: its log stays as it is (it replays
                 to where it was ended), it leaves the lists, and it refuses
                 every further move with a message that the server's
                 operator ended it. Works on the database; a running server
                 that holds the game learns of it at the next move.
  games delete ID --yes
                 deletes game ID with its seats and log (cannot be undone).
                 A finished or ended game only with --force as well: its
                 record and replay are meant to stay.";

/// What the command line asked for.
#[derive(Debug, PartialEq, Eq)]
enum Action {
    List {
        status: Option<AdminStatus>,
        json: bool,
    },
    End {
        id: String,
    },
    Delete {
        id: String,
        yes: bool,
        force: bool,
    },
}

fn parse(args: &[String]) -> Result<Action, String> {
    let mut words = Vec::new();
    let (mut status, mut json, mut yes, mut force) = (None, false, false, false);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--json" => json = true,
            "--yes" => yes = true,
            "--force" => force = true,
            "--status" => {
                let s = rest.next().ok_or("--status needs a status")?;
                status = Some(parse_status(s)?);
            }
            s if s.starts_with("--status=") => status = Some(parse_status(&s[9..])?),
            s if s.starts_with('-') => return Err(format!("unknown option {s:?}")),
            s => words.push(s),
        }
    }
    let only = |action: &str, allowed: &[(&str, bool)]| {
        for (option, given) in allowed {
            if *given {
                return Err(format!("{option} does not go with {action}"));
            }
        }
        Ok(())
    };
    match words.as_slice() {
        [] | ["list"] => {
            only("listing", &[("--yes", yes), ("--force", force)])?;
            Ok(Action::List { status, json })
        }
        ["end", id] => {
            only(
                "end",
                &[
                    ("--yes", yes),
                    ("--force", force),
                    ("--json", json),
                    ("--status", status.is_some()),
                ],
            )?;
            Ok(Action::End { id: id.to_string() })
        }
        ["delete", id] => {
            only(
                "delete",
                &[("--json", json), ("--status", status.is_some())],
            )?;
            Ok(Action::Delete {
                id: id.to_string(),
                yes,
                force,
            })
        }
        ["end" | "delete"] => Err(format!("{} needs the game's ID", words[0])),
        [other, ..] if !matches!(*other, "end" | "delete" | "list") => {
            Err(format!("unknown games command {other:?}"))
        }
        _ => Err(format!("{} takes one game ID", words[0])),
    }
}

fn parse_status(s: &str) -> Result<AdminStatus, String> {
    AdminStatus::parse(s).ok_or_else(|| {
        let names: Vec<_> = AdminStatus::ALL.iter().map(|s| s.name()).collect();
        format!("unknown status {s:?}: one of {}", names.join(", "))
    })
}

/// Runs `trickerion-server games ARGS` (the words after `games`) on the
/// configured database, writing to `out` and `err`; the exit code.
pub async fn run(
    database_url: Option<&str>,
    data_dir: &Path,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let action = match parse(args) {
        Ok(action) => action,
        Err(e) => {
            let _ = writeln!(err, "{e}\n\n{USAGE}");
            return 2;
        }
    };
    let store = match admin::open(database_url, data_dir).await {
        Ok(store) => store,
        Err(e) => {
            let _ = writeln!(err, "cannot open the game store: {e}");
            return 1;
        }
    };
    let code = act(&*store, action, out, err).await;
    store.close().await;
    code
}

async fn act(store: &dyn Admin, action: Action, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let result = match action {
        Action::List { status, json } => match store.admin_games(None).await {
            Ok(mut games) => {
                if let Some(status) = status {
                    games.retain(|g| g.status == status);
                }
                let written = if json {
                    serde_json::to_writer_pretty(&mut *out, &games)
                        .map_err(std::io::Error::other)
                        .and_then(|()| writeln!(out))
                } else {
                    write_table(out, &games, status)
                };
                if let Err(e) = written {
                    let _ = writeln!(err, "cannot write the list: {e}");
                    return 1;
                }
                return 0;
            }
            Err(e) => Err(AdminError::Store(e)),
        },
        Action::End { id } => admin::end(store, &id).await.map(|game| {
            let _ = writeln!(
                out,
                "ended game {id} ({}, {} commands): its log stays and replays; its \
                 players are told the server's operator ended it at their next move",
                players(&game),
                game.commands
            );
        }),
        Action::Delete { id, yes: false, .. } => match admin::game(store, &id).await {
            Ok(game) => {
                let _ = writeln!(
                    err,
                    "deleting game {id} ({}, {}, {} commands) cannot be undone: \
                     add --yes to confirm",
                    game.status.name(),
                    players(&game),
                    game.commands
                );
                return 2;
            }
            Err(e) => Err(e),
        },
        Action::Delete { id, force, .. } => admin::delete(store, &id, force).await.map(|game| {
            let _ = writeln!(
                out,
                "deleted game {id} ({}, {}, {} commands)",
                game.status.name(),
                players(&game),
                game.commands
            );
        }),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            1
        }
    }
}

/// The players of a game in one line: names, bots marked, free seats counted.
fn players(game: &AdminGame) -> String {
    let mut names: Vec<String> = game
        .players
        .iter()
        .map(|p| match (&p.bot, &p.stand_in) {
            (Some(level), _) => format!("{} (bot {level})", p.name),
            (None, Some(level)) => format!("{} (bot {level} standing in)", p.name),
            (None, None) => p.name.clone(),
        })
        .collect();
    let free = usize::from(game.seats).saturating_sub(game.players.len());
    if free > 0 {
        names.push(format!(
            "{free} seat{} free",
            if free == 1 { "" } else { "s" }
        ));
    }
    if names.is_empty() {
        "nobody".into()
    } else {
        names.join(", ")
    }
}

fn write_table(
    out: &mut dyn Write,
    games: &[AdminGame],
    status: Option<AdminStatus>,
) -> std::io::Result<()> {
    if games.is_empty() {
        return match status {
            Some(s) => writeln!(out, "no {} games", s.name()),
            None => writeln!(out, "no games stored"),
        };
    }
    let header = [
        "ID",
        "STATUS",
        "PLAYERS",
        "LAST MOVE (UTC)",
        "COMMANDS",
        "LOG",
    ];
    let rows: Vec<[String; 6]> = games
        .iter()
        .map(|g| {
            [
                g.id.clone(),
                g.status.name().to_string(),
                players(g),
                match g.last_move_ms {
                    Some(ms) => utc(ms),
                    None => format!("{} (created)", utc(g.created_ms)),
                },
                g.commands.to_string(),
                bytes(g.log_bytes),
            ]
        })
        .collect();
    let mut widths = header.map(|h| h.chars().count());
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: [&str; 6]| {
        let mut text = String::new();
        for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
            let pad = " ".repeat(w - cell.chars().count());
            // Numbers right-aligned, the rest left.
            if i >= 4 {
                text.push_str(&pad);
                text.push_str(cell);
            } else {
                text.push_str(cell);
                if i < 5 {
                    text.push_str(&pad);
                }
            }
            if i < 5 {
                text.push_str("  ");
            }
        }
        text
    };
    writeln!(out, "{}", line(header))?;
    for row in &rows {
        writeln!(out, "{}", line(row.each_ref().map(String::as_str)))?;
    }
    let mut counts = Vec::new();
    for s in AdminStatus::ALL {
        let n = games.iter().filter(|g| g.status == s).count();
        if n > 0 {
            counts.push(format!("{n} {}", s.name()));
        }
    }
    writeln!(
        out,
        "{} game{}: {}",
        games.len(),
        if games.len() == 1 { "" } else { "s" },
        counts.join(", ")
    )
}

/// A size in bytes, short.
fn bytes(n: u64) -> String {
    match n {
        n if n < 1024 => format!("{n} B"),
        n if n < 1024 * 1024 => format!("{:.1} KiB", n as f64 / 1024.0),
        n => format!("{:.1} MiB", n as f64 / (1024.0 * 1024.0)),
    }
}

/// Milliseconds since 1970 as `YYYY-MM-DD HH:MM` (UTC).
fn utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn dates_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(951_782_400_000), "2000-02-29 00:00");
        assert_eq!(utc(1_718_454_225_000), "2024-06-15 12:23");
    }

    #[test]
    fn command_lines() {
        assert_eq!(
            parse(&args("--status playing --json")),
            Ok(Action::List {
                status: Some(AdminStatus::Playing),
                json: true
            })
        );
        assert_eq!(
            parse(&args("delete g1 --yes")),
            Ok(Action::Delete {
                id: "g1".into(),
                yes: true,
                force: false
            })
        );
        assert_eq!(parse(&args("end g1")), Ok(Action::End { id: "g1".into() }));
        assert!(parse(&args("--status won"))
            .unwrap_err()
            .contains("one of lobby"));
        assert!(parse(&args("end"))
            .unwrap_err()
            .contains("needs the game's ID"));
        assert!(parse(&args("end a b")).unwrap_err().contains("one game ID"));
        assert!(parse(&args("end a --yes")).is_err());
        assert!(parse(&args("frobnicate")).unwrap_err().contains("unknown"));
        assert!(parse(&args("--verbose"))
            .unwrap_err()
            .contains("unknown option"));
    }
}
