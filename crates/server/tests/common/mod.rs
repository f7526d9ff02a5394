//! Test harness: `spawn_app` starts the server on an ephemeral port with a
//! fresh database (an SQLite file in a temporary directory, or a new Postgres
//! database `t_<random>` dropped afterwards). Logs are silent unless TEST_LOG
//! is set. `Client` is a real WebSocket client.
#![allow(dead_code, unused_macros)]

/// Defines `sqlite::NAME` and `postgres::NAME` tests, each calling
/// `NAME(Backend)` from the enclosing test file.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if super::postgres_available().await {
                        super::$name(super::Backend::Postgres).await;
                    }
                }
            )*
        }
    };
}

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Once};
use std::time::Duration;

use async_trait::async_trait;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use trickerion_server::engine::{Command, Game, GameConfig, Seat, Viewer};
use trickerion_server::store::{
    self, GameStore, LeaseStore, LogEntry, NewGame, StoreError, StoredGame, StoredSeat,
};
use trickerion_server::{Config, Server};

pub const TIMEOUT: Duration = Duration::from_secs(20);

/// How often a condition another task or process brings about is looked at
/// again while a test waits for it.
const POLL: Duration = Duration::from_millis(20);

/// How long a test waits for something another task or process brings
/// about in its own time: [`TIMEOUT`], looking again every [`POLL`].
pub struct Patience {
    what: String,
    deadline: tokio::time::Instant,
}

impl Patience {
    /// Patience for `what`, from now.
    pub fn new(what: &str) -> Patience {
        Patience {
            what: what.to_string(),
            deadline: tokio::time::Instant::now() + TIMEOUT,
        }
    }

    /// Waits a moment before the next look; fails the test once the time
    /// is up.
    pub async fn again(&self) {
        assert!(
            tokio::time::Instant::now() < self.deadline,
            "never happened: {}",
            self.what
        );
        tokio::time::sleep(POLL).await;
    }
}

/// Waits until `check` gives a value (see [`Patience`]); the value. The test
/// goes on as soon as it is there.
pub async fn wait_for<T, F>(what: &str, mut check: impl FnMut() -> F) -> T
where
    F: std::future::Future<Output = Option<T>>,
{
    let patience = Patience::new(what);
    loop {
        if let Some(value) = check().await {
            return value;
        }
        patience.again().await;
    }
}

/// Waits until `check` holds, as [`wait_for`] does.
pub async fn wait_until<F>(what: &str, mut check: impl FnMut() -> F)
where
    F: std::future::Future<Output = bool>,
{
    wait_for(what, || {
        let holds = check();
        async move { holds.await.then_some(()) }
    })
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

fn init_logs() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("TEST_LOG").is_some() {
            tracing_subscriber::fmt()
                .with_env_filter(
                    tracing_subscriber::EnvFilter::try_from_default_env()
                        .unwrap_or_else(|_| "debug,sqlx=warn,hyper=info".into()),
                )
                .with_test_writer()
                .init();
        }
    });
}

/// A fresh database for one test; removed when dropped.
pub struct TestDb {
    pub backend: Backend,
    pub data_dir: PathBuf,
    pub url: Option<String>,
    pg_name: Option<String>,
}

/// Whether the Postgres tests can run. When Postgres cannot be reached they
/// are skipped with a warning, unless TEST_POSTGRES=require makes that a failure.
pub async fn postgres_available() -> bool {
    use sqlx::Connection;
    match sqlx::PgConnection::connect(&format!("{}/postgres", pg_base())).await {
        Ok(conn) => {
            let _ = conn.close().await;
            true
        }
        Err(e) if std::env::var("TEST_POSTGRES").as_deref() == Ok("require") => {
            panic!(
                "TEST_POSTGRES=require but Postgres at {} is unreachable: {e}",
                pg_base()
            )
        }
        Err(e) => {
            eprintln!("SKIPPED: Postgres at {} is unreachable ({e}); set TEST_POSTGRES_URL, or TEST_POSTGRES=require to fail", pg_base());
            false
        }
    }
}

fn pg_base() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

