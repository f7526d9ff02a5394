//! Several `trickerion-server` processes on one Postgres database, joined by
//! the local NATS server (docs/CLUSTER.md): the lease of a game
//! fences its appends; commands sent through every node reach the one game;
//! spectators on every node see the same versions; killing the owner with
//! SIGKILL moves the game to another node without losing or doubling an
//! acknowledged command; a paused owner whose game was taken over stops; a
//! node stopped with SIGTERM hands its games over at once; chat posted on
//! one node reaches its readers on every node.
//!
//! Postgres only (SQLite is single-node). Skipped with a warning when
//! Postgres or NATS (127.0.0.1:4222, or TEST_NATS_URL) is missing, unless
//! TEST_POSTGRES=require / TEST_NATS=require make that a failure.

#[macro_use]
mod common;

use std::time::Duration;

use serde_json::{json, Value};

use common::*;
use trickerion_server::engine::{Command, GameConfig, Seat, Viewer};
use trickerion_server::store::{
    LeaseGrant, LogEntry, NewGame, StoreError, TableOptions, TableWrite,
};

fn nats_url() -> String {
    std::env::var("TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into())
}

/// Whether Postgres and NATS are there (see the module docs).
async fn cluster_available() -> bool {
    if !postgres_available().await {
        return false;
    }
    let url = nats_url();
    let addr = url.trim_start_matches("nats://").to_string();
    match tokio::net::TcpStream::connect(&addr).await {
        Ok(_) => true,
        Err(e) if std::env::var("TEST_NATS").as_deref() == Ok("require") => {
            panic!("TEST_NATS=require but NATS at {url} is unreachable: {e}")
        }
        Err(e) => {
            eprintln!("SKIPPED: NATS at {url} is unreachable ({e}); start nats-server, or set TEST_NATS=require to fail");
            false
        }
    }
}

/// Short leases, so failover takes a second or two.
const LEASE_TTL_MS: &str = "1500";
const LEASE_RENEW_MS: &str = "300";

/// Starts node `id` of a cluster on `db` and waits until it answers.
async fn start_node(db: &TestDb, id: &str, env: &[(&str, &str)]) -> ServerProcess {
    assert!(db.url.is_some(), "a cluster needs a Postgres database");
    let nats = nats_url();
    let mut all = vec![
        ("NATS_URL", nats.as_str()),
        ("NODE_ID", id),
        ("LEASE_TTL_MS", LEASE_TTL_MS),
        ("LEASE_RENEW_MS", LEASE_RENEW_MS),
        ("WS_RATE_PER_SEC", "100000"),
        ("WS_RATE_BURST", "100000"),
        ("CREATE_BURST", "1000"),
    ];
    all.extend_from_slice(env);
    ServerProcess::start(db, free_port(), &all).await
}

/// `n` nodes with ids unique to this test (tests share the NATS server).
async fn start_cluster(db: &TestDb, n: usize, env: &[(&str, &str)]) -> Vec<ServerProcess> {
    let tag = &uuid::Uuid::new_v4().simple().to_string()[..8];
    let mut nodes = Vec::new();
    for i in 0..n {
        nodes.push(start_node(db, &format!("t{tag}-n{i}"), env).await);
    }
    nodes
}

/// One acknowledged command: the version it made, its seat, the command.
type Acked = (u64, usize, Value);

/// Plays up to `steps` random legal commands, one at a time, each by a seat
/// that has some; every client is brought up to each new version. Returns
/// whether the game is over.
async fn play(
    clients: &mut [Client],
    pick: &mut Pick,
    acked: &mut Vec<Acked>,
    steps: usize,
) -> bool {
    for _ in 0..steps {
        let version = clients.iter().map(Client::version).max().unwrap();
        for c in clients.iter_mut() {
            c.wait_version(version).await;
        }
        if clients[0].state.as_ref().unwrap()["status"] == "finished" {
            return true;
        }
        let Some(i) = clients.iter().position(|c| !c.legal().is_empty()) else {
            panic!("nobody can move at version {version}");
        };
        let legal = clients[i].legal();
        let command = legal[pick.index(legal.len())].clone();
        let reply = clients[i].play(&command, Some(version)).await;
        match reply["type"].as_str() {
            Some("ack") => {
                let v = reply["version"].as_u64().unwrap();
                assert_eq!(v, version + 1, "{reply}");
                acked.push((v, i, command));
                for c in clients.iter_mut() {
                    c.wait_version(v).await;
                }
            }
            _ => panic!("{command} -> {reply}"),
        }
    }
    false
}

/// Every acknowledged command is in the log once, at the version it made.
fn check_acked(log: &[LogEntry], acked: &[Acked]) {
    for (v, seat, command) in acked {
        let entry = &log[*v as usize - 1];
        assert_eq!(entry.seq, *v);
        assert_eq!(entry.seat, Seat(*seat as u8), "step {v}");
        assert_eq!(
            serde_json::to_value(&entry.command).unwrap(),
            *command,
            "step {v}"
        );
    }
}

/// The lease is the database's: a second node cannot have it while it runs,
/// a takeover raises the epoch, and appends under an old epoch are refused
/// (the store half of "a stale owner cannot append").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lease_epoch_fences_appends_and_table_writes() {
    if !postgres_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let id = "leasedgame";
    store
        .create_game(&NewGame {
            id: id.into(),
            config: GameConfig::base(2, 7),
            creator_token_hash: "h".into(),
        })
        .await
        .unwrap();
    let entry = |seq: u64| LogEntry {
        seq,
        seat: Seat(0),
        command: Command::Advertise,
        request_id: Some(format!("req-{seq}")),
        seen: Some(seq - 1),
    };
    let long = Duration::from_secs(60);
    assert_eq!(
        store.acquire_lease("nosuchgame", "a", long).await.unwrap(),
        LeaseGrant::NoGame
    );
    assert_eq!(
        store.acquire_lease(id, "a", long).await.unwrap(),
        LeaseGrant::Granted {
            epoch: 1,
            took_over: false
        }
    );
    match store.acquire_lease(id, "b", long).await.unwrap() {
        LeaseGrant::Held { node, remaining } => {
            assert_eq!(node, "a");
            assert!(remaining > Duration::from_secs(30));
        }
        other => panic!("{other:?}"),
    }
    assert!(store.append_fenced(&[(id, &entry(1), 1)]).await[0].is_ok());
    // Node a stops renewing: its lease runs out, and b takes the game over.
    assert!(store.renew_lease(id, "a", 1, Duration::ZERO).await.unwrap());
    let grant = wait_for("a's lease runs out", || async {
        match store.acquire_lease(id, "b", long).await.unwrap() {
            LeaseGrant::Held { .. } => None,
            grant => Some(grant),
        }
    })
    .await;
    assert_eq!(
        grant,
        LeaseGrant::Granted {
            epoch: 2,
            took_over: true
        }
    );
    // Node a, back from a pause, can neither append nor renew nor release,
    // nor write the table (clock, stand-ins, webhooks, end, table options).
    assert!(matches!(
        store.append_fenced(&[(id, &entry(2), 1)]).await[0],
        Err(StoreError::Conflict)
    ));
    let options = TableOptions {
        listed: true,
        ..TableOptions::default()
    };
    for write in [
        TableWrite::Clock("{\"stale\":true}"),
        TableWrite::Finished,
        TableWrite::Options(&options),
        TableWrite::Webhook(Seat(0), Some("https://example.org/hook")),
        TableWrite::StandIn(Seat(0), None),
    ] {
        assert!(
            matches!(
                store.write_table_fenced(id, 1, write).await,
                Err(StoreError::LeaseLost)
            ),
            "{write:?}"
        );
    }
    let table = store.load_table(id).await.unwrap();
    assert_eq!(table.clock_state, None);
    assert!(!table.finished && !table.options.listed);
    store
        .write_table_fenced(id, 2, TableWrite::Clock("{\"fresh\":true}"))
        .await
        .unwrap();
    assert_eq!(
        store.load_table(id).await.unwrap().clock_state.as_deref(),
        Some("{\"fresh\":true}")
    );
    assert!(!store.renew_lease(id, "a", 1, long).await.unwrap());
    store.release_lease(id, "a", 1).await.unwrap();
    assert!(matches!(
        store.acquire_lease(id, "a", long).await.unwrap(),
        LeaseGrant::Held { .. }
    ));
    // A node renews its leases in one statement; a lease taken over is not renewed.
    let renewed = store
        .renew_leases(
            "b",
            &[(id.to_string(), 2), ("nosuchgame".to_string(), 1)],
            long,
        )
        .await
        .unwrap();
    assert_eq!(renewed, vec![id.to_string()]);
    assert!(store
        .renew_leases("a", &[(id.to_string(), 1)], long)
        .await
        .unwrap()
        .is_empty());
    // Node b appends, and in one batch an old-epoch entry is refused alone.
    let results = store
        .append_fenced(&[(id, &entry(2), 2), (id, &entry(3), 1)])
        .await;
    assert!(results[0].is_ok() && matches!(results[1], Err(StoreError::Conflict)));
    let log = store.load_game(id).await.unwrap().unwrap().log;
    assert_eq!(log, [entry(1), entry(2)], "request ids kept");
    // Released leases go to whoever asks next, not counted as a takeover.
    store.release_lease(id, "b", 2).await.unwrap();
    assert_eq!(
        store.acquire_lease(id, "a", long).await.unwrap(),
        LeaseGrant::Granted {
            epoch: 3,
            took_over: false
        }
    );
    assert!(store.orphaned_games().await.unwrap().is_empty());
}

