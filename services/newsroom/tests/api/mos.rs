//! MOS interop against a peer no one here wrote: Sofie's `@mos-connection/connector` 4.1.1 from the npm
//! registry, run as a playout device by services/devices/interop/peer.mjs on its own ports. Newsroom
//! must send it a roCreate that matches the rundown and the right roElementAction after an insert,
//! a move and a delete made through the REST API; the peer's roElementStat PLAY/STOP must change the
//! story's display status; its mosObj must appear as media; its roReq is answered with the roList.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use newsroom_test_support::devices::DeviceBuilder;
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, Command};
use tokio::sync::mpsc;

use crate::helpers::{Mode, TestApp, story_in};

pub(crate) struct Peer {
    pub(crate) child: Child,
    stdin: ChildStdin,
    events: mpsc::UnboundedReceiver<Value>,
    seen: Vec<Value>,
    next_id: u64,
}

impl Peer {
    async fn start(app: &TestApp, mos_id: &str) -> Peer {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../devices/interop");
        assert!(
            dir.join("node_modules/@mos-connection/connector").exists(),
            "the MOS peer's packages are missing: run `npm ci --prefix services/devices/interop` (just test does)"
        );
        let (lower, upper) = app.ncs.ports();
        let mut child = Command::new("node")
            .arg(dir.join("peer.mjs"))
            .args([
                "--mos-id",
                mos_id,
                "--ncs-host",
                "127.0.0.1",
                "--timeout",
                "3000",
                "--raw",
            ])
            .args(["--ncs-lower", &lower.unwrap().port().to_string()])
            .args(["--ncs-upper", &upper.unwrap().port().to_string()])
            .args(["--ncs-id", app.ncs.ncs_id()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("node runs");
        let stdin = child.stdin.take().unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let (tx, events) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok(Some(line)) = lines.next_line().await {
                if let Ok(v) = serde_json::from_str::<Value>(&line) {
                    let _ = tx.send(v);
                }
            }
        });
        Peer {
            child,
            stdin,
            events,
            seen: vec![],
            next_id: 1,
        }
    }

    /// The next event named `name` that `pred` accepts (earlier ones are kept for later questions).
    pub(crate) async fn expect(&mut self, name: &str, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.seen.iter().position(|e| e["event"] == name && pred(e)) {
            return self.seen.remove(i);
        }
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let e = tokio::time::timeout_at(deadline, self.events.recv())
                .await
                .unwrap_or_else(|_| panic!("no {name} event from the peer; seen: {:#?}", self.seen))
                .expect("peer exited");
            if e["event"] == name && pred(&e) {
                return e;
            }
            self.seen.push(e);
        }
    }

    pub(crate) async fn command(&mut self, mut cmd: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        cmd["id"] = id.into();
        self.stdin
            .write_all(format!("{cmd}\n").as_bytes())
            .await
            .unwrap();
        self.expect("reply", |e| e["id"] == id).await
    }
}

