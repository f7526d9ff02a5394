//! Reads that cost players nothing: the audit's floods, re-run small. Its
//! scripts looked up random game ids from 50 connections and read
//! `/views/{v}` of a long game from 16; each lookup went to the database and
//! each past view replayed the whole game. Here an unknown id reaches the
//! store once per interval, a finished game's past is served from memory,
//! and one address's reads are bounded.

mod common;

use std::sync::Arc;

use common::*;
use serde_json::{json, Value};
use trickerion_server::store::GameStore;
use trickerion_server::{auth, Config};

/// Random ids from many requests: the first lookup of an id asks the store,
/// the others (lobby, past views, export, socket) are refused from memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_id_reaches_the_store_once_per_interval() {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = FlakyStore::new(db.store().await);
    let app = spawn_app_with(db.config(), Some(store.clone() as Arc<dyn GameStore>)).await;
    let ids: Vec<String> = (0..5).map(|_| auth::new_game_id()).collect();
    let before = store.calls();
    for round in 0..4 {
        for id in &ids {
            for path in [
                format!("/api/games/{id}"),
                format!("/api/games/{id}/views/3"),
                format!("/api/games/{id}/export"),
            ] {
                let (status, body) = app.get(&path).await;
                assert_eq!(status, 404, "round {round}, {path}: {body}");
                assert_eq!(body["error"], "not_found", "{body}");
            }
        }
    }
    assert_eq!(
        store.calls() - before,
        ids.len(),
        "one store call per unknown id"
    );
    let (_, metrics) = app.get_text("/metrics").await;
    assert!(
        metrics.contains(&format!(
            "trickerion_missing_ids_refused_total {}",
            ids.len() * 12 - ids.len()
        )),
        "{metrics}"
    );
    // A game created meanwhile is found at once (its id was never missing).
    let (id, _) = app.create(json!({ "players": 2 })).await;
    assert_eq!(app.get(&format!("/api/games/{id}")).await.0, 200);
    app.stop().await;
}

/// A finished game's past no longer changes: after the first read its past
/// views and its export are answered without the database, and every view
/// is the one a replay from the start gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_past_is_read_without_the_database() {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = FlakyStore::new(db.store().await);
    let app = spawn_app_with(db.config(), Some(store.clone() as Arc<dyn GameStore>)).await;
    let (id, creator, _) = app
        .game_with_bots(&[Some("normal"), Some("normal")], json!({ "players": 2 }))
        .await;
    app.start(&id, &creator).await;
    app.connect(&id, None).await.until_finished().await;
    let (status, record) = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200, "{record}");
    let last = record["commands"].as_array().unwrap().len();
    let replayed = replay_from_store(&db.store().await, &id).await;

    let before = store.calls();
    for version in [0, 1, 17, last / 2, last - 1, last] {
        let (status, view) = app.get(&format!("/api/games/{id}/views/{version}")).await;
        assert_eq!(status, 200, "{view}");
        assert_eq!(view["last"], last as u64);
        assert_eq!(view["revealed"], true);
        assert_eq!(view["version"], version as u64);
        if version == last {
            assert_eq!(view["view"], revealed_json(&replayed.game), "{version}");
        }
    }
    let (status, again) = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(status, 200);
    assert_eq!(again, record);
    assert_eq!(store.calls(), before, "no store call for a finished past");
    app.stop().await;
}

/// One address's reads beyond `READ_BURST` are refused with 429 and a
/// `Retry-After`, until its bucket refills; writes are not reads.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_beyond_the_addresss_allowance_are_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        Config {
            read_burst: 4,
            read_per_minute: 1,
            ..db.config()
        },
        None,
    )
    .await;
    let (id, _) = app.create(json!({ "players": 2 })).await;
    for _ in 0..4 {
        assert_eq!(app.get(&format!("/api/games/{id}")).await.0, 200);
    }
    let response = reqwest::get(app.url("/api/games")).await.unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry), "{retry}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "rate_limited", "{body}");
    // Joining a seat is a write: still served.
    app.join(&id, 0, "Ann").await;
    // Metrics and health are not part of the API.
    let (_, metrics) = app.get_text("/metrics").await;
    assert!(
        metrics.contains("trickerion_reads_limited_total 1"),
        "{metrics}"
    );
    app.stop().await;
}
