//! The Dark Alley (expansion rulebook "The Dark Alley"): the Special Assignment
//! decks and the Fortune Teller's Prophecies, the Location's Actions (Draw First
//! Card, Draw Further Cards, Fortune Telling, and the Priestess's Fate Weaving),
//! and the two End Turn sub-phases the expansion adds.

pub mod abilities;
pub(crate) mod candidates;
mod events;
mod modifier;
mod performance;
#[cfg(test)]
mod prophecies;
mod scoring;
mod setup;
pub mod specials;

pub use events::AlleyEvent;
pub(crate) use modifier::{Cards, Prophecies};
pub(crate) use performance::PerformOptions;
pub(crate) use setup::set_up;

use serde::{Deserialize, Serialize};

use crate::cards::{ProphecyId, ProphecyKind, SpecialId};
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::player::CharState;
use crate::game::modifier::Action;
use crate::game::Event;
use crate::game::Game;
use crate::model::{CharacterId, Location, Seat, Slot};
use crate::rules_version::Change;

pub(crate) const DRAW_FIRST_AP: u8 = 1;
pub(crate) const DRAW_FURTHER_AP: u8 = 2;
pub(crate) const FORTUNE_TELLING_AP: u8 = 1;
pub(crate) const FATE_WEAVING_AP: u8 = 1;

/// Pending Prophecy slots on the Fortune Teller's orb.
pub(crate) const PENDING_SLOTS: usize = 3;

/// The Locations with a Special Assignment deck, in deck order.
pub const SPECIAL_DECKS: [Location; 4] = [
    Location::Downtown,
    Location::MarketRow,
    Location::Workshop,
    Location::Theater,
];

/// The Dark Alley's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alley {
    /// The four face-up Special Assignment decks (Downtown, Market Row, Workshop,
    /// Theater); the top card, the only public one, is the last.
    pub decks: [Vec<SpecialId>; 4],
    /// The face-down discard pile; never reshuffled.
    pub discards: Vec<SpecialId>,
    /// Pending Prophecies `[left, middle, right]` (empty without Prophecies).
    pub pending: Vec<ProphecyId>,
    /// The Prophecy changing the rules this turn.
    pub active: Option<ProphecyId>,
    /// The face-down Prophecy pile; the top card is the last.
    pub pile: Vec<ProphecyId>,
    /// Prophecies that have been Active, or discarded by Fate Weaving.
    pub spent: Vec<ProphecyId>,
}

/// Index of a Location's Special Assignment deck.
pub(crate) fn deck_index(location: Location) -> Option<usize> {
    SPECIAL_DECKS.iter().position(|&l| l == location)
}

impl Alley {
    /// Shuffled decks and, with Prophecies, three Pending ones (C-115, C-119);
    /// with the Academy its three Prophecies are shuffled in (004 "Setup" 6).
    pub(crate) fn new(draw: &mut crate::rng::Draw, prophecies: bool, academy: bool) -> Alley {
        let mut decks: [Vec<SpecialId>; 4] = Default::default();
        for (i, loc) in SPECIAL_DECKS.into_iter().enumerate() {
            let mut d: Vec<SpecialId> = SpecialId::all()
                .filter(|s| s.card().location == loc)
                .collect();
            draw.shuffle(&mut d);
            decks[i] = d;
        }
        let mut pile = Vec::new();
        let mut pending = Vec::new();
        if prophecies {
            pile = ProphecyId::all().collect();
            if academy {
                pile.extend(ProphecyId::academy());
            }
            draw.shuffle(&mut pile);
            for _ in 0..PENDING_SLOTS {
                pending.push(pile.pop().expect("27 Prophecies"));
            }
        }
        Alley {
            decks,
            discards: Vec::new(),
            pending,
            active: None,
            pile,
            spent: Vec::new(),
        }
    }

    pub fn top(&self, deck: usize) -> Option<SpecialId> {
        self.decks[deck].last().copied()
    }
}

impl Game {
    /// Whether the Active Prophecy is `kind`.
    pub(crate) fn prophecy(&self, kind: ProphecyKind) -> bool {
        self.alley
            .as_ref()
            .and_then(|a| a.active)
            .is_some_and(|p| p.kind() == kind)
    }

