//! Dahlgaard's Heir in play: the engine plays the Heir itself.
//!
//! Design (issue 14, step 10): the Heir is the second entry of
//! `Game::players`, marked by `Game::heir`, and has no seat anyone can take
//! (`GameConfig::players` is 1; `decide` refuses its seat, `waiting_for`
//! never names it). Whenever the game would wait for the Heir, `auto_step`
//! asks [`Game::heir_step`] for its next step instead, so the whole game
//! runs from the human's commands alone and replays exactly. Each step is an
//! event: the engine's own events where the Heir does what a player does
//! (placing a Character, Advertising, Performing), and an
//! [`Event::Heir`] carrying an [`HeirAct`] for what only the Heir does, with
//! every random draw of the step in it (one RNG stream per step), so logs and
//! views show what it did. Keeping it inside the rules crate (rather than a
//! bot) is what makes a solo game one deterministic state machine: the server
//! stores and replays it like any other game, and no client plays for the
//! Heir.

use serde::{Deserialize, Serialize};

use super::procedure::{self, Assigned, Kind};
use super::{Difficulty, Place, PlanKind};
use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId, Yield};
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::game::heir::HeirEvent;
use crate::game::Event;
use crate::game::{Game, Marker, Phase};
use crate::model::{
    CharacterId, DieFace, DieId, Location, Seat, Slot, Specialist, Symbol, Weekday,
};

/// What the Heir has beyond a player's board (004 "Components for solo
/// play": the Heir board, Turn Setup dice, Plan tiles). Left out of the JSON
/// in other games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeirState {
    pub difficulty: Difficulty,
    /// The Plan deck (indexes into the content's deck), top last. Hidden.
    pub plans: Vec<u8>,
    /// This turn's revealed Plan tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<u8>,
    /// Plan tiles used on earlier turns.
    #[serde(default)]
    pub used: Vec<u8>,
    /// The Shopping List box.
    pub shopping: Vec<Component>,
    /// The Turn Setup dice: each die's Location and the face it shows
    /// (`None` before the first roll).
    pub dice: Vec<(Place, Option<u8>)>,
    /// The two Locations holding a Turn Setup marker (re-rolled last turn).
    #[serde(default)]
    pub marked: Vec<Place>,
    /// Coins discarded from the Coin Purse for Fame so far (for the view).
    #[serde(default)]
    pub coins_discarded: u32,
}

/// The Heir's seat: always the one after the human's.
pub const HEIR_SEAT: Seat = Seat(1);

/// A Location as a Plan tile names it, for the engine.
pub fn location(p: Place) -> Location {
    match p {
        Place::Downtown => Location::Downtown,
        Place::MarketRow => Location::MarketRow,
        Place::Workshop => Location::Workshop,
        Place::Theater => Location::Theater,
        Place::DarkAlley => Location::DarkAlley,
        Place::Academy => Location::Academy,
    }
}

/// The engine's Location as the Heir's procedure names it.
pub fn place(l: Location) -> Place {
    match l {
        Location::Downtown => Place::Downtown,
        Location::MarketRow => Place::MarketRow,
        Location::Workshop => Place::Workshop,
        Location::Theater => Place::Theater,
        Location::DarkAlley => Place::DarkAlley,
        Location::Academy => Place::Academy,
    }
}

/// One die the Heir took Downtown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "take", rename_all = "snake_case")]
pub enum HeirTake {
    /// A Trick learned, prepared at once; `discarded` made room for it.
    /// `trick` is `None` when no Trick was left to draw.
    Trick {
        die: DieId,
        trick: Option<TrickId>,
        symbol: Option<Symbol>,
        discarded: Option<TrickId>,
    },
    /// A Specialist into the Additional Characters box.
    Specialist { specialist: Specialist },
    /// An Apprentice into the Additional Characters box.
    Apprentice { character: CharacterId },
    /// Coins into the Coin Purse.
    Coins { die: DieId, coins: u32 },
}

/// One Trick Marker the Heir set up in the Theater.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HeirSetUp {
    pub trick: TrickId,
    pub card: PerformanceId,
    pub slot: u8,
    pub facing: Dir,
    pub links: u8,
    /// The Link Bonus, always taken as Fame.
    pub fame: u32,
    /// Who gets a Shard from a Shard circle.
    pub shards: Vec<Seat>,
}

/// What only the Heir does (004 "Dahlgaard's Heir solo play").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "act", rename_all = "snake_case")]
pub enum HeirAct {
    /// 004 "Setup" 4-8 and 10: its Magician, starting Trick (prepared),
    /// Shopping List and Characters; no Coins or Shards.
    SetUp {
        magician: MagicianId,
        trick: TrickId,
        symbol: Symbol,
        markers: u8,
        shopping: Vec<Component>,
        characters: Vec<CharacterId>,
    },
    /// 004 "Roll dice phase": Turn Setup dice rolled (`faces`: Location and
    /// face), `marked` the Locations now holding a Turn Setup marker.
    TurnSetupRolled {
        faces: Vec<(Place, u8)>,
        marked: Vec<Place>,
    },
    /// 004 "Assignment phase": the Plan tile revealed and the cards given
    /// (a Special Assignment card where the tile says so).
    Assigned {
        plan: u8,
        code: String,
        cards: Vec<(CharacterId, Location, Option<SpecialId>)>,
    },
    /// 004 "Downtown": a die re-rolled first, then the dice taken.
    Downtown {
        reroll: Option<(DieId, DieFace)>,
        takes: Vec<HeirTake>,
    },
    /// 004 "Market Row": the Shopping List after dropping what the Market
    /// shows, and the Components ordered (Order slot, Component).
    MarketRow {
        shopping: Vec<Component>,
        orders: Vec<(u8, Component)>,
    },
    /// 004 "Dark Alley": the coin flip rotating the Prophecies, and the
    /// Special Assignment cards drawn (deck index, card).
    DarkAlley {
        rotated: bool,
        drawn: Vec<(u8, SpecialId)>,
    },
    /// 004 "Theater": the Trick Markers set up.
    Theater { set_up: Vec<HeirSetUp> },
    /// 004 "Pay wages": sets of 10 Coins discarded for Fame; Apprentices
    /// above the limit back to the Additional Characters box.
    Wages {
        coins: u32,
        fame: u32,
        benched: Vec<CharacterId>,
    },
    /// 004 "Academy" 1st priority: a face-up Secret onto its Protégé's
    /// extension, the top one (`top`) or the bottom one by a coin flip.
    SecretLearned {
        learned: crate::game::academy::SecretLearned,
        top: bool,
    },
    /// 004 "Academy" 2nd priority (and the forced Renovate of the 5th): a
    /// wing renovated with a random tile of the level; `renovated.coins` are
    /// the Coins discarded from the Coin Purse (all up to 9), not a price.
    Renovated {
        renovated: crate::game::academy::Renovated,
        forced: bool,
    },
    /// 004 "Academy" 3rd priority: a Trick's Academy marker into a Classroom.
    Taught {
        moved: crate::game::academy::Moved,
        trick: TrickId,
    },
    /// 004 "Academy" 4th priority: a Trick's Academy marker into a Practice
    /// Room; on an Additional Marker slot the Trick gets its marker at once.
    Practiced {
        moved: crate::game::academy::Moved,
        trick: TrickId,
        extra_marker: bool,
    },
    /// 004 "Move performance cards": the Heir's Tricks left on a card
    /// leaving the Theater (or on any card after the final turn) yield, 1
    /// Coin and 1 Fame less; the markers go back to their Tricks.
    Leftover {
        card: PerformanceId,
        tricks: Vec<TrickId>,
        fame: u32,
        coins: u32,
        shards: u32,
    },
}

