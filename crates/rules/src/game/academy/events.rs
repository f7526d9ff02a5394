//! The events of this part of the rules: what happened (AcademyEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::TrickId;
use crate::game::{Game, Phase};
use crate::log::{an, coins, count, gain, Log};
use crate::model::{CharacterId, Seat, Symbol, Viewer};

/// What one Trick in a Classroom (or, with `trick` null, a full Classroom's
/// Popular Class Bonus) pays its owner in the Classroom phase (004 "New
/// phase: Classroom" 2-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Lesson {
    pub seat: Seat,
    pub trick: Option<TrickId>,
    /// The Classroom's wing (an index into the Academy content's wings).
    pub wing: u8,
    pub gain: crate::cards::Yield,
}

/// Dahlgaard's Academy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AcademyEvent {
    /// 004 "End of turn": the Ruins on these wings go; unclaimed Secrets
    /// are discarded and the next two turned face up.
    AcademyTurnEnded { ruins: Vec<u8> },
    /// 004 "Renovate": a wing renovated (Coins paid, Fame and Banners).
    WingRenovated {
        renovated: crate::game::academy::Renovated,
        ap: u8,
    },
    /// 004 "Practice" / "Teach": a Trick's Academy marker placed.
    AcademyMarkerPlaced {
        moved: crate::game::academy::Moved,
        trick: TrickId,
        teach: bool,
        ap: u8,
    },
    /// 004 "Teach": a Trick given back takes its Academy marker with it.
    AcademyMarkerReturned {
        seat: Seat,
        trick: TrickId,
        symbol: Symbol,
    },
    /// 004 "Learn Secret": a Secret onto the Protégé's extension.
    SecretLearned {
        learned: crate::game::academy::SecretLearned,
        ap: u8,
    },
    /// 004 "New phase: Classroom": after the Performances (turns 1-6);
    /// `chooser`, Professor Bernard's player, picks the Trick yielding in full.
    ClassroomStarted { chooser: Option<Seat> },
    /// 004 "New phase: Classroom" 1-3: the taught Tricks' markers go back to
    /// their owners' supply (`returned`), and each lesson pays; `full` is
    /// Professor Bernard's Trick, yielding in full.
    ClassesHeld {
        returned: Vec<(Seat, TrickId)>,
        lessons: Vec<Lesson>,
        full: Option<(Seat, TrickId)>,
    },
    /// 004 "New character: Protegé": what a Secret the acting (or, for a
    /// BackstageBonus, the backstage) Character carries gives.
    SecretYield {
        seat: Seat,
        secret: u8,
        fame: u32,
        coins: u32,
        shards: u32,
    },
    /// 004 "New magicians", Anjali: `coins` (1, or 0 when the Coin moves)
    /// on `apprentice`, which carries the Protégé's `secret` this turn
    /// (`secret` hidden from others, as the view hides it while that
    /// Apprentice's Assignment card is face down).
    SecretLent {
        seat: Seat,
        apprentice: CharacterId,
        secret: Option<u8>,
        coins: u32,
    },
    /// Anjali's Coin after the Performances: `kept` when the Apprentice
    /// stayed Idle (back to the player), else discarded.
    LentSecretEnded {
        seat: Seat,
        apprentice: CharacterId,
        kept: bool,
    },
}

