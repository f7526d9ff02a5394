//! Test fixtures: build a game in a chosen situation in a line or two
//! ("player 1 has 2 Glass, 2 Metal and a Rope"), bypassing set-up.

use crate::cards::{Component, MagicianId, SpecialId, TrickId};
use crate::command::Command;
use crate::config::{GameConfig, GameOptions};
use crate::error::RuleError;
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::base::turn::{AssignmentEvent, PlacementEvent};
use crate::game::Event;
use crate::game::{Acting, Game, Phase};
use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Slot, Specialist, Viewer};

/// Seats 0..n with Magicians of Favorite categories escape, spiritual,
/// mechanical, optical; Initiative Order 0, 1, 2, 3; 10 Coins each; turn 1;
/// the Assignment phase with nobody confirmed.
pub(crate) fn game(players: u8) -> Game {
    at_first_assignment(Game::new(GameConfig::base(players, 7)).expect("config"))
}

/// `g`'s seats as [`game`] describes them, past set-up.
fn at_first_assignment(mut g: Game) -> Game {
    for (i, p) in g.players.iter_mut().enumerate() {
        // Master of Chains (escape), Priestess (spiritual), Mechaniker, Great Optico.
        p.magician = Some(MagicianId([0, 2, 3, 1][i]));
        p.coins = 10;
    }
    g.initiative = (0..g.players.len() as u8).map(Seat).collect();
    g.turn = 1;
    g.phase = Phase::Assignment;
    g
}

/// [`game`] with the Dark Alley (and Prophecies when `prophecies`), with no
/// Active Prophecy.
pub(crate) fn dark_game(players: u8, prophecies: bool) -> Game {
    let config = GameOptions {
        dark_alley: true,
        prophecies,
        fame_caps: false,
        ..GameOptions::base(players)
    }
    .config(7);
    at_first_assignment(Game::build(config))
}

/// [`dark_game`] with Magician Powers: Powers dealt, 3 Shards each, nothing learned.
pub(crate) fn powers_game(players: u8) -> Game {
    let config = GameOptions {
        dark_alley: true,
        powers: true,
        ..GameOptions::base(players)
    }
    .config(7);
    at_first_assignment(Game::build(config))
}

/// [`dark_game`] with Dahlgaard's Academy, built past the option check
/// (the Academy is not playable by outside callers yet): the board, the
/// Protégé at home, no Secrets learned.
pub(crate) fn academy_game(players: u8) -> Game {
    let config = GameOptions {
        dark_alley: true,
        academy: true,
        ..GameOptions::base(players)
    }
    .config(7);
    at_first_assignment(Game::build(config))
}

impl Game {
    /// Puts the Secret `code` on `seat`'s Protégé space `space`.
    pub(crate) fn give_secret(&mut self, seat: Seat, code: &str, space: usize) -> u8 {
        let id = self
            .academy_content()
            .secrets
            .iter()
            .position(|s| s.code == code)
            .unwrap_or_else(|| panic!("no Secret {code}")) as u8;
        self.players[seat.index()]
            .academy
            .as_mut()
            .expect("an Academy game")
            .secrets[space] = Some(id);
        id
    }
}

/// A Power card by code or name.
pub(crate) fn power(name: &str) -> crate::content::PowerId {
    crate::content::PowerId::by_name(name).unwrap_or_else(|| panic!("no Power {name}"))
}

impl Game {
    /// Puts the Power `name` next to `seat`'s Power slot `slot` (taking it out
    /// of any hand or discard pile it lies in).
    pub(crate) fn learned(
        &mut self,
        seat: Seat,
        name: &str,
        slot: usize,
    ) -> crate::content::PowerId {
        let id = power(name);
        for p in &mut self.players {
            let b = p.powers.as_mut().expect("Powers game");
            b.hand.retain(|&x| x != id);
            b.discarded.retain(|&x| x != id);
        }
        self.players[seat.index()].powers.as_mut().unwrap().slots[slot] = Some(id);
        id
    }

