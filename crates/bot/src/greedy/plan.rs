//! The greedy bot's turn plan: which Location each Character is sent to in the
//! Assignment phase, and in which order and where its Characters are placed.
//! Wages may go a few Coins unpaid (1 Fame each) rather than leave the
//! Workshop or the backstage empty; a backstage Apprentice takes the weekday
//! with most Action Points, a Specialist the Magician's (its bonus needs it).

use trickerion_rules::{
    CharState, CharacterId, Command, Component, DieFace, Hand, Location, Slot, Specialist, TrickId,
    Weekday,
};

use super::value::Ctx;
use CharacterId::{
    Apprentice1, Apprentice2, Apprentice3, Apprentice4, Assistant, Engineer, Magician, Manager,
    Protege,
};

/// Coins of wages a plan may leave unpaid outside the last turn: an unpaid
/// wage costs 1 Fame a Coin (rules "Pay Wages"), less than a Prepare or a
/// Set Up brings (measured with the `bot_diag` example: 0 scored 5 less).
const OVERDRAFT: u32 = 5;

/// A Trick must be worth this much (`Ctx::learn_value`) for a Character to be
/// sent Downtown to learn it: below it, the Character serves better at the
/// Dark Alley or the Market Row (tuned with `bot_diag`: 1 scored 3 Fame less
/// in 2-player games; 6-11 scored alike).
const MIN_LEARN: f64 = 6.0;

const APPRENTICES: [CharacterId; 4] = [Apprentice1, Apprentice2, Apprentice3, Apprentice4];

/// The Specialists, then the Apprentices: who helps the Magician.
const HELPERS: [CharacterId; 7] = [
    Manager,
    Engineer,
    Assistant,
    Apprentice1,
    Apprentice2,
    Apprentice3,
    Apprentice4,
];

/// The Apprentices (1-Coin wages), then the Specialists, for work where the
/// Specialists' abilities add nothing.
const APPRENTICES_FIRST: [CharacterId; 7] = [
    Apprentice1,
    Apprentice2,
    Apprentice3,
    Apprentice4,
    Assistant,
    Manager,
    Engineer,
];

/// Where each Character goes this turn, by `CharacterId::index`.
type Plan = [Option<Location>; CharacterId::COUNT];

/// Where each Character should go this turn (by `CharacterId::index`). The
/// Theater and the Workshop come first, since a Performance needs Prepares
/// and Set Ups; then Components, Tricks and Coins; the Academy and the Dark
/// Alley take whoever is left.
pub(crate) fn assignment_plan(ctx: &Ctx) -> Plan {
    let mut p = Planner::new(ctx);
    let Outlook {
        perform,
        will_prep,
        workshop_first,
        ..
    } = p.turn;
    if perform {
        p.send(Location::Theater, &[Magician]);
    }
    // Two Tricks or more to Prepare: the Manager or Engineer goes to the
    // Workshop before one goes backstage (the Assistant's bonus stays there).
    if will_prep && workshop_first && perform {
        p.send_to_workshop();
    }
    p.send_backstage();
    p.call_off_an_empty_performance();
    if will_prep && !workshop_first {
        p.send_to_workshop();
    }
    p.send_second_backstage();
    p.draw_instead_of_ordering();
    p.send_to_market_row();
    p.send_to_learn();
    p.send_magician_for_coins();
    p.send_magician_where_useful();
    p.send_to_academy();
    p.send_spares_downtown();
    p.send_rest_to_dark_alley();
    p.plan
}

