//! The Dark Alley's candidates for `legal_commands`: the Location's Actions,
//! the Magicians' own moments (Breaking Free, Soul Possession), and what the
//! Special Assignment cards and the Magicians' abilities add to the base
//! game's commands ([`AlleyCandidates`], asked by the base lists at their
//! `At` points).

use std::cell::OnceCell;

use crate::cards::{
    BuyEffect, Component, Dir, Enhances, HireEffect, LearnEffect, MagicianAbility, OrderEffect,
    PerformEffect, PerformanceId, PrepareEffect, RescheduleEffect, SetUpEffect, SpecialEffect,
    SpecialId, TakeCoinsEffect, TrickId,
};
use crate::command::{BuyPayment, Command, Premiere, PrepareOption, Shoplift, Steal, YieldKind};
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::base::player::OwnedTrick;
use crate::game::dark_alley::SPECIAL_DECKS;
use crate::game::Game;
use crate::model::{CharacterId, ComponentSet, DieId, Location, Seat, Slot, Specialist, Symbol};

impl Game {
    /// The Dark Alley's Actions: draw a Special Assignment card, Fortune
    /// Telling, the Priestess's Fate Weaving.
    pub(crate) fn dark_alley_candidates(cands: &mut Vec<Command>) {
        for deck in SPECIAL_DECKS {
            cands.push(Command::DrawSpecial { deck });
        }
        cands.push(Command::FortuneTelling);
        for pending in 0..3 {
            cands.push(Command::FateWeaving { pending });
        }
    }

    /// Master of Chains, Breaking Free: the Link Bonuses, else a Theater
    /// Action or declining.
    pub(crate) fn breaking_free_candidates(
        &self,
        seat: Seat,
        pending_links: u8,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        if pending_links > 0 {
            Self::link_bonus_candidates(cands);
        } else {
            self.theater_candidates(seat, expansions, cands);
            cands.push(Command::DeclineAbility);
        }
    }

    /// Yoruba Spiritmaster, Soul Possession: a card of the Theater, or
    /// declining.
    pub(crate) fn possession_candidates(&self, cands: &mut Vec<Command>) {
        cands.extend(
            self.theater
                .iter()
                .map(|c| Command::Possess { card: c.card }),
        );
        cands.push(Command::DeclineAbility);
    }
}

/// What the Dark Alley adds to the base candidates of `seat`.
pub(crate) struct AlleyCandidates<'a> {
    game: &'a Game,
    seat: Seat,
    prune: bool,
    /// The acting Character's Special Assignment card.
    special: Option<SpecialId>,
    /// Opponents' Special Assignment cards the Great Optico might copy
    /// (found when first asked).
    mimics: OnceCell<Vec<Option<SpecialId>>>,
}

impl<'a> AlleyCandidates<'a> {
    pub(crate) fn new(game: &'a Game, seat: Seat, prune: bool) -> AlleyCandidates<'a> {
        AlleyCandidates {
            game,
            seat,
            prune,
            special: game.acting(seat).ok().and_then(|a| a.special),
            mimics: OnceCell::new(),
        }
    }

    fn effect(&self) -> Option<SpecialEffect> {
        self.special.map(|c| c.effect())
    }

    /// The acting Character's card, if it enhances `action`.
    fn special_for(&self, action: Enhances) -> Option<SpecialId> {
        self.special.filter(|c| c.card().enhances() == action)
    }

    fn order_effect(&self) -> Option<OrderEffect> {
        self.special_for(Enhances::Order)
            .and_then(|c| c.effect().order())
    }
}

impl ExpansionCandidates for AlleyCandidates<'_> {
    #[inline(always)]
    fn add(&self, at: At, cands: &mut Vec<Command>) {
        match at {
            At::Assign(character) => self.assign_specials(character, cands),
            At::Assignment => {}
            At::Placement => self.hypnotized(cands),
            At::Place {
                character,
                slot,
                enhance,
            } => self.place_options(character, slot, enhance, cands),
            At::Downtown => self.downtown_specials(cands),
            At::Buy {
                component,
                items,
                bargain,
            } => self.buy_options(component, items, bargain, cands),
            At::Order { component, slot } => self.buy_now(component, slot, cands),
            At::MarketRow { ap } => self.market_specials(ap, cands),
            At::Workshop => self.prepare_options(cands),
            At::SetUp {
                trick,
                markers,
                card,
                slot,
                facing,
            } => {
                // Electra's Supercharge: two markers of the Trick piled.
                let electra =
                    self.game.player(self.seat).ability() == Some(MagicianAbility::Supercharge);
                if electra && markers > 1 {
                    cands.push(Command::SetUpPiled {
                        trick,
                        card,
                        slot,
                        facing,
                    });
                }
            }
            At::Theater => self.theater_specials(cands),
            At::OwnMarker { card, slot } => {
                let street = SpecialEffect::Reschedule(RescheduleEffect::StreetPerformance);
                if self.effect() == Some(street) {
                    cands.push(Command::StreetPerformance { card, slot });
                }
            }
            At::Performance => self.perform_options(cands),
        }
    }

