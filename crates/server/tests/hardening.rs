//! What the server withstands: clients that go away mid-upgrade, repeat a
//! message, send overlong paths or bad frames, stop answering pings or never
//! finish a request; crowds of sockets, games and connections; a slow or
//! failing database; names that hide or pose as bots. And what it sends:
//! security headers, root spans, `TCP_NODELAY`, the content document.

#[macro_use]
mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

use common::*;
use trickerion_server::engine::{Game, GameConfig, Seat};
use trickerion_server::store::GameStore;

/// The head of a WebSocket upgrade request for `path`.
fn upgrade_request(path: &str) -> String {
    format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    )
}

fn ws_path(game_id: &str, token: Option<&str>) -> String {
    match token {
        Some(t) => format!("/api/games/{game_id}/ws?token={t}"),
        None => format!("/api/games/{game_id}/ws"),
    }
}

/// A WebSocket opened by hand, to send frames no client library sends.
struct RawSocket(TcpStream);

impl RawSocket {
    async fn open(app: &TestApp, path: &str) -> RawSocket {
        let mut tcp = TcpStream::connect(app.addr).await.unwrap();
        tcp.write_all(upgrade_request(path).as_bytes())
            .await
            .unwrap();
        let mut head = Vec::new();
        while !head.ends_with(b"\r\n\r\n") {
            let mut byte = [0u8];
            tcp.read_exact(&mut byte).await.expect("upgrade answer");
            head.push(byte[0]);
        }
        let head = String::from_utf8_lossy(&head);
        assert!(head.starts_with("HTTP/1.1 101"), "{head}");
        RawSocket(tcp)
    }

    /// Sends the header of a masked frame with `len` bytes of payload, and
    /// then `payload` (possibly only the first bytes of it).
    async fn send_frame(&mut self, opcode: u8, len: u64, payload: &[u8]) {
        let mut frame = vec![0x80 | opcode];
        if len < 126 {
            frame.push(0x80 | len as u8);
        } else if len <= 0xffff {
            frame.push(0x80 | 126);
            frame.extend_from_slice(&(len as u16).to_be_bytes());
        } else {
            frame.push(0x80 | 127);
            frame.extend_from_slice(&len.to_be_bytes());
        }
        let mask = [1u8, 2, 3, 4];
        frame.extend_from_slice(&mask);
        frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        // The server may close while we write: that is an answer too.
        let _ = self.0.write_all(&frame).await;
    }

    /// The next frame from the server: (opcode, payload); `None` when the
    /// connection ended without one.
    async fn next_frame(&mut self) -> Option<(u8, Vec<u8>)> {
        let mut head = [0u8; 2];
        self.0.read_exact(&mut head).await.ok()?;
        let len = match head[1] & 0x7f {
            126 => {
                let mut b = [0u8; 2];
                self.0.read_exact(&mut b).await.ok()?;
                u64::from(u16::from_be_bytes(b))
            }
            127 => {
                let mut b = [0u8; 8];
                self.0.read_exact(&mut b).await.ok()?;
                u64::from_be_bytes(b)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; len as usize];
        self.0.read_exact(&mut payload).await.ok()?;
        Some((head[0] & 0x0f, payload))
    }

    /// The code of the close frame the server sends, skipping other frames;
    /// `None` if the connection ends without a close frame.
    async fn close_code(&mut self) -> Option<u16> {
        tokio::time::timeout(TIMEOUT, async {
            while let Some((opcode, payload)) = self.next_frame().await {
                if opcode == 8 {
                    return payload.get(..2).map(|b| u16::from_be_bytes([b[0], b[1]]));
                }
            }
            None
        })
        .await
        .expect("the server answers in time")
    }
}

/// A client that resets its upgrade request while the handler waits for
/// the game leaves no connection counted behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aborted_upgrades_leave_no_phantom_connections() {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let gated = GatedStore::new(db.store().await);
    let app = spawn_app_with(db.config(), Some(gated.clone())).await;
    let g = app.started_game(2).await;
    let game = replay_from_store(&store, &g.game_id).await.game;
    let mover = game.waiting_for()[0];
    let other = Seat(1 - mover.0);
    let mut client = app
        .connect(&g.game_id, Some(&g.tokens[mover.index()]))
        .await;

    // The game is busy storing a command while the upgrades come in.
    gated.hold_appends();
    let command = client.legal()[0].clone();
    let request = client.send_command(&command, Some(0)).await;
    wait_until("the game is storing the command", || async {
        gated.holding() == 1
    })
    .await;
    let before = metric(&app, "trickerion_tcp_connections").await;
    let mut aborted = Vec::new();
    for i in 0..20 {
        let token = (i % 2 == 0).then(|| g.tokens[other.index()].as_str());
        let mut tcp = TcpStream::connect(app.addr).await.unwrap();
        tcp.write_all(upgrade_request(&ws_path(&g.game_id, token)).as_bytes())
            .await
            .unwrap();
        aborted.push(tcp);
    }
    wait_until("the server has the upgrade requests", || async {
        metric(&app, "trickerion_tcp_connections").await >= before + 20
    })
    .await;
    for tcp in aborted {
        // A reset, not a polite close.
        let _ = tcp.set_zero_linger();
        drop(tcp);
    }
    wait_until("the server has seen the resets", || async {
        metric(&app, "trickerion_tcp_connections").await <= before
    })
    .await;
    gated.release();
    assert_eq!(client.reply(&request).await["type"], "ack");