impl AcademyEvent {
    /// What `viewer` may see of it: the Secret Anjali lends is hidden from
    /// the others.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let mut e = self.clone();
        if let AcademyEvent::SecretLent { seat, secret, .. } = &mut e {
            if !viewer.is(*seat) {
                *secret = None;
            }
        }
        e
    }
    /// Its line in the game log.
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use AcademyEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            SecretYield {
                seat,
                secret,
                fame,
                coins,
                shards,
            } => {
                let mut parts = Vec::new();
                if *fame > 0 {
                    parts.push(format!("{fame} Fame"));
                }
                if *coins > 0 {
                    parts.push(self::coins(*coins));
                }
                if *shards > 0 {
                    parts.push(count(*shards, "Shard"));
                }
                format!(
                    "{} gains {} from the Secret {}.",
                    n(seat),
                    parts.join(" and "),
                    log.academy.secrets[*secret as usize].name
                )
            }
            SecretLent {
                seat,
                apprentice,
                secret,
                ..
            } => match secret {
                Some(s) => format!(
                    "{} puts a Coin on {}: it carries the Secret {} this turn.",
                    n(seat),
                    an(apprentice.name()),
                    log.academy.secrets[*s as usize].name
                ),
                None => format!(
                    "{} puts a Coin on {}: it carries one of the Protégé's Secrets this turn.",
                    n(seat),
                    an(apprentice.name())
                ),
            },
            LentSecretEnded {
                seat,
                apprentice,
                kept,
            } => format!(
                "{} {} the Coin on {}.",
                n(seat),
                if *kept { "takes back" } else { "discards" },
                an(apprentice.name())
            ),
            ClassroomStarted { chooser } => match chooser {
                Some(s) => format!(
                    "The Classroom phase: {} picks the Trick that yields in full.",
                    n(s)
                ),
                None => "The Classroom phase.".to_string(),
            },
            ClassesHeld { lessons, full, .. } => {
                let parts: Vec<String> = lessons
                    .iter()
                    .map(|l| {
                        let what = match l.trick {
                            Some(t) if full == &Some((l.seat, t)) => {
                                format!("{} in full", t.card().name)
                            }
                            Some(t) => t.card().name.to_string(),
                            None => "the Popular Class Bonus".to_string(),
                        };
                        format!(
                            "{} {} +{} Fame {} {}",
                            n(&l.seat),
                            what,
                            l.gain.fame,
                            gain(l.gain.coins, "Coin"),
                            gain(l.gain.shards, "Shard")
                        )
                    })
                    .collect();
                if parts.is_empty() {
                    "No Trick is taught in a Classroom.".to_string()
                } else {
                    format!(
                        "Classes are held (their Tricks' markers go back): {}.",
                        parts.join(", ")
                    )
                }
            }
            AcademyTurnEnded { ruins } => {
                let wings = log.academy;
                let ruins = if ruins.is_empty() {
                    "no Ruin is removed".to_string()
                } else {
                    let rooms: Vec<String> = ruins
                        .iter()
                        .filter_map(|&w| wings.wings.get(w as usize))
                        .map(|w| {
                            format!(
                                "{} {}",
                                crate::game::academy::view::room_name(w.room),
                                crate::game::academy::view::letter_name(w.letter)
                            )
                        })
                        .collect();
                    format!("the Ruins over {} are removed", rooms.join(", "))
                };
                format!("The Academy: {ruins}; unclaimed Secrets are discarded and two new ones turned face up.")
            }
            WingRenovated { renovated: r, ap } => {
                let wing = &log.academy.wings[r.wing as usize];
                let mut line = format!(
                    "{} renovates {} {} at level {} for {} ({}): +{} Fame, {}",
                    n(&r.seat),
                    crate::game::academy::view::room_name(wing.room),
                    crate::game::academy::view::letter_name(wing.letter),
                    r.level,
                    coins(r.coins),
                    count(*ap, "Action Point"),
                    r.fame,
                    count(r.banners, "Banner")
                );
                if r.shards > 0 {
                    line += &format!(", {}", gain(r.shards, "Shard"));
                }
                line.push('.');
                if !r.returned.is_empty() {
                    let who: Vec<String> = r.returned.iter().map(n).collect();
                    line += &format!(
                        " {} placed their last Banner: {} each return an unused Banner to the box.",
                        n(&r.seat),
                        who.join(", ")
                    );
                }
                line
            }
            AcademyMarkerPlaced {
                moved,
                trick,
                teach,
                ap,
            } => marker_placed_line(log, moved, *trick, *teach, *ap),
            AcademyMarkerReturned { seat, trick, .. } => format!(
                "{}'s Academy marker of {} leaves the Academy with the Trick.",
                n(seat),
                trick.card().name
            ),
            SecretLearned { learned, ap } => {
                let secrets = &log.academy.secrets;
                let name = |s: u8| secrets.get(s as usize).map_or("?", |t| t.name.as_str());
                let mut line = format!(
                    "{} learns the Secret {} onto the Protégé's space {} ({})",
                    n(&learned.seat),
                    name(learned.secret),
                    learned.space + 1,
                    count(*ap, "Action Point")
                );
                if let Some(old) = learned.discarded {
                    line += &format!(", discarding {}", name(old));
                }
                line.push('.');
                line
            }
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use AcademyEvent::*;
        match self {
            WingRenovated { ap, .. }
            | AcademyMarkerPlaced { ap, .. }
            | SecretLearned { ap, .. } => Some(*ap),
            _ => None,
        }
    }
}

