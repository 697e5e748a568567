//! Reference data of documents (web.md section 3: "Also: classification, editorial, type, vehicle";
//! section 7: "Reference data, each with list, usage_count, create, update and delete by id"): the
//! short lists a desk keeps to label its assignments (and later reportages); and the lists of the
//! desk's round of calls (web.md section 3: "round: segments, institutions"; section 5: duplicates
//! are rejected for institution and segment). The rules where the spec is silent are in
//! docs/adr/0003-documents.md, "Reference data" and "Reports and rounds".

use serde::{Deserialize, Serialize};

use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::text::line_problem;

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
    /// A group of the institutions a round calls ("Security", "Health").
    Segment,
    /// An institution a round calls (a police station, a hospital, a court), in one segment, with
    /// its phone and the person to ask for.
    Institution,
    /// What a report's event is about ("Police", "Traffic", "Politics"; web.md section 3, "report:
    /// categories").
    ReportCategory,
    /// A group of contacts ("Police sources", "City council"; web.md section 3, "Contact groups
    /// also exist"): named by the contacts in it.
    ContactGroup,
}

impl ReferenceKind {
    /// Every kind, in the spec's order.
    pub const ALL: [ReferenceKind; 8] = [
        ReferenceKind::Classification,
        ReferenceKind::Editorial,
        ReferenceKind::Type,
        ReferenceKind::Vehicle,
        ReferenceKind::Segment,
        ReferenceKind::Institution,
        ReferenceKind::ReportCategory,
        ReferenceKind::ContactGroup,
    ];

    /// The storage and wire form (`CLASSIFICATION`), also the role of a document's link to a value.
    pub const fn as_str(self) -> &'static str {
        match self {
            ReferenceKind::Classification => "CLASSIFICATION",
            ReferenceKind::Editorial => "EDITORIAL",
            ReferenceKind::Type => "TYPE",
            ReferenceKind::Vehicle => "VEHICLE",
            ReferenceKind::Segment => "SEGMENT",
            ReferenceKind::Institution => "INSTITUTION",
            ReferenceKind::ReportCategory => "REPORT_CATEGORY",
            ReferenceKind::ContactGroup => "CONTACT_GROUP",
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
/// Longest phone of an institution, in characters.
pub const PHONE_MAX: usize = 40;

/// A value as a client sends it, before [`ReferenceDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReferenceDraft {
    /// The name shown in lists and pickers.
    pub name: String,
    /// A vehicle's medium (`NEWSPAPER`, `RADIO`, `TV`, `WEB`); empty: none. Other kinds take none.
    pub medium: String,
    /// An institution's segment (required for one; 0 or less: none). Other kinds take none.
    pub segment_id: i64,
    /// An institution's phone: digits, spaces and `+ ( ) - .`, at most [`PHONE_MAX`]; may be
    /// empty. Other kinds take none.
    pub phone: String,
    /// An institution's person to ask for, one line of at most [`NAME_MAX`]; may be empty. Other
    /// kinds take none.
    pub contact: String,
}

/// A checked value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceFields {
    /// 1 to [`NAME_MAX`] characters, one line, trimmed; unique in its kind whatever the letter case
    /// ([`name_key`]).
    pub name: String,
    /// A vehicle's medium, if given.
    pub medium: Option<Medium>,
    /// An institution's segment ([`ReferenceKind::Segment`] value id); `None` for other kinds.
    pub segment_id: Option<i64>,
    /// An institution's phone (empty for other kinds).
    pub phone: String,
    /// An institution's person to ask for (empty for other kinds).
    pub contact: String,
}

impl ReferenceFields {
    /// A value with a name alone (the kinds other than vehicles and institutions).
    pub fn named(name: impl Into<String>) -> Self {
        ReferenceFields {
            name: name.into(),
            medium: None,
            segment_id: None,
            phone: String::new(),
            contact: String::new(),
        }
    }
}

