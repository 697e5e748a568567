//! The text encodings of an II connection. Chyron Lyric reads field text in the machine's code page,
//! so a device registers the one it uses (`charsets` in the registry, web.md section 3 "device"):
//! `UTF-8` (the default when none is given) or `ISO-8859-1` (Latin-1).

/// How text is turned into bytes on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Charset {
    /// UTF-8: every character can be sent.
    #[default]
    Utf8,
    /// ISO-8859-1: one byte per character, U+0000 to U+00FF only.
    Latin1,
}

impl Charset {
    /// Reads a registry name, in any case: `UTF-8`/`UTF8`, `ISO-8859-1`/`LATIN1`/`LATIN-1`. `None`:
    /// not one II devices speak.
    pub fn parse(name: &str) -> Option<Charset> {
        match name.trim().to_ascii_uppercase().replace('_', "-").as_str() {
            "UTF-8" | "UTF8" => Some(Charset::Utf8),
            "ISO-8859-1" | "ISO8859-1" | "LATIN1" | "LATIN-1" => Some(Charset::Latin1),
            _ => None,
        }
    }

    /// The charset of a device's registered list: its first entry, UTF-8 when the list is empty.
    /// `Err` carries the name that is not one II devices speak.
    pub fn of_device(charsets: &[String]) -> Result<Charset, String> {
        match charsets.first() {
            None => Ok(Charset::Utf8),
            Some(name) => Charset::parse(name).ok_or_else(|| name.clone()),
        }
    }

    /// Whether `c` can be written in this charset.
    pub fn can_encode(self, c: char) -> bool {
        match self {
            Charset::Utf8 => true,
            Charset::Latin1 => u32::from(c) <= 0xFF,
        }
    }

    /// Appends `text` to `out`. Characters the charset cannot hold must be refused before (see
    /// [`can_encode`](Self::can_encode)); here they become `?`.
    pub fn encode_into(self, text: &str, out: &mut Vec<u8>) {
        match self {
            Charset::Utf8 => out.extend_from_slice(text.as_bytes()),
            Charset::Latin1 => out.extend(
                text.chars()
                    .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')),
            ),
        }
    }

    /// Reads bytes from the device: UTF-8 (invalid sequences replaced) or Latin-1.
    pub fn decode(self, bytes: &[u8]) -> String {
        match self {
            Charset::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
            Charset::Latin1 => bytes.iter().map(|b| char::from(*b)).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_the_registry() {
        assert_eq!(Charset::parse("utf-8"), Some(Charset::Utf8));
        assert_eq!(Charset::parse(" ISO-8859-1 "), Some(Charset::Latin1));
        assert_eq!(Charset::parse("latin1"), Some(Charset::Latin1));
        assert_eq!(Charset::parse("UTF-16BE"), None);
        assert_eq!(Charset::of_device(&[]), Ok(Charset::Utf8));
        assert_eq!(
            Charset::of_device(&["UCS-2".to_string()]),
            Err("UCS-2".to_string())
        );
    }

    #[test]
    fn latin1_is_one_byte_per_character() {
        let mut out = vec![];
        Charset::Latin1.encode_into("São þ", &mut out);
        assert_eq!(out, b"S\xe3o \xfe");
        assert_eq!(Charset::Latin1.decode(&out), "São þ");
        assert!(!Charset::Latin1.can_encode('€'));
        assert!(Charset::Utf8.can_encode('€'));
    }
}