/// Starts the npm peer as a device of `kind` with `profiles`, registers it (enabled, on the peer's own
/// ports) and waits until the peer is connected to Newsroom. Returns the peer and the device's JSON.
pub(crate) async fn peer_device(
    app: &TestApp,
    admin: &str,
    name: &str,
    kind: &str,
    profiles: Value,
) -> (Peer, Value) {
    let mos_id = format!(
        "{}.{}.mos",
        kind.to_lowercase(),
        uuid::Uuid::new_v4().simple()
    );
    let mut peer = Peer::start(app, &mos_id).await;
    let ready = peer.expect("ready", |_| true).await;
    let ports = &ready["data"]["ports"];
    let (status, device) = app
        .send(
            Method::POST,
            admin,
            "/api/devices",
            DeviceBuilder::mos(name, kind, &mos_id)
                .set("vendor", "Sofie")
                .set("lowerPort", ports["lower"].clone())
                .set("upperPort", ports["upper"].clone())
                .set("queryPort", ports["query"].clone())
                .set("profiles", profiles)
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{device}");
    peer.expect("connected", |_| true).await;
    (peer, device)
}

/// Waits until Newsroom's own links to the device are up.
pub(crate) async fn wait_connected(app: &TestApp, admin: &str, id: i64) {
    let mut state = String::new();
    for _ in 0..100 {
        let (_, d) = app.get(admin, &format!("/api/devices/{id}")).await;
        state = d["connection"]["state"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        if state == "CONNECTED" {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(state, "CONNECTED");
}

/// Story ids of the rundown outside the standby block, in running order.
fn aired_ids(r: &Value) -> Vec<String> {
    crate::helpers::aired_story_ids(r)
        .iter()
        .map(i64::to_string)
        .collect()
}

fn plain_ids(stories: &Value) -> Vec<String> {
    stories
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["ID"].as_str().unwrap().to_string())
        .collect()
}

pub async fn npm_peer_follows_the_rundown(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    // The peer as a playout device.
    let (mut peer, device) =
        peer_device(&app, &admin, "Playout 1", "PLAYOUT", json!([0, 1, 2, 4])).await;
    let device_id = device["id"].as_i64().unwrap();
    wait_connected(&app, &admin, device_id).await;
    // Users who run the show see the state too (the rundown's "Device unreachable" notice).
    let viewer = app.login("viewer").await;
    let (status, all) = app.get(&viewer, "/api/devices/status").await;
    assert_eq!(status, 200, "{all}");
    assert_eq!(all[0]["state"], "CONNECTED");
    assert_eq!(all[0]["followsRundowns"], true);
    assert_eq!(
        app.get(&viewer, "/api/devices").await.0,
        403,
        "the registry itself is for administrators"
    );

    // Device integration on: the device gets the running order.
    let r = app.demo_rundown(&admin).await;
    let ro_id = r["id"].as_i64().unwrap().to_string();
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro_id}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let create = peer.expect("roCreate", |_| true).await;
    assert_eq!(create["plain"]["ID"], ro_id.as_str());
    assert_eq!(plain_ids(&create["plain"]["Stories"]), aired_ids(&r));
    let first = &r["blocks"][0]["stories"][0];
    assert_eq!(create["plain"]["Stories"][0]["Slug"], first["slug"]);
    assert_eq!(create["reply"]["status"], "OK");

    // Insert: a story at the top of block A goes before the old first story.
    let block_a = r["blocks"][0]["id"].as_i64().unwrap();
    let (status, s) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/blocks/{block_a}/stories"),
            json!({"slug": "MOS INSERT", "position": 0}),
        )
        .await;
    assert_eq!(status, 201, "{s}");
    let new_id = s["id"].as_i64().unwrap().to_string();
    let after = app.demo_rundown(&admin).await;
    let ids = aired_ids(&after);
    let pos = ids.iter().position(|i| *i == new_id).unwrap();
    let insert = peer
        .expect("roInsertStories", |e| {
            e["plain"]["elements"][0]["ID"] == new_id.as_str()
        })
        .await;
    assert_eq!(
        insert["plain"]["action"]["StoryID"],
        ids[pos + 1].as_str(),
        "inserted before its successor"
    );
    assert_eq!(insert["plain"]["elements"][0]["Slug"], "MOS INSERT");

    // Move: the new story past two stories of block A: roMoveStories before its new successor.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/stories/{new_id}/move"),
            json!({"blockId": block_a, "position": 3}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let moved = peer
        .expect("roMoveStories", |e| {
            e["plain"]["elements"][0] == new_id.as_str()
        })
        .await;
    let ids = aired_ids(&app.demo_rundown(&admin).await);
    let pos = ids.iter().position(|i| *i == new_id).unwrap();
    assert_eq!(moved["plain"]["action"]["StoryID"], ids[pos + 1].as_str());

    // One place back: it trades places with its neighbour, a roElementAction SWAP.
    let neighbour = ids[pos - 1].clone();
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/stories/{new_id}/move"),
            json!({"blockId": block_a, "position": 2}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let swapped = peer.expect("roSwapStories", |_| true).await;
    let pair = [
        swapped["plain"]["id0"].as_str().unwrap_or_default(),
        swapped["plain"]["id1"].as_str().unwrap_or_default(),
    ];
    assert!(
        pair.contains(&new_id.as_str()) && pair.contains(&neighbour.as_str()),
        "{swapped}"
    );

    // The show's end moves: the running order's own fields go as roMetadataReplace.
    let (status, body) = app
        .patch(
            &admin,
            &format!("/api/rundowns/{ro_id}"),
            "end",
            json!("20:15:00"),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let meta = peer.expect("roMetadataReplace", |_| true).await;
    assert_eq!(meta["reply"]["status"], "OK", "{meta}");

    // Delete.
    let (status, body) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/stories/{new_id}"),
            json!({}),
        )
        .await;
    assert!(status == 200 || status == 204, "{status} {body}");
    peer.expect("roDeleteStories", |e| {
        e["plain"]["elements"][0] == new_id.as_str()
    })
    .await;

    // What the device holds is the rundown, story for story.
    let held = peer.command(json!({"cmd": "state"})).await;
    let ro = held["plain"]["runningOrders"]
        .as_array()
        .map(|a| {
            a.iter()
                .find(|x| x["ID"] == ro_id.as_str())
                .cloned()
                .unwrap()
        })
        .unwrap_or_else(|| held["plain"]["runningOrders"][&ro_id].clone());
    assert_eq!(
        plain_ids(&ro["Stories"]),
        aired_ids(&app.demo_rundown(&admin).await),
        "{held}"
    );

    // roElementStat PLAY then STOP from the playout sets the story's display status.
    let story = first["id"].as_i64().unwrap();
    let reply = peer.command(json!({"cmd": "sendStoryStatus", "roId": ro_id, "storyId": story.to_string(), "status": "PLAY"})).await;
    assert_eq!(reply["plain"]["Status"], "OK", "{reply}");
    let r = app.demo_rundown(&admin).await;
    assert_eq!(story_in(&r, story)["displayStatus"], "PLAY");
    let reply = peer.command(json!({"cmd": "sendStoryStatus", "roId": ro_id, "storyId": story.to_string(), "status": "STOP"})).await;
    assert_eq!(reply["plain"]["Status"], "OK", "{reply}");
    let r = app.demo_rundown(&admin).await;
    assert_eq!(story_in(&r, story)["displayStatus"], "STOP");
    assert!(
        story_in(&r, story)["stopTime"].is_string(),
        "stopping sets the stop time"
    );

    // An unknown story is refused with a reason; nothing changes.
    let reply = peer
        .command(
            json!({"cmd": "sendStoryStatus", "roId": ro_id, "storyId": "999999", "status": "PLAY"}),
        )
        .await;
    assert_ne!(reply["plain"]["Status"], "OK", "{reply}");
    let reply = peer.command(json!({"cmd": "sendStoryStatus", "roId": "no-such-ro", "storyId": "1", "status": "PLAY"})).await;
    assert_ne!(reply["plain"]["Status"], "OK", "{reply}");

    // roReq is answered with the running order.
    let list = peer
        .command(json!({"cmd": "requestRunningOrder", "roId": ro_id}))
        .await;
    assert_eq!(list["ok"], true, "{list}");
    assert_eq!(
        plain_ids(&list["plain"]["Stories"]),
        aired_ids(&app.demo_rundown(&admin).await)
    );

    // roReqAll is answered with the running orders it gets (headers).
    let all = peer
        .command(json!({"cmd": "sendRequestAllRunningOrders"}))
        .await;
    assert_eq!(all["ok"], true, "{all}");
    let ids: Vec<String> = all["plain"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ID"].to_string().trim_matches('"').to_string())
        .collect();
    assert_eq!(ids, vec![ro_id.clone()], "{all}");

    // mosObj from the device becomes media.
    let reply = peer
        .command(json!({"cmd": "sendMOSObject", "objID": "M000123", "objSlug": "HOTEL FIRE", "objType": "VIDEO",
                        "objTB": 50, "objDur": 1500, "status": "NEW", "objAir": "READY",
                        "objPaths": [{"techDescription": "MXF", "target": "\\\\server\\media\\clip.mxf"}]}))
        .await;
    assert_eq!(reply["ok"], true, "{reply}");
    let (_, media) = app
        .get(&admin, &format!("/api/devices/media?deviceId={device_id}"))
        .await;
    let m = media
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["objId"] == "M000123")
        .unwrap_or_else(|| panic!("{media}"));
    assert_eq!(
        (
            m["slug"].as_str(),
            m["durationMs"].as_i64(),
            m["status"].as_str()
        ),
        (Some("HOTEL FIRE"), Some(30_000), Some("ready"))
    );

    // Device integration off: the device drops the running order.
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro_id}/device/disable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200);
    // (The library reads a numeric roID as a number.)
    peer.expect("roDelete", |e| {
        e["plain"].to_string().trim_matches('"') == ro_id
    })
    .await;

    let _ = peer.command(json!({"cmd": "quit"})).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), peer.child.wait()).await;
    app.stop().await;
}

