//! Files (web.md section 7, "Files"; section 9, "Image upload: 10 MB"; docs/adr/0003-documents.md,
//! "Files"): uploads through the gateway's multipart routes to the documents service's object store
//! (a directory in both modes here; S3 in `services/documents/tests/s3.rs`), thumbnails, who reads a
//! file, and the refusals.

use serde_json::Value;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

/// A multipart/form-data body of `parts` (field, file name, content type, bytes).
fn multipart(parts: &[(&str, &str, &str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "newsroom-test-boundary-7d1f";
    let mut body = Vec::new();
    for (field, name, kind, bytes) in parts {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{name}\"\r\nContent-Type: {kind}\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn upload(
    app: &TestApp,
    token: &str,
    path: &str,
    parts: &[(&str, &str, &str, &[u8])],
) -> (u16, Value) {
    let (kind, body) = multipart(parts);
    let res = reqwest::Client::new()
        .post(app.url(path))
        .bearer_auth(token)
        .header("content-type", kind)
        .body(body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// A `width` x `height` PNG of one colour.
fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([20, 90, 200]));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

async fn fetch(app: &TestApp, token: &str, path: &str) -> reqwest::Response {
    reqwest::Client::new()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

/// A reporter uploads a photo from the field: kept as a PNG with its size in pixels, read back byte
/// for byte, with a JPEG thumbnail that fits 320 px; another file is kept as its type but sent as
/// an attachment; who may read each.
async fn files_are_uploaded_read_and_guarded(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let reporter = app.login("reporter").await;
    let producer = app.login("producer").await;
    let viewer = app.login("viewer").await;
    let photo = png(1600, 900);
    // A browser may say anything of a photo's type: its bytes decide.
    let (status, file) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[(
            "file",
            "C:\\DCIM\\flood 01.png",
            "application/octet-stream",
            &photo,
        )],
    )
    .await;
    assert_eq!(status, 201, "{file}");
    assert_eq!(
        (
            &file["name"],
            &file["contentType"],
            &file["size"],
            &file["width"],
            &file["height"]
        ),
        (
            &Value::from("flood 01.png"),
            &Value::from("image/png"),
            &Value::from(photo.len()),
            &Value::from(1600),
            &Value::from(900)
        )
    );
    let id = file["id"].as_i64().unwrap();
    assert_eq!(file["url"], Value::from(format!("/api/files/{id}")));
    assert_eq!(
        file["thumbnailUrl"],
        Value::from(format!("/api/files/{id}/thumbnail"))
    );

    let res = fetch(&app, &reporter, &format!("/api/files/{id}")).await;
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.headers()["content-type"], "image/png");
    assert_eq!(res.headers()["x-content-type-options"], "nosniff");
    assert_eq!(res.bytes().await.unwrap().as_ref(), photo.as_slice());
    let res = fetch(&app, &producer, &format!("/api/files/{id}/thumbnail")).await;
    assert_eq!(res.status().as_u16(), 200, "MEDIA read reads it");
    assert_eq!(res.headers()["content-type"], "image/jpeg");
    let thumb = image::load_from_memory(&res.bytes().await.unwrap()).unwrap();
    assert_eq!((thumb.width(), thumb.height()), (320, 180));
    // Without MEDIA read, someone else's file does not exist.
    for path in [
        format!("/api/files/{id}"),
        format!("/api/files/{id}/thumbnail"),
    ] {
        assert_eq!(fetch(&app, &viewer, &path).await.status().as_u16(), 404);
    }

    // Any other file: kept as its declared type, sent as an attachment never rendered in place;
    // no thumbnail.
    let page = b"<script>alert(1)</script>";
    let (status, several) = upload(
        &app,
        &producer,
        "/api/files/multiple",
        &[
            ("files", "../../notes.html", "text/html", page),
            ("files", "rundown.pdf", "application/pdf", b"%PDF-1.4 small"),
        ],
    )
    .await;
    assert_eq!(status, 201, "{several}");
    let names: Vec<&str> = several
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["notes.html", "rundown.pdf"]);
    assert_eq!(several[0]["thumbnailUrl"], Value::Null);
    let html = several[0]["id"].as_i64().unwrap();
    let res = fetch(&app, &producer, &format!("/api/files/{html}")).await;
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.headers()["content-type"], "text/html");
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"notes.html\""),
        "{:?}",
        res.headers()
    );
    assert!(
        res.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("sandbox")
    );
    assert_eq!(res.bytes().await.unwrap().as_ref(), page);
    assert_eq!(
        fetch(&app, &producer, &format!("/api/files/{html}/thumbnail"))
            .await
            .status()
            .as_u16(),
        404,
        "no thumbnail of a page"
    );
    assert_eq!(
        fetch(&app, &producer, "/api/files/999999999")
            .await
            .status()
            .as_u16(),
        404
    );
    // The viewer may not upload.
    let (status, _) = upload(
        &app,
        &viewer,
        "/api/files/single",
        &[("file", "a.txt", "text/plain", b"x")],
    )
    .await;
    assert_eq!(status, 403);
    app.stop().await;
}

