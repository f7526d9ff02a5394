//! 004 "New phase: Classroom": after the Performance phase of every turn but
//! the seventh, each Trick whose Academy marker is in a Classroom has its
//! Trick Markers returned (from its card and the Performance cards) and pays
//! its owner the slot's yield (a-d); a full Classroom pays its Popular Class
//! Bonus to each player on it once. Professor Bernard's player may pick one
//! of their taught Tricks to yield in full instead (a decision when it is
//! one, else it resolves by itself). End Turn follows.

use super::TrickFacts;
use crate::cards::{MagicianAbility, TrickId, Yield};
use crate::error::RuleError;
use crate::game::academy::{AcademyEvent, Lesson};
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{Seat, Symbol};

fn add(a: Yield, b: Yield) -> Yield {
    Yield {
        fame: a.fame + b.fame,
        coins: a.coins + b.coins,
        shards: a.shards + b.shards,
    }
}

/// Whether `a` gives at least as much of each as `b`.
fn covers(a: Yield, b: Yield) -> bool {
    a.fame >= b.fame && a.coins >= b.coins && a.shards >= b.shards
}

/// One of Professor Bernard's choices: the Trick that yields in full (none:
/// every Trick yields its slot's yield) and what the player gains in all.
pub(crate) type BernardOption = (Option<TrickId>, Yield);

impl Game {
    /// What the Classroom phase needs of a taught Trick: its yield (with
    /// A22 Enhance Trick) and its Fame Threshold.
    fn lesson_facts(&self, seat: Seat, symbol: Symbol) -> TrickFacts {
        match self.player(seat).trick_by_symbol(symbol) {
            Some(t) => TrickFacts {
                yields: self.enhanced_yield(seat, t.trick),
                threshold: t.trick.card().threshold,
            },
            None => TrickFacts {
                yields: Yield::default(),
                threshold: 1,
            },
        }
    }

    /// The Tricks of `seat` in a Classroom, in their owner's Trick order.
    pub(crate) fn taught_tricks(&self, seat: Seat) -> Vec<TrickId> {
        self.player(seat)
            .tricks
            .iter()
            .filter(|t| self.taught(seat, t.symbol))
            .map(|t| t.trick)
            .collect()
    }

    /// Every lesson of this Classroom phase, with `full` yielding in full.
    fn lessons(&self, full: Option<(Seat, TrickId)>) -> Vec<Lesson> {
        let Some(board) = &self.academy else {
            return Vec::new();
        };
        let full_symbol = |seat: Seat| {
            full.filter(|(s, _)| *s == seat)
                .and_then(|(s, t)| self.player(s).trick(t).map(|o| o.symbol))
        };
        board
            .classroom_payouts(|s, sym| self.lesson_facts(s, sym), full_symbol)
            .into_iter()
            .map(|p| Lesson {
                seat: p.seat,
                trick: p
                    .symbol
                    .and_then(|sym| self.player(p.seat).trick_by_symbol(sym))
                    .map(|t| t.trick),
                wing: p.wing,
                gain: p.gain,
            })
            .collect()
    }

    /// What `seat` gains in all from the lessons.
    fn lesson_total(lessons: &[Lesson], seat: Seat) -> Yield {
        lessons
            .iter()
            .filter(|l| l.seat == seat)
            .fold(Yield::default(), |acc, l| add(acc, l.gain))
    }

    /// Professor Bernard's player and their options: no Trick in full, or
    /// each taught Trick in full, with what each gives in all. `None` when
    /// no player has Professor Bernard or they teach nothing.
    pub(crate) fn bernard_options(&self) -> Option<(Seat, Vec<BernardOption>)> {
        let seat = self
            .seats()
            .find(|&s| self.player(s).ability() == Some(MagicianAbility::FullClassYield))?;
        let taught = self.taught_tricks(seat);
        if taught.is_empty() {
            return None;
        }
        let options = std::iter::once(None)
            .chain(taught.into_iter().map(Some))
            .map(|t| {
                let lessons = self.lessons(t.map(|t| (seat, t)));
                (t, Game::lesson_total(&lessons, seat))
            })
            .collect();
        Some((seat, options))
    }

    /// Professor Bernard's pick when there is nothing to decide: the option
    /// that gives at least as much of everything as every other (the first
    /// such). `None` inside when no option does (a real choice).
    fn bernard_auto_pick(&self) -> Option<Option<(Seat, TrickId)>> {
        let Some((seat, options)) = self.bernard_options() else {
            return Some(None);
        };
        options
            .iter()
            .find(|(_, y)| options.iter().all(|(_, o)| covers(*y, *o)))
            .map(|(t, _)| t.map(|t| (seat, t)))
    }

