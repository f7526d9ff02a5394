//! A game's past, rebuilt from the stored log (the one source of truth): the
//! whole record of a finished game for export, and the public table at any
//! earlier version for the history slider and the replay page.
//!
//! Nothing here reveals what a viewer of the live game could not see: while a
//! game is in play, a past version is shown as a spectator saw it then, and the
//! record (with the seed, from which every draw follows) is refused. Once the
//! game is over, the record is exported and past versions are shown with every
//! hand and face-down card turned up, as players show their cards at the end
//! of a physical game; deck orders stay hidden (they are not part of a view).

use std::sync::Arc;

use axum::extract::{Path as UrlPath, Query, State};
use axum::Json;

use super::AppState;
use crate::engine::{Seat, Viewer};
use crate::error::Error;
use crate::past::Past;
use crate::protocol::{
    ChatChannel, GameRecord, HistoryView, LogLine, RecordStep, RecordedOutcome, TableChat,
    CHAT_PAGE,
};
use crate::store::{StoredGame, StoredStatus};

/// The game's past: a finished game's from memory, else the stored log as
/// it is now, replayed from where it was left (off the async runtime: a
/// game seen for the first time replays its whole log).
async fn past(app: &AppState, id: &str) -> Result<Arc<Past>, Error> {
    if let Some(past) = app.pasts.finished(id) {
        return Ok(past);
    }
    let stored = app.games.stored(id).await?;
    let pasts = app.pasts.clone();
    tokio::task::spawn_blocking(move || pasts.of(stored))
        .await
        .map_err(|e| Error::Internal(format!("replaying the game's past failed: {e}")))?
}

/// One name per seat (the record's `names`, which the CLI checks against
/// the player count).
fn names(stored: &StoredGame) -> Vec<String> {
    (0..stored.config.options.players)
        .map(|s| {
            stored
                .seats
                .iter()
                .find(|h| h.seat.0 == s)
                .map_or_else(|| Seat(s).to_string(), |h| h.name.clone())
        })
        .collect()
}

/// `GET /api/games/{id}/export`: the record of a finished game as a script
/// the `trickerion` CLI replays to the same end.
#[tracing::instrument(skip_all, fields(game_id = %id))]
pub async fn export(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
) -> Result<Json<GameRecord>, Error> {
    let past = past(&app, &id).await?;
    let stored = &past.stored;
    let game = &past.tip;
    let Some(scores) = game.scores().cloned() else {
        return Err(Error::Conflict(
            "the game is still being played: its record, with the seed, is exported once it is over"
                .into(),
        ));
    };
    Ok(Json(GameRecord {
        config: stored.config.clone(),
        viewer: Viewer::Spectator,
        names: names(stored),
        commands: stored
            .log
            .iter()
            .map(|e| RecordStep {
                seat: e.seat,
                command: e.command.clone(),
            })
            .collect(),
        expected: RecordedOutcome {
            scores,
            state_digest: game.state_digest(),
        },
    }))
}

/// `GET /api/games/{id}/views/{version}`: the table as it was at `version`.
#[tracing::instrument(skip_all, fields(game_id = %id, version))]
pub async fn view_at(
    State(app): State<AppState>,
    UrlPath((id, version)): UrlPath<(String, u64)>,
) -> Result<Json<HistoryView>, Error> {
    let past = past(&app, &id).await?;
    let stored = &past.stored;
    let last = stored.log.len() as u64;
    if version > last {
        return Err(Error::BadRequest(format!(
            "version {version} is ahead of the game, which is at version {last}"
        )));
    }
    if stored.status == StoredStatus::Lobby {
        return Err(Error::Conflict("the game has not started yet".into()));
    }
    let (game, events) = past.at(version as usize)?;
    let over = past.tip.is_over();
    let names = stored.config.table_names(names(stored));
    let lines = match version.checked_sub(1) {
        None => Vec::new(),
        Some(i) => events
            .iter()
            .filter_map(|e| {
                if over {
                    Some(e.clone())
                } else {
                    e.redact(Viewer::Spectator)
                }
            })
            .map(|e| LogLine {
                version,
                msg: e.words(&names, game.academy_content()),
                by: stored.log[i as usize].seat,
                event: e,
            })
            .collect(),
    };
    Ok(Json(HistoryView {
        version,
        last,
        revealed: over,
        view: if over {
            game.view_revealed()
        } else {
            game.view(Viewer::Spectator)
        },
        lines,
    }))
}

/// The query of [`table_chat`].
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ChatPageQuery {
    before: Option<u64>,
}

/// `GET /api/games/{id}/chat[?before=ID]`: the players' table chat of a
/// game that is over, for its replay. While the game is played the table
/// chat is its seats' alone (they read it over their sockets), so it is
/// refused here; once it is over it belongs to the game's record, as the
/// chat panel tells the players.
#[tracing::instrument(skip_all, fields(game_id = %id))]
pub(super) async fn table_chat(
    State(app): State<AppState>,
    UrlPath(id): UrlPath<String>,
    query: Result<Query<ChatPageQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<TableChat>, Error> {
    let Query(query) = query.map_err(|e| Error::BadRequest(e.body_text()))?;
    let past = past(&app, &id).await?;
    if !past.tip.is_over() {
        return Err(Error::Conflict(
            "the players' chat is theirs alone while the game is played; it is shown with the replay once the game is over"
                .into(),
        ));
    }
    let (messages, more) = app
        .games
        .store()
        .chat_page(&id, ChatChannel::Table, query.before, CHAT_PAGE)
        .await?;
    Ok(Json(TableChat { messages, more }))
}
