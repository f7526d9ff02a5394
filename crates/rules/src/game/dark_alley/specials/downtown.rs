//! The Downtown Special Assignment cards (Dark Alley A26-A34): what each does
//! with the Action it enhances, and the Downtown Actions' options they give.

use crate::cards::{Enhances, HireEffect, LearnEffect, SpecialEffect, TakeCoinsEffect, TrickId};
use crate::error::RuleError;
use crate::game::base::downtown::DowntownEvent;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::market_row::MarketRowEvent;
use crate::game::base::player::CharState;
use crate::game::base::workshop::WorkshopEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::modifier::{Action, Done};
use crate::game::{Event, Game};
use crate::model::{CharacterId, ComponentSet, DieFace, DieId, Seat};

impl Game {
    /// A30 Thirst for Knowledge, A28 Headhunter and A34 Interest take 1
    /// Action Point off the Action they enhance.
    pub(crate) fn card_saves_an_action_point(&self, seat: Seat, action: Action) -> bool {
        let effect = |enhances| self.acting_card(seat, enhances).map(|c| c.effect());
        match action {
            Action::LearnTrick => {
                effect(Enhances::LearnTrick)
                    == Some(SpecialEffect::Learn(LearnEffect::ThirstForKnowledge))
            }
            Action::Hire => {
                effect(Enhances::HireCharacter) == Some(SpecialEffect::Hire(HireEffect::Headhunter))
            }
            Action::TakeCoins => {
                effect(Enhances::TakeCoins)
                    == Some(SpecialEffect::TakeCoins(TakeCoinsEffect::Interest))
            }
            Action::SetDie | Action::QuickOrder | Action::Prepare | Action::DrawSpecial => false,
        }
    }

    /// A30 Thirst for Knowledge: learn a Trick of any category.
    pub(crate) fn thirst_for_knowledge(&self, seat: Seat) -> bool {
        self.acting_card(seat, Enhances::LearnTrick)
            .is_some_and(|c| c.effect() == SpecialEffect::Learn(LearnEffect::ThirstForKnowledge))
    }

    /// What the acting Character's Downtown card does with the Action just
    /// done: it is used (Trick Overhaul only by its own option), and A31
    /// Leaked Blueprints prepares a marker, A27 Hypnotic Motivation sends
    /// the hired Character at once, A33 Fame and Fortune pays Fame, A34
    /// Interest rolls the die once more.
    pub(crate) fn push_downtown_card(&self, seat: Seat, done: Done, out: &mut Vec<Event>) {
        let used = |card| Event::Special(SpecialEvent::SpecialUsed { seat, card });
        match done {
            Done::LearnedTrick(trick) => {
                let Some(card) = self.acting_card(seat, Enhances::LearnTrick) else {
                    return;
                };
                let effect = card.effect().learn();
                if effect == Some(LearnEffect::TrickOverhaul) {
                    return;
                }
                out.push(used(card));
                if effect == Some(LearnEffect::LeakedBlueprints) && trick.card().threshold <= 16 {
                    out.push(Event::Workshop(WorkshopEvent::TrickPrepared {
                        seat,
                        trick,
                        markers: 1,
                        ap: 0,
                    }));
                }
            }
            Done::Hired(character) => {
                let Some(card) = self.acting_card(seat, Enhances::HireCharacter) else {
                    return;
                };
                out.push(used(card));
                if card.effect().hire() == Some(HireEffect::HypnoticMotivation) {
                    out.push(Event::Special(SpecialEvent::Hypnotized { seat, character }));
                }
            }
            Done::QuickOrdered
            | Done::SetUp(_)
            | Done::GainedShard
            | Done::Advertised
            | Done::ReturnedTrick(_)
            | Done::Placed { .. } => {}
            Done::TookCoins { die, face } => {
                let Some(card) = self.acting_card(seat, Enhances::TakeCoins) else {
                    return;
                };
                out.push(used(card));
                match card.effect().take_coins() {
                    Some(TakeCoinsEffect::FameAndFortune) if face > 1 => {
                        out.push(Event::Ledger(LedgerEvent::FameChanged {
                            seat,
                            fame: face as i32 - 1,
                            why: FameReason::Special(card),
                        }))
                    }
                    Some(TakeCoinsEffect::Interest) => {
                        let rolled = die.faces()[self.rng.next_stream().below(6)];
                        let coins = match rolled {
                            DieFace::Coins(n) => n,
                            _ => 0,
                        };
                        out.push(Event::Special(SpecialEvent::InterestRolled {
                            seat,
                            face: rolled,
                            coins,
                        }));
                    }
                    _ => {}
                }
            }
        }
    }

