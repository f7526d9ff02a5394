//! The Magician Powers content (`content/powers.json`): the Power cards with
//! their typed effects, the Power slots of the player board and the deal.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::{check_header, ContentStamp};
use crate::cards::{Category, Tier};
use crate::model::{Location, Weekday};

/// The Magician Powers content file.
pub const POWERS_JSON: &str = include_str!("../../content/powers.json");

/// The three Power decks, by Fame Threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PowerColor {
    /// Fame Threshold 1.
    Yellow,
    /// Fame Threshold 16.
    Orange,
    /// Fame Threshold 36.
    Red,
}

impl PowerColor {
    pub const ALL: [PowerColor; 3] = [PowerColor::Yellow, PowerColor::Orange, PowerColor::Red];

    /// The Fame Threshold printed in the card's star.
    pub fn threshold(self) -> u32 {
        match self {
            PowerColor::Yellow => 1,
            PowerColor::Orange => 16,
            PowerColor::Red => 36,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PowerColor::Yellow => "yellow",
            PowerColor::Orange => "orange",
            PowerColor::Red => "red",
        }
    }
}

/// Which Characters an [`PowerEffect::ExtraAp`] Power helps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    Any,
    Magician,
    Specialist,
    Apprentice,
}

/// An Action whose Action Point cost a [`PowerEffect::CheaperAction`] Power lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PowerAction {
    LearnTrick,
    Hire,
    TakeCoins,
    SetDie,
    QuickOrder,
    Prepare,
    /// Draw Further Cards in the Dark Alley.
    DrawSpecial,
}

/// What a [`PowerEffect::GameEnd`] Power counts at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    Apprentice,
    Specialist,
    Trick,
    Threshold16Trick,
    Threshold36Trick,
    BasicComponent,
    AdvancedComponent,
    SuperiorComponent,
    ThreeCoins,
    Shard,
    UnusedSpecial,
}

/// What a Power does while it lies on a Power slot. The content file picks a
/// kind and its numbers; the rules match on the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum PowerEffect {
    /// Private Investments: whenever an opponent takes a Downtown Action, put
    /// `coins` on this card (`coins_two_players` in a two-player game); your
    /// Take Coins also takes the Coins on it.
    PrivateInvestments { coins: u32, coins_two_players: u32 },
    /// Ears among the Townsfolk: at the start of Place Characters, after the
    /// Assignment cards are revealed, swap the cards of two of your Characters
    /// or replace one with a card from your hand; if you do neither, gain `coins`.
    EarsAmongTheTownsfolk { coins: u32 },
    /// Gambling: once per Downtown placement, before Hire Character, Take Coins
    /// or Learn Trick, pay `price` Coins to roll a Bank die and gain its Coins;
    /// the die on the board is left as it was.
    Gambling { price: u32 },
    /// Personal Supply: the player board holds `extra_piles` more Component
    /// types, and up to `limit` of each (instead of 3).
    PersonalSupply { extra_piles: u8, limit: u8 },
    /// +`ap` Action Points when a Character of `who` is placed at `at` (any
    /// Location but the Theater when `at` is absent).
    ExtraAp {
        #[serde(default)]
        at: Option<Location>,
        who: Who,
        ap: u8,
    },
    /// `action` costs `ap` fewer Action Points (never below 1).
    CheaperAction { action: PowerAction, ap: u8 },
    /// Take Coins gives `coins` more.
    TakeCoinsBonus { coins: u32 },
    /// Advertise gives `fame` more.
    AdvertiseBonus { fame: u32 },
    /// Learn Trick: up to `coins` fewer Coins for missing Fame.
    LearnDiscount { coins: u32 },
    /// Hire Character gives `fame`.
    HireFame { fame: u32 },
    /// A Buy with Components of `tier` costs `coins` less (never below 1).
    BuyDiscount { tier: Tier, coins: u32 },
    /// Prepare places one more marker on a Trick of `category` (any when absent).
    PrepareMarker {
        #[serde(default)]
        category: Option<Category>,
    },
    /// Setting up a Trick of `category` (any when absent) gives `fame`.
    SetUpFame {
        #[serde(default)]
        category: Option<Category>,
        fame: u32,
    },
    /// Each Link Bonus taken is `extra` larger.
    LinkBonus { extra: u32 },
    /// As the Performer, the card bonus is this much larger.
    PerformerBonus {
        #[serde(default)]
        fame: u32,
        #[serde(default)]
        coins: u32,
        #[serde(default)]
        shards: u32,
    },
    /// Each of your performed Tricks of `category` (any when absent) yields more.
    TrickYield {
        #[serde(default)]
        category: Option<Category>,
        #[serde(default)]
        fame: u32,
        #[serde(default)]
        coins: u32,
    },
    /// Each of your Tricks performed in an opponent's Performance yields more.
    GuestYield {
        #[serde(default)]
        fame: u32,
        #[serde(default)]
        coins: u32,
    },
    /// Performing on `day`: `fame` more per Trick of yours performed.
    WeekdayFame { day: Weekday, fame: u32 },
    /// Wages at End Turn are `coins` lower.
    WageDiscount { coins: u32 },
    /// At End Turn (after Wages): gain this.
    EndTurn {
        #[serde(default)]
        fame: u32,
        #[serde(default)]
        coins: u32,
        #[serde(default)]
        shards: u32,
    },
    /// Each Special Assignment card drawn in the Dark Alley gives `fame`.
    DrawFame { fame: u32 },
    /// At the end of the game, `fame` per `per`.
    GameEnd { per: Measure, fame: u32 },
}

