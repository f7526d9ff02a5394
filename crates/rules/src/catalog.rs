//! The printed card facts in a serializable form, for clients that draw the table.

use serde::{Deserialize, Serialize};

use crate::cards::{
    Category, Component, Dir, Enhances, GrayMarker, MagicianId, PerformanceId, ProphecyId,
    ProphecyKind, SpecialId, TheaterTier, TrickId, Yield,
};
use crate::content::{ContentStamp, PowerColor, PowerId, TurnSetupCard, TurnSetupId};
use crate::model::{CharacterId, Location, Weekday};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrickInfo {
    pub id: TrickId,
    pub name: String,
    pub category: Category,
    pub threshold: u32,
    pub components: Vec<(Component, u8)>,
    pub prepare_ap: u8,
    pub markers: u8,
    pub yields: Yield,
    /// Dark Alley: the FT-36 Trick's game-end condition, in English
    /// (`GameEndBonus::words` is its catalog message).
    pub game_end: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LinkInfo {
    pub dir: Dir,
    pub shard: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SlotInfo {
    pub x: i8,
    pub y: i8,
    pub links: Vec<LinkInfo>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PerformanceInfo {
    pub id: PerformanceId,
    pub label: String,
    pub tier: TheaterTier,
    pub slots: Vec<SlotInfo>,
    pub bonus: Yield,
    /// Gray markers printed on the card (Duel of Magicians cards).
    pub gray: Vec<GrayMarker>,
    /// A Duel of Magicians card (provisional content).
    pub duel: bool,
}

/// A Magician Power card (provisional content).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PowerInfo {
    pub id: PowerId,
    pub code: String,
    pub name: String,
    pub color: PowerColor,
    pub threshold: u32,
    /// The Power slots it may lie next to (0 = the bottom slot).
    pub slots: Vec<u8>,
    pub text: String,
    pub provisional: bool,
}

/// A Turn Setup card (Duel of Magicians, provisional content).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TurnSetupInfo {
    pub id: TurnSetupId,
    pub card: TurnSetupCard,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MagicianInfo {
    pub id: MagicianId,
    pub name: String,
    pub favorite: Category,
    pub ability: String,
    /// The Dark Alley ability's effect.
    pub ability_text: String,
}

/// A Special Assignment card (Dark Alley).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SpecialInfo {
    pub id: SpecialId,
    pub code: String,
    pub name: String,
    pub location: Location,
    pub enhances: Enhances,
    pub text: String,
}

/// A Prophecy (Dark Alley).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ProphecyInfo {
    pub id: ProphecyId,
    pub code: String,
    pub kind: ProphecyKind,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ComponentInfo {
    pub component: Component,
    pub name: String,
    pub price: u32,
}

/// A Theater weekday's printed modifiers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WeekdayInfo {
    pub weekday: Weekday,
    /// Action Point modifier of the weekday's backstage slots.
    pub backstage_ap: i32,
    /// Fame and Coins added to each Trick performed that day.
    pub per_trick: i32,
}

/// A Character's printed facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CharacterInfo {
    pub character: CharacterId,
    pub name: String,
    /// Action Points before the slot's modifier.
    pub base_ap: i32,
    /// Coins owed at End Turn when it worked this turn.
    pub wage: u32,
}

/// Facts printed on the boards rather than on cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardInfo {
    /// Action Point modifiers of the four Downtown, Market Row and Dark Alley slots.
    pub main_slot_ap: [i32; 4],
    pub weekdays: Vec<WeekdayInfo>,
    pub characters: Vec<CharacterInfo>,
    /// Fame lost per Coin of Wages that cannot be paid.
    pub fame_per_unpaid_coin: u32,
}

