//! What Dahlgaard's Academy is worth to the greedy bot, in Fame, from the
//! seat's own view only (004 "Dahlgaard's Academy"):
//!
//! - Renovate: the Fame, the Banners as a change in the seat's majority
//!   award, Geert's Shards, the Classroom or Practice Room the seat could
//!   then use, less the Coins.
//! - Teach: the Classroom slot's yield (a-d) and the Popular Class Bonus in
//!   every Classroom phase left, less the Performances the Trick gives up
//!   (a taught Trick is neither Prepared nor Set Up) and its Prepared
//!   markers.
//! - Practice: the upgrade's worth for the Trick's Performances in the
//!   turns left, less the upgrade it leaves or frees.
//! - Learn Secret: the Protégé's Action Points and the Secret's ability,
//!   less the wage.
//! - Professor Bernard's pick: the option whose lessons give the most.
//! - Anjali's lending: the Secret that helps an Apprentice's Action most,
//!   when that beats the Coin.
//!
//! Also whether a Character is worth sending to the Academy at all.

use trickerion_rules::academy::{
    academy, banner_scores, banners_for_turn, classroom_yield, practiced_yield,
    requirements_met_ignoring, AcademyView, Moved, PlayerAcademyView, Renovated, Room,
    SecretAction, SecretEffect, SecretLearned, Spot, Upgrade, TRICK_MARKERS,
};
use trickerion_rules::{
    AcademyEvent, CharacterId, Command, Event, LedgerEvent, Location, Phase, TrickId, Yield,
};

use super::value::Ctx;
use crate::Observation;

/// Markers of all its Tricks the greedy bot performs in a turn, about
/// (measured with `bot_diag` in 2-player Dark Alley games: 8.3 own markers
/// a game, 1.2 a turn; 0.9 here taught more and scored 1-2 Fame less in
/// `academy_balance`).
const MARKERS_PER_TURN: f64 = 1.2;
/// How much of a taught Trick's expected Performances the bot counts as
/// lost: a Classroom pays without Action Points, Components or a Set Up,
/// and the Characters freed serve the other Tricks (tuned with
/// `academy_balance`: counting all of it, the bot seldom Taught and scored
/// less).
const GIVEN_UP: f64 = 0.45;

/// Fame an extra Action Point of the Protégé is worth per turn: the bot
/// uses the Protégé mostly for one Academy Action, so a higher Secret space
/// often buys a wage more than Actions (tuned with `academy_balance`: at
/// 0.9 the bot learned Secrets on the dearest spaces and scored some 10
/// Fame less than at 0.3).
const PROTEGE_AP_FAME: f64 = 0.3;

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

    /// Trick Markers per Trick (004 "General rule changes" 2: 5 with the
    /// Academy).
    pub fn markers_per_trick(&self) -> u8 {
        if self.academy().is_some() {
            TRICK_MARKERS
        } else {
            4
        }
    }

    /// Where the seat's Trick has its Academy marker, if anywhere.
    pub fn academy_spot(&self, t: TrickId) -> Option<Spot> {
        let a = self.academy()?;
        let symbol = self.me.tricks.iter().find(|o| o.trick == t)?.symbol;
        a.wings.iter().enumerate().find_map(|(i, w)| {
            w.markers.iter().enumerate().find_map(|(s, m)| {
                m.filter(|m| m.seat == self.seat && m.symbol == symbol)
                    .map(|_| Spot {
                        wing: i as u8,
                        slot: s as u8,
                    })
            })
        })
    }

    /// 004 "Teach": a taught Trick is neither Prepared nor Set Up.
    pub fn taught(&self, t: TrickId) -> bool {
        self.academy_spot(t)
            .is_some_and(|s| room_of(s.wing) == Some(Room::Classroom))
    }

    /// The Practice Room upgrade the seat's Trick sits on.
    pub fn upgrade_of(&self, t: TrickId) -> Option<Upgrade> {
        upgrade_at(self, self.academy_spot(t)?)
    }

    /// The seat's Tricks that still perform (not in a Classroom).
    fn performing_tricks(&self) -> usize {
        self.me
            .tricks
            .iter()
            .filter(|o| !self.taught(o.trick))
            .count()
    }

    /// Markers of `t` the bot is likely to perform per later turn: its share
    /// of the turn's Performances, less while it lacks Components.
    pub fn perform_rate(&self, t: TrickId) -> f64 {
        let n = self.performing_tricks().max(1) as f64;
        let share = MARKERS_PER_TURN / n;
        if self.meets(t) {
            share
        } else {
            share * 0.4
        }
    }
}

