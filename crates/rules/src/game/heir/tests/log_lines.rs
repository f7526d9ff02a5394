//! The Heir's game-log lines as catalog messages: every act worded in
//! English with no missing message or variable, and the words of a few.

use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::content::academy::{Letter, Room};
use crate::content::heir::Place;
use crate::game::academy::{academy, Moved, Renovated, SecretLearned, Spot};
use crate::game::heir::play::{words, HeirAct, HeirSetUp, HeirTake};
use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Specialist, Symbol};
use crate::words::Catalog;

fn trick(name: &str) -> TrickId {
    TrickId::by_name(name).expect("a printed Trick")
}

/// Every act, with one and many of what it lists.
fn acts() -> Vec<HeirAct> {
    let heir = Seat(1);
    let barrels = trick("Barricaded Barrels");
    let wing = academy()
        .wings
        .iter()
        .position(|w| w.letter == Letter::B && w.room == Room::Classroom)
        .expect("wing B's Classroom") as u8;
    let moved = Moved {
        seat: heir,
        symbol: Symbol::Club,
        from: None,
        to: Spot { wing, slot: 0 },
        freed: None,
    };
    let renovated = Renovated {
        seat: heir,
        wing,
        level: 2,
        tile: 0,
        coins: 9,
        fame: 4,
        shards: 0,
        banners: 1,
        returned: Vec::new(),
    };
    let set_up = |trick, card, fame| HeirSetUp {
        trick,
        card: PerformanceId(card),
        slot: 0,
        facing: Dir::Up,
        links: 1,
        fame,
        shards: Vec::new(),
    };
    vec![
        HeirAct::SetUp {
            magician: MagicianId(0),
            trick: barrels,
            symbol: Symbol::Club,
            markers: 4,
            shopping: vec![Component::Wood],
            characters: vec![CharacterId::Magician, CharacterId::Engineer],
        },
        HeirAct::TurnSetupDue,
        HeirAct::TurnSetupRolled {
            faces: Vec::new(),
            marked: Vec::new(),
        },
        HeirAct::TurnSetupRolled {
            faces: vec![
                (Place::Downtown, 0),
                (Place::MarketRow, 1),
                (Place::Academy, 2),
            ],
            marked: vec![Place::Downtown],
        },
        HeirAct::Assigned {
            plan: 3,
            code: "H04".into(),
            cards: vec![
                (CharacterId::Magician, Location::Theater, None),
                (
                    CharacterId::Apprentice1,
                    Location::DarkAlley,
                    Some(SpecialId(0)),
                ),
            ],
        },
        HeirAct::Downtown {
            reroll: Some((DieId::Bank1, DieFace::Coins(3))),
            takes: vec![
                HeirTake::Trick {
                    die: DieId::Residence1,
                    trick: Some(barrels),
                    symbol: Some(Symbol::Heart),
                    discarded: None,
                },
                HeirTake::Trick {
                    die: DieId::Residence2,
                    trick: None,
                    symbol: None,
                    discarded: None,
                },
                HeirTake::Specialist {
                    specialist: Specialist::Engineer,
                },
                HeirTake::Apprentice {
                    character: CharacterId::Apprentice2,
                },
                HeirTake::Coins {
                    die: DieId::Bank1,
                    coins: 3,
                },
            ],
        },
        HeirAct::Downtown {
            reroll: None,
            takes: Vec::new(),
        },
        HeirAct::MarketRow {
            shopping: Vec::new(),
            orders: vec![(0, Component::Rope), (1, Component::Glass)],
        },
        HeirAct::DarkAlley {
            rotated: true,
            drawn: vec![(0, SpecialId(0))],
        },
        HeirAct::DarkAlley {
            rotated: false,
            drawn: Vec::new(),
        },
        HeirAct::Theater {
            set_up: vec![set_up(barrels, 1, 2), set_up(trick("Automaton"), 2, 1)],
        },
        HeirAct::Wages {
            coins: 10,
            fame: 1,
            benched: vec![CharacterId::Apprentice3],
        },
        HeirAct::SecretLearned {
            learned: SecretLearned {
                seat: heir,
                secret: 0,
                space: 0,
                discarded: None,
            },
            top: true,
        },
        HeirAct::SecretLearned {
            learned: SecretLearned {
                seat: heir,
                secret: 1,
                space: 1,
                discarded: None,
            },
            top: false,
        },
        HeirAct::Renovated {
            renovated: renovated.clone(),
            forced: false,
        },
        HeirAct::Renovated {
            renovated,
            forced: true,
        },
        HeirAct::Taught {
            moved: moved.clone(),
            trick: barrels,
        },
        HeirAct::Practiced {
            moved: moved.clone(),
            trick: barrels,
            extra_marker: false,
        },
        HeirAct::Practiced {
            moved,
            trick: barrels,
            extra_marker: true,
        },
        HeirAct::Leftover {
            card: PerformanceId(1),
            tricks: vec![barrels],
            fame: 1,
            coins: 2,
            shards: 0,
        },
    ]
}

