//! Previews: what a command would do, told to the player before they send it.
//!
//! A preview plays the command on a copy of the game and keeps its events only
//! up to the first hidden or random outcome (a die roll, a revealed card, a card
//! drawn from a face-down pile). The RNG is deterministic, so a preview that went
//! further would let a player see the future and choose accordingly.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::command::Command;
use crate::error::RuleError;
use crate::game::academy::AcademyEvent;
use crate::game::base::downtown::DowntownEvent;
use crate::game::base::end_turn::EndTurnEvent;
use crate::game::base::player::CharState;
use crate::game::base::setup::SetupEvent;
use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::dark_alley::AlleyEvent;
use crate::game::duel::DuelEvent;
use crate::game::heir::{HeirAct, HeirEvent};
use crate::game::powers::PowersEvent;
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Seat, Slot, Viewer};
use crate::words::Msg;

/// A hidden or random outcome a preview stops before; its content is withheld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Hidden {
    StartingOrder,
    DiceRolled,
    DieRolled,
    CardsRevealed,
    PerformanceCardDrawn,
    ProphecyDrawn,
    TurnSetupDrawn,
    /// Dahlgaard's Academy: End Turn turns up the next two Secrets.
    SecretsDrawn,
    /// Dahlgaard's Heir: a random draw of its procedure (or a Turn Setup
    /// die) comes next.
    HeirDraws,
    /// Dahlgaard's Heir: its Plan tile, from a face-down deck, is revealed
    /// once the player has assigned (004 "Assignment phase").
    HeirPlanRevealed,
}

impl Hidden {
    /// What comes next, as a catalog message (`hidden-...` in `preview.ftl`).
    pub fn words(&self) -> Msg {
        Msg::new(match self {
            Hidden::StartingOrder => "hidden-starting-order",
            Hidden::DiceRolled => "hidden-dice-rolled",
            Hidden::DieRolled => "hidden-die-rolled",
            Hidden::CardsRevealed => "hidden-cards-revealed",
            Hidden::PerformanceCardDrawn => "hidden-performance-card-drawn",
            Hidden::ProphecyDrawn => "hidden-prophecy-drawn",
            Hidden::TurnSetupDrawn => "hidden-turn-setup-drawn",
            Hidden::SecretsDrawn => "hidden-secrets-drawn",
            Hidden::HeirDraws => "hidden-heir-draws",
            Hidden::HeirPlanRevealed => "hidden-heir-plan-revealed",
        })
    }
}

impl fmt::Display for Hidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().english())
    }
}

/// Something a player should know before sending a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "warning", rename_all = "snake_case")]
pub enum Warning {
    NoActionPoints,
    IdleCharacters {
        idle: u8,
    },
    UnspentActionPoints {
        ap: u8,
    },
    ReturnsTrick,
    ReturnsComponents,
    DeclinesPerformance,
    PowerLeavesSlot,
    /// Rulebook "End Turn Phase: Pay Wages": each Coin short costs 2 Fame.
    WagesShort {
        due: u32,
        coins: u32,
        fame: u32,
    },
}

impl Warning {
    /// The warning as a catalog message (`warn-...` in `preview.ftl`).
    pub fn words(&self) -> Msg {
        match *self {
            Warning::NoActionPoints => Msg::new("warn-no-action-points"),
            Warning::IdleCharacters { idle } => Msg::new("warn-idle-characters").num("idle", idle),
            Warning::UnspentActionPoints { ap } => {
                Msg::new("warn-unspent-action-points").num("ap", ap)
            }
            Warning::ReturnsTrick => Msg::new("warn-returns-trick"),
            Warning::ReturnsComponents => Msg::new("warn-returns-components"),
            Warning::DeclinesPerformance => Msg::new("warn-declines-performance"),
            Warning::PowerLeavesSlot => Msg::new("warn-power-leaves-slot"),
            Warning::WagesShort { due, coins, fame } => Msg::new("warn-wages-short")
                .num("due", due)
                .num("coins", coins)
                .num("fame", fame),
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().english())
    }
}

