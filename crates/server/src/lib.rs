//! The authoritative Trickerion server: friends create a game over a JSON
//! lobby API, share its link, and play over WebSockets.
//!
//! # Layout
//! Modules in layers: each uses only modules of the layers before it, or
//! before it in its own layer (no import circle).
//! - [`engine`] (the rules crate as the server sees it), [`protocol`] (every
//!   wire type), [`auth`] (tokens and ids), [`metrics`], [`webhook`],
//!   [`limits`] (per-address and per-socket limits), [`forwarded`] (the
//!   client's address behind a trusted proxy), [`clocks`], [`config`]
//!   (settings from environment variables).
//! - [`store`]: `GameStore` with its Postgres and SQLite implementations;
//!   [`replay`]: a stored game rebuilt through the rules; [`error`]: the one
//!   error type; [`names`] (player names); [`chat`] (who chats where, and
//!   what a message may hold); [`commit`]: group commit of the
//!   command log; [`outage`]: failing fast while the database is down.
//! - [`sockets`]: the queues to a game's open sockets; [`render`]: messages
//!   as JSON; [`request`]: what can be asked of a game and what it answers,
//!   in process and between nodes.
//! - [`cluster`]: several nodes on one Postgres, joined by NATS (`NATS_URL`):
//!   leases, forwarded requests, relayed sockets.
//! - [`game`]: the task that owns one live game (handle, actor, command
//!   pipeline, lobby, bots, table, lease).
//! - [`games`]: the registry that loads games on demand and creates them;
//!   [`housekeeping`]: abandoned games leave the list, then are deleted.
//! - [`serve`]: accepting connections (limits, timeouts, `TCP_NODELAY`);
//!   [`http`]: routes (lobby API, history, WebSocket, health, metrics, static
//!   files); [`verify`]: the `verify` command.

pub mod auth;
pub mod chat;
pub mod clocks;
pub mod cluster;
pub mod commit;
pub mod config;
pub mod engine;
pub mod error;
pub mod forwarded;
pub mod game;
pub mod games;
pub mod housekeeping;
pub mod http;
pub mod limits;
pub mod metrics;
pub mod names;
pub mod operator;
pub mod outage;
pub mod past;
pub mod protocol;
pub mod render;
pub mod replay;
pub mod request;
pub mod serve;
pub mod sockets;
pub mod store;
pub mod verify;
pub mod webhook;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::watch;

pub use config::Config;
pub use error::Error;

use crate::commit::Committer;
use crate::games::Games;
use crate::http::AppState;
use crate::limits::{Connections, RateLimiter};
use crate::metrics::Metrics;
use crate::outage::{Breaker, GuardedStore};
use crate::serve::Serving;
use crate::store::{GameStore, StoreOptions};
use crate::webhook::{WebhookSettings, Webhooks};

/// A server bound to its port, with its store open and migrated.
pub struct Server {
    listener: TcpListener,
    state: AppState,
    serving: Serving,
    store: Arc<dyn GameStore>,
    shutdown: watch::Sender<bool>,
    cluster: Option<Arc<cluster::Cluster>>,
}

impl Server {
    /// Opens the store (running migrations) and binds the port.
    ///
    /// # Errors
    /// A sentence saying what could not be opened.
    pub async fn build(config: Config) -> Result<Server, String> {
        let options = StoreOptions {
            pool_size: config.db_pool_size,
            acquire_timeout: config.db_acquire_timeout,
        };
        let store = store::connect_with(config.database_url.as_deref(), &config.data_dir, options)
            .await
            .map_err(|e| format!("cannot open the game store: {e}"))?;
        Self::with_store(config, store).await
    }

