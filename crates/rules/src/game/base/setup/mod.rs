//! Player set-up (rulebook "Player Setup", "First Time Setup for Beginners",
//! "Starting Fame Points and Initiative Order"): Magicians, starting Trick,
//! Components worth 2, one Specialist with its bonus, the free Prepare, and the
//! random starting Initiative Order with Coins by slot.

mod candidates;
mod events;

pub use events::{SetupEvent, SetupStage};

use crate::board;
use crate::cards::{Category, Component, MagicianId, TrickId};
use crate::command::SpecialistChoice;
use crate::error::RuleError;
use crate::game::base::workshop::WorkshopEvent;
use crate::game::modifier::{Allowance, Moment, Number};
use crate::game::Event;
use crate::game::{Game, Phase, Player};
use crate::model::{ComponentSet, Seat, Specialist, Symbol};

/// A starting Specialist as checked: the Manager's bonus Components or the
/// Engineer's Trick and the Symbol it takes.
type SpecialistPick = (Specialist, Option<ComponentSet>, Option<(TrickId, Symbol)>);

/// The beginner set-up for each Favorite category: starting Trick, its markers,
/// Components, and the Specialist with its bonus.
pub(crate) fn beginner(cat: Category) -> (&'static str, ComponentSet, SpecialistChoice) {
    match cat {
        Category::Optical => (
            "Enchanted Butterflies",
            ComponentSet::of(&[(Component::Fabric, 2)]),
            SpecialistChoice::Manager {
                components: ComponentSet::of(&[(Component::Animal, 1)]),
            },
        ),
        Category::Mechanical => (
            "Linking Rings",
            ComponentSet::of(&[(Component::Metal, 2)]),
            SpecialistChoice::Assistant,
        ),
        Category::Escape => (
            "Barricaded Barrels",
            ComponentSet::of(&[(Component::Wood, 2)]),
            SpecialistChoice::Engineer {
                trick: TrickId::by_name("Stocks Escape").expect("card"),
            },
        ),
        Category::Spiritual => (
            "Mind Reading",
            ComponentSet::of(&[(Component::Glass, 2)]),
            SpecialistChoice::Manager {
                components: ComponentSet::of(&[(Component::Rope, 1)]),
            },
        ),
    }
}

