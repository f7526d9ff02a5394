//! Game-log lines: one short sentence per event, in the game's own words.

use crate::event::Event;
use crate::model::{FameOrCoins, Seat};

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| seat.to_string())
}

/// "a Manager", "an Engineer".
fn an(word: &str) -> String {
    let article = if word.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
}

/// "1 Coin", "3 Coins".
fn coins(n: u32) -> String {
    if n == 1 {
        "1 Coin".into()
    } else {
        format!("{n} Coins")
    }
}

pub(crate) fn describe(e: &Event, names: &[String]) -> String {
    use Event::*;
    let n = |s: &Seat| name(names, *s);
    match e {
        MagicianChosen { seat, magician } => format!(
            "{} chooses {} (Favorite: {}).",
            n(seat),
            magician.card().name,
            magician.card().favorite.name()
        ),
        StartingTrickChosen { seat, trick, .. } => {
            format!("{} starts with the Trick {}.", n(seat), trick.card().name)
        }
        StartingComponentsChosen { seat, components } => {
            format!("{} starts with {}.", n(seat), components.describe())
        }
        SpecialistChosen {
            seat,
            specialist,
            components,
            trick,
        } => {
            let bonus = match (components, trick) {
                (Some(c), _) => format!(" with {} on the Multi Component slots", c.describe()),
                (_, Some((t, _))) => format!(" with {} on the Engineer's slot", t.card().name),
                _ => " with an extra Apprentice".to_string(),
            };
            format!("{} hires {}{}.", n(seat), an(specialist.name()), bonus)
        }
        SetupStage { stage } => match stage {
            crate::event::SetupStage::ChooseTricks => "Everyone chooses a starting Trick.".into(),
            crate::event::SetupStage::SetupBoards => {
                "Everyone chooses starting Components and a Specialist.".into()
            }
        },
        StartingOrder { order, coins } => {
            let list: Vec<String> = order
                .iter()
                .map(|s| format!("{} ({})", n(s), self::coins(coins[s.index()])))
                .collect();
            format!("Starting Initiative Order: {}.", list.join(", "))
        }
        TurnStarted { turn } => format!("Turn {turn} begins."),
        DiceRolled { faces } => {
            let f: Vec<String> = faces.iter().map(|f| f.describe()).collect();
            format!("Downtown dice: {}.", f.join(", "))
        }
        InitiativeSet { order } => {
            let list: Vec<String> = order.iter().map(n).collect();
            format!("Initiative Order: {}.", list.join(", "))
        }
        AdvertiseTurn { seat } => format!("{} may Advertise.", n(seat)),
        Advertised { seat, coins, fame } => format!(
            "{} Advertises for {coins} Coins and gains {fame} Fame.",
            n(seat)
        ),
        AdvertiseDeclined { seat } => format!("{} does not Advertise.", n(seat)),
        AssignmentStarted => "Assignment phase: everyone places Assignment cards face down.".into(),
        CardAssigned {
            seat,
            character,
            location,
        } => match location {
            Some(l) => format!("{} assigns {} to {}.", n(seat), character.name(), l.name()),
            None => format!(
                "{} puts a card face down under a {}.",
                n(seat),
                character.name()
            ),
        },
        CardUnassigned {
            seat, character, ..
        } => format!(
            "{} takes back the card under a {}.",
            n(seat),
            character.name()
        ),
        AssignmentConfirmed { seat } => format!("{} is done assigning.", n(seat)),
        AssignmentsRevealed { cards } => {
            format!("All {} Assignment cards are revealed.", cards.len())
        }
        PlacementTurn { seat } => format!("It is {}'s turn to place a Character.", n(seat)),
        CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            enhanced,
        } => format!(
            "{} places {} at {}{} with {ap} Action Points.",
            n(seat),
            an(character.name()),
            slot.describe(),
            if *enhanced {
                ", paying a Shard to Enhance"
            } else {
                ""
            }
        ),
        CharacterIdle {
            seat,
            character,
            forced,
        } => format!(
            "{}'s {} stays Idle{}.",
            n(seat),
            character.name(),
            if *forced { " (no free slot)" } else { "" }
        ),
        ActionsEnded {
            seat,
            character,
            unspent,
        } => {
            if *unspent > 0 {
                format!(
                    "{}'s {} is done ({unspent} Action Points unused).",
                    n(seat),
                    character.name()
                )
            } else {
                format!("{}'s {} is done.", n(seat), character.name())
            }
        }
        TrickLearned {
            seat,
            trick,
            die,
            coins,
            ..
        } => format!(
            "{} learns {} with {}{}.",
            n(seat),
            trick.card().name,
            die.name(),
            if *coins > 0 {
                format!(", paying {coins} Coins for missing Fame")
            } else {
                String::new()
            }
        ),
        CharacterHired {
            seat, character, ..
        } => format!("{} hires a {} at the Inn.", n(seat), character.name()),
        CoinsTaken {
            seat, coins: got, ..
        } => format!("{} takes {} at the Bank.", n(seat), coins(*got)),
        DieRerolled {
            seat, die, face, ..
        } => format!("{} rerolls {}: {}.", n(seat), die.name(), face.describe()),
        DieSet {
            seat, die, face, ..
        } => format!("{} sets {} to {}.", n(seat), die.name(), face.describe()),
        ComponentsBought {
            seat,
            component,
            count,
            coins,
            bargain,
            ..
        } => format!(
            "{} buys {count} {} for {}{}.",
            n(seat),
            component.name(),
            self::coins(*coins),
            if *bargain > 0 {
                format!(" (Bargain {bargain})")
            } else {
                String::new()
            }
        ),
        ComponentOrdered {
            seat,
            component,
            slot,
            ..
        } => {
            format!(
                "{} orders {} (Order slot {}).",
                n(seat),
                component.name(),
                slot + 1
            )
        }
        QuickOrdered {
            seat, component, ..
        } => format!("{} Quick Orders {}.", n(seat), component.name()),
        TrickPrepared {
            seat,
            trick,
            markers,
            ap,
        } => format!(
            "{} {} {} with {markers} Trick Markers.",
            n(seat),
            if *ap == 0 { "starts with" } else { "prepares" },
            trick.card().name
        ),
        TrickMoved { seat, trick, .. } => format!(
            "{} moves {} to the Engineer's slot.",
            n(seat),
            trick.card().name
        ),
        ComponentsMoved {
            seat, component, ..
        } => {
            format!(
                "{} moves the {} pile to a Multi Component slot.",
                n(seat),
                component.name()
            )
        }
        ApprenticeMoved { seat, .. } => {
            format!("{} moves an Apprentice to the Assistant's slot.", n(seat))
        }
        TrickSetUp {
            seat,
            trick,
            card,
            links,
            shards,
            ..
        } => {
            let mut s = format!(
                "{} sets up {} on {}",
                n(seat),
                trick.card().name,
                card.label()
            );
            if *links > 0 {
                s.push_str(&format!(
                    ", creating {links} Link{}",
                    if *links > 1 { "s" } else { "" }
                ));
            }
            if !shards.is_empty() {
                let who: Vec<String> = shards.iter().map(n).collect();
                s.push_str(&format!(" (Shard for {})", who.join(" and ")));
            }
            s.push('.');
            s
        }
        LinkBonusTaken {
            seat,
            reward,
            amount,
        } => format!(
            "{} takes a Link Bonus of {amount} {}.",
            n(seat),
            match reward {
                FameOrCoins::Fame => "Fame",
                FameOrCoins::Coins => "Coins",
            }
        ),
        MarkerRescheduled {
            seat,
            card,
            to_card,
            ..
        } => {
            format!(
                "{} reschedules a Trick from {} to {}.",
                n(seat),
                card.label(),
                to_card.label()
            )
        }
        TrickReturned { seat, trick } => format!(
            "{} returns {} to the Residence.",
            n(seat),
            trick.card().name
        ),
        ComponentsReturned {
            seat,
            component,
            count,
        } => {
            format!(
                "{} returns {count} {} to the supply.",
                n(seat),
                component.name()
            )
        }
        PerformanceStarted => "Performance phase.".into(),
        PerformerToChoose { day, seat } => {
            format!("{} chooses what to Perform on {}.", n(seat), day.name())
        }
        Performed {
            day,
            seat,
            card,
            links,
            payouts,
            bonus,
        } => {
            let parts: Vec<String> = payouts
                .iter()
                .map(|p| {
                    format!(
                        "{} +{} Fame +{} Coins +{} Shards",
                        n(&p.seat),
                        p.fame,
                        p.coins,
                        p.shards
                    )
                })
                .collect();
            format!(
                "{} Performs {} on {}: {}; {links} Links; Performer bonus +{} Fame +{} Coins +{} Shards.",
                n(seat),
                card.label(),
                day.name(),
                parts.join(", "),
                bonus.fame,
                bonus.coins,
                bonus.shards
            )
        }
        PerformanceDeclined { day, seat } => {
            format!("{} does not Perform on {}.", n(seat), day.name())
        }
        WagesPaid { wages } => {
            let parts: Vec<String> = wages
                .iter()
                .filter(|w| w.due > 0)
                .map(|w| {
                    if w.fame_lost > 0 {
                        format!(
                            "{} pays {} of {} and loses {} Fame",
                            n(&w.seat),
                            w.paid,
                            w.due,
                            w.fame_lost
                        )
                    } else {
                        format!("{} pays {}", n(&w.seat), coins(w.paid))
                    }
                })
                .collect();
            if parts.is_empty() {
                "No Wages are due.".into()
            } else {
                format!("Wages: {}.", parts.join(", "))
            }
        }
        CharactersReturned => "Characters return home.".into(),
        OrdersArrived { .. } => "Orders arrive at the Market Row.".into(),
        PerformanceCardsMoved { discarded, drawn } => {
            let mut s = String::from("Performance cards move");
            if let Some(d) = discarded {
                s.push_str(&format!("; {} is discarded", d.label()));
            }
            if let Some(d) = drawn {
                s.push_str(&format!("; {} arrives", d.label()));
            }
            s.push('.');
            s
        }
        PostersRemoved => "Posters return to their owners.".into(),
        TurnEnded { turn } => format!("Turn {turn} ends."),
        GameEnded { scores, winner } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|s| format!("{} {}", n(&s.seat), s.total))
                .collect();
            format!("Game over: {}. {} wins!", parts.join(", "), n(winner))
        }
        SpecialAssigned {
            seat,
            character,
            card,
        } => match card {
            Some(c) => format!(
                "{} puts {} face down under a {}.",
                n(seat),
                special_name(*c),
                character.name()
            ),
            None => format!(
                "{} puts a card face down under a {}.",
                n(seat),
                character.name()
            ),
        },
        SpecialUnassigned {
            seat, character, ..
        } => format!(
            "{} takes back the card under a {}.",
            n(seat),
            character.name()
        ),
        SpecialsRevealed { cards } => {
            let list: Vec<String> = cards
                .iter()
                .map(|(s, c, card)| format!("{} ({}'s {})", special_name(*card), n(s), c.name()))
                .collect();
            format!("Special Assignment cards revealed: {}.", list.join(", "))
        }
        SpecialPlaced {
            seat,
            card,
            forfeit,
            mimic,
            ..
        } => {
            let how = if *mimic {
                "copies with Mimesis"
            } else {
                "plays"
            };
            if *forfeit {
                format!(
                    "{} {} {} for +1 Action Point instead of its ability.",
                    n(seat),
                    how,
                    special_name(*card)
                )
            } else {
                format!("{} {} {}.", n(seat), how, special_name(*card))
            }
        }
        SpecialUsed { seat, card } => {
            format!("{} uses the ability of {}.", n(seat), special_name(*card))
        }
        AbilityUsed { seat, magician } => format!(
            "{} uses {}'s {}.",
            n(seat),
            magician.card().name,
            magician.card().ability
        ),
        FameChanged { seat, fame, why } => {
            let source = match why {
                crate::event::FameReason::Magician(m) => m.card().ability.to_string(),
                crate::event::FameReason::Prophecy(p) => format!("Prophecy {}", p.card().code),
                crate::event::FameReason::Special(c) => special_name(*c),
            };
            if *fame >= 0 {
                format!("{} gains {} Fame ({}).", n(seat), fame, source)
            } else {
                format!("{} loses {} Fame ({}).", n(seat), -fame, source)
            }
        }
        CoinsPaid { seat, coins, to } => match to {
            Some(to) => format!("{} pays {} Coins to {}.", n(seat), coins, n(to)),
            None => format!("{} pays {} Coins.", n(seat), coins),
        },
        ShardsGained { seat, shards } => format!("{} gains {} Shard(s).", n(seat), shards),
        BreakingFreeOffered { seat } => format!("{} may Break Free (a free Reschedule).", n(seat)),
        BreakingFreeLinks { seat, links, .. } => {
            format!("{} Breaks Free into {} Link(s).", n(seat), links)
        }
        BreakingFreeEnded { seat } => format!("{} is done Breaking Free.", n(seat)),
        PossessionOffered { performer, yoruba, .. } => format!(
            "{} may possess {} and choose the card to Perform.",
            n(yoruba),
            n(performer)
        ),
        PossessionDeclined { performer, .. } => {
            format!("{} chooses the card to Perform.", n(performer))
        }
        Possessed {
            yoruba,
            performer,
            card,
        } => format!(
            "{} pays a Shard and makes {} perform {}.",
            n(yoruba),
            n(performer),
            card.label()
        ),
        TrickOverhauled { seat, old, new, .. } => format!(
            "{} overhauls {} into {}.",
            n(seat),
            old.card().name,
            new.card().name
        ),
        Hypnotized { seat, character } => {
            format!("{}'s new {} joins at once.", n(seat), character.name())
        }
        InterestRolled { seat, coins, .. } => {
            format!("{} earns {} Coins of interest.", n(seat), coins)
        }
        GuestSetUp {
            seat, trick, card, ..
        } => format!(
            "{} sets up {} as a guest on {}.",
            n(seat),
            trick.card().name,
            card.label()
        ),
        PerformanceCardsSwapped { a, b } => {
            format!("{} and {} change places.", a.label(), b.label())
        }
        StreetPerformed {
            seat,
            trick,
            fame,
            coins,
            shards,
            ..
        } => format!(
            "{} performs {} in the street: {} Fame, {} Coins, {} Shards.",
            n(seat),
            trick.card().name,
            fame,
            coins,
            shards
        ),
        StockAdded {
            seat, component, ..
        } => format!(
            "{} has {} delivered beside the Market Row (Logistics).",
            n(seat),
            component.name()
        ),
        StockReplaced { component, .. } => {
            format!("{} takes a place in the Market Row.", component.name())
        }
        ShardPaid { seat } => format!("{} pays a Shard.", n(seat)),
        ComponentsGained {
            seat,
            component,
            count,
        } => format!("{} gets {} {}.", n(seat), count, component.name()),
        CoinsGained { seat, coins } => format!("{} gains {} Coins.", n(seat), coins),
        TrickEnhanced { seat, trick } => format!(
            "{} spends a Shard on {}: +1 Fame and Coin for good.",
            n(seat),
            trick.card().name
        ),
        TalentSpotted { seat, specialist, .. } => format!(
            "{}'s Apprentice shows a talent for {}.",
            n(seat),
            specialist.name()
        ),
        TalentHired { seat, specialist, .. } => format!(
            "{}'s Apprentice leaves; a {} joins at once.",
            n(seat),
            specialist.name()
        ),
        MarkerKept { seat, trick } => format!(
            "{} keeps a marker of {} (Durable Components).",
            n(seat),
            trick.card().name
        ),
        MarkersPiled { seat, trick, .. } => format!(
            "{} Supercharges {}: two markers on one slot.",
            n(seat),
            trick.card().name
        ),
        SecondPlacement { seat } => format!("{} may place a second Character.", n(seat)),
        SpecialDrawn {
            seat, deck, card, ..
        } => format!(
            "{} draws {} from the {} Special Assignment deck.",
            n(seat),
            special_name(*card),
            deck.name()
        ),
        FortuneTold { seat, .. } => {
            format!("{} visits the Fortune Teller: the Pending Prophecies move.", n(seat))
        }
        FateWoven { seat, pending, .. } => format!(
            "{} weaves fate: Pending Prophecy {} becomes Active.",
            n(seat),
            pending + 1
        ),
        SpecialsDiscarded {
            discarded,
            returned,
        } => format!(
            "{} used Special Assignment cards are discarded; {} go back to hand; each deck's top card goes to the bottom.",
            discarded.len(),
            returned.len()
        ),
        PropheciesMoved { .. } => "The Prophecies move: a new one is Active.".into(),
    }
}

fn special_name(card: crate::cards::SpecialId) -> String {
    let c = card.card();
    format!("{} ({})", c.name, c.code)
}
