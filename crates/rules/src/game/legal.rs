//! `legal_commands`: every command `apply` would accept for a seat now. Candidates
//! are generated per decision and kept only if `decide` accepts them, so the list
//! can never hold a command the rules refuse.
//!
//! Checking a candidate costs a whole `decide`, so the generator leaves out the
//! candidates that cannot be legal, by conditions that each mirror a refusal of
//! the rules (a Character must be at home to get a card, Enhance needs a Shard,
//! only the Mechaniker boosts, a slot another Character stands on takes none,
//! a die already showing a face cannot be set to it...). Each is marked
//! "(prune)" and names the `decide_*` it mirrors. They only leave candidates
//! out: a wrong one would hide a legal command, never list an illegal one, and
//! the test `pruning_changes_nothing` compares the lists with and without
//! pruning over thousands of positions of random and Dark Alley games.
//! With the Dark Alley, about a quarter of the candidates are legal unpruned.

use crate::cards::{
    BuyEffect, Component, Dir, Enhances, HireEffect, LearnEffect, MagicianAbility, OrderEffect,
    PerformEffect, PerformanceId, PrepareEffect, ProphecyKind, RescheduleEffect, SetUpEffect,
    SpecialEffect, SpecialId, TakeCoinsEffect, TrickId,
};
use crate::command::{BuyPayment, Command, Shoplift, SpecialistChoice};
use crate::game::base::downtown::{HIRE_AP, LEARN_AP, SET_DIE_AP, TAKE_COINS_AP};
use crate::game::base::player::CharState;
use crate::game::modifier::Action;
use crate::game::{Game, Phase};
use crate::model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Seat, Specialist,
};

