//! The Assignment phase (rulebook "Assignment"): face-down Assignment cards
//! under the Characters, all revealed at once when everyone is done.

use crate::error::RuleError;
use crate::game::base::player::CharState;
use crate::game::base::turn::AssignmentEvent;
use crate::game::modifier::Moment;
use crate::game::{Event, Game, Phase, Player};
use crate::model::{CharacterId, Location, Seat};

impl Game {
    pub(crate) fn in_assignment(&self) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::Assignment) {
            return Err(RuleError::WrongTime(
                "why-assignment-cards-placed-during-assignment-phase",
            ));
        }
        Ok(())
    }

    /// Assignment cards go under Characters in the Assignment phase (or
    /// later, where an expansion allows it).
    pub(crate) fn assigning(&self, seat: Seat, character: CharacterId) -> Result<(), RuleError> {
        // The Assignment phase first: no expansion needs asking then (a
        // late assignment happens while placing).
        if matches!(self.phase, Phase::Assignment) {
            return Ok(());
        }
        if self.late_assignment(seat) == Some(character) && self.placing(seat).is_ok() {
            return Ok(());
        }
        self.in_assignment()
    }

    /// The seat's player, if `character` is at home without a card and may get one now.
    pub(crate) fn card_free(
        &self,
        seat: Seat,
        character: CharacterId,
    ) -> Result<&Player, RuleError> {
        self.assigning(seat, character)?;
        let p = self.player(seat);
        if p.state(character) != CharState::Home {
            return Err(RuleError::NoSuchCharacter);
        }
        if p.cards[character.index()].is_some() {
            return Err(RuleError::CharacterUnavailable(
                "why-already-has-assignment-card",
            ));
        }
        Ok(p)
    }

    /// `decide_assign`'s refusals: `legal_commands` asks this for every
    /// Assign candidate without building the event.
    pub(crate) fn check_assign(
        &self,
        seat: Seat,
        character: CharacterId,
        location: Location,
    ) -> Result<(), RuleError> {
        let p = self.card_free(seat, character)?;
        if p.hand[location.index()] == 0 {
            return Err(RuleError::no_card(location));
        }
        Ok(())
    }

    pub(crate) fn decide_assign(
        &self,
        seat: Seat,
        character: CharacterId,
        location: Location,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_assign(seat, character, location)?;
        out.push(Event::Assignment(AssignmentEvent::CardAssigned {
            seat,
            character,
            location: Some(location),
        }));
        Ok(())
    }

    /// `decide_unassign`'s refusals: `legal_commands` asks this for every
    /// Unassign candidate without building the event. The card's Location.
    pub(crate) fn check_unassign(
        &self,
        seat: Seat,
        character: CharacterId,
    ) -> Result<Location, RuleError> {
        self.in_assignment()?;
        self.player(seat).cards[character.index()].ok_or(RuleError::CharacterUnavailable(
            "why-has-no-assignment-card",
        ))
    }

    pub(crate) fn decide_unassign(
        &self,
        seat: Seat,
        character: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let location = self.check_unassign(seat, character)?;
        out.push(Event::Assignment(AssignmentEvent::CardUnassigned {
            seat,
            character,
            location: Some(location),
        }));
        Ok(())
    }

    pub(crate) fn decide_confirm(&self, seat: Seat, out: &mut Vec<Event>) -> Result<(), RuleError> {
        self.in_assignment()?;
        out.push(Event::Assignment(AssignmentEvent::AssignmentConfirmed {
            seat,
        }));
        Ok(())
    }

    /// When every player is done, all cards are revealed at once.
    pub(crate) fn auto_assignment(&self, out: &mut Vec<Event>) {
        if !self.players.iter().all(|p| p.assignment_confirmed) {
            return;
        }
        let mut cards = Vec::new();
        for seat in self.seats().filter(|_| !self.cards_stay_hidden()) {
            let p = self.player(seat);
            for c in CharacterId::ALL {
                if let Some(loc) = p.cards[c.index()] {
                    cards.push((seat, c, loc));
                }
            }
        }
        out.push(Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards,
        }));
        self.push_at(Moment::CardsRevealed, out);
    }

    /// Whether an expansion keeps the Assignment cards face down until
    /// their Characters are placed.
    pub(crate) fn cards_stay_hidden(&self) -> bool {
        self.modifiers().any(|m| m.hides_assignments(self))
    }

    /// Whether a Character's Assignment card is face up for everyone now.
    pub(crate) fn card_revealed(&self, seat: Seat, c: CharacterId) -> bool {
        match self.phase {
            Phase::ChooseMagicians { .. }
            | Phase::ChooseTricks { .. }
            | Phase::SetupBoards { .. }
            | Phase::StartTurn
            | Phase::Advertise { .. }
            | Phase::Assignment => false,
            _ => {
                !self.cards_stay_hidden()
                    || matches!(self.player(seat).state(c), CharState::Placed(_))
            }
        }
    }
}
