//! The events of this part of the rules: what happened (PowersEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::content::PowerId;
use crate::game::{Game, Phase};
use crate::log::{an, coins, count, power_name, special_name, Log};
use crate::model::{CharacterId, DieFace, Seat, Viewer};

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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use PowersEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            PowerDiscarded { seat, power, .. } => match power {
                Some(p) => format!("{} discards the Power {}.", n(seat), power_name(*p)),
                None => format!("{} discards a Power face down.", n(seat)),
            },
            PowerLearningStarted => "Players may learn a Power, in Initiative Order.".into(),
            PowerLearned {
                seat,
                power,
                slot,
                coins: c,
            } => {
                let paid = if *c > 0 {
                    format!(", paying {} for missing Fame", coins(*c))
                } else {
                    String::new()
                };
                format!(
                    "{} learns the Power {} on Power slot {}{}.",
                    n(seat),
                    power_name(*power),
                    slot + 1,
                    paid
                )
            }
            PowerPassed { seat } => format!("{} learns no Power this turn.", n(seat)),
            PowerReturned {
                seat,
                power,
                slot,
                coins_lost,
            } => {
                let lost = if *coins_lost > 0 {
                    format!(" (the {} on it back to the supply)", coins(*coins_lost))
                } else {
                    String::new()
                };
                format!(
                    "{}'s Power {} leaves Power slot {} and goes back to the hand{}.",
                    n(seat),
                    power_name(*power),
                    slot + 1,
                    lost
                )
            }
            PowerYield {
                seat,
                power,
                fame,
                coins: c,
                shards,
            } => {
                let mut parts = Vec::new();
                if *fame > 0 {
                    parts.push(format!("{fame} Fame"));
                }
                if *c > 0 {
                    parts.push(coins(*c));
                }
                if *shards > 0 {
                    parts.push(count(*shards, "Shard"));
                }
                format!(
                    "{} gains {} ({}).",
                    n(seat),
                    parts.join(" and "),
                    power_name(*power)
                )
            }
            PowerCoinsStored {
                seat,
                power,
                coins: c,
            } => format!(
                "{} goes onto {}'s {}.",
                coins(*c),
                n(seat),
                power_name(*power)
            ),
            PowerCoinsTaken {
                seat,
                power,
                coins: c,
            } => format!(
                "{} also takes the {} on {}.",
                n(seat),
                coins(*c),
                power_name(*power)
            ),
            RearrangeOffered { seat } => format!(
                "{} may rearrange the cards under their Characters (Ears among the Townsfolk).",
                n(seat)
            ),
            CardsRearranged {
                seat,
                change,
                declined,
                coins: c,
                ..
            } => {
                use crate::command::Rearrangement::*;
                match change {
                    _ if *declined => format!(
                        "{} keeps their cards and gains {} (Ears among the Townsfolk).",
                        n(seat),
                        coins(*c)
                    ),
                    None => format!("{} rearranges the cards under their Characters.", n(seat)),
                    Some(Swap { a, b }) => format!(
                        "{} swaps the cards under {} and {}.",
                        n(seat),
                        an(a.name()),
                        an(b.name())
                    ),
                    Some(Replace {
                        character,
                        location,
                    }) => format!(
                        "{} puts a {} card under {}; its card goes back to the hand.",
                        n(seat),
                        location.name(),
                        an(character.name())
                    ),
                    Some(ReplaceSpecial { character, card }) => format!(
                        "{} puts {} under {}; its card goes back to the hand.",
                        n(seat),
                        special_name(*card),
                        an(character.name())
                    ),
                }
            }
            Gambled {
                seat,
                face,
                paid,
                won,
                ..
            } => format!(
                "{} gambles {}: the Bank die shows {}, {} won.",
                n(seat),
                coins(*paid),
                face.describe(),
                coins(*won)
            ),
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