impl TestDb {
    pub async fn new(backend: Backend) -> TestDb {
        init_logs();
        let tag = uuid::Uuid::new_v4().simple().to_string();
        let data_dir = std::env::temp_dir().join(format!("trickerion-test-{tag}"));
        match backend {
            Backend::Sqlite => TestDb {
                backend,
                data_dir,
                url: None,
                pg_name: None,
            },
            Backend::Postgres => {
                use sqlx::Connection;
                let name = format!("t_{tag}");
                let mut admin = sqlx::PgConnection::connect(&format!("{}/postgres", pg_base()))
                    .await
                    .expect("Postgres for tests at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432)");
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&mut admin)
                    .await
                    .expect("create test database");
                TestDb {
                    backend,
                    data_dir,
                    url: Some(format!("{}/{name}", pg_base())),
                    pg_name: Some(name),
                }
            }
        }
    }

    /// A second, independent connection to the same database.
    pub async fn store(&self) -> Arc<dyn GameStore> {
        store::connect(self.url.as_deref(), &self.data_dir)
            .await
            .expect("open test store")
    }

    pub fn config(&self) -> Config {
        Config {
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            database_url: self.url.clone(),
            data_dir: self.data_dir.clone(),
            web_dir: self.data_dir.join("no-web-client"),
            rate_per_second: 10_000,
            rate_burst: 10_000,
            bot_delay: Duration::ZERO,
            ..Config::default()
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
        if let Some(name) = self.pg_name.take() {
            // Drop runs outside async: use a small runtime on its own thread.
            let _ = std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                rt.block_on(async {
                    use sqlx::Connection;
                    if let Ok(mut admin) =
                        sqlx::PgConnection::connect(&format!("{}/postgres", pg_base())).await
                    {
                        let _ =
                            sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                                .execute(&mut admin)
                                .await;
                    }
                });
            })
            .join();
        }
    }
}

/// `N` different ports nobody listens on now: held open together while
/// they are picked, since one port picked after another was let go may be
/// the same (Caddy then refused an HTTPS port equal to its HTTP port).
pub fn free_ports<const N: usize>() -> [u16; N] {
    let held: [std::net::TcpListener; N] =
        std::array::from_fn(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap());
    held.map(|l| l.local_addr().unwrap().port())
}

/// A port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The `trickerion-server` binary running as a process; killed when dropped.
pub struct ServerProcess {
    pub child: Child,
    pub app: TestApp,
}

impl ServerProcess {
    /// Starts the binary on `db` and `port`, with the environment variables
    /// `env` on top of the test's, and waits until `/healthz` answers.
    pub async fn start(db: &TestDb, port: u16, env: &[(&str, &str)]) -> ServerProcess {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_trickerion-server"));
        cmd.env_clear()
            .env("BIND_ADDR", "127.0.0.1")
            .env("PORT", port.to_string())
            .env("DATA_DIR", &db.data_dir)
            .env("WEB_DIR", db.data_dir.join("no-web"))
            .env(
                "RUST_LOG",
                if std::env::var_os("TEST_LOG").is_some() {
                    "debug,async_nats=info"
                } else {
                    "error"
                },
            )
            .stdin(Stdio::null());
        if let Some(url) = &db.url {
            cmd.env("DATABASE_URL", url);
        }
        cmd.envs(env.iter().copied());
        let child = cmd.spawn().expect("server binary starts");
        // From here on, Drop kills the process whatever happens.
        let process = ServerProcess {
            child,
            app: TestApp::at(([127, 0, 0, 1], port).into()),
        };
        wait_until("the server answers /healthz", || async {
            let res = process
                .app
                .http
                .get(process.app.url("/healthz"))
                .send()
                .await;
            res.is_ok_and(|r| r.status().is_success())
        })
        .await;
        process
    }

