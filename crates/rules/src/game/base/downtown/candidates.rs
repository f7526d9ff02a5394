//! Downtown's Actions for `legal_commands`: Learn Trick, then the dice's
//! Hire Character, Take Coins, Reroll Die and Set Die.

use crate::cards::TrickId;
use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::base::downtown::{HIRE_AP, LEARN_AP, SET_DIE_AP, TAKE_COINS_AP};
use crate::game::modifier::{Action, Allowance};
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
        let thirst = self.allowed(seat, Allowance::LearnAnyCategory);
        // (prune) decide_learn: the Action Points, a free Symbol Marker
        // (four Tricks at most).
        if prune
            && (ap < self.action_ap(seat, Action::LearnTrick, LEARN_AP)
                || p.free_symbol().is_none())
        {
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
    /// or the Favorite category (any where an expansion allows it); Coins
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
        let coins_ap = self.action_ap(seat, Action::TakeCoins, TAKE_COINS_AP);
        let hire_ap = self.action_ap(seat, Action::Hire, HIRE_AP);
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
            if prune && ap < self.action_ap(seat, Action::SetDie, SET_DIE_AP) {
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
