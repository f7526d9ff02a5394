//! A player's pieces: where each Character disk is, the Tricks owned, and
//! what the player board holds and allows.

use serde::{Deserialize, Serialize};

use crate::cards::{Category, Component, SpecialId, TrickId};
use crate::game::Player;
use crate::model::{CharacterId, Location, Seat, Slot, Specialist, Symbol};

/// Where one of a player's Character disks is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CharState {
    /// Not hired: in the personal supply.
    #[default]
    Supply,
    /// Hired this turn: waits at the Inn until Return Characters.
    Inn,
    /// On the player board, ready to be assigned.
    Home,
    /// Placed on a slot this turn.
    Placed(Slot),
    /// Left Idle this turn.
    Idle,
}

/// A Trick a player owns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OwnedTrick {
    pub trick: TrickId,
    pub symbol: Symbol,
    /// Trick Markers lying on the Trick card in the Workshop.
    pub markers: u8,
    /// On the Engineer's Trick slot (one more marker when Prepared).
    pub engineer_slot: bool,
}

/// One value per Character, indexed by `CharacterId::index`. The ninth, the
/// Protégé's, is left out of the JSON while it holds its empty value (it
/// always does without the Academy), so the states of other games serialize
/// exactly as when there were eight Characters (docs/RULES_VERSIONS.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerCharacter<T>(pub [T; CharacterId::COUNT]);

impl<T: Copy> PerCharacter<T> {
    pub const fn filled(value: T) -> PerCharacter<T> {
        PerCharacter([value; CharacterId::COUNT])
    }
}

impl<T> std::ops::Deref for PerCharacter<T> {
    type Target = [T; CharacterId::COUNT];
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl<T> std::ops::DerefMut for PerCharacter<T> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl<T: Serialize + Default + PartialEq> Serialize for PerCharacter<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let protege = CharacterId::Protege.index();
        let len = if self.0[protege] == T::default() {
            protege
        } else {
            CharacterId::COUNT
        };
        s.collect_seq(&self.0[..len])
    }
}

impl<'de, T: Deserialize<'de> + Default + Copy> Deserialize<'de> for PerCharacter<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if !(CharacterId::BASE.len()..=CharacterId::COUNT).contains(&items.len()) {
            return Err(serde::de::Error::invalid_length(
                items.len(),
                &"eight or nine Characters",
            ));
        }
        let mut out = [T::default(); CharacterId::COUNT];
        out[..items.len()].copy_from_slice(&items);
        Ok(PerCharacter(out))
    }
}

impl Player {
    /// Receives a yield (a Performance slot, a Power, a Secret).
    pub(crate) fn gain(&mut self, fame: u32, coins: u32, shards: u32) {
        self.fame += fame;
        self.coins += coins;
        self.shards += shards;
    }

    pub(crate) fn new() -> Player {
        let mut characters = PerCharacter::filled(CharState::Supply);
        characters[CharacterId::Magician.index()] = CharState::Home;
        characters[CharacterId::Apprentice1.index()] = CharState::Home;
        Player {
            magician: None,
            coins: 0,
            fame: crate::board::STARTING_FAME,
            shards: crate::board::STARTING_SHARDS,
            tricks: Vec::new(),
            components: [0; 12],
            multi_slots: [None; 2],
            characters,
            cards: PerCharacter::filled(None),
            hand: crate::board::BASE_HAND,
            assistant_slot: None,
            advertised: false,
            assignment_confirmed: false,
            specials: Vec::new(),
            special_cards: PerCharacter::filled(None),
            ability_used: false,
            forfeited: PerCharacter::filled(false),
            mimicked: None,
            hidden_talent: None,
            hypnotized: None,
            enhanced_tricks: Vec::new(),
            performed_tricks: Vec::new(),
            powers: None,
            academy: None,
        }
    }

    pub fn favorite(&self) -> Option<Category> {
        self.magician.map(|m| m.card().favorite)
    }

    /// The Magician's Dark Alley ability.
    pub fn ability(&self) -> Option<crate::cards::MagicianAbility> {
        self.magician.map(|m| m.ability())
    }

    pub fn state(&self, c: CharacterId) -> CharState {
        self.characters[c.index()]
    }

    /// A Specialist counts (its extension is on the board) once it has joined the team.
    pub fn has_specialist(&self, s: Specialist) -> bool {
        !matches!(
            self.state(s.character()),
            CharState::Supply | CharState::Inn
        )
    }

