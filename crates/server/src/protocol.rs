//! Every message the server and its clients exchange, as serde types: the HTTP
//! lobby bodies and the WebSocket messages. `docs/PROTOCOL.md` shows them as
//! JSON. The web client's TypeScript types are generated from this module, so
//! all wire types live here and nowhere else.

use serde::{Deserialize, Serialize};

pub use trickerion_bot::BotLevel;

use crate::engine::{
    Command, Event, FinalScores, GameConfig, GameOptions, Msg, Seat, View, Viewer,
};

// ---------------------------------------------------------------- HTTP lobby

/// `POST /api/games`: the options of a new game, and its table's settings.
/// The seed is drawn by the server. The options are the rules crate's
/// [`GameOptions`]: every one may be left out (off, Normal difficulty),
/// but `players`; the 20-Fame caps, when left out, are on with the Dark Alley
/// and off without it. Unknown fields are refused (see the `Deserialize`
/// impl).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CreateGameRequest {
    #[serde(flatten)]
    pub options: GameOptions,
    /// Shown in the public list of games (`GET /api/games`) while it is open
    /// or in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub listed: Option<bool>,
    /// A time control; none by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub clock: Option<ClockOptions>,
}

impl<'de> Deserialize<'de> for CreateGameRequest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error as _;
        let mut fields = match serde_json::Value::deserialize(d)? {
            serde_json::Value::Object(fields) => fields,
            other => {
                let what = match other {
                    serde_json::Value::Array(_) => "an array",
                    serde_json::Value::String(_) => "a string",
                    serde_json::Value::Number(_) => "a number",
                    serde_json::Value::Bool(_) => "true or false",
                    _ => "null",
                };
                return Err(D::Error::custom(format!(
                    "the game's options are a JSON object such as {{\"players\": 2}}, not {what}"
                )));
            }
        };
        let mut take = |name: &str| fields.remove(name).unwrap_or(serde_json::Value::Null);
        let listed = serde_json::from_value(take("listed")).map_err(D::Error::custom)?;
        let clock = serde_json::from_value(take("clock")).map_err(D::Error::custom)?;
        let fame_caps_given = fields.contains_key("fame_caps");
        // The options refuse unknown fields themselves.
        let mut options: GameOptions =
            serde_json::from_value(serde_json::Value::Object(fields)).map_err(D::Error::custom)?;
        if !fame_caps_given {
            options.fame_caps = options.dark_alley;
        }
        Ok(CreateGameRequest {
            options,
            listed,
            clock,
        })
    }
}

/// A game's time control, chosen at creation. Unknown fields are refused
/// (see the `Deserialize` impl, which works like `ClientMessage`'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ClockOptions {
    /// Minutes per player for the whole game, plus seconds added after each
    /// of their moves.
    Live {
        initial_secs: u32,
        #[serde(default)]
        increment_secs: u32,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        on_timeout: Option<OnTimeout>,
    },
    /// Hours or days for each decision.
    Correspondence {
        per_move_secs: u32,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        on_timeout: Option<OnTimeout>,
    },
}

/// What happens to a seat whose time runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// A bot plays the seat until its player is back (the default).
    #[default]
    Bot,
    /// The player forfeits: a bot plays the seat to the end and the player is
    /// ranked last.
    Forfeit,
}

impl<'de> Deserialize<'de> for ClockOptions {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
        enum Strict {
            Live {
                initial_secs: u32,
                #[serde(default)]
                increment_secs: u32,
                #[serde(default)]
                on_timeout: Option<OnTimeout>,
            },
            Correspondence {
                per_move_secs: u32,
                #[serde(default)]
                on_timeout: Option<OnTimeout>,
            },
        }
        Ok(match Strict::deserialize(d)? {
            Strict::Live {
                initial_secs,
                increment_secs,
                on_timeout,
            } => ClockOptions::Live {
                initial_secs,
                increment_secs,
                on_timeout,
            },
            Strict::Correspondence {
                per_move_secs,
                on_timeout,
            } => ClockOptions::Correspondence {
                per_move_secs,
                on_timeout,
            },
        })
    }
}

