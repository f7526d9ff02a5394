//! The Workshop (rulebook "Workshop"): Prepare, and the Specialists' Move Tricks,
//! Move Components and Move Apprentices.

mod candidates;
mod events;

pub use events::WorkshopEvent;

use crate::board;
use crate::cards::{Component, TrickId};
use crate::error::RuleError;
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::modifier::{Action, Allowance, Number, Use};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Location, Seat, Specialist, Symbol};

pub(crate) const MOVE_AP: u8 = 1;

impl Game {
    /// Prepare's checks: one of the player's Tricks with no marker on it,
    /// that the expansions do not keep from being Prepared. The Trick and
    /// the Action Points it costs.
    pub(crate) fn prepare_check(
        &self,
        seat: Seat,
        trick: TrickId,
    ) -> Result<(OwnedTrick, u8), RuleError> {
        let owned = *self
            .player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        self.check_use(seat, Use::Prepare(owned.symbol))?;
        let ap = self.action_ap(seat, Action::Prepare, trick.card().prepare_ap);
        self.acting_at(seat, Location::Workshop, ap)?;
        if owned.markers > 0 {
            return Err(RuleError::CannotPrepare("why-still-has-trick-markers"));
        }
        Ok((owned, ap))
    }

    /// The Component types `seat` lacks for `trick` (none when an
    /// expansion lets the Trick be Prepared without them).
    pub(crate) fn components_short(&self, seat: Seat, owned: &OwnedTrick) -> usize {
        let p = self.player(seat);
        let short = owned
            .trick
            .card()
            .components
            .iter()
            .filter(|&&(c, n)| p.effective(c) < n)
            .count();
        if short > 0
            && self.allowed(
                seat,
                Allowance::PrepareShort {
                    trick: owned.trick,
                    symbol: owned.symbol,
                },
            )
        {
            0
        } else {
            short
        }
    }

    /// The markers of a Trick `seat` may still put on it: the supply per
    /// Trick less those in the Theater.
    pub(crate) fn markers_left(&self, seat: Seat, symbol: Symbol) -> u8 {
        self.marker_supply(seat) - self.markers_in_theater(seat, symbol)
    }

    /// The Trick Markers `seat` has of each Trick.
    pub(crate) fn marker_supply(&self, seat: Seat) -> u8 {
        let base = i64::from(board::MARKERS_PER_SYMBOL);
        self.modified(seat, Number::MarkerSupply, base) as u8
    }

    /// Prepare: the Trick's printed markers (one more on the Engineer's
    /// slot) from the supply.
    pub(crate) fn decide_prepare(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (owned, ap) = self.prepare_check(seat, trick)?;
        if self.components_short(seat, &owned) > 0 {
            return Err(RuleError::CannotPrepare("why-you-do-not-have-components"));
        }
        let printed = trick.card().markers + u8::from(owned.engineer_slot);
        let printed = self.modified(
            seat,
            Number::PreparedMarkers {
                trick,
                symbol: owned.symbol,
            },
            i64::from(printed),
        ) as u8;
        self.push_prepared(seat, &owned, printed, ap, out)
    }

    /// The Trick Markers a Prepare places: `printed`, as many as are left.
    pub(crate) fn push_prepared(
        &self,
        seat: Seat,
        owned: &OwnedTrick,
        printed: u8,
        ap: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let markers = printed.min(self.markers_left(seat, owned.symbol));
        if markers == 0 {
            return Err(RuleError::CannotPrepare("why-all-four-markers-theater"));
        }
        out.push(Event::Workshop(WorkshopEvent::TrickPrepared {
            seat,
            trick: owned.trick,
            markers,
            ap,
        }));
        Ok(())
    }