/// Three nodes, one game: seats on every node, lobby calls on every node,
/// and a spectator on each node sees the same versions as the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_serve_one_game() {
    if !cluster_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let nodes = start_cluster(&db, 3, &[]).await;
    // Created on node 0, seated through each node, started through node 2.
    let (game, creator) = nodes[0].app.create(json!({ "players": 3 })).await;
    let mut tokens = Vec::new();
    for (seat, node) in nodes.iter().enumerate() {
        tokens.push(node.app.join(&game, seat, &format!("P{seat}")).await);
    }
    for node in &nodes {
        let (status, lobby) = node.app.get(&format!("/api/games/{game}")).await;
        assert_eq!(status, 200);
        assert_eq!(lobby["seats"][2]["name"], "P2", "{lobby}");
    }
    let mut spectators = Vec::new();
    for node in &nodes {
        spectators.push(node.app.connect(&game, None).await);
    }
    nodes[2].app.start(&game, &creator).await;
    // Exactly one node runs it.
    let mut owned = 0;
    for node in &nodes {
        owned += metric(&node.app, "trickerion_cluster_games_owned").await;
    }
    assert_eq!(owned, 1);

    let mut players = Vec::new();
    for (seat, node) in nodes.iter().enumerate() {
        players.push(node.app.connect(&game, Some(&tokens[seat])).await);
    }
    let mut acked = Vec::new();
    play(&mut players, &mut Pick::new(16), &mut acked, 45).await;
    let last = acked.last().unwrap().0;
    let seats: std::collections::BTreeSet<usize> = acked.iter().map(|a| a.1).collect();
    assert_eq!(seats.len(), 3, "commands came through every node");

    // Each spectator saw every version, in order, and the same log.
    let mut logs = Vec::new();
    for spectator in &mut spectators {
        let mut versions = Vec::new();
        while versions.last() != Some(&last) {
            let m = spectator
                .wait(|m| m["type"] == "update" || m["type"] == "snapshot")
                .await;
            let v = m["state"]["version"].as_u64().unwrap();
            if v > 0 {
                versions.push(v);
            }
        }
        assert_eq!(versions, (1..=last).collect::<Vec<_>>());
        logs.push(spectator.log.clone());
    }
    assert!(logs.iter().all(|l| *l == logs[0]), "same log on every node");
    let replayed = replay_from_store(&store, &game).await;
    assert_eq!(replayed.stored.log.len() as u64, last);
    check_acked(&replayed.stored.log, &acked);
    assert_eq!(
        spectators[1].state.as_ref().unwrap()["view"],
        view_json(&replayed.game, Viewer::Spectator)
    );
    let mut forwarded = 0;
    for node in &nodes {
        forwarded += metric(&node.app, "trickerion_cluster_forwarded_commands_total").await;
    }
    // The owner's own seat is not forwarded; the other two seats' are.
    let by_owner = acked.len() as i64 - forwarded;
    assert!(
        by_owner > 0 && forwarded > 0,
        "{forwarded} of {} forwarded",
        acked.len()
    );
}

