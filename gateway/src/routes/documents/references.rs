//! Reference data (web.md section 7: "Reference data, each with list, usage_count, create, update and
//! delete by id: classifications, editorials, types, vehicles"; the round's segments and institutions,
//! section 3; docs/adr/0003-documents.md, "Reference data"). Any logged-in user reads them (they label documents every client shows); the
//! admin area's registrations change them (ADMIN write). A value a document names answers 409
//! `reference_in_use` to a deletion; a name its list has, 409 `conflict`.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::documents::v1 as pb;

use crate::AppState;
use crate::auth::{AdminWrite, AuthUser};
use crate::backends::Reply;
use crate::dto::documents::{ReferenceIn, ReferenceItem, UsageCount, usage_counts};
use crate::error::{ApiJson, ApiResult};

async fn list(s: &AppState, kind: pb::ReferenceKind) -> ApiResult<Json<Vec<ReferenceItem>>> {
    let list = s
        .documents()
        .list_references(pb::ReferenceKindRequest { kind: kind.into() })
        .await
        .reply()?;
    let items = list
        .items
        .into_iter()
        .map(ReferenceItem::try_from)
        .collect::<Result<_, _>>()?;
    Ok(Json(items))
}

async fn usage(s: &AppState, kind: pb::ReferenceKind) -> ApiResult<Json<Vec<UsageCount>>> {
    let u = s
        .documents()
        .count_reference_usage(pb::ReferenceKindRequest { kind: kind.into() })
        .await
        .reply()?;
    Ok(Json(usage_counts(u)))
}

/// Adds a value (`id` `None`) or renames value `id`.
async fn save(
    s: &AppState,
    kind: pb::ReferenceKind,
    id: Option<i64>,
    user: &AuthUser,
    b: ReferenceIn,
) -> ApiResult<ReferenceItem> {
    let req = pb::SaveReferenceRequest {
        kind: kind.into(),
        id: id.unwrap_or_default(),
        medium: b.medium(),
        segment_id: b.segment_id.unwrap_or_default(),
        phone: b.phone.unwrap_or_default(),
        contact: b.contact.unwrap_or_default(),
        name: b.name,
        actor: Some(user.actor()),
    };
    let saved = match id {
        None => s.documents().create_reference(req).await,
        Some(_) => s.documents().update_reference(req).await,
    }
    .reply()?;
    saved.try_into()
}

