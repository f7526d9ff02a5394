//! The Performance phase (rulebook "The Performance Phase"): Thursday to Sunday,
//! each Magician on a Performance slot performs one card holding its markers;
//! every marker owner gets its Tricks' yields with weekday modifiers, and the
//! Performer gets the Link, Specialist and card bonuses.

mod candidates;
mod events;

pub use events::{DeclineReason, Payout, PerformanceEvent};

use crate::cards::{PerformanceId, TrickId, Yield};
use crate::error::RuleError;
use crate::game::modifier::{Done, Moment, Number, Performed};
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Seat, Weekday};

/// What a Performer may choose besides the card, where an expansion lets
/// them (its variant of the decision supplies them); the base game has no
/// such choice: `()`.
pub(crate) trait PerformerChoices {
    /// A marker's yield as the choices change it before the expansions'
    /// `performed_yield`.
    fn chosen_yield(&self, _game: &Game, _marker: Performed, y: Yield) -> Yield {
        y
    }

    /// A marker's yield as the choices change it after every other change,
    /// before the weekday modifier.
    fn last_yield(&self, _game: &Game, _marker: Performed, y: Yield) -> Yield {
        y
    }

    /// The events the choices add once the Performance has paid out.
    fn after(&self, _game: &Game, _performer: Seat, _out: &mut Vec<Event>) {}
}

/// The printed base game: no choice besides the card.
impl PerformerChoices for () {}

impl Game {
    pub(crate) fn has_markers_on(&self, seat: Seat, pos: usize) -> bool {
        let c = &self.theater[pos];
        c.markers
            .iter()
            .any(|m| matches!(m, Some(m) if m.seat == seat))
            || c.guests.iter().any(|m| m.seat == seat)
    }

    /// Finds the next weekday whose Performer has something to choose, or ends the phase.
    pub(crate) fn auto_performance(&self, day: u8, out: &mut Vec<Event>) {
        for d in (day as usize)..4 {
            if let Some((seat, CharacterId::Magician)) = self.theater_slots[d][2] {
                let weekday = Weekday::ALL[d];
                if (0..self.theater.len()).any(|pos| self.has_markers_on(seat, pos)) {
                    // An expansion may act before the Performer chooses.
                    let before = out.len();
                    self.push_at(
                        Moment::PerformerChooses {
                            day: weekday,
                            performer: seat,
                        },
                        out,
                    );
                    if out.len() == before {
                        out.push(Event::Performance(PerformanceEvent::PerformerToChoose {
                            day: weekday,
                            seat,
                        }));
                    }
                } else {
                    out.push(Event::Performance(PerformanceEvent::PerformanceDeclined {
                        day: weekday,
                        seat,
                        reason: DeclineReason::NoTrickMarkers,
                    }));
                }
                return;
            }
        }
        // An expansion may hold a phase of its own before End Turn.
        let before = out.len();
        self.push_at(Moment::PerformancesOver, out);
        if out.len() == before {
            self.push_end_turn(out);
        }
    }

    /// Yields of a Performance: per marker owner, and the Performer's bonus.
    #[cfg(test)]
    pub(crate) fn performance_payouts(
        &self,
        performer: Seat,
        day: Weekday,
        pos: usize,
    ) -> (Vec<Payout>, Yield, u32) {
        self.payouts_with(performer, day, pos, &())
    }

    /// A Trick's printed yield, +1 Fame and Coins with A22 Enhance Trick.
    pub(crate) fn enhanced_yield(&self, seat: Seat, trick: TrickId) -> Yield {
        let mut y = trick.card().yields;
        if self.player(seat).enhanced_tricks.contains(&trick) {
            y.fame += 1;
            y.coins += 1;
        }
        y
    }

    /// A Trick's yield (`enhanced_yield`), as the expansions change it.
    pub(crate) fn trick_yield(&self, seat: Seat, trick: TrickId) -> Yield {
        let y = self.enhanced_yield(seat, trick);
        self.modifiers()
            .fold(y, |y, m| m.trick_yield(self, seat, trick, y))
    }

