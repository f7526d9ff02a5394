//! A short load run in the test suite: 20 games of 2 to 4 seats, uniform
//! random clients over real WebSockets, against an in-process server on
//! SQLite and on Postgres. Checks correctness only, never timing: every game
//! finishes, every acknowledged command is stored exactly once (acks = log
//! length, sequence numbers 1, 2, 3...), and each log replays to the final
//! state the server holds.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;
use trickerion_loadgen::flood::{Flood, FloodKind};
use trickerion_loadgen::{run, Chooser, Options};
use trickerion_server::engine::{Game, Viewer};
use trickerion_server::{store, Config, Server};

fn pg_base() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

/// A fresh database: `(DATABASE_URL, data dir, Postgres database name)`.
async fn fresh_db(postgres: bool) -> Option<(Option<String>, PathBuf, Option<String>)> {
    use sqlx::Connection;
    let tag = uuid::Uuid::new_v4().simple().to_string();
    let dir = std::env::temp_dir().join(format!("trickerion-load-{tag}"));
    if !postgres {
        return Some((None, dir, None));
    }
    let mut admin = match sqlx::PgConnection::connect(&format!("{}/postgres", pg_base())).await {
        Ok(c) => c,
        Err(e) if std::env::var("TEST_POSTGRES").as_deref() == Ok("require") => {
            panic!("TEST_POSTGRES=require but Postgres is unreachable: {e}")
        }
        Err(e) => {
            eprintln!("SKIPPED: Postgres at {} is unreachable ({e})", pg_base());
            return None;
        }
    };
    let name = format!("t_{tag}");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create test database");
    Some((Some(format!("{}/{name}", pg_base())), dir, Some(name)))
}

async fn drop_db(name: Option<String>, dir: PathBuf) {
    use sqlx::Connection;
    let _ = std::fs::remove_dir_all(dir);
    if let Some(name) = name {
        if let Ok(mut admin) = sqlx::PgConnection::connect(&format!("{}/postgres", pg_base())).await
        {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(&mut admin)
                .await;
        }
    }
}

async fn short_load_run(postgres: bool) {
    let Some((url, dir, pg_name)) = fresh_db(postgres).await else {
        return;
    };
    let config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        database_url: url.clone(),
        data_dir: dir.clone(),
        web_dir: dir.join("no-web-client"),
        rate_per_second: 100_000,
        rate_burst: 100_000,
        // The load generator creates every game from loopback.
        max_connections_per_ip: 100_000,
        create_per_minute: 1_000_000,
        create_burst: 1_000_000,
        bot_delay: Duration::ZERO,
        ..Config::default()
    };
    let server = Server::build(config).await.expect("server starts");
    let addr = server.local_addr();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async move {
        let _ = stopped.await;
    }));

    let report = run(Options {
        addr,
        more_addrs: Vec::new(),
        games: 20,
        concurrency: 20,
        players: (2, 4),
        chooser: Chooser::Uniform,
        think: Duration::ZERO,
        duration: None,
        warmup: Duration::ZERO,
        game_timeout: Duration::from_secs(600),
        seed: 42,
        server_pid: None,
        flood: None,
        server_bots: 2,
        server_bot_level: trickerion_bot::BotLevel::Normal,
    })
    .await
    .expect("a loopback target");
    assert_eq!(report.games_started, 20);
    assert_eq!(
        report.server_bot_seats, 2,
        "one game of the server's bots beside"
    );
    assert_eq!(report.games.len(), 20);

    let store = store::connect(url.as_deref(), &dir).await.expect("store");
    let http = reqwest::Client::new();
    let mut acked = 0;
    for g in &report.games {
        assert!(g.finished, "{g:?}");
        assert!(g.gap_free, "every update came in version order: {g:?}");
        assert!(g.unexpected_errors.is_empty(), "{g:?}");
        let stored = store
            .load_game(&g.game_id)
            .await
            .unwrap()
            .expect("game stored");
        let seqs: Vec<u64> = stored.log.iter().map(|e| e.seq).collect();
        assert!(
            seqs.iter().enumerate().all(|(i, &s)| s == i as u64 + 1),
            "sequence numbers 1, 2, 3... in {}",
            g.game_id
        );
        // Nothing lost, nothing duplicated.
        assert_eq!(g.acks, stored.log.len() as u64, "{}", g.game_id);
        assert_eq!(g.final_version, stored.log.len() as u64);
        let mut game = Game::new(stored.config.clone()).unwrap();
        for e in &stored.log {
            game.apply(e.seat, &e.command).expect("the log replays");
        }
        assert!(game.is_over(), "{} replays to a finished game", g.game_id);
        // The server's own state (loaded or live) agrees with the replay.
        let lobby: Value = http
            .get(format!("http://{addr}/api/games/{}", g.game_id))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(lobby["status"], "finished");
        assert_eq!(lobby["version"], stored.log.len() as u64);
        let spectator = spectator_view(addr, &g.game_id).await;
        assert_eq!(
            spectator,
            serde_json::to_value(game.view(Viewer::Spectator)).unwrap()
        );
        acked += g.acks;
    }
    assert_eq!(report.commands_acked, acked);
    assert_eq!(report.games_finished, 20);

    store.close().await;
    let _ = stop.send(());
    let _ = task.await;
    drop_db(pg_name, dir).await;
}

