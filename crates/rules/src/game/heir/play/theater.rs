//! The Heir in the Theater: its Trick Markers set up (004 "Theater") and
//! its Performances (004 "Performance phase").

use crate::cards::{PerformanceId, TrickId, Yield};
use crate::game::base::performance::{DeclineReason, PerformanceEvent};
use crate::game::heir::{
    events::HeirSetUp, performance_bonus_per_character, procedure, state::HEIR_SEAT, tricks,
};
use crate::game::{CardInPlay, Event, Game, Marker};
use crate::model::{CharacterId, Symbol, Weekday};
use crate::rules_version::Change;

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
        'plan: for symbol in tricks::theater_order(&cands) {
            let owned = *p.trick_by_symbol(symbol).expect("own Trick");
            loop {
                if out.len() >= usize::from(count) {
                    break 'plan;
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
        if self.follows(Change::HeirLinkOrder) {
            self.order_for_links(&mut out);
        }
        out
    }

    /// 004 "Theater": "If it places two different trick markers on the same
    /// Performance Card, it always places them in the order that generates
    /// the highest link bonus." The cards and the Tricks on each stay as
    /// chosen; on each card the order (and so the spots) giving the most
    /// Fame, then Shards, is taken; on a tie the yield order stays.
    fn order_for_links(&self, plan: &mut [HeirSetUp]) {
        let heir = HEIR_SEAT;
        let mut done: Vec<PerformanceId> = Vec::new();
        for k in 0..plan.len() {
            let card = plan[k].card;
            if done.contains(&card) {
                continue;
            }
            done.push(card);
            let at: Vec<usize> = (k..plan.len()).filter(|&j| plan[j].card == card).collect();
            if at.len() < 2 {
                continue;
            }
            let Some(pos) = self.card_pos(card) else {
                continue;
            };
            let tricks: Vec<TrickId> = at.iter().map(|&j| plan[j].trick).collect();
            let mut best: Option<((u32, usize), Vec<HeirSetUp>)> = None;
            for order in permutations(tricks.len()) {
                let Some(setups) =
                    self.heir_set_up_in_order(&self.theater[pos], order.iter().map(|&i| tricks[i]))
                else {
                    continue;
                };
                let fame = setups.iter().map(|s| s.fame).sum::<u32>();
                let shards = setups.iter().filter(|s| s.shards.contains(&heir)).count();
                if best.as_ref().is_none_or(|(b, _)| (fame, shards) > *b) {
                    best = Some(((fame, shards), setups));
                }
            }
            if let Some((_, setups)) = best {
                for (&j, s) in at.iter().zip(setups) {
                    plan[j] = s;
                }
            }
        }
    }

    /// The Heir's markers of `tricks` set up on `card` one after another,
    /// each at its best spot; `None` if one finds no spot.
    fn heir_set_up_in_order(
        &self,
        card: &CardInPlay,
        tricks: impl Iterator<Item = TrickId>,
    ) -> Option<Vec<HeirSetUp>> {
        let heir = HEIR_SEAT;
        let mut card = card.clone();
        let mut setups = Vec::new();
        for trick in tricks {
            let owned = self.player(heir).trick(trick)?;
            let cat = trick.card().category;
            let free = self.free_orientation(heir, owned.symbol);
            let spot = tricks::spot_on_card(&card, heir, owned.symbol, cat, free)?;
            let m = Marker {
                seat: heir,
                symbol: owned.symbol,
                category: cat,
                facing: spot.facing,
            };
            let (links, shards) = crate::game::base::theater::links_formed(&card, spot.slot, &m);
            card.markers[spot.slot] = Some(m);
            setups.push(HeirSetUp {
                trick,
                card: card.card,
                slot: spot.slot as u8,
                facing: spot.facing,
                links,
                fame: u32::from(links) * trick.link_bonus(),
                shards,
            });
        }
        Some(setups)
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
                reason: DeclineReason::NoTrickMarkers,
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

/// Every order of `n` things (n is at most 4 here), the given order first.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for rest in permutations(n - 1) {
        for at in (0..n).rev() {
            let mut p = rest.clone();
            p.insert(at, n - 1);
            all.push(p);
        }
    }
    all
}
