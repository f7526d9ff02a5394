//! The Heir's decisions (004 "Dahlgaard's Heir solo play"), each a pure
//! function of what it looks at, so the bot that will play them is a thin
//! loop and every rule is tested here. Random picks come in as arguments
//! (a shuffled list, a chosen index) so that the engine keeps drawing them
//! in `decide`.

use std::cmp::Ordering;

use super::{character_limit, compare_yield_value, Priority};
use crate::cards::{Component, Yield};
use crate::content::heir::{Place, PlanStep, PlanTile};
use crate::game::academy::{ClassSlot, Room, Spot, Upgrade};
use crate::model::{DieFace, DieId, Specialist, Symbol};

/// 004 "Roll dice phase": after the first round, the pairs of Locations that
/// may be re-rolled: two without a Turn Setup marker, the Theater among them
/// when it has none.
pub fn reroll_choices(places: &[Place], marked: &[Place]) -> Vec<[Place; 2]> {
    let free: Vec<Place> = places
        .iter()
        .copied()
        .filter(|p| !marked.contains(p))
        .collect();
    let mut out = Vec::new();
    for (i, &a) in free.iter().enumerate() {
        for &b in &free[i + 1..] {
            let theater_due = !marked.contains(&Place::Theater);
            if !theater_due || a == Place::Theater || b == Place::Theater {
                out.push([a, b]);
            }
        }
    }
    out
}

/// 004 "Assignment phase": the Plan tile's steps given to the Heir's
/// Characters left to right; a Special step without a matching Special
/// Assignment card in hand is skipped; excess steps or Characters are ignored.
pub fn assign_from_plan(plan: &PlanTile, characters: usize, specials: &[Place]) -> Vec<PlanStep> {
    let mut hand = specials.to_vec();
    let mut out = Vec::new();
    for step in &plan.order {
        if out.len() == characters {
            break;
        }
        if step.special {
            match hand.iter().position(|&p| p == step.location) {
                Some(i) => {
                    hand.remove(i);
                }
                None => continue,
            }
        }
        out.push(*step);
    }
    out
}

/// A Character of the Heir's, as its placement rules tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Magician,
    Protege,
    Specialist,
    Apprentice,
}

/// An Heir Character assigned and not yet placed, in board order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assigned {
    pub place: Place,
    pub kind: Kind,
}

/// 004 "Place character phase" 1-3: which waiting Character the Heir sends
/// next (its index in `heir`): contested Locations first, then the
/// priority list by stance; at a Location left to right, except that the
/// Magician goes last to the Theater. `you` are the human's waiting
/// Characters (Location, is the Magician).
///
/// `nothing_to_set_up`: the Heir could place no Trick on a Performance card
/// now, so a non-Magician is not sent to the Theater ("send a different
/// Character instead").
pub fn next_to_send(
    heir: &[Assigned],
    you: &[super::Waiting],
    ready: bool,
    nothing_to_set_up: bool,
) -> Option<usize> {
    let skipped =
        |a: &Assigned| nothing_to_set_up && a.place == Place::Theater && a.kind != Kind::Magician;
    let kept: Vec<usize> = (0..heir.len()).filter(|&i| !skipped(&heir[i])).collect();
    let heir_kept: Vec<Assigned> = kept.iter().map(|&i| heir[i]).collect();
    next_among(&heir_kept, heir, you, ready).map(|i| kept[i])
}

fn next_among(
    heir: &[Assigned],
    all: &[Assigned],
    you: &[super::Waiting],
    ready: bool,
) -> Option<usize> {
    // Contested is judged on every waiting Character, sendable or not.
    let waiting: Vec<super::Waiting> = all
        .iter()
        .map(|a| (a.place, a.kind == Kind::Magician))
        .collect();
    let place_of = |p: Priority| match p {
        Priority::Place(place) => place,
        Priority::TheaterEarliest | Priority::TheaterLatest => Place::Theater,
    };
    let order = super::placement_priority(ready);
    let has = |place: Place| heir.iter().any(|a| a.place == place);
    let contested = order
        .iter()
        .map(|&p| place_of(p))
        .find(|&p| has(p) && super::contested(p, you, &waiting));
    let place = contested.or_else(|| order.iter().map(|&p| place_of(p)).find(|&p| has(p)))?;
    let at: Vec<usize> = (0..heir.len())
        .filter(|&i| heir[i].place == place)
        .collect();
    if place == Place::Theater {
        if let Some(&i) = at.iter().find(|&&i| heir[i].kind != Kind::Magician) {
            return Some(i);
        }
    }
    at.first().copied()
}

