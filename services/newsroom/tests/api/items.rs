//! Media and CG items of stories (web.md section 7 "Stories: media list, add, remove, placeholder,
//! ignore, sync; cg list"), with Sofie's npm MOS library as the playout device that owns the media:
//! its mosObj objects become media, a story's media items set its VT, a placeholder is created on it
//! by mosObjCreate, and the items travel in the running order it holds.

use std::time::Duration;

use newsroom_test_support::devices::DeviceBuilder;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{Mode, TestApp};
use crate::mos::{peer_device, wait_connected};

/// Polls the device's media until `obj` is there with `status`.
async fn wait_media(app: &TestApp, token: &str, device: i64, obj: &str, status: &str) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        let (_, media) = app
            .get(token, &format!("/api/devices/media?deviceId={device}"))
            .await;
        if let Some(m) = media.as_array().and_then(|l| {
            l.iter()
                .find(|m| m["objId"] == obj && m["status"] == status)
        }) {
            return m.clone();
        }
        last = media;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no media {obj} with status {status}: {last}");
}

fn item_of<'a>(story: &'a Value, obj: &str) -> &'a Value {
    story["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["objectId"] == obj)
        .unwrap_or_else(|| panic!("no item {obj} in {story}"))
}

pub async fn story_media_and_cg_items(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (mut peer, device) =
        peer_device(&app, &admin, "Video server", "PLAYOUT", json!([0, 1, 2, 3])).await;
    let playout = device["id"].as_i64().unwrap();
    wait_connected(&app, &admin, playout).await;

    // The running order goes to the device before any item exists.
    let r = app.demo_rundown(&producer).await;
    let rid = r["id"].as_i64().unwrap();
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{rid}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    peer.expect("roCreate", |_| true).await;

    // The device announces two clips (30 s and 12.4 s).
    for (obj, slug, tb, dur) in [("M1", "HOTEL FIRE", 50, 1500), ("M2", "FIRE SOT", 25, 310)] {
        let reply = peer
            .command(
                json!({"cmd": "sendMOSObject", "objID": obj, "objSlug": slug, "objType": "VIDEO",
                            "objTB": tb, "objDur": dur, "status": "NEW", "objAir": "READY"}),
            )
            .await;
        assert_eq!(reply["ok"], true, "{reply}");
        wait_media(&app, &producer, playout, obj, "ready").await;
    }
    let story = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let media = format!("/api/stories/{story}/media");

    // An object the device never announced is refused with the spec's message, nothing saved.
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &media,
            json!({"deviceId": playout, "objId": "NOPE"}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["fields"]["objId"]["code"], "media_not_found");

    // Media set the VT: 30 s, then 30 + 12.4 = 42 s.
    let (status, s) = app
        .send(
            Method::POST,
            &producer,
            &media,
            json!({"deviceId": playout, "objId": "M1"}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    assert_eq!(s["vt"], "PT30S", "{s}");
    let m1 = item_of(&s, "M1");
    assert_eq!(
        (
            m1["kind"].as_str(),
            m1["slug"].as_str(),
            m1["durationMs"].as_i64()
        ),
        (Some("MEDIA"), Some("HOTEL FIRE"), Some(30_000))
    );
    let m1_id = m1["id"].as_i64().unwrap();
    let (_, s) = app
        .send(
            Method::POST,
            &producer,
            &media,
            json!({"deviceId": playout, "objId": "M2"}),
        )
        .await;
    assert_eq!(s["vt"], "PT42S", "{s}");
    let m2_id = item_of(&s, "M2")["id"].as_i64().unwrap();

    // The same object twice: 409 with the catalogue's message.
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &media,
            json!({"deviceId": playout, "objId": "M1"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["message"],
        "The data entered by you conflicts with another existing record."
    );

    // The device holding the running order gets each new item in its story (roElementAction INSERT
    // of items), on the wire with its objID and itemID.
    for (obj, item) in [("M1", m1_id), ("M2", m2_id)] {
        let inserted = peer
            .expect("roInsertItems", |e| {
                e["plain"]["elements"][0]["ID"] == item.to_string().as_str()
            })
            .await;
        assert_eq!(
            inserted["plain"]["action"]["StoryID"],
            story.to_string().as_str(),
            "{inserted}"
        );
        assert_eq!(
            inserted["plain"]["elements"][0]["ObjectID"], obj,
            "{inserted}"
        );
    }
    peer.expect("raw", |e| {
        let t = e.to_string();
        t.contains("roElementAction")
            && t.contains("<objID>M2</objID>")
            && t.contains(&format!("<itemID>{m2_id}</itemID>"))
    })
    .await;

    // Reordering the story's items: two that trade places are a SWAP of items for the device.
    for position in [0, 1] {
        let (status, s) = app
            .send(
                Method::PUT,
                &producer,
                &format!("/api/stories/{story}/items/{m2_id}/position"),
                json!({"position": position}),
            )
            .await;
        assert_eq!(status, 200, "{s}");
        assert_eq!(s["items"][position]["id"], m2_id, "{s}");
        let swap = peer.expect("roSwapItems", |_| true).await;
        assert_eq!(swap["reply"]["status"], "OK", "{swap}");
    }

    // Ignore leaves a clip out of the VT.
    let (status, s) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{story}/media/{m2_id}/ignore"),
            json!({"ignore": true}),
        )
        .await;
    assert_eq!((status, s["vt"].as_str()), (200, Some("PT30S")), "{s}");

    // Marks: the story uses 0:05-0:20 of the 30 s clip; the VT counts 15 s and the device gets the
    // marks in the clip's timebase (50 a second) as itemEdStart / itemEdDur.
    let marks = format!("/api/stories/{story}/media/{m1_id}/marks");
    for (body, field) in [
        (json!({"markIn": 5000, "markOut": 40000}), "markOut"),
        (json!({"markIn": 20000, "markOut": 10000}), "markOut"),
        (json!({"markIn": -1}), "markIn"),
    ] {
        let (status, err) = app.send(Method::PUT, &producer, &marks, body).await;
        assert_eq!(status, 422, "{err}");
        assert!(err["fields"][field]["code"].is_string(), "{field}: {err}");
    }
    let (status, s) = app
        .send(
            Method::PUT,
            &producer,
            &marks,
            json!({"markIn": 5000, "markOut": 20000}),
        )
        .await;
    assert_eq!((status, s["vt"].as_str()), (200, Some("PT15S")), "{s}");
    assert_eq!(item_of(&s, "M1")["markInMs"], 5000, "{s}");
    peer.expect("raw", |e| {
        let t = e.to_string();
        t.contains("roElementAction")
            && t.contains("<itemEdStart>250</itemEdStart>")
            && t.contains("<itemEdDur>750</itemEdDur>")
    })
    .await;
    let (status, s) = app.send(Method::PUT, &producer, &marks, json!({})).await;
    assert_eq!((status, s["vt"].as_str()), (200, Some("PT30S")), "{s}");

    // A placeholder: the device creates the object (mosObjCreate) and answers its objID.
    let (status, s) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/stories/{story}/media/placeholder"),
            json!({"deviceId": playout, "slug": "FIRE UPDATE", "duration": "PT20S"}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    let created = peer.expect("mosObjCreate", |_| true).await;
    assert_eq!(created["reply"]["status"], "ACK", "{created}");
    let ph = s["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["placeholder"] == true)
        .unwrap_or_else(|| panic!("{s}"))
        .clone();
    let ph_obj = ph["objectId"].as_str().unwrap().to_string();
    assert!(!ph_obj.is_empty());
    assert_eq!(s["vt"], "PT50S", "{s}");
    let (_, list) = app.get(&producer, &media).await;
    let statuses: Vec<(&str, &str)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["item"]["objectId"].as_str().unwrap(),
                m["status"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        statuses,
        vec![("M1", "ready"), ("M2", "ready"), (ph_obj.as_str(), "empty")]
    );
    assert_eq!(list[0]["device"], "Video server");

    // The material arrives (25 s): a sync saves the new length and the VT follows.
    let reply = peer
        .command(json!({"cmd": "sendMOSObject", "objID": ph_obj, "objSlug": "FIRE UPDATE", "objType": "VIDEO",
                        "objTB": 25, "objDur": 625, "status": "UPDATED", "objAir": "READY"}))
        .await;
    assert_eq!(reply["ok"], true, "{reply}");
    wait_media(&app, &producer, playout, &ph_obj, "ready").await;
    let (status, list) = app
        .send(
            Method::POST,
            &producer,
            &format!("{media}/sync?updateDb=true"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list[2]["status"], "ready", "{list}");
    assert_eq!(list[2]["item"]["durationMs"], 25_000, "{list}");
    let doc = app.get(&producer, &format!("/api/stories/{story}")).await.1;
    assert_eq!(doc["story"]["vt"], "PT55S", "{doc}");
    // The sync asked the device for each object (mosReqObj, profile 1).
    peer.expect("mosReqObj", |e| e["plain"] == "M1").await;

    // Objects the device no longer knows become absent: "Media not found in the asset manager".
    let reply = peer
        .command(json!({"cmd": "setAck", "event": "mosReqObj", "status": "unknown object"}))
        .await;
    assert_eq!(reply["ok"], true, "{reply}");
    let (status, list) = app
        .send(Method::POST, &producer, &format!("{media}/sync"), json!({}))
        .await;
    assert_eq!(status, 200, "{list}");
    let statuses: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, vec!["absent", "absent", "absent"], "{list}");
    let _ = peer.command(json!({"cmd": "setAck", "reset": true})).await;

    // Asking the device for everything (mosReqAll): it acks, then its mosListAll brings them back.
    let viewer = app.login("viewer").await;
    let all = format!("/api/devices/{playout}/media/sync");
    assert_eq!(
        app.send(Method::POST, &viewer, &all, json!({})).await.0,
        403
    );
    let (status, body) = app.send(Method::POST, &producer, &all, json!({})).await;
    assert_eq!(
        (status, body["device"].as_str()),
        (200, Some("Video server")),
        "{body}"
    );
    peer.expect("mosReqAll", |_| true).await;
    wait_media(&app, &producer, playout, "M1", "ready").await;
    wait_media(&app, &producer, playout, &ph_obj, "ready").await;

    // Removing a clip: the VT follows the media left.
    let (status, s) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("{media}/{m1_id}"),
            json!({}),
        )
        .await;
    assert_eq!((status, s["vt"].as_str()), (200, Some("PT25S")), "{s}");
    // The device drops just that item (roElementAction DELETE of an item).
    let dropped = peer
        .expect("roDeleteItems", |e| {
            e.to_string().contains(&format!("\"{m1_id}\""))
        })
        .await;
    assert_eq!(dropped["reply"]["status"], "OK", "{dropped}");

    // CG: a CG device with a template; its templates are readable by journalists.
    let (status, cg) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Graphics", "CG", "cg.items.mos")
                .disabled()
                .template(4, "Lower third", ["name", "title"])
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{cg}");
    let cg = cg["id"].as_i64().unwrap();
    let (status, templates) = app
        .get(&producer, &format!("/api/devices/{cg}/templates"))
        .await;
    assert_eq!(status, 200, "{templates}");
    assert_eq!(templates[0]["fields"], json!(["name", "title"]));

    let cgs = format!("/api/stories/{story}/cgs");
    for (body, field) in [
        (json!({"deviceId": cg, "templateId": 9}), "templateId"),
        (json!({"deviceId": playout, "templateId": 4}), "deviceId"),
        (
            json!({"deviceId": cg, "templateId": 4, "fields": {"nme": "Ana"}}),
            "fields.nme",
        ),
    ] {
        let (status, err) = app.send(Method::POST, &producer, &cgs, body).await;
        assert_eq!(status, 422, "{err}");
        assert!(err["fields"][field]["code"].is_string(), "{field}: {err}");
    }
    let (status, s) = app
        .send(
            Method::POST,
            &producer,
            &cgs,
            json!({"deviceId": cg, "templateId": 4, "fields": {"title": "Mayor", "name": "Ana Lima"}}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    let item = s["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["kind"] == "CG")
        .unwrap()
        .clone();
    assert_eq!(item["slug"], "Lower third: Ana Lima");
    assert_eq!(
        item["fields"],
        json!([{"name": "name", "value": "Ana Lima"}, {"name": "title", "value": "Mayor"}])
    );
    assert_eq!(s["vt"], "PT25S", "a graphic does not change the VT");
    let cg_item = item["id"].as_i64().unwrap();
    // The device gets the graphic as a new item of the story first.
    peer.expect("roInsertItems", |e| {
        e["plain"]["elements"][0]["ID"] == cg_item.to_string().as_str()
    })
    .await;
    let (status, s) = app
        .send(
            Method::PUT,
            &producer,
            &format!("{cgs}/{cg_item}"),
            json!({"fields": {"name": "Rui Costa", "title": "Mayor"}}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    // The CG item goes to the MOS device in the running order, with its values: a new value is a
    // REPLACE of that item only.
    let wire = peer
        .expect("raw", |e| {
            let t = e.to_string();
            t.contains("roElementAction") && t.contains("Rui Costa")
        })
        .await
        .to_string();
    assert!(wire.contains("urn:newsroom:cg:1"), "{wire}");
    let replaced = peer
        .expect("roReplaceItems", |e| {
            e["plain"]["action"]["ItemID"] == cg_item.to_string().as_str()
        })
        .await;
    assert_eq!(replaced["reply"]["status"], "OK", "{replaced}");

    // The rundown's CG list.
    let (status, list) = app.get(&viewer, &format!("/api/rundowns/{rid}/cgs")).await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert_eq!(
        (
            list[0]["storyId"].as_i64(),
            list[0]["device"].as_str(),
            list[0]["item"]["slug"].as_str()
        ),
        (
            Some(story),
            Some("Graphics"),
            Some("Lower third: Rui Costa")
        )
    );
    // Viewers read but do not change.
    assert_eq!(
        app.send(
            Method::DELETE,
            &viewer,
            &format!("{cgs}/{cg_item}"),
            json!({})
        )
        .await
        .0,
        403
    );
    let (status, s) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("{cgs}/{cg_item}"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    assert!(
        !s["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["kind"] == "CG"),
        "{s}"
    );

    // The rundown log names each change.
    let (_, logs) = app
        .get(&producer, &format!("/api/rundowns/{rid}/logs?size=50"))
        .await;
    let text = logs.to_string();
    for part in [
        "media HOTEL FIRE added",
        "media HOTEL FIRE removed",
        "CG Lower third: Ana Lima added",
    ] {
        assert!(text.contains(part), "{part} in {text}");
    }

    let _ = peer.command(json!({"cmd": "quit"})).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), peer.child.wait()).await;
    app.stop().await;
}

/// A pasted copy of a story gets its own copies of the items; changing them leaves the original alone.
pub async fn items_follow_paste(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (status, cg) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Graphics", "type": "CG", "protocol": "II", "vendor": "Any", "host": "127.0.0.1",
                   "enabled": false, "templates": [{"id": 1, "name": "Name", "fields": ["line1"]}]}),
        )
        .await;
    assert_eq!(status, 201, "{cg}");
    let cg = cg["id"].as_i64().unwrap();
    let r = app.demo_rundown(&producer).await;
    let story = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let target = r["blocks"][1]["id"].as_i64().unwrap();
    let (status, s) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/stories/{story}/cgs"),
            json!({"deviceId": cg, "templateId": 1, "fields": {"line1": "Ana"}}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    let original = s["items"][0].clone();
    let (status, after) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [story], "targetBlockId": target, "position": 0, "cut": false}),
        )
        .await;
    assert_eq!(status, 200, "{after}");
    let copy = &after["blocks"][1]["stories"][0];
    assert_ne!(copy["id"], story);
    assert_eq!(copy["items"][0]["slug"], "Name: Ana", "{copy}");
    assert_ne!(
        copy["items"][0]["id"], original["id"],
        "the copy's item is its own"
    );
    // Changing the copy leaves the original alone.
    let copy_id = copy["id"].as_i64().unwrap();
    let copy_item = copy["items"][0]["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{copy_id}/cgs/{copy_item}"),
            json!({"fields": {"line1": "Rui"}}),
        )
        .await;
    assert_eq!(status, 200);
    let (_, cgs) = app
        .get(&producer, &format!("/api/stories/{story}/cgs"))
        .await;
    assert_eq!(cgs[0]["slug"], "Name: Ana", "{cgs}");
    app.stop().await;
}

/// A device's CG templates one by one (web.md section 7 "Device templates").
pub async fn device_templates_crud(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Graphics", "CG", "cg.t.mos")
                .disabled()
                .template(4, "Lower third", ["name"])
                .template(4, "Other", [])
                .json(),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["fields"]["templates"]["code"].is_string(), "{body}");
    let (status, device) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Graphics", "CG", "cg.t.mos")
                .disabled()
                .template(4, "Lower third", ["name"])
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{device}");
    let id = device["id"].as_i64().unwrap();
    let base = format!("/api/devices/{id}/templates");
    let (status, t) = app.get(&producer, &format!("{base}/4")).await;
    assert_eq!(
        (status, t["name"].as_str()),
        (200, Some("Lower third")),
        "{t}"
    );
    assert_eq!(app.get(&producer, &format!("{base}/9")).await.0, 404);
    assert_eq!(
        app.send(Method::POST, &producer, &base, json!({"name": "X"}))
            .await
            .0,
        403
    );
    let (status, t) = app
        .send(
            Method::POST,
            &admin,
            &base,
            json!({"name": "Locator", "fields": ["place"]}),
        )
        .await;
    assert_eq!((status, t["id"].as_i64()), (201, Some(5)), "{t}");
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &base,
            json!({"id": 5, "name": "Again"}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    for bad in [
        json!({"name": "lower THIRD"}),
        json!({"name": " "}),
        json!({"name": "Twice", "fields": ["a", "a"]}),
    ] {
        let (status, body) = app.send(Method::POST, &admin, &base, bad).await;
        assert_eq!(status, 422, "{body}");
        assert!(body["fields"]["templates"]["code"].is_string(), "{body}");
    }
    let (status, t) = app
        .send(
            Method::PUT,
            &admin,
            &format!("{base}/5"),
            json!({"name": "Place", "fields": ["city", "country"]}),
        )
        .await;
    assert_eq!(
        (status, t["fields"].clone()),
        (200, json!(["city", "country"])),
        "{t}"
    );
    assert_eq!(
        app.send(
            Method::PUT,
            &admin,
            &format!("{base}/99"),
            json!({"name": "Z"})
        )
        .await
        .0,
        404
    );
    let (_, list) = app.get(&producer, &base).await;
    assert_eq!(
        list.as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap())
            .collect::<Vec<_>>(),
        vec!["Lower third", "Place"]
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("{base}?templateIds=4,5"),
            json!({}),
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(app.get(&producer, &base).await.1, json!([]));
    app.stop().await;
}

crate::both_modes!(
    story_media_and_cg_items,
    items_follow_paste,
    device_templates_crud
);