impl HeirAct {
    /// Whether this act used a random draw (applying it bumps the RNG's
    /// stream count): previews stop before it.
    pub fn draws(&self) -> bool {
        matches!(
            self,
            HeirAct::SetUp { .. }
                | HeirAct::TurnSetupRolled { .. }
                | HeirAct::Downtown { .. }
                | HeirAct::MarketRow { .. }
                | HeirAct::DarkAlley { .. }
                | HeirAct::SecretLearned { .. }
                | HeirAct::Renovated { .. }
        )
    }
}

impl Game {
    /// The Heir's state in Heir games.
    pub fn heir(&self) -> Option<&HeirState> {
        self.heir.as_ref()
    }

    /// The Heir's seat in Heir games.
    pub(crate) fn heir_seat(&self) -> Option<Seat> {
        self.heir.as_ref().map(|_| HEIR_SEAT)
    }

    pub(crate) fn is_heir(&self, seat: Seat) -> bool {
        self.heir_seat() == Some(seat)
    }

    pub(super) fn difficulty(&self) -> Difficulty {
        self.heir
            .as_ref()
            .map_or(Difficulty::Normal, |h| h.difficulty)
    }

    /// The Plan tiles of this game's deck.
    pub(crate) fn plan_tiles(&self) -> &'static [super::PlanTile] {
        let c = super::heir_content();
        if self.config.options.academy {
            &c.plans
        } else {
            &c.plans_without_academy
        }
    }

    /// The Heir's next step when the game would wait for it, else `None`.
    pub(crate) fn heir_step(&self) -> Option<Vec<Event>> {
        let heir = self.heir_seat()?;
        let mut out = Vec::new();
        match &self.phase {
            Phase::ChooseMagicians { pos }
                if *pos == self.config.options.players && self.player(heir).magician.is_none() =>
            {
                out.push(self.heir_set_up());
            }
            Phase::Advertise { pos } if self.initiative.get(*pos as usize) == Some(&heir) => {
                // 004 "Advertise phase": every round, at no Coin cost.
                out.push(Event::Turn(TurnEvent::Advertised {
                    seat: heir,
                    coins: 0,
                    fame: 2,
                }));
            }
            Phase::Assignment
                if !self.player(heir).assignment_confirmed
                    && self
                        .seats()
                        .filter(|&s| s != heir)
                        .all(|s| self.player(s).assignment_confirmed) =>
            {
                out.push(self.heir_assign());
                out.push(Event::Assignment(AssignmentEvent::AssignmentConfirmed {
                    seat: heir,
                }));
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == heir => {
                for act in self.heir_actions(a.slot, a.ap) {
                    out.push(Event::Heir(HeirEvent::Heir { act }));
                }
                out.push(Event::Placement(PlacementEvent::ActionsEnded {
                    seat: heir,
                    character: a.character,
                    unspent: 0,
                }));
            }
            Phase::PlaceCharacters {
                pos,
                acting: None,
                done: false,
            } if self.initiative[*pos as usize] == heir && self.to_place(heir).next().is_some() => {
                self.heir_place(&mut out);
            }
            Phase::Performance {
                day,
                performer: Some(p),
            } if *p == heir => {
                let day = Weekday::ALL[*day as usize];
                self.heir_perform(day, &mut out);
            }
            _ => return None,
        }
        Some(out)
    }

    /// 004 "Setup" 4-8, 10.
    fn heir_set_up(&self) -> Event {
        let mut draw = self.rng.next_stream();
        let human = self.player(Seat(0));
        let favorite = human.favorite().expect("the human chose a Magician");
        let magicians = super::magician_candidates(favorite);
        let magician = magicians[draw.below(magicians.len())];
        let cat = magician.card().favorite;
        let tricks = super::tricks::trick_candidates(cat, 1, |t| self.in_residence(t));
        let trick = tricks[draw.below(tricks.len())];
        let mut shopping = Vec::new();
        super::tricks::add_to_shopping_list(&mut shopping, trick);
        let (specialists, apprentices) = super::starting_team(self.difficulty());
        let mut pool = Specialist::ALL.to_vec();
        draw.shuffle(&mut pool);
        let mut characters = vec![CharacterId::Magician];
        if self.config.options.academy {
            characters.push(CharacterId::Protege);
        }
        characters.extend(pool[..specialists as usize].iter().map(|s| s.character()));
        characters.extend(&CharacterId::APPRENTICES[..apprentices as usize]);
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::SetUp {
                magician,
                trick,
                symbol: Symbol::ALL[0],
                markers: self.markers_per_trick_for(trick),
                shopping,
                characters,
            },
        })
    }

    /// Trick Markers a Trick gets when Prepared (the printed number).
    fn markers_per_trick_for(&self, trick: TrickId) -> u8 {
        trick.card().markers
    }

    /// 004 "Roll dice phase": on the first turn every Turn Setup die.
    pub(crate) fn push_heir_turn_setup(&self, turn: u8, out: &mut Vec<Event>) {
        let Some(h) = &self.heir else { return };
        if turn != 1 {
            return;
        }
        let mut draw = self.rng.next_stream();
        let faces = h
            .dice
            .iter()
            .map(|(p, _)| (*p, draw.below(6) as u8))
            .collect();
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::TurnSetupRolled {
                faces,
                marked: Vec::new(),
            },
        }));
    }

    /// 004 "Roll dice phase": the pairs of Locations the player may re-roll.
    pub fn turn_setup_choices(&self) -> Vec<[Place; 2]> {
        let Some(h) = &self.heir else {
            return Vec::new();
        };
        let places: Vec<Place> = h.dice.iter().map(|d| d.0).collect();
        procedure::reroll_choices(&places, &h.marked)
    }

    /// Whether the player must choose the Turn Setup dice to re-roll now.
    pub(crate) fn turn_setup_due(&self) -> bool {
        matches!(self.phase, Phase::TurnSetup)
    }

    /// `Command::RerollTurnSetup`: the player re-rolls two Locations' dice.
    pub(crate) fn decide_reroll_turn_setup(
        &self,
        places: [Place; 2],
        out: &mut Vec<Event>,
    ) -> Result<(), crate::error::RuleError> {
        use crate::error::RuleError;
        if !self.turn_setup_due() {
            return Err(RuleError::WrongTime(
                "the Turn Setup dice are re-rolled after the Downtown dice, from the second turn",
            ));
        }
        let ok = self
            .turn_setup_choices()
            .iter()
            .any(|c| *c == places || *c == [places[1], places[0]]);
        if !ok {
            return Err(RuleError::TurnSetup(
                "choose two Locations without a Turn Setup marker, the Theater among them when it has none",
            ));
        }
        let mut draw = self.rng.next_stream();
        let faces = places.iter().map(|p| (*p, draw.below(6) as u8)).collect();
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::TurnSetupRolled {
                faces,
                marked: places.to_vec(),
            },
        }));
        Ok(())
    }

    /// Whether the Heir's Turn Setup dice cover `slot` this turn.
    pub(crate) fn heir_covered(&self, slot: Slot) -> bool {
        let Some(h) = &self.heir else { return false };
        let (p, i) = match slot {
            Slot::Downtown(i) => (Place::Downtown, i),
            Slot::MarketRow(i) => (Place::MarketRow, i),
            Slot::DarkAlley(i) => (Place::DarkAlley, i),
            Slot::Academy(i) => (Place::Academy, i),
            Slot::Backstage(d, _) | Slot::Performance(d) => return self.heir_weekday_covered(d),
            Slot::Workshop(_) => return false,
        };
        let c = super::heir_content();
        h.dice.iter().any(|(place, face)| {
            *place == p
                && face.is_some_and(|f| {
                    die_face(c, p, f)
                        .and_then(|f| f.covers)
                        .is_some_and(|cv| cv.contains(&i))
                })
        })
    }

    /// Whether the Theater's Turn Setup die covers `day` this turn.
    pub(crate) fn heir_weekday_covered(&self, day: Weekday) -> bool {
        let Some(h) = &self.heir else { return false };
        let c = super::heir_content();
        h.dice.iter().any(|(place, face)| {
            *place == Place::Theater
                && face.is_some_and(|f| {
                    die_face(c, Place::Theater, f)
                        .and_then(|f| f.weekdays)
                        .is_some_and(|w| w.contains(&day))
                })
        })
    }

    /// 004 "Assignment phase" 1-2 and the cards.
    fn heir_assign(&self) -> Event {
        let h = self.heir.as_ref().expect("Heir game");
        let plan = *h.plans.last().expect("a Plan tile for every turn");
        let tile = &self.plan_tiles()[plan as usize];
        let p = self.player(HEIR_SEAT);
        let team: Vec<CharacterId> = heir_order(p);
        let specials: Vec<Place> = p
            .specials
            .iter()
            .map(|s| place(s.card().location))
            .collect();
        let mut hand = p.hand;
        let mut in_hand = p.specials.clone();
        let mut cards = Vec::new();
        let steps = procedure::assign_from_plan(tile, usize::MAX, &specials);
        let mut chars = team.into_iter();
        for step in steps {
            let loc = location(step.location);
            let card = if step.special {
                let i = in_hand
                    .iter()
                    .position(|s| s.card().location == loc)
                    .expect("assign_from_plan kept it");
                Some(in_hand.remove(i))
            } else if hand[loc.index()] > 0 {
                hand[loc.index()] -= 1;
                None
            } else {
                continue;
            };
            let Some(c) = chars.next() else { break };
            cards.push((c, loc, card));
        }
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::Assigned {
                plan,
                code: tile.code.clone(),
                cards,
            },
        })
    }

    /// The Heir's revealed Plan tile's kind.
    fn plan_kind(&self) -> PlanKind {
        let h = self.heir.as_ref().expect("Heir game");
        h.plan
            .map_or(PlanKind::SetUp, |i| self.plan_tiles()[i as usize].kind)
    }

    /// 004 "Place character phase": Ready with a Perform tile and a Trick of
    /// the highest Fame Threshold open to it.
    fn heir_ready(&self) -> bool {
        let p = self.player(HEIR_SEAT);
        let top = super::tricks::highest_threshold(p.fame);
        super::ready(
            self.plan_kind(),
            p.tricks.iter().any(|t| t.trick.card().threshold == top),
        )
    }

    /// 004 "Place character phase": which Character goes where.
    fn heir_place(&self, out: &mut Vec<Event>) {
        let heir = HEIR_SEAT;
        let p = self.player(heir);
        let waiting: Vec<CharacterId> = heir_order(p)
            .into_iter()
            .filter(|&c| p.state(c) == CharState::Home && p.cards[c.index()].is_some())
            .collect();
        let assigned: Vec<Assigned> = waiting
            .iter()
            .map(|&c| Assigned {
                place: place(p.cards[c.index()].expect("a card")),
                kind: kind(c),
            })
            .collect();
        let human = Seat(0);
        let you: Vec<super::Waiting> = self
            .to_place(human)
            .map(|c| {
                let loc = self.player(human).cards[c.index()].expect("a card");
                (place(loc), c == CharacterId::Magician)
            })
            .collect();
        let ready = self.heir_ready();
        let nothing = self.heir_theater_plan(1).is_empty();
        let Some(i) = procedure::next_to_send(&assigned, &you, ready, nothing) else {
            // Only Characters that would set nothing up are left: they stay home.
            for c in waiting {
                out.push(Event::Placement(PlacementEvent::CharacterIdle {
                    seat: heir,
                    character: c,
                    forced: true,
                }));
            }
            return;
        };
        let c = waiting[i];
        let loc = p.cards[c.index()].expect("a card");
        match self.heir_slot(c, loc, ready) {
            Some(slot) => {
                let special = p.special_cards[c.index()].is_some();
                let ap = super::placement_ap(
                    self.heir_character_ap(c),
                    slot.ap_modifier(),
                    loc == Location::Theater,
                    special,
                );
                out.push(Event::Placement(PlacementEvent::CharacterPlaced {
                    seat: heir,
                    character: c,
                    slot,
                    ap,
                    enhanced: false,
                }));
            }
            None => out.push(Event::Placement(PlacementEvent::CharacterIdle {
                seat: heir,
                character: c,
                forced: true,
            })),
        }
    }

    /// The Heir's Character's Action Points before the slot (004: the
    /// Protégé's are its Secrets plus one, at most 3).
    pub(crate) fn heir_character_ap(&self, c: CharacterId) -> u8 {
        match (c, &self.player(HEIR_SEAT).academy) {
            (CharacterId::Protege, Some(a)) => super::protege_ap(a.held().len() as u8),
            _ => c.base_ap() as u8,
        }
    }

    /// Where the Heir puts a Character: the best open slot of a main-board
    /// Location (most Action Points), the Theater's earliest (Ready) or
    /// latest (Busy) open day, the Magician on the Performance slot.
    fn heir_slot(&self, c: CharacterId, loc: Location, ready: bool) -> Option<Slot> {
        let heir = HEIR_SEAT;
        let ok = |s: Slot| self.check_slot(heir, c, s).is_ok();
        if loc != Location::Theater {
            return Game::slots_of(loc).into_iter().find(|&s| ok(s));
        }
        let mut days = Weekday::ALL.to_vec();
        if !ready {
            days.reverse();
        }
        days.into_iter().find_map(|d| {
            let mut slots: Vec<Slot> = (0..crate::board::BACKSTAGE_SLOTS)
                .map(|i| Slot::Backstage(d, i))
                .collect();
            if c == CharacterId::Magician {
                slots.insert(0, Slot::Performance(d));
            }
            slots.into_iter().find(|&s| ok(s))
        })
    }

    /// The Heir's Actions after its placement at `slot` with `ap`, one act
    /// each (several at the Academy).
    fn heir_actions(&self, slot: Slot, ap: u8) -> Vec<HeirAct> {
        match slot.location() {
            Location::Downtown => vec![self.heir_downtown(ap)],
            Location::MarketRow => vec![self.heir_market_row(ap)],
            Location::DarkAlley => vec![self.heir_dark_alley(ap)],
            Location::Theater => {
                let count = super::theater_tricks(self.difficulty(), ap.max(1));
                vec![HeirAct::Theater {
                    set_up: self.heir_theater_plan(count),
                }]
            }
            Location::Academy => self.heir_academy(ap),
            // 004 "Workshop": it does nothing.
            Location::Workshop => Vec::new(),
        }
    }

    /// 004 "Downtown".
    pub(crate) fn heir_downtown(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let p = self.player(HEIR_SEAT);
        let count = super::downtown_dice(self.difficulty(), ap);
        let mut dice = self.dice;
        let mut reroll = None;
        if let Some(die) = procedure::downtown_reroll(&dice, count) {
            let face = die.faces()[draw.below(6)];
            dice[die.index()] = face;
            reroll = Some((die, face));
        }
        let top = super::tricks::highest_threshold(p.fame);
        let owned = |c: CharacterId| p.state(c) != CharState::Supply;
        let view = procedure::DowntownView {
            top_tricks: p
                .tricks
                .iter()
                .filter(|t| t.trick.card().threshold == top)
                .count() as u32,
            fame: p.fame,
            specialists: Specialist::ALL
                .into_iter()
                .filter(|s| owned(s.character()))
                .collect(),
            apprentices: p.apprentices_owned(),
            characters: CharacterId::ALL.into_iter().filter(|&c| owned(c)).count() as u32,
            academy: self.config.options.academy,
        };
        let mut takes = Vec::new();
        let mut next_apprentice = CharacterId::APPRENTICES.into_iter().filter(|&c| !owned(c));
        for t in procedure::downtown_takes(&dice, &view, count) {
            takes.push(match t {
                procedure::Take::Trick(die, face) => {
                    let cat = match face {
                        DieFace::Trick(cat) => cat,
                        _ => p.favorite().expect("a Magician"),
                    };
                    let candidates =
                        super::tricks::trick_candidates(cat, top, |t| self.in_residence(t));
                    if candidates.is_empty() {
                        HeirTake::Trick {
                            die,
                            trick: None,
                            symbol: None,
                            discarded: None,
                        }
                    } else {
                        let trick = candidates[draw.below(candidates.len())];
                        let discarded = if p.tricks.len() >= crate::board::MAX_TRICKS {
                            let cands: Vec<_> = p
                                .tricks
                                .iter()
                                .map(|t| {
                                    (t.symbol, t.trick.card().yields, t.trick.card().threshold)
                                })
                                .collect();
                            super::tricks::trick_to_discard(&cands)
                                .and_then(|s| p.trick_by_symbol(s))
                                .map(|t| t.trick)
                        } else {
                            None
                        };
                        let symbol = match discarded {
                            Some(d) => p.trick(d).map(|t| t.symbol),
                            None => p.free_symbol(),
                        };
                        HeirTake::Trick {
                            die,
                            trick: Some(trick),
                            symbol,
                            discarded,
                        }
                    }
                }
                procedure::Take::Specialist(specialist) => HeirTake::Specialist { specialist },
                procedure::Take::Apprentice => match next_apprentice.next() {
                    Some(character) => HeirTake::Apprentice { character },
                    None => continue,
                },
                procedure::Take::Coins(die, coins) => HeirTake::Coins { die, coins },
            });
        }
        HeirAct::Downtown { reroll, takes }
    }

    /// 004 "Market Row".
    pub(crate) fn heir_market_row(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let h = self.heir.as_ref().expect("Heir game");
        let m = &self.market;
        let in_market: Vec<Component> = m.buy.iter().flatten().chain(&m.quick).copied().collect();
        let (shopping, _) = procedure::market_orders(&h.shopping, &in_market, 0, 0, |_| 0);
        let on_order: Vec<Component> = m.order.iter().flatten().copied().collect();
        let open: Vec<Component> = shopping
            .iter()
            .copied()
            .filter(|c| !on_order.contains(c))
            .collect();
        let empty: Vec<u8> = (0..4u8)
            .filter(|&i| m.order[i as usize].is_none())
            .collect();
        let (_, picked) = procedure::market_orders(&open, &[], empty.len(), ap, |n| draw.below(n));
        let orders = empty.into_iter().zip(picked).collect();
        HeirAct::MarketRow { shopping, orders }
    }

    /// 004 "Dark Alley".
    pub(crate) fn heir_dark_alley(&self, ap: u8) -> HeirAct {
        let mut draw = self.rng.next_stream();
        let flip = draw.below(2) == 1;
        let alley = self
            .alley
            .as_ref()
            .expect("the Heir plays with the Dark Alley");
        // Without the Prophecies option there is no Pending row to rotate:
        // the coin is still flipped, so the draws stay the same either way.
        let rotated = flip && !alley.pending.is_empty();
        let p = self.player(HEIR_SEAT);
        let mut hand: Vec<Place> = p
            .specials
            .iter()
            .map(|s| place(s.card().location))
            .collect();
        let mut tops: Vec<usize> = alley.decks.iter().map(|d| d.len()).collect();
        let mut drawn = Vec::new();
        for _ in 0..super::dark_alley_cards(self.difficulty(), ap) {
            let available: Vec<Place> = crate::game::dark_alley::SPECIAL_DECKS
                .iter()
                .enumerate()
                .filter(|(i, _)| tops[*i] > 0)
                .map(|(_, l)| place(*l))
                .collect();
            let Some(deck) = procedure::special_deck(&hand, &available) else {
                break;
            };
            let i = crate::game::dark_alley::SPECIAL_DECKS
                .iter()
                .position(|l| place(*l) == deck)
                .expect("a deck");
            tops[i] -= 1;
            drawn.push((i as u8, alley.decks[i][tops[i]]));
            hand.push(deck);
        }
        HeirAct::DarkAlley { rotated, drawn }
    }

    /// 004 "Theater": up to `count` Trick Markers, highest yield value
    /// first, each on the first card in the Heir's order that takes it, at
    /// the spot making the most Links.
    pub(crate) fn heir_theater_plan(&self, count: u8) -> Vec<HeirSetUp> {
        let heir = HEIR_SEAT;
        let p = self.player(heir);
        let mut cards = self.theater.clone();
        let final_turn = self.turn >= self.last_turn();
        let leaving: Vec<bool> = (0..cards.len())
            .map(|i| self.turn >= 3 && i + 1 == cards.len())
            .collect();
        let cands: Vec<_> = p
            .tricks
            .iter()
            .map(|t| (t.symbol, t.trick.card().yields, t.trick.card().threshold))
            .collect();
        let mut left: Vec<(Symbol, u8)> = p.tricks.iter().map(|t| (t.symbol, t.markers)).collect();
        let mut out = Vec::new();
        for symbol in super::tricks::theater_order(&cands) {
            let owned = *p.trick_by_symbol(symbol).expect("own Trick");
            loop {
                if out.len() >= usize::from(count) {
                    return out;
                }
                let n = left.iter_mut().find(|l| l.0 == symbol).expect("own");
                if n.1 == 0 {
                    break;
                }
                let order = super::tricks::card_order(&cards, heir, &leaving, final_turn);
                let cat = owned.trick.card().category;
                let found = order.into_iter().find_map(|i| {
                    // 004 "Theater": this includes a Practice Room's Free Orientation.
                    let free = self.free_orientation(heir, symbol);
                    super::tricks::spot_on_card(&cards[i], heir, symbol, cat, free).map(|s| (i, s))
                });
                let Some((i, spot)) = found else { break };
                let m = Marker {
                    seat: heir,
                    symbol,
                    category: cat,
                    facing: spot.facing,
                };
                let (links, shards) =
                    crate::game::base::theater::links_formed(&cards[i], spot.slot, &m);
                cards[i].markers[spot.slot] = Some(m);
                n.1 -= 1;
                out.push(HeirSetUp {
                    trick: owned.trick,
                    card: cards[i].card,
                    slot: spot.slot as u8,
                    facing: spot.facing,
                    links,
                    fame: u32::from(links) * owned.trick.link_bonus(),
                    shards,
                });
            }
        }
        out
    }

    /// 004 "Performance phase": the card with its markers whose Links and
    /// bonus give most (Fame, Shards, Coins, leftmost).
    fn heir_perform(&self, day: Weekday, out: &mut Vec<Event>) {
        let heir = HEIR_SEAT;
        let options: Vec<Option<Yield>> = (0..self.theater.len())
            .map(|pos| {
                self.has_markers_on(heir, pos).then(|| {
                    let c = &self.theater[pos];
                    let mut y = c.card.card().bonus;
                    y.fame += self.links_on(c);
                    y
                })
            })
            .collect();
        // Yoruba Spiritmaster's Soul Possession may have chosen the card.
        let possessed = self
            .possessed
            .and_then(|c| self.card_pos(c))
            .filter(|&pos| self.has_markers_on(heir, pos));
        match possessed.or_else(|| procedure::choose_performance(&options)) {
            Some(pos) => {
                let card = self.theater[pos].card;
                self.push_performance(
                    heir,
                    day,
                    card,
                    pos,
                    &crate::game::base::performance::PerformOptions::default(),
                    out,
                );
            }
            None => out.push(Event::Performance(PerformanceEvent::PerformanceDeclined {
                day,
                seat: heir,
            })),
        }
    }

    /// 004 "Performance phase": instead of the Specialist bonuses, the
    /// difficulty's bonus per non-Magician the Heir has on the day.
    pub(crate) fn heir_performer_bonus(&self, day: Weekday) -> Yield {
        let per = super::performance_bonus_per_character(self.difficulty());
        let n = self.theater_slots[day.index()][..2]
            .iter()
            .filter(|o| matches!(o, Some((s, c)) if *s == HEIR_SEAT && *c != CharacterId::Magician))
            .count() as u32;
        Yield {
            fame: per.fame * n,
            coins: per.coins * n,
            shards: per.shards * n,
        }
    }

    /// End Turn, for the Heir: wages (004 "Pay wages") after the Characters
    /// return, and the yield of its Tricks on a leaving card (004 "Move
    /// performance cards"; every card after the final turn).
    pub(crate) fn push_heir_end_turn(&self, out: &mut Vec<Event>) {
        if self.heir.is_none() {
            return;
        }
        let p = self.player(HEIR_SEAT);
        let (coins, fame) = super::pay_wages(p.coins, self.difficulty());
        // Characters from the Additional box have joined (Characters
        // returned); above 6, Apprentices go back to the box.
        let mut team: Vec<CharacterId> = CharacterId::ALL
            .into_iter()
            .filter(|&c| p.state(c) != CharState::Supply)
            .collect();
        let mut benched = Vec::new();
        while team.len() > ACTIVE_LIMIT {
            match team.iter().rposition(|c| c.is_apprentice()) {
                Some(i) => benched.push(team.remove(i)),
                None => break,
            }
        }
        out.push(Event::Heir(HeirEvent::Heir {
            act: HeirAct::Wages {
                coins: p.coins - coins,
                fame,
                benched,
            },
        }));
    }

    /// 004 "Move performance cards": the cards whose Heir Tricks yield now.
    pub(crate) fn push_heir_leftovers(&self, out: &mut Vec<Event>) {
        if self.heir.is_none() {
            return;
        }
        let final_turn = self.turn >= self.last_turn();
        let n = self.theater.len();
        for (i, c) in self.theater.iter().enumerate() {
            let leaving = self.turn >= 3 && i + 1 == n;
            if !(final_turn || leaving) {
                continue;
            }
            let p = self.player(HEIR_SEAT);
            let tricks: Vec<TrickId> = c
                .markers
                .iter()
                .flatten()
                .filter(|m| m.seat == HEIR_SEAT)
                .filter_map(|m| p.trick_by_symbol(m.symbol).map(|t| t.trick))
                .collect();
            if tricks.is_empty() {
                continue;
            }
            let mut y = Yield::default();
            for t in &tricks {
                let l = super::leftover_yield(self.trick_yield(HEIR_SEAT, *t));
                y.fame += l.fame;
                y.coins += l.coins;
                y.shards += l.shards;
            }
            out.push(Event::Heir(HeirEvent::Heir {
                act: HeirAct::Leftover {
                    card: c.card,
                    tricks,
                    fame: y.fame,
                    coins: y.coins,
                    shards: y.shards,
                },
            }));
        }
    }

    /// Records an Heir event.
    pub(crate) fn apply_heir(&mut self, act: &HeirAct) {
        let heir = HEIR_SEAT;
        match act {
            HeirAct::SetUp {
                magician,
                trick,
                symbol,
                markers,
                shopping,
                characters,
            } => {
                self.rng.draws += 1;
                self.residence &= !(1 << trick.0);
                let p = &mut self.players[heir.index()];
                p.magician = Some(*magician);
                p.tricks.push(OwnedTrick {
                    trick: *trick,
                    symbol: *symbol,
                    markers: *markers,
                    engineer_slot: false,
                });
                p.coins = super::HEIR_STARTING_COINS;
                p.shards = super::HEIR_STARTING_SHARDS;
                for c in CharacterId::ALL {
                    p.characters[c.index()] = if characters.contains(&c) {
                        CharState::Home
                    } else {
                        CharState::Supply
                    };
                }
                if let Some(h) = &mut self.heir {
                    h.shopping = shopping.clone();
                }
            }
            HeirAct::TurnSetupRolled { faces, marked } => {
                self.rng.draws += 1;
                let h = self.heir.as_mut().expect("Heir game");
                for (p, f) in faces {
                    if let Some(d) = h.dice.iter_mut().find(|d| d.0 == *p) {
                        d.1 = Some(*f);
                    }
                }
                if !marked.is_empty() {
                    h.marked = marked.clone();
                }
                if matches!(self.phase, Phase::TurnSetup) {
                    self.phase = Phase::Advertise { pos: 0 };
                }
            }
            HeirAct::Assigned { plan, cards, .. } => {
                let h = self.heir.as_mut().expect("Heir game");
                if let Some(old) = h.plan.take() {
                    h.used.push(old);
                }
                h.plans.retain(|p| p != plan);
                h.plan = Some(*plan);
                let p = &mut self.players[heir.index()];
                for (c, loc, special) in cards {
                    p.cards[c.index()] = Some(*loc);
                    match special {
                        Some(s) => {
                            p.specials.retain(|x| x != s);
                            p.special_cards[c.index()] = Some(*s);
                        }
                        None => p.hand[loc.index()] -= 1,
                    }
                }
            }
            HeirAct::Downtown { reroll, takes } => {
                self.rng.draws += 1;
                if let Some((die, face)) = reroll {
                    self.dice[die.index()] = *face;
                }
                for t in takes {
                    self.apply_heir_take(t);
                }
            }
            HeirAct::MarketRow { shopping, orders } => {
                self.rng.draws += 1;
                if let Some(h) = &mut self.heir {
                    h.shopping = shopping.clone();
                }
                for (slot, c) in orders {
                    self.market.order[*slot as usize] = Some(*c);
                }
            }
            HeirAct::DarkAlley { rotated, drawn } => {
                self.rng.draws += 1;
                let alley = self.alley.as_mut().expect("Dark Alley");
                if *rotated {
                    alley.pending.rotate_left(1);
                }
                for (deck, card) in drawn {
                    alley.decks[*deck as usize].retain(|c| c != card);
                    self.players[heir.index()].specials.push(*card);
                }
            }
            HeirAct::Theater { set_up } => {
                for s in set_up {
                    let p = &mut self.players[heir.index()];
                    let owned = p
                        .tricks
                        .iter_mut()
                        .find(|t| t.trick == s.trick)
                        .expect("own Trick");
                    owned.markers -= 1;
                    let m = Marker {
                        seat: heir,
                        symbol: owned.symbol,
                        category: s.trick.card().category,
                        facing: s.facing,
                    };
                    p.fame += s.fame;
                    for seat in &s.shards {
                        self.players[seat.index()].shards += 1;
                    }
                    if let Some(pos) = self.card_pos(s.card) {
                        self.theater[pos].markers[s.slot as usize] = Some(m);
                    }
                }
            }
            HeirAct::Wages {
                coins,
                fame,
                benched,
            } => {
                let p = &mut self.players[heir.index()];
                p.coins -= coins;
                p.fame += fame;
                for c in benched {
                    p.characters[c.index()] = CharState::Inn;
                }
                if let Some(h) = &mut self.heir {
                    h.coins_discarded += coins;
                }
            }
            HeirAct::SecretLearned { learned, .. } => {
                self.rng.draws += 1;
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_secret_learned(learned);
                let p = &mut self.players[heir.index()];
                p.academy.as_mut().expect("an Academy game").secrets[learned.space as usize] =
                    Some(learned.secret);
            }
            HeirAct::Renovated { renovated: r, .. } => {
                self.rng.draws += 1;
                let p = &mut self.players[heir.index()];
                p.coins -= r.coins;
                p.fame += r.fame;
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_renovated(r);
            }
            HeirAct::Taught { moved, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_moved(moved);
            }
            HeirAct::Practiced {
                moved,
                extra_marker,
                ..
            } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_moved(moved);
                // 004 "Academy" 4th priority: the additional Trick Marker
                // goes onto the Trick at once.
                if *extra_marker {
                    let p = &mut self.players[heir.index()];
                    if let Some(t) = p.tricks.iter_mut().find(|t| t.symbol == moved.symbol) {
                        t.markers += 1;
                    }
                }
            }
            HeirAct::Leftover {
                card,
                tricks,
                fame,
                coins,
                shards,
            } => {
                let p = &mut self.players[heir.index()];
                p.fame += fame;
                p.coins += coins;
                p.shards += shards;
                for t in tricks {
                    if let Some(o) = p.tricks.iter_mut().find(|o| o.trick == *t) {
                        o.markers += 1;
                    }
                }
                if let Some(pos) = self.card_pos(*card) {
                    for m in &mut self.theater[pos].markers {
                        if m.is_some_and(|m| m.seat == heir) {
                            *m = None;
                        }
                    }
                }
            }
        }
    }

    fn apply_heir_take(&mut self, t: &HeirTake) {
        let heir = HEIR_SEAT;
        match *t {
            HeirTake::Trick {
                die,
                trick,
                symbol,
                discarded,
            } => {
                self.dice[die.index()] = DieFace::X;
                if let Some(old) = discarded {
                    self.residence |= 1 << old.0;
                    let p = &mut self.players[heir.index()];
                    let sym = p.trick(old).map(|t| t.symbol);
                    p.tricks.retain(|t| t.trick != old);
                    // 004 "Teach": a Trick back in the Residence takes its
                    // Academy marker with it.
                    if let (Some(board), Some(sym)) = (&mut self.academy, sym) {
                        board.forget_trick(heir, sym);
                    }
                    for c in &mut self.theater {
                        for m in &mut c.markers {
                            if m.is_some_and(|m| m.seat == heir && Some(m.symbol) == sym) {
                                *m = None;
                            }
                        }
                    }
                }
                if let (Some(trick), Some(symbol)) = (trick, symbol) {
                    self.residence &= !(1 << trick.0);
                    let markers = self.markers_per_trick_for(trick);
                    self.players[heir.index()].tricks.push(OwnedTrick {
                        trick,
                        symbol,
                        markers,
                        engineer_slot: false,
                    });
                    if let Some(h) = &mut self.heir {
                        super::tricks::add_to_shopping_list(&mut h.shopping, trick);
                    }
                }
            }
            HeirTake::Specialist { specialist } => {
                self.dice[DieId::InnSpecialist.index()] = DieFace::X;
                self.players[heir.index()].characters[specialist.character().index()] =
                    CharState::Inn;
            }
            HeirTake::Apprentice { character } => {
                self.dice[DieId::InnApprentice.index()] = DieFace::X;
                self.players[heir.index()].characters[character.index()] = CharState::Inn;
            }
            HeirTake::Coins { die, coins } => {
                self.dice[die.index()] = DieFace::X;
                self.players[heir.index()].coins += coins;
            }
        }
    }
}

