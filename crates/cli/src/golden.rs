//! Golden games: recorded scripts with the outcome they must reach, replayed
//! by the test suite so that no change alters a game already played
//! (`docs/RULES_VERSIONS.md`).
//!
//! A golden file is a CLI script (one command per line) plus `expected`: the
//! final scores and [`state_digest`], a hash of the final state's JSON.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};
use trickerion_rules::heir::Difficulty;
use trickerion_rules::{
    Event, FinalScores, Game, GameConfig, GameOptions, PerformanceEvent, RULES_VERSION,
};

use crate::args::{Args, Policy};
use crate::script::{Script, Step};

/// The outcome a golden game must reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    pub scores: FinalScores,
    /// [`state_digest`] of the final state.
    pub state_digest: String,
}

/// A stable digest of the whole game state ([`Game::state_digest`]).
pub fn state_digest(game: &Game) -> String {
    game.state_digest()
}

/// The expected outcome of a finished game (`None` while it is not over).
pub fn expected_of(game: &Game) -> Option<Expected> {
    Some(Expected {
        scores: game.scores()?.clone(),
        state_digest: state_digest(game),
    })
}

/// How `game` differs from `expected`, one readable line per difference.
pub fn compare(expected: &Expected, game: &Game) -> Vec<String> {
    let mut out = Vec::new();
    let Some(scores) = game.scores() else {
        out.push(format!(
            "the game is not over: it waits in turn {} ({})",
            game.turn(),
            serde_json::to_string(game.phase()).unwrap_or_default()
        ));
        return out;
    };
    if scores.winner != expected.scores.winner {
        out.push(format!(
            "winner: expected {}, got {}",
            expected.scores.winner, scores.winner
        ));
    }
    let (want, got) = (&expected.scores.scores, &scores.scores);
    for i in 0..want.len().max(got.len()) {
        match (want.get(i), got.get(i)) {
            (Some(w), Some(g)) if w == g => {}
            (w, g) => out.push(format!(
                "final score #{}:\n    expected {}\n    got      {}",
                i + 1,
                w.map_or("nothing".into(), one_line),
                g.map_or("nothing".into(), one_line),
            )),
        }
    }
    let digest = state_digest(game);
    if digest != expected.state_digest {
        out.push(format!(
            "final state digest: expected {}, got {digest}",
            expected.state_digest
        ));
    }
    out
}

/// A value as one line of JSON.
fn one_line<T: Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).expect("golden values serialize to JSON")
}

/// What replaying a golden script found.
#[derive(Debug, Default)]
pub struct Replay {
    /// Empty when the game replays to its expected outcome.
    pub differences: Vec<String>,
    /// Performances played (golden games must reach the Theater too).
    pub performances: usize,
}

/// Replays a golden script in-process: every command must be accepted and
/// the game must end as `expected` says.
pub fn replay(script: &Script) -> Replay {
    let mut r = Replay::default();
    let Some(expected) = &script.expected else {
        r.differences
            .push("the file has no \"expected\" outcome".into());
        return r;
    };
    let mut game = match Game::new(script.config.clone()) {
        Ok(g) => g,
        Err(e) => {
            r.differences.push(format!("the config is refused: {e}"));
            return r;
        }
    };
    for (index, step) in script.commands.iter().enumerate() {
        match game.apply(step.seat, &step.command) {
            Ok(events) => {
                r.performances += events
                    .iter()
                    .filter(|e| matches!(e, Event::Performance(PerformanceEvent::Performed { .. })))
                    .count();
            }
            Err(e) => {
                r.differences.push(format!(
                    "step {index} ({}: {}) is refused: {e}",
                    step.seat,
                    serde_json::to_string(&step.command).unwrap_or_default()
                ));
                return r;
            }
        }
    }
    r.differences = compare(expected, &game);
    r
}

