//! The rules crate's errors: every rejected command says why in player words.
//!
//! Each error is a catalog message (`err-...` in `web/locales/<lang>/errors.ftl`);
//! a variant's reason is itself the id of a catalog message (`why-...`), so a
//! client words the whole refusal in its reader's language. `Display` is the
//! English.

use std::fmt;

use crate::model::Location;
use crate::words::Msg;

/// A game could not be created from its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 4 players.
    PlayerCount(u8),
    /// No longer returned (the Dark Alley is playable); kept so clients that
    /// match on it still build.
    DarkAlleyNotAvailable,
    NeedsDarkAlley,
    PowersNeedDarkAlley,
    DuelIsForTwo(u8),
    AcademyNeedsDarkAlley,
    HeirIsSolo(u8),
    HeirWithoutGifts,
    HeirNeedsDarkAlley,
    DifficultyWithoutHeir,
    Content {
        recorded: String,
        current: String,
    },
    RulesVersion {
        version: u32,
        oldest: u32,
        newest: u32,
    },
}

impl SetupError {
    /// Why the game cannot be created, as a catalog message.
    pub fn words(&self) -> Msg {
        match self {
            SetupError::PlayerCount(n) => Msg::new("err-setup-player-count").num("players", *n),
            SetupError::DarkAlleyNotAvailable => Msg::new("err-setup-dark-alley-not-available"),
            SetupError::NeedsDarkAlley => Msg::new("err-setup-needs-dark-alley"),
            SetupError::PowersNeedDarkAlley => Msg::new("err-setup-powers-need-dark-alley"),
            SetupError::DuelIsForTwo(n) => Msg::new("err-setup-duel-is-for-two").num("players", *n),
            SetupError::AcademyNeedsDarkAlley => Msg::new("err-setup-academy-needs-dark-alley"),
            SetupError::HeirIsSolo(n) => Msg::new("err-setup-heir-is-solo").num("players", *n),
            SetupError::HeirWithoutGifts => Msg::new("err-setup-heir-without-gifts"),
            SetupError::HeirNeedsDarkAlley => Msg::new("err-setup-heir-needs-dark-alley"),
            SetupError::DifficultyWithoutHeir => Msg::new("err-setup-difficulty-without-heir"),
            SetupError::Content { recorded, current } => Msg::new("err-setup-content")
                .str("recorded", recorded.as_str())
                .str("current", current.as_str()),
            SetupError::RulesVersion {
                version,
                oldest,
                newest,
            } => Msg::new("err-setup-rules-version")
                .num("version", *version)
                .num("oldest", *oldest)
                .num("newest", *newest),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().english())
    }
}

impl std::error::Error for SetupError {}

