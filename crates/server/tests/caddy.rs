//! The reverse proxy of docker-compose.yml in front of the server: Debian's
//! Caddy runs the real deploy/Caddyfile (its site address and upstream set
//! through the environment variables the file reads) with HTTPS from its
//! local certificate authority, in front of the server binary, on
//! 127.0.0.1. Over HTTPS, a WebSocket to a game passes through (the
//! snapshot arrives, a command is acknowledged), the server's security
//! headers and Caddy's compression reach the client, and the server counts
//! each client's forwarded address for its per-address limits, but only
//! because `TRUSTED_PROXIES` names 127.0.0.1: the same requests through a
//! Caddy in front of a server without it all count as the proxy's address.
//!
//! The clients connect from other loopback addresses (127.0.0.2, 127.0.0.3)
//! so that their addresses differ from the proxy's. Skipped when Caddy is
//! not installed, unless TEST_CADDY=require (as on CI) makes that a failure.

#[macro_use]
mod common;

use std::io::Read;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use common::*;

const CLIENT_A: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
const CLIENT_B: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));

/// Debian's caddy, or `None` (then the test is skipped) unless
/// TEST_CADDY=require.
fn caddy_binary() -> Option<PathBuf> {
    let found = ["/usr/bin/caddy", "/usr/local/bin/caddy"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    if found.is_none() {
        if std::env::var("TEST_CADDY").as_deref() == Ok("require") {
            panic!("TEST_CADDY=require but caddy is not installed (apt-get install caddy)");
        }
        eprintln!(
            "SKIPPED: caddy is not installed (apt-get install caddy); \
             set TEST_CADDY=require to fail instead"
        );
    }
    found
}

/// A Caddy process with its own directory (configuration, certificate
/// authority, log); killed and removed when dropped, even on a failure.
struct Caddy {
    child: Child,
    dir: PathBuf,
    port: u16,
    /// The root certificate of Caddy's local authority (PEM).
    root: Vec<u8>,
}

impl Drop for Caddy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Caddy {
    /// Starts deploy/Caddyfile with `https://localhost:PORT` as its site
    /// and the server at 127.0.0.1:`upstream` as its upstream, and waits
    /// until its certificate is issued and it answers.
    async fn start(binary: &Path, upstream: u16) -> Caddy {
        let dir = std::env::temp_dir().join(format!(
            "trickerion-caddy-{}",
            uuid::Uuid::new_v4().simple()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../deploy/Caddyfile");
        let site = site.canonicalize().expect("deploy/Caddyfile");
        let [port, http_port] = free_ports();
        // Only what a test needs besides the real file: no admin endpoint,
        // the ports free here, nothing installed into the system's trust
        // store, everything kept in this directory.
        let config = dir.join("Caddyfile");
        std::fs::write(
            &config,
            format!(
                "{{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\
                 \thttp_port {http_port}\n\thttps_port {port}\n\
                 \tstorage file_system {storage}\n}}\n\nimport {site}\n",
                storage = dir.join("data").display(),
                site = site.display(),
            ),
        )
        .unwrap();
        let log = std::fs::File::create(dir.join("caddy.log")).unwrap();
        let child = Command::new(binary)
            .args(["run", "--adapter", "caddyfile", "--config"])
            .arg(&config)
            .env_clear()
            .env("HOME", &dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("XDG_CONFIG_HOME", dir.join("config"))
            .env("SITE_ADDRESS", format!("https://localhost:{port}"))
            .env("UPSTREAM_NAME", "127.0.0.1")
            .env("UPSTREAM_PORT", upstream.to_string())
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("caddy starts");
        let mut caddy = Caddy {
            child,
            dir,
            port,
            root: Vec::new(),
        };
        let root = caddy.dir.join("data/pki/authorities/local/root.crt");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(exit) = caddy.child.try_wait().unwrap() {
                panic!("caddy exited ({exit}):\n{}", caddy.log());
            }
            if caddy.root.is_empty() {
                caddy.root = std::fs::read(&root).unwrap_or_default();
            }
            if !caddy.root.is_empty() {
                let (status, _) = caddy.client(CLIENT_A).get("/healthz").await;
                if status == Some(200) {
                    return caddy;
                }
            }
            assert!(
                Instant::now() < deadline,
                "caddy did not answer /healthz in time:\n{}",
                caddy.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    fn log(&self) -> String {
        let mut text = String::new();
        if let Ok(mut f) = std::fs::File::open(self.dir.join("caddy.log")) {
            let _ = f.read_to_string(&mut text);
        }
        text
    }

    /// An HTTPS client that trusts only Caddy's local authority and
    /// connects from `from`.
    fn client(&self, from: IpAddr) -> Https {
        let http = reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(&self.root).unwrap())
            .tls_built_in_root_certs(false)
            .resolve("localhost", SocketAddr::from(([127, 0, 0, 1], self.port)))
            .local_address(from)
            .timeout(Duration::from_secs(5))
            .build()
            .unwrap();
        Https {
            http,
            base: format!("https://localhost:{}", self.port),
        }
    }

    /// A WebSocket to `game_id` through Caddy over TLS (trusting only its
    /// local authority), from `from`.
    async fn socket(&self, from: IpAddr, game_id: &str, token: &str) -> Client {
        use rustls::pki_types::pem::PemObject;
        let mut roots = rustls::RootCertStore::empty();
        for cert in rustls::pki_types::CertificateDer::pem_slice_iter(&self.root) {
            roots.add(cert.unwrap()).unwrap();
        }
        let tls = rustls::ClientConfig::builder()
            .with_root_certificates(roots)
            .with_no_client_auth();
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(SocketAddr::new(from, 0)).unwrap();
        let tcp = socket
            .connect(SocketAddr::from(([127, 0, 0, 1], self.port)))
            .await
            .expect("TCP to caddy");
        let request = format!(
            "wss://localhost:{}/api/games/{game_id}/ws?token={token}",
            self.port
        )
        .into_client_request()
        .unwrap();
        let (ws, response) = tokio::time::timeout(
            Duration::from_secs(10),
            tokio_tungstenite::client_async_tls_with_config(
                request,
                tcp,
                None,
                Some(tokio_tungstenite::Connector::Rustls(Arc::new(tls))),
            ),
        )
        .await
        .expect("the WebSocket opens in time")
        .expect("the WebSocket opens through caddy");
        assert_eq!(response.status(), 101);
        Client::over(ws).await
    }
}

/// HTTPS requests through Caddy.
struct Https {
    http: reqwest::Client,
    base: String,
}

impl Https {
    async fn get(&self, path: &str) -> (Option<u16>, Option<reqwest::Response>) {
        match self.http.get(format!("{}{path}", self.base)).send().await {
            Ok(res) => (Some(res.status().as_u16()), Some(res)),
            Err(_) => (None, None),
        }
    }

    async fn post(&self, path: &str, body: Value, token: Option<&str>) -> (u16, Value) {
        let mut req = self.http.post(format!("{}{path}", self.base)).json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("https through caddy");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caddy_in_front_passes_https_websockets_headers_and_client_addresses() {
    let Some(binary) = caddy_binary() else {
        return;
    };
    let db = TestDb::new(Backend::Sqlite).await;
    let other_db = TestDb::new(Backend::Sqlite).await;
    // One new game per client address, then none for a while.
    let limits = [("CREATE_BURST", "1"), ("CREATE_RATE_PER_MIN", "1")];
    let [port, other_port] = free_ports();
    let mut trusting_env = vec![("TRUSTED_PROXIES", "127.0.0.1")];
    trusting_env.extend(limits);
    let (trusting, untrusting) = tokio::join!(
        ServerProcess::start(&db, port, &trusting_env),
        ServerProcess::start(&other_db, other_port, &limits),
    );
    let (caddy, other_caddy) = tokio::join!(
        Caddy::start(&binary, port),
        Caddy::start(&binary, other_port)
    );
    let (a, b) = (caddy.client(CLIENT_A), caddy.client(CLIENT_B));

    // The server's security headers pass through; Caddy compresses.
    let (status, res) = a.get("/healthz").await;
    assert_eq!(status, Some(200));
    let headers = res.unwrap().headers().clone();
    assert_eq!(headers["x-content-type-options"], "nosniff", "{headers:?}");
    assert_eq!(headers["x-frame-options"], "DENY", "{headers:?}");
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'self'"),
        "{headers:?}"
    );
    let res = a
        .http
        .get(format!("{}/metrics", a.base))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()
            .get("content-encoding")
            .map(|v| v.to_str().unwrap()),
        Some("gzip"),
        "{:?}",
        res.headers()
    );
    assert_eq!(res.headers()["x-content-type-options"], "nosniff");
    let gzipped = res.bytes().await.unwrap();
    assert_eq!(&gzipped[..2], &[0x1f, 0x8b], "a gzip stream");

    // The server counts each client's forwarded address: A's second game
    // is refused, B (another address, the same proxy) still creates one.
    let (status, created) = a.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 201, "{created}");
    let (status, _) = a.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 429, "A used its one game");
    let (status, _) = b.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 201, "B is another client behind the same proxy");

    // A game over HTTPS, and its WebSockets through Caddy: the snapshot
    // arrives, a command is acknowledged, the other seat sees it.
    let id = created["game_id"].as_str().unwrap();
    let creator = created["creator_token"].as_str().unwrap();
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let (status, joined) = a
            .post(
                &format!("/api/games/{id}/seats/{seat}"),
                json!({ "name": format!("P{seat}") }),
                None,
            )
            .await;
        assert_eq!(status, 201, "{joined}");
        tokens.push(joined["seat_token"].as_str().unwrap().to_string());
    }
    let (status, lobby) = a
        .post(&format!("/api/games/{id}/start"), json!({}), Some(creator))
        .await;
    assert_eq!(status, 200, "{lobby}");
    let mut clients = vec![
        caddy.socket(CLIENT_A, id, &tokens[0]).await,
        caddy.socket(CLIENT_B, id, &tokens[1]).await,
    ];
    for client in &clients {
        assert!(client.state.is_some(), "a snapshot arrived");
        assert_eq!(client.version(), 0);
    }
    let mover = clients
        .iter()
        .position(|c| !c.legal().is_empty())
        .expect("someone may move");
    let command = clients[mover].legal()[0].clone();
    let ack = clients[mover].play(&command, Some(0)).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    clients[1 - mover].wait_version(1).await;

    // Without TRUSTED_PROXIES the server ignores what Caddy forwards: every
    // client is the proxy's address, and B is refused after A.
    let (a, b) = (other_caddy.client(CLIENT_A), other_caddy.client(CLIENT_B));
    let (status, created) = a.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 201, "{created}");
    let (status, _) = b.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 429, "untrusted: B counts as the proxy, like A");

    drop(clients);
    drop((caddy, other_caddy, trusting, untrusting));
}
