//! The bots at a game's table: the server's bot seats and the bots standing
//! in for away players. The game task plays them itself: when the game waits
//! for a bot, a timer (`BOT_DELAY_MS`) fires, the bot picks from its seat's
//! [`Observation`] (the seat's view and legal commands, nothing hidden), and
//! its command goes through the same checked, stored, broadcast path as a
//! player's.

use std::panic::AssertUnwindSafe;
use std::time::Duration;

use trickerion_bot::{make_bot, Bot, BotLevel, Observation};

use crate::engine::{Command, Game, Seat};
use crate::names::BOT_NAMES;

/// How long a bot waits, at least, before it moves after a person's command
/// that can still be taken back.
const TAKE_BACK_GRACE: Duration = Duration::from_secs(2);

/// Per seat, the bot playing it, and when the next bot move is due.
pub(super) struct Bots {
    seats: Vec<Option<Box<dyn Bot + Send>>>,
    /// `None` while no bot is waited for.
    pub(super) due: Option<tokio::time::Instant>,
}

/// Why no bot command came.
pub(super) enum NoMove {
    /// No bot seat is waited for (or its bot went meanwhile).
    NotWaited,
    /// The game waits for a bot seat that has no legal command.
    NoLegalCommand(Seat),
    /// The bot panicked (a bot bug); its seat stalls.
    Panicked(Seat),
}

impl Bots {
    pub(super) fn new(players: u8) -> Bots {
        Bots {
            seats: (0..players).map(|_| None).collect(),
            due: None,
        }
    }

    /// Whether a bot (seated or standing in) plays `seat`.
    pub(super) fn plays(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()).is_some_and(Option::is_some)
    }

    /// A bot of `level` plays `seat` from now on, drawing from `seed`.
    pub(super) fn seat(&mut self, seat: Seat, level: BotLevel, seed: u64) {
        self.seats[seat.index()] = Some(make_bot(level, seed));
    }

    /// Nobody plays `seat` for the server any more.
    pub(super) fn unseat(&mut self, seat: Seat) {
        self.seats[seat.index()] = None;
    }

    /// Sets the timer when the game waits for a bot seat. A timer already
    /// running is kept, so players' commands never hold a bot back.
    pub(super) fn schedule(&mut self, game: &Game, started: bool, delay: Duration) {
        let waits_for_bot =
            started && !game.is_over() && game.waiting_for().iter().any(|&s| self.plays(s));
        if !waits_for_bot {
            self.due = None;
        } else if self.due.is_none() {
            // A person who just moved may still take it back: a bot does not
            // snatch that chance away at once.
            let person_may_take_back = (0..self.seats.len() as u8)
                .map(Seat)
                .any(|s| !self.plays(s) && game.can_take_back(s));
            let delay = if person_may_take_back {
                delay.max(TAKE_BACK_GRACE)
            } else {
                delay
            };
            self.due = Some(tokio::time::Instant::now() + delay);
        }
    }

    /// Tries again after `delay` at the earliest (a command that was not
    /// stored), never in a tight loop.
    pub(super) fn retry(&mut self, delay: Duration) {
        self.due = Some(tokio::time::Instant::now() + delay.max(Duration::from_secs(1)));
    }

    /// The first bot seat the game waits for, and the command its bot picks
    /// from the seat's legal commands (`legal_of`, `None` when the seat has
    /// no holder to play for).
    pub(super) fn choose(
        &mut self,
        game: &Game,
        legal_of: impl FnOnce(Seat) -> Option<Vec<Command>>,
    ) -> Result<(Seat, Command), NoMove> {
        self.due = None;
        let Some(seat) = game.waiting_for().into_iter().find(|&s| self.plays(s)) else {
            return Err(NoMove::NotWaited);
        };
        let Some(legal) = legal_of(seat) else {
            return Err(NoMove::NotWaited);
        };
        let Some(bot) = self.seats[seat.index()].as_mut() else {
            return Err(NoMove::NotWaited);
        };
        // The bot sees the seat's Observation only. A panic (a bot bug) must
        // not take the game down.
        let chosen = std::panic::catch_unwind(AssertUnwindSafe(|| {
            if legal.is_empty() {
                return None;
            }
            let obs = Observation::with_legal(game, seat, legal);
            Some(bot.choose(&obs))
        }));
        match chosen {
            Ok(Some(command)) => Ok((seat, command)),
            Ok(None) => Err(NoMove::NoLegalCommand(seat)),
            Err(_) => Err(NoMove::Panicked(seat)),
        }
    }
}

/// The seed of a bot rebuilt at `version`: a bot seated in the lobby starts
/// from its stored seed; one reloaded mid-game from a mix of it and the
/// version, so its choices depend on stored data only.
pub(super) fn bot_seed(seed: u64, version: u64) -> u64 {
    seed ^ version.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// What the lobby calls a bot of `level` (one of the names players may not
/// take, [`BOT_NAMES`]).
pub(super) fn label(level: BotLevel) -> &'static str {
    let [random, greedy] = BOT_NAMES;
    match level {
        BotLevel::Random => random,
        BotLevel::Greedy => greedy,
    }
}
