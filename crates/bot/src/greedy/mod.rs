//! The greedy bot. Each turn it makes an Assignment plan (Magician to the
//! Performance slot when it has markers to perform, a Character to the Market
//! Row for missing Components, to the Workshop to Prepare, backstage to Set Up,
//! Downtown to learn Tricks, a spare one to the Dark Alley to draw Special
//! Assignment cards, which score 2 Fame each at the end), places its
//! Characters in a useful order, and at every other decision scores each legal
//! command by the events [`Observation::preview`] says it would produce,
//! valued in Fame by `value`.
use trickerion_rules::{
    AlleyEvent, DowntownEvent, LedgerEvent, MarketRowEvent, PerformanceEvent, TheaterEvent,
    WorkshopEvent,
};

mod academy;
mod plan;
mod powers;
mod value;

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{
    Acting, CharacterId, Command, Component, ComponentSet, DieFace, DieId, Event, FameOrCoins,
    Phase, SpecialistChoice, TrickId,
};

use crate::{Bot, Observation};
use value::Ctx;

pub struct GreedyBot {
    rng: ChaCha8Rng,
    /// This turn's Assignment plan, made once at the turn's first Assignment
    /// decision so that assigning cards cannot change it.
    plan: Option<(u8, [Option<trickerion_rules::Location>; CharacterId::COUNT])>,
    /// Learns Magician Powers (off only to measure what Powers are worth).
    learn_powers: bool,
    /// Leaves the Assignment cards already given where they are and plans
    /// only the rest (for the look-ahead bot's worlds, which must play on
    /// from the assignment it is weighing, not undo it).
    keep_assignments: bool,
}

impl GreedyBot {
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            plan: None,
            learn_powers: true,
            keep_assignments: false,
        }
    }

    /// A greedy bot that never takes back an Assignment card already given.
    pub fn keeping_assignments(seed: u64) -> GreedyBot {
        GreedyBot {
            keep_assignments: true,
            ..GreedyBot::new(seed)
        }
    }

    /// A greedy bot that never learns a Power (for balance measurements).
    pub fn without_powers(seed: u64) -> GreedyBot {
        GreedyBot {
            learn_powers: false,
            ..GreedyBot::new(seed)
        }
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        let ctx = Ctx::new(obs.view(), obs.seat());
        let legal = obs.legal();
        if obs.view().phase != Phase::Assignment {
            self.plan = None;
        }
        let pick = match &obs.view().phase {
            Phase::ChooseMagicians { .. } => {
                let n = legal.len() as u64;
                Some(legal[(self.rng.next_u64() % n) as usize].clone())
            }
            Phase::ChooseTricks { .. } => starting_trick(&ctx, legal),
            Phase::SetupBoards {
                components_chosen: false,
                ..
            } => starting_components(&ctx, legal),
            Phase::SetupBoards { .. } => Some(Command::ChooseSpecialist {
                choice: SpecialistChoice::Assistant,
            }),
            Phase::Advertise { .. } => Some(advertise(&ctx)),
            Phase::Assignment => {
                let turn = obs.view().turn;
                let plan = match self.plan {
                    Some((t, p)) if t == turn => p,
                    _ => {
                        let p = plan::assignment_plan(&ctx);
                        self.plan = Some((turn, p));
                        p
                    }
                };
                Some(assignment_step(&ctx, &plan, legal, self.keep_assignments))
            }
            Phase::PlaceCharacters { acting: None, .. } => plan::placement(&ctx, legal),
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } => Some(action(&ctx, obs, a)),
            Phase::Performance { .. } => Some(performance(&ctx, obs)),
            Phase::DiscardPowers { .. } => powers::discard(&ctx, legal),
            Phase::LearnPowers { .. } if !self.learn_powers => Some(Command::PassPower),
            Phase::LearnPowers { .. } => powers::learn(&ctx, legal),
            // Ears among the Townsfolk: the plan already fits the cards; take the Coin.
            Phase::Rearrange { .. } => Some(Command::Rearrange { change: None }),
            // 004 "New magicians", Professor Bernard: the Trick yielding in full.
            Phase::Classroom { .. } => academy::full_yield_pick(&ctx, obs),
            _ => None,
        };
        match pick {
            Some(c) if legal.contains(&c) => c,
            _ => fallback(legal),
        }
    }
}

