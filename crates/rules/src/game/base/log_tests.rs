//! The base game's log lines are catalog messages: every event worded in
//! English through the catalog, with no missing message or variable, and
//! with the same English as the game has always printed.

use crate::cards::{Dir, MagicianId, PerformanceId, ProphecyId, ProphecyKind, SpecialId, TrickId};
use crate::content::academy::academy;
use crate::game::base::end_turn::{EndTurnEvent, Wages};
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::market_row::MarketRowEvent;
use crate::game::base::performance::{DeclineReason, Payout, PerformanceEvent};
use crate::game::base::scoring::FinalScore;
use crate::game::base::setup::{SetupEvent, SetupStage};
use crate::game::base::theater::TheaterEvent;
use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::game::base::workshop::WorkshopEvent;
use crate::game::Event;
use crate::model::{
    Category, CharacterId, Component, ComponentSet, DieFace, FameOrCoins, Location, Seat, Slot,
    Specialist, Symbol, Weekday,
};
use crate::words::Catalog;

const ANN: Seat = Seat(0);
const BOB: Seat = Seat(1);
const CY: Seat = Seat(2);

fn trick(name: &str) -> TrickId {
    TrickId::by_name(name).expect("a Trick of the base game")
}

fn score(seat: Seat, total: u32) -> FinalScore {
    FinalScore {
        seat,
        fame_before: total,
        shards: 0,
        coins: 0,
        apprentices: 0,
        specialists: 0,
        specials: 0,
        ft36: Vec::new(),
        powers: 0,
        characters: 0,
        banners: 0,
        total,
    }
}

