//! Game-log lines: one short sentence per event, in the game's own words.

use crate::model::{ComponentSet, DieFace, Seat, Slot};
use crate::words::{comma_joined, Arg, Msg, Named};

pub(crate) fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| seat.to_string())
}

/// An amount worded with its noun, by the catalog message `id`
/// (`amount-coins` with `$n` = 3 is "3 Coins").
pub(crate) fn amount(id: &'static str, n: impl Into<i64>) -> Msg {
    Msg::new(id).num("n", n)
}

/// A number with its sign always shown: "+2", "+0", "-1".
pub(crate) fn signed(n: i32) -> String {
    if n < 0 {
        n.to_string()
    } else {
        format!("+{n}")
    }
}

/// A die face as the log names it: a category, a Specialist, "?", "X".
pub(crate) fn face_words(face: DieFace) -> Arg {
    match face {
        DieFace::Trick(c) => c.arg(),
        DieFace::AnyTrick => Msg::new("face-any-trick").into(),
        DieFace::Hire(s) => s.arg(),
        DieFace::HireApprentice => Msg::new("face-hire-apprentice").into(),
        DieFace::Coins(n) => Msg::new("face-coins").num("n", n).into(),
        DieFace::X => Msg::new("face-x").into(),
    }
}

/// A slot as the log names it: "Downtown (+2 slot 1)", "Workshop (slot 2)",
/// "Theater (Friday backstage)", "Theater (Friday Performance slot)".
pub(crate) fn slot_words(slot: Slot) -> Msg {
    match slot {
        Slot::Downtown(i) | Slot::MarketRow(i) | Slot::DarkAlley(i) | Slot::Academy(i) => {
            Msg::new("slot-main")
                .named("location", slot.location())
                .str("ap", signed(slot.ap_modifier()))
                .num("slot", i + 1)
        }
        Slot::Workshop(i) => Msg::new("slot-workshop").num("slot", i + 1),
        Slot::Backstage(d, _) => Msg::new("slot-backstage").named("day", d),
        Slot::Performance(d) => Msg::new("slot-performance").named("day", d),
    }
}

/// Components with their counts ("2 Wood, 1 Rope"), or "nothing".
pub(crate) fn components_words(set: &ComponentSet) -> Msg {
    let items: Vec<Arg> = set
        .iter()
        .map(|(c, n)| {
            Msg::new("components-one")
                .num("n", n)
                .named("component", c)
                .into()
        })
        .collect();
    if items.is_empty() {
        Msg::new("components-none")
    } else {
        Msg::new("components").arg("items", comma_joined(items))
    }
}

/// What a log line needs besides its event: the players' names, and the
/// Academy content the game is played with (wings and Secrets by name).
pub(crate) struct Log<'a> {
    pub names: &'a [String],
    pub academy: &'a crate::content::academy::AcademyContent,
}

impl Log<'_> {
    /// A seat's display name.
    pub(crate) fn name(&self, seat: Seat) -> String {
        name(self.names, seat)
    }
}

/// Log lines worded for tests, failing on any missing message or variable.
#[cfg(test)]
pub(crate) mod checked {
    use crate::game::Event;
    use crate::words::Catalog;

    /// The English catalog, wording events between "Ann" and "Bob".
    pub(crate) struct English(Catalog);

    impl English {
        pub(crate) fn new() -> Self {
            English(Catalog::new("en").expect("the English catalog"))
        }

