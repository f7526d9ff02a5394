//! Several server nodes on one Postgres, joined by NATS (`NATS_URL`; see
//! docs/CLUSTER.md). Without `NATS_URL` none of this runs.
//!
//! - Ownership: a game runs on the one node holding its lease (a row of
//!   `game_leases`, migration 0005), granted when the node loads the game,
//!   renewed by its game task, released when the task stops. Every append
//!   carries the lease's epoch and the database refuses it once another node
//!   has taken the lease, so a paused or cut-off node cannot write again.
//! - Forwarding: a request for a game another node owns becomes a NATS
//!   request to `trickerion.node.<owner>` ([`Call`]), answered there by the
//!   game's task as a local request would be. A WebSocket opened on a node that
//!   does not own its game is relayed: the owner treats it as one of its own
//!   sockets and publishes what it queues for it on a subject of that socket
//!   (`trickerion.sock.<node>.<connection>`), which the socket's node writes
//!   to the client. Each side probes the other and ends the relay when the
//!   other is gone; the client then reconnects (close code 1012), to any node.
//! - Failover: a node that finds a game's lease held by a node that does not
//!   answer waits for the lease to run out, then takes the game over (it
//!   replays the log; bots and clocks go on). Every node also looks for
//!   leases that ran out unreleased and takes those games over by itself.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;

use trickerion_bot::BotLevel;

use crate::config::ClusterConfig;
use crate::engine::{Command, Seat};
use crate::error::Error;
use crate::game::{Connection, Member, ReplayFailure};
use crate::games::Games;
use crate::metrics::Metrics;
use crate::protocol::{ErrorCode, RematchInfo};
use crate::sockets::Outgoing;

/// How long a forwarded request may take at least before it counts as lost
/// (twice the lease TTL if that is longer: an owner that died cannot be
/// replaced sooner anyway).
const CALL_TIMEOUT: Duration = Duration::from_secs(2);
/// Messages a relayed socket may have waiting on its node; a client that
/// falls further behind is disconnected (it reconnects and resyncs).
const RELAY_QUEUE: usize = 256;

fn node_subject(node: &str) -> String {
    format!("trickerion.node.{node}")
}

/// A lease granted to this node: what its game task needs to fence its
/// appends, and to learn how the node's renewals of it go.
#[derive(Clone, Debug)]
pub struct Lease {
    pub node: Arc<str>,
    pub epoch: u64,
    pub ttl: Duration,
    /// When it was asked for: it holds for `ttl` from here at least.
    pub granted_at: Instant,
    /// What the node's renewals say (see [`renew_leases`]).
    pub renewals: watch::Receiver<Renewal>,
    /// Renewed while some clone of it lives.
    _held: Arc<HeldEntry>,
}

/// The outcome of the last renewal of a lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Renewal {
    /// It holds until then at least.
    Until(Instant),
    /// Another node has it now.
    Lost,
}

/// The leases this node holds, by game: their epoch and where to tell how
/// their renewals go. Renewed all at once, by one statement per period.
type HeldLeases = Arc<Mutex<HashMap<String, (u64, watch::Sender<Renewal>)>>>;

/// Takes a lease off the renewals when its last clone goes.
#[derive(Debug)]
struct HeldEntry {
    held: HeldLeases,
    game: String,
    epoch: u64,
}

impl Drop for HeldEntry {
    fn drop(&mut self) {
        let mut held = self.held.lock().expect("not poisoned");
        if held.get(&self.game).is_some_and(|(e, _)| *e == self.epoch) {
            held.remove(&self.game);
        }
    }
}