impl Game {
    /// Every command `apply(seat, ..)` would accept now.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.checked_candidates(seat, true)
    }

    /// The candidates (pruned or not) that `decide` accepts.
    pub(crate) fn checked_candidates(&self, seat: Seat, prune: bool) -> Vec<Command> {
        if seat.index() >= self.players.len() || !self.is_waiting_for(seat) {
            return Vec::new();
        }
        let mut cands = self.candidates(seat, prune);
        let mut scratch = Vec::with_capacity(8);
        cands.retain(|c| self.decide_into(seat, c, &mut scratch).is_ok());
        cands
    }

    /// The acting Character's Special Assignment card, if it enhances `action`
    /// (as `downtown_special` and `market_special` find it).
    fn acting_special(&self, seat: Seat, action: Enhances) -> Option<SpecialId> {
        self.acting(seat)
            .ok()?
            .special
            .filter(|c| c.card().enhances() == action)
    }

    /// Commands that might be legal for `seat` now, in the order listed;
    /// `prune` leaves out those that cannot be.
    fn candidates(&self, seat: Seat, prune: bool) -> Vec<Command> {
        let mut cands: Vec<Command> = Vec::with_capacity(64);
        match &self.phase {
            Phase::ChooseMagicians { .. } => cands.extend(
                self.magician_pool()
                    .map(|magician| Command::ChooseMagician { magician }),
            ),
            Phase::ChooseTricks { .. } => {
                let favorite = self.player(seat).favorite();
                cands.extend(
                    TrickId::all()
                        // (prune) decide_starting_trick: Fame Threshold 1, the
                        // Favorite category, still in the Residence.
                        .filter(|&t| {
                            !prune
                                || (t.card().threshold == 1
                                    && Some(t.card().category) == favorite
                                    && self.in_residence(t))
                        })
                        .map(|trick| Command::ChooseStartingTrick { trick }),
                )
            }
            Phase::SetupBoards {
                components_chosen: false,
                ..
            } => cands.extend(
                ComponentSet::all_worth(2)
                    .into_iter()
                    .map(|components| Command::ChooseStartingComponents { components }),
            ),
            Phase::SetupBoards {
                components_chosen: true,
                ..
            } => {
                for components in ComponentSet::all_worth(2) {
                    cands.push(Command::ChooseSpecialist {
                        choice: SpecialistChoice::Manager { components },
                    });
                }
                for trick in TrickId::all().filter(|t| t.card().threshold == 1) {
                    cands.push(Command::ChooseSpecialist {
                        choice: SpecialistChoice::Engineer { trick },
                    });
                }
                cands.push(Command::ChooseSpecialist {
                    choice: SpecialistChoice::Assistant,
                });
            }
            Phase::Advertise { .. } => {
                cands.push(Command::Advertise);
                cands.push(Command::DeclineAdvertise);
            }
            Phase::Assignment => {
                let p = self.player(seat);
                for c in CharacterId::ALL {
                    if p.cards[c.index()].is_some() {
                        cands.push(Command::Unassign { character: c });
                    } else if !prune || p.state(c) == CharState::Home {
                        // (prune) card_free: only a Character at home gets a card.
                        for location in Location::ALL {
                            // (prune) decide_assign: a card of that Location in hand.
                            if prune && p.hand[location.index()] == 0 {
                                continue;
                            }
                            cands.push(Command::Assign {
                                character: c,
                                location,
                            });
                        }
                        let mut seen = Vec::new();
                        for &card in &p.specials {
                            if !seen.contains(&card) {
                                seen.push(card);
                                cands.push(Command::AssignSpecial { character: c, card });
                            }
                        }
                    }
                }
                // 004 "New magicians", Anjali: lend an Apprentice a Secret.
                if p.ability() == Some(MagicianAbility::LentSecret) {
                    let held = p.academy.as_ref().map(|a| a.held()).unwrap_or_default();
                    for apprentice in CharacterId::APPRENTICES {
                        for &secret in &held {
                            cands.push(Command::LendSecret { apprentice, secret });
                        }
                    }
                }
                cands.push(Command::ConfirmAssignments);
            }
            Phase::PlaceCharacters { acting: None, .. } => {
                let p = self.player(seat);
                if let Some(c) = self.hypnotized_waiting(seat) {
                    cands.push(Command::LeaveIdle { character: c });
                    for location in Location::ALL {
                        cands.push(Command::Assign {
                            character: c,
                            location,
                        });
                    }
                    for &card in &p.specials {
                        cands.push(Command::AssignSpecial { character: c, card });
                    }
                }
                let mimics = self.mimic_candidates(seat);
                let mechaniker =
                    p.ability() == Some(MagicianAbility::MechanicalEnhancement) && !p.ability_used;
                for c in self.to_place(seat) {
                    let own_special = p.special_cards[c.index()];
                    let home = p.cards[c.index()];
                    // check_mimic: once per turn, for a Character with a
                    // Permanent Assignment card.
                    let may_mimic = !p.ability_used && own_special.is_none();
                    for slot in self.placement_slots(seat, c) {
                        // (prune) decide_place checks the slot whatever the options.
                        if prune && self.check_slot(seat, c, slot).is_err() {
                            continue;
                        }
                        let in_theater = slot.location() == Location::Theater;
                        for enhance in [false, true] {
                            // (prune) decide_place: Enhance needs a Shard, and not
                            // in the Theater (unless a Prophecy allows it).
                            if prune
                                && enhance
                                && (p.shards == 0
                                    || (in_theater
                                        && !self.prophecy(ProphecyKind::EnhanceInTheater)))
                            {
                                continue;
                            }
                            if self.alley.is_none() {
                                cands.push(Command::Place {
                                    character: c,
                                    slot,
                                    enhance,
                                    forfeit: false,
                                    boost: false,
                                    mimic: None,
                                });
                                continue;
                            }
                            for forfeit in [false, true] {
                                for boost in [false, true] {
                                    // (prune) decide_place: the Mechaniker's boost,
                                    // once per turn, for an Apprentice outside the
                                    // Theater.
                                    if prune
                                        && boost
                                        && !(mechaniker && c.is_apprentice() && !in_theater)
                                    {
                                        continue;
                                    }
                                    for &mimic in std::iter::once(&None).chain(&mimics) {
                                        // (prune) decide_place: only an ability can be
                                        // forfeited, and a forfeited one is no
                                        // Freelancer: the card's own Location only.
                                        // check_mimic: see `may_mimic`.
                                        if prune
                                            && ((forfeit
                                                && ((own_special.is_none() && mimic.is_none())
                                                    || Some(slot.location()) != home))
                                                || (mimic.is_some() && !may_mimic))
                                        {
                                            continue;
                                        }
                                        cands.push(Command::Place {
                                            character: c,
                                            slot,
                                            enhance,
                                            forfeit,
                                            boost,
                                            mimic,
                                        });
                                    }
                                }
                            }
                        }
                    }
                    cands.push(Command::LeaveIdle { character: c });
                }
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } => {
                if a.pending_links > 0 {
                    cands.push(Command::TakeLinkBonus {
                        reward: FameOrCoins::Fame,
                    });
                    cands.push(Command::TakeLinkBonus {
                        reward: FameOrCoins::Coins,
                    });
                } else {
                    self.action_candidates(seat, a.slot.location(), a.ap, prune, &mut cands);
                    cands.push(Command::EndActions);
                }
            }
            Phase::Performance { .. } => {
                cands.extend(self.theater.iter().map(|c| Command::Perform {
                    card: c.card,
                    steal: None,
                    premiere: None,
                    durable: None,
                }));
                cands.push(Command::DeclinePerformance);
                if self.alley.is_some() {
                    self.perform_with_candidates(seat, &mut cands);
                }
            }
            Phase::BreakingFree { pending_links, .. } => {
                if *pending_links > 0 {
                    cands.push(Command::TakeLinkBonus {
                        reward: FameOrCoins::Fame,
                    });
                    cands.push(Command::TakeLinkBonus {
                        reward: FameOrCoins::Coins,
                    });
                } else {
                    self.theater_candidates(seat, &mut cands);
                    cands.push(Command::DeclineAbility);
                }
            }
            Phase::Possession { .. } => {
                cands.extend(
                    self.theater
                        .iter()
                        .map(|c| Command::Possess { card: c.card }),
                );
                cands.push(Command::DeclineAbility);
            }
            Phase::DiscardPowers { .. } | Phase::LearnPowers { .. } | Phase::Rearrange { .. } => {
                self.power_candidates(seat, &mut cands)
            }
            Phase::TurnSetup => cands.extend(
                self.turn_setup_choices()
                    .into_iter()
                    .map(|places| Command::RerollTurnSetup { places }),
            ),
            Phase::Classroom { .. } => {
                cands.push(Command::ChooseFullYield { trick: None });
                for t in &self.player(seat).tricks {
                    cands.push(Command::ChooseFullYield {
                        trick: Some(t.trick),
                    });
                }
            }
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => {}
        }
        self.return_candidates(seat, &mut cands);
        cands
    }

    /// Magician Powers' own decisions: the set-up discard, learning a Power,
    /// Ears among the Townsfolk.
    fn power_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        use crate::command::Rearrangement;
        let p = self.player(seat);
        let Some(board) = &p.powers else { return };
        let mut hand = board.hand.clone();
        hand.sort();
        hand.dedup();
        match self.phase {
            Phase::DiscardPowers { .. } => {
                cands.extend(hand.iter().map(|&power| Command::DiscardPower { power }))
            }
            Phase::LearnPowers { .. } => {
                for &power in &hand {
                    for slot in 0..board.slots.len() as u8 {
                        cands.push(Command::LearnPower { power, slot });
                    }
                }
                cands.push(Command::PassPower);
            }
            Phase::Rearrange { .. } => {
                cands.push(Command::Rearrange { change: None });
                let waiting: Vec<CharacterId> = self.to_place(seat).collect();
                for (i, &a) in waiting.iter().enumerate() {
                    for &b in &waiting[i + 1..] {
                        cands.push(Command::Rearrange {
                            change: Some(Rearrangement::Swap { a, b }),
                        });
                    }
                    for location in Location::ALL {
                        cands.push(Command::Rearrange {
                            change: Some(Rearrangement::Replace {
                                character: a,
                                location,
                            }),
                        });
                    }
                    let mut specials = p.specials.clone();
                    specials.sort();
                    specials.dedup();
                    for card in specials {
                        cands.push(Command::Rearrange {
                            change: Some(Rearrangement::ReplaceSpecial { character: a, card }),
                        });
                    }
                }
            }
            _ => {}
        }
    }

    /// Every multiset of up to `max` Components in the Market Row's stock, the
    /// empty set first.
    fn stock_sets(&self, max: usize) -> Vec<ComponentSet> {
        let stock: Vec<Component> = Component::ALL
            .into_iter()
            .filter(|&c| self.unit_price(c).is_some())
            .collect();
        let mut sets = vec![ComponentSet::default()];
        for _ in 0..max {
            let mut next = Vec::new();
            for set in &sets {
                for &c in &stock {
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

    fn return_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        for t in &p.tricks {
            cands.push(Command::ReturnTrick { trick: t.trick });
        }
        for c in Component::ALL {
            for count in 1..=p.components[c.index()] {
                cands.push(Command::ReturnComponents {
                    component: c,
                    count,
                });
            }
        }
    }

    fn action_candidates(
        &self,
        seat: Seat,
        location: Location,
        ap: u8,
        prune: bool,
        cands: &mut Vec<Command>,
    ) {
        let p = self.player(seat);
        match location {
            Location::Academy => self.academy_candidates(seat, cands),
            Location::Downtown => {
                let learn = self.acting_special(seat, Enhances::LearnTrick);
                let thirst = learn.is_some_and(|c| {
                    c.effect() == SpecialEffect::Learn(LearnEffect::ThirstForKnowledge)
                });
                let learn_ap = self.action_ap(seat, Action::LearnTrick, LEARN_AP);
                // (prune) decide_learn: the Action Points, a free Symbol
                // Marker (four Tricks at most).
                if !prune || (ap >= learn_ap && p.free_symbol().is_some()) {
                    for die in [DieId::Residence1, DieId::Residence2] {
                        let face = self.die(die);
                        for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
                            // (prune) decide_learn: a die that is not X
                            // showing the category, '?', or the Favorite
                            // category; Coins for the missing Fame.
                            if prune {
                                let card = trick.card();
                                let allowed = match face {
                                    DieFace::X => false,
                                    DieFace::AnyTrick => true,
                                    DieFace::Trick(c) => c == card.category,
                                    _ => false,
                                } || (face != DieFace::X
                                    && (p.favorite() == Some(card.category) || thirst));
                                if !allowed || self.learn_price(seat, trick) > p.coins {
                                    continue;
                                }
                            }
                            cands.push(Command::LearnTrick {
                                die,
                                trick,
                                overhaul: None,
                            });
                        }
                    }
                }
                if let Some(card) = self.acting(seat).ok().and_then(|a| a.special) {
                    self.downtown_special_candidates(seat, card, cands);
                }
                if self.config.options.powers {
                    cands.push(Command::Gamble);
                }
                let coins_ap = self.action_ap(seat, Action::TakeCoins, TAKE_COINS_AP);
                let hire_ap = self.action_ap(seat, Action::Hire, HIRE_AP);
                for die in DieId::ALL {
                    // (prune) decide_hire: the Action Points, an Inn die
                    // that is not X.
                    if !prune
                        || (ap >= hire_ap
                            && matches!(die, DieId::InnSpecialist | DieId::InnApprentice)
                            && self.die(die) != DieFace::X)
                    {
                        cands.push(Command::Hire {
                            die,
                            character: None,
                            second: false,
                        });
                    }
                    // (prune) decide_take_coins: a Bank die showing Coins.
                    if !prune
                        || (ap >= coins_ap
                            && matches!(die, DieId::Bank1 | DieId::Bank2)
                            && matches!(self.die(die), DieFace::Coins(_)))
                    {
                        cands.push(Command::TakeCoins { die, buy: None });
                    }
                    cands.push(Command::RerollDie { die });
                    // (prune) decide_set_die: the Action Points, and another face.
                    if prune && ap < self.action_ap(seat, Action::SetDie, SET_DIE_AP) {
                        continue;
                    }
                    let mut faces = die.faces().to_vec();
                    faces.dedup();
                    for face in faces {
                        if prune && self.die(die) == face {
                            continue;
                        }
                        cands.push(Command::SetDie { die, face });
                    }
                }
            }
            Location::MarketRow => {
                let dark = self.alley.is_some();
                let card = self.acting(seat).ok().and_then(|a| a.special);
                let buy = card.and_then(|c| c.effect().buy());
                let order = self
                    .acting_special(seat, Enhances::Order)
                    .and_then(|c| c.effect().order());
                let buy_special = self.acting_special(seat, Enhances::Buy).is_some();
                let paid = self.acting(seat).map_or(0, |a| a.paid);
                // (prune) decide_buy, for one type: room on the board, and
                // without a Buy card (whose prices differ) the price after
                // Bargain above 0 and within the player's Coins.
                let may_buy = |component: Component, count: u8, bargain: u8| {
                    if crate::game::base::market_row::room_for(p, component, count).is_err() {
                        return false;
                    }
                    if buy_special {
                        return true;
                    }
                    let Some(unit) = self.unit_price(component) else {
                        return false;
                    };
                    let price = self.buy_price(
                        seat,
                        ComponentSet::of(&[(component, count)]),
                        unit * u32::from(count),
                    );
                    let bargain = u32::from(bargain);
                    !(bargain > price || (bargain > 0 && paid + price - bargain == 0))
                        && price - bargain <= p.coins
                };
                let delivery = buy == Some(BuyEffect::WorkshopDelivery);
                for component in Component::ALL {
                    let owned = delivery && p.components[component.index()] > 0;
                    if self.unit_price(component).is_some() || owned {
                        for count in 1..=3 {
                            for bargain in 0..ap {
                                if prune && !may_buy(component, count, bargain) {
                                    continue;
                                }
                                let items = ComponentSet::of(&[(component, count)]);
                                cands.push(Command::Buy {
                                    items,
                                    bargain,
                                    pay: BuyPayment::Coins,
                                    shoplift: None,
                                });
                                if !dark {
                                    continue;
                                }
                                if buy == Some(BuyEffect::SmuggledGoods) {
                                    cands.push(Command::Buy {
                                        items,
                                        bargain,
                                        pay: BuyPayment::Fame,
                                        shoplift: None,
                                    });
                                }
                                if buy == Some(BuyEffect::Shoplifting) {
                                    for replacement in &Component::ALL[..4] {
                                        cands.push(Command::Buy {
                                            items,
                                            bargain,
                                            pay: BuyPayment::Coins,
                                            shoplift: Some(Shoplift {
                                                component,
                                                replacement: *replacement,
                                            }),
                                        });
                                    }
                                }
                            }
                        }
                    }
                    for slot in 0..4 {
                        // (prune) decide_order: with A41 Logistics, a type not
                        // delivered yet; else a free Order slot and a type not in
                        // the Order area, and Buy Now only with A42 Traveling
                        // Merchants.
                        let orderable = !prune
                            || (ap >= crate::game::base::market_row::ORDER_AP
                                && if order == Some(OrderEffect::Logistics) {
                                    !self.market.extra.contains(&component)
                                } else {
                                    self.market.order[slot as usize].is_none()
                                        && !self.market.order.contains(&Some(component))
                                });
                        if !orderable {
                            continue;
                        }
                        cands.push(Command::Order {
                            component,
                            slot,
                            buy_now: false,
                        });
                        // (prune) decide_order: Buy Now only with A41
                        // Logistics or A42 Traveling Merchants.
                        if dark
                            && (!prune
                                || matches!(
                                    order,
                                    Some(OrderEffect::Logistics | OrderEffect::TravelingMerchants)
                                ))
                        {
                            cands.push(Command::Order {
                                component,
                                slot,
                                buy_now: true,
                            });
                        }
                    }
                    cands.push(Command::QuickOrder { component });
                }
                if matches!(
                    buy,
                    Some(BuyEffect::ComponentSale | BuyEffect::BarterWithPower)
                ) {
                    let sets = self.stock_sets(4);
                    for &items in sets.iter().skip(1) {
                        if buy == Some(BuyEffect::BarterWithPower) {
                            cands.push(Command::Buy {
                                items,
                                bargain: 0,
                                pay: BuyPayment::Shard,
                                shoplift: None,
                            });
                        } else if items.iter().nth(1).is_some() || items.count() > 3 {
                            // (One type, up to three, is the plain Buy above.)
                            for bargain in 0..ap {
                                cands.push(Command::Buy {
                                    items,
                                    bargain,
                                    pay: BuyPayment::Coins,
                                    shoplift: None,
                                });
                            }
                        }
                    }
                }
            }
            Location::Workshop => {
                self.prepare_with_candidates(seat, cands);
                for t in &p.tricks {
                    cands.push(Command::prepare(t.trick));
                    cands.push(Command::MoveTrick { trick: t.trick });
                }
                use crate::game::base::workshop::MOVE_AP;
                // (prune) decide_move_components: the Manager, a pile of that
                // type not on a Multi slot yet.
                let manager = ap >= MOVE_AP && p.has_specialist(Specialist::Manager);
                for component in Component::ALL {
                    if prune
                        && !(manager
                            && p.components[component.index()] > 0
                            && !p.multi_slots.contains(&Some(component)))
                    {
                        continue;
                    }
                    for slot in 0..2 {
                        cands.push(Command::MoveComponents { component, slot });
                    }
                }
                // (prune) decide_move_apprentice: the Assistant with a free slot,
                // an Apprentice still on the board.
                let assistant = ap >= MOVE_AP
                    && p.has_specialist(Specialist::Assistant)
                    && p.assistant_slot.is_none();
                for apprentice in CharacterId::APPRENTICES {
                    if prune
                        && !(assistant
                            && matches!(p.state(apprentice), CharState::Home | CharState::Idle))
                    {
                        continue;
                    }
                    cands.push(Command::MoveApprentice { apprentice });
                }
            }
            Location::Theater => self.theater_candidates(seat, cands),
            Location::DarkAlley => {
                for deck in crate::game::dark_alley::SPECIAL_DECKS {
                    cands.push(Command::DrawSpecial { deck });
                }
                cands.push(Command::FortuneTelling);
                for pending in 0..3 {
                    cands.push(Command::FateWeaving { pending });
                }
            }
        }
    }

    /// Learn, Hire and Take Coins with the acting Character's Downtown card.
    fn downtown_special_candidates(
        &self,
        seat: Seat,
        card: crate::cards::SpecialId,
        cands: &mut Vec<Command>,
    ) {
        let p = self.player(seat);
        match card.effect() {
            SpecialEffect::Learn(LearnEffect::TrickOverhaul) => {
                for die in [DieId::Residence1, DieId::Residence2] {
                    for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
                        for o in &p.tricks {
                            cands.push(Command::LearnTrick {
                                die,
                                trick,
                                overhaul: Some(o.trick),
                            });
                        }
                    }
                }
            }
            SpecialEffect::Hire(HireEffect::Headhunter) => {
                for die in [DieId::InnSpecialist, DieId::InnApprentice] {
                    for character in CharacterId::ALL {
                        cands.push(Command::Hire {
                            die,
                            character: Some(character),
                            second: false,
                        });
                    }
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
                let sets = self.stock_sets(3);
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

    /// Prepares with the acting Character's Workshop Special Assignment choice.
    fn prepare_with_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        use crate::command::PrepareOption as O;
        let Ok(a) = self.acting(seat) else { return };
        let Some(card) = a.special else { return };
        let p = self.player(seat);
        let Some(effect) = card.effect().prepare() else {
            return;
        };
        for t in &p.tricks {
            let mut options = Vec::new();
            match effect {
                PrepareEffect::TestRun => options.push(O::TestRun),
                PrepareEffect::ReplaceableParts => {
                    for o in &p.tricks {
                        options.push(O::ReplaceableParts { other: o.trick });
                    }
                }
                PrepareEffect::UnstablePrototype => {
                    let req: Vec<Component> =
                        t.trick.card().components.iter().map(|&(c, _)| c).collect();
                    let mut sets = vec![ComponentSet::default()];
                    for _ in 0..3 {
                        let mut next = Vec::new();
                        for set in &sets {
                            for &c in &req {
                                let mut s = *set;
                                s.0[c.index()] += 1;
                                if !sets.contains(&s) && !next.contains(&s) {
                                    next.push(s);
                                }
                            }
                        }
                        sets.extend(next);
                    }
                    for components in sets.into_iter().skip(1) {
                        options.push(O::UnstablePrototype { components });
                    }
                }
                PrepareEffect::EnhanceTrick => options.push(O::EnhanceTrick),
                PrepareEffect::OnStagePreparation => {
                    for (to, slot, facing) in self.spots_for(seat, t.symbol) {
                        options.push(O::OnStage {
                            card: to,
                            slot,
                            facing,
                        });
                    }
                }
                PrepareEffect::HiddenTalent => {
                    for specialist in crate::model::Specialist::ALL {
                        options.push(O::HiddenTalent { specialist });
                    }
                }
                // These act by themselves in a plain Prepare.
                PrepareEffect::TrickTweaking
                | PrepareEffect::Invention
                | PrepareEffect::Ingenuity => {}
            }
            for option in options {
                cands.push(Command::Prepare {
                    trick: t.trick,
                    option: Some(option),
                });
            }
        }
    }

    /// Free Performance card slots with the directions of their Link circles.
    pub(crate) fn free_spots(&self) -> Vec<(PerformanceId, u8, Dir)> {
        self.theater
            .iter()
            .flat_map(|c| {
                let printed = c.card.card();
                printed.slots.iter().enumerate().flat_map(move |(i, s)| {
                    let free = c.is_free(i);
                    s.links
                        .iter()
                        .filter(move |_| free)
                        .map(move |l| (c.card, i as u8, l.dir))
                })
            })
            .collect()
    }

    /// Free slots facing every way (004 "Practice", Free Orientation).
    fn free_spots_any_way(&self) -> Vec<(PerformanceId, u8, Dir)> {
        self.theater
            .iter()
            .flat_map(|c| {
                (0..c.markers.len())
                    .filter(|&i| c.is_free(i))
                    .flat_map(move |i| Dir::ALL.map(|d| (c.card, i as u8, d)))
            })
            .collect()
    }

    /// Where a marker of `seat`'s Trick `symbol` may go: the free slots
    /// facing their Link circles, or any way with Free Orientation.
    fn spots_for(&self, seat: Seat, symbol: crate::model::Symbol) -> Vec<(PerformanceId, u8, Dir)> {
        if self.free_orientation(seat, symbol) {
            self.free_spots_any_way()
        } else {
            self.free_spots()
        }
    }

    /// Performances with the Red Lotus's steal and the Performer's Perform card.
    fn perform_with_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        use crate::command::{Premiere, Steal, YieldKind};
        let p = self.player(seat);
        let mut steals = vec![None];
        if p.ability() == Some(MagicianAbility::TrickSteal) {
            for own in &p.tricks {
                for from in self.seats().filter(|&s| s != seat) {
                    for t in &self.player(from).tricks {
                        steals.push(Some(Steal {
                            own: own.trick,
                            from,
                            trick: t.trick,
                        }));
                    }
                }
            }
        }
        let perform = p
            .ability_of(crate::model::CharacterId::Magician)
            .and_then(|c| c.effect().perform());
        let mut premieres = vec![None];
        let mut durables = vec![None];
        for t in &p.tricks {
            if perform == Some(PerformEffect::GrandPremiere) {
                for doubled in [YieldKind::Fame, YieldKind::Coins, YieldKind::Shards] {
                    premieres.push(Some(Premiere {
                        trick: t.trick,
                        doubled,
                    }));
                }
            }
            if perform == Some(PerformEffect::DurableComponents) {
                durables.push(Some(t.trick));
            }
        }
        for c in &self.theater {
            for &steal in &steals {
                for &premiere in &premieres {
                    for &durable in &durables {
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
    }

    /// Opponents' Special Assignment cards the Great Optico might copy.
    fn mimic_candidates(&self, seat: Seat) -> Vec<Option<crate::cards::SpecialId>> {
        let mut out = Vec::new();
        if self.player(seat).ability() != Some(MagicianAbility::Mimesis) {
            return out;
        }
        for s in self.seats().filter(|&s| s != seat) {
            for card in self.player(s).special_cards.iter().flatten() {
                if !out.contains(&Some(*card)) {
                    out.push(Some(*card));
                }
            }
        }
        out
    }

    /// Set Up and Reschedule only onto free slots, facing their Link circles.
    fn theater_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        let free_spots = self.free_spots();
        let any_way = if self.academy.is_some() {
            self.free_spots_any_way()
        } else {
            Vec::new()
        };
        // 004 "Practice", Free Orientation: its markers face any way.
        let spots = |seat: Seat, symbol| {
            if self.free_orientation(seat, symbol) {
                &any_way
            } else {
                &free_spots
            }
        };
        let electra = p.ability() == Some(MagicianAbility::Supercharge);
        for t in p.tricks.iter().filter(|t| t.markers > 0) {
            for &(card, slot, facing) in spots(seat, t.symbol) {
                cands.push(Command::set_up_trick(t.trick, card, slot, facing));
                if electra && t.markers > 1 {
                    cands.push(Command::SetUpPiled {
                        trick: t.trick,
                        card,
                        slot,
                        facing,
                    });
                }
            }
        }
        let effect = self
            .acting(seat)
            .ok()
            .and_then(|a| a.special)
            .map(|c| c.effect());
        let favor = effect == Some(SpecialEffect::Reschedule(RescheduleEffect::DirectorsFavor));
        if effect == Some(SpecialEffect::SetUp(SetUpEffect::BuyingTime)) {
            for t in p.tricks.iter().filter(|t| t.markers > 0) {
                for &(card, slot, facing) in spots(seat, t.symbol) {
                    for a in &self.theater {
                        for b in &self.theater {
                            cands.push(Command::SetUpTrick {
                                trick: t.trick,
                                card,
                                slot,
                                facing,
                                swap: Some((a.card, b.card)),
                            });
                        }
                    }
                }
            }
        }
        if effect == Some(SpecialEffect::SetUp(SetUpEffect::GuestPerformer)) {
            for t in p.tricks.iter().filter(|t| t.markers > 0) {
                for c in &self.theater {
                    cands.push(Command::SetUpGuest {
                        trick: t.trick,
                        card: c.card,
                    });
                }
            }
        }
        for c in &self.theater {
            for (i, m) in c.markers.iter().enumerate() {
                let street = effect
                    == Some(SpecialEffect::Reschedule(
                        RescheduleEffect::StreetPerformance,
                    ));
                if street && matches!(m, Some(m) if m.seat == seat) {
                    cands.push(Command::StreetPerformance {
                        card: c.card,
                        slot: i as u8,
                    });
                }
                if let Some(m) = m.filter(|m| m.seat == seat || favor) {
                    for &(to_card, to_slot, facing) in spots(m.seat, m.symbol) {
                        cands.push(Command::Reschedule {
                            card: c.card,
                            slot: i as u8,
                            to_card,
                            to_slot,
                            facing,
                        });
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use crate::command::Command;
    use crate::config::{GameConfig, GameOptions};
    use crate::game::Game;

    /// Return and un-assign commands, which uniform players pick so often
    /// that they rarely get far (see the `keep` policy of `playouts`).
    fn gives_back(c: &Command) -> bool {
        matches!(
            c,
            Command::ReturnTrick { .. }
                | Command::ReturnComponents { .. }
                | Command::Unassign { .. }
        )
    }

    /// Plays `games` random games of `config(seed)`, comparing at every
    /// decision every waiting seat's legal commands with and without pruning.
    /// Returns how many lists were compared.
    fn compare(config: impl Fn(u64) -> GameConfig, games: u64, keep: bool) -> u64 {
        let mut compared = 0;
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
            let mut g = Game::new(config(seed)).unwrap();
            while !g.is_over() {
                let waiting = g.waiting_for();
                for &seat in &waiting {
                    let pruned = g.legal_commands(seat);
                    let full = g.checked_candidates(seat, false);
                    assert_eq!(
                        pruned, full,
                        "seed {seed}, {seat} in {:?}: pruning changed the legal commands",
                        g.phase
                    );
                    compared += 1;
                }
                let seat = waiting[rng.next_u32() as usize % waiting.len()];
                let legal = g.legal_commands(seat);
                let kept: Vec<&Command> =
                    legal.iter().filter(|c| !keep || !gives_back(c)).collect();
                let pick = if kept.is_empty() {
                    &legal[rng.next_u32() as usize % legal.len()]
                } else {
                    kept[rng.next_u32() as usize % kept.len()]
                };
                g.apply(seat, pick).unwrap();
            }
        }
        compared
    }

    /// Pruning only leaves out candidates the rules refuse: the legal
    /// commands are the same, in the same order, with and without it.
    #[test]
    fn pruning_changes_nothing() {
        let mut compared = 0;
        for players in 2..=4 {
            compared += compare(|s| GameConfig::base(players, s), 6, false);
            compared += compare(|s| GameConfig::base(players, 100 + s), 6, true);
            compared += compare(|s| GameConfig::dark_alley(players, 200 + s), 6, false);
            compared += compare(|s| GameConfig::dark_alley(players, 300 + s), 6, true);
            // Magician Powers: Personal Supply, Gambling and the Power slots
            // change what may be bought and when.
            let powers = |s| {
                GameOptions {
                    powers: true,
                    ..GameOptions::dark_alley(players)
                }
                .config(400 + s)
            };
            compared += compare(powers, 4, true);
        }
        let duel = |s| {
            GameOptions {
                duel: true,
                ..GameOptions::dark_alley(2)
            }
            .config(500 + s)
        };
        compared += compare(duel, 4, true);
        assert!(compared > 10_000, "{compared} positions");
    }
}
