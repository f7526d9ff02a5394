//! What the table needs besides the state: previews of moves before they are
//! sent, the rules' reasons for refused board things, who played each log
//! line, and spectator counts that leave players out.

mod common;

use serde_json::{json, Value};

use common::*;

async fn ask(client: &mut Client, message: Value) -> Value {
    let id = message["request_id"].as_str().unwrap().to_string();
    client.send_text(message.to_string()).await;
    client
        .wait(|m| m["request_id"] == id.as_str() && m["type"] != "ack")
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn previews_and_reasons_over_the_socket() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let mut ann = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let mut bob = app.connect(&g.game_id, Some(&g.tokens[1])).await;
    let version = ann.version();

    // A preview tells what a legal command does and changes nothing.
    let choose = json!({ "type": "choose_magician", "magician": 0 });
    let answer = ask(
        &mut ann,
        json!({ "type": "preview", "request_id": "p1", "commands": [choose] }),
    )
    .await;
    assert_eq!(answer["type"], "preview", "{answer}");
    assert_eq!(answer["version"], version);
    let result = &answer["results"][0];
    assert_eq!(result["refused"], Value::Null, "{result}");
    assert!(worded(&result["lines"][0]).contains("chooses"), "{result}");
    assert_eq!(result["command"], choose);

    // Bob may not choose yet: the preview says why, from the rules.
    let answer = ask(
        &mut bob,
        json!({ "type": "preview", "request_id": "p2", "commands": [choose] }),
    )
    .await;
    assert_eq!(
        worded(&answer["results"][0]["refused"]),
        "it is not your turn"
    );
    assert_eq!(answer["results"][0]["refused"]["id"], "err-not-your-turn");
    // Sent anyway, it is refused with the same words for each reader's
    // language, and the English message.
    let refused = bob.play(&choose, Some(version)).await;
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["error"], "illegal_command");
    assert_eq!(refused["words"]["id"], "err-not-your-turn", "{refused}");
    assert_eq!(
        worded(&refused["words"]),
        refused["message"].as_str().unwrap()
    );

    let ack = ann.play(&choose, Some(version)).await;
    assert_eq!(ack["type"], "ack");
    // The log line says who played it and carries its event.
    let state = bob.wait_version(version + 1).await;
    assert_eq!(state["version"], version + 1);
    let line = bob.log.last().unwrap().clone();
    assert_eq!(line["by"], 0, "{line}");
    assert_eq!(line["event"]["type"], "magician_chosen");

    // Now Bob is asked; the Magician Ann took is refused with a reason.
    let answer = ask(&mut bob, json!({ "type": "why_not", "request_id": "w1" })).await;
    assert_eq!(answer["type"], "why_not", "{answer}");
    let refusals = answer["refusals"].as_array().unwrap();
    let taken = refusals
        .iter()
        .find(|r| r["command"] == choose)
        .expect("the taken Magician is refused");
    assert!(
        worded(&taken["reason"]).contains("not available"),
        "{taken}"
    );

    // Too many commands in one preview, and spectators: a clear error.
    let many: Vec<Value> = (0..49).map(|_| choose.clone()).collect();
    let answer = ask(
        &mut bob,
        json!({ "type": "preview", "request_id": "p3", "commands": many }),
    )
    .await;
    assert_eq!(answer["type"], "error");
    assert_eq!(answer["error"], "bad_request");
    let mut watcher = app.connect(&g.game_id, None).await;
    let answer = ask(
        &mut watcher,
        json!({ "type": "why_not", "request_id": "w2" }),
    )
    .await;
    assert_eq!(answer["error"], "forbidden", "{answer}");
    // The game is where it was.
    assert_eq!(watcher.version(), version + 1);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_exclude_players_and_lobby_visitors() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let (_, created) = app.post("/api/games", json!({ "players": 2 }), None).await;
    let id = created["game_id"].as_str().unwrap().to_string();
    // The creator (and anyone with the invitation) looks at the lobby without a seat.
    let _creator = app.connect(&id, None).await;
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(lobby["spectators"], 0, "{lobby}");
    assert_eq!(lobby["visitors"], 1, "{lobby}");
    let g = app.started_game(2).await;
    let _ann = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let _watcher = app.connect(&g.game_id, None).await;
    let (_, lobby) = app.get(&format!("/api/games/{}", g.game_id)).await;
    assert_eq!(lobby["spectators"], 1, "{lobby}");
    assert_eq!(lobby["visitors"], 0);
    app.stop().await;
}

/// Taking back a misclick: allowed for the seat's own last command, stored as
/// a `take_back` entry, seen by the others in the log, replayed on reload.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_back_the_last_command_and_survives_a_reload() {
    let (app, db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let mut ann = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let mut bob = app.connect(&g.game_id, Some(&g.tokens[1])).await;
    assert_eq!(ann.state.as_ref().unwrap()["can_undo"], false);
    let choose = json!({ "type": "choose_magician", "magician": 0 });
    assert_eq!(ann.play(&choose, Some(0)).await["type"], "ack");
    let state = ann.wait_version(1).await;
    assert_eq!(state["can_undo"], true);
    assert_eq!(bob.wait_version(1).await["can_undo"], false);
    // Bob cannot take back Ann's move.
    bob.send_text(json!({ "type": "undo", "request_id": "u1" }).to_string())
        .await;
    let refused = bob.reply("u1").await;
    assert_eq!(refused["type"], "error", "{refused}");
    // Ann can.
    ann.send_text(json!({ "type": "undo", "request_id": "u2" }).to_string())
        .await;
    let ack = ann.reply("u2").await;
    assert_eq!(ack["type"], "ack", "{ack}");
    assert_eq!(ack["version"], 2);
    let state = bob.wait_version(2).await;
    assert_eq!(state["view"]["players"][0]["magician"], Value::Null);
    let line = english(bob.log.last().unwrap());
    assert!(line.starts_with("P0 takes back: P0 chooses"), "{line}");
    // The log holds the take-back; a reload replays it to the same game.
    let replayed = replay_from_store(&db.store().await, &g.game_id).await;
    assert_eq!(replayed.stored.log.len(), 2);
    assert_eq!(
        view_json(&replayed.game, trickerion_server::engine::Viewer::Spectator)["players"][0]
            ["magician"],
        Value::Null
    );
    app.stop().await;
}
