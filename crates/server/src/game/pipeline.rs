//! The one path of every game command, a player's or a bot's: checked on a
//! copy of the state, appended to the log through the group commit
//! ([`Committer`](crate::commit::Committer)), and only when its batch has
//! committed does the copy become the state (persist, then apply); then every
//! viewer with a socket is sent its own redacted view (broadcast). A failed
//! append changes nothing.
//!
//! Every seat's legal commands are computed once per command and kept (with
//! their JSON, made when first sent), for the messages, the `stale_version`
//! check and the bots.

use std::collections::VecDeque;
use std::panic::AssertUnwindSafe;
use std::time::{Duration, Instant};

use tracing::Instrument;

use super::actor::{GameActor, Recent};
use super::bots::NoMove;
use crate::engine::{Command, Seat, Viewer};
use crate::error::Error;
use crate::protocol::{LogLine, StandInReason};
use crate::render::{self, SeatLegal, StateRef, Told};
use crate::sockets::{Member, Text};
use crate::store::{LogEntry, StoreError};

/// Requests per seat remembered, to answer a repeated one instead of playing
/// it twice.
const RECENT: usize = 16;

/// Each seat's last [`RECENT`] commands sent with a request id, from the
/// stored log: a game that loads again (a restart, a takeover) still answers
/// a resend as the original.
pub(super) fn recent_in(log: &[LogEntry], players: u8) -> Vec<VecDeque<Recent>> {
    let mut recent: Vec<VecDeque<Recent>> = (0..players).map(|_| VecDeque::new()).collect();
    for entry in log.iter().rev() {
        let (Some(request_id), Some(seat)) =
            (&entry.request_id, recent.get_mut(entry.seat.index()))
        else {
            continue;
        };
        if seat.len() < RECENT {
            seat.push_front(Recent {
                request_id: request_id.clone(),
                version: entry.seen,
                command: entry.command.clone(),
                acked: entry.seq,
            });
        }
    }
    recent
}
/// How often lagging sockets are offered a snapshot while no update comes.
const RESYNC_RETRY: Duration = Duration::from_millis(200);
/// Why a game the server's operator ended refuses commands.
pub(super) const ENDED: &str =
    "the server's operator ended this game: it takes no more moves (its record stays)";

impl GameActor {
    /// [`GameActor::command`] with its span, log lines and metrics; the one
    /// path of every game command, a player's or a bot's.
    pub(super) async fn timed_command(
        &mut self,
        member: Member,
        request_id: Option<String>,
        command: Command,
        version: Option<u64>,
        by_bot: bool,
    ) -> Result<u64, Error> {
        if self.table.ended {
            return Err(Error::Conflict(ENDED.into()));
        }
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
        self.seats.check(member)?;
        if !self.started {
            return Err(Error::Conflict("the game has not started yet".into()));
        }
        // The same message again (a resend, a double click, or a resend
        // after the game loaded again): the same answer.
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
            request_id: request_id.clone(),
            seen: request_id.as_ref().and(seen),
        };
        let appended = self
            .committer
            .append(self.id.clone(), entry, self.epoch())
            .await;
        // Refused because the server's operator ended the game meanwhile
        // (`trickerion-server games end`): said so, and the task unloads.
        if matches!(appended, Err(StoreError::Conflict))
            && self.store.load_table(&self.id).await.is_ok_and(|t| t.ended)
        {
            self.out_of_date = true;
            return Err(Error::Conflict(ENDED.into()));
        }
        self.stored(
            appended,
            "the game was changed elsewhere; reconnect to see it",
        )?;
        // Committed: now it is the game.
        self.game = next;
        self.events.push(events.into_boxed_slice());
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