    /// Sends the signal `sig` (`-TERM`, `-STOP`, `-CONT`) to the process.
    pub fn signal(&self, sig: &str) {
        let status = std::process::Command::new("kill")
            .args([sig, &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "kill {sig}");
    }

    /// Waits until the process has exited; how it exited.
    pub async fn exited(&mut self) -> ExitStatus {
        let child = &mut self.child;
        wait_for("the server process exits", || {
            let exit = child.try_wait().unwrap();
            async move { exit }
        })
        .await
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A running server.
pub struct TestApp {
    pub addr: SocketAddr,
    pub http: reqwest::Client,
    stop: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<std::io::Result<()>>>,
}

pub async fn spawn_app(backend: Backend) -> (TestApp, TestDb) {
    let db = TestDb::new(backend).await;
    let app = spawn_app_on(&db).await;
    (app, db)
}

pub async fn spawn_app_on(db: &TestDb) -> TestApp {
    spawn_app_with(db.config(), None).await
}

pub async fn spawn_app_with(config: Config, store: Option<Arc<dyn GameStore>>) -> TestApp {
    let server = match store {
        Some(store) => Server::with_store(config, store).await,
        None => Server::build(config).await,
    }
    .expect("server starts");
    let addr = server.local_addr();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async move {
        let _ = stopped.await;
    }));
    TestApp {
        addr,
        http: reqwest::Client::new(),
        stop: Some(stop),
        task: Some(task),
    }
}

impl TestApp {
    /// A client for a server that runs elsewhere (e.g. as a process).
    pub fn at(addr: SocketAddr) -> TestApp {
        TestApp {
            addr,
            http: reqwest::Client::new(),
            stop: None,
            task: None,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub fn ws_url(&self, game_id: &str, token: Option<&str>) -> String {
        match token {
            Some(t) => format!("ws://{}/api/games/{game_id}/ws?token={t}", self.addr),
            None => format!("ws://{}/api/games/{game_id}/ws", self.addr),
        }
    }

    /// Graceful stop (as on SIGTERM); waits until the server has stopped.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            tokio::time::timeout(TIMEOUT, task)
                .await
                .expect("server stops in time")
                .expect("server task")
                .expect("server ran");
        }
    }

    /// Abrupt stop: the server task is aborted mid-flight.
    pub fn kill(mut self) {
        if let Some(task) = self.task.take() {
            task.abort();
        }
    }

