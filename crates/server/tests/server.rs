//! End-to-end tests on a real port with real WebSocket clients, each run
//! against SQLite (`sqlite::*`) and Postgres (`postgres::*`).

#[macro_use]
mod common;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};

use common::*;
use trickerion_server::engine::{Game, Seat, Viewer};

/// Plays up to `steps` commands one at a time, each picked from the seat's
/// `legal_commands`, and checks after each that every client sees exactly
/// the view a local replay gives its viewer. Returns the local game.
async fn play_checked(
    game: &mut Game,
    players: &mut [Client],
    spectator: Option<&mut Client>,
    steps: usize,
    pick: &mut Pick,
) -> u64 {
    let mut spectator = spectator;
    let mut version = players[0].version();
    for _ in 0..steps {
        let waiting = game.waiting_for();
        if game.is_over() || waiting.is_empty() {
            break;
        }
        let seat = waiting[pick.index(waiting.len())];
        let client = &mut players[seat.index()];
        client.wait_version(version).await;
        let legal = client.legal();
        assert_eq!(
            json!(legal),
            legal_json(game, seat),
            "legal commands of {seat}"
        );
        assert!(
            !legal.is_empty(),
            "{seat} is waited for but has no legal command"
        );
        let command = legal[pick.index(legal.len())].clone();
        let ack = client.play(&command, Some(version)).await;
        assert_eq!(ack["type"], "ack", "{command} -> {ack}");
        version += 1;
        assert_eq!(ack["version"], version);
        game.apply(seat, &command_from(&command))
            .expect("accepted by the server, so legal");
        for (s, client) in players.iter_mut().enumerate() {
            let state = client.wait_version(version).await;
            assert_eq!(state["version"], version);
            let seat = Seat(s as u8);
            assert_eq!(
                state["view"],
                view_json(game, Viewer::Seat(seat)),
                "view of {seat}"
            );
            assert_eq!(state["view"]["viewer"], json!({ "seat": s }));
            assert_eq!(state["legal_commands"], legal_json(game, seat));
        }
        if let Some(spectator) = spectator.as_deref_mut() {
            let state = spectator.wait_version(version).await;
            assert_eq!(state["view"], view_json(game, Viewer::Spectator));
            assert_eq!(state["view"]["viewer"], "spectator", "never a seat's view");
            assert_eq!(state["legal_commands"], json!([]));
        }
    }
    version
}

