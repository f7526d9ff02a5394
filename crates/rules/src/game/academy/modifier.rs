//! What the Academy changes in the base game's Actions: the Secrets the
//! acting Character carries make Actions cheaper and add yields.

use crate::cards::{TrickId, Yield};
use crate::content::academy::{SecretAction, SecretEffect};
use crate::error::RuleError;
use crate::game::academy::secrets;
use crate::game::academy::{AcademyEvent, Upgrade};
use crate::game::modifier::{Action, Allowance, Done, Modifier, Moment, Number, Use};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Seat, Symbol};

/// Dahlgaard's Academy as a [`Modifier`] of the base rules.
pub(crate) struct Academy;

/// The Secret kinds that make `action` cheaper.
fn secret_action(action: Action) -> Option<SecretAction> {
    Some(match action {
        Action::LearnTrick => SecretAction::LearnTrick,
        Action::Hire => SecretAction::Hire,
        Action::TakeCoins => SecretAction::TakeCoins,
        Action::SetDie => SecretAction::SetDie,
        Action::QuickOrder => SecretAction::QuickOrder,
        Action::Prepare => SecretAction::Prepare,
        Action::DrawSpecial => SecretAction::DrawSpecial,
    })
}

/// 004 "Practice", Extra Marker: a Trick on that Practice Room upgrade
/// gets one more marker when Prepared.
fn extra_marker(game: &Game, seat: Seat, symbol: Symbol) -> i64 {
    i64::from(game.upgrade(seat, symbol) == Some(Upgrade::ExtraMarker))
}

