//! Housekeeping with tiny durations: a lobby nobody touches leaves the
//! public list after `ABANDONED_AFTER_SECS` and is deleted after
//! `DELETE_ABANDONED_AFTER_SECS`; one where something happens again comes
//! back to the list; a busy lobby stays; a finished game is never deleted,
//! not even one whose end was not recorded. The counts are in `/metrics`.

#[macro_use]
mod common;

use std::time::Duration;

use serde_json::json;

use common::*;
use trickerion_server::housekeeping::Housekeeping;
use trickerion_server::Config;

on_both_backends!(abandoned_games_leave_the_list_then_go);

/// The ids of the public list's first page.
async fn listed(app: &TestApp) -> Vec<String> {
    let (status, list) = app.get("/api/games").await;
    assert_eq!(status, 200, "{list}");
    list["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game_id"].as_str().unwrap().to_string())
        .collect()
}

/// Runs one statement on the test database directly.
async fn execute(db: &TestDb, statement: &str, id: &str) {
    use sqlx::Connection;
    match &db.url {
        Some(url) => {
            let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::query(&statement.replace('?', "$1"))
                .bind(id)
                .execute(&mut conn)
                .await
                .unwrap();
        }
        None => {
            let file = db.data_dir.join("trickerion.sqlite3");
            let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite:{}", file.display()))
                .await
                .unwrap();
            sqlx::query(statement)
                .bind(id)
                .execute(&mut conn)
                .await
                .unwrap();
        }
    }
}

async fn metric(app: &TestApp, name: &str) -> u64 {
    let text = app
        .http
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .unwrap_or_else(|| panic!("{name} in /metrics:\n{text}"))
        .parse()
        .unwrap()
}

async fn abandoned_games_leave_the_list_then_go(backend: Backend) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_with(
        Config {
            housekeeping: Housekeeping {
                abandoned_after: Duration::from_secs(2),
                delete_after: Duration::from_secs(4),
                interval: Duration::from_millis(100),
            },
            idle_timeout: Duration::from_millis(200),
            ..db.config()
        },
        None,
    )
    .await;
    let store = db.store().await;
    let listed_game = json!({ "players": 4, "listed": true });
    // A game two bots play to the end at once.
    let (finished, creator, _) = app
        .game_with_bots(
            &[Some("random"), Some("random")],
            json!({ "players": 2, "listed": true }),
        )
        .await;
    app.start(&finished, &creator).await;
    let (stale, _) = app.create(listed_game.clone()).await;
    let (revived, _) = app.create(listed_game.clone()).await;
    let (busy, _) = app.create(listed_game.clone()).await;
    // Something happens in `busy` all the time: a seat taken and left.
    let keeper = {
        let app = TestApp::at(app.addr);
        let busy = busy.clone();
        tokio::spawn(async move {
            loop {
                let token = app.join(&busy, 0, "Keeper").await;
                tokio::time::sleep(Duration::from_millis(300)).await;
                let (status, _) = app
                    .delete(&format!("/api/games/{busy}/seats/0"), Some(&token))
                    .await;
                assert!((200..300).contains(&status), "leave: {status}");
            }
        })
    };
    let list = listed(&app).await;
    assert!(list.contains(&stale) && list.contains(&revived) && list.contains(&busy));

    wait_until("the untouched lobbies leave the list", || async {
        let list = listed(&app).await;
        !list.contains(&stale) && !list.contains(&revived)
    })
    .await;
    assert!(listed(&app).await.contains(&busy), "the busy lobby stays");
    wait_until("/metrics counts them", || async {
        metric(&app, "trickerion_games_abandoned").await >= 2
    })
    .await;
    assert!(
        store.load_game(&stale).await.unwrap().is_some(),
        "not deleted yet"
    );

    // Someone takes a seat in `revived`: it is back in the list.
    app.join(&revived, 2, "Late").await;
    wait_until("the revived lobby is listed again", || async {
        listed(&app).await.contains(&revived)
    })
    .await;

    wait_until("the abandoned lobby is deleted", || async {
        store.load_game(&stale).await.unwrap().is_none()
    })
    .await;
    wait_until("/metrics counts the deletion", || async {
        metric(&app, "trickerion_abandoned_games_deleted_total").await >= 1
    })
    .await;
    assert!(store.load_game(&busy).await.unwrap().is_some());
    assert!(store.load_game(&revived).await.unwrap().is_some());

    // The bot game ended and was recorded finished; it stays, however old.
    wait_until("the bots finish their game", || async {
        store.load_table(&finished).await.unwrap().finished
    })
    .await;
    // A game whose end was never recorded (finished before the server
    // recorded ends): housekeeping replays it and records the end instead
    // of deleting it.
    execute(
        &db,
        "UPDATE games SET finished_at = NULL WHERE id = ?",
        &finished,
    )
    .await;
    wait_until("housekeeping records the end", || async {
        store.load_table(&finished).await.unwrap().finished
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kept = store.load_game(&finished).await.unwrap();
    assert!(
        kept.is_some_and(|g| !g.log.is_empty()),
        "a finished game is never deleted"
    );
    keeper.abort();
    app.stop().await;
}
