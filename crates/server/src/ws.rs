//! The WebSocket endpoint: `GET /api/games/{id}/ws[?token=<seat token>]`.
//! Without a token the socket is a spectator's. The token is checked before
//! the upgrade, so unknown games and bad tokens get a plain HTTP error.
//!
//! The socket loop is generic over `Sink`/`Stream` of messages so it can be
//! tested with channels.

use std::time::Instant;

use axum::extract::rejection::QueryRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use serde::Deserialize;
use tokio::sync::{broadcast, watch};
use tracing::Instrument;

use crate::auth;
use crate::error::Error;
use crate::game::{render, Connection, GameHandle, Member, Update};
use crate::http::AppState;
use crate::protocol::{ClientMessage, ServerMessage};

/// Frames above this size are refused by the WebSocket layer, which drops
/// the connection.
pub const MAX_FRAME_BYTES: usize = 1024 * 1024;

/// How often the server pings a socket.
const KEEPALIVE: std::time::Duration = std::time::Duration::from_secs(30);

#[derive(Debug, Deserialize)]
pub struct WsQuery {
    token: Option<String>,
}

/// Limits of one socket.
#[derive(Clone, Copy, Debug)]
pub struct SocketLimits {
    /// Larger text messages are answered with `too_large` and dropped.
    pub max_message_bytes: usize,
    /// Sustained messages per second.
    pub per_second: u32,
    /// Messages that may arrive at once.
    pub burst: u32,
}

pub async fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<WsQuery>, QueryRejection>,
) -> Result<Response, Error> {
    let ws = ws.map_err(|e| {
        Error::BadRequest(format!(
            "this endpoint needs a WebSocket upgrade: {}",
            e.body_text()
        ))
    })?;
    let Query(query) = query.map_err(|e| Error::BadRequest(e.body_text()))?;
    let token_hash = query.token.as_deref().map(auth::hash_token);
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
    // From here on the connection is counted; the guard uncounts it however
    // the socket ends (even if the upgrade never completes).
    let guard = Disconnect {
        handle: handle.clone(),
        member: connection.member,
    };
    let limits = app.config.socket_limits();
    let shutdown = app.shutdown.clone();
    let span = tracing::info_span!(
        "socket",
        game_id = %id,
        seat = connection.member.viewer.seat().map(|s| s.0)
    );
    Ok(ws
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket: WebSocket| {
            async move {
                let (sink, stream) = socket.split();
                run(sink, stream, handle, connection, limits, shutdown).await;
                drop(guard);
            }
            .instrument(span)
        }))
}

struct Disconnect {
    handle: GameHandle,
    member: Member,
}

