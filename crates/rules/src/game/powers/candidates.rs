//! Magician Powers' candidates for `legal_commands`: the set-up discard,
//! learning a Power, Ears among the Townsfolk, and Gambling among
//! Downtown's Actions ([`PowersCandidates`]).

use crate::command::{Command, Rearrangement};
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Location, Seat};

impl Game {
    /// Magician Powers' own decisions.
    pub(crate) fn power_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        let Some(board) = &p.powers else { return };
        let mut hand = board.hand.clone();
        hand.sort();
        hand.dedup();
        match self.phase {
            Phase::DiscardPowers { .. } => {
                cands.extend(hand.iter().map(|&power| Command::DiscardPower { power }))
            }
            Phase::LearnPowers { .. } => {
                for &power in &hand {
                    let slots = 0..board.slots.len() as u8;
                    cands.extend(slots.map(|slot| Command::LearnPower { power, slot }));
                }
                cands.push(Command::PassPower);
            }
            Phase::Rearrange { .. } => self.rearrange_candidates(seat, cands),
            _ => {}
        }
    }

    /// Ears among the Townsfolk: no change, two waiting Characters' cards
    /// swapped, or one's card replaced from the hand.
    fn rearrange_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        let rearrange = |change| Command::Rearrange {
            change: Some(change),
        };
        cands.push(Command::Rearrange { change: None });
        let waiting: Vec<CharacterId> = self.to_place(seat).collect();
        let mut specials = p.specials.clone();
        specials.sort();
        specials.dedup();
        for (i, &a) in waiting.iter().enumerate() {
            for &b in &waiting[i + 1..] {
                cands.push(rearrange(Rearrangement::Swap { a, b }));
            }
            for location in Location::ALL {
                cands.push(rearrange(Rearrangement::Replace {
                    character: a,
                    location,
                }));
            }
            for &card in &specials {
                cands.push(rearrange(Rearrangement::ReplaceSpecial {
                    character: a,
                    card,
                }));
            }
        }
    }
}

/// What Magician Powers add to the base candidates: Gambling Downtown.
pub(crate) struct PowersCandidates;

impl ExpansionCandidates for PowersCandidates {
    #[inline(always)]
    fn add(&self, at: At, cands: &mut Vec<Command>) {
        if let At::Downtown = at {
            cands.push(Command::Gamble);
        }
    }
}
