//! One seat's WebSocket client: it keeps the latest state the server sent,
//! and whenever it has legal commands and no command in flight, picks one and
//! sends it with the version it decided on.
//!
//! It reads as little of each message as it can (the type, the version, the
//! status and where its legal commands are) and keeps the latest state's
//! text to read the legal commands (or, for a bot, the view) from when it
//! decides: the load generator shares the machine with the server it
//! measures, so its own work per message matters.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::value::RawValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};
use trickerion_bot::{make_bot, Bot, Observation};
use trickerion_rules::{Command, Seat, View};

use crate::timing::GameTimes;
use crate::Chooser;

/// What one seat's client saw.
pub struct SeatResult {
    pub acks: u64,
    pub rejected: u64,
    pub final_version: u64,
    pub finished: bool,
    pub gap_free: bool,
    pub unexpected_errors: Vec<String>,
    pub failure: Option<String>,
}

impl SeatResult {
    pub fn failed(why: String) -> SeatResult {
        SeatResult {
            acks: 0,
            rejected: 0,
            final_version: 0,
            finished: false,
            gap_free: true,
            unexpected_errors: Vec::new(),
            failure: Some(why),
        }
    }
}

/// The fields of a server message the client uses; the rest is skipped.
#[derive(Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: &'a str,
    #[serde(default, borrow)]
    state: Option<State<'a>>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    message: Option<String>,
}

#[derive(Deserialize)]
struct State<'a> {
    version: u64,
    #[serde(borrow)]
    status: &'a str,
    /// The array, unread: a seat decides on few of the states it gets.
    #[serde(borrow)]
    legal_commands: &'a RawValue,
}

/// The view and legal commands, parsed only when a bot needs them.
#[derive(Deserialize)]
struct WithView {
    state: ViewOnly,
}

#[derive(Deserialize)]
struct ViewOnly {
    view: View,
    legal_commands: Vec<Command>,
}

enum Picker {
    Uniform(Box<ChaCha8Rng>),
    Bot(Box<dyn Bot + Send>),
}

