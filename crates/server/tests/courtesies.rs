//! The courtesies of a real table, the list of games and broken games: the
//! creator frees lobby seats, bots stand in for away players and hand back,
//! clocks run out on a test clock and survive a restart, turn webhooks are
//! called, a finished game makes its rematch, listed games page, and `verify`
//! finds a game that no longer replays.

#[macro_use]
mod common;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};

use common::*;
use trickerion_server::clocks::{ManualClock, SharedClock};
use trickerion_server::engine::{Command, Game, GameConfig, GameOptions, Seat};
use trickerion_server::store::{GameStore, LogEntry};
use trickerion_server::Config;

fn config_with(db: &TestDb, clock: &Arc<ManualClock>) -> Config {
    Config {
        clock: SharedClock(clock.clone()),
        away_before_stand_in: Duration::from_secs(60),
        create_burst: 1000,
        ..db.config()
    }
}

/// The first seat the game waits for.
fn waited(lobby: &Value) -> usize {
    lobby["waiting_for"][0]
        .as_u64()
        .expect("someone is waited for") as usize
}

/// Plays the client's first legal command, if it has one; whether it was taken.
async fn play_first(client: &mut Client) -> bool {
    let Some(command) = client.legal().first().cloned() else {
        return false;
    };
    let version = client.version();
    client.play(&command, Some(version)).await["type"] == "ack"
}

/// Rule of the table: the creator frees any seat in the lobby.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_creator_frees_a_seat_in_the_lobby_but_not_in_play() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let (id, creator) = app.create(json!({ "players": 2 })).await;
    let ann = app.join(&id, 0, "Ann").await;
    let bob = app.join(&id, 1, "Bob").await;
    let seat1 = format!("/api/games/{id}/seats/1");

    let (status, body) = app.delete(&seat1, Some("not-a-token")).await;
    assert_eq!(status, 401, "{body}");
    let (status, body) = app.delete(&seat1, Some(&ann)).await;
    assert_eq!(status, 401, "another player cannot free a seat: {body}");
    let (status, body) = app.delete(&seat1, Some(&creator)).await;
    assert_eq!(status, 204, "{body}");
    let l = app.lobby(&id).await;
    assert_eq!(l["seats"][1]["name"], Value::Null);
    // Bob's token holds nothing now, and a free seat cannot be freed.
    let (status, _) = app.delete(&seat1, Some(&bob)).await;
    assert_eq!(status, 401);
    let (status, body) = app.delete(&seat1, Some(&creator)).await;
    assert_eq!(status, 409, "{body}");
    // Someone else takes it; once started, seats stay.
    app.join(&id, 1, "Cy").await;
    app.start(&id, &creator).await;
    let (status, body) = app.delete(&seat1, Some(&creator)).await;
    assert_eq!(status, 409, "{body}");
    app.stop().await;
}