impl ClockOptions {
    pub fn on_timeout(&self) -> OnTimeout {
        match self {
            ClockOptions::Live { on_timeout, .. }
            | ClockOptions::Correspondence { on_timeout, .. } => on_timeout.unwrap_or_default(),
        }
    }
}

/// Why a bot plays a person's seat for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum StandInReason {
    /// The player was away; handed back when they return.
    Away,
    /// Their clock ran out; handed back when they return (a live clock at 0
    /// runs out again at once).
    TimedOut,
    /// They forfeited on time: the bot plays to the end.
    Forfeited,
}

/// A bot standing in for a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StandIn {
    pub level: BotLevel,
    pub reason: StandInReason,
}

/// A seat's clock as the table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatClock {
    /// Time left, in milliseconds, when `running_since` (or now, when stopped).
    pub left_ms: u64,
    /// Unix milliseconds since which this clock runs (the game waits for the
    /// seat); `null` while it is stopped.
    pub running_since: Option<u64>,
}

/// `POST /api/games/{id}/seats/{seat}/stand-in`: a bot plays an away seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct StandInRequest {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub level: Option<BotLevel>,
}

/// `PUT /api/games/{id}/seats/{seat}/webhook`, with the seat's token: the URL
/// the server calls when it becomes this seat's turn (`null` removes it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct WebhookRequest {
    pub url: Option<String>,
}

/// `POST /api/games/{id}/rematch`, with a seat token of the finished game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RematchRequest {
    /// Everyone moves one seat on (seat 0 plays second...); else the same seats.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rotate: Option<bool>,
    /// Seconds the players' seats stay kept for them (at most a week);
    /// unset: until the rematch's creator frees them.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hold_secs: Option<u64>,
}

/// A finished game's rematch: the new game, and where each old seat sits in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RematchInfo {
    pub game_id: String,
    /// `seats[s]` is the new seat of the old seat `s`.
    pub seats: Vec<Seat>,
}

/// Answer to `POST /api/games/{id}/rematch`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RematchResponse {
    pub rematch: RematchInfo,
    /// The new game's creator token, for whoever asked first (`null` after).
    pub creator_token: Option<String>,
}

/// One game of `GET /api/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameSummary {
    pub game_id: String,
    pub status: GameStatus,
    pub options: LobbyOptions,
    pub seats_taken: u8,
    /// The names at the taken seats (people and bots), in seat order.
    #[serde(default)]
    pub players: Vec<String>,
    /// Unix milliseconds.
    pub created_at: u64,
    pub started_at: Option<u64>,
}

/// `GET /api/games?page=N`: listed games open to join or in play, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameList {
    pub games: Vec<GameSummary>,
    pub page: u32,
    /// Whether a next page has more.
    pub more: bool,
}

/// Answer to `POST /api/games`. Keep `creator_token` secret: it starts the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CreateGameResponse {
    pub game_id: String,
    pub creator_token: String,
    /// Path of the lobby page to share with friends.
    pub lobby_url: String,
    /// Path of the spectator page (no token needed).
    pub spectator_url: String,
    /// Path of the lobby resource in the JSON API.
    pub api_url: String,
    /// Path of the WebSocket endpoint.
    pub ws_url: String,
}

/// `POST /api/games/{id}/seats/{seat}`: take a free seat. Sent with an
/// `Authorization: Bearer <seat_token>` header, it moves that seat's holder
/// to the new seat instead (the token stays the same).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct JoinSeatRequest {
    /// Display name, 1 to 32 characters.
    pub name: String,
}

/// `POST /api/games/{id}/seats/{seat}/bot`, with the creator token: a bot
/// of `level` takes the free seat. The answer is the new [`LobbyInfo`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct AddBotRequest {
    pub level: BotLevel,
}

/// Answer to a join: the secret seat token (only its hash is stored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct JoinSeatResponse {
    pub game_id: String,
    pub seat: Seat,
    pub seat_token: String,
}

/// Answer to `GET /api/games/{id}/seat`: the seat a seat token holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatHeld {
    pub seat: Seat,
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Seats are being filled; the creator has not started it yet.
    Lobby,
    Playing,
    Finished,
    /// The stored game no longer loads (see `broken` in the lobby).
    Broken,
}

