//! Several server nodes on one Postgres, joined by NATS (`NATS_URL`; see
//! docs/CLUSTER.md). Without `NATS_URL` none of this runs.
//!
//! - Ownership: a game runs on the one node holding its lease (a row of
//!   `game_leases`, migration 0005), granted when the node loads the game,
//!   renewed by its game task, released when the task stops. Every append
//!   carries the lease's epoch and the database refuses it once another node
//!   has taken the lease, so a paused or cut-off node cannot write again.
//! - Forwarding (`remote`): a request for a game another node owns becomes
//!   a NATS request to `trickerion.node.<owner>`: the game's
//!   [`Request`] itself, answered there by the
//!   game's task as a local request would be (through [`Owned`], which the
//!   registry implements). A WebSocket opened on a node that does not own its
//!   game is relayed (`relay`) on a subject of that socket
//!   (`trickerion.sock.<node>.<connection>`).
//! - Failover: a node that finds a game's lease held by a node that does not
//!   answer waits for the lease to run out, then takes the game over (it
//!   replays the log; bots and clocks go on). Every node also looks for
//!   leases that ran out unreleased and takes those games over by itself.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio::sync::watch;
use tokio::time::Instant;

use crate::config::ClusterConfig;
use crate::engine::Msg;
use crate::error::Error;
use crate::metrics::Metrics;
use crate::protocol::ErrorCode;
use crate::replay::ReplayFailure;
use crate::request::{Reply, Request};
use crate::sockets::Connection;
use crate::store::GameStore;

mod lease;
mod relay;
mod remote;

pub use lease::{Lease, Renewal};
pub use remote::Remote;

/// How long a forwarded request may take at most before it is answered
/// `unavailable`: the lease TTL. An owner that has not answered by then has
/// lost its lease (or is about to), so the game is taken over and the
/// client's retry goes to the new owner.
fn call_timeout(lease_ttl: Duration) -> Duration {
    lease_ttl
}
/// Messages a relayed socket may have waiting on its node; a client that
/// falls further behind is disconnected (it reconnects and resyncs).
const RELAY_QUEUE: usize = 256;

fn node_subject(node: &str) -> String {
    format!("trickerion.node.{node}")
}

/// The games this node runs, as the cluster hands them what other nodes ask:
/// the registry (`games`) implements it.
#[async_trait]
pub trait Owned: Send + Sync + 'static {
    /// Answers `request` about `game`, which must run here (it is loaded if
    /// its lease can be had); `ActorGone` when another node holds it.
    async fn answer(&self, game: &str, request: Request) -> Result<Reply, Error>;
    /// Opens a connection to `game`, which must run here.
    async fn connect(&self, game: &str, token_hash: Option<String>) -> Result<Connection, Error>;
    /// Loads `game` here: takes over a game whose node died.
    async fn take_over(&self, game: &str) -> Result<(), Error>;
}

/// What one node asks another, about the node itself, a relayed socket, or
/// one of its games.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "snake_case")]
enum Call {
    /// Is the node there?
    Ping,
    /// Is the relayed connection `conn` still open on the owner?
    Alive { conn: String },
    /// The relayed connection `conn` closed on its node.
    Disconnect { conn: String },
    /// Opens a socket relayed to `subject` as `conn`.
    Connect {
        token_hash: Option<String>,
        subject: String,
        conn: String,
    },
    /// A request to the game, as its handle would send it in process.
    #[serde(untagged)]
    Game(Request),
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
        #[serde(default)]
        words: Option<Msg>,
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
                    words: e.words(),
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
            WireError::Other {
                code,
                message,
                words,
            } => Error::Remote {
                code,
                message,
                words,
            },
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
    /// Sockets of other nodes relayed from games here.
    proxies: relay::Proxies,
    held: lease::HeldLeases,
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
            .request_timeout(Some(call_timeout(config.lease_ttl)))
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
            _held: Arc::new(lease::HeldEntry {
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

    /// Answers requests from the other nodes for the games in `games`,
    /// renews this node's leases, and takes over the games of dead nodes,
    /// until `shutdown`.
    ///
    /// # Errors
    /// When NATS refuses the subscription.
    pub async fn start(
        self: &Arc<Self>,
        games: Arc<dyn Owned>,
        store: Arc<dyn GameStore>,
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
                            tokio::spawn(async move { cluster.serve(&*games, message).await });
                        }
                        None => break,
                    },
                }
            }
        });
        tokio::spawn(lease::renew_leases(
            self.clone(),
            store.clone(),
            shutdown.clone(),
        ));
        tokio::spawn(take_over_orphans(self.clone(), games, store, shutdown));
        tracing::info!(node = %self.node, "cluster node ready");
        Ok(())
    }

    /// Sends what is buffered to NATS (at shutdown).
    pub async fn flush(&self) {
        let _ = self.nats.flush().await;
    }

    async fn serve(&self, games: &dyn Owned, message: async_nats::Message) {
        let answer = match serde_json::from_slice::<Envelope>(&message.payload) {
            Ok(envelope) => self.answer(games, envelope).await,
            Err(e) => Err(WireError::Other {
                code: ErrorCode::BadRequest,
                message: format!("unreadable request between nodes: {e}"),
                words: None,
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
        games: &dyn Owned,
        Envelope { game, call }: Envelope,
    ) -> Result<serde_json::Value, WireError> {
        let answer = match call {
            Call::Ping => Ok(serde_json::Value::Null),
            Call::Alive { conn } => Ok(self.relaying(&conn).into()),
            Call::Disconnect { conn } => {
                self.stop_relay(&conn);
                Ok(serde_json::Value::Null)
            }
            Call::Connect {
                token_hash,
                subject,
                conn,
            } => games
                .connect(&game, token_hash)
                .await
                .and_then(|connection| json(self.relay_from_here(conn, subject, connection))),
            Call::Game(request) => games.answer(&game, request).await.and_then(json),
        };
        answer.map_err(WireError::from)
    }
}

fn json<T: Serialize>(value: T) -> Result<serde_json::Value, Error> {
    serde_json::to_value(value).map_err(|e| Error::Internal(e.to_string()))
}

/// Every renewal period, takes over the games in play whose lease ran out
/// without being released (their node died or is paused), so their bots
/// and clocks go on soon after the lease, even if nobody opens them.
/// Several nodes may try; one gets each lease.
async fn take_over_orphans(
    cluster: Arc<Cluster>,
    games: Arc<dyn Owned>,
    store: Arc<dyn GameStore>,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut every = tokio::time::interval(cluster.lease_renew);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = shutdown.changed() => return,
            _ = every.tick() => {}
        }
        let ids = match store.orphaned_games().await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "cannot look for games of dead nodes");
                continue;
            }
        };
        for id in ids {
            if let Err(e) = games.take_over(&id).await {
                tracing::warn!(game_id = %id, error = %e, "a game of a dead node was not taken over");
            }
        }
    }
}