/// A majority of the others hands an away seat to a bot, which
/// plays it until its player returns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stands_in_by_vote_and_hands_back_when_the_player_returns() {
    let db = TestDb::new(Backend::Sqlite).await;
    let clock = ManualClock::new(1_000_000);
    let app = spawn_app_with(config_with(&db, &clock), None).await;
    let (id, creator) = app.create(json!({ "players": 3 })).await;
    let tokens = [
        app.join(&id, 0, "Ann").await,
        app.join(&id, 1, "Bob").await,
        app.join(&id, 2, "Cy").await,
    ];
    app.start(&id, &creator).await;
    let mut ann = app.connect(&id, Some(&tokens[0])).await;
    let mut bob = app.connect(&id, Some(&tokens[1])).await;
    let path = format!("/api/games/{id}/seats/2/stand-in");

    // Presence: Cy has been away since the game loaded.
    let l = app.lobby(&id).await;
    assert_eq!(l["seats"][2]["connected"], false);
    assert_eq!(l["seats"][2]["away_since"], 1_000_000);
    assert_eq!(l["seats"][0]["away_since"], Value::Null);

    let (status, body) = app.post(&path, json!({}), Some(&tokens[0])).await;
    assert_eq!(status, 409, "too early: {body}");
    assert!(
        body["message"].as_str().unwrap().contains("after 60 s"),
        "{body}"
    );
    clock.advance(Duration::from_secs(61));
    let (status, body) = app
        .post(
            &format!("/api/games/{id}/seats/0/stand-in"),
            json!({}),
            Some(&tokens[1]),
        )
        .await;
    assert_eq!(status, 409, "Ann is at the table: {body}");
    let (status, body) = app.post(&path, json!({}), Some("not-a-token")).await;
    assert_eq!(status, 401, "{body}");

    // One vote of the two others is not a majority; the second is.
    let (status, l) = app
        .post(&path, json!({ "level": "random" }), Some(&tokens[0]))
        .await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(l["seats"][2]["stand_in"], Value::Null);
    assert_eq!(l["seats"][2]["stand_in_votes"], json!([0]));
    let (status, l) = app
        .post(&path, json!({ "level": "random" }), Some(&tokens[1]))
        .await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(
        l["seats"][2]["stand_in"],
        json!({ "level": "random", "reason": "away" })
    );

    // Ann and Bob play; the bot plays Cy's seat. Each round both people
    // catch up with the latest version, then one of them moves or, when
    // neither can, the bot must.
    let first = ann.version().max(bob.version());
    for version in first..first + 200 {
        ann.wait_version(version).await;
        bob.wait_version(version).await;
        if ann.log.iter().any(|line| line["by"] == 2) {
            break;
        }
        let _moved = play_first(&mut ann).await || play_first(&mut bob).await;
    }
    assert!(
        ann.log.iter().any(|line| line["by"] == 2),
        "the stand-in played"
    );

    // Cy comes back: the seat is hers again.
    let _cy = app.connect(&id, Some(&tokens[2])).await;
    let l = app
        .lobby_until(&id, |l| l["seats"][2]["stand_in"].is_null())
        .await;
    assert_eq!(l["seats"][2]["connected"], true);
    app.stop().await;
}

/// A live clock charges time and adds the increment; when it runs
/// out a bot takes the seat, and with no time left it keeps it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_clock_runs_out_and_a_bot_takes_the_seat() {
    let db = TestDb::new(Backend::Sqlite).await;
    let clock = ManualClock::new(5_000_000);
    let app = spawn_app_with(config_with(&db, &clock), None).await;
    let (id, creator) = app.create(
        json!({ "players": 2, "clock": { "kind": "live", "initial_secs": 120, "increment_secs": 10 } }),
    )
    .await;
    let tokens = [app.join(&id, 0, "Ann").await, app.join(&id, 1, "Bob").await];
    let l = app.start(&id, &creator).await;
    assert_eq!(l["clock"]["kind"], "live");
    assert_eq!(l["clock"]["initial_secs"], 120);
    let mut clients = [
        app.connect(&id, Some(&tokens[0])).await,
        app.connect(&id, Some(&tokens[1])).await,
    ];
    let l = app.lobby(&id).await;
    let w = waited(&l);
    assert_eq!(
        l["seats"][w]["clock"],
        json!({ "left_ms": 120_000, "running_since": 5_000_000 })
    );
    assert_eq!(l["seats"][1 - w]["clock"]["running_since"], Value::Null);

    // 30 s to move, 10 s back.
    clock.advance(Duration::from_secs(30));
    assert!(play_first(&mut clients[w]).await);
    let l = app.lobby(&id).await;
    assert_eq!(l["seats"][w]["clock"]["left_ms"], 100_000, "{l}");

    // The next seat waited for lets its time run out.
    let x = waited(&l);
    let left = l["seats"][x]["clock"]["left_ms"].as_u64().unwrap();
    clock.advance(Duration::from_millis(left + 1));
    let l = app
        .lobby_until(&id, |l| !l["seats"][x]["stand_in"].is_null())
        .await;
    assert_eq!(
        l["seats"][x]["stand_in"],
        json!({ "level": "normal", "reason": "timed_out" })
    );
    assert_eq!(l["seats"][x]["clock"]["left_ms"], 0);
    // The bot moves for the seat.
    let version = l["version"].as_u64().unwrap();
    app.lobby_until(&id, |l| {
        l["version"].as_u64() > Some(version)
            && !l["waiting_for"].as_array().unwrap().contains(&json!(x))
    })
    .await;

    // Its player's commands are refused while the bot plays, and with no
    // time left the seat stays with the bot.
    let client = &mut clients[x];
    let refused = client
        .play(&json!({ "type": "choose_magician", "magician": 0 }), None)
        .await;
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["error"], "conflict", "{refused}");
    let (status, body) = app
        .delete(
            &format!("/api/games/{id}/seats/{x}/stand-in"),
            Some(&tokens[x]),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("used up"),
        "{body}"
    );
    app.stop().await;
}

