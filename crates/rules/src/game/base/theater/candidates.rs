//! The Theater's Actions for `legal_commands`: Set Up Trick and Reschedule,
//! only onto free slots facing their Link circles.

use std::cell::OnceCell;

use crate::cards::{Dir, PerformanceId};
use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::Game;
use crate::model::{Seat, Symbol};

impl Game {
    pub(crate) fn theater_candidates(
        &self,
        seat: Seat,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        let p = self.player(seat);
        let free_spots = self.free_spots();
        let any_way = OnceCell::new();
        let spots = |seat: Seat, symbol: Symbol| {
            if expansions.free_orientation(seat, symbol) {
                any_way.get_or_init(|| self.free_spots_any_way()).as_slice()
            } else {
                free_spots.as_slice()
            }
        };
        for t in p.tricks.iter().filter(|t| t.markers > 0) {
            for &(card, slot, facing) in spots(seat, t.symbol) {
                cands.push(Command::set_up_trick(t.trick, card, slot, facing));
                let at = At::SetUp {
                    trick: t.trick,
                    markers: t.markers,
                    card,
                    slot,
                    facing,
                };
                expansions.add(at, cands);
            }
        }
        expansions.add(At::Theater, cands);
        let any_marker = expansions.reschedules_any();
        for c in &self.theater {
            for (i, m) in c.markers.iter().enumerate() {
                let Some(m) = m else { continue };
                let slot = i as u8;
                if m.seat == seat {
                    expansions.add(At::OwnMarker { card: c.card, slot }, cands);
                }
                if m.seat != seat && !any_marker {
                    continue;
                }
                for &(to_card, to_slot, facing) in spots(m.seat, m.symbol) {
                    cands.push(Command::Reschedule {
                        card: c.card,
                        slot,
                        to_card,
                        to_slot,
                        facing,
                    });
                }
            }
        }
    }

    /// Free Performance card slots with the directions of their Link circles.
    pub(crate) fn free_spots(&self) -> Vec<(PerformanceId, u8, Dir)> {
        self.theater
            .iter()
            .flat_map(|c| {
                let printed = c.card.card();
                printed.slots.iter().enumerate().flat_map(move |(i, s)| {
                    let free = c.is_free(i);
                    s.links
                        .iter()
                        .filter(move |_| free)
                        .map(move |l| (c.card, i as u8, l.dir))
                })
            })
            .collect()
    }

    /// Free slots facing every way (004 "Practice", Free Orientation).
    pub(crate) fn free_spots_any_way(&self) -> Vec<(PerformanceId, u8, Dir)> {
        self.theater
            .iter()
            .flat_map(|c| {
                (0..c.markers.len())
                    .filter(|&i| c.is_free(i))
                    .flat_map(move |i| Dir::ALL.map(|d| (c.card, i as u8, d)))
            })
            .collect()
    }
}