    /// A45 Workshop Delivery: Components the player owns.
    fn buys_unstocked(&self, component: Component) -> bool {
        let buy = self.special.and_then(|c| c.effect().buy());
        buy == Some(BuyEffect::WorkshopDelivery)
            && self.game.player(self.seat).components[component.index()] > 0
    }

    /// A09 Director's Favor: any player's markers.
    fn reschedules_any(&self) -> bool {
        self.effect() == Some(SpecialEffect::Reschedule(RescheduleEffect::DirectorsFavor))
    }

    /// A41 Logistics: Orders go beside the Order slots.
    fn orders_apart(&self) -> bool {
        self.order_effect() == Some(OrderEffect::Logistics)
    }

    /// A Buy card sets its own prices.
    fn buy_prices_differ(&self) -> bool {
        self.special_for(Enhances::Buy).is_some()
    }
}

impl AlleyCandidates<'_> {
    /// Assignment: each Special Assignment card in hand once.
    fn assign_specials(&self, character: CharacterId, cands: &mut Vec<Command>) {
        let mut seen = Vec::new();
        for &card in &self.game.player(self.seat).specials {
            if !seen.contains(&card) {
                seen.push(card);
                cands.push(Command::AssignSpecial { character, card });
            }
        }
    }

    /// A27 Hypnotic Motivation: the Character hired this turn may stay idle
    /// or take a card.
    fn hypnotized(&self, cands: &mut Vec<Command>) {
        let Some(character) = self.game.late_to_place(self.seat) else {
            return;
        };
        cands.push(Command::LeaveIdle { character });
        for location in Location::ALL {
            cands.push(Command::Assign {
                character,
                location,
            });
        }
        for &card in &self.game.player(self.seat).specials {
            cands.push(Command::AssignSpecial { character, card });
        }
    }

    /// Placing with a forfeited Special Assignment ability, the Mechaniker's
    /// boost or the Great Optico's Mimesis.
    fn place_options(
        &self,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        cands: &mut Vec<Command>,
    ) {
        let p = self.game.player(self.seat);
        let in_theater = slot.location() == Location::Theater;
        let own_special = p.special_cards[character.index()];
        let home = p.cards[character.index()];
        let mechaniker =
            p.ability() == Some(MagicianAbility::MechanicalEnhancement) && !p.ability_used;
        // check_mimic: once per turn, for a Character with a Permanent
        // Assignment card.
        let may_mimic = !p.ability_used && own_special.is_none();
        let mimics = self.mimics.get_or_init(|| self.mimic_candidates());
        // (prune) decide_place: the Mechaniker's boost, once per turn, for an
        // Apprentice outside the Theater.
        let boosts = mechaniker && character.is_apprentice() && !in_theater;
        // (prune) The conditions below, at once: most placements can take
        // no boost, no Mimesis and no forfeit.
        let mimesis = may_mimic && !mimics.is_empty();
        let forfeits = own_special.is_some() && Some(slot.location()) == home;
        if self.prune && !(boosts || mimesis || forfeits) {
            return;
        }
        for (forfeit, boost) in [(false, false), (false, true), (true, false), (true, true)] {
            // (prune) See `boosts`.
            if self.prune && boost && !boosts {
                continue;
            }
            for &mimic in std::iter::once(&None).chain(mimics) {
                // The plain placement is listed before.
                if !forfeit && !boost && mimic.is_none() {
                    continue;
                }
                // (prune) decide_place: only an ability can be forfeited, and
                // a forfeited one is no Freelancer: the card's own Location
                // only. check_mimic: see `may_mimic`.
                if self.prune
                    && ((forfeit
                        && ((own_special.is_none() && mimic.is_none())
                            || Some(slot.location()) != home))
                        || (mimic.is_some() && !may_mimic))
                {
                    continue;
                }
                cands.push(Command::Place {
                    character,
                    slot,
                    enhance,
                    forfeit,
                    boost,
                    mimic,
                });
            }
        }
    }

    /// Opponents' Special Assignment cards the Great Optico might copy.
    fn mimic_candidates(&self) -> Vec<Option<SpecialId>> {
        let g = self.game;
        let mut out = Vec::new();
        if g.player(self.seat).ability() != Some(MagicianAbility::Mimesis) {
            return out;
        }
        for s in g.seats().filter(|&s| s != self.seat) {
            for card in g.player(s).special_cards.iter().flatten() {
                if !out.contains(&Some(*card)) {
                    out.push(Some(*card));
                }
            }
        }
        out
    }

    /// Learn, Hire and Take Coins with the acting Character's Downtown card.
    fn downtown_specials(&self, cands: &mut Vec<Command>) {
        let Some(card) = self.special else { return };
        let g = self.game;
        match card.effect() {
            SpecialEffect::Learn(LearnEffect::TrickOverhaul) => {
                let tricks = &g.player(self.seat).tricks;
                for die in [DieId::Residence1, DieId::Residence2] {
                    for trick in TrickId::all().filter(|&t| g.in_residence(t)) {
                        cands.extend(tricks.iter().map(|o| Command::LearnTrick {
                            die,
                            trick,
                            overhaul: Some(o.trick),
                        }));
                    }
                }
            }
            SpecialEffect::Hire(HireEffect::Headhunter) => {
                for die in [DieId::InnSpecialist, DieId::InnApprentice] {
                    cands.extend(CharacterId::ALL.map(|character| Command::Hire {
                        die,
                        character: Some(character),
                        second: false,
                    }));
                }
            }
            SpecialEffect::Hire(HireEffect::MassRecruitment) => {
                for die in [DieId::InnSpecialist, DieId::InnApprentice] {
                    cands.push(Command::Hire {
                        die,
                        character: None,
                        second: true,
                    });
                }
            }
            SpecialEffect::TakeCoins(TakeCoinsEffect::Investments) => {
                let sets = g.stock_sets(3);
                for die in [DieId::Bank1, DieId::Bank2] {
                    for &buy in sets.iter().skip(1) {
                        cands.push(Command::TakeCoins {
                            die,
                            buy: Some(buy),
                        });
                    }
                }
            }
            _ => {}
        }
    }

    /// A37 Smuggled Goods (paid in Fame) and A40 Shoplifting (one swapped
    /// for a Component of the first tier).
    fn buy_options(
        &self,
        component: Component,
        items: ComponentSet,
        bargain: u8,
        cands: &mut Vec<Command>,
    ) {
        let buy = self.special.and_then(|c| c.effect().buy());
        if buy == Some(BuyEffect::SmuggledGoods) {
            cands.push(Command::Buy {
                items,
                bargain,
                pay: BuyPayment::Fame,
                shoplift: None,
            });
        }
        if buy == Some(BuyEffect::Shoplifting) {
            for &replacement in &Component::ALL[..4] {
                cands.push(Command::Buy {
                    items,
                    bargain,
                    pay: BuyPayment::Coins,
                    shoplift: Some(Shoplift {
                        component,
                        replacement,
                    }),
                });
            }
        }
    }

    /// Ordering with Buy Now; (prune) decide_order: only with A41 Logistics
    /// or A42 Traveling Merchants.
    fn buy_now(&self, component: Component, slot: u8, cands: &mut Vec<Command>) {
        let order = self.order_effect();
        if !self.prune
            || matches!(
                order,
                Some(OrderEffect::Logistics | OrderEffect::TravelingMerchants)
            )
        {
            cands.push(Command::Order {
                component,
                slot,
                buy_now: true,
            });
        }
    }

    /// A36 Component Sale (up to four, mixed) and A38 Barter with Power
    /// (any from stock for a Shard).
    fn market_specials(&self, ap: u8, cands: &mut Vec<Command>) {
        let buy = self.special.and_then(|c| c.effect().buy());
        if !matches!(
            buy,
            Some(BuyEffect::ComponentSale | BuyEffect::BarterWithPower)
        ) {
            return;
        }
        let sets = self.game.stock_sets(4);
        for &items in sets.iter().skip(1) {
            if buy == Some(BuyEffect::BarterWithPower) {
                cands.push(Command::Buy {
                    items,
                    bargain: 0,
                    pay: BuyPayment::Shard,
                    shoplift: None,
                });
            } else if items.iter().nth(1).is_some() || items.count() > 3 {
                // (One type, up to three, is the plain Buy.)
                cands.extend((0..ap).map(|bargain| Command::Buy {
                    items,
                    bargain,
                    pay: BuyPayment::Coins,
                    shoplift: None,
                }));
            }
        }
    }

    /// Prepares with the acting Character's Workshop card's choice.
    fn prepare_options(&self, cands: &mut Vec<Command>) {
        let Some(effect) = self.special.and_then(|c| c.effect().prepare()) else {
            return;
        };
        for t in &self.game.player(self.seat).tricks {
            for option in self.prepare_choices(effect, t) {
                cands.push(Command::Prepare {
                    trick: t.trick,
                    option: Some(option),
                });
            }
        }
    }

    /// The choices of a Workshop card's `effect` in preparing `t`.
    fn prepare_choices(&self, effect: PrepareEffect, t: &OwnedTrick) -> Vec<PrepareOption> {
        use PrepareOption as O;
        let g = self.game;
        match effect {
            PrepareEffect::TestRun => vec![O::TestRun],
            PrepareEffect::ReplaceableParts => g
                .player(self.seat)
                .tricks
                .iter()
                .map(|o| O::ReplaceableParts { other: o.trick })
                .collect(),
            PrepareEffect::UnstablePrototype => {
                let needed: Vec<Component> =
                    t.trick.card().components.iter().map(|&(c, _)| c).collect();
                multisets(&needed, 3)
                    .into_iter()
                    .skip(1)
                    .map(|components| O::UnstablePrototype { components })
                    .collect()
            }
            PrepareEffect::EnhanceTrick => vec![O::EnhanceTrick],
            PrepareEffect::OnStagePreparation => g
                .spots_for(self.seat, t.symbol)
                .into_iter()
                .map(|(card, slot, facing)| O::OnStage { card, slot, facing })
                .collect(),
            PrepareEffect::HiddenTalent => Specialist::ALL
                .into_iter()
                .map(|specialist| O::HiddenTalent { specialist })
                .collect(),
            // These act by themselves in a plain Prepare.
            PrepareEffect::TrickTweaking | PrepareEffect::Invention | PrepareEffect::Ingenuity => {
                Vec::new()
            }
        }
    }

    /// A05 Buying Time (two Performance cards swapped) and A06 Guest
    /// Performer (a marker on the card's unused area).
    fn theater_specials(&self, cands: &mut Vec<Command>) {
        let g = self.game;
        let tricks = || g.player(self.seat).tricks.iter().filter(|t| t.markers > 0);
        if self.effect() == Some(SpecialEffect::SetUp(SetUpEffect::BuyingTime)) {
            let pairs: Vec<(PerformanceId, PerformanceId)> = g
                .theater
                .iter()
                .flat_map(|a| g.theater.iter().map(move |b| (a.card, b.card)))
                .collect();
            for t in tricks() {
                for (card, slot, facing) in g.spots_for(self.seat, t.symbol) {
                    cands.extend(pairs.iter().map(|&swap| Command::SetUpTrick {
                        trick: t.trick,
                        card,
                        slot,
                        facing,
                        swap: Some(swap),
                    }));
                }
            }
        }
        if self.effect() == Some(SpecialEffect::SetUp(SetUpEffect::GuestPerformer)) {
            for t in tricks() {
                cands.extend(g.theater.iter().map(|c| Command::SetUpGuest {
                    trick: t.trick,
                    card: c.card,
                }));
            }
        }
    }

    /// Performances with the Red Lotus's steal and the Performer's Perform
    /// card (A13 Grand Premiere, A11 Durable Components).
    fn perform_options(&self, cands: &mut Vec<Command>) {
        let g = self.game;
        let p = g.player(self.seat);
        let steals = self.steals();
        let perform = p
            .ability_of(CharacterId::Magician)
            .and_then(|c| c.effect().perform());
        let mut premieres = vec![None];
        let mut durables = vec![None];
        for t in &p.tricks {
            if perform == Some(PerformEffect::GrandPremiere) {
                premieres.extend([YieldKind::Fame, YieldKind::Coins, YieldKind::Shards].map(
                    |doubled| {
                        Some(Premiere {
                            trick: t.trick,
                            doubled,
                        })
                    },
                ));
            }
            if perform == Some(PerformEffect::DurableComponents) {
                durables.push(Some(t.trick));
            }
        }
        for c in &g.theater {
            for &steal in &steals {
                for (&premiere, &durable) in premieres
                    .iter()
                    .flat_map(|p| durables.iter().map(move |d| (p, d)))
                {
                    // Without any choice it is the plain Perform, listed before.
                    if steal.is_none() && premiere.is_none() && durable.is_none() {
                        continue;
                    }
                    cands.push(Command::Perform {
                        card: c.card,
                        steal,
                        premiere,
                        durable,
                    });
                }
            }
        }
    }

    /// The Red Lotus's Trick Steal: no steal, or one of the seat's Tricks
    /// for an opponent's.
    fn steals(&self) -> Vec<Option<Steal>> {
        let g = self.game;
        let p = g.player(self.seat);
        let mut steals = vec![None];
        if p.ability() != Some(MagicianAbility::TrickSteal) {
            return steals;
        }
        for own in &p.tricks {
            for from in g.seats().filter(|&s| s != self.seat) {
                steals.extend(g.player(from).tricks.iter().map(|t| {
                    Some(Steal {
                        own: own.trick,
                        from,
                        trick: t.trick,
                    })
                }));
            }
        }
        steals
    }
}

