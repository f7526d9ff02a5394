//! What things are worth to the greedy bot, in Fame: Coins, Trick yields,
//! markers on Trick cards and Performance cards, missing Components.
//! Everything here reads only the seat's own [`View`].

use trickerion_rules::{
    CharState, CharacterId, Component, Location, PerformanceId, PlayerView, Seat, Slot, TrickId,
    View,
};

/// Fame a Coin short of the wages costs: 1 Fame lost at Pay Wages, and a
/// little for the Characters a broke seat cannot send.
const SHORT_COIN: f64 = 1.5;

/// Markers of a learned Trick performed per turn and marker it places at a
/// Prepare (tuned with `bot_diag`).
const LEARN_RATE: f64 = 0.6;

/// The seat's view with the numbers the bot derives from it.
pub(crate) struct Ctx<'a> {
    pub view: &'a View,
    pub seat: Seat,
    pub me: &'a PlayerView,
    /// Turns left including the current one (1 in the last turn).
    pub left: u8,
    /// Fame a Coin is worth now.
    pub cv: f64,
}

impl<'a> Ctx<'a> {
    pub fn new(view: &'a View, seat: Seat) -> Ctx<'a> {
        let me = &view.players[seat.index()];
        let turn = view.turn.max(1);
        let left = (view.last_turn + 1).saturating_sub(turn).max(1);
        // Coins buy Components, Tricks and Posters early; at the end 3 Coins make 1 Fame.
        let cv = if left <= 1 { 0.34 } else { 0.5 };
        Ctx {
            view,
            seat,
            me,
            left,
            cv,
        }
    }

    /// The seat's Powers (Magician Powers games).
    pub fn powers(&self) -> Option<&'a trickerion_rules::PlayerPowersView> {
        self.view
            .powers
            .as_ref()?
            .players
            .iter()
            .find(|p| p.seat == self.seat)
    }

    pub fn last_turn(&self) -> bool {
        self.left <= 1
    }

    pub fn state(&self, c: CharacterId) -> Option<CharState> {
        self.me
            .characters
            .iter()
            .find(|v| v.character == c)
            .map(|v| v.state)
    }

    /// The Location on the card under one of the seat's Characters.
    pub fn card_of(&self, c: CharacterId) -> Option<Location> {
        use trickerion_rules::CardView;
        self.me
            .characters
            .iter()
            .find(|v| v.character == c)
            .and_then(|v| match v.card {
                Some(CardView::Revealed(l)) => Some(l),
                _ => None,
            })
    }

    /// Effective amount of a Component (a Manager Multi slot pile counts one more).
    pub fn effective(&self, c: Component) -> u8 {
        let n = self.me.components[c.index()];
        if n > 0 && self.me.multi_slots.contains(&Some(c)) {
            n + 1
        } else {
            n
        }
    }

    /// Fame-equivalent of one performed marker of a Trick.
    pub fn yield_value(&self, t: TrickId) -> f64 {
        let y = t.card().yields;
        f64::from(y.fame) + self.cv * f64::from(y.coins) + 0.9 * f64::from(y.shards)
    }

    /// The seat's markers of `symbol` on Performance cards.
    pub fn markers_out(&self, t: TrickId) -> u8 {
        let Some(owned) = self.me.tricks.iter().find(|o| o.trick == t) else {
            return 0;
        };
        self.view
            .theater
            .iter()
            .flat_map(|c| c.markers.iter().flatten())
            .filter(|m| m.seat == self.seat && m.symbol == owned.symbol)
            .count() as u8
    }

    /// Markers a Prepare of `t` would place now (0 when it cannot be Prepared
    /// because markers still lie on it or all four are out).
    pub fn prepare_yield(&self, t: TrickId) -> u8 {
        let Some(owned) = self.me.tricks.iter().find(|o| o.trick == t) else {
            return 0;
        };
        // 004 "Teach": a Trick in a Classroom is not Prepared.
        if owned.markers > 0 || self.taught(t) {
            return 0;
        }
        let supply = self.markers_per_trick().saturating_sub(self.markers_out(t));
        let extra = self.upgrade_of(t) == Some(trickerion_rules::academy::Upgrade::ExtraMarker);
        (t.card().markers + u8::from(owned.engineer_slot) + u8::from(extra)).min(supply)
    }

