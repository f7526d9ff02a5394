//! The Workshop (rulebook "Workshop"): Prepare, and the Specialists' Move Tricks,
//! Move Components and Move Apprentices.

mod candidates;
mod events;

pub use events::WorkshopEvent;

use crate::board;
use crate::cards::{Component, Enhances, PrepareEffect, TrickId};
use crate::command::PrepareOption;
use crate::error::RuleError;
use crate::game::base::ledger::{FameReason, LedgerEvent};
use crate::game::base::player::CharState;
use crate::game::base::theater::TheaterEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::Event;
use crate::game::Game;
use crate::model::{CharacterId, Location, Seat, Specialist};

pub(crate) const MOVE_AP: u8 = 1;

impl Game {
    /// Prepare with the acting Character's Workshop Special Assignment card:
    /// A16 (+1 marker), A19 (Fame), A20 (one Component type short) apply by
    /// themselves; `option` carries the others' choices.
    pub(crate) fn decide_prepare(
        &self,
        seat: Seat,
        trick: TrickId,
        option: Option<PrepareOption>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        let owned = p.trick(trick).ok_or(RuleError::NotYourTrick)?;
        if self.taught(seat, owned.symbol) {
            return Err(RuleError::CannotPrepare(
                "a Trick taught in a Classroom is not Prepared",
            ));
        }
        let card = trick.card();
        let prepare_ap = self.secret_cost(
            seat,
            crate::game::academy::SecretAction::Prepare,
            self.power_cost(seat, crate::content::PowerAction::Prepare, card.prepare_ap),
        );
        let a = self.acting_at(seat, Location::Workshop, prepare_ap)?;
        let special = a
            .special
            .filter(|c| matches!(c.card().enhances(), Enhances::Prepare));
        let effect = special.and_then(|c| c.effect().prepare());
        if owned.markers > 0 {
            return Err(RuleError::CannotPrepare("it still has Trick Markers on it"));
        }
        let upgrade = self.upgrade(seat, owned.symbol);
        let mut short: Vec<_> = card
            .components
            .iter()
            .filter(|&&(c, n)| p.effective(c) < n)
            .collect();
        // 004 "Practice", Ignore Components: up to 3 Coins' worth missing.
        if upgrade == Some(crate::game::academy::Upgrade::IgnoreComponents)
            && crate::game::academy::requirements_met_ignoring(card.components, |c| p.effective(c))
        {
            short.clear();
        }
        let ingenuity = effect == Some(PrepareEffect::Ingenuity) && short.len() == 1;
        if !short.is_empty() && !ingenuity {
            return Err(RuleError::CannotPrepare("you do not have its Components"));
        }
        let supply = self.markers_per_trick() - self.markers_in_theater(seat, owned.symbol);
        let mut printed = card.markers + u8::from(owned.engineer_slot);
        if ingenuity {
            printed = 1;
        } else if effect == Some(PrepareEffect::TrickTweaking) {
            printed += 1;
        }
        if !ingenuity {
            printed += self.power_prepare_markers(seat, trick);
            // 004 "New character: Protegé": a Secret's one more marker.
            printed += self.acting_secret_coins(seat, |content, held| {
                u32::from(crate::game::academy::secrets::prepare_markers(
                    content, held,
                ))
            }) as u8;
        }
        // 004 "Practice", Extra Marker: one more (with the Engineer's too).
        if upgrade == Some(crate::game::academy::Upgrade::ExtraMarker) {
            printed += 1;
        }
        let wants = |e: PrepareEffect| {
            if effect == Some(e) {
                Ok(())
            } else {
                Err(RuleError::CannotPrepare(
                    "your Special Assignment card offers no such choice",
                ))
            }
        };
        let mut after: Vec<Event> = Vec::new();
        match option {
            None => {}
            Some(PrepareOption::TestRun) => {
                wants(PrepareEffect::TestRun)?;
                printed -= 1;
                let y = self.trick_yield(seat, trick);
                if y.fame > 0 {
                    after.push(Event::Ledger(LedgerEvent::FameChanged {
                        seat,
                        fame: y.fame as i32,
                        why: FameReason::Special(special.expect("card")),
                    }));
                }
                if y.coins > 0 {
                    after.push(Event::Ledger(LedgerEvent::CoinsGained {
                        seat,
                        coins: y.coins,
                    }));
                }
                if y.shards > 0 {
                    after.push(Event::Ledger(LedgerEvent::ShardsGained {
                        seat,
                        shards: y.shards,
                    }));
                    self.push_shard_extras(&[seat], &mut after);
                }
            }
            Some(PrepareOption::ReplaceableParts { other }) => {
                wants(PrepareEffect::ReplaceableParts)?;
                printed -= 1;
                let o = p.trick(other).ok_or(RuleError::NotYourTrick)?;
                if other == trick || other.card().threshold > card.threshold {
                    return Err(RuleError::CannotPrepare(
                        "the other Trick must be another of yours of the same or a lower Fame Threshold",
                    ));
                }
                // 004 "Teach": a Trick in a Classroom gets no markers.
                if self.taught(seat, o.symbol) {
                    return Err(RuleError::CannotPrepare(
                        "a Trick taught in a Classroom is not Prepared",
                    ));
                }
                if o.markers + self.markers_in_theater(seat, o.symbol) >= self.markers_per_trick() {
                    return Err(RuleError::CannotPrepare("that Trick has no marker left"));
                }
                after.push(Event::Special(SpecialEvent::MarkerKept {
                    seat,
                    trick: other,
                }));
            }
            Some(PrepareOption::UnstablePrototype { components }) => {
                wants(PrepareEffect::UnstablePrototype)?;
                let total: u8 = components.iter().map(|(_, n)| n).sum();
                if total == 0 || total > 3 {
                    return Err(RuleError::CannotPrepare("give back 1 to 3 Components"));
                }
                for (c, n) in components.iter() {
                    if !card.components.iter().any(|&(r, _)| r == c) || p.components[c.index()] < n
                    {
                        return Err(RuleError::CannotPrepare(
                            "give back only Components the Trick needs and you have",
                        ));
                    }
                    after.push(Event::Ledger(LedgerEvent::ComponentsReturned {
                        seat,
                        component: c,
                        count: n,
                    }));
                }
                printed += 1;
                after.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: total as i32,
                    why: FameReason::Special(special.expect("card")),
                }));
                after.push(Event::Ledger(LedgerEvent::CoinsGained {
                    seat,
                    coins: total as u32,
                }));
            }
            Some(PrepareOption::EnhanceTrick) => {
                wants(PrepareEffect::EnhanceTrick)?;
                if p.shards == 0 {
                    return Err(RuleError::NoShard);
                }
                if p.enhanced_tricks.contains(&trick) {
                    return Err(RuleError::CannotPrepare("that Trick is already enhanced"));
                }
                after.push(Event::Special(SpecialEvent::TrickEnhanced { seat, trick }));
            }
            Some(PrepareOption::OnStage {
                card: to,
                slot,
                facing,
            }) => {
                wants(PrepareEffect::OnStagePreparation)?;
                self.check_marker_spot(seat, owned.symbol, to, slot, facing, None)?;
                after.push(Event::Theater(TheaterEvent::TrickSetUp {
                    seat,
                    trick,
                    card: to,
                    slot,
                    facing,
                    links: 0,
                    link_value: 0,
                    shards: Vec::new(),
                    ap: 0,
                }));
            }
            Some(PrepareOption::HiddenTalent { specialist }) => {
                wants(PrepareEffect::HiddenTalent)?;
                if !a.character.is_apprentice() {
                    return Err(RuleError::CannotPrepare(
                        "Hidden Talent needs an Apprentice",
                    ));
                }
                if p.state(specialist.character()) != CharState::Supply {
                    return Err(RuleError::CannotHire(
                        "you may hire only one of each Specialist",
                    ));
                }
                after.push(Event::Special(SpecialEvent::TalentSpotted {
                    seat,
                    apprentice: a.character,
                    specialist,
                }));
            }
        }
        let markers = printed.min(supply);
        if markers == 0 {
            return Err(RuleError::CannotPrepare(
                "all four of its markers are in the Theater",
            ));
        }
        out.push(Event::Workshop(WorkshopEvent::TrickPrepared {
            seat,
            trick,
            markers,
            ap: prepare_ap,
        }));
        if let Some(c) = special {
            out.push(Event::Special(SpecialEvent::SpecialUsed { seat, card: c }));
        }
        if effect == Some(PrepareEffect::Invention) {
            let fame: u8 = card
                .components
                .iter()
                .filter(|(c, _)| c.tier() != crate::cards::Tier::Basic)
                .map(|(_, n)| n)
                .sum();
            if fame > 0 {
                out.push(Event::Ledger(LedgerEvent::FameChanged {
                    seat,
                    fame: fame as i32,
                    why: FameReason::Special(special.expect("card")),
                }));
            }
        }
        out.extend(after);
        Ok(())
    }

    pub(crate) fn decide_move_trick(
        &self,
        seat: Seat,
        trick: TrickId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Engineer) {
            return Err(RuleError::CannotMove(
                "Move Tricks needs the Engineer's extension",
            ));
        }
        let owned = p.trick(trick).ok_or(RuleError::NotYourTrick)?;
        if owned.engineer_slot {
            return Err(RuleError::CannotMove(
                "that Trick is already on the Engineer's slot",
            ));
        }
        let swapped = p.tricks.iter().find(|t| t.engineer_slot).map(|t| t.trick);
        out.push(Event::Workshop(WorkshopEvent::TrickMoved {
            seat,
            trick,
            swapped,
            ap: MOVE_AP,
        }));
        Ok(())
    }

    pub(crate) fn decide_move_components(
        &self,
        seat: Seat,
        component: Component,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Manager) {
            return Err(RuleError::CannotMove(
                "Move Components needs the Manager's extension",
            ));
        }
        if slot >= 2 {
            return Err(RuleError::CannotMove(
                "the Manager has two Multi Component slots",
            ));
        }
        let have = p.components[component.index()];
        if have == 0 {
            return Err(RuleError::CannotMove("you have none of that Component"));
        }
        if p.multi_slots.contains(&Some(component)) {
            return Err(RuleError::CannotMove(
                "that pile is already on a Multi Component slot",
            ));
        }
        if have + 1 > board::COMPONENT_LIMIT {
            return Err(RuleError::CannotMove(
                "a pile of 3 would count 4 on a Multi slot",
            ));
        }
        let swapped = p.multi_slots[slot as usize];
        out.push(Event::Workshop(WorkshopEvent::ComponentsMoved {
            seat,
            component,
            slot,
            swapped,
            ap: MOVE_AP,
        }));
        Ok(())
    }

    pub(crate) fn decide_move_apprentice(
        &self,
        seat: Seat,
        apprentice: CharacterId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.acting_at(seat, Location::Workshop, MOVE_AP)?;
        let p = self.player(seat);
        if !p.has_specialist(Specialist::Assistant) {
            return Err(RuleError::CannotMove(
                "Move Apprentices needs the Assistant's extension",
            ));
        }
        if p.assistant_slot.is_some() {
            return Err(RuleError::CannotMove(
                "the Assistant's Apprentice slot is taken",
            ));
        }
        if !apprentice.is_apprentice()
            || !matches!(p.state(apprentice), CharState::Home | CharState::Idle)
        {
            return Err(RuleError::CannotMove(
                "only an Apprentice still on your board can move there",
            ));
        }
        out.push(Event::Workshop(WorkshopEvent::ApprenticeMoved {
            seat,
            apprentice,
            ap: MOVE_AP,
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::Component::*;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::{CardInPlay, Marker};
    use crate::model::{CharacterId, Seat, Slot, Specialist};
    use crate::tests::fixture::game;

    const P0: Seat = Seat(0);

    fn workshop(ap: u8) -> crate::Game {
        let mut g = game(4);
        g.acting_with(P0, CharacterId::Magician, Slot::Workshop(0), ap);
        g
    }

    /// T-03, rulebook "Example of a 'Prepare' Action" (revised edition): with 3 Fabric
    /// and 3 Wood, Card Manipulation (1 AP) receives 2 Trick Markers; the
    /// Components stay (C-075).
    #[test]
    fn t03_prepare_example() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Fabric, 3), (Wood, 3)]);
        let t = g.give_trick(P0, "Card Manipulation", 0);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 2);
        assert_eq!(g.acting_now().unwrap().ap, 2);
        assert_eq!(g.player(P0).components[Fabric.index()], 3);
        // First edition: 2 Glass, 2 Metal and a Rope prepare Water Tank Escape.
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2), (Metal, 2), (Rope, 1)]);
        let t = g.give_trick(P0, "Water Tank Escape", 0);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 2);
    }

    /// C-074: no Prepare without the Components, nor with markers still on the Trick;
    /// C-075: one Component stack serves several Tricks.
    #[test]
    fn c074_c075_prepare_conditions() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Wood, 2), (Metal, 1)]);
        let barrels = g.give_trick(P0, "Barricaded Barrels", 0);
        let stocks = g.give_trick(P0, "Stocks Escape", 0);
        assert!(matches!(
            g.clone().run(P0, Command::prepare(stocks)),
            Err(RuleError::CannotPrepare(_))
        ));
        g.give_components(P0, &[(Metal, 1)]);
        g.run(P0, Command::prepare(barrels)).unwrap();
        g.run(P0, Command::prepare(stocks)).unwrap();
        assert!(matches!(
            g.run(P0, Command::prepare(barrels)),
            Err(RuleError::CannotPrepare(_))
        ));
    }

    /// C-076: a Trick on the Engineer's slot receives one more marker; C-077: at most
    /// four markers of a symbol in the game.
    #[test]
    fn c076_c077_engineer_bonus_and_marker_limit() {
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2)]);
        let t = g.give_trick(P0, "Mind Reading", 0); // 3 markers
        g.players[0].tricks[0].engineer_slot = true;
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 4);
        // Three of its markers in the Theater: only one left to place.
        let mut g = workshop(3);
        g.give_components(P0, &[(Glass, 2)]);
        let t = g.give_trick(P0, "Mind Reading", 0);
        let symbol = g.player(P0).trick(t).unwrap().symbol;
        for card in g.theater.iter_mut().take(3) {
            card.markers[0] = Some(Marker {
                seat: P0,
                symbol,
                category: t.card().category,
                facing: crate::Dir::Down,
            });
        }
        if g.theater.len() < 3 {
            let mut extra = CardInPlay::new(crate::PerformanceId(27));
            extra.markers[0] = Some(Marker {
                seat: P0,
                symbol,
                category: t.card().category,
                facing: crate::Dir::Down,
            });
            g.theater.push(extra);
        }
        assert_eq!(g.markers_in_theater(P0, symbol), 3);
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 1);
    }

    /// C-079 "Move Tricks", C-078: available once the Engineer has joined.
    #[test]
    fn c079_move_tricks() {
        let mut g = workshop(3);
        let a = g.give_trick(P0, "Barricaded Barrels", 0);
        let b = g.give_trick(P0, "Stocks Escape", 0);
        assert!(matches!(
            g.clone().run(P0, Command::MoveTrick { trick: a }),
            Err(RuleError::CannotMove(_))
        ));
        g.give_specialist(P0, Specialist::Engineer);
        g.run(P0, Command::MoveTrick { trick: a }).unwrap();
        assert!(g.player(P0).trick(a).unwrap().engineer_slot);
        g.run(P0, Command::MoveTrick { trick: b }).unwrap();
        assert!(!g.player(P0).trick(a).unwrap().engineer_slot);
        assert!(g.player(P0).trick(b).unwrap().engineer_slot);
    }

    /// C-080 "Move Components": onto a Multi slot (counting one more), swapping.
    #[test]
    fn c080_move_components() {
        let mut g = workshop(3);
        g.give_specialist(P0, Specialist::Manager);
        g.give_components(P0, &[(Wood, 2), (Glass, 3)]);
        assert!(g
            .clone()
            .run(
                P0,
                Command::MoveComponents {
                    component: Glass,
                    slot: 0
                }
            )
            .is_err());
        g.run(
            P0,
            Command::MoveComponents {
                component: Wood,
                slot: 0,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).effective(Wood), 3);
    }

    /// C-081 "Move Apprentices": permanently onto the empty Assistant slot, where
    /// it earns no Wages (C-104).
    #[test]
    fn c081_move_apprentice_is_wage_free() {
        let mut g = workshop(3);
        g.give_specialist(P0, Specialist::Assistant);
        g.players[0].characters[CharacterId::Apprentice1.index()] = crate::CharState::Home;
        g.run(
            P0,
            Command::MoveApprentice {
                apprentice: CharacterId::Apprentice1,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).assistant_slot, Some(CharacterId::Apprentice1));
        assert!(g
            .clone()
            .run(
                P0,
                Command::MoveApprentice {
                    apprentice: CharacterId::Apprentice1
                }
            )
            .is_err());
        g.players[0].characters[CharacterId::Apprentice1.index()] =
            crate::CharState::Placed(Slot::Downtown(3));
        let w = g.wages();
        assert_eq!(w[0].due, 0);
    }
}