    pub async fn post(&self, path: &str, body: Value, token: Option<&str>) -> (u16, Value) {
        let mut req = self.http.post(self.url(path)).json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("http");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// A plain text page (e.g. `/metrics`).
    pub async fn get_text(&self, path: &str) -> (u16, String) {
        let res = self.http.get(self.url(path)).send().await.expect("http");
        (res.status().as_u16(), res.text().await.unwrap_or_default())
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let res = self.http.get(self.url(path)).send().await.expect("http");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn put(&self, path: &str, body: Value, token: Option<&str>) -> (u16, Value) {
        let mut req = self.http.put(self.url(path)).json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("http");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// Polls the lobby until `pred` holds (the game moves on by itself).
    pub async fn lobby_until(&self, game_id: &str, pred: impl Fn(&Value) -> bool) -> Value {
        wait_for("the lobby gets there", || async {
            let lobby = self.lobby(game_id).await;
            pred(&lobby).then_some(lobby)
        })
        .await
    }

    /// The lobby of `game_id`.
    pub async fn lobby(&self, game_id: &str) -> Value {
        let (status, lobby) = self.get(&format!("/api/games/{game_id}")).await;
        assert_eq!(status, 200, "{lobby}");
        lobby
    }

    /// Creates a game with the options `body`: its id and creator token.
    pub async fn create(&self, body: Value) -> (String, String) {
        let (status, created) = self.post("/api/games", body, None).await;
        assert_eq!(status, 201, "{created}");
        (
            created["game_id"].as_str().unwrap().to_string(),
            created["creator_token"].as_str().unwrap().to_string(),
        )
    }

    /// Takes `seat` of `game_id` as `name`: the seat token.
    pub async fn join(&self, game_id: &str, seat: usize, name: &str) -> String {
        let (status, joined) = self
            .post(
                &format!("/api/games/{game_id}/seats/{seat}"),
                json!({ "name": name }),
                None,
            )
            .await;
        assert_eq!(status, 201, "{joined}");
        joined["seat_token"].as_str().unwrap().to_string()
    }

    /// Starts `game_id` with its creator's token: the lobby.
    pub async fn start(&self, game_id: &str, creator: &str) -> Value {
        let (status, lobby) = self
            .post(
                &format!("/api/games/{game_id}/start"),
                json!({}),
                Some(creator),
            )
            .await;
        assert_eq!(status, 200, "{lobby}");
        lobby
    }

    /// Creates a game with the options `body` and one seat per entry of
    /// `levels`: a bot of that level, or (`None`) a person `Human<seat>`.
    /// The game id, the creator token and the people's seat tokens.
    pub async fn game_with_bots(
        &self,
        levels: &[Option<&str>],
        body: Value,
    ) -> (String, String, Vec<String>) {
        let (id, creator) = self.create(body).await;
        let mut tokens = Vec::new();
        for (s, level) in levels.iter().enumerate() {
            match level {
                Some(level) => {
                    let (status, lobby) = self
                        .post(
                            &format!("/api/games/{id}/seats/{s}/bot"),
                            json!({ "level": level }),
                            Some(&creator),
                        )
                        .await;
                    assert_eq!(status, 201, "{lobby}");
                    assert_eq!(lobby["seats"][s]["bot"], *level);
                }
                None => tokens.push(self.join(&id, s, &format!("Human{s}")).await),
            }
        }
        (id, creator, tokens)
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let mut req = self.http.delete(self.url(path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("http");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// Creates a game with `players` seats, fills them and starts it.
    pub async fn started_game(&self, players: u8) -> StartedGame {
        let (game_id, creator) = self.create(json!({ "players": players })).await;
        let mut tokens = Vec::new();
        for seat in 0..usize::from(players) {
            tokens.push(self.join(&game_id, seat, &format!("P{seat}")).await);
        }
        self.start(&game_id, &creator).await;
        StartedGame { game_id, tokens }
    }

    pub async fn connect(&self, game_id: &str, token: Option<&str>) -> Client {
        Client::connect(&self.ws_url(game_id, token)).await
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(task) = self.task.take() {
            task.abort();
        }
    }
}

pub struct StartedGame {
    pub game_id: String,
    pub tokens: Vec<String>,
}

/// A WebSocket client that keeps the latest state it was sent.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub viewer: Value,
    /// The latest `state` (from `snapshot` or `update`).
    pub state: Option<Value>,
    /// Every log line received, in order.
    pub log: Vec<Value>,
    /// Messages other than state, welcome and lobby, not yet taken.
    pub inbox: Vec<Value>,
    /// Pings the server sent this socket (each answered as it is read).
    pub pings: usize,
    next_id: u64,
}

/// One frame a [`Client`] read.
enum Frame {
    Text(Value),
    Ping,
    Other,
    Closed,
}

impl Client {
    pub async fn connect(url: &str) -> Client {
        let (ws, _) = tokio::time::timeout(TIMEOUT, tokio_tungstenite::connect_async(url))
            .await
            .expect("connect in time")
            .expect("websocket connects");
        Client::over(ws).await
    }

    /// A client on a WebSocket opened by the caller (through a proxy, over
    /// TLS): waits for its welcome, and its snapshot once the game started.
    pub async fn over(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        let mut client = Client {
            ws,
            viewer: Value::Null,
            state: None,
            log: Vec::new(),
            inbox: Vec::new(),
            pings: 0,
            next_id: 0,
        };
        let welcome = client.recv_raw().await.expect("welcome");
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        client.viewer = welcome["viewer"].clone();
        if welcome["lobby"]["status"] != "lobby" {
            client.wait(|m| m["type"] == "snapshot").await;
        }
        client
    }

    /// The next frame; a text message is tracked, a ping counted.
    async fn frame(&mut self) -> Frame {
        let msg = tokio::time::timeout(TIMEOUT, self.ws.next())
            .await
            .expect("a message in time");
        match msg {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).expect("server sends JSON");
                self.track(&v);
                Frame::Text(v)
            }
            Some(Ok(Message::Ping(_))) => {
                self.pings += 1;
                Frame::Ping
            }
            Some(Ok(Message::Close(_)) | Err(_)) | None => Frame::Closed,
            Some(Ok(_)) => Frame::Other,
        }
    }

    /// The next message, or `None` when the socket closed.
    pub async fn recv_raw(&mut self) -> Option<Value> {
        loop {
            match self.frame().await {
                Frame::Text(v) => return Some(v),
                Frame::Closed => return None,
                Frame::Ping | Frame::Other => {}
            }
        }
    }

    /// Reads until the server has pinged this socket `pings` times since it
    /// opened, keeping the messages that come meanwhile as [`Client::wait`]
    /// does. The server pings every `WS_PING_SECS`: a test waits for time to
    /// pass on the server this way.
    pub async fn wait_pings(&mut self, pings: usize) {
        while self.pings < pings {
            match self.frame().await {
                Frame::Text(v) => self.keep(v),
                Frame::Closed => panic!("the socket closed while waiting for pings"),
                Frame::Ping | Frame::Other => {}
            }
        }
    }

    /// Keeps the latest state (without its log) and the whole log so far.
    fn track(&mut self, v: &Value) {
        let mut state = v["state"].clone();
        let lines = state
            .as_object_mut()
            .and_then(|s| s.remove("log"))
            .and_then(|l| l.as_array().cloned())
            .unwrap_or_default();
        if v["type"] == "snapshot" {
            self.log = lines;
            self.state = Some(state);
        } else if v["type"] == "update" {
            self.log.extend(lines);
            self.state = Some(state);
        }
    }

    /// Reads until a message matches; returns it. Panics on close.
    pub async fn wait(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.inbox.iter().position(&pred) {
            return self.inbox.remove(i);
        }
        loop {
            let v = self.recv_raw().await.expect("socket open while waiting");
            if pred(&v) {
                return v;
            }
            self.keep(v);
        }
    }

    /// Keeps a message for a later [`Client::wait`], unless it is one the
    /// client tracks (state, welcome, lobby).
    fn keep(&mut self, v: Value) {
        if !matches!(
            v["type"].as_str(),
            Some("snapshot" | "update" | "lobby" | "welcome")
        ) {
            self.inbox.push(v);
        }
    }

    /// Reads until the socket closes; returns the close-time messages.
    pub async fn until_closed(&mut self) -> Vec<Value> {
        let mut seen = Vec::new();
        while let Some(v) = self.recv_raw().await {
            seen.push(v);
        }
        seen
    }

    pub async fn wait_version(&mut self, version: u64) -> Value {
        if self.version() >= version {
            return self.state.clone().unwrap();
        }
        self.wait(|m| {
            (m["type"] == "update" || m["type"] == "snapshot")
                && m["state"]["version"].as_u64() >= Some(version)
        })
        .await;
        self.state.clone().unwrap()
    }

    /// Reads until the game is finished (its players, bots or people, play
    /// on meanwhile); the last state. Each version may take up to two minutes
    /// on a busy machine.
    pub async fn until_finished(&mut self) -> Value {
        const PER_VERSION: Duration = Duration::from_secs(120);
        loop {
            if let Some(state) = self.state.as_ref().filter(|s| s["status"] == "finished") {
                return state.clone();
            }
            let next = self.version() + 1;
            tokio::time::timeout(PER_VERSION, self.wait_version(next))
                .await
                .expect("the game goes on");
        }
    }

    pub fn version(&self) -> u64 {
        self.state
            .as_ref()
            .and_then(|s| s["version"].as_u64())
            .unwrap_or(0)
    }

    pub fn legal(&self) -> Vec<Value> {
        self.state
            .as_ref()
            .and_then(|s| s["legal_commands"].as_array().cloned())
            .unwrap_or_default()
    }

    /// Sends a frame the server may refuse by closing the connection: a
    /// broken pipe while writing it is an expected answer, not a failure.
    pub async fn send_text_or_closed(&mut self, text: String) {
        let _ = self.ws.send(Message::Text(text.into())).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .expect("send");
    }

    /// Sends a command; returns its request id.
    pub async fn send_command(&mut self, command: &Value, version: Option<u64>) -> String {
        self.next_id += 1;
        let id = format!("r{}", self.next_id);
        let mut msg = json!({ "type": "command", "request_id": id, "command": command });
        if let Some(v) = version {
            msg["version"] = json!(v);
        }
        self.send_text(msg.to_string()).await;
        id
    }

    /// The `ack` or `error` for `request_id`.
    pub async fn reply(&mut self, request_id: &str) -> Value {
        self.wait(|m| (m["type"] == "ack" || m["type"] == "error") && m["request_id"] == request_id)
            .await
    }

    /// Sends and waits for the answer.
    pub async fn play(&mut self, command: &Value, version: Option<u64>) -> Value {
        let id = self.send_command(command, version).await;
        self.reply(&id).await
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The game rebuilt from what the store holds, as a test oracle.
pub struct Replayed {
    pub game: Game,
    pub stored: StoredGame,
}

pub async fn replay_from_store(store: &Arc<dyn GameStore>, game_id: &str) -> Replayed {
    let stored = store
        .load_game(game_id)
        .await
        .expect("store readable")
        .expect("game stored");
    let mut game = Game::new(stored.config.clone()).expect("stored config sets up");
    // As the server replays: take-backs in the log need their points kept.
    game.allow_take_backs();
    for (i, entry) in stored.log.iter().enumerate() {
        assert_eq!(entry.seq, i as u64 + 1, "log has no gaps");
        game.apply(entry.seat, &entry.command)
            .expect("stored command replays");
    }
    Replayed { game, stored }
}

/// A log line's message (`{"msg": ...}`) in English.
pub fn english(line: &Value) -> String {
    worded(&line["msg"])
}

/// A catalog message as the server sends it, in English.
pub fn worded(msg: &Value) -> String {
    let msg: trickerion_server::engine::Msg =
        serde_json::from_value(msg.clone()).unwrap_or_else(|e| panic!("{msg} is a message: {e}"));
    msg.english()
}

pub fn view_json(game: &Game, viewer: Viewer) -> Value {
    serde_json::to_value(game.view(viewer)).unwrap()
}

/// The view of a finished game with every card turned up.
pub fn revealed_json(game: &Game) -> Value {
    serde_json::to_value(game.view_revealed()).unwrap()
}

pub fn legal_json(game: &Game, seat: Seat) -> Value {
    serde_json::to_value(game.legal_commands(seat)).unwrap()
}

pub fn command_from(value: &Value) -> Command {
    serde_json::from_value(value.clone()).expect("a command")
}

/// A small deterministic generator for picking among legal commands.
pub struct Pick(u64);

impl Pick {
    pub fn new(seed: u64) -> Self {
        Pick(
            seed.wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407),
        )
    }

    pub fn index(&mut self, len: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % len as u64) as usize
    }
}

/// How a [`FlakyStore`] behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Passes everything through.
    Up,
    /// Every call fails at once, as when no connection can be made.
    Down,
    /// Every call waits `FlakyStore::delay`, then fails, like a pool that
    /// waits for a connection that never comes.
    DownSlow,
    /// Appends are written, then fail as if the connection broke before the
    /// database said so: the outcome is unknown to the server.
    LoseReplies,
}

/// A store that fails on demand, to test outages.
pub struct FlakyStore {
    pub inner: Arc<dyn GameStore>,
    mode: std::sync::Mutex<Mode>,
    pub delay: Duration,
    /// Calls that reached the store, to tell a refusal at once from one
    /// that asked the database.
    calls: std::sync::atomic::AtomicUsize,
}

impl FlakyStore {
    pub fn new(inner: Arc<dyn GameStore>) -> Arc<FlakyStore> {
        Arc::new(FlakyStore {
            inner,
            mode: std::sync::Mutex::new(Mode::Up),
            delay: Duration::from_secs(1),
            calls: Default::default(),
        })
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    fn mode(&self) -> Mode {
        *self.mode.lock().unwrap()
    }

    pub fn calls(&self) -> usize {
        self.calls.load(std::sync::atomic::Ordering::SeqCst)
    }

    async fn check(&self) -> Result<(), StoreError> {
        self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        match self.mode() {
            Mode::Up | Mode::LoseReplies => Ok(()),
            Mode::Down => Err(sqlx::Error::PoolTimedOut.into()),
            Mode::DownSlow => {
                tokio::time::sleep(self.delay).await;
                Err(sqlx::Error::PoolTimedOut.into())
            }
        }
    }
}

trickerion_server::delegate_table_store!(FlakyStore, inner);

/// Leases stay unsupported: the tests that wrap a store run one node.
impl LeaseStore for FlakyStore {}

#[async_trait]
impl GameStore for FlakyStore {
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.create_game(game).await
    }
    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.check().await?;
        self.inner.load_game(id).await
    }
    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.claim_seat(id, seat).await
    }
    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.move_seat(id, from, to).await
    }
    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.release_seat(id, seat).await
    }
    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.start_game(id).await
    }
    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.append_command(id, entry).await?;
        if self.mode() == Mode::LoseReplies {
            return Err(sqlx::Error::Io(std::io::ErrorKind::ConnectionReset.into()).into());
        }
        Ok(())
    }
    async fn ping(&self) -> Result<(), StoreError> {
        self.check().await?;
        self.inner.ping().await
    }
    async fn close(&self) {
        self.inner.close().await;
    }
    fn backend(&self) -> &'static str {
        self.inner.backend()
    }
}