impl Modifier for Academy {
    /// 004 "Teach": a Trick in a Classroom is neither Prepared nor Set Up.
    fn refuses(&self, game: &Game, seat: Seat, r#use: Use) -> Result<(), RuleError> {
        match r#use {
            Use::Prepare(symbol) if game.taught(seat, symbol) => Err(RuleError::CannotPrepare(
                "why-trick-taught-classroom-not-prepared",
            )),
            Use::SetUp(symbol) if game.taught(seat, symbol) => Err(RuleError::BadMarkerPlacement(
                "why-trick-taught-classroom-not-set-up",
            )),
            _ => Ok(()),
        }
    }

    /// 004 "End of turn": Ruins removed by player count, new Secrets; the
    /// Secrets backstage at a Performance; the Classroom phase.
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        match (moment, &game.academy) {
            (Moment::PostersRemoved, Some(board)) => {
                out.push(Event::Academy(AcademyEvent::AcademyTurnEnded {
                    ruins: board.ruins_to_remove(game.players.len() as u8, game.turn),
                }))
            }
            // 004 "New character: Protegé": Secrets backstage that day.
            (Moment::Performed { performer, day }, _) => {
                game.push_backstage_secrets(performer, day, out)
            }
            // Anjali's Coin, then the Classroom phase.
            (Moment::PerformancesOver, _) => game.push_after_performances(out),
            _ => {}
        }
    }

    /// 004 "New character: Protegé": the wage its Secrets show now.
    fn character_wage(&self, game: &Game, seat: Seat, character: CharacterId) -> Option<u32> {
        match (character, &game.player(seat).academy) {
            (CharacterId::Protege, Some(a)) => Some(a.protege_wage(game.academy_content())),
            _ => None,
        }
    }

    /// 004 "Practice", Yield Increase: +1 Fame and Coin.
    fn trick_yield(&self, game: &Game, seat: Seat, trick: TrickId, y: Yield) -> Yield {
        let practised = game
            .player(seat)
            .trick(trick)
            .and_then(|t| game.upgrade(seat, t.symbol));
        if practised == Some(Upgrade::YieldIncrease) {
            super::practiced_yield(y)
        } else {
            y
        }
    }

    /// 004 "New character: Protegé": its Action Points come from its
    /// Secrets.
    fn character_ap(&self, game: &Game, seat: Seat, character: CharacterId) -> Option<i32> {
        match (character, &game.player(seat).academy) {
            (CharacterId::Protege, Some(a)) => {
                Some(i32::from(a.protege_ap(game.academy_content())))
            }
            _ => None,
        }
    }

    /// 004 "Practice", Ignore Components: up to 3 Coins' worth missing.
    fn allows(&self, game: &Game, seat: Seat, what: Allowance) -> bool {
        match what {
            Allowance::PrepareShort { trick, symbol } => {
                let p = game.player(seat);
                game.upgrade(seat, symbol) == Some(Upgrade::IgnoreComponents)
                    && super::requirements_met_ignoring(trick.card().components, |c| p.effective(c))
            }
            // 004 "Practice", Free Orientation: any way at all.
            Allowance::AnyFacing(symbol) => game.free_orientation(seat, symbol),
            // 004 "New magicians": the Academy's four.
            Allowance::Magician(m) => m.is_academy(),
            _ => false,
        }
    }

    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            Number::ActionPoints(action) => match secret_action(action) {
                Some(a) => i64::from(game.secret_cost(seat, a, value as u8)),
                None => value,
            },
            Number::LearnPrice => {
                (value - i64::from(game.acting_secret_coins(seat, secrets::learn_discount))).max(0)
            }
            Number::BuyPrice(_) => {
                let off = game.acting_secret_coins(seat, secrets::buy_discount);
                if off == 0 {
                    value
                } else {
                    i64::from(secrets::discounted(value as u32, off))
                }
            }
            // 004 "General rule changes" 2: up to 5 Trick Markers per Trick.
            Number::MarkerSupply => i64::from(super::TRICK_MARKERS),
            // 004 "New character: Protegé": a Secret's one more marker;
            // "Practice", Extra Marker: one more (with the Engineer's too).
            Number::PreparedMarkers { symbol, .. } => {
                let secret = game.acting_secret_coins(seat, |content, held| {
                    u32::from(secrets::prepare_markers(content, held))
                });
                value + i64::from(secret) + extra_marker(game, seat, symbol)
            }
            Number::UpgradedMarkers { symbol, .. } => value + extra_marker(game, seat, symbol),
            // 004 "New character: Protegé" (and an Apprentice Anjali lent a
            // Secret): Action Points a Secret adds at a Location.
            Number::PlacementAp {
                character, slot, ..
            } => {
                let held = game.secrets_of(seat, character);
                let extra = secrets::extra_ap(game.academy_content(), &held, slot.location());
                value + i64::from(extra)
            }
            // 004 "New magicians", Lumenia the Radiant: one larger.
            Number::LinkBonus => value + i64::from(game.lumenia_extra(seat)),
            // 004 "Setup" 10: 2 more Coins with the Academy.
            Number::StartingCoins => value + 2,
            _ => value,
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        let gain = |fame, coins| Yield {
            fame,
            coins,
            shards: 0,
        };
        match done {
            Done::Hired(_) => game.push_acting_secret_yields(seat, out, |e| match e {
                SecretEffect::HireFame { fame } => Some(gain(fame, 0)),
                _ => None,
            }),
            Done::TookCoins { .. } => game.push_acting_secret_yields(seat, out, |e| match e {
                SecretEffect::TakeCoinsBonus { coins } => Some(gain(0, coins)),
                _ => None,
            }),
            // 004 "New character: Protegé": a Secret's Fame per Trick Set Up.
            Done::SetUp(_) => game.push_acting_secret_yields(seat, out, |e| match e {
                SecretEffect::SetUpFame { fame } => Some(gain(fame, 0)),
                _ => None,
            }),
            // 004 "Teach": the Trick's Academy marker comes back with it.
            Done::ReturnedTrick(trick) => game.push_academy_marker_returned(seat, trick, out),
            Done::LearnedTrick(_)
            | Done::QuickOrdered
            | Done::GainedShard
            | Done::Advertised
            | Done::Placed { .. } => {}
        }
    }
}

impl Game {
    /// 004 "Teach": a Trick given back while its Academy marker is on the
    /// board takes the marker with it.
    fn push_academy_marker_returned(&self, seat: Seat, trick: TrickId, out: &mut Vec<Event>) {
        let Some(board) = &self.academy else { return };
        let Some(owned) = self.player(seat).trick(trick) else {
            return;
        };
        if board.spot_of(seat, owned.symbol).is_some() {
            out.push(Event::Academy(AcademyEvent::AcademyMarkerReturned {
                seat,
                trick,
                symbol: owned.symbol,
            }));
        }
    }
}