/// A request for a game, sent to the node that owns it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "snake_case")]
pub enum Call {
    /// Is the node there?
    Ping,
    /// Is the relayed connection `conn` still open on the owner?
    Alive {
        conn: String,
    },
    /// The relayed connection `conn` closed on its node.
    Disconnect {
        conn: String,
    },
    Lobby,
    Join {
        seat: Seat,
        name: String,
        token_hash: String,
        moving: bool,
    },
    Leave {
        seat: Seat,
        token_hash: String,
    },
    Start {
        creator_token_hash: String,
    },
    AddBot {
        seat: Seat,
        level: BotLevel,
        creator_token_hash: String,
    },
    RemoveBot {
        seat: Seat,
        creator_token_hash: String,
    },
    StandIn {
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: String,
    },
    HandBack {
        seat: Seat,
        token_hash: String,
    },
    SetWebhook {
        seat: Seat,
        token_hash: String,
        url: Option<String>,
    },
    RematchSource {
        token_hash: String,
    },
    RematchMade {
        rematch: RematchInfo,
    },
    /// Opens a socket relayed to `subject` as `conn`.
    Connect {
        token_hash: Option<String>,
        subject: String,
        conn: String,
    },
    Snapshot {
        member: Member,
    },
    Preview {
        member: Member,
        request_id: String,
        commands: Vec<Command>,
    },
    WhyNot {
        member: Member,
        request_id: String,
    },
    Command {
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
    },
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    game: String,
    #[serde(flatten)]
    call: Call,
}

/// An error as it travels back from the owner.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum WireError {
    /// The game is not (or no longer) running there: ask again who owns it.
    Gone,
    Broken {
        step: Option<u64>,
        detail: String,
    },
    Other {
        code: ErrorCode,
        message: String,
    },
}

impl From<Error> for WireError {
    fn from(e: Error) -> Self {
        match e {
            Error::ActorGone => WireError::Gone,
            Error::Broken(f) => WireError::Broken {
                step: f.step,
                detail: f.detail,
            },
            e => {
                e.log();
                WireError::Other {
                    code: e.code(),
                    message: e.client_message(),
                }
            }
        }
    }
}

impl From<WireError> for Error {
    fn from(e: WireError) -> Self {
        match e {
            WireError::Gone => Error::ActorGone,
            WireError::Broken { step, detail } => Error::Broken(ReplayFailure { step, detail }),
            WireError::Other { code, message } => Error::Remote { code, message },
        }
    }
}

/// This node in its cluster.
pub struct Cluster {
    node: Arc<str>,
    nats: async_nats::Client,
    pub(crate) lease_ttl: Duration,
    pub(crate) lease_renew: Duration,
    metrics: Arc<Metrics>,
    /// Sockets of other nodes relayed from games here, by connection id.
    proxies: Arc<Mutex<HashMap<String, oneshot::Sender<()>>>>,
    held: HeldLeases,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster").field("node", &self.node).finish()
    }
}

impl Cluster {
    /// Connects to NATS.
    ///
    /// # Errors
    /// A sentence saying why NATS cannot be reached.
    pub async fn connect(
        config: &ClusterConfig,
        metrics: Arc<Metrics>,
    ) -> Result<Arc<Cluster>, String> {
        let nats = async_nats::ConnectOptions::new()
            .name(format!("trickerion-server {}", config.node_id))
            .request_timeout(Some(CALL_TIMEOUT.max(config.lease_ttl * 2)))
            .connect(config.nats_url.as_str())
            .await
            .map_err(|e| format!("cannot connect to NATS at {}: {e}", config.nats_url))?;
        metrics.set_cluster_node(&config.node_id);
        Ok(Arc::new(Cluster {
            node: config.node_id.as_str().into(),
            nats,
            lease_ttl: config.lease_ttl,
            lease_renew: config.lease_renew,
            metrics,
            proxies: Arc::default(),
            held: Arc::default(),
        }))
    }

    pub fn node(&self) -> &str {
        &self.node
    }

    /// The lease of `game` just granted to this node with `epoch`: renewed
    /// from now on with the node's other leases, until it is dropped.
    pub(crate) fn lease(&self, game: &str, epoch: u64, granted_at: Instant) -> Lease {
        let (tx, renewals) = watch::channel(Renewal::Until(granted_at + self.lease_ttl));
        self.held
            .lock()
            .expect("not poisoned")
            .insert(game.to_string(), (epoch, tx));
        Lease {
            node: self.node.clone(),
            epoch,
            ttl: self.lease_ttl,
            granted_at,
            renewals,
            _held: Arc::new(HeldEntry {
                held: self.held.clone(),
                game: game.to_string(),
                epoch,
            }),
        }
    }

