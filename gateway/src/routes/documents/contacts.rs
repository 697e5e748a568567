//! Contacts (web.md section 3; section 7, "Contacts: filter, {id}, usage_count, a hidden variant,
//! numbers/countries, numbers/labels, delete by ids"; decisions in
//! docs/adr/0005-people-and-time.md, "Contacts"): the agenda and the hidden contacts, paged and
//! filtered by words and group, load, create, update, the trash, and the regions of phone numbers.
//! Readers need CONTACT read, changes CONTACT write; a private contact is its owner's (404 for
//! anyone else). The groups are reference data (`/api/contacts/groups`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{ContactRead, ContactWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::contacts::{Contact, ContactIn, ContactPage, NumberCountry, contacts};
use crate::dto::documents::DocumentIdsIn;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?words=&groupId=&offset=0&size=15`: blank words and a group of 0 or less mean no condition.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ContactFilterQuery {
    /// Words every contact found contains (name, company, profession, e-mails, numbers, notes;
    /// any letter case).
    #[serde(default)]
    pub words: String,
    /// In this contact group.
    #[serde(default)]
    pub group_id: i64,
    /// Skip this many (default 0).
    #[serde(default)]
    pub offset: i64,
    /// At most this many, 1 to 100 (default 15).
    #[serde(default = "fifteen")]
    pub size: i64,
}

fn fifteen() -> i64 {
    15
}

async fn page(
    s: &AppState,
    q: ContactFilterQuery,
    hidden: bool,
    deleted: bool,
    viewer_id: i64,
) -> ApiResult<Json<ContactPage>> {
    let page = s
        .documents()
        .filter_contacts(pb::ContactFilter {
            words: q.words,
            group_id: q.group_id,
            hidden,
            deleted,
            offset: q.offset,
            size: q.size,
            viewer_id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// The agenda: the contacts the caller may see, by name (`{data, total}`).
#[utoipa::path(get, path = "/api/contacts/filter", tag = "contacts", params(ContactFilterQuery),
    responses((status = 200, body = ContactPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_READ"])))]
pub async fn filter_contacts(
    State(s): State<AppState>,
    ContactRead(user): ContactRead,
    ApiQuery(q): ApiQuery<ContactFilterQuery>,
) -> ApiResult<Json<ContactPage>> {
    page(&s, q, false, false, user.user.id).await
}

/// The hidden variant: contacts made while writing documents, not in the agenda.
#[utoipa::path(get, path = "/api/contacts/hidden", tag = "contacts", params(ContactFilterQuery),
    responses((status = 200, body = ContactPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_READ"])))]
pub async fn hidden_contacts(
    State(s): State<AppState>,
    ContactRead(user): ContactRead,
    ApiQuery(q): ApiQuery<ContactFilterQuery>,
) -> ApiResult<Json<ContactPage>> {
    page(&s, q, true, false, user.user.id).await
}

/// The trash: deleted agenda contacts the caller may see, by name.
#[utoipa::path(get, path = "/api/contacts/excluded", tag = "contacts", params(ContactFilterQuery),
    responses((status = 200, body = ContactPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_READ"])))]
pub async fn excluded_contacts(
    State(s): State<AppState>,
    ContactRead(user): ContactRead,
    ApiQuery(q): ApiQuery<ContactFilterQuery>,
) -> ApiResult<Json<ContactPage>> {
    page(&s, q, false, true, user.user.id).await
}

/// Saves a new contact owned by the caller (422 with field messages: `numbers[1].number`...).
#[utoipa::path(post, path = "/api/contacts", tag = "contacts", request_body = ContactIn,
    responses((status = 201, body = Contact), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_WRITE"])))]
pub async fn create_contact(
    State(s): State<AppState>,
    ContactWrite(user): ContactWrite,
    ApiJson(b): ApiJson<ContactIn>,
) -> ApiResult<(StatusCode, Json<Contact>)> {
    let c = s
        .documents()
        .create_contact(pb::SaveContactRequest {
            id: 0,
            revision: 0,
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(c.try_into()?)))
}

/// Moves contacts to the trash, all or none (404 when one is unknown, there already, or someone
/// else's private one).
#[utoipa::path(delete, path = "/api/contacts", tag = "contacts", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_WRITE"])))]
pub async fn delete_contacts(
    State(s): State<AppState>,
    ContactWrite(user): ContactWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_contacts(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// Brings contacts back from the trash, all or none.
#[utoipa::path(put, path = "/api/contacts/restore", tag = "contacts", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Contact>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_WRITE"])))]
pub async fn restore_contacts(
    State(s): State<AppState>,
    ContactWrite(user): ContactWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Contact>>> {
    let list = s
        .documents()
        .restore_contacts(pb::IdsRequest {
            ids: b
                .ids
                .into_iter()
                .map(newsroom_domain::ids::DocumentId::get)
                .collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(contacts(list.contacts)?))
}

/// One contact (404 for an unknown one, one in the trash, or someone else's private one).
#[utoipa::path(get, path = "/api/contacts/{id}", tag = "contacts",
    responses((status = 200, body = Contact), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_READ"])))]
pub async fn get_contact(
    State(s): State<AppState>,
    ContactRead(user): ContactRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Contact>> {
    let c = s
        .documents()
        .get_contact(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// Replaces a contact; `revision` must be the current one (409 `conflict`); only its owner
/// changes `private` (403).
#[utoipa::path(put, path = "/api/contacts/{id}", tag = "contacts", request_body = ContactIn,
    responses((status = 200, body = Contact), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_CONTACT_WRITE"])))]
pub async fn update_contact(
    State(s): State<AppState>,
    ContactWrite(user): ContactWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ContactIn>,
) -> ApiResult<Json<Contact>> {
    let revision = b.revision;
    let c = s
        .documents()
        .update_contact(pb::SaveContactRequest {
            id,
            revision,
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// Every region of phone numbers with its calling code, by region (libphonenumber's metadata);
/// the web names them in the user's language.
#[utoipa::path(get, path = "/api/contacts/numbers/countries", tag = "contacts",
    responses((status = 200, body = Vec<NumberCountry>)),
    security(("session" = ["ROLE_CONTACT_READ"])))]
pub async fn number_countries(ContactRead(_user): ContactRead) -> Json<Vec<NumberCountry>> {
    Json(
        newsroom_domain::contact::countries()
            .into_iter()
            .map(|(country, calling_code)| NumberCountry {
                country,
                calling_code,
            })
            .collect(),
    )
}
