//! One seat's WebSocket client: it keeps the latest state the server sent,
//! and whenever it has legal commands and no command in flight, picks one and
//! sends it with the version it decided on.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;
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
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    state: Option<State>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    message: Option<String>,
}

#[derive(Deserialize)]
struct State {
    version: u64,
    status: String,
    legal_commands: Vec<Value>,
}

/// The view, parsed only when a bot needs it.
#[derive(Deserialize)]
struct WithView {
    state: ViewOnly,
}

#[derive(Deserialize)]
struct ViewOnly {
    view: View,
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
    let ws = match tokio_tungstenite::connect_async(&url).await {
        Ok((ws, _)) => ws,
        Err(e) => return SeatResult::failed(format!("seat {seat}: websocket: {e}")),
    };
    let (mut tx, mut rx) = ws.split();
    let mut picker = match chooser {
        Chooser::Uniform => Picker::Uniform(Box::new(ChaCha8Rng::seed_from_u64(seed))),
        Chooser::Bot(level) => Picker::Bot(make_bot(level, seed)),
    };
    let mut version = 0u64;
    let mut legal: Vec<Value> = Vec::new();
    let mut view: Option<View> = None;
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
        let Some(incoming) = incoming else {
            decide_at = None;
            if pending.is_some() || legal.is_empty() || version < wait_for {
                continue;
            }
            match send_one(
                &mut tx,
                &mut picker,
                seat,
                &legal,
                view.as_ref(),
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
            continue;
        };
        let text = match incoming {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(Message::Close(_))) | None => {
                result.failure = Some(format!("seat {seat}: socket closed at version {version}"));
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
        match msg.kind.as_str() {
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
                legal = state.legal_commands;
                if matches!(picker, Picker::Bot(_)) {
                    view = serde_json::from_str::<WithView>(&text)
                        .ok()
                        .map(|w| w.state.view);
                }
                if state.status == "finished" {
                    result.finished = true;
                    break;
                }
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
        if pending.is_some() || legal.is_empty() || version < wait_for || decide_at.is_some() {
            continue;
        }
        if !think.is_zero() {
            decide_at = Some(tokio::time::Instant::now() + think);
            continue;
        }
        match send_one(
            &mut tx,
            &mut picker,
            seat,
            &legal,
            view.as_ref(),
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

/// Picks a command and sends it; answers what `pending` needs.
async fn send_one<S>(
    tx: &mut S,
    picker: &mut Picker,
    seat: u8,
    legal: &[Value],
    view: Option<&View>,
    version: u64,
    next_request: &mut u64,
) -> Result<(u64, Instant, u64), String>
where
    S: futures_util::Sink<Message> + Unpin,
    S::Error: std::fmt::Display,
{
    let command = pick(picker, seat, legal, view)
        .ok_or_else(|| format!("seat {seat}: cannot read its legal commands"))?;
    *next_request += 1;
    let msg = json!({
        "type": "command",
        "request_id": next_request.to_string(),
        "command": command,
        "version": version,
    });
    let sent = (*next_request, Instant::now(), version);
    tx.send(Message::Text(msg.to_string().into()))
        .await
        .map_err(|e| format!("seat {seat}: send: {e}"))?;
    Ok(sent)
}

fn pick(picker: &mut Picker, seat: u8, legal: &[Value], view: Option<&View>) -> Option<Value> {
    match picker {
        Picker::Uniform(rng) => Some(legal[(rng.next_u64() % legal.len() as u64) as usize].clone()),
        Picker::Bot(bot) => {
            let commands: Vec<Command> = legal
                .iter()
                .map(|c| serde_json::from_value(c.clone()))
                .collect::<Result<_, _>>()
                .ok()?;
            let obs = Observation::from_view(view?.clone(), Seat(seat), commands);
            serde_json::to_value(bot.choose(&obs)).ok()
        }
    }
}