    /// The node `node`, to forward requests to.
    pub(crate) fn remote(self: &Arc<Self>, node: &str) -> Remote {
        Remote {
            cluster: self.clone(),
            node: node.into(),
        }
    }

    /// Answers requests from the other nodes, and takes over the games of
    /// dead nodes, until `shutdown`.
    ///
    /// # Errors
    /// When NATS refuses the subscription.
    pub async fn start(
        self: &Arc<Self>,
        games: Arc<Games>,
        shutdown: watch::Receiver<bool>,
    ) -> Result<(), String> {
        let mut requests = self
            .nats
            .subscribe(node_subject(&self.node))
            .await
            .map_err(|e| format!("cannot subscribe on NATS: {e}"))?;
        // The subscription is in place once the server has it.
        self.nats
            .flush()
            .await
            .map_err(|e| format!("cannot reach NATS: {e}"))?;
        let cluster = self.clone();
        let answering = games.clone();
        let mut stop = shutdown.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = stop.changed() => break,
                    message = requests.next() => match message {
                        Some(message) => {
                            let (cluster, games) = (cluster.clone(), answering.clone());
                            tokio::spawn(async move { cluster.serve(&games, message).await });
                        }
                        None => break,
                    },
                }
            }
        });
        tokio::spawn(renew_leases(self.clone(), games.clone(), shutdown.clone()));
        tokio::spawn(take_over_orphans(self.clone(), games, shutdown));
        tracing::info!(node = %self.node, "cluster node ready");
        Ok(())
    }

    /// Sends what is buffered to NATS (at shutdown).
    pub async fn flush(&self) {
        let _ = self.nats.flush().await;
    }

    async fn serve(&self, games: &Games, message: async_nats::Message) {
        let answer = match serde_json::from_slice::<Envelope>(&message.payload) {
            Ok(envelope) => self.answer(games, envelope).await,
            Err(e) => Err(WireError::Other {
                code: ErrorCode::BadRequest,
                message: format!("unreadable request between nodes: {e}"),
            }),
        };
        if let Some(reply) = message.reply {
            let body = serde_json::to_vec(&answer).unwrap_or_default();
            if let Err(e) = self.nats.publish(reply, body.into()).await {
                tracing::warn!(error = %e, "could not answer another node");
            }
        }
    }

    async fn answer(
        &self,
        games: &Games,
        Envelope { game, call }: Envelope,
    ) -> Result<serde_json::Value, WireError> {
        fn json<T: Serialize>(value: T) -> Result<serde_json::Value, Error> {
            serde_json::to_value(value).map_err(|e| Error::Internal(e.to_string()))
        }
        match call {
            Call::Ping => return Ok(serde_json::Value::Null),
            Call::Alive { conn } => {
                return Ok(self
                    .proxies
                    .lock()
                    .expect("not poisoned")
                    .contains_key(&conn)
                    .into())
            }
            Call::Disconnect { conn } => {
                if let Some(stop) = self.proxies.lock().expect("not poisoned").remove(&conn) {
                    let _ = stop.send(());
                }
                return Ok(serde_json::Value::Null);
            }
            _ => {}
        }
        let handle = games.get_owned(&game).await?;
        let answer = match call {
            Call::Ping | Call::Alive { .. } | Call::Disconnect { .. } => {
                unreachable!("answered above")
            }
            Call::Lobby => handle.lobby().await.and_then(json),
            Call::Join {
                seat,
                name,
                token_hash,
                moving,
            } => handle
                .join(seat, name, token_hash, moving)
                .await
                .and_then(json),
            Call::Leave { seat, token_hash } => handle.leave(seat, token_hash).await.and_then(json),
            Call::Start { creator_token_hash } => {
                handle.start(creator_token_hash).await.and_then(json)
            }
            Call::AddBot {
                seat,
                level,
                creator_token_hash,
            } => handle
                .add_bot(seat, level, creator_token_hash)
                .await
                .and_then(json),
            Call::RemoveBot {
                seat,
                creator_token_hash,
            } => handle
                .remove_bot(seat, creator_token_hash)
                .await
                .and_then(json),
            Call::StandIn {
                seat,
                level,
                token_hash,
            } => handle
                .stand_in(seat, level, token_hash)
                .await
                .and_then(json),
            Call::HandBack { seat, token_hash } => {
                handle.hand_back(seat, token_hash).await.and_then(json)
            }
            Call::SetWebhook {
                seat,
                token_hash,
                url,
            } => handle
                .set_webhook(seat, token_hash, url)
                .await
                .and_then(json),
            Call::RematchSource { token_hash } => {
                handle.rematch_source(token_hash).await.and_then(json)
            }
            Call::RematchMade { rematch } => {
                handle.rematch_made(rematch).await;
                json(())
            }
            Call::Connect {
                token_hash,
                subject,
                conn,
            } => match handle.connect(token_hash).await {
                Ok(connection) => json(self.relay_from_here(conn, subject, connection)),
                Err(e) => Err(e),
            },
            Call::Snapshot { member } => handle
                .snapshot(member)
                .await
                .and_then(|text| json(text.as_str())),
            Call::Preview {
                member,
                request_id,
                commands,
            } => handle
                .preview(member, request_id, commands)
                .await
                .and_then(json),
            Call::WhyNot { member, request_id } => {
                handle.why_not(member, request_id).await.and_then(json)
            }
            Call::Command {
                member,
                request_id,
                command,
                version,
            } => handle
                .command(member, request_id, command, version)
                .await
                .and_then(json),
        };
        answer.map_err(WireError::from)
    }

    /// Publishes what the game queues for a socket of another node on the
    /// socket's subject, until the game stops, the socket closes (its node
    /// says so), or its node no longer answers a probe.
    fn relay_from_here(&self, conn: String, subject: String, connection: Connection) -> Member {
        let (member, mut outgoing, counted) = connection.into_parts();
        let (stop, mut stopped) = oneshot::channel();
        self.proxies
            .lock()
            .expect("not poisoned")
            .insert(conn.clone(), stop);
        let nats = self.nats.clone();
        let (probe_every, probe_timeout) = (self.lease_renew, self.lease_ttl);
        let proxies = self.proxies.clone();
        tokio::spawn(async move {
            let mut probe = tokio::time::interval_at(Instant::now() + probe_every, probe_every);
            loop {
                tokio::select! {
                    queued = outgoing.recv() => {
                        let (frame, last) = match queued {
                            Some(Outgoing::Text(text)) => (frame(b'T', text.as_str()), false),
                            Some(Outgoing::SeatLost) => (vec![b'L'], true),
                            None => (vec![b'E'], true),
                        };
                        if nats.publish(subject.clone(), frame.into()).await.is_err() || last {
                            break;
                        }
                    }
                    _ = &mut stopped => break,
                    _ = probe.tick() => {
                        let alive = tokio::time::timeout(probe_timeout, nats.request(subject.clone(), Vec::new().into())).await;
                        if !matches!(alive, Ok(Ok(_))) {
                            tracing::debug!("a relayed socket's node does not answer; closing it here");
                            break;
                        }
                    }
                }
            }
            drop(counted);
            proxies.lock().expect("not poisoned").remove(&conn);
        });
        member
    }
}

