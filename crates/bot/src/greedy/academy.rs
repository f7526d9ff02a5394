//! What Dahlgaard's Academy is worth to the greedy bot, in Fame, from the
//! seat's own view only: Renovate (Fame, Banners towards the majority,
//! Geert's Shards, less the Coins), Practice (the tile slot's upgrade for the
//! turns left), Teach (Classroom yields for the turns with a Classroom phase,
//! less the markers the Trick loses and its Performances), Learn Secret (the
//! Protégé's extra Action Points and the Secret's ability, less the wage),
//! and whether a Character is worth sending to the Academy at all.

use trickerion_rules::academy::{
    academy, classroom_yield, practiced_yield, AcademyView, Moved, PlayerAcademyView, Renovated,
    Room, SecretLearned, Upgrade,
};
use trickerion_rules::{CharacterId, TrickId};

use super::value::Ctx;

/// Fame one Banner on the board is worth: the majorities give 8-15 Fame for
/// a few Banners more than the others.
const BANNER_FAME: f64 = 1.0;

impl Ctx<'_> {
    /// The Academy as the seat sees it (Academy games).
    pub fn academy(&self) -> Option<&AcademyView> {
        self.view.academy.as_ref()
    }

    /// The seat's Protégé, Banners and Secrets.
    pub fn my_academy(&self) -> Option<&PlayerAcademyView> {
        self.academy()?.players.iter().find(|p| p.seat == self.seat)
    }

    /// Classroom phases still to come: after the Performance phase of every
    /// turn but the last (004 "New phase: Classroom").
    pub fn classroom_phases_left(&self) -> u8 {
        self.left.saturating_sub(1)
    }

    /// The Action Points a Character has before the slot's modifier (the
    /// Protégé's come from its Secrets).
    pub fn base_ap(&self, c: CharacterId) -> i32 {
        match (c, self.my_academy()) {
            (CharacterId::Protege, Some(a)) => i32::from(a.protege_ap),
            _ => c.base_ap(),
        }
    }
}

/// A Trick's yield as the Classroom slot `slot` of `tile` pays it.
fn classroom_gain(ctx: &Ctx, trick: TrickId, tile: u8, slot: u8) -> f64 {
    let Some(t) = academy().classrooms.get(tile as usize) else {
        return 0.0;
    };
    let card = trick.card();
    let y = classroom_yield(t.slots[slot as usize], card.yields, card.threshold);
    f64::from(y.fame) + ctx.cv * f64::from(y.coins) + 0.9 * f64::from(y.shards)
}

/// Worth of a Trick's marker moving to `m.to`.
fn moved_value(ctx: &Ctx, m: &Moved, trick: TrickId, teach: bool) -> f64 {
    let Some(a) = ctx.academy() else {
        return 0.0;
    };
    let Some(wing) = a.wings.get(m.to.wing as usize) else {
        return 0.0;
    };
    let Some((tile, _)) = wing.tile else {
        return 0.0;
    };
    let turns = f64::from(ctx.classroom_phases_left());
    let markers: u8 = ctx
        .me
        .tricks
        .iter()
        .find(|o| o.trick == trick)
        .map_or(0, |o| o.markers + ctx.markers_out(trick));
    let performing = f64::from(markers) * ctx.yield_value(trick);
    if teach {
        // Each Classroom phase returns the Trick's markers and pays the slot;
        // the Trick is then neither Prepared nor Set Up.
        let gain = classroom_gain(ctx, trick, tile, m.to.slot) * turns;
        let usual = ctx.yield_value(trick) * 1.5 * turns * 0.5;
        gain - usual - performing * 0.8 - 0.5
    } else {
        let upgrade = academy()
            .practice_rooms
            .get(tile as usize)
            .map(|t| t.slots[m.to.slot as usize]);
        let later = f64::from(ctx.left.saturating_sub(1)).min(4.0);
        let y = trick.card().yields;
        let up = match upgrade {
            Some(Upgrade::YieldIncrease) => {
                let p = practiced_yield(y);
                let more = f64::from(p.fame - y.fame) + ctx.cv * f64::from(p.coins - y.coins);
                more * 1.5 * later * 0.6
            }
            Some(Upgrade::ExtraMarker) => ctx.yield_value(trick) * later * 0.35,
            Some(Upgrade::IgnoreComponents) if !ctx.meets(trick) => {
                ctx.yield_value(trick) * 2.0 * later * 0.4
            }
            Some(Upgrade::IgnoreComponents) => 0.2,
            Some(Upgrade::FreeOrientation) => 0.4 * later,
            None => 0.0,
        };
        // Moving away from a better slot, or freeing another Trick's, loses that.
        let freed = if m.freed.is_some() { 1.0 } else { 0.0 };
        up - freed - if m.from.is_some() { 0.5 } else { 0.0 }
    }
}