/// What a command would do, as far as its player may know before sending it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Preview {
    /// The events up to the first hidden outcome, redacted for the player.
    pub events: Vec<Event>,
    /// The hidden outcome the preview stops before, if any.
    pub then: Option<Hidden>,
    /// Change of the player's Coins, Fame and Shards over `events`.
    pub coins: i32,
    pub fame: i32,
    pub shards: i32,
    /// Action Points the acting Character has left afterwards, when it still acts.
    pub ap_left: Option<u8>,
    /// Wages the player will owe at End Turn afterwards (they change as
    /// Characters are placed).
    pub wages_due: u32,
    pub warnings: Vec<Warning>,
}

impl Event {
    /// The hidden or random outcome this event discloses, if any: events a
    /// player cannot know before they happen (previews stop before them, and a
    /// command that produced one cannot be taken back).
    pub fn hidden_outcome(&self) -> Option<Hidden> {
        match self {
            Event::Setup(SetupEvent::StartingOrder { .. }) => Some(Hidden::StartingOrder),
            Event::Turn(TurnEvent::DiceRolled { .. }) => Some(Hidden::DiceRolled),
            Event::Downtown(DowntownEvent::DieRerolled { .. })
            | Event::Special(SpecialEvent::InterestRolled { .. })
            | Event::Powers(PowersEvent::Gambled { .. }) => Some(Hidden::DieRolled),
            Event::Assignment(AssignmentEvent::AssignmentsRevealed { .. })
            | Event::Special(SpecialEvent::SpecialsRevealed { .. }) => Some(Hidden::CardsRevealed),
            Event::EndTurn(EndTurnEvent::PerformanceCardsMoved { drawn: Some(_), .. }) => {
                Some(Hidden::PerformanceCardDrawn)
            }
            Event::Alley(AlleyEvent::FateWoven { drawn: Some(_), .. })
            | Event::Alley(AlleyEvent::PropheciesMoved { drawn: Some(_) }) => {
                Some(Hidden::ProphecyDrawn)
            }
            Event::Duel(DuelEvent::TurnSetupPlaced { next: Some(_), .. }) => {
                Some(Hidden::TurnSetupDrawn)
            }
            // 004 "End of turn": two Secrets from the face-down deck.
            Event::Academy(AcademyEvent::AcademyTurnEnded { .. }) => Some(Hidden::SecretsDrawn),
            // 004 (solo): the Heir's coin flips, shuffles and dice come from
            // the RNG, which no viewer may see ahead.
            Event::Heir(HeirEvent::Heir { act }) if act.draws() => Some(Hidden::HeirDraws),
            Event::Heir(HeirEvent::Heir {
                act: HeirAct::Assigned { .. },
            }) => Some(Hidden::HeirPlanRevealed),
            _ => None,
        }
    }
}

impl Game {
    /// What `cmd` would do for `seat`, without doing it.
    ///
    /// # Errors
    /// The [`RuleError`] `apply` would give: why the command is not possible now.
    pub fn preview(&self, seat: Seat, cmd: &Command) -> Result<Preview, RuleError> {
        let decided = self.decide(seat, cmd)?;
        let mut next = self.clone();
        let mut shown = Vec::new();
        let mut then = None;
        let mut record = |g: &mut Game, events: Vec<Event>| -> bool {
            for e in events {
                if let Some(h) = e.hidden_outcome() {
                    then = Some(h);
                    return false;
                }
                g.apply_event(&e);
                shown.push(e);
            }
            true
        };
        if record(&mut next, decided) {
            loop {
                let step = next.auto_step();
                if step.is_empty() || !record(&mut next, step) {
                    break;
                }
            }
        }
        let (before, after) = (self.player(seat), next.player(seat));
        let diff = |a: u32, b: u32| b as i32 - a as i32;
        let ap_left = match &next.phase {
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == seat => Some(a.ap),
            _ => None,
        };
        Ok(Preview {
            warnings: self.warnings(seat, cmd, &shown, &next),
            events: shown
                .iter()
                .filter_map(|e| e.redact(Viewer::Seat(seat)))
                .collect(),
            then,
            coins: diff(before.coins, after.coins),
            fame: diff(before.fame, after.fame),
            shards: diff(before.shards, after.shards),
            ap_left,
            wages_due: next.wages_due(seat),
        })
    }