/// A message of a relayed socket: a kind byte (`T` text, `L` seat lost,
/// `E` the game stopped here), then the text.
fn frame(kind: u8, text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + 1);
    out.push(kind);
    out.extend_from_slice(text.as_bytes());
    out
}

/// Another node, that owns games this node is asked about.
#[derive(Clone)]
pub struct Remote {
    cluster: Arc<Cluster>,
    node: Arc<str>,
}

impl std::fmt::Debug for Remote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Remote").field("node", &self.node).finish()
    }
}

impl Remote {
    pub fn node(&self) -> &str {
        &self.node
    }

    pub(crate) fn command_forwarded(&self) {
        self.cluster.metrics.command_forwarded();
    }

    /// Sends `call` about `game` and waits for the answer.
    async fn request(
        &self,
        game: &str,
        call: Call,
        timeout: Duration,
    ) -> Result<serde_json::Value, Error> {
        let body = serde_json::to_vec(&Envelope {
            game: game.to_string(),
            call,
        })
        .map_err(|e| Error::Internal(e.to_string()))?;
        let sent = self
            .cluster
            .nats
            .request(node_subject(&self.node), body.into());
        let message = match tokio::time::timeout(timeout, sent).await {
            Ok(Ok(message)) => message,
            // Nobody listens there (the node is gone): nothing was done.
            Ok(Err(e)) if e.kind() == async_nats::RequestErrorKind::NoResponders => {
                return Err(Error::ActorGone)
            }
            Ok(Err(e)) => {
                return Err(Error::Remote {
                    code: ErrorCode::Unavailable,
                    message: format!(
                        "the server running this game did not answer ({e}); the request may or may not have been done: look before you retry"
                    ),
                })
            }
            Err(_) => {
                return Err(Error::Remote {
                    code: ErrorCode::Unavailable,
                    message: "the server running this game did not answer in time; the request may or may not have been done: look before you retry".into(),
                })
            }
        };
        let answer: Result<serde_json::Value, WireError> = serde_json::from_slice(&message.payload)
            .map_err(|e| {
                Error::Internal(format!("unreadable answer from node {}: {e}", self.node))
            })?;
        answer.map_err(Error::from)
    }

