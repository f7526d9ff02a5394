//! What a player can ask the game to do. `Game::legal_commands` lists exactly the
//! commands `Game::apply` accepts for a seat.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::content::PowerId;
use crate::model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Seat, Slot, Specialist,
};

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

/// The Red Lotus's Trick Steal: the yield of the opponent's `trick` (owned by
/// `from`) instead of your own `own`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Steal {
    pub own: TrickId,
    pub from: Seat,
    pub trick: TrickId,
}

/// Which yield A13 Grand Premiere doubles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum YieldKind {
    Fame,
    Coins,
    Shards,
}

/// A13 Grand Premiere: double one yield of `trick`, performed for the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Premiere {
    pub trick: TrickId,
    pub doubled: YieldKind,
}

/// The choice a Workshop Special Assignment card offers with a Prepare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "option", rename_all = "snake_case")]
pub enum PrepareOption {
    /// A17 Test Run: one marker fewer, the Trick's yields now.
    TestRun,
    /// A18 Replaceable Parts: one marker fewer, one onto `other`.
    ReplaceableParts { other: TrickId },
    /// A21 Unstable Prototype: give back these required Components (1-3).
    UnstablePrototype { components: ComponentSet },
    /// A22 Enhance Trick: spend a Shard; the Trick yields +1 Fame and Coin for good.
    EnhanceTrick,
    /// A23 On-stage Preparation: one new marker straight onto a Performance card.
    OnStage {
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },
    /// A24 Hidden Talent: at Return Characters this Apprentice becomes `specialist`.
    HiddenTalent { specialist: Specialist },
}

/// How a Buy is paid with the Market Row Special Assignment cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BuyPayment {
    #[default]
    Coins,
    /// A37 Smuggled Goods: lose Fame (price - 1) instead.
    Fame,
    /// A38 Barter with Power: a Shard for up to 4 Coins' worth.
    Shard,
}

impl BuyPayment {
    fn is_coins(&self) -> bool {
        *self == BuyPayment::Coins
    }
}

/// A40 Shoplifting: `component` is free and leaves the stock; `replacement`
/// (a Basic Component) takes its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Shoplift {
    pub component: Component,
    pub replacement: Component,
}

/// What Ears among the Townsfolk changes under your Characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Rearrangement {
    /// The cards under `a` and `b` change places.
    Swap { a: CharacterId, b: CharacterId },
    /// A Permanent card of `location` from your hand goes under `character`;
    /// its card goes back to your hand.
    Replace {
        character: CharacterId,
        location: Location,
    },
    /// A Special Assignment card from your hand goes under `character`; its
    /// card goes back to your hand.
    ReplaceSpecial {
        character: CharacterId,
        card: SpecialId,
    },
}

