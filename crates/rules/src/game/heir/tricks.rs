//! The Heir's Tricks and their markers in the Theater (004 "Setup" 5-6,
//! "Downtown" 1, "Theater"): which Tricks it draws from, what it discards,
//! its Shopping List, and where it sets a Trick Marker up.

use super::compare_yield_value;
use super::procedure::Candidate;
use crate::cards::{Category, Component, Dir, Tier, TrickId};
use crate::game::base::theater::links_formed;
use crate::game::{CardInPlay, Marker};
use crate::model::{Seat, Symbol};

/// The highest Fame Threshold the Heir can have: it never pays Coins for
/// missing Fame.
pub fn highest_threshold(fame: u32) -> u32 {
    [36, 16, 1].into_iter().find(|&t| t <= fame).unwrap_or(1)
}

/// 004 "Setup" 5 and "Downtown" 1: the Tricks of `category` and `threshold`
/// the Heir shuffles and draws one of (those still available), leaving out
/// the Fame-Threshold-1 Trick that needs a single kind of Basic Component.
pub fn trick_candidates(
    category: Category,
    threshold: u32,
    available: impl Fn(TrickId) -> bool,
) -> Vec<TrickId> {
    TrickId::all()
        .filter(|&t| {
            let c = t.card();
            let single_basic = c.components.len() == 1 && c.components[0].0.tier() == Tier::Basic;
            c.category == category
                && c.threshold == threshold
                && !(threshold == 1 && single_basic)
                && available(t)
        })
        .collect()
}

/// 004 "Downtown" 1: with no empty Trick slot, the Trick of lowest yield
/// value goes (with its markers).
pub fn trick_to_discard(tricks: &[Candidate]) -> Option<Symbol> {
    tricks
        .iter()
        .min_by(|a, b| compare_yield_value((a.1, a.2), (b.1, b.2)))
        .map(|c| c.0)
}

/// 004 "Setup" 6 and "Downtown" 1: one of each Component the Trick needs
/// joins the Shopping List unless already there.
pub fn add_to_shopping_list(list: &mut Vec<Component>, trick: TrickId) {
    for &(c, _) in trick.card().components {
        if !list.contains(&c) {
            list.push(c);
        }
    }
}

/// 004 "Theater": the Tricks whose markers the Heir sets up, in descending
/// yield value (it substitutes the next one when a Trick cannot be placed).
pub fn theater_order(tricks: &[Candidate]) -> Vec<Symbol> {
    let mut v = tricks.to_vec();
    v.sort_by(|a, b| compare_yield_value((b.1, b.2), (a.1, a.2)));
    v.into_iter().map(|c| c.0).collect()
}

/// Where on one card the Heir puts a marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardSpot {
    pub slot: usize,
    pub facing: Dir,
    pub links: u8,
    pub shard: bool,
}

/// 004 "Theater": on `card`, the placement making the most Links (with a
/// Shard preferred), topmost then leftmost on ties; with no Link possible,
/// the first empty slot left to right, top to bottom. The category corner
/// points into a Link circle unless the Trick has Free Orientation. `None`
/// when the card has no free slot or already holds this Trick.
pub fn spot_on_card(
    card: &CardInPlay,
    seat: Seat,
    symbol: Symbol,
    category: Category,
    free_orientation: bool,
) -> Option<CardSpot> {
    if card
        .markers
        .iter()
        .flatten()
        .any(|m| m.seat == seat && m.symbol == symbol)
    {
        return None;
    }
    let printed = card.card.card();
    let mut best: Option<(CardSpot, (i8, i8))> = None;
    for (slot, s) in printed.slots.iter().enumerate() {
        if !card.is_free(slot) {
            continue;
        }
        let facings: Vec<Dir> = if free_orientation {
            vec![Dir::Up, Dir::Right, Dir::Down, Dir::Left]
        } else {
            s.links.iter().map(|l| l.dir).collect()
        };
        for facing in facings {
            let m = Marker {
                seat,
                symbol,
                category,
                facing,
            };
            let (links, shards) = links_formed(card, slot, &m);
            let spot = CardSpot {
                slot,
                facing,
                links,
                shard: shards.contains(&seat),
            };
            let place = (s.y, s.x);
            let better = match best {
                None => true,
                Some((b, at)) => {
                    (spot.links, spot.shard) > (b.links, b.shard)
                        || ((spot.links, spot.shard) == (b.links, b.shard) && place < at)
                }
            };
            if better {
                best = Some((spot, place));
            }
        }
    }
    best.map(|b| b.0)
}

