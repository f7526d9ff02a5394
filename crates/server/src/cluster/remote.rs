//! Another node, as this one asks it about the games it owns: a request
//! about a game becomes a NATS request to `trickerion.node.<owner>`, answered
//! there by the game's task as a local request would be; a socket opened
//! here for a game there is relayed (see `relay`).

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use serde::de::DeserializeOwned;
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::relay::Frame;
use super::{call_timeout, node_subject, Call, Cluster, Envelope, WireError, RELAY_QUEUE};
use crate::engine::Msg;
use crate::error::Error;
use crate::protocol::ErrorCode;
use crate::request::Request;
use crate::sockets::{Connection, Member, Outgoing};

/// Another node, that owns games this node is asked about.
#[derive(Clone)]
pub struct Remote {
    pub(super) cluster: Arc<Cluster>,
    pub(super) node: Arc<str>,
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
                    words: Some(Msg::new("srv-owner-silent")),
                })
            }
            Err(_) => {
                return Err(Error::Remote {
                    code: ErrorCode::Unavailable,
                    message: "the server running this game did not answer in time; the request may or may not have been done: look before you retry".into(),
                    words: Some(Msg::new("srv-owner-silent")),
                })
            }
        };
        let answer: Result<serde_json::Value, WireError> = serde_json::from_slice(&message.payload)
            .map_err(|e| {
                Error::Internal(format!("unreadable answer from node {}: {e}", self.node))
            })?;
        answer.map_err(Error::from)
    }

    /// Forwards `request` about `game` to this node; its answer.
    ///
    /// # Errors
    /// The owner's error; `ActorGone` when the game no longer runs there
    /// (the caller asks again who owns it).
    pub(crate) async fn call<T: DeserializeOwned>(
        &self,
        game: &str,
        request: Request,
    ) -> Result<T, Error> {
        let metrics = &self.cluster.metrics;
        metrics.call_forwarded();
        if let Request::Command { .. } = request {
            metrics.command_forwarded();
        }
        let timeout = call_timeout(self.cluster.lease_ttl);
        let value = self.request(game, Call::Game(request), timeout).await?;
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
        let messages = nats
            .subscribe(subject.clone())
            .await
            .map_err(|e| Error::Internal(format!("cannot subscribe on NATS: {e}")))?;
        self.cluster.metrics.call_forwarded();
        let timeout = call_timeout(self.cluster.lease_ttl);
        let call = Call::Connect {
            token_hash,
            subject,
            conn: conn.clone(),
        };
        let member = match self.request(game, call, timeout).await.and_then(|value| {
            serde_json::from_value::<Member>(value).map_err(|e| {
                Error::Internal(format!("unexpected answer from node {}: {e}", self.node))
            })
        }) {
            Ok(member) => member,
            Err(e) => {
                let mut messages = messages;
                let _ = messages.unsubscribe().await;
                return Err(e);
            }
        };
        let (tx, rx) = mpsc::channel(RELAY_QUEUE);
        tokio::spawn(
            self.clone()
                .relay_to_here(game.to_string(), conn, messages, tx),
        );
        Ok(Connection::relayed(member, rx))
    }

    /// Writes what the owner publishes for a socket of this node into its
    /// queue, answers the owner's probes, and probes the owner in turn,
    /// until either side is gone; tells the owner when the socket closed here.
    async fn relay_to_here(
        self,
        game: String,
        conn: String,
        mut messages: async_nats::Subscriber,
        tx: mpsc::Sender<Outgoing>,
    ) {
        let every = self.cluster.lease_renew;
        let mut probe = tokio::time::interval_at(Instant::now() + every, every);
        let mut owner_closed = false;
        loop {
            tokio::select! {
                message = messages.next() => {
                    let Some(message) = message else { break };
                    if let Some(reply) = message.reply {
                        // The owner asks whether this socket is still here.
                        let _ = self.cluster.nats.publish(reply, Vec::new().into()).await;
                        continue;
                    }
                    match Frame::decode(&message.payload) {
                        Some(Frame::Text(text)) => {
                            if tx.try_send(Outgoing::Text(Arc::new(text))).is_err() {
                                // Too far behind (or closed): it reconnects and resyncs.
                                break;
                            }
                        }
                        Some(Frame::SeatLost) => {
                            owner_closed = true;
                            let _ = tx.send(Outgoing::SeatLost).await;
                            break;
                        }
                        Some(Frame::Ended) => {
                            owner_closed = true;
                            break;
                        }
                        None => break,
                    }
                }
                () = tx.closed() => break,
                _ = probe.tick() => {
                    let alive = self
                        .request(&game, Call::Alive { conn: conn.clone() }, self.cluster.lease_ttl)
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
            let _ = self
                .cluster
                .nats
                .publish(node_subject(&self.node), body.into())
                .await;
        }
    }
}
