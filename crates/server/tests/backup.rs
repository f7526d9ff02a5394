//! `trickerion-server backup FILE` and `restore FILE`: a backup taken while
//! bots append commands is one consistent snapshot (every game's log a
//! prefix of what the live database holds), restores into a fresh database
//! of either kind, and every restored game replays to the same state as the
//! original at that step. A restore refuses a database that holds games and
//! a file cut short, and then writes nothing.

#[macro_use]
mod common;

use std::path::Path;
use std::process::Output;

use serde_json::{json, Value};

use common::*;
use trickerion_server::engine::Game;
use trickerion_server::store::StoredGame;

on_both_backends!(a_backup_under_load_restores_every_game);

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

/// The game lines of a backup file.
fn games_in(file: &Path) -> Vec<Value> {
    let body = std::fs::read_to_string(file).unwrap();
    let lines: Vec<Value> = body
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    assert_eq!(lines[0]["format"], "trickerion-backup");
    assert!(lines.last().unwrap()["end"].is_object(), "an end line");
    lines[1..lines.len() - 1].to_vec()
}

/// `stored` replayed up to (and with) step `steps`.
fn digest_at(stored: &StoredGame, steps: usize) -> String {
    let mut game = Game::new(stored.config.clone()).unwrap();
    game.allow_take_backs();
    for entry in &stored.log[..steps] {
        game.apply(entry.seat, &entry.command).unwrap();
    }
    game.state_digest()
}

