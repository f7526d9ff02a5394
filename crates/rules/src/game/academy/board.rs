//! The Academy board's state and its four Actions (004 "New location:
//! Academy"), in the engine's decide-then-apply shape: each Action is checked
//! on `&self` into a fact (`Renovated`, `Moved`, `SecretLearned`), and
//! applying a fact cannot fail. The Game does not hold a board yet (the
//! option is refused); the facts are what its events will carry.

use serde::{Deserialize, Serialize};

use super::{
    classroom_yield, place_banners, popular_class_receivers, prophecy_renovation_fame,
    renovation_price, ruins_removed, BannerPlacement, Spot, BANNERS, FACE_UP_SECRETS, GEERT_SHARDS,
    PROTEGE_SECRETS, RUINED,
};
use crate::cards::Yield;
use crate::content::academy::{academy, AcademyContent, Room};
use crate::error::RuleError;
use crate::model::{Seat, Symbol};

/// One wing: under a Ruin, run-down, or renovated with a tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WingState {
    pub ruined: bool,
    /// The placed tile (its index among its room's tiles) and the level paid.
    pub tile: Option<(u8, u8)>,
    /// The Academy markers on the tile's two slots.
    pub markers: [Option<(Seat, Symbol)>; 2],
}

/// The Academy board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AcademyBoard {
    /// In the content's wing order.
    pub wings: Vec<WingState>,
    /// Face-down Secrets; the top is the last.
    pub secret_deck: Vec<u8>,
    /// The face-up Secrets (at most two).
    pub face_up: Vec<u8>,
    /// Unused Banners per seat.
    pub banners_supply: Vec<u8>,
    /// Banners placed on renovated tiles per seat.
    pub banners_placed: Vec<u8>,
    /// The version of the Academy content file the game is played with
    /// (docs/CONTENT.md "Versions").
    pub content: u32,
}

/// Who renovates, with what.
#[derive(Clone, Copy, Debug)]
pub struct Renovator {
    pub seat: Seat,
    pub fame: u32,
    pub coins: u32,
    /// Geert van Augustin: no Fame Threshold, 2 Shards.
    pub geert: bool,
    /// The Prophecy "when Renovating, score 2/4/6 more Fame" is active.
    pub prophecy: bool,
    pub turn: u8,
    /// Coins off the price (a Secret; never below 1).
    pub discount: u32,
}

/// A decided Renovate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Renovated {
    pub seat: Seat,
    pub wing: u8,
    pub level: u8,
    pub tile: u8,
    pub coins: u32,
    pub fame: u32,
    pub shards: u32,
    pub banners: u8,
    /// Players who return an unused Banner to the box.
    pub returned: Vec<Seat>,
}

/// A decided Practice or Teach: an Academy marker moves to `to` (from
/// another slot, or from the player), and with `freed` one of the player's
/// own markers leaves a Practice Room first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Moved {
    pub seat: Seat,
    pub symbol: Symbol,
    pub from: Option<Spot>,
    pub to: Spot,
    pub freed: Option<(Symbol, Spot)>,
}

/// A decided Learn Secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SecretLearned {
    pub seat: Seat,
    pub secret: u8,
    pub space: u8,
    /// The Secret discarded to make room (the extension was full).
    pub discarded: Option<u8>,
}

/// A Trick's printed facts the Classroom phase needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickFacts {
    pub yields: Yield,
    pub threshold: u32,
}

/// What the Classroom phase gives: to `seat`, for the Trick `symbol` (or the
/// Popular Class Bonus of `wing` when `symbol` is `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassPayout {
    pub seat: Seat,
    pub symbol: Option<Symbol>,
    pub wing: u8,
    pub gain: Yield,
}

fn unavailable(why: &'static str) -> RuleError {
    RuleError::SlotUnavailable(why)
}

