//! Dahlgaard's Heir at the Academy (004 "Academy", "Classroom phase" and
//! the Protégé's exceptions): the engine decides the Heir's Academy actions
//! from `procedure`'s list, one [`HeirAct`] per action.
//!
//! The actions of one visit depend on each other (a wing renovated first
//! opens a Classroom for the next action), so `decide` plays them on a copy
//! of the board, the Coin Purse, the Fame and the Protégé's Secrets, and
//! each random draw (the coin flip for a Secret, the random tile) takes its
//! own RNG stream, which applying that act bumps, so replays are exact.

use super::events::HeirAct;
use super::procedure::{self, AcademyStep, Candidate, RenovationOption};
use super::state::HEIR_SEAT;
use crate::game::academy::{place_banners, AcademyBoard, Renovated, Room, Spot, Upgrade};
use crate::game::Game;
use crate::model::{Seat, Symbol};
use crate::rng::RngState;

/// The Heir's Academy visit in progress: what its earlier actions changed.
struct Visit<'g> {
    game: &'g Game,
    board: AcademyBoard,
    purse: u32,
    fame: u32,
    secrets: [Option<u8>; crate::game::academy::PROTEGE_SECRETS],
    rng: RngState,
    acts: Vec<HeirAct>,
}

impl Visit<'_> {
    /// The Heir's Tricks with no Academy marker anywhere, as the procedure
    /// compares them (printed yield, Fame Threshold).
    fn free_tricks(&self) -> Vec<Candidate> {
        self.game
            .player(HEIR_SEAT)
            .tricks
            .iter()
            .filter(|t| self.board.spot_of(HEIR_SEAT, t.symbol).is_none())
            .map(|t| (t.symbol, t.trick.card().yields, t.trick.card().threshold))
            .collect()
    }

    fn trick_of(&self, symbol: Symbol) -> crate::cards::TrickId {
        self.game
            .player(HEIR_SEAT)
            .trick_by_symbol(symbol)
            .expect("own Trick")
            .trick
    }

    /// The free slots of the renovated wings of `room`, wing by wing, each
    /// with the wing's tile.
    fn free_slots(&self, room: Room) -> impl Iterator<Item = (Spot, usize)> + '_ {
        let content = self.board.content();
        self.board
            .wings
            .iter()
            .enumerate()
            .filter(move |(i, _)| content.wings[*i].room == room)
            .filter_map(|(i, w)| w.tile.map(|(tile, _)| (i, w, usize::from(tile))))
            .flat_map(|(i, w, tile)| {
                (0..w.markers.len())
                    .filter(move |&k| w.markers[k].is_none())
                    .map(move |k| {
                        let spot = Spot {
                            wing: i as u8,
                            slot: k as u8,
                        };
                        (spot, tile)
                    })
            })
    }

    fn try_step(&mut self, step: AcademyStep, forced: bool) -> bool {
        match step {
            AcademyStep::LearnSecret => self.learn_secret(),
            AcademyStep::Renovate => self.renovate(forced),
            AcademyStep::Classroom => self.teach(),
            AcademyStep::PracticeRoom => self.practice(),
        }
    }

    /// 1st priority: with fewer than 2 Secrets, the top or bottom face-up
    /// one by a coin flip (the only one when one is left).
    fn learn_secret(&mut self) -> bool {
        let held = self.secrets.iter().flatten().count();
        if held >= 2 || self.board.face_up.is_empty() {
            return false;
        }
        let top = self.rng.next_stream().below(2) == 0;
        self.rng.draws += 1;
        let i = if top { 0 } else { 1 }.min(self.board.face_up.len() - 1);
        let secret = self.board.face_up[i];
        let space = self
            .secrets
            .iter()
            .position(|s| s.is_none())
            .expect("fewer than 2 Secrets") as u8;
        let Ok(learned) = self
            .board
            .learn_secret(HEIR_SEAT, &self.secrets, secret, space)
        else {
            return false;
        };
        self.board.apply_secret_learned(&learned);
        self.secrets[space as usize] = Some(secret);
        self.acts.push(HeirAct::SecretLearned { learned, top });
        true
    }

    /// 2nd priority (and the forced Renovate of the 5th, which skips the
    /// Banner comparison): an empty wing, the cheapest (0-4 Coins in the
    /// purse) or dearest (5+) level whose Fame Threshold its Fame exceeds,
    /// a random unused tile of that level; the purse empties up to 9 Coins.
    fn renovate(&mut self, forced: bool) -> bool {
        let you = Seat(0);
        let placed = &self.board.banners_placed;
        if !forced && placed[HEIR_SEAT.index()] > placed[you.index()] {
            return false;
        }
        let content = self.board.content();
        let tiles_of = |room: Room, level: u8| -> Vec<u8> {
            let levels: Vec<u8> = match room {
                Room::Classroom => content.classrooms.iter().map(|t| t.level).collect(),
                Room::PracticeRoom => content.practice_rooms.iter().map(|t| t.level).collect(),
            };
            (0..levels.len() as u8)
                .filter(|&i| levels[i as usize] == level && !self.board.tile_used(room, i))
                .collect()
        };
        let mut options = Vec::new();
        for (i, (w, spec)) in self.board.wings.iter().zip(&content.wings).enumerate() {
            if w.ruined || w.tile.is_some() {
                continue;
            }
            for r in &spec.renovations {
                if !tiles_of(spec.room, r.level).is_empty() {
                    options.push(RenovationOption {
                        wing: i as u8,
                        room: spec.room,
                        level: r.level,
                        coins: r.coins,
                    });
                }
            }
        }
        let turn = self.game.turn;
        let Some(choice) = procedure::choose_renovation(&options, self.fame, self.purse, turn)
        else {
            return false;
        };
        let tiles = tiles_of(choice.room, choice.level);
        let tile = tiles[self.rng.next_stream().below(tiles.len())];
        self.rng.draws += 1;
        let spec = &content.wings[choice.wing as usize];
        let fame = spec
            .renovations
            .iter()
            .find(|r| r.level == choice.level)
            .map_or(0, |r| r.fame);
        let banners = place_banners(&self.board.banners_supply, HEIR_SEAT, turn);
        let renovated = Renovated {
            seat: HEIR_SEAT,
            wing: choice.wing,
            level: choice.level,
            tile,
            coins: self.purse - super::purse_after_renovation(self.purse),
            fame,
            shards: 0,
            banners: banners.placed,
            returned: banners.returned,
        };
        self.board.apply_renovated(&renovated);
        self.purse -= renovated.coins;
        self.fame += renovated.fame;
        self.acts.push(HeirAct::Renovated { renovated, forced });
        true
    }

    /// 3rd priority: a Trick with no Academy marker into a free Classroom
    /// slot (Fame > Shards > Reduced Yield > Money, then the higher Popular
    /// Class Bonus, then topmost), the smallest Trick yielding something
    /// there. The Heir holds no Components: its Tricks need none here.
    fn teach(&mut self) -> bool {
        let content = self.board.content();
        let slots: Vec<_> = self
            .free_slots(Room::Classroom)
            .map(|(spot, tile)| {
                let printed = &content.classrooms[tile];
                (spot, printed.slots[usize::from(spot.slot)], printed.bonus)
            })
            .collect();
        let Some((spot, symbol)) = procedure::choose_teaching(&slots, &self.free_tricks()) else {
            return false;
        };
        let Ok(moved) = self.board.teach(HEIR_SEAT, symbol, spot, true) else {
            return false;
        };
        self.board.apply_moved(&moved);
        let trick = self.trick_of(symbol);
        self.acts.push(HeirAct::Taught { moved, trick });
        true
    }

    /// 4th priority: the Trick of largest yield value with no Academy marker
    /// into the free Practice Room slot whose upgrade ranks first.
    fn practice(&mut self) -> bool {
        let content = self.board.content();
        let slots: Vec<_> = self
            .free_slots(Room::PracticeRoom)
            .map(|(spot, tile)| {
                (
                    spot,
                    content.practice_rooms[tile].slots[usize::from(spot.slot)],
                )
            })
            .collect();
        let Some((spot, upgrade)) = procedure::choose_practice_slot(&slots) else {
            return false;
        };
        let Some(symbol) = procedure::choose_practice_trick(&self.free_tricks()) else {
            return false;
        };
        let Ok(moved) = self.board.practice(HEIR_SEAT, symbol, spot, None) else {
            return false;
        };
        self.board.apply_moved(&moved);
        let trick = self.trick_of(symbol);
        self.acts.push(HeirAct::Practiced {
            moved,
            trick,
            extra_marker: upgrade == Upgrade::ExtraMarker,
        });
        true
    }
}

impl Game {
    /// 004 "Academy": the Heir's actions with `ap` Action Points there, as
    /// many as its difficulty's table gives, in its list's order.
    pub(crate) fn heir_academy(&self, ap: u8) -> Vec<HeirAct> {
        let Some(board) = &self.academy else {
            return Vec::new();
        };
        let p = self.player(HEIR_SEAT);
        let mut visit = Visit {
            game: self,
            board: board.clone(),
            purse: p.coins,
            fame: p.fame,
            secrets: p.academy.as_ref().map(|a| a.secrets).unwrap_or_default(),
            rng: self.rng.clone(),
            acts: Vec::new(),
        };
        let actions = super::academy_actions(self.difficulty(), ap);
        procedure::run_academy(actions, self.turn, |step, forced| {
            visit.try_step(step, forced)
        });
        visit.acts
    }
}