/// Refusals: an image of another type, a photo past 10 MB, an empty file, no file at all; each a
/// clear 4xx, and the files kept before stay readable.
async fn bad_files_are_refused(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let reporter = app.login("reporter").await;
    let (status, kept) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "a.png", "image/png", &png(40, 30))],
    )
    .await;
    assert_eq!(status, 201, "{kept}");

    let gif = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;";
    let (status, e) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "a.gif", "image/gif", gif)],
    )
    .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(e["fields"]["file"]["code"], "image_type", "{e}");

    // A PNG signature and 10 MB and one byte more.
    let mut big = png(8, 8);
    big.resize(10 * 1024 * 1024 + 1, 0);
    let (status, e) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "huge.png", "image/png", &big)],
    )
    .await;
    assert_eq!(status, 413, "{e}");
    assert_eq!(e["code"], "file_too_large");
    assert_eq!(
        e["message"],
        "Failed to upload the file: it is larger than the limit (images 10 MB, other files 100 MB)."
    );

    let (status, e) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "empty.txt", "text/plain", b"")],
    )
    .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(e["fields"]["file"]["code"], "required");
    let (status, e) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("other", "a.txt", "text/plain", b"x")],
    )
    .await;
    assert_eq!(status, 422, "{e}");

    let res = fetch(&app, &reporter, kept["url"].as_str().unwrap()).await;
    assert_eq!(
        res.status().as_u16(),
        200,
        "the file kept before is still there"
    );
    app.stop().await;
}

/// Files attached to documents (docs/adr/0003-documents.md, "Attachments"): a reportage names its
/// files; whoever may see it reads them (records through `GET /api/files?ids=`, bytes, thumbnail)
/// though they may not read the media; a private document's files stay its readers'; a file the
/// author may not read cannot be attached (nor an unknown one), so attaching never opens a file to
/// anyone new; the trash closes them again.
async fn attached_files_are_read_through_their_document(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let viewer = app.login("viewer").await;
    let photo = png(800, 600);
    let (status, p) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "bridge.png", "image/png", &photo)],
    )
    .await;
    assert_eq!(status, 201, "{p}");
    let (status, d) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[(
            "file",
            "release.pdf",
            "application/pdf",
            b"%PDF-1.4 release",
        )],
    )
    .await;
    assert_eq!(status, 201, "{d}");
    let (p, d) = (p["id"].as_i64().unwrap(), d["id"].as_i64().unwrap());
    let ids = |a: &Value| -> Vec<i64> {
        a.as_array()
            .unwrap()
            .iter()
            .map(|f| f["id"].as_i64().unwrap())
            .collect()
    };

    // Not the viewer's yet: no MEDIA read, not theirs, attached to nothing.
    let (status, list) = app.get(&viewer, &format!("/api/files?ids={p},{d}")).await;
    assert_eq!((status, ids(&list)), (200, vec![]), "{list}");
    assert_eq!(
        fetch(&app, &viewer, &format!("/api/files/{p}"))
            .await
            .status()
            .as_u16(),
        404
    );

    // The reporter attaches both to a reportage the viewer may see.
    let body = serde_json::json!({"slug": "BRIDGE CLOSED", "date": "2031-11-03", "programIds": [1],
        "attachmentIds": [d, p]});
    let (status, r) = app
        .send(
            reqwest::Method::POST,
            &reporter,
            "/api/reportages",
            body.clone(),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(r["attachmentIds"], serde_json::json!([d, p]));
    let reportage = r["id"].as_i64().unwrap();
    let (status, list) = app
        .get(&viewer, &format!("/api/files?ids={p},{d},999999"))
        .await;
    assert_eq!(
        (status, ids(&list)),
        (200, vec![p, d]),
        "in the order asked: {list}"
    );
    assert_eq!(list[1]["name"], "release.pdf");
    let res = fetch(&app, &viewer, &format!("/api/files/{p}")).await;
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.bytes().await.unwrap().as_ref(), photo.as_slice());
    assert_eq!(
        fetch(&app, &viewer, &format!("/api/files/{p}/thumbnail"))
            .await
            .status()
            .as_u16(),
        200
    );

    // A writer who may not read the media attaches only the files they may read: the reporter's
    // files through the reportage (they see it), not a file of their own they never had.
    let desk = app
        .create_group(
            &admin,
            "Desk without media",
            serde_json::json!({"NEWS_REPORT": "WRITE"}),
        )
        .await;
    app.create_user(&admin, "deskhand", &[desk]).await;
    let deskhand = app.first_access("deskhand", "Desk-hand-pass-1").await;
    let (status, other) = upload(
        &app,
        &admin,
        "/api/files/single",
        &[(
            "file",
            "salaries.pdf",
            "application/pdf",
            b"%PDF-1.4 secret",
        )],
    )
    .await;
    assert_eq!(status, 201, "{other}");
    let other = other["id"].as_i64().unwrap();
    for bad in [other, 999_999_999] {
        let (status, e) = app
            .send(reqwest::Method::POST, &deskhand, "/api/reportages",
                serde_json::json!({"slug": "TRY", "date": "2031-11-03", "programIds": [1], "attachmentIds": [p, bad]}))
            .await;
        assert_eq!(
            (status, &e["fields"]["attachmentIds"]["code"]),
            (422, &Value::from("unknown_value")),
            "{e}"
        );
        assert_eq!(
            e["fields"]["attachmentIds"]["params"]["value"],
            Value::from(bad),
            "{e}"
        );
    }
    let (status, e) = app
        .send(reqwest::Method::POST, &deskhand, "/api/reportages",
            serde_json::json!({"slug": "TRY", "date": "2031-11-03", "programIds": [1], "attachmentIds": [p, p]}))
        .await;
    assert_eq!(
        (status, &e["fields"]["attachmentIds"]["code"]),
        (422, &Value::from("duplicate")),
        "{e}"
    );
    let (status, mine) = app
        .send(reqwest::Method::POST, &deskhand, "/api/reportages",
            serde_json::json!({"slug": "BRIDGE FOLLOW-UP", "date": "2031-11-04", "programIds": [1], "attachmentIds": [p]}))
        .await;
    assert_eq!(status, 201, "{mine}");
    assert_eq!(
        fetch(&app, &deskhand, &format!("/api/files/{other}"))
            .await
            .status()
            .as_u16(),
        404
    );

    // A private document's files are its readers' only; the trash closes them.
    let (status, tip) = upload(
        &app,
        &reporter,
        "/api/files/single",
        &[("file", "source.txt", "text/plain", b"call after 6")],
    )
    .await;
    assert_eq!(status, 201, "{tip}");
    let tip = tip["id"].as_i64().unwrap();
    let (status, r) = app
        .send(reqwest::Method::POST, &reporter, "/api/reportages",
            serde_json::json!({"slug": "SOURCE", "date": "2031-11-03", "programIds": [1], "private": true, "attachmentIds": [tip]}))
        .await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(
        fetch(&app, &viewer, &format!("/api/files/{tip}"))
            .await
            .status()
            .as_u16(),
        404
    );
    let (status, _) = app
        .send(
            reqwest::Method::DELETE,
            &reporter,
            &format!("/api/reportages?ids={reportage},{}", mine["id"]),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        fetch(&app, &viewer, &format!("/api/files/{p}"))
            .await
            .status()
            .as_u16(),
        404,
        "in the trash, closed"
    );
    assert_eq!(
        fetch(&app, &reporter, &format!("/api/files/{p}"))
            .await
            .status()
            .as_u16(),
        200,
        "still its uploader's"
    );
    app.stop().await;
}