fn room_of(wing: u8) -> Option<Room> {
    academy().wings.get(wing as usize).map(|w| w.room)
}

/// The tile index on a wing, if it is renovated.
fn tile_on(ctx: &Ctx, wing: u8) -> Option<u8> {
    ctx.academy()?
        .wings
        .get(wing as usize)?
        .tile
        .map(|(t, _)| t)
}

fn upgrade_at(ctx: &Ctx, s: Spot) -> Option<Upgrade> {
    if room_of(s.wing)? != Room::PracticeRoom {
        return None;
    }
    let tile = tile_on(ctx, s.wing)?;
    academy()
        .practice_rooms
        .get(tile as usize)
        .map(|t| t.slots[s.slot as usize])
}

fn yield_worth(ctx: &Ctx, y: Yield) -> f64 {
    f64::from(y.fame) + ctx.cv * f64::from(y.coins) + 0.9 * f64::from(y.shards)
}

/// What a Classroom slot pays the seat in one Classroom phase for `trick`
/// (004 "New phase: Classroom" 2-3): the slot's yield, and the Popular Class
/// Bonus when the other slot is filled (by anyone; the seat gets it once),
/// some of it when it may be filled later.
fn lesson_worth(ctx: &Ctx, trick: TrickId, s: Spot) -> f64 {
    let Some(tile) = tile_on(ctx, s.wing).and_then(|t| academy().classrooms.get(t as usize)) else {
        return 0.0;
    };
    let card = trick.card();
    let y = classroom_yield(tile.slots[s.slot as usize], card.yields, card.threshold);
    let other = ctx
        .academy()
        .and_then(|a| a.wings.get(s.wing as usize))
        .and_then(|w| w.markers[1 - s.slot as usize]);
    let bonus = yield_worth(ctx, tile.bonus);
    let chance = match other {
        Some(_) => 1.0,
        None if ctx.classroom_phases_left() >= 2 => 0.35,
        None => 0.0,
    };
    yield_worth(ctx, y) + chance * bonus
}

/// Worth of the upgrade `u` for the seat's Trick `t` over the turns left.
fn upgrade_worth(ctx: &Ctx, t: TrickId, u: Upgrade) -> f64 {
    let later = f64::from(ctx.left.saturating_sub(1));
    let yv = ctx.yield_value(t);
    let rate = ctx.perform_rate(t);
    // Markers on Performance cards may still be performed this turn.
    let now = f64::from(ctx.markers_out(t)) * 0.6;
    match u {
        Upgrade::YieldIncrease => {
            let y = t.card().yields;
            let p = practiced_yield(y);
            let more = f64::from(p.fame - y.fame) + ctx.cv * f64::from(p.coins - y.coins);
            more * (rate * later + now)
        }
        // One more marker per Prepare, about one Prepare a turn.
        Upgrade::ExtraMarker => yv * 0.5 * later.min(4.0) * (rate / 1.0).min(1.0),
        Upgrade::IgnoreComponents => {
            let d = ctx.deficit(t);
            if d.iter().all(|&n| n == 0) {
                // Components sold or moved later need not be bought back.
                0.2 * later.min(2.0)
            } else if requirements_met_ignoring(t.card().components, |c| ctx.effective(c)) {
                // Prepared at once instead of after buying (and Components saved).
                let saved: f64 = trickerion_rules::Component::ALL
                    .iter()
                    .map(|c| f64::from(d[c.index()]) * f64::from(c.price()))
                    .sum();
                let full = MARKERS_PER_TURN / (ctx.performing_tricks().max(1) as f64);
                yv * full * later * 0.6 + ctx.cv * saved
            } else {
                0.1
            }
        }
        // Any facing: more Links (1-3 Fame or Coins each) when Setting Up.
        Upgrade::FreeOrientation => 0.5 * rate * later,
    }
}

