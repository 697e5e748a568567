//! Files on S3 (docs/adr/0003-documents.md, "Files"; issue 13: "S3 in the distributed mode, tested
//! against an S3-compatible server that the test starts on loopback"): the documents service's
//! uploads and reads through `object_store`'s S3 client against moto, a real S3 server speaking the
//! S3 wire protocol (signed requests, multipart uploads). The REST routes are tested in both modes
//! in `services/newsroom/tests/api/files.rs`.

use std::sync::Arc;

use bytes::Bytes;
use futures::StreamExt;
use newsroom_documents::DocumentService;
use newsroom_documents::files::{ByteStream, FileMeta};
use newsroom_documents::service::{Actor, DocumentsError};
use newsroom_documents::store::SeaStore;
use newsroom_test_support::s3::S3Server;
use object_store::ObjectStore;

async fn service(s3: &S3Server) -> (DocumentService<SeaStore>, Arc<dyn ObjectStore>) {
    // Signed requests, as against any S3; moto accepts any key.
    let objects = newsroom_documents::files::s3(
        &s3.bucket,
        Some(&s3.endpoint),
        "us-east-1",
        Some(("newsroom-test", "newsroom-test-secret")),
    )
    .unwrap();
    let dir = std::env::temp_dir().join(format!("newsroom-s3-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    // The other services are never called by files: lazy transports that never connect.
    let nowhere = || newsroom_proto::transport::remote("http://127.0.0.1:9").unwrap();
    let svc = newsroom_documents::open(
        &format!("sqlite://{}?mode=rwc", dir.join("documents.db").display()),
        nowhere(),
        nowhere(),
        Arc::new(newsroom_bus::InProcessBus::default()),
    )
    .await
    .unwrap()
    .with_files(objects.clone());
    (svc, objects)
}

/// `bytes` in chunks of `size`, as a request body arrives.
fn chunks(bytes: Vec<u8>, size: usize) -> ByteStream {
    let parts: Vec<Result<Bytes, DocumentsError>> = bytes
        .chunks(size)
        .map(|c| Ok(Bytes::copy_from_slice(c)))
        .collect();
    futures::stream::iter(parts).boxed()
}

async fn read_all(mut s: ByteStream) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(c) = s.next().await {
        out.extend_from_slice(&c.unwrap());
    }
    out
}

async fn keys(objects: &Arc<dyn ObjectStore>) -> Vec<String> {
    let mut keys: Vec<String> = objects
        .list(None)
        .map(|m| m.unwrap().location.to_string())
        .collect()
        .await;
    keys.sort();
    keys
}

fn meta(name: &str, kind: &str) -> FileMeta {
    FileMeta {
        name: name.into(),
        content_type: kind.into(),
    }
}

#[tokio::test]
async fn files_live_in_s3() {
    let s3 = S3Server::start();
    let (svc, objects) = service(&s3).await;
    let reporter = Actor {
        user_id: 4,
        nickname: "reporter".into(),
    };

    // A photo: the file and its thumbnail, two objects.
    let img = image::RgbImage::from_pixel(800, 600, image::Rgb([10, 120, 60]));
    let mut photo = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(
            &mut std::io::Cursor::new(&mut photo),
            image::ImageFormat::Png,
        )
        .unwrap();
    let kept = svc
        .upload_file(
            meta("field.png", "image/png"),
            &reporter,
            chunks(photo.clone(), 4096),
        )
        .await
        .unwrap();
    assert_eq!(kept.pixels, Some((800, 600)));
    let (file, bytes) = svc.read_file(kept.id, false, 4).await.unwrap();
    assert_eq!(file.content_type, "image/png");
    assert_eq!(read_all(bytes).await, photo);
    let (_, thumb) = svc.read_file(kept.id, true, 4).await.unwrap();
    let thumb = image::load_from_memory(&read_all(thumb).await).unwrap();
    assert_eq!((thumb.width(), thumb.height()), (320, 240));
    assert_eq!(
        keys(&objects).await,
        vec![
            format!("files/{}", kept.key),
            format!("thumbnails/{}", kept.key)
        ]
    );

    // A clip of 12 MB: written to S3 in parts (a multipart upload) as it arrives, read back whole.
    let clip: Vec<u8> = (0..12 * 1024 * 1024).map(|i| (i % 251) as u8).collect();
    let big = svc
        .upload_file(
            meta("clip.mp4", "video/mp4"),
            &reporter,
            chunks(clip.clone(), 64 * 1024),
        )
        .await
        .unwrap();
    assert_eq!(
        (big.size, big.content_type.as_str()),
        (clip.len() as i64, "video/mp4")
    );
    let (_, bytes) = svc.read_file(big.id, false, 4).await.unwrap();
    assert_eq!(read_all(bytes).await, clip);
    let before = keys(&objects).await;
    assert_eq!(before.len(), 3);

    // Refused or broken uploads leave nothing: a photo past 10 MB, and a clip whose body fails
    // after 6 MB (a part already sent to S3; the multipart upload is aborted).
    let mut huge = photo.clone();
    huge.resize(10 * 1024 * 1024 + 1, 0);
    let e = svc
        .upload_file(
            meta("huge.png", "image/png"),
            &reporter,
            chunks(huge, 64 * 1024),
        )
        .await
        .unwrap_err();
    assert!(matches!(e, DocumentsError::FileTooLarge), "{e:?}");
    let broken = futures::stream::iter(
        (0..96)
            .map(|_| Ok(Bytes::from(vec![7u8; 64 * 1024])))
            .chain(std::iter::once(Err(DocumentsError::Unavailable(
                "the client went away".into(),
            )))),
    )
    .boxed();
    let e = svc
        .upload_file(meta("cut.mp4", "video/mp4"), &reporter, broken)
        .await
        .unwrap_err();
    assert!(matches!(e, DocumentsError::Unavailable(_)), "{e:?}");
    assert_eq!(
        keys(&objects).await,
        before,
        "nothing left of the refused uploads"
    );

    // Someone else without MEDIA read: not found.
    assert!(matches!(
        svc.read_file(kept.id, false, 99).await.map(|_| ()),
        Err(DocumentsError::NotFound)
    ));
}