/// The options a game was created with (the seed stays on the server), and
/// the content files it is played with. `difficulty` is set (Normal when it
/// was left out) in a game with the Heir, `null` otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GameOptions"))]
pub struct LobbyOptions {
    #[serde(flatten)]
    pub options: GameOptions,
    /// The content files the game is played with (Powers, Duel, Academy and Heir
    /// content is provisional, designed by the project: docs/CONTENT.md,
    /// served at `/docs/content`); empty without these options.
    #[serde(default)]
    pub content: Vec<crate::engine::ContentStamp>,
}

impl LobbyOptions {
    /// The options of a game of `config`, as lobbies and lists show them.
    pub fn of(config: &GameConfig) -> LobbyOptions {
        let options = &config.options;
        LobbyOptions {
            options: GameOptions {
                difficulty: options.heir.then(|| {
                    options
                        .difficulty
                        .unwrap_or(crate::engine::Difficulty::Normal)
                }),
                ..options.clone()
            },
            content: config.content.clone(),
        }
    }
}

/// One seat as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatInfo {
    pub seat: Seat,
    /// Display name; `null` while the seat is free.
    pub name: Option<String>,
    /// Whether at least one WebSocket of this seat is open (always true for a bot).
    pub connected: bool,
    /// Set when the server's bot plays this seat: `"random"`, `"easy"`,
    /// `"normal"` or `"hard"`.
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// Unix milliseconds since when the seat's player has had no socket open
    /// (`null` while connected, for bots and for free seats).
    #[serde(default)]
    pub away_since: Option<u64>,
    /// A bot playing this person's seat for now.
    #[serde(default)]
    pub stand_in: Option<StandIn>,
    /// Seats that asked for a stand-in bot here (a majority of the others hands it over).
    #[serde(default)]
    pub stand_in_votes: Vec<Seat>,
    /// The seat's clock, in games with a time control.
    #[serde(default)]
    pub clock: Option<SeatClock>,
    /// A free rematch seat kept for a player of the finished game: only that
    /// player's old seat token takes it, until the creator frees it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub reserved: Option<KeptSeat>,
}

/// Who a free rematch seat is kept for, and until when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct KeptSeat {
    /// The player's name in the finished game.
    pub name: String,
    /// Unix milliseconds when the seat opens to anyone; `null`: kept until
    /// the creator frees it.
    pub until: Option<u64>,
}

/// `GET /api/games/{id}`, also pushed over the WebSocket as `lobby`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LobbyInfo {
    pub game_id: String,
    pub status: GameStatus,
    pub options: LobbyOptions,
    pub seats: Vec<SeatInfo>,
    /// Open sockets without a seat once the game has started (players never
    /// count; before the start this is 0).
    pub spectators: u32,
    /// Open sockets without a seat while the game is in the lobby: people
    /// looking at the invitation who have not taken a seat.
    pub visitors: u32,
    /// Number of commands applied so far (the state version).
    pub version: u64,
    /// The rules version the game is played under (see docs/RULES_VERSIONS.md):
    /// a game keeps the rules it was created with.
    pub rules_version: u32,
    /// The seats the game waits for now (empty in the lobby and at the end).
    #[serde(default)]
    pub waiting_for: Vec<Seat>,
    /// In the public list of games.
    #[serde(default)]
    pub listed: bool,
    /// The time control, if any.
    #[serde(default)]
    pub clock: Option<ClockOptions>,
    /// The rematch of this finished game, once someone started it.
    #[serde(default)]
    pub rematch: Option<RematchInfo>,
    /// Why a stored game cannot be played (status `broken`).
    #[serde(default)]
    pub broken: Option<String>,
    /// Set while the game takes no changes: the database did not confirm its
    /// last write, so the table shows the last acknowledged move until the
    /// database answers again (then the game reloads from what is stored).
    #[serde(default)]
    pub read_only: Option<String>,
    /// Whether the spectators' chat is open (its creator may close it; then
    /// nobody posts in it and nobody is sent it).
    #[serde(default)]
    pub spectator_chat: bool,
}

/// Body of every HTTP error, and the `code`/`message` of WebSocket errors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ErrorBody {
    pub error: ErrorCode,
    pub message: String,
    /// `message` as a catalog message, when the catalogs word it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub words: Option<Msg>,
}

