//! MOS profiles 3 (searches on the query port), 5 (roCtrl) and 7 (roReqStoryAction) against a MOS 2.8.5 device written here from the
//! spec with hand-written XML and its own UTF-16BE framing (none of Newsroom's MOS code): the npm
//! peer's library implements profiles 0-4 only (and its 4.1.1 cannot read a mosReqObjList with fewer
//! than two search groups: it iterates them as an array). The device listens on its lower and upper ports for
//! Newsroom, acks what the running-order messages need, and dials Newsroom's upper port to ask for
//! story actions.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;

use crate::helpers::{Mode, TestApp};
use crate::mos::wait_connected;
use crate::mos4::{from_utf16be, message_name, tag, utf16be};

/// Reads whole `<mos>` messages off a 2.8.5 socket (UTF-16BE, no BOM).
async fn read_message(sock: &mut TcpStream, buf: &mut Vec<u8>) -> Option<String> {
    loop {
        let even = buf.len() - buf.len() % 2;
        let text = from_utf16be(&buf[..even]);
        if let Some(end) = text.find("</mos>") {
            let message = text[..end + 6].to_string();
            let used = message.encode_utf16().count() * 2;
            buf.drain(..used);
            return Some(message.trim_start().to_string());
        }
        let mut chunk = [0u8; 4096];
        let n = sock.read(&mut chunk).await.ok()?;
        if n == 0 {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
}

fn header(mos_id: &str, ncs_id: &str, message_id: &str) -> String {
    format!("<mosID>{mos_id}</mosID><ncsID>{ncs_id}</ncsID><messageID>{message_id}</messageID>")
}

/// The device's side of one socket Newsroom opened: answers heartbeats, acks running-order messages
/// (roCtrl SIGNAL is refused, to see a NACK), and reports every message.
async fn serve(mut sock: TcpStream, mos_id: String, seen: mpsc::UnboundedSender<String>) {
    let mut buf = vec![];
    while let Some(msg) = read_message(&mut sock, &mut buf).await {
        let name = message_name(&msg);
        let ncs = tag(&msg, "ncsID").unwrap_or_default().to_string();
        let id = tag(&msg, "messageID").unwrap_or("0").to_string();
        let ro = tag(&msg, "roID").unwrap_or_default().to_string();
        let reply = match name.as_str() {
            "heartbeat" => {
                Some("<heartbeat><time>2026-11-23T00:00:00</time></heartbeat>".to_string())
            }
            "roCtrl" if msg.contains("<command>SIGNAL</command>") => Some(format!(
                "<roAck><roID>{ro}</roID><roStatus>no signal on this channel</roStatus></roAck>"
            )),
            n if n.starts_with("ro") => Some(format!(
                "<roAck><roID>{ro}</roID><roStatus>OK</roStatus></roAck>"
            )),
            "mosReqSearchableSchema" => Some(
                "<mosListSearchableSchema username=\"u\"><mosSchema>https://device.example/mos/schema</mosSchema></mosListSearchableSchema>"
                    .to_string(),
            ),
            "mosReqObjList" => Some(object_list(&msg)),
            "reqMachInfo" => None,
            _ => Some("<mosAck><objID></objID><status>ACK</status></mosAck>".to_string()),
        };
        let _ = seen.send(msg);
        if let Some(body) = reply {
            let out = format!("<mos>{}{body}</mos>", header(&mos_id, &ncs, &id));
            if sock.write_all(&utf16be(&out)).await.is_err() {
                return;
            }
        }
    }
}

/// The answer to a search: the objects whose slug holds the general search text (any case).
fn object_list(msg: &str) -> String {
    let text = tag(msg, "generalSearch").unwrap_or_default().to_lowercase();
    let query = tag(msg, "queryID").unwrap_or_default();
    let objs: String = [
        ("C1", "FIRE AT THE PORT", 750),
        ("C2", "BUDGET VOTE", 500),
        ("C3", "WILDFIRE SMOKE", 1250),
    ]
    .iter()
    .filter(|(_, slug, _)| slug.to_lowercase().contains(&text))
    .map(|(id, slug, dur)| {
        format!(
            "<mosObj><objID>{id}</objID><objSlug>{slug}</objSlug><objType>VIDEO</objType><objTB>25</objTB>\
             <objDur>{dur}</objDur><status>NEW</status><objAir>READY</objAir></mosObj>"
        )
    })
    .collect();
    format!(
        "<mosObjList username=\"u\"><queryID>{query}</queryID><listReturnStart>1</listReturnStart>\
         <listReturnEnd>2</listReturnEnd><listReturnTotal>2</listReturnTotal><list>{objs}</list></mosObjList>"
    )
}

struct Device {
    lower: u16,
    upper: u16,
    query: u16,
    seen: mpsc::UnboundedReceiver<String>,
    mos_id: String,
}

impl Device {
    async fn start(mos_id: &str) -> Device {
        let (tx, seen) = mpsc::unbounded_channel();
        let mut ports = vec![];
        for _ in 0..3 {
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            ports.push(listener.local_addr().unwrap().port());
            let (tx, mos_id) = (tx.clone(), mos_id.to_string());
            tokio::spawn(async move {
                while let Ok((sock, _)) = listener.accept().await {
                    tokio::spawn(serve(sock, mos_id.clone(), tx.clone()));
                }
            });
        }
        Device {
            lower: ports[0],
            upper: ports[1],
            query: ports[2],
            seen,
            mos_id: mos_id.into(),
        }
    }

    /// The next message named `name` that `pred` accepts.
    async fn expect(&mut self, name: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let msg = tokio::time::timeout_at(deadline, self.seen.recv())
                .await
                .unwrap_or_else(|_| panic!("no {name} reached the device"))
                .expect("device gone");
            if message_name(&msg) == name && pred(&msg) {
                return msg;
            }
        }
    }
}

/// The device's own connection to Newsroom's upper port, for the requests it makes.
struct Requests {
    sock: TcpStream,
    buf: Vec<u8>,
    next: u32,
    mos_id: String,
    ncs_id: String,
}

impl Requests {
    async fn ask(&mut self, body: &str) -> String {
        self.next += 1;
        let msg = format!(
            "<mos>{}{body}</mos>",
            header(&self.mos_id, &self.ncs_id, &self.next.to_string())
        );
        self.sock.write_all(&utf16be(&msg)).await.unwrap();
        loop {
            let reply = tokio::time::timeout(
                Duration::from_secs(20),
                read_message(&mut self.sock, &mut self.buf),
            )
            .await
            .expect("a reply from Newsroom")
            .expect("Newsroom kept the socket");
            if tag(&reply, "messageID") == Some(&self.next.to_string()) {
                return reply;
            }
        }
    }

    async fn story_action(
        &mut self,
        op: &str,
        lease: Option<u32>,
        ro: &str,
        story: &str,
        rest: &str,
    ) -> String {
        let lease = lease
            .map(|l| format!(" leaseLock=\"{l}\""))
            .unwrap_or_default();
        self.ask(&format!(
            "<roReqStoryAction operation=\"{op}\"{lease} username=\"jbob\"><roStorySend><roID>{ro}</roID>\
             <storyID>{story}</storyID>{rest}</roStorySend></roReqStoryAction>"
        ))
        .await
    }
}

fn all_stories(r: &Value) -> Vec<Value> {
    r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|b| b["stories"].as_array().unwrap().clone())
        .collect()
}

