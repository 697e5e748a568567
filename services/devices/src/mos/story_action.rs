//! Profile 7 (MOS 2.8.5 §7.1 roReqStoryAction): a device (a graphics or editing system) asks
//! Newsroom to create, change or delete a story of a running order it holds. Decisions, written down
//! in docs/mos.md:
//!
//! - Only devices registered with profile 7 may; the running order must be a rundown with device
//!   integration on, the story one of its stories (NEW: `storyID` names the story to insert before,
//!   absent or unknown: the end of the last block that is not the standby block).
//! - The device works under Newsroom's edit locks: the lock holder is the device
//!   (`mos:<mosID>`, shown as "<username> (<device>)"). A story another editor holds is refused
//!   (NACK "locked by ..."). `leaseLock` > 0 keeps the lock after an UPDATE, so journalists see the
//!   device editing; it lasts Newsroom's lock time (`NEWSROOM_LOCK_TTL_SECS`) and each UPDATE renews
//!   it; without a lease the lock is released at once.
//! - UPDATE replaces the slug, the page (`storyNum`) and the script (`storyBody`, see
//!   [`super::story_body::to_script`]); footnote and cues are kept. DELETE moves the story to the
//!   trash. MOVE is refused: the message carries no target (roElementAction MOVE is the way).
//! - The roAck is sent after the change is saved; its element names the story (a NEW story's new id).

use newsroom_mos::message::{Body, RoAck, StoryAction};
use newsroom_proto::rundowns::v1 as rpb;

use super::Ncs;
use crate::registry::Device;

/// The lock identity of a device.
fn holder(device: &Device) -> String {
    format!("mos:{}", device.spec.mos_id)
}

fn nack(ro_id: &str, why: String) -> Body {
    Body::RoAck(RoAck {
        ro_id: ro_id.into(),
        ro_status: why,
        elements: vec![],
    })
}

/// Carries out a roReqStoryAction and answers the roAck.
pub(crate) async fn handle(ncs: &Ncs, device: &Device, a: StoryAction) -> Body {
    let ro_id = a.story.ro_id.clone();
    match run(ncs, device, a).await {
        Ok(story_id) => Body::RoAck(RoAck {
            ro_id,
            ro_status: "OK".into(),
            elements: vec![(story_id.to_string(), None, None, "OK".into())],
        }),
        Err(why) => {
            tracing::info!(ro = ro_id, "roReqStoryAction refused: {why}");
            nack(&ro_id, why)
        }
    }
}

async fn run(ncs: &Ncs, device: &Device, a: StoryAction) -> Result<i64, String> {
    if !device.spec.profiles.contains(&7) {
        return Err(format!(
            "profile 7 is not enabled for {} in Newsroom",
            device.spec.name
        ));
    }
    let unknown_ro = || format!("unknown running order {}", a.story.ro_id);
    let rundown_id: i64 = a.story.ro_id.trim().parse().map_err(|_| unknown_ro())?;
    let (r, _) = ncs
        .running_order(rundown_id)
        .await
        .map_err(|e| format!("rundowns unavailable: {e}"))?
        .filter(|(r, _)| r.device_integration)
        .ok_or_else(unknown_ro)?;
    let actor = Some(rpb::Actor {
        user_id: 0,
        nickname: format!(
            "{} ({})",
            a.username
                .as_deref()
                .filter(|u| !u.is_empty())
                .unwrap_or(&device.spec.mos_id),
            device.spec.name
        ),
    });
    let story_id: Option<i64> = a.story.story_id.trim().parse().ok();
    let found = story_id.and_then(|id| {
        r.blocks
            .iter()
            .flat_map(|b| b.stories.iter().map(move |s| (b, s)))
            .find(|(_, s)| s.id == id)
    });
    let mut rundowns = ncs.rundowns.clone();
    let failed = |what: &str, e: tonic::Status| format!("{what}: {}", e.message());
    match a.operation.as_str() {
        "NEW" => {
            let (block_id, position) = match found {
                Some((b, s)) => (b.id, Some(s.position)),
                None => (
                    r.blocks
                        .iter()
                        .rev()
                        .find(|b| !b.stand_by)
                        .or(r.blocks.first())
                        .ok_or("the running order has no block")?
                        .id,
                    None,
                ),
            };
            let slug = a.story.story_slug.clone().unwrap_or_default();
            let story = rundowns
                .create_story(rpb::CreateStoryRequest {
                    block_id,
                    slug,
                    position,
                    actor: actor.clone(),
                    ..Default::default()
                })
                .await
                .map_err(|e| failed("the story was not created", e))?
                .into_inner();
            write(ncs, device, &a, story.id, actor, false).await?;
            Ok(story.id)
        }
        "UPDATE" => {
            let (_, s) = found.ok_or_else(|| format!("unknown story {}", a.story.story_id))?;
            let keep = a.lease_lock.unwrap_or(0) > 0;
            write(ncs, device, &a, s.id, actor, keep).await?;
            Ok(s.id)
        }
        "DELETE" => {
            let (_, s) = found.ok_or_else(|| format!("unknown story {}", a.story.story_id))?;
            free(ncs, device, s.id).await?;
            rundowns
                .delete_story(rpb::DeleteRequest { id: s.id, actor })
                .await
                .map_err(|e| failed("the story was not deleted", e))?;
            Ok(s.id)
        }
        "MOVE" => Err(
            "MOVE is not supported: roReqStoryAction names no target; send roElementAction MOVE"
                .into(),
        ),
        other => Err(format!(
            "unknown operation {other}: NEW, UPDATE, DELETE or MOVE"
        )),
    }
}

