//! The engine's front door: `Game::new`, `apply` (decide, then record), the
//! automatic steps between decisions, and who the game is waiting for.

use crate::board;
use crate::cards::Enhances;
use crate::cards::{PerformanceId, TheaterTier, TrickId, PERFORMANCES, TRICKS};
use crate::command::Command;
use crate::config::{GameConfig, GameOptions};
use crate::error::{RuleError, SetupError};
use crate::game::dark_alley::specials::PlaceOptions;
use crate::game::dark_alley::PerformOptions;
use crate::game::powers::PowersEvent;
use crate::game::Event;
use crate::game::{CardInPlay, Game, Market, Phase, Player};
use crate::model::{CharacterId, DieFace, Seat, Slot};
use crate::rng::RngState;

/// The Performance cards of `tier` the deck is made of: the Heir's Solo
/// cards (004 "Setup" 3), the Duel's with gray markers, else all.
fn performance_cards(options: &GameOptions, tier: TheaterTier) -> Vec<PerformanceId> {
    let of_tier = |p: &PerformanceId| p.card().tier == tier;
    if options.heir {
        PerformanceId::solo_cards().filter(of_tier).collect()
    } else if options.duel {
        PerformanceId::duel_cards().filter(of_tier).collect()
    } else {
        PerformanceId::all().filter(of_tier).collect()
    }
}

impl Game {
    /// Sets up a new game: Trick decks, Market Row stock, Performance deck and
    /// the opening Riverside cards (rulebook "General Setup").
    ///
    /// # Errors
    /// When the options are not playable (player count, unavailable expansions).
    pub fn new(config: GameConfig) -> Result<Game, SetupError> {
        config.check()?;
        Ok(Game::build(config.with_content()))
    }

    /// Set-up without the option check (unit tests build Dark Alley games).
    pub(crate) fn build(config: GameConfig) -> Game {
        let rng = RngState {
            seed: config.seed,
            draws: 0,
        };
        let mut draw = rng.next_stream();
        let cards = |tier| performance_cards(&config.options, tier);
        let mut riverside = cards(TheaterTier::Riverside);
        let mut magorian = cards(TheaterTier::GrandMagorian);
        draw.shuffle(&mut riverside);
        draw.shuffle(&mut magorian);
        // Deck, top card last: two Riverside drawn first, then two Grand Magorian.
        let mut deck = vec![magorian[0], magorian[1], riverside[0], riverside[1]];
        let alley = config.options.dark_alley.then(|| {
            let mut alley = crate::game::dark_alley::set_up(
                &mut draw,
                &config.options,
                &mut deck,
                cards(TheaterTier::MagnusPantheon),
            );
            if config.options.heir {
                // 004 "Setup" 13: the Prophecies marked with a red X go.
                crate::game::heir::play::remove_red_x(&mut alley);
            }
            alley
        });
        // 004 "Setup" 1: a two-player set-up with the Heir as the second.
        let table = config.options.players as usize + usize::from(config.options.heir);
        let theater = riverside[2..2 + (table - 1)]
            .iter()
            .map(|&c| CardInPlay::new(c))
            .collect();
        debug_assert_eq!(PERFORMANCES.len(), 28);

        let residence = TRICKS
            .iter()
            .enumerate()
            .filter(|(_, t)| config.options.dark_alley || t.threshold <= 16)
            .fold(0u64, |bits, (i, _)| bits | 1 << i);
        let mut players: Vec<Player> = (0..table)
            .map(|_| {
                let mut p = Player::new();
                if config.options.dark_alley {
                    p.hand = board::DARK_ALLEY_HAND;
                }
                p
            })
            .collect();
        if config.options.powers {
            crate::game::powers::deal_powers(&mut draw, &mut players);
        }
        let duel = config
            .options
            .duel
            .then(|| crate::game::duel::DuelState::new(&mut draw, config.options.dark_alley));
        // Drawn after the Duel's, so games without the Academy draw as before.
        let academy = config.options.academy.then(|| {
            crate::game::academy::set_up(&mut draw, &mut players, config.academy_content())
        });
        // 004 "Setup" 12: the Heir's Plan deck, drawn after everything else.
        let heir = config.options.heir.then(|| {
            crate::game::heir::play::new_heir_state(
                &mut draw,
                config
                    .options
                    .difficulty
                    .unwrap_or(crate::game::heir::Difficulty::Normal),
                config.options.academy,
            )
        });
        Game {
            // Duel of Magicians and the Heir's Turn Setup dice replace the
            // permanent two-player covering (A-44; 004 "Roll dice phase").
            blocked: if config.options.duel || config.options.heir {
                [false; 4]
            } else {
                board::blocked_main_slots(config.options.players)
            },
            rng: RngState {
                seed: config.seed,
                draws: 1,
            },
            config,
            players,
            turn: 0,
            phase: Phase::ChooseMagicians { pos: 0 },
            initiative: Vec::new(),
            dice: [DieFace::X; 6],
            residence,
            market: Market {
                buy: [
                    Some(crate::cards::Component::Wood),
                    Some(crate::cards::Component::Metal),
                    Some(crate::cards::Component::Glass),
                    Some(crate::cards::Component::Fabric),
                ],
                order: [None; 4],
                quick: None,
                extra: Vec::new(),
            },
            theater,
            deck,
            main_slots: [[None; 4]; 3],
            academy_slots: [None; 4],
            theater_slots: [[None; 3]; 4],
            final_scores: None,
            alley,
            second_placement: false,
            business_share: None,
            dubious_sources: None,
            take_back: Vec::new(),
            take_backs: false,
            possessed: None,
            duel,
            academy,
            heir,
        }
    }

