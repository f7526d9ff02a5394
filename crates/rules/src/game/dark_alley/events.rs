//! The events of this part of the rules: what happened (AlleyEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{ProphecyId, SpecialId};
use crate::game::{Game, Phase};
use crate::log::Log;
use crate::model::{Location, Seat, Viewer};
use crate::words::Msg;

/// The Dark Alley Location: its Special Assignment decks and the Prophecies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AlleyEvent {
    SpecialDrawn {
        seat: Seat,
        deck: Location,
        card: SpecialId,
        ap: u8,
    },
    /// End Turn: used Special Assignment cards discarded, those under Idle
    /// Characters back to hand, each deck's top card to the bottom.
    SpecialsDiscarded {
        discarded: Vec<(Seat, SpecialId)>,
        /// `None` for cards another player may not see.
        returned: Vec<(Seat, Option<SpecialId>)>,
    },
    /// End Turn: the left Pending Prophecy becomes Active, `drawn` fills the right.
    PropheciesMoved {
        drawn: Option<ProphecyId>,
    },
    FortuneTold {
        seat: Seat,
        ap: u8,
    },
    FateWoven {
        seat: Seat,
        pending: u8,
        drawn: Option<ProphecyId>,
        ap: u8,
    },
    /// P09: the player may place a second Character in this placement turn.
    SecondPlacement {
        seat: Seat,
    },
}

impl AlleyEvent {
    /// What `viewer` may see of it: cards going back to another player's
    /// hand are hidden again.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let mut e = self.clone();
        if let AlleyEvent::SpecialsDiscarded { returned, .. } = &mut e {
            for (s, c) in returned.iter_mut() {
                if !viewer.is(*s) {
                    *c = None;
                }
            }
        }
        e
    }

    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use AlleyEvent::*;
        match self {
            SecondPlacement { seat } => {
                Msg::new("log-second-placement").str("seat", log.name(*seat))
            }
            SpecialDrawn {
                seat, deck, card, ..
            } => Msg::new("log-special-drawn")
                .str("seat", log.name(*seat))
                .named("card", card)
                .str("code", card.card().code)
                .named("deck", deck),
            FortuneTold { seat, .. } => Msg::new("log-fortune-told").str("seat", log.name(*seat)),
            FateWoven { seat, pending, .. } => Msg::new("log-fate-woven")
                .str("seat", log.name(*seat))
                .num("pending", pending + 1),
            SpecialsDiscarded {
                discarded,
                returned,
            } => Msg::new("log-specials-discarded")
                .num("discarded", discarded.len() as i64)
                .num("returned", returned.len() as i64),
            PropheciesMoved { .. } => Msg::new("log-prophecies-moved"),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use AlleyEvent::*;
        match self {
            SpecialDrawn { ap, .. } | FortuneTold { ap, .. } | FateWoven { ap, .. } => Some(*ap),
            _ => None,
        }
    }
}

