//! What cards do, as typed variants carried by the card data. The rules match
//! on these (never on a card's name), so the compiler lists every place an
//! effect acts, and a new card is data plus at most one new variant.
//!
//! Special Assignment effects are grouped by the Action the card enhances
//! (its framed picture), so each Action's rule matches a short enum.

use serde::Serialize;

use super::Enhances;

/// What a Special Assignment card does, by the Action it enhances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialEffect {
    SetUp(SetUpEffect),
    Perform(PerformEffect),
    Reschedule(RescheduleEffect),
    Prepare(PrepareEffect),
    Hire(HireEffect),
    Learn(LearnEffect),
    TakeCoins(TakeCoinsEffect),
    Buy(BuyEffect),
    Order(OrderEffect),
    QuickOrder(QuickOrderEffect),
    /// '?': any one Action at the card's Location.
    Any(AnyEffect),
}

/// Theater, Set Up Trick (A06-A10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SetUpEffect {
    /// A06: a marker onto a card with no free slot.
    GuestPerformer,
    /// A07: every neighbouring marker pays its Link Bonus.
    OrchestralInterlude,
    /// A08: the Links (and their Shards) pay double.
    HeadlinerTrick,
    /// A09: a second marker of the same Trick on a card.
    NewTwist,
    /// A10: swap two Performance cards and gain 3 Coins.
    BuyingTime,
}

/// Theater, Perform (A11-A13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PerformEffect {
    /// A11: one performed marker goes back onto its Trick card.
    DurableComponents,
    /// A12: Fame per own marker on the card, others lose as many.
    ArrangedFiasco,
    /// A13: one yield of a first-time Trick doubled.
    GrandPremiere,
}

/// Theater, Reschedule (A14, A15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RescheduleEffect {
    /// A14: take the marker off for its Trick's yields.
    StreetPerformance,
    /// A15: the Reschedule may move an opponent's marker.
    DirectorsFavor,
}

/// Workshop, Prepare (A16-A24).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PrepareEffect {
    /// A16: one more marker.
    TrickTweaking,
    /// A17: one marker fewer for the yields now.
    TestRun,
    /// A18: one marker fewer, one onto another Trick.
    ReplaceableParts,
    /// A19: Fame per Advanced or Superior Component required.
    Invention,
    /// A20: one Component type may be short; a single marker.
    Ingenuity,
    /// A21: give back required Components for a marker, Fame and Coins.
    UnstablePrototype,
    /// A22: a Shard for +1 Fame and Coin yields for good.
    EnhanceTrick,
    /// A23: one new marker straight onto a Performance card.
    OnStagePreparation,
    /// A24: the Apprentice becomes a Specialist at Return Characters.
    HiddenTalent,
}

/// Downtown, Hire Character (A26-A28).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HireEffect {
    /// A26: a second Apprentice for 3 Coins.
    MassRecruitment,
    /// A27: the hired Character joins at once.
    HypnoticMotivation,
    /// A28: any Character from an Inn die, 1 AP less.
    Headhunter,
}

/// Downtown, Learn Trick (A29-A31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LearnEffect {
    /// A29: another Trick's markers and Symbol pass to the new one.
    TrickOverhaul,
    /// A30: any category from a die that is not X, 1 AP less.
    ThirstForKnowledge,
    /// A31: a learned Trick of Fame Threshold 16 or less comes with a marker.
    LeakedBlueprints,
}

/// Downtown, Take Coins (A32-A34).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeCoinsEffect {
    /// A32: spend the Coins just taken on Components in stock.
    Investments,
    /// A33: Fame equal to the die's Coins minus 1.
    FameAndFortune,
    /// A34: roll the Bank die once more, 1 AP less.
    Interest,
}

/// Market Row, Buy (A36-A40, A45).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BuyEffect {
    /// A36: up to 4 Components of any mix.
    ComponentSale,
    /// A37: pay with Fame.
    SmuggledGoods,
    /// A38: a Shard for up to 4 Coins' worth.
    BarterWithPower,
    /// A39: Fame equal to the Coins paid minus 1.
    WorkshopExhibition,
    /// A40: one Component free, a Basic one in its place.
    Shoplifting,
    /// A45: types already owned count as stock, 1 Coin less.
    WorkshopDelivery,
}

/// Market Row, Order (A41, A42).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderEffect {
    /// A41: the ordered Component joins the stock this turn.
    Logistics,
    /// A42: after each Order, buy one from the supply at price + 1.
    TravelingMerchants,
}

