//! Balance figures for Dahlgaard's Heir (docs/CONTENT.md, "Heir balance"):
//! the greedy bot plays the solo seat against the Heir, which the engine
//! plays itself, at each difficulty, without and with the Academy.
//!
//! `cargo run --release -p trickerion-bot --example heir_balance -- [games] [seed] [player]`
//! (default 100 games per difficulty and option, seeds `seed..seed+games`;
//! `player` is `greedy` (the default), `lookahead:K`, the look-ahead bot
//! trying every command in K imagined worlds and playing to win (far slower),
//! or `lookahead-fame:K`, the same playing for its own Fame only;
//! `hard:MS`, the hard bot (the search) thinking at most MS milliseconds a
//! decision, or `hard-playouts:N`, the hard bot making N playouts a decision
//! (deterministic for the seed, whatever the machine's load);
//! `HEIR_ONLY=easy` (`normal`, `hard`, with `+a` for the Academy) plays one
//! row only).
//!
//! Per row: the player's win rate (a tie goes to whoever the rules'
//! `winner` names), and the mean and median final scores of both sides.
//! Then, per row, where each side's Fame came from (mean per game): each
//! game is replayed from its commands and every Fame change is put down to
//! the event that made it (the tally only reads events; it changes nothing).

/// The search allocates and frees a great deal (a world cloned per
/// playout, a view per greedy decision), where mimalloc is cheaper than
/// glibc's malloc; the allocator changes no game.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, Bot, BotLevel, Budget, LookaheadBot, Objective};
use trickerion_rules::heir::play::HeirAct;
use trickerion_rules::heir::Difficulty;
use trickerion_rules::{
    AcademyEvent, Command, EndTurnEvent, Event, FameOrCoins, Game, GameConfig, GameOptions,
    HeirEvent, LedgerEvent, PerformanceEvent, Seat, SpecialEvent, TheaterEvent, TurnEvent,
};

/// One row's scores.
#[derive(Default)]
struct Row {
    wins: u32,
    you: Vec<f64>,
    heir: Vec<f64>,
    failed: u32,
    /// Fame by source: `[player, Heir]`.
    sources: [Tally; 2],
}

/// Where one side's Fame came from (summed over a row's games).
#[derive(Clone, Default)]
struct Tally {
    /// Fame per source, in `SOURCES` order.
    fame: [i64; SOURCES.len()],
    /// Performances given (as the Performer) and Tricks performed.
    performances: u64,
    tricks_performed: u64,
}

/// The sources of `Tally::fame`.
const SOURCES: [&str; 19] = [
    "Starting Fame",
    "Advertise",
    "Trick yields (performed)",
    "Leftover yields (Heir)",
    "Link bonuses at set-up",
    "Links (Performer bonus)",
    "Performance card bonus",
    "Specialists / difficulty bonus",
    "Wages (Heir: Coins to Fame; player: Fame lost)",
    "Academy: Renovate",
    "Academy: Classroom, Secrets",
    "Card effects (Prophecies, Specials)",
    "End: Shards",
    "End: Special Assignment cards",
    "End: Threshold-36 Tricks",
    "End: Characters above the first",
    "End: Coins",
    "End: Banners",
    "Other (unattributed)",
];

impl Tally {
    fn add(&mut self, source: usize, fame: i64) {
        self.fame[source] += fame;
    }
}

