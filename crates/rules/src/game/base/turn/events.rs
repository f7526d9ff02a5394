//! The events of this part of the rules: what happened (TurnEvent, AssignmentEvent, PlacementEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::game::base::player::CharState;
use crate::game::{Acting, Game, Phase};
use crate::log::{amount, face_words, slot_words, Log};
use crate::model::{CharacterId, DieFace, Location, Seat, Slot, Viewer};
use crate::words::{comma_joined, Msg};

/// The start of a turn: the dice, the Initiative Order and Advertising.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TurnEvent {
    TurnStarted {
        turn: u8,
    },
    DiceRolled {
        faces: [DieFace; 6],
    },
    InitiativeSet {
        order: Vec<Seat>,
    },
    /// The seat now deciding whether to Advertise.
    AdvertiseTurn {
        seat: Seat,
    },
    Advertised {
        seat: Seat,
        coins: u32,
        fame: u32,
    },
    AdvertiseDeclined {
        seat: Seat,
    },
}

impl TurnEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use TurnEvent::*;
        match self {
            TurnStarted { turn } => Msg::new("log-turn-started").num("turn", *turn),
            DiceRolled { faces } => Msg::new("log-dice-rolled").arg(
                "faces",
                comma_joined(faces.iter().map(|f| face_words(*f)).collect()),
            ),
            InitiativeSet { order } => Msg::new("log-initiative-set").arg(
                "order",
                comma_joined(order.iter().map(|s| log.name(*s).into()).collect()),
            ),
            AdvertiseTurn { seat } => Msg::new("log-advertise-turn").str("seat", log.name(*seat)),
            Advertised { seat, coins, fame } => Msg::new("log-advertised")
                .str("seat", log.name(*seat))
                .arg("coins", amount("amount-coins", *coins))
                .arg("fame", amount("amount-fame", *fame)),
            AdvertiseDeclined { seat } => {
                Msg::new("log-advertise-declined").str("seat", log.name(*seat))
            }
        }
    }
}

impl Game {
    /// Records the facts of a TurnEvent in the state.
    pub(crate) fn apply_turn(&mut self, e: &TurnEvent) {
        use TurnEvent::*;
        match e {
            TurnStarted { turn } => {
                self.turn = *turn;
                self.phase = Phase::Advertise { pos: 0 };
            }
            DiceRolled { faces } => {
                self.rng.draws += 1;
                self.dice = *faces;
            }
            InitiativeSet { order } => self.initiative = order.clone(),
            AdvertiseTurn { .. } => {}
            Advertised { seat, coins, fame } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.fame += fame;
                p.advertised = true;
                self.bump_pos();
            }
            AdvertiseDeclined { .. } => self.bump_pos(),
        }
    }
}

/// The Assignment phase: cards face down under the Characters, then revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AssignmentEvent {
    AssignmentStarted,
    /// A card went face down under a Character (`location` hidden from others).
    CardAssigned {
        seat: Seat,
        character: CharacterId,
        location: Option<Location>,
    },
    CardUnassigned {
        seat: Seat,
        character: CharacterId,
        location: Option<Location>,
    },
    AssignmentConfirmed {
        seat: Seat,
    },
    /// All Assignment cards turned face up.
    AssignmentsRevealed {
        cards: Vec<(Seat, CharacterId, Location)>,
    },
}

impl AssignmentEvent {
    /// What `viewer` may see of it: the Location of a card under another
    /// player's Character is hidden.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let mut e = self.clone();
        if let AssignmentEvent::CardAssigned { seat, location, .. }
        | AssignmentEvent::CardUnassigned { seat, location, .. } = &mut e
        {
            if !viewer.is(*seat) {
                *location = None;
            }
        }
        e
    }
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use AssignmentEvent::*;
        match self {
            AssignmentStarted => Msg::new("log-assignment-started"),
            CardAssigned {
                seat,
                character,
                location,
            } => match location {
                Some(l) => Msg::new("log-card-assigned")
                    .str("seat", log.name(*seat))
                    .named("character", character)
                    .named("location", l),
                None => Msg::new("log-card-assigned-hidden")
                    .str("seat", log.name(*seat))
                    .named("character", character),
            },
            CardUnassigned {
                seat, character, ..
            } => Msg::new("log-card-unassigned")
                .str("seat", log.name(*seat))
                .named("character", character),
            AssignmentConfirmed { seat } => {
                Msg::new("log-assignment-confirmed").str("seat", log.name(*seat))
            }
            AssignmentsRevealed { cards } => Msg::new("log-assignments-revealed")
                .num("n", i64::try_from(cards.len()).unwrap_or(i64::MAX)),
        }
    }
}