/// Market Row, Quick Order (A43).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QuickOrderEffect {
    /// A43: the Quick Order slot's Component comes to you at End Turn.
    DubiousSources,
}

/// '?' cards: any Action at the card's Location (A25, A35, A44).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AnyEffect {
    /// A25: place the Character at any other Location.
    Freelancer,
    /// A35: Enhance Character gives +3 Action Points.
    Empower,
    /// A44: opponents' Market Row Coins go to you this turn.
    BusinessShare,
}

impl SpecialEffect {
    /// The Action the card enhances (its framed picture).
    pub fn enhances(self) -> Enhances {
        match self {
            SpecialEffect::SetUp(_) => Enhances::SetUpTrick,
            SpecialEffect::Perform(_) => Enhances::Perform,
            SpecialEffect::Reschedule(_) => Enhances::Reschedule,
            SpecialEffect::Prepare(_) => Enhances::Prepare,
            SpecialEffect::Hire(_) => Enhances::HireCharacter,
            SpecialEffect::Learn(_) => Enhances::LearnTrick,
            SpecialEffect::TakeCoins(_) => Enhances::TakeCoins,
            SpecialEffect::Buy(_) => Enhances::Buy,
            SpecialEffect::Order(_) => Enhances::Order,
            SpecialEffect::QuickOrder(_) => Enhances::QuickOrder,
            SpecialEffect::Any(_) => Enhances::Any,
        }
    }

    pub fn set_up(self) -> Option<SetUpEffect> {
        match self {
            SpecialEffect::SetUp(e) => Some(e),
            _ => None,
        }
    }

    pub fn perform(self) -> Option<PerformEffect> {
        match self {
            SpecialEffect::Perform(e) => Some(e),
            _ => None,
        }
    }

    pub fn reschedule(self) -> Option<RescheduleEffect> {
        match self {
            SpecialEffect::Reschedule(e) => Some(e),
            _ => None,
        }
    }

    pub fn prepare(self) -> Option<PrepareEffect> {
        match self {
            SpecialEffect::Prepare(e) => Some(e),
            _ => None,
        }
    }

    pub fn hire(self) -> Option<HireEffect> {
        match self {
            SpecialEffect::Hire(e) => Some(e),
            _ => None,
        }
    }

    pub fn learn(self) -> Option<LearnEffect> {
        match self {
            SpecialEffect::Learn(e) => Some(e),
            _ => None,
        }
    }

    pub fn take_coins(self) -> Option<TakeCoinsEffect> {
        match self {
            SpecialEffect::TakeCoins(e) => Some(e),
            _ => None,
        }
    }

    pub fn buy(self) -> Option<BuyEffect> {
        match self {
            SpecialEffect::Buy(e) => Some(e),
            _ => None,
        }
    }

    pub fn order(self) -> Option<OrderEffect> {
        match self {
            SpecialEffect::Order(e) => Some(e),
            _ => None,
        }
    }

    pub fn any(self) -> Option<AnyEffect> {
        match self {
            SpecialEffect::Any(e) => Some(e),
            _ => None,
        }
    }
}

/// A Magician's Dark Alley ability (the black-cat side of the card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MagicianAbility {
    /// Master of Chains: a free Reschedule before the Performances.
    BreakingFree,
    /// The Great Optico: a Permanent card carries an opponent's Special card.
    Mimesis,
    /// Priestess of Mysticism: a Pending Prophecy becomes Active.
    FateWeaving,
    /// The Mechaniker: +1 Action Point for an Apprentice.
    MechanicalEnhancement,
    /// The Red Lotus: take an opponent's Trick yield.
    TrickSteal,
    /// The Gentleman: Fame per Trick when the Magician is placed.
    MagicForTheMasses,
    /// Yoruba Spiritmaster: choose the card an opponent Performs.
    SoulPossession,
    /// Electra: two markers of a Trick piled on one slot.
    Supercharge,
    /// Professor Bernard (004 "New magicians"): each Classroom phase, one
    /// Trick in a Classroom yields in full instead of its slot's yield.
    FullClassYield,
    /// Geert van Augustin: Renovate without Fame Thresholds; 2 Shards per
    /// Renovate (`academy::GEERT_SHARDS`).
    FreeRenovation,
    /// Lumenia the Radiant: Link Bonuses one larger (2/3/4).
    BrighterLinks,
    /// Anjali: in the Assignment phase, a Coin on an Apprentice lends it one
    /// of the Protégé's Secrets for the turn (not its Action Points).
    LentSecret,
}