/// Worth of the seat's Trick `trick` taught at `to` (004 "Teach"), coming
/// from `from` (a Practice Room or another Classroom slot) or from the
/// player.
pub(crate) fn teach_worth(ctx: &Ctx, trick: TrickId, to: Spot, from: Option<Spot>) -> f64 {
    let phases = f64::from(ctx.classroom_phases_left());
    let gain = lesson_worth(ctx, trick, to);
    if let Some(f) = from.filter(|f| room_of(f.wing) == Some(Room::Classroom)) {
        // Already taught: only the better slot counts.
        return (gain - lesson_worth(ctx, trick, f)) * phases - 0.3;
    }
    let yv = ctx.yield_value(trick);
    let later = f64::from(ctx.left.saturating_sub(1));
    // What the Trick would have given on stage: later turns' Performances,
    // and its Prepared markers (they can no longer be Set Up).
    let given_up = yv * ctx.perform_rate(trick) * later * GIVEN_UP;
    let on_card = ctx
        .me
        .tricks
        .iter()
        .find(|o| o.trick == trick)
        .map_or(0, |o| o.markers);
    let prepared = f64::from(on_card) * yv * ctx.p_prepared();
    let upgrade = from
        .and_then(|f| upgrade_at(ctx, f))
        .map_or(0.0, |u| upgrade_worth(ctx, trick, u));
    gain * phases - given_up - prepared - upgrade - 0.3
}

/// Worth of the seat's Trick `trick` practicing at `to` (004 "Practice"),
/// coming from `from`, and freeing the seat's `freed` Trick's slot.
pub(crate) fn practice_worth(
    ctx: &Ctx,
    trick: TrickId,
    to: Spot,
    from: Option<Spot>,
    freed: Option<TrickId>,
) -> f64 {
    let Some(u) = upgrade_at(ctx, to) else {
        return 0.0;
    };
    let left_behind = from
        .and_then(|f| upgrade_at(ctx, f))
        .map_or(0.0, |u| upgrade_worth(ctx, trick, u));
    let freed_loss = freed.map_or(0.0, |f| {
        ctx.upgrade_of(f).map_or(0.0, |u| upgrade_worth(ctx, f, u))
    });
    upgrade_worth(ctx, trick, u) - left_behind - freed_loss - 0.2
}

/// Worth of a Trick's marker moving as `m` says.
fn moved_value(ctx: &Ctx, m: &Moved, trick: TrickId, teach: bool) -> f64 {
    if teach {
        teach_worth(ctx, trick, m.to, m.from)
    } else {
        let freed = m.freed.and_then(|(sym, _)| {
            ctx.me
                .tricks
                .iter()
                .find(|o| o.symbol == sym)
                .map(|o| o.trick)
        });
        practice_worth(ctx, trick, m.to, m.from, freed)
    }
}

/// Fame-equivalent of an Academy event of the seat's own Action; `None` for
/// events that are not the Academy's.
pub(crate) fn score(ctx: &Ctx, e: &Event) -> Option<f64> {
    Some(match e {
        Event::Academy(AcademyEvent::WingRenovated { renovated, .. }) => {
            renovate_value(ctx, renovated)
        }
        Event::Academy(AcademyEvent::AcademyMarkerPlaced {
            moved,
            trick,
            teach,
            ..
        }) => moved_value(ctx, moved, *trick, *teach),
        Event::Academy(AcademyEvent::SecretLearned { learned, .. }) => secret_value(ctx, learned),
        // What the Academy's Prophecies and Secrets pay at once.
        Event::Academy(AcademyEvent::SecretYield {
            seat,
            fame,
            coins,
            shards,
            ..
        }) if *seat == ctx.seat => {
            f64::from(*fame) + ctx.gain_value(*coins) + 0.9 * f64::from(*shards)
        }
        Event::Ledger(LedgerEvent::FameChanged { seat, fame, .. }) if *seat == ctx.seat => {
            f64::from(*fame)
        }
        Event::Ledger(LedgerEvent::CoinsGained { seat, coins }) if *seat == ctx.seat => {
            ctx.gain_value(*coins)
        }
        Event::Ledger(LedgerEvent::ShardsGained { seat, shards, .. }) if *seat == ctx.seat => {
            0.9 * f64::from(*shards)
        }
        _ => return None,
    })
}

/// The seat's Banner majority award with `extra` more Banners placed.
fn banner_award(ctx: &Ctx, extra: u8) -> f64 {
    let Some(a) = ctx.academy() else {
        return 0.0;
    };
    let placed: Vec<u8> = a
        .players
        .iter()
        .map(|p| p.banners_placed + if p.seat == ctx.seat { extra } else { 0 })
        .collect();
    let me = a.players.iter().position(|p| p.seat == ctx.seat);
    me.map_or(0.0, |i| f64::from(banner_scores(&placed)[i]))
}

