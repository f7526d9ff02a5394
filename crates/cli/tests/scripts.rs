//! Runs the `trickerion` binary on scripts, as a user would.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {}", self.stdout))
    }
}

/// Runs the binary with `args`, feeding `stdin`.
fn trickerion(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trickerion"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().expect("exited normally"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Plays the script `stdin` to the end with `args` (`--random-to-end` and a
/// policy, options), printing only the script; then replays that script.
/// Both runs succeed; returns the printed script and the replay's run.
fn play_to_end_and_replay(args: &[&str], stdin: &str) -> (Value, Run) {
    let args: Vec<&str> = args
        .iter()
        .copied()
        .chain(["--script-only", "--compact"])
        .collect();
    let run = trickerion(&args, stdin);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let script = run.json();
    let again = trickerion(&["--compact"], &run.stdout);
    assert_eq!(again.code, 0, "{}", again.stderr);
    (script, again)
}

fn example_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/examples/first-turn.json")
}

fn example() -> Value {
    serde_json::from_str(&std::fs::read_to_string(example_path()).unwrap()).unwrap()
}

/// The first `n` commands of the documented example.
fn example_prefix(n: usize) -> Value {
    let mut s = example();
    s["commands"].as_array_mut().unwrap().truncate(n);
    s
}

#[test]
fn accepted_script_reports_events_log_view_and_legal_commands() {
    let script = example_prefix(2);
    let run = trickerion(&[], &script.to_string());
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    let r = run.json();
    let steps = r["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 2);
    for s in steps {
        assert_eq!(s["ok"], true);
        assert!(!s["events"].as_array().unwrap().is_empty());
        assert!(s.get("error").is_none());
    }
    assert_eq!(steps[0]["seat"], 0);
    assert_eq!(steps[0]["command"]["type"], "choose_magician");
    assert_eq!(steps[0]["events"][0]["type"], "magician_chosen");
    assert!(steps[0]["log"][0]
        .as_str()
        .unwrap()
        .starts_with("Ann chooses"));
    assert_eq!(r["accepted"], 2);
    assert_eq!(r["rejected"], 0);
    assert_eq!(r["view"]["phase"]["phase"], "choose_tricks");
    assert_eq!(r["view"]["viewer"], json!({"seat": 0}));
    assert_eq!(r["waiting_for"], json!([0]));
    // The viewer is seat 0: its own legal commands, all starting Tricks.
    let legal = r["legal_commands"].as_array().unwrap();
    assert_eq!(legal.len(), 1);
    assert_eq!(legal[0]["seat"], 0);
    assert!(legal[0]["commands"]
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["type"] == "choose_starting_trick"));
    assert_eq!(r["over"], false);
    assert!(r.get("scores").is_none());
}

#[test]
fn script_file_and_stdin_give_the_same_report() {
    let from_file = trickerion(&[example_path().to_str().unwrap()], "");
    let from_stdin = trickerion(&["-"], &example().to_string());
    assert_eq!(from_file.code, 0, "stderr: {}", from_file.stderr);
    assert_eq!(from_file.stdout, from_stdin.stdout);
}

#[test]
fn documented_example_replays_through_the_first_assignment() {
    let run = trickerion(&[example_path().to_str().unwrap()], "");
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    let r = run.json();
    assert_eq!(r["rejected"], 0);
    assert_eq!(r["view"]["turn"], 1);
    assert_eq!(r["view"]["phase"]["phase"], "place_characters");
}

