//! Contacts (web.md section 3: "contact: emails, numbers (type: cell_phone, fax, other,
//! residential, work; country, label), company, profession, private, persistent"; section 5:
//! "Contact country, label and number are validated"): the newsroom's sources and who to call.
//! A number is checked for its country with libphonenumber's metadata (the `phonenumber` crate) and
//! kept as typed, in international format and in E.164; an e-mail with the `email_address` crate.
//! The decisions where the spec is silent are in docs/adr/0005-people-and-time.md ("Contacts").

use serde::{Deserialize, Serialize};

use crate::document::check_ids;
use crate::error::{FieldCode, FieldErrors, FieldMessage};

/// Longest name, company, profession, e-mail or label, in characters.
pub const LINE_MAX: usize = 200;
/// Longest notes, in characters.
pub const NOTES_MAX: usize = 10_000;
/// Most e-mails, or numbers, of one contact.
pub const ENTRIES_MAX: usize = 20;

/// The kind of a phone number (web.md section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum NumberType {
    /// A mobile phone.
    CellPhone,
    /// A fax.
    Fax,
    /// Anything else (a switchboard, a pager).
    Other,
    /// At home.
    Residential,
    /// At work.
    Work,
}

impl NumberType {
    /// Every type, in the spec's order.
    pub const ALL: [NumberType; 5] = [
        NumberType::CellPhone,
        NumberType::Fax,
        NumberType::Other,
        NumberType::Residential,
        NumberType::Work,
    ];

    /// The wire form (`CELL_PHONE`).
    pub const fn as_str(self) -> &'static str {
        match self {
            NumberType::CellPhone => "CELL_PHONE",
            NumberType::Fax => "FAX",
            NumberType::Other => "OTHER",
            NumberType::Residential => "RESIDENTIAL",
            NumberType::Work => "WORK",
        }
    }

    /// The type named `raw` (any letter case, trimmed), if any.
    pub fn parse(raw: &str) -> Option<Self> {
        let raw = raw.trim();
        Self::ALL
            .into_iter()
            .find(|t| t.as_str().eq_ignore_ascii_case(raw))
    }
}

/// One e-mail address of a contact.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactEmail {
    /// The address (RFC 5322 `addr-spec`), trimmed.
    pub address: String,
    /// What it is ("press office"); may be empty.
    #[serde(default)]
    pub label: String,
}

/// One phone number of a contact, checked for its country.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactNumber {
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: NumberType,
    /// The country it was given for: ISO 3166-1 alpha-2 (`BR`), as libphonenumber's regions.
    pub country: String,
    /// What it is ("after 6 pm"); may be empty.
    #[serde(default)]
    pub label: String,
    /// As the user typed it, trimmed.
    pub number: String,
    /// In international format (`+55 11 91234-5678`), to show.
    pub international: String,
    /// In E.164 (`+5511912345678`), for `tel:` links and to find duplicates.
    pub e164: String,
}

/// What a contact says. As JSON (stored so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactFields {
    /// Who: one line, 1 to [`LINE_MAX`] characters.
    pub name: String,
    /// Where they work; may be empty.
    #[serde(default)]
    pub company: String,
    /// What they do; may be empty.
    #[serde(default)]
    pub profession: String,
    /// Their e-mails, in the order given.
    #[serde(default)]
    pub emails: Vec<ContactEmail>,
    /// Their numbers, in the order given.
    #[serde(default)]
    pub numbers: Vec<ContactNumber>,
    /// Plain text, at most [`NOTES_MAX`] characters.
    #[serde(default)]
    pub notes: String,
    /// The contact groups it is in (ids).
    #[serde(default)]
    pub group_ids: Vec<i64>,
    /// Seen by its owner only.
    #[serde(default)]
    pub private: bool,
    /// In the newsroom's agenda; a contact made while writing a document is not until saved to it.
    #[serde(default = "yes")]
    pub persistent: bool,
}

fn yes() -> bool {
    true
}

/// One number as a client sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NumberDraft {
    /// `CELL_PHONE`, `FAX`, `OTHER`, `RESIDENTIAL` or `WORK`.
    pub kind: String,
    /// ISO 3166-1 alpha-2, any letter case.
    pub country: String,
    /// See [`ContactNumber::label`].
    pub label: String,
    /// As typed.
    pub number: String,
}

/// A contact as a client sends it, before [`ContactDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactDraft {
    /// See [`ContactFields::name`].
    pub name: String,
    /// See [`ContactFields::company`].
    pub company: String,
    /// See [`ContactFields::profession`].
    pub profession: String,
    /// Address and label of each.
    pub emails: Vec<(String, String)>,
    /// See [`NumberDraft`].
    pub numbers: Vec<NumberDraft>,
    /// See [`ContactFields::notes`].
    pub notes: String,
    /// See [`ContactFields::group_ids`].
    pub group_ids: Vec<i64>,
    /// See [`ContactFields::private`].
    pub private: bool,
    /// See [`ContactFields::persistent`].
    pub persistent: bool,
}