async fn the_lobby_checks_options_seats_players_and_starts_with_the_creators_token(
    backend: Backend,
) {
    let (app, _db) = spawn_app(backend).await;

    // Options the rules refuse, and malformed bodies, get JSON errors.
    let (status, err) = app.post("/api/games", json!({ "players": 7 }), None).await;
    assert_eq!(status, 400, "{err}");
    assert_eq!(err["error"], "bad_request");
    assert!(err["message"].as_str().unwrap().contains("set up"), "{err}");
    let res = app
        .http
        .post(app.url("/api/games"))
        .header("content-type", "application/json")
        .body("{ not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 400);
    let err: Value = res.json().await.unwrap();
    assert_eq!(err["error"], "invalid_json");
    let (status, err) = app
        .post("/api/games", json!({ "players": 2, "colour": "red" }), None)
        .await;
    assert_eq!(status, 400);
    assert!(err["message"].as_str().unwrap().contains("colour"), "{err}");
    // A misspelt or unknown option is refused, not ignored.
    let (status, err) = app
        .post(
            "/api/games",
            json!({ "players": 3, "acadamy": true, "bogus": 1 }),
            None,
        )
        .await;
    assert_eq!(status, 400);
    assert!(
        err["message"].as_str().unwrap().contains("acadamy"),
        "{err}"
    );
    // The Academy and the Heir reach the rules, which check the
    // combination (the Heir's games: tests/heir.rs).
    for (body, says) in [
        (
            json!({ "players": 3, "academy": true }),
            "only be played with the Dark Alley",
        ),
        (
            json!({ "players": 2, "heir": true }),
            "solo mode: one player",
        ),
        (
            json!({ "players": 1, "heir": true }),
            "played with the Dark Alley",
        ),
    ] {
        let (status, err) = app.post("/api/games", body, None).await;
        assert_eq!(status, 400, "{err}");
        assert_eq!(err["error"], "bad_request");
        assert!(err["message"].as_str().unwrap().contains(says), "{err}");
    }

    // The 20-Fame caps default to on with the Dark Alley, off without it.
    for (body, caps) in [
        (json!({ "players": 2, "dark_alley": true }), true),
        (
            json!({ "players": 2, "dark_alley": true, "fame_caps": false }),
            false,
        ),
        (json!({ "players": 2 }), false),
    ] {
        let (status, created) = app.post("/api/games", body, None).await;
        assert_eq!(status, 201, "{created}");
        let (_, lobby) = app.get(created["api_url"].as_str().unwrap()).await;
        assert_eq!(lobby["options"]["fame_caps"], caps, "{lobby}");
        // New games are played under the current rules version.
        assert_eq!(
            lobby["rules_version"],
            trickerion_server::engine::RULES_VERSION,
            "{lobby}"
        );
    }

    let (status, created) = app
        .post(
            "/api/games",
            json!({ "players": 3, "beginner_setup": true }),
            None,
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["game_id"].as_str().unwrap();
    let creator = created["creator_token"].as_str().unwrap();
    assert_eq!(created["lobby_url"], format!("/g/{id}"));
    assert_eq!(created["ws_url"], format!("/api/games/{id}/ws"));

    let (status, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(lobby["status"], "lobby");
    assert_eq!(lobby["options"]["players"], 3);
    assert_eq!(lobby["options"]["beginner_setup"], true);
    assert_eq!(lobby["seats"].as_array().unwrap().len(), 3);
    assert!(lobby["seats"][0]["name"].is_null());
    assert!(lobby.get("seed").is_none() && lobby["options"].get("seed").is_none());

    // Unknown games.
    assert_eq!(app.get("/api/games/zzzzzzzzzz").await.0, 404);
    assert_eq!(app.get("/api/games/..%2F..").await.0, 404);

    // Join, conflicts, bad names, bad seats.
    let seat = |s: u8| format!("/api/games/{id}/seats/{s}");
    let (status, alice) = app.post(&seat(0), json!({ "name": "Alice" }), None).await;
    assert_eq!(status, 201, "{alice}");
    let alice_token = alice["seat_token"].as_str().unwrap().to_string();
    assert_eq!(alice_token.len(), 64);
    let (status, err) = app.post(&seat(0), json!({ "name": "Bob" }), None).await;
    assert_eq!((status, err["error"].as_str()), (409, Some("conflict")));
    let (status, _) = app.post(&seat(5), json!({ "name": "Bob" }), None).await;
    assert_eq!(status, 400);
    let (status, _) = app.post(&seat(1), json!({ "name": "  " }), None).await;
    assert_eq!(status, 400);
    let (status, err) = app
        .post(&seat(1), json!({ "name": "x".repeat(20_000) }), None)
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (413, Some("too_large")),
        "{err}"
    );
    let (status, bob) = app.post(&seat(1), json!({ "name": "Bob" }), None).await;
    assert_eq!(status, 201);
    let bob_token = bob["seat_token"].as_str().unwrap().to_string();

    // Alice moves to seat 2 with her token, keeping it.
    let (status, moved) = app
        .post(&seat(2), json!({ "name": "Alice" }), Some(&alice_token))
        .await;
    assert_eq!(status, 200, "{moved}");
    assert_eq!(moved["seat"], 2);
    assert_eq!(moved["seat_token"], alice_token);
    let (_, lobby) = app.get(&format!("/api/games/{id}")).await;
    assert!(lobby["seats"][0]["name"].is_null());
    assert_eq!(lobby["seats"][2]["name"], "Alice");

    // Leaving needs the seat's own token.
    assert_eq!(app.delete(&seat(1), None).await.0, 401);
    assert_eq!(app.delete(&seat(1), Some(&alice_token)).await.0, 401);
    assert_eq!(app.delete(&seat(1), Some(&bob_token)).await.0, 204);

    // Starting needs the creator's token and every seat taken.
    let start = format!("/api/games/{id}/start");
    let (status, err) = app.post(&start, json!({}), Some(&alice_token)).await;
    assert_eq!((status, err["error"].as_str()), (401, Some("unauthorized")));
    let (status, err) = app.post(&start, json!({}), Some(creator)).await;
    assert_eq!(status, 409, "{err}");
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("free seats: 0, 1"),
        "{err}"
    );
    app.post(&seat(0), json!({ "name": "Carol" }), None).await;
    app.post(&seat(1), json!({ "name": "Dan" }), None).await;
    let (status, lobby) = app.post(&start, json!({}), Some(creator)).await;
    assert_eq!(status, 200, "{lobby}");
    assert_eq!(lobby["status"], "playing");

    // After the start seats are fixed.
    assert_eq!(app.delete(&seat(2), Some(&alice_token)).await.0, 409);
    assert_eq!(app.post(&start, json!({}), Some(creator)).await.0, 409);
    let names: Vec<&str> = lobby["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Carol", "Dan", "Alice"]);
    app.stop().await;
}

