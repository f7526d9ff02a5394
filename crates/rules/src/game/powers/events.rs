//! The events of this part of the rules: what happened (PowersEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::content::PowerId;
use crate::game::{Game, Phase};
use crate::log::{amount, face_words, Log};
use crate::model::{CharacterId, DieFace, Seat, Viewer};
use crate::words::{Arg, Msg};

/// Magician Powers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PowersEvent {
    /// Set-up: a Power discarded face down (`power` hidden from others);
    /// `last` when the seat now keeps the Powers it plays with.
    PowerDiscarded {
        seat: Seat,
        power: Option<PowerId>,
        last: bool,
    },
    /// Start of Assignment: players may learn a Power, in Initiative Order.
    PowerLearningStarted,
    /// A Power learned onto a Power slot for `coins` (the missing Fame).
    PowerLearned {
        seat: Seat,
        power: PowerId,
        slot: u8,
        coins: u32,
    },
    /// No Power learned this turn.
    PowerPassed { seat: Seat },
    /// A Power slot lost a Shard: its Power goes back to the hand (with the
    /// Coins lying on it, `coins_lost`, back to the supply).
    PowerReturned {
        seat: Seat,
        power: PowerId,
        slot: u8,
        coins_lost: u32,
    },
    /// What a Power gives.
    PowerYield {
        seat: Seat,
        power: PowerId,
        fame: u32,
        coins: u32,
        shards: u32,
    },
    /// Private Investments: Coins put on the card.
    PowerCoinsStored {
        seat: Seat,
        power: PowerId,
        coins: u32,
    },
    /// Private Investments: the Coins on the card taken with Take Coins.
    PowerCoinsTaken {
        seat: Seat,
        power: PowerId,
        coins: u32,
    },
    /// Ears among the Townsfolk: `seat` may rearrange its cards now.
    RearrangeOffered { seat: Seat },
    /// Ears among the Townsfolk used: `change` made, or `declined` for its
    /// Coins. `hidden` when the cards lie face down (P20): others do not see
    /// the change.
    CardsRearranged {
        seat: Seat,
        change: Option<crate::command::Rearrangement>,
        declined: bool,
        coins: u32,
        hidden: bool,
    },
    /// Gambling: `paid` Coins, a Bank die rolled `face`, `won` Coins.
    Gambled {
        seat: Seat,
        power: PowerId,
        face: DieFace,
        paid: u32,
        won: u32,
    },
}

impl PowersEvent {
    /// What `viewer` may see of it: another player's discarded Power, and
    /// a hidden rearrangement of their cards.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let mut e = self.clone();
        match &mut e {
            PowersEvent::PowerDiscarded { seat, power, .. } if !viewer.is(*seat) => *power = None,
            PowersEvent::CardsRearranged {
                seat,
                change,
                hidden: true,
                ..
            } if !viewer.is(*seat) => *change = None,
            _ => {}
        }
        e
    }

    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use PowersEvent::*;
        let said = |id, seat: &Seat| Msg::new(id).str("seat", log.name(*seat));
        match self {
            PowerDiscarded { seat, power, .. } => match power {
                Some(p) => said("log-power-discarded", seat).named("power", p),
                None => said("log-power-discarded-hidden", seat),
            },
            PowerLearningStarted => Msg::new("log-power-learning-started"),
            PowerLearned {
                seat,
                power,
                slot,
                coins,
            } => said("log-power-learned", seat)
                .named("power", power)
                .num("slot", slot + 1)
                .num("coins", *coins)
                .arg("paid", amount("amount-coins", *coins)),
            PowerPassed { seat } => said("log-power-passed", seat),
            PowerReturned {
                seat,
                power,
                slot,
                coins_lost,
            } => said("log-power-returned", seat)
                .named("power", power)
                .num("slot", slot + 1)
                .num("coins", *coins_lost)
                .arg("lost", amount("amount-coins", *coins_lost)),
            PowerYield {
                seat,
                power,
                fame,
                coins,
                shards,
            } => {
                let gains = [
                    ("amount-fame", *fame),
                    ("amount-coins", *coins),
                    ("amount-shards", *shards),
                ]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(id, n)| amount(id, n).into())
                .collect();
                said("log-power-yield", seat)
                    .arg("gains", Arg::List(gains))
                    .named("power", power)
            }
            PowerCoinsStored { seat, power, coins } => said("log-power-coins-stored", seat)
                .named("power", power)
                .arg("coins", amount("amount-coins", *coins)),
            PowerCoinsTaken { seat, power, coins } => said("log-power-coins-taken", seat)
                .named("power", power)
                .arg("coins", amount("amount-coins", *coins)),
            RearrangeOffered { seat } => said("log-rearrange-offered", seat),
            CardsRearranged {
                seat,
                change,
                declined,
                coins,
                ..
            } => {
                use crate::command::Rearrangement::*;
                match change {
                    _ if *declined => said("log-rearrange-declined", seat)
                        .arg("coins", amount("amount-coins", *coins)),
                    None => said("log-rearranged-hidden", seat),
                    Some(Swap { a, b }) => said("log-rearranged-swap", seat)
                        .named("a", a)
                        .named("b", b),
                    Some(Replace {
                        character,
                        location,
                    }) => said("log-rearranged-replace", seat)
                        .named("location", location)
                        .named("character", character),
                    Some(ReplaceSpecial { character, card }) => {
                        said("log-rearranged-replace-special", seat)
                            .named("card", card)
                            .str("code", card.card().code)
                            .named("character", character)
                    }
                }
            }
            Gambled {
                seat,
                face,
                paid,
                won,
                ..
            } => said("log-gambled", seat)
                .arg("paid", amount("amount-coins", *paid))
                .arg("face", face_words(*face))
                .arg("won", amount("amount-coins", *won)),
        }
    }
}