    /// Yields of a Performance with the Performer's `choices`: per marker
    /// the Trick's yield, as the choices and the expansions change it, plus
    /// the weekday modifier (never below 0); the Performer's bonus; the Links.
    pub(crate) fn payouts_with(
        &self,
        performer: Seat,
        day: Weekday,
        pos: usize,
        choices: &impl PerformerChoices,
    ) -> (Vec<Payout>, Yield, u32) {
        let card = &self.theater[pos];
        let mut payouts: Vec<Payout> = Vec::new();
        let on_slots = card
            .markers
            .iter()
            .enumerate()
            .filter_map(|(i, m)| m.map(|m| (Some(i as u8), m)));
        let guests = card.guests.iter().map(|&m| (None, m));
        for (slot, m) in on_slots.chain(guests) {
            let owner = self.player(m.seat);
            let Some(owned) = owner.trick_by_symbol(m.symbol) else {
                continue;
            };
            let own_day = self.theater_day(m.seat).unwrap_or(day);
            let modifier = self.modified(
                m.seat,
                Number::DayModifier {
                    performer_day: day,
                    own_day,
                },
                i64::from(self.day_modifier(own_day)),
            ) as i32;
            let performed = Performed {
                owner: m.seat,
                performer,
                day,
                trick: owned.trick,
                pos,
                slot,
            };
            let y = self.trick_yield(m.seat, owned.trick);
            let y = choices.chosen_yield(self, performed, y);
            let y = self
                .modifiers()
                .fold(y, |y, x| x.performed_yield(self, performed, y));
            let y = choices.last_yield(self, performed, y);
            let idx = match payouts.iter().position(|p| p.seat == m.seat) {
                Some(i) => i,
                None => {
                    payouts.push(Payout {
                        seat: m.seat,
                        tricks: Vec::new(),
                        fame: 0,
                        coins: 0,
                        shards: 0,
                    });
                    payouts.len() - 1
                }
            };
            let p = &mut payouts[idx];
            p.tricks.push(owned.trick);
            p.fame += (y.fame as i32 + modifier).max(0) as u32;
            p.coins += (y.coins as i32 + modifier).max(0) as u32;
            p.shards += y.shards;
        }
        payouts.sort_by_key(|p| p.seat);
        for x in self.modifiers() {
            for p in payouts.iter_mut() {
                x.payout(self, p);
            }
        }
        let links = self.links_on(card);
        let mut bonus = card.card.card().bonus;
        bonus.fame += links;
        for who in &self.theater_slots[day.index()][..2] {
            match who {
                Some((s, CharacterId::Assistant)) if *s == performer => bonus.fame += 2,
                Some((s, CharacterId::Manager)) if *s == performer => bonus.coins += 3,
                Some((s, CharacterId::Engineer)) if *s == performer => bonus.shards += 1,
                _ => {}
            }
        }
        let links_and_card = Yield {
            fame: card.card.card().bonus.fame + links,
            ..card.card.card().bonus
        };
        let bonus = self.modifiers().fold(bonus, |b, x| {
            x.performer_bonus(self, performer, day, links_and_card, b)
        });
        (payouts, bonus, links)
    }

    /// The weekday's Fame and Coin modifier per Trick, as the expansions
    /// change it.
    pub(crate) fn day_modifier(&self, day: Weekday) -> i32 {
        let printed = i64::from(day.yield_modifier());
        self.modified(Seat(0), Number::WeekdayModifier(day), printed) as i32
    }

    /// The Performer's turn to choose: the Performance day.
    pub(crate) fn performing(&self, seat: Seat) -> Result<Weekday, RuleError> {
        let Phase::Performance {
            day,
            performer: Some(p),
        } = self.phase
        else {
            return Err(RuleError::WrongTime(
                "why-performances-happen-performance-phase",
            ));
        };
        debug_assert_eq!(p, seat);
        Ok(Weekday::ALL[day as usize])
    }

    /// C-096: the card's place in the Theater, if it holds a marker of the
    /// Performer's.
    pub(crate) fn performable(&self, seat: Seat, card: PerformanceId) -> Result<usize, RuleError> {
        let pos = self
            .card_pos(card)
            .ok_or(RuleError::CannotPerform("why-card-not-theater"))?;
        if !self.has_markers_on(seat, pos) {
            return Err(RuleError::CannotPerform(
                "why-holds-none-your-trick-markers",
            ));
        }
        Ok(pos)
    }

    /// Perform `card` (C-096), or decline with `None`.
    pub(crate) fn decide_perform(
        &self,
        seat: Seat,
        card: Option<PerformanceId>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let day = self.performing(seat)?;
        let Some(card) = card else {
            out.push(Event::Performance(PerformanceEvent::PerformanceDeclined {
                day,
                seat,
                reason: DeclineReason::Chose,
            }));
            return Ok(());
        };
        let pos = self.performable(seat, card)?;
        self.push_performance(seat, day, card, pos, &(), out);
        Ok(())
    }

