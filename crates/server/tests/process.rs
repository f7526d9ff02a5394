//! The real `trickerion-server` binary as a process: killed with SIGKILL mid
//! game and restarted on the same database, it restores every game with
//! every acknowledged command; on SIGTERM it closes its sockets and exits 0.

#[macro_use]
mod common;

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::*;
use trickerion_server::engine::{Seat, Viewer};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

struct Process {
    child: Child,
    app: TestApp,
}

/// Starts the binary on `db` and waits until `/healthz` answers.
async fn start(db: &TestDb, port: u16) -> Process {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_trickerion-server"));
    cmd.env_clear()
        .env("BIND_ADDR", "127.0.0.1")
        .env("PORT", port.to_string())
        .env("DATA_DIR", &db.data_dir)
        .env("WEB_DIR", db.data_dir.join("no-web"))
        .env(
            "RUST_LOG",
            if std::env::var_os("TEST_LOG").is_some() {
                "debug"
            } else {
                "error"
            },
        )
        .stdin(Stdio::null());
    if let Some(url) = &db.url {
        cmd.env("DATABASE_URL", url);
    }
    let child = cmd.spawn().expect("server binary starts");
    // From here on, Drop kills the process whatever happens.
    let process = Process {
        child,
        app: TestApp::at(([127, 0, 0, 1], port).into()),
    };
    for _ in 0..200 {
        if let Ok(res) = process
            .app
            .http
            .get(process.app.url("/healthz"))
            .send()
            .await
        {
            if res.status().is_success() {
                return process;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("server did not become healthy");
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
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
    server.child.kill().expect("SIGKILL");
    server.child.wait().unwrap();
    drop(players);

    let server = start(&db, port).await;
    for s in 0..2u8 {
        let client = server
            .app
            .connect(&g.game_id, Some(&g.tokens[usize::from(s)]))
            .await;
        assert_eq!(client.version(), acked, "no acknowledged command lost");
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
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    client.until_closed().await;
    let mut exit = None;
    for _ in 0..200 {
        if let Some(status) = server.child.try_wait().unwrap() {
            exit = Some(status);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let exit = exit.expect("server exits after SIGTERM");
    assert!(exit.success(), "{exit}");
}

on_both_backends!(
    sigkill_then_restart_restores_the_game,
    sigterm_closes_sockets_and_exits_cleanly,
);
