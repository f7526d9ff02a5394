//! Place Characters (rulebook "Place Characters"): in Initiative Order
//! each player places a Character on a free slot of its card's Location (or
//! leaves it Idle), then takes Actions with its Action Points.

use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::player::CharState;
use crate::game::base::turn::PlacementEvent;
use crate::game::modifier::{Allowance, Done, Moment, Number, Use};
use crate::game::{Acting, Event, Game, Phase};
use crate::model::{CharacterId, Location, Seat, Slot, Weekday};

const DOWNTOWN_SLOTS: [Slot; 4] = [
    Slot::Downtown(0),
    Slot::Downtown(1),
    Slot::Downtown(2),
    Slot::Downtown(3),
];
const MARKET_ROW_SLOTS: [Slot; 4] = [
    Slot::MarketRow(0),
    Slot::MarketRow(1),
    Slot::MarketRow(2),
    Slot::MarketRow(3),
];
const DARK_ALLEY_SLOTS: [Slot; 4] = [
    Slot::DarkAlley(0),
    Slot::DarkAlley(1),
    Slot::DarkAlley(2),
    Slot::DarkAlley(3),
];
const ACADEMY_SLOTS: [Slot; 4] = [
    Slot::Academy(0),
    Slot::Academy(1),
    Slot::Academy(2),
    Slot::Academy(3),
];
const WORKSHOP_SLOTS: [Slot; crate::board::WORKSHOP_SLOTS as usize] =
    [Slot::Workshop(0), Slot::Workshop(1)];
/// Per weekday its backstage slots, then its Performance slot.
const THEATER_SLOTS: [Slot; 4 * (crate::board::BACKSTAGE_SLOTS as usize + 1)] = {
    use Weekday::*;
    [
        Slot::Backstage(Thursday, 0),
        Slot::Backstage(Thursday, 1),
        Slot::Performance(Thursday),
        Slot::Backstage(Friday, 0),
        Slot::Backstage(Friday, 1),
        Slot::Performance(Friday),
        Slot::Backstage(Saturday, 0),
        Slot::Backstage(Saturday, 1),
        Slot::Performance(Saturday),
        Slot::Backstage(Sunday, 0),
        Slot::Backstage(Sunday, 1),
        Slot::Performance(Sunday),
    ]
};