/// "forfeit" keeps the bot on the seat to the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_clock_forfeits_when_chosen() {
    let db = TestDb::new(Backend::Sqlite).await;
    let clock = ManualClock::new(7_000_000);
    let app = spawn_app_with(config_with(&db, &clock), None).await;
    let (id, creator) = app.create(
        json!({ "players": 2, "clock": { "kind": "correspondence", "per_move_secs": 3600, "on_timeout": "forfeit" } }),
    )
    .await;
    let tokens = [app.join(&id, 0, "Ann").await, app.join(&id, 1, "Bob").await];
    let l = app.start(&id, &creator).await;
    let x = waited(&l);
    clock.advance(Duration::from_secs(3601));
    let l = app
        .lobby_until(&id, |l| !l["seats"][x]["stand_in"].is_null())
        .await;
    assert_eq!(l["seats"][x]["stand_in"]["reason"], "forfeited");
    // Coming back does not undo a forfeit.
    let _back = app.connect(&id, Some(&tokens[x])).await;
    let (status, body) = app
        .delete(
            &format!("/api/games/{id}/seats/{x}/stand-in"),
            Some(&creator),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        app.lobby(&id).await["seats"][x]["stand_in"]["reason"],
        "forfeited"
    );
    app.stop().await;
}

async fn clock_survives_a_restart(backend: Backend) {
    let db = TestDb::new(backend).await;
    let clock = ManualClock::new(9_000_000);
    let app = spawn_app_with(config_with(&db, &clock), None).await;
    let (id, creator) = app
        .create(
            json!({ "players": 2, "clock": { "kind": "correspondence", "per_move_secs": 3600 } }),
        )
        .await;
    app.join(&id, 0, "Ann").await;
    app.join(&id, 1, "Bob").await;
    let l = app.start(&id, &creator).await;
    let x = waited(&l);
    assert_eq!(l["seats"][x]["clock"]["running_since"], 9_000_000);
    clock.advance(Duration::from_secs(600));
    app.stop().await;

    // The restarted server loads the game by itself, with its deadline.
    let app = spawn_app_with(config_with(&db, &clock), None).await;
    wait_until("the clocked game loads at start", || async {
        metric(&app, "trickerion_games_live").await == 1
    })
    .await;
    clock.advance(Duration::from_secs(3000));
    let l = app
        .lobby_until(&id, |l| !l["seats"][x]["stand_in"].is_null())
        .await;
    assert_eq!(l["seats"][x]["stand_in"]["reason"], "timed_out");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_clock_survives_a_restart_sqlite() {
    clock_survives_a_restart(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_clock_survives_a_restart_postgres() {
    if postgres_available().await {
        clock_survives_a_restart(Backend::Postgres).await;
    }
}

/// The seat's webhook is called when its move comes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_webhook_is_called_when_the_seat_is_waited_for() {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Value>();
    let receiver = axum::Router::new().route(
        "/hook",
        axum::routing::post(move |axum::Json(body): axum::Json<Value>| {
            let tx = tx.clone();
            async move {
                let _ = tx.send(body);
                "ok"
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let hook = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, receiver).await });

    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        Config {
            webhook_allow_private: true,
            ..db.config()
        },
        None,
    )
    .await;
    let (id, creator) = app.create(json!({ "players": 2 })).await;
    let tokens = [app.join(&id, 0, "Ann").await, app.join(&id, 1, "Bob").await];
    let l = app.start(&id, &creator).await;
    let w = waited(&l);
    let x = 1 - w;
    let path = format!("/api/games/{id}/seats/{x}/webhook");
    let (status, body) = app
        .put(&path, json!({ "url": hook }), Some(&tokens[w]))
        .await;
    assert_eq!(status, 401, "only the seat's own token: {body}");
    let (status, body) = app
        .put(
            &path,
            json!({ "url": "ftp://example.com/x" }),
            Some(&tokens[x]),
        )
        .await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = app
        .put(&path, json!({ "url": hook }), Some(&tokens[x]))
        .await;
    assert_eq!(status, 204, "{body}");

    // Play the waited seats until the game waits for x.
    let mut clients = [
        app.connect(&id, Some(&tokens[0])).await,
        app.connect(&id, Some(&tokens[1])).await,
    ];
    let mut l = app.lobby(&id).await;
    while !l["waiting_for"].as_array().unwrap().contains(&json!(x)) {
        let v = l["version"].as_u64().unwrap();
        clients[w].wait_version(v).await;
        assert!(play_first(&mut clients[w]).await);
        l = app.lobby(&id).await;
    }
    let notice = tokio::time::timeout(TIMEOUT, rx.recv())
        .await
        .expect("the webhook is called")
        .unwrap();
    assert_eq!(notice["game_id"], id.as_str());
    assert_eq!(notice["seat"], x);
    assert!(
        notice["text"].as_str().unwrap().contains("your move"),
        "{notice}"
    );
    app.stop().await;

    // A server not told otherwise refuses local addresses.
    let app = spawn_app_on(&db).await;
    let (status, body) = app
        .put(&path, json!({ "url": hook }), Some(&tokens[x]))
        .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("loopback"),
        "{body}"
    );
    app.stop().await;
}

/// The creator hands an away seat to a bot, which plays
/// it to the end; a player of the finished game makes a rematch with the
/// same options, seats rotated and the bot along; it starts once the player
/// joins. Finished games leave the public list. The game is a
/// Dahlgaard's Academy game: the rematch keeps the option.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_makes_one_rematch_that_starts_when_everyone_joined() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        Config {
            away_before_stand_in: Duration::ZERO,
            ..db.config()
        },
        None,
    )
    .await;
    let (id, creator) = app
        .create(json!({ "players": 2, "dark_alley": true, "academy": true, "listed": true }))
        .await;
    let ann = app.join(&id, 0, "Ann").await;
    let (status, body) = app
        .post(
            &format!("/api/games/{id}/seats/1/bot"),
            json!({ "level": "normal" }),
            Some(&creator),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    app.start(&id, &creator).await;
    let rematch = format!("/api/games/{id}/rematch");
    let (status, body) = app.post(&rematch, json!({}), Some(&ann)).await;
    assert_eq!(status, 409, "not before the end: {body}");

    let (status, l) = app
        .post(
            &format!("/api/games/{id}/seats/0/stand-in"),
            json!({ "level": "normal" }),
            Some(&creator),
        )
        .await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(l["seats"][0]["stand_in"]["reason"], "away");
    let mut watcher = app.connect(&id, None).await;
    watcher.until_finished().await;
    let old = app.lobby_until(&id, |l| l["status"] == "finished").await;
    let (_, list) = app.get("/api/games").await;
    assert!(
        !list["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["game_id"] == id.as_str()),
        "a finished game leaves the list: {list}"
    );

    let (status, body) = app.post(&rematch, json!({}), Some(&creator)).await;
    assert_eq!(status, 401, "only a player: {body}");
    let (status, first) = app
        .post(&rematch, json!({ "rotate": true }), Some(&ann))
        .await;
    assert_eq!(status, 201, "{first}");
    assert!(first["creator_token"].is_string());
    assert_eq!(first["rematch"]["seats"], json!([1, 0]));
    let new_id = first["rematch"]["game_id"].as_str().unwrap().to_string();
    let (status, again) = app.post(&rematch, json!({}), Some(&ann)).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["rematch"], first["rematch"]);
    assert_eq!(again["creator_token"], Value::Null);
    assert_eq!(app.lobby(&id).await["rematch"], first["rematch"]);

    let new = app.lobby(&new_id).await;
    assert_eq!(new["status"], "lobby");
    assert_eq!(new["options"], old["options"]);
    assert_eq!(new["options"]["academy"], true, "{new}");
    assert_eq!(new["options"]["content"][0]["id"], "academy", "{new}");
    assert_eq!(new["listed"], true);
    assert_eq!(
        new["seats"][0]["bot"], "normal",
        "the bot moved one seat on"
    );
    assert_eq!(new["seats"][1]["name"], Value::Null);
    let (_, list) = app.get("/api/games").await;
    assert!(
        list["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["game_id"] == new_id.as_str()),
        "{list}"
    );
    let (status, body) = app
        .post(
            &format!("/api/games/{new_id}/seats/1"),
            json!({ "name": "Ann" }),
            Some(&ann),
        )
        .await;
    assert_eq!(status, 201, "Ann claims her kept seat: {body}");
    assert_eq!(body["seat_token"], ann.as_str());
    app.lobby_until(&new_id, |l| l["status"] == "playing").await;
    app.stop().await;
}

/// The audit's rematch hijack, re-run: a finished game's public lobby names
/// its rematch, and a stranger who read it tries every seat of the rematch,
/// which would start by itself once full. Every person's seat is kept for
/// them: the stranger gets 409 on each, and so does a seat token of another
/// old seat; the old player's own seat token claims it (under the same
/// token). The rematch's creator opens a seat to others, and a hold the
/// asker chose lapses by itself; the rematch then starts with whoever came.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_keeps_each_players_seat_from_strangers() {
    let db = TestDb::new(Backend::Sqlite).await;
    let clock = ManualClock::new(9_000_000);
    let app = spawn_app_with(
        Config {
            away_before_stand_in: Duration::ZERO,
            ..config_with(&db, &clock)
        },
        None,
    )
    .await;
    let (id, creator) = app.create(json!({ "players": 3, "listed": true })).await;
    let ann = app.join(&id, 0, "Ann").await;
    let bob = app.join(&id, 1, "Bob").await;
    let cid = app.join(&id, 2, "Cid").await;
    app.start(&id, &creator).await;
    for seat in 0..3 {
        let (status, l) = app
            .post(
                &format!("/api/games/{id}/seats/{seat}/stand-in"),
                json!({ "level": "normal" }),
                Some(&creator),
            )
            .await;
        assert_eq!(status, 200, "{l}");
    }
    app.connect(&id, None).await.until_finished().await;
    app.lobby_until(&id, |l| l["status"] == "finished").await;

    let rematch = format!("/api/games/{id}/rematch");
    let (status, body) = app
        .post(&rematch, json!({ "hold_secs": 0 }), Some(&ann))
        .await;
    assert_eq!(status, 400, "a hold is at least a second: {body}");
    let (status, made) = app
        .post(&rematch, json!({ "hold_secs": 600 }), Some(&ann))
        .await;
    assert_eq!(status, 201, "{made}");
    let new_id = made["rematch"]["game_id"].as_str().unwrap().to_string();
    let new_creator = made["creator_token"].as_str().unwrap().to_string();
    let public = app.lobby(&id).await;
    assert_eq!(public["rematch"]["game_id"], new_id.as_str(), "announced");
    let seat_url = |s: usize| format!("/api/games/{new_id}/seats/{s}");

    let lobby = app.lobby(&new_id).await;
    for s in 0..3 {
        assert_eq!(
            lobby["seats"][s]["reserved"]["name"],
            ["Ann", "Bob", "Cid"][s]
        );
        assert_eq!(lobby["seats"][s]["reserved"]["until"], 9_600_000);
        let (status, body) = app
            .post(&seat_url(s), json!({ "name": "Mallory" }), None)
            .await;
        assert_eq!(status, 409, "the stranger is refused seat {s}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains("kept for"),
            "{body}"
        );
        let (status, body) = app
            .post(
                &format!("/api/games/{new_id}/seats/{s}/bot"),
                json!({ "level": "normal" }),
                Some(&new_creator),
            )
            .await;
        assert_eq!(status, 409, "no bot on a kept seat: {body}");
    }
    let (status, body) = app
        .post(&seat_url(1), json!({ "name": "Ann" }), Some(&ann))
        .await;
    assert_eq!(status, 409, "Ann's token claims only her own seat: {body}");
    let (status, body) = app
        .post(&seat_url(0), json!({ "name": "Ann" }), Some(&bob))
        .await;
    assert_eq!(status, 409, "Bob's token does not take Ann's seat: {body}");
    let (status, body) = app
        .post(&seat_url(0), json!({ "name": "Ann" }), Some(&ann))
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["seat_token"], ann.as_str());
    assert_eq!(
        app.lobby(&new_id).await["seats"][0]["reserved"],
        Value::Null
    );

    // Only the rematch's creator opens a kept seat.
    let free = |s: usize| format!("/api/games/{new_id}/seats/{s}/reservation");
    let (status, body) = app.delete(&free(1), Some(&ann)).await;
    assert_eq!(status, 401, "{body}");
    let (status, body) = app.delete(&free(1), Some(&new_creator)).await;
    assert_eq!(status, 204, "{body}");
    let (status, body) = app.delete(&free(1), Some(&new_creator)).await;
    assert_eq!(status, 409, "{body}");
    let (status, body) = app
        .post(&seat_url(1), json!({ "name": "Mallory" }), None)
        .await;
    assert_eq!(status, 201, "the freed seat is open: {body}");
    let (status, body) = app
        .post(&seat_url(2), json!({ "name": "Trudy" }), None)
        .await;
    assert_eq!(status, 409, "Cid's seat is still kept: {body}");
    assert_eq!(app.lobby(&new_id).await["status"], "lobby");

    // The hold lapses: Cid's seat opens, and the full rematch starts.
    clock.advance(Duration::from_secs(601));
    assert_eq!(
        app.lobby(&new_id).await["seats"][2]["reserved"],
        Value::Null
    );
    let (status, body) = app
        .post(&seat_url(2), json!({ "name": "Trudy" }), None)
        .await;
    assert_eq!(status, 201, "{body}");
    app.lobby_until(&new_id, |l| l["status"] == "playing").await;
    let (status, body) = app
        .post(&seat_url(2), json!({ "name": "Cid" }), Some(&cid))
        .await;
    assert_eq!(status, 409, "too late: {body}");
    app.stop().await;
}

