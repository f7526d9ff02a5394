//! Market Row (rulebook "Market Row"): Buy with Bargain, Order and Quick Order,
//! and the Component limits of the player board.

use crate::board;
use crate::cards::Component;
use crate::error::RuleError;
use crate::event::Event;
use crate::model::{Location, Seat};
use crate::state::{Game, Player};

pub(crate) const BUY_AP: u8 = 1;
pub(crate) const ORDER_AP: u8 = 1;
pub(crate) const QUICK_ORDER_AP: u8 = 2;

/// Whether `count` more of `c` fit: at most 3 counted (a Multi slot pile counts
/// one more) and a new type needs a free Component slot on the board.
pub(crate) fn room_for(p: &Player, c: Component, count: u8) -> Result<(), RuleError> {
    let have = p.components[c.index()];
    let bonus = u8::from(p.multi_slots.contains(&Some(c)));
    if have + count + bonus > board::COMPONENT_LIMIT {
        return Err(RuleError::Market(
            "you may have at most 3 of a Component (return some first)",
        ));
    }
    if have == 0 && bonus == 0 && p.board_piles() >= board::BOARD_COMPONENT_PILES {
        return Err(RuleError::Market(
            "your Component slots are full (return some first)",
        ));
    }
    Ok(())
}

impl Game {
    /// Buy up to 3 of one type in stock; each Bargain point takes 1 Coin off, but
    /// the Character's total price can never drop to 0.
    pub(crate) fn decide_buy(
        &self,
        seat: Seat,
        component: Component,
        count: u8,
        bargain: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = BUY_AP.saturating_add(bargain);
        let a = self.acting_at(seat, Location::MarketRow, ap)?;
        if !(1..=3).contains(&count) {
            return Err(RuleError::Market(
                "a Buy takes 1 to 3 Components of one type",
            ));
        }
        let unit = self.market.unit_price(component).ok_or(RuleError::Market(
            "that Component is not in the Market Row's stock",
        ))?;
        let price = unit * count as u32;
        let bargain32 = bargain as u32;
        if bargain32 > price || a.paid + price - bargain32 == 0 {
            return Err(RuleError::Market(
                "Bargain can never bring the total price to 0",
            ));
        }
        let p = self.player(seat);
        room_for(p, component, count)?;
        let coins = price - bargain32;
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        out.push(Event::ComponentsBought {
            seat,
            component,
            count,
            coins,
            bargain,
            ap,
        });
        Ok(())
    }

    /// Order: a Component type not already in the Order area, onto a free Order
    /// slot; it arrives in the Buy slot below at End Turn.
    pub(crate) fn decide_order(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::MarketRow, ORDER_AP)?;
        if slot >= 4 {
            return Err(RuleError::Market("there is no such Order slot"));
        }
        if self.market.order[slot as usize].is_some() {
            return Err(RuleError::Market("that Order slot is taken"));
        }
        if self.market.order.contains(&Some(component)) {
            return Err(RuleError::Market(
                "that Component type is already in the Order area",
            ));
        }
        out.push(Event::ComponentOrdered {
            seat,
            component,
            slot,
            ap: ORDER_AP,
        });
        Ok(())
    }

    /// Quick Order: any Component onto the Quick Order slot, in stock this turn at +1 Coin.
    pub(crate) fn decide_quick_order(
        &self,
        seat: Seat,
        component: Component,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::MarketRow, QUICK_ORDER_AP)?;
        if self.market.quick == Some(component) {
            return Err(RuleError::Market(
                "that Component is already on the Quick Order slot",
            ));
        }
        out.push(Event::QuickOrdered {
            seat,
            component,
            ap: QUICK_ORDER_AP,
        });
        Ok(())
    }
}
