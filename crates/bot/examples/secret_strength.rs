//! How strong each Protégé Secret of Dahlgaard's Academy is when a greedy
//! bot has it, whether or not the bot's own valuation would take it
//! (docs/CONTENT.md "Academy balance" records the figures).
//!
//! `cargo run --release -p trickerion-bot --example secret_strength -- [games] [seed] [players] [mode]`
//! (default 500 games per line, seed 1, players `2,3`, mode `visit`).
//!
//! For each player count, a baseline of plain greedy bots, then one line per
//! Secret: game `i` (config seed `seed + i`, the Academy games of
//! `academy_balance`, same bot seeds) is played with the greedy bot at seat
//! `i % players` wrapped in [`Forced`]; the other seats are plain greedy
//! bots. The wrapper:
//!
//! - learns the Secret whenever a legal command does (Learn Secret onto the
//!   Protégé's first free space, or its first space when all three are
//!   full), before anything else its Character does at the Academy;
//! - in mode `visit`, also sends a Character to the Academy in a turn when
//!   the Secret lies face up and the seat does not have it: it lets the
//!   greedy bot assign its plan, and when the bot would confirm with nobody
//!   going to the Academy, it moves one Character's card there first (an
//!   unassigned Character, else one bound for the Dark Alley, Downtown, the
//!   Market Row or the Workshop, in that order, one with 2 or more base
//!   Action Points first; never a Character bound for the Theater). The
//!   greedy bot places it as it places any Academy Character (on a slot
//!   giving 2 Action Points, else Idle). Mode `take` only learns when the
//!   bot went to the Academy anyway;
//! - in mode `use`, does what `visit` does and, in the turns after it
//!   learned the Secret, swaps the Protégé's card with that of a Character
//!   the greedy bot sends where the Secret acts (the Location of its
//!   Action or placement; backstage for the Theater's, never with the
//!   Magician or the Assistant there), when one goes there.
//!
//! Every other decision is the greedy bot's. Per line: how often the forced
//! seat learned the Secret, its mean final Fame, the mean difference from
//! the same seat in the baseline game (same seeds; with its standard
//! error), that difference divided by the share of games the Secret was
//! learned (the effect per Secret learned, if the forcing itself costs
//! nothing), the forced seat's wins against a fair share (1.00 = 1 game in
//! n at n players; the winner is the rules' one, ties to Initiative), and,
//! per game the Secret was learned, how often the Protégé holding it was
//! placed where it acts and how often it acted (`uses`: an Action or
//! placement of the Character carrying it that the Secret changed, or a
//! payout of it), and how many of the baseline's players held it at the
//! end.

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, Bot, BotLevel, Observation};
use trickerion_rules::academy::{academy, SecretAction, SecretEffect};
use trickerion_rules::{AcademyEvent, DowntownEvent};
use trickerion_rules::{
    CardView, CharacterId, Command, Event, Game, GameConfig, GameOptions, Location, Phase, Seat,
    View,
};

/// How far the wrapper goes for its Secret.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Learn it when a legal command does.
    Take,
    /// And send a Character to the Academy while it lies face up.
    Visit,
    /// And once learned, send the Protégé where the Secret acts.
    Use,
}

/// A greedy bot that learns one Secret whenever it can (and, by `mode`,
/// goes to the Academy for it and sends the Protégé where it acts).
struct Forced {
    inner: Box<dyn Bot + Send>,
    target: u8,
    mode: Mode,
    /// The turn in which the wrapper took over the Assignment, and the
    /// commands it still sends then.
    script: Option<(u8, Vec<Command>)>,
}

