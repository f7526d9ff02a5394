//! `apply_event`: records an event's facts in the state. It cannot fail and
//! decides nothing; every number it uses was computed by `decide`.

use crate::cards::{Dir, TrickId};
use crate::game::Event;
use crate::game::{Game, Marker, Phase};
use crate::model::{CharacterId, Seat, Weekday};

impl Game {
    /// Records an event: the acting Character spends the Action Points it
    /// cost, then the part of the rules it belongs to records its facts.
    pub(crate) fn apply_event(&mut self, e: &Event) {
        if let Some(ap) = e.ap() {
            if let Phase::PlaceCharacters {
                acting: Some(a), ..
            } = &mut self.phase
            {
                a.ap -= ap;
            }
        }
        match e {
            Event::Setup(e) => self.apply_setup(e),
            Event::Turn(e) => self.apply_turn(e),
            Event::Assignment(e) => self.apply_assignment(e),
            Event::Placement(e) => self.apply_placement(e),
            Event::Downtown(e) => self.apply_downtown(e),
            Event::MarketRow(e) => self.apply_market_row(e),
            Event::Workshop(e) => self.apply_workshop(e),
            Event::Theater(e) => self.apply_theater(e),
            Event::Performance(e) => self.apply_performance(e),
            Event::EndTurn(e) => self.apply_end_turn(e),
            Event::Ledger(e) => self.apply_ledger(e),
            Event::Special(e) => self.apply_special(e),
            Event::Ability(e) => self.apply_ability(e),
            Event::Alley(e) => self.apply_alley(e),
            Event::TakeBack(e) => self.apply_take_back(e),
            Event::Powers(e) => self.apply_powers(e),
            Event::Academy(e) => self.apply_academy(e),
            Event::Heir(e) => self.apply_heir_event(e),
            Event::Duel(e) => self.apply_duel(e),
        }
    }

    /// Takes a Trick's markers off the Performance cards (back to the supply).
    pub(crate) fn remove_theater_markers(&mut self, seat: Seat, symbol: crate::model::Symbol) {
        for card in &mut self.theater {
            for (i, m) in card.markers.iter_mut().enumerate() {
                if matches!(m, Some(m) if m.seat == seat && m.symbol == symbol) {
                    *m = None;
                    card.piled.retain(|&s| s as usize != i);
                }
            }
            card.guests
                .retain(|m| !(m.seat == seat && m.symbol == symbol));
        }
    }

    /// Takes one marker off an own Trick card, to set it up facing `facing`.
    pub(crate) fn take_marker(&mut self, seat: Seat, trick: TrickId, facing: Dir) -> Marker {
        let owned = self.players[seat.index()]
            .tricks
            .iter_mut()
            .find(|t| t.trick == trick)
            .expect("own Trick");
        owned.markers -= 1;
        Marker {
            seat,
            symbol: owned.symbol,
            category: trick.card().category,
            facing,
        }
    }

    pub(crate) fn bump_pos(&mut self) {
        match &mut self.phase {
            Phase::ChooseMagicians { pos }
            | Phase::ChooseTricks { pos }
            | Phase::SetupBoards { pos, .. }
            | Phase::Advertise { pos }
            | Phase::DiscardPowers { pos }
            | Phase::LearnPowers { pos } => *pos += 1,
            _ => {}
        }
    }

    pub(crate) fn powers_mut(&mut self, seat: Seat) -> &mut crate::game::powers::PlayerPowers {
        self.players[seat.index()]
            .powers
            .as_mut()
            .expect("Magician Powers")
    }

    pub(crate) fn end_placement(&mut self) {
        if let Phase::PlaceCharacters { acting, done, .. } = &mut self.phase {
            *acting = None;
            *done = true;
        }
    }

    pub(crate) fn next_day(&mut self, day: Weekday) {
        self.phase = Phase::Performance {
            day: day.index() as u8 + 1,
            performer: None,
        };
    }
}

/// Ears among the Townsfolk: the cards under the Characters change as decided.
pub(crate) fn rearrange(p: &mut crate::game::Player, change: crate::command::Rearrangement) {
    use crate::command::Rearrangement::*;
    let give_back = |p: &mut crate::game::Player, c: CharacterId| {
        match p.special_cards[c.index()].take() {
            Some(card) => p.specials.push(card),
            None => {
                if let Some(loc) = p.cards[c.index()] {
                    p.hand[loc.index()] += 1;
                }
            }
        }
        p.cards[c.index()] = None;
    };
    match change {
        Swap { a, b } => {
            p.cards.swap(a.index(), b.index());
            p.special_cards.swap(a.index(), b.index());
        }
        Replace {
            character,
            location,
        } => {
            give_back(p, character);
            p.hand[location.index()] -= 1;
            p.cards[character.index()] = Some(location);
        }
        ReplaceSpecial { character, card } => {
            give_back(p, character);
            let i = p.specials.iter().position(|&c| c == card).expect("in hand");
            p.specials.remove(i);
            p.special_cards[character.index()] = Some(card);
            p.cards[character.index()] = Some(card.card().location);
        }
    }
}
