//! The authoritative Trickerion server: friends create a game over a JSON
//! lobby API, share its link, and play over WebSockets.
//!
//! # Layout
//! - [`config`]: settings from environment variables.
//! - [`protocol`]: every wire type (HTTP bodies, WebSocket messages).
//! - [`http`]: routes (lobby, health, metrics, static files); [`ws`]: sockets.
//! - [`games`]: the registry that loads games on demand; [`game`]: the
//!   actor that owns one live game and serializes its commands.
//! - [`store`]: `GameStore` with Postgres and SQLite implementations.
//! - [`engine`]: the rules crate as the server sees it.
//! - [`error`], [`metrics`], [`auth`] (tokens and ids).

pub mod auth;
pub mod config;
pub mod engine;
pub mod error;
pub mod game;
pub mod games;
pub mod history;
pub mod http;
pub mod metrics;
pub mod protocol;
pub mod store;
pub mod webhook;
pub mod ws;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::watch;

pub use config::Config;
pub use error::Error;

use crate::games::Games;
use crate::http::AppState;
use crate::metrics::Metrics;
use crate::store::GameStore;

/// A server bound to its port, with its store open and migrated.
pub struct Server {
    listener: TcpListener,
    state: AppState,
    store: Arc<dyn GameStore>,
    shutdown: watch::Sender<bool>,
}

impl Server {
    /// Opens the store (running migrations) and binds the port.
    ///
    /// # Errors
    /// A sentence saying what could not be opened.
    pub async fn build(config: Config) -> Result<Server, String> {
        let store = store::connect(config.database_url.as_deref(), &config.data_dir)
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
        let games = Arc::new(Games::new(
            store.clone(),
            metrics.clone(),
            game::ActorSettings {
                idle_timeout: config.idle_timeout,
                bot_delay: config.bot_delay,
                shutdown: Some(shutdown_rx.clone()),
            },
        ));
        tracing::info!(backend = store.backend(), "game store ready");
        Ok(Server {
            listener,
            state: AppState {
                games,
                metrics,
                config: Arc::new(config),
                shutdown: shutdown_rx,
            },
            store,
            shutdown,
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
            store,
            shutdown,
        } = self;
        tracing::info!(addr = %listener.local_addr()?, "listening");
        let app = http::router(state);
        let result = axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                signal.await;
                tracing::info!("shutting down");
                let _ = shutdown.send(true);
            })
            .await;
        store.close().await;
        tracing::info!("stopped");
        result
    }
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
        AddBotRequest, ClientMessage, CreateGameRequest, CreateGameResponse, ErrorBody, GameRecord,
        HistoryView, JoinSeatRequest, JoinSeatResponse, LobbyInfo, ServerMessage,
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
    LobbyInfo::export_all(&cfg)?;
    ErrorBody::export_all(&cfg)?;
    AddBotRequest::export_all(&cfg)?;
    GameRecord::export_all(&cfg)?;
    HistoryView::export_all(&cfg)?;
    let catalog = serde_json::to_string_pretty(&trickerion_rules::catalog())?;
    std::fs::write(dir.join("catalog.json"), catalog + "\n")?;
    Ok(())
}
