//! What can be asked of a game, and what it answers: one serde vocabulary for
//! both ways a request travels. A [`GameHandle`](crate::game::GameHandle)
//! sends a [`Request`] to its game's task in this process (through the task's
//! mailbox) or, on a node of a cluster, to the node that owns the game (see
//! `cluster`); the task answers each with a [`Reply`], which crosses NATS as
//! the plain JSON of the value it holds.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use trickerion_bot::BotLevel;

use crate::engine::{Command, GameConfig, Seat};
use crate::error::Error;
use crate::protocol::{
    ChatChannel, ChatSettings, ChatSettingsRequest, ClockOptions, LobbyInfo, RematchInfo,
    ServerMessage,
};
use crate::sockets::{Member, Text};
use crate::store::StoredBot;

/// A request to one game. Between nodes it travels as JSON tagged `call`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "snake_case")]
pub enum Request {
    /// The lobby as it is now.
    Lobby,
    /// Takes `seat` under a new token, or (`with_token`) moves the holder
    /// of `token_hash` there or claims the rematch seat kept for it.
    Join {
        seat: Seat,
        name: String,
        token_hash: String,
        /// The request carried a seat token: the move of its holder, or the
        /// claim of the rematch seat kept for it.
        with_token: bool,
    },
    /// The holder leaves, or the creator frees the seat (lobby only).
    Leave {
        seat: Seat,
        token_hash: String,
    },
    Start {
        creator_token_hash: String,
    },
    /// Gives a free seat to a bot (lobby only, creator only).
    AddBot {
        seat: Seat,
        level: BotLevel,
        creator_token_hash: String,
    },
    /// Opens a rematch seat kept for a player to anyone (creator only).
    FreeReservation {
        seat: Seat,
        creator_token_hash: String,
    },
    /// Frees a bot's seat (lobby only, creator only).
    RemoveBot {
        seat: Seat,
        creator_token_hash: String,
    },
    /// A bot plays an away seat (the creator, or a vote of another player).
    StandIn {
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: String,
    },
    /// Takes the stand-in bot off a seat (its player or the creator).
    HandBack {
        seat: Seat,
        token_hash: String,
    },
    /// Sets or clears the seat's turn webhook (its own token).
    SetWebhook {
        seat: Seat,
        token_hash: String,
        url: Option<String>,
    },
    /// The seat `token_hash` holds (a seat link checked before its socket
    /// opens, since a browser cannot read why an upgrade was refused).
    SeatOf {
        token_hash: String,
    },
    /// The finished game's options and seats, for a player's rematch.
    RematchSource {
        token_hash: String,
    },
    /// The game's rematch exists (its lobby shows it).
    RematchMade {
        rematch: RematchInfo,
    },
    /// A full `snapshot` message (the lobby before the start).
    Snapshot {
        member: Member,
    },
    /// What `commands` would do for the member's seat (a `preview` message).
    Preview {
        member: Member,
        request_id: String,
        commands: Vec<Command>,
    },
    /// Why the member's seat may not use the board things it may not use
    /// now (a `why_not` message).
    WhyNot {
        member: Member,
        request_id: String,
    },
    /// Plays `command`; answers the new version once it is stored and
    /// applied. The same `request_id` with the same command and version as a
    /// recent command of this seat gets that command's answer again.
    Command {
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
    },
    /// Posts `text` in `channel` for the member (see `chat`); answers the
    /// message's id once it is stored, after which its readers are sent it.
    Chat {
        member: Member,
        channel: ChatChannel,
        text: String,
        /// A spectator's name (seats post under their own).
        name: Option<String>,
    },
    /// Up to a page of `channel`'s messages before id `before` (a
    /// `chat_history` message).
    ChatHistory {
        member: Member,
        request_id: String,
        channel: ChatChannel,
        before: Option<u64>,
    },
    /// The creator opens or closes the spectators' chat, or mutes a name.
    ChatSettings {
        creator_token_hash: String,
        change: ChatSettingsRequest,
    },
}

