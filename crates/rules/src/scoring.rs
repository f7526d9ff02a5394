//! Game end (rulebook "Game End"): after the last End Turn each player, in
//! Initiative Order, scores 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice and
//! 3 per Specialist; most Fame wins, ties go to the player ahead in Initiative.

use serde::{Deserialize, Serialize};

use crate::cards::{GameEndBonus, Tier, TrickId};
use crate::model::{CharacterId, Seat, Specialist};
use crate::state::{CharState, Game, Player};

/// Game-end Fame of one FT-36 condition for a player (C-143 to C-158).
pub(crate) fn game_end_fame(p: &Player, bonus: GameEndBonus) -> u32 {
    use GameEndBonus::*;
    let has = |s: Specialist| p.state(s.character()) != CharState::Supply;
    let components = |t: Tier| -> u32 {
        crate::cards::Component::ALL
            .iter()
            .filter(|c| c.tier() == t)
            .map(|&c| p.effective(c) as u32)
            .sum()
    };
    let tricks = |ft: u32| {
        p.tricks
            .iter()
            .filter(|t| t.trick.card().threshold == ft)
            .count() as u32
    };
    match bonus {
        AllThreeSpecialists { fame } => fame * u32::from(Specialist::ALL.into_iter().all(has)),
        PerAdvancedComponent { fame } => fame * components(Tier::Advanced),
        FourTricks { fame } => fame * u32::from(p.tricks.len() >= crate::board::MAX_TRICKS),
        HasManager { fame } => fame * u32::from(has(Specialist::Manager)),
        PerSuperiorComponent { fame } => fame * components(Tier::Superior),
        PerApprentice { fame } => {
            fame * CharacterId::APPRENTICES
                .iter()
                .filter(|&&c| p.state(c) != CharState::Supply)
                .count() as u32
        }
        PerBasicComponent { fame } => fame * components(Tier::Basic),
        PerThreeCoins { fame } => fame * (p.coins / 3),
        HasEngineer { fame } => fame * u32::from(has(Specialist::Engineer)),
        HasAssistant { fame } => fame * u32::from(has(Specialist::Assistant)),
        PerThreshold1Trick { fame } => fame * tricks(1),
        PerThreshold36Trick { fame } => fame * tricks(36),
        PerMarkerOnTrickCards { fame } => {
            fame * p.tricks.iter().map(|t| t.markers as u32).sum::<u32>()
        }
        PerShard { fame } => fame * p.shards,
        PerThreshold16Trick { fame } => fame * tricks(16),
        PerUnusedSpecialAssignment { fame } => fame * p.specials.len() as u32,
    }
}

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
    /// Dark Alley: 2 per unused Special Assignment card in hand.
    #[serde(default)]
    pub specials: u32,
    /// Dark Alley: the game-end Fame of each Fame-Threshold-36 Trick whose
    /// Components are met.
    #[serde(default)]
    pub ft36: Vec<(TrickId, u32)>,
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
        if self.config.dark_alley {
            return self.dark_alley_scores();
        }
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
                    specials: 0,
                    ft36: Vec::new(),
                    total: p.fame + shards + coins + apprentices + specialists,
                }
            })
            .collect()
    }

    /// Dark Alley final scoring (C-132, C-133, A-33): 1 per Shard, 1 per 3 Coins,
    /// 2 per unused Special Assignment card, and each FT-36 Trick's condition
    /// when its Components are met; with `fame_caps` each of these is at most 20.
    fn dark_alley_scores(&self) -> Vec<FinalScore> {
        let cap = |n: u32| {
            if self.config.fame_caps {
                n.min(crate::board::FAME_CAP)
            } else {
                n
            }
        };
        self.initiative
            .iter()
            .map(|&seat| {
                let p = self.player(seat);
                let shards = cap(p.shards);
                let coins = cap(p.coins / 3);
                let specials = cap(2 * p.specials.len() as u32);
                let ft36: Vec<(TrickId, u32)> = p
                    .tricks
                    .iter()
                    .filter_map(|t| {
                        let bonus = t.trick.card().game_end?;
                        p.meets_requirements(t.trick)
                            .then(|| (t.trick, cap(game_end_fame(p, bonus))))
                    })
                    .collect();
                let total =
                    p.fame + shards + coins + specials + ft36.iter().map(|x| x.1).sum::<u32>();
                FinalScore {
                    seat,
                    fame_before: p.fame,
                    shards,
                    coins,
                    apprentices: 0,
                    specialists: 0,
                    specials,
                    ft36,
                    total,
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
