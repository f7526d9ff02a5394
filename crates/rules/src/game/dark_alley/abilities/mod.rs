//! The Magicians' Dark Alley abilities (Appendix "Magician Abilities") that need
//! their own moment or command: Master of Chains (Breaking Free), Yoruba
//! Spiritmaster (Soul Possession), The Red Lotus (Trick Steal) and Electra
//! (Supercharge). The placement abilities (The Mechaniker, The Great Optico, The
//! Gentleman) are in `turn`, the Priestess's Fate Weaving in `dark_alley`.

mod events;

pub use events::AbilityEvent;

use crate::cards::{Dir, MagicianAbility, PerformanceId, TrickId};
use crate::error::RuleError;
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::theater::{links_formed, TheaterEvent};
use crate::game::Event;
use crate::game::{Game, Marker, Phase};
use crate::model::{Seat, Weekday};
use crate::rules_version::Change;

impl Game {
    /// The seat whose Magician has `ability`. The Heir's Magician card only
    /// names its Favorite category (004 "Setup" 4): it has no ability.
    fn seat_with(&self, ability: MagicianAbility) -> Option<Seat> {
        self.seats()
            .filter(|&s| !self.is_heir(s))
            .find(|&s| self.player(s).ability() == Some(ability))
    }

    /// End of Place Characters: Master of Chains may Break Free (once per turn,
    /// README decision), if a marker of theirs is in the Theater, before the
    /// Performance phase starts.
    pub(crate) fn push_before_performance(&self, out: &mut Vec<Event>) {
        if let Some(seat) = self.seat_with(MagicianAbility::BreakingFree) {
            let p = self.player(seat);
            let has_marker = (0..self.theater.len()).any(|pos| {
                self.theater[pos]
                    .markers
                    .iter()
                    .any(|m| matches!(m, Some(m) if m.seat == seat))
            });
            if !p.ability_used && has_marker {
                out.push(Event::Ability(AbilityEvent::BreakingFreeOffered { seat }));
            }
        }
    }

