//! The `heir` section of a view: what the player sees of the Heir's board
//! (004 "Components for solo play"). The Heir has no seat in the view's
//! `players`; its Plan deck's order stays hidden (only its size shows).

use serde::{Deserialize, Serialize};

use super::state::HEIR_SEAT;
use super::{Difficulty, Place, PlanKind, PlanStep};
use crate::cards::{Component, MagicianId, SpecialId};
use crate::game::base::player::CharacterView;
use crate::game::base::player::OwnedTrick;
use crate::game::Game;
use crate::model::Seat;

/// A revealed Plan tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlanView {
    pub code: String,
    pub kind: PlanKind,
    pub order: Vec<PlanStepView>,
}

/// One step of a Plan tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlanStepView {
    pub location: Place,
    pub special: bool,
}

impl From<&PlanStep> for PlanStepView {
    fn from(s: &PlanStep) -> PlanStepView {
        PlanStepView {
            location: s.location,
            special: s.special,
        }
    }
}

/// A Turn Setup die: its Location, the face showing (an index into the
/// content's faces) and whether a Turn Setup marker lies under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TurnSetupDieView {
    pub location: Place,
    pub face: Option<u8>,
    pub marked: bool,
}

/// The Heir as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HeirView {
    /// The seat its Characters and markers carry on the board.
    pub seat: Seat,
    pub difficulty: Difficulty,
    pub magician: Option<MagicianId>,
    pub fame: u32,
    /// The Coin Purse.
    pub coins: u32,
    pub shards: u32,
    pub tricks: Vec<OwnedTrick>,
    /// Its Characters (the Additional Characters box shows as `inn`).
    pub characters: Vec<CharacterView>,
    /// Its Special Assignment cards in hand (nothing hides them in solo play).
    pub specials: Vec<SpecialId>,
    pub shopping_list: Vec<Component>,
    /// This turn's revealed Plan tile.
    pub plan: Option<PlanView>,
    /// Plan tiles still in the deck (their order is hidden).
    pub plans_left: u32,
    /// Codes of the Plan tiles used on earlier turns.
    pub used_plans: Vec<String>,
    pub turn_setup_dice: Vec<TurnSetupDieView>,
    /// The slots and weekdays the Turn Setup dice cover this turn, in the
    /// Duel's shape, so a client marks them on the board as it does the
    /// Duel's (004 "Roll dice phase": nobody may place there).
    pub covered: crate::game::duel::Covered,
    /// Coins it has turned into Fame at Pay Wages so far.
    pub coins_discarded: u32,
    /// The Solo Performance cards' content stamp (provisional cards).
    pub content: crate::content::ContentStamp,
}

impl Game {
    /// What the Heir's Turn Setup dice cover, by Location slot and weekday.
    fn heir_covered_slots(&self) -> crate::game::duel::Covered {
        use crate::model::{Slot, Weekday};
        let slots = |at: fn(u8) -> Slot| core::array::from_fn(|i| self.heir_covered(at(i as u8)));
        crate::game::duel::Covered {
            downtown: slots(Slot::Downtown),
            market_row: slots(Slot::MarketRow),
            dark_alley: slots(Slot::DarkAlley),
            theater: Weekday::ALL.map(|d| self.heir_weekday_covered(d)),
            academy: self.config.options.academy.then(|| slots(Slot::Academy)),
        }
    }

    /// The `heir` section of the view (Heir games only).
    pub(crate) fn heir_view(&self) -> Option<HeirView> {
        let h = self.heir.as_ref()?;
        let p = self.player(HEIR_SEAT);
        let tiles = if self.config.options.academy {
            &super::heir_content().plans
        } else {
            &super::heir_content().plans_without_academy
        };
        let plan_view = |i: u8| {
            let t = &tiles[i as usize];
            PlanView {
                code: t.code.clone(),
                kind: t.kind,
                order: t.order.iter().map(PlanStepView::from).collect(),
            }
        };
        let mut specials = p.specials.clone();
        specials.sort();
        Some(HeirView {
            seat: HEIR_SEAT,
            difficulty: h.difficulty,
            magician: p.magician,
            fame: p.fame,
            coins: p.coins,
            shards: p.shards,
            tricks: p.tricks.clone(),
            characters: self.character_views(HEIR_SEAT, true),
            specials,
            shopping_list: h.shopping.clone(),
            plan: h.plan.map(plan_view),
            plans_left: h.plans.len() as u32,
            used_plans: h
                .used
                .iter()
                .map(|&i| tiles[i as usize].code.clone())
                .collect(),
            turn_setup_dice: h
                .dice
                .iter()
                .map(|&(location, face)| TurnSetupDieView {
                    location,
                    face,
                    marked: h.marked.contains(&location),
                })
                .collect(),
            covered: self.heir_covered_slots(),
            coins_discarded: h.coins_discarded,
            content: super::heir_content().stamp.clone(),
        })
    }
}
