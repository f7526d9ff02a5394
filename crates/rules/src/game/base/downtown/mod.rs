//! Downtown (rulebook "Downtown"): Learn Trick at the Dahlgaard Residence, Hire
//! Character at the Inn, Take Coins at the Bank, Reroll Die and Set Die.

mod candidates;
mod events;

pub use events::DowntownEvent;

use crate::cards::TrickId;
use crate::error::RuleError;
use crate::game::base::player::CharState;
use crate::game::modifier::{Action, Allowance, Done, Number};
use crate::game::{Event, Game};
use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Symbol};

pub(crate) const LEARN_AP: u8 = 3;
pub(crate) const HIRE_AP: u8 = 3;
pub(crate) const TAKE_COINS_AP: u8 = 3;
pub(crate) const REROLL_AP: u8 = 1;
pub(crate) const SET_DIE_AP: u8 = 2;

impl Game {
    /// The Coins Learn Trick costs `seat` for `trick`: its missing Fame,
    /// less what the expansions take off.
    pub(crate) fn learn_price(&self, seat: Seat, trick: TrickId) -> u32 {
        let missing = trick
            .card()
            .threshold
            .saturating_sub(self.player(seat).fame);
        self.modified(seat, Number::LearnPrice, i64::from(missing)) as u32
    }

    pub(crate) fn die(&self, die: DieId) -> DieFace {
        self.dice[die.index()]
    }

    /// Learn Trick's checks: a Dahlgaard Residence die showing the Trick's
    /// category, '?', or any face but X for the Favorite category; Coins
    /// make up the missing Fame. The Action Points and Coins it costs.
    pub(crate) fn learn_check(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
    ) -> Result<(u8, u32), RuleError> {
        let ap = self.action_ap(seat, Action::LearnTrick, LEARN_AP);
        self.acting_at(seat, Location::Downtown, ap)?;
        if !matches!(die, DieId::Residence1 | DieId::Residence2) {
            return Err(RuleError::BadDie(
                "why-tricks-learned-dahlgaard-residence-die",
            ));
        }
        if trick.0 as usize >= crate::cards::TRICKS.len() || !self.in_residence(trick) {
            return Err(RuleError::TrickUnavailable("why-not-dahlgaard-residence"));
        }
        let p = self.player(seat);
        let card = trick.card();
        let allowed = match self.die(die) {
            DieFace::X => return Err(RuleError::BadDie("why-die-shows-x")),
            DieFace::AnyTrick => true,
            DieFace::Trick(c) => c == card.category,
            _ => false,
        } || p.favorite() == Some(card.category)
            || self.allowed(seat, Allowance::LearnAnyCategory);
        if !allowed {
            return Err(RuleError::TrickUnavailable(
                "why-category-neither-die-nor-your-favorite",
            ));
        }
        let coins = self.learn_price(seat, trick);
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        Ok((ap, coins))
    }

    /// `decide_learn`'s refusals, without its events: `legal_commands` asks
    /// this for every Learn candidate. The Action Points, the Coins and the
    /// Symbol the Trick takes.
    pub(crate) fn check_learn(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
    ) -> Result<(u8, u32, Symbol), RuleError> {
        let (ap, coins) = self.learn_check(seat, die, trick)?;
        let symbol = self
            .player(seat)
            .free_symbol()
            .ok_or(RuleError::TrickUnavailable(
                "why-you-already-own-four-tricks",
            ))?;
        Ok((ap, coins, symbol))
    }

    /// Learn Trick: the Trick takes a free Symbol (four Tricks at most).
    pub(crate) fn decide_learn(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (ap, coins, symbol) = self.check_learn(seat, die, trick)?;
        out.push(Event::Downtown(DowntownEvent::TrickLearned {
            seat,
            trick,
            symbol,
            die,
            coins,
            ap,
        }));
        self.push_after(seat, Done::LearnedTrick(trick), out);
        Ok(())
    }

