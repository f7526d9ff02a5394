//! Turns the printed cards (`data/cards.json`) into the static card arrays of
//! `src/cards`: one Rust array expression per deck in `OUT_DIR`, `include!`d
//! by `src/cards/printed.rs`. The cards stay `&'static` data, read with no
//! parsing and no lock at run time.
//!
//! The file spells every type by its serde name (`"optical"`, `{"set_up":
//! "guest_performer"}`); a name that is no variant fails the build, and
//! `cards::printed::tests` serializes the arrays back and compares them with
//! the file, field by field.

use std::{env, fs, path::Path};

use serde_json::Value;

const DATA: &str = "data/cards.json";

/// How one card of a deck is written in Rust.
type Card = fn(&Value) -> String;

/// The decks of the file, and how one card of each is written in Rust.
const DECKS: [(&str, Card); 7] = [
    ("tricks", trick),
    ("performances", performance),
    ("magicians", magician),
    ("academy_magicians", magician),
    ("special_assignments", special_assignment),
    ("prophecies", prophecy),
    ("academy_prophecies", prophecy),
];

fn main() {
    println!("cargo:rerun-if-changed={DATA}");
    let text = fs::read_to_string(DATA).unwrap_or_else(|e| panic!("{DATA}: {e}"));
    let data: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{DATA}: {e}"));
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (deck, card) in DECKS {
        let cards = data[deck]
            .as_array()
            .unwrap_or_else(|| panic!("{DATA}: no \"{deck}\" list"));
        let body: Vec<String> = cards.iter().map(card).collect();
        let path = Path::new(&out).join(format!("{deck}.rs"));
        fs::write(&path, format!("[\n{}\n]\n", body.join(",\n")))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    catalogs(&out);
}

/// The message catalogs (`web/locales/<lang>/*.ftl`, shared with the web
/// client) as one `include_str!` list in `OUT_DIR/catalogs.rs`, sorted so the
/// build is reproducible.
fn catalogs(out: &str) {
    const LOCALES: &str = "../../web/locales";
    println!("cargo:rerun-if-changed={LOCALES}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(LOCALES);
    let mut files = Vec::new();
    for lang in fs::read_dir(&root).unwrap_or_else(|e| panic!("{LOCALES}: {e}")) {
        let lang = lang.expect("a readable locales folder").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in fs::read_dir(&lang).expect("a readable language folder") {
            let file = file.expect("a readable catalog").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                files.push(file);
            }
        }
    }
    files.sort();
    let body: Vec<String> = files
        .iter()
        .map(|f| {
            let lang = f.parent().and_then(|p| p.file_name()).expect("a language");
            format!(
                "({:?}, {:?}, include_str!({:?}))",
                lang.to_string_lossy(),
                f.file_name().expect("a file name").to_string_lossy(),
                f.canonicalize()
                    .expect("a catalog path")
                    .display()
                    .to_string()
            )
        })
        .collect();
    let path = Path::new(out).join("catalogs.rs");
    fs::write(&path, format!("&[\n{}\n]\n", body.join(",\n")))
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

fn field<'a>(v: &'a Value, name: &str) -> &'a Value {
    v.get(name)
        .unwrap_or_else(|| panic!("{DATA}: no \"{name}\" in {v}"))
}

fn text(v: &Value, name: &str) -> String {
    let s = field(v, name)
        .as_str()
        .unwrap_or_else(|| panic!("{DATA}: \"{name}\" is not a string in {v}"));
    // Debug of a str is a Rust string literal.
    format!("{s:?}")
}

fn number(v: &Value, name: &str) -> String {
    let n = field(v, name)
        .as_i64()
        .unwrap_or_else(|| panic!("{DATA}: \"{name}\" is not a whole number in {v}"));
    n.to_string()
}

fn list<'a>(v: &'a Value, name: &str) -> &'a [Value] {
    match v.get(name) {
        Some(items) => items
            .as_array()
            .unwrap_or_else(|| panic!("{DATA}: \"{name}\" is not a list in {v}")),
        None => &[],
    }
}

/// `Type::Variant` for a unit variant spelled by its serde name: snake_case
/// (`"grand_magorian"`) or the variant's own name (`"PerShard"`).
fn unit(ty: &str, v: &Value) -> String {
    let name = v
        .as_str()
        .unwrap_or_else(|| panic!("{DATA}: a {ty} is a string, not {v}"));
    format!("{ty}::{}", pascal(name))
}

