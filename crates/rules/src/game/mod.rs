//! The game: its state, composed of the base game's and each enabled
//! expansion's parts, and the rules that change it.
//!
//! # Layout
//! - This module: the state types shared by every part of the rules
//!   (`Game`, `Player`, `Phase`, the Performance cards and the Market Row),
//!   and `Event`, one enum per part of the rules.
//! - `flow`: `Game::new` (the composition of the enabled expansions),
//!   `apply` = `decide` + `apply_event`, the automatic steps, who the game
//!   waits for; `apply`: `apply_event`'s dispatch; `events`: the log lines
//!   and redaction of events.
//! - `base`: the base game, one module per part of its rulebook.
//! - `dark_alley`, `powers`, `duel`, `academy`, `heir`: the expansions.
//! - `legal`, `why_not`, `preview`, `view`, `take_back`: what a seat may
//!   do, why not, what a command would do, what a viewer sees, taking back.

pub mod academy;
mod apply;
pub mod base;
pub mod dark_alley;
pub mod duel;
mod events;
mod flow;
pub mod heir;
mod legal;
pub(crate) mod modifier;
pub mod powers;
mod preview;
mod take_back;
mod view;
mod why_not;

pub use base::player::{CardView, CharacterView};
pub use preview::{Hidden, Preview, Warning};
pub use take_back::TakeBackEvent;
pub use view::{AlleyView, BoardSlots, DuelView, PlayerPowersView, PlayerView, PowersView, View};
pub use why_not::Refusal;

/// Every expansion's [`Modifier`](modifier::Modifier), in the order they
/// apply (see `Game::modifiers`). Kept here, where the game is put together,
/// so that `modifier`, the hooks the base game calls, names none of the
/// expansions that answer them.
pub(crate) const MODIFIERS: [&dyn modifier::Modifier; 6] = [
    &dark_alley::Prophecies,
    &powers::Powers,
    &academy::Academy,
    &dark_alley::Cards,
    &duel::Duel,
    &heir::Heir,
];

use serde::{Deserialize, Serialize};

use crate::cards::{Category, Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::config::GameConfig;
use crate::model::{CharacterId, DieFace, Hand, Location, Seat, Slot, Specialist, Symbol, Weekday};

use crate::rng::RngState;
use academy::PlayerAcademy;
use base::player::{CharState, OwnedTrick, PerCharacter};
use powers::PlayerPowers;

use crate::game::academy::AcademyEvent;
use crate::game::base::downtown::DowntownEvent;
use crate::game::base::end_turn::EndTurnEvent;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::market_row::MarketRowEvent;
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::setup::SetupEvent;
use crate::game::base::theater::TheaterEvent;
use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::game::base::workshop::WorkshopEvent;
use crate::game::dark_alley::abilities::AbilityEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::dark_alley::AlleyEvent;
use crate::game::duel::DuelEvent;
use crate::game::heir::HeirEvent;
use crate::game::powers::PowersEvent;

/// One player's board, supply and hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub magician: Option<MagicianId>,
    pub coins: u32,
    pub fame: u32,
    pub shards: u32,
    pub tricks: Vec<OwnedTrick>,
    /// Physical Components by type (`Component::index`).
    pub components: [u8; 12],
    /// The Manager's two Multi Component slots (each pile counts one more).
    pub multi_slots: [Option<Component>; 2],
    pub characters: PerCharacter<CharState>,
    /// The face-down (or revealed) Assignment card under each Character.
    pub cards: PerCharacter<Option<Location>>,
    /// Permanent Assignment cards in hand, by `Location::index`.
    pub hand: Hand,
    /// The Apprentice on the Assistant's slot (wage-free).
    pub assistant_slot: Option<CharacterId>,
    /// The Poster is out this turn.
    pub advertised: bool,
    /// Done with the Assignment phase this turn.
    pub assignment_confirmed: bool,
    /// Dark Alley: Special Assignment cards in hand (private).
    #[serde(default)]
    pub specials: Vec<SpecialId>,
    /// Dark Alley: the Special Assignment card under each Character (its
    /// Location is also in `cards`).
    #[serde(default)]
    pub special_cards: PerCharacter<Option<SpecialId>>,
    /// Dark Alley: Characters whose Special Assignment ability was forfeited.
    #[serde(default)]
    pub forfeited: PerCharacter<bool>,
    /// Dark Alley: the Great Optico's Mimesis this turn: the Character and the card copied.
    #[serde(default)]
    pub mimicked: Option<(CharacterId, SpecialId)>,
    /// Dark Alley (A24 Hidden Talent): the Apprentice to swap for a Specialist.
    #[serde(default)]
    pub hidden_talent: Option<(CharacterId, Specialist)>,
    /// Dark Alley (A27 Hypnotic Motivation): a Character hired this turn that
    /// may still take an Assignment card and be placed.
    #[serde(default)]
    pub hypnotized: Option<CharacterId>,
    /// Dark Alley: the Magician's once-per-turn ability has been used this turn.
    #[serde(default)]
    pub ability_used: bool,
    /// Dark Alley (A22 Enhance Trick): Tricks whose Fame and Coin yields are +1.
    #[serde(default)]
    pub enhanced_tricks: Vec<TrickId>,
    /// Dark Alley (A13 Grand Premiere): Tricks performed at least once.
    #[serde(default)]
    pub performed_tricks: Vec<TrickId>,
    /// Magician Powers: the Power hand and the Power slots. Left out of the
    /// JSON in games without Powers, so their states are unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub powers: Option<PlayerPowers>,
    /// Dahlgaard's Academy: the Protégé's Secrets. Left out of the JSON in
    /// other games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub academy: Option<PlayerAcademy>,
}

