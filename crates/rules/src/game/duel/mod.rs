//! Duel of Magicians (003 "Optional Rule Variant Duel of Magicians"; 001 is
//! the same): a two-player variant. A deck of seven face-up Turn Setup cards
//! (five without the Dark Alley); after the Downtown dice are rolled, the top
//! card covers two slots at Downtown, the Market Row and the Dark Alley and
//! two Theater weekdays for the turn, and the next card is always visible.
//! The Performance deck is made of the Duel cards with gray markers (their
//! Links are in `theater` and `state`: a gray marker links like a player's).
//! The cards are provisional content (`content/duel.json`).

mod events;
mod modifier;

pub use events::DuelEvent;
pub(crate) use modifier::Duel;

use serde::{Deserialize, Serialize};

use crate::content::{TurnSetupCard, TurnSetupId};
use crate::game::Event;
use crate::game::Game;
use crate::model::{Location, Weekday};

/// The Turn Setup deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelState {
    /// Cards still to come; the next one (face up, visible) is the last.
    pub deck: Vec<TurnSetupId>,
    /// The card covering slots this turn.
    pub current: Option<TurnSetupId>,
    /// Cards of earlier turns.
    pub used: Vec<TurnSetupId>,
}

impl DuelState {
    /// A deck of one card per turn, drawn at random from the 12 (A-45: the
    /// rulebooks do not say which cards; the project draws them).
    pub(crate) fn new(draw: &mut crate::rng::Draw, dark_alley: bool) -> DuelState {
        let mut all: Vec<TurnSetupId> = TurnSetupId::all().collect();
        draw.shuffle(&mut all);
        let deck = crate::content::duel().deck;
        all.truncate(if dark_alley {
            deck.dark_alley
        } else {
            deck.base
        } as usize);
        DuelState {
            deck: all,
            current: None,
            used: Vec::new(),
        }
    }

    /// The face-up card players see coming next turn.
    pub fn next(&self) -> Option<TurnSetupId> {
        self.deck.last().copied()
    }
}

/// Which slots a Turn Setup card covers, by Location (for views).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Covered {
    pub downtown: [bool; 4],
    pub market_row: [bool; 4],
    pub dark_alley: [bool; 4],
    /// By weekday, Thursday first.
    pub theater: [bool; 4],
    /// The Academy's slots, where a die covers them (the Heir's Academy
    /// die; Turn Setup cards never do).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub academy: Option<[bool; 4]>,
}

impl Covered {
    pub fn of(card: &TurnSetupCard, dark_alley: bool) -> Covered {
        let mut theater = [false; 4];
        for d in card.theater {
            theater[d.index()] = true;
        }
        Covered {
            downtown: card.covered(Location::Downtown),
            market_row: card.covered(Location::MarketRow),
            dark_alley: if dark_alley {
                card.covered(Location::DarkAlley)
            } else {
                [false; 4]
            },
            theater,
            academy: None,
        }
    }
}

impl Game {
    /// The Duel state, for views and tests.
    pub fn duel(&self) -> Option<&DuelState> {
        self.duel.as_ref()
    }