/// 004 "Renovate": Fame now, Banners towards the majority award (the change
/// in the seat's award, and some for each Banner while the others may still
/// catch up), Geert's Shards, the new tile's use to the seat, less the Coins.
fn renovate_value(ctx: &Ctx, r: &Renovated) -> f64 {
    let award_gain = banner_award(ctx, r.banners) - banner_award(ctx, 0);
    let banners = 0.5 * award_gain + 0.5 * f64::from(r.banners);
    // What the tile will hold for the seat (the board in the view has no
    // tile there yet, so value its slots as if empty).
    let tile = match room_of(r.wing) {
        Some(Room::Classroom) => academy().classrooms.get(r.tile as usize).map(|t| {
            let phases = f64::from(ctx.classroom_phases_left());
            let best = ctx
                .me
                .tricks
                .iter()
                .filter(|o| ctx.academy_spot(o.trick).is_none() && ctx.has_components(o.trick))
                .map(|o| {
                    let card = o.trick.card();
                    t.slots
                        .iter()
                        .map(|&s| {
                            yield_worth(ctx, classroom_yield(s, card.yields, card.threshold))
                                - ctx.yield_value(o.trick) * ctx.perform_rate(o.trick)
                        })
                        .fold(f64::MIN, f64::max)
                })
                .fold(0.0, f64::max);
            0.4 * best.max(0.0) * (phases - 1.0).max(0.0)
        }),
        Some(Room::PracticeRoom) => academy().practice_rooms.get(r.tile as usize).map(|t| {
            let best = ctx
                .me
                .tricks
                .iter()
                .filter(|o| ctx.academy_spot(o.trick).is_none())
                .flat_map(|o| t.slots.iter().map(|&u| upgrade_worth(ctx, o.trick, u)))
                .fold(0.0, f64::max);
            0.4 * best
        }),
        None => None,
    }
    .unwrap_or(0.0);
    f64::from(r.fame) + banners + 0.9 * f64::from(r.shards) + tile - ctx.spend_cost(r.coins)
}

/// Worth of one turn of a Secret's ability for the Protégé, which the bot
/// sends to the Academy or Downtown.
fn secret_ability(ctx: &Ctx, e: SecretEffect) -> f64 {
    // The plan sends the Protégé only to the Academy and Downtown: a Secret
    // that acts elsewhere never acts for it (`secret_strength`: S14
    // Understudy, learned 440 times in 2,000 two-player games, never paid).
    // Anjali's Apprentices carry them anywhere.
    if !anjali(ctx) {
        let elsewhere = match e {
            SecretEffect::ExtraAp { at, .. } => {
                !matches!(at, Location::Downtown | Location::Academy)
            }
            SecretEffect::CheaperAction { action, .. } => matches!(
                action,
                SecretAction::Prepare | SecretAction::QuickOrder | SecretAction::DrawSpecial
            ),
            SecretEffect::BuyDiscount { .. }
            | SecretEffect::PrepareMarker
            | SecretEffect::SetUpFame { .. }
            | SecretEffect::BackstageBonus { .. } => true,
            _ => false,
        };
        if elsewhere {
            return 0.0;
        }
    }
    match e {
        SecretEffect::ExtraAp { at, ap } => {
            let used = if matches!(at, Location::Downtown) {
                0.4
            } else {
                0.25
            };
            used * f64::from(ap)
        }
        SecretEffect::CheaperAction { action, .. } => match action {
            SecretAction::Teach | SecretAction::Renovate | SecretAction::Practice => 0.4,
            SecretAction::LearnSecret => 0.2,
            _ => 0.25,
        },
        SecretEffect::TakeCoinsBonus { coins } => 0.3 * ctx.cv * f64::from(coins),
        SecretEffect::BuyDiscount { .. } | SecretEffect::LearnDiscount { .. } => 0.2,
        SecretEffect::PrepareMarker => 0.3,
        SecretEffect::SetUpFame { fame } => 0.25 * f64::from(fame),
        SecretEffect::RenovateDiscount { coins } => 0.4 * ctx.cv * f64::from(coins),
        SecretEffect::HireFame { fame } => 0.15 * f64::from(fame),
        SecretEffect::BackstageBonus {
            fame,
            coins,
            shards,
        } => {
            0.3 * yield_worth(
                ctx,
                Yield {
                    fame,
                    coins,
                    shards,
                },
            )
        }
        SecretEffect::AcademyFame { fame } => 1.0 * f64::from(fame),
    }
}

