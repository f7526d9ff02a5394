//! Performance cards as content files write them (the Duel's and the Heir's
//! gray-marker cards), built into `PerformanceCard`s and checked.

use serde::Deserialize;

use crate::cards::{
    Dir, GrayMarker, LinkCircle, PerformanceCard, PerformanceSlot, TheaterTier, Yield,
};

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawLink {
    dir: Dir,
    #[serde(default)]
    shard: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSlot {
    x: i8,
    y: i8,
    links: Vec<RawLink>,
}

/// A Performance card as content files write it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPerformance {
    pub(crate) code: String,
    pub(crate) tier: TheaterTier,
    slots: Vec<RawSlot>,
    gray: Vec<GrayMarker>,
    bonus: Yield,
    pub(crate) provisional: bool,
}

/// A content file's Performance card, built and checked (its slices are
/// leaked once, so they live as long as the printed cards). Shared by every
/// file with gray-marker cards (Duel, the Heir's Solo Performance cards).
pub(crate) fn build_performance(p: &RawPerformance) -> Result<PerformanceCard, String> {
    let slots: Vec<PerformanceSlot> = p
        .slots
        .iter()
        .map(|s| PerformanceSlot {
            x: s.x,
            y: s.y,
            links: Box::leak(
                s.links
                    .iter()
                    .map(|l| LinkCircle {
                        dir: l.dir,
                        shard: l.shard,
                    })
                    .collect::<Vec<_>>()
                    .into_boxed_slice(),
            ),
        })
        .collect();
    let card = PerformanceCard {
        tier: p.tier,
        slots: Box::leak(slots.into_boxed_slice()),
        bonus: p.bonus,
        gray: Box::leak(p.gray.clone().into_boxed_slice()),
    };
    check_performance(&card)?;
    Ok(card)
}

/// A Performance card must be playable: distinct slots, every Link circle on
/// both slots it joins (with the same Shard mark), gray markers on distinct
/// slots facing one of their slot's circles, and room for the players.
pub(crate) fn check_performance(card: &PerformanceCard) -> Result<(), String> {
    if !(2..=8).contains(&card.slots.len()) {
        return Err("a card has 2 to 8 slots".into());
    }
    for (i, s) in card.slots.iter().enumerate() {
        if card.slots[..i].iter().any(|o| o.x == s.x && o.y == s.y) {
            return Err(format!("two slots at ({}, {})", s.x, s.y));
        }
        if s.links.is_empty() {
            return Err(format!("slot {i} has no Link circle"));
        }
        for l in s.links {
            let j = card
                .neighbour(i, l.dir)
                .ok_or(format!("slot {i}'s {:?} circle leads to no slot", l.dir))?;
            let back = card.slots[j]
                .links
                .iter()
                .find(|o| o.dir == l.dir.opposite());
            if back.map(|b| b.shard) != Some(l.shard) {
                return Err(format!(
                    "slot {i}'s {:?} circle is not printed the same on slot {j}",
                    l.dir
                ));
            }
        }
    }
    for (k, g) in card.gray.iter().enumerate() {
        let slot = card.slots.get(g.slot as usize).ok_or(format!(
            "gray marker on slot {}, which is not on the card",
            g.slot
        ))?;
        if card.gray[..k].iter().any(|o| o.slot == g.slot) {
            return Err(format!("two gray markers on slot {}", g.slot));
        }
        if !slot.links.iter().any(|l| l.dir == g.facing) {
            return Err(format!(
                "the gray marker on slot {} does not face a Link circle",
                g.slot
            ));
        }
    }
    if card.slots.len() - card.gray.len() < 2 {
        return Err("a card leaves at least 2 slots free for the players".into());
    }
    let y = card.bonus;
    if y.fame + y.coins + y.shards > 5 {
        return Err("the card bonus is at most 5".into());
    }
    Ok(())
}
