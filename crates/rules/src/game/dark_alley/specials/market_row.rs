//! The Market Row Special Assignment cards (Dark Alley A35-A45): how a Buy
//! or an Order goes when the acting Character carries one.

use crate::cards::{BuyEffect, Component, Enhances, OrderEffect, ProphecyKind};
use crate::command::{BuyPayment, Shoplift};
use crate::error::RuleError;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::market_row::{room_for, BUY_AP, ORDER_AP};
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::{Event, Game};
use crate::model::{ComponentSet, Location, Seat};
use crate::rules_version::Change;

impl Game {
    /// Buy with the acting Character's Market Row card, or with a choice
    /// only a card gives: A36 Component Sale (up to 4, any mix), A37
    /// Smuggled Goods (pay with Fame), A38 Barter with Power (a Shard for up
    /// to 4 Coins' worth), A39 Workshop Exhibition (Fame for the Coins), A40
    /// Shoplifting (one free, replaced by a Basic Component), A45 Workshop
    /// Delivery (types you own at 1 Coin less).
    pub(crate) fn decide_buy_with_card(
        &self,
        seat: Seat,
        items: ComponentSet,
        bargain: u8,
        pay: BuyPayment,
        shoplift: Option<Shoplift>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = BUY_AP.saturating_add(bargain);
        self.acting_at(seat, Location::MarketRow, ap)?;
        let special = self.acting_card(seat, Enhances::Buy);
        let effect = special.and_then(|c| c.effect().buy());
        let p = self.player(seat);
        let count: u8 = items.iter().map(|(_, n)| n).sum();
        let types = items.iter().count();
        let (most, mixed) = match (effect, pay) {
            (_, BuyPayment::Shard) => (u8::MAX, true),
            (Some(BuyEffect::ComponentSale), _) => (4, true),
            _ => (3, false),
        };
        if count == 0 || count > most || (types > 1 && !mixed) {
            return Err(RuleError::Market("why-buy-takes-1-3-components-one"));
        }
        let delivery = effect == Some(BuyEffect::WorkshopDelivery);
        let unit = |c: Component| -> Option<u32> {
            if delivery && p.components[c.index()] > 0 {
                let flat = self.prophecy(ProphecyKind::FlatComponentPrice);
                let base = self
                    .unit_price(c)
                    .unwrap_or(if flat { 2 } else { c.price() });
                return Some(base.saturating_sub(1));
            }
            self.unit_price(c)
        };
        let (mut price, value) = self.price_items(seat, items, unit)?;
        if let Some(sl) = shoplift {
            if effect != Some(BuyEffect::Shoplifting) {
                return Err(RuleError::Market("why-you-have-no-shoplifting-card"));
            }
            if items.get(sl.component) == 0 || !self.market.buy.contains(&Some(sl.component)) {
                return Err(RuleError::Market("why-shoplift-component-you-buy-from-buy"));
            }
            if sl.replacement.tier() != crate::cards::Tier::Basic {
                return Err(RuleError::Market("why-replacement-must-basic-component"));
            }
            price -= unit(sl.component).expect("in stock");
        }
        if pay != BuyPayment::Shard {
            price = self.buy_price(seat, items, price);
        }
        let after_bargain = self.check_bargain(seat, price, bargain)?;
        let mut coins = after_bargain;
        match pay {
            BuyPayment::Coins => {}
            BuyPayment::Fame => {
                if effect != Some(BuyEffect::SmuggledGoods) {
                    return Err(RuleError::Market("why-you-have-no-smuggled-goods-card"));
                }
                // A37 pays with Fame the player has: a payment larger than the
                // Fame held is refused (rules version 2; version 1 let the
                // Fame stop at 0).
                let fame = after_bargain.saturating_sub(1);
                if self.follows(Change::NoFameDebt) && fame > p.fame {
                    return Err(RuleError::NotEnoughFame {
                        needed: fame,
                        have: p.fame,
                    });
                }
                coins = 0;
            }
            BuyPayment::Shard => {
                if effect != Some(BuyEffect::BarterWithPower) {
                    return Err(RuleError::Market("why-you-have-no-barter-power-card"));
                }
                if p.shards == 0 {
                    return Err(RuleError::NoShard);
                }
                if value > 4 || bargain > 0 || shoplift.is_some() {
                    return Err(RuleError::Market("why-barter-power-takes-up-4-coins"));
                }
                coins = 0;
            }
        }
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        self.push_bought(seat, items, coins, bargain, ap, out);
        if let Some(sl) = shoplift {
            let slot = self
                .market
                .buy
                .iter()
                .position(|&b| b == Some(sl.component))
                .expect("in the Buy area");
            out.push(Event::Special(SpecialEvent::StockReplaced {
                slot: slot as u8,
                component: sl.replacement,
            }));
        }
        if let Some(card) = special {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
            match (effect, pay) {
                (Some(BuyEffect::SmuggledGoods), BuyPayment::Fame) if after_bargain > 1 => out
                    .push(Event::Ledger(LedgerEvent::FameChanged {
                        seat,
                        fame: -((after_bargain - 1) as i32),
                        why: FameReason::Special(card),
                    })),
                (Some(BuyEffect::BarterWithPower), BuyPayment::Shard) => {
                    out.push(Event::Ledger(LedgerEvent::ShardPaid { seat }))
                }
                (Some(BuyEffect::WorkshopExhibition), _) if coins > 1 => {
                    out.push(Event::Ledger(LedgerEvent::FameChanged {
                        seat,
                        fame: coins as i32 - 1,
                        why: FameReason::Special(card),
                    }))
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Order with A41 Logistics (straight into the stock this turn) or A42
    /// Traveling Merchants (`buy_now`: one from the supply at price + 1).
    pub(crate) fn decide_order_with_card(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        buy_now: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::MarketRow, ORDER_AP)?;
        let special = self.acting_card(seat, Enhances::Order);
        let effect = special.and_then(|c| c.effect().order());
        if slot >= 4 {
            return Err(RuleError::Market("why-there-no-such-order-slot"));
        }
        if effect == Some(OrderEffect::Logistics) {
            if self.market.extra.contains(&component) {
                return Err(RuleError::Market("why-component-already-delivered"));
            }
            out.push(Event::Special(SpecialEvent::StockAdded {
                seat,
                component,
                ap: ORDER_AP,
            }));
            out.push(Event::Special(SpecialEvent::SpecialUsed {
                seat,
                card: special.expect("card"),
            }));
            return Ok(());
        }
        self.decide_order(seat, component, slot, out)?;
        if buy_now {
            if effect != Some(OrderEffect::TravelingMerchants) {
                return Err(RuleError::Market(
                    "why-you-have-no-traveling-merchants-card",
                ));
            }
            let price = component.price() + 1;
            let p = self.player(seat);
            if price > p.coins {
                return Err(RuleError::NotEnoughCoins {
                    needed: price,
                    have: p.coins,
                });
            }
            room_for(p, component, 1)?;
            out.push(Event::Ledger(LedgerEvent::CoinsPaid {
                seat,
                coins: price,
                to: self.market_payee(seat),
            }));
            out.push(Event::Ledger(LedgerEvent::ComponentsGained {
                seat,
                component,
                count: 1,
            }));
        }
        Ok(())
    }
}
