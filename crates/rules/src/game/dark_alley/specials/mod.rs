//! Special Assignment card effects (Dark Alley "Special Assignment Cards"). A
//! placed Character carries its card's ability (`Acting::special`) until the
//! first Action it enhances; the Performer's Magician keeps a Perform
//! card's ability for the Performance (those cards act in
//! `dark_alley::performance`). The Actions call in here.

mod downtown;
mod events;
mod market_row;
mod placement;
mod theater;
mod workshop;

pub use events::SpecialEvent;
pub(crate) use placement::PlaceOptions;

use crate::cards::{Enhances, SpecialId};
use crate::game::modifier::Done;
use crate::game::Event;
use crate::game::Game;
use crate::model::Seat;

impl Game {
    /// The Special Assignment card the acting Character of `seat` still
    /// carries, if it enhances `action`.
    pub(crate) fn acting_card(&self, seat: Seat, action: Enhances) -> Option<SpecialId> {
        self.acting(seat)
            .ok()?
            .special
            .filter(|c| c.card().enhances() == action)
    }

    /// What the acting Character's card does with the Action just done.
    pub(crate) fn push_card_effect(&self, seat: Seat, done: Done, out: &mut Vec<Event>) {
        match done {
            Done::LearnedTrick(_) | Done::Hired(_) | Done::TookCoins { .. } => {
                self.push_downtown_card(seat, done, out)
            }
            Done::SetUp(_) | Done::GainedShard | Done::Advertised | Done::ReturnedTrick(_) => {}
            Done::Placed { character, slot } => {
                self.push_placed_ability(seat, character, slot, out)
            }
            Done::QuickOrdered => {
                if let Some(card) = self.acting_card(seat, Enhances::QuickOrder) {
                    out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card }));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Component::*, Dir, PerformanceId};
    use crate::command::{BuyPayment, Command, Premiere, PrepareOption, Shoplift, YieldKind};
    use crate::game::base::player::CharState;
    use crate::game::dark_alley::specials::SpecialEvent;
    use crate::game::Event;
    use crate::game::{CardInPlay, Game, Marker, Phase};
    use crate::model::{
        CharacterId, ComponentSet, DieFace, DieId, Location, Seat, Slot, Specialist, Symbol,
        Weekday,
    };
    use crate::tests::fixture::{dark_game, special, trick};

    const P0: Seat = Seat(0);
    const P1: Seat = Seat(1);
    const COLUMN: PerformanceId = PerformanceId(0);
    const FRIDAY: Slot = Slot::Backstage(Weekday::Friday, 0);

    /// `c` of `seat` stands on `slot` with `ap` AP carrying the card `name`.
    fn with_card(g: &mut Game, c: CharacterId, slot: Slot, ap: u8, name: &str) {
        g.acting_with(P0, c, slot, ap);
        let card = special(name);
        g.players[0].special_cards[c.index()] = Some(card);
        g.apply_event(&Event::Special(SpecialEvent::SpecialPlaced {
            seat: P0,
            character: c,
            card,
            forfeit: false,
            mimic: false,
        }));
    }

    /// The same situation with the card and without it.
    fn both(
        c: CharacterId,
        slot: Slot,
        ap: u8,
        name: &str,
        setup: impl Fn(&mut Game),
    ) -> (Game, Game) {
        let mut g = dark_game(4, false);
        setup(&mut g);
        let mut plain = g.clone();
        plain.acting_with(P0, c, slot, ap);
        with_card(&mut g, c, slot, ap, name);
        (plain, g)
    }

    /// Seat 0's Magician assigned the Special Assignment card `name`, at the
    /// start of the Place Characters phase: the game without the card and
    /// with it, as [`both`] gives them.
    fn assigned(name: &str) -> (Game, Game) {
        let mut g = dark_game(4, false);
        let card = special(name);
        g.players[0].specials.push(card);
        g.apply_event(&Event::Special(SpecialEvent::SpecialAssigned {
            seat: P0,
            character: CharacterId::Magician,
            card: Some(card),
        }));
        g.phase = Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        let mut plain = g.clone();
        plain.players[0].special_cards[0] = None;
        (plain, g)
    }

    fn m(seat: Seat, symbol: Symbol, category: Category, facing: Dir) -> Option<Marker> {
        Some(Marker {
            seat,
            symbol,
            category,
            facing,
        })
    }

    fn column(g: &mut Game) {
        g.theater = vec![CardInPlay::new(COLUMN)];
    }

