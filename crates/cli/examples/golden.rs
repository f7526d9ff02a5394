//! Records the golden games of the current rules version.
//!
//! ```sh
//! cargo run -q -p trickerion-cli --example golden -- record [DIR]
//! ```
//!
//! Writes `DIR/v<RULES_VERSION>/<game>.json` (DIR defaults to the workspace's
//! `tests/golden`) for every game of `golden::corpus(RULES_VERSION)` whose file
//! does not exist yet. Existing files are never touched: a golden game is only
//! rewritten or deleted when its rules version is retired, by hand, in a commit
//! that says so (docs/RULES_VERSIONS.md).

use std::path::PathBuf;
use std::process::ExitCode;

use trickerion_cli::golden;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) != Some("record") || args.len() > 2 {
        eprintln!("usage: golden record [DIR]   (DIR defaults to tests/golden)");
        return ExitCode::from(2);
    }
    let root = args
        .get(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden"));
    let root = root.canonicalize().unwrap_or(root);
    let dir = root.join(golden::version_dir(golden::CURRENT));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("golden: cannot create {}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let (mut written, mut kept) = (0, 0);
    for spec in golden::corpus(golden::CURRENT) {
        let path = dir.join(&spec.name);
        if path.exists() {
            kept += 1;
            continue;
        }
        let script = match golden::record(&spec) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("golden: {}: {e}", spec.name);
                return ExitCode::from(3);
            }
        };
        if let Err(e) = std::fs::write(&path, golden::to_golden_json(&script)) {
            eprintln!("golden: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
        written += 1;
    }
    println!(
        "{}: {written} games recorded, {kept} already there (never rewritten)",
        dir.display()
    );
    ExitCode::SUCCESS
}
