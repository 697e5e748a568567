//! A rundown as a MOS running order, and the roElementAction messages that take a device from the
//! running order it has to the current one. Pure functions; no IO.
//!
//! Mapping (our decision, written down in docs/mos.md): `roID` is the rundown id, `storyID` the story
//! id, `storyNum` the page, `storySlug` the slug; `roSlug` is "<program> <date>"; `roEdStart` the
//! rundown's start (UTC); `roEdDur` its planned length. Stories of the standby block are not sent:
//! they are not part of the show until a producer moves them into a block.

use newsroom_mos::message::Raw;
use newsroom_mos::message::{ElementAction, Item, RunningOrder, Story};
use newsroom_mos::xml::{escape, escape_attr};
use newsroom_proto::rundowns::v1 as rpb;

/// The running order of a rundown. `mos_id` names the MOS device of a device id (`None`: not a MOS
/// device, so its items are left out: II and WS devices get CG items by other means).
///
/// Items (MOS 2.8.5 section 4.3, `<item>`): `itemID` is the story item's id; a media item carries the
/// device's `objID` and `itemSlug`; a CG item (no object on the device yet) carries
/// `objID` `newsroom-cg-<item id>` and the template with its values in `mosExternalMetadata`
/// (schema `urn:newsroom:cg:1`, `<cg template="id" name="..."><field name="...">value</field></cg>`).
pub fn from_rundown(
    r: &rpb::Rundown,
    start_utc: Option<String>,
    mos_id: &dyn Fn(i64) -> Option<String>,
) -> RunningOrder {
    let stories = r
        .blocks
        .iter()
        .filter(|b| !b.stand_by)
        .flat_map(|b| b.stories.iter())
        .map(|s| Story {
            story_id: s.id.to_string(),
            story_slug: Some(s.slug.clone()).filter(|x| !x.is_empty()),
            story_num: Some(s.page.clone()).filter(|x| !x.is_empty()),
            external: vec![],
            items: s
                .items
                .iter()
                .filter_map(|i| Some(item(i, mos_id(i.device_id)?)))
                .collect(),
        })
        .collect();
    RunningOrder {
        ro_id: r.id.to_string(),
        ro_slug: format!("{} {}", r.program_name, r.date),
        ro_channel: None,
        ro_ed_start: start_utc,
        ro_ed_dur: ed_dur(&r.start, &r.end),
        ro_trigger: Some("MANUAL".into()),
        external: vec![],
        stories,
    }
}

fn item(i: &rpb::StoryItem, mos_id: String) -> Item {
    let cg = i.kind() == rpb::ItemKind::Cg;
    let external = if cg {
        let mut payload = format!(
            "<cg template=\"{}\" name=\"{}\">",
            i.template_id.unwrap_or_default(),
            escape_attr(&i.template_name)
        );
        for f in &i.fields {
            payload.push_str(&format!(
                "<field name=\"{}\">{}</field>",
                escape_attr(&f.name),
                escape(&f.value)
            ));
        }
        payload.push_str("</cg>");
        vec![Raw(format!(
            "<mosExternalMetadata><mosScope>PLAYLIST</mosScope><mosSchema>urn:newsroom:cg:1</mosSchema><mosPayload>{payload}</mosPayload></mosExternalMetadata>"
        ))]
    } else {
        vec![]
    };
    // Marks as editorial start and duration in the object's timebase (units a second).
    let units = |ms: i64| (i.timebase > 0).then(|| (ms.max(0) as u64 * i.timebase as u64) / 1000);
    let marked = i.mark_in_ms.is_some() || i.mark_out_ms.is_some();
    let used = i
        .mark_out_ms
        .or(i.duration_ms)
        .map(|end| end - i.mark_in_ms.unwrap_or(0));
    Item {
        item_id: i.id.to_string(),
        item_slug: Some(i.slug.clone()).filter(|s| !s.is_empty()),
        item_ed_start: i.mark_in_ms.and_then(units),
        item_ed_dur: used.filter(|_| marked).and_then(units),
        obj_id: if cg {
            format!("newsroom-cg-{}", i.id)
        } else {
            i.object_id.clone()
        },
        mos_id,
        external,
        ..Default::default()
    }
}