#[test]
fn rejected_command_reports_the_error_exits_1_and_changes_nothing() {
    let good = example_prefix(2);
    let mut bad = good.clone();
    // Seat 1 tries to move when seat 0 must choose a Trick, then seat 0
    // tries a command of a later phase.
    bad["commands"].as_array_mut().unwrap().extend([
        json!({"seat": 1, "command": {"type": "choose_starting_trick", "trick": 15}}),
        json!({"seat": 0, "command": {"type": "advertise"}}),
    ]);
    let ok = trickerion(&[], &good.to_string());
    let run = trickerion(&[], &bad.to_string());
    assert_eq!(run.code, 1, "stderr: {}", run.stderr);
    let r = run.json();
    let steps = r["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 4);
    assert_eq!(steps[2]["ok"], false);
    assert_eq!(steps[2]["error"], "it is not your turn");
    assert!(steps[2].get("events").is_none());
    assert_eq!(steps[3]["ok"], false);
    assert!(!steps[3]["error"].as_str().unwrap().is_empty());
    assert_eq!(r["accepted"], 2);
    assert_eq!(r["rejected"], 2);
    let ok = ok.json();
    for key in ["view", "waiting_for", "legal_commands"] {
        assert_eq!(r[key], ok[key], "{key} changed by a rejected command");
    }
}

#[test]
fn a_rejected_command_does_not_stop_the_script_unless_asked() {
    let mut script = example();
    // Seat 1 out of turn at the start; the rest of the example still plays.
    script["commands"].as_array_mut().unwrap().insert(
        0,
        json!({"seat": 1, "command": {"type": "choose_magician", "magician": 0}}),
    );
    let text = script.to_string();

    let run = trickerion(&[], &text);
    assert_eq!(run.code, 1);
    let r = run.json();
    assert_eq!(r["rejected"], 1);
    assert_eq!(r["view"]["phase"]["phase"], "place_characters");

    let run = trickerion(&["--stop-on-error"], &text);
    assert_eq!(run.code, 1);
    let r = run.json();
    assert_eq!(r["steps"].as_array().unwrap().len(), 1);
    assert_eq!(r["skipped"], 18);
    assert_eq!(r["view"]["phase"]["phase"], "choose_magicians");
}

#[test]
fn malformed_json_exits_2_with_a_message() {
    let run = trickerion(&[], "{\"config\": {\"players\": 2,");
    assert_eq!(run.code, 2);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.contains("not a valid script"),
        "stderr: {}",
        run.stderr
    );
}

#[test]
fn unreadable_scripts_exit_2() {
    let cases = [
        // Unknown command type.
        r#"{"config": {"players": 2, "seed": 1}, "commands": [{"seat": 0, "command": {"type": "fly"}}]}"#,
        // Misspelt top-level field.
        r#"{"config": {"players": 2, "seed": 1}, "comands": []}"#,
        // No config.
        r#"{"commands": []}"#,
        // Unplayable config.
        r#"{"config": {"players": 5, "seed": 1}}"#,
        // Names do not match the seats.
        r#"{"config": {"players": 2, "seed": 1}, "names": ["Ann"]}"#,
        // Viewer seat out of range.
        r#"{"config": {"players": 2, "seed": 1}, "viewer": {"seat": 2}}"#,
    ];
    for script in cases {
        let run = trickerion(&[], script);
        assert_eq!(run.code, 2, "script {script}: stdout {}", run.stdout);
        assert!(run.stderr.starts_with("trickerion: "), "{}", run.stderr);
    }
    let run = trickerion(&["/no/such/script.json"], "");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("cannot read script"));
    let run = trickerion(&["--no-such-flag"], "");
    assert_eq!(run.code, 2);
}