    /// Puts the Power `name` into `seat`'s hand.
    pub(crate) fn in_hand(&mut self, seat: Seat, name: &str) -> crate::content::PowerId {
        let id = power(name);
        for p in &mut self.players {
            let b = p.powers.as_mut().expect("Powers game");
            b.hand.retain(|&x| x != id);
            b.discarded.retain(|&x| x != id);
            for s in &mut b.slots {
                if *s == Some(id) {
                    *s = None;
                }
            }
        }
        self.players[seat.index()]
            .powers
            .as_mut()
            .unwrap()
            .hand
            .push(id);
        id
    }
}

/// A Special Assignment card by code or name.
pub(crate) fn special(name: &str) -> SpecialId {
    SpecialId::by_name(name).unwrap_or_else(|| panic!("no Special Assignment {name}"))
}

/// A marker lying on a Performance card slot.
pub(crate) fn marker(
    seat: Seat,
    symbol: crate::model::Symbol,
    category: crate::cards::Category,
    facing: crate::cards::Dir,
) -> Option<crate::game::Marker> {
    Some(crate::game::Marker {
        seat,
        symbol,
        category,
        facing,
    })
}

pub(crate) fn trick(name: &str) -> TrickId {
    TrickId::by_name(name).unwrap_or_else(|| panic!("no Trick named {name}"))
}

impl Game {
    /// Gives `seat` a Trick with `markers` on it.
    pub(crate) fn give_trick(&mut self, seat: Seat, name: &str, markers: u8) -> TrickId {
        let t = trick(name);
        self.residence &= !(1 << t.0);
        let p = &mut self.players[seat.index()];
        let symbol = p.free_symbol().expect("a free symbol");
        p.tricks.push(OwnedTrick {
            trick: t,
            symbol,
            markers,
            engineer_slot: false,
        });
        t
    }

    pub(crate) fn give_components(&mut self, seat: Seat, items: &[(Component, u8)]) {
        for &(c, n) in items {
            self.players[seat.index()].components[c.index()] += n;
        }
    }

    pub(crate) fn give_specialist(&mut self, seat: Seat, s: Specialist) {
        self.players[seat.index()].characters[s.character().index()] = CharState::Home;
    }

    pub(crate) fn set_die(&mut self, die: DieId, face: DieFace) {
        self.dice[die.index()] = face;
    }

    /// Puts `character` of `seat` on `slot` with `ap` Action Points, taking Actions.
    pub(crate) fn acting_with(&mut self, seat: Seat, character: CharacterId, slot: Slot, ap: u8) {
        let p = &mut self.players[seat.index()];
        if p.characters[character.index()] == CharState::Supply {
            p.characters[character.index()] = CharState::Home;
        }
        p.cards[character.index()] = Some(slot.location());
        self.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        let pos = self
            .initiative
            .iter()
            .position(|&s| s == seat)
            .expect("seat") as u8;
        self.phase = Phase::PlaceCharacters {
            pos,
            acting: None,
            done: false,
        };
        self.apply_event(&Event::Placement(PlacementEvent::CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            enhanced: false,
        }));
    }

    pub(crate) fn acting_now(&self) -> Option<Acting> {
        match self.phase {
            Phase::PlaceCharacters { acting, .. } => acting,
            _ => None,
        }
    }

    /// Decide and record one command, without the automatic steps that follow.
    pub(crate) fn run(&mut self, seat: Seat, cmd: Command) -> Result<Vec<Event>, RuleError> {
        let events = self.decide(seat, &cmd)?;
        for e in &events {
            self.apply_event(e);
        }
        Ok(events)
    }
}

impl Game {
    /// The same situation in a game created under rules version `version`
    /// (to test that older games keep their behaviour).
    pub(crate) fn at_rules_version(mut self, version: u32) -> Game {
        self.config.rules_version = version;
        self
    }

    /// Makes `kind` the Active Prophecy.
    pub(crate) fn activate(&mut self, kind: crate::cards::ProphecyKind) {
        self.alley.as_mut().expect("Dark Alley").active = Some(crate::cards::ProphecyId::of(kind));
    }