/// A teleprompter (TP, profile 4) gets each story's script by roStorySend after the roCreate, and
/// again when the text is saved; read text as `<p>`, cues as `<pi>`, comments never.
pub async fn npm_teleprompter_gets_scripts(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let (mut peer, _) = peer_device(&app, &admin, "Prompter 1", "TP", json!([0, 2, 4])).await;

    let r = app.demo_rundown(&admin).await;
    let ro_id = r["id"].as_i64().unwrap().to_string();
    let story = r["blocks"][0]["stories"][1]["id"]
        .as_i64()
        .unwrap()
        .to_string();
    let script = json!([
        {"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [{"text": "Council votes tonight."}, {"text": " (check)", "comment": true}]}]},
        {"kind": "SOUNDUP", "content": [{"type": "paragraph", "children": [{"text": "Mayor bite"}]}]}
    ]);
    let (status, saved) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/stories/{story}/text"),
            json!({"script": script, "footnote": "", "cueIn": "", "cueOut": ""}),
        )
        .await;
    assert_eq!(status, 200, "{saved}");

    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro_id}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200);
    peer.expect("roCreate", |_| true).await;
    let sent = peer
        .expect("roStorySend", |e| e["plain"]["ID"] == story.as_str())
        .await;
    let body = sent["plain"]["Body"].to_string();
    assert!(body.contains("Council votes tonight."), "{body}");
    assert!(body.contains("[SOUND UP] Mayor bite"), "{body}");
    assert!(!body.contains("(check)"), "comments are never sent: {body}");
    assert_eq!(sent["reply"]["status"], "OK");
    let aired = aired_ids(&r).len();
    let mut scripts = 1;
    while scripts < aired {
        peer.expect("roStorySend", |_| true).await;
        scripts += 1;
    }

    // A saved change goes to the prompter again.
    let changed = json!([{"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [{"text": "Council postpones the vote."}]}]}]);
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/stories/{story}/text"),
            json!({"script": changed, "footnote": "", "cueIn": "", "cueOut": ""}),
        )
        .await;
    assert_eq!(status, 200);
    // Checked on the wire: the library's parsed `Body` drops a storyBody with a single paragraph.
    let wire = peer
        .expect("raw", |e| {
            e.to_string().contains("roStorySend") && e.to_string().contains("postpones")
        })
        .await;
    let xml = wire.to_string();
    assert!(
        xml.contains("<storyBody><p>Council postpones the vote.</p></storyBody>"),
        "{xml}"
    );
    let again = peer
        .expect("roStorySend", |e| e["plain"]["ID"] == story.as_str())
        .await;
    assert_eq!(again["reply"]["status"], "OK");

    let _ = peer.command(json!({"cmd": "quit"})).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), peer.child.wait()).await;
    app.stop().await;
}