/// 004 "Pay wages": more than 6 Characters and the excess Apprentices wait
/// in the Additional Characters box (the rulebook's number, with or without
/// the Academy).
pub const ACTIVE_LIMIT: usize = 6;

/// 004 "Setup" 8: the Heir's board order, Magician > Protégé > Specialists >
/// Apprentices, of the Characters on its team.
pub fn heir_order(p: &crate::game::Player) -> Vec<CharacterId> {
    let order = [
        CharacterId::Magician,
        CharacterId::Protege,
        CharacterId::Engineer,
        CharacterId::Manager,
        CharacterId::Assistant,
        CharacterId::Apprentice1,
        CharacterId::Apprentice2,
        CharacterId::Apprentice3,
        CharacterId::Apprentice4,
    ];
    order
        .into_iter()
        .filter(|&c| !matches!(p.state(c), CharState::Supply | CharState::Inn))
        .collect()
}

fn kind(c: CharacterId) -> Kind {
    match c {
        CharacterId::Magician => Kind::Magician,
        CharacterId::Protege => Kind::Protege,
        c if c.is_apprentice() => Kind::Apprentice,
        _ => Kind::Specialist,
    }
}

fn die_face(c: &super::HeirContent, p: Place, face: u8) -> Option<super::DieFaceCover> {
    c.turn_setup_dice
        .iter()
        .find(|d| d.location == p)
        .and_then(|d| d.faces.get(face as usize).cloned())
}