/// The owner is killed with SIGKILL with a command in flight; the players
/// reconnect to the other nodes, one of which takes the game over once the
/// lease runs out, and they play it to the end. Every acknowledged command
/// is stored once, at its version.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killing_the_owner_moves_the_game_to_another_node() {
    if !cluster_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let mut nodes = start_cluster(&db, 3, &[]).await;
    // Node 0 loads the game first, so it owns it; the players are elsewhere.
    let (game, creator) = nodes[0].app.create(json!({ "players": 2 })).await;
    let tokens = [
        nodes[0].app.join(&game, 0, "P0").await,
        nodes[1].app.join(&game, 1, "P1").await,
    ];
    nodes[2].app.start(&game, &creator).await;
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_games_owned").await,
        1
    );
    let mut players = vec![
        nodes[1].app.connect(&game, Some(&tokens[0])).await,
        nodes[2].app.connect(&game, Some(&tokens[1])).await,
    ];
    let mut pick = Pick::new(3);
    let mut acked = Vec::new();
    assert!(!play(&mut players, &mut pick, &mut acked, 30).await);

    // A command in flight, and the owner dies.
    let version = players.iter().map(Client::version).max().unwrap();
    let mover = players.iter().position(|c| !c.legal().is_empty()).unwrap();
    let legal = players[mover].legal();
    let in_flight = legal[pick.index(legal.len())].clone();
    let in_flight_id = players[mover].send_command(&in_flight, Some(version)).await;
    nodes[0].signal("-KILL");
    let dead = nodes.remove(0);
    drop(dead);
    // A command sent now reaches no owner: nothing was done, and the answer
    // says `unavailable` (the audit saw `internal`, "something went wrong").
    let other = 1 - mover;
    let orphan = players[other].send_command(&legal[0], Some(version)).await;
    // Their nodes close the relayed sockets: reconnect, swapping nodes.
    let mut answered = 0;
    for (i, p) in players.iter_mut().enumerate() {
        for message in p.until_closed().await {
            if message["type"] == "error" {
                assert_eq!(message["error"], "unavailable", "{message}");
                answered += usize::from(i == other && message["request_id"] == orphan.as_str());
            }
        }
    }
    assert!(answered <= 1);
    eprintln!("the command sent after the owner died was answered: {answered}");
    let mut players = vec![
        nodes[1].app.connect(&game, Some(&tokens[0])).await,
        nodes[0].app.connect(&game, Some(&tokens[1])).await,
    ];
    let resumed = players[0].version();
    assert!(
        resumed == version || resumed == version + 1,
        "{resumed} after {version}"
    );
    // Its player got no answer and resends it, same id: stored before the
    // death, it is answered as the original (the new owner read the id from
    // the log); not stored, it is played now. Either way: version + 1.
    let resend = json!({
        "type": "command",
        "request_id": in_flight_id,
        "command": in_flight,
        "version": version,
    });
    players[mover].send_text(resend.to_string()).await;
    let answer = players[mover].reply(&in_flight_id).await;
    assert_eq!(answer["type"], "ack", "{answer}");
    assert_eq!(answer["version"], version + 1, "{answer}");
    if resumed == version + 1 {
        eprintln!("the command in flight was stored; its resend was answered as the original");
    }
    acked.push((version + 1, mover, in_flight));
    for p in &mut players {
        p.wait_version(version + 1).await;
    }
    let mut took_over = 0;
    for node in &nodes {
        took_over += metric(&node.app, "trickerion_cluster_takeovers_total").await;
    }
    assert_eq!(took_over, 1);
    while !play(&mut players, &mut pick, &mut acked, 200).await {}

    let replayed = replay_from_store(&store, &game).await;
    assert!(replayed.game.is_over());
    assert_eq!(replayed.stored.log.len() as u64, players[0].version());
    check_acked(&replayed.stored.log, &acked);
    assert_eq!(
        players[1].state.as_ref().unwrap()["view"],
        view_json(&replayed.game, Viewer::Seat(Seat(1)))
    );
}

