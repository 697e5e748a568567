//! Assignment proposals (web.md section 4, area "assignment proposal"; section 7, assignments
//! "create from proposal"; paths decided in docs/adr/0003-documents.md, "Proposals"): a day's
//! list, load, send, change while pending, the trash, and the desk's answer. Readers need
//! ASSIGNMENT_PROPOSAL read, writers ASSIGNMENT_PROPOSAL write (their own proposals; an
//! ASSIGNMENT_PROPOSAL administrator moderates anyone's); the desk, ASSIGNMENT write besides read
//! of proposals, accepts one into an assignment or declines it.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_domain::permission::{Area, Level};
use newsroom_proto::documents::v1 as pb;

use crate::AppState;
use crate::auth::{AssignmentWrite, AuthUser, ProposalRead, ProposalWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::DocumentIdsIn;
use crate::dto::proposals::{
    DeclineIn, FromProposalReply, Proposal, ProposalIn, ProposalPage, proposals,
};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::routes::documents::assignments::{ByDateQuery, PageQuery};

/// Whether `user` moderates proposals (changes and trashes anyone's).
fn moderator(user: &AuthUser) -> bool {
    user.permissions
        .allows(Area::AssignmentProposal, Level::Admin)
}

/// A day's proposals the caller may see (their programs), in id order; of one program or of all
/// the caller's.
#[utoipa::path(get, path = "/api/proposals", tag = "proposals", params(ByDateQuery),
    responses((status = 200, body = Vec<Proposal>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_READ"])))]
pub async fn list_proposals(
    State(s): State<AppState>,
    ProposalRead(user): ProposalRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<Vec<Proposal>>> {
    let list = s
        .documents()
        .list_proposals(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(proposals(list.proposals)?))
}

/// Sends a proposal to the desk: PENDING, owned by the caller (422 with field messages).
#[utoipa::path(post, path = "/api/proposals", tag = "proposals", request_body = ProposalIn,
    responses((status = 201, body = Proposal), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_WRITE"])))]
pub async fn create_proposal(
    State(s): State<AppState>,
    ProposalWrite(user): ProposalWrite,
    ApiJson(b): ApiJson<ProposalIn>,
) -> ApiResult<(StatusCode, Json<Proposal>)> {
    let p = s
        .documents()
        .create_proposal(pb::CreateProposalRequest {
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(p.try_into()?)))
}

/// Moves proposals to the trash, all or none: the caller's own (403 for someone else's unless an
/// ASSIGNMENT_PROPOSAL administrator); 404 when one is unknown, already there or not seen.
#[utoipa::path(delete, path = "/api/proposals", tag = "proposals", params(IdsQuery),
    responses((status = 204), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_WRITE"])))]
pub async fn delete_proposals(
    State(s): State<AppState>,
    ProposalWrite(user): ProposalWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_proposals(pb::ProposalIdsRequest {
            ids: q.ids()?,
            moderator: moderator(&user),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// The trash: deleted proposals the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/proposals/excluded", tag = "proposals", params(PageQuery),
    responses((status = 200, body = ProposalPage)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_READ"])))]
pub async fn excluded_proposals(
    State(s): State<AppState>,
    ProposalRead(user): ProposalRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<ProposalPage>> {
    let page = s
        .documents()
        .list_excluded_proposals(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings proposals back from the trash, all or none: the caller's own (403 for someone else's
/// unless an ASSIGNMENT_PROPOSAL administrator).
#[utoipa::path(put, path = "/api/proposals/restore", tag = "proposals", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Proposal>), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_WRITE"])))]
pub async fn restore_proposals(
    State(s): State<AppState>,
    ProposalWrite(user): ProposalWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Proposal>>> {
    let list = s
        .documents()
        .restore_proposals(pb::ProposalIdsRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            moderator: moderator(&user),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(proposals(list.proposals)?))
}

/// One proposal (404 for an unknown one, one in the trash, or one of programs the caller may not
/// see).
#[utoipa::path(get, path = "/api/proposals/{id}", tag = "proposals",
    responses((status = 200, body = Proposal), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_READ"])))]
pub async fn get_proposal(
    State(s): State<AppState>,
    ProposalRead(user): ProposalRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Proposal>> {
    let p = s
        .documents()
        .get_proposal(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Changes a pending proposal: its writer's (403 for someone else's unless an
/// ASSIGNMENT_PROPOSAL administrator); 409 `proposal_answered` once accepted or declined; 409
/// `conflict` when `revision` is not the current one; 422 with field messages.
#[utoipa::path(put, path = "/api/proposals/{id}", tag = "proposals", request_body = ProposalIn,
    responses((status = 200, body = Proposal), (status = 403, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_PROPOSAL_WRITE"])))]
pub async fn update_proposal(
    State(s): State<AppState>,
    ProposalWrite(user): ProposalWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ProposalIn>,
) -> ApiResult<Json<Proposal>> {
    let revision = b.revision;
    let p = s
        .documents()
        .update_proposal(pb::UpdateProposalRequest {
            id,
            revision,
            fields: Some(b.fields()),
            moderator: moderator(&user),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// The desk declines a pending proposal with an answer its writer reads: ASSIGNMENT write, and
/// ASSIGNMENT_PROPOSAL read checked by the documents service (403 otherwise, once the proposal is
/// found); 409 `proposal_answered` once answered; 422 on `answer` beyond 2,000 characters.
#[utoipa::path(post, path = "/api/proposals/{id}/decline", tag = "proposals", request_body = DeclineIn,
    responses((status = 200, body = Proposal), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn decline_proposal(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<DeclineIn>,
) -> ApiResult<Json<Proposal>> {
    let p = s
        .documents()
        .decline_proposal(pb::DeclineProposalRequest {
            id,
            answer: b.answer,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Makes an assignment of a pending proposal (web.md section 7, assignments "create from
/// proposal"): its slug, the pitch as content, its day, programs and files, the proposer among
/// its producers; the proposal is then ACCEPTED and names it. ASSIGNMENT write, and
/// ASSIGNMENT_PROPOSAL read checked by the documents service (403 otherwise, once the proposal is
/// found); 409 `proposal_answered` once answered; 422 `unknown_program` when one of its programs
/// is not the caller's.
#[utoipa::path(post, path = "/api/assignments/proposal/{id}", tag = "assignments",
    responses((status = 201, body = FromProposalReply), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn assignment_from_proposal(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<(StatusCode, Json<FromProposalReply>)> {
    let r = s
        .documents()
        .create_assignment_from_proposal(pb::FromProposalRequest {
            proposal_id: id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    let assignment = crate::dto::required(r.assignment, "assignment")?.try_into()?;
    let proposal = crate::dto::required(r.proposal, "proposal")?.try_into()?;
    Ok((
        StatusCode::CREATED,
        Json(FromProposalReply {
            assignment,
            proposal,
        }),
    ))
}
