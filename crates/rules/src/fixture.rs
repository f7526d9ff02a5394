//! Test fixtures: build a game in a chosen situation in a line or two
//! ("player 1 has 2 Glass, 2 Metal and a Rope"), bypassing set-up.

use crate::cards::{Component, MagicianId, SpecialId, TrickId};
use crate::command::Command;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::event::Event;
use crate::model::{CharacterId, DieFace, DieId, Seat, Slot, Specialist};
use crate::state::{Acting, CharState, Game, OwnedTrick, Phase};

/// Seats 0..n with Magicians of Favorite categories escape, spiritual,
/// mechanical, optical; Initiative Order 0, 1, 2, 3; 10 Coins each; turn 1;
/// the Assignment phase with nobody confirmed.
pub(crate) fn game(players: u8) -> Game {
    let mut g = Game::new(GameConfig::base(players, 7)).expect("config");
    for (i, p) in g.players.iter_mut().enumerate() {
        // Master of Chains (escape), Priestess (spiritual), Mechaniker, Great Optico.
        p.magician = Some(MagicianId([0, 2, 3, 1][i]));
        p.coins = 10;
    }
    g.initiative = (0..players).map(Seat).collect();
    g.turn = 1;
    g.phase = Phase::Assignment;
    g
}

/// [`game`] with the Dark Alley (and Prophecies when `prophecies`), with no
/// Active Prophecy.
pub(crate) fn dark_game(players: u8, prophecies: bool) -> Game {
    let config = GameConfig {
        dark_alley: true,
        prophecies,
        fame_caps: false,
        ..GameConfig::base(players, 7)
    };
    let mut g = Game::build(config);
    for (i, p) in g.players.iter_mut().enumerate() {
        p.magician = Some(MagicianId([0, 2, 3, 1][i]));
        p.coins = 10;
    }
    g.initiative = (0..players).map(Seat).collect();
    g.turn = 1;
    g.phase = Phase::Assignment;
    g
}

/// A Special Assignment card by code or name.
pub(crate) fn special(name: &str) -> SpecialId {
    SpecialId::by_name(name).unwrap_or_else(|| panic!("no Special Assignment {name}"))
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
        self.apply_event(&Event::AssignmentsRevealed { cards: Vec::new() });
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
        self.apply_event(&Event::CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            enhanced: false,
        });
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
