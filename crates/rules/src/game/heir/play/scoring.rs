//! 004 "End game scoring" for the Heir.

use crate::cards::TrickId;
use crate::game::base::player::CharState;
use crate::game::heir::{end_game_fame, HeirEnd};
use crate::game::Game;
use crate::model::{CharacterId, Seat};

impl Game {
    /// 004 "End game scoring": 1 Fame per Shard, 2 per Special Assignment
    /// card, no Coins, a fixed amount per Fame-Threshold-36 Trick and per
    /// Character above the first 6 (5 without the Academy); each category
    /// capped as the player's are.
    pub(crate) fn heir_final_score(
        &self,
        seat: Seat,
        cap: &dyn Fn(u32) -> u32,
    ) -> crate::game::base::scoring::FinalScore {
        let p = self.player(seat);
        let d = self.difficulty();
        let per_trick = end_game_fame(
            HeirEnd {
                threshold36_tricks: 1,
                ..Default::default()
            },
            d,
            self.config.options.academy,
        );
        let shards = cap(p.shards);
        let specials = cap(2 * p.specials.len() as u32);
        let ft36: Vec<(TrickId, u32)> = p
            .tricks
            .iter()
            .filter(|t| t.trick.card().threshold == 36)
            .map(|t| (t.trick, cap(per_trick)))
            .collect();
        let disks = CharacterId::ALL
            .into_iter()
            .filter(|&c| p.state(c) != CharState::Supply)
            .count() as u32;
        let characters = end_game_fame(
            HeirEnd {
                characters: disks,
                ..Default::default()
            },
            d,
            self.config.options.academy,
        );
        // 004 "End of game": the Banner majorities, as for the player (the
        // Heir is the second player of a two-player game).
        let banners = self
            .academy
            .as_ref()
            .and_then(|b| b.banner_fame().get(seat.index()).copied())
            .unwrap_or(0);
        let total = p.fame
            + shards
            + specials
            + ft36.iter().map(|x| x.1).sum::<u32>()
            + characters
            + banners;
        crate::game::base::scoring::FinalScore {
            seat,
            fame_before: p.fame,
            shards,
            coins: 0,
            apprentices: 0,
            specialists: 0,
            specials,
            ft36,
            powers: 0,
            characters,
            banners,
            total,
        }
    }
}