/// Every Heir line is worded by the English catalog with nothing missing,
/// in the same words as before it had messages.
#[test]
fn every_heir_act_has_english_words() {
    let en = Catalog::new("en").expect("the English catalog");
    let lines: Vec<String> = acts()
        .iter()
        .map(|a| {
            let (text, problems) = en.word(&words(a, academy()));
            assert!(problems.is_empty(), "{a:?}: {problems:?}");
            text
        })
        .collect();
    let secret = |i: usize| academy().secrets[i].name.clone();
    let expected = [
        "Dahlgaard's Heir plays Master of Chains (Favorite: Escape), starts with the Trick \
         Barricaded Barrels prepared and 2 Characters."
            .to_string(),
        "Turn Setup: the player chooses which of the Heir's dice to re-roll.".to_string(),
        "Turn Setup dice rolled for nothing.".to_string(),
        "Turn Setup dice rolled for Downtown, Market Row, Academy.".to_string(),
        "Dahlgaard's Heir reveals the Plan tile H04 and assigns Magician to Theater, \
         Apprentice to Dark Alley (Special)."
            .to_string(),
        "Dahlgaard's Heir takes the Trick Barricaded Barrels, a Trick die (no Trick left), \
         the Engineer, an Apprentice, 3 Coins Downtown."
            .to_string(),
        "Dahlgaard's Heir takes nothing Downtown.".to_string(),
        "Dahlgaard's Heir orders Rope, Glass.".to_string(),
        "Dahlgaard's Heir rotates the Prophecies and draws 1 Special Assignment card(s)."
            .to_string(),
        "Dahlgaard's Heir draws 0 Special Assignment card(s).".to_string(),
        "Dahlgaard's Heir sets up Barricaded Barrels on P02, Automaton on P03 \
         (+3 Fame from Links)."
            .to_string(),
        "Dahlgaard's Heir pays no wages; it discards 10 Coins for 1 Fame.".to_string(),
        format!(
            "Dahlgaard's Heir's Protégé learns the Secret {} (the top one, by a coin flip).",
            secret(0)
        ),
        format!(
            "Dahlgaard's Heir's Protégé learns the Secret {} (the bottom one, by a coin flip).",
            secret(1)
        ),
        "Dahlgaard's Heir renovates wing B (Classroom) at level 2: +4 Fame, 1 Banner(s), \
         9 Coins discarded from its purse."
            .to_string(),
        "Dahlgaard's Heir renovates wing B (Classroom) at level 2 to make room: +4 Fame, \
         1 Banner(s), 9 Coins discarded from its purse."
            .to_string(),
        "Dahlgaard's Heir teaches Barricaded Barrels in a Classroom.".to_string(),
        "Dahlgaard's Heir practises Barricaded Barrels in a Practice Room.".to_string(),
        "Dahlgaard's Heir practises Barricaded Barrels in a Practice Room and gains a \
         Trick Marker."
            .to_string(),
        "Dahlgaard's Heir's Tricks left on P02 yield 1 Fame and 2 Coins.".to_string(),
    ];
    assert_eq!(lines.len(), expected.len());
    for (line, want) in lines.iter().zip(&expected) {
        assert_eq!(line, want);
    }
}
