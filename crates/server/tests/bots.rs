//! Bot seats: seated in the lobby by the creator, played by the server
//! through the same command path as players, kept across restarts. Each test
//! runs on SQLite (`sqlite::*`) and Postgres (`postgres::*`).

#[macro_use]
mod common;

use std::cell::Cell;
use std::sync::Arc;

use serde_json::json;

use common::*;
use trickerion_server::engine::{Seat, Viewer};
use trickerion_server::store::GameStore;

/// Waits until the stored log of `id` stands still (the same length on ten
/// looks in a row): the game task of a killed server may still finish the
/// command it was storing (a real kill -9 would not), which a restarted
/// server must not race for the next step.
async fn log_stands_still(store: &Arc<dyn GameStore>, id: &str) {
    let seen = Cell::new((0, 0));
    let seen = &seen;
    wait_until("the killed server's log stands still", || async move {
        let now = replay_from_store(store, id).await.stored.log.len();
        let (last, same) = seen.get();
        let same = if now == last { same + 1 } else { 0 };
        seen.set((now, same));
        same >= 10
    })
    .await;
}

async fn bot_only_game_finishes_and_survives_a_restart(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let app = spawn_app_on(&db).await;
    let (id, creator, _) = app
        .game_with_bots(
            &[Some("normal"), Some("random"), Some("normal")],
            json!({ "players": 3 }),
        )
        .await;
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    let names: Vec<&str> = lobby["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Normal bot", "Random bot", "Normal bot 2"]);
    assert_eq!(lobby["seats"][1]["connected"], true);

    // Watch it start, then stop the server abruptly mid-game.
    let mut spectator = app.connect(&id, None).await;
    let (status, _) = app
        .post(&format!("/api/games/{id}/start"), json!({}), Some(&creator))
        .await;
    assert_eq!(status, 200);
    spectator.wait_version(20).await;
    app.kill();
    drop(spectator);
    log_stands_still(&store, &id).await;

    // After the restart the game loads on demand and its bots go on.
    let app = spawn_app_on(&db).await;
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(lobby["seats"][0]["bot"], "normal", "{lobby}");
    assert_eq!(lobby["seats"][1]["bot"], "random");
    let mut spectator = app.connect(&id, None).await;
    let last = spectator.until_finished().await;

    // The stored log replays to what was broadcast live, step for step.
    let replayed = replay_from_store(&store, &id).await;
    assert!(replayed.game.is_over());
    assert_eq!(
        replayed.stored.log.len() as u64,
        last["version"].as_u64().unwrap()
    );
    assert_eq!(last["view"], view_json(&replayed.game, Viewer::Spectator));
    assert!(replayed.stored.seats.iter().all(|s| s.bot.is_some()));
    assert_eq!(
        metric(&app, "trickerion_bot_commands_rejected_total").await,
        0
    );
    assert_eq!(metric(&app, "trickerion_commands_rejected_total").await, 0);
    assert!(metric(&app, "trickerion_bot_commands_applied_total").await > 0);
    app.stop().await;
}

