//! Story edit locks: take, see the holder, two tabs, take over (told at once on the websocket), saves
//! refused after losing the lock, release, logout.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, story_ids};
use crate::stomp::Client;

/// The next lock event `event` of the editor instance with tag `holder` (the `holder` of its take
/// answer) on the topic, skipping the others. In distributed mode tests running side by side share
/// NATS and their rundown ids: each session's tags are its own, which keeps another test's lock events
/// out.
pub async fn next_lock_event(c: &mut Client, event: &str, holder: &str) -> Value {
    loop {
        let f = c.next().await.expect("a message");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        if v["event"] == event && v["data"]["holder"] == holder {
            return v;
        }
    }
}

/// The holder tag of a take answer (a lock, or a story document with its lock).
pub fn holder_of(lock: &Value) -> String {
    let tag = lock["holder"].as_str().expect("a holder tag");
    assert_eq!(tag.len(), 32, "an opaque tag: {lock}");
    tag.to_owned()
}

/// The editor and the producer logged in, the first story of the demo rundown, and the producer's
/// websocket subscribed to that rundown's topic.
struct Scene {
    editor: String,
    producer: String,
    story: i64,
    doc: String,
    watcher: Client,
}

impl Scene {
    async fn new(app: &TestApp) -> Scene {
        let editor = app.login("editor").await;
        let producer = app.login("producer").await;
        let r = app.demo_rundown(&producer).await;
        let story = story_ids(&r["blocks"][0])[0];
        let mut watcher = Client::connect(app, &producer).await;
        watcher
            .send(&format!(
                "SUBSCRIBE\nid:w\ndestination:/topic/rundowns/{}\nreceipt:r\n\n\0",
                r["id"]
            ))
            .await;
        watcher.next().await.unwrap();
        Scene {
            editor,
            producer,
            story,
            doc: format!("/api/stories/{story}"),
            watcher,
        }
    }
}

async fn locks_with_take_over(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let Scene {
        editor,
        producer,
        story,
        doc,
        mut watcher,
    } = Scene::new(&app).await;
    let text = |uuid: &str, words: &str| json!({"script": [{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": words}]}]}], "lockUuid": uuid});

    // The editor opens the story for editing: the lock is theirs, and everyone is told.
    let (status, d) = app
        .get(&editor, &format!("{doc}?lock=true&uuid=tab-1"))
        .await;
    assert_eq!(status, 200, "{d}");
    assert_eq!(d["lock"]["nickname"], "editor");
    let tab1 = holder_of(&d["lock"]);
    let ev = next_lock_event(&mut watcher, "lock", &tab1).await;
    assert_eq!(
        (
            ev["data"]["storyId"].as_i64(),
            ev["data"]["locked"].as_bool()
        ),
        (Some(story), Some(true))
    );
    assert!(ev["timing"].is_null(), "lock events change no figure");

    // Others see the holder and cannot take it; a second tab of the same user cannot either.
    let (status, body) = app
        .get(&producer, &format!("{doc}?lock=true&uuid=tab-9"))
        .await;
    assert_eq!((status, body["code"].as_str()), (409, Some("locked")));
    assert_eq!(
        app.get(&producer, &doc).await.1["lock"]["nickname"],
        "editor"
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            &format!("/api/locks/{story}"),
            json!({"uuid": "tab-2"}),
        )
        .await;
    assert_eq!(status, 409);
    // Renewing from the holding tab keeps the lock and its start.
    let (status, renewed) = app
        .send(
            Method::PUT,
            &editor,
            &format!("/api/locks/{story}"),
            json!({"uuid": "tab-1"}),
        )
        .await;
    assert_eq!((status, &renewed["since"]), (200, &d["lock"]["since"]));

    // A save from another editor instance is refused and changes nothing.
    let (status, body) = app
        .send(
            Method::PUT,
            &producer,
            &format!("{doc}/text"),
            text("tab-9", "overwrite"),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (409, Some("lock_lost")));
    assert_eq!(body["message"], "Edit lock lost or revoked.");
    assert_eq!(
        app.send(
            Method::PUT,
            &editor,
            &format!("{doc}/text"),
            text("tab-1", "first draft")
        )
        .await
        .0,
        200
    );

    // Take-over: the producer takes it; the editor is told at once and can no longer save.
    let (status, l) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/locks/{story}/take_over"),
            json!({"uuid": "tab-9"}),
        )
        .await;
    assert_eq!((status, l["nickname"].as_str()), (200, Some("producer")));
    let tab9 = holder_of(&l);
    assert_ne!(tab9, tab1);
    let ev = next_lock_event(&mut watcher, "take_over", &tab9).await;
    assert_eq!(ev["data"]["nickname"], "producer");
    let (status, body) = app
        .send(
            Method::PUT,
            &editor,
            &format!("{doc}/text"),
            text("tab-1", "lost words"),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (409, Some("lock_lost")));
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            &format!("{doc}/text"),
            text("tab-9", "second draft")
        )
        .await
        .0,
        200
    );
    assert_eq!(
        app.get(&editor, &doc).await.1["revision"],
        2,
        "the lost save made no revision"
    );

    // Release: only the holding tab can; then the lock is gone.
    assert_eq!(
        app.send(
            Method::DELETE,
            &editor,
            &format!("/api/locks/{story}?uuid=tab-1"),
            Value::Null
        )
        .await
        .0,
        204
    );
    assert_eq!(
        app.get(&producer, "/api/locks")
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        app.send(
            Method::DELETE,
            &producer,
            &format!("/api/locks/{story}?uuid=tab-9"),
            Value::Null
        )
        .await
        .0,
        204
    );
    assert_eq!(app.get(&producer, "/api/locks").await.1, json!([]));
    let ev = next_lock_event(&mut watcher, "unlock", &tab9).await;
    assert_eq!(
        (
            ev["data"]["storyId"].as_i64(),
            ev["data"]["locked"].as_bool()
        ),
        (Some(story), Some(false))
    );
    // A renewal that arrives after the release (the tab closed while it was on the wire) takes nothing.
    let (status, body) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/locks/{story}"),
            json!({"uuid": "tab-9", "renew": true}),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (409, Some("lock_lost")));
    assert_eq!(app.get(&producer, "/api/locks").await.1, json!([]));

    // A logout frees its session's locks; a viewer may not lock.
    assert_eq!(
        app.get(&editor, &format!("{doc}?lock=true&uuid=tab-3"))
            .await
            .0,
        200
    );
    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&editor)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(app.get(&producer, "/api/locks").await.1, json!([]));
    let viewer = app.login("viewer").await;
    assert_eq!(
        app.get(&viewer, &format!("{doc}?lock=true&uuid=v")).await.0,
        403
    );
    app.stop().await;
}

