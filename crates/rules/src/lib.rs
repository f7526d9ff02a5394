//! Trickerion: Legends of Illusion, the rules.
//!
//! A pure, deterministic engine: no I/O, no clock. Randomness comes only from a
//! seeded ChaCha stream kept in the state, so a config (with its seed) plus the
//! list of accepted commands always rebuilds the identical game.
//!
//! # Layout
//! Leaves first; each module uses only those listed before it (the map with
//! the rules for adding an expansion is docs/ARCHITECTURE.md).
//! - `model`: vocabulary types (seats, Characters, Locations, slots, Trick
//!   categories, Components); it uses no other module. `board`: fixed board
//!   facts.
//! - `cards`: printed card facts (Tricks, Performance cards, Magicians, the
//!   Dark Alley's Special Assignment cards and Prophecies, the Academy's
//!   Magicians and Prophecies), data in `data/cards.json` built into static
//!   arrays by `build.rs`; what cards do is typed (`cards::SpecialEffect`,
//!   `cards::MagicianAbility`), never a name.
//! - `content`: expansion content the rulebooks do not print, one JSON file per
//!   expansion in `content/`, provisional, recorded in every game that uses it
//!   (`docs/CONTENT.md`).
//! - `config`, `rng`, `error`, `rules_version`, `command`: the API's data, the
//!   random stream, the one error type, the behaviour changes of each rules
//!   version, the commands a player sends.
//! - `game`: the state and every rule. `Game::new` composes the base game and
//!   the enabled expansions; `apply` = `decide` (the rules, which emit
//!   events) + `apply_event` (records them, decides nothing). `game::base` is
//!   the base rulebook, one module per part; `dark_alley`, `powers`, `duel`,
//!   `academy` and `heir` are the expansions, each changing the base rules
//!   only through `game::modifier`. `legal`, `why_not`, `preview`, `view`:
//!   what a seat may do, the rules' reasons why not, what a command would do
//!   up to its first hidden outcome, and what a viewer may see.
//! - `words`: sentences for people as catalog messages (`Msg`: an id and typed
//!   arguments), worded by the Fluent catalogs of `web/locales/<lang>/`;
//!   English is built in for the CLI and `Display`.
//! - `log`: the game-log line of an event, in the game's words; `catalog`:
//!   the card catalogue for clients; `lookahead`: imagined worlds of a solo
//!   game for look-ahead bots (what the seat sees, with the hidden piles and
//!   the random stream drawn afresh).

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
pub mod words;

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
pub use game::base::performance::{DeclineReason, Payout, PerformanceEvent};
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
pub use words::{Arg, Msg, Named};

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
