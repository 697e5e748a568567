//! The running-order worker of each device that follows rundowns (docs/mos.md, "Running orders"):
//! keeps the device's copy of each running order in step with the rundowns, and sends the scripts
//! of teleprompter and caption devices (profile 4).

use std::collections::HashMap;
use std::sync::Arc;

use newsroom_mos::message::{Body, RunningOrder};
use newsroom_proto::rundowns::v1 as rpb;
use tokio::sync::mpsc;

use super::{Ncs, running_order, story_body};
use crate::registry::Device;

/// A command to a device's running-order worker.
pub(super) enum Sync {
    /// Bring the device's copy of this rundown up to date (or delete it when `None`: gone or device
    /// integration disabled); the story ids whose text or fields changed (their scripts are sent
    /// again to teleprompter and caption devices).
    Rundown(i64, Option<Arc<rpb::Rundown>>, Vec<i64>),
    /// Forget the device's copy and send the whole running order again (after a NACK).
    Resync(i64),
}

/// Keeps one device's copies of the running orders in step: roCreate the first time, element
/// actions for changes, roDelete when a rundown goes or its integration is disabled, roReplace after
/// a NACK. Commands for the same rundown that queue up while a send is in flight are merged.
pub(super) async fn worker(ncs: Arc<Ncs>, device: Device, mut rx: mpsc::UnboundedReceiver<Sync>) {
    let mut held: HashMap<i64, RunningOrder> = HashMap::new();
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = rx.try_recv() {
            batch.push(more);
        }
        // The latest state per rundown, with every story touched meanwhile.
        let mut latest: Vec<Pending> = vec![];
        for cmd in batch {
            let (id, r, resync, mut touched) = match cmd {
                Sync::Rundown(id, r, touched) => (id, r, false, touched),
                Sync::Resync(id) => match ncs.running_order(id).await {
                    Ok(found) => (
                        id,
                        found
                            .map(|(r, _)| Arc::new(r))
                            .filter(|r| r.device_integration),
                        true,
                        vec![],
                    ),
                    Err(e) => {
                        tracing::warn!(device = device.id, rundown = id, "resync: {e}");
                        continue;
                    }
                },
            };
            let mut resync = resync;
            if let Some(i) = latest.iter().position(|(x, ..)| *x == id) {
                let (_, _, was_resync, was_touched) = latest.remove(i);
                touched.extend(was_touched);
                resync |= was_resync;
            }
            latest.push((id, r, resync, touched));
        }
        for (id, rundown, resync, touched) in latest {
            if resync {
                held.remove(&id);
            }
            sync_one(&ncs, &device, &mut held, id, rundown, &touched).await;
        }
    }
}

/// A rundown to bring up to date on a device: id, its state (`None`: drop it), whether to send it whole
/// again, and the stories touched.
type Pending = (i64, Option<Arc<rpb::Rundown>>, bool, Vec<i64>);

