//! The greedy bot and Magician Powers: which 4 of the 12 dealt Powers to
//! discard, which Power to learn at the start of each Assignment phase (and
//! onto which slot), and keeping its Shards on the slots that hold Powers.
//! Every number here is a rough Fame-equivalent guess, read from the seat's
//! own view only.

use trickerion_rules::content::{powers, Measure, PowerAction, PowerEffect, Who};
use trickerion_rules::{Category, Command, PowerColor, PowerId};

use super::value::Ctx;

/// How likely the seat still is to use a Power of this color at all (the
/// Fame Threshold must be met, or paid for in Coins; red needs 36 Fame or
/// slot 3's six Shards).
fn reach(color: PowerColor) -> f64 {
    match color {
        PowerColor::Yellow => 1.0,
        PowerColor::Orange => 0.75,
        PowerColor::Red => 0.35,
    }
}

/// The seat's Tricks of `category` (any when `None`).
fn tricks_of(ctx: &Ctx, category: Option<Category>) -> f64 {
    ctx.me
        .tricks
        .iter()
        .filter(|t| category.is_none_or(|c| t.trick.card().category == c))
        .count() as f64
}

/// Fame-equivalent of a Power lying on a slot from now to the end of the game.
pub(crate) fn power_value(ctx: &Ctx, power: PowerId) -> f64 {
    let turns = f64::from(ctx.left);
    let cv = ctx.cv;
    // Expected Tricks of a category: the seat's own, or about one per four
    // owned Tricks early on (it will learn more).
    let tricks = |c: Option<Category>| {
        let own = tricks_of(ctx, c);
        let guess = if c.is_some() { 0.6 } else { 2.5 };
        if ctx.view.turn <= 1 {
            own.max(guess)
        } else {
            own
        }
    };
    let per_turn = match power.effect() {
        PowerEffect::PrivateInvestments {
            coins,
            coins_two_players,
        } => {
            let opponents = ctx.view.players.len().saturating_sub(1) as f64;
            let per = if ctx.view.players.len() == 2 {
                coins_two_players
            } else {
                coins
            };
            0.8 * opponents * f64::from(per) * cv * 0.8
        }
        PowerEffect::EarsAmongTheTownsfolk { coins } => f64::from(coins) * cv,
        PowerEffect::Gambling { price } => 0.6 * (22.0 / 6.0 - f64::from(price)).max(0.0) * cv,
        PowerEffect::PersonalSupply { .. } => 0.3,
        PowerEffect::ExtraAp { who, ap, at } => {
            let fits = match who {
                Who::Magician => 1.0,
                Who::Any => 2.0,
                Who::Specialist => 0.6,
                Who::Apprentice => 0.8,
            };
            let place = if at.is_some() { 0.35 } else { 1.0 };
            0.6 * f64::from(ap) * fits * place
        }
        PowerEffect::CheaperAction { action, ap } => {
            let used = match action {
                PowerAction::LearnTrick => 0.4,
                PowerAction::Hire => 0.3,
                PowerAction::TakeCoins => 0.4,
                PowerAction::SetDie => 0.1,
                PowerAction::QuickOrder => 0.2,
                PowerAction::Prepare => 0.6,
                PowerAction::DrawSpecial => 0.1,
            };
            used * f64::from(ap) * 0.8
        }
        PowerEffect::TakeCoinsBonus { coins } => 0.45 * f64::from(coins) * cv,
        PowerEffect::AdvertiseBonus { fame } => 0.5 * f64::from(fame),
        PowerEffect::LearnDiscount { coins } => 0.3 * f64::from(coins) * cv,
        PowerEffect::HireFame { fame } => 0.35 * f64::from(fame),
        PowerEffect::BuyDiscount { coins, .. } => 0.5 * f64::from(coins) * cv,
        PowerEffect::PrepareMarker { category } => 0.35 * tricks(category).min(2.0) * 2.0,
        PowerEffect::SetUpFame { category, fame } => {
            0.45 * f64::from(fame) * tricks(category).min(3.0)
        }
        PowerEffect::LinkBonus { extra } => 0.6 * f64::from(extra),
        PowerEffect::PerformerBonus {
            fame,
            coins,
            shards,
        } => 0.7 * (f64::from(fame) + cv * f64::from(coins) + 0.9 * f64::from(shards)),
        PowerEffect::TrickYield {
            category,
            fame,
            coins,
        } => 0.8 * tricks(category).min(3.0) * (f64::from(fame) + cv * f64::from(coins)),
        PowerEffect::GuestYield { fame, coins } => 0.3 * (f64::from(fame) + cv * f64::from(coins)),
        PowerEffect::WeekdayFame { fame, .. } => 0.35 * 2.0 * f64::from(fame),
        PowerEffect::WageDiscount { coins } => {
            0.7 * f64::from(coins.min(ctx.wages_due().max(2))) * cv
        }
        PowerEffect::EndTurn {
            fame,
            coins,
            shards,
        } => f64::from(fame) + cv * f64::from(coins) + 0.9 * f64::from(shards),
        PowerEffect::DrawFame { fame } => 0.2 * f64::from(fame),
        PowerEffect::GameEnd { per, fame } => {
            let now = match per {
                Measure::Apprentice => ctx
                    .me
                    .characters
                    .iter()
                    .filter(|c| c.character.is_apprentice())
                    .count() as f64,
                Measure::Specialist => ctx
                    .me
                    .characters
                    .iter()
                    .filter(|c| c.character.specialist().is_some())
                    .count() as f64,
                Measure::Trick => ctx.me.tricks.len() as f64 + 0.5,
                Measure::Threshold16Trick | Measure::Threshold36Trick => {
                    let ft = if per == Measure::Threshold16Trick {
                        16
                    } else {
                        36
                    };
                    ctx.me
                        .tricks
                        .iter()
                        .filter(|t| t.trick.card().threshold == ft)
                        .count() as f64
                }
                Measure::BasicComponent
                | Measure::AdvancedComponent
                | Measure::SuperiorComponent => {
                    let tier = match per {
                        Measure::BasicComponent => 1,
                        Measure::AdvancedComponent => 2,
                        _ => 3,
                    };
                    ctx.me
                        .components
                        .iter()
                        .zip(trickerion_rules::Component::ALL)
                        .filter(|(_, c)| c.price() == tier)
                        .map(|(&n, _)| f64::from(n))
                        .sum()
                }
                Measure::ThreeCoins => f64::from(ctx.me.coins / 3),
                Measure::Shard => f64::from(ctx.me.shards),
                Measure::UnusedSpecial => ctx.me.specials.as_ref().map_or(0.0, |s| s.len() as f64),
            };
            return f64::from(fame) * now.min(20.0 / f64::from(fame.max(1)));
        }
    };
    per_turn * turns
}