/// 004 "Learn Secret": the Protégé's Action Points and wage from the new
/// space, and the Secret's ability for the turns left (Anjali lends it to
/// an Apprentice too), less one it replaces.
fn secret_value(ctx: &Ctx, l: &SecretLearned) -> f64 {
    let later = f64::from(ctx.left.saturating_sub(1));
    if later == 0.0 {
        return 0.0;
    }
    let content = academy();
    let spaces = &content.protege;
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
    let lends = if anjali(ctx) { 1.6 } else { 1.0 };
    let ability = |s: u8| {
        content
            .secrets
            .get(s as usize)
            .map_or(0.0, |t| secret_ability(ctx, t.effect))
    };
    let gained = ability(l.secret) - l.discarded.map_or(0.0, ability);
    (PROTEGE_AP_FAME * ap_gain + lends * gained - ctx.cv * wage_gain) * later
}

/// Whether the seat plays Anjali (004 "New magicians").
fn anjali(ctx: &Ctx) -> bool {
    ctx.me
        .magician
        .is_some_and(|m| m.ability() == trickerion_rules::cards::MagicianAbility::LentSecret)
}

/// What a Secret is worth this turn to an Apprentice sent to `at` (004
/// "New magicians", Anjali: the Apprentice has the Secret's ability, not
/// the Protégé's Action Points).
fn lent_worth(ctx: &Ctx, e: SecretEffect, at: Location, magician_performs: bool) -> f64 {
    use Location::*;
    match (e, at) {
        // An Apprentice has 1 Action Point: one more doubles what it does.
        (SecretEffect::ExtraAp { at: a, ap }, l) if a == l => 1.2 * f64::from(ap),
        (SecretEffect::CheaperAction { action, .. }, l) => {
            let here = match action {
                SecretAction::LearnTrick
                | SecretAction::Hire
                | SecretAction::TakeCoins
                | SecretAction::SetDie => l == Downtown,
                SecretAction::QuickOrder => l == MarketRow,
                SecretAction::Prepare => l == Workshop,
                SecretAction::DrawSpecial => l == DarkAlley,
                SecretAction::Renovate | SecretAction::Practice | SecretAction::Teach => {
                    l == Academy
                }
                SecretAction::LearnSecret => false,
            };
            if here {
                0.9
            } else {
                0.0
            }
        }
        (SecretEffect::TakeCoinsBonus { coins }, Downtown) => 0.6 * ctx.cv * f64::from(coins),
        (SecretEffect::BuyDiscount { coins }, MarketRow) => 1.2 * ctx.cv * f64::from(coins),
        (SecretEffect::PrepareMarker, Workshop) => {
            let best = ctx
                .wanted()
                .filter(|&t| ctx.meets(t))
                .map(|t| ctx.yield_value(t))
                .fold(0.0, f64::max);
            best * ctx.p_prepared()
        }
        (SecretEffect::SetUpFame { fame }, Theater) => 1.5 * f64::from(fame),
        (SecretEffect::LearnDiscount { coins }, Downtown) => 0.3 * ctx.cv * f64::from(coins),
        (SecretEffect::RenovateDiscount { coins }, Academy) => 0.7 * ctx.cv * f64::from(coins),
        (SecretEffect::HireFame { fame }, Downtown) => 0.3 * f64::from(fame),
        (
            SecretEffect::BackstageBonus {
                fame,
                coins,
                shards,
            },
            Theater,
        ) if magician_performs => {
            0.9 * yield_worth(
                ctx,
                Yield {
                    fame,
                    coins,
                    shards,
                },
            )
        }
        (SecretEffect::AcademyFame { fame }, Academy) => 1.5 * f64::from(fame),
        _ => 0.0,
    }
}

