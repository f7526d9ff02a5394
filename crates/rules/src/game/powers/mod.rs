//! Magician Powers (003 "Magician Powers"; 001 is the same): the three Power
//! decks by Fame Threshold (1/16/36), four of each dealt to every player and
//! four discarded, learning up to one Power at the start of the Assignment
//! phase onto a valid, open Power slot (the Fame Threshold met or the
//! difference paid in Coins), Shards stored bottom-up on the Power slots and
//! spent top-down (a Power goes back to the hand when its slot loses a
//! Shard), and no Fame for Shards at the end.
//!
//! The Power cards and the Shard layout of the slots are provisional content
//! (`content/powers.json`). Each Power's effect is a typed [`PowerEffect`];
//! the Actions it changes ask for it where they are decided, and this module
//! holds the Powers' own moments (Ears among the Townsfolk, Gambling, Private
//! Investments).

pub(crate) mod candidates;
mod events;
mod hand;
mod modifier;

pub use events::PowersEvent;
pub use hand::PlayerPowers;
pub(crate) use modifier::Powers;

use crate::cards::Component;
use crate::command::{Command, Rearrangement};
use crate::content::{powers, Measure, PowerAction, PowerColor, PowerEffect, PowerId};
use crate::error::RuleError;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::player::CharState;
use crate::game::base::turn::{AssignmentEvent, PlacementEvent};
use crate::game::dark_alley::abilities::AbilityEvent;
use crate::game::dark_alley::specials::SpecialEvent;
use crate::game::Event;
use crate::game::{Game, Phase, Player};
use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Slot};

/// Events that spend one of a player's Shards.
fn spends_shard(e: &Event) -> bool {
    matches!(
        e,
        Event::Placement(PlacementEvent::CharacterPlaced { enhanced: true, .. })
            | Event::Ledger(LedgerEvent::ShardPaid { .. })
            | Event::Special(SpecialEvent::TrickEnhanced { .. })
            | Event::Ability(AbilityEvent::Possessed { .. })
    )
}

/// Deals each player `deal` Powers of each color at set-up (003 "Player
/// Setup"), from the three shuffled decks, and gives them 3 Shards instead of 1.
pub(crate) fn deal_powers(draw: &mut crate::rng::Draw, players: &mut [Player]) {
    let content = powers();
    let mut hands: Vec<Vec<PowerId>> = vec![Vec::new(); players.len()];
    for color in PowerColor::ALL {
        let mut deck: Vec<PowerId> = PowerId::all().filter(|p| p.card().color == color).collect();
        draw.shuffle(&mut deck);
        for hand in hands.iter_mut() {
            for _ in 0..content.deal {
                hand.push(deck.pop().expect("30 Powers of each color"));
            }
        }
    }
    for (p, hand) in players.iter_mut().zip(hands) {
        p.shards = content.starting_shards;
        p.powers = Some(PlayerPowers {
            hand,
            slots: vec![None; content.slots.len()],
            discarded: Vec::new(),
            stored: 0,
            rearranged: false,
        });
    }
}

impl Command {
    /// The Downtown Actions (Private Investments counts them).
    fn is_downtown_action(&self) -> bool {
        use Command::*;
        matches!(
            self,
            LearnTrick { .. } | Hire { .. } | TakeCoins { .. } | RerollDie { .. } | SetDie { .. }
        )
    }
}

impl Game {
    pub(crate) fn powers_on(&self) -> Result<(), RuleError> {
        if self.config.options.powers {
            Ok(())
        } else {
            Err(RuleError::WrongTime("why-needs-magician-powers-variant"))
        }
    }

    fn power_board(&self, seat: Seat) -> Result<&PlayerPowers, RuleError> {
        self.powers_on()?;
        Ok(self.player(seat).powers.as_ref().expect("Powers dealt"))
    }

    /// Whether `seat`'s Power slot `slot` is open: a Shard on each of its
    /// symbols and on every slot below (Shards go on bottom-up).
    pub(crate) fn slot_open(&self, seat: Seat, slot: usize) -> bool {
        self.player(seat).shards >= powers().opens_at(slot)
    }

