//! Player set-up (rulebook "Player Setup", "First Time Setup for Beginners",
//! "Starting Fame Points and Initiative Order"): Magicians, starting Trick,
//! Components worth 2, one Specialist with its bonus, the free Prepare, and the
//! random starting Initiative Order with Coins by slot.

use crate::board;
use crate::cards::{Category, Component, MagicianId, TrickId};
use crate::command::SpecialistChoice;
use crate::error::RuleError;
use crate::event::{Event, SetupStage};
use crate::model::{ComponentSet, Seat, Specialist};
use crate::state::{Game, Phase, Player};

/// The beginner set-up for each Favorite category: starting Trick, its markers,
/// Components, and the Specialist with its bonus.
pub(crate) fn beginner(cat: Category) -> (&'static str, ComponentSet, SpecialistChoice) {
    match cat {
        Category::Optical => (
            "Enchanted Butterflies",
            ComponentSet::of(&[(Component::Fabric, 2)]),
            SpecialistChoice::Manager {
                components: ComponentSet::of(&[(Component::Animal, 1)]),
            },
        ),
        Category::Mechanical => (
            "Linking Rings",
            ComponentSet::of(&[(Component::Metal, 2)]),
            SpecialistChoice::Assistant,
        ),
        Category::Escape => (
            "Barricaded Barrels",
            ComponentSet::of(&[(Component::Wood, 2)]),
            SpecialistChoice::Engineer {
                trick: TrickId::by_name("Stocks Escape").expect("card"),
            },
        ),
        Category::Spiritual => (
            "Mind Reading",
            ComponentSet::of(&[(Component::Glass, 2)]),
            SpecialistChoice::Manager {
                components: ComponentSet::of(&[(Component::Rope, 1)]),
            },
        ),
    }
}

