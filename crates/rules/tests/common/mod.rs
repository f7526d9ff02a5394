//! Shared helpers for the random-playthrough tests.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Game, GameConfig, Seat};

pub struct Rng(pub ChaCha8Rng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// One uniformly random legal step: a waiting seat, then one of its legal commands.
pub fn random_step(g: &Game, rng: &mut Rng) -> (Seat, Command) {
    let waiting = g.waiting_for();
    assert!(!waiting.is_empty(), "nobody to move in {:?}", g.phase());
    let seat = *rng.pick(&waiting);
    let legal = g.legal_commands(seat);
    assert!(
        !legal.is_empty(),
        "no legal command for {seat:?} in {:?}",
        g.phase()
    );
    (seat, rng.pick(&legal).clone())
}

/// Plays a whole game with uniformly random legal commands, calling `each` after
/// every step; returns the finished game and its command list.
pub fn play(
    config: GameConfig,
    seed: u64,
    mut each: impl FnMut(&Game),
) -> (Game, Vec<(Seat, Command)>) {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(config).expect("valid config");
    let mut log = Vec::new();
    while !g.is_over() {
        let (seat, cmd) = random_step(&g, &mut rng);
        g.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("legal command {cmd:?} rejected: {e}"));
        log.push((seat, cmd));
        each(&g);
        assert!(log.len() < 100_000, "game did not finish");
    }
    (g, log)
}

/// A random step that avoids undoing progress when it can: no returning Tricks
/// or Components, no taking cards back, Actions before ending them. Games
/// played this way reach the Theater and the Performances far more often.
pub fn purposeful_step(g: &Game, rng: &mut Rng) -> (Seat, Command) {
    let waiting = g.waiting_for();
    let seat = *rng.pick(&waiting);
    let legal = g.legal_commands(seat);
    let wasteful = |c: &Command| {
        matches!(
            c,
            Command::ReturnTrick { .. }
                | Command::ReturnComponents { .. }
                | Command::Unassign { .. }
                | Command::LeaveIdle { .. }
                | Command::EndActions
                | Command::DeclinePerformance
                | Command::DeclineAdvertise
        )
    };
    let useful: Vec<&Command> = legal.iter().filter(|c| !wasteful(c)).collect();
    let showy: Vec<&Command> = useful
        .iter()
        .copied()
        .filter(|c| {
            matches!(
                c,
                Command::Prepare { .. }
                    | Command::PrepareWith { .. }
                    | Command::SetUpTrick { .. }
                    | Command::SetUpPiled { .. }
                    | Command::SetUpGuest { .. }
                    | Command::SetUpSwapping { .. }
                    | Command::Perform { .. }
                    | Command::PerformWith { .. }
                    | Command::Possess { .. }
                    | Command::LearnTrick { .. }
            )
        })
        .collect();
    if !showy.is_empty() && rng.below(2) == 0 {
        return (seat, (*rng.pick(&showy)).clone());
    }
    if !useful.is_empty() && rng.below(40) != 0 {
        return (seat, (*rng.pick(&useful)).clone());
    }
    (seat, rng.pick(&legal).clone())
}

/// [`play`] with [`purposeful_step`].
pub fn play_purposeful(
    config: GameConfig,
    seed: u64,
    mut each: impl FnMut(&Game),
) -> (Game, Vec<(Seat, Command)>) {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(config).expect("valid config");
    let mut log = Vec::new();
    while !g.is_over() {
        let (seat, cmd) = purposeful_step(&g, &mut rng);
        g.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("legal command {cmd:?} rejected: {e}"));
        log.push((seat, cmd));
        each(&g);
        assert!(log.len() < 100_000, "game did not finish");
    }
    (g, log)
}
