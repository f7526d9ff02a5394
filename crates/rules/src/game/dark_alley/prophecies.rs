//! The 27 Prophecies (Dark Alley). Each changes a rule in the module of the
//! rule it changes (`Game::prophecy(kind)` asks whether it is Active); this
//! module checks each one against the same situation without it.

#[cfg(test)]
mod tests {
    use crate::cards::{Component, Dir, PerformanceId, ProphecyKind as K};
    use crate::command::Command;
    use crate::game::base::player::CardView;
    use crate::game::base::player::CharState;
    use crate::game::{CardInPlay, Game};
    use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Slot, Viewer, Weekday};
    use crate::tests::fixture::dark_game;

    const P0: Seat = Seat(0);
    const P1: Seat = Seat(1);

    /// The same game with and without the Prophecy Active.
    fn both(players: u8, kind: K) -> (Game, Game) {
        let g = dark_game(players, true);
        let mut with = g.clone();
        with.activate(kind);
        (g, with)
    }

    fn perform(
        g: &mut Game,
        day: Weekday,
    ) -> (
        crate::game::base::performance::Payout,
        crate::game::base::performance::Payout,
        crate::Yield,
    ) {
        let card = g.performance_scene(day);
        let (p, bonus, _) = g.perform_now(card);
        (p[0].clone(), p[1].clone(), bonus)
    }

    #[test]
    fn p01_base_ap_one() {
        let (g, w) = both(2, K::BaseApOne);
        let ap = |g: &Game| {
            g.placement_ap_for(
                P0,
                CharacterId::Magician,
                Slot::Downtown(3),
                false,
                0,
                false,
            )
        };
        assert_eq!((ap(&g), ap(&w)), (3, 1));
    }

    fn engineer_shard(g: &mut Game) -> (u32, u32) {
        g.stand(
            P0,
            CharacterId::Engineer,
            Slot::Backstage(Weekday::Friday, 0),
        );
        let before = (g.player(P0).shards, g.player(P0).fame);
        perform(g, Weekday::Friday);
        (g.player(P0).shards - before.0, g.player(P0).fame - before.1)
    }

    #[test]
    fn p02_extra_shard() {
        let (mut g, mut w) = both(2, K::ExtraShard);
        assert_eq!(engineer_shard(&mut g).0, 1);
        assert_eq!(engineer_shard(&mut w).0, 2);
    }

    #[test]
    fn p03_fame_on_shards() {
        let (mut g, mut w) = both(2, K::FameOnShards);
        assert_eq!(engineer_shard(&mut w).1, engineer_shard(&mut g).1 + 2);
    }

    #[test]
    fn p04_buy_from_order_area() {
        let (mut g, mut w) = both(2, K::BuyFromOrderArea);
        g.market.order[2] = Some(Component::Saw);
        w.market.order[2] = Some(Component::Saw);
        assert_eq!(g.unit_price(Component::Saw), None);
        assert_eq!(w.unit_price(Component::Saw), Some(2));
    }

    #[test]
    fn p06_double_performer_bonus() {
        let (mut g, mut w) = both(2, K::DoublePerformerBonus);
        assert_eq!(perform(&mut g, Weekday::Friday).2.fame, 4);
        assert_eq!(perform(&mut w, Weekday::Friday).2.fame, 8);
    }

    fn take_coins(g: &mut Game) -> u32 {
        g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 5);
        g.set_die(DieId::Bank1, DieFace::Coins(3));
        g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        g.player(P0).coins - 10
    }

    #[test]
    fn p07_double_bank() {
        let (mut g, mut w) = both(2, K::DoubleBank);
        assert_eq!((take_coins(&mut g), take_coins(&mut w)), (3, 6));
    }

    #[test]
    fn p08_strong_enhance() {
        let (g, w) = both(2, K::StrongEnhance);
        let ap = |g: &Game| {
            g.placement_ap_for(P0, CharacterId::Magician, Slot::Downtown(3), true, 0, false)
        };
        assert_eq!((ap(&g), ap(&w)), (4, 5));
    }

    #[test]
    fn p09_place_two() {
        let (mut g, mut w) = both(2, K::PlaceTwo);
        for g in [&mut g, &mut w] {
            let p = &mut g.players[0];
            p.cards[CharacterId::Magician.index()] = Some(Location::Workshop);
            p.cards[CharacterId::Apprentice1.index()] = Some(Location::Workshop);
            g.players[1].cards[CharacterId::Magician.index()] = Some(Location::Workshop);
            for p in &mut g.players {
                p.assignment_confirmed = true;
            }
            g.advance(&mut Vec::new());
            g.apply(
                P0,
                &Command::place(CharacterId::Magician, Slot::Workshop(0), false),
            )
            .unwrap();
            g.apply(P0, &Command::EndActions).unwrap();
        }
        assert_eq!(g.waiting_for(), vec![P1]);
        assert_eq!(w.waiting_for(), vec![P0]);
    }

    /// Sets up a marker of `name` (2 prepared) on card P01; returns the Fame gained.
    fn set_up_fame(g: &mut Game, name: &str) -> u32 {
        g.theater = vec![CardInPlay::new(PerformanceId(0))];
        let t = g.give_trick(P0, name, 2);
        g.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        let before = g.player(P0).fame;
        g.run(P0, Command::set_up_trick(t, PerformanceId(0), 0, Dir::Down))
            .unwrap();
        g.player(P0).fame - before
    }

    fn setup_fame_case(kind: K, name: &str, other: &str) {
        let (mut g, mut w) = both(2, kind);
        assert_eq!(set_up_fame(&mut g, name), 0);
        assert_eq!(
            set_up_fame(&mut w.clone(), other),
            0,
            "other categories give nothing"
        );
        assert_eq!(set_up_fame(&mut w, name), 2);
    }

    #[test]
    fn p10_fame_on_escape_setup() {
        setup_fame_case(K::FameOnEscapeSetup, "Barricaded Barrels", "Mind Reading");
    }

    #[test]
    fn p11_friday_penalty() {
        let (mut g, mut w) = both(2, K::FridayPenalty);
        let a = perform(&mut g, Weekday::Friday).0;
        let b = perform(&mut w, Weekday::Friday).0;
        assert_eq!((a.fame, a.coins), (4, 4));
        assert_eq!((b.fame, b.coins), (2, 2));
    }

    fn learn(g: &mut Game, ap: u8) -> bool {
        g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), ap);
        g.set_die(DieId::Residence1, DieFace::AnyTrick);
        let t = crate::tests::fixture::trick("Mind Reading");
        g.run(P0, Command::learn_trick(DieId::Residence1, t))
            .is_ok()
    }

    #[test]
    fn p12_cheap_learn() {
        let (mut g, mut w) = both(2, K::CheapLearn);
        assert!(!learn(&mut g, 1));
        assert!(learn(&mut w, 1));
    }

    #[test]
    fn p13_fame_on_mechanical_setup() {
        setup_fame_case(
            K::FameOnMechanicalSetup,
            "Linking Rings",
            "Barricaded Barrels",
        );
    }

    #[test]
    fn p14_coins_as_fame() {
        let (mut g, mut w) = both(2, K::CoinsAsFame);
        let a = perform(&mut g, Weekday::Friday).0;
        let b = perform(&mut w, Weekday::Friday).0;
        assert_eq!((a.fame, a.coins), (4, 4));
        assert_eq!((b.fame, b.coins), (8, 0));
    }

    #[test]
    fn p15_advertised_apprentices() {
        let (mut g, mut w) = both(2, K::AdvertisedApprentices);
        g.players[0].advertised = true;
        w.players[0].advertised = true;
        let ap = |g: &Game, s: Seat| {
            g.placement_ap_for(
                s,
                CharacterId::Apprentice1,
                Slot::Downtown(3),
                false,
                0,
                false,
            )
        };
        assert_eq!((ap(&g, P0), ap(&w, P0), ap(&w, P1)), (1, 2, 1));
    }

    #[test]
    fn p16_no_day_modifiers() {
        let (mut g, mut w) = both(2, K::NoDayModifiers);
        let a = perform(&mut g, Weekday::Thursday).0;
        let b = perform(&mut w, Weekday::Thursday).0;
        assert_eq!((a.fame, b.fame), (2, 4));
    }

    #[test]
    fn p17_fame_on_optical_setup() {
        setup_fame_case(
            K::FameOnOpticalSetup,
            "Enchanted Butterflies",
            "Linking Rings",
        );
    }

    fn place_top(g: &mut Game) -> Result<u32, crate::RuleError> {
        g.players[0].cards[0] = Some(Location::Downtown);
        g.players[0].characters[0] = CharState::Home;
        g.phase = crate::Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        g.run(
            P0,
            Command::place(CharacterId::Magician, Slot::Downtown(0), false),
        )?;
        Ok(10 - g.player(P0).coins)
    }

    #[test]
    fn p18_paid_top_slots() {
        let (mut g, mut w) = both(2, K::PaidTopSlots);
        assert_eq!(place_top(&mut g), Ok(0));
        assert_eq!(place_top(&mut w.clone()), Ok(3));
        w.players[0].coins = 2;
        assert!(place_top(&mut w).is_err());
    }

    #[test]
    fn p19_performer_modifier_for_all() {
        let (mut g, mut w) = both(2, K::PerformerModifierForAll);
        // Seat 1 stands on Saturday (no modifier); the Performer plays Thursday.
        let a = perform(&mut g, Weekday::Thursday).1;
        let b = perform(&mut w, Weekday::Thursday).1;
        assert_eq!((a.fame, a.coins), (3, 1));
        assert_eq!((b.fame, b.coins), (2, 0));
    }

    #[test]
    fn p20_hidden_assignments() {
        let (mut g, mut w) = both(2, K::HiddenAssignments);
        for g in [&mut g, &mut w] {
            g.players[0].cards[0] = Some(Location::Downtown);
            g.players[1].cards[0] = Some(Location::Workshop);
            for p in &mut g.players {
                p.assignment_confirmed = true;
            }
            g.advance(&mut Vec::new());
        }
        let card = |g: &Game| g.view(Viewer::Seat(P0)).players[1].characters[0].card;
        assert_eq!(card(&g), Some(CardView::Revealed(Location::Workshop)));
        assert_eq!(card(&w), Some(CardView::FaceDown));
    }

    #[test]
    fn p21_flat_component_price() {
        let (g, w) = both(2, K::FlatComponentPrice);
        assert_eq!(g.unit_price(Component::Wood), Some(1));
        assert_eq!(w.unit_price(Component::Wood), Some(2));
    }

    /// Ruling 10.3a (rules version 2): P21 "Every Component costs 2 Coins to
    /// buy" sets the price; 001 "Quick Order": a Quick-Ordered Component
    /// "costs 1 additional Coin" on top of its price, so 3. Version 1: 2.
    #[test]
    fn p21_quick_ordered_component_still_costs_its_additional_coin() {
        let (_, mut w) = both(2, K::FlatComponentPrice);
        assert!(!w.market.buy.contains(&Some(Component::Mirror)));
        w.market.quick = Some(Component::Mirror);
        assert_eq!(w.unit_price(Component::Mirror), Some(3));
        assert_eq!(w.unit_price(Component::Wood), Some(2));
        w.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        let buy = Command::buy(Component::Mirror, 1, 0);
        let mut v2 = w.clone();
        v2.run(P0, buy.clone()).unwrap();
        assert_eq!(v2.player(P0).coins, 7);
        let mut v1 = w.at_rules_version(1);
        assert_eq!(v1.unit_price(Component::Mirror), Some(2));
        v1.run(P0, buy).unwrap();
        assert_eq!(v1.player(P0).coins, 8);
    }

    #[test]
    fn p22_saturday_bonus() {
        let (mut g, mut w) = both(2, K::SaturdayBonus);
        let a = perform(&mut g, Weekday::Friday).1;
        let b = perform(&mut w, Weekday::Friday).1;
        assert_eq!((a.fame, a.coins), (3, 1));
        assert_eq!((b.fame, b.coins), (4, 2));
    }

    #[test]
    fn p23_fame_on_spiritual_setup() {
        setup_fame_case(
            K::FameOnSpiritualSetup,
            "Mind Reading",
            "Enchanted Butterflies",
        );
    }

    #[test]
    fn p24_cheap_take_coins() {
        let (mut g, mut w) = both(2, K::CheapTakeCoins);
        for (g, ok) in [(&mut g, false), (&mut w, true)] {
            g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 1);
            g.set_die(DieId::Bank1, DieFace::Coins(3));
            assert_eq!(g.run(P0, Command::take_coins(DieId::Bank1)).is_ok(), ok);
        }
    }

    #[test]
    fn p25_cheap_hire() {
        let (mut g, mut w) = both(2, K::CheapHire);
        for (g, ok) in [(&mut g, false), (&mut w, true)] {
            g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 1);
            g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
            assert_eq!(g.run(P0, Command::hire(DieId::InnApprentice)).is_ok(), ok);
        }
    }

    #[test]
    fn p26_enhance_in_theater() {
        let (mut g, mut w) = both(2, K::EnhanceInTheater);
        for (g, ok) in [(&mut g, false), (&mut w, true)] {
            g.players[0].cards[0] = Some(Location::Theater);
            g.phase = crate::Phase::PlaceCharacters {
                pos: 0,
                acting: None,
                done: false,
            };
            let r = g.run(
                P0,
                Command::place(
                    CharacterId::Magician,
                    Slot::Backstage(Weekday::Friday, 0),
                    true,
                ),
            );
            assert_eq!(r.is_ok(), ok);
        }
        assert_eq!(w.acting_now().unwrap().ap, 4);
    }

    #[test]
    fn p27_lowest_slot_first() {
        let (mut g, mut w) = both(4, K::LowestSlotFirst);
        assert_eq!(place_top(&mut g), Ok(0));
        assert!(place_top(&mut w.clone()).is_err());
        w.players[0].cards[0] = Some(Location::Downtown);
        w.phase = crate::Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        w.run(
            P0,
            Command::place(CharacterId::Magician, Slot::Downtown(3), false),
        )
        .unwrap();
    }

    /// Ruling 10.3b (rules version 2): P27 "Characters must be placed on the
    /// available slot with the lowest Action Point modifier". A Performance slot
    /// has no Action Point modifier (001 "Perform": the Magician's Action Points
    /// are forfeited), so backstage slots are ordered among themselves and a
    /// Magician may take any free Performance slot while Sunday's backstage
    /// slots are free. Version 1 barred every Performance slot then.
    #[test]
    fn p27_orders_backstage_slots_apart_from_performance_slots() {
        let (_, mut w) = both(2, K::LowestSlotFirst);
        for c in [CharacterId::Magician, CharacterId::Apprentice1] {
            w.players[0].cards[c.index()] = Some(Location::Theater);
            w.players[0].characters[c.index()] = CharState::Home;
        }
        w.phase = crate::Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        let place = |character, slot| Command::place(character, slot, false);
        let perform = place(CharacterId::Magician, Slot::Performance(Weekday::Friday));
        let friday = place(
            CharacterId::Apprentice1,
            Slot::Backstage(Weekday::Friday, 0),
        );
        let sunday = place(
            CharacterId::Apprentice1,
            Slot::Backstage(Weekday::Sunday, 0),
        );
        assert!(w.legal_commands(P0).contains(&perform));
        w.clone().run(P0, perform.clone()).unwrap();
        // Backstage, the lowest modifier still comes first.
        assert!(w.clone().run(P0, friday.clone()).is_err());
        w.clone().run(P0, sunday.clone()).unwrap();
        let mut v1 = w.at_rules_version(1);
        assert!(v1.clone().run(P0, perform).is_err());
        assert!(v1.clone().run(P0, friday).is_err());
        v1.run(P0, sunday).unwrap();
    }
}