    let other_seat = other.index();
    let lobby = app
        .lobby_until(&g.game_id, |l| {
            l["spectators"] == 0 && l["seats"][other_seat]["connected"] == false
        })
        .await;
    assert_eq!(lobby["spectators"], 0, "{lobby}");
    assert_eq!(lobby["seats"][other_seat]["connected"], false, "{lobby}");
    assert_eq!(metric(&app, "trickerion_connections").await, 1);
    app.stop().await;
}

/// Commands in the order played, with their seats.
type Path = Vec<(Seat, Value)>;

/// A position of a game of `config` where the seat the game waits for has a
/// command after which its legal commands are the same, reached by playing
/// the first legal command each time. Returns the commands to get there and
/// that command.
fn position_with_a_repeatable_command(config: &GameConfig) -> Option<(Path, Seat, Value)> {
    let mut game = Game::new(config.clone()).unwrap();
    let mut path = Vec::new();
    let mut pick = Pick::new(config.seed);
    for _ in 0..1500 {
        if game.is_over() {
            return None;
        }
        let seat = game.waiting_for()[0];
        let legal = game.legal_commands(seat);
        for command in &legal {
            let mut next = game.clone();
            next.apply(seat, command).unwrap();
            if next.legal_commands(seat) == legal {
                return Some((path, seat, serde_json::to_value(command).unwrap()));
            }
        }
        let command = legal[pick.index(legal.len())].clone();
        game.apply(seat, &command).unwrap();
        path.push((seat, serde_json::to_value(&command).unwrap()));
    }
    None
}

/// The same command message sent twice (same request id, same version)
/// is applied once, even when it leaves the seat's legal commands unchanged.
async fn a_duplicated_command_is_applied_once(backend: Backend) {
    let (app, db) = spawn_app(backend).await;
    let store = db.store().await;
    let (config, path, seat, command) = (1..50)
        .find_map(|seed| {
            let config = GameConfig::base(2, seed);
            position_with_a_repeatable_command(&config).map(|(p, s, c)| (config, p, s, c))
        })
        .expect("some game has such a position");
    let g = stored_game(&store, config).await;
    let mut players = [
        app.connect(&g.game_id, Some(&g.tokens[0])).await,
        app.connect(&g.game_id, Some(&g.tokens[1])).await,
    ];
    for (version, (s, c)) in path.iter().enumerate() {
        let reply = players[s.index()].play(c, Some(version as u64)).await;
        assert_eq!(reply["type"], "ack", "{reply}");
    }
    let version = path.len() as u64;
    let client = &mut players[seat.index()];
    client.wait_version(version).await;
    let message =
        json!({ "type": "command", "request_id": "twice", "command": command, "version": version })
            .to_string();
    client.send_text(message.clone()).await;
    client.send_text(message).await;
    let first = client.reply("twice").await;
    let second = client.reply("twice").await;
    assert_eq!(first["type"], "ack", "{first}");
    assert_eq!(second, first, "the duplicate gets the same answer");
    let stored = replay_from_store(&store, &g.game_id).await.stored.log.len() as u64;
    assert_eq!(stored, version + 1, "stored once");
    // A new request id with the same command is a new command.
    app.stop().await;
}

/// Looking up games that must be loaded from the database does not hold
/// up requests for games already in memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_load_does_not_block_loaded_games() {
    let db = TestDb::new(Backend::Sqlite).await;
    let gated = GatedStore::new(db.store().await);
    let app = Arc::new(spawn_app_with(db.config(), Some(gated.clone())).await);
    let g = app.started_game(2).await;
    assert_eq!(app.get(&format!("/api/games/{}", g.game_id)).await.0, 200);
    gated.hold_loads_of("zzzzzzzzzz");
    let slow = {
        let app = app.clone();
        tokio::spawn(async move { app.get("/api/games/zzzzzzzzzz").await.0 })
    };
    wait_until("the other game's load is held", || async {
        gated.holding() == 1
    })
    .await;
    // The other load is held until `release` below: answering at all proves
    // the registry does not wait for it.
    let (status, _) = tokio::time::timeout(
        Duration::from_secs(5),
        app.get(&format!("/api/games/{}", g.game_id)),
    )
    .await
    .expect("the loaded game answers while another loads");
    assert_eq!(status, 200);
    gated.release();
    assert_eq!(slow.await.unwrap(), 404);
}

/// A started two-player game served from a store that fails on demand,
/// and a socket of the seat the game waits for, with its first legal command.
struct FlakyGame {
    /// Kept while the game is played (dropping it drops the database).
    _db: TestDb,
    flaky: Arc<FlakyStore>,
    app: TestApp,
    g: StartedGame,
    /// A second connection to the database.
    store: Arc<dyn GameStore>,
    seat: Seat,
    client: Client,
    command: Value,
}

async fn flaky_game(backend: Backend) -> FlakyGame {
    let db = TestDb::new(backend).await;
    let flaky = FlakyStore::new(db.store().await);
    let app = spawn_app_with(db.config(), Some(flaky.clone())).await;
    let g = app.started_game(2).await;
    let store = db.store().await;
    let game = replay_from_store(&store, &g.game_id).await.game;
    let seat = game.waiting_for()[0];
    let client = app.connect(&g.game_id, Some(&g.tokens[seat.index()])).await;
    let command = client.legal()[0].clone();
    FlakyGame {
        _db: db,
        flaky,
        app,
        g,
        store,
        seat,
        client,
        command,
    }
}

