//! Market Row (rulebook "Market Row"): Buy with Bargain, Order and Quick Order,
//! and the Component limits of the player board.

mod candidates;
mod events;

pub use events::MarketRowEvent;

use crate::board;
use crate::cards::{BuyEffect, Component, Enhances, OrderEffect, SpecialId};
use crate::command::{BuyPayment, Shoplift};
use crate::error::RuleError;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::Event;
use crate::game::{Game, Player};
use crate::model::{Location, Seat};
use crate::rules_version::Change;

pub(crate) const BUY_AP: u8 = 1;
pub(crate) const ORDER_AP: u8 = 1;
pub(crate) const QUICK_ORDER_AP: u8 = 2;

/// Whether `count` more of `c` fit: at most 3 counted (a Multi slot pile counts
/// one more) and a new type needs a free Component slot on the board.
pub(crate) fn room_for(p: &Player, c: Component, count: u8) -> Result<(), RuleError> {
    let have = p.components[c.index()];
    let bonus = u8::from(p.multi_slots.contains(&Some(c)));
    // Magician Powers (Personal Supply) may raise both limits.
    let (piles, limit) = p.component_room();
    if have + count + bonus > limit {
        return Err(if limit == board::COMPONENT_LIMIT {
            RuleError::Market("you may have at most 3 of a Component (return some first)")
        } else {
            RuleError::Market("you have as many of that Component as you may keep")
        });
    }
    if have == 0 && bonus == 0 && p.board_piles() >= piles {
        return Err(RuleError::Market(
            "your Component slots are full (return some first)",
        ));
    }
    Ok(())
}

impl Game {
    /// Unit price now, with P04 (Order area types in stock) and P21 (all 2 Coins).
    pub(crate) fn unit_price(&self, c: Component) -> Option<u32> {
        let printed = self.market.unit_price(c).or_else(|| {
            (self.prophecy(crate::cards::ProphecyKind::BuyFromOrderArea)
                && self.market.order.contains(&Some(c)))
            .then(|| c.price())
        });
        if self.prophecy(crate::cards::ProphecyKind::FlatComponentPrice) {
            // Ruling (issue 10.3a, rules version 2): P21 sets the Component's
            // price to 2; the Quick Order slot's "1 additional Coin" (001
            // "Quick Order") is a surcharge for the slot, not part of the
            // price, so a Quick-Ordered Component costs 3. Version 1: 2.
            let quick_only = self.market.unit_price(c) == Some(c.price() + 1);
            let surcharge =
                u32::from(quick_only && self.follows(Change::QuickOrderSurchargeWithFlatPrice));
            printed.map(|_| 2 + surcharge)
        } else {
            printed
        }
    }

    /// A Buy's price after the Powers' and the acting Character's Secrets'
    /// discounts (each never below 1 Coin).
    pub(crate) fn buy_discounts(
        &self,
        seat: Seat,
        items: &crate::model::ComponentSet,
        price: u32,
    ) -> u32 {
        let price = self.power_buy_discount(seat, items, price);
        let off = self.acting_secret_coins(seat, crate::game::academy::secrets::buy_discount);
        if off == 0 {
            price
        } else {
            crate::game::academy::secrets::discounted(price, off)
        }
    }

    /// The acting Character's Market Row card, if it enhances `action`.
    fn market_special(&self, seat: Seat, action: Enhances) -> Option<SpecialId> {
        self.acting(seat)
            .ok()?
            .special
            .filter(|c| c.card().enhances() == action)
    }