/// 004 "Setup" 12: the Plan deck for a new game (top last), and the Turn
/// Setup dice in use (004 "Playing without Academy": not the Academy's).
pub(crate) fn new_heir_state(
    draw: &mut crate::rng::Draw,
    difficulty: Difficulty,
    academy: bool,
) -> HeirState {
    let c = super::heir_content();
    let tiles = if academy {
        &c.plans
    } else {
        &c.plans_without_academy
    };
    let mut perform: Vec<u8> = (0..tiles.len() as u8)
        .filter(|&i| tiles[i as usize].kind == PlanKind::Perform)
        .collect();
    let mut set_up: Vec<u8> = (0..tiles.len() as u8)
        .filter(|&i| tiles[i as usize].kind == PlanKind::SetUp)
        .collect();
    draw.shuffle(&mut perform);
    draw.shuffle(&mut set_up);
    let (mut deck, _removed) = super::plan_deck(&perform, &set_up, academy, |g: &mut Vec<u8>| {
        draw.shuffle(g)
    });
    // `plan_deck` lists the top first; the state keeps the top last.
    deck.reverse();
    let dice = c
        .turn_setup_dice
        .iter()
        .filter(|d| academy || d.location != Place::Academy)
        .map(|d| (d.location, None))
        .collect();
    HeirState {
        difficulty,
        plans: deck,
        plan: None,
        used: Vec::new(),
        shopping: Vec::new(),
        dice,
        marked: Vec::new(),
        coins_discarded: 0,
    }
}

