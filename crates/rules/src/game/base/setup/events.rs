//! The events of this part of the rules: what happened (SetupEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{MagicianId, TrickId};
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::{Game, Phase, Player};
use crate::log::{amount, components_words, Log};
use crate::model::{CharacterId, ComponentSet, Seat, Specialist, Symbol};
use crate::words::{comma_joined, Msg};

/// The set-up stages after choosing Magicians, for `Event::SetupStage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SetupStage {
    /// Each seat chooses its starting Trick.
    ChooseTricks,
    /// Each seat chooses its starting Components and Specialist.
    SetupBoards,
    /// Magician Powers: each seat discards Powers.
    DiscardPowers,
}

/// Set-up: the Magicians, starting Tricks, Components and Specialists, and the starting Initiative Order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SetupEvent {
    MagicianChosen {
        seat: Seat,
        magician: MagicianId,
    },
    StartingTrickChosen {
        seat: Seat,
        trick: TrickId,
        symbol: Symbol,
    },
    StartingComponentsChosen {
        seat: Seat,
        components: ComponentSet,
    },
    SpecialistChosen {
        seat: Seat,
        specialist: Specialist,
        /// Manager: Components on the Multi slots.
        components: Option<ComponentSet>,
        /// Engineer: the Trick on the Engineer's slot.
        trick: Option<(TrickId, Symbol)>,
    },
    /// Set-up moves on to its next stage.
    SetupStage {
        stage: SetupStage,
    },
    /// Starting Initiative Order drawn at random, and the starting Coins by slot.
    StartingOrder {
        order: Vec<Seat>,
        coins: Vec<u32>,
    },
}

impl SetupEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use SetupEvent::*;
        match self {
            MagicianChosen { seat, magician } => Msg::new("log-magician-chosen")
                .str("seat", log.name(*seat))
                .named("magician", magician)
                .named("favorite", magician.card().favorite),
            StartingTrickChosen { seat, trick, .. } => Msg::new("log-starting-trick-chosen")
                .str("seat", log.name(*seat))
                .named("trick", trick),
            StartingComponentsChosen { seat, components } => {
                Msg::new("log-starting-components-chosen")
                    .str("seat", log.name(*seat))
                    .arg("components", components_words(components))
            }
            SpecialistChosen {
                seat,
                specialist,
                components,
                trick,
            } => {
                let m = match (components, trick) {
                    (Some(c), _) => Msg::new("log-specialist-chosen-components")
                        .arg("components", components_words(c)),
                    (_, Some((t, _))) => Msg::new("log-specialist-chosen-trick").named("trick", t),
                    _ => Msg::new("log-specialist-chosen-apprentice"),
                };
                m.str("seat", log.name(*seat))
                    .named("specialist", specialist)
            }
            SetupStage { stage } => Msg::new(match stage {
                self::SetupStage::ChooseTricks => "log-setup-choose-tricks",
                self::SetupStage::SetupBoards => "log-setup-boards",
                self::SetupStage::DiscardPowers => "log-setup-discard-powers",
            }),
            StartingOrder { order, coins } => {
                let items = order
                    .iter()
                    .map(|s| {
                        let n = coins.get(s.index()).copied().unwrap_or(0);
                        Msg::new("log-starting-order-seat")
                            .str("seat", log.name(*s))
                            .arg("coins", amount("amount-coins", n))
                            .into()
                    })
                    .collect();
                Msg::new("log-starting-order").arg("order", comma_joined(items))
            }
        }
    }
}

impl Game {
    /// Records the facts of a SetupEvent in the state.
    pub(crate) fn apply_setup(&mut self, e: &SetupEvent) {
        use SetupEvent::*;
        match e {
            MagicianChosen { seat, magician } => {
                self.players[seat.index()].magician = Some(*magician);
                self.bump_pos();
            }
            StartingTrickChosen {
                seat,
                trick,
                symbol,
            } => {
                self.residence &= !(1 << trick.0);
                self.players[seat.index()].tricks.push(OwnedTrick {
                    trick: *trick,
                    symbol: *symbol,
                    markers: 0,
                    engineer_slot: false,
                });
                if matches!(self.phase, Phase::ChooseTricks { .. }) {
                    self.bump_pos();
                }
            }
            StartingComponentsChosen { seat, components } => {
                let p = &mut self.players[seat.index()];
                for (c, n) in components.iter() {
                    p.components[c.index()] += n;
                }
                if let Phase::SetupBoards {
                    components_chosen, ..
                } = &mut self.phase
                {
                    *components_chosen = true;
                }
            }
            SpecialistChosen {
                seat,
                specialist,
                components,
                trick,
            } => {
                self.players[seat.index()].hire_starting_specialist(
                    *specialist,
                    *components,
                    *trick,
                );
                if let Some((t, _)) = trick {
                    self.residence &= !(1 << t.0);
                }
                if let Phase::SetupBoards {
                    pos,
                    components_chosen,
                } = &mut self.phase
                {
                    *pos += 1;
                    *components_chosen = false;
                }
            }
            SetupStage { stage } => {
                self.phase = match stage {
                    self::SetupStage::ChooseTricks => Phase::ChooseTricks { pos: 0 },
                    self::SetupStage::SetupBoards => Phase::SetupBoards {
                        pos: 0,
                        components_chosen: false,
                    },
                    self::SetupStage::DiscardPowers => Phase::DiscardPowers { pos: 0 },
                };
            }
            StartingOrder { order, coins } => {
                self.rng.draws += 1;
                self.initiative = order.clone();
                for (p, c) in self.players.iter_mut().zip(coins) {
                    p.coins = *c;
                }
                self.phase = Phase::StartTurn;
            }
        }
    }
}

impl Player {
    /// The starting Specialist joins the player's board with its bonus
    /// (`SpecialistChosen`): the Manager's Components on the Multi slots,
    /// the Engineer's Trick, the Assistant's second Apprentice. Only the
    /// board changes, so set-up can work out the free Prepare on a copy of
    /// the player rather than of the whole game.
    pub(crate) fn hire_starting_specialist(
        &mut self,
        specialist: Specialist,
        components: Option<ComponentSet>,
        trick: Option<(TrickId, Symbol)>,
    ) {
        self.characters[specialist.character().index()] = CharState::Home;
        match specialist {
            Specialist::Manager => {
                let set = components.expect("Manager bonus");
                for (i, (c, n)) in set.iter().enumerate() {
                    self.components[c.index()] += n;
                    self.multi_slots[i] = Some(c);
                }
            }
            Specialist::Engineer => {
                let (t, symbol) = trick.expect("Engineer bonus");
                self.tricks.push(OwnedTrick {
                    trick: t,
                    symbol,
                    markers: 0,
                    engineer_slot: true,
                });
            }
            Specialist::Assistant => {
                self.characters[CharacterId::Apprentice2.index()] = CharState::Home;
                self.assistant_slot = Some(CharacterId::Apprentice2);
            }
        }
    }
}