impl Game {
    /// Records the facts of a PowersEvent in the state.
    pub(crate) fn apply_powers(&mut self, e: &PowersEvent) {
        use PowersEvent::*;
        match e {
            PowerDiscarded { seat, power, last } => {
                let b = self.powers_mut(*seat);
                let power = power.expect("unredacted event");
                let i = b.hand.iter().position(|&p| p == power).expect("in hand");
                b.hand.remove(i);
                b.discarded.push(power);
                if *last {
                    self.bump_pos();
                }
            }
            PowerLearningStarted => self.phase = Phase::LearnPowers { pos: 0 },
            PowerLearned {
                seat,
                power,
                slot,
                coins,
            } => {
                self.players[seat.index()].coins -= coins;
                let b = self.powers_mut(*seat);
                let i = b.hand.iter().position(|p| p == power).expect("in hand");
                b.hand.remove(i);
                b.slots[*slot as usize] = Some(*power);
                self.bump_pos();
            }
            PowerPassed { .. } => self.bump_pos(),
            PowerReturned {
                seat,
                slot,
                coins_lost,
                ..
            } => {
                let b = self.powers_mut(*seat);
                if let Some(p) = b.slots[*slot as usize].take() {
                    b.hand.push(p);
                }
                b.stored -= coins_lost;
            }
            PowerYield {
                seat,
                fame,
                coins,
                shards,
                ..
            } => {
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            PowerCoinsStored { seat, coins, .. } => self.powers_mut(*seat).stored += coins,
            PowerCoinsTaken { seat, coins, .. } => {
                self.powers_mut(*seat).stored -= coins;
                self.players[seat.index()].coins += coins;
            }
            RearrangeOffered { seat } => self.phase = Phase::Rearrange { seat: *seat },
            CardsRearranged {
                seat,
                change,
                coins,
                ..
            } => {
                let p = &mut self.players[seat.index()];
                p.coins += coins;
                if let Some(change) = change {
                    rearrange(p, *change);
                }
                self.powers_mut(*seat).rearranged = true;
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: false,
                };
            }
            Gambled {
                seat, paid, won, ..
            } => {
                self.rng.draws += 1;
                let p = &mut self.players[seat.index()];
                p.coins = p.coins - paid + won;
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.gambled = true;
                }
            }
        }
    }
}

impl Game {
    pub(crate) fn powers_mut(&mut self, seat: Seat) -> &mut crate::game::powers::PlayerPowers {
        self.players[seat.index()]
            .powers
            .as_mut()
            .expect("Magician Powers")
    }
}

