//! Words for people: a sentence as a catalog message id and typed arguments
//! ([`Msg`]), so that every reader's client words it in their own language.
//!
//! The catalogs are Project Fluent files, one folder per language in
//! `web/locales/`, shared with the web client and built into this crate. The
//! engine says *what* happened; a catalog says it in words. English is the
//! reference: the CLI, the server's text outputs and `Display` use it.
//!
//! How an argument becomes a Fluent variable (the same in the web client):
//! a number is a Fluent number (so plural selectors work); a string is taken
//! as it is; a term names a catalog message (a Trick, a Character...) whose
//! value becomes `$name` and each of whose attributes `a` becomes `$name-a`
//! (an article, a grammatical gender); a nested message is worded first; a
//! list is worded item by item and joined by `list-pair`/`list-more`.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{MagicianId, SpecialId, TrickId};
use crate::content::PowerId;
use crate::model::{Category, CharacterId, Component, DieId, Location, Specialist, Weekday};

/// A sentence (or part of one) to be worded by a catalog.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Msg {
    /// The catalog message's id, as written in every language's catalog.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub id: Cow<'static, str>,
    /// Named arguments, in the order they were given.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "args_as_map",
        deserialize_with = "args_from_map"
    )]
    #[cfg_attr(
        feature = "ts",
        ts(as = "Option<std::collections::HashMap<String, Arg>>", optional)
    )]
    pub args: Args,
}

/// One argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A number: plural forms are chosen by it.
    Num(i64),
    /// Text that is not translated: a player's name, a printed code.
    Str(String),
    /// The id of a catalog message naming a game thing (`trick-12`).
    Term(#[cfg_attr(feature = "ts", ts(type = "string"))] Cow<'static, str>),
    /// A part of the sentence, worded first.
    Msg(Box<Msg>),
    /// Things listed, joined the catalog's way ("a, b and c").
    List(Vec<Arg>),
}

type Args = Vec<(Cow<'static, str>, Arg)>;

fn args_as_map<S: Serializer>(args: &Args, s: S) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(Some(args.len()))?;
    for (k, v) in args {
        m.serialize_entry(k, v)?;
    }
    m.end()
}

/// The arguments in the order the map gives them (a relay between nodes).
fn args_from_map<'de, D: Deserializer<'de>>(d: D) -> Result<Args, D::Error> {
    struct Visit;
    impl<'de> Visitor<'de> for Visit {
        type Value = Args;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a map of message arguments")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Args, A::Error> {
            let mut args = Vec::new();
            while let Some((k, v)) = map.next_entry::<String, Arg>()? {
                args.push((Cow::Owned(k), v));
            }
            Ok(args)
        }
    }
    d.deserialize_map(Visit)
}

impl Msg {
    /// A message without arguments yet.
    pub fn new(id: &'static str) -> Self {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// Adds a number.
    #[must_use]
    pub fn num(self, name: &'static str, n: impl Into<i64>) -> Self {
        self.arg(name, Arg::Num(n.into()))
    }

    /// Adds untranslated text (a name).
    #[must_use]
    pub fn str(self, name: &'static str, s: impl Into<String>) -> Self {
        self.arg(name, Arg::Str(s.into()))
    }

    /// Adds the catalog term `id`.
    #[must_use]
    pub fn term(self, name: &'static str, id: impl Into<Cow<'static, str>>) -> Self {
        self.arg(name, Arg::Term(id.into()))
    }

    /// Adds a game thing by its catalog name.
    #[must_use]
    pub fn named(self, name: &'static str, thing: impl Named) -> Self {
        self.arg(name, Arg::Term(thing.term()))
    }

    /// This message in English.
    pub fn english(&self) -> String {
        ENGLISH.word(self).0
    }
}

/// Parts joined by commas only ("a, b, c"), by the catalog's `sep-comma`:
/// for enumerations that are not sentences' lists.
pub fn comma_joined(items: Vec<Arg>) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(mut joined) = items.next() else {
        return Msg::new("list-none").into();
    };
    for item in items {
        joined = Msg::new("sep-comma").arg("a", item).arg("b", joined).into();
    }
    joined
}