    fn set_up(t: crate::TrickId, slot: u8, facing: Dir) -> Command {
        Command::set_up_trick(t, COLUMN, slot, facing)
    }

    // --- Theater ---

    #[test]
    fn a06_guest_performer_sets_up_on_a_full_card() {
        let setup = |g: &mut Game| {
            column(g);
            for (i, f) in [Dir::Down, Dir::Down, Dir::Up].into_iter().enumerate() {
                g.theater[0].markers[i] = m(P1, Symbol::ALL[i], Category::Optical, f);
            }
            g.give_trick(P0, "Barricaded Barrels", 2);
        };
        let (mut plain, mut g) = both(CharacterId::Magician, FRIDAY, 3, "Guest Performer", setup);
        let t = trick("Barricaded Barrels");
        let cmd = Command::SetUpGuest {
            trick: t,
            card: COLUMN,
        };
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.theater[0].guests.len(), 1);
        assert!(
            g.has_markers_on(P0, 0),
            "the guest takes part in the Performance"
        );
    }

    /// Issue 10.1, 001 "Two Trick Markers of the same color AND the same symbol
    /// cannot be in the same Performance": A06 lifts only the free-slot limit,
    /// so a guest of a Trick already on the full card is refused (rules
    /// version 2). Version 1 games keep accepting it (and paid the Trick twice).
    #[test]
    fn a06_guest_cannot_be_a_second_marker_of_a_trick_on_the_card() {
        let setup = |g: &mut Game| {
            column(g);
            let t = g.give_trick(P0, "Barricaded Barrels", 2);
            let own = g.player(P0).trick(t).unwrap().symbol;
            g.theater[0].markers[0] = m(P0, own, Category::Escape, Dir::Down);
            for (i, f) in [(1, Dir::Down), (2, Dir::Up)] {
                g.theater[0].markers[i] = m(P1, Symbol::ALL[i], Category::Optical, f);
            }
        };
        let (_, g) = both(CharacterId::Magician, FRIDAY, 3, "Guest Performer", setup);
        let cmd = Command::SetUpGuest {
            trick: trick("Barricaded Barrels"),
            card: COLUMN,
        };
        assert_eq!(
            g.clone().run(P0, cmd.clone()),
            Err(crate::RuleError::BadMarkerPlacement(
                "why-trick-already-has-marker-card"
            ))
        );
        assert!(!g.legal_commands(P0).contains(&cmd));
        let mut v1 = g.at_rules_version(1);
        assert!(v1.legal_commands(P0).contains(&cmd));
        v1.run(P0, cmd).unwrap();
        assert_eq!(v1.theater[0].guests.len(), 1);
    }

    /// Issue 10.1: the rule binds every later placement too: a guest marker is
    /// part of the Performance, so its Trick cannot be set up (or moved) onto a
    /// slot of that card (rules version 2).
    #[test]
    fn a06_a_guest_marker_counts_for_later_set_ups_and_moves() {
        let mut g = dark_game(4, false);
        column(&mut g);
        let t = g.give_trick(P0, "Barricaded Barrels", 2);
        let own = g.player(P0).trick(t).unwrap().symbol;
        g.theater[0].guests.push(Marker {
            seat: P0,
            symbol: own,
            category: Category::Escape,
            facing: Dir::Down,
        });
        g.acting_with(P0, CharacterId::Magician, FRIDAY, 3);
        let cmd = set_up(t, 0, Dir::Down);
        assert!(g.clone().run(P0, cmd.clone()).is_err());
        assert!(!g.legal_commands(P0).contains(&cmd));
        g.clone().at_rules_version(1).run(P0, cmd).unwrap();
        // A Reschedule onto the card is refused for the same reason.
        g.theater.push(CardInPlay::new(PerformanceId(9)));
        g.theater[1].markers[0] = m(P0, own, Category::Escape, Dir::Down);
        let mv = Command::Reschedule {
            card: PerformanceId(9),
            slot: 0,
            to_card: COLUMN,
            to_slot: 0,
            facing: Dir::Down,
        };
        assert_eq!(
            g.clone().run(P0, mv.clone()),
            Err(crate::RuleError::BadMarkerPlacement(
                "why-trick-already-has-marker-card"
            ))
        );
        g.at_rules_version(1).run(P0, mv).unwrap();
    }

    #[test]
    fn a07_orchestral_interlude_pays_unmatched_neighbours() {
        let setup = |g: &mut Game| {
            column(g);
            g.theater[0].markers[1] = m(P1, Symbol::Spade, Category::Optical, Dir::Up);
            g.give_trick(P0, "Barricaded Barrels", 2);
        };
        let (mut plain, mut g) = both(
            CharacterId::Magician,
            FRIDAY,
            3,
            "Orchestral Interlude",
            setup,
        );
        let t = trick("Barricaded Barrels");
        plain.run(P0, set_up(t, 0, Dir::Down)).unwrap();
        g.run(P0, set_up(t, 0, Dir::Down)).unwrap();
        assert_eq!(plain.acting_now().unwrap().pending_links, 0);
        assert_eq!(g.acting_now().unwrap().pending_links, 1);
    }

    #[test]
    fn a08_headliner_trick_pays_links_twice() {
        let setup = |g: &mut Game| {
            column(g);
            g.theater[0].markers[1] = m(P1, Symbol::Spade, Category::Escape, Dir::Up);
            g.give_trick(P0, "Barricaded Barrels", 2);
        };
        let (mut plain, mut g) = both(CharacterId::Magician, FRIDAY, 3, "Headliner Trick", setup);
        let t = trick("Barricaded Barrels");
        plain.run(P0, set_up(t, 0, Dir::Down)).unwrap();
        g.run(P0, set_up(t, 0, Dir::Down)).unwrap();
        assert_eq!(plain.acting_now().unwrap().pending_links, 1);
        assert_eq!(g.acting_now().unwrap().pending_links, 2);
        assert_eq!(plain.player(P0).shards, 2);
        assert_eq!(g.player(P0).shards, 3);
    }

    #[test]
    fn a09_new_twist_allows_a_second_marker_of_a_trick() {
        let setup = |g: &mut Game| {
            column(g);
            g.give_trick(P0, "Barricaded Barrels", 2);
            g.theater[0].markers[2] = m(P0, Symbol::Spade, Category::Escape, Dir::Up);
        };
        let (mut plain, mut g) = both(CharacterId::Magician, FRIDAY, 3, "New Twist", setup);
        let t = trick("Barricaded Barrels");
        assert!(plain.run(P0, set_up(t, 0, Dir::Down)).is_err());
        g.run(P0, set_up(t, 0, Dir::Down)).unwrap();
    }

    #[test]
    fn a10_buying_time_swaps_two_cards_for_3_coins() {
        let setup = |g: &mut Game| {
            g.theater = vec![CardInPlay::new(COLUMN), CardInPlay::new(PerformanceId(9))];
            g.give_trick(P0, "Barricaded Barrels", 2);
        };
        let (mut plain, mut g) = both(CharacterId::Magician, FRIDAY, 3, "Buying Time", setup);
        let cmd = Command::SetUpTrick {
            trick: trick("Barricaded Barrels"),
            card: COLUMN,
            slot: 0,
            facing: Dir::Down,
            swap: Some((COLUMN, PerformanceId(9))),
        };
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.theater[0].card, PerformanceId(9));
        assert_eq!(g.player(P0).coins, 13);
    }

    /// Seat 0 performs the standard scene holding `name` under its Magician.
    fn perform_with(name: Option<&str>, cmd: impl Fn(PerformanceId) -> Command) -> Game {
        let mut g = dark_game(4, false);
        let card = g.performance_scene(Weekday::Friday);
        if let Some(name) = name {
            g.players[0].special_cards[0] = Some(special(name));
        }
        g.run(P0, cmd(card)).unwrap();
        g
    }

    #[test]
    fn a11_durable_components_keeps_a_marker() {
        let barrels = trick("Barricaded Barrels");
        let cmd = |durable| {
            move |card| Command::Perform {
                card,
                steal: None,
                premiere: None,
                durable,
            }
        };
        let g = perform_with(Some("Durable Components"), cmd(Some(barrels)));
        assert_eq!(g.player(P0).trick(barrels).unwrap().markers, 1);
        let plain = perform_with(None, cmd(None));
        assert_eq!(plain.player(P0).trick(barrels).unwrap().markers, 0);
        let mut no_card = dark_game(4, false);
        let card = no_card.performance_scene(Weekday::Friday);
        assert!(no_card.run(P0, cmd(Some(barrels))(card)).is_err());
    }

    #[test]
    fn a12_arranged_fiasco_fame_per_marker() {
        let perform = |card| Command::perform(card);
        let g = perform_with(Some("Arranged Fiasco"), perform);
        let plain = perform_with(None, perform);
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 2);
        assert_eq!(g.player(P1).fame + 1, plain.player(P1).fame);
    }

    #[test]
    fn a13_grand_premiere_doubles_a_first_performance() {
        let prison = trick("Prison Break");
        let cmd = |premiere| {
            move |card| Command::Perform {
                card,
                steal: None,
                premiere,
                durable: None,
            }
        };
        let p = Some(Premiere {
            trick: prison,
            doubled: YieldKind::Fame,
        });
        let g = perform_with(Some("Grand Premiere"), cmd(p));
        let plain = perform_with(None, cmd(None));
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 3);
        assert!(g.player(P0).performed_tricks.contains(&prison));
        let mut again = dark_game(4, false);
        let card = again.performance_scene(Weekday::Friday);
        again.players[0].special_cards[0] = Some(special("Grand Premiere"));
        again.players[0].performed_tricks.push(prison);
        assert!(again.run(P0, cmd(p)(card)).is_err(), "not the first time");
    }

    #[test]
    fn a14_street_performance_takes_yields_now() {
        let setup = |g: &mut Game| {
            column(g);
            g.give_trick(P0, "Barricaded Barrels", 1);
            g.theater[0].markers[0] = m(P0, Symbol::Spade, Category::Escape, Dir::Down);
        };
        let (mut plain, mut g) = both(
            CharacterId::Magician,
            FRIDAY,
            3,
            "Street Performance",
            setup,
        );
        let cmd = Command::StreetPerformance {
            card: COLUMN,
            slot: 0,
        };
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert!(g.theater[0].markers[0].is_none());
        assert_eq!((g.player(P0).fame, g.player(P0).coins), (6, 11));
    }

    #[test]
    fn a15_directors_favor_moves_an_opponents_marker() {
        let setup = |g: &mut Game| {
            column(g);
            g.give_trick(P1, "Barricaded Barrels", 0);
            g.theater[0].markers[0] = m(P1, Symbol::Spade, Category::Escape, Dir::Down);
        };
        let (mut plain, mut g) = both(CharacterId::Magician, FRIDAY, 3, "Director's Favor", setup);
        let cmd = Command::Reschedule {
            card: COLUMN,
            slot: 0,
            to_card: COLUMN,
            to_slot: 2,
            facing: Dir::Up,
        };
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.theater[0].markers[2].unwrap().seat, P1);
    }

    // --- Workshop ---

    fn workshop(name: &str, tricks: &[&str], comps: &[(crate::Component, u8)]) -> (Game, Game) {
        let tricks: Vec<String> = tricks.iter().map(|s| s.to_string()).collect();
        let comps = comps.to_vec();
        both(
            CharacterId::Magician,
            Slot::Workshop(0),
            3,
            name,
            move |g| {
                for t in &tricks {
                    g.give_trick(P0, t, 0);
                }
                g.give_components(P0, &comps);
            },
        )
    }

    fn markers(g: &Game, name: &str) -> u8 {
        g.player(P0).trick(trick(name)).unwrap().markers
    }

    fn prepare(
        g: &mut Game,
        name: &str,
        option: Option<PrepareOption>,
    ) -> Result<Vec<Event>, crate::RuleError> {
        let t = trick(name);
        g.run(P0, Command::Prepare { trick: t, option })
    }

    #[test]
    fn a16_trick_tweaking_adds_a_marker() {
        let (mut plain, mut g) = workshop("Trick Tweaking", &["Mind Reading"], &[(Glass, 2)]);
        prepare(&mut plain, "Mind Reading", None).unwrap();
        prepare(&mut g, "Mind Reading", None).unwrap();
        assert_eq!(
            markers(&g, "Mind Reading"),
            markers(&plain, "Mind Reading") + 1
        );
    }

    #[test]
    fn a17_test_run_trades_a_marker_for_yields() {
        let (mut plain, mut g) = workshop("Test Run", &["Mind Reading"], &[(Glass, 2)]);
        prepare(&mut plain, "Mind Reading", None).unwrap();
        assert!(prepare(
            &mut plain.clone(),
            "Mind Reading",
            Some(PrepareOption::TestRun)
        )
        .is_err());
        prepare(&mut g, "Mind Reading", Some(PrepareOption::TestRun)).unwrap();
        assert_eq!(
            markers(&g, "Mind Reading") + 1,
            markers(&plain, "Mind Reading")
        );
        let y = trick("Mind Reading").card().yields;
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + y.fame);
        assert_eq!(g.player(P0).coins, plain.player(P0).coins + y.coins);
    }

    #[test]
    fn a18_replaceable_parts_feeds_another_trick() {
        let (mut plain, mut g) = workshop(
            "Replaceable Parts",
            &["Mind Reading", "Linking Rings"],
            &[(Glass, 2)],
        );
        prepare(&mut plain, "Mind Reading", None).unwrap();
        let o = PrepareOption::ReplaceableParts {
            other: trick("Linking Rings"),
        };
        prepare(&mut g, "Mind Reading", Some(o)).unwrap();
        assert_eq!(
            markers(&g, "Mind Reading") + 1,
            markers(&plain, "Mind Reading")
        );
        assert_eq!(markers(&g, "Linking Rings"), 1);
        assert_eq!(markers(&plain, "Linking Rings"), 0);
    }

    #[test]
    fn a19_invention_fame_per_advanced_component() {
        let (mut plain, mut g) = workshop(
            "Invention",
            &["Rabbit from the Top Hat"],
            &[(Animal, 1), (Fabric, 1), (Metal, 1)],
        );
        prepare(&mut plain, "Rabbit from the Top Hat", None).unwrap();
        prepare(&mut g, "Rabbit from the Top Hat", None).unwrap();
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 1);
    }

    #[test]
    fn a20_ingenuity_prepares_one_component_short() {
        let (mut plain, mut g) = workshop(
            "Ingenuity",
            &["Rabbit from the Top Hat"],
            &[(Fabric, 1), (Metal, 1)],
        );
        assert!(prepare(&mut plain, "Rabbit from the Top Hat", None).is_err());
        prepare(&mut g, "Rabbit from the Top Hat", None).unwrap();
        assert_eq!(markers(&g, "Rabbit from the Top Hat"), 1);
    }

    #[test]
    fn a21_unstable_prototype_returns_components() {
        let (mut plain, mut g) = workshop("Unstable Prototype", &["Mind Reading"], &[(Glass, 2)]);
        prepare(&mut plain, "Mind Reading", None).unwrap();
        let o = PrepareOption::UnstablePrototype {
            components: ComponentSet::of(&[(Glass, 2)]),
        };
        prepare(&mut g, "Mind Reading", Some(o)).unwrap();
        assert_eq!(
            markers(&g, "Mind Reading"),
            markers(&plain, "Mind Reading") + 1
        );
        assert_eq!(g.player(P0).components[Glass.index()], 0);
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 2);
        assert_eq!(g.player(P0).coins, plain.player(P0).coins + 2);
    }

    #[test]
    fn a22_enhance_trick_raises_yields_for_good() {
        let (mut plain, mut g) = workshop("Enhance Trick", &["Mind Reading"], &[(Glass, 2)]);
        prepare(&mut plain, "Mind Reading", None).unwrap();
        prepare(&mut g, "Mind Reading", Some(PrepareOption::EnhanceTrick)).unwrap();
        let t = trick("Mind Reading");
        assert_eq!(g.player(P0).shards, 0);
        assert_eq!(g.trick_yield(P0, t).fame, plain.trick_yield(P0, t).fame + 1);
        assert_eq!(
            g.trick_yield(P0, t).coins,
            plain.trick_yield(P0, t).coins + 1
        );
    }

    #[test]
    fn a23_on_stage_preparation_moves_a_marker_to_a_card() {
        let (mut plain, mut g) = workshop("On-stage Preparation", &["Mind Reading"], &[(Glass, 2)]);
        column(&mut g);
        prepare(&mut plain, "Mind Reading", None).unwrap();
        let o = PrepareOption::OnStage {
            card: COLUMN,
            slot: 0,
            facing: Dir::Down,
        };
        prepare(&mut g, "Mind Reading", Some(o)).unwrap();
        assert_eq!(
            markers(&g, "Mind Reading") + 1,
            markers(&plain, "Mind Reading")
        );
        assert_eq!(g.theater[0].markers[0].unwrap().seat, P0);
    }

    #[test]
    fn a24_hidden_talent_swaps_an_apprentice_for_a_specialist() {
        let mut g = dark_game(4, false);
        g.give_trick(P0, "Mind Reading", 0);
        g.give_components(P0, &[(Glass, 2)]);
        with_card(
            &mut g,
            CharacterId::Apprentice1,
            Slot::Workshop(0),
            1,
            "Hidden Talent",
        );
        let o = PrepareOption::HiddenTalent {
            specialist: Specialist::Manager,
        };
        prepare(&mut g, "Mind Reading", Some(o)).unwrap();
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        for e in &out {
            g.apply_event(e);
        }
        let p = g.player(P0);
        assert_eq!(p.state(CharacterId::Apprentice1), CharState::Supply);
        assert_eq!(p.state(CharacterId::Manager), CharState::Home);
        // 1 wage for the Apprentice, 2 for the Manager at once.
        assert_eq!(p.coins, 10 - 1 - 2);
        // A Magician cannot use it.
        let (_, mut m) = workshop("Hidden Talent", &["Mind Reading"], &[(Glass, 2)]);
        assert!(prepare(&mut m, "Mind Reading", Some(o)).is_err());
    }

    #[test]
    fn a25_freelancer_goes_to_another_location() {
        let (mut plain, g) = assigned("Freelancer");
        let place = Command::place(CharacterId::Magician, Slot::Downtown(3), false);
        g.clone().run(P0, place.clone()).unwrap();
        assert!(plain.run(P0, place).is_err());
    }

    // --- Downtown ---

    fn downtown(name: &str) -> (Game, Game) {
        both(CharacterId::Magician, Slot::Downtown(0), 5, name, |_| {})
    }

    #[test]
    fn a26_mass_recruitment_hires_a_second_apprentice() {
        let (mut plain, mut g) = downtown("Mass Recruitment");
        let cmd = Command::Hire {
            die: DieId::InnApprentice,
            character: Some(CharacterId::Apprentice2),
            second: true,
        };
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
        }
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).apprentices_owned(), 3);
        assert_eq!(g.player(P0).coins, 7);
    }

    #[test]
    fn a27_hypnotic_motivation_joins_at_once() {
        let (mut plain, mut g) = downtown("Hypnotic Motivation");
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
            g.run(P0, Command::hire(DieId::InnApprentice)).unwrap();
        }
        let a2 = CharacterId::Apprentice2;
        assert_eq!(plain.player(P0).state(a2), CharState::Inn);
        assert_eq!(g.player(P0).state(a2), CharState::Home);
        // Nobody else is waiting: the placement turn comes back to seat 0.
        g.apply(P0, &Command::EndActions).unwrap();
        assert_eq!(g.waiting_for(), vec![P0]);
        g.run(
            P0,
            Command::Assign {
                character: a2,
                location: Location::Workshop,
            },
        )
        .unwrap();
        g.run(P0, Command::place(a2, Slot::Workshop(0), false))
            .unwrap();
    }

    #[test]
    fn a28_headhunter_hires_anyone_for_less() {
        let (mut plain, mut g) = downtown("Headhunter");
        let cmd = Command::Hire {
            die: DieId::InnApprentice,
            character: Some(CharacterId::Engineer),
            second: false,
        };
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
        }
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).state(CharacterId::Engineer), CharState::Inn);
        assert_eq!(g.acting_now().unwrap().ap, 3);
    }

    #[test]
    fn a29_trick_overhaul_moves_markers_to_the_new_trick() {
        let (mut plain, mut g) = downtown("Trick Overhaul");
        let rings = trick("Linking Rings");
        for g in [&mut plain, &mut g] {
            g.give_trick(P0, "Mind Reading", 2);
            g.give_components(P0, &[(Metal, 2)]);
            g.set_die(DieId::Residence1, DieFace::AnyTrick);
        }
        let cmd = Command::LearnTrick {
            die: DieId::Residence1,
            trick: rings,
            overhaul: Some(trick("Mind Reading")),
        };
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        let p = g.player(P0);
        assert_eq!(p.tricks.len(), 1);
        assert_eq!(p.trick(rings).unwrap().markers, 2);
        assert!(g.in_residence(trick("Mind Reading")));
    }

    #[test]
    fn a30_thirst_for_knowledge_any_category() {
        let (mut plain, mut g) = downtown("Thirst for Knowledge");
        let cmd = Command::learn_trick(DieId::Residence1, trick("Mind Reading"));
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::Residence1, DieFace::Trick(Category::Optical));
        }
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 3);
    }

    #[test]
    fn a31_leaked_blueprints_arrives_with_a_marker() {
        let (mut plain, mut g) = downtown("Leaked Blueprints");
        let cmd = Command::learn_trick(DieId::Residence1, trick("Mind Reading"));
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::Residence1, DieFace::AnyTrick);
            g.run(P0, cmd.clone()).unwrap();
        }
        assert_eq!(markers(&plain, "Mind Reading"), 0);
        assert_eq!(markers(&g, "Mind Reading"), 1);
    }

    #[test]
    fn a32_investments_buys_with_the_coins_taken() {
        let (mut plain, mut g) = downtown("Investments");
        let cmd = Command::TakeCoins {
            die: DieId::Bank1,
            buy: Some(ComponentSet::of(&[(Wood, 2)])),
        };
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::Bank1, DieFace::Coins(3));
        }
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).components[Wood.index()], 2);
        assert_eq!(g.player(P0).coins, 11);
    }

    #[test]
    fn a33_fame_and_fortune_adds_fame() {
        let (mut plain, mut g) = downtown("Fame and Fortune");
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::Bank1, DieFace::Coins(3));
            g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        }
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 2);
    }

    #[test]
    fn a34_interest_rolls_again_for_less() {
        let (mut plain, mut g) = downtown("Interest");
        for g in [&mut plain, &mut g] {
            g.set_die(DieId::Bank1, DieFace::Coins(3));
        }
        plain.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        let events = g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        let extra = events
            .iter()
            .find_map(|e| match e {
                Event::Special(SpecialEvent::InterestRolled { coins, .. }) => Some(*coins),
                _ => None,
            })
            .expect("rolled");
        assert_eq!(g.player(P0).coins, plain.player(P0).coins + extra);
        assert_eq!(
            g.acting_now().unwrap().ap,
            plain.acting_now().unwrap().ap + 1
        );
    }

    #[test]
    fn a35_empower_enhance_gives_three() {
        let (mut plain, mut g) = assigned("Empower");
        let place = Command::place(CharacterId::Magician, Slot::Downtown(3), true);
        plain.run(P0, place.clone()).unwrap();
        g.run(P0, place).unwrap();
        assert_eq!(plain.acting_now().unwrap().ap, 4);
        assert_eq!(g.acting_now().unwrap().ap, 6);
    }

    // --- Market Row ---

    fn market(name: &str) -> (Game, Game) {
        both(CharacterId::Magician, Slot::MarketRow(0), 5, name, |_| {})
    }

    fn buy_with(
        items: &[(crate::Component, u8)],
        pay: BuyPayment,
        shoplift: Option<Shoplift>,
    ) -> Command {
        Command::Buy {
            items: ComponentSet::of(items),
            bargain: 0,
            pay,
            shoplift,
        }
    }

    #[test]
    fn a36_component_sale_mixes_types() {
        let (mut plain, mut g) = market("Component Sale");
        let cmd = buy_with(&[(Wood, 2), (Metal, 2)], BuyPayment::Coins, None);
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).coins, 6);
        assert_eq!(g.player(P0).components[Metal.index()], 2);
    }

    #[test]
    fn a37_smuggled_goods_pays_with_fame() {
        let (mut plain, mut g) = market("Smuggled Goods");
        let cmd = buy_with(&[(Wood, 3)], BuyPayment::Fame, None);
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!((g.player(P0).coins, g.player(P0).fame), (10, 3));
    }

    /// Issue 10.2, A37 Smuggled Goods ("lose Fame equal to their total Coin
    /// price minus 1"): a player cannot pay Fame they do not have (rules
    /// version 2). Version 1 let the Fame stop at 0.
    #[test]
    fn a37_smuggled_goods_cannot_pay_more_fame_than_held() {
        let (_, mut g) = market("Smuggled Goods");
        g.players[0].fame = 1;
        // 3 Wood cost 3 Coins: 2 Fame.
        let cmd = buy_with(&[(Wood, 3)], BuyPayment::Fame, None);
        assert_eq!(
            g.clone().run(P0, cmd.clone()),
            Err(crate::RuleError::NotEnoughFame { needed: 2, have: 1 })
        );
        assert!(!g.legal_commands(P0).contains(&cmd));
        // Exactly the Fame held is fine.
        let two = buy_with(&[(Wood, 2)], BuyPayment::Fame, None);
        let mut ok = g.clone();
        ok.run(P0, two).unwrap();
        assert_eq!(ok.player(P0).fame, 0);
        let mut v1 = g.at_rules_version(1);
        v1.run(P0, cmd).unwrap();
        assert_eq!(
            (v1.player(P0).fame, v1.player(P0).components[Wood.index()]),
            (0, 3)
        );
    }

    #[test]
    fn a38_barter_with_power_trades_a_shard() {
        let (mut plain, mut g) = market("Barter with Power");
        let cmd = buy_with(&[(Wood, 2), (Metal, 2)], BuyPayment::Shard, None);
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!((g.player(P0).coins, g.player(P0).shards), (10, 0));
        assert!(g
            .clone()
            .run(
                P0,
                buy_with(&[(Wood, 3), (Metal, 2)], BuyPayment::Shard, None)
            )
            .is_err());
    }

    #[test]
    fn a39_workshop_exhibition_fame_for_coins_paid() {
        let (mut plain, mut g) = market("Workshop Exhibition");
        let cmd = Command::buy(Metal, 3, 0);
        plain.run(P0, cmd.clone()).unwrap();
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).fame, plain.player(P0).fame + 2);
    }

    #[test]
    fn a40_shoplifting_takes_one_free() {
        let (mut plain, mut g) = market("Shoplifting");
        let cmd = buy_with(
            &[(Metal, 2)],
            BuyPayment::Coins,
            Some(Shoplift {
                component: Metal,
                replacement: Wood,
            }),
        );
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).coins, 9);
        assert_eq!(g.market.buy[1], Some(Wood));
    }

    #[test]
    fn a41_logistics_delivers_into_stock() {
        let (mut plain, mut g) = market("Logistics");
        let cmd = Command::order(Saw, 0);
        plain.run(P0, cmd.clone()).unwrap();
        g.run(P0, cmd).unwrap();
        assert_eq!(plain.unit_price(Saw), None);
        assert_eq!(g.unit_price(Saw), Some(2));
        g.run(P0, Command::buy(Saw, 1, 0)).unwrap();
    }

    #[test]
    fn a42_traveling_merchants_buy_every_order() {
        let (mut plain, mut g) = market("Traveling Merchants");
        let order = |component, slot| Command::Order {
            component,
            slot,
            buy_now: true,
        };
        assert!(plain.run(P0, order(Saw, 0)).is_err());
        g.run(P0, order(Saw, 0)).unwrap();
        g.run(P0, order(Rope, 1)).unwrap();
        assert_eq!(g.player(P0).components[Saw.index()], 1);
        assert_eq!(g.player(P0).components[Rope.index()], 1);
        assert_eq!(g.player(P0).coins, 10 - 3 - 3);
    }

    #[test]
    fn a43_dubious_sources_keeps_the_quick_order() {
        let (mut plain, mut g) = market("Dubious Sources");
        for g in [&mut plain, &mut g] {
            g.run(P0, Command::QuickOrder { component: Mirror })
                .unwrap();
            let mut out = Vec::new();
            g.push_end_turn(&mut out);
            for e in &out {
                g.apply_event(e);
            }
        }
        assert_eq!(plain.player(P0).components[Mirror.index()], 0);
        assert_eq!(g.player(P0).components[Mirror.index()], 1);
    }

    #[test]
    fn a44_business_share_collects_opponents_coins() {
        let (mut plain, mut g) = assigned("Business Share");
        for g in [&mut plain, &mut g] {
            g.run(
                P0,
                Command::place(CharacterId::Magician, Slot::MarketRow(3), false),
            )
            .unwrap();
            g.run(P0, Command::EndActions).unwrap();
            g.acting_with(P1, CharacterId::Magician, Slot::MarketRow(0), 5);
            g.run(P1, Command::buy(Metal, 2, 0)).unwrap();
        }
        assert_eq!(plain.player(P0).coins, 10);
        assert_eq!(g.player(P0).coins, 12);
        assert_eq!(g.player(P1).coins, 8);
    }

    #[test]
    fn a45_workshop_delivery_counts_owned_types_as_stock() {
        let (mut plain, mut g) = market("Workshop Delivery");
        for g in [&mut plain, &mut g] {
            g.give_components(P0, &[(Saw, 1)]);
        }
        let cmd = Command::buy(Saw, 2, 0);
        assert!(plain.run(P0, cmd.clone()).is_err());
        g.run(P0, cmd).unwrap();
        assert_eq!(g.player(P0).coins, 8);
        assert_eq!(g.player(P0).components[Saw.index()], 3);
    }
}
