//! Worlds for look-ahead players: a copy of a solo game that its one seat
//! cannot tell from the real one, with every face-down pile reshuffled and a
//! fresh random stream, so that a bot simulating the future from it learns
//! nothing the table hides (the deck orders, the coming dice, the Heir's
//! Plan tiles).

use crate::game::heir::PlanKind;
use crate::game::Game;
use crate::rng::Draw;
use crate::rng::RngState;
use crate::Seat;

/// How many fresh Plan decks to try for one consistent with the tiles seen.
const PLAN_DECK_TRIES: usize = 20_000;

impl Game {
    /// A world `seat` cannot tell from this game, drawn with `seed`: the same
    /// view for `seat` (a test checks it), the face-down piles reshuffled,
    /// and a new random stream for every die and draw to come.
    ///
    /// Only solo games against Dahlgaard's Heir have nothing else hidden
    /// from their seat; in other games the opponents' face-down Assignment
    /// cards and hands would stay as they are, so those games answer `None`.
    pub fn imagined_world(&self, seat: Seat, seed: u64) -> Option<Game> {
        if self.heir.is_none() || seat.index() != 0 {
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
        if let Some(alley) = g.alley.as_mut() {
            for deck in &mut alley.decks {
                // The top card (the last) is face up.
                if let Some((_, below)) = deck.split_last_mut() {
                    shuffle_sorted(&mut draw, below);
                }
            }
            shuffle_sorted(&mut draw, &mut alley.pile);
            alley.discards.sort();
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
        for _ in 0..PLAN_DECK_TRIES {
            let mut perform = of_kind(PlanKind::Perform);
            let mut set_up = of_kind(PlanKind::SetUp);
            draw.shuffle(&mut perform);
            draw.shuffle(&mut set_up);
            let (deck, _) =
                crate::game::heir::plan_deck(&perform, &set_up, academy, |g: &mut Vec<u8>| {
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

fn shuffle_sorted<T: Ord>(draw: &mut Draw, items: &mut [T]) {
    items.sort();
    draw.shuffle(items);
}

#[cfg(test)]
mod tests {
    use crate::game::heir::Difficulty;
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

    /// Games with other people at the table hide their cards too; those
    /// have no imagined world.
    #[test]
    fn only_solo_games_have_an_imagined_world() {
        let g = Game::new(GameConfig::dark_alley(2, 1)).expect("a game");
        assert!(g.imagined_world(Seat(0), 1).is_none());
        assert!(solo(false, 1).imagined_world(Seat(1), 1).is_none());
    }
}