/// When the database may have stored a command but the server could not
/// hear it, the answer does not claim that nothing changed, and the game is
/// reloaded from what was stored.
async fn an_unconfirmed_write_is_not_called_unchanged(backend: Backend) {
    let FlakyGame {
        _db,
        flaky,
        app,
        g,
        store,
        seat,
        mut client,
        command,
        ..
    } = flaky_game(backend).await;
    flaky.set(Mode::LoseReplies);
    let reply = client.play(&command, Some(0)).await;
    flaky.set(Mode::Up);
    assert_eq!(reply["error"], "unavailable", "{reply}");
    let message = reply["message"].as_str().unwrap();
    assert!(
        !message.contains("nothing was changed") && message.contains("may"),
        "{message}"
    );
    // The stored command is the game's: the socket is closed (reload) and a
    // new one shows it played.
    assert_eq!(
        replay_from_store(&store, &g.game_id).await.stored.log.len(),
        1
    );
    client.until_closed().await;
    // The lost connection counts as an outage for a moment: the database is
    // tried again after `DB_RETRY_MS`.
    let url = app.ws_url(&g.game_id, Some(&g.tokens[seat.index()]));
    wait_until("the database is tried again", || async {
        tokio_tungstenite::connect_async(&url).await.is_ok()
    })
    .await;
    let again = Client::connect(&url).await;
    assert_eq!(again.version(), 1);
    app.stop().await;
}

/// The audit's outage script: a command's write is not confirmed and the
/// database stays down. The game's last acknowledged state is still shown,
/// read-only (its lobby, its players' open sockets, a new spectator), every
/// change is refused with `unavailable`, and once the database answers the
/// game reloads what it stored.
async fn an_unconfirmed_write_leaves_the_game_readable(backend: Backend) {
    let FlakyGame {
        _db,
        flaky,
        app,
        g,
        store,
        seat,
        mut client,
        command,
        ..
    } = flaky_game(backend).await;
    flaky.set(Mode::LoseReplies);
    let reply = client.play(&command, Some(0)).await;
    flaky.set(Mode::Down);
    assert_eq!(reply["error"], "unavailable", "{reply}");

    let lobby = app.lobby(&g.game_id).await;
    assert_eq!(
        lobby["version"], 0,
        "the last acknowledged version: {lobby}"
    );
    let why = lobby["read_only"].as_str().expect("said read-only");
    assert!(why.contains("no changes"), "{why}");
    let mut watcher = app.connect(&g.game_id, None).await;
    assert_eq!(watcher.version(), 0);
    let again = client.play(&command, Some(0)).await;
    assert_eq!(again["error"], "unavailable", "{again}");
    assert!(
        again["message"].as_str().unwrap().contains("no changes"),
        "{again}"
    );
    let (status, body) = app
        .post(
            &format!("/api/games/{}/seats/{}/stand-in", g.game_id, seat.0),
            json!({}),
            Some(&g.tokens[seat.index()]),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (503, Some("unavailable")),
        "{body}"
    );

    // The database is back: the game reloads what it stored (the command
    // was written) and plays on.
    flaky.set(Mode::Up);
    watcher.until_closed().await;
    client.until_closed().await;
    assert_eq!(
        replay_from_store(&store, &g.game_id).await.stored.log.len(),
        1
    );
    let back = app.connect(&g.game_id, Some(&g.tokens[seat.index()])).await;
    assert_eq!(back.version(), 1);
    assert!(app.lobby(&g.game_id).await["read_only"].is_null());
    app.stop().await;
}

/// A path segment too long for the file system is a 404, not a server
/// error.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_overlong_path_segment_is_not_found() {
    let db = TestDb::new(Backend::Sqlite).await;
    let web = db.data_dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<h1>client</h1>").unwrap();
    let config = trickerion_server::Config {
        web_dir: web,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    for path in [
        format!("/{}", "a".repeat(300)),
        format!("/assets/{}.js", "b".repeat(300)),
        format!("/api/games/{}", "c".repeat(300)),
    ] {
        let res = app.http.get(app.url(&path)).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 404, "{path}");
    }
    app.stop().await;
}