    /// P27: a Character takes the free slot of its Location with the lowest
    /// Action Point modifier.
    pub(crate) fn check_lowest_slot(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
    ) -> Result<(), RuleError> {
        // Ruling 10.3b (rules version 2): P27 orders slots by their
        // Action Point modifier. A Performance slot has none (the
        // Magician's Action Points are forfeited, 001 "Perform"), so
        // backstage slots are ordered among themselves and any free
        // Performance slot may be taken. Version 1 compared all Theater
        // slots, so a free Sunday backstage slot barred every Performance slot.
        let apart = self.follows(Change::LowestSlotKeepsPerformanceSlotsApart);
        let performing = matches!(slot, Slot::Performance(_));
        let lowest = Game::slots_of(slot.location())
            .iter()
            .copied()
            .filter(|&s| !apart || matches!(s, Slot::Performance(_)) == performing)
            .filter(|&s| self.check_slot(seat, character, s).is_ok())
            .map(|s| s.ap_modifier())
            .min();
        if lowest.is_some_and(|m| slot.ap_modifier() > m) {
            return Err(RuleError::SlotUnavailable(
                "why-turn-characters-take-free-slot-lowest",
            ));
        }
        Ok(())
    }

    pub(crate) fn alley(&self) -> Result<&Alley, RuleError> {
        self.alley
            .as_ref()
            .ok_or(RuleError::WrongTime("why-needs-dark-alley-expansion"))
    }

    /// The Dark Alley's state, for views and tests.
    pub fn dark_alley(&self) -> Option<&Alley> {
        self.alley.as_ref()
    }

    /// Draw First Card (1 AP) / Draw Further Cards (2 AP, 1 with P05), counted per
    /// placement.
    pub(crate) fn decide_draw_special(
        &self,
        seat: Seat,
        deck: Location,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let alley = self.alley()?;
        let a = self.acting(seat)?;
        let ap = if a.draws == 0 || self.prophecy(ProphecyKind::CheapFurtherDraws) {
            DRAW_FIRST_AP
        } else {
            self.action_ap(seat, Action::DrawSpecial, DRAW_FURTHER_AP)
        };
        self.acting_at(seat, Location::DarkAlley, ap)?;
        let i = deck_index(deck).ok_or(RuleError::WrongTime(
            "why-there-special-assignment-decks-downtown-market",
        ))?;
        let card = alley
            .top(i)
            .ok_or(RuleError::WrongTime("why-special-assignment-deck-empty"))?;
        out.push(Event::Alley(AlleyEvent::SpecialDrawn {
            seat,
            deck,
            card,
            ap,
        }));
        self.push_power_yields(seat, out, |e| match e {
            crate::content::PowerEffect::DrawFame { fame } => Some((fame, 0, 0)),
            _ => None,
        });
        Ok(())
    }

    /// Fortune Telling (1 AP): the Pending Prophecies move one slot.
    pub(crate) fn decide_fortune_telling(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let alley = self.alley()?;
        self.acting_at(seat, Location::DarkAlley, FORTUNE_TELLING_AP)?;
        if alley.pending.len() < 2 {
            return Err(RuleError::WrongTime("why-there-no-prophecies-move"));
        }
        out.push(Event::Alley(AlleyEvent::FortuneTold {
            seat,
            ap: FORTUNE_TELLING_AP,
        }));
        Ok(())
    }

    /// Priestess of Mysticism, Fate Weaving (1 Dark Alley AP): discard the Active
    /// Prophecy, make the chosen Pending one Active and draw a new one in its slot.
    pub(crate) fn decide_fate_weaving(
        &self,
        seat: Seat,
        pending: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let alley = self.alley()?;
        if self.player(seat).ability() != Some(crate::cards::MagicianAbility::FateWeaving) {
            return Err(RuleError::WrongTime(
                "why-fate-weaving-priestess-mysticism-ability",
            ));
        }
        self.acting_at(seat, Location::DarkAlley, FATE_WEAVING_AP)?;
        if pending as usize >= alley.pending.len() {
            return Err(RuleError::WrongTime("why-there-no-such-pending-prophecy"));
        }
        out.push(Event::Alley(AlleyEvent::FateWoven {
            seat,
            pending,
            drawn: alley.pile.last().copied(),
            ap: FATE_WEAVING_AP,
        }));
        Ok(())
    }

