//! Accepting TCP connections and serving HTTP/1.1 on them (with upgrades to
//! WebSocket). Compared with `axum::serve` this:
//!
//! - turns Nagle's algorithm off (`TCP_NODELAY`), so a small message written
//!   right after another (an `ack` after an `update`) is not held back
//!   ~40 ms waiting for the client's delayed ACK;
//! - closes connections that do not send a whole request head within
//!   `HTTP_HEADER_TIMEOUT_SECS` (slowloris);
//! - counts connections in all and per client address ([`Connections`]) and
//!   answers connections past a limit with a short JSON error (`429
//!   rate_limited`, or `503 unavailable` when the server is full) before
//!   closing them, so a flood of idle connections cannot use up the file
//!   descriptors the server needs for `/healthz`, the database and players;
//! - hands each request a [`Peer`]: the client address, and the ticket that
//!   keeps the connection counted, which a WebSocket keeps for its lifetime;
//! - behind a trusted proxy (`TRUSTED_PROXIES`), takes the client address
//!   from the header the proxy writes ([`crate::forwarded`]): the proxy's
//!   connections count in all only, and each WebSocket it opens counts
//!   against the forwarded client's address.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::response::IntoResponse;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tower::ServiceExt;

use crate::error::Error;
use crate::forwarded::TrustedProxies;
use crate::limits::{Connections, Refused, Ticket};
use crate::metrics::Metrics;

/// Largest request head (request line and headers) read from a client.
const MAX_HEAD_BYTES: usize = 64 * 1024;
/// Refusal answers being written at once; past this, refused connections
/// are just closed.
const MAX_REFUSING: usize = 64;
/// How long a graceful stop waits for HTTP requests in flight.
const DRAIN: Duration = Duration::from_secs(10);

/// The client of a request and its connection's place in the count.
#[derive(Clone)]
pub struct Peer {
    /// The client's address, which per-address limits count by: the TCP
    /// peer's, or, from a trusted proxy, the address it forwarded (port 0
    /// when it sent none).
    pub addr: SocketAddr,
    /// The trusted proxy the request came through, if any.
    pub via: Option<SocketAddr>,
    pub ticket: Arc<Ticket>,
    /// A WebSocket upgrade through a trusted proxy: its count against the
    /// client's address.
    pub client_ticket: Option<Arc<Ticket>>,
}

/// How connections are served.
#[derive(Clone)]
pub struct Serving {
    pub connections: Arc<Connections>,
    pub header_timeout: Duration,
    pub metrics: Arc<Metrics>,
    pub trusted: Arc<TrustedProxies>,
}

/// Serves `app` on `listener` until `stop` completes, then stops accepting,
/// lets the requests in flight finish (up to 10 s) and returns. WebSockets
/// close themselves (they watch the server's shutdown signal).
///
/// # Errors
/// Never at the moment; accept errors are logged and retried.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    serving: Serving,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(serving.header_timeout)
        .max_buf_size(MAX_HEAD_BYTES);
    // Each connection task holds a sender; when all are gone, all are done.
    let (alive, mut all_done) = mpsc::channel::<()>(1);
    let (stopping, stopped) = watch::channel(false);
    let refusing = Arc::new(AtomicUsize::new(0));
    let mut last_accept_error: Option<Instant> = None;
    tokio::pin!(stop);
    loop {
        let (tcp, addr) = tokio::select! {
            biased;
            () = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, or a connection that failed
                    // while queued: wait a little instead of spinning.
                    if last_accept_error.is_none_or(|t| t.elapsed() > Duration::from_secs(5)) {
                        tracing::warn!(error = %e, "cannot accept a connection");
                        last_accept_error = Some(Instant::now());
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let _ = tcp.set_nodelay(true);
        let from_proxy = serving.trusted.trusts(addr.ip());
        let admitted = if from_proxy {
            serving.connections.admit_proxy()
        } else {
            serving.connections.admit(addr.ip())
        };
        let ticket = match admitted {
            Ok(ticket) => Arc::new(ticket),
            Err(refused) => {
                serving.metrics.connection_refused();
                if refusing.fetch_add(1, Ordering::Relaxed) < MAX_REFUSING {
                    let refusing = refusing.clone();
                    tokio::spawn(async move {
                        refuse(tcp, refused).await;
                        refusing.fetch_sub(1, Ordering::Relaxed);
                    });
                } else {
                    refusing.fetch_sub(1, Ordering::Relaxed);
                }
                continue;
            }
        };
        let app = app.clone();
        let serving_now = serving.clone();
        let ticket_now = ticket.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<_>| {
            let peer = if from_proxy {
                match forwarded_peer(&serving_now, addr, ticket_now.clone(), &request) {
                    Ok(peer) => peer,
                    Err(refused) => {
                        serving_now.metrics.connection_refused();
                        let response = refused_error(refused).into_response();
                        return futures_util::future::Either::Left(std::future::ready(Ok(
                            response,
                        )));
                    }
                }
            } else {
                Peer {
                    addr,
                    via: None,
                    ticket: ticket_now.clone(),
                    client_ticket: None,
                }
            };
            request.extensions_mut().insert(ConnectInfo(peer.addr));
            request.extensions_mut().insert(peer);
            futures_util::future::Either::Right(app.clone().oneshot(request))
        });
        let connection = http
            .serve_connection(TokioIo::new(tcp), service)
            .with_upgrades();
        let alive = alive.clone();
        let mut stopped = stopped.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = async { let _ = stopped.wait_for(|s| *s).await; } => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
            drop(ticket);
            drop(alive);
        });
    }
    drop(listener);
    let _ = stopping.send(true);
    drop(alive);
    if tokio::time::timeout(DRAIN, all_done.recv()).await.is_err() {
        tracing::warn!("requests still running after {DRAIN:?}; stopping anyway");
    }
    Ok(())
}

/// The peer of a request from a trusted proxy: the client's address it
/// forwarded, and for a WebSocket upgrade, that address's count.
fn forwarded_peer<B>(
    serving: &Serving,
    proxy: SocketAddr,
    ticket: Arc<Ticket>,
    request: &hyper::Request<B>,
) -> Result<Peer, Refused> {
    let headers = request.headers();
    let client = serving.trusted.client(proxy.ip(), headers);
    let port = if client == proxy.ip() {
        proxy.port()
    } else {
        0
    };
    let upgrade = headers
        .get(hyper::header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    let client_ticket = if upgrade {
        Some(Arc::new(serving.connections.admit_forwarded(client)?))
    } else {
        None
    };
    Ok(Peer {
        addr: SocketAddr::new(client, port),
        via: Some(proxy),
        ticket,
        client_ticket,
    })
}

fn refused_error(refused: Refused) -> Error {
    match refused {
        Refused::ServerFull { .. } => Error::ServerFull,
        Refused::AddressFull { limit } => Error::TooManyConnections { limit },
    }
}

/// Answers a refused connection with its error, then closes it.
async fn refuse(mut tcp: TcpStream, refused: Refused) {
    let error = refused_error(refused);
    let body = serde_json::to_string(&error.body()).unwrap_or_default();
    let status = error.status();
    let head = format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or(""),
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        tcp.write_all(head.as_bytes()).await?;
        tcp.write_all(body.as_bytes()).await?;
        tcp.shutdown().await?;
        // Read what the client sent, so closing does not reset the
        // connection before it has read the answer.
        let mut sink = [0u8; 1024];
        while tcp.read(&mut sink).await? > 0 {}
        Ok::<(), std::io::Error>(())
    })
    .await;
}
