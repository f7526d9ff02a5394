//! The events of this part of the rules: what happened (AlleyEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{ProphecyId, SpecialId};
use crate::game::{Game, Phase};
use crate::log::{special_name, Log};
use crate::model::{Location, Seat, Viewer};

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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use AlleyEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            SecondPlacement { seat } => format!("{} may place a second Character.", n(seat)),
            SpecialDrawn {
                seat, deck, card, ..
            } => format!(
                "{} draws {} from the {} Special Assignment deck.",
                n(seat),
                special_name(*card),
                deck.name()
            ),
            FortuneTold { seat, .. } => {
                format!(
                    "{} visits the Fortune Teller: the Pending Prophecies move.",
                    n(seat)
                )
            }
            FateWoven { seat, pending, .. } => format!(
                "{} weaves fate: Pending Prophecy {} becomes Active.",
                n(seat),
                pending + 1
            ),
            SpecialsDiscarded {
                discarded,
                returned,
            } => format!(
                "{} discarded; {} back to hand; each deck's top card goes to the bottom.",
                match discarded.len() {
                    1 => "1 used Special Assignment card is".to_string(),
                    k => format!("{k} used Special Assignment cards are"),
                },
                match returned.len() {
                    1 => "1 goes".to_string(),
                    k => format!("{k} go"),
                }
            ),
            PropheciesMoved { .. } => "The Prophecies move: a new one is Active.".into(),
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
