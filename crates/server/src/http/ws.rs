//! The WebSocket endpoint: `GET /api/games/{id}/ws[?token=<seat token>]`.
//! Without a token the socket is a spectator's. The token is checked before
//! the upgrade, so unknown games and bad tokens get a plain HTTP error.
//!
//! The socket loop is generic over `Sink`/`Stream` of messages so it can be
//! tested with channels. It writes what the game queues for it (several
//! messages in one write when several wait), answers what the client sends,
//! pings, and closes sockets that stop answering or stop reading.

use std::time::Duration;

use axum::extract::rejection::QueryRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use axum::Extension;
use futures_util::{FutureExt, Sink, SinkExt, Stream, StreamExt};
use serde::Deserialize;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;
use tracing::Instrument;

use super::AppState;
use crate::auth;
use crate::engine::Command;
use crate::error::Error;
use crate::game::GameHandle;
use crate::limits::SocketLimits;
use crate::protocol::{ClientMessage, ServerMessage};
use crate::render::message as render;
use crate::serve::Peer;
use crate::sockets::{Connection, Member, Outgoing, Text};

/// Frames and messages above this size are refused by the WebSocket layer;
/// the socket is then closed with code 1009.
pub const MAX_FRAME_BYTES: usize = 1024 * 1024;

/// The read buffer of a socket. Small, because every socket keeps one and a
/// client's messages are short (a command is a few hundred bytes); larger
/// messages still arrive (the buffer grows for them). 1 KiB instead of 4
/// took 24 MiB off the peak RSS at 3,000 games (docs/BENCHMARKS.md).
const READ_BUFFER_BYTES: usize = 1024;

/// Queued messages written in one go at most.
const WRITE_BATCH: usize = 16;

/// Frames are gathered up to this size before they are written, so that an
/// `ack` and the `update` after it go out in one system call and one TCP
/// segment; `flush` writes the rest. Small, because every socket's write
/// buffer keeps the capacity of the most it ever gathered: with 32 KiB or
/// 8 KiB, bursts of several updates grew them, and the peak RSS at 3,000
/// games was 300-313 MiB against 263-268 (docs/BENCHMARKS.md).
const WRITE_BUFFER_BYTES: usize = 2 * 1024;

#[derive(Debug, Deserialize)]
pub struct WsQuery {
    token: Option<String>,
}

pub async fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<WsQuery>, QueryRejection>,
    peer: Option<Extension<Peer>>,
) -> Result<Response, Error> {
    let ws = ws.map_err(|e| {
        Error::BadRequest(format!(
            "this endpoint needs a WebSocket upgrade: {}",
            e.body_text()
        ))
    })?;
    let Query(query) = query.map_err(|e| Error::BadRequest(e.body_text()))?;
    let token_hash = query.token.as_deref().map(auth::hash_token);
    // From when the game answers, the connection is counted, and it is
    // uncounted when `connection` is dropped: after the socket closes, or
    // here, if this request is abandoned or the upgrade never completes.
    let (handle, connection) = {
        let mut last = Error::ActorGone;
        let mut found = None;
        for _ in 0..2 {
            let handle = app.games.get(&id).await?;
            match handle.connect(token_hash.clone()).await {
                Ok(connection) => {
                    found = Some((handle, connection));
                    break;
                }
                Err(Error::ActorGone) => last = Error::ActorGone,
                Err(e) => return Err(e),
            }
        }
        found.ok_or(last)?
    };
    let limits = app.config.socket_limits();
    let shutdown = app.shutdown.clone();
    // A root span: the socket outlives the request that opened it.
    let span = tracing::info_span!(
        parent: None,
        "socket",
        game_id = %id,
        seat = connection.member.viewer.seat().map(|s| s.0)
    );
    // The socket keeps counting against its address's connections (its
    // tickets live in the peer).
    let ticket = peer.map(|Extension(peer)| peer);
    Ok(ws
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .write_buffer_size(WRITE_BUFFER_BYTES)
        .on_upgrade(move |socket: WebSocket| {
            // The loop's future is boxed, and made here rather than in an
            // `async` block: an idle socket's task then holds a pointer, not
            // the loop plus copies of the socket and of what it captures.
            let (sink, stream) = socket.split();
            let served = run(sink, stream, handle, connection, limits, shutdown);
            Box::pin(served.map(move |_| drop(ticket)).instrument(span))
        }))
}

/// A token bucket: `burst` messages at once, refilled at `per_second`.
struct RateLimit {
    tokens: f64,
    last: Instant,
    per_second: f64,
    burst: f64,
}

