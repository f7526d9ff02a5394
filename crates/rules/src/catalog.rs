//! The printed card facts in a serializable form, for clients that draw the table.

use serde::{Deserialize, Serialize};

use crate::cards::{
    Category, Component, Dir, MagicianId, PerformanceId, TheaterTier, TrickId, Yield,
};

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
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MagicianInfo {
    pub id: MagicianId,
    pub name: String,
    pub favorite: Category,
    pub ability: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ComponentInfo {
    pub component: Component,
    pub name: String,
    pub price: u32,
}

/// Every card and component fact a client needs to draw the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Catalog {
    pub tricks: Vec<TrickInfo>,
    pub performances: Vec<PerformanceInfo>,
    pub magicians: Vec<MagicianInfo>,
    pub components: Vec<ComponentInfo>,
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
                }
            })
            .collect(),
        performances: PerformanceId::all()
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
                }
            })
            .collect(),
        magicians: MagicianId::all()
            .map(|id| {
                let m = id.card();
                MagicianInfo {
                    id,
                    name: m.name.into(),
                    favorite: m.favorite,
                    ability: m.ability.into(),
                }
            })
            .collect(),
        components: Component::ALL
            .iter()
            .map(|&c| ComponentInfo {
                component: c,
                name: c.name().into(),
                price: c.price(),
            })
            .collect(),
    }
}