    /// End of the Performance phase: the Classroom phase on turns 1-6 of an
    /// Academy game, else End Turn.
    pub(crate) fn push_after_performances(&self, out: &mut Vec<Event>) {
        // Anjali's Coin first (this step then comes back here).
        let before = out.len();
        self.push_lent_secrets_end(out);
        if out.len() > before {
            return;
        }
        if self.academy.is_some() && super::classroom_phase_on(self.turn) {
            let chooser = match self.bernard_auto_pick() {
                Some(_) => None,
                None => self.bernard_options().map(|(s, _)| s),
            };
            out.push(Event::Academy(AcademyEvent::ClassroomStarted { chooser }));
        }
    }

    /// The Classroom phase's automatic steps: the classes (when Professor
    /// Bernard has nothing to decide), then End Turn.
    pub(crate) fn auto_classroom(&self, chooser: Option<Seat>, held: bool, out: &mut Vec<Event>) {
        if held {
            self.push_end_turn(out);
        } else if chooser.is_none() {
            let full = self.bernard_auto_pick().flatten();
            self.push_classes(full, out);
        }
    }

    /// 004 "New phase: Classroom" 1-3.
    fn push_classes(&self, full: Option<(Seat, TrickId)>, out: &mut Vec<Event>) {
        // 004 "Classroom phase" (solo): the Heir's Trick Markers are not
        // removed, from the Theater or the Trick.
        let returned: Vec<(Seat, TrickId)> = self
            .seats()
            .filter(|&s| !self.is_heir(s))
            .flat_map(|s| self.taught_tricks(s).into_iter().map(move |t| (s, t)))
            .collect();
        let lessons = self.lessons(full);
        let mut shard_seats: Vec<Seat> = Vec::new();
        for l in &lessons {
            // The Heir ignores the Prophecies' rule changes (004 "Setup" 13).
            if l.gain.shards > 0 && !shard_seats.contains(&l.seat) && !self.is_heir(l.seat) {
                shard_seats.push(l.seat);
            }
        }
        out.push(Event::Academy(AcademyEvent::ClassesHeld {
            returned,
            lessons,
            full,
        }));
        self.push_shard_extras(&shard_seats, out);
    }

    /// Professor Bernard's choice (`Command::ChooseFullYield`).
    pub(crate) fn decide_full_yield(
        &self,
        seat: Seat,
        trick: Option<TrickId>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.academy
            .as_ref()
            .ok_or(RuleError::WrongTime("why-game-played-without-academy"))?;
        if !matches!(
            self.phase,
            Phase::Classroom {
                chooser: Some(s),
                held: false,
            } if s == seat
        ) {
            return Err(RuleError::WrongTime(
                "why-professor-bernard-picks-trick-classroom-phase",
            ));
        }
        if let Some(t) = trick {
            let owned = self.player(seat).trick(t).ok_or(RuleError::NotYourTrick)?;
            if !self.taught(seat, owned.symbol) {
                return Err(RuleError::TrickUnavailable(
                    "why-professor-bernard-picks-one-your-tricks",
                ));
            }
        }
        self.push_classes(trick.map(|t| (seat, t)), out);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Dir, MagicianId, PerformanceId, TrickId, Yield};
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::academy::{academy, AcademyEvent, Lesson, Letter, Room, Spot};
    use crate::game::base::end_turn::EndTurnEvent;
    use crate::game::Event;
    use crate::game::{CardInPlay, Game, Phase};
    use crate::model::{Seat, Symbol};
    use crate::tests::fixture::{academy_game, marker};

    fn y(fame: u32, coins: u32, shards: u32) -> Yield {
        Yield {
            fame,
            coins,
            shards,
        }
    }

    /// The Classroom wing marked C, renovated with the Classroom tile `code`.
    fn classroom(g: &mut Game, code: &str) -> u8 {
        let wing = academy()
            .wings
            .iter()
            .position(|w| w.room == Room::Classroom && w.letter == Letter::C)
            .unwrap();
        let tile = academy()
            .classrooms
            .iter()
            .position(|t| t.code == code)
            .unwrap();
        g.academy.as_mut().unwrap().wings[wing].tile = Some((tile as u8, 1));
        wing as u8
    }

    /// Puts `seat`'s `trick` on slot `slot` of `wing`.
    fn teach(g: &mut Game, seat: Seat, trick: TrickId, wing: u8, slot: u8) {
        let symbol = g.player(seat).trick(trick).unwrap().symbol;
        g.academy.as_mut().unwrap().wings[wing as usize].markers[slot as usize] =
            Some((seat, symbol));
        let at = Spot { wing, slot };
        assert_eq!(g.academy.as_ref().unwrap().spot_of(seat, symbol), Some(at));
    }

    /// The end of the Performance phase (nobody Performs), and every
    /// automatic step after it.
    fn end_performances(g: &mut Game) -> Vec<Event> {
        g.phase = Phase::Performance {
            day: 0,
            performer: None,
        };
        let mut events = Vec::new();
        g.advance(&mut events);
        events
    }

