//! What an event says in the game log, and what a viewer may see of it.

use crate::game::academy::AcademyEvent;
use crate::game::base::turn::AssignmentEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::dark_alley::AlleyEvent;
use crate::game::powers::PowersEvent;
use crate::game::take_back::TakeBackEvent;
use crate::log::Log;
use crate::model::Viewer;

use crate::game::Event;

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
        self.describe_in(names, crate::game::academy::academy())
    }

    /// One game-log line, naming Academy wings and Secrets after `academy`
    /// (`Game::academy_content`).
    pub fn describe_in(
        &self,
        names: &[String],
        academy: &crate::game::academy::AcademyContent,
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
