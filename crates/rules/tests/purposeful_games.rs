//! Base games played with `purposeful_step` (progress actions preferred, returns
//! avoided): the property checks also reach the Theater and the Performance
//! phase, which uniformly random play seldom does, and this test proves it.

mod common;

use common::{check_invariants, purposeful_step, Rng};
use trickerion_rules::{
    AlleyEvent, EndTurnEvent, Event, Game, GameConfig, GameOptions, PerformanceEvent, SpecialEvent,
    TheaterEvent, Viewer, WorkshopEvent,
};

#[derive(Default, Debug)]
struct Seen {
    prepared: u32,
    set_up: u32,
    links: u32,
    shards: u32,
    performed: u32,
    guest_payouts: u32,
    rescheduled: u32,
    wage_penalties: u32,
    discarded_with_markers: u32,
    specials_drawn: u32,
    specials_used: u32,
    prophecies_moved: u32,
}

fn play_many(dark_alley: bool, games: u64) -> Seen {
    let mut seen = Seen::default();
    for seed in 0..games {
        let players = 2 + (seed % 3) as u8;
        let config = if dark_alley {
            GameConfig::dark_alley(players, seed)
        } else {
            GameOptions {
                beginner_setup: seed % 2 == 0,
                ..GameOptions::base(players)
            }
            .config(seed)
        };
        let mut g = Game::new(config.clone()).unwrap();
        let mut rng = Rng::new(seed + 1000);
        let mut log = Vec::new();
        while !g.is_over() {
            let (seat, cmd) = purposeful_step(&g, &mut rng);
            let markers_before: usize = g
                .view(Viewer::Spectator)
                .theater
                .last()
                .map_or(0, |c| c.markers.iter().flatten().count());
            for e in g.apply(seat, &cmd).unwrap() {
                match e {
                    Event::Workshop(WorkshopEvent::TrickPrepared { ap, .. }) if ap > 0 => {
                        seen.prepared += 1
                    }
                    Event::Theater(TheaterEvent::TrickSetUp { links, shards, .. }) => {
                        seen.set_up += 1;
                        seen.links += links as u32;
                        seen.shards += shards.len() as u32;
                    }
                    Event::Performance(PerformanceEvent::Performed { payouts, seat, .. }) => {
                        seen.performed += 1;
                        seen.guest_payouts +=
                            payouts.iter().filter(|p| p.seat != seat).count() as u32;
                    }
                    Event::Theater(TheaterEvent::MarkerRescheduled { .. }) => seen.rescheduled += 1,
                    Event::EndTurn(EndTurnEvent::WagesPaid { wages }) => {
                        seen.wage_penalties +=
                            wages.iter().filter(|w| w.fame_lost > 0).count() as u32
                    }
                    Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                        discarded: Some(_),
                        ..
                    }) if markers_before > 0 => seen.discarded_with_markers += 1,
                    Event::Alley(AlleyEvent::SpecialDrawn { .. }) => seen.specials_drawn += 1,
                    Event::Special(SpecialEvent::SpecialUsed { .. }) => seen.specials_used += 1,
                    Event::Alley(AlleyEvent::PropheciesMoved { .. }) => seen.prophecies_moved += 1,
                    _ => {}
                }
            }
            check_invariants(&g);
            log.push((seat, cmd));
        }
        let mut replay = Game::new(config).unwrap();
        for (seat, cmd) in &log {
            replay.apply(*seat, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
    seen
}

/// Each phase and mechanism was reached at least `min` times over the games.
fn assert_reached_every_phase(seen: &Seen, min: [u32; 6]) {
    println!("{seen:?}");
    let [prepared, set_up, links, performed, guests, rescheduled] = min;
    assert!(seen.prepared > prepared, "{seen:?}");
    assert!(seen.set_up > set_up, "{seen:?}");
    assert!(seen.links > links && seen.shards > 0, "{seen:?}");
    assert!(seen.performed > performed, "{seen:?}");
    assert!(seen.guest_payouts > guests, "{seen:?}");
    assert!(seen.rescheduled > rescheduled, "{seen:?}");
    assert!(seen.wage_penalties > 0, "{seen:?}");
    assert!(seen.discarded_with_markers > 0, "{seen:?}");
}

#[test]
fn purposeful_base_games_reach_every_phase_and_keep_invariants() {
    let seen = play_many(false, 150);
    assert_reached_every_phase(&seen, [100, 300, 20, 100, 10, 10]);
}

#[test]
fn purposeful_dark_alley_games_reach_every_phase_and_keep_invariants() {
    // Links and their Shards are rare in these games (a few per hundred).
    let seen = play_many(true, 400);
    assert_reached_every_phase(&seen, [100, 200, 0, 30, 0, 10]);
    assert!(seen.specials_drawn > 100, "{seen:?}");
    assert!(seen.specials_used > 50, "{seen:?}");
    assert!(seen.prophecies_moved > 500, "{seen:?}");
}
