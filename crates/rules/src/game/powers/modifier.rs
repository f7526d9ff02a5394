//! What Magician Powers change in the base game's Actions: cheaper Actions,
//! discounts, and the Powers' yields after an Action.

use crate::cards::Yield;
use crate::content::{PowerAction, PowerEffect};
use crate::game::base::setup::{SetupEvent, SetupStage};
use crate::game::modifier::{Action, Done, Modifier, Moment, Number, Performed};
use crate::game::powers::PowersEvent;
use crate::game::{Event, Game};
use crate::model::{Seat, Weekday};

/// Magician Powers as a [`Modifier`] of the base rules.
pub(crate) struct Powers;

/// The Power kinds that make `action` cheaper.
fn power_action(action: Action) -> Option<PowerAction> {
    Some(match action {
        Action::LearnTrick => PowerAction::LearnTrick,
        Action::Hire => PowerAction::Hire,
        Action::TakeCoins => PowerAction::TakeCoins,
        Action::SetDie => PowerAction::SetDie,
        Action::QuickOrder => PowerAction::QuickOrder,
        Action::Prepare => PowerAction::Prepare,
        Action::DrawSpecial => PowerAction::DrawSpecial,
    })
}

impl Modifier for Powers {
    /// TrickYield, GuestYield and WeekdayFame Powers.
    fn performed_yield(&self, game: &Game, at: Performed, y: Yield) -> Yield {
        let category = at.trick.card().category;
        let mut y = y;
        for (_, e) in game.power_effects(at.owner) {
            match e {
                PowerEffect::TrickYield {
                    category: c,
                    fame,
                    coins,
                } if c.is_none_or(|c| c == category) => {
                    y.fame += fame;
                    y.coins += coins;
                }
                PowerEffect::GuestYield { fame, coins } if at.owner != at.performer => {
                    y.fame += fame;
                    y.coins += coins;
                }
                PowerEffect::WeekdayFame { day, fame }
                    if at.owner == at.performer && day == at.day =>
                {
                    y.fame += fame;
                }
                _ => {}
            }
        }
        y
    }

    /// PerformerBonus Powers (not doubled by P06).
    fn performer_bonus(
        &self,
        game: &Game,
        performer: Seat,
        _day: Weekday,
        _links_and_card: Yield,
        bonus: Yield,
    ) -> Yield {
        let mut b = bonus;
        for (_, e) in game.power_effects(performer) {
            if let PowerEffect::PerformerBonus {
                fame,
                coins,
                shards,
            } = e
            {
                b.fame += fame;
                b.coins += coins;
                b.shards += shards;
            }
        }
        b
    }

    /// 003: Powers are learned before the Assignment phase, and yield at
    /// End Turn.
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        match moment {
            // 003 "Player Setup": each player discards 4 of the 12 Powers dealt.
            Moment::BoardsSetUp => out.push(Event::Setup(SetupEvent::SetupStage {
                stage: SetupStage::DiscardPowers,
            })),
            Moment::AssignmentStarts => out.push(Event::Powers(PowersEvent::PowerLearningStarted)),
            Moment::CharactersReturned => game.push_power_end_turn(out),
            _ => {}
        }
    }

    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            Number::ActionPoints(action) => match power_action(action) {
                Some(a) => i64::from(game.power_cost(seat, a, value as u8)),
                None => value,
            },
            Number::LearnPrice => (value - i64::from(game.power_learn_discount(seat))).max(0),
            Number::BuyPrice(items) => {
                i64::from(game.power_buy_discount(seat, &items, value as u32))
            }
            Number::PreparedMarkers { trick, .. } => {
                value + i64::from(game.power_prepare_markers(seat, trick))
            }
            Number::PlacementAp {
                character,
                slot,
                enhance,
            } => value + i64::from(game.power_extra_ap(seat, character, slot, enhance)),
            Number::LinkBonus => value + i64::from(game.power_link_bonus(seat)),
            Number::Wages => (value - i64::from(game.power_wage_discount(seat))).max(0),
            _ => value,
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        match done {
            Done::Hired(_) => game.push_power_yields(seat, out, |e| match e {
                PowerEffect::HireFame { fame } => Some((fame, 0, 0)),
                _ => None,
            }),
            Done::TookCoins { .. } => {
                game.push_power_yields(seat, out, |e| match e {
                    PowerEffect::TakeCoinsBonus { coins } => Some((0, coins, 0)),
                    _ => None,
                });
                game.push_investments_taken(seat, out);
            }
            Done::SetUp(trick) => {
                let category = trick.card().category;
                game.push_power_yields(seat, out, |e| match e {
                    PowerEffect::SetUpFame { category: c, fame }
                        if c.is_none_or(|c| c == category) =>
                    {
                        Some((fame, 0, 0))
                    }
                    _ => None,
                })
            }
            Done::Advertised => game.push_power_yields(seat, out, |e| match e {
                PowerEffect::AdvertiseBonus { fame } => Some((fame, 0, 0)),
                _ => None,
            }),
            Done::LearnedTrick(_)
            | Done::QuickOrdered
            | Done::GainedShard
            | Done::ReturnedTrick(_)
            | Done::Placed { .. } => {}
        }
    }
}
