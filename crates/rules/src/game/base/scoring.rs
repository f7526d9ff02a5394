//! Game end (rulebook "Game End"): after the last End Turn each player, in
//! Initiative Order, scores 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice and
//! 3 per Specialist; most Fame wins, ties go to the player ahead in Initiative.

use serde::{Deserialize, Serialize};

use crate::cards::{GameEndBonus, Tier, TrickId};
use crate::game::base::player::CharState;
use crate::game::{Game, Player};
use crate::model::{CharacterId, Seat, Specialist};

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
    /// Magician Powers: the Fame of the game-end Powers on the Power slots
    /// (left out of the JSON when 0, so older games' scores are unchanged).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub powers: u32,
    /// Dahlgaard's Heir: its Fame for Characters above the first 6 (5).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub characters: u32,
    /// Dahlgaard's Academy: the Banner majority award (004 "Renovate", end
    /// of the game; left out of the JSON when 0, so other games' scores are
    /// unchanged).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub banners: u32,
    /// Fame after final scoring.
    pub total: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
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
        if let Some(scores) = self.modifiers().find_map(|m| m.final_scores(self)) {
            return scores;
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
                    powers: 0,
                    characters: 0,
                    banners: 0,
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
    use crate::game::base::player::CharState;
    use crate::model::{CharacterId, Seat};
    use crate::tests::fixture::game;

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

    use crate::cards::{Component::*, TrickId};
    use crate::game::Game;
    use crate::model::Specialist;
    use crate::tests::fixture::{dark_game, special};

    const P0: Seat = Seat(0);

    /// Seat 0 owns the FT-36 Trick `name` with its Components, after `setup`;
    /// returns its game-end Fame and the whole score line.
    /// Every call also checks the other caps setting: capped = min(raw, 20).
    fn ft36(name: &str, caps: bool, setup: impl Fn(&mut Game)) -> (u32, super::FinalScore) {
        let raw = ft36_once(name, false, &setup).0;
        let capped = ft36_once(name, true, &setup).0;
        assert_eq!(capped, raw.min(crate::board::FAME_CAP), "{name} caps");
        ft36_once(name, caps, &setup)
    }

    fn ft36_once(name: &str, caps: bool, setup: &impl Fn(&mut Game)) -> (u32, super::FinalScore) {
        let mut g = dark_game(2, false);
        g.config.options.fame_caps = caps;
        let t = g.give_trick(P0, name, 0);
        for &(c, n) in t.card().components {
            g.give_components(P0, &[(c, n)]);
        }
        setup(&mut g);
        let s = g
            .final_scores_now()
            .into_iter()
            .find(|s| s.seat == P0)
            .unwrap();
        (s.ft36.iter().find(|x| x.0 == t).map_or(0, |x| x.1), s)
    }

    fn names(threshold: u32, n: usize, except: &str) -> Vec<&'static str> {
        TrickId::all()
            .map(|t| t.card())
            .filter(|c| c.threshold == threshold && c.name != except)
            .map(|c| c.name)
            .take(n)
            .collect()
    }

    fn give(g: &mut Game, tricks: &[&str]) {
        for t in tricks {
            g.give_trick(P0, t, 0);
        }
    }

    fn hire(g: &mut Game, c: CharacterId) {
        g.players[0].characters[c.index()] = CharState::Home;
    }

    /// C-132, A-33: the Dark Alley list replaces the base one: Shards, Coins/3,
    /// 2 per unused Special Assignment card, no Character points; caps at 20.
    #[test]
    fn c132_dark_alley_final_scoring_and_caps() {
        for (caps, expect) in [(false, (25, 30, 30)), (true, (20, 20, 20))] {
            let mut g = dark_game(2, false);
            g.config.options.fame_caps = caps;
            let p = &mut g.players[0];
            p.shards = 25;
            p.coins = 90;
            p.specials = vec![special("A16"); 15];
            p.characters[CharacterId::Engineer.index()] = CharState::Home;
            let s = g
                .final_scores_now()
                .into_iter()
                .find(|s| s.seat == P0)
                .unwrap();
            assert_eq!((s.shards, s.coins, s.specials), expect);
            assert_eq!((s.apprentices, s.specialists), (0, 0));
            assert_eq!(s.total, 5 + expect.0 + expect.1 + expect.2);
        }
    }

    /// C-133, D-13: an FT-36 Trick scores only if its Components are met at the end.
    #[test]
    fn c133_ft36_needs_its_components() {
        let (met, _) = ft36("Buried Alive", false, |g| hire(g, CharacterId::Engineer));
        assert_eq!(met, 7);
        let (short, s) = ft36("Buried Alive", false, |g| {
            hire(g, CharacterId::Engineer);
            g.players[0].components[Wood.index()] = 2;
        });
        assert_eq!(short, 0);
        assert!(s.ft36.is_empty());
    }

    #[test]
    fn c143_iron_maiden_per_ft1_trick() {
        assert_eq!(ft36("Iron Maiden", false, |_| {}).0, 0);
        assert_eq!(
            ft36("Iron Maiden", false, |g| give(g, &names(1, 2, ""))).0,
            8
        );
    }

    #[test]
    fn c144_automaton_per_ft16_trick() {
        assert_eq!(ft36("Automaton", false, |_| {}).0, 0);
        assert_eq!(
            ft36("Automaton", true, |g| give(g, &names(16, 3, ""))).0,
            12
        );
    }

    #[test]
    fn c145_transported_man_counts_itself() {
        assert_eq!(ft36("Transported Man", false, |_| {}).0, 4);
        let other = names(36, 1, "Transported Man");
        assert_eq!(ft36("Transported Man", false, |g| give(g, &other)).0, 8);
    }

    #[test]
    fn c146_beast_within_four_tricks() {
        assert_eq!(
            ft36("Beast Within", false, |g| give(g, &names(1, 2, ""))).0,
            0
        );
        assert_eq!(
            ft36("Beast Within", false, |g| give(g, &names(1, 3, ""))).0,
            10
        );
    }

    #[test]
    fn c147_hellhound_per_special_assignment_with_cap() {
        let hand = |n: usize| move |g: &mut Game| g.players[0].specials = vec![special("A20"); n];
        assert_eq!(ft36("Hellhound", false, hand(0)).0, 0);
        assert_eq!(ft36("Hellhound", false, hand(3)).0, 6);
        assert_eq!(ft36("Hellhound", false, hand(15)).0, 30);
        assert_eq!(ft36("Hellhound", true, hand(15)).0, 20);
    }

    #[test]
    fn c148_horror_saws_per_shard_with_cap() {
        let shards = |n: u32| move |g: &mut Game| g.players[0].shards = n;
        assert_eq!(ft36("Horror Saws", false, shards(5)).0, 5);
        assert_eq!(ft36("Horror Saws", false, shards(25)).0, 25);
        assert_eq!(ft36("Horror Saws", true, shards(25)).0, 20);
    }

    #[test]
    fn c149_metamorphosis_per_three_coins_with_cap() {
        let coins = |n: u32| move |g: &mut Game| g.players[0].coins = n;
        assert_eq!(ft36("Metamorphosis", false, coins(11)).0, 3);
        assert_eq!(ft36("Metamorphosis", false, coins(90)).0, 30);
        assert_eq!(ft36("Metamorphosis", true, coins(90)).0, 20);
    }

    #[test]
    fn c150_aztec_lady_per_marker_on_trick_cards() {
        assert_eq!(ft36("Aztec Lady", false, |_| {}).0, 0);
        let markers = |g: &mut Game| {
            g.players[0].tricks[0].markers = 3;
            g.give_trick(P0, "Mind Reading", 4);
        };
        assert_eq!(ft36("Aztec Lady", false, markers).0, 14);
        let more = |g: &mut Game| {
            markers(g);
            g.give_trick(P0, "Linking Rings", 4);
            g.give_trick(P0, "Enchanted Butterflies", 4);
        };
        assert_eq!(ft36("Aztec Lady", false, more).0, 30);
        assert_eq!(ft36("Aztec Lady", true, more).0, 20);
    }

    #[test]
    fn c151_skeleton_dance_per_basic_component() {
        // Glass 3 is its only Basic requirement.
        assert_eq!(ft36("Skeleton Dance", false, |_| {}).0, 3);
        let manager = |g: &mut Game| {
            g.give_components(P0, &[(Wood, 2)]);
            g.players[0].multi_slots[0] = Some(Wood);
        };
        assert_eq!(ft36("Skeleton Dance", false, manager).0, 6);
    }

    #[test]
    fn c152_stairs_of_water_per_advanced_component_with_cap() {
        // Petroleum 2 is its only Advanced requirement.
        assert_eq!(ft36("Stairs of Water", false, |_| {}).0, 4);
        let more = |g: &mut Game| g.give_components(P0, &[(Rope, 3), (Saw, 3), (Animal, 3)]);
        assert_eq!(ft36("Stairs of Water", false, more).0, 22);
        assert_eq!(ft36("Stairs of Water", true, more).0, 20);
    }

    #[test]
    fn c153_balsamos_skull_per_superior_component_with_cap() {
        assert_eq!(ft36("Balsamo's Skull", false, |_| {}).0, 3);
        let more = |g: &mut Game| g.give_components(P0, &[(Mirror, 3), (Cog, 3), (Disguise, 3)]);
        assert_eq!(ft36("Balsamo's Skull", false, more).0, 30);
        assert_eq!(ft36("Balsamo's Skull", true, more).0, 20);
    }

    #[test]
    fn c154_mutilation_all_three_specialists() {
        let two = |g: &mut Game| {
            hire(g, CharacterId::Engineer);
            hire(g, CharacterId::Manager);
        };
        assert_eq!(ft36("Mutilation", false, two).0, 0);
        let three = |g: &mut Game| {
            two(g);
            hire(g, CharacterId::Assistant);
        };
        assert_eq!(ft36("Mutilation", true, three).0, 12);
    }

    #[test]
    fn c155_seance_per_apprentice() {
        assert_eq!(ft36("Séance", false, |_| {}).0, 3);
        assert_eq!(
            ft36("Séance", false, |g| hire(g, CharacterId::Apprentice2)).0,
            6
        );
    }

    #[test]
    fn c156_buried_alive_with_an_engineer() {
        assert_eq!(ft36("Buried Alive", false, |_| {}).0, 0);
        assert_eq!(
            ft36("Buried Alive", true, |g| hire(g, CharacterId::Engineer)).0,
            7
        );
    }

    /// C-134, the rulebook example: Assistant's Revenge with its Components and an
    /// Assistant gives 7 more Fame.
    #[test]
    fn c157_assistants_revenge_with_an_assistant() {
        assert_eq!(ft36("Assistant's Revenge", false, |_| {}).0, 0);
        let (fame, s) = ft36("Assistant's Revenge", true, |g| {
            hire(g, Specialist::Assistant.character())
        });
        assert_eq!(fame, 7);
        assert_eq!(s.total, s.fame_before + s.shards + s.coins + 7);
    }

    #[test]
    fn c158_vanishing_elephant_with_a_manager() {
        assert_eq!(ft36("Vanishing Elephant", false, |_| {}).0, 0);
        assert_eq!(
            ft36("Vanishing Elephant", false, |g| hire(
                g,
                CharacterId::Manager
            ))
            .0,
            7
        );
    }
}
