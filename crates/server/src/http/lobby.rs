//! The JSON lobby API: games created, listed and looked at; seats taken,
//! moved and left; bots seated; the start, stand-ins, webhooks and rematches.
//! Seat and creator tokens come as `Authorization: Bearer <token>`.

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::routing::{delete, get, post, put};
use axum::{Extension, Json, Router};

use super::{AppState, MAX_BODY};
use crate::auth;
use crate::engine::Seat;
use crate::error::Error;
use crate::names::check_name;
use crate::protocol::{
    AddBotRequest, ChatSettings, ChatSettingsRequest, CreateGameRequest, CreateGameResponse,
    GameList, JoinSeatRequest, JoinSeatResponse, LobbyInfo, RematchRequest, RematchResponse,
    SeatHeld, StandInRequest, WebhookRequest,
};
use crate::serve::Peer;

/// The lobby API's routes, under `/api`.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
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
        .route(
            "/games/{id}/seats/{seat}/reservation",
            delete(free_reservation),
        )
        .route("/games/{id}/seat", get(seat_of))
        .route("/games/{id}/start", post(start_game))
        .route("/games/{id}/rematch", post(rematch))
        .route(
            "/games/{id}/chat",
            put(chat_settings).get(super::history::table_chat),
        )
}

/// `PUT /api/games/{id}/chat` with the creator's token: the spectators'
/// chat opened or closed, a spectator's name muted or unmuted.
#[tracing::instrument(skip_all, fields(game_id = %id))]
async fn chat_settings(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
    headers: HeaderMap,
    body: Result<Json<ChatSettingsRequest>, JsonRejection>,
) -> Result<Json<ChatSettings>, Error> {
    let change = json_body(body)?;
    let token_hash = token_hash(&headers, CREATOR_TOKEN)?;
    let settings = app
        .games
        .with(&id, |h| {
            let (token_hash, change) = (token_hash.clone(), change.clone());
            async move { h.chat_settings(token_hash, change).await }
        })
        .await?;
    Ok(Json(settings))
}

/// Refused when the creator's token is missing.
const CREATOR_TOKEN: &str = "send the creator token as Authorization: Bearer <token>";

/// The bearer token of a request, hashed, or the error saying who must send it.
fn token_hash(headers: &HeaderMap, whose: &'static str) -> Result<String, Error> {
    bearer(headers)
        .map(auth::hash_token)
        .ok_or(Error::Unauthorized(whose))
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
    let (token, with_token) = match bearer(&headers) {
        Some(token) => (token.to_string(), true),
        None => (auth::new_token(), false),
    };
    let token_hash = auth::hash_token(&token);
    let joined = app
        .games
        .with(&id, |h| {
            let (name, token_hash) = (name.clone(), token_hash.clone());
            async move { h.join(seat, name, token_hash, with_token).await }
        })
        .await?;
    Ok((
        if joined.claimed {
            StatusCode::CREATED
        } else {
            StatusCode::OK
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
    let token_hash = token_hash(
        &headers,
        "send the seat token as Authorization: Bearer <token>",
    )?;
    app.games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.leave(seat, token_hash).await }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
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
    let token_hash = token_hash(&headers, CREATOR_TOKEN)?;
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
    let token_hash = token_hash(&headers, CREATOR_TOKEN)?;
    app.games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.remove_bot(seat, token_hash).await }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[tracing::instrument(skip_all, fields(game_id = %id, seat = %seat))]
async fn free_reservation(
    State(app): State<AppState>,
    UrlPath((id, seat)): UrlPath<(String, String)>,
    headers: HeaderMap,
) -> Result<StatusCode, Error> {
    let seat = seat_param(&seat)?;
    let token_hash = token_hash(&headers, CREATOR_TOKEN)?;
    app.games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.free_reservation(seat, token_hash).await }
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
    let token_hash = token_hash(&headers, CREATOR_TOKEN)?;
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

/// `GET /api/games/{id}/seat` with a seat token: the seat it holds, or
/// `401` saying the link is stale, so a client never retries a socket that
/// the server will keep refusing.
#[tracing::instrument(skip_all, fields(game_id = %id))]
async fn seat_of(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
    headers: HeaderMap,
) -> Result<Json<SeatHeld>, Error> {
    let token_hash = token_hash(
        &headers,
        "send your seat token as Authorization: Bearer <token>",
    )?;
    let seat = app
        .games
        .with(&id, |h| {
            let token_hash = token_hash.clone();
            async move { h.seat_of(token_hash).await }
        })
        .await?;
    Ok(Json(SeatHeld { seat }))
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
    let answer = app.games.rematch(&id, &token_hash, &request).await?;
    let status = if answer.creator_token.is_some() {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(answer)))
}
