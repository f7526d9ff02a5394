//! Downtown's Actions for `legal_commands`: Learn Trick, then the dice's
//! Hire Character, Take Coins, Reroll Die and Set Die.

use crate::cards::{Enhances, HireEffect, LearnEffect, SpecialEffect, TakeCoinsEffect, TrickId};
use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::Game;
use crate::model::{DieFace, DieId, Seat};

impl Game {
    pub(crate) fn downtown_candidates(
        &self,
        seat: Seat,
        ap: u8,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        self.learn_candidates(seat, ap, prune, cands);
        expansions.add(At::Downtown, cands);
        self.dice_candidates(seat, ap, prune, cands);
    }

    fn learn_candidates(&self, seat: Seat, ap: u8, prune: bool, cands: &mut Vec<Command>) {
        let p = self.player(seat);
        let thirst = self
            .acting_special(seat, Enhances::LearnTrick)
            .is_some_and(|c| c.effect() == SpecialEffect::Learn(LearnEffect::ThirstForKnowledge));
        // (prune) decide_learn: the Action Points, a free Symbol Marker
        // (four Tricks at most).
        if prune && (ap < self.learn_ap(seat, thirst) || p.free_symbol().is_none()) {
            return;
        }
        for die in [DieId::Residence1, DieId::Residence2] {
            let face = self.die(die);
            for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
                if !prune || self.may_learn(seat, face, trick, thirst) {
                    cands.push(Command::learn_trick(die, trick));
                }
            }
        }
    }

    /// (prune) decide_learn: a die that is not X showing the category, '?',
    /// or the Favorite category (any with A30 Thirst for Knowledge); Coins
    /// for the missing Fame.
    fn may_learn(&self, seat: Seat, face: DieFace, trick: TrickId, thirst: bool) -> bool {
        let p = self.player(seat);
        let card = trick.card();
        let allowed = match face {
            DieFace::X => false,
            DieFace::AnyTrick => true,
            DieFace::Trick(c) => c == card.category,
            _ => false,
        } || (face != DieFace::X && (p.favorite() == Some(card.category) || thirst));
        allowed && self.learn_price(seat, trick) <= p.coins
    }

    /// Hire Character, Take Coins, Reroll Die and Set Die, die by die.
    fn dice_candidates(&self, seat: Seat, ap: u8, prune: bool, cands: &mut Vec<Command>) {
        let interest = self
            .acting_special(seat, Enhances::TakeCoins)
            .is_some_and(|c| c.effect() == SpecialEffect::TakeCoins(TakeCoinsEffect::Interest));
        let coins_ap = self.take_coins_ap(seat, interest);
        let headhunter = self
            .acting_special(seat, Enhances::HireCharacter)
            .is_some_and(|c| c.effect() == SpecialEffect::Hire(HireEffect::Headhunter));
        let hire_ap = self.hire_ap(seat, headhunter);
        for die in DieId::ALL {
            // (prune) decide_hire: the Action Points, an Inn die that is not X.
            if !prune
                || (ap >= hire_ap
                    && matches!(die, DieId::InnSpecialist | DieId::InnApprentice)
                    && self.die(die) != DieFace::X)
            {
                cands.push(Command::hire(die));
            }
            // (prune) decide_take_coins: a Bank die showing Coins.
            if !prune
                || (ap >= coins_ap
                    && matches!(die, DieId::Bank1 | DieId::Bank2)
                    && matches!(self.die(die), DieFace::Coins(_)))
            {
                cands.push(Command::take_coins(die));
            }
            cands.push(Command::RerollDie { die });
            // (prune) decide_set_die: the Action Points, and another face.
            if prune && ap < self.set_die_ap(seat) {
                continue;
            }
            let mut faces = die.faces().to_vec();
            faces.dedup();
            for face in faces {
                if !prune || self.die(die) != face {
                    cands.push(Command::SetDie { die, face });
                }
            }
        }
    }
}
