//! Where the Academy's Secrets and Magicians act in the engine (004 "New
//! character: Protegé", "New magicians"): the Secrets a Character carries
//! (the Protégé all of its own, an Apprentice Anjali lent one to that one),
//! the Action Point costs and prices they lower, the yields they add, and
//! Anjali's lent Secret itself.

use super::secrets;
use crate::cards::{MagicianAbility, Yield};
use crate::content::academy::{SecretAction, SecretEffect};
use crate::error::RuleError;
use crate::game::academy::AcademyEvent;
use crate::game::base::player::CharState;
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Seat, Weekday};

impl Game {
    /// The Secrets `character` of `seat` carries this turn: the Protégé
    /// every Secret on its extension, an Apprentice the one Anjali lent it.
    pub(crate) fn secrets_of(&self, seat: Seat, character: CharacterId) -> Vec<u8> {
        let Some(a) = &self.player(seat).academy else {
            return Vec::new();
        };
        // 004 "Academy" (solo): the Heir's Secrets only change its
        // Protégé's Action Points; their abilities do not matter.
        if self.is_heir(seat) {
            return Vec::new();
        }
        match character {
            CharacterId::Protege => a.held(),
            c => a
                .lent
                .filter(|(who, _)| *who == c)
                .map(|(_, s)| vec![s])
                .unwrap_or_default(),
        }
    }

    /// The Secrets of the Character `seat` is taking Actions with now.
    pub(crate) fn acting_secrets(&self, seat: Seat) -> Vec<u8> {
        match &self.phase {
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat => self.secrets_of(seat, a.character),
            _ => Vec::new(),
        }
    }

    /// An Action's Action Point cost `base` (after the Prophecies and
    /// Powers) with the acting Character's CheaperAction Secrets, never
    /// below 1.
    pub(crate) fn secret_cost(&self, seat: Seat, action: SecretAction, base: u8) -> u8 {
        if self.academy.is_none() {
            return base;
        }
        let held = self.acting_secrets(seat);
        if held.is_empty() {
            base
        } else {
            secrets::action_ap(self.academy_content(), &held, action, base)
        }
    }

    /// A Secret coin figure of the acting Character (discounts, bonuses).
    pub(crate) fn acting_secret_coins(
        &self,
        seat: Seat,
        pick: fn(&super::AcademyContent, &[u8]) -> u32,
    ) -> u32 {
        if self.academy.is_none() {
            return 0;
        }
        pick(self.academy_content(), &self.acting_secrets(seat))
    }

    /// A `SecretYield` event for each Secret in `held` that `gain` picks a
    /// gain from (and the Prophecies' Shard extras).
    pub(crate) fn push_secret_yields(
        &self,
        seat: Seat,
        held: &[u8],
        out: &mut Vec<Event>,
        gain: impl Fn(SecretEffect) -> Option<Yield>,
    ) {
        for &secret in held {
            let effect = self.academy_content().secrets[secret as usize].effect;
            let Some(y) = gain(effect) else { continue };
            if y.fame + y.coins + y.shards == 0 {
                continue;
            }
            out.push(Event::Academy(AcademyEvent::SecretYield {
                seat,
                secret,
                fame: y.fame,
                coins: y.coins,
                shards: y.shards,
            }));
            if y.shards > 0 {
                self.push_after(seat, crate::game::modifier::Done::GainedShard, out);
            }
        }
    }

    /// `push_secret_yields` for the acting Character's Secrets.
    pub(crate) fn push_acting_secret_yields(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
        gain: impl Fn(SecretEffect) -> Option<Yield>,
    ) {
        if self.academy.is_some() {
            let held = self.acting_secrets(seat);
            self.push_secret_yields(seat, &held, out, gain);
        }
    }

    /// Secrets of the performer's Characters backstage on `day`
    /// (BackstageBonus: "when you Perform while the Protégé is backstage").
    pub(crate) fn push_backstage_secrets(
        &self,
        performer: Seat,
        day: Weekday,
        out: &mut Vec<Event>,
    ) {
        if self.academy.is_none() {
            return;
        }
        for who in self.theater_slots[day.index()][..2].iter().flatten() {
            if who.0 != performer {
                continue;
            }
            let held = self.secrets_of(performer, who.1);
            self.push_secret_yields(performer, &held, out, |e| match e {
                SecretEffect::BackstageBonus {
                    fame,
                    coins,
                    shards,
                } => Some(Yield {
                    fame,
                    coins,
                    shards,
                }),
                _ => None,
            });
        }
    }

    /// 004 "New magicians", Lumenia the Radiant: Link Bonuses one larger.
    pub(crate) fn lumenia_extra(&self, seat: Seat) -> u32 {
        u32::from(self.player(seat).ability() == Some(MagicianAbility::BrighterLinks))
    }

    /// 004 "New magicians", Anjali: in the Assignment phase, a Coin on one
    /// of your Apprentices lends it one of the Protégé's Secrets this turn.
    /// Lending again moves the Coin (and changes the Secret).
    pub(crate) fn decide_lend_secret(
        &self,
        seat: Seat,
        apprentice: CharacterId,
        secret: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        let a = p
            .academy
            .as_ref()
            .ok_or(RuleError::WrongTime("why-game-played-without-academy"))?;
        if p.ability() != Some(MagicianAbility::LentSecret) {
            return Err(RuleError::WrongTime("why-lending-secret-anjali"));
        }
        if self.phase != Phase::Assignment {
            return Err(RuleError::WrongTime(
                "why-anjali-lends-secret-assignment-phase",
            ));
        }
        if !apprentice.is_apprentice() || p.state(apprentice) != CharState::Home {
            return Err(RuleError::CharacterUnavailable(
                "why-anjali-lends-secret-one-your-apprentices",
            ));
        }
        if !a.held().contains(&secret) {
            return Err(RuleError::WrongTime(
                "why-anjali-lends-one-your-protege-secrets",
            ));
        }
        if a.lent == Some((apprentice, secret)) {
            return Err(RuleError::WrongTime("why-secret-lent-already"));
        }
        let coins = u32::from(a.lent.is_none());
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        out.push(Event::Academy(AcademyEvent::SecretLent {
            seat,
            apprentice,
            secret: Some(secret),
            coins,
        }));
        Ok(())
    }

    /// Anjali's Coin after the Performances: discarded when the Apprentice
    /// was sent out, kept (back to the player) when it stayed Idle.
    pub(crate) fn push_lent_secrets_end(&self, out: &mut Vec<Event>) {
        for seat in self.seats() {
            let p = self.player(seat);
            if let Some((apprentice, _)) = p.academy.as_ref().and_then(|a| a.lent) {
                out.push(Event::Academy(AcademyEvent::LentSecretEnded {
                    seat,
                    apprentice,
                    kept: !matches!(p.state(apprentice), CharState::Placed(_)),
                }));
            }
        }
    }
}
