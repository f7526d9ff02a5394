//! Random games with a purposeful bias (progress actions weighted up, returns
//! weighted down), so the property checks also reach the Theater and the
//! Performance phase, which uniformly random play seldom does.

mod common;

use common::{check_invariants, Rng};
use trickerion_rules::{Command, Event, Game, GameConfig, Location, Viewer};

fn weight(cmd: &Command) -> u32 {
    match cmd {
        Command::ReturnTrick { .. } | Command::ReturnComponents { .. } => 0,
        Command::Prepare { .. } | Command::SetUpTrick { .. } | Command::Perform { .. } => 40,
        Command::LearnTrick { .. } | Command::Buy { .. } | Command::Hire { .. } => 10,
        Command::Assign {
            location: Location::Theater | Location::Workshop,
            ..
        } => 8,
        Command::Place { .. } | Command::Reschedule { .. } => 4,
        Command::LeaveIdle { .. } | Command::Unassign { .. } | Command::DeclinePerformance => 1,
        _ => 3,
    }
}

fn pick(rng: &mut Rng, legal: &[Command]) -> Command {
    let total: u32 = legal.iter().map(weight).sum();
    if total == 0 {
        return rng.pick(legal).clone();
    }
    let mut x = rng.below(total as usize) as u32;
    for c in legal {
        let w = weight(c);
        if x < w {
            return c.clone();
        }
        x -= w;
    }
    unreachable!()
}

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
}

#[test]
fn purposeful_games_reach_every_phase_and_keep_invariants() {
    let mut seen = Seen::default();
    for seed in 0..150u64 {
        let players = 2 + (seed % 3) as u8;
        let config = GameConfig {
            beginner_setup: seed % 2 == 0,
            ..GameConfig::base(players, seed)
        };
        let mut g = Game::new(config.clone()).unwrap();
        let mut rng = Rng::new(seed + 1000);
        let mut log = Vec::new();
        while !g.is_over() {
            let waiting = g.waiting_for();
            let seat = *rng.pick(&waiting);
            let cmd = pick(&mut rng, &g.legal_commands(seat));
            let markers_before: usize = g
                .view(Viewer::Spectator)
                .theater
                .last()
                .map_or(0, |c| c.markers.iter().flatten().count());
            for e in g.apply(seat, &cmd).unwrap() {
                match e {
                    Event::TrickPrepared { ap, .. } if ap > 0 => seen.prepared += 1,
                    Event::TrickSetUp { links, shards, .. } => {
                        seen.set_up += 1;
                        seen.links += links as u32;
                        seen.shards += shards.len() as u32;
                    }
                    Event::Performed { payouts, seat, .. } => {
                        seen.performed += 1;
                        seen.guest_payouts +=
                            payouts.iter().filter(|p| p.seat != seat).count() as u32;
                    }
                    Event::MarkerRescheduled { .. } => seen.rescheduled += 1,
                    Event::WagesPaid { wages } => {
                        seen.wage_penalties +=
                            wages.iter().filter(|w| w.fame_lost > 0).count() as u32
                    }
                    Event::PerformanceCardsMoved {
                        discarded: Some(_), ..
                    } if markers_before > 0 => seen.discarded_with_markers += 1,
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
    println!("{seen:?}");
    assert!(seen.prepared > 100, "{seen:?}");
    assert!(seen.set_up > 300, "{seen:?}");
    assert!(seen.links > 20, "{seen:?}");
    assert!(seen.shards > 5, "{seen:?}");
    assert!(seen.performed > 100, "{seen:?}");
    assert!(seen.guest_payouts > 10, "{seen:?}");
    assert!(seen.rescheduled > 10, "{seen:?}");
    assert!(seen.wage_penalties > 0, "{seen:?}");
    assert!(seen.discarded_with_markers > 0, "{seen:?}");
}
