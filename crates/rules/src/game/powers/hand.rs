//! A player's Power cards.

use serde::{Deserialize, Serialize};

use crate::content::{PowerEffect, PowerId};
use crate::game::Player;

/// Magician Powers (003): a player's Power cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPowers {
    /// Powers in hand (hidden from the other players).
    pub hand: Vec<PowerId>,
    /// The Power next to each Power slot, bottom slot first.
    pub slots: Vec<Option<PowerId>>,
    /// Powers discarded at set-up (face down).
    pub discarded: Vec<PowerId>,
    /// Coins lying on Private Investments.
    #[serde(default)]
    pub stored: u32,
    /// Ears among the Townsfolk was offered this turn.
    #[serde(default)]
    pub rearranged: bool,
}

impl PlayerPowers {
    /// The Powers lying next to the Power slots.
    pub fn learned(&self) -> impl Iterator<Item = PowerId> + '_ {
        self.slots.iter().flatten().copied()
    }
}

impl Player {
    /// The effects of the Powers on the player's Power slots (none without
    /// Magician Powers).
    pub fn power_effects(&self) -> impl Iterator<Item = (PowerId, PowerEffect)> + '_ {
        self.powers
            .iter()
            .flat_map(|p| p.learned())
            .map(|id| (id, id.effect()))
    }

    /// The Component types the player may keep and the limit per type: the
    /// player board's, raised by Personal Supply Powers.
    pub fn component_room(&self) -> (usize, u8) {
        let mut piles = crate::board::BOARD_COMPONENT_PILES;
        let mut limit = crate::board::COMPONENT_LIMIT;
        for (_, e) in self.power_effects() {
            if let PowerEffect::PersonalSupply {
                extra_piles,
                limit: l,
            } = e
            {
                piles += extra_piles as usize;
                limit = limit.max(l);
            }
        }
        (piles, limit)
    }
}