impl Request {
    /// Whether taking it writes to the store (refused while a game is
    /// read-only); the others only read what the game holds.
    pub fn changes_the_game(&self) -> bool {
        !matches!(
            self,
            Request::Lobby
                | Request::SeatOf { .. }
                | Request::ChatHistory { .. }
                | Request::RematchSource { .. }
                | Request::Snapshot { .. }
                | Request::Preview { .. }
                | Request::WhyNot { .. }
        )
    }
}

/// A game's answer to a [`Request`]. Between nodes it travels as the JSON of
/// the value it holds; the asking side knows which type to read back.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Reply {
    Done,
    Lobby(LobbyInfo),
    Joined(Joined),
    RematchSource(RematchSource),
    Message(Box<ServerMessage>),
    Version(u64),
    ChatPosted(ChatPosted),
    ChatSettings(ChatSettings),
    #[serde(serialize_with = "as_str")]
    Text(Text),
}

fn as_str<S: serde::Serializer>(text: &Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(text.as_str())
}

/// Answer to a seat request.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct Joined {
    pub seat: Seat,
    /// A seat taken anew (not a holder's move).
    pub claimed: bool,
}

/// Answer to a chat post: the stored message's id.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct ChatPosted {
    pub id: u64,
}

/// A finished game's options and seats, for its rematch.
#[derive(Debug, Serialize, Deserialize)]
pub struct RematchSource {
    pub config: GameConfig,
    pub clock: Option<ClockOptions>,
    pub listed: bool,
    /// Per seat: the bot that played it, if any.
    pub bots: Vec<Option<StoredBot>>,
    /// Per seat: the person who held it, as (name, token hash).
    pub people: Vec<Option<(String, String)>>,
    pub existing: Option<RematchInfo>,
}

/// A rendered message as a reply: read back from its JSON string.
#[derive(Debug)]
pub struct Rendered(pub Text);

impl<'de> Deserialize<'de> for Rendered {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(|s| Rendered(Text::from(s)))
    }
}

/// The typed value a [`Reply`] holds: what the asker reads from the game's
/// answer in this process, or from its JSON when it came from another node.
pub trait Answer: DeserializeOwned + Sized {
    /// The value, or `None` when the game answered something else.
    fn from_reply(reply: Reply) -> Option<Self>;
}

/// Each answer type with the [`Reply`] variant that carries it.
macro_rules! answers {
    ($($ty:ty => $variant:ident),* $(,)?) => {$(
        impl Answer for $ty {
            fn from_reply(reply: Reply) -> Option<Self> {
                match reply {
                    Reply::$variant(value) => Some(value),
                    _ => None,
                }
            }
        }
    )*};
}

answers!(
    LobbyInfo => Lobby,
    Joined => Joined,
    RematchSource => RematchSource,
    u64 => Version,
    ChatPosted => ChatPosted,
    ChatSettings => ChatSettings,
);

impl Answer for ServerMessage {
    fn from_reply(reply: Reply) -> Option<Self> {
        match reply {
            Reply::Message(message) => Some(*message),
            _ => None,
        }
    }
}

impl Answer for () {
    fn from_reply(reply: Reply) -> Option<Self> {
        matches!(reply, Reply::Done).then_some(())
    }
}

impl Answer for Rendered {
    fn from_reply(reply: Reply) -> Option<Self> {
        match reply {
            Reply::Text(text) => Some(Rendered(text)),
            _ => None,
        }
    }
}

/// The typed answer in `reply`.
///
/// # Errors
/// `Internal` when the game answered with another kind of value (a bug).
pub fn read<T: Answer>(reply: Reply) -> Result<T, Error> {
    let kind = reply.kind();
    T::from_reply(reply).ok_or_else(|| {
        Error::Internal(format!(
            "a game answered {kind} where {} was expected",
            std::any::type_name::<T>()
        ))
    })
}

impl Reply {
    fn kind(&self) -> &'static str {
        match self {
            Reply::Done => "nothing",
            Reply::Lobby(_) => "a lobby",
            Reply::Joined(_) => "a seat",
            Reply::RematchSource(_) => "a rematch source",
            Reply::Message(_) => "a message",
            Reply::Version(_) => "a version",
            Reply::ChatPosted(_) => "a chat message id",
            Reply::ChatSettings(_) => "chat settings",
            Reply::Text(_) => "a rendered message",
        }
    }
}
