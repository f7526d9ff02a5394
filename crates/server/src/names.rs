//! Player names: what the table shows next to a seat and in every log line,
//! so they must be readable and honest. A name has 1 to 32 characters after
//! trimming, at least one of them visible; no control characters, no
//! direction overrides (which make text read backwards, e.g. U+202E), no line
//! separators, and it may not pass for one of the server's bots ("Greedy
//! bot", "Random bot 2", with any spacing, case, full-width letters or
//! look-alike letters).

use crate::error::Error;

pub const MAX_NAME_CHARS: usize = 32;

/// The trimmed name, or why it is refused.
///
/// # Errors
/// `BadRequest` with a sentence saying what is wrong.
pub fn check_name(raw: &str) -> Result<String, Error> {
    let name = raw.trim();
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
    if !name.chars().any(|c| !c.is_whitespace() && !is_invisible(c)) {
        return refuse("has nothing visible in it");
    }
    if looks_like_a_bot(name) {
        return refuse("is how the server's bots are named; pick another");
    }
    Ok(name.to_string())
}

/// Characters that change the direction text is shown in.
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn is_line_break(c: char) -> bool {
    matches!(c, '\u{2028}' | '\u{2029}' | '\u{0085}')
}

/// Characters that show nothing on their own (zero-width characters, fillers,
/// the soft hyphen, variation selectors, tag characters...).
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200D}'
            | '\u{2060}'..='\u{2064}'
            | '\u{206A}'..='\u{206F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{E0000}'..='\u{E007F}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

/// `c` as the ASCII letter it looks like, lower case, when it is one
/// (full-width forms, Cyrillic and Greek look-alikes); other characters as
/// they are, lower-cased.
fn fold(c: char) -> char {
    let c = match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        _ => c,
    };
    match c {
        'а' | 'А' | 'α' | 'Α' => 'a',
        'в' | 'В' | 'β' | 'Β' | 'ь' | 'Ь' => 'b',
        'ԁ' => 'd',
        'е' | 'Е' | 'ε' | 'Ε' | 'ё' => 'e',
        'ɡ' | 'ց' => 'g',
        'і' | 'І' | 'ι' | 'Ι' | 'ӏ' => 'i',
        'м' | 'М' | 'Μ' => 'm',
        'п' | 'η' | 'Ν' => 'n',
        'о' | 'О' | 'ο' | 'Ο' | 'σ' => 'o',
        'р' | 'Р' | 'ρ' | 'Ρ' => 'p',
        'г' | 'Г' => 'r',
        'т' | 'Т' | 'τ' | 'Τ' => 't',
        'у' | 'У' | 'γ' | 'Υ' => 'y',
        'ԛ' => 'q',
        other => other.to_lowercase().next().unwrap_or(other),
    }
}

/// Whether `name` reads as "greedy bot" or "random bot", perhaps numbered.
fn looks_like_a_bot(name: &str) -> bool {
    let folded: String = name
        .chars()
        .map(fold)
        .filter(|c| c.is_alphanumeric())
        .collect();
    let unnumbered = folded.trim_end_matches(|c: char| c.is_ascii_digit());
    // Digits that stand for letters ("b0t", "rand0m").
    let lettered: String = unnumbered
        .chars()
        .map(|c| match c {
            '0' => 'o',
            '1' => 'l',
            '3' => 'e',
            '4' => 'a',
            '5' => 's',
            '6' => 'g',
            '7' => 't',
            other => other,
        })
        .collect();
    ["greedybot", "randombot"].contains(&lettered.as_str())
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
}
