//! TEMPORARY stand-in for the rules API that `trickerion-rules` is about to gain
//! (`Game`, `GameConfig`, `Command`, `Event`, `View`, `RuleError`, `SetupError`),
//! with exactly the signatures promised, so the server can be built and tested
//! before it lands. It is NOT Trickerion: a tiny game with a simultaneous phase
//! (each seat assigns a hidden slot) followed by turns in seat order. It is
//! deleted, and `engine.rs` re-exports the real rules crate, as soon as main has it.

use serde::{Deserialize, Serialize};
use trickerion_rules::model::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub players: u8,
    pub seed: u64,
    #[serde(default)]
    pub beginner_setup: bool,
    #[serde(default)]
    pub dark_alley: bool,
    #[serde(default)]
    pub prophecies: bool,
    #[serde(default)]
    pub fame_caps: bool,
}

#[derive(Debug, thiserror::Error, Clone, Serialize, Deserialize)]
pub enum SetupError {
    #[error("a game needs 2 to 4 players")]
    PlayerCount,
    #[error("Prophecies are only played with the Dark Alley")]
    ProphecyWithoutDarkAlley,
}

#[derive(Debug, thiserror::Error, Clone, Serialize, Deserialize)]
pub enum RuleError {
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("that is not allowed now")]
    NotNow,
    #[error("there is no such seat")]
    NoSuchSeat,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    Assign { slot: u8 },
    TakeCoins { amount: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Assigned { seat: Seat, slot: Option<u8> },
    CoinsTaken { seat: Seat, amount: u8 },
    RoundStarted { round: u32 },
    GameOver,
}

impl Event {
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        match self {
            Event::Assigned { seat, .. } if !viewer.is(*seat) => Some(Event::Assigned {
                seat: *seat,
                slot: None,
            }),
            e => Some(e.clone()),
        }
    }

    pub fn describe(&self, names: &[String]) -> String {
        let name = |s: &Seat| {
            names
                .get(s.index())
                .cloned()
                .unwrap_or_else(|| s.to_string())
        };
        match self {
            Event::Assigned {
                seat,
                slot: Some(slot),
            } => {
                format!("{} assigned slot {slot}.", name(seat))
            }
            Event::Assigned { seat, slot: None } => {
                format!("{} assigned a hidden slot.", name(seat))
            }
            Event::CoinsTaken { seat, amount } => format!("{} took {amount} coins.", name(seat)),
            Event::RoundStarted { round } => format!("Round {round} starts."),
            Event::GameOver => "The game is over.".into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub round: u32,
    pub coins: Vec<u32>,
    pub my_slot: Option<u8>,
    pub assigned: Vec<bool>,
    pub turn: Option<Seat>,
    pub over: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    config: GameConfig,
    round: u32,
    coins: Vec<u32>,
    slots: Vec<Option<u8>>,
    turn: Option<u8>,
    over: bool,
}

const ROUNDS: u32 = 3;

impl Game {
    pub fn new(config: GameConfig) -> Result<Game, SetupError> {
        if !(2..=4).contains(&config.players) {
            return Err(SetupError::PlayerCount);
        }
        if config.prophecies && !config.dark_alley {
            return Err(SetupError::ProphecyWithoutDarkAlley);
        }
        let n = config.players as usize;
        Ok(Game {
            coins: vec![(config.seed % 5) as u32; n],
            slots: vec![None; n],
            config,
            round: 1,
            turn: None,
            over: false,
        })
    }

    pub fn apply(&mut self, seat: Seat, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        if seat.index() >= self.slots.len() {
            return Err(RuleError::NoSuchSeat);
        }
        if self.over {
            return Err(RuleError::NotNow);
        }
        let mut events = Vec::new();
        match (cmd, self.turn) {
            (Command::Assign { slot }, None) if self.slots[seat.index()].is_none() && *slot < 3 => {
                self.slots[seat.index()] = Some(*slot);
                events.push(Event::Assigned {
                    seat,
                    slot: Some(*slot),
                });
                if self.slots.iter().all(Option::is_some) {
                    self.turn = Some(0);
                }
            }
            (Command::TakeCoins { amount }, Some(t)) if (1..=3).contains(amount) => {
                if t != seat.0 {
                    return Err(RuleError::NotYourTurn);
                }
                self.coins[seat.index()] += u32::from(*amount);
                events.push(Event::CoinsTaken {
                    seat,
                    amount: *amount,
                });
                if usize::from(t) + 1 == self.slots.len() {
                    self.turn = None;
                    self.slots.iter_mut().for_each(|s| *s = None);
                    if self.round == ROUNDS {
                        self.over = true;
                        events.push(Event::GameOver);
                    } else {
                        self.round += 1;
                        events.push(Event::RoundStarted { round: self.round });
                    }
                } else {
                    self.turn = Some(t + 1);
                }
            }
            (_, Some(_)) => return Err(RuleError::NotYourTurn),
            _ => return Err(RuleError::NotNow),
        }
        Ok(events)
    }

    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        if self.over || seat.index() >= self.slots.len() {
            return vec![];
        }
        match self.turn {
            None if self.slots[seat.index()].is_none() => {
                (0..3).map(|slot| Command::Assign { slot }).collect()
            }
            Some(t) if t == seat.0 => (1..=3)
                .map(|amount| Command::TakeCoins { amount })
                .collect(),
            _ => vec![],
        }
    }

    pub fn view(&self, viewer: Viewer) -> View {
        View {
            round: self.round,
            coins: self.coins.clone(),
            my_slot: viewer
                .seat()
                .and_then(|s| self.slots.get(s.index()).copied().flatten()),
            assigned: self.slots.iter().map(Option::is_some).collect(),
            turn: self.turn.map(Seat),
            over: self.over,
        }
    }

    pub fn waiting_for(&self) -> Vec<Seat> {
        (0..self.config.players)
            .map(Seat)
            .filter(|s| !self.legal_commands(*s).is_empty())
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }
}
