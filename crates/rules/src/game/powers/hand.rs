//! A player's Power cards.

use serde::{Deserialize, Serialize};

use crate::content::PowerId;

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
