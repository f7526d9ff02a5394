//! One task per live game. A [`GameHandle`] (cheap to clone, a bounded mpsc
//! sender) fronts the [`GameActor`], which alone owns the game's lobby, its
//! rules state and its command log, and handles requests one at a time. Each
//! request carries a oneshot for the answer; changes go to each open socket's
//! own queue ([`Sockets`]), rendered once per viewer that has a socket.
//!
//! A command is checked on a clone of the state, appended to the log through
//! the group commit ([`Committer`]), and only when its batch has committed
//! does the clone become the state; then every viewer is sent its own
//! redacted view. A failed append changes nothing.
//!
//! Every seat's legal commands are computed once per command and kept (with
//! their JSON, made when first sent), for the messages, the `stale_version`
//! check and the bots. Changes of the lobby that only move connection counts
//! are sent at most every [`LOBBY_COALESCE`], so sockets coming and going do
//! not cost every other socket a message each.
//!
//! Bot seats are played by the actor itself: when the game waits for a bot,
//! a timer (`BOT_DELAY_MS`) fires, the bot picks from its seat's
//! [`Observation`] (the seat's view and legal commands, nothing hidden) and
//! its command goes through the same checked, stored, broadcast path as a
//! player's.
//!
//! On a node of a cluster the task holds its game's lease (see `cluster`):
//! its appends carry the lease's epoch, which the database checks, and it
//! stops as soon as it learns that another node took the game over.

use std::collections::VecDeque;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::RngCore;
use tokio::sync::{mpsc, oneshot, watch};
use tracing::Instrument;
use trickerion_bot::{make_bot, Bot, BotLevel, Observation};

use crate::auth;
use crate::cluster::{Call, Lease, Remote, Renewal};
use crate::commit::Committer;
use crate::engine::{Command, Event, Game, GameConfig, Seat, Viewer};
use crate::error::Error;
use crate::metrics::Metrics;
use crate::protocol::{
    GameOptions, GameStatus, LobbyInfo, LogLine, PreviewResult, Refusal, RematchInfo, SeatInfo,
    ServerMessage, StandInReason, MAX_PREVIEWS,
};
use crate::render::{self, SeatLegal, StateRef};
use crate::sockets::{Outgoing, Sockets, Text};
use crate::store::{
    GameStore, LogEntry, StoreError, StoredBot, StoredGame, StoredSeat, StoredStatus, StoredTable,
};

/// Requests waiting for a busy game before senders wait too.
const MAILBOX: usize = 256;
/// How long a bot waits, at least, before it moves after a person's command
/// that can still be taken back.
const TAKE_BACK_GRACE: Duration = Duration::from_secs(2);
/// Lobby changes that only move connection counts wait this long, so that a
/// crowd of sockets coming and going makes one `lobby` message.
pub const LOBBY_COALESCE: Duration = Duration::from_millis(250);
/// How often lagging sockets are offered a snapshot while no update comes.
const RESYNC_RETRY: Duration = Duration::from_millis(200);
/// Requests per seat remembered, to answer a repeated one instead of playing
/// it twice.
const RECENT: usize = 16;

/// How a game task paces itself.
#[derive(Clone, Debug)]
pub struct ActorSettings {
    /// A game without sockets leaves memory after this.
    pub idle_timeout: Duration,
    /// How long a bot seat waits before it plays.
    pub bot_delay: Duration,
    /// Turns true (or its sender goes away) when the server stops: the task
    /// then stops too, so its bots never write after the server is gone.
    pub shutdown: Option<watch::Receiver<bool>>,
    /// Open sockets without a seat a game takes.
    pub max_spectators: u32,
    /// Clocks, presence, stand-ins and webhooks.
    pub table: TableSettings,
}

mod table;
pub use table::{RematchSource, TableSettings};

/// Who is on the other end of a connection. `holder` tells apart successive
/// holders of one seat, so a socket of a player who left cannot read the view
/// of the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Member {
    pub viewer: Viewer,
    pub holder: u64,
}

/// What a socket gets when it joins a game: who it is, and its queue of
/// messages (`welcome` and, once started, `snapshot` first). The connection
/// counts as open until this is dropped (however the socket ends, even if
/// it never opens), and it closes when the game stops.
pub struct Connection {
    pub member: Member,
    pub outgoing: mpsc::Receiver<Outgoing>,
    guard: Option<Counted>,
}

impl Connection {
    /// Splits off the part that keeps the connection counted.
    pub fn into_parts(self) -> (Member, mpsc::Receiver<Outgoing>, impl Send + 'static) {
        (self.member, self.outgoing, self.guard)
    }

    /// A connection to a game that runs on another node: its messages come
    /// through `outgoing`, fed by the relay in `cluster`, which counts it there.
    pub(crate) fn relayed(member: Member, outgoing: mpsc::Receiver<Outgoing>) -> Connection {
        Connection {
            member,
            outgoing,
            guard: None,
        }
    }
}

/// Uncounts its connection when dropped.
struct Counted {
    game: Option<mpsc::Sender<Request>>,
    id: u64,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let Some(tx) = self.game.take() else { return };
        let id = self.id;
        if let Err(mpsc::error::TrySendError::Full(request)) =
            tx.try_send(Request::Disconnect { id })
        {
            if let Ok(rt) = tokio::runtime::Handle::try_current() {
                rt.spawn(async move {
                    let _ = tx.send(request).await;
                });
            }
        }
    }
}

/// Answer to a seat request.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct Joined {
    pub seat: Seat,
}

enum Request {
    Lobby {
        reply: oneshot::Sender<LobbyInfo>,
    },
    StandIn {
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: String,
        reply: oneshot::Sender<Result<LobbyInfo, Error>>,
    },
    HandBack {
        seat: Seat,
        token_hash: String,
        reply: oneshot::Sender<Result<LobbyInfo, Error>>,
    },
    SetWebhook {
        seat: Seat,
        token_hash: String,
        url: Option<String>,
        reply: oneshot::Sender<Result<(), Error>>,
    },
    RematchSource {
        token_hash: String,
        reply: oneshot::Sender<Result<RematchSource, Error>>,
    },
    RematchMade {
        rematch: RematchInfo,
    },
    Join {
        seat: Seat,
        name: String,
        token_hash: String,
        /// Move the seat this token holds instead of taking a new one.
        moving: bool,
        reply: oneshot::Sender<Result<Joined, Error>>,
    },
    Leave {
        seat: Seat,
        token_hash: String,
        reply: oneshot::Sender<Result<(), Error>>,
    },
    Start {
        creator_token_hash: String,
        reply: oneshot::Sender<Result<(), Error>>,
    },
    /// Gives a free seat to a bot (lobby only, creator only).
    AddBot {
        seat: Seat,
        level: BotLevel,
        creator_token_hash: String,
        reply: oneshot::Sender<Result<(), Error>>,
    },
    /// Frees a bot's seat (lobby only, creator only).
    RemoveBot {
        seat: Seat,
        creator_token_hash: String,
        reply: oneshot::Sender<Result<(), Error>>,
    },
    Connect {
        token_hash: Option<String>,
        reply: oneshot::Sender<Result<Connection, Error>>,
    },
    Disconnect {
        id: u64,
    },
    Snapshot {
        member: Member,
        reply: oneshot::Sender<Result<Text, Error>>,
    },
    Command {
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
        reply: oneshot::Sender<Result<u64, Error>>,
    },
    Preview {
        member: Member,
        request_id: String,
        commands: Vec<Command>,
        reply: oneshot::Sender<Result<ServerMessage, Error>>,
    },
    WhyNot {
        member: Member,
        request_id: String,
        reply: oneshot::Sender<Result<ServerMessage, Error>>,
    },
}