/// One line of at most [`LINE_MAX`] characters, trimmed; `required` when it must not be empty.
fn line(field: &str, raw: &str, required: bool, errors: &mut FieldErrors) -> String {
    let value = raw.trim();
    if value.is_empty() {
        if required {
            errors.insert(field.into(), FieldCode::Required.into());
        }
    } else if value.contains(['\n', '\r']) {
        errors.insert(field.into(), FieldCode::SingleLine.into());
    } else if value.chars().count() > LINE_MAX {
        errors.insert(field.into(), FieldMessage::too_long(LINE_MAX));
    } else if let Err(e) = crate::text::check(field, value) {
        errors.insert(e.field, e.message);
    }
    value.to_owned()
}

/// The region of a number: an ISO 3166-1 alpha-2 code libphonenumber knows (`BR`, `es`).
pub fn country(raw: &str) -> Option<phonenumber::country::Id> {
    raw.trim().to_ascii_uppercase().parse().ok()
}

/// `raw` read as a number of `region`: its international and E.164 forms, when it is a valid
/// number there (a number written with its own `+` country code is read as such).
pub fn phone(region: phonenumber::country::Id, raw: &str) -> Option<(String, String)> {
    use phonenumber::Mode;
    let number = phonenumber::parse(Some(region), raw.trim()).ok()?;
    number.is_valid().then(|| {
        (
            number.format().mode(Mode::International).to_string(),
            number.format().mode(Mode::E164).to_string(),
        )
    })
}

impl ContactDraft {
    /// The fields, or what is wrong with each (camelCase names; an entry of a list as
    /// `numbers[1].number`).
    ///
    /// # Errors
    /// Every field problem at once: `name` required, one line, at most [`LINE_MAX`]; `company`,
    /// `profession` and labels one line of at most [`LINE_MAX`]; at most [`ENTRIES_MAX`] e-mails
    /// and numbers (`too_many`); an e-mail that is not one (`email`) or given twice
    /// (`duplicate`); a number's `type` not of the five (`one_of`), its `country` not a region
    /// (`invalid`), the number not valid for it (`invalid`) or the same number twice
    /// (`duplicate`); `notes` over [`NOTES_MAX`]; `groupIds` positive and distinct.
    pub fn check(&self) -> Result<ContactFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let name = line("name", &self.name, true, &mut errors);
        let company = line("company", &self.company, false, &mut errors);
        let profession = line("profession", &self.profession, false, &mut errors);
        if self.emails.len() > ENTRIES_MAX {
            errors.insert(
                "emails".into(),
                FieldMessage::from(FieldCode::TooMany).with("max", ENTRIES_MAX),
            );
        }
        let mut emails: Vec<ContactEmail> = Vec::new();
        for (n, (address, label)) in self.emails.iter().take(ENTRIES_MAX).enumerate() {
            let field = format!("emails[{n}].address");
            let address = address.trim();
            if address.parse::<email_address::EmailAddress>().is_err()
                || address.chars().count() > LINE_MAX
            {
                errors.insert(field, FieldCode::Email.into());
            } else if emails
                .iter()
                .any(|e| e.address.eq_ignore_ascii_case(address))
            {
                errors.insert(field, FieldCode::Duplicate.into());
            }
            let label = line(&format!("emails[{n}].label"), label, false, &mut errors);
            emails.push(ContactEmail {
                address: address.to_owned(),
                label,
            });
        }
        if self.numbers.len() > ENTRIES_MAX {
            errors.insert(
                "numbers".into(),
                FieldMessage::from(FieldCode::TooMany).with("max", ENTRIES_MAX),
            );
        }
        let mut numbers: Vec<ContactNumber> = Vec::new();
        for (n, d) in self.numbers.iter().take(ENTRIES_MAX).enumerate() {
            let kind = NumberType::parse(&d.kind);
            if kind.is_none() {
                errors.insert(format!("numbers[{n}].type"), FieldCode::OneOf.into());
            }
            let region = country(&d.country);
            if region.is_none() {
                errors.insert(format!("numbers[{n}].country"), FieldCode::Invalid.into());
            }
            let label = line(&format!("numbers[{n}].label"), &d.label, false, &mut errors);
            let typed = d.number.trim();
            let read = region.and_then(|r| phone(r, typed));
            let field = format!("numbers[{n}].number");
            match &read {
                _ if typed.is_empty() => {
                    errors.insert(field, FieldCode::Required.into());
                }
                None if region.is_some() => {
                    errors.insert(field, FieldCode::Invalid.into());
                }
                Some((_, e164)) if numbers.iter().any(|x| &x.e164 == e164) => {
                    errors.insert(field, FieldCode::Duplicate.into());
                }
                _ => {}
            }
            let (international, e164) = read.unwrap_or_default();
            numbers.push(ContactNumber {
                kind: kind.unwrap_or(NumberType::Other),
                country: d.country.trim().to_ascii_uppercase(),
                label,
                number: typed.to_owned(),
                international,
                e164,
            });
        }
        if self.notes.chars().count() > NOTES_MAX {
            errors.insert("notes".into(), FieldMessage::too_long(NOTES_MAX));
        } else if let Err(e) = crate::text::check("notes", &self.notes) {
            errors.insert(e.field, e.message);
        }
        let group_ids = check_ids("groupIds", &self.group_ids, false, &mut errors);
        if errors.is_empty() {
            Ok(ContactFields {
                name,
                company,
                profession,
                emails,
                numbers,
                notes: self.notes.trim_end().to_owned(),
                group_ids,
                private: self.private,
                persistent: self.persistent,
            })
        } else {
            Err(errors)
        }
    }
}