/// `hh:mm:ss` between two `HH:MM:SS` times of day (across midnight when the end is earlier).
fn ed_dur(start: &str, end: &str) -> Option<String> {
    let s = newsroom_mos::time::parse_hms(start)?;
    let e = newsroom_mos::time::parse_hms(end)?;
    let len = if e >= s { e - s } else { e + 86_400_000 - s };
    Some(newsroom_mos::time::format_hms(len))
}

/// The actions that turn `prev` into `next` (MOS 2.8.5 §4.3.11):
/// - two stories that only traded places: one SWAP;
/// - otherwise one DELETE of the stories gone, then from the last story to the first an INSERT of each
///   new story or a MOVE of each story out of place, before its successor (no target: at the end);
/// - then, for each story that changed: when only its items changed and the ones it kept are in the
///   same order, item actions (DELETE of the items gone, INSERT of the new ones before their successor
///   item, REPLACE of the changed ones); two items that only traded places, a SWAP of items;
///   otherwise a REPLACE of the story.
///
/// Empty when nothing changed.
pub fn diff(prev: &RunningOrder, next: &RunningOrder) -> Vec<ElementAction> {
    let ro_id = next.ro_id.clone();
    let action = |op: &str| ElementAction {
        ro_id: ro_id.clone(),
        operation: op.into(),
        ..Default::default()
    };
    let mut out = vec![];
    if let Some((a, b)) = swapped(prev, next) {
        out.push(ElementAction {
            story_ids: vec![a, b],
            ..action("SWAP")
        });
        out.extend(replacements(prev, next));
        return out;
    }
    let wanted: std::collections::HashSet<&str> =
        next.stories.iter().map(|s| s.story_id.as_str()).collect();
    let gone: Vec<String> = prev
        .stories
        .iter()
        .filter(|s| !wanted.contains(s.story_id.as_str()))
        .map(|s| s.story_id.clone())
        .collect();
    let mut cur: Vec<String> = prev
        .stories
        .iter()
        .map(|s| s.story_id.clone())
        .filter(|id| wanted.contains(id.as_str()))
        .collect();
    if !gone.is_empty() {
        out.push(ElementAction {
            story_ids: gone,
            ..action("DELETE")
        });
    }
    for i in (0..next.stories.len()).rev() {
        let story = &next.stories[i];
        let after = next.stories.get(i + 1).map(|s| s.story_id.clone());
        let pos = cur.iter().position(|id| *id == story.story_id);
        let in_place = match (&pos, &after) {
            (Some(p), Some(a)) => cur.get(p + 1) == Some(a),
            (Some(p), None) => *p + 1 == cur.len(),
            (None, _) => false,
        };
        if in_place {
            continue;
        }
        let at = |cur: &Vec<String>| {
            after
                .as_ref()
                .and_then(|a| cur.iter().position(|id| id == a))
                .unwrap_or(cur.len())
        };
        match pos {
            None => {
                let idx = at(&cur);
                cur.insert(idx, story.story_id.clone());
                out.push(ElementAction {
                    target_story_id: after.clone(),
                    stories: vec![story.clone()],
                    ..action("INSERT")
                });
            }
            Some(p) => {
                cur.remove(p);
                let idx = at(&cur);
                cur.insert(idx, story.story_id.clone());
                out.push(ElementAction {
                    target_story_id: after.clone(),
                    story_ids: vec![story.story_id.clone()],
                    ..action("MOVE")
                });
            }
        }
    }
    out.extend(replacements(prev, next));
    out
}