/// A store that holds some calls until released: loads of one game id, and
/// appends while `hold_appends` is set.
pub struct GatedStore {
    pub inner: Arc<dyn GameStore>,
    hold_load_of: std::sync::Mutex<Option<String>>,
    hold_appends: AtomicBool,
    opened: tokio::sync::watch::Sender<u64>,
    /// Calls held now.
    holding: std::sync::atomic::AtomicUsize,
}

impl GatedStore {
    pub fn new(inner: Arc<dyn GameStore>) -> Arc<GatedStore> {
        Arc::new(GatedStore {
            inner,
            hold_load_of: std::sync::Mutex::new(None),
            hold_appends: AtomicBool::new(false),
            opened: tokio::sync::watch::channel(0).0,
            holding: Default::default(),
        })
    }

    /// Loads of game `id` wait until [`GatedStore::release`].
    pub fn hold_loads_of(&self, id: &str) {
        *self.hold_load_of.lock().unwrap() = Some(id.to_string());
    }

    /// Appends wait until [`GatedStore::release`].
    pub fn hold_appends(&self) {
        self.hold_appends.store(true, Ordering::SeqCst);
    }

    /// Lets every held call go on; later calls are not held.
    pub fn release(&self) {
        *self.hold_load_of.lock().unwrap() = None;
        self.hold_appends.store(false, Ordering::SeqCst);
        self.opened.send_modify(|n| *n += 1);
    }