    /// Plays one command for `seat`: checks it against the rules, records its
    /// events, then runs every automatic step up to the next decision.
    ///
    /// # Errors
    /// A [`RuleError`] saying why the command is not allowed; the game is unchanged.
    pub fn apply(&mut self, seat: Seat, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        let mut events = self.decide(seat, cmd)?;
        // The state before the command, kept so it can be taken back.
        let before = (self.take_backs && *cmd != Command::TakeBack).then(|| self.clone());
        for e in &events {
            self.apply_event(e);
        }
        self.advance(&mut events);
        if let Some(before) = before {
            self.remember(seat, before, &events);
        }
        Ok(events)
    }

    /// All rule checks for a command; never changes the game.
    ///
    /// # Errors
    /// Why the command is not allowed now.
    pub fn decide(&self, seat: Seat, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        let mut out = Vec::with_capacity(4);
        self.decide_into(seat, cmd, &mut out)?;
        Ok(out)
    }

    /// `decide` into a caller's buffer, so `legal_commands` can check many
    /// candidates without allocating for each.
    pub(crate) fn decide_into(
        &self,
        seat: Seat,
        cmd: &Command,
        buffer: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        // The Heir's seat is nobody's: the engine plays it.
        if seat.index() >= self.config.options.players as usize {
            return Err(RuleError::NoSuchSeat(seat.0));
        }
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        // A misclick may have passed the turn on: taking it back is possible
        // until someone else acts, whoever the game waits for.
        if *cmd == Command::TakeBack {
            buffer.clear();
            return self.decide_take_back(seat, buffer);
        }
        if !self.is_waiting_for(seat) {
            return Err(RuleError::NotYourTurn);
        }
        self.decide_waiting(seat, cmd, buffer)
    }