impl Game {
    /// Characters still waiting to be placed: on the board with a card.
    pub(crate) fn to_place(&self, seat: Seat) -> impl Iterator<Item = CharacterId> + '_ {
        let p = self.player(seat);
        CharacterId::ALL
            .into_iter()
            .filter(move |&c| p.state(c) == CharState::Home && p.cards[c.index()].is_some())
    }

    /// A Character at home without a card that an expansion still lets its
    /// owner assign, and so place or leave Idle.
    pub(crate) fn late_to_place(&self, seat: Seat) -> Option<CharacterId> {
        let p = self.player(seat);
        self.late_assignment(seat)
            .filter(|&c| p.state(c) == CharState::Home && p.cards[c.index()].is_none())
    }

    /// Whether `seat` still has a placement to make.
    pub(crate) fn awaiting(&self, seat: Seat) -> bool {
        self.to_place(seat).next().is_some() || self.late_to_place(seat).is_some()
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
            let mut waiting = self.late_to_place(seat).is_some();
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
        if done {
            // An expansion may give the seat another placement first.
            self.push_at(Moment::PlacementDone(seat), out);
            if !out.is_empty() {
                return;
            }
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
        // An expansion may open a phase of its own before the Performances.
        let before = out.len();
        self.push_at(Moment::PlacementsOver, out);
        if out.len() == before {
            out.push(Event::Performance(PerformanceEvent::PerformanceStarted));
        }
    }

    pub(crate) fn placing(&self, seat: Seat) -> Result<(), RuleError> {
        match self.phase {
            Phase::PlaceCharacters {
                acting: None,
                done: false,
                pos,
            } if self.initiative[pos as usize] == seat => Ok(()),
            Phase::PlaceCharacters { .. } => Err(RuleError::WrongTime(
                "why-finish-current-character-actions-first",
            )),
            _ => Err(RuleError::WrongTime(
                "why-characters-placed-during-place-characters-phase",
            )),
        }
    }

    /// Every slot of a Location, in board order. Fixed lists: placement
    /// candidates and checks walk them for every Character.
    pub(crate) fn slots_of(location: Location) -> &'static [Slot] {
        match location {
            Location::Downtown => &DOWNTOWN_SLOTS,
            Location::MarketRow => &MARKET_ROW_SLOTS,
            Location::DarkAlley => &DARK_ALLEY_SLOTS,
            Location::Academy => &ACADEMY_SLOTS,
            Location::Workshop => &WORKSHOP_SLOTS,
            Location::Theater => &THEATER_SLOTS,
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
                    return Err(RuleError::SlotUnavailable("why-there-no-such-slot"));
                }
                if self.blocked[i as usize] {
                    return Err(RuleError::SlotUnavailable(
                        "why-slot-covered-fewer-than-four-players",
                    ));
                }
                if self.slot_covered(slot) {
                    return Err(RuleError::SlotUnavailable(
                        "why-turn-setup-card-covers-slot-turn",
                    ));
                }
            }
            Slot::Workshop(i) if i >= crate::board::WORKSHOP_SLOTS => {
                return Err(RuleError::SlotUnavailable("why-there-no-such-slot"))
            }
            Slot::Backstage(_, i) if i >= crate::board::BACKSTAGE_SLOTS => {
                return Err(RuleError::SlotUnavailable("why-there-no-such-slot"))
            }
            _ => {}
        }
        if self.occupant(seat, slot).is_some() {
            return Err(RuleError::SlotUnavailable(
                "why-another-character-stands-there",
            ));
        }
        if let Some(day) = slot.weekday() {
            if self.slot_covered(slot) {
                return Err(RuleError::SlotUnavailable(
                    "why-turn-setup-card-covers-weekday-turn",
                ));
            }
            if matches!(slot, Slot::Performance(_)) && character != CharacterId::Magician {
                return Err(RuleError::SlotUnavailable(
                    "why-only-magicians-may-stand-performance-slots",
                ));
            }
            if let Some(mine) = self.theater_day(seat) {
                if mine != day {
                    return Err(RuleError::SlotUnavailable(
                        "why-all-your-theater-characters-must-one",
                    ));
                }
            } else if self.theater_slots[day.index()].iter().any(|o| o.is_some()) {
                return Err(RuleError::SlotUnavailable(
                    "why-opponent-already-uses-weekday",
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn can_place_anywhere(&self, seat: Seat, c: CharacterId) -> bool {
        self.placement_slots(seat, c)
            .any(|s| self.check_slot(seat, c, s).is_ok())
    }

    /// The slots a Character's card may send it to: its Location's (every
    /// Location's in play where an expansion allows it).
    pub(crate) fn placement_slots(
        &self,
        seat: Seat,
        c: CharacterId,
    ) -> impl Iterator<Item = Slot> + '_ {
        let any = self.allowed(seat, Allowance::AnyLocation(c));
        let card = self.player(seat).cards[c.index()];
        debug_assert!(any || card.is_some(), "has a card");
        Location::ALL
            .into_iter()
            .filter(move |&l| {
                if any {
                    self.in_play(l)
                } else {
                    card == Some(l)
                }
            })
            .flat_map(|l| Game::slots_of(l).iter().copied())
    }

    /// Action Points on placement: the Character's base (as the expansions
    /// change it) + the slot's modifier + Enhance Character (+1; `empower`:
    /// +3) + `bonus`, and what the expansions add at that slot; never below
    /// 0, and none on a Performance slot.
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
        let own = self
            .character_ap(seat, character)
            .unwrap_or_else(|| character.base_ap());
        let base = self.modified(seat, Number::BaseAp(character), i64::from(own));
        let enhance_ap = match (enhance, empower) {
            (false, _) => 0,
            (true, true) => 3,
            (true, false) => self.modified(seat, Number::EnhanceAp, 1),
        };
        let extra = self.modified(
            seat,
            Number::PlacementAp {
                character,
                slot,
                enhance,
            },
            0,
        );
        (base + i64::from(slot.ap_modifier()) + enhance_ap + i64::from(bonus) + extra).max(0) as u8
    }

    /// Action Points on placement: base + slot modifier (+1 for a Shard), never below 0.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn placement_ap(character: CharacterId, slot: Slot, enhance: bool) -> u8 {
        if matches!(slot, Slot::Performance(_)) {
            return 0;
        }
        (character.base_ap() + slot.ap_modifier() + i32::from(enhance)).max(0) as u8
    }

    /// Place Character: a Character with a card onto a free slot of its
    /// card's Location; `enhance` pays a Shard for +1 Action Point (not in
    /// the Theater).
    pub(crate) fn decide_place(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let price = self.check_place(seat, character, slot, enhance)?;
        self.push_placed(seat, character, slot, enhance, price, 0, false, out);
        self.push_after(seat, Done::Placed { character, slot }, out);
        Ok(())
    }

    /// `decide_place`'s refusals, without its events (the Action Points and
    /// the cards' effects after the placement): `legal_commands` asks this
    /// for every placement candidate. The slot's price.
    pub(crate) fn check_place(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    ) -> Result<u32, RuleError> {
        let loc = self.place_check(seat, character)?;
        if slot.location() != loc {
            return Err(RuleError::SlotUnavailable(
                "why-assignment-card-names-another-location",
            ));
        }
        self.check_place_on(seat, character, slot, enhance)
    }

    /// Place Character's checks of the Character: the seat's turn to place,
    /// the Character at home with a card. Its card's Location.
    pub(crate) fn place_check(
        &self,
        seat: Seat,
        character: CharacterId,
    ) -> Result<Location, RuleError> {
        self.placing(seat)?;
        let p = self.player(seat);
        if p.state(character) != CharState::Home {
            return Err(RuleError::CharacterUnavailable("why-not-waiting-placed"));
        }
        p.cards[character.index()].ok_or(RuleError::CharacterUnavailable(
            "why-has-no-assignment-card",
        ))
    }

    /// The placement's checks: the slot's rules, Enhance Character and the
    /// slot's price, which it returns.
    pub(crate) fn check_place_on(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    ) -> Result<u32, RuleError> {
        self.check_slot(seat, character, slot)?;
        self.check_use(seat, Use::Slot { character, slot })?;
        let p = self.player(seat);
        if enhance {
            if slot.location() == Location::Theater
                && !self.allowed(seat, Allowance::EnhanceInTheater)
            {
                return Err(RuleError::WrongTime(
                    "why-enhance-character-not-allowed-theater",
                ));
            }
            if p.shards == 0 {
                return Err(RuleError::NoShard);
            }
        }
        let slot_price = self.modified(seat, Number::SlotPrice(slot), 0) as u32;
        if slot_price > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: slot_price,
                have: p.coins,
            });
        }
        Ok(slot_price)
    }

    /// The placement checked by `check_place_on`: the slot's price paid and
    /// the Character placed with its Action Points (`bonus` and `empower`
    /// from cards).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn push_placed(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        slot_price: u32,
        bonus: i32,
        empower: bool,
        out: &mut Vec<Event>,
    ) {
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
    }

    pub(crate) fn decide_idle(
        &self,
        seat: Seat,
        character: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.placing(seat)?;
        let p = self.player(seat);
        let late = self.late_to_place(seat) == Some(character);
        if p.state(character) != CharState::Home || (p.cards[character.index()].is_none() && !late)
        {
            return Err(RuleError::CharacterUnavailable("why-not-waiting-placed"));
        }
        out.push(Event::Placement(PlacementEvent::CharacterIdle {
            seat,
            character,
            forced: false,
        }));
        Ok(())
    }

    /// Whether a slot is covered this turn (Turn Setup cards and dice).
    pub(crate) fn slot_covered(&self, slot: Slot) -> bool {
        self.modifiers().any(|m| m.covers(self, slot))
    }
}
