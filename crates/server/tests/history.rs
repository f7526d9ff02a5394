//! A game's past: exports of finished games replay in the CLI to the same
//! end; views at past versions match a fresh replay; the seed stays secret
//! until the end.

mod common;

use serde_json::json;

use common::*;
use trickerion_server::engine::{Game, Viewer};

/// A started game with a seat per entry of `seats`: a bot of that level or a
/// person; its id.
async fn started_with_bots(app: &TestApp, seats: &[Option<&str>]) -> String {
    let (id, creator, _) = app
        .game_with_bots(seats, json!({ "players": seats.len() }))
        .await;
    app.start(&id, &creator).await;
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_play_history_is_public_and_the_record_waits_for_the_end() {
    let (app, db) = spawn_app(Backend::Sqlite).await;
    // The person never moves: the game waits for them once the bot has chosen.
    let id = started_with_bots(&app, &[Some("normal"), None]).await;
    let mut watcher = app.connect(&id, None).await;
    watcher.wait_version(1).await;
    let replayed = replay_from_store(&db.store().await, &id).await;
    let seed = replayed.stored.config.seed.to_string();
    let (status, refused) = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 409, "{refused}");
    let mut answers = vec![
        refused.to_string(),
        app.get(&format!("/api/games/{id}")).await.1.to_string(),
    ];
    let last = replayed.stored.log.len() as u64;
    for v in 0..=last {
        let (status, h) = app.get(&format!("/api/games/{id}/views/{v}")).await;
        assert_eq!(status, 200, "{h}");
        assert_eq!(h["revealed"], false);
        let mut game = Game::new(replayed.stored.config.clone()).unwrap();
        for e in &replayed.stored.log[..v as usize] {
            game.apply(e.seat, &e.command).unwrap();
        }
        assert_eq!(
            h["view"],
            view_json(&game, Viewer::Spectator),
            "view at {v}"
        );
        answers.push(h.to_string());
    }
    let (status, ahead) = app
        .get(&format!("/api/games/{id}/views/{}", last + 5))
        .await;
    assert_eq!(status, 400, "{ahead}");
    answers.push(watcher.state.as_ref().unwrap().to_string());
    for a in &answers {
        assert!(
            !a.contains(&format!("\"seed\":{seed}")),
            "the seed leaked: {a}"
        );
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_exports_a_script_the_cli_replays_to_the_same_end() {
    let (app, db) = spawn_app(Backend::Sqlite).await;
    let id = started_with_bots(&app, &[Some("normal"), Some("random")]).await;
    let mut watcher = app.connect(&id, None).await;
    watcher.until_finished().await;
    let (status, record) = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200, "{record}");
    assert!(
        record["config"]["seed"].is_u64(),
        "the seed is in the record once the game is over"
    );
    assert_eq!(record["names"], json!(["Normal bot", "Random bot"]));
    // The record is a CLI script: replayed, it reaches the recorded end.
    let script: trickerion_cli::script::Script = serde_json::from_value(record.clone()).unwrap();
    let outcome = trickerion_cli::run::run(script, &trickerion_cli::args::Args::default()).unwrap();
    assert_eq!(outcome.rejected, 0);
    assert!(outcome.unexpected.is_empty(), "{:?}", outcome.unexpected);
    // Past versions of a finished game show every hand.
    let replayed = replay_from_store(&db.store().await, &id).await;
    let mut game = Game::new(replayed.stored.config.clone()).unwrap();
    for (i, e) in replayed.stored.log.iter().enumerate().take(60) {
        game.apply(e.seat, &e.command).unwrap();
        let (_, h) = app.get(&format!("/api/games/{id}/views/{}", i + 1)).await;
        assert_eq!(h["revealed"], true);
        assert_eq!(
            h["view"],
            serde_json::to_value(game.view_revealed()).unwrap()
        );
        assert!(
            !h["lines"].as_array().unwrap().is_empty(),
            "every command writes a line"
        );
    }
    app.stop().await;
}