async fn a_backup_under_load_restores_every_game(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_with(
        trickerion_server::Config {
            create_burst: 1000,
            ..db.config()
        },
        None,
    )
    .await;
    // Games of four bots play without pause while the backup is taken.
    let mut playing = Vec::new();
    for _ in 0..4 {
        let (id, creator, _) = app
            .game_with_bots(
                &[
                    Some("random"),
                    Some("normal"),
                    Some("random"),
                    Some("normal"),
                ],
                json!({ "players": 4 }),
            )
            .await;
        app.start(&id, &creator).await;
        playing.push(id);
    }
    // A lobby with a person seated and a listed table, and a seat token.
    let (lobby_id, _) = app.create(json!({ "players": 3, "listed": true })).await;
    app.join(&lobby_id, 1, "Alma").await;
    let source = db.store().await;
    // Its chat, in both channels (written as the game's task writes it).
    use trickerion_server::protocol::{ChatChannel, ChatMessage};
    let said = [
        (
            1,
            ChatChannel::Table,
            Some(trickerion_server::engine::Seat(1)),
            "Alma",
            "<b>hi</b>",
        ),
        (2, ChatChannel::Spectators, None, "Carol", "good luck"),
    ];
    for (id, channel, seat, name, text) in said {
        let message = ChatMessage {
            id,
            channel,
            seat,
            name: name.into(),
            text: text.into(),
            sent_at: 1_767_225_600_000 + id,
            // One message with the game's version, one from before versions were kept.
            version: (id == 1).then_some(0),
        };
        source.append_chat(&lobby_id, &message).await.unwrap();
    }
    let commands = |store: std::sync::Arc<dyn trickerion_server::store::GameStore>,
                    ids: Vec<String>| async move {
        let mut n = 0;
        for id in ids {
            n += store.load_game(&id).await.unwrap().unwrap().log.len();
        }
        n
    };
    wait_until("the bots have played a while", || {
        let (source, ids) = (source.clone(), playing.clone());
        async move { commands(source, ids).await >= 40 }
    })
    .await;

    std::fs::create_dir_all(&db.data_dir).unwrap();
    let file = db.data_dir.join("backup.jsonl");
    let out = run(&db, &["backup", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("backed up 5 games"),
        "{}",
        text(&out)
    );
    assert!(!db.data_dir.join("backup.jsonl.partial").exists());
    let backed_up = games_in(&file);
    assert_eq!(backed_up.len(), 5);
    let in_backup: usize = backed_up
        .iter()
        .map(|g| g["commands"].as_array().unwrap().len())
        .sum();
    // The bots went on: the backup was taken under load, not after it.
    wait_until("the bots play on after the backup", || {
        let (source, ids) = (source.clone(), playing.clone());
        async move { commands(source, ids).await > in_backup }
    })
    .await;

    let mut targets = vec![backend];
    if backend == Backend::Sqlite {
        if postgres_available().await {
            targets.push(Backend::Postgres);
        }
    } else {
        targets.push(Backend::Sqlite);
    }
    for target in targets {
        let fresh = TestDb::new(target).await;
        let out = run(&fresh, &["restore", file.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "restore into {target:?}: {}",
            text(&out)
        );
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("5 games: 5 replay, 0 do not"),
            "{}",
            text(&out)
        );
        let restored = fresh.store().await;
        for line in &backed_up {
            let id = line["game"]["id"].as_str().unwrap();
            let steps = line["commands"].as_array().unwrap().len();
            let original = source.load_game(id).await.unwrap().unwrap();
            let copy = restored.load_game(id).await.unwrap().unwrap();
            assert!(original.log.len() >= steps, "{id}: the backup is a prefix");
            assert_eq!(copy.log.len(), steps, "{id}");
            for (a, b) in original.log.iter().zip(&copy.log) {
                assert_eq!(
                    serde_json::to_value(&a.command).unwrap(),
                    serde_json::to_value(&b.command).unwrap(),
                    "{id} step {}",
                    a.seq
                );
            }
            assert_eq!(copy.seats, original.seats, "{id}");
            assert_eq!(copy.creator_token_hash, original.creator_token_hash);
            assert_eq!(
                digest_at(&copy, steps),
                digest_at(&original, steps),
                "{id} replays to the same state at step {steps}"
            );
            let (a, b) = (
                source.load_table(id).await.unwrap(),
                restored.load_table(id).await.unwrap(),
            );
            assert_eq!(a.options, b.options, "{id}");
        }
        // The lobby's chat came along, both channels, as it was.
        for channel in [ChatChannel::Table, ChatChannel::Spectators] {
            assert_eq!(
                restored
                    .chat_page(&lobby_id, channel, None, 10)
                    .await
                    .unwrap(),
                source
                    .chat_page(&lobby_id, channel, None, 10)
                    .await
                    .unwrap(),
                "{channel:?}"
            );
        }
        assert_eq!(restored.last_chat_id(&lobby_id).await.unwrap(), 2);
        // The listed lobby is listed again.
        let (listed, _) = restored.list_games(0, 10).await.unwrap();
        assert_eq!(
            listed.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(),
            [lobby_id.as_str()]
        );
        restored.close().await;

        // Once more into the same database: refused, and nothing changes.
        let out = run(&fresh, &["restore", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{}", text(&out));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("already holds 5 games"),
            "{}",
            text(&out)
        );
    }

    // A file cut short is refused as a whole.
    let body = std::fs::read_to_string(&file).unwrap();
    let cut: Vec<&str> = body.lines().collect();
    let short = db.data_dir.join("short.jsonl");
    std::fs::write(&short, cut[..cut.len() - 1].join("\n")).unwrap();
    let fresh = TestDb::new(backend).await;
    let out = run(&fresh, &["restore", short.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cut short"),
        "{}",
        text(&out)
    );
    let empty = fresh.store().await;
    assert!(
        empty.game_ids().await.unwrap().is_empty(),
        "nothing restored"
    );
    empty.close().await;
    app.stop().await;
}

/// Bad input says what is wrong: no file name, a file that is not a backup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_named() {
    let db = TestDb::new(Backend::Sqlite).await;
    let out = run(&db, &["backup"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("backup takes one FILE"),
        "{}",
        text(&out)
    );
    std::fs::create_dir_all(&db.data_dir).unwrap();
    let not = db.data_dir.join("not-a-backup.json");
    std::fs::write(&not, "{\"hello\": 1}\n").unwrap();
    let out = run(&db, &["restore", not.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("line 1 of the backup: not a backup header"),
        "{}",
        text(&out)
    );
    let out = run(&db, &["restore", "/nonexistent/backup.jsonl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out).contains("cannot open /nonexistent/backup.jsonl"));
}
