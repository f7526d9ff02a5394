//! Player names: what the table shows next to a seat and in every log line,
//! so they must be readable and honest.
//!
//! A name is stored in Unicode normal form C, with 1 to 32 characters after
//! trimming, at least one visible letter or digit; no control characters, no
//! direction overrides (which make text read backwards, e.g. U+202E), no line
//! separators, no leading combining mark, and no letters outside general use
//! (Unicode's General Security Profile, UTS #39: small capitals, phonetic and
//! historic letters are refused; styled letters such as mathematical bold or
//! circled ones are accepted and read as the plain letter they stand for).
//!
//! Names are compared by [`folds`]: compatibility forms made plain (NFKC),
//! each character replaced by the prototype of its confusable set (the UTS #39
//! skeleton), case ignored, and only letters and digits kept. A name may not
//! fold to one of the server's bots' names ("Greedy bot", "Random bot 2";
//! digits written for letters count too), and the lobby refuses a name that
//! folds to the name of another seat at the same table.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;
use unicode_security::{skeleton, GeneralSecurityProfile};

use crate::error::Error;

pub const MAX_NAME_CHARS: usize = 32;

/// The names the server gives its bots by level (a second bot of a kind is
/// "Normal bot 2", and so on), and "Greedy bot", the normal bot's name in
/// games seated before the levels had names.
pub const BOT_NAMES: [&str; 5] = [
    "Random bot",
    "Easy bot",
    "Normal bot",
    "Hard bot",
    "Greedy bot",
];

/// The trimmed name in normal form C, or why it is refused.
///
/// # Errors
/// `BadRequest` with a sentence saying what is wrong.
pub fn check_name(raw: &str) -> Result<String, Error> {
    let name: String = raw.trim().nfc().collect();
    let refuse = |why: &str| Err(Error::BadRequest(format!("that name {why}")));
    if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
        return Err(Error::BadRequest(format!(
            "a name has 1 to {MAX_NAME_CHARS} characters"
        )));
    }
    if name
        .chars()
        .any(|c| c.is_control() || is_direction_control(c) || is_line_break(c))
    {
        return refuse("has control, direction or line-break characters");
    }
    // The skeleton leaves out the characters that show nothing (zero-width
    // characters, fillers, variation selectors: Default_Ignorable_Code_Point).
    if folds(&name)[0].is_empty() {
        return refuse("needs at least one visible letter or digit");
    }
    if name.starts_with(is_combining_mark) {
        return refuse("starts with a combining mark, which has no letter to sit on");
    }
    if name
        .nfkc()
        .any(|c| c.is_alphabetic() && !c.identifier_allowed())
    {
        return refuse(
            "has letters outside general use (small capitals, phonetic or historic letters); \
             write it with ordinary letters",
        );
    }
    if looks_like_a_bot(&name) {
        return refuse("is how the server's bots are named; pick another");
    }
    Ok(name)
}

/// Whether two names could be taken for one another at a table: they fold
/// alike (see [`folds`]).
pub fn confusable(a: &str, b: &str) -> bool {
    let (a, b) = (folds(a), folds(b));
    a[0] == b[0] || a[1] == b[1]
}

/// The forms names are compared in. Both start from the compatibility forms
/// made plain (NFKC: full-width, mathematical, circled and superscript
/// letters) and apply the UTS #39 skeleton (each character as the prototype
/// of its confusable set: Cyrillic "а" as "a", "0" as "O", "m" as "rn"),
/// which tells case apart; so case is ignored on both sides of it: the
/// skeleton of the lower-case name ("ALICE" like "Alice"), and the lower
/// case of the name's skeleton (a Greek "ΝΙΚ" like "NIK"). Only letters and
/// digits are kept.
pub fn folds(name: &str) -> [String; 2] {
    let plain: String = name.nfkc().collect();
    let lower: String = plain.chars().flat_map(char::to_lowercase).collect();
    let keep = |s: &str| -> String {
        skeleton(s)
            .flat_map(char::to_lowercase)
            .filter(|c| c.is_alphanumeric())
            .collect()
    };
    [keep(&lower), keep(&plain)]
}

/// Characters that change the direction text is shown in.
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn is_line_break(c: char) -> bool {
    matches!(c, '\u{2028}' | '\u{2029}' | '\u{0085}')
}

