//! Bot-only games: every command a bot sends is legal and accepted, games end,
//! the same seeds replay the same game, and the greedy bot beats random bots.

use trickerion_bot::arena::{evaluate, play_game, Matchup};
use trickerion_bot::{make_bot, next_command, Bot, BotLevel, Observation};
use trickerion_rules::{Game, GameConfig, GameOptions, Seat};

fn bots(levels: &[BotLevel], seed: u64) -> Vec<Box<dyn Bot + Send>> {
    levels
        .iter()
        .enumerate()
        .map(|(i, &l)| make_bot(l, seed * 16 + i as u64))
        .collect()
}

/// Plays a game step by step, checking each command against `legal_commands`
/// before `apply` (which must accept it).
fn play_checked(levels: &[BotLevel], seed: u64) -> Game {
    play_checked_config(GameConfig::base(levels.len() as u8, seed), levels, seed)
}

fn play_checked_config(config: GameConfig, levels: &[BotLevel], seed: u64) -> Game {
    let mut game = Game::new(config).expect("config");
    let mut bots = bots(levels, seed);
    let mut steps = 0;
    while !game.is_over() {
        // Several seats may be waiting (Assignment): let each of them move in turn.
        for seat in game.waiting_for() {
            if game.is_over() || !game.waiting_for().contains(&seat) {
                continue;
            }
            let legal = game.legal_commands(seat);
            assert!(!legal.is_empty(), "{seat} has nothing to do");
            let cmd =
                bots[seat.index()].choose(&Observation::with_legal(&game, seat, legal.clone()));
            assert!(legal.contains(&cmd), "{seat} sent illegal {cmd:?}");
            game.apply(seat, &cmd)
                .unwrap_or_else(|e| panic!("{seat}'s {cmd:?} was refused: {e}"));
            steps += 1;
        }
        assert!(steps < 100_000, "game does not end");
    }
    game
}

#[test]
fn bots_only_send_legal_commands_that_apply_accepts() {
    use BotLevel::*;
    for seed in 0..4 {
        play_checked(&[Normal, Random, Normal, Random], seed);
        play_checked(&[Normal, Normal, Normal], seed + 100);
        play_checked(&[Random, Normal], seed + 200);
        play_checked(&[Easy, Normal, Easy], seed + 300);
    }
}

#[test]
fn bot_only_games_finish_for_every_player_count_and_level_mix() {
    use BotLevel::*;
    let mixes: [&[BotLevel]; 6] = [
        &[Random, Random],
        &[Normal, Normal],
        &[Normal, Random, Random],
        &[Normal, Normal, Normal],
        &[Random, Random, Random, Random],
        &[Normal, Normal, Normal, Normal],
    ];
    for (i, levels) in mixes.iter().enumerate() {
        for seed in 0..3 {
            let played = play_game(
                GameConfig::base(levels.len() as u8, seed * 31 + i as u64),
                &mut bots(levels, seed),
            )
            .unwrap_or_else(|e| panic!("{levels:?} seed {seed}: {e}"));
            let scores = played.game.scores().expect("a finished game is scored");
            assert_eq!(scores.scores.len(), levels.len());
        }
    }
}

