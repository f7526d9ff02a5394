//! The server's one error type. Each variant maps to an HTTP status and a
//! protocol [`ErrorCode`]. Rule rejections and bad requests are answers to the
//! client; storage and internal failures are logged and shown generically.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use crate::engine::{Msg, RuleError, SetupError};
use crate::protocol::{ErrorBody, ErrorCode};
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    BadRequest(String),
    #[error("this route does not take that HTTP method")]
    MethodNotAllowed,
    #[error("the message is not valid JSON: {0}")]
    InvalidJson(String),
    #[error("unknown or malformed message: {0}")]
    UnknownMessage(String),
    #[error("there is no game with id {0:?}")]
    GameNotFound(String),
    #[error("there is nothing at this address")]
    NoSuchPage,
    #[error("there is no seat {seat} in this game (seats are numbered 0 to {last})")]
    NoSuchSeat { seat: u8, last: u8 },
    #[error("this token does not match: {0}")]
    Unauthorized(&'static str),
    #[error("{0}")]
    Forbidden(&'static str),
    #[error("{0}")]
    Conflict(String),
    #[error("the game could not be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("this command was made for version {seen}, but the game is at version {current} and your options changed since; look again and resend")]
    Stale { seen: u64, current: u64 },
    #[error("too many messages; slow down (at most {per_second} per second)")]
    RateLimited { per_second: u32 },
    #[error("too many new games and bots from your address; try again in {} s", retry_after.as_secs().max(1))]
    CreateLimited { retry_after: std::time::Duration },
    #[error("too many requests from your address; try again in {} s", retry_after.as_secs().max(1))]
    ReadLimited { retry_after: std::time::Duration },
    #[error("this game has {limit} spectators, the most it takes; try again later")]
    TooManySpectators { limit: u32 },
    #[error("too many open connections from your address (at most {limit})")]
    TooManyConnections { limit: usize },
    #[error("the server is at its connection limit; try again in a moment")]
    ServerFull,
    #[error("the message is {size} bytes; the limit is {limit}")]
    TooLarge { size: usize, limit: usize },
    #[error("you no longer hold this seat (it was left or moved); reconnect")]
    SeatLost,
    #[error("the game store cannot be reached; nothing was changed; retry in a moment")]
    Unavailable(#[source] StoreError),
    /// A write whose outcome the server does not know (the connection failed
    /// while the database committed). The game reloads from what is stored.
    #[error("the game store did not confirm this write, so it may or may not have been stored; the game shows its last confirmed move until the store answers, then reloads from what is stored: look at it before you retry")]
    Uncertain(#[source] StoreError),
    /// A change asked of a game whose last write was not confirmed (see
    /// `Uncertain`): it takes none until the database answers again.
    #[error("the game store did not confirm this game's last write: until it answers, the table shows the last confirmed move and takes no changes; it reloads by itself once the store is back")]
    ReadOnly,
    /// The game's task stopped (it was unloaded, or the node running it is
    /// gone) before it took the request; callers retry once. Nothing was
    /// done, so a client is told `unavailable`.
    #[error("the server running this game stopped running it before it took this; nothing was done: reconnect and retry")]
    ActorGone,
    /// A stored game that no longer replays under the current rules.
    #[error("this game no longer loads on this server: {}", .0.public())]
    Broken(crate::replay::ReplayFailure),
    #[error("internal error: {0}")]
    Internal(String),
    /// The node that owns the game answered with an error (see `cluster`):
    /// its code and the message it would have shown the client.
    #[error("{message}")]
    Remote {
        code: ErrorCode,
        message: String,
        words: Option<Msg>,
    },
    /// The node holding the game's lease does not answer, and the lease has
    /// not run out within the wait.
    #[error("the server running this game does not answer; retry in a few seconds")]
    OwnerUnreachable,
    /// A chat message with nothing in it once trimmed.
    #[error("the chat message is empty")]
    ChatEmpty,
    #[error("the chat message has {chars} characters; the limit is {limit}")]
    ChatTooLong { chars: usize, limit: usize },
    /// Control characters other than line breaks and tabs (the text is
    /// plain text, shown as it is).
    #[error("the chat message holds control characters; send plain text")]
    ChatNotText,
    /// This socket sent chat faster than its allowance (see `chat::ChatRate`).
    #[error("you are chatting too fast: at most {burst} messages at once, then one every {every_secs} s")]
    ChatRateLimited { burst: u32, every_secs: u32 },
    /// Who may post where (see `chat`): a sentence saying why not.
    #[error("{0}")]
    ChatForbidden(&'static str),
    #[error("the game's creator closed the spectators' chat")]
    ChatClosed,
    /// The spectators of one game, together, post faster than the game
    /// takes (see `chat::ChatRate::gallery`).
    #[error("the spectators' chat is busy; wait a moment and send again")]
    ChatBusy,
    /// The store did not confirm a chat message: it may or may not be kept
    /// (the game itself is not affected).
    #[error("the store did not confirm your chat message; it may or may not have been kept (reload to see)")]
    ChatNotConfirmed,
}

impl Error {
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::BadRequest(_)
            | Error::MethodNotAllowed
            | Error::Setup(_)
            | Error::NoSuchSeat { .. } => ErrorCode::BadRequest,
            Error::InvalidJson(_) => ErrorCode::InvalidJson,
            Error::UnknownMessage(_) => ErrorCode::UnknownMessage,
            Error::GameNotFound(_) | Error::NoSuchPage => ErrorCode::NotFound,
            Error::Unauthorized(_) => ErrorCode::Unauthorized,
            Error::Forbidden(_) => ErrorCode::Forbidden,
            Error::Conflict(_) => ErrorCode::Conflict,
            Error::Rule(_) => ErrorCode::IllegalCommand,
            Error::Stale { .. } => ErrorCode::StaleVersion,
            Error::RateLimited { .. }
            | Error::CreateLimited { .. }
            | Error::ReadLimited { .. }
            | Error::TooManySpectators { .. }
            | Error::TooManyConnections { .. } => ErrorCode::RateLimited,
            Error::TooLarge { .. } => ErrorCode::TooLarge,
            Error::SeatLost => ErrorCode::SeatLost,
            Error::Unavailable(_)
            | Error::Uncertain(_)
            | Error::ReadOnly
            | Error::ServerFull
            | Error::ActorGone => ErrorCode::Unavailable,
            Error::Internal(_) => ErrorCode::Internal,
            Error::Broken(_) => ErrorCode::BrokenGame,
            Error::Remote { code, .. } => *code,
            Error::OwnerUnreachable => ErrorCode::Unavailable,
            Error::ChatEmpty | Error::ChatNotText => ErrorCode::BadRequest,
            Error::ChatTooLong { .. } => ErrorCode::TooLarge,
            Error::ChatRateLimited { .. } | Error::ChatBusy => ErrorCode::RateLimited,
            Error::ChatForbidden(_) | Error::ChatClosed => ErrorCode::Forbidden,
            Error::ChatNotConfirmed => ErrorCode::Unavailable,
        }
    }

    pub fn status(&self) -> StatusCode {
        if let Error::MethodNotAllowed = self {
            return StatusCode::METHOD_NOT_ALLOWED;
        }
        match self.code() {
            ErrorCode::BadRequest | ErrorCode::InvalidJson | ErrorCode::UnknownMessage => {
                StatusCode::BAD_REQUEST
            }
            ErrorCode::NotFound => StatusCode::NOT_FOUND,
            ErrorCode::Unauthorized => StatusCode::UNAUTHORIZED,
            ErrorCode::Forbidden => StatusCode::FORBIDDEN,
            ErrorCode::Conflict | ErrorCode::StaleVersion | ErrorCode::SeatLost => {
                StatusCode::CONFLICT
            }
            ErrorCode::IllegalCommand => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Internal | ErrorCode::BrokenGame => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// What the client is told. Internal details stay in the server log.
    pub fn client_message(&self) -> String {
        match self {
            Error::Internal(_) => {
                "something went wrong on the server; it has been logged".to_string()
            }
            e => e.to_string(),
        }
    }

    /// Logs the failures that are the server's, not the client's.
    pub fn log(&self) {
        match self {
            Error::Unavailable(StoreError::Down) => {}
            Error::Unavailable(e) => tracing::error!(error = %e, "game store unavailable"),
            Error::Uncertain(e) => {
                tracing::error!(error = %e, "game store did not confirm a write")
            }
            Error::Internal(e) => tracing::error!(error = %e, "internal error"),
            // Logged once, by the registry.
            Error::Broken(_) => {}
            Error::ActorGone => tracing::warn!("the game's task or node went away"),
            Error::OwnerUnreachable => tracing::warn!("the node owning a game does not answer"),
            _ => {}
        }
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            error: self.code(),
            message: self.client_message(),
            words: self.words(),
        }
    }

    /// The client message as a catalog message, for the reader's language;
    /// `None` where the sentence is made of free text (the English
    /// `message` is shown then).
    pub fn words(&self) -> Option<Msg> {
        let m = Msg::new;
        Some(match self {
            Error::Rule(e) => e.words(),
            Error::Setup(e) => m("srv-setup").arg("reason", e.words()),
            Error::Remote { words, .. } => return words.clone(),
            Error::MethodNotAllowed => m("srv-method-not-allowed"),
            Error::GameNotFound(id) => m("srv-game-not-found").str("id", id.clone()),
            Error::NoSuchPage => m("srv-no-such-page"),
            Error::NoSuchSeat { seat, last } => {
                m("srv-no-such-seat").num("seat", *seat).num("last", *last)
            }
            Error::Stale { seen, current } => m("srv-stale")
                .num("seen", *seen as i64)
                .num("current", *current as i64),
            Error::RateLimited { per_second } => {
                m("srv-rate-limited").num("per_second", *per_second)
            }
            Error::CreateLimited { retry_after } => {
                m("srv-create-limited").num("secs", retry_after.as_secs().max(1) as i64)
            }
            Error::ReadLimited { retry_after } => {
                m("srv-read-limited").num("secs", retry_after.as_secs().max(1) as i64)
            }
            Error::TooManySpectators { limit } => m("srv-too-many-spectators").num("limit", *limit),
            Error::TooManyConnections { limit } => {
                m("srv-too-many-connections").num("limit", *limit as i64)
            }
            Error::ServerFull => m("srv-server-full"),
            Error::TooLarge { size, limit } => m("srv-too-large")
                .num("size", *size as i64)
                .num("limit", *limit as i64),
            Error::SeatLost => m("srv-seat-lost"),
            Error::Unavailable(_) => m("srv-unavailable"),
            Error::Uncertain(_) => m("srv-uncertain"),
            Error::ReadOnly => m("srv-read-only"),
            Error::ActorGone => m("srv-actor-gone"),
            Error::Internal(_) => m("srv-internal"),
            Error::OwnerUnreachable => m("srv-owner-unreachable"),
            Error::ChatEmpty => m("srv-chat-empty"),
            Error::ChatTooLong { chars, limit } => m("srv-chat-too-long")
                .num("chars", *chars as i64)
                .num("limit", *limit as i64),
            Error::ChatNotText => m("srv-chat-not-text"),
            Error::ChatRateLimited { burst, every_secs } => m("srv-chat-rate-limited")
                .num("burst", *burst)
                .num("every", *every_secs),
            Error::ChatClosed => m("srv-chat-closed"),
            Error::ChatBusy => m("srv-chat-busy"),
            Error::ChatNotConfirmed => m("srv-chat-not-confirmed"),
            Error::BadRequest(_)
            | Error::InvalidJson(_)
            | Error::UnknownMessage(_)
            | Error::Unauthorized(_)
            | Error::Forbidden(_)
            | Error::Conflict(_)
            | Error::Broken(_)
            | Error::ChatForbidden(_) => return None,
        })
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Corrupt(msg) => Error::Internal(msg),
            StoreError::Conflict => {
                Error::Conflict("the game was changed elsewhere; look at it again".into())
            }
            e @ StoreError::Uncertain(_) => Error::Uncertain(e),
            // The game runs elsewhere now: a retry finds it there.
            StoreError::LeaseLost => Error::ActorGone,
            e => Error::Unavailable(e),
        }
    }
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        self.log();
        let mut response = (self.status(), Json(self.body())).into_response();
        if let Error::CreateLimited { retry_after } | Error::ReadLimited { retry_after } = &self {
            let secs = retry_after.as_secs().max(1).to_string();
            if let Ok(value) = axum::http::HeaderValue::from_str(&secs) {
                response
                    .headers_mut()
                    .insert(axum::http::header::RETRY_AFTER, value);
            }
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// The catalog message of an error says in English what `message` says,
    /// so a client in English reads the same sentence either way.
    #[test]
    fn an_errors_words_are_its_message_in_english() {
        let errors = [
            Error::MethodNotAllowed,
            Error::GameNotFound("abc".into()),
            Error::NoSuchPage,
            Error::NoSuchSeat { seat: 5, last: 3 },
            Error::Stale {
                seen: 3,
                current: 4,
            },
            Error::RateLimited { per_second: 20 },
            Error::CreateLimited {
                retry_after: Duration::from_secs(7),
            },
            Error::ReadLimited {
                retry_after: Duration::from_millis(10),
            },
            Error::TooManySpectators { limit: 50 },
            Error::TooManyConnections { limit: 1 },
            Error::ServerFull,
            Error::TooLarge {
                size: 70_000,
                limit: 65_536,
            },
            Error::SeatLost,
            Error::Unavailable(StoreError::Down),
            Error::ReadOnly,
            Error::ActorGone,
            Error::Internal("secret detail".into()),
            Error::OwnerUnreachable,
            Error::ChatEmpty,
            Error::ChatTooLong {
                chars: 501,
                limit: 500,
            },
            Error::ChatNotText,
            Error::ChatRateLimited {
                burst: 5,
                every_secs: 2,
            },
            Error::ChatClosed,
            Error::ChatBusy,
            Error::ChatNotConfirmed,
            Error::Rule(RuleError::NotYourTurn),
            Error::Rule(RuleError::NotEnoughCoins { needed: 3, have: 1 }),
            Error::Setup(SetupError::PlayerCount(5)),
        ];
        for e in errors {
            let words = e.words().unwrap_or_else(|| panic!("{e:?} has words"));
            assert_eq!(words.english(), e.client_message(), "{e:?}");
        }
        assert_eq!(Error::BadRequest("a name".into()).words(), None);
    }
}