/// Machine-readable error kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The request was understood but its content is wrong.
    BadRequest,
    /// The message is not JSON.
    InvalidJson,
    /// JSON, but not a message this server knows.
    UnknownMessage,
    NotFound,
    /// Missing or wrong token.
    Unauthorized,
    /// Authenticated, but not allowed to do this (e.g. a spectator command).
    Forbidden,
    /// The request conflicts with the game's current state (seat taken, already started...).
    Conflict,
    /// The rules refuse the command.
    IllegalCommand,
    /// The command was made for an older state; look at the new one and decide again.
    StaleVersion,
    RateLimited,
    TooLarge,
    /// The seat this socket played was left or moved; reconnect.
    SeatLost,
    /// The game store cannot be reached; nothing was changed. Retry later.
    Unavailable,
    /// Something broke on the server; it has been logged.
    Internal,
    /// The stored game no longer replays on this server (its lobby says where).
    BrokenGame,
}

// ---------------------------------------------------------------- WebSocket

/// Messages a client sends over `GET /api/games/{id}/ws[?token=<seat_token>]`.
/// Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// Play a game command for the socket's own seat.
    Command {
        /// Chosen by the client; echoed in the `ack` or `error`.
        request_id: String,
        command: Command,
        /// The state version the client decided on. Optional; when given and
        /// the game moved on in a way that changed this seat's options, the
        /// command is refused with `stale_version`.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        version: Option<u64>,
    },
    /// Ask for a full `snapshot` again.
    Resync,
    /// What these commands would do for the socket's seat, without doing them
    /// (at most [`MAX_PREVIEWS`]). Answered with `preview`.
    Preview {
        request_id: String,
        commands: Vec<Command>,
    },
    /// The rules' reasons for the board things the socket's seat may not use
    /// now. Answered with `why_not`.
    WhyNot { request_id: String },
    /// Take back the seat's own last command (`state.can_undo` says whether it
    /// is possible). Stored in the log as a `take_back` command; answered like
    /// a command, with `ack` or `error`.
    Undo {
        request_id: String,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        version: Option<u64>,
    },
    /// Keep-alive; answered with `pong`.
    Ping {
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        request_id: Option<String>,
    },
    /// Posts plain text in a chat channel (see [`ChatChannel`]): at most
    /// [`MAX_CHAT_CHARS`] characters once trimmed. A seat posts under its
    /// name; a spectator gives `name` (checked like a seat's name).
    /// Answered with `chat_ack` once stored; everyone who reads the channel
    /// (the sender too) then gets it as `chat`.
    Chat {
        request_id: String,
        channel: ChatChannel,
        text: String,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        name: Option<String>,
    },
    /// Older messages of a channel: up to [`CHAT_PAGE`] before message id
    /// `before` (the latest without it). Answered with `chat_history`.
    ChatHistory {
        request_id: String,
        channel: ChatChannel,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        before: Option<u64>,
    },
}

/// The two chat channels of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ChatChannel {
    /// The players' table: only seats post and read it (never spectators,
    /// and a bot's seat never speaks).
    Table,
    /// Anyone watching posts here; players read it without posting. The
    /// game's creator may close it.
    Spectators,
}

/// One stored chat message. `text` is plain text: clients show it as text,
/// never as HTML.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChatMessage {
    /// Counts the game's messages from 1 (both channels): later is larger.
    pub id: u64,
    pub channel: ChatChannel,
    /// The seat that sent it; `null` for a spectator.
    pub seat: Option<Seat>,
    pub name: String,
    pub text: String,
    /// Unix milliseconds when the server stored it.
    pub sent_at: u64,
    /// The game's version (commands played) when it was stored, so a
    /// replay shows it after the move it followed; absent for messages
    /// stored before versions were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub version: Option<u64>,
}

/// `PUT /api/games/{id}/chat`, with the creator's token: opens or closes
/// the spectators' chat, mutes or unmutes a spectator's name for the game.
/// Answered with [`ChatSettings`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ChatSettingsRequest {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub spectators_open: Option<bool>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub mute: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub unmute: Option<String>,
}