/// The catalog term `id` where its English is `english` (content whose words
/// the catalogs carry), else `english` as it is (other content versions).
pub fn named_if_english(id: String, english: &str) -> Arg {
    match ENGLISH.value(&id) {
        Some(v) if v == english => Arg::Term(Cow::Owned(id)),
        _ => Arg::Str(english.to_string()),
    }
}

/// A game thing with a name in the catalogs.
pub trait Named {
    /// The id of the catalog message that names it.
    fn term(&self) -> Cow<'static, str>;

    /// Its name as an argument.
    fn arg(&self) -> Arg {
        Arg::Term(self.term())
    }
}

/// Names whose catalog id is a prefix and the serde name.
macro_rules! named_by_serde {
    ($($ty:ty => $prefix:literal { $($variant:path => $snake:literal),* $(,)? })*) => {$(
        impl Named for $ty {
            fn term(&self) -> Cow<'static, str> {
                Cow::Borrowed(match self {
                    $($variant => concat!($prefix, "-", $snake)),*
                })
            }
        }
    )*};
}

named_by_serde! {
    CharacterId => "character" {
        CharacterId::Magician => "magician", CharacterId::Engineer => "engineer",
        CharacterId::Manager => "manager", CharacterId::Assistant => "assistant",
        CharacterId::Apprentice1 => "apprentice1", CharacterId::Apprentice2 => "apprentice2",
        CharacterId::Apprentice3 => "apprentice3", CharacterId::Apprentice4 => "apprentice4",
        CharacterId::Protege => "protege",
    }
    Location => "location" {
        Location::Downtown => "downtown", Location::MarketRow => "market_row",
        Location::Workshop => "workshop", Location::Theater => "theater",
        Location::DarkAlley => "dark_alley", Location::Academy => "academy",
    }
    Category => "category" {
        Category::Escape => "escape", Category::Spiritual => "spiritual",
        Category::Mechanical => "mechanical", Category::Optical => "optical",
    }
    Component => "component" {
        Component::Wood => "wood", Component::Metal => "metal", Component::Glass => "glass",
        Component::Fabric => "fabric", Component::Rope => "rope",
        Component::Petroleum => "petroleum", Component::Saw => "saw",
        Component::Animal => "animal", Component::Padlock => "padlock",
        Component::Mirror => "mirror", Component::Disguise => "disguise",
        Component::Cog => "cog",
    }
    DieId => "die" {
        DieId::Residence1 => "residence1", DieId::Residence2 => "residence2",
        DieId::InnSpecialist => "inn_specialist", DieId::InnApprentice => "inn_apprentice",
        DieId::Bank1 => "bank1", DieId::Bank2 => "bank2",
    }
    Weekday => "weekday" {
        Weekday::Thursday => "thursday", Weekday::Friday => "friday",
        Weekday::Saturday => "saturday", Weekday::Sunday => "sunday",
    }
    Specialist => "character" {
        Specialist::Engineer => "engineer", Specialist::Manager => "manager",
        Specialist::Assistant => "assistant",
    }
}

impl Named for TrickId {
    fn term(&self) -> Cow<'static, str> {
        Cow::Owned(format!("trick-{}", self.0))
    }
}

impl Named for MagicianId {
    fn term(&self) -> Cow<'static, str> {
        Cow::Owned(format!("magician-{}", self.0))
    }
}

impl Named for SpecialId {
    fn term(&self) -> Cow<'static, str> {
        Cow::Owned(format!("special-{}", self.card().code))
    }
}

impl Named for PowerId {
    fn term(&self) -> Cow<'static, str> {
        Cow::Owned(format!("power-{}", self.card().code))
    }
}

impl<T: Named> Named for &T {
    fn term(&self) -> Cow<'static, str> {
        (*self).term()
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// Every catalog file, by language: `(language, file name, text)`.
const CATALOGS: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// The languages with a catalog folder, English first.
pub fn languages() -> Vec<&'static str> {
    let mut langs: Vec<&str> = CATALOGS.iter().map(|(l, _, _)| *l).collect();
    langs.sort_by_key(|l| (*l != "en", *l));
    langs.dedup();
    langs
}