/// Where the Character carrying a Secret with this effect is placed for it
/// to act.
fn secret_location(e: SecretEffect) -> Location {
    match e {
        SecretEffect::ExtraAp { at, .. } => at,
        SecretEffect::CheaperAction { action, .. } => match action {
            SecretAction::LearnSecret
            | SecretAction::Teach
            | SecretAction::Renovate
            | SecretAction::Practice => Location::Academy,
            SecretAction::Prepare => Location::Workshop,
            SecretAction::QuickOrder => Location::MarketRow,
            SecretAction::DrawSpecial => Location::DarkAlley,
            SecretAction::LearnTrick
            | SecretAction::Hire
            | SecretAction::TakeCoins
            | SecretAction::SetDie => Location::Downtown,
        },
        SecretEffect::TakeCoinsBonus { .. }
        | SecretEffect::LearnDiscount { .. }
        | SecretEffect::HireFame { .. } => Location::Downtown,
        SecretEffect::BuyDiscount { .. } => Location::MarketRow,
        SecretEffect::PrepareMarker => Location::Workshop,
        SecretEffect::SetUpFame { .. } | SecretEffect::BackstageBonus { .. } => Location::Theater,
        SecretEffect::RenovateDiscount { .. } | SecretEffect::AcademyFame { .. } => {
            Location::Academy
        }
    }
}

fn card_of(view: &View, seat: Seat, c: CharacterId) -> Option<Location> {
    view.players[seat.index()]
        .characters
        .iter()
        .find(|v| v.character == c)
        .and_then(|v| match v.card {
            Some(CardView::Revealed(l)) => Some(l),
            _ => None,
        })
}

impl Forced {
    fn learn(&self, obs: &Observation<'_>) -> Option<Command> {
        let a = obs.view().academy.as_ref()?;
        let me = a.players.iter().find(|p| p.seat == obs.seat())?;
        let space = me.secrets.iter().position(Option::is_none).unwrap_or(0) as u8;
        let cmd = Command::LearnSecret {
            secret: self.target,
            space,
        };
        obs.legal().contains(&cmd).then_some(cmd)
    }

    /// Whether the seat's Protégé has the Secret.
    fn holds(&self, view: &View, seat: Seat) -> bool {
        view.academy.as_ref().is_some_and(|a| {
            a.players
                .iter()
                .find(|p| p.seat == seat)
                .is_some_and(|p| p.secrets.contains(&Some(self.target)))
        })
    }

    /// The Secret lies face up and the seat has not got it.
    fn wanted(&self, view: &View, seat: Seat) -> bool {
        view.academy
            .as_ref()
            .is_some_and(|a| a.face_up.contains(&self.target))
            && !self.holds(view, seat)
    }

    /// Mode `visit`: one Character's card to the Academy, unless one goes
    /// there already.
    fn visit_script(view: &View, seat: Seat, legal: &[Command]) -> Vec<Command> {
        let me = &view.players[seat.index()];
        let protege_ap = view
            .academy
            .as_ref()
            .and_then(|a| a.players.iter().find(|p| p.seat == seat))
            .map_or(1, |p| i32::from(p.protege_ap));
        let base_ap = |c: CharacterId| {
            if c == CharacterId::Protege {
                protege_ap
            } else {
                c.base_ap()
            }
        };
        let mut cands: Vec<(bool, u8, CharacterId)> = Vec::new();
        for cmd in legal {
            if let Command::Assign {
                character,
                location: Location::Academy,
            } = cmd
            {
                cands.push((base_ap(*character) < 2, 0, *character));
            }
        }
        for v in &me.characters {
            let Some(CardView::Revealed(l)) = v.card else {
                continue;
            };
            let rank = match l {
                Location::Academy => return Vec::new(),
                Location::DarkAlley => 1,
                Location::Downtown => 2,
                Location::MarketRow => 3,
                Location::Workshop => 4,
                _ => continue,
            };
            if legal.contains(&Command::Unassign {
                character: v.character,
            }) {
                cands.push((base_ap(v.character) < 2, rank, v.character));
            }
        }
        cands.sort_by_key(|&(low, rank, c)| (low, rank, c == CharacterId::Magician));
        let Some(&(_, rank, c)) = cands.first() else {
            return Vec::new();
        };
        let mut script = Vec::new();
        if rank > 0 {
            script.push(Command::Unassign { character: c });
        }
        script.push(Command::Assign {
            character: c,
            location: Location::Academy,
        });
        script
    }