/// A golden script as text: the config and the expected outcome first, then
/// one command per line, so that a diff shows which commands changed.
pub fn to_golden_json(script: &Script) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{{\"config\":{},", one_line(&script.config));
    if let Some(names) = &script.names {
        let _ = writeln!(s, "\"names\":{},", one_line(names));
    }
    if let Some(expected) = &script.expected {
        let _ = writeln!(s, "\"expected\":{},", one_line(expected));
    }
    s.push_str("\"commands\":[\n");
    for (i, step) in script.commands.iter().enumerate() {
        let sep = if i + 1 < script.commands.len() {
            ","
        } else {
            ""
        };
        let _ = writeln!(s, "{}{sep}", one_line(step));
    }
    s.push_str("]}\n");
    s
}

/// One game of the corpus: its file name, options and how it is played.
#[derive(Clone, Debug)]
pub struct Spec {
    /// File name without the directory, e.g. `3p-da-greedy-uniform-2.json`.
    pub name: String,
    pub config: GameConfig,
    /// The `--random-to-end` seed.
    pub rng_seed: u64,
    /// The `--policy` list.
    pub policy: Vec<Policy>,
}

/// The option sets of the corpus: base (random and beginner set-up) and the
/// Dark Alley with Prophecies and the 20-Fame caps each on and off.
const OPTION_SETS: [(&str, bool, bool, bool, bool); 6] = [
    // name, beginner_setup, dark_alley, prophecies, fame_caps
    ("base", false, false, false, false),
    ("beginner", true, false, false, false),
    ("da", false, true, true, true),
    ("da-noprophecies", false, true, false, true),
    ("da-nocaps", false, true, true, false),
    ("da-plain", false, true, false, false),
];

/// The policy mixes: all uniform (return-heavy), all weighted and all greedy
/// (these reach the Performances), and greedy bots among random players.
const POLICY_MIXES: [(&str, &[Policy]); 6] = [
    ("uniform", &[Policy::Uniform]),
    ("weighted", &[Policy::Weighted]),
    ("greedy", &[Policy::Greedy]),
    ("greedy-uniform", &[Policy::Greedy, Policy::Uniform]),
    ("weighted-greedy", &[Policy::Weighted, Policy::Greedy]),
    (
        "greedy-weighted-uniform",
        &[Policy::Greedy, Policy::Weighted, Policy::Uniform],
    ),
];

/// Games per player count, option set and policy mix: 3 for version 1 (324
/// games, the games played before versions existed), 1 for later versions
/// (108 games each), so the corpus stays a few megabytes per version.
fn repeats(version: u32) -> u64 {
    if version == 1 {
        3
    } else {
        1
    }
}

/// The corpus of rules version `version`: 2, 3 and 4 players x the option
/// sets x the policy mixes x [`repeats`] seeds, and from version 2 on the
/// games of the variants with provisional content ([`variant_corpus`]).
/// Games are only ever added to a version's list, never changed or removed.
pub fn corpus(version: u32) -> Vec<Spec> {
    let mut out = base_corpus(version);
    if version >= 2 {
        out.extend(variant_corpus(version));
    }
    out
}