    /// Stands a Character on a Theater slot (no Actions).
    pub(crate) fn stand(&mut self, seat: Seat, c: CharacterId, slot: Slot) {
        self.players[seat.index()].characters[c.index()] = CharState::Placed(slot);
        let who = Some((seat, c));
        match slot {
            Slot::Backstage(d, i) => self.theater_slots[d.index()][i as usize] = who,
            Slot::Performance(d) => self.theater_slots[d.index()][2] = who,
            _ => unreachable!("Theater slots only"),
        }
    }

    /// A Performance on `day` by seat 0 of card P10 (an L of three slots, card
    /// bonus 2 Fame) holding seat 0's Barricaded Barrels (1 Fame 1 Coin) and
    /// Prison Break (3 Fame 3 Coins), linked twice, and seat 1's Rabbit from the
    /// Top Hat (3 Fame 1 Coin); seat 1 stands backstage on Saturday.
    pub(crate) fn performance_scene(&mut self, day: crate::model::Weekday) -> crate::PerformanceId {
        use crate::cards::{Category, Dir, PerformanceId};
        use crate::game::{CardInPlay, Marker};
        use crate::model::Symbol;
        let l_card = PerformanceId(9);
        self.give_trick(Seat(0), "Barricaded Barrels", 0);
        self.give_trick(Seat(0), "Prison Break", 0);
        self.give_trick(Seat(1), "Rabbit from the Top Hat", 0);
        let m = |seat, symbol, category, facing| {
            Some(Marker {
                seat,
                symbol,
                category,
                facing,
            })
        };
        let mut card = CardInPlay::new(l_card);
        card.markers[0] = m(Seat(0), Symbol::Spade, Category::Escape, Dir::Right);
        card.markers[1] = m(Seat(0), Symbol::Heart, Category::Escape, Dir::Left);
        card.markers[2] = m(Seat(1), Symbol::Spade, Category::Optical, Dir::Up);
        self.theater = vec![card];
        self.stand(Seat(0), CharacterId::Magician, Slot::Performance(day));
        self.stand(
            Seat(1),
            CharacterId::Magician,
            Slot::Backstage(crate::model::Weekday::Saturday, 0),
        );
        self.phase = Phase::Performance {
            day: day.index() as u8,
            performer: Some(Seat(0)),
        };
        l_card
    }

    /// Performs `card` for seat 0 and returns the payouts (seat 0 first) and bonus.
    pub(crate) fn perform_now(
        &mut self,
        card: crate::PerformanceId,
    ) -> (
        Vec<crate::game::base::performance::Payout>,
        crate::cards::Yield,
        Vec<Event>,
    ) {
        let events = self.run(Seat(0), Command::perform(card)).expect("perform");
        let Some(Event::Performance(PerformanceEvent::Performed { payouts, bonus, .. })) = events
            .iter()
            .find(|e| matches!(e, Event::Performance(PerformanceEvent::Performed { .. })))
            .cloned()
        else {
            panic!("no Performance")
        };
        (payouts, bonus, events)
    }
}

/// A small deterministic random walk over legal commands.
pub(crate) fn walk(players: u8, seed: u64, each: impl FnMut(&Game)) {
    walk_config(GameConfig::base(players, seed), seed, each)
}

pub(crate) fn walk_config(config: GameConfig, seed: u64, each: impl FnMut(&Game)) {
    walk_with(config, seed, false, each)
}

/// A walk that never gives things back or stays Idle while anything else is
/// legal, so it reaches the Theater and the Performances.
pub(crate) fn walk_purposeful(config: GameConfig, seed: u64, each: impl FnMut(&Game)) {
    walk_with(config, seed, true, each)
}