both_modes!(locks_with_take_over);

/// A lock nobody renews expires after the TTL: everyone is told with the `unlock` a release sends, and
/// another editor can take it; a lock renewed at a third of its TTL stays.
async fn locks_expire_unless_renewed(mode: Mode) {
    let ttl = std::time::Duration::from_secs(2);
    let app = TestApp::spawn_with_lock_ttl(mode, ttl).await;
    let Scene {
        editor,
        producer,
        story,
        doc,
        mut watcher,
    } = Scene::new(&app).await;
    let run = uuid::Uuid::new_v4().simple().to_string();
    let (left, kept) = (format!("left-{run}"), format!("kept-{run}"));

    // The editor opens the story and leaves without a release: the client is told the TTL.
    let asked = std::time::Instant::now();
    let (status, d) = app
        .get(&editor, &format!("{doc}?lock=true&uuid={left}"))
        .await;
    assert_eq!(
        (status, d["lock"]["ttl"].as_str()),
        (200, Some("PT2S")),
        "{d}"
    );
    let left_tag = holder_of(&d["lock"]);
    next_lock_event(&mut watcher, "lock", &left_tag).await;
    let ev = tokio::time::timeout(ttl * 4, next_lock_event(&mut watcher, "unlock", &left_tag))
        .await
        .expect("an unlock event once the lock expired");
    assert!(asked.elapsed() >= ttl, "not before the TTL");
    assert_eq!(
        (
            ev["data"]["storyId"].as_i64(),
            ev["data"]["holder"].as_str(),
            ev["data"]["locked"].as_bool()
        ),
        (Some(story), Some(left_tag.as_str()), Some(false))
    );
    assert!(ev["timing"].is_null());
    assert_eq!(app.get(&producer, "/api/locks").await.1, json!([]));
    assert!(app.get(&producer, &doc).await.1["lock"].is_null());

    // Someone else can take it now; renewed at a third of the TTL, it outlives twice the TTL.
    let (status, l) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/locks/{story}"),
            json!({"uuid": kept}),
        )
        .await;
    assert_eq!((status, l["ttl"].as_str()), (200, Some("PT2S")), "{l}");
    let kept_tag = holder_of(&l);
    next_lock_event(&mut watcher, "lock", &kept_tag).await;
    let renewing = async {
        loop {
            tokio::time::sleep(ttl / 3).await;
            let (status, _) = app
                .send(
                    Method::PUT,
                    &producer,
                    &format!("/api/locks/{story}"),
                    json!({"uuid": kept}),
                )
                .await;
            assert_eq!(status, 200);
        }
    };
    tokio::select! {
        ev = next_lock_event(&mut watcher, "unlock", &kept_tag) => panic!("a renewed lock expired: {ev}"),
        () = renewing => unreachable!(),
        () = tokio::time::sleep(ttl * 2 + ttl / 2) => {}
    }
    assert_eq!(
        app.get(&editor, &doc).await.1["lock"]["nickname"],
        "producer"
    );
    // A released lock is announced once, by the release, never again by the sweeper.
    app.send(
        Method::DELETE,
        &producer,
        &format!("/api/locks/{story}?uuid={kept}"),
        Value::Null,
    )
    .await;
    next_lock_event(&mut watcher, "unlock", &kept_tag).await;
    assert!(
        tokio::time::timeout(ttl * 2, next_lock_event(&mut watcher, "unlock", &kept_tag))
            .await
            .is_err(),
        "no second unlock"
    );
    app.stop().await;
}

