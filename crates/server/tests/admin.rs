//! `trickerion-server games`: the operator's list of the stored games (the
//! table, `--status`, `--json`), `games end ID` (the log stays and replays,
//! the game refuses further moves saying the operator ended it, even while
//! a running server holds it) and `games delete ID` (only with `--yes`; a
//! finished game only with `--force`), with clear errors and exit codes for
//! unknown games and wrong command lines. Runs the binary on both backends.

#[macro_use]
mod common;

use std::process::Output;

use serde_json::{json, Value};

use common::*;

on_both_backends!(the_operator_lists_ends_and_deletes_games);

/// Runs `trickerion-server ARGS` on `db`.
fn run(db: &TestDb, args: &[&str]) -> Output {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_trickerion-server"));
    cmd.env_clear()
        .env("DATA_DIR", &db.data_dir)
        .env("RUST_LOG", "warn")
        .args(args);
    if let Some(url) = &db.url {
        cmd.env("DATABASE_URL", url);
    }
    cmd.output().expect("the server binary runs")
}

fn text(out: &Output) -> String {
    format!(
        "exit {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Runs it and checks the exit code; the output.
fn expect(db: &TestDb, args: &[&str], code: i32) -> Output {
    let out = run(db, args);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {}", text(&out));
    out
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `games --json [ARGS]`, by id.
fn listed(db: &TestDb, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["games", "--json"];
    all.extend_from_slice(args);
    let out = expect(db, &all, 0);
    serde_json::from_slice::<Value>(&out.stdout)
        .unwrap_or_else(|e| panic!("JSON ({e}): {}", text(&out)))
        .as_array()
        .expect("an array")
        .clone()
}

fn find<'a>(games: &'a [Value], id: &str) -> &'a Value {
    games
        .iter()
        .find(|g| g["id"] == id)
        .unwrap_or_else(|| panic!("{id} in {games:?}"))
}

/// The line of the table that shows game `id`.
fn line<'a>(table: &'a str, id: &str) -> &'a str {
    table
        .lines()
        .find(|l| l.starts_with(id))
        .unwrap_or_else(|| panic!("{id} in\n{table}"))
}

/// Marks game `id` abandoned, as housekeeping would after
/// ABANDONED_AFTER_SECS without anything happening in it.
async fn mark_abandoned(db: &TestDb, id: &str) {
    use sqlx::Connection;
    match &db.url {
        Some(url) => {
            let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::query("UPDATE games SET abandoned_at = now() WHERE id = $1")
                .bind(id)
                .execute(&mut conn)
                .await
                .unwrap();
        }
        None => {
            let file = db.data_dir.join("trickerion.sqlite3");
            let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", file.display()))
                .await
                .unwrap();
            sqlx::query("UPDATE games SET abandoned_at = CURRENT_TIMESTAMP WHERE id = ?1")
                .bind(id)
                .execute(&mut conn)
                .await
                .unwrap();
        }
    }
}

/// Plays one legal command for whichever of `clients` the game waits for.
async fn play_one(clients: &mut [Client]) -> Value {
    for client in clients.iter_mut() {
        if let Some(command) = client.legal().first().cloned() {
            let version = client.version();
            return client.play(&command, Some(version)).await;
        }
    }
    panic!("nobody has a legal command");
}