/// A command was rejected; the game is unchanged.
///
/// A `&'static str` field is the id of the catalog message (`why-...`) saying
/// why; for [`RuleError::NoCard`] it names the missing card (a Location's
/// name, or `why-such-special`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    NoSuchSeat(u8),
    GameOver,
    NotYourTurn,
    WrongTime(&'static str),
    MagicianUnavailable(&'static str),
    TrickUnavailable(&'static str),
    BadComponents(&'static str),
    NoSuchCharacter,
    CharacterUnavailable(&'static str),
    NoCard(&'static str),
    SlotUnavailable(&'static str),
    NotEnoughActionPoints {
        needed: u8,
        left: u8,
    },
    NotEnoughCoins {
        needed: u32,
        have: u32,
    },
    NotEnoughFame {
        needed: u32,
        have: u32,
    },
    NoShard,
    BadDie(&'static str),
    CannotHire(&'static str),
    Market(&'static str),
    CannotPrepare(&'static str),
    CannotMove(&'static str),
    BadMarkerPlacement(&'static str),
    CannotPerform(&'static str),
    NotYourTrick,
    CannotReturn(&'static str),
    CannotTakeBack(&'static str),
    PowerUnavailable(&'static str),
    PowerSlotClosed {
        needed: u32,
        have: u32,
    },
    CannotRearrange(&'static str),
    /// 004 "Roll dice phase": a Turn Setup re-roll the rules do not allow.
    TurnSetup(&'static str),
}

impl RuleError {
    /// No Assignment card of `location` in hand.
    pub(crate) fn no_card(location: Location) -> Self {
        RuleError::NoCard(location_id(location))
    }

    /// Why the command is refused, as a catalog message.
    pub fn words(&self) -> Msg {
        let because =
            |id: &'static str, why: &'static str| Msg::new(id).arg("reason", Msg::new(why));
        match self {
            RuleError::NoSuchSeat(n) => Msg::new("err-no-such-seat").num("number", *n),
            RuleError::GameOver => Msg::new("err-game-over"),
            RuleError::NotYourTurn => Msg::new("err-not-your-turn"),
            RuleError::WrongTime(why) => because("err-wrong-time", why),
            RuleError::MagicianUnavailable(why) => because("err-magician-unavailable", why),
            RuleError::TrickUnavailable(why) => because("err-trick-unavailable", why),
            RuleError::BadComponents(why) => because("err-bad-components", why),
            RuleError::NoSuchCharacter => Msg::new("err-no-such-character"),
            RuleError::CharacterUnavailable(why) => because("err-character-unavailable", why),
            RuleError::NoCard(card) => Msg::new("err-no-card").term("card", *card),
            RuleError::SlotUnavailable(why) => because("err-slot-unavailable", why),
            RuleError::NotEnoughActionPoints { needed, left } => Msg::new("err-not-enough-ap")
                .num("needed", *needed)
                .num("left", *left),
            RuleError::NotEnoughCoins { needed, have } => Msg::new("err-not-enough-coins")
                .num("needed", *needed)
                .num("have", *have),
            RuleError::NotEnoughFame { needed, have } => Msg::new("err-not-enough-fame")
                .num("needed", *needed)
                .num("have", *have),
            RuleError::NoShard => Msg::new("err-no-shard"),
            RuleError::BadDie(why) => because("err-bad-die", why),
            RuleError::CannotHire(why) => because("err-cannot-hire", why),
            RuleError::Market(why) => because("err-market", why),
            RuleError::CannotPrepare(why) => because("err-cannot-prepare", why),
            RuleError::CannotMove(why) => because("err-cannot-move", why),
            RuleError::BadMarkerPlacement(why) => because("err-bad-marker-placement", why),
            RuleError::CannotPerform(why) => because("err-cannot-perform", why),
            RuleError::NotYourTrick => Msg::new("err-not-your-trick"),
            RuleError::CannotReturn(why) => because("err-cannot-return", why),
            RuleError::CannotTakeBack(why) => because("err-cannot-take-back", why),
            RuleError::PowerUnavailable(why) => because("err-power-unavailable", why),
            RuleError::PowerSlotClosed { needed, have } => Msg::new("err-power-slot-closed")
                .num("needed", *needed)
                .num("have", *have),
            RuleError::CannotRearrange(why) => because("err-cannot-rearrange", why),
            RuleError::TurnSetup(why) => because("err-turn-setup", why),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().english())
    }
}

impl std::error::Error for RuleError {}

/// The catalog id naming `location` (the same id as its `Named` term, which
/// is owned text in general; a `RuleError` holds only static ids).
fn location_id(location: Location) -> &'static str {
    match location {
        Location::Downtown => "location-downtown",
        Location::MarketRow => "location-market_row",
        Location::Workshop => "location-workshop",
        Location::Theater => "location-theater",
        Location::DarkAlley => "location-dark_alley",
        Location::Academy => "location-academy",
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::game::{Hidden, Warning};
    use crate::words::{catalog_files, Catalog, Named};

    /// One error of every variant (the match has no wildcard, so a new
    /// variant fails to build until it is listed here).
    fn every_rule_error() -> Vec<RuleError> {
        let why = "why-not-possible-now";
        let all = vec![
            RuleError::NoSuchSeat(7),
            RuleError::GameOver,
            RuleError::NotYourTurn,
            RuleError::WrongTime(why),
            RuleError::MagicianUnavailable(why),
            RuleError::TrickUnavailable(why),
            RuleError::BadComponents(why),
            RuleError::NoSuchCharacter,
            RuleError::CharacterUnavailable(why),
            RuleError::NoCard("why-such-special"),
            RuleError::SlotUnavailable(why),
            RuleError::NotEnoughActionPoints { needed: 2, left: 1 },
            RuleError::NotEnoughCoins { needed: 3, have: 1 },
            RuleError::NotEnoughFame { needed: 1, have: 0 },
            RuleError::NoShard,
            RuleError::BadDie(why),
            RuleError::CannotHire(why),
            RuleError::Market(why),
            RuleError::CannotPrepare(why),
            RuleError::CannotMove(why),
            RuleError::BadMarkerPlacement(why),
            RuleError::CannotPerform(why),
            RuleError::NotYourTrick,
            RuleError::CannotReturn(why),
            RuleError::CannotTakeBack(why),
            RuleError::PowerUnavailable(why),
            RuleError::PowerSlotClosed { needed: 6, have: 3 },
            RuleError::CannotRearrange(why),
            RuleError::TurnSetup(why),
        ];
        for e in &all {
            match e {
                RuleError::NoSuchSeat(_)
                | RuleError::GameOver
                | RuleError::NotYourTurn
                | RuleError::WrongTime(_)
                | RuleError::MagicianUnavailable(_)
                | RuleError::TrickUnavailable(_)
                | RuleError::BadComponents(_)
                | RuleError::NoSuchCharacter
                | RuleError::CharacterUnavailable(_)
                | RuleError::NoCard(_)
                | RuleError::SlotUnavailable(_)
                | RuleError::NotEnoughActionPoints { .. }
                | RuleError::NotEnoughCoins { .. }
                | RuleError::NotEnoughFame { .. }
                | RuleError::NoShard
                | RuleError::BadDie(_)
                | RuleError::CannotHire(_)
                | RuleError::Market(_)
                | RuleError::CannotPrepare(_)
                | RuleError::CannotMove(_)
                | RuleError::BadMarkerPlacement(_)
                | RuleError::CannotPerform(_)
                | RuleError::NotYourTrick
                | RuleError::CannotReturn(_)
                | RuleError::CannotTakeBack(_)
                | RuleError::PowerUnavailable(_)
                | RuleError::PowerSlotClosed { .. }
                | RuleError::CannotRearrange(_)
                | RuleError::TurnSetup(_) => {}
            }
        }
        all
    }

    fn every_setup_error() -> Vec<SetupError> {
        vec![
            SetupError::PlayerCount(5),
            SetupError::DarkAlleyNotAvailable,
            SetupError::NeedsDarkAlley,
            SetupError::PowersNeedDarkAlley,
            SetupError::DuelIsForTwo(3),
            SetupError::AcademyNeedsDarkAlley,
            SetupError::HeirIsSolo(2),
            SetupError::HeirWithoutGifts,
            SetupError::HeirNeedsDarkAlley,
            SetupError::DifficultyWithoutHeir,
            SetupError::Content {
                recorded: "abc".into(),
                current: "def".into(),
            },
            SetupError::RulesVersion {
                version: 9,
                oldest: 1,
                newest: 3,
            },
        ]
    }

    /// `msg` in English, which must need no missing message or variable.
    fn english(en: &Catalog, msg: &Msg) -> String {
        let (text, problems) = en.word(msg);
        assert!(problems.is_empty(), "{msg:?}: {problems:?}");
        assert!(!text.contains("err-") && !text.contains("why-"), "{text}");
        text
    }

    /// Every error, warning and hidden outcome words in English.
    #[test]
    fn every_error_words_in_english() {
        let en = Catalog::new("en").expect("English");
        let mut msgs: Vec<Msg> = every_rule_error().iter().map(RuleError::words).collect();
        msgs.extend(every_setup_error().iter().map(SetupError::words));
        msgs.extend(
            [
                Warning::NoActionPoints,
                Warning::IdleCharacters { idle: 2 },
                Warning::UnspentActionPoints { ap: 1 },
                Warning::ReturnsTrick,
                Warning::ReturnsComponents,
                Warning::DeclinesPerformance,
                Warning::PowerLeavesSlot,
                Warning::WagesShort {
                    due: 3,
                    coins: 1,
                    fame: 4,
                },
            ]
            .iter()
            .map(Warning::words),
        );
        msgs.extend(
            [
                Hidden::StartingOrder,
                Hidden::DiceRolled,
                Hidden::DieRolled,
                Hidden::CardsRevealed,
                Hidden::PerformanceCardDrawn,
                Hidden::ProphecyDrawn,
                Hidden::TurnSetupDrawn,
                Hidden::SecretsDrawn,
                Hidden::HeirDraws,
                Hidden::HeirPlanRevealed,
            ]
            .iter()
            .map(Hidden::words),
        );
        for msg in &msgs {
            english(&en, msg);
        }
    }

    /// The English is the text the errors always had.
    #[test]
    fn english_is_unchanged() {
        let cases = [
            (
                RuleError::WrongTime("why-downtown-action").to_string(),
                "that is not possible now: that is a Downtown Action",
            ),
            (
                RuleError::no_card(Location::MarketRow).to_string(),
                "you have no Market Row Assignment card in your hand",
            ),
            (
                RuleError::NoCard("why-such-special").to_string(),
                "you have no such a Special Assignment card in your hand",
            ),
            (
                RuleError::NotEnoughCoins { needed: 3, have: 1 }.to_string(),
                "not enough Coins: this costs 3 and you have 1",
            ),
            (
                RuleError::PowerSlotClosed { needed: 6, have: 3 }.to_string(),
                "that Power slot is not open: it needs 6 Shards and you have 3",
            ),
            (
                SetupError::Content {
                    recorded: "abc".into(),
                    current: "def".into(),
                }
                .to_string(),
                "this game was played with other content (abc) than this server has (def)",
            ),
            (
                SetupError::RulesVersion {
                    version: 9,
                    oldest: 1,
                    newest: 3,
                }
                .to_string(),
                "this server plays rules versions 1 to 3, not 9",
            ),
            (
                Warning::WagesShort {
                    due: 3,
                    coins: 1,
                    fame: 4,
                }
                .to_string(),
                "Wages due at End Turn: 3; Coins you have: 1. Unless you earn more this turn, you lose 4 Fame",
            ),
            (
                Hidden::HeirDraws.to_string(),
                "then Dahlgaard's Heir draws at random",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    /// A Location's card is named by the Location's own catalog name.
    #[test]
    fn no_card_names_the_location() {
        for location in Location::ALL {
            assert_eq!(location_id(location), location.term());
        }
    }

    /// The `"why-..."` and `"location-..."` ids written in `src`, read at
    /// test time, with the files they are in.
    fn ids_in_source() -> Vec<(String, String)> {
        fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
            for entry in std::fs::read_dir(dir).expect("a readable src folder") {
                let path = entry.expect("a readable entry").path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a readable source");
                    for (i, _) in text.match_indices("\"why-") {
                        let id: String = text[i + 1..]
                            .chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                            .collect();
                        // A whole literal: the id and its closing quote.
                        let closed = text[i + 1 + id.len()..].starts_with('"');
                        if closed && id.len() > "why-".len() {
                            out.push((id, path.display().to_string()));
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
        out
    }

    /// Every reason id of the source is a catalog message worded in English
    /// without problems, and every reason of the catalog is used.
    #[test]
    fn every_reason_in_the_source_words_in_english() {
        let en = Catalog::new("en").expect("English");
        let used = ids_in_source();
        assert!(used.len() > 150, "{}", used.len());
        for (id, file) in &used {
            assert!(en.has(id), "{file}: no message {id}");
            let id: &'static str = Box::leak(id.clone().into_boxed_str());
            let text = english(&en, &RuleError::CannotPrepare(id).words());
            assert!(
                text.len() > "you cannot Prepare that Trick: ".len() + 2,
                "{text}"
            );
        }
        let (_, errors) = catalog_files("en")
            .find(|(file, _)| *file == "errors.ftl")
            .expect("errors.ftl");
        for line in errors.lines().filter(|l| l.starts_with("why-")) {
            let id = line.split(' ').next().expect("an id");
            assert!(
                used.iter().any(|(u, _)| u == id),
                "{id} is in errors.ftl but no source gives it"
            );
        }
    }
}