#[test]
fn bots_finish_beginner_setup_games() {
    use BotLevel::*;
    for seed in 0..3 {
        let mut config = GameConfig::base(4, seed);
        config.options.beginner_setup = true;
        let played = play_game(config, &mut bots(&[Normal, Random, Normal, Normal], seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(played.game.scores().is_some());
    }
}

#[test]
fn same_seeds_give_the_same_game() {
    use BotLevel::*;
    let levels = [Normal, Random, Random, Normal];
    let a = play_game(GameConfig::base(4, 9), &mut bots(&levels, 5)).expect("plays");
    let b = play_game(GameConfig::base(4, 9), &mut bots(&levels, 5)).expect("plays");
    assert_eq!(a.commands, b.commands);
    assert_eq!(a.game, b.game);
    let c = play_game(GameConfig::base(4, 9), &mut bots(&levels, 6)).expect("plays");
    assert_ne!(
        a.commands, c.commands,
        "other bot seeds should play differently"
    );
}

#[test]
fn replaying_the_commands_rebuilds_the_game() {
    use BotLevel::*;
    let played = play_game(
        GameConfig::base(3, 4),
        &mut bots(&[Normal, Random, Normal], 2),
    )
    .expect("plays");
    let mut replay = Game::new(GameConfig::base(3, 4)).expect("config");
    for (seat, cmd) in &played.commands {
        replay.apply(*seat, cmd).expect("replays");
    }
    assert_eq!(replay, played.game);
}

#[test]
fn next_command_is_none_for_a_seat_the_game_does_not_wait_for() {
    let game = Game::new(GameConfig::base(4, 1)).expect("config");
    let mut bot = make_bot(BotLevel::Normal, 1);
    assert!(next_command(bot.as_mut(), &game, Seat(3)).is_none());
    assert!(next_command(bot.as_mut(), &game, Seat(0)).is_some());
}

#[test]
fn preview_never_reveals_a_reroll() {
    // Play until some seat may Reroll a die, then check preview refuses it.
    let mut game = Game::new(GameConfig::base(4, 3)).expect("config");
    let mut bots = bots(&[BotLevel::Normal; 4], 3);
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let obs = Observation::new(&game, seat);
        if let Some(reroll) = obs
            .legal()
            .iter()
            .find(|c| matches!(c, trickerion_rules::Command::RerollDie { .. }))
        {
            assert!(obs.preview(reroll).is_none());
            return;
        }
        let cmd = bots[seat.index()].choose(&obs);
        game.apply(seat, &cmd).expect("legal");
    }
}

/// Magician Powers and Duel of Magicians: random and greedy bots play both
/// variants to the end with legal commands only; the greedy bot learns Powers.
#[test]
fn bots_play_powers_and_duel_games() {
    use BotLevel::*;
    let mut learned = 0;
    for seed in 0..4u64 {
        let powers = GameOptions {
            powers: true,
            ..GameOptions::dark_alley(3 + (seed % 2) as u8)
        }
        .config(seed);
        let levels: &[BotLevel] = if seed % 2 == 0 {
            &[Normal, Random, Normal]
        } else {
            &[Normal, Normal, Random, Normal]
        };
        let g = play_checked_config(powers, levels, seed);
        learned += g
            .players()
            .iter()
            .map(|p| p.powers.as_ref().unwrap().slots.iter().flatten().count())
            .sum::<usize>();
        assert!(g.scores().is_some());
        let duel = GameOptions {
            duel: true,
            powers: seed == 0,
            dark_alley: seed < 2,
            ..GameOptions::base(2)
        }
        .config(seed);
        let g = play_checked_config(duel, &[Normal, Random], seed);
        assert!(g.scores().is_some());
        let g = play_checked_config(
            GameOptions {
                duel: true,
                ..GameOptions::dark_alley(2)
            }
            .config(seed + 50),
            &[Normal, Normal],
            seed,
        );
        assert!(g.scores().is_some());
    }
    assert!(
        learned > 4,
        "the greedy bot learns Powers ({learned} on slots at the end)"
    );
}

/// Gambling's die roll comes from the hidden random stream: preview refuses it.
#[test]
fn preview_never_reveals_a_gamble() {
    use trickerion_rules::{CharacterId, Command, Location, Slot};
    let config = GameOptions {
        powers: true,
        ..GameOptions::dark_alley(2)
    }
    .config(3);
    let mut game = Game::new(config).expect("config");
    let mut bots = bots(&[BotLevel::Normal; 2], 3);
    while game.phase() != &trickerion_rules::Phase::Assignment {
        let seat = game.waiting_for()[0];
        let cmd = bots[seat.index()].choose(&Observation::new(&game, seat));
        game.apply(seat, &cmd).expect("legal");
    }
    // Seat 0's Magician Downtown with Gambling learned.
    let mut json = serde_json::to_value(&game).unwrap();
    let gambling = trickerion_rules::PowerId::by_name("Gambling").unwrap();
    json["players"][0]["powers"]["slots"][0] = serde_json::json!(gambling.0);
    let mut game: Game = serde_json::from_value(json).unwrap();
    game.apply(
        Seat(0),
        &Command::Assign {
            character: CharacterId::Magician,
            location: Location::Downtown,
        },
    )
    .unwrap();
    game.apply(Seat(0), &Command::ConfirmAssignments).unwrap();
    game.apply(Seat(1), &Command::ConfirmAssignments).unwrap();
    while !game.waiting_for().contains(&Seat(0)) || game.legal_commands(Seat(0)).is_empty() {
        let seat = game.waiting_for()[0];
        let cmd = bots[seat.index()].choose(&Observation::new(&game, seat));
        game.apply(seat, &cmd).expect("legal");
    }
    if matches!(game.phase(), trickerion_rules::Phase::Rearrange { .. }) {
        game.apply(Seat(0), &Command::Rearrange { change: None })
            .unwrap();
    }
    let place = game
        .legal_commands(Seat(0))
        .into_iter()
        .find(|c| {
            matches!(
                c,
                Command::Place {
                    slot: Slot::Downtown(_),
                    enhance: false,
                    ..
                }
            )
        })
        .expect("a Downtown slot");
    game.apply(Seat(0), &place).unwrap();
    let obs = Observation::new(&game, Seat(0));
    assert!(obs.legal().contains(&Command::Gamble), "{:?}", obs.legal());
    assert!(obs.preview(&Command::Gamble).is_none());
}

#[test]
fn bot_levels_serialize_in_snake_case() {
    for level in BotLevel::ALL {
        let json = serde_json::to_string(&level).unwrap();
        assert_eq!(json, format!("\"{}\"", level.name()));
        assert_eq!(serde_json::from_str::<BotLevel>(&json).unwrap(), level);
        assert_eq!(BotLevel::from_name(level.name()), Some(level));
    }
    assert_eq!(
        serde_json::to_string(&BotLevel::Normal).unwrap(),
        "\"normal\""
    );
}

/// Games stored before the levels had names call the greedy bot `greedy`:
/// it is the normal level, and an unknown name is no level.
#[test]
fn the_greedy_name_still_means_normal() {
    assert_eq!(
        serde_json::from_str::<BotLevel>("\"greedy\"").unwrap(),
        BotLevel::Normal
    );
    assert_eq!(BotLevel::from_name("greedy"), Some(BotLevel::Normal));
    assert_eq!(BotLevel::from_name("clever"), None);
    assert!(serde_json::from_str::<BotLevel>("\"clever\"").is_err());
}

/// A quick version of the evaluation: greedy must clearly beat three random bots.
#[test]
fn greedy_beats_random_in_four_player_games() {
    let s = evaluate(&Matchup {
        hero: BotLevel::Normal,
        field: BotLevel::Random,
        players: 4,
        games: 24,
        seed: 7,
    })
    .expect("games play");
    assert!(s.hero_win_rate() > 0.6, "{s}");
    assert!(s.hero_mean > s.field_best_mean, "{s}");
}

/// The full evaluation quoted in the README (`cargo test --release -- --ignored`,
/// or the `evaluate` example, which prints the numbers).
#[test]
#[ignore]
fn greedy_beats_random_over_200_games() {
    let s = evaluate(&Matchup {
        hero: BotLevel::Normal,
        field: BotLevel::Random,
        players: 4,
        games: 200,
        seed: 1,
    })
    .expect("games play");
    println!("{s}");
    assert!(s.hero_win_rate() > 0.6, "{s}");
}

/// Checks the Academy's invariants on a finished game's public view (004):
/// Banners never exceed 12 per player, a renovated wing holds a tile of its
/// level, no tile lies twice, markers belong to a Trick of their owner, and
/// no Secret is in two places at once.
fn check_academy(g: &Game) {
    use trickerion_rules::academy::{academy, Room};
    let v = g.view(trickerion_rules::Viewer::Spectator);
    let a = v.academy.expect("an Academy section");
    let content = academy();
    for p in &a.players {
        assert!(p.banners_placed + p.banners_supply <= 12, "{p:?}");
    }
    let mut tiles = std::collections::HashSet::new();
    for (i, w) in a.wings.iter().enumerate() {
        let spec = &content.wings[i];
        if let Some((tile, level)) = w.tile {
            assert!(!w.ruined);
            let printed = match spec.room {
                Room::Classroom => content.classrooms[tile as usize].level,
                Room::PracticeRoom => content.practice_rooms[tile as usize].level,
            };
            assert_eq!(printed, level, "wing {i}");
            assert!(
                tiles.insert((spec.room == Room::Classroom, tile)),
                "tile twice"
            );
        } else {
            assert!(
                w.markers.iter().all(Option::is_none),
                "markers on an empty wing"
            );
        }
        for m in w.markers.iter().flatten() {
            assert!(
                m.trick.is_some(),
                "a marker of a Trick its owner does not have"
            );
        }
    }
    let mut seen = std::collections::HashSet::new();
    for s in a
        .players
        .iter()
        .flat_map(|p| p.secrets.iter().flatten())
        .chain(&a.face_up)
    {
        assert!(seen.insert(*s), "Secret {s} in two places");
    }
    assert!(seen.len() as u32 + a.deck_size <= content.secrets.len() as u32);
    assert_eq!(g.config().content, vec![content.stamp.clone()]);
}

/// 004 "Dahlgaard's Academy": random and greedy bots play Academy games for
/// 2, 3 and 4 players to the end with legal commands only; the invariants
/// hold, and the greedy bots use the Academy.
#[test]
fn bots_play_academy_games_to_the_end() {
    use BotLevel::*;
    let mut academy_actions = 0;
    for players in 2..=4u8 {
        for (seed, level) in [(0u64, Random), (1, Normal)] {
            let config = GameOptions {
                academy: true,
                ..GameOptions::dark_alley(players)
            }
            .config(seed * 10 + u64::from(players));
            let levels = vec![level; players as usize];
            let g = play_checked_config(config, &levels, seed);
            assert!(g.scores().is_some());
            check_academy(&g);
            if level == Normal {
                let v = g.view(trickerion_rules::Viewer::Spectator).academy.unwrap();
                academy_actions += v.wings.iter().filter(|w| w.tile.is_some()).count()
                    + v.players
                        .iter()
                        .map(|p| p.secrets.iter().flatten().count())
                        .sum::<usize>();
            }
        }
    }
    assert!(
        academy_actions > 3,
        "greedy bots renovate and learn Secrets ({academy_actions})"
    );
}