    fn warnings(&self, seat: Seat, cmd: &Command, events: &[Event], next: &Game) -> Vec<Warning> {
        let mut out = Vec::new();
        // A placement that raises Wages beyond the Coins the player has.
        if next.wages_due(seat) > self.wages_due(seat) {
            if let Some(w) = next.wages().into_iter().find(|w| w.seat == seat) {
                if w.paid < w.due {
                    out.push(Warning::WagesShort {
                        due: w.due,
                        coins: w.paid,
                        fame: w.fame_lost,
                    });
                }
            }
        }
        // An assignment that plans more Wages than the player's Coins.
        if matches!(cmd, Command::Assign { .. })
            && next.wages_planned(seat) > self.wages_planned(seat)
        {
            let due = next.wages_planned(seat);
            let p = next.player(seat);
            if due > p.coins {
                out.push(Warning::WagesShort {
                    due,
                    coins: p.coins,
                    fame: (2 * (due - p.coins)).min(p.fame),
                });
            }
        }
        // A Magician on a Performance slot Performs there and needs no
        // Action Points (rulebook "Theater"): nothing to warn of.
        let placed_without_ap = events.iter().any(|e| {
            matches!(e, Event::Placement(PlacementEvent::CharacterPlaced { seat: s, ap: 0, slot, .. })
                if *s == seat && !matches!(slot, Slot::Performance(_)))
        });
        if placed_without_ap {
            out.push(Warning::NoActionPoints);
        }
        let power_back = events
            .iter()
            .any(|e| matches!(e, Event::Powers(PowersEvent::PowerReturned { seat: s, .. }) if *s == seat));
        if power_back {
            out.push(Warning::PowerLeavesSlot);
        }
        match cmd {
            Command::ConfirmAssignments => {
                let p = self.player(seat);
                let idle = CharacterId::ALL
                    .into_iter()
                    .filter(|&c| p.state(c) == CharState::Home && p.cards[c.index()].is_none())
                    .count() as u8;
                if idle > 0 {
                    out.push(Warning::IdleCharacters { idle });
                }
            }
            Command::EndActions => {
                if let Ok(a) = self.acting(seat) {
                    if a.ap > 0 {
                        out.push(Warning::UnspentActionPoints { ap: a.ap });
                    }
                }
            }
            Command::ReturnTrick { .. } => out.push(Warning::ReturnsTrick),
            Command::ReturnComponents { .. } => out.push(Warning::ReturnsComponents),
            Command::DeclinePerformance => out.push(Warning::DeclinesPerformance),
            _ => {}
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Component;
    use crate::game::base::market_row::MarketRowEvent;
    use crate::model::{Location, Slot};
    use crate::tests::fixture;
    use crate::GameOptions;

    /// A Buy shows its total price before it is sent (rulebook "Market Row: Buy").
    #[test]
    fn buy_preview_shows_price_and_ap() {
        let mut g = fixture::game(2);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::MarketRow(0), 3);
        let before = g.clone();
        let p = g
            .preview(Seat(0), &Command::buy(Component::Wood, 2, 0))
            .unwrap();
        assert_eq!(g, before, "a preview changes nothing");
        assert_eq!(p.coins, -2);
        assert_eq!(p.ap_left, Some(2));
        assert!(p.then.is_none());
        assert!(matches!(
            p.events[0],
            Event::MarketRow(MarketRowEvent::ComponentsBought { count: 2, .. })
        ));
    }

    /// A preview of a refused command gives the rule's reason.
    #[test]
    fn refused_preview_says_why() {
        let mut g = fixture::game(2);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::MarketRow(0), 1);
        g.players[0].coins = 0;
        let e = g
            .preview(Seat(0), &Command::buy(Component::Wood, 1, 0))
            .unwrap_err();
        assert!(matches!(e, RuleError::NotEnoughCoins { .. }), "{e}");
    }

    /// Confirming with Characters left without a card warns that they stay Idle
    /// (rulebook "Assignment Phase": a Character without a card is not placed).
    #[test]
    fn empty_assignment_warns() {
        let g = fixture::game(2);
        let p = g.preview(Seat(0), &Command::ConfirmAssignments).unwrap();
        assert!(
            matches!(p.warnings[..], [Warning::IdleCharacters { idle }] if idle >= 2),
            "{:?}",
            p.warnings
        );
    }