/// A Trick Marker lying on a Performance card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Marker {
    pub seat: Seat,
    pub symbol: Symbol,
    /// The category of the Trick the marker stands for.
    pub category: Category,
    /// The direction the edge of that category faces.
    pub facing: Dir,
}

impl Marker {
    /// The category printed on the edge that faces `dir`. Edges run clockwise
    /// escape, spiritual, mechanical, optical.
    pub fn edge(&self, dir: Dir) -> Category {
        crate::cards::marker_edge(self.category, self.facing, dir)
    }
}

/// A Performance card in the Theater with the markers on its slots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CardInPlay {
    pub card: PerformanceId,
    pub markers: Vec<Option<Marker>>,
    /// Electra's Supercharge: slots holding two piled markers of one Trick.
    #[serde(default)]
    pub piled: Vec<u8>,
    /// A06 Guest Performer: markers lying on an unused area of the card.
    #[serde(default)]
    pub guests: Vec<Marker>,
    /// Gray markers printed on the card (Duel of Magicians): their slots are
    /// taken and players may Link with them. Left out of the JSON while empty,
    /// so the states of games without them are unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gray: Vec<crate::cards::GrayMarker>,
}

impl CardInPlay {
    pub fn new(card: PerformanceId) -> CardInPlay {
        let printed = card.card();
        CardInPlay {
            card,
            markers: vec![None; printed.slots.len()],
            piled: Vec::new(),
            guests: Vec::new(),
            gray: printed.gray.to_vec(),
        }
    }

    /// The gray marker printed on `slot`, if any.
    pub fn gray_at(&self, slot: usize) -> Option<&crate::cards::GrayMarker> {
        self.gray.iter().find(|g| g.slot as usize == slot)
    }

    /// Whether `slot` holds no marker, a player's or a gray one.
    pub fn is_free(&self, slot: usize) -> bool {
        self.markers.get(slot).is_some_and(|m| m.is_none()) && self.gray_at(slot).is_none()
    }

    /// The category edge facing `dir` of the marker on `slot` and its owner
    /// (`None` for a gray marker), or `None` for a free slot.
    pub(crate) fn edge_at(&self, slot: usize, dir: Dir) -> Option<(Category, Option<Seat>)> {
        if let Some(m) = self.markers[slot] {
            return Some((m.edge(dir), Some(m.seat)));
        }
        self.gray_at(slot).map(|g| (g.edge(dir), None))
    }
}

/// The Market Row: Buy area, Order area and Quick Order slot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Market {
    pub buy: [Option<Component>; 4],
    pub order: [Option<Component>; 4],
    pub quick: Option<Component>,
    /// A41 Logistics: Components beside the Buy area, in stock this turn.
    #[serde(default)]
    pub extra: Vec<Component>,
}

impl Market {
    /// Unit price of a Component in stock now: the Quick Order slot costs 1 more,
    /// unless the same type also lies in the Buy area.
    pub fn unit_price(&self, c: Component) -> Option<u32> {
        if self.buy.contains(&Some(c)) || self.extra.contains(&c) {
            Some(c.price())
        } else if self.quick == Some(c) {
            Some(c.price() + 1)
        } else {
            None
        }
    }
}

