//! The Workshop Special Assignment cards (Dark Alley A16-A24): how a
//! Prepare goes when the acting Character carries one, with the choice the
//! card offers.

use crate::cards::{Enhances, PrepareEffect, TrickId};
use crate::command::PrepareOption;
use crate::error::RuleError;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::player::CharState;
use crate::game::base::theater::TheaterEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::modifier::{Number, Use};
use crate::game::{Event, Game};
use crate::model::Seat;

impl Game {
    /// Prepare with the acting Character's Workshop card: A16 Trick
    /// Tweaking (+1 marker), A19 Invention (Fame), A20 Ingenuity (one
    /// Component type short, 1 marker) act by themselves; `option` carries
    /// the others' choices (A17, A18, A21-A24).
    pub(crate) fn decide_prepare_with_card(
        &self,
        seat: Seat,
        trick: TrickId,
        option: Option<PrepareOption>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (owned, prepare_ap) = self.prepare_check(seat, trick)?;
        let a = *self.acting(seat)?;
        let p = self.player(seat);
        let card = trick.card();
        let special = self.acting_card(seat, Enhances::Prepare);
        let effect = special.and_then(|c| c.effect().prepare());
        let short = self.components_short(seat, &owned);
        let ingenuity = effect == Some(PrepareEffect::Ingenuity) && short == 1;
        if short > 0 && !ingenuity {
            return Err(RuleError::CannotPrepare("why-you-do-not-have-components"));
        }
        let symbol = owned.symbol;
        let printed = if ingenuity {
            // Ingenuity's one marker; only a Practice Room's extra marker adds to it.
            self.modified(seat, Number::UpgradedMarkers { trick, symbol }, 1) as u8
        } else {
            let printed = card.markers
                + u8::from(owned.engineer_slot)
                + u8::from(effect == Some(PrepareEffect::TrickTweaking));
            self.modified(
                seat,
                Number::PreparedMarkers { trick, symbol },
                i64::from(printed),
            ) as u8
        };
        let mut printed = printed;
        let wants = |e: PrepareEffect| {
            if effect == Some(e) {
                Ok(())
            } else {
                Err(RuleError::CannotPrepare(
                    "why-your-special-assignment-card-offers-no",
                ))
            }
        };
        let mut after: Vec<Event> = Vec::new();
        match option {
            None => {}
            Some(PrepareOption::TestRun) => {
                wants(PrepareEffect::TestRun)?;
                printed -= 1;
                let y = self.trick_yield(seat, trick);
                if y.fame > 0 {
                    after.push(Event::Ledger(LedgerEvent::FameChanged {
                        seat,
                        fame: y.fame as i32,
                        why: FameReason::Special(special.expect("card")),
                    }));
                }
                if y.coins > 0 {
                    after.push(Event::Ledger(LedgerEvent::CoinsGained {
                        seat,
                        coins: y.coins,
                    }));
                }
                if y.shards > 0 {
                    after.push(Event::Ledger(LedgerEvent::ShardsGained {
                        seat,
                        shards: y.shards,
                        extra: None,
                    }));
                    self.push_shard_extras(&[seat], &mut after);
                }
            }
            Some(PrepareOption::ReplaceableParts { other }) => {
                wants(PrepareEffect::ReplaceableParts)?;
                printed -= 1;
                let o = p.trick(other).ok_or(RuleError::NotYourTrick)?;
                if other == trick || other.card().threshold > card.threshold {
                    return Err(RuleError::CannotPrepare(
                        "why-other-trick-must-another-yours-same",
                    ));
                }
                self.check_use(seat, Use::Prepare(o.symbol))?;
                if o.markers >= self.markers_left(seat, o.symbol) {
                    return Err(RuleError::CannotPrepare("why-trick-has-no-marker-left"));
                }
                after.push(Event::Special(SpecialEvent::MarkerKept {
                    seat,
                    trick: other,
                }));
            }
            Some(PrepareOption::UnstablePrototype { components }) => {
                wants(PrepareEffect::UnstablePrototype)?;
                let total: u8 = components.iter().map(|(_, n)| n).sum();
                if total == 0 || total > 3 {
                    return Err(RuleError::CannotPrepare("why-give-back-1-3-components"));
                }
                for (c, n) in components.iter() {
                    if !card.components.iter().any(|&(r, _)| r == c) || p.components[c.index()] < n
                    {
                        return Err(RuleError::CannotPrepare(
                            "why-give-back-only-components-trick-needs",
                        ));
                    }
                    after.push(Event::Ledger(LedgerEvent::ComponentsReturned {
                        seat,
                        component: c,
                        count: n,
                    }));
                }
                printed += 1;
                after.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: total as i32,
                    why: FameReason::Special(special.expect("card")),
                }));
                after.push(Event::Ledger(LedgerEvent::CoinsGained {
                    seat,
                    coins: total as u32,
                }));
            }
            Some(PrepareOption::EnhanceTrick) => {
                wants(PrepareEffect::EnhanceTrick)?;
                if p.shards == 0 {
                    return Err(RuleError::NoShard);
                }
                if p.enhanced_tricks.contains(&trick) {
                    return Err(RuleError::CannotPrepare("why-trick-already-enhanced"));
                }
                after.push(Event::Special(SpecialEvent::TrickEnhanced { seat, trick }));
            }
            Some(PrepareOption::OnStage {
                card: to,
                slot,
                facing,
            }) => {
                wants(PrepareEffect::OnStagePreparation)?;
                self.check_marker_spot(seat, owned.symbol, to, slot, facing, None)?;
                after.push(Event::Theater(TheaterEvent::TrickSetUp {
                    seat,
                    trick,
                    card: to,
                    slot,
                    facing,
                    links: 0,
                    link_value: 0,
                    shards: Vec::new(),
                    ap: 0,
                }));
            }
            Some(PrepareOption::HiddenTalent { specialist }) => {
                wants(PrepareEffect::HiddenTalent)?;
                if !a.character.is_apprentice() {
                    return Err(RuleError::CannotPrepare(
                        "why-hidden-talent-needs-apprentice",
                    ));
                }
                if p.state(specialist.character()) != CharState::Supply {
                    return Err(RuleError::CannotHire("why-you-may-hire-only-one-each"));
                }
                after.push(Event::Special(SpecialEvent::TalentSpotted {
                    seat,
                    apprentice: a.character,
                    specialist,
                }));
            }
        }
        self.push_prepared(seat, &owned, printed, prepare_ap, out)?;
        if let Some(c) = special {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
        }
        if effect == Some(PrepareEffect::Invention) {
            let fame: u8 = card
                .components
                .iter()
                .filter(|(c, _)| c.tier() != crate::cards::Tier::Basic)
                .map(|(_, n)| n)
                .sum();
            if fame > 0 {
                out.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: fame as i32,
                    why: FameReason::Special(special.expect("card")),
                }));
            }
        }
        out.extend(after);
        Ok(())
    }
}