/// What the seat can do this turn, read before anyone is sent.
struct Outlook {
    /// Trick Markers on Performance cards.
    out: u32,
    /// Trick Markers on Trick cards, ready to Set Up.
    ready: u32,
    /// Wanted Tricks the seat could Prepare now.
    prep_now: Vec<TrickId>,
    /// A needed Component is in stock at a price the seat can pay.
    buy_now: bool,
    /// A needed Component is not in stock and an Order slot is free.
    order_need: bool,
    /// Someone should Prepare this turn.
    will_prep: bool,
    /// The Workshop before the backstage (see `assignment_plan`).
    workshop_first: bool,
    /// The Magician goes to the Theater.
    perform: bool,
    /// Empty marker spots on the Performance cards.
    free_slots: usize,
    /// A Trick worth learning is within reach.
    can_learn: bool,
    /// Short of Coins for a working turn's wages, with a Bank die paying 3-6.
    broke: bool,
    /// The best open Downtown slot's Action Point modifier (-9 with none).
    downtown_mod: i32,
    /// Who goes to the Workshop, in order: an Apprentice is enough for 1-AP
    /// Prepares.
    workshop_prefs: Vec<CharacterId>,
}

impl Outlook {
    /// The seat's outlook with `home` the Characters it can send.
    fn of(ctx: &Ctx, home: &[CharacterId]) -> Outlook {
        let me = ctx.me;
        let out: u32 = me
            .tricks
            .iter()
            .map(|o| u32::from(ctx.markers_out(o.trick)))
            .sum();
        let ready = ready_markers(ctx);
        let prep_now: Vec<TrickId> = ctx.wanted().filter(|&t| ctx.meets(t)).collect();
        let needs = ctx.needs();
        let buy_now = Component::ALL
            .iter()
            .any(|&c| needs[c.index()].0 > 0 && ctx.price(c).is_some_and(|p| p <= me.coins));
        let order = &ctx.view.market.order;
        let order_need = order.contains(&None)
            && Component::ALL.iter().any(|&c| {
                needs[c.index()].0 > 0 && ctx.price(c).is_none() && !order.contains(&Some(c))
            });
        // In the last turn a Prepare counts only if its markers are Set Up and
        // performed the same turn: the backstage Character (about 2 Set Ups)
        // must not be busy with markers already ready.
        let ready_tricks = me.tricks.iter().filter(|o| o.markers > 0).count();
        let will_prep = (!prep_now.is_empty() || buy_now) && (!ctx.last_turn() || ready_tricks < 2);
        let free_slots: usize = ctx
            .view
            .theater
            .iter()
            .map(|c| c.markers.iter().filter(|m| m.is_none()).count())
            .sum();
        // The Magician performs only if someone can Prepare and Set Up for it.
        let helpers_paid = helpers_paid(ctx, home);
        let perform = !ctx.view.theater.is_empty()
            && (out > 0
                || (ready > 0 && helpers_paid >= 1)
                || (will_prep && helpers_paid >= 2 && free_slots > 0));
        let max_ap = prep_now
            .iter()
            .copied()
            .chain(ctx.wanted())
            .map(|t| t.card().prepare_ap)
            .max()
            .unwrap_or(1);
        let total_ap: u8 = prep_now.iter().map(|t| t.card().prepare_ap).sum();
        let mut workshop_prefs = if max_ap <= 1 && total_ap <= 1 {
            APPRENTICES.to_vec()
        } else {
            vec![]
        };
        workshop_prefs.extend(HELPERS);
        workshop_prefs.push(Magician);
        Outlook {
            out,
            ready,
            buy_now,
            order_need,
            will_prep,
            workshop_first: total_ap >= 2 && [Manager, Engineer].iter().any(|c| home.contains(c)),
            perform,
            free_slots,
            can_learn: me.tricks.len() < 4 && learnable_value(ctx) > MIN_LEARN,
            broke: !ctx.last_turn() && me.coins < 4 && best_bank_die(ctx) >= 3,
            downtown_mod: ctx.best_open_mod(Location::Downtown).unwrap_or(-9),
            prep_now,
            workshop_prefs,
        }
    }
}

/// Coins of wages the plan may leave unpaid this turn.
fn overdraft(ctx: &Ctx) -> u32 {
    if ctx.last_turn() {
        0
    } else {
        OVERDRAFT
    }
}