/// The address of a live game. Cloning it is cheap. On a node of a cluster
/// the game may run on another node: then every request goes there (see
/// `cluster`), and the answers are the same.
#[derive(Clone, Debug)]
pub struct GameHandle {
    id: Arc<str>,
    via: Via,
}

#[derive(Clone, Debug)]
enum Via {
    Local(mpsc::Sender<Request>),
    Remote(Remote),
}

impl GameHandle {
    pub fn id(&self) -> &str {
        &self.id
    }

    /// A game that runs on another node.
    pub(crate) fn remote(id: &str, remote: Remote) -> GameHandle {
        GameHandle {
            id: id.into(),
            via: Via::Remote(remote),
        }
    }

    /// Whether the actor has stopped (then the registry loads it again).
    pub fn is_closed(&self) -> bool {
        match &self.via {
            Via::Local(tx) => tx.is_closed(),
            Via::Remote(_) => false,
        }
    }

    pub async fn lobby(&self) -> Result<LobbyInfo, Error> {
        match &self.via {
            Via::Local(tx) => ask(tx, |reply| Request::Lobby { reply }).await,
            Via::Remote(r) => r.call(&self.id, Call::Lobby).await,
        }
    }

    /// Takes `seat` under a new token, or (`moving`) moves the holder of
    /// `token_hash` there.
    pub async fn join(
        &self,
        seat: Seat,
        name: String,
        token_hash: String,
        moving: bool,
    ) -> Result<Joined, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::Join {
                    seat,
                    name,
                    token_hash,
                    moving,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::Join {
                    seat,
                    name,
                    token_hash,
                    moving,
                };
                r.call(&self.id, call).await
            }
        }
    }

    pub async fn leave(&self, seat: Seat, token_hash: String) -> Result<(), Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::Leave {
                    seat,
                    token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => r.call(&self.id, Call::Leave { seat, token_hash }).await,
        }
    }

    pub async fn start(&self, creator_token_hash: String) -> Result<(), Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::Start {
                    creator_token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => r.call(&self.id, Call::Start { creator_token_hash }).await,
        }
    }

    /// Gives the free `seat` to a bot of `level`.
    pub async fn add_bot(
        &self,
        seat: Seat,
        level: BotLevel,
        creator_token_hash: String,
    ) -> Result<(), Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::AddBot {
                    seat,
                    level,
                    creator_token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::AddBot {
                    seat,
                    level,
                    creator_token_hash,
                };
                r.call(&self.id, call).await
            }
        }
    }

    /// Takes the bot off `seat`.
    pub async fn remove_bot(&self, seat: Seat, creator_token_hash: String) -> Result<(), Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::RemoveBot {
                    seat,
                    creator_token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::RemoveBot {
                    seat,
                    creator_token_hash,
                };
                r.call(&self.id, call).await
            }
        }
    }

    /// Opens a connection: a seat's with its token hash, a spectator's without.
    /// For a game on another node, the connection is relayed from there.
    pub async fn connect(&self, token_hash: Option<String>) -> Result<Connection, Error> {
        match &self.via {
            Via::Local(tx) => ask(tx, |reply| Request::Connect { token_hash, reply }).await?,
            Via::Remote(r) => r.connect(&self.id, token_hash).await,
        }
    }

    /// A full `snapshot` message (or the lobby before the start).
    pub async fn snapshot(&self, member: Member) -> Result<Text, Error> {
        match &self.via {
            Via::Local(tx) => ask(tx, |reply| Request::Snapshot { member, reply }).await?,
            Via::Remote(r) => r
                .call::<String>(&self.id, Call::Snapshot { member })
                .await
                .map(Text::from),
        }
    }

    /// What `commands` would do for the member's seat (a `preview` message).
    pub async fn preview(
        &self,
        member: Member,
        request_id: String,
        commands: Vec<Command>,
    ) -> Result<ServerMessage, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::Preview {
                    member,
                    request_id,
                    commands,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::Preview {
                    member,
                    request_id,
                    commands,
                };
                r.call(&self.id, call).await
            }
        }
    }

    /// Why the member's seat may not use the board things it may not use now
    /// (a `why_not` message).
    pub async fn why_not(
        &self,
        member: Member,
        request_id: String,
    ) -> Result<ServerMessage, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::WhyNot {
                    member,
                    request_id,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => r.call(&self.id, Call::WhyNot { member, request_id }).await,
        }
    }

    /// Asks a bot to play an away seat (the creator, or a vote of another player).
    pub async fn stand_in(
        &self,
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: String,
    ) -> Result<LobbyInfo, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::StandIn {
                    seat,
                    level,
                    token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::StandIn {
                    seat,
                    level,
                    token_hash,
                };
                r.call(&self.id, call).await
            }
        }
    }

    /// Takes the stand-in bot off a seat (its player or the creator).
    pub async fn hand_back(&self, seat: Seat, token_hash: String) -> Result<LobbyInfo, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::HandBack {
                    seat,
                    token_hash,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => r.call(&self.id, Call::HandBack { seat, token_hash }).await,
        }
    }

    /// Sets or clears the seat's turn webhook (its own token).
    pub async fn set_webhook(
        &self,
        seat: Seat,
        token_hash: String,
        url: Option<String>,
    ) -> Result<(), Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::SetWebhook {
                    seat,
                    token_hash,
                    url,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                let call = Call::SetWebhook {
                    seat,
                    token_hash,
                    url,
                };
                r.call(&self.id, call).await
            }
        }
    }

    /// The finished game's options and seats, for a player's rematch.
    pub async fn rematch_source(&self, token_hash: String) -> Result<RematchSource, Error> {
        match &self.via {
            Via::Local(tx) => ask(tx, |reply| Request::RematchSource { token_hash, reply }).await?,
            Via::Remote(r) => r.call(&self.id, Call::RematchSource { token_hash }).await,
        }
    }

    /// Tells the game its rematch exists (its lobby shows it).
    pub async fn rematch_made(&self, rematch: RematchInfo) {
        match &self.via {
            Via::Local(tx) => {
                let _ = tx.send(Request::RematchMade { rematch }).await;
            }
            Via::Remote(r) => {
                if let Err(e) = r.call::<()>(&self.id, Call::RematchMade { rematch }).await {
                    tracing::warn!(game_id = %self.id, error = %e, "the game's node did not take its rematch");
                }
            }
        }
    }

    /// Plays `command`; answers the new version once it is stored and
    /// applied. The same `request_id` with the same command and version as a
    /// recent command of this seat gets that command's answer again.
    pub async fn command(
        &self,
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
    ) -> Result<u64, Error> {
        match &self.via {
            Via::Local(tx) => {
                ask(tx, |reply| Request::Command {
                    member,
                    request_id,
                    command,
                    version,
                    reply,
                })
                .await?
            }
            Via::Remote(r) => {
                r.command_forwarded();
                let call = Call::Command {
                    member,
                    request_id,
                    command,
                    version,
                };
                r.call(&self.id, call).await
            }
        }
    }
}

/// Sends a request to a game task and waits for its answer.
async fn ask<T>(
    tx: &mpsc::Sender<Request>,
    make: impl FnOnce(oneshot::Sender<T>) -> Request,
) -> Result<T, Error> {
    let (reply, answer) = oneshot::channel();
    tx.send(make(reply)).await.map_err(|_| Error::ActorGone)?;
    answer.await.map_err(|_| Error::ActorGone)
}