/// 004 "Theater": the order in which the Heir tries the cards: those with
/// its own markers, then those with yours, then left to right; a card due to
/// leave at the end of the turn comes last (unless it is the final turn).
pub fn card_order(
    cards: &[CardInPlay],
    heir: Seat,
    leaving: &[bool],
    final_turn: bool,
) -> Vec<usize> {
    let has =
        |c: &CardInPlay, mine: bool| c.markers.iter().flatten().any(|m| (m.seat == heir) == mine);
    let mut order: Vec<usize> = (0..cards.len()).collect();
    order.sort_by_key(|&i| {
        let c = &cards[i];
        let rank = if has(c, true) {
            0
        } else if has(c, false) {
            1
        } else {
            2
        };
        (
            !final_turn && leaving.get(i).copied().unwrap_or(false),
            rank,
            i,
        )
    });
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{PerformanceId, Yield};

    /// The Heir never pays for Fame: 1, 16 or 36 by its Fame.
    #[test]
    fn highest_threshold_by_fame() {
        assert_eq!(
            [0, 3, 15, 16, 35, 36, 50].map(highest_threshold),
            [1, 1, 1, 16, 16, 36, 36]
        );
    }

    /// 004 "Setup" 5: three Fame-Threshold-1 Tricks of each category to draw
    /// from, never the one needing a single Basic Component.
    #[test]
    fn setup_5_starting_trick_candidates() {
        for cat in [
            Category::Escape,
            Category::Mechanical,
            Category::Optical,
            Category::Spiritual,
        ] {
            let c = trick_candidates(cat, 1, |_| true);
            assert_eq!(c.len(), 3, "{cat:?}");
            let all = trick_candidates(cat, 16, |_| true);
            assert!(!all.is_empty());
        }
        let butterflies = TrickId::by_name("Enchanted Butterflies").unwrap();
        assert!(!trick_candidates(Category::Optical, 1, |_| true).contains(&butterflies));
        // Unavailable Tricks are left out.
        let rabbit = TrickId::by_name("Rabbit from the Top Hat").unwrap();
        assert!(!trick_candidates(Category::Optical, 1, |t| t != rabbit).contains(&rabbit));
    }

    /// 004 "Setup" 6: one of each Component, no doubles; "Downtown" 1:
    /// the lowest yield value is discarded.
    #[test]
    fn shopping_list_and_discard() {
        let rabbit = TrickId::by_name("Rabbit from the Top Hat").unwrap();
        let mut list = vec![Component::Fabric];
        add_to_shopping_list(&mut list, rabbit);
        assert_eq!(
            list,
            [Component::Fabric, Component::Animal, Component::Metal]
        );
        let y = |fame, coins| Yield {
            fame,
            coins,
            shards: 0,
        };
        let tricks = [
            (Symbol::Spade, y(2, 0), 1),
            (Symbol::Heart, y(1, 4), 16),
            (Symbol::Club, y(3, 1), 1),
        ];
        assert_eq!(trick_to_discard(&tricks), Some(Symbol::Heart));
        assert_eq!(
            theater_order(&tricks),
            [Symbol::Club, Symbol::Spade, Symbol::Heart]
        );
    }

    /// 004 "Theater": the most Links, a Shard preferred, else the first empty
    /// slot left to right, top to bottom; never a second marker of a Trick.
    #[test]
    fn theater_spot_on_a_card() {
        let card = CardInPlay::new(PerformanceId(0));
        let printed = card.card.card();
        let empty = spot_on_card(&card, Seat(1), Symbol::Spade, Category::Escape, false).unwrap();
        assert_eq!(empty.links, 0);
        let first = (0..printed.slots.len())
            .min_by_key(|&i| (printed.slots[i].y, printed.slots[i].x))
            .unwrap();
        assert_eq!(empty.slot, first);
        // A marker of the other seat next to a free slot: the Heir links with it.
        let mut card = card;
        let (i, l) = printed
            .slots
            .iter()
            .enumerate()
            .find_map(|(i, s)| s.links.first().map(|l| (i, *l)))
            .unwrap();
        let j = printed.neighbour(i, l.dir).unwrap();
        card.markers[i] = Some(Marker {
            seat: Seat(0),
            symbol: Symbol::Heart,
            category: Category::Optical,
            facing: l.dir,
        });
        let want = card.markers[i].unwrap().edge(l.dir);
        let spot = spot_on_card(&card, Seat(1), Symbol::Spade, want, false).unwrap();
        assert!(spot.links >= 1, "{spot:?}");
        assert!(spot.slot == j || spot.links > 1);
        // Free Orientation never does worse.
        let free = spot_on_card(&card, Seat(1), Symbol::Spade, want, true).unwrap();
        assert!(free.links >= spot.links);
        // A second marker of the same Trick: no.
        card.markers[j] = Some(Marker {
            seat: Seat(1),
            symbol: Symbol::Spade,
            category: want,
            facing: l.dir.opposite(),
        });
        assert_eq!(
            spot_on_card(&card, Seat(1), Symbol::Spade, want, false),
            None
        );
    }

    /// 004 "Theater": own cards first, then yours, then leftmost; a leaving
    /// card last except in the final turn.
    #[test]
    fn theater_card_order() {
        let m = |seat| {
            Some(Marker {
                seat: Seat(seat),
                symbol: Symbol::Club,
                category: Category::Escape,
                facing: Dir::Up,
            })
        };
        let mut cards: Vec<CardInPlay> =
            (0..3).map(|i| CardInPlay::new(PerformanceId(i))).collect();
        cards[1].markers[0] = m(0);
        cards[2].markers[0] = m(1);
        assert_eq!(card_order(&cards, Seat(1), &[false; 3], false), [2, 1, 0]);
        assert_eq!(
            card_order(&cards, Seat(1), &[false, false, true], false),
            [1, 0, 2]
        );
        assert_eq!(
            card_order(&cards, Seat(1), &[false, false, true], true),
            [2, 1, 0]
        );
    }
}
