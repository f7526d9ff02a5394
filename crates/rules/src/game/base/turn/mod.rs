//! The phases of a turn up to the Performance: Roll Dice, Set Initiative
//! Order and Advertise here; the Assignment phase and Place Characters (with
//! Idle and Enhance Character) in `assignment` and `placement`; and returning
//! Tricks and Components at the player's own decision points.

mod assignment;
mod candidates;
mod events;
mod placement;

pub use events::{AssignmentEvent, PlacementEvent, TurnEvent};

use crate::cards::{Component, TrickId};
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::theater::TheaterEvent;
use crate::game::modifier::{Done, Moment, Number};
use crate::game::{Acting, Event, Game, Phase};
use crate::model::{DieId, FameOrCoins, Location, Seat};

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
        self.push_at(Moment::TurnStarted(turn), out);
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
            // An expansion may open a phase of its own first.
            let before = out.len();
            self.push_at(Moment::AssignmentStarts, out);
            if out.len() == before {
                out.push(Event::Assignment(AssignmentEvent::AssignmentStarted));
            }
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
                "why-advertising-happens-after-initiative-order-set",
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
        self.push_after(seat, Done::Advertised, out);
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
                    Err(RuleError::WrongTime("why-first-take-your-link-bonus-fame"))
                } else {
                    Ok(a)
                }
            }
            _ => Err(RuleError::WrongTime(
                "why-actions-taken-character-you-just-placed",
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
                Location::Downtown => "why-downtown-action",
                Location::MarketRow => "why-market-row-action",
                Location::Workshop => "why-workshop-action",
                Location::Theater => "why-theater-action",
                Location::DarkAlley => "why-dark-alley-action",
                Location::Academy => "why-academy-action",
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

    /// A Link Bonus of `value` for `seat`, as the expansions change it.
    pub(crate) fn link_bonus(&self, seat: Seat, value: u8) -> u32 {
        self.modified(seat, Number::LinkBonus, i64::from(value)) as u32
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
                    amount: self.link_bonus(seat, *link_value),
                }));
                Ok(())
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat && a.pending_links > 0 => {
                out.push(Event::Theater(TheaterEvent::LinkBonusTaken {
                    seat,
                    reward,
                    amount: self.link_bonus(seat, a.link_value),
                }));
                Ok(())
            }
            _ => Err(RuleError::WrongTime("why-you-have-no-link-bonus-take")),
        }
    }

    /// Returning Tricks and Components is allowed at the player's own decision
    /// points (not during set-up, nor while a Link Bonus is pending).
    fn may_return(&self, seat: Seat) -> Result<(), RuleError> {
        match &self.phase {
            Phase::ChooseMagicians { .. }
            | Phase::ChooseTricks { .. }
            | Phase::SetupBoards { .. }
            | Phase::DiscardPowers { .. } => Err(RuleError::WrongTime("why-finish-set-up-first")),
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat && a.pending_links > 0 => {
                Err(RuleError::WrongTime("why-first-take-your-link-bonus-fame"))
            }
            Phase::BreakingFree { pending_links, .. } if *pending_links > 0 => {
                Err(RuleError::WrongTime("why-first-take-your-link-bonus-fame"))
            }
            _ => Ok(()),
        }
    }

    /// `decide_return_trick`'s refusals: `legal_commands` asks this for
    /// every candidate without building the events.
    pub(crate) fn check_return_trick(&self, seat: Seat, trick: TrickId) -> Result<(), RuleError> {
        self.may_return(seat)?;
        self.player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)
            .map(drop)
    }

    pub(crate) fn decide_return_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_return_trick(seat, trick)?;
        out.push(Event::Ledger(LedgerEvent::TrickReturned { seat, trick }));
        self.push_after(seat, Done::ReturnedTrick(trick), out);
        Ok(())
    }

    /// `decide_return_components`'s refusals: `legal_commands` asks this
    /// for every candidate without building the event.
    pub(crate) fn check_return_components(
        &self,
        seat: Seat,
        component: Component,
        count: u8,
    ) -> Result<(), RuleError> {
        self.may_return(seat)?;
        let have = self.player(seat).components[component.index()];
        if count == 0 || count > have {
            return Err(RuleError::CannotReturn(
                "why-you-do-not-have-many-component",
            ));
        }
        Ok(())
    }

    pub(crate) fn decide_return_components(
        &self,
        seat: Seat,
        component: Component,
        count: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_return_components(seat, component, count)?;
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
                "why-already-has-assignment-card"
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
            RuleError::SlotUnavailable("why-slot-covered-fewer-than-four-players")
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
