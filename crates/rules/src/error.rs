//! The rules crate's errors: every rejected command says why in player words.

use thiserror::Error;

/// A game could not be created from its options.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("Trickerion is played by 2 to 4 players, not {0}")]
    PlayerCount(u8),
    /// No longer returned (the Dark Alley is playable); kept so clients that
    /// match on it still build.
    #[error("the Dark Alley expansion is not available on this server")]
    DarkAlleyNotAvailable,
    #[error("Prophecies and the 20-Fame caps are Dark Alley options; turn the Dark Alley on to use them")]
    NeedsDarkAlley,
    #[error("Magician Powers can only be played with the Dark Alley; turn the Dark Alley on to use them")]
    PowersNeedDarkAlley,
    #[error("Duel of Magicians is a two-player variant, not for {0} players")]
    DuelIsForTwo(u8),
    #[error("Dahlgaard's Academy can only be played with the Dark Alley; turn the Dark Alley on to use it")]
    AcademyNeedsDarkAlley,
    #[error("Dahlgaard's Heir is a solo mode: one player against the Heir, not {0} players")]
    HeirIsSolo(u8),
    #[error("Dahlgaard's Heir cannot be played with Magician Powers or Duel of Magicians")]
    HeirWithoutGifts,
    #[error("Dahlgaard's Heir is played with the Dark Alley; turn the Dark Alley on to use it")]
    HeirNeedsDarkAlley,
    #[error("a difficulty is only for games against Dahlgaard's Heir")]
    DifficultyWithoutHeir,
    #[error(
        "this game was played with other content ({recorded}) than this server has ({current})"
    )]
    Content { recorded: String, current: String },
    #[error("this server plays rules versions {oldest} to {newest}, not {version}")]
    RulesVersion {
        version: u32,
        oldest: u32,
        newest: u32,
    },
}

/// A command was rejected; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("there is no seat {0} in this game")]
    NoSuchSeat(u8),
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("that is not possible now: {0}")]
    WrongTime(&'static str),
    #[error("that Magician is not available: {0}")]
    MagicianUnavailable(&'static str),
    #[error("that Trick is not available: {0}")]
    TrickUnavailable(&'static str),
    #[error("that Component choice is not allowed: {0}")]
    BadComponents(&'static str),
    #[error("you do not have that Character on your team")]
    NoSuchCharacter,
    #[error("that Character cannot do that now: {0}")]
    CharacterUnavailable(&'static str),
    #[error("you have no {0} Assignment card in your hand")]
    NoCard(&'static str),
    #[error("that slot cannot be used: {0}")]
    SlotUnavailable(&'static str),
    #[error("not enough Action Points: this costs {needed} and you have {left}")]
    NotEnoughActionPoints { needed: u8, left: u8 },
    #[error("not enough Coins: this costs {needed} and you have {have}")]
    NotEnoughCoins { needed: u32, have: u32 },
    #[error("not enough Fame: this costs {needed} and you have {have}")]
    NotEnoughFame { needed: u32, have: u32 },
    #[error("you have no Trickerion Shard to spend")]
    NoShard,
    #[error("that die cannot be used: {0}")]
    BadDie(&'static str),
    #[error("you cannot hire that Character: {0}")]
    CannotHire(&'static str),
    #[error("that Market Row action is not possible: {0}")]
    Market(&'static str),
    #[error("you cannot Prepare that Trick: {0}")]
    CannotPrepare(&'static str),
    #[error("that Workshop move is not possible: {0}")]
    CannotMove(&'static str),
    #[error("that Trick Marker cannot go there: {0}")]
    BadMarkerPlacement(&'static str),
    #[error("you cannot Perform that card: {0}")]
    CannotPerform(&'static str),
    #[error("you do not own that Trick")]
    NotYourTrick,
    #[error("you cannot return that: {0}")]
    CannotReturn(&'static str),
    #[error("you cannot take that back: {0}")]
    CannotTakeBack(&'static str),
    #[error("that Power cannot be used: {0}")]
    PowerUnavailable(&'static str),
    #[error("that Power slot is not open: it needs {needed} Shards and you have {have}")]
    PowerSlotClosed { needed: u32, have: u32 },
    #[error("you cannot change those cards: {0}")]
    CannotRearrange(&'static str),
    /// 004 "Roll dice phase": a Turn Setup re-roll the rules do not allow.
    #[error("cannot re-roll those Turn Setup dice: {0}")]
    TurnSetup(&'static str),
}
