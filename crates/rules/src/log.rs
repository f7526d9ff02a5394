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

/// "1 Coin", "3 Coins", "0 Coins".
fn coins(n: u32) -> String {
    count(n, "Coin")
}

/// "1 Link", "2 Links", "1 Trick Marker", "3 Action Points": a number and a
/// noun whose plural adds an "s".
fn count(n: impl Into<i64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A signed gain for the Performance line: "+1 Coin", "+0 Shards".
fn gain(n: u32, noun: &str) -> String {
    format!("+{}", count(n, noun))
}

pub(crate) fn describe(
    e: &Event,
    names: &[String],
    content: &crate::academy::AcademyContent,
) -> String {
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
            crate::event::SetupStage::DiscardPowers => {
                "Everyone discards 4 of the 12 Powers dealt.".into()
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
            "{} Advertises for {} and gains {fame} Fame.",
            n(seat),
            self::coins(*coins)
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
                "{} puts a card face down under {}.",
                n(seat),
                an(character.name())
            ),
        },
        CardUnassigned {
            seat, character, ..
        } => format!(
            "{} takes back the card under {}.",
            n(seat),
            an(character.name())
        ),
        AssignmentConfirmed { seat } => format!("{} is done assigning.", n(seat)),
        AssignmentsRevealed { cards } => match cards.len() {
            0 => "No Assignment card is revealed.".into(),
            1 => "The Assignment card is revealed.".into(),
            k => format!("All {k} Assignment cards are revealed."),
        },
        PlacementTurn { seat } => format!("It is {}'s turn to place a Character.", n(seat)),
        CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            enhanced,
        } => format!(
            "{} places {} at {}{} with {}.",
            n(seat),
            an(character.name()),
            slot.describe(),
            if *enhanced {
                ", paying a Shard to Enhance"
            } else {
                ""
            },
            count(*ap, "Action Point")
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
                    "{}'s {} is done ({} unused).",
                    n(seat),
                    character.name(),
                    count(*unspent, "Action Point")
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
                format!(", paying {} for missing Fame", self::coins(*coins))
            } else {
                String::new()
            }
        ),
        CharacterHired {
            seat, character, ..
        } => format!("{} hires {} at the Inn.", n(seat), an(character.name())),
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
            "{} {} {} with {}.",
            n(seat),
            if *ap == 0 { "starts with" } else { "prepares" },
            trick.card().name,
            count(*markers, "Trick Marker")
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
                s.push_str(&format!(", creating {}", count(*links, "Link")));
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
            "{} takes a Link Bonus of {}.",
            n(seat),
            match reward {
                FameOrCoins::Fame => format!("{amount} Fame"),
                FameOrCoins::Coins => coins(*amount),
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
                        "{} +{} Fame {} {}",
                        n(&p.seat),
                        p.fame,
                        gain(p.coins, "Coin"),
                        gain(p.shards, "Shard")
                    )
                })
                .collect();
            format!(
                "{} Performs {} on {}: {}; {}; Performer bonus +{} Fame {} {}.",
                n(seat),
                card.label(),
                day.name(),
                parts.join(", "),
                count(*links, "Link"),
                bonus.fame,
                gain(bonus.coins, "Coin"),
                gain(bonus.shards, "Shard")
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
                            "{} pays {} of {} due and loses {} Fame",
                            n(&w.seat),
                            w.paid,
                            coins(w.due),
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
                "{} puts {} face down under {}.",
                n(seat),
                special_name(*c),
                an(character.name())
            ),
            None => format!(
                "{} puts a card face down under {}.",
                n(seat),
                an(character.name())
            ),
        },
        SpecialUnassigned {
            seat, character, ..
        } => format!(
            "{} takes back the card under {}.",
            n(seat),
            an(character.name())
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
            Some(to) => format!("{} pays {} to {}.", n(seat), self::coins(*coins), n(to)),
            None => format!("{} pays {}.", n(seat), self::coins(*coins)),
        },
        ShardsGained { seat, shards } => {
            format!("{} gains {}.", n(seat), count(*shards, "Shard"))
        }
        BreakingFreeOffered { seat } => format!("{} may Break Free (a free Reschedule).", n(seat)),
        BreakingFreeLinks { seat, links, .. } => {
            format!("{} Breaks Free into {}.", n(seat), count(*links, "Link"))
        }
        BreakingFreeEnded { seat } => format!("{} is done Breaking Free.", n(seat)),
        PossessionOffered {
            performer, yoruba, ..
        } => format!(
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
            format!("{} earns {} of interest.", n(seat), self::coins(*coins))
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
            "{} performs {} in the street: {} Fame, {}, {}.",
            n(seat),
            trick.card().name,
            fame,
            self::coins(*coins),
            count(*shards, "Shard")
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
        CoinsGained { seat, coins } => format!("{} gains {}.", n(seat), self::coins(*coins)),
        TrickEnhanced { seat, trick } => format!(
            "{} spends a Shard on {}: +1 Fame and Coin for good.",
            n(seat),
            trick.card().name
        ),
        TalentSpotted {
            seat, specialist, ..
        } => format!(
            "{}'s Apprentice shows a talent for {}.",
            n(seat),
            specialist.name()
        ),
        TalentHired {
            seat, specialist, ..
        } => format!(
            "{}'s Apprentice leaves; {} joins at once.",
            n(seat),
            an(specialist.name())
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
            format!(
                "{} visits the Fortune Teller: the Pending Prophecies move.",
                n(seat)
            )
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
            "{} discarded; {} back to hand; each deck's top card goes to the bottom.",
            match discarded.len() {
                1 => "1 used Special Assignment card is".to_string(),
                k => format!("{k} used Special Assignment cards are"),
            },
            match returned.len() {
                1 => "1 goes".to_string(),
                k => format!("{k} go"),
            }
        ),
        PropheciesMoved { .. } => "The Prophecies move: a new one is Active.".into(),
        TakenBack { seat, undone } => match undone.first() {
            Some(first) => format!(
                "{} takes back: {}",
                n(seat),
                describe(first, names, content)
            ),
            None => format!("{} takes back a command.", n(seat)),
        },
        PowerDiscarded { seat, power, .. } => match power {
            Some(p) => format!("{} discards the Power {}.", n(seat), power_name(*p)),
            None => format!("{} discards a Power face down.", n(seat)),
        },
        PowerLearningStarted => "Players may learn a Power, in Initiative Order.".into(),
        PowerLearned {
            seat,
            power,
            slot,
            coins: c,
        } => {
            let paid = if *c > 0 {
                format!(", paying {} for missing Fame", coins(*c))
            } else {
                String::new()
            };
            format!(
                "{} learns the Power {} on Power slot {}{}.",
                n(seat),
                power_name(*power),
                slot + 1,
                paid
            )
        }
        PowerPassed { seat } => format!("{} learns no Power this turn.", n(seat)),
        PowerReturned {
            seat,
            power,
            slot,
            coins_lost,
        } => {
            let lost = if *coins_lost > 0 {
                format!(" (the {} on it back to the supply)", coins(*coins_lost))
            } else {
                String::new()
            };
            format!(
                "{}'s Power {} leaves Power slot {} and goes back to the hand{}.",
                n(seat),
                power_name(*power),
                slot + 1,
                lost
            )
        }
        PowerYield {
            seat,
            power,
            fame,
            coins: c,
            shards,
        } => {
            let mut parts = Vec::new();
            if *fame > 0 {
                parts.push(format!("{fame} Fame"));
            }
            if *c > 0 {
                parts.push(coins(*c));
            }
            if *shards > 0 {
                parts.push(count(*shards, "Shard"));
            }
            format!(
                "{} gains {} ({}).",
                n(seat),
                parts.join(" and "),
                power_name(*power)
            )
        }
        PowerCoinsStored {
            seat,
            power,
            coins: c,
        } => format!(
            "{} goes onto {}'s {}.",
            coins(*c),
            n(seat),
            power_name(*power)
        ),
        PowerCoinsTaken {
            seat,
            power,
            coins: c,
        } => format!(
            "{} also takes the {} on {}.",
            n(seat),
            coins(*c),
            power_name(*power)
        ),
        RearrangeOffered { seat } => format!(
            "{} may rearrange the cards under their Characters (Ears among the Townsfolk).",
            n(seat)
        ),
        CardsRearranged {
            seat,
            change,
            declined,
            coins: c,
            ..
        } => {
            use crate::command::Rearrangement::*;
            match change {
                _ if *declined => format!(
                    "{} keeps their cards and gains {} (Ears among the Townsfolk).",
                    n(seat),
                    coins(*c)
                ),
                None => format!("{} rearranges the cards under their Characters.", n(seat)),
                Some(Swap { a, b }) => format!(
                    "{} swaps the cards under {} and {}.",
                    n(seat),
                    an(a.name()),
                    an(b.name())
                ),
                Some(Replace {
                    character,
                    location,
                }) => format!(
                    "{} puts a {} card under {}; its card goes back to the hand.",
                    n(seat),
                    location.name(),
                    an(character.name())
                ),
                Some(ReplaceSpecial { character, card }) => format!(
                    "{} puts {} under {}; its card goes back to the hand.",
                    n(seat),
                    special_name(*card),
                    an(character.name())
                ),
            }
        }
        Heir { act } => crate::heir::play::describe(act, content),
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
                content.secrets[*secret as usize].name
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
                content.secrets[*s as usize].name
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
            let wings = content;
            let ruins = if ruins.is_empty() {
                "no Ruin is removed".to_string()
            } else {
                let names: Vec<String> = ruins
                    .iter()
                    .filter_map(|&w| wings.wings.get(w as usize))
                    .map(|w| {
                        format!(
                            "{} {}",
                            crate::academy::view::room_name(w.room),
                            crate::academy::view::letter_name(w.letter)
                        )
                    })
                    .collect();
                format!("the Ruins over {} are removed", names.join(", "))
            };
            format!("The Academy: {ruins}; unclaimed Secrets are discarded and two new ones turned face up.")
        }
        WingRenovated { renovated: r, ap } => {
            let wing = &content.wings[r.wing as usize];
            let mut line = format!(
                "{} renovates {} {} at level {} for {} ({}): +{} Fame, {}",
                n(&r.seat),
                crate::academy::view::room_name(wing.room),
                crate::academy::view::letter_name(wing.letter),
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
        } => {
            let at = |spot: crate::academy::Spot| {
                content.wings.get(spot.wing as usize).map_or_else(
                    || "the Academy".to_string(),
                    |w| {
                        format!(
                            "{} {} (slot {})",
                            crate::academy::view::room_name(w.room),
                            crate::academy::view::letter_name(w.letter),
                            spot.slot + 1
                        )
                    },
                )
            };
            let mut line = format!(
                "{} {} {} in {}",
                n(&moved.seat),
                if *teach { "teaches" } else { "practises" },
                trick.card().name,
                at(moved.to)
            );
            if let Some(from) = moved.from {
                line += &format!(", moving its Academy marker from {}", at(from));
            }
            line += &format!(" ({}).", count(*ap, "Action Point"));
            if let Some((_, spot)) = moved.freed {
                line += &format!(
                    " Their Academy marker in {} returns to them first.",
                    at(spot)
                );
            }
            line
        }
        SecretLearned { learned, ap } => {
            let secrets = &content.secrets;
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
        Gambled {
            seat,
            face,
            paid,
            won,
            ..
        } => format!(
            "{} gambles {}: the Bank die shows {}, {} won.",
            n(seat),
            coins(*paid),
            face.describe(),
            coins(*won)
        ),
        TurnSetupPlaced {
            card,
            next,
            dark_alley,
        } => {
            let c = card.card();
            let mut covered = vec![
                format!("Downtown slots {}", slots_list(c.downtown)),
                format!("Market Row slots {}", slots_list(c.market_row)),
            ];
            if *dark_alley {
                covered.push(format!("Dark Alley slots {}", slots_list(c.dark_alley)));
            }
            covered.push(format!(
                "{} and {} in the Theater",
                c.theater[0].name(),
                c.theater[1].name()
            ));
            let next = match next {
                Some(t) => format!(" Next turn: {}.", t.card().code),
                None => String::new(),
            };
            format!(
                "Turn Setup card {} covers {}.{}",
                c.code,
                covered.join(", "),
                next
            )
        }
    }
}