/// An owner paused with SIGSTOP loses its game to another node once its
/// lease runs out; the bots play on there. Resumed with SIGCONT, the old
/// owner finds its lease taken and stops the game without writing: the log
/// stays one consistent game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_owner_cannot_write_after_a_takeover() {
    if !cluster_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let nodes = start_cluster(&db, 2, &[("BOT_DELAY_MS", "20")]).await;
    let (game, creator) = nodes[0].app.create(json!({ "players": 2 })).await;
    for seat in 0..2 {
        let (status, lobby) = nodes[0]
            .app
            .post(
                &format!("/api/games/{game}/seats/{seat}/bot"),
                json!({ "level": "random" }),
                Some(&creator),
            )
            .await;
        assert_eq!(status, 201, "{lobby}");
    }
    nodes[0].app.start(&game, &creator).await;
    let mut watcher = nodes[1].app.connect(&game, None).await;
    watcher.wait_version(5).await;

    nodes[0].signal("-STOP");
    let stopped = std::time::Instant::now();
    let paused_at = replay_from_store(&store, &game).await.stored.log.len() as u64;
    // The watcher's relay ends; node 1 takes the game over (by itself once
    // the lease ran out, or on the watcher's new request).
    watcher.until_closed().await;
    let mut watcher = nodes[1].app.connect(&game, None).await;
    watcher.wait_version(paused_at + 1).await;
    // Reported, not asserted (docs/CLUSTER.md has the figures of 10 runs).
    eprintln!(
        "play resumed {} ms after SIGSTOP of the owner (lease {LEASE_TTL_MS} ms)",
        stopped.elapsed().as_millis()
    );
    watcher.wait_version(paused_at + 10).await;
    assert_eq!(
        metric(&nodes[1].app, "trickerion_cluster_takeovers_total").await,
        1
    );
    assert_eq!(
        metric(&nodes[1].app, "trickerion_cluster_games_owned").await,
        1
    );

    nodes[0].signal("-CONT");
    wait_until("the old owner finds its lease lost", || async {
        metric(&nodes[0].app, "trickerion_cluster_leases_lost_total").await == 1
    })
    .await;
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_games_owned").await,
        0
    );
    assert_eq!(metric(&nodes[0].app, "trickerion_games_live").await, 0);
    // The game goes on at node 1, and what is stored replays as one game.
    let now = watcher.version();
    watcher.wait_version(now + 5).await;
    let replayed = replay_from_store(&store, &game).await;
    assert!(replayed.stored.log.len() as u64 >= now + 5);
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_takeovers_total").await,
        0
    );
}