impl RateLimit {
    fn new(limits: SocketLimits) -> Self {
        RateLimit {
            tokens: f64::from(limits.burst),
            last: Instant::now(),
            per_second: f64::from(limits.per_second),
            burst: f64::from(limits.burst),
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn error_message(request_id: Option<String>, error: &Error) -> Text {
    error.log();
    render(&ServerMessage::Error {
        request_id,
        error: error.code(),
        message: error.client_message(),
        words: error.words(),
    })
    .into()
}

/// Why a socket loop ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    ClientClosed,
    ServerShutdown,
    SeatLost,
    GameUnloaded,
    SendFailed,
    /// Nothing came from the client (not even a pong) for too long, or it
    /// did not take what was sent to it.
    TimedOut,
    /// The client sent a frame the WebSocket layer refuses (too large, not
    /// UTF-8, not the protocol); the socket was closed with the code saying so.
    BadFrame(u16),
}

/// The close code and reason for a read error, when it is the client's fault.
pub trait ReadError: std::fmt::Display {
    fn close_code(&self) -> Option<(u16, &'static str)>;
}

impl ReadError for axum::Error {
    fn close_code(&self) -> Option<(u16, &'static str)> {
        use tungstenite::error::{CapacityError, Error as WsError};
        let inner = std::error::Error::source(self)?;
        match inner.downcast_ref::<WsError>()? {
            WsError::Capacity(CapacityError::MessageTooLong { .. }) => {
                Some((1009, "message too big"))
            }
            WsError::Capacity(_) => Some((1009, "too big")),
            WsError::Utf8(_) => Some((1007, "text is not UTF-8")),
            WsError::Protocol(_) | WsError::AttackAttempt => Some((1002, "protocol error")),
            _ => None,
        }
    }
}

impl ReadError for std::convert::Infallible {
    fn close_code(&self) -> Option<(u16, &'static str)> {
        match *self {}
    }
}

/// Writes `messages` and flushes them, within `timeout`.
async fn write<S>(sink: &mut S, messages: Vec<Message>, timeout: Duration) -> Result<(), Ended>
where
    S: Sink<Message> + Unpin,
{
    let all = async {
        for message in messages {
            sink.feed(message).await?;
        }
        sink.flush().await
    };
    match tokio::time::timeout(timeout, all).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(Ended::SendFailed),
        Err(_) => Err(Ended::TimedOut),
    }
}

/// Serves one connection until either side ends it.
pub async fn run<S, R, E>(
    mut sink: S,
    mut stream: R,
    handle: GameHandle,
    connection: Connection,
    limits: SocketLimits,
    mut shutdown: watch::Receiver<bool>,
) -> Ended
where
    S: Sink<Message> + Unpin,
    R: Stream<Item = Result<Message, E>> + Unpin,
    E: ReadError,
{
    let (member, mut outgoing, _counted) = connection.into_parts();
    let mut rate = RateLimit::new(limits);
    let mut chat_rate = crate::chat::ChatRate::default();
    let mut keepalive = tokio::time::interval_at(Instant::now() + limits.ping, limits.ping);
    keepalive.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    let ended = loop {
        let mut out: Vec<Message> = Vec::new();
        tokio::select! {
            biased;
            _ = shutdown.changed() => {
                let _ = write(&mut sink, vec![close(1001, "the server is shutting down")], limits.timeout).await;
                break Ended::ServerShutdown;
            }
            queued = outgoing.recv() => match queued {
                Some(Outgoing::Text(text)) => {
                    out.push(Message::Text(Text::clone(&text)));
                    if let Err(ended) = drain(&mut outgoing, &mut out) {
                        let _ = write(&mut sink, seat_lost(), limits.timeout).await;
                        break ended;
                    }
                }
                Some(Outgoing::SeatLost) => {
                    let _ = write(&mut sink, seat_lost(), limits.timeout).await;
                    break Ended::SeatLost;
                }
                None => {
                    let _ = write(&mut sink, vec![close(1012, "the game was reloaded; reconnect")], limits.timeout).await;
                    break Ended::GameUnloaded;
                }
            },
            incoming = stream.next() => {
                heard = Instant::now();
                match incoming {
                    None => break Ended::ClientClosed,
                    Some(Err(e)) => {
                        tracing::debug!(error = %e, "socket error");
                        if let Some((code, reason)) = e.close_code() {
                            let _ = write(&mut sink, vec![close(code, reason)], limits.timeout).await;
                            break Ended::BadFrame(code);
                        }
                        break Ended::ClientClosed;
                    }
                    Some(Ok(Message::Close(_))) => break Ended::ClientClosed,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Binary(_))) => out.push(Message::Text(error_message(
                        None,
                        &Error::UnknownMessage("binary frames are not used; send JSON text".into()),
                    ))),
                    Some(Ok(Message::Text(text))) => {
                        let answer = if !rate.allow() {
                            error_message(
                                request_id_of(&text),
                                &Error::RateLimited { per_second: limits.per_second },
                            )
                        } else if text.len() > limits.max_message_bytes {
                            error_message(
                                None,
                                &Error::TooLarge { size: text.len(), limit: limits.max_message_bytes },
                            )
                        } else {
                            // Boxed: held only while a message is answered, not
                            // by every idle socket's task.
                            Box::pin(handle_text(&handle, member, &text, &mut chat_rate)).await
                        };
                        out.push(Message::Text(answer));
                        // What the game queued meanwhile (the command's
                        // update) goes out in the same write.
                        if let Err(ended) = drain(&mut outgoing, &mut out) {
                            let _ = write(&mut sink, seat_lost(), limits.timeout).await;
                            break ended;
                        }
                    }
                }
            }
            _ = keepalive.tick() => {
                if heard.elapsed() > limits.ping + limits.timeout {
                    tracing::debug!("no answer to pings; closing");
                    let _ = write(&mut sink, vec![close(1011, "no answer to pings")], Duration::from_millis(100)).await;
                    break Ended::TimedOut;
                }
                // Browsers answer pings with pongs by themselves.
                out.push(Message::Ping(Default::default()));
            }
        }
        if !out.is_empty() {
            if let Err(ended) = write(&mut sink, out, limits.timeout).await {
                break ended;
            }
        }
    };
    tracing::debug!(?ended, "socket closed");
    ended
}