/// Dahlgaard's Academy's board, tiles and Secrets (provisional content).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AcademyInfo {
    /// The Protégé board extension's three Secret spaces, top first.
    pub protege: Vec<crate::game::academy::ProtegeSpace>,
    /// The wings in board order (the view's `academy.wings` order), with
    /// their renovation prices and Fame.
    pub wings: Vec<crate::game::academy::Wing>,
    pub classrooms: Vec<crate::game::academy::ClassroomTile>,
    pub practice_rooms: Vec<crate::game::academy::PracticeRoomTile>,
    pub secrets: Vec<crate::game::academy::SecretTile>,
    /// Banners per turn of a renovation, turns 1 to 7 (004 "Renovate" 5).
    pub banners_by_turn: Vec<u8>,
    /// Fame Thresholds of renovation levels 1 to 3.
    pub level_thresholds: Vec<u32>,
    /// The four new Magicians (004 "New magicians"), offered in Academy
    /// games only; their ids follow the printed eight.
    pub magicians: Vec<MagicianInfo>,
    /// The three new Prophecies (004 "New prophecies"), in the pile of
    /// Academy games only; their ids follow the printed 27.
    pub prophecies: Vec<ProphecyInfo>,
}

/// An earlier Academy content file, for drawing games created with it
/// (docs/CONTENT.md "Versions"); the view's `academy.content` names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ArchivedAcademy {
    pub content: ContentStamp,
    pub protege: Vec<crate::game::academy::ProtegeSpace>,
    pub wings: Vec<crate::game::academy::Wing>,
    pub classrooms: Vec<crate::game::academy::ClassroomTile>,
    pub practice_rooms: Vec<crate::game::academy::PracticeRoomTile>,
    pub secrets: Vec<crate::game::academy::SecretTile>,
}

/// Every card and component fact a client needs to draw the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Catalog {
    pub tricks: Vec<TrickInfo>,
    pub performances: Vec<PerformanceInfo>,
    pub magicians: Vec<MagicianInfo>,
    pub components: Vec<ComponentInfo>,
    pub special_assignments: Vec<SpecialInfo>,
    pub prophecies: Vec<ProphecyInfo>,
    pub board: BoardInfo,
    /// Magician Powers (provisional content).
    pub powers: Vec<PowerInfo>,
    /// Shard symbols on each Power slot of the player board, bottom first.
    pub power_slots: Vec<u32>,
    /// Duel of Magicians' Turn Setup cards (provisional content).
    pub turn_setups: Vec<TurnSetupInfo>,
    /// Dahlgaard's Academy (provisional content).
    pub academy: AcademyInfo,
    /// The Academy content files before the current one, oldest first.
    pub academy_archive: Vec<ArchivedAcademy>,
    /// The content files behind `powers`, `power_slots`, `turn_setups`, the
    /// Duel Performance cards and `academy`.
    pub content: Vec<ContentStamp>,
}

fn magician_info(id: MagicianId) -> MagicianInfo {
    let m = id.card();
    MagicianInfo {
        id,
        name: m.name.into(),
        favorite: m.favorite,
        ability: m.ability.into(),
        ability_text: m.ability_text.into(),
    }
}

fn prophecy_info(id: ProphecyId) -> ProphecyInfo {
    let p = id.card();
    ProphecyInfo {
        id,
        code: p.code.into(),
        kind: p.kind,
        text: p.text.into(),
    }
}