/// Every region libphonenumber knows with its calling code (`("BR", 55)`), by region
/// (`GET /api/contacts/numbers/countries`; the web names them in the user's language).
pub fn countries() -> Vec<(String, u16)> {
    let mut all: Vec<(String, u16)> = phonenumber::metadata::DATABASE
        .iter()
        .filter(|m| m.id().len() == 2 && m.id().chars().all(|c| c.is_ascii_uppercase()))
        .map(|m| (m.id().to_owned(), m.country_code()))
        .collect();
    all.sort();
    all.dedup();
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(kind: &str, country: &str, number: &str) -> NumberDraft {
        NumberDraft {
            kind: kind.into(),
            country: country.into(),
            label: String::new(),
            number: number.into(),
        }
    }

    fn draft() -> ContactDraft {
        ContactDraft {
            name: "  Ana Souza ".into(),
            company: "Defesa Civil".into(),
            profession: "Press officer".into(),
            emails: vec![("ana@defesacivil.example.br".into(), "work".into())],
            numbers: vec![
                number("cell_phone", "br", "(11) 91234-5678"),
                number("WORK", "ES", "912 34 56 78"),
                number("FAX", "US", "+1 202-555-0143"),
            ],
            notes: "Answers after 6 pm.\n".into(),
            group_ids: vec![3],
            private: false,
            persistent: true,
        }
    }

    #[test]
    fn numbers_of_three_countries_are_read_for_their_country() {
        let f = draft().check().unwrap();
        assert_eq!(f.name, "Ana Souza");
        let read: Vec<(NumberType, &str, &str)> = f
            .numbers
            .iter()
            .map(|n| (n.kind, n.international.as_str(), n.e164.as_str()))
            .collect();
        assert_eq!(
            read,
            vec![
                (NumberType::CellPhone, "+55 11 91234-5678", "+5511912345678"),
                (NumberType::Work, "+34 912 34 56 78", "+34912345678"),
                (NumberType::Fax, "+1 202-555-0143", "+12025550143"),
            ]
        );
        assert_eq!(f.numbers[0].country, "BR");
        assert_eq!(f.numbers[0].number, "(11) 91234-5678", "kept as typed");
        assert_eq!(f.notes, "Answers after 6 pm.");
    }

    #[test]
    fn a_number_wrong_for_its_country_and_other_faults_are_named() {
        let mut d = draft();
        d.name = " ".into();
        d.emails.push(("not an address".into(), String::new()));
        d.emails
            .push(("ANA@defesacivil.example.br".into(), String::new()));
        d.numbers = vec![
            number("CELL_PHONE", "BR", "123"),
            number("PAGER", "XX", "555"),
            number("WORK", "ES", ""),
            number("WORK", "BR", "+55 11 91234 5678"),
            number("CELL_PHONE", "BR", "11912345678"),
        ];
        let e = d.check().unwrap_err();
        let code = |k: &str| e.get(k).map(|m| m.code.as_str()).unwrap_or("-");
        assert_eq!(code("name"), "required");
        assert_eq!(code("emails[1].address"), "email");
        assert_eq!(code("emails[2].address"), "duplicate");
        assert_eq!(code("numbers[0].number"), "invalid");
        assert_eq!(code("numbers[1].type"), "one_of");
        assert_eq!(code("numbers[1].country"), "invalid");
        assert_eq!(code("numbers[2].number"), "required");
        assert_eq!(code("numbers[3].number"), "-");
        assert_eq!(code("numbers[4].number"), "duplicate");
    }

    #[test]
    fn too_many_entries_are_refused() {
        let mut d = draft();
        d.numbers = (0..=ENTRIES_MAX)
            .map(|i| number("WORK", "BR", &format!("11 3{i:03}-0000")))
            .collect();
        let e = d.check().unwrap_err();
        assert_eq!(e["numbers"].code.as_str(), "too_many");
    }

    #[test]
    fn countries_have_their_calling_codes() {
        let all = countries();
        assert!(all.contains(&("BR".to_owned(), 55)));
        assert!(all.contains(&("PT".to_owned(), 351)));
        assert!(all.len() > 200, "{} regions", all.len());
    }

    #[test]
    fn stored_json_reads_back() {
        let f = draft().check().unwrap();
        let json = serde_json::to_string(&f).unwrap();
        assert!(json.contains("\"type\":\"CELL_PHONE\""), "{json}");
        let back: ContactFields = serde_json::from_str(&json).unwrap();
        assert_eq!(back, f);
    }
}