/// One Power card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerCard {
    /// A short unique code, e.g. "Y01".
    pub code: String,
    pub name: String,
    pub color: PowerColor,
    /// The Fame Threshold: 1, 16 or 36 by color.
    pub threshold: u32,
    /// The Power slots it may lie next to (0 = the bottom slot).
    pub slots: Vec<u8>,
    pub effect: PowerEffect,
    /// What it does, in words.
    pub text: String,
    /// Designed by the project, not printed (every entry until replaced).
    pub provisional: bool,
}

/// One Power slot on the player board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerSlotInfo {
    /// Shard symbols on the slot.
    pub shards: u32,
    pub provisional: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PowersFile {
    id: String,
    version: u32,
    provisional: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    /// Powers of each color dealt to each player, and how many of all dealt
    /// are discarded.
    deal: u8,
    discard: u8,
    starting_shards: u32,
    slots: Vec<PowerSlotInfo>,
    powers: Vec<PowerCard>,
}

/// The Magician Powers content.
#[derive(Debug)]
pub struct Powers {
    pub stamp: ContentStamp,
    /// Powers of each color dealt to each player at set-up.
    pub deal: u8,
    /// Of those, how many each player discards.
    pub discard: u8,
    /// Shards each player starts with.
    pub starting_shards: u32,
    /// The Power slots, bottom first.
    pub slots: Vec<PowerSlotInfo>,
    pub cards: Vec<PowerCard>,
}

impl Powers {
    /// Shards needed for slot `slot` to be open: its symbols and all below.
    pub fn opens_at(&self, slot: usize) -> u32 {
        self.slots[..=slot].iter().map(|s| s.shards).sum()
    }
}

/// Index into the Powers content's cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PowerId(pub u8);

impl PowerId {
    pub fn card(self) -> &'static PowerCard {
        &powers().cards[self.0 as usize]
    }

    pub fn effect(self) -> PowerEffect {
        self.card().effect
    }

    pub fn all() -> impl Iterator<Item = PowerId> {
        (0..powers().cards.len() as u8).map(PowerId)
    }

    /// Finds a Power by its code or name.
    pub fn by_name(name: &str) -> Option<PowerId> {
        powers()
            .cards
            .iter()
            .position(|c| c.code.eq_ignore_ascii_case(name) || c.name.eq_ignore_ascii_case(name))
            .map(|i| PowerId(i as u8))
    }
}

/// The Magician Powers content, parsed and checked at first use.
///
/// # Panics
/// When the built-in content file is malformed (a test checks it never is).
pub fn powers() -> &'static Powers {
    static POWERS: OnceLock<Powers> = OnceLock::new();
    POWERS.get_or_init(|| parse_powers(POWERS_JSON).unwrap_or_else(|e| panic!("{e}")))
}