/// Credits: the program names its CG device; "send credits" gives it a mosObjCreate with the people of
/// the show; a CG device linked to a program cannot be deleted; without one, 409 `no_cg_device`.
pub async fn npm_cg_gets_the_credits(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let r = app.demo_rundown(&producer).await;
    let rid = r["id"].as_i64().unwrap();
    // No CG device yet: a missing setting, not a device failure (issue 11, point 14): 409 with the
    // reason, nothing sent.
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/rundowns/{rid}/credits"),
            json!({}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("no_cg_device")),
        "{body}"
    );
    assert_eq!(
        body["message"],
        "Credits sending failure: the program has no character-generator device."
    );

    let (mut peer, device) = peer_device(&app, &admin, "CG 1", "CG", json!([0, 1, 3])).await;
    let cg = device["id"].as_i64().unwrap();
    // Only an administrator names the CG device, and only a CG device.
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            "/api/programs/1/cg",
            json!({"deviceId": cg})
        )
        .await
        .0,
        403
    );
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/programs/1/cg",
            json!({"deviceId": 999_999}),
        )
        .await;
    assert_eq!(
        (status, body["fields"]["deviceId"]["code"].is_string()),
        (422, true),
        "{body}"
    );
    let (status, p) = app
        .send(
            Method::PUT,
            &admin,
            "/api/programs/1/cg",
            json!({"deviceId": cg}),
        )
        .await;
    assert_eq!((status, p["cgDeviceId"].as_i64()), (200, Some(cg)), "{p}");

    let stories: Vec<i64> = r["blocks"][0]["stories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    for (story, field, name) in [
        (stories[0], "reporter", "Ana Souza"),
        (stories[1], "reporter", "Bo Lind"),
        (stories[1], "editor", "Cy & Co"),
    ] {
        assert_eq!(
            app.patch(
                &producer,
                &format!("/api/stories/{story}"),
                field,
                json!(name)
            )
            .await
            .0,
            200
        );
    }
    wait_connected(&app, &admin, cg).await;
    let (status, sent) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/rundowns/{rid}/credits"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(
        (sent["device"].as_str(), sent["names"].as_i64()),
        (Some("CG 1"), Some(3))
    );
    let created = peer.expect("mosObjCreate", |_| true).await;
    assert_eq!(created["reply"]["status"], "ACK", "{created}");
    let wire = peer
        .expect("raw", |e| {
            e.to_string().contains("mosObjCreate") && e.to_string().contains("CREDITS")
        })
        .await
        .to_string();
    for part in [
        "<name>Ana Souza</name><name>Bo Lind</name>",
        "<role name=\\\"editor\\\"><name>Cy &amp; Co</name>",
        "urn:newsroom:credits:1",
    ] {
        assert!(wire.contains(part), "{part} in {wire}");
    }

    // Linked to a program: not deleted; unlinked: deleted.
    let (status, body) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/devices/{cg}"),
            json!({}),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        app.send(
            Method::PUT,
            &admin,
            "/api/programs/1/cg",
            json!({"deviceId": null})
        )
        .await
        .0,
        200
    );
    assert_eq!(
        app.send(
            Method::DELETE,
            &admin,
            &format!("/api/devices/{cg}"),
            json!({})
        )
        .await
        .0,
        204
    );

    let _ = peer.command(json!({"cmd": "quit"})).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), peer.child.wait()).await;
    app.stop().await;
}

