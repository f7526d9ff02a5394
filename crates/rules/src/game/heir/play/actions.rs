//! The Heir's Actions where it placed a Character: Downtown, the Market Row
//! and the Dark Alley here, the Theater in `theater`, the Academy in
//! `heir::academy`; at the Workshop it does nothing.

use crate::cards::Component;
use crate::game::base::player::CharState;
use crate::game::heir::{
    dark_alley_cards, downtown_dice,
    events::{HeirAct, HeirTake},
    procedure,
    state::{place, HEIR_SEAT},
    theater_tricks, tricks, Place,
};
use crate::game::Game;
use crate::model::{CharacterId, DieFace, Location, Slot, Specialist};

impl Game {
    /// The Heir's Actions after its placement at `slot` with `ap`, one act
    /// each (several at the Academy).
    pub(super) fn heir_actions(&self, slot: Slot, ap: u8) -> Vec<HeirAct> {
        match slot.location() {
            Location::Downtown => vec![self.heir_downtown(ap)],
            Location::MarketRow => vec![self.heir_market_row(ap)],
            Location::DarkAlley => vec![self.heir_dark_alley(ap)],
            Location::Theater => {
                let count = theater_tricks(self.difficulty(), ap.max(1));
                vec![HeirAct::Theater {
                    set_up: self.heir_theater_plan(count),
                }]
            }
            Location::Academy => self.heir_academy(ap),
            // 004 "Workshop": it does nothing.
            Location::Workshop => Vec::new(),
        }
    }

    /// 004 "Downtown".
    pub(crate) fn heir_downtown(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let p = self.player(HEIR_SEAT);
        let count = downtown_dice(self.difficulty(), ap);
        let mut dice = self.dice;
        let mut reroll = None;
        if let Some(die) = procedure::downtown_reroll(&dice, count) {
            let face = die.faces()[draw.below(6)];
            dice[die.index()] = face;
            reroll = Some((die, face));
        }
        let top = tricks::highest_threshold(p.fame);
        let owned = |c: CharacterId| p.state(c) != CharState::Supply;
        let view = procedure::DowntownView {
            top_tricks: p
                .tricks
                .iter()
                .filter(|t| t.trick.card().threshold == top)
                .count() as u32,
            fame: p.fame,
            specialists: Specialist::ALL
                .into_iter()
                .filter(|s| owned(s.character()))
                .collect(),
            apprentices: p.apprentices_owned(),
            characters: CharacterId::ALL.into_iter().filter(|&c| owned(c)).count() as u32,
            academy: self.config.options.academy,
        };
        let mut takes = Vec::new();
        let mut next_apprentice = CharacterId::APPRENTICES.into_iter().filter(|&c| !owned(c));
        for t in procedure::downtown_takes(&dice, &view, count) {
            takes.push(match t {
                procedure::Take::Trick(die, face) => {
                    let cat = match face {
                        DieFace::Trick(cat) => cat,
                        _ => p.favorite().expect("a Magician"),
                    };
                    let candidates = tricks::trick_candidates(cat, top, |t| self.in_residence(t));
                    if candidates.is_empty() {
                        HeirTake::Trick {
                            die,
                            trick: None,
                            symbol: None,
                            discarded: None,
                        }
                    } else {
                        let trick = candidates[draw.below(candidates.len())];
                        let discarded = if p.tricks.len() >= crate::board::MAX_TRICKS {
                            let cands: Vec<_> = p
                                .tricks
                                .iter()
                                .map(|t| {
                                    (t.symbol, t.trick.card().yields, t.trick.card().threshold)
                                })
                                .collect();
                            tricks::trick_to_discard(&cands)
                                .and_then(|s| p.trick_by_symbol(s))
                                .map(|t| t.trick)
                        } else {
                            None
                        };
                        let symbol = match discarded {
                            Some(d) => p.trick(d).map(|t| t.symbol),
                            None => p.free_symbol(),
                        };
                        HeirTake::Trick {
                            die,
                            trick: Some(trick),
                            symbol,
                            discarded,
                        }
                    }
                }
                procedure::Take::Specialist(specialist) => HeirTake::Specialist { specialist },
                procedure::Take::Apprentice => match next_apprentice.next() {
                    Some(character) => HeirTake::Apprentice { character },
                    None => continue,
                },
                procedure::Take::Coins(die, coins) => HeirTake::Coins { die, coins },
            });
        }
        HeirAct::Downtown { reroll, takes }
    }

    /// 004 "Market Row".
    pub(crate) fn heir_market_row(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let h = self.heir.as_ref().expect("Heir game");
        let m = &self.market;
        let in_market: Vec<Component> = m.buy.iter().flatten().chain(&m.quick).copied().collect();
        let (shopping, _) = procedure::market_orders(&h.shopping, &in_market, 0, 0, |_| 0);
        let on_order: Vec<Component> = m.order.iter().flatten().copied().collect();
        let open: Vec<Component> = shopping
            .iter()
            .copied()
            .filter(|c| !on_order.contains(c))
            .collect();
        let empty: Vec<u8> = (0..4u8)
            .filter(|&i| m.order[i as usize].is_none())
            .collect();
        let (_, picked) = procedure::market_orders(&open, &[], empty.len(), ap, |n| draw.below(n));
        let orders = empty.into_iter().zip(picked).collect();
        HeirAct::MarketRow { shopping, orders }
    }

    /// 004 "Dark Alley".
    pub(crate) fn heir_dark_alley(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let flip = draw.below(2) == 1;
        let alley = self
            .alley
            .as_ref()
            .expect("the Heir plays with the Dark Alley");
        // Without the Prophecies option there is no Pending row to rotate:
        // the coin is still flipped, so the draws stay the same either way.
        let rotated = flip && !alley.pending.is_empty();
        let p = self.player(HEIR_SEAT);
        let mut hand: Vec<Place> = p
            .specials
            .iter()
            .map(|s| place(s.card().location))
            .collect();
        let mut tops: Vec<usize> = alley.decks.iter().map(|d| d.len()).collect();
        let mut drawn = Vec::new();
        for _ in 0..dark_alley_cards(self.difficulty(), ap) {
            let available: Vec<Place> = crate::game::dark_alley::SPECIAL_DECKS
                .iter()
                .enumerate()
                .filter(|(i, _)| tops[*i] > 0)
                .map(|(_, l)| place(*l))
                .collect();
            let Some(deck) = procedure::special_deck(&hand, &available) else {
                break;
            };
            let i = crate::game::dark_alley::SPECIAL_DECKS
                .iter()
                .position(|l| place(*l) == deck)
                .expect("a deck");
            tops[i] -= 1;
            drawn.push((i as u8, alley.decks[i][tops[i]]));
            hand.push(deck);
        }
        HeirAct::DarkAlley { rotated, drawn }
    }
}