/// Listed games only, newest first, in pages, named by their players.
async fn the_list_of_games_shows_listed_games_in_pages(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_with(
        Config {
            create_burst: 1000,
            ..db.config()
        },
        None,
    )
    .await;
    let (hidden, _) = app.create(json!({ "players": 2 })).await;
    let mut listed = Vec::new();
    for _ in 0..23 {
        listed.push(app.create(json!({ "players": 3, "listed": true })).await.0);
    }
    app.join(&listed[22], 2, "Cleo").await;
    app.join(&listed[22], 0, "Ann").await;
    let (status, first) = app.get("/api/games").await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["page"], 0);
    assert_eq!(first["more"], true);
    let games = first["games"].as_array().unwrap();
    assert_eq!(games.len(), 20);
    assert_eq!(games[0]["game_id"], listed[22].as_str(), "newest first");
    assert_eq!(games[0]["seats_taken"], 2);
    assert_eq!(
        games[0]["players"],
        json!(["Ann", "Cleo"]),
        "names in seat order"
    );
    assert_eq!(games[1]["players"], json!([]));
    assert_eq!(games[0]["status"], "lobby");
    assert_eq!(games[0]["options"]["players"], 3);
    let (_, second) = app.get("/api/games?page=1").await;
    assert_eq!(second["more"], false);
    let mut all: Vec<Value> = games.clone();
    all.extend(second["games"].as_array().unwrap().iter().cloned());
    assert_eq!(all.len(), 23);
    assert!(!all.iter().any(|g| g["game_id"] == hidden.as_str()));
    let (status, body) = app.get("/api/games?page=minus").await;
    assert_eq!(status, 400, "{body}");
    app.stop().await;
}