/// Ears among the Townsfolk: the cards under the Characters change as decided.
fn rearrange(p: &mut crate::game::Player, change: crate::command::Rearrangement) {
    use crate::command::Rearrangement::*;
    let give_back = |p: &mut crate::game::Player, c: CharacterId| {
        match p.special_cards[c.index()].take() {
            Some(card) => p.specials.push(card),
            None => {
                if let Some(loc) = p.cards[c.index()] {
                    p.hand[loc.index()] += 1;
                }
            }
        }
        p.cards[c.index()] = None;
    };
    match change {
        Swap { a, b } => {
            p.cards.swap(a.index(), b.index());
            p.special_cards.swap(a.index(), b.index());
        }
        Replace {
            character,
            location,
        } => {
            give_back(p, character);
            p.hand[location.index()] -= 1;
            p.cards[character.index()] = Some(location);
        }
        ReplaceSpecial { character, card } => {
            give_back(p, character);
            let i = p.specials.iter().position(|&c| c == card).expect("in hand");
            p.specials.remove(i);
            p.special_cards[character.index()] = Some(card);
            p.cards[character.index()] = Some(card.card().location);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::SpecialId;
    use crate::command::Rearrangement;
    use crate::content::{PowerId, TurnSetupId};
    use crate::game::duel::DuelEvent;
    use crate::game::powers::PowersEvent;
    use crate::game::Event;
    use crate::log::checked::English;
    use crate::model::{CharacterId, DieFace, Location, Seat, Specialist};

    const ANN: Seat = Seat(0);
    const BOB: Seat = Seat(1);

    fn power(name: &str) -> PowerId {
        PowerId::by_name(name).expect("a Power")
    }

    /// Every Magician Powers line is a catalog message that the English
    /// catalog words completely: every Power by name, amounts with their
    /// nouns, a price or a loss said only when there is one.
    #[test]
    fn powers_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let line = |e| en.line(Event::Powers(e));
        for p in PowerId::all() {
            assert_eq!(
                line(PowersEvent::PowerDiscarded {
                    seat: ANN,
                    power: Some(p),
                    last: false,
                }),
                format!("Ann discards the Power {}.", p.card().name)
            );
        }
        assert_eq!(
            line(PowersEvent::PowerDiscarded {
                seat: BOB,
                power: None,
                last: true,
            }),
            "Bob discards a Power face down."
        );
        assert_eq!(
            line(PowersEvent::PowerLearningStarted),
            "Players may learn a Power, in Initiative Order."
        );
        let stubs = power("Ticket Stubs");
        let learned = |coins| {
            line(PowersEvent::PowerLearned {
                seat: ANN,
                power: stubs,
                slot: 0,
                coins,
            })
        };
        assert_eq!(
            learned(0),
            "Ann learns the Power Ticket Stubs on Power slot 1."
        );
        assert_eq!(
            learned(1),
            "Ann learns the Power Ticket Stubs on Power slot 1, paying 1 Coin for missing Fame."
        );
        assert_eq!(
            learned(3),
            "Ann learns the Power Ticket Stubs on Power slot 1, paying 3 Coins for missing Fame."
        );
        assert_eq!(
            line(PowersEvent::PowerPassed { seat: BOB }),
            "Bob learns no Power this turn."
        );
        let investments = power("Private Investments");
        let returned = |coins_lost| {
            line(PowersEvent::PowerReturned {
                seat: BOB,
                power: investments,
                slot: 2,
                coins_lost,
            })
        };
        assert_eq!(
            returned(0),
            "Bob's Power Private Investments leaves Power slot 3 and goes back to the hand."
        );
        assert_eq!(
            returned(2),
            "Bob's Power Private Investments leaves Power slot 3 and goes back to the hand \
             (the 2 Coins on it back to the supply)."
        );
        let patronage = power("Patronage");
        let gains = |fame, coins, shards| {
            line(PowersEvent::PowerYield {
                seat: ANN,
                power: patronage,
                fame,
                coins,
                shards,
            })
        };
        assert_eq!(gains(1, 2, 0), "Ann gains 1 Fame and 2 Coins (Patronage).");
        assert_eq!(gains(2, 0, 0), "Ann gains 2 Fame (Patronage).");
        assert_eq!(gains(0, 1, 0), "Ann gains 1 Coin (Patronage).");
        assert_eq!(gains(0, 0, 1), "Ann gains 1 Shard (Patronage).");
        assert_eq!(
            gains(0, 3, 2),
            "Ann gains 3 Coins and 2 Shards (Patronage)."
        );
        assert_eq!(
            line(PowersEvent::PowerCoinsStored {
                seat: ANN,
                power: investments,
                coins: 1,
            }),
            "1 Coin goes onto Ann's Private Investments."
        );
        assert_eq!(
            line(PowersEvent::PowerCoinsTaken {
                seat: ANN,
                power: investments,
                coins: 4,
            }),
            "Ann also takes the 4 Coins on Private Investments."
        );
        assert_eq!(
            line(PowersEvent::RearrangeOffered { seat: BOB }),
            "Bob may rearrange the cards under their Characters (Ears among the Townsfolk)."
        );
        let rearranged = |change, declined, coins| {
            line(PowersEvent::CardsRearranged {
                seat: BOB,
                change,
                declined,
                coins,
                hidden: false,
            })
        };
        assert_eq!(
            rearranged(None, true, 1),
            "Bob keeps their cards and gains 1 Coin (Ears among the Townsfolk)."
        );
        assert_eq!(
            rearranged(None, false, 0),
            "Bob rearranges the cards under their Characters."
        );
        assert_eq!(
            rearranged(
                Some(Rearrangement::Swap {
                    a: CharacterId::Engineer,
                    b: CharacterId::Manager,
                }),
                false,
                0
            ),
            "Bob swaps the cards under an Engineer and a Manager."
        );
        assert_eq!(
            rearranged(
                Some(Rearrangement::Replace {
                    character: CharacterId::Apprentice3,
                    location: Location::MarketRow,
                }),
                false,
                0
            ),
            "Bob puts a Market Row card under an Apprentice; its card goes back to the hand."
        );
        assert_eq!(
            rearranged(
                Some(Rearrangement::ReplaceSpecial {
                    character: CharacterId::Magician,
                    card: SpecialId(0),
                }),
                false,
                0
            ),
            "Bob puts Guest Performer (A06) under a Magician; its card goes back to the hand."
        );
        let gamble = power("Gambling");
        let gambled = |face, paid, won| {
            line(PowersEvent::Gambled {
                seat: ANN,
                power: gamble,
                face,
                paid,
                won,
            })
        };
        assert_eq!(
            gambled(DieFace::Coins(3), 1, 3),
            "Ann gambles 1 Coin: the Bank die shows 3 Coins, 3 Coins won."
        );
        assert_eq!(
            gambled(DieFace::Hire(Specialist::Engineer), 2, 0),
            "Ann gambles 2 Coins: the Bank die shows Engineer, 0 Coins won."
        );
        assert_eq!(
            gambled(DieFace::X, 2, 1),
            "Ann gambles 2 Coins: the Bank die shows X, 1 Coin won."
        );
    }

    /// A Turn Setup card's line lists what it covers, the Dark Alley only
    /// when the game has it, and the next card when there is one.
    #[test]
    fn duel_lines_are_worded_by_the_catalog() {
        let en = English::new();
        let line = |card, next: Option<u8>, dark_alley| {
            en.line(Event::Duel(DuelEvent::TurnSetupPlaced {
                card: TurnSetupId(card),
                next: next.map(TurnSetupId),
                dark_alley,
            }))
        };
        let (t1, t2) = (TurnSetupId(0).card(), TurnSetupId(1).card());
        assert_eq!((t1.code.as_str(), t2.code.as_str()), ("T01", "T02"));
        assert_eq!(
            line(0, Some(1), true),
            "Turn Setup card T01 covers Downtown slots 2 and 4, Market Row slots 1 and 3, \
             Dark Alley slots 2 and 3, Thursday and Friday in the Theater. Next turn: T02."
        );
        assert_eq!(
            line(1, None, false),
            "Turn Setup card T02 covers Downtown slots 1 and 3, Market Row slots 2 and 4, \
             Saturday and Sunday in the Theater."
        );
        for id in TurnSetupId::all() {
            let c = id.card();
            let text = line(id.0, None, true);
            assert!(text.starts_with(&format!(
                "Turn Setup card {} covers Downtown slots ",
                c.code
            )));
        }
    }
}