/// Anjali's lending in the Assignment phase, once the plan's cards are on
/// the Characters: the Secret and Apprentice where the Secret helps most,
/// when that is worth more than the Coin (moving the Coin is free). `None`
/// when nothing needs to change.
pub(crate) fn lending(
    ctx: &Ctx,
    plan: &[Option<Location>; CharacterId::COUNT],
    legal: &[Command],
) -> Option<Command> {
    if !anjali(ctx) || ctx.view.phase != Phase::Assignment {
        return None;
    }
    let a = ctx.my_academy()?;
    let held: Vec<u8> = a.secrets.iter().flatten().copied().collect();
    let performs = plan[CharacterId::Magician.index()] == Some(Location::Theater);
    let content = academy();
    let mut best: Option<(f64, CharacterId, u8)> = None;
    for apprentice in CharacterId::APPRENTICES {
        let Some(at) = plan[apprentice.index()] else {
            continue;
        };
        for &s in &held {
            let v = lent_worth(ctx, content.secrets[s as usize].effect, at, performs);
            if best.is_none_or(|(b, _, _)| v > b) {
                best = Some((v, apprentice, s));
            }
        }
    }
    let (v, apprentice, secret) = best?;
    let current = a.lent.map(|l| (l.character, l.secret));
    if current == Some((apprentice, Some(secret))) {
        return None;
    }
    let coin = if current.is_some() { 0.0 } else { ctx.cv };
    let cmd = Command::LendSecret { apprentice, secret };
    (v > coin + 0.2 && ctx.me.coins > ctx.wages_due() && legal.contains(&cmd)).then_some(cmd)
}

/// Professor Bernard's pick in the Classroom phase (004 "New magicians"):
/// the option whose lessons give the seat most, as the rules' preview of
/// the classes says.
pub(crate) fn full_yield_pick(ctx: &Ctx, obs: &Observation<'_>) -> Option<Command> {
    let mut best: Option<(f64, &Command)> = None;
    for cmd in obs.legal() {
        if !matches!(cmd, Command::ChooseFullYield { .. }) {
            continue;
        }
        let Some(events) = obs.preview(cmd) else {
            continue;
        };
        let v: f64 = events
            .iter()
            .map(|e| match e {
                Event::Academy(AcademyEvent::ClassesHeld { lessons, .. }) => lessons
                    .iter()
                    .filter(|l| l.seat == ctx.seat)
                    .map(|l| yield_worth(ctx, l.gain))
                    .sum(),
                _ => 0.0,
            })
            .sum();
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, cmd));
        }
    }
    best.map(|(_, c)| c.clone())
}

/// What sending one Character to the Academy this turn is likely worth: the
/// best of renovating an open wing the seat can afford, a face-up Secret
/// for the Protégé, and a free Classroom or Practice Room slot for a Trick
/// of the seat's.
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
    let banners = banners_for_turn(ctx.view.turn);
    let supply = ctx.my_academy().map_or(0, |p| p.banners_supply);
    for (i, w) in a.wings.iter().enumerate() {
        let spec = &content.wings[i];
        if !w.ruined && w.tile.is_none() {
            if let Some(r) = spec.renovations.first() {
                if r.coins <= spare {
                    let placed = banners.min(supply);
                    let award = banner_award(ctx, placed) - banner_award(ctx, 0);
                    best = best.max(
                        f64::from(r.fame) + 0.5 * award + 0.5 * f64::from(placed)
                            - ctx.cv * f64::from(r.coins),
                    );
                }
            }
        }
        if w.tile.is_some() {
            for slot in 0..2u8 {
                if w.markers[slot as usize].is_some() {
                    continue;
                }
                let to = Spot {
                    wing: i as u8,
                    slot,
                };
                for o in &ctx.me.tricks {
                    let from = ctx.academy_spot(o.trick);
                    let v = match spec.room {
                        Room::Classroom if ctx.has_components(o.trick) => {
                            teach_worth(ctx, o.trick, to, from)
                        }
                        Room::PracticeRoom
                            if from.is_none_or(|f| room_of(f.wing) != Some(Room::Classroom)) =>
                        {
                            practice_worth(ctx, o.trick, to, from, None)
                        }
                        _ => 0.0,
                    };
                    best = best.max(v);
                }
            }
        }
    }
    if let Some(p) = ctx.my_academy() {
        // A face-up Secret on the first free space (as `secret_value` sees it).
        if let Some(space) = p.secrets.iter().position(Option::is_none) {
            for &secret in &a.face_up {
                let learned = SecretLearned {
                    seat: ctx.seat,
                    secret,
                    space: space as u8,
                    discarded: None,
                };
                best = best.max(secret_value(ctx, &learned));
            }
        }
    }
    best
}

/// The Protégé's wage if it works this turn (from its Secrets).
pub(crate) fn protege_wage(ctx: &Ctx) -> u32 {
    ctx.my_academy().map_or(0, |p| p.protege_wage)
}