async fn the_operator_lists_ends_and_deletes_games(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    let store = db.store().await;

    // A lobby with a person seated; an abandoned lobby; a game in play with
    // one command; a bots' game played to its end.
    let (lobby, _) = app.create(json!({ "players": 3, "listed": true })).await;
    app.join(&lobby, 1, "Alma").await;
    let (abandoned, _) = app.create(json!({ "players": 2 })).await;
    mark_abandoned(&db, &abandoned).await;
    let playing = app.started_game(2).await;
    let mut clients = Vec::new();
    for token in &playing.tokens {
        clients.push(app.connect(&playing.game_id, Some(token)).await);
    }
    let ack = play_one(&mut clients).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    let (finished, creator, _) = app
        .game_with_bots(&[Some("normal"), Some("random")], json!({ "players": 2 }))
        .await;
    app.start(&finished, &creator).await;
    app.connect(&finished, None).await.until_finished().await;
    app.lobby_until(&finished, |l| l["status"] == "finished")
        .await;
    let finished_commands = store.load_game(&finished).await.unwrap().unwrap().log.len();

    // The table: one aligned line per game, its status, players, size.
    let out = expect(&db, &["games"], 0);
    let table = stdout(&out);
    let header = table.lines().next().unwrap();
    for column in ["ID", "STATUS", "PLAYERS", "LAST MOVE", "COMMANDS", "LOG"] {
        assert!(header.contains(column), "{table}");
    }
    let status_at = header.find("STATUS").unwrap();
    for (id, status) in [
        (&lobby, "lobby"),
        (&abandoned, "abandoned"),
        (&playing.game_id, "playing"),
        (&finished, "finished"),
    ] {
        let l = line(&table, id);
        assert_eq!(
            l[status_at..].split_whitespace().next(),
            Some(status),
            "{table}"
        );
    }
    assert!(
        line(&table, &lobby).contains("Alma, 2 seats free"),
        "{table}"
    );
    assert!(line(&table, &lobby).contains("(created)"), "{table}");
    assert!(line(&table, &playing.game_id).contains("P0, P1"), "{table}");
    assert!(
        line(&table, &finished).contains("(bot normal)")
            && line(&table, &finished).contains("(bot random)"),
        "{table}"
    );
    assert!(
        line(&table, &finished).contains(&format!(" {finished_commands} ")),
        "{table}"
    );
    assert!(
        table.contains("4 games: 1 lobby, 1 playing, 1 abandoned, 1 finished"),
        "{table}"
    );

    // JSON, and the filter.
    let all = listed(&db, &[]);
    assert_eq!(all.len(), 4, "{all:?}");
    assert_eq!(find(&all, &lobby)["status"], "lobby");
    assert_eq!(find(&all, &lobby)["players"][0]["name"], "Alma");
    assert_eq!(find(&all, &lobby)["players"][0]["seat"], 1);
    assert_eq!(find(&all, &lobby)["seats"], 3);
    assert_eq!(find(&all, &lobby)["commands"], 0);
    assert!(find(&all, &lobby)["last_move_ms"].is_null());
    assert_eq!(find(&all, &abandoned)["status"], "abandoned");
    let p = find(&all, &playing.game_id);
    assert_eq!(p["status"], "playing");
    assert_eq!(p["commands"], 1);
    assert!(p["log_bytes"].as_u64().unwrap() > 0, "{p}");
    assert!(
        p["last_move_ms"].as_i64().unwrap() >= p["created_ms"].as_i64().unwrap(),
        "{p}"
    );
    let f = find(&all, &finished);
    assert_eq!(f["status"], "finished");
    assert_eq!(f["commands"], finished_commands);
    assert_eq!(f["players"][0]["bot"], "normal");
    assert!(f["players"][0]["name"].is_string());
    assert!(f["finished_ms"].is_i64());
    let only = listed(&db, &["--status", "playing"]);
    assert_eq!(only.len(), 1, "{only:?}");
    assert_eq!(only[0]["id"], playing.game_id);
    let out = expect(&db, &["games", "--status", "lobby"], 0);
    assert!(stdout(&out).contains(&lobby), "{}", text(&out));
    assert!(!stdout(&out).contains(&finished), "{}", text(&out));
    let out = expect(&db, &["games", "--status", "ended"], 0);
    assert!(stdout(&out).contains("no ended games"), "{}", text(&out));

    // Ending the game in play while this server holds it: the next move is
    // refused saying why, and so is every move once it loads again.
    for client in &mut clients {
        client.wait_version(1).await;
    }
    let out = expect(&db, &["games", "end", &playing.game_id], 0);
    assert!(stdout(&out).contains("ended game"), "{}", text(&out));
    let refused = play_one(&mut clients).await;
    assert_eq!(refused["type"], "error", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("the server's operator ended this game"),
        "{refused}"
    );
    drop(clients);
    let mut again = Vec::new();
    for token in &playing.tokens {
        again.push(app.connect(&playing.game_id, Some(token)).await);
    }
    for client in &mut again {
        assert_eq!(client.version(), 1);
    }
    // Ended, a game has no legal moves for its clients to try, or if it
    // offers the old ones, they are refused.
    if again.iter().any(|c| !c.legal().is_empty()) {
        let refused = play_one(&mut again).await;
        assert_eq!(refused["type"], "error", "{refused}");
        assert!(
            refused["message"]
                .as_str()
                .unwrap()
                .contains("operator ended"),
            "{refused}"
        );
    }
    // Its log is what it was, and replays.
    let replayed = replay_from_store(&store, &playing.game_id).await;
    assert_eq!(replayed.stored.log.len(), 1);
    assert!(!replayed.game.is_over());
    assert!(store.load_table(&playing.game_id).await.unwrap().ended);
    let ended = listed(&db, &["--status", "ended"]);
    assert_eq!(ended.len(), 1, "{ended:?}");
    assert_eq!(ended[0]["id"], playing.game_id);
    assert!(ended[0]["ended_ms"].is_i64());
    // Only a game in play can be ended.
    let out = expect(&db, &["games", "end", &playing.game_id], 1);
    assert!(stderr(&out).contains("ended already"), "{}", text(&out));
    let out = expect(&db, &["games", "end", &lobby], 1);
    assert!(stderr(&out).contains("has not started"), "{}", text(&out));
    let out = expect(&db, &["games", "end", &finished], 1);
    assert!(stderr(&out).contains("finished already"), "{}", text(&out));
    let out = expect(&db, &["games", "end", "no-such-game"], 1);
    assert!(
        stderr(&out).contains("no game \"no-such-game\""),
        "{}",
        text(&out)
    );
    let out = expect(&db, &["games", "end"], 2);
    assert!(
        stderr(&out).contains("needs the game's ID"),
        "{}",
        text(&out)
    );

    // Deleting: only with --yes; a finished or ended game only with --force.
    let out = expect(&db, &["games", "delete", &lobby], 2);
    assert!(stderr(&out).contains("add --yes"), "{}", text(&out));
    assert!(store.load_game(&lobby).await.unwrap().is_some());
    let out = expect(&db, &["games", "delete", "no-such-game", "--yes"], 1);
    assert!(stderr(&out).contains("no game"), "{}", text(&out));
    let out = expect(&db, &["games", "delete", "no-such-game"], 1);
    assert!(stderr(&out).contains("no game"), "{}", text(&out));
    for kept in [&finished, &playing.game_id] {
        let out = expect(&db, &["games", "delete", kept, "--yes"], 1);
        assert!(stderr(&out).contains("--force"), "{}", text(&out));
        assert!(store.load_game(kept).await.unwrap().is_some());
    }
    let out = expect(&db, &["games", "delete", &lobby, "--yes"], 0);
    assert!(stdout(&out).contains("deleted game"), "{}", text(&out));
    assert!(store.load_game(&lobby).await.unwrap().is_none());
    expect(&db, &["games", "delete", &abandoned, "--yes"], 0);
    expect(&db, &["games", "delete", &finished, "--yes", "--force"], 0);
    assert!(store.load_game(&finished).await.unwrap().is_none());
    let left = listed(&db, &[]);
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(left[0]["id"], playing.game_id);

    // Wrong command lines.
    let out = expect(&db, &["games", "frobnicate"], 2);
    assert!(
        stderr(&out).contains("unknown games command"),
        "{}",
        text(&out)
    );
    let out = expect(&db, &["games", "--status", "won"], 2);
    assert!(stderr(&out).contains("unknown status"), "{}", text(&out));
    let out = expect(&db, &["games", "--help"], 0);
    assert!(
        stdout(&out).contains("games delete ID --yes"),
        "{}",
        text(&out)
    );
}