impl Game {
    /// Records the facts of a AssignmentEvent in the state.
    pub(crate) fn apply_assignment(&mut self, e: &AssignmentEvent) {
        use AssignmentEvent::*;
        match e {
            AssignmentStarted => {
                self.phase = Phase::Assignment;
                for p in &mut self.players {
                    p.assignment_confirmed = false;
                }
            }
            CardAssigned {
                seat,
                character,
                location,
            } => {
                let loc = location.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                p.hand[loc.index()] -= 1;
                p.cards[character.index()] = Some(loc);
            }
            CardUnassigned {
                seat,
                character,
                location,
            } => {
                let loc = location.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                p.hand[loc.index()] += 1;
                p.cards[character.index()] = None;
            }
            AssignmentConfirmed { seat } => self.players[seat.index()].assignment_confirmed = true,
            AssignmentsRevealed { .. } => {
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: false,
                };
            }
        }
    }
}

/// Place Characters: who places, where, with how many Action Points, and the end of their Actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PlacementEvent {
    /// The seat whose turn it is to place a Character.
    PlacementTurn { seat: Seat },
    CharacterPlaced {
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        ap: u8,
        enhanced: bool,
    },
    /// A Character with a card that could not be placed (no free slot) is Idle.
    CharacterIdle {
        seat: Seat,
        character: CharacterId,
        forced: bool,
    },
    ActionsEnded {
        seat: Seat,
        character: CharacterId,
        unspent: u8,
    },
}

impl PlacementEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use PlacementEvent::*;
        match self {
            PlacementTurn { seat } => Msg::new("log-placement-turn").str("seat", log.name(*seat)),
            CharacterPlaced {
                seat,
                character,
                slot,
                ap,
                enhanced,
            } => Msg::new(if *enhanced {
                "log-character-placed-enhanced"
            } else {
                "log-character-placed"
            })
            .str("seat", log.name(*seat))
            .named("character", character)
            .arg("slot", slot_words(*slot))
            .arg("ap", amount("amount-ap", *ap)),
            CharacterIdle {
                seat,
                character,
                forced,
            } => Msg::new(if *forced {
                "log-character-idle-forced"
            } else {
                "log-character-idle"
            })
            .str("seat", log.name(*seat))
            .named("character", character),
            ActionsEnded {
                seat,
                character,
                unspent,
            } => Msg::new("log-actions-ended")
                .str("seat", log.name(*seat))
                .named("character", character)
                .num("n", *unspent)
                .arg("unspent", amount("amount-ap", *unspent)),
        }
    }
}

impl Game {
    /// Records the facts of a PlacementEvent in the state.
    pub(crate) fn apply_placement(&mut self, e: &PlacementEvent) {
        use PlacementEvent::*;
        match e {
            PlacementTurn { seat } => {
                self.second_placement = false;
                let pos = self
                    .initiative
                    .iter()
                    .position(|s| s == seat)
                    .expect("seat") as u8;
                self.phase = Phase::PlaceCharacters {
                    pos,
                    acting: None,
                    done: false,
                };
            }
            CharacterPlaced {
                seat,
                character,
                slot,
                ap,
                enhanced,
            } => {
                let p = &mut self.players[seat.index()];
                p.characters[character.index()] = CharState::Placed(*slot);
                if *enhanced {
                    p.shards -= 1;
                }
                let who = Some((*seat, *character));
                match slot {
                    crate::model::Slot::Downtown(i) => self.main_slots[0][*i as usize] = who,
                    crate::model::Slot::MarketRow(i) => self.main_slots[1][*i as usize] = who,
                    crate::model::Slot::DarkAlley(i) => self.main_slots[2][*i as usize] = who,
                    crate::model::Slot::Academy(i) => self.academy_slots[*i as usize] = who,
                    crate::model::Slot::Backstage(d, i) => {
                        self.theater_slots[d.index()][*i as usize] = who
                    }
                    crate::model::Slot::Performance(d) => self.theater_slots[d.index()][2] = who,
                    crate::model::Slot::Workshop(_) => {}
                }
                if let Phase::PlaceCharacters { acting, .. } = &mut self.phase {
                    *acting = Some(Acting {
                        seat: *seat,
                        character: *character,
                        slot: *slot,
                        ap: *ap,
                        paid: 0,
                        pending_links: 0,
                        link_value: 0,
                        special: None,
                        draws: 0,
                        gambled: false,
                        learned_secret: false,
                    });
                }
            }
            CharacterIdle {
                seat,
                character,
                forced,
            } => {
                self.players[seat.index()].characters[character.index()] = CharState::Idle;
                if !forced {
                    self.end_placement();
                }
            }
            ActionsEnded { .. } => self.end_placement(),
        }
    }
}

impl Game {
    pub(crate) fn end_placement(&mut self) {
        if let Phase::PlaceCharacters { acting, done, .. } = &mut self.phase {
            *acting = None;
            *done = true;
        }
    }
}
