//! Table chat on both backends: a message is acknowledged once stored and
//! reaches every reader of its channel in order; the channels keep to their
//! readers; messages survive a restart; bad input, posts out of turn and
//! fast chatter are refused with a typed error and store nothing.

#[macro_use]
mod common;

use serde_json::{json, Value};

use common::*;
use trickerion_server::protocol::{ChatChannel, CHAT_PAGE, MAX_CHAT_CHARS};

on_both_backends!(
    messages_reach_their_readers_in_order,
    spectators_never_read_the_table,
    the_creator_closes_the_spectators_chat_and_mutes_a_name,
    bad_chat_is_refused_and_nothing_is_stored,
    a_socket_that_chats_too_fast_is_refused,
    a_crowd_of_spectators_cannot_flood_the_game,
    chat_survives_a_restart_and_pages_back,
    a_finished_games_table_chat_is_shown_with_its_replay,
);

/// Sends a chat message; the `chat_ack` or `error` answering it.
async fn say(
    client: &mut Client,
    id: &str,
    channel: &str,
    text: &str,
    name: Option<&str>,
) -> Value {
    let mut message = json!({ "type": "chat", "request_id": id, "channel": channel, "text": text });
    if let Some(name) = name {
        message["name"] = json!(name);
    }
    client.send_text(message.to_string()).await;
    client
        .wait(|m| (m["type"] == "chat_ack" || m["type"] == "error") && m["request_id"] == id)
        .await
}

/// The next `chat` message a client is sent.
async fn heard(client: &mut Client) -> Value {
    client.wait(|m| m["type"] == "chat").await["message"].clone()
}

/// Every stored message of `channel`, oldest first.
async fn stored(db: &TestDb, game_id: &str, channel: ChatChannel) -> Vec<String> {
    let store = db.store().await;
    let (messages, _) = store
        .chat_page(game_id, channel, None, 1000)
        .await
        .expect("chat reads");
    store.close().await;
    messages.into_iter().map(|m| m.text).collect()
}

async fn messages_reach_their_readers_in_order(backend: Backend) {
    let (app, _db) = spawn_app(backend).await;
    let game = app.started_game(2).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let mut p1 = app.connect(&game.game_id, Some(&game.tokens[1])).await;
    // Both seats send without waiting for answers: the game orders them.
    for i in 0..4 {
        for (seat, client) in [&mut p0, &mut p1].into_iter().enumerate() {
            let message = json!({
                "type": "chat", "request_id": format!("c{i}"), "channel": "table",
                "text": format!("seat {seat} says {i}")
            });
            client.send_text(message.to_string()).await;
        }
    }
    let mut seen = [Vec::new(), Vec::new()];
    for (client, seen) in [&mut p0, &mut p1].into_iter().zip(&mut seen) {
        for _ in 0..8 {
            let m = heard(client).await;
            assert_eq!(m["channel"], "table");
            seen.push((
                m["id"].as_u64().unwrap(),
                m["text"].as_str().unwrap().to_string(),
            ));
        }
    }
    assert_eq!(seen[0], seen[1], "every reader gets the same order");
    let ids: Vec<u64> = seen[0].iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, (1..=8).collect::<Vec<_>>());
    for seat in 0..2 {
        let own: Vec<&str> = seen[0]
            .iter()
            .map(|(_, t)| t.as_str())
            .filter(|t| t.starts_with(&format!("seat {seat}")))
            .collect();
        let sent: Vec<String> = (0..4).map(|i| format!("seat {seat} says {i}")).collect();
        assert_eq!(
            own, sent,
            "a seat's messages keep the order it sent them in"
        );
    }
    // Each acknowledgement names the id its message was stored under.
    for i in 0..4 {
        let ack = p0
            .wait(|m| m["type"] == "chat_ack" && m["request_id"] == format!("c{i}"))
            .await;
        let id = ack["id"].as_u64().unwrap();
        assert_eq!(
            seen[0].iter().find(|(x, _)| *x == id).unwrap().1,
            format!("seat 0 says {i}")
        );
    }
}