    /// Like [`Server::build`], on a store opened by the caller (tests wrap
    /// one to inject failures).
    ///
    /// # Errors
    /// A sentence saying why the port cannot be bound.
    pub async fn with_store(config: Config, store: Arc<dyn GameStore>) -> Result<Server, String> {
        let listener = TcpListener::bind(config.bind)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
        let metrics = Arc::new(Metrics::default());
        let (shutdown, shutdown_rx) = watch::channel(false);
        let store: Arc<dyn GameStore> = Arc::new(GuardedStore::new(
            store,
            Arc::new(Breaker::new(config.db_retry)),
        ));
        let committer = Committer::start(
            store.clone(),
            metrics.clone(),
            config.commit_writers,
            config.commit_batch,
        );
        let cluster = match &config.cluster {
            None => None,
            Some(settings) => {
                if store.backend() != "postgres" {
                    return Err(
                        "NATS_URL is set, but a cluster needs DATABASE_URL=postgres://...: \
                         SQLite serves one node only"
                            .into(),
                    );
                }
                Some(cluster::Cluster::connect(settings, metrics.clone()).await?)
            }
        };
        let games = Games::new(
            store.clone(),
            committer,
            metrics.clone(),
            game::ActorSettings {
                idle_timeout: config.idle_timeout,
                bot_delay: config.bot_delay,
                hard_bot_think: config.hard_bot_think,
                shutdown: Some(shutdown_rx.clone()),
                max_spectators: config.max_spectators,
                table: game::TableSettings {
                    clock: config.clock.clone(),
                    webhooks: Webhooks::new(WebhookSettings {
                        allow_private: config.webhook_allow_private,
                        ..WebhookSettings::default()
                    }),
                    away_before: config.away_before_stand_in,
                },
                store_retry: config.db_retry,
            },
        );
        let games = Arc::new(match &cluster {
            Some(cluster) => games.clustered(cluster.clone()),
            None => games,
        });
        let max_connections = if config.max_connections > 0 {
            config.max_connections
        } else {
            default_max_connections()
        };
        let max_per_address =
            limits::per_address_limit(config.max_connections_per_ip, max_connections);
        let connections = Connections::new(max_connections, max_per_address);
        tracing::info!(
            backend = store.backend(),
            max_connections,
            max_connections_per_ip = max_per_address,
            "game store ready"
        );
        if !config.trusted_proxies.is_empty() {
            tracing::info!(
                trusted_proxies = ?config.trusted_proxies,
                "client addresses are read from what these proxies forward"
            );
        }
        Ok(Server {
            listener,
            serving: Serving {
                connections: connections.clone(),
                header_timeout: config.header_timeout,
                metrics: metrics.clone(),
                trusted: Arc::new(config.trusted_proxies.clone()),
            },
            state: AppState {
                games,
                metrics,
                creations: Arc::new(RateLimiter::new(
                    config.create_per_minute,
                    config.create_burst,
                )),
                reads: Arc::new(RateLimiter::new(config.read_per_minute, config.read_burst)),
                pasts: Arc::default(),
                connections,
                config: Arc::new(config),
                shutdown: shutdown_rx,
            },
            store,
            shutdown,
            cluster,
        })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .expect("a bound listener has an address")
    }