/// What the Heir looks at Downtown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DowntownView {
    /// Tricks it has of the highest Fame Threshold it can have.
    pub top_tricks: u32,
    pub fame: u32,
    /// Specialists it has (its Additional Characters box included).
    pub specialists: Vec<Specialist>,
    pub apprentices: u32,
    /// All its Character disks.
    pub characters: u32,
    pub academy: bool,
}

/// One die the Heir sets to X, and what it gains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    /// Learn a Trick of the die's category (any: the Favorite).
    Trick(DieId, DieFace),
    Specialist(Specialist),
    Apprentice,
    Coins(DieId, u32),
}

/// 004 "Downtown": with fewer non-X dice than it may take, the Heir re-rolls
/// one X die: a Trick die first, then the Specialist, a Bank, the Apprentice die.
pub fn downtown_reroll(dice: &[DieFace; 6], count: u8) -> Option<DieId> {
    let showing = dice.iter().filter(|&&f| f != DieFace::X).count();
    if showing >= usize::from(count) {
        return None;
    }
    [
        DieId::Residence1,
        DieId::Residence2,
        DieId::InnSpecialist,
        DieId::Bank1,
        DieId::Bank2,
        DieId::InnApprentice,
    ]
    .into_iter()
    .find(|d| dice[d.index()] == DieFace::X)
}

/// 004 "Downtown" 1-7: the dice the Heir sets to X, in the list's order,
/// each step at most once, until it has taken `count`.
pub fn downtown_takes(dice: &[DieFace; 6], h: &DowntownView, count: u8) -> Vec<Take> {
    let mut d = *dice;
    let mut out = Vec::new();
    let full = |out: &Vec<Take>| out.len() >= usize::from(count);
    let shows = |d: &[DieFace; 6], id: DieId| d[id.index()] != DieFace::X;
    // 1. A Trick.
    if h.top_tricks < 2 || h.fame >= 36 {
        if let Some(id) = [DieId::Residence1, DieId::Residence2]
            .into_iter()
            .find(|&id| shows(&d, id))
        {
            out.push(Take::Trick(id, d[id.index()]));
            d[id.index()] = DieFace::X;
        }
    }
    // 2. A Specialist it does not have.
    if !full(&out) {
        if let DieFace::Hire(s) = d[DieId::InnSpecialist.index()] {
            if !h.specialists.contains(&s) {
                out.push(Take::Specialist(s));
                d[DieId::InnSpecialist.index()] = DieFace::X;
            }
        }
    }
    // 3. An Apprentice while it has at most 6 (5) Characters.
    let apprentice_free = |d: &[DieFace; 6]| {
        shows(d, DieId::InnApprentice)
            && h.apprentices < crate::model::CharacterId::APPRENTICES.len() as u32
    };
    if !full(&out) && apprentice_free(&d) && h.characters <= character_limit(h.academy) {
        out.push(Take::Apprentice);
        d[DieId::InnApprentice.index()] = DieFace::X;
    }
    // 4-5. The higher Bank die, then the other.
    for _ in 0..2 {
        if full(&out) {
            break;
        }
        let best = [DieId::Bank1, DieId::Bank2]
            .into_iter()
            .filter_map(|id| match d[id.index()] {
                DieFace::Coins(n) => Some((n, id)),
                _ => None,
            })
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.index().cmp(&a.1.index())));
        if let Some((n, id)) = best {
            out.push(Take::Coins(id, n));
            d[id.index()] = DieFace::X;
        }
    }
    // 6. An Apprentice, whatever its Character count.
    if !full(&out) && apprentice_free(&d) {
        out.push(Take::Apprentice);
    }
    out.truncate(usize::from(count));
    out
}

