//! `--policy`: weighted and greedy random play reach the Performances, which
//! uniform play seldom does.

use trickerion_cli::args::{Args, Policy};
use trickerion_cli::run::play_random;
use trickerion_cli::script::Step;
use trickerion_rules::{Event, Game, GameConfig, PerformanceEvent};

/// Performances in a game played to the end by `policy` from `seed`.
fn performances(policy: Policy, seed: u64) -> usize {
    let config = GameConfig::dark_alley(3, seed);
    let mut game = Game::new(config.clone()).unwrap();
    let args = Args {
        random_to_end: Some(seed),
        policy: vec![policy],
        ..Args::default()
    };
    let mut steps: Vec<Step> = Vec::new();
    play_random(&mut game, seed, &args, &mut steps).unwrap();
    assert!(game.is_over());
    let mut replay = Game::new(config).unwrap();
    let mut n = 0;
    for s in &steps {
        let events = replay.apply(s.seat, &s.command).unwrap();
        n += events
            .iter()
            .filter(|e| matches!(e, Event::Performance(PerformanceEvent::Performed { .. })))
            .count();
    }
    assert_eq!(replay, game, "the produced script replays to the same game");
    n
}

#[test]
fn weighted_and_greedy_play_reach_the_performances() {
    // Uniform play returns Tricks and Components at almost every decision and
    // performs in almost no game; weighted play performs in many, greedy
    // bots in every game, several times.
    let weighted: usize = (0..10)
        .map(|seed| performances(Policy::Weighted, seed))
        .sum();
    assert!(
        weighted >= 5,
        "weighted: {weighted} Performances in 10 games"
    );
    for seed in 0..4 {
        let n = performances(Policy::Greedy, seed);
        assert!(n >= 5, "greedy, seed {seed}: {n} Performances");
    }
}
