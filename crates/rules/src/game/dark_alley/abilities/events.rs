//! The events of this part of the rules: what happened (AbilityEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{MagicianId, PerformanceId, TrickId};
use crate::game::{Game, Phase};
use crate::log::Log;
use crate::model::{Seat, Weekday};
use crate::words::Msg;

/// The Dark Alley's Magician abilities with a moment of their own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AbilityEvent {
    /// The Magician's once-per-turn ability is used.
    AbilityUsed { seat: Seat, magician: MagicianId },
    /// Master of Chains may take a Breaking Free Reschedule now.
    BreakingFreeOffered { seat: Seat },
    /// Links formed by Breaking Free, each paying `link_value`; Shards for Shard circles.
    BreakingFreeLinks {
        seat: Seat,
        links: u8,
        link_value: u8,
        shards: Vec<Seat>,
    },
    /// Breaking Free is over (taken or declined).
    BreakingFreeEnded { seat: Seat },
    /// Yoruba Spiritmaster may choose the card `performer` performs.
    PossessionOffered {
        day: Weekday,
        performer: Seat,
        yoruba: Seat,
    },
    /// Yoruba declined; the Performer chooses.
    PossessionDeclined { day: Weekday, performer: Seat },
    /// Yoruba paid a Shard and chose `card` for `performer`.
    Possessed {
        yoruba: Seat,
        performer: Seat,
        card: PerformanceId,
    },
    /// Electra piled a second marker of `trick` on the slot just set up.
    MarkersPiled {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
    },
}

impl AbilityEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use AbilityEvent::*;
        match self {
            AbilityUsed { seat, magician } => Msg::new("log-ability-used")
                .str("seat", log.name(*seat))
                .named("magician", magician),
            BreakingFreeOffered { seat } => {
                Msg::new("log-breaking-free-offered").str("seat", log.name(*seat))
            }
            BreakingFreeLinks { seat, links, .. } => Msg::new("log-breaking-free-links")
                .str("seat", log.name(*seat))
                .num("links", *links),
            BreakingFreeEnded { seat } => {
                Msg::new("log-breaking-free-ended").str("seat", log.name(*seat))
            }
            PossessionOffered {
                performer, yoruba, ..
            } => Msg::new("log-possession-offered")
                .str("yoruba", log.name(*yoruba))
                .str("performer", log.name(*performer)),
            PossessionDeclined { performer, .. } => {
                Msg::new("log-possession-declined").str("performer", log.name(*performer))
            }
            Possessed {
                yoruba,
                performer,
                card,
            } => Msg::new("log-possessed")
                .str("yoruba", log.name(*yoruba))
                .str("performer", log.name(*performer))
                .str("card", card.label()),
            MarkersPiled { seat, trick, .. } => Msg::new("log-markers-piled")
                .str("seat", log.name(*seat))
                .named("trick", trick),
        }
    }
}

impl Game {
    /// Records the facts of a AbilityEvent in the state.
    pub(crate) fn apply_ability(&mut self, e: &AbilityEvent) {
        use AbilityEvent::*;
        match e {
            BreakingFreeOffered { seat } => {
                self.phase = Phase::BreakingFree {
                    seat: *seat,
                    pending_links: 0,
                    link_value: 0,
                }
            }
            BreakingFreeLinks {
                links,
                link_value,
                shards,
                ..
            } => {
                for s in shards {
                    self.players[s.index()].shards += 1;
                }
                if let Phase::BreakingFree {
                    pending_links,
                    link_value: v,
                    ..
                } = &mut self.phase
                {
                    *pending_links = *links;
                    *v = *link_value;
                }
            }
            BreakingFreeEnded { seat } => {
                self.players[seat.index()].ability_used = true;
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: true,
                };
            }
            PossessionOffered {
                day,
                performer,
                yoruba,
            } => {
                self.phase = Phase::Possession {
                    day: day.index() as u8,
                    performer: *performer,
                    yoruba: *yoruba,
                }
            }
            PossessionDeclined { day, performer } => {
                self.phase = Phase::Performance {
                    day: day.index() as u8,
                    performer: Some(*performer),
                }
            }
            Possessed { yoruba, card, .. } => {
                let p = &mut self.players[yoruba.index()];
                p.shards -= 1;
                p.ability_used = true;
                self.possessed = Some(*card);
            }
            MarkersPiled {
                seat,
                trick,
                card,
                slot,
            } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers -= 1;
                }
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].piled.push(*slot);
            }
            AbilityUsed { seat, .. } => self.players[seat.index()].ability_used = true,
        }
    }
}
