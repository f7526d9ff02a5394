//! What the Secrets a Character carries change for it (004 "New character:
//! Protegé": the Protégé "gains access to all abilities printed on all of
//! the Skill tiles"; "New magicians", Anjali: an Apprentice may carry one of
//! them for a round, without the Protégé's Action Points). Asked by the
//! Action being decided, as the Powers' effects are.

use crate::cards::Yield;
use crate::content::academy::{AcademyContent, SecretAction, SecretEffect};
use crate::model::Location;

/// The effects of the Secrets `held` (indexes into the game's content's
/// Secrets).
pub fn effects<'a>(
    content: &'a AcademyContent,
    held: &'a [u8],
) -> impl Iterator<Item = SecretEffect> + 'a {
    held.iter().map(|&s| content.secrets[s as usize].effect)
}

/// Extra Action Points when placed at `at`.
pub fn extra_ap(content: &AcademyContent, held: &[u8], at: Location) -> u8 {
    effects(content, held)
        .map(|e| match e {
            SecretEffect::ExtraAp { at: a, ap } if a == at => ap,
            _ => 0,
        })
        .sum()
}

/// The Action Point cost of `action`, `base` without Secrets, never below 1.
pub fn action_ap(content: &AcademyContent, held: &[u8], action: SecretAction, base: u8) -> u8 {
    let less: u8 = effects(content, held)
        .map(|e| match e {
            SecretEffect::CheaperAction { action: a, ap } if a == action => ap,
            _ => 0,
        })
        .sum();
    base.saturating_sub(less).max(1).min(base)
}

/// A Coin figure made higher (`TakeCoinsBonus`) or lower (`BuyDiscount`,
/// `LearnDiscount`, `RenovateDiscount`) by the Secrets.
pub fn coins_bonus(
    content: &AcademyContent,
    held: &[u8],
    pick: fn(SecretEffect) -> Option<u32>,
) -> u32 {
    effects(content, held).filter_map(pick).sum()
}

/// Take Coins gives this many more.
pub fn take_coins_bonus(content: &AcademyContent, held: &[u8]) -> u32 {
    coins_bonus(content, held, |e| match e {
        SecretEffect::TakeCoinsBonus { coins } => Some(coins),
        _ => None,
    })
}

/// A price lowered by `discount`, never below 1 (a free price stays free).
pub fn discounted(price: u32, discount: u32) -> u32 {
    if price == 0 {
        0
    } else {
        price.saturating_sub(discount).max(1)
    }
}

/// Each Buy's discount.
pub fn buy_discount(content: &AcademyContent, held: &[u8]) -> u32 {
    coins_bonus(content, held, |e| match e {
        SecretEffect::BuyDiscount { coins } => Some(coins),
        _ => None,
    })
}

/// Renovate's discount.
pub fn renovate_discount(content: &AcademyContent, held: &[u8]) -> u32 {
    coins_bonus(content, held, |e| match e {
        SecretEffect::RenovateDiscount { coins } => Some(coins),
        _ => None,
    })
}

/// Learn Trick: fewer Coins for missing Fame.
pub fn learn_discount(content: &AcademyContent, held: &[u8]) -> u32 {
    coins_bonus(content, held, |e| match e {
        SecretEffect::LearnDiscount { coins } => Some(coins),
        _ => None,
    })
}

/// Prepare: markers added.
pub fn prepare_markers(content: &AcademyContent, held: &[u8]) -> u8 {
    effects(content, held)
        .filter(|e| matches!(e, SecretEffect::PrepareMarker))
        .count() as u8
}

/// Fame for each Set Up, each Hire, each Academy Action.
pub fn fame_for(
    content: &AcademyContent,
    held: &[u8],
    pick: fn(SecretEffect) -> Option<u32>,
) -> u32 {
    effects(content, held).filter_map(pick).sum()
}

/// What Performing gives while this Character is backstage that day.
pub fn backstage_bonus(content: &AcademyContent, held: &[u8]) -> Yield {
    effects(content, held).fold(Yield::default(), |acc, e| match e {
        SecretEffect::BackstageBonus {
            fame,
            coins,
            shards,
        } => Yield {
            fame: acc.fame + fame,
            coins: acc.coins + coins,
            shards: acc.shards + shards,
        },
        _ => acc,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::academy::academy;

    fn code(c: &str) -> u8 {
        academy().secrets.iter().position(|s| s.code == c).unwrap() as u8
    }

    /// 004 "New character: Protegé": every Secret on the extension acts
    /// (the built-in Secrets S01, S04, S07, S12, S14 as examples).
    #[test]
    fn protege_secrets_act_together() {
        let held = [code("S01"), code("S04"), code("S07")];
        assert_eq!(extra_ap(academy(), &held, Location::Downtown), 1);
        assert_eq!(extra_ap(academy(), &held, Location::MarketRow), 0);
        assert_eq!(action_ap(academy(), &held, SecretAction::LearnSecret, 2), 1);
        assert_eq!(action_ap(academy(), &held, SecretAction::Teach, 2), 2);
        assert_eq!(take_coins_bonus(academy(), &held), 2);
        assert_eq!(take_coins_bonus(academy(), &[]), 0);
        assert_eq!(renovate_discount(academy(), &[code("S12")]), 2);
        assert_eq!(
            backstage_bonus(academy(), &[code("S14"), code("S15")]),
            Yield {
                fame: 2,
                coins: 3,
                shards: 0
            }
        );
        assert_eq!(prepare_markers(academy(), &[code("S09")]), 1);
        let set_up = |e| match e {
            SecretEffect::SetUpFame { fame } => Some(fame),
            _ => None,
        };
        assert_eq!(fame_for(academy(), &[code("S10"), code("S13")], set_up), 1);
        assert_eq!(learn_discount(academy(), &[code("S11")]), 3);
        assert_eq!(buy_discount(academy(), &[code("S08")]), 1);
    }

    /// A cheaper Action never costs less than 1; a discount never brings a
    /// price below 1 (and a free price stays free).
    #[test]
    fn floors() {
        assert_eq!(
            action_ap(academy(), &[code("S05")], SecretAction::Prepare, 1),
            1
        );
        assert_eq!(discounted(3, 2), 1);
        assert_eq!(discounted(1, 2), 1);
        assert_eq!(discounted(0, 2), 0);
        assert_eq!(discounted(6, 2), 4);
    }
}
