//! "Why not": the rules' own reasons for the board things a player may not use
//! now. One plain probe command per board thing of the current decision is put
//! through `decide`; those it refuses come back with its error, so the reason a
//! player reads is exactly the rule check that refuses the move.

use crate::cards::{Component, MagicianId, TrickId};
use crate::command::Command;
use crate::dark_alley::SPECIAL_DECKS;
use crate::error::RuleError;
use crate::model::{CharacterId, DieId, Location, Seat};
use crate::state::{CharState, Game, Phase};

/// A probe command the rules refuse now, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub command: Command,
    pub reason: RuleError,
}

impl Game {
    /// The refused probes of `seat`'s current decision: at most a few per board
    /// thing (a Trick, a slot, a die, a Component, a card), never the Return
    /// commands (they are always possible). Empty when the game does not wait for
    /// `seat`.
    pub fn refusals(&self, seat: Seat) -> Vec<Refusal> {
        if seat.index() >= self.players.len() || !self.is_waiting_for(seat) {
            return Vec::new();
        }
        let mut probes = Vec::new();
        match &self.phase {
            Phase::ChooseMagicians { .. } => probes
                .extend(MagicianId::all().map(|magician| Command::ChooseMagician { magician })),
            Phase::ChooseTricks { .. } => probes.extend(
                TrickId::all()
                    .filter(|t| t.card().threshold == 1)
                    .map(|trick| Command::ChooseStartingTrick { trick }),
            ),
            Phase::Advertise { .. } => probes.push(Command::Advertise),
            Phase::Assignment => {
                let p = self.player(seat);
                for character in CharacterId::ALL {
                    if p.state(character) == CharState::Supply {
                        continue;
                    }
                    for location in Location::ALL {
                        probes.push(Command::Assign {
                            character,
                            location,
                        });
                    }
                }
            }
            Phase::PlaceCharacters { acting: None, .. } => {
                for character in self.to_place(seat) {
                    for slot in self.all_slots() {
                        probes.push(Command::Place {
                            character,
                            slot,
                            enhance: false,
                        });
                    }
                }
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.pending_links == 0 => self.action_probes(seat, &mut probes),
            Phase::Performance { .. } => probes.extend(
                self.theater
                    .iter()
                    .map(|c| Command::Perform { card: c.card }),
            ),
            // Magician Powers: each Power in hand on each Power slot (closed
            // slots, invalid slots, missing Coins for the Fame Threshold).
            Phase::LearnPowers { .. } => {
                if let Some(b) = &self.player(seat).powers {
                    for &power in &b.hand {
                        for slot in 0..b.slots.len() as u8 {
                            probes.push(Command::LearnPower { power, slot });
                        }
                    }
                }
            }
            _ => {}
        }
        let mut scratch = Vec::new();
        probes
            .into_iter()
            .filter_map(
                |command| match self.decide_into(seat, &command, &mut scratch) {
                    Ok(()) => None,
                    Err(reason) => Some(Refusal { command, reason }),
                },
            )
            .collect()
    }

    /// Every Character slot of this game.
    fn all_slots(&self) -> Vec<crate::model::Slot> {
        Location::ALL
            .into_iter()
            .filter(|&l| l != Location::DarkAlley || self.alley.is_some())
            .flat_map(Game::slots_of)
            .collect()
    }

    /// One plain command per board thing at every Location, whatever Location
    /// the acting Character stands on: "that is a Downtown Action" is a reason too.
    fn action_probes(&self, seat: Seat, probes: &mut Vec<Command>) {
        let p = self.player(seat);
        for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
            for die in [DieId::Residence1, DieId::Residence2] {
                probes.push(Command::LearnTrick { die, trick });
            }
        }
        for die in DieId::ALL {
            probes.push(Command::Hire { die });
            probes.push(Command::TakeCoins { die });
            probes.push(Command::RerollDie { die });
        }
        for component in self.market.buy.iter().flatten().chain(&self.market.extra) {
            probes.push(Command::Buy {
                component: *component,
                count: 1,
                bargain: 0,
            });
        }
        for slot in 0..4 {
            probes.push(Command::Order {
                component: Component::Wood,
                slot,
            });
        }
        probes.push(Command::QuickOrder {
            component: Component::Wood,
        });
        for t in &p.tricks {
            probes.push(Command::Prepare { trick: t.trick });
            for c in &self.theater {
                for (slot, s) in c.card.card().slots.iter().enumerate() {
                    if let Some(link) = s.links.first() {
                        probes.push(Command::SetUpTrick {
                            trick: t.trick,
                            card: c.card,
                            slot: slot as u8,
                            facing: link.dir,
                        });
                    }
                }
            }
        }
        if self.alley.is_some() {
            for deck in SPECIAL_DECKS {
                probes.push(Command::DrawSpecial { deck });
            }
            probes.push(Command::FortuneTelling);
        }
        if self.config.powers {
            probes.push(Command::Gamble);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Component;
    use crate::fixture;
    use crate::model::Slot;

    /// Rulebook "Market Row: Buy": a Buy you cannot afford says what it costs.
    #[test]
    fn unaffordable_buy_says_the_price() {
        let mut g = fixture::game(2);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::MarketRow(0), 3);
        g.players[0].coins = 0;
        let r = g.refusals(Seat(0));
        let wood = r
            .iter()
            .find(|r| {
                matches!(
                    r.command,
                    Command::Buy {
                        component: Component::Wood,
                        ..
                    }
                )
            })
            .expect("a refused Buy");
        assert_eq!(
            wood.reason,
            RuleError::NotEnoughCoins { needed: 1, have: 0 }
        );
        // Downtown's Actions are refused for standing at the Market Row.
        assert!(r
            .iter()
            .any(|r| matches!(r.command, Command::LearnTrick { .. })
                && r.reason == RuleError::WrongTime("that is a Downtown Action")));
    }

    /// Rulebook "Workshop: Prepare": a Trick whose markers are all still on the
    /// card cannot be Prepared; the reason comes from the rule check.
    #[test]
    fn prepare_with_markers_on_the_card_is_refused_with_a_reason() {
        let mut g = fixture::game(2);
        let t = g.give_trick(Seat(0), "Barricaded Barrels", 4);
        g.give_components(Seat(0), &[(Component::Wood, 2), (Component::Metal, 2)]);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
        let r = g.refusals(Seat(0));
        let prep = r
            .iter()
            .find(|r| r.command == Command::Prepare { trick: t })
            .expect("Prepare refused");
        assert!(
            matches!(prep.reason, RuleError::CannotPrepare(_)),
            "{}",
            prep.reason
        );
    }

    /// Rulebook set-up "Choose Magicians": a Magician already taken is refused.
    #[test]
    fn taken_magician_is_refused() {
        let mut g = crate::Game::new(crate::GameConfig::base(2, 3)).unwrap();
        g.apply(
            Seat(0),
            &Command::ChooseMagician {
                magician: MagicianId(0),
            },
        )
        .unwrap();
        let r = g.refusals(Seat(1));
        let taken = r
            .iter()
            .find(|r| {
                r.command
                    == Command::ChooseMagician {
                        magician: MagicianId(0),
                    }
            })
            .expect("the taken Magician is refused");
        assert!(matches!(taken.reason, RuleError::MagicianUnavailable(_)));
        assert!(g.refusals(Seat(0)).is_empty(), "not waiting for seat 0");
    }

    /// 003 "Assignment Phase": each Power in hand on each Power slot is a
    /// board thing; a closed slot or an invalid one says why.
    #[test]
    fn power_slots_say_why_a_power_cannot_go_there() {
        let mut g = fixture::powers_game(2);
        g.phase = Phase::LearnPowers { pos: 0 };
        let o = g.in_hand(Seat(0), "Opportunist"); // orange, valid on slots 2 and 3
        g.players[0].fame = 20;
        let r = g.refusals(Seat(0));
        let why = |slot| {
            r.iter()
                .find(|r| r.command == Command::LearnPower { power: o, slot })
                .map(|r| r.reason.clone())
        };
        assert_eq!(
            why(0),
            Some(RuleError::PowerUnavailable(
                "that Power slot is not printed on the card as valid"
            ))
        );
        assert_eq!(
            why(2),
            Some(RuleError::PowerSlotClosed { needed: 6, have: 3 })
        );
        assert_eq!(why(1), None, "slot 2 is open and valid");
    }

    /// Duel of Magicians: a covered slot is refused with the Turn Setup reason.
    #[test]
    fn covered_slots_say_why() {
        let mut g = crate::Game::new(crate::GameConfig {
            duel: true,
            ..crate::GameConfig::base(2, 8)
        })
        .unwrap();
        while !matches!(g.phase, Phase::PlaceCharacters { .. }) {
            let seat = g.waiting_for()[0];
            let cmd = if g.phase == Phase::Assignment {
                if g.player(seat).cards[0].is_none() {
                    Command::Assign {
                        character: CharacterId::Magician,
                        location: Location::Downtown,
                    }
                } else {
                    Command::ConfirmAssignments
                }
            } else {
                g.legal_commands(seat)
                    .into_iter()
                    .find(|c| {
                        !matches!(
                            c,
                            Command::ReturnTrick { .. } | Command::ReturnComponents { .. }
                        )
                    })
                    .unwrap()
            };
            g.apply(seat, &cmd).unwrap();
        }
        let seat = g.waiting_for()[0];
        let covered = g.refusals(seat).into_iter().any(|r| {
            r.reason == RuleError::SlotUnavailable("a Turn Setup card covers that slot this turn")
                || r.reason
                    == RuleError::SlotUnavailable("a Turn Setup card covers that weekday this turn")
        });
        assert!(covered);
    }

    /// Every refusal is a command `apply` refuses, and never one it accepts.
    #[test]
    fn refusals_are_refused() {
        let mut g = fixture::game(3);
        g.acting_with(Seat(1), CharacterId::Magician, Slot::Downtown(0), 2);
        for r in g.refusals(Seat(1)) {
            assert_eq!(g.clone().apply(Seat(1), &r.command), Err(r.reason.clone()));
            assert!(!g.legal_commands(Seat(1)).contains(&r.command));
        }
    }
}
