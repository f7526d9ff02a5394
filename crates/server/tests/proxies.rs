//! The client's address behind a reverse proxy (`TRUSTED_PROXIES`): from a
//! trusted proxy the forwarded address is the one the per-address limits
//! count (games created, WebSockets open); from anyone else the forwarding
//! headers are ignored, so a client cannot pick its address.

#[macro_use]
mod common;

use serde_json::json;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

use common::*;
use trickerion_server::forwarded::{parse_proxies, ForwardedHeader, TrustedProxies};
use trickerion_server::Config;

/// Creates a game with `header: value` set: the answer's status.
async fn create_as(app: &TestApp, header: &str, value: &str) -> u16 {
    app.http
        .post(app.url("/api/games"))
        .header(header, value)
        .json(&json!({ "players": 2 }))
        .send()
        .await
        .expect("http")
        .status()
        .as_u16()
}

/// Opens a spectator socket on `game_id` with `x-forwarded-for: from`:
/// the socket, or the HTTP status it was refused with.
async fn socket_as(
    app: &TestApp,
    game_id: &str,
    from: &str,
) -> Result<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    u16,
> {
    let mut request = app.ws_url(game_id, None).into_client_request().unwrap();
    request
        .headers_mut()
        .insert("x-forwarded-for", HeaderValue::from_str(from).unwrap());
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            Err(response.status().as_u16())
        }
        Err(e) => panic!("unexpected socket error: {e}"),
    }
}

fn config(db: &TestDb, proxies: &str, header: ForwardedHeader) -> Config {
    Config {
        create_per_minute: 1,
        create_burst: 1,
        trusted_proxies: TrustedProxies::new(parse_proxies(proxies).unwrap(), header),
        ..db.config()
    }
}

/// Behind a trusted proxy (the test connects from 127.0.0.1), two clients
/// with different forwarded addresses get an allowance each, and the
/// right-most untrusted address counts, whatever a client wrote before it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trusted_proxys_forwarded_address_is_the_client() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        config(&db, "127.0.0.1, 10.0.0.0/8", ForwardedHeader::XForwardedFor),
        None,
    )
    .await;
    assert_eq!(create_as(&app, "x-forwarded-for", "203.0.113.1").await, 201);
    assert_eq!(
        create_as(&app, "x-forwarded-for", "203.0.113.1").await,
        429,
        "one creation per address"
    );
    assert_eq!(create_as(&app, "x-forwarded-for", "203.0.113.2").await, 201);
    // A client that writes its own header in front: the proxies append the
    // address they saw, and that one counts.
    assert_eq!(
        create_as(
            &app,
            "x-forwarded-for",
            "198.51.100.77, 203.0.113.2, 10.0.0.3"
        )
        .await,
        429,
        "203.0.113.2 is the right-most untrusted address"
    );
    // The proxy's own address (no header) has its own allowance too.
    let (status, _) = app.post("/api/games", json!({ "players": 2 }), None).await;
    assert_eq!(status, 201);
    app.stop().await;
}

/// RFC 7239 `Forwarded`, when the proxy is configured to write that header.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_is_read_when_configured() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(config(&db, "127.0.0.1", ForwardedHeader::Forwarded), None).await;
    assert_eq!(
        create_as(&app, "forwarded", "for=203.0.113.1;proto=https").await,
        201
    );
    assert_eq!(
        create_as(&app, "forwarded", "for=\"[2001:db8::1]:4711\"").await,
        201
    );
    assert_eq!(create_as(&app, "forwarded", "for=203.0.113.1").await, 429);
    // The header the proxy does not write is not believed: this is the
    // proxy's address, then the same again.
    assert_eq!(create_as(&app, "x-forwarded-for", "203.0.113.9").await, 201);
    assert_eq!(
        create_as(&app, "x-forwarded-for", "203.0.113.10").await,
        429
    );
    app.stop().await;
}

/// A client that is not a trusted proxy cannot choose its address by
/// sending the header itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_untrusted_clients_forwarded_header_is_ignored() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        config(&db, "10.0.0.0/8", ForwardedHeader::XForwardedFor),
        None,
    )
    .await;
    assert_eq!(create_as(&app, "x-forwarded-for", "203.0.113.1").await, 201);
    assert_eq!(
        create_as(&app, "x-forwarded-for", "203.0.113.2").await,
        429,
        "both came from 127.0.0.1, whatever the header says"
    );
    app.stop().await;
}

/// WebSockets through a trusted proxy count against the forwarded client's
/// address: one client reaches its limit, another is still let in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_through_a_proxy_count_per_client() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(
        Config {
            max_connections_per_ip: 1,
            create_per_minute: 100,
            create_burst: 100,
            ..config(&db, "127.0.0.1", ForwardedHeader::XForwardedFor)
        },
        None,
    )
    .await;
    let (game_id, _) = app.create(json!({ "players": 2 })).await;
    let first = socket_as(&app, &game_id, "203.0.113.1")
        .await
        .expect("the first socket of 203.0.113.1");
    assert_eq!(
        socket_as(&app, &game_id, "203.0.113.1").await.err(),
        Some(429),
        "203.0.113.1 holds its one connection"
    );
    let other = socket_as(&app, &game_id, "203.0.113.2")
        .await
        .expect("another client is let in");
    drop(first);
    wait_until("the first socket's count is given back", || async {
        socket_as(&app, &game_id, "203.0.113.1").await.is_ok()
    })
    .await;
    drop(other);
    app.stop().await;
}

/// The binary reads `TRUSTED_PROXIES` and `TRUSTED_PROXY_HEADER`, and
/// refuses to start on a value it cannot read, saying which.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setting_is_read_from_the_environment() {
    let db = TestDb::new(Backend::Sqlite).await;
    let port = free_port();
    let server = ServerProcess::start(
        &db,
        port,
        &[
            ("TRUSTED_PROXIES", "127.0.0.1/32"),
            ("CREATE_RATE_PER_MIN", "1"),
            ("CREATE_BURST", "1"),
        ],
    )
    .await;
    assert_eq!(
        create_as(&server.app, "x-forwarded-for", "203.0.113.1").await,
        201
    );
    assert_eq!(
        create_as(&server.app, "x-forwarded-for", "203.0.113.2").await,
        201
    );
    assert_eq!(
        create_as(&server.app, "x-forwarded-for", "203.0.113.2").await,
        429
    );
    drop(server);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_trickerion-server"))
        .env_clear()
        .env("DATA_DIR", &db.data_dir)
        .env("TRUSTED_PROXIES", "10.0.0.0/8,caddy")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(
        log.contains("TRUSTED_PROXIES") && log.contains("\"caddy\""),
        "{log}"
    );
}