    /// Plays one command for the first bot seat the game waits for.
    pub(super) async fn play_bot(&mut self) {
        if self.table.ended {
            self.bots.due = None;
            return;
        }
        let Some(seat) = self.bots.next_seat(&self.game) else {
            return;
        };
        if self.seats.holders[seat.index()].is_none() {
            return;
        }
        let legal = self.legal[seat.index()].commands.clone();
        let command = match self.bots.choose(&self.game, seat, legal).await {
            Ok(command) => command,
            Err(NoMove::NotWaited) => return,
            Err(NoMove::NoLegalCommand(seat)) => {
                tracing::error!(
                    seat = seat.0,
                    "the game waits for a bot seat that has no legal command"
                );
                return;
            }
            Err(NoMove::Panicked(seat)) => {
                self.metrics.bot_command(false);
                tracing::error!(seat = seat.0, "the bot panicked; its seat stalls");
                return;
            }
        };
        let Some(holder) = self.seats.holders[seat.index()].as_ref().map(|h| h.id) else {
            return;
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
            // A storage outage: try again later.
            self.bots.retry(self.settings.bot_delay);
        }
    }

    /// A `snapshot` for `viewer` (the lobby before the start).
    pub(super) fn snapshot(&self, viewer: Viewer) -> Text {
        if self.started {
            self.render_state(viewer, None)
        } else {
            self.lobby_message()
        }
    }

    /// The events `viewer` may read, redacted, from the commands after
    /// version `since`, with the version and the seat of each.
    fn log_events(&self, viewer: Viewer, since: u64) -> Vec<Told> {
        self.events
            .iter()
            .enumerate()
            .skip(since as usize)
            .flat_map(|(i, events)| {
                let by = self.by[i];
                events
                    .iter()
                    .filter_map(move |event| Some((i as u64 + 1, by, event.redact(viewer)?)))
            })
            .collect()
    }

    /// The log lines telling `told`.
    fn log_lines(&self, told: &[Told]) -> Vec<LogLine> {
        let names = self.seats.names(&self.config);
        let academy = self.game.academy_content();
        told.iter()
            .map(|(version, by, event)| LogLine {
                version: *version,
                msg: event.words(&names, academy),
                by: *by,
                event: event.clone(),
            })
            .collect()
    }

    /// A `snapshot` (`since` = None: the whole log) or an `update` with the
    /// log lines after version `since`, for `viewer`.
    fn render_state(&self, viewer: Viewer, since: Option<u64>) -> Text {
        let told = self.log_events(viewer, since.unwrap_or(0));
        let mut parts = self.view_parts.borrow_mut();
        let mut told_lines = self.told_lines.borrow_mut();
        // An update's lines are told once for every viewer that reads the
        // same events, and kept for the next one; a snapshot's whole log is
        // written once and not kept.
        let whole_log;
        let log = match since {
            Some(_) => told_lines.json(told, |told| self.log_lines(told)),
            None => {
                whole_log = render::log(&self.log_lines(&told));
                &whole_log
            }
        };
        let waiting_for = self.game.waiting_for();
        let state = StateRef {
            version: self.version(),
            status: self.status(),
            view_len: parts.view_len(),
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
            log,
        };
        let view = |out: &mut String| parts.write(self.game.view(viewer), out);
        match since {
            None => render::snapshot(&state, view),
            Some(_) => render::update(&state, view),
        }
    }

    /// Sends every socket its viewer's state: a `snapshot` (`since` = None)
    /// or an `update` with the log lines after version `since`.
    pub(super) fn broadcast_state(&mut self, since: Option<u64>) {
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

    /// Accounts for sockets found closed while sending to them.
    pub(super) fn forgot(&mut self, closed: usize) {
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
    fn resync_messages(&self, viewer: Viewer) -> Vec<Text> {
        let mut messages = vec![self.lobby_message(), self.snapshot(viewer)];
        messages.extend(self.chat_history_messages(viewer));
        messages
    }

    pub(super) fn resync_lagging(&mut self) {
        self.resync_due = None;
        let mut sockets = std::mem::take(&mut self.sockets);
        sockets.resync_lagging(|viewer| self.resync_messages(viewer));
        self.sockets = sockets;
        self.forgot(0);
    }
}