/// The catalog files of `lang`: `(file name, text)`.
pub fn catalog_files(lang: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    CATALOGS
        .iter()
        .filter(move |(l, _, _)| *l == lang)
        .map(|(_, f, t)| (*f, *t))
}

static ENGLISH: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new("en").expect("the English catalog is built in and parses"));

/// One language's messages, ready to word a [`Msg`].
pub struct Catalog {
    bundle: FluentBundle<FluentResource>,
}

/// A catalog that cannot be read, with every problem found.
#[derive(Debug)]
pub struct CatalogError(pub Vec<String>);

impl Catalog {
    /// The catalog of `lang` from the built-in files.
    ///
    /// # Errors
    /// When `lang` has no files, or one does not parse or repeats an id.
    pub fn new(lang: &str) -> Result<Self, CatalogError> {
        let id: unic_langid::LanguageIdentifier = lang
            .parse()
            .map_err(|e| CatalogError(vec![format!("{lang}: {e}")]))?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        let mut problems = Vec::new();
        let mut any = false;
        for (file, text) in catalog_files(lang) {
            any = true;
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    problems.extend(errs.iter().map(|e| format!("{lang}/{file}: {e:?}")));
                    r
                }
            };
            if let Err(errs) = bundle.add_resource(resource) {
                problems.extend(errs.iter().map(|e| format!("{lang}/{file}: {e}")));
            }
        }
        if !any {
            problems.push(format!("no catalog for the language {lang:?}"));
        }
        if problems.is_empty() {
            Ok(Catalog { bundle })
        } else {
            Err(CatalogError(problems))
        }
    }

    /// Message `id` without arguments, if it words without a problem.
    pub fn value(&self, id: &str) -> Option<String> {
        let mut problems = Vec::new();
        let v = self.pattern(id, None, None, &mut problems);
        problems.is_empty().then_some(v)
    }

    /// Whether the catalog has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// `msg` in words, with every problem met (an unknown id or variable);
    /// the words hold the id where a message is missing.
    pub fn word(&self, msg: &Msg) -> (String, Vec<String>) {
        let mut problems = Vec::new();
        let text = self.word_into(msg, &mut problems);
        (text, problems)
    }

    fn word_into(&self, msg: &Msg, problems: &mut Vec<String>) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            match arg {
                Arg::Num(n) => args.set(name.as_ref() as &str, FluentValue::from(*n)),
                Arg::Term(id) => {
                    let (value, attrs) = self.term(id, problems);
                    args.set(name.as_ref() as &str, value);
                    for (attr, value) in attrs {
                        args.set(format!("{name}-{attr}"), value);
                    }
                }
                other => args.set(name.as_ref() as &str, self.plain(other, problems)),
            }
        }
        self.pattern(&msg.id, None, Some(&args), problems)
    }

    /// An argument worded on its own (a list item, a list).
    fn plain(&self, arg: &Arg, problems: &mut Vec<String>) -> String {
        match arg {
            Arg::Num(n) => n.to_string(),
            Arg::Str(s) => s.clone(),
            Arg::Term(id) => self.term(id, problems).0,
            Arg::Msg(m) => self.word_into(m, problems),
            Arg::List(items) => self.list(items, problems),
        }
    }

    /// "a", "a and b", "a, b and c", by the catalog's `list-*` messages.
    fn list(&self, items: &[Arg], problems: &mut Vec<String>) -> String {
        match items {
            [] => self.pattern("list-none", None, None, problems),
            [one] => self.plain(one, problems),
            [first, rest @ ..] => {
                let id = if rest.len() == 1 {
                    "list-pair"
                } else {
                    "list-more"
                };
                let mut args = FluentArgs::new();
                args.set("a", self.plain(first, problems));
                let b = if rest.len() == 1 {
                    self.plain(&rest[0], problems)
                } else {
                    self.list(rest, problems)
                };
                args.set("b", b);
                self.pattern(id, None, Some(&args), problems)
            }
        }
    }

    /// A term's value and its attributes.
    fn term(&self, id: &str, problems: &mut Vec<String>) -> (String, HashMap<String, String>) {
        let value = self.pattern(id, None, None, problems);
        let mut attrs = HashMap::new();
        if let Some(m) = self.bundle.get_message(id) {
            for a in m.attributes() {
                let v = self.pattern(id, Some(a.id()), None, problems);
                attrs.insert(a.id().to_string(), v);
            }
        }
        (value, attrs)
    }

    /// Message `id` (or its attribute `attr`) formatted with `args`.
    fn pattern(
        &self,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
        problems: &mut Vec<String>,
    ) -> String {
        let Some(message) = self.bundle.get_message(id) else {
            problems.push(format!("no message {id}"));
            return id.to_string();
        };
        let pattern = match attr {
            None => message.value(),
            Some(a) => message.get_attribute(a).map(|a| a.value()),
        };
        let Some(pattern) = pattern else {
            problems.push(format!("message {id} has no value"));
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        problems.extend(errors.iter().map(|e| format!("{id}: {e}")));
        text.into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_built_in_and_every_catalog_parses() {
        assert!(languages().first() == Some(&"en"));
        for lang in languages() {
            if let Err(e) = Catalog::new(lang) {
                panic!("{lang}: {:?}", e.0);
            }
        }
    }

    #[test]
    fn terms_lend_their_attributes_and_lists_join() {
        let m = Msg::new("log-character-hired")
            .str("seat", "Ann")
            .term("character", "character-engineer");
        assert_eq!(m.english(), "Ann hires an Engineer at the Inn.");
        let list = Arg::List(vec![
            Arg::Term("character-manager".into()),
            Arg::Term("character-engineer".into()),
            Arg::Term("character-assistant".into()),
        ]);
        let mut problems = Vec::new();
        assert_eq!(
            ENGLISH.plain(&list, &mut problems),
            "Manager, Engineer and Assistant"
        );
        assert_eq!(
            ENGLISH.plain(&Arg::List(list_of(2)), &mut problems),
            "Manager and Manager"
        );
        assert!(problems.is_empty(), "{problems:?}");
    }

    fn list_of(n: usize) -> Vec<Arg> {
        vec![Arg::Term("character-manager".into()); n]
    }

    #[test]
    fn a_missing_message_or_variable_is_reported_not_panicked() {
        let (text, problems) = ENGLISH.word(&Msg::new("no-such-message"));
        assert_eq!(text, "no-such-message");
        assert_eq!(problems.len(), 1);
        let (_, problems) = ENGLISH.word(&Msg::new("log-character-hired"));
        assert!(!problems.is_empty());
    }

    /// Provisional content the catalogs carry reads in each language; other
    /// content versions keep their own words.
    #[test]
    fn content_is_named_from_the_catalogs_only_where_its_english_matches() {
        let street = crate::game::academy::academy()
            .secrets
            .iter()
            .find(|s| s.code == "S01")
            .expect("Secret S01");
        let named = named_if_english("secret-S01".into(), &street.name);
        assert_eq!(named, Arg::Term("secret-S01".into()));
        let german = Catalog::new("de").expect("German");
        let (de, problems) = german.word(&Msg::new("list-pair").arg("a", named).str("b", "x"));
        assert!(problems.is_empty(), "{problems:?}");
        assert!(!de.contains(&street.name), "{de}");
        assert_eq!(
            named_if_english("secret-S01".into(), "An older name"),
            Arg::Str("An older name".into())
        );
    }

    #[test]
    fn a_msg_read_back_is_the_same() {
        let m = Msg::new("x")
            .num("n", 3)
            .arg("l", Arg::List(vec![Arg::Term("trick-1".into())]));
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), m);
    }

    #[test]
    fn a_msg_is_sent_as_an_id_and_a_map_of_typed_arguments() {
        let m = Msg::new("x")
            .num("n", 3)
            .str("s", "Ann")
            .term("t", "trick-1")
            .arg("m", Msg::new("y"));
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"id":"x","args":{"n":{"num":3},"s":{"str":"Ann"},"t":{"term":"trick-1"},"m":{"msg":{"id":"y"}}}}"#
        );
    }
}