/// A game's chat settings, as its creator set them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChatSettings {
    pub spectators_open: bool,
    /// Spectators' names that may not post in this game.
    pub muted: Vec<String>,
}

/// Most characters of a chat message, after trimming.
pub const MAX_CHAT_CHARS: usize = 500;

/// Messages of a channel sent on connecting, and per `chat_history` page.
pub const CHAT_PAGE: usize = 200;

/// One command of a [`GameRecord`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecordStep {
    pub seat: Seat,
    pub command: Command,
}

/// How a recorded game ended: the final scores and a digest of the final state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecordedOutcome {
    pub scores: FinalScores,
    pub state_digest: String,
}

/// `GET /api/games/{id}/export` of a finished game: a script the `trickerion`
/// CLI replays to the same end (options with the seed, names, every command,
/// the outcome it must reach).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameRecord {
    pub config: GameConfig,
    pub viewer: Viewer,
    pub names: Vec<String>,
    pub commands: Vec<RecordStep>,
    pub expected: RecordedOutcome,
}

/// `GET /api/games/{id}/views/{version}`: the table as it was at `version`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HistoryView {
    pub version: u64,
    /// The game's current version.
    pub last: u64,
    /// Finished games show every hand and face-down card; games in play show
    /// what a spectator saw then.
    pub revealed: bool,
    pub view: View,
    /// The log lines of command `version` (none at version 0).
    pub lines: Vec<LogLine>,
}

/// `GET /api/games/{id}/chat[?before=ID]`: the players' table chat of a
/// game that is over, a page at a time (the latest page without `before`),
/// for its replay. While the game is played only its seats read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableChat {
    /// Oldest first.
    pub messages: Vec<ChatMessage>,
    /// Whether older messages exist (ask with `before` = the first's id).
    pub more: bool,
}

/// Most commands one `preview` message may ask about.
pub const MAX_PREVIEWS: usize = 48;

/// `ClientMessage` refuses unknown fields. ts-rs 12 understands
/// `deny_unknown_fields` on structs but not on enums (it prints a "failed to
/// parse serde attribute" warning in every build), so the attribute lives on a
/// private twin that only deserializes; the TypeScript type still comes from
/// `ClientMessage`. Adding a variant to `ClientMessage` breaks the build at
/// `_ALL_VARIANTS` below until the twin has it too.
impl<'de> Deserialize<'de> for ClientMessage {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
        enum Strict {
            Command {
                request_id: String,
                command: Command,
                #[serde(default)]
                version: Option<u64>,
            },
            Resync,
            Preview {
                request_id: String,
                commands: Vec<Command>,
            },
            WhyNot {
                request_id: String,
            },
            Undo {
                request_id: String,
                #[serde(default)]
                version: Option<u64>,
            },
            Ping {
                #[serde(default)]
                request_id: Option<String>,
            },
            Chat {
                request_id: String,
                channel: ChatChannel,
                text: String,
                #[serde(default)]
                name: Option<String>,
            },
            ChatHistory {
                request_id: String,
                channel: ChatChannel,
                #[serde(default)]
                before: Option<u64>,
            },
        }
        Ok(match Strict::deserialize(d)? {
            Strict::Command {
                request_id,
                command,
                version,
            } => ClientMessage::Command {
                request_id,
                command,
                version,
            },
            Strict::Resync => ClientMessage::Resync,
            Strict::Preview {
                request_id,
                commands,
            } => ClientMessage::Preview {
                request_id,
                commands,
            },
            Strict::WhyNot { request_id } => ClientMessage::WhyNot { request_id },
            Strict::Undo {
                request_id,
                version,
            } => ClientMessage::Undo {
                request_id,
                version,
            },
            Strict::Ping { request_id } => ClientMessage::Ping { request_id },
            Strict::Chat {
                request_id,
                channel,
                text,
                name,
            } => ClientMessage::Chat {
                request_id,
                channel,
                text,
                name,
            },
            Strict::ChatHistory {
                request_id,
                channel,
                before,
            } => ClientMessage::ChatHistory {
                request_id,
                channel,
                before,
            },
        })
    }
}