/// Stores `command` by `seat` as the first step of the stored game `id`.
async fn append_first(store: &Arc<dyn GameStore>, id: &str, seat: Seat, command: Command) {
    store
        .append_command(
            id,
            &LogEntry {
                seq: 1,
                seat,
                command,
                request_id: None,
                seen: None,
            },
        )
        .await
        .unwrap();
}

/// docs/CONTENT.md "Versions": an Academy game stored with an earlier
/// content file (v1) still verifies, loads and plays after the content
/// changed, with the tiles and prices it was created with.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_stored_with_earlier_academy_content_still_loads() {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let v1 = trickerion_rules::academy::academy_version(1).expect("v1 is archived");
    let mut config = GameOptions {
        academy: true,
        ..GameOptions::dark_alley(2)
    }
    .config(9)
    .with_content();
    config.content = vec![v1.stamp.clone()];
    let stored = stored_game(&store, config.clone()).await;
    let game = Game::new(config).unwrap();
    let seat = game.waiting_for()[0];
    append_first(
        &store,
        &stored.game_id,
        seat,
        game.legal_commands(seat)[0].clone(),
    )
    .await;
    let mut out = Vec::new();
    let verified = trickerion_server::verify::verify(&*store, &mut out)
        .await
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!((verified.ok, verified.broken), (1, 0), "{out}");
    store.close().await;

    let app = spawn_app_on(&db).await;
    let l = app.lobby(&stored.game_id).await;
    assert_eq!(l["status"], "playing", "{l}");
    assert_eq!(l["broken"], Value::Null);
    let (status, past) = app
        .get(&format!("/api/games/{}/views/1", stored.game_id))
        .await;
    assert_eq!(status, 200, "{past}");
    assert_eq!(past["view"]["academy"]["content"]["version"], 1, "{past}");
    assert_eq!(
        past["view"]["academy"]["content"]["hash"],
        v1.stamp.hash.as_str()
    );
    app.stop().await;
}