impl ReferenceDraft {
    /// The fields of a value of `kind`, or what is wrong with them.
    ///
    /// # Errors
    /// `name` required, one line, at most [`NAME_MAX`], no character XML 1.0 forbids; `medium` one of
    /// [`Medium::ALL`] for a vehicle, `unknown_field` for another kind; `segmentId` required for an
    /// institution; `phone` (`invalid`, `too_long`) and `contact` (`too_long`, `single_line`) for
    /// institutions; each of those three `unknown_field` for another kind. Whether the segment exists
    /// is the store's to check.
    pub fn check(&self, kind: ReferenceKind) -> Result<ReferenceFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let name = self.name.trim();
        if name.is_empty() {
            errors.insert("name".into(), FieldCode::Required.into());
        } else if let Some(m) = line_problem(name, NAME_MAX) {
            errors.insert("name".into(), m);
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
        let institution = kind == ReferenceKind::Institution;
        let phone = self.phone.trim();
        let contact = self.contact.trim();
        if !institution {
            for (field, given) in [
                ("segmentId", self.segment_id > 0),
                ("phone", !phone.is_empty()),
                ("contact", !contact.is_empty()),
            ] {
                if given {
                    errors.insert(field.into(), FieldCode::UnknownField.into());
                }
            }
        } else {
            if self.segment_id <= 0 {
                errors.insert("segmentId".into(), FieldCode::Required.into());
            }
            if phone.chars().count() > PHONE_MAX {
                errors.insert("phone".into(), FieldMessage::too_long(PHONE_MAX));
            } else if !phone
                .chars()
                .all(|c| c.is_ascii_digit() || " +()-.".contains(c))
            {
                errors.insert("phone".into(), FieldCode::Invalid.into());
            }
            if let Some(m) = line_problem(contact, NAME_MAX) {
                errors.insert("contact".into(), m);
            }
        }
        if errors.is_empty() {
            Ok(ReferenceFields {
                name: name.to_owned(),
                medium,
                segment_id: institution.then_some(self.segment_id),
                phone: phone.to_owned(),
                contact: contact.to_owned(),
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
            ..ReferenceDraft::default()
        };
        assert_eq!(
            tv.check(ReferenceKind::Vehicle).unwrap(),
            ReferenceFields {
                medium: Some(Medium::Tv),
                ..ReferenceFields::named("Channel 4")
            }
        );
        assert_eq!(
            tv.check(ReferenceKind::Editorial).unwrap_err()["medium"].code,
            FieldCode::UnknownField
        );
        let bad = ReferenceDraft {
            name: "x".into(),
            medium: "TELEGRAPH".into(),
            ..ReferenceDraft::default()
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
                ..ReferenceDraft::default()
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

    #[test]
    fn an_institution_is_in_a_segment_with_a_phone_and_a_contact() {
        let police = ReferenceDraft {
            name: "3rd Police Precinct".into(),
            segment_id: 7,
            phone: " +55 (11) 3311-0000 ".into(),
            contact: " Sgt. Lima ".into(),
            ..ReferenceDraft::default()
        };
        let f = police.check(ReferenceKind::Institution).unwrap();
        assert_eq!(
            (f.segment_id, f.phone.as_str(), f.contact.as_str()),
            (Some(7), "+55 (11) 3311-0000", "Sgt. Lima")
        );
        // The same fields are foreign to a segment; an institution needs its segment.
        let e = police.check(ReferenceKind::Segment).unwrap_err();
        assert_eq!(
            e.keys().map(String::as_str).collect::<Vec<_>>(),
            ["contact", "phone", "segmentId"]
        );
        let e = ReferenceDraft {
            name: "Hospital".into(),
            phone: "call me".into(),
            ..ReferenceDraft::default()
        }
        .check(ReferenceKind::Institution)
        .unwrap_err();
        assert_eq!(
            (e["segmentId"].code, e["phone"].code),
            (FieldCode::Required, FieldCode::Invalid)
        );
    }
}