/// Fame-equivalent of an Academy event of the seat's own Action; `None` for
/// events that are not the Academy's.
pub(crate) fn score(ctx: &Ctx, e: &trickerion_rules::Event) -> Option<f64> {
    use trickerion_rules::Event;
    Some(match e {
        Event::WingRenovated { renovated, .. } => renovate_value(ctx, renovated),
        Event::AcademyMarkerPlaced {
            moved,
            trick,
            teach,
            ..
        } => moved_value(ctx, moved, *trick, *teach),
        Event::SecretLearned { learned, .. } => secret_value(ctx, learned),
        _ => return None,
    })
}

fn renovate_value(ctx: &Ctx, r: &Renovated) -> f64 {
    let others_best = ctx
        .academy()
        .map(|a| {
            a.players
                .iter()
                .filter(|p| p.seat != ctx.seat)
                .map(|p| p.banners_placed)
                .max()
                .unwrap_or(0)
        })
        .unwrap_or(0);
    let mine = ctx.my_academy().map_or(0, |p| p.banners_placed);
    // Banners count most while the majority is open.
    let close = if mine + r.banners + 6 < others_best {
        0.3
    } else {
        1.0
    };
    f64::from(r.fame) + f64::from(r.banners) * BANNER_FAME * close + 0.9 * f64::from(r.shards)
        - ctx.spend_cost(r.coins)
        // A tile on the board opens Classrooms and Practice Rooms to everyone.
        + 0.3
}

fn secret_value(ctx: &Ctx, l: &SecretLearned) -> f64 {
    let later = f64::from(ctx.left.saturating_sub(1));
    if later == 0.0 {
        return 0.0;
    }
    let spaces = &academy().protege;
    let Some(space) = spaces.get(l.space as usize) else {
        return 0.0;
    };
    let held: Vec<usize> = ctx
        .my_academy()
        .map(|p| {
            p.secrets
                .iter()
                .enumerate()
                .filter(|(_, s)| s.is_some())
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default();
    let best_ap = held.iter().map(|&i| spaces[i].ap).max().unwrap_or(1);
    let best_wage = held.iter().map(|&i| spaces[i].wage).max().unwrap_or(0);
    let ap_gain = f64::from(space.ap.saturating_sub(best_ap));
    let wage_gain = f64::from(space.wage.saturating_sub(best_wage));
    let ability = if l.discarded.is_some() { 0.2 } else { 0.6 };
    (0.9 * ap_gain + ability - ctx.cv * wage_gain) * later
}

/// What sending one Character to the Academy this turn is likely worth: the
/// best of renovating an open wing the seat can afford, a face-up Secret
/// for a free Protégé space, and a free Classroom or Practice Room slot for
/// a Trick of the seat's not there yet.
pub(crate) fn visit_worth(ctx: &Ctx) -> f64 {
    let Some(a) = ctx.academy() else {
        return 0.0;
    };
    if ctx.left <= 1 {
        return 0.0;
    }
    let content = academy();
    let mut best: f64 = 0.0;
    let spare = ctx.me.coins.saturating_sub(ctx.wages_due() + 1);
    for (i, w) in a.wings.iter().enumerate() {
        let spec = &content.wings[i];
        if !w.ruined && w.tile.is_none() {
            if let Some(r) = spec.renovations.first() {
                if r.coins <= spare {
                    let banners =
                        f64::from(trickerion_rules::academy::banners_for_turn(ctx.view.turn));
                    best = best.max(
                        f64::from(r.fame) + banners * BANNER_FAME - ctx.cv * f64::from(r.coins),
                    );
                }
            }
        }
        if w.tile.is_some() && w.markers.iter().any(Option::is_none) {
            let mine_there = |t: TrickId| {
                let sym = ctx
                    .me
                    .tricks
                    .iter()
                    .find(|o| o.trick == t)
                    .map(|o| o.symbol);
                a.wings
                    .iter()
                    .flat_map(|w| w.markers.iter().flatten())
                    .any(|m| m.seat == ctx.seat && Some(m.symbol) == sym)
            };
            let idle = ctx.me.tricks.iter().any(|o| !mine_there(o.trick));
            if idle {
                best = best.max(match spec.room {
                    Room::PracticeRoom => 1.0 * f64::from(ctx.left.saturating_sub(1)).min(3.0),
                    Room::Classroom => 0.8 * f64::from(ctx.classroom_phases_left()).min(3.0),
                });
            }
        }
    }
    if let Some(p) = ctx.my_academy() {
        if !a.face_up.is_empty() && p.secrets.iter().any(Option::is_none) {
            best = best.max(0.9 * f64::from(ctx.left.saturating_sub(1)));
        }
    }
    best
}

/// The Protégé's wage if it works this turn (from its Secrets).
pub(crate) fn protege_wage(ctx: &Ctx) -> u32 {
    ctx.my_academy().map_or(0, |p| p.protege_wage)
}
