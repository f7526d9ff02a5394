//! What the Dark Alley changes in the base game's Actions: the Active
//! Prophecy, and the Special Assignment card the acting Character carries.

use crate::cards::{Component, ProphecyKind, Yield};
use crate::error::RuleError;
use crate::game::base::performance::Payout;
use crate::game::base::scoring::FinalScore;
use crate::game::dark_alley::AlleyEvent;
use crate::game::modifier::{Action, Allowance, Done, Modifier, Moment, Number, Performed, Use};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Seat, Slot, Weekday};
use crate::rules_version::Change;

/// The Dark Alley's Prophecies as a [`Modifier`] of the base rules: they
/// change the situation, so their changes come first.
pub(crate) struct Prophecies;

/// The Dark Alley's Special Assignment cards as a [`Modifier`]: a card acts
/// with the Action it enhances, after the lasting changes of the other
/// expansions.
pub(crate) struct Cards;

impl Modifier for Prophecies {
    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        let cheap = |kind| if game.prophecy(kind) { 1 } else { value };
        match number {
            // P12, P25, P24: these Actions cost 1 Action Point.
            Number::ActionPoints(Action::LearnTrick) => cheap(ProphecyKind::CheapLearn),
            Number::ActionPoints(Action::Hire) => cheap(ProphecyKind::CheapHire),
            Number::ActionPoints(Action::TakeCoins) => cheap(ProphecyKind::CheapTakeCoins),
            // P07: the Bank pays double.
            Number::BankCoins if game.prophecy(ProphecyKind::DoubleBank) => value * 2,
            // P01: every Character's base is 1 Action Point; P15: +1 for the
            // Apprentices of a player who Advertised.
            Number::BaseAp(character) => {
                let base = if game.prophecy(ProphecyKind::BaseApOne) {
                    1
                } else {
                    value
                };
                let advertised = game.prophecy(ProphecyKind::AdvertisedApprentices)
                    && character.is_apprentice()
                    && game.player(seat).advertised;
                base + i64::from(advertised)
            }
            // P08: Enhance Character gives 2.
            Number::EnhanceAp if game.prophecy(ProphecyKind::StrongEnhance) => 2,
            // P11 (Friday -1), P16 (no Thursday/Sunday modifiers), P22
            // (Saturday +1).
            Number::WeekdayModifier(Weekday::Thursday | Weekday::Sunday)
                if game.prophecy(ProphecyKind::NoDayModifiers) =>
            {
                0
            }
            Number::WeekdayModifier(Weekday::Friday)
                if game.prophecy(ProphecyKind::FridayPenalty) =>
            {
                -1
            }
            Number::WeekdayModifier(Weekday::Saturday)
                if game.prophecy(ProphecyKind::SaturdayBonus) =>
            {
                1
            }
            // P19: every marker owner gets the Performer's weekday modifier.
            Number::DayModifier { performer_day, .. }
                if game.prophecy(ProphecyKind::PerformerModifierForAll) =>
            {
                i64::from(game.day_modifier(performer_day))
            }
            // P18: the top slot of each main-board Location costs 3 Coins
            // (004 "General rule changes" 3: the Academy's top slot too).
            Number::SlotPrice(
                Slot::Downtown(0) | Slot::MarketRow(0) | Slot::DarkAlley(0) | Slot::Academy(0),
            ) if game.prophecy(ProphecyKind::PaidTopSlots) => 3,
            _ => value,
        }
    }

    /// P27: a Character takes the free slot with the lowest Action Point
    /// modifier.
    fn refuses(&self, game: &Game, seat: Seat, r#use: Use) -> Result<(), RuleError> {
        match r#use {
            Use::Slot { character, slot } if game.prophecy(ProphecyKind::LowestSlotFirst) => {
                game.check_lowest_slot(seat, character, slot)
            }
            _ => Ok(()),
        }
    }

    /// P26: Enhance Character in the Theater.
    fn allows(&self, game: &Game, _seat: Seat, what: Allowance) -> bool {
        what == Allowance::EnhanceInTheater && game.prophecy(ProphecyKind::EnhanceInTheater)
    }

    /// P20: the cards stay face down until their Characters are placed.
    fn hides_assignments(&self, game: &Game) -> bool {
        game.prophecy(ProphecyKind::HiddenAssignments)
    }

    /// P14: Coins from a Performance are Fame (the Heir's excepted).
    fn payout(&self, game: &Game, payout: &mut Payout) {
        if game.prophecy(ProphecyKind::CoinsAsFame) && !game.is_heir(payout.seat) {
            payout.fame += payout.coins;
            payout.coins = 0;
        }
    }

    /// P06: the Performer's bonus is doubled.
    fn performer_bonus(
        &self,
        game: &Game,
        _performer: Seat,
        _day: Weekday,
        _links_and_card: Yield,
        bonus: Yield,
    ) -> Yield {
        if !game.prophecy(ProphecyKind::DoublePerformerBonus) {
            return bonus;
        }
        Yield {
            fame: bonus.fame * 2,
            coins: bonus.coins * 2,
            shards: bonus.shards * 2,
        }
    }

    /// P09: a second placement in a row; End Turn: the Prophecies move on.
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        match moment {
            Moment::PlacementDone(seat)
                if game.prophecy(ProphecyKind::PlaceTwo)
                    && !game.second_placement
                    && game.awaiting(seat) =>
            {
                out.push(Event::Alley(AlleyEvent::SecondPlacement { seat }))
            }
            Moment::PostersRemoved => game.push_move_prophecies(out),
            _ => {}
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        match done {
            Done::GainedShard => game.push_shard_extras(&[seat], out),
            Done::SetUp(trick) => game.push_setup_fame(seat, trick, out),
            _ => {}
        }
    }

    fn stock_price(&self, game: &Game, c: Component, price: Option<u32>) -> Option<u32> {
        // P04: the Order area's types are in stock at their price.
        let price = price.or_else(|| {
            (game.prophecy(ProphecyKind::BuyFromOrderArea) && game.market.order.contains(&Some(c)))
                .then(|| c.price())
        });
        if !game.prophecy(ProphecyKind::FlatComponentPrice) {
            return price;
        }
        // Ruling 10.3a (rules version 2): P21 sets the Component's
        // price to 2; the Quick Order slot's "1 additional Coin" (001
        // "Quick Order") is a surcharge for the slot, not part of the
        // price, so a Quick-Ordered Component costs 3. Version 1: 2.
        let quick_only = game.market.unit_price(c) == Some(c.price() + 1);
        let surcharge =
            u32::from(quick_only && game.follows(Change::QuickOrderSurchargeWithFlatPrice));
        price.map(|_| 2 + surcharge)
    }
}

