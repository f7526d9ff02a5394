//! The courtesies of a real table, kept by the game task: who is here and
//! since when, a bot standing in for a player who went away (handed back when
//! they return), clocks, a turn notice by webhook when a seat's move comes,
//! the record that the game is over, and its rematch.

use trickerion_bot::BotLevel;

use super::actor::GameActor;
use super::bots::bot_seed;
use crate::engine::Seat;
use crate::error::Error;
use crate::protocol::{ClockOptions, OnTimeout, RematchInfo, StandInReason};
use crate::request::RematchSource;
use crate::store::{StoreError, StoredStandIn, TableWrite};
use crate::webhook::TurnNotice;

impl GameActor {
    fn now(&self) -> u64 {
        self.settings.table.clock.now_ms()
    }

    /// Writes the table; on a node of a cluster fenced by the lease like
    /// appends, so a node that lost the game writes nothing of it (the task
    /// then stops: the game runs on the node that took it).
    pub(super) async fn write_table(&mut self, write: TableWrite<'_>) -> Result<(), StoreError> {
        let store = &self.store;
        let id = &*self.id;
        let written = match self.epoch() {
            Some(epoch) => store.write_table_fenced(id, epoch, write).await,
            None => match write {
                TableWrite::Options(options) => store.save_table_options(id, options).await,
                TableWrite::Finished => store.mark_finished(id).await,
                TableWrite::StandIn(seat, stand_in) => store.set_stand_in(id, seat, stand_in).await,
                TableWrite::Webhook(seat, url) => store.set_webhook(id, seat, url).await,
                TableWrite::Clock(state) => store.save_clock(id, state).await,
            },
        };
        if matches!(written, Err(StoreError::LeaseLost)) {
            tracing::warn!("another node took this game over; stopping it here");
            self.metrics.lease_lost();
            self.out_of_date = true;
        }
        written
    }

    /// Whether a person (not a bot of any kind) plays `seat` now.
    pub(super) fn person_plays(&self, seat: Seat) -> bool {
        !self.bots.plays(seat)
    }

    /// After every change of whom the game waits for (a command, the start,
    /// a stand-in or a hand-back): clocks move and are saved, seats newly
    /// waited for get their turn notice, and a finished game is recorded.
    pub(super) async fn table_changed(&mut self, moved: Option<Seat>) {
        let now = self.now();
        let waiting = if self.started && !self.game.is_over() {
            self.game.waiting_for()
        } else {
            Vec::new()
        };
        // Only a person's move earns the live increment.
        let moved = moved.filter(|&s| self.person_plays(s));
        if let Some(mut clocks) = self.table.clocks.take() {
            clocks.update(now, |s| waiting.contains(&s) && self.person_plays(s), moved);
            if let Ok(json) = serde_json::to_string(&clocks) {
                if let Err(e) = self.write_table(TableWrite::Clock(&json)).await {
                    tracing::warn!(error = %e, "clocks not saved");
                }
            }
            self.table.clocks = Some(clocks);
            self.lobby_now();
        }
        for s in 0..self.table.waited.len() {
            let seat = Seat(s as u8);
            let now_waited = waiting.contains(&seat);
            if now_waited && !self.table.waited[s] && self.person_plays(seat) {
                if let Some(url) = self.table.webhooks[s].clone() {
                    let text = format!(
                        "It is your move in Trickerion game {} (move {}).",
                        self.id,
                        self.version()
                    );
                    self.settings.table.webhooks.notify(
                        url,
                        TurnNotice {
                            game_id: self.id.to_string(),
                            seat: seat.0,
                            version: self.version(),
                            text,
                        },
                    );
                }
            }
            self.table.waited[s] = now_waited;
        }
        if self.game.is_over() && !self.table.finished {
            match self.write_table(TableWrite::Finished).await {
                Ok(()) => self.table.finished = true,
                Err(e) => tracing::warn!(error = %e, "the game's end not recorded"),
            }
        }
    }

    /// Whether the seat has no time left for good: a live clock at 0 (a
    /// correspondence clock starts full for each decision).
    fn out_of_time(&self, seat: Seat) -> bool {
        self.table.clocks.as_ref().is_some_and(|c| {
            matches!(c.options, ClockOptions::Live { .. }) && c.seat(seat).left_ms == 0
        })
    }