/// About what performing a card brings the Performer beyond the yields (the
/// card's bonus, the Specialists', a Link or so).
const PERFORMER_BONUS: f64 = 3.5;

/// A safe choice when the plan's command is not legal: the command that ends
/// the current decision (confirm, end, decline, idle) if there is one, else the
/// first that gives nothing back (never Return Trick/Components unless nothing
/// else is legal).
fn fallback(legal: &[Command]) -> Command {
    let ends = legal.iter().find(|c| {
        matches!(
            c,
            Command::ConfirmAssignments
                | Command::EndActions
                | Command::DeclinePerformance
                | Command::DeclineAdvertise
                | Command::LeaveIdle { .. }
        )
    });
    ends.or_else(|| {
        legal.iter().find(|c| {
            !matches!(
                c,
                Command::ReturnTrick { .. } | Command::ReturnComponents { .. }
            )
        })
    })
    .unwrap_or(&legal[0])
    .clone()
}

/// A starting Trick with good yields whose Components cost about 2 Coins, so
/// the starting Components Prepare it for free.
fn starting_trick(ctx: &Ctx, legal: &[Command]) -> Option<Command> {
    legal
        .iter()
        .filter_map(|c| match c {
            Command::ChooseStartingTrick { trick } => {
                let card = trick.card();
                let cost: u32 = card
                    .components
                    .iter()
                    .map(|&(c, n)| c.price() * u32::from(n))
                    .sum();
                let free_prepare = if cost <= 2 { 4.0 } else { 0.0 };
                let v = f64::from(card.markers) * ctx.yield_value(*trick) + free_prepare
                    - 0.4 * f64::from(cost);
                Some((v, c))
            }
            _ => None,
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c.clone())
}

/// Starting Components that cover as much of the starting Trick as possible.
fn starting_components(ctx: &Ctx, legal: &[Command]) -> Option<Command> {
    let trick = ctx.me.tricks.first()?.trick;
    let need = |c: Component| -> u8 {
        trick
            .card()
            .components
            .iter()
            .find(|&&(x, _)| x == c)
            .map_or(0, |&(_, n)| n)
    };
    let score = |set: &ComponentSet| -> u32 {
        set.iter()
            .map(|(c, n)| c.price() * u32::from(n.min(need(c))))
            .sum()
    };
    legal
        .iter()
        .filter_map(|c| match c {
            Command::ChooseStartingComponents { components } => Some((score(components), c)),
            _ => None,
        })
        .max_by_key(|(s, _)| *s)
        .map(|(_, c)| c.clone())
}

/// Coins Advertising must leave (tuned with `bot_diag`: keeping 7 for wages,
/// Components and Tricks scored about 1 Fame less; wages may go unpaid at 1
/// Fame a Coin, so 2 Fame for 1-3 Coins is a good rate).
const ADVERTISE_RESERVE: u32 = 3;

/// Advertise (2 Fame for 1-3 Coins) when some Coins are left.
fn advertise(ctx: &Ctx) -> Command {
    let cost = ctx.me.initiative_slot.unwrap_or(4);
    let reserve = ADVERTISE_RESERVE;
    if ctx.me.coins >= cost + reserve && 2.0 > f64::from(cost) * ctx.cv {
        Command::Advertise
    } else {
        Command::DeclineAdvertise
    }
}

/// One step towards the Assignment plan: unassign what differs (unless
/// `keep`), assign what is missing, then confirm.
fn assignment_step(
    ctx: &Ctx,
    plan: &[Option<trickerion_rules::Location>; CharacterId::COUNT],
    legal: &[Command],
    keep: bool,
) -> Command {
    for c in CharacterId::ALL {
        let current = ctx.card_of(c);
        if !keep && current.is_some() && current != plan[c.index()] {
            return Command::Unassign { character: c };
        }
    }
    for c in CharacterId::ALL {
        if let (None, Some(location)) = (ctx.card_of(c), plan[c.index()]) {
            return Command::Assign {
                character: c,
                location,
            };
        }
    }
    // 004 "New magicians", Anjali: a Secret for an Apprentice before confirming.
    if let Some(lend) = academy::lending(ctx, plan, legal) {
        return lend;
    }
    Command::ConfirmAssignments
}

/// Performs the card worth most to the seat (its yields plus the Performer's
/// bonus), a little less when it feeds opponents.
fn performance(ctx: &Ctx, obs: &Observation<'_>) -> Command {
    let mut best = (f64::MIN, Command::DeclinePerformance);
    for cmd in obs.legal() {
        if !matches!(cmd, Command::Perform { .. }) {
            continue;
        }
        let Some(events) = obs.preview(cmd) else {
            continue;
        };
        let mut v = 0.0;
        for e in &events {
            if let Event::Performance(PerformanceEvent::Performed { payouts, bonus, .. }) = e {
                for p in payouts {
                    let y =
                        f64::from(p.fame) + ctx.cv * f64::from(p.coins) + 0.9 * f64::from(p.shards);
                    if p.seat == ctx.seat {
                        v += y;
                    } else {
                        v -= 0.25 * f64::from(p.fame);
                    }
                }
                v += f64::from(bonus.fame)
                    + ctx.cv * f64::from(bonus.coins)
                    + 0.9 * f64::from(bonus.shards);
            }
        }
        if v > best.0 {
            best = (v, cmd.clone());
        }
    }
    best.1
}

/// The best Action for the acting Character, or End Actions when nothing helps.
fn action(ctx: &Ctx, obs: &Observation<'_>, a: &Acting) -> Command {
    if a.pending_links > 0 {
        let coins_short = !ctx.last_turn() && ctx.me.coins < ctx.wages_due() + 2;
        let reward = if coins_short && a.link_value >= 2 {
            FameOrCoins::Coins
        } else {
            FameOrCoins::Fame
        };
        return Command::TakeLinkBonus { reward };
    }
    // Gambling comes before the Downtown Action; it pays on average.
    if obs.legal().contains(&Command::Gamble) && powers::gamble_worth(ctx) > 0.0 {
        return Command::Gamble;
    }
    let needs = ctx.needs();
    let target = ctx.target_card();
    let mut best = (0.05, Command::EndActions);
    for cmd in obs.legal() {
        if matches!(
            cmd,
            Command::EndActions
                | Command::ReturnTrick { .. }
                | Command::ReturnComponents { .. }
                | Command::RerollDie { .. }
                | Command::Gamble
        ) {
            continue;
        }
        let Some(events) = obs.preview(cmd) else {
            continue;
        };
        let v: f64 = events
            .iter()
            .map(|e| score_event(ctx, a, e, &needs, target))
            .sum();
        if v > best.0 {
            best = (v, cmd.clone());
        }
    }
    best.1
}

/// Fame-equivalent gain of one event of the seat's own Action.
fn score_event(
    ctx: &Ctx,
    a: &Acting,
    e: &Event,
    needs: &[(u8, f64); 12],
    target: Option<trickerion_rules::PerformanceId>,
) -> f64 {
    match e {
        Event::Downtown(DowntownEvent::TrickLearned { trick, coins, .. }) => {
            ctx.learn_value(*trick, *coins)
        }
        Event::Downtown(DowntownEvent::CharacterHired { character, .. }) => {
            ctx.hire_value(*character)
        }
        Event::Downtown(DowntownEvent::CoinsTaken { coins, .. }) => ctx.gain_value(*coins),
        Event::Downtown(DowntownEvent::DieSet { die, face, ap, .. }) => {
            let after = a.ap.saturating_sub(*ap);
            let residence = matches!(die, DieId::Residence1 | DieId::Residence2);
            let both_x = ctx.view.dice[0] == DieFace::X && ctx.view.dice[1] == DieFace::X;
            if residence && *face == DieFace::AnyTrick && both_x && after >= 3 {
                let best = ctx
                    .view
                    .residence
                    .iter()
                    .map(|&t| {
                        let coins = t.card().threshold.saturating_sub(ctx.me.fame);
                        if coins > ctx.me.coins {
                            0.0
                        } else {
                            ctx.learn_value(t, coins)
                        }
                    })
                    .fold(0.0, f64::max);
                0.8 * best - 0.3
            } else {
                -1.0
            }
        }
        Event::MarketRow(MarketRowEvent::ComponentsBought {
            component,
            count,
            coins,
            bargain,
            ..
        }) => {
            let (need, unit) = needs[component.index()];
            let mut v = 0.0;
            for k in 0..*count {
                v += if k < need { unit } else { -0.3 };
            }
            v -= ctx.spend_cost(*coins);
            if *bargain > 0 {
                let others = Component::ALL.iter().any(|&c| {
                    c != *component
                        && needs[c.index()].0 > 0
                        && ctx.price(c).is_some_and(|p| p <= ctx.me.coins)
                });
                if others {
                    v -= 0.8 * f64::from(*bargain);
                }
            }
            v
        }
        Event::MarketRow(MarketRowEvent::ComponentOrdered { component, .. }) => {
            let (need, unit) = needs[component.index()];
            if need > 0 && ctx.price(*component).is_none() && !ctx.last_turn() {
                0.3 * unit * f64::from(need)
            } else {
                -0.3
            }
        }
        Event::MarketRow(MarketRowEvent::QuickOrdered { component, ap, .. }) => {
            let (need, unit) = needs[component.index()];
            let after = a.ap.saturating_sub(*ap);
            let price = component.price() + 1;
            if need > 0 && ctx.price(*component).is_none() && after >= 1 && ctx.me.coins >= price {
                0.45 * unit * f64::from(need.min(3))
            } else {
                -0.5
            }
        }
        Event::Workshop(WorkshopEvent::TrickPrepared { trick, markers, .. }) => {
            f64::from(*markers) * ctx.yield_value(*trick) * ctx.p_prepared()
        }
        Event::Workshop(WorkshopEvent::TrickMoved { trick, swapped, .. }) => {
            let gain = |t: TrickId| {
                if ctx.prepare_yield(t) > 0 && ctx.meets(t) {
                    ctx.yield_value(t) * ctx.p_prepared()
                } else {
                    0.0
                }
            };
            let after = a.ap.saturating_sub(1);
            if after >= trick.card().prepare_ap {
                gain(*trick) - swapped.map_or(0.0, gain) - 0.2
            } else {
                -0.5
            }
        }
        Event::Workshop(WorkshopEvent::ComponentsMoved {
            component, swapped, ..
        }) => {
            let (need, unit) = needs[component.index()];
            let mut v = if need > 0 { unit } else { -0.2 };
            if let Some(s) = swapped {
                // The swapped pile loses its bonus: count it as one more missing.
                let holds = ctx.wanted().any(|t| {
                    t.card()
                        .components
                        .iter()
                        .any(|&(c, n)| c == *s && ctx.effective(c) <= n)
                });
                if holds {
                    v -= 1.0;
                }
            }
            v
        }
        Event::Workshop(WorkshopEvent::ApprenticeMoved { .. }) => {
            0.35 * f64::from(ctx.left.saturating_sub(1))
        }
        Event::Theater(TheaterEvent::TrickSetUp {
            trick,
            card,
            links,
            link_value,
            shards,
            ..
        }) => {
            let p = ctx.p_card(*card, target);
            let mut v = ctx.yield_value(*trick) * (p - ctx.p_prepared());
            v += f64::from(*links) * (f64::from(*link_value) + p);
            if shards.contains(&ctx.seat) {
                v += 0.9;
            }
            // The Magician needs a marker of the seat on a card no opponent
            // can perform first (rules: performing needs one's own marker,
            // and a performed card's markers are gone), or it performs
            // nothing and loses the Performer's bonus.
            if ctx.performing() && !ctx.has_safe_marker() && ctx.safe_card(*card) {
                v += PERFORMER_BONUS;
            }
            v
        }
        Event::Theater(TheaterEvent::MarkerRescheduled {
            card,
            slot,
            to_card,
            ..
        }) => {
            let trick = ctx
                .view
                .theater
                .iter()
                .find(|c| c.card == *card)
                .and_then(|c| c.markers.get(*slot as usize).copied().flatten())
                .and_then(|m| ctx.me.tricks.iter().find(|o| o.symbol == m.symbol))
                .map(|o| o.trick);
            match trick {
                Some(t) => {
                    ctx.yield_value(t) * (ctx.p_card(*to_card, target) - ctx.p_card(*card, target))
                        - 0.2
                }
                None => -1.0,
            }
        }
        Event::Alley(AlleyEvent::SpecialDrawn { .. }) => ctx.special_fame(),
        Event::Ledger(LedgerEvent::TrickReturned { .. })
        | Event::Ledger(LedgerEvent::ComponentsReturned { .. }) => -100.0,
        _ => academy::score(ctx, e).unwrap_or(0.0),
    }
}

#[cfg(test)]
mod tests;