    /// The Powers on `seat`'s slots and their effects.
    pub(crate) fn power_effects(
        &self,
        seat: Seat,
    ) -> impl Iterator<Item = (PowerId, PowerEffect)> + '_ {
        self.player(seat).power_effects()
    }

    /// The Powers that stay on `seat`'s slots once `spent` more Shards are
    /// spent (from the top down).
    fn power_effects_after(
        &self,
        seat: Seat,
        spent: u32,
    ) -> impl Iterator<Item = (PowerId, PowerEffect)> + '_ {
        let p = self.player(seat);
        let shards = p.shards.saturating_sub(spent);
        p.powers.iter().flat_map(move |b| {
            b.slots.iter().enumerate().filter_map(move |(k, s)| {
                s.filter(|_| shards >= powers().opens_at(k))
                    .map(|id| (id, id.effect()))
            })
        })
    }

    /// Extra Action Points the placed Character's Powers give (ExtraAp),
    /// counting only Powers that keep their slot after an Enhance's Shard.
    pub(crate) fn power_extra_ap(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    ) -> i32 {
        if !self.config.options.powers || slot.location() == Location::Theater {
            return 0;
        }
        self.power_effects_after(seat, u32::from(enhance))
            .map(|(_, e)| match e {
                PowerEffect::ExtraAp { at, who, ap } => {
                    use crate::content::Who;
                    let here = at.is_none_or(|l| l == slot.location());
                    let fits = match who {
                        Who::Any => true,
                        Who::Magician => character == CharacterId::Magician,
                        Who::Specialist => character.specialist().is_some(),
                        Who::Apprentice => character.is_apprentice(),
                    };
                    if here && fits {
                        i32::from(ap)
                    } else {
                        0
                    }
                }
                _ => 0,
            })
            .sum()
    }

    /// An Action's Action Point cost with the seat's CheaperAction Powers
    /// (never below 1).
    pub(crate) fn power_cost(&self, seat: Seat, action: PowerAction, base: u8) -> u8 {
        if !self.config.options.powers {
            return base;
        }
        let less: u8 = self
            .power_effects(seat)
            .map(|(_, e)| match e {
                PowerEffect::CheaperAction { action: a, ap } if a == action => ap,
                _ => 0,
            })
            .sum();
        if less == 0 {
            base
        } else {
            base.saturating_sub(less).max(1)
        }
    }

    /// A PowerYield event for each of `seat`'s Powers that `gain` picks a
    /// gain (fame, coins, shards) from, and the Prophecies' Shard extras.
    pub(crate) fn push_power_yields(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
        gain: impl Fn(PowerEffect) -> Option<(u32, u32, u32)>,
    ) {
        if !self.config.options.powers {
            return;
        }
        for (power, e) in self.power_effects(seat) {
            let Some((fame, coins, shards)) = gain(e) else {
                continue;
            };
            if fame + coins + shards == 0 {
                continue;
            }
            out.push(Event::Powers(PowersEvent::PowerYield {
                seat,
                power,
                fame,
                coins,
                shards,
            }));
            if shards > 0 {
                self.push_after(seat, crate::game::modifier::Done::GainedShard, out);
            }
        }
    }

    // ------------------------------------------------------------- Set-up

    /// Set-up: discard one of the dealt Powers (003 "Player Setup": "discard
    /// any 4, so they have 8 to use throughout the game"). The discards lie
    /// face down.
    pub(crate) fn decide_discard_power(
        &self,
        seat: Seat,
        power: PowerId,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.power_board(seat)?;
        if !matches!(self.phase, Phase::DiscardPowers { .. }) {
            return Err(RuleError::WrongTime("why-powers-discarded-during-set-up"));
        }
        if !board.hand.contains(&power) {
            return Err(RuleError::PowerUnavailable("why-not-your-hand"));
        }
        out.push(Event::Powers(PowersEvent::PowerDiscarded {
            seat,
            power: Some(power),
            last: board.discarded.len() + 1 >= powers().discard as usize,
        }));
        Ok(())
    }

    // ----------------------------------------------------------- Learning

    /// Start of Assignment: learn a Power onto a Power slot (003 "Assignment
    /// Phase"): a slot printed on the card as valid, open (a Shard on each of
    /// its symbols), with the Fame Threshold met or the difference paid in
    /// Coins. A Power already there goes back to the hand first.
    pub(crate) fn decide_learn_power(
        &self,
        seat: Seat,
        power: PowerId,
        slot: u8,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let board = self.power_board(seat)?;
        if !matches!(self.phase, Phase::LearnPowers { .. }) {
            return Err(RuleError::WrongTime(
                "why-powers-learned-start-assignment-phase",
            ));
        }
        if !board.hand.contains(&power) {
            return Err(RuleError::PowerUnavailable("why-not-your-hand"));
        }
        let k = slot as usize;
        if k >= board.slots.len() {
            return Err(RuleError::PowerUnavailable("why-there-no-such-power-slot"));
        }
        let card = power.card();
        if !card.slots.contains(&slot) {
            return Err(RuleError::PowerUnavailable(
                "why-power-slot-not-printed-card-valid",
            ));
        }
        if !self.slot_open(seat, k) {
            return Err(RuleError::PowerSlotClosed {
                needed: powers().opens_at(k),
                have: self.player(seat).shards,
            });
        }
        let p = self.player(seat);
        let coins = card.threshold.saturating_sub(p.fame);
        if coins > p.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: p.coins,
            });
        }
        if let Some(old) = board.slots[k] {
            out.push(Event::Powers(PowersEvent::PowerReturned {
                seat,
                power: old,
                slot,
                coins_lost: self.stored_on(seat, old),
            }));
        }
        out.push(Event::Powers(PowersEvent::PowerLearned {
            seat,
            power,
            slot,
            coins,
        }));
        Ok(())
    }

    /// Coins lying on `power` (Private Investments) for `seat`.
    fn stored_on(&self, seat: Seat, power: PowerId) -> u32 {
        match power.effect() {
            PowerEffect::PrivateInvestments { .. } => {
                self.player(seat).powers.as_ref().map_or(0, |b| b.stored)
            }
            _ => 0,
        }
    }

    pub(crate) fn decide_pass_power(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.power_board(seat)?;
        if !matches!(self.phase, Phase::LearnPowers { .. }) {
            return Err(RuleError::WrongTime(
                "why-powers-learned-start-assignment-phase",
            ));
        }
        out.push(Event::Powers(PowersEvent::PowerPassed { seat }));
        Ok(())
    }

    /// The Learn step moves along in Initiative Order; then the Assignment
    /// phase proper starts. A seat passes by itself only when everyone can
    /// see it cannot learn (no Power in hand, or no open slot): whether its
    /// hand holds a Power it could learn stays its secret.
    pub(crate) fn auto_learn_powers(&self, pos: u8, out: &mut Vec<Event>) {
        if pos as usize >= self.initiative.len() {
            out.push(Event::Assignment(AssignmentEvent::AssignmentStarted));
            return;
        }
        let seat = self.initiative[pos as usize];
        let Some(board) = &self.player(seat).powers else {
            return;
        };
        if board.hand.is_empty() || !self.slot_open(seat, 0) {
            out.push(Event::Powers(PowersEvent::PowerPassed { seat }));
        }
    }

    // ------------------------------------------------------ Shard storage

    /// 003 "Trickerion Shards": Shards are spent from the top down; when a
    /// Power slot loses a Shard, its Power goes back to the hand at once.
    /// Run on every command's events: after each Shard spent, the Powers of
    /// slots no longer full return (with any Coins lying on them).
    pub(crate) fn push_power_returns(&self, out: &mut Vec<Event>) {
        if !self.config.options.powers || !out.iter().any(spends_shard) {
            return;
        }
        let mut g = self.clone();
        let mut result = Vec::with_capacity(out.len() + 2);
        for e in out.drain(..) {
            g.apply_event(&e);
            let spend = spends_shard(&e);
            result.push(e);
            if !spend {
                continue;
            }
            for seat in self.seats() {
                let Some(board) = &g.player(seat).powers else {
                    continue;
                };
                let returns: Vec<Event> = board
                    .slots
                    .iter()
                    .enumerate()
                    .filter_map(|(k, s)| {
                        let power = (*s)?;
                        (!g.slot_open(seat, k)).then(|| {
                            Event::Powers(PowersEvent::PowerReturned {
                                seat,
                                power,
                                slot: k as u8,
                                coins_lost: g.stored_on(seat, power),
                            })
                        })
                    })
                    .collect();
                for r in returns {
                    g.apply_event(&r);
                    result.push(r);
                }
            }
        }
        *out = result;
    }

    // ----------------------------------------------- Private Investments

    /// Private Investments: a Downtown Action of `seat` puts Coins on each
    /// opponent's Private Investments card.
    pub(crate) fn push_investments(&self, seat: Seat, cmd: &Command, out: &mut Vec<Event>) {
        if !self.config.options.powers || !cmd.is_downtown_action() {
            return;
        }
        for other in self.seats().filter(|&s| s != seat) {
            for (power, e) in self.power_effects(other) {
                if let PowerEffect::PrivateInvestments {
                    coins,
                    coins_two_players,
                } = e
                {
                    out.push(Event::Powers(PowersEvent::PowerCoinsStored {
                        seat: other,
                        power,
                        coins: if self.config.options.players == 2 {
                            coins_two_players
                        } else {
                            coins
                        },
                    }));
                }
            }
        }
    }

    /// Private Investments: your Take Coins also takes the Coins on the card.
    pub(crate) fn push_investments_taken(&self, seat: Seat, out: &mut Vec<Event>) {
        if !self.config.options.powers {
            return;
        }
        for (power, e) in self.power_effects(seat) {
            if matches!(e, PowerEffect::PrivateInvestments { .. }) {
                let coins = self.stored_on(seat, power);
                if coins > 0 {
                    out.push(Event::Powers(PowersEvent::PowerCoinsTaken {
                        seat,
                        power,
                        coins,
                    }));
                }
            }
        }
    }

    // ---------------------------------------------- Ears among the Townsfolk

    /// The seat Ears among the Townsfolk is offered to now: at the start of
    /// Place Characters (before anyone is placed or Idle), after the cards are
    /// revealed, in Initiative Order.
    pub(crate) fn rearrange_due(&self) -> Option<Seat> {
        if !self.config.options.powers {
            return None;
        }
        let Phase::PlaceCharacters {
            acting: None,
            done: false,
            ..
        } = self.phase
        else {
            return None;
        };
        let started = self.players.iter().any(|p| {
            p.characters
                .iter()
                .any(|c| matches!(c, CharState::Placed(_) | CharState::Idle))
        });
        if started {
            return None;
        }
        self.initiative.iter().copied().find(|&s| {
            let p = self.player(s);
            p.powers.as_ref().is_some_and(|b| !b.rearranged)
                && p.power_effects()
                    .any(|(_, e)| matches!(e, PowerEffect::EarsAmongTheTownsfolk { .. }))
        })
    }

    /// Ears among the Townsfolk: swap the cards of two of your Characters,
    /// replace one with a card from your hand, or neither and gain its Coins.
    pub(crate) fn decide_rearrange(
        &self,
        seat: Seat,
        change: Option<Rearrangement>,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.powers_on()?;
        if self.phase != (Phase::Rearrange { seat }) {
            return Err(RuleError::WrongTime(
                "why-ears-among-townsfolk-acts-start-place",
            ));
        }
        let coins = self
            .power_effects(seat)
            .find_map(|(_, e)| match e {
                PowerEffect::EarsAmongTheTownsfolk { coins } => Some(coins),
                _ => None,
            })
            .ok_or(RuleError::PowerUnavailable(
                "why-you-have-no-ears-among-townsfolk",
            ))?;
        let p = self.player(seat);
        let waiting =
            |c: CharacterId| p.state(c) == CharState::Home && p.cards[c.index()].is_some();
        let card_of = |c: CharacterId| (p.cards[c.index()], p.special_cards[c.index()]);
        match change {
            None => {}
            Some(Rearrangement::Swap { a, b }) => {
                if a == b || !waiting(a) || !waiting(b) {
                    return Err(RuleError::CannotRearrange(
                        "why-swap-cards-two-your-characters-waiting",
                    ));
                }
                if card_of(a) == card_of(b) {
                    return Err(RuleError::CannotRearrange("why-those-cards-alike"));
                }
            }
            Some(Rearrangement::Replace {
                character,
                location,
            }) => {
                if !waiting(character) {
                    return Err(RuleError::CannotRearrange(
                        "why-replace-card-character-waiting-placed",
                    ));
                }
                if location == Location::DarkAlley && self.alley.is_none() {
                    return Err(RuleError::no_card(location));
                }
                if p.hand[location.index()] == 0 {
                    return Err(RuleError::no_card(location));
                }
                if card_of(character) == (Some(location), None) {
                    return Err(RuleError::CannotRearrange("why-card-alike"));
                }
            }
            Some(Rearrangement::ReplaceSpecial { character, card }) => {
                if !waiting(character) {
                    return Err(RuleError::CannotRearrange(
                        "why-replace-card-character-waiting-placed",
                    ));
                }
                if !p.specials.contains(&card) {
                    return Err(RuleError::NoCard("why-such-special"));
                }
            }
        }
        out.push(Event::Powers(PowersEvent::CardsRearranged {
            seat,
            change,
            declined: change.is_none(),
            coins: if change.is_none() { coins } else { 0 },
            hidden: self.prophecy(crate::cards::ProphecyKind::HiddenAssignments),
        }));
        Ok(())
    }

    // ------------------------------------------------------------ Gambling

    /// Gambling: once per Downtown placement, before Hire Character, Take
    /// Coins or Learn Trick (the Character can still afford one of them): pay
    /// its price, roll a Bank die, gain its Coins. The die on the board is not
    /// touched ("then reset the die").
    pub(crate) fn decide_gamble(&self, seat: Seat, out: &mut Vec<Event>) -> Result<(), RuleError> {
        self.powers_on()?;
        let (power, price) = self
            .power_effects(seat)
            .find_map(|(id, e)| match e {
                PowerEffect::Gambling { price } => Some((id, price)),
                _ => None,
            })
            .ok_or(RuleError::PowerUnavailable("why-you-have-no-gambling"))?;
        let a = self.acting(seat)?;
        if a.slot.location() != Location::Downtown {
            return Err(RuleError::WrongTime("why-gambling-done-downtown"));
        }
        if a.gambled {
            return Err(RuleError::WrongTime(
                "why-gambling-once-per-downtown-placement",
            ));
        }
        let cheapest = [
            (
                PowerAction::LearnTrick,
                crate::cards::ProphecyKind::CheapLearn,
                crate::game::base::downtown::LEARN_AP,
            ),
            (
                PowerAction::Hire,
                crate::cards::ProphecyKind::CheapHire,
                crate::game::base::downtown::HIRE_AP,
            ),
            (
                PowerAction::TakeCoins,
                crate::cards::ProphecyKind::CheapTakeCoins,
                crate::game::base::downtown::TAKE_COINS_AP,
            ),
        ]
        .into_iter()
        .map(|(action, cheap, base)| {
            self.power_cost(seat, action, if self.prophecy(cheap) { 1 } else { base })
        })
        .min()
        .unwrap_or(1);
        if a.ap < cheapest {
            return Err(RuleError::WrongTime(
                "why-gambling-comes-before-hire-character-take",
            ));
        }
        let have = self.player(seat).coins;
        if have < price {
            return Err(RuleError::NotEnoughCoins {
                needed: price,
                have,
            });
        }
        let face = DieId::Bank1.faces()[self.rng.next_stream().below(6)];
        let won = match face {
            DieFace::Coins(n) => n,
            _ => 0,
        };
        out.push(Event::Powers(PowersEvent::Gambled {
            seat,
            power,
            face,
            paid: price,
            won,
        }));
        Ok(())
    }

    // ------------------------------------------------------------ End Turn

    /// End Turn: the EndTurn Powers' gains (after Wages).
    pub(crate) fn push_power_end_turn(&self, out: &mut Vec<Event>) {
        for seat in self.seats() {
            self.push_power_yields(seat, out, |e| match e {
                PowerEffect::EndTurn {
                    fame,
                    coins,
                    shards,
                } => Some((fame, coins, shards)),
                _ => None,
            });
        }
    }

    /// LearnDiscount Powers: Coins off the missing Fame of a learned Trick.
    pub(crate) fn power_learn_discount(&self, seat: Seat) -> u32 {
        self.power_effects(seat)
            .map(|(_, e)| match e {
                PowerEffect::LearnDiscount { coins } => coins,
                _ => 0,
            })
            .sum()
    }

    /// BuyDiscount Powers: a Buy with Components of the Power's tier costs
    /// less, never below 1 Coin.
    pub(crate) fn power_buy_discount(
        &self,
        seat: Seat,
        items: &crate::model::ComponentSet,
        price: u32,
    ) -> u32 {
        let off: u32 = self
            .power_effects(seat)
            .map(|(_, e)| match e {
                PowerEffect::BuyDiscount { tier, coins }
                    if items.iter().any(|(c, _)| c.tier() == tier) =>
                {
                    coins
                }
                _ => 0,
            })
            .sum();
        if off == 0 || price == 0 {
            price
        } else {
            price.saturating_sub(off).max(1)
        }
    }

    /// PrepareMarker Powers: markers a Prepare of `trick` places besides the printed ones.
    pub(crate) fn power_prepare_markers(&self, seat: Seat, trick: crate::cards::TrickId) -> u8 {
        let category = trick.card().category;
        self.power_effects(seat)
            .filter(|(_, e)| {
                matches!(e, PowerEffect::PrepareMarker { category: c } if c.is_none_or(|c| c == category))
            })
            .count() as u8
    }

    /// LinkBonus Powers: how much larger each Link Bonus is.
    pub(crate) fn power_link_bonus(&self, seat: Seat) -> u32 {
        self.power_effects(seat)
            .map(|(_, e)| match e {
                PowerEffect::LinkBonus { extra } => extra,
                _ => 0,
            })
            .sum()
    }

    /// WageDiscount Powers: Coins off the Wages.
    pub(crate) fn power_wage_discount(&self, seat: Seat) -> u32 {
        self.power_effects(seat)
            .map(|(_, e)| match e {
                PowerEffect::WageDiscount { coins } => coins,
                _ => 0,
            })
            .sum()
    }

    /// Game End: the Fame of the seat's GameEnd Powers, each capped at 20
    /// with the caps option.
    pub(crate) fn power_game_end(&self, seat: Seat) -> u32 {
        let p = self.player(seat);
        let tier = |t: crate::cards::Tier| -> u32 {
            Component::ALL
                .iter()
                .filter(|c| c.tier() == t)
                .map(|&c| u32::from(p.effective(c)))
                .sum()
        };
        let tricks = |ft: u32| {
            p.tricks
                .iter()
                .filter(|t| t.trick.card().threshold == ft)
                .count() as u32
        };
        p.power_effects()
            .map(|(_, e)| {
                let PowerEffect::GameEnd { per, fame } = e else {
                    return 0;
                };
                let n = match per {
                    Measure::Apprentice => p.apprentices_owned(),
                    Measure::Specialist => p.specialists_owned(),
                    Measure::Trick => p.tricks.len() as u32,
                    Measure::Threshold16Trick => tricks(16),
                    Measure::Threshold36Trick => tricks(36),
                    Measure::BasicComponent => tier(crate::cards::Tier::Basic),
                    Measure::AdvancedComponent => tier(crate::cards::Tier::Advanced),
                    Measure::SuperiorComponent => tier(crate::cards::Tier::Superior),
                    Measure::ThreeCoins => p.coins / 3,
                    Measure::Shard => p.shards,
                    Measure::UnusedSpecial => p.specials.len() as u32,
                };
                let f = fame * n;
                if self.config.options.fame_caps {
                    f.min(crate::board::FAME_CAP)
                } else {
                    f
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Component};
    use crate::command::{Command, Rearrangement};
    use crate::config::GameOptions;
    use crate::content::{powers, PowerColor, PowerEffect, PowerId};
    use crate::error::RuleError;
    use crate::game::base::downtown::DowntownEvent;
    use crate::game::base::market_row::MarketRowEvent;
    use crate::game::base::player::CharState;
    use crate::game::base::theater::TheaterEvent;
    use crate::game::base::turn::{AssignmentEvent, PlacementEvent};
    use crate::game::base::workshop::WorkshopEvent;
    use crate::game::powers::PowersEvent;
    use crate::game::Event;
    use crate::game::{Game, Phase};
    use crate::model::{CharacterId, DieFace, DieId, Location, Seat, Slot, Viewer, Weekday};
    use crate::tests::fixture::{power, powers_game};

    const P0: Seat = Seat(0);
    const P1: Seat = Seat(1);

    fn learning(g: &mut Game) {
        g.phase = Phase::LearnPowers { pos: 0 };
    }

    fn board(g: &Game, seat: Seat) -> &crate::game::powers::PlayerPowers {
        g.player(seat).powers.as_ref().unwrap()
    }

    /// Plays first legal commands (never giving anything back) until `stop`.
    fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) {
        while !stop(g) {
            let seat = g.waiting_for()[0];
            let cmd = g
                .legal_commands(seat)
                .into_iter()
                .find(|c| {
                    !matches!(
                        c,
                        Command::ReturnTrick { .. } | Command::ReturnComponents { .. }
                    )
                })
                .unwrap();
            g.apply(seat, &cmd).unwrap();
        }
    }

    // ------------------------------------------------ 003, rule by rule

    /// 003 "General Setup": three Power decks (yellow, orange, red) with Fame
    /// Thresholds 1, 16 and 36.
    #[test]
    fn p003_general_setup_three_decks_by_fame_threshold() {
        for color in PowerColor::ALL {
            let cards: Vec<_> = PowerId::all().filter(|p| p.card().color == color).collect();
            assert_eq!(cards.len(), 30);
            assert!(cards
                .iter()
                .all(|p| p.card().threshold == color.threshold()));
        }
        assert_eq!(
            PowerColor::ALL.map(|c| c.threshold()),
            [1, 16, 36],
            "yellow, orange, red"
        );
    }

    /// 003 "Player Setup": each player receives 4 Powers of each color (12),
    /// discards any 4 and keeps 8; each player receives 3 Shards instead of 1.
    #[test]
    fn p003_player_setup_twelve_dealt_four_discarded_three_shards() {
        let config = GameOptions {
            powers: true,
            ..GameOptions::dark_alley(3)
        }
        .config(21);
        let mut g = Game::new(config).unwrap();
        let mut all = Vec::new();
        for seat in g.seats() {
            let b = board(&g, seat);
            assert_eq!(b.hand.len(), 12);
            for color in PowerColor::ALL {
                assert_eq!(b.hand.iter().filter(|p| p.card().color == color).count(), 4);
            }
            all.extend(b.hand.clone());
            assert_eq!(g.player(seat).shards, 3);
        }
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 36, "no Power dealt twice");
        play_until(&mut g, |g| matches!(g.phase, Phase::DiscardPowers { .. }));
        for seat in g.seats() {
            assert_eq!(g.waiting_for(), vec![seat]);
            for k in 0..4 {
                let first = board(&g, seat).hand[0];
                let events = g
                    .apply(seat, &Command::DiscardPower { power: first })
                    .unwrap();
                // The discard lies face down: others see no card.
                let other = Viewer::Seat(Seat((seat.0 + 1) % 3));
                assert!(matches!(
                    events[0].redact(other),
                    Some(Event::Powers(PowersEvent::PowerDiscarded {
                        power: None,
                        ..
                    }))
                ));
                assert_eq!(board(&g, seat).discarded.len(), k + 1);
            }
            assert_eq!(board(&g, seat).hand.len(), 8);
        }
        assert!(matches!(g.phase, Phase::Advertise { .. }), "{:?}", g.phase);
        let v = g.view(Viewer::Seat(P0));
        let pv = v.powers.unwrap();
        assert_eq!(pv.players[0].hand.as_ref().unwrap().len(), 8);
        assert_eq!(pv.players[1].hand, None);
        assert_eq!(pv.players[1].hand_size, 8);
        assert_eq!(pv.players[1].discarded, None);
        assert_eq!(pv.players[1].discarded_count, 4);
    }

    /// 003 "Assignment Phase": at the beginning of the Assignment phase each
    /// player may learn up to one Power (in Initiative Order here); then the
    /// Assignment cards are placed.
    #[test]
    fn p003_assignment_learn_up_to_one_power_at_the_start() {
        let mut g = powers_game(3);
        g.phase = Phase::Advertise { pos: 3 };
        let mut out = Vec::new();
        g.auto_advertise(3, &mut out);
        assert_eq!(out, vec![Event::Powers(PowersEvent::PowerLearningStarted)]);
        g.apply_event(&out[0]);
        assert_eq!(g.waiting_for(), vec![P0]);
        let y = g.in_hand(P0, "Street Criers");
        g.apply(P0, &Command::LearnPower { power: y, slot: 0 })
            .unwrap();
        assert_eq!(board(&g, P0).slots[0], Some(y));
        // One per turn: the next player decides now.
        assert_eq!(g.waiting_for(), vec![P1]);
        assert!(g
            .clone()
            .apply(P0, &Command::PassPower)
            .is_err_and(|e| e == RuleError::NotYourTurn));
        g.apply(P1, &Command::PassPower).unwrap();
        g.apply(Seat(2), &Command::PassPower).unwrap();
        assert_eq!(g.phase, Phase::Assignment);
    }

    /// 003 "Assignment Phase": only next to a slot printed on the card as valid.
    #[test]
    fn p003_assignment_only_a_valid_slot_printed_on_the_card() {
        let mut g = powers_game(2);
        learning(&mut g);
        g.players[0].fame = 20;
        let o = g.in_hand(P0, "Opportunist"); // valid next to slots 2 and 3
        assert_eq!(
            g.decide(P0, &Command::LearnPower { power: o, slot: 0 }),
            Err(RuleError::PowerUnavailable(
                "why-power-slot-not-printed-card-valid"
            ))
        );
        g.players[0].shards = 6;
        assert!(g
            .decide(P0, &Command::LearnPower { power: o, slot: 2 })
            .is_ok());
    }

    /// 003 "Assignment Phase" and "Trickerion Shards": a Power goes only next to
    /// an open slot, one with a Shard on all of its Shard symbols (and, since
    /// Shards go on bottom-up, on every slot below).
    #[test]
    fn p003_assignment_only_an_open_slot() {
        let mut g = powers_game(2);
        learning(&mut g);
        let y = g.in_hand(P0, "Apprentice Guild"); // valid on all three slots
        g.players[0].shards = 1;
        assert_eq!(
            g.decide(P0, &Command::LearnPower { power: y, slot: 1 }),
            Err(RuleError::PowerSlotClosed { needed: 3, have: 1 })
        );
        assert!(g
            .decide(P0, &Command::LearnPower { power: y, slot: 0 })
            .is_ok());
        g.players[0].shards = 0;
        assert!(g
            .decide(P0, &Command::LearnPower { power: y, slot: 0 })
            .is_err());
    }

    /// 003 "Assignment Phase": the player meets the Power's Fame Threshold or
    /// pays the difference with Coins.
    #[test]
    fn p003_assignment_fame_threshold_or_the_difference_in_coins() {
        let mut g = powers_game(2);
        learning(&mut g);
        let o = g.in_hand(P0, "Crowd Pleaser"); // orange, Fame Threshold 16
        g.players[0].fame = 10;
        g.players[0].coins = 5;
        assert_eq!(
            g.decide(P0, &Command::LearnPower { power: o, slot: 1 }),
            Err(RuleError::NotEnoughCoins { needed: 6, have: 5 })
        );
        g.players[0].coins = 8;
        let events = g
            .run(P0, Command::LearnPower { power: o, slot: 1 })
            .unwrap();
        assert!(events.contains(&Event::Powers(PowersEvent::PowerLearned {
            seat: P0,
            power: o,
            slot: 1,
            coins: 6
        })));
        assert_eq!(g.player(P0).coins, 2);
        let mut h = powers_game(2);
        learning(&mut h);
        h.players[0].fame = 16;
        let o = h.in_hand(P0, "Crowd Pleaser");
        h.run(P0, Command::LearnPower { power: o, slot: 1 })
            .unwrap();
        assert_eq!(h.player(P0).coins, 10, "no Coins when the Threshold is met");
    }

    /// 003 "Assignment Phase": a slot with a Power must first give it back to
    /// the hand before a new one is placed there.
    #[test]
    fn p003_assignment_replacing_returns_the_old_power_to_the_hand() {
        let mut g = powers_game(2);
        learning(&mut g);
        let old = g.learned(P0, "Street Criers", 0);
        let new = g.in_hand(P0, "Thrifty Habits");
        let events = g
            .run(
                P0,
                Command::LearnPower {
                    power: new,
                    slot: 0,
                },
            )
            .unwrap();
        assert!(matches!(
            events[0],
            Event::Powers(PowersEvent::PowerReturned { power, slot: 0, .. }) if power == old
        ));
        let b = board(&g, P0);
        assert_eq!(b.slots[0], Some(new));
        assert!(b.hand.contains(&old));
        assert!(!b.hand.contains(&new));
    }

    /// 003 "Trickerion Shards": Shards are stored bottom-up on the slots'
    /// symbols (1, 2, 3 in the provisional layout); a slot is open when all its
    /// symbols hold a Shard; Shards beyond the symbols are excess.
    #[test]
    fn p003_shards_stored_bottom_up() {
        let mut g = powers_game(2);
        assert_eq!(
            powers().slots.iter().map(|s| s.shards).collect::<Vec<_>>(),
            vec![1, 2, 3]
        );
        for (shards, open, stored, excess) in [
            (0, [false, false, false], [0, 0, 0], 0),
            (1, [true, false, false], [1, 0, 0], 0),
            (2, [true, false, false], [1, 1, 0], 0),
            (3, [true, true, false], [1, 2, 0], 0),
            (6, [true, true, true], [1, 2, 3], 0),
            (8, [true, true, true], [1, 2, 3], 2),
        ] {
            g.players[0].shards = shards;
            let v = g.view(Viewer::Spectator).powers.unwrap();
            let me = &v.players[0];
            assert_eq!(me.open, open.to_vec(), "{shards} Shards");
            assert_eq!(me.stored_shards, stored.to_vec());
            assert_eq!(me.excess_shards, excess);
        }
    }

    /// 003 "Trickerion Shards": Shards are spent from the top down; when a
    /// Shard leaves a slot, its Power goes back to the hand at once. Excess
    /// Shards are spent first.
    #[test]
    fn p003_shards_spent_top_down_return_the_power() {
        let mut g = powers_game(2);
        let low = g.learned(P0, "Street Criers", 0);
        let high = g.learned(P0, "Stockpile", 1);
        g.players[0].shards = 4; // one excess Shard
        g.players[0].cards[CharacterId::Magician.index()] = Some(Location::MarketRow);
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        g.players[0].powers.as_mut().unwrap().rearranged = true;
        let place = |slot| Command::place(CharacterId::Magician, Slot::MarketRow(slot), true);
        let events = g.decide(P0, &place(0)).unwrap();
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::Powers(PowersEvent::PowerReturned { .. }))),
            "the excess Shard goes first"
        );
        g.players[0].shards = 3;
        let events = g.decide(P0, &place(0)).unwrap();
        let at = events
            .iter()
            .position(|e| matches!(e, Event::Placement(PlacementEvent::CharacterPlaced { .. })))
            .unwrap();
        assert_eq!(
            events[at + 1],
            Event::Powers(PowersEvent::PowerReturned {
                seat: P0,
                power: high,
                slot: 1,
                coins_lost: 0
            }),
            "right after the Shard is spent"
        );
        let mut after = g.clone();
        after.run(P0, place(0)).unwrap();
        let b = board(&after, P0);
        assert_eq!(b.slots, vec![Some(low), None, None]);
        assert!(b.hand.contains(&high));
        // The preview warns about it.
        let p = g.preview(P0, &place(0)).unwrap();
        assert!(p
            .warnings
            .contains(&crate::game::preview::Warning::PowerLeavesSlot));
    }

    /// 003 "Game End": with Magician Powers, Shards grant no Fame at the end.
    #[test]
    fn p003_game_end_shards_grant_no_fame() {
        let mut g = powers_game(2);
        g.players[0].shards = 5;
        let s = g.final_scores_now();
        let me = s.iter().find(|s| s.seat == P0).unwrap();
        assert_eq!(me.shards, 0);
        assert_eq!(me.total, me.fame_before + me.coins + me.specials);
        let mut d = crate::tests::fixture::dark_game(2, false);
        d.players[0].shards = 5;
        let s = d.final_scores_now();
        assert_eq!(s.iter().find(|s| s.seat == P0).unwrap().shards, 5);
    }

    // ------------------------------------------------ the known Powers

    /// Private Investments: an opponent's Downtown Action puts 1 Coin on it (2
    /// in a two-player game); the owner's Take Coins takes them too. The
    /// owner's own Downtown Actions add nothing.
    #[test]
    fn private_investments_collects_opponents_downtown_coins() {
        for (players, per_action) in [(3, 1), (2, 2)] {
            let mut g = powers_game(players);
            let pi = g.learned(P0, "Private Investments", 0);
            g.set_die(DieId::Bank1, DieFace::Coins(4));
            g.set_die(DieId::Bank2, DieFace::Coins(5));
            g.acting_with(P1, CharacterId::Magician, Slot::Downtown(0), 5);
            let events = g.run(P1, Command::take_coins(DieId::Bank1)).unwrap();
            assert!(
                events.contains(&Event::Powers(PowersEvent::PowerCoinsStored {
                    seat: P0,
                    power: pi,
                    coins: per_action
                }))
            );
            g.run(P1, Command::RerollDie { die: DieId::Bank1 }).unwrap();
            assert_eq!(board(&g, P0).stored, 2 * per_action);
            // The owner's own Take Coins takes the Coins on the card.
            g.acting_with(P0, CharacterId::Magician, Slot::Downtown(1), 4);
            let before = g.player(P0).coins;
            let events = g.run(P0, Command::take_coins(DieId::Bank2)).unwrap();
            assert!(
                events.contains(&Event::Powers(PowersEvent::PowerCoinsTaken {
                    seat: P0,
                    power: pi,
                    coins: 2 * per_action
                }))
            );
            assert!(!events
                .iter()
                .any(|e| matches!(e, Event::Powers(PowersEvent::PowerCoinsStored { .. }))));
            assert_eq!(g.player(P0).coins, before + 5 + 2 * per_action);
            assert_eq!(board(&g, P0).stored, 0);
        }
    }

    /// Private Investments: the Coins on it go back to the supply when the
    /// Power leaves its slot.
    #[test]
    fn private_investments_coins_are_lost_with_the_slot() {
        let mut g = powers_game(2);
        let pi = g.learned(P0, "Private Investments", 1);
        g.players[0].powers.as_mut().unwrap().stored = 4;
        g.players[0].shards = 3;
        g.players[0].cards[CharacterId::Magician.index()] = Some(Location::MarketRow);
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        let events = g
            .run(
                P0,
                Command::place(CharacterId::Magician, Slot::MarketRow(0), true),
            )
            .unwrap();
        assert!(events.contains(&Event::Powers(PowersEvent::PowerReturned {
            seat: P0,
            power: pi,
            slot: 1,
            coins_lost: 4
        })));
        assert_eq!(board(&g, P0).stored, 0);
    }

    /// A two-player game at the start of its first Place Characters, with Ears
    /// among the Townsfolk next to seat 0's bottom slot.
    fn ears_scene() -> Game {
        let config = GameOptions {
            powers: true,
            ..GameOptions::dark_alley(2)
        }
        .config(4);
        let mut g = Game::new(config).unwrap();
        play_until(&mut g, |g| g.phase == Phase::Assignment);
        g.learned(P0, "Ears among the Townsfolk", 0);
        for seat in [P0, P1] {
            g.apply(
                seat,
                &Command::Assign {
                    character: CharacterId::Magician,
                    location: Location::Downtown,
                },
            )
            .unwrap();
            g.apply(
                seat,
                &Command::Assign {
                    character: CharacterId::Apprentice1,
                    location: Location::Theater,
                },
            )
            .unwrap();
        }
        g.apply(P1, &Command::ConfirmAssignments).unwrap();
        g.apply(P0, &Command::ConfirmAssignments).unwrap();
        g
    }

    /// Ears among the Townsfolk: at the start of Place Characters, after the
    /// cards are revealed, swap the cards of two of your Characters, or
    /// replace one with a card from your hand; if you do neither, gain 1 Coin
    /// (the project's choice: Coin, see docs/CONTENT.md).
    #[test]
    fn ears_among_the_townsfolk_rearranges_after_the_reveal() {
        let g = ears_scene();
        assert_eq!(g.phase, Phase::Rearrange { seat: P0 });
        assert_eq!(g.waiting_for(), vec![P0]);
        // Swap.
        let mut a = g.clone();
        a.apply(
            P0,
            &Command::Rearrange {
                change: Some(Rearrangement::Swap {
                    a: CharacterId::Magician,
                    b: CharacterId::Apprentice1,
                }),
            },
        )
        .unwrap();
        let p = a.player(P0);
        assert_eq!(p.cards[0], Some(Location::Theater));
        assert_eq!(
            p.cards[CharacterId::Apprentice1.index()],
            Some(Location::Downtown)
        );
        assert!(matches!(a.phase, Phase::PlaceCharacters { .. }));
        // Replace from the hand: the old card goes back to the hand.
        let mut b = g.clone();
        let hand = b.player(P0).hand;
        b.apply(
            P0,
            &Command::Rearrange {
                change: Some(Rearrangement::Replace {
                    character: CharacterId::Apprentice1,
                    location: Location::Workshop,
                }),
            },
        )
        .unwrap();
        let p = b.player(P0);
        assert_eq!(
            p.cards[CharacterId::Apprentice1.index()],
            Some(Location::Workshop)
        );
        assert_eq!(
            p.hand[Location::Workshop.index()],
            hand[Location::Workshop.index()] - 1
        );
        assert_eq!(
            p.hand[Location::Theater.index()],
            hand[Location::Theater.index()] + 1
        );
        // Neither: 1 Coin.
        let mut c = g.clone();
        let coins = c.player(P0).coins;
        c.apply(P0, &Command::Rearrange { change: None }).unwrap();
        assert_eq!(c.player(P0).coins, coins + 1);
        // Offered once per turn.
        assert!(matches!(c.phase, Phase::PlaceCharacters { .. }));
        assert_eq!(c.rearrange_due(), None);
    }

    /// Gambling: before Hire Character, Take Coins or Learn Trick, pay 3 Coins,
    /// roll a Bank die and gain Coins equal to the roll; the die on the board
    /// is left as it was. Once per Downtown placement; a preview never shows
    /// the roll.
    #[test]
    fn gambling_pays_three_coins_for_a_bank_die_roll() {
        let mut g = powers_game(2);
        let gamble = g.learned(P0, "Gambling", 0);
        g.set_die(DieId::Bank1, DieFace::Coins(6));
        g.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 5);
        let p = g.preview(P0, &Command::Gamble).unwrap();
        assert_eq!(p.then, Some(crate::game::preview::Hidden::DieRolled));
        let coins = g.player(P0).coins;
        let dice = g.dice;
        let events = g.run(P0, Command::Gamble).unwrap();
        let Event::Powers(PowersEvent::Gambled {
            power,
            paid,
            won,
            face,
            ..
        }) = events[0]
        else {
            panic!("{events:?}")
        };
        assert_eq!((power, paid), (gamble, 3));
        assert!(DieId::Bank1.faces().contains(&face));
        assert_eq!(won, if let DieFace::Coins(n) = face { n } else { 0 });
        assert_eq!(g.player(P0).coins, coins - 3 + won);
        assert_eq!(g.dice, dice, "the die is reset");
        assert_eq!(
            g.decide(P0, &Command::Gamble),
            Err(RuleError::WrongTime(
                "why-gambling-once-per-downtown-placement"
            ))
        );
        // Only while one of the three Actions is still affordable.
        let mut h = powers_game(2);
        h.learned(P0, "Gambling", 0);
        h.acting_with(P0, CharacterId::Magician, Slot::Downtown(3), 2);
        assert!(h.decide(P0, &Command::Gamble).is_err());
        // Not elsewhere, and not without the Power.
        let mut m = powers_game(2);
        m.learned(P0, "Gambling", 0);
        m.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        assert!(m.decide(P0, &Command::Gamble).is_err());
        let mut n = powers_game(2);
        n.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 5);
        assert!(n.decide(P0, &Command::Gamble).is_err());
    }

    /// Personal Supply (designed by the project): one more Component type on
    /// the player board and up to 4 of each.
    #[test]
    fn personal_supply_holds_more_components() {
        let mut g = powers_game(2);
        g.give_components(P0, &[(Component::Wood, 3)]);
        g.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        let buy = Command::buy(Component::Wood, 1, 0);
        assert!(g.decide(P0, &buy).is_err());
        g.learned(P0, "Personal Supply", 0);
        assert!(g.decide(P0, &buy).is_ok());
        // Seven types instead of six.
        let mut h = powers_game(2);
        h.give_components(
            P0,
            &[
                (Component::Rope, 1),
                (Component::Petroleum, 1),
                (Component::Saw, 1),
                (Component::Animal, 1),
                (Component::Padlock, 1),
                (Component::Mirror, 1),
            ],
        );
        h.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 5);
        assert_eq!(
            h.decide(P0, &buy),
            Err(RuleError::Market(
                "why-your-component-slots-full-return-some"
            ))
        );
        h.learned(P0, "Personal Supply", 0);
        assert!(h.decide(P0, &buy).is_ok());
    }

    // ---------------------------------------- the designed effect kinds

    /// ExtraAp: +1 for an Apprentice at its Location; not when the Enhance's
    /// Shard takes the Power off its slot.
    #[test]
    fn extra_ap_power_adds_action_points() {
        let mut g = powers_game(2);
        g.learned(P0, "Errand Boys", 1); // Apprentice Downtown +1
        g.players[0].characters[CharacterId::Apprentice1.index()] = CharState::Home;
        g.players[0].cards[CharacterId::Apprentice1.index()] = Some(Location::Downtown);
        g.apply_event(&Event::Assignment(AssignmentEvent::AssignmentsRevealed {
            cards: Vec::new(),
        }));
        g.players[0].powers.as_mut().unwrap().rearranged = true;
        let place = |enhance| Command::place(CharacterId::Apprentice1, Slot::Downtown(3), enhance);
        let ap = |events: Vec<Event>| {
            events
                .iter()
                .find_map(|e| match e {
                    Event::Placement(PlacementEvent::CharacterPlaced { ap, .. }) => Some(*ap),
                    _ => None,
                })
                .unwrap()
        };
        assert_eq!(ap(g.decide(P0, &place(false)).unwrap()), 2);
        // 3 Shards: the Enhance empties slot 2, so its Power gives nothing.
        assert_eq!(ap(g.decide(P0, &place(true)).unwrap()), 2);
        g.players[0].shards = 4;
        assert_eq!(ap(g.decide(P0, &place(true)).unwrap()), 3);
    }

    /// CheaperAction, TakeCoinsBonus, LearnDiscount, HireFame, BuyDiscount:
    /// the Downtown and Market Row Powers.
    #[test]
    fn downtown_and_market_powers() {
        let mut g = powers_game(2);
        g.learned(P0, "Banker's Friend", 1); // Take Coins 1 AP less
        g.learned(P0, "Money Lender", 2); // +2 Coins
        g.players[0].shards = 6;
        g.set_die(DieId::Bank1, DieFace::Coins(3));
        g.acting_with(P0, CharacterId::Magician, Slot::Downtown(3), 2);
        let events = g.run(P0, Command::take_coins(DieId::Bank1)).unwrap();
        assert!(matches!(
            events[0],
            Event::Downtown(DowntownEvent::CoinsTaken {
                ap: 2,
                coins: 3,
                ..
            })
        ));
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Powers(PowersEvent::PowerYield { coins: 2, .. }))));
        // Learn Trick with Old Notebook: 3 Coins fewer for missing Fame.
        let mut h = powers_game(2);
        h.learned(P0, "Old Notebook", 0);
        h.players[0].fame = 10;
        h.set_die(DieId::Residence1, DieFace::AnyTrick);
        h.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 5);
        let walled = crate::tests::fixture::trick("Walled"); // Fame Threshold 16
        let events = h
            .run(P0, Command::learn_trick(DieId::Residence1, walled))
            .unwrap();
        assert!(matches!(
            events[0],
            Event::Downtown(DowntownEvent::TrickLearned { coins: 3, .. })
        ));
        // Hire with Recruiter's Charm: 2 Fame.
        let mut k = powers_game(2);
        k.learned(P0, "Recruiter's Charm", 0);
        k.set_die(DieId::InnApprentice, DieFace::HireApprentice);
        k.acting_with(P0, CharacterId::Magician, Slot::Downtown(0), 5);
        let events = k.run(P0, Command::hire(DieId::InnApprentice)).unwrap();
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Powers(PowersEvent::PowerYield { fame: 2, .. }))));
        // Bulk Buyer: a Buy of Basic Components 1 Coin less, never below 1.
        let mut m = powers_game(2);
        m.learned(P0, "Bulk Buyer", 0);
        m.acting_with(P0, CharacterId::Magician, Slot::MarketRow(0), 4);
        let buy = |count| Command::buy(Component::Wood, count, 0);
        let coins = |e: Vec<Event>| match e[0] {
            Event::MarketRow(MarketRowEvent::ComponentsBought { coins, .. }) => coins,
            _ => panic!(),
        };
        assert_eq!(coins(m.decide(P0, &buy(2)).unwrap()), 1);
        assert_eq!(coins(m.decide(P0, &buy(1)).unwrap()), 1);
    }

    /// PrepareMarker and SetUpFame: the Workshop and Theater Powers.
    #[test]
    fn workshop_and_theater_powers() {
        let mut g = powers_game(2);
        g.learned(P0, "Spare Chains", 1); // +1 marker on Escape Tricks
        g.players[0].shards = 3;
        let t = g.give_trick(P0, "Barricaded Barrels", 0);
        g.give_components(P0, &[(Component::Wood, 3), (Component::Metal, 3)]);
        g.acting_with(P0, CharacterId::Magician, Slot::Workshop(0), 3);
        let events = g.run(P0, Command::prepare(t)).unwrap();
        let printed = t.card().markers;
        assert!(
            matches!(events[0], Event::Workshop(WorkshopEvent::TrickPrepared { markers, .. }) if markers == printed + 1)
        );
        // Chains Rehearsal: setting up an Escape Trick gives 1 Fame.
        let mut h = powers_game(2);
        h.learned(P0, "Chains Rehearsal", 0);
        let t = h.give_trick(P0, "Barricaded Barrels", 2);
        h.theater = vec![crate::game::CardInPlay::new(crate::cards::PerformanceId(0))];
        h.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        let events = h
            .run(
                P0,
                Command::set_up_trick(
                    t,
                    crate::cards::PerformanceId(0),
                    0,
                    crate::cards::Dir::Down,
                ),
            )
            .unwrap();
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Powers(PowersEvent::PowerYield { fame: 1, .. }))));
    }

    /// TrickYield, GuestYield, WeekdayFame and PerformerBonus change the
    /// Performance's payouts and bonus.
    #[test]
    fn performance_powers() {
        let base = {
            let mut g = powers_game(2);
            let card = g.performance_scene(Weekday::Thursday);
            g.perform_now(card)
        };
        let mut g = powers_game(2);
        let card = g.performance_scene(Weekday::Thursday);
        g.learned(P0, "Escape Patrons", 0); // +1 Coin per Escape Trick
        g.learned(P0, "Thursday Matinee", 1); // +1 Fame per own Trick on Thursday
        g.learned(P1, "Opportunist", 1); // +1 Fame +1 Coin in others' Performances
        g.players[1].shards = 3;
        g.learned(P0, "Standing Ovation", 2); // +2 Fame Performer bonus
        g.players[0].shards = 6;
        let (payouts, bonus, _) = g.perform_now(card);
        let (before, before_bonus, _) = base;
        assert_eq!(payouts[0].coins, before[0].coins + 2, "two Escape Tricks");
        assert_eq!(
            payouts[0].fame,
            before[0].fame + 2,
            "two Tricks on Thursday"
        );
        assert_eq!(payouts[1].fame, before[1].fame + 1);
        assert_eq!(payouts[1].coins, before[1].coins + 1);
        assert_eq!(bonus.fame, before_bonus.fame + 2);
    }

    /// LinkBonus, AdvertiseBonus, WageDiscount, EndTurn, DrawFame, GameEnd.
    #[test]
    fn other_powers() {
        let mut g = powers_game(2);
        g.learned(P0, "Loyal Crew", 0); // Wages 1 Coin less
        g.players[0].characters[CharacterId::Apprentice1.index()] =
            CharState::Placed(Slot::Downtown(3));
        assert_eq!(g.wages_due(P0), 0);
        g.learned(P0, "Ticket Stubs", 1); // End Turn +1 Coin
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        assert!(out.iter().any(|e| matches!(
            e,
            Event::Powers(PowersEvent::PowerYield {
                seat: P0,
                coins: 1,
                ..
            })
        )));
        // GameEnd: Repertoire, 2 Fame per Trick owned.
        let mut h = powers_game(2);
        h.give_trick(P0, "Barricaded Barrels", 0);
        h.give_trick(P0, "Prison Break", 0);
        h.learned(P0, "Repertoire", 1);
        assert_eq!(h.power_game_end(P0), 4);
        let s = h.final_scores_now();
        assert_eq!(s.iter().find(|s| s.seat == P0).unwrap().powers, 4);
        // Advertise: Street Criers +1 Fame.
        let mut a = powers_game(2);
        a.learned(P0, "Street Criers", 0);
        a.phase = Phase::Advertise { pos: 0 };
        let events = a.decide(P0, &Command::Advertise).unwrap();
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Powers(PowersEvent::PowerYield { fame: 1, .. }))));
        // Link Bonus: Crowd Pleaser +1.
        let mut l = powers_game(2);
        l.learned(P0, "Crowd Pleaser", 1);
        l.players[0].shards = 3;
        l.acting_with(
            P0,
            CharacterId::Magician,
            Slot::Backstage(Weekday::Friday, 0),
            3,
        );
        if let Phase::PlaceCharacters {
            acting: Some(a), ..
        } = &mut l.phase
        {
            a.pending_links = 1;
            a.link_value = 2;
        }
        let events = l
            .decide(
                P0,
                &Command::TakeLinkBonus {
                    reward: crate::model::FameOrCoins::Fame,
                },
            )
            .unwrap();
        assert!(matches!(
            events[0],
            Event::Theater(TheaterEvent::LinkBonusTaken { amount: 3, .. })
        ));
        // Every effect kind of the content is one of these.
        for p in PowerId::all() {
            let _ = match p.effect() {
                PowerEffect::PrivateInvestments { .. }
                | PowerEffect::EarsAmongTheTownsfolk { .. }
                | PowerEffect::Gambling { .. }
                | PowerEffect::PersonalSupply { .. }
                | PowerEffect::ExtraAp { .. }
                | PowerEffect::CheaperAction { .. }
                | PowerEffect::TakeCoinsBonus { .. }
                | PowerEffect::AdvertiseBonus { .. }
                | PowerEffect::LearnDiscount { .. }
                | PowerEffect::HireFame { .. }
                | PowerEffect::BuyDiscount { .. }
                | PowerEffect::PrepareMarker { .. }
                | PowerEffect::SetUpFame { .. }
                | PowerEffect::LinkBonus { .. }
                | PowerEffect::PerformerBonus { .. }
                | PowerEffect::TrickYield { .. }
                | PowerEffect::GuestYield { .. }
                | PowerEffect::WeekdayFame { .. }
                | PowerEffect::WageDiscount { .. }
                | PowerEffect::EndTurn { .. }
                | PowerEffect::DrawFame { .. }
                | PowerEffect::GameEnd { .. } => Category::Escape,
            };
        }
        let _ = power("Gambling");
    }
}