/// Replays a played game's commands, attributing every Fame change to its
/// source: `[player, Heir]`.
fn tally(config: GameConfig, commands: &[(Seat, Command)]) -> [Tally; 2] {
    let mut t: [Tally; 2] = Default::default();
    let mut g = Game::new(config).expect("the game was created once");
    let fame = |g: &Game| [g.player(Seat(0)).fame as i64, g.player(Seat(1)).fame as i64];
    for (i, f) in fame(&g).into_iter().enumerate() {
        t[i].add(0, f);
    }
    for (seat, cmd) in commands {
        let before = fame(&g);
        let events = g.apply(*seat, cmd).expect("replays");
        let mut seen = [0i64; 2];
        let mut add = |t: &mut [Tally; 2], s: Seat, source: usize, f: i64| {
            t[s.index()].add(source, f);
            // Game end writes the final totals into the Fame track too.
            seen[s.index()] += f;
        };
        for e in &events {
            match e {
                Event::Turn(TurnEvent::Advertised { seat, fame, .. }) => {
                    add(&mut t, *seat, 1, *fame as i64)
                }
                Event::Performance(PerformanceEvent::Performed {
                    seat,
                    card,
                    links,
                    payouts,
                    bonus,
                    ..
                }) => {
                    for p in payouts {
                        add(&mut t, p.seat, 2, p.fame as i64);
                        t[p.seat.index()].tricks_performed += p.tricks.len() as u64;
                    }
                    t[seat.index()].performances += 1;
                    let card_fame = card.card().bonus.fame;
                    add(&mut t, *seat, 5, *links as i64);
                    add(&mut t, *seat, 6, card_fame as i64);
                    add(
                        &mut t,
                        *seat,
                        7,
                        bonus.fame as i64 - *links as i64 - card_fame as i64,
                    );
                }
                Event::Theater(TheaterEvent::LinkBonusTaken {
                    seat,
                    reward: FameOrCoins::Fame,
                    amount,
                }) => add(&mut t, *seat, 4, *amount as i64),
                Event::EndTurn(EndTurnEvent::WagesPaid { wages }) => {
                    for w in wages {
                        add(&mut t, w.seat, 8, -(w.fame_lost as i64));
                    }
                }
                Event::Ledger(LedgerEvent::FameChanged { seat, fame, .. }) => {
                    add(&mut t, *seat, 11, *fame as i64)
                }
                Event::Special(SpecialEvent::StreetPerformed { seat, fame, .. }) => {
                    add(&mut t, *seat, 2, *fame as i64)
                }
                Event::Academy(AcademyEvent::WingRenovated { renovated, .. }) => {
                    add(&mut t, renovated.seat, 9, renovated.fame as i64)
                }
                Event::Academy(AcademyEvent::ClassesHeld { lessons, .. }) => {
                    for l in lessons {
                        add(&mut t, l.seat, 10, l.gain.fame as i64);
                    }
                }
                Event::Academy(AcademyEvent::SecretYield { seat, fame, .. }) => {
                    add(&mut t, *seat, 10, *fame as i64)
                }
                Event::Heir(HeirEvent::Heir { act }) => match act {
                    HeirAct::Theater { set_up } => {
                        for s in set_up {
                            add(&mut t, Seat(1), 4, s.fame as i64);
                        }
                    }
                    HeirAct::Wages { fame, .. } => add(&mut t, Seat(1), 8, *fame as i64),
                    HeirAct::Renovated { renovated, .. } => {
                        add(&mut t, Seat(1), 9, renovated.fame as i64)
                    }
                    HeirAct::Leftover { fame, tricks, .. } => {
                        add(&mut t, Seat(1), 3, *fame as i64);
                        t[1].tricks_performed += tricks.len() as u64;
                    }
                    _ => {}
                },
                Event::EndTurn(EndTurnEvent::GameEnded { scores, .. }) => {
                    for s in scores {
                        let i = s.seat;
                        add(&mut t, i, 12, s.shards as i64);
                        add(&mut t, i, 13, s.specials as i64);
                        add(&mut t, i, 14, s.ft36.iter().map(|x| x.1 as i64).sum());
                        add(
                            &mut t,
                            i,
                            15,
                            (s.characters + s.apprentices + s.specialists) as i64,
                        );
                        add(&mut t, i, 16, s.coins as i64);
                        add(&mut t, i, 17, (s.banners + s.powers) as i64);
                    }
                }
                _ => {}
            }
        }
        let after = fame(&g);
        for i in 0..2 {
            t[i].add(18, after[i] - before[i] - seen[i]);
        }
    }
    t
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.iter().sum::<f64>() / v.len() as f64
}

