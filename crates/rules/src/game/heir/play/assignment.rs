//! 004 "Assignment phase" for the Heir: its Plan tile names the Locations,
//! its Characters take the cards in its board's order.

use crate::game::heir::{
    events::{HeirAct, HeirEvent},
    procedure,
    state::{heir_order, location, place, HEIR_SEAT},
    Place,
};
use crate::game::{Event, Game};
use crate::model::CharacterId;

impl Game {
    /// 004 "Assignment phase" 1-2 and the cards.
    pub(super) fn heir_assign(&self) -> Event {
        let h = self.heir.as_ref().expect("Heir game");
        let plan = *h.plans.last().expect("a Plan tile for every turn");
        let tile = &self.plan_tiles()[plan as usize];
        let p = self.player(HEIR_SEAT);
        let team: Vec<CharacterId> = heir_order(p);
        let specials: Vec<Place> = p
            .specials
            .iter()
            .map(|s| place(s.card().location))
            .collect();
        let mut hand = p.hand;
        let mut in_hand = p.specials.clone();
        let mut cards = Vec::new();
        let steps = procedure::assign_from_plan(tile, usize::MAX, &specials);
        let mut chars = team.into_iter();
        for step in steps {
            let loc = location(step.location);
            let card = if step.special {
                let i = in_hand
                    .iter()
                    .position(|s| s.card().location == loc)
                    .expect("assign_from_plan kept it");
                Some(in_hand.remove(i))
            } else if hand[loc.index()] > 0 {
                hand[loc.index()] -= 1;
                None
            } else {
                continue;
            };
            let Some(c) = chars.next() else { break };
            cards.push((c, loc, card));
        }
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::Assigned {
                plan,
                code: tile.code.clone(),
                cards,
            },
        })
    }
}
