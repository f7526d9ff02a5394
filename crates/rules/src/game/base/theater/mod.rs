//! The Theater's Actions (rulebook "Theater", "Rules of Trick Marker Placement",
//! "Trick Links"): Set Up Trick with its Link Bonuses and Shards, and Reschedule.

mod candidates;
mod events;

pub use events::TheaterEvent;

use crate::cards::{Dir, PerformanceId, TrickId};
use crate::error::RuleError;
use crate::game::base::player::OwnedTrick;
use crate::game::modifier::{Allowance, Done, Use};
use crate::game::Event;
use crate::game::{CardInPlay, Game, Marker};
use crate::model::{Location, Seat, Symbol};
use crate::rules_version::Change;

pub(crate) const SET_UP_AP: u8 = 1;
pub(crate) const RESCHEDULE_AP: u8 = 1;

/// Links a marker would form on `card` at `slot`, and the seats that get a Shard
/// for Links in Shard circles (each at most once).
pub(crate) fn links_formed(card: &CardInPlay, slot: usize, m: &Marker) -> (u8, Vec<Seat>) {
    let printed = card.card.card();
    let mut links = 0;
    let mut shards: Vec<Seat> = Vec::new();
    for l in printed.slots[slot].links {
        let Some(j) = printed.neighbour(slot, l.dir) else {
            continue;
        };
        // A gray marker (Duel of Magicians) links like a player's, but it is
        // nobody's: only the player gets a Shard circle's Shard.
        let Some((edge, other)) = card.edge_at(j, l.dir.opposite()) else {
            continue;
        };
        if m.edge(l.dir) == edge {
            links += 1;
            if l.shard {
                for s in std::iter::once(m.seat).chain(other) {
                    if !shards.contains(&s) {
                        shards.push(s);
                    }
                }
            }
        }
    }
    (links, shards)
}

/// The marker a Set Up Trick places: the Trick's, facing `facing`.
pub(crate) fn set_up_marker(seat: Seat, owned: &OwnedTrick, facing: Dir) -> Marker {
    Marker {
        seat,
        symbol: owned.symbol,
        category: owned.trick.card().category,
        facing,
    }
}

/// The event of a Set Up Trick Action forming `links` (paid at the Trick's
/// Link Bonus) and earning `shards`.
pub(crate) fn trick_set_up(
    seat: Seat,
    trick: TrickId,
    card: PerformanceId,
    slot: u8,
    facing: Dir,
    links: u8,
    shards: &[Seat],
) -> Event {
    Event::Theater(TheaterEvent::TrickSetUp {
        seat,
        trick,
        card,
        slot,
        facing,
        links,
        link_value: trick.link_bonus() as u8,
        shards: shards.to_vec(),
        ap: SET_UP_AP,
    })
}

impl Game {
    /// Placement rules: a free slot, the Trick's category edge facing one of the
    /// slot's Link circles, and no second marker of the same Trick on the card.
    pub(crate) fn check_marker_spot(
        &self,
        seat: Seat,
        symbol: Symbol,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        ignore: Option<(usize, usize)>,
    ) -> Result<usize, RuleError> {
        self.check_marker_spot_with(seat, symbol, card, slot, facing, ignore, false)
    }