/// Moves the messages already queued into `out`, up to a batch.
fn drain(outgoing: &mut mpsc::Receiver<Outgoing>, out: &mut Vec<Message>) -> Result<(), Ended> {
    while out.len() < WRITE_BATCH {
        match outgoing.try_recv() {
            Ok(Outgoing::Text(text)) => out.push(Message::Text(Text::clone(&text))),
            Ok(Outgoing::SeatLost) => return Err(Ended::SeatLost),
            Err(_) => break,
        }
    }
    Ok(())
}

fn seat_lost() -> Vec<Message> {
    vec![
        Message::Text(error_message(None, &Error::SeatLost)),
        close(4001, "seat lost"),
    ]
}

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

/// The `request_id` of a message that could not be parsed as a whole.
fn request_id_of(text: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get("request_id")?.as_str().map(str::to_string)
}

async fn handle_text(
    handle: &GameHandle,
    member: Member,
    text: &str,
    chat_rate: &mut crate::chat::ChatRate,
) -> Text {
    let message = match serde_json::from_str::<ClientMessage>(text) {
        Ok(message) => message,
        Err(e) => {
            let error = if serde_json::from_str::<serde_json::Value>(text).is_err() {
                Error::InvalidJson(e.to_string())
            } else {
                Error::UnknownMessage(e.to_string())
            };
            return error_message(request_id_of(text), &error);
        }
    };
    match message {
        ClientMessage::Ping { request_id } => render(&ServerMessage::Pong { request_id }).into(),
        ClientMessage::Resync => match handle.snapshot(member).await {
            Ok(snapshot) => snapshot,
            Err(e) => error_message(None, &e),
        },
        ClientMessage::Command {
            request_id,
            command,
            version,
        } => match handle
            .command(member, Some(request_id.clone()), command, version)
            .await
        {
            Ok(version) => render(&ServerMessage::Ack {
                request_id,
                version,
            })
            .into(),
            Err(e) => error_message(Some(request_id), &e),
        },
        ClientMessage::Preview {
            request_id,
            commands,
        } => match handle.preview(member, request_id.clone(), commands).await {
            Ok(answer) => render(&answer).into(),
            Err(e) => error_message(Some(request_id), &e),
        },
        ClientMessage::Undo {
            request_id,
            version,
        } => match handle
            .command(member, Some(request_id.clone()), Command::TakeBack, version)
            .await
        {
            Ok(version) => render(&ServerMessage::Ack {
                request_id,
                version,
            })
            .into(),
            Err(e) => error_message(Some(request_id), &e),
        },
        ClientMessage::WhyNot { request_id } => {
            match handle.why_not(member, request_id.clone()).await {
                Ok(answer) => render(&answer).into(),
                Err(e) => error_message(Some(request_id), &e),
            }
        }
        ClientMessage::Chat {
            request_id,
            channel,
            text,
            name,
        } => {
            let posted = match chat_rate.take() {
                Ok(()) => handle.chat(member, channel, text, name).await,
                Err(e) => Err(e),
            };
            match posted {
                Ok(id) => render(&ServerMessage::ChatAck { request_id, id }).into(),
                Err(e) => error_message(Some(request_id), &e),
            }
        }
        ClientMessage::ChatHistory {
            request_id,
            channel,
            before,
        } => match handle
            .chat_history(member, request_id.clone(), channel, before)
            .await
        {
            Ok(answer) => render(&answer).into(),
            Err(e) => error_message(Some(request_id), &e),
        },
    }
}