impl Game {
    /// The Magicians this game offers `seat`: the printed eight, and those
    /// an expansion brings.
    pub(crate) fn magician_pool(&self, seat: Seat) -> impl Iterator<Item = MagicianId> + '_ {
        MagicianId::all()
            .chain(MagicianId::academy())
            .filter(move |&m| self.magician_offered(seat, m))
    }

    fn magician_offered(&self, seat: Seat, magician: MagicianId) -> bool {
        magician.exists()
            && (!magician.is_academy() || self.allowed(seat, Allowance::Magician(magician)))
    }

    pub(crate) fn decide_magician(
        &self,
        seat: Seat,
        magician: MagicianId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::ChooseMagicians { .. }) {
            return Err(RuleError::WrongTime("why-magicians-chosen-start-set-up"));
        }
        if !magician.exists() {
            return Err(RuleError::MagicianUnavailable("why-there-no-such-magician"));
        }
        if !self.magician_offered(seat, magician) {
            return Err(RuleError::MagicianUnavailable(
                "why-magician-comes-dahlgaard-academy",
            ));
        }
        let fav = magician.card().favorite;
        if self.players.iter().any(|p| p.favorite() == Some(fav)) {
            return Err(RuleError::MagicianUnavailable(
                "why-another-player-magician-already-has-favorite",
            ));
        }
        out.push(Event::Setup(SetupEvent::MagicianChosen { seat, magician }));
        Ok(())
    }

    pub(crate) fn decide_starting_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !matches!(self.phase, Phase::ChooseTricks { .. }) {
            return Err(RuleError::WrongTime(
                "why-starting-tricks-chosen-during-set-up",
            ));
        }
        check_trick_id(trick)?;
        let p = self.player(seat);
        if trick.card().threshold != 1 || Some(trick.card().category) != p.favorite() {
            return Err(RuleError::TrickUnavailable(
                "why-starting-trick-must-have-fame-threshold",
            ));
        }
        if !self.in_residence(trick) {
            return Err(RuleError::TrickUnavailable(
                "why-trick-has-already-been-taken",
            ));
        }
        out.push(Event::Setup(SetupEvent::StartingTrickChosen {
            seat,
            trick,
            symbol: p.free_symbol().expect("new player"),
        }));
        Ok(())
    }

    pub(crate) fn decide_starting_components(
        &self,
        seat: Seat,
        components: &ComponentSet,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.phase {
            Phase::SetupBoards {
                components_chosen: false,
                ..
            } => {}
            _ => {
                return Err(RuleError::WrongTime(
                    "why-starting-components-chosen-during-set-up",
                ))
            }
        }
        if components.value() != 2 {
            return Err(RuleError::BadComponents(
                "why-starting-components-must-worth-exactly-2",
            ));
        }
        out.push(Event::Setup(SetupEvent::StartingComponentsChosen {
            seat,
            components: *components,
        }));
        Ok(())
    }

    /// `decide_specialist`'s refusals, without working out the free
    /// Prepares: `legal_commands` asks this for every candidate. The
    /// Specialist, the Manager's bonus and the Engineer's Trick.
    pub(crate) fn check_specialist(
        &self,
        seat: Seat,
        choice: &SpecialistChoice,
    ) -> Result<SpecialistPick, RuleError> {
        match self.phase {
            Phase::SetupBoards {
                components_chosen: true,
                ..
            } => {}
            _ => {
                return Err(RuleError::WrongTime(
                    "why-starting-specialist-chosen-during-set-up",
                ))
            }
        }
        let p = self.player(seat);
        Ok(match *choice {
            SpecialistChoice::Manager { components } => {
                if components.value() != 2 {
                    return Err(RuleError::BadComponents(
                        "why-manager-bonus-components-must-worth-exactly",
                    ));
                }
                check_manager_bonus(p, &components)?;
                (Specialist::Manager, Some(components), None)
            }
            SpecialistChoice::Engineer { trick } => {
                check_trick_id(trick)?;
                if trick.card().threshold != 1 {
                    return Err(RuleError::TrickUnavailable(
                        "why-engineer-trick-must-have-fame-threshold",
                    ));
                }
                if !self.in_residence(trick) {
                    return Err(RuleError::TrickUnavailable(
                        "why-trick-has-already-been-taken",
                    ));
                }
                let symbol = p
                    .free_symbol()
                    .ok_or(RuleError::TrickUnavailable("why-no-symbol-marker-left"))?;
                (Specialist::Engineer, None, Some((trick, symbol)))
            }
            SpecialistChoice::Assistant => (Specialist::Assistant, None, None),
        })
    }

    pub(crate) fn decide_specialist(
        &self,
        seat: Seat,
        choice: &SpecialistChoice,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (specialist, components, trick) = self.check_specialist(seat, choice)?;
        let p = self.player(seat);
        out.push(Event::Setup(SetupEvent::SpecialistChosen {
            seat,
            specialist,
            components,
            trick,
        }));
        // Worked out on a copy of the player, not of the game (and not at
        // all for `legal_commands`, which asks `check_specialist`).
        let mut after = p.clone();
        after.hire_starting_specialist(specialist, components, trick);
        push_free_prepares_of(seat, &after, out);
        Ok(())
    }

    /// The free Prepare of the beginner set-up, on the game as the set-up
    /// events `out` of `seat` leave it.
    fn push_free_prepares(&self, seat: Seat, out: &mut Vec<Event>) {
        let mut after = self.clone();
        for e in out.iter() {
            after.apply_event(e);
        }
        push_free_prepares_of(seat, after.player(seat), out);
    }

    /// Moves set-up along: next stage, the beginner set-up, the starting order.
    pub(crate) fn auto_setup(&self, out: &mut Vec<Event>) {
        let n = self.config.options.players;
        match self.phase {
            Phase::ChooseMagicians { pos } if pos == n => {
                if self.config.options.beginner_setup {
                    for seat in self.seats() {
                        self.push_beginner(seat, out);
                    }
                    self.push_boards_done(out);
                } else {
                    out.push(Event::Setup(SetupEvent::SetupStage {
                        stage: SetupStage::ChooseTricks,
                    }));
                }
            }
            Phase::ChooseTricks { pos } if pos == n => {
                out.push(Event::Setup(SetupEvent::SetupStage {
                    stage: SetupStage::SetupBoards,
                }));
            }
            Phase::SetupBoards { pos, .. } if pos == n => self.push_boards_done(out),
            Phase::DiscardPowers { pos } if pos == n => self.push_starting_order(out),
            _ => {}
        }
    }

    /// After the player boards, the starting order (an expansion may open a
    /// set-up stage of its own first).
    fn push_boards_done(&self, out: &mut Vec<Event>) {
        let before = out.len();
        self.push_at(Moment::BoardsSetUp, out);
        if out.len() == before {
            self.push_starting_order(out);
        }
    }

    fn push_beginner(&self, seat: Seat, out: &mut Vec<Event>) {
        let fav = self.player(seat).favorite().expect("Magician chosen");
        let (name, components, choice) = beginner(fav);
        let trick = TrickId::by_name(name).expect("beginner Trick exists");
        let mut local = Vec::new();
        local.push(Event::Setup(SetupEvent::StartingTrickChosen {
            seat,
            trick,
            symbol: crate::model::Symbol::Spade,
        }));
        local.push(Event::Setup(SetupEvent::StartingComponentsChosen {
            seat,
            components,
        }));
        let specialist = match choice {
            SpecialistChoice::Manager { components } => {
                Event::Setup(SetupEvent::SpecialistChosen {
                    seat,
                    specialist: Specialist::Manager,
                    components: Some(components),
                    trick: None,
                })
            }
            SpecialistChoice::Engineer { trick } => Event::Setup(SetupEvent::SpecialistChosen {
                seat,
                specialist: Specialist::Engineer,
                components: None,
                trick: Some((trick, crate::model::Symbol::Heart)),
            }),
            SpecialistChoice::Assistant => Event::Setup(SetupEvent::SpecialistChosen {
                seat,
                specialist: Specialist::Assistant,
                components: None,
                trick: None,
            }),
        };
        local.push(specialist);
        self.push_free_prepares(seat, &mut local);
        out.extend(local);
    }

    /// Random starting Initiative Order; Coins 10/12/14/16 by slot (10/14 for two).
    pub(crate) fn push_starting_order(&self, out: &mut Vec<Event>) {
        let mut order: Vec<Seat> = self.seats().collect();
        if !self.modifiers().any(|m| m.fixes_starting_order(self)) {
            self.rng.next_stream().shuffle(&mut order);
        }
        let slots = board::initiative_slot_numbers(self.players.len() as u8);
        let mut coins = vec![0; order.len()];
        for (pos, seat) in order.iter().enumerate() {
            let printed = i64::from(board::starting_coins(slots[pos]));
            coins[seat.index()] = self.modified(*seat, Number::StartingCoins, printed) as u32;
        }
        out.push(Event::Setup(SetupEvent::StartingOrder { order, coins }));
    }
}

