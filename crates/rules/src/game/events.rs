//! What an event says in the game log, and what a viewer may see of it.

use crate::log::Log;
use crate::model::Viewer;

use crate::game::Event;

impl Event {
    /// What `viewer` may see of this event: hidden cards are blanked.
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        Some(match self {
            Event::Assignment(e) => Event::Assignment(e.redact(viewer)),
            Event::Special(e) => Event::Special(e.redact(viewer)),
            Event::Alley(e) => Event::Alley(e.redact(viewer)),
            Event::Academy(e) => Event::Academy(e.redact(viewer)),
            Event::TakeBack(e) => Event::TakeBack(e.redact(viewer)),
            Event::Powers(e) => Event::Powers(e.redact(viewer)),
            e => e.clone(),
        })
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
