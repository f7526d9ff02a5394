//! Where the expansions add to the base game's candidates for
//! `legal_commands`. Each part of the base game lists its own commands
//! (`turn`, `downtown`, ... each have a `candidates` module); at the points
//! named by [`At`] it asks the enabled expansions, through one
//! [`ExpansionCandidates`], for the options they add to a base command and
//! for their own commands that come in at that point. The base game never
//! names an expansion: the game composes the enabled ones (a tuple of
//! optional parts, asked in order), and the list keeps one order whatever
//! expansions play.

use crate::cards::{Dir, PerformanceId, TrickId};
use crate::command::Command;
use crate::model::{CharacterId, Component, ComponentSet, Seat, Slot, Symbol};

/// A point of a base candidate list where an expansion may add candidates.
#[derive(Clone, Copy, Debug)]
pub(crate) enum At {
    /// Assignment: after the Assignment cards `character` may take.
    Assign(CharacterId),
    /// Assignment: before Confirm.
    Assignment,
    /// Place Characters: before the placements of the Characters waiting.
    Placement,
    /// After placing `character` on `slot` plainly.
    Place {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    },
    /// Downtown: after Learn, before the dice's Actions.
    Downtown,
    /// After buying `items` (all of `component`) for Coins.
    Buy {
        component: Component,
        items: ComponentSet,
        bargain: u8,
    },
    /// After ordering `component` onto `slot`.
    Order { component: Component, slot: u8 },
    /// Market Row: after every type's Buys and Orders, with `ap` Action
    /// Points left.
    MarketRow { ap: u8 },
    /// Workshop: before the Tricks' Actions.
    Workshop,
    /// After setting up `trick` (with `markers` prepared) on a spot.
    SetUp {
        trick: TrickId,
        markers: u8,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },
    /// Theater: after the Set Ups, before the Reschedules.
    Theater,
    /// Theater: before the Reschedules of the seat's own marker on `card`'s
    /// `slot`.
    OwnMarker { card: PerformanceId, slot: u8 },
    /// Performance: after the plain Performances and the Decline.
    Performance,
}

/// What an expansion adds to the base candidates of the seat it was made
/// for. Like every candidate, they are kept only if `decide` accepts them.
pub(crate) trait ExpansionCandidates {
    /// Pushes the candidates the expansion adds at `at`. `legal_commands`
    /// is the engine's hot path: implementations are `#[inline(always)]`
    /// matches on `at`, so that each call site keeps only its own arm.
    fn add(&self, _at: At, _cands: &mut Vec<Command>) {}

    /// The Market Row lists Buys of `component` though it is not in stock.
    fn buys_unstocked(&self, _component: Component) -> bool {
        false
    }

    /// Markers of `seat`'s Trick `symbol` may face any way on a
    /// Performance card.
    fn free_orientation(&self, _seat: Seat, _symbol: Symbol) -> bool {
        false
    }

    /// Reschedule may move any player's markers, not only the seat's.
    fn reschedules_any(&self) -> bool {
        false
    }

    /// The acting Character orders apart from the Order slots (any type,
    /// whatever the slots hold).
    fn orders_apart(&self) -> bool {
        false
    }

    /// The acting Character's Buys cost what the Market Row's prices do not
    /// say, so pruning may not judge them by price.
    fn buy_prices_differ(&self) -> bool {
        false
    }
}

/// An expansion that does not play adds nothing.
impl<T: ExpansionCandidates> ExpansionCandidates for Option<T> {
    #[inline(always)]
    fn add(&self, at: At, cands: &mut Vec<Command>) {
        if let Some(part) = self {
            part.add(at, cands);
        }
    }

    #[inline]
    fn buys_unstocked(&self, component: Component) -> bool {
        self.as_ref().is_some_and(|p| p.buys_unstocked(component))
    }

    #[inline]
    fn free_orientation(&self, seat: Seat, symbol: Symbol) -> bool {
        self.as_ref()
            .is_some_and(|p| p.free_orientation(seat, symbol))
    }

    #[inline]
    fn reschedules_any(&self) -> bool {
        self.as_ref().is_some_and(|p| p.reschedules_any())
    }

    #[inline]
    fn orders_apart(&self) -> bool {
        self.as_ref().is_some_and(|p| p.orders_apart())
    }

    #[inline]
    fn buy_prices_differ(&self) -> bool {
        self.as_ref().is_some_and(|p| p.buy_prices_differ())
    }
}

/// The enabled expansions, asked in order.
impl<A, B, C> ExpansionCandidates for (A, B, C)
where
    A: ExpansionCandidates,
    B: ExpansionCandidates,
    C: ExpansionCandidates,
{
    #[inline(always)]
    fn add(&self, at: At, cands: &mut Vec<Command>) {
        self.0.add(at, cands);
        self.1.add(at, cands);
        self.2.add(at, cands);
    }

    #[inline]
    fn buys_unstocked(&self, component: Component) -> bool {
        self.0.buys_unstocked(component)
            || self.1.buys_unstocked(component)
            || self.2.buys_unstocked(component)
    }

    #[inline]
    fn free_orientation(&self, seat: Seat, symbol: Symbol) -> bool {
        self.0.free_orientation(seat, symbol)
            || self.1.free_orientation(seat, symbol)
            || self.2.free_orientation(seat, symbol)
    }

    #[inline]
    fn reschedules_any(&self) -> bool {
        self.0.reschedules_any() || self.1.reschedules_any() || self.2.reschedules_any()
    }

    #[inline]
    fn orders_apart(&self) -> bool {
        self.0.orders_apart() || self.1.orders_apart() || self.2.orders_apart()
    }

    #[inline]
    fn buy_prices_differ(&self) -> bool {
        self.0.buy_prices_differ() || self.1.buy_prices_differ() || self.2.buy_prices_differ()
    }
}