/// Without NATS_URL nothing of the cluster shows (single-node mode).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_single_node_has_no_cluster_metrics() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let text = metrics_text(&app).await;
    assert!(!text.contains("trickerion_cluster_"), "{text}");
    assert!(text.contains("trickerion_games_live"));
}

/// SIGTERM of the owner releases its games' leases as it stops: another node
/// loads the game at once (no wait for the lease to run out, no takeover).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_owner_hands_its_games_over() {
    if !cluster_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    // A long lease: only the release can explain a quick move.
    let mut nodes = start_cluster(
        &db,
        2,
        &[("LEASE_TTL_MS", "60000"), ("LEASE_RENEW_MS", "1000")],
    )
    .await;
    let (game, creator) = nodes[0].app.create(json!({ "players": 2 })).await;
    let tokens = [
        nodes[0].app.join(&game, 0, "P0").await,
        nodes[0].app.join(&game, 1, "P1").await,
    ];
    nodes[0].app.start(&game, &creator).await;
    let mut players = vec![
        nodes[1].app.connect(&game, Some(&tokens[0])).await,
        nodes[1].app.connect(&game, Some(&tokens[1])).await,
    ];
    let mut pick = Pick::new(8);
    let mut acked = Vec::new();
    play(&mut players, &mut pick, &mut acked, 10).await;
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_games_owned").await,
        1
    );

    nodes[0].signal("-TERM");
    let status = nodes[0].exited().await;
    assert!(status.success(), "{status}");
    nodes.remove(0);
    for p in &mut players {
        p.until_closed().await;
    }
    // The lease (60 s) was released as the node stopped.
    let released: bool = {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(db.url.as_ref().unwrap())
            .await
            .unwrap();
        sqlx::query_scalar("SELECT released FROM game_leases WHERE game_id = $1")
            .bind(&game)
            .fetch_one(&mut conn)
            .await
            .unwrap()
    };
    assert!(released);
    let mut players = vec![
        nodes[0].app.connect(&game, Some(&tokens[0])).await,
        nodes[0].app.connect(&game, Some(&tokens[1])).await,
    ];
    assert_eq!(players[0].version(), acked.last().unwrap().0);
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_games_owned").await,
        1
    );
    assert_eq!(
        metric(&nodes[0].app, "trickerion_cluster_takeovers_total").await,
        0
    );
    play(&mut players, &mut pick, &mut acked, 5).await;
}

