//! Views: what one viewer may see of the game. Pure functions of the state.
//! Hidden from a viewer: other players' hands (counts stay visible), face-down
//! Assignment cards until they are revealed, the Performance deck order and the RNG
//! (and the expansions' hidden things: see each section's type).

use serde::{Deserialize, Serialize};

use crate::cards::{MagicianId, ProphecyId, SpecialId, TrickId};
use crate::content::{PowerId, TurnSetupId};
use crate::game::base::player::{CharacterView, OwnedTrick};
use crate::game::base::scoring::FinalScores;
use crate::game::{CardInPlay, Game, Market, Phase};
use crate::model::{CharacterId, DieFace, Seat, Viewer};

/// The Dark Alley as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AlleyView {
    /// The face-up top card of each Special Assignment deck (Downtown, Market
    /// Row, Workshop, Theater).
    pub deck_tops: [Option<SpecialId>; 4],
    pub deck_sizes: [u32; 4],
    /// Cards in the face-down discard pile.
    pub discards: u32,
    /// Pending Prophecies, left first.
    pub pending: Vec<ProphecyId>,
    pub active: Option<ProphecyId>,
    /// Cards in the face-down Prophecy pile.
    pub pile_size: u32,
    /// Prophecies already spent (face up).
    pub spent: Vec<ProphecyId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerView {
    pub seat: Seat,
    pub magician: Option<MagicianId>,
    pub coins: u32,
    pub fame: u32,
    pub shards: u32,
    pub tricks: Vec<OwnedTrick>,
    /// Components by type (`Component::index`).
    pub components: [u8; 12],
    pub multi_slots: [Option<crate::cards::Component>; 2],
    /// Characters on the team, at the Inn, or placed. Characters still in the
    /// personal supply (not hired) are left out.
    pub characters: Vec<CharacterView>,
    /// The viewer's own hand by Location; `None` for other players.
    pub hand: Option<crate::model::Hand>,
    /// The viewer's own Special Assignment cards; `None` for other players.
    pub specials: Option<Vec<SpecialId>>,
    /// Permanent and Special Assignment cards in hand.
    pub hand_size: u32,
    /// Tricks whose yields A22 Enhance Trick raised.
    pub enhanced_tricks: Vec<TrickId>,
    pub ability_used: bool,
    pub assistant_slot: Option<CharacterId>,
    pub advertised: bool,
    pub assignment_confirmed: bool,
    /// Initiative slot number this turn (1-4), once the order is drawn.
    pub initiative_slot: Option<u32>,
    /// Wages owed at End Turn for the Characters placed so far.
    pub wages_due: u32,
    /// Wages owed at End Turn if every Character holding an Assignment card
    /// works (whose Characters hold cards is public; their Locations are not).
    pub wages_planned: u32,
}

/// Who stands on the shared board's Character slots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardSlots {
    pub downtown: [Option<(Seat, CharacterId)>; 4],
    pub market_row: [Option<(Seat, CharacterId)>; 4],
    pub dark_alley: [Option<(Seat, CharacterId)>; 4],
    /// Dahlgaard's Academy's slots (Academy games only).
    pub academy: Option<[Option<(Seat, CharacterId)>; 4]>,
    /// Slots covered in games with fewer than four players.
    pub blocked: [bool; 4],
    /// Per weekday: two backstage slots, then the Performance slot.
    pub theater: [[Option<(Seat, CharacterId)>; 3]; 4],
}

/// One player's Powers as a viewer sees them (Magician Powers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerPowersView {
    pub seat: Seat,
    /// The Power next to each Power slot, bottom slot first (face up).
    pub slots: Vec<Option<PowerId>>,
    /// Whether each slot is open: a Shard on each of its symbols and below.
    pub open: Vec<bool>,
    /// Shards stored on each slot's symbols (bottom-up), and beyond them.
    pub stored_shards: Vec<u32>,
    pub excess_shards: u32,
    /// The viewer's own Power hand; `None` for other players.
    pub hand: Option<Vec<PowerId>>,
    pub hand_size: u32,
    /// The viewer's own discarded Powers; `None` for other players.
    pub discarded: Option<Vec<PowerId>>,
    pub discarded_count: u32,
    /// Coins lying on Private Investments.
    pub coins_on_card: u32,
}

/// Magician Powers as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PowersView {
    /// Shard symbols on each Power slot of the player board, bottom first.
    pub slot_shards: Vec<u32>,
    /// The content's id, version and hash (provisional cards).
    pub content: crate::content::ContentStamp,
    pub players: Vec<PlayerPowersView>,
}

