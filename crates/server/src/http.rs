//! HTTP routes: the JSON lobby API, health and metrics, the WebSocket
//! endpoint and the web client's static files. Every answer carries security
//! headers: a content security policy that allows only the server's own
//! scripts, styles and connections (what the built web client needs), no
//! framing by other sites, no content sniffing, no referrer.

use std::path::Path;
use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::Query;
use axum::extract::{DefaultBodyLimit, Path as UrlPath, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{map_response, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Extension, Json, Router};
use tokio::sync::watch;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;

use crate::auth;
use crate::config::Config;
use crate::engine::Seat;
use crate::error::Error;
use crate::games::Games;
use crate::limits::{Connections, RateLimiter};
use crate::metrics::Metrics;
use crate::names::check_name;
use crate::protocol::{
    AddBotRequest, CreateGameRequest, CreateGameResponse, GameList, JoinSeatRequest,
    JoinSeatResponse, LobbyInfo, RematchRequest, RematchResponse, StandInRequest, WebhookRequest,
};
use crate::serve::Peer;
use crate::ws;

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
    /// Open connections (for `/metrics`).
    pub connections: Arc<Connections>,
}

pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .route("/games", post(create_game).get(list_games))
        .route("/games/{id}", get(get_lobby))
        .route(
            "/games/{id}/seats/{seat}",
            post(join_seat).delete(leave_seat),
        )
        .route(
            "/games/{id}/seats/{seat}/bot",
            post(add_bot).delete(remove_bot),
        )
        .route(
            "/games/{id}/seats/{seat}/stand-in",
            post(stand_in).delete(hand_back),
        )
        .route("/games/{id}/seats/{seat}/webhook", put(set_webhook))
        .route("/games/{id}/start", post(start_game))
        .route("/games/{id}/rematch", post(rematch))
        .route("/games/{id}/export", get(crate::history::export))
        .route("/games/{id}/views/{version}", get(crate::history::view_at))
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
/// page saying the client is not built.
fn static_files(web_dir: &Path) -> Router {
    let index = web_dir.join("index.html");
    if index.is_file() {
        Router::new().fallback_service(ServeDir::new(web_dir).fallback(ServeFile::new(index)))
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

/// docs/CONTENT.md: the provisional content's designs, rulings and balance
/// figures, which the web client links to. Embedded at build time: the
/// server never reads the source tree at run time.
const CONTENT_DOC: &str = include_str!("../../../docs/CONTENT.md");

async fn content_doc() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        CONTENT_DOC,
    )
}

async fn api_not_found() -> Error {
    Error::BadRequest("no such API route; see docs/PROTOCOL.md".into())
}

/// The bearer token of the request, if any.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
        .filter(|t| !t.is_empty())
}

fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Error> {
    body.map(|Json(t)| t).map_err(|rejection| match rejection {
        JsonRejection::JsonSyntaxError(e) => Error::InvalidJson(e.body_text()),
        JsonRejection::MissingJsonContentType(_) => {
            Error::BadRequest("send the body as JSON with Content-Type: application/json".into())
        }
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            Error::TooLarge {
                size: MAX_BODY + 1,
                limit: MAX_BODY,
            }
        }
        other => Error::BadRequest(other.body_text()),
    })
}

fn seat_param(seat: &str) -> Result<Seat, Error> {
    seat.parse::<u8>()
        .map(Seat)
        .map_err(|_| Error::BadRequest(format!("{seat:?} is not a seat number")))
}

/// Takes one creation (a game or a bot) from the client's allowance.
fn take_creation(app: &AppState, peer: Option<&Extension<Peer>>) -> Result<(), Error> {
    match peer {
        Some(Extension(peer)) => app
            .creations
            .take(peer.addr.ip())
            .map_err(|retry_after| Error::CreateLimited { retry_after }),
        // Not served from a socket (a test driving the router): no address.
        None => Ok(()),
    }
}

#[tracing::instrument(skip_all, fields(game_id))]
async fn create_game(
    State(app): State<AppState>,
    peer: Option<Extension<Peer>>,
    body: Result<Json<CreateGameRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<CreateGameResponse>), Error> {
    let request = json_body(body)?;
    take_creation(&app, peer.as_ref())?;
    let created = app.games.create(request).await?;
    let id = &created.game_id;
    tracing::Span::current().record("game_id", id.as_str());
    Ok((
        StatusCode::CREATED,
        Json(CreateGameResponse {
            lobby_url: format!("/g/{id}"),
            spectator_url: format!("/g/{id}/watch"),
            api_url: format!("/api/games/{id}"),
            ws_url: format!("/api/games/{id}/ws"),
            game_id: created.game_id,
            creator_token: created.creator_token,
        }),
    ))
}