/// SQLite is always one node: a node told to join a cluster refuses it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cluster_node_refuses_sqlite() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        cluster: Some(trickerion_server::config::ClusterConfig {
            nats_url: nats_url(),
            node_id: "sqlite-node".into(),
            lease_ttl: Duration::from_secs(5),
            lease_renew: Duration::from_secs(1),
        }),
        ..db.config()
    };
    let Err(e) = trickerion_server::Server::build(config).await else {
        panic!("a cluster node started on SQLite");
    };
    assert!(e.contains("SQLite serves one node only"), "{e}");
}

/// Chat across nodes: each player and spectator on its own node; messages
/// posted through either node are stored once and reach the channel's
/// readers on both, in one order, and the spectators' channel closed
/// through a node that does not run the game is closed on both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_reaches_viewers_on_every_node() {
    if !cluster_available().await {
        return;
    }
    let db = TestDb::new(Backend::Postgres).await;
    let nodes = start_cluster(&db, 2, &[]).await;
    let (game, creator) = nodes[0].app.create(json!({ "players": 2 })).await;
    let tokens = [
        nodes[0].app.join(&game, 0, "Ann").await,
        nodes[1].app.join(&game, 1, "Bob").await,
    ];
    nodes[1].app.start(&game, &creator).await;
    let mut ann = nodes[0].app.connect(&game, Some(&tokens[0])).await;
    let mut bob = nodes[1].app.connect(&game, Some(&tokens[1])).await;
    let mut watchers = [
        nodes[0].app.connect(&game, None).await,
        nodes[1].app.connect(&game, None).await,
    ];
    let send = |id: &str, channel: &str, text: &str, name: Option<&str>| {
        let mut m = json!({ "type": "chat", "request_id": id, "channel": channel, "text": text });
        if let Some(name) = name {
            m["name"] = json!(name);
        }
        m.to_string()
    };
    ann.send_text(send("a1", "table", "hello from node 0", None))
        .await;
    bob.send_text(send("b1", "table", "hello from node 1", None))
        .await;
    watchers[1]
        .send_text(send(
            "w1",
            "spectators",
            "watching from node 1",
            Some("Wat"),
        ))
        .await;
    for (client, id) in [(&mut ann, "a1"), (&mut bob, "b1"), (&mut watchers[1], "w1")] {
        let ack = client
            .wait(|m| (m["type"] == "chat_ack" || m["type"] == "error") && m["request_id"] == id)
            .await;
        assert_eq!(ack["type"], "chat_ack", "{ack}");
    }
    let mut heard = Vec::new();
    for client in [&mut ann, &mut bob] {
        let mut texts = Vec::new();
        for _ in 0..3 {
            let m = client.wait(|m| m["type"] == "chat").await;
            texts.push(m["message"]["text"].as_str().unwrap().to_string());
        }
        heard.push(texts);
    }
    assert_eq!(
        heard[0], heard[1],
        "the same messages in the same order on both nodes"
    );
    assert_eq!(heard[0].len(), 3);
    // The spectator on node 0 gets the spectators' message, never the table's.
    let m = watchers[0].wait(|m| m["type"] == "chat").await;
    assert_eq!(m["message"]["text"], "watching from node 1");
    assert!(!watchers[0].inbox.iter().any(|m| m["type"] == "chat"));
    let store = db.store().await;
    let (table, _) = store
        .chat_page(
            &game,
            trickerion_server::protocol::ChatChannel::Table,
            None,
            10,
        )
        .await
        .unwrap();
    assert_eq!(table.len(), 2, "each message stored once");
    // Closed through either node, the spectators' chat is closed for all.
    for node in &nodes {
        let (status, settings) = node
            .app
            .put(
                &format!("/api/games/{game}/chat"),
                json!({ "spectators_open": false }),
                Some(&creator),
            )
            .await;
        assert_eq!((status, &settings["spectators_open"]), (200, &json!(false)));
    }
    for (i, watcher) in watchers.iter_mut().enumerate() {
        let id = format!("closed{i}");
        watcher
            .send_text(send(&id, "spectators", "still here?", Some("Wat")))
            .await;
        let refused = watcher.wait(|m| m["request_id"] == id).await;
        assert_eq!(refused["error"], "forbidden", "{refused}");
    }
}