    /// `decide_into` for a seat the game waits for, with a command other
    /// than Take Back: `legal_commands` checks that once for all the
    /// candidates of a seat, not once per candidate.
    pub(crate) fn decide_waiting(
        &self,
        seat: Seat,
        cmd: &Command,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        debug_assert!(self.is_waiting_for(seat) && *cmd != Command::TakeBack);
        self.check_enabled(cmd)?;
        out.clear();
        use Command::*;
        match cmd {
            Advertise
            | Assign { .. }
            | ChooseMagician { .. }
            | ChooseSpecialist { .. }
            | ChooseStartingComponents { .. }
            | ChooseStartingTrick { .. }
            | ConfirmAssignments
            | DeclineAdvertise
            | EndActions
            | LeaveIdle { .. }
            | Place { .. }
            | ReturnComponents { .. }
            | ReturnTrick { .. }
            | Unassign { .. } => self.decide_turn_command(seat, cmd, out)?,
            Buy { .. }
            | Hire { .. }
            | LearnTrick { .. }
            | MoveApprentice { .. }
            | MoveComponents { .. }
            | MoveTrick { .. }
            | Order { .. }
            | Prepare { .. }
            | QuickOrder { .. }
            | RerollDie { .. }
            | Reschedule { .. }
            | SetDie { .. }
            | SetUpTrick { .. }
            | TakeCoins { .. }
            | TakeLinkBonus { .. } => self.decide_action_command(seat, cmd, out)?,
            DeclinePerformance | Perform { .. } => {
                self.decide_performance_command(seat, cmd, out)?
            }
            _ => self.decide_expansion_command(seat, cmd, out)?,
        }
        // Magician Powers: opponents' Private Investments, and Powers whose
        // slot lost a Shard going back to the hand.
        if self.config.options.powers {
            self.push_investments(seat, cmd, out);
            self.push_power_returns(out);
        }
        Ok(())
    }

    /// Whether `decide_waiting` accepts `cmd`. The candidates
    /// `legal_commands` checks most (the set-up Specialist, Assignment cards,
    /// placements, the plain Downtown and Market Row Actions, ending Actions
    /// and giving back) are checked by the same functions
    /// `decide_waiting` calls, without building their events (the Action
    /// Points of a placement, a Reroll's new face, the cards' effects after
    /// an Action and the Powers' events are never refusals).
    pub(crate) fn accepts_waiting(
        &self,
        seat: Seat,
        cmd: &Command,
        scratch: &mut Vec<Event>,
    ) -> bool {
        let checked = match *cmd {
            Command::Place {
                character,
                slot,
                enhance,
                forfeit,
                boost,
                mimic,
            } => {
                let options = PlaceOptions {
                    forfeit,
                    boost,
                    mimic,
                };
                self.place_command(seat, character, slot, enhance, options, None)
            }
            Command::Assign {
                character,
                location,
            } => self.check_assign(seat, character, location),
            Command::AssignSpecial { character, card } => {
                self.check_assign_special(seat, character, card)
            }
            // As `decide_turn_command`: a Special card goes back by
            // `decide_unassign_special`, which only checks the phase.
            Command::Unassign { character } => {
                match self.player(seat).special_cards[character.index()] {
                    Some(_) => self.in_assignment(),
                    None => self.check_unassign(seat, character).map(drop),
                }
            }
            Command::ConfirmAssignments => self.in_assignment(),
            Command::ReturnTrick { trick } => self.check_return_trick(seat, trick),
            Command::ReturnComponents { component, count } => {
                self.check_return_components(seat, component, count)
            }
            // `decide_end_actions` only needs an acting Character.
            Command::EndActions => self.acting(seat).map(drop),
            Command::ChooseSpecialist { ref choice } => {
                self.check_specialist(seat, choice).map(drop)
            }
            Command::RerollDie { .. } => self.check_reroll(seat),
            Command::SetDie { die, face } => self.check_set_die(seat, die, face).map(drop),
            Command::LearnTrick {
                die,
                trick,
                overhaul: None,
            } => self.check_learn(seat, die, trick).map(drop),
            Command::QuickOrder { component } => self.check_quick_order(seat, component).map(drop),
            Command::Buy { items, bargain, .. } if !self.buys_with_card(seat, cmd) => {
                self.check_buy(seat, items, bargain).map(drop)
            }
            Command::Order {
                component, slot, ..
            } if !self.orders_with_card(seat, cmd) => self.check_plain_order(seat, component, slot),
            _ => return self.decide_waiting(seat, cmd, scratch).is_ok(),
        };
        let ok = self.check_enabled(cmd).is_ok() && checked.is_ok();
        debug_assert_eq!(
            ok,
            self.decide_waiting(seat, cmd, scratch).is_ok(),
            "the check-only path and decide disagree on {cmd:?}"
        );
        ok
    }