/// The game-log line of an Heir event.
pub fn describe(act: &HeirAct, content: &crate::game::academy::AcademyContent) -> String {
    let list = |v: Vec<String>| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.join(", ")
        }
    };
    match act {
        HeirAct::SetUp {
            magician,
            trick,
            characters,
            ..
        } => format!(
            "Dahlgaard's Heir plays {} (Favorite: {}), starts with the Trick {} prepared and {} Characters.",
            magician.card().name,
            magician.card().favorite.name(),
            trick.card().name,
            characters.len()
        ),
        HeirAct::TurnSetupRolled { faces, .. } => format!(
            "Turn Setup dice rolled for {}.",
            list(faces.iter().map(|(p, _)| location(*p).name().to_string()).collect())
        ),
        HeirAct::Assigned { code, cards, .. } => format!(
            "Dahlgaard's Heir reveals the Plan tile {code} and assigns {}.",
            list(
                cards
                    .iter()
                    .map(|(c, l, s)| format!(
                        "{} to {}{}",
                        c.name(),
                        l.name(),
                        if s.is_some() { " (Special)" } else { "" }
                    ))
                    .collect()
            )
        ),
        HeirAct::Downtown { takes, .. } => format!(
            "Dahlgaard's Heir takes {} Downtown.",
            list(
                takes
                    .iter()
                    .map(|t| match t {
                        HeirTake::Trick { trick: Some(t), .. } => {
                            format!("the Trick {}", t.card().name)
                        }
                        HeirTake::Trick { trick: None, .. } => "a Trick die (no Trick left)".into(),
                        HeirTake::Specialist { specialist } => {
                            format!("the {}", specialist.name())
                        }
                        HeirTake::Apprentice { .. } => "an Apprentice".into(),
                        HeirTake::Coins { coins, .. } => format!("{coins} Coins"),
                    })
                    .collect()
            )
        ),
        HeirAct::MarketRow { orders, .. } => format!(
            "Dahlgaard's Heir orders {}.",
            list(orders.iter().map(|(_, c)| c.name().to_string()).collect())
        ),
        HeirAct::DarkAlley { rotated, drawn } => format!(
            "Dahlgaard's Heir {}draws {} Special Assignment card(s).",
            if *rotated {
                "rotates the Prophecies and "
            } else {
                ""
            },
            drawn.len()
        ),
        HeirAct::Theater { set_up } => format!(
            "Dahlgaard's Heir sets up {} (+{} Fame from Links).",
            list(
                set_up
                    .iter()
                    .map(|s| format!("{} on {}", s.trick.card().name, s.card.label()))
                    .collect()
            ),
            set_up.iter().map(|s| s.fame).sum::<u32>()
        ),
        HeirAct::SecretLearned { learned, top } => format!(
            "Dahlgaard's Heir's Protégé learns the Secret {} (the {} one, by a coin flip).",
            content
                .secrets
                .get(learned.secret as usize)
                .map_or("?", |s| s.name.as_str()),
            if *top { "top" } else { "bottom" }
        ),
        HeirAct::Renovated { renovated: r, forced } => {
            let wing = &content.wings[r.wing as usize];
            format!(
                "Dahlgaard's Heir renovates wing {} ({}) at level {}{}: +{} Fame, {} Banner(s), {} Coins discarded from its purse.",
                crate::game::academy::view::letter_name(wing.letter),
                crate::game::academy::view::room_name(wing.room),
                r.level,
                if *forced { " to make room" } else { "" },
                r.fame,
                r.banners,
                r.coins
            )
        }
        HeirAct::Taught { trick, .. } => format!(
            "Dahlgaard's Heir teaches {} in a Classroom.",
            trick.card().name
        ),
        HeirAct::Practiced {
            trick,
            extra_marker,
            ..
        } => format!(
            "Dahlgaard's Heir practises {} in a Practice Room{}.",
            trick.card().name,
            if *extra_marker {
                " and gains a Trick Marker"
            } else {
                ""
            }
        ),
        HeirAct::Wages { coins, fame, .. } => format!(
            "Dahlgaard's Heir pays no wages; it discards {coins} Coins for {fame} Fame."
        ),
        HeirAct::Leftover {
            card, fame, coins, ..
        } => format!(
            "Dahlgaard's Heir's Tricks left on {} yield {fame} Fame and {coins} Coins.",
            card.label()
        ),
    }
}