#[cfg(test)]
mod tests {
    //! The socket loop driven through channels instead of a network socket.

    use std::convert::Infallible;
    use std::sync::Arc;
    use std::time::Duration;

    use futures_channel::mpsc::{unbounded, UnboundedReceiver, UnboundedSender};
    use serde_json::{json, Value};

    use super::*;
    use crate::auth;
    use crate::commit::Committer;
    use crate::engine::{GameOptions, Seat};
    use crate::game::ActorSettings;
    use crate::games::Games;
    use crate::metrics::Metrics;
    use crate::protocol::CreateGameRequest;
    use crate::sockets::SOCKET_QUEUE;
    use crate::store::SqliteStore;

    struct Harness {
        to_server: UnboundedSender<Result<Message, Infallible>>,
        from_server: UnboundedReceiver<Message>,
        shutdown: watch::Sender<bool>,
        task: tokio::task::JoinHandle<Ended>,
        _dir: TempDir,
    }

    struct TempDir(std::path::PathBuf);

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A started 2-player game; the seat tokens.
    async fn started_game() -> (TempDir, GameHandle, [String; 2]) {
        let dir =
            TempDir(std::env::temp_dir().join(format!("trickerion-ws-{}", uuid::Uuid::new_v4())));
        let store = Arc::new(SqliteStore::open_dir(&dir.0).await.unwrap());
        let metrics = Arc::new(Metrics::default());
        let committer = Committer::start(store.clone(), metrics.clone(), 1, 16);
        let games = Games::new(
            store,
            committer,
            metrics,
            ActorSettings {
                idle_timeout: Duration::from_secs(60),
                bot_delay: Duration::ZERO,
                hard_bot_think: Duration::from_millis(20),
                shutdown: None,
                max_spectators: 10,
                table: Default::default(),
                store_retry: Duration::from_secs(1),
            },
        );
        let created = games
            .create(CreateGameRequest {
                options: GameOptions::base(2),
                listed: None,
                clock: None,
            })
            .await
            .unwrap();
        let handle = games.get(&created.game_id).await.unwrap();
        let tokens = [auth::new_token(), auth::new_token()];
        for (seat, token) in tokens.iter().enumerate() {
            handle
                .join(
                    Seat(seat as u8),
                    format!("P{seat}"),
                    auth::hash_token(token),
                    false,
                )
                .await
                .unwrap();
        }
        handle
            .start(auth::hash_token(&created.creator_token))
            .await
            .unwrap();
        (dir, handle, tokens)
    }

    /// A started 2-player game and a socket loop for seat 0 on channels.
    async fn harness() -> Harness {
        let (dir, handle, tokens) = started_game().await;
        let connection = handle
            .connect(Some(auth::hash_token(&tokens[0])))
            .await
            .unwrap();
        let (to_server, stream) = unbounded();
        let (sink, from_server) = unbounded();
        let (shutdown, shutdown_rx) = watch::channel(false);
        let task = tokio::spawn(run(
            sink,
            stream,
            handle,
            connection,
            SocketLimits::default(),
            shutdown_rx,
        ));
        Harness {
            to_server,
            from_server,
            shutdown,
            task,
            _dir: dir,
        }
    }

    async fn next(h: &mut Harness) -> Message {
        tokio::time::timeout(Duration::from_secs(10), h.from_server.next())
            .await
            .expect("a message in time")
            .expect("socket open")
    }

    async fn next_json(h: &mut Harness, kind: &str) -> Value {
        loop {
            if let Message::Text(text) = next(h).await {
                let v: Value = serde_json::from_str(&text).unwrap();
                if v["type"] == kind {
                    return v;
                }
            }
        }
    }

    fn send(h: &Harness, v: Value) {
        h.to_server
            .unbounded_send(Ok(Message::Text(v.to_string().into())))
            .unwrap();
    }

