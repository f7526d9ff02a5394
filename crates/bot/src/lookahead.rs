//! The look-ahead player, for solo games against Dahlgaard's Heir: at each
//! decision it tries every legal command in a few imagined worlds
//! ([`Game::imagined_world`]: the table as its seat sees it, with the
//! face-down piles and the coming dice drawn afresh), plays each world on to
//! the end with the greedy bot, and sends the command whose worlds ended best
//! for it against the Heir. It is a measuring stick for the Heir's balance
//! (`examples/heir_balance.rs`): much slower than the greedy bot, and only
//! as wise as the greedy bot's play of the rest of the game. In games with
//! other people it plays exactly as the greedy bot does, since their hidden
//! cards cannot be imagined away.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Game, Seat};

use crate::arena::play_on;
use crate::{Bot, GreedyBot, Observation};

pub struct LookaheadBot {
    greedy: GreedyBot,
    rng: ChaCha8Rng,
    /// Imagined worlds per decision; every command is tried in the same ones.
    worlds: usize,
    objective: Objective,
}

/// What the look-ahead bot plays for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Its final Fame minus the best other score: playing to win, which
    /// includes keeping Fame from the Heir.
    Margin,
    /// Its own final Fame only: how much a player can score.
    OwnFame,
}

impl LookaheadBot {
    /// A look-ahead bot trying each command in `worlds` imagined worlds.
    pub fn new(seed: u64, worlds: usize, objective: Objective) -> LookaheadBot {
        LookaheadBot {
            greedy: GreedyBot::keeping_assignments(seed),
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5eed),
            worlds: worlds.max(1),
            objective,
        }
    }
}

impl Bot for LookaheadBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        // The greedy bot sees every decision, so its turn plan stays current;
        // it keeps the Assignment cards given, so nothing offers to take one
        // back and the look-ahead cannot go round in circles.
        let greedy = self.greedy.choose(obs);
        let legal = obs.legal();
        let Some(game) = obs.game else {
            return greedy;
        };
        if legal.len() < 2 {
            return greedy;
        }
        let seat = obs.seat();
        let worlds: Vec<(Game, u64)> = (0..self.worlds)
            .filter_map(|_| {
                let seed = self.rng.next_u64();
                game.imagined_world(seat, seed).map(|w| (w, seed))
            })
            .collect();
        if worlds.is_empty() {
            return greedy;
        }
        // Commands that undo a step (Unassign, returning a Trick or
        // Components) only when the greedy bot asks for them: tried freely,
        // they let the look-ahead go back and forth without end.
        let mut field: Vec<(f64, &Command)> = legal
            .iter()
            .filter(|c| *c == &greedy || !undoes(c))
            .map(|c| (0.0, c))
            .collect();
        // Sequential halving: every command in the first few worlds, then
        // the better half in twice as many, until one is left or the
        // worlds run out.
        let mut used = 0;
        let mut upto = FIRST_WORLDS.min(worlds.len());
        loop {
            for (sum, cmd) in &mut field {
                *sum += worlds[used..upto]
                    .iter()
                    .map(|(w, seed)| outcome_after(w.clone(), seat, cmd, *seed, self.objective))
                    .sum::<f64>();
            }
            used = upto;
            // Ties go to the greedy bot's pick.
            let value = |&(sum, cmd): &(f64, &Command)| {
                sum / used as f64 + if *cmd == greedy { 0.25 } else { 0.0 }
            };
            field.sort_by(|a, b| value(b).total_cmp(&value(a)));
            if field.len() == 1 || used == worlds.len() {
                return field[0].1.clone();
            }
            field.truncate(field.len().div_ceil(2));
            upto = (used * 2).min(worlds.len());
        }
    }
}

/// Commands that give back a step already taken.
pub(crate) fn undoes(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::Unassign { .. } | Command::ReturnTrick { .. } | Command::ReturnComponents { .. }
    )
}

/// Worlds every command is tried in before the field is halved.
const FIRST_WORLDS: usize = 4;

/// What `objective` makes of the final scores after sending `cmd` in `world`
/// and playing on with greedy bots; very low when the world refuses `cmd` or
/// cannot be played to the end.
fn outcome_after(world: Game, seat: Seat, cmd: &Command, seed: u64, objective: Objective) -> f64 {
    let Some((mine, theirs)) = scores_after(world, seat, cmd, seed) else {
        return -1e9;
    };
    match objective {
        Objective::Margin => f64::from(mine) - f64::from(theirs),
        Objective::OwnFame => f64::from(mine),
    }
}

/// The seat's final Fame and the best other seat's after sending `cmd` in
/// `world` and playing on with greedy bots (seeded by `seed`); `None` when
/// the world refuses `cmd` or cannot be played to the end.
pub(crate) fn scores_after(
    mut world: Game,
    seat: Seat,
    cmd: &Command,
    seed: u64,
) -> Option<(u32, u32)> {
    world.apply(seat, cmd).ok()?;
    let seats = world.config().options.players as usize;
    let mut bots: Vec<Box<dyn Bot + Send>> = (0..seats)
        .map(|i| Box::new(GreedyBot::keeping_assignments(seed ^ i as u64)) as Box<dyn Bot + Send>)
        .collect();
    let played = play_on(world, &mut bots).ok()?;
    let scores = played.game.scores()?;
    let mine = scores
        .scores
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.total);
    let theirs = scores
        .scores
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| s.total)
        .max()
        .unwrap_or(0);
    Some((mine, theirs))
}