    /// Components still missing to Prepare `t`.
    pub fn deficit(&self, t: TrickId) -> [u8; 12] {
        let mut d = [0u8; 12];
        for &(c, n) in t.card().components {
            d[c.index()] = n.saturating_sub(self.effective(c));
        }
        d
    }

    /// Whether `t` can be Prepared as far as Components go (004 "Practice":
    /// Ignore Components lets up to 3 Coins' worth be missing).
    pub fn meets(&self, t: TrickId) -> bool {
        self.has_components(t)
            || (self.upgrade_of(t) == Some(trickerion_rules::academy::Upgrade::IgnoreComponents)
                && trickerion_rules::academy::requirements_met_ignoring(t.card().components, |c| {
                    self.effective(c)
                }))
    }

    /// Whether the seat has every Component `t` asks for (004 "Teach" wants
    /// them whatever the Practice Room ignores).
    pub fn has_components(&self, t: TrickId) -> bool {
        self.deficit(t).iter().all(|&n| n == 0)
    }

    /// Whether a Theater Character of the seat can still Set Up this turn.
    pub fn setup_ahead(&self) -> bool {
        CharacterId::ALL.into_iter().any(|c| {
            c != CharacterId::Magician
                && self.card_of(c) == Some(Location::Theater)
                && self.state(c) == Some(CharState::Home)
        })
    }

    /// Worth of one marker lying Prepared on a Trick card.
    pub fn p_prepared(&self) -> f64 {
        if !self.last_turn() {
            0.5
        } else if self.setup_ahead() {
            0.45
        } else {
            0.02
        }
    }

    /// The seat's Magician performs this turn (placed on a Performance slot,
    /// or still to be placed with a Theater card).
    pub fn performing(&self) -> bool {
        match self.state(CharacterId::Magician) {
            Some(CharState::Placed(Slot::Performance(_))) => true,
            Some(CharState::Home) => {
                matches!(
                    self.view.phase,
                    trickerion_rules::Phase::PlaceCharacters { .. }
                ) && self.card_of(CharacterId::Magician) == Some(Location::Theater)
            }
            _ => false,
        }
    }

