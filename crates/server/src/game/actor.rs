//! The task that owns one live game: its lobby, its rules state and its
//! command log. It takes its mail one at a time (requests, sockets opening
//! and closing) and wakes for its timers: the bot's move, a clock running
//! out, the coalesced lobby message, lagging sockets, the lease, and the idle
//! unload.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, watch};
use tracing::Instrument;

use super::bots::{bot_seed, Bots};
use super::handle::{Counted, GameHandle, Mail};
use super::lease::{lease_news, HeldLease, OwnedGame};
use super::seats::Seats;
use super::table::{Table, TableSettings};
use crate::cluster::Lease;
use crate::commit::Committer;
use crate::engine::{Command, Game, GameConfig, Seat};
use crate::error::Error;
use crate::metrics::Metrics;
use crate::protocol::GameStatus;
use crate::render::{SeatLegal, ToldLines, ViewParts};
use crate::replay::{replay, StepEvents};
use crate::request::{Joined, Reply, Request};
use crate::sockets::Sockets;
use crate::store::{GameStore, StoredGame, StoredStatus, StoredTable};

/// Why a seat token opens nothing: said to whoever follows a stale link.
pub(super) const SEAT_LINK: &str = "this seat link holds no seat in this game: the seat was left or given to someone else, or the link is mistyped";

/// Requests waiting for a busy game before senders wait too.
const MAILBOX: usize = 256;

/// How a game task paces itself.
#[derive(Clone, Debug)]
pub struct ActorSettings {
    /// A game without sockets leaves memory after this.
    pub idle_timeout: Duration,
    /// How long a bot seat waits before it plays.
    pub bot_delay: Duration,
    /// How long a hard bot may think per decision.
    pub hard_bot_think: Duration,
    /// Turns true (or its sender goes away) when the server stops: the task
    /// then stops too, so its bots never write after the server is gone.
    pub shutdown: Option<watch::Receiver<bool>>,
    /// Open sockets without a seat a game takes.
    pub max_spectators: u32,
    /// Clocks, presence, stand-ins and webhooks.
    pub table: TableSettings,
    /// While the game is read-only after an unconfirmed write, how often it
    /// asks the store whether it answers again.
    pub store_retry: Duration,
}

/// A command a seat sent recently, and the version it made.
pub(super) struct Recent {
    pub(super) request_id: String,
    /// The version the client said it saw.
    pub(super) version: Option<u64>,
    pub(super) command: Command,
    pub(super) acked: u64,
}

/// Owns one game. See the module docs.
pub struct GameActor {
    pub(super) id: Arc<str>,
    pub(super) store: Arc<dyn GameStore>,
    pub(super) committer: Committer,
    pub(super) metrics: Arc<Metrics>,
    pub(super) settings: ActorSettings,
    /// This actor's own mailbox, for the connections it hands out.
    pub(super) mailbox: mpsc::WeakSender<Mail>,

    pub(super) config: GameConfig,
    pub(super) started: bool,
    pub(super) seats: Seats,
    pub(super) sockets: Sockets,
    /// When the coalesced `lobby` message is due; `None` while none is.
    pub(super) lobby_due: Option<tokio::time::Instant>,
    /// When lagging sockets are next offered a snapshot.
    pub(super) resync_due: Option<tokio::time::Instant>,

    pub(super) game: Game,
    /// The events of each applied command; `events[i]` came from version
    /// `i + 1`. Kept for the whole game (a snapshot tells them all), so each
    /// step's are trimmed to their length: most steps make one or two, and
    /// the rules' buffers have room for four.
    pub(super) events: Vec<StepEvents>,
    /// The seat that sent each applied command; `by[i]` sent version `i + 1`.
    pub(super) by: Vec<Seat>,
    /// Per seat: its legal commands and the version at which they last changed.
    pub(super) legal: Vec<SeatLegal>,
    /// The parts of views rendered lately, reused for every viewer and
    /// version they are the same in (a cell: rendering borrows the actor).
    pub(super) view_parts: RefCell<ViewParts>,
    /// The log lines of the latest updates, told once for all who read them.
    pub(super) told_lines: RefCell<ToldLines>,
    /// Per seat: its recent commands, newest last.
    pub(super) recent: Vec<VecDeque<Recent>>,
    /// Set when the store holds steps this actor has not seen: it must stop.
    pub(super) out_of_date: bool,
    /// Set when a write was not confirmed on a single server: the game shows
    /// its last acknowledged state and refuses changes; at this instant it
    /// next asks the store whether it answers (then it unloads and the game
    /// reloads from what is stored).
    pub(super) read_only: Option<tokio::time::Instant>,
    pub(super) bots: Bots,
    /// Presence, stand-ins, clocks, webhooks, rematch.
    pub(super) table: Table,
    /// The latest chat messages, sent to sockets as they connect.
    pub(super) chat: super::chat::Chat,
    /// On a node of a cluster: this game's lease, renewed while it runs.
    lease: Option<HeldLease>,
    /// When the task last did something other than renewing its lease (the
    /// idle unload counts from here).
    busy_at: tokio::time::Instant,
}