/// Duel of Magicians as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DuelView {
    /// The Turn Setup card covering slots this turn.
    pub current: Option<TurnSetupId>,
    /// The next card, always face up.
    pub next: Option<TurnSetupId>,
    /// Cards left in the deck, the next one included.
    pub deck_size: u32,
    /// Cards of earlier turns.
    pub used: Vec<TurnSetupId>,
    /// What this turn's card covers.
    pub covered: Option<crate::game::duel::Covered>,
    /// The content's id, version and hash (provisional cards).
    pub content: crate::content::ContentStamp,
}

/// Everything one viewer may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    pub viewer: Viewer,
    pub turn: u8,
    pub last_turn: u8,
    pub phase: Phase,
    pub waiting_for: Vec<Seat>,
    pub initiative: Vec<Seat>,
    pub dice: [DieFace; 6],
    /// Tricks in the face-up Dahlgaard Residence decks.
    pub residence: Vec<TrickId>,
    pub market: Market,
    /// Performance cards in the Theater, leftmost first, with their markers.
    pub theater: Vec<CardInPlay>,
    /// Cards left in the face-down Performance deck (order hidden).
    pub deck_size: u32,
    pub slots: BoardSlots,
    pub players: Vec<PlayerView>,
    pub scores: Option<FinalScores>,
    /// The Dark Alley's decks and Prophecies (Dark Alley games).
    pub alley: Option<AlleyView>,
    /// Magician Powers (games with the option).
    pub powers: Option<PowersView>,
    /// Duel of Magicians (games with the option).
    pub duel: Option<DuelView>,
    /// Dahlgaard's Academy (games with the option).
    pub academy: Option<crate::game::academy::AcademyView>,
    /// The game uses provisional content designed by this project, not the
    /// printed cards (docs/CONTENT.md): clients say so.
    pub provisional_content: bool,
    /// Dahlgaard's Heir (solo games): the Heir's board. The Heir is not in
    /// `players`: it has no seat anyone takes.
    pub heir: Option<crate::game::heir::view::HeirView>,
}

impl Game {
    /// The table with every hand and face-down card turned up, as players
    /// show their cards at the end of a physical game (the history of finished
    /// games). Deck orders and the RNG stay out, as in every view.
    pub fn view_revealed(&self) -> View {
        let mut view = self.view(Viewer::Spectator);
        for seat in self.seats().filter(|&s| !self.is_heir(s)) {
            view.players[seat.index()] =
                self.view(Viewer::Seat(seat)).players[seat.index()].clone();
        }
        view
    }

    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> View {
        let players = self
            .seats()
            .filter(|&seat| !self.is_heir(seat))
            .map(|seat| {
                let p = self.player(seat);
                let own = viewer.is(seat);
                let characters = self.character_views(seat, own);
                PlayerView {
                    seat,
                    magician: p.magician,
                    coins: p.coins,
                    fame: p.fame,
                    shards: p.shards,
                    tricks: p.tricks.clone(),
                    components: p.components,
                    multi_slots: p.multi_slots,
                    characters,
                    hand: own.then_some(p.hand),
                    specials: own.then(|| {
                        let mut s = p.specials.clone();
                        s.sort();
                        s
                    }),
                    hand_size: p.hand_size(),
                    enhanced_tricks: p.enhanced_tricks.clone(),
                    ability_used: p.ability_used,
                    assistant_slot: p.assistant_slot,
                    advertised: p.advertised,
                    assignment_confirmed: p.assignment_confirmed,
                    initiative_slot: (!self.initiative.is_empty())
                        .then(|| self.initiative_slot(seat)),
                    wages_due: self.wages_due(seat),
                    wages_planned: self.wages_planned(seat),
                }
            })
            .collect();
        View {
            viewer,
            turn: self.turn,
            last_turn: self.last_turn(),
            phase: self.phase.clone(),
            waiting_for: self.waiting_for(),
            initiative: self.initiative.clone(),
            dice: self.dice,
            residence: TrickId::all().filter(|&t| self.in_residence(t)).collect(),
            market: self.market.clone(),
            theater: self.theater.clone(),
            deck_size: self.deck.len() as u32,
            slots: BoardSlots {
                downtown: self.main_slots[0],
                market_row: self.main_slots[1],
                dark_alley: self.main_slots[2],
                academy: self.academy.as_ref().map(|_| self.academy_slots),
                blocked: self.blocked,
                theater: self.theater_slots,
            },
            players,
            scores: self.final_scores.clone(),
            alley: self.alley.as_ref().map(|a| AlleyView {
                deck_tops: [a.top(0), a.top(1), a.top(2), a.top(3)],
                deck_sizes: [0, 1, 2, 3].map(|i| a.decks[i].len() as u32),
                discards: a.discards.len() as u32,
                pending: a.pending.clone(),
                active: a.active,
                pile_size: a.pile.len() as u32,
                spent: a.spent.clone(),
            }),
            powers: self.config.options.powers.then(|| self.powers_view(viewer)),
            duel: self.duel.as_ref().map(|d| DuelView {
                current: d.current,
                next: d.next(),
                deck_size: d.deck.len() as u32,
                used: d.used.clone(),
                covered: d.current.map(|c| {
                    crate::game::duel::Covered::of(c.card(), self.config.options.dark_alley)
                }),
                content: crate::content::duel().stamp.clone(),
            }),
            academy: self.academy_view(viewer),
            provisional_content: self.config.provisional_content(),
            heir: self.heir_view(),
        }
    }