    /// Whether a Buy is decided with the Dark Alley's choices or the acting
    /// Character's card (`decide_buy_with_card`), not by `decide_buy`.
    fn buys_with_card(&self, seat: Seat, buy: &Command) -> bool {
        buy.is_dark_alley() || self.acting_card(seat, Enhances::Buy).is_some()
    }

    /// Whether an Order is decided with Buy Now or the acting Character's
    /// card (`decide_order_with_card`), not by `decide_order`.
    fn orders_with_card(&self, seat: Seat, order: &Command) -> bool {
        matches!(order, Command::Order { buy_now: true, .. })
            || self.acting_card(seat, Enhances::Order).is_some()
    }

    /// The refusals of commands whose expansion is not in play.
    fn check_enabled(&self, cmd: &Command) -> Result<(), RuleError> {
        if self.alley.is_none() && cmd.is_dark_alley() {
            self.alley()?;
        }
        if !self.config.options.powers && cmd.is_powers() {
            self.powers_on()?;
        }
        Ok(())
    }

    /// Place Character, plain or with the Dark Alley's choices or a Special
    /// Assignment card; with `out: None` only its checks.
    fn place_command(
        &self,
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        options: PlaceOptions,
        out: Option<&mut Vec<Event>>,
    ) -> Result<(), RuleError> {
        let card = self.player(seat).special_cards[character.index()];
        let plain = options == PlaceOptions::default() && card.is_none();
        match (plain, out) {
            (true, Some(out)) => self.decide_place(seat, character, slot, enhance, out),
            (true, None) => self.check_place(seat, character, slot, enhance).map(drop),
            (false, Some(out)) => {
                self.decide_place_with_card(seat, character, slot, enhance, options, out)
            }
            (false, None) => self
                .check_place_with_card(seat, character, slot, enhance, options)
                .map(drop),
        }
    }

    /// Set-up, Advertise, Assignment, Place Characters and giving things back.
    fn decide_turn_command(
        &self,
        seat: Seat,
        cmd: &Command,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use Command::*;
        match cmd {
            ChooseMagician { magician } => self.decide_magician(seat, *magician, out)?,
            ChooseStartingTrick { trick } => self.decide_starting_trick(seat, *trick, out)?,
            ChooseStartingComponents { components } => {
                self.decide_starting_components(seat, components, out)?
            }
            ChooseSpecialist { choice } => self.decide_specialist(seat, choice, out)?,
            Advertise => self.decide_advertise(seat, true, out)?,
            DeclineAdvertise => self.decide_advertise(seat, false, out)?,
            Assign {
                character,
                location,
            } => self.decide_assign(seat, *character, *location, out)?,
            Unassign { character } => match self.player(seat).special_cards[character.index()] {
                Some(card) => self.decide_unassign_special(seat, *character, card, out)?,
                None => self.decide_unassign(seat, *character, out)?,
            },
            ConfirmAssignments => self.decide_confirm(seat, out)?,
            Place {
                character,
                slot,
                enhance,
                forfeit,
                boost,
                mimic,
            } => {
                let options = PlaceOptions {
                    forfeit: *forfeit,
                    boost: *boost,
                    mimic: *mimic,
                };
                self.place_command(seat, *character, *slot, *enhance, options, Some(out))?
            }
            LeaveIdle { character } => self.decide_idle(seat, *character, out)?,
            EndActions => self.decide_end_actions(seat, out)?,
            ReturnTrick { trick } => self.decide_return_trick(seat, *trick, out)?,
            ReturnComponents { component, count } => {
                self.decide_return_components(seat, *component, *count, out)?
            }
            _ => return Err(RuleError::WrongTime("why-not-possible-now")),
        }
        Ok(())
    }

