//! The Heir in the Theater: its Trick Markers set up (004 "Theater") and
//! its Performances (004 "Performance phase").

use crate::cards::Yield;
use crate::game::base::performance::PerformanceEvent;
use crate::game::heir::{
    events::HeirSetUp, performance_bonus_per_character, procedure, state::HEIR_SEAT, tricks,
};
use crate::game::{Event, Game, Marker};
use crate::model::{CharacterId, Symbol, Weekday};

impl Game {
    /// 004 "Theater": up to `count` Trick Markers, highest yield value
    /// first, each on the first card in the Heir's order that takes it, at
    /// the spot making the most Links.
    pub(crate) fn heir_theater_plan(&self, count: u8) -> Vec<HeirSetUp> {
        let heir = HEIR_SEAT;
        let p = self.player(heir);
        let mut cards = self.theater.clone();
        let final_turn = self.turn >= self.last_turn();
        let leaving: Vec<bool> = (0..cards.len())
            .map(|i| self.turn >= 3 && i + 1 == cards.len())
            .collect();
        let cands: Vec<_> = p
            .tricks
            .iter()
            .map(|t| (t.symbol, t.trick.card().yields, t.trick.card().threshold))
            .collect();
        let mut left: Vec<(Symbol, u8)> = p.tricks.iter().map(|t| (t.symbol, t.markers)).collect();
        let mut out = Vec::new();
        for symbol in tricks::theater_order(&cands) {
            let owned = *p.trick_by_symbol(symbol).expect("own Trick");
            loop {
                if out.len() >= usize::from(count) {
                    return out;
                }
                let n = left.iter_mut().find(|l| l.0 == symbol).expect("own");
                if n.1 == 0 {
                    break;
                }
                let order = tricks::card_order(&cards, heir, &leaving, final_turn);
                let cat = owned.trick.card().category;
                let found = order.into_iter().find_map(|i| {
                    // 004 "Theater": this includes a Practice Room's Free Orientation.
                    let free = self.free_orientation(heir, symbol);
                    tricks::spot_on_card(&cards[i], heir, symbol, cat, free).map(|s| (i, s))
                });
                let Some((i, spot)) = found else { break };
                let m = Marker {
                    seat: heir,
                    symbol,
                    category: cat,
                    facing: spot.facing,
                };
                let (links, shards) =
                    crate::game::base::theater::links_formed(&cards[i], spot.slot, &m);
                cards[i].markers[spot.slot] = Some(m);
                n.1 -= 1;
                out.push(HeirSetUp {
                    trick: owned.trick,
                    card: cards[i].card,
                    slot: spot.slot as u8,
                    facing: spot.facing,
                    links,
                    fame: u32::from(links) * owned.trick.link_bonus(),
                    shards,
                });
            }
        }
        out
    }

    /// 004 "Performance phase": the card with its markers whose Links and
    /// bonus give most (Fame, Shards, Coins, leftmost).
    pub(super) fn heir_perform(&self, day: Weekday, out: &mut Vec<Event>) {
        let heir = HEIR_SEAT;
        let options: Vec<Option<Yield>> = (0..self.theater.len())
            .map(|pos| {
                self.has_markers_on(heir, pos).then(|| {
                    let c = &self.theater[pos];
                    let mut y = c.card.card().bonus;
                    y.fame += self.links_on(c);
                    y
                })
            })
            .collect();
        // Yoruba Spiritmaster's Soul Possession may have chosen the card.
        let possessed = self
            .possessed
            .and_then(|c| self.card_pos(c))
            .filter(|&pos| self.has_markers_on(heir, pos));
        match possessed.or_else(|| procedure::choose_performance(&options)) {
            Some(pos) => {
                let card = self.theater[pos].card;
                // The Heir makes no choice besides the card.
                self.push_performance(heir, day, card, pos, &(), out);
            }
            None => out.push(Event::Performance(PerformanceEvent::PerformanceDeclined {
                day,
                seat: heir,
            })),
        }
    }

    /// 004 "Performance phase": instead of the Specialist bonuses, the
    /// difficulty's bonus per non-Magician the Heir has on the day.
    pub(crate) fn heir_performer_bonus(&self, day: Weekday) -> Yield {
        let per = performance_bonus_per_character(self.difficulty());
        let n = self.theater_slots[day.index()][..2]
            .iter()
            .filter(|o| matches!(o, Some((s, c)) if *s == HEIR_SEAT && *c != CharacterId::Magician))
            .count() as u32;
        Yield {
            fame: per.fame * n,
            coins: per.coins * n,
            shards: per.shards * n,
        }
    }
}