    fn powers_view(&self, viewer: Viewer) -> PowersView {
        let content = crate::content::powers();
        PowersView {
            slot_shards: content.slots.iter().map(|s| s.shards).collect(),
            content: content.stamp.clone(),
            players: self
                .seats()
                .filter_map(|seat| {
                    let p = self.player(seat);
                    let b = p.powers.as_ref()?;
                    let own = viewer.is(seat);
                    let mut left = p.shards;
                    let stored_shards = content
                        .slots
                        .iter()
                        .map(|s| {
                            let n = left.min(s.shards);
                            left -= n;
                            n
                        })
                        .collect();
                    let sorted = |v: &Vec<PowerId>| {
                        let mut v = v.clone();
                        v.sort();
                        v
                    };
                    Some(PlayerPowersView {
                        seat,
                        slots: b.slots.clone(),
                        open: (0..b.slots.len())
                            .map(|k| self.slot_open(seat, k))
                            .collect(),
                        stored_shards,
                        excess_shards: left,
                        hand: own.then(|| sorted(&b.hand)),
                        hand_size: b.hand.len() as u32,
                        discarded: own.then(|| sorted(&b.discarded)),
                        discarded_count: b.discarded.len() as u32,
                        coins_on_card: b.stored,
                    })
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::config::GameConfig;
    use crate::game::base::turn::AssignmentEvent;
    use crate::game::dark_alley::specials::SpecialEvent;
    use crate::game::dark_alley::AlleyEvent;
    use crate::game::Event;
    use crate::game::Phase;
    use crate::model::{CharacterId, Location, Seat, Viewer};
    use crate::tests::fixture::{hidden_change, walk, walk_config};

    /// "Hidden information never leaves the server": a view does not change when
    /// only information hidden from its viewer changes.
    #[test]
    fn views_ignore_hidden_changes() {
        let mut checked = 0;
        for seed in 0..12 {
            walk(2 + (seed % 3) as u8, seed, |g| {
                let viewers = g.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
                for v in viewers {
                    let h = hidden_change(g, v);
                    assert_eq!(g.view(v), h.view(v), "hidden change visible to {v:?}");
                    if h != *g {
                        checked += 1;
                    }
                }
            });
        }
        assert!(checked > 1000);
    }

    /// The same for Dark Alley games: Special Assignment hands, deck order below
    /// the face-up tops, discards and the Prophecy pile are hidden.
    #[test]
    fn dark_alley_views_ignore_hidden_changes() {
        let mut checked = 0;
        for seed in 0..9 {
            let mut config = GameConfig::dark_alley(2 + (seed % 3) as u8, seed);
            config.options.prophecies = seed % 2 == 0;
            walk_config(config, seed, |g| {
                let viewers = g.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
                for v in viewers {
                    let h = hidden_change(g, v);
                    assert_eq!(g.view(v), h.view(v), "hidden change visible to {v:?}");
                    if h.players != g.players {
                        checked += 1;
                    }
                }
            });
        }
        assert!(checked > 100, "{checked}");
    }

    /// Magician Powers and Duel of Magicians: other players' Power hands and
    /// discards, and the Turn Setup deck below its face-up next card, are hidden.
    #[test]
    fn powers_and_duel_views_ignore_hidden_changes() {
        let mut checked = 0;
        for seed in 0..8 {
            let mut config = GameConfig::dark_alley(if seed % 2 == 1 { 2 } else { 3 }, seed);
            config.options.powers = seed % 4 != 3;
            config.options.duel = seed % 2 == 1;
            walk_config(config, seed, |g| {
                let viewers = g.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
                for v in viewers {
                    let h = hidden_change(g, v);
                    assert_eq!(g.view(v), h.view(v), "hidden change visible to {v:?}");
                    if h.players != g.players || h.duel != g.duel {
                        checked += 1;
                    }
                }
            });
        }
        assert!(checked > 100, "{checked}");
    }

    /// 004 "Setup" 4-5 and "Learn Secret": in Academy games the Secret deck
    /// is face down (its order never shows) and, while Assignment cards are
    /// face down, which Secret Anjali's Coin lends is its owner's.
    #[test]
    fn academy_views_ignore_hidden_changes() {
        let mut checked = 0;
        for seed in 0..9 {
            let mut config = GameConfig::dark_alley(2 + (seed % 3) as u8, seed);
            config.options.academy = true;
            walk_config(config, seed, |g| {
                let viewers = g.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
                for v in viewers {
                    let h = hidden_change(g, v);
                    assert_eq!(g.view(v), h.view(v), "hidden change visible to {v:?}");
                    if h.academy != g.academy {
                        checked += 1;
                    }
                }
            });
        }
        assert!(checked > 100, "{checked}");
    }

    /// 004 "Setup" 2-5, "Renovate", "New character: Protegé": the view's
    /// Academy section shows the wings with their Ruins, the two face-up
    /// Secrets, the deck's size only, Banners and the Protégés' Secrets;
    /// games without the Academy have no such section.
    #[test]
    fn academy_view_shows_the_board_and_only_the_decks_size() {
        let mut g = crate::tests::fixture::academy_game(3);
        let s = g.give_secret(Seat(1), "S01", 0);
        let v = g.view(Viewer::Seat(Seat(0)));
        assert!(v.provisional_content);
        let a = v.academy.expect("an Academy section");
        let board = g.academy.as_ref().unwrap();
        assert_eq!(a.wings.len(), 10);
        assert_eq!(a.wings.iter().filter(|w| w.ruined).count(), 6);
        assert_eq!(a.face_up, board.face_up);
        assert_eq!(a.deck_size, 14);
        assert_eq!(a.players[1].secrets[0], Some(s));
        assert_eq!(a.players[0].banners_supply, 12);
        assert_eq!(a.content, crate::game::academy::academy().stamp);
        let json = serde_json::to_string(&a).unwrap();
        assert!(!json.contains("secret_deck"), "{json}");
        // The same deck with another top: visible once turned face up.
        let mut other = g.clone();
        other.academy.as_mut().unwrap().end_turn(&[]);
        assert_ne!(
            other.view(Viewer::Spectator).academy,
            g.view(Viewer::Spectator).academy
        );
        let base = crate::tests::fixture::dark_game(2, true);
        let bv = base.view(Viewer::Spectator);
        assert!(bv.academy.is_none() && !bv.provisional_content);
    }

    /// 004 "Anjali": the Coin on the Apprentice is on the table; the Secret it
    /// lends shows to others once that Apprentice's Assignment card is revealed.
    #[test]
    fn anjalis_lent_secret_shows_when_the_card_does() {
        let mut g = crate::tests::fixture::academy_game(2);
        let s = g.give_secret(Seat(0), "S01", 0);
        g.players[0].academy.as_mut().unwrap().lent = Some((CharacterId::Apprentice1, s));
        let lent = |g: &crate::Game, v| g.view(v).academy.unwrap().players[0].lent.unwrap();
        assert_eq!(lent(&g, Viewer::Seat(Seat(0))).secret, Some(s));
        let other = lent(&g, Viewer::Seat(Seat(1)));
        assert_eq!(other.character, CharacterId::Apprentice1);
        assert_eq!(other.secret, None);
        assert_eq!(lent(&g, Viewer::Spectator).secret, None);
        g.phase = Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        assert_eq!(lent(&g, Viewer::Seat(Seat(1))).secret, Some(s));
    }

    /// The Power hand is its owner's: the same change shows in the owner's view.
    #[test]
    fn owners_see_their_own_powers() {
        let mut g = crate::tests::fixture::powers_game(2);
        let b = g.players[0].powers.as_mut().unwrap();
        let out = b.hand.pop().unwrap();
        b.discarded.push(out);
        let h = hidden_change(&g, Viewer::Seat(Seat(1)));
        assert_ne!(
            g.view(Viewer::Seat(Seat(0))).powers,
            h.view(Viewer::Seat(Seat(0))).powers
        );
        assert_eq!(
            g.view(Viewer::Seat(Seat(1))).powers,
            h.view(Viewer::Seat(Seat(1))).powers
        );
        assert!(g.view(Viewer::Spectator).duel.is_none());
    }

    /// The same changes are visible to the owner: the redaction test can fail.
    #[test]
    fn owners_see_their_own_cards() {
        let mut seen = 0;
        walk(3, 4, |g| {
            if g.phase == Phase::Assignment {
                let h = hidden_change(g, Viewer::Seat(Seat(0)));
                if h.players[1] != g.players[1] {
                    assert_ne!(g.view(Viewer::Seat(Seat(1))), h.view(Viewer::Seat(Seat(1))));
                    seen += 1;
                }
            }
        });
        assert!(seen > 0);
    }

    /// Face-down cards in the log: the owner sees the Location, nobody else does.
    #[test]
    fn assignment_events_are_redacted() {
        let e = Event::Assignment(AssignmentEvent::CardAssigned {
            seat: Seat(1),
            character: CharacterId::Magician,
            location: Some(Location::Theater),
        });
        assert_eq!(e.redact(Viewer::Seat(Seat(1))), Some(e.clone()));
        let hidden = Event::Assignment(AssignmentEvent::CardAssigned {
            seat: Seat(1),
            character: CharacterId::Magician,
            location: None,
        });
        assert_eq!(e.redact(Viewer::Seat(Seat(0))), Some(hidden.clone()));
        assert_eq!(e.redact(Viewer::Spectator), Some(hidden));
        let text = e.redact(Viewer::Spectator).unwrap().describe(&[]);
        assert!(!text.contains("Theater"));
    }

    /// Special Assignment cards in the log: the owner sees which card went under a
    /// Character or back to the hand, nobody else does.
    #[test]
    fn special_assignment_events_are_redacted() {
        let card = crate::SpecialId::by_name("Trick Tweaking").unwrap();
        let e = Event::Special(SpecialEvent::SpecialAssigned {
            seat: Seat(1),
            character: CharacterId::Magician,
            card: Some(card),
        });
        assert_eq!(e.redact(Viewer::Seat(Seat(1))), Some(e.clone()));
        let hidden = e.redact(Viewer::Seat(Seat(0))).unwrap();
        assert!(matches!(
            hidden,
            Event::Special(SpecialEvent::SpecialAssigned { card: None, .. })
        ));
        assert!(!hidden.describe(&[]).contains("Tweaking"));
        assert!(e.describe(&[]).contains("Trick Tweaking"));
        let back = Event::Alley(AlleyEvent::SpecialsDiscarded {
            discarded: vec![(Seat(0), card)],
            returned: vec![(Seat(1), Some(card))],
        });
        let Some(Event::Alley(AlleyEvent::SpecialsDiscarded {
            returned,
            discarded,
        })) = back.redact(Viewer::Spectator)
        else {
            panic!()
        };
        assert_eq!(returned, vec![(Seat(1), None)]);
        assert_eq!(discarded, vec![(Seat(0), card)], "used cards were face up");
    }

    /// A view shows only the face-up top card of each Special Assignment deck,
    /// the counts, and the viewer's own Special Assignment hand.
    #[test]
    fn dark_alley_view_shows_tops_and_counts() {
        let mut g = crate::tests::fixture::dark_game(2, true);
        let card = crate::SpecialId::by_name("Interest").unwrap();
        g.players[1].specials.push(card);
        let v = g.view(Viewer::Seat(Seat(0)));
        let alley = v.alley.unwrap();
        let a = g.alley.as_ref().unwrap();
        assert_eq!(alley.deck_tops[0], a.top(0));
        assert_eq!(alley.deck_sizes, [10; 4]);
        assert_eq!(alley.pending, a.pending);
        assert_eq!(alley.pile_size, 24);
        assert_eq!(v.players[1].specials, None);
        assert_eq!(v.players[1].hand_size, 7);
        let own = g.view(Viewer::Seat(Seat(1)));
        assert_eq!(own.players[1].specials, Some(vec![card]));
    }

    /// Hands: only counts for others; the face-down card shows as face down.
    #[test]
    fn hands_and_face_down_cards() {
        let mut g = crate::tests::fixture::game(2);
        g.apply(
            Seat(0),
            &crate::Command::Assign {
                character: CharacterId::Magician,
                location: Location::Theater,
            },
        )
        .unwrap();
        let other = g.view(Viewer::Seat(Seat(1)));
        assert_eq!(other.players[0].hand, None);
        assert_eq!(other.players[0].hand_size, 8);
        assert_eq!(
            other.players[0].characters[0].card,
            Some(crate::game::base::player::CardView::FaceDown)
        );
        let own = g.view(Viewer::Seat(Seat(0)));
        assert_eq!(
            own.players[0].characters[0].card,
            Some(crate::game::base::player::CardView::Revealed(
                Location::Theater
            ))
        );
        let json = serde_json::to_string(&g.view(Viewer::Spectator)).unwrap();
        assert!(!json.contains("seed") && !json.contains("draws"));
    }
}