async fn delete(
    s: &AppState,
    kind: pb::ReferenceKind,
    id: i64,
    user: &AuthUser,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_reference(pb::ReferenceRef {
            kind: kind.into(),
            id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// The five calls of one kind of reference data, at `/api/<kind>`, `/api/<kind>/usage_count` and
/// `/api/<kind>/{id}`.
macro_rules! reference_routes {
    ($module:ident, $kind:expr, $tag:literal, $list:literal, $usage:literal, $one:literal, $what:literal) => {
        #[doc = concat!("The ", $what, " (`", $list, "`).")]
        pub mod $module {
            use super::*;
            use crate::error::ApiPath;

            #[doc = concat!("Every ", $what, ", by name.")]
            #[utoipa::path(get, path = $list, tag = $tag, operation_id = concat!("list_", stringify!($module)),
                responses((status = 200, body = Vec<ReferenceItem>)),
                security(("session" = [])))]
            pub async fn list_items(State(s): State<AppState>, _user: AuthUser) -> ApiResult<Json<Vec<ReferenceItem>>> {
                list(&s, $kind).await
            }

            #[doc = concat!("How many documents (trash included) name each of the ", $what, " that any names.")]
            #[utoipa::path(get, path = $usage, tag = $tag, operation_id = concat!("usage_count_", stringify!($module)),
                responses((status = 200, body = Vec<UsageCount>)),
                security(("session" = [])))]
            pub async fn usage_count(State(s): State<AppState>, _user: AuthUser) -> ApiResult<Json<Vec<UsageCount>>> {
                usage(&s, $kind).await
            }

            #[doc = concat!("Adds one of the ", $what, " (409 `conflict` for a name the list has; 422 with field messages).")]
            #[utoipa::path(post, path = $list, tag = $tag, operation_id = concat!("create_", stringify!($module)), request_body = ReferenceIn,
                responses((status = 201, body = ReferenceItem), (status = 409, body = crate::error::ErrorBody),
                    (status = 422, body = crate::error::ErrorBody)),
                security(("session" = ["ROLE_ADMIN_WRITE"])))]
            pub async fn create_item(
                State(s): State<AppState>,
                AdminWrite(user): AdminWrite,
                ApiJson(b): ApiJson<ReferenceIn>,
            ) -> ApiResult<(StatusCode, Json<ReferenceItem>)> {
                Ok((StatusCode::CREATED, Json(save(&s, $kind, None, &user, b).await?)))
            }

            #[doc = concat!("Renames one of the ", $what, " (404, 409 `conflict`, 422); documents naming it show the new name.")]
            #[utoipa::path(put, path = $one, tag = $tag, operation_id = concat!("update_", stringify!($module)), request_body = ReferenceIn,
                responses((status = 200, body = ReferenceItem), (status = 404, body = crate::error::ErrorBody),
                    (status = 409, body = crate::error::ErrorBody)),
                security(("session" = ["ROLE_ADMIN_WRITE"])))]
            pub async fn update_item(
                State(s): State<AppState>,
                AdminWrite(user): AdminWrite,
                ApiPath(id): ApiPath<i64>,
                ApiJson(b): ApiJson<ReferenceIn>,
            ) -> ApiResult<Json<ReferenceItem>> {
                Ok(Json(save(&s, $kind, Some(id), &user, b).await?))
            }

            #[doc = concat!("Deletes one of the ", $what, " (404; 409 `reference_in_use` while a document, trash included, names it).")]
            #[utoipa::path(delete, path = $one, tag = $tag, operation_id = concat!("delete_", stringify!($module)),
                responses((status = 204), (status = 404, body = crate::error::ErrorBody),
                    (status = 409, body = crate::error::ErrorBody)),
                security(("session" = ["ROLE_ADMIN_WRITE"])))]
            pub async fn delete_item(
                State(s): State<AppState>,
                AdminWrite(user): AdminWrite,
                ApiPath(id): ApiPath<i64>,
            ) -> ApiResult<StatusCode> {
                delete(&s, $kind, id, &user).await
            }
        }
    };
}

reference_routes!(
    classifications,
    pb::ReferenceKind::Classification,
    "classifications",
    "/api/classifications",
    "/api/classifications/usage_count",
    "/api/classifications/{id}",
    "classifications"
);
reference_routes!(
    editorials,
    pb::ReferenceKind::Editorial,
    "editorials",
    "/api/editorials",
    "/api/editorials/usage_count",
    "/api/editorials/{id}",
    "editorials"
);
reference_routes!(
    types,
    pb::ReferenceKind::Type,
    "types",
    "/api/types",
    "/api/types/usage_count",
    "/api/types/{id}",
    "types of coverage"
);
reference_routes!(
    segments,
    pb::ReferenceKind::Segment,
    "segments",
    "/api/segments",
    "/api/segments/usage_count",
    "/api/segments/{id}",
    "segments of the round (usage: the institutions in each)"
);
reference_routes!(
    institutions,
    pb::ReferenceKind::Institution,
    "institutions",
    "/api/institutions",
    "/api/institutions/usage_count",
    "/api/institutions/{id}",
    "institutions of the round (each in a segment, with a phone and a person to ask for)"
);
reference_routes!(
    report_categories,
    pb::ReferenceKind::ReportCategory,
    "reports",
    "/api/reports/categories",
    "/api/reports/categories/usage_count",
    "/api/reports/categories/{id}",
    "categories of a report's events (web.md section 3, \"report: categories\")"
);
reference_routes!(
    contact_groups,
    pb::ReferenceKind::ContactGroup,
    "contacts",
    "/api/contacts/groups",
    "/api/contacts/groups/usage_count",
    "/api/contacts/groups/{id}",
    "groups of contacts (web.md section 3, \"Contact groups also exist\"; usage: the contacts in each)"
);
reference_routes!(
    vehicles,
    pb::ReferenceKind::Vehicle,
    "vehicles",
    "/api/vehicles",
    "/api/vehicles/usage_count",
    "/api/vehicles/{id}",
    "vehicles"
);
