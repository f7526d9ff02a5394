//! Plays a script on a fresh `Game` and builds the JSON report.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::Value;
use trickerion_bot::{weighted, Bot, GreedyBot, Observation};
use trickerion_rules::{
    CardView, CharacterId, Command, Event, FinalScores, Game, Seat, View, Viewer,
};

use crate::args::{Args, Policy};
use crate::golden;
use crate::script::{Script, Step};

/// Upper bound on random commands, far above any real game (a few hundred).
const RANDOM_SAFETY_LIMIT: u64 = 1_000_000;

/// Why a run could not produce a report.
#[derive(Debug)]
pub enum Failure {
    /// The script cannot be played (bad options, names or viewer).
    BadScript(String),
    /// Random play found a seat with nothing legal to do: a rules-engine bug.
    Stuck(String),
}

/// The outcome of a run.
pub struct Outcome {
    pub report: Report,
    /// Every command accepted, as a script that replays to the same game.
    pub script: Script,
    pub rejected: usize,
    /// Differences from the script's `expected` outcome (empty when it has none
    /// or everything matches).
    pub unexpected: Vec<String>,
}

/// One played script step, as reported.
#[derive(Serialize)]
struct StepReport {
    index: usize,
    seat: Seat,
    command: Command,
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<Vec<Event>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    log: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// The whole report, fields in print order.
#[derive(Serialize)]
pub struct Report {
    steps: Vec<StepReport>,
    /// Script commands accepted (random ones not included).
    accepted: usize,
    rejected: usize,
    /// With `--stop-on-error`: script commands not played.
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    random: Option<RandomReport>,
    view: View,
    waiting_for: Vec<Seat>,
    legal_commands: Vec<SeatCommands>,
    over: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    scores: Option<FinalScores>,
    /// Once the game is over: the digest of its final state (as in golden files).
    #[serde(skip_serializing_if = "Option::is_none")]
    state_digest: Option<String>,
    /// When the script has an `expected` outcome: whether the game ended so.
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<ExpectedReport>,
    /// With `--random-to-end`: the replayable script of every accepted command.
    #[serde(skip_serializing_if = "Option::is_none")]
    script: Option<Script>,
}

#[derive(Serialize)]
struct RandomReport {
    rng_seed: u64,
    /// The policy of each seat (`uniform`, `weighted`, `greedy`).
    policy: Vec<&'static str>,
    commands: u64,
}

#[derive(Serialize)]
struct ExpectedReport {
    ok: bool,
    differences: Vec<String>,
}

#[derive(Serialize)]
struct SeatCommands {
    seat: Seat,
    commands: Vec<Command>,
}

/// Plays `script` as `args` ask.
///
/// # Errors
/// [`Failure::BadScript`] when the game cannot be set up as the script says;
/// [`Failure::Stuck`] when random play finds no legal command.
pub fn run(mut script: Script, args: &Args) -> Result<Outcome, Failure> {
    // `--academy`: Dahlgaard's Academy assumes the Dark Alley (004).
    if args.academy {
        script.config.options.academy = true;
        script.config.options.dark_alley = true;
    }
    // `--heir`: one seat against Dahlgaard's Heir, which needs the Dark
    // Alley (004 "Dahlgaard's Heir solo play"); the engine plays the Heir.
    if args.heir {
        script.config.options.heir = true;
        script.config.options.players = 1;
        script.config.options.dark_alley = true;
        script.config.options.difficulty = args.difficulty.or(script.config.options.difficulty);
    }
    script.check().map_err(Failure::BadScript)?;
    let mut game = Game::new(script.config.clone())
        .map_err(|e| Failure::BadScript(format!("\"config\" cannot be played: {e}")))?;
    // Scripts may hold take-backs, as games played on the server do.
    game.allow_take_backs();
    let viewer = script.viewer;
    let names = script.display_names();

    let mut accepted: Vec<Step> = Vec::with_capacity(script.commands.len());
    let mut steps = Vec::with_capacity(script.commands.len());
    let mut rejected = 0;
    let mut skipped = 0;
    for (index, step) in script.commands.iter().enumerate() {
        if args.stop_on_error && rejected > 0 {
            skipped = script.commands.len() - index;
            break;
        }
        let report = match game.apply(step.seat, &step.command) {
            Ok(events) => {
                accepted.push(step.clone());
                let events: Vec<Event> = events.iter().filter_map(|e| e.redact(viewer)).collect();
                let log = events.iter().map(|e| e.describe(&names)).collect();
                StepReport {
                    index,
                    seat: step.seat,
                    command: step.command.clone(),
                    ok: true,
                    events: Some(events),
                    log: Some(log),
                    error: None,
                }
            }
            Err(e) => {
                rejected += 1;
                StepReport {
                    index,
                    seat: step.seat,
                    command: step.command.clone(),
                    ok: false,
                    events: None,
                    log: None,
                    error: Some(e.to_string()),
                }
            }
        };
        steps.push(report);
    }

    let random_seed = args
        .random_to_end
        .filter(|_| !(args.stop_on_error && rejected > 0));
    let random = match random_seed {
        Some(seed) => Some(RandomReport {
            rng_seed: seed,
            policy: (0..game.config().options.players as usize)
                .map(|s| Policy::of_seat(&args.policy, s).name())
                .collect(),
            commands: play_random(&mut game, seed, args, &mut accepted)?,
        }),
        None => None,
    };

    let asked: Vec<Seat> = match viewer {
        Viewer::Seat(s) => vec![s],
        Viewer::Spectator => game.waiting_for(),
    };
    let view = game.view(viewer);
    let legal_commands = asked
        .into_iter()
        .map(|seat| SeatCommands {
            seat,
            commands: match viewer {
                Viewer::Seat(_) => game.legal_commands(seat),
                Viewer::Spectator => public_commands(&view, seat, game.legal_commands(seat)),
            },
        })
        .collect();
    let unexpected = match &script.expected {
        Some(expected) => golden::compare(expected, &game),
        None => Vec::new(),
    };
    let full = Script {
        config: script.config,
        viewer,
        commands: accepted,
        names: script.names,
        expected: None,
    };
    let report = Report {
        steps,
        accepted: full.commands.len() - random.as_ref().map_or(0, |r| r.commands as usize),
        rejected,
        skipped: args.stop_on_error.then_some(skipped),
        random,
        view,
        waiting_for: game.waiting_for(),
        legal_commands,
        over: game.is_over(),
        scores: game.scores().cloned(),
        state_digest: game.is_over().then(|| golden::state_digest(&game)),
        expected: script.expected.as_ref().map(|_| ExpectedReport {
            ok: unexpected.is_empty(),
            differences: unexpected.clone(),
        }),
        script: random_seed.map(|_| full.clone()),
    };
    Ok(Outcome {
        report,
        script: full,
        rejected,
        unexpected,
    })
}

/// The legal commands of `seat` that a spectator may see: those that reveal
/// nothing the spectator's `view` hides. Left out: `assign_special` (it names
/// a Special Assignment card in the hand), `assign` (the cards left in hand
/// tell which card lies face down under which Character), placing a
/// Character whose card is still face down (a Prophecy can keep cards hidden
/// until placement; the slots would tell its Location), and with Magician
/// Powers `discard_power`, `learn_power` and `rearrange` with a card from the
/// hand (they name Powers or cards in the hand).
fn public_commands(view: &View, seat: Seat, legal: Vec<Command>) -> Vec<Command> {
    let face_down = |c: CharacterId| {
        view.players
            .iter()
            .filter(|p| p.seat == seat)
            .flat_map(|p| p.characters.iter())
            .any(|cv| cv.character == c && cv.card == Some(CardView::FaceDown))
    };
    legal
        .into_iter()
        .filter(|cmd| match cmd {
            Command::AssignSpecial { .. }
            | Command::Assign { .. }
            | Command::DiscardPower { .. }
            | Command::LearnPower { .. } => false,
            Command::Rearrange {
                change:
                    Some(
                        trickerion_rules::Rearrangement::Replace { .. }
                        | trickerion_rules::Rearrangement::ReplaceSpecial { .. },
                    ),
            } => false,
            Command::Place { character, .. } => !face_down(*character),
            _ => true,
        })
        .collect()
}

/// Random play after the script: a uniformly random waiting seat, then a
/// legal command for it chosen by the seat's policy, until the game ends (or a
/// limit). Returns how many commands were played; they are appended to
/// `accepted`. The uniform policy draws exactly as before policies existed, so
/// old `--random-to-end` runs still give the same games.
pub fn play_random(
    game: &mut Game,
    seed: u64,
    args: &Args,
    accepted: &mut Vec<Step>,
) -> Result<u64, Failure> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut greedy: Vec<GreedyBot> = (0..u64::from(game.config().options.players))
        .map(|s| GreedyBot::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(s)))
        .collect();
    let limit = args.max_random.unwrap_or(RANDOM_SAFETY_LIMIT);
    let mut played = 0;
    while !game.is_over() && played < limit {
        if let Some(until) = &args.random_until {
            if until.reached(game.turn(), &phase_name(game)) {
                break;
            }
        }
        let waiting = game.waiting_for();
        if waiting.is_empty() {
            return Err(Failure::Stuck("the game waits for nobody".into()));
        }
        let seat = waiting[below(&mut rng, waiting.len())];
        let legal = game.legal_commands(seat);
        if legal.is_empty() {
            return Err(Failure::Stuck(format!(
                "{seat} has no legal command in phase {}",
                phase_name(game)
            )));
        }
        let command = match Policy::of_seat(&args.policy, seat.index()) {
            Policy::Uniform => legal[below(&mut rng, legal.len())].clone(),
            Policy::Weighted => {
                weighted::pick_weighted(&legal, &mut |n| below(&mut rng, n)).clone()
            }
            Policy::Greedy => {
                let obs = Observation::with_legal(game, seat, legal);
                greedy[seat.index()].choose(&obs)
            }
        };
        game.apply(seat, &command).map_err(|e| {
            Failure::Stuck(format!(
                "listed command {} for {seat} was rejected: {e}",
                serde_json::to_string(&command).unwrap_or_default()
            ))
        })?;
        accepted.push(Step { seat, command });
        played += 1;
    }
    if played == RANDOM_SAFETY_LIMIT && !game.is_over() {
        return Err(Failure::Stuck(format!(
            "the game did not end after {RANDOM_SAFETY_LIMIT} random commands"
        )));
    }
    Ok(played)
}

/// The phase's JSON name, e.g. `place_characters`.
fn phase_name(game: &Game) -> String {
    to_value(game.phase())
        .get("phase")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// Uniform in `0..n` (n > 0), by rejection so that no value is favoured.
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let v = rng.next_u64();
        if v < zone {
            return (v % n) as usize;
        }
    }
}

fn to_value<T: Serialize + ?Sized>(v: &T) -> Value {
    serde_json::to_value(v).expect("rules types serialize to JSON")
}