async fn sync_one(
    ncs: &Ncs,
    device: &Device,
    held: &mut HashMap<i64, RunningOrder>,
    id: i64,
    rundown: Option<Arc<rpb::Rundown>>,
    touched: &[i64],
) {
    let ok =
        |reply: &Result<Body, super::LinkError>| matches!(reply, Ok(Body::RoAck(a)) if a.is_ok());
    let Some(r) = rundown else {
        if held.remove(&id).is_some() {
            let reply = ncs
                .send(
                    device.id,
                    Body::RoDelete {
                        ro_id: id.to_string(),
                    },
                )
                .await;
            log_reply(device, "roDelete", id, &reply);
        }
        return;
    };
    let next = running_order::from_rundown(&r, None, &|id| ncs.mos_id(id));
    match held.get_mut(&id) {
        None => {
            let reply = ncs.send(device.id, Body::RoCreate(next.clone())).await;
            log_reply(device, "roCreate", id, &reply);
            let mut sent = ok(&reply);
            if !sent {
                // A device that already had it (after our restart) NACKs a roCreate: replace it.
                let reply = ncs.send(device.id, Body::RoReplace(next.clone())).await;
                log_reply(device, "roReplace", id, &reply);
                sent = ok(&reply);
            }
            if sent {
                send_scripts(ncs, device, &next, |_| true).await;
                held.insert(id, next);
            }
        }
        Some(prev) => {
            let mut inserted: Vec<String> = vec![];
            let mut replaced = false;
            if running_order::metadata_changed(prev, &next) {
                // The running order's own fields (slug, start, length): roMetadataReplace (§4.2.1).
                let meta = RunningOrder {
                    stories: vec![],
                    ..next.clone()
                };
                let reply = ncs.send(device.id, Body::RoMetadataReplace(meta)).await;
                log_reply(device, "roMetadataReplace", id, &reply);
                if ok(&reply) {
                    *prev = RunningOrder {
                        stories: std::mem::take(&mut prev.stories),
                        ..next.clone()
                    };
                }
            }
            for action in running_order::diff(prev, &next) {
                let reply = ncs
                    .send(device.id, Body::RoElementAction(action.clone()))
                    .await;
                log_reply(device, "roElementAction", id, &reply);
                if ok(&reply) && running_order::apply(prev, &action).is_ok() {
                    if action.operation == "INSERT" {
                        inserted.extend(action.stories.iter().map(|s| s.story_id.clone()));
                    }
                    continue;
                }
                let reply = ncs.send(device.id, Body::RoReplace(next.clone())).await;
                log_reply(device, "roReplace", id, &reply);
                if !ok(&reply) {
                    held.remove(&id);
                    return;
                }
                *prev = next.clone();
                replaced = true;
                break;
            }
            let touched: Vec<String> = touched.iter().map(i64::to_string).collect();
            send_scripts(ncs, device, &next, |s| {
                replaced || inserted.contains(s) || touched.contains(s)
            })
            .await;
        }
    }
}

/// roStorySend of the stories `which` accepts, to teleprompter and caption devices with profile 4:
/// each story's script as a `storyBody` ([`story_body::from_script`]).
async fn send_scripts(
    ncs: &Ncs,
    device: &Device,
    ro: &RunningOrder,
    which: impl Fn(&String) -> bool,
) {
    if !device.spec.wants_scripts() {
        return;
    }
    for story in ro.stories.iter().filter(|s| which(&s.story_id)) {
        let Ok(story_id) = story.story_id.parse::<i64>() else {
            continue;
        };
        let doc = match ncs
            .rundowns
            .clone()
            .get_story_document(rpb::StoryRef { id: story_id })
            .await
        {
            Ok(d) => d.into_inner(),
            Err(e) => {
                tracing::warn!(
                    device = device.id,
                    story = story_id,
                    "script not read: {}",
                    e.message()
                );
                continue;
            }
        };
        let script = serde_json::from_str(&doc.script_json)
            .ok()
            .and_then(|v| newsroom_domain::script::Script::parse(&v).ok())
            .unwrap_or_default();
        let body = Body::RoStorySend(newsroom_mos::message::StorySend {
            ro_id: ro.ro_id.clone(),
            story_id: story.story_id.clone(),
            story_slug: story.story_slug.clone(),
            story_num: story.story_num.clone(),
            body: story_body::from_script(&script),
            external: vec![],
        });
        let reply = ncs.send(device.id, body).await;
        log_reply(device, "roStorySend", story_id, &reply);
    }
}

fn log_reply(device: &Device, what: &str, rundown: i64, reply: &Result<Body, super::LinkError>) {
    match reply {
        Ok(Body::RoAck(a)) if a.is_ok() => {
            tracing::info!(device = device.id, rundown, "{what} acknowledged")
        }
        Ok(Body::RoAck(a)) => {
            tracing::warn!(device = device.id, rundown, status = %a.ro_status, "{what} refused by the device")
        }
        Ok(other) => tracing::warn!(
            device = device.id,
            rundown,
            reply = other.name(),
            "{what}: unexpected reply"
        ),
        Err(e) => tracing::warn!(device = device.id, rundown, "{what} not delivered: {e}"),
    }
}