/// The web client's files go out compressed as the browser accepts
/// (brotli, else gzip, else plain), Vite's hashed assets cached for a year
/// and the page itself revalidated, so a new build is seen at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_client_is_served_compressed_and_cached_by_kind() {
    let db = TestDb::new(Backend::Sqlite).await;
    let web = db.data_dir.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    let page = format!("<h1>client</h1>{}", "<p>a table of tricks</p>".repeat(100));
    std::fs::write(web.join("index.html"), &page).unwrap();
    let script = "console.log('trickerion');".repeat(200);
    std::fs::write(web.join("assets/index-4f2a9c.js"), &script).unwrap();
    let config = trickerion_server::Config {
        web_dir: web,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let get = |path: &str, accept: Option<&str>| {
        let mut req = app.http.get(app.url(path));
        if let Some(a) = accept {
            req = req.header("accept-encoding", a);
        }
        req.send()
    };
    let header = |res: &reqwest::Response, name: &str| {
        res.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
    };
    for (accept, encoding) in [
        (Some("gzip, deflate, br"), Some("br")),
        (Some("gzip"), Some("gzip")),
        (None, None),
    ] {
        let res = get("/assets/index-4f2a9c.js", accept).await.unwrap();
        assert_eq!(res.status().as_u16(), 200);
        assert_eq!(header(&res, "content-encoding").as_deref(), encoding);
        assert_eq!(
            header(&res, "cache-control").as_deref(),
            Some("public, max-age=31536000, immutable")
        );
        let body = res.bytes().await.unwrap();
        match encoding {
            None => assert_eq!(body, script.as_bytes()),
            Some(_) => assert!(body.len() < script.len() / 4, "{} bytes", body.len()),
        }
    }
    // The page, at its own path and as the fallback of a client-side route.
    for path in ["/", "/g/abcdefghjk"] {
        let res = get(path, Some("gzip")).await.unwrap();
        assert_eq!(res.status().as_u16(), 200, "{path}");
        assert_eq!(header(&res, "content-encoding").as_deref(), Some("gzip"));
        assert_eq!(header(&res, "cache-control").as_deref(), Some("no-cache"));
    }
    // A missing asset is "not found", not the page cached under its name.
    let res = get("/assets/gone-000000.js", None).await.unwrap();
    assert_eq!(res.status().as_u16(), 404);
    assert_eq!(header(&res, "cache-control"), None);
    app.stop().await;
}

/// A seat link is checked over HTTP before its socket opens (a browser
/// cannot read why an upgrade was refused, and would retry forever): the
/// seat the token holds, or `401` saying the link opens no seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_link_is_checked_before_its_socket() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let path = format!("/api/games/{}/seat", g.game_id);
    let ask = |token: Option<String>| {
        let mut req = app.http.get(app.url(&path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        async move {
            let res = req.send().await.unwrap();
            (res.status().as_u16(), res.json::<Value>().await.unwrap())
        }
    };
    for seat in 0..2 {
        let (status, body) = ask(Some(g.tokens[seat].clone())).await;
        assert_eq!(
            (status, body["seat"].as_u64()),
            (200, Some(seat as u64)),
            "{body}"
        );
    }
    let (status, body) = ask(Some("ab".repeat(32))).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("unauthorized")),
        "{body}"
    );
    assert!(
        body["message"].as_str().unwrap().contains("seat link"),
        "{body}"
    );
    let (status, _) = ask(None).await;
    assert_eq!(status, 401);
    let res = app
        .http
        .get(app.url("/api/games/abcdefghjk/seat"))
        .bearer_auth(&g.tokens[0])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 404);
    app.stop().await;
}

/// Creating games is rate limited per address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creating_games_is_rate_limited() {
    let db = TestDb::new(Backend::Sqlite).await;
    let app = spawn_app_with(trickerion_server::Config { ..db.config() }, None).await;
    let mut limited = None;
    for i in 0..200 {
        let (status, body) = app.post("/api/games", json!({ "players": 2 }), None).await;
        if status == 429 {
            limited = Some((i, body));
            break;
        }
        assert_eq!(status, 201, "{body}");
    }
    let (i, body) = limited.expect("refused at some point");
    assert!(i >= 5, "a few games are always fine");
    assert_eq!(body["error"], "rate_limited", "{body}");
    app.stop().await;
}

/// Sockets coming and going do not send every socket the lobby each time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_do_not_flood_the_lobby() {
    const N: usize = 40;
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let mut sockets = Vec::new();
    for _ in 0..N {
        let (ws, _) = tokio_tungstenite::connect_async(app.ws_url(&g.game_id, None))
            .await
            .unwrap();
        sockets.push(ws);
    }
    // Count every lobby message each socket gets, up to the one that counts
    // all of them (after it nothing changes).
    let mut lobbies = 0;
    for ws in &mut sockets {
        loop {
            let m = tokio::time::timeout(TIMEOUT, ws.next())
                .await
                .expect("a message in time")
                .expect("the socket stays open")
                .unwrap();
            let Message::Text(t) = m else { continue };
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "lobby" {
                lobbies += 1;
                if v["lobby"]["spectators"] == N {
                    break;
                }
            }
        }
    }
    assert!(
        lobbies <= 4 * N,
        "{lobbies} lobby messages for {N} connections"
    );
    let lobby = app.lobby_until(&g.game_id, |l| l["spectators"] == N).await;
    assert_eq!(lobby["spectators"], N);
    app.stop().await;
}

/// Frames over the limit and text that is not UTF-8 get their close
/// codes (1009, 1007) instead of a dropped connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_frames_get_close_codes() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let g = app.started_game(2).await;
    let path = ws_path(&g.game_id, Some(&g.tokens[0]));

    let mut socket = RawSocket::open(&app, &path).await;
    socket.send_frame(1, 2 * 1024 * 1024, &[b'x'; 1024]).await;
    assert_eq!(socket.close_code().await, Some(1009));

    let mut socket = RawSocket::open(&app, &path).await;
    let bad = [b'"', 0xff, 0xfe, b'"'];
    socket.send_frame(1, bad.len() as u64, &bad).await;
    assert_eq!(socket.close_code().await, Some(1007));

    // The game is unharmed.
    let client = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    assert_eq!(client.version(), 0);
    app.stop().await;
}

