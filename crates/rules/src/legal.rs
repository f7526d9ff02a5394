//! `legal_commands`: every command `apply` would accept for a seat now. Candidates
//! are generated per decision and kept only if `decide` accepts them, so the list
//! and the rules can never disagree.

use crate::cards::{
    BuyEffect, Component, Dir, HireEffect, LearnEffect, MagicianAbility, MagicianId, PerformEffect,
    PerformanceId, PrepareEffect, RescheduleEffect, SetUpEffect, SpecialEffect, TakeCoinsEffect,
    TrickId,
};
use crate::command::{BuyPayment, Command, Shoplift, SpecialistChoice};
use crate::model::{CharacterId, ComponentSet, DieId, FameOrCoins, Location, Seat};
use crate::state::{Game, Phase};

impl Game {
    /// Every command `apply(seat, ..)` would accept now.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if seat.index() >= self.players.len() || !self.is_waiting_for(seat) {
            return Vec::new();
        }
        let mut cands: Vec<Command> = Vec::with_capacity(64);
        match &self.phase {
            Phase::ChooseMagicians { .. } => {
                cands.extend(MagicianId::all().map(|magician| Command::ChooseMagician { magician }))
            }
            Phase::ChooseTricks { .. } => {
                cands.extend(TrickId::all().map(|trick| Command::ChooseStartingTrick { trick }))
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
                    } else {
                        for location in Location::ALL {
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
                for c in self.to_place(seat) {
                    for slot in self.placement_slots(seat, c) {
                        for enhance in [false, true] {
                            cands.push(Command::Place {
                                character: c,
                                slot,
                                enhance,
                            });
                            if self.alley.is_none() {
                                continue;
                            }
                            for forfeit in [false, true] {
                                for boost in [false, true] {
                                    for &mimic in std::iter::once(&None).chain(&mimics) {
                                        cands.push(Command::PlaceWith {
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
                    self.action_candidates(seat, a.slot.location(), a.ap, &mut cands);
                    cands.push(Command::EndActions);
                }
            }
            Phase::Performance { .. } => {
                cands.extend(
                    self.theater
                        .iter()
                        .map(|c| Command::Perform { card: c.card }),
                );
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
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => {}
        }
        self.return_candidates(seat, &mut cands);
        let mut scratch = Vec::with_capacity(8);
        cands.retain(|c| self.decide_into(seat, c, &mut scratch).is_ok());
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

    fn action_candidates(&self, seat: Seat, location: Location, ap: u8, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        match location {
            Location::Downtown => {
                for die in [DieId::Residence1, DieId::Residence2] {
                    for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
                        cands.push(Command::LearnTrick { die, trick });
                    }
                }
                if let Some(card) = self.acting(seat).ok().and_then(|a| a.special) {
                    self.downtown_special_candidates(seat, card, cands);
                }
                if self.config.powers {
                    cands.push(Command::Gamble);
                }
                for die in DieId::ALL {
                    cands.push(Command::Hire { die });
                    cands.push(Command::TakeCoins { die });
                    cands.push(Command::RerollDie { die });
                    let mut faces = die.faces().to_vec();
                    faces.dedup();
                    for face in faces {
                        cands.push(Command::SetDie { die, face });
                    }
                }
            }
            Location::MarketRow => {
                let dark = self.alley.is_some();
                let card = self.acting(seat).ok().and_then(|a| a.special);
                let buy = card.and_then(|c| c.effect().buy());
                let delivery = buy == Some(BuyEffect::WorkshopDelivery);
                for component in Component::ALL {
                    let owned = delivery && p.components[component.index()] > 0;
                    if self.unit_price(component).is_some() || owned {
                        for count in 1..=3 {
                            for bargain in 0..ap {
                                cands.push(Command::Buy {
                                    component,
                                    count,
                                    bargain,
                                });
                                if !dark {
                                    continue;
                                }
                                let items = ComponentSet::of(&[(component, count)]);
                                let mut pays = vec![BuyPayment::Coins];
                                if buy == Some(BuyEffect::SmuggledGoods) {
                                    pays.push(BuyPayment::Fame);
                                }
                                for pay in pays {
                                    cands.push(Command::BuyWith {
                                        items,
                                        bargain,
                                        pay,
                                        shoplift: None,
                                    });
                                }
                                if buy == Some(BuyEffect::Shoplifting) {
                                    for replacement in &Component::ALL[..4] {
                                        cands.push(Command::BuyWith {
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
                        cands.push(Command::Order { component, slot });
                        if dark {
                            for buy_now in [false, true] {
                                cands.push(Command::OrderWith {
                                    component,
                                    slot,
                                    buy_now,
                                });
                            }
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
                            cands.push(Command::BuyWith {
                                items,
                                bargain: 0,
                                pay: BuyPayment::Shard,
                                shoplift: None,
                            });
                        } else {
                            for bargain in 0..ap {
                                cands.push(Command::BuyWith {
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
                    cands.push(Command::Prepare { trick: t.trick });
                    cands.push(Command::MoveTrick { trick: t.trick });
                }
                for component in Component::ALL {
                    for slot in 0..2 {
                        cands.push(Command::MoveComponents { component, slot });
                    }
                }
                for apprentice in CharacterId::APPRENTICES {
                    cands.push(Command::MoveApprentice { apprentice });
                }
            }
            Location::Theater => self.theater_candidates(seat, cands),
            Location::DarkAlley => {
                for deck in crate::dark_alley::SPECIAL_DECKS {
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
                            cands.push(Command::LearnOverhaul {
                                die,
                                trick,
                                overhaul: o.trick,
                            });
                        }
                    }
                }
            }
            SpecialEffect::Hire(
                HireEffect::Headhunter
                | HireEffect::MassRecruitment
                | HireEffect::HypnoticMotivation,
            ) => {
                for die in [DieId::InnSpecialist, DieId::InnApprentice] {
                    for character in CharacterId::ALL {
                        for second in [false, true] {
                            cands.push(Command::HireWith {
                                die,
                                character,
                                second,
                            });
                        }
                    }
                }
            }
            SpecialEffect::TakeCoins(TakeCoinsEffect::Investments) => {
                let sets = self.stock_sets(3);
                for die in [DieId::Bank1, DieId::Bank2] {
                    for &buy in sets.iter().skip(1) {
                        cands.push(Command::TakeCoinsInvesting { die, buy });
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
                    for (to, slot, facing) in self.free_spots() {
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
                cands.push(Command::PrepareWith {
                    trick: t.trick,
                    option,
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
                        cands.push(Command::PerformWith {
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
        let electra = p.ability() == Some(MagicianAbility::Supercharge);
        for t in p.tricks.iter().filter(|t| t.markers > 0) {
            for &(card, slot, facing) in &free_spots {
                cands.push(Command::SetUpTrick {
                    trick: t.trick,
                    card,
                    slot,
                    facing,
                });
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
                for &(card, slot, facing) in &free_spots {
                    for a in &self.theater {
                        for b in &self.theater {
                            cands.push(Command::SetUpSwapping {
                                trick: t.trick,
                                card,
                                slot,
                                facing,
                                swap: (a.card, b.card),
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
                if matches!(m, Some(m) if m.seat == seat || favor) {
                    for &(to_card, to_slot, facing) in &free_spots {
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
