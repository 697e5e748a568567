//! Files (web.md section 7, "Files: POST /api/files/single and /api/files/multiple ... thumbnail
//! and file source URLs"; section 9, "Image upload: 10 MB. Chat file: 100 MB";
//! docs/adr/0003-documents.md, "Files").
//!
//! A file's bytes live in an object store ([`object_store`]: a directory embedded, S3 when
//! distributed) under `files/{key}`, an image's thumbnail under `thumbnails/{key}`; its record
//! (name, type, size, owner, pixel size) in the `files` table. The bytes stream through: an upload
//! is written in parts as it arrives and never held whole, except an image (at most
//! [`IMAGE_MAX_BYTES`]), which is read back once to make its thumbnail. A refused upload leaves
//! nothing behind.

use std::sync::Arc;

use bytes::Bytes;
use chrono::{DateTime, Utc};
use futures::StreamExt;
use newsroom_domain::FieldCode;
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, WriteMultipart};

use std::collections::HashSet;

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::{Store, Viewer};

/// The largest image (JPEG or PNG), in bytes: 10 MB (web.md section 9, "Image upload: 10 MB").
pub const IMAGE_MAX_BYTES: u64 = 10 * 1024 * 1024;
/// The largest file of any other type, in bytes: 100 MB (web.md section 9, "Chat file: 100 MB").
pub const FILE_MAX_BYTES: u64 = 100 * 1024 * 1024;
/// The longest edge of a thumbnail, in pixels.
pub const THUMBNAIL_EDGE: u32 = 320;
/// How long a file no document names is kept, in hours: the save that attaches an upload
/// follows it within minutes; a day leaves a reporter's phone offline room to finish.
pub const ORPHAN_HOURS: i64 = 24;
/// The longest name kept, in characters.
const NAME_MAX: usize = 255;

/// Where file bytes are kept, from the settings (`NEWSROOM_FILES_*`).
#[derive(Debug, Clone, clap::Args)]
pub struct FilesArgs {
    /// A directory for file bytes (used unless an S3 bucket is set).
    #[arg(long, env = "NEWSROOM_FILES_DIR", default_value = "data/files")]
    pub files_dir: std::path::PathBuf,
    /// An S3 bucket for file bytes; credentials from `AWS_ACCESS_KEY_ID` and
    /// `AWS_SECRET_ACCESS_KEY`.
    #[arg(long, env = "NEWSROOM_FILES_S3_BUCKET")]
    pub files_s3_bucket: Option<String>,
    /// The S3 endpoint of an S3-compatible server (`http://127.0.0.1:9000`); none: AWS.
    #[arg(long, env = "NEWSROOM_FILES_S3_ENDPOINT")]
    pub files_s3_endpoint: Option<String>,
    /// The S3 region.
    #[arg(long, env = "NEWSROOM_FILES_S3_REGION", default_value = "us-east-1")]
    pub files_s3_region: String,
    /// The S3 access key id; none: `AWS_ACCESS_KEY_ID` (or the platform's own credentials).
    #[arg(long, env = "NEWSROOM_FILES_S3_ACCESS_KEY_ID")]
    pub files_s3_access_key_id: Option<String>,
    /// The S3 secret access key; none: `AWS_SECRET_ACCESS_KEY`.
    #[arg(
        long,
        env = "NEWSROOM_FILES_S3_SECRET_ACCESS_KEY",
        hide_env_values = true
    )]
    pub files_s3_secret_access_key: Option<String>,
}

impl FilesArgs {
    /// The object store these settings name (the directory is made when missing).
    ///
    /// # Errors
    /// When the directory cannot be made or the S3 settings are incomplete.
    pub fn open(&self) -> anyhow::Result<Arc<dyn ObjectStore>> {
        match &self.files_s3_bucket {
            Some(bucket) => s3(
                bucket,
                self.files_s3_endpoint.as_deref(),
                &self.files_s3_region,
                self.files_s3_access_key_id
                    .as_deref()
                    .zip(self.files_s3_secret_access_key.as_deref()),
            ),
            None => directory(&self.files_dir),
        }
    }
}

/// File bytes in directory `dir` (made when missing).
///
/// # Errors
/// When the directory cannot be made.
pub fn directory(dir: &std::path::Path) -> anyhow::Result<Arc<dyn ObjectStore>> {
    std::fs::create_dir_all(dir)?;
    Ok(Arc::new(
        object_store::local::LocalFileSystem::new_with_prefix(dir)?,
    ))
}