/// Refused when an editor other than this device holds the story's lock.
async fn free(ncs: &Ncs, device: &Device, story: i64) -> Result<(), String> {
    let locks = ncs
        .rundowns
        .clone()
        .list_locks(rpb::ListLocksRequest {})
        .await
        .map_err(|e| format!("locks unavailable: {}", e.message()))?
        .into_inner()
        .locks;
    match locks.iter().find(|l| {
        l.story_id == story
            && l.holder != newsroom_domain::lock::holder_tag(&holder(device), &holder(device))
    }) {
        Some(l) => Err(format!("story {story} is locked by {}", l.nickname)),
        None => Ok(()),
    }
}

/// Takes the story's lock as the device, writes slug, page and script, and releases the lock unless
/// the device leases it.
async fn write(
    ncs: &Ncs,
    device: &Device,
    a: &StoryAction,
    story: i64,
    actor: Option<rpb::Actor>,
    keep_lock: bool,
) -> Result<(), String> {
    let mut rundowns = ncs.rundowns.clone();
    let lock = rpb::LockRequest {
        story_id: story,
        uuid: holder(device),
        session: holder(device),
        take_over: false,
        renew: false,
        actor: actor.clone(),
    };
    free(ncs, device, story).await?;
    rundowns
        .take_lock(lock.clone())
        .await
        .map_err(|e| format!("story {story} could not be locked: {}", e.message()))?;
    let result = async {
        let doc = rundowns
            .get_story_document(rpb::StoryRef { id: story })
            .await
            .map_err(|e| e.message().to_string())?
            .into_inner();
        let current = doc.story.unwrap_or_default();
        for (field, value) in [("slug", &a.story.story_slug), ("page", &a.story.story_num)] {
            let Some(value) = value.as_ref().map(|v| v.trim()).filter(|v| !v.is_empty()) else {
                continue;
            };
            let same = if field == "slug" {
                current.slug == value
            } else {
                current.page == value
            };
            if !same {
                rundowns
                    .patch_story(rpb::PatchRequest {
                        id: story,
                        field: field.into(),
                        value_json: serde_json::Value::from(value).to_string(),
                        actor: actor.clone(),
                    })
                    .await
                    .map_err(|e| format!("{field}: {}", e.message()))?;
            }
        }
        let script = super::story_body::to_script(&a.story.body)?;
        rundowns
            .save_story_text(rpb::SaveStoryTextRequest {
                id: story,
                script_json: script.to_string(),
                footnote: doc.footnote,
                cue_in: doc.cue_in,
                cue_out: doc.cue_out,
                actor: actor.clone(),
                lock_uuid: holder(device),
                lock_session: holder(device),
            })
            .await
            .map_err(|e| format!("the text was not saved: {}", e.message()))?;
        Ok::<(), String>(())
    }
    .await;
    if !keep_lock || result.is_err() {
        let _ = rundowns.release_lock(lock).await;
    }
    result
}
