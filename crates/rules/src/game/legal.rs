//! `legal_commands`: every command `apply` would accept for a seat now. Candidates
//! are generated per decision and kept only if `decide` accepts them, so the list
//! can never hold a command the rules refuse.
//!
//! Each part of the rules lists its own candidates (`candidates` modules in
//! `base/*`, `dark_alley`, `powers`, `academy`, `heir`); this module picks the
//! lists by phase and Location, and composes the enabled expansions into the
//! one [`ExpansionCandidates`] the base lists ask at their `At` points for the
//! options and commands the expansions add.
//!
//! Checking a candidate costs a whole `decide`, so the generators leave out the
//! candidates that cannot be legal, by conditions that each mirror a refusal of
//! the rules (a Character must be at home to get a card, Enhance needs a Shard,
//! only the Mechaniker boosts, a slot another Character stands on takes none,
//! a die already showing a face cannot be set to it...). Each is marked
//! "(prune)" and names the `decide_*` it mirrors. They only leave candidates
//! out: a wrong one would hide a legal command, never list an illegal one, and
//! the test `pruning_changes_nothing` compares the lists with and without
//! pruning over thousands of positions of random and Dark Alley games.
//! With the Dark Alley, about a quarter of the candidates are legal unpruned.
//!
//! The candidates left are checked by `accepts_waiting`: a whole `decide`,
//! except for the commonest families (placements, Assignment cards, the
//! plain Downtown and Market Row Actions...), whose refusals are checked by
//! the same `check_*` functions their `decide_*` call, without building the
//! events. A debug assertion there and the same test compare it with
//! `decide` for every candidate.

use crate::command::Command;
use crate::game::academy::candidates::AcademyCandidates;
use crate::game::base::candidates::ExpansionCandidates;
use crate::game::dark_alley::candidates::AlleyCandidates;
use crate::game::powers::candidates::PowersCandidates;
use crate::game::{Acting, Game, Phase};
use crate::model::{Location, Seat};

impl Game {
    /// Every command `apply(seat, ..)` would accept now.
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.checked_candidates(seat, true)
    }

    /// The candidates (pruned or not) that `decide` accepts.
    pub(crate) fn checked_candidates(&self, seat: Seat, prune: bool) -> Vec<Command> {
        if seat.index() >= self.players.len() || !self.is_waiting_for(seat) {
            return Vec::new();
        }
        let mut cands = self.candidates(seat, prune);
        let mut scratch = Vec::new();
        cands.retain(|c| self.accepts_waiting(seat, c, &mut scratch));
        cands
    }

    /// What the enabled expansions add to the base candidates of `seat`,
    /// asked in this order.
    fn expansion_candidates(&self, seat: Seat, prune: bool) -> impl ExpansionCandidates + '_ {
        (
            self.alley
                .as_ref()
                .map(|_| AlleyCandidates::new(self, seat, prune)),
            self.config.options.powers.then_some(PowersCandidates),
            self.academy
                .as_ref()
                .map(|_| AcademyCandidates { game: self, seat }),
        )
    }

    /// Commands that might be legal for `seat` now, in the order listed;
    /// `prune` leaves out those that cannot be.
    fn candidates(&self, seat: Seat, prune: bool) -> Vec<Command> {
        let mut cands: Vec<Command> = Vec::with_capacity(64);
        let expansions = self.expansion_candidates(seat, prune);
        let out = &mut cands;
        match &self.phase {
            Phase::ChooseMagicians { .. } => self.magician_candidates(seat, out),
            Phase::ChooseTricks { .. } => self.starting_trick_candidates(seat, prune, out),
            Phase::SetupBoards {
                components_chosen: false,
                ..
            } => Self::starting_component_candidates(out),
            Phase::SetupBoards {
                components_chosen: true,
                ..
            } => Self::specialist_candidates(out),
            Phase::Advertise { .. } => Self::advertise_candidates(out),
            Phase::Assignment => self.assignment_candidates(seat, prune, &expansions, out),
            Phase::PlaceCharacters { acting: None, .. } => {
                self.placement_candidates(seat, prune, &expansions, out)
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } => {
                if a.pending_links > 0 {
                    Self::link_bonus_candidates(out);
                } else {
                    self.action_candidates(seat, a, prune, &expansions, out);
                    out.push(Command::EndActions);
                }
            }
            Phase::Performance { .. } => self.performance_candidates(&expansions, out),
            Phase::BreakingFree { pending_links, .. } => {
                self.breaking_free_candidates(seat, *pending_links, &expansions, out)
            }
            Phase::Possession { .. } => self.possession_candidates(out),
            Phase::DiscardPowers { .. } | Phase::LearnPowers { .. } | Phase::Rearrange { .. } => {
                self.power_candidates(seat, out)
            }
            Phase::TurnSetup => self.turn_setup_candidates(out),
            Phase::Classroom { .. } => self.classroom_candidates(seat, out),
            Phase::StartTurn | Phase::FinalScoring | Phase::GameOver => {}
        }
        self.return_candidates(seat, out);
        cands
    }

    /// The Actions of the Location the acting Character stands at.
    fn action_candidates(
        &self,
        seat: Seat,
        acting: &Acting,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        out: &mut Vec<Command>,
    ) {
        let ap = acting.ap;
        match acting.slot.location() {
            Location::Downtown => self.downtown_candidates(seat, ap, prune, expansions, out),
            Location::MarketRow => self.market_row_candidates(seat, ap, prune, expansions, out),
            Location::Workshop => self.workshop_candidates(seat, ap, prune, expansions, out),
            Location::Theater => self.theater_candidates(seat, expansions, out),
            Location::DarkAlley => Self::dark_alley_candidates(out),
            Location::Academy => self.academy_candidates(seat, out),
        }
    }
}

