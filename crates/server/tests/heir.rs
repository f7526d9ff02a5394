//! 004 "Dahlgaard's Heir solo play": solo games against the Heir on the
//! server. One human seat; the Heir is the opponent the engine plays,
//! which nobody can take, join, seat a bot in or stand in for. Each test
//! runs on SQLite (`sqlite::*`) and Postgres (`postgres::*`).

#[macro_use]
mod common;

use serde_json::{json, Value};

use common::*;
use trickerion_server::engine::{Seat, Viewer};

/// Picks the player's command: progress before giving things back, so the
/// game reaches the Performances; `pick` varies the choice.
fn choose(legal: &[Value], pick: usize) -> Value {
    let onward: Vec<&Value> = legal
        .iter()
        .filter(|c| {
            !matches!(
                c["type"].as_str(),
                Some("return_trick" | "return_components")
            )
        })
        .collect();
    if onward.is_empty() {
        legal[pick % legal.len()].clone()
    } else {
        onward[pick % onward.len()].clone()
    }
}

/// Every view a spectator or the player gets hides the Heir's Plan deck
/// order: only its size and the revealed tile are shown.
/// Takes the solo seat as "Solo" and starts the game: the seat's token and
/// the started lobby.
async fn join_and_start(app: &TestApp, id: &str, creator: &str) -> (String, Value) {
    let (status, joined) = app
        .post(
            &format!("/api/games/{id}/seats/0"),
            json!({ "name": "Solo" }),
            None,
        )
        .await;
    assert_eq!(status, 201, "{joined}");
    let token = joined["seat_token"].as_str().unwrap().to_string();
    let (status, started) = app
        .post(&format!("/api/games/{id}/start"), json!({}), Some(creator))
        .await;
    assert_eq!(status, 200, "{started}");
    (token, started)
}

fn hides_the_plan_deck(view: &Value) {
    let heir = &view["heir"];
    assert!(heir.is_object(), "the view has the heir section: {view}");
    assert!(
        heir.get("plans").is_none(),
        "deck order in the view: {heir}"
    );
    assert!(heir["plans_left"].is_u64(), "{heir}");
    assert!(view.get("rng").is_none());
    assert_eq!(
        view["players"].as_array().unwrap().len(),
        1,
        "the Heir has no player entry"
    );
}

/// 004 "Dahlgaard's Heir solo play": `POST /api/games` with `players` 1,
/// `heir`, the Dark Alley and a difficulty makes a one-seat game whose lobby
/// and list show the Heir with its difficulty; seat 1 cannot be joined, given
/// a bot or a stand-in; the game starts when its one seat is taken; the
/// player plays it to the end while a spectator watches; views hide the Plan
/// deck order; the log names the Heir; the final scores hold the player and
/// the Heir; the stored game records the Heir's content and replays; a
/// rematch keeps the options.
async fn a_solo_game_against_the_heir_is_played_to_the_end(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let app = spawn_app_on(&db).await;
    let (status, created) = app
        .post(
            "/api/games",
            json!({
                "players": 1, "heir": true, "dark_alley": true, "difficulty": "hard",
                "listed": true,
                "clock": { "kind": "correspondence", "per_move_secs": 86400 },
            }),
            None,
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["game_id"].as_str().unwrap().to_string();
    let creator = created["creator_token"].as_str().unwrap().to_string();

    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(lobby["options"]["players"], 1, "{lobby}");
    assert_eq!(lobby["options"]["heir"], true);
    assert_eq!(lobby["options"]["difficulty"], "hard");
    assert_eq!(lobby["options"]["dark_alley"], true);
    assert_eq!(lobby["options"]["content"][0]["id"], "heir");
    assert_eq!(
        lobby["seats"].as_array().unwrap().len(),
        1,
        "one human seat"
    );
    let (_, list) = app.get("/api/games").await;
    let listed = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["game_id"] == id.as_str())
        .cloned()
        .expect("the listed game");
    assert_eq!(listed["options"]["heir"], true, "{listed}");
    assert_eq!(listed["options"]["difficulty"], "hard", "{listed}");

    // Nobody takes the Heir's seat: not a person, not a bot.
    let (status, err) = app
        .post(
            &format!("/api/games/{id}/seats/1"),
            json!({ "name": "Usurper" }),
            None,
        )
        .await;
    assert_eq!(status, 400, "{err}");
    let (status, err) = app
        .post(
            &format!("/api/games/{id}/seats/1/bot"),
            json!({ "level": "normal" }),
            Some(&creator),
        )
        .await;
    assert_eq!(status, 400, "{err}");

    let (token, started) = join_and_start(&app, &id, &creator).await;
    assert_eq!(started["seats"].as_array().unwrap().len(), 1);
    assert!(started["seats"][0]["clock"].is_object(), "{started}");

    // No stand-in for the Heir's seat either.
    let (status, err) = app
        .post(
            &format!("/api/games/{id}/seats/1/stand-in"),
            json!({ "level": "normal" }),
            Some(&creator),
        )
        .await;
    assert_eq!(status, 400, "{err}");

    let mut spectator = app.connect(&id, None).await;
    let mut player = app.connect(&id, Some(&token)).await;
    let mut pick = 0usize;
    let mut commands = 0;
    loop {
        let state = player.state.clone().expect("a state");
        hides_the_plan_deck(&state["view"]);
        assert!(
            state["waiting_for"]
                .as_array()
                .unwrap()
                .iter()
                .all(|s| s == 0),
            "only the player is waited for: {}",
            state["waiting_for"]
        );
        if state["status"] == "finished" {
            break;
        }
        let legal = player.legal();
        assert!(!legal.is_empty(), "the game waits for the player");
        pick = pick.wrapping_mul(31).wrapping_add(7);
        let command = choose(&legal, pick);
        let version = player.version();
        let answer = player.play(&command, Some(version)).await;
        assert_eq!(answer["type"], "ack", "{command} -> {answer}");
        player.wait_version(version + 1).await;
        commands += 1;
        assert!(commands < 5000, "the game did not end");
    }
    let end = player.state.clone().unwrap();
    let scores = end["view"]["scores"]["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 2, "the player and the Heir are scored");
    assert!(scores.iter().any(|s| s["seat"] == 1));

    // The log names the Heir, never a "Player 2".
    let texts: Vec<String> = player.log.iter().map(english).collect();
    assert!(texts.iter().any(|t| t.contains("Dahlgaard's Heir")));
    assert!(
        !texts.iter().any(|t| t.contains("Player 2")),
        "{:?}",
        texts.iter().find(|t| t.contains("Player 2"))
    );
    assert!(player.log.iter().any(|l| l["event"]["type"] == "heir"));
    assert!(
        player
            .log
            .iter()
            .any(|l| l["event"]["type"] == "character_placed" && l["event"]["seat"] == 1),
        "the Heir places its Characters"
    );

    // The spectator watched to the end, with the same hidden parts.
    let last = spectator
        .wait_version(end["version"].as_u64().unwrap())
        .await;
    hides_the_plan_deck(&last["view"]);
    let replayed = replay_from_store(&store, &id).await;
    assert!(replayed.game.is_over());
    let config = replayed.game.config();
    assert!(config.options.heir && config.options.players == 1);
    assert_eq!(config.content.len(), 1);
    assert_eq!(config.content[0].id, "heir");
    assert_eq!(last["view"], view_json(&replayed.game, Viewer::Spectator));
    assert!(replayed.stored.log.iter().all(|e| e.seat == Seat(0)));

    // The record names the one seat; the history's lines name the Heir.
    let (status, record) = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200, "{record}");
    assert_eq!(record["names"], json!(["Solo"]));
    let (status, past) = app.get(&format!("/api/games/{id}/views/30")).await;
    assert_eq!(status, 200, "{past}");
    hides_the_plan_deck(&past["view"]);

    // A rematch keeps the solo options and the one seat.
    let (status, rematch) = app
        .post(&format!("/api/games/{id}/rematch"), json!({}), Some(&token))
        .await;
    assert_eq!(status, 201, "{rematch}");
    assert_eq!(rematch["rematch"]["seats"], json!([0]));
    let new_id = rematch["rematch"]["game_id"].as_str().unwrap();
    let (_, new) = app.get(&format!("/api/games/{new_id}")).await;
    assert_eq!(new["options"], lobby["options"], "{new}");
    assert_eq!(new["seats"].as_array().unwrap().len(), 1);
    app.stop().await;
}

