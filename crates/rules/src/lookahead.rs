//! Worlds for look-ahead players: a copy of a game that one seat cannot tell
//! from the real one, with everything hidden from that seat drawn afresh
//! (the face-down piles, the other seats' hands and face-down Assignment
//! cards, the Heir's Plan tiles) and a fresh random stream, so that a bot
//! simulating the future from it learns nothing the table hides.

use crate::board::{BASE_HAND, DARK_ALLEY_HAND};
use crate::cards::SpecialId;
use crate::content::{PowerColor, PowerId};
use crate::game::heir::PlanKind;
use crate::game::Game;
use crate::model::{CharacterId, Location};
use crate::rng::Draw;
use crate::rng::RngState;
use crate::Seat;

/// How many fresh Plan decks to try for one consistent with the tiles seen.
const PLAN_DECK_TRIES: usize = 20_000;

impl Game {
    /// A world `seat` cannot tell from this game, drawn with `seed`: the same
    /// view for `seat` and the same legal commands (tests check both), the
    /// hidden things redrawn from what `seat` sees only, and a new random
    /// stream for every die and draw to come. `None` for a seat that is not
    /// at the table (or the Heir's own).
    pub fn imagined_world(&self, seat: Seat, seed: u64) -> Option<Game> {
        let people = self.players.len() - usize::from(self.heir.is_some());
        if seat.index() >= people {
            return None;
        }
        let mut g = self.clone();
        g.take_back.clear();
        g.take_backs = false;
        // Each pile is put in order before it is shuffled, so the world
        // depends on what the seat sees and on `seed`, never on the real
        // order (a test checks it).
        let mut draw = RngState {
            seed: seed ^ 0x9e37_79b9_7f4a_7c15,
            draws: 0,
        }
        .next_stream();
        g.rng = RngState { seed, draws: 0 };
        shuffle_sorted(&mut draw, &mut g.deck);
        let others: Vec<Seat> = (0..people as u8).map(Seat).filter(|&s| s != seat).collect();
        // The lent Secret first: it hangs on a card still face down.
        g.reimagine_lent_secrets(&mut draw, &others);
        let hidden = g.take_back_face_down(&others);
        g.reimagine_specials(&mut draw, &others);
        g.deal_face_down(&mut draw, &others, &hidden);
        g.reimagine_powers(&mut draw, seat, &others);
        if let Some(alley) = g.alley.as_mut() {
            shuffle_sorted(&mut draw, &mut alley.pile);
        }
        if let Some(academy) = g.academy.as_mut() {
            shuffle_sorted(&mut draw, &mut academy.secret_deck);
        }
        if let Some(duel) = g.duel.as_mut() {
            // The next card (the last) is face up.
            if let Some((_, below)) = duel.deck.split_last_mut() {
                shuffle_sorted(&mut draw, below);
            }
        }
        g.reshuffle_plans(&mut draw);
        Some(g)
    }

    /// The Characters of `seat` whose Assignment card lies face down for
    /// the other seats now.
    fn face_down(&self, seat: Seat) -> Vec<CharacterId> {
        let p = &self.players[seat.index()];
        CharacterId::ALL
            .into_iter()
            .filter(|&c| p.cards[c.index()].is_some() && !self.card_revealed(seat, c))
            .collect()
    }