/// Magician Powers (2-4 players, Dark Alley) and Duel of Magicians (two
/// players, with and without the Dark Alley, and with Powers), each with
/// three policy mixes. Their configs record the content they were played
/// with (`docs/CONTENT.md`), so a changed content file fails them with a
/// clear error instead of replaying with other cards.
fn variant_corpus(version: u32) -> Vec<Spec> {
    let mixes: [(&str, &[Policy]); 3] = [
        ("greedy", &[Policy::Greedy]),
        ("greedy-uniform", &[Policy::Greedy, Policy::Uniform]),
        ("weighted-greedy", &[Policy::Weighted, Policy::Greedy]),
    ];
    let mut sets: Vec<(String, GameConfig)> = Vec::new();
    for players in 2..=4u8 {
        sets.push((
            format!("{players}p-da-powers"),
            GameOptions {
                powers: true,
                ..GameOptions::dark_alley(players)
            }
            .config(0),
        ));
    }
    sets.push((
        "2p-duel".into(),
        GameOptions {
            duel: true,
            ..GameOptions::base(2)
        }
        .config(0),
    ));
    sets.push((
        "2p-da-duel".into(),
        GameOptions {
            duel: true,
            ..GameOptions::dark_alley(2)
        }
        .config(0),
    ));
    sets.push((
        "2p-da-duel-powers".into(),
        GameOptions {
            duel: true,
            powers: true,
            ..GameOptions::dark_alley(2)
        }
        .config(0),
    ));
    // Dahlgaard's Academy (2-4 players, with Powers at 3) and the solo game
    // against Dahlgaard's Heir at each difficulty, with and without the
    // Academy: added after the sets above, so their seeds are unchanged.
    for players in 2..=4u8 {
        sets.push((
            format!("{players}p-da-academy"),
            GameOptions {
                academy: true,
                ..GameOptions::dark_alley(players)
            }
            .config(0),
        ));
    }
    sets.push((
        "3p-da-academy-powers".into(),
        GameOptions {
            academy: true,
            powers: true,
            ..GameOptions::dark_alley(3)
        }
        .config(0),
    ));
    for (name, difficulty) in [
        ("easy", Difficulty::Easy),
        ("normal", Difficulty::Normal),
        ("hard", Difficulty::Hard),
    ] {
        for academy in [false, true] {
            let academy_name = if academy { "-academy" } else { "" };
            sets.push((
                format!("1p-da-heir-{name}{academy_name}"),
                GameOptions {
                    heir: true,
                    academy,
                    difficulty: Some(difficulty),
                    ..GameOptions::dark_alley(1)
                }
                .config(0),
            ));
        }
    }
    let mut out = Vec::new();
    let mut i: u64 = 0;
    for (name, config) in sets {
        for (mix, policy) in mixes {
            let seed = u64::from(version) * 1_000_000 + 500_000 + i;
            out.push(Spec {
                name: format!("{name}-{mix}-0.json"),
                config: GameConfig {
                    seed,
                    rules_version: version,
                    ..config.clone()
                },
                rng_seed: seed.wrapping_mul(31).wrapping_add(7),
                policy: policy.to_vec(),
            });
            i += 1;
        }
    }
    out
}

fn base_corpus(version: u32) -> Vec<Spec> {
    let mut out = Vec::new();
    let mut i: u64 = 0;
    for players in 2..=4u8 {
        for (opts, beginner_setup, dark_alley, prophecies, fame_caps) in OPTION_SETS {
            for (mix, policy) in POLICY_MIXES {
                for n in 0..repeats(version) {
                    let seed = u64::from(version) * 1_000_000 + i;
                    out.push(Spec {
                        name: format!("{players}p-{opts}-{mix}-{n}.json"),
                        config: GameConfig {
                            options: GameOptions {
                                beginner_setup,
                                dark_alley,
                                prophecies,
                                fame_caps,
                                ..(GameConfig::base(players, seed)).options
                            },
                            ..GameConfig::base(players, seed)
                        },
                        rng_seed: seed.wrapping_mul(31).wrapping_add(7),
                        policy: policy.to_vec(),
                    });
                    i += 1;
                }
            }
        }
    }
    out
}

/// Plays a spec to the end as `trickerion --random-to-end SEED --policy P`
/// would, and returns its golden script.
///
/// # Errors
/// When the config is refused or random play gets stuck (a rules bug).
pub fn record(spec: &Spec) -> Result<Script, String> {
    let mut game = Game::new(spec.config.clone()).map_err(|e| e.to_string())?;
    let args = Args {
        random_to_end: Some(spec.rng_seed),
        policy: spec.policy.clone(),
        ..Args::default()
    };
    let mut commands: Vec<Step> = Vec::new();
    crate::run::play_random(&mut game, spec.rng_seed, &args, &mut commands)
        .map_err(|e| format!("{e:?}"))?;
    let expected = expected_of(&game).ok_or("the game did not end")?;
    Ok(Script {
        // The game's config: with the content stamps it was played with.
        config: game.config().clone(),
        viewer: trickerion_rules::Viewer::Spectator,
        commands,
        names: None,
        expected: Some(expected),
    })
}

/// The directory of a version's golden games, relative to the corpus root.
pub fn version_dir(version: u32) -> String {
    format!("v{version}")
}

/// The rules version the recorder records.
pub const CURRENT: u32 = RULES_VERSION;