    /// Mode `use`: the Protégé and a Character going where the Secret acts
    /// swap cards.
    fn use_script(&self, view: &View, seat: Seat, legal: &[Command]) -> Vec<Command> {
        use CharacterId::{Assistant, Magician, Protege};
        let at = secret_location(academy().secrets[self.target as usize].effect);
        let mine = card_of(view, seat, Protege);
        let protege_free = legal.iter().any(|c| {
            matches!(
                c,
                Command::Assign {
                    character: Protege,
                    ..
                }
            )
        });
        if mine == Some(at) || (mine.is_none() && !protege_free) {
            return Vec::new();
        }
        // Not the performing Magician, nor the Assistant from backstage (its
        // bonus is the Magician's there).
        let other = view.players[seat.index()].characters.iter().find(|v| {
            v.character != Protege
                && !(at == Location::Theater && matches!(v.character, Magician | Assistant))
                && matches!(v.card, Some(CardView::Revealed(l)) if l == at)
        });
        let Some(other) = other.map(|v| v.character) else {
            return Vec::new();
        };
        let mut script = vec![Command::Unassign { character: other }];
        if mine.is_some() {
            script.push(Command::Unassign { character: Protege });
        }
        script.push(Command::Assign {
            character: Protege,
            location: at,
        });
        if let Some(l) = mine {
            script.push(Command::Assign {
                character: other,
                location: l,
            });
        }
        script
    }
}

impl Bot for Forced {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        if let Some(cmd) = self.learn(obs) {
            return cmd;
        }
        let view = obs.view();
        let legal = obs.legal();
        if self.mode == Mode::Take || view.phase != Phase::Assignment {
            return self.inner.choose(obs);
        }
        if let Some((turn, script)) = &mut self.script {
            if *turn == view.turn {
                while !script.is_empty() {
                    let cmd = script.remove(0);
                    if legal.contains(&cmd) {
                        return cmd;
                    }
                }
                if legal.contains(&Command::ConfirmAssignments) {
                    return Command::ConfirmAssignments;
                }
                return self.inner.choose(obs);
            }
        }
        // The greedy bot's plan first; the wrapper changes it before it
        // is confirmed.
        let cmd = self.inner.choose(obs);
        if cmd != Command::ConfirmAssignments {
            return cmd;
        }
        let mut script = if self.wanted(view, obs.seat()) {
            Forced::visit_script(view, obs.seat(), legal)
        } else if self.mode == Mode::Use && self.holds(view, obs.seat()) {
            self.use_script(view, obs.seat(), legal)
        } else {
            Vec::new()
        };
        if script.is_empty() || !legal.contains(&script[0]) {
            return cmd;
        }
        let first = script.remove(0);
        self.script = Some((view.turn, script));
        first
    }
}

fn config(players: u8, seed: u64) -> GameConfig {
    GameOptions {
        academy: true,
        ..GameOptions::dark_alley(players)
    }
    .config(seed)
}

/// The bots of one game (the seeds of `academy_balance`); `forced` wraps
/// the one at its seat.
fn bots(players: u8, seed: u64, forced: Option<(Seat, u8, Mode)>) -> Vec<Box<dyn Bot + Send>> {
    (0..players)
        .map(|p| {
            let bot = make_bot(BotLevel::Normal, seed * 10 + u64::from(p));
            match forced {
                Some((seat, target, mode)) if seat.0 == p => Box::new(Forced {
                    inner: bot,
                    target,
                    mode,
                    script: None,
                })
                    as Box<dyn Bot + Send>,
                _ => bot,
            }
        })
        .collect()
}

