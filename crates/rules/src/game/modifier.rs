//! The one interface through which the expansions change the base game.
//!
//! The base rules ask it for the numbers an expansion may change (the Action
//! Points an Action costs, prices, yields, marker counts), whether an
//! expansion allows what the base rules forbid, and which events an
//! expansion adds after an Action or at a moment of the turn. Each
//! expansion implements [`Modifier`] in its own module; `Game` composes the
//! enabled ones from the game's options (`Game::modifiers`), so the base
//! modules never name an expansion.

use crate::cards::{Component, MagicianId, TrickId, Yield};
use crate::error::RuleError;
use crate::game::base::performance::Payout;
use crate::game::base::scoring::FinalScore;
use crate::game::{Event, Game};
use crate::model::{CharacterId, ComponentSet, DieId, Seat, Slot, Symbol, Weekday};

/// A base Action whose cost an expansion may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    LearnTrick,
    Hire,
    TakeCoins,
    SetDie,
    QuickOrder,
    Prepare,
    /// The Dark Alley: a further Special Assignment card drawn.
    DrawSpecial,
}

/// A base Action just done, with what an expansion's additions depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Done {
    /// Learn Trick: the Trick learned.
    LearnedTrick(TrickId),
    /// Hire Character: the Character hired.
    Hired(CharacterId),
    /// Take Coins: the Bank die used and its face.
    TookCoins { die: DieId, face: u32 },
    /// Quick Order.
    QuickOrdered,
    /// Set Up Trick (or a guest marker): the Trick set up.
    SetUp(TrickId),
    /// The player gained Shards.
    GainedShard,
    /// Advertise.
    Advertised,
    /// A Character placed on a slot.
    Placed { character: CharacterId, slot: Slot },
    /// A Trick given back to the supply.
    ReturnedTrick(TrickId),
}

/// A moment of the turn at which an expansion may add events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Moment {
    /// Set-up: every player board is set up; the starting order is due (an
    /// expansion may open a set-up stage of its own first).
    BoardsSetUp,
    /// A turn started and its dice were rolled.
    TurnStarted(u8),
    /// Everyone has Advertised or not: the Assignment phase is due (an
    /// expansion may open a phase of its own first).
    AssignmentStarts,
    /// The Assignment cards were revealed.
    CardsRevealed,
    /// The seat's placement turn is over (an expansion may give it another).
    PlacementDone(Seat),
    /// Every Character is placed or Idle: the Performances are due.
    PlacementsOver,
    /// End Turn: Wages are paid and the Characters returned.
    CharactersReturned,
    /// End Turn: the Orders arrived.
    OrdersArrived,
    /// A Performer is about to choose the card to Perform.
    PerformerChooses { day: Weekday, performer: Seat },
    /// A Performance was performed.
    Performed { performer: Seat, day: Weekday },
    /// A Performance has paid out and its Performer's choices are done; its
    /// markers (on the card at `pos` of the Theater) are still there.
    PerformanceEnds { performer: Seat, pos: usize },
    /// Every Performance is over: End Turn is due (an expansion may hold a
    /// phase of its own first).
    PerformancesOver,
    /// End Turn: the Posters are removed; the turn is about to end.
    PostersRemoved,
}

/// A number the base rules compute that an expansion may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Number {
    /// The Action Points an Action costs the acting Character (never below
    /// 1 through Powers and Secrets; cards may lower it further).
    ActionPoints(Action),
    /// The Coins Learn Trick costs for the missing Fame.
    LearnPrice,
    /// The Coins a Bank die pays with Take Coins.
    BankCoins,
    /// The Coins a Buy of these Components costs (never below 1 through
    /// discounts).
    BuyPrice(ComponentSet),
    /// The Trick Markers of each Trick a player has (in the Workshop and
    /// the Theater together).
    MarkerSupply,
    /// The Trick Markers a Prepare of `trick` places.
    PreparedMarkers { trick: TrickId, symbol: Symbol },
    /// The markers a Prepare places when a card fixes their number: only
    /// what the Trick itself gains (a Practice Room's extra marker) adds.
    UpgradedMarkers { trick: TrickId, symbol: Symbol },
    /// A Character's base Action Points when placed.
    BaseAp(CharacterId),
    /// The Action Points Enhance Character adds.
    EnhanceAp,
    /// Action Points a Character placed on `slot` gains besides its base,
    /// the slot's modifier and Enhance.
    PlacementAp {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    },
    /// The Coins a slot costs to stand on.
    SlotPrice(Slot),
    /// The Fame or Coins of one Link Bonus.
    LinkBonus,
    /// The Wages a player owes at End Turn.
    Wages,
    /// A player's starting Coins (given its printed amount).
    StartingCoins,
    /// A weekday's Fame and Coin modifier per Trick.
    WeekdayModifier(Weekday),
    /// The modifier a marker owner on `own_day` gets in a Performance on
    /// `performer_day`.
    DayModifier {
        performer_day: Weekday,
        own_day: Weekday,
    },
}