    /// The Performed event and what follows it: the expansions' additions,
    /// theirs for each seat that gained Shards, the `choices`' own, and the
    /// expansions' at the end of the Performance.
    pub(crate) fn push_performance(
        &self,
        seat: Seat,
        day: Weekday,
        card: PerformanceId,
        pos: usize,
        choices: &impl PerformerChoices,
        out: &mut Vec<Event>,
    ) {
        let (payouts, bonus, links) = self.payouts_with(seat, day, pos, choices);
        let mut shard_seats: Vec<Seat> = payouts
            .iter()
            .filter(|p| p.shards > 0)
            .map(|p| p.seat)
            .collect();
        if bonus.shards > 0 && !shard_seats.contains(&seat) {
            shard_seats.push(seat);
        }
        out.push(Event::Performance(PerformanceEvent::Performed {
            day,
            seat,
            card,
            links,
            payouts,
            bonus,
        }));
        self.push_at(
            Moment::Performed {
                performer: seat,
                day,
            },
            out,
        );
        for s in shard_seats {
            self.push_after(s, Done::GainedShard, out);
        }
        choices.after(self, seat, out);
        self.push_at(
            Moment::PerformanceEnds {
                performer: seat,
                pos,
            },
            out,
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Dir, PerformanceId};
    use crate::command::Command;
    use crate::game::base::performance::{DeclineReason, PerformanceEvent};
    use crate::game::base::player::CharState;
    use crate::game::Event;
    use crate::game::{CardInPlay, Game, Phase};
    use crate::model::{CharacterId, Seat, Slot, Symbol, Weekday};
    use crate::tests::fixture::{game, marker};

    const BLUE: Seat = Seat(0);
    const RED: Seat = Seat(1);
    const YELLOW: Seat = Seat(2);
    const GREEN: Seat = Seat(3);
    /// P10: three slots in an L, card bonus 2 Fame.
    const L_CARD: PerformanceId = PerformanceId(9);

    fn stand(g: &mut Game, seat: Seat, c: CharacterId, slot: Slot) {
        g.players[seat.index()].characters[c.index()] = CharState::Placed(slot);
        let who = Some((seat, c));
        match slot {
            Slot::Backstage(d, i) => g.theater_slots[d.index()][i as usize] = who,
            Slot::Performance(d) => g.theater_slots[d.index()][2] = who,
            _ => unreachable!(),
        }
    }

    /// T-06, rulebook "Example B": Blue performs on Thursday a card with two of his
    /// Tricks and one of Red's: -1/-1 per Blue Trick, +1 Fame per Link (2), +2 Fame
    /// for the Assistant, +2 Fame card bonus; Red (Saturday) gets no modifier.
    #[test]
    fn t06_example_b_thursday_performance() {
        let mut g = game(4);
        let barrels = g.give_trick(BLUE, "Barricaded Barrels", 0); // 1 Fame 1 Coin
        let prison = g.give_trick(BLUE, "Prison Break", 0); // 3 Fame 3 Coins
        let rabbit = g.give_trick(RED, "Rabbit from the Top Hat", 0); // 3 Fame 1 Coin
        let mut card = CardInPlay::new(L_CARD);
        card.markers[0] = marker(BLUE, Symbol::Spade, Category::Escape, Dir::Right);
        card.markers[1] = marker(BLUE, Symbol::Heart, Category::Escape, Dir::Left);
        card.markers[2] = marker(RED, Symbol::Spade, Category::Optical, Dir::Up);
        g.theater = vec![card];
        assert_eq!(g.links_on(&g.theater[0]), 2);
        stand(
            &mut g,
            BLUE,
            CharacterId::Magician,
            Slot::Performance(Weekday::Thursday),
        );
        stand(
            &mut g,
            BLUE,
            CharacterId::Assistant,
            Slot::Backstage(Weekday::Thursday, 0),
        );
        stand(
            &mut g,
            RED,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Saturday, 0),
        );
        g.phase = Phase::Performance {
            day: 0,
            performer: Some(BLUE),
        };
        let events = g.run(BLUE, Command::perform(L_CARD)).unwrap();
        let Event::Performance(PerformanceEvent::Performed {
            payouts,
            bonus,
            links,
            ..
        }) = &events[0]
        else {
            panic!()
        };
        assert_eq!(*links, 2);
        assert_eq!(
            (payouts[0].seat, payouts[0].fame, payouts[0].coins),
            (BLUE, 2, 2)
        );
        assert_eq!(payouts[0].tricks, vec![barrels, prison]);
        assert_eq!(
            (payouts[1].seat, payouts[1].fame, payouts[1].coins),
            (RED, 3, 1)
        );
        assert_eq!(payouts[1].tricks, vec![rabbit]);
        assert_eq!(bonus.fame, 2 + 2 + 2);
        assert_eq!(g.player(BLUE).fame, 5 + 2 + 6);
        // C-097: the markers return to their owners' supply.
        assert!(g.theater[0].markers.iter().all(|m| m.is_none()));
        assert_eq!(
            g.phase,
            Phase::Performance {
                day: 1,
                performer: None
            }
        );
    }