/// 004 "Dahlgaard's Heir solo play": the options the Heir refuses are bad
/// requests, and nothing is stored: two players, no Dark Alley, Magician
/// Powers, and a difficulty without the Heir.
async fn refused_heir_options_are_bad_requests(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    for (body, says) in [
        (
            json!({ "players": 2, "heir": true, "dark_alley": true }),
            "one player",
        ),
        (json!({ "players": 1, "heir": true }), "Dark Alley"),
        (
            json!({ "players": 1, "heir": true, "dark_alley": true, "powers": true }),
            "Magician Powers",
        ),
        (
            json!({ "players": 2, "dark_alley": true, "difficulty": "easy" }),
            "difficulty",
        ),
        (
            json!({ "players": 1, "heir": true, "dark_alley": true, "difficulty": "insane" }),
            "insane",
        ),
    ] {
        let (status, err) = app.post("/api/games", body.clone(), None).await;
        assert_eq!(status, 400, "{body}: {err}");
        assert!(
            err["message"].as_str().unwrap().contains(says),
            "{body}: {err}"
        );
    }
    let (_, list) = app.get("/api/games").await;
    assert_eq!(list["games"].as_array().map_or(0, Vec::len), 0);
    app.stop().await;
}

/// 004 "Dahlgaard's Heir solo play" with the Academy: the server creates and
/// starts the game, and the player's view carries both the `heir` and the
/// `academy` sections, with the Plan deck order hidden.
async fn the_heir_with_the_academy_is_played(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    let (status, created) = app
        .post(
            "/api/games",
            json!({ "players": 1, "heir": true, "dark_alley": true, "academy": true, "difficulty": "easy" }),
            None,
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["game_id"].as_str().unwrap().to_string();
    let creator = created["creator_token"].as_str().unwrap().to_string();
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(lobby["options"]["academy"], true, "{lobby}");
    let ids: Vec<&str> = lobby["options"]["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["id"].as_str())
        .collect();
    assert!(ids.contains(&"academy") && ids.contains(&"heir"), "{lobby}");
    let (token, _) = join_and_start(&app, &id, &creator).await;
    let player = app.connect(&id, Some(&token)).await;
    let state = player.state.clone().expect("a state");
    hides_the_plan_deck(&state["view"]);
    assert!(state["view"]["heir"].is_object(), "{}", state["view"]);
    assert!(state["view"]["academy"].is_object(), "{}", state["view"]);
    assert!(!player.legal().is_empty(), "the player has moves");
    app.stop().await;
}

on_both_backends!(
    a_solo_game_against_the_heir_is_played_to_the_end,
    the_heir_with_the_academy_is_played,
    refused_heir_options_are_bad_requests,
);