    /// The next moment a clock runs out.
    pub(super) fn clock_deadline(&self) -> Option<u64> {
        if self.table.ended {
            return None;
        }
        self.table
            .clocks
            .as_ref()?
            .next_deadline()
            .map(|(at, _)| at)
    }

    /// A clock ran out: the seat goes to a bot, or forfeits.
    pub(super) async fn clock_ran_out(&mut self) {
        let now = self.now();
        let Some(clocks) = self.table.clocks.as_mut() else {
            return;
        };
        let expired = clocks.expire(now);
        let on_timeout = clocks.options.on_timeout();
        for seat in expired {
            tracing::info!(seat = seat.0, "time ran out");
            let reason = match on_timeout {
                OnTimeout::Bot => StandInReason::TimedOut,
                OnTimeout::Forfeit => StandInReason::Forfeited,
            };
            if let Err(e) = self.put_stand_in(seat, BotLevel::Normal, reason).await {
                tracing::warn!(seat = seat.0, error = %e, "no bot could take the seat on time");
            }
        }
        self.table_changed(None).await;
    }

    /// A bot plays `seat` from now on (its holder keeps the seat).
    async fn put_stand_in(
        &mut self,
        seat: Seat,
        level: BotLevel,
        reason: StandInReason,
    ) -> Result<(), Error> {
        let stand_in = StoredStandIn {
            level,
            seed: rand::random(),
            reason,
        };
        match self
            .write_table(TableWrite::StandIn(seat, Some(stand_in)))
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                return Err(Error::Conflict("that seat has no player".into()))
            }
            Err(e) => return Err(self.store_failed(e)),
        }
        self.table.stand_ins[seat.index()] = Some(stand_in);
        self.table.votes[seat.index()].clear();
        self.bots
            .seat(seat, level, bot_seed(stand_in.seed, self.version()));
        self.lobby_now();
        self.schedule_bots();
        Ok(())
    }

    /// `POST .../seats/{seat}/stand-in`: by the creator, or a vote of another
    /// seat's holder (a majority of the other people at the table decides).
    pub(super) async fn ask_stand_in(
        &mut self,
        seat: Seat,
        level: Option<BotLevel>,
        token_hash: &str,
    ) -> Result<(), Error> {
        let index = self.seats.index(seat)?;
        if self.table.ended {
            return Err(Error::Conflict(super::pipeline::ENDED.into()));
        }
        if !self.started || self.game.is_over() {
            return Err(Error::Conflict(
                "a bot can take a seat only while the game is being played".into(),
            ));
        }
        let Some(holder) = self.seats.holders[index].as_ref() else {
            return Err(Error::Conflict("that seat has no player".into()));
        };
        if holder.bot.is_some() {
            return Err(Error::Conflict("a bot plays that seat already".into()));
        }
        if self.table.stand_ins[index].is_some() {
            return Err(Error::Conflict(
                "a bot stands in for that seat already".into(),
            ));
        }
        let away = self.table.away_since[index].ok_or_else(|| {
            Error::Conflict("that player is at the table; a bot cannot take their seat".into())
        })?;
        let waited = self.now().saturating_sub(away);
        let needed = self.settings.table.away_before.as_millis() as u64;
        if waited < needed {
            return Err(Error::Conflict(format!(
                "that player has been away {} s; a bot may take the seat after {} s",
                waited / 1000,
                needed / 1000
            )));
        }
        let level = level.unwrap_or(BotLevel::Normal);
        if self.seats.is_creator(token_hash) {
            return self.put_stand_in(seat, level, StandInReason::Away).await;
        }
        let voter = self
            .seats
            .of_token(token_hash)
            .filter(|&s| s != seat)
            .ok_or(Error::Unauthorized(
                "only the creator or another player at this table can ask for a bot",
            ))?;
        self.table.votes[index].insert(voter);
        // The other people at the table: seats held by a person, not this one.
        let others = (0..self.config.options.players)
            .map(Seat)
            .filter(|&s| s != seat && self.seats.person_holds(s.index()))
            .count();
        if self.table.votes[index].len() * 2 > others {
            self.put_stand_in(seat, level, StandInReason::Away).await
        } else {
            self.lobby_now();
            Ok(())
        }
    }

    /// The seat's player is back (or the creator asks): the bot steps aside,
    /// unless the player forfeited.
    pub(super) async fn hand_back(&mut self, seat: Seat) -> Result<(), Error> {
        let index = seat.index();
        match self.table.stand_ins[index] {
            None => return Ok(()),
            Some(StoredStandIn {
                reason: StandInReason::Forfeited,
                ..
            }) => {
                return Err(Error::Conflict(
                    "this seat forfeited on time: the bot plays it to the end".into(),
                ))
            }
            Some(StoredStandIn {
                reason: StandInReason::TimedOut,
                ..
            }) if self.out_of_time(seat) => {
                return Err(Error::Conflict(
                    "this seat's game time is used up: the bot plays it to the end".into(),
                ))
            }
            Some(_) => {}
        }
        match self.write_table(TableWrite::StandIn(seat, None)).await {
            Ok(()) => {}
            Err(e) => return Err(self.store_failed(e)),
        }
        self.table.stand_ins[index] = None;
        self.bots.unseat(seat);
        tracing::info!(seat = seat.0, "the player took their seat back");
        self.lobby_now();
        self.schedule_bots();
        self.table_changed(None).await;
        Ok(())
    }

    /// `DELETE .../seats/{seat}/stand-in`: the creator or the seat's holder.
    pub(super) async fn ask_hand_back(
        &mut self,
        seat: Seat,
        token_hash: &str,
    ) -> Result<(), Error> {
        let index = self.seats.index(seat)?;
        if !self.seats.holds(index, token_hash) && !self.seats.is_creator(token_hash) {
            return Err(Error::Unauthorized(
                "only the creator or the seat's player can take a bot off it",
            ));
        }
        self.hand_back(seat).await
    }

    /// A socket of `seat` opened: the player is here again.
    pub(super) async fn seat_arrived(&mut self, seat: Seat) {
        self.table.away_since[seat.index()] = None;
        self.table.votes[seat.index()].clear();
        let back = match self.table.stand_ins[seat.index()] {
            Some(s) if s.reason == StandInReason::Away => true,
            Some(s) if s.reason == StandInReason::TimedOut => !self.out_of_time(seat),
            _ => false,
        };
        if back {
            if let Err(e) = self.hand_back(seat).await {
                tracing::warn!(seat = seat.0, error = %e, "the seat stays with its bot");
            }
        }
    }

    /// The last socket of `seat` closed.
    pub(super) fn seat_left(&mut self, seat: Seat) {
        if self.table.away_since[seat.index()].is_none() {
            self.table.away_since[seat.index()] = Some(self.now());
        }
    }

    /// `PUT .../seats/{seat}/webhook` with the seat's token.
    pub(super) async fn set_webhook(
        &mut self,
        seat: Seat,
        token_hash: &str,
        url: Option<String>,
    ) -> Result<(), Error> {
        let index = self.seats.index(seat)?;
        let own = self.seats.person_holds(index) && self.seats.holds(index, token_hash);
        if !own {
            return Err(Error::Unauthorized(
                "only the seat's own token can set its webhook",
            ));
        }
        if let Some(raw) = &url {
            self.settings
                .table
                .webhooks
                .check(raw)
                .await
                .map_err(|e| Error::BadRequest(e.to_string()))?;
        }
        match self
            .write_table(TableWrite::Webhook(seat, url.as_deref()))
            .await
        {
            Ok(()) => {}
            Err(e) => return Err(self.store_failed(e)),
        }
        self.table.webhooks[index] = url;
        Ok(())
    }

    /// What a rematch needs: the options and who sat where (bots with their
    /// level). Only a player of the finished game may ask.
    pub(super) fn rematch_source(&self, token_hash: &str) -> Result<RematchSource, Error> {
        if !self.game.is_over() {
            return Err(Error::Conflict(
                "a rematch starts once the game is over".into(),
            ));
        }
        if self.seats.of_token(token_hash).is_none() {
            return Err(Error::Unauthorized(
                "only a player of this game can start its rematch",
            ));
        }
        Ok(RematchSource {
            config: self.config.clone(),
            clock: self.table.options.clock,
            listed: self.table.options.listed,
            bots: (0..self.seats.holders.len())
                .map(|i| self.seats.bot(i))
                .collect(),
            people: self
                .seats
                .holders
                .iter()
                .map(|h| {
                    h.as_ref()
                        .filter(|h| h.bot.is_none())
                        .map(|h| (h.name.clone(), h.token_hash.clone()))
                })
                .collect(),
            existing: self.table.rematch.clone(),
        })
    }

    pub(super) fn rematch_made(&mut self, rematch: RematchInfo) {
        self.table.rematch = Some(rematch);
        self.lobby_now();
    }
}