/// File bytes in S3 bucket `bucket` (at `endpoint` for an S3-compatible server; plain HTTP allowed
/// there, as on a loopback test server), with `credentials` (access key id, secret) or those of the
/// environment (`AWS_*`).
///
/// # Errors
/// When the settings are incomplete.
pub fn s3(
    bucket: &str,
    endpoint: Option<&str>,
    region: &str,
    credentials: Option<(&str, &str)>,
) -> anyhow::Result<Arc<dyn ObjectStore>> {
    let mut b = object_store::aws::AmazonS3Builder::from_env()
        .with_bucket_name(bucket)
        .with_region(region);
    if let Some((id, secret)) = credentials {
        b = b.with_access_key_id(id).with_secret_access_key(secret);
    }
    if let Some(e) = endpoint {
        b = b
            .with_endpoint(e)
            .with_allow_http(e.starts_with("http://"))
            .with_virtual_hosted_style_request(false);
    }
    Ok(Arc::new(b.build()?))
}

/// A stored file's record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    /// Key.
    pub id: i64,
    /// The name the client gave.
    pub name: String,
    /// `image/jpeg` or `image/png` for an image (known by its bytes); otherwise the client's type,
    /// or `application/octet-stream`.
    pub content_type: String,
    /// Bytes.
    pub size: i64,
    /// An image's size in pixels (it has a thumbnail).
    pub pixels: Option<(u32, u32)>,
    /// Who uploaded it.
    pub owner_id: i64,
    /// When.
    pub created_at: DateTime<Utc>,
    /// Its object key (a random name under `files/` and `thumbnails/`).
    pub key: String,
}

impl StoredFile {
    fn path(&self, thumbnail: bool) -> Path {
        object_path(&self.key, thumbnail)
    }
}

fn object_path(key: &str, thumbnail: bool) -> Path {
    Path::from(if thumbnail {
        format!("thumbnails/{key}")
    } else {
        format!("files/{key}")
    })
}

/// What the client says of a file before its bytes.
#[derive(Debug, Clone)]
pub struct FileMeta {
    /// Its name (a path is cut to its last segment).
    pub name: String,
    /// Its declared type.
    pub content_type: String,
}

/// A file's bytes as a stream of chunks.
pub type ByteStream = futures::stream::BoxStream<'static, Result<Bytes>>;

/// The name kept: the last segment of a path, control characters dropped, at most 255 characters;
/// a blank one is `file`.
fn clean_name(name: &str) -> String {
    let last = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let kept: String = last
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_MAX)
        .collect();
    let kept = kept.trim().to_owned();
    if kept.is_empty() {
        "file".to_owned()
    } else {
        kept
    }
}

/// A declared type kept as is when it reads `type/subtype` in token characters, else
/// `application/octet-stream`.
fn clean_type(declared: &str) -> String {
    let t = declared
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let token = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "!#$&^_.+-".contains(c))
    };
    match t.split_once('/') {
        Some((a, b)) if token(a) && token(b) => t,
        _ => "application/octet-stream".to_owned(),
    }
}

fn too_large() -> DocumentsError {
    DocumentsError::FileTooLarge
}

fn file_error(code: FieldCode) -> DocumentsError {
    DocumentsError::Invalid(newsroom_domain::FieldErrors::from([(
        "file".to_owned(),
        code.into(),
    )]))
}

fn not_an_image() -> DocumentsError {
    file_error(FieldCode::ImageType)
}

/// What the first bytes `head` of a file declared `declared` are: `Some` image type for a JPEG or a
/// PNG, `None` for any other file.
///
/// # Errors
/// `image_type` on `file` for a file declared an image that is neither.
fn image_type(head: &[u8], declared: &str) -> Result<Option<&'static str>> {
    match image::guess_format(head) {
        Ok(image::ImageFormat::Jpeg) => Ok(Some("image/jpeg")),
        Ok(image::ImageFormat::Png) => Ok(Some("image/png")),
        _ if clean_type(declared).starts_with("image/") => Err(not_an_image()),
        _ => Ok(None),
    }
}

fn storage(e: object_store::Error) -> DocumentsError {
    DocumentsError::Files(e.to_string())
}