    /// The Turn Setup card covering slots this turn.
    pub(crate) fn turn_setup(&self) -> Option<&'static TurnSetupCard> {
        self.duel.as_ref()?.current.map(|c| c.card())
    }

    /// Whether this turn's Turn Setup card covers the weekday.
    pub fn weekday_covered(&self, day: Weekday) -> bool {
        self.heir_weekday_covered(day)
            || self.turn_setup().is_some_and(|c| c.theater.contains(&day))
    }

    /// Roll Dice: after the dice, the top Turn Setup card is placed; the card
    /// under it is turned up (003 "Roll Dice").
    pub(crate) fn push_turn_setup(&self, out: &mut Vec<Event>) {
        let Some(duel) = &self.duel else { return };
        let Some(card) = duel.next() else { return };
        let n = duel.deck.len();
        out.push(Event::Duel(DuelEvent::TurnSetupPlaced {
            card,
            next: (n >= 2).then(|| duel.deck[n - 2]),
            dark_alley: self.config.options.dark_alley,
        }));
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::PerformanceId;
    use crate::command::Command;
    use crate::config::{GameConfig, GameOptions};
    use crate::error::RuleError;
    use crate::game::base::theater::TheaterEvent;
    use crate::game::base::turn::AssignmentEvent;
    use crate::game::Event;
    use crate::game::{Game, Phase};
    use crate::model::{CharacterId, Location, Seat, Slot, Weekday};

    fn duel(dark_alley: bool, seed: u64) -> Game {
        let config = GameOptions {
            duel: true,
            dark_alley,
            ..GameOptions::base(2)
        }
        .config(seed);
        Game::new(config).unwrap()
    }

    /// 003 "General Setup": a deck of seven face-up Turn Setup cards, five
    /// without the Dark Alley; the Performance deck is made of the cards with
    /// gray markers.
    #[test]
    fn duel_general_setup_turn_setup_deck_and_gray_performance_deck() {
        for (dark_alley, cards) in [(true, 7), (false, 5)] {
            let g = duel(dark_alley, 3);
            let d = g.duel().unwrap();
            assert_eq!(d.deck.len(), cards);
            assert_eq!(d.current, None);
            let mut seen = d.deck.clone();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), cards, "different cards");
            assert!(g.deck.iter().all(|c| c.is_duel()));
            assert!(g
                .theater
                .iter()
                .all(|c| c.card.is_duel() && !c.gray.is_empty()));
            assert_eq!(g.deck.len(), if dark_alley { 6 } else { 4 });
            // The Turn Setup card replaces the permanent two-player covering.
            assert_eq!(g.blocked, [false; 4]);
        }
        // Without the option: the printed cards and the two-player covering.
        let plain = Game::new(GameConfig::base(2, 3)).unwrap();
        assert!(plain.duel().is_none());
        assert!(plain.deck.iter().all(|c| !c.is_duel()));
        assert_eq!(plain.blocked, [false, true, true, false]);
        let _ = PerformanceId(0);
    }

    /// A game played to its first Assignment phase.
    fn to_assignment(dark_alley: bool, seed: u64) -> Game {
        let mut g = duel(dark_alley, seed);
        while g.phase != Phase::Assignment {
            let seat = g.waiting_for()[0];
            let cmd = g.legal_commands(seat).into_iter().find(|c| {
                !matches!(
                    c,
                    Command::ReturnTrick { .. } | Command::ReturnComponents { .. }
                )
            });
            g.apply(seat, &cmd.unwrap()).unwrap();
        }
        g
    }

    /// 003 "Roll Dice": after the dice, the top card covers 2 slots at
    /// Downtown, the Market Row and the Dark Alley and 2 Theater weekdays;
    /// players always see the next card.
    #[test]
    fn duel_roll_dice_turn_setup_covers_two_slots_per_location() {
        let g = to_assignment(true, 11);
        let d = g.duel().unwrap();
        let card = d.current.unwrap().card();
        assert_eq!(d.deck.len(), 6);
        assert!(d.next().is_some(), "the next card is visible");
        for loc in [Location::Downtown, Location::MarketRow, Location::DarkAlley] {
            let slots = Game::slots_of(loc);
            let covered = slots.iter().filter(|&&s| g.slot_covered(s)).count();
            assert_eq!(covered, 2, "{loc:?}");
        }
        let days = Weekday::ALL
            .into_iter()
            .filter(|&d| g.weekday_covered(d))
            .count();
        assert_eq!(days, 2);
        // A covered slot refuses a Character with the reason.
        let mut h = g.clone();
        let covered_slot = (0..4)
            .map(Slot::Downtown)
            .find(|&s| h.slot_covered(s))
            .unwrap();
        h.players[0].cards[CharacterId::Magician.index()] = Some(Location::Downtown);
        h.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        h.phase = Phase::PlaceCharacters {
            pos: h.initiative.iter().position(|&s| s == Seat(0)).unwrap() as u8,
            acting: None,
            done: false,
        };
        assert_eq!(
            h.decide(
                Seat(0),
                &Command::place(CharacterId::Magician, covered_slot, false)
            )
            .unwrap_err(),
            RuleError::SlotUnavailable("why-turn-setup-card-covers-slot-turn")
        );
        let day = card.theater[0];
        assert!(h
            .decide(
                Seat(0),
                &Command::place(CharacterId::Magician, Slot::Performance(day), false)
            )
            .is_err());
    }

    /// Each turn the next card replaces the last one: different slots each
    /// turn, one card per turn until the deck is used up.
    #[test]
    fn duel_turn_setup_changes_every_turn() {
        let mut g = duel(false, 5);
        let mut seen = Vec::new();
        let mut x = 17u64;
        while !g.is_over() {
            if let Some(c) = g.duel().unwrap().current {
                if seen.last() != Some(&c) {
                    seen.push(c);
                }
            }
            let seat = g.waiting_for()[0];
            let legal = g.legal_commands(seat);
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            let cmd = legal[(x >> 33) as usize % legal.len()].clone();
            g.apply(seat, &cmd).unwrap();
        }
        assert_eq!(seen.len(), 5);
        assert!(g.duel().unwrap().deck.is_empty());
    }

    /// The Duel card D01: four slots in a column, a gray marker on the second
    /// (its Escape edge facing down), the Shard circle between the first two.
    fn d01_scene() -> (Game, PerformanceId) {
        let mut g = crate::tests::fixture::dark_game(2, false);
        let d01 = PerformanceId::duel_cards().next().unwrap();
        assert_eq!(d01.label(), "D01");
        g.theater = vec![crate::game::CardInPlay::new(d01)];
        (g, d01)
    }

    /// 003 "Trick Links": players may Link with the neutral gray markers
    /// printed on the Duel Performance cards. The placing player gets the
    /// Link Bonus; in a Shard circle only the player gets the Shard.
    #[test]
    fn duel_trick_links_with_gray_markers_and_shard_circles() {
        use crate::cards::{Category, Dir};
        let (mut g, d01) = d01_scene();
        assert_eq!(
            g.theater[0].gray[0],
            crate::cards::GrayMarker {
                slot: 1,
                category: Category::Escape,
                facing: Dir::Down
            }
        );
        // The gray marker's edge facing up (into the Shard circle) is Mechanical.
        assert_eq!(g.theater[0].gray[0].edge(Dir::Up), Category::Mechanical);
        let t = g.give_trick(Seat(0), "Linking Rings", 2); // Mechanical, FT 1
        g.acting_with(
            Seat(0),
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        // The gray marker's slot is taken.
        assert_eq!(
            g.decide(Seat(0), &Command::set_up_trick(t, d01, 1, Dir::Up)),
            Err(RuleError::BadMarkerPlacement("why-slot-taken"))
        );
        let events = g
            .run(Seat(0), Command::set_up_trick(t, d01, 0, Dir::Down))
            .unwrap();
        let Event::Theater(TheaterEvent::TrickSetUp {
            links,
            link_value,
            shards,
            ..
        }) = &events[0]
        else {
            panic!("{events:?}")
        };
        assert_eq!((*links, *link_value), (1, 1));
        assert_eq!(shards, &vec![Seat(0)], "gray is no player: one Shard");
        assert_eq!(g.links_on(&g.theater[0]), 1, "the Performer counts it");
    }

    /// A Link between a player's marker and a gray one counts for the
    /// Performer's 1 Fame per Link; one between two gray markers is nobody's
    /// and does not (A-46, the project's reading). Gray markers yield nothing.
    #[test]
    fn duel_gray_links_count_for_the_performer_but_gray_to_gray_does_not() {
        use crate::cards::{Category, Dir, GrayMarker};
        let (mut g, _) = d01_scene();
        let card = &mut g.theater[0];
        // A second gray marker on slot 0 whose down edge is Mechanical.
        card.gray.push(GrayMarker {
            slot: 0,
            category: Category::Mechanical,
            facing: Dir::Down,
        });
        assert_eq!(g.links_on(&g.theater[0]), 0);
        assert!(!g.theater[0].is_free(0) && g.theater[0].is_free(2));
        // A player's marker below the first gray one, Escape edge facing up:
        // the gray marker's Escape edge faces down, so they link.
        g.theater[0].markers[2] = crate::tests::fixture::marker(
            Seat(1),
            crate::model::Symbol::Spade,
            Category::Escape,
            Dir::Up,
        );
        assert_eq!(g.links_on(&g.theater[0]), 1);
        let t = g.give_trick(Seat(1), "Barricaded Barrels", 0);
        g.players[1].tricks[0].symbol = crate::model::Symbol::Spade;
        let _ = t;
        let (payouts, bonus, links) = g.performance_payouts(Seat(1), Weekday::Friday, 0);
        assert_eq!(links, 1);
        assert_eq!(payouts.len(), 1, "gray markers yield nothing");
        assert_eq!(payouts[0].seat, Seat(1));
        assert_eq!(bonus.fame, g.theater[0].card.card().bonus.fame + 1);
    }
}
