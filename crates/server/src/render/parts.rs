//! A view's JSON from parts rendered once and reused: the same JSON as
//! serialising the [`View`], but each part (the shared board, each player's
//! board, the expansions and scores) is serialised only when no recent part
//! of the same kind is equal to it. The board is the same in every viewer's
//! view, and a player's board the same in every view but its owner's, so one
//! update to four seats serialises each once instead of four times; a part
//! that a command did not change is not serialised again at all.
//!
//! A part is reused only when it is equal (`==`) to the one its JSON was
//! made from, so each viewer gets exactly the JSON of its own view, and
//! nothing hidden from it.

use std::collections::VecDeque;

use serde::Serialize;
use trickerion_rules::academy::AcademyView;
use trickerion_rules::heir::view::HeirView;
use trickerion_rules::{
    AlleyView, BoardSlots, CardInPlay, DieFace, DuelView, Market, Phase, PlayerView, PowersView,
    TrickId,
};

use crate::engine::{FinalScores, Seat, View};

/// The fields of a [`View`] before `players`, but its `viewer`; the same in
/// every view of one state (they are compared, not assumed so).
#[derive(PartialEq, Serialize)]
struct Board {
    turn: u8,
    last_turn: u8,
    phase: Phase,
    waiting_for: Vec<Seat>,
    initiative: Vec<Seat>,
    dice: [DieFace; 6],
    residence: Vec<TrickId>,
    market: Market,
    theater: Vec<CardInPlay>,
    deck_size: u32,
    slots: BoardSlots,
}

/// The fields of a [`View`] after `players`.
#[derive(PartialEq, Serialize)]
struct Rest {
    scores: Option<FinalScores>,
    alley: Option<AlleyView>,
    powers: Option<PowersView>,
    duel: Option<DuelView>,
    academy: Option<AcademyView>,
    provisional_content: bool,
    heir: Option<HeirView>,
}

/// The latest distinct values of one part and their JSON, newest first.
struct Recent<T> {
    entries: VecDeque<(T, String)>,
    capacity: usize,
}

impl<T: PartialEq + Serialize> Recent<T> {
    fn new(capacity: usize) -> Recent<T> {
        Recent {
            entries: VecDeque::with_capacity(capacity),
            capacity,
        }
    }

    /// The JSON of `value`: kept if an equal value was rendered recently,
    /// else rendered now and kept.
    fn json(&mut self, value: T) -> &str {
        let i = match self.entries.iter().position(|(v, _)| *v == value) {
            Some(i) => i,
            None => {
                let json = serde_json::to_string(&value).unwrap_or_else(|e| {
                    // Our own types always serialise; a bug is logged and
                    // the part is sent as `null` (the client then resyncs).
                    tracing::error!(error = %e, "cannot serialise a part of a view");
                    "null".into()
                });
                if self.entries.len() == self.capacity {
                    self.entries.pop_back();
                }
                self.entries.push_front((value, json));
                0
            }
        };
        &self.entries[i].1
    }
}

/// A JSON object's fields, without its braces.
fn fields(object: &str) -> &str {
    object
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or(object)
}

/// One game's recently rendered view parts (see the module docs).
pub struct ViewParts {
    board: Recent<Board>,
    /// Per seat: its board as its owner sees it and as everyone else does.
    players: Vec<Recent<PlayerView>>,
    rest: Recent<Rest>,
}

impl ViewParts {
    /// Parts for a game of `players` seats.
    pub fn new(players: u8) -> ViewParts {
        ViewParts {
            board: Recent::new(1),
            players: (0..players).map(|_| Recent::new(2)).collect(),
            // Magician Powers show each seat its own hand: one per viewer.
            rest: Recent::new(usize::from(players) + 1),
        }
    }

    /// Appends the JSON of `view` to `out`, exactly as `serde_json` writes it.
    pub fn write(&mut self, view: View, out: &mut String) {
        // Every field, so that a field added to `View` fails to compile here.
        let View {
            viewer,
            turn,
            last_turn,
            phase,
            waiting_for,
            initiative,
            dice,
            residence,
            market,
            theater,
            deck_size,
            slots,
            players,
            scores,
            alley,
            powers,
            duel,
            academy,
            provisional_content,
            heir,
        } = view;
        out.push_str("{\"viewer\":");
        out.push_str(&serde_json::to_string(&viewer).unwrap_or_else(|_| "null".into()));
        out.push(',');
        let board = Board {
            turn,
            last_turn,
            phase,
            waiting_for,
            initiative,
            dice,
            residence,
            market,
            theater,
            deck_size,
            slots,
        };
        out.push_str(fields(self.board.json(board)));
        out.push_str(",\"players\":[");
        for (i, player) in players.into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let seat = player.seat.index();
            if self.players.len() <= seat {
                self.players.resize_with(seat + 1, || Recent::new(2));
            }
            out.push_str(self.players[seat].json(player));
        }
        out.push_str("],");
        let rest = Rest {
            scores,
            alley,
            powers,
            duel,
            academy,
            provisional_content,
            heir,
        };
        out.push_str(fields(self.rest.json(rest)));
        out.push('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameOptions, Viewer};

    /// Every viewer of random games of every kind gets exactly the JSON of
    /// its own view, parts reused across viewers and versions included.
    #[test]
    fn same_json_as_serialising_the_view() {
        let dark = GameOptions::dark_alley;
        let kinds: [(&str, Vec<GameOptions>); 6] = [
            ("base", (2..=4).map(GameOptions::base).collect()),
            ("dark alley", (2..=4).map(dark).collect()),
            ("powers", (2..=4).map(|n| GameOptions { powers: true, ..dark(n) }).collect()),
            ("duel", vec![GameOptions { duel: true, ..dark(2) }]),
            ("academy", (2..=4).map(|n| GameOptions { academy: true, ..dark(n) }).collect()),
            ("heir", vec![GameOptions { heir: true, ..dark(1) }]),
        ];
        let mut checked = 0;
        for (name, all) in kinds {
            for options in all {
                let players = options.players;
                let Ok(mut game) = Game::new(options.config(u64::from(players) * 7 + 1)) else {
                    panic!("{name}, {players} players: no game");
                };
                let mut parts = ViewParts::new(players);
                let mut step = 0u64;
                loop {
                    let viewers = (0..players)
                        .map(|s| Viewer::Seat(Seat(s)))
                        .chain([Viewer::Spectator]);
                    for viewer in viewers {
                        let view = game.view(viewer);
                        let expected = serde_json::to_string(&view).unwrap();
                        let mut out = String::new();
                        parts.write(view, &mut out);
                        assert_eq!(out, expected, "{name}, {players} players, step {step}");
                        checked += 1;
                    }
                    if game.is_over() || step == 600 {
                        break;
                    }
                    let Some(&seat) = game.waiting_for().first() else {
                        break;
                    };
                    let legal = game.legal_commands(seat);
                    let pick = (step.wrapping_mul(2_654_435_761) % legal.len() as u64) as usize;
                    game.apply(seat, &legal[pick]).unwrap();
                    step += 1;
                }
            }
        }
        assert!(checked > 5_000, "only {checked} views checked");
    }
}
