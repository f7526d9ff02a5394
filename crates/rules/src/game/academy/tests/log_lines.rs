//! The Academy's game-log lines as catalog messages: every event worded in
//! English with no missing message or variable, and the words of a few.

use crate::cards::{TrickId, Yield};
use crate::content::academy::{Letter, Room};
use crate::game::academy::{academy, AcademyEvent, Lesson, Moved, Renovated, SecretLearned, Spot};
use crate::log::Log;
use crate::model::{CharacterId, Seat, Symbol};
use crate::words::Catalog;

fn wing(letter: Letter, room: Room) -> u8 {
    academy()
        .wings
        .iter()
        .position(|w| w.letter == letter && w.room == room)
        .expect("a wing of the content") as u8
}

fn trick(name: &str) -> TrickId {
    TrickId::by_name(name).expect("a printed Trick")
}

/// Every variant, with one and many of what it counts.
fn events() -> Vec<AcademyEvent> {
    let (ann, bob) = (Seat(0), Seat(1));
    let (c, d) = (
        wing(Letter::C, Room::Classroom),
        wing(Letter::D, Room::PracticeRoom),
    );
    let barrels = trick("Barricaded Barrels");
    let renovated = |coins, banners, shards, returned: Vec<Seat>| Renovated {
        seat: ann,
        wing: d,
        level: 2,
        tile: 0,
        coins,
        fame: 3,
        shards,
        banners,
        returned,
    };
    let placed = |teach, from, freed| AcademyEvent::AcademyMarkerPlaced {
        moved: Moved {
            seat: bob,
            symbol: Symbol::Spade,
            from,
            to: Spot { wing: c, slot: 2 },
            freed,
        },
        trick: barrels,
        teach,
        ap: 2,
    };
    let lesson = |seat, trick, coins, shards| Lesson {
        seat,
        trick,
        wing: c,
        gain: Yield {
            fame: 2,
            coins,
            shards,
        },
    };
    let yielded = |fame, coins, shards| AcademyEvent::SecretYield {
        seat: ann,
        secret: 0,
        fame,
        coins,
        shards,
    };
    vec![
        AcademyEvent::AcademyTurnEnded { ruins: Vec::new() },
        AcademyEvent::AcademyTurnEnded { ruins: vec![c, d] },
        AcademyEvent::WingRenovated {
            renovated: renovated(1, 1, 0, Vec::new()),
            ap: 1,
        },
        AcademyEvent::WingRenovated {
            renovated: renovated(4, 2, 1, vec![bob, Seat(2)]),
            ap: 3,
        },
        placed(false, None, None),
        placed(
            true,
            Some(Spot { wing: d, slot: 0 }),
            Some((Symbol::Heart, Spot { wing: c, slot: 2 })),
        ),
        AcademyEvent::AcademyMarkerReturned {
            seat: bob,
            trick: barrels,
            symbol: Symbol::Spade,
        },
        AcademyEvent::SecretLearned {
            learned: SecretLearned {
                seat: ann,
                secret: 1,
                space: 0,
                discarded: None,
            },
            ap: 1,
        },
        AcademyEvent::SecretLearned {
            learned: SecretLearned {
                seat: ann,
                secret: 1,
                space: 1,
                discarded: Some(2),
            },
            ap: 2,
        },
        AcademyEvent::ClassroomStarted { chooser: None },
        AcademyEvent::ClassroomStarted { chooser: Some(bob) },
        AcademyEvent::ClassesHeld {
            returned: Vec::new(),
            lessons: Vec::new(),
            full: None,
        },
        AcademyEvent::ClassesHeld {
            returned: vec![(ann, barrels)],
            lessons: vec![
                lesson(ann, Some(barrels), 1, 0),
                lesson(bob, Some(trick("Automaton")), 3, 1),
                lesson(bob, None, 0, 2),
            ],
            full: Some((ann, barrels)),
        },
        yielded(2, 0, 0),
        yielded(0, 1, 1),
        yielded(1, 3, 2),
        AcademyEvent::SecretLent {
            seat: ann,
            apprentice: CharacterId::Apprentice2,
            secret: Some(0),
            coins: 1,
        },
        AcademyEvent::SecretLent {
            seat: ann,
            apprentice: CharacterId::Apprentice2,
            secret: None,
            coins: 0,
        },
        AcademyEvent::LentSecretEnded {
            seat: ann,
            apprentice: CharacterId::Apprentice1,
            kept: true,
        },
        AcademyEvent::LentSecretEnded {
            seat: ann,
            apprentice: CharacterId::Apprentice1,
            kept: false,
        },
    ]
}