/// Parses and checks a Powers content file.
///
/// # Errors
/// A sentence naming the malformed or out-of-range entry.
pub fn parse_powers(text: &str) -> Result<Powers, String> {
    let f: PowersFile = serde_json::from_str(text).map_err(|e| format!("powers content: {e}"))?;
    // The file as a whole is provisional while any entry is.
    let any_provisional =
        f.powers.iter().any(|p| p.provisional) || f.slots.iter().any(|s| s.provisional);
    check_header("powers", &f.id, f.provisional, any_provisional)?;
    if f.slots.is_empty() || f.slots.len() > 4 {
        return Err("powers content: 1 to 4 Power slots".into());
    }
    if f.slots.iter().any(|s| !(1..=4).contains(&s.shards)) {
        return Err("powers content: a Power slot has 1 to 4 Shard symbols".into());
    }
    if f.deal == 0 || f.discard >= f.deal * 3 || f.starting_shards > 10 {
        return Err("powers content: deal, discard or starting_shards out of range".into());
    }
    // 001 "Components": 90 Power cards, 30 in each color.
    for color in PowerColor::ALL {
        let n = f.powers.iter().filter(|p| p.color == color).count();
        if n != 30 {
            return Err(format!(
                "powers content: {n} {} Powers, the game has 30 of each color",
                color.name()
            ));
        }
    }
    for (i, p) in f.powers.iter().enumerate() {
        let at = || format!("powers content: Power {} ({})", p.code, p.name);
        if f.powers[..i]
            .iter()
            .any(|o| o.code == p.code || o.name == p.name)
        {
            return Err(format!("{}: code or name used twice", at()));
        }
        if p.threshold != p.color.threshold() {
            return Err(format!(
                "{}: a {} Power has Fame Threshold {}",
                at(),
                p.color.name(),
                p.color.threshold()
            ));
        }
        if p.slots.is_empty()
            || p.slots.iter().any(|&s| s as usize >= f.slots.len())
            || (1..p.slots.len()).any(|k| p.slots[k] <= p.slots[k - 1])
        {
            return Err(format!(
                "{}: valid slots must be increasing indexes of the board's {} slots",
                at(),
                f.slots.len()
            ));
        }
        if p.name.is_empty() || p.text.is_empty() || p.code.is_empty() {
            return Err(format!("{}: empty code, name or text", at()));
        }
        check_power_effect(&p.effect).map_err(|e| format!("{}: {e}", at()))?;
    }
    Ok(Powers {
        stamp: ContentStamp::of_file(f.id, f.version, text),
        deal: f.deal,
        discard: f.discard,
        starting_shards: f.starting_shards,
        slots: f.slots,
        cards: f.powers,
    })
}