/// The two story IDs when `next` is `prev` with exactly two stories traded.
fn swapped(prev: &RunningOrder, next: &RunningOrder) -> Option<(String, String)> {
    if prev.stories.len() != next.stories.len() {
        return None;
    }
    let differ: Vec<usize> = (0..prev.stories.len())
        .filter(|&i| prev.stories[i].story_id != next.stories[i].story_id)
        .collect();
    let [i, j] = differ.as_slice() else {
        return None;
    };
    let (a, b) = (&prev.stories[*i].story_id, &prev.stories[*j].story_id);
    (next.stories[*i].story_id == *b && next.stories[*j].story_id == *a)
        .then(|| (a.clone(), b.clone()))
}

/// The REPLACE actions (story or item level) for the stories both running orders hold.
fn replacements(prev: &RunningOrder, next: &RunningOrder) -> Vec<ElementAction> {
    let mut out = vec![];
    for story in &next.stories {
        let Some(old) = prev.stories.iter().find(|s| s.story_id == story.story_id) else {
            continue;
        };
        if old == story {
            continue;
        }
        match item_actions(&next.ro_id, old, story) {
            Some(actions) => out.extend(actions),
            None => out.push(ElementAction {
                ro_id: next.ro_id.clone(),
                operation: "REPLACE".into(),
                target_story_id: Some(story.story_id.clone()),
                stories: vec![story.clone()],
                ..Default::default()
            }),
        }
    }
    out
}

/// Item actions turning `old`'s items into `new`'s, when the story is otherwise the same and the
/// items it keeps stay in order; `None`: replace the whole story.
fn item_actions(ro_id: &str, old: &Story, new: &Story) -> Option<Vec<ElementAction>> {
    let same_story = Story {
        items: vec![],
        ..old.clone()
    } == Story {
        items: vec![],
        ..new.clone()
    };
    if !same_story {
        return None;
    }
    let kept_old: Vec<&str> = old
        .items
        .iter()
        .map(|i| i.item_id.as_str())
        .filter(|id| new.items.iter().any(|n| n.item_id == *id))
        .collect();
    let kept_new: Vec<&str> = new
        .items
        .iter()
        .map(|i| i.item_id.as_str())
        .filter(|id| old.items.iter().any(|o| o.item_id == *id))
        .collect();
    let action = |op: &str| ElementAction {
        ro_id: ro_id.to_string(),
        operation: op.into(),
        target_story_id: Some(new.story_id.clone()),
        ..Default::default()
    };
    let mut out = vec![];
    if kept_old != kept_new {
        // Two items that only traded places: a SWAP (then REPLACEs of changed ones).
        let differ: Vec<usize> = (0..kept_old.len())
            .filter(|&i| kept_old[i] != kept_new[i])
            .collect();
        let same_set = old.items.len() == new.items.len() && kept_old.len() == old.items.len();
        if !same_set {
            return None;
        }
        let swap = match differ.as_slice() {
            [i, j] if kept_old[*i] == kept_new[*j] && kept_old[*j] == kept_new[*i] => {
                Some((*i, *j))
            }
            _ => None,
        };
        let Some((i, j)) = swap else {
            // One item taken out and put back elsewhere: a MOVE before its new successor.
            let moved = (0..kept_new.len()).find(|&k| {
                let mut with: Vec<&str> = kept_old.clone();
                with.retain(|x| *x != kept_new[k]);
                with.insert(k, kept_new[k]);
                with == kept_new
            })?;
            out.push(ElementAction {
                item_ids: vec![kept_new[moved].to_string()],
                target_item_id: kept_new.get(moved + 1).map(|x| x.to_string()),
                ..action("MOVE")
            });
            out.extend(item_replacements(old, new, &action));
            return Some(out);
        };
        out.push(ElementAction {
            item_ids: vec![kept_old[i].to_string(), kept_old[j].to_string()],
            ..action("SWAP")
        });
        out.extend(item_replacements(old, new, &action));
        return Some(out);
    }
    let gone: Vec<String> = old
        .items
        .iter()
        .filter(|o| !new.items.iter().any(|n| n.item_id == o.item_id))
        .map(|o| o.item_id.clone())
        .collect();
    if !gone.is_empty() {
        out.push(ElementAction {
            item_ids: gone,
            ..action("DELETE")
        });
    }
    for (i, item) in new.items.iter().enumerate().rev() {
        match old.items.iter().find(|o| o.item_id == item.item_id) {
            None => out.push(ElementAction {
                target_item_id: new.items.get(i + 1).map(|n| n.item_id.clone()),
                items: vec![item.clone()],
                ..action("INSERT")
            }),
            Some(o) if o != item => out.push(ElementAction {
                target_item_id: Some(item.item_id.clone()),
                items: vec![item.clone()],
                ..action("REPLACE")
            }),
            Some(_) => {}
        }
    }
    Some(out)
}