/// Names must be visible, without direction controls, and not look like
/// the server's bots.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_must_be_visible_and_not_bots() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let (_, created) = app.post("/api/games", json!({ "players": 4 }), None).await;
    let id = created["game_id"].as_str().unwrap();
    for bad in [
        "\u{200B}",
        "\u{200B}\u{2060}\u{FEFF}",
        "\u{3164}",
        "Bob\u{202E}kcab",
        "\u{2067}Eve",
        "Greedy bot",
        "greedy  BOT 2",
        "Random bot",
        "R\u{0430}ndom bot",
        "Ｇｒｅｅｄｙ ｂｏｔ",
        "Greedy b0t",
        // The audit's look-alike names finding: these eight were accepted.
        "𝐆𝐫𝐞𝐞𝐝𝐲 𝐛𝐨𝐭",
        "𝐺𝑟𝑒𝑒𝑑𝑦 𝑏𝑜𝑡",
        "𝖦𝗋𝖾𝖾𝖽𝗒 𝖻𝗈𝗍",
        "𝙶𝚛𝚎𝚎𝚍𝚢 𝚋𝚘𝚝",
        "Ⓖⓡⓔⓔⓓⓨ ⓑⓞⓣ",
        "ɢʀᴇᴇᴅʏ ʙᴏᴛ",
        "Greedy ᵇᵒᵗ",
        "\u{0301}",
    ] {
        let (status, err) = app
            .post(
                &format!("/api/games/{id}/seats/0"),
                json!({ "name": bad }),
                None,
            )
            .await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some("bad_request")),
            "{bad:?}: {err}"
        );
    }
    for (seat, good) in ["Zoë", "李小龍", "Bot Fan"].into_iter().enumerate() {
        let (status, joined) = app
            .post(
                &format!("/api/games/{id}/seats/{seat}"),
                json!({ "name": good }),
                None,
            )
            .await;
        assert_eq!(status, 201, "{good}: {joined}");
    }
    app.stop().await;
}

/// The audit's limits finding, body side: a game-creation body that is
/// JSON but not an object (an array of options, a string, a number, null)
/// must get `400 bad_request` with a sentence saying what to send, like
/// other bad bodies, and create nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_creation_body_must_be_an_object() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    for body in [
        json!([]),
        json!([{ "players": 2, "listed": true }]),
        json!("players"),
        json!(2),
        json!(null),
        json!(true),
    ] {
        let (status, err) = app.post("/api/games", body.clone(), None).await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some("bad_request")),
            "{body}: {err}"
        );
        let message = err["message"].as_str().unwrap();
        assert!(message.contains("JSON object"), "{body}: {message}");
    }
    let (_, list) = app.get("/api/games").await;
    assert_eq!(list["games"], json!([]), "{list}");
    app.stop().await;
}

/// The audit's look-alike names finding, at the table: a name that reads
/// like another seat's ("alice" next to "Alice", a Cyrillic "А", bold
/// letters) was accepted, so two seats could show the same name. It is
/// refused with `409 conflict` naming the seat; names are stored composed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_like_another_seats_is_refused() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let (id, _) = app.create(json!({ "players": 4 })).await;
    let alice = app.join(&id, 0, "Alice").await;
    for bad in ["alice", "\u{0410}lice", "𝐀𝐥𝐢𝐜𝐞", "ALICE!", "Al ice"] {
        let (status, err) = app
            .post(
                &format!("/api/games/{id}/seats/1"),
                json!({ "name": bad }),
                None,
            )
            .await;
        assert_eq!(
            (status, err["error"].as_str()),
            (409, Some("conflict")),
            "{bad:?}: {err}"
        );
        let message = err["message"].as_str().unwrap();
        assert!(
            message.contains("\"Alice\" of Player 1"),
            "{bad:?}: {message}"
        );
    }
    app.join(&id, 1, "Alicia").await;
    app.join(&id, 2, "Zoe\u{0308}").await;
    // Moving keeps the name, which is no conflict with itself.
    let (status, moved) = app
        .post(
            &format!("/api/games/{id}/seats/3"),
            json!({ "name": "Alice" }),
            Some(&alice),
        )
        .await;
    assert_eq!(status, 200, "{moved}");
    let lobby = app.lobby(&id).await;
    let names: Vec<&str> = lobby["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(names, ["", "Alicia", "Zo\u{00EB}", "Alice"]);
    app.stop().await;
}

/// Pages and API answers carry headers that keep them out of frames and
/// stop content sniffing, and a content security policy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn security_headers_are_sent() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    for path in ["/", "/g/abcdefghjk", "/api/games/zzzzzzzzzz", "/healthz"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        let h = res.headers();
        let header = |name: &str| {
            h.get(name)
                .map(|v| v.to_str().unwrap().to_string())
                .unwrap_or_default()
        };
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
        let csp = header("content-security-policy");
        for part in [
            "default-src 'self'",
            "script-src 'self'",
            "frame-ancestors 'none'",
            "object-src 'none'",
        ] {
            assert!(csp.contains(part), "{path}: {csp}");
        }
        assert!(!csp.contains("unsafe"), "{path}: {csp}");
    }
    app.stop().await;
}