impl GameActor {
    /// Rebuilds a game from its stored config and log, and starts its task.
    ///
    /// # Errors
    /// `Broken` if the stored game does not replay (corrupt data or rules
    /// that changed incompatibly); `Internal` for impossible seats.
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
        let players = stored.config.options.players;
        let version = events.len() as u64;
        let seats = Seats::new(&id, players, stored.creator_token_hash, stored.seats)?;
        let mut bots = Bots::new(players, settings.hard_bot_think);
        for (i, holder) in seats.holders.iter().enumerate() {
            if let Some(bot) = holder.as_ref().and_then(|h| h.bot) {
                bots.seat(Seat(i as u8), bot.level, bot_seed(bot.seed, version));
            }
        }
        // Bots standing in for away players go on playing.
        for (seat, s) in &stored_table.stand_ins {
            if seat.0 < players {
                bots.seat(*seat, s.level, bot_seed(s.seed, version));
            }
        }
        let chat = super::chat::Chat::new(&stored_table.chat);
        let table = Table::new(stored_table, players, settings.table.clock.now_ms());
        let legal = (0..players)
            .map(|s| SeatLegal::new(game.legal_commands(Seat(s)), version))
            .collect();
        let (tx, rx) = mpsc::channel(MAILBOX);
        let mut actor = GameActor {
            id: id.clone(),
            store,
            committer,
            metrics,
            settings,
            mailbox: tx.downgrade(),
            sockets: Sockets::new(players),
            config: stored.config,
            started: stored.status == StoredStatus::Playing,
            seats,
            lobby_due: None,
            resync_due: None,
            game,
            events,
            by,
            legal,
            view_parts: RefCell::new(ViewParts::new(players)),
            told_lines: RefCell::default(),
            recent: super::pipeline::recent_in(&stored.log, players),
            out_of_date: false,
            read_only: None,
            bots,
            table,
            chat,
            lease: lease.map(HeldLease::new),
            busy_at: tokio::time::Instant::now(),
        };
        actor.schedule_bots();
        // A root span: the game outlives whichever request loaded it.
        let span = tracing::info_span!(parent: None, "game", game_id = %id);
        tokio::spawn(Box::new(actor).run(rx).instrument(span));
        Ok(GameHandle::local(id, tx))
    }

    /// The task's loop. The actor is boxed and each handler's future too
    /// (allocated only while it runs): an `async fn` keeps its arguments
    /// twice and room for its largest await, so a task holding the actor by
    /// value and its handlers inline took 10 KB a game, idle or not.
    async fn run(mut self: Box<Self>, mut rx: mpsc::Receiver<Mail>) {
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
            if self.lease.as_ref().is_some_and(HeldLease::expired) && !self.renew_lease().await {
                break;
            }
            // A read-only game plays no bot and runs no clock, and stays in
            // memory: it is the only copy of its last acknowledged state
            // that can be shown while the store does not answer.
            let read_only = self.read_only;
            let idle = self.sockets.is_empty() && read_only.is_none();
            let bot_due = self.bots.due.filter(|_| read_only.is_none());
            let (lobby_due, resync_due) = (self.lobby_due, self.resync_due);
            let lease_until = self.lease.as_ref().map(|l| l.valid_until);
            let idle_until = self.busy_at + self.settings.idle_timeout;
            let deadline = self.clock_deadline().filter(|_| read_only.is_none());
            let clock = self.settings.table.clock.clone();
            tokio::select! {
                biased;
                () = server_stopped(shutdown.as_mut()) => break,
                renewal = lease_news(renewals.as_mut()), if renewals.is_some() => {
                    let metrics = self.metrics.clone();
                    if self.lease.as_mut().is_none_or(|l| l.renewed(renewal, &metrics)) {
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
                mail = rx.recv() => match mail {
                    Some(mail) => Box::pin(self.take(mail)).await,
                    None => break,
                },
                () = sleep_until_due(lobby_due), if lobby_due.is_some() => self.lobby_now(),
                () = sleep_until_due(resync_due), if resync_due.is_some() => self.resync_lagging(),
                () = sleep_until_due(bot_due), if bot_due.is_some() => Box::pin(self.play_bot()).await,
                () = sleep_until_due(read_only), if read_only.is_some() => {
                    if self.store.ping().await.is_ok() {
                        tracing::info!("the store answers again; unloading to reload what it holds");
                        break;
                    }
                    self.read_only = Some(tokio::time::Instant::now() + self.settings.store_retry);
                }
                () = clock.until(deadline.unwrap_or(u64::MAX)), if deadline.is_some() => Box::pin(self.clock_ran_out()).await,
                () = tokio::time::sleep_until(idle_until), if idle && deadline.is_none() => {
                    // Refuse new requests, but answer those already queued.
                    rx.close();
                    while let Some(mail) = rx.recv().await {
                        Box::pin(self.take(mail)).await;
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
        if let Some(held) = &self.lease {
            held.release(&*self.store, &self.id).await;
        }
        tracing::info!(version = self.version(), "game unloaded");
    }

    /// Renews this game's lease itself; false when the task must stop.
    async fn renew_lease(&mut self) -> bool {
        match self.lease.as_mut() {
            Some(held) => held.renew(&*self.store, &self.id, &self.metrics).await,
            None => true,
        }
    }

    async fn take(&mut self, mail: Mail) {
        match mail {
            Mail::Ask { request, reply } => {
                let answer = self.answer(*request).await;
                let _ = reply.send(answer);
            }
            Mail::Connect { token_hash, reply } => {
                let result = self.connect(token_hash.as_deref());
                let seat = result.as_ref().ok().and_then(|c| c.member.viewer.seat());
                match reply.send(result) {
                    Err(Ok(mut connection)) => {
                        // Nobody waits for it any more (the client went away
                        // during the upgrade): uncount it now.
                        if let Some(mut counted) = Counted::of(&mut connection) {
                            counted.game = None;
                            self.disconnect(counted.id);
                        }
                    }
                    _ => {
                        if let Some(seat) = seat {
                            self.seat_arrived(seat).await;
                        }
                    }
                }
            }
            Mail::Disconnect { id } => self.disconnect(id),
        }
    }

    /// Does what `request` asks; the one place each request is taken in,
    /// whichever node it came from.
    async fn answer(&mut self, request: Request) -> Result<Reply, Error> {
        if self.read_only.is_some() && request.changes_the_game() {
            return Err(Error::ReadOnly);
        }
        Ok(match request {
            Request::Lobby => Reply::Lobby(self.lobby_info()),
            Request::Join {
                seat,
                name,
                token_hash,
                with_token,
            } => Reply::Joined(self.join(seat, name, token_hash, with_token).await?),
            Request::FreeReservation {
                seat,
                creator_token_hash,
            } => {
                self.free_reservation(seat, &creator_token_hash).await?;
                Reply::Done
            }
            Request::Leave { seat, token_hash } => {
                self.leave(seat, &token_hash).await?;
                Reply::Done
            }
            Request::Start { creator_token_hash } => {
                self.start(&creator_token_hash).await?;
                Reply::Done
            }
            Request::AddBot {
                seat,
                level,
                creator_token_hash,
            } => {
                self.add_bot(seat, level, &creator_token_hash).await?;
                Reply::Done
            }
            Request::RemoveBot {
                seat,
                creator_token_hash,
            } => {
                self.remove_bot(seat, &creator_token_hash).await?;
                Reply::Done
            }
            Request::StandIn {
                seat,
                level,
                token_hash,
            } => {
                self.ask_stand_in(seat, level, &token_hash).await?;
                Reply::Lobby(self.lobby_info())
            }
            Request::HandBack { seat, token_hash } => {
                self.ask_hand_back(seat, &token_hash).await?;
                Reply::Lobby(self.lobby_info())
            }
            Request::SetWebhook {
                seat,
                token_hash,
                url,
            } => {
                self.set_webhook(seat, &token_hash, url).await?;
                Reply::Done
            }
            Request::SeatOf { token_hash } => Reply::Joined(Joined {
                seat: self
                    .seats
                    .of_token(&token_hash)
                    .ok_or(Error::Unauthorized(SEAT_LINK))?,
                claimed: false,
            }),
            Request::RematchSource { token_hash } => {
                Reply::RematchSource(self.rematch_source(&token_hash)?)
            }
            Request::RematchMade { rematch } => {
                self.rematch_made(rematch);
                Reply::Done
            }
            Request::Snapshot { member } => {
                self.seats.check(member)?;
                Reply::Text(self.snapshot(member.viewer))
            }
            Request::Preview {
                member,
                request_id,
                commands,
            } => Reply::Message(Box::new(self.preview(member, request_id, &commands)?)),
            Request::WhyNot { member, request_id } => {
                Reply::Message(Box::new(self.why_not(member, request_id)?))
            }
            Request::Command {
                member,
                request_id,
                command,
                version,
            } => Reply::Version(
                self.timed_command(member, request_id, command, version, false)
                    .await?,
            ),
            Request::Chat {
                member,
                channel,
                text,
                name,
            } => Reply::ChatPosted(self.post_chat(member, channel, &text, name).await?),
            Request::ChatHistory {
                member,
                request_id,
                channel,
                before,
            } => Reply::Message(Box::new(
                self.chat_history(member, request_id, channel, before)
                    .await?,
            )),
            Request::ChatSettings {
                creator_token_hash,
                change,
            } => Reply::ChatSettings(self.set_chat(&creator_token_hash, change).await?),
        })
    }

    pub(super) fn version(&self) -> u64 {
        self.events.len() as u64
    }

    pub(super) fn status(&self) -> GameStatus {
        if !self.started {
            GameStatus::Lobby
        } else if self.game.is_over() {
            GameStatus::Finished
        } else {
            GameStatus::Playing
        }
    }

    /// The epoch of this game's lease, which its appends carry.
    pub(super) fn epoch(&self) -> Option<u64> {
        self.lease.as_ref().map(|l| l.lease.epoch)
    }

    /// Sets the bot timer when the game waits for a bot seat.
    pub(super) fn schedule_bots(&mut self) {
        self.bots
            .schedule(&self.game, self.started, self.settings.bot_delay);
    }
}

/// Counts a game while its task runs.
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