/// The character currently taking Actions after being placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Acting {
    pub seat: Seat,
    pub character: CharacterId,
    pub slot: Slot,
    /// Action Points left.
    pub ap: u8,
    /// Coins paid for Buys by this Character so far (Bargain can't bring it to 0).
    pub paid: u32,
    /// Link Bonuses earned and not yet taken as Fame or Coins.
    pub pending_links: u8,
    /// Size of each pending Link Bonus (1/2/3 by Fame Threshold).
    pub link_value: u8,
    /// Dark Alley: the Special Assignment ability this Character still carries.
    #[serde(default)]
    pub special: Option<SpecialId>,
    /// Dark Alley: Special Assignment cards drawn by this placement.
    #[serde(default)]
    pub draws: u8,
    /// Magician Powers: Gambling was used by this placement.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gambled: bool,
    /// Academy: Learn Secret was taken by this placement (once each).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub learned_secret: bool,
}

/// Where the game stands. Sequential phases keep a position `pos` into the seat
/// order (set-up) or the Initiative Order (the rest); the seat there is the one
/// the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Set-up: seats choose Magicians in seat order.
    ChooseMagicians {
        pos: u8,
    },
    /// Set-up: seats choose a starting Trick of their Favorite category.
    ChooseTricks {
        pos: u8,
    },
    /// Set-up: seats choose starting Components, then a Specialist.
    SetupBoards {
        pos: u8,
        components_chosen: bool,
    },
    /// Transient: a new turn is about to roll the dice.
    StartTurn,
    /// Players decide in Initiative Order whether to Advertise.
    Advertise {
        pos: u8,
    },
    /// Simultaneous, hidden Assignment.
    Assignment,
    /// Place Characters: the seat at `pos` places a Character, then (with
    /// `acting`) takes Actions with it; `done` once its placement is over.
    PlaceCharacters {
        pos: u8,
        acting: Option<Acting>,
        done: bool,
    },
    /// Performance phase at weekday index `day`; `performer` is choosing.
    Performance {
        day: u8,
        performer: Option<Seat>,
    },
    /// Master of Chains, Breaking Free: after Place Characters, a free special
    /// Reschedule that pays Link Bonuses (or decline).
    BreakingFree {
        seat: Seat,
        pending_links: u8,
        link_value: u8,
    },
    /// Yoruba Spiritmaster, Soul Possession: before `performer` chooses, `yoruba`
    /// may pay a Shard to choose the card for them.
    Possession {
        day: u8,
        performer: Seat,
        yoruba: Seat,
    },
    /// Magician Powers set-up: seats discard Powers in seat order until they
    /// keep the Powers they play with.
    DiscardPowers {
        pos: u8,
    },
    /// Magician Powers, start of Assignment: seats learn up to one Power each,
    /// in Initiative Order.
    LearnPowers {
        pos: u8,
    },
    /// Ears among the Townsfolk: at the start of Place Characters, `seat` may
    /// rearrange the cards under its Characters.
    Rearrange {
        seat: Seat,
    },
    /// Dahlgaard's Heir, from the second turn: the player picks the two
    /// Locations whose Turn Setup dice are re-rolled (004 "Roll dice phase").
    TurnSetup,
    /// Dahlgaard's Academy (004 "New phase: Classroom"): after the
    /// Performances of turns 1-6 the taught Tricks pay. `chooser` is
    /// Professor Bernard's player while they pick the Trick that yields in
    /// full; once the classes are `held`, End Turn follows.
    Classroom {
        chooser: Option<Seat>,
        held: bool,
    },
    /// Transient: the last turn has ended; final scoring is due.
    FinalScoring,
    GameOver,
}

fn no_one_there(slots: &[Option<(Seat, CharacterId)>; 4]) -> bool {
    slots.iter().all(Option::is_none)
}