    /// A Magician on a Performance slot gets no Action Points (rulebook "Theater":
    /// the Performance slot's modifier cancels the base AP) and needs none: it
    /// is there to Perform, so the preview does not warn, as it does for a
    /// Character placed elsewhere with none.
    #[test]
    fn the_performance_slot_needs_no_action_points_and_is_not_warned() {
        let mut g = fixture::game(2);
        g.players[0].cards[CharacterId::Magician.index()] = Some(Location::Theater);
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        g.phase = Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        let p = g
            .preview(
                Seat(0),
                &Command::place(
                    CharacterId::Magician,
                    Slot::Performance(crate::model::Weekday::Friday),
                    false,
                ),
            )
            .unwrap();
        assert!(!p.warnings.contains(&Warning::NoActionPoints), "{p:?}");
        assert_eq!(p.ap_left, None);
    }

    /// A placement whose Wages the player cannot pay says what it will cost
    /// (rulebook "End Turn Phase: Pay Wages": 2 Fame per Coin short); one the
    /// player can pay says nothing.
    #[test]
    fn a_placement_beyond_the_coins_warns_of_the_fame_lost() {
        let mut g = fixture::game(2);
        g.players[0].cards[CharacterId::Apprentice1.index()] = Some(Location::Downtown);
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        g.phase = Phase::PlaceCharacters {
            pos: 0,
            acting: None,
            done: false,
        };
        let place = Command::place(CharacterId::Apprentice1, Slot::Downtown(0), false);
        g.players[0].coins = 0;
        g.players[0].fame = 10;
        let p = g.preview(Seat(0), &place).unwrap();
        assert_eq!(p.wages_due, 1);
        assert!(
            p.warnings.contains(&Warning::WagesShort {
                due: 1,
                coins: 0,
                fame: 2
            }),
            "{:?}",
            p.warnings
        );
        g.players[0].coins = 1;
        let p = g.preview(Seat(0), &place).unwrap();
        assert!(
            !p.warnings
                .iter()
                .any(|w| matches!(w, Warning::WagesShort { .. })),
            "{:?}",
            p.warnings
        );
    }