/// The numbers a Power effect may carry.
fn check_power_effect(e: &PowerEffect) -> Result<(), String> {
    use PowerEffect::*;
    let within = |what: &str, n: u32, lo: u32, hi: u32| {
        if (lo..=hi).contains(&n) {
            Ok(())
        } else {
            Err(format!("{what} is {n}, not {lo} to {hi}"))
        }
    };
    match *e {
        PrivateInvestments {
            coins,
            coins_two_players,
        } => {
            within("coins", coins, 1, 3)?;
            within("coins_two_players", coins_two_players, 1, 4)
        }
        EarsAmongTheTownsfolk { coins } => within("coins", coins, 0, 3),
        Gambling { price } => within("price", price, 1, 6),
        PersonalSupply { extra_piles, limit } => {
            within("extra_piles", extra_piles.into(), 0, 2)?;
            within("limit", limit.into(), 3, 5)
        }
        ExtraAp { at, ap, .. } => {
            if at == Some(Location::Theater) {
                return Err("Theater placements take no extra Action Points".into());
            }
            within("ap", ap.into(), 1, 2)
        }
        CheaperAction { ap, .. } => within("ap", ap.into(), 1, 2),
        TakeCoinsBonus { coins } => within("coins", coins, 1, 6),
        AdvertiseBonus { fame } => within("fame", fame, 1, 6),
        LearnDiscount { coins } => within("coins", coins, 1, 10),
        HireFame { fame } => within("fame", fame, 1, 6),
        BuyDiscount { coins, .. } => within("coins", coins, 1, 3),
        PrepareMarker { .. } => Ok(()),
        SetUpFame { fame, .. } => within("fame", fame, 1, 4),
        LinkBonus { extra } => within("extra", extra, 1, 3),
        PerformerBonus {
            fame,
            coins,
            shards,
        } => {
            within("fame", fame, 0, 6)?;
            within("coins", coins, 0, 6)?;
            within("shards", shards, 0, 2)?;
            within("the total", fame + coins + shards, 1, 8)
        }
        TrickYield { fame, coins, .. } | GuestYield { fame, coins } => {
            within("fame", fame, 0, 3)?;
            within("coins", coins, 0, 3)?;
            within("the total", fame + coins, 1, 4)
        }
        WeekdayFame { fame, .. } => within("fame", fame, 1, 3),
        WageDiscount { coins } => within("coins", coins, 1, 4),
        EndTurn {
            fame,
            coins,
            shards,
        } => {
            within("fame", fame, 0, 4)?;
            within("coins", coins, 0, 4)?;
            within("shards", shards, 0, 1)?;
            within("the total", fame + coins + shards, 1, 5)
        }
        DrawFame { fame } => within("fame", fame, 1, 4),
        GameEnd { fame, .. } => within("fame", fame, 1, 6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{duel, stamps_for};

    /// The four Power cards the issue knows from the Magician's Workbook are
    /// in the content with their effects.
    #[test]
    fn the_known_powers_are_in_the_content() {
        for (name, kind) in [
            ("Private Investments", "private_investments"),
            ("Ears among the Townsfolk", "ears_among_the_townsfolk"),
            ("Gambling", "gambling"),
            ("Personal Supply", "personal_supply"),
        ] {
            let id = PowerId::by_name(name).unwrap();
            let json = serde_json::to_value(id.effect()).unwrap();
            assert_eq!(json["kind"], kind);
        }
        // Opportunist (000 "Magician Powers" example): Fame Threshold 16,
        // valid next to the second and third slots.
        let o = PowerId::by_name("Opportunist").unwrap().card();
        assert_eq!((o.threshold, o.slots.clone()), (16, vec![1, 2]));
    }

    /// An edit of a content file's JSON.
    type Edit = Box<dyn Fn(&mut serde_json::Value)>;

    fn powers_with(edit: impl Fn(&mut serde_json::Value)) -> Result<Powers, String> {
        let mut v: serde_json::Value = serde_json::from_str(POWERS_JSON).unwrap();
        edit(&mut v);
        parse_powers(&v.to_string())
    }

    /// A malformed or out-of-range entry fails with a sentence naming it.
    #[test]
    fn malformed_powers_are_refused() {
        let cases: Vec<(Edit, &str)> = vec![
            (Box::new(|v| v["powers"][0]["threshold"] = 16.into()), "Y01"),
            (
                Box::new(|v| v["powers"][3]["slots"] = serde_json::json!([5])),
                "Y04",
            ),
            (
                Box::new(|v| v["powers"][3]["slots"] = serde_json::json!([1, 0])),
                "Y04",
            ),
            (
                Box::new(|v| v["powers"][2]["effect"]["price"] = 40.into()),
                "price is 40",
            ),
            (
                Box::new(|v| v["powers"][2]["effect"]["kind"] = "fly".into()),
                "unknown variant",
            ),
            (
                Box::new(|v| v["powers"][2]["colour"] = "red".into()),
                "unknown field",
            ),
            (
                Box::new(|v| {
                    v["powers"][40]["effect"] =
                        serde_json::json!({"kind": "take_coins_bonus", "coins": 2, "bogus": 1})
                }),
                "unknown field",
            ),
            (
                Box::new(|v| v["powers"].as_array_mut().unwrap().truncate(89)),
                "29 red Powers",
            ),
            (
                Box::new(|v| v["powers"][1]["name"] = "Private Investments".into()),
                "used twice",
            ),
            (
                Box::new(|v| v["slots"][0]["shards"] = 9.into()),
                "Shard symbols",
            ),
            (
                Box::new(
                    |v| v["powers"][4]["effect"] = serde_json::json!({"kind": "extra_ap", "at": "theater", "who": "any", "ap": 1}),
                ),
                "Theater",
            ),
            (
                Box::new(|v| v["provisional"] = false.into()),
                "not provisional",
            ),
        ];
        for (edit, says) in cases {
            let e = powers_with(edit).unwrap_err();
            assert!(e.contains(says), "{e} (wanted {says:?})");
        }
    }

    /// The same bytes give the same stamp; any change to the file changes it.
    #[test]
    fn stamps_follow_the_bytes() {
        let again = parse_powers(POWERS_JSON).unwrap();
        assert_eq!(again.stamp, powers().stamp);
        let edited = powers_with(|v| v["powers"][5]["text"] = "Different words.".into()).unwrap();
        assert_ne!(edited.stamp.hash, powers().stamp.hash);
        assert_eq!(stamps_for(false, false), Vec::<ContentStamp>::new());
        assert_eq!(
            stamps_for(true, true),
            vec![powers().stamp.clone(), duel().stamp.clone()]
        );
    }
}