pub async fn device_registry_rules(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let good = DeviceBuilder::mos("CG 1", "CG", "cg1.mos")
        .set("lowerPort", 1)
        .set("upperPort", 2)
        .disabled()
        .json();
    // Only administrators register devices.
    let (status, _) = app
        .send(Method::POST, &producer, "/api/devices", good.clone())
        .await;
    assert_eq!(status, 403);
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "", "type": "TOASTER", "protocol": "MOS", "lowerPort": 70000}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    for field in ["name", "type", "mosId", "host", "lowerPort"] {
        assert!(body["fields"][field]["code"].is_string(), "{field}: {body}");
    }
    let (status, d) = app
        .send(Method::POST, &admin, "/api/devices", good.clone())
        .await;
    assert_eq!(status, 201, "{d}");
    assert_eq!(
        (
            d["spec"]["queryPort"].as_i64(),
            d["connection"]["state"].as_str()
        ),
        (Some(10542), Some("DISABLED"))
    );
    let (status, body) = app
        .send(Method::POST, &admin, "/api/devices", good.clone())
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["message"],
        "The data entered by you conflicts with another existing record."
    );
    let id = d["id"].as_i64().unwrap();
    // A stale revision is refused and changes nothing.
    let mut update = good.clone();
    update["vendor"] = "Vizrt".into();
    update["revision"] = 7.into();
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/devices/{id}"),
            update.clone(),
        )
        .await;
    assert_eq!(status, 409);
    update["revision"] = d["revision"].clone();
    let (status, u) = app
        .send(Method::PUT, &admin, &format!("/api/devices/{id}"), update)
        .await;
    assert_eq!(status, 200, "{u}");
    assert_eq!(
        (u["spec"]["vendor"].as_str(), u["revision"].as_i64()),
        (Some("Vizrt"), Some(2))
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/devices/{id}"),
            json!({}),
        )
        .await;
    assert_eq!(status, 204);
    // A device that is down: the device calls answer at once with 503, they never hang.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let (status, _) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Down", "PLAYOUT", "down.mos")
                .set("lowerPort", closed)
                .set("upperPort", closed)
                .profiles([0, 2])
                .json(),
        )
        .await;
    assert_eq!(status, 201);
    let rid = app.demo_rundown(&producer).await["id"].as_i64().unwrap();
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            &format!("/api/rundowns/{rid}/device/enable"),
            json!({})
        )
        .await
        .0,
        200
    );
    for action in ["ready", "replace"] {
        let started = std::time::Instant::now();
        let (status, body) = app
            .send(
                Method::PUT,
                &producer,
                &format!("/api/rundowns/{rid}/device/{action}"),
                json!({}),
            )
            .await;
        assert_eq!(status, 503, "{action}: {body}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{action} answered at once"
        );
    }
    let (_, log) = app
        .get(
            &producer,
            &format!("/api/rundowns/{rid}/logs?page=0&size=5"),
        )
        .await;
    assert!(
        log.to_string().contains("producer"),
        "the log names who enabled it: {log}"
    );
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            &format!("/api/rundowns/{rid}/device/disable"),
            json!({})
        )
        .await
        .0,
        200
    );
    let down = app
        .get(&admin, "/api/devices")
        .await
        .1
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["spec"]["name"] == "Down")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        app.send(
            Method::DELETE,
            &admin,
            &format!("/api/devices/{down}"),
            json!({})
        )
        .await
        .0,
        204
    );
    let (status, list) = app.get(&admin, "/api/devices").await;
    assert_eq!((status, list.as_array().map(Vec::len)), (200, Some(0)));
    app.stop().await;
}

crate::both_modes!(
    npm_cg_gets_the_credits,
    npm_peer_follows_the_rundown,
    npm_teleprompter_gets_scripts,
    device_registry_rules
);