    /// How many calls are held now.
    pub fn holding(&self) -> usize {
        self.holding.load(Ordering::SeqCst)
    }

    async fn wait_while(&self, held: impl Fn() -> bool) {
        let mut rx = self.opened.subscribe();
        if !held() {
            return;
        }
        self.holding.fetch_add(1, Ordering::SeqCst);
        while held() {
            let _ = tokio::time::timeout(Duration::from_millis(20), rx.changed()).await;
        }
        self.holding.fetch_sub(1, Ordering::SeqCst);
    }
}

trickerion_server::delegate_table_store!(GatedStore, inner);

/// Leases stay unsupported: the tests that wrap a store run one node.
impl LeaseStore for GatedStore {}

#[async_trait]
impl GameStore for GatedStore {
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        self.inner.create_game(game).await
    }
    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.wait_while(|| self.hold_load_of.lock().unwrap().as_deref() == Some(id))
            .await;
        self.inner.load_game(id).await
    }
    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError> {
        self.inner.claim_seat(id, seat).await
    }
    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError> {
        self.inner.move_seat(id, from, to).await
    }
    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        self.inner.release_seat(id, seat).await
    }
    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        self.inner.start_game(id).await
    }
    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
        self.wait_while(|| self.hold_appends.load(Ordering::SeqCst))
            .await;
        self.inner.append_command(id, entry).await
    }
    async fn ping(&self) -> Result<(), StoreError> {
        self.inner.ping().await
    }
    async fn close(&self) {
        self.inner.close().await;
    }
    fn backend(&self) -> &'static str {
        self.inner.backend()
    }
}

