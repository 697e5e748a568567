//! The one rule for the characters of text that enters the domain (issue 11, point 4): every text
//! field may hold any character XML 1.0 allows, and nothing else. Refused: the C0 controls other than
//! tab, LF and CR (U+0000 to U+001F), and U+FFFE and U+FFFF (lone surrogates cannot occur in a Rust
//! string). Such a character would travel to control-room devices (MOS running orders are XML), where a
//! strict parser refuses the whole message for it.
//!
//! Single-line fields keep their own stricter rules (no line breaks); this is the floor under all.

use crate::error::{FieldCode, FieldError, FieldMessage};

/// True for a character text fields may hold: XML 1.0's `Char` (§2.2).
pub const fn allowed(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// The first character of `text` that no text field may hold, if any.
pub fn forbidden(text: &str) -> Option<char> {
    text.chars().find(|c| !allowed(*c))
}

/// The code point as users and logs read it: `U+0001`.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// Checks the characters of `text`.
///
/// # Errors
/// A [`FieldError`] on `field` with code `character` and `ch` the code point (`"U+0001"`: the
/// character itself could not be shown) when `text` holds a character [`allowed`] refuses.
pub fn check(field: &str, text: &str) -> Result<(), FieldError> {
    match forbidden(text) {
        None => Ok(()),
        Some(c) => Err(FieldError::new(
            field,
            FieldMessage::from(FieldCode::Character).with("ch", code_point(c)),
        )),
    }
}

/// What is wrong with `line` (already trimmed) as a one-line field of at most `max` characters:
/// `too_long`, `single_line` (a line break or a tab) or `character` (see [`check`]); `None` when it
/// is good. Whether it may be empty is the caller's to say.
pub fn line_problem(line: &str, max: usize) -> Option<FieldMessage> {
    if line.chars().count() > max {
        Some(FieldMessage::too_long(max))
    } else if line.contains(['\n', '\r', '\t']) {
        Some(FieldCode::SingleLine.into())
    } else {
        check("", line).err().map(|e| e.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_xml_forbids_and_names_the_code_point() {
        for c in ['\0', '\u{1}', '\u{1b}', '\u{1f}', '\u{fffe}', '\u{ffff}'] {
            let e = check("slug", &format!("A{c}B")).unwrap_err();
            assert_eq!(
                (e.field.as_str(), e.message.code),
                ("slug", FieldCode::Character)
            );
            assert_eq!(e.message.params["ch"], code_point(c));
        }
        assert_eq!(code_point('\u{1}'), "U+0001");
        for ok in [
            "tab\there",
            "two\nlines\r\n",
            "é ü 中 🎬",
            "\u{7f}\u{85}\u{fffd}",
            "",
        ] {
            assert!(check("script", ok).is_ok(), "{ok:?}");
        }
    }

    #[test]
    fn every_code_point_is_judged_as_xml_1_0_does() {
        for u in 0..=0x10_FFFFu32 {
            let Some(c) = char::from_u32(u) else { continue };
            let xml = u == 0x9
                || u == 0xA
                || u == 0xD
                || (0x20..=0xD7FF).contains(&u)
                || (0xE000..=0xFFFD).contains(&u)
                || (0x1_0000..=0x10_FFFF).contains(&u);
            assert_eq!(allowed(c), xml, "U+{u:04X}");
        }
    }
}
