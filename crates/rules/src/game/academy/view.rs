//! The Academy as one viewer sees it (004). On the table, face up: the
//! wings with their Ruins, tiles and Academy markers, the two Secrets next
//! to the board, the Banners, each Protégé's Secrets. Hidden: the Secret
//! deck's order (only its size is shown) and, while Assignment cards are
//! face down, which Secret Anjali's Coin lends (only the Apprentice with the
//! Coin shows).

use serde::{Deserialize, Serialize};

use crate::cards::TrickId;
use crate::content::academy::{Letter, Room};
use crate::content::ContentStamp;
use crate::game::Game;
use crate::model::{CharacterId, Seat, Symbol, Viewer};

/// A Trick's Academy marker on a tile's slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AcademyMarkerView {
    pub seat: Seat,
    pub symbol: Symbol,
    /// The owner's Trick of that symbol.
    pub trick: Option<TrickId>,
}

/// One wing of the Academy board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WingView {
    pub letter: Letter,
    pub room: Room,
    /// Under a Ruin (004 "Setup" 2): not renovated until the Ruin goes.
    pub ruined: bool,
    /// The renovated tile: its index among its room's tiles (the catalog's
    /// `academy.classrooms` or `practice_rooms`), and the level paid for.
    pub tile: Option<(u8, u8)>,
    /// The Academy markers on the tile's two slots.
    pub markers: [Option<AcademyMarkerView>; 2],
}

/// Anjali's Coin on an Apprentice, lending it one of the Protégé's Secrets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LentView {
    pub character: CharacterId,
    /// The Secret lent; `None` for other viewers while that Apprentice's
    /// Assignment card is face down.
    pub secret: Option<u8>,
}

/// One player's Academy things.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerAcademyView {
    pub seat: Seat,
    /// The Secrets on the Protégé's three spaces, top first (face up).
    pub secrets: [Option<u8>; super::PROTEGE_SECRETS],
    /// The Protégé's Action Points and wage from its Secrets.
    pub protege_ap: u8,
    pub protege_wage: u32,
    pub banners_supply: u8,
    pub banners_placed: u8,
    pub lent: Option<LentView>,
}

/// Dahlgaard's Academy as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AcademyView {
    /// In the content's wing order (the catalog's `academy.wings`).
    pub wings: Vec<WingView>,
    /// The Secrets lying face up next to the board (at most two).
    pub face_up: Vec<u8>,
    /// Secrets left in the face-down deck (its order is hidden).
    pub deck_size: u32,
    pub players: Vec<PlayerAcademyView>,
    /// The content's id, version and hash (provisional tiles and Secrets).
    pub content: ContentStamp,
}

impl Game {
    /// The Academy as `viewer` sees it; `None` in games without it.
    pub fn academy_view(&self, viewer: Viewer) -> Option<AcademyView> {
        let board = self.academy.as_ref()?;
        let content = board.content();
        let trick_of = |seat: Seat, symbol: Symbol| {
            self.player(seat)
                .tricks
                .iter()
                .find(|t| t.symbol == symbol)
                .map(|t| t.trick)
        };
        let wings = board
            .wings
            .iter()
            .zip(&content.wings)
            .map(|(w, spec)| WingView {
                letter: spec.letter,
                room: spec.room,
                ruined: w.ruined,
                tile: w.tile,
                markers: w.markers.map(|m| {
                    m.map(|(seat, symbol)| AcademyMarkerView {
                        seat,
                        symbol,
                        trick: trick_of(seat, symbol),
                    })
                }),
            })
            .collect();
        let players = self
            .seats()
            .filter_map(|seat| {
                let a = self.player(seat).academy.as_ref()?;
                Some(PlayerAcademyView {
                    seat,
                    secrets: a.secrets,
                    protege_ap: self
                        .character_ap(seat, CharacterId::Protege)
                        .unwrap_or_default() as u8,
                    protege_wage: self
                        .character_wage(seat, CharacterId::Protege)
                        .unwrap_or_default(),
                    banners_supply: board.banners_supply.get(seat.index()).copied()?,
                    banners_placed: board.banners_placed.get(seat.index()).copied()?,
                    lent: a.lent.map(|(character, secret)| LentView {
                        character,
                        secret: (viewer.is(seat) || self.card_revealed(seat, character))
                            .then_some(secret),
                    }),
                })
            })
            .collect();
        Some(AcademyView {
            wings,
            face_up: board.face_up.clone(),
            deck_size: board.secret_deck.len() as u32,
            players,
            content: content.stamp.clone(),
        })
    }
}

/// The letters in board order, for texts.
pub fn letter_name(l: Letter) -> char {
    match l {
        Letter::A => 'A',
        Letter::B => 'B',
        Letter::C => 'C',
        Letter::D => 'D',
        Letter::E => 'E',
    }
}

/// A room's name in the catalogs: `room-classroom`, `room-practice_room`.
impl crate::words::Named for Room {
    fn term(&self) -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed(match self {
            Room::Classroom => "room-classroom",
            Room::PracticeRoom => "room-practice_room",
        })
    }
}
