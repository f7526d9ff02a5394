//! 004 "Roll dice phase" for the Heir: its Turn Setup dice, the two the
//! player re-rolls from the second turn, and the slots they cover.

use crate::game::heir::{
    events::{HeirAct, HeirEvent},
    heir_content, procedure, DieFaceCover, HeirContent, Place,
};
use crate::game::{Event, Game, Phase};
use crate::model::{Slot, Weekday};

impl Game {
    /// 004 "Roll dice phase": on the first turn every Turn Setup die; from
    /// the second the player first picks the two to re-roll.
    pub(crate) fn push_heir_turn_setup(&self, turn: u8, out: &mut Vec<Event>) {
        let Some(h) = &self.heir else { return };
        if turn != 1 {
            out.push(Event::Heir(HeirEvent::Heir {
                act: HeirAct::TurnSetupDue,
            }));
            return;
        }
        let mut draw = self.rng.next_stream();
        let faces = h
            .dice
            .iter()
            .map(|(p, _)| (*p, draw.below(6) as u8))
            .collect();
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::TurnSetupRolled {
                faces,
                marked: Vec::new(),
            },
        }));
    }

    /// 004 "Roll dice phase": the pairs of Locations the player may re-roll.
    pub fn turn_setup_choices(&self) -> Vec<[Place; 2]> {
        let Some(h) = &self.heir else {
            return Vec::new();
        };
        let places: Vec<Place> = h.dice.iter().map(|d| d.0).collect();
        procedure::reroll_choices(&places, &h.marked)
    }

    /// Whether the player must choose the Turn Setup dice to re-roll now.
    pub(crate) fn turn_setup_due(&self) -> bool {
        matches!(self.phase, Phase::TurnSetup)
    }

    /// `Command::RerollTurnSetup`: the player re-rolls two Locations' dice.
    pub(crate) fn decide_reroll_turn_setup(
        &self,
        places: [Place; 2],
        out: &mut Vec<Event>,
    ) -> Result<(), crate::error::RuleError> {
        use crate::error::RuleError;
        if !self.turn_setup_due() {
            return Err(RuleError::WrongTime("why-turn-setup-dice-re-rolled-after"));
        }
        let ok = self
            .turn_setup_choices()
            .iter()
            .any(|c| *c == places || *c == [places[1], places[0]]);
        if !ok {
            return Err(RuleError::TurnSetup(
                "why-choose-two-locations-without-turn-setup",
            ));
        }
        let mut draw = self.rng.next_stream();
        let faces = places.iter().map(|p| (*p, draw.below(6) as u8)).collect();
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::TurnSetupRolled {
                faces,
                marked: places.to_vec(),
            },
        }));
        Ok(())
    }

    /// Whether the Heir's Turn Setup dice cover `slot` this turn.
    pub(crate) fn heir_covered(&self, slot: Slot) -> bool {
        let Some(h) = &self.heir else { return false };
        let (p, i) = match slot {
            Slot::Downtown(i) => (Place::Downtown, i),
            Slot::MarketRow(i) => (Place::MarketRow, i),
            Slot::DarkAlley(i) => (Place::DarkAlley, i),
            Slot::Academy(i) => (Place::Academy, i),
            Slot::Backstage(d, _) | Slot::Performance(d) => return self.heir_weekday_covered(d),
            Slot::Workshop(_) => return false,
        };
        let c = heir_content();
        h.dice.iter().any(|(place, face)| {
            *place == p
                && face.is_some_and(|f| {
                    die_face(c, p, f)
                        .and_then(|f| f.covers)
                        .is_some_and(|cv| cv.contains(&i))
                })
        })
    }

    /// Whether the Theater's Turn Setup die covers `day` this turn.
    pub(crate) fn heir_weekday_covered(&self, day: Weekday) -> bool {
        let Some(h) = &self.heir else { return false };
        let c = heir_content();
        h.dice.iter().any(|(place, face)| {
            *place == Place::Theater
                && face.is_some_and(|f| {
                    die_face(c, Place::Theater, f)
                        .and_then(|f| f.weekdays)
                        .is_some_and(|w| w.contains(&day))
                })
        })
    }
}

fn die_face(c: &HeirContent, p: Place, face: u8) -> Option<DieFaceCover> {
    c.turn_setup_dice
        .iter()
        .find(|d| d.location == p)
        .and_then(|d| d.faces.get(face as usize).cloned())
}