    #[tokio::test]
    async fn plays_a_command_and_answers_bad_messages() {
        let mut h = harness().await;
        let welcome = next_json(&mut h, "welcome").await;
        assert_eq!(welcome["viewer"], json!({ "seat": 0 }));
        let snapshot = next_json(&mut h, "snapshot").await;
        let command = snapshot["state"]["legal_commands"][0].clone();
        send(
            &h,
            json!({ "type": "command", "request_id": "a", "command": command, "version": 0 }),
        );
        let ack = next_json(&mut h, "ack").await;
        assert_eq!(
            (ack["request_id"].as_str(), ack["version"].as_u64()),
            (Some("a"), Some(1))
        );
        h.to_server
            .unbounded_send(Ok(Message::Text("][".into())))
            .unwrap();
        assert_eq!(next_json(&mut h, "error").await["error"], "invalid_json");
        h.to_server
            .unbounded_send(Ok(Message::Binary(vec![1, 2].into())))
            .unwrap();
        assert_eq!(next_json(&mut h, "error").await["error"], "unknown_message");
        send(&h, json!({ "type": "resync" }));
        assert_eq!(next_json(&mut h, "snapshot").await["state"]["version"], 1);
        h.to_server.close_channel();
        assert_eq!(h.task.await.unwrap(), Ended::ClientClosed);
    }

    /// The allowance refills at `per_second` up to `burst`: a socket that
    /// used its burst is served again once a message's worth of time has
    /// passed, not before.
    #[tokio::test(start_paused = true)]
    async fn a_socket_that_used_its_burst_is_served_again_as_it_refills() {
        let mut rate = RateLimit::new(SocketLimits {
            per_second: 2,
            burst: 5,
            ..SocketLimits::default()
        });
        for _ in 0..5 {
            assert!(rate.allow());
        }
        assert!(!rate.allow());
        tokio::time::advance(Duration::from_millis(400)).await;
        assert!(!rate.allow(), "not before half a second");
        tokio::time::advance(Duration::from_millis(200)).await;
        assert!(rate.allow());
        assert!(!rate.allow());
        tokio::time::advance(Duration::from_secs(60)).await;
        for _ in 0..5 {
            assert!(rate.allow());
        }
        assert!(!rate.allow(), "never more than the burst at once");
    }

    #[tokio::test]
    async fn shutdown_closes_with_going_away() {
        let mut h = harness().await;
        next_json(&mut h, "snapshot").await;
        h.shutdown.send(true).unwrap();
        loop {
            if let Message::Close(Some(frame)) = next(&mut h).await {
                assert_eq!(frame.code, 1001);
                break;
            }
        }
        assert_eq!(h.task.await.unwrap(), Ended::ServerShutdown);
    }

    /// A socket that cannot send for a while misses updates; it then gets
    /// one `snapshot` of the current state instead of the missed `update`s.
    #[tokio::test]
    async fn a_lagging_socket_gets_a_snapshot() {
        let (_dir, handle, tokens) = started_game().await;
        let watcher = handle.connect(None).await.unwrap();
        // A sink that holds nothing: the loop blocks until we read.
        let (sink, mut from_server) = futures_channel::mpsc::channel::<Message>(0);
        let (_to_server, stream) = unbounded::<Result<Message, Infallible>>();
        let (_shutdown, shutdown_rx) = watch::channel(false);
        let task = tokio::spawn(run(
            sink,
            stream,
            handle.clone(),
            watcher,
            SocketLimits::default(),
            shutdown_rx,
        ));
        // The players play well past the broadcast buffer meanwhile.
        let mut members = Vec::new();
        for token in &tokens {
            members.push(handle.connect(Some(auth::hash_token(token))).await.unwrap());
        }
        let mut version = 0;
        while version < 80 {
            let mut played = false;
            for c in &members {
                let state: Value =
                    serde_json::from_str(&handle.snapshot(c.member).await.unwrap()).unwrap();
                if let Some(command) = state["state"]["legal_commands"].get(0) {
                    let command = serde_json::from_value(command.clone()).unwrap();
                    version = handle.command(c.member, None, command, None).await.unwrap();
                    played = true;
                }
            }
            assert!(played, "someone can always move");
        }
        let mut seen = Vec::new();
        loop {
            let Message::Text(text) =
                tokio::time::timeout(Duration::from_secs(10), from_server.next())
                    .await
                    .unwrap()
                    .unwrap()
            else {
                continue;
            };
            let v: Value = serde_json::from_str(&text).unwrap();
            seen.push(v["type"].as_str().unwrap().to_string());
            if v["type"] == "snapshot" && v["state"]["version"] == version {
                break;
            }
        }
        // At most a queue's worth of updates, then a snapshot of the game as it is.
        assert!(
            seen.len() < SOCKET_QUEUE + 8,
            "updates were skipped: {seen:?}"
        );
        task.abort();
    }
}
