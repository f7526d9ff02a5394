//! The real `trickerion-server` binary as a process: killed with SIGKILL mid
//! game, or while many games' commands are being stored, and restarted on
//! the same database, it restores every game with every acknowledged
//! command and chat message; on SIGTERM it closes its sockets and exits 0; an idle socket
//! costs it little memory.

#[macro_use]
mod common;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use common::*;
use trickerion_server::engine::{Seat, Viewer};

/// Starts the binary on `db` and waits until `/healthz` answers.
async fn start(db: &TestDb, port: u16) -> ServerProcess {
    ServerProcess::start(db, port, &[]).await
}

async fn sigkill_then_restart_restores_the_game(backend: Backend) {
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let port = free_port();
    let mut server = start(&db, port).await;
    let g = server.app.started_game(2).await;
    let mut players = vec![
        server.app.connect(&g.game_id, Some(&g.tokens[0])).await,
        server.app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    let mut game = replay_from_store(&store, &g.game_id).await.game;

    // Acknowledged commands, then SIGKILL straight after the last ack.
    let mut acked = 0;
    for _ in 0..6 {
        let seat = game.waiting_for()[0];
        let client = &mut players[seat.index()];
        client.wait_version(acked).await;
        let command = client.legal()[0].clone();
        let reply = client.play(&command, Some(acked)).await;
        assert_eq!(reply["type"], "ack", "{reply}");
        acked += 1;
        game.apply(seat, &command_from(&command)).unwrap();
    }
    // An acknowledged chat message too, the last thing before the kill.
    let chat =
        json!({ "type": "chat", "request_id": "c1", "channel": "table", "text": "still here?" });
    players[1].send_text(chat.to_string()).await;
    let ack = players[1]
        .wait(|m| (m["type"] == "chat_ack" || m["type"] == "error") && m["request_id"] == "c1")
        .await;
    assert_eq!(ack["type"], "chat_ack", "{ack}");
    server.child.kill().expect("SIGKILL");
    server.child.wait().unwrap();
    drop(players);

    let server = start(&db, port).await;
    for s in 0..2u8 {
        let mut client = server
            .app
            .connect(&g.game_id, Some(&g.tokens[usize::from(s)]))
            .await;
        assert_eq!(client.version(), acked, "no acknowledged command lost");
        let history = client
            .wait(|m| m["type"] == "chat_history" && m["channel"] == "table")
            .await;
        assert_eq!(
            history["messages"][0]["text"], "still here?",
            "no acknowledged chat message lost: {history}"
        );
        assert_eq!(
            client.state.as_ref().unwrap()["view"],
            view_json(&game, Viewer::Seat(Seat(s)))
        );
    }
    let spectator = server.app.connect(&g.game_id, None).await;
    assert_eq!(
        spectator.state.as_ref().unwrap()["view"],
        view_json(&game, Viewer::Spectator)
    );
    drop(server);
}

async fn sigterm_closes_sockets_and_exits_cleanly(backend: Backend) {
    let db = TestDb::new(backend).await;
    let mut server = start(&db, free_port()).await;
    let g = server.app.started_game(2).await;
    let mut client = server.app.connect(&g.game_id, Some(&g.tokens[0])).await;
    server.signal("-TERM");
    client.until_closed().await;
    let exit = server.exited().await;
    assert!(exit.success(), "{exit}");
}

/// Limits off for many clients on loopback.
const LOAD_ENV: [(&str, &str); 5] = [
    ("MAX_CONNECTIONS_PER_IP", "100000"),
    ("WS_RATE_PER_SEC", "100000"),
    ("WS_RATE_BURST", "100000"),
    ("CREATE_BURST", "1000"),
    ("MAX_SPECTATORS_PER_GAME", "100000"),
];

/// One seat that plays as fast as it can (one command in flight at a time)
/// until its socket closes. Records every acknowledged version.
async fn play_until_killed(
    url: String,
    mut pick: Pick,
    acked: Arc<Mutex<Vec<u64>>>,
    in_flight: Arc<AtomicUsize>,
) {
    let Ok((ws, _)) = tokio_tungstenite::connect_async(&url).await else {
        return;
    };
    let (mut tx, mut rx) = ws.split();
    let (mut version, mut legal, mut waiting) = (0u64, Vec::<Value>::new(), false);
    let mut next = 0u64;
    while let Some(Ok(message)) = rx.next().await {
        let Message::Text(text) = message else {
            continue;
        };
        let m: Value = serde_json::from_str(&text).unwrap();
        match m["type"].as_str() {
            Some("snapshot" | "update") => {
                version = m["state"]["version"].as_u64().unwrap();
                legal = m["state"]["legal_commands"].as_array().unwrap().clone();
            }
            Some("ack") => {
                acked.lock().unwrap().push(m["version"].as_u64().unwrap());
                in_flight.fetch_sub(1, Ordering::SeqCst);
                waiting = false;
            }
            Some("error") => {
                in_flight.fetch_sub(1, Ordering::SeqCst);
                waiting = false;
            }
            _ => {}
        }
        if !waiting && !legal.is_empty() {
            next += 1;
            let command = &legal[pick.index(legal.len())];
            let message = json!({ "type": "command", "request_id": next.to_string(),
                                  "command": command, "version": version });
            in_flight.fetch_add(1, Ordering::SeqCst);
            waiting = true;
            if tx
                .send(Message::Text(message.to_string().into()))
                .await
                .is_err()
            {
                return;
            }
        }
    }
}

/// Group commit keeps the promise of an ack: games play as fast as they can
/// (so commands are always being stored, many per transaction), the server
/// is killed with SIGKILL while some are in flight, and after the restart
/// every acknowledged command is in the log, which replays. Twice.
async fn sigkill_during_group_commits_loses_no_acknowledged_command(backend: Backend) {
    const GAMES: usize = 12;
    let db = TestDb::new(backend).await;
    let store = db.store().await;
    let port = free_port();
    let mut server = ServerProcess::start(&db, port, &LOAD_ENV).await;
    let mut games = Vec::new();
    for _ in 0..GAMES {
        games.push(server.app.started_game(2).await);
    }
    // Acknowledged versions per game, over every round.
    let mut acked: BTreeMap<usize, Vec<u64>> = BTreeMap::new();
    for round in 0..2u64 {
        let in_flight = Arc::new(AtomicUsize::new(0));
        let mut seats = Vec::new();
        let mut records = Vec::new();
        for (gi, g) in games.iter().enumerate() {
            for (s, token) in g.tokens.iter().enumerate() {
                let record = Arc::new(Mutex::new(Vec::new()));
                records.push((gi, record.clone()));
                seats.push(tokio::spawn(play_until_killed(
                    server.app.ws_url(&g.game_id, Some(token)),
                    Pick::new(round * 100 + (gi * 2 + s) as u64),
                    record,
                    in_flight.clone(),
                )));
            }
        }
        // Play until plenty has been acknowledged, then kill mid-flight.
        let acks = || -> usize { records.iter().map(|(_, r)| r.lock().unwrap().len()).sum() };
        wait_until("150 acks, and a command in flight", || {
            let ready = acks() >= 150 && in_flight.load(Ordering::SeqCst) > 0;
            async move { ready }
        })
        .await;
        let total = acks();
        let batches = metric(&server.app, "trickerion_commit_batches_total").await;
        let batched = metric(&server.app, "trickerion_commit_batched_commands_total").await;
        let flying = in_flight.load(Ordering::SeqCst);
        server.child.kill().expect("SIGKILL");
        assert!(
            batches > 0 && batched >= batches,
            "{batched} commands in {batches} commits"
        );
        eprintln!("round {round}: {batched} commands in {batches} commits, {flying} in flight at the kill");
        server.child.wait().unwrap();
        assert!(total >= 150, "round {round}: only {total} acks");
        assert!(flying > 0, "killed while commands were being stored");
        for seat in seats {
            let _ = seat.await;
        }
        for (gi, record) in records {
            acked
                .entry(gi)
                .or_default()
                .extend(record.lock().unwrap().iter());
        }
        for (gi, g) in games.iter().enumerate() {
            let stored = replay_from_store(&store, &g.game_id).await.stored.log.len() as u64;
            let highest = acked[&gi].iter().max().copied().unwrap_or(0);
            assert!(
                highest <= stored,
                "game {gi}: version {highest} acknowledged, {stored} stored"
            );
        }
        server = ServerProcess::start(&db, port, &LOAD_ENV).await;
        for g in &games {
            let client = server.app.connect(&g.game_id, None).await;
            let replayed = replay_from_store(&store, &g.game_id).await;
            assert_eq!(client.version(), replayed.stored.log.len() as u64);
            assert_eq!(
                client.state.as_ref().unwrap()["view"],
                view_json(&replayed.game, Viewer::Spectator)
            );
        }
    }
}

/// An idle WebSocket costs the server little memory (a 128 KiB read buffer
/// per socket once made it 137 KiB each).
async fn idle_sockets_cost_little_memory(backend: Backend) {
    const SOCKETS: usize = 400;
    let db = TestDb::new(backend).await;
    let server = ServerProcess::start(&db, free_port(), &LOAD_ENV).await;
    let g = server.app.started_game(2).await;
    let pid = server.child.id();
    let rss = || -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .unwrap()
    };
    // Warm up: the game is loaded and a few sockets have come and gone.
    for _ in 0..20 {
        server.app.connect(&g.game_id, None).await.close().await;
    }
    server
        .app
        .lobby_until(&g.game_id, |l| l["spectators"] == 0)
        .await;
    let before = rss();
    let mut sockets = Vec::new();
    for _ in 0..SOCKETS {
        sockets.push(server.app.connect(&g.game_id, None).await);
    }
    // Every socket has had the lobby that counts them all.
    for socket in &mut sockets {
        socket
            .wait(|m| m["type"] == "lobby" && m["lobby"]["spectators"] == SOCKETS)
            .await;
    }
    let per_socket = (rss() - before) * 1024 / SOCKETS as u64;
    assert!(
        per_socket <= 32 * 1024,
        "{per_socket} bytes per idle socket"
    );
    eprintln!("{per_socket} bytes per idle socket");
    drop(sockets);
}

on_both_backends!(
    sigkill_then_restart_restores_the_game,
    sigterm_closes_sockets_and_exits_cleanly,
    sigkill_during_group_commits_loses_no_acknowledged_command,
    idle_sockets_cost_little_memory,
);