async fn players_and_spectators_each_see_their_own_redacted_view_and_log(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let g = app.started_game(3).await;

    let mut spectator = app.connect(&g.game_id, None).await;
    assert_eq!(spectator.viewer, json!("spectator"));
    let mut players = Vec::new();
    for (s, token) in g.tokens.iter().enumerate() {
        let client = app.connect(&g.game_id, Some(token)).await;
        assert_eq!(client.viewer, json!({ "seat": s }));
        players.push(client);
    }
    let mut game = replay_from_store(&store, &g.game_id).await.game;
    assert_eq!(
        spectator.state.as_ref().unwrap()["view"],
        view_json(&game, Viewer::Spectator)
    );

    // Through set-up and one whole turn, into the second.
    let mut pick = Pick::new(7);
    let mut version = 0;
    for _ in 0..40 {
        version = play_checked(&mut game, &mut players, Some(&mut spectator), 20, &mut pick).await;
        if game.is_over() || view_json(&game, Viewer::Spectator)["turn"].as_u64() >= Some(2) {
            break;
        }
    }
    let turn = view_json(&game, Viewer::Spectator)["turn"]
        .as_u64()
        .unwrap();
    assert!(
        turn >= 2 || game.is_over(),
        "still in turn {turn} after {version} commands"
    );

    // Every client's log is the redacted event lines for its viewer.
    let replayed = replay_from_store(&store, &g.game_id).await;
    assert_eq!(replayed.stored.log.len() as u64, version);
    assert_eq!(
        view_json(&replayed.game, Viewer::Spectator),
        view_json(&game, Viewer::Spectator)
    );
    for client in players.iter().chain(std::iter::once(&spectator)) {
        let versions: Vec<u64> = client
            .log
            .iter()
            .map(|l| l["version"].as_u64().unwrap())
            .collect();
        assert!(versions.windows(2).all(|w| w[0] <= w[1]), "log in order");
    }
    // A late spectator's snapshot carries the whole log, as seen live.
    let late = app.connect(&g.game_id, None).await;
    assert_eq!(late.log, spectator.log);
    assert_eq!(
        late.state.as_ref().unwrap()["view"],
        view_json(&game, Viewer::Spectator)
    );
    app.stop().await;
}