impl Game {
    /// Records the facts of a AcademyEvent in the state.
    pub(crate) fn apply_academy(&mut self, e: &AcademyEvent) {
        use AcademyEvent::*;
        match e {
            SecretYield {
                seat,
                fame,
                coins,
                shards,
                ..
            } => {
                self.players[seat.index()].gain(*fame, *coins, *shards);
            }
            SecretLent {
                seat,
                apprentice,
                secret,
                coins,
            } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.academy.as_mut().expect("an Academy game").lent =
                    Some((*apprentice, secret.expect("unredacted event")));
            }
            LentSecretEnded { seat, kept, .. } => {
                let p = &mut self.players[seat.index()];
                if *kept {
                    p.coins += 1;
                }
                p.academy.as_mut().expect("an Academy game").lent = None;
            }
            ClassroomStarted { chooser } => {
                self.phase = Phase::Classroom {
                    chooser: *chooser,
                    held: false,
                };
            }
            ClassesHeld {
                returned, lessons, ..
            } => {
                // 004 "New phase: Classroom" 1: the taught Tricks' markers go
                // back to the supply, from their cards and the Theater.
                for (seat, trick) in returned {
                    let p = &mut self.players[seat.index()];
                    let Some(t) = p.tricks.iter_mut().find(|t| t.trick == *trick) else {
                        continue;
                    };
                    t.markers = 0;
                    let symbol = t.symbol;
                    self.remove_theater_markers(*seat, symbol);
                }
                for l in lessons {
                    let p = &mut self.players[l.seat.index()];
                    p.fame += l.gain.fame;
                    p.coins += l.gain.coins;
                    p.shards += l.gain.shards;
                }
                self.phase = Phase::Classroom {
                    chooser: None,
                    held: true,
                };
            }
            AcademyTurnEnded { ruins } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .end_turn(ruins);
            }
            WingRenovated { renovated: r, .. } => {
                let p = &mut self.players[r.seat.index()];
                p.coins -= r.coins;
                p.fame += r.fame;
                p.shards += r.shards;
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_renovated(r);
            }
            AcademyMarkerPlaced { moved, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_moved(moved);
            }
            AcademyMarkerReturned { seat, symbol, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .forget_trick(*seat, *symbol);
            }
            SecretLearned { learned, .. } => {
                self.academy
                    .as_mut()
                    .expect("an Academy game")
                    .apply_secret_learned(learned);
                let p = &mut self.players[learned.seat.index()];
                p.academy.as_mut().expect("an Academy game").secrets[learned.space as usize] =
                    Some(learned.secret);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.learned_secret = true;
                }
            }
        }
    }
}

/// The log line of an Academy marker placed by Practice or Teach.
fn marker_placed_line(
    log: &Log,
    moved: &crate::game::academy::Moved,
    trick: TrickId,
    teach: bool,
    ap: u8,
) -> String {
    let n = |s: &Seat| log.name(*s);
    let at = |spot: crate::game::academy::Spot| {
        log.academy.wings.get(spot.wing as usize).map_or_else(
            || "the Academy".to_string(),
            |w| {
                format!(
                    "{} {} (slot {})",
                    crate::game::academy::view::room_name(w.room),
                    crate::game::academy::view::letter_name(w.letter),
                    spot.slot + 1
                )
            },
        )
    };
    let mut line = format!(
        "{} {} {} in {}",
        n(&moved.seat),
        if teach { "teaches" } else { "practises" },
        trick.card().name,
        at(moved.to)
    );
    if let Some(from) = moved.from {
        line += &format!(", moving its Academy marker from {}", at(from));
    }
    line += &format!(" ({}).", count(ap, "Action Point"));
    if let Some((_, spot)) = moved.freed {
        line += &format!(
            " Their Academy marker in {} returns to them first.",
            at(spot)
        );
    }
    line
}
