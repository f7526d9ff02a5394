//! Who the Heir is in a game and what it has beyond a player's board: its
//! seat, its [`HeirState`], the Location names its procedure uses, and what
//! the rest of the engine asks about it.

use serde::{Deserialize, Serialize};

use super::{Difficulty, Place, PlanKind};
use crate::cards::{Component, TrickId};
use crate::game::base::player::CharState;
use crate::game::Game;
use crate::model::{CharacterId, Location, Seat};

/// What the Heir has beyond a player's board (004 "Components for solo
/// play": the Heir board, Turn Setup dice, Plan tiles). Left out of the JSON
/// in other games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeirState {
    pub difficulty: Difficulty,
    /// The Plan deck (indexes into the content's deck), top last. Hidden.
    pub plans: Vec<u8>,
    /// This turn's revealed Plan tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<u8>,
    /// Plan tiles used on earlier turns.
    #[serde(default)]
    pub used: Vec<u8>,
    /// The Shopping List box.
    pub shopping: Vec<Component>,
    /// The Turn Setup dice: each die's Location and the face it shows
    /// (`None` before the first roll).
    pub dice: Vec<(Place, Option<u8>)>,
    /// The two Locations holding a Turn Setup marker (re-rolled last turn).
    #[serde(default)]
    pub marked: Vec<Place>,
    /// Coins discarded from the Coin Purse for Fame so far (for the view).
    #[serde(default)]
    pub coins_discarded: u32,
}

/// The Heir's seat: always the one after the human's.
pub const HEIR_SEAT: Seat = Seat(1);

/// A Location as a Plan tile names it, for the engine.
pub fn location(p: Place) -> Location {
    match p {
        Place::Downtown => Location::Downtown,
        Place::MarketRow => Location::MarketRow,
        Place::Workshop => Location::Workshop,
        Place::Theater => Location::Theater,
        Place::DarkAlley => Location::DarkAlley,
        Place::Academy => Location::Academy,
    }
}

/// The engine's Location as the Heir's procedure names it.
pub fn place(l: Location) -> Place {
    match l {
        Location::Downtown => Place::Downtown,
        Location::MarketRow => Place::MarketRow,
        Location::Workshop => Place::Workshop,
        Location::Theater => Place::Theater,
        Location::DarkAlley => Place::DarkAlley,
        Location::Academy => Place::Academy,
    }
}

impl Game {
    /// The Heir's state in Heir games.
    pub fn heir(&self) -> Option<&HeirState> {
        self.heir.as_ref()
    }

    /// The Heir's seat in Heir games.
    pub(crate) fn heir_seat(&self) -> Option<Seat> {
        self.heir.as_ref().map(|_| HEIR_SEAT)
    }

    pub(crate) fn is_heir(&self, seat: Seat) -> bool {
        self.heir_seat() == Some(seat)
    }

    pub(super) fn difficulty(&self) -> Difficulty {
        self.heir
            .as_ref()
            .map_or(Difficulty::Normal, |h| h.difficulty)
    }

    /// The Plan tiles of this game's deck.
    pub(crate) fn plan_tiles(&self) -> &'static [super::PlanTile] {
        let c = super::heir_content();
        if self.config.options.academy {
            &c.plans
        } else {
            &c.plans_without_academy
        }
    }

    /// Trick Markers a Trick gets when Prepared (the printed number).
    pub(super) fn markers_per_trick_for(&self, trick: TrickId) -> u8 {
        trick.card().markers
    }

    /// The Heir's revealed Plan tile's kind.
    pub(super) fn plan_kind(&self) -> PlanKind {
        let h = self.heir.as_ref().expect("Heir game");
        h.plan
            .map_or(PlanKind::SetUp, |i| self.plan_tiles()[i as usize].kind)
    }
}

/// 004 "Setup" 8: the Heir's board order, Magician > Protégé > Specialists >
/// Apprentices, of the Characters on its team.
pub fn heir_order(p: &crate::game::Player) -> Vec<CharacterId> {
    let order = [
        CharacterId::Magician,
        CharacterId::Protege,
        CharacterId::Engineer,
        CharacterId::Manager,
        CharacterId::Assistant,
        CharacterId::Apprentice1,
        CharacterId::Apprentice2,
        CharacterId::Apprentice3,
        CharacterId::Apprentice4,
    ];
    order
        .into_iter()
        .filter(|&c| !matches!(p.state(c), CharState::Supply | CharState::Inn))
        .collect()
}