impl Game {
    /// Every multiset of up to `max` Components in the Market Row's stock,
    /// the empty set first.
    fn stock_sets(&self, max: usize) -> Vec<ComponentSet> {
        let stock: Vec<Component> = Component::ALL
            .into_iter()
            .filter(|&c| self.unit_price(c).is_some())
            .collect();
        multisets(&stock, max)
    }

    /// Where a marker of `seat`'s Trick `symbol` may go: the free slots
    /// facing their Link circles, or any way with Free Orientation.
    fn spots_for(&self, seat: Seat, symbol: Symbol) -> Vec<(PerformanceId, u8, Dir)> {
        if self.free_orientation(seat, symbol) {
            self.free_spots_any_way()
        } else {
            self.free_spots()
        }
    }
}

/// Every multiset of up to `max` Components of `types`, by size, the empty
/// set first.
fn multisets(types: &[Component], max: usize) -> Vec<ComponentSet> {
    let mut sets = vec![ComponentSet::default()];
    for _ in 0..max {
        let mut next = Vec::new();
        for set in &sets {
            for &c in types {
                let mut s = *set;
                s.0[c.index()] += 1;
                if !sets.contains(&s) && !next.contains(&s) {
                    next.push(s);
                }
            }
        }
        sets.extend(next);
    }
    sets
}
