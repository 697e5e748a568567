//! Reference data of documents (web.md section 3: "Also: classification, editorial, type, vehicle";
//! section 7: "Reference data, each with list, usage_count, create, update and delete by id"): the
//! short lists a desk keeps to label its assignments (and later reportages). The rules where the spec
//! is silent are in docs/adr/0003-documents.md, "Reference data".

use serde::{Deserialize, Serialize};

use crate::error::{FieldCode, FieldErrors, FieldMessage};

/// Which list a value belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ReferenceKind {
    /// How a story is classed (hard news, feature, service...).
    Classification,
    /// The desk or beat it belongs to (politics, sports, city...).
    Editorial,
    /// The kind of coverage (live, interview, package...).
    Type,
    /// Where it is published: a newspaper, a station, a channel, a site (with its [`Medium`]).
    Vehicle,
}

impl ReferenceKind {
    /// Every kind, in the spec's order.
    pub const ALL: [ReferenceKind; 4] = [
        ReferenceKind::Classification,
        ReferenceKind::Editorial,
        ReferenceKind::Type,
        ReferenceKind::Vehicle,
    ];

    /// The storage and wire form (`CLASSIFICATION`), also the role of a document's link to a value.
    pub const fn as_str(self) -> &'static str {
        match self {
            ReferenceKind::Classification => "CLASSIFICATION",
            ReferenceKind::Editorial => "EDITORIAL",
            ReferenceKind::Type => "TYPE",
            ReferenceKind::Vehicle => "VEHICLE",
        }
    }

    /// The kind named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == raw)
    }
}

/// The medium of a vehicle (mobile.md section 4, "Vehicle/medium types").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Medium {
    /// Print.
    Newspaper,
    /// Radio.
    Radio,
    /// Television.
    Tv,
    /// A website or app.
    Web,
}

impl Medium {
    /// Every medium, in the spec's order.
    pub const ALL: [Medium; 4] = [Medium::Newspaper, Medium::Radio, Medium::Tv, Medium::Web];

    /// The storage and wire form (`TV`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Medium::Newspaper => "NEWSPAPER",
            Medium::Radio => "RADIO",
            Medium::Tv => "TV",
            Medium::Web => "WEB",
        }
    }

    /// The medium named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.as_str() == raw)
    }
}

/// Longest name of a value, in characters.
pub const NAME_MAX: usize = 100;

/// A value as a client sends it, before [`ReferenceDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReferenceDraft {
    /// The name shown in lists and pickers.
    pub name: String,
    /// A vehicle's medium (`NEWSPAPER`, `RADIO`, `TV`, `WEB`); empty: none. Other kinds take none.
    pub medium: String,
}

/// A checked value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceFields {
    /// 1 to [`NAME_MAX`] characters, one line, trimmed; unique in its kind whatever the letter case
    /// ([`name_key`]).
    pub name: String,
    /// A vehicle's medium, if given.
    pub medium: Option<Medium>,
}

impl ReferenceDraft {
    /// The fields of a value of `kind`, or what is wrong with them.
    ///
    /// # Errors
    /// `name` required, one line, at most [`NAME_MAX`], no character XML 1.0 forbids; `medium` one of
    /// [`Medium::ALL`] for a vehicle, `unknown_field` for another kind.
    pub fn check(&self, kind: ReferenceKind) -> Result<ReferenceFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let name = self.name.trim();
        if name.is_empty() {
            errors.insert("name".into(), FieldCode::Required.into());
        } else if name.chars().count() > NAME_MAX {
            errors.insert("name".into(), FieldMessage::too_long(NAME_MAX));
        } else if name.contains(['\n', '\r', '\t']) {
            errors.insert("name".into(), FieldCode::SingleLine.into());
        } else if let Err(e) = crate::text::check("name", name) {
            errors.insert(e.field, e.message);
        }
        let medium = match (kind, self.medium.as_str()) {
            (_, "") => None,
            (ReferenceKind::Vehicle, raw) => {
                let m = Medium::parse(raw);
                if m.is_none() {
                    let options: Vec<&str> = Medium::ALL.iter().map(|m| m.as_str()).collect();
                    errors.insert("medium".into(), FieldMessage::one_of(&options));
                }
                m
            }
            _ => {
                errors.insert("medium".into(), FieldCode::UnknownField.into());
                None
            }
        };
        if errors.is_empty() {
            Ok(ReferenceFields {
                name: name.to_owned(),
                medium,
            })
        } else {
            Err(errors)
        }
    }
}

/// The form of a name two values of a kind may not share: "Sports" and "SPORTS" are one value.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vehicle_takes_a_medium_and_other_kinds_none() {
        let tv = ReferenceDraft {
            name: "  Channel 4 ".into(),
            medium: "TV".into(),
        };
        assert_eq!(
            tv.check(ReferenceKind::Vehicle).unwrap(),
            ReferenceFields {
                name: "Channel 4".into(),
                medium: Some(Medium::Tv)
            }
        );
        assert_eq!(
            tv.check(ReferenceKind::Editorial).unwrap_err()["medium"].code,
            FieldCode::UnknownField
        );
        let bad = ReferenceDraft {
            name: "x".into(),
            medium: "TELEGRAPH".into(),
        };
        assert_eq!(
            bad.check(ReferenceKind::Vehicle).unwrap_err()["medium"].code,
            FieldCode::OneOf
        );
    }

    #[test]
    fn names_are_required_short_and_one_line() {
        let code = |name: &str| {
            ReferenceDraft {
                name: name.into(),
                medium: String::new(),
            }
            .check(ReferenceKind::Classification)
            .unwrap_err()["name"]
                .code
        };
        assert_eq!(code("  "), FieldCode::Required);
        assert_eq!(code(&"ç".repeat(NAME_MAX + 1)), FieldCode::TooLong);
        assert_eq!(code("a\nb"), FieldCode::SingleLine);
        assert_eq!(code("a\u{1}"), FieldCode::Character);
    }

    #[test]
    fn names_differing_in_case_are_one_key_and_kinds_round_trip() {
        assert_eq!(name_key(" Ação "), name_key("AÇÃO"));
        for k in ReferenceKind::ALL {
            assert_eq!(ReferenceKind::parse(k.as_str()), Some(k));
        }
        for m in Medium::ALL {
            assert_eq!(Medium::parse(m.as_str()), Some(m));
        }
    }
}
