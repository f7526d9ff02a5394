//! Server messages as JSON text. `snapshot` and `update`, the large and
//! frequent ones, are rendered fast: the same JSON as serialising a
//! [`ServerMessage`] holding a
//! [`GameState`](crate::protocol::GameState), but from borrowed parts, with
//! each seat's legal commands serialised once when they change (not once per
//! message), and the view put together from parts serialised once for every
//! viewer and version they are the same in ([`ViewParts`]).

mod parts;

pub use parts::{Told, ViewParts};

use std::cell::OnceCell;
use std::sync::LazyLock;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::engine::{Command, Seat};
use crate::protocol::{GameStatus, LogLine, ServerMessage};
use crate::sockets::Text;

/// The JSON of any other message; our own types always serialise.
pub fn message(message: &ServerMessage) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        tracing::error!(error = %e, "cannot serialise a server message");
        INTERNAL_ERROR.to_string()
    })
}

/// Sent instead of a message that cannot be serialised (a bug).
const INTERNAL_ERROR: &str =
    r#"{"type":"error","error":"internal","message":"the server could not encode a message"}"#;

/// One seat's legal commands, their JSON (made when first needed) and the
/// version at which they last changed (for `stale_version`).
pub struct SeatLegal {
    pub commands: Vec<Command>,
    json: OnceCell<Box<RawValue>>,
    pub changed_at: u64,
}

static NO_COMMANDS: LazyLock<Box<RawValue>> =
    LazyLock::new(|| RawValue::from_string("[]".into()).expect("valid JSON"));

/// `[]`, the legal commands of a spectator.
pub fn no_commands() -> &'static RawValue {
    &NO_COMMANDS
}

impl SeatLegal {
    pub fn new(commands: Vec<Command>, changed_at: u64) -> SeatLegal {
        SeatLegal {
            commands,
            json: OnceCell::new(),
            changed_at,
        }
    }

    pub fn json(&self) -> &RawValue {
        if self.commands.is_empty() {
            return no_commands();
        }
        // Serialised straight into a raw value: our own JSON needs no
        // parsing again to check it.
        self.json.get_or_init(|| {
            serde_json::value::to_raw_value(&self.commands).unwrap_or_else(|e| {
                tracing::error!(error = %e, "cannot serialise legal commands");
                NO_COMMANDS.clone()
            })
        })
    }
}

/// [`GameState`](crate::protocol::GameState) with borrowed parts, its view
/// and log lines as JSON already ([`ViewParts`]).
pub struct StateRef<'a> {
    pub version: u64,
    pub status: GameStatus,
    pub view: &'a str,
    pub legal_commands: &'a RawValue,
    pub waiting_for: &'a [Seat],
    pub can_undo: bool,
    pub log: &'a str,
}

/// The fields of a [`StateRef`] before its view.
#[derive(Serialize)]
struct BeforeView {
    version: u64,
    status: GameStatus,
}

/// The fields of a [`StateRef`] between its view and its log.
#[derive(Serialize)]
struct AfterView<'a> {
    legal_commands: &'a RawValue,
    waiting_for: &'a [Seat],
    can_undo: bool,
}

/// The JSON of log lines.
pub fn log(lines: &[LogLine]) -> String {
    serde_json::to_string(lines).unwrap_or_else(|e| {
        tracing::error!(error = %e, "cannot serialise log lines");
        "[]".into()
    })
}

/// A `snapshot` message.
pub fn snapshot(state: &StateRef<'_>) -> Text {
    to_json("snapshot", state)
}

/// An `update` message.
pub fn update(state: &StateRef<'_>) -> Text {
    to_json("update", state)
}

/// A JSON object's fields, without its braces.
fn fields(object: &str) -> &str {
    object
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or(object)
}

/// `{"type":kind,"state":{...}}`, the state's fields in the order of
/// [`GameState`](crate::protocol::GameState).
fn to_json(kind: &str, state: &StateRef<'_>) -> Text {
    let before = serde_json::to_string(&BeforeView {
        version: state.version,
        status: state.status,
    });
    let after = serde_json::to_string(&AfterView {
        legal_commands: state.legal_commands,
        waiting_for: state.waiting_for,
        can_undo: state.can_undo,
    });
    match (before, after) {
        (Ok(before), Ok(after)) => {
            let mut json = String::with_capacity(
                before.len() + state.view.len() + after.len() + state.log.len() + 48,
            );
            json.push_str("{\"type\":\"");
            json.push_str(kind);
            json.push_str("\",\"state\":{");
            json.push_str(fields(&before));
            json.push_str(",\"view\":");
            json.push_str(state.view);
            json.push(',');
            json.push_str(fields(&after));
            json.push_str(",\"log\":");
            json.push_str(state.log);
            json.push_str("}}");
            Text::from(json)
        }
        (Err(e), _) | (_, Err(e)) => {
            tracing::error!(error = %e, "cannot serialise a game state");
            Text::from(INTERNAL_ERROR)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameConfig, Viewer};
    use crate::protocol::GameState;

    /// The fast path writes exactly what serialising the protocol types writes.
    #[test]
    fn same_json_as_the_protocol_types() {
        let mut game = Game::new(GameConfig::base(3, 5)).unwrap();
        for _ in 0..30 {
            let seat = game.waiting_for()[0];
            let command = game.legal_commands(seat)[0].clone();
            game.apply(seat, &command).unwrap();
        }
        let seat = game.waiting_for()[0];
        let legal = SeatLegal::new(game.legal_commands(seat), 3);
        let mut view = String::new();
        ViewParts::new(3).write(game.view(Viewer::Seat(seat)), &mut view);
        let waiting = game.waiting_for();
        let state = StateRef {
            version: 30,
            status: GameStatus::Playing,
            view: &view,
            legal_commands: legal.json(),
            waiting_for: &waiting,
            can_undo: false,
            log: "[]",
        };
        let slow = serde_json::to_string(&ServerMessage::Update {
            state: GameState {
                version: 30,
                status: GameStatus::Playing,
                view: game.view(Viewer::Seat(seat)),
                legal_commands: legal.commands.clone(),
                waiting_for: waiting.clone(),
                can_undo: false,
                log: Vec::new(),
            },
        })
        .unwrap();
        assert_eq!(&*update(&state), slow);
        let spectator = StateRef {
            legal_commands: no_commands(),
            ..state
        };
        assert!(snapshot(&spectator).contains(r#""legal_commands":[]"#));
    }
}
