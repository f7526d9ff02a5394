//! Bot-only games: play one to the end, or measure one bot level against a
//! field of another over many seeded games (the hero's seat rotates).

use std::fmt;

use trickerion_rules::{Command, Game, GameConfig, RuleError, Seat, SetupError};

use crate::{make_bot, next_command, Bot, BotLevel};

/// Safety net: a base game takes a few thousand commands even with random bots.
pub const MAX_COMMANDS: usize = 200_000;

/// Why a bot-only game could not be played to the end.
#[derive(Debug)]
pub enum ArenaError {
    Setup(SetupError),
    /// A bot sent a command the rules refused.
    Rejected {
        seat: Seat,
        command: Command,
        error: RuleError,
    },
    /// The game waited for nobody, or for a seat with no legal command.
    Stuck(String),
    TooLong,
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Setup(e) => write!(f, "set-up failed: {e}"),
            ArenaError::Rejected {
                seat,
                command,
                error,
            } => write!(f, "{seat} sent {command:?}, which was refused: {error}"),
            ArenaError::Stuck(why) => write!(f, "the game is stuck: {why}"),
            ArenaError::TooLong => write!(f, "the game did not end in {MAX_COMMANDS} commands"),
        }
    }
}

impl std::error::Error for ArenaError {}

/// A finished game and every command sent in it, in order.
pub struct PlayedGame {
    pub game: Game,
    pub commands: Vec<(Seat, Command)>,
}

/// Plays a game to the end with one bot per seat (`bots[i]` plays `Seat(i)`).
/// When several seats are waiting (Assignment), the lowest seat moves first.
///
/// # Errors
/// When the config is not playable, a bot's command is refused, or the game
/// does not end.
pub fn play_game(
    config: GameConfig,
    bots: &mut [Box<dyn Bot + Send>],
) -> Result<PlayedGame, ArenaError> {
    let game = Game::new(config).map_err(ArenaError::Setup)?;
    play_on(game, bots)
}

/// Plays `game` on from where it stands to the end, as [`play_game`] does.
///
/// # Errors
/// When a bot's command is refused or the game does not end.
pub fn play_on(mut game: Game, bots: &mut [Box<dyn Bot + Send>]) -> Result<PlayedGame, ArenaError> {
    let mut commands = Vec::new();
    while !game.is_over() {
        let seat = *game
            .waiting_for()
            .first()
            .ok_or_else(|| ArenaError::Stuck(format!("nobody to move in {:?}", game.phase())))?;
        let bot = bots
            .get_mut(seat.index())
            .ok_or_else(|| ArenaError::Stuck(format!("no bot for {seat}")))?;
        let command = next_command(bot.as_mut(), &game, seat).ok_or_else(|| {
            ArenaError::Stuck(format!("no legal command for {seat} in {:?}", game.phase()))
        })?;
        if let Err(error) = game.apply(seat, &command) {
            return Err(ArenaError::Rejected {
                seat,
                command,
                error,
            });
        }
        commands.push((seat, command));
        if commands.len() > MAX_COMMANDS {
            return Err(ArenaError::TooLong);
        }
    }
    Ok(PlayedGame { game, commands })
}

/// One bot level ("hero") against a field of another level.
#[derive(Clone, Debug)]
pub struct Matchup {
    pub hero: BotLevel,
    pub field: BotLevel,
    pub players: u8,
    pub games: u32,
    /// Game `i` uses config seed `seed + i`; the hero sits at `Seat(i % players)`.
    pub seed: u64,
}

/// Results of a [`Matchup`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub games: u32,
    pub hero_wins: u32,
    /// Mean final Fame of the hero.
    pub hero_mean: f64,
    /// Mean final Fame of the field's seats.
    pub field_mean: f64,
    /// Mean final Fame of the best field seat of each game.
    pub field_best_mean: f64,
    /// Commands sent per game, on average.
    pub mean_commands: f64,
}

impl Summary {
    pub fn hero_win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.hero_wins) / f64::from(self.games)
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} games: hero won {} ({:.1}%), hero mean score {:.2}, field mean {:.2} (best field seat {:.2}), {:.0} commands per game",
            self.games,
            self.hero_wins,
            100.0 * self.hero_win_rate(),
            self.hero_mean,
            self.field_mean,
            self.field_best_mean,
            self.mean_commands
        )
    }
}

/// Plays `m.games` games and sums up how the hero did.
///
/// # Errors
/// The first game that could not be played to the end.
pub fn evaluate(m: &Matchup) -> Result<Summary, ArenaError> {
    let mut s = Summary::default();
    let (mut hero_sum, mut field_sum, mut best_sum, mut cmds) = (0u64, 0u64, 0u64, 0usize);
    for i in 0..m.games {
        let hero = Seat((i % u32::from(m.players)) as u8);
        let mut bots: Vec<Box<dyn Bot + Send>> = (0..m.players)
            .map(|p| {
                let level = if Seat(p) == hero { m.hero } else { m.field };
                let bot_seed = m
                    .seed
                    .wrapping_mul(1_000_003)
                    .wrapping_add(u64::from(i) * 8 + u64::from(p));
                make_bot(level, bot_seed)
            })
            .collect();
        let played = play_game(
            GameConfig::base(m.players, m.seed.wrapping_add(u64::from(i))),
            &mut bots,
        )?;
        let scores = played
            .game
            .scores()
            .ok_or_else(|| ArenaError::Stuck("a finished game has no scores".into()))?;
        let mut best_field = 0;
        for sc in &scores.scores {
            if sc.seat == hero {
                hero_sum += u64::from(sc.total);
            } else {
                field_sum += u64::from(sc.total);
                best_field = best_field.max(sc.total);
            }
        }
        best_sum += u64::from(best_field);
        if scores.winner == hero {
            s.hero_wins += 1;
        }
        cmds += played.commands.len();
        s.games += 1;
    }
    if s.games > 0 {
        let g = f64::from(s.games);
        s.hero_mean = hero_sum as f64 / g;
        s.field_mean = field_sum as f64 / (g * f64::from(m.players - 1));
        s.field_best_mean = best_sum as f64 / g;
        s.mean_commands = cmds as f64 / g;
    }
    Ok(s)
}