#[tracing::instrument(skip_all, fields(game_id = %id))]
async fn get_lobby(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
) -> Result<Json<LobbyInfo>, Error> {
    Ok(Json(app.games.lobby(&id).await?))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn join_seat(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
    body: Result<Json<JoinSeatRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<JoinSeatResponse>), Error> {
    let seat = seat_param(&seat)?;
    let request = json_body(body)?;
    let name = check_name(&request.name)?;
    let (token, moving) = match bearer(&headers) {
        Some(token) => (token.to_string(), true),
        None => (auth::new_token(), false),
    };
    let token_hash = auth::hash_token(&token);
    let joined = app
        .games
        .with(&id, |h| {
            let (name, token_hash) = (name.clone(), token_hash.clone());
            async move { h.join(seat, name, token_hash, moving).await }
        })
        .await?;
    Ok((
        if moving {
            StatusCode::OK
        } else {
            StatusCode::CREATED
        },
        Json(JoinSeatResponse {
            game_id: id,
            seat: joined.seat,
            seat_token: token,
        }),
    ))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn leave_seat(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
) -> Result<StatusCode, Error> {
    let seat = seat_param(&seat)?;
    let token = bearer(&headers).ok_or(Error::Unauthorized(
        "send the seat token as Authorization: Bearer <token>",
    ))?;
    let token_hash = auth::hash_token(token);
    app.games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.leave(seat, token_hash).await }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The creator token of a request, hashed.
fn creator_token_hash(headers: &HeaderMap) -> Result<String, Error> {
    let token = bearer(headers).ok_or(Error::Unauthorized(
        "send the creator token as Authorization: Bearer <token>",
    ))?;
    Ok(auth::hash_token(token))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn add_bot(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
    peer: Option<Extension<Peer>>,
    body: Result<Json<AddBotRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<LobbyInfo>), Error> {
    let seat = seat_param(&seat)?;
    let request = json_body(body)?;
    let token_hash = creator_token_hash(&headers)?;
    take_creation(&app, peer.as_ref())?;
    let lobby = app
        .games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move {
                h.add_bot(seat, request.level, token_hash).await?;
                h.lobby().await
            }
        })
        .await?;
    Ok((StatusCode::CREATED, Json(lobby)))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn remove_bot(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
) -> Result<StatusCode, Error> {
    let seat = seat_param(&seat)?;
    let token_hash = creator_token_hash(&headers)?;
    app.games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.remove_bot(seat, token_hash).await }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[tracing::instrument(skip_all, fields(game_id = %id))]
async fn start_game(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
    headers: HeaderMap,
) -> Result<Json<LobbyInfo>, Error> {
    let token = bearer(&headers).ok_or(Error::Unauthorized(
        "send the creator token as Authorization: Bearer <token>",
    ))?;
    let token_hash = auth::hash_token(token);
    let lobby = app
        .games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move {
                h.start(token_hash).await?;
                h.lobby().await
            }
        })
        .await?;
    Ok(Json(lobby))
}

/// `?page=N` of `GET /api/games`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    #[serde(default)]
    page: u32,
}

async fn list_games(
    State(app): State<AppState>,
    query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<GameList>, Error> {
    let Query(query) = query.map_err(|e| Error::BadRequest(e.body_text()))?;
    if query.page > 10_000 {
        return Err(Error::BadRequest("page is at most 10000".into()));
    }
    Ok(Json(app.games.list(query.page).await?))
}

/// The bearer token of a request, hashed, or the error saying who must send it.
fn token_hash(headers: &HeaderMap, whose: &'static str) -> Result<String, Error> {
    bearer(headers)
        .map(auth::hash_token)
        .ok_or(Error::Unauthorized(whose))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn stand_in(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
    body: Result<Json<StandInRequest>, JsonRejection>,
) -> Result<Json<LobbyInfo>, Error> {
    let seat = seat_param(&seat)?;
    let request = json_body(body)?;
    let token_hash = token_hash(
        &headers,
        "send the creator's or your seat token as Authorization: Bearer <token>",
    )?;
    let lobby = app
        .games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.stand_in(seat, request.level, token_hash).await }
        })
        .await?;
    Ok(Json(lobby))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn hand_back(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
) -> Result<Json<LobbyInfo>, Error> {
    let seat = seat_param(&seat)?;
    let token_hash = token_hash(
        &headers,
        "send the creator's or the seat's token as Authorization: Bearer <token>",
    )?;
    let lobby = app
        .games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.hand_back(seat, token_hash).await }
        })
        .await?;
    Ok(Json(lobby))
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn set_webhook(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
    body: Result<Json<WebhookRequest>, JsonRejection>,
) -> Result<StatusCode, Error> {
    let seat = seat_param(&seat)?;
    let request = json_body(body)?;
    let token_hash = token_hash(
        &headers,
        "send the seat token as Authorization: Bearer <token>",
    )?;
    app.games
        .with(&id, |h| {
            let (token_hash, url) = (token_hash.clone(), request.url.clone());
            async move { h.set_webhook(seat, token_hash, url).await }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[tracing::instrument(skip_all, fields(game_id = %id))]
async fn rematch(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
    headers: HeaderMap,
    peer: Option<Extension<Peer>>,
    body: Result<Json<RematchRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<RematchResponse>), Error> {
    let request = json_body(body)?;
    let token_hash = token_hash(
        &headers,
        "send your seat token of this game as Authorization: Bearer <token>",
    )?;
    take_creation(&app, peer.as_ref())?;
    let answer = app
        .games
        .rematch(&id, &token_hash, request.rotate.unwrap_or(false))
        .await?;
    let status = if answer.creator_token.is_some() {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(answer)))
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
