//! `trickerion`: replays a JSON command script on the rules engine and prints
//! each step's events, the final view and the legal commands as JSON.
//! The script format is documented in `docs/CLI.md`.
//!
//! The parser, runner and script format live in the crate's library.

use std::io::{Read, Write};
use std::process::ExitCode;

use trickerion_cli::args::{self, Parsed};
use trickerion_cli::run::{self, Failure};
use trickerion_cli::script::Script;

fn main() -> ExitCode {
    let args = match args::parse(std::env::args().skip(1)) {
        Ok(Parsed::Run(a)) => a,
        Ok(Parsed::Help) => {
            println!("{}", args::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Version) => {
            println!("trickerion {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(2, &format!("{e}\nTry 'trickerion --help'.")),
    };
    if args.cards {
        return match print_json(&trickerion_rules::catalog(), args.compact) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(2, &format!("cannot write the output: {e}")),
        };
    }
    let (source, text) = match read_script(args.script.as_deref()) {
        Ok(t) => t,
        Err(e) => return fail(2, &e),
    };
    let script: Script = match serde_json::from_str(&text) {
        Ok(s) => s,
        Err(e) => return fail(2, &format!("{source} is not a valid script: {e}")),
    };
    let outcome = match run::run(script, &args) {
        Ok(o) => o,
        Err(Failure::BadScript(e)) => return fail(2, &format!("{source}: {e}")),
        Err(Failure::Stuck(e)) => return fail(3, &format!("rules engine stuck: {e}")),
    };
    let printed = if args.script_only {
        print_json(&outcome.script, args.compact)
    } else {
        print_json(&outcome.report, args.compact)
    };
    if let Err(e) = printed {
        // A closed pipe (e.g. `| head`) is not worth a panic.
        return fail(2, &format!("cannot write the output: {e}"));
    }
    if outcome.rejected > 0 || !outcome.unexpected.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The script text and a name for it in messages.
fn read_script(path: Option<&str>) -> Result<(String, String), String> {
    match path {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read the script from standard input: {e}"))?;
            Ok(("standard input".into(), text))
        }
        Some(p) => std::fs::read_to_string(p)
            .map(|t| (format!("'{p}'"), t))
            .map_err(|e| format!("cannot read script '{p}': {e}")),
    }
}

fn print_json<T: serde::Serialize>(value: &T, compact: bool) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    if compact {
        serde_json::to_writer(&mut out, value)?;
    } else {
        serde_json::to_writer_pretty(&mut out, value)?;
    }
    writeln!(out)?;
    out.flush()
}

fn fail(code: u8, message: &str) -> ExitCode {
    if message.contains("Broken pipe") {
        // The reader went away (e.g. `| head`): nothing useful to say.
        return ExitCode::from(code);
    }
    eprintln!("trickerion: {message}");
    ExitCode::from(code)
}
