//! Dahlgaard's Academy's candidates for `legal_commands`: the Academy's
//! four Actions, the Classroom's full yield, and what the Academy adds to
//! the base candidates ([`AcademyCandidates`]: Anjali's lent Secret, Free
//! Orientation).

use super::{Spot, PROTEGE_SECRETS};
use crate::cards::MagicianAbility;
use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::Game;
use crate::model::{CharacterId, Seat, Symbol};

impl Game {
    /// Every Academy Action the acting Character might take.
    pub(crate) fn academy_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        let Some(board) = &self.academy else { return };
        let p = self.player(seat);
        let spots: Vec<Spot> = (0..board.wings.len() as u8)
            .filter(|&w| board.wings[w as usize].tile.is_some())
            .flat_map(|wing| (0..2).map(move |slot| Spot { wing, slot }))
            .collect();
        let content = board.content();
        let tiles = content.classrooms.len().max(content.practice_rooms.len()) as u8;
        for (wing, w) in board.wings.iter().enumerate() {
            if w.ruined || w.tile.is_some() {
                continue;
            }
            for level in 1..=3 {
                cands.extend((0..tiles).map(|tile| Command::Renovate {
                    wing: wing as u8,
                    level,
                    tile,
                }));
            }
        }
        for t in &p.tricks {
            for &spot in &spots {
                cands.push(Command::Teach {
                    trick: t.trick,
                    spot,
                });
                cands.push(Command::Practice {
                    trick: t.trick,
                    spot,
                    free: None,
                });
                for other in p.tricks.iter().filter(|o| o.trick != t.trick) {
                    cands.push(Command::Practice {
                        trick: t.trick,
                        spot,
                        free: Some(other.trick),
                    });
                }
            }
        }
        for &secret in &board.face_up {
            for space in 0..PROTEGE_SECRETS as u8 {
                cands.push(Command::LearnSecret { secret, space });
            }
        }
    }

    /// Classroom: no Trick, or one of the seat's, yields in full (Professor
    /// Bernard).
    pub(crate) fn classroom_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        cands.push(Command::ChooseFullYield { trick: None });
        for t in &self.player(seat).tricks {
            cands.push(Command::ChooseFullYield {
                trick: Some(t.trick),
            });
        }
    }
}

/// What the Academy adds to the base candidates of `seat`.
pub(crate) struct AcademyCandidates<'a> {
    pub game: &'a Game,
    pub seat: Seat,
}

impl ExpansionCandidates for AcademyCandidates<'_> {
    /// 004 "New magicians", Anjali: lend an Apprentice a Secret.
    #[inline(always)]
    fn add(&self, at: At, cands: &mut Vec<Command>) {
        let At::Assignment = at else { return };
        let p = self.game.player(self.seat);
        if p.ability() != Some(MagicianAbility::LentSecret) {
            return;
        }
        let held = p.academy.as_ref().map(|a| a.held()).unwrap_or_default();
        for apprentice in CharacterId::APPRENTICES {
            for &secret in &held {
                cands.push(Command::LendSecret { apprentice, secret });
            }
        }
    }

    /// 004 "Practice", Free Orientation.
    fn free_orientation(&self, seat: Seat, symbol: Symbol) -> bool {
        self.game.free_orientation(seat, symbol)
    }
}