    /// Breaking Free: a free Reschedule of one of your markers; Links it forms pay
    /// their Link Bonuses and Shards (C-137).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn decide_breaking_free(
        &self,
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::BreakingFree { link_value: 0, .. } = self.phase else {
            return Err(RuleError::WrongTime("why-breaking-free-already-taken"));
        };
        let from = self.card_pos(card).ok_or(RuleError::BadMarkerPlacement(
            "why-performance-card-not-theater",
        ))?;
        let marker: Marker = self.theater[from]
            .markers
            .get(slot as usize)
            .copied()
            .flatten()
            .filter(|m| m.seat == seat)
            .ok_or(RuleError::BadMarkerPlacement("why-you-have-no-marker-slot"))?;
        let to = self.check_marker_spot(
            seat,
            marker.symbol,
            to_card,
            to_slot,
            facing,
            Some((from, slot as usize)),
        )?;
        let mut target = self.theater[to].clone();
        if from == to {
            target.markers[slot as usize] = None;
        }
        let moved = Marker { facing, ..marker };
        let (links, shards) = links_formed(&target, to_slot as usize, &moved);
        let trick = self
            .player(seat)
            .trick_by_symbol(marker.symbol)
            .ok_or(RuleError::NotYourTrick)?
            .trick;
        out.push(Event::Theater(TheaterEvent::MarkerRescheduled {
            seat,
            card,
            slot,
            to_card,
            to_slot,
            facing,
            ap: 0,
        }));
        if links > 0 {
            out.push(Event::Ability(AbilityEvent::BreakingFreeLinks {
                seat,
                links,
                link_value: trick.link_bonus() as u8,
                shards: shards.clone(),
            }));
            self.push_shard_extras(&shards, out);
        } else {
            out.push(Event::Ability(AbilityEvent::BreakingFreeEnded { seat }));
        }
        Ok(())
    }

    /// After the Breaking Free Link Bonuses are taken, Place Characters ends.
    pub(crate) fn auto_breaking_free(&self, out: &mut Vec<Event>) {
        if let Phase::BreakingFree {
            seat,
            pending_links: 0,
            link_value,
        } = self.phase
        {
            if link_value > 0 {
                out.push(Event::Ability(AbilityEvent::BreakingFreeEnded { seat }));
            }
        }
    }

    pub(crate) fn decide_decline_ability(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.phase {
            Phase::BreakingFree {
                link_value: 0,
                pending_links: 0,
                ..
            } => out.push(Event::Ability(AbilityEvent::BreakingFreeEnded { seat })),
            Phase::Possession { day, performer, .. } => {
                out.push(Event::Ability(AbilityEvent::PossessionDeclined {
                    day: Weekday::ALL[day as usize],
                    performer,
                }))
            }
            _ => return Err(RuleError::WrongTime("why-no-ability-offered-you-now")),
        }
        Ok(())
    }

    /// Soul Possession is offered before an opponent chooses: Yoruba with a
    /// Shard, unused this turn (C-140).
    pub(crate) fn possession_offer(&self, day: Weekday, performer: Seat) -> Option<Event> {
        self.alley.as_ref()?;
        let yoruba = self.seat_with(MagicianAbility::SoulPossession)?;
        let p = self.player(yoruba);
        (yoruba != performer && !p.ability_used && p.shards > 0).then_some(Event::Ability(
            AbilityEvent::PossessionOffered {
                day,
                performer,
                yoruba,
            },
        ))
    }

    /// Yoruba pays a Shard and chooses the card; it must hold a marker of the Performer.
    pub(crate) fn decide_possess(
        &self,
        seat: Seat,
        card: PerformanceId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Possession {
            day,
            performer,
            yoruba,
        } = self.phase
        else {
            return Err(RuleError::WrongTime("why-soul-possession-not-offered-now"));
        };
        debug_assert_eq!(seat, yoruba);
        let pos = self
            .card_pos(card)
            .ok_or(RuleError::CannotPerform("why-card-not-theater"))?;
        if !self.has_markers_on(performer, pos) {
            return Err(RuleError::CannotPerform(
                "why-holds-none-performer-trick-markers",
            ));
        }
        out.push(Event::Ability(AbilityEvent::Possessed {
            yoruba,
            performer,
            card,
        }));
        let day = Weekday::ALL[day as usize];
        if self.follows(Change::PossessedPerformerKeepsOptions) {
            // Ruling 10.3c (rules version 2): 001 "Soul Possession" gives
            // Yoruba only the choice of the card ("you may choose the card to
            // Perform for that player"); the Performer then Performs it and keeps
            // their own options (Trick Steal, Grand Premiere, Durable
            // Components). `possessed` holds them to that card.
            out.push(Event::Performance(PerformanceEvent::PerformerToChoose {
                day,
                seat: performer,
            }));
            return Ok(());
        }
        // Version 1: the Performance ran at once with no choices.
        self.push_performance(performer, day, card, pos, &(), out);
        Ok(())
    }

    /// The Red Lotus's Trick Steal: the Performer's own Trick and an opponent's
    /// Trick of the same or a lower Fame Threshold, both on the card (C-139).
    pub(crate) fn check_steal(
        &self,
        seat: Seat,
        pos: usize,
        own: TrickId,
        from: Seat,
        trick: TrickId,
    ) -> Result<(), RuleError> {
        if self.player(seat).ability() != Some(MagicianAbility::TrickSteal) {
            return Err(RuleError::CannotPerform("why-trick-steal-red-lotus"));
        }
        if from == seat || from.index() >= self.players.len() {
            return Err(RuleError::CannotPerform("why-steal-from-opponent"));
        }
        let on_card = |s: Seat, t: TrickId| {
            self.player(s).trick(t).is_some_and(|o| {
                let c = &self.theater[pos];
                c.markers
                    .iter()
                    .flatten()
                    .chain(c.guests.iter())
                    .any(|m| m.seat == s && m.symbol == o.symbol)
            })
        };
        if !on_card(seat, own) || !on_card(from, trick) {
            return Err(RuleError::CannotPerform("why-both-tricks-must-performance"));
        }
        if trick.card().threshold > own.card().threshold {
            return Err(RuleError::CannotPerform(
                "why-stolen-trick-fame-threshold-must-not",
            ));
        }
        Ok(())
    }

    /// Electra's Supercharge: Set Up with two markers of one Trick on one slot.
    pub(crate) fn decide_set_up_piled(
        &self,
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.player(seat).ability() != Some(MagicianAbility::Supercharge) {
            return Err(RuleError::BadMarkerPlacement("why-supercharge-electra"));
        }
        let owned = self
            .player(seat)
            .trick(trick)
            .ok_or(RuleError::NotYourTrick)?;
        if owned.markers < 2 {
            return Err(RuleError::BadMarkerPlacement(
                "why-supercharge-needs-two-prepared-markers-trick",
            ));
        }
        self.decide_set_up_trick(seat, trick, card, slot, facing, None, out)?;
        let at = out
            .iter()
            .position(|e| matches!(e, Event::Theater(TheaterEvent::TrickSetUp { .. })))
            .expect("set up")
            + 1;
        out.insert(
            at,
            Event::Ability(AbilityEvent::MarkersPiled {
                seat,
                trick,
                card,
                slot,
            }),
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Dir, MagicianId, PerformanceId, SpecialId};
    use crate::command::{Command, Steal};
    use crate::game::base::performance::PerformanceEvent;
    use crate::game::base::player::CharState;
    use crate::game::{CardInPlay, Game, Phase};
    use crate::model::{CharacterId, FameOrCoins, Location, Seat, Slot, Symbol, Weekday};
    use crate::tests::fixture::{dark_game, marker};

    const P0: Seat = Seat(0);
    const P1: Seat = Seat(1);

    fn with_magician(m: MagicianId, seat: Seat) -> Game {
        let mut g = dark_game(4, false);
        // Give the displaced Magician to whoever had `m`.
        let old = g.players[seat.index()].magician;
        for p in &mut g.players {
            if p.magician == Some(m) {
                p.magician = old;
            }
        }
        g.players[seat.index()].magician = Some(m);
        g
    }

    fn place(
        g: &mut Game,
        seat: Seat,
        c: CharacterId,
        loc: Location,
        cmd: Command,
    ) -> Result<(), crate::RuleError> {
        g.players[seat.index()].characters[c.index()] = CharState::Home;
        g.players[seat.index()].cards[c.index()] = Some(loc);
        g.phase = Phase::PlaceCharacters {
            pos: g.initiative.iter().position(|&s| s == seat).unwrap() as u8,
            acting: None,
            done: false,
        };
        g.run(seat, cmd).map(|_| ())
    }

    /// C-142 The Gentleman: placing the Magician Downtown gives Fame per Trick owned.
    #[test]
    fn m06_gentleman_fame_per_trick_on_placement() {
        for (m, gain) in [(MagicianId::GENTLEMAN, 2), (MagicianId::ELECTRA, 0)] {
            let mut g = with_magician(m, P0);
            g.give_trick(P0, "Mind Reading", 0);
            g.give_trick(P0, "Linking Rings", 0);
            let cmd = Command::place(CharacterId::Magician, Slot::Downtown(3), false);
            place(&mut g, P0, CharacterId::Magician, Location::Downtown, cmd).unwrap();
            assert_eq!(g.player(P0).fame, 5 + gain);
        }
    }

    /// C-135 The Mechaniker: once per turn an Apprentice gets +1 AP (not in the Theater).
    #[test]
    fn m04_mechaniker_boosts_an_apprentice_once() {
        let cmd = |boost| Command::Place {
            character: CharacterId::Apprentice1,
            slot: Slot::Downtown(3),
            enhance: false,
            forfeit: false,
            boost,
            mimic: None,
        };
        let mut g = with_magician(MagicianId::MECHANIKER, P0);
        place(
            &mut g,
            P0,
            CharacterId::Apprentice1,
            Location::Downtown,
            cmd(true),
        )
        .unwrap();
        assert_eq!(g.acting_now().unwrap().ap, 2);
        assert!(g.player(P0).ability_used);
        let mut plain = with_magician(MagicianId::MECHANIKER, P0);
        place(
            &mut plain,
            P0,
            CharacterId::Apprentice1,
            Location::Downtown,
            cmd(false),
        )
        .unwrap();
        assert_eq!(plain.acting_now().unwrap().ap, 1);
        let mut other = with_magician(MagicianId::ELECTRA, P0);
        assert!(place(
            &mut other,
            P0,
            CharacterId::Apprentice1,
            Location::Downtown,
            cmd(true)
        )
        .is_err());
    }

    /// C-138 The Great Optico: a Permanent card carries an opponent's revealed
    /// Special Assignment card of the same Location (here A16 Trick Tweaking).
    #[test]
    fn m02_great_optico_mimesis() {
        let tweak = SpecialId::by_name("Trick Tweaking").unwrap();
        let mut g = with_magician(MagicianId::GREAT_OPTICO, P0);
        g.players[1].special_cards[0] = Some(tweak);
        g.players[1].cards[0] = Some(Location::Workshop);
        let t = g.give_trick(P0, "Mind Reading", 0);
        g.give_components(P0, &[(crate::Component::Glass, 2)]);
        let cmd = |mimic| Command::Place {
            character: CharacterId::Magician,
            slot: Slot::Workshop(0),
            enhance: false,
            forfeit: false,
            boost: false,
            mimic,
        };
        let mut plain = g.clone();
        place(
            &mut plain,
            P0,
            CharacterId::Magician,
            Location::Workshop,
            cmd(None),
        )
        .unwrap();
        plain.run(P0, Command::prepare(t)).unwrap();
        place(
            &mut g,
            P0,
            CharacterId::Magician,
            Location::Workshop,
            cmd(Some(tweak)),
        )
        .unwrap();
        g.run(P0, Command::prepare(t)).unwrap();
        assert_eq!(
            g.player(P0).trick(t).unwrap().markers,
            plain.player(P0).trick(t).unwrap().markers + 1
        );
        // Not a card of another Location, and not twice a turn.
        let mut again = g.clone();
        assert!(place(
            &mut again,
            P0,
            CharacterId::Apprentice1,
            Location::Workshop,
            Command::Place {
                character: CharacterId::Apprentice1,
                slot: Slot::Workshop(1),
                enhance: false,
                forfeit: false,
                boost: false,
                mimic: Some(tweak),
            }
        )
        .is_err());
    }

    /// C-137 Master of Chains: after Place Characters, a free Reschedule that pays
    /// its Link Bonus (a normal Reschedule pays none).
    #[test]
    fn m01_master_of_chains_breaking_free() {
        let mut g = dark_game(2, false); // seat 0 is Master of Chains
        g.theater = vec![CardInPlay::new(PerformanceId(0))];
        let t = g.give_trick(P0, "Barricaded Barrels", 0);
        g.theater[0].markers[0] = marker(P0, Symbol::Spade, Category::Escape, Dir::Down);
        g.theater[0].markers[2] = marker(P1, Symbol::Spade, Category::Escape, Dir::Up);
        let _ = t;
        g.phase = Phase::PlaceCharacters {
            pos: 1,
            acting: None,
            done: true,
        };
        g.advance(&mut Vec::new());
        assert!(matches!(g.phase, Phase::BreakingFree { seat: P0, .. }));
        assert_eq!(g.waiting_for(), vec![P0]);
        // Move the marker from the top slot to the middle: it links with seat 1's.
        g.apply(
            P0,
            &Command::Reschedule {
                card: PerformanceId(0),
                slot: 0,
                to_card: PerformanceId(0),
                to_slot: 1,
                facing: Dir::Down,
            },
        )
        .unwrap();
        g.apply(
            P0,
            &Command::TakeLinkBonus {
                reward: FameOrCoins::Coins,
            },
        )
        .unwrap();
        assert_eq!(g.player(P0).coins, 11);
        assert!(matches!(
            g.phase,
            Phase::Performance { .. } | Phase::Advertise { .. }
        ));
        // Without the ability nothing is offered.
        let mut h = dark_game(2, false);
        h.players[0].magician = Some(MagicianId::ELECTRA);
        h.theater = g.theater.clone();
        h.phase = Phase::PlaceCharacters {
            pos: 1,
            acting: None,
            done: true,
        };
        h.advance(&mut Vec::new());
        assert!(!matches!(h.phase, Phase::BreakingFree { .. }));
    }

    /// C-140 Yoruba Spiritmaster: before an opponent chooses, pay a Shard to
    /// choose the card for them. (Rules version 1: the Performance then ran at
    /// once with default options; version 2 below.)
    #[test]
    fn m07_yoruba_soul_possession() {
        let mut g = with_magician(MagicianId::YORUBA, P1).at_rules_version(1);
        let card = g.performance_scene(Weekday::Friday);
        let mut other = CardInPlay::new(PerformanceId(0));
        other.markers[0] = marker(P0, Symbol::Spade, Category::Escape, Dir::Down);
        g.theater.push(other);
        g.phase = Phase::Performance {
            day: 1,
            performer: None,
        };
        g.advance(&mut Vec::new());
        assert_eq!(g.waiting_for(), vec![P1]);
        g.apply(
            P1,
            &Command::Possess {
                card: PerformanceId(0),
            },
        )
        .unwrap();
        assert_eq!(g.player(P1).shards, 0);
        let on = |g: &Game, c: PerformanceId| {
            let pos = g.card_pos(c).unwrap();
            g.theater[pos].markers.iter().any(|m| m.is_some())
        };
        assert!(!on(&g, PerformanceId(0)));
        assert!(on(&g, card), "the Performer's own choice was not performed");
        // Declining lets the Performer choose.
        let mut h = with_magician(MagicianId::YORUBA, P1);
        h.performance_scene(Weekday::Friday);
        h.phase = Phase::Performance {
            day: 1,
            performer: None,
        };
        h.advance(&mut Vec::new());
        h.apply(P1, &Command::DeclineAbility).unwrap();
        assert_eq!(h.waiting_for(), vec![P0]);
    }

    /// Ruling 10.3c (rules version 2), 001 "Soul Possession": "you may choose
    /// the card to Perform for that player" gives Yoruba the choice of the card
    /// only. The Performer then Performs that card with their own options: a
    /// possessed Red Lotus keeps Trick Steal. No other card, and no declining.
    #[test]
    fn m07_possessed_performer_keeps_their_own_options() {
        const P2: Seat = Seat(2);
        let mut g = with_magician(MagicianId::RED_LOTUS, P0);
        g.players[2].magician = Some(MagicianId::YORUBA);
        g.players[2].shards = 1;
        let card = g.performance_scene(Weekday::Friday);
        let mut other = CardInPlay::new(PerformanceId(0));
        other.markers[0] = marker(P0, Symbol::Spade, Category::Escape, Dir::Down);
        g.theater.push(other);
        g.phase = Phase::Performance {
            day: 1,
            performer: None,
        };
        g.advance(&mut Vec::new());
        assert_eq!(g.waiting_for(), vec![P2]);
        let possess = Command::Possess { card };
        let mut v1 = g.clone().at_rules_version(1);
        g.apply(P2, &possess).unwrap();
        assert_eq!(g.waiting_for(), vec![P0], "the Performer decides");
        let steal = Command::Perform {
            card,
            steal: Some(Steal {
                own: crate::tests::fixture::trick("Barricaded Barrels"),
                from: P1,
                trick: crate::tests::fixture::trick("Rabbit from the Top Hat"),
            }),
            premiere: None,
            durable: None,
        };
        let legal = g.legal_commands(P0);
        assert!(legal.contains(&steal), "{legal:?}");
        assert!(legal.contains(&Command::perform(card)));
        for refused in [
            Command::perform(PerformanceId(0)),
            Command::DeclinePerformance,
        ] {
            assert!(!legal.contains(&refused));
            assert_eq!(
                g.clone().apply(P0, &refused),
                Err(crate::RuleError::CannotPerform(
                    "why-yoruba-spiritmaster-chose-card-you-perform"
                ))
            );
        }
        let fame = g.player(P0).fame;
        g.apply(P0, &steal).unwrap();
        assert!(g.player(P0).fame > fame);
        assert_eq!(g.possessed, None);
        // Version 1: the card was performed at once, without Trick Steal.
        let events = v1.apply(P2, &possess).unwrap();
        assert!(events.iter().any(|e| matches!(
            e,
            crate::game::Event::Performance(PerformanceEvent::Performed { .. })
        )));
        assert_ne!(v1.waiting_for(), vec![P0]);
        assert_eq!(v1.possessed, None);
        // As in m05: Barrels 1/1 replaced by Rabbit 3/1.
        assert_eq!(
            g.player(P0).fame - v1.player(P0).fame,
            2,
            "the stolen yield"
        );
    }

    /// C-139 The Red Lotus: as Performer take an opponent's Trick's yield (same
    /// or lower Fame Threshold) instead of your own; the opponent gets 1 Fame less.
    #[test]
    fn m05_red_lotus_trick_steal() {
        let mut g = with_magician(MagicianId::RED_LOTUS, P0);
        let card = g.performance_scene(Weekday::Friday);
        let barrels = crate::tests::fixture::trick("Barricaded Barrels");
        let rabbit = crate::tests::fixture::trick("Rabbit from the Top Hat");
        let steal = Steal {
            own: barrels,
            from: P1,
            trick: rabbit,
        };
        let mut plain = g.clone();
        let (base, _, _) = plain.perform_now(card);
        g.run(
            P0,
            Command::Perform {
                card,
                steal: Some(steal),
                premiere: None,
                durable: None,
            },
        )
        .unwrap();
        // Barrels 1/1 replaced by Rabbit 3/1; seat 1's Rabbit pays 2 Fame instead of 3.
        assert_eq!(g.player(P0).fame - plain.player(P0).fame, 2);
        assert_eq!(base[1].fame, 3);
        assert_eq!(plain.player(P1).fame - g.player(P1).fame, 1);
        let mut other = with_magician(MagicianId::ELECTRA, P0);
        let card = other.performance_scene(Weekday::Friday);
        assert!(other
            .run(
                P0,
                Command::Perform {
                    card,
                    steal: Some(steal),
                    premiere: None,
                    durable: None
                }
            )
            .is_err());
    }

    /// C-141 Electra: two markers of one Trick piled on a slot count as one Trick
    /// and yield +1 Fame and Coin (FT 1) when performed.
    #[test]
    fn m08_electra_supercharge() {
        let mut g = with_magician(MagicianId::ELECTRA, P0);
        g.theater = vec![CardInPlay::new(PerformanceId(0))];
        let t = g.give_trick(P0, "Barricaded Barrels", 2);
        g.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        let cmd = |piled: bool| {
            if piled {
                Command::SetUpPiled {
                    trick: t,
                    card: PerformanceId(0),
                    slot: 0,
                    facing: Dir::Down,
                }
            } else {
                Command::set_up_trick(t, PerformanceId(0), 0, Dir::Down)
            }
        };
        let mut plain = g.clone();
        plain.run(P0, cmd(false)).unwrap();
        g.run(P0, cmd(true)).unwrap();
        assert_eq!(g.player(P0).trick(t).unwrap().markers, 0);
        assert_eq!(plain.player(P0).trick(t).unwrap().markers, 1);
        let fame = |g: &mut Game| {
            g.stand(
                P0,
                CharacterId::Magician,
                Slot::Performance(Weekday::Friday),
            );
            g.phase = Phase::Performance {
                day: 1,
                performer: Some(P0),
            };
            let (p, _, _) = g.perform_now(PerformanceId(0));
            (p[0].fame, p[0].coins)
        };
        assert_eq!(fame(&mut plain), (1, 1));
        assert_eq!(fame(&mut g), (2, 2));
        let mut other = dark_game(4, false);
        other.theater = vec![CardInPlay::new(PerformanceId(0))];
        other.give_trick(P0, "Barricaded Barrels", 2);
        other.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        assert!(other.run(P0, cmd(true)).is_err());
    }
}