/// Every `ClientMessage` variant: a new one must be added to the
/// deserializing twin above (this match stops compiling until it is listed).
const _ALL_VARIANTS: fn(&ClientMessage) = |m| match m {
    ClientMessage::Command { .. }
    | ClientMessage::Resync
    | ClientMessage::Preview { .. }
    | ClientMessage::WhyNot { .. }
    | ClientMessage::Undo { .. }
    | ClientMessage::Ping { .. }
    | ClientMessage::Chat { .. }
    | ClientMessage::ChatHistory { .. } => {}
};

/// One human-readable line of the game log, already redacted for its reader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LogLine {
    /// The state version (command number) that produced this line.
    pub version: u64,
    /// What happened, as a catalog message each reader words in their
    /// language (`docs/PROTOCOL.md` "Messages").
    pub msg: Msg,
    /// The seat whose command produced this line.
    pub by: Seat,
    /// The event the line tells, redacted like the text (for highlighting the
    /// board things it touched).
    pub event: Event,
}

/// What one command would do, told before it is sent. Previews stop before
/// any hidden or random outcome (a roll, a draw, a revealed card): `then`
/// names it without its content.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PreviewResult {
    pub command: Command,
    /// Why the rules refuse this command now; `null` when they allow it (then
    /// the other fields say what it does).
    pub refused: Option<Msg>,
    /// The game-log lines it would produce, up to the first hidden outcome.
    pub lines: Vec<Msg>,
    /// Change of the seat's Coins, Fame and Shards.
    pub coins: i32,
    pub fame: i32,
    pub shards: i32,
    /// Action Points the acting Character keeps afterwards, if it still acts.
    pub ap_left: Option<u8>,
    /// Wages owed at End Turn afterwards.
    pub wages_due: u32,
    /// The hidden outcome that follows.
    pub then: Option<Msg>,
    /// What the player should know before sending it.
    pub warnings: Vec<Msg>,
}

/// A move the rules refuse now, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Refusal {
    pub command: Command,
    pub reason: Msg,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameState {
    pub version: u64,
    pub status: GameStatus,
    /// Redacted for the socket's viewer.
    pub view: View,
    /// What this seat may send now (always empty for spectators).
    pub legal_commands: Vec<Command>,
    /// Seats the game waits for now (several during Assignment).
    pub waiting_for: Vec<Seat>,
    /// Whether this seat may take back its last command now (`undo`).
    pub can_undo: bool,
    /// In a `snapshot`: the whole log. In an `update`: the new lines only.
    pub log: Vec<LogLine>,
}

/// Messages the server sends.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// First message on every socket: who you are and the lobby.
    Welcome { viewer: Viewer, lobby: LobbyInfo },
    /// The lobby changed (seats, names, connections, status).
    Lobby { lobby: LobbyInfo },
    /// The whole game for this viewer: sent after `welcome` once the game has
    /// started, when it starts, and on `resync`.
    Snapshot { state: GameState },
    /// A command was applied: the new state for this viewer and the new log lines.
    Update { state: GameState },
    /// Your command `request_id` was stored and applied; the game is now at `version`.
    Ack { request_id: String, version: u64 },
    /// Answer to `preview`, computed at state `version`, one result per command asked.
    Preview {
        request_id: String,
        version: u64,
        results: Vec<PreviewResult>,
    },
    /// Answer to `why_not`, computed at state `version`.
    WhyNot {
        request_id: String,
        version: u64,
        refusals: Vec<Refusal>,
    },
    /// Something you sent was refused; nothing changed.
    Error {
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        request_id: Option<String>,
        error: ErrorCode,
        message: String,
        /// `message` as a catalog message, when the catalogs word it.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        words: Option<Msg>,
    },
    Pong {
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        request_id: Option<String>,
    },
    /// Your chat message `request_id` was stored as message `id`.
    ChatAck { request_id: String, id: u64 },
    /// A new message in a channel this socket reads.
    Chat { message: ChatMessage },
    /// Messages of a channel, oldest first: on connecting (the latest
    /// [`CHAT_PAGE`] of each channel the socket reads that has any, without
    /// `request_id`) and in answer to `chat_history`. `more`: older ones exist.
    ChatHistory {
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        request_id: Option<String>,
        channel: ChatChannel,
        messages: Vec<ChatMessage>,
        more: bool,
    },
}
