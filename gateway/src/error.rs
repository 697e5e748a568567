//! The one place errors become HTTP answers: `{"code", "message", "fields"}` with the status of the
//! code table (`newsroom_domain::ErrorCode`, docs/api-design.md). Client errors say why; internal
//! errors say "Server is reporting an error." and are logged once here.

use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use newsroom_domain::{ErrorCode, FieldCode, FieldErrors, FieldMessage};
use serde::Serialize;

/// An error answer.
#[derive(Debug)]
pub struct ApiError {
    /// What went wrong.
    pub code: ErrorCode,
    /// Field messages (422).
    pub fields: Option<FieldErrors>,
    /// Seconds for the `Retry-After` header (429).
    pub retry_after: Option<u64>,
}

/// The body of an error answer.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// The code (`validation`, `conflict`, ...).
    pub code: &'static str,
    /// The user message of the spec's catalogue.
    pub message: &'static str,
    /// Field -> what is wrong with it, for `validation`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::BTreeMap<String, FieldProblem>>)]
    pub fields: Option<FieldErrors>,
}

/// What is wrong with one field (docs/api-design.md, "Field errors"): a code of the catalogue that
/// clients translate (`fieldErrors.<code>`), with the values its message names.
#[derive(utoipa::ToSchema)]
#[expect(
    dead_code,
    reason = "describes newsroom_domain::FieldMessage for OpenAPI"
)]
pub struct FieldProblem {
    /// The problem.
    code: FieldCodeSchema,
    /// Values the message names (`max`, `min`, `options`, `value`, `name`, `ch`, `detail`, ...).
    #[schema(value_type = Option<Object>)]
    params: Option<()>,
}

/// The codes of `newsroom_domain::FieldCode`, listed in the OpenAPI document.
pub struct FieldCodeSchema;

impl utoipa::PartialSchema for FieldCodeSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(FieldCode::ALL.iter().map(|c| c.as_str())))
            .into()
    }
}

impl utoipa::ToSchema for FieldCodeSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "FieldCode".into()
    }
}

/// Shorthand for handler results.
pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    /// An error without field messages.
    pub fn new(code: ErrorCode) -> Self {
        ApiError {
            code,
            fields: None,
            retry_after: None,
        }
    }

    /// A validation error on one field.
    pub fn field(field: &str, message: impl Into<FieldMessage>) -> Self {
        ApiError {
            code: ErrorCode::Validation,
            fields: Some(FieldErrors::from([(field.to_owned(), message.into())])),
            retry_after: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.code.http_status())
            .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let body = ErrorBody {
            code: self.code.as_str(),
            message: self.code.message(),
            fields: self.fields,
        };
        let mut response = (status, Json(body)).into_response();
        if let Some(secs) = self.retry_after
            && let Ok(v) = axum::http::HeaderValue::from_str(&secs.to_string())
        {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, v);
        }
        response
    }
}

impl From<tonic::Status> for ApiError {
    fn from(s: tonic::Status) -> Self {
        let (code, fields) = newsroom_proto::errors::decode(&s);
        if matches!(code, ErrorCode::Internal | ErrorCode::Unavailable) {
            tracing::error!(grpc_code = ?s.code(), message = s.message(), "backend call failed");
        }
        ApiError {
            code,
            fields,
            retry_after: newsroom_proto::errors::retry_after(&s),
        }
    }
}

/// A request part that could not be read, with the parser's own (English) words.
fn malformed(detail: String) -> FieldMessage {
    FieldMessage::from(FieldCode::Malformed).with("detail", detail)
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> Self {
        ApiError::field("body", malformed(r.body_text()))
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> Self {
        ApiError::field("query", malformed(r.body_text()))
    }
}

impl From<axum::extract::rejection::FormRejection> for ApiError {
    fn from(r: axum::extract::rejection::FormRejection) -> Self {
        ApiError::field("body", malformed(r.body_text()))
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> Self {
        ApiError::field("path", malformed(r.body_text()))
    }
}

/// `axum::Json` whose rejections are [`ApiError`]s (422 with the reason).
#[derive(axum::extract::FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

/// `axum::Form` whose rejections are [`ApiError`]s (422 on `body`, as JSON like every other error).
#[derive(axum::extract::FromRequest)]
#[from_request(via(axum::Form), rejection(ApiError))]
pub struct ApiForm<T>(pub T);

/// `axum::extract::Query` whose rejections are [`ApiError`]s.
#[derive(axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct ApiQuery<T>(pub T);

/// `axum::extract::Path` whose rejections are [`ApiError`]s.
#[derive(axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct ApiPath<T>(pub T);