    /// Buy with the Market Row cards: A36 Component Sale, A37 Smuggled Goods, A38
    /// Barter with Power, A39 Workshop Exhibition, A40 Shoplifting, A45 Workshop
    /// Delivery.
    pub(crate) fn decide_buy(
        &self,
        seat: Seat,
        items: crate::model::ComponentSet,
        bargain: u8,
        pay: BuyPayment,
        shoplift: Option<Shoplift>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = BUY_AP.saturating_add(bargain);
        let a = self.acting_at(seat, Location::MarketRow, ap)?;
        let special = self.market_special(seat, Enhances::Buy);
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
            return Err(RuleError::Market(
                "a Buy takes 1 to 3 Components of one type",
            ));
        }
        let delivery = effect == Some(BuyEffect::WorkshopDelivery);
        let unit = |c: Component| -> Option<u32> {
            if delivery && p.components[c.index()] > 0 {
                let base = self.unit_price(c).unwrap_or(
                    if self.prophecy(crate::cards::ProphecyKind::FlatComponentPrice) {
                        2
                    } else {
                        c.price()
                    },
                );
                return Some(base.saturating_sub(1));
            }
            self.unit_price(c)
        };
        let mut price = 0;
        let mut value = 0;
        let mut after = p.clone();
        for (c, n) in items.iter() {
            let u = unit(c).ok_or(RuleError::Market(
                "that Component is not in the Market Row's stock",
            ))?;
            price += u * n as u32;
            value += c.price() * n as u32;
            room_for(&after, c, n)?;
            after.components[c.index()] += n;
        }
        if let Some(sl) = shoplift {
            if effect != Some(BuyEffect::Shoplifting) {
                return Err(RuleError::Market("you have no Shoplifting card"));
            }
            if items.get(sl.component) == 0 || !self.market.buy.contains(&Some(sl.component)) {
                return Err(RuleError::Market(
                    "shoplift a Component you buy from the Buy area",
                ));
            }
            if sl.replacement.tier() != crate::cards::Tier::Basic {
                return Err(RuleError::Market(
                    "the replacement must be a Basic Component",
                ));
            }
            price -= unit(sl.component).expect("in stock");
        }
        if pay != BuyPayment::Shard {
            price = self.buy_discounts(seat, &items, price);
        }
        let bargain32 = bargain as u32;
        if bargain32 > price || (bargain > 0 && a.paid + price - bargain32 == 0) {
            return Err(RuleError::Market(
                "Bargain can never bring the total price to 0",
            ));
        }
        let mut coins = price - bargain32;
        match pay {
            BuyPayment::Coins => {}
            BuyPayment::Fame => {
                if effect != Some(BuyEffect::SmuggledGoods) {
                    return Err(RuleError::Market("you have no Smuggled Goods card"));
                }
                // A37 pays with Fame the player has: a payment larger than the
                // Fame held is refused (rules version 2; version 1 let the
                // Fame stop at 0).
                let fame = (price - bargain32).saturating_sub(1);
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
                    return Err(RuleError::Market("you have no Barter with Power card"));
                }
                if p.shards == 0 {
                    return Err(RuleError::NoShard);
                }
                if value > 4 || bargain > 0 || shoplift.is_some() {
                    return Err(RuleError::Market(
                        "Barter with Power takes up to 4 Coins' worth, nothing more",
                    ));
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
        let mut first = true;
        let mut left = coins;
        for (c, n) in items.iter() {
            let share = if first { left.min(coins) } else { 0 };
            left -= share;
            out.push(Event::MarketRow(MarketRowEvent::ComponentsBought {
                seat,
                component: c,
                count: n,
                coins: share,
                bargain: if first { bargain } else { 0 },
                ap: if first { ap } else { 0 },
                to: self.business_share.filter(|&s| s != seat),
            }));
            first = false;
        }
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
                (Some(BuyEffect::SmuggledGoods), BuyPayment::Fame) if price > bargain32 + 1 => out
                    .push(Event::Ledger(LedgerEvent::FameChanged {
                        seat,
                        fame: -((price - bargain32 - 1) as i32),
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
    /// Traveling Merchants (`buy_now`: one from the supply at price + 1, every Order).
    pub(crate) fn decide_order(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        buy_now: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::MarketRow, ORDER_AP)?;
        let special = self.market_special(seat, Enhances::Order);
        let effect = special.and_then(|c| c.effect().order());
        if slot >= 4 {
            return Err(RuleError::Market("there is no such Order slot"));
        }
        if effect == Some(OrderEffect::Logistics) {
            if self.market.extra.contains(&component) {
                return Err(RuleError::Market("that Component is already delivered"));
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
        if self.market.order[slot as usize].is_some() {
            return Err(RuleError::Market("that Order slot is taken"));
        }
        if self.market.order.contains(&Some(component)) {
            return Err(RuleError::Market(
                "that Component type is already in the Order area",
            ));
        }
        out.push(Event::MarketRow(MarketRowEvent::ComponentOrdered {
            seat,
            component,
            slot,
            ap: ORDER_AP,
        }));
        if buy_now {
            if effect != Some(OrderEffect::TravelingMerchants) {
                return Err(RuleError::Market("you have no Traveling Merchants card"));
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
                to: self.business_share.filter(|&s| s != seat),
            }));
            out.push(Event::Ledger(LedgerEvent::ComponentsGained {
                seat,
                component,
                count: 1,
            }));
        }
        Ok(())
    }

    /// Quick Order: any Component onto the Quick Order slot, in stock this turn at +1 Coin.
    pub(crate) fn decide_quick_order(
        &self,
        seat: Seat,
        component: Component,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.secret_cost(
            seat,
            crate::game::academy::SecretAction::QuickOrder,
            self.power_cost(
                seat,
                crate::content::PowerAction::QuickOrder,
                QUICK_ORDER_AP,
            ),
        );
        self.acting_at(seat, Location::MarketRow, ap)?;
        if self.market.quick == Some(component) {
            return Err(RuleError::Market(
                "that Component is already on the Quick Order slot",
            ));
        }
        out.push(Event::MarketRow(MarketRowEvent::QuickOrdered {
            seat,
            component,
            ap,
        }));
        if let Some(card) = self.market_special(seat, Enhances::QuickOrder) {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::Component::*;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::model::{CharacterId, Seat, Slot, Specialist};
    use crate::tests::fixture::game;

    const P0: Seat = Seat(0);

    /// T-02, rulebook "Examples of Market Row Actions" (first example): an Engineer on
    /// the +2 slot has 4 Action Points: Order Petroleum and Padlock, Buy 2 Rope and
    /// 3 Metal, paying 7 Coins.
    #[test]
    fn t02_engineer_market_row_example() {
        let mut g = game(4);
        g.market.buy[0] = Some(Rope);
        g.give_specialist(P0, Specialist::Engineer);
        g.acting_with(
            P0,
            CharacterId::Engineer,
            Slot::MarketRow(0),
            crate::Game::placement_ap(CharacterId::Engineer, Slot::MarketRow(0), false),
        );
        assert_eq!(g.acting_now().unwrap().ap, 4);
        g.run(P0, Command::order(Petroleum, 0)).unwrap();
        g.run(P0, Command::order(Padlock, 1)).unwrap();
        g.run(P0, Command::buy(Rope, 2, 0)).unwrap();
        g.run(P0, Command::buy(Metal, 3, 0)).unwrap();
        assert_eq!(g.player(P0).coins, 10 - 7);
        assert_eq!(g.player(P0).components[Rope.index()], 2);
        assert_eq!(g.player(P0).components[Metal.index()], 3);
        assert_eq!(g.acting_now().unwrap().ap, 0);
    }

    /// T-01, rulebook "Examples of Market Row Actions" (second example, revised
    /// edition): a Magician on the +2 slot (5 AP) Quick Orders a Mirror, buys it at
    /// 3+1 = 4 Coins and Bargains twice down to 2.
    #[test]
    fn t01_quick_order_and_bargain_example() {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        g.run(P0, Command::QuickOrder { component: Mirror })
            .unwrap();
        assert_eq!(g.market.unit_price(Mirror), Some(4));
        g.run(P0, Command::buy(Mirror, 1, 2)).unwrap();
        assert_eq!(g.player(P0).coins, 10 - 2);
        assert_eq!(g.acting_now().unwrap().ap, 0);
        // The first-edition version: a Rope at 2+1 = 3, bargained to 1.
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        g.run(P0, Command::QuickOrder { component: Rope }).unwrap();
        g.run(P0, Command::buy(Rope, 1, 2)).unwrap();
        assert_eq!(g.player(P0).coins, 9);
    }

    /// C-068 "Bargain": never bring the total price to 0; only with a Buy.
    #[test]
    fn c068_bargain_never_to_zero() {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        let e = g.run(P0, Command::buy(Wood, 1, 1)).unwrap_err();
        assert!(matches!(e, RuleError::Market(_)));
        g.run(P0, Command::buy(Wood, 2, 1)).unwrap();
        assert_eq!(g.player(P0).coins, 9);
        // The Character's total is now 1: a further free Buy would keep it at 1.
        g.run(P0, Command::buy(Metal, 1, 1)).unwrap();
        assert_eq!(g.player(P0).coins, 9);
    }

    /// C-065/C-066 "Buy": only stock; 1-3 of one type; at most 3 of a Component.
    #[test]
    fn c065_c066_buy_limits() {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 2);
        assert!(g.clone().run(P0, Command::buy(Cog, 1, 0)).is_err());
        assert!(g.clone().run(P0, Command::buy(Wood, 4, 0)).is_err());
        g.give_components(P0, &[(Wood, 2)]);
        assert!(g.clone().run(P0, Command::buy(Wood, 2, 0)).is_err());
        g.run(P0, Command::buy(Wood, 1, 0)).unwrap();
        let e = g.run(P0, Command::buy(Glass, 3, 0));
        assert!(e.is_ok());
        assert!(matches!(
            g.run(P0, Command::buy(Fabric, 1, 0)).unwrap_err(),
            RuleError::NotEnoughActionPoints { .. }
        ));
    }

    /// C-067 "Manager's Multi Component slot": the pile counts one more, and the
    /// bonus counts toward the limit of 3 (D-06).
    #[test]
    fn c067_multi_slot_counts_toward_limit() {
        let mut g = game(4);
        g.give_components(P0, &[(Metal, 2)]);
        g.players[0].multi_slots[0] = Some(Metal);
        assert_eq!(g.player(P0).effective(Metal), 3);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        assert!(g.run(P0, Command::buy(Metal, 1, 0)).is_err());
    }

    /// C-069/C-070 "Order": a type not already in the Order area; it arrives in the
    /// corresponding Buy slot at End Turn, replacing what was there.
    #[test]
    fn c069_c070_order_and_arrival() {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        g.run(P0, Command::order(Cog, 2)).unwrap();
        assert!(g.clone().run(P0, Command::order(Cog, 3)).is_err());
        assert!(g.clone().run(P0, Command::order(Saw, 2)).is_err());
        assert!(g.clone().run(P0, Command::buy(Cog, 1, 0)).is_err());
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        for e in &out {
            g.apply_event(e);
        }
        assert_eq!(
            g.market.buy,
            [Some(Wood), Some(Metal), Some(Cog), Some(Fabric)]
        );
    }

    /// C-071 "Quick Order": in stock for everyone this turn at +1 Coin, back to
    /// the supply at End Turn.
    #[test]
    fn c071_quick_order() {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        g.run(P0, Command::QuickOrder { component: Cog }).unwrap();
        g.acting_with(Seat(1), CharacterId::Magician, Slot::MarketRow(1), 4);
        g.run(Seat(1), Command::buy(Cog, 2, 0)).unwrap();
        assert_eq!(g.player(Seat(1)).coins, 10 - 8);
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        for e in &out {
            g.apply_event(e);
        }
        assert_eq!(g.market.quick, None);
        assert_eq!(g.market.unit_price(Cog), None);
    }
}
