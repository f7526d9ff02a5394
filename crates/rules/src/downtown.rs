//! Downtown (rulebook "Downtown"): Learn Trick at the Dahlgaard Residence, Hire
//! Character at the Inn, Take Coins at the Bank, Reroll Die and Set Die.

use crate::cards::TrickId;
use crate::error::RuleError;
use crate::event::Event;
use crate::model::{CharacterId, DieFace, DieId, Location, Seat};
use crate::state::{CharState, Game};

pub(crate) const LEARN_AP: u8 = 3;
pub(crate) const HIRE_AP: u8 = 3;
pub(crate) const TAKE_COINS_AP: u8 = 3;
pub(crate) const REROLL_AP: u8 = 1;
pub(crate) const SET_DIE_AP: u8 = 2;

impl Game {
    pub(crate) fn die(&self, die: DieId) -> DieFace {
        self.dice[die.index()]
    }

    /// Learn Trick: a category shown on a Residence die ('?' for any), or the
    /// Favorite category on a die that is not X; Coins make up missing Fame.
    pub(crate) fn decide_learn(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, LEARN_AP)?;
        if !matches!(die, DieId::Residence1 | DieId::Residence2) {
            return Err(RuleError::BadDie(
                "Tricks are learned with a Dahlgaard Residence die",
            ));
        }
        if trick.0 as usize >= crate::cards::TRICKS.len() || !self.in_residence(trick) {
            return Err(RuleError::TrickUnavailable(
                "it is not in the Dahlgaard Residence",
            ));
        }
        let p = self.player(seat);
        let card = trick.card();
        let allowed = match self.die(die) {
            DieFace::X => return Err(RuleError::BadDie("that die shows X")),
            DieFace::AnyTrick => true,
            DieFace::Trick(c) => c == card.category,
            _ => false,
        } || p.favorite() == Some(card.category);
        if !allowed {
            return Err(RuleError::TrickUnavailable(
                "its category is neither on that die nor your Favorite",
            ));
        }
        let symbol = p
            .free_symbol()
            .ok_or(RuleError::TrickUnavailable("you already own four Tricks"))?;
        let coins = card.threshold.saturating_sub(p.fame);
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        out.push(Event::TrickLearned {
            seat,
            trick,
            symbol,
            die,
            coins,
            ap: LEARN_AP,
        });
        Ok(())
    }

    /// Hire Character: the Character shown on an Inn die joins at Return Characters;
    /// one of each Specialist at most.
    pub(crate) fn decide_hire(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, HIRE_AP)?;
        let p = self.player(seat);
        let character = match (die, self.die(die)) {
            (DieId::InnSpecialist | DieId::InnApprentice, DieFace::X) => {
                return Err(RuleError::BadDie("that die shows X"))
            }
            (DieId::InnSpecialist, DieFace::Hire(s)) => {
                if p.state(s.character()) != CharState::Supply {
                    return Err(RuleError::CannotHire(
                        "you may hire only one of each Specialist",
                    ));
                }
                s.character()
            }
            (DieId::InnApprentice, DieFace::HireApprentice) => CharacterId::APPRENTICES
                .into_iter()
                .find(|&c| p.state(c) == CharState::Supply)
                .ok_or(RuleError::CannotHire(
                    "all four of your Apprentices are already hired",
                ))?,
            _ => return Err(RuleError::BadDie("Characters are hired with an Inn die")),
        };
        out.push(Event::CharacterHired {
            seat,
            character,
            die,
            ap: HIRE_AP,
        });
        Ok(())
    }

    pub(crate) fn decide_take_coins(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, TAKE_COINS_AP)?;
        match (die, self.die(die)) {
            (DieId::Bank1 | DieId::Bank2, DieFace::Coins(coins)) => {
                out.push(Event::CoinsTaken {
                    seat,
                    die,
                    coins,
                    ap: TAKE_COINS_AP,
                });
                Ok(())
            }
            (DieId::Bank1 | DieId::Bank2, _) => Err(RuleError::BadDie("that die shows X")),
            _ => Err(RuleError::BadDie("Coins are taken with a Bank die")),
        }
    }

    pub(crate) fn decide_reroll(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, REROLL_AP)?;
        let face = die.faces()[self.rng.next_stream().below(6)];
        out.push(Event::DieRerolled {
            seat,
            die,
            face,
            ap: REROLL_AP,
        });
        Ok(())
    }

    pub(crate) fn decide_set_die(
        &self,
        seat: Seat,
        die: DieId,
        face: DieFace,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, SET_DIE_AP)?;
        if !die.faces().contains(&face) {
            return Err(RuleError::BadDie("that die has no such face"));
        }
        if self.die(die) == face {
            return Err(RuleError::BadDie("the die already shows that face"));
        }
        out.push(Event::DieSet {
            seat,
            die,
            face,
            ap: SET_DIE_AP,
        });
        Ok(())
    }
}