fn power_name(power: crate::content::PowerId) -> String {
    power.card().name.clone()
}

/// Slot numbers as printed, left to right ("1 and 3").
fn slots_list(pair: [u8; 2]) -> String {
    let mut p = pair;
    p.sort();
    format!("{} and {}", p[0] + 1, p[1] + 1)
}

fn special_name(card: crate::cards::SpecialId) -> String {
    let c = card.card();
    format!("{} ({})", c.name, c.code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{PerformanceId, SpecialId, Yield};
    use crate::event::Payout;
    use crate::model::{CharacterId, Weekday};

    fn line(e: Event) -> String {
        e.describe(&["Ann".into(), "Bob".into()])
    }

    /// 004 "Renovate", "Practice", "Learn Secret", "End of turn": every part
    /// of an Academy event has words — Geert's Shards, Banners returned to
    /// the box, a marker moved or freed, a Secret discarded, Ruins removed.
    #[test]
    fn academy_events_say_everything_they_do() {
        use crate::academy::{academy, Moved, Renovated, SecretLearned, Spot};
        use crate::model::Symbol;
        let (ann, bob) = (Seat(0), Seat(1));
        let wing = |letter, room| {
            academy()
                .wings
                .iter()
                .position(|w| w.letter == letter && w.room == room)
                .unwrap() as u8
        };
        let c = wing(crate::academy::Letter::C, crate::academy::Room::Classroom);
        let p = wing(
            crate::academy::Letter::D,
            crate::academy::Room::PracticeRoom,
        );
        let renovated = line(Event::WingRenovated {
            renovated: Renovated {
                seat: ann,
                wing: c,
                level: 1,
                tile: 0,
                coins: 3,
                fame: 2,
                shards: 2,
                banners: 1,
                returned: vec![bob],
            },
            ap: 2,
        });
        assert_eq!(
            renovated,
            "Ann renovates Classroom C at level 1 for 3 Coins (2 Action Points): +2 Fame, 1 Banner, +2 Shards. \
             Ann placed their last Banner: Bob each return an unused Banner to the box."
        );
        let trick = crate::TrickId::by_name("Barricaded Barrels").unwrap();
        let moved = line(Event::AcademyMarkerPlaced {
            moved: Moved {
                seat: ann,
                symbol: Symbol::Spade,
                from: Some(Spot { wing: p, slot: 1 }),
                to: Spot { wing: p, slot: 0 },
                freed: Some((Symbol::Heart, Spot { wing: p, slot: 0 })),
            },
            trick,
            teach: false,
            ap: 1,
        });
        assert_eq!(
            moved,
            "Ann practises Barricaded Barrels in Practice Room D (slot 1), moving its Academy marker \
             from Practice Room D (slot 2) (1 Action Point). Their Academy marker in Practice Room D \
             (slot 1) returns to them first."
        );
        let secrets = &academy().secrets;
        let learned = line(Event::SecretLearned {
            learned: SecretLearned {
                seat: bob,
                secret: 1,
                space: 2,
                discarded: Some(0),
            },
            ap: 2,
        });
        assert_eq!(
            learned,
            format!(
                "Bob learns the Secret {} onto the Protégé's space 3 (2 Action Points), discarding {}.",
                secrets[1].name, secrets[0].name
            )
        );
        let ruins = line(Event::AcademyTurnEnded {
            ruins: vec![wing(
                crate::academy::Letter::E,
                crate::academy::Room::Classroom,
            )],
        });
        assert!(
            ruins.contains("the Ruins over Classroom E are removed"),
            "{ruins}"
        );
    }

    /// Issue 10.7: counts agree with their nouns, articles with theirs.
    #[test]
    fn log_lines_use_singulars_plurals_and_articles() {
        let ann = Seat(0);
        assert_eq!(
            line(Event::Advertised {
                seat: ann,
                coins: 1,
                fame: 2
            }),
            "Ann Advertises for 1 Coin and gains 2 Fame."
        );
        assert_eq!(
            line(Event::CardAssigned {
                seat: ann,
                character: CharacterId::Apprentice1,
                location: None
            }),
            "Ann puts a card face down under an Apprentice."
        );
        assert_eq!(
            line(Event::CardUnassigned {
                seat: ann,
                character: CharacterId::Engineer,
                location: None
            }),
            "Ann takes back the card under an Engineer."
        );
        assert_eq!(
            line(Event::Performed {
                day: Weekday::Friday,
                seat: ann,
                card: PerformanceId(1),
                links: 1,
                payouts: vec![Payout {
                    seat: Seat(1),
                    tricks: Vec::new(),
                    fame: 2,
                    coins: 1,
                    shards: 0
                }],
                bonus: Yield {
                    fame: 2,
                    coins: 1,
                    shards: 1
                },
            }),
            "Ann Performs P02 on Friday: Bob +2 Fame +1 Coin +0 Shards; 1 Link; \
             Performer bonus +2 Fame +1 Coin +1 Shard."
        );
        let card = SpecialId(0);
        assert_eq!(
            line(Event::SpecialsDiscarded {
                discarded: vec![(ann, card)],
                returned: vec![(ann, None)],
            }),
            "1 used Special Assignment card is discarded; 1 goes back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            line(Event::SpecialsDiscarded {
                discarded: vec![(ann, card), (ann, card)],
                returned: Vec::new(),
            }),
            "2 used Special Assignment cards are discarded; 0 go back to hand; \
             each deck's top card goes to the bottom."
        );
        assert_eq!(
            line(Event::ShardsGained {
                seat: ann,
                shards: 1
            }),
            "Ann gains 1 Shard."
        );
        assert_eq!(
            line(Event::CoinsGained {
                seat: ann,
                coins: 1
            }),
            "Ann gains 1 Coin."
        );
        let power = crate::content::PowerId::by_name("Private Investments").unwrap();
        assert_eq!(
            line(Event::PowerReturned {
                seat: ann,
                power,
                slot: 1,
                coins_lost: 1
            }),
            "Ann's Power Private Investments leaves Power slot 2 and goes back to the hand \
             (the 1 Coin on it back to the supply)."
        );
        assert_eq!(
            line(Event::PowerYield {
                seat: ann,
                power,
                fame: 2,
                coins: 1,
                shards: 0
            }),
            "Ann gains 2 Fame and 1 Coin (Private Investments)."
        );
        assert_eq!(
            line(Event::PowerDiscarded {
                seat: ann,
                power: None,
                last: false
            }),
            "Ann discards a Power face down."
        );
        assert_eq!(count(0u8, "Link"), "0 Links");
        assert_eq!(count(3u8, "Action Point"), "3 Action Points");
    }
}