impl Game {
    pub(crate) fn decide_magician(
        &self,
        seat: Seat,
        magician: MagicianId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::ChooseMagicians { .. }) {
            return Err(RuleError::WrongTime(
                "Magicians are chosen at the start of set-up",
            ));
        }
        if magician.0 as usize >= crate::cards::MAGICIANS.len() {
            return Err(RuleError::MagicianUnavailable("there is no such Magician"));
        }
        let fav = magician.card().favorite;
        if self.players.iter().any(|p| p.favorite() == Some(fav)) {
            return Err(RuleError::MagicianUnavailable(
                "another player's Magician already has that Favorite Trick category",
            ));
        }
        out.push(Event::MagicianChosen { seat, magician });
        Ok(())
    }

    pub(crate) fn decide_starting_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::ChooseTricks { .. }) {
            return Err(RuleError::WrongTime(
                "starting Tricks are chosen during set-up",
            ));
        }
        check_trick_id(trick)?;
        let p = self.player(seat);
        if trick.card().threshold != 1 || Some(trick.card().category) != p.favorite() {
            return Err(RuleError::TrickUnavailable(
                "the starting Trick must have Fame Threshold 1 and your Magician's Favorite category",
            ));
        }
        if !self.in_residence(trick) {
            return Err(RuleError::TrickUnavailable(
                "that Trick has already been taken",
            ));
        }
        out.push(Event::StartingTrickChosen {
            seat,
            trick,
            symbol: p.free_symbol().expect("new player"),
        });
        Ok(())
    }

    pub(crate) fn decide_starting_components(
        &self,
        seat: Seat,
        components: &ComponentSet,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.phase {
            Phase::SetupBoards {
                components_chosen: false,
                ..
            } => {}
            _ => {
                return Err(RuleError::WrongTime(
                    "starting Components are chosen during set-up, before the Specialist",
                ))
            }
        }
        if components.value() != 2 {
            return Err(RuleError::BadComponents(
                "starting Components must be worth exactly 2 Coins",
            ));
        }
        out.push(Event::StartingComponentsChosen {
            seat,
            components: *components,
        });
        Ok(())
    }

    pub(crate) fn decide_specialist(
        &self,
        seat: Seat,
        choice: &SpecialistChoice,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.phase {
            Phase::SetupBoards {
                components_chosen: true,
                ..
            } => {}
            _ => {
                return Err(RuleError::WrongTime(
                    "the starting Specialist is chosen during set-up, after the Components",
                ))
            }
        }
        let p = self.player(seat);
        let event = match *choice {
            SpecialistChoice::Manager { components } => {
                if components.value() != 2 {
                    return Err(RuleError::BadComponents(
                        "the Manager's bonus Components must be worth exactly 2 Coins",
                    ));
                }
                check_manager_bonus(p, &components)?;
                Event::SpecialistChosen {
                    seat,
                    specialist: Specialist::Manager,
                    components: Some(components),
                    trick: None,
                }
            }
            SpecialistChoice::Engineer { trick } => {
                check_trick_id(trick)?;
                if trick.card().threshold != 1 {
                    return Err(RuleError::TrickUnavailable(
                        "the Engineer's Trick must have Fame Threshold 1",
                    ));
                }
                if !self.in_residence(trick) {
                    return Err(RuleError::TrickUnavailable(
                        "that Trick has already been taken",
                    ));
                }
                let symbol = p
                    .free_symbol()
                    .ok_or(RuleError::TrickUnavailable("no Symbol Marker left"))?;
                Event::SpecialistChosen {
                    seat,
                    specialist: Specialist::Engineer,
                    components: None,
                    trick: Some((trick, symbol)),
                }
            }
            SpecialistChoice::Assistant => Event::SpecialistChosen {
                seat,
                specialist: Specialist::Assistant,
                components: None,
                trick: None,
            },
        };
        out.push(event);
        self.push_free_prepares(seat, out);
        Ok(())
    }

    /// The free Prepare of set-up: each starting Trick (the Engineer's too, with its
    /// extra marker) whose Components the starting Components meet.
    fn push_free_prepares(&self, seat: Seat, out: &mut Vec<Event>) {
        let mut after = self.clone();
        for e in out.iter() {
            after.apply_event(e);
        }
        after.push_free_prepares_into(seat, out);
    }

    /// Moves set-up along: next stage, the beginner set-up, the starting order.
    pub(crate) fn auto_setup(&self, out: &mut Vec<Event>) {
        let n = self.config.players;
        match self.phase {
            Phase::ChooseMagicians { pos } if pos == n => {
                if self.config.beginner_setup {
                    for seat in self.seats() {
                        self.push_beginner(seat, out);
                    }
                    self.push_starting_order(out);
                } else {
                    out.push(Event::SetupStage {
                        stage: SetupStage::ChooseTricks,
                    });
                }
            }
            Phase::ChooseTricks { pos } if pos == n => {
                out.push(Event::SetupStage {
                    stage: SetupStage::SetupBoards,
                });
            }
            Phase::SetupBoards { pos, .. } if pos == n => self.push_starting_order(out),
            _ => {}
        }
    }

    fn push_beginner(&self, seat: Seat, out: &mut Vec<Event>) {
        let fav = self.player(seat).favorite().expect("Magician chosen");
        let (name, components, choice) = beginner(fav);
        let trick = TrickId::by_name(name).expect("beginner Trick exists");
        let mut local = Vec::new();
        local.push(Event::StartingTrickChosen {
            seat,
            trick,
            symbol: crate::model::Symbol::Spade,
        });
        local.push(Event::StartingComponentsChosen { seat, components });
        let specialist = match choice {
            SpecialistChoice::Manager { components } => Event::SpecialistChosen {
                seat,
                specialist: Specialist::Manager,
                components: Some(components),
                trick: None,
            },
            SpecialistChoice::Engineer { trick } => Event::SpecialistChosen {
                seat,
                specialist: Specialist::Engineer,
                components: None,
                trick: Some((trick, crate::model::Symbol::Heart)),
            },
            SpecialistChoice::Assistant => Event::SpecialistChosen {
                seat,
                specialist: Specialist::Assistant,
                components: None,
                trick: None,
            },
        };
        local.push(specialist);
        self.push_free_prepares(seat, &mut local);
        out.extend(local);
    }

    fn push_free_prepares_into(&self, seat: Seat, out: &mut Vec<Event>) {
        let p = self.player(seat);
        for t in &p.tricks {
            if p.meets_requirements(t.trick) {
                let markers = t.trick.card().markers + u8::from(t.engineer_slot);
                out.push(Event::TrickPrepared {
                    seat,
                    trick: t.trick,
                    markers,
                    ap: 0,
                });
            }
        }
    }

    /// Random starting Initiative Order; Coins 10/12/14/16 by slot (10/14 for two).
    fn push_starting_order(&self, out: &mut Vec<Event>) {
        let mut order: Vec<Seat> = self.seats().collect();
        self.rng.next_stream().shuffle(&mut order);
        let slots = board::initiative_slot_numbers(self.config.players);
        let mut coins = vec![0; order.len()];
        for (pos, seat) in order.iter().enumerate() {
            coins[seat.index()] = board::starting_coins(slots[pos]);
        }
        out.push(Event::StartingOrder { order, coins });
    }
}

fn check_trick_id(trick: TrickId) -> Result<(), RuleError> {
    if trick.0 as usize >= crate::cards::TRICKS.len() {
        return Err(RuleError::TrickUnavailable("there is no such Trick"));
    }
    Ok(())
}

/// The Manager's bonus goes onto the two Multi slots: at most two types, and no
/// type may then count more than 3 (the bonus counts toward the limit).
fn check_manager_bonus(p: &Player, bonus: &ComponentSet) -> Result<(), RuleError> {
    if bonus.iter().count() > 2 {
        return Err(RuleError::BadComponents(
            "the Manager has only two Multi Component slots",
        ));
    }
    for (c, n) in bonus.iter() {
        if p.components[c.index()] + n + 1 > board::COMPONENT_LIMIT {
            return Err(RuleError::BadComponents(
                "no Component may count more than 3, and a Multi slot pile counts one more",
            ));
        }
    }
    Ok(())
}
