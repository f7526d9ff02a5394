//! Sockets relayed between nodes. A WebSocket opened on a node that does not
//! own its game is relayed: the owner treats it as one of its own sockets and
//! publishes what it queues for it on a subject of that socket, in frames
//! (this module), which the socket's node writes to the client (see
//! `remote`). Each side probes the other and ends the relay when the other is
//! gone; the client then reconnects (close code 1012), to any node.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;
use tokio::time::Instant;

use super::Cluster;
use crate::sockets::{Connection, Member, Outgoing, Text};

/// The relays from games on this node to sockets of other nodes, by
/// connection id: each one's stop signal.
pub(super) type Proxies = Arc<Mutex<HashMap<String, oneshot::Sender<()>>>>;

/// One message of a relayed socket.
pub(super) enum Frame {
    /// A message to write to the client.
    Text(Text),
    /// The seat was left or moved.
    SeatLost,
    /// The game stopped on its node.
    Ended,
}

impl Frame {
    /// A kind byte (`T` text, `L` seat lost, `E` the game stopped here),
    /// then the text.
    fn encode(&self) -> Vec<u8> {
        match self {
            Frame::Text(text) => {
                let mut out = Vec::with_capacity(text.len() + 1);
                out.push(b'T');
                out.extend_from_slice(text.as_bytes());
                out
            }
            Frame::SeatLost => vec![b'L'],
            Frame::Ended => vec![b'E'],
        }
    }

    /// The frame in `payload`: `None` for text that is not UTF-8; any other
    /// kind byte ends the relay as `Ended` does.
    pub(super) fn decode(payload: &[u8]) -> Option<Frame> {
        match payload.split_first() {
            Some((b'T', text)) => std::str::from_utf8(text)
                .ok()
                .map(|text| Frame::Text(text.to_string().into())),
            Some((b'L', _)) => Some(Frame::SeatLost),
            _ => Some(Frame::Ended),
        }
    }
}

impl Cluster {
    /// Publishes what the game queues for a socket of another node on the
    /// socket's subject, until the game stops, the socket closes (its node
    /// says so), or its node no longer answers a probe.
    pub(super) fn relay_from_here(
        &self,
        conn: String,
        subject: String,
        connection: Connection,
    ) -> Member {
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
                        let frame = match queued {
                            Some(Outgoing::Text(text)) => Frame::Text(Text::clone(&text)),
                            Some(Outgoing::SeatLost) => Frame::SeatLost,
                            None => Frame::Ended,
                        };
                        let last = !matches!(frame, Frame::Text(_));
                        if nats.publish(subject.clone(), frame.encode().into()).await.is_err() || last {
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

    /// Whether the relayed connection `conn` is still open here.
    pub(super) fn relaying(&self, conn: &str) -> bool {
        self.proxies
            .lock()
            .expect("not poisoned")
            .contains_key(conn)
    }

    /// Ends the relay of `conn` (its socket closed on its node).
    pub(super) fn stop_relay(&self, conn: &str) {
        if let Some(stop) = self.proxies.lock().expect("not poisoned").remove(conn) {
            let _ = stop.send(());
        }
    }
}