struct Holder {
    name: String,
    token_hash: String,
    id: u64,
    /// Set for a seat the server's bot plays.
    bot: Option<StoredBot>,
}

/// A command a seat sent recently, and the version it made.
struct Recent {
    request_id: String,
    version: Option<u64>,
    command: Command,
    acked: u64,
}

/// Owns one game. See the module docs.
/// Why a stored game no longer replays.
#[derive(Clone, Debug)]
pub struct ReplayFailure {
    /// The log step that failed; `None` when the options no longer set up.
    pub step: Option<u64>,
    /// The full reason, with the command (for the operator: may name
    /// hidden choices).
    pub detail: String,
}

impl ReplayFailure {
    /// What players may read: where it broke, not the command's content.
    pub fn public(&self) -> String {
        match self.step {
            Some(step) => format!(
                "step {step} of its log no longer replays under this server's rules; \
                 the server's operator has the details"
            ),
            None => "its options no longer set up a game on this server".into(),
        }
    }
}

/// Replays a stored game's log through the current rules crate: the game
/// and each step's events, or why it no longer replays (`verify` reports it;
/// a game that fails to load shows as broken).
///
/// # Errors
/// The step that no longer replays and why.
pub fn replay(stored: &StoredGame) -> Result<(Game, Vec<Vec<Event>>), ReplayFailure> {
    let mut game = Game::new(stored.config.clone()).map_err(|e| ReplayFailure {
        step: None,
        detail: format!("its options no longer set up a game: {e}"),
    })?;
    // Players may take back a misclick; the log replays its take-backs.
    game.allow_take_backs();
    let mut events = Vec::with_capacity(stored.log.len());
    for (i, entry) in stored.log.iter().enumerate() {
        let step = i as u64 + 1;
        if entry.seq != step {
            return Err(ReplayFailure {
                step: Some(step),
                detail: format!(
                    "its log has a gap: step {} found at position {step}",
                    entry.seq
                ),
            });
        }
        let produced = game.apply(entry.seat, &entry.command).map_err(|e| {
            let command = serde_json::to_string(&entry.command).unwrap_or_default();
            ReplayFailure {
                step: Some(step),
                detail: format!(
                    "step {step} (seat {}: {command}) no longer replays: {e}",
                    entry.seat.0
                ),
            }
        })?;
        events.push(produced);
    }
    Ok((game, events))
}

/// The lobby of a game that no longer loads, from what is stored.
pub fn broken_lobby(stored: &StoredGame, reason: String) -> LobbyInfo {
    let c = &stored.config;
    let mut seats: Vec<SeatInfo> = (0..c.players)
        .map(|s| SeatInfo {
            seat: Seat(s),
            name: None,
            connected: false,
            bot: None,
            away_since: None,
            stand_in: None,
            stand_in_votes: Vec::new(),
            clock: None,
        })
        .collect();
    for seat in &stored.seats {
        if let Some(info) = seats.get_mut(seat.seat.index()) {
            info.name = Some(seat.name.clone());
            info.bot = seat.bot.map(|b| b.level);
        }
    }
    LobbyInfo {
        game_id: stored.id.clone(),
        status: GameStatus::Broken,
        options: game_options(c),
        seats,
        spectators: 0,
        visitors: 0,
        version: stored.log.len() as u64,
        rules_version: c.rules_version,
        waiting_for: Vec::new(),
        listed: false,
        clock: None,
        rematch: None,
        broken: Some(reason),
    }
}

pub fn game_options(c: &GameConfig) -> GameOptions {
    GameOptions {
        players: c.players,
        beginner_setup: c.beginner_setup,
        dark_alley: c.dark_alley,
        prophecies: c.prophecies,
        fame_caps: c.fame_caps,
        powers: c.powers,
        duel: c.duel,
        academy: c.academy,
        heir: c.heir,
        difficulty: c
            .heir
            .then(|| c.difficulty.unwrap_or(crate::engine::Difficulty::Normal)),
        content: c.content.clone(),
    }
}

pub struct GameActor {
    id: Arc<str>,
    store: Arc<dyn GameStore>,
    committer: Committer,
    metrics: Arc<Metrics>,
    settings: ActorSettings,
    /// This actor's own mailbox, for the connections it hands out.
    mailbox: mpsc::WeakSender<Request>,

    config: GameConfig,
    started: bool,
    creator_token_hash: String,
    seats: Vec<Option<Holder>>,
    next_holder: u64,
    sockets: Sockets,
    /// When the coalesced `lobby` message is due; `None` while none is.
    lobby_due: Option<tokio::time::Instant>,
    /// When lagging sockets are next offered a snapshot.
    resync_due: Option<tokio::time::Instant>,

    game: Game,
    /// The events of each applied command; `events[i]` came from version `i + 1`.
    events: Vec<Vec<Event>>,
    /// The seat that sent each applied command; `by[i]` sent version `i + 1`.
    by: Vec<Seat>,
    /// Per seat: its legal commands and the version at which they last changed.
    legal: Vec<SeatLegal>,
    /// Per seat: its recent commands, newest last.
    recent: Vec<VecDeque<Recent>>,
    /// Set when the store holds steps this actor has not seen: it must stop.
    out_of_date: bool,
    /// Per seat: the bot playing it, if any.
    bots: Vec<Option<Box<dyn Bot + Send>>>,
    /// When the next bot move is due; `None` while no bot is waited for.
    bot_due: Option<tokio::time::Instant>,
    /// Presence, stand-ins, clocks, webhooks, rematch.
    table: table::Table,
    /// On a node of a cluster: this game's lease, renewed while it runs.
    lease: Option<HeldLease>,
    /// When the task last did something other than renewing its lease (the
    /// idle unload counts from here).
    busy_at: tokio::time::Instant,
}

/// A lease the game task holds (the node renews it; see `cluster`).
struct HeldLease {
    lease: Lease,
    /// Until when the last successful renewal (or the grant) holds for sure.
    valid_until: tokio::time::Instant,
    /// Set once another node has it: the task stops and must not release it.
    lost: bool,
}

