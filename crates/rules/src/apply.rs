//! `apply_event`: records an event's facts in the state. It cannot fail and
//! decides nothing; every number it uses was computed by `decide`.

use crate::cards::{Dir, TrickId};
use crate::event::{action_ap, Event, SetupStage as Stage};
use crate::model::{CharacterId, Seat, Specialist, Weekday};
use crate::scoring::FinalScores;
use crate::state::{Acting, CardInPlay, CharState, Game, Marker, OwnedTrick, Phase};

impl Game {
    pub(crate) fn apply_event(&mut self, e: &Event) {
        if let Some(ap) = action_ap(e) {
            if let Phase::PlaceCharacters {
                acting: Some(a), ..
            } = &mut self.phase
            {
                a.ap -= ap;
            }
        }
        use Event::*;
        match e {
            MagicianChosen { seat, magician } => {
                self.players[seat.index()].magician = Some(*magician);
                self.bump_pos();
            }
            StartingTrickChosen {
                seat,
                trick,
                symbol,
            } => {
                self.residence &= !(1 << trick.0);
                self.players[seat.index()].tricks.push(OwnedTrick {
                    trick: *trick,
                    symbol: *symbol,
                    markers: 0,
                    engineer_slot: false,
                });
                if matches!(self.phase, Phase::ChooseTricks { .. }) {
                    self.bump_pos();
                }
            }
            StartingComponentsChosen { seat, components } => {
                let p = &mut self.players[seat.index()];
                for (c, n) in components.iter() {
                    p.components[c.index()] += n;
                }
                if let Phase::SetupBoards {
                    components_chosen, ..
                } = &mut self.phase
                {
                    *components_chosen = true;
                }
            }
            SpecialistChosen {
                seat,
                specialist,
                components,
                trick,
            } => {
                let p = &mut self.players[seat.index()];
                p.characters[specialist.character().index()] = CharState::Home;
                match specialist {
                    Specialist::Manager => {
                        let set = components.expect("Manager bonus");
                        for (i, (c, n)) in set.iter().enumerate() {
                            p.components[c.index()] += n;
                            p.multi_slots[i] = Some(c);
                        }
                    }
                    Specialist::Engineer => {
                        let (t, symbol) = trick.expect("Engineer bonus");
                        self.residence &= !(1 << t.0);
                        p.tricks.push(OwnedTrick {
                            trick: t,
                            symbol,
                            markers: 0,
                            engineer_slot: true,
                        });
                    }
                    Specialist::Assistant => {
                        p.characters[CharacterId::Apprentice2.index()] = CharState::Home;
                        p.assistant_slot = Some(CharacterId::Apprentice2);
                    }
                }
                if let Phase::SetupBoards {
                    pos,
                    components_chosen,
                } = &mut self.phase
                {
                    *pos += 1;
                    *components_chosen = false;
                }
            }
            SetupStage { stage } => {
                self.phase = match stage {
                    Stage::ChooseTricks => Phase::ChooseTricks { pos: 0 },
                    Stage::SetupBoards => Phase::SetupBoards {
                        pos: 0,
                        components_chosen: false,
                    },
                    Stage::DiscardPowers => Phase::DiscardPowers { pos: 0 },
                };
            }
            StartingOrder { order, coins } => {
                self.rng.draws += 1;
                self.initiative = order.clone();
                for (p, c) in self.players.iter_mut().zip(coins) {
                    p.coins = *c;
                }
                self.phase = Phase::StartTurn;
            }
            TurnStarted { turn } => {
                self.turn = *turn;
                // 004 "Roll dice phase": from the second turn the player
                // first picks the Turn Setup dice to re-roll.
                self.phase = if self.heir.is_some() && *turn >= 2 {
                    Phase::TurnSetup
                } else {
                    Phase::Advertise { pos: 0 }
                };
            }
            DiceRolled { faces } => {
                self.rng.draws += 1;
                self.dice = *faces;
            }
            InitiativeSet { order } => self.initiative = order.clone(),
            AdvertiseTurn { .. } => {}
            Advertised { seat, coins, fame } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.fame += fame;
                p.advertised = true;
                self.bump_pos();
            }
            AdvertiseDeclined { .. } => self.bump_pos(),
            AssignmentStarted => {
                self.phase = Phase::Assignment;
                for p in &mut self.players {
                    p.assignment_confirmed = false;
                }
            }
            CardAssigned {
                seat,
                character,
                location,
            } => {
                let loc = location.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                p.hand[loc.index()] -= 1;
                p.cards[character.index()] = Some(loc);
            }
            CardUnassigned {
                seat,
                character,
                location,
            } => {
                let loc = location.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                p.hand[loc.index()] += 1;
                p.cards[character.index()] = None;
            }
            AssignmentConfirmed { seat } => self.players[seat.index()].assignment_confirmed = true,
            AssignmentsRevealed { .. } => {
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: false,
                };
            }
            PlacementTurn { seat } => {
                self.second_placement = false;
                let pos = self
                    .initiative
                    .iter()
                    .position(|s| s == seat)
                    .expect("seat") as u8;
                self.phase = Phase::PlaceCharacters {
                    pos,
                    acting: None,
                    done: false,
                };
            }
            CharacterPlaced {
                seat,
                character,
                slot,
                ap,
                enhanced,
            } => {
                let p = &mut self.players[seat.index()];
                p.characters[character.index()] = CharState::Placed(*slot);
                if *enhanced {
                    p.shards -= 1;
                }
                let who = Some((*seat, *character));
                match slot {
                    crate::model::Slot::Downtown(i) => self.main_slots[0][*i as usize] = who,
                    crate::model::Slot::MarketRow(i) => self.main_slots[1][*i as usize] = who,
                    crate::model::Slot::DarkAlley(i) => self.main_slots[2][*i as usize] = who,
                    crate::model::Slot::Academy(i) => self.academy_slots[*i as usize] = who,
                    crate::model::Slot::Backstage(d, i) => {
                        self.theater_slots[d.index()][*i as usize] = who
                    }
                    crate::model::Slot::Performance(d) => self.theater_slots[d.index()][2] = who,
                    crate::model::Slot::Workshop(_) => {}
                }
                if let Phase::PlaceCharacters { acting, .. } = &mut self.phase {
                    *acting = Some(Acting {
                        seat: *seat,
                        character: *character,
                        slot: *slot,
                        ap: *ap,
                        paid: 0,
                        pending_links: 0,
                        link_value: 0,
                        special: None,
                        draws: 0,
                        gambled: false,
                        learned_secret: false,
                    });
                }
            }
            CharacterIdle {
                seat,
                character,
                forced,
            } => {
                self.players[seat.index()].characters[character.index()] = CharState::Idle;
                if !forced {
                    self.end_placement();
                }
            }
            ActionsEnded { .. } => self.end_placement(),
            TrickLearned {
                seat,
                trick,
                symbol,
                die,
                coins,
                ..
            } => {
                self.residence &= !(1 << trick.0);
                self.dice[die.index()] = crate::model::DieFace::X;
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.tricks.push(OwnedTrick {
                    trick: *trick,
                    symbol: *symbol,
                    markers: 0,
                    engineer_slot: false,
                });
            }
            CharacterHired {
                seat,
                character,
                die,
                ..
            } => {
                self.dice[die.index()] = crate::model::DieFace::X;
                self.players[seat.index()].characters[character.index()] = CharState::Inn;
            }
            CoinsTaken {
                seat, die, coins, ..
            } => {
                self.dice[die.index()] = crate::model::DieFace::X;
                self.players[seat.index()].coins += coins;
            }
            DieRerolled { die, face, .. } => {
                self.rng.draws += 1;
                self.dice[die.index()] = *face;
            }
            DieSet { die, face, .. } => self.dice[die.index()] = *face,
            ComponentsBought {
                seat,
                component,
                count,
                coins,
                ..
            } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.components[component.index()] += count;
                if let Some(owner) = self.business_share.filter(|s| s != seat) {
                    self.players[owner.index()].coins += coins;
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.paid += coins;
                }
            }
            ComponentOrdered {
                component, slot, ..
            } => self.market.order[*slot as usize] = Some(*component),
            QuickOrdered { component, .. } => self.market.quick = Some(*component),
            TrickPrepared {
                seat,
                trick,
                markers,
                ..
            } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers = *markers;
                }
            }
            TrickMoved { seat, trick, .. } => {
                for t in &mut self.players[seat.index()].tricks {
                    t.engineer_slot = t.trick == *trick;
                }
            }
            ComponentsMoved {
                seat,
                component,
                slot,
                ..
            } => {
                self.players[seat.index()].multi_slots[*slot as usize] = Some(*component);
            }
            ApprenticeMoved {
                seat, apprentice, ..
            } => {
                self.players[seat.index()].assistant_slot = Some(*apprentice);
            }
            TrickSetUp {
                seat,
                trick,
                card,
                slot,
                facing,
                links,
                link_value,
                shards,
                ..
            } => {
                let marker = self.take_marker(*seat, *trick, *facing);
                for s in shards {
                    self.players[s.index()].shards += 1;
                }
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].markers[*slot as usize] = Some(marker);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.pending_links = *links;
                    a.link_value = *link_value;
                }
            }
            LinkBonusTaken {
                seat,
                reward,
                amount,
            } => {
                let p = &mut self.players[seat.index()];
                match reward {
                    crate::model::FameOrCoins::Fame => p.fame += amount,
                    crate::model::FameOrCoins::Coins => p.coins += amount,
                }
                match &mut self.phase {
                    Phase::PlaceCharacters {
                        acting: Some(a), ..
                    } => a.pending_links -= 1,
                    Phase::BreakingFree { pending_links, .. } => *pending_links -= 1,
                    _ => {}
                }
            }
            MarkerRescheduled {
                card,
                slot,
                to_card,
                to_slot,
                facing,
                ..
            } => {
                let from = self.card_pos(*card).expect("card in play");
                let mut m = self.theater[from].markers[*slot as usize]
                    .take()
                    .expect("marker");
                m.facing = *facing;
                let piled = self.theater[from].piled.contains(slot);
                self.theater[from].piled.retain(|s| s != slot);
                let to = self.card_pos(*to_card).expect("card in play");
                self.theater[to].markers[*to_slot as usize] = Some(m);
                if piled {
                    self.theater[to].piled.push(*to_slot);
                }
            }
            TrickReturned { seat, trick } => {
                self.residence |= 1 << trick.0;
                let p = &mut self.players[seat.index()];
                let i = p
                    .tricks
                    .iter()
                    .position(|t| t.trick == *trick)
                    .expect("own Trick");
                let symbol = p.tricks.remove(i).symbol;
                // 004 "Teach": the Trick's Academy marker comes back with it.
                if let Some(board) = &mut self.academy {
                    board.forget_trick(*seat, symbol);
                }
                self.remove_theater_markers(*seat, symbol);
            }
            ComponentsReturned {
                seat,
                component,
                count,
            } => {
                let p = &mut self.players[seat.index()];
                p.components[component.index()] -= count;
                if p.components[component.index()] == 0 {
                    for s in &mut p.multi_slots {
                        if *s == Some(*component) {
                            *s = None;
                        }
                    }
                }
            }
            PerformanceStarted => {
                self.phase = Phase::Performance {
                    day: 0,
                    performer: None,
                }
            }
            PerformerToChoose { day, seat } => {
                self.phase = Phase::Performance {
                    day: day.index() as u8,
                    performer: Some(*seat),
                };
            }
            Performed {
                day,
                seat,
                card,
                payouts,
                bonus,
                ..
            } => {
                for pay in payouts {
                    let p = &mut self.players[pay.seat.index()];
                    p.fame += pay.fame;
                    p.coins += pay.coins;
                    p.shards += pay.shards;
                }
                let p = &mut self.players[seat.index()];
                p.fame += bonus.fame;
                p.coins += bonus.coins;
                p.shards += bonus.shards;
                self.possessed = None;
                let pos = self.card_pos(*card).expect("card in play");
                for m in &mut self.theater[pos].markers {
                    *m = None;
                }
                self.theater[pos].piled.clear();
                self.theater[pos].guests.clear();
                // 004 "Performance phase": the Heir's performed markers go
                // straight back to their Tricks ("perpetually prepared").
                if let Some(heir) = self.heir_seat() {
                    for pay in payouts.iter().filter(|p| p.seat == heir) {
                        let p = &mut self.players[heir.index()];
                        for t in &pay.tricks {
                            if let Some(o) = p.tricks.iter_mut().find(|o| o.trick == *t) {
                                o.markers += 1;
                            }
                        }
                    }
                }
                for pay in payouts {
                    let p = &mut self.players[pay.seat.index()];
                    for t in &pay.tricks {
                        if !p.performed_tricks.contains(t) {
                            p.performed_tricks.push(*t);
                        }
                    }
                }
                self.next_day(*day);
            }
            PerformanceDeclined { day, .. } => {
                self.possessed = None;
                self.next_day(*day)
            }
            WagesPaid { wages } => {
                for w in wages {
                    let p = &mut self.players[w.seat.index()];
                    p.coins -= w.paid;
                    p.fame -= w.fame_lost;
                }
            }
            CharactersReturned => {
                for p in &mut self.players {
                    for c in CharacterId::ALL {
                        let i = c.index();
                        if p.characters[i] != CharState::Supply {
                            p.characters[i] = CharState::Home;
                        }
                        if let Some(loc) = p.cards[i].take() {
                            // Special Assignment cards wait for their own sub-phase.
                            if p.special_cards[i].is_none() {
                                p.hand[loc.index()] += 1;
                            }
                        }
                    }
                }
                self.main_slots = [[None; 4]; 3];
                self.academy_slots = [None; 4];
                self.theater_slots = [[None; 3]; 4];
            }
            OrdersArrived { buy } => {
                self.market.buy = *buy;
                self.market.order = [None; 4];
                self.market.quick = None;
                self.market.extra.clear();
            }
            PerformanceCardsMoved { discarded, drawn } => {
                if discarded.is_some() {
                    self.theater.pop();
                }
                if let Some(card) = drawn {
                    self.deck.pop();
                    self.theater.insert(0, CardInPlay::new(*card));
                }
            }
            PostersRemoved => {
                for p in &mut self.players {
                    p.advertised = false;
                }
            }
            TurnEnded { turn } => {
                for p in &mut self.players {
                    p.ability_used = false;
                    if let Some(b) = &mut p.powers {
                        b.rearranged = false;
                    }
                }
                self.business_share = None;
                self.dubious_sources = None;
                for p in &mut self.players {
                    p.hypnotized = None;
                }
                self.phase = if *turn >= self.last_turn() {
                    Phase::FinalScoring
                } else {
                    Phase::StartTurn
                };
            }
            SpecialAssigned {
                seat,
                character,
                card,
            } => {
                let card = card.expect("unredacted event");
                let p = &mut self.players[seat.index()];
                let i = p.specials.iter().position(|&c| c == card).expect("in hand");
                p.specials.remove(i);
                p.special_cards[character.index()] = Some(card);
                p.cards[character.index()] = Some(card.card().location);
            }
            SpecialUnassigned {
                seat,
                character,
                card,
            } => {
                let p = &mut self.players[seat.index()];
                p.specials.push(card.expect("unredacted event"));
                p.special_cards[character.index()] = None;
                p.cards[character.index()] = None;
            }
            SpecialsRevealed { .. } => {}
            SpecialPlaced {
                seat,
                character,
                card,
                forfeit,
                mimic,
            } => {
                let p = &mut self.players[seat.index()];
                p.forfeited[character.index()] = *forfeit;
                if *mimic {
                    p.ability_used = true;
                    p.mimicked = Some((*character, *card));
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.special = (!forfeit).then_some(*card);
                }
            }
            SpecialUsed { seat, card } => {
                use crate::cards::{AnyEffect, QuickOrderEffect, SpecialEffect};
                match card.effect() {
                    SpecialEffect::Any(AnyEffect::BusinessShare) => {
                        self.business_share = Some(*seat)
                    }
                    SpecialEffect::QuickOrder(QuickOrderEffect::DubiousSources) => {
                        self.dubious_sources = Some(*seat)
                    }
                    _ => {}
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.special = None;
                }
            }
            CoinsPaid { seat, coins, to } => {
                self.players[seat.index()].coins -= coins;
                if let Some(to) = to {
                    self.players[to.index()].coins += coins;
                }
            }
            ShardsGained { seat, shards } => self.players[seat.index()].shards += shards,
            BreakingFreeOffered { seat } => {
                self.phase = Phase::BreakingFree {
                    seat: *seat,
                    pending_links: 0,
                    link_value: 0,
                }
            }
            BreakingFreeLinks {
                links,
                link_value,
                shards,
                ..
            } => {
                for s in shards {
                    self.players[s.index()].shards += 1;
                }
                if let Phase::BreakingFree {
                    pending_links,
                    link_value: v,
                    ..
                } = &mut self.phase
                {
                    *pending_links = *links;
                    *v = *link_value;
                }
            }
            BreakingFreeEnded { seat } => {
                self.players[seat.index()].ability_used = true;
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: true,
                };
            }
            PossessionOffered {
                day,
                performer,
                yoruba,
            } => {
                self.phase = Phase::Possession {
                    day: day.index() as u8,
                    performer: *performer,
                    yoruba: *yoruba,
                }
            }
            PossessionDeclined { day, performer } => {
                self.phase = Phase::Performance {
                    day: day.index() as u8,
                    performer: Some(*performer),
                }
            }
            Possessed { yoruba, card, .. } => {
                let p = &mut self.players[yoruba.index()];
                p.shards -= 1;
                p.ability_used = true;
                self.possessed = Some(*card);
            }
            TrickOverhauled {
                seat,
                old,
                new,
                die,
                coins,
                ..
            } => {
                self.residence |= 1 << old.0;
                self.residence &= !(1 << new.0);
                self.dice[die.index()] = crate::model::DieFace::X;
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                let t = p
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *old)
                    .expect("own Trick");
                t.trick = *new;
                let symbol = t.symbol;
                // 004 "Teach": the old Trick goes back to the Residence, and
                // its Academy marker with it (the new one starts outside).
                if let Some(board) = &mut self.academy {
                    board.forget_trick(*seat, symbol);
                }
                self.remove_theater_markers(*seat, symbol);
            }
            Hypnotized { seat, character } => {
                let p = &mut self.players[seat.index()];
                p.characters[character.index()] = CharState::Home;
                p.hypnotized = Some(*character);
            }
            InterestRolled { seat, coins, .. } => {
                self.rng.draws += 1;
                self.players[seat.index()].coins += coins;
            }
            GuestSetUp {
                seat, trick, card, ..
            } => {
                let marker = self.take_marker(*seat, *trick, crate::cards::Dir::Up);
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].guests.push(marker);
            }
            PerformanceCardsSwapped { a, b } => {
                let i = self.card_pos(*a).expect("card in play");
                let j = self.card_pos(*b).expect("card in play");
                self.theater.swap(i, j);
            }
            StreetPerformed {
                seat,
                card,
                slot,
                fame,
                coins,
                shards,
                ..
            } => {
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].markers[*slot as usize] = None;
                self.theater[pos].piled.retain(|s| s != slot);
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            StockAdded { component, .. } => self.market.extra.push(*component),
            StockReplaced { slot, component } => self.market.buy[*slot as usize] = Some(*component),
            ShardPaid { seat } => self.players[seat.index()].shards -= 1,
            ComponentsGained {
                seat,
                component,
                count,
            } => self.players[seat.index()].components[component.index()] += count,
            CoinsGained { seat, coins } => self.players[seat.index()].coins += coins,
            TrickEnhanced { seat, trick } => {
                let p = &mut self.players[seat.index()];
                p.shards -= 1;
                p.enhanced_tricks.push(*trick);
            }
            TalentSpotted {
                seat,
                apprentice,
                specialist,
            } => self.players[seat.index()].hidden_talent = Some((*apprentice, *specialist)),
            TalentHired {
                seat,
                apprentice,
                specialist,
                paid,
                fame_lost,
            } => {
                let p = &mut self.players[seat.index()];
                p.hidden_talent = None;
                p.characters[apprentice.index()] = CharState::Supply;
                if p.assistant_slot == Some(*apprentice) {
                    p.assistant_slot = None;
                }
                p.characters[specialist.character().index()] = CharState::Home;
                p.coins -= paid;
                p.fame -= fame_lost;
            }
            MarkerKept { seat, trick } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers += 1;
                }
            }
            MarkersPiled {
                seat,
                trick,
                card,
                slot,
            } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers -= 1;
                }
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].piled.push(*slot);
            }
            SecondPlacement { .. } => {
                self.second_placement = true;
                if let Phase::PlaceCharacters { done, .. } = &mut self.phase {
                    *done = false;
                }
            }
            AbilityUsed { seat, .. } => self.players[seat.index()].ability_used = true,
            FameChanged { seat, fame, .. } => {
                let p = &mut self.players[seat.index()];
                p.fame = (p.fame as i64 + *fame as i64).max(0) as u32;
            }
            SpecialDrawn {
                seat, deck, card, ..
            } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                let i = crate::dark_alley::deck_index(*deck).expect("deck");
                alley.decks[i].pop();
                self.players[seat.index()].specials.push(*card);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.draws += 1;
                }
            }
            FortuneTold { .. } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                alley.pending.rotate_left(1);
            }
            FateWoven { pending, drawn, .. } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                if let Some(old) = alley.active.take() {
                    alley.spent.push(old);
                }
                let i = *pending as usize;
                alley.active = Some(alley.pending[i]);
                if let Some(new) = drawn {
                    alley.pile.pop();
                    alley.pending[i] = *new;
                } else {
                    alley.pending.remove(i);
                }
            }
            SpecialsDiscarded {
                discarded,
                returned,
            } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                for (_, card) in discarded {
                    alley.discards.push(*card);
                }
                for (seat, card) in returned {
                    self.players[seat.index()]
                        .specials
                        .push(card.expect("unredacted event"));
                }
                for p in &mut self.players {
                    p.special_cards = crate::state::PerCharacter::filled(None);
                    p.forfeited = crate::state::PerCharacter::filled(false);
                    p.mimicked = None;
                }
                for deck in &mut alley.decks {
                    if let Some(top) = deck.pop() {
                        deck.insert(0, top);
                    }
                }
            }
            PropheciesMoved { drawn } => {
                let alley = self.alley.as_mut().expect("Dark Alley");
                if let Some(old) = alley.active.take() {
                    alley.spent.push(old);
                }
                if !alley.pending.is_empty() {
                    alley.active = Some(alley.pending.remove(0));
                }
                if let Some(new) = drawn {
                    alley.pile.pop();
                    alley.pending.push(*new);
                }
            }
            TakenBack { .. } => self.restore_take_back(),
            PowerDiscarded { seat, power, last } => {
                let b = self.powers_mut(*seat);
                let power = power.expect("unredacted event");
                let i = b.hand.iter().position(|&p| p == power).expect("in hand");
                b.hand.remove(i);
                b.discarded.push(power);
                if *last {
                    self.bump_pos();
                }
            }
            PowerLearningStarted => self.phase = Phase::LearnPowers { pos: 0 },
            PowerLearned {
                seat,
                power,
                slot,
                coins,
            } => {
                self.players[seat.index()].coins -= coins;
                let b = self.powers_mut(*seat);
                let i = b.hand.iter().position(|p| p == power).expect("in hand");
                b.hand.remove(i);
                b.slots[*slot as usize] = Some(*power);
                self.bump_pos();
            }
            PowerPassed { .. } => self.bump_pos(),
            PowerReturned {
                seat,
                slot,
                coins_lost,
                ..
            } => {
                let b = self.powers_mut(*seat);
                if let Some(p) = b.slots[*slot as usize].take() {
                    b.hand.push(p);
                }
                b.stored -= coins_lost;
            }
            PowerYield {
                seat,
                fame,
                coins,
                shards,
                ..
            } => {
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            PowerCoinsStored { seat, coins, .. } => self.powers_mut(*seat).stored += coins,
            PowerCoinsTaken { seat, coins, .. } => {
                self.powers_mut(*seat).stored -= coins;
                self.players[seat.index()].coins += coins;
            }
            RearrangeOffered { seat } => self.phase = Phase::Rearrange { seat: *seat },
            CardsRearranged {
                seat,
                change,
                coins,
                ..
            } => {
                let p = &mut self.players[seat.index()];
                p.coins += coins;
                if let Some(change) = change {
                    rearrange(p, *change);
                }
                self.powers_mut(*seat).rearranged = true;
                self.phase = Phase::PlaceCharacters {
                    pos: 0,
                    acting: None,
                    done: false,
                };
            }
            Heir { act } => self.apply_heir(act),
            SecretYield {
                seat,
                fame,
                coins,
                shards,
                ..
            } => {
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            SecretLent {
                seat,
                apprentice,
                secret,
                coins,
            } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.academy.as_mut().expect("an Academy game").lent =
                    Some((*apprentice, secret.expect("unredacted event")));
            }
            LentSecretEnded { seat, kept, .. } => {
                let p = &mut self.players[seat.index()];
                if *kept {
                    p.coins += 1;
                }
                p.academy.as_mut().expect("an Academy game").lent = None;
            }
            ClassroomStarted { chooser } => {
                self.phase = Phase::Classroom {
                    chooser: *chooser,
                    held: false,
                };
            }
            ClassesHeld {
                returned, lessons, ..
            } => {
                // 004 "New phase: Classroom" 1: the taught Tricks' markers go
                // back to the supply, from their cards and the Theater.
                for (seat, trick) in returned {
                    let p = &mut self.players[seat.index()];
                    let Some(t) = p.tricks.iter_mut().find(|t| t.trick == *trick) else {
                        continue;
                    };
                    t.markers = 0;
                    let symbol = t.symbol;
                    self.remove_theater_markers(*seat, symbol);
                }
                for l in lessons {
                    let p = &mut self.players[l.seat.index()];
                    p.fame += l.gain.fame;
                    p.coins += l.gain.coins;
                    p.shards += l.gain.shards;
                }
                self.phase = Phase::Classroom {
                    chooser: None,
                    held: true,
                };
            }
            AcademyTurnEnded { ruins } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .end_turn(ruins);
            }
            WingRenovated { renovated: r, .. } => {
                let p = &mut self.players[r.seat.index()];
                p.coins -= r.coins;
                p.fame += r.fame;
                p.shards += r.shards;
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_renovated(r);
            }
            AcademyMarkerPlaced { moved, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_moved(moved);
            }
            SecretLearned { learned, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_secret_learned(learned);
                let p = &mut self.players[learned.seat.index()];
                p.academy.as_mut().expect("an Academy game").secrets[learned.space as usize] =
                    Some(learned.secret);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.learned_secret = true;
                }
            }
            Gambled {
                seat, paid, won, ..
            } => {
                self.rng.draws += 1;
                let p = &mut self.players[seat.index()];
                p.coins = p.coins - paid + won;
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.gambled = true;
                }
            }
            TurnSetupPlaced { card, .. } => {
                let duel = self.duel.as_mut().expect("Duel of Magicians");
                if let Some(old) = duel.current.replace(*card) {
                    duel.used.push(old);
                }
                duel.deck.pop();
            }
            GameEnded { scores, winner } => {
                for s in scores {
                    self.players[s.seat.index()].fame = s.total;
                }
                self.final_scores = Some(FinalScores {
                    scores: scores.clone(),
                    winner: *winner,
                });
                self.phase = Phase::GameOver;
            }
        }
    }

    /// Takes a Trick's markers off the Performance cards (back to the supply).
    fn remove_theater_markers(&mut self, seat: Seat, symbol: crate::model::Symbol) {
        for card in &mut self.theater {
            for (i, m) in card.markers.iter_mut().enumerate() {
                if matches!(m, Some(m) if m.seat == seat && m.symbol == symbol) {
                    *m = None;
                    card.piled.retain(|&s| s as usize != i);
                }
            }
            card.guests
                .retain(|m| !(m.seat == seat && m.symbol == symbol));
        }
    }

    /// Takes one marker off an own Trick card, to set it up facing `facing`.
    fn take_marker(&mut self, seat: Seat, trick: TrickId, facing: Dir) -> Marker {
        let owned = self.players[seat.index()]
            .tricks
            .iter_mut()
            .find(|t| t.trick == trick)
            .expect("own Trick");
        owned.markers -= 1;
        Marker {
            seat,
            symbol: owned.symbol,
            category: trick.card().category,
            facing,
        }
    }

    fn bump_pos(&mut self) {
        match &mut self.phase {
            Phase::ChooseMagicians { pos }
            | Phase::ChooseTricks { pos }
            | Phase::SetupBoards { pos, .. }
            | Phase::Advertise { pos }
            | Phase::DiscardPowers { pos }
            | Phase::LearnPowers { pos } => *pos += 1,
            _ => {}
        }
    }

    fn powers_mut(&mut self, seat: Seat) -> &mut crate::state::PlayerPowers {
        self.players[seat.index()]
            .powers
            .as_mut()
            .expect("Magician Powers")
    }

    fn end_placement(&mut self) {
        if let Phase::PlaceCharacters { acting, done, .. } = &mut self.phase {
            *acting = None;
            *done = true;
        }
    }

    fn next_day(&mut self, day: Weekday) {
        self.phase = Phase::Performance {
            day: day.index() as u8 + 1,
            performer: None,
        };
    }
}

/// Ears among the Townsfolk: the cards under the Characters change as decided.
fn rearrange(p: &mut crate::state::Player, change: crate::command::Rearrangement) {
    use crate::command::Rearrangement::*;
    let give_back = |p: &mut crate::state::Player, c: CharacterId| {
        match p.special_cards[c.index()].take() {
            Some(card) => p.specials.push(card),
            None => {
                if let Some(loc) = p.cards[c.index()] {
                    p.hand[loc.index()] += 1;
                }
            }
        }
        p.cards[c.index()] = None;
    };
    match change {
        Swap { a, b } => {
            p.cards.swap(a.index(), b.index());
            p.special_cards.swap(a.index(), b.index());
        }
        Replace {
            character,
            location,
        } => {
            give_back(p, character);
            p.hand[location.index()] -= 1;
            p.cards[character.index()] = Some(location);
        }
        ReplaceSpecial { character, card } => {
            give_back(p, character);
            let i = p.specials.iter().position(|&c| c == card).expect("in hand");
            p.specials.remove(i);
            p.special_cards[character.index()] = Some(card);
            p.cards[character.index()] = Some(card.card().location);
        }
    }
}