    /// The Locations' Actions: Downtown, the Market Row, the Workshop and the Theater (with their cards' options).
    fn decide_action_command(
        &self,
        seat: Seat,
        cmd: &Command,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use Command::*;
        match cmd {
            LearnTrick {
                die,
                trick,
                overhaul: None,
            } => self.decide_learn(seat, *die, *trick, out)?,
            LearnTrick {
                die,
                trick,
                overhaul: Some(old),
            } => self.decide_learn_overhaul(seat, *die, *trick, *old, out)?,
            Hire {
                die,
                character: None,
                second: false,
            } => self.decide_hire(seat, *die, out)?,
            Hire {
                die,
                character,
                second,
            } => self.decide_hire_with_card(seat, *die, *character, *second, out)?,
            TakeCoins { die, buy: None } => self.decide_take_coins(seat, *die, out)?,
            TakeCoins {
                die,
                buy: Some(set),
            } => self.decide_take_coins_investing(seat, *die, *set, out)?,
            RerollDie { die } => self.decide_reroll(seat, *die, out)?,
            SetDie { die, face } => self.decide_set_die(seat, *die, *face, out)?,
            Buy {
                items,
                bargain,
                pay,
                shoplift,
            } => {
                if self.buys_with_card(seat, cmd) {
                    self.decide_buy_with_card(seat, *items, *bargain, *pay, *shoplift, out)?
                } else {
                    self.decide_buy(seat, *items, *bargain, out)?
                }
            }
            Order {
                component,
                slot,
                buy_now,
            } => {
                if self.orders_with_card(seat, cmd) {
                    self.decide_order_with_card(seat, *component, *slot, *buy_now, out)?
                } else {
                    self.decide_order(seat, *component, *slot, out)?
                }
            }
            QuickOrder { component } => self.decide_quick_order(seat, *component, out)?,
            Prepare { trick, option } => {
                if option.is_some() || self.acting_card(seat, Enhances::Prepare).is_some() {
                    self.decide_prepare_with_card(seat, *trick, *option, out)?
                } else {
                    self.decide_prepare(seat, *trick, out)?
                }
            }
            MoveTrick { trick } => self.decide_move_trick(seat, *trick, out)?,
            MoveComponents { component, slot } => {
                self.decide_move_components(seat, *component, *slot, out)?
            }
            MoveApprentice { apprentice } => self.decide_move_apprentice(seat, *apprentice, out)?,
            SetUpTrick {
                trick,
                card,
                slot,
                facing,
                swap,
            } => self.decide_set_up_trick(seat, *trick, *card, *slot, *facing, *swap, out)?,
            Reschedule {
                card,
                slot,
                to_card,
                to_slot,
                facing,
            } => {
                if matches!(self.phase, Phase::BreakingFree { .. }) {
                    self.decide_breaking_free(seat, *card, *slot, *to_card, *to_slot, *facing, out)?
                } else if self.acting_card(seat, Enhances::Reschedule).is_some() {
                    self.decide_reschedule_with_card(
                        seat, *card, *slot, *to_card, *to_slot, *facing, out,
                    )?
                } else {
                    self.decide_reschedule(seat, *card, *slot, *to_card, *to_slot, *facing, out)?
                }
            }
            TakeLinkBonus { reward } => self.decide_link_bonus(seat, *reward, out)?,
            _ => return Err(RuleError::WrongTime("why-not-possible-now")),
        }
        Ok(())
    }

    /// The Performance phase.
    fn decide_performance_command(
        &self,
        seat: Seat,
        cmd: &Command,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use Command::*;
        match cmd {
            Perform {
                card,
                steal,
                premiere,
                durable,
            } => {
                if self.alley.is_some() {
                    let opts = PerformOptions {
                        steal: *steal,
                        premiere: *premiere,
                        durable: *durable,
                    };
                    self.decide_perform_with_options(seat, Some(*card), opts, out)?
                } else {
                    self.decide_perform(seat, Some(*card), out)?
                }
            }
            DeclinePerformance => {
                if self.alley.is_some() {
                    self.decide_perform_with_options(seat, None, Default::default(), out)?
                } else {
                    self.decide_perform(seat, None, out)?
                }
            }
            _ => return Err(RuleError::WrongTime("why-not-possible-now")),
        }
        Ok(())
    }

