//! `legal_commands`: every command `apply` would accept for a seat now. Candidates
//! are generated per decision and kept only if `decide` accepts them, so the list
//! and the rules can never disagree.

use crate::cards::{Component, Dir, MagicianId, PerformanceId, TrickId};
use crate::command::{Command, SpecialistChoice};
use crate::model::{CharacterId, ComponentSet, DieId, FameOrCoins, Location, Seat};
use crate::state::{Game, Phase};

impl Game {
    /// Every command `apply(seat, ..)` would accept now.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if seat.index() >= self.players.len() || !self.waiting_for().contains(&seat) {
            return Vec::new();
        }
        let mut cands: Vec<Command> = Vec::new();
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
            }
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => {}
        }
        self.return_candidates(seat, &mut cands);
        cands.retain(|c| self.decide(seat, c).is_ok());
        cands
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
                for component in Component::ALL {
                    if self.unit_price(component).is_some() {
                        for count in 1..=3 {
                            for bargain in 0..ap {
                                cands.push(Command::Buy {
                                    component,
                                    count,
                                    bargain,
                                });
                            }
                        }
                    }
                    for slot in 0..4 {
                        cands.push(Command::Order { component, slot });
                    }
                    cands.push(Command::QuickOrder { component });
                }
            }
            Location::Workshop => {
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

    /// Opponents' Special Assignment cards the Great Optico might copy.
    fn mimic_candidates(&self, seat: Seat) -> Vec<Option<crate::cards::SpecialId>> {
        let mut out = Vec::new();
        if self.player(seat).magician != Some(MagicianId::GREAT_OPTICO) {
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
        let free_spots: Vec<(PerformanceId, u8, Dir)> = self
            .theater
            .iter()
            .flat_map(|c| {
                let printed = c.card.card();
                printed.slots.iter().enumerate().flat_map(move |(i, s)| {
                    let free = c.markers[i].is_none();
                    s.links
                        .iter()
                        .filter(move |_| free)
                        .map(move |l| (c.card, i as u8, l.dir))
                })
            })
            .collect();
        for t in p.tricks.iter().filter(|t| t.markers > 0) {
            for &(card, slot, facing) in &free_spots {
                cands.push(Command::SetUpTrick {
                    trick: t.trick,
                    card,
                    slot,
                    facing,
                });
            }
        }
        for c in &self.theater {
            for (i, m) in c.markers.iter().enumerate() {
                if matches!(m, Some(m) if m.seat == seat) {
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