    /// Rulebook "Assignment Phase" with "End Turn Phase: Pay Wages": a card
    /// under a Character plans its Wages; an assignment that plans more than
    /// the player's Coins says what it will cost, and the view shows the
    /// planned Wages to everyone (which Characters hold cards is public).
    #[test]
    fn an_assignment_beyond_the_coins_warns_and_the_view_plans_the_wages() {
        let mut g = fixture::game(2);
        g.phase = Phase::Assignment;
        let p0 = &mut g.players[0];
        p0.characters[CharacterId::Apprentice1.index()] = CharState::Home;
        p0.coins = 1;
        p0.fame = 10;
        let assign = |c| Command::Assign {
            character: c,
            location: Location::Downtown,
        };
        // The Magician works for nothing: no Wages planned, no warning.
        let p = g.preview(Seat(0), &assign(CharacterId::Magician)).unwrap();
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        g.apply(Seat(0), &assign(CharacterId::Magician)).unwrap();
        // An Apprentice's 1 Coin is within the 1 Coin the player has.
        let p = g
            .preview(Seat(0), &assign(CharacterId::Apprentice1))
            .unwrap();
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        g.apply(Seat(0), &assign(CharacterId::Apprentice1)).unwrap();
        assert_eq!(g.wages_planned(Seat(0)), 1);
        assert_eq!(g.wages_due(Seat(0)), 0, "nothing placed yet");
        // With no Coin left, the same card warns of 2 Fame.
        g.players[0].coins = 0;
        g.apply(
            Seat(0),
            &Command::Unassign {
                character: CharacterId::Apprentice1,
            },
        )
        .unwrap();
        let p = g
            .preview(Seat(0), &assign(CharacterId::Apprentice1))
            .unwrap();
        assert_eq!(
            p.warnings,
            vec![Warning::WagesShort {
                due: 1,
                coins: 0,
                fame: 2
            }]
        );
        g.apply(Seat(0), &assign(CharacterId::Apprentice1)).unwrap();
        for viewer in [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(1)),
            Viewer::Spectator,
        ] {
            assert_eq!(g.view(viewer).players[0].wages_planned, 1);
        }
    }

    /// Giving a Trick back is never silent.
    #[test]
    fn returning_a_trick_warns() {
        let mut g = fixture::game(2);
        let trick = g.give_trick(Seat(0), "Barricaded Barrels", 2);
        let p = g.preview(Seat(0), &Command::ReturnTrick { trick }).unwrap();
        assert_eq!(p.warnings, vec![Warning::ReturnsTrick]);
    }

    /// "A preview must never reveal what a command would roll or draw": for
    /// every command of purposeful games (base and Dark Alley, 2-4 players), the
    /// preview and the refusals are the same when only what the player may not
    /// see changes (other hands and face-down cards, deck and pile orders, the
    /// RNG). Every kind of hidden outcome is met along the way.
    #[test]
    fn previews_never_reveal_hidden_outcomes() {
        use std::collections::HashSet;
        let mut kinds = HashSet::new();
        let mut checked = 0;
        let configs = (0..12u64).map(|seed| {
            let players = 2 + (seed % 3) as u8;
            let config = match seed % 3 {
                0 => crate::GameConfig::base(players, seed),
                1 => crate::GameConfig::dark_alley(players, seed),
                _ => crate::GameConfig {
                    options: GameOptions {
                        prophecies: false,
                        ..(crate::GameConfig::dark_alley(players, seed)).options
                    },
                    ..crate::GameConfig::dark_alley(players, seed)
                },
            };
            (config, seed)
        });
        // Magician Powers (hidden Power hands and discards, Gambling's roll)
        // and Duel of Magicians (the Turn Setup deck below the next card).
        let variants = (0..6u64).map(|seed| {
            let config = crate::GameConfig {
                options: GameOptions {
                    powers: seed % 3 != 2,
                    duel: seed % 3 != 0,
                    players: if seed % 3 == 0 { 3 } else { 2 },
                    ..(crate::GameConfig::dark_alley(2, 100 + seed)).options
                },
                ..crate::GameConfig::dark_alley(2, 100 + seed)
            };
            (config, 100 + seed)
        });
        for (config, seed) in configs.chain(variants) {
            crate::tests::fixture::walk_purposeful(config, seed, |g| {
                for seat in g.waiting_for() {
                    let viewer = Viewer::Seat(seat);
                    let h = crate::tests::fixture::hidden_change(g, viewer);
                    assert_eq!(g.refusals(seat), h.refusals(seat));
                    for cmd in g.legal_commands(seat) {
                        let p = g.preview(seat, &cmd).expect("legal");
                        assert_eq!(p, h.preview(seat, &cmd).expect("legal"), "{cmd:?}");
                        if let Some(k) = p.then {
                            kinds.insert(k);
                        }
                        checked += 1;
                    }
                }
            });
        }
        assert!(checked > 10_000, "{checked}");
        // (The turn's dice roll always follows a Performance card draw, which
        // the preview stops before first.)
        for k in [
            Hidden::StartingOrder,
            Hidden::DieRolled,
            Hidden::CardsRevealed,
            Hidden::PerformanceCardDrawn,
            Hidden::ProphecyDrawn,
        ] {
            assert!(kinds.contains(&k), "no preview met {k:?}");
        }
    }

    /// The check above can fail: without the cut, a reroll's face differs when
    /// the RNG does.
    #[test]
    fn uncut_events_would_leak() {
        let mut g = fixture::game(2);
        g.acting_with(Seat(0), CharacterId::Magician, Slot::Downtown(0), 3);
        let cmd = Command::RerollDie {
            die: crate::model::DieId::Bank1,
        };
        let faces = (0..8u64)
            .map(|i| {
                let mut h = g.clone();
                h.rng.seed ^= i;
                h.decide(Seat(0), &cmd).unwrap()
            })
            .collect::<Vec<_>>();
        assert!(faces.windows(2).any(|w| w[0] != w[1]));
        let p = g.preview(Seat(0), &cmd).unwrap();
        assert_eq!(p.then, Some(Hidden::DieRolled));
        assert!(p.events.is_empty());
    }
}
