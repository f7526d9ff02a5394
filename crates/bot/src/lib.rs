//! Computer players for Trickerion.
//!
//! A bot sees the game only through an [`Observation`]: its seat's redacted
//! [`View`], the seat's legal commands, and [`Observation::preview`], which asks
//! the rules what one of those commands would do when the answer depends on
//! public information only. The server holds the full [`Game`]; it builds the
//! observation and sends whatever the bot picks, so a bot can never peek at
//! other players' hands, face-down Assignment cards, the Performance deck or the
//! random stream.
//!
//! # Layout
//! - `lib.rs`: the [`Bot`] trait, [`Observation`], [`BotLevel`] and [`make_bot`].
//! - `random`: uniform choice among the legal commands, seeded.
//! - `weighted`: a random choice weighted towards progress (Prepare, Set Up,
//!   Perform), so that random games reach the Performances.
//! - `greedy`: a heuristic player: an Assignment plan per turn, then the best
//!   scoring command at each decision.
//! - `arena`: plays bot-only games and measures one bot level against another.
//! - `easy`: the greedy bot with noise (one decision in three random).
//! - `search`: a determinized Monte Carlo search over imagined worlds,
//!   played on by greedy bots, under a budget of playouts and time.
//! - `lookahead`: tries every command in imagined worlds played on by the
//!   greedy bot; a measuring stick for the Heir's balance, not a table
//!   level (it needs the rules state and is far slower).

pub mod arena;
mod easy;
mod greedy;
mod lookahead;
mod random;
mod search;
pub mod weighted;

use serde::{Deserialize, Serialize};
use trickerion_rules::{Command, Event, Game, Seat, View, Viewer};

pub use easy::EasyBot;
pub use greedy::GreedyBot;
pub use lookahead::{LookaheadBot, Objective};
pub use random::RandomBot;
pub use search::{Budget, SearchBot, SearchStats};
pub use weighted::WeightedBot;

/// What a seat may know when it has to decide.
pub struct Observation<'a> {
    /// `None` for a remote client that only has the view: then
    /// [`Observation::preview`] answers `None` for everything.
    game: Option<&'a Game>,
    seat: Seat,
    view: View,
    legal: Vec<Command>,
}

impl<'a> Observation<'a> {
    /// The seat's view of `game` and its legal commands now.
    pub fn new(game: &'a Game, seat: Seat) -> Observation<'a> {
        let legal = game.legal_commands(seat);
        Observation::with_legal(game, seat, legal)
    }

    /// Like [`Observation::new`], with a legal list the caller already computed.
    pub fn with_legal(game: &'a Game, seat: Seat, legal: Vec<Command>) -> Observation<'a> {
        Observation {
            game: Some(game),
            seat,
            view: game.view(Viewer::Seat(seat)),
            legal,
        }
    }

    /// What a remote client knows: the seat's view and legal list as the
    /// server sent them. Without the rules state, [`Observation::preview`]
    /// answers `None`, so the greedy bot plays worse (it cannot value
    /// Performances and Actions) but still only picks legal commands.
    pub fn from_view(view: View, seat: Seat, legal: Vec<Command>) -> Observation<'static> {
        Observation {
            game: None,
            seat,
            view,
            legal,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The game as this seat sees it.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// Every command the seat may send now (empty when the game does not wait for it).
    pub fn legal(&self) -> &[Command] {
        &self.legal
    }

    /// The events one of the seat's legal commands would produce, computed by
    /// `Game::decide` without changing the game and without the automatic steps
    /// that follow it. `None` for commands that are not legal now and for
    /// `RerollDie` and `Gamble`, whose die faces come from the hidden random
    /// stream. Every other command's events follow from what the seat already
    /// sees.
    pub fn preview(&self, cmd: &Command) -> Option<Vec<Event>> {
        if matches!(cmd, Command::RerollDie { .. } | Command::Gamble) || !self.legal.contains(cmd) {
            return None;
        }
        self.game?.decide(self.seat, cmd).ok()
    }
}

/// A computer player.
pub trait Bot {
    /// Picks one of `obs.legal()`, which the caller guarantees is not empty.
    fn choose(&mut self, obs: &Observation<'_>) -> Command;
}

/// The command `bot` sends for `seat` now, or `None` when the game does not
/// wait for that seat. The result is always one of `game.legal_commands(seat)`.
pub fn next_command(bot: &mut dyn Bot, game: &Game, seat: Seat) -> Option<Command> {
    let obs = Observation::new(game, seat);
    if obs.legal().is_empty() {
        return None;
    }
    let cmd = bot.choose(&obs);
    debug_assert!(obs.legal().contains(&cmd), "bot chose an illegal command");
    Some(cmd)
}

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Uniform over the legal commands.
    Random,
    /// The greedy bot with noise: one decision in three is random.
    Easy,
    /// Plans each turn and picks the best-scoring command (the greedy bot;
    /// stored games name it `greedy`).
    #[serde(alias = "greedy")]
    Normal,
    /// Searches imagined worlds played on by greedy bots (at most 1 s a
    /// decision at the table).
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Hard,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }

    /// The level called `name`, also by the name games stored before the
    /// levels had names (`greedy` for normal).
    pub fn from_name(name: &str) -> Option<BotLevel> {
        match name {
            "greedy" => Some(BotLevel::Normal),
            _ => BotLevel::ALL.into_iter().find(|l| l.name() == name),
        }
    }
}

/// A bot of `level`; the same seed gives the same choices in the same
/// positions (for the hard bot: when its time limit is not reached).
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot + Send> {
    make_bot_with(level, seed, Budget::TABLE)
}

/// [`make_bot`] with the hard bot's budget given.
pub fn make_bot_with(level: BotLevel, seed: u64, budget: Budget) -> Box<dyn Bot + Send> {
    match level {
        BotLevel::Random => Box::new(RandomBot::new(seed)),
        BotLevel::Easy => Box::new(EasyBot::new(seed)),
        BotLevel::Normal => Box::new(GreedyBot::new(seed)),
        BotLevel::Hard => Box::new(SearchBot::new(seed, budget)),
    }
}
