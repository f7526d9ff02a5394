//! The phases of a turn up to the Performance: Roll Dice, Set Initiative Order,
//! Advertise, Assignment and Place Characters (with Idle and Enhance Character),
//! plus returning Tricks and Components at the player's own decision points.

mod candidates;
mod events;

pub use events::{AssignmentEvent, PlacementEvent, TurnEvent};

use crate::cards::{
    AnyEffect, Component, MagicianAbility, ProphecyKind, SpecialEffect, SpecialId, TrickId,
};
use crate::content::PowerEffect;
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::player::CharState;
use crate::game::base::theater::TheaterEvent;
use crate::game::dark_alley::abilities::AbilityEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::dark_alley::AlleyEvent;
use crate::game::Event;
use crate::game::{Acting, Game, Phase};
use crate::model::{CharacterId, DieId, FameOrCoins, Location, Seat, Slot, Weekday};
use crate::rules_version::Change;

/// The Dark Alley's choices made when placing a Character (`Command::Place`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlaceOptions {
    pub forfeit: bool,
    pub boost: bool,
    pub mimic: Option<SpecialId>,
}

impl Game {
    /// Roll Dice (every turn) and Set Initiative Order (from turn 2).
    pub(crate) fn auto_start_turn(&self, out: &mut Vec<Event>) {
        let turn = self.turn + 1;
        out.push(Event::Turn(TurnEvent::TurnStarted { turn }));
        let mut draw = self.rng.next_stream();
        let mut faces = [crate::model::DieFace::X; 6];
        for die in DieId::ALL {
            faces[die.index()] = die.faces()[draw.below(6)];
        }
        out.push(Event::Turn(TurnEvent::DiceRolled { faces }));
        self.push_turn_setup(out);
        self.push_heir_turn_setup(turn, out);
        if turn >= 2 {
            out.push(Event::Turn(TurnEvent::InitiativeSet {
                order: self.next_initiative(),
            }));
        }
    }

    /// Least Fame first; players on the same Fame swap their previous relative order
    /// (rulebook "Set Initiative Order").
    pub(crate) fn next_initiative(&self) -> Vec<Seat> {
        let mut order = self.initiative.clone();
        let pos = |s: Seat| self.initiative.iter().position(|&o| o == s).unwrap_or(0);
        order.sort_by_key(|&s| (self.player(s).fame, std::cmp::Reverse(pos(s))));
        order
    }

    pub(crate) fn auto_advertise(&self, pos: u8, out: &mut Vec<Event>) {
        if pos as usize == self.initiative.len() {
            self.push_assignment_start(out);
            return;
        }
        let seat = self.initiative[pos as usize];
        if self.player(seat).coins < self.initiative_slot(seat) {
            out.push(Event::Turn(TurnEvent::AdvertiseDeclined { seat }));
        }
    }

