//! Market Row (rulebook "Market Row"): Buy with Bargain, Order and Quick Order,
//! and the Component limits of the player board.

mod candidates;
mod events;

pub use events::MarketRowEvent;

use crate::board;
use crate::cards::Component;
use crate::error::RuleError;
use crate::game::modifier::{Action, Done, Number};
use crate::game::{Event, Game, Player};
use crate::model::{ComponentSet, Location, Seat};

pub(crate) const BUY_AP: u8 = 1;
pub(crate) const ORDER_AP: u8 = 1;
pub(crate) const QUICK_ORDER_AP: u8 = 2;

/// Whether `count` more of `c` fit: at most 3 counted (a Multi slot pile counts
/// one more) and a new type needs a free Component slot on the board.
pub(crate) fn room_for(p: &Player, c: Component, count: u8) -> Result<(), RuleError> {
    room_with(p, &p.components, c, count)
}

/// [`room_for`] with `components` on `p`'s board instead of its own (a Buy
/// of several types checks each on top of the ones before, without copying
/// the player).
pub(crate) fn room_with(
    p: &Player,
    components: &[u8; 12],
    c: Component,
    count: u8,
) -> Result<(), RuleError> {
    let have = components[c.index()];
    let bonus = u8::from(p.multi_slots.contains(&Some(c)));
    // The board's room, as the expansions may raise it.
    let (piles, limit) = p.component_room();
    if have + count + bonus > limit {
        return Err(if limit == board::COMPONENT_LIMIT {
            RuleError::Market("why-you-may-have-most-3-component")
        } else {
            RuleError::Market("why-you-have-many-component-you-may")
        });
    }
    if have == 0 && bonus == 0 && Player::piles_of(components, &p.multi_slots) >= piles {
        return Err(RuleError::Market(
            "why-your-component-slots-full-return-some",
        ));
    }
    Ok(())
}

impl Game {
    /// Unit price of a Component in stock now (the Quick Order slot costs
    /// 1 more unless the type is also in the Buy area), as the expansions
    /// change it; `None` when it is not in stock.
    pub(crate) fn unit_price(&self, c: Component) -> Option<u32> {
        self.modifiers()
            .fold(self.market.unit_price(c), |price, m| {
                m.stock_price(self, c, price)
            })
    }

    /// A Buy's price of `items` after what the expansions take off.
    pub(crate) fn buy_price(&self, seat: Seat, items: ComponentSet, price: u32) -> u32 {
        self.modified(seat, Number::BuyPrice(items), i64::from(price)) as u32
    }

    /// Who receives the Coins `seat` pays at the Market Row (the supply,
    /// unless an expansion says otherwise).
    pub(crate) fn market_payee(&self, seat: Seat) -> Option<Seat> {
        self.modifiers().find_map(|m| m.market_payee(self, seat))
    }

    /// The Components of a Buy fit `seat`'s board, priced at `unit` each:
    /// their price, and their printed value.
    pub(crate) fn price_items(
        &self,
        seat: Seat,
        items: ComponentSet,
        unit: impl Fn(Component) -> Option<u32>,
    ) -> Result<(u32, u32), RuleError> {
        let mut price = 0;
        let mut value = 0;
        let p = self.player(seat);
        // The Components bought so far, on top of the player's.
        let mut components = p.components;
        for (c, n) in items.iter() {
            let u = unit(c).ok_or(RuleError::Market("why-component-not-market-row-stock"))?;
            price += u * n as u32;
            value += c.price() * n as u32;
            room_with(p, &components, c, n)?;
            components[c.index()] += n;
        }
        Ok((price, value))
    }

    /// Bargain: each extra Action Point takes 1 Coin off, but the acting
    /// Character's total can never reach 0.
    pub(crate) fn check_bargain(
        &self,
        seat: Seat,
        price: u32,
        bargain: u8,
    ) -> Result<u32, RuleError> {
        let paid = self.acting(seat).map_or(0, |a| a.paid);
        let bargain = u32::from(bargain);
        if bargain > price || (bargain > 0 && paid + price - bargain == 0) {
            return Err(RuleError::Market("why-bargain-can-never-bring-total-price"));
        }
        Ok(price - bargain)
    }