/// Creates a started game of `config` straight in the store (so the test
/// knows its seed), with seats `P0`, `P1`... Returns its id and seat tokens.
pub async fn stored_game(store: &Arc<dyn GameStore>, config: GameConfig) -> StartedGame {
    use trickerion_server::auth;
    let game_id = auth::new_game_id();
    store
        .create_game(&NewGame {
            id: game_id.clone(),
            config: config.clone(),
            creator_token_hash: auth::hash_token(&auth::new_token()),
        })
        .await
        .expect("create game");
    let mut tokens = Vec::new();
    for s in 0..config.options.players {
        let token = auth::new_token();
        store
            .claim_seat(
                &game_id,
                &StoredSeat {
                    seat: Seat(s),
                    name: format!("P{s}"),
                    token_hash: auth::hash_token(&token),
                    bot: None,
                },
            )
            .await
            .expect("claim seat");
        tokens.push(token);
    }
    store.start_game(&game_id).await.expect("start");
    StartedGame { game_id, tokens }
}

/// The whole text of `/metrics`.
pub async fn metrics_text(app: &TestApp) -> String {
    app.http
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The value of a `/metrics` series.
pub async fn metric(app: &TestApp, name: &str) -> i64 {
    let text = metrics_text(app).await;
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .unwrap_or_else(|| panic!("{name} in {text}"))
        .parse()
        .unwrap()
}