both_modes!(locks_expire_unless_renewed);

/// Issue 11, point 8: a lock is the holder's tab (`uuid`) in the holder's session. Others see an
/// opaque holder tag, never the uuid (in `GET /api/locks` and on the topic); and a uuid sent from
/// another session (another user, or the same user logged in elsewhere) renews nothing, releases
/// nothing and saves nothing; only a take-over, which is announced, moves the lock.
async fn a_lock_uuid_takes_nothing_from_another_session(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let Scene {
        editor,
        producer,
        story,
        doc,
        mut watcher,
    } = Scene::new(&app).await;
    let uuid = format!("seen-{}", uuid::Uuid::new_v4());
    let (status, d) = app
        .get(&editor, &format!("{doc}?lock=true&uuid={uuid}"))
        .await;
    assert_eq!(status, 200, "{d}");
    let tag = holder_of(&d["lock"]);
    let holder = || async {
        let (_, locks) = app.get(&producer, "/api/locks").await;
        assert!(
            !locks.to_string().contains(&uuid),
            "the uuid is shown: {locks}"
        );
        locks
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["storyId"] == story)
            .map(|l| (l["nickname"].clone(), l["holder"].clone()))
    };
    assert_eq!(holder().await, Some((json!("editor"), json!(tag))));
    let ev = next_lock_event(&mut watcher, "lock", &tag).await;
    assert!(!ev.to_string().contains(&uuid), "the uuid is sent: {ev}");

    let editor_elsewhere = app.login("editor").await;
    for (who, token) in [
        ("another user", &producer),
        ("another session", &editor_elsewhere),
    ] {
        let (status, body) = app
            .send(
                Method::PUT,
                token,
                &format!("/api/locks/{story}"),
                json!({"uuid": uuid}),
            )
            .await;
        assert_eq!((status, &body["code"]), (409, &json!("locked")), "{who}");
        let (status, _) = app
            .send(
                Method::DELETE,
                token,
                &format!("/api/locks/{story}?uuid={uuid}"),
                Value::Null,
            )
            .await;
        assert_eq!(status, 204, "{who}: idempotent, and nothing happens");
        assert_eq!(
            holder().await,
            Some((json!("editor"), json!(tag))),
            "{who}: the lock stays"
        );
        let (status, body) = app
            .send(
                Method::PUT,
                token,
                &format!("{doc}/text"),
                json!({"script": [], "lockUuid": uuid}),
            )
            .await;
        assert_eq!((status, &body["code"]), (409, &json!("lock_lost")), "{who}");
    }

    // The holder's own session still renews and releases it.
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            &format!("/api/locks/{story}"),
            json!({"uuid": uuid}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .send(
            Method::DELETE,
            &editor,
            &format!("/api/locks/{story}?uuid={uuid}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(holder().await, None);
    // The same uuid in another session is another holder.
    let (status, l) = app
        .send(
            Method::PUT,
            &editor_elsewhere,
            &format!("/api/locks/{story}"),
            json!({"uuid": uuid}),
        )
        .await;
    assert_eq!(status, 200);
    assert_ne!(holder_of(&l), tag);
    app.stop().await;
}

both_modes!(a_lock_uuid_takes_nothing_from_another_session);