    /// The Performance card the seat's Magician will perform: the one holding
    /// most of the seat's marker value, else the best one to fill.
    pub fn target_card(&self) -> Option<PerformanceId> {
        let n = self.view.theater.len();
        let mut best: Option<(f64, PerformanceId)> = None;
        for (i, c) in self.view.theater.iter().enumerate() {
            let mut v = 0.0;
            for m in c.markers.iter().flatten() {
                if m.seat == self.seat {
                    if let Some(o) = self.me.tricks.iter().find(|o| o.symbol == m.symbol) {
                        v += 10.0 * self.yield_value(o.trick) + 1.0;
                    }
                }
            }
            let free = c.markers.iter().filter(|m| m.is_none()).count() as f64;
            v += 0.3 * free.min(self.me.tricks.len() as f64);
            let b = c.card.card().bonus;
            v += 0.2 * (f64::from(b.fame) + self.cv * f64::from(b.coins) + f64::from(b.shards));
            if i + 1 == n && self.view.turn >= 3 {
                v -= 0.1;
            }
            // An opponent who may perform this card first takes all of it away.
            let threatened = c
                .markers
                .iter()
                .flatten()
                .any(|m| m.seat != self.seat && self.may_perform_before_me(m.seat));
            if threatened {
                v = v * 0.3 - 5.0;
            }
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, c.card));
            }
        }
        best.map(|(_, c)| c)
    }

    /// Whether `other`'s Magician may perform before the seat's this turn: it
    /// stands on an earlier Performance slot, or may still go to the Theater.
    pub fn may_perform_before_me(&self, other: Seat) -> bool {
        use trickerion_rules::CardView;
        let my_day = match self.state(CharacterId::Magician) {
            Some(CharState::Placed(Slot::Performance(d))) => Some(d),
            _ => None,
        };
        let Some(them) = self.view.players.get(other.index()) else {
            return false;
        };
        let Some(mag) = them
            .characters
            .iter()
            .find(|v| v.character == CharacterId::Magician)
        else {
            return false;
        };
        match (mag.state, mag.card) {
            (CharState::Placed(Slot::Performance(d)), _) => my_day.is_none_or(|m| d < m),
            (CharState::Home, Some(CardView::FaceDown)) => true,
            (CharState::Home, Some(CardView::Revealed(Location::Theater))) => true,
            _ => false,
        }
    }

    /// Whether no opponent can perform `card` before the seat's Magician: no
    /// opponent has a marker on it, or each who has performs on a later
    /// weekday than the seat's (placed) Magician.
    pub fn safe_card(&self, card: PerformanceId) -> bool {
        let Some(c) = self.view.theater.iter().find(|c| c.card == card) else {
            return false;
        };
        let my_day = match self.state(CharacterId::Magician) {
            Some(CharState::Placed(Slot::Performance(d))) => Some(d),
            _ => None,
        };
        c.markers.iter().flatten().all(|m| {
            m.seat == self.seat
                || match super::plan::rival_day(self, m.seat) {
                    None => true,
                    Some(Some(d)) => my_day.is_some_and(|mine| mine < d),
                    Some(None) => false,
                }
        })
    }

    /// Whether the seat has a marker on a card that is safe (`safe_card`).
    pub fn has_safe_marker(&self) -> bool {
        self.view.theater.iter().any(|c| {
            c.markers.iter().flatten().any(|m| m.seat == self.seat) && self.safe_card(c.card)
        })
    }

    /// Chance-like worth of a marker of the seat on a Performance card.
    pub fn p_card(&self, card: PerformanceId, target: Option<PerformanceId>) -> f64 {
        let n = self.view.theater.len();
        let pos = self.view.theater.iter().position(|c| c.card == card);
        let discarded = self.view.turn >= 3 && pos == Some(n.saturating_sub(1));
        if self.performing() && target == Some(card) {
            0.95
        } else if discarded || self.last_turn() {
            0.2
        } else {
            // Performed in a later turn (by the seat or an opponent, who pays
            // the seat its yields), and the Trick card is free to Prepare
            // again (tuned with `bot_diag`: 0.45 Set Up too little, 0.75-0.95
            // scored alike).
            0.8
        }
    }

    /// Tricks worth Preparing: not Prepared now, with markers left in the supply.
    pub fn wanted(&self) -> impl Iterator<Item = TrickId> + '_ {
        self.me
            .tricks
            .iter()
            .map(|o| o.trick)
            .filter(|&t| self.prepare_yield(t) > 0)
    }

    /// Fame a Prepare of `t` would be worth now.
    pub fn prepare_value(&self, t: TrickId) -> f64 {
        f64::from(self.prepare_yield(t)) * self.yield_value(t) * self.p_prepared()
    }

    /// Per Component type: how many more are wanted and what each is worth.
    pub fn needs(&self) -> [(u8, f64); 12] {
        let mut out = [(0u8, 0.0f64); 12];
        // `worth` spread over the Components a Trick still misses (`d`).
        let mut want = |d: &[u8], worth: f64| {
            let total: u32 = d.iter().map(|&n| u32::from(n)).sum();
            if total == 0 {
                return;
            }
            let unit = worth / f64::from(total);
            for c in Component::ALL {
                let n = d[c.index()];
                if n > 0 {
                    let e = &mut out[c.index()];
                    e.0 = e.0.max(n);
                    e.1 = e.1.max(unit);
                }
            }
        };
        // In the last turn a Trick still missing Components would not be
        // Prepared, Set Up and performed in time.
        for t in self.wanted().filter(|_| !self.last_turn()) {
            if self.meets(t) {
                continue;
            }
            // Components are not used up: they serve this Prepare and later ones.
            let uses = f64::from(self.left.saturating_sub(1)).clamp(1.0, 2.0);
            want(&self.deficit(t), self.prepare_value(t) * uses);
        }
        // Fame-Threshold-36 Tricks score at the game's end only with their
        // Components: worth buying for that alone.
        for o in &self.me.tricks {
            let end = self.end_bonus(o.trick);
            if end > 0.0 && !self.has_components(o.trick) {
                want(&self.deficit(o.trick), end);
            }
        }
        out
    }

    /// Whether a Component is in the Market Row's stock now, and its unit price.
    pub fn price(&self, c: Component) -> Option<u32> {
        let m = &self.view.market;
        if m.buy.contains(&Some(c)) {
            Some(c.price())
        } else if m.quick == Some(c) {
            Some(c.price() + 1)
        } else {
            None
        }
    }

    /// Fame a Trick is expected to bring if learned now paying `ft_coins` for
    /// missing Fame: about a Prepare every other turn (a Trick card is not
    /// Prepared again while markers lie on it) from the turn its Components
    /// are in hand, less the Components still to buy (more when they are not
    /// in stock or the seat cannot afford them soon).
    pub fn learn_value(&self, t: TrickId, ft_coins: u32) -> f64 {
        let end = self.end_bonus(t);
        if self.left <= 1 && end <= 0.0 {
            return 0.0;
        }
        let card = t.card();
        let mut comp_coins = 0;
        let mut cost = 0.0;
        let mut types = 0;
        let mut out_of_stock = false;
        for &(c, n) in card.components {
            let missing = n.saturating_sub(self.effective(c));
            if missing > 0 {
                types += 1;
                comp_coins += u32::from(missing) * c.price();
                if self.price(c).is_none() {
                    cost += 2.0;
                    out_of_stock = true;
                }
            }
        }
        // Turns before its first Prepare: Components in stock can be bought
        // this turn by one Market Row visit (an Action Point per type).
        let delay = match (types, out_of_stock) {
            (0, _) => 0,
            (1..=2, false) => 1,
            _ => 2,
        };
        let turns = f64::from(self.left.saturating_sub(1 + delay));
        let per_turn = self.yield_value(t) * f64::from(card.markers.min(2)) * LEARN_RATE;
        // The game-end condition needs every Component by the end: likely
        // when the missing ones are in stock or there are turns to order them.
        let in_time = if !out_of_stock && types <= 2 {
            0.9
        } else if self.left >= 3 && types <= 3 {
            0.6
        } else if self.left >= 2 {
            0.3
        } else {
            0.0
        };
        let mut gross = per_turn * turns + end * in_time;
        let spare = self.me.coins.saturating_sub(self.wages_due() + 2);
        if comp_coins + ft_coins > spare {
            gross *= 0.5;
        }
        cost += f64::from(comp_coins) * self.cv;
        cost += f64::from(card.prepare_ap.saturating_sub(1)) * 0.5;
        gross - cost - self.spend_cost(ft_coins)
    }

    /// Fame the game-end condition of `t` (Dark Alley Fame-Threshold-36
    /// Tricks, C-133) would score if the seat held it with its Components
    /// bought, judged from the seat's board now (at most 20 with the caps).
    pub fn end_bonus(&self, t: TrickId) -> f64 {
        use trickerion_rules::cards::{GameEndBonus::*, Tier};
        let Some(bonus) = t.card().game_end else {
            return 0.0;
        };
        let owns = |c: CharacterId| {
            self.state(c)
                .is_some_and(|s| !matches!(s, CharState::Supply | CharState::Inn))
        };
        let after = |c: Component| -> u32 {
            let need = t
                .card()
                .components
                .iter()
                .find(|&&(x, _)| x == c)
                .map_or(0, |&(_, n)| n);
            u32::from(self.effective(c).max(need))
        };
        let tier = |tier: Tier| -> u32 {
            Component::ALL
                .iter()
                .filter(|c| c.tier() == tier)
                .map(|&c| after(c))
                .sum()
        };
        let known = self.me.tricks.iter().any(|o| o.trick == t);
        let with = |ft: u32| -> u32 {
            let own = self
                .me
                .tricks
                .iter()
                .filter(|o| o.trick.card().threshold == ft)
                .count() as u32;
            own + u32::from(!known && t.card().threshold == ft)
        };
        let tricks = self.me.tricks.len() + usize::from(!known);
        let fame = match bonus {
            AllThreeSpecialists { fame } => {
                fame * u32::from(
                    [
                        CharacterId::Manager,
                        CharacterId::Engineer,
                        CharacterId::Assistant,
                    ]
                    .into_iter()
                    .all(owns),
                )
            }
            PerAdvancedComponent { fame } => fame * tier(Tier::Advanced),
            FourTricks { fame } => fame * u32::from(tricks >= trickerion_rules::board::MAX_TRICKS),
            HasManager { fame } => fame * u32::from(owns(CharacterId::Manager)),
            PerSuperiorComponent { fame } => fame * tier(Tier::Superior),
            PerApprentice { fame } => {
                fame * CharacterId::APPRENTICES
                    .iter()
                    .filter(|&&c| owns(c))
                    .count() as u32
            }
            PerBasicComponent { fame } => fame * tier(Tier::Basic),
            PerThreeCoins { fame } => fame * (self.me.coins / 3),
            HasEngineer { fame } => fame * u32::from(owns(CharacterId::Engineer)),
            HasAssistant { fame } => fame * u32::from(owns(CharacterId::Assistant)),
            PerThreshold1Trick { fame } => fame * with(1),
            PerThreshold36Trick { fame } => fame * with(36),
            PerMarkerOnTrickCards { fame } => {
                fame * self
                    .me
                    .tricks
                    .iter()
                    .map(|o| u32::from(o.markers))
                    .sum::<u32>()
            }
            PerShard { fame } => fame * self.me.shards,
            PerThreshold16Trick { fame } => fame * with(16),
            PerUnusedSpecialAssignment { fame } => {
                fame * self.me.specials.as_ref().map_or(0, Vec::len) as u32
            }
        };
        f64::from(fame.min(trickerion_rules::board::FAME_CAP))
    }

    /// The best Action Point modifier among the main-board slots of `loc`
    /// still open to the seat: not covered for the player count, by the
    /// Duel's or the Heir's Turn Setup card (004 "Roll dice phase"), nor taken.
    pub fn best_open_mod(&self, loc: Location) -> Option<i32> {
        let slots = &self.view.slots;
        let (taken, covered) = {
            let heir = self.view.heir.as_ref().map(|h| &h.covered);
            let duel = self.view.duel.as_ref().and_then(|d| d.covered.as_ref());
            let cov = heir.or(duel);
            match loc {
                Location::Downtown => (&slots.downtown, cov.map(|c| c.downtown)),
                Location::MarketRow => (&slots.market_row, cov.map(|c| c.market_row)),
                Location::DarkAlley => (&slots.dark_alley, cov.map(|c| c.dark_alley)),
                _ => return None,
            }
        };
        (0..4)
            .filter(|&i| !slots.blocked[i] && taken[i].is_none() && !covered.is_some_and(|c| c[i]))
            .map(|i| trickerion_rules::board::MAIN_BOARD_SLOT_MODIFIERS[i])
            .max()
    }

    /// Fame a Special Assignment card drawn now is worth: 2 at the game's end
    /// while kept in hand (C-132; at most 20 with the Fame caps, so 10 cards).
    pub fn special_fame(&self) -> f64 {
        let Some(alley) = &self.view.alley else {
            return 0.0;
        };
        let held = self.me.specials.as_ref().map_or(0, Vec::len);
        if held < 10 && alley.deck_sizes.iter().any(|&n| n > 0) {
            2.0
        } else {
            0.0
        }
    }

    /// Fame a hired Character is worth: final scoring plus some work, less wages.
    pub fn hire_value(&self, c: CharacterId) -> f64 {
        let later = f64::from(self.left.saturating_sub(1));
        if c.is_apprentice() {
            2.0 + 0.3 * later
        } else {
            3.0 + 0.4 * later
        }
    }

    /// Wages due this turn for the Characters placed or still to be placed.
    pub fn wages_due(&self) -> u32 {
        let mut w = 0;
        for v in &self.me.characters {
            let working = match v.state {
                CharState::Placed(_) => true,
                CharState::Home => self.card_of(v.character).is_some(),
                _ => false,
            };
            if working {
                w += self.wage_of(v.character);
            }
        }
        w
    }

    /// Coins `c` costs at End Turn if it works (the Protégé's from its Secrets).
    pub fn wage_of(&self, c: CharacterId) -> u32 {
        if c == CharacterId::Protege {
            super::academy::protege_wage(self)
        } else {
            wage(c, self.me.assistant_slot)
        }
    }

    /// Fame lost by paying `coins` now: their worth, plus 2 Fame for each Coin
    /// that wages will then be short of.
    pub fn spend_cost(&self, coins: u32) -> f64 {
        let due = self.wages_due();
        let short_before = due.saturating_sub(self.me.coins);
        let short_after = due.saturating_sub(self.me.coins.saturating_sub(coins));
        let extra = short_after - short_before;
        f64::from(coins - extra.min(coins)) * self.cv + SHORT_COIN * f64::from(extra)
    }

    /// Fame gained by receiving `coins` now (more when wages would go unpaid).
    pub fn gain_value(&self, coins: u32) -> f64 {
        let short = self.wages_due().saturating_sub(self.me.coins);
        let covered = short.min(coins);
        f64::from(covered) * SHORT_COIN + f64::from(coins - covered) * self.cv
    }
}

/// Coins a working Character costs at End Turn.
pub(crate) fn wage(c: CharacterId, assistant_slot: Option<CharacterId>) -> u32 {
    if c.specialist().is_some() {
        2
    } else if c.is_apprentice() && assistant_slot != Some(c) {
        1
    } else {
        0
    }
}
