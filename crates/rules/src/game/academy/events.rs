//! The events of this part of the rules: what happened (AcademyEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::TrickId;
use crate::game::{Game, Phase};
use crate::log::{amount, Log};
use crate::model::{CharacterId, Seat, Symbol, Viewer};
use crate::words::{comma_joined, Arg, Msg, Named};

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
    pub(crate) fn words(&self, log: &Log) -> Msg {
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
                let mut gains = Vec::new();
                if *fame > 0 {
                    gains.push(amount("amount-fame", *fame));
                }
                if *coins > 0 {
                    gains.push(amount("amount-coins", *coins));
                }
                if *shards > 0 {
                    gains.push(amount("amount-shards", *shards));
                }
                Msg::new("log-secret-yield")
                    .str("seat", n(seat))
                    .arg("gains", gains_joined(gains))
                    .arg("secret", secret_name(log, *secret))
            }
            SecretLent {
                seat,
                apprentice,
                secret,
                ..
            } => match secret {
                Some(s) => Msg::new("log-secret-lent").arg("secret", secret_name(log, *s)),
                None => Msg::new("log-secret-lent-hidden"),
            }
            .str("seat", n(seat))
            .named("apprentice", apprentice),
            LentSecretEnded {
                seat,
                apprentice,
                kept,
            } => Msg::new(if *kept {
                "log-lent-secret-kept"
            } else {
                "log-lent-secret-discarded"
            })
            .str("seat", n(seat))
            .named("apprentice", apprentice),
            ClassroomStarted { chooser } => match chooser {
                Some(s) => Msg::new("log-classroom-started-chooser").str("seat", n(s)),
                None => Msg::new("log-classroom-started"),
            },
            ClassesHeld { lessons, full, .. } => {
                let lessons: Vec<Arg> = lessons
                    .iter()
                    .map(|l| {
                        let what: Arg = match l.trick {
                            Some(t) if full == &Some((l.seat, t)) => {
                                Msg::new("log-lesson-full").named("trick", t).into()
                            }
                            Some(t) => t.arg(),
                            None => Msg::new("log-lesson-bonus").into(),
                        };
                        Msg::new("log-lesson")
                            .str("seat", n(&l.seat))
                            .arg("what", what)
                            .arg("fame", amount("amount-fame", l.gain.fame))
                            .arg("coins", amount("amount-coins", l.gain.coins))
                            .arg("shards", amount("amount-shards", l.gain.shards))
                            .into()
                    })
                    .collect();
                if lessons.is_empty() {
                    Msg::new("log-classes-none")
                } else {
                    Msg::new("log-classes-held").arg("lessons", comma_joined(lessons))
                }
            }
            AcademyTurnEnded { ruins } => {
                let wings: Vec<Arg> = ruins
                    .iter()
                    .filter_map(|&w| log.academy.wings.get(w as usize))
                    .map(|w| wing_words(w).into())
                    .collect();
                Msg::new("log-academy-turn-ended")
                    .num("n", ruins.len() as i64)
                    .arg("wings", comma_joined(wings))
            }
            WingRenovated { renovated: r, ap } => Msg::new("log-wing-renovated")
                .str("seat", n(&r.seat))
                .arg(
                    "wing",
                    log.academy
                        .wings
                        .get(r.wing as usize)
                        .map_or_else(|| Msg::new("log-academy-unknown"), wing_words),
                )
                .num("level", r.level)
                .arg("coins", amount("amount-coins", r.coins))
                .arg("ap", amount("amount-ap", *ap))
                .arg("fame", amount("amount-fame", r.fame))
                .arg("banners", amount("amount-banners", r.banners))
                .num("n", r.shards)
                .arg("shards", amount("amount-shards", r.shards))
                .num("returning", r.returned.len() as i64)
                .arg(
                    "returned",
                    comma_joined(r.returned.iter().map(|s| Arg::Str(n(s))).collect()),
                ),
            AcademyMarkerPlaced {
                moved,
                trick,
                teach,
                ap,
            } => marker_placed_words(log, moved, *trick, *teach, *ap),
            AcademyMarkerReturned { seat, trick, .. } => Msg::new("log-academy-marker-returned")
                .str("seat", n(seat))
                .named("trick", trick),
            SecretLearned { learned, ap } => {
                let discarded = learned.discarded.map(|old| secret_name(log, old));
                let mut m = Msg::new("log-secret-learned")
                    .str("seat", n(&learned.seat))
                    .arg("secret", secret_name(log, learned.secret))
                    .num("space", learned.space + 1)
                    .arg("ap", amount("amount-ap", *ap))
                    .num("n", i64::from(discarded.is_some()));
                if let Some(old) = discarded {
                    m = m.arg("old", old);
                }
                m
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
fn marker_placed_words(
    log: &Log,
    moved: &crate::game::academy::Moved,
    trick: TrickId,
    teach: bool,
    ap: u8,
) -> Msg {
    let at = |spot: crate::game::academy::Spot| spot_words(log, spot);
    let mut m = Msg::new(if teach {
        "log-trick-taught"
    } else {
        "log-trick-practised"
    })
    .str("seat", log.name(moved.seat))
    .named("trick", trick)
    .arg("to", at(moved.to))
    .arg("ap", amount("amount-ap", ap))
    .num("moving", i64::from(moved.from.is_some()))
    .num("freeing", i64::from(moved.freed.is_some()));
    if let Some(from) = moved.from {
        m = m.arg("from", at(from));
    }
    if let Some((_, spot)) = moved.freed {
        m = m.arg("freed", at(spot));
    }
    m
}

/// A wing by its room and letter: "Classroom C".
fn wing_words(wing: &crate::content::academy::Wing) -> Msg {
    Msg::new("log-academy-wing").named("room", wing.room).str(
        "letter",
        crate::game::academy::view::letter_name(wing.letter),
    )
}

/// A slot of a wing: "Practice Room D (slot 2)".
fn spot_words(log: &Log, spot: crate::game::academy::Spot) -> Msg {
    match log.academy.wings.get(spot.wing as usize) {
        Some(w) => Msg::new("log-academy-spot")
            .arg("wing", wing_words(w))
            .num("slot", spot.slot + 1),
        None => Msg::new("log-academy-unknown"),
    }
}

/// A Secret's name in the content the game is played with ("?" if unknown):
/// the catalogs' `secret-<code>` where its English is the content's name (so
/// it reads in each language), else the content's own name.
fn secret_name(log: &Log, secret: u8) -> Arg {
    match log.academy.secrets.get(secret as usize) {
        Some(s) => crate::words::named_if_english(format!("secret-{}", s.code), &s.name),
        None => Arg::Str("?".into()),
    }
}

/// Gains joined by the catalog's "and" ("2 Fame and 1 Coin and 1 Shard").
fn gains_joined(gains: Vec<Msg>) -> Msg {
    let mut gains = gains.into_iter().rev();
    let Some(mut joined) = gains.next() else {
        return Msg::new("log-academy-gains-none");
    };
    for g in gains {
        joined = Msg::new("log-academy-gains-and")
            .arg("a", g)
            .arg("b", joined);
    }
    joined
}
