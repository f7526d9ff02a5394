//! What an event says in the game log, and what a viewer may see of it.

use crate::log::Log;
use crate::model::Viewer;
use crate::words::Msg;

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

    /// One game-log line in English; `names[seat]` is the seat's display
    /// name. Names Academy things after the current content; a stored game's
    /// lines use [`Event::describe_in`] with the content it is played with.
    pub fn describe(&self, names: &[String]) -> String {
        self.describe_in(names, crate::game::academy::academy())
    }

    /// One game-log line in English, naming Academy wings and Secrets after
    /// `academy` (`Game::academy_content`).
    pub fn describe_in(
        &self,
        names: &[String],
        academy: &crate::game::academy::AcademyContent,
    ) -> String {
        self.words(names, academy).english()
    }

    /// One game-log line as a catalog message, for each reader's language.
    pub fn words(&self, names: &[String], academy: &crate::game::academy::AcademyContent) -> Msg {
        let log = Log { names, academy };
        match self {
            Event::Setup(e) => e.words(&log),
            Event::Turn(e) => e.words(&log),
            Event::Assignment(e) => e.words(&log),
            Event::Placement(e) => e.words(&log),
            Event::Downtown(e) => e.words(&log),
            Event::MarketRow(e) => e.words(&log),
            Event::Workshop(e) => e.words(&log),
            Event::Theater(e) => e.words(&log),
            Event::Performance(e) => e.words(&log),
            Event::EndTurn(e) => e.words(&log),
            Event::Ledger(e) => e.words(&log),
            Event::Special(e) => e.words(&log),
            Event::Ability(e) => e.words(&log),
            Event::Alley(e) => e.words(&log),
            Event::TakeBack(e) => e.words(&log),
            Event::Powers(e) => e.words(&log),
            Event::Academy(e) => e.words(&log),
            Event::Heir(e) => e.words(&log),
            Event::Duel(e) => e.words(&log),
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