/// A thumbnail of `image` (its longest edge at most [`THUMBNAIL_EDGE`]) as JPEG, and the image's
/// size in pixels; `None` when the bytes do not decode.
fn thumbnail(image: &[u8]) -> Option<(Vec<u8>, (u32, u32))> {
    let mut reader = image::ImageReader::new(std::io::Cursor::new(image))
        .with_guessed_format()
        .ok()?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(20_000);
    limits.max_image_height = Some(20_000);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let decoded = reader.decode().ok()?;
    let pixels = (decoded.width(), decoded.height());
    let small = decoded
        .thumbnail(THUMBNAIL_EDGE, THUMBNAIL_EDGE)
        .into_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 80)
        .encode_image(&small)
        .ok()?;
    Some((out, pixels))
}

impl<S: Store> DocumentService<S> {
    fn objects(&self) -> Result<&Arc<dyn ObjectStore>> {
        self.files
            .as_ref()
            .ok_or_else(|| DocumentsError::Files("no file storage is set up".into()))
    }

    /// Keeps the file whose bytes `chunks` brings, for `actor`.
    ///
    /// An image is known by its first bytes: JPEG and PNG are images (at most
    /// [`IMAGE_MAX_BYTES`], with a thumbnail); a file declared `image/*` that is neither is refused;
    /// any other file is kept as its declared type (at most [`FILE_MAX_BYTES`]).
    ///
    /// # Errors
    /// [`DocumentsError::FileTooLarge`]; [`DocumentsError::Invalid`] on `file` for an empty file or
    /// an image that is not a JPEG or a PNG (or does not decode); [`DocumentsError::Files`] when
    /// the object store fails.
    pub async fn upload_file(
        &self,
        meta: FileMeta,
        actor: &Actor,
        mut chunks: ByteStream,
    ) -> Result<StoredFile> {
        let objects = self.objects()?.clone();
        let key = uuid::Uuid::new_v4().simple().to_string();
        let path = object_path(&key, false);
        let mut head: Vec<u8> = Vec::new();
        let mut image: Option<(&'static str, Vec<u8>)> = None;
        let mut writer: Option<WriteMultipart> = None;
        let mut size: u64 = 0;
        let outcome: Result<()> = async {
            while let Some(chunk) = chunks.next().await {
                let chunk = chunk?;
                size += chunk.len() as u64;
                if writer.is_none() && image.is_none() {
                    head.extend_from_slice(&chunk);
                    if head.len() < 16 && size < 16 {
                        continue;
                    }
                    match image_type(&head, &meta.content_type)? {
                        Some(kind) => image = Some((kind, std::mem::take(&mut head))),
                        None => {
                            let upload = objects.put_multipart(&path).await.map_err(storage)?;
                            let mut w = WriteMultipart::new(upload);
                            w.write(&std::mem::take(&mut head));
                            writer = Some(w);
                        }
                    }
                    continue;
                }
                if let Some((_, bytes)) = &mut image {
                    if size > IMAGE_MAX_BYTES {
                        return Err(too_large());
                    }
                    bytes.extend_from_slice(&chunk);
                } else if let Some(w) = &mut writer {
                    if size > FILE_MAX_BYTES {
                        return Err(too_large());
                    }
                    w.wait_for_capacity(4).await.map_err(storage)?;
                    w.write(&chunk);
                }
            }
            Ok(())
        }
        .await;
        let limit = if image.is_some() {
            IMAGE_MAX_BYTES
        } else {
            FILE_MAX_BYTES
        };
        let outcome = outcome.and_then(|()| {
            if size > limit {
                Err(too_large())
            } else if size == 0 {
                Err(file_error(FieldCode::Required))
            } else {
                Ok(())
            }
        });
        if let Err(e) = outcome {
            if let Some(w) = writer {
                let _ = w.abort().await;
            }
            return Err(e);
        }
        // A short file that never filled the sniffing buffer.
        if writer.is_none() && image.is_none() {
            match image_type(&head, &meta.content_type)? {
                Some(kind) => image = Some((kind, head)),
                None => {
                    objects
                        .put(&path, Bytes::from(head).into())
                        .await
                        .map_err(storage)?;
                }
            }
        }
        let (content_type, pixels) = match image {
            Some((content_type, bytes)) => {
                let bytes = Bytes::from(bytes);
                let decode = bytes.clone();
                let (small, pixels) = tokio::task::spawn_blocking(move || thumbnail(&decode))
                    .await
                    .map_err(|e| DocumentsError::Files(format!("thumbnail: {e}")))?
                    .ok_or_else(not_an_image)?;
                objects.put(&path, bytes.into()).await.map_err(storage)?;
                if let Err(e) = objects
                    .put(&object_path(&key, true), Bytes::from(small).into())
                    .await
                {
                    let _ = objects.delete(&path).await;
                    return Err(storage(e));
                }
                (content_type.to_owned(), Some(pixels))
            }
            None => {
                if let Some(w) = writer {
                    w.finish().await.map_err(storage)?;
                }
                (clean_type(&meta.content_type), None)
            }
        };
        let record = StoredFile {
            id: 0,
            name: clean_name(&meta.name),
            content_type,
            size: size as i64,
            pixels,
            owner_id: actor.user_id,
            created_at: Utc::now(),
            key: key.clone(),
        };
        match self.store.add_file(&record).await {
            Ok(saved) => {
                tracing::info!(file = saved.id, size = saved.size, kind = %saved.content_type, by = %actor.nickname, "file kept");
                Ok(saved)
            }
            Err(e) => {
                let _ = objects.delete(&object_path(&key, false)).await;
                let _ = objects.delete(&object_path(&key, true)).await;
                Err(e.into())
            }
        }
    }

    /// The records of the files of `ids` that `user` may read, in the order of `ids` (the others
    /// left out): their uploader; whoever may read the MEDIA area; and whoever may see a document
    /// (not in the trash) that attaches the file and may read that document's kind (the caller's
    /// read areas travel with the call). `known` is the user as a viewer when the caller has it;
    /// otherwise it is asked of the auth service only when a document decides (an uploader's or a
    /// media reader's thumbnails cost no call).
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`] when storage or the auth service fails.
    pub(crate) async fn readable_files(
        &self,
        ids: &[i64],
        user: i64,
        known: Option<&Viewer>,
    ) -> Result<Vec<StoredFile>> {
        let caller = newsroom_proto::caller::current();
        let media = caller.as_ref().is_some_and(|c| c.may_read("MEDIA"));
        let files = self.store.files(ids).await?;
        let mut readable: HashSet<i64> = files
            .iter()
            .filter(|f| media || f.owner_id == user)
            .map(|f| f.id)
            .collect();
        let rest: Vec<i64> = files
            .iter()
            .map(|f| f.id)
            .filter(|id| !readable.contains(id))
            .collect();
        let attaching = self.store.attaching(&rest).await?;
        if !attaching.is_empty() {
            let asked;
            let viewer = match known {
                Some(v) => v,
                None => {
                    asked = self.viewer(user).await?;
                    &asked
                }
            };
            for (file, document, kind) in attaching {
                if readable.contains(&file)
                    || caller
                        .as_ref()
                        .is_some_and(|c| !c.may_read(kind.area().as_str()))
                {
                    continue;
                }
                let seen = self.seen_kind(kind, document, viewer).await.is_ok();
                if seen {
                    readable.insert(file);
                }
            }
        }
        let mut out: Vec<StoredFile> = files
            .into_iter()
            .filter(|f| readable.contains(&f.id))
            .collect();
        out.sort_by_key(|f| ids.iter().position(|i| *i == f.id));
        Ok(out)
    }

    /// The records of the files of `ids` (at most [`LIST_MAX`](newsroom_domain::document::LIST_MAX)) `user` may read
    /// ([`readable_files`](Self::readable_files)), in the order asked.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (`ids`) for more than [`LIST_MAX`](newsroom_domain::document::LIST_MAX) ids or one not positive.
    pub async fn list_files(&self, ids: &[i64], user: i64) -> Result<Vec<StoredFile>> {
        let mut errors = newsroom_domain::FieldErrors::new();
        newsroom_domain::document::check_ids("ids", ids, false, &mut errors);
        if !errors.is_empty() {
            return Err(DocumentsError::Invalid(errors));
        }
        self.readable_files(ids, user, None).await
    }

    /// Deletes file `id` that `actor` uploaded and no document names (trash included): its record,
    /// then its bytes and thumbnail. Detaching a file from a document is an edit of the document;
    /// this is for a file no longer wanted at all.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for no such file or one the actor may not read;
    /// [`DocumentsError::Forbidden`] for someone else's; [`DocumentsError::FileInUse`] while a
    /// document names it.
    pub async fn delete_file(&self, id: i64, actor: &Actor) -> Result<()> {
        let file = self
            .readable_files(&[id], actor.user_id, None)
            .await?
            .pop()
            .ok_or(DocumentsError::NotFound)?;
        if file.owner_id != actor.user_id {
            return Err(DocumentsError::Forbidden);
        }
        if self.store.remove_orphans(&[id]).await?.is_empty() {
            return Err(DocumentsError::FileInUse);
        }
        tracing::info!(id, name = %file.name, by = %actor.nickname, "file deleted");
        self.delete_bytes(std::slice::from_ref(&file)).await;
        Ok(())
    }

    /// Deletes the files no document names (trash included) uploaded more than
    /// [`ORPHAN_HOURS`] before `now`: uploads never attached, and files whose documents were
    /// purged from the trash. Answers how many; none without a file store.
    ///
    /// # Errors
    /// When the database fails (the bytes that cannot be deleted are logged and left).
    pub async fn purge_orphan_files(&self, now: DateTime<Utc>) -> Result<u64> {
        if self.files.is_none() {
            return Ok(0);
        }
        let orphans = self
            .store
            .orphan_files(now - chrono::TimeDelta::hours(ORPHAN_HOURS))
            .await?;
        let ids: Vec<i64> = orphans.iter().map(|f| f.id).collect();
        let gone = self.store.remove_orphans(&ids).await?;
        let gone: Vec<StoredFile> = orphans
            .into_iter()
            .filter(|f| gone.contains(&f.id))
            .collect();
        self.delete_bytes(&gone).await;
        if !gone.is_empty() {
            tracing::info!(purged = gone.len(), "files no document names purged");
        }
        Ok(gone.len() as u64)
    }

    /// Deletes the bytes and thumbnails of `files`, whose records are gone; what fails is logged
    /// (bytes without a record are never served, only kept).
    async fn delete_bytes(&self, files: &[StoredFile]) {
        let Ok(objects) = self.objects() else { return };
        for f in files {
            for thumbnail in [false, true] {
                if thumbnail && f.pixels.is_none() {
                    continue;
                }
                match objects.delete(&f.path(thumbnail)).await {
                    Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                    Err(e) => {
                        tracing::warn!(id = f.id, error = %e, "deleting a file's bytes failed");
                    }
                }
            }
        }
    }

    /// File `id` (or its thumbnail) for `viewer`: its record and its bytes as a stream, for whoever
    /// may read it ([`readable_files`](Self::readable_files)).
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for no such file, one the viewer may not read, or a thumbnail
    /// of a file that has none; [`DocumentsError::Files`] when the object store fails.
    pub async fn read_file(
        &self,
        id: i64,
        thumbnail: bool,
        viewer: i64,
    ) -> Result<(StoredFile, ByteStream)> {
        let objects = self.objects()?.clone();
        let file = self
            .readable_files(&[id], viewer, None)
            .await?
            .pop()
            .ok_or(DocumentsError::NotFound)?;
        if thumbnail && file.pixels.is_none() {
            return Err(DocumentsError::NotFound);
        }
        let got = objects
            .get(&file.path(thumbnail))
            .await
            .map_err(|e| match e {
                object_store::Error::NotFound { .. } => DocumentsError::Files(format!(
                    "file {id}: its bytes are missing from the object store"
                )),
                e => storage(e),
            })?;
        let stream = got.into_stream().map(|r| r.map_err(storage)).boxed();
        Ok((file, stream))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_their_path_and_control_characters() {
        assert_eq!(clean_name("C:\\photos\\flood.jpg"), "flood.jpg");
        assert_eq!(clean_name("../../etc/passwd"), "passwd");
        assert_eq!(clean_name("a\u{0}b\nc.txt"), "abc.txt");
        assert_eq!(clean_name("  "), "file");
        assert_eq!(clean_name(&"x".repeat(300)).chars().count(), 255);
    }

    #[test]
    fn types_are_kept_only_when_they_read_as_types() {
        assert_eq!(clean_type("application/PDF; charset=x"), "application/pdf");
        assert_eq!(clean_type("text/html"), "text/html");
        assert_eq!(clean_type("nonsense"), "application/octet-stream");
        assert_eq!(clean_type("a/b c"), "application/octet-stream");
        assert_eq!(clean_type(""), "application/octet-stream");
    }

    #[test]
    fn a_thumbnail_keeps_the_aspect_and_fits_the_edge() {
        let img = image::RgbImage::from_pixel(1280, 720, image::Rgb([200, 30, 30]));
        let mut png = Vec::new();
        image::DynamicImage::ImageRgb8(img)
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let (jpeg, pixels) = thumbnail(&png).unwrap();
        assert_eq!(pixels, (1280, 720));
        let small = image::load_from_memory(&jpeg).unwrap();
        assert_eq!((small.width(), small.height()), (320, 180));
        assert!(thumbnail(b"\x89PNG\r\n\x1a\nnot really").is_none());
    }
}
