//! Downtown (rulebook "Downtown"): Learn Trick at the Dahlgaard Residence, Hire
//! Character at the Inn, Take Coins at the Bank, Reroll Die and Set Die.

mod candidates;
mod events;

pub use events::DowntownEvent;

use crate::cards::Yield;
use crate::cards::{
    Enhances, HireEffect, LearnEffect, ProphecyKind, SpecialId, TakeCoinsEffect, TrickId,
};
use crate::content::{PowerAction, PowerEffect};
use crate::error::RuleError;
use crate::game::academy::{secrets, SecretAction, SecretEffect};
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::market_row::MarketRowEvent;
use crate::game::base::player::CharState;
use crate::game::base::workshop::WorkshopEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::Event;
use crate::game::Game;
use crate::model::{CharacterId, ComponentSet, DieFace, DieId, Location, Seat};

pub(crate) const LEARN_AP: u8 = 3;
pub(crate) const HIRE_AP: u8 = 3;
pub(crate) const TAKE_COINS_AP: u8 = 3;
pub(crate) const REROLL_AP: u8 = 1;
pub(crate) const SET_DIE_AP: u8 = 2;

impl Game {
    /// Action Point costs with P12, P24 and P25 (1 AP each).
    pub(crate) fn downtown_ap(&self, base: u8, cheap: crate::cards::ProphecyKind) -> u8 {
        if self.prophecy(cheap) {
            1
        } else {
            base
        }
    }

    /// Learn Trick's Action Points for the acting Character: P12, Powers,
    /// the Protégé's Secrets, A30 Thirst for Knowledge (1 less).
    pub(crate) fn learn_ap(&self, seat: Seat, thirst: bool) -> u8 {
        let ap = self.secret_cost(
            seat,
            SecretAction::LearnTrick,
            self.power_cost(
                seat,
                PowerAction::LearnTrick,
                self.downtown_ap(LEARN_AP, ProphecyKind::CheapLearn),
            ),
        );
        ap.saturating_sub(u8::from(thirst))
    }

    /// Hire Character's Action Points: P25, Powers, Secrets, A28 Headhunter.
    pub(crate) fn hire_ap(&self, seat: Seat, headhunter: bool) -> u8 {
        let ap = self.secret_cost(
            seat,
            SecretAction::Hire,
            self.power_cost(
                seat,
                PowerAction::Hire,
                self.downtown_ap(HIRE_AP, ProphecyKind::CheapHire),
            ),
        );
        ap.saturating_sub(u8::from(headhunter))
    }

    /// Take Coins' Action Points: P24, Powers, Secrets, A34 Interest.
    pub(crate) fn take_coins_ap(&self, seat: Seat, interest: bool) -> u8 {
        let ap = self.secret_cost(
            seat,
            SecretAction::TakeCoins,
            self.power_cost(
                seat,
                PowerAction::TakeCoins,
                self.downtown_ap(TAKE_COINS_AP, ProphecyKind::CheapTakeCoins),
            ),
        );
        ap.saturating_sub(u8::from(interest))
    }

    /// Set Die's Action Points: Powers, Secrets.
    pub(crate) fn set_die_ap(&self, seat: Seat) -> u8 {
        self.secret_cost(
            seat,
            SecretAction::SetDie,
            self.power_cost(seat, PowerAction::SetDie, SET_DIE_AP),
        )
    }

    /// The Coins Learn Trick costs `seat` for `trick`: its missing Fame,
    /// less the Powers' and the acting Character's Secrets' discounts.
    pub(crate) fn learn_price(&self, seat: Seat, trick: TrickId) -> u32 {
        trick
            .card()
            .threshold
            .saturating_sub(self.player(seat).fame)
            .saturating_sub(self.power_learn_discount(seat))
            .saturating_sub(self.acting_secret_coins(seat, secrets::learn_discount))
    }

    pub(crate) fn die(&self, die: DieId) -> DieFace {
        self.dice[die.index()]
    }

