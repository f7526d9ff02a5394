//! HTTP routes: the JSON lobby API (`lobby`), a game's history (`history`),
//! health and metrics, the WebSocket endpoint (`ws`) and the web client's
//! static files. Every answer carries security headers: a content security
//! policy that allows only the server's own scripts, styles and connections
//! (what the built web client needs), no framing by other sites, no content
//! sniffing, no referrer.

use std::path::Path;
use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{map_response, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tokio::sync::watch;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;

use crate::config::Config;
use crate::error::Error;
use crate::games::Games;
use crate::limits::{Connections, RateLimiter};
use crate::metrics::Metrics;
use crate::serve::Peer;

mod history;
mod lobby;
pub mod ws;

/// Largest JSON body the lobby API accepts.
const MAX_BODY: usize = 16 * 1024;
/// Longest path segment and path served; longer ones cannot name anything
/// here (file systems refuse names over 255 bytes).
const MAX_SEGMENT: usize = 255;
const MAX_PATH: usize = 2048;

/// The content security policy: only this server's scripts, styles, images
/// (and `data:` images, for the inline favicon) and connections (its own
/// `ws:`/`wss:` origin counts as `'self'`); no plugins, no `<base>`, and no
/// other site may frame the pages. Preact's `style={...}` sets styles
/// through the CSSOM, which a policy without `'unsafe-inline'` allows.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
    object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    pub games: Arc<Games>,
    pub metrics: Arc<Metrics>,
    pub config: Arc<Config>,
    /// Turns true when the server shuts down; sockets then close.
    pub shutdown: watch::Receiver<bool>,
    /// Games created and bots seated, per client address.
    pub creations: Arc<RateLimiter>,
    /// Reads of the API (lobbies, lists, histories), per client address.
    pub reads: Arc<RateLimiter>,
    /// The pasts of games lately read (history views and exports).
    pub pasts: Arc<crate::past::Pasts>,
    /// Open connections (for `/metrics`).
    pub connections: Arc<Connections>,
}

pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .merge(lobby::routes())
        .route("/games/{id}/export", get(history::export))
        .route("/games/{id}/views/{version}", get(history::view_at))
        // Sockets are bounded by the connection limits, not by this.
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            limit_reads,
        ))
        .route("/games/{id}/ws", get(ws::upgrade))
        .fallback(api_not_found)
        .method_not_allowed_fallback(|| async { Error::MethodNotAllowed })
        .layer(DefaultBodyLimit::max(MAX_BODY));
    Router::new()
        .nest("/api", api)
        .route("/docs/content", get(content_doc))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .fallback_service(static_files(&state.config.web_dir))
        .layer(axum::middleware::from_fn(refuse_overlong_paths))
        .layer(map_response(security_headers))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &axum::http::Request<_>| {
                // The path only: query strings may hold seat tokens.
                tracing::info_span!("http", method = %req.method(), path = %req.uri().path())
            }),
        )
        .with_state(state)
}

async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// Reads of the API (but socket upgrades) take a token from their address's
/// bucket, so that a flood of lookups from one address cannot crowd out the
/// players.
async fn limit_reads(State(app): State<AppState>, request: Request, next: Next) -> Response {
    if request.method() == axum::http::Method::GET {
        // Requests not served from a socket (tests driving the router) have no address.
        if let Some(peer) = request.extensions().get::<Peer>() {
            if let Err(retry_after) = app.reads.take(peer.addr.ip()) {
                app.metrics.read_limited();
                return Error::ReadLimited { retry_after }.into_response();
            }
        }
    }
    next.run(request).await
}

/// Paths that cannot name anything here are "not found" before they reach
/// the file system (which would fail on them).
async fn refuse_overlong_paths(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if path.len() > MAX_PATH || path.split('/').any(|s| s.len() > MAX_SEGMENT) {
        return Error::NoSuchPage.into_response();
    }
    next.run(request).await
}

/// The web client's files with `index.html` for client-side routes, or a
/// page saying the client is not built. Compressed (brotli or gzip, as the
/// browser accepts) when the server is reached without a proxy; Vite's
/// content-hashed `/assets/` are cached for a year, everything else is
/// revalidated so that a new build is seen at once. A missing asset is "not
/// found" (never the page, which would then be cached under its name).
fn static_files(web_dir: &Path) -> Router {
    let index = web_dir.join("index.html");
    if index.is_file() {
        Router::new()
            .nest_service("/assets", ServeDir::new(web_dir.join("assets")))
            .fallback_service(ServeDir::new(web_dir).fallback(ServeFile::new(index)))
            .layer(axum::middleware::from_fn(cache_control))
            .layer(tower_http::compression::CompressionLayer::new())
    } else {
        tracing::warn!(web_dir = %web_dir.display(), "no web client found; serving a notice page");
        Router::new().fallback(|| async {
            (
                StatusCode::OK,
                Html(
                    "<!doctype html><meta charset=utf-8><title>Trickerion</title>\
                     <h1>Trickerion server</h1>\
                     <p>The web client is not built. Build it into <code>web/dist</code> \
                     (or point <code>WEB_DIR</code> at it) and restart the server.</p>\
                     <p>The JSON API is at <code>/api</code>; see docs/PROTOCOL.md.</p>",
                ),
            )
        })
    }
}

/// Hashed assets never change under their name; any other file may.
async fn cache_control(request: Request, next: Next) -> Response {
    let hashed = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        let value = if hashed {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}

/// docs/CONTENT.md: the provisional content's designs, rulings and balance
/// figures, which the web client links to. Embedded at build time: the
/// server never reads the source tree at run time.
const CONTENT_DOC: &str = include_str!("../../../../docs/CONTENT.md");

async fn content_doc() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        CONTENT_DOC,
    )
}

async fn api_not_found() -> Error {
    Error::BadRequest("no such API route; see docs/PROTOCOL.md".into())
}

async fn healthz(State(app): State<AppState>) -> Response {
    match app.games.store().ping().await {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(e) => {
            tracing::warn!(error = %e, "health check: store unavailable");
            (StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n").into_response()
        }
    }
}

async fn metrics(State(app): State<AppState>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(app.connections.open()),
    )
        .into_response()
}
