//! The 27 Prophecies of the Dark Alley: each changes a rule for the turn it is Active.

use super::{ProphecyCard, ProphecyKind};

/// Every Prophecy, indexed by `ProphecyId` (P01 is 0).
pub static PROPHECIES: [ProphecyCard; 27] = [
    ProphecyCard {
        code: "P01",
        kind: ProphecyKind::BaseApOne,
        text: "Every Character has 1 base Action Point.",
    },
    ProphecyCard {
        code: "P02",
        kind: ProphecyKind::ExtraShard,
        text: "Whoever receives Shards receives one more.",
    },
    ProphecyCard {
        code: "P03",
        kind: ProphecyKind::FameOnShards,
        text: "Whoever receives Shards also gains 2 Fame.",
    },
    ProphecyCard {
        code: "P04",
        kind: ProphecyKind::BuyFromOrderArea,
        text: "Component types in the Order area can be bought too.",
    },
    ProphecyCard {
        code: "P05",
        kind: ProphecyKind::CheapFurtherDraws,
        text: "Draw Further Cards costs 1 Action Point.",
    },
    ProphecyCard {
        code: "P06",
        kind: ProphecyKind::DoublePerformerBonus,
        text: "Performer bonuses are doubled.",
    },
    ProphecyCard {
        code: "P07",
        kind: ProphecyKind::DoubleBank,
        text: "Take Coins pays twice the die.",
    },
    ProphecyCard {
        code: "P08",
        kind: ProphecyKind::StrongEnhance,
        text: "Enhance Character gives +2 Action Points.",
    },
    ProphecyCard {
        code: "P09",
        kind: ProphecyKind::PlaceTwo,
        text: "Each placement turn a player may place two Characters.",
    },
    ProphecyCard {
        code: "P10",
        kind: ProphecyKind::FameOnEscapeSetup,
        text: "Setting up an Escape Trick gives 2 Fame.",
    },
    ProphecyCard {
        code: "P11",
        kind: ProphecyKind::FridayPenalty,
        text: "Friday's yield modifier is -1 Fame and -1 Coin.",
    },
    ProphecyCard {
        code: "P12",
        kind: ProphecyKind::CheapLearn,
        text: "Learn Trick costs 1 Action Point.",
    },
    ProphecyCard {
        code: "P13",
        kind: ProphecyKind::FameOnMechanicalSetup,
        text: "Setting up a Mechanical Trick gives 2 Fame.",
    },
    ProphecyCard {
        code: "P14",
        kind: ProphecyKind::CoinsAsFame,
        text: "Coin yields of performed Tricks come as Fame.",
    },
    ProphecyCard {
        code: "P15",
        kind: ProphecyKind::AdvertisedApprentices,
        text: "Apprentices of players who Advertised have +1 base Action Point.",
    },
    ProphecyCard {
        code: "P16",
        kind: ProphecyKind::NoDayModifiers,
        text: "Thursday and Sunday have no yield modifier.",
    },
    ProphecyCard {
        code: "P17",
        kind: ProphecyKind::FameOnOpticalSetup,
        text: "Setting up an Optical Trick gives 2 Fame.",
    },
    ProphecyCard {
        code: "P18",
        kind: ProphecyKind::PaidTopSlots,
        text: "A +2 slot at Downtown, Market Row or Dark Alley costs 3 Coins.",
    },
    ProphecyCard {
        code: "P19",
        kind: ProphecyKind::PerformerModifierForAll,
        text: "Everyone in a Performance uses the Performer's yield modifier.",
    },
    ProphecyCard {
        code: "P20",
        kind: ProphecyKind::HiddenAssignments,
        text: "Assignment cards stay face down until their Character is placed.",
    },
    ProphecyCard {
        code: "P21",
        kind: ProphecyKind::FlatComponentPrice,
        text: "Every Component costs 2 Coins.",
    },
    ProphecyCard {
        code: "P22",
        kind: ProphecyKind::SaturdayBonus,
        text: "Saturday's yield modifier is +1 Fame and +1 Coin.",
    },
    ProphecyCard {
        code: "P23",
        kind: ProphecyKind::FameOnSpiritualSetup,
        text: "Setting up a Spiritual Trick gives 2 Fame.",
    },
    ProphecyCard {
        code: "P24",
        kind: ProphecyKind::CheapTakeCoins,
        text: "Take Coins costs 1 Action Point.",
    },
    ProphecyCard {
        code: "P25",
        kind: ProphecyKind::CheapHire,
        text: "Hire Character costs 1 Action Point.",
    },
    ProphecyCard {
        code: "P26",
        kind: ProphecyKind::EnhanceInTheater,
        text: "Enhance Character is allowed in the Theater.",
    },
    ProphecyCard {
        code: "P27",
        kind: ProphecyKind::LowestSlotFirst,
        text: "Characters go on the free slot with the lowest Action Point modifier.",
    },
];