    /// Forwards `call` about `game` to this node; its answer.
    ///
    /// # Errors
    /// The owner's error; `ActorGone` when the game no longer runs there
    /// (the caller asks again who owns it).
    pub(crate) async fn call<T: DeserializeOwned>(
        &self,
        game: &str,
        call: Call,
    ) -> Result<T, Error> {
        self.cluster.metrics.call_forwarded();
        let timeout = CALL_TIMEOUT.max(self.cluster.lease_ttl * 2);
        let value = self.request(game, call, timeout).await?;
        serde_json::from_value(value)
            .map_err(|e| Error::Internal(format!("unexpected answer from node {}: {e}", self.node)))
    }

    /// Whether the node answers within a lease renewal period.
    pub(crate) async fn ping(&self) -> bool {
        self.request("", Call::Ping, self.cluster.lease_renew)
            .await
            .is_ok()
    }

    /// Opens a socket on the game's node, relayed to this one.
    pub(crate) async fn connect(
        &self,
        game: &str,
        token_hash: Option<String>,
    ) -> Result<Connection, Error> {
        let conn = uuid::Uuid::new_v4().simple().to_string();
        let subject = format!("trickerion.sock.{}.{conn}", self.cluster.node);
        let nats = &self.cluster.nats;
        // Subscribed before asking, so the first messages are not missed.
        let mut messages = nats
            .subscribe(subject.clone())
            .await
            .map_err(|e| Error::Internal(format!("cannot subscribe on NATS: {e}")))?;
        let member: Member = match self
            .call(
                game,
                Call::Connect {
                    token_hash,
                    subject,
                    conn: conn.clone(),
                },
            )
            .await
        {
            Ok(member) => member,
            Err(e) => {
                let _ = messages.unsubscribe().await;
                return Err(e);
            }
        };
        let (tx, rx) = mpsc::channel(RELAY_QUEUE);
        let remote = self.clone();
        let game = game.to_string();
        tokio::spawn(async move {
            let every = remote.cluster.lease_renew;
            let mut probe = tokio::time::interval_at(Instant::now() + every, every);
            let mut owner_closed = false;
            loop {
                tokio::select! {
                    message = messages.next() => {
                        let Some(message) = message else { break };
                        if let Some(reply) = message.reply {
                            // The owner asks whether this socket is still here.
                            let _ = remote.cluster.nats.publish(reply, Vec::new().into()).await;
                            continue;
                        }
                        match message.payload.split_first() {
                            Some((b'T', text)) => {
                                let Ok(text) = std::str::from_utf8(text) else { break };
                                if tx.try_send(Outgoing::Text(text.to_string().into())).is_err() {
                                    // Too far behind (or closed): it reconnects and resyncs.
                                    break;
                                }
                            }
                            Some((b'L', _)) => {
                                owner_closed = true;
                                let _ = tx.send(Outgoing::SeatLost).await;
                                break;
                            }
                            _ => {
                                owner_closed = true;
                                break;
                            }
                        }
                    }
                    () = tx.closed() => break,
                    _ = probe.tick() => {
                        let alive = remote
                            .request(&game, Call::Alive { conn: conn.clone() }, remote.cluster.lease_ttl)
                            .await;
                        if !matches!(alive, Ok(serde_json::Value::Bool(true))) {
                            tracing::debug!(game_id = %game, "the game's node no longer relays this socket; closing it");
                            break;
                        }
                    }
                }
            }
            drop(tx);
            let _ = messages.unsubscribe().await;
            if !owner_closed {
                let body = serde_json::to_vec(&Envelope {
                    game: game.clone(),
                    call: Call::Disconnect { conn },
                })
                .unwrap_or_default();
                let _ = remote
                    .cluster
                    .nats
                    .publish(node_subject(&remote.node), body.into())
                    .await;
            }
        });
        Ok(Connection::relayed(member, rx))
    }
}