    /// `twist` lifts the one-marker-per-Trick-per-card rule (A09 New Twist).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn check_marker_spot_with(
        &self,
        seat: Seat,
        symbol: Symbol,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        ignore: Option<(usize, usize)>,
        twist: bool,
    ) -> Result<usize, RuleError> {
        let pos = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "why-performance-card-not-theater",
        ))?;
        let in_play = &self.theater[pos];
        let printed = card.card();
        let slot = slot as usize;
        if slot >= printed.slots.len() {
            return Err(RuleError::BadMarkerPlacement("why-card-has-no-such-slot"));
        }
        if !in_play.is_free(slot) {
            return Err(RuleError::BadMarkerPlacement("why-slot-taken"));
        }
        if !printed.slots[slot].links.iter().any(|l| l.dir == facing)
            && !self.allowed(seat, Allowance::AnyFacing(symbol))
        {
            return Err(RuleError::BadMarkerPlacement(
                "why-trick-category-corner-must-point-into",
            ));
        }
        let mut duplicate = in_play.markers.iter().enumerate().any(|(i, m)| {
            Some((pos, i)) != ignore && matches!(m, Some(m) if m.seat == seat && m.symbol == symbol)
        });
        // 001 "Two Trick Markers of the same color AND the same symbol cannot be
        // in the same Performance": an A06 guest marker is part of the
        // Performance too (rules version 2; version 1 looked at the slots only).
        if self.follows(Change::OneMarkerPerTrickCountsGuests) {
            duplicate |= in_play
                .guests
                .iter()
                .any(|m| m.seat == seat && m.symbol == symbol);
        }
        if duplicate && !twist {
            return Err(RuleError::BadMarkerPlacement(
                "why-trick-already-has-marker-card",
            ));
        }
        Ok(pos)
    }

    /// Set Up Trick: a prepared marker of one of the player's Tricks onto a
    /// free Performance card slot, with the Trick's category edge facing
    /// one of its Link circles; Links earn Link Bonuses, and Shard circles
    /// Shards.
    pub(crate) fn decide_set_up(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (owned, pos) = self.set_up_check(seat, trick, card, slot, facing, false)?;
        let marker = set_up_marker(seat, &owned, facing);
        let (links, shards) = links_formed(&self.theater[pos], slot as usize, &marker);
        out.push(trick_set_up(
            seat, trick, card, slot, facing, links, &shards,
        ));
        self.push_set_up_after(seat, trick, &shards, out);
        Ok(())
    }

    /// Set Up's checks: one of the player's Tricks with a prepared marker,
    /// that the expansions do not keep off the stage, onto a spot that
    /// takes it (`twist` lets a second marker of the Trick onto the card).
    /// The Trick and the card's position in the Theater.
    pub(crate) fn set_up_check(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        twist: bool,
    ) -> Result<(OwnedTrick, usize), RuleError> {
        self.acting_at(seat, Location::Theater, SET_UP_AP)?;
        let owned = *self
            .player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        self.check_use(seat, Use::SetUp(owned.symbol))?;
        if owned.markers == 0 {
            return Err(RuleError::BadMarkerPlacement(
                "why-trick-has-no-prepared-markers",
            ));
        }
        let pos =
            self.check_marker_spot_with(seat, owned.symbol, card, slot, facing, None, twist)?;
        Ok((owned, pos))
    }

    /// What the expansions add after a Set Up: for each player who gained a
    /// Shard, and for the Trick set up.
    pub(crate) fn push_set_up_after(
        &self,
        seat: Seat,
        trick: TrickId,
        shards: &[Seat],
        out: &mut Vec<Event>,
    ) {
        for &s in shards {
            self.push_after(s, Done::GainedShard, out);
        }
        self.push_after(seat, Done::SetUp(trick), out);
    }

    /// Reschedule: one of your markers to another free slot; no Link Bonus, no Shard.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_reschedule(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.rescheduled_marker(seat, card, slot, to_card, to_slot, facing, false)?;
        out.push(Event::Theater(TheaterEvent::MarkerRescheduled {
            seat,
            card,
            slot,
            to_card,
            to_slot,
            facing,
            ap: RESCHEDULE_AP,
        }));
        Ok(())
    }

    /// The marker a Reschedule moves, once the move is checked: the acting
    /// seat's own, or anyone's when a card lets it move another player's.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn rescheduled_marker(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        anyones: bool,
    ) -> Result<Marker, RuleError> {
        self.acting_at(seat, Location::Theater, RESCHEDULE_AP)?;
        let from = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "why-performance-card-not-theater",
        ))?;
        let marker = self.theater[from]
            .markers
            .get(slot as usize)
            .copied()
            .flatten()
            .filter(|m| m.seat == seat || anyones)
            .ok_or(RuleError::BadMarkerPlacement("why-you-have-no-marker-slot"))?;
        self.check_marker_spot(
            marker.seat,
            marker.symbol,
            to_card,
            to_slot,
            facing,
            Some((from, slot as usize)),
        )?;
        Ok(marker)
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Dir, PerformanceId};
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::base::theater::TheaterEvent;
    use crate::game::base::turn::AssignmentEvent;
    use crate::game::Event;
    use crate::game::{CardInPlay, Marker};
    use crate::model::{CharacterId, FameOrCoins, Seat, Slot, Weekday};
    use crate::tests::fixture::game;

    const P0: Seat = Seat(0);
    const P1: Seat = Seat(1);
    /// P01: three slots in a column; the upper circle is a Shard circle.
    const COLUMN: PerformanceId = PerformanceId(0);

    fn theater_with_column() -> crate::Game {
        let mut g = game(4);
        g.theater = vec![CardInPlay::new(COLUMN)];
        g
    }

    /// Marker edges run clockwise escape, spiritual, mechanical, optical.
    #[test]
    fn marker_edges_follow_the_printed_cycle() {
        let m = Marker {
            seat: P0,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Up,
        };
        assert_eq!(m.edge(Dir::Up), Category::Escape);
        assert_eq!(m.edge(Dir::Right), Category::Spiritual);
        assert_eq!(m.edge(Dir::Down), Category::Mechanical);
        assert_eq!(m.edge(Dir::Left), Category::Optical);
        let m = Marker {
            facing: Dir::Left,
            ..m
        };
        assert_eq!(m.edge(Dir::Left), Category::Escape);
        assert_eq!(m.edge(Dir::Up), Category::Spiritual);
    }

    /// C-085, C-086 "Rules of Trick Marker Placement": the category corner must point
    /// into a Link circle; C-087: not two markers of one Trick on a card.
    #[test]
    fn c085_c087_placement_rules() {
        let mut g = theater_with_column();
        let t = g.give_trick(P0, "Barricaded Barrels", 2);
        g.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        let e = g
            .clone()
            .run(P0, Command::set_up_trick(t, COLUMN, 0, Dir::Up));
        assert!(matches!(e, Err(RuleError::BadMarkerPlacement(_))));
        g.run(P0, Command::set_up_trick(t, COLUMN, 0, Dir::Down))
            .unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 1);
        let e = g
            .clone()
            .run(P0, Command::set_up_trick(t, COLUMN, 2, Dir::Up));
        assert_eq!(
            e.unwrap_err(),
            RuleError::BadMarkerPlacement("why-trick-already-has-marker-card")
        );
        let e = g.run(P0, Command::set_up_trick(t, COLUMN, 0, Dir::Down));
        assert_eq!(
            e.unwrap_err(),
            RuleError::BadMarkerPlacement("why-slot-taken")
        );
    }

    /// C-088 to C-090 "Trick Links": matching categories across a circle link; the
    /// creator's bonus depends on the placed Trick's Fame Threshold (1/2/3, Fame or
    /// Coins each); in a Shard circle each linked player gets a Shard.
    #[test]
    fn c088_c090_links_bonus_and_shards() {
        let mut g = theater_with_column();
        let a = g.give_trick(P0, "Barricaded Barrels", 2); // Escape, FT 1
        g.theater[0].markers[1] = Some(Marker {
            seat: P1,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Up,
        });
        g.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        let events = g
            .run(P0, Command::set_up_trick(a, COLUMN, 0, Dir::Down))
            .unwrap();
        assert!(
            matches!(&events[0], Event::Theater(TheaterEvent::TrickSetUp { links: 1, link_value: 1, shards, .. }) if shards == &vec![P0, P1])
        );
        assert_eq!(g.player(P0).shards, 2);
        assert_eq!(g.player(P1).shards, 2);
        // The bonus must be taken before anything else.
        assert!(g.clone().run(P0, Command::EndActions).is_err());
        g.run(
            P0,
            Command::TakeLinkBonus {
                reward: FameOrCoins::Coins,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).coins, 11);
        assert!(g
            .run(
                P0,
                Command::TakeLinkBonus {
                    reward: FameOrCoins::Fame
                }
            )
            .is_err());
    }

    /// C-089: an FT-16 Trick's Link pays 2 (Example A, the blue Assistant).
    #[test]
    fn c089_link_bonus_by_threshold() {
        let mut g = theater_with_column();
        let t = g.give_trick(P0, "Prison Break", 2); // Escape, FT 16
        g.theater[0].markers[2] = Some(Marker {
            seat: P1,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Up,
        });
        g.acting_with(
            P0,
            CharacterId::Assistant,
            Slot::Backstage(Weekday::Thursday, 0),
            3,
        );
        g.run(P0, Command::set_up_trick(t, COLUMN, 1, Dir::Down))
            .unwrap();
        g.run(
            P0,
            Command::TakeLinkBonus {
                reward: FameOrCoins::Fame,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).fame, 7);
        assert_eq!(g.player(P0).shards, 1, "not a Shard circle");
    }

    /// Links are optional: the same slot facing elsewhere forms none; a mismatching
    /// category never links (Example A: the yellow Apprentice's Mechanical Trick).
    #[test]
    fn c088_links_need_matching_edges() {
        let mut g = theater_with_column();
        let t = g.give_trick(P0, "Linking Rings", 2); // Mechanical
        g.theater[0].markers[0] = Some(Marker {
            seat: P1,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Down,
        });
        g.acting_with(
            P0,
            CharacterId::Apprentice1,
            Slot::Backstage(Weekday::Friday, 0),
            1,
        );
        let events = g
            .run(P0, Command::set_up_trick(t, COLUMN, 1, Dir::Up))
            .unwrap();
        assert!(matches!(
            &events[0],
            Event::Theater(TheaterEvent::TrickSetUp { links: 0, .. })
        ));
    }

    /// C-091 "Reschedule": one own marker to another free slot; no Link Bonus or Shard.
    #[test]
    fn c091_reschedule() {
        let mut g = theater_with_column();
        g.give_trick(P0, "Barricaded Barrels", 0);
        g.theater[0].markers[2] = Some(Marker {
            seat: P0,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Up,
        });
        g.theater[0].markers[1] = Some(Marker {
            seat: P1,
            symbol: crate::Symbol::Spade,
            category: Category::Escape,
            facing: Dir::Up,
        });
        g.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        assert!(g
            .clone()
            .run(
                P0,
                Command::Reschedule {
                    card: COLUMN,
                    slot: 1,
                    to_card: COLUMN,
                    to_slot: 0,
                    facing: Dir::Down
                }
            )
            .is_err());
        g.run(
            P0,
            Command::Reschedule {
                card: COLUMN,
                slot: 2,
                to_card: COLUMN,
                to_slot: 0,
                facing: Dir::Down,
            },
        )
        .unwrap();
        assert!(g.theater[0].markers[2].is_none());
        assert_eq!(g.links_on(&g.theater[0]), 1);
        let a = g.acting_now().unwrap();
        assert_eq!((a.pending_links, a.ap), (0, 2));
        assert_eq!(g.player(P0).shards, 1);
    }

    /// T-05, rulebook "Example A": once Green's Magician is on Sunday no one else may
    /// use Sunday; a Magician backstage has 3 AP, an Assistant on Thursday 3.
    #[test]
    fn t05_example_a_weekdays_and_action_points() {
        let mut g = game(4);
        for (seat, c, loc) in [
            (Seat(3), CharacterId::Magician, crate::Location::Theater),
            (Seat(0), CharacterId::Manager, crate::Location::Theater),
            (Seat(1), CharacterId::Assistant, crate::Location::Theater),
            (Seat(2), CharacterId::Magician, crate::Location::Theater),
        ] {
            g.players[seat.index()].characters[c.index()] = crate::CharState::Home;
            g.players[seat.index()].cards[c.index()] = Some(loc);
        }
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        g.phase = crate::Phase::PlaceCharacters {
            pos: 3,
            acting: None,
            done: false,
        };
        g.apply(
            Seat(3),
            &Command::place(
                CharacterId::Magician,
                Slot::Performance(Weekday::Sunday),
                false,
            ),
        )
        .unwrap();
        let e = g.decide(
            Seat(0),
            &Command::place(
                CharacterId::Manager,
                Slot::Backstage(Weekday::Sunday, 0),
                false,
            ),
        );
        assert_eq!(
            e.unwrap_err(),
            RuleError::SlotUnavailable("why-opponent-already-uses-weekday")
        );
        assert!(g
            .decide(
                Seat(0),
                &Command::place(
                    CharacterId::Manager,
                    Slot::Performance(Weekday::Friday),
                    false
                )
            )
            .is_err());
        g.apply(
            Seat(0),
            &Command::place(
                CharacterId::Manager,
                Slot::Backstage(Weekday::Friday, 0),
                false,
            ),
        )
        .unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 2);
        assert!(g
            .decide(
                Seat(0),
                &Command::place(
                    CharacterId::Manager,
                    Slot::Backstage(Weekday::Friday, 1),
                    true
                )
            )
            .is_err());
        assert_eq!(
            crate::Game::placement_ap(
                CharacterId::Assistant,
                Slot::Backstage(Weekday::Thursday, 0),
                false
            ),
            3
        );
        assert_eq!(
            crate::Game::placement_ap(
                CharacterId::Magician,
                Slot::Backstage(Weekday::Saturday, 0),
                false
            ),
            3
        );
        assert_eq!(
            crate::Game::placement_ap(
                CharacterId::Magician,
                Slot::Performance(Weekday::Thursday),
                false
            ),
            0
        );
    }
}
