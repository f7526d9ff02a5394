//! What happened. Events are facts: `decide` computes them (with any random
//! draws), `apply_event` records them, `redact` hides what a viewer may not see,
//! and `describe` turns them into game-log lines.

use serde::{Deserialize, Serialize};

use crate::academy::AcademyEvent;
use crate::dark_alley::AlleyEvent;
use crate::downtown::DowntownEvent;
use crate::duel::DuelEvent;
use crate::end_turn::EndTurnEvent;
use crate::heir::HeirEvent;
use crate::ledger::LedgerEvent;
use crate::log::Log;
use crate::magicians::AbilityEvent;
use crate::market_row::MarketRowEvent;
use crate::model::Viewer;
use crate::performance::PerformanceEvent;
use crate::powers::PowersEvent;
use crate::setup::SetupEvent;
use crate::specials::SpecialEvent;
use crate::take_back::TakeBackEvent;
use crate::theater::TheaterEvent;
use crate::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::workshop::WorkshopEvent;

/// A game event: one enum per part of the rules, each with its own
/// variants, application and log lines. The JSON is flat (`{"type": ...}`,
/// the inner enum's tag), so clients see one list of event types.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Event {
    Setup(SetupEvent),
    Turn(TurnEvent),
    Assignment(AssignmentEvent),
    Placement(PlacementEvent),
    Downtown(DowntownEvent),
    MarketRow(MarketRowEvent),
    Workshop(WorkshopEvent),
    Theater(TheaterEvent),
    Performance(PerformanceEvent),
    EndTurn(EndTurnEvent),
    Ledger(LedgerEvent),
    Special(SpecialEvent),
    Ability(AbilityEvent),
    Alley(AlleyEvent),
    TakeBack(TakeBackEvent),
    Powers(PowersEvent),
    Academy(AcademyEvent),
    Heir(HeirEvent),
    Duel(DuelEvent),
}

macro_rules! event_from {
    ($($variant:ident($inner:ty)),* $(,)?) => {
        $(impl From<$inner> for Event {
            fn from(e: $inner) -> Event {
                Event::$variant(e)
            }
        })*
    };
}

event_from! {
    Setup(SetupEvent),
    Turn(TurnEvent),
    Assignment(AssignmentEvent),
    Placement(PlacementEvent),
    Downtown(DowntownEvent),
    MarketRow(MarketRowEvent),
    Workshop(WorkshopEvent),
    Theater(TheaterEvent),
    Performance(PerformanceEvent),
    EndTurn(EndTurnEvent),
    Ledger(LedgerEvent),
    Special(SpecialEvent),
    Ability(AbilityEvent),
    Alley(AlleyEvent),
    TakeBack(TakeBackEvent),
    Powers(PowersEvent),
    Academy(AcademyEvent),
    Heir(HeirEvent),
    Duel(DuelEvent),
}

impl Event {
    /// What `viewer` may see of this event: hidden card locations are blanked.
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        match self {
            Event::Assignment(AssignmentEvent::CardAssigned {
                seat, character, ..
            }) if !viewer.is(*seat) => Some(Event::Assignment(AssignmentEvent::CardAssigned {
                seat: *seat,
                character: *character,
                location: None,
            })),
            Event::Assignment(AssignmentEvent::CardUnassigned {
                seat, character, ..
            }) if !viewer.is(*seat) => Some(Event::Assignment(AssignmentEvent::CardUnassigned {
                seat: *seat,
                character: *character,
                location: None,
            })),
            Event::Special(SpecialEvent::SpecialAssigned {
                seat, character, ..
            }) if !viewer.is(*seat) => Some(Event::Special(SpecialEvent::SpecialAssigned {
                seat: *seat,
                character: *character,
                card: None,
            })),
            Event::Special(SpecialEvent::SpecialUnassigned {
                seat, character, ..
            }) if !viewer.is(*seat) => Some(Event::Special(SpecialEvent::SpecialUnassigned {
                seat: *seat,
                character: *character,
                card: None,
            })),
            Event::Alley(AlleyEvent::SpecialsDiscarded {
                discarded,
                returned,
            }) => Some(Event::Alley(AlleyEvent::SpecialsDiscarded {
                discarded: discarded.clone(),
                // Cards going back to a hand are hidden again.
                returned: returned
                    .iter()
                    .map(|&(s, c)| (s, c.filter(|_| viewer.is(s))))
                    .collect(),
            })),
            Event::Academy(AcademyEvent::SecretLent {
                seat,
                apprentice,
                coins,
                ..
            }) if !viewer.is(*seat) => Some(Event::Academy(AcademyEvent::SecretLent {
                seat: *seat,
                apprentice: *apprentice,
                secret: None,
                coins: *coins,
            })),
            Event::TakeBack(TakeBackEvent::TakenBack { seat, undone }) => {
                Some(Event::TakeBack(TakeBackEvent::TakenBack {
                    seat: *seat,
                    undone: undone.iter().filter_map(|e| e.redact(viewer)).collect(),
                }))
            }
            Event::Powers(PowersEvent::PowerDiscarded { seat, last, .. }) if !viewer.is(*seat) => {
                Some(Event::Powers(PowersEvent::PowerDiscarded {
                    seat: *seat,
                    power: None,
                    last: *last,
                }))
            }
            Event::Powers(PowersEvent::CardsRearranged {
                seat,
                declined,
                coins,
                hidden: true,
                ..
            }) if !viewer.is(*seat) => Some(Event::Powers(PowersEvent::CardsRearranged {
                seat: *seat,
                change: None,
                declined: *declined,
                coins: *coins,
                hidden: true,
            })),
            e => Some(e.clone()),
        }
    }

    /// One game-log line; `names[seat]` is the seat's display name. Names
    /// Academy things after the current content; a stored game's lines use
    /// [`Event::describe_in`] with the content it is played with.
    pub fn describe(&self, names: &[String]) -> String {
        self.describe_in(names, crate::academy::academy())
    }

    /// One game-log line, naming Academy wings and Secrets after `academy`
    /// (`Game::academy_content`).
    pub fn describe_in(
        &self,
        names: &[String],
        academy: &crate::academy::AcademyContent,
    ) -> String {
        let log = Log { names, academy };
        match self {
            Event::Setup(e) => e.describe(&log),
            Event::Turn(e) => e.describe(&log),
            Event::Assignment(e) => e.describe(&log),
            Event::Placement(e) => e.describe(&log),
            Event::Downtown(e) => e.describe(&log),
            Event::MarketRow(e) => e.describe(&log),
            Event::Workshop(e) => e.describe(&log),
            Event::Theater(e) => e.describe(&log),
            Event::Performance(e) => e.describe(&log),
            Event::EndTurn(e) => e.describe(&log),
            Event::Ledger(e) => e.describe(&log),
            Event::Special(e) => e.describe(&log),
            Event::Ability(e) => e.describe(&log),
            Event::Alley(e) => e.describe(&log),
            Event::TakeBack(e) => e.describe(&log),
            Event::Powers(e) => e.describe(&log),
            Event::Academy(e) => e.describe(&log),
            Event::Heir(e) => e.describe(&log),
            Event::Duel(e) => e.describe(&log),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        match self {
            Event::Downtown(e) => e.ap(),
            Event::MarketRow(e) => e.ap(),
            Event::Workshop(e) => e.ap(),
            Event::Theater(e) => e.ap(),
            Event::Special(e) => e.ap(),
            Event::Alley(e) => e.ap(),
            Event::Academy(e) => e.ap(),
            _ => None,
        }
    }
}