    /// A29 Trick Overhaul: learn `trick` in place of `old`, whose markers
    /// and Symbol pass to the new Trick (it needs the new Trick's
    /// Components).
    pub(crate) fn decide_learn_overhaul(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
        old: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (ap, coins) = self.learn_check(seat, die, trick)?;
        let card = self
            .acting_card(seat, Enhances::LearnTrick)
            .filter(|c| c.effect().learn() == Some(LearnEffect::TrickOverhaul))
            .ok_or(RuleError::TrickUnavailable(
                "why-you-have-no-trick-overhaul-card",
            ))?;
        let p = self.player(seat);
        p.trick(old).ok_or(RuleError::NotYourTrick)?;
        if !p.meets_requirements(trick) {
            return Err(RuleError::TrickUnavailable(
                "why-trick-overhaul-needs-new-trick-components",
            ));
        }
        out.push(Event::Special(SpecialEvent::TrickOverhauled {
            seat,
            old,
            new: trick,
            die,
            coins,
            ap,
        }));
        out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
        Ok(())
    }

    /// Hire with a Downtown card's choices: A28 Headhunter hires the named
    /// `character` of any kind (without it, a named Character must be the
    /// die's own); A26 Mass Recruitment hires a `second` Apprentice for 3
    /// Coins.
    pub(crate) fn decide_hire_with_card(
        &self,
        seat: Seat,
        die: DieId,
        named: Option<CharacterId>,
        second: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let card = self
            .acting_card(seat, Enhances::HireCharacter)
            .ok_or(RuleError::CannotHire(
                "why-choice-needs-hire-character-special-assignment",
            ))?;
        let effect = card.effect().hire();
        let ap = self.action_ap(seat, Action::Hire, crate::game::base::downtown::HIRE_AP);
        self.acting_at(seat, crate::model::Location::Downtown, ap)?;
        let p = self.player(seat);
        let character = match named.filter(|_| effect == Some(HireEffect::Headhunter)) {
            Some(c) => {
                if !matches!(die, DieId::InnSpecialist | DieId::InnApprentice)
                    || self.die(die) == DieFace::X
                {
                    return Err(RuleError::BadDie("why-use-inn-die-not-x"));
                }
                if matches!(c, CharacterId::Magician | CharacterId::Protege)
                    || p.state(c) != CharState::Supply
                {
                    return Err(RuleError::CannotHire("why-character-not-your-supply"));
                }
                if c.is_apprentice() && p.next_apprentice(None) != Some(c) {
                    return Err(RuleError::CannotHire("why-hire-your-apprentices-order"));
                }
                c
            }
            None => {
                let c = self.die_hires(seat, die)?;
                if named.is_some_and(|n| n != c) {
                    return Err(RuleError::CannotHire("why-only-headhunter-lets-you-choose"));
                }
                c
            }
        };
        out.push(Event::Downtown(DowntownEvent::CharacterHired {
            seat,
            character,
            die,
            ap,
        }));
        if second {
            if effect != Some(HireEffect::MassRecruitment) || !character.is_apprentice() {
                return Err(RuleError::CannotHire(
                    "why-mass-recruitment-hires-second-apprentice-apprentice",
                ));
            }
            if p.coins < 3 {
                return Err(RuleError::NotEnoughCoins {
                    needed: 3,
                    have: p.coins,
                });
            }
            let other = p
                .next_apprentice(Some(character))
                .ok_or(RuleError::CannotHire("why-no-apprentice-left-hire"))?;
            out.push(Event::Ledger(LedgerEvent::CoinsPaid {
                seat,
                coins: 3,
                to: None,
            }));
            out.push(Event::Downtown(DowntownEvent::CharacterHired {
                seat,
                character: other,
                die,
                ap: 0,
            }));
        }
        self.push_after(seat, Done::Hired(character), out);
        Ok(())
    }

    /// A32 Investments: Take Coins, then buy up to 3 Components in stock at
    /// once with the Coins just taken.
    pub(crate) fn decide_take_coins_investing(
        &self,
        seat: Seat,
        die: DieId,
        set: ComponentSet,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.decide_take_coins(seat, die, out)?;
        let investing = self
            .acting_card(seat, Enhances::TakeCoins)
            .is_some_and(|c| c.effect().take_coins() == Some(TakeCoinsEffect::Investments));
        if !investing {
            return Err(RuleError::Market("why-you-have-no-investments-card"));
        }
        let coins: u32 = out
            .iter()
            .filter_map(|e| match e {
                Event::Downtown(DowntownEvent::CoinsTaken { coins, .. }) => Some(*coins),
                _ => None,
            })
            .sum();
        let total: u8 = set.iter().map(|(_, n)| n).sum();
        if total == 0 || total > 3 {
            return Err(RuleError::Market("why-investments-buys-1-3-components"));
        }
        let mut spent = 0;
        let p = self.player(seat);
        let mut components = p.components;
        for (c, n) in set.iter() {
            let unit = self
                .unit_price(c)
                .ok_or(RuleError::Market("why-component-not-stock"))?;
            crate::game::base::market_row::room_with(p, &components, c, n)?;
            components[c.index()] += n;
            spent += unit * n as u32;
            out.push(Event::MarketRow(MarketRowEvent::ComponentsBought {
                seat,
                component: c,
                count: n,
                coins: unit * n as u32,
                bargain: 0,
                ap: 0,
                to: self.business_share.filter(|&s| s != seat),
            }));
        }
        if spent > coins {
            return Err(RuleError::Market(
                "why-investments-may-spend-only-coins-just",
            ));
        }
        Ok(())
    }
}
