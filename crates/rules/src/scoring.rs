//! Game end (rulebook "Game End"): after the last End Turn each player, in
//! Initiative Order, scores 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice and
//! 3 per Specialist; most Fame wins, ties go to the player ahead in Initiative.

use serde::{Deserialize, Serialize};

use crate::model::Seat;
use crate::state::Game;

/// One player's final scoring, category by category.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FinalScore {
    pub seat: Seat,
    /// Fame before final scoring.
    pub fame_before: u32,
    pub shards: u32,
    pub coins: u32,
    pub apprentices: u32,
    pub specialists: u32,
    /// Fame after final scoring.
    pub total: u32,
}

/// The scores of a finished game, in Initiative Order, and its winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FinalScores {
    pub scores: Vec<FinalScore>,
    pub winner: Seat,
}

/// Most Fame wins; on a tie the player earlier in the Initiative Order.
pub(crate) fn winner(scores: &[FinalScore], initiative: &[Seat]) -> Seat {
    let mut best: Option<&FinalScore> = None;
    for seat in initiative {
        let s = scores
            .iter()
            .find(|s| s.seat == *seat)
            .expect("every seat scored");
        if best.is_none_or(|b| s.total > b.total) {
            best = Some(s);
        }
    }
    best.expect("players").seat
}

impl Game {
    pub(crate) fn final_scores_now(&self) -> Vec<FinalScore> {
        self.initiative
            .iter()
            .map(|&seat| {
                let p = self.player(seat);
                let shards = p.shards;
                let coins = p.coins / 3;
                let apprentices = 2 * p.apprentices_owned();
                let specialists = 3 * p.specialists_owned();
                FinalScore {
                    seat,
                    fame_before: p.fame,
                    shards,
                    coins,
                    apprentices,
                    specialists,
                    total: p.fame + shards + coins + apprentices + specialists,
                }
            })
            .collect()
    }

    /// The final scores once the game is over.
    pub fn scores(&self) -> Option<&FinalScores> {
        self.final_scores.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::winner;
    use crate::fixture::game;
    use crate::model::{CharacterId, Seat};
    use crate::state::CharState;

    /// C-110 "Game End": 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice, 3 per
    /// Specialist; C-111: a tie goes to the player ahead in the Initiative Order.
    #[test]
    fn c110_c111_final_scoring_and_tie_break() {
        let mut g = game(2);
        g.initiative = vec![Seat(1), Seat(0)];
        let p = &mut g.players[0];
        p.fame = 20;
        p.shards = 2;
        p.coins = 8;
        p.characters[CharacterId::Engineer.index()] = CharState::Home;
        p.characters[CharacterId::Apprentice2.index()] = CharState::Home;
        let scores = g.final_scores_now();
        let s0 = scores.iter().find(|s| s.seat == Seat(0)).unwrap();
        assert_eq!(
            (s0.shards, s0.coins, s0.apprentices, s0.specialists),
            (2, 2, 4, 3)
        );
        assert_eq!(s0.total, 31);
        assert_eq!(scores[0].seat, Seat(1), "scored in Initiative Order");
        let mut tied = scores.clone();
        for s in &mut tied {
            s.total = 30;
        }
        assert_eq!(winner(&tied, &g.initiative), Seat(1));
        assert_eq!(winner(&scores, &g.initiative), Seat(0));
    }
}