    /// The expansions' own commands: the Dark Alley's, Magician Powers', the Academy's and the Heir's.
    fn decide_expansion_command(
        &self,
        seat: Seat,
        cmd: &Command,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use Command::*;
        match cmd {
            AssignSpecial { character, card } => {
                self.decide_assign_special(seat, *character, *card, out)?
            }
            DrawSpecial { deck } => self.decide_draw_special(seat, *deck, out)?,
            FortuneTelling => self.decide_fortune_telling(seat, out)?,
            FateWeaving { pending } => self.decide_fate_weaving(seat, *pending, out)?,
            SetUpGuest { trick, card } => self.decide_set_up_guest(seat, *trick, *card, out)?,
            StreetPerformance { card, slot } => {
                self.decide_street_performance(seat, *card, *slot, out)?
            }
            DeclineAbility => self.decide_decline_ability(seat, out)?,
            Possess { card } => self.decide_possess(seat, *card, out)?,
            SetUpPiled {
                trick,
                card,
                slot,
                facing,
            } => self.decide_set_up_piled(seat, *trick, *card, *slot, *facing, out)?,
            DiscardPower { power } => self.decide_discard_power(seat, *power, out)?,
            LearnPower { power, slot } => self.decide_learn_power(seat, *power, *slot, out)?,
            PassPower => self.decide_pass_power(seat, out)?,
            Rearrange { change } => self.decide_rearrange(seat, *change, out)?,
            Gamble => self.decide_gamble(seat, out)?,
            Renovate { wing, level, tile } => {
                self.decide_renovate(seat, *wing, *level, *tile, out)?
            }
            Practice { trick, spot, free } => {
                self.decide_practice(seat, *trick, *spot, *free, out)?
            }
            Teach { trick, spot } => self.decide_teach(seat, *trick, *spot, out)?,
            LearnSecret { secret, space } => {
                self.decide_learn_secret(seat, *secret, *space, out)?
            }
            RerollTurnSetup { places } => self.decide_reroll_turn_setup(*places, out)?,
            ChooseFullYield { trick } => self.decide_full_yield(seat, *trick, out)?,
            LendSecret { apprentice, secret } => {
                self.decide_lend_secret(seat, *apprentice, *secret, out)?
            }

            _ => return Err(RuleError::WrongTime("why-not-possible-now")),
        }
        Ok(())
    }

    /// Runs the automatic steps (dice, Initiative, phase changes, End Turn,
    /// final scoring) until the game waits for a player again.
    pub(crate) fn advance(&mut self, events: &mut Vec<Event>) {
        loop {
            let step = self.auto_step();
            if step.is_empty() {
                return;
            }
            for e in &step {
                self.apply_event(e);
            }
            events.extend(step);
        }
    }

    /// The events of the next automatic step, or none when a player must decide.
    pub(crate) fn auto_step(&self) -> Vec<Event> {
        if let Some(heir) = self.heir_step() {
            return heir;
        }
        let mut out = Vec::new();
        match &self.phase {
            Phase::ChooseMagicians { .. }
            | Phase::ChooseTricks { .. }
            | Phase::SetupBoards { .. }
            | Phase::DiscardPowers { .. } => self.auto_setup(&mut out),
            Phase::StartTurn => self.auto_start_turn(&mut out),
            Phase::Advertise { pos } => self.auto_advertise(*pos, &mut out),
            Phase::LearnPowers { pos } => self.auto_learn_powers(*pos, &mut out),
            Phase::Assignment => self.auto_assignment(&mut out),
            Phase::PlaceCharacters { pos, acting, done } => match self.rearrange_due() {
                Some(seat) => out.push(Event::Powers(PowersEvent::RearrangeOffered { seat })),
                None => self.auto_place(*pos, acting.as_ref(), *done, &mut out),
            },
            Phase::Rearrange { .. } => {}
            Phase::Performance { day, performer } => {
                if performer.is_none() {
                    self.auto_performance(*day, &mut out)
                }
            }
            Phase::BreakingFree { .. } => self.auto_breaking_free(&mut out),
            Phase::Possession { .. } => {}
            Phase::Classroom { chooser, held } => self.auto_classroom(*chooser, *held, &mut out),
            Phase::FinalScoring => self.auto_final_scoring(&mut out),
            Phase::TurnSetup | Phase::GameOver => {}
        }
        out
    }