/// Span names with their parents' names.
type Spans = Vec<(String, Option<String>)>;

/// What a capturing subscriber saw: each span with its parent's name, and
/// every ERROR event as text.
#[derive(Clone, Default)]
struct Seen {
    spans: Arc<Mutex<Spans>>,
    errors: Arc<Mutex<Vec<String>>>,
}

struct Capture(Seen);

struct Text(String);

impl tracing::field::Visit for Text {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        self.0.push_str(&format!(" {}={value:?}", field.name()));
    }
}

impl<S> tracing_subscriber::Layer<S> for Capture
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    fn on_new_span(
        &self,
        _attrs: &tracing::span::Attributes<'_>,
        id: &tracing::span::Id,
        ctx: tracing_subscriber::layer::Context<'_, S>,
    ) {
        let span = ctx.span(id).expect("a new span");
        let parent = span.parent().map(|p| p.name().to_string());
        self.0
            .spans
            .lock()
            .unwrap()
            .push((span.name().to_string(), parent));
    }

    fn on_event(&self, event: &tracing::Event<'_>, ctx: tracing_subscriber::layer::Context<'_, S>) {
        if *event.metadata().level() == tracing::Level::ERROR {
            let mut text = Text(String::new());
            event.record(&mut text);
            for span in ctx.event_scope(event).into_iter().flatten() {
                text.0.push_str(&format!(" in {}", span.name()));
                if let Some(fields) = span
                    .extensions()
                    .get::<tracing_subscriber::fmt::FormattedFields<
                        tracing_subscriber::fmt::format::DefaultFields,
                    >>()
                {
                    text.0.push_str(&format!("{{{fields}}}"));
                }
            }
            self.0.errors.lock().unwrap().push(text.0);
        }
    }
}

fn capture() -> (Seen, tracing::subscriber::DefaultGuard) {
    use tracing_subscriber::layer::SubscriberExt;
    let seen = Seen::default();
    let subscriber = tracing_subscriber::registry().with(Capture(seen.clone()));
    (seen, tracing::subscriber::set_default(subscriber))
}

/// A game's span is a root: it does not hang under the HTTP request that
/// happened to load the game.
#[tokio::test]
async fn game_spans_are_roots() {
    let (seen, _guard) = capture();
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let g = stored_game(&store, GameConfig::base(2, 1)).await;
    let app = spawn_app_on(&db).await;
    assert_eq!(app.get(&format!("/api/games/{}", g.game_id)).await.0, 200);
    let client = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    drop(client);
    let spans = seen.spans.lock().unwrap().clone();
    let games: Vec<_> = spans.iter().filter(|(name, _)| name == "game").collect();
    assert_eq!(games.len(), 1, "{spans:?}");
    assert_eq!(games[0].1, None, "{spans:?}");
    let sockets: Vec<_> = spans.iter().filter(|(name, _)| name == "socket").collect();
    assert!(
        sockets.iter().all(|(_, parent)| parent.is_none()),
        "{spans:?}"
    );
    app.stop().await;
}

/// The long path is not written to the error log either.
#[tokio::test]
async fn an_overlong_path_logs_no_error() {
    let (seen, _guard) = capture();
    let db = TestDb::new(Backend::Sqlite).await;
    let web = db.data_dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<h1>client</h1>").unwrap();
    let app = spawn_app_with(
        trickerion_server::Config {
            web_dir: web,
            ..db.config()
        },
        None,
    )
    .await;
    let res = app
        .http
        .get(app.url(&format!("/{}", "a".repeat(300))))
        .send()
        .await
        .unwrap();
    assert_ne!(res.status().as_u16(), 500);
    app.stop().await;
    let errors = seen.errors.lock().unwrap().clone();
    assert!(errors.is_empty(), "{errors:?}");
}

/// During a database outage only the first command waits for the
/// database; the next ones are refused at once until it is back.
async fn an_outage_fails_fast(backend: Backend) {
    let FlakyGame {
        _db,
        flaky,
        app,
        mut client,
        command,
        ..
    } = flaky_game(backend).await;
    flaky.set(Mode::DownSlow);
    let reply = client.play(&command, Some(0)).await;
    assert_eq!(reply["error"], "unavailable", "{reply}");
    let asked = flaky.calls();
    for _ in 0..3 {
        let reply = client.play(&command, Some(0)).await;
        assert_eq!(reply["error"], "unavailable", "{reply}");
        assert_eq!(flaky.calls(), asked, "refused without asking the database");
    }
    // Back: commands go through again soon.
    flaky.set(Mode::Up);
    let patience = Patience::new("commands go through again");
    while client.play(&command, Some(0)).await["type"] != "ack" {
        patience.again().await;
    }
    app.stop().await;
}

/// The server turns Nagle's algorithm off (`TCP_NODELAY`) on every
/// connection it accepts, so the acting player's second message (ack or
/// update) is not held back about 40 ms. Checked on the accepted socket
/// itself (the test runs the server in this process), not by timing.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepted_connections_turn_nagle_off() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let mut tcp = TcpStream::connect(app.addr).await.unwrap();
    tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 64];
    let n = tcp.read(&mut buf).await.unwrap();
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"), "{:?}", &buf[..n]);
    // The client's own socket keeps the default: the check can tell.
    assert!(!tcp.nodelay().unwrap());
    let accepted = accepted_socket(app.addr, tcp.local_addr().unwrap())
        .expect("the server's end of the connection");
    assert!(tcp_nodelay(accepted));
    app.stop().await;
}

