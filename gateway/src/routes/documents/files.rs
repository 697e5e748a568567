//! Files (web.md section 7, "Files: POST /api/files/single and /api/files/multiple (multipart, with
//! progress and cancel); thumbnail and file source URLs"; docs/adr/0003-documents.md, "Files").
//! The bytes stream from the request to the documents service as they arrive and back out the same
//! way; the gateway never holds a whole file.

use axum::Json;
use axum::body::Body;
use axum::extract::multipart::{Field, MultipartError, MultipartRejection};
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::{StatusCode, header};
use axum::response::Response;
use futures::{SinkExt, StreamExt};
use newsroom_domain::{ErrorCode, FieldCode, FieldMessage};
use newsroom_proto::documents::v1 as pb;
use serde::Serialize;

use crate::AppState;
use crate::auth::{AuthUser, MediaWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::error::{ApiError, ApiPath, ApiQuery, ApiResult};

/// The largest request body of an upload: the largest file (100 MB, web.md section 9) and room for
/// the multipart framing. Past it the upload answers 413 `file_too_large`.
const BODY_LIMIT: usize = 100 * 1024 * 1024 + 64 * 1024;
/// The largest piece sent to the service in one gRPC message.
const PIECE: usize = 256 * 1024;

/// The upload routes' body limit (the default of 2 MB would refuse every photo).
pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(BODY_LIMIT)
}

/// The form of `POST /api/files/single`.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct SingleFileForm {
    /// The file.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// The form of `POST /api/files/multiple`.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct MultipleFilesForm {
    /// The files, in order.
    #[schema(value_type = Vec<String>, format = Binary)]
    files: Vec<Vec<u8>>,
}

/// A multipart body, or 422 `malformed` on `file` when the request is not one.
fn form(m: Result<Multipart, MultipartRejection>) -> ApiResult<Multipart> {
    m.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(ErrorCode::FileTooLarge)
        } else {
            ApiError::field(
                "file",
                FieldMessage::from(FieldCode::Malformed).with("detail", e.body_text()),
            )
        }
    })
}

/// A stored file.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoredFile {
    /// Key.
    pub id: i64,
    /// Its name, as uploaded (path cut off).
    pub name: String,
    /// `image/jpeg` or `image/png` for an image (known by its bytes), else the uploader's type.
    pub content_type: String,
    /// Bytes.
    pub size: i64,
    /// Its source: `/api/files/{id}`.
    pub url: String,
    /// An image's thumbnail (JPEG, longest edge 320 px): `/api/files/{id}/thumbnail`; null for
    /// other files.
    #[schema(required)]
    pub thumbnail_url: Option<String>,
    /// An image's width in pixels.
    #[schema(required)]
    pub width: Option<i32>,
    /// An image's height in pixels.
    #[schema(required)]
    pub height: Option<i32>,
    /// Who uploaded it.
    pub owner_id: i64,
    /// When, RFC 3339 UTC.
    pub created_at: String,
}

impl From<pb::StoredFile> for StoredFile {
    fn from(f: pb::StoredFile) -> Self {
        StoredFile {
            url: format!("/api/files/{}", f.id),
            thumbnail_url: f
                .thumbnail
                .then(|| format!("/api/files/{}/thumbnail", f.id)),
            id: f.id,
            name: f.name,
            content_type: f.content_type,
            size: f.size,
            width: f.width,
            height: f.height,
            owner_id: f.owner_id,
            created_at: f.created_at,
        }
    }
}

fn multipart_error(e: &MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::new(ErrorCode::FileTooLarge)
    } else {
        ApiError::field(
            "file",
            FieldMessage::from(FieldCode::Malformed).with("detail", e.body_text()),
        )
    }
}

/// `field` when it is a file (a part with a file name, as a browser's file input sends it); a plain
/// form value is 422 `invalid` on `name`.
fn file_part<'a>(name: &str, field: Field<'a>) -> ApiResult<Field<'a>> {
    if field.file_name().is_some() {
        Ok(field)
    } else {
        Err(ApiError::field(name, FieldCode::Invalid))
    }
}

