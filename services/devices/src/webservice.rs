//! WS devices: systems with an HTTP API, driven with JSON over HTTP (reqwest, rustls). The contract,
//! as docs/devices.md ("WS") gives it; `{base}` is the device's `wsUrl` without a trailing `/`:
//!
//! - `GET {base}/health`: any 2xx means the device is up. Asked every `NEWSROOM_WS_POLL` (5000 ms);
//!   the answer sets the device's state (CONNECTED / UNREACHABLE).
//! - `PUT {base}/running-orders/{rundownId}` with [`RunningOrderJson`]: the whole running order of a
//!   rundown with device integration on, after every change (devices of type PLAYOUT, TP, CC, CG),
//!   stories with their media and CG items.
//!   Idempotent; `revision` grows with every change, so a device can drop an older one.
//! - `DELETE {base}/running-orders/{rundownId}`: integration turned off, or the rundown deleted.
//! - `POST {base}/cg` with [`CgJson`]: a CG command (cue, take, clear) with the template and values.
//!
//! Every call has the `NEWSROOM_WS_TIMEOUT` (5000 ms) limit and the device's HTTP Basic credentials
//! when it has a user name. A running order that could not be delivered is kept (the latest one per
//! rundown) and sent again with backoff (0.2 s to 5 s) until the device takes it; CG commands are
//! never kept (see [`crate::ii`] for why).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use newsroom_proto::rundowns::v1 as rpb;
use serde::Serialize;
use tokio::sync::mpsc;

use crate::ii::Failure;
use crate::mos::{LinkEvent, Ncs};
use crate::registry::Device;

/// A running order as a WS device gets it. Stories of the standby block are left out (they are not
/// part of the show until moved into a block), as for MOS devices.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunningOrderJson {
    /// The rundown's id.
    pub rundown_id: i64,
    /// Grows by one with every change of the rundown, its blocks or stories.
    pub revision: i64,
    /// `{"id", "name"}` of the program.
    pub program: ProgramJson,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Planned start and end, `HH:MM:SS`.
    pub start: String,
    /// See `start`.
    pub end: String,
    /// The stories in running order.
    pub stories: Vec<StoryJson>,
}

/// The program of a running order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProgramJson {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
}

/// A story of a running order.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoryJson {
    /// Id.
    pub id: i64,
    /// Its block's id.
    pub block_id: i64,
    /// Its block's name.
    pub block: String,
    /// Page (`A1`).
    pub page: String,
    /// Slug.
    pub slug: String,
    /// TEXT, VO, SOT, PACKAGE, LIVE...
    pub r#type: String,
    /// Estimated length as the rundown shows it (`M:SS` or `H:MM:SS`).
    pub estimated: String,
    /// BLANK, PLAY (on air), STOP (done).
    pub display_status: String,
    /// The story's media and CG items, for every device (`deviceId` says whose).
    pub items: Vec<ItemJson>,
}

/// A media or CG item of a story: `{"id", "kind": "MEDIA"|"CG", "deviceId", "slug"}`, and for media
/// `"objectId"`, `"durationMs"` (when known); for CG `"template": {"id", "name"}` and `"fields":
/// [{"name", "value"}]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ItemJson {
    /// The item's id.
    pub id: i64,
    /// MEDIA or CG.
    pub kind: String,
    /// The device it is for.
    pub device_id: i64,
    /// Slug.
    pub slug: String,
    /// Media: the object's id on its device.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object_id: Option<String>,
    /// Media: length in milliseconds, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_ms: Option<i64>,
    /// CG: the template.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub template: Option<TemplateJson>,
    /// CG: one value per template field.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldJson>,
}