/// A Trick Marker performed: whose, in whose Performance, on which day,
/// and where: the card at `pos` of the Theater, on `slot` (`None`: off the
/// slots, a guest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Performed {
    pub owner: Seat,
    pub performer: Seat,
    pub day: Weekday,
    pub trick: TrickId,
    pub pos: usize,
    pub slot: Option<u8>,
}

/// Something the base rules forbid that an expansion may allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Allowance {
    /// Learn Trick with a die that shows neither the Trick's category nor
    /// '?' and is not X, outside the Favorite category.
    LearnAnyCategory,
    /// Prepare a Trick without all of its Components.
    PrepareShort { trick: TrickId, symbol: Symbol },
    /// A Trick's marker facing any way on a Performance card.
    AnyFacing(Symbol),
    /// Enhance Character in the Theater.
    EnhanceInTheater,
    /// A Character placed at any Location, not only its card's.
    AnyLocation(CharacterId),
    /// A Magician the printed base game does not have.
    Magician(MagicianId),
}

/// A use of a player's Trick that an expansion may refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Use {
    Prepare(Symbol),
    SetUp(Symbol),
    /// A Character onto a slot.
    Slot {
        character: CharacterId,
        slot: Slot,
    },
}

/// An expansion's changes to the base rules; every method leaves the base
/// rule as it is by default.
pub(crate) trait Modifier: Sync {
    /// `value` as this expansion changes it for `seat`.
    fn number(&self, _game: &Game, _seat: Seat, _number: Number, value: i64) -> i64 {
        value
    }

    /// The unit price of a Component in stock (`None`: not in stock), as
    /// this expansion changes it.
    fn stock_price(&self, _game: &Game, _component: Component, price: Option<u32>) -> Option<u32> {
        price
    }

    /// Who receives the Coins `seat` pays at the Market Row, if not the
    /// supply.
    fn market_payee(&self, _game: &Game, _seat: Seat) -> Option<Seat> {
        None
    }

    /// Why this expansion refuses `seat`'s `use` of a Trick, if it does.
    fn refuses(&self, _game: &Game, _seat: Seat, _use: Use) -> Result<(), RuleError> {
        Ok(())
    }

    /// Whether this expansion lets `seat` do `what`.
    fn allows(&self, _game: &Game, _seat: Seat, _what: Allowance) -> bool {
        false
    }

    /// The events this expansion adds after `seat` did `done`.
    fn after(&self, _game: &Game, _seat: Seat, _done: Done, _out: &mut Vec<Event>) {}

    /// The events this expansion adds at `moment`.
    fn at(&self, _game: &Game, _moment: Moment, _out: &mut Vec<Event>) {}

    /// Whether this expansion keeps the Assignment cards face down until
    /// their Characters are placed.
    fn hides_assignments(&self, _game: &Game) -> bool {
        false
    }

    /// Whether this expansion covers `slot` this turn.
    fn covers(&self, _game: &Game, _slot: Slot) -> bool {
        false
    }

    /// The Wage of a Character this expansion adds.
    fn character_wage(&self, _game: &Game, _seat: Seat, _character: CharacterId) -> Option<u32> {
        None
    }

    /// A Trick's yield for `seat`, as this expansion changes it.
    fn trick_yield(&self, _game: &Game, _seat: Seat, _trick: TrickId, y: Yield) -> Yield {
        y
    }

    /// The yield of a Trick Marker performed, as this expansion changes it.
    fn performed_yield(&self, _game: &Game, _performed: Performed, y: Yield) -> Yield {
        y
    }

    /// What a marker owner receives from a Performance, as this expansion
    /// changes it.
    fn payout(&self, _game: &Game, _payout: &mut Payout) {}

    /// The Performer's bonus (`links_and_card`: the Links' Fame and the
    /// card's own bonus within it), as this expansion changes it.
    fn performer_bonus(
        &self,
        _game: &Game,
        _performer: Seat,
        _day: Weekday,
        _links_and_card: Yield,
        bonus: Yield,
    ) -> Yield {
        bonus
    }