impl GameActor {
    /// Rebuilds a game from its stored config and log, and starts its task.
    ///
    /// # Errors
    /// `Internal` if the stored game does not replay (corrupt data or rules
    /// that changed incompatibly).
    pub fn spawn(
        stored: StoredGame,
        stored_table: StoredTable,
        store: Arc<dyn GameStore>,
        committer: Committer,
        metrics: Arc<Metrics>,
        settings: ActorSettings,
        lease: Option<Lease>,
    ) -> Result<GameHandle, Error> {
        let id: Arc<str> = stored.id.clone().into();
        let (game, events) = replay(&stored).map_err(Error::Broken)?;
        let by = stored.log.iter().map(|entry| entry.seat).collect();
        let players = usize::from(stored.config.players);
        let mut seats: Vec<Option<Holder>> = (0..players).map(|_| None).collect();
        let mut bots: Vec<Option<Box<dyn Bot + Send>>> = (0..players).map(|_| None).collect();
        let mut next_holder = 1;
        for StoredSeat {
            seat,
            name,
            token_hash,
            bot,
        } in stored.seats
        {
            let slot = seats.get_mut(seat.index()).ok_or_else(|| {
                Error::Internal(format!("stored game {id} has a player in seat {}", seat.0))
            })?;
            *slot = Some(Holder {
                name,
                token_hash,
                id: next_holder,
                bot,
            });
            next_holder += 1;
            if let Some(bot) = bot {
                bots[seat.index()] =
                    Some(make_bot(bot.level, bot_seed(bot.seed, events.len() as u64)));
            }
        }
        // Bots standing in for away players go on playing.
        for (seat, s) in &stored_table.stand_ins {
            if let Some(slot) = bots.get_mut(seat.index()) {
                *slot = Some(make_bot(s.level, bot_seed(s.seed, events.len() as u64)));
            }
        }
        let table = table::Table::new(
            stored_table,
            stored.config.players,
            settings.table.clock.now_ms(),
        );
        let version = events.len() as u64;
        let legal = (0..players)
            .map(|s| SeatLegal::new(game.legal_commands(Seat(s as u8)), version))
            .collect();
        let (tx, rx) = mpsc::channel(MAILBOX);
        let mut actor = GameActor {
            id: id.clone(),
            store,
            committer,
            metrics: metrics.clone(),
            settings,
            mailbox: tx.downgrade(),
            sockets: Sockets::new(stored.config.players),
            config: stored.config,
            started: stored.status == StoredStatus::Playing,
            creator_token_hash: stored.creator_token_hash,
            seats,
            next_holder,
            lobby_due: None,
            resync_due: None,
            game,
            events,
            by,
            legal,
            recent: (0..players).map(|_| VecDeque::new()).collect(),
            out_of_date: false,
            bots,
            bot_due: None,
            table,
            lease: lease.map(|lease| HeldLease {
                valid_until: lease.granted_at + lease.ttl,
                lease,
                lost: false,
            }),
            busy_at: tokio::time::Instant::now(),
        };
        actor.schedule_bots();
        // A root span: the game outlives whichever request loaded it.
        let span = tracing::info_span!(parent: None, "game", game_id = %id);
        tokio::spawn(actor.run(rx).instrument(span));
        Ok(GameHandle {
            id,
            via: Via::Local(tx),
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Request>) {
        // Counted as live until this task ends, even by a panic.
        let _live = LiveGame::new(self.metrics.clone());
        let _owned = self
            .lease
            .as_ref()
            .map(|_| OwnedGame::new(self.metrics.clone()));
        tracing::info!(
            version = self.version(),
            epoch = self.lease.as_ref().map(|l| l.lease.epoch),
            "game loaded"
        );
        let mut shutdown = self.settings.shutdown.take();
        let mut renewals = self.lease.as_ref().map(|l| l.lease.renewals.clone());
        loop {
            // A lease not renewed in time (the node was paused, or the
            // database slow) is checked before anything else is done.
            if self
                .lease
                .as_ref()
                .is_some_and(|l| tokio::time::Instant::now() >= l.valid_until)
                && !self.renew_lease().await
            {
                break;
            }
            let idle = self.sockets.is_empty();
            let (bot_due, lobby_due, resync_due) = (self.bot_due, self.lobby_due, self.resync_due);
            let lease_until = self.lease.as_ref().map(|l| l.valid_until);
            let idle_until = self.busy_at + self.settings.idle_timeout;
            let deadline = self.clock_deadline();
            let clock = self.settings.table.clock.clone();
            tokio::select! {
                biased;
                () = server_stopped(shutdown.as_mut()) => break,
                renewal = lease_news(renewals.as_mut()), if renewals.is_some() => {
                    if self.lease_renewed(renewal) {
                        continue;
                    }
                    break;
                }
                () = sleep_until_due(lease_until), if lease_until.is_some() => {
                    if self.renew_lease().await {
                        continue;
                    }
                    break;
                }
                request = rx.recv() => match request {
                    Some(request) => self.handle(request).await,
                    None => break,
                },
                () = sleep_until_due(lobby_due), if lobby_due.is_some() => self.lobby_now(),
                () = sleep_until_due(resync_due), if resync_due.is_some() => self.resync_lagging(),
                () = sleep_until_due(bot_due), if bot_due.is_some() => self.play_bot().await,
                () = clock.until(deadline.unwrap_or(u64::MAX)), if deadline.is_some() => self.clock_ran_out().await,
                () = tokio::time::sleep_until(idle_until), if idle && deadline.is_none() => {
                    // Refuse new requests, but answer those already queued.
                    rx.close();
                    while let Some(request) = rx.recv().await {
                        self.handle(request).await;
                    }
                    break;
                }
            }
            self.busy_at = tokio::time::Instant::now();
            if self.out_of_date {
                tracing::warn!("the stored game may differ from this task's; unloading");
                break;
            }
        }
        // The sockets' queues close with the task, which tells them.
        for _ in 0..self.sockets.clear() {
            self.metrics.connection_closed();
        }
        if let Some(held) = self.lease.as_ref().filter(|l| !l.lost) {
            let l = &held.lease;
            if let Err(e) = self.store.release_lease(&self.id, &l.node, l.epoch).await {
                tracing::warn!(error = %e, "lease not released; it runs out by itself");
            }
        }
        tracing::info!(version = self.version(), "game unloaded");
    }

    /// Takes in the node's news of the lease; false when the task must stop.
    fn lease_renewed(&mut self, renewal: Renewal) -> bool {
        let Some(held) = self.lease.as_mut() else {
            return true;
        };
        match renewal {
            Renewal::Until(until) => {
                held.valid_until = held.valid_until.max(until);
                true
            }
            Renewal::Lost => {
                held.lost = true;
                self.metrics.lease_lost();
                tracing::warn!(
                    epoch = held.lease.epoch,
                    "another node took this game over; stopping here"
                );
                false
            }
        }
    }

    /// Renews this game's lease on its own, when the node's renewals did not
    /// come in time; false when the task must stop: another node took the
    /// game over, or the database cannot say.
    async fn renew_lease(&mut self) -> bool {
        let Some(held) = self.lease.as_ref() else {
            return true;
        };
        let started = tokio::time::Instant::now();
        let l = &held.lease;
        let renewed = self
            .store
            .renew_lease(&self.id, &l.node, l.epoch, l.ttl)
            .await;
        match renewed {
            Ok(true) => {
                if let Some(held) = self.lease.as_mut() {
                    held.valid_until = started + held.lease.ttl;
                }
                true
            }
            Ok(false) => self.lease_renewed(Renewal::Lost),
            Err(e) => {
                tracing::error!(error = %e, "lease not renewed before it ran out; stopping here");
                false
            }
        }
    }

    async fn handle(&mut self, request: Request) {
        match request {
            Request::Lobby { reply } => {
                let _ = reply.send(self.lobby_info());
            }
            Request::StandIn {
                seat,
                level,
                token_hash,
                reply,
            } => {
                let result = self.ask_stand_in(seat, level, &token_hash).await;
                let _ = reply.send(result.map(|()| self.lobby_info()));
            }
            Request::HandBack {
                seat,
                token_hash,
                reply,
            } => {
                let result = self.ask_hand_back(seat, &token_hash).await;
                let _ = reply.send(result.map(|()| self.lobby_info()));
            }
            Request::SetWebhook {
                seat,
                token_hash,
                url,
                reply,
            } => {
                let result = self.set_webhook(seat, &token_hash, url).await;
                let _ = reply.send(result);
            }
            Request::RematchSource { token_hash, reply } => {
                let _ = reply.send(self.rematch_source(&token_hash));
            }
            Request::RematchMade { rematch } => self.rematch_made(rematch),
            Request::Join {
                seat,
                name,
                token_hash,
                moving,
                reply,
            } => {
                let result = self.join(seat, name, token_hash, moving).await;
                let _ = reply.send(result);
            }
            Request::Leave {
                seat,
                token_hash,
                reply,
            } => {
                let result = self.leave(seat, &token_hash).await;
                let _ = reply.send(result);
            }
            Request::Start {
                creator_token_hash,
                reply,
            } => {
                let result = self.start(&creator_token_hash).await;
                let _ = reply.send(result);
            }
            Request::AddBot {
                seat,
                level,
                creator_token_hash,
                reply,
            } => {
                let result = self.add_bot(seat, level, &creator_token_hash).await;
                let _ = reply.send(result);
            }
            Request::RemoveBot {
                seat,
                creator_token_hash,
                reply,
            } => {
                let result = self.remove_bot(seat, &creator_token_hash).await;
                let _ = reply.send(result);
            }
            Request::Connect { token_hash, reply } => {
                let result = self.connect(token_hash.as_deref());
                let seat = result.as_ref().ok().and_then(|c| c.member.viewer.seat());
                match reply.send(result) {
                    Err(Ok(mut connection)) => {
                        // Nobody waits for it any more (the client went away
                        // during the upgrade): uncount it now.
                        if let Some(mut guard) = connection.guard.take() {
                            guard.game = None;
                            self.disconnect(guard.id);
                        }
                    }
                    _ => {
                        if let Some(seat) = seat {
                            self.seat_arrived(seat).await;
                        }
                    }
                }
            }
            Request::Disconnect { id } => self.disconnect(id),
            Request::Snapshot { member, reply } => {
                let result = self
                    .check_member(member)
                    .map(|()| self.snapshot(member.viewer));
                let _ = reply.send(result);
            }
            Request::Command {
                member,
                request_id,
                command,
                version,
                reply,
            } => {
                let result = self
                    .timed_command(member, request_id, command, version, false)
                    .await;
                let _ = reply.send(result);
            }
            Request::Preview {
                member,
                request_id,
                commands,
                reply,
            } => {
                let _ = reply.send(self.preview(member, request_id, &commands));
            }
            Request::WhyNot {
                member,
                request_id,
                reply,
            } => {
                let _ = reply.send(self.why_not(member, request_id));
            }
        }
    }

    /// The seat a preview or why-not is asked for: a current player's only.
    fn previewing_seat(&self, member: Member) -> Result<Seat, Error> {
        let Viewer::Seat(seat) = member.viewer else {
            return Err(Error::Forbidden("spectators have no moves to preview"));
        };
        self.check_member(member)?;
        if !self.started {
            return Err(Error::Conflict("the game has not started yet".into()));
        }
        Ok(seat)
    }

    fn preview(
        &self,
        member: Member,
        request_id: String,
        commands: &[Command],
    ) -> Result<ServerMessage, Error> {
        let seat = self.previewing_seat(member)?;
        if commands.len() > MAX_PREVIEWS {
            return Err(Error::BadRequest(format!(
                "at most {MAX_PREVIEWS} commands per preview, not {}",
                commands.len()
            )));
        }
        let names = self.names();
        let results = commands
            .iter()
            .map(|command| {
                // A panic in the rules (a bug) refuses the preview, like a command.
                let attempt =
                    std::panic::catch_unwind(AssertUnwindSafe(|| self.game.preview(seat, command)));
                let outcome = attempt.map_err(|_| {
                    Error::Internal(format!("the rules panicked previewing {command:?}"))
                })?;
                Ok(match outcome {
                    Ok(p) => PreviewResult {
                        command: command.clone(),
                        refused: None,
                        lines: p
                            .events
                            .iter()
                            .map(|e| e.describe_in(&names, self.game.academy_content()))
                            .collect(),
                        coins: p.coins,
                        fame: p.fame,
                        shards: p.shards,
                        ap_left: p.ap_left,
                        wages_due: p.wages_due,
                        then: p.then.map(|h| h.to_string()),
                        warnings: p.warnings.iter().map(ToString::to_string).collect(),
                    },
                    Err(e) => PreviewResult {
                        command: command.clone(),
                        refused: Some(e.to_string()),
                        lines: Vec::new(),
                        coins: 0,
                        fame: 0,
                        shards: 0,
                        ap_left: None,
                        wages_due: 0,
                        then: None,
                        warnings: Vec::new(),
                    },
                })
            })
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(ServerMessage::Preview {
            request_id,
            version: self.version(),
            results,
        })
    }

    fn why_not(&self, member: Member, request_id: String) -> Result<ServerMessage, Error> {
        let seat = self.previewing_seat(member)?;
        let refusals = std::panic::catch_unwind(AssertUnwindSafe(|| self.game.refusals(seat)))
            .map_err(|_| Error::Internal("the rules panicked listing refusals".into()))?
            .into_iter()
            .map(|r| Refusal {
                command: r.command,
                reason: r.reason.to_string(),
            })
            .collect();
        Ok(ServerMessage::WhyNot {
            request_id,
            version: self.version(),
            refusals,
        })
    }

    /// [`GameActor::command`] with its span, log lines and metrics; the one
    /// path of every game command, a player's or a bot's.
    async fn timed_command(
        &mut self,
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
        by_bot: bool,
    ) -> Result<u64, Error> {
        if let (false, Some(seat)) = (by_bot, member.viewer.seat()) {
            if let Some(s) = self.table.stand_in(seat) {
                return Err(Error::Conflict(match s.reason {
                    StandInReason::Forfeited => {
                        "this seat forfeited on time: a bot plays it to the end".into()
                    }
                    _ => "a bot plays this seat for now; reconnect to take it back".into(),
                }));
            }
        }
        let seat = member.viewer.seat().map(|s| s.0);
        let span = tracing::info_span!("command", seat, by_bot, version = self.version());
        let started = Instant::now();
        let result = self
            .command(member, request_id, command, version)
            .instrument(span.clone())
            .await;
        self.metrics
            .command_handled(result.is_ok(), started.elapsed());
        if by_bot {
            self.metrics.bot_command(result.is_ok());
        }
        span.in_scope(|| match &result {
            Ok(v) => tracing::debug!(new_version = v, "command applied"),
            Err(e) if by_bot => tracing::error!(reason = %e, "bot command refused"),
            Err(e) => {
                e.log();
                tracing::debug!(reason = %e, "command refused");
            }
        });
        result
    }

    /// Sets the bot timer when the game waits for a bot seat. A timer already
    /// running is kept, so players' commands never hold a bot back.
    fn schedule_bots(&mut self) {
        let waits_for_bot = self.started
            && !self.game.is_over()
            && self
                .game
                .waiting_for()
                .iter()
                .any(|s| self.bots.get(s.index()).is_some_and(Option::is_some));
        if !waits_for_bot {
            self.bot_due = None;
        } else if self.bot_due.is_none() {
            // A person who just moved may still take it back: a bot does not
            // snatch that chance away at once.
            let person_may_take_back = (0..self.config.players)
                .map(Seat)
                .any(|s| self.bots[s.index()].is_none() && self.game.can_take_back(s));
            let delay = if person_may_take_back {
                self.settings.bot_delay.max(TAKE_BACK_GRACE)
            } else {
                self.settings.bot_delay
            };
            self.bot_due = Some(tokio::time::Instant::now() + delay);
        }
    }

    /// Plays one command for the first bot seat the game waits for.
    async fn play_bot(&mut self) {
        self.bot_due = None;
        let Some(seat) = self
            .game
            .waiting_for()
            .into_iter()
            .find(|s| self.bots.get(s.index()).is_some_and(Option::is_some))
        else {
            return;
        };
        let Some(holder) = self.seats[seat.index()].as_ref().map(|h| h.id) else {
            return;
        };
        let game = &self.game;
        let legal = self.legal[seat.index()].commands.clone();
        let Some(bot) = self.bots[seat.index()].as_mut() else {
            return;
        };
        // The bot sees the seat's Observation only. A panic (a bot bug) must
        // not take the game down: the seat then stalls, loudly.
        let chosen = std::panic::catch_unwind(AssertUnwindSafe(|| {
            if legal.is_empty() {
                return None;
            }
            let obs = Observation::with_legal(game, seat, legal);
            Some(bot.choose(&obs))
        }));
        let command = match chosen {
            Ok(Some(command)) => command,
            Ok(None) => {
                tracing::error!(
                    seat = seat.0,
                    "the game waits for a bot seat that has no legal command"
                );
                return;
            }
            Err(_) => {
                self.metrics.bot_command(false);
                tracing::error!(seat = seat.0, "the bot panicked; its seat stalls");
                return;
            }
        };
        let member = Member {
            viewer: Viewer::Seat(seat),
            holder,
        };
        let version = self.version();
        if self
            .timed_command(member, None, command, Some(version), true)
            .await
            .is_err()
        {
            // A storage outage: try again later, never in a tight loop.
            let retry = self.settings.bot_delay.max(Duration::from_secs(1));
            self.bot_due = Some(tokio::time::Instant::now() + retry);
        }
    }

    fn version(&self) -> u64 {
        self.events.len() as u64
    }

    fn status(&self) -> GameStatus {
        if !self.started {
            GameStatus::Lobby
        } else if self.game.is_over() {
            GameStatus::Finished
        } else {
            GameStatus::Playing
        }
    }

    fn names(&self) -> Vec<String> {
        self.config.table_names(
            self.seats
                .iter()
                .enumerate()
                .map(|(i, holder)| match holder {
                    Some(h) => h.name.clone(),
                    None => Seat(i as u8).to_string(),
                })
                .collect(),
        )
    }

    fn lobby_info(&self) -> LobbyInfo {
        let c = &self.config;
        LobbyInfo {
            game_id: self.id.to_string(),
            status: self.status(),
            options: game_options(c),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, holder)| {
                    let bot = holder.as_ref().and_then(|h| h.bot).map(|b| b.level);
                    let seat = Seat(i as u8);
                    let connected = self.sockets.seat_connected(seat) || bot.is_some();
                    SeatInfo {
                        seat,
                        name: holder.as_ref().map(|h| h.name.clone()),
                        // A bot is always at the table.
                        connected,
                        bot,
                        away_since: (holder.is_some() && !connected)
                            .then(|| self.table.away_since[i])
                            .flatten(),
                        stand_in: self.table.stand_in(seat),
                        stand_in_votes: self.table.votes[i].iter().copied().collect(),
                        clock: self.table.clocks.as_ref().map(|c| c.seat(seat)),
                    }
                })
                .collect(),
            spectators: if self.started {
                self.sockets.spectators()
            } else {
                0
            },
            visitors: if self.started {
                0
            } else {
                self.sockets.spectators()
            },
            version: self.version(),
            rules_version: c.rules_version,
            waiting_for: if self.started {
                self.game.waiting_for()
            } else {
                Vec::new()
            },
            listed: self.table.options.listed,
            clock: self.table.options.clock,
            rematch: self.table.rematch.clone(),
            broken: None,
        }
    }

