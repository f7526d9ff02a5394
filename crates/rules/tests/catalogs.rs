//! Every language's catalog words everything the engine tells people: the
//! log lines of whole games of every configuration (as each viewer reads
//! them), the previews' warnings and hidden outcomes, and the rules' refusals.
//! A message missing from a catalog, or a variable a catalog's sentence needs
//! and the engine does not give, fails the test with the message's id.

mod common;

use std::collections::BTreeSet;

use common::{purposeful_step, Rng};
use trickerion_rules::heir::Difficulty;
use trickerion_rules::words::{languages, Catalog};
use trickerion_rules::{Game, GameConfig, GameOptions, Msg, Viewer};

fn configs() -> Vec<GameConfig> {
    let alley = |players| GameOptions {
        prophecies: true,
        ..GameOptions::dark_alley(players)
    };
    vec![
        GameConfig::base(2, 1),
        GameConfig::base(4, 2),
        alley(3).config(3),
        alley(4).config(4),
        GameOptions {
            powers: true,
            ..alley(3)
        }
        .config(5),
        GameOptions {
            duel: true,
            ..alley(2)
        }
        .config(6),
        GameOptions {
            academy: true,
            ..alley(3)
        }
        .config(7),
        GameOptions {
            heir: true,
            academy: true,
            difficulty: Some(Difficulty::Normal),
            ..alley(1)
        }
        .config(8),
        GameOptions {
            heir: true,
            difficulty: Some(Difficulty::Hard),
            ..alley(1)
        }
        .config(9),
    ]
}

/// Words `msg` in every catalog and keeps each problem once.
struct Check {
    catalogs: Vec<(&'static str, Catalog)>,
    problems: BTreeSet<String>,
    worded: usize,
}

impl Check {
    fn new() -> Self {
        let catalogs = languages()
            .into_iter()
            .map(|l| {
                (
                    l,
                    Catalog::new(l).unwrap_or_else(|e| panic!("{l}: {:?}", e.0)),
                )
            })
            .collect();
        Check {
            catalogs,
            problems: BTreeSet::new(),
            worded: 0,
        }
    }

    fn msg(&mut self, msg: &Msg) {
        self.worded += 1;
        for (lang, catalog) in &self.catalogs {
            let (_, problems) = catalog.word(msg);
            for p in problems {
                self.problems.insert(format!("{lang}: {} ({p})", msg.id));
            }
        }
    }
}

#[test]
fn every_language_words_every_line_preview_and_refusal_of_whole_games() {
    let mut check = Check::new();
    assert!(
        check.catalogs.len() >= 4,
        "English, German, French, Hungarian"
    );
    for (i, config) in configs().into_iter().enumerate() {
        let players = config.options.players as usize;
        let names: Vec<String> = (0..players + 1).map(|i| format!("P{i}")).collect();
        let mut game = Game::new(config).expect("a valid configuration");
        let mut rng = Rng::new(i as u64);
        let viewers: Vec<Viewer> = (0..players)
            .map(|s| Viewer::Seat(trickerion_rules::Seat(s as u8)))
            .chain([Viewer::Spectator])
            .collect();
        let mut steps = 0;
        while !game.is_over() {
            let (seat, cmd) = purposeful_step(&game, &mut rng);
            if steps % 7 == 0 {
                for r in game.refusals(seat) {
                    check.msg(&r.reason.words());
                }
            }
            if let Ok(p) = game.preview(seat, &cmd) {
                for w in &p.warnings {
                    check.msg(&w.words());
                }
                if let Some(h) = p.then {
                    check.msg(&h.words());
                }
            }
            let events = game.apply(seat, &cmd).expect("a legal command");
            for e in &events {
                for v in &viewers {
                    if let Some(seen) = e.redact(*v) {
                        check.msg(&seen.words(&names, game.academy_content()));
                    }
                }
            }
            steps += 1;
        }
    }
    assert!(check.worded > 10_000, "{} messages worded", check.worded);
    assert!(
        check.problems.is_empty(),
        "{} problems:\n{}",
        check.problems.len(),
        check
            .problems
            .iter()
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
