//! The Theater's Actions (rulebook "Theater", "Rules of Trick Marker Placement",
//! "Trick Links"): Set Up Trick with its Link Bonuses and Shards, and Reschedule.

use crate::cards::{Dir, PerformanceId, TrickId};
use crate::error::RuleError;
use crate::event::Event;
use crate::model::{Location, Seat, Symbol};
use crate::state::{CardInPlay, Game, Marker};

pub(crate) const SET_UP_AP: u8 = 1;
pub(crate) const RESCHEDULE_AP: u8 = 1;

/// Links a marker would form on `card` at `slot`, and the seats that get a Shard
/// for Links in Shard circles (each at most once).
pub(crate) fn links_formed(card: &CardInPlay, slot: usize, m: &Marker) -> (u8, Vec<Seat>) {
    let printed = card.card.card();
    let mut links = 0;
    let mut shards: Vec<Seat> = Vec::new();
    for l in printed.slots[slot].links {
        let Some(j) = printed.neighbour(slot, l.dir) else {
            continue;
        };
        let Some(o) = card.markers[j] else { continue };
        if m.edge(l.dir) == o.edge(l.dir.opposite()) {
            links += 1;
            if l.shard {
                for s in [m.seat, o.seat] {
                    if !shards.contains(&s) {
                        shards.push(s);
                    }
                }
            }
        }
    }
    (links, shards)
}

impl Game {
    /// Placement rules: a free slot, the Trick's category edge facing one of the
    /// slot's Link circles, and no second marker of the same Trick on the card.
    pub(crate) fn check_marker_spot(
        &self,
        seat: Seat,
        symbol: Symbol,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        ignore: Option<(usize, usize)>,
    ) -> Result<usize, RuleError> {
        let pos = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "that Performance card is not in the Theater",
        ))?;
        let in_play = &self.theater[pos];
        let printed = card.card();
        let slot = slot as usize;
        if slot >= printed.slots.len() {
            return Err(RuleError::BadMarkerPlacement("that card has no such slot"));
        }
        if in_play.markers[slot].is_some() {
            return Err(RuleError::BadMarkerPlacement("that slot is taken"));
        }
        if !printed.slots[slot].links.iter().any(|l| l.dir == facing) {
            return Err(RuleError::BadMarkerPlacement(
                "the Trick's category corner must point into a Link circle",
            ));
        }
        let duplicate = in_play.markers.iter().enumerate().any(|(i, m)| {
            Some((pos, i)) != ignore && matches!(m, Some(m) if m.seat == seat && m.symbol == symbol)
        });
        if duplicate {
            return Err(RuleError::BadMarkerPlacement(
                "that Trick already has a marker on this card",
            ));
        }
        Ok(pos)
    }

    pub(crate) fn decide_set_up(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Theater, SET_UP_AP)?;
        let owned = *self
            .player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        if owned.markers == 0 {
            return Err(RuleError::BadMarkerPlacement(
                "that Trick has no prepared markers",
            ));
        }
        let pos = self.check_marker_spot(seat, owned.symbol, card, slot, facing, None)?;
        let marker = Marker {
            seat,
            symbol: owned.symbol,
            category: trick.card().category,
            facing,
        };
        let (links, shards) = links_formed(&self.theater[pos], slot as usize, &marker);
        out.push(Event::TrickSetUp {
            seat,
            trick,
            card,
            slot,
            facing,
            links,
            link_value: trick.link_bonus() as u8,
            shards,
            ap: SET_UP_AP,
        });
        Ok(())
    }

    /// Reschedule: one of your markers to another free slot; no Link Bonus, no Shard.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_reschedule(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Theater, RESCHEDULE_AP)?;
        let from = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "that Performance card is not in the Theater",
        ))?;
        let marker = self.theater[from]
            .markers
            .get(slot as usize)
            .copied()
            .flatten()
            .filter(|m| m.seat == seat)
            .ok_or(RuleError::BadMarkerPlacement(
                "you have no marker on that slot",
            ))?;
        self.check_marker_spot(
            seat,
            marker.symbol,
            to_card,
            to_slot,
            facing,
            Some((from, slot as usize)),
        )?;
        out.push(Event::MarkerRescheduled {
            seat,
            card,
            slot,
            to_card,
            to_slot,
            facing,
            ap: RESCHEDULE_AP,
        });
        Ok(())
    }
}
