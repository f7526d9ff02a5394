//! What Dahlgaard's Heir changes in the base game: its Turn Setup dice,
//! rolled at the first turn, cover slots.

use crate::cards::Yield;
use crate::game::modifier::{Modifier, Moment, Number};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Seat, Slot, Weekday};

/// Dahlgaard's Heir as a [`Modifier`] of the base rules.
pub(crate) struct Heir;

impl Modifier for Heir {
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        match moment {
            Moment::TurnStarted(turn) => game.push_heir_turn_setup(turn, out),
            Moment::CharactersReturned => game.push_heir_end_turn(out),
            Moment::OrdersArrived => game.push_heir_leftovers(out),
            _ => {}
        }
    }

    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            // 004 "Pay wages": the Heir pays none (its Coin Purse is counted
            // after the Characters return).
            Number::Wages if game.is_heir(seat) => 0,
            // 004 "Performance phase": the Heir ignores the weekday's and
            // the Prophecies' Yield modifiers.
            Number::DayModifier { .. } if game.is_heir(seat) => 0,
            // 004 "Setup" 10: the Heir starts with its own Coins.
            Number::StartingCoins if game.is_heir(seat) => i64::from(super::HEIR_STARTING_COINS),
            _ => value,
        }
    }

    /// 004 (solo): the Heir's Protégé has its Secrets plus one Action
    /// Points, at most 3.
    fn character_ap(&self, game: &Game, seat: Seat, character: CharacterId) -> Option<i32> {
        match (character, &game.player(seat).academy) {
            (CharacterId::Protege, Some(a)) if game.is_heir(seat) => {
                Some(i32::from(super::protege_ap(a.held().len() as u8)))
            }
            _ => None,
        }
    }

    /// 004 "Pay wages": the Heir pays no wages.
    fn character_wage(&self, game: &Game, seat: Seat, _character: CharacterId) -> Option<u32> {
        game.is_heir(seat).then_some(0)
    }

    /// 004 "Performance phase": the Heir gets the Links and the card's
    /// bonus, and its difficulty's bonus instead of the Specialists'.
    fn performer_bonus(
        &self,
        game: &Game,
        performer: Seat,
        day: Weekday,
        links_and_card: Yield,
        bonus: Yield,
    ) -> Yield {
        if !game.is_heir(performer) {
            return bonus;
        }
        let extra = game.heir_performer_bonus(day);
        Yield {
            fame: links_and_card.fame + extra.fame,
            coins: links_and_card.coins + extra.coins,
            shards: links_and_card.shards + extra.shards,
        }
    }

    /// 004 "Setup" 9: against the Heir the player is always first.
    fn fixes_starting_order(&self, _game: &Game) -> bool {
        true
    }

    fn covers(&self, game: &Game, slot: Slot) -> bool {
        match slot {
            Slot::Backstage(d, _) | Slot::Performance(d) => game.heir_weekday_covered(d),
            _ => game.heir_covered(slot),
        }
    }
}