    /// The seats the game waits for (several during the Assignment phase).
    pub fn waiting_for(&self) -> Vec<Seat> {
        let mut seats = self.waiting_for_any();
        // Nobody plays the Heir: `auto_step` does.
        seats.retain(|&s| !self.is_heir(s));
        seats
    }

    fn waiting_for_any(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::ChooseMagicians { pos }
            | Phase::ChooseTricks { pos }
            | Phase::SetupBoards { pos, .. }
            | Phase::DiscardPowers { pos } => vec![Seat(*pos)],
            Phase::Advertise { pos } | Phase::LearnPowers { pos } => self
                .initiative
                .get(*pos as usize)
                .copied()
                .into_iter()
                .collect(),
            Phase::Rearrange { seat } => vec![*seat],
            Phase::TurnSetup => vec![Seat(0)],
            Phase::Assignment => self
                .seats()
                .filter(|&s| !self.player(s).assignment_confirmed)
                .collect(),
            Phase::PlaceCharacters { pos, acting, .. } => match acting {
                Some(a) => vec![a.seat],
                None => vec![self.initiative[*pos as usize]],
            },
            Phase::Performance { performer, .. } => performer.iter().copied().collect(),
            Phase::BreakingFree { seat, .. } => vec![*seat],
            Phase::Possession { yoruba, .. } => vec![*yoruba],
            Phase::Classroom {
                chooser: Some(s),
                held: false,
            } => vec![*s],
            Phase::Classroom { .. } => Vec::new(),
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => Vec::new(),
        }
    }

    /// Whether the game waits for `seat` now (`waiting_for` without allocating).
    pub fn is_waiting_for(&self, seat: Seat) -> bool {
        if self.is_heir(seat) {
            return false;
        }
        match &self.phase {
            Phase::ChooseMagicians { pos }
            | Phase::ChooseTricks { pos }
            | Phase::SetupBoards { pos, .. }
            | Phase::DiscardPowers { pos } => seat.0 == *pos,
            Phase::Advertise { pos } | Phase::LearnPowers { pos } => {
                self.initiative.get(*pos as usize) == Some(&seat)
            }
            Phase::Rearrange { seat: s } => *s == seat,
            Phase::TurnSetup => seat == Seat(0),
            Phase::Assignment => !self.player(seat).assignment_confirmed,
            Phase::PlaceCharacters { pos, acting, .. } => match acting {
                Some(a) => a.seat == seat,
                None => self.initiative[*pos as usize] == seat,
            },
            Phase::Performance { performer, .. } => *performer == Some(seat),
            Phase::BreakingFree { seat: s, .. } => *s == seat,
            Phase::Possession { yoruba, .. } => *yoruba == seat,
            Phase::Classroom {
                chooser: Some(s),
                held: false,
            } => *s == seat,
            Phase::Classroom { .. } => false,
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => false,
        }
    }

    /// Number of turns this game lasts.
    pub fn last_turn(&self) -> u8 {
        if self.config.options.dark_alley {
            board::DARK_ALLEY_TURNS
        } else {
            board::BASE_TURNS
        }
    }

    /// A stable digest of the whole game state: 64-bit FNV-1a of its JSON.
    /// `Game` serializes its fields in declaration order and holds no hash
    /// maps, so the JSON, and the digest, depend only on the state. Golden
    /// games and exports record it for finished games.
    pub fn state_digest(&self) -> String {
        let json = serde_json::to_vec(self).expect("the game state serializes to JSON");
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in json {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        format!("fnv1a64:{h:016x}")
    }

    pub(crate) fn in_residence(&self, trick: TrickId) -> bool {
        self.residence & (1 << trick.0) != 0
    }
}

impl Game {
    /// The rules version this game is played under.
    pub fn rules_version(&self) -> u32 {
        self.config.rules_version
    }

    /// Whether this game plays with `change` (it was created under a rules
    /// version that has it).
    pub(crate) fn follows(&self, change: crate::rules_version::Change) -> bool {
        self.config.rules_version >= change.since()
    }
}