impl Game {
    /// Records the facts of a AlleyEvent in the state.
    pub(crate) fn apply_alley(&mut self, e: &AlleyEvent) {
        use AlleyEvent::*;
        match e {
            SecondPlacement { .. } => {
                self.second_placement = true;
                if let Phase::PlaceCharacters { done, .. } = &mut self.phase {
                    *done = false;
                }
            }
            SpecialDrawn {
                seat, deck, card, ..
            } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                let i = crate::game::dark_alley::deck_index(*deck).expect("deck");
                alley.decks[i].pop();
                self.players[seat.index()].specials.push(*card);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.draws += 1;
                }
            }
            FortuneTold { .. } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                alley.pending.rotate_left(1);
            }
            FateWoven { pending, drawn, .. } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                if let Some(old) = alley.active.take() {
                    alley.spent.push(old);
                }
                let i = *pending as usize;
                alley.active = Some(alley.pending[i]);
                if let Some(new) = drawn {
                    alley.pile.pop();
                    alley.pending[i] = *new;
                } else {
                    alley.pending.remove(i);
                }
            }
            SpecialsDiscarded {
                discarded,
                returned,
            } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                for (_, card) in discarded {
                    alley.discards.push(*card);
                }
                for (seat, card) in returned {
                    self.players[seat.index()]
                        .specials
                        .push(card.expect("unredacted event"));
                }
                for p in &mut self.players {
                    p.special_cards = crate::game::base::player::PerCharacter::filled(None);
                    p.forfeited = crate::game::base::player::PerCharacter::filled(false);
                    p.mimicked = None;
                }
                for deck in &mut alley.decks {
                    if let Some(top) = deck.pop() {
                        deck.insert(0, top);
                    }
                }
            }
            PropheciesMoved { drawn } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                if let Some(old) = alley.active.take() {
                    alley.spent.push(old);
                }
                if !alley.pending.is_empty() {
                    alley.active = Some(alley.pending.remove(0));
                }
                if let Some(new) = drawn {
                    alley.pile.pop();
                    alley.pending.push(*new);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{MagicianId, PerformanceId, SpecialId, TrickId};
    use crate::game::dark_alley::abilities::AbilityEvent;
    use crate::game::dark_alley::specials::SpecialEvent;
    use crate::game::dark_alley::AlleyEvent;
    use crate::game::take_back::TakeBackEvent;
    use crate::game::Event;
    use crate::log::checked::English;
    use crate::model::{
        CharacterId, Component, DieFace, DieId, Location, Seat, Specialist, Weekday,
    };

    const ANN: Seat = Seat(0);
    const BOB: Seat = Seat(1);

    fn trick(name: &str) -> TrickId {
        TrickId::by_name(name).expect("a Trick")
    }

    /// Every Dark Alley line is a catalog message that the English catalog
    /// words completely, counts agreeing with their nouns.
    #[test]
    fn alley_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let alley = |e| en.line(Event::Alley(e));
        assert_eq!(
            alley(AlleyEvent::SecondPlacement { seat: ANN }),
            "Ann may place a second Character."
        );
        assert_eq!(
            alley(AlleyEvent::SpecialDrawn {
                seat: BOB,
                deck: Location::MarketRow,
                card: SpecialId(0),
                ap: 1,
            }),
            "Bob draws Guest Performer (A06) from the Market Row Special Assignment deck."
        );
        assert_eq!(
            alley(AlleyEvent::FortuneTold { seat: ANN, ap: 1 }),
            "Ann visits the Fortune Teller: the Pending Prophecies move."
        );
        assert_eq!(
            alley(AlleyEvent::FateWoven {
                seat: BOB,
                pending: 1,
                drawn: None,
                ap: 2,
            }),
            "Bob weaves fate: Pending Prophecy 2 becomes Active."
        );
        let card = SpecialId(3);
        assert_eq!(
            alley(AlleyEvent::SpecialsDiscarded {
                discarded: vec![(ANN, card)],
                returned: vec![(ANN, None), (BOB, Some(card))],
            }),
            "1 used Special Assignment card is discarded; 2 go back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            alley(AlleyEvent::SpecialsDiscarded {
                discarded: Vec::new(),
                returned: vec![(BOB, None)],
            }),
            "0 used Special Assignment cards are discarded; 1 goes back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            alley(AlleyEvent::PropheciesMoved { drawn: None }),
            "The Prophecies move: a new one is Active."
        );
    }

    /// The Magicians' abilities: every Magician by name and ability, Links
    /// counted, the players of a Possession named.
    #[test]
    fn ability_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let ability = |e| en.line(Event::Ability(e));
        for magician in MagicianId::all() {
            let card = magician.card();
            assert_eq!(
                ability(AbilityEvent::AbilityUsed {
                    seat: ANN,
                    magician
                }),
                format!("Ann uses {}'s {}.", card.name, card.ability)
            );
        }
        assert_eq!(
            ability(AbilityEvent::AbilityUsed {
                seat: BOB,
                magician: MagicianId(0),
            }),
            "Bob uses Master of Chains's Breaking Free."
        );
        assert_eq!(
            ability(AbilityEvent::BreakingFreeOffered { seat: ANN }),
            "Ann may Break Free (a free Reschedule)."
        );
        for (links, said) in [(0, "0 Links"), (1, "1 Link"), (3, "3 Links")] {
            assert_eq!(
                ability(AbilityEvent::BreakingFreeLinks {
                    seat: ANN,
                    links,
                    link_value: 1,
                    shards: vec![BOB],
                }),
                format!("Ann Breaks Free into {said}.")
            );
        }
        assert_eq!(
            ability(AbilityEvent::BreakingFreeEnded { seat: ANN }),
            "Ann is done Breaking Free."
        );
        assert_eq!(
            ability(AbilityEvent::PossessionOffered {
                day: Weekday::Friday,
                performer: ANN,
                yoruba: BOB,
            }),
            "Bob may possess Ann and choose the card to Perform."
        );
        assert_eq!(
            ability(AbilityEvent::PossessionDeclined {
                day: Weekday::Friday,
                performer: ANN,
            }),
            "Ann chooses the card to Perform."
        );
        assert_eq!(
            ability(AbilityEvent::Possessed {
                yoruba: BOB,
                performer: ANN,
                card: PerformanceId(1),
            }),
            "Bob pays a Shard and makes Ann perform P02."
        );
        assert_eq!(
            ability(AbilityEvent::MarkersPiled {
                seat: ANN,
                trick: trick("Barricaded Barrels"),
                card: PerformanceId(0),
                slot: 2,
            }),
            "Ann Supercharges Barricaded Barrels: two markers on one slot."
        );
    }

    /// Special Assignment cards: every card by name and code; articles of
    /// the Characters and Specialists; amounts with their nouns.
    #[test]
    fn special_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let special = |e| en.line(Event::Special(e));
        for card in SpecialId::all() {
            let c = card.card();
            assert_eq!(
                special(SpecialEvent::SpecialUsed { seat: ANN, card }),
                format!("Ann uses the ability of {} ({}).", c.name, c.code)
            );
        }
        let guest = SpecialId(0);
        assert_eq!(
            special(SpecialEvent::SpecialAssigned {
                seat: ANN,
                character: CharacterId::Engineer,
                card: Some(guest),
            }),
            "Ann puts Guest Performer (A06) face down under an Engineer."
        );
        assert_eq!(
            special(SpecialEvent::SpecialAssigned {
                seat: BOB,
                character: CharacterId::Manager,
                card: None,
            }),
            "Bob puts a card face down under a Manager."
        );
        assert_eq!(
            special(SpecialEvent::SpecialUnassigned {
                seat: ANN,
                character: CharacterId::Apprentice2,
                card: None,
            }),
            "Ann takes back the card under an Apprentice."
        );
        let second = SpecialId(1);
        let (c1, c2) = (guest.card(), second.card());
        assert_eq!(
            special(SpecialEvent::SpecialsRevealed {
                cards: vec![
                    (ANN, CharacterId::Magician, guest),
                    (BOB, CharacterId::Protege, second),
                    (BOB, CharacterId::Assistant, guest),
                ],
            }),
            format!(
                "Special Assignment cards revealed: {} ({}) (Ann's Magician), {} ({}) (Bob's Protégé), \
                 {} ({}) (Bob's Assistant).",
                c1.name, c1.code, c2.name, c2.code, c1.name, c1.code
            )
        );
        assert_eq!(
            special(SpecialEvent::SpecialsRevealed {
                cards: vec![(ANN, CharacterId::Magician, guest)],
            }),
            "Special Assignment cards revealed: Guest Performer (A06) (Ann's Magician)."
        );
        let placed = |forfeit, mimic| {
            special(SpecialEvent::SpecialPlaced {
                seat: ANN,
                character: CharacterId::Magician,
                card: guest,
                forfeit,
                mimic,
            })
        };
        assert_eq!(placed(false, false), "Ann plays Guest Performer (A06).");
        assert_eq!(
            placed(true, false),
            "Ann plays Guest Performer (A06) for +1 Action Point instead of its ability."
        );
        assert_eq!(
            placed(false, true),
            "Ann copies with Mimesis Guest Performer (A06)."
        );
        assert_eq!(
            placed(true, true),
            "Ann copies with Mimesis Guest Performer (A06) for +1 Action Point instead of its ability."
        );
        assert_eq!(
            special(SpecialEvent::TrickOverhauled {
                seat: ANN,
                old: trick("Barricaded Barrels"),
                new: trick("Levitation"),
                die: DieId::Residence1,
                coins: 0,
                ap: 1,
            }),
            "Ann overhauls Barricaded Barrels into Levitation."
        );
        assert_eq!(
            special(SpecialEvent::Hypnotized {
                seat: BOB,
                character: CharacterId::Assistant,
            }),
            "Bob's new Assistant joins at once."
        );
        for (coins, said) in [(1, "1 Coin"), (4, "4 Coins")] {
            assert_eq!(
                special(SpecialEvent::InterestRolled {
                    seat: ANN,
                    face: DieFace::Coins(coins),
                    coins,
                }),
                format!("Ann earns {said} of interest.")
            );
        }
        assert_eq!(
            special(SpecialEvent::StockAdded {
                seat: ANN,
                component: Component::Rope,
                ap: 1,
            }),
            "Ann has Rope delivered beside the Market Row (Logistics)."
        );
        assert_eq!(
            special(SpecialEvent::StockReplaced {
                slot: 2,
                component: Component::Petroleum,
            }),
            "Petroleum takes a place in the Market Row."
        );
        assert_eq!(
            special(SpecialEvent::GuestSetUp {
                seat: BOB,
                trick: trick("Levitation"),
                card: PerformanceId(2),
                ap: 1,
            }),
            "Bob sets up Levitation as a guest on P03."
        );
        assert_eq!(
            special(SpecialEvent::PerformanceCardsSwapped {
                a: PerformanceId(0),
                b: PerformanceId(3),
            }),
            "P01 and P04 change places."
        );
        let street = |fame, coins, shards| {
            special(SpecialEvent::StreetPerformed {
                seat: ANN,
                card: PerformanceId(0),
                slot: 1,
                trick: trick("Levitation"),
                fame,
                coins,
                shards,
                ap: 1,
            })
        };
        assert_eq!(
            street(2, 1, 1),
            "Ann performs Levitation in the street: 2 Fame, 1 Coin, 1 Shard."
        );
        assert_eq!(
            street(0, 3, 0),
            "Ann performs Levitation in the street: 0 Fame, 3 Coins, 0 Shards."
        );
        assert_eq!(
            special(SpecialEvent::TrickEnhanced {
                seat: ANN,
                trick: trick("Levitation"),
            }),
            "Ann spends a Shard on Levitation: +1 Fame and Coin for good."
        );
        assert_eq!(
            special(SpecialEvent::TalentSpotted {
                seat: ANN,
                apprentice: CharacterId::Apprentice1,
                specialist: Specialist::Manager,
            }),
            "Ann's Apprentice shows a talent for Manager."
        );
        for (specialist, said) in [
            (Specialist::Engineer, "an Engineer"),
            (Specialist::Manager, "a Manager"),
            (Specialist::Assistant, "an Assistant"),
        ] {
            assert_eq!(
                special(SpecialEvent::TalentHired {
                    seat: BOB,
                    apprentice: CharacterId::Apprentice1,
                    specialist,
                    paid: 2,
                    fame_lost: 0,
                }),
                format!("Bob's Apprentice leaves; {said} joins at once.")
            );
        }
        assert_eq!(
            special(SpecialEvent::MarkerKept {
                seat: ANN,
                trick: trick("Levitation"),
            }),
            "Ann keeps a marker of Levitation (Durable Components)."
        );
    }

    /// A command taken back says what it was by the line of its first
    /// event, worded inside the take-back line.
    #[test]
    fn take_back_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let undone = vec![
            Event::Alley(AlleyEvent::FortuneTold { seat: BOB, ap: 1 }),
            Event::Alley(AlleyEvent::PropheciesMoved { drawn: None }),
        ];
        assert_eq!(
            en.line(Event::TakeBack(TakeBackEvent::TakenBack {
                seat: BOB,
                undone
            })),
            "Bob takes back: Bob visits the Fortune Teller: the Pending Prophecies move."
        );
        assert_eq!(
            en.line(Event::TakeBack(TakeBackEvent::TakenBack {
                seat: ANN,
                undone: Vec::new(),
            })),
            "Ann takes back a command."
        );
    }
}