/// Whether `name` folds to a bot's name, perhaps numbered, with digits
/// perhaps written for letters ("Gr33dy b0t").
fn looks_like_a_bot(name: &str) -> bool {
    let plain: String = name.nfkc().collect();
    let unnumbered = plain.trim_end_matches(|c: char| c.is_numeric() || !c.is_alphanumeric());
    let lettered = |folded: &str| -> String {
        folded
            .chars()
            .map(|c| match c {
                '3' => 'e',
                '4' => 'a',
                '5' => 's',
                '6' => 'g',
                '7' => 't',
                other => other,
            })
            .collect()
    };
    let name = folds(unnumbered).map(|f| lettered(&f));
    BOT_NAMES
        .iter()
        .map(|bot| folds(bot))
        .any(|bot| bot[0] == name[0] || bot[1] == name[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readable_names_pass_trimmed() {
        for (raw, want) in [
            ("  Alice ", "Alice"),
            ("Zoë", "Zoë"),
            ("李小龍", "李小龍"),
            (
                "👨\u{200D}👩\u{200D}👧 family",
                "👨\u{200D}👩\u{200D}👧 family",
            ),
            ("Bot Fan", "Bot Fan"),
            ("Greedy", "Greedy"),
            ("Greedy bottle", "Greedy bottle"),
            ("Mr. Random", "Mr. Random"),
        ] {
            assert_eq!(check_name(raw).unwrap(), want, "{raw:?}");
        }
    }

    #[test]
    fn hidden_reversed_and_bot_names_are_refused() {
        for bad in [
            "",
            "   ",
            "\u{200B}",
            "\u{200B}\u{2060}\u{FEFF}",
            "\u{3164}",
            "\u{2800}",
            "a\u{202E}b",
            "\u{2067}Eve",
            "line\u{2028}break",
            "tab\there",
            "Greedy bot",
            "greedy  BOT 2",
            "Random-Bot",
            "R\u{0430}ndom bot",
            "Ｇｒｅｅｄｙ ｂｏｔ",
            "Greedy b0t",
            "GREEDY_BOT_12",
        ] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
        assert!(check_name(&"x".repeat(33)).is_err());
        assert!(check_name(&"é".repeat(32)).is_ok());
    }

    /// The eight look-alikes of the audit's name finding: styled, circled,
    /// small-capital and superscript letters spelling "Greedy bot", and a
    /// name that is one combining accent, were all accepted by the hand-made
    /// folding table that came before the UTS #39 skeleton.
    #[test]
    fn styled_look_alikes_of_a_bot_are_refused() {
        for bad in [
            "𝐆𝐫𝐞𝐞𝐝𝐲 𝐛𝐨𝐭", // mathematical bold
            "𝐺𝑟𝑒𝑒𝑑𝑦 𝑏𝑜𝑡", // mathematical italic
            "𝖦𝗋𝖾𝖾𝖽𝗒 𝖻𝗈𝗍", // mathematical sans-serif
            "𝙶𝚛𝚎𝚎𝚍𝚢 𝚋𝚘𝚝", // mathematical monospace
            "Ⓖⓡⓔⓔⓓⓨ ⓑⓞⓣ", // circled
            "ɢʀᴇᴇᴅʏ ʙᴏᴛ", // small capitals
            "Greedy ᵇᵒᵗ", // superscript
            "\u{0301}",   // a combining accent alone
        ] {
            assert!(check_name(bad).is_err(), "{bad:?} accepted");
        }
        for bad in [
            "\u{0301}a",
            "Gr33dy bot 3",
            "Ｒａｎｄｏｍ　ｂｏｔ　２",
            "🎩",
            "RANDOM bot ①",
        ] {
            assert!(check_name(bad).is_err(), "{bad:?} accepted");
        }
    }

    /// Names are kept in normal form C, so one name has one spelling.
    #[test]
    fn names_are_stored_composed() {
        assert_eq!(check_name("Zoe\u{0308}").unwrap(), "Zo\u{00EB}");
        assert_eq!(check_name(" 𝐀𝐥𝐢𝐜𝐞 ").unwrap(), "𝐀𝐥𝐢𝐜𝐞");
    }

    /// Names at one table must not be mistaken for one another.
    #[test]
    fn confusable_names_fold_alike() {
        for (a, b) in [
            ("Alice", "alice"),
            ("Alice", "ALICE!"),
            ("Alice", "\u{0410}lice"), // Cyrillic А
            ("Alice", "𝐀𝐥𝐢𝐜𝐞"),
            ("Alice", "Ａｌｉｃｅ"),
            ("Bill", "BiII"),
            ("P0", "PO"),
            ("Mo", "rno"),
            ("NIK", "\u{039D}\u{0399}\u{039A}"), // Greek capitals
        ] {
            assert!(confusable(a, b), "{a:?} and {b:?}");
        }
        for (a, b) in [
            ("Alice", "Alicia"),
            ("P1", "P2"),
            ("Ann", "Anna"),
            ("李小龍", "李小"),
        ] {
            assert!(!confusable(a, b), "{a:?} and {b:?}");
        }
    }
}