/// 004 "Market Row" 1-3: the Shopping List loses what the Market shows; then
/// random picks (`pick(n)` chooses among `n`) of the list's Components not
/// yet ordered, into the empty Order slots, up to the arriving Action Points.
/// Returns the new list and the orders in slot order.
pub fn market_orders(
    shopping: &[Component],
    in_market: &[Component],
    empty_slots: usize,
    ap: u8,
    mut pick: impl FnMut(usize) -> usize,
) -> (Vec<Component>, Vec<Component>) {
    let list: Vec<Component> = shopping
        .iter()
        .copied()
        .filter(|c| !in_market.contains(c))
        .collect();
    let mut open = list.clone();
    let mut orders = Vec::new();
    while orders.len() < empty_slots && orders.len() < usize::from(ap) && !open.is_empty() {
        let i = pick(open.len()).min(open.len() - 1);
        orders.push(open.remove(i));
    }
    (list, orders)
}

/// 004 "Dark Alley" 2: the Special Assignment deck the Heir draws from: the
/// color it holds fewest of (unassigned cards), Theater > Downtown > Market
/// Row > Workshop on ties, among the decks that have cards.
pub fn special_deck(hand: &[Place], available: &[Place]) -> Option<Place> {
    [
        Place::Theater,
        Place::Downtown,
        Place::MarketRow,
        Place::Workshop,
    ]
    .into_iter()
    .filter(|p| available.contains(p))
    .min_by_key(|p| hand.iter().filter(|&h| h == p).count())
}

/// The Heir's Academy actions, in its list's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AcademyStep {
    LearnSecret,
    Renovate,
    Classroom,
    PracticeRoom,
}

/// 004 "Academy": the list, with the 3rd and 4th swapped on even turns.
pub fn academy_order(turn: u8) -> [AcademyStep; 4] {
    use AcademyStep::*;
    if turn.is_multiple_of(2) {
        [LearnSecret, Renovate, PracticeRoom, Classroom]
    } else {
        [LearnSecret, Renovate, Classroom, PracticeRoom]
    }
}

/// 004 "Academy": the Heir's `actions` Academy actions. `try_step` attempts
/// a step against the caller's state and says whether it was done; its flag
/// is set for the forced Renovate of priority 5, which ignores the Banner
/// comparison. The list runs once in order (a done step is not repeated);
/// spare actions then alternate the 3rd and 4th priority (in the turn's
/// order), and when both are impossible a forced Renovate comes first.
pub fn run_academy(
    actions: u8,
    turn: u8,
    mut try_step: impl FnMut(AcademyStep, bool) -> bool,
) -> Vec<AcademyStep> {
    let order = academy_order(turn);
    let mut done = Vec::new();
    for step in order {
        if done.len() == usize::from(actions) {
            return done;
        }
        if try_step(step, false) {
            done.push(step);
        }
    }
    let (third, fourth) = (order[2], order[3]);
    let mut next = third;
    while done.len() < usize::from(actions) {
        let other = if next == third { fourth } else { third };
        if try_step(next, false) {
            done.push(next);
            next = other;
        } else if try_step(other, false) {
            done.push(other);
        } else if try_step(AcademyStep::Renovate, true) {
            done.push(AcademyStep::Renovate);
        } else {
            break;
        }
    }
    done
}

/// A renovation the Heir may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RenovationOption {
    pub wing: u8,
    pub room: Room,
    pub level: u8,
    pub coins: u32,
}

/// 004 "Academy" 2nd priority: among the levels whose Fame Threshold the
/// Heir's Fame exceeds, the cheapest (0-4 Coins in the purse) or the dearest
/// (5 or more); ties: Classrooms first on odd turns, Practice Rooms on even
/// ones, then board order.
pub fn choose_renovation(
    options: &[RenovationOption],
    fame: u32,
    purse: u32,
    turn: u8,
) -> Option<RenovationOption> {
    let dear = super::renovates_expensively(purse);
    let first_room = if !turn.is_multiple_of(2) {
        Room::Classroom
    } else {
        Room::PracticeRoom
    };
    options
        .iter()
        .copied()
        .filter(|o| fame > crate::game::academy::renovation_threshold(o.level))
        .min_by(|a, b| {
            let price = if dear {
                b.coins.cmp(&a.coins)
            } else {
                a.coins.cmp(&b.coins)
            };
            price
                .then((a.room != first_room).cmp(&(b.room != first_room)))
                .then(a.wing.cmp(&b.wing))
        })
}

