//! Random-playthrough property tests (like shakmaty's `legals_are_legal` and
//! OpenSpiel's RandomSimTest): games that pick uniformly among `legal_commands`
//! never panic, always finish, keep the invariants, and replay identically.

mod common;

use common::{check_invariants, play, play_purposeful, purposeful_step, random_step, Rng};
use trickerion_rules::{
    CharacterId, Command, Component, DieFace, DieId, Dir, FameOrCoins, Game, GameConfig,
    GameOptions, Location, PerformanceId, Seat, Slot, Viewer, Weekday,
};
use trickerion_rules::{PowersEvent, TheaterEvent};

fn games(players: u8, count: u64) {
    for seed in 0..count {
        configured_games(GameConfig::base(players, seed), seed);
    }
}

fn configured_games(config: GameConfig, seed: u64) {
    {
        let (g, log) = play(config.clone(), seed ^ 0x5eed, check_invariants);
        let scores = g.scores().expect("finished games are scored");
        assert_eq!(scores.scores.len(), config.options.players as usize);
        // Determinism: the same seed and commands rebuild the identical state.
        let mut replay = Game::new(config).unwrap();
        for (seat, cmd) in &log {
            replay.apply(*seat, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
}

#[test]
fn random_two_player_games() {
    games(2, 400);
}

#[test]
fn random_three_player_games() {
    games(3, 400);
}

#[test]
fn random_four_player_games() {
    games(4, 400);
}

/// Dark Alley games (with and without Prophecies) for 2, 3 and 4 players.
fn dark_alley_games(players: u8, prophecies: bool, count: u64) {
    for seed in 0..count {
        let config = GameOptions {
            prophecies,
            fame_caps: seed % 2 == 0,
            ..GameOptions::dark_alley(players)
        }
        .config(seed);
        configured_games(config, seed);
    }
}

/// Dark Alley games whose players avoid undoing their progress, so that the
/// Theater, the Performances and the Magicians' abilities come up often.
#[test]
fn dark_alley_purposeful_games() {
    for seed in 0..90 {
        let config = GameOptions {
            prophecies: seed % 2 == 1,
            ..GameOptions::dark_alley(2 + (seed % 3) as u8)
        }
        .config(seed);
        let (g, log) = play_purposeful(config.clone(), seed, check_invariants);
        assert!(g.scores().is_some());
        let mut replay = Game::new(config).unwrap();
        for (seat, cmd) in &log {
            replay.apply(*seat, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
}

#[test]
fn dark_alley_two_player_games() {
    dark_alley_games(2, false, 60);
    dark_alley_games(2, true, 60);
}

#[test]
fn dark_alley_three_player_games() {
    dark_alley_games(3, false, 60);
    dark_alley_games(3, true, 60);
}

#[test]
fn dark_alley_four_player_games() {
    dark_alley_games(4, false, 60);
    dark_alley_games(4, true, 60);
}

/// Magician Powers games (they need the Dark Alley), 2-4 players, uniformly
/// random: they finish, keep the invariants (Powers included) and replay.
#[test]
fn powers_random_games() {
    for seed in 0..60 {
        let config = GameOptions {
            powers: true,
            prophecies: seed % 2 == 0,
            beginner_setup: seed % 5 == 0,
            ..GameOptions::dark_alley(2 + (seed % 3) as u8)
        }
        .config(seed);
        configured_games(config, seed);
    }
}

/// Duel of Magicians games (two players), with and without the Dark Alley
/// and Magician Powers.
#[test]
fn duel_random_games() {
    for seed in 0..80 {
        let config = GameOptions {
            duel: true,
            dark_alley: seed % 2 == 0,
            powers: seed % 4 == 0,
            prophecies: seed % 8 == 0,
            ..GameOptions::base(2)
        }
        .config(seed);
        configured_games(config, seed);
    }
}

/// Powers and Duel games whose players avoid undoing their progress: the
/// Powers' effects, the gray markers' Links and the covered slots come up.
#[test]
fn powers_and_duel_purposeful_games() {
    let mut learned = 0;
    let mut power_gains = 0;
    let mut gray_links = 0;
    for seed in 0..60u64 {
        let duel = seed % 2 == 0;
        let config = GameOptions {
            powers: seed % 3 != 2,
            duel,
            ..GameOptions::dark_alley(if duel { 2 } else { 3 + (seed % 2) as u8 })
        }
        .config(seed);
        let (g, log) = play_purposeful(config.clone(), seed, check_invariants);
        assert!(g.scores().is_some());
        let mut replay = Game::new(config).unwrap();
        for (seat, cmd) in &log {
            for e in replay.apply(*seat, cmd).unwrap() {
                match e {
                    trickerion_rules::Event::Powers(PowersEvent::PowerLearned { .. }) => {
                        learned += 1
                    }
                    trickerion_rules::Event::Powers(PowersEvent::PowerYield { .. })
                    | trickerion_rules::Event::Powers(PowersEvent::PowerCoinsStored { .. }) => {
                        power_gains += 1
                    }
                    trickerion_rules::Event::Theater(TheaterEvent::TrickSetUp {
                        links,
                        card,
                        ..
                    }) if card.is_duel() && links > 0 => gray_links += 1,
                    _ => {}
                }
            }
        }
        assert_eq!(replay, g);
    }
    assert!(learned > 100, "{learned}");
    assert!(power_gains > 20, "{power_gains}");
    assert!(gray_links > 5, "{gray_links}");
}

/// 004 "Dahlgaard's Heir solo play": solo games made by `Game::new` at each
/// difficulty, with random and purposeful human commands, finish with two
/// scores (the player's and the Heir's), keep the invariants, record the
/// Heir's content, and replay from the seed and the human's commands alone
/// to the identical state (the engine plays the Heir inside `apply`). Half
/// are played without the Prophecies: the Heir's Dark Alley coin flip
/// rotates nothing then (004 "Dark Alley" 1).
#[test]
fn heir_solo_games_finish_and_replay() {
    use trickerion_rules::heir::Difficulty;
    for seed in 0..24u64 {
        let difficulty =
            [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard][seed as usize % 3];
        let config = GameOptions {
            heir: true,
            difficulty: Some(difficulty),
            prophecies: seed % 2 == 0,
            ..GameOptions::dark_alley(1)
        }
        .config(seed);
        let (g, log) = if seed % 4 == 0 {
            play_purposeful(config.clone(), seed, check_invariants)
        } else {
            play(config.clone(), seed, check_invariants)
        };
        assert_eq!(g.scores().expect("finished").scores.len(), 2);
        assert!(log.len() > 50, "a whole game: {} commands", log.len());
        assert_eq!(
            g.config().content,
            vec![trickerion_rules::heir::heir_content().stamp.clone()]
        );
        assert!(log.iter().all(|(seat, _)| *seat == Seat(0)));
        let mut replay = Game::new(config).unwrap();
        for (seat, cmd) in &log {
            replay.apply(*seat, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
}

#[test]
fn beginner_setup_games() {
    for seed in 0..50 {
        let config = GameOptions {
            beginner_setup: true,
            ..GameOptions::base(2 + (seed % 3) as u8)
        }
        .config(seed);
        play(config, seed, check_invariants);
    }
}

/// A random command of any kind, with field values from small ranges, so that
/// both legal and illegal commands are tried.
fn arbitrary_command(g: &Game, rng: &mut Rng) -> Command {
    let comp = Component::ALL[rng.below(12)];
    let ch = CharacterId::ALL[rng.below(8)];
    let loc = Location::ALL[rng.below(5)];
    let die = DieId::ALL[rng.below(6)];
    let dir = Dir::ALL[rng.below(4)];
    let trick = match g.players()[rng.below(g.players().len())].tricks.first() {
        Some(t) if rng.below(2) == 0 => t.trick,
        _ => trickerion_rules::TrickId(rng.below(48) as u8),
    };
    let card = match g.view(Viewer::Spectator).theater.get(rng.below(6)) {
        Some(c) => c.card,
        None => PerformanceId(rng.below(45) as u8),
    };
    let day = Weekday::ALL[rng.below(4)];
    let slot = match rng.below(6) {
        0 => Slot::Downtown(rng.below(5) as u8),
        1 => Slot::MarketRow(rng.below(5) as u8),
        2 => Slot::Workshop(rng.below(3) as u8),
        3 => Slot::Backstage(day, rng.below(3) as u8),
        4 => Slot::Performance(day),
        _ => Slot::DarkAlley(rng.below(4) as u8),
    };
    let n = rng.below(5) as u8;
    if rng.below(5) == 0 {
        let special = match g.players()[rng.below(g.players().len())].specials.first() {
            Some(c) if rng.below(2) == 0 => *c,
            _ => trickerion_rules::SpecialId(rng.below(40) as u8),
        };
        let other = match g.players()[rng.below(g.players().len())].tricks.last() {
            Some(t) => t.trick,
            None => trick,
        };
        let set = trickerion_rules::ComponentSet::of(&[
            (comp, 1 + n % 2),
            (Component::ALL[rng.below(4)], n % 3),
        ]);
        let seat = Seat(rng.below(g.players().len()) as u8);
        let card2 = PerformanceId(rng.below(45) as u8);
        return match rng.below(19) {
            5 => Command::Prepare {
                trick,
                option: Some(match rng.below(6) {
                    0 => trickerion_rules::PrepareOption::TestRun,
                    1 => trickerion_rules::PrepareOption::ReplaceableParts { other },
                    2 => trickerion_rules::PrepareOption::UnstablePrototype { components: set },
                    3 => trickerion_rules::PrepareOption::EnhanceTrick,
                    4 => trickerion_rules::PrepareOption::OnStage {
                        card,
                        slot: n,
                        facing: dir,
                    },
                    _ => trickerion_rules::PrepareOption::HiddenTalent {
                        specialist: trickerion_rules::Specialist::ALL[rng.below(3)],
                    },
                }),
            },
            6 => Command::LearnTrick {
                die,
                trick,
                overhaul: Some(other),
            },
            7 => Command::Hire {
                die,
                character: Some(ch),
                second: rng.below(2) == 0,
            },
            8 => Command::TakeCoins {
                die,
                buy: Some(set),
            },
            9 => Command::Buy {
                items: set,
                bargain: rng.below(2) as u8,
                pay: [
                    trickerion_rules::BuyPayment::Coins,
                    trickerion_rules::BuyPayment::Fame,
                    trickerion_rules::BuyPayment::Shard,
                ][rng.below(3)],
                shoplift: (rng.below(2) == 0).then_some(trickerion_rules::Shoplift {
                    component: comp,
                    replacement: Component::ALL[rng.below(5)],
                }),
            },
            10 => Command::Order {
                component: comp,
                slot: n,
                buy_now: rng.below(2) == 0,
            },
            11 => Command::SetUpTrick {
                trick,
                card,
                slot: n,
                facing: dir,
                swap: Some((card, card2)),
            },
            12 => Command::SetUpGuest { trick, card },
            13 => Command::StreetPerformance { card, slot: n },
            14 => Command::SetUpPiled {
                trick,
                card,
                slot: n,
                facing: dir,
            },
            15 => Command::Perform {
                card,
                steal: (rng.below(2) == 0).then_some(trickerion_rules::Steal {
                    own: trick,
                    from: seat,
                    trick: other,
                }),
                premiere: (rng.below(2) == 0).then_some(trickerion_rules::Premiere {
                    trick,
                    doubled: trickerion_rules::YieldKind::Fame,
                }),
                durable: (rng.below(2) == 0).then_some(trick),
            },
            16 => Command::Possess { card },
            17 => Command::DeclineAbility,
            18 => Command::Reschedule {
                card,
                slot: n,
                to_card: card2,
                to_slot: rng.below(6) as u8,
                facing: dir,
            },
            _ => match rng.below(5) {
                0 => Command::AssignSpecial {
                    character: ch,
                    card: special,
                },
                1 => Command::Place {
                    character: ch,
                    slot,
                    enhance: rng.below(2) == 0,
                    forfeit: rng.below(2) == 0,
                    boost: rng.below(2) == 0,
                    mimic: (rng.below(2) == 0).then_some(special),
                },
                2 => Command::DrawSpecial { deck: loc },
                3 => Command::FortuneTelling,
                _ => Command::FateWeaving { pending: n },
            },
        };
    }
    if rng.below(8) == 0 {
        // Magician Powers' commands.
        let power = match g.players()[rng.below(g.players().len())].powers.as_ref() {
            Some(b) if !b.hand.is_empty() && rng.below(2) == 0 => b.hand[rng.below(b.hand.len())],
            _ => trickerion_rules::PowerId(rng.below(90) as u8),
        };
        return match rng.below(6) {
            0 => Command::DiscardPower { power },
            1 => Command::LearnPower {
                power,
                slot: rng.below(4) as u8,
            },
            2 => Command::PassPower,
            3 => Command::Gamble,
            4 => Command::Rearrange { change: None },
            _ => Command::Rearrange {
                change: Some(match rng.below(3) {
                    0 => trickerion_rules::Rearrangement::Swap {
                        a: ch,
                        b: CharacterId::ALL[rng.below(8)],
                    },
                    1 => trickerion_rules::Rearrangement::Replace {
                        character: ch,
                        location: loc,
                    },
                    _ => trickerion_rules::Rearrangement::ReplaceSpecial {
                        character: ch,
                        card: trickerion_rules::SpecialId(rng.below(40) as u8),
                    },
                }),
            },
        };
    }
    match rng.below(24) {
        0 => Command::ChooseMagician {
            magician: trickerion_rules::MagicianId(rng.below(9) as u8),
        },
        1 => Command::ChooseStartingTrick { trick },
        2 => Command::Advertise,
        3 => Command::DeclineAdvertise,
        4 => Command::Assign {
            character: ch,
            location: loc,
        },
        5 => Command::Unassign { character: ch },
        6 => Command::ConfirmAssignments,
        7 => Command::place(ch, slot, rng.below(2) == 0),
        8 => Command::LeaveIdle { character: ch },
        9 => Command::EndActions,
        10 => Command::learn_trick(die, trick),
        11 => Command::hire(die),
        12 => Command::take_coins(die),
        13 => Command::SetDie {
            die,
            face: [
                DieFace::X,
                DieFace::Coins(4),
                DieFace::AnyTrick,
                DieFace::HireApprentice,
            ][rng.below(4)],
        },
        14 => Command::buy(comp, n, rng.below(3) as u8),
        15 => Command::order(comp, n),
        16 => Command::QuickOrder { component: comp },
        17 => Command::prepare(trick),
        18 => Command::MoveTrick { trick },
        19 => Command::MoveComponents {
            component: comp,
            slot: n % 3,
        },
        20 => Command::set_up_trick(trick, card, n, dir),
        21 => Command::Reschedule {
            card,
            slot: n,
            to_card: card,
            to_slot: rng.below(6) as u8,
            facing: dir,
        },
        22 => Command::TakeLinkBonus {
            reward: if n.is_multiple_of(2) {
                FameOrCoins::Fame
            } else {
                FameOrCoins::Coins
            },
        },
        _ => match rng.below(4) {
            0 => Command::perform(card),
            1 => Command::DeclinePerformance,
            2 => Command::ReturnTrick { trick },
            _ => Command::ReturnComponents {
                component: comp,
                count: n,
            },
        },
    }
}

/// `legal_commands` lists exactly what `apply` accepts, each command once:
/// every listed command is accepted (and applies without panicking), and
/// random commands that `apply` accepts are all listed; rejected ones leave
/// the game unchanged.
#[test]
fn legal_commands_match_apply_both_ways() {
    let dark = 30;
    let variants = 16;
    for seed in 0..40u64 + dark + variants {
        let mut rng = Rng::new(seed);
        let players = 2 + (seed % 3) as u8;
        let config = if seed >= 40 + dark {
            // Magician Powers and Duel of Magicians.
            GameOptions {
                powers: seed % 2 == 0,
                duel: seed % 4 != 0,
                players: if seed % 4 != 0 { 2 } else { players },
                ..GameOptions::dark_alley(2)
            }
            .config(seed)
        } else if seed >= 40 {
            GameOptions {
                prophecies: seed % 2 == 0,
                ..GameOptions::dark_alley(players)
            }
            .config(seed)
        } else {
            GameConfig::base(players, seed)
        };
        let mut g = Game::new(config).unwrap();
        while !g.is_over() {
            let seats: Vec<Seat> = (0..g.players().len() as u8).map(Seat).collect();
            for &seat in &seats {
                let legal = g.legal_commands(seat);
                // One command per choice: no twin spells the same move twice.
                let distinct: std::collections::HashSet<&Command> = legal.iter().collect();
                if distinct.len() != legal.len() {
                    let mut seen = std::collections::HashSet::new();
                    let twice: Vec<_> = legal.iter().filter(|c| !seen.insert(*c)).collect();
                    panic!("listed twice in {:?}: {twice:?}", g.phase());
                }
                if seed.is_multiple_of(4) {
                    for cmd in &legal {
                        let mut copy = g.clone();
                        copy.apply(seat, cmd)
                            .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
                    }
                }
                for _ in 0..20 {
                    let cmd = arbitrary_command(&g, &mut rng);
                    let mut copy = g.clone();
                    match copy.apply(seat, &cmd) {
                        Ok(_) => assert!(
                            legal.contains(&cmd),
                            "accepted but not listed: {cmd:?} in {:?}",
                            g.phase()
                        ),
                        Err(_) => {
                            assert!(!legal.contains(&cmd), "listed but rejected: {cmd:?}");
                            assert_eq!(copy, g, "a rejected command changed the game");
                        }
                    }
                }
            }
            let (seat, cmd) = if seed >= 40 && seed % 3 != 0 {
                purposeful_step(&g, &mut rng)
            } else {
                random_step(&g, &mut rng)
            };
            g.apply(seat, &cmd).unwrap();
        }
    }
}

/// A saved state round-trips through JSON; commands and events too.
#[test]
fn serde_round_trips() {
    let mut events = Vec::new();
    let (g, log) = play(GameConfig::base(4, 99), 3, |_| {});
    let mut replay = Game::new(GameConfig::base(4, 99)).unwrap();
    for (seat, cmd) in &log {
        let json = serde_json::to_string(cmd).unwrap();
        assert_eq!(&serde_json::from_str::<Command>(&json).unwrap(), cmd);
        events.extend(replay.apply(*seat, cmd).unwrap());
        if log.len() % 7 == 0 {
            let s = serde_json::to_string(&replay).unwrap();
            assert_eq!(serde_json::from_str::<Game>(&s).unwrap(), replay);
        }
    }
    let s = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&s).unwrap(), g);
    for e in &events {
        let json = serde_json::to_string(e).unwrap();
        assert_eq!(
            &serde_json::from_str::<trickerion_rules::Event>(&json).unwrap(),
            e
        );
    }
    let v = serde_json::to_string(&g.view(Viewer::Seat(Seat(1)))).unwrap();
    assert_eq!(
        serde_json::from_str::<trickerion_rules::View>(&v).unwrap(),
        g.view(Viewer::Seat(Seat(1)))
    );
}

/// Rejected commands answer with a typed error and change nothing.
#[test]
fn out_of_turn_and_unknown_seats_are_rejected() {
    let mut g = Game::new(GameConfig::base(3, 1)).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(
            Seat(1),
            &Command::ChooseMagician {
                magician: trickerion_rules::MagicianId(0)
            }
        ),
        Err(trickerion_rules::RuleError::NotYourTurn)
    );
    assert_eq!(
        g.apply(Seat(7), &Command::Advertise),
        Err(trickerion_rules::RuleError::NoSuchSeat(7))
    );
    assert_eq!(g, before);
}

/// Issue 10.7: no log line of a played game says "1 Coins", "1 Links",
/// "a Apprentice", "Shard(s)" or "1 used ... cards": every event of random
/// and purposeful games, base and Dark Alley, for every viewer.
#[test]
fn log_lines_agree_in_number_and_article() {
    let bad_count = [
        "Coins",
        "Links",
        "Shards",
        "Action Points",
        "Trick Markers",
        "cards",
    ];
    let check = |line: &str| {
        for noun in bad_count {
            for lead in [" 1 ", "+1 ", "(1 "] {
                assert!(
                    !line.contains(&format!("{lead}{noun}"))
                        && !line.starts_with(&format!("1 {noun}")),
                    "{line}"
                );
            }
        }
        for vowel in ['A', 'E', 'I', 'O', 'U'] {
            assert!(!line.contains(&format!(" a {vowel}")), "{line}");
        }
        assert!(!line.contains("(s)"), "{line}");
    };
    for seed in 0..12u64 {
        let players = 2 + (seed % 3) as u8;
        let config = if seed % 2 == 0 {
            GameConfig::dark_alley(players, seed)
        } else {
            GameConfig::base(players, seed)
        };
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let mut g = Game::new(config).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let (seat, cmd) = if seed % 3 == 0 {
                random_step(&g, &mut rng)
            } else {
                purposeful_step(&g, &mut rng)
            };
            for e in g.apply(seat, &cmd).unwrap() {
                let viewers = (0..players)
                    .map(|s| Viewer::Seat(Seat(s)))
                    .chain([Viewer::Spectator]);
                for v in viewers {
                    if let Some(e) = e.redact(v) {
                        check(&e.describe(&names));
                    }
                }
            }
        }
    }
}
