//! REST shapes of contacts (web.md section 3, "contact: emails, numbers (type: cell_phone, fax,
//! other, residential, work; country, label), company, profession, private, persistent";
//! decisions in docs/adr/0005-people-and-time.md, "Contacts").

use newsroom_domain::contact::NumberType;
use newsroom_domain::ids::UserId;
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::Owner;
use super::required;
use crate::error::ApiError;

/// One e-mail address of a contact.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContactEmail {
    /// An e-mail address (422 `email` otherwise).
    pub address: String,
    /// What it is ("press office"); one line, may be empty.
    #[serde(default)]
    pub label: String,
}

/// One phone number as a client writes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContactNumberIn {
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: NumberType,
    /// ISO 3166-1 alpha-2 (`BR`; `GET /api/contacts/numbers/countries`).
    pub country: String,
    /// What it is ("after 6 pm"); one line, may be empty.
    #[serde(default)]
    pub label: String,
    /// As typed: a valid number of `country` (422 `invalid` on `numbers[n].number` otherwise),
    /// or with its own `+` country code.
    pub number: String,
}

/// One phone number as checked.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactNumber {
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: NumberType,
    /// ISO 3166-1 alpha-2.
    pub country: String,
    /// What it is.
    pub label: String,
    /// As typed.
    pub number: String,
    /// In international format (`+55 11 91234-5678`), to show.
    pub international: String,
    /// In E.164 (`+5511912345678`), for `tel:` links.
    pub e164: String,
}

/// A contact.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Contact {
    /// Its id.
    pub id: i64,
    /// Who.
    pub name: String,
    /// Where they work.
    pub company: String,
    /// What they do.
    pub profession: String,
    /// Their e-mails, in order.
    pub emails: Vec<ContactEmail>,
    /// Their numbers, in order.
    pub numbers: Vec<ContactNumber>,
    /// Plain text.
    pub notes: String,
    /// The contact groups it is in (`/api/contacts/groups`).
    pub group_ids: Vec<i64>,
    /// Seen by its owner only.
    pub private: bool,
    /// In the agenda; false: a contact made while writing a document (the hidden list).
    pub persistent: bool,
    /// Who made it.
    pub owner: Owner,
    /// 1 when created, one more for every change; send it back with an update.
    pub revision: i64,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
    /// RFC 3339, UTC, while in the trash.
    pub deleted_at: Option<String>,
}

fn number_type(raw: &str) -> Result<NumberType, ApiError> {
    NumberType::parse(raw).ok_or_else(|| {
        tracing::error!(
            kind = raw,
            "the documents service sent an unknown number type"
        );
        ApiError::new(newsroom_domain::ErrorCode::Internal)
    })
}

impl TryFrom<pb::Contact> for Contact {
    type Error = ApiError;

    fn try_from(c: pb::Contact) -> Result<Self, ApiError> {
        let owner = required(c.owner, "contact owner")?;
        Ok(Contact {
            id: c.id,
            name: c.name,
            company: c.company,
            profession: c.profession,
            emails: c
                .emails
                .into_iter()
                .map(|e| ContactEmail {
                    address: e.address,
                    label: e.label,
                })
                .collect(),
            numbers: c
                .numbers
                .into_iter()
                .map(|n| {
                    Ok(ContactNumber {
                        kind: number_type(&n.r#type)?,
                        country: n.country,
                        label: n.label,
                        number: n.number,
                        international: n.international,
                        e164: n.e164,
                    })
                })
                .collect::<Result<_, ApiError>>()?,
            notes: c.notes,
            group_ids: c.group_ids,
            private: c.private,
            persistent: c.persistent,
            owner: Owner {
                id: UserId::from_db(owner.user_id),
                nickname: owner.nickname,
            },
            revision: c.revision,
            created_at: c.created_at,
            updated_at: c.updated_at,
            deleted_at: (!c.deleted_at.is_empty()).then_some(c.deleted_at),
        })
    }
}

/// Contacts from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn contacts(list: Vec<pb::Contact>) -> Result<Vec<Contact>, ApiError> {
    list.into_iter().map(Contact::try_from).collect()
}

/// A contact as a client writes it (create; update with `revision`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContactIn {
    /// One line, 1 to 200 characters.
    pub name: String,
    /// One line, at most 200 characters.
    #[serde(default)]
    pub company: String,
    /// One line, at most 200 characters.
    #[serde(default)]
    pub profession: String,
    /// At most 20.
    #[serde(default)]
    pub emails: Vec<ContactEmail>,
    /// At most 20, each number once.
    #[serde(default)]
    pub numbers: Vec<ContactNumberIn>,
    /// Plain text, at most 10,000 characters.
    #[serde(default)]
    pub notes: String,
    /// Groups that exist (422 `unknown_value` on `groupIds` otherwise).
    #[serde(default)]
    pub group_ids: Vec<i64>,
    /// Seen by its owner only; only its owner changes it (403).
    #[serde(default)]
    pub private: bool,
    /// In the agenda (the default); false for a contact made while writing a document.
    #[serde(default = "yes")]
    pub persistent: bool,
    /// With an update: the revision it is based on (409 `conflict` when it is not the current one).
    #[serde(default)]
    pub revision: i64,
}

fn yes() -> bool {
    true
}

impl ContactIn {
    /// The wire form of its fields.
    pub fn fields(self) -> pb::ContactDraft {
        pb::ContactDraft {
            name: self.name,
            company: self.company,
            profession: self.profession,
            emails: self
                .emails
                .into_iter()
                .map(|e| pb::ContactEmail {
                    address: e.address,
                    label: e.label,
                })
                .collect(),
            numbers: self
                .numbers
                .into_iter()
                .map(|n| pb::ContactNumberDraft {
                    r#type: n.kind.as_str().to_owned(),
                    country: n.country,
                    label: n.label,
                    number: n.number,
                })
                .collect(),
            notes: self.notes,
            group_ids: self.group_ids,
            private: self.private,
            persistent: self.persistent,
        }
    }
}

/// A page of contacts.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContactPage {
    /// This page, by name.
    pub data: Vec<Contact>,
    /// How many in all.
    pub total: i64,
}

impl TryFrom<pb::ContactPage> for ContactPage {
    type Error = ApiError;

    fn try_from(p: pb::ContactPage) -> Result<Self, ApiError> {
        Ok(ContactPage {
            data: contacts(p.data)?,
            total: p.total,
        })
    }
}

/// A region of phone numbers and its calling code.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NumberCountry {
    /// ISO 3166-1 alpha-2 (`BR`).
    pub country: String,
    /// Its calling code (`55`).
    pub calling_code: u16,
}