/// The view a new spectator socket is sent.
async fn spectator_view(addr: SocketAddr, game_id: &str) -> Value {
    use futures_util::StreamExt;
    let url = format!("ws://{addr}/api/games/{game_id}/ws");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message in time")
            .expect("socket open")
            .unwrap();
        if let tokio_tungstenite::tungstenite::Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "snapshot" {
                return v["state"]["view"].clone();
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn short_load_run_sqlite() {
    short_load_run(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn short_load_run_postgres() {
    short_load_run(true).await;
}

/// A read flood from another loopback address beside a few games: the flood's
/// address spends its own read allowance (so it is refused while the players,
/// on 127.0.0.1, play on), views of the games in play are served, and ids
/// that name no game are answered "not found".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_flood_runs_beside_the_games() {
    let dir = std::env::temp_dir().join(format!(
        "trickerion-flood-{}",
        uuid::Uuid::new_v4().simple()
    ));
    let config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.clone(),
        web_dir: dir.join("no-web-client"),
        rate_per_second: 100_000,
        rate_burst: 100_000,
        max_connections_per_ip: 100_000,
        create_per_minute: 1_000_000,
        create_burst: 1_000_000,
        read_per_minute: 60,
        read_burst: 20,
        bot_delay: Duration::ZERO,
        ..Config::default()
    };
    let server = Server::build(config).await.expect("server starts");
    let addr = server.local_addr();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async move {
        let _ = stopped.await;
    }));
    for (kind, from) in [
        (FloodKind::Views, [127, 0, 0, 2]),
        (FloodKind::Ids, [127, 0, 0, 3]),
    ] {
        let report = run(Options {
            addr,
            games: 4,
            concurrency: 4,
            players: (2, 2),
            seed: 7,
            flood: Some(Flood {
                kind,
                connections: 4,
                from: from.into(),
            }),
            ..Options::default()
        })
        .await
        .expect("a loopback target");
        assert_eq!(report.games_finished, 4, "{kind:?}: {}", report.human());
        let human = report.human();
        let f = report.flood.expect("a flood report");
        assert_eq!(
            f.requests,
            f.served + f.not_found + f.limited + f.other,
            "{f:?}"
        );
        assert_eq!(f.other, 0, "{f:?}");
        assert!(f.limited > 0, "the flood's address ran out of reads: {f:?}");
        match kind {
            FloodKind::Views => assert!(f.served > 0 && f.not_found == 0, "{f:?}"),
            FloodKind::Ids => assert!(f.not_found > 0 && f.served == 0, "{f:?}"),
        }
        assert!(human.contains("refused by the read allowance"), "{human}");
    }
    let _ = stop.send(());
    let _ = task.await;
    let _ = std::fs::remove_dir_all(dir);
}
