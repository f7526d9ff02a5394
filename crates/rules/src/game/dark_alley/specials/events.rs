//! The events of this part of the rules: what happened (SpecialEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, PerformanceId, SpecialId, TrickId};
use crate::game::base::player::CharState;
use crate::game::{Game, Phase};
use crate::log::{amount, Log};
use crate::model::{CharacterId, DieFace, DieId, Seat, Specialist, Viewer};
use crate::words::{comma_joined, Msg};

/// A Special Assignment card as the log names it: its name and its printed
/// code ("Guest Performer (A06)").
fn card_words(msg: Msg, card: SpecialId) -> Msg {
    msg.named("card", card).str("code", card.card().code)
}

/// The Dark Alley's Special Assignment cards: assigned, revealed, placed, used, and what their effects do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SpecialEvent {
    /// A Special Assignment card went face down under a Character (`card` hidden
    /// from others).
    SpecialAssigned {
        seat: Seat,
        character: CharacterId,
        card: Option<SpecialId>,
    },
    SpecialUnassigned {
        seat: Seat,
        character: CharacterId,
        card: Option<SpecialId>,
    },
    /// The Special Assignment cards turned face up with the others.
    SpecialsRevealed {
        cards: Vec<(Seat, CharacterId, SpecialId)>,
    },
    /// A Character placed with a Special Assignment card (or, with `mimic`, the
    /// Great Optico's copy of one): its ability, or +1 AP when `forfeit`.
    SpecialPlaced {
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
        forfeit: bool,
        mimic: bool,
    },
    /// A Special Assignment ability was spent on an Action.
    SpecialUsed { seat: Seat, card: SpecialId },
    /// A29 Trick Overhaul: `old` goes back to the Residence; `new` takes its
    /// Symbol and the markers on its card (its markers in the Theater go home).
    TrickOverhauled {
        seat: Seat,
        old: TrickId,
        new: TrickId,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    /// A27 Hypnotic Motivation: the hired Character joins at once.
    Hypnotized { seat: Seat, character: CharacterId },
    /// A34 Interest: the Bank die rolled once more before going to X.
    InterestRolled {
        seat: Seat,
        face: DieFace,
        coins: u32,
    },
    /// A41 Logistics: the ordered Component joins the stock beside the Buy area.
    StockAdded {
        seat: Seat,
        component: Component,
        ap: u8,
    },
    /// A40 Shoplifting: a Buy slot's Component is taken and replaced.
    StockReplaced { slot: u8, component: Component },
    /// A06 Guest Performer: a marker lies on an unused area of a full card.
    GuestSetUp {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        ap: u8,
    },
    /// A10 Buying Time: two Performance cards change places.
    PerformanceCardsSwapped { a: PerformanceId, b: PerformanceId },
    /// A14 Street Performance: a marker leaves its card for its Trick's yields.
    StreetPerformed {
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        trick: TrickId,
        fame: u32,
        coins: u32,
        shards: u32,
        ap: u8,
    },
    /// A22 Enhance Trick: a Shard spent; the Trick yields +1 Fame and Coin.
    TrickEnhanced { seat: Seat, trick: TrickId },
    /// A24 Hidden Talent chosen: at Return Characters `apprentice` becomes `specialist`.
    TalentSpotted {
        seat: Seat,
        apprentice: CharacterId,
        specialist: Specialist,
    },
    /// A24 Hidden Talent: the Apprentice goes back to the supply, the Specialist
    /// joins and its Wages are paid now.
    TalentHired {
        seat: Seat,
        apprentice: CharacterId,
        specialist: Specialist,
        paid: u32,
        fame_lost: u32,
    },
    /// A11 Durable Components: a performed marker goes back onto its Trick card.
    MarkerKept { seat: Seat, trick: TrickId },
}

