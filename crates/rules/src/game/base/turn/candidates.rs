//! The turn's commands for `legal_commands`: Advertise, Assignment, placing
//! Characters, the Link Bonus, and giving Tricks and Components back.

use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::base::player::CharState;
use crate::game::modifier::Allowance;
use crate::game::Game;
use crate::model::{CharacterId, Component, FameOrCoins, Location, Seat};

impl Game {
    pub(crate) fn advertise_candidates(cands: &mut Vec<Command>) {
        cands.push(Command::Advertise);
        cands.push(Command::DeclineAdvertise);
    }

    pub(crate) fn assignment_candidates(
        &self,
        seat: Seat,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        let p = self.player(seat);
        for c in CharacterId::ALL {
            if p.cards[c.index()].is_some() {
                cands.push(Command::Unassign { character: c });
                continue;
            }
            // (prune) card_free: only a Character at home gets a card.
            if prune && p.state(c) != CharState::Home {
                continue;
            }
            for location in Location::ALL {
                // (prune) decide_assign: a card of that Location in hand.
                if !prune || p.hand[location.index()] > 0 {
                    cands.push(Command::Assign {
                        character: c,
                        location,
                    });
                }
            }
            expansions.add(At::Assign(c), cands);
        }
        expansions.add(At::Assignment, cands);
        cands.push(Command::ConfirmAssignments);
    }

    pub(crate) fn placement_candidates(
        &self,
        seat: Seat,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        expansions.add(At::Placement, cands);
        let p = self.player(seat);
        for character in self.to_place(seat) {
            for slot in self.placement_slots(seat, character) {
                // (prune) decide_place checks the slot whatever the options.
                if prune && self.check_slot(seat, character, slot).is_err() {
                    continue;
                }
                let in_theater = slot.location() == Location::Theater;
                for enhance in [false, true] {
                    // (prune) decide_place: Enhance needs a Shard, and not
                    // in the Theater (unless an expansion allows it).
                    if prune
                        && enhance
                        && (p.shards == 0
                            || (in_theater && !self.allowed(seat, Allowance::EnhanceInTheater)))
                    {
                        continue;
                    }
                    cands.push(Command::place(character, slot, enhance));
                    let at = At::Place {
                        character,
                        slot,
                        enhance,
                    };
                    expansions.add(at, cands);
                }
            }
            cands.push(Command::LeaveIdle { character });
        }
    }

    /// A pending Link Bonus, taken as Fame or as Coins.
    pub(crate) fn link_bonus_candidates(cands: &mut Vec<Command>) {
        cands.push(Command::TakeLinkBonus {
            reward: FameOrCoins::Fame,
        });
        cands.push(Command::TakeLinkBonus {
            reward: FameOrCoins::Coins,
        });
    }

    /// Tricks and Components the player may give back at any of their
    /// decisions.
    pub(crate) fn return_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        for t in &p.tricks {
            cands.push(Command::ReturnTrick { trick: t.trick });
        }
        for c in Component::ALL {
            for count in 1..=p.components[c.index()] {
                cands.push(Command::ReturnComponents {
                    component: c,
                    count,
                });
            }
        }
    }
}
