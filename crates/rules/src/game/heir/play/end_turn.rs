//! End Turn for the Heir: its wages (004 "Pay wages") and the yield of its
//! Tricks on a card leaving the Theater (004 "Move performance cards").

use crate::cards::{TrickId, Yield};
use crate::game::base::player::CharState;
use crate::game::heir::{
    events::{HeirAct, HeirEvent},
    leftover_yield, pay_wages,
    state::HEIR_SEAT,
};
use crate::game::{Event, Game};
use crate::model::CharacterId;

/// 004 "Pay wages": more than 6 Characters and the excess Apprentices wait
/// in the Additional Characters box (the rulebook's number, with or without
/// the Academy).
pub const ACTIVE_LIMIT: usize = 6;

impl Game {
    /// End Turn, for the Heir: wages (004 "Pay wages") after the Characters
    /// return, and the yield of its Tricks on a leaving card (004 "Move
    /// performance cards"; every card after the final turn).
    pub(crate) fn push_heir_end_turn(&self, out: &mut Vec<Event>) {
        if self.heir.is_none() {
            return;
        }
        let p = self.player(HEIR_SEAT);
        let (coins, fame) = pay_wages(p.coins, self.difficulty());
        // Characters from the Additional box have joined (Characters
        // returned); above 6, Apprentices go back to the box.
        let mut team: Vec<CharacterId> = CharacterId::ALL
            .into_iter()
            .filter(|&c| p.state(c) != CharState::Supply)
            .collect();
        let mut benched = Vec::new();
        while team.len() > ACTIVE_LIMIT {
            match team.iter().rposition(|c| c.is_apprentice()) {
                Some(i) => benched.push(team.remove(i)),
                None => break,
            }
        }
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::Wages {
                coins: p.coins - coins,
                fame,
                benched,
            },
        }));
    }

    /// 004 "Move performance cards": the cards whose Heir Tricks yield now.
    pub(crate) fn push_heir_leftovers(&self, out: &mut Vec<Event>) {
        if self.heir.is_none() {
            return;
        }
        let final_turn = self.turn >= self.last_turn();
        let n = self.theater.len();
        for (i, c) in self.theater.iter().enumerate() {
            let leaving = self.turn >= 3 && i + 1 == n;
            if !(final_turn || leaving) {
                continue;
            }
            let p = self.player(HEIR_SEAT);
            let tricks: Vec<TrickId> = c
                .markers
                .iter()
                .flatten()
                .filter(|m| m.seat == HEIR_SEAT)
                .filter_map(|m| p.trick_by_symbol(m.symbol).map(|t| t.trick))
                .collect();
            if tricks.is_empty() {
                continue;
            }
            let mut y = Yield::default();
            for t in &tricks {
                let l = leftover_yield(self.trick_yield(HEIR_SEAT, *t));
                y.fame += l.fame;
                y.coins += l.coins;
                y.shards += l.shards;
            }
            out.push(Event::Heir(HeirEvent::Heir {
                act: HeirAct::Leftover {
                    card: c.card,
                    tricks,
                    fame: y.fame,
                    coins: y.coins,
                    shards: y.shards,
                },
            }));
        }
    }
}