/// A database written before the commands took one spelling per player
/// action (`place_with`, `buy {component, count}`, `hire_with`) still
/// verifies and loads: every stored game replays under today's rules.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_passes_on_commands_stored_in_their_old_spellings() {
    use sqlx::Connection;
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let config = GameConfig::base(2, 11);
    let stored = stored_game(&store, config.clone()).await;
    let mut game = Game::new(config).unwrap();
    let mut bot = trickerion_bot::make_bot(trickerion_bot::BotLevel::Normal, 11);
    let mut seq = 0;
    while seq < 300 && !game.is_over() {
        let seat = game.waiting_for()[0];
        let command = trickerion_bot::next_command(&mut *bot, &game, seat).unwrap();
        game.apply(seat, &command).unwrap();
        seq += 1;
        store
            .append_command(
                &stored.game_id,
                &LogEntry {
                    seq,
                    seat,
                    command,
                    request_id: None,
                    seen: None,
                },
            )
            .await
            .unwrap();
    }
    store.close().await;

    // Rewrite the log as an older server wrote it.
    let path = db.data_dir.join("trickerion.sqlite3");
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let rows: Vec<(i64, String)> =
        sqlx::query_as("SELECT seq, command FROM commands WHERE game_id = ?1 ORDER BY seq")
            .bind(&stored.game_id)
            .fetch_all(&mut conn)
            .await
            .unwrap();
    let mut rewritten = 0;
    for (seq, text) in rows {
        let mut c: Value = serde_json::from_str(&text).unwrap();
        match c["type"].as_str() {
            Some("place") => {
                c["type"] = json!("place_with");
                c["forfeit"] = json!(false);
                c["boost"] = json!(false);
                c["mimic"] = Value::Null;
            }
            Some("buy") => {
                let items = c["items"].as_object().unwrap().clone();
                let (component, count) = items.into_iter().next().unwrap();
                c = json!({"type": "buy", "component": component, "count": count, "bargain": c["bargain"]});
            }
            Some("hire") if !c["character"].is_null() => {
                c["type"] = json!("hire_with");
                c["second"] = json!(false);
            }
            _ => continue,
        }
        sqlx::query("UPDATE commands SET command = ?1 WHERE game_id = ?2 AND seq = ?3")
            .bind(c.to_string())
            .bind(&stored.game_id)
            .bind(seq)
            .execute(&mut conn)
            .await
            .unwrap();
        rewritten += 1;
    }
    conn.close().await.unwrap();
    assert!(rewritten > 20, "{rewritten} commands rewritten");

    let store = db.store().await;
    let mut out = Vec::new();
    let verified = trickerion_server::verify::verify(&*store, &mut out)
        .await
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!((verified.ok, verified.broken), (1, 0), "{out}");
    let loaded = store.load_game(&stored.game_id).await.unwrap().unwrap();
    let (replayed, _) = trickerion_server::replay::replay(&loaded).unwrap();
    assert_eq!(replayed.state_digest(), game.state_digest());
    store.close().await;
}