    fn held(events: &[Event]) -> Vec<Lesson> {
        events
            .iter()
            .find_map(|e| match e {
                Event::Academy(AcademyEvent::ClassesHeld { lessons, .. }) => Some(lessons.clone()),
                _ => None,
            })
            .expect("classes held")
    }

    /// 004 "New phase: Classroom" 1-3: after the Performances, before End
    /// Turn: the taught Trick's markers come back from its card and the
    /// Theater; slot a) pays Fame and Coins less one each, b) Coins + 1/2/3;
    /// both slots filled, each player gets the Popular Class Bonus.
    #[test]
    fn classroom_1_to_3_markers_back_yields_and_popular_class_bonus() {
        let mut g = academy_game(2);
        let wing = classroom(&mut g, "C01"); // a) and b), bonus 1 Coin
        let prison = g.give_trick(Seat(0), "Prison Break", 2); // 3 Fame 3 Coins, FT 16
        let rabbit = g.give_trick(Seat(1), "Rabbit from the Top Hat", 0); // 3 Fame 1 Coin, FT 1
        teach(&mut g, Seat(0), prison, wing, 0);
        teach(&mut g, Seat(1), rabbit, wing, 1);
        let mut card = CardInPlay::new(PerformanceId(0));
        card.markers[0] = marker(Seat(0), Symbol::Spade, Category::Escape, Dir::Up);
        g.theater = vec![card];
        let before: Vec<(u32, u32, u32)> = g
            .players()
            .iter()
            .map(|p| (p.fame, p.coins, p.shards))
            .collect();
        let events = end_performances(&mut g);
        let started = events
            .iter()
            .position(|e| *e == Event::Academy(AcademyEvent::ClassroomStarted { chooser: None }))
            .expect("the Classroom phase");
        let wages = events
            .iter()
            .position(|e| matches!(e, Event::EndTurn(EndTurnEvent::WagesPaid { .. })))
            .unwrap();
        assert!(started < wages, "before End Turn");
        let lessons = held(&events);
        let gain = |seat: Seat, trick: Option<TrickId>| {
            lessons
                .iter()
                .find(|l| l.seat == seat && l.trick == trick)
                .map(|l| l.gain)
        };
        assert_eq!(gain(Seat(0), Some(prison)), Some(y(2, 2, 0)));
        assert_eq!(gain(Seat(1), Some(rabbit)), Some(y(0, 2, 0)));
        assert_eq!(gain(Seat(0), None), Some(y(0, 1, 0)));
        assert_eq!(gain(Seat(1), None), Some(y(0, 1, 0)));
        let p0 = g.player(Seat(0));
        assert_eq!((p0.fame, p0.coins), (before[0].0 + 2, before[0].1 + 3));
        assert_eq!(p0.trick(prison).unwrap().markers, 0);
        assert!(g
            .theater
            .iter()
            .all(|c| c.markers.iter().all(|m| m.is_none())));
        let p1 = g.player(Seat(1));
        assert_eq!((p1.fame, p1.coins), (before[1].0, before[1].1 + 3));
        // The Academy markers stay in the Classroom.
        assert!(g.taught(Seat(0), Symbol::Spade));
        assert!(matches!(g.phase, Phase::Advertise { .. }));
    }

    /// 004 "New phase: Classroom": one player on both slots gets the Popular
    /// Class Bonus once; c) the Fame yield.
    #[test]
    fn classroom_3_one_player_on_both_slots_gets_the_bonus_once() {
        let mut g = academy_game(2);
        let wing = classroom(&mut g, "C02"); // a) and c), bonus 1 Fame
        let prison = g.give_trick(Seat(0), "Prison Break", 0);
        let rabbit = g.give_trick(Seat(0), "Rabbit from the Top Hat", 0);
        teach(&mut g, Seat(0), prison, wing, 0);
        teach(&mut g, Seat(0), rabbit, wing, 1);
        let lessons = held(&end_performances(&mut g));
        assert_eq!(lessons.len(), 3);
        assert_eq!(
            lessons.iter().filter(|l| l.trick.is_none()).count(),
            1,
            "{lessons:?}"
        );
        let rabbit_gain = lessons.iter().find(|l| l.trick == Some(rabbit)).unwrap();
        assert_eq!(rabbit_gain.gain, y(3, 0, 0));
    }