    /// The Character an Inn die hires for `seat`: the Specialist it shows
    /// (one of each), or the next Apprentice.
    pub(crate) fn die_hires(&self, seat: Seat, die: DieId) -> Result<CharacterId, RuleError> {
        let p = self.player(seat);
        match (die, self.die(die)) {
            (DieId::InnSpecialist | DieId::InnApprentice, DieFace::X) => {
                Err(RuleError::BadDie("why-die-shows-x"))
            }
            (DieId::InnSpecialist, DieFace::Hire(s)) => {
                if p.state(s.character()) != CharState::Supply {
                    return Err(RuleError::CannotHire("why-you-may-hire-only-one-each"));
                }
                Ok(s.character())
            }
            (DieId::InnApprentice, DieFace::HireApprentice) => p.next_apprentice(None).ok_or(
                RuleError::CannotHire("why-all-four-your-apprentices-already-hired"),
            ),
            _ => Err(RuleError::BadDie("why-characters-hired-inn-die")),
        }
    }

    /// Hire Character: the Character an Inn die shows waits at the Inn.
    pub(crate) fn decide_hire(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.action_ap(seat, Action::Hire, HIRE_AP);
        self.acting_at(seat, Location::Downtown, ap)?;
        let character = self.die_hires(seat, die)?;
        out.push(Event::Downtown(DowntownEvent::CharacterHired {
            seat,
            character,
            die,
            ap,
        }));
        self.push_after(seat, Done::Hired(character), out);
        Ok(())
    }

    /// Take Coins: the Coins a Bank die shows.
    pub(crate) fn decide_take_coins(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.action_ap(seat, Action::TakeCoins, TAKE_COINS_AP);
        self.acting_at(seat, Location::Downtown, ap)?;
        let face = match (die, self.die(die)) {
            (DieId::Bank1 | DieId::Bank2, DieFace::Coins(coins)) => coins,
            (DieId::Bank1 | DieId::Bank2, _) => return Err(RuleError::BadDie("why-die-shows-x")),
            _ => return Err(RuleError::BadDie("why-coins-taken-bank-die")),
        };
        let coins = self.modified(seat, Number::BankCoins, i64::from(face)) as u32;
        out.push(Event::Downtown(DowntownEvent::CoinsTaken {
            seat,
            die,
            coins,
            ap,
        }));
        self.push_after(seat, Done::TookCoins { die, face }, out);
        Ok(())
    }