/// Streams `field` to the documents service as a new file of `user`.
async fn upload(state: &AppState, user: &AuthUser, mut field: Field<'_>) -> ApiResult<StoredFile> {
    let (mut tx, rx) = futures::channel::mpsc::channel::<pb::FileUpload>(4);
    let meta = pb::FileUpload {
        part: Some(pb::file_upload::Part::Meta(pb::FileMeta {
            name: field.file_name().unwrap_or_default().to_owned(),
            content_type: field.content_type().unwrap_or_default().to_owned(),
            actor: Some(user.actor()),
        })),
    };
    tx.send(meta)
        .await
        .map_err(|_| ApiError::new(ErrorCode::Internal))?;
    let mut client = state.documents();
    let call = client.upload_file(rx);
    tokio::pin!(call);
    let pump = async move {
        while let Some(chunk) = field.chunk().await.map_err(|e| multipart_error(&e))? {
            for piece in chunk.chunks(PIECE) {
                let part = pb::FileUpload {
                    part: Some(pb::file_upload::Part::Chunk(piece.to_vec())),
                };
                if tx.send(part).await.is_err() {
                    // The service answered already (a refusal): the call says why.
                    return Ok(());
                }
            }
        }
        Ok::<(), ApiError>(())
    };
    tokio::pin!(pump);
    // A failed request body ends the call unfinished (dropped: the service keeps nothing); the
    // service may refuse before the body ends (too large).
    tokio::select! {
        pumped = &mut pump => pumped?,
        answer = &mut call => return Ok(answer.reply()?.into()),
    }
    Ok(call.await.reply()?.into())
}