    /// Advertise: pay Coins equal to your Initiative slot number for 2 Fame.
    pub(crate) fn decide_advertise(
        &self,
        seat: Seat,
        advertise: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::Advertise { .. }) {
            return Err(RuleError::WrongTime(
                "Advertising happens after the Initiative Order is set",
            ));
        }
        if !advertise {
            out.push(Event::Turn(TurnEvent::AdvertiseDeclined { seat }));
            return Ok(());
        }
        let cost = self.initiative_slot(seat);
        let have = self.player(seat).coins;
        if have < cost {
            return Err(RuleError::NotEnoughCoins { needed: cost, have });
        }
        out.push(Event::Turn(TurnEvent::Advertised {
            seat,
            coins: cost,
            fame: 2,
        }));
        self.push_power_yields(seat, out, |e| match e {
            PowerEffect::AdvertiseBonus { fame } => Some((fame, 0, 0)),
            _ => None,
        });
        Ok(())
    }

    fn in_assignment(&self) -> Result<(), RuleError> {
        if self.phase != Phase::Assignment {
            return Err(RuleError::WrongTime(
                "Assignment cards are placed during the Assignment phase",
            ));
        }
        Ok(())
    }

    /// Assignment cards go under Characters in the Assignment phase, or under a
    /// Character A27 Hypnotic Motivation just hired, at its owner's placement turn.
    fn assigning(&self, seat: Seat, character: CharacterId) -> Result<(), RuleError> {
        if self.player(seat).hypnotized == Some(character) && self.placing(seat).is_ok() {
            return Ok(());
        }
        self.in_assignment()
    }

    /// The seat's player, if `character` is at home without a card and may get one now.
    fn card_free(
        &self,
        seat: Seat,
        character: CharacterId,
    ) -> Result<&crate::game::Player, RuleError> {
        self.assigning(seat, character)?;
        let p = self.player(seat);
        if p.state(character) != CharState::Home {
            return Err(RuleError::NoSuchCharacter);
        }
        if p.cards[character.index()].is_some() {
            return Err(RuleError::CharacterUnavailable(
                "it already has an Assignment card",
            ));
        }
        Ok(p)
    }

    pub(crate) fn decide_assign(
        &self,
        seat: Seat,
        character: CharacterId,
        location: Location,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let p = self.card_free(seat, character)?;
        if p.hand[location.index()] == 0 {
            return Err(RuleError::NoCard(location.name()));
        }
        out.push(Event::Assignment(AssignmentEvent::CardAssigned {
            seat,
            character,
            location: Some(location),
        }));
        Ok(())
    }

    /// A Special Assignment card from the hand, face down under a Character.
    pub(crate) fn decide_assign_special(
        &self,
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let p = self.card_free(seat, character)?;
        if !p.specials.contains(&card) {
            return Err(RuleError::NoCard("such a Special"));
        }
        out.push(Event::Special(SpecialEvent::SpecialAssigned {
            seat,
            character,
            card: Some(card),
        }));
        Ok(())
    }

    pub(crate) fn decide_unassign(
        &self,
        seat: Seat,
        character: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.in_assignment()?;
        if let Some(card) = self.player(seat).special_cards[character.index()] {
            out.push(Event::Special(SpecialEvent::SpecialUnassigned {
                seat,
                character,
                card: Some(card),
            }));
            return Ok(());
        }
        let location = self.player(seat).cards[character.index()]
            .ok_or(RuleError::CharacterUnavailable("it has no Assignment card"))?;
        out.push(Event::Assignment(AssignmentEvent::CardUnassigned {
            seat,
            character,
            location: Some(location),
        }));
        Ok(())
    }

    pub(crate) fn decide_confirm(&self, seat: Seat, out: &mut Vec<Event>) -> Result<(), RuleError> {
        self.in_assignment()?;
        out.push(Event::Assignment(AssignmentEvent::AssignmentConfirmed {
            seat,
        }));
        Ok(())
    }

    /// When every player is done, all cards are revealed at once.
    pub(crate) fn auto_assignment(&self, out: &mut Vec<Event>) {
        if !self.players.iter().all(|p| p.assignment_confirmed) {
            return;
        }
        // P20: the cards stay face down until their Characters are placed.
        let hidden = self.prophecy(ProphecyKind::HiddenAssignments);
        let mut cards = Vec::new();
        let mut specials = Vec::new();
        for seat in self.seats().filter(|_| !hidden) {
            let p = self.player(seat);
            for c in CharacterId::ALL {
                if let Some(loc) = p.cards[c.index()] {
                    cards.push((seat, c, loc));
                }
                if let Some(card) = p.special_cards[c.index()] {
                    specials.push((seat, c, card));
                }
            }
        }
        out.push(Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards,
        }));
        if !specials.is_empty() {
            out.push(Event::Special(SpecialEvent::SpecialsRevealed {
                cards: specials,
            }));
        }
    }

    /// Whether a Character's Assignment card is face up for everyone now.
    pub(crate) fn card_revealed(&self, seat: Seat, c: CharacterId) -> bool {
        match self.phase {
            Phase::ChooseMagicians { .. }
            | Phase::ChooseTricks { .. }
            | Phase::SetupBoards { .. }
            | Phase::StartTurn
            | Phase::Advertise { .. }
            | Phase::Assignment => false,
            _ => {
                !self.prophecy(ProphecyKind::HiddenAssignments)
                    || matches!(self.player(seat).state(c), CharState::Placed(_))
            }
        }
    }

    /// Characters still waiting to be placed: on the board with a card.
    pub(crate) fn to_place(&self, seat: Seat) -> impl Iterator<Item = CharacterId> + '_ {
        let p = self.player(seat);
        CharacterId::ALL
            .into_iter()
            .filter(move |&c| p.state(c) == CharState::Home && p.cards[c.index()].is_some())
    }

    /// A27 Hypnotic Motivation: a Character hired this phase still without a card.
    pub(crate) fn hypnotized_waiting(&self, seat: Seat) -> Option<CharacterId> {
        let p = self.player(seat);
        p.hypnotized
            .filter(|&c| p.state(c) == CharState::Home && p.cards[c.index()].is_none())
    }

    /// Whether `seat` still has a placement to make.
    fn awaiting(&self, seat: Seat) -> bool {
        self.to_place(seat).next().is_some() || self.hypnotized_waiting(seat).is_some()
    }

    /// Moves Place Characters along: ends spent placements, idles Characters that
    /// cannot be placed anywhere, passes to the next player in Initiative Order.
    pub(crate) fn auto_place(
        &self,
        pos: u8,
        acting: Option<&Acting>,
        done: bool,
        out: &mut Vec<Event>,
    ) {
        if let Some(a) = acting {
            if a.ap == 0 && a.pending_links == 0 {
                out.push(Event::Placement(PlacementEvent::ActionsEnded {
                    seat: a.seat,
                    character: a.character,
                    unspent: 0,
                }));
            }
            return;
        }
        let seat = self.initiative[pos as usize];
        if !done {
            let mut waiting = self.hypnotized_waiting(seat).is_some();
            for c in self.to_place(seat) {
                if self.can_place_anywhere(seat, c) {
                    waiting = true;
                } else {
                    out.push(Event::Placement(PlacementEvent::CharacterIdle {
                        seat,
                        character: c,
                        forced: true,
                    }));
                }
            }
            if waiting || !out.is_empty() {
                return;
            }
        }
        if done
            && self.prophecy(ProphecyKind::PlaceTwo)
            && !self.second_placement
            && self.awaiting(seat)
        {
            out.push(Event::Alley(AlleyEvent::SecondPlacement { seat }));
            return;
        }
        let n = self.initiative.len();
        for k in 1..=n {
            let next = self.initiative[(pos as usize + k) % n];
            if self.awaiting(next) {
                out.push(Event::Placement(PlacementEvent::PlacementTurn {
                    seat: next,
                }));
                return;
            }
        }
        self.push_before_performance(out);
    }

    fn placing(&self, seat: Seat) -> Result<(), RuleError> {
        match self.phase {
            Phase::PlaceCharacters {
                acting: None,
                done: false,
                pos,
            } if self.initiative[pos as usize] == seat => Ok(()),
            Phase::PlaceCharacters { .. } => Err(RuleError::WrongTime(
                "finish the current Character's Actions first",
            )),
            _ => Err(RuleError::WrongTime(
                "Characters are placed during the Place Characters phase",
            )),
        }
    }

    /// Every slot of a Location, in board order.
    pub(crate) fn slots_of(location: Location) -> Vec<Slot> {
        match location {
            Location::Downtown => (0..4).map(Slot::Downtown).collect(),
            Location::MarketRow => (0..4).map(Slot::MarketRow).collect(),
            Location::DarkAlley => (0..4).map(Slot::DarkAlley).collect(),
            Location::Academy => (0..4).map(Slot::Academy).collect(),
            Location::Workshop => (0..crate::board::WORKSHOP_SLOTS)
                .map(Slot::Workshop)
                .collect(),
            Location::Theater => Weekday::ALL
                .into_iter()
                .flat_map(|d| {
                    (0..crate::board::BACKSTAGE_SLOTS)
                        .map(move |i| Slot::Backstage(d, i))
                        .chain(std::iter::once(Slot::Performance(d)))
                })
                .collect(),
        }
    }

    /// Whether `character` of `seat` may stand on `slot` now.
    pub(crate) fn check_slot(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
    ) -> Result<(), RuleError> {
        match slot {
            Slot::Downtown(i) | Slot::MarketRow(i) | Slot::DarkAlley(i) | Slot::Academy(i) => {
                if i >= 4 {
                    return Err(RuleError::SlotUnavailable("there is no such slot"));
                }
                if self.blocked[i as usize] {
                    return Err(RuleError::SlotUnavailable(
                        "that slot is covered with fewer than four players",
                    ));
                }
                if self.covered(slot) {
                    return Err(RuleError::SlotUnavailable(
                        "a Turn Setup card covers that slot this turn",
                    ));
                }
            }
            Slot::Workshop(i) if i >= crate::board::WORKSHOP_SLOTS => {
                return Err(RuleError::SlotUnavailable("there is no such slot"))
            }
            Slot::Backstage(_, i) if i >= crate::board::BACKSTAGE_SLOTS => {
                return Err(RuleError::SlotUnavailable("there is no such slot"))
            }
            _ => {}
        }
        if self.occupant(seat, slot).is_some() {
            return Err(RuleError::SlotUnavailable("another Character stands there"));
        }
        if let Some(day) = slot.weekday() {
            if self.weekday_covered(day) {
                return Err(RuleError::SlotUnavailable(
                    "a Turn Setup card covers that weekday this turn",
                ));
            }
            if matches!(slot, Slot::Performance(_)) && character != CharacterId::Magician {
                return Err(RuleError::SlotUnavailable(
                    "only Magicians may stand on Performance slots",
                ));
            }
            if let Some(mine) = self.theater_day(seat) {
                if mine != day {
                    return Err(RuleError::SlotUnavailable(
                        "all your Theater Characters must be on one weekday",
                    ));
                }
            } else if self.theater_slots[day.index()].iter().any(|o| o.is_some()) {
                return Err(RuleError::SlotUnavailable(
                    "an opponent already uses that weekday",
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn can_place_anywhere(&self, seat: Seat, c: CharacterId) -> bool {
        self.placement_slots(seat, c)
            .into_iter()
            .any(|s| self.check_slot(seat, c, s).is_ok())
    }

    /// The slots a Character's card may send it to: its Location's, or every
    /// Location's with A25 Freelancer.
    pub(crate) fn placement_slots(&self, seat: Seat, c: CharacterId) -> Vec<Slot> {
        let p = self.player(seat);
        let freelancer = SpecialEffect::Any(AnyEffect::Freelancer);
        if p.special_cards[c.index()].map(SpecialId::effect) == Some(freelancer) {
            return Location::ALL
                .into_iter()
                .filter(|&l| l != Location::DarkAlley || self.alley.is_some())
                .filter(|&l| l != Location::Academy || self.academy.is_some())
                .flat_map(Game::slots_of)
                .collect();
        }
        Game::slots_of(p.cards[c.index()].expect("has a card"))
    }

    /// Action Points on placement with the Dark Alley's modifiers: P01 (1 base),
    /// P15 (+1 for Apprentices of advertisers), P08 and A35 (Enhance +2 / +3),
    /// +1 for a forfeited Special Assignment ability, +1 Mechaniker.
    pub(crate) fn placement_ap_for(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        bonus: i32,
        empower: bool,
    ) -> u8 {
        if matches!(slot, Slot::Performance(_)) {
            return 0;
        }
        let mut base = character.base_ap();
        // 004 "New character: Protegé": its Action Points come from its
        // Secrets, and the Secrets may add some at a Location.
        if let (CharacterId::Protege, Some(a)) = (character, &self.player(seat).academy) {
            base = i32::from(a.protege_ap(self.academy_content()));
        }
        // ... and an Apprentice Anjali lent a Secret has its ability (not
        // the Protégé's Action Points).
        let secrets = if self.academy.is_some() {
            i32::from(crate::game::academy::secrets::extra_ap(
                self.academy_content(),
                &self.secrets_of(seat, character),
                slot.location(),
            ))
        } else {
            0
        };
        if self.prophecy(ProphecyKind::BaseApOne) {
            base = 1;
        }
        if self.prophecy(ProphecyKind::AdvertisedApprentices)
            && character.is_apprentice()
            && self.player(seat).advertised
        {
            base += 1;
        }
        let enhance_ap = match (enhance, empower) {
            (false, _) => 0,
            (true, true) => 3,
            (true, false) if self.prophecy(ProphecyKind::StrongEnhance) => 2,
            (true, false) => 1,
        };
        let powers = self.power_extra_ap(seat, character, slot, enhance);
        (base + slot.ap_modifier() + enhance_ap + bonus + powers + secrets).max(0) as u8
    }

    /// Action Points on placement: base + slot modifier (+1 for a Shard), never below 0.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn placement_ap(character: CharacterId, slot: Slot, enhance: bool) -> u8 {
        if matches!(slot, Slot::Performance(_)) {
            return 0;
        }
        (character.base_ap() + slot.ap_modifier() + i32::from(enhance)).max(0) as u8
    }

    pub(crate) fn decide_place(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        opts: PlaceOptions,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.placing(seat)?;
        let p = self.player(seat);
        if p.state(character) != CharState::Home {
            return Err(RuleError::CharacterUnavailable(
                "it is not waiting to be placed",
            ));
        }
        let loc = p.cards[character.index()]
            .ok_or(RuleError::CharacterUnavailable("it has no Assignment card"))?;
        let own_special = p.special_cards[character.index()];
        if let Some(card) = opts.mimic {
            self.check_mimic(seat, character, loc, card)?;
        }
        let special = own_special.or(opts.mimic);
        if opts.forfeit && special.is_none() {
            return Err(RuleError::CharacterUnavailable(
                "only a Special Assignment ability can be forfeited",
            ));
        }
        let ability = special.filter(|_| !opts.forfeit);
        let ability_effect = ability.map(SpecialId::effect);
        let freelancer = ability_effect == Some(SpecialEffect::Any(AnyEffect::Freelancer));
        if slot.location() != loc && !freelancer {
            return Err(RuleError::SlotUnavailable(
                "its Assignment card names another Location",
            ));
        }
        self.check_slot(seat, character, slot)?;
        if self.prophecy(ProphecyKind::LowestSlotFirst) {
            // Ruling (issue 10.3b, rules version 2): P27 orders slots by their
            // Action Point modifier. A Performance slot has none (the
            // Magician's Action Points are forfeited, 001 "Perform"), so
            // backstage slots are ordered among themselves and any free
            // Performance slot may be taken. Version 1 compared all Theater
            // slots, so a free Sunday backstage slot barred every Performance slot.
            let apart = self.follows(Change::LowestSlotKeepsPerformanceSlotsApart);
            let performing = matches!(slot, Slot::Performance(_));
            let lowest = Game::slots_of(slot.location())
                .into_iter()
                .filter(|&s| !apart || matches!(s, Slot::Performance(_)) == performing)
                .filter(|&s| self.check_slot(seat, character, s).is_ok())
                .map(|s| s.ap_modifier())
                .min();
            if lowest.is_some_and(|m| slot.ap_modifier() > m) {
                return Err(RuleError::SlotUnavailable(
                    "this turn Characters take the free slot with the lowest Action Point modifier",
                ));
            }
        }
        if enhance {
            if slot.location() == Location::Theater
                && !self.prophecy(ProphecyKind::EnhanceInTheater)
            {
                return Err(RuleError::WrongTime(
                    "Enhance Character is not allowed in the Theater",
                ));
            }
            if p.shards == 0 {
                return Err(RuleError::NoShard);
            }
        }
        if opts.boost {
            if p.ability() != Some(MagicianAbility::MechanicalEnhancement) || p.ability_used {
                return Err(RuleError::WrongTime(
                    "Mechanical Enhancement is the Mechaniker's, once per turn",
                ));
            }
            if !character.is_apprentice() || slot.location() == Location::Theater {
                return Err(RuleError::WrongTime(
                    "Mechanical Enhancement is for an Apprentice outside the Theater",
                ));
            }
        }
        // 004 "General rule changes" 3: the Academy's top slot too.
        let top_slot = matches!(
            slot,
            Slot::Downtown(0) | Slot::MarketRow(0) | Slot::DarkAlley(0) | Slot::Academy(0)
        );
        let slot_price = if top_slot && self.prophecy(ProphecyKind::PaidTopSlots) {
            3
        } else {
            0
        };
        if slot_price > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: slot_price,
                have: p.coins,
            });
        }
        let empower = enhance && ability_effect == Some(SpecialEffect::Any(AnyEffect::Empower));
        let bonus = i32::from(opts.forfeit) + i32::from(opts.boost);
        let ap = self.placement_ap_for(seat, character, slot, enhance, bonus, empower);
        if slot_price > 0 {
            out.push(Event::Ledger(LedgerEvent::CoinsPaid {
                seat,
                coins: slot_price,
                to: None,
            }));
        }
        out.push(Event::Placement(PlacementEvent::CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            enhanced: enhance,
        }));
        if opts.boost {
            out.push(Event::Ability(AbilityEvent::AbilityUsed {
                seat,
                magician: p.magician.expect("the Mechaniker"),
            }));
        }
        if let Some(card) = special {
            out.push(Event::Special(SpecialEvent::SpecialPlaced {
                seat,
                character,
                card,
                forfeit: opts.forfeit,
                mimic: opts.mimic.is_some(),
            }));
            if (freelancer && slot.location() != Location::Workshop) || empower {
                out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
            }
        }
        if ability_effect == Some(SpecialEffect::Any(AnyEffect::BusinessShare)) {
            out.push(Event::Special(SpecialEvent::SpecialUsed {
                seat,
                card: ability.expect("card"),
            }));
        }
        if character == CharacterId::Magician
            && self.alley.is_some()
            && p.ability() == Some(MagicianAbility::MagicForTheMasses)
            // 004 "General rule changes" 3: the Academy with the other three.
            && slot.location().is_main_board()
            && !p.tricks.is_empty()
        {
            out.push(Event::Ledger(LedgerEvent::FameChanged {
                seat,
                fame: p.tricks.len() as i32,
                why: crate::game::base::ledger::FameReason::Magician(
                    p.magician.expect("the Gentleman"),
                ),
            }));
        }
        Ok(())
    }

    /// The Great Optico's Mimesis: once per turn, a Permanent card of the same
    /// Location as an opponent's revealed Special Assignment card.
    fn check_mimic(
        &self,
        seat: Seat,
        character: CharacterId,
        loc: Location,
        card: SpecialId,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if p.ability() != Some(MagicianAbility::Mimesis) || p.ability_used {
            return Err(RuleError::WrongTime(
                "Mimesis is the Great Optico's, once per turn",
            ));
        }
        if p.special_cards[character.index()].is_some() {
            return Err(RuleError::WrongTime(
                "Mimesis lends a Permanent Assignment card an effect",
            ));
        }
        let shown = self.seats().filter(|&s| s != seat).any(|s| {
            CharacterId::ALL.into_iter().any(|c| {
                self.player(s).special_cards[c.index()] == Some(card) && self.card_revealed(s, c)
            })
        });
        if !shown || card.card().location != loc {
            return Err(RuleError::WrongTime(
                "Mimesis copies an opponent's revealed Special Assignment card of the same Location",
            ));
        }
        Ok(())
    }

    pub(crate) fn decide_idle(
        &self,
        seat: Seat,
        character: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.placing(seat)?;
        let p = self.player(seat);
        let hypnotized = self.hypnotized_waiting(seat) == Some(character);
        if p.state(character) != CharState::Home
            || (p.cards[character.index()].is_none() && !hypnotized)
        {
            return Err(RuleError::CharacterUnavailable(
                "it is not waiting to be placed",
            ));
        }
        out.push(Event::Placement(PlacementEvent::CharacterIdle {
            seat,
            character,
            forced: false,
        }));
        Ok(())
    }

    /// The placed Character taking Actions, if it belongs to `seat` and has no
    /// Link Bonus waiting to be taken.
    pub(crate) fn acting(&self, seat: Seat) -> Result<&Acting, RuleError> {
        match &self.phase {
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat => {
                if a.pending_links > 0 {
                    Err(RuleError::WrongTime(
                        "first take your Link Bonus as Fame or Coins",
                    ))
                } else {
                    Ok(a)
                }
            }
            _ => Err(RuleError::WrongTime(
                "Actions are taken by a Character you just placed",
            )),
        }
    }

    /// The acting Character at `location`, with `cost` Action Points to spend.
    pub(crate) fn acting_at(
        &self,
        seat: Seat,
        location: Location,
        cost: u8,
    ) -> Result<&Acting, RuleError> {
        let a = self.acting(seat)?;
        if a.slot.location() != location {
            return Err(RuleError::WrongTime(match location {
                Location::Downtown => "that is a Downtown Action",
                Location::MarketRow => "that is a Market Row Action",
                Location::Workshop => "that is a Workshop Action",
                Location::Theater => "that is a Theater Action",
                Location::DarkAlley => "that is a Dark Alley Action",
                Location::Academy => "that is an Academy Action",
            }));
        }
        if a.ap < cost {
            return Err(RuleError::NotEnoughActionPoints {
                needed: cost,
                left: a.ap,
            });
        }
        Ok(a)
    }

    pub(crate) fn decide_end_actions(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let a = self.acting(seat)?;
        out.push(Event::Placement(PlacementEvent::ActionsEnded {
            seat,
            character: a.character,
            unspent: a.ap,
        }));
        Ok(())
    }

    pub(crate) fn decide_link_bonus(
        &self,
        seat: Seat,
        reward: FameOrCoins,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match &self.phase {
            Phase::BreakingFree {
                seat: s,
                pending_links,
                link_value,
            } if *s == seat && *pending_links > 0 => {
                out.push(Event::Theater(TheaterEvent::LinkBonusTaken {
                    seat,
                    reward,
                    amount: *link_value as u32
                        + self.power_link_bonus(seat)
                        + self.lumenia_extra(seat),
                }));
                Ok(())
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat && a.pending_links > 0 => {
                out.push(Event::Theater(TheaterEvent::LinkBonusTaken {
                    seat,
                    reward,
                    amount: a.link_value as u32
                        + self.power_link_bonus(seat)
                        + self.lumenia_extra(seat),
                }));
                Ok(())
            }
            _ => Err(RuleError::WrongTime("you have no Link Bonus to take")),
        }
    }

    /// Returning Tricks and Components is allowed at the player's own decision
    /// points (not during set-up, nor while a Link Bonus is pending).
    fn may_return(&self, seat: Seat) -> Result<(), RuleError> {
        match &self.phase {
            Phase::ChooseMagicians { .. }
            | Phase::ChooseTricks { .. }
            | Phase::SetupBoards { .. }
            | Phase::DiscardPowers { .. } => Err(RuleError::WrongTime("finish set-up first")),
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat && a.pending_links > 0 => Err(RuleError::WrongTime(
                "first take your Link Bonus as Fame or Coins",
            )),
            Phase::BreakingFree { pending_links, .. } if *pending_links > 0 => Err(
                RuleError::WrongTime("first take your Link Bonus as Fame or Coins"),
            ),
            _ => Ok(()),
        }
    }

    pub(crate) fn decide_return_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.may_return(seat)?;
        self.player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        out.push(Event::Ledger(LedgerEvent::TrickReturned { seat, trick }));
        Ok(())
    }

    pub(crate) fn decide_return_components(
        &self,
        seat: Seat,
        component: Component,
        count: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.may_return(seat)?;
        let have = self.player(seat).components[component.index()];
        if count == 0 || count > have {
            return Err(RuleError::CannotReturn(
                "you do not have that many of that Component",
            ));
        }
        out.push(Event::Ledger(LedgerEvent::ComponentsReturned {
            seat,
            component,
            count,
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::base::player::CharState;
    use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
    use crate::game::Event;
    use crate::game::{Game, Phase};
    use crate::model::{CharacterId, Location, Seat, Slot, Weekday};
    use crate::tests::fixture::game;

    /// C-040/C-041 and A-08 "Set Initiative Order": least Fame first; players on the
    /// same Fame reverse their previous relative order (A,B,C,D with 10,12,10,8 Fame
    /// gives D, C, A, B).
    #[test]
    fn c040_c041_initiative_by_fame_ties_reversed() {
        let mut g = game(4);
        for (i, f) in [10, 12, 10, 8].into_iter().enumerate() {
            g.players[i].fame = f;
        }
        assert_eq!(
            g.next_initiative(),
            vec![Seat(3), Seat(2), Seat(0), Seat(1)]
        );
    }

    /// C-039: the order is not reset in turn 1; C-037: the six dice are rolled.
    #[test]
    fn c037_c039_start_turn() {
        let mut g = game(3);
        g.turn = 0;
        let mut out = Vec::new();
        g.auto_start_turn(&mut out);
        assert!(matches!(
            out[0],
            Event::Turn(TurnEvent::TurnStarted { turn: 1 })
        ));
        assert!(matches!(out[1], Event::Turn(TurnEvent::DiceRolled { .. })));
        assert_eq!(out.len(), 2, "no Set Initiative Order in turn 1");
        g.turn = 1;
        let mut out = Vec::new();
        g.auto_start_turn(&mut out);
        assert!(matches!(
            out[2],
            Event::Turn(TurnEvent::InitiativeSet { .. })
        ));
    }

    /// C-042 "Advertise": pay your Initiative slot number for 2 Fame; two players
    /// use slots 1 and 3 (C-034); a player who cannot pay is skipped.
    #[test]
    fn c042_advertise_costs_slot_number() {
        let mut g = game(2);
        g.phase = Phase::Advertise { pos: 0 };
        assert_eq!(g.initiative_slot(Seat(1)), 3);
        g.apply(Seat(0), &Command::Advertise).unwrap();
        assert_eq!((g.player(Seat(0)).coins, g.player(Seat(0)).fame), (9, 7));
        g.players[1].coins = 2;
        let mut g2 = g.clone();
        g2.players[1].coins = 3;
        g2.apply(Seat(1), &Command::Advertise).unwrap();
        assert_eq!(g2.player(Seat(1)).coins, 0);
        // With 2 Coins the second player cannot Advertise: the phase moves on.
        let mut g3 = game(2);
        g3.players[1].coins = 2;
        g3.phase = Phase::Advertise { pos: 0 };
        let events = g3.apply(Seat(0), &Command::DeclineAdvertise).unwrap();
        assert!(events.contains(&Event::Turn(TurnEvent::AdvertiseDeclined { seat: Seat(1) })));
        assert_eq!(g3.phase, Phase::Assignment);
    }

    /// C-044/C-045 "Assignment Phase": simultaneous, in any order; cards come from
    /// the hand; a player may take a card back until confirming.
    #[test]
    fn c044_assignment_is_simultaneous() {
        let mut g = game(3);
        assert_eq!(g.waiting_for(), vec![Seat(0), Seat(1), Seat(2)]);
        g.apply(
            Seat(2),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Theater,
            },
        )
        .unwrap();
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Downtown,
            },
        )
        .unwrap();
        g.apply(
            Seat(0),
            &Command::Unassign {
                character: CharacterId::Magician,
            },
        )
        .unwrap();
        assert_eq!(g.player(Seat(0)).hand, crate::board::BASE_HAND);
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Apprentice1,
                location: Location::Workshop,
            },
        )
        .unwrap();
        g.apply(Seat(1), &Command::ConfirmAssignments).unwrap();
        assert_eq!(
            g.decide(
                Seat(1),
                &Command::Assign {
                    character: CharacterId::Magician,
                    location: Location::Theater
                }
            )
            .unwrap_err(),
            RuleError::NotYourTurn
        );
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Workshop,
            },
        )
        .unwrap();
        assert_eq!(g.player(Seat(0)).hand[Location::Workshop.index()], 0);
        assert_eq!(
            g.decide(
                Seat(0),
                &Command::Assign {
                    character: CharacterId::Magician,
                    location: Location::MarketRow
                }
            ),
            Err(RuleError::CharacterUnavailable(
                "it already has an Assignment card"
            ))
        );
        g.apply(
            Seat(0),
            &Command::Unassign {
                character: CharacterId::Magician,
            },
        )
        .unwrap();
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Workshop,
            },
        )
        .unwrap();
        g.apply(Seat(0), &Command::ConfirmAssignments).unwrap();
        let events = g.apply(Seat(2), &Command::ConfirmAssignments).unwrap();
        assert!(
            matches!(&events[1], Event::Assignment(AssignmentEvent::AssignmentsRevealed { cards }) if cards.len() == 3)
        );
        assert!(matches!(g.phase, Phase::PlaceCharacters { .. }));
    }

    fn revealed(players: u8, cards: &[(Seat, CharacterId, Location)]) -> Game {
        let mut g = game(players);
        for &(seat, c, loc) in cards {
            g.players[seat.index()].characters[c.index()] = CharState::Home;
            g.players[seat.index()].cards[c.index()] = Some(loc);
        }
        g.players
            .iter_mut()
            .for_each(|p| p.assignment_confirmed = true);
        g.advance(&mut Vec::new());
        g
    }

    /// C-047 "Place Characters": in Initiative Order, one Character at a time, in any
    /// order the player likes, round-robin until all are placed or Idle; C-048: Idle
    /// instead of placing uses the turn.
    #[test]
    fn c047_c048_placement_order_and_idle() {
        let mut g = revealed(
            2,
            &[
                (Seat(0), CharacterId::Magician, Location::Workshop),
                (Seat(0), CharacterId::Apprentice1, Location::Workshop),
                (Seat(1), CharacterId::Magician, Location::Downtown),
            ],
        );
        assert_eq!(g.waiting_for(), vec![Seat(0)]);
        assert_eq!(
            g.decide(Seat(1), &Command::EndActions).unwrap_err(),
            RuleError::NotYourTurn
        );
        g.apply(
            Seat(0),
            &Command::place(CharacterId::Apprentice1, Slot::Workshop(1), false),
        )
        .unwrap();
        g.apply(Seat(0), &Command::EndActions).unwrap();
        assert_eq!(g.waiting_for(), vec![Seat(1)]);
        g.apply(
            Seat(1),
            &Command::LeaveIdle {
                character: CharacterId::Magician,
            },
        )
        .unwrap();
        assert_eq!(
            g.player(Seat(1)).state(CharacterId::Magician),
            CharState::Idle
        );
        assert_eq!(g.waiting_for(), vec![Seat(0)]);
        assert!(g
            .decide(
                Seat(0),
                &Command::place(CharacterId::Magician, Slot::Workshop(1), false)
            )
            .is_err());
        assert!(g
            .decide(
                Seat(0),
                &Command::place(CharacterId::Magician, Slot::Downtown(0), false)
            )
            .is_err());
        g.apply(
            Seat(0),
            &Command::place(CharacterId::Magician, Slot::Workshop(0), false),
        )
        .unwrap();
        g.apply(Seat(0), &Command::EndActions).unwrap();
        // Nothing left to place: the Performance phase (with no Performer) and End
        // Turn follow, then the next turn's Advertise.
        assert_eq!(g.turn, 2);
    }

    /// C-053 "Enhance Character": a Shard for +1 Action Point, not in the Theater;
    /// C-020: covered slots in 2- and 3-player games.
    #[test]
    fn c053_c020_enhance_and_covered_slots() {
        let mut g = revealed(3, &[(Seat(0), CharacterId::Magician, Location::Downtown)]);
        assert_eq!(
            g.decide(
                Seat(0),
                &Command::place(CharacterId::Magician, Slot::Downtown(2), false)
            )
            .unwrap_err(),
            RuleError::SlotUnavailable("that slot is covered with fewer than four players")
        );
        g.apply(
            Seat(0),
            &Command::place(CharacterId::Magician, Slot::Downtown(1), true),
        )
        .unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 5);
        assert_eq!(g.player(Seat(0)).shards, 0);
        let g = revealed(2, &[(Seat(0), CharacterId::Magician, Location::Theater)]);
        assert!(g
            .decide(
                Seat(0),
                &Command::place(
                    CharacterId::Magician,
                    Slot::Backstage(Weekday::Friday, 0),
                    true
                )
            )
            .is_err());
        assert!(crate::board::blocked_main_slots(2)[1] && crate::board::blocked_main_slots(2)[2]);
    }

    /// A-05(b): a Character whose Location has no free slot left becomes Idle.
    #[test]
    fn a05_no_free_slot_means_idle() {
        let mut g = revealed(
            2,
            &[
                (Seat(0), CharacterId::Magician, Location::Downtown),
                (Seat(1), CharacterId::Magician, Location::Downtown),
                (Seat(1), CharacterId::Apprentice1, Location::Downtown),
            ],
        );
        g.apply(
            Seat(0),
            &Command::place(CharacterId::Magician, Slot::Downtown(0), false),
        )
        .unwrap();
        g.apply(Seat(0), &Command::EndActions).unwrap();
        g.apply(
            Seat(1),
            &Command::place(CharacterId::Magician, Slot::Downtown(3), false),
        )
        .unwrap();
        let events = g.apply(Seat(1), &Command::EndActions).unwrap();
        assert!(
            events.contains(&Event::Placement(PlacementEvent::CharacterIdle {
                seat: Seat(1),
                character: CharacterId::Apprentice1,
                forced: true
            }))
        );
    }

    /// Tricks and Components go back at the owner's decision points; the
    /// Trick's markers leave the Theater (D-05).
    #[test]
    fn a10_return_trick_and_components() {
        let mut g = game(2);
        let t = g.give_trick(Seat(0), "Barricaded Barrels", 1);
        g.give_components(Seat(0), &[(crate::Component::Wood, 2)]);
        let symbol = g.player(Seat(0)).trick(t).unwrap().symbol;
        g.theater[0].markers[0] = Some(crate::Marker {
            seat: Seat(0),
            symbol,
            category: crate::Category::Escape,
            facing: g.theater[0].card.card().slots[0].links[0].dir,
        });
        g.apply(Seat(0), &Command::ReturnTrick { trick: t })
            .unwrap();
        assert!(g.in_residence(t));
        assert!(g.theater[0].markers[0].is_none());
        g.apply(
            Seat(0),
            &Command::ReturnComponents {
                component: crate::Component::Wood,
                count: 1,
            },
        )
        .unwrap();
        assert_eq!(g.player(Seat(0)).components[0], 1);
        assert!(g
            .decide(
                Seat(0),
                &Command::ReturnComponents {
                    component: crate::Component::Wood,
                    count: 2
                }
            )
            .is_err());
    }
}
