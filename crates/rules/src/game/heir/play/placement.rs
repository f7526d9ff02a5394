//! 004 "Place character phase" for the Heir: which Character it sends next,
//! to which slot, with how many Action Points.

use crate::game::base::player::CharState;
use crate::game::base::turn::PlacementEvent;
use crate::game::heir::{
    placement_ap,
    procedure::{self, Assigned, Kind},
    protege_ap, ready,
    state::{heir_order, place, HEIR_SEAT},
    tricks, Waiting,
};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Location, Seat, Slot, Weekday};
use crate::rules_version::Change;

impl Game {
    /// 004 "Place character phase": Ready with a Perform tile and a Trick of
    /// the highest Fame Threshold open to it.
    fn heir_ready(&self) -> bool {
        let p = self.player(HEIR_SEAT);
        let top = tricks::highest_threshold(p.fame);
        ready(
            self.plan_kind(),
            p.tricks.iter().any(|t| t.trick.card().threshold == top),
        )
    }

    /// 004 "Place character phase": which Character goes where.
    pub(super) fn heir_place(&self, out: &mut Vec<Event>) {
        let heir = HEIR_SEAT;
        let p = self.player(heir);
        let waiting: Vec<CharacterId> = heir_order(p)
            .into_iter()
            .filter(|&c| p.state(c) == CharState::Home && p.cards[c.index()].is_some())
            .collect();
        let assigned: Vec<Assigned> = waiting
            .iter()
            .map(|&c| Assigned {
                place: place(p.cards[c.index()].expect("a card")),
                kind: kind(c),
            })
            .collect();
        let human = Seat(0);
        let you: Vec<Waiting> = self
            .to_place(human)
            .map(|c| {
                let loc = self.player(human).cards[c.index()].expect("a card");
                (place(loc), c == CharacterId::Magician)
            })
            .collect();
        let ready = self.heir_ready();
        let nothing = self.heir_theater_plan(1).is_empty();
        if self.follows(Change::HeirIgnoresIdleTheaterCharacter) {
            self.heir_send(waiting, assigned, &you, ready, nothing, out);
            return;
        }
        let Some(i) = procedure::next_to_send(&assigned, &you, ready, nothing) else {
            // Only Characters that would set nothing up are left: they stay home.
            for c in waiting {
                out.push(Event::Placement(PlacementEvent::CharacterIdle {
                    seat: heir,
                    character: c,
                    forced: true,
                }));
            }
            return;
        };
        self.heir_send_to_slot(waiting[i], ready, out);
    }

    /// 004 "Place character phase" with the Theater note: "If sending a
    /// non-Magician character would result in zero tricks being placed on
    /// Performances, ignore the assignment and immediately send a different
    /// character instead!" The ignored Character stays home (Idle) for the
    /// turn, so it is never sent after the Magician, whom 3b places last.
    fn heir_send(
        &self,
        mut waiting: Vec<CharacterId>,
        mut assigned: Vec<Assigned>,
        you: &[Waiting],
        ready: bool,
        nothing: bool,
        out: &mut Vec<Event>,
    ) {
        while let Some(i) = procedure::next_to_send(&assigned, you, ready, false) {
            let ignored = nothing
                && assigned[i].place == place(Location::Theater)
                && assigned[i].kind != Kind::Magician;
            if !ignored {
                self.heir_send_to_slot(waiting[i], ready, out);
                return;
            }
            out.push(Event::Placement(PlacementEvent::CharacterIdle {
                seat: HEIR_SEAT,
                character: waiting.remove(i),
                forced: true,
            }));
            assigned.remove(i);
        }
    }

    /// The Heir's Character `c` onto its slot at its card's Location, or
    /// Idle when none is open.
    fn heir_send_to_slot(&self, c: CharacterId, ready: bool, out: &mut Vec<Event>) {
        let heir = HEIR_SEAT;
        let p = self.player(heir);
        let loc = p.cards[c.index()].expect("a card");
        match self.heir_slot(c, loc, ready) {
            Some(slot) => {
                let special = p.special_cards[c.index()].is_some();
                let ap = placement_ap(
                    self.heir_character_ap(c),
                    slot.ap_modifier(),
                    loc == Location::Theater,
                    special,
                );
                out.push(Event::Placement(PlacementEvent::CharacterPlaced {
                    seat: heir,
                    character: c,
                    slot,
                    ap,
                    enhanced: false,
                }));
            }
            None => out.push(Event::Placement(PlacementEvent::CharacterIdle {
                seat: heir,
                character: c,
                forced: true,
            })),
        }
    }

    /// The Heir's Character's Action Points before the slot (004: the
    /// Protégé's are its Secrets plus one, at most 3).
    pub(crate) fn heir_character_ap(&self, c: CharacterId) -> u8 {
        match (c, &self.player(HEIR_SEAT).academy) {
            (CharacterId::Protege, Some(a)) => protege_ap(a.held().len() as u8),
            _ => c.base_ap() as u8,
        }
    }

    /// Where the Heir puts a Character: the best open slot of a main-board
    /// Location (most Action Points), the Theater's earliest (Ready) or
    /// latest (Busy) open day, the Magician on the Performance slot.
    fn heir_slot(&self, c: CharacterId, loc: Location, ready: bool) -> Option<Slot> {
        let heir = HEIR_SEAT;
        let ok = |s: Slot| self.check_slot(heir, c, s).is_ok();
        if loc != Location::Theater {
            return Game::slots_of(loc).iter().copied().find(|&s| ok(s));
        }
        let mut days = Weekday::ALL.to_vec();
        if !ready {
            days.reverse();
        }
        days.into_iter().find_map(|d| {
            let mut slots: Vec<Slot> = (0..crate::board::BACKSTAGE_SLOTS)
                .map(|i| Slot::Backstage(d, i))
                .collect();
            if c == CharacterId::Magician {
                slots.insert(0, Slot::Performance(d));
            }
            slots.into_iter().find(|&s| ok(s))
        })
    }
}

fn kind(c: CharacterId) -> Kind {
    match c {
        CharacterId::Magician => Kind::Magician,
        CharacterId::Protege => Kind::Protege,
        c if c.is_apprentice() => Kind::Apprentice,
        _ => Kind::Specialist,
    }
}
