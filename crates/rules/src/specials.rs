//! Special Assignment card effects (Dark Alley "Special Assignment Cards"). A
//! placed Character carries its card's ability (`Acting::special`) until the
//! first Action it enhances; the Performer's Magician keeps a Perform
//! card's ability for the Performance. The Actions call in here.

use crate::cards::SpecialId;
use crate::error::RuleError;
use crate::event::{Event, FameReason};
use crate::model::{CharacterId, Seat};
use crate::performance::PerformOptions;
use crate::state::Game;

impl Game {
    /// The Performer's Magician's Perform card, if it is `name` (A11, A12, A13).
    fn performer_special(&self, seat: Seat, name: &str) -> Option<SpecialId> {
        self.player(seat)
            .ability_of(CharacterId::Magician)
            .filter(|c| c.card().name == name)
    }

    /// A11 Durable Components and A13 Grand Premiere choices must fit.
    pub(crate) fn check_perform_options(
        &self,
        seat: Seat,
        pos: usize,
        opts: &PerformOptions,
    ) -> Result<(), RuleError> {
        if let Some(st) = opts.steal {
            self.check_steal(seat, pos, st.own, st.from, st.trick)?;
        }
        let mine_here = |t| {
            self.player(seat).trick(t).is_some_and(|o| {
                let c = &self.theater[pos];
                c.markers
                    .iter()
                    .flatten()
                    .chain(c.guests.iter())
                    .any(|m| m.seat == seat && m.symbol == o.symbol)
            })
        };
        if let Some(pr) = opts.premiere {
            if self.performer_special(seat, "Grand Premiere").is_none() {
                return Err(RuleError::CannotPerform("you have no Grand Premiere card"));
            }
            if !mine_here(pr.trick) || self.player(seat).performed_tricks.contains(&pr.trick) {
                return Err(RuleError::CannotPerform(
                    "Grand Premiere is for your Trick performed for the first time",
                ));
            }
        }
        if let Some(t) = opts.durable {
            if self.performer_special(seat, "Durable Components").is_none() {
                return Err(RuleError::CannotPerform(
                    "you have no Durable Components card",
                ));
            }
            if !mine_here(t) {
                return Err(RuleError::CannotPerform(
                    "Durable Components keeps a marker of your Trick in this Performance",
                ));
            }
        }
        Ok(())
    }

    /// After a Performance: A11 (a marker back onto its Trick card), A12 (Fame
    /// per marker, others lose as many).
    pub(crate) fn push_perform_specials(
        &self,
        seat: Seat,
        pos: usize,
        opts: &PerformOptions,
        out: &mut Vec<Event>,
    ) {
        if let Some(t) = opts.durable {
            let card = self
                .performer_special(seat, "Durable Components")
                .expect("checked");
            out.push(Event::SpecialUsed { seat, card });
            out.push(Event::MarkerKept { seat, trick: t });
        }
        if opts.premiere.is_some() {
            let card = self
                .performer_special(seat, "Grand Premiere")
                .expect("checked");
            out.push(Event::SpecialUsed { seat, card });
        }
        if let Some(card) = self.performer_special(seat, "Arranged Fiasco") {
            let c = &self.theater[pos];
            let mut counts: Vec<(Seat, i32)> = Vec::new();
            for m in c.markers.iter().flatten().chain(c.guests.iter()) {
                match counts.iter_mut().find(|(s, _)| *s == m.seat) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((m.seat, 1)),
                }
            }
            counts.sort();
            for (s, n) in counts {
                out.push(Event::FameChanged {
                    seat: s,
                    fame: if s == seat { n } else { -n },
                    why: FameReason::Special(card),
                });
            }
        }
    }
}
