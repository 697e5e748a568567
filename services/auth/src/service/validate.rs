//! Field rules of the user and group forms (web.md section 5): required, lengths, e-mail, the
//! password policy and its confirmation. Each rule adds its field's problem to a [`FieldErrors`].

use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

/// Longest name, group name or category (characters).
pub const NAME_MAX: usize = 120;
/// Longest login name.
pub const NICKNAME_MAX: usize = 60;
/// Longest e-mail address (RFC 5321 path limit).
pub const EMAIL_MAX: usize = 254;
/// Longest password (argon2 takes more, but nobody types more).
pub const PASSWORD_MAX: usize = 128;
/// Longest password lifetime, days (ten years).
pub const EXPIRATION_MAX_DAYS: u32 = 3650;

fn add(fields: &mut FieldErrors, field: &str, message: impl Into<FieldMessage>) {
    fields.entry(field.to_owned()).or_insert(message.into());
}

/// A required single-line text of at most `max` characters; returns it trimmed.
pub fn text(fields: &mut FieldErrors, field: &str, value: &str, max: usize) -> String {
    let value = value.trim();
    if value.is_empty() {
        add(fields, field, FieldCode::Required);
    } else if value.chars().count() > max {
        add(fields, field, FieldMessage::too_long(max));
    } else if value
        .chars()
        .any(|c| c.is_control() || !newsroom_domain::text::allowed(c))
    {
        add(fields, field, FieldCode::SingleLine);
    }
    value.to_owned()
}

/// A login name: required, at most [`NICKNAME_MAX`], no spaces (it is typed at every login).
pub fn nickname(fields: &mut FieldErrors, value: &str) -> String {
    let value = text(fields, "nickname", value, NICKNAME_MAX);
    if let Some(ch) = value.chars().find(|c| c.is_whitespace()) {
        add(
            fields,
            "nickname",
            FieldMessage::from(FieldCode::Character).with("ch", ch.to_string()),
        );
    }
    value
}

/// An e-mail address on field `email`: required, valid (RFC 5322 addr-spec, by the `email_address`
/// crate), at most [`EMAIL_MAX`]; returns it trimmed.
pub fn email(fields: &mut FieldErrors, value: &str) -> String {
    email_field(fields, "email", value)
}

/// An e-mail address on `field` (the rules of [`email`]).
pub fn email_field(fields: &mut FieldErrors, field: &str, value: &str) -> String {
    let value = text(fields, field, value, EMAIL_MAX);
    if !value.is_empty() && !fields.contains_key(field) {
        let ok = value.parse::<email_address::EmailAddress>().is_ok() && value.contains('.');
        if !ok {
            add(fields, field, FieldCode::Email);
        }
    }
    value
}

/// A new password and its confirmation, under the policy: at least `min` characters, at most
/// [`PASSWORD_MAX`], the two equal. `names` are the two fields' names.
pub fn new_password(
    fields: &mut FieldErrors,
    names: (&str, &str),
    password: &str,
    confirmation: &str,
    min: usize,
) {
    let n = password.chars().count();
    if password.is_empty() {
        add(fields, names.0, FieldCode::Required);
    } else if n < min {
        add(
            fields,
            names.0,
            FieldMessage::from(FieldCode::TooShort).with("min", min),
        );
    } else if n > PASSWORD_MAX {
        add(fields, names.0, FieldMessage::too_long(PASSWORD_MAX));
    }
    if password != confirmation {
        add(fields, names.1, FieldCode::PasswordMismatch);
    }
}

/// Password lifetime in days: 0 (never expires) to [`EXPIRATION_MAX_DAYS`].
pub fn expiration_days(fields: &mut FieldErrors, days: u32) {
    if days > EXPIRATION_MAX_DAYS {
        add(
            fields,
            "expirationDays",
            FieldMessage::range(0, i64::from(EXPIRATION_MAX_DAYS)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(f: impl FnOnce(&mut FieldErrors)) -> Option<FieldCode> {
        let mut fields = FieldErrors::new();
        f(&mut fields);
        assert!(fields.len() <= 1, "{fields:?}");
        fields.into_values().next().map(|m| m.code)
    }

    #[test]
    fn e_mail_addresses_are_checked() {
        for ok in ["ana@example.com", "a.b+news@tv.example.org"] {
            assert_eq!(one(|f| drop(email(f, ok))), None, "{ok}");
        }
        for bad in [
            "ana",
            "ana@",
            "@example.com",
            "ana@@x.com",
            "ana example@x.com",
            "ana@x",
        ] {
            assert_eq!(
                one(|f| drop(email(f, bad))),
                Some(FieldCode::Email),
                "{bad}"
            );
        }
        assert_eq!(one(|f| drop(email(f, "  "))), Some(FieldCode::Required));
    }

    #[test]
    fn the_password_policy_and_its_confirmation() {
        let check = |p: &str, c: &str| {
            let mut fields = FieldErrors::new();
            new_password(&mut fields, ("password", "confirmation"), p, c, 8);
            fields
                .into_iter()
                .map(|(k, v)| (k, v.code))
                .collect::<Vec<_>>()
        };
        assert_eq!(check("long enough", "long enough"), vec![]);
        assert_eq!(
            check("short", "short"),
            vec![("password".to_owned(), FieldCode::TooShort)]
        );
        assert_eq!(
            check("long enough", "long enougH"),
            vec![("confirmation".to_owned(), FieldCode::PasswordMismatch)]
        );
        assert_eq!(
            check("", ""),
            vec![("password".to_owned(), FieldCode::Required)]
        );
    }

    #[test]
    fn login_names_have_no_spaces_and_names_no_controls() {
        assert_eq!(
            one(|f| drop(nickname(f, "ana maria"))),
            Some(FieldCode::Character)
        );
        assert_eq!(one(|f| drop(nickname(f, " ana "))), None);
        assert_eq!(
            one(|f| drop(text(f, "name", "Ana\u{1}", NAME_MAX))),
            Some(FieldCode::SingleLine)
        );
        assert_eq!(
            one(|f| drop(text(f, "name", &"x".repeat(NAME_MAX + 1), NAME_MAX))),
            Some(FieldCode::TooLong)
        );
    }
}