/// 004 "Setup" 13: the Prophecies "marked with a red X" leave the game. The
/// rulebook's marks are on the tokens, not in its text; the project's
/// reading (docs/ACADEMY.md) marks the two whose rule change would rewrite
/// the Heir's own procedure: P09 (a second placement in a row, against the
/// Heir's alternating placement) and P20 (face-down Assignment cards, while
/// solo cards lie face up, 004 "Assignment phase"). Every other Prophecy is
/// read as "blue line": it changes only the player's rules, which holds by
/// construction, since the Heir's procedure never consults a Prophecy.
pub const RED_X: [crate::cards::ProphecyKind; 2] = [
    crate::cards::ProphecyKind::PlaceTwo,
    crate::cards::ProphecyKind::HiddenAssignments,
];

/// Takes the red-X Prophecies out of the pile and the Pending row, keeping
/// the shuffled order of the others.
pub(crate) fn remove_red_x(a: &mut crate::game::dark_alley::Alley) {
    let n = a.pending.len();
    // The Pending row was drawn from the pile's top (its end), first first.
    let mut all = a.pile.clone();
    all.extend(a.pending.iter().rev());
    all.retain(|p| !RED_X.contains(&p.kind()));
    a.pending = (0..n).filter_map(|_| all.pop()).collect();
    a.pile = all;
}