/// Set-up: the dealt Power worth least, weighted by how likely it is to be
/// learned at all.
pub(crate) fn discard(ctx: &Ctx, legal: &[Command]) -> Option<Command> {
    legal
        .iter()
        .filter_map(|c| match c {
            Command::DiscardPower { power } => {
                let v = power_value(ctx, *power) * reach(power.card().color);
                Some((v, c))
            }
            _ => None,
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c.clone())
}

/// Start of Assignment: the Power (and slot) that gains most over what lies
/// there now and the Coins paid for missing Fame; pass when nothing gains.
pub(crate) fn learn(ctx: &Ctx, legal: &[Command]) -> Option<Command> {
    let board = ctx.powers()?;
    let mut best = (0.8, Command::PassPower);
    for cmd in legal {
        let Command::LearnPower { power, slot } = cmd else {
            continue;
        };
        let card = power.card();
        let coins = card.threshold.saturating_sub(ctx.me.fame);
        let replaced = board.slots[*slot as usize].map_or(0.0, |p| power_value(ctx, p));
        // A higher slot is lost sooner when Shards are spent.
        let risk = 0.15 * f64::from(*slot);
        let v = power_value(ctx, *power) - replaced - ctx.spend_cost(coins) - risk;
        if v > best.0 {
            best = (v, cmd.clone());
        }
    }
    Some(best.1)
}

/// Whether spending one Shard now would take a Power off its slot.
pub(crate) fn shard_costs_a_power(ctx: &Ctx) -> bool {
    let Some(board) = ctx.powers() else {
        return false;
    };
    let content = powers();
    board
        .slots
        .iter()
        .enumerate()
        .any(|(k, s)| s.is_some() && ctx.me.shards.saturating_sub(1) < content.opens_at(k))
}

/// Gambling pays on average (a Bank die shows 22/6 Coins); the bot gambles
/// when the Coins are not needed for Wages.
pub(crate) fn gamble_worth(ctx: &Ctx) -> f64 {
    let Some(price) = ctx.powers().and_then(|b| {
        b.slots.iter().flatten().find_map(|p| match p.effect() {
            PowerEffect::Gambling { price } => Some(price),
            _ => None,
        })
    }) else {
        return -1.0;
    };
    if ctx.me.coins < price + ctx.wages_due() + 1 {
        return -1.0;
    }
    (22.0 / 6.0 - f64::from(price)) * ctx.cv
}