    /// The events of a Buy of `items` paid with `coins` (one per type; the
    /// first carries the Coins, the Bargain and the Action Points).
    pub(crate) fn push_bought(
        &self,
        seat: Seat,
        items: ComponentSet,
        coins: u32,
        bargain: u8,
        ap: u8,
        out: &mut Vec<Event>,
    ) {
        let to = self.market_payee(seat);
        for (i, (component, count)) in items.iter().enumerate() {
            let first = i == 0;
            out.push(Event::MarketRow(MarketRowEvent::ComponentsBought {
                seat,
                component,
                count,
                coins: if first { coins } else { 0 },
                bargain: if first { bargain } else { 0 },
                ap: if first { ap } else { 0 },
                to,
            }));
        }
    }

    /// Buy: 1 to 3 Components of one type in stock, with Bargain.
    pub(crate) fn decide_buy(
        &self,
        seat: Seat,
        items: ComponentSet,
        bargain: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (ap, coins) = self.check_buy(seat, items, bargain)?;
        self.push_bought(seat, items, coins, bargain, ap, out);
        Ok(())
    }

    /// `decide_buy`'s refusals, without its events: `legal_commands` asks
    /// this for every Buy candidate. The Action Points and the Coins paid.
    pub(crate) fn check_buy(
        &self,
        seat: Seat,
        items: ComponentSet,
        bargain: u8,
    ) -> Result<(u8, u32), RuleError> {
        let ap = BUY_AP.saturating_add(bargain);
        self.acting_at(seat, Location::MarketRow, ap)?;
        let count: u8 = items.iter().map(|(_, n)| n).sum();
        if count == 0 || count > 3 || items.iter().count() > 1 {
            return Err(RuleError::Market("why-buy-takes-1-3-components-one"));
        }
        let (price, _) = self.price_items(seat, items, |c| self.unit_price(c))?;
        let price = self.buy_price(seat, items, price);
        let coins = self.check_bargain(seat, price, bargain)?;
        let have = self.player(seat).coins;
        if coins > have {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have,
            });
        }
        Ok((ap, coins))
    }

    /// Order: a Component type not in the Order area onto a free Order slot.
    pub(crate) fn check_order(&self, component: Component, slot: u8) -> Result<(), RuleError> {
        if slot >= 4 {
            return Err(RuleError::Market("why-there-no-such-order-slot"));
        }
        if self.market.order[slot as usize].is_some() {
            return Err(RuleError::Market("why-order-slot-taken"));
        }
        if self.market.order.contains(&Some(component)) {
            return Err(RuleError::Market("why-component-type-already-order-area"));
        }
        Ok(())
    }

    /// `decide_order`'s refusals: `legal_commands` asks this for every
    /// Order candidate.
    pub(crate) fn check_plain_order(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::MarketRow, ORDER_AP)?;
        self.check_order(component, slot)
    }

    /// Order: the Component arrives at the end of the turn.
    pub(crate) fn decide_order(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_plain_order(seat, component, slot)?;
        out.push(Event::MarketRow(MarketRowEvent::ComponentOrdered {
            seat,
            component,
            slot,
            ap: ORDER_AP,
        }));
        Ok(())
    }

    /// `decide_quick_order`'s refusals, without its events: `legal_commands`
    /// asks this for every Quick Order candidate. The Action Points it costs.
    pub(crate) fn check_quick_order(
        &self,
        seat: Seat,
        component: Component,
    ) -> Result<u8, RuleError> {
        let ap = self.action_ap(seat, Action::QuickOrder, QUICK_ORDER_AP);
        self.acting_at(seat, Location::MarketRow, ap)?;
        if self.market.quick == Some(component) {
            return Err(RuleError::Market("why-component-already-quick-order-slot"));
        }
        Ok(ap)
    }

    /// Quick Order: any Component onto the Quick Order slot, in stock this turn at +1 Coin.
    pub(crate) fn decide_quick_order(
        &self,
        seat: Seat,
        component: Component,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.check_quick_order(seat, component)?;
        out.push(Event::MarketRow(MarketRowEvent::QuickOrdered {
            seat,
            component,
            ap,
        }));
        self.push_after(seat, Done::QuickOrdered, out);
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
