//! The commands Newsroom sends a character generator, and their bytes.
//!
//! | command | wire | what the CG does |
//! |---|---|---|
//! | [`Command::Read`] with `display: false` (cue) | `V\5\13\1\<buffer>\<message>\0\<field 1>\...\\` | recalls template message `<message>` into frame buffer `<buffer>` with the field values, built but not shown |
//! | [`Command::Read`] with `display: true` (take) | `V\5\13\1\<buffer>\<message>\1\<field 1>\...\\` | the same, and shows it on air |
//! | [`Command::Clear`] | `Y\þ\\` (key code 254) | clears the output (the "clear canvas" key) |
//!
//! Every command ends with CR LF. Sources: docs/devices.md ("II").

/// The character after `Y\` that clears the output: key code 254 (U+00FE, `þ`).
pub const CLEAR_KEY: char = '\u{fe}';

/// A command to a character generator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Read (recall) a template message with field values into a frame buffer.
    Read {
        /// Frame buffer, 1 to 9 (Lyric: 1 or 2; 0 is the VGA preview).
        buffer: u8,
        /// The template's message number on the device.
        message: u32,
        /// Show it at once (take) or only build it (cue).
        display: bool,
        /// The template's field values in field order.
        fields: Vec<String>,
    },
    /// Clear the output.
    Clear,
}

/// Why a command cannot be put on the wire. `field` is the index of the offending value in
/// [`Command::Read::fields`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// A value holds `\`, the II separator (there is no escape for it).
    #[error("field {field}: a value cannot contain '\\'")]
    Backslash {
        /// Index of the value.
        field: usize,
    },
    /// A value holds a control character (CR and LF end a command).
    #[error("field {field}: control character U+{code:04X}")]
    Control {
        /// Index of the value.
        field: usize,
        /// The character's code point.
        code: u32,
    },
    /// A value holds a character the device's charset cannot write.
    #[error("field {field}: '{ch}' cannot be written in the device's charset")]
    NotInCharset {
        /// Index of the value.
        field: usize,
        /// The character.
        ch: char,
    },
    /// The frame buffer is not 0 to 9.
    #[error("frame buffer {0} is not 0 to 9")]
    Buffer(u8),
}

impl Command {
    /// Checks one field value against the framing and the charset.
    ///
    /// # Errors
    /// [`EncodeError::Backslash`], [`EncodeError::Control`] or [`EncodeError::NotInCharset`], with
    /// `field` as given.
    pub fn check_value(
        field: usize,
        value: &str,
        charset: crate::Charset,
    ) -> Result<(), EncodeError> {
        for ch in value.chars() {
            if ch == '\\' {
                return Err(EncodeError::Backslash { field });
            }
            if ch.is_control() {
                return Err(EncodeError::Control {
                    field,
                    code: u32::from(ch),
                });
            }
            if !charset.can_encode(ch) {
                return Err(EncodeError::NotInCharset { field, ch });
            }
        }
        Ok(())
    }

    /// The bytes of the command, terminator and CR LF included.
    ///
    /// # Errors
    /// When a field value would break the framing or the charset cannot hold it (nothing is written:
    /// the caller sends nothing), or the buffer is out of range.
    pub fn encode(&self, charset: crate::Charset) -> Result<Vec<u8>, EncodeError> {
        let mut out = Vec::with_capacity(64);
        match self {
            Command::Read {
                buffer,
                message,
                display,
                fields,
            } => {
                if *buffer > 9 {
                    return Err(EncodeError::Buffer(*buffer));
                }
                for (i, value) in fields.iter().enumerate() {
                    Self::check_value(i, value, charset)?;
                }
                let display = if *display { '1' } else { '0' };
                out.extend_from_slice(
                    format!("V\\5\\13\\1\\{buffer}\\{message}\\{display}").as_bytes(),
                );
                for value in fields {
                    out.push(b'\\');
                    // An empty value would put `\\` (the terminator) mid-command.
                    charset.encode_into(if value.is_empty() { " " } else { value }, &mut out);
                }
            }
            Command::Clear => {
                out.extend_from_slice(b"Y\\");
                let mut key = [0u8; 4];
                charset.encode_into(CLEAR_KEY.encode_utf8(&mut key), &mut out);
            }
        }
        out.extend_from_slice(b"\\\\\r\n");
        Ok(out)
    }

    /// A short name for logs: `cue`, `take`, `clear`.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Read { display: false, .. } => "cue",
            Command::Read { display: true, .. } => "take",
            Command::Clear => "clear",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Charset;

    fn read(display: bool, fields: &[&str]) -> Command {
        Command::Read {
            buffer: 1,
            message: 100,
            display,
            fields: fields.iter().map(|f| f.to_string()).collect(),
        }
    }

    #[test]
    fn cue_and_take_recall_the_message_with_its_fields() {
        assert_eq!(
            read(false, &["Ana Souza", "Reporter"])
                .encode(Charset::Utf8)
                .unwrap(),
            b"V\\5\\13\\1\\1\\100\\0\\Ana Souza\\Reporter\\\\\r\n"
        );
        assert_eq!(
            read(true, &["Ana Souza", "Reporter"])
                .encode(Charset::Utf8)
                .unwrap(),
            b"V\\5\\13\\1\\1\\100\\1\\Ana Souza\\Reporter\\\\\r\n"
        );
        // No fields: the terminator follows the display flag, as in `V\5\3\1\1\5000\0\\`.
        assert_eq!(
            read(false, &[]).encode(Charset::Utf8).unwrap(),
            b"V\\5\\13\\1\\1\\100\\0\\\\\r\n"
        );
    }

    #[test]
    fn clear_is_key_254_in_the_device_charset() {
        assert_eq!(
            Command::Clear.encode(Charset::Latin1).unwrap(),
            b"Y\\\xfe\\\\\r\n"
        );
        assert_eq!(
            Command::Clear.encode(Charset::Utf8).unwrap(),
            b"Y\\\xc3\xbe\\\\\r\n"
        );
    }

    #[test]
    fn an_empty_value_is_a_space_so_the_terminator_comes_last() {
        let wire = read(false, &["", "B", ""]).encode(Charset::Utf8).unwrap();
        assert_eq!(wire, b"V\\5\\13\\1\\1\\100\\0\\ \\B\\ \\\\\r\n");
    }

    #[test]
    fn values_that_break_the_framing_are_refused() {
        let refuse = |v: &str| read(false, &["ok", v]).encode(Charset::Utf8).unwrap_err();
        assert_eq!(refuse("a\\b"), EncodeError::Backslash { field: 1 });
        assert_eq!(
            refuse("a\r\nV\\6"),
            EncodeError::Control { field: 1, code: 13 }
        );
        assert_eq!(
            refuse("tab\there"),
            EncodeError::Control { field: 1, code: 9 }
        );
        assert_eq!(
            read(false, &["€"]).encode(Charset::Latin1).unwrap_err(),
            EncodeError::NotInCharset {
                field: 0, ch: '€'
            }
        );
        assert_eq!(
            read(false, &["São Paulo"]).encode(Charset::Latin1).unwrap(),
            b"V\\5\\13\\1\\1\\100\\0\\S\xe3o Paulo\\\\\r\n"
        );
    }
}