/// Every `LEASE_RENEW_MS`, renews every lease this node holds with one
/// statement, and tells each game task how it went: renewed until when, or
/// lost (the task then stops). A renewal that fails (the database is down)
/// tells nothing; the tasks stop when their leases run out unrenewed.
async fn renew_leases(
    cluster: Arc<Cluster>,
    games: Arc<Games>,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut every = tokio::time::interval(cluster.lease_renew);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = shutdown.changed() => return,
            _ = every.tick() => {}
        }
        let batch: Vec<(String, u64)> = cluster
            .held
            .lock()
            .expect("not poisoned")
            .iter()
            .map(|(game, (epoch, _))| (game.clone(), *epoch))
            .collect();
        if batch.is_empty() {
            continue;
        }
        let started = Instant::now();
        let renewed = match games
            .store()
            .renew_leases(&cluster.node, &batch, cluster.lease_ttl)
            .await
        {
            Ok(renewed) => renewed
                .into_iter()
                .collect::<std::collections::HashSet<_>>(),
            Err(e) => {
                tracing::warn!(error = %e, leases = batch.len(), "leases not renewed; trying again");
                continue;
            }
        };
        let held = cluster.held.lock().expect("not poisoned");
        for (game, epoch) in &batch {
            if let Some((_, tx)) = held.get(game).filter(|(e, _)| e == epoch) {
                tx.send_replace(if renewed.contains(game) {
                    Renewal::Until(started + cluster.lease_ttl)
                } else {
                    Renewal::Lost
                });
            }
        }
    }
}

/// Every lease period, takes over the games in play whose lease ran out
/// without being released (their node died), so their bots and clocks go
/// on even if nobody opens them. Several nodes may try; one gets each lease.
async fn take_over_orphans(
    cluster: Arc<Cluster>,
    games: Arc<Games>,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut every = tokio::time::interval(cluster.lease_ttl);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = shutdown.changed() => return,
            _ = every.tick() => {}
        }
        let ids = match games.store().orphaned_games().await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "cannot look for games of dead nodes");
                continue;
            }
        };
        for id in ids {
            if let Err(e) = games.get(&id).await {
                tracing::warn!(game_id = %id, error = %e, "a game of a dead node was not taken over");
            }
        }
    }
}