/// The file descriptor in this process whose socket is bound to `local` and
/// connected to `peer`.
#[cfg(target_os = "linux")]
fn accepted_socket(local: std::net::SocketAddr, peer: std::net::SocketAddr) -> Option<i32> {
    std::fs::read_dir("/proc/self/fd")
        .ok()?
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .find(|&fd| socket_addr(fd, false) == Some(local) && socket_addr(fd, true) == Some(peer))
}

/// An IPv4 socket's own (`peer` false) or peer address.
#[cfg(target_os = "linux")]
fn socket_addr(fd: i32, peer: bool) -> Option<std::net::SocketAddr> {
    // SAFETY: the out-parameters are a zeroed sockaddr_storage and its
    // size; an fd that is not a socket makes the call fail, nothing else.
    let mut storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let mut len = std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t;
    let out = (&raw mut storage).cast::<libc::sockaddr>();
    let rc = unsafe {
        if peer {
            libc::getpeername(fd, out, &mut len)
        } else {
            libc::getsockname(fd, out, &mut len)
        }
    };
    if rc != 0 || i32::from(storage.ss_family) != libc::AF_INET {
        return None;
    }
    // SAFETY: the family says the storage holds a sockaddr_in.
    let sin = unsafe { &*(&raw const storage).cast::<libc::sockaddr_in>() };
    Some(std::net::SocketAddr::from((
        std::net::Ipv4Addr::from(u32::from_be(sin.sin_addr.s_addr)),
        u16::from_be(sin.sin_port),
    )))
}

/// Whether `TCP_NODELAY` is set on the socket `fd`.
#[cfg(target_os = "linux")]
fn tcp_nodelay(fd: i32) -> bool {
    let mut on: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: an int out-parameter and its size.
    let rc = unsafe {
        libc::getsockopt(
            fd,
            libc::IPPROTO_TCP,
            libc::TCP_NODELAY,
            (&raw mut on).cast::<libc::c_void>(),
            &mut len,
        )
    };
    rc == 0 && on != 0
}

/// A connection from `from` (any 127.0.0.0/8 address) to the app.
async fn connect_from(app: &TestApp, from: [u8; 4]) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(std::net::SocketAddr::from((from, 0))).unwrap();
    socket.connect(app.addr).await.unwrap()
}

/// Sends `GET /healthz` on a connection kept open: the answer's head.
async fn served(tcp: &mut TcpStream) -> String {
    tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 256];
    while !got.ends_with(b"ok\n") {
        let n = tokio::time::timeout(TIMEOUT, tcp.read(&mut buf))
            .await
            .expect("an answer in time")
            .unwrap();
        assert!(n > 0, "closed: {}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&buf[..n]);
    }
    String::from_utf8_lossy(&got).into_owned()
}

/// What the server does with a connection that sent half a request: its
/// first bytes (an HTTP status line when it answered) once it closes it, or
/// `None` if it is still open after `wait`.
async fn outcome(tcp: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 256];
    let result = tokio::time::timeout(wait, async {
        loop {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => got.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await;
    result.ok().map(|()| {
        String::from_utf8_lossy(&got)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    })
}

/// A connection that does not finish its request head within the
/// header timeout is closed, and one address cannot hold more than its
/// connections (others are still served).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_requests_time_out_and_addresses_are_capped() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        header_timeout: Duration::from_millis(300),
        max_connections_per_ip: 20,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let mut slow = Vec::new();
    for _ in 0..30 {
        let mut tcp = connect_from(&app, [127, 0, 0, 2]).await;
        tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        slow.push(tcp);
    }
    // Another address is served meanwhile.
    assert_eq!(app.get("/healthz").await.0, 200);
    let mut refused = 0;
    for tcp in &mut slow {
        let line = outcome(tcp, Duration::from_secs(3))
            .await
            .expect("closed within the header timeout");
        refused += usize::from(line.starts_with("HTTP/1.1 429"));
    }
    assert_eq!(refused, 10, "the connections past 20 are refused");
    // Closed connections no longer count.
    let mut again = connect_from(&app, [127, 0, 0, 2]).await;
    again
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let line = outcome(&mut again, Duration::from_secs(3)).await.unwrap();
    assert!(line.starts_with("HTTP/1.1 200"), "{line}");
    app.stop().await;
}

/// The audit's limits finding: under a low `MAX_CONNECTIONS` the default
/// per-address limit (256) was above it, so one address could hold every
/// connection. The default is now at most half of it: with 12 in all, one
/// address gets 6 (the 7th is answered 429) and others are still served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_cannot_fill_a_small_server() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        max_connections: 12,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let mut open = Vec::new();
    for _ in 0..6 {
        let mut tcp = connect_from(&app, [127, 0, 4, 1]).await;
        assert!(served(&mut tcp).await.starts_with("HTTP/1.1 200"));
        open.push(tcp);
    }
    let mut seventh = connect_from(&app, [127, 0, 4, 1]).await;
    let line = outcome(&mut seventh, Duration::from_secs(3)).await.unwrap();
    assert!(line.starts_with("HTTP/1.1 429"), "{line}");
    let mut other = connect_from(&app, [127, 0, 4, 2]).await;
    assert!(served(&mut other).await.starts_with("HTTP/1.1 200"));
    drop(open);
    app.stop().await;
}

