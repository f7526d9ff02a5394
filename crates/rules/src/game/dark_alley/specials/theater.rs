//! The Theater Special Assignment cards (Dark Alley A06-A15): how a Set
//! Up or a Reschedule goes when the acting Character carries one, and the
//! cards' own Theater Actions (Guest Performer, Street Performance).

use crate::cards::{
    Dir, Enhances, PerformanceId, RescheduleEffect, SetUpEffect, SpecialEffect, TrickId,
};
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::theater::{
    links_formed, set_up_marker, trick_set_up, TheaterEvent, RESCHEDULE_AP, SET_UP_AP,
};
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::modifier::{Done, Use};
use crate::game::{Event, Game};
use crate::model::{Location, Seat};
use crate::rules_version::Change;

impl Game {
    /// Set Up Trick, with the acting Character's Theater card if it has one.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_set_up_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        swap: Option<(PerformanceId, PerformanceId)>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if swap.is_some() || self.acting_card(seat, Enhances::SetUpTrick).is_some() {
            self.decide_set_up_with_card(seat, trick, card, slot, facing, swap, out)
        } else {
            self.decide_set_up(seat, trick, card, slot, facing, out)
        }
    }

    /// Set Up with the Theater cards: A07 Orchestral Interlude, A08 Headliner
    /// Trick, A09 New Twist, A10 Buying Time (`swap`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_set_up_with_card(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        swap: Option<(PerformanceId, PerformanceId)>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let special = self.acting_card(seat, Enhances::SetUpTrick);
        let effect = special.and_then(|c| c.effect().set_up());
        let twist = effect == Some(SetUpEffect::NewTwist);
        let (owned, pos) = self.set_up_check(seat, trick, card, slot, facing, twist)?;
        let marker = set_up_marker(seat, &owned, facing);
        let (mut links, shards) = links_formed(&self.theater[pos], slot as usize, &marker);
        if effect == Some(SetUpEffect::OrchestralInterlude) {
            let printed = card.card();
            links = printed.slots[slot as usize]
                .links
                .iter()
                .filter(|l| {
                    printed
                        .neighbour(slot as usize, l.dir)
                        .is_some_and(|j| !self.theater[pos].is_free(j))
                })
                .count() as u8;
        }
        if effect == Some(SetUpEffect::HeadlinerTrick) {
            links *= 2;
        }
        if let Some((a, b)) = swap {
            if effect != Some(SetUpEffect::BuyingTime) {
                return Err(RuleError::BadMarkerPlacement(
                    "why-you-have-no-buying-time-card",
                ));
            }
            if a == b || self.card_pos(a).is_none() || self.card_pos(b).is_none() {
                return Err(RuleError::BadMarkerPlacement(
                    "why-swap-two-performance-cards-theater",
                ));
            }
        }
        out.push(trick_set_up(
            seat, trick, card, slot, facing, links, &shards,
        ));
        if effect == Some(SetUpEffect::HeadlinerTrick) {
            for &s in &shards {
                out.push(Event::Ledger(LedgerEvent::ShardsGained {
                    seat: s,
                    shards: 1,
                    extra: None,
                }));
            }
        }
        self.push_set_up_after(seat, trick, &shards, out);
        if let Some(c) = special.filter(|_| effect != Some(SetUpEffect::GuestPerformer)) {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
        }
        if let Some((a, b)) = swap {
            out.push(Event::Special(SpecialEvent::PerformanceCardsSwapped {
                a,
                b,
            }));
            out.push(Event::Ledger(LedgerEvent::CoinsGained { seat, coins: 3 }));
        }
        Ok(())
    }

    /// A06 Guest Performer: a marker onto a Performance card with no free slot.
    pub(crate) fn decide_set_up_guest(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Theater, SET_UP_AP)?;
        let special = self
            .acting_card(seat, Enhances::SetUpTrick)
            .filter(|c| c.effect() == SpecialEffect::SetUp(SetUpEffect::GuestPerformer))
            .ok_or(RuleError::BadMarkerPlacement(
                "why-you-have-no-guest-performer-card",
            ))?;
        let owned = *self
            .player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        self.check_use(seat, Use::SetUp(owned.symbol))?;
        if owned.markers == 0 {
            return Err(RuleError::BadMarkerPlacement(
                "why-trick-has-no-prepared-markers",
            ));
        }
        let pos = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "why-performance-card-not-theater",
        ))?;
        let c = &self.theater[pos];
        if (0..c.markers.len()).any(|i| c.is_free(i)) {
            return Err(RuleError::BadMarkerPlacement(
                "why-guest-goes-only-card-no-free",
            ));
        }
        // A06 lifts only the free-slot limit: the one-marker-per-Trick rule of
        // 001 ("Two Trick Markers of the same color AND the same symbol cannot
        // be in the same Performance") still holds (rules version 2).
        if self.follows(Change::OneMarkerPerTrickCountsGuests) {
            let c = &self.theater[pos];
            if c.markers
                .iter()
                .flatten()
                .chain(c.guests.iter())
                .any(|m| m.seat == seat && m.symbol == owned.symbol)
            {
                return Err(RuleError::BadMarkerPlacement(
                    "why-trick-already-has-marker-card",
                ));
            }
        }
        out.push(Event::Special(SpecialEvent::GuestSetUp {
            seat,
            trick,
            card,
            ap: SET_UP_AP,
        }));
        out.push(Event::Special(SpecialEvent::SpecialUsed {
            seat,
            card: special,
        }));
        self.push_after(seat, Done::SetUp(trick), out);
        Ok(())
    }

    /// A14 Street Performance: instead of moving your marker, take it off and
    /// receive its Trick's yields with your weekday's modifier.
    pub(crate) fn decide_street_performance(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Theater, RESCHEDULE_AP)?;
        let special = self
            .acting_card(seat, Enhances::Reschedule)
            .filter(|c| {
                c.effect() == SpecialEffect::Reschedule(RescheduleEffect::StreetPerformance)
            })
            .ok_or(RuleError::BadMarkerPlacement(
                "why-you-have-no-street-performance-card",
            ))?;
        let pos = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "why-performance-card-not-theater",
        ))?;
        let m = self.theater[pos]
            .markers
            .get(slot as usize)
            .copied()
            .flatten()
            .filter(|m| m.seat == seat)
            .ok_or(RuleError::BadMarkerPlacement("why-you-have-no-marker-slot"))?;
        let trick = self
            .player(seat)
            .trick_by_symbol(m.symbol)
            .ok_or(RuleError::NotYourTrick)?
            .trick;
        let day = self
            .theater_day(seat)
            .unwrap_or(crate::model::Weekday::Friday);
        let modifier = self.day_modifier(day);
        let y = self.trick_yield(seat, trick);
        out.push(Event::Special(SpecialEvent::StreetPerformed {
            seat,
            card,
            slot,
            trick,
            fame: (y.fame as i32 + modifier).max(0) as u32,
            coins: (y.coins as i32 + modifier).max(0) as u32,
            shards: y.shards,
            ap: RESCHEDULE_AP,
        }));
        out.push(Event::Special(SpecialEvent::SpecialUsed {
            seat,
            card: special,
        }));
        if y.shards > 0 {
            self.push_after(seat, Done::GainedShard, out);
        }
        Ok(())
    }

    /// Reschedule with A15 Director's Favor: any player's marker may move (the
    /// card is used when it is an opponent's).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_reschedule_with_card(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let favor = self
            .acting_card(seat, Enhances::Reschedule)
            .filter(|c| c.effect() == SpecialEffect::Reschedule(RescheduleEffect::DirectorsFavor));
        let marker =
            self.rescheduled_marker(seat, card, slot, to_card, to_slot, facing, favor.is_some())?;
        if let Some(card) = favor.filter(|_| marker.seat != seat) {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
        }
        out.push(Event::Theater(TheaterEvent::MarkerRescheduled {
            seat,
            card,
            slot,
            to_card,
            to_slot,
            facing,
            ap: RESCHEDULE_AP,
        }));
        Ok(())
    }
}
