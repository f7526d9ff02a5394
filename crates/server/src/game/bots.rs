//! The bots at a game's table: the server's bot seats and the bots standing
//! in for away players. When the game waits for a bot, a timer
//! (`BOT_DELAY_MS`) fires, the bot picks from its seat's [`Observation`] (the
//! seat's view and legal commands, nothing hidden), and its command goes
//! through the same checked, stored, broadcast path as a player's.
//!
//! A bot thinks on a blocking thread, never on the async runtime, and at
//! most one bot per core thinks at a time (a hard bot searches for up to
//! `HARD_BOT_MS`): a table of hard bots slows its own game only.

use std::panic::AssertUnwindSafe;
use std::sync::LazyLock;
use std::time::Duration;

use tokio::sync::Semaphore;
use trickerion_bot::{make_bot_with, Bot, BotLevel, Budget, Observation};

use crate::engine::{Command, Game, Seat};
use crate::names::BOT_NAMES;

/// How long a bot waits, at least, before it moves after a person's command
/// that can still be taken back.
const TAKE_BACK_GRACE: Duration = Duration::from_secs(2);

/// Bots thinking at once, in all games: one per core but one, so that a
/// core is always left for the games' own work (commands, views, sockets)
/// however many hard bots think; at least one.
static THINKERS: LazyLock<Semaphore> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    Semaphore::new(cores.saturating_sub(1).max(1))
});

/// Per seat, the bot playing it, and when the next bot move is due.
pub(super) struct Bots {
    seats: Vec<Option<Box<dyn Bot + Send>>>,
    /// `None` while no bot is waited for.
    pub(super) due: Option<tokio::time::Instant>,
    /// How long a hard bot may think per decision.
    think: Duration,
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
    pub(super) fn new(players: u8, think: Duration) -> Bots {
        Bots {
            seats: (0..players).map(|_| None).collect(),
            due: None,
            think,
        }
    }

    /// Whether a bot (seated or standing in) plays `seat`.
    pub(super) fn plays(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()).is_some_and(Option::is_some)
    }

    /// A bot of `level` plays `seat` from now on, drawing from `seed`.
    pub(super) fn seat(&mut self, seat: Seat, level: BotLevel, seed: u64) {
        let budget = Budget {
            time: Some(self.think),
            ..Budget::TABLE
        };
        self.seats[seat.index()] = Some(make_bot_with(level, seed, budget));
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

    /// The first bot seat the game waits for.
    pub(super) fn next_seat(&mut self, game: &Game) -> Option<Seat> {
        self.due = None;
        game.waiting_for().into_iter().find(|&s| self.plays(s))
    }

    /// The command the bot of `seat` picks from the seat's `legal`
    /// commands, thought out on a blocking thread.
    pub(super) async fn choose(
        &mut self,
        game: &Game,
        seat: Seat,
        legal: Vec<Command>,
    ) -> Result<Command, NoMove> {
        if legal.is_empty() {
            return Err(NoMove::NoLegalCommand(seat));
        }
        let Some(mut bot) = self.seats[seat.index()].take() else {
            return Err(NoMove::NotWaited);
        };
        // The game task waits here (its state cannot change meanwhile); the
        // runtime's threads go on with other games.
        let game = game.clone();
        let permit = THINKERS.acquire().await;
        let thought = tokio::task::spawn_blocking(move || {
            // The bot sees the seat's Observation only. A panic (a bot bug)
            // must not take the game down.
            let chosen = std::panic::catch_unwind(AssertUnwindSafe(|| {
                bot.choose(&Observation::with_legal(&game, seat, legal))
            }));
            (bot, chosen)
        })
        .await;
        drop(permit);
        match thought {
            Ok((bot, chosen)) => {
                self.seats[seat.index()] = Some(bot);
                chosen.map_err(|_| NoMove::Panicked(seat))
            }
            // The thread panicked outside the bot (it cannot be cancelled):
            // the bot is gone and its seat stalls.
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
    let [random, easy, normal, hard, _greedy] = BOT_NAMES;
    match level {
        BotLevel::Random => random,
        BotLevel::Easy => easy,
        BotLevel::Normal => normal,
        BotLevel::Hard => hard,
    }
}