    /// Serves until `signal` completes, then closes every socket (close code
    /// 1001), finishes the requests in flight and closes the store.
    pub async fn run(
        self,
        signal: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let Server {
            listener,
            state,
            serving,
            store,
            shutdown,
            cluster,
        } = self;
        if let Some(cluster) = &cluster {
            cluster
                .start(state.games.clone(), store.clone(), state.shutdown.clone())
                .await
                .map_err(std::io::Error::other)?;
        }
        tracing::info!(addr = %listener.local_addr()?, "listening");
        tokio::spawn(wake_clocked_games(state.games.clone()));
        tokio::spawn(housekeeping::run(
            state.games.clone(),
            state.config.housekeeping,
            state.metrics.clone(),
            state.shutdown.clone(),
        ));
        let metrics = state.metrics.clone();
        let app = http::router(state);
        let result = serve::serve(listener, app, serving, async move {
            signal.await;
            tracing::info!("shutting down");
            let _ = shutdown.send(true);
        })
        .await;
        if let Some(cluster) = &cluster {
            // The game tasks release their leases as they stop, so the other
            // nodes may take the games at once.
            let until = tokio::time::Instant::now() + std::time::Duration::from_secs(5);
            while metrics.games_live() > 0 && tokio::time::Instant::now() < until {
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
            cluster.flush().await;
        }
        store.close().await;
        tracing::info!("stopped");
        result
    }
}

/// Loads the games whose clocks run, so a deadline passes on time after a
/// restart even if nobody opens the game (a running clock keeps its game
/// loaded).
async fn wake_clocked_games(games: Arc<Games>) {
    let ids = match games.store().games_with_clocks().await {
        Ok(ids) => ids,
        Err(e) => {
            tracing::warn!(error = %e, "games with clocks not loaded at start; they load when opened");
            return;
        }
    };
    for id in ids {
        if let Err(e) = games.get(&id).await {
            tracing::warn!(game_id = %id, error = %e, "a game with a clock did not load");
        }
    }
}

/// The default of `MAX_CONNECTIONS`: 90% of the file descriptors this
/// process may open, after raising its soft limit to the hard one (the rest
/// is for the database, files and the listener).
fn default_max_connections() -> usize {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit/setrlimit only read and write the struct given.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
                if limit.rlim_cur < limit.rlim_max {
                    let raised = libc::rlimit {
                        rlim_cur: limit.rlim_max,
                        rlim_max: limit.rlim_max,
                    };
                    if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                        limit = raised;
                    }
                }
                let fds = usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX);
                return (fds / 10 * 9).clamp(16, 1_000_000);
            }
        }
    }
    10_000
}

/// Writes the web client's generated files into `dir`: TypeScript declarations of
/// the rules crate's data types and of every wire type in `protocol`, and
/// `catalog.json` (the card catalogue), so client and server cannot drift.
///
/// # Errors
/// When a file cannot be written.
#[cfg(feature = "ts")]
pub fn export_client_types(dir: &std::path::Path) -> Result<(), Box<dyn std::error::Error>> {
    use protocol::{
        AddBotRequest, ChatSettings, ChatSettingsRequest, ClientMessage, CreateGameRequest,
        CreateGameResponse, ErrorBody, GameList, GameRecord, HistoryView, JoinSeatRequest,
        JoinSeatResponse, LobbyInfo, RematchRequest, RematchResponse, SeatHeld, ServerMessage,
        StandInRequest, TableChat, WebhookRequest,
    };
    use ts_rs::TS;

    std::fs::create_dir_all(dir)?;
    trickerion_rules::export_typescript(dir)?;
    let cfg = ts_rs::Config::new()
        .with_out_dir(dir)
        .with_large_int("number");
    ServerMessage::export_all(&cfg)?;
    ClientMessage::export_all(&cfg)?;
    CreateGameRequest::export_all(&cfg)?;
    CreateGameResponse::export_all(&cfg)?;
    JoinSeatRequest::export_all(&cfg)?;
    JoinSeatResponse::export_all(&cfg)?;
    SeatHeld::export_all(&cfg)?;
    LobbyInfo::export_all(&cfg)?;
    ErrorBody::export_all(&cfg)?;
    AddBotRequest::export_all(&cfg)?;
    GameRecord::export_all(&cfg)?;
    HistoryView::export_all(&cfg)?;
    GameList::export_all(&cfg)?;
    RematchRequest::export_all(&cfg)?;
    RematchResponse::export_all(&cfg)?;
    StandInRequest::export_all(&cfg)?;
    WebhookRequest::export_all(&cfg)?;
    ChatSettingsRequest::export_all(&cfg)?;
    ChatSettings::export_all(&cfg)?;
    TableChat::export_all(&cfg)?;
    let catalog = serde_json::to_string_pretty(&trickerion_rules::catalog())?;
    std::fs::write(dir.join("catalog.json"), catalog + "\n")?;
    Ok(())
}