/// Every Academy line is worded by the English catalog with nothing missing,
/// in the same words as before it had messages.
#[test]
fn every_academy_event_has_english_words() {
    let names = ["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let log = Log {
        names: &names,
        academy: academy(),
    };
    let en = Catalog::new("en").expect("the English catalog");
    let lines: Vec<String> = events()
        .iter()
        .map(|e| {
            let (text, problems) = en.word(&e.words(&log));
            assert!(problems.is_empty(), "{e:?}: {problems:?}");
            text
        })
        .collect();
    let secret = |i: usize| academy().secrets[i].name.clone();
    let expected = [
        "The Academy: no Ruin is removed; unclaimed Secrets are discarded and two new ones \
         turned face up."
            .to_string(),
        "The Academy: the Ruins over Classroom C, Practice Room D are removed; unclaimed \
         Secrets are discarded and two new ones turned face up."
            .to_string(),
        "Ann renovates Practice Room D at level 2 for 1 Coin (1 Action Point): +3 Fame, \
         1 Banner."
            .to_string(),
        "Ann renovates Practice Room D at level 2 for 4 Coins (3 Action Points): +3 Fame, \
         2 Banners, +1 Shard. Ann placed their last Banner: Bob, Cy each return an unused \
         Banner to the box."
            .to_string(),
        "Bob practises Barricaded Barrels in Classroom C (slot 3) (2 Action Points).".to_string(),
        "Bob teaches Barricaded Barrels in Classroom C (slot 3), moving its Academy marker \
         from Practice Room D (slot 1) (2 Action Points). Their Academy marker in \
         Classroom C (slot 3) returns to them first."
            .to_string(),
        "Bob's Academy marker of Barricaded Barrels leaves the Academy with the Trick.".to_string(),
        format!(
            "Ann learns the Secret {} onto the Protégé's space 1 (1 Action Point).",
            secret(1)
        ),
        format!(
            "Ann learns the Secret {} onto the Protégé's space 2 (2 Action Points), \
             discarding {}.",
            secret(1),
            secret(2)
        ),
        "The Classroom phase.".to_string(),
        "The Classroom phase: Bob picks the Trick that yields in full.".to_string(),
        "No Trick is taught in a Classroom.".to_string(),
        "Classes are held (their Tricks' markers go back): Ann Barricaded Barrels in full \
         +2 Fame +1 Coin +0 Shards, Bob Automaton +2 Fame +3 Coins +1 Shard, Bob the \
         Popular Class Bonus +2 Fame +0 Coins +2 Shards."
            .to_string(),
        format!("Ann gains 2 Fame from the Secret {}.", secret(0)),
        format!(
            "Ann gains 1 Coin and 1 Shard from the Secret {}.",
            secret(0)
        ),
        format!(
            "Ann gains 1 Fame and 3 Coins and 2 Shards from the Secret {}.",
            secret(0)
        ),
        format!(
            "Ann puts a Coin on an Apprentice: it carries the Secret {} this turn.",
            secret(0)
        ),
        "Ann puts a Coin on an Apprentice: it carries one of the Protégé's Secrets this turn."
            .to_string(),
        "Ann takes back the Coin on an Apprentice.".to_string(),
        "Ann discards the Coin on an Apprentice.".to_string(),
    ];
    assert_eq!(lines.len(), expected.len());
    for (line, want) in lines.iter().zip(&expected) {
        assert_eq!(line, want);
    }
}

/// A wing or a Secret the content does not have is worded, not panicked on.
#[test]
fn unknown_academy_content_is_worded() {
    let names = ["Ann".to_string()];
    let log = Log {
        names: &names,
        academy: academy(),
    };
    let e = AcademyEvent::SecretLearned {
        learned: SecretLearned {
            seat: Seat(0),
            secret: 200,
            space: 0,
            discarded: None,
        },
        ap: 1,
    };
    assert_eq!(
        e.words(&log).english(),
        "Ann learns the Secret ? onto the Protégé's space 1 (1 Action Point)."
    );
    let e = AcademyEvent::WingRenovated {
        renovated: Renovated {
            seat: Seat(0),
            wing: 200,
            level: 1,
            tile: 0,
            coins: 2,
            fame: 1,
            shards: 0,
            banners: 1,
            returned: Vec::new(),
        },
        ap: 1,
    };
    let (text, problems) = Catalog::new("en").unwrap().word(&e.words(&log));
    assert!(problems.is_empty(), "{problems:?}");
    assert!(
        text.starts_with("Ann renovates the Academy at level 1"),
        "{text}"
    );
}