    pub(crate) fn decide_move_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Engineer) {
            return Err(RuleError::CannotMove(
                "why-move-tricks-needs-engineer-extension",
            ));
        }
        let owned = p.trick(trick).ok_or(RuleError::NotYourTrick)?;
        if owned.engineer_slot {
            return Err(RuleError::CannotMove("why-trick-already-engineer-slot"));
        }
        let swapped = p.tricks.iter().find(|t| t.engineer_slot).map(|t| t.trick);
        out.push(Event::Workshop(WorkshopEvent::TrickMoved {
            seat,
            trick,
            swapped,
            ap: MOVE_AP,
        }));
        Ok(())
    }

    pub(crate) fn decide_move_components(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Manager) {
            return Err(RuleError::CannotMove(
                "why-move-components-needs-manager-extension",
            ));
        }
        if slot >= 2 {
            return Err(RuleError::CannotMove(
                "why-manager-has-two-multi-component-slots",
            ));
        }
        let have = p.components[component.index()];
        if have == 0 {
            return Err(RuleError::CannotMove("why-you-have-none-component"));
        }
        if p.multi_slots.contains(&Some(component)) {
            return Err(RuleError::CannotMove(
                "why-pile-already-multi-component-slot",
            ));
        }
        if have + 1 > board::COMPONENT_LIMIT {
            return Err(RuleError::CannotMove("why-pile-3-would-count-4-multi"));
        }
        let swapped = p.multi_slots[slot as usize];
        out.push(Event::Workshop(WorkshopEvent::ComponentsMoved {
            seat,
            component,
            slot,
            swapped,
            ap: MOVE_AP,
        }));
        Ok(())
    }

    pub(crate) fn decide_move_apprentice(
        &self,
        seat: Seat,
        apprentice: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Assistant) {
            return Err(RuleError::CannotMove(
                "why-move-apprentices-needs-assistant-extension",
            ));
        }
        if p.assistant_slot.is_some() {
            return Err(RuleError::CannotMove("why-assistant-apprentice-slot-taken"));
        }
        if !apprentice.is_apprentice()
            || !matches!(p.state(apprentice), CharState::Home | CharState::Idle)
        {
            return Err(RuleError::CannotMove(
                "why-only-apprentice-still-your-board-can",
            ));
        }
        out.push(Event::Workshop(WorkshopEvent::ApprenticeMoved {
            seat,
            apprentice,
            ap: MOVE_AP,
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::Component::*;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::{CardInPlay, Marker};
    use crate::model::{CharacterId, Seat, Slot, Specialist};
    use crate::tests::fixture::game;

    const P0: Seat = Seat(0);

    fn workshop(ap: u8) -> crate::Game {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::Workshop(0), ap);
        g
    }

    /// T-03, rulebook "Example of a 'Prepare' Action" (revised edition): with 3 Fabric
    /// and 3 Wood, Card Manipulation (1 AP) receives 2 Trick Markers; the
    /// Components stay (C-075).
    #[test]
    fn t03_prepare_example() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Fabric, 3), (Wood, 3)]);
        let t = g.give_trick(P0, "Card Manipulation", 0);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 2);
        assert_eq!(g.acting_now().unwrap().ap, 2);
        assert_eq!(g.player(P0).components[Fabric.index()], 3);
        // First edition: 2 Glass, 2 Metal and a Rope prepare Water Tank Escape.
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2), (Metal, 2), (Rope, 1)]);
        let t = g.give_trick(P0, "Water Tank Escape", 0);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 2);
    }

    /// C-074: no Prepare without the Components, nor with markers still on the Trick;
    /// C-075: one Component stack serves several Tricks.
    #[test]
    fn c074_c075_prepare_conditions() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Wood, 2), (Metal, 1)]);
        let barrels = g.give_trick(P0, "Barricaded Barrels", 0);
        let stocks = g.give_trick(P0, "Stocks Escape", 0);
        assert!(matches!(
            g.clone().run(P0, Command::prepare(stocks)),
            Err(RuleError::CannotPrepare(_))
        ));
        g.give_components(P0, &[(Metal, 1)]);
        g.run(P0, Command::prepare(barrels)).unwrap();
        g.run(P0, Command::prepare(stocks)).unwrap();
        assert!(matches!(
            g.run(P0, Command::prepare(barrels)),
            Err(RuleError::CannotPrepare(_))
        ));
    }

    /// C-076: a Trick on the Engineer's slot receives one more marker; C-077: at most
    /// four markers of a symbol in the game.
    #[test]
    fn c076_c077_engineer_bonus_and_marker_limit() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2)]);
        let t = g.give_trick(P0, "Mind Reading", 0); // 3 markers
        g.players[0].tricks[0].engineer_slot = true;
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 4);
        // Three of its markers in the Theater: only one left to place.
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2)]);
        let t = g.give_trick(P0, "Mind Reading", 0);
        let symbol = g.player(P0).trick(t).unwrap().symbol;
        for card in g.theater.iter_mut().take(3) {
            card.markers[0] = Some(Marker {
                seat: P0,
                symbol,
                category: t.card().category,
                facing: crate::Dir::Down,
            });
        }
        if g.theater.len() < 3 {
            let mut extra = CardInPlay::new(crate::PerformanceId(27));
            extra.markers[0] = Some(Marker {
                seat: P0,
                symbol,
                category: t.card().category,
                facing: crate::Dir::Down,
            });
            g.theater.push(extra);
        }
        assert_eq!(g.markers_in_theater(P0, symbol), 3);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 1);
    }

    /// C-079 "Move Tricks", C-078: available once the Engineer has joined.
    #[test]
    fn c079_move_tricks() {
        let mut g = workshop(3);
        let a = g.give_trick(P0, "Barricaded Barrels", 0);
        let b = g.give_trick(P0, "Stocks Escape", 0);
        assert!(matches!(
            g.clone().run(P0, Command::MoveTrick { trick: a }),
            Err(RuleError::CannotMove(_))
        ));
        g.give_specialist(P0, Specialist::Engineer);
        g.run(P0, Command::MoveTrick { trick: a }).unwrap();
        assert!(g.player(P0).trick(a).unwrap().engineer_slot);
        g.run(P0, Command::MoveTrick { trick: b }).unwrap();
        assert!(!g.player(P0).trick(a).unwrap().engineer_slot);
        assert!(g.player(P0).trick(b).unwrap().engineer_slot);
    }

    /// C-080 "Move Components": onto a Multi slot (counting one more), swapping.
    #[test]
    fn c080_move_components() {
        let mut g = workshop(3);
        g.give_specialist(P0, Specialist::Manager);
        g.give_components(P0, &[(Wood, 2), (Glass, 3)]);
        assert!(g
            .clone()
            .run(
                P0,
                Command::MoveComponents {
                    component: Glass,
                    slot: 0
                }
            )
            .is_err());
        g.run(
            P0,
            Command::MoveComponents {
                component: Wood,
                slot: 0,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).effective(Wood), 3);
    }

    /// C-081 "Move Apprentices": permanently onto the empty Assistant slot, where
    /// it earns no Wages (C-104).
    #[test]
    fn c081_move_apprentice_is_wage_free() {
        let mut g = workshop(3);
        g.give_specialist(P0, Specialist::Assistant);
        g.players[0].characters[CharacterId::Apprentice1.index()] = crate::CharState::Home;
        g.run(
            P0,
            Command::MoveApprentice {
                apprentice: CharacterId::Apprentice1,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).assistant_slot, Some(CharacterId::Apprentice1));
        assert!(g
            .clone()
            .run(
                P0,
                Command::MoveApprentice {
                    apprentice: CharacterId::Apprentice1
                }
            )
            .is_err());
        g.players[0].characters[CharacterId::Apprentice1.index()] =
            crate::CharState::Placed(Slot::Downtown(3));
        let w = g.wages();
        assert_eq!(w[0].due, 0);
    }
}