impl AcademyBoard {
    /// 004 "Setup" 2, 4, 5 and 9: Ruins on A, B and E, the shuffled Secret
    /// deck (`secrets`, top last) with two face up, 12 Banners each.
    pub fn new(players: u8, mut secrets: Vec<u8>, content: &AcademyContent) -> AcademyBoard {
        let wings = content
            .wings
            .iter()
            .map(|w| WingState {
                ruined: RUINED.contains(&w.letter),
                tile: None,
                markers: [None; 2],
            })
            .collect();
        let mut face_up = Vec::new();
        while face_up.len() < FACE_UP_SECRETS {
            match secrets.pop() {
                Some(s) => face_up.push(s),
                None => break,
            }
        }
        AcademyBoard {
            wings,
            secret_deck: secrets,
            face_up,
            banners_supply: vec![BANNERS; players as usize],
            banners_placed: vec![0; players as usize],
            content: content.stamp.version,
        }
    }

    /// The content this board was set up with.
    pub fn content(&self) -> &'static AcademyContent {
        super::academy_version(self.content).unwrap_or_else(academy)
    }

    fn room(&self, wing: u8) -> Room {
        self.content().wings[wing as usize].room
    }

    /// Whether a tile of `room` already lies on a wing.
    pub fn tile_used(&self, room: Room, tile: u8) -> bool {
        self.wings
            .iter()
            .enumerate()
            .any(|(i, w)| self.room(i as u8) == room && w.tile.map(|t| t.0) == Some(tile))
    }

    /// Where the Academy marker of a player's Trick lies.
    pub fn spot_of(&self, seat: Seat, symbol: Symbol) -> Option<Spot> {
        self.wings.iter().enumerate().find_map(|(i, w)| {
            w.markers
                .iter()
                .position(|m| *m == Some((seat, symbol)))
                .map(|slot| Spot {
                    wing: i as u8,
                    slot: slot as u8,
                })
        })
    }

    /// 004 "Teach": a Trick in a Classroom may not be Prepared or Set Up.
    pub fn in_classroom(&self, seat: Seat, symbol: Symbol) -> bool {
        self.spot_of(seat, symbol)
            .is_some_and(|s| self.room(s.wing) == Room::Classroom)
    }

    /// 004 "Practice": the upgrade a Trick's marker sits on, if any.
    pub fn upgrade_of(&self, seat: Seat, symbol: Symbol) -> Option<super::Upgrade> {
        let s = self.spot_of(seat, symbol)?;
        if self.room(s.wing) != Room::PracticeRoom {
            return None;
        }
        let (tile, _) = self.wings[s.wing as usize].tile?;
        Some(self.content().practice_rooms[tile as usize].slots[s.slot as usize])
    }

    /// 004 "Renovate": an empty wing (no Ruin, no tile), a level whose Fame
    /// Threshold is met or paid for in Coins, an unused tile of that level
    /// and room; Fame, Banners by turn, and Geert's Shards.
    ///
    /// # Errors
    /// When the wing, level or tile cannot be chosen or the Coins do not suffice.
    pub fn renovate(
        &self,
        who: Renovator,
        wing: u8,
        level: u8,
        tile: u8,
    ) -> Result<Renovated, RuleError> {
        let content = self.content();
        let w = self
            .wings
            .get(wing as usize)
            .ok_or(unavailable("why-there-no-such-wing"))?;
        if w.ruined {
            return Err(unavailable("why-wing-under-ruin"));
        }
        if w.tile.is_some() {
            return Err(unavailable("why-wing-already-renovated"));
        }
        let spec = &content.wings[wing as usize];
        let r = spec
            .renovations
            .iter()
            .find(|r| r.level == level)
            .ok_or(unavailable("why-renovations-have-levels-1-3"))?;
        let tile_level = match spec.room {
            Room::Classroom => content.classrooms.get(tile as usize).map(|t| t.level),
            Room::PracticeRoom => content.practice_rooms.get(tile as usize).map(|t| t.level),
        };
        if tile_level != Some(level) || self.tile_used(spec.room, tile) {
            return Err(unavailable("why-place-unused-tile-room-level-paid"));
        }
        let coins =
            super::secrets::discounted(renovation_price(r, who.fame, who.geert), who.discount);
        if coins > who.coins {
            return Err(RuleError::NotEnoughCoins {
                needed: coins,
                have: who.coins,
            });
        }
        let placement: BannerPlacement = place_banners(&self.banners_supply, who.seat, who.turn);
        let prophecy = if who.prophecy {
            prophecy_renovation_fame(level)
        } else {
            0
        };
        Ok(Renovated {
            seat: who.seat,
            wing,
            level,
            tile,
            coins,
            fame: r.fame + prophecy,
            shards: if who.geert { GEERT_SHARDS } else { 0 },
            banners: placement.placed,
            returned: placement.returned,
        })
    }

    pub fn apply_renovated(&mut self, r: &Renovated) {
        self.wings[r.wing as usize].tile = Some((r.tile, r.level));
        self.banners_supply[r.seat.index()] -= r.banners;
        self.banners_placed[r.seat.index()] += r.banners;
        for s in &r.returned {
            self.banners_supply[s.index()] -= 1;
        }
    }

    fn check_target(&self, to: Spot, room: Room) -> Result<(), RuleError> {
        let w = self
            .wings
            .get(to.wing as usize)
            .ok_or(unavailable("why-there-no-such-wing"))?;
        if self.room(to.wing) != room || w.tile.is_none() || to.slot > 1 {
            return Err(unavailable(match room {
                Room::Classroom => "why-teach-places-marker-renovated-classroom-tile",
                Room::PracticeRoom => "why-practice-places-marker-renovated-practice-room",
            }));
        }
        Ok(())
    }

    /// 004 "Practice": a Trick's marker to an empty Practice Room slot, from
    /// the player or another Practice Room slot, never from a Classroom; the
    /// player may first free one of their own Practice Room markers.
    /// Components are not needed.
    ///
    /// # Errors
    /// When the slot is not a free Practice Room slot or the marker is in a Classroom.
    pub fn practice(
        &self,
        seat: Seat,
        symbol: Symbol,
        to: Spot,
        free: Option<Symbol>,
    ) -> Result<Moved, RuleError> {
        self.check_target(to, Room::PracticeRoom)?;
        let from = self.spot_of(seat, symbol);
        if from.is_some_and(|f| self.room(f.wing) == Room::Classroom) {
            return Err(unavailable(
                "why-marker-classroom-never-moves-practice-room",
            ));
        }
        if from == Some(to) {
            return Err(unavailable("why-marker-already-there"));
        }
        let freed = match free {
            None => None,
            Some(other) => {
                let at = self
                    .spot_of(seat, other)
                    .filter(|s| self.room(s.wing) == Room::PracticeRoom && other != symbol)
                    .ok_or(unavailable("why-only-your-own-marker-another-trick"))?;
                Some((other, at))
            }
        };
        let occupied = self.wings[to.wing as usize].markers[to.slot as usize].is_some()
            && freed.map(|(_, s)| s) != Some(to);
        if occupied {
            return Err(unavailable("why-practice-room-slot-taken"));
        }
        Ok(Moved {
            seat,
            symbol,
            from,
            to,
            freed,
        })
    }

    /// 004 "Teach": a Trick's marker to an empty Classroom slot, from the
    /// player, a Practice Room or another Classroom; the Trick must meet its
    /// Component requirements now (`meets_requirements`, without a Practice
    /// Room's help).
    ///
    /// # Errors
    /// When the slot is not a free Classroom slot or the Components are missing.
    pub fn teach(
        &self,
        seat: Seat,
        symbol: Symbol,
        to: Spot,
        meets_requirements: bool,
    ) -> Result<Moved, RuleError> {
        self.check_target(to, Room::Classroom)?;
        if !meets_requirements {
            return Err(RuleError::BadComponents(
                "why-trick-placed-classroom-must-meet-component",
            ));
        }
        let from = self.spot_of(seat, symbol);
        if from == Some(to) {
            return Err(unavailable("why-marker-already-there"));
        }
        if self.wings[to.wing as usize].markers[to.slot as usize].is_some() {
            return Err(unavailable("why-classroom-slot-taken"));
        }
        Ok(Moved {
            seat,
            symbol,
            from,
            to,
            freed: None,
        })
    }

    pub fn apply_moved(&mut self, m: &Moved) {
        if let Some((_, at)) = m.freed {
            self.wings[at.wing as usize].markers[at.slot as usize] = None;
        }
        if let Some(at) = m.from {
            self.wings[at.wing as usize].markers[at.slot as usize] = None;
        }
        self.wings[m.to.wing as usize].markers[m.to.slot as usize] = Some((m.seat, m.symbol));
    }

    /// 004 "Teach": a Trick returned to Dahlgaard's Residence takes its
    /// marker off the Academy (the only way it leaves a Classroom).
    pub fn forget_trick(&mut self, seat: Seat, symbol: Symbol) {
        if let Some(at) = self.spot_of(seat, symbol) {
            self.wings[at.wing as usize].markers[at.slot as usize] = None;
        }
    }

    /// 004 "Learn Secret": a face-up Secret onto a free space of the
    /// Protégé's extension, or, once all three are full, in place of one.
    ///
    /// # Errors
    /// When the Secret is not face up or the space is taken while others are free.
    pub fn learn_secret(
        &self,
        seat: Seat,
        held: &[Option<u8>; PROTEGE_SECRETS],
        secret: u8,
        space: u8,
    ) -> Result<SecretLearned, RuleError> {
        if !self.face_up.contains(&secret) {
            return Err(unavailable("why-secret-not-available"));
        }
        let here = *held
            .get(space as usize)
            .ok_or(unavailable("why-protege-has-three-secret-spaces"))?;
        if here.is_some() && held.iter().any(|h| h.is_none()) {
            return Err(unavailable("why-secret-discarded-another-only-when-all"));
        }
        Ok(SecretLearned {
            seat,
            secret,
            space,
            discarded: here,
        })
    }

    pub fn apply_secret_learned(&mut self, l: &SecretLearned) {
        self.face_up.retain(|&s| s != l.secret);
    }

    /// 004 "End of turn": the wings whose Ruins go at the end of `turn`.
    pub fn ruins_to_remove(&self, players: u8, turn: u8) -> Vec<u8> {
        let letters = ruins_removed(players, turn);
        self.content()
            .wings
            .iter()
            .enumerate()
            .filter(|(i, w)| letters.contains(&w.letter) && self.wings[*i].ruined)
            .map(|(i, _)| i as u8)
            .collect()
    }

    /// 004 "End of turn": Ruins off, unclaimed Secrets discarded, two new
    /// ones face up (fewer when the deck runs out).
    pub fn end_turn(&mut self, ruins: &[u8]) {
        for &w in ruins {
            self.wings[w as usize].ruined = false;
        }
        self.face_up.clear();
        while self.face_up.len() < FACE_UP_SECRETS {
            match self.secret_deck.pop() {
                Some(s) => self.face_up.push(s),
                None => break,
            }
        }
    }

    /// 004 "New phase: Classroom" 2-3: each taught Trick's yield by its slot
    /// (or, for the one Trick Professor Bernard picks, its full yield), and
    /// the Popular Class Bonus once per player on each full Classroom.
    pub fn classroom_payouts(
        &self,
        facts: impl Fn(Seat, Symbol) -> TrickFacts,
        full_yield: impl Fn(Seat) -> Option<Symbol>,
    ) -> Vec<ClassPayout> {
        let content = self.content();
        let mut out = Vec::new();
        for (i, w) in self.wings.iter().enumerate() {
            let Some((tile, _)) = w.tile else { continue };
            if self.room(i as u8) != Room::Classroom {
                continue;
            }
            let printed = &content.classrooms[tile as usize];
            for (slot, m) in w.markers.iter().enumerate() {
                if let Some((seat, symbol)) = *m {
                    let f = facts(seat, symbol);
                    let gain = if full_yield(seat) == Some(symbol) {
                        f.yields
                    } else {
                        classroom_yield(printed.slots[slot], f.yields, f.threshold)
                    };
                    out.push(ClassPayout {
                        seat,
                        symbol: Some(symbol),
                        wing: i as u8,
                        gain,
                    });
                }
            }
            let owners = w.markers.map(|m| m.map(|(s, _)| s));
            for seat in popular_class_receivers(owners) {
                out.push(ClassPayout {
                    seat,
                    symbol: None,
                    wing: i as u8,
                    gain: printed.bonus,
                });
            }
        }
        out
    }

    /// 004 "Renovate", end of the game: Fame for the Banner majorities.
    pub fn banner_fame(&self) -> Vec<u32> {
        super::banner_scores(&self.banners_placed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::academy::{ClassSlot, Letter};

    fn wing(letter: Letter, room: Room) -> u8 {
        academy()
            .wings
            .iter()
            .position(|w| w.letter == letter && w.room == room)
            .unwrap() as u8
    }

    fn tile_of(room: Room, level: u8) -> u8 {
        let levels: Vec<u8> = match room {
            Room::Classroom => academy().classrooms.iter().map(|t| t.level).collect(),
            Room::PracticeRoom => academy().practice_rooms.iter().map(|t| t.level).collect(),
        };
        levels.iter().position(|&l| l == level).unwrap() as u8
    }

    fn who(seat: u8, fame: u32, coins: u32) -> Renovator {
        Renovator {
            seat: Seat(seat),
            fame,
            coins,
            geert: false,
            prophecy: false,
            turn: 1,
            discount: 0,
        }
    }

    fn board() -> AcademyBoard {
        AcademyBoard::new(3, (0..16).collect(), academy())
    }

    /// Renovates a wing of `room` marked C at level 1 for seat 0.
    fn renovated(b: &mut AcademyBoard, room: Room, letter: Letter) -> u8 {
        let w = wing(letter, room);
        let t = (0..12u8)
            .find(|&t| {
                !b.tile_used(room, t)
                    && match room {
                        Room::Classroom => academy().classrooms[t as usize].level == 1,
                        Room::PracticeRoom => academy().practice_rooms[t as usize].level == 1,
                    }
            })
            .unwrap();
        let r = b.renovate(who(0, 5, 50), w, 1, t).unwrap();
        b.apply_renovated(&r);
        w
    }

    /// 004 "Setup" 2, 4, 5, 9: Ruins on the A, B and E wings of both rooms,
    /// two Secrets face up from the top of the deck, 12 Banners each.
    #[test]
    fn setup_ruins_secrets_banners() {
        let b = board();
        for (i, w) in academy().wings.iter().enumerate() {
            assert_eq!(b.wings[i].ruined, RUINED.contains(&w.letter), "{w:?}");
        }
        assert_eq!(b.face_up, [15, 14]);
        assert_eq!(b.secret_deck.len(), 14);
        assert_eq!(b.banners_supply, [12, 12, 12]);
    }

    /// 004 "Renovate" 1-4: an empty wing, a level within the Fame Threshold or
    /// paid for in Coins, a tile of the level; the Fame printed.
    #[test]
    fn renovate_wing_level_tile_and_price() {
        let b = board();
        let c = wing(Letter::C, Room::Classroom);
        let level2 = tile_of(Room::Classroom, 2);
        let printed = academy().wings[c as usize].renovations[1];
        // Fame 10 against Threshold 16: 6 Coins more.
        let r = b.renovate(who(0, 10, 50), c, 2, level2).unwrap();
        assert_eq!(r.coins, printed.coins + 6);
        assert_eq!(r.fame, printed.fame);
        assert_eq!(
            b.renovate(who(0, 10, printed.coins + 5), c, 2, level2),
            Err(RuleError::NotEnoughCoins {
                needed: printed.coins + 6,
                have: printed.coins + 5
            })
        );
        // A tile of another level, a Ruin, a renovated wing.
        assert!(b
            .renovate(who(0, 40, 50), c, 2, tile_of(Room::Classroom, 1))
            .is_err());
        assert!(b
            .renovate(who(0, 40, 50), wing(Letter::A, Room::Classroom), 1, 0)
            .is_err());
        let mut b = b;
        b.apply_renovated(&r);
        assert!(b.renovate(who(1, 40, 50), c, 1, 0).is_err());
        // The tile is used now.
        let d = wing(Letter::D, Room::Classroom);
        assert!(b.renovate(who(1, 40, 50), d, 2, level2).is_err());
    }

    /// 004 "Renovate" 5 and the IMPORTANT note: Banners by turn; the last
    /// Banner makes the others return one.
    #[test]
    fn renovate_banners_and_last_banner() {
        let mut b = board();
        b.banners_supply = vec![3, 12, 0];
        let c = wing(Letter::C, Room::PracticeRoom);
        let r = b
            .renovate(
                Renovator {
                    turn: 2,
                    ..who(0, 5, 20)
                },
                c,
                1,
                tile_of(Room::PracticeRoom, 1),
            )
            .unwrap();
        assert_eq!((r.banners, r.returned.clone()), (3, vec![Seat(1)]));
        b.apply_renovated(&r);
        assert_eq!(b.banners_supply, [0, 11, 0]);
        assert_eq!(b.banners_placed, [3, 0, 0]);
    }

    /// 004 "New magicians", Geert van Augustin, and "New prophecies": no
    /// Threshold and 2 Shards; 2/4/6 more Fame by level.
    #[test]
    fn renovate_geert_and_prophecy() {
        let b = board();
        let c = wing(Letter::C, Room::Classroom);
        let printed = academy().wings[c as usize].renovations[2];
        let geert = Renovator {
            geert: true,
            prophecy: true,
            ..who(0, 3, 50)
        };
        let r = b
            .renovate(geert, c, 3, tile_of(Room::Classroom, 3))
            .unwrap();
        assert_eq!(
            (r.coins, r.fame, r.shards),
            (printed.coins, printed.fame + 6, 2)
        );
    }

    /// 004 "Practice": into an empty renovated Practice Room slot, moving
    /// between Practice Rooms, freeing one's own slot, never from a Classroom.
    #[test]
    fn practice_moves_and_returns() {
        let mut b = board();
        let p = renovated(&mut b, Room::PracticeRoom, Letter::C);
        let p2 = renovated(&mut b, Room::PracticeRoom, Letter::D);
        let cl = renovated(&mut b, Room::Classroom, Letter::C);
        let at = |wing, slot| Spot { wing, slot };
        let (me, s1, s2) = (Seat(0), Symbol::Spade, Symbol::Heart);
        // Not on a Classroom, not on a run-down wing.
        assert!(b.practice(me, s1, at(cl, 0), None).is_err());
        assert!(b
            .practice(me, s1, at(wing(Letter::E, Room::PracticeRoom), 0), None)
            .is_err());
        let m = b.practice(me, s1, at(p, 0), None).unwrap();
        b.apply_moved(&m);
        assert!(b.upgrade_of(me, s1).is_some());
        // Taken by someone; then moving along.
        assert!(b.practice(Seat(1), Symbol::Club, at(p, 0), None).is_err());
        let m = b.practice(me, s1, at(p2, 1), None).unwrap();
        assert_eq!(m.from, Some(at(p, 0)));
        b.apply_moved(&m);
        // Freeing one's own slot for another Trick.
        let m = b.practice(me, s2, at(p2, 1), Some(s1)).unwrap();
        b.apply_moved(&m);
        assert_eq!(b.spot_of(me, s1), None);
        assert_eq!(b.spot_of(me, s2), Some(at(p2, 1)));
        // Never from a Classroom.
        let m = b.teach(me, s2, at(cl, 0), true).unwrap();
        b.apply_moved(&m);
        assert!(b.practice(me, s2, at(p, 0), None).is_err());
        assert!(b.in_classroom(me, s2));
    }

    /// 004 "Teach": requirements met, Practice Room to Classroom and
    /// Classroom to Classroom allowed; only a Trick's return to the
    /// Residence takes a marker off a Classroom.
    #[test]
    fn teach_requirements_and_moves() {
        let mut b = board();
        let p = renovated(&mut b, Room::PracticeRoom, Letter::C);
        let cl = renovated(&mut b, Room::Classroom, Letter::C);
        let at = |wing, slot| Spot { wing, slot };
        let me = Seat(2);
        let m = b.practice(me, Symbol::Club, at(p, 0), None).unwrap();
        b.apply_moved(&m);
        assert_eq!(
            b.teach(me, Symbol::Club, at(cl, 0), false),
            Err(RuleError::BadComponents(
                "why-trick-placed-classroom-must-meet-component"
            ))
        );
        let m = b.teach(me, Symbol::Club, at(cl, 0), true).unwrap();
        assert_eq!(m.from, Some(at(p, 0)));
        b.apply_moved(&m);
        let m = b.teach(me, Symbol::Club, at(cl, 1), true).unwrap();
        b.apply_moved(&m);
        assert_eq!(b.spot_of(me, Symbol::Club), Some(at(cl, 1)));
        b.forget_trick(me, Symbol::Club);
        assert_eq!(b.spot_of(me, Symbol::Club), None);
    }

    /// 004 "Learn Secret": a face-up Secret, onto a free space; replacing one
    /// only when all three are full.
    #[test]
    fn learn_secret_spaces() {
        let mut b = board();
        let me = Seat(0);
        assert!(b.learn_secret(me, &[None; 3], 3, 0).is_err());
        let l = b.learn_secret(me, &[None; 3], 15, 2).unwrap();
        assert_eq!(l.discarded, None);
        b.apply_secret_learned(&l);
        assert_eq!(b.face_up, [14]);
        assert!(b
            .learn_secret(me, &[Some(1), None, Some(15)], 14, 2)
            .is_err());
        let l = b
            .learn_secret(me, &[Some(1), Some(2), Some(15)], 14, 2)
            .unwrap();
        assert_eq!(l.discarded, Some(15));
    }

    /// 004 "End of turn": Ruins by player count (three players: E after the
    /// 3rd turn, B after the 5th), unclaimed Secrets replaced by two new.
    #[test]
    fn end_of_turn_ruins_and_secrets() {
        let mut b = board();
        assert!(b.ruins_to_remove(3, 2).is_empty());
        let e = b.ruins_to_remove(3, 3);
        assert_eq!(e.len(), 2);
        assert!(e
            .iter()
            .all(|&w| academy().wings[w as usize].letter == Letter::E));
        b.end_turn(&e);
        assert!(e.iter().all(|&w| !b.wings[w as usize].ruined));
        assert_eq!(b.face_up, [13, 12]);
        assert_eq!(b.ruins_to_remove(3, 5).len(), 2);
        // The deck runs out: fewer face up.
        b.secret_deck = vec![4];
        b.end_turn(&[]);
        assert_eq!(b.face_up, [4]);
    }

    /// 004 "New phase: Classroom" 2-3 and Professor Bernard: yields by slot,
    /// the Popular Class Bonus to each player once, Bernard's full yield.
    #[test]
    fn classroom_phase_payouts() {
        let mut b = board();
        let cl = renovated(&mut b, Room::Classroom, Letter::C);
        let (tile, _) = b.wings[cl as usize].tile.unwrap();
        let printed = academy().classrooms[tile as usize].clone();
        let at = |slot| Spot { wing: cl, slot };
        let facts = |_, _| TrickFacts {
            yields: Yield {
                fame: 3,
                coins: 2,
                shards: 1,
            },
            threshold: 16,
        };
        let m = b.teach(Seat(0), Symbol::Spade, at(0), true).unwrap();
        b.apply_moved(&m);
        let pay = b.classroom_payouts(facts, |_| None);
        assert_eq!(pay.len(), 1, "one slot filled: no bonus");
        assert_eq!(
            pay[0].gain,
            classroom_yield(printed.slots[0], facts(Seat(0), Symbol::Spade).yields, 16)
        );
        let m = b.teach(Seat(0), Symbol::Heart, at(1), true).unwrap();
        b.apply_moved(&m);
        let pay = b.classroom_payouts(facts, |_| None);
        let bonuses: Vec<_> = pay.iter().filter(|p| p.symbol.is_none()).collect();
        assert_eq!(bonuses.len(), 1, "one player on both slots: once");
        assert_eq!(bonuses[0].gain, printed.bonus);
        // Bernard takes the full yield for the Trick he picks.
        let pay = b.classroom_payouts(facts, |_| Some(Symbol::Heart));
        let heart = pay
            .iter()
            .find(|p| p.symbol == Some(Symbol::Heart))
            .unwrap();
        assert_eq!(heart.gain, facts(Seat(0), Symbol::Heart).yields);
        assert_ne!(
            printed.slots[1],
            ClassSlot::Fame,
            "test needs a reduced yield"
        );
    }

    /// 004 "Renovate", end of the game: the board's Banners score.
    #[test]
    fn banner_fame_from_the_board() {
        let mut b = board();
        b.banners_placed = vec![3, 3, 1];
        assert_eq!(b.banner_fame(), [6, 6, 0]);
    }
}
