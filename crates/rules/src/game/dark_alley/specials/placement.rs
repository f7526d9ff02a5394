//! The Dark Alley's Special Assignment cards in the Assignment phase and
//! in Place Characters: assigned and taken back like Permanent cards,
//! revealed with them, and what they (and the Mechaniker's and the Great
//! Optico's abilities) change when their Character is placed.

use crate::cards::{AnyEffect, MagicianAbility, SpecialEffect, SpecialId};
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::player::CharState;
use crate::game::dark_alley::abilities::AbilityEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::modifier::Done;
use crate::game::{Event, Game};
use crate::model::{CharacterId, Location, Seat, Slot};

/// The Dark Alley's choices made when placing a Character (`Command::Place`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlaceOptions {
    pub forfeit: bool,
    pub boost: bool,
    pub mimic: Option<SpecialId>,
}

/// A placement with the Dark Alley's choices, as checked.
pub(crate) struct CardPlacement {
    /// The Special Assignment card placed with the Character (its own or
    /// the one mimicked).
    special: Option<SpecialId>,
    /// That card unless its ability is forfeited.
    ability: Option<SpecialId>,
    freelancer: bool,
    empower: bool,
    /// The slot's price.
    price: u32,
}

impl Game {
    /// `decide_assign_special`'s refusals: `legal_commands` asks this for
    /// every candidate without building the event.
    pub(crate) fn check_assign_special(
        &self,
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
    ) -> Result<(), RuleError> {
        let p = self.card_free(seat, character)?;
        if !p.specials.contains(&card) {
            return Err(RuleError::NoCard("why-such-special"));
        }
        Ok(())
    }

    /// A Special Assignment card from the hand, face down under a Character.
    pub(crate) fn decide_assign_special(
        &self,
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_assign_special(seat, character, card)?;
        out.push(Event::Special(SpecialEvent::SpecialAssigned {
            seat,
            character,
            card: Some(card),
        }));
        Ok(())
    }

    /// Take a Special Assignment card back from under a Character.
    pub(crate) fn decide_unassign_special(
        &self,
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.in_assignment()?;
        out.push(Event::Special(SpecialEvent::SpecialUnassigned {
            seat,
            character,
            card: Some(card),
        }));
        Ok(())
    }

    /// Place a Character with the Dark Alley's choices: its Special
    /// Assignment card (A25 Freelancer: any Location; A35 Empower: Enhance
    /// gives +3; A44 Business Share), `forfeit` (C-128), the Mechaniker's
    /// `boost` and the Great Optico's `mimic`.
    pub(crate) fn decide_place_with_card(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        opts: PlaceOptions,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let c = self.check_place_with_card(seat, character, slot, enhance, opts)?;
        let p = self.player(seat);
        let bonus = i32::from(opts.forfeit) + i32::from(opts.boost);
        self.push_placed(
            seat, character, slot, enhance, c.price, bonus, c.empower, out,
        );
        if opts.boost {
            out.push(Event::Ability(AbilityEvent::AbilityUsed {
                seat,
                magician: p.magician.expect("the Mechaniker"),
            }));
        }
        if let Some(card) = c.special {
            out.push(Event::Special(SpecialEvent::SpecialPlaced {
                seat,
                character,
                card,
                forfeit: opts.forfeit,
                mimic: opts.mimic.is_some(),
            }));
            if (c.freelancer && slot.location() != Location::Workshop) || c.empower {
                out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
            }
        }
        if let Some(card) = c.ability {
            if card.effect() == SpecialEffect::Any(AnyEffect::BusinessShare) {
                out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
            }
        }
        self.push_after(seat, Done::Placed { character, slot }, out);
        Ok(())
    }

    /// `decide_place_with_card`'s refusals, without its events:
    /// `legal_commands` asks this for every placement candidate.
    pub(crate) fn check_place_with_card(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        opts: PlaceOptions,
    ) -> Result<CardPlacement, RuleError> {
        let loc = self.place_check(seat, character)?;
        let p = self.player(seat);
        let own_special = p.special_cards[character.index()];
        if let Some(card) = opts.mimic {
            self.check_mimic(seat, character, loc, card)?;
        }
        let special = own_special.or(opts.mimic);
        if opts.forfeit && special.is_none() {
            return Err(RuleError::CharacterUnavailable(
                "why-only-special-assignment-ability-can-forfeited",
            ));
        }
        let ability = special.filter(|_| !opts.forfeit);
        let ability_effect = ability.map(SpecialId::effect);
        let freelancer = ability_effect == Some(SpecialEffect::Any(AnyEffect::Freelancer));
        if slot.location() != loc && !freelancer {
            return Err(RuleError::SlotUnavailable(
                "why-assignment-card-names-another-location",
            ));
        }
        if opts.boost {
            if p.ability() != Some(MagicianAbility::MechanicalEnhancement) || p.ability_used {
                return Err(RuleError::WrongTime(
                    "why-mechanical-enhancement-mechaniker-once-per-turn",
                ));
            }
            if !character.is_apprentice() || slot.location() == Location::Theater {
                return Err(RuleError::WrongTime(
                    "why-mechanical-enhancement-apprentice-outside-theater",
                ));
            }
        }
        let empower = enhance && ability_effect == Some(SpecialEffect::Any(AnyEffect::Empower));
        let price = self.check_place_on(seat, character, slot, enhance)?;
        Ok(CardPlacement {
            special,
            ability,
            freelancer,
            empower,
            price,
        })
    }