impl Drop for Disconnect {
    fn drop(&mut self) {
        self.handle.disconnect(self.member);
    }
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

fn error_message(request_id: Option<String>, error: &Error) -> String {
    error.log();
    render(&ServerMessage::Error {
        request_id,
        error: error.code(),
        message: error.client_message(),
    })
}

/// Why a socket loop ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    ClientClosed,
    ServerShutdown,
    SeatLost,
    GameUnloaded,
    SendFailed,
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
    E: std::fmt::Display,
{
    let Connection {
        member,
        initial,
        mut updates,
    } = connection;
    let mut rate = RateLimit::new(limits);
    for message in initial {
        if sink.send(Message::Text(message.into())).await.is_err() {
            return Ended::SendFailed;
        }
    }
    let mut keepalive =
        tokio::time::interval_at(tokio::time::Instant::now() + KEEPALIVE, KEEPALIVE);
    let ended = loop {
        let outgoing: Vec<String> = tokio::select! {
            biased;
            _ = shutdown.changed() => {
                let _ = sink.send(close(1001, "the server is shutting down")).await;
                break Ended::ServerShutdown;
            }
            _ = keepalive.tick() => {
                // Keeps proxies from closing quiet sockets; browsers answer.
                if sink.send(Message::Ping(Default::default())).await.is_err() {
                    break Ended::SendFailed;
                }
                Vec::new()
            }
            update = updates.recv() => match update {
                Ok(update) => match &*update {
                    Update::SeatVacated { seat, holder }
                        if member.viewer.seat() == Some(*seat) && member.holder == *holder =>
                    {
                        let _ = sink.send(Message::Text(error_message(None, &Error::SeatLost).into())).await;
                        let _ = sink.send(close(4001, "seat lost")).await;
                        break Ended::SeatLost;
                    }
                    update => update.for_viewer(member.viewer).map(str::to_string).into_iter().collect(),
                },
                Err(broadcast::error::RecvError::Lagged(missed)) => {
                    tracing::debug!(missed, "socket fell behind; sending a snapshot");
                    match handle.snapshot(member).await {
                        Ok(snapshot) => vec![snapshot],
                        Err(Error::SeatLost) => {
                            // The seat changed while this socket lagged.
                            let _ = sink.send(Message::Text(error_message(None, &Error::SeatLost).into())).await;
                            let _ = sink.send(close(4001, "seat lost")).await;
                            break Ended::SeatLost;
                        }
                        Err(e) => vec![error_message(None, &e)],
                    }
                }
                Err(broadcast::error::RecvError::Closed) => {
                    let _ = sink.send(close(1012, "the game was reloaded; reconnect")).await;
                    break Ended::GameUnloaded;
                }
            },
            incoming = stream.next() => match incoming {
                None => break Ended::ClientClosed,
                Some(Err(e)) => {
                    tracing::debug!(error = %e, "socket error");
                    break Ended::ClientClosed;
                }
                Some(Ok(Message::Close(_))) => break Ended::ClientClosed,
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Vec::new(),
                Some(Ok(Message::Binary(_))) => vec![error_message(
                    None,
                    &Error::UnknownMessage("binary frames are not used; send JSON text".into()),
                )],
                Some(Ok(Message::Text(text))) => {
                    if !rate.allow() {
                        vec![error_message(
                            request_id_of(&text),
                            &Error::RateLimited { per_second: limits.per_second },
                        )]
                    } else if text.len() > limits.max_message_bytes {
                        vec![error_message(
                            None,
                            &Error::TooLarge { size: text.len(), limit: limits.max_message_bytes },
                        )]
                    } else {
                        handle_text(&handle, member, &text).await
                    }
                }
            },
        };
        for message in outgoing {
            if sink.send(Message::Text(message.into())).await.is_err() {
                break;
            }
        }
    };
    tracing::debug!(?ended, "socket closed");
    ended
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

async fn handle_text(handle: &GameHandle, member: Member, text: &str) -> Vec<String> {
    let message = match serde_json::from_str::<ClientMessage>(text) {
        Ok(message) => message,
        Err(e) => {
            let error = if serde_json::from_str::<serde_json::Value>(text).is_err() {
                Error::InvalidJson(e.to_string())
            } else {
                Error::UnknownMessage(e.to_string())
            };
            return vec![error_message(request_id_of(text), &error)];
        }
    };
    match message {
        ClientMessage::Ping { request_id } => vec![render(&ServerMessage::Pong { request_id })],
        ClientMessage::Resync => match handle.snapshot(member).await {
            Ok(snapshot) => vec![snapshot],
            Err(e) => vec![error_message(None, &e)],
        },
        ClientMessage::Command {
            request_id,
            command,
            version,
        } => match handle.command(member, command, version).await {
            Ok(version) => vec![render(&ServerMessage::Ack {
                request_id,
                version,
            })],
            Err(e) => vec![error_message(Some(request_id), &e)],
        },
        ClientMessage::Preview {
            request_id,
            commands,
        } => match handle.preview(member, request_id.clone(), commands).await {
            Ok(answer) => vec![render(&answer)],
            Err(e) => vec![error_message(Some(request_id), &e)],
        },
        ClientMessage::WhyNot { request_id } => {
            match handle.why_not(member, request_id.clone()).await {
                Ok(answer) => vec![render(&answer)],
                Err(e) => vec![error_message(Some(request_id), &e)],
            }
        }
    }
}

impl Default for SocketLimits {
    fn default() -> Self {
        SocketLimits {
            max_message_bytes: 16 * 1024,
            per_second: 20,
            burst: 40,
        }
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
    use crate::engine::Seat;
    use crate::game::ActorSettings;
    use crate::games::Games;
    use crate::metrics::Metrics;
    use crate::protocol::CreateGameRequest;
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
        let games = Games::new(
            store,
            Arc::new(Metrics::default()),
            ActorSettings {
                idle_timeout: Duration::from_secs(60),
                bot_delay: Duration::ZERO,
                shutdown: None,
            },
        );
        let created = games
            .create(CreateGameRequest {
                players: 2,
                beginner_setup: false,
                dark_alley: false,
                prophecies: false,
                fame_caps: None,
                powers: None,
                duel: None,
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
                    version = handle.command(c.member, command, None).await.unwrap();
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
        assert!(seen.len() < 40, "updates were skipped: {seen:?}");
        task.abort();
    }
}
