//! The events of this part of the rules: what happened (TurnEvent, AssignmentEvent, PlacementEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::game::base::player::CharState;
use crate::game::{Acting, Game, Phase};
use crate::log::{an, coins, count, Log};
use crate::model::{CharacterId, DieFace, Location, Seat, Slot, Viewer};

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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use TurnEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            TurnStarted { turn } => format!("Turn {turn} begins."),
            DiceRolled { faces } => {
                let f: Vec<String> = faces.iter().map(|f| f.describe()).collect();
                format!("Downtown dice: {}.", f.join(", "))
            }
            InitiativeSet { order } => {
                let list: Vec<String> = order.iter().map(n).collect();
                format!("Initiative Order: {}.", list.join(", "))
            }
            AdvertiseTurn { seat } => format!("{} may Advertise.", n(seat)),
            Advertised { seat, coins, fame } => format!(
                "{} Advertises for {} and gains {fame} Fame.",
                n(seat),
                self::coins(*coins)
            ),
            AdvertiseDeclined { seat } => format!("{} does not Advertise.", n(seat)),
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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use AssignmentEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            AssignmentStarted => {
                "Assignment phase: everyone places Assignment cards face down.".into()
            }
            CardAssigned {
                seat,
                character,
                location,
            } => match location {
                Some(l) => format!("{} assigns {} to {}.", n(seat), character.name(), l.name()),
                None => format!(
                    "{} puts a card face down under {}.",
                    n(seat),
                    an(character.name())
                ),
            },
            CardUnassigned {
                seat, character, ..
            } => format!(
                "{} takes back the card under {}.",
                n(seat),
                an(character.name())
            ),
            AssignmentConfirmed { seat } => format!("{} is done assigning.", n(seat)),
            AssignmentsRevealed { cards } => match cards.len() {
                0 => "No Assignment card is revealed.".into(),
                1 => "The Assignment card is revealed.".into(),
                k => format!("All {k} Assignment cards are revealed."),
            },
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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use PlacementEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            PlacementTurn { seat } => format!("It is {}'s turn to place a Character.", n(seat)),
            CharacterPlaced {
                seat,
                character,
                slot,
                ap,
                enhanced,
            } => format!(
                "{} places {} at {}{} with {}.",
                n(seat),
                an(character.name()),
                slot.describe(),
                if *enhanced {
                    ", paying a Shard to Enhance"
                } else {
                    ""
                },
                count(*ap, "Action Point")
            ),
            CharacterIdle {
                seat,
                character,
                forced,
            } => format!(
                "{}'s {} stays Idle{}.",
                n(seat),
                character.name(),
                if *forced { " (no free slot)" } else { "" }
            ),
            ActionsEnded {
                seat,
                character,
                unspent,
            } => {
                if *unspent > 0 {
                    format!(
                        "{}'s {} is done ({} unused).",
                        n(seat),
                        character.name(),
                        count(*unspent, "Action Point")
                    )
                } else {
                    format!("{}'s {} is done.", n(seat), character.name())
                }
            }
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
