//! Shared helpers for the random-playthrough tests.
// Each test binary uses a different part of this module.
#![allow(dead_code)]

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{board, Command, Component, Game, GameConfig, Seat, Viewer};

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

/// Plays a whole game, each step chosen by `step`, calling `each` after every
/// step; returns the finished game and its command list.
pub fn play_with(
    config: GameConfig,
    seed: u64,
    step: fn(&Game, &mut Rng) -> (Seat, Command),
    mut each: impl FnMut(&Game),
) -> (Game, Vec<(Seat, Command)>) {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(config).expect("valid config");
    let mut log = Vec::new();
    while !g.is_over() {
        let (seat, cmd) = step(&g, &mut rng);
        g.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("legal command {cmd:?} rejected: {e}"));
        log.push((seat, cmd));
        each(&g);
        assert!(log.len() < 100_000, "game did not finish");
    }
    (g, log)
}

/// [`play_with`] uniformly random legal commands.
pub fn play(
    config: GameConfig,
    seed: u64,
    each: impl FnMut(&Game),
) -> (Game, Vec<(Seat, Command)>) {
    play_with(config, seed, random_step, each)
}

/// Invariants: no component over the limit, markers conserved (at most 4 per
/// symbol between the Trick and the Theater), at most 4 Tricks. Coins, Shards and
/// Fame are unsigned, so "never negative" is enforced by the types and by
/// `apply_event` never underflowing (a debug build would panic).
pub fn check_invariants(g: &Game) {
    let waiting = g.waiting_for();
    for s in 0..g.players().len() as u8 {
        assert_eq!(g.is_waiting_for(Seat(s)), waiting.contains(&Seat(s)));
    }
    let view = g.view(Viewer::Spectator);
    let theater = view.theater;
    for (i, p) in g.players().iter().enumerate() {
        // Personal Supply (Magician Powers) may raise the limit while it lies
        // on its slot; a Component gained then may stay after it leaves.
        let limit = if g.config().options.powers {
            5
        } else {
            board::COMPONENT_LIMIT
        };
        for c in Component::ALL {
            assert!(p.effective(c) <= limit, "seat {i} has too many {c:?}");
        }
        check_powers(g, i);
        assert!(p.tricks.len() <= board::MAX_TRICKS);
        for t in &p.tricks {
            let out = theater
                .iter()
                .flat_map(|c| c.markers.iter().flatten())
                .filter(|m| m.seat == Seat(i as u8) && m.symbol == t.symbol)
                .count();
            assert!(t.markers as usize + out <= board::MARKERS_PER_SYMBOL as usize);
        }
        // Markers in the Theater always belong to a Trick their owner still has.
        for m in theater.iter().flat_map(|c| c.markers.iter().flatten()) {
            assert!(g.player(m.seat).trick_by_symbol(m.symbol).is_some());
        }
    }
    // Gray markers (Duel of Magicians) stay on their printed slots, alone.
    for c in &theater {
        assert_eq!(c.gray, c.card.card().gray.to_vec());
        for gm in &c.gray {
            assert!(
                c.markers[gm.slot as usize].is_none(),
                "a marker on a gray one"
            );
        }
    }
    // Duel of Magicians: no Character stands on a slot this turn's Turn Setup
    // card covers; the deck only shrinks.
    if let Some(d) = g.duel() {
        assert_eq!(
            d.deck.len() + d.used.len() + usize::from(d.current.is_some()),
            if g.config().options.dark_alley { 7 } else { 5 }
        );
        if let Some(covered) = &view.duel.as_ref().unwrap().covered {
            let slots = &view.slots;
            for (row, cov) in [
                (&slots.downtown, &covered.downtown),
                (&slots.market_row, &covered.market_row),
                (&slots.dark_alley, &covered.dark_alley),
            ] {
                for k in 0..4 {
                    assert!(
                        !(cov[k] && row[k].is_some()),
                        "a Character on a covered slot"
                    );
                }
            }
            for d in 0..4 {
                if covered.theater[d] {
                    assert!(slots.theater[d].iter().all(|s| s.is_none()));
                }
            }
        }
    } else {
        assert!(view.duel.is_none());
    }
}

/// Magician Powers: 12 Powers per player between hand, slots and discards (4
/// discarded once set-up is over); every Power lies next to an open slot it
/// is valid for; Coins lie on Private Investments only while it is learned.
fn check_powers(g: &Game, i: usize) {
    let p = &g.players()[i];
    let Some(b) = &p.powers else {
        assert!(!g.config().options.powers);
        return;
    };
    assert!(g.config().options.powers);
    let learned: Vec<_> = b.slots.iter().flatten().collect();
    assert_eq!(b.hand.len() + learned.len() + b.discarded.len(), 12);
    assert!(b.discarded.len() <= 4);
    if g.turn() > 0 {
        assert_eq!(b.discarded.len(), 4);
    }
    let content = trickerion_rules::content::powers();
    for (k, s) in b.slots.iter().enumerate() {
        if let Some(power) = s {
            assert!(
                power.card().slots.contains(&(k as u8)),
                "{power:?} on slot {k}"
            );
            assert!(
                p.shards >= content.opens_at(k),
                "{power:?} on a closed slot {k}"
            );
        }
    }
    let pi = learned.iter().any(|p| {
        matches!(
            p.effect(),
            trickerion_rules::content::PowerEffect::PrivateInvestments { .. }
        )
    });
    assert!(pi || b.stored == 0);
}

/// A random step weighted towards progress (the bot crate's weighted policy):
/// games played this way reach the Theater and the Performances far more
/// often than uniform ones.
pub fn purposeful_step(g: &Game, rng: &mut Rng) -> (Seat, Command) {
    let waiting = g.waiting_for();
    let seat = *rng.pick(&waiting);
    let legal = g.legal_commands(seat);
    let cmd = trickerion_bot::weighted::pick_weighted(&legal, &mut |n| rng.below(n));
    (seat, cmd.clone())
}

/// [`play_with`] [`purposeful_step`].
pub fn play_purposeful(
    config: GameConfig,
    seed: u64,
    each: impl FnMut(&Game),
) -> (Game, Vec<(Seat, Command)>) {
    play_with(config, seed, purposeful_step, each)
}
