//! 004 "Setup" for the Heir: its Plan deck and Turn Setup dice (12), its
//! Magician, starting Trick, Shopping List and team (4-8, 10), and the
//! Prophecies a solo game leaves out (13).

use crate::game::heir::{
    events::{HeirAct, HeirEvent},
    heir_content, magician_candidates, plan_deck, starting_team,
    state::HeirState,
    tricks, Difficulty, Place, PlanKind,
};
use crate::game::{Event, Game};
use crate::model::{CharacterId, Seat, Specialist, Symbol};

impl Game {
    /// 004 "Setup" 4-8, 10.
    pub(super) fn heir_set_up(&self) -> Event {
        let mut draw = self.rng.next_stream();
        let human = self.player(Seat(0));
        let favorite = human.favorite().expect("the human chose a Magician");
        let magicians = magician_candidates(favorite);
        let magician = magicians[draw.below(magicians.len())];
        let cat = magician.card().favorite;
        let tricks = tricks::trick_candidates(cat, 1, |t| self.in_residence(t));
        let trick = tricks[draw.below(tricks.len())];
        let mut shopping = Vec::new();
        tricks::add_to_shopping_list(&mut shopping, trick);
        let (specialists, apprentices) = starting_team(self.difficulty());
        let mut pool = Specialist::ALL.to_vec();
        draw.shuffle(&mut pool);
        let mut characters = vec![CharacterId::Magician];
        if self.config.options.academy {
            characters.push(CharacterId::Protege);
        }
        characters.extend(pool[..specialists as usize].iter().map(|s| s.character()));
        characters.extend(&CharacterId::APPRENTICES[..apprentices as usize]);
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::SetUp {
                magician,
                trick,
                symbol: Symbol::ALL[0],
                markers: self.markers_per_trick_for(trick),
                shopping,
                characters,
            },
        })
    }
}

/// 004 "Setup" 12: the Plan deck for a new game (top last), and the Turn
/// Setup dice in use (004 "Playing without Academy": not the Academy's).
pub(crate) fn new_heir_state(
    draw: &mut crate::rng::Draw,
    difficulty: Difficulty,
    academy: bool,
) -> HeirState {
    let c = heir_content();
    let tiles = if academy {
        &c.plans
    } else {
        &c.plans_without_academy
    };
    let mut perform: Vec<u8> = (0..tiles.len() as u8)
        .filter(|&i| tiles[i as usize].kind == PlanKind::Perform)
        .collect();
    let mut set_up: Vec<u8> = (0..tiles.len() as u8)
        .filter(|&i| tiles[i as usize].kind == PlanKind::SetUp)
        .collect();
    draw.shuffle(&mut perform);
    draw.shuffle(&mut set_up);
    let (deck, _removed) = plan_deck(&perform, &set_up, academy, |g: &mut [u8]| draw.shuffle(g));
    // `plan_deck` lists the top first; the state keeps the top last.
    let deck = deck.iter().rev().copied().collect();
    let dice = c
        .turn_setup_dice
        .iter()
        .filter(|d| academy || d.location != Place::Academy)
        .map(|d| (d.location, None))
        .collect();
    HeirState {
        difficulty,
        plans: deck,
        plan: None,
        used: Vec::new(),
        shopping: Vec::new(),
        dice,
        marked: Vec::new(),
        coins_discarded: 0,
    }
}

/// 004 "Setup" 13: the Prophecies "marked with a red X" leave the game. The
/// rulebook's marks are on the tokens, not in its text; the project's
/// reading (docs/ACADEMY.md) marks the two whose rule change would rewrite
/// the Heir's own procedure: P09 (a second placement in a row, against the
/// Heir's alternating placement) and P20 (face-down Assignment cards, while
/// solo cards lie face up, 004 "Assignment phase"). Every other Prophecy is
/// read as "blue line": it changes only the player's rules, which holds by
/// construction, since the Heir's procedure never consults a Prophecy.
pub const RED_X: [crate::cards::ProphecyKind; 2] = [
    crate::cards::ProphecyKind::PlaceTwo,
    crate::cards::ProphecyKind::HiddenAssignments,
];

/// Takes the red-X Prophecies out of the pile and the Pending row, keeping
/// the shuffled order of the others.
pub(crate) fn remove_red_x(a: &mut crate::game::dark_alley::Alley) {
    let n = a.pending.len();
    // The Pending row was drawn from the pile's top (its end), first first.
    let mut all = a.pile.clone();
    all.extend(a.pending.iter().rev());
    all.retain(|p| !RED_X.contains(&p.kind()));
    a.pending = (0..n).filter_map(|_| all.pop()).collect();
    a.pile = all;
}