#[test]
fn hidden_assignments_are_redacted_for_other_viewers() {
    let mut script = example();
    let assigned = |r: &Value, seat: u64| -> Vec<Value> {
        r["steps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["seat"] == seat && s["command"]["type"] == "assign")
            .map(|s| s["events"][0]["location"].clone())
            .collect()
    };
    let as_ann = trickerion(&[], &script.to_string()).json();
    script["viewer"] = json!("spectator");
    let as_spectator = trickerion(&[], &script.to_string()).json();
    assert_eq!(assigned(&as_ann, 0).len(), 3);
    assert_eq!(assigned(&as_ann, 1).len(), 2);
    assert!(assigned(&as_ann, 0).iter().all(|l| !l.is_null()));
    assert!(assigned(&as_ann, 1).iter().all(Value::is_null));
    assert!(assigned(&as_spectator, 0).iter().all(Value::is_null));
}

#[test]
fn random_to_end_produces_a_script_that_replays_to_the_same_final_view() {
    for (players, seed) in [(2, 1), (4, 9)] {
        let start = json!({"config": {"players": players, "seed": seed}}).to_string();
        let run = trickerion(&["--random-to-end", "17", "--compact"], &start);
        assert_eq!(run.code, 0, "stderr: {}", run.stderr);
        let r = run.json();
        assert_eq!(r["over"], true);
        assert!(r["scores"]["winner"].is_u64());
        assert!(r["random"]["commands"].as_u64().unwrap() > 50);
        let script = &r["script"];
        assert_eq!(
            script["commands"].as_array().unwrap().len() as u64,
            r["random"]["commands"].as_u64().unwrap()
        );

        let replay = trickerion(&["--compact"], &script.to_string());
        assert_eq!(replay.code, 0, "stderr: {}", replay.stderr);
        let replayed = replay.json();
        assert_eq!(replayed["view"], r["view"]);
        assert_eq!(replayed["scores"], r["scores"]);
        assert_eq!(replayed["over"], true);

        // --script-only prints exactly that script.
        let only = trickerion(&["--random-to-end", "17", "--script-only"], &start);
        assert_eq!(only.json(), *script);
    }
}

#[test]
fn random_play_continues_a_script_and_can_stop_early() {
    let run = trickerion(
        &["--random-to-end", "3", "--random-until", "advertise"],
        &example_prefix(4).to_string(),
    );
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    let r = run.json();
    assert_eq!(r["view"]["phase"]["phase"], "advertise");
    assert_eq!(r["accepted"], 4);
    let script = r["script"]["commands"].as_array().unwrap();
    assert_eq!(
        script[..4],
        example_prefix(4)["commands"].as_array().unwrap()[..]
    );

    let run = trickerion(
        &["--random-to-end", "3", "--max-random", "5"],
        &example_prefix(0).to_string(),
    );
    assert_eq!(run.code, 0);
    assert_eq!(run.json()["random"]["commands"], 5);
}

#[test]
fn cards_lists_the_ids_scripts_use() {
    let run = trickerion(&["--cards"], "");
    assert_eq!(run.code, 0);
    let r = run.json();
    assert_eq!(r["magicians"][1]["id"], 1);
    assert_eq!(r["magicians"][1]["name"], "The Great Optico");
    assert_eq!(r["tricks"].as_array().unwrap().len(), 48);
    assert_eq!(r["performances"][0]["label"], "P01");
}

/// Issue 10.6: a spectator report lists the waiting seats' legal commands
/// without those that reveal hidden cards: no `assign_special` (its id names a
/// Special Assignment card in the hand) and no `assign`; the seat itself sees them.
#[test]
fn spectator_report_hides_commands_that_name_hidden_cards() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/guest-performer-duplicate-marker.json");
    let mut script: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    // Turn 2's Assignment phase: seat 0 holds the Special Assignment card it drew.
    script["commands"].as_array_mut().unwrap().truncate(36);
    let listed = |viewer: Value| {
        let mut s = script.clone();
        s["viewer"] = viewer;
        let run = trickerion(&["--compact"], &s.to_string());
        assert_eq!(run.code, 0, "stderr: {}", run.stderr);
        let r = run.json();
        assert_eq!(r["view"]["phase"]["phase"], "assignment");
        r["legal_commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|sc| sc["seat"] == 0)
            .flat_map(|sc| sc["commands"].as_array().unwrap().clone())
            .map(|c| c["type"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    let own = listed(json!({"seat": 0}));
    assert!(own.iter().any(|t| t == "assign_special"), "{own:?}");
    assert!(own.iter().any(|t| t == "assign"), "{own:?}");
    let spectator = listed(json!("spectator"));
    assert!(!spectator.is_empty());
    assert!(
        spectator
            .iter()
            .all(|t| t != "assign_special" && t != "assign"),
        "{spectator:?}"
    );
    assert!(spectator.iter().any(|t| t == "confirm_assignments"));
}

/// Issue 10.4: a misspelt option is an error (exit 2), not a silently
/// different game.
#[test]
fn unknown_option_fields_exit_2() {
    let run = trickerion(
        &[],
        r#"{"config": {"players": 3, "seed": 1, "acadamy": true, "bogus": 1}}"#,
    );
    assert_eq!(run.code, 2, "stdout: {}", run.stdout);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.contains("unknown field `acadamy`"),
        "{}",
        run.stderr
    );
    // Issue 14: the Academy and the Heir need the Dark Alley.
    for (config, says) in [
        (
            r#"{"config": {"players": 3, "seed": 1, "academy": true}}"#,
            "only be played with the Dark Alley",
        ),
        (
            r#"{"config": {"players": 1, "seed": 1, "heir": true}}"#,
            "played with the Dark Alley",
        ),
    ] {
        let run = trickerion(&[], config);
        assert_eq!(run.code, 2, "stdout: {}", run.stdout);
        assert!(run.stderr.contains(says), "{}", run.stderr);
    }
    // A rules version this build does not know is refused too.
    let run = trickerion(
        &[],
        r#"{"config": {"players": 3, "seed": 1, "rules_version": 99}}"#,
    );
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("rules versions"), "{}", run.stderr);
}

/// Issue 14 (004 "Dahlgaard's Academy"): `--academy` plays the script's game
/// with the Academy and the Dark Alley to the end; the script it prints
/// records the option and replays, with the view's Academy section.
#[test]
fn academy_flag_plays_an_academy_game_to_the_end() {
    let (script, again) = play_to_end_and_replay(
        &["--academy", "--random-to-end", "3", "--policy", "weighted"],
        r#"{"config": {"players": 3, "seed": 5}}"#,
    );
    assert_eq!(script["config"]["academy"], true);
    assert_eq!(script["config"]["dark_alley"], true);
    let report = again.json();
    assert_eq!(report["view"]["academy"]["content"]["id"], "academy");
    assert!(report["view"]["scores"].is_object(), "the game ended");
    let bad = trickerion(&["--academy=yes"], "");
    assert_eq!(bad.code, 2);
}

/// Issue 14 (004 "Dahlgaard's Heir solo play"): `--heir --difficulty hard`
/// makes the script's game a solo game (one seat, the Dark Alley) that the
/// greedy bot plays to the end against the Heir; the printed script records
/// the options, holds the player's commands only and replays to the same
/// end, with the view's `heir` section and the Heir's score; the log names
/// the Heir.
#[test]
fn heir_flag_plays_a_solo_game_to_the_end() {
    let (script, again) = play_to_end_and_replay(
        &[
            "--heir",
            "--difficulty",
            "hard",
            "--random-to-end",
            "4",
            "--policy",
            "greedy",
        ],
        r#"{"config": {"players": 3, "seed": 8}}"#,
    );
    assert_eq!(script["config"]["heir"], true);
    assert_eq!(script["config"]["players"], 1);
    assert_eq!(script["config"]["dark_alley"], true);
    assert_eq!(script["config"]["difficulty"], "hard");
    let commands = script["commands"].as_array().unwrap();
    assert!(
        commands.iter().all(|c| c["seat"] == 0),
        "only the player's commands"
    );
    let report = again.json();
    assert_eq!(report["view"]["heir"]["difficulty"], "hard");
    assert_eq!(report["view"]["heir"]["content"]["id"], "heir");
    let scores = report["view"]["scores"]["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 2, "the player and the Heir are scored");
    assert!(
        again.stdout.contains("Dahlgaard's Heir"),
        "the log names the Heir"
    );
    assert!(
        !again.stdout.contains("Player 2"),
        "no second player in the log"
    );
    // A difficulty without the Heir, or an unknown one, is a bad argument.
    for args in [
        &["--difficulty", "hard"][..],
        &["--heir", "--difficulty", "insane"],
    ] {
        let bad = trickerion(args, "");
        assert_eq!(bad.code, 2);
        assert!(bad.stderr.contains("--difficulty"), "{}", bad.stderr);
    }
}
/// 004 "Dahlgaard's Heir solo play" with the Academy, through the CLI: a
/// greedy player plays a solo Academy game to the end and it replays.
#[test]
fn heir_with_the_academy_plays_to_the_end() {
    let (script, again) = play_to_end_and_replay(
        &[
            "--heir",
            "--academy",
            "--random-to-end",
            "5",
            "--policy",
            "greedy",
        ],
        r#"{"config": {"players": 1, "seed": 3}}"#,
    );
    assert_eq!(script["config"]["heir"], true);
    assert_eq!(script["config"]["academy"], true);
    let report = again.json();
    assert!(report["view"]["academy"].is_object());
    assert_eq!(
        report["view"]["scores"]["scores"].as_array().unwrap().len(),
        2
    );
}