/// An event and the English line expected of it, when the wording has a
/// choice to make.
type Case = (Event, Option<&'static str>);

/// Every event of the base game at least once, with singular, plural and
/// zero amounts and each optional part present and absent; with the English
/// line where the wording has a choice to make.
fn cases() -> Vec<Case> {
    [
        set_up_cases(),
        turn_cases(),
        assignment_cases(),
        place_characters_cases(),
        market_row_cases(),
        workshop_cases(),
        theater_cases(),
        performance_cases(),
        end_turn_cases(),
        ledger_cases(),
    ]
    .concat()
}

/// Set-up.
fn set_up_cases() -> Vec<Case> {
    let butterflies = trick("Enchanted Butterflies");
    let wood_rope = ComponentSet::of(&[(Component::Wood, 2), (Component::Rope, 1)]);
    vec![
        (
            Event::Setup(SetupEvent::MagicianChosen {
                seat: ANN,
                magician: MagicianId(0),
            }),
            None,
        ),
        (
            Event::Setup(SetupEvent::StartingTrickChosen {
                seat: ANN,
                trick: butterflies,
                symbol: Symbol::Spade,
            }),
            Some("Ann starts with the Trick Enchanted Butterflies."),
        ),
        (
            Event::Setup(SetupEvent::StartingComponentsChosen {
                seat: ANN,
                components: wood_rope,
            }),
            Some("Ann starts with 2 Wood, 1 Rope."),
        ),
        (
            Event::Setup(SetupEvent::SpecialistChosen {
                seat: ANN,
                specialist: Specialist::Manager,
                components: Some(ComponentSet::default()),
                trick: None,
            }),
            Some("Ann hires a Manager with nothing on the Multi Component slots."),
        ),
        (
            Event::Setup(SetupEvent::SpecialistChosen {
                seat: ANN,
                specialist: Specialist::Engineer,
                components: None,
                trick: Some((butterflies, Symbol::Heart)),
            }),
            Some("Ann hires an Engineer with Enchanted Butterflies on the Engineer's slot."),
        ),
        (
            Event::Setup(SetupEvent::SpecialistChosen {
                seat: BOB,
                specialist: Specialist::Assistant,
                components: None,
                trick: None,
            }),
            Some("Bob hires an Assistant with an extra Apprentice."),
        ),
        (
            Event::Setup(SetupEvent::SetupStage {
                stage: SetupStage::ChooseTricks,
            }),
            None,
        ),
        (
            Event::Setup(SetupEvent::SetupStage {
                stage: SetupStage::SetupBoards,
            }),
            None,
        ),
        (
            Event::Setup(SetupEvent::SetupStage {
                stage: SetupStage::DiscardPowers,
            }),
            None,
        ),
        (
            Event::Setup(SetupEvent::StartingOrder {
                order: vec![BOB, ANN, CY],
                coins: vec![1, 10, 12],
            }),
            Some("Starting Initiative Order: Bob (10 Coins), Ann (1 Coin), Cy (12 Coins)."),
        ),
    ]
}

/// Turn.
fn turn_cases() -> Vec<Case> {
    vec![
        (
            Event::Turn(TurnEvent::TurnStarted { turn: 2 }),
            Some("Turn 2 begins."),
        ),
        (
            Event::Turn(TurnEvent::DiceRolled {
                faces: [
                    DieFace::Trick(Category::Optical),
                    DieFace::AnyTrick,
                    DieFace::Hire(Specialist::Engineer),
                    DieFace::HireApprentice,
                    DieFace::Coins(3),
                    DieFace::X,
                ],
            }),
            Some("Downtown dice: Optical, ?, Engineer, Apprentice, 3 Coins, X."),
        ),
        (
            Event::Turn(TurnEvent::InitiativeSet {
                order: vec![CY, ANN, BOB],
            }),
            Some("Initiative Order: Cy, Ann, Bob."),
        ),
        (Event::Turn(TurnEvent::AdvertiseTurn { seat: ANN }), None),
        (
            Event::Turn(TurnEvent::Advertised {
                seat: ANN,
                coins: 3,
                fame: 4,
            }),
            Some("Ann Advertises for 3 Coins and gains 4 Fame."),
        ),
        (
            Event::Turn(TurnEvent::AdvertiseDeclined { seat: ANN }),
            None,
        ),
    ]
}

/// Assignment.
fn assignment_cases() -> Vec<Case> {
    vec![
        (Event::Assignment(AssignmentEvent::AssignmentStarted), None),
        (
            Event::Assignment(AssignmentEvent::CardAssigned {
                seat: ANN,
                character: CharacterId::Magician,
                location: Some(Location::MarketRow),
            }),
            Some("Ann assigns Magician to Market Row."),
        ),
        (
            Event::Assignment(AssignmentEvent::CardAssigned {
                seat: ANN,
                character: CharacterId::Manager,
                location: None,
            }),
            Some("Ann puts a card face down under a Manager."),
        ),
        (
            Event::Assignment(AssignmentEvent::CardUnassigned {
                seat: ANN,
                character: CharacterId::Assistant,
                location: Some(Location::Theater),
            }),
            Some("Ann takes back the card under an Assistant."),
        ),
        (
            Event::Assignment(AssignmentEvent::AssignmentConfirmed { seat: BOB }),
            None,
        ),
        (
            Event::Assignment(AssignmentEvent::AssignmentsRevealed { cards: Vec::new() }),
            Some("No Assignment card is revealed."),
        ),
        (
            Event::Assignment(AssignmentEvent::AssignmentsRevealed {
                cards: vec![(ANN, CharacterId::Magician, Location::Downtown)],
            }),
            Some("The Assignment card is revealed."),
        ),
        (
            Event::Assignment(AssignmentEvent::AssignmentsRevealed {
                cards: vec![(ANN, CharacterId::Magician, Location::Downtown); 3],
            }),
            Some("All 3 Assignment cards are revealed."),
        ),
    ]
}

/// Place Characters.
fn place_characters_cases() -> Vec<Case> {
    vec![
        (
            Event::Placement(PlacementEvent::PlacementTurn { seat: BOB }),
            Some("It is Bob's turn to place a Character."),
        ),
        (
            Event::Placement(PlacementEvent::CharacterPlaced {
                seat: ANN,
                character: CharacterId::Engineer,
                slot: Slot::Downtown(0),
                ap: 4,
                enhanced: false,
            }),
            Some("Ann places an Engineer at Downtown (+2 slot 1) with 4 Action Points."),
        ),
        (
            Event::Placement(PlacementEvent::CharacterPlaced {
                seat: ANN,
                character: CharacterId::Apprentice2,
                slot: Slot::Backstage(Weekday::Friday, 1),
                ap: 1,
                enhanced: true,
            }),
            Some(
                "Ann places an Apprentice at Theater (Friday backstage), paying a Shard to \
                 Enhance with 1 Action Point.",
            ),
        ),
        (
            Event::Placement(PlacementEvent::CharacterIdle {
                seat: ANN,
                character: CharacterId::Manager,
                forced: true,
            }),
            Some("Ann's Manager stays Idle (no free slot)."),
        ),
        (
            Event::Placement(PlacementEvent::CharacterIdle {
                seat: ANN,
                character: CharacterId::Manager,
                forced: false,
            }),
            Some("Ann's Manager stays Idle."),
        ),
        (
            Event::Placement(PlacementEvent::ActionsEnded {
                seat: ANN,
                character: CharacterId::Magician,
                unspent: 0,
            }),
            Some("Ann's Magician is done."),
        ),
        (
            Event::Placement(PlacementEvent::ActionsEnded {
                seat: ANN,
                character: CharacterId::Magician,
                unspent: 1,
            }),
            Some("Ann's Magician is done (1 Action Point unused)."),
        ),
    ]
}

/// Market Row.
fn market_row_cases() -> Vec<Case> {
    vec![
        (
            Event::MarketRow(MarketRowEvent::ComponentsBought {
                seat: ANN,
                component: Component::Metal,
                count: 2,
                coins: 1,
                bargain: 0,
                ap: 1,
                to: None,
            }),
            Some("Ann buys 2 Metal for 1 Coin."),
        ),
        (
            Event::MarketRow(MarketRowEvent::ComponentsBought {
                seat: ANN,
                component: Component::Metal,
                count: 3,
                coins: 4,
                bargain: 1,
                ap: 1,
                to: Some(BOB),
            }),
            Some("Ann buys 3 Metal for 4 Coins (Bargain 1)."),
        ),
        (
            Event::MarketRow(MarketRowEvent::ComponentOrdered {
                seat: ANN,
                component: Component::Glass,
                slot: 2,
                ap: 1,
            }),
            Some("Ann orders Glass (Order slot 3)."),
        ),
        (
            Event::MarketRow(MarketRowEvent::QuickOrdered {
                seat: ANN,
                component: Component::Saw,
                ap: 2,
            }),
            None,
        ),
    ]
}

/// Workshop.
fn workshop_cases() -> Vec<Case> {
    let butterflies = trick("Enchanted Butterflies");
    vec![
        (
            Event::Workshop(WorkshopEvent::TrickPrepared {
                seat: ANN,
                trick: butterflies,
                markers: 1,
                ap: 0,
            }),
            Some("Ann starts with Enchanted Butterflies with 1 Trick Marker."),
        ),
        (
            Event::Workshop(WorkshopEvent::TrickPrepared {
                seat: ANN,
                trick: butterflies,
                markers: 3,
                ap: 1,
            }),
            Some("Ann prepares Enchanted Butterflies with 3 Trick Markers."),
        ),
        (
            Event::Workshop(WorkshopEvent::TrickMoved {
                seat: ANN,
                trick: butterflies,
                swapped: None,
                ap: 1,
            }),
            None,
        ),
        (
            Event::Workshop(WorkshopEvent::ComponentsMoved {
                seat: ANN,
                component: Component::Fabric,
                slot: 0,
                swapped: None,
                ap: 1,
            }),
            Some("Ann moves the Fabric pile to a Multi Component slot."),
        ),
        (
            Event::Workshop(WorkshopEvent::ApprenticeMoved {
                seat: ANN,
                apprentice: CharacterId::Apprentice1,
                ap: 1,
            }),
            None,
        ),
    ]
}

/// Theater.
fn theater_cases() -> Vec<Case> {
    let butterflies = trick("Enchanted Butterflies");
    vec![
        (
            Event::Theater(TheaterEvent::TrickSetUp {
                seat: ANN,
                trick: butterflies,
                card: PerformanceId(1),
                slot: 0,
                facing: Dir::Up,
                links: 0,
                link_value: 0,
                shards: Vec::new(),
                ap: 1,
            }),
            Some("Ann sets up Enchanted Butterflies on P02."),
        ),
        (
            Event::Theater(TheaterEvent::TrickSetUp {
                seat: ANN,
                trick: butterflies,
                card: PerformanceId(1),
                slot: 0,
                facing: Dir::Up,
                links: 1,
                link_value: 1,
                shards: vec![ANN],
                ap: 1,
            }),
            Some("Ann sets up Enchanted Butterflies on P02, creating 1 Link (Shard for Ann)."),
        ),
        (
            Event::Theater(TheaterEvent::TrickSetUp {
                seat: ANN,
                trick: butterflies,
                card: PerformanceId(1),
                slot: 0,
                facing: Dir::Up,
                links: 2,
                link_value: 1,
                shards: vec![ANN, BOB, CY],
                ap: 1,
            }),
            Some(
                "Ann sets up Enchanted Butterflies on P02, creating 2 Links \
                 (Shard for Ann and Bob and Cy).",
            ),
        ),
        (
            Event::Theater(TheaterEvent::LinkBonusTaken {
                seat: ANN,
                reward: FameOrCoins::Fame,
                amount: 2,
            }),
            Some("Ann takes a Link Bonus of 2 Fame."),
        ),
        (
            Event::Theater(TheaterEvent::LinkBonusTaken {
                seat: ANN,
                reward: FameOrCoins::Coins,
                amount: 1,
            }),
            Some("Ann takes a Link Bonus of 1 Coin."),
        ),
        (
            Event::Theater(TheaterEvent::MarkerRescheduled {
                seat: ANN,
                card: PerformanceId(1),
                slot: 0,
                to_card: PerformanceId(2),
                to_slot: 1,
                facing: Dir::Left,
                ap: 1,
            }),
            Some("Ann reschedules a Trick from P02 to P03."),
        ),
    ]
}

/// Performance.
fn performance_cases() -> Vec<Case> {
    let payout = |seat, fame, coins, shards| Payout {
        seat,
        tricks: Vec::new(),
        fame,
        coins,
        shards,
    };
    vec![
        (Event::Performance(PerformanceEvent::PerformanceStarted), None),
        (
            Event::Performance(PerformanceEvent::PerformerToChoose {
                day: Weekday::Saturday,
                seat: ANN,
            }),
            Some("Ann chooses what to Perform on Saturday."),
        ),
        (
            Event::Performance(PerformanceEvent::Performed {
                day: Weekday::Sunday,
                seat: ANN,
                card: PerformanceId(0),
                links: 0,
                payouts: vec![payout(ANN, 3, 2, 1), payout(BOB, 1, 0, 2)],
                bonus: crate::cards::Yield::default(),
            }),
            Some(
                "Ann Performs P01 on Sunday: Ann +3 Fame +2 Coins +1 Shard, \
                 Bob +1 Fame +0 Coins +2 Shards; 0 Links; Performer bonus +0 Fame +0 Coins +0 Shards.",
            ),
        ),
        (
            Event::Performance(PerformanceEvent::PerformanceDeclined {
                day: Weekday::Thursday,
                seat: ANN,
                reason: DeclineReason::Chose,
            }),
            Some("Ann chooses not to Perform on Thursday."),
        ),
        (
            Event::Performance(PerformanceEvent::PerformanceDeclined {
                day: Weekday::Thursday,
                seat: ANN,
                reason: DeclineReason::NoTrickMarkers,
            }),
            None,
        ),
    ]
}

/// End Turn.
fn end_turn_cases() -> Vec<Case> {
    vec![
        (
            Event::EndTurn(EndTurnEvent::WagesPaid {
                wages: vec![Wages {
                    seat: ANN,
                    due: 0,
                    paid: 0,
                    fame_lost: 0,
                }],
            }),
            Some("No Wages are due."),
        ),
        (
            Event::EndTurn(EndTurnEvent::WagesPaid {
                wages: vec![
                    Wages {
                        seat: ANN,
                        due: 1,
                        paid: 1,
                        fame_lost: 0,
                    },
                    Wages {
                        seat: BOB,
                        due: 3,
                        paid: 1,
                        fame_lost: 2,
                    },
                    Wages {
                        seat: CY,
                        due: 2,
                        paid: 2,
                        fame_lost: 0,
                    },
                ],
            }),
            Some("Wages: Ann pays 1 Coin, Bob pays 1 of 3 Coins due and loses 2 Fame, Cy pays 2 Coins."),
        ),
        (Event::EndTurn(EndTurnEvent::CharactersReturned), None),
        (
            Event::EndTurn(EndTurnEvent::OrdersArrived { buy: [None; 4] }),
            None,
        ),
        (
            Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                discarded: None,
                drawn: None,
            }),
            Some("Performance cards move."),
        ),
        (
            Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                discarded: Some(PerformanceId(0)),
                drawn: None,
            }),
            Some("Performance cards move; P01 is discarded."),
        ),
        (
            Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                discarded: None,
                drawn: Some(PerformanceId(4)),
            }),
            Some("Performance cards move; P05 arrives."),
        ),
        (
            Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                discarded: Some(PerformanceId(0)),
                drawn: Some(PerformanceId(4)),
            }),
            Some("Performance cards move; P01 is discarded; P05 arrives."),
        ),
        (Event::EndTurn(EndTurnEvent::PostersRemoved), None),
        (Event::EndTurn(EndTurnEvent::TurnEnded { turn: 5 }), Some("Turn 5 ends.")),
        (
            Event::EndTurn(EndTurnEvent::GameEnded {
                scores: vec![score(BOB, 61), score(ANN, 58)],
                winner: BOB,
            }),
            Some("Game over: Bob 61, Ann 58. Bob wins!"),
        ),
    ]
}

