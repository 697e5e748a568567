//! The mail server (issue 10; web.md section 2, "mail server"), against a real SMTP server (aiosmtpd,
//! started by the test): the settings are checked field by field, the password is sealed at rest and
//! never returned, a test mail arrives with its headers and envelope, and a refused login and a server
//! that is down are told apart in the server's own words.

use newsroom_test_support::smtp::SmtpServer;
use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

fn settings(port: u16, password: Option<&str>) -> Value {
    let mut s = json!({"host": "127.0.0.1", "port": port, "security": "NONE", "username": "newsroom",
                       "sender": "desk@tvnorte.example", "senderName": "TV Norte Desk"});
    if let Some(p) = password {
        s["password"] = json!(p);
    }
    s
}

async fn test_mail(app: &TestApp, admin: &str) -> Value {
    let (status, r) = app
        .send(
            Method::POST,
            admin,
            "/api/mail/test",
            json!({"to": "editor@tvnorte.example"}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    r
}

/// Every file of the embedded data directory, as bytes (the SQLite database and its journal).
fn data_bytes(dir: &std::path::Path) -> Vec<u8> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        if entry.path().is_file() {
            all.extend(std::fs::read(entry.path()).unwrap_or_default());
        }
    }
    all
}

async fn the_mail_server_sends_a_test_mail(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let smtp = SmtpServer::start(Some(("newsroom", "s3cret-smtp-pass")));

    let (status, m) = app.get(&admin, "/api/mail/config").await;
    assert_eq!((status, &m["configured"]), (200, &json!(false)), "{m}");
    assert_eq!(test_mail(&app, &admin).await["outcome"], "NOT_CONFIGURED");
    assert_eq!(app.get(&producer, "/api/mail/config").await.0, 403);

    // Every field is checked; nothing is saved.
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/mail/config",
            json!({"host": "", "port": 0, "security": "SSL", "username": "newsroom",
                   "sender": "not an address"}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    let f = &body["fields"];
    assert_eq!(
        (
            &f["host"]["code"],
            &f["port"]["code"],
            &f["security"]["code"],
            &f["sender"]["code"],
            &f["password"]["code"]
        ),
        (
            &json!("required"),
            &json!("range"),
            &json!("one_of"),
            &json!("email"),
            &json!("required")
        )
    );
    assert_eq!(
        app.get(&admin, "/api/mail/config").await.1["configured"],
        false
    );

    let (status, saved) = app
        .send(
            Method::PUT,
            &admin,
            "/api/mail/config",
            settings(smtp.port, Some("s3cret-smtp-pass")),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        (
            &saved["configured"],
            &saved["passwordSet"],
            &saved["security"],
            &saved["verifyCertificate"]
        ),
        (&json!(true), &json!(true), &json!("NONE"), &json!(true))
    );
    assert!(saved.get("password").is_none(), "{saved}");
    if let Some(dir) = &app.data_dir {
        let bytes = data_bytes(dir);
        assert!(
            !bytes.windows(16).any(|w| w == b"s3cret-smtp-pass"),
            "the mail password is stored in clear"
        );
    }

    // The test mail arrives, logged in, with its headers.
    let r = test_mail(&app, &admin).await;
    assert_eq!(r["outcome"], "SENT", "{r}");
    assert!(r["detail"].as_str().unwrap().starts_with("250"), "{r}");
    let got = smtp.wait_for(1, std::time::Duration::from_secs(5));
    assert_eq!(got.len(), 1);
    let mail = &got[0];
    assert!(mail.authenticated);
    assert_eq!(mail.mail_from, "desk@tvnorte.example");
    assert_eq!(mail.rcpt_tos, ["editor@tvnorte.example"]);
    let header = |name: &str| {
        mail.raw
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .unwrap_or_else(|| panic!("no {name} header in {}", mail.raw))
            .to_owned()
    };
    assert_eq!(header("From"), "\"TV Norte Desk\" <desk@tvnorte.example>");
    assert_eq!(header("To"), "editor@tvnorte.example");
    assert_eq!(header("Subject"), "Newsroom: test mail");
    assert!(header("Message-ID").starts_with('<'));
    assert!(!header("Date").is_empty());
    assert!(mail.raw.contains("This is a test mail from Newsroom."));

    // Saved again without a password: the stored one is kept.
    let (status, kept) = app
        .send(
            Method::PUT,
            &admin,
            "/api/mail/config",
            settings(smtp.port, None),
        )
        .await;
    assert_eq!((status, &kept["passwordSet"]), (200, &json!(true)));
    assert_eq!(test_mail(&app, &admin).await["outcome"], "SENT");

    // A wrong password: the server's refusal, in its words.
    app.send(
        Method::PUT,
        &admin,
        "/api/mail/config",
        settings(smtp.port, Some("wrong")),
    )
    .await;
    let r = test_mail(&app, &admin).await;
    assert_eq!(r["outcome"], "LOGIN_REFUSED", "{r}");
    assert!(r["detail"].as_str().unwrap().contains("535"), "{r}");
    assert_eq!(smtp.received().len(), 2);

    // The server down: unreachable.
    let port = smtp.port;
    drop(smtp);
    app.send(
        Method::PUT,
        &admin,
        "/api/mail/config",
        settings(port, Some("s3cret-smtp-pass")),
    )
    .await;
    let r = test_mail(&app, &admin).await;
    assert_eq!(r["outcome"], "UNREACHABLE", "{r}");
    assert!(!r["detail"].as_str().unwrap().is_empty());
    app.stop().await;
}

both_modes!(the_mail_server_sends_a_test_mail);