        /// The event's log line, checked to be a whole `log-` message.
        pub(crate) fn line(&self, e: Event) -> String {
            let names = ["Ann".to_string(), "Bob".to_string()];
            let msg = e.words(&names, crate::game::academy::academy());
            assert!(msg.id.starts_with("log-"), "{} is no log message", msg.id);
            let (text, problems) = self.0.word(&msg);
            assert!(problems.is_empty(), "{}: {problems:?}", msg.id);
            assert_eq!(text, msg.english());
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{PerformanceId, SpecialId, Yield};
    use crate::game::academy::AcademyEvent;
    use crate::game::base::ledger::LedgerEvent;
    use crate::game::base::performance::{Payout, PerformanceEvent};
    use crate::game::base::turn::{AssignmentEvent, TurnEvent};
    use crate::game::dark_alley::AlleyEvent;
    use crate::game::powers::PowersEvent;
    use crate::game::Event;
    use crate::model::{CharacterId, Weekday};

    fn line(e: Event) -> String {
        e.describe(&["Ann".into(), "Bob".into()])
    }

    /// 004 "Renovate", "Practice", "Learn Secret", "End of turn": every part
    /// of an Academy event has words — Geert's Shards, Banners returned to
    /// the box, a marker moved or freed, a Secret discarded, Ruins removed.
    #[test]
    fn academy_events_say_everything_they_do() {
        use crate::game::academy::{academy, Moved, Renovated, SecretLearned, Spot};
        use crate::model::Symbol;
        let (ann, bob) = (Seat(0), Seat(1));
        let wing = |letter, room| {
            academy()
                .wings
                .iter()
                .position(|w| w.letter == letter && w.room == room)
                .unwrap() as u8
        };
        let c = wing(
            crate::game::academy::Letter::C,
            crate::game::academy::Room::Classroom,
        );
        let p = wing(
            crate::game::academy::Letter::D,
            crate::game::academy::Room::PracticeRoom,
        );
        let renovated = line(Event::Academy(AcademyEvent::WingRenovated {
            renovated: Renovated {
                seat: ann,
                wing: c,
                level: 1,
                tile: 0,
                coins: 3,
                fame: 2,
                shards: 2,
                banners: 1,
                returned: vec![bob],
            },
            ap: 2,
        }));
        assert_eq!(
            renovated,
            "Ann renovates Classroom C at level 1 for 3 Coins (2 Action Points): +2 Fame, 1 Banner, +2 Shards. \
             Ann placed their last Banner: Bob each return an unused Banner to the box."
        );
        let trick = crate::TrickId::by_name("Barricaded Barrels").unwrap();
        let moved = line(Event::Academy(AcademyEvent::AcademyMarkerPlaced {
            moved: Moved {
                seat: ann,
                symbol: Symbol::Spade,
                from: Some(Spot { wing: p, slot: 1 }),
                to: Spot { wing: p, slot: 0 },
                freed: Some((Symbol::Heart, Spot { wing: p, slot: 0 })),
            },
            trick,
            teach: false,
            ap: 1,
        }));
        assert_eq!(
            moved,
            "Ann practises Barricaded Barrels in Practice Room D (slot 1), moving its Academy marker \
             from Practice Room D (slot 2) (1 Action Point). Their Academy marker in Practice Room D \
             (slot 1) returns to them first."
        );
        let secrets = &academy().secrets;
        let learned = line(Event::Academy(AcademyEvent::SecretLearned {
            learned: SecretLearned {
                seat: bob,
                secret: 1,
                space: 2,
                discarded: Some(0),
            },
            ap: 2,
        }));
        assert_eq!(
            learned,
            format!(
                "Bob learns the Secret {} onto the Protégé's space 3 (2 Action Points), discarding {}.",
                secrets[1].name, secrets[0].name
            )
        );
        let ruins = line(Event::Academy(AcademyEvent::AcademyTurnEnded {
            ruins: vec![wing(
                crate::game::academy::Letter::E,
                crate::game::academy::Room::Classroom,
            )],
        }));
        assert!(
            ruins.contains("the Ruins over Classroom E are removed"),
            "{ruins}"
        );
    }

    /// Issue 10.7: counts agree with their nouns, articles with theirs.
    #[test]
    fn log_lines_use_singulars_plurals_and_articles() {
        let ann = Seat(0);
        assert_eq!(
            line(Event::Turn(TurnEvent::Advertised {
                seat: ann,
                coins: 1,
                fame: 2
            })),
            "Ann Advertises for 1 Coin and gains 2 Fame."
        );
        assert_eq!(
            line(Event::Assignment(AssignmentEvent::CardAssigned {
                seat: ann,
                character: CharacterId::Apprentice1,
                location: None
            })),
            "Ann puts a card face down under an Apprentice."
        );
        assert_eq!(
            line(Event::Assignment(AssignmentEvent::CardUnassigned {
                seat: ann,
                character: CharacterId::Engineer,
                location: None
            })),
            "Ann takes back the card under an Engineer."
        );
        assert_eq!(
            line(Event::Performance(PerformanceEvent::Performed {
                day: Weekday::Friday,
                seat: ann,
                card: PerformanceId(1),
                links: 1,
                payouts: vec![Payout {
                    seat: Seat(1),
                    tricks: Vec::new(),
                    fame: 2,
                    coins: 1,
                    shards: 0
                }],
                bonus: Yield {
                    fame: 2,
                    coins: 1,
                    shards: 1
                },
            })),
            "Ann Performs P02 on Friday: Bob +2 Fame +1 Coin +0 Shards; 1 Link; \
             Performer bonus +2 Fame +1 Coin +1 Shard."
        );
        let card = SpecialId(0);
        assert_eq!(
            line(Event::Alley(AlleyEvent::SpecialsDiscarded {
                discarded: vec![(ann, card)],
                returned: vec![(ann, None)],
            })),
            "1 used Special Assignment card is discarded; 1 goes back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            line(Event::Alley(AlleyEvent::SpecialsDiscarded {
                discarded: vec![(ann, card), (ann, card)],
                returned: Vec::new(),
            })),
            "2 used Special Assignment cards are discarded; 0 go back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            line(Event::Ledger(LedgerEvent::ShardsGained {
                seat: ann,
                shards: 1,
                extra: None,
            })),
            "Ann gains 1 Shard."
        );
        // P02 gives one Shard on top of one received: the log says it is more.
        assert_eq!(
            line(Event::Ledger(LedgerEvent::ShardsGained {
                seat: ann,
                shards: 1,
                extra: Some(crate::game::base::ledger::FameReason::Prophecy(
                    crate::cards::ProphecyId::of(crate::cards::ProphecyKind::ExtraShard)
                )),
            })),
            "Ann gains 1 Shard more (Prophecy P02)."
        );
        assert_eq!(
            line(Event::Ledger(LedgerEvent::CoinsGained {
                seat: ann,
                coins: 1
            })),
            "Ann gains 1 Coin."
        );
        let power = crate::content::PowerId::by_name("Private Investments").unwrap();
        assert_eq!(
            line(Event::Powers(PowersEvent::PowerReturned {
                seat: ann,
                power,
                slot: 1,
                coins_lost: 1
            })),
            "Ann's Power Private Investments leaves Power slot 2 and goes back to the hand \
             (the 1 Coin on it back to the supply)."
        );
        assert_eq!(
            line(Event::Powers(PowersEvent::PowerYield {
                seat: ann,
                power,
                fame: 2,
                coins: 1,
                shards: 0
            })),
            "Ann gains 2 Fame and 1 Coin (Private Investments)."
        );
        assert_eq!(
            line(Event::Powers(PowersEvent::PowerDiscarded {
                seat: ann,
                power: None,
                last: false
            })),
            "Ann discards a Power face down."
        );
        assert_eq!(amount("amount-links", 0).english(), "0 Links");
        assert_eq!(amount("amount-ap", 3).english(), "3 Action Points");
        assert_eq!(amount("amount-ap", 1).english(), "1 Action Point");
    }
}