fn pascal(serde_name: &str) -> String {
    serde_name
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |c| {
                c.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// An externally tagged variant, `{"variant": payload}`: its name and payload.
fn tagged<'a>(ty: &str, v: &'a Value) -> (String, &'a Value) {
    match v.as_object() {
        Some(map) if map.len() == 1 => {
            let (name, payload) = map.iter().next().expect("one entry");
            (pascal(name), payload)
        }
        _ => panic!("{DATA}: a {ty} is {{\"variant\": ...}}, not {v}"),
    }
}

fn yields(v: &Value) -> String {
    format!(
        "Yield {{ fame: {}, coins: {}, shards: {} }}",
        number(v, "fame"),
        number(v, "coins"),
        number(v, "shards")
    )
}

fn trick(v: &Value) -> String {
    let components: Vec<String> = list(v, "components")
        .iter()
        .map(|pair| match pair.as_array().map(Vec::as_slice) {
            Some([component, count]) => format!("({}, {count})", unit("Component", component)),
            _ => panic!("{DATA}: a Component need is [component, count], not {pair}"),
        })
        .collect();
    let game_end = match v.get("game_end") {
        None => "None".to_string(),
        Some(bonus) => {
            let (name, payload) = tagged("GameEndBonus", bonus);
            format!(
                "Some(GameEndBonus::{name} {{ fame: {} }})",
                number(payload, "fame")
            )
        }
    };
    format!(
        "TrickCard {{ name: {}, category: {}, threshold: {}, components: &[{}], prepare_ap: {}, markers: {}, yields: {}, game_end: {game_end} }}",
        text(v, "name"),
        unit("Category", field(v, "category")),
        number(v, "threshold"),
        components.join(", "),
        number(v, "prepare_ap"),
        number(v, "markers"),
        yields(field(v, "yields")),
    )
}

fn performance(v: &Value) -> String {
    let slots: Vec<String> = list(v, "slots")
        .iter()
        .map(|slot| {
            let links: Vec<String> = list(slot, "links")
                .iter()
                .map(|link| {
                    let shard = link.get("shard").and_then(Value::as_bool) == Some(true);
                    format!(
                        "LinkCircle {{ dir: {}, shard: {shard} }}",
                        unit("Dir", field(link, "dir"))
                    )
                })
                .collect();
            format!(
                "PerformanceSlot {{ x: {}, y: {}, links: &[{}] }}",
                number(slot, "x"),
                number(slot, "y"),
                links.join(", ")
            )
        })
        .collect();
    let gray: Vec<String> = list(v, "gray")
        .iter()
        .map(|g| {
            format!(
                "GrayMarker {{ slot: {}, category: {}, facing: {} }}",
                number(g, "slot"),
                unit("Category", field(g, "category")),
                unit("Dir", field(g, "facing"))
            )
        })
        .collect();
    format!(
        "PerformanceCard {{ tier: {}, slots: &[{}], bonus: {}, gray: &[{}] }}",
        unit("TheaterTier", field(v, "tier")),
        slots.join(", "),
        yields(field(v, "bonus")),
        gray.join(", ")
    )
}

fn magician(v: &Value) -> String {
    format!(
        "MagicianCard {{ name: {}, favorite: {}, ability: {}, ability_text: {}, effect: {} }}",
        text(v, "name"),
        unit("Category", field(v, "favorite")),
        text(v, "ability"),
        text(v, "ability_text"),
        unit("MagicianAbility", field(v, "effect"))
    )
}

fn special_assignment(v: &Value) -> String {
    // Each variant of SpecialEffect carries the enum named after it:
    // `SetUp(SetUpEffect)`, `TakeCoins(TakeCoinsEffect)`.
    let (action, effect) = tagged("SpecialEffect", field(v, "effect"));
    format!(
        "SpecialAssignmentCard {{ code: {}, name: {}, location: {}, effect: SpecialEffect::{action}({}), text: {} }}",
        text(v, "code"),
        text(v, "name"),
        unit("Location", field(v, "location")),
        unit(&format!("{action}Effect"), effect),
        text(v, "text")
    )
}

fn prophecy(v: &Value) -> String {
    format!(
        "ProphecyCard {{ code: {}, kind: {}, text: {} }}",
        text(v, "code"),
        unit("ProphecyKind", field(v, "kind")),
        text(v, "text")
    )
}