/// A player command: one per thing a player does, with the choices the
/// expansions add as options (left out of the JSON when not taken).
///
/// Commands stored before the options were merged into their Actions still
/// read: the twins `place_with`, `learn_overhaul`, `hire_with`,
/// `take_coins_investing`, `buy_with`, `order_with`, `prepare_with`,
/// `set_up_swapping` and `perform_with` are read as the Action they enhance,
/// and a Buy of `component` x `count` as a Buy of those `items`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(remote = "Self")]
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
    /// pays a Shard for +1 Action Point (not in the Theater). The Dark Alley's
    /// choices: `forfeit` gives up the Special Assignment ability for +1
    /// Action Point (C-128); `boost` is the Mechaniker's +1 for an Apprentice;
    /// `mimic` is the Great Optico's use of an opponent's revealed Special
    /// Assignment card with a Permanent card.
    #[serde(alias = "place_with")]
    Place {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        forfeit: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        boost: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        mimic: Option<SpecialId>,
    },
    /// Turn the card down and leave the Character Idle this turn.
    LeaveIdle {
        character: CharacterId,
    },
    /// Stop taking Actions with the placed Character (unspent points are lost).
    EndActions,

    // --- Downtown ---
    /// Learn a Trick using a Residence die (its category, '?', or your
    /// Favorite category). With A29 Trick Overhaul, `overhaul` (one of yours)
    /// goes back to the Residence and its markers and Symbol pass to the new
    /// Trick.
    #[serde(alias = "learn_overhaul")]
    LearnTrick {
        die: DieId,
        trick: TrickId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        overhaul: Option<TrickId>,
    },
    /// Hire the Character an Inn die shows. With a Downtown Special Assignment
    /// card: A28 Headhunter hires the named `character` of any kind (without
    /// it, a named `character` must be the die's own); A26 Mass Recruitment's
    /// `second` Apprentice costs 3 Coins.
    #[serde(alias = "hire_with")]
    Hire {
        die: DieId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        character: Option<CharacterId>,
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        second: bool,
    },
    /// Take the Coins a Bank die shows. With A32 Investments, `buy` these
    /// Components at the Market Row at once.
    #[serde(alias = "take_coins_investing")]
    TakeCoins {
        die: DieId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        buy: Option<ComponentSet>,
    },
    RerollDie {
        die: DieId,
    },
    SetDie {
        die: DieId,
        face: DieFace,
    },

    // --- Market Row ---
    /// Buy `items`, 1-3 of one Component type in stock; `bargain` extra
    /// Action Points each take 1 Coin off (the Character's total can never
    /// reach 0). With the Market Row Special Assignment cards: A36 Component
    /// Sale (up to 4, any mix), A37/A38 `pay` with Fame or a Shard, A40
    /// `shoplift`.
    #[serde(alias = "buy_with")]
    Buy {
        items: ComponentSet,
        bargain: u8,
        #[serde(default, skip_serializing_if = "BuyPayment::is_coins")]
        #[cfg_attr(feature = "ts", ts(as = "Option<BuyPayment>", optional))]
        pay: BuyPayment,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        shoplift: Option<Shoplift>,
    },
    /// Order a Component type onto an Order slot. With A42 Traveling
    /// Merchants, `buy_now` one from the supply at price + 1.
    #[serde(alias = "order_with")]
    Order {
        component: Component,
        slot: u8,
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        buy_now: bool,
    },
    QuickOrder {
        component: Component,
    },

    // --- Workshop ---
    /// Prepare a Trick; `option` is the choice the Character's Workshop
    /// Special Assignment card offers.
    #[serde(alias = "prepare_with")]
    Prepare {
        trick: TrickId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        option: Option<PrepareOption>,
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
    /// With A10 Buying Time, then `swap` two Performance cards for 3 Coins.
    #[serde(alias = "set_up_swapping")]
    SetUpTrick {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        swap: Option<(PerformanceId, PerformanceId)>,
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
    /// Perform a card, with the Dark Alley's choices: The Red Lotus's
    /// `steal`, and the Performer's Special Assignment card (A13 `premiere`,
    /// A11 `durable`: one performed marker of this Trick goes back onto its
    /// Trick card).
    #[serde(alias = "perform_with")]
    Perform {
        card: PerformanceId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        steal: Option<Steal>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        premiere: Option<Premiere>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        durable: Option<TrickId>,
    },
    DeclinePerformance,

    // --- Dark Alley ---
    /// Put a Special Assignment card from your hand face down under a Character.
    AssignSpecial {
        character: CharacterId,
        card: SpecialId,
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

    /// A06 Guest Performer: a marker onto a Performance card with no free slot.
    SetUpGuest {
        trick: TrickId,
        card: PerformanceId,
    },
    /// A14 Street Performance: take your marker off for its Trick's yields.
    StreetPerformance {
        card: PerformanceId,
        slot: u8,
    },
    /// Decline an offered Magician ability (Breaking Free, Soul Possession).
    DeclineAbility,
    /// Yoruba Spiritmaster: pay a Shard; the opponent performs `card`.
    Possess {
        card: PerformanceId,
    },
    /// Electra: set up two markers of one Trick piled on one slot.
    SetUpPiled {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },

    // --- Magician Powers ---
    /// Set-up: discard one of the dealt Powers (until you keep the Powers you
    /// play with).
    DiscardPower {
        power: PowerId,
    },
    /// Start of Assignment: learn a Power from your hand onto a Power slot
    /// (0 = the bottom slot), at most one per turn.
    LearnPower {
        power: PowerId,
        slot: u8,
    },
    /// Learn no Power this turn.
    PassPower,
    /// Ears among the Townsfolk: change the cards under your Characters, or
    /// (`null`) leave them and gain its Coin.
    Rearrange {
        change: Option<Rearrangement>,
    },
    /// Gambling: pay its price, roll a Bank die and gain its Coins.
    Gamble,

    // --- Academy (004 "New location: Academy"), 2 Action Points each ---
    /// Renovate an empty wing at `level`, placing the unused `tile` (an
    /// index among its room's tiles) of that level.
    Renovate {
        wing: u8,
        level: u8,
        tile: u8,
    },
    /// Put a Trick's Academy marker on a Practice Room slot, first freeing
    /// one of your own Practice Room slots from the Trick `free`.
    Practice {
        trick: TrickId,
        spot: crate::content::academy::Spot,
        free: Option<TrickId>,
    },
    /// Put a Trick's Academy marker on a Classroom slot.
    Teach {
        trick: TrickId,
        spot: crate::content::academy::Spot,
    },
    /// Take a face-up Secret onto the Protégé's `space` (once per
    /// Character sent to the Academy).
    LearnSecret {
        secret: u8,
        space: u8,
    },
    /// Anjali, in the Assignment phase: a Coin on `apprentice` lends it the
    /// Protégé's Secret `secret` this turn (again: the Coin moves).
    LendSecret {
        apprentice: CharacterId,
        secret: u8,
    },
    /// Professor Bernard, in the Classroom phase: `trick` (one of yours in a
    /// Classroom) yields in full instead of its slot's yield; `null` keeps
    /// every slot's yield.
    ChooseFullYield {
        trick: Option<TrickId>,
    },

    // --- Dahlgaard's Heir (004 "Roll dice phase") ---
    /// From the second turn: re-roll the Turn Setup dice of two Locations
    /// without a Turn Setup marker (the Theater among them when it has none).
    RerollTurnSetup {
        places: [crate::content::heir::Place; 2],
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

    // --- Courtesy ---
    /// Take back your own last command, while it revealed nothing hidden or
    /// random and no other player has acted since. Not in `legal_commands`
    /// (bots and move lists never offer it); `Game::can_take_back` says
    /// whether it is possible now.
    TakeBack,
}

impl Command {
    /// Commands that exist only with Magician Powers.
    pub fn is_powers(&self) -> bool {
        use Command::*;
        matches!(
            self,
            DiscardPower { .. } | LearnPower { .. } | PassPower | Rearrange { .. } | Gamble
        )
    }

    /// Commands that exist only with Dahlgaard's Academy.
    pub fn is_academy(&self) -> bool {
        use Command::*;
        matches!(
            self,
            Renovate { .. }
                | Practice { .. }
                | Teach { .. }
                | LearnSecret { .. }
                | ChooseFullYield { .. }
                | LendSecret { .. }
        )
    }

    /// Place a Character without any of the Dark Alley's choices.
    pub fn place(character: CharacterId, slot: Slot, enhance: bool) -> Command {
        Command::Place {
            character,
            slot,
            enhance,
            forfeit: false,
            boost: false,
            mimic: None,
        }
    }

    /// Learn a Trick without Trick Overhaul.
    pub fn learn_trick(die: DieId, trick: TrickId) -> Command {
        Command::LearnTrick {
            die,
            trick,
            overhaul: None,
        }
    }

    /// Hire the Character the die shows.
    pub fn hire(die: DieId) -> Command {
        Command::Hire {
            die,
            character: None,
            second: false,
        }
    }

    /// Take the Coins the die shows.
    pub fn take_coins(die: DieId) -> Command {
        Command::TakeCoins { die, buy: None }
    }

    /// Buy `count` of one Component type, paid in Coins.
    pub fn buy(component: Component, count: u8, bargain: u8) -> Command {
        Command::Buy {
            items: ComponentSet::of(&[(component, count)]),
            bargain,
            pay: BuyPayment::Coins,
            shoplift: None,
        }
    }

    /// Order a Component type onto an Order slot.
    pub fn order(component: Component, slot: u8) -> Command {
        Command::Order {
            component,
            slot,
            buy_now: false,
        }
    }

    /// Prepare a Trick without a Special Assignment choice.
    pub fn prepare(trick: TrickId) -> Command {
        Command::Prepare {
            trick,
            option: None,
        }
    }

    /// Set up a Trick without Buying Time.
    pub fn set_up_trick(trick: TrickId, card: PerformanceId, slot: u8, facing: Dir) -> Command {
        Command::SetUpTrick {
            trick,
            card,
            slot,
            facing,
            swap: None,
        }
    }

    /// Perform a card without any of the Dark Alley's choices.
    pub fn perform(card: PerformanceId) -> Command {
        Command::Perform {
            card,
            steal: None,
            premiere: None,
            durable: None,
        }
    }

    /// Commands, or choices of a command, that exist only with the Dark Alley.
    #[inline]
    pub fn is_dark_alley(&self) -> bool {
        use Command::*;
        match self {
            AssignSpecial { .. }
            | DrawSpecial { .. }
            | FortuneTelling
            | FateWeaving { .. }
            | SetUpGuest { .. }
            | StreetPerformance { .. }
            | DeclineAbility
            | Possess { .. }
            | SetUpPiled { .. } => true,
            Place {
                forfeit,
                boost,
                mimic,
                ..
            } => *forfeit || *boost || mimic.is_some(),
            LearnTrick { overhaul, .. } => overhaul.is_some(),
            TakeCoins { buy, .. } => buy.is_some(),
            Buy {
                items,
                pay,
                shoplift,
                ..
            } => items.iter().nth(1).is_some() || !pay.is_coins() || shoplift.is_some(),
            Order { buy_now, .. } => *buy_now,
            Prepare { option, .. } => option.is_some(),
            SetUpTrick { swap, .. } => swap.is_some(),
            Perform {
                steal,
                premiere,
                durable,
                ..
            } => steal.is_some() || premiere.is_some() || durable.is_some(),
            _ => false,
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Serialize for Command {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Command::serialize(self, s)
    }
}

/// Reads the current spelling of every command and the older spellings of
/// stored games (see [`Command`]).
impl<'de> Deserialize<'de> for Command {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut json = serde_json::Value::deserialize(d)?;
        if let Some(fields) = json.as_object_mut() {
            // A Buy before Buy With merged into it: one Component type.
            if fields.get("type").and_then(|t| t.as_str()) == Some("buy")
                && fields.contains_key("component")
                && !fields.contains_key("items")
            {
                let component = fields.remove("component").unwrap_or_default();
                let count = fields.remove("count").unwrap_or_default();
                if let Some(name) = component.as_str() {
                    let items = serde_json::json!({ name: count });
                    fields.insert("items".into(), items);
                }
            }
        }
        Command::deserialize(json).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Command {
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
    }

    /// Commands stored before the options merged into their Actions read as
    /// the Action with those options (golden games hold most of these).
    #[test]
    fn old_spellings_read_as_the_merged_commands() {
        let slot = Slot::Backstage(crate::model::Weekday::Saturday, 0);
        assert_eq!(
            read(
                r#"{"type":"place_with","character":"magician","slot":{"backstage":["saturday",0]},"enhance":false,"forfeit":true,"boost":false,"mimic":null}"#
            ),
            Command::Place {
                character: CharacterId::Magician,
                slot,
                enhance: false,
                forfeit: true,
                boost: false,
                mimic: None,
            }
        );
        assert_eq!(
            read(r#"{"type":"learn_overhaul","die":"residence1","trick":5,"overhaul":2}"#),
            Command::LearnTrick {
                die: DieId::Residence1,
                trick: TrickId(5),
                overhaul: Some(TrickId(2)),
            }
        );
        assert_eq!(
            read(
                r#"{"type":"hire_with","die":"inn_apprentice","character":"manager","second":false}"#
            ),
            Command::Hire {
                die: DieId::InnApprentice,
                character: Some(CharacterId::Manager),
                second: false,
            }
        );
        assert_eq!(
            read(r#"{"type":"take_coins_investing","die":"bank1","buy":{"saw":1,"mirror":1}}"#),
            Command::TakeCoins {
                die: DieId::Bank1,
                buy: Some(ComponentSet::of(&[
                    (Component::Saw, 1),
                    (Component::Mirror, 1)
                ])),
            }
        );
        assert_eq!(
            read(r#"{"type":"buy","component":"metal","count":2,"bargain":1}"#),
            Command::buy(Component::Metal, 2, 1)
        );
        assert_eq!(
            read(
                r#"{"type":"buy_with","items":{"metal":3},"bargain":1,"pay":"fame","shoplift":null}"#
            ),
            Command::Buy {
                items: ComponentSet::of(&[(Component::Metal, 3)]),
                bargain: 1,
                pay: BuyPayment::Fame,
                shoplift: None,
            }
        );
        assert_eq!(
            read(r#"{"type":"order_with","component":"rope","slot":3,"buy_now":true}"#),
            Command::Order {
                component: Component::Rope,
                slot: 3,
                buy_now: true,
            }
        );
        assert_eq!(
            read(r#"{"type":"prepare_with","trick":36,"option":{"option":"test_run"}}"#),
            Command::Prepare {
                trick: TrickId(36),
                option: Some(PrepareOption::TestRun),
            }
        );
        assert_eq!(
            read(
                r#"{"type":"set_up_swapping","trick":0,"card":9,"slot":0,"facing":"right","swap":[9,10]}"#
            ),
            Command::SetUpTrick {
                trick: TrickId(0),
                card: PerformanceId(9),
                slot: 0,
                facing: Dir::Right,
                swap: Some((PerformanceId(9), PerformanceId(10))),
            }
        );
        assert_eq!(
            read(r#"{"type":"perform_with","card":9,"steal":null,"premiere":null,"durable":4}"#),
            Command::Perform {
                card: PerformanceId(9),
                steal: None,
                premiere: None,
                durable: Some(TrickId(4)),
            }
        );
    }

    /// A command without options is written as before the merge (only Buy
    /// names its `items`), and every command reads back as itself.
    #[test]
    fn plain_commands_leave_the_options_out() {
        let cases = [
            (
                Command::place(CharacterId::Apprentice1, Slot::Downtown(0), false),
                r#"{"type":"place","character":"apprentice1","slot":{"downtown":0},"enhance":false}"#,
            ),
            (
                Command::hire(DieId::InnSpecialist),
                r#"{"type":"hire","die":"inn_specialist"}"#,
            ),
            (
                Command::set_up_trick(TrickId(0), PerformanceId(9), 0, Dir::Right),
                r#"{"type":"set_up_trick","trick":0,"card":9,"slot":0,"facing":"right"}"#,
            ),
            (
                Command::perform(PerformanceId(7)),
                r#"{"type":"perform","card":7}"#,
            ),
            (
                Command::buy(Component::Metal, 1, 0),
                r#"{"type":"buy","items":{"metal":1},"bargain":0}"#,
            ),
        ];
        for (command, json) in cases {
            assert_eq!(serde_json::to_string(&command).unwrap(), json);
            assert_eq!(read(json), command);
        }
    }

    /// A malformed command is refused with what is wrong, never guessed.
    #[test]
    fn malformed_commands_say_what_is_wrong() {
        let err = |json: &str| {
            serde_json::from_str::<Command>(json)
                .unwrap_err()
                .to_string()
        };
        assert!(err(r#"{"type":"buy","bargain":0}"#).contains("items"));
        assert!(err(r#"{"type":"fly"}"#).contains("unknown variant"));
        assert!(err(r#"{"type":"place","character":"magician"}"#).contains("slot"));
        assert!(err(r#"[1,2]"#).contains("type"));
    }
}
