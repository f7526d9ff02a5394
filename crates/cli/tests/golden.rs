//! The golden corpus (`tests/golden/v<N>/`): every recorded game must replay
//! to the same final scores and state under the current rules crate. A
//! failure lists each game that changed, the first step that no longer
//! replays and why, or the scores and state digest that differ.
//! See docs/RULES_VERSIONS.md before touching a golden file.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use trickerion_cli::golden::{self, Spec};
use trickerion_cli::script::Script;
use trickerion_rules::{OLDEST_RULES_VERSION, RULES_VERSION};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden")
}

fn read(path: &Path) -> Script {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a script: {e}", path.display()))
}

#[test]
fn every_golden_game_replays_to_its_recorded_outcome() {
    let mut failures = Vec::new();
    let mut games = 0;
    let mut performing_games = 0;
    let mut seen = BTreeSet::new();
    for version in OLDEST_RULES_VERSION..=RULES_VERSION {
        let dir = root().join(golden::version_dir(version));
        // Every game of the version's corpus list is recorded: raising the
        // rules version means recording its games too.
        let specs: Vec<Spec> = golden::corpus(version);
        for spec in &specs {
            assert!(
                dir.join(&spec.name).exists(),
                "{} is missing: record the corpus of rules version {version} \
                 (cargo run -q -p trickerion-cli --example golden -- record)",
                dir.join(&spec.name).display()
            );
        }
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for path in files {
            let script = read(&path);
            let name = format!("v{version}/{}", path.file_name().unwrap().to_string_lossy());
            assert_eq!(
                script.config.rules_version, version,
                "{name} is in the directory of another rules version"
            );
            let c = &script.config;
            seen.insert(format!("{} players", c.options.players));
            seen.insert(format!("dark_alley {}", c.options.dark_alley));
            if c.options.dark_alley {
                seen.insert(format!("prophecies {}", c.options.prophecies));
                seen.insert(format!("fame_caps {}", c.options.fame_caps));
            }
            let replay = golden::replay(&script);
            games += 1;
            if replay.performances > 0 {
                performing_games += 1;
            }
            if !replay.differences.is_empty() {
                failures.push(format!("{name}:\n  {}", replay.differences.join("\n  ")));
            }
        }
    }
    if !failures.is_empty() {
        let shown = failures.len().min(20);
        panic!(
            "{} of {games} golden games no longer replay to their recorded outcome. \
             A change altered games already played: put it behind a new rules \
             version (docs/RULES_VERSIONS.md) instead of re-recording.\n\n{}{}",
            failures.len(),
            failures[..shown].join("\n\n"),
            if shown < failures.len() {
                format!("\n\n... and {} more", failures.len() - shown)
            } else {
                String::new()
            }
        );
    }
    assert!(games >= 300, "only {games} golden games");
    for want in [
        "2 players",
        "3 players",
        "4 players",
        "dark_alley false",
        "dark_alley true",
        "prophecies false",
        "prophecies true",
        "fame_caps false",
        "fame_caps true",
    ] {
        assert!(seen.contains(want), "no golden game with {want}: {seen:?}");
    }
    assert!(
        performing_games * 2 > games,
        "only {performing_games} of {games} golden games reach a Performance"
    );
}

/// The corpus list is fixed: each game's options follow from its name, so a
/// changed list cannot silently re-record other games under old names.
#[test]
fn golden_file_names_match_their_options() {
    for spec in golden::corpus(RULES_VERSION) {
        let c = &spec.config;
        assert!(spec.name.starts_with(&format!("{}p-", c.options.players)));
        assert_eq!(
            spec.name.contains("-da"),
            c.options.dark_alley,
            "{}",
            spec.name
        );
        assert_eq!(
            spec.name.contains("-powers"),
            c.options.powers,
            "{}",
            spec.name
        );
        assert_eq!(spec.name.contains("-duel"), c.options.duel, "{}", spec.name);
        assert_eq!(
            spec.name.contains("-academy"),
            c.options.academy,
            "{}",
            spec.name
        );
        assert_eq!(spec.name.contains("-heir"), c.options.heir, "{}", spec.name);
        assert_eq!(c.rules_version, RULES_VERSION);
    }
}

/// A golden file is a CLI script: the binary replays it and checks
/// `expected`, exiting 1 with the differences when the outcome changed.
#[test]
fn the_cli_checks_a_golden_files_expected_outcome() {
    let path = root().join("v1/2p-base-greedy-0.json");
    let run = |stdin: String| {
        use std::io::Write;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_trickerion"))
            .args(["--compact", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code().unwrap(), report)
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let (code, report) = run(text.clone());
    assert_eq!(code, 0, "{}", report["expected"]);
    assert_eq!(report["expected"]["ok"], true);
    let mut script: serde_json::Value = serde_json::from_str(&text).unwrap();
    script["expected"]["state_digest"] = "fnv1a64:0000000000000000".into();
    script["expected"]["scores"]["scores"][0]["total"] = 999.into();
    let (code, report) = run(script.to_string());
    assert_eq!(code, 1);
    assert_eq!(report["expected"]["ok"], false);
    let diff = report["expected"]["differences"].to_string();
    assert!(
        diff.contains("final score #1") && diff.contains("digest"),
        "{diff}"
    );
}