fn median(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn config_for(academy: bool, difficulty: Difficulty, seed: u64) -> GameConfig {
    GameOptions {
        heir: true,
        academy,
        difficulty: Some(difficulty),
        ..GameOptions::dark_alley(1)
    }
    .config(seed)
}

/// The solo seat's player.
#[derive(Clone, Copy)]
enum Player {
    Greedy,
    /// The look-ahead bot: worlds per decision and objective.
    Lookahead(usize, Objective),
    /// The hard bot with its budget per decision.
    Hard(Budget),
}

fn player_bot(player: Player, seed: u64) -> Box<dyn Bot + Send> {
    match player {
        Player::Greedy => make_bot(BotLevel::Normal, seed),
        Player::Lookahead(worlds, objective) => {
            Box::new(LookaheadBot::new(seed, worlds, objective))
        }
        Player::Hard(budget) => trickerion_bot::make_bot_with(BotLevel::Hard, seed, budget),
    }
}

/// `greedy` (or nothing), `lookahead:K`, `lookahead-fame:K`, `hard:MS` or
/// `hard-playouts:N`.
fn parse_player(arg: Option<&str>) -> Result<Player, String> {
    let Some(arg) = arg.filter(|a| *a != "greedy") else {
        return Ok(Player::Greedy);
    };
    let usage = || {
        format!(
            "player must be greedy, lookahead:K, lookahead-fame:K, hard:MS or hard-playouts:N, not {arg:?}"
        )
    };
    let (kind, n) = arg.split_once(':').ok_or_else(usage)?;
    let n: u64 = n
        .parse()
        .map_err(|_| format!("the number in {arg:?} must be a whole number"))?;
    match kind {
        "lookahead" => Ok(Player::Lookahead(n as usize, Objective::Margin)),
        "lookahead-fame" => Ok(Player::Lookahead(n as usize, Objective::OwnFame)),
        "hard" => Ok(Player::Hard(Budget::millis(n))),
        "hard-playouts" => Ok(Player::Hard(Budget::playouts(
            u32::try_from(n).map_err(|_| usage())?,
        ))),
        _ => Err(usage()),
    }
}

fn play(academy: bool, difficulty: Difficulty, games: u64, first_seed: u64, player: Player) -> Row {
    let mut row = Row::default();
    for seed in first_seed..first_seed + games {
        let config = config_for(academy, difficulty, seed);
        let mut bots = vec![player_bot(player, seed)];
        let played = match play_game(config, &mut bots) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("seed {seed}, {difficulty:?}, academy {academy}: {e}");
                row.failed += 1;
                continue;
            }
        };
        let t = tally(config_for(academy, difficulty, seed), &played.commands);
        for (sum, one) in row.sources.iter_mut().zip(t) {
            for (a, b) in sum.fame.iter_mut().zip(one.fame) {
                *a += b;
            }
            sum.performances += one.performances;
            sum.tricks_performed += one.tricks_performed;
        }
        let s = played.game.scores().expect("a finished game is scored");
        for sc in &s.scores {
            let total = f64::from(sc.total);
            if sc.seat == Seat(0) {
                row.you.push(total);
            } else {
                row.heir.push(total);
            }
        }
        row.wins += u32::from(s.winner == Seat(0));
        // One line a game on stderr, so a long run can be followed (and
        // read even if it is stopped before its table is printed).
        eprintln!(
            "{difficulty:?}{} seed {seed}: player {} Heir {}{}",
            if academy { "+A" } else { "" },
            row.you.last().copied().unwrap_or_default(),
            row.heir.last().copied().unwrap_or_default(),
            if s.winner == Seat(0) {
                " (player wins)"
            } else {
                ""
            },
        );
    }
    row
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let player = match parse_player(args.next().as_deref()) {
        Ok(p) => p,
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(2);
        }
    };
    let only = std::env::var("HEIR_ONLY").ok();
    println!(
        "| Academy | difficulty | games | player wins | player mean | player median | Heir mean | Heir median |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut rows = Vec::new();
    for academy in [false, true] {
        for d in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
            let key = format!("{:?}{}", d, if academy { "+a" } else { "" }).to_lowercase();
            if only.as_ref().is_some_and(|o| *o != key) {
                continue;
            }
            let r = play(academy, d, games, seed, player);
            let n = r.you.len();
            println!(
                "| {} | {:?} | {}{} | {:.0}% | {:.1} | {:.1} | {:.1} | {:.1} |",
                if academy { "yes" } else { "no" },
                d,
                n,
                if r.failed > 0 {
                    format!(" ({} failed)", r.failed)
                } else {
                    String::new()
                },
                100.0 * f64::from(r.wins) / n.max(1) as f64,
                mean(&r.you),
                median(&r.you),
                mean(&r.heir),
                median(&r.heir),
            );
            rows.push((academy, d, n, r.sources));
        }
    }
    breakdown(&rows);
}

/// The Fame-by-source table: one column per row and side, mean per game.
fn breakdown(rows: &[(bool, Difficulty, usize, [Tally; 2])]) {
    println!();
    let mut head = String::from("| source |");
    let mut rule = String::from("| --- |");
    for (academy, d, _, _) in rows {
        let a = if *academy { "+A" } else { "" };
        head.push_str(&format!(" player {d:?}{a} | Heir {d:?}{a} |"));
        rule.push_str(" --- | --- |");
    }
    println!("{head}");
    println!("{rule}");
    let per = |x: f64, n: usize| x / n.max(1) as f64;
    for (i, name) in SOURCES.iter().enumerate() {
        let mut line = format!("| {name} |");
        for (_, _, n, t) in rows {
            for side in t {
                line.push_str(&format!(" {:.1} |", per(side.fame[i] as f64, *n)));
            }
        }
        println!("{line}");
    }
    let mut line = String::from("| total |");
    for (_, _, n, t) in rows {
        for side in t {
            line.push_str(&format!(
                " {:.1} |",
                per(side.fame.iter().sum::<i64>() as f64, *n)
            ));
        }
    }
    println!("{line}");
    let mut line = String::from("| Performances given |");
    for (_, _, n, t) in rows {
        for side in t {
            line.push_str(&format!(" {:.1} |", per(side.performances as f64, *n)));
        }
    }
    println!("{line}");
    let mut line = String::from("| Tricks performed (Heir: with leftovers) |");
    for (_, _, n, t) in rows {
        for side in t {
            line.push_str(&format!(" {:.1} |", per(side.tricks_performed as f64, *n)));
        }
    }
    println!("{line}");
}
