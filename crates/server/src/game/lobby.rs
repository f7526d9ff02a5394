//! The lobby of a game: seats taken, moved and left, bots seated by the
//! creator, the start, and the sockets coming and going. Changes of the
//! lobby that only move connection counts are sent at most every
//! [`LOBBY_COALESCE`], so sockets coming and going do not cost every other
//! socket a message each.

use std::time::Duration;

use rand::RngCore;
use trickerion_bot::BotLevel;

use super::actor::GameActor;
use super::bots;
use super::handle::Counted;
use crate::engine::{Seat, Viewer};
use crate::error::Error;
use crate::protocol::{GameStatus, KeptSeat, LobbyInfo, LobbyOptions, SeatInfo, ServerMessage};
use crate::request::Joined;
use crate::sockets::{Connection, Member, Text};
use crate::store::{Reservation, StoreError, StoredBot, StoredGame, StoredSeat, TableWrite};
use crate::{auth, names, render};

/// Lobby changes that only move connection counts wait this long, so that a
/// crowd of sockets coming and going makes one `lobby` message.
pub const LOBBY_COALESCE: Duration = Duration::from_millis(250);

/// Refused when the lobby changed in the database under this task.
const CHANGED_ELSEWHERE: &str = "the lobby was changed elsewhere; look at it again";