/// The card catalogue.
pub fn catalog() -> Catalog {
    Catalog {
        tricks: TrickId::all()
            .map(|id| {
                let t = id.card();
                TrickInfo {
                    id,
                    name: t.name.into(),
                    category: t.category,
                    threshold: t.threshold,
                    components: t.components.to_vec(),
                    prepare_ap: t.prepare_ap,
                    markers: t.markers,
                    yields: t.yields,
                    game_end: t.game_end.map(|g| g.words().english()),
                }
            })
            .collect(),
        // The Duel's and the Heir's gray-marker cards follow the printed
        // ones: a client looks every card in play up here.
        performances: PerformanceId::all()
            .chain(PerformanceId::duel_cards())
            .chain(PerformanceId::solo_cards())
            .map(|id| {
                let p = id.card();
                PerformanceInfo {
                    id,
                    label: id.label(),
                    tier: p.tier,
                    slots: p
                        .slots
                        .iter()
                        .map(|s| SlotInfo {
                            x: s.x,
                            y: s.y,
                            links: s
                                .links
                                .iter()
                                .map(|l| LinkInfo {
                                    dir: l.dir,
                                    shard: l.shard,
                                })
                                .collect(),
                        })
                        .collect(),
                    bonus: p.bonus,
                    gray: p.gray.to_vec(),
                    duel: id.is_duel(),
                }
            })
            .collect(),
        magicians: MagicianId::all().map(magician_info).collect(),
        components: Component::ALL
            .iter()
            .map(|&c| ComponentInfo {
                component: c,
                name: c.name().into(),
                price: c.price(),
            })
            .collect(),
        special_assignments: SpecialId::all()
            .map(|id| {
                let c = id.card();
                SpecialInfo {
                    id,
                    code: c.code.into(),
                    name: c.name.into(),
                    location: c.location,
                    enhances: c.enhances(),
                    text: c.text.into(),
                }
            })
            .collect(),
        prophecies: ProphecyId::all().map(prophecy_info).collect(),
        board: BoardInfo {
            main_slot_ap: crate::board::MAIN_BOARD_SLOT_MODIFIERS,
            weekdays: Weekday::ALL
                .into_iter()
                .map(|weekday| WeekdayInfo {
                    weekday,
                    backstage_ap: weekday.ap_modifier(),
                    per_trick: weekday.yield_modifier(),
                })
                .collect(),
            characters: CharacterId::BASE
                .into_iter()
                .map(|character| CharacterInfo {
                    character,
                    name: character.name().into(),
                    base_ap: character.base_ap(),
                    wage: character.wage(),
                })
                .collect(),
            fame_per_unpaid_coin: 2,
        },
        powers: PowerId::all()
            .map(|id| {
                let c = id.card();
                PowerInfo {
                    id,
                    code: c.code.clone(),
                    name: c.name.clone(),
                    color: c.color,
                    threshold: c.threshold,
                    slots: c.slots.clone(),
                    text: c.text.clone(),
                    provisional: c.provisional,
                }
            })
            .collect(),
        power_slots: crate::content::powers()
            .slots
            .iter()
            .map(|s| s.shards)
            .collect(),
        turn_setups: TurnSetupId::all()
            .map(|id| TurnSetupInfo {
                id,
                card: id.card().clone(),
            })
            .collect(),
        academy: {
            let a = crate::game::academy::academy();
            AcademyInfo {
                protege: a.protege.clone(),
                wings: a.wings.clone(),
                classrooms: a.classrooms.clone(),
                practice_rooms: a.practice_rooms.clone(),
                secrets: a.secrets.clone(),
                banners_by_turn: (1..=7)
                    .map(crate::game::academy::banners_for_turn)
                    .collect(),
                level_thresholds: (1..=3)
                    .map(crate::game::academy::renovation_threshold)
                    .collect(),
                magicians: MagicianId::academy().map(magician_info).collect(),
                prophecies: ProphecyId::academy().map(prophecy_info).collect(),
            }
        },
        academy_archive: crate::game::academy::academy_versions()[1..]
            .iter()
            .map(|a| ArchivedAcademy {
                content: a.stamp.clone(),
                protege: a.protege.clone(),
                wings: a.wings.clone(),
                classrooms: a.classrooms.clone(),
                practice_rooms: a.practice_rooms.clone(),
                secrets: a.secrets.clone(),
            })
            .collect(),
        content: {
            let mut stamps = crate::content::stamps_for(true, true);
            stamps.push(crate::game::academy::academy().stamp.clone());
            stamps
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 004 "Setup" 3 (the Solo Performance cards) and 003 "Duel of
    /// Magicians": every Performance card a game can deal is in the catalog,
    /// which clients look cards up in (a solo game's table broke without them).
    #[test]
    fn the_catalog_lists_every_performance_card_a_game_can_deal() {
        let listed: Vec<PerformanceId> = catalog().performances.iter().map(|p| p.id).collect();
        for id in PerformanceId::all()
            .chain(PerformanceId::duel_cards())
            .chain(PerformanceId::solo_cards())
        {
            assert!(listed.contains(&id), "{id:?} missing");
        }
        assert!(PerformanceId::solo_cards().count() > 0);
    }
}
