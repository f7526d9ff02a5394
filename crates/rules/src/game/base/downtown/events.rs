//! The events of this part of the rules: what happened (DowntownEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::TrickId;
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::Game;
use crate::log::{amount, face_words, Log};
use crate::model::{CharacterId, DieFace, DieId, Seat, Symbol};
use crate::words::Msg;

/// Downtown's Actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DowntownEvent {
    TrickLearned {
        seat: Seat,
        trick: TrickId,
        symbol: Symbol,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    CharacterHired {
        seat: Seat,
        character: CharacterId,
        die: DieId,
        ap: u8,
    },
    CoinsTaken {
        seat: Seat,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    DieRerolled {
        seat: Seat,
        die: DieId,
        face: DieFace,
        ap: u8,
    },
    DieSet {
        seat: Seat,
        die: DieId,
        face: DieFace,
        ap: u8,
    },
}

impl DowntownEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use DowntownEvent::*;
        match self {
            TrickLearned {
                seat,
                trick,
                die,
                coins,
                ..
            } => Msg::new("log-trick-learned")
                .str("seat", log.name(*seat))
                .named("trick", trick)
                .named("die", die)
                .num("coins", *coins)
                .arg("paid", amount("amount-coins", *coins)),
            CharacterHired {
                seat, character, ..
            } => Msg::new("log-character-hired")
                .str("seat", log.name(*seat))
                .named("character", character),
            CoinsTaken {
                seat, coins: got, ..
            } => Msg::new("log-coins-taken")
                .str("seat", log.name(*seat))
                .arg("coins", amount("amount-coins", *got)),
            DieRerolled {
                seat, die, face, ..
            } => Msg::new("log-die-rerolled")
                .str("seat", log.name(*seat))
                .named("die", die)
                .arg("face", face_words(*face)),
            DieSet {
                seat, die, face, ..
            } => Msg::new("log-die-set")
                .str("seat", log.name(*seat))
                .named("die", die)
                .arg("face", face_words(*face)),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use DowntownEvent::*;
        match self {
            TrickLearned { ap, .. }
            | CharacterHired { ap, .. }
            | CoinsTaken { ap, .. }
            | DieRerolled { ap, .. }
            | DieSet { ap, .. } => Some(*ap),
        }
    }
}

impl Game {
    /// Records the facts of a DowntownEvent in the state.
    pub(crate) fn apply_downtown(&mut self, e: &DowntownEvent) {
        use DowntownEvent::*;
        match e {
            TrickLearned {
                seat,
                trick,
                symbol,
                die,
                coins,
                ..
            } => {
                self.residence &= !(1 << trick.0);
                self.dice[die.index()] = crate::model::DieFace::X;
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.tricks.push(OwnedTrick {
                    trick: *trick,
                    symbol: *symbol,
                    markers: 0,
                    engineer_slot: false,
                });
            }
            CharacterHired {
                seat,
                character,
                die,
                ..
            } => {
                self.dice[die.index()] = crate::model::DieFace::X;
                self.players[seat.index()].characters[character.index()] = CharState::Inn;
            }
            CoinsTaken {
                seat, die, coins, ..
            } => {
                self.dice[die.index()] = crate::model::DieFace::X;
                self.players[seat.index()].coins += coins;
            }
            DieRerolled { die, face, .. } => {
                self.rng.draws += 1;
                self.dice[die.index()] = *face;
            }
            DieSet { die, face, .. } => self.dice[die.index()] = *face,
        }
    }
}
