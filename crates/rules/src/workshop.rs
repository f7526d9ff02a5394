//! The Workshop (rulebook "Workshop"): Prepare, and the Specialists' Move Tricks,
//! Move Components and Move Apprentices.

use crate::board;
use crate::cards::{Component, TrickId};
use crate::error::RuleError;
use crate::event::Event;
use crate::model::{CharacterId, Location, Seat, Specialist};
use crate::state::{CharState, Game};

pub(crate) const MOVE_AP: u8 = 1;

impl Game {
    /// Prepare: Components met, no marker on the Trick; places the printed markers
    /// (+1 on the Engineer's slot) as far as the supply of that symbol allows.
    pub(crate) fn decide_prepare(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        let owned = p.trick(trick).ok_or(RuleError::NotYourTrick)?;
        let card = trick.card();
        self.acting_at(seat, Location::Workshop, card.prepare_ap)?;
        if owned.markers > 0 {
            return Err(RuleError::CannotPrepare("it still has Trick Markers on it"));
        }
        if !p.meets_requirements(trick) {
            return Err(RuleError::CannotPrepare("you do not have its Components"));
        }
        let supply = board::MARKERS_PER_SYMBOL - self.markers_in_theater(seat, owned.symbol);
        let markers = (card.markers + u8::from(owned.engineer_slot)).min(supply);
        if markers == 0 {
            return Err(RuleError::CannotPrepare(
                "all four of its markers are in the Theater",
            ));
        }
        out.push(Event::TrickPrepared {
            seat,
            trick,
            markers,
            ap: card.prepare_ap,
        });
        Ok(())
    }

    pub(crate) fn decide_move_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Engineer) {
            return Err(RuleError::CannotMove(
                "Move Tricks needs the Engineer's extension",
            ));
        }
        let owned = p.trick(trick).ok_or(RuleError::NotYourTrick)?;
        if owned.engineer_slot {
            return Err(RuleError::CannotMove(
                "that Trick is already on the Engineer's slot",
            ));
        }
        let swapped = p.tricks.iter().find(|t| t.engineer_slot).map(|t| t.trick);
        out.push(Event::TrickMoved {
            seat,
            trick,
            swapped,
            ap: MOVE_AP,
        });
        Ok(())
    }

    pub(crate) fn decide_move_components(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Manager) {
            return Err(RuleError::CannotMove(
                "Move Components needs the Manager's extension",
            ));
        }
        if slot >= 2 {
            return Err(RuleError::CannotMove(
                "the Manager has two Multi Component slots",
            ));
        }
        let have = p.components[component.index()];
        if have == 0 {
            return Err(RuleError::CannotMove("you have none of that Component"));
        }
        if p.multi_slots.contains(&Some(component)) {
            return Err(RuleError::CannotMove(
                "that pile is already on a Multi Component slot",
            ));
        }
        if have + 1 > board::COMPONENT_LIMIT {
            return Err(RuleError::CannotMove(
                "a pile of 3 would count 4 on a Multi slot",
            ));
        }
        let swapped = p.multi_slots[slot as usize];
        out.push(Event::ComponentsMoved {
            seat,
            component,
            slot,
            swapped,
            ap: MOVE_AP,
        });
        Ok(())
    }

    pub(crate) fn decide_move_apprentice(
        &self,
        seat: Seat,
        apprentice: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Assistant) {
            return Err(RuleError::CannotMove(
                "Move Apprentices needs the Assistant's extension",
            ));
        }
        if p.assistant_slot.is_some() {
            return Err(RuleError::CannotMove(
                "the Assistant's Apprentice slot is taken",
            ));
        }
        if !apprentice.is_apprentice()
            || !matches!(p.state(apprentice), CharState::Home | CharState::Idle)
        {
            return Err(RuleError::CannotMove(
                "only an Apprentice still on your board can move there",
            ));
        }
        out.push(Event::ApprenticeMoved {
            seat,
            apprentice,
            ap: MOVE_AP,
        });
        Ok(())
    }
}