/// The lobby of a game that no longer loads, from what is stored.
pub fn broken_lobby(stored: &StoredGame, reason: String) -> LobbyInfo {
    let c = &stored.config;
    let mut seats: Vec<SeatInfo> = (0..c.options.players)
        .map(|s| SeatInfo {
            seat: Seat(s),
            name: None,
            connected: false,
            bot: None,
            away_since: None,
            stand_in: None,
            stand_in_votes: Vec::new(),
            clock: None,
            reserved: None,
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
        options: LobbyOptions::of(c),
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
        read_only: None,
        spectator_chat: false,
    }
}

impl GameActor {
    pub(super) fn lobby_info(&self) -> LobbyInfo {
        let c = &self.config;
        LobbyInfo {
            game_id: self.id.to_string(),
            status: self.status(),
            options: LobbyOptions::of(c),
            seats: (0..c.options.players)
                .map(|s| self.seat_info(Seat(s)))
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
            read_only: self
                .read_only
                .is_some()
                .then(|| Error::ReadOnly.client_message()),
            spectator_chat: !self.table.options.spectator_chat_closed,
        }
    }

    fn seat_info(&self, seat: Seat) -> SeatInfo {
        let i = seat.index();
        let holder = self.seats.holders[i].as_ref();
        let bot = holder.and_then(|h| h.bot).map(|b| b.level);
        // A bot is always at the table.
        let connected = self.sockets.seat_connected(seat) || bot.is_some();
        SeatInfo {
            seat,
            name: holder.map(|h| h.name.clone()),
            connected,
            bot,
            away_since: (holder.is_some() && !connected)
                .then(|| self.table.away_since[i])
                .flatten(),
            stand_in: self.table.stand_in(seat),
            stand_in_votes: self.table.votes[i].iter().copied().collect(),
            clock: self.table.clocks.as_ref().map(|c| c.seat(seat)),
            reserved: self.kept(i).map(|r| KeptSeat {
                name: r.name.clone(),
                until: r.until_ms,
            }),
        }
    }

    pub(super) fn lobby_message(&self) -> Text {
        render::message(&ServerMessage::Lobby {
            lobby: self.lobby_info(),
        })
        .into()
    }

    /// Sends every socket the lobby now (seats or status changed).
    pub(super) fn lobby_now(&mut self) {
        self.lobby_due = None;
        if !self.sockets.is_empty() {
            let message = self.lobby_message();
            let closed = self.sockets.broadcast(&message);
            self.forgot(closed);
        }
    }

    /// Sends every socket the lobby soon (only connection counts changed).
    pub(super) fn lobby_changed(&mut self) {
        if self.lobby_due.is_none() {
            self.lobby_due = Some(tokio::time::Instant::now() + LOBBY_COALESCE);
        }
    }

    /// The outcome of a write: `conflict` when another writer changed the
    /// game meanwhile, which this task then no longer knows (it unloads).
    pub(super) fn stored(
        &mut self,
        written: Result<(), StoreError>,
        conflict: &str,
    ) -> Result<(), Error> {
        match written {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => {
                self.out_of_date = true;
                Err(Error::Conflict(conflict.into()))
            }
            Err(e) => Err(self.store_failed(e)),
        }
    }

    /// The error for a failed write. When the database may have stored it
    /// after all, this task no longer knows what is stored. On a single
    /// server it goes read-only: it shows the last acknowledged state and
    /// takes no changes until the database answers, then unloads so that the
    /// game reloads from what is stored (sockets are closed with 1012). On a
    /// node of a cluster it unloads at once: the lease decides who runs it.
    pub(super) fn store_failed(&mut self, e: StoreError) -> Error {
        if matches!(e, StoreError::Uncertain(_)) {
            if self.epoch().is_some() {
                self.out_of_date = true;
            } else if self.read_only.is_none() {
                tracing::warn!(
                    "a write was not confirmed; the game is read-only until the store answers"
                );
                self.read_only = Some(tokio::time::Instant::now() + self.settings.store_retry);
                self.bots.due = None;
                self.lobby_changed();
            }
        }
        e.into()
    }

    /// The seat's holder `holder` lost it: its sockets are told and closed.
    fn seat_vacated(&mut self, seat: Seat, holder: u64) {
        for _ in 0..self.sockets.seat_lost(seat, holder) {
            self.metrics.connection_closed();
        }
    }

    /// Takes `seat`: a new player under a new token; with a token
    /// (`with_token`), the holder of that token moves there, or the player
    /// the seat is kept for (their seat token of the finished game) claims it.
    pub(super) async fn join(
        &mut self,
        seat: Seat,
        name: String,
        token_hash: String,
        with_token: bool,
    ) -> Result<Joined, Error> {
        let to = self.seats.index(seat)?;
        if self.started {
            return Err(Error::Conflict(
                "the game has started; seats can no longer change".into(),
            ));
        }
        let from = if with_token {
            match self.seats.of_token(&token_hash) {
                Some(from) if from == seat => {
                    return Ok(Joined {
                        seat,
                        claimed: false,
                    })
                }
                Some(from) => Some(from),
                None => {
                    self.check_own_reservation(seat, &token_hash)?;
                    None
                }
            }
        } else {
            None
        };
        if self.seats.holders[to].is_some() {
            return Err(Error::Conflict(format!(
                "{seat} is taken; pick a free seat"
            )));
        }
        self.check_not_kept(to, &token_hash)?;
        if from.is_none() {
            self.check_distinct_name(&name)?;
        }
        let written = match from {
            Some(from) => self.store.move_seat(&self.id, from, seat).await,
            None => {
                let stored = StoredSeat {
                    seat,
                    name: name.clone(),
                    token_hash: token_hash.clone(),
                    bot: None,
                };
                self.store.claim_seat(&self.id, &stored).await
            }
        };
        self.stored(written, CHANGED_ELSEWHERE)?;
        match from {
            Some(from) => {
                let holder = self.seats.holders[from.index()].take();
                if let Some(h) = &holder {
                    self.seat_vacated(from, h.id);
                }
                self.seats.holders[to] = holder;
            }
            None => self.seats.seat(to, name, token_hash, None),
        }
        tracing::info!(seat = seat.0, moved_from = from.map(|s| s.0), "seat taken");
        self.lobby_now();
        self.autostart().await;
        Ok(Joined {
            seat,
            claimed: from.is_none(),
        })
    }

    /// The reservation of the free seat `index`, while it holds.
    fn kept(&self, index: usize) -> Option<&Reservation> {
        let now = self.settings.table.clock.now_ms();
        self.table
            .options
            .reserved
            .iter()
            .find(|r| r.seat.index() == index && r.in_force(now))
            .filter(|_| self.seats.holders[index].is_none())
    }

    /// Refuses a seat kept for someone else than the holder of `token_hash`.
    fn check_not_kept(&self, index: usize, token_hash: &str) -> Result<(), Error> {
        match self.kept(index) {
            Some(r) if !auth::hashes_match(&r.token_hash, token_hash) => {
                Err(Error::Conflict(format!(
                    "{} is kept for {:?} of the finished game; the rematch's creator can free it",
                    r.seat, r.name
                )))
            }
            _ => Ok(()),
        }
    }

    /// A token that holds no seat here claims only the seat kept for it.
    fn check_own_reservation(&self, seat: Seat, token_hash: &str) -> Result<(), Error> {
        let now = self.settings.table.clock.now_ms();
        let own = self
            .table
            .options
            .reserved
            .iter()
            .find(|r| auth::hashes_match(&r.token_hash, token_hash) && r.in_force(now));
        match own {
            Some(r) if r.seat == seat => Ok(()),
            Some(r) => Err(Error::Conflict(format!(
                "your seat in this rematch is {}",
                r.seat
            ))),
            None => Err(Error::Unauthorized(
                "this seat token holds no seat in this game",
            )),
        }
    }

    /// The creator opens a kept seat to anyone.
    pub(super) async fn free_reservation(
        &mut self,
        seat: Seat,
        creator_token_hash: &str,
    ) -> Result<(), Error> {
        self.check_creator_in_lobby(creator_token_hash, "freeing a kept seat")?;
        let index = self.seats.index(seat)?;
        if self.kept(index).is_none() {
            return Err(Error::Conflict(format!("{seat} is not kept for anyone")));
        }
        let mut options = self.table.options.clone();
        options.reserved.retain(|r| r.seat != seat);
        let written = self.write_table(TableWrite::Options(&options)).await;
        self.stored(written, CHANGED_ELSEWHERE)?;
        self.table.options = options;
        tracing::info!(seat = seat.0, "kept seat freed");
        self.lobby_now();
        Ok(())
    }

    /// Refuses a name that could be taken for the name of a seat already
    /// held at this table (see [`names::confusable`]).
    fn check_distinct_name(&self, name: &str) -> Result<(), Error> {
        let taken = self.seats.holders.iter().enumerate().find_map(|(i, h)| {
            h.as_ref()
                .filter(|h| names::confusable(&h.name, name))
                .map(|h| (i, h))
        });
        match taken {
            Some((i, h)) => Err(Error::Conflict(format!(
                "that name looks too much like {:?} of {}; pick another",
                h.name,
                Seat(i as u8)
            ))),
            None => Ok(()),
        }
    }

    pub(super) async fn leave(&mut self, seat: Seat, token_hash: &str) -> Result<(), Error> {
        let index = self.seats.index(seat)?;
        // The holder leaves, or the creator frees the seat (taken by mistake,
        // or by someone who never came back).
        let by_creator = self.seats.is_creator(token_hash);
        let holder = match &self.seats.holders[index] {
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
        let written = self.store.release_seat(&self.id, seat).await;
        self.stored(written, CHANGED_ELSEWHERE)?;
        self.seats.holders[index] = None;
        self.bots.unseat(seat);
        tracing::info!(seat = seat.0, by_creator, "seat left");
        self.seat_vacated(seat, holder);
        self.lobby_now();
        Ok(())
    }

    /// Checks the creator's token and that the lobby is still open.
    fn check_creator_in_lobby(&self, creator_token_hash: &str, what: &str) -> Result<(), Error> {
        if !self.seats.is_creator(creator_token_hash) {
            return Err(Error::Unauthorized(
                "only the creator's token can seat or remove bots and open kept seats",
            ));
        }
        if self.started {
            return Err(Error::Conflict(format!(
                "the game has started; {what} is no longer possible"
            )));
        }
        Ok(())
    }

    pub(super) async fn add_bot(
        &mut self,
        seat: Seat,
        level: BotLevel,
        creator_token_hash: &str,
    ) -> Result<(), Error> {
        self.check_creator_in_lobby(creator_token_hash, "adding a bot")?;
        let index = self.seats.index(seat)?;
        if self.seats.holders[index].is_some() {
            return Err(Error::Conflict(format!(
                "{seat} is taken; a bot needs a free seat"
            )));
        }
        if let Some(r) = self.kept(index) {
            return Err(Error::Conflict(format!(
                "{seat} is kept for {:?}; free it before seating a bot",
                r.name
            )));
        }
        let name = self.seats.bot_name(bots::label(level));
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
        let written = self.store.claim_seat(&self.id, &stored).await;
        self.stored(written, CHANGED_ELSEWHERE)?;
        self.seats.seat(index, name, token_hash, Some(bot));
        self.bots.seat(seat, level, bot.seed);
        tracing::info!(seat = seat.0, level = level.name(), "bot seated");
        self.lobby_now();
        self.autostart().await;
        Ok(())
    }

    pub(super) async fn remove_bot(
        &mut self,
        seat: Seat,
        creator_token_hash: &str,
    ) -> Result<(), Error> {
        self.check_creator_in_lobby(creator_token_hash, "removing a bot")?;
        let index = self.seats.index(seat)?;
        if self.seats.bot(index).is_none() {
            return Err(Error::Conflict(format!("{seat} is not played by a bot")));
        }
        let written = self.store.release_seat(&self.id, seat).await;
        self.stored(written, CHANGED_ELSEWHERE)?;
        self.seats.holders[index] = None;
        self.bots.unseat(seat);
        tracing::info!(seat = seat.0, "bot removed");
        self.lobby_now();
        Ok(())
    }

    pub(super) async fn start(&mut self, creator_token_hash: &str) -> Result<(), Error> {
        if !self.seats.is_creator(creator_token_hash) {
            return Err(Error::Unauthorized(
                "only the creator's token can start the game",
            ));
        }
        self.start_now().await
    }

    /// A rematch starts by itself once every seat is taken.
    async fn autostart(&mut self) {
        if self.table.options.autostart && !self.started && self.seats.all_taken() {
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
            .holders
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
        let written = self.store.start_game(&self.id).await;
        self.stored(written, "the game was changed elsewhere; retry")?;
        self.started = true;
        tracing::info!("game started");
        self.lobby_now();
        self.broadcast_state(None);
        self.schedule_bots();
        self.table_changed(None).await;
        Ok(())
    }

    pub(super) fn connect(&mut self, token_hash: Option<&str>) -> Result<Connection, Error> {
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
                let seat = self
                    .seats
                    .of_token(hash)
                    .ok_or(Error::Unauthorized(super::actor::SEAT_LINK))?;
                let holder = self.seats.holders[seat.index()]
                    .as_ref()
                    .map_or(0, |h| h.id);
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
        let welcome = render::message(&ServerMessage::Welcome {
            viewer: member.viewer,
            lobby: self.lobby_info(),
        });
        self.sockets.send_to(id, welcome.into());
        if self.started {
            let snapshot = self.snapshot(member.viewer);
            self.sockets.send_to(id, snapshot);
        }
        self.send_chat_history(id, member.viewer);
        self.lobby_changed();
        let counted = Counted {
            game: Some(game),
            id,
        };
        Ok(Connection {
            member,
            outgoing,
            guard: Some(Box::new(counted)),
        })
    }

    pub(super) fn disconnect(&mut self, id: u64) {
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
}