async fn spectators_never_read_the_table(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let game = app.started_game(2).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let mut watcher = app.connect(&game.game_id, None).await;
    let ack = say(&mut p0, "t1", "table", "our plan: <b>secret</b>", None).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    let own = heard(&mut p0).await;
    assert_eq!(own["name"], "P0");
    assert_eq!(own["seat"], 0);
    assert_eq!(
        own["text"], "our plan: <b>secret</b>",
        "stored and sent as text"
    );
    // A spectator posts in the table channel: refused.
    let refused = say(&mut watcher, "s0", "table", "let me in", Some("Watcher")).await;
    assert_eq!(refused["error"], "forbidden", "{refused}");
    // A spectator's message reaches the spectator and the players...
    let ack = say(
        &mut watcher,
        "s1",
        "spectators",
        "nice table",
        Some("Watcher"),
    )
    .await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    let first = heard(&mut watcher).await;
    // ...and it is the first chat the spectator got: the table's came
    // before it and was never sent to this socket.
    assert_eq!(first["channel"], "spectators", "{first}");
    assert_eq!(first["seat"], Value::Null);
    assert_eq!(first["name"], "Watcher");
    assert!(
        !watcher.inbox.iter().any(|m| m["type"] == "chat"),
        "{:?}",
        watcher.inbox
    );
    assert_eq!(heard(&mut p0).await["text"], "nice table");
    // A player reads the spectators' chat but does not post in it.
    let refused = say(&mut p0, "t2", "spectators", "hello watchers", None).await;
    assert_eq!(refused["error"], "forbidden", "{refused}");
    // A spectator asking for the table's history is refused too.
    watcher
        .send_text(
            json!({ "type": "chat_history", "request_id": "h", "channel": "table" }).to_string(),
        )
        .await;
    let refused = watcher.wait(|m| m["request_id"] == "h").await;
    assert_eq!(refused["error"], "forbidden", "{refused}");
    // A spectator who connects later gets the spectators' history only.
    let mut late = app.connect(&game.game_id, None).await;
    let history = late.wait(|m| m["type"] == "chat_history").await;
    assert_eq!(history["channel"], "spectators");
    assert_eq!(history["messages"].as_array().unwrap().len(), 1);
    say(&mut late, "l1", "spectators", "hi", Some("Late")).await;
    heard(&mut late).await;
    assert!(
        !late
            .inbox
            .iter()
            .any(|m| m["channel"] == "table" || m["message"]["channel"] == "table"),
        "{:?}",
        late.inbox
    );
    // A player who connects again gets both channels' history.
    let mut again = app.connect(&game.game_id, Some(&game.tokens[1])).await;
    let mut channels = Vec::new();
    for _ in 0..2 {
        let h = again.wait(|m| m["type"] == "chat_history").await;
        channels.push(h["channel"].as_str().unwrap().to_string());
    }
    assert_eq!(channels, ["table", "spectators"]);
    assert_eq!(
        stored(&db, &game.game_id, ChatChannel::Table).await,
        ["our plan: <b>secret</b>"]
    );
}