    /// The final scores, when this expansion scores the game its own way.
    fn final_scores(&self, _game: &Game) -> Option<Vec<FinalScore>> {
        None
    }

    /// Whether this expansion fixes the starting Initiative Order (seat
    /// order) instead of drawing it.
    fn fixes_starting_order(&self, _game: &Game) -> bool {
        false
    }

    /// The Character this expansion lets `seat` give an Assignment card
    /// during its placement turn, and place or leave Idle while it waits at
    /// home without one.
    fn late_assignment(&self, _game: &Game, _seat: Seat) -> Option<CharacterId> {
        None
    }

    /// The base Action Points of a Character this expansion adds.
    fn character_ap(&self, _game: &Game, _seat: Seat, _character: CharacterId) -> Option<i32> {
        None
    }

    /// Whether its events come before the other expansions' after an Action:
    /// the card a Character carries acts with the Action itself, the
    /// lasting abilities' yields follow.
    fn acts_with_the_action(&self) -> bool {
        false
    }
}

/// The enabled expansions' modifiers, in order: a bit per entry of
/// [`MODIFIERS`](super::MODIFIERS).
/// The rules ask them on every Action and every candidate of
/// `legal_commands`, so walking them costs a few instructions (none in a
/// base game).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Enabled(u8);

impl Enabled {
    /// The modifiers whose entry of `on` is set.
    #[inline]
    pub(crate) fn of(on: [bool; super::MODIFIERS.len()]) -> Enabled {
        let [a, b, c, d, e, f] = on.map(u8::from);
        Enabled(a | b << 1 | c << 2 | d << 3 | e << 4 | f << 5)
    }
}

impl Iterator for Enabled {
    type Item = &'static dyn Modifier;

    #[inline]
    fn next(&mut self) -> Option<&'static dyn Modifier> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        super::MODIFIERS.get(i).copied()
    }
}

impl Game {
    /// `value` as the enabled expansions change it, in their order.
    pub(crate) fn modified(&self, seat: Seat, number: Number, value: i64) -> i64 {
        self.modifiers()
            .fold(value, |v, m| m.number(self, seat, number, v))
    }

    /// Refused when an enabled expansion refuses `seat`'s `use` of a Trick.
    pub(crate) fn check_use(&self, seat: Seat, r#use: Use) -> Result<(), RuleError> {
        self.modifiers()
            .try_for_each(|m| m.refuses(self, seat, r#use))
    }

    /// Whether an enabled expansion lets `seat` do `what`.
    pub(crate) fn allowed(&self, seat: Seat, what: Allowance) -> bool {
        self.modifiers().any(|m| m.allows(self, seat, what))
    }

    /// The Character an expansion lets `seat` assign late (the first to say
    /// wins).
    pub(crate) fn late_assignment(&self, seat: Seat) -> Option<CharacterId> {
        self.modifiers().find_map(|m| m.late_assignment(self, seat))
    }

    /// The base Action Points of a Character an expansion adds (the last
    /// expansion to say wins: the Heir's Protégé is its own).
    pub(crate) fn character_ap(&self, seat: Seat, character: CharacterId) -> Option<i32> {
        self.modifiers()
            .fold(None, |ap, m| m.character_ap(self, seat, character).or(ap))
    }

    /// The Wage of a Character an expansion adds (the last to say wins).
    pub(crate) fn character_wage(&self, seat: Seat, character: CharacterId) -> Option<u32> {
        self.modifiers()
            .fold(None, |w, m| m.character_wage(self, seat, character).or(w))
    }

    /// The events the enabled expansions add at `moment`, in their order.
    pub(crate) fn push_at(&self, moment: Moment, out: &mut Vec<Event>) {
        for m in self.modifiers() {
            m.at(self, moment, out);
        }
    }

    /// An Action's Action Points for `seat`'s acting Character.
    pub(crate) fn action_ap(&self, seat: Seat, action: Action, base: u8) -> u8 {
        self.modified(seat, Number::ActionPoints(action), i64::from(base)) as u8
    }

    /// The events the enabled expansions add after `seat` did `done`.
    pub(crate) fn push_after(&self, seat: Seat, done: Done, out: &mut Vec<Event>) {
        let first = self.modifiers().filter(|m| m.acts_with_the_action());
        let then = self.modifiers().filter(|m| !m.acts_with_the_action());
        for m in first.chain(then) {
            m.after(self, seat, done, out);
        }
    }
}