/// Uploads one file (multipart field `file`, a file part with its name): an image JPEG or PNG of at most 10 MB, with a
/// thumbnail, or any other file of at most 100 MB. 413 `file_too_large` past its limit; 422 on
/// `file` for none, an empty one, or an image of another type (`image_type`).
#[utoipa::path(post, path = "/api/files/single", tag = "files",
    request_body(content_type = "multipart/form-data", content = SingleFileForm),
    responses((status = 201, body = StoredFile), (status = 413, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_MEDIA_WRITE"])))]
pub async fn upload_single(
    State(s): State<AppState>,
    MediaWrite(user): MediaWrite,
    multipart: Result<Multipart, MultipartRejection>,
) -> ApiResult<(StatusCode, Json<StoredFile>)> {
    let mut multipart = form(multipart)?;
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|e| multipart_error(&e))?
    {
        if field.name() == Some("file") {
            let file = upload(&s, &user, file_part("file", field)?).await?;
            return Ok((StatusCode::CREATED, Json(file)));
        }
    }
    Err(ApiError::field("file", FieldCode::Required))
}

/// Uploads several files (multipart fields `files`), each as `/api/files/single` takes one, in
/// order. A refused file ends the request with its error; the files before it are kept (each
/// upload stands alone; the client shows which arrived).
#[utoipa::path(post, path = "/api/files/multiple", tag = "files",
    request_body(content_type = "multipart/form-data", content = MultipleFilesForm),
    responses((status = 201, body = [StoredFile]), (status = 413, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_MEDIA_WRITE"])))]
pub async fn upload_multiple(
    State(s): State<AppState>,
    MediaWrite(user): MediaWrite,
    multipart: Result<Multipart, MultipartRejection>,
) -> ApiResult<(StatusCode, Json<Vec<StoredFile>>)> {
    let mut multipart = form(multipart)?;
    let mut kept = Vec::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|e| multipart_error(&e))?
    {
        if field.name() == Some("files") {
            kept.push(upload(&s, &user, file_part("files", field)?).await?);
        }
    }
    if kept.is_empty() {
        return Err(ApiError::field("files", FieldCode::Required));
    }
    Ok((StatusCode::CREATED, Json(kept)))
}

/// Streams file `id` or its thumbnail. Images are sent as what they are; any other file as an
/// attachment, never rendered by the browser in the app's origin (`nosniff`, `sandbox`).
async fn send(state: &AppState, user: &AuthUser, id: i64, thumbnail: bool) -> ApiResult<Response> {
    let mut stream = state
        .documents()
        .read_file(pb::ReadFileRequest {
            id,
            thumbnail,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    let Some(pb::FileChunk {
        part: Some(pb::file_chunk::Part::Meta(meta)),
    }) = stream.message().await.map_err(ApiError::from)?
    else {
        tracing::error!(file = id, "the documents service sent no file meta first");
        return Err(ApiError::new(ErrorCode::Internal));
    };
    let body = Body::from_stream(stream.map(|m| match m {
        Ok(pb::FileChunk {
            part: Some(pb::file_chunk::Part::Chunk(b)),
        }) => Ok(bytes::Bytes::from(b)),
        Ok(_) => Err(std::io::Error::other("a file chunk without bytes")),
        Err(s) => Err(std::io::Error::other(s.to_string())),
    }));
    let image = thumbnail || meta.thumbnail;
    let content_type = if thumbnail {
        "image/jpeg".to_owned()
    } else {
        meta.content_type.clone()
    };
    let mut r = Response::builder()
        .header(header::CONTENT_TYPE, content_type)
        .header(header::X_CONTENT_TYPE_OPTIONS, "nosniff")
        .header(
            header::CONTENT_SECURITY_POLICY,
            "sandbox; default-src 'none'",
        )
        .header(header::CACHE_CONTROL, "private, max-age=3600");
    if !thumbnail {
        r = r.header(header::CONTENT_LENGTH, meta.size);
    }
    if !image {
        let ascii: String = meta
            .name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || ".-_ ".contains(c) {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let encoded: String = meta
            .name
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b".-_".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        r = r.header(
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}"),
        );
    }
    r.body(body).map_err(|_| ApiError::new(ErrorCode::Internal))
}

/// The records of files (`?ids=1,2`, at most 100): those the caller may read (their uploader,
/// ROLE_MEDIA_READ, or a reader of a document that attaches them), in the order asked; the others
/// are left out, as files that do not exist.
#[utoipa::path(get, path = "/api/files", tag = "files", params(IdsQuery),
    responses((status = 200, body = Vec<StoredFile>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn list_files(
    State(s): State<AppState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<Json<Vec<StoredFile>>> {
    let list = s
        .documents()
        .list_files(pb::FileIdsRequest {
            ids: q.ids()?,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.files.into_iter().map(StoredFile::from).collect()))
}

/// A file's bytes (its source URL). Its uploader reads it, whoever may read the media
/// (ROLE_MEDIA_READ), and whoever may see a document that attaches it (and read its kind); 404
/// for anyone else, as for a file that does not exist.
#[utoipa::path(get, path = "/api/files/{id}", tag = "files",
    responses((status = 200, description = "The file's bytes, as its content type"),
        (status = 404, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn file_source(
    State(s): State<AppState>,
    user: AuthUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Response> {
    send(&s, &user, id, false).await
}

/// Deletes a file its uploader no longer wants (MEDIA write, as uploading): its bytes and
/// thumbnail go. 404 for a file the caller may not read; 403 for someone else's; 409 `file_in_use`
/// ("This file could not be deleted as it is attached to a document.") while a document, trash
/// included, attaches it: detach it from the document first. Files no document names are deleted
/// by themselves a day after their upload (docs/adr/0003-documents.md, "Files").
#[utoipa::path(delete, path = "/api/files/{id}", tag = "files",
    responses((status = 204), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_MEDIA_WRITE"])))]
pub async fn delete_file(
    State(s): State<AppState>,
    MediaWrite(user): MediaWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_file(pb::DeleteFileRequest {
            id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// An image's thumbnail (JPEG, its longest edge 320 px); 404 for a file that is not an image, and
/// as `/api/files/{id}` for who may read it.
#[utoipa::path(get, path = "/api/files/{id}/thumbnail", tag = "files",
    responses((status = 200, description = "The thumbnail, image/jpeg"),
        (status = 404, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn file_thumbnail(
    State(s): State<AppState>,
    user: AuthUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Response> {
    send(&s, &user, id, true).await
}