    fn seat_index(&self, seat: Seat) -> Result<usize, Error> {
        if seat.index() < self.seats.len() {
            Ok(seat.index())
        } else {
            Err(Error::NoSuchSeat {
                seat: seat.0,
                last: self.config.players - 1,
            })
        }
    }

    fn seat_of_token(&self, token_hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|h| {
                h.as_ref().is_some_and(|h| {
                    h.bot.is_none() && auth::hashes_match(&h.token_hash, token_hash)
                })
            })
            .map(|i| Seat(i as u8))
    }

    fn lobby_message(&self) -> Text {
        render(&ServerMessage::Lobby {
            lobby: self.lobby_info(),
        })
        .into()
    }

    /// Sends every socket the lobby now (seats or status changed).
    fn lobby_now(&mut self) {
        self.lobby_due = None;
        if !self.sockets.is_empty() {
            let message = self.lobby_message();
            let closed = self.sockets.broadcast(&message);
            self.forgot(closed);
        }
    }

    /// Sends every socket the lobby soon (only connection counts changed).
    fn lobby_changed(&mut self) {
        if self.lobby_due.is_none() {
            self.lobby_due = Some(tokio::time::Instant::now() + LOBBY_COALESCE);
        }
    }

    /// The error for a failed write. When the database may have stored it
    /// after all, this task no longer knows the game: it unloads, and the
    /// game reloads from what is stored (sockets are closed with 1012).
    fn store_failed(&mut self, e: StoreError) -> Error {
        if matches!(e, StoreError::Uncertain(_)) {
            self.out_of_date = true;
        }
        e.into()
    }

    /// Accounts for sockets found closed while sending to them.
    fn forgot(&mut self, closed: usize) {
        for _ in 0..closed {
            self.metrics.connection_closed();
        }
        if closed > 0 {
            self.lobby_changed();
        }
        if self.sockets.lagging() && self.resync_due.is_none() {
            self.resync_due = Some(tokio::time::Instant::now() + RESYNC_RETRY);
        }
    }

    /// The messages that bring a lagging socket up to date.
    fn resync_messages(&self, viewer: Viewer) -> [Text; 2] {
        [self.lobby_message(), self.snapshot(viewer)]
    }

    fn resync_lagging(&mut self) {
        self.resync_due = None;
        let mut sockets = std::mem::take(&mut self.sockets);
        sockets.resync_lagging(|viewer| self.resync_messages(viewer));
        self.sockets = sockets;
        self.forgot(0);
    }

    /// The seat's holder `holder` lost it: its sockets are told and closed.
    fn seat_vacated(&mut self, seat: Seat, holder: u64) {
        for _ in 0..self.sockets.seat_lost(seat, holder) {
            self.metrics.connection_closed();
        }
    }

    async fn join(
        &mut self,
        seat: Seat,
        name: String,
        token_hash: String,
        moving: bool,
    ) -> Result<Joined, Error> {
        let to = self.seat_index(seat)?;
        if self.started {
            return Err(Error::Conflict(
                "the game has started; seats can no longer change".into(),
            ));
        }
        let from = if moving {
            let from = self.seat_of_token(&token_hash).ok_or(Error::Unauthorized(
                "this seat token holds no seat in this game",
            ))?;
            if from == seat {
                return Ok(Joined { seat });
            }
            Some(from)
        } else {
            None
        };
        if self.seats[to].is_some() {
            return Err(Error::Conflict(format!(
                "{seat} is taken; pick a free seat"
            )));
        }
        let result = match from {
            Some(from) => self.store.move_seat(&self.id, from, seat).await,
            None => {
                self.store
                    .claim_seat(
                        &self.id,
                        &StoredSeat {
                            seat,
                            name: name.clone(),
                            token_hash: token_hash.clone(),
                            bot: None,
                        },
                    )
                    .await
            }
        };
        match result {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the lobby was changed elsewhere; look at it again".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        match from {
            Some(from) => {
                let holder = self.seats[from.index()].take();
                if let Some(h) = &holder {
                    self.seat_vacated(from, h.id);
                }
                self.seats[to] = holder;
            }
            None => {
                self.seats[to] = Some(Holder {
                    name,
                    token_hash,
                    id: self.next_holder,
                    bot: None,
                });
                self.next_holder += 1;
            }
        }
        tracing::info!(seat = seat.0, moved_from = from.map(|s| s.0), "seat taken");
        self.lobby_now();
        self.autostart().await;
        Ok(Joined { seat })
    }

    async fn leave(&mut self, seat: Seat, token_hash: &str) -> Result<(), Error> {
        let index = self.seat_index(seat)?;
        // The holder leaves, or the creator frees the seat (taken by mistake,
        // or by someone who never came back).
        let by_creator = auth::hashes_match(&self.creator_token_hash, token_hash);
        let holder = match &self.seats[index] {
            Some(h) if by_creator || auth::hashes_match(&h.token_hash, token_hash) => h.id,
            None if by_creator => return Err(Error::Conflict(format!("{seat} is free already"))),
            _ => {
                return Err(Error::Unauthorized(
                    "this token neither holds that seat nor is the creator's",
                ))
            }
        };
        if self.started {
            return Err(Error::Conflict(
                "the game has started; seats can no longer change".into(),
            ));
        }
        match self.store.release_seat(&self.id, seat).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the lobby was changed elsewhere; look at it again".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        self.seats[index] = None;
        self.bots[index] = None;
        tracing::info!(seat = seat.0, by_creator, "seat left");
        self.seat_vacated(seat, holder);
        self.lobby_now();
        Ok(())
    }

    /// Checks the creator's token and that the lobby is still open.
    fn check_creator_in_lobby(&self, creator_token_hash: &str, what: &str) -> Result<(), Error> {
        if !auth::hashes_match(&self.creator_token_hash, creator_token_hash) {
            return Err(Error::Unauthorized(
                "only the creator's token can seat or remove bots",
            ));
        }
        if self.started {
            return Err(Error::Conflict(format!(
                "the game has started; {what} is no longer possible"
            )));
        }
        Ok(())
    }

    async fn add_bot(
        &mut self,
        seat: Seat,
        level: BotLevel,
        creator_token_hash: &str,
    ) -> Result<(), Error> {
        self.check_creator_in_lobby(creator_token_hash, "adding a bot")?;
        let index = self.seat_index(seat)?;
        if self.seats[index].is_some() {
            return Err(Error::Conflict(format!(
                "{seat} is taken; a bot needs a free seat"
            )));
        }
        let label = match level {
            BotLevel::Random => "Random bot",
            BotLevel::Greedy => "Greedy bot",
        };
        // "Greedy bot", "Greedy bot 2"...: names stay unique in the log.
        let name = (1..)
            .map(|n| {
                if n == 1 {
                    label.to_string()
                } else {
                    format!("{label} {n}")
                }
            })
            .find(|name| !self.seats.iter().flatten().any(|h| &h.name == name))
            .expect("at most four seats");
        let bot = StoredBot {
            level,
            seed: rand::rng().next_u64(),
        };
        // No token hashes to this, so no socket can ever hold the seat.
        let token_hash = format!("bot:{}", auth::new_token());
        let stored = StoredSeat {
            seat,
            name: name.clone(),
            token_hash: token_hash.clone(),
            bot: Some(bot),
        };
        match self.store.claim_seat(&self.id, &stored).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the lobby was changed elsewhere; look at it again".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        self.seats[index] = Some(Holder {
            name,
            token_hash,
            id: self.next_holder,
            bot: Some(bot),
        });
        self.next_holder += 1;
        self.bots[index] = Some(make_bot(level, bot.seed));
        tracing::info!(seat = seat.0, level = level.name(), "bot seated");
        self.lobby_now();
        self.autostart().await;
        Ok(())
    }

    async fn remove_bot(&mut self, seat: Seat, creator_token_hash: &str) -> Result<(), Error> {
        self.check_creator_in_lobby(creator_token_hash, "removing a bot")?;
        let index = self.seat_index(seat)?;
        if self.seats[index].as_ref().and_then(|h| h.bot).is_none() {
            return Err(Error::Conflict(format!("{seat} is not played by a bot")));
        }
        match self.store.release_seat(&self.id, seat).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the lobby was changed elsewhere; look at it again".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        self.seats[index] = None;
        self.bots[index] = None;
        tracing::info!(seat = seat.0, "bot removed");
        self.lobby_now();
        Ok(())
    }

    async fn start(&mut self, creator_token_hash: &str) -> Result<(), Error> {
        if !auth::hashes_match(&self.creator_token_hash, creator_token_hash) {
            return Err(Error::Unauthorized(
                "only the creator's token can start the game",
            ));
        }
        self.start_now().await
    }

    /// A rematch starts by itself once every seat is taken.
    async fn autostart(&mut self) {
        if self.table.options.autostart && !self.started && self.seats.iter().all(Option::is_some) {
            if let Err(e) = self.start_now().await {
                tracing::warn!(error = %e, "the rematch did not start by itself");
            }
        }
    }

    async fn start_now(&mut self) -> Result<(), Error> {
        if self.started {
            return Err(Error::Conflict("the game has already started".into()));
        }
        let free: Vec<String> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, h)| h.is_none())
            .map(|(i, _)| i.to_string())
            .collect();
        if !free.is_empty() {
            return Err(Error::Conflict(format!(
                "every seat must be taken before the start; free seats: {}",
                free.join(", ")
            )));
        }
        match self.store.start_game(&self.id).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the game was changed elsewhere; retry".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        self.started = true;
        tracing::info!("game started");
        self.lobby_now();
        self.broadcast_state(None);
        self.schedule_bots();
        self.table_changed(None).await;
        Ok(())
    }

    fn connect(&mut self, token_hash: Option<&str>) -> Result<Connection, Error> {
        let member = match token_hash {
            None => {
                let limit = self.settings.max_spectators;
                if self.sockets.spectators() >= limit {
                    return Err(Error::TooManySpectators { limit });
                }
                Member {
                    viewer: Viewer::Spectator,
                    holder: 0,
                }
            }
            Some(hash) => {
                let seat = self.seat_of_token(hash).ok_or(Error::Unauthorized(
                    "this seat token holds no seat in this game",
                ))?;
                let holder = self.seats[seat.index()].as_ref().map_or(0, |h| h.id);
                Member {
                    viewer: Viewer::Seat(seat),
                    holder,
                }
            }
        };
        let game = self.mailbox.upgrade().ok_or(Error::ActorGone)?;
        let (id, outgoing) = self.sockets.add(member);
        self.metrics.connection_opened();
        tracing::debug!(seat = member.viewer.seat().map(|s| s.0), "connected");
        let welcome = render(&ServerMessage::Welcome {
            viewer: member.viewer,
            lobby: self.lobby_info(),
        });
        self.sockets.send_to(id, welcome.into());
        if self.started {
            let snapshot = self.snapshot(member.viewer);
            self.sockets.send_to(id, snapshot);
        }
        self.lobby_changed();
        Ok(Connection {
            member,
            outgoing,
            guard: Some(Counted {
                game: Some(game),
                id,
            }),
        })
    }

    fn disconnect(&mut self, id: u64) {
        let seat = self.sockets.viewer_of(id).and_then(|v| v.seat());
        if self.sockets.remove(id) {
            if let Some(seat) = seat {
                if !self.sockets.seat_connected(seat) {
                    self.seat_left(seat);
                }
            }
            self.metrics.connection_closed();
            tracing::debug!("disconnected");
            self.lobby_changed();
        }
    }

    /// Refuses members whose seat was since left or moved.
    fn check_member(&self, member: Member) -> Result<(), Error> {
        match member.viewer {
            Viewer::Spectator => Ok(()),
            Viewer::Seat(seat) => match self.seats.get(seat.index()) {
                Some(Some(h)) if h.id == member.holder => Ok(()),
                _ => Err(Error::SeatLost),
            },
        }
    }

    /// A `snapshot` for `viewer` (the lobby before the start).
    fn snapshot(&self, viewer: Viewer) -> Text {
        if self.started {
            self.render_state(viewer, None)
        } else {
            self.lobby_message()
        }
    }

    /// The log lines `viewer` may read, from the commands after version `since`.
    fn log_lines(&self, viewer: Viewer, since: u64, names: &[String]) -> Vec<LogLine> {
        let academy = self.game.academy_content();
        self.events
            .iter()
            .enumerate()
            .skip(since as usize)
            .flat_map(|(i, events)| {
                let by = self.by[i];
                events.iter().filter_map(move |event| {
                    event.redact(viewer).map(|e| LogLine {
                        version: i as u64 + 1,
                        text: e.describe_in(names, academy),
                        by,
                        event: e,
                    })
                })
            })
            .collect()
    }

    /// A `snapshot` (`since` = None: the whole log) or an `update` with the
    /// log lines after version `since`, for `viewer`.
    fn render_state(&self, viewer: Viewer, since: Option<u64>) -> Text {
        let names = self.names();
        let log = self.log_lines(viewer, since.unwrap_or(0), &names);
        let view = self.game.view(viewer);
        let waiting_for = self.game.waiting_for();
        let state = StateRef {
            version: self.version(),
            status: self.status(),
            view: &view,
            legal_commands: match viewer {
                Viewer::Seat(seat) => self
                    .legal
                    .get(seat.index())
                    .map_or(render::no_commands(), SeatLegal::json),
                Viewer::Spectator => render::no_commands(),
            },
            waiting_for: &waiting_for,
            can_undo: match viewer {
                Viewer::Seat(seat) => self.game.can_take_back(seat),
                Viewer::Spectator => false,
            },
            log: &log,
        };
        match since {
            None => render::snapshot(&state),
            Some(_) => render::update(&state),
        }
    }

    /// Sends every socket its viewer's state: a `snapshot` (`since` = None)
    /// or an `update` with the log lines after version `since`.
    fn broadcast_state(&mut self, since: Option<u64>) {
        if self.sockets.is_empty() {
            return;
        }
        let mut sockets = std::mem::take(&mut self.sockets);
        let closed = sockets.deliver(
            |viewer| self.render_state(viewer, since),
            |viewer| self.resync_messages(viewer),
        );
        self.sockets = sockets;
        self.forgot(closed);
    }

    /// Recomputes every seat's legal commands after the command that made
    /// version `version`.
    fn refresh_legal(&mut self, version: u64) {
        for (s, slot) in self.legal.iter_mut().enumerate() {
            let now = self.game.legal_commands(Seat(s as u8));
            if now != slot.commands {
                *slot = SeatLegal::new(now, version);
            }
        }
    }

    async fn command(
        &mut self,
        member: Member,
        request_id: Option<String>,
        command: Command,
        seen: Option<u64>,
    ) -> Result<u64, Error> {
        let Viewer::Seat(seat) = member.viewer else {
            return Err(Error::Forbidden("spectators cannot send game commands"));
        };
        self.check_member(member)?;
        if !self.started {
            return Err(Error::Conflict("the game has not started yet".into()));
        }
        // The same message again (a resend, a double click): the same answer.
        if let Some(id) = &request_id {
            if let Some(recent) = self.recent[seat.index()]
                .iter()
                .find(|r| &r.request_id == id && r.version == seen && r.command == command)
            {
                tracing::debug!(request_id = %id, "repeated command answered again");
                return Ok(recent.acked);
            }
        }
        let current = self.version();
        if let Some(seen) = seen {
            let changed_at = self.legal[seat.index()].changed_at;
            if seen > current {
                return Err(Error::BadRequest(format!(
                    "version {seen} is ahead of the game (at version {current})"
                )));
            }
            if seen < changed_at {
                return Err(Error::Stale { seen, current });
            }
        }
        // Decide on a copy; a panic in the rules (a bug) refuses the command
        // instead of taking the whole game down.
        let attempt = std::panic::catch_unwind(AssertUnwindSafe(|| {
            let mut next = self.game.clone();
            next.apply(seat, &command).map(|events| (next, events))
        }));
        let (next, events) = attempt.map_err(|_| {
            Error::Internal(format!(
                "the rules panicked on {command:?} by seat {}",
                seat.0
            ))
        })??;
        let seq = current + 1;
        let entry = LogEntry {
            seq,
            seat,
            command: command.clone(),
        };
        let epoch = self.lease.as_ref().map(|l| l.lease.epoch);
        match self.committer.append(self.id.clone(), entry, epoch).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                return Err(Error::Conflict(
                    "the game was changed elsewhere; reconnect to see it".into(),
                ));
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        // Committed: now it is the game.
        self.game = next;
        self.events.push(events);
        self.by.push(seat);
        self.refresh_legal(seq);
        if let Some(request_id) = request_id {
            let recent = &mut self.recent[seat.index()];
            if recent.len() == RECENT {
                recent.pop_front();
            }
            recent.push_back(Recent {
                request_id,
                version: seen,
                command,
                acked: seq,
            });
        }
        self.broadcast_state(Some(current));
        if self.game.is_over() {
            tracing::info!("game over");
        }
        self.schedule_bots();
        self.table_changed(Some(seat)).await;
        Ok(seq)
    }
}

