//! `apply_event`: records an event's facts in the state. It cannot fail and
//! decides nothing; every number it uses was computed by `decide`.

use crate::game::Event;
use crate::game::{Game, Phase};

impl Game {
    /// Records an event: the acting Character spends the Action Points it
    /// cost, then the part of the rules it belongs to records its facts.
    pub(crate) fn apply_event(&mut self, e: &Event) {
        if let Some(ap) = e.ap() {
            if let Phase::PlaceCharacters {
                acting: Some(a), ..
            } = &mut self.phase
            {
                a.ap -= ap;
            }
        }
        match e {
            Event::Setup(e) => self.apply_setup(e),
            Event::Turn(e) => self.apply_turn(e),
            Event::Assignment(e) => self.apply_assignment(e),
            Event::Placement(e) => self.apply_placement(e),
            Event::Downtown(e) => self.apply_downtown(e),
            Event::MarketRow(e) => self.apply_market_row(e),
            Event::Workshop(e) => self.apply_workshop(e),
            Event::Theater(e) => self.apply_theater(e),
            Event::Performance(e) => self.apply_performance(e),
            Event::EndTurn(e) => self.apply_end_turn(e),
            Event::Ledger(e) => self.apply_ledger(e),
            Event::Special(e) => self.apply_special(e),
            Event::Ability(e) => self.apply_ability(e),
            Event::Alley(e) => self.apply_alley(e),
            Event::TakeBack(e) => self.apply_take_back(e),
            Event::Powers(e) => self.apply_powers(e),
            Event::Academy(e) => self.apply_academy(e),
            Event::Heir(e) => self.apply_heir_event(e),
            Event::Duel(e) => self.apply_duel(e),
        }
    }

    pub(crate) fn bump_pos(&mut self) {
        match &mut self.phase {
            Phase::ChooseMagicians { pos }
            | Phase::ChooseTricks { pos }
            | Phase::SetupBoards { pos, .. }
            | Phase::Advertise { pos }
            | Phase::DiscardPowers { pos }
            | Phase::LearnPowers { pos } => *pos += 1,
            _ => {}
        }
    }
}