impl ItemJson {
    fn of(i: &rpb::StoryItem) -> Self {
        let kind = newsroom_proto::convert::item_kind_in(i.kind());
        let cg = kind == Some(newsroom_domain::items::ItemKind::Cg);
        ItemJson {
            id: i.id,
            kind: kind.map_or("", |k| k.as_str()).to_string(),
            device_id: i.device_id,
            slug: i.slug.clone(),
            object_id: (!cg && !i.object_id.is_empty()).then(|| i.object_id.clone()),
            duration_ms: if cg { None } else { i.duration_ms },
            template: cg.then(|| TemplateJson {
                id: i.template_id.unwrap_or_default(),
                name: i.template_name.clone(),
            }),
            fields: i
                .fields
                .iter()
                .map(|f| FieldJson {
                    name: f.name.clone(),
                    value: f.value.clone(),
                })
                .collect(),
        }
    }
}

impl RunningOrderJson {
    /// The running order of a rundown.
    pub fn of(r: &rpb::Rundown) -> Self {
        RunningOrderJson {
            rundown_id: r.id,
            revision: r.revision,
            program: ProgramJson {
                id: r.program_id,
                name: r.program_name.clone(),
            },
            date: r.date.clone(),
            start: r.start.clone(),
            end: r.end.clone(),
            stories: r
                .blocks
                .iter()
                .filter(|b| !b.stand_by)
                .flat_map(|b| {
                    b.stories.iter().map(|s| StoryJson {
                        id: s.id,
                        block_id: b.id,
                        block: b.name.clone(),
                        page: s.page.clone(),
                        slug: s.slug.clone(),
                        r#type: newsroom_proto::convert::story_type_in(s.r#type())
                            .map_or("", |k| k.as_str())
                            .to_string(),
                        estimated: s.estimated.clone(),
                        display_status: newsroom_proto::convert::display_status_in(
                            s.display_status(),
                        )
                        .map_or("", |d| d.as_str())
                        .to_string(),
                        items: s.items.iter().map(ItemJson::of).collect(),
                    })
                })
                .collect(),
        }
    }
}

/// A CG command as a WS device gets it: `{"action": "take", "template": {"id", "name"}, "fields":
/// [{"name", "value"}], "storyId": 12}` (`template` absent for a clear without one, `storyId` when the
/// command comes from a story's CG item).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CgJson {
    /// `cue`, `take` or `clear`.
    pub action: String,
    /// The template.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub template: Option<TemplateJson>,
    /// Every field of the template in its order, with its value (empty when none was given).
    pub fields: Vec<FieldJson>,
    /// The story of the CG item.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub story_id: Option<i64>,
}

/// A template reference.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TemplateJson {
    /// Id on the device.
    pub id: i64,
    /// Name.
    pub name: String,
}

/// A field value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FieldJson {
    /// The template's field name.
    pub name: String,
    /// The value.
    pub value: String,
}

/// A live WS device: its HTTP client and the queue of its running-order worker.
pub struct WsLink {
    device: Device,
    base: String,
    http: reqwest::Client,
    sync: mpsc::UnboundedSender<(i64, Option<Arc<rpb::Rundown>>)>,
}