/// How many of the helpers (not the Magician) among `home` the seat can pay
/// wages for, cheapest first.
fn helpers_paid(ctx: &Ctx, home: &[CharacterId]) -> usize {
    let mut wages: Vec<u32> = home
        .iter()
        .filter(|&&c| c != Magician)
        .map(|&c| ctx.wage_of(c))
        .collect();
    wages.sort_unstable();
    let mut left = ctx.me.coins + overdraft(ctx);
    wages
        .into_iter()
        .take_while(|&w| {
            let ok = w <= left;
            left = left.saturating_sub(w);
            ok
        })
        .count()
}

/// The most Coins a Bank die offers (0 with none).
fn best_bank_die(ctx: &Ctx) -> u32 {
    ctx.view.dice[4..6]
        .iter()
        .filter_map(|d| match d {
            DieFace::Coins(n) => Some(*n),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

/// A plan being made: who is sent where, the Assignment cards and Coins left.
struct Planner<'c, 'v> {
    ctx: &'c Ctx<'v>,
    turn: Outlook,
    plan: Plan,
    /// Assignment cards not yet given, by `Location::index`.
    hand: Hand,
    /// Characters at home not yet sent.
    free: Vec<CharacterId>,
    /// Coins left for wages: a Character is sent only if its wage can be paid.
    budget: u32,
}

impl<'c, 'v> Planner<'c, 'v> {
    fn new(ctx: &'c Ctx<'v>) -> Self {
        let me = ctx.me;
        let mut hand = me.hand.unwrap_or_default();
        for v in &me.characters {
            if let Some(l) = ctx.card_of(v.character) {
                hand[l.index()] += 1;
            }
        }
        let free: Vec<CharacterId> = me
            .characters
            .iter()
            .filter(|v| v.state == CharState::Home)
            .map(|v| v.character)
            .collect();
        Planner {
            ctx,
            turn: Outlook::of(ctx, &free),
            plan: [None; CharacterId::COUNT],
            hand,
            free,
            budget: me.coins + overdraft(ctx),
        }
    }

    /// Sends the first of `prefs` who is free and whose wage the budget
    /// covers to `loc`, if a card of `loc` is left.
    fn send(&mut self, loc: Location, prefs: &[CharacterId]) -> Option<CharacterId> {
        if self.hand[loc.index()] == 0 {
            return None;
        }
        let c = prefs
            .iter()
            .copied()
            .find(|&c| self.free.contains(&c) && self.ctx.wage_of(c) <= self.budget)?;
        self.budget -= self.ctx.wage_of(c);
        self.free.retain(|&x| x != c);
        self.plan[c.index()] = Some(loc);
        self.hand[loc.index()] -= 1;
        Some(c)
    }

    fn magician_performs(&self) -> bool {
        self.plan[Magician.index()] == Some(Location::Theater)
    }

    /// Action Points of the Characters sent to `loc`, the Magician left out
    /// when `magician` is false.
    fn ap_sent_to(&self, loc: Location, magician: bool) -> i32 {
        CharacterId::ALL
            .iter()
            .filter(|&&c| (magician || c != Magician) && self.plan[c.index()] == Some(loc))
            .map(|&c| self.ctx.base_ap(c))
            .sum()
    }

    fn send_to_workshop(&mut self) {
        let prefs = self.turn.workshop_prefs.clone();
        self.send(Location::Workshop, &prefs);
    }

    /// A backstage Character to Set Up the markers ready or Prepared this turn.
    fn send_backstage(&mut self) {
        let setups = self.turn.ready + if self.turn.will_prep { 2 } else { 0 };
        if self.magician_performs() && setups > 0 && self.turn.free_slots > 0 {
            let mut prefs = vec![Assistant, Manager];
            prefs.extend(APPRENTICES);
            prefs.push(Engineer);
            self.send(Location::Theater, &prefs);
        }
    }

    /// Without markers out or a Character to Set Up, the Magician has nothing
    /// to perform: it stays home for now.
    fn call_off_an_empty_performance(&mut self) {
        let backstage = CharacterId::ALL
            .iter()
            .any(|&c| c != Magician && self.plan[c.index()] == Some(Location::Theater));
        if self.magician_performs() && self.turn.out == 0 && !backstage {
            self.plan[Magician.index()] = None;
            self.hand[Location::Theater.index()] += 1;
            self.free.push(Magician);
        }
    }

    /// A second Character backstage when the markers ready and Prepared this
    /// turn are more than the first can Set Up (1 Action Point each).
    fn send_second_backstage(&mut self) {
        let backstage_ap = self.ap_sent_to(Location::Theater, false);
        if !self.magician_performs() || backstage_ap <= 0 {
            return;
        }
        let mut ap_left = self.ap_sent_to(Location::Workshop, true);
        let mut prepared = 0i32;
        for &t in &self.turn.prep_now {
            let cost = i32::from(t.card().prepare_ap);
            if cost <= ap_left {
                ap_left -= cost;
                prepared += i32::from(self.ctx.prepare_yield(t));
            }
        }
        let setups = self.turn.ready as i32 + prepared;
        if setups > backstage_ap && self.turn.free_slots as i32 > backstage_ap {
            self.send(Location::Theater, &APPRENTICES_FIRST);
        }
    }

    /// Nothing to learn or buy in stock: drawing at the Dark Alley (2 Fame a
    /// card at the end, two cards on its +2 slot) beats Ordering Components
    /// (tuned with `bot_diag`: about 2 Fame a game more).
    fn draw_instead_of_ordering(&mut self) {
        if !self.turn.can_learn && !self.turn.buy_now && self.ctx.special_fame() > 0.0 {
            self.send(Location::DarkAlley, &APPRENTICES_FIRST);
        }
    }

    /// Components to buy, or to Order while a later turn can use them.
    fn send_to_market_row(&mut self) {
        if self.turn.buy_now || (self.turn.order_need && self.ctx.left >= 2) {
            let mut prefs = HELPERS.to_vec();
            prefs.push(Magician);
            self.send(Location::MarketRow, &prefs);
        }
    }

    /// Downtown to learn a Trick worth it, and someone to buy its Components.
    fn send_to_learn(&mut self) {
        if !self.turn.can_learn {
            return;
        }
        if self.free.contains(&Magician) {
            self.send(Location::Downtown, &[Magician]);
        } else {
            // Learning takes 3 Action Points: a Character who reaches them
            // on the best slot still open (covered ones do not count).
            let prefs = self.with_3_ap_downtown(&HELPERS);
            self.send(Location::Downtown, &prefs);
        }
        // The new Trick's Components may be in stock: someone to buy them.
        if !self.plan.contains(&Some(Location::MarketRow)) {
            let mut prefs = HELPERS.to_vec();
            prefs.retain(|&c| c != Assistant);
            self.send(Location::MarketRow, &prefs);
        }
    }

    /// Those of `who` with 3 Action Points on the best open Downtown slot.
    fn with_3_ap_downtown(&self, who: &[CharacterId]) -> Vec<CharacterId> {
        who.iter()
            .copied()
            .filter(|&c| self.ctx.base_ap(c) + self.turn.downtown_mod >= 3)
            .collect()
    }

    /// Short of Coins with nothing to Prepare: the Magician takes Coins.
    fn send_magician_for_coins(&mut self) {
        if self.turn.broke && self.free.contains(&Magician) && self.turn.prep_now.is_empty() {
            self.send(Location::Downtown, &[Magician]);
        }
    }

    /// A Magician still at home goes where it does most.
    fn send_magician_where_useful(&mut self) {
        if !self.free.contains(&Magician) {
            return;
        }
        let loc = if !self.turn.prep_now.is_empty() {
            Location::Workshop
        } else if self.turn.buy_now {
            Location::MarketRow
        } else if self.hand[Location::DarkAlley.index()] > 0 && self.ctx.special_fame() > 0.0 {
            // Three Action Points draw two cards, and the Magician has no wage.
            Location::DarkAlley
        } else if self.ctx.left >= 2 {
            Location::Downtown
        } else {
            Location::Theater
        };
        self.send(loc, &[Magician]);
    }

    /// Dahlgaard's Academy: one Character (the Protégé once it has Action
    /// Points for an Action, else a Specialist or an Apprentice) when an
    /// Action there is worth it.
    fn send_to_academy(&mut self) {
        if super::academy::visit_worth(self.ctx) > 1.5 {
            let mut prefs = Vec::new();
            if self.ctx.base_ap(Protege) >= 2 {
                prefs.push(Protege);
            }
            prefs.extend(HELPERS);
            prefs.push(Protege);
            prefs.push(Magician);
            self.send(Location::Academy, &prefs);
        }
    }

    /// Spare Characters earn their keep Downtown (Hire, Coins).
    fn send_spares_downtown(&mut self) {
        let mut spares = HELPERS.to_vec();
        spares.push(Protege);
        for _ in 0..dice_offer_hire_or_coins(self.ctx) {
            let prefs = self.with_3_ap_downtown(&spares);
            self.send(Location::Downtown, &prefs);
        }
    }

    /// Dark Alley: each Special Assignment card kept in hand scores 2 Fame at
    /// the game's end (C-132), for an Apprentice's 1-Coin wage; spare
    /// Characters draw there.
    fn send_rest_to_dark_alley(&mut self) {
        if self.ctx.special_fame() > 0.0 {
            while self.send(Location::DarkAlley, &APPRENTICES_FIRST).is_some() {}
        }
    }
}

/// Best value of a Trick the seat could learn with today's Residence dice.
pub(crate) fn learnable_value(ctx: &Ctx) -> f64 {
    let fav = ctx.me.magician.map(|m| m.card().favorite);
    let dice = [ctx.view.dice[0], ctx.view.dice[1]];
    let mut best = 0.0f64;
    for &t in &ctx.view.residence {
        let card = t.card();
        let ok = dice.iter().any(|&d| match d {
            DieFace::X => false,
            DieFace::AnyTrick => true,
            DieFace::Trick(c) => c == card.category || fav == Some(card.category),
            _ => false,
        });
        if !ok {
            continue;
        }
        let coins = card.threshold.saturating_sub(ctx.me.fame);
        if coins > ctx.me.coins {
            continue;
        }
        best = best.max(ctx.learn_value(t, coins));
    }
    best
}

/// How many Inn and Bank dice offer a Hire or a good Take Coins.
fn dice_offer_hire_or_coins(ctx: &Ctx) -> usize {
    ctx.view.dice[2..]
        .iter()
        .filter(|d| match d {
            DieFace::Hire(s) => {
                ctx.state(s.character()).is_none()
                    || ctx.state(s.character()) == Some(CharState::Supply)
            }
            DieFace::HireApprentice => CharacterId::APPRENTICES
                .iter()
                .any(|&c| ctx.state(c).is_none()),
            DieFace::Coins(n) => *n >= 5,
            _ => false,
        })
        .count()
}

/// Which of the seat's waiting Characters to place first: Market Row before the
/// Workshop (Components first), the Workshop before the Theater (Prepare before
/// Set Up), the performing Magician last.
fn placement_rank(ctx: &Ctx, c: CharacterId) -> u8 {
    let downtown_ap = ctx.base_ap(c)
        + ctx.best_open_mod(Location::Downtown).unwrap_or(-9)
        + i32::from(ctx.me.shards > 0);
    match ctx.card_of(c) {
        // Once no open slot gives it 3 Action Points (an opponent took the
        // +2 slot) it will stay Idle: the others take their slots first.
        Some(Location::Downtown) if c != CharacterId::Magician && downtown_ap < 3 => 6,
        Some(Location::Downtown) if c != CharacterId::Magician => 0,
        Some(Location::MarketRow) => 1,
        Some(Location::Downtown) => 2,
        Some(Location::Workshop) => 3,
        Some(Location::Academy) => 2,
        // Before the uncontested Workshop: the +2 slot draws two cards.
        Some(Location::DarkAlley) => 2,
        Some(Location::Theater) if c != CharacterId::Magician => 4,
        Some(Location::Theater) => 5,
        _ => 6,
    }
}

/// Picks a Place or LeaveIdle command among `legal`.
pub(crate) fn placement(ctx: &Ctx, legal: &[Command]) -> Option<Command> {
    let mut waiting: Vec<CharacterId> = legal
        .iter()
        .filter_map(|c| match c {
            Command::Place { character, .. } | Command::LeaveIdle { character } => Some(*character),
            _ => None,
        })
        .collect();
    waiting.sort_by_key(|&c| (placement_rank(ctx, c), c));
    waiting.dedup();
    let c = *waiting.first()?;
    let options: Vec<(Slot, bool)> = legal
        .iter()
        .filter_map(|cmd| match cmd {
            Command::Place {
                character,
                slot,
                enhance,
                ..
            } if *character == c => Some((*slot, *enhance)),
            _ => None,
        })
        .collect();
    let idle = Command::LeaveIdle { character: c };
    let place = |slot: Slot, enhance: bool| Command::place(c, slot, enhance);
    let ap = |slot: Slot, enhance: bool| -> i32 {
        (ctx.base_ap(c) + slot.ap_modifier() + i32::from(enhance)).max(0)
    };
    let best_plain = options
        .iter()
        .filter(|(s, e)| !e && !matches!(s, Slot::Backstage(..) | Slot::Performance(_)))
        .max_by_key(|(s, _)| (ap(*s, false), std::cmp::Reverse(slot_order(*s))))
        .map(|&(s, _)| s);
    match ctx.card_of(c) {
        Some(Location::Downtown) => {
            let Some(s) = best_plain else {
                return Some(idle);
            };
            if ap(s, false) >= 3 {
                Some(place(s, false))
            } else if ap(s, true) >= 3
                && options.contains(&(s, true))
                && ctx.left >= 2
                && !super::powers::shard_costs_a_power(ctx)
            {
                Some(place(s, true))
            } else {
                Some(idle)
            }
        }
        Some(Location::MarketRow) => match best_plain {
            Some(s) if ap(s, false) >= 1 && market_useful(ctx) => Some(place(s, false)),
            _ => Some(idle),
        },
        Some(Location::Workshop) => match best_plain {
            Some(s) if workshop_useful(ctx, ap(s, false) as u8) => Some(place(s, false)),
            _ => Some(idle),
        },
        Some(Location::Theater) => Some(theater_slot(ctx, c, &options).unwrap_or(idle)),
        Some(Location::DarkAlley) => match best_plain {
            Some(s) if ap(s, false) >= 1 && ctx.special_fame() > 0.0 => Some(place(s, false)),
            _ => Some(idle),
        },
        // 004: each Academy Action costs 2 Action Points.
        Some(Location::Academy) => match best_plain {
            Some(s) if ap(s, false) >= 2 => Some(place(s, false)),
            Some(s) if ap(s, true) >= 2 && options.contains(&(s, true)) => Some(place(s, true)),
            _ => Some(idle),
        },
        _ => Some(idle),
    }
}

fn slot_order(s: Slot) -> u8 {
    match s {
        Slot::Downtown(i)
        | Slot::MarketRow(i)
        | Slot::DarkAlley(i)
        | Slot::Academy(i)
        | Slot::Workshop(i) => i,
        _ => 0,
    }
}

fn market_useful(ctx: &Ctx) -> bool {
    let needs = ctx.needs();
    Component::ALL.iter().any(|&c| {
        needs[c.index()].0 > 0
            && match ctx.price(c) {
                Some(p) => p <= ctx.me.coins,
                None => {
                    let order = &ctx.view.market.order;
                    ctx.left >= 2 && !order.contains(&Some(c)) && order.contains(&None)
                }
            }
    })
}

fn workshop_useful(ctx: &Ctx, ap: u8) -> bool {
    ctx.wanted()
        .any(|t| ctx.meets(t) && t.card().prepare_ap <= ap && ctx.prepare_value(t) > 0.3)
}

/// Markers the seat has ready to Set Up (on Trick cards).
fn ready_markers(ctx: &Ctx) -> u32 {
    ctx.me.tricks.iter().map(|o| u32::from(o.markers)).sum()
}

fn theater_slot(ctx: &Ctx, c: CharacterId, options: &[(Slot, bool)]) -> Option<Command> {
    let place = |slot: Slot| Command::place(c, slot, false);
    let ready = ready_markers(ctx);
    if c == CharacterId::Magician {
        let perf: Vec<Weekday> = options
            .iter()
            .filter_map(|(s, _)| match s {
                Slot::Performance(d) => Some(*d),
                _ => None,
            })
            .collect();
        let day = best_day(ctx, &perf, None)?;
        return Some(place(Slot::Performance(day)));
    }
    let bonus = matches!(
        c.specialist(),
        Some(Specialist::Assistant | Specialist::Manager)
    );
    let magician_performs = ctx.performing();
    if ready == 0 && !(bonus && magician_performs) {
        return None;
    }
    let days: Vec<Weekday> = options
        .iter()
        .filter_map(|(s, _)| match s {
            Slot::Backstage(d, _) => Some(*d),
            _ => None,
        })
        .collect();
    let day = best_day(ctx, &days, Some(c))?;
    if ready > 0 && c.base_ap() + day.ap_modifier() <= 0 && !bonus {
        return None;
    }
    let slot = options
        .iter()
        .find(|(s, _)| matches!(s, Slot::Backstage(d, _) if *d == day))
        .map(|&(s, _)| s)?;
    // A Shard (1 Fame at the end) for an Action Point more when the ready
    // markers of different Tricks outnumber the Set Ups this Character has.
    let tricks_ready = ctx.me.tricks.iter().filter(|o| o.markers > 0).count() as i32;
    let ap = (ctx.base_ap(c) + day.ap_modifier()).max(0);
    if tricks_ready > ap
        && options.contains(&(slot, true))
        && !super::powers::shard_costs_a_power(ctx)
    {
        return Some(Command::place(c, slot, true));
    }
    Some(place(slot))
}

/// The weekday for the seat's Theater Characters: yield modifiers on the markers
/// its Magician should perform, and Action Points for the backstage Set Ups.
fn best_day(ctx: &Ctx, days: &[Weekday], backstage: Option<CharacterId>) -> Option<Weekday> {
    let target = ctx.target_card();
    let on_target = target
        .and_then(|t| ctx.view.theater.iter().find(|c| c.card == t))
        .map(|c| {
            c.markers
                .iter()
                .flatten()
                .filter(|m| m.seat == ctx.seat)
                .count() as i32
        })
        .unwrap_or(0);
    let ready = ready_markers(ctx) as i32;
    // The backstage Character doing the Set Ups: this one, or the one still to come.
    let setter = backstage.or_else(|| {
        CharacterId::ALL.into_iter().find(|&c| {
            c != CharacterId::Magician
                && ctx.card_of(c) == Some(Location::Theater)
                && ctx.state(c) == Some(CharState::Home)
        })
    });
    let tricks = ctx.me.tricks.len() as i32;
    // A Set Up marker is performed (mostly) for its Trick's yield; a Trick
    // has one marker per Performance card, so Set Ups beyond the Tricks not
    // yet on the target card go elsewhere.
    let setup_value = {
        let ready_tricks: Vec<f64> = ctx
            .me
            .tricks
            .iter()
            .filter(|o| o.markers > 0)
            .map(|o| ctx.yield_value(o.trick))
            .collect();
        if ready_tricks.is_empty() {
            1.2
        } else {
            0.5 + ready_tricks.iter().sum::<f64>() / ready_tricks.len() as f64
        }
    };
    // The Specialist bonus (rules: Assistant 2 Fame, Manager 3 Coins, Engineer
    // 1 Shard) needs the Specialist backstage on the Performer's weekday.
    let bonus_of = |c: CharacterId| match c.specialist() {
        Some(Specialist::Assistant) => 2.0,
        Some(Specialist::Manager) => 3.0 * ctx.cv,
        Some(Specialist::Engineer) => 0.9,
        None => 0.0,
    };
    let same_day = |c: CharacterId| bonus_of(c) > 0.0 && ctx.performing();
    // Opponents with markers on the target card whose Magician performs (on
    // its weekday) or may still come to the Theater (`None`).
    let rivals: Vec<Option<Weekday>> = target
        .and_then(|t| ctx.view.theater.iter().find(|c| c.card == t))
        .map(|card| {
            let mut seats: Vec<trickerion_rules::Seat> = card
                .markers
                .iter()
                .flatten()
                .map(|m| m.seat)
                .filter(|&s| s != ctx.seat)
                .collect();
            seats.sort_unstable();
            seats.dedup();
            seats
                .into_iter()
                .filter_map(|s| rival_day(ctx, s))
                .collect()
        })
        .unwrap_or_default();
    days.iter()
        .copied()
        .map(|d| {
            let cap = setter.map_or(0, |c| (c.base_ap() + d.ap_modifier()).max(0));
            let setups = cap.min(ready).min((tricks - on_target).max(0));
            let performed = f64::from(on_target + setups);
            let yield_term = performed * f64::from(d.yield_modifier()) * (1.0 + ctx.cv);
            let v = match backstage {
                // An Apprentice backstage: only its Set Ups count.
                Some(c) if !same_day(c) => setup_value * f64::from(setups),
                Some(c) => yield_term + setup_value * f64::from(setups) + bonus_of(c),
                None => {
                    // The Magician: the yields, and the bonus of the seat's
                    // Specialists already backstage that day. An opponent
                    // with markers on the target card who performs on an
                    // earlier weekday takes the card (and the Performer's
                    // bonus) away: a weekday before theirs.
                    let threat = rivals.iter().any(|&r| match r {
                        Some(rd) => rd < d,
                        None => d != Weekday::Thursday,
                    });
                    let bonus: f64 = ctx
                        .me
                        .characters
                        .iter()
                        .filter(|v| matches!(v.state, CharState::Placed(Slot::Backstage(bd, _)) if bd == d))
                        .map(|v| bonus_of(v.character))
                        .sum();
                    let lost = if threat { 3.0 + 2.0 * performed } else { 0.0 };
                    yield_term + setup_value * f64::from(setups) + bonus - lost
                }
            } - 0.01 * d.index() as f64;
            (v, d)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, d)| d)
}

/// When `other`'s Magician performs: `Some(day)` once placed on a Performance
/// slot, `Some(None)` while it may still come to the Theater, `None` if not.
pub(crate) fn rival_day(ctx: &Ctx, other: trickerion_rules::Seat) -> Option<Option<Weekday>> {
    use trickerion_rules::CardView;
    let them = ctx.view.players.get(other.index())?;
    let mag = them
        .characters
        .iter()
        .find(|v| v.character == CharacterId::Magician)?;
    match (mag.state, mag.card) {
        (CharState::Placed(Slot::Performance(d)), _) => Some(Some(d)),
        (CharState::Home, Some(CardView::FaceDown))
        | (CharState::Home, Some(CardView::Revealed(Location::Theater))) => Some(None),
        _ => None,
    }
}
