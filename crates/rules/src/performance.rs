//! The Performance phase (rulebook "The Performance Phase"): Thursday to Sunday,
//! each Magician on a Performance slot performs one card holding its markers;
//! every marker owner gets its Tricks' yields with weekday modifiers, and the
//! Performer gets the Link, Specialist and card bonuses.

use crate::cards::{PerformanceId, Yield};
use crate::error::RuleError;
use crate::event::{Event, Payout};
use crate::model::{CharacterId, Seat, Weekday};
use crate::state::{Game, Phase};

impl Game {
    pub(crate) fn has_markers_on(&self, seat: Seat, pos: usize) -> bool {
        self.theater[pos]
            .markers
            .iter()
            .any(|m| matches!(m, Some(m) if m.seat == seat))
    }

    /// Finds the next weekday whose Performer has something to choose, or ends the phase.
    pub(crate) fn auto_performance(&self, day: u8, out: &mut Vec<Event>) {
        for d in (day as usize)..4 {
            if let Some((seat, CharacterId::Magician)) = self.theater_slots[d][2] {
                let weekday = Weekday::ALL[d];
                if (0..self.theater.len()).any(|pos| self.has_markers_on(seat, pos)) {
                    out.push(Event::PerformerToChoose { day: weekday, seat });
                } else {
                    out.push(Event::PerformanceDeclined { day: weekday, seat });
                }
                return;
            }
        }
        self.push_end_turn(out);
    }

    /// Yields of a Performance: per marker owner, and the Performer's bonus.
    pub(crate) fn performance_payouts(
        &self,
        performer: Seat,
        day: Weekday,
        pos: usize,
    ) -> (Vec<Payout>, Yield, u32) {
        let card = &self.theater[pos];
        let mut payouts: Vec<Payout> = Vec::new();
        for m in card.markers.iter().flatten() {
            let owner = self.player(m.seat);
            let Some(owned) = owner.trick_by_symbol(m.symbol) else {
                continue;
            };
            let modifier = self.theater_day(m.seat).unwrap_or(day).yield_modifier();
            let y = owned.trick.card().yields;
            let idx = match payouts.iter().position(|p| p.seat == m.seat) {
                Some(i) => i,
                None => {
                    payouts.push(Payout {
                        seat: m.seat,
                        tricks: Vec::new(),
                        fame: 0,
                        coins: 0,
                        shards: 0,
                    });
                    payouts.len() - 1
                }
            };
            let p = &mut payouts[idx];
            p.tricks.push(owned.trick);
            p.fame += (y.fame as i32 + modifier).max(0) as u32;
            p.coins += (y.coins as i32 + modifier).max(0) as u32;
            p.shards += y.shards;
        }
        payouts.sort_by_key(|p| p.seat);
        let links = self.links_on(card);
        let mut bonus = card.card.card().bonus;
        bonus.fame += links;
        for who in &self.theater_slots[day.index()][..2] {
            match who {
                Some((s, CharacterId::Assistant)) if *s == performer => bonus.fame += 2,
                Some((s, CharacterId::Manager)) if *s == performer => bonus.coins += 3,
                Some((s, CharacterId::Engineer)) if *s == performer => bonus.shards += 1,
                _ => {}
            }
        }
        (payouts, bonus, links)
    }

    pub(crate) fn decide_perform(
        &self,
        seat: Seat,
        card: Option<PerformanceId>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Performance {
            day,
            performer: Some(p),
        } = self.phase
        else {
            return Err(RuleError::WrongTime(
                "Performances happen in the Performance phase",
            ));
        };
        debug_assert_eq!(p, seat);
        let day = Weekday::ALL[day as usize];
        let Some(card) = card else {
            out.push(Event::PerformanceDeclined { day, seat });
            return Ok(());
        };
        let pos = self
            .card_pos(card)
            .ok_or(RuleError::CannotPerform("that card is not in the Theater"))?;
        if !self.has_markers_on(seat, pos) {
            return Err(RuleError::CannotPerform(
                "it holds none of your Trick Markers",
            ));
        }
        let (payouts, bonus, links) = self.performance_payouts(seat, day, pos);
        out.push(Event::Performed {
            day,
            seat,
            card,
            links,
            payouts,
            bonus,
        });
        Ok(())
    }
}