/// Whether the command `cmd` of the seat's acting Character (or placement)
/// uses the Secret `target`, judged on the game before it. Secrets that
/// pay (Fame, Coins) are counted by their `SecretYield` events instead.
fn uses(game: &Game, seat: Seat, target: u8, cmd: &Command, events: &[Event]) -> bool {
    let effect = academy().secrets[target as usize].effect;
    let p = &game.players()[seat.index()];
    let Some(a) = &p.academy else { return false };
    let carries = |c: CharacterId| {
        (c == CharacterId::Protege && a.secrets.contains(&Some(target)))
            || a.lent == Some((c, target))
    };
    // ExtraAp: the Character carrying it placed at its Location.
    if let (
        SecretEffect::ExtraAp { at, .. },
        Command::Place {
            character, slot, ..
        },
    ) = (effect, cmd)
    {
        return carries(*character) && slot.location() == at;
    }
    let Phase::PlaceCharacters {
        acting: Some(acting),
        ..
    } = game.phase()
    else {
        return false;
    };
    if acting.seat != seat || !carries(acting.character) {
        return false;
    }
    match (effect, cmd) {
        (SecretEffect::CheaperAction { action, .. }, c) => matches!(
            (action, c),
            (SecretAction::LearnSecret, Command::LearnSecret { .. })
                | (SecretAction::Prepare, Command::Prepare { .. })
                | (SecretAction::Teach, Command::Teach { .. })
                | (SecretAction::Practice, Command::Practice { .. })
                | (SecretAction::Renovate, Command::Renovate { .. })
                | (SecretAction::LearnTrick, Command::LearnTrick { .. })
                | (SecretAction::Hire, Command::Hire { .. })
                | (SecretAction::TakeCoins, Command::TakeCoins { .. })
        ),
        (SecretEffect::BuyDiscount { .. }, Command::Buy { .. }) => true,
        (SecretEffect::PrepareMarker, Command::Prepare { .. }) => true,
        (SecretEffect::RenovateDiscount { .. }, Command::Renovate { .. }) => true,
        // Only a Trick learned with missing Fame pays Coins the Secret lowers.
        (SecretEffect::LearnDiscount { .. }, Command::LearnTrick { .. }) => events.iter().any(
            |e| matches!(e, Event::Downtown(DowntownEvent::TrickLearned { trick, .. }) if trick.card().threshold > p.fame),
        ),
        _ => false,
    }
}

/// Secrets whose use shows as a `SecretYield` event.
fn pays(effect: SecretEffect) -> bool {
    matches!(
        effect,
        SecretEffect::BackstageBonus { .. }
            | SecretEffect::AcademyFame { .. }
            | SecretEffect::SetUpFame { .. }
            | SecretEffect::HireFame { .. }
            | SecretEffect::TakeCoinsBonus { .. }
    )
}

#[derive(Default)]
struct Line {
    games: u32,
    learned: u32,
    fame: Vec<f64>,
    diff: Vec<f64>,
    wins: u32,
    uses: u32,
    there: u32,
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v.iter().sum::<f64>() / v.len() as f64
    }
}