    /// T-06 (Yellow and Green in Example B): a Manager backstage gives +3 Coins;
    /// Sunday adds +1/+1 per Trick; C-099: a player with no Character in the Theater
    /// takes the Performer's modifier; yields never drop below 0.
    #[test]
    fn c099_c101_modifiers_and_specialist_bonus() {
        let mut g = game(4);
        g.give_trick(YELLOW, "Linking Rings", 0); // 0 Fame 2 Coins
        g.give_trick(GREEN, "Mind Reading", 0); // 0 Fame 0 Coins 1 Shard
        g.give_trick(RED, "Burning Mummy", 0); // 2 Fame 2 Coins
        let mut card = CardInPlay::new(PerformanceId(0));
        card.markers[0] = marker(YELLOW, Symbol::Spade, Category::Mechanical, Dir::Down);
        card.markers[1] = marker(GREEN, Symbol::Spade, Category::Spiritual, Dir::Up);
        card.markers[2] = marker(RED, Symbol::Spade, Category::Escape, Dir::Up);
        g.theater = vec![card];
        stand(
            &mut g,
            YELLOW,
            CharacterId::Magician,
            Slot::Performance(Weekday::Thursday),
        );
        stand(
            &mut g,
            YELLOW,
            CharacterId::Manager,
            Slot::Backstage(Weekday::Thursday, 0),
        );
        stand(
            &mut g,
            GREEN,
            CharacterId::Apprentice1,
            Slot::Backstage(Weekday::Sunday, 0),
        );
        let (payouts, bonus, _) = g.performance_payouts(YELLOW, Weekday::Thursday, 0);
        let get = |s: Seat| payouts.iter().find(|p| p.seat == s).unwrap().clone();
        assert_eq!((get(YELLOW).fame, get(YELLOW).coins), (0, 1));
        assert_eq!(
            (get(GREEN).fame, get(GREEN).coins, get(GREEN).shards),
            (1, 1, 1)
        );
        // Red has no Character in the Theater: the Performer's Thursday -1/-1.
        assert_eq!((get(RED).fame, get(RED).coins), (1, 1));
        assert_eq!(bonus.coins, 3 + PerformanceId(0).card().bonus.coins);
    }

    /// C-096/A-24: a Performer chooses a card holding their markers (or passes);
    /// a Performer with nothing to perform is skipped.
    #[test]
    fn c096_choice_of_card() {
        let mut g = game(4);
        g.give_trick(BLUE, "Barricaded Barrels", 0);
        let mut with = CardInPlay::new(PerformanceId(0));
        with.markers[0] = marker(BLUE, Symbol::Spade, Category::Escape, Dir::Down);
        g.theater = vec![CardInPlay::new(PerformanceId(1)), with];
        stand(
            &mut g,
            BLUE,
            CharacterId::Magician,
            Slot::Performance(Weekday::Friday),
        );
        stand(
            &mut g,
            RED,
            CharacterId::Magician,
            Slot::Performance(Weekday::Saturday),
        );
        g.phase = Phase::Performance {
            day: 0,
            performer: None,
        };
        let mut out = Vec::new();
        g.auto_performance(0, &mut out);
        assert_eq!(
            out,
            vec![Event::Performance(PerformanceEvent::PerformerToChoose {
                day: Weekday::Friday,
                seat: BLUE
            })]
        );
        g.apply_event(&out[0]);
        assert!(g.decide(BLUE, &Command::perform(PerformanceId(1))).is_err());
        assert_eq!(
            g.legal_commands(BLUE)
                .iter()
                .filter(|c| matches!(c, Command::Perform { .. }))
                .count(),
            1
        );
        g.run(BLUE, Command::DeclinePerformance).unwrap();
        let mut out = Vec::new();
        g.auto_performance(2, &mut out);
        assert_eq!(
            out,
            vec![Event::Performance(PerformanceEvent::PerformanceDeclined {
                day: Weekday::Saturday,
                seat: RED,
                reason: DeclineReason::NoTrickMarkers,
            })]
        );
        // The log says why (a player who let the day go is told apart).
        let mut names = vec![String::new(); 4];
        names[RED.index()] = "Red".into();
        names[BLUE.index()] = "Blue".into();
        assert_eq!(
            out[0].describe(&names),
            "Red does not Perform on Saturday: no Performance card holds their Trick Markers."
        );
        let chose = Event::Performance(PerformanceEvent::PerformanceDeclined {
            day: Weekday::Friday,
            seat: BLUE,
            reason: DeclineReason::Chose,
        });
        assert_eq!(
            chose.describe(&names),
            "Blue chooses not to Perform on Friday."
        );
    }
}