/// 004 "Academy" 3rd priority: Classroom slots, Fame > Shards > Reduced
/// Yield > Money.
pub fn classroom_slot_rank(s: ClassSlot) -> u8 {
    match s {
        ClassSlot::Fame => 0,
        ClassSlot::Shards => 1,
        ClassSlot::Reduced => 2,
        ClassSlot::Coins => 3,
    }
}

/// 004 "Academy" 4th priority: Increase Yield > Free Orientation >
/// Additional Marker > Ignore Components.
pub fn upgrade_rank(u: Upgrade) -> u8 {
    match u {
        Upgrade::YieldIncrease => 0,
        Upgrade::FreeOrientation => 1,
        Upgrade::ExtraMarker => 2,
        Upgrade::IgnoreComponents => 3,
    }
}

/// 004 "Academy" 3rd priority: the slot by kind, then the higher Popular
/// Class Bonus, then the topmost (board order).
pub fn choose_classroom_slot(slots: &[(Spot, ClassSlot, Yield)]) -> Option<Spot> {
    classroom_slots_in_order(slots).first().map(|s| s.0)
}

/// 004 "Academy" 3rd priority: the free Classroom slots, best first (the
/// order of [`choose_classroom_slot`]); the engine goes down it when no
/// Trick would yield anything in the best one.
pub fn classroom_slots_in_order(
    slots: &[(Spot, ClassSlot, Yield)],
) -> Vec<(Spot, ClassSlot, Yield)> {
    let mut v = slots.to_vec();
    v.sort_by(|a, b| {
        classroom_slot_rank(a.1)
            .cmp(&classroom_slot_rank(b.1))
            .then(compare_yield_value((b.2, 0), (a.2, 0)))
            .then((a.0.wing, a.0.slot).cmp(&(b.0.wing, b.0.slot)))
    });
    v
}

/// 004 "Academy" 4th priority: the free Practice Room slot whose upgrade
/// ranks first (Increase Yield > Free Orientation > Additional Marker >
/// Ignore Components), then the topmost (board order).
pub fn choose_practice_slot(slots: &[(Spot, Upgrade)]) -> Option<(Spot, Upgrade)> {
    slots
        .iter()
        .copied()
        .min_by_key(|(s, u)| (upgrade_rank(*u), s.wing, s.slot))
}

/// 004 "Academy" 3rd priority: the slot and Trick the Heir teaches: down
/// the slot order, the first slot where a Trick yields something, with the
/// smallest such Trick. `None` when no Trick yields anything anywhere.
pub fn choose_teaching(
    slots: &[(Spot, ClassSlot, Yield)],
    tricks: &[Candidate],
) -> Option<(Spot, Symbol)> {
    classroom_slots_in_order(slots)
        .into_iter()
        .find_map(|(spot, kind, _)| choose_classroom_trick(tricks, kind).map(|t| (spot, t)))
}

/// A Trick the Heir could place: its symbol, yield and Fame Threshold.
pub type Candidate = (Symbol, Yield, u32);

/// 004 "Academy" 3rd priority: the Trick of smallest yield value, skipping
/// any that would yield nothing in the Classroom phase from that slot.
pub fn choose_classroom_trick(tricks: &[Candidate], slot: ClassSlot) -> Option<Symbol> {
    tricks
        .iter()
        .filter(|(_, y, t)| {
            let g = crate::game::academy::classroom_yield(slot, *y, *t);
            g.fame + g.coins + g.shards > 0
        })
        .min_by(|a, b| compare_yield_value((a.1, a.2), (b.1, b.2)))
        .map(|c| c.0)
}

/// 004 "Academy" 4th priority: the Trick of largest yield value.
pub fn choose_practice_trick(tricks: &[Candidate]) -> Option<Symbol> {
    tricks
        .iter()
        .max_by(|a, b| compare_yield_value((a.1, a.2), (b.1, b.2)).then(Ordering::Greater))
        .map(|c| c.0)
}

