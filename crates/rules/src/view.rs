//! Views: what one viewer may see of the game. Pure functions of the state.
//! Hidden from a viewer: other players' hands (counts stay visible), face-down
//! Assignment cards until they are revealed, the Performance deck order and the RNG.

use serde::{Deserialize, Serialize};

use crate::cards::{MagicianId, TrickId};
use crate::model::{CharacterId, DieFace, Location, Seat, Viewer};
use crate::scoring::FinalScores;
use crate::state::{CardInPlay, CharState, Game, Market, OwnedTrick, Phase};

/// An Assignment card under a Character, as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardView {
    FaceDown,
    Revealed(Location),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterView {
    pub character: CharacterId,
    pub state: CharState,
    pub card: Option<CardView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub magician: Option<MagicianId>,
    pub coins: u32,
    pub fame: u32,
    pub shards: u32,
    pub tricks: Vec<OwnedTrick>,
    /// Components by type (`Component::index`).
    pub components: [u8; 12],
    pub multi_slots: [Option<crate::cards::Component>; 2],
    /// Characters on the team, at the Inn, or placed (not the unhired supply).
    pub characters: Vec<CharacterView>,
    /// The viewer's own hand by Location; `None` for other players.
    pub hand: Option<[u8; 5]>,
    pub hand_size: u32,
    pub assistant_slot: Option<CharacterId>,
    pub advertised: bool,
    pub assignment_confirmed: bool,
    /// Initiative slot number this turn (1-4), once the order is drawn.
    pub initiative_slot: Option<u32>,
}

/// Who stands on the shared board's Character slots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSlots {
    pub downtown: [Option<(Seat, CharacterId)>; 4],
    pub market_row: [Option<(Seat, CharacterId)>; 4],
    pub dark_alley: [Option<(Seat, CharacterId)>; 4],
    /// Slots covered in games with fewer than four players.
    pub blocked: [bool; 4],
    /// Per weekday: two backstage slots, then the Performance slot.
    pub theater: [[Option<(Seat, CharacterId)>; 3]; 4],
}

/// Everything one viewer may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub turn: u8,
    pub last_turn: u8,
    pub phase: Phase,
    pub waiting_for: Vec<Seat>,
    pub initiative: Vec<Seat>,
    pub dice: [DieFace; 6],
    /// Tricks in the face-up Dahlgaard Residence decks.
    pub residence: Vec<TrickId>,
    pub market: Market,
    /// Performance cards in the Theater, leftmost first, with their markers.
    pub theater: Vec<CardInPlay>,
    /// Cards left in the face-down Performance deck (order hidden).
    pub deck_size: u32,
    pub slots: BoardSlots,
    pub players: Vec<PlayerView>,
    pub scores: Option<FinalScores>,
}

impl Game {
    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> View {
        let hidden_cards = self.phase == Phase::Assignment;
        let players = self
            .seats()
            .map(|seat| {
                let p = self.player(seat);
                let own = viewer.is(seat);
                let characters = CharacterId::ALL
                    .into_iter()
                    .filter(|&c| p.state(c) != CharState::Supply)
                    .map(|c| CharacterView {
                        character: c,
                        state: p.state(c),
                        card: p.cards[c.index()].map(|loc| {
                            if hidden_cards && !own {
                                CardView::FaceDown
                            } else {
                                CardView::Revealed(loc)
                            }
                        }),
                    })
                    .collect();
                PlayerView {
                    seat,
                    magician: p.magician,
                    coins: p.coins,
                    fame: p.fame,
                    shards: p.shards,
                    tricks: p.tricks.clone(),
                    components: p.components,
                    multi_slots: p.multi_slots,
                    characters,
                    hand: own.then_some(p.hand),
                    hand_size: p.hand_size(),
                    assistant_slot: p.assistant_slot,
                    advertised: p.advertised,
                    assignment_confirmed: p.assignment_confirmed,
                    initiative_slot: (!self.initiative.is_empty())
                        .then(|| self.initiative_slot(seat)),
                }
            })
            .collect();
        View {
            viewer,
            turn: self.turn,
            last_turn: self.last_turn(),
            phase: self.phase.clone(),
            waiting_for: self.waiting_for(),
            initiative: self.initiative.clone(),
            dice: self.dice,
            residence: TrickId::all().filter(|&t| self.in_residence(t)).collect(),
            market: self.market.clone(),
            theater: self.theater.clone(),
            deck_size: self.deck.len() as u32,
            slots: BoardSlots {
                downtown: self.main_slots[0],
                market_row: self.main_slots[1],
                dark_alley: self.main_slots[2],
                blocked: self.blocked,
                theater: self.theater_slots,
            },
            players,
            scores: self.final_scores.clone(),
        }
    }
}