/// The whole game. Serializable; `view` produces what each viewer may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) config: GameConfig,
    pub(crate) rng: RngState,
    pub(crate) players: Vec<Player>,
    /// Turn 1.., 0 during set-up.
    pub(crate) turn: u8,
    pub(crate) phase: Phase,
    /// Seats in Initiative Order (first to act first).
    pub(crate) initiative: Vec<Seat>,
    pub(crate) dice: [DieFace; 6],
    /// Tricks still in the Dahlgaard Residence decks (bit per `TrickId`).
    pub(crate) residence: u64,
    pub(crate) market: Market,
    /// Performance cards in the Theater, leftmost (newest) first.
    pub(crate) theater: Vec<CardInPlay>,
    /// Face-down Performance deck; the top card is the last.
    pub(crate) deck: Vec<PerformanceId>,
    /// Downtown, Market Row and Dark Alley slots: who stands there.
    pub(crate) main_slots: [[Option<(Seat, CharacterId)>; 4]; 3],
    /// Dahlgaard's Academy: who stands on its slots (left out of the JSON
    /// while empty, so other games' states are unchanged).
    #[serde(default, skip_serializing_if = "no_one_there")]
    pub(crate) academy_slots: [Option<(Seat, CharacterId)>; 4],
    pub(crate) blocked: [bool; 4],
    /// Theater: per weekday two backstage slots and the Performance slot (index 2).
    pub(crate) theater_slots: [[Option<(Seat, CharacterId)>; 3]; 4],
    /// Final scores once the game is over.
    pub(crate) final_scores: Option<crate::game::base::scoring::FinalScores>,
    /// The Dark Alley's decks and Prophecies (Dark Alley games only).
    #[serde(default)]
    pub(crate) alley: Option<crate::game::dark_alley::Alley>,
    /// P09: the current placement turn already gave its second placement.
    #[serde(default)]
    pub(crate) second_placement: bool,
    /// A44 Business Share: who receives opponents' Market Row Coins this turn.
    #[serde(default)]
    pub(crate) business_share: Option<Seat>,
    /// A43 Dubious Sources: who gets the Quick Order slot's Component at End Turn.
    #[serde(default)]
    pub(crate) dubious_sources: Option<Seat>,
    /// Yoruba Spiritmaster's Soul Possession chose this card for the current
    /// Performer, who now Performs it with their own options (rules version
    /// 2). Left out of the JSON while empty, so older games' states (and the
    /// golden digests) are unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) possessed: Option<crate::cards::PerformanceId>,
    /// The states a seat may go back to (see `take_back`). Left out of the
    /// JSON while empty, so finished games' states are unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) take_back: Vec<crate::game::take_back::TakeBackPoint>,
    /// Whether `apply` keeps take-back points at all: on for games people play
    /// (the server and the CLI turn it on), off for simulations and benchmarks,
    /// which would pay a copy of the state per command for nothing. A setting
    /// of the running game, not part of its state.
    #[serde(skip)]
    pub(crate) take_backs: bool,
    /// Duel of Magicians: the Turn Setup deck and the card covering slots
    /// this turn (left out of the JSON in other games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) duel: Option<crate::game::duel::DuelState>,
    /// Dahlgaard's Academy: its board (left out of the JSON in other games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) academy: Option<crate::game::academy::AcademyBoard>,
    /// Dahlgaard's Heir: the bot's board, Plan deck and Turn Setup dice; the
    /// Heir itself is the last entry of `players` (left out of the JSON in
    /// other games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) heir: Option<crate::game::heir::play::HeirState>,
}

impl Game {
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The Academy content this game is played with: the version its config
    /// records (an archived one for a game created before a content change),
    /// the current one otherwise.
    pub fn academy_content(&self) -> &'static crate::game::academy::AcademyContent {
        self.config.academy_content()
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn turn(&self) -> u8 {
        self.turn
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn initiative(&self) -> &[Seat] {
        &self.initiative
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// Every seat at the table, the Heir's included.
    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.players.len() as u8).map(Seat)
    }

    /// The printed Initiative slot number (1-4; two players use 1 and 3).
    pub fn initiative_slot(&self, seat: Seat) -> u32 {
        let pos = self.initiative.iter().position(|&s| s == seat).unwrap_or(0);
        crate::board::initiative_slot_numbers(self.players.len() as u8)[pos]
    }

    /// Who stands on a slot (Workshop slots belong to `owner`).
    pub(crate) fn occupant(&self, owner: Seat, slot: Slot) -> Option<(Seat, CharacterId)> {
        match slot {
            Slot::Downtown(i) => self.main_slots[0][i as usize],
            Slot::MarketRow(i) => self.main_slots[1][i as usize],
            Slot::DarkAlley(i) => self.main_slots[2][i as usize],
            Slot::Academy(i) => self.academy_slots[i as usize],
            Slot::Backstage(d, i) => self.theater_slots[d.index()][i as usize],
            Slot::Performance(d) => self.theater_slots[d.index()][2],
            Slot::Workshop(i) => {
                let p = self.player(owner);
                CharacterId::ALL
                    .into_iter()
                    .find(|&c| p.state(c) == CharState::Placed(Slot::Workshop(i)))
                    .map(|c| (owner, c))
            }
        }
    }