    /// The Great Optico's Mimesis: once per turn, a Permanent card of the same
    /// Location as an opponent's revealed Special Assignment card.
    fn check_mimic(
        &self,
        seat: Seat,
        character: CharacterId,
        loc: Location,
        card: SpecialId,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if p.ability() != Some(MagicianAbility::Mimesis) || p.ability_used {
            return Err(RuleError::WrongTime(
                "why-mimesis-great-optico-once-per-turn",
            ));
        }
        if p.special_cards[character.index()].is_some() {
            return Err(RuleError::WrongTime(
                "why-mimesis-lends-permanent-assignment-card-effect",
            ));
        }
        let shown = self.seats().filter(|&s| s != seat).any(|s| {
            CharacterId::ALL.into_iter().any(|c| {
                self.player(s).special_cards[c.index()] == Some(card) && self.card_revealed(s, c)
            })
        });
        if !shown || card.card().location != loc {
            return Err(RuleError::WrongTime(
                "why-mimesis-copies-opponent-revealed-special-assignment",
            ));
        }
        Ok(())
    }

    /// The Special Assignment cards revealed with the Assignment cards
    /// (none while the Assignment cards stay face down).
    pub(crate) fn push_specials_revealed(&self, out: &mut Vec<Event>) {
        if self.cards_stay_hidden() {
            return;
        }
        let mut cards = Vec::new();
        for seat in self.seats() {
            let p = self.player(seat);
            for c in CharacterId::ALL {
                if let Some(card) = p.special_cards[c.index()] {
                    cards.push((seat, c, card));
                }
            }
        }
        if !cards.is_empty() {
            out.push(Event::Special(SpecialEvent::SpecialsRevealed { cards }));
        }
    }

    /// A25 Freelancer: the Character may go to any Location.
    pub(crate) fn freelancer(&self, seat: Seat, c: CharacterId) -> bool {
        self.player(seat).special_cards[c.index()].map(SpecialId::effect)
            == Some(SpecialEffect::Any(AnyEffect::Freelancer))
    }

    /// The Gentleman's Magic for the Masses: Fame for each of his Tricks
    /// when his Magician goes to a Location of the main board.
    pub(crate) fn push_placed_ability(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        out: &mut Vec<Event>,
    ) {
        let p = self.player(seat);
        if character == CharacterId::Magician
            && p.ability() == Some(MagicianAbility::MagicForTheMasses)
            // 004 "General rule changes" 3: the Academy with the other three.
            && slot.location().is_main_board()
            && !p.tricks.is_empty()
        {
            out.push(Event::Ledger(LedgerEvent::FameChanged {
                seat,
                fame: p.tricks.len() as i32,
                why: crate::game::base::ledger::FameReason::Magician(
                    p.magician.expect("the Gentleman"),
                ),
            }));
        }
    }

    /// End Turn, A24 Hidden Talent: the Specialist joins at once and is
    /// paid now.
    pub(crate) fn push_talent_hired(&self, out: &mut Vec<Event>) {
        for (seat, w) in self.seats().zip(self.wages()) {
            let p = self.player(seat);
            if let Some((apprentice, specialist)) = p.hidden_talent {
                if p.state(specialist.character()) != CharState::Supply
                    || p.state(apprentice) == CharState::Supply
                {
                    continue;
                }
                let coins = p.coins - w.paid;
                let paid = 2.min(coins);
                let fame_lost = (2 * (2 - paid)).min(p.fame - w.fame_lost);
                out.push(Event::Special(SpecialEvent::TalentHired {
                    seat,
                    apprentice,
                    specialist,
                    paid,
                    fame_lost,
                }));
            }
        }
    }

    /// End Turn, A43 Dubious Sources: the Quick Order slot's Component to
    /// its player.
    pub(crate) fn push_dubious_sources(&self, out: &mut Vec<Event>) {
        if let (Some(seat), Some(c)) = (self.dubious_sources, self.market.quick) {
            if crate::game::base::market_row::room_for(self.player(seat), c, 1).is_ok() {
                out.push(Event::Ledger(LedgerEvent::ComponentsGained {
                    seat,
                    component: c,
                    count: 1,
                }));
            }
        }
    }
}