async fn human_plays_between_bots(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let (status, created) = app.post("/api/games", json!({ "players": 3 }), None).await;
    assert_eq!(status, 201);
    let id = created["game_id"].as_str().unwrap();
    let creator = created["creator_token"].as_str().unwrap();
    let bot = |s: u8| format!("/api/games/{id}/seats/{s}/bot");

    // Only the creator seats bots, only on free seats, only in the lobby.
    let (status, err) = app.post(&bot(1), json!({ "level": "normal" }), None).await;
    assert_eq!((status, err["error"].as_str()), (401, Some("unauthorized")));
    let (status, _) = app
        .post(&bot(1), json!({ "level": "clever" }), Some(creator))
        .await;
    assert_eq!(status, 400);
    let (status, _) = app
        .post(&bot(7), json!({ "level": "normal" }), Some(creator))
        .await;
    assert_eq!(status, 400);
    let (status, human) = app
        .post(
            &format!("/api/games/{id}/seats/0"),
            json!({ "name": "Ann" }),
            None,
        )
        .await;
    assert_eq!(status, 201);
    let token = human["seat_token"].as_str().unwrap().to_string();
    let (status, _) = app
        .post(&bot(0), json!({ "level": "normal" }), Some(creator))
        .await;
    assert_eq!(status, 409, "a taken seat");
    for s in [1, 2] {
        let (status, body) = app
            .post(&bot(s), json!({ "level": "normal" }), Some(creator))
            .await;
        assert_eq!(status, 201, "{body}");
    }
    // A player cannot take or move into a bot's seat; the creator can free it.
    let (status, _) = app
        .post(
            &format!("/api/games/{id}/seats/1"),
            json!({ "name": "Bo" }),
            None,
        )
        .await;
    assert_eq!(status, 409);
    let (status, _) = app
        .post(
            &format!("/api/games/{id}/seats/2"),
            json!({ "name": "Ann" }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(app.delete(&bot(0), Some(creator)).await.0, 409, "not a bot");
    assert_eq!(app.delete(&bot(2), Some(&token)).await.0, 401);
    assert_eq!(app.delete(&bot(2), Some(creator)).await.0, 204);
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert!(lobby["seats"][2]["name"].is_null() && lobby["seats"][2]["bot"].is_null());
    assert!(lobby["seats"][0]["bot"].is_null());
    let (status, _) = app
        .post(&bot(2), json!({ "level": "random" }), Some(creator))
        .await;
    assert_eq!(status, 201);

    let mut ann = app.connect(id, Some(&token)).await;
    let (status, _) = app
        .post(&format!("/api/games/{id}/start"), json!({}), Some(creator))
        .await;
    assert_eq!(status, 200);
    assert_eq!(app.delete(&bot(1), Some(creator)).await.0, 409, "started");
    if ann.state.is_none() {
        ann.wait(|m| m["type"] == "snapshot").await;
    }

    // Ann plays whenever she may; the bots move in between.
    let mut pick = Pick::new(5);
    let mut acked = 0;
    loop {
        let state = ann.wait_version(ann.version()).await;
        if state["status"] == "finished" {
            break;
        }
        let legal = ann.legal();
        if legal.is_empty() {
            let next = ann.version() + 1;
            ann.wait_version(next).await;
            continue;
        }
        let version = ann.version();
        let command = legal[pick.index(legal.len())].clone();
        let reply = ann.play(&command, Some(version)).await;
        match reply["type"].as_str() {
            Some("ack") => {
                acked += 1;
                ann.wait_version(reply["version"].as_u64().unwrap()).await;
            }
            // A bot moved first and changed her options: decide again.
            _ if reply["error"] == "stale_version" => {
                ann.wait_version(version + 1).await;
            }
            _ => panic!("{command} -> {reply}"),
        }
    }
    let last = ann.state.clone().unwrap();
    let replayed = replay_from_store(&store, id).await;
    assert!(replayed.game.is_over());
    assert_eq!(
        replayed.stored.log.len() as u64,
        last["version"].as_u64().unwrap()
    );
    assert_eq!(
        last["view"],
        view_json(&replayed.game, Viewer::Seat(Seat(0)))
    );
    let by_ann = replayed
        .stored
        .log
        .iter()
        .filter(|e| e.seat == Seat(0))
        .count();
    assert_eq!(by_ann, acked);
    assert!(replayed.stored.log.len() > by_ann, "the bots played too");
    // Bots moved between Ann's commands, not only after her.
    let switches = replayed
        .stored
        .log
        .windows(2)
        .filter(|w| (w[0].seat == Seat(0)) != (w[1].seat == Seat(0)))
        .count();
    assert!(switches > 4, "{switches} hand-overs");
    assert_eq!(
        metric(&app, "trickerion_bot_commands_rejected_total").await,
        0
    );
    app.stop().await;
}

/// Magician Powers and Duel of Magicians: a game of each is created with its
/// option, started and played by bots to the end; the lobby shows the option
/// and the content the game records, the views their sections, and the
/// stored game replays to the broadcast view.
async fn powers_and_duel_games_are_played_by_bots_to_the_end(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let app = spawn_app_on(&db).await;
    for (options, levels, section) in [
        (
            json!({ "players": 3, "dark_alley": true, "powers": true }),
            vec![Some("normal"), Some("random"), Some("normal")],
            "powers",
        ),
        (
            json!({ "players": 2, "duel": true }),
            vec![Some("normal"), Some("random")],
            "duel",
        ),
    ] {
        let (id, creator, _) = app.game_with_bots(&levels, options).await;
        let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
        assert_eq!(lobby["options"][section], true, "{lobby}");
        let content = lobby["options"]["content"].as_array().unwrap();
        assert_eq!(content.len(), 1, "{lobby}");
        assert_eq!(content[0]["id"], section);
        let mut spectator = app.connect(&id, None).await;
        let (status, _) = app
            .post(&format!("/api/games/{id}/start"), json!({}), Some(&creator))
            .await;
        assert_eq!(status, 200);
        let last = spectator.until_finished().await;
        assert!(last["view"][section].is_object(), "{}", last["view"]);
        let replayed = replay_from_store(&store, &id).await;
        assert!(replayed.game.is_over());
        assert_eq!(replayed.game.config().content.len(), 1);
        assert_eq!(last["view"], view_json(&replayed.game, Viewer::Spectator));
    }
    // Options the rules refuse: Powers without the Dark Alley, a Duel of three.
    for body in [
        json!({ "players": 2, "powers": true }),
        json!({ "players": 3, "duel": true }),
    ] {
        let (status, err) = app.post("/api/games", body, None).await;
        assert_eq!(status, 400, "{err}");
    }
    assert_eq!(
        metric(&app, "trickerion_bot_commands_rejected_total").await,
        0
    );
    app.stop().await;
}

/// 004 "Dahlgaard's Academy": an Academy game is created with
/// the option, shown with it in the lobby and the public list, records the
/// Academy content it is played with, is played by bots to the end with the
/// view's `academy` section and the provisional-content flag, and replays
/// from the store to the broadcast view.
async fn academy_games_are_listed_and_played_by_bots_to_the_end(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let app = spawn_app_on(&db).await;
    let (id, creator, _) = app
        .game_with_bots(
            &[Some("normal"), Some("random"), Some("normal")],
            json!({ "players": 3, "dark_alley": true, "academy": true, "listed": true }),
        )
        .await;
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(lobby["options"]["academy"], true, "{lobby}");
    let content = lobby["options"]["content"].as_array().unwrap();
    assert_eq!(content.len(), 1, "{lobby}");
    assert_eq!(content[0]["id"], "academy");
    let (_, list) = app.get("/api/games").await;
    let listed = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["game_id"] == id.as_str())
        .cloned()
        .expect("the listed game");
    assert_eq!(listed["options"]["academy"], true, "{listed}");
    let mut spectator = app.connect(&id, None).await;
    let (status, _) = app
        .post(&format!("/api/games/{id}/start"), json!({}), Some(&creator))
        .await;
    assert_eq!(status, 200);
    let last = spectator.until_finished().await;
    assert!(last["view"]["academy"].is_object(), "{}", last["view"]);
    assert_eq!(last["view"]["provisional_content"], true);
    let replayed = replay_from_store(&store, &id).await;
    assert!(replayed.game.is_over());
    assert!(replayed.game.config().options.academy);
    assert_eq!(last["view"], view_json(&replayed.game, Viewer::Spectator));
    // Without the Dark Alley the rules refuse it.
    let (status, err) = app
        .post("/api/games", json!({ "players": 3, "academy": true }), None)
        .await;
    assert_eq!(status, 400, "{err}");
    assert_eq!(
        metric(&app, "trickerion_bot_commands_rejected_total").await,
        0
    );
    app.stop().await;
}

/// Bot levels at the table: a hard bot (the search, thinking off the async
/// runtime) plays a game to the end against an easy and a normal
/// one; an unknown level is refused with a typed error and seats nothing;
/// `greedy`, the normal bot's name in games seated before the levels had
/// names, still seats it.
async fn a_hard_bot_plays_to_the_end_and_unknown_levels_are_refused(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let mut config = db.config();
    config.hard_bot_think = std::time::Duration::from_millis(30);
    let app = spawn_app_with(config, None).await;
    let (id, creator) = app.create(json!({ "players": 3 })).await;
    let bot = |s: u8| format!("/api/games/{id}/seats/{s}/bot");
    let (status, err) = app
        .post(&bot(0), json!({ "level": "grandmaster" }), Some(&creator))
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert!(lobby["seats"][0]["bot"].is_null(), "{lobby}");
    for (s, level, shown) in [
        (0, "hard", "hard"),
        (1, "easy", "easy"),
        (2, "greedy", "normal"),
    ] {
        let (status, lobby) = app
            .post(&bot(s), json!({ "level": level }), Some(&creator))
            .await;
        assert_eq!(status, 201, "{lobby}");
        assert_eq!(lobby["seats"][usize::from(s)]["bot"], shown);
    }
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    let names: Vec<&str> = lobby["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Hard bot", "Easy bot", "Normal bot"]);

    let mut spectator = app.connect(&id, None).await;
    let (status, _) = app
        .post(&format!("/api/games/{id}/start"), json!({}), Some(&creator))
        .await;
    assert_eq!(status, 200);
    let last = spectator.until_finished().await;
    let replayed = replay_from_store(&store, &id).await;
    assert!(replayed.game.is_over());
    assert_eq!(last["view"], view_json(&replayed.game, Viewer::Spectator));
    let levels: Vec<_> = replayed
        .stored
        .seats
        .iter()
        .map(|s| s.bot.map(|b| b.level))
        .collect();
    use trickerion_bot::BotLevel::{Easy, Hard, Normal};
    assert_eq!(levels, [Some(Hard), Some(Easy), Some(Normal)]);
    assert_eq!(
        metric(&app, "trickerion_bot_commands_rejected_total").await,
        0
    );
    app.stop().await;
}

on_both_backends!(
    a_hard_bot_plays_to_the_end_and_unknown_levels_are_refused,
    bot_only_game_finishes_and_survives_a_restart,
    human_plays_between_bots,
    powers_and_duel_games_are_played_by_bots_to_the_end,
    academy_games_are_listed_and_played_by_bots_to_the_end,
);