/// Ledger.
fn ledger_cases() -> Vec<Case> {
    let butterflies = trick("Enchanted Butterflies");
    vec![
        (
            Event::Ledger(LedgerEvent::FameChanged {
                seat: ANN,
                fame: 2,
                why: FameReason::Magician(MagicianId(0)),
            }),
            Some("Ann gains 2 Fame (Breaking Free)."),
        ),
        (
            Event::Ledger(LedgerEvent::FameChanged {
                seat: ANN,
                fame: -3,
                why: FameReason::Special(SpecialId::by_name("Guest Performer").expect("A06")),
            }),
            Some("Ann loses 3 Fame (Guest Performer (A06))."),
        ),
        (
            Event::Ledger(LedgerEvent::CoinsPaid {
                seat: ANN,
                coins: 2,
                to: None,
            }),
            Some("Ann pays 2 Coins."),
        ),
        (
            Event::Ledger(LedgerEvent::CoinsPaid {
                seat: ANN,
                coins: 1,
                to: Some(BOB),
            }),
            Some("Ann pays 1 Coin to Bob."),
        ),
        (
            Event::Ledger(LedgerEvent::CoinsGained {
                seat: ANN,
                coins: 0,
            }),
            Some("Ann gains 0 Coins."),
        ),
        (
            Event::Ledger(LedgerEvent::ShardsGained {
                seat: ANN,
                shards: 2,
                extra: None,
            }),
            Some("Ann gains 2 Shards."),
        ),
        (
            Event::Ledger(LedgerEvent::ShardsGained {
                seat: ANN,
                shards: 1,
                extra: Some(FameReason::Prophecy(ProphecyId::of(
                    ProphecyKind::ExtraShard,
                ))),
            }),
            Some("Ann gains 1 Shard more (Prophecy P02)."),
        ),
        (Event::Ledger(LedgerEvent::ShardPaid { seat: ANN }), None),
        (
            Event::Ledger(LedgerEvent::ComponentsGained {
                seat: ANN,
                component: Component::Animal,
                count: 2,
            }),
            Some("Ann gets 2 Animal."),
        ),
        (
            Event::Ledger(LedgerEvent::TrickReturned {
                seat: ANN,
                trick: butterflies,
            }),
            Some("Ann returns Enchanted Butterflies to the Residence."),
        ),
        (
            Event::Ledger(LedgerEvent::ComponentsReturned {
                seat: ANN,
                component: Component::Padlock,
                count: 1,
            }),
            Some("Ann returns 1 Padlock to the supply."),
        ),
    ]
}

#[test]
fn every_base_event_is_a_catalog_message_worded_without_problems() {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let en = Catalog::new("en").expect("the English catalog");
    for (event, expected) in cases() {
        let msg = event.words(&names, academy());
        assert_ne!(msg.id, "text", "{event:?} is still told as English text");
        let (text, problems) = en.word(&msg);
        assert!(problems.is_empty(), "{event:?}: {problems:?}");
        assert!(!text.contains('{') && !text.contains("log-"), "{text}");
        if let Some(expected) = expected {
            assert_eq!(text, expected, "{event:?}");
        }
    }
}

#[test]
fn a_magician_choice_names_the_magician_and_favorite_category() {
    let names: Vec<String> = vec!["Ann".into()];
    let m = MagicianId(0);
    let line = Event::Setup(SetupEvent::MagicianChosen {
        seat: ANN,
        magician: m,
    })
    .describe(&names);
    assert_eq!(
        line,
        format!(
            "Ann chooses {} (Favorite: {}).",
            m.card().name,
            m.card().favorite.name()
        )
    );
}