impl Game {
    /// 004 "End game scoring": 1 Fame per Shard, 2 per Special Assignment
    /// card, no Coins, a fixed amount per Fame-Threshold-36 Trick and per
    /// Character above the first 6 (5 without the Academy); each category
    /// capped as the player's are.
    pub(crate) fn heir_final_score(
        &self,
        seat: Seat,
        cap: &dyn Fn(u32) -> u32,
    ) -> crate::game::base::scoring::FinalScore {
        let p = self.player(seat);
        let d = self.difficulty();
        let per_trick = super::end_game_fame(
            super::HeirEnd {
                threshold36_tricks: 1,
                ..Default::default()
            },
            d,
            self.config.options.academy,
        );
        let shards = cap(p.shards);
        let specials = cap(2 * p.specials.len() as u32);
        let ft36: Vec<(TrickId, u32)> = p
            .tricks
            .iter()
            .filter(|t| t.trick.card().threshold == 36)
            .map(|t| (t.trick, cap(per_trick)))
            .collect();
        let disks = CharacterId::ALL
            .into_iter()
            .filter(|&c| p.state(c) != CharState::Supply)
            .count() as u32;
        let characters = super::end_game_fame(
            super::HeirEnd {
                characters: disks,
                ..Default::default()
            },
            d,
            self.config.options.academy,
        );
        // 004 "End of game": the Banner majorities, as for the player (the
        // Heir is the second player of a two-player game).
        let banners = self
            .academy
            .as_ref()
            .and_then(|b| b.banner_fame().get(seat.index()).copied())
            .unwrap_or(0);
        let total = p.fame
            + shards
            + specials
            + ft36.iter().map(|x| x.1).sum::<u32>()
            + characters
            + banners;
        crate::game::base::scoring::FinalScore {
            seat,
            fame_before: p.fame,
            shards,
            coins: 0,
            apprentices: 0,
            specialists: 0,
            specials,
            ft36,
            powers: 0,
            characters,
            banners,
            total,
        }
    }
}