    /// 004 "New phase: Classroom": not on the seventh turn; and in other
    /// games the Performance phase goes straight to End Turn.
    #[test]
    fn classroom_not_on_the_seventh_turn() {
        let mut g = academy_game(2);
        let wing = classroom(&mut g, "C01");
        let prison = g.give_trick(Seat(0), "Prison Break", 0);
        teach(&mut g, Seat(0), prison, wing, 0);
        g.turn = 7;
        let events = end_performances(&mut g);
        assert!(!events.iter().any(|e| matches!(
            e,
            Event::Academy(AcademyEvent::ClassroomStarted { .. })
                | Event::Academy(AcademyEvent::ClassesHeld { .. })
        )));
        assert!(g.is_over());
        let mut g = crate::tests::fixture::dark_game(2, false);
        let events = end_performances(&mut g);
        assert!(!events
            .iter()
            .any(|e| matches!(e, Event::Academy(AcademyEvent::ClassroomStarted { .. }))));
    }

    /// 004 "New magicians", Professor Bernard: a real choice (full yield or
    /// the slot's, neither better in everything) waits for his player: the
    /// options are listed, bad picks refused with typed errors, the pick
    /// yields in full.
    #[test]
    fn bernard_picks_a_trick_to_yield_in_full() {
        let mut g = academy_game(2);
        g.players[1].magician = Some(MagicianId::PROFESSOR_BERNARD);
        let wing = classroom(&mut g, "C01");
        let prison = g.give_trick(Seat(1), "Prison Break", 0); // full 3/3/0
        let rabbit = g.give_trick(Seat(1), "Rabbit from the Top Hat", 0);
        let other = g.give_trick(Seat(1), "Barricaded Barrels", 0);
        // b) Coins + 2: 0/5/0 against 3/3/0 in full.
        teach(&mut g, Seat(1), prison, wing, 1);
        let events = end_performances(&mut g);
        assert_eq!(
            events.last(),
            Some(&Event::Academy(AcademyEvent::ClassroomStarted {
                chooser: Some(Seat(1))
            }))
        );
        assert_eq!(g.waiting_for(), [Seat(1)]);
        let legal = g.legal_commands(Seat(1));
        assert!(legal.contains(&Command::ChooseFullYield { trick: None }));
        assert!(legal.contains(&Command::ChooseFullYield {
            trick: Some(prison)
        }));
        assert!(!legal.contains(&Command::ChooseFullYield {
            trick: Some(rabbit)
        }));
        assert_eq!(
            g.decide(Seat(1), &Command::ChooseFullYield { trick: Some(other) }),
            Err(RuleError::TrickUnavailable(
                "why-professor-bernard-picks-one-your-tricks"
            ))
        );
        assert_eq!(
            g.decide(
                Seat(1),
                &Command::ChooseFullYield {
                    trick: Some(TrickId(0))
                }
            ),
            Err(RuleError::NotYourTrick)
        );
        assert_eq!(
            g.decide(Seat(0), &Command::ChooseFullYield { trick: None }),
            Err(RuleError::NotYourTurn)
        );
        let fame = g.player(Seat(1)).fame;
        let events = g
            .apply(
                Seat(1),
                &Command::ChooseFullYield {
                    trick: Some(prison),
                },
            )
            .unwrap();
        let lessons = held(&events);
        assert_eq!(lessons[0].gain, y(3, 3, 0));
        assert!(events.contains(&Event::Academy(AcademyEvent::ClassesHeld {
            returned: vec![(Seat(1), prison)],
            lessons: lessons.clone(),
            full: Some((Seat(1), prison)),
        })));
        assert_eq!(g.player(Seat(1)).fame, fame + 3);
        assert!(matches!(g.phase, Phase::Advertise { .. }));
        // The phase is serialized and read back.
        let mut h = academy_game(2);
        h.phase = Phase::Classroom {
            chooser: Some(Seat(1)),
            held: false,
        };
        let json = serde_json::to_value(&h).unwrap();
        assert_eq!(json["phase"]["phase"], "classroom");
        assert_eq!(serde_json::from_value::<Game>(json).unwrap(), h);
    }

    /// Professor Bernard with nothing to decide: the full yield gives at
    /// least as much of everything (slot a), so the phase resolves by
    /// itself with it; without taught Tricks there is no choice either.
    #[test]
    fn bernard_without_a_choice_resolves_by_itself() {
        let mut g = academy_game(2);
        g.players[0].magician = Some(MagicianId::PROFESSOR_BERNARD);
        let wing = classroom(&mut g, "C01");
        let prison = g.give_trick(Seat(0), "Prison Break", 0);
        teach(&mut g, Seat(0), prison, wing, 0);
        let events = end_performances(&mut g);
        assert!(
            events.contains(&Event::Academy(AcademyEvent::ClassroomStarted {
                chooser: None
            }))
        );
        let lessons = held(&events);
        assert_eq!(lessons[0].gain, y(3, 3, 0));
        let mut g = academy_game(2);
        g.players[0].magician = Some(MagicianId::PROFESSOR_BERNARD);
        let events = end_performances(&mut g);
        assert!(held(&events).is_empty());
        assert!(matches!(g.phase, Phase::Advertise { .. }));
    }
}