impl WsLink {
    /// Starts the health poll and the running-order worker of `device`; both stop when the link is
    /// dropped (the device was removed, disabled or changed).
    ///
    /// # Errors
    /// When the HTTP client cannot be built (no TLS roots).
    pub fn start(
        ncs: &Arc<Ncs>,
        device: Device,
        timeout: Duration,
        poll: Duration,
    ) -> Result<Arc<WsLink>, String> {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .user_agent(concat!("Newsroom/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| e.to_string())?;
        let (sync, rx) = mpsc::unbounded_channel();
        let link = Arc::new(WsLink {
            base: device.spec.ws_url.trim_end_matches('/').to_string(),
            device,
            http,
            sync,
        });
        tokio::spawn(health(ncs.clone(), Arc::downgrade(&link), poll));
        tokio::spawn(worker(ncs.clone(), Arc::downgrade(&link), rx));
        Ok(link)
    }

    /// The device.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Hands a rundown change to the worker (`None`: gone or integration off).
    pub fn rundown_changed(&self, rundown_id: i64, rundown: Option<Arc<rpb::Rundown>>) {
        if self.device.spec.follows_rundowns() {
            let _ = self.sync.send((rundown_id, rundown));
        }
    }

    fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        let req = self.http.request(method, format!("{}{path}", self.base));
        match &self.device.spec.username {
            Some(user) => {
                req.basic_auth(user, self.device.spec.password.as_ref().map(|p| p.expose()))
            }
            None => req,
        }
    }

    /// Sends a request; `Unreachable` for transport failures and 5xx, `Refused` for other non-2xx.
    async fn call(&self, req: reqwest::RequestBuilder, what: &str) -> Result<(), Failure> {
        let res = req
            .send()
            .await
            .map_err(|e| Failure::Unreachable(format!("{what}: {e}")))?;
        let status = res.status();
        if status.is_success() {
            return Ok(());
        }
        let body: String = res
            .text()
            .await
            .unwrap_or_default()
            .chars()
            .take(200)
            .collect();
        let why = format!("{what}: HTTP {status} {body}");
        Err(if status.is_server_error() {
            Failure::Unreachable(why)
        } else {
            Failure::Refused(why)
        })
    }

    /// `POST {base}/cg`. An unreachable device is marked so at once.
    pub async fn send_cg(&self, ncs: &Ncs, cg: &CgJson) -> Result<(), Failure> {
        self.post(ncs, "/cg", cg).await
    }

    /// `POST {base}/credits` with a rundown's credits (docs/devices.md). An unreachable device is
    /// marked so at once.
    pub async fn send_credits(
        &self,
        ncs: &Ncs,
        credits: &serde_json::Value,
    ) -> Result<(), Failure> {
        self.post(ncs, "/credits", credits).await
    }

    async fn post(
        &self,
        ncs: &Ncs,
        path: &str,
        body: &impl serde::Serialize,
    ) -> Result<(), Failure> {
        let outcome = self
            .call(
                self.request(reqwest::Method::POST, path).json(body),
                &format!("POST {path}"),
            )
            .await;
        match &outcome {
            Err(Failure::Unreachable(why)) => {
                ncs.single_link_event(self.device.id, LinkEvent::Failed(why.clone()))
            }
            _ => ncs.single_link_event(self.device.id, LinkEvent::Seen),
        }
        outcome
    }
}

/// Asks `GET {base}/health` every `poll` while the link lives.
async fn health(ncs: Arc<Ncs>, link: std::sync::Weak<WsLink>, poll: Duration) {
    loop {
        let Some(l) = link.upgrade() else { return };
        let outcome = l
            .call(l.request(reqwest::Method::GET, "/health"), "GET /health")
            .await;
        match outcome {
            Ok(()) => ncs.single_link_event(l.device.id, LinkEvent::Connected),
            Err(Failure::Unreachable(why) | Failure::Refused(why)) => {
                ncs.single_link_event(l.device.id, LinkEvent::Failed(format!("{} {why}", l.base)))
            }
        }
        drop(l);
        tokio::time::sleep(poll).await;
    }
}

/// Delivers running orders: the latest state of each rundown, sent again until the device takes it.
async fn worker(
    ncs: Arc<Ncs>,
    link: std::sync::Weak<WsLink>,
    mut rx: mpsc::UnboundedReceiver<(i64, Option<Arc<rpb::Rundown>>)>,
) {
    // Rundowns to deliver (latest state), and those the device holds (to know what to delete).
    let mut pending: BTreeMap<i64, Option<Arc<rpb::Rundown>>> = BTreeMap::new();
    let mut held: std::collections::BTreeSet<i64> = Default::default();
    let mut backoff = Duration::from_millis(200);
    loop {
        if pending.is_empty() {
            match rx.recv().await {
                Some((id, r)) => {
                    pending.insert(id, r);
                }
                None => return,
            }
        }
        while let Ok((id, r)) = rx.try_recv() {
            pending.insert(id, r);
        }
        let Some(l) = link.upgrade() else { return };
        let mut failed = false;
        while let Some((id, rundown)) = pending.pop_first() {
            let outcome = match &rundown {
                Some(r) => {
                    let body = RunningOrderJson::of(r);
                    l.call(
                        l.request(reqwest::Method::PUT, &format!("/running-orders/{id}"))
                            .json(&body),
                        "PUT /running-orders",
                    )
                    .await
                }
                None if held.contains(&id) => {
                    l.call(
                        l.request(reqwest::Method::DELETE, &format!("/running-orders/{id}")),
                        "DELETE /running-orders",
                    )
                    .await
                }
                None => Ok(()),
            };
            match outcome {
                Ok(()) => {
                    if rundown.is_some() {
                        held.insert(id);
                        tracing::info!(
                            device = l.device.id,
                            rundown = id,
                            "running order delivered"
                        );
                    } else if held.remove(&id) {
                        tracing::info!(device = l.device.id, rundown = id, "running order deleted");
                    }
                }
                Err(Failure::Refused(why)) => {
                    // The device will not take this one: trying again would not change its mind.
                    tracing::warn!(
                        device = l.device.id,
                        rundown = id,
                        "running order refused by the device: {why}"
                    );
                }
                Err(Failure::Unreachable(why)) => {
                    ncs.single_link_event(l.device.id, LinkEvent::Failed(why));
                    // A newer state that came meanwhile wins over this one.
                    pending.entry(id).or_insert(rundown);
                    failed = true;
                    break;
                }
            }
        }
        drop(l);
        if failed {
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(Duration::from_secs(5));
        } else {
            backoff = Duration::from_millis(200);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_order_leaves_out_the_standby_block() {
        let story = |id: i64, page: &str| rpb::Story {
            id,
            slug: format!("story {id}"),
            page: page.into(),
            estimated: "1:30".into(),
            r#type: rpb::StoryType::Text.into(),
            display_status: rpb::DisplayStatus::Blank.into(),
            items: vec![rpb::StoryItem {
                id: 5,
                kind: rpb::ItemKind::Cg.into(),
                device_id: 3,
                template_id: Some(100),
                template_name: "Lower third".into(),
                fields: vec![rpb::CgField {
                    name: "Name".into(),
                    value: "Ana".into(),
                }],
                ..Default::default()
            }],
            ..Default::default()
        };
        let r = rpb::Rundown {
            id: 7,
            revision: 42,
            program_id: 1,
            program_name: "Evening News".into(),
            date: "2026-11-23".into(),
            blocks: vec![
                rpb::Block {
                    id: 1,
                    name: "Block 1".into(),
                    stories: vec![story(10, "A1"), story(11, "A2")],
                    ..Default::default()
                },
                rpb::Block {
                    id: 2,
                    name: "Standby".into(),
                    stand_by: true,
                    stories: vec![story(12, "S1")],
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        let json = serde_json::to_value(RunningOrderJson::of(&r)).unwrap();
        assert_eq!(json["rundownId"], 7);
        assert_eq!(json["revision"], 42);
        assert_eq!(json["program"]["name"], "Evening News");
        let ids: Vec<i64> = json["stories"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, [10, 11]);
        assert_eq!(json["stories"][1]["page"], "A2");
        assert_eq!(json["stories"][1]["blockId"], 1);
        assert_eq!(json["stories"][1]["type"], "TEXT");
        assert_eq!(
            json["stories"][0]["items"],
            serde_json::json!([{"id": 5, "kind": "CG", "deviceId": 3, "slug": "",
                "template": {"id": 100, "name": "Lower third"}, "fields": [{"name": "Name", "value": "Ana"}]}])
        );
    }
}
