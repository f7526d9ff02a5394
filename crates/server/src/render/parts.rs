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

use crate::engine::{Event, FinalScores, Seat, View};
use crate::protocol::LogLine;

/// The latest distinct values of one part and their JSON, newest first.
struct Recent<T> {
    entries: VecDeque<(T, String)>,
    capacity: usize,
}

impl<T: PartialEq> Recent<T> {
    fn new(capacity: usize) -> Recent<T> {
        Recent {
            entries: VecDeque::with_capacity(capacity),
            capacity,
        }
    }

    /// The JSON of `value`: kept if an equal value was rendered recently,
    /// else made now by `render` (given the newest JSON kept, as a size
    /// hint) and kept.
    fn json_or(&mut self, value: T, render: impl FnOnce(&T, Option<&str>) -> String) -> &str {
        let i = match self.entries.iter().position(|(v, _)| *v == value) {
            Some(i) => i,
            None => {
                let json = render(&value, self.entries.front().map(|(_, j)| j.as_str()));
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

impl<T: PartialEq + Serialize> Recent<T> {
    /// The JSON of `value`, serialised unless an equal value was recently.
    fn json(&mut self, value: T) -> &str {
        self.json_or(value, |value, last| {
            // Room for the part's usual size at once, not grown by halves.
            let hint = last.map_or(128, |json| json.len() + 64);
            super::sized_json(value, hint, "a part of a view", "null")
        })
    }

    /// Appends `,"name":` and the JSON of `value` to `out`.
    fn field(&mut self, out: &mut String, name: &str, value: T) {
        field_name(out, name);
        out.push_str(self.json(value));
    }
}

/// Appends `,"name":` to `out`.
fn field_name(out: &mut String, name: &str) {
    out.push_str(",\"");
    out.push_str(name);
    out.push_str("\":");
}

/// Appends `,"name":` and the JSON of a small value to `out`.
fn small(out: &mut String, name: &str, value: &impl Serialize) {
    field_name(out, name);
    out.push_str(&serde_json::to_string(value).unwrap_or_else(|_| "null".into()));
}

/// One game's recently rendered view parts (see the module docs). A part
/// the same in every view keeps one value; a part that differs by viewer
/// keeps one per viewer.
pub struct ViewParts {
    phase: Recent<Phase>,
    waiting_for: Recent<Vec<Seat>>,
    initiative: Recent<Vec<Seat>>,
    dice: Recent<[DieFace; 6]>,
    residence: Recent<Vec<TrickId>>,
    market: Recent<Market>,
    theater: Recent<Vec<CardInPlay>>,
    slots: Recent<BoardSlots>,
    /// Per seat: its board as its owner sees it and as everyone else does.
    players: Vec<Recent<PlayerView>>,
    scores: Recent<Option<FinalScores>>,
    alley: Recent<Option<AlleyView>>,
    powers: Recent<Option<PowersView>>,
    duel: Recent<Option<DuelView>>,
    academy: Recent<Option<AcademyView>>,
    heir: Recent<Option<HeirView>>,
    /// The length of the last view written: the next one is about as long,
    /// so its buffer is allocated once instead of grown a dozen times.
    last_len: usize,
}

impl ViewParts {
    /// Parts for a game of `players` seats.
    pub fn new(players: u8) -> ViewParts {
        // Magician Powers and the Academy show each seat its own hand.
        let per_viewer = usize::from(players) + 1;
        ViewParts {
            phase: Recent::new(1),
            waiting_for: Recent::new(1),
            initiative: Recent::new(1),
            dice: Recent::new(1),
            residence: Recent::new(1),
            market: Recent::new(1),
            theater: Recent::new(1),
            slots: Recent::new(1),
            players: (0..players).map(|_| Recent::new(2)).collect(),
            scores: Recent::new(1),
            alley: Recent::new(1),
            powers: Recent::new(per_viewer),
            duel: Recent::new(1),
            academy: Recent::new(per_viewer),
            heir: Recent::new(1),
            last_len: 0,
        }
    }

    /// About how long the next view's JSON is: as long as the last one.
    pub fn view_len(&self) -> usize {
        self.last_len
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
        let start = out.len();
        out.reserve(self.last_len + self.last_len / 8);
        out.push_str("{\"viewer\":");
        out.push_str(&serde_json::to_string(&viewer).unwrap_or_else(|_| "null".into()));
        small(out, "turn", &turn);
        small(out, "last_turn", &last_turn);
        self.phase.field(out, "phase", phase);
        self.waiting_for.field(out, "waiting_for", waiting_for);
        self.initiative.field(out, "initiative", initiative);
        self.dice.field(out, "dice", dice);
        self.residence.field(out, "residence", residence);
        self.market.field(out, "market", market);
        self.theater.field(out, "theater", theater);
        small(out, "deck_size", &deck_size);
        self.slots.field(out, "slots", slots);
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
        out.push(']');
        self.scores.field(out, "scores", scores);
        self.alley.field(out, "alley", alley);
        self.powers.field(out, "powers", powers);
        self.duel.field(out, "duel", duel);
        self.academy.field(out, "academy", academy);
        small(out, "provisional_content", &provisional_content);
        self.heir.field(out, "heir", heir);
        out.push('}');
        self.last_len = out.len() - start;
    }
}

/// One game's recently told log lines: the events of an update as each
/// viewer reads them, and their lines' JSON.
pub struct ToldLines(Recent<Vec<Told>>);

impl Default for ToldLines {
    fn default() -> ToldLines {
        ToldLines(Recent::new(2))
    }
}

impl ToldLines {
    /// The JSON of the log lines telling `told` (made by `lines` unless
    /// the same events were told recently): one telling for every viewer
    /// that reads the same events.
    pub fn json(&mut self, told: Vec<Told>, lines: impl FnOnce(&[Told]) -> Vec<LogLine>) -> &str {
        self.0.json_or(told, |told, _| super::log(&lines(told)))
    }
}

/// One event of the log as a viewer may read it: the version its command
/// made, the seat that sent the command, and the event, redacted.
pub type Told = (u64, Seat, Event);

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
            (
                "powers",
                (2..=4)
                    .map(|n| GameOptions {
                        powers: true,
                        ..dark(n)
                    })
                    .collect(),
            ),
            (
                "duel",
                vec![GameOptions {
                    duel: true,
                    ..dark(2)
                }],
            ),
            (
                "academy",
                (2..=4)
                    .map(|n| GameOptions {
                        academy: true,
                        ..dark(n)
                    })
                    .collect(),
            ),
            (
                "heir",
                vec![GameOptions {
                    heir: true,
                    ..dark(1)
                }],
            ),
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