pub async fn ro_ctrl_and_story_actions(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let mos_id = format!("cg.{}.mos", uuid::Uuid::new_v4().simple());
    let mut device = Device::start(&mos_id).await;
    let (status, d) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Graphics", "type": "CG", "protocol": "MOS", "vendor": "Spec", "host": "127.0.0.1",
                   "mosId": mos_id, "lowerPort": device.lower, "upperPort": device.upper,
                   "queryPort": device.query, "profiles": [0, 1, 2, 3, 5, 7], "enabled": true,
                   "templates": [{"id": 4, "name": "Lower third", "fields": ["name"]}]}),
        )
        .await;
    assert_eq!(status, 201, "{d}");
    let device_id = d["id"].as_i64().unwrap();
    wait_connected(&app, &admin, device_id).await;

    // Profile 3: a search goes to the query port, named with the device's search schema; what it
    // finds becomes media, in the device's order.
    let (status, found) = app
        .get(
            &producer,
            &format!("/api/devices/{device_id}/media/search?q=fire"),
        )
        .await;
    assert_eq!(status, 200, "{found}");
    let slugs: Vec<&str> = found["media"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["slug"].as_str().unwrap())
        .collect();
    assert_eq!(slugs, vec!["FIRE AT THE PORT", "WILDFIRE SMOKE"], "{found}");
    assert_eq!(found["media"][0]["durationMs"], 30_000);
    assert_eq!(found["total"], 2);
    device.expect("mosReqSearchableSchema", |_| true).await;
    let asked = device.expect("mosReqObjList", |_| true).await;
    assert_eq!(tag(&asked, "generalSearch"), Some("fire"), "{asked}");
    assert_eq!(
        tag(&asked, "mosSchema"),
        Some("https://device.example/mos/schema"),
        "{asked}"
    );
    let (_, media) = app
        .get(
            &producer,
            &format!("/api/devices/media?deviceId={device_id}"),
        )
        .await;
    assert_eq!(media.as_array().unwrap().len(), 2, "{media}");
    // A second search does not ask for the schema again.
    let (status, _) = app
        .get(
            &producer,
            &format!("/api/devices/{device_id}/media/search?q=budget"),
        )
        .await;
    assert_eq!(status, 200);
    let next = device.expect("mosReqObjList", |_| true).await;
    assert_eq!(tag(&next, "generalSearch"), Some("budget"));

    let r = app.demo_rundown(&producer).await;
    let rid = r["id"].as_i64().unwrap();
    let story = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let (status, s) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/stories/{story}/cgs"),
            json!({"deviceId": device_id, "templateId": 4, "fields": {"name": "Ana Lima"}}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    let item = s["items"][0]["id"].as_i64().unwrap();
    let ctrl = format!("/api/rundowns/{rid}/items/{item}/ctrl");

    // Integration off: the device does not hold the running order, nothing is sent.
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &ctrl,
            json!({"command": "EXECUTE"}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("device_unreachable")),
        "{body}"
    );

    let (status, body) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/rundowns/{rid}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let create = device.expect("roCreate", |_| true).await;
    assert!(
        create.contains(&format!("<itemID>{item}</itemID>")),
        "{create}"
    );

    // Profile 5: take, then an unknown command, then a command the device refuses.
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &ctrl,
            json!({"command": "execute"}),
        )
        .await;
    assert_eq!(
        (status, body["device"].as_str()),
        (200, Some("Graphics")),
        "{body}"
    );
    let sent = device.expect("roCtrl", |_| true).await;
    assert_eq!(
        (
            tag(&sent, "roID"),
            tag(&sent, "storyID"),
            tag(&sent, "itemID"),
            tag(&sent, "command")
        ),
        (
            Some(rid.to_string().as_str()),
            Some(story.to_string().as_str()),
            Some(item.to_string().as_str()),
            Some("EXECUTE")
        )
    );
    let (status, body) = app
        .send(Method::POST, &producer, &ctrl, json!({"command": "FIRE"}))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["fields"]["command"]["code"].is_string());
    let (status, body) = app
        .send(Method::POST, &producer, &ctrl, json!({"command": "SIGNAL"}))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (502, Some("device_refused")),
        "{body}"
    );
    let viewer = app.login("viewer").await;
    assert_eq!(
        app.send(Method::POST, &viewer, &ctrl, json!({"command": "READY"}))
            .await
            .0,
        403
    );

    // Profile 7: the device dials Newsroom's upper port.
    let (_, upper) = app.ncs.ports();
    let mut req = Requests {
        sock: TcpStream::connect(upper.unwrap()).await.unwrap(),
        buf: vec![],
        next: 100,
        mos_id: device.mos_id.clone(),
        ncs_id: app.ncs.ncs_id().to_string(),
    };
    let second = r["blocks"][0]["stories"][1]["id"].as_i64().unwrap();
    let ro = rid.to_string();

    // UPDATE with a lease: slug, page and script change; the device holds the lock.
    let reply = req
        .story_action(
            "UPDATE",
            Some(30),
            &ro,
            &second.to_string(),
            "<storySlug>PORT FIRE</storySlug><storyNum>A9</storyNum>\
             <storyBody><p>Crews are still at the port.</p><pi>Mayor SOT</pi></storyBody>",
        )
        .await;
    assert_eq!(tag(&reply, "roStatus"), Some("OK"), "{reply}");
    assert_eq!(
        tag(&reply, "storyID"),
        Some(second.to_string().as_str()),
        "{reply}"
    );
    let (_, doc) = app.get(&producer, &format!("/api/stories/{second}")).await;
    assert_eq!(
        (doc["story"]["slug"].as_str(), doc["story"]["page"].as_str()),
        (Some("PORT FIRE"), Some("A9")),
        "{doc}"
    );
    assert_eq!(doc["script"][0]["kind"], "ON_CAMERA");
    assert_eq!(
        doc["script"][0]["content"][0]["children"][0]["text"],
        "Crews are still at the port."
    );
    assert_eq!(doc["script"][1]["kind"], "NOTE");
    assert_eq!(doc["lock"]["nickname"], "jbob (Graphics)", "{doc}");
    // A journalist cannot open it for editing while the device leases it.
    let (status, body) = app
        .get(
            &producer,
            &format!("/api/stories/{second}?lock=true&uuid=tab-1"),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("locked")),
        "{body}"
    );

    // NEW before the updated story: the roAck names the new story.
    let reply = req
        .story_action(
            "NEW",
            None,
            &ro,
            &second.to_string(),
            "<storySlug>BREAKING</storySlug><storyBody><p>This just in.</p></storyBody>",
        )
        .await;
    assert_eq!(tag(&reply, "roStatus"), Some("OK"), "{reply}");
    let new_id: i64 = tag(&reply, "storyID").unwrap().parse().unwrap();
    let after = app.demo_rundown(&producer).await;
    let ids: Vec<i64> = all_stories(&after)
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    let at = ids.iter().position(|i| *i == new_id).unwrap();
    assert_eq!(ids[at + 1], second, "inserted before the story named");
    assert!(
        app.get(&producer, "/api/locks")
            .await
            .1
            .to_string()
            .contains("jbob (Graphics)"),
        "the leased lock stays"
    );
    let (_, doc) = app.get(&producer, &format!("/api/stories/{new_id}")).await;
    assert_eq!(doc["story"]["slug"], "BREAKING");
    assert!(doc["lock"].is_null(), "no lease, no lock: {doc}");

    // A story a journalist is editing is refused, nothing changes.
    let third = r["blocks"][0]["stories"][2]["id"].as_i64().unwrap();
    let (status, _) = app
        .get(
            &producer,
            &format!("/api/stories/{third}?lock=true&uuid=tab-2"),
        )
        .await;
    assert_eq!(status, 200);
    let reply = req
        .story_action("DELETE", None, &ro, &third.to_string(), "<storyBody/>")
        .await;
    assert!(
        tag(&reply, "roStatus")
            .unwrap()
            .contains("locked by producer"),
        "{reply}"
    );
    assert!(
        all_stories(&app.demo_rundown(&producer).await)
            .iter()
            .any(|s| s["id"] == third)
    );
    // DELETE of a free story: to the trash.
    let reply = req
        .story_action("DELETE", None, &ro, &new_id.to_string(), "<storyBody/>")
        .await;
    assert_eq!(tag(&reply, "roStatus"), Some("OK"), "{reply}");
    assert!(
        !all_stories(&app.demo_rundown(&producer).await)
            .iter()
            .any(|s| s["id"] == new_id)
    );

    // Refusals with a reason: MOVE, an unknown running order, an unknown story.
    for (op, ro_id, story_id, why) in [
        (
            "MOVE",
            ro.as_str(),
            second.to_string(),
            "MOVE is not supported",
        ),
        (
            "UPDATE",
            "999999",
            second.to_string(),
            "unknown running order",
        ),
        ("UPDATE", ro.as_str(), "424242".to_string(), "unknown story"),
    ] {
        let reply = req
            .story_action(op, None, ro_id, &story_id, "<storyBody/>")
            .await;
        let status = tag(&reply, "roStatus").unwrap_or_default().to_string();
        assert!(status.contains(why), "{op}: {reply}");
    }
    // The rundown log names the device and its user.
    let (_, logs) = app
        .get(&producer, &format!("/api/rundowns/{rid}/logs?size=100"))
        .await;
    assert!(logs.to_string().contains("jbob (Graphics)"), "{logs}");
    app.stop().await;
}

crate::both_modes!(ro_ctrl_and_story_actions);