async fn a_second_tab_and_a_reconnecting_player_see_the_same_game(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let g = app.started_game(2).await;
    let mut players = vec![
        app.connect(&g.game_id, Some(&g.tokens[0])).await,
        app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    let mut game = replay_from_store(&store, &g.game_id).await.game;
    let mut pick = Pick::new(3);
    let version = play_checked(&mut game, &mut players, None, 3, &mut pick).await;

    // A second tab of seat 0 sees the same as the first.
    let tab = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    assert_eq!(tab.state, players[0].state);
    assert_eq!(tab.log, players[0].log);
    let (_, lobby) = app.get(&format!("/api/games/{}", g.game_id)).await;
    assert_eq!(lobby["seats"][0]["connected"], true);

    // Closing every socket of seat 1 shows it disconnected; reconnecting resumes.
    let old = players.pop().unwrap();
    let (old_state, old_log) = (old.state.clone(), old.log.clone());
    old.close().await;
    let lobby_now = app
        .lobby_until(&g.game_id, |l| l["seats"][1]["connected"] == false)
        .await;
    assert_eq!(lobby_now["seats"][1]["connected"], false, "{lobby_now}");
    let again = app.connect(&g.game_id, Some(&g.tokens[1])).await;
    assert_eq!(again.state, old_state);
    assert_eq!(again.log, old_log);
    assert_eq!(again.version(), version);
    players.push(again);
    play_checked(&mut game, &mut players, None, 3, &mut pick).await;
    app.stop().await;
}

async fn restart_keeps_every_acknowledged_command(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let app = spawn_app_on(&db).await;
    let g = app.started_game(2).await;
    let mut players = vec![
        app.connect(&g.game_id, Some(&g.tokens[0])).await,
        app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    let mut game = replay_from_store(&store, &g.game_id).await.game;
    let mut pick = Pick::new(11);
    let version = play_checked(&mut game, &mut players, None, 4, &mut pick).await;
    let before: Vec<(Option<Value>, Vec<Value>)> = players
        .iter()
        .map(|c| (c.state.clone(), c.log.clone()))
        .collect();

    // Abrupt stop: the task is aborted, nothing is flushed on purpose.
    app.kill();
    drop(players);
    let app = spawn_app_on(&db).await;
    let mut players = vec![
        app.connect(&g.game_id, Some(&g.tokens[0])).await,
        app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    for (client, (state, log)) in players.iter().zip(&before) {
        assert_eq!(client.version(), version);
        assert_eq!(&client.state, state, "identical view after restart");
        assert_eq!(&client.log, log, "identical log after restart");
    }
    let version = play_checked(&mut game, &mut players, None, 4, &mut pick).await;

    // Graceful stop, restart again.
    app.stop().await;
    drop(players);
    let app = spawn_app_on(&db).await;
    let client = app.connect(&g.game_id, Some(&g.tokens[1])).await;
    assert_eq!(client.version(), version);
    assert_eq!(
        client.state.as_ref().unwrap()["view"],
        view_json(&game, Viewer::Seat(Seat(1)))
    );
    assert_eq!(
        replay_from_store(&store, &g.game_id).await.stored.log.len() as u64,
        version
    );
    app.stop().await;
}

async fn bad_input_is_refused_and_changes_nothing(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let g = app.started_game(2).await;
    let id = &g.game_id;

    // Unknown games and bad tokens are refused before the upgrade.
    for url in [
        app.ws_url("zzzzzzzzzz", None),
        app.ws_url("nope", None),
        app.ws_url(id, Some("not-a-token")),
    ] {
        let err = tokio_tungstenite::connect_async(&url)
            .await
            .expect_err(&url);
        let tokio_tungstenite::tungstenite::Error::Http(res) = err else {
            panic!("{url}: {err}")
        };
        assert!(
            matches!(res.status().as_u16(), 401 | 404),
            "{url}: {}",
            res.status()
        );
    }

    let mut p0 = app.connect(id, Some(&g.tokens[0])).await;
    let mut p1 = app.connect(id, Some(&g.tokens[1])).await;
    let mut spectator = app.connect(id, None).await;
    let game = replay_from_store(&store, id).await.game;
    let before = p0.state.clone();

    // A command this seat may not send now: one legal for another seat, or
    // (if both may act) any well-formed command not in its list.
    let (idle, busy) = if game.legal_commands(Seat(0)).is_empty() {
        (0, 1)
    } else {
        (1, 0)
    };
    let other_legal = legal_json(&game, Seat(busy));
    let own_legal = legal_json(&game, Seat(idle));
    let refused = other_legal
        .as_array()
        .unwrap()
        .iter()
        .find(|c| !own_legal.as_array().unwrap().contains(c))
        .cloned();
    let idle_client = if idle == 0 { &mut p0 } else { &mut p1 };
    if let Some(command) = refused {
        let reply = idle_client.play(&command, None).await;
        assert_eq!(reply["type"], "error", "{reply}");
        assert_eq!(reply["error"], "illegal_command", "{reply}");
        assert!(!reply["message"].as_str().unwrap().is_empty());
    }

    // Spectators cannot play.
    let legal = legal_json(&game, Seat(busy))[0].clone();
    let reply = spectator.play(&legal, None).await;
    assert_eq!(
        (reply["type"].as_str(), reply["error"].as_str()),
        (Some("error"), Some("forbidden"))
    );

    // Malformed and unknown messages: an error, and the socket lives on.
    p0.send_text("{ nope".into()).await;
    let err = p0.wait(|m| m["type"] == "error").await;
    assert_eq!(err["error"], "invalid_json");
    p0.send_text(json!({ "type": "dance", "request_id": "x1" }).to_string())
        .await;
    let err = p0.wait(|m| m["type"] == "error").await;
    assert_eq!(
        (err["error"].as_str(), err["request_id"].as_str()),
        (Some("unknown_message"), Some("x1"))
    );
    p0.send_text(
        json!({ "type": "command", "request_id": "x2", "command": { "type": "fly" } }).to_string(),
    )
    .await;
    let err = p0.wait(|m| m["type"] == "error").await;
    assert_eq!(
        (err["error"].as_str(), err["request_id"].as_str()),
        (Some("unknown_message"), Some("x2"))
    );
    // Unknown fields are refused too (a misspelt "version" is not ignored).
    p0.send_text(
        json!({ "type": "command", "request_id": "x3", "command": { "type": "advertise" }, "versoin": 3 })
            .to_string(),
    )
    .await;
    let err = p0.wait(|m| m["type"] == "error").await;
    assert_eq!(
        (err["error"].as_str(), err["request_id"].as_str()),
        (Some("unknown_message"), Some("x3"))
    );
    assert!(
        err["message"].as_str().unwrap().contains("versoin"),
        "{err}"
    );

    // Oversized messages (over the 16 KiB limit, under the frame limit).
    let big = json!({ "type": "ping", "request_id": "big", "pad": "x".repeat(20_000) }).to_string();
    p0.send_text(big).await;
    let err = p0.wait(|m| m["type"] == "error").await;
    assert_eq!(err["error"], "too_large", "{err}");
    // Past the frame limit the connection is closed by the WebSocket layer.
    let mut p0b = app.connect(id, Some(&g.tokens[0])).await;
    p0b.send_text_or_closed("x".repeat(2 * 1024 * 1024)).await;
    p0b.until_closed().await;

    // Still alive.
    p0.send_text(json!({ "type": "ping", "request_id": "p" }).to_string())
        .await;
    let pong = p0.wait(|m| m["type"] == "pong").await;
    assert_eq!(pong["request_id"], "p");

    // Stale version: seat `busy` plays; then a command made at version 0 by
    // a seat whose options changed is refused.
    let busy_client = if busy == 0 { &mut p0 } else { &mut p1 };
    let first = legal_json(&game, Seat(busy))[0].clone();
    let ack = busy_client.play(&first, Some(0)).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    busy_client.wait_version(1).await;
    let mut after = game.clone();
    after.apply(Seat(busy), &command_from(&first)).unwrap();
    if after.legal_commands(Seat(busy)) != game.legal_commands(Seat(busy)) {
        if let Some(next) = legal_json(&after, Seat(busy)).as_array().unwrap().first() {
            let reply = busy_client.play(next, Some(0)).await;
            assert_eq!(reply["error"], "stale_version", "{reply}");
        }
    }
    let reply = busy_client.play(&first, Some(99)).await;
    assert_eq!(reply["type"], "error");

    // Nothing but the one acknowledged command was stored.
    let replayed = replay_from_store(&store, id).await;
    assert_eq!(replayed.stored.log.len(), 1);
    assert_ne!(before, None);
    app.stop().await;
}

async fn concurrent_clients_keep_logs_gap_free(backend: Backend) {
    const TARGET: u64 = 30;
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let app = Arc::new(app);
    let mut games = Vec::new();
    for _ in 0..3 {
        games.push(app.started_game(3).await);
    }
    // Every seat of every game plays from its own socket at the same time,
    // plus a second socket per seat sending the same commands (duplicates).
    let mut tasks = Vec::new();
    for (gi, g) in games.iter().enumerate() {
        for (s, token) in g.tokens.iter().enumerate() {
            for tab in 0..2u64 {
                let app = app.clone();
                let id = g.game_id.clone();
                let token = token.clone();
                tasks.push(tokio::spawn(async move {
                    let mut client = app.connect(&id, Some(&token)).await;
                    let mut pick = Pick::new((gi * 10 + s) as u64 * 2 + tab);
                    let mut acked = Vec::new();
                    // Every socket plays until its game reaches TARGET
                    // commands, so no seat is left waiting for a quitter.
                    for _ in 0..1000 {
                        let legal = client.legal();
                        let over = client.state.as_ref().unwrap()["status"] == "finished";
                        if over || client.version() >= TARGET {
                            break;
                        }
                        if legal.is_empty() {
                            let v = client.version();
                            client
                                .wait(|m| {
                                    m["type"] == "update"
                                        && m["state"]["version"].as_u64() > Some(v)
                                })
                                .await;
                            continue;
                        }
                        let command = legal[pick.index(legal.len())].clone();
                        let version = client.version();
                        let reply = client.play(&command, Some(version)).await;
                        if reply["type"] == "ack" {
                            acked.push((gi, reply["version"].as_u64().unwrap()));
                        } else {
                            // Another tab or seat got there first.
                            let code = reply["error"].as_str().unwrap();
                            assert!(
                                matches!(code, "illegal_command" | "stale_version"),
                                "{reply}"
                            );
                            // A command listed at `version` is only refused
                            // once the game has moved past it.
                            client.wait_version(version + 1).await;
                        }
                    }
                    client.close().await;
                    acked
                }));
            }
        }
    }
    let mut acked = std::collections::BTreeSet::new();
    for t in tasks {
        acked.extend(
            tokio::time::timeout(Duration::from_secs(120), t)
                .await
                .expect("clients finish")
                .expect("client task"),
        );
    }
    let mut stored = 0;
    for (gi, g) in games.iter().enumerate() {
        // Gap-free log that replays, and the server's state equals the replay.
        let replayed = replay_from_store(&store, &g.game_id).await;
        stored += replayed.stored.log.len();
        // Every stored command was acknowledged, and every ack names a
        // stored one. (Two tabs of a seat that send the same command at the
        // same version under the same request id send one command: both
        // get its ack.)
        let versions: Vec<u64> = acked
            .iter()
            .filter(|(g, _)| *g == gi)
            .map(|(_, v)| *v)
            .collect();
        let all: Vec<u64> = (1..=replayed.stored.log.len() as u64).collect();
        assert_eq!(versions, all, "acknowledged versions of game {gi}");
        let client = app.connect(&g.game_id, None).await;
        assert_eq!(client.version(), replayed.stored.log.len() as u64);
        assert_eq!(
            client.state.as_ref().unwrap()["view"],
            view_json(&replayed.game, Viewer::Spectator)
        );
        for (s, token) in g.tokens.iter().enumerate() {
            let c = app.connect(&g.game_id, Some(token)).await;
            assert_eq!(
                c.state.as_ref().unwrap()["view"],
                view_json(&replayed.game, Viewer::Seat(Seat(s as u8)))
            );
        }
    }
    assert!(stored > 0);
}

async fn storage_outage_changes_nothing(backend: Backend) {
    let db = TestDb::new(backend).await;
    let flaky = FlakyStore::new(db.store().await);
    let app = spawn_app_with(db.config(), Some(flaky.clone())).await;
    let g = app.started_game(2).await;
    let mut players = vec![
        app.connect(&g.game_id, Some(&g.tokens[0])).await,
        app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    let store = db.store().await;
    let mut game = replay_from_store(&store, &g.game_id).await.game;
    let seat = game.waiting_for()[0];
    let command = legal_json(&game, seat)[0].clone();

    flaky.set(Mode::Down);
    let reply = players[seat.index()].play(&command, Some(0)).await;
    assert_eq!(reply["error"], "unavailable", "{reply}");
    assert_eq!(app.get("/healthz").await.0, 503);
    let (status, err) = app.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!((status, err["error"].as_str()), (503, Some("unavailable")));
    flaky.set(Mode::Up);
    // The server tries the database again after `DB_RETRY_MS`.
    wait_until("the database is tried again", || async {
        app.get("/healthz").await.0 == 200
    })
    .await;

    // Nothing changed: the same command at the same version now goes through.
    assert_eq!(
        replay_from_store(&store, &g.game_id).await.stored.log.len(),
        0
    );
    let mut pick = Pick::new(5);
    play_checked(&mut game, &mut players, None, 3, &mut pick).await;
    assert_eq!(app.get("/healthz").await.0, 200);
    app.stop().await;
}

async fn leaving_seat_closes_its_sockets(backend: Backend) {
    let (app, _db) = spawn_app(backend).await;
    let (_, created) = app.post("/api/games", json!({ "players": 2 }), None).await;
    let id = created["game_id"].as_str().unwrap();
    let (_, joined) = app
        .post(
            &format!("/api/games/{id}/seats/0"),
            json!({ "name": "Ann" }),
            None,
        )
        .await;
    let token = joined["seat_token"].as_str().unwrap();
    let mut ann = app.connect(id, Some(token)).await;
    let mut watcher = app.connect(id, None).await;
    assert_eq!(
        app.delete(&format!("/api/games/{id}/seats/0"), Some(token))
            .await
            .0,
        204
    );
    let last = ann.until_closed().await;
    assert!(last.iter().any(|m| m["error"] == "seat_lost"), "{last:?}");
    let lobby = watcher
        .wait(|m| m["type"] == "lobby" && m["lobby"]["seats"][0]["name"].is_null())
        .await;
    assert_eq!(lobby["lobby"]["status"], "lobby");
    // The old token no longer opens a socket.
    assert!(
        tokio_tungstenite::connect_async(app.ws_url(id, Some(token)))
            .await
            .is_err()
    );
    app.stop().await;
}

on_both_backends!(
    the_lobby_checks_options_seats_players_and_starts_with_the_creators_token,
    players_and_spectators_each_see_their_own_redacted_view_and_log,
    a_second_tab_and_a_reconnecting_player_see_the_same_game,
    restart_keeps_every_acknowledged_command,
    bad_input_is_refused_and_changes_nothing,
    concurrent_clients_keep_logs_gap_free,
    storage_outage_changes_nothing,
    leaving_seat_closes_its_sockets,
);

#[tokio::test]
async fn a_rate_limited_socket_is_answered_and_kept_open() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        rate_per_second: 2,
        rate_burst: 5,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let (_, created) = app.post("/api/games", json!({ "players": 2 }), None).await;
    let id = created["game_id"].as_str().unwrap();
    let mut client = app.connect(id, None).await;
    for i in 0..12 {
        client
            .send_text(json!({ "type": "ping", "request_id": format!("p{i}") }).to_string())
            .await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    for _ in 0..12 {
        let m = client
            .wait(|m| m["type"] == "pong" || m["type"] == "error")
            .await;
        if m["type"] == "pong" {
            pongs += 1;
        } else {
            assert_eq!(m["error"], "rate_limited");
            limited += 1;
        }
    }
    assert!(
        pongs >= 5 && limited >= 1,
        "{pongs} pongs, {limited} limited"
    );
    // The socket stays open, and is served again as its allowance refills.
    let patience = Patience::new("a ping is answered again");
    let pong = loop {
        client
            .send_text(json!({ "type": "ping", "request_id": "later" }).to_string())
            .await;
        let m = client
            .wait(|m| m["request_id"] == "later" && (m["type"] == "pong" || m["type"] == "error"))
            .await;
        if m["type"] == "pong" {
            break m;
        }
        assert_eq!(m["error"], "rate_limited");
        patience.again().await;
    };
    assert_eq!(pong["request_id"], "later");
    app.stop().await;
}

#[tokio::test]
async fn graceful_shutdown_closes_sockets() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let mut client = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let stopping = tokio::spawn(app.stop());
    client.until_closed().await;
    tokio::time::timeout(TIMEOUT, stopping)
        .await
        .unwrap()
        .unwrap();
}

#[tokio::test]
async fn health_metrics_and_a_notice_page_are_served_without_a_web_client() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let res = app.http.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let g = app.started_game(2).await;
    let mut client = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let legal = client.legal();
    if let Some(command) = legal.first() {
        assert_eq!(client.play(command, None).await["type"], "ack");
    }
    let text = metrics_text(&app).await;
    assert!(text.contains("trickerion_games_live 1"), "{text}");
    assert!(text.contains("trickerion_connections 1"), "{text}");
    assert!(text.contains("# TYPE trickerion_command_duration_seconds histogram"));
    if !legal.is_empty() {
        assert!(
            text.contains("trickerion_commands_applied_total 1"),
            "{text}"
        );
    }
    let res = app.http.get(app.url("/g/some-game")).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert!(res.text().await.unwrap().contains("not built"));
    let (status, err) = app.get("/api/nothing-here").await;
    assert_eq!(status, 400);
    assert_eq!(err["error"], "bad_request");
    app.stop().await;
}

#[tokio::test]
async fn idle_games_unload_and_load_again_on_demand() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        idle_timeout: Duration::from_millis(200),
        ws_ping: Duration::from_millis(200),
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let g = app.started_game(2).await;
    let mut client = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    let legal = client.legal();
    let seat0_moves = !legal.is_empty();
    if seat0_moves {
        assert_eq!(client.play(&legal[0], Some(0)).await["type"], "ack");
        client.wait_version(1).await;
    }
    // Not unloaded while a socket is open: two pings later (400 ms on the
    // server, twice the idle timeout) it is still there.
    client.wait_pings(client.pings + 2).await;
    assert_eq!(metric(&app, "trickerion_games_live").await, 1);
    let state = client.state.clone();
    client.close().await;
    wait_until("an idle game leaves memory", || async {
        metric(&app, "trickerion_games_live").await == 0
    })
    .await;
    // Loaded again by replaying its log.
    let (status, lobby) = app.get(&format!("/api/games/{}", g.game_id)).await;
    assert_eq!(status, 200);
    assert_eq!(lobby["version"], u64::from(seat0_moves));
    let again = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    assert_eq!(again.state, state);
    assert_eq!(metric(&app, "trickerion_games_live").await, 1);
    app.stop().await;
}

#[tokio::test]
async fn serves_the_web_client_with_index_fallback() {
    let db = TestDb::new(Backend::Sqlite).await;
    let web = db.data_dir.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(web.join("index.html"), "<h1>client</h1>").unwrap();
    std::fs::write(web.join("assets/app.js"), "console.log(1)").unwrap();
    let config = trickerion_server::Config {
        web_dir: web,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    for (path, body) in [
        ("/", "<h1>client</h1>"),
        ("/g/abcdefghjk", "<h1>client</h1>"),
        ("/assets/app.js", "console.log(1)"),
    ] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 200, "{path}");
        assert_eq!(res.text().await.unwrap(), body, "{path}");
    }
    // API paths never fall back to the client.
    let res = app.http.put(app.url("/api/games")).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 405);
    let err: Value = res.json().await.unwrap();
    assert_eq!(err["error"], "bad_request");
    let g = app.started_game(2).await;
    let (status, err) = app.get(&format!("/api/games/{}/ws", g.game_id)).await;
    assert_eq!(status, 400);
    assert!(
        err["message"].as_str().unwrap().contains("WebSocket"),
        "{err}"
    );
    app.stop().await;
}