impl Modifier for Cards {
    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            // A30 Thirst for Knowledge, A28 Headhunter, A34 Interest: 1 less.
            Number::ActionPoints(action) if game.card_saves_an_action_point(seat, action) => {
                (value - 1).max(0)
            }
            _ => value,
        }
    }

    /// A44 Business Share: opponents' Market Row Coins go to its owner.
    fn market_payee(&self, game: &Game, seat: Seat) -> Option<Seat> {
        game.business_share.filter(|&s| s != seat)
    }

    fn allows(&self, game: &Game, seat: Seat, what: Allowance) -> bool {
        match what {
            Allowance::LearnAnyCategory => game.thirst_for_knowledge(seat),
            // A25 Freelancer.
            Allowance::AnyLocation(c) => game.freelancer(seat, c),
            Allowance::PrepareShort { .. }
            | Allowance::AnyFacing(_)
            | Allowance::EnhanceInTheater
            | Allowance::Magician(_) => false,
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        game.push_card_effect(seat, done, out);
    }

    /// A27 Hypnotic Motivation: the Character just hired takes a card.
    fn late_assignment(&self, game: &Game, seat: Seat) -> Option<CharacterId> {
        game.player(seat).hypnotized
    }

    /// Electra's piled markers, after the other expansions' changes (no
    /// expansion after this one changes a performed yield).
    fn performed_yield(&self, game: &Game, performed: Performed, y: Yield) -> Yield {
        game.piled_yield(performed, y)
    }

    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        match moment {
            Moment::CardsRevealed => game.push_specials_revealed(out),
            Moment::CharactersReturned => {
                game.push_talent_hired(out);
                game.push_discard_specials(out);
                game.push_dubious_sources(out);
            }
            Moment::PlacementsOver => game.push_before_performance(out),
            // Yoruba Spiritmaster's Soul Possession.
            Moment::PerformerChooses { day, performer } => {
                out.extend(game.possession_offer(day, performer))
            }
            Moment::PerformanceEnds { performer, pos } => {
                game.push_arranged_fiasco(performer, pos, out)
            }
            _ => {}
        }
    }

    fn acts_with_the_action(&self) -> bool {
        true
    }

    fn final_scores(&self, game: &Game) -> Option<Vec<FinalScore>> {
        Some(game.dark_alley_scores())
    }
}