    /// Learn with the Downtown cards: A29 Trick Overhaul (`overhaul`), A30 Thirst
    /// for Knowledge (any category, 1 AP less), A31 Leaked Blueprints (1 marker).
    pub(crate) fn decide_learn(
        &self,
        seat: Seat,
        die: DieId,
        trick: TrickId,
        overhaul: Option<TrickId>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let special = self.downtown_special(seat, Enhances::LearnTrick);
        let effect = special.and_then(|c| c.effect().learn());
        let ap = self.learn_ap(seat, effect == Some(LearnEffect::ThirstForKnowledge));
        self.acting_at(seat, Location::Downtown, ap)?;
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
        } || p.favorite() == Some(card.category)
            || effect == Some(LearnEffect::ThirstForKnowledge);
        if !allowed {
            return Err(RuleError::TrickUnavailable(
                "its category is neither on that die nor your Favorite",
            ));
        }
        let coins = self.learn_price(seat, trick);
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        if let Some(old) = overhaul {
            if effect != Some(LearnEffect::TrickOverhaul) {
                return Err(RuleError::TrickUnavailable(
                    "you have no Trick Overhaul card",
                ));
            }
            p.trick(old).ok_or(RuleError::NotYourTrick)?;
            if !p.meets_requirements(trick) {
                return Err(RuleError::TrickUnavailable(
                    "Trick Overhaul needs the new Trick's Components",
                ));
            }
            out.push(Event::Special(SpecialEvent::TrickOverhauled {
                seat,
                old,
                new: trick,
                die,
                coins,
                ap,
            }));
            out.push(Event::Special(SpecialEvent::SpecialUsed {
                seat,
                card: special.expect("card"),
            }));
            return Ok(());
        }
        let symbol = p
            .free_symbol()
            .ok_or(RuleError::TrickUnavailable("you already own four Tricks"))?;
        out.push(Event::Downtown(DowntownEvent::TrickLearned {
            seat,
            trick,
            symbol,
            die,
            coins,
            ap,
        }));
        if let Some(c) = special.filter(|_| effect != Some(LearnEffect::TrickOverhaul)) {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
            if effect == Some(LearnEffect::LeakedBlueprints) && card.threshold <= 16 {
                out.push(Event::Workshop(WorkshopEvent::TrickPrepared {
                    seat,
                    trick,
                    markers: 1,
                    ap: 0,
                }));
            }
        }
        Ok(())
    }

    /// The acting Character's Downtown card, if it enhances `action`.
    fn downtown_special(&self, seat: Seat, action: Enhances) -> Option<SpecialId> {
        self.acting(seat)
            .ok()?
            .special
            .filter(|c| c.card().enhances() == action)
    }

    /// Hire with the Downtown cards: A26 Mass Recruitment (`second`), A27
    /// Hypnotic Motivation (joins at once), A28 Headhunter (`character` of any
    /// kind, 1 AP less).
    pub(crate) fn decide_hire(
        &self,
        seat: Seat,
        die: DieId,
        choice: Option<CharacterId>,
        second: bool,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let special = self.downtown_special(seat, Enhances::HireCharacter);
        if (choice.is_some() || second) && special.is_none() {
            return Err(RuleError::CannotHire(
                "that choice needs a Hire Character Special Assignment card",
            ));
        }
        let effect = special.and_then(|c| c.effect().hire());
        let headhunter = effect == Some(HireEffect::Headhunter);
        let ap = self.hire_ap(seat, headhunter);
        self.acting_at(seat, Location::Downtown, ap)?;
        let p = self.player(seat);
        // Without Headhunter a named Character must be the one the die hires.
        let (choice, named) = if headhunter {
            (choice, None)
        } else {
            (None, choice)
        };
        let free_apprentice = |skip: Option<CharacterId>| {
            CharacterId::APPRENTICES
                .into_iter()
                .find(|&c| p.state(c) == CharState::Supply && Some(c) != skip)
        };
        let character = if let Some(c) = choice {
            if !matches!(die, DieId::InnSpecialist | DieId::InnApprentice)
                || self.die(die) == DieFace::X
            {
                return Err(RuleError::BadDie("use an Inn die that is not X"));
            }
            if matches!(c, CharacterId::Magician | CharacterId::Protege)
                || p.state(c) != CharState::Supply
            {
                return Err(RuleError::CannotHire(
                    "that Character is not in your supply",
                ));
            }
            if c.is_apprentice() && free_apprentice(None) != Some(c) {
                return Err(RuleError::CannotHire("hire your Apprentices in order"));
            }
            c
        } else {
            match (die, self.die(die)) {
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
                (DieId::InnApprentice, DieFace::HireApprentice) => free_apprentice(None).ok_or(
                    RuleError::CannotHire("all four of your Apprentices are already hired"),
                )?,
                _ => return Err(RuleError::BadDie("Characters are hired with an Inn die")),
            }
        };
        if named.is_some_and(|c| c != character) {
            return Err(RuleError::CannotHire("only Headhunter lets you choose"));
        }
        out.push(Event::Downtown(DowntownEvent::CharacterHired {
            seat,
            character,
            die,
            ap,
        }));
        if second {
            if effect != Some(HireEffect::MassRecruitment) || !character.is_apprentice() {
                return Err(RuleError::CannotHire(
                    "Mass Recruitment hires a second Apprentice with an Apprentice",
                ));
            }
            if p.coins < 3 {
                return Err(RuleError::NotEnoughCoins {
                    needed: 3,
                    have: p.coins,
                });
            }
            let other = free_apprentice(Some(character))
                .ok_or(RuleError::CannotHire("no Apprentice left to hire"))?;
            out.push(Event::Ledger(LedgerEvent::CoinsPaid {
                seat,
                coins: 3,
                to: None,
            }));
            out.push(Event::Downtown(DowntownEvent::CharacterHired {
                seat,
                character: other,
                die,
                ap: 0,
            }));
        }
        if let Some(c) = special {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
            if effect == Some(HireEffect::HypnoticMotivation) {
                out.push(Event::Special(SpecialEvent::Hypnotized { seat, character }));
            }
        }
        self.push_power_yields(seat, out, |e| match e {
            PowerEffect::HireFame { fame } => Some((fame, 0, 0)),
            _ => None,
        });
        self.push_acting_secret_yields(seat, out, |e| match e {
            SecretEffect::HireFame { fame } => Some(Yield {
                fame,
                ..Yield::default()
            }),
            _ => None,
        });
        Ok(())
    }

    /// Take Coins with the Downtown cards: A32 Investments (`buy`), A33 Fame and
    /// Fortune, A34 Interest (roll the die once more, 1 AP less).
    pub(crate) fn decide_take_coins(
        &self,
        seat: Seat,
        die: DieId,
        buy: Option<ComponentSet>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let special = self.downtown_special(seat, Enhances::TakeCoins);
        let effect = special.and_then(|c| c.effect().take_coins());
        let ap = self.take_coins_ap(seat, effect == Some(TakeCoinsEffect::Interest));
        self.acting_at(seat, Location::Downtown, ap)?;
        let face = match (die, self.die(die)) {
            (DieId::Bank1 | DieId::Bank2, DieFace::Coins(coins)) => coins,
            (DieId::Bank1 | DieId::Bank2, _) => return Err(RuleError::BadDie("that die shows X")),
            _ => return Err(RuleError::BadDie("Coins are taken with a Bank die")),
        };
        let doubled = u32::from(self.prophecy(ProphecyKind::DoubleBank)) + 1;
        let coins = face * doubled;
        out.push(Event::Downtown(DowntownEvent::CoinsTaken {
            seat,
            die,
            coins,
            ap,
        }));
        self.push_power_yields(seat, out, |e| match e {
            PowerEffect::TakeCoinsBonus { coins } => Some((0, coins, 0)),
            _ => None,
        });
        self.push_acting_secret_yields(seat, out, |e| match e {
            SecretEffect::TakeCoinsBonus { coins } => Some(Yield {
                coins,
                ..Yield::default()
            }),
            _ => None,
        });
        self.push_investments_taken(seat, out);
        if let Some(c) = special {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
        }
        match effect {
            Some(TakeCoinsEffect::FameAndFortune) if face > 1 => {
                out.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: face as i32 - 1,
                    why: FameReason::Special(special.expect("card")),
                }))
            }
            Some(TakeCoinsEffect::Interest) => {
                let rolled = die.faces()[self.rng.next_stream().below(6)];
                let extra = match rolled {
                    DieFace::Coins(n) => n,
                    _ => 0,
                };
                out.push(Event::Special(SpecialEvent::InterestRolled {
                    seat,
                    face: rolled,
                    coins: extra,
                }));
            }
            Some(TakeCoinsEffect::FameAndFortune | TakeCoinsEffect::Investments) | None => {}
        }
        if let Some(set) = buy {
            if effect != Some(TakeCoinsEffect::Investments) {
                return Err(RuleError::Market("you have no Investments card"));
            }
            let total: u8 = set.iter().map(|(_, n)| n).sum();
            if total == 0 || total > 3 {
                return Err(RuleError::Market("Investments buys 1 to 3 Components"));
            }
            let mut spent = 0;
            let mut after = self.player(seat).clone();
            for (c, n) in set.iter() {
                let unit = self
                    .unit_price(c)
                    .ok_or(RuleError::Market("that Component is not in stock"))?;
                crate::game::base::market_row::room_for(&after, c, n)?;
                after.components[c.index()] += n;
                spent += unit * n as u32;
                out.push(Event::MarketRow(MarketRowEvent::ComponentsBought {
                    seat,
                    component: c,
                    count: n,
                    coins: unit * n as u32,
                    bargain: 0,
                    ap: 0,
                    to: self.business_share.filter(|&s| s != seat),
                }));
            }
            if spent > coins {
                return Err(RuleError::Market(
                    "Investments may spend only the Coins just taken",
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn decide_reroll(
        &self,
        seat: Seat,
        die: DieId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Downtown, REROLL_AP)?;
        let face = die.faces()[self.rng.next_stream().below(6)];
        out.push(Event::Downtown(DowntownEvent::DieRerolled {
            seat,
            die,
            face,
            ap: REROLL_AP,
        }));
        Ok(())
    }

    pub(crate) fn decide_set_die(
        &self,
        seat: Seat,
        die: DieId,
        face: DieFace,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let ap = self.set_die_ap(seat);
        self.acting_at(seat, Location::Downtown, ap)?;
        if !die.faces().contains(&face) {
            return Err(RuleError::BadDie("that die has no such face"));
        }
        if self.die(die) == face {
            return Err(RuleError::BadDie("the die already shows that face"));
        }
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
            RuleError::BadDie("that die shows X")
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
            RuleError::TrickUnavailable("you already own four Tricks")
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