/// An uploader deletes a file no document names (bytes and thumbnail go); a file a document
/// attaches, trash included, stays until detached; someone else's file is not theirs to delete.
async fn unwanted_files_are_deleted_by_their_uploader(mode: Mode) {
    use reqwest::Method;
    use serde_json::json;

    let app = TestApp::spawn(mode).await;
    let reporter = app.login("reporter").await;
    let producer = app.login("producer").await;
    let viewer = app.login("viewer").await;
    let photo = png(40, 30);
    let up = async |name: &str| {
        let (status, f) = upload(
            &app,
            &reporter,
            "/api/files/single",
            &[("file", name, "image/png", &photo)],
        )
        .await;
        assert_eq!(status, 201, "{f}");
        f["id"].as_i64().unwrap()
    };
    let (loose, kept) = (up("loose.png").await, up("kept.png").await);

    // Someone else's: the producer (MEDIA write, so MEDIA read) sees it and may not delete it; the
    // viewer (no MEDIA write) may not delete at all.
    let (status, e) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/files/{loose}"),
            Value::Null,
        )
        .await;
    assert_eq!((status, &e["code"]), (403, &json!("forbidden")), "{e}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &viewer,
            &format!("/api/files/{loose}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 403);

    // The uploader deletes the loose one: its bytes and thumbnail are gone.
    let (status, e) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/files/{loose}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204, "{e}");
    for path in [
        format!("/api/files/{loose}"),
        format!("/api/files/{loose}/thumbnail"),
    ] {
        assert_eq!(
            fetch(&app, &reporter, &path).await.status().as_u16(),
            404,
            "{path}"
        );
    }
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/files/{loose}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 404, "gone");

    // Attached to a reportage, even one in the trash, it stays.
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "KEPT PHOTO", "date": "2031-11-04", "programIds": [1],
                   "attachmentIds": [kept]}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/reportages?ids={}", r["id"]),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, e) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/files/{kept}"),
            Value::Null,
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("file_in_use")), "{e}");
    assert_eq!(
        fetch(&app, &reporter, &format!("/api/files/{kept}"))
            .await
            .bytes()
            .await
            .unwrap()
            .as_ref(),
        photo.as_slice(),
        "nothing of it lost"
    );
    app.stop().await;
}

both_modes!(
    files_are_uploaded_read_and_guarded,
    bad_files_are_refused,
    attached_files_are_read_through_their_document,
    unwanted_files_are_deleted_by_their_uploader
);