    /// Takes `others`' face-down Assignment cards back into their hands and
    /// gives each the Permanent cards it must hold by the rules (its set
    /// less the cards face up under its Characters), so that what stays
    /// is what the seat sees. Answers the Characters that held a card.
    fn take_back_face_down(&mut self, others: &[Seat]) -> Vec<Vec<CharacterId>> {
        let academy = self.config.options.academy;
        let set = if self.config.options.dark_alley {
            DARK_ALLEY_HAND
        } else {
            BASE_HAND
        };
        others
            .iter()
            .map(|&s| {
                let hidden = self.face_down(s);
                let p = &mut self.players[s.index()];
                for &c in &hidden {
                    let loc = p.cards[c.index()].take().expect("a face-down card");
                    match p.special_cards[c.index()].take() {
                        Some(card) => p.specials.push(card),
                        None => p.hand[loc.index()] += 1,
                    }
                }
                let mut full = set;
                if academy {
                    full[Location::Academy.index()] += 1;
                }
                for c in CharacterId::ALL {
                    if let (Some(loc), None) = (p.cards[c.index()], p.special_cards[c.index()]) {
                        full[loc.index()] = full[loc.index()].saturating_sub(1);
                    }
                }
                // The rules keep every Permanent card in the hand or under
                // a Character; should a state break that, its hand stays.
                if full.iter().map(|&n| u32::from(n)).sum::<u32>()
                    == p.hand.iter().map(|&n| u32::from(n)).sum::<u32>()
                {
                    p.hand = full;
                }
                hidden
            })
            .collect()
    }

    /// Deals `others`' face-down Assignment cards again, each a card drawn
    /// at random from its hand (Permanent or Special), under the same
    /// Characters.
    fn deal_face_down(&mut self, draw: &mut Draw, others: &[Seat], hidden: &[Vec<CharacterId>]) {
        for (&s, chars) in others.iter().zip(hidden) {
            let p = &mut self.players[s.index()];
            for &c in chars {
                let permanent: usize = p.hand.iter().map(|&n| n as usize).sum();
                let total = permanent + p.specials.len();
                if total == 0 {
                    break;
                }
                let mut k = draw.below(total);
                if k < permanent {
                    let loc = Location::ALL
                        .into_iter()
                        .find(|l| {
                            let n = p.hand[l.index()] as usize;
                            if k < n {
                                true
                            } else {
                                k -= n;
                                false
                            }
                        })
                        .expect("k is below the Permanent cards in hand");
                    p.hand[loc.index()] -= 1;
                    p.cards[c.index()] = Some(loc);
                } else {
                    let card = p.specials.remove(k - permanent);
                    p.cards[c.index()] = Some(card.card().location);
                    p.special_cards[c.index()] = Some(card);
                }
            }
        }
    }

    /// Dark Alley: the Special Assignment cards `seat` cannot see (the
    /// decks below their face-up tops, the face-down discard pile, the other
    /// seats' hands, face-down cards already back in them) are pooled and
    /// dealt again: each deck cards of its own Location, each other seat as
    /// many as it holds, the discard pile the rest.
    fn reimagine_specials(&mut self, draw: &mut Draw, others: &[Seat]) {
        let Some(alley) = self.alley.as_mut() else {
            return;
        };
        let mut pool: Vec<SpecialId> = Vec::new();
        for deck in &mut alley.decks {
            // The top card (the last) is face up.
            if let Some((_, below)) = deck.split_last_mut() {
                pool.extend_from_slice(below);
            }
        }
        pool.append(&mut alley.discards);
        let held: Vec<usize> = others
            .iter()
            .map(|&s| {
                let p = &mut self.players[s.index()];
                let n = p.specials.len();
                pool.append(&mut p.specials);
                n
            })
            .collect();
        shuffle_sorted(draw, &mut pool);
        for (i, deck) in alley.decks.iter_mut().enumerate() {
            if let Some((_, below)) = deck.split_last_mut() {
                for slot in below.iter_mut() {
                    let at = pool
                        .iter()
                        .position(|s| {
                            crate::game::dark_alley::deck_index(s.card().location) == Some(i)
                        })
                        .expect("the pool holds every card that was in the deck");
                    *slot = pool.remove(at);
                }
            }
        }
        for (&s, n) in others.iter().zip(held) {
            self.players[s.index()].specials = pool.drain(..n).collect();
        }
        alley.discards = pool;
    }

