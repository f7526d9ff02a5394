//! The command line, parsed by hand (a handful of flags does not need a parser crate).

/// What the user asked for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Args {
    /// Script file; `None` or `-` reads standard input.
    pub script: Option<String>,
    /// Stop at the first rejected command instead of reporting it and going on.
    pub stop_on_error: bool,
    /// After the script, play random legal commands from this RNG seed.
    pub random_to_end: Option<u64>,
    /// Play at most this many random commands.
    pub max_random: Option<u64>,
    /// Stop the random play as soon as the game reaches this phase or turn.
    pub random_until: Option<Until>,
    /// How random play chooses, one policy per seat (cycled); empty: uniform.
    pub policy: Vec<Policy>,
    /// Print only the replayable script (config, viewer, names, accepted commands).
    pub script_only: bool,
    /// One-line JSON instead of pretty-printed.
    pub compact: bool,
    /// Print the card catalogue instead of running a script.
    pub cards: bool,
    /// Play the script's game with Dahlgaard's Academy (and so the Dark Alley).
    pub academy: bool,
    /// Play the script's game solo against Dahlgaard's Heir (one seat, the
    /// Dark Alley).
    pub heir: bool,
    /// The Heir's difficulty (with `--heir`).
    pub difficulty: Option<trickerion_rules::heir::Difficulty>,
}

/// What `parse` found: a run, or a request for help or the version.
#[derive(Debug, PartialEq, Eq)]
pub enum Parsed {
    Run(Args),
    Help,
    Version,
}

/// How random play picks a seat's command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniform among the legal commands (returns Tricks and Components often,
    /// seldom performs).
    Uniform,
    /// The bot crate's weighted policy: progress (Prepare, Set Up, Perform)
    /// preferred, returns avoided; games reach the Performances.
    Weighted,
    /// The bot crate's greedy bot (one per seat, seeded from the RNG seed).
    Greedy,
}

impl Policy {
    pub const NAMES: [&'static str; 3] = ["uniform", "weighted", "greedy"];

    pub fn name(self) -> &'static str {
        match self {
            Policy::Uniform => "uniform",
            Policy::Weighted => "weighted",
            Policy::Greedy => "greedy",
        }
    }

    fn parse(s: &str) -> Option<Policy> {
        match s {
            "uniform" => Some(Policy::Uniform),
            "weighted" => Some(Policy::Weighted),
            "greedy" => Some(Policy::Greedy),
            _ => None,
        }
    }

    /// Parses `uniform`, or a comma list with one policy per seat
    /// (`greedy,uniform`: seat 0 greedy, seat 1 uniform, seat 2 greedy...).
    ///
    /// # Errors
    /// A message naming the unknown policy.
    pub fn parse_list(s: &str) -> Result<Vec<Policy>, String> {
        s.split(',')
            .map(|p| {
                Policy::parse(p.trim()).ok_or_else(|| {
                    format!(
                        "--policy: no policy '{p}'; policies are {}",
                        Policy::NAMES.join(", ")
                    )
                })
            })
            .collect()
    }

    /// The policy of `seat` in a list (cycled; uniform when empty).
    pub fn of_seat(list: &[Policy], seat: usize) -> Policy {
        if list.is_empty() {
            Policy::Uniform
        } else {
            list[seat % list.len()]
        }
    }
}

/// Where `--random-until` stops random play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Until {
    /// The first time the game waits in this phase (its JSON name).
    Phase(String),
    /// When this turn has begun (the first decision of turn N, its Advertise).
    Turn(u8),
    /// The first time the game waits in this phase of this turn (or any later
    /// point, if the game never waits there in that turn).
    TurnPhase(u8, String),
}

impl Until {
    /// Parses `PHASE`, `N` (a turn) or `N:PHASE`.
    ///
    /// # Errors
    /// A message naming the unknown phase or the bad turn.
    pub fn parse(s: &str) -> Result<Until, String> {
        let phase = |p: &str| -> Result<String, String> {
            if PHASES.contains(&p) {
                Ok(p.to_string())
            } else {
                Err(format!(
                    "--random-until: no phase '{p}'; phases are {} (or a turn N, or N:PHASE)",
                    PHASES.join(", ")
                ))
            }
        };
        let turn = |t: &str| -> Result<u8, String> {
            t.parse::<u8>()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("--random-until: '{t}' is not a turn (1, 2, ...)"))
        };
        match s.split_once(':') {
            Some((t, p)) => Ok(Until::TurnPhase(turn(t)?, phase(p)?)),
            None if s.chars().all(|c| c.is_ascii_digit()) => Ok(Until::Turn(turn(s)?)),
            None => Ok(Until::Phase(phase(s)?)),
        }
    }

    /// Whether a game at `turn` waiting in `phase` has got there.
    pub fn reached(&self, turn: u8, phase: &str) -> bool {
        match self {
            Until::Phase(p) => p == phase,
            Until::Turn(t) => turn >= *t,
            Until::TurnPhase(t, p) => turn > *t || (turn == *t && p == phase),
        }
    }
}