/// Past `MAX_CONNECTIONS` in all, new connections get a 503 and
/// are closed at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_caps_its_connections() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        max_connections: 12,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    // Twelve connections, each served once and kept open.
    let mut open = Vec::new();
    for i in 0..12u8 {
        let mut tcp = connect_from(&app, [127, 0, 1, i + 1]).await;
        assert!(served(&mut tcp).await.starts_with("HTTP/1.1 200"));
        open.push(tcp);
    }
    let mut late = connect_from(&app, [127, 0, 2, 1]).await;
    let line = outcome(&mut late, Duration::from_secs(3)).await.unwrap();
    assert!(line.starts_with("HTTP/1.1 503"), "{line}");
    drop(open);
    wait_until("the closed connections make room", || async {
        let mut tcp = connect_from(&app, [127, 0, 3, 1]).await;
        tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .await
            .unwrap();
        outcome(&mut tcp, Duration::from_secs(3))
            .await
            .is_some_and(|line| line.starts_with("HTTP/1.1 200"))
    })
    .await;
    assert_eq!(app.get("/healthz").await.0, 200);
    app.stop().await;
}

/// A game takes at most `MAX_SPECTATORS_PER_GAME` sockets without a seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_per_game_are_capped() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        max_spectators: 3,
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let g = app.started_game(2).await;
    let mut watchers = Vec::new();
    for _ in 0..3 {
        watchers.push(app.connect(&g.game_id, None).await);
    }
    let err = tokio_tungstenite::connect_async(app.ws_url(&g.game_id, None))
        .await
        .expect_err("the fourth spectator is refused");
    let tokio_tungstenite::tungstenite::Error::Http(res) = err else {
        panic!("{err}")
    };
    assert_eq!(res.status().as_u16(), 429);
    let body: Value = serde_json::from_slice(res.body().as_deref().unwrap()).unwrap();
    assert_eq!(body["error"], "rate_limited", "{body}");
    // Players are never refused, and a spectator leaving makes room.
    let _player = app.connect(&g.game_id, Some(&g.tokens[0])).await;
    watchers.pop().unwrap().close().await;
    app.lobby_until(&g.game_id, |l| l["spectators"] == 2).await;
    app.connect(&g.game_id, None).await;
    app.stop().await;
}

/// A socket that never answers pings is closed (and its seat shows
/// disconnected) after the ping interval plus the timeout; one that reads
/// stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_that_never_answer_pings_are_closed() {
    let db = TestDb::new(Backend::Sqlite).await;
    let config = trickerion_server::Config {
        ws_ping: Duration::from_millis(200),
        ws_timeout: Duration::from_millis(300),
        ..db.config()
    };
    let app = spawn_app_with(config, None).await;
    let g = app.started_game(2).await;
    // Seat 0's client never reads, so it never answers a ping.
    let (deaf, _) = tokio_tungstenite::connect_async(app.ws_url(&g.game_id, Some(&g.tokens[0])))
        .await
        .unwrap();
    // Seat 1's client reads (and so answers pings) all along, counting them.
    let mut listening = app.connect(&g.game_id, Some(&g.tokens[1])).await;
    let (counted, pings) = tokio::sync::watch::channel(0);
    let reader = tokio::spawn(async move {
        loop {
            listening.wait_pings(listening.pings + 1).await;
            counted.send_replace(listening.pings);
        }
    });
    let lobby = app
        .lobby_until(&g.game_id, |l| l["seats"][0]["connected"] == true)
        .await;
    assert_eq!(lobby["seats"][0]["connected"], true);
    let lobby = app
        .lobby_until(&g.game_id, |l| l["seats"][0]["connected"] == false)
        .await;
    assert_eq!(lobby["seats"][0]["connected"], false, "{lobby}");
    // Four more pings later (800 ms on the server), seat 1 is still there.
    let then = *pings.borrow();
    wait_until("seat 1 is pinged four more times", || {
        let pinged = *pings.borrow() >= then + 4;
        async move { pinged }
    })
    .await;
    let (_, lobby) = app.get(&format!("/api/games/{}", g.game_id)).await;
    assert_eq!(lobby["seats"][1]["connected"], true, "{lobby}");
    drop(deaf);
    reader.abort();
    app.stop().await;
}

on_both_backends!(
    a_duplicated_command_is_applied_once,
    an_unconfirmed_write_is_not_called_unchanged,
    an_unconfirmed_write_leaves_the_game_readable,
    an_outage_fails_fast,
);

/// The provisional content's document (docs/CONTENT.md, linked
/// from the web client's notice) is served from the binary, byte for byte,
/// as plain UTF-8 text.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_content_document_is_served() {
    let (app, _db) = spawn_app(Backend::Sqlite).await;
    let res = app.http.get(app.url("/docs/content")).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let kind = res.headers()["content-type"].to_str().unwrap().to_string();
    assert_eq!(kind, "text/plain; charset=utf-8");
    let body = res.text().await.unwrap();
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/CONTENT.md"
    ))
    .unwrap();
    assert_eq!(body, doc);
    assert!(body.contains("academy.json"));
    app.stop().await;
}
