//! The Market Row's Actions for `legal_commands`: for each Component type
//! its Buys, Orders and Quick Order.

use super::{room_for, ORDER_AP};
use crate::cards::Component;
use crate::command::{BuyPayment, Command};
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::Game;
use crate::model::{ComponentSet, Seat};

impl Game {
    pub(crate) fn market_row_candidates(
        &self,
        seat: Seat,
        ap: u8,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        let buys = self.buy_check(seat, expansions);
        let orders_apart = expansions.orders_apart();
        for component in Component::ALL {
            if self.unit_price(component).is_some() || expansions.buys_unstocked(component) {
                self.buy_candidates(component, ap, prune.then_some(&buys), expansions, cands);
            }
            for slot in 0..4 {
                if !prune || self.may_order(component, slot, ap, orders_apart) {
                    cands.push(Command::order(component, slot));
                    expansions.add(At::Order { component, slot }, cands);
                }
            }
            cands.push(Command::QuickOrder { component });
        }
        expansions.add(At::MarketRow { ap }, cands);
    }

    /// Buys of 1 to 3 `component` with each Bargain the Action Points
    /// allow, and the expansions' options of each; `check` prunes.
    fn buy_candidates(
        &self,
        component: Component,
        ap: u8,
        check: Option<&BuyCheck>,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        for count in 1..=3 {
            let items = ComponentSet::of(&[(component, count)]);
            let price = check.map_or(Some(BuyPrice::Unknown), |check| {
                self.prune_buy_price(check, component, count)
            });
            let Some(price) = price else { continue };
            for bargain in (0..ap).filter(|&b| price.allows(b)) {
                cands.push(Command::Buy {
                    items,
                    bargain,
                    pay: BuyPayment::Coins,
                    shoplift: None,
                });
                let at = At::Buy {
                    component,
                    items,
                    bargain,
                };
                expansions.add(at, cands);
            }
        }
    }

    fn buy_check(&self, seat: Seat, expansions: &impl ExpansionCandidates) -> BuyCheck {
        BuyCheck {
            seat,
            buy_special: expansions.buy_prices_differ(),
            paid: self.acting(seat).map_or(0, |a| a.paid),
        }
    }

    /// (prune) decide_buy, for `count` of one type: room on the board, and
    /// (without a Buy card, whose prices differ) the type in stock; `None`
    /// if no Bargain makes it legal.
    fn prune_buy_price(
        &self,
        check: &BuyCheck,
        component: Component,
        count: u8,
    ) -> Option<BuyPrice> {
        let p = self.player(check.seat);
        room_for(p, component, count).ok()?;
        if check.buy_special {
            return Some(BuyPrice::Unknown);
        }
        let unit = self.unit_price(component)?;
        let items = ComponentSet::of(&[(component, count)]);
        Some(BuyPrice::Known {
            price: self.buy_price(check.seat, items, unit * u32::from(count)),
            paid: check.paid,
            coins: p.coins,
        })
    }

    /// (prune) decide_order: the Action Points; with A41 Logistics a type
    /// not delivered yet, else a free Order slot and a type not in the Order
    /// area.
    fn may_order(&self, component: Component, slot: u8, ap: u8, orders_apart: bool) -> bool {
        ap >= ORDER_AP
            && if orders_apart {
                !self.market.extra.contains(&component)
            } else {
                self.market.order[slot as usize].is_none()
                    && !self.market.order.contains(&Some(component))
            }
    }
}

/// What pruning Buys needs of the acting Character: its Buy card, the
/// Coins it paid for Buys so far.
struct BuyCheck {
    seat: Seat,
    buy_special: bool,
    paid: u32,
}

/// A Buy's price as far as pruning knows it.
#[derive(Clone, Copy)]
enum BuyPrice {
    /// Not checked here (unpruned, or a Buy card's own prices).
    Unknown,
    /// The price after the discounts, the Coins paid for Buys so far, the
    /// player's Coins.
    Known { price: u32, paid: u32, coins: u32 },
}

impl BuyPrice {
    /// (prune) decide_buy: Bargain keeps the price above 0 (with what was
    /// paid before) and within the player's Coins.
    fn allows(self, bargain: u8) -> bool {
        match self {
            BuyPrice::Unknown => true,
            BuyPrice::Known { price, paid, coins } => {
                let bargain = u32::from(bargain);
                !(bargain > price || (bargain > 0 && paid + price - bargain == 0))
                    && price - bargain <= coins
            }
        }
    }
}