    /// Magician Powers: the Powers in `others`' hands and face-down discards
    /// are drawn again from every Power `seat` does not see, each seat
    /// keeping as many of each color as it was dealt less those it learned.
    fn reimagine_powers(&mut self, draw: &mut Draw, seat: Seat, others: &[Seat]) {
        if self.players[seat.index()].powers.is_none() {
            return;
        }
        let mut seen: Vec<PowerId> = Vec::new();
        for (i, p) in self.players.iter().enumerate() {
            if let Some(b) = &p.powers {
                seen.extend(b.learned());
                if i == seat.index() {
                    seen.extend(&b.hand);
                    seen.extend(&b.discarded);
                }
            }
        }
        let mut pool: Vec<PowerId> = PowerId::all().filter(|p| !seen.contains(p)).collect();
        draw.shuffle(&mut pool);
        for &s in others {
            let Some(b) = self.players[s.index()].powers.as_mut() else {
                continue;
            };
            // By color, in a fixed order, so the hand's order shows nowhere.
            let mut colors: Vec<usize> = b
                .hand
                .iter()
                .chain(&b.discarded)
                .map(|p| color_index(p.card().color))
                .collect();
            colors.sort();
            let mut dealt: Vec<PowerId> = colors
                .into_iter()
                .map(|color| {
                    let at = pool
                        .iter()
                        .position(|p| color_index(p.card().color) == color)
                        .expect("every unseen Power is in the pool");
                    pool.remove(at)
                })
                .collect();
            draw.shuffle(&mut dealt);
            let rest = dealt.split_off(b.hand.len());
            b.hand = dealt;
            b.discarded = rest;
        }
    }

    /// Dahlgaard's Academy: which of its Secrets another seat's Apprentice
    /// carries while its card is face down.
    fn reimagine_lent_secrets(&mut self, draw: &mut Draw, others: &[Seat]) {
        for &s in others {
            let hidden = self.face_down(s);
            let Some(a) = self.players[s.index()].academy.as_mut() else {
                continue;
            };
            if let Some((c, _)) = a.lent {
                if hidden.contains(&c) {
                    let held = a.held();
                    if !held.is_empty() {
                        a.lent = Some((c, held[draw.below(held.len())]));
                    }
                }
            }
        }
    }

    /// 004 "Setup" 12 builds the Plan deck in groups, so which tiles can
    /// still come depends on the ones turned up so far: draw fresh decks the
    /// way set-up does until one starts with the tiles seen, and keep its
    /// rest. If none does (it always should), shuffle the rest within each
    /// kind.
    fn reshuffle_plans(&mut self, draw: &mut Draw) {
        let academy = self.config.options.academy;
        let tiles = self.plan_tiles();
        let Some(h) = self.heir.as_mut() else {
            return;
        };
        let seen: Vec<u8> = h.used.iter().chain(h.plan.iter()).copied().collect();
        let of_kind = |k: PlanKind| -> Vec<u8> {
            (0..tiles.len() as u8)
                .filter(|&i| tiles[i as usize].kind == k)
                .collect()
        };
        let (perform_tiles, set_up_tiles) = (of_kind(PlanKind::Perform), of_kind(PlanKind::SetUp));
        let (mut perform, mut set_up) = (perform_tiles.clone(), set_up_tiles.clone());
        for _ in 0..PLAN_DECK_TRIES {
            perform.copy_from_slice(&perform_tiles);
            set_up.copy_from_slice(&set_up_tiles);
            draw.shuffle(&mut perform);
            draw.shuffle(&mut set_up);
            let (deck, _) =
                crate::game::heir::plan_deck(&perform, &set_up, academy, |g: &mut [u8]| {
                    draw.shuffle(g)
                });
            if deck.starts_with(&seen) && deck.len() == seen.len() + h.plans.len() {
                h.plans = deck[seen.len()..].iter().rev().copied().collect();
                return;
            }
        }
        h.plans.sort();
        for kind in [PlanKind::Perform, PlanKind::SetUp] {
            let at: Vec<usize> = (0..h.plans.len())
                .filter(|&i| tiles[h.plans[i] as usize].kind == kind)
                .collect();
            let mut these: Vec<u8> = at.iter().map(|&i| h.plans[i]).collect();
            draw.shuffle(&mut these);
            for (i, t) in at.into_iter().zip(these) {
                h.plans[i] = t;
            }
        }
    }
}

