//! The look-ahead bot: legal commands only, the greedy bot's play where it
//! cannot imagine worlds, and choices that hidden information cannot change.

use trickerion_bot::{Bot, GreedyBot, LookaheadBot, Objective, Observation};
use trickerion_rules::heir::Difficulty;
use trickerion_rules::{Command, Game, GameConfig, GameOptions, Seat};

fn solo(seed: u64) -> Game {
    Game::new(
        GameOptions {
            heir: true,
            difficulty: Some(Difficulty::Easy),
            ..GameOptions::dark_alley(1)
        }
        .config(seed),
    )
    .expect("a solo game")
}

/// Plays the solo seat with `bot` until `turn` begins, checking every command.
fn play_until_turn(game: &mut Game, bot: &mut dyn Bot, turn: u8) {
    let mut steps = 0;
    while !game.is_over() && game.turn() < turn {
        let legal = game.legal_commands(Seat(0));
        assert!(!legal.is_empty(), "the solo seat has nothing to do");
        let cmd = bot.choose(&Observation::with_legal(game, Seat(0), legal.clone()));
        assert!(legal.contains(&cmd), "the bot sent illegal {cmd:?}");
        game.apply(Seat(0), &cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} was refused: {e}"));
        steps += 1;
        assert!(steps < 2_000, "the turn does not end");
    }
}

#[test]
fn the_lookahead_bot_sends_legal_commands_in_a_solo_game() {
    for objective in [Objective::Margin, Objective::OwnFame] {
        let mut game = solo(3);
        let mut bot = LookaheadBot::new(3, 1, objective);
        play_until_turn(&mut game, &mut bot, 2);
        assert_eq!(game.turn(), 2);
    }
}

/// What the seat cannot see does not change what the bot does: the same
/// table with the piles in another order gets the same command.
#[test]
fn hidden_piles_do_not_change_its_choice() {
    let mut game = solo(12);
    let mut greedy = GreedyBot::new(12);
    play_until_turn(&mut game, &mut greedy, 2);
    for step in 0..6u64 {
        let other = game
            .imagined_world(Seat(0), 77 + step)
            .expect("a solo game");
        let a =
            LookaheadBot::new(step, 2, Objective::Margin).choose(&Observation::new(&game, Seat(0)));
        let b = LookaheadBot::new(step, 2, Objective::Margin)
            .choose(&Observation::new(&other, Seat(0)));
        assert_eq!(a, b, "step {step}");
        game.apply(Seat(0), &a).expect("a legal command");
    }
}

/// The look-ahead weighs an Assignment card the greedy plan would not give;
/// its worlds play on with greedy bots that keep that card where it is
/// (a plain greedy bot takes it back first).
#[test]
fn greedy_bots_of_the_worlds_keep_the_assignment_they_are_given() {
    let mut game = Game::new(GameConfig::dark_alley(2, 4)).expect("a game");
    let mut greedy = GreedyBot::new(4);
    while !matches!(game.phase(), trickerion_rules::Phase::Assignment) {
        let seat = game.waiting_for()[0];
        let cmd = greedy.choose(&Observation::new(&game, seat));
        game.apply(seat, &cmd).expect("a legal command");
    }
    let planned = GreedyBot::new(4).choose(&Observation::new(&game, Seat(0)));
    let Command::Assign { character, .. } = planned else {
        panic!("the plan starts with an Assignment card, not {planned:?}");
    };
    let other = game
        .legal_commands(Seat(0))
        .into_iter()
        .find(|c| {
            matches!(c, Command::Assign { character: ch, .. } if *ch == character) && *c != planned
        })
        .expect("another Location for the same Character");
    game.apply(Seat(0), &other).expect("a legal command");
    assert_eq!(
        GreedyBot::new(4).choose(&Observation::new(&game, Seat(0))),
        Command::Unassign { character }
    );
    let mut keeping = GreedyBot::keeping_assignments(4);
    loop {
        let cmd = keeping.choose(&Observation::new(&game, Seat(0)));
        assert!(
            !matches!(cmd, Command::Unassign { .. }),
            "took back a card: {cmd:?}"
        );
        game.apply(Seat(0), &cmd).expect("a legal command");
        if cmd == Command::ConfirmAssignments {
            break;
        }
    }
}