/// REPLACEs of the items of `new` that changed since `old`.
fn item_replacements(
    old: &Story,
    new: &Story,
    action: &dyn Fn(&str) -> ElementAction,
) -> Vec<ElementAction> {
    new.items
        .iter()
        .filter(|item| {
            old.items
                .iter()
                .any(|o| o.item_id == item.item_id && o != *item)
        })
        .map(|item| ElementAction {
            target_item_id: Some(item.item_id.clone()),
            items: vec![item.clone()],
            ..action("REPLACE")
        })
        .collect()
}

/// Whether the running order's own fields (slug, channel, start, length, trigger, metadata) differ:
/// a roMetadataReplace (§4.2.1) brings the device's copy up to date.
pub fn metadata_changed(prev: &RunningOrder, next: &RunningOrder) -> bool {
    RunningOrder {
        stories: vec![],
        ..prev.clone()
    } != RunningOrder {
        stories: vec![],
        ..next.clone()
    }
}

/// Applies element actions on stories to a running order, as a device does (used to check [`diff`]
/// and to keep the copy of what a device holds). Unknown story IDs are an error, as a device would
/// NACK them.
pub fn apply(ro: &mut RunningOrder, a: &ElementAction) -> Result<(), String> {
    let find = |ro: &RunningOrder, id: &str| {
        ro.stories
            .iter()
            .position(|s| s.story_id == id)
            .ok_or_else(|| format!("unknown story {id}"))
    };
    let target = |ro: &RunningOrder| match &a.target_story_id {
        Some(t) => find(ro, t),
        None => Ok(ro.stories.len()),
    };
    if !a.items.is_empty() || !a.item_ids.is_empty() {
        let at = find(
            ro,
            a.target_story_id
                .as_deref()
                .ok_or("an item action needs its story")?,
        )?;
        return apply_items(&mut ro.stories[at], a);
    }
    match a.operation.as_str() {
        "DELETE" => {
            for id in &a.story_ids {
                let p = find(ro, id)?;
                ro.stories.remove(p);
            }
        }
        "INSERT" => {
            let at = target(ro)?;
            for (k, s) in a.stories.iter().enumerate() {
                ro.stories.insert(at + k, s.clone());
            }
        }
        "MOVE" => {
            let moved: Vec<Story> = a
                .story_ids
                .iter()
                .map(|id| find(ro, id).map(|p| ro.stories.remove(p)))
                .collect::<Result<_, _>>()?;
            let at = target(ro)?;
            for (k, s) in moved.into_iter().enumerate() {
                ro.stories.insert(at + k, s);
            }
        }
        "REPLACE" => {
            let at = target(ro)?;
            ro.stories.splice(at..=at, a.stories.iter().cloned());
        }
        "SWAP" => {
            let [x, y] = a.story_ids.as_slice() else {
                return Err("SWAP needs two stories".into());
            };
            let (x, y) = (find(ro, x)?, find(ro, y)?);
            ro.stories.swap(x, y);
        }
        op => return Err(format!("operation {op} not supported")),
    }
    Ok(())
}

