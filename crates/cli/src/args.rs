//! The command line, parsed by hand (a handful of flags does not need a parser crate).

/// What the user asked for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Args {
    /// Script file; `None` or `-` reads standard input.
    pub script: Option<String>,
    /// Stop at the first rejected command instead of reporting it and going on.
    pub stop_on_error: bool,
    /// After the script, play uniformly random legal commands from this RNG seed.
    pub random_to_end: Option<u64>,
    /// Play at most this many random commands.
    pub max_random: Option<u64>,
    /// Stop the random play as soon as the game reaches this phase (its JSON name).
    pub random_until: Option<String>,
    /// Print only the replayable script (config, viewer, names, accepted commands).
    pub script_only: bool,
    /// One-line JSON instead of pretty-printed.
    pub compact: bool,
    /// Print the card catalogue instead of running a script.
    pub cards: bool,
}

/// What `parse` found: a run, or a request for help or the version.
#[derive(Debug, PartialEq, Eq)]
pub enum Parsed {
    Run(Args),
    Help,
    Version,
}

/// The phase names of `Phase` as JSON, for `--random-until`.
pub const PHASES: [&str; 10] = [
    "choose_magicians",
    "choose_tricks",
    "setup_boards",
    "start_turn",
    "advertise",
    "assignment",
    "place_characters",
    "performance",
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
      --random-to-end <SEED> After the script, play uniformly random legal commands
                             (seeded) until the game ends; the report then holds the
                             full replayable script under \"script\"
      --max-random <N>       With --random-to-end: play at most N random commands
      --random-until <PHASE> With --random-to-end: stop when the game reaches PHASE
                             (a phase name as in the view, e.g. place_characters)
      --script-only          Print only the replayable script (config, viewer, names
                             and every accepted command), not the report
      --compact              Print JSON on one line
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
            "--random-to-end" => out.random_to_end = Some(number(&flag, &value(&flag)?)?),
            "--max-random" => out.max_random = Some(number(&flag, &value(&flag)?)?),
            "--random-until" => out.random_until = Some(value(&flag)?),
            _ => return Err(format!("unknown option '{arg}'")),
        }
        if inline.is_some()
            && matches!(
                flag.as_str(),
                "--stop-on-error" | "--script-only" | "--compact" | "--cards" | "--"
            )
        {
            return Err(format!("{flag} takes no value"));
        }
    }
    if out.random_to_end.is_none() && (out.max_random.is_some() || out.random_until.is_some()) {
        return Err("--max-random and --random-until need --random-to-end <SEED>".into());
    }
    if let Some(phase) = &out.random_until {
        if !PHASES.contains(&phase.as_str()) {
            return Err(format!(
                "--random-until: no phase '{phase}'; phases are {}",
                PHASES.join(", ")
            ));
        }
    }
    Ok(Parsed::Run(out))
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
        assert_eq!(p(&["--help", "--bogus"]).unwrap(), Parsed::Help);
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