fn std_err(v: &[f64]) -> f64 {
    let n = v.len() as f64;
    if n < 2.0 {
        return 0.0;
    }
    let m = mean(v);
    let var = v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0);
    (var / n).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(500, |s| s.parse().unwrap());
    let seed: u64 = args.get(1).map_or(1, |s| s.parse().unwrap());
    let counts: Vec<u8> = args
        .get(2)
        .map_or("2,3", String::as_str)
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    let mode_name = args.get(3).map_or("visit", String::as_str);
    let mode = match mode_name {
        "take" => Mode::Take,
        "visit" => Mode::Visit,
        "use" => Mode::Use,
        m => panic!("mode is take, visit or use, not {m}"),
    };
    let content = academy();
    println!(
        "Academy content {} v{} ({}), {games} games per line, seeds {seed}.., mode {}",
        content.stamp.id, content.stamp.version, content.stamp.hash, mode_name
    );
    for players in counts {
        let fair = 1.0 / f64::from(players);
        // Baseline: the seat that would be forced, in plain greedy games.
        let mut base = Vec::new();
        let mut base_wins = 0u32;
        let mut natural = vec![0u32; content.secrets.len()];
        for i in 0..games {
            let s = seed + i;
            let seat = Seat((i % u64::from(players)) as u8);
            let g = play_game(config(players, s), &mut bots(players, s, None))
                .expect("bots finish")
                .game;
            let sc = g.scores().unwrap();
            base.push(f64::from(sc.scores[seat.index()].total));
            base_wins += u32::from(sc.winner == seat);
            for p in g.players() {
                for t in p.academy.iter().flat_map(|a| a.held()) {
                    natural[t as usize] += 1;
                }
            }
        }
        println!(
            "\n{players} players: baseline seat mean {:.1} (±{:.1}), wins {:.2} of fair share",
            mean(&base),
            std_err(&base),
            f64::from(base_wins) / (games as f64 * fair)
        );
        println!(
            "| Secret | learned | mean Fame | diff vs baseline (± s.e.) | diff / learned share | wins vs fair | Protégé placed there / uses, per game learned | held at end, baseline (all seats) |"
        );
        println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
        for (t, tile) in content.secrets.iter().enumerate() {
            let target = t as u8;
            let mut l = Line::default();
            for i in 0..games {
                let s = seed + i;
                let seat = Seat((i % u64::from(players)) as u8);
                let played = play_game(
                    config(players, s),
                    &mut bots(players, s, Some((seat, target, mode))),
                )
                .expect("bots finish");
                let mut replay = Game::new(config(players, s)).unwrap();
                let mut learned = false;
                let mut used = 0;
                let paying = pays(tile.effect);
                let at = secret_location(tile.effect);
                let mut there = 0;
                for (who, cmd) in &played.commands {
                    if *who == seat {
                        if let Command::Place {
                            character: CharacterId::Protege,
                            slot,
                            ..
                        } = cmd
                        {
                            let holds = replay.players()[seat.index()]
                                .academy
                                .as_ref()
                                .is_some_and(|a| a.secrets.contains(&Some(target)));
                            there += u32::from(holds && slot.location() == at);
                        }
                    }
                    if *who == seat && !paying {
                        // The command's own events, judged on the game before it.
                        let events = replay.decide(seat, cmd).unwrap();
                        used += u32::from(uses(&replay, seat, target, cmd, &events));
                    }
                    // With the automatic steps that follow the command.
                    for e in replay.apply(*who, cmd).unwrap() {
                        match e {
                            Event::Academy(AcademyEvent::SecretLearned { learned: x, .. })
                                if x.seat == seat && x.secret == target =>
                            {
                                learned = true;
                            }
                            Event::Academy(AcademyEvent::SecretYield {
                                seat: s, secret, ..
                            }) if paying && s == seat && secret == target => used += 1,
                            _ => {}
                        }
                    }
                }
                let sc = played.game.scores().unwrap();
                let fame = f64::from(sc.scores[seat.index()].total);
                l.games += 1;
                l.learned += u32::from(learned);
                l.uses += used;
                l.there += there;
                l.fame.push(fame);
                l.diff.push(fame - base[i as usize]);
                l.wins += u32::from(sc.winner == seat);
            }
            let share = f64::from(l.learned) / f64::from(l.games);
            let per_learned = if l.learned > 0 {
                format!("{:+.1}", mean(&l.diff) / share)
            } else {
                "—".to_string()
            };
            let per_game = |n: u32| {
                if l.learned > 0 {
                    format!("{:.1}", f64::from(n) / f64::from(l.learned))
                } else {
                    "—".to_string()
                }
            };
            println!(
                "| {} {} | {:.0}% | {:.1} | {:+.1} (±{:.1}) | {} | {:.2} | {} / {} | {} |",
                tile.code,
                tile.name,
                100.0 * share,
                mean(&l.fame),
                mean(&l.diff),
                std_err(&l.diff),
                per_learned,
                f64::from(l.wins) / (f64::from(l.games) * fair),
                per_game(l.there),
                per_game(l.uses),
                natural[t],
            );
        }
    }
}
