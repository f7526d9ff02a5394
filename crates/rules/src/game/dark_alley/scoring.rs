//! The Dark Alley's final scoring (C-132, C-133, A-33), with what Magician
//! Powers, the Academy and the Heir (which all play with the Dark Alley)
//! change in it.

use crate::cards::TrickId;
use crate::game::base::scoring::{game_end_fame, FinalScore};
use crate::game::Game;

impl Game {
    /// Dark Alley final scoring (C-132, C-133, A-33): 1 per Shard, 1 per 3 Coins,
    /// 2 per unused Special Assignment card, and each FT-36 Trick's condition
    /// when its Components are met; with `fame_caps` each of these is at most 20.
    pub(crate) fn dark_alley_scores(&self) -> Vec<FinalScore> {
        // 004 "General rule changes" 1: the caps are a rule with the Academy.
        let caps = self.config.options.fame_caps || self.academy.is_some();
        // 004 "Renovate", end of the game: the Banner majorities (not capped).
        let banners = self
            .academy
            .as_ref()
            .map(|b| b.banner_fame())
            .unwrap_or_default();
        let cap = |n: u32| {
            if caps {
                n.min(crate::board::FAME_CAP)
            } else {
                n
            }
        };
        self.initiative
            .iter()
            .map(|&seat| {
                let p = self.player(seat);
                if self.is_heir(seat) {
                    return self.heir_final_score(seat, &cap);
                }
                // 003 "Game End": with Magician Powers, Shards grant no Fame.
                let shards = if self.config.options.powers {
                    0
                } else {
                    cap(p.shards)
                };
                let powers = self.power_game_end(seat);
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
                let banners = banners.get(seat.index()).copied().unwrap_or(0);
                let total = p.fame
                    + shards
                    + coins
                    + specials
                    + ft36.iter().map(|x| x.1).sum::<u32>()
                    + powers
                    + banners;
                FinalScore {
                    seat,
                    fame_before: p.fame,
                    shards,
                    coins,
                    apprentices: 0,
                    specialists: 0,
                    specials,
                    ft36,
                    powers,
                    characters: 0,
                    banners,
                    total,
                }
            })
            .collect()
    }
}
