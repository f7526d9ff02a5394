//! The Dark Alley's Performance: the Performer's choices (The Red Lotus's
//! Trick Steal, A11 Durable Components, A13 Grand Premiere), Yoruba
//! Spiritmaster's Soul Possession holding the Performer to a card, and what
//! the Dark Alley adds to every Performance (Electra's piled markers, A12
//! Arranged Fiasco). The base Performance asks in here through
//! [`PerformerChoices`] and the modifier interface.

use crate::cards::{PerformEffect, PerformanceId, SpecialEffect, SpecialId, TrickId, Yield};
use crate::command::{Premiere, Steal, YieldKind};
use crate::error::RuleError;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::performance::{DeclineReason, PerformanceEvent, PerformerChoices};
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::modifier::Performed;
use crate::game::{Event, Game};
use crate::model::{CharacterId, Seat};

/// The Performer's choices (`Command::Perform`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PerformOptions {
    pub steal: Option<Steal>,
    pub premiere: Option<Premiere>,
    pub durable: Option<TrickId>,
}

impl PerformerChoices for PerformOptions {
    /// The Red Lotus's Trick Steal (C-139): the Performer's Trick yields as
    /// the stolen one, whose owner gets 1 Fame less.
    fn chosen_yield(&self, game: &Game, m: Performed, y: Yield) -> Yield {
        let Some(st) = self.steal else {
            return y;
        };
        let mut y = y;
        if m.owner == m.performer && m.trick == st.own {
            y = game.trick_yield(st.from, st.trick);
        }
        if m.owner == st.from && m.trick == st.trick {
            y.fame = y.fame.saturating_sub(1);
        }
        y
    }

    /// A13 Grand Premiere: the chosen yield of the Performer's Trick doubled.
    fn last_yield(&self, _game: &Game, m: Performed, y: Yield) -> Yield {
        let mut y = y;
        if let Some(pr) = self.premiere {
            if m.owner == m.performer && m.trick == pr.trick {
                match pr.doubled {
                    YieldKind::Fame => y.fame *= 2,
                    YieldKind::Coins => y.coins *= 2,
                    YieldKind::Shards => y.shards *= 2,
                }
            }
        }
        y
    }

    /// A11 (a marker back onto its Trick card), then A13's card used.
    fn after(&self, game: &Game, seat: Seat, out: &mut Vec<Event>) {
        if let Some(t) = self.durable {
            let card = game
                .performer_special(seat, PerformEffect::DurableComponents)
                .expect("checked");
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
            out.push(Event::Special(SpecialEvent::MarkerKept { seat, trick: t }));
        }
        if self.premiere.is_some() {
            let card = game
                .performer_special(seat, PerformEffect::GrandPremiere)
                .expect("checked");
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
        }
    }
}

impl Game {
    /// Perform `card` (or decline with `None`) with the Dark Alley's
    /// choices, where Soul Possession may have chosen the card.
    pub(crate) fn decide_perform_with_options(
        &self,
        seat: Seat,
        card: Option<PerformanceId>,
        opts: PerformOptions,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let day = self.performing(seat)?;
        if let Some(chosen) = self.possessed {
            // Soul Possession chose the card (ruling 10.3c): only that one, and
            // no declining while it holds a marker of the Performer's.
            let holds_mine = self
                .card_pos(chosen)
                .is_some_and(|pos| self.has_markers_on(seat, pos));
            if card != Some(chosen) && (card.is_some() || holds_mine) {
                return Err(RuleError::CannotPerform(
                    "why-yoruba-spiritmaster-chose-card-you-perform",
                ));
            }
        }
        let Some(card) = card else {
            out.push(Event::Performance(PerformanceEvent::PerformanceDeclined {
                day,
                seat,
                reason: DeclineReason::Chose,
            }));
            return Ok(());
        };
        let pos = self.performable(seat, card)?;
        self.check_perform_options(seat, pos, &opts)?;
        self.push_performance(seat, day, card, pos, &opts, out);
        Ok(())
    }

    /// The Performer's Magician's Perform card, if it has `effect` (A11, A12, A13).
    fn performer_special(&self, seat: Seat, effect: PerformEffect) -> Option<SpecialId> {
        self.player(seat)
            .ability_of(CharacterId::Magician)
            .filter(|c| c.effect() == SpecialEffect::Perform(effect))
    }

    /// The Red Lotus's Trick Steal, A11 Durable Components and A13 Grand
    /// Premiere choices must fit.
    fn check_perform_options(
        &self,
        seat: Seat,
        pos: usize,
        opts: &PerformOptions,
    ) -> Result<(), RuleError> {
        if let Some(st) = opts.steal {
            self.check_steal(seat, pos, st.own, st.from, st.trick)?;
        }
        let mine_here = |t| {
            self.player(seat).trick(t).is_some_and(|o| {
                let c = &self.theater[pos];
                c.markers
                    .iter()
                    .flatten()
                    .chain(c.guests.iter())
                    .any(|m| m.seat == seat && m.symbol == o.symbol)
            })
        };
        if let Some(pr) = opts.premiere {
            if self
                .performer_special(seat, PerformEffect::GrandPremiere)
                .is_none()
            {
                return Err(RuleError::CannotPerform(
                    "why-you-have-no-grand-premiere-card",
                ));
            }
            if !mine_here(pr.trick) || self.player(seat).performed_tricks.contains(&pr.trick) {
                return Err(RuleError::CannotPerform(
                    "why-grand-premiere-your-trick-performed-first",
                ));
            }
        }
        if let Some(t) = opts.durable {
            if self
                .performer_special(seat, PerformEffect::DurableComponents)
                .is_none()
            {
                return Err(RuleError::CannotPerform(
                    "why-you-have-no-durable-components-card",
                ));
            }
            if !mine_here(t) {
                return Err(RuleError::CannotPerform(
                    "why-durable-components-keeps-marker-your-trick",
                ));
            }
        }
        Ok(())
    }

    /// Electra's Supercharge: a piled slot pays its Trick's Link Bonus once
    /// more in Fame and in Coins.
    pub(crate) fn piled_yield(&self, m: Performed, y: Yield) -> Yield {
        let mut y = y;
        if m.slot
            .is_some_and(|s| self.theater[m.pos].piled.contains(&s))
        {
            let extra = m.trick.link_bonus();
            y.fame += extra;
            y.coins += extra;
        }
        y
    }

    /// A12 Arranged Fiasco, at the end of the Performance: the Performer
    /// gains 1 Fame per marker of theirs on the card, every other marker
    /// owner loses 1 Fame per marker of theirs.
    pub(crate) fn push_arranged_fiasco(&self, seat: Seat, pos: usize, out: &mut Vec<Event>) {
        let Some(card) = self.performer_special(seat, PerformEffect::ArrangedFiasco) else {
            return;
        };
        let c = &self.theater[pos];
        let mut counts: Vec<(Seat, i32)> = Vec::new();
        for m in c.markers.iter().flatten().chain(c.guests.iter()) {
            match counts.iter_mut().find(|(s, _)| *s == m.seat) {
                Some((_, n)) => *n += 1,
                None => counts.push((m.seat, 1)),
            }
        }
        counts.sort();
        for (s, n) in counts {
            out.push(Event::Ledger(LedgerEvent::FameChanged {
                seat: s,
                fame: if s == seat { n } else { -n },
                why: FameReason::Special(card),
            }));
        }
    }
}