fn color_index(color: PowerColor) -> usize {
    PowerColor::ALL
        .iter()
        .position(|&c| c == color)
        .expect("every color is in ALL")
}

fn shuffle_sorted<T: Ord>(draw: &mut Draw, items: &mut [T]) {
    items.sort();
    draw.shuffle(items);
}

#[cfg(test)]
mod tests {
    use crate::game::heir::Difficulty;
    use crate::tests::fixture::{hidden_change, walk_config};
    use crate::{Game, GameConfig, GameOptions, Seat, Viewer};

    fn solo(academy: bool, seed: u64) -> Game {
        Game::new(
            GameOptions {
                heir: true,
                academy,
                difficulty: Some(Difficulty::Normal),
                ..GameOptions::dark_alley(1)
            }
            .config(seed),
        )
        .expect("a solo game")
    }

    /// Plays `steps` commands of a small random walk for the solo seat.
    fn walk(g: &mut Game, steps: usize, seed: u64) {
        let mut x = seed;
        for _ in 0..steps {
            if g.is_over() {
                return;
            }
            let legal = g.legal_commands(Seat(0));
            if legal.is_empty() {
                return;
            }
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let cmd = legal[(x >> 33) as usize % legal.len()].clone();
            g.apply(Seat(0), &cmd).expect("a legal command");
        }
    }

    /// Hidden information stays hidden: the imagined world looks the same
    /// to its seat at every point of a game, while its hidden piles differ.
    #[test]
    fn an_imagined_world_shows_its_seat_the_same_table() {
        for academy in [false, true] {
            let mut g = solo(academy, 7);
            let mut moved_deck = false;
            for round in 0..40 {
                let w = g.imagined_world(Seat(0), round).expect("a solo game");
                assert_eq!(
                    w.view(Viewer::Seat(Seat(0))),
                    g.view(Viewer::Seat(Seat(0))),
                    "academy {academy}, step {round}"
                );
                assert_eq!(w.legal_commands(Seat(0)), g.legal_commands(Seat(0)));
                moved_deck |= w.deck != g.deck;
                walk(&mut g, 25, round);
            }
            assert!(moved_deck, "the Performance deck was never reshuffled");
        }
    }

    /// An imagined world is drawn from what the seat sees only: two games
    /// that differ only in what is hidden from it imagine the same world.
    #[test]
    fn an_imagined_world_depends_only_on_what_its_seat_sees() {
        for academy in [false, true] {
            let mut g = solo(academy, 5);
            for round in 0..30 {
                let other = g.imagined_world(Seat(0), 1000 + round).expect("solo");
                assert_eq!(
                    g.imagined_world(Seat(0), round),
                    other.imagined_world(Seat(0), round),
                    "academy {academy}, step {round}"
                );
                walk(&mut g, 30, round);
            }
        }
    }

    /// 004 "Setup" 12: the imagined Plan deck is one set-up could have
    /// built, starting with the tiles already turned up.
    #[test]
    fn an_imagined_plan_deck_follows_the_tiles_seen() {
        let mut g = solo(true, 11);
        walk(&mut g, 400, 3);
        let h = g.heir.as_ref().expect("Heir state");
        assert!(!h.used.is_empty(), "the walk reached turn 2");
        for seed in 0..20 {
            let w = g.imagined_world(Seat(0), seed).expect("a solo game");
            let wh = w.heir.as_ref().expect("Heir state");
            assert_eq!(wh.used, h.used);
            assert_eq!(wh.plan, h.plan);
            assert_eq!(wh.plans.len(), h.plans.len());
            // The bottom tile is a Perform tile in every deck.
            let tiles = g.plan_tiles();
            if let Some(&bottom) = wh.plans.first() {
                assert_eq!(
                    tiles[bottom as usize].kind,
                    crate::game::heir::PlanKind::Perform
                );
            }
        }
    }