/// The phase names of `Phase` as JSON, for `--random-until`.
pub const PHASES: [&str; 16] = [
    "choose_magicians",
    "choose_tricks",
    "setup_boards",
    "start_turn",
    "advertise",
    "assignment",
    "place_characters",
    "performance",
    "breaking_free",
    "possession",
    "discard_powers",
    "learn_powers",
    "rearrange",
    "classroom",
    "final_scoring",
    "game_over",
];

pub const USAGE: &str = "\
Replay a Trickerion command script and print the outcome as JSON.

Usage: trickerion [OPTIONS] [SCRIPT]

Arguments:
  [SCRIPT]  JSON script file; omitted or '-' reads standard input

Options:
      --stop-on-error        Stop at the first rejected command (default: report it, go on)
      --random-to-end <SEED> After the script, play random legal commands (seeded)
                             until the game ends; the report then holds the full
                             replayable script under \"script\"
      --max-random <N>       With --random-to-end: play at most N random commands
      --random-until <WHEN>  With --random-to-end: stop when the game reaches WHEN:
                             a phase name as in the view (e.g. place_characters),
                             a turn N (stop when turn N begins), or N:PHASE
      --policy <P>           With --random-to-end: how random commands are chosen:
                             uniform (default), weighted (progress preferred, so
                             games reach the Performances) or greedy (the greedy
                             bot); a comma list gives one policy per seat
      --script-only          Print only the replayable script (config, viewer, names
                             and every accepted command), not the report
      --compact              Print JSON on one line
      --academy              Play the script's game with Dahlgaard's Academy
                             (sets \"academy\" and \"dark_alley\" in its config;
                             provisional content, see docs/CONTENT.md)
      --heir                 Play the script's game solo against Dahlgaard's Heir
                             (sets \"heir\", \"players\": 1 and \"dark_alley\";
                             the engine plays the Heir; provisional content)
      --difficulty <D>       With --heir: easy, normal (default) or hard
      --cards                Print the card catalogue (Magician, Trick, Performance
                             card and Component ids and facts)
  -h, --help                 Print this help
  -V, --version              Print the version

Exit status: 0 all commands accepted, 1 a command was rejected,
2 unreadable script or bad arguments, 3 the rules engine got stuck (a bug).

Script format: see docs/CLI.md.";