    /// The weekday a player occupies in the Theater this turn, if any.
    pub fn theater_day(&self, seat: Seat) -> Option<Weekday> {
        Weekday::ALL.into_iter().find(|d| {
            self.theater_slots[d.index()]
                .iter()
                .any(|o| matches!(o, Some((s, _)) if *s == seat))
        })
    }

    /// Markers of one Trick in the Theater (a piled slot holds two; A06 guests count).
    pub(crate) fn markers_in_theater(&self, seat: Seat, symbol: Symbol) -> u8 {
        let mine = |m: &Marker| m.seat == seat && m.symbol == symbol;
        self.theater
            .iter()
            .map(|c| {
                let on_slots = c
                    .markers
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| matches!(m, Some(m) if mine(m)))
                    .map(|(i, _)| 1 + u8::from(c.piled.contains(&(i as u8))))
                    .sum::<u8>();
                on_slots + c.guests.iter().filter(|m| mine(m)).count() as u8
            })
            .sum()
    }

    pub(crate) fn card_pos(&self, card: PerformanceId) -> Option<usize> {
        self.theater.iter().position(|c| c.card == card)
    }

    /// Number of Links on a Performance card now. A Link between two gray
    /// markers is nobody's and does not count (a Link with a player's marker does).
    pub(crate) fn links_on(&self, card: &CardInPlay) -> u32 {
        let printed = card.card.card();
        let mut n = 0;
        for (i, slot) in printed.slots.iter().enumerate() {
            if card.is_free(i) {
                continue;
            }
            for l in slot.links {
                // Count each circle once, from the slot facing right or down.
                if !matches!(l.dir, Dir::Right | Dir::Down) {
                    continue;
                }
                let (a, owner) = card.edge_at(i, l.dir).expect("an occupied slot");
                if let Some(j) = printed.neighbour(i, l.dir) {
                    if let Some((b, other)) = card.edge_at(j, l.dir.opposite()) {
                        if a == b && (owner.is_some() || other.is_some()) {
                            n += 1;
                        }
                    }
                }
            }
        }
        n
    }
}

/// Defines [`Event`], one variant per part of the rules' event enum, and
/// its conversions from each.
macro_rules! events {
    ($($variant:ident($inner:ty)),* $(,)?) => {
        /// A game event: one enum per part of the rules, each with its own
        /// variants, application and log lines. The JSON is flat (`{"type":
        /// ...}`, the inner enum's tag), so clients see one list of event
        /// types.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum Event {
            $($variant($inner),)*
        }

        $(impl From<$inner> for Event {
            fn from(e: $inner) -> Event {
                Event::$variant(e)
            }
        })*
    };
}

events! {
    Setup(SetupEvent),
    Turn(TurnEvent),
    Assignment(AssignmentEvent),
    Placement(PlacementEvent),
    Downtown(DowntownEvent),
    MarketRow(MarketRowEvent),
    Workshop(WorkshopEvent),
    Theater(TheaterEvent),
    Performance(PerformanceEvent),
    EndTurn(EndTurnEvent),
    Ledger(LedgerEvent),
    Special(SpecialEvent),
    Ability(AbilityEvent),
    Alley(AlleyEvent),
    TakeBack(TakeBackEvent),
    Powers(PowersEvent),
    Academy(AcademyEvent),
    Heir(HeirEvent),
    Duel(DuelEvent),
}

impl Game {
    /// Whether a Location is on the table: the Dark Alley and the Academy
    /// only with their expansions.
    pub(crate) fn in_play(&self, location: Location) -> bool {
        match location {
            Location::DarkAlley => self.alley.is_some(),
            Location::Academy => self.academy.is_some(),
            _ => true,
        }
    }

    /// The enabled expansions' changes to the base rules, composed from the
    /// game's options, in the order they apply: the Dark Alley's Prophecies
    /// (the situation), Magician Powers and the Academy's Secrets (lasting
    /// abilities), then the Dark Alley's cards (what a Character carries
    /// for one Action), Duel of Magicians and the Heir.
    pub(crate) fn modifiers(&self) -> modifier::Enabled {
        let o = &self.config.options;
        modifier::Enabled::of([
            o.dark_alley,
            o.powers,
            o.academy,
            o.dark_alley,
            o.duel,
            o.heir,
        ])
    }
}