#[cfg(test)]
mod tests {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use crate::command::Command;
    use crate::config::{GameConfig, GameOptions};
    use crate::game::Game;

    /// Return and un-assign commands, which uniform players pick so often
    /// that they rarely get far (see the `keep` policy of `playouts`).
    fn gives_back(c: &Command) -> bool {
        matches!(
            c,
            Command::ReturnTrick { .. }
                | Command::ReturnComponents { .. }
                | Command::Unassign { .. }
        )
    }

    /// Plays `games` random games of `config(seed)`, comparing at every
    /// decision every waiting seat's legal commands with and without pruning,
    /// and with every candidate checked by a whole `decide`.
    /// Returns how many lists were compared.
    fn compare(config: impl Fn(u64) -> GameConfig, games: u64, keep: bool) -> u64 {
        let mut compared = 0;
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
            let mut g = Game::new(config(seed)).unwrap();
            while !g.is_over() {
                let waiting = g.waiting_for();
                for &seat in &waiting {
                    let pruned = g.legal_commands(seat);
                    let full = g.checked_candidates(seat, false);
                    assert_eq!(
                        pruned, full,
                        "seed {seed}, {seat} in {:?}: pruning changed the legal commands",
                        g.phase
                    );
                    let mut events = Vec::new();
                    let decided: Vec<Command> = g
                        .candidates(seat, true)
                        .into_iter()
                        .filter(|c| g.decide_waiting(seat, c, &mut events).is_ok())
                        .collect();
                    assert_eq!(
                        pruned, decided,
                        "seed {seed}, {seat} in {:?}: a check-only path disagrees with decide",
                        g.phase
                    );
                    compared += 1;
                }
                let seat = waiting[rng.next_u32() as usize % waiting.len()];
                let legal = g.legal_commands(seat);
                let kept: Vec<&Command> =
                    legal.iter().filter(|c| !keep || !gives_back(c)).collect();
                let pick = if kept.is_empty() {
                    &legal[rng.next_u32() as usize % legal.len()]
                } else {
                    kept[rng.next_u32() as usize % kept.len()]
                };
                g.apply(seat, pick).unwrap();
            }
        }
        compared
    }

    /// Pruning only leaves out candidates the rules refuse, and the
    /// check-only paths of `accepts_waiting` accept what `decide` accepts:
    /// the legal commands are the same, in the same order, with and without
    /// them.
    #[test]
    fn pruning_changes_nothing() {
        let mut compared = 0;
        for players in 2..=4 {
            compared += compare(|s| GameConfig::base(players, s), 6, false);
            compared += compare(|s| GameConfig::base(players, 100 + s), 6, true);
            compared += compare(|s| GameConfig::dark_alley(players, 200 + s), 6, false);
            compared += compare(|s| GameConfig::dark_alley(players, 300 + s), 6, true);
            // Magician Powers: Personal Supply, Gambling and the Power slots
            // change what may be bought and when.
            let powers = |s| {
                GameOptions {
                    powers: true,
                    ..GameOptions::dark_alley(players)
                }
                .config(400 + s)
            };
            compared += compare(powers, 4, true);
        }
        let duel = |s| {
            GameOptions {
                duel: true,
                ..GameOptions::dark_alley(2)
            }
            .config(500 + s)
        };
        compared += compare(duel, 4, true);
        assert!(compared > 10_000, "{compared} positions");
    }
}