impl SpecialEvent {
    /// What `viewer` may see of it: a card under another player's
    /// Character is hidden until revealed.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let mut e = self.clone();
        if let SpecialEvent::SpecialAssigned { seat, card, .. }
        | SpecialEvent::SpecialUnassigned { seat, card, .. } = &mut e
        {
            if !viewer.is(*seat) {
                *card = None;
            }
        }
        e
    }

    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use SpecialEvent::*;
        let said = |id, seat: &Seat| Msg::new(id).str("seat", log.name(*seat));
        match self {
            SpecialAssigned {
                seat,
                character,
                card,
            } => match card {
                Some(c) => card_words(said("log-special-assigned", seat), *c),
                None => said("log-special-assigned-hidden", seat),
            }
            .named("character", character),
            SpecialUnassigned {
                seat, character, ..
            } => said("log-special-unassigned", seat).named("character", character),
            SpecialsRevealed { cards } => {
                let items = cards
                    .iter()
                    .map(|(s, c, card)| {
                        card_words(said("log-special-revealed", s), *card)
                            .named("character", c)
                            .into()
                    })
                    .collect();
                Msg::new("log-specials-revealed").arg("cards", comma_joined(items))
            }
            SpecialPlaced {
                seat,
                card,
                forfeit,
                mimic,
                ..
            } => {
                let id = match (*mimic, *forfeit) {
                    (false, false) => "log-special-placed",
                    (false, true) => "log-special-placed-forfeit",
                    (true, false) => "log-special-mimicked",
                    (true, true) => "log-special-mimicked-forfeit",
                };
                card_words(said(id, seat), *card)
            }
            SpecialUsed { seat, card } => card_words(said("log-special-used", seat), *card),
            TrickOverhauled { seat, old, new, .. } => said("log-trick-overhauled", seat)
                .named("old", old)
                .named("new", new),
            Hypnotized { seat, character } => {
                said("log-hypnotized", seat).named("character", character)
            }
            InterestRolled { seat, coins, .. } => {
                said("log-interest-rolled", seat).arg("coins", amount("amount-coins", *coins))
            }
            GuestSetUp {
                seat, trick, card, ..
            } => said("log-guest-set-up", seat)
                .named("trick", trick)
                .str("card", card.label()),
            PerformanceCardsSwapped { a, b } => Msg::new("log-performance-cards-swapped")
                .str("a", a.label())
                .str("b", b.label()),
            StreetPerformed {
                seat,
                trick,
                fame,
                coins,
                shards,
                ..
            } => said("log-street-performed", seat)
                .named("trick", trick)
                .arg("fame", amount("amount-fame", *fame))
                .arg("coins", amount("amount-coins", *coins))
                .arg("shards", amount("amount-shards", *shards)),
            StockAdded {
                seat, component, ..
            } => said("log-stock-added", seat).named("component", component),
            StockReplaced { component, .. } => {
                Msg::new("log-stock-replaced").named("component", component)
            }
            TrickEnhanced { seat, trick } => said("log-trick-enhanced", seat).named("trick", trick),
            TalentSpotted {
                seat, specialist, ..
            } => said("log-talent-spotted", seat).named("specialist", specialist),
            TalentHired {
                seat, specialist, ..
            } => said("log-talent-hired", seat).named("specialist", specialist),
            MarkerKept { seat, trick } => said("log-marker-kept", seat).named("trick", trick),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use SpecialEvent::*;
        match self {
            TrickOverhauled { ap, .. }
            | StockAdded { ap, .. }
            | GuestSetUp { ap, .. }
            | StreetPerformed { ap, .. } => Some(*ap),
            _ => None,
        }
    }
}