    /// P10, P13, P17, P23: setting up a Trick of the Prophecy's category gives 2 Fame.
    pub(crate) fn push_setup_fame(
        &self,
        seat: Seat,
        trick: crate::cards::TrickId,
        out: &mut Vec<Event>,
    ) {
        use crate::cards::{Category, ProphecyId, ProphecyKind as K};
        let kind = match trick.card().category {
            Category::Escape => K::FameOnEscapeSetup,
            Category::Mechanical => K::FameOnMechanicalSetup,
            Category::Optical => K::FameOnOpticalSetup,
            Category::Spiritual => K::FameOnSpiritualSetup,
        };
        if self.prophecy(kind) {
            out.push(Event::Ledger(LedgerEvent::FameChanged {
                seat,
                fame: 2,
                why: crate::game::base::ledger::FameReason::Prophecy(ProphecyId::of(kind)),
            }));
        }
    }

    /// P02 / P03: what receiving Shards adds this turn (one more Shard, 2 Fame).
    pub(crate) fn push_shard_extras(&self, seats: &[Seat], out: &mut Vec<Event>) {
        for &seat in seats {
            if self.prophecy(ProphecyKind::ExtraShard) {
                out.push(Event::Ledger(LedgerEvent::ShardsGained {
                    seat,
                    shards: 1,
                    extra: Some(crate::game::base::ledger::FameReason::Prophecy(
                        ProphecyId::of(ProphecyKind::ExtraShard),
                    )),
                }));
            }
            if self.prophecy(ProphecyKind::FameOnShards) {
                out.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: 2,
                    why: crate::game::base::ledger::FameReason::Prophecy(ProphecyId::of(
                        ProphecyKind::FameOnShards,
                    )),
                }));
            }
        }
    }

    /// End Turn, Discard Special Assignment cards (C-130): cards under placed
    /// Characters are discarded, cards under Idle ones go back to hand.
    pub(crate) fn push_discard_specials(&self, out: &mut Vec<Event>) {
        if self.alley.is_none() {
            return;
        }
        let mut discarded = Vec::new();
        let mut returned = Vec::new();
        for seat in self.seats() {
            let p = self.player(seat);
            for c in CharacterId::ALL {
                if let Some(card) = p.special_cards[c.index()] {
                    if matches!(p.state(c), CharState::Placed(_)) {
                        discarded.push((seat, card));
                    } else {
                        returned.push((seat, Some(card)));
                    }
                }
            }
        }
        out.push(Event::Alley(AlleyEvent::SpecialsDiscarded {
            discarded,
            returned,
        }));
    }

    /// End Turn, Move Prophecies (C-129): the leftmost Pending one becomes Active.
    pub(crate) fn push_move_prophecies(&self, out: &mut Vec<Event>) {
        let Some(alley) = &self.alley else { return };
        if alley.pending.is_empty() && alley.active.is_none() {
            return;
        }
        out.push(Event::Alley(AlleyEvent::PropheciesMoved {
            drawn: alley.pile.last().copied(),
        }));
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{ProphecyId, ProphecyKind, SpecialId};
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::dark_alley::specials::SpecialEvent;
    use crate::model::{CharacterId, Location, Seat, Slot};
    use crate::tests::fixture::dark_game;

    const P0: Seat = Seat(0);

    /// C-122, C-123, A-30: the first draw of a placement costs 1 AP, further ones
    /// 2; the drawn card is the deck's face-up top card and joins the hand.
    #[test]
    fn c122_c123_draw_first_and_further_cards() {
        let mut g = dark_game(4, true);
        g.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(1), 4);
        let top = g.alley.as_ref().unwrap().top(2).unwrap();
        g.run(
            P0,
            Command::DrawSpecial {
                deck: Location::Workshop,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).specials, vec![top]);
        assert_eq!(g.acting_now().unwrap().ap, 3);
        g.run(
            P0,
            Command::DrawSpecial {
                deck: Location::Theater,
            },
        )
        .unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 1);
        assert_eq!(
            g.clone()
                .run(
                    P0,
                    Command::DrawSpecial {
                        deck: Location::Theater
                    }
                )
                .unwrap_err(),
            RuleError::NotEnoughActionPoints { needed: 2, left: 1 }
        );
        assert_eq!(g.alley.as_ref().unwrap().decks[2].len(), 9);
    }

    /// C-113 to C-119, C-131: Dark Alley set-up: all 48 Tricks in the Residence,
    /// Performance deck drawing Riverside, Grand Magorian, then Magnus Pantheon,
    /// four shuffled decks of 10, the 6-card hand, three Pending Prophecies and
    /// no Active one, seven turns.
    #[test]
    fn c114_c119_dark_alley_setup() {
        use crate::cards::TheaterTier::*;
        for (players, prophecies) in [(2, true), (3, false), (4, true)] {
            let g = crate::game::Game::build(crate::config::GameConfig {
                options: crate::config::GameOptions {
                    prophecies,
                    ..(crate::config::GameConfig::dark_alley(players, 5)).options
                },
                ..crate::config::GameConfig::dark_alley(players, 5)
            });
            assert_eq!(
                crate::TrickId::all().filter(|&t| g.in_residence(t)).count(),
                48
            );
            let tiers: Vec<_> = g.deck.iter().rev().map(|c| c.card().tier).collect();
            assert_eq!(
                tiers,
                vec![
                    Riverside,
                    Riverside,
                    GrandMagorian,
                    GrandMagorian,
                    MagnusPantheon,
                    MagnusPantheon
                ]
            );
            assert_eq!(g.theater.len(), players as usize - 1);
            let alley = g.alley.as_ref().unwrap();
            for (i, deck) in alley.decks.iter().enumerate() {
                assert_eq!(deck.len(), 10);
                assert!(deck
                    .iter()
                    .all(|c| c.card().location == super::SPECIAL_DECKS[i]));
            }
            assert_eq!(alley.pending.len(), if prophecies { 3 } else { 0 });
            assert_eq!(alley.pile.len(), if prophecies { 24 } else { 0 });
            assert_eq!(alley.active, None);
            assert!(g
                .players
                .iter()
                .all(|p| p.hand == crate::board::DARK_ALLEY_HAND));
            assert_eq!(g.last_turn(), 7);
        }
    }

    /// C-128, A-37: at placement the ability may be forfeited for +1 Action Point.
    #[test]
    fn c128_forfeit_for_an_action_point() {
        let mut g = dark_game(4, false);
        let card = SpecialId::by_name("Trick Tweaking").unwrap();
        g.players[0].specials.push(card);
        g.apply_event(&crate::game::Event::Special(
            SpecialEvent::SpecialAssigned {
                seat: P0,
                character: CharacterId::Magician,
                card: Some(card),
            },
        ));
        g.phase = crate::game::Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        let place = |forfeit| Command::Place {
            character: CharacterId::Magician,
            slot: Slot::Workshop(0),
            enhance: false,
            forfeit,
            boost: false,
            mimic: None,
        };
        let mut kept = g.clone();
        kept.run(P0, place(false)).unwrap();
        g.run(P0, place(true)).unwrap();
        assert_eq!(kept.acting_now().unwrap().ap, 3);
        assert_eq!(kept.acting_now().unwrap().special, Some(card));
        assert_eq!(g.acting_now().unwrap().ap, 4);
        assert_eq!(g.acting_now().unwrap().special, None);
    }

    /// C-125, A-30: a drawn card can be assigned only from the next Assignment phase.
    #[test]
    fn c125_drawn_cards_wait_for_the_next_assignment() {
        let mut g = dark_game(4, true);
        g.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(1), 4);
        g.run(
            P0,
            Command::DrawSpecial {
                deck: Location::Theater,
            },
        )
        .unwrap();
        let card = g.player(P0).specials[0];
        let assign = Command::AssignSpecial {
            character: CharacterId::Apprentice1,
            card,
        };
        assert!(g.clone().run(P0, assign.clone()).is_err());
        g.phase = crate::game::Phase::Assignment;
        g.run(P0, assign).unwrap();
    }

    /// P05 Cheap Further Draws: further draws cost 1 AP.
    #[test]
    fn p05_cheap_further_draws() {
        let mut g = dark_game(4, true);
        g.alley.as_mut().unwrap().active = Some(ProphecyId::of(ProphecyKind::CheapFurtherDraws));
        g.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(1), 2);
        for deck in [Location::Workshop, Location::Theater] {
            g.run(P0, Command::DrawSpecial { deck }).unwrap();
        }
        assert_eq!(g.player(P0).specials.len(), 2);
    }

    /// C-124, A-31: Fortune Telling rotates the Pending Prophecies one step:
    /// left <- middle, middle <- right, right <- left.
    #[test]
    fn c124_fortune_telling_rotates() {
        let mut g = dark_game(4, true);
        let before = g.alley.as_ref().unwrap().pending.clone();
        g.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(0), 5);
        g.run(P0, Command::FortuneTelling).unwrap();
        let after = g.alley.as_ref().unwrap().pending.clone();
        assert_eq!(after, vec![before[1], before[2], before[0]]);
        let mut off = dark_game(4, false);
        off.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(0), 5);
        assert!(off.run(P0, Command::FortuneTelling).is_err());
    }

    /// C-129: Move Prophecies: the left Pending one becomes Active, the others
    /// shift left and a new one is drawn into the right slot.
    #[test]
    fn c129_move_prophecies() {
        let mut g = dark_game(3, true);
        let a = g.alley.clone().unwrap();
        let mut out = Vec::new();
        g.push_move_prophecies(&mut out);
        g.apply_event(&out[0]);
        let b = g.alley.as_ref().unwrap();
        assert_eq!(b.active, Some(a.pending[0]));
        assert_eq!(
            b.pending,
            vec![a.pending[1], a.pending[2], *a.pile.last().unwrap()]
        );
        assert_eq!(b.pile.len(), a.pile.len() - 1);
    }

    /// C-130: used Special Assignment cards are discarded, cards under Idle
    /// Characters go back to the hand, then each deck's top card goes to the bottom.
    #[test]
    fn c130_discard_special_assignment_cards() {
        let mut g = dark_game(2, false);
        let trick_tweaking = SpecialId::by_name("Trick Tweaking").unwrap();
        let interest = SpecialId::by_name("Interest").unwrap();
        {
            let p = &mut g.players[0];
            p.special_cards[0] = Some(trick_tweaking);
            p.cards[0] = Some(Location::Workshop);
            p.characters[0] = crate::CharState::Placed(Slot::Workshop(0));
            p.special_cards[4] = Some(interest);
            p.cards[4] = Some(Location::Downtown);
            p.characters[4] = crate::CharState::Idle;
        }
        let tops: Vec<_> = (0..4).map(|i| g.alley.as_ref().unwrap().top(i)).collect();
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        for e in &out {
            g.apply_event(e);
        }
        let alley = g.alley.as_ref().unwrap();
        assert_eq!(alley.discards, vec![trick_tweaking]);
        assert_eq!(g.player(P0).specials, vec![interest]);
        assert_eq!(g.player(P0).hand, crate::board::DARK_ALLEY_HAND);
        for (i, top) in tops.into_iter().enumerate() {
            assert_eq!(alley.decks[i].first().copied(), top);
        }
    }

    /// C-136 Priestess of Mysticism, Fate Weaving: for 1 Dark Alley AP the Active
    /// Prophecy is discarded, the chosen Pending one becomes Active and a new one
    /// is drawn into its slot; nobody else may do it.
    #[test]
    fn m03_priestess_fate_weaving() {
        let mut g = dark_game(4, true);
        g.alley.as_mut().unwrap().active = Some(ProphecyId(0));
        let a = g.alley.clone().unwrap();
        let priestess = Seat(1);
        g.acting_with(priestess, CharacterId::Magician, Slot::DarkAlley(0), 5);
        g.run(priestess, Command::FateWeaving { pending: 1 })
            .unwrap();
        let b = g.alley.as_ref().unwrap();
        assert_eq!(b.active, Some(a.pending[1]));
        assert_eq!(b.pending[1], *a.pile.last().unwrap());
        assert_eq!(b.spent, vec![ProphecyId(0)]);
        let mut other = dark_game(4, true);
        other.acting_with(P0, CharacterId::Magician, Slot::DarkAlley(0), 5);
        assert!(other.run(P0, Command::FateWeaving { pending: 1 }).is_err());
    }
}