/// Parses the arguments after the program name.
///
/// # Errors
/// A message naming the bad or missing argument.
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<Parsed, String> {
    let mut out = Args::default();
    let mut it = args.into_iter();
    let mut only_positional = false;
    while let Some(arg) = it.next() {
        if only_positional || arg == "-" || !arg.starts_with('-') {
            if out.script.is_some() {
                return Err(format!("unexpected extra argument '{arg}'"));
            }
            out.script = Some(arg);
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag.as_str() {
            "--" => only_positional = true,
            "-h" | "--help" => return Ok(Parsed::Help),
            "-V" | "--version" => return Ok(Parsed::Version),
            "--cards" => out.cards = true,
            "--stop-on-error" => out.stop_on_error = true,
            "--script-only" => out.script_only = true,
            "--compact" => out.compact = true,
            "--academy" => out.academy = true,
            "--heir" => out.heir = true,
            "--difficulty" => out.difficulty = Some(difficulty(&value(&flag)?)?),
            "--random-to-end" => out.random_to_end = Some(number(&flag, &value(&flag)?)?),
            "--max-random" => out.max_random = Some(number(&flag, &value(&flag)?)?),
            "--random-until" => out.random_until = Some(Until::parse(&value(&flag)?)?),
            "--policy" => out.policy = Policy::parse_list(&value(&flag)?)?,
            _ => return Err(format!("unknown option '{arg}'")),
        }
        if inline.is_some()
            && matches!(
                flag.as_str(),
                "--stop-on-error"
                    | "--script-only"
                    | "--compact"
                    | "--cards"
                    | "--academy"
                    | "--heir"
                    | "--"
            )
        {
            return Err(format!("{flag} takes no value"));
        }
    }
    if out.random_to_end.is_none()
        && (out.max_random.is_some() || out.random_until.is_some() || !out.policy.is_empty())
    {
        return Err("--max-random, --random-until and --policy need --random-to-end <SEED>".into());
    }
    if out.difficulty.is_some() && !out.heir {
        return Err("--difficulty needs --heir (it is the Heir's difficulty)".into());
    }
    Ok(Parsed::Run(out))
}

fn difficulty(v: &str) -> Result<trickerion_rules::heir::Difficulty, String> {
    use trickerion_rules::heir::Difficulty;
    match v {
        "easy" => Ok(Difficulty::Easy),
        "normal" => Ok(Difficulty::Normal),
        "hard" => Ok(Difficulty::Hard),
        _ => Err(format!(
            "--difficulty: no difficulty '{v}'; difficulties are easy, normal, hard"
        )),
    }
}

fn number(flag: &str, v: &str) -> Result<u64, String> {
    v.parse()
        .map_err(|_| format!("{flag} needs a whole number, not '{v}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Parsed, String> {
        parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn reads_flags_values_and_the_script() {
        let Parsed::Run(a) = p(&[
            "--stop-on-error",
            "--random-to-end",
            "7",
            "--max-random=20",
            "s.json",
        ])
        .unwrap() else {
            panic!("not a run")
        };
        assert_eq!(a.script.as_deref(), Some("s.json"));
        assert!(a.stop_on_error);
        assert_eq!(a.random_to_end, Some(7));
        assert_eq!(a.max_random, Some(20));
    }

    #[test]
    fn no_script_means_stdin() {
        assert_eq!(p(&[]).unwrap(), Parsed::Run(Args::default()));
        let Parsed::Run(a) = p(&["-"]).unwrap() else {
            panic!()
        };
        assert_eq!(a.script.as_deref(), Some("-"));
    }

    #[test]
    fn rejects_bad_arguments() {
        assert!(p(&["--bogus"]).is_err());
        assert!(p(&["--random-to-end"]).is_err());
        assert!(p(&["--random-to-end", "x"]).is_err());
        assert!(p(&["a.json", "b.json"]).is_err());
        assert!(p(&["--max-random", "3"]).is_err());
        assert!(p(&["--compact=yes"]).is_err());
        assert!(p(&["--random-to-end", "1", "--random-until", "lunch"]).is_err());
        assert!(p(&["--random-to-end", "1", "--random-until", "assignment"]).is_ok());
        assert!(p(&["--random-to-end", "1", "--random-until", "0"]).is_err());
        assert!(p(&["--random-to-end", "1", "--random-until", "3:lunch"]).is_err());
        assert!(p(&["--random-to-end", "1", "--policy", "clever"]).is_err());
        assert!(p(&["--policy", "greedy"]).is_err());
        assert_eq!(p(&["--help", "--bogus"]).unwrap(), Parsed::Help);
    }

    #[test]
    fn random_until_takes_a_phase_a_turn_or_both() {
        let until = |s: &str| Until::parse(s).unwrap();
        assert_eq!(until("performance"), Until::Phase("performance".into()));
        assert_eq!(until("3"), Until::Turn(3));
        assert_eq!(
            until("2:assignment"),
            Until::TurnPhase(2, "assignment".into())
        );
        assert!(until("3").reached(3, "advertise"));
        assert!(!until("3").reached(2, "performance"));
        assert!(until("2:assignment").reached(2, "assignment"));
        assert!(!until("2:assignment").reached(2, "advertise"));
        assert!(until("2:assignment").reached(3, "advertise"));
    }

    #[test]
    fn policy_takes_one_name_or_one_per_seat() {
        let Parsed::Run(a) = p(&["--random-to-end", "1", "--policy", "greedy,uniform"]).unwrap()
        else {
            panic!()
        };
        assert_eq!(a.policy, [Policy::Greedy, Policy::Uniform]);
        assert_eq!(Policy::of_seat(&a.policy, 2), Policy::Greedy);
        assert_eq!(Policy::of_seat(&[], 2), Policy::Uniform);
    }

    /// 004 "New phase: Classroom": Academy games wait in the Classroom phase
    /// for Professor Bernard's pick, so `--random-until` can stop there.
    #[test]
    fn random_until_accepts_the_classroom_phase() {
        assert_eq!(
            Until::parse("classroom"),
            Ok(Until::Phase("classroom".into()))
        );
        assert_eq!(
            Until::parse("3:classroom"),
            Ok(Until::TurnPhase(3, "classroom".into()))
        );
        assert!(Until::parse("3:classroom").unwrap().reached(3, "classroom"));
        assert!(!Until::parse("3:classroom")
            .unwrap()
            .reached(3, "performance"));
    }

    #[test]
    fn phase_names_are_the_rules_json_names() {
        use trickerion_rules::Phase;
        let all = [
            Phase::ChooseMagicians { pos: 0 },
            Phase::ChooseTricks { pos: 0 },
            Phase::SetupBoards {
                pos: 0,
                components_chosen: false,
            },
            Phase::StartTurn,
            Phase::Advertise { pos: 0 },
            Phase::Assignment,
            Phase::PlaceCharacters {
                pos: 0,
                acting: None,
                done: false,
            },
            Phase::Performance {
                day: 0,
                performer: None,
            },
            Phase::BreakingFree {
                seat: trickerion_rules::Seat(0),
                pending_links: 0,
                link_value: 0,
            },
            Phase::Possession {
                day: 0,
                performer: trickerion_rules::Seat(0),
                yoruba: trickerion_rules::Seat(1),
            },
            Phase::DiscardPowers { pos: 0 },
            Phase::LearnPowers { pos: 0 },
            Phase::Rearrange {
                seat: trickerion_rules::Seat(0),
            },
            Phase::Classroom {
                chooser: None,
                held: false,
            },
            Phase::FinalScoring,
            Phase::GameOver,
        ];
        let names: Vec<String> = all
            .iter()
            .map(|p| {
                serde_json::to_value(p).unwrap()["phase"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(names, PHASES);
    }
}