async fn the_creator_closes_the_spectators_chat_and_mutes_a_name(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let (game_id, creator) = app.create(json!({ "players": 2 })).await;
    let token = app.join(&game_id, 0, "Ann").await;
    app.join(&game_id, 1, "Bob").await;
    app.start(&game_id, &creator).await;
    assert_eq!(app.lobby(&game_id).await["spectator_chat"], true);
    let path = format!("/api/games/{game_id}/chat");
    let (status, body) = app
        .put(&path, json!({ "spectators_open": false }), Some(&token))
        .await;
    assert_eq!(
        (status, &body["error"]),
        (401, &json!("unauthorized")),
        "{body}"
    );
    let (status, body) = app
        .put(&path, json!({ "loud": true }), Some(&creator))
        .await;
    assert_eq!(status, 400, "unknown fields are refused: {body}");
    let (status, settings) = app
        .put(&path, json!({ "spectators_open": false }), Some(&creator))
        .await;
    assert_eq!(status, 200, "{settings}");
    assert_eq!(settings["spectators_open"], false);
    assert_eq!(app.lobby(&game_id).await["spectator_chat"], false);

    let mut player = app.connect(&game_id, Some(&token)).await;
    let mut watcher = app.connect(&game_id, None).await;
    let refused = say(&mut watcher, "s1", "spectators", "anyone?", Some("Watcher")).await;
    assert_eq!(refused["error"], "forbidden", "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("closed"));
    // The players' table goes on; nobody gets a spectators' message.
    say(&mut player, "p1", "table", "quiet now", None).await;
    assert_eq!(heard(&mut player).await["channel"], "table");
    assert!(stored(&db, &game_id, ChatChannel::Spectators)
        .await
        .is_empty());

    // Open again, with one name muted (and names that look like it).
    let (_, settings) = app
        .put(
            &path,
            json!({ "spectators_open": true, "mute": "Troll" }),
            Some(&creator),
        )
        .await;
    assert_eq!(
        settings,
        json!({ "spectators_open": true, "muted": ["Troll"] })
    );
    for name in ["Troll", "troll", "TROLL "] {
        let refused = say(&mut watcher, "s2", "spectators", "boo", Some(name)).await;
        assert_eq!(refused["error"], "forbidden", "{name}: {refused}");
    }
    // A spectator may not take a player's name either.
    let refused = say(&mut watcher, "s3", "spectators", "it's me", Some("ann")).await;
    assert_eq!(refused["error"], "forbidden", "{refused}");
    // Refused messages count against a socket's chat allowance too: a
    // fresh socket posts.
    let mut kind = app.connect(&game_id, None).await;
    let ack = say(&mut kind, "s4", "spectators", "gl hf", Some("Kind")).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    assert_eq!(heard(&mut player).await["text"], "gl hf");
    let (_, settings) = app
        .put(&path, json!({ "unmute": "troll" }), Some(&creator))
        .await;
    assert_eq!(settings["muted"], json!([]));
    assert_eq!(
        stored(&db, &game_id, ChatChannel::Spectators).await,
        ["gl hf"]
    );
}

async fn bad_chat_is_refused_and_nothing_is_stored(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let game = app.started_game(2).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let too_long = "x".repeat(MAX_CHAT_CHARS + 1);
    let cases = [
        (json!({ "channel": "table", "text": too_long }), "too_large"),
        (
            json!({ "channel": "table", "text": "  \n " }),
            "bad_request",
        ),
        (
            json!({ "channel": "table", "text": "bell\u{7}" }),
            "bad_request",
        ),
        (
            json!({ "channel": "lobby", "text": "hi" }),
            "unknown_message",
        ),
        (
            json!({ "channel": "table", "text": "hi", "html": true }),
            "unknown_message",
        ),
        (
            json!({ "channel": "table", "text": "hi", "name": "Someone" }),
            "bad_request",
        ),
    ];
    for (i, (fields, code)) in cases.into_iter().enumerate() {
        let mut message = json!({ "type": "chat", "request_id": format!("b{i}") });
        message
            .as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        p0.send_text(message.to_string()).await;
        let answer = p0.wait(|m| m["request_id"] == format!("b{i}")).await;
        assert_eq!(answer["type"], "error", "{message}: {answer}");
        assert_eq!(answer["error"], code, "{message}: {answer}");
    }
    // The limit counts characters once trimmed, not bytes.
    let ack = say(
        &mut p0,
        "ok",
        "table",
        &format!("  {}  ", "é".repeat(MAX_CHAT_CHARS)),
        None,
    )
    .await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    assert_eq!(ack["id"], 1, "refused messages took no id");
    let kept = stored(&db, &game.game_id, ChatChannel::Table).await;
    assert_eq!(kept, ["é".repeat(MAX_CHAT_CHARS)]);
    assert!(stored(&db, &game.game_id, ChatChannel::Spectators)
        .await
        .is_empty());
}

async fn a_socket_that_chats_too_fast_is_refused(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let game = app.started_game(2).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let burst = trickerion_server::chat::CHAT_BURST as usize;
    for i in 0..=burst {
        let message = json!({ "type": "chat", "request_id": format!("f{i}"), "channel": "table", "text": format!("spam {i}") });
        p0.send_text(message.to_string()).await;
    }
    for i in 0..burst {
        let ack = p0.wait(|m| m["request_id"] == format!("f{i}")).await;
        assert_eq!(ack["type"], "chat_ack", "{ack}");
    }
    let refused = p0.wait(|m| m["request_id"] == format!("f{burst}")).await;
    assert_eq!(refused["error"], "rate_limited", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("chatting too fast"),
        "{refused}"
    );
    // The allowance is the socket's: the other seat still chats.
    let mut p1 = app.connect(&game.game_id, Some(&game.tokens[1])).await;
    let ack = say(&mut p1, "x", "table", "calm down", None).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    // Game commands are not held back by the chat allowance.
    let command = p0.legal()[0].clone();
    assert_eq!(p0.play(&command, None).await["type"], "ack");
    assert_eq!(
        stored(&db, &game.game_id, ChatChannel::Table).await.len(),
        burst + 1
    );
}

/// Spectators each within their own allowance, together, are held to the
/// game's allowance for its spectators' channel; the players' table and the
/// game go on.
async fn a_crowd_of_spectators_cannot_flood_the_game(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let game = app.started_game(2).await;
    let burst = trickerion_server::chat::CHAT_BURST as usize;
    let gallery = trickerion_server::chat::GALLERY_BURST as usize;
    let crowd = gallery / burst + 2;
    let mut watchers = Vec::new();
    for _ in 0..crowd {
        watchers.push(app.connect(&game.game_id, None).await);
    }
    for (w, watcher) in watchers.iter_mut().enumerate() {
        for i in 0..burst {
            let message = json!({ "type": "chat", "request_id": format!("w{w}-{i}"), "channel": "spectators", "text": "wow", "name": format!("Fan{w}") });
            watcher.send_text(message.to_string()).await;
        }
    }
    let (mut acked, mut busy) = (0, 0);
    for (w, watcher) in watchers.iter_mut().enumerate() {
        for i in 0..burst {
            let id = format!("w{w}-{i}");
            let answer = watcher.wait(|m| m["request_id"] == id.as_str()).await;
            if answer["type"] == "chat_ack" {
                acked += 1;
            } else {
                assert_eq!(answer["error"], "rate_limited", "{answer}");
                assert!(
                    answer["message"].as_str().unwrap().contains("busy"),
                    "{answer}"
                );
                busy += 1;
            }
        }
    }
    assert!(busy > 0, "{acked} taken, none refused");
    assert!(acked >= gallery, "the burst is taken: {acked}");
    assert_eq!(
        stored(&db, &game.game_id, ChatChannel::Spectators)
            .await
            .len(),
        acked
    );
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    assert_eq!(
        say(&mut p0, "t", "table", "still here", None).await["type"],
        "chat_ack"
    );
    let command = p0.legal()[0].clone();
    assert_eq!(p0.play(&command, None).await["type"], "ack");
}

async fn chat_survives_a_restart_and_pages_back(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    let game = app.started_game(2).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let mut watcher = app.connect(&game.game_id, None).await;
    assert_eq!(
        say(&mut p0, "a", "table", "before the crash", None).await["type"],
        "chat_ack"
    );
    assert_eq!(
        say(&mut watcher, "b", "spectators", "me too", Some("Watcher")).await["type"],
        "chat_ack"
    );
    // Abrupt stop: what was acknowledged is stored.
    app.kill();
    drop((p0, watcher));
    // Older messages written straight to the store (as a long game would
    // have them) before the server comes back.
    let store = db.store().await;
    for id in 3..=(CHAT_PAGE as u64 + 7) {
        store
            .append_chat(
                &game.game_id,
                &trickerion_server::protocol::ChatMessage {
                    id,
                    channel: ChatChannel::Table,
                    seat: Some(trickerion_server::engine::Seat(1)),
                    name: "P1".into(),
                    text: format!("line {id}"),
                    sent_at: 1,
                    version: None,
                },
            )
            .await
            .unwrap();
    }
    store.close().await;
    let app = spawn_app_on(&db).await;
    let mut p0 = app.connect(&game.game_id, Some(&game.tokens[0])).await;
    let latest = p0
        .wait(|m| m["type"] == "chat_history" && m["channel"] == "table")
        .await;
    let messages = latest["messages"].as_array().unwrap();
    assert_eq!(messages.len(), CHAT_PAGE);
    assert_eq!(latest["more"], true);
    assert_eq!(
        messages.last().unwrap()["text"],
        format!("line {}", CHAT_PAGE + 7)
    );
    let oldest_shown = messages[0]["id"].as_u64().unwrap();
    p0.send_text(
        json!({ "type": "chat_history", "request_id": "older", "channel": "table", "before": oldest_shown })
            .to_string(),
    )
    .await;
    let older = p0.wait(|m| m["request_id"] == "older").await;
    assert_eq!(older["type"], "chat_history", "{older}");
    assert_eq!(older["more"], false);
    let texts: Vec<&str> = older["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts.first(), Some(&"before the crash"));
    assert_eq!(
        texts.len() as u64,
        oldest_shown - 2,
        "every older table message"
    );
    let spectators = p0
        .wait(|m| m["type"] == "chat_history" && m["channel"] == "spectators")
        .await;
    assert_eq!(spectators["messages"][0]["text"], "me too");
    // New messages go on after the stored ones.
    let ack = say(&mut p0, "c", "table", "back again", None).await;
    assert_eq!(ack["id"], CHAT_PAGE as u64 + 8, "{ack}");
}

/// Plays seat 0 with seeded random legal commands until the game is over.
async fn play_to_the_end(client: &mut Client) {
    let mut seed: u64 = 7;
    loop {
        if client
            .state
            .as_ref()
            .is_some_and(|s| s["status"] == "finished")
        {
            return;
        }
        let legal = client.legal();
        if legal.is_empty() {
            let next = client.version() + 1;
            client.wait_version(next).await;
            continue;
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let command = legal[(seed >> 33) as usize % legal.len()].clone();
        let version = client.version();
        let reply = client.play(&command, Some(version)).await;
        if reply["type"] != "ack" {
            // A bot moved first: play on from the state it left.
            client.wait_version(version + 1).await;
        }
    }
}

async fn a_finished_games_table_chat_is_shown_with_its_replay(backend: Backend) {
    let (app, _db) = spawn_app(backend).await;
    let (id, creator, tokens) = app
        .game_with_bots(&[None, Some("random")], json!({ "players": 2 }))
        .await;
    app.start(&id, &creator).await;
    let mut p0 = app.connect(&id, Some(&tokens[0])).await;
    let mut watcher = app.connect(&id, None).await;
    let ack = say(&mut p0, "c1", "table", "good luck", None).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    let ack = say(&mut watcher, "s1", "spectators", "enjoy", Some("Vera")).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");

    // While the game is played the table chat is its seats' alone.
    let (status, body) = app.get(&format!("/api/games/{id}/chat")).await;
    assert_eq!(status, 409, "{body}");
    assert!(body["message"]
        .as_str()
        .unwrap()
        .contains("once the game is over"));

    play_to_the_end(&mut p0).await;
    let last = p0.version();
    let ack = say(&mut p0, "c2", "table", "well played", None).await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");

    let (status, chat) = app.get(&format!("/api/games/{id}/chat")).await;
    assert_eq!(status, 200, "{chat}");
    let messages = chat["messages"].as_array().unwrap();
    let said: Vec<(&str, u64)> = messages
        .iter()
        .map(|m| (m["text"].as_str().unwrap(), m["version"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        said.len(),
        2,
        "the spectators' chat is not the table's: {chat}"
    );
    assert_eq!(said[0].0, "good luck");
    assert!(said[0].1 < last, "written before the last move: {chat}");
    assert_eq!(
        said[1],
        ("well played", last),
        "written after the last move"
    );
    assert_eq!(messages[0]["name"], "Human0");
    assert_eq!(chat["more"], false);

    // Older pages, and a query that is not one.
    let before = messages[1]["id"].as_u64().unwrap();
    let (status, page) = app
        .get(&format!("/api/games/{id}/chat?before={before}"))
        .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["messages"].as_array().unwrap().len(), 1);
    assert_eq!(page["messages"][0]["text"], "good luck");
    let (status, body) = app.get(&format!("/api/games/{id}/chat?before=x")).await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = app.get("/api/games/nosuchgame/chat").await;
    assert_eq!(status, 404, "{body}");
}
