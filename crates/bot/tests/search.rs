//! The searching bot: legal commands only in every configuration, the same
//! choices for the same seed and playout budget, and a search that does
//! depart from the greedy bot's picks.

use trickerion_bot::{Bot, Budget, GreedyBot, Observation, SearchBot};
use trickerion_rules::heir::Difficulty;
use trickerion_rules::{Command, Game, GameConfig, GameOptions, Seat};

/// Base, Dark Alley with Prophecies, Powers, Duel, Academy and solo games.
fn configs() -> Vec<GameConfig> {
    let mut out = vec![GameConfig::base(3, 1), GameConfig::dark_alley(2, 2)];
    let mut c = GameConfig::dark_alley(4, 3);
    c.options.prophecies = true;
    out.push(c);
    let mut c = GameConfig::dark_alley(2, 4);
    c.options.powers = true;
    c.options.duel = true;
    out.push(c);
    let mut c = GameConfig::dark_alley(3, 5);
    c.options.powers = true;
    out.push(c);
    let mut c = GameConfig::dark_alley(2, 6);
    c.options.academy = true;
    out.push(c);
    out.push(
        GameOptions {
            heir: true,
            academy: true,
            difficulty: Some(Difficulty::Normal),
            ..GameOptions::dark_alley(1)
        }
        .config(7),
    );
    out
}

/// Plays `game` until `turn` begins with `hero` at seat 0 and greedy bots
/// elsewhere, checking that every command of the hero is legal; answers the
/// hero's commands.
fn play_until(game: &mut Game, hero: &mut dyn Bot, seed: u64, turn: u8) -> Vec<Command> {
    let seats = game.config().options.players;
    let mut others: Vec<GreedyBot> = (0..seats)
        .map(|s| GreedyBot::new(seed + u64::from(s)))
        .collect();
    let mut sent = Vec::new();
    while !game.is_over() && game.turn() < turn {
        let seat = game.waiting_for()[0];
        let legal = game.legal_commands(seat);
        assert!(
            !legal.is_empty(),
            "the game waits for a seat with nothing to do"
        );
        let obs = Observation::with_legal(game, seat, legal.clone());
        let cmd = if seat == Seat(0) {
            let c = hero.choose(&obs);
            assert!(legal.contains(&c), "the search sent illegal {c:?}");
            sent.push(c.clone());
            c
        } else {
            others[seat.index()].choose(&obs)
        };
        game.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} was refused: {e}"));
    }
    sent
}

#[test]
fn the_search_sends_only_legal_commands_in_every_configuration() {
    for (i, config) in configs().into_iter().enumerate() {
        let mut game = Game::new(config.clone()).expect("a game");
        let mut bot = SearchBot::new(i as u64, Budget::playouts(3));
        let sent = play_until(&mut game, &mut bot, i as u64, 3);
        assert!(
            sent.len() > 10,
            "{:?}: {} commands",
            config.options,
            sent.len()
        );
        assert!(
            bot.stats().searches > 0,
            "{:?}: nothing searched",
            config.options
        );
    }
}

#[test]
fn the_same_seed_and_playouts_give_the_same_choices() {
    let config = GameConfig::dark_alley(2, 11);
    let run = |seed: u64| {
        let mut game = Game::new(config.clone()).expect("a game");
        let mut bot = SearchBot::new(seed, Budget::playouts(8));
        play_until(&mut game, &mut bot, 5, 3)
    };
    assert_eq!(run(21), run(21));
}

/// The search is more than the greedy bot: with a few playouts per
/// candidate it sends something else at some decisions.
#[test]
fn the_search_departs_from_the_greedy_pick_where_playouts_say_so() {
    let mut game = Game::new(GameConfig::dark_alley(2, 13)).expect("a game");
    let mut bot = SearchBot::new(13, Budget::playouts(24));
    play_until(&mut game, &mut bot, 13, 3);
    let st = bot.stats();
    assert!(st.departures > 0, "{st:?}");
    assert!(st.departures < st.searches, "{st:?}");
}
