//! Trickerion: Legends of Illusion, the rules.
//!
//! A pure, deterministic engine: no I/O, no clock. Randomness comes only from a
//! seeded ChaCha stream kept in the state, so a config (with its seed) plus the
//! list of accepted commands always rebuilds the identical game.
//!
//! # Layout
//! - `model`: vocabulary types (seats, Characters, Locations, slots, Trick
//!   categories, Components); it uses no other module.
//! - `board`: fixed board facts (uses `model`).
//! - `cards`: printed card facts (Tricks, Performance cards, Magicians, and the
//!   Dark Alley's Special Assignment cards and Prophecies, the Academy's
//!   Magicians and Prophecies), data in `data/cards.json` built into static
//!   arrays by `build.rs`; what cards do is typed (`cards::SpecialEffect`,
//!   `cards::MagicianAbility`), never a name. Uses `model` only.
//! - `content`: expansion content the rulebooks do not print, one JSON file per
//!   expansion in `content/` (Magician Powers, Duel of Magicians, Dahlgaard's
//!   Academy with its archived versions, Dahlgaard's Heir), loaded and checked
//!   at first use, provisional; games record the content they use
//!   (`docs/CONTENT.md`). Uses `cards`, `model` and `board` only.
//! - `config`, `error`, `command`, `event`: the API's data.
//! - `state`: the game state; `apply` records events in it (no logic there).
//! - `game`: `Game::new`, `apply` = `decide` + `apply_event`, automatic steps.
//! - One module per part of the rules: `setup`, `turn` (Advertise, Assignment,
//!   Place Characters), `downtown`, `market_row`, `workshop`, `theater`,
//!   `performance`, `end_turn`, `scoring`, and the Dark Alley's: `dark_alley`
//!   (the Location, its decks and Prophecies), `specials` (Special Assignment
//!   effects; most live with the Action they enhance), `magicians` (the
//!   Magician abilities with their own moment), `prophecies` (their tests).
//! - The variants: `powers` (Magician Powers: the deal and discard, learning,
//!   Shards on the Power slots, the Powers' own moments; each Power's effect is
//!   asked for by the Action it changes) and `duel` (Duel of Magicians: the Turn
//!   Setup deck and its covered slots; the gray markers' Links are in `theater`
//!   and `state`, usable by any card that prints them).
//! - `academy`: Dahlgaard's Academy: the Academy Location's Actions, Banners,
//!   Ruins, the Protégé's Action Points and wage, the Classroom phase and the
//!   new Magicians' abilities (docs/ACADEMY.md).
//! - `heir`: Dahlgaard's Heir, the solo opponent the engine plays itself:
//!   its procedure's tables and its moves at every Location.
//! - `lookahead`: imagined worlds of a solo game for look-ahead bots: what
//!   the seat sees, with the face-down piles and the random stream drawn
//!   afresh.
//! - `rules_version`: the rules version games record, and the behaviour
//!   changes that each version brought (old games keep their rules).
//! - `legal`: every command `apply` would accept; `why_not`: the rules' reasons
//!   for the board things a player may not use now; `preview`: what a command
//!   would do, up to its first hidden outcome; `view`: redacted views; `log`:
//!   one game-log line per event.

pub mod board;
pub mod cards;
mod catalog;
mod command;
mod config;
pub mod content;
mod error;
mod game;
mod log;
mod lookahead;
pub mod model;
mod rng;
mod rules_version;
#[cfg(test)]
mod tests;

pub use cards::{
    Category, Component, Dir, Enhances, GrayMarker, MagicianId, PerformanceId, ProphecyId,
    ProphecyKind, SpecialId, TrickId, Yield,
};
pub use catalog::{
    catalog, BoardInfo, Catalog, CharacterInfo, ComponentInfo, LinkInfo, MagicianInfo,
    PerformanceInfo, PowerInfo, ProphecyInfo, SlotInfo, SpecialInfo, TrickInfo, TurnSetupInfo,
    WeekdayInfo,
};
pub use command::{
    BuyPayment, Command, Premiere, PrepareOption, Rearrangement, Shoplift, SpecialistChoice, Steal,
    YieldKind,
};
pub use config::{GameConfig, GameOptions};
pub use content::{ContentStamp, PowerColor, PowerId, TurnSetupId};
pub use error::{RuleError, SetupError};
pub use game::academy::{self, AcademyEvent, Lesson, PlayerAcademy};
pub use game::base::downtown::DowntownEvent;
pub use game::base::end_turn::{EndTurnEvent, Wages};
pub use game::base::ledger::{FameReason, LedgerEvent};
pub use game::base::market_row::MarketRowEvent;
pub use game::base::performance::{Payout, PerformanceEvent};
pub use game::base::player::{CharState, OwnedTrick, PerCharacter};
pub use game::base::scoring::{FinalScore, FinalScores};
pub use game::base::setup::{SetupEvent, SetupStage};
pub use game::base::theater::TheaterEvent;
pub use game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
pub use game::base::workshop::WorkshopEvent;
pub use game::dark_alley::abilities::AbilityEvent;
pub use game::dark_alley::specials::SpecialEvent;
pub use game::dark_alley::{Alley, AlleyEvent, SPECIAL_DECKS};
pub use game::duel::{Covered, DuelEvent, DuelState};
pub use game::heir::{self, HeirEvent};
pub use game::powers::{PlayerPowers, PowersEvent};
pub use game::{
    Acting, AlleyView, BoardSlots, CardInPlay, CardView, CharacterView, DuelView, Event, Game,
    Hidden, Marker, Market, Phase, Player, PlayerPowersView, PlayerView, PowersView, Preview,
    Refusal, TakeBackEvent, View, Warning,
};
pub use model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Hand, Location, Seat, Slot, Specialist,
    Symbol, Viewer, Weekday,
};
pub use rules_version::{OLDEST_RULES_VERSION, RULES_VERSION};

/// Writes TypeScript declarations of the public data types (views, commands,
/// events, options, the card catalogue) into `dir`, for the web client.
///
/// # Errors
/// When a file cannot be written.
#[cfg(feature = "ts")]
pub fn export_typescript(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
    use ts_rs::TS;
    let cfg = ts_rs::Config::new()
        .with_out_dir(dir)
        .with_large_int("number");
    View::export_all(&cfg)?;
    Command::export_all(&cfg)?;
    Event::export_all(&cfg)?;
    GameConfig::export_all(&cfg)?;
    Viewer::export_all(&cfg)?;
    Catalog::export_all(&cfg)?;
    Ok(())
}
