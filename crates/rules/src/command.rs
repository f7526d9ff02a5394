//! What a player can ask the game to do. `Game::legal_commands` lists exactly the
//! commands `Game::apply` accepts for a seat.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::model::{CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Slot};

/// The Specialist chosen at set-up, with its bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "specialist", rename_all = "snake_case")]
pub enum SpecialistChoice {
    /// Components worth 2 Coins on the Manager's Multi Component slots.
    Manager { components: ComponentSet },
    /// A Fame-Threshold-1 Trick of any category on the Engineer's Trick slot.
    Engineer { trick: TrickId },
    /// A second Apprentice on the Assistant's Apprentice slot.
    Assistant,
}

/// A player command.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    // --- Set-up ---
    ChooseMagician {
        magician: MagicianId,
    },
    /// A Fame-Threshold-1 Trick of the Magician's Favorite category.
    ChooseStartingTrick {
        trick: TrickId,
    },
    /// Components worth exactly 2 Coins.
    ChooseStartingComponents {
        components: ComponentSet,
    },
    ChooseSpecialist {
        choice: SpecialistChoice,
    },

    // --- Advertise ---
    Advertise,
    DeclineAdvertise,

    // --- Assignment ---
    /// Put a face-down Assignment card of this Location under a Character.
    Assign {
        character: CharacterId,
        location: Location,
    },
    /// Take the card back from under a Character.
    Unassign {
        character: CharacterId,
    },
    /// Done assigning for this turn.
    ConfirmAssignments,

    // --- Place Characters ---
    /// Place a Character with a card on a free slot of its Location; `enhance`
    /// pays a Shard for +1 Action Point (not in the Theater).
    Place {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    },
    /// Turn the card down and leave the Character Idle this turn.
    LeaveIdle {
        character: CharacterId,
    },
    /// Stop taking Actions with the placed Character (unspent points are lost).
    EndActions,

    // --- Downtown ---
    /// Learn a Trick using a Residence die (its category, '?', or your Favorite category).
    LearnTrick {
        die: DieId,
        trick: TrickId,
    },
    Hire {
        die: DieId,
    },
    TakeCoins {
        die: DieId,
    },
    RerollDie {
        die: DieId,
    },
    SetDie {
        die: DieId,
        face: DieFace,
    },

    // --- Market Row ---
    /// Buy 1-3 of one Component type in stock; `bargain` extra Action Points each
    /// take 1 Coin off (the Character's total can never reach 0).
    Buy {
        component: Component,
        count: u8,
        bargain: u8,
    },
    Order {
        component: Component,
        slot: u8,
    },
    QuickOrder {
        component: Component,
    },

    // --- Workshop ---
    Prepare {
        trick: TrickId,
    },
    /// Move a Trick onto the Engineer's slot (swapping with the one there).
    MoveTrick {
        trick: TrickId,
    },
    /// Move a Component pile onto a Manager Multi slot (swapping with the pile there).
    MoveComponents {
        component: Component,
        slot: u8,
    },
    /// Move an Apprentice (and its card) onto the Assistant's slot for good.
    MoveApprentice {
        apprentice: CharacterId,
    },

    // --- Theater ---
    /// Move a marker from a Trick onto a free Performance card slot, with the
    /// Trick's category edge facing `facing` (it must face a Link circle).
    SetUpTrick {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },
    /// Move one of your markers to another free slot (no Link Bonus).
    Reschedule {
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
    },
    /// Take one pending Link Bonus as Fame or Coins.
    TakeLinkBonus {
        reward: FameOrCoins,
    },

    // --- Performance ---
    Perform {
        card: PerformanceId,
    },
    DeclinePerformance,

    // --- Dark Alley ---
    /// Put a Special Assignment card from your hand face down under a Character.
    AssignSpecial {
        character: CharacterId,
        card: SpecialId,
    },
    /// Place a Character with the Dark Alley's placement choices: `forfeit` gives
    /// up the Special Assignment ability for +1 Action Point (C-128); `boost` is
    /// the Mechaniker's +1 for an Apprentice; `mimic` is the Great Optico's use of
    /// an opponent's revealed Special Assignment card with a Permanent card.
    PlaceWith {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        forfeit: bool,
        boost: bool,
        mimic: Option<SpecialId>,
    },
    /// Draw the face-up top card of a Location's Special Assignment deck.
    DrawSpecial {
        deck: Location,
    },
    /// Move each Pending Prophecy one slot.
    FortuneTelling,
    /// Priestess of Mysticism: the Pending Prophecy `pending` (0 = left) becomes Active.
    FateWeaving {
        pending: u8,
    },

    // --- At any of your own decision points ---
    /// Give a Trick back to the Residence; its markers return to your supply.
    ReturnTrick {
        trick: TrickId,
    },
    /// Put Components back into the general supply to make room.
    ReturnComponents {
        component: Component,
        count: u8,
    },
}