/// 004 "Performance phase": among the cards with an Heir marker (`Some`,
/// holding its Link and card bonus), most Fame, then Shards, then Coins,
/// then leftmost.
pub fn choose_performance(cards: &[Option<Yield>]) -> Option<usize> {
    let mut best: Option<(usize, Yield)> = None;
    for (i, c) in cards.iter().enumerate() {
        if let Some(y) = c {
            let better = match best {
                None => true,
                Some((_, b)) => (y.fame, y.shards, y.coins) > (b.fame, b.shards, b.coins),
            };
            if better {
                best = Some((i, *y));
            }
        }
    }
    best.map(|b| b.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Category;
    use crate::game::heir::PlanKind;

    fn y(fame: u32, coins: u32, shards: u32) -> Yield {
        Yield {
            fame,
            coins,
            shards,
        }
    }

    /// 004 "Roll dice phase": two unmarked Locations, the Theater among them
    /// when it is unmarked.
    #[test]
    fn roll_dice_reroll_choices() {
        use Place::*;
        let all = [Downtown, MarketRow, DarkAlley, Academy, Theater];
        let c = reroll_choices(&all, &[Downtown, MarketRow]);
        assert_eq!(c, [[DarkAlley, Theater], [Academy, Theater]]);
        let c = reroll_choices(&all, &[Theater, Academy]);
        assert_eq!(
            c,
            [
                [Downtown, MarketRow],
                [Downtown, DarkAlley],
                [MarketRow, DarkAlley]
            ]
        );
        // Without the Academy's die: four Locations.
        let c = reroll_choices(
            &[Downtown, MarketRow, DarkAlley, Theater],
            &[Theater, Downtown],
        );
        assert_eq!(c, [[MarketRow, DarkAlley]]);
    }

    /// 004 "Assignment phase": steps in order, Special steps skipped without a
    /// matching card, excess ignored.
    #[test]
    fn assignment_from_the_plan() {
        let step = |location, special| PlanStep { location, special };
        let plan = PlanTile {
            code: "X".into(),
            kind: PlanKind::Perform,
            order: vec![
                step(Place::Theater, false),
                step(Place::Downtown, true),
                step(Place::Academy, false),
                step(Place::Theater, true),
                step(Place::Workshop, false),
            ],
            provisional: true,
        };
        let got = assign_from_plan(&plan, 3, &[Place::Theater]);
        assert_eq!(
            got.iter()
                .map(|s| (s.location, s.special))
                .collect::<Vec<_>>(),
            [
                (Place::Theater, false),
                (Place::Academy, false),
                (Place::Theater, true)
            ]
        );
        assert_eq!(assign_from_plan(&plan, 9, &[]).len(), 3);
    }

    /// 004 "Place character phase": contested first, then the stance's
    /// list; the Magician last to the Theater; Downtown left to right.
    #[test]
    fn place_character_order() {
        let a = |place, kind| Assigned { place, kind };
        let heir = [
            a(Place::Theater, Kind::Magician),
            a(Place::MarketRow, Kind::Protege),
            a(Place::Downtown, Kind::Specialist),
            a(Place::Theater, Kind::Apprentice),
            a(Place::Downtown, Kind::Apprentice),
        ];
        // Market Row contested beats the priority list.
        assert_eq!(
            next_to_send(&heir, &[(Place::MarketRow, false)], true, false),
            Some(1)
        );
        // Nothing contested: Ready goes to the Theater, non-Magician first.
        assert_eq!(next_to_send(&heir, &[], true, false), Some(3));
        // Busy: Downtown, leftmost first.
        assert_eq!(next_to_send(&heir, &[], false, false), Some(2));
        // Only the Magician left at the Theater.
        assert_eq!(next_to_send(&heir[..1], &[], true, false), Some(0));
        assert_eq!(next_to_send(&[], &[], true, false), None);
        // "IMPORTANT": a non-Magician that would set nothing up is not sent;
        // the Magician still may be.
        assert_eq!(next_to_send(&heir, &[], true, true), Some(0));
        assert_eq!(next_to_send(&heir[3..4], &[], true, true), None);
    }

    fn view() -> DowntownView {
        DowntownView {
            top_tricks: 1,
            fame: 10,
            specialists: vec![Specialist::Engineer],
            apprentices: 1,
            characters: 5,
            academy: true,
        }
    }

    /// 004 "Downtown" 1-7: the list's order, each step once.
    #[test]
    fn downtown_steps_in_order() {
        use DieFace::*;
        let dice = [
            X,
            Trick(Category::Optical),
            Hire(Specialist::Manager),
            HireApprentice,
            Coins(4),
            Coins(6),
        ];
        let t = downtown_takes(&dice, &view(), 3);
        assert_eq!(
            t,
            [
                Take::Trick(DieId::Residence2, Trick(Category::Optical)),
                Take::Specialist(Specialist::Manager),
                Take::Apprentice
            ]
        );
        // Two good Tricks already and under 36 Fame: no Trick; a known
        // Specialist is passed; the higher Bank die first.
        let v = DowntownView {
            top_tricks: 2,
            specialists: vec![Specialist::Manager],
            characters: 7,
            ..view()
        };
        let t = downtown_takes(&dice, &v, 3);
        assert_eq!(
            t,
            [
                Take::Coins(DieId::Bank2, 6),
                Take::Coins(DieId::Bank1, 4),
                Take::Apprentice
            ]
        );
        // 36 Fame: a Trick again.
        let v = DowntownView { fame: 36, ..v };
        assert!(matches!(downtown_takes(&dice, &v, 1)[0], Take::Trick(..)));
    }

    /// 004 "Downtown": re-roll an X die (Trick, Specialist, Money, Apprentice)
    /// when fewer dice show faces than the Heir may take.
    #[test]
    fn downtown_reroll_priority() {
        use DieFace::*;
        let dice = [X, X, X, HireApprentice, X, Coins(3)];
        assert_eq!(downtown_reroll(&dice, 2), None);
        assert_eq!(downtown_reroll(&dice, 3), Some(DieId::Residence1));
        let dice = [Trick(Category::Escape), AnyTrick, X, X, X, X];
        assert_eq!(downtown_reroll(&dice, 3), Some(DieId::InnSpecialist));
    }

    /// 004 "Market Row": the list loses what the Market shows; orders up to
    /// the empty slots, the list and the Action Points.
    #[test]
    fn market_row_orders() {
        use Component::*;
        let (list, orders) = market_orders(&[Wood, Rope, Cog, Mirror], &[Rope], 4, 2, |_| 0);
        assert_eq!(list, [Wood, Cog, Mirror]);
        assert_eq!(orders, [Wood, Cog]);
        let (_, orders) = market_orders(&[Wood, Cog], &[], 1, 3, |n| n - 1);
        assert_eq!(orders, [Cog]);
        let (_, orders) = market_orders(&[Wood], &[], 4, 3, |_| 0);
        assert_eq!(orders, [Wood]);
    }

    /// 004 "Dark Alley" 2: fewest in hand; Theater > Downtown > Market Row > Workshop.
    #[test]
    fn dark_alley_deck_choice() {
        use Place::*;
        let all = [Downtown, MarketRow, Workshop, Theater];
        assert_eq!(special_deck(&[], &all), Some(Theater));
        assert_eq!(special_deck(&[Theater], &all), Some(Downtown));
        assert_eq!(
            special_deck(&[Theater, Downtown, MarketRow], &all),
            Some(Workshop)
        );
        assert_eq!(special_deck(&[], &[Workshop]), Some(Workshop));
        assert_eq!(special_deck(&[], &[]), None);
    }

    /// 004 "Academy": the list, 3rd and 4th swapped on even turns; slot and
    /// upgrade priorities.
    #[test]
    fn academy_list_and_priorities() {
        use AcademyStep::*;
        assert_eq!(
            academy_order(1),
            [LearnSecret, Renovate, Classroom, PracticeRoom]
        );
        assert_eq!(
            academy_order(2),
            [LearnSecret, Renovate, PracticeRoom, Classroom]
        );
        /// `items` in the order `rank` gives them.
        fn ranked<T: Copy, K: Ord>(mut items: [T; 4], rank: fn(T) -> K) -> [T; 4] {
            items.sort_by_key(|&x| rank(x));
            items
        }
        use ClassSlot as C;
        use Upgrade as U;
        assert_eq!(
            ranked(
                [C::Coins, C::Reduced, C::Fame, C::Shards],
                classroom_slot_rank
            ),
            [C::Fame, C::Shards, C::Reduced, C::Coins]
        );
        assert_eq!(
            ranked(
                [
                    U::IgnoreComponents,
                    U::ExtraMarker,
                    U::YieldIncrease,
                    U::FreeOrientation
                ],
                upgrade_rank
            ),
            [
                U::YieldIncrease,
                U::FreeOrientation,
                U::ExtraMarker,
                U::IgnoreComponents
            ]
        );
    }

    /// 004 "Academy" 1-5: the list once, then 3rd and 4th alternating, a
    /// forced Renovate when both are impossible.
    #[test]
    fn academy_actions_run() {
        use AcademyStep::*;
        // Everything possible: the list in order.
        assert_eq!(run_academy(2, 1, |_, _| true), [LearnSecret, Renovate]);
        assert_eq!(
            run_academy(3, 2, |_, _| true),
            [LearnSecret, Renovate, PracticeRoom]
        );
        // Spare actions alternate Classroom and Practice Room.
        assert_eq!(
            run_academy(5, 1, |_, _| true),
            [LearnSecret, Renovate, Classroom, PracticeRoom, Classroom]
        );
        // Full Classrooms and Practice Rooms: a forced Renovate makes room.
        let mut rooms = 0;
        let mut forced = 0;
        let got = run_academy(3, 1, |step, force| match step {
            Renovate if force => {
                forced += 1;
                rooms += 1;
                true
            }
            Renovate | LearnSecret => false,
            Classroom | PracticeRoom if rooms > 0 => {
                rooms -= 1;
                true
            }
            _ => false,
        });
        assert_eq!(got, [Renovate, Classroom, Renovate]);
        assert_eq!(forced, 2);
        // Nothing possible: nothing done.
        assert!(run_academy(3, 1, |_, _| false).is_empty());
    }

    /// 004 "Academy" 2nd priority: cheapest or dearest by purse, Fame above
    /// the Threshold, room order by turn parity.
    #[test]
    fn academy_renovation_choice() {
        let o = |wing, room, level, coins| RenovationOption {
            wing,
            room,
            level,
            coins,
        };
        let opts = [
            o(0, Room::Classroom, 1, 3),
            o(1, Room::PracticeRoom, 1, 3),
            o(2, Room::Classroom, 2, 6),
            o(3, Room::PracticeRoom, 3, 10),
        ];
        assert_eq!(choose_renovation(&opts, 20, 2, 1), Some(opts[0]));
        assert_eq!(choose_renovation(&opts, 20, 2, 2), Some(opts[1]));
        assert_eq!(choose_renovation(&opts, 20, 5, 1), Some(opts[2]));
        assert_eq!(choose_renovation(&opts, 40, 9, 1), Some(opts[3]));
        // Fame must exceed the Threshold.
        assert_eq!(choose_renovation(&opts, 1, 9, 1), None);
        assert_eq!(choose_renovation(&opts, 16, 9, 1), Some(opts[0]));
    }

    /// 004 "Academy" 3rd and 4th priority: slot kind, bonus, topmost; the
    /// smallest Trick yielding something, the largest for Practice.
    #[test]
    fn academy_slot_and_trick_choice() {
        let s = |wing, slot| Spot { wing, slot };
        let slots = [
            (s(4, 0), ClassSlot::Coins, y(0, 3, 0)),
            (s(2, 1), ClassSlot::Fame, y(0, 1, 0)),
            (s(3, 0), ClassSlot::Fame, y(1, 0, 0)),
            (s(1, 0), ClassSlot::Fame, y(1, 0, 0)),
        ];
        assert_eq!(choose_classroom_slot(&slots), Some(s(1, 0)));
        let tricks = [
            (Symbol::Spade, y(0, 3, 0), 1),
            (Symbol::Heart, y(2, 1, 0), 1),
            (Symbol::Club, y(4, 0, 1), 16),
        ];
        // A Fame slot: the Spade yields nothing there.
        assert_eq!(
            choose_classroom_trick(&tricks, ClassSlot::Fame),
            Some(Symbol::Heart)
        );
        assert_eq!(
            choose_classroom_trick(&tricks, ClassSlot::Coins),
            Some(Symbol::Spade)
        );
        assert_eq!(choose_practice_trick(&tricks), Some(Symbol::Club));
        assert_eq!(choose_practice_trick(&[]), None);
    }

    /// 004 "Performance phase": Heir cards only; Fame, Shards, Coins, leftmost.
    #[test]
    fn performance_choice() {
        let cards = [None, Some(y(2, 0, 0)), Some(y(2, 0, 1)), Some(y(2, 0, 1))];
        assert_eq!(choose_performance(&cards), Some(2));
        assert_eq!(choose_performance(&[None, None]), None);
        assert_eq!(
            choose_performance(&[Some(y(0, 5, 0)), Some(y(1, 0, 0))]),
            Some(1)
        );
    }
}