    /// Characters on the team (not in the supply, not waiting at the Inn).
    pub fn team(&self) -> impl Iterator<Item = CharacterId> + '_ {
        CharacterId::ALL
            .into_iter()
            .filter(|&c| !matches!(self.state(c), CharState::Supply | CharState::Inn))
    }

    /// The next Apprentice to hire, in order, skipping `skip`.
    pub(crate) fn next_apprentice(&self, skip: Option<CharacterId>) -> Option<CharacterId> {
        CharacterId::APPRENTICES
            .into_iter()
            .find(|&c| self.state(c) == CharState::Supply && Some(c) != skip)
    }

    pub fn apprentices_owned(&self) -> u32 {
        CharacterId::APPRENTICES
            .iter()
            .filter(|&&c| self.state(c) != CharState::Supply)
            .count() as u32
    }

    pub fn specialists_owned(&self) -> u32 {
        Specialist::ALL
            .iter()
            .filter(|&&s| self.state(s.character()) != CharState::Supply)
            .count() as u32
    }

    /// Effective amount of a Component: a pile on a Multi slot counts one more.
    pub fn effective(&self, c: Component) -> u8 {
        let n = self.components[c.index()];
        if n > 0 && self.multi_slots.contains(&Some(c)) {
            n + 1
        } else {
            n
        }
    }

    /// Component piles on the player board proper (not on Multi slots).
    pub fn board_piles(&self) -> usize {
        Player::piles_of(&self.components, &self.multi_slots)
    }

    /// The piles of `components` on the board proper, beside `multi_slots`.
    pub(crate) fn piles_of(components: &[u8; 12], multi_slots: &[Option<Component>; 2]) -> usize {
        let piles = components.iter().filter(|&&n| n > 0).count();
        // The piles on the Multi slots (one type counted once).
        let on_multi = match *multi_slots {
            [Some(a), Some(b)] if a != b => {
                usize::from(components[a.index()] > 0) + usize::from(components[b.index()] > 0)
            }
            [Some(c), _] | [None, Some(c)] => usize::from(components[c.index()] > 0),
            [None, None] => 0,
        };
        piles - on_multi
    }

    pub fn meets_requirements(&self, trick: TrickId) -> bool {
        trick
            .card()
            .components
            .iter()
            .all(|&(c, n)| self.effective(c) >= n)
    }

    pub fn trick(&self, trick: TrickId) -> Option<&OwnedTrick> {
        self.tricks.iter().find(|t| t.trick == trick)
    }

    pub fn trick_by_symbol(&self, symbol: Symbol) -> Option<&OwnedTrick> {
        self.tricks.iter().find(|t| t.symbol == symbol)
    }

    pub fn free_symbol(&self) -> Option<Symbol> {
        Symbol::ALL
            .into_iter()
            .find(|s| self.trick_by_symbol(*s).is_none())
    }

    /// The Special Assignment ability a Character carries this turn (its own
    /// card, or the Great Optico's copy), unless forfeited.
    pub fn ability_of(&self, c: CharacterId) -> Option<SpecialId> {
        if self.forfeited[c.index()] {
            return None;
        }
        self.special_cards[c.index()]
            .or(self.mimicked.filter(|(m, _)| *m == c).map(|(_, card)| card))
    }

    /// Assignment cards in hand, Permanent and Special.
    pub fn hand_size(&self) -> u32 {
        self.hand.iter().map(|&n| n as u32).sum::<u32>() + self.specials.len() as u32
    }
}

/// How a Character's Assignment card shows.
/// An Assignment card under a Character, as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CardView {
    FaceDown,
    Revealed(Location),
}

/// A Character as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CharacterView {
    pub character: CharacterId,
    pub state: CharState,
    pub card: Option<CardView>,
    /// The Special Assignment card under it, once revealed (always for its owner).
    pub special: Option<SpecialId>,
}

impl crate::game::Game {
    /// A player's Characters off the supply, their cards shown to `own`er
    /// or once revealed.
    pub(crate) fn character_views(&self, seat: Seat, own: bool) -> Vec<CharacterView> {
        let p = self.player(seat);
        CharacterId::ALL
            .into_iter()
            .filter(|&c| p.state(c) != CharState::Supply)
            .map(|c| {
                let shown = own || self.card_revealed(seat, c);
                CharacterView {
                    character: c,
                    state: p.state(c),
                    card: p.cards[c.index()].map(|loc| {
                        if shown {
                            CardView::Revealed(loc)
                        } else {
                            CardView::FaceDown
                        }
                    }),
                    special: p.special_cards[c.index()].filter(|_| shown),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Player;
    use crate::model::Component::{self, *};

    /// The piles on the board proper, one type at a time: a type with
    /// Components counts unless a Multi slot holds it.
    fn piles_by_type(components: &[u8; 12], multi: &[Option<Component>; 2]) -> usize {
        Component::ALL
            .iter()
            .filter(|&&c| components[c.index()] > 0 && !multi.contains(&Some(c)))
            .count()
    }

    /// "Player Setup" (the Manager's Multi Component slots): a pile there
    /// takes no Component slot of the board, however the two slots are filled.
    #[test]
    fn multi_slot_piles_take_no_board_slot() {
        let mut components = [0u8; 12];
        components[Wood.index()] = 2;
        components[Rope.index()] = 1;
        components[Cog.index()] = 3;
        for multi in [
            [None, None],
            [Some(Wood), None],
            [None, Some(Rope)],
            [Some(Wood), Some(Rope)],
            [Some(Wood), Some(Wood)],
            [Some(Glass), Some(Cog)],
            [Some(Glass), Some(Mirror)],
        ] {
            assert_eq!(
                Player::piles_of(&components, &multi),
                piles_by_type(&components, &multi),
                "{multi:?}"
            );
        }
        assert_eq!(Player::piles_of(&components, &[Some(Wood), Some(Cog)]), 1);
    }
}
