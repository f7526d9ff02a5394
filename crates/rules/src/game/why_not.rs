//! "Why not": the rules' own reasons for the board things a player may not use
//! now. One plain probe command per board thing of the current decision is put
//! through `decide`; those it refuses come back with its error, so the reason a
//! player reads is exactly the rule check that refuses the move.

use crate::cards::{Component, MagicianId, TrickId};
use crate::command::Command;
use crate::error::RuleError;
use crate::game::base::player::CharState;
use crate::game::dark_alley::SPECIAL_DECKS;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, DieId, Location, Seat};

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
                        probes.push(Command::place(character, slot, false));
                    }
                }
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.pending_links == 0 => self.action_probes(seat, &mut probes),
            Phase::Performance { .. } => {
                probes.extend(self.theater.iter().map(|c| Command::perform(c.card)))
            }
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
            .filter(|&l| l != Location::Academy || self.academy.is_some())
            .flat_map(|l| Game::slots_of(l).iter().copied())
            .collect()
    }

    /// One plain command per board thing at every Location, whatever Location
    /// the acting Character stands on: "that is a Downtown Action" is a reason too.
    fn action_probes(&self, seat: Seat, probes: &mut Vec<Command>) {
        let p = self.player(seat);
        for trick in TrickId::all().filter(|&t| self.in_residence(t)) {
            for die in [DieId::Residence1, DieId::Residence2] {
                probes.push(Command::learn_trick(die, trick));
            }
        }
        for die in DieId::ALL {
            probes.push(Command::hire(die));
            probes.push(Command::take_coins(die));
            probes.push(Command::RerollDie { die });
        }
        for component in self.market.buy.iter().flatten().chain(&self.market.extra) {
            probes.push(Command::buy(*component, 1, 0));
        }
        for slot in 0..4 {
            probes.push(Command::order(Component::Wood, slot));
        }
        probes.push(Command::QuickOrder {
            component: Component::Wood,
        });
        for t in &p.tricks {
            probes.push(Command::prepare(t.trick));
            for c in &self.theater {
                for (slot, s) in c.card.card().slots.iter().enumerate() {
                    if let Some(link) = s.links.first() {
                        probes.push(Command::set_up_trick(t.trick, c.card, slot as u8, link.dir));
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
        if self.config.options.powers {
            probes.push(Command::Gamble);
        }
        if let Some(board) = &self.academy {
            academy_probes(board, p, probes);
        }
    }
}

/// 004 "New location: Academy": one probe per board thing — each wing
/// renovated at each level with an unused tile of that level, each of the
/// player's Tricks on each tile slot (Practice or Teach by the wing's
/// room), each face-up Secret onto the first space it may take.
fn academy_probes(
    board: &crate::game::academy::AcademyBoard,
    p: &crate::game::Player,
    probes: &mut Vec<Command>,
) {
    use crate::game::academy::{Room, Spot};
    let content = board.content();
    for (i, wing) in content.wings.iter().enumerate() {
        for r in &wing.renovations {
            let levels: Vec<u8> = match wing.room {
                Room::Classroom => content.classrooms.iter().map(|t| t.level).collect(),
                Room::PracticeRoom => content.practice_rooms.iter().map(|t| t.level).collect(),
            };
            let unused = (0..levels.len() as u8)
                .find(|&t| levels[t as usize] == r.level && !board.tile_used(wing.room, t));
            probes.push(Command::Renovate {
                wing: i as u8,
                level: r.level,
                // With no unused tile of the level, the first of it: refused.
                tile: unused
                    .unwrap_or(levels.iter().position(|&l| l == r.level).unwrap_or(0) as u8),
            });
        }
        for slot in 0..2 {
            let spot = Spot {
                wing: i as u8,
                slot,
            };
            for t in &p.tricks {
                probes.push(match wing.room {
                    Room::Classroom => Command::Teach {
                        trick: t.trick,
                        spot,
                    },
                    Room::PracticeRoom => Command::Practice {
                        trick: t.trick,
                        spot,
                        free: None,
                    },
                });
            }
        }
    }
    let space = p
        .academy
        .as_ref()
        .and_then(|a| a.secrets.iter().position(|s| s.is_none()))
        .unwrap_or(0) as u8;
    for &secret in &board.face_up {
        probes.push(Command::LearnSecret { secret, space });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Component;
    use crate::model::Slot;
    use crate::tests::fixture;
    use crate::GameOptions;

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
                    Command::Buy { items, .. } if items.get(Component::Wood) > 0
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
                && r.reason == RuleError::WrongTime("why-downtown-action")));
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
            .find(|r| r.command == Command::prepare(t))
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
                "why-power-slot-not-printed-card-valid"
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
            options: GameOptions {
                duel: true,
                ..(crate::GameConfig::base(2, 8)).options
            },
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
            r.reason == RuleError::SlotUnavailable("why-turn-setup-card-covers-slot-turn")
                || r.reason == RuleError::SlotUnavailable("why-turn-setup-card-covers-weekday-turn")
        });
        assert!(covered);
    }

    /// 004 "New location: Academy" and "Renovate": at the Academy, a wing
    /// under a Ruin, a level above the Fame Threshold without the Coins, a
    /// Classroom with no tile, each say why; the Academy slots too.
    #[test]
    fn academy_actions_and_slots_say_why() {
        use crate::game::academy::{academy, Letter, Room};
        let mut g = fixture::academy_game(2);
        let wing = |letter, room| {
            academy()
                .wings
                .iter()
                .position(|w| w.letter == letter && w.room == room)
                .unwrap() as u8
        };
        g.give_trick(Seat(0), "Barricaded Barrels", 4);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::Academy(0), 4);
        g.players[0].coins = 0;
        let r = g.refusals(Seat(0));
        let why = |cmd: &dyn Fn(&Command) -> bool| {
            r.iter().find(|r| cmd(&r.command)).map(|r| r.reason.clone())
        };
        let ruined = wing(Letter::A, Room::Classroom);
        assert_eq!(
            why(&|c| matches!(c, Command::Renovate { wing, level: 1, .. } if *wing == ruined)),
            Some(RuleError::SlotUnavailable("why-wing-under-ruin"))
        );
        let open = wing(Letter::C, Room::Classroom);
        assert!(matches!(
            why(&|c| matches!(c, Command::Renovate { wing, level: 1, .. } if *wing == open)),
            Some(RuleError::NotEnoughCoins { .. })
        ));
        assert_eq!(
            why(&|c| matches!(c, Command::Teach { spot, .. } if spot.wing == open)),
            Some(RuleError::SlotUnavailable(
                "why-teach-places-marker-renovated-classroom-tile"
            ))
        );
        // Learn Secret is possible: it is not among the refusals.
        assert!(why(&|c| matches!(c, Command::LearnSecret { .. })).is_none());
        for refusal in &r {
            assert_eq!(
                g.clone().apply(Seat(0), &refusal.command),
                Err(refusal.reason.clone())
            );
        }
        // Placing: the Academy's slots are probed in Academy games only.
        let mut g = fixture::academy_game(2);
        g.phase = Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        g.players[0].cards[CharacterId::Magician.index()] = Some(Location::Downtown);
        g.players[0].characters[CharacterId::Magician.index()] = CharState::Home;
        let slots: Vec<_> = g
            .refusals(Seat(0))
            .into_iter()
            .filter(|r| {
                matches!(
                    r.command,
                    Command::Place {
                        slot: Slot::Academy(_),
                        ..
                    }
                )
            })
            .collect();
        assert_eq!(slots.len(), 4, "{slots:?}");
        let base = fixture::game(2);
        assert!(base
            .all_slots()
            .iter()
            .all(|s| !matches!(s, Slot::Academy(_))));
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