impl Game {
    /// Records the facts of a SpecialEvent in the state.
    pub(crate) fn apply_special(&mut self, e: &SpecialEvent) {
        use SpecialEvent::*;
        match e {
            SpecialAssigned {
                seat,
                character,
                card,
            } => {
                let card = card.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                let i = p.specials.iter().position(|&c| c == card).expect("in hand");
                p.specials.remove(i);
                p.special_cards[character.index()] = Some(card);
                p.cards[character.index()] = Some(card.card().location);
            }
            SpecialUnassigned {
                seat,
                character,
                card,
            } => {
                let p = &mut self.players[seat.index()];
                p.specials.push(card.expect("unredacted event"));
                p.special_cards[character.index()] = None;
                p.cards[character.index()] = None;
            }
            SpecialsRevealed { .. } => {}
            SpecialPlaced {
                seat,
                character,
                card,
                forfeit,
                mimic,
            } => {
                let p = &mut self.players[seat.index()];
                p.forfeited[character.index()] = *forfeit;
                if *mimic {
                    p.ability_used = true;
                    p.mimicked = Some((*character, *card));
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.special = (!forfeit).then_some(*card);
                }
            }
            SpecialUsed { seat, card } => {
                use crate::cards::{AnyEffect, QuickOrderEffect, SpecialEffect};
                match card.effect() {
                    SpecialEffect::Any(AnyEffect::BusinessShare) => {
                        self.business_share = Some(*seat)
                    }
                    SpecialEffect::QuickOrder(QuickOrderEffect::DubiousSources) => {
                        self.dubious_sources = Some(*seat)
                    }
                    _ => {}
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.special = None;
                }
            }
            TrickOverhauled {
                seat,
                old,
                new,
                die,
                coins,
                ..
            } => {
                self.residence |= 1 << old.0;
                self.residence &= !(1 << new.0);
                self.dice[die.index()] = crate::model::DieFace::X;
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                let t = p
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *old)
                    .expect("own Trick");
                t.trick = *new;
                let symbol = t.symbol;
                // 004 "Teach": the old Trick goes back to the Residence, and
                // its Academy marker with it (the new one starts outside).
                if let Some(board) = &mut self.academy {
                    board.forget_trick(*seat, symbol);
                }
                self.remove_theater_markers(*seat, symbol);
            }
            Hypnotized { seat, character } => {
                let p = &mut self.players[seat.index()];
                p.characters[character.index()] = CharState::Home;
                p.hypnotized = Some(*character);
            }
            InterestRolled { seat, coins, .. } => {
                self.rng.draws += 1;
                self.players[seat.index()].coins += coins;
            }
            GuestSetUp {
                seat, trick, card, ..
            } => {
                let marker = self.take_marker(*seat, *trick, crate::cards::Dir::Up);
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].guests.push(marker);
            }
            PerformanceCardsSwapped { a, b } => {
                let i = self.card_pos(*a).expect("card in play");
                let j = self.card_pos(*b).expect("card in play");
                self.theater.swap(i, j);
            }
            StreetPerformed {
                seat,
                card,
                slot,
                fame,
                coins,
                shards,
                ..
            } => {
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].markers[*slot as usize] = None;
                self.theater[pos].piled.retain(|s| s != slot);
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            StockAdded { component, .. } => self.market.extra.push(*component),
            StockReplaced { slot, component } => self.market.buy[*slot as usize] = Some(*component),
            TrickEnhanced { seat, trick } => {
                let p = &mut self.players[seat.index()];
                p.shards -= 1;
                p.enhanced_tricks.push(*trick);
            }
            TalentSpotted {
                seat,
                apprentice,
                specialist,
            } => self.players[seat.index()].hidden_talent = Some((*apprentice, *specialist)),
            TalentHired {
                seat,
                apprentice,
                specialist,
                paid,
                fame_lost,
            } => {
                let p = &mut self.players[seat.index()];
                p.hidden_talent = None;
                p.characters[apprentice.index()] = CharState::Supply;
                if p.assistant_slot == Some(*apprentice) {
                    p.assistant_slot = None;
                }
                p.characters[specialist.character().index()] = CharState::Home;
                p.coins -= paid;
                p.fame -= fame_lost;
            }
            MarkerKept { seat, trick } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers += 1;
                }
            }
        }
    }
}
