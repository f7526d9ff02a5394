//! `--cards`: the id tables a script refers to (Magicians, Tricks and
//! Performance cards are numbered by their index in the rules crate's card data).

use serde::Serialize;
use trickerion_rules::cards::TheaterTier;
use trickerion_rules::{Category, ComponentSet, MagicianId, PerformanceId, TrickId};

#[derive(Serialize)]
pub struct Cards {
    magicians: Vec<Magician>,
    tricks: Vec<Trick>,
    performances: Vec<Performance>,
}

#[derive(Serialize)]
struct Magician {
    magician: MagicianId,
    name: &'static str,
    favorite: Category,
}

#[derive(Serialize)]
struct Trick {
    trick: TrickId,
    name: &'static str,
    category: Category,
    threshold: u32,
    components: ComponentSet,
    prepare_ap: u8,
    markers: u8,
}

#[derive(Serialize)]
struct Performance {
    card: PerformanceId,
    label: String,
    tier: TheaterTier,
}

/// Every Magician, Trick and Performance card with its id.
pub fn table() -> Cards {
    Cards {
        magicians: MagicianId::all()
            .map(|id| Magician {
                magician: id,
                name: id.card().name,
                favorite: id.card().favorite,
            })
            .collect(),
        tricks: TrickId::all()
            .map(|id| {
                let t = id.card();
                Trick {
                    trick: id,
                    name: t.name,
                    category: t.category,
                    threshold: t.threshold,
                    components: ComponentSet::of(t.components),
                    prepare_ap: t.prepare_ap,
                    markers: t.markers,
                }
            })
            .collect(),
        performances: PerformanceId::all()
            .map(|id| Performance {
                card: id,
                label: id.label(),
                tier: id.card().tier,
            })
            .collect(),
    }
}