    /// The Heir plays itself and a seat not at the table sees nothing: neither
    /// has an imagined world.
    #[test]
    fn only_seats_at_the_table_have_an_imagined_world() {
        let g = Game::new(GameConfig::dark_alley(2, 1)).expect("a game");
        assert!(g.imagined_world(Seat(1), 1).is_some());
        assert!(g.imagined_world(Seat(2), 1).is_none());
        assert!(solo(false, 1).imagined_world(Seat(1), 1).is_none());
    }

    /// Configurations with every kind of hidden thing: Dark Alley (with and
    /// without Prophecies) at 2-4 players, Magician Powers, Duel of
    /// Magicians, Dahlgaard's Academy, and the base game.
    fn hidden_configs() -> Vec<GameConfig> {
        let mut out = Vec::new();
        for seed in 0..3u64 {
            let mut c = GameConfig::dark_alley(2 + seed as u8, seed);
            c.options.prophecies = seed != 1;
            out.push(c);
        }
        let mut c = GameConfig::dark_alley(3, 3);
        c.options.powers = true;
        out.push(c);
        let mut c = GameConfig::dark_alley(2, 4);
        c.options.powers = true;
        c.options.duel = true;
        out.push(c);
        let mut c = GameConfig::dark_alley(3, 5);
        c.options.academy = true;
        out.push(c);
        out.push(GameConfig::base(4, 6));
        out
    }

    /// Calls `each` at every seventh position of a random walk through each
    /// of [`hidden_configs`], with every seat.
    fn at_positions(mut each: impl FnMut(&Game, Seat, u64)) {
        for (i, config) in hidden_configs().into_iter().enumerate() {
            let mut step = 0u64;
            walk_config(config, i as u64, |g| {
                step += 1;
                if step.is_multiple_of(7) {
                    for seat in g.seats() {
                        each(g, seat, step);
                    }
                }
            });
        }
    }

    /// "Hidden information never leaves the server", the other way round: a
    /// seat's imagined world shows it the same table and the same legal
    /// commands at every point of games with 2-4 players and every
    /// expansion, while the other seats' hidden cards are drawn afresh.
    #[test]
    fn imagined_worlds_show_every_seat_the_same_table() {
        let (mut redealt, mut checked) = (0, 0);
        at_positions(|g, seat, step| {
            let w = g.imagined_world(seat, step).expect("a seat at the table");
            let v = Viewer::Seat(seat);
            assert_eq!(w.view(v), g.view(v), "{:?} step {step}", g.config().options);
            assert_eq!(w.legal_commands(seat), g.legal_commands(seat));
            checked += 1;
            if w.players != g.players {
                redealt += 1;
            }
        });
        assert!(checked > 200, "{checked}");
        assert!(redealt * 4 > checked, "{redealt} of {checked}");
    }

    /// An imagined world is drawn from what its seat sees only: games that
    /// differ only in what is hidden from the seat (other hands, face-down
    /// cards, deck orders, the random stream) imagine the same world.
    #[test]
    fn imagined_worlds_depend_only_on_what_their_seat_sees() {
        let mut differed = 0;
        at_positions(|g, seat, step| {
            let h = hidden_change(g, Viewer::Seat(seat));
            differed += usize::from(h != *g);
            assert_eq!(
                g.imagined_world(seat, step),
                h.imagined_world(seat, step),
                "{:?} step {step} seat {seat:?}",
                g.config().options
            );
        });
        assert!(differed > 200, "{differed}");
    }

    /// An imagined world is a game the rules can play to the end: every
    /// seat's legal commands stay legal there until the game is over.
    #[test]
    fn imagined_worlds_play_to_the_end() {
        let mut ended = 0;
        at_positions(|g, seat, step| {
            if !step.is_multiple_of(5) {
                return;
            }
            let mut w = g.imagined_world(seat, step).expect("a seat");
            let mut x = step;
            while !w.is_over() {
                let waiting = w.waiting_for();
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let s = waiting[(x >> 33) as usize % waiting.len()];
                let legal = w.legal_commands(s);
                let cmd = legal[(x >> 40) as usize % legal.len()].clone();
                w.apply(s, &cmd).expect("a legal command");
            }
            ended += 1;
        });
        assert!(ended > 20, "{ended}");
    }
}