    /// `decide_reroll`'s refusals, without drawing the new face:
    /// `legal_commands` asks this for every Reroll candidate.
    pub(crate) fn check_reroll(&self, seat: Seat) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, REROLL_AP)
            .map(drop)
    }

    pub(crate) fn decide_reroll(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_reroll(seat)?;
        let face = die.faces()[self.rng.next_stream().below(6)];
        out.push(Event::Downtown(DowntownEvent::DieRerolled {
            seat,
            die,
            face,
            ap: REROLL_AP,
        }));
        Ok(())
    }

    /// `decide_set_die`'s refusals: `legal_commands` asks this for every
    /// Set Die candidate. The Action Points it costs.
    pub(crate) fn check_set_die(
        &self,
        seat: Seat,
        die: DieId,
        face: DieFace,
    ) -> Result<u8, RuleError> {
        let ap = self.action_ap(seat, Action::SetDie, SET_DIE_AP);
        self.acting_at(seat, Location::Downtown, ap)?;
        if !die.faces().contains(&face) {
            return Err(RuleError::BadDie("why-die-has-no-such-face"));
        }
        if self.die(die) == face {
            return Err(RuleError::BadDie("why-die-already-shows-face"));
        }
        Ok(ap)
    }

    pub(crate) fn decide_set_die(
        &self,
        seat: Seat,
        die: DieId,
        face: DieFace,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.check_set_die(seat, die, face)?;
        out.push(Event::Downtown(DowntownEvent::DieSet {
            seat,
            die,
            face,
            ap,
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::Category;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::base::end_turn::EndTurnEvent;
    use crate::game::base::player::CharState;
    use crate::model::{CharacterId, DieFace, DieId, Seat, Slot, Specialist};
    use crate::tests::fixture::{game, trick};

    const P0: Seat = Seat(0); // Favorite category: Escape

    fn downtown(ap: u8) -> crate::Game {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), ap);
        g
    }

    /// C-056 "Learn Trick": a category shown on a Residence die; the die goes to X.
    #[test]
    fn c056_learn_trick_by_die_category() {
        let mut g = downtown(6);
        g.set_die(DieId::Residence1, DieFace::Trick(Category::Optical));
        g.set_die(DieId::Residence2, DieFace::Trick(Category::Mechanical));
        let butterflies = trick("Enchanted Butterflies");
        assert!(g
            .clone()
            .run(P0, Command::learn_trick(DieId::Residence2, butterflies))
            .is_err());
        g.run(P0, Command::learn_trick(DieId::Residence1, butterflies))
            .unwrap();
        assert_eq!(g.die(DieId::Residence1), DieFace::X);
        assert!(g.player(P0).trick(butterflies).is_some());
        assert!(!g.in_residence(butterflies));
        assert_eq!(g.acting_now().unwrap().ap, 3);
    }

    /// C-056: the '?' face allows any category; an X die allows nothing.
    #[test]
    fn c056_any_face_and_x() {
        let mut g = downtown(6);
        g.set_die(DieId::Residence1, DieFace::AnyTrick);
        g.set_die(DieId::Residence2, DieFace::X);
        let rings = trick("Linking Rings");
        assert_eq!(
            g.clone()
                .run(P0, Command::learn_trick(DieId::Residence2, rings))
                .unwrap_err(),
            RuleError::BadDie("why-die-shows-x")
        );
        g.run(P0, Command::learn_trick(DieId::Residence1, rings))
            .unwrap();
    }

    /// C-059 "Favorite Trick Category": learn your Favorite category instead of the
    /// die's; the die still goes to X (A-14: not from an X die).
    #[test]
    fn c059_favorite_category_instead() {
        let mut g = downtown(3);
        g.set_die(DieId::Residence1, DieFace::Trick(Category::Optical));
        let barrels = trick("Barricaded Barrels"); // Escape, P0's Favorite
        g.run(P0, Command::learn_trick(DieId::Residence1, barrels))
            .unwrap();
        assert_eq!(g.die(DieId::Residence1), DieFace::X);
        let mut g = downtown(3);
        g.set_die(DieId::Residence1, DieFace::X);
        assert!(g
            .run(P0, Command::learn_trick(DieId::Residence1, barrels))
            .is_err());
    }

    /// C-058 "Fame Threshold": pay the missing Fame in Coins.
    #[test]
    fn c058_fame_threshold_paid_in_coins() {
        let mut g = downtown(3);
        g.set_die(DieId::Residence1, DieFace::AnyTrick);
        let walled = trick("Walled"); // FT 16
        g.players[0].fame = 9;
        g.players[0].coins = 6;
        assert_eq!(
            g.clone()
                .run(P0, Command::learn_trick(DieId::Residence1, walled))
                .unwrap_err(),
            RuleError::NotEnoughCoins { needed: 7, have: 6 }
        );
        g.players[0].coins = 7;
        g.run(P0, Command::learn_trick(DieId::Residence1, walled))
            .unwrap();
        assert_eq!(g.player(P0).coins, 0);
        assert_eq!(g.player(P0).fame, 9);
    }

    /// C-056 and the four Symbol Markers: at most four Tricks.
    #[test]
    fn c056_four_tricks_at_most() {
        let mut g = downtown(3);
        g.set_die(DieId::Residence1, DieFace::AnyTrick);
        for name in [
            "Mind Reading",
            "Linking Rings",
            "Stocks Escape",
            "Burning Mummy",
        ] {
            g.give_trick(P0, name, 0);
        }
        let e = g.run(
            P0,
            Command::learn_trick(DieId::Residence1, trick("Living Piano")),
        );
        assert_eq!(
            e.unwrap_err(),
            RuleError::TrickUnavailable("why-you-already-own-four-tricks")
        );
    }

    /// C-061 "Hire Character": from an Inn die, to the Inn; joins at Return
    /// Characters; one of each Specialist.
    #[test]
    fn c061_hire_character() {
        let mut g = downtown(6);
        g.set_die(DieId::InnSpecialist, DieFace::Hire(Specialist::Manager));
        g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
        g.run(P0, Command::hire(DieId::InnSpecialist)).unwrap();
        assert_eq!(g.player(P0).state(CharacterId::Manager), CharState::Inn);
        assert!(!g.player(P0).has_specialist(Specialist::Manager));
        g.run(P0, Command::hire(DieId::InnApprentice)).unwrap();
        assert_eq!(g.player(P0).state(CharacterId::Apprentice2), CharState::Inn);
        let mut g2 = downtown(3);
        g2.give_specialist(P0, Specialist::Engineer);
        g2.set_die(DieId::InnSpecialist, DieFace::Hire(Specialist::Engineer));
        assert!(matches!(
            g2.run(P0, Command::hire(DieId::InnSpecialist)),
            Err(RuleError::CannotHire(_))
        ));
        // Return Characters: the hired Manager joins with its extension.
        g.apply_event(&crate::game::Event::EndTurn(
            EndTurnEvent::CharactersReturned,
        ));
        assert!(g.player(P0).has_specialist(Specialist::Manager));
    }

    /// C-062 "Take Coins", C-063 "Reroll Die", C-064 "Set Die".
    #[test]
    fn c062_c064_bank_and_dice() {
        let mut g = downtown(6);
        g.set_die(DieId::Bank1, DieFace::Coins(6));
        g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        assert_eq!(g.player(P0).coins, 16);
        assert_eq!(g.die(DieId::Bank1), DieFace::X);
        g.run(
            P0,
            Command::SetDie {
                die: DieId::Bank1,
                face: DieFace::Coins(5),
            },
        )
        .unwrap();
        assert_eq!(g.die(DieId::Bank1), DieFace::Coins(5));
        assert!(g
            .clone()
            .run(
                P0,
                Command::SetDie {
                    die: DieId::Bank1,
                    face: DieFace::Coins(2)
                }
            )
            .is_err());
        let before = g.rng.draws;
        g.run(
            P0,
            Command::RerollDie {
                die: DieId::Residence2,
            },
        )
        .unwrap();
        assert_eq!(g.rng.draws, before + 1);
        assert_eq!(g.acting_now().unwrap().ap, 0);
    }

    /// T-04, rulebook "Character Placement - Downtown Example": 6/5/3/3 Action
    /// Points for Magician +2 +Shard, Magician +1 +Shard, Specialist +0 +Shard,
    /// Apprentice +1 +Shard, spent as 3+3, 2+3, 3 and 3.
    #[test]
    fn t04_downtown_action_points() {
        use crate::Game;
        assert_eq!(
            Game::placement_ap(CharacterId::Magician, Slot::Downtown(0), true),
            6
        );
        assert_eq!(
            Game::placement_ap(CharacterId::Magician, Slot::Downtown(1), true),
            5
        );
        assert_eq!(
            Game::placement_ap(CharacterId::Engineer, Slot::Downtown(3), true),
            3
        );
        assert_eq!(
            Game::placement_ap(CharacterId::Apprentice1, Slot::Downtown(2), true),
            3
        );
        let mut g = downtown(6);
        g.set_die(DieId::Bank1, DieFace::Coins(3));
        g.set_die(DieId::Bank2, DieFace::Coins(4));
        g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        g.run(P0, Command::take_coins(DieId::Bank2)).unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 0);
        let mut g = downtown(5);
        g.run(
            P0,
            Command::SetDie {
                die: DieId::Bank1,
                face: DieFace::Coins(6),
            },
        )
        .unwrap();
        g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        assert_eq!(g.player(P0).coins, 16);
    }
}