fn walk_with(config: GameConfig, seed: u64, purposeful: bool, mut each: impl FnMut(&Game)) {
    let mut g = Game::build(config);
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let backwards = |c: &Command| {
        matches!(
            c,
            Command::ReturnTrick { .. }
                | Command::ReturnComponents { .. }
                | Command::Unassign { .. }
                | Command::LeaveIdle { .. }
                | Command::DeclinePerformance
                | Command::EndActions
        )
    };
    while !g.is_over() {
        each(&g);
        let waiting = g.waiting_for();
        let seat = waiting[next(waiting.len())];
        let mut legal = g.legal_commands(seat);
        if purposeful && legal.iter().any(|c| !backwards(c)) && next(8) > 0 {
            legal.retain(|c| !backwards(c));
        }
        let cmd = legal[next(legal.len())].clone();
        g.apply(seat, &cmd).unwrap();
    }
}

/// Changes only what `viewer` may not see: the locations of another player's
/// face-down cards and hand (same counts), the deck order and the RNG.
pub(crate) fn hidden_change(g: &Game, viewer: Viewer) -> Game {
    let mut h = g.clone();
    h.deck.reverse();
    h.rng.seed ^= 0xdead_beef;
    h.rng.draws += 3;
    if let Some(alley) = &mut h.alley {
        // Below the face-up top cards the decks' order is hidden, and so are
        // the discards and the Prophecy pile.
        for deck in &mut alley.decks {
            if deck.len() > 2 {
                let top = deck.len() - 1;
                deck[..top].reverse();
            }
        }
        alley.discards.reverse();
        alley.pile.reverse();
        // Another player's Special Assignment hand: swap a card with one deep
        // in a deck.
        for seat in g.seats().filter(|&s| !viewer.is(s)) {
            let p = &mut h.players[seat.index()];
            if let Some(card) = p.specials.first_mut() {
                let i = crate::game::dark_alley::deck_index(card.card().location).unwrap();
                if alley.decks[i].len() > 1 {
                    std::mem::swap(card, &mut alley.decks[i][0]);
                }
            }
            p.specials.reverse();
        }
    }
    // Magician Powers: another player's Power hand and face-down discards.
    for seat in g.seats().filter(|&s| !viewer.is(s)) {
        if let Some(b) = &mut h.players[seat.index()].powers {
            if !b.hand.is_empty() && !b.discarded.is_empty() {
                std::mem::swap(&mut b.hand[0], &mut b.discarded[0]);
            }
            b.hand.reverse();
            b.discarded.reverse();
        }
    }
    // Duel of Magicians: below the visible next card, the deck's order.
    if let Some(d) = &mut h.duel {
        if d.deck.len() > 2 {
            let below = d.deck.len() - 1;
            d.deck[..below].reverse();
        }
    }
    // Dahlgaard's Academy: the face-down Secret deck's order, and which
    // Secret another player's Apprentice carries while its card is face down.
    if let Some(board) = &mut h.academy {
        board.secret_deck.reverse();
    }
    for seat in g.seats().filter(|&s| !viewer.is(s)) {
        let revealed = |c| g.card_revealed(seat, c);
        if let Some(a) = &mut h.players[seat.index()].academy {
            if let Some((c, lent)) = a.lent {
                if !revealed(c) {
                    let other = a.held().into_iter().find(|&s| s != lent);
                    a.lent = Some((c, other.unwrap_or(lent ^ 1)));
                }
            }
        }
    }
    if g.phase == Phase::Assignment {
        for seat in g.seats().filter(|&s| !viewer.is(s)) {
            let p = &mut h.players[seat.index()];
            for c in CharacterId::ALL {
                if let Some(old) = p.cards[c.index()] {
                    if let Some(new) = Location::ALL
                        .into_iter()
                        .find(|&l| l != old && p.hand[l.index()] > 0)
                    {
                        p.hand[new.index()] -= 1;
                        p.hand[old.index()] += 1;
                        p.cards[c.index()] = Some(new);
                    }
                }
            }
            if p.hand[0] > 0 {
                p.hand[0] -= 1;
                p.hand[3] += 1;
            }
        }
    }
    h
}
