//! The events of this part of the rules: what happened (DuelEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::content::TurnSetupId;
use crate::game::Game;
use crate::log::Log;
use crate::model::Location;
use crate::words::{comma_joined, Arg, Msg, Named};

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
    pub(crate) fn words(&self, _log: &Log) -> Msg {
        use DuelEvent::*;
        match self {
            TurnSetupPlaced {
                card,
                next,
                dark_alley,
            } => {
                let c = card.card();
                let slots = |location: Location, pair: [u8; 2]| -> Arg {
                    let mut p = pair;
                    p.sort();
                    let numbers = p.iter().map(|i| Arg::Num(i64::from(*i) + 1)).collect();
                    Msg::new("log-turn-setup-slots")
                        .named("location", location)
                        .arg("slots", Arg::List(numbers))
                        .into()
                };
                let mut covered = vec![
                    slots(Location::Downtown, c.downtown),
                    slots(Location::MarketRow, c.market_row),
                ];
                if *dark_alley {
                    covered.push(slots(Location::DarkAlley, c.dark_alley));
                }
                let days = c.theater.iter().map(Named::arg).collect();
                covered.push(
                    Msg::new("log-turn-setup-days")
                        .arg("days", Arg::List(days))
                        .into(),
                );
                let msg = match next {
                    Some(t) => Msg::new("log-turn-setup-next").str("next", t.card().code.clone()),
                    None => Msg::new("log-turn-setup"),
                };
                msg.str("code", c.code.clone())
                    .arg("covered", comma_joined(covered))
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