/// Counts a game whose lease this node holds, while its task runs.
struct OwnedGame(Arc<Metrics>);

impl OwnedGame {
    fn new(metrics: Arc<Metrics>) -> Self {
        metrics.lease_held(true);
        OwnedGame(metrics)
    }
}

impl Drop for OwnedGame {
    fn drop(&mut self) {
        self.0.lease_held(false);
    }
}

struct LiveGame(Arc<Metrics>);

impl LiveGame {
    fn new(metrics: Arc<Metrics>) -> Self {
        metrics.game_loaded();
        LiveGame(metrics)
    }
}

impl Drop for LiveGame {
    fn drop(&mut self) {
        self.0.game_unloaded();
    }
}

/// The seed of a bot rebuilt at `version`: a bot seated in the lobby starts
/// from its stored seed; one reloaded mid-game from a mix of it and the
/// version, so its choices depend on stored data only.
fn bot_seed(seed: u64, version: u64) -> u64 {
    seed ^ version.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The next news of the lease; `Lost` if the node no longer renews it.
async fn lease_news(renewals: Option<&mut watch::Receiver<Renewal>>) -> Renewal {
    let Some(rx) = renewals else {
        return std::future::pending().await;
    };
    match rx.changed().await {
        Ok(()) => *rx.borrow_and_update(),
        Err(_) => Renewal::Lost,
    }
}

/// Completes when the server stops; never without a shutdown channel.
async fn server_stopped(shutdown: Option<&mut watch::Receiver<bool>>) {
    let Some(rx) = shutdown else {
        return std::future::pending().await;
    };
    while !*rx.borrow_and_update() {
        if rx.changed().await.is_err() {
            return;
        }
    }
}

/// Sleeps until `due`; never called with `None` (the select guard checks).
async fn sleep_until_due(due: Option<tokio::time::Instant>) {
    match due {
        Some(due) => tokio::time::sleep_until(due).await,
        None => std::future::pending().await,
    }
}

/// Serialises a message; our own types always serialise.
pub fn render(message: &ServerMessage) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        tracing::error!(error = %e, "cannot serialise a server message");
        r#"{"type":"error","error":"internal","message":"the server could not encode a message"}"#
            .to_string()
    })
}
