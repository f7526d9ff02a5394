//! Server messages as JSON text. `snapshot` and `update`, the large and
//! frequent ones, are rendered fast: the same JSON as serialising a
//! [`ServerMessage`] holding a
//! [`GameState`](crate::protocol::GameState), but from borrowed parts, with
//! each seat's legal commands serialised once when they change (not once per
//! message), and the view put together from parts serialised once for every
//! viewer and version they are the same in ([`ViewParts`]).

mod parts;

pub use parts::{Told, ToldLines, ViewParts};

use std::cell::OnceCell;
use std::fmt::Write;

use serde::Serialize;

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
    json: OnceCell<String>,
    pub changed_at: u64,
}

/// `[]`, the legal commands of a spectator.
pub fn no_commands() -> &'static str {
    "[]"
}

impl SeatLegal {
    pub fn new(mut commands: Vec<Command>, changed_at: u64) -> SeatLegal {
        // Kept until the seat's commands change: without the room the rules
        // listed them in (64 candidates).
        commands.shrink_to_fit();
        SeatLegal {
            commands,
            json: OnceCell::new(),
            changed_at,
        }
    }

    pub fn json(&self) -> &str {
        if self.commands.is_empty() {
            return no_commands();
        }
        // About 60 bytes a command.
        self.json.get_or_init(|| {
            sized_json(
                &self.commands,
                64 * self.commands.len(),
                "legal commands",
                no_commands(),
            )
        })
    }
}

/// [`GameState`](crate::protocol::GameState) with borrowed parts, its legal
/// commands and log lines as JSON already; its view is written into the
/// message by [`ViewParts::write`] (see [`snapshot`]).
pub struct StateRef<'a> {
    pub version: u64,
    pub status: GameStatus,
    /// About how long the view's JSON is, to size the message at once.
    pub view_len: usize,
    pub legal_commands: &'a str,
    pub waiting_for: &'a [Seat],
    pub can_undo: bool,
    pub log: &'a str,
}

/// The JSON of log lines.
pub fn log(lines: &[LogLine]) -> String {
    // About 300 bytes a line.
    sized_json(lines, 320 * lines.len() + 2, "log lines", "[]")
}

/// The JSON of `value`, written into a buffer of `capacity` bytes (about its
/// size: one allocation, not a dozen growing it); `fallback` if our own type
/// cannot be serialised (a bug, logged as `what`).
pub(crate) fn sized_json(
    value: &(impl Serialize + ?Sized),
    capacity: usize,
    what: &str,
    fallback: &str,
) -> String {
    let mut bytes = Vec::with_capacity(capacity);
    match serde_json::to_writer(&mut bytes, value) {
        // serde_json writes UTF-8 only.
        Ok(()) => String::from_utf8(bytes).unwrap_or_else(|_| fallback.into()),
        Err(e) => {
            tracing::error!(error = %e, "cannot serialise {what}");
            fallback.into()
        }
    }
}

/// A `snapshot` message; `view` appends the view's JSON to the message (in
/// place: not written elsewhere and copied).
pub fn snapshot(state: &StateRef<'_>, view: impl FnOnce(&mut String)) -> Text {
    to_json("snapshot", state, view)
}

/// An `update` message; `view` as for [`snapshot`].
pub fn update(state: &StateRef<'_>, view: impl FnOnce(&mut String)) -> Text {
    to_json("update", state, view)
}

/// `{"type":kind,"state":{...}}`, the state's fields in the order of
/// [`GameState`](crate::protocol::GameState).
fn to_json(kind: &str, state: &StateRef<'_>, view: impl FnOnce(&mut String)) -> Text {
    let status = match serde_json::to_string(&state.status) {
        Ok(status) => status,
        Err(e) => {
            tracing::error!(error = %e, "cannot serialise a game state");
            return Text::from(INTERNAL_ERROR);
        }
    };
    let mut json = String::with_capacity(
        state.view_len + state.view_len / 8 + state.legal_commands.len() + state.log.len() + 160,
    );
    // Writing to a String cannot fail.
    let _ = write!(
        json,
        "{{\"type\":\"{kind}\",\"state\":{{\"version\":{},\"status\":{status},\"view\":",
        state.version
    );
    view(&mut json);
    json.push_str(",\"legal_commands\":");
    json.push_str(state.legal_commands);
    json.push_str(",\"waiting_for\":[");
    for (i, seat) in state.waiting_for.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        let _ = write!(json, "{}", seat.0);
    }
    let _ = write!(json, "],\"can_undo\":{},\"log\":", state.can_undo);
    json.push_str(state.log);
    json.push_str("}}");
    Text::from(json)
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
            view_len: 0,
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
        assert_eq!(&*update(&state, |out| out.push_str(&view)), slow);
        let spectator = StateRef {
            legal_commands: no_commands(),
            ..state
        };
        assert!(snapshot(&spectator, |out| out.push_str(&view)).contains(r#""legal_commands":[]"#));
    }
}
