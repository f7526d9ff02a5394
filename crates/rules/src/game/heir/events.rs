//! The Heir's events: what it did that no player does ([`HeirAct`], carried
//! by [`HeirEvent`]), how `apply_event` records each in the state, and its
//! line in the game log.

use serde::{Deserialize, Serialize};

use super::state::{location, HEIR_SEAT};
use super::Place;
use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::game::base::player::{CharState, OwnedTrick};
use crate::game::{Game, Marker, Phase};
use crate::log::{amount, Log};
use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Specialist, Symbol};
use crate::words::{comma_joined, Msg, Named};

/// Dahlgaard's Heir.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HeirEvent {
    /// What the Heir did that no player does (004 "Dahlgaard's Heir solo
    /// play"); its other steps are the players' events.
    Heir { act: HeirAct },
}

impl HeirEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use HeirEvent::*;
        match self {
            Heir { act } => words(act, log.academy),
        }
    }
}

impl Game {
    /// Records the facts of a HeirEvent in the state.
    pub(crate) fn apply_heir_event(&mut self, e: &HeirEvent) {
        use HeirEvent::*;
        match e {
            Heir { act } => self.apply_heir(act),
        }
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
    /// 004 "Roll dice phase": from the second turn the player first picks
    /// the Turn Setup dice to re-roll.
    TurnSetupDue,
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
            } => self.apply_heir_set_up(*magician, *trick, *symbol, *markers, shopping, characters),
            HeirAct::TurnSetupDue => self.phase = Phase::TurnSetup,
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
            HeirAct::Theater { set_up } => self.apply_heir_theater(set_up),
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
            } => self.apply_heir_leftover(*card, tricks, *fame, *coins, *shards),
        }
    }

    /// 004 "Setup" 4-8 and 10: the Heir's Magician, starting Trick, Coins,
    /// Shards, team and Shopping List.
    fn apply_heir_set_up(
        &mut self,
        magician: MagicianId,
        trick: TrickId,
        symbol: Symbol,
        markers: u8,
        shopping: &[Component],
        characters: &[CharacterId],
    ) {
        let heir = HEIR_SEAT;
        self.rng.draws += 1;
        self.residence &= !(1 << trick.0);
        let p = &mut self.players[heir.index()];
        p.magician = Some(magician);
        p.tricks.push(OwnedTrick {
            trick,
            symbol,
            markers,
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
            h.shopping = shopping.to_vec();
        }
    }

    /// 004 "Theater": the Heir's Trick Markers onto the cards, with their
    /// Link Fame and the Shards of Shard circles.
    fn apply_heir_theater(&mut self, set_up: &[HeirSetUp]) {
        let heir = HEIR_SEAT;
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

    /// 004 "Move performance cards": the leftover yield, and the Heir's
    /// markers on the card back to their Tricks.
    fn apply_heir_leftover(
        &mut self,
        card: PerformanceId,
        tricks: &[TrickId],
        fame: u32,
        coins: u32,
        shards: u32,
    ) {
        let heir = HEIR_SEAT;
        let p = &mut self.players[heir.index()];
        p.fame += fame;
        p.coins += coins;
        p.shards += shards;
        for t in tricks {
            if let Some(o) = p.tricks.iter_mut().find(|o| o.trick == *t) {
                o.markers += 1;
            }
        }
        if let Some(pos) = self.card_pos(card) {
            for m in &mut self.theater[pos].markers {
                if m.is_some_and(|m| m.seat == heir) {
                    *m = None;
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

/// The game-log line of an Heir event, naming Academy wings and Secrets
/// after `content`.
pub fn words(act: &HeirAct, content: &crate::game::academy::AcademyContent) -> Msg {
    match act {
        HeirAct::SetUp {
            magician,
            trick,
            characters,
            ..
        } => Msg::new("log-heir-set-up")
            .named("magician", magician)
            .named("favorite", magician.card().favorite)
            .named("trick", trick)
            .num("n", characters.len() as i64),
        HeirAct::TurnSetupDue => Msg::new("log-heir-turn-setup-due"),
        HeirAct::TurnSetupRolled { faces, .. } => Msg::new("log-heir-turn-setup-rolled").arg(
            "places",
            comma_joined(faces.iter().map(|(p, _)| location(*p).arg()).collect()),
        ),
        HeirAct::Assigned { code, cards, .. } => {
            let cards = cards
                .iter()
                .map(|(c, l, s)| {
                    Msg::new(if s.is_some() {
                        "log-heir-card-special"
                    } else {
                        "log-heir-card"
                    })
                    .named("character", c)
                    .named("location", l)
                    .into()
                })
                .collect();
            Msg::new("log-heir-assigned")
                .str("code", code.as_str())
                .arg("cards", comma_joined(cards))
        }
        HeirAct::Downtown { takes, .. } => {
            let takes = takes
                .iter()
                .map(|t| {
                    match t {
                        HeirTake::Trick { trick: Some(t), .. } => {
                            Msg::new("log-heir-take-trick").named("trick", t)
                        }
                        HeirTake::Trick { trick: None, .. } => Msg::new("log-heir-take-no-trick"),
                        HeirTake::Specialist { specialist } => {
                            Msg::new("log-heir-take-specialist").named("specialist", specialist)
                        }
                        HeirTake::Apprentice { .. } => Msg::new("log-heir-take-apprentice"),
                        HeirTake::Coins { coins, .. } => {
                            Msg::new("log-heir-take-coins").num("n", *coins)
                        }
                    }
                    .into()
                })
                .collect();
            Msg::new("log-heir-downtown").arg("takes", comma_joined(takes))
        }
        HeirAct::MarketRow { orders, .. } => Msg::new("log-heir-market-row").arg(
            "components",
            comma_joined(orders.iter().map(|(_, c)| c.arg()).collect()),
        ),
        HeirAct::DarkAlley { rotated, drawn } => Msg::new(if *rotated {
            "log-heir-dark-alley-rotated"
        } else {
            "log-heir-dark-alley"
        })
        .num("n", drawn.len() as i64),
        HeirAct::Theater { set_up } => {
            let tricks = set_up
                .iter()
                .map(|s| {
                    Msg::new("log-heir-set-up-one")
                        .named("trick", s.trick)
                        .str("card", s.card.label())
                        .into()
                })
                .collect();
            Msg::new("log-heir-theater")
                .arg("tricks", comma_joined(tricks))
                .arg(
                    "fame",
                    amount("amount-fame", set_up.iter().map(|s| s.fame).sum::<u32>()),
                )
        }
        HeirAct::SecretLearned { learned, top } => Msg::new(if *top {
            "log-heir-secret-top"
        } else {
            "log-heir-secret-bottom"
        })
        .str(
            "secret",
            content
                .secrets
                .get(learned.secret as usize)
                .map_or("?", |s| s.name.as_str()),
        ),
        HeirAct::Renovated {
            renovated: r,
            forced,
        } => {
            let m = Msg::new(if *forced {
                "log-heir-renovated-forced"
            } else {
                "log-heir-renovated"
            });
            match content.wings.get(r.wing as usize) {
                Some(wing) => m
                    .str(
                        "letter",
                        crate::game::academy::view::letter_name(wing.letter),
                    )
                    .named("room", wing.room),
                None => m.str("letter", "?").str("room", "?"),
            }
            .num("level", r.level)
            .num("fame", r.fame)
            .num("banners", r.banners)
            .num("coins", r.coins)
        }
        HeirAct::Taught { trick, .. } => Msg::new("log-heir-taught").named("trick", trick),
        HeirAct::Practiced {
            trick,
            extra_marker,
            ..
        } => Msg::new(if *extra_marker {
            "log-heir-practised-marker"
        } else {
            "log-heir-practised"
        })
        .named("trick", trick),
        HeirAct::Wages { coins, fame, .. } => Msg::new("log-heir-wages")
            .num("coins", *coins)
            .num("fame", *fame),
        HeirAct::Leftover {
            card, fame, coins, ..
        } => Msg::new("log-heir-leftover")
            .str("card", card.label())
            .num("fame", *fame)
            .num("coins", *coins),
    }
}
