//! The Academy's four Actions as the engine decides them (004 "New
//! location: Academy"): the acting Character stands at the Academy and
//! pays 2 Action Points (fewer with the Protégé's Secrets); the board
//! checks the rest and returns the fact the event carries.

use super::{secrets, Renovator, Spot, ACTION_AP};
use crate::cards::{MagicianAbility, ProphecyId, ProphecyKind, TrickId, Yield};
use crate::content::academy::{SecretAction, SecretEffect};
use crate::error::RuleError;
use crate::game::academy::AcademyEvent;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::Event;
use crate::game::Game;
use crate::model::{Location, Seat};

impl Game {
    fn academy_board(&self) -> Result<&super::AcademyBoard, RuleError> {
        self.academy
            .as_ref()
            .ok_or(RuleError::WrongTime("why-game-played-without-academy"))
    }

    /// The Action Point cost `action` costs the acting Character: 2, less
    /// with a Secret that makes it cheaper.
    fn academy_ap(&self, seat: Seat, action: SecretAction) -> u8 {
        self.secret_cost(seat, action, ACTION_AP)
    }

    /// The Star Pupil's Fame for an Academy Action (a Secret).
    fn push_academy_fame(&self, seat: Seat, out: &mut Vec<Event>) {
        self.push_acting_secret_yields(seat, out, |e| match e {
            SecretEffect::AcademyFame { fame } => Some(Yield {
                fame,
                ..Yield::default()
            }),
            _ => None,
        });
    }

    /// 004 "Renovate".
    pub(crate) fn decide_renovate(
        &self,
        seat: Seat,
        wing: u8,
        level: u8,
        tile: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.academy_board()?;
        let ap = self.academy_ap(seat, SecretAction::Renovate);
        self.acting_at(seat, Location::Academy, ap)?;
        let p = self.player(seat);
        let renovated = board.renovate(
            Renovator {
                seat,
                fame: p.fame,
                coins: p.coins,
                // 004 "New magicians", Geert van Augustin.
                geert: p.ability() == Some(MagicianAbility::FreeRenovation),
                // 004 "New prophecies": 2/4/6 more Fame.
                prophecy: self.prophecy(ProphecyKind::RenovationFame),
                turn: self.turn,
                discount: self.acting_secret_coins(seat, secrets::renovate_discount),
            },
            wing,
            level,
            tile,
        )?;
        let shards = renovated.shards;
        out.push(Event::Academy(AcademyEvent::WingRenovated {
            renovated,
            ap,
        }));
        if shards > 0 {
            self.push_shard_extras(&[seat], out);
        }
        self.push_academy_fame(seat, out);
        Ok(())
    }

    /// 004 "Practice".
    pub(crate) fn decide_practice(
        &self,
        seat: Seat,
        trick: TrickId,
        spot: Spot,
        free: Option<TrickId>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.academy_board()?;
        let ap = self.academy_ap(seat, SecretAction::Practice);
        self.acting_at(seat, Location::Academy, ap)?;
        let p = self.player(seat);
        let symbol = p.trick(trick).ok_or(RuleError::NotYourTrick)?.symbol;
        let free = match free {
            Some(t) => Some(p.trick(t).ok_or(RuleError::NotYourTrick)?.symbol),
            None => None,
        };
        let moved = board.practice(seat, symbol, spot, free)?;
        out.push(Event::Academy(AcademyEvent::AcademyMarkerPlaced {
            moved,
            trick,
            teach: false,
            ap,
        }));
        // 004 "New prophecies": 2/4/6 Coins by Fame Threshold.
        if self.prophecy(ProphecyKind::PracticeCoins) {
            out.push(Event::Ledger(LedgerEvent::CoinsGained {
                seat,
                coins: super::prophecy_practice_coins(trick.card().threshold),
            }));
        }
        self.push_academy_fame(seat, out);
        Ok(())
    }

    /// 004 "Teach".
    pub(crate) fn decide_teach(
        &self,
        seat: Seat,
        trick: TrickId,
        spot: Spot,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.academy_board()?;
        let ap = self.academy_ap(seat, SecretAction::Teach);
        self.acting_at(seat, Location::Academy, ap)?;
        let p = self.player(seat);
        let symbol = p.trick(trick).ok_or(RuleError::NotYourTrick)?.symbol;
        let moved = board.teach(seat, symbol, spot, p.meets_requirements(trick))?;
        out.push(Event::Academy(AcademyEvent::AcademyMarkerPlaced {
            moved,
            trick,
            teach: true,
            ap,
        }));
        // 004 "New prophecies": the Classroom yield at once.
        if self.prophecy(ProphecyKind::ClassYieldAtOnce) {
            let (tile, _) = board.wings[spot.wing as usize]
                .tile
                .expect("a renovated wing");
            let slot = board.content().classrooms[tile as usize].slots[spot.slot as usize];
            // Its yield in the Classroom: not a Practice Room's it leaves.
            let y = super::classroom_yield(
                slot,
                self.enhanced_yield(seat, trick),
                trick.card().threshold,
            );
            let why = FameReason::Prophecy(ProphecyId::of(ProphecyKind::ClassYieldAtOnce));
            if y.fame > 0 {
                out.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: y.fame as i32,
                    why,
                }));
            }
            if y.coins > 0 {
                out.push(Event::Ledger(LedgerEvent::CoinsGained {
                    seat,
                    coins: y.coins,
                }));
            }
            if y.shards > 0 {
                out.push(Event::Ledger(LedgerEvent::ShardsGained {
                    seat,
                    shards: y.shards,
                    extra: None,
                }));
                self.push_shard_extras(&[seat], out);
            }
        }
        self.push_academy_fame(seat, out);
        Ok(())
    }

    /// 004 "Learn Secret": once per Character sent to the Academy.
    pub(crate) fn decide_learn_secret(
        &self,
        seat: Seat,
        secret: u8,
        space: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.academy_board()?;
        let ap = self.academy_ap(seat, SecretAction::LearnSecret);
        let a = self.acting_at(seat, Location::Academy, ap)?;
        if a.learned_secret {
            return Err(RuleError::WrongTime(
                "why-learn-secret-taken-once-per-character",
            ));
        }
        let held = self
            .player(seat)
            .academy
            .as_ref()
            .map(|a| a.secrets)
            .unwrap_or_default();
        let learned = board.learn_secret(seat, &held, secret, space)?;
        out.push(Event::Academy(AcademyEvent::SecretLearned { learned, ap }));
        self.push_academy_fame(seat, out);
        Ok(())
    }
}