/// `verify` reports a game that no longer replays, which the
/// server shows as broken (counted and logged once) while others play on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_finds_a_game_that_no_longer_replays_and_the_server_shows_it_broken() {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let good = stored_game(&store, GameConfig::base(2, 7)).await;
    let bad = stored_game(&store, GameConfig::base(2, 8)).await;
    let game = Game::new(GameConfig::base(2, 7)).unwrap();
    let seat = game.waiting_for()[0];
    let first = game.legal_commands(seat)[0].clone();
    append_first(&store, &good.game_id, seat, first.clone()).await;
    // The other seat plays out of turn: as if the rules had changed.
    append_first(&store, &bad.game_id, Seat(1 - seat.0), first).await;

    let mut out = Vec::new();
    let verified = trickerion_server::verify::verify(&*store, &mut out)
        .await
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!((verified.ok, verified.broken), (1, 1), "{out}");
    assert!(out.contains(&format!("ok      {}", good.game_id)), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with(&format!("BROKEN  {}", bad.game_id)) && l.contains("step 1")),
        "{out}"
    );
    store.close().await;

    // The binary exits 1 with the same report.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_trickerion-server"))
        .arg("verify")
        .env_remove("DATABASE_URL")
        .env("DATA_DIR", &db.data_dir)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("2 games: 1 replay, 1 do not"), "{stdout}");

    let app = spawn_app_on(&db).await;
    for _ in 0..3 {
        let l = app.lobby(&bad.game_id).await;
        assert_eq!(l["status"], "broken");
        assert!(l["broken"].as_str().unwrap().contains("step 1"), "{l}");
    }
    assert_eq!(
        metric(&app, "trickerion_broken_games").await,
        1,
        "counted once"
    );
    let l = app.lobby(&good.game_id).await;
    assert_eq!(l["status"], "playing");
    assert_eq!(l["broken"], Value::Null);
    app.stop().await;
}

on_both_backends!(the_list_of_games_shows_listed_games_in_pages);
