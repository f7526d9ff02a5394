//! The events of this part of the rules: what happened (DuelEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::content::TurnSetupId;
use crate::game::Game;
use crate::log::{slots_list, Log};

/// Duel of Magicians.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DuelEvent {
    /// The Turn Setup card covering slots this turn; `next` is turned up.
    TurnSetupPlaced {
        card: TurnSetupId,
        next: Option<TurnSetupId>,
        /// The game has the Dark Alley (its slots are covered too).
        dark_alley: bool,
    },
}

impl DuelEvent {
    /// Its line in the game log.
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, _log: &Log) -> String {
        use DuelEvent::*;
        match self {
            TurnSetupPlaced {
                card,
                next,
                dark_alley,
            } => {
                let c = card.card();
                let mut covered = vec![
                    format!("Downtown slots {}", slots_list(c.downtown)),
                    format!("Market Row slots {}", slots_list(c.market_row)),
                ];
                if *dark_alley {
                    covered.push(format!("Dark Alley slots {}", slots_list(c.dark_alley)));
                }
                covered.push(format!(
                    "{} and {} in the Theater",
                    c.theater[0].name(),
                    c.theater[1].name()
                ));
                let next = match next {
                    Some(t) => format!(" Next turn: {}.", t.card().code),
                    None => String::new(),
                };
                format!(
                    "Turn Setup card {} covers {}.{}",
                    c.code,
                    covered.join(", "),
                    next
                )
            }
        }
    }
}

impl Game {
    /// Records the facts of a DuelEvent in the state.
    pub(crate) fn apply_duel(&mut self, e: &DuelEvent) {
        use DuelEvent::*;
        match e {
            TurnSetupPlaced { card, .. } => {
                let duel = self.duel.as_mut().expect("Duel of Magicians");
                if let Some(old) = duel.current.replace(*card) {
                    duel.used.push(old);
                }
                duel.deck.pop();
            }
        }
    }
}