/// Item actions on one story.
fn apply_items(story: &mut Story, a: &ElementAction) -> Result<(), String> {
    let find = |story: &Story, id: &str| {
        story
            .items
            .iter()
            .position(|i| i.item_id == id)
            .ok_or_else(|| format!("unknown item {id}"))
    };
    match a.operation.as_str() {
        "DELETE" => {
            for id in &a.item_ids {
                let p = find(story, id)?;
                story.items.remove(p);
            }
        }
        "INSERT" => {
            let at = match &a.target_item_id {
                Some(t) => find(story, t)?,
                None => story.items.len(),
            };
            for (k, i) in a.items.iter().enumerate() {
                story.items.insert(at + k, i.clone());
            }
        }
        "REPLACE" => {
            let at = find(
                story,
                a.target_item_id
                    .as_deref()
                    .ok_or("REPLACE of an item needs its target")?,
            )?;
            story.items.splice(at..=at, a.items.iter().cloned());
        }
        "MOVE" => {
            let moved: Vec<Item> = a
                .item_ids
                .iter()
                .map(|id| find(story, id).map(|p| story.items.remove(p)))
                .collect::<Result<_, _>>()?;
            let at = match &a.target_item_id {
                Some(t) => find(story, t)?,
                None => story.items.len(),
            };
            for (k, i) in moved.into_iter().enumerate() {
                story.items.insert(at + k, i);
            }
        }
        "SWAP" => {
            let [x, y] = a.item_ids.as_slice() else {
                return Err("SWAP needs two items".into());
            };
            let (x, y) = (find(story, x)?, find(story, y)?);
            story.items.swap(x, y);
        }
        op => return Err(format!("item operation {op} not supported")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ro(ids: &[(&str, &str)]) -> RunningOrder {
        RunningOrder {
            ro_id: "7".into(),
            stories: ids
                .iter()
                .map(|(id, slug)| Story {
                    story_id: id.to_string(),
                    story_slug: Some(slug.to_string()),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }

    fn check(a: &RunningOrder, b: &RunningOrder) -> Vec<ElementAction> {
        let actions = diff(a, b);
        let mut got = a.clone();
        for x in &actions {
            apply(&mut got, x).unwrap();
        }
        assert_eq!(got.stories, b.stories, "{actions:#?}");
        actions
    }

    /// Issue 11, point 4: text saved before Newsroom refused control characters (or put in storage
    /// below the API) still goes out as a roCreate a strict XML parser reads, the characters dropped.
    #[test]
    fn control_characters_in_storage_never_reach_the_wire() {
        let cg = rpb::StoryItem {
            id: 12,
            kind: rpb::ItemKind::Cg.into(),
            device_id: 2,
            template_id: Some(4),
            template_name: "Lower\u{1}third".into(),
            fields: vec![rpb::CgField {
                name: "na\u{1b}me".into(),
                value: "Ana\0 & Rui\u{ffff}".into(),
            }],
            slug: "CG\u{8}".into(),
            ..Default::default()
        };
        let r = rpb::Rundown {
            id: 5,
            program_name: "Evening\u{1f} News".into(),
            date: "2026-11-25".into(),
            blocks: vec![rpb::Block {
                stories: vec![rpb::Story {
                    id: 8,
                    slug: "FIRE\u{1}\u{0}\u{1b} IN THE PORT".into(),
                    page: "A\u{fffe}1".into(),
                    items: vec![cg],
                    ..Default::default()
                }],
                ..Default::default()
            }],
            ..Default::default()
        };
        let ro = from_rundown(&r, None, &|_| Some("cg.mos".to_string()));
        let env = newsroom_mos::Envelope {
            mos_id: "cg.mos".into(),
            ncs_id: "newsroom.ncs".into(),
            message_id: Some(1),
            channel: None,
            body: newsroom_mos::Body::RoCreate(ro),
        };
        let xml = newsroom_mos::write_message(&env);
        assert!(xml.chars().all(newsroom_mos::xml::is_xml_char), "{xml:?}");
        let back = newsroom_mos::parse_message(&xml).unwrap_or_else(|e| panic!("{e}: {xml:?}"));
        let newsroom_mos::Body::RoCreate(ro) = back.body else {
            panic!("{:?}", back.body)
        };
        assert_eq!(ro.ro_slug, "Evening News 2026-11-25");
        let story = &ro.stories[0];
        assert_eq!(story.story_slug.as_deref(), Some("FIRE IN THE PORT"));
        assert_eq!(story.story_num.as_deref(), Some("A1"));
        assert_eq!(story.items[0].item_slug.as_deref(), Some("CG"));
        assert!(
            story.items[0].external[0].0.contains(
                "<cg template=\"4\" name=\"Lowerthird\"><field name=\"name\">Ana &amp; Rui</field>"
            ),
            "{:?}",
            story.items[0].external
        );
    }

    #[test]
    fn items_of_mos_devices_travel_in_their_story() {
        let media = rpb::StoryItem {
            id: 11,
            kind: rpb::ItemKind::Media.into(),
            device_id: 1,
            object_id: "CLIP-9".into(),
            slug: "Fire <a&b>".into(),
            ..Default::default()
        };
        let cg = rpb::StoryItem {
            id: 12,
            kind: rpb::ItemKind::Cg.into(),
            device_id: 2,
            template_id: Some(4),
            template_name: "Lower third".into(),
            fields: vec![rpb::CgField {
                name: "name".into(),
                value: "Ana & Rui".into(),
            }],
            ..Default::default()
        };
        let ii = rpb::StoryItem {
            id: 13,
            kind: rpb::ItemKind::Cg.into(),
            device_id: 3,
            ..Default::default()
        };
        let r = rpb::Rundown {
            id: 5,
            blocks: vec![rpb::Block {
                stories: vec![rpb::Story {
                    id: 8,
                    items: vec![media, cg, ii],
                    ..Default::default()
                }],
                ..Default::default()
            }],
            ..Default::default()
        };
        let mos = |id: i64| match id {
            1 => Some("mam.mos".to_string()),
            2 => Some("cg.mos".to_string()),
            _ => None,
        };
        let ro = from_rundown(&r, None, &mos);
        let items = &ro.stories[0].items;
        assert_eq!(
            items.len(),
            2,
            "the item of a device that is not MOS is left out"
        );
        assert_eq!(
            (
                items[0].item_id.as_str(),
                items[0].obj_id.as_str(),
                items[0].mos_id.as_str()
            ),
            ("11", "CLIP-9", "mam.mos")
        );
        assert_eq!(items[0].item_slug.as_deref(), Some("Fire <a&b>"));
        assert_eq!(items[1].obj_id, "newsroom-cg-12");
        assert!(
            items[1].external[0]
                .0
                .contains("<field name=\"name\">Ana &amp; Rui</field>"),
            "{:?}",
            items[1].external
        );
        // A changed value is a REPLACE of the story.
        let mut r2 = r.clone();
        r2.blocks[0].stories[0].items[1].fields[0].value = "Other".into();
        let actions = diff(&ro, &from_rundown(&r2, None, &mos));
        assert_eq!(actions.len(), 1);
        assert_eq!(
            (
                actions[0].operation.as_str(),
                actions[0].target_item_id.as_deref()
            ),
            ("REPLACE", Some("12")),
            "an item-level REPLACE"
        );
    }

    #[test]
    fn insert_delete_move_replace() {
        let a = ro(&[("1", "a"), ("2", "b"), ("3", "c")]);
        assert!(check(&a, &a).is_empty());
        let ins = check(&a, &ro(&[("1", "a"), ("9", "new"), ("2", "b"), ("3", "c")]));
        assert_eq!(ins.len(), 1);
        assert_eq!(
            (ins[0].operation.as_str(), ins[0].target_story_id.as_deref()),
            ("INSERT", Some("2"))
        );
        let del = check(&a, &ro(&[("1", "a"), ("3", "c")]));
        assert_eq!((del.len(), del[0].operation.as_str()), (1, "DELETE"));
        let mv = check(&a, &ro(&[("2", "b"), ("3", "c"), ("1", "a")]));
        assert_eq!(mv.len(), 1, "{mv:#?}");
        assert_eq!(
            (mv[0].operation.as_str(), mv[0].target_story_id.as_deref()),
            ("MOVE", None)
        );
        let rep = check(&a, &ro(&[("1", "a"), ("2", "B!"), ("3", "c")]));
        assert_eq!((rep.len(), rep[0].operation.as_str()), (1, "REPLACE"));
        check(&a, &ro(&[("3", "c"), ("4", "d"), ("1", "x")]));
        check(&ro(&[]), &a);
        check(&a, &ro(&[]));
    }

    #[test]
    fn two_stories_traded_are_one_swap() {
        let a = ro(&[("1", "a"), ("2", "b"), ("3", "c"), ("4", "d")]);
        let swap = check(&a, &ro(&[("1", "a"), ("4", "d"), ("3", "c"), ("2", "b")]));
        assert_eq!(swap.len(), 1, "{swap:#?}");
        assert_eq!(
            (swap[0].operation.as_str(), swap[0].story_ids.clone()),
            ("SWAP", vec!["2".to_string(), "4".to_string()])
        );
        // Traded and one of them renamed: the swap, then a REPLACE.
        let both = check(&a, &ro(&[("2", "B"), ("1", "a"), ("3", "c"), ("4", "d")]));
        let ops: Vec<&str> = both.iter().map(|x| x.operation.as_str()).collect();
        assert_eq!(ops, vec!["SWAP", "REPLACE"]);
    }

    fn with_items(id: &str, items: &[(&str, &str)]) -> Story {
        Story {
            story_id: id.into(),
            story_slug: Some(format!("s{id}")),
            items: items
                .iter()
                .map(|(i, slug)| Item {
                    item_id: i.to_string(),
                    obj_id: format!("obj-{i}"),
                    mos_id: "cg.mos".into(),
                    item_slug: Some(slug.to_string()),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }

    #[test]
    fn item_changes_are_item_actions() {
        let ro_of = |stories: Vec<Story>| RunningOrder {
            ro_id: "7".into(),
            stories,
            ..Default::default()
        };
        let a = ro_of(vec![with_items(
            "1",
            &[("10", "a"), ("11", "b"), ("12", "c")],
        )]);
        let b = ro_of(vec![with_items(
            "1",
            &[("13", "new"), ("10", "a"), ("12", "C!"), ("14", "end")],
        )]);
        let actions = diff(&a, &b);
        let shape: Vec<(&str, Option<&str>, usize, usize)> = actions
            .iter()
            .map(|x| {
                (
                    x.operation.as_str(),
                    x.target_item_id.as_deref(),
                    x.items.len(),
                    x.item_ids.len(),
                )
            })
            .collect();
        assert_eq!(
            shape,
            vec![
                ("DELETE", None, 0, 1),
                ("INSERT", None, 1, 0),
                ("REPLACE", Some("12"), 1, 0),
                ("INSERT", Some("10"), 1, 0),
            ]
        );
        let mut got = a.clone();
        for x in &actions {
            assert_eq!(x.target_story_id.as_deref(), Some("1"));
            apply(&mut got, x).unwrap();
        }
        assert_eq!(got.stories, b.stories);
        // Two items traded: one SWAP.
        let swapped = ro_of(vec![with_items(
            "1",
            &[("12", "c"), ("11", "b"), ("10", "a")],
        )]);
        let swap = diff(&a, &swapped);
        assert_eq!(
            (
                swap.len(),
                swap[0].operation.as_str(),
                swap[0].item_ids.clone()
            ),
            (1, "SWAP", vec!["10".to_string(), "12".to_string()])
        );
        let mut got = a.clone();
        apply(&mut got, &swap[0]).unwrap();
        assert_eq!(got.stories, swapped.stories);
        // Kept items reordered otherwise, or the story itself changed: the whole story is replaced.
        let c = ro_of(vec![with_items("1", &[("11", "b"), ("10", "a")])]);
        let whole = diff(&a, &c);
        assert_eq!(
            (
                whole.len(),
                whole[0].operation.as_str(),
                whole[0].stories.len()
            ),
            (1, "REPLACE", 1)
        );
        let mut renamed = with_items("1", &[("10", "a")]);
        renamed.story_slug = Some("other".into());
        assert_eq!(diff(&a, &ro_of(vec![renamed]))[0].stories.len(), 1);
    }

    #[test]
    fn random_item_edits_are_reached() {
        let mut seed = 11u64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        for _ in 0..300 {
            let mut before: Vec<(String, String)> = vec![];
            for i in 0..next(5) {
                before.push((i.to_string(), format!("v{}", next(3))));
            }
            let mut after: Vec<(String, String)> = vec![];
            for (i, v) in &before {
                if next(4) == 0 {
                    continue; // deleted
                }
                let v = if next(3) == 0 {
                    format!("{v}!")
                } else {
                    v.clone()
                };
                after.push((i.clone(), v));
            }
            for k in 0..next(3) {
                let at = next(after.len() as u64 + 1) as usize;
                after.insert(at, (format!("n{k}"), "new".into()));
            }
            if after.len() > 1 && next(2) == 0 {
                // Something moved too: a SWAP, a MOVE or the whole story again.
                let from = next(after.len() as u64) as usize;
                let moved = after.remove(from);
                let to = next(after.len() as u64 + 1) as usize;
                after.insert(to, moved);
            }
            let (x, y) = (before, after);
            let xs: Vec<(&str, &str)> = x.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            let ys: Vec<(&str, &str)> = y.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            let a = RunningOrder {
                ro_id: "7".into(),
                stories: vec![with_items("1", &xs)],
                ..Default::default()
            };
            let b = RunningOrder {
                stories: vec![with_items("1", &ys)],
                ..a.clone()
            };
            let mut got = a.clone();
            for action in diff(&a, &b) {
                apply(&mut got, &action).unwrap();
            }
            assert_eq!(got.stories, b.stories);
        }
    }

    #[test]
    fn metadata_changes_are_told_apart_from_story_changes() {
        let a = ro(&[("1", "a")]);
        let mut b = ro(&[("1", "b")]);
        assert!(!metadata_changed(&a, &b));
        b.ro_slug = "Late News 2026-11-23".into();
        assert!(metadata_changed(&a, &b));
    }

    #[test]
    fn any_reordering_is_reached() {
        // Every permutation of 5 stories with some removed and one added.
        let base: Vec<(String, String)> =
            (1..=5).map(|i| (i.to_string(), format!("s{i}"))).collect();
        let mut seed = 7u64;
        for _ in 0..500 {
            let mut next = base.clone();
            for i in (1..next.len()).rev() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                next.swap(i, (seed >> 33) as usize % (i + 1));
            }
            next.truncate(((seed >> 40) % 6) as usize);
            if seed.is_multiple_of(3) {
                next.insert(
                    ((seed >> 20) as usize) % (next.len() + 1),
                    ("new".into(), "n".into()),
                );
            }
            let a = ro(&base
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect::<Vec<_>>());
            let b = ro(&next
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect::<Vec<_>>());
            check(&a, &b);
        }
    }
}