/// The free Prepare of set-up for `seat`'s board `p`: each starting Trick
/// (the Engineer's too, with its extra marker) whose Components it meets.
fn push_free_prepares_of(seat: Seat, p: &Player, out: &mut Vec<Event>) {
    for t in &p.tricks {
        if p.meets_requirements(t.trick) {
            let markers = t.trick.card().markers + u8::from(t.engineer_slot);
            out.push(Event::Workshop(WorkshopEvent::TrickPrepared {
                seat,
                trick: t.trick,
                markers,
                ap: 0,
            }));
        }
    }
}

fn check_trick_id(trick: TrickId) -> Result<(), RuleError> {
    if trick.0 as usize >= crate::cards::TRICKS.len() {
        return Err(RuleError::TrickUnavailable("why-there-no-such-trick"));
    }
    Ok(())
}

/// The Manager's bonus goes onto the two Multi slots: at most two types, and no
/// type may then count more than 3 (the bonus counts toward the limit).
fn check_manager_bonus(p: &Player, bonus: &ComponentSet) -> Result<(), RuleError> {
    if bonus.iter().count() > 2 {
        return Err(RuleError::BadComponents(
            "why-manager-has-only-two-multi-component",
        ));
    }
    for (c, n) in bonus.iter() {
        if p.components[c.index()] + n + 1 > board::COMPONENT_LIMIT {
            return Err(RuleError::BadComponents(
                "why-no-component-may-count-more-than",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::cards::{Component::*, MagicianId, TheaterTier};
    use crate::command::{Command, SpecialistChoice};
    use crate::config::{GameConfig, GameOptions};
    use crate::error::RuleError;
    use crate::game::base::setup::SetupEvent;
    use crate::game::{Game, Phase};
    use crate::model::{CharacterId, ComponentSet, Seat, Specialist};
    use crate::tests::fixture::trick;

    /// Seat i takes Magician `ids[i]`.
    fn magicians(players: u8, ids: &[u8]) -> Game {
        let mut g = Game::new(GameConfig::base(players, 3)).unwrap();
        for (i, &m) in ids.iter().enumerate() {
            g.apply(
                Seat(i as u8),
                &Command::ChooseMagician {
                    magician: MagicianId(m),
                },
            )
            .unwrap();
        }
        g
    }

    /// C-012 to C-019 "General Setup": Residence decks of FT 1 and 16, the starting
    /// stock, a deck of 2 Riverside then 2 Grand Magorian, N-1 other Riverside cards
    /// in the Theater.
    #[test]
    fn c013_c016_general_setup() {
        for players in 2..=4 {
            let g = Game::new(GameConfig::base(players, 11)).unwrap();
            assert_eq!(g.residence.count_ones(), 32);
            assert_eq!(
                g.market.buy,
                [Some(Wood), Some(Metal), Some(Glass), Some(Fabric)]
            );
            let tiers: Vec<TheaterTier> = g.deck.iter().rev().map(|c| c.card().tier).collect();
            assert_eq!(
                tiers,
                [
                    TheaterTier::Riverside,
                    TheaterTier::Riverside,
                    TheaterTier::GrandMagorian,
                    TheaterTier::GrandMagorian
                ]
            );
            assert_eq!(g.theater.len(), players as usize - 1);
            assert!(
                g.theater
                    .iter()
                    .all(|c| c.card.card().tier == TheaterTier::Riverside
                        && !g.deck.contains(&c.card))
            );
        }
        assert!(Game::new(GameConfig::base(5, 1)).is_err());
        assert!(Game::new(
            GameOptions {
                dark_alley: true,
                ..GameOptions::base(3)
            }
            .config(1)
        )
        .is_ok());
        assert!(Game::new(
            GameOptions {
                prophecies: true,
                ..GameOptions::base(3)
            }
            .config(1)
        )
        .is_err());
    }

    /// C-021 "Player Setup": Magicians in seat order, each with a Favorite category
    /// not chosen before.
    #[test]
    fn c021_distinct_favorite_categories() {
        let mut g = Game::new(GameConfig::base(3, 1)).unwrap();
        assert_eq!(g.waiting_for(), vec![Seat(0)]);
        g.apply(
            Seat(0),
            &Command::ChooseMagician {
                magician: MagicianId(0),
            },
        )
        .unwrap(); // Escape
        let e = g.apply(
            Seat(1),
            &Command::ChooseMagician {
                magician: MagicianId(4),
            },
        ); // Red Lotus, Escape
        assert!(matches!(e, Err(RuleError::MagicianUnavailable(_))));
        assert_eq!(g.legal_commands(Seat(1)).len(), 6);
    }

    /// C-024 to C-031: starting Trick (FT 1, Favorite), Components worth 2, a
    /// Specialist with its bonus, the free Prepare, 1 Shard, 5 Fame, the
    /// 9-card hand, and Coins by the random starting order (C-030, C-033).
    #[test]
    fn c024_c031_player_setup() {
        let mut g = magicians(4, &[0, 2, 3, 1]); // Escape, Spiritual, Mechanical, Optical
        assert_eq!(g.phase, Phase::ChooseTricks { pos: 0 });
        let e = g.apply(
            Seat(0),
            &Command::ChooseStartingTrick {
                trick: trick("Mind Reading"),
            },
        );
        assert!(matches!(e, Err(RuleError::TrickUnavailable(_))));
        assert!(g
            .apply(
                Seat(0),
                &Command::ChooseStartingTrick {
                    trick: trick("Prison Break")
                }
            )
            .is_err());
        for (seat, name) in [
            "Barricaded Barrels",
            "Mind Reading",
            "Living Piano",
            "Enchanted Butterflies",
        ]
        .iter()
        .enumerate()
        {
            g.apply(
                Seat(seat as u8),
                &Command::ChooseStartingTrick { trick: trick(name) },
            )
            .unwrap();
        }
        let two = |items: &[(crate::Component, u8)]| ComponentSet::of(items);
        assert!(g
            .apply(
                Seat(0),
                &Command::ChooseStartingComponents {
                    components: two(&[(Wood, 1)])
                }
            )
            .is_err());
        assert!(g
            .apply(
                Seat(0),
                &Command::ChooseSpecialist {
                    choice: SpecialistChoice::Assistant
                }
            )
            .is_err());
        // Seat 0: 2 Wood meets Barricaded Barrels; an Engineer with Stocks Escape (unmet).
        g.apply(
            Seat(0),
            &Command::ChooseStartingComponents {
                components: two(&[(Wood, 2)]),
            },
        )
        .unwrap();
        g.apply(
            Seat(0),
            &Command::ChooseSpecialist {
                choice: SpecialistChoice::Engineer {
                    trick: trick("Stocks Escape"),
                },
            },
        )
        .unwrap();
        // Seat 1: 1 Glass + Manager with 1 Glass on a Multi slot: 2+1 = 3 Glass
        // counted, meeting Mind Reading (A-20: the Manager's bonus counts).
        g.apply(
            Seat(1),
            &Command::ChooseStartingComponents {
                components: two(&[(Glass, 1), (Wood, 1)]),
            },
        )
        .unwrap();
        assert!(g
            .clone()
            .apply(
                Seat(1),
                &Command::ChooseSpecialist {
                    choice: SpecialistChoice::Manager {
                        components: two(&[(Glass, 2)])
                    }
                }
            )
            .is_err());
        g.apply(
            Seat(1),
            &Command::ChooseSpecialist {
                choice: SpecialistChoice::Manager {
                    components: two(&[(Glass, 1), (Fabric, 1)]),
                },
            },
        )
        .unwrap();
        // Seat 2: an Animal (worth 2) and an Assistant with a second Apprentice.
        g.apply(
            Seat(2),
            &Command::ChooseStartingComponents {
                components: two(&[(Animal, 1)]),
            },
        )
        .unwrap();
        g.apply(
            Seat(2),
            &Command::ChooseSpecialist {
                choice: SpecialistChoice::Assistant,
            },
        )
        .unwrap();
        // Seat 3: 2 Fabric; an Engineer may not take a Trick already taken.
        g.apply(
            Seat(3),
            &Command::ChooseStartingComponents {
                components: two(&[(Fabric, 2)]),
            },
        )
        .unwrap();
        assert!(g
            .clone()
            .apply(
                Seat(3),
                &Command::ChooseSpecialist {
                    choice: SpecialistChoice::Engineer {
                        trick: trick("Stocks Escape")
                    }
                }
            )
            .is_err());
        g.apply(
            Seat(3),
            &Command::ChooseSpecialist {
                choice: SpecialistChoice::Engineer {
                    trick: trick("Card Manipulation"),
                },
            },
        )
        .unwrap();

        let p0 = g.player(Seat(0));
        assert_eq!(p0.trick(trick("Barricaded Barrels")).unwrap().markers, 2);
        assert_eq!(p0.trick(trick("Stocks Escape")).unwrap().markers, 0);
        assert!(p0.trick(trick("Stocks Escape")).unwrap().engineer_slot);
        let p1 = g.player(Seat(1));
        assert_eq!(p1.effective(Glass), 3);
        assert_eq!(p1.trick(trick("Mind Reading")).unwrap().markers, 3);
        let p2 = g.player(Seat(2));
        assert_eq!(p2.assistant_slot, Some(CharacterId::Apprentice2));
        assert_eq!(p2.team().count(), 4);
        assert_eq!(
            g.player(Seat(3))
                .trick(trick("Enchanted Butterflies"))
                .unwrap()
                .markers,
            2
        );
        for p in g.players() {
            assert_eq!((p.fame, p.shards, p.hand_size()), (5, 1, 9));
        }
        // The starting order is drawn and turn 1 begins with Advertise.
        assert_eq!(g.turn, 1);
        assert_eq!(g.phase, Phase::Advertise { pos: 0 });
        let coins: Vec<u32> = g.initiative.iter().map(|&s| g.player(s).coins).collect();
        assert_eq!(coins, vec![10, 12, 14, 16]);
        assert!(g.player(Seat(0)).has_specialist(Specialist::Engineer));
    }

    /// C-030/A-12/A-13: Coins 10/12/14/16 by starting Initiative slot; 10 and 14
    /// with two players.
    #[test]
    fn c030_starting_coins_by_initiative_slot() {
        for (players, expect) in [
            (2u8, vec![10, 14]),
            (3, vec![10, 12, 14]),
            (4, vec![10, 12, 14, 16]),
        ] {
            let mut g = magicians(players, &[0, 2, 3, 1][..players as usize]);
            g.config.options.beginner_setup = true;
            let mut out = Vec::new();
            g.push_starting_order(&mut out);
            let crate::Event::Setup(SetupEvent::StartingOrder { order, coins }) = &out[0] else {
                panic!()
            };
            let by_slot: Vec<u32> = order.iter().map(|s| coins[s.index()]).collect();
            assert_eq!(by_slot, expect);
        }
    }

    /// C-032 "First Time Setup for Beginners".
    #[test]
    fn c032_beginner_setup() {
        let mut g = Game::new(
            GameOptions {
                beginner_setup: true,
                ..GameOptions::base(4)
            }
            .config(5),
        )
        .unwrap();
        for (i, m) in [0u8, 2, 3, 1].iter().enumerate() {
            g.apply(
                Seat(i as u8),
                &Command::ChooseMagician {
                    magician: MagicianId(*m),
                },
            )
            .unwrap();
        }
        assert_eq!(g.turn, 1);
        let escape = g.player(Seat(0));
        assert_eq!(
            escape.trick(trick("Barricaded Barrels")).unwrap().markers,
            2
        );
        assert!(escape.trick(trick("Stocks Escape")).unwrap().engineer_slot);
        let spiritual = g.player(Seat(1));
        assert_eq!(spiritual.trick(trick("Mind Reading")).unwrap().markers, 3);
        assert_eq!(spiritual.multi_slots[0], Some(Rope));
        let mechanical = g.player(Seat(2));
        assert_eq!(mechanical.trick(trick("Linking Rings")).unwrap().markers, 2);
        assert_eq!(mechanical.assistant_slot, Some(CharacterId::Apprentice2));
        let optical = g.player(Seat(3));
        assert_eq!(
            optical
                .trick(trick("Enchanted Butterflies"))
                .unwrap()
                .markers,
            2
        );
        assert_eq!(optical.effective(Animal), 2);
    }
}