pub async fn play(
    url: String,
    seat: u8,
    chooser: Chooser,
    think: Duration,
    seed: u64,
    times: Arc<Mutex<GameTimes>>,
) -> SeatResult {
    let mut result = SeatResult::failed(String::new());
    result.failure = None;
    // A small read buffer: tungstenite zero-fills it before every read, and
    // the default (128 KiB) made that the load generator's largest cost.
    let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
    let ws = match tokio_tungstenite::connect_async_with_config(&url, Some(config), true).await {
        Ok((ws, _)) => ws,
        Err(e) => return SeatResult::failed(format!("seat {seat}: websocket: {e}")),
    };
    let (mut tx, mut rx) = ws.split();
    let mut picker = match chooser {
        Chooser::Uniform => Picker::Uniform(Box::new(ChaCha8Rng::seed_from_u64(seed))),
        Chooser::Bot(level) => Picker::Bot(make_bot(level, seed)),
    };
    let mut version = 0u64;
    // The latest state message, where in it its legal commands are, and
    // whether there are any.
    let mut latest = Utf8Bytes::from_static("");
    let mut legal_at = 0..0;
    let mut has_legal = false;
    // The command in flight: (request number, send time, version decided on).
    let mut pending: Option<(u64, Instant, u64)> = None;
    // Decide again only once the state is at least this version.
    let mut wait_for = 0u64;
    let mut next_request = 0u64;
    // When the current think pause ends; the socket is read meanwhile, so
    // arrival times stay exact and the decision uses the latest state.
    let mut decide_at: Option<tokio::time::Instant> = None;
    loop {
        let incoming = tokio::select! {
            incoming = rx.next() => Some(incoming),
            () = sleep_until(decide_at) => None,
        };
        match incoming {
            None => {
                // The think pause is over.
                decide_at = None;
                if pending.is_some() || !has_legal || version < wait_for {
                    continue;
                }
            }
            Some(incoming) => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(_))) | None => {
                        result.failure =
                            Some(format!("seat {seat}: socket closed at version {version}"));
                        break;
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => {
                        result.failure = Some(format!("seat {seat}: socket error: {e}"));
                        break;
                    }
                };
                let now = Instant::now();
                let msg: Incoming = match serde_json::from_str(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        result.failure = Some(format!("seat {seat}: unreadable message: {e}"));
                        break;
                    }
                };
                match msg.kind {
                    "snapshot" | "update" => {
                        let Some(state) = msg.state else { continue };
                        if msg.kind == "update" {
                            if state.version != version + 1 {
                                result.gap_free = false;
                            }
                            times.lock().unwrap().received(seat, state.version, now);
                        }
                        if state.version < version {
                            continue;
                        }
                        version = state.version;
                        result.final_version = version;
                        let legal = state.legal_commands.get();
                        has_legal = legal != "[]";
                        if state.status == "finished" {
                            result.finished = true;
                            break;
                        }
                        // The raw value is a slice of the message's text.
                        let start = legal.as_ptr() as usize - text.as_ptr() as usize;
                        legal_at = start..start + legal.len();
                        latest = text.clone();
                    }
                    "ack" => {
                        if let Some((_, sent, _)) = pending.take() {
                            let acked = msg.version.unwrap_or(0);
                            times.lock().unwrap().acked(seat, acked, sent, now);
                            result.acks += 1;
                            wait_for = acked;
                        }
                    }
                    "error" => {
                        let Some((_, _, decided)) = pending.take() else {
                            continue;
                        };
                        let code = msg.error.unwrap_or_default();
                        if code == "rate_limited" {
                            tokio::time::sleep(Duration::from_millis(100)).await;
                            wait_for = decided;
                        } else {
                            result.rejected += 1;
                            times.lock().unwrap().rejected();
                            if code != "stale_version" {
                                result.unexpected_errors.push(format!(
                                    "seat {seat} at version {decided}: {code}: {}",
                                    msg.message.unwrap_or_default()
                                ));
                            }
                            // The game moved on without us: decide on the next state.
                            wait_for = decided + 1;
                        }
                    }
                    _ => continue,
                }
                if pending.is_some() || !has_legal || version < wait_for || decide_at.is_some() {
                    continue;
                }
                if !think.is_zero() {
                    decide_at = Some(tokio::time::Instant::now() + think);
                    continue;
                }
            }
        }
        match send_one(
            &mut tx,
            &mut picker,
            seat,
            &latest,
            legal_at.clone(),
            version,
            &mut next_request,
        )
        .await
        {
            Ok(sent) => pending = Some(sent),
            Err(e) => {
                result.failure = Some(e);
                break;
            }
        }
    }
    let _ = tx.send(Message::Close(None)).await;
    result
}

async fn sleep_until(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// Picks a command from the state message `latest` (its legal commands at
/// `legal_at`) and sends it; answers what `pending` needs.
async fn send_one<S>(
    tx: &mut S,
    picker: &mut Picker,
    seat: u8,
    latest: &str,
    legal_at: std::ops::Range<usize>,
    version: u64,
    next_request: &mut u64,
) -> Result<(u64, Instant, u64), String>
where
    S: futures_util::Sink<Message> + Unpin,
    S::Error: std::fmt::Display,
{
    let command = pick(picker, seat, latest, legal_at)
        .ok_or_else(|| format!("seat {seat}: cannot read its legal commands"))?;
    *next_request += 1;
    let msg = format!(
        r#"{{"type":"command","request_id":"{}","command":{command},"version":{version}}}"#,
        next_request
    );
    let sent = (*next_request, Instant::now(), version);
    tx.send(Message::Text(msg.into()))
        .await
        .map_err(|e| format!("seat {seat}: send: {e}"))?;
    Ok(sent)
}

/// The chosen command, as JSON.
fn pick(
    picker: &mut Picker,
    seat: u8,
    latest: &str,
    legal_at: std::ops::Range<usize>,
) -> Option<String> {
    match picker {
        Picker::Uniform(rng) => {
            let legal = serde_json::from_str::<Vec<&RawValue>>(latest.get(legal_at)?).ok()?;
            if legal.is_empty() {
                return None;
            }
            Some(
                legal[(rng.next_u64() % legal.len() as u64) as usize]
                    .get()
                    .to_string(),
            )
        }
        Picker::Bot(bot) => {
            let state = serde_json::from_str::<WithView>(latest).ok()?.state;
            let obs = Observation::from_view(state.view, Seat(seat), state.legal_commands);
            serde_json::to_string(&bot.choose(&obs)).ok()
        }
    }
}
