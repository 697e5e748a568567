//! Writing MOS messages, strictly: header in the DTD's order (`mosID`, `ncsID`, `messageID`, then MOS
//! 4.0's `channel` when the envelope has one), elements
//! in the order of the MOS 2.8.5 DTD, text escaped, optional elements left out when empty, raw parts
//! ([`Raw`]) written back exactly as they were read.
//!
//! Every text goes through [`crate::xml::escape`] (attributes [`crate::xml::escape_attr`]) and every
//! raw part through [`crate::xml::strip_forbidden`]: a character XML 1.0 forbids (a control character
//! saved before Newsroom refused them) is dropped, never written, so one bad slug cannot make a
//! device's parser refuse a whole running order.

use std::fmt::Write as _;

use crate::message::*;
use crate::xml::{escape, escape_attr, strip_forbidden};

struct Out(String);

impl Out {
    fn open(&mut self, name: &str) {
        let _ = write!(self.0, "<{name}>");
    }
    fn open_attr(&mut self, name: &str, attr: &str, value: &str) {
        let _ = write!(self.0, "<{name} {attr}=\"{}\">", escape_attr(value));
    }
    fn close(&mut self, name: &str) {
        let _ = write!(self.0, "</{name}>");
    }
    fn leaf(&mut self, name: &str, text: &str) {
        let _ = write!(self.0, "<{name}>{}</{name}>", escape(text));
    }
    fn opt(&mut self, name: &str, text: &Option<String>) {
        if let Some(t) = text.as_deref().filter(|t| !t.is_empty()) {
            self.leaf(name, t);
        }
    }
    fn num(&mut self, name: &str, n: Option<u64>) {
        if let Some(n) = n {
            self.leaf(name, &n.to_string());
        }
    }
    fn raw(&mut self, raw: &[Raw]) {
        for r in raw {
            self.raw_one(r);
        }
    }
    fn raw_one(&mut self, raw: &Raw) {
        self.0.push_str(&strip_forbidden(&raw.0));
    }
}

/// The XML text of a message (encode it with [`crate::encode_utf16be`] for a 2.8.5 socket).
pub fn write_message(env: &Envelope) -> String {
    let mut o = Out(String::with_capacity(512));
    o.open("mos");
    o.leaf("mosID", &env.mos_id);
    o.leaf("ncsID", &env.ncs_id);
    if let Some(id) = env.message_id {
        o.leaf("messageID", &id.to_string());
    }
    if let Some(c) = env.channel {
        o.leaf("channel", c.as_str());
    }
    body(&mut o, &env.body);
    o.close("mos");
    o.0
}

fn body(o: &mut Out, b: &Body) {
    match b {
        Body::Heartbeat { time } => {
            o.open("heartbeat");
            o.opt("time", time);
            o.close("heartbeat");
        }
        Body::KeepAlive => o.0.push_str("<keepAlive/>"),
        Body::ReqMachInfo => o.0.push_str("<reqMachInfo/>"),
        Body::ListMachInfo(m) => mach_info(o, m),
        Body::MosAck(a) => {
            o.open("mosAck");
            o.leaf("objID", &a.obj_id);
            o.num("objRev", a.obj_rev.map(u64::from));
            o.leaf("status", &a.status);
            o.opt("statusDescription", &a.status_description);
            o.close("mosAck");
        }
        Body::MosObj(obj) => mos_obj(o, obj),
        Body::MosObjCreate(obj) => mos_obj_create(o, obj),
        Body::MosReqObj { obj_id } => {
            o.open("mosReqObj");
            o.leaf("objID", obj_id);
            o.close("mosReqObj");
        }
        Body::MosReqAll { pause } => {
            o.open("mosReqAll");
            o.leaf("pause", &pause.to_string());
            o.close("mosReqAll");
        }
        Body::MosListAll(objs) => {
            o.open("mosListAll");
            objs.iter().for_each(|x| mos_obj(o, x));
            o.close("mosListAll");
        }
        Body::RoAck(a) => {
            o.open("roAck");
            o.leaf("roID", &a.ro_id);
            o.leaf("roStatus", &a.ro_status);
            for (story, item, obj, status) in &a.elements {
                o.leaf("storyID", story);
                o.opt("itemID", item);
                o.opt("objID", obj);
                o.leaf("status", status);
            }
            o.close("roAck");
        }
        Body::RoCreate(ro) => running_order(o, "roCreate", ro, true),
        Body::RoReplace(ro) => running_order(o, "roReplace", ro, true),
        Body::RoList(ro) => running_order(o, "roList", ro, true),
        Body::RoMetadataReplace(ro) => running_order(o, "roMetadataReplace", ro, false),
        Body::RoDelete { ro_id } => ro_only(o, "roDelete", ro_id),
        Body::RoReq { ro_id } => ro_only(o, "roReq", ro_id),
        Body::RoReqAll => o.0.push_str("<roReqAll/>"),
        Body::RoListAll(ros) => {
            o.open("roListAll");
            ros.iter().for_each(|ro| running_order(o, "ro", ro, false));
            o.close("roListAll");
        }
        Body::RoElementStat(s) => {
            o.open_attr("roElementStat", "element", &s.element);
            o.leaf("roID", &s.ro_id);
            o.opt("storyID", &s.story_id);
            o.opt("itemID", &s.item_id);
            o.opt("objID", &s.obj_id);
            o.opt("itemChannel", &s.item_channel);
            o.leaf("status", &s.status);
            o.opt("time", &s.time);
            o.close("roElementStat");
        }
        Body::RoReadyToAir { ro_id, ro_air } => {
            o.open("roReadyToAir");
            o.leaf("roID", ro_id);
            o.leaf("roAir", ro_air);
            o.close("roReadyToAir");
        }
        Body::RoElementAction(a) => element_action(o, a),
        Body::RoStorySend(s) => story_send(o, s),
        Body::MosReqSearchableSchema { username } => {
            user_open(o, "mosReqSearchableSchema", username);
            o.close("mosReqSearchableSchema");
        }
        Body::MosListSearchableSchema { username, schemas } => {
            user_open(o, "mosListSearchableSchema", username);
            schemas.iter().for_each(|x| o.leaf("mosSchema", x));
            o.close("mosListSearchableSchema");
        }
        Body::MosReqObjList(r) => {
            // Every element but the search groups is required (§3.2.3), empty when unknown.
            let text = |n: Option<u64>| n.map(|n| n.to_string()).unwrap_or_default();
            user_open(o, "mosReqObjList", &r.username);
            o.leaf("queryID", &r.query_id);
            o.leaf("listReturnStart", &text(r.list_return_start));
            o.leaf("listReturnEnd", &text(r.list_return_end));
            o.leaf("generalSearch", r.general_search.as_deref().unwrap_or(""));
            o.leaf("mosSchema", r.mos_schema.as_deref().unwrap_or(""));
            o.raw(&r.search_groups);
            o.close("mosReqObjList");
        }
        Body::MosObjList(l) => {
            user_open(o, "mosObjList", &l.username);
            o.leaf("queryID", &l.query_id);
            o.num("listReturnStart", l.list_return_start);
            o.num("listReturnEnd", l.list_return_end);
            o.num("listReturnTotal", l.list_return_total);
            o.opt("listReturnStatus", &l.list_return_status);
            o.open("list");
            l.objs.iter().for_each(|x| mos_obj(o, x));
            o.close("list");
            o.close("mosObjList");
        }
        Body::RoCtrl(c) => {
            o.open("roCtrl");
            o.leaf("roID", &c.ro_id);
            o.leaf("storyID", &c.story_id);
            o.leaf("itemID", &c.item_id);
            o.leaf("command", &c.command);
            o.raw(&c.external);
            o.close("roCtrl");
        }
        Body::RoReqStoryAction(a) => {
            let _ = write!(
                o.0,
                "<roReqStoryAction operation=\"{}\"",
                escape_attr(&a.operation)
            );
            if let Some(l) = a.lease_lock {
                let _ = write!(o.0, " leaseLock=\"{l}\"");
            }
            if let Some(u) = &a.username {
                let _ = write!(o.0, " username=\"{}\"", escape_attr(u));
            }
            o.0.push('>');
            story_send(o, &a.story);
            o.close("roReqStoryAction");
        }
        Body::Unknown { name } => {
            let _ = write!(o.0, "<{name}/>");
        }
    }
}

/// `<name username="...">` (the attribute only when there is a user).
fn user_open(o: &mut Out, name: &str, username: &Option<String>) {
    match username {
        Some(u) => o.open_attr(name, "username", u),
        None => o.open(name),
    }
}

fn story_send(o: &mut Out, s: &StorySend) {
    o.open("roStorySend");
    o.leaf("roID", &s.ro_id);
    o.leaf("storyID", &s.story_id);
    o.opt("storySlug", &s.story_slug);
    o.opt("storyNum", &s.story_num);
    o.open("storyBody");
    o.raw_one(&s.body);
    o.close("storyBody");
    o.raw(&s.external);
    o.close("roStorySend");
}

fn ro_only(o: &mut Out, name: &str, ro_id: &str) {
    o.open(name);
    o.leaf("roID", ro_id);
    o.close(name);
}

fn mach_info(o: &mut Out, m: &MachInfo) {
    o.open("listMachInfo");
    o.leaf("manufacturer", &m.manufacturer);
    o.leaf("model", &m.model);
    o.leaf("hwRev", &m.hw_rev);
    o.leaf("swRev", &m.sw_rev);
    o.leaf("DOM", &m.dom);
    o.leaf("SN", &m.sn);
    o.leaf("ID", &m.id);
    o.leaf("time", &m.time);
    o.opt("opTime", &m.op_time);
    o.leaf("mosRev", &m.mos_rev);
    o.open_attr("supportedProfiles", "deviceType", &m.device_type);
    for n in 0..8u8 {
        let _ = write!(
            o.0,
            "<mosProfile number=\"{n}\">{}</mosProfile>",
            if m.profiles.contains(&n) { "YES" } else { "NO" }
        );
    }
    o.close("supportedProfiles");
    o.close("listMachInfo");
}

/// §4.3.2 mosObjCreate: the object's ID only when the NCS names it; no revision, status or paths
/// (the device decides them).
fn mos_obj_create(o: &mut Out, x: &MosObj) {
    o.open("mosObjCreate");
    if !x.obj_id.is_empty() {
        o.leaf("objID", &x.obj_id);
    }
    o.leaf("objSlug", &x.obj_slug);
    o.opt("objGroup", &x.obj_group);
    o.opt("objType", &x.obj_type);
    o.leaf("objTB", &x.obj_tb.to_string());
    o.leaf("objDur", &x.obj_dur.to_string());
    o.opt("createdBy", &x.created_by);
    if let Some(d) = &x.description {
        o.open("description");
        o.raw_one(d);
        o.close("description");
    }
    o.raw(&x.external);
    o.close("mosObjCreate");
}

fn mos_obj(o: &mut Out, x: &MosObj) {
    o.open("mosObj");
    o.leaf("objID", &x.obj_id);
    o.leaf("objSlug", &x.obj_slug);
    o.opt("mosAbstract", &x.mos_abstract);
    o.opt("objGroup", &x.obj_group);
    o.opt("objType", &x.obj_type);
    o.leaf("objTB", &x.obj_tb.to_string());
    o.num("objRev", x.obj_rev.map(u64::from));
    o.leaf("objDur", &x.obj_dur.to_string());
    o.opt("status", &x.status);
    o.opt("objAir", &x.obj_air);
    if !x.obj_paths.is_empty() {
        o.open("objPaths");
        for p in &x.obj_paths {
            o.open_attr(&p.kind, "techDescription", &p.tech_description);
            o.0.push_str(&escape(&p.path));
            o.close(&p.kind);
        }
        o.close("objPaths");
    }
    o.opt("createdBy", &x.created_by);
    o.opt("created", &x.created);
    o.opt("changedBy", &x.changed_by);
    o.opt("changed", &x.changed);
    if let Some(d) = &x.description {
        o.open("description");
        o.raw_one(d);
        o.close("description");
    }
    o.raw(&x.external);
    o.close("mosObj");
}

fn running_order(o: &mut Out, name: &str, ro: &RunningOrder, with_stories: bool) {
    o.open(name);
    o.leaf("roID", &ro.ro_id);
    o.leaf("roSlug", &ro.ro_slug);
    o.opt("roChannel", &ro.ro_channel);
    o.opt("roEdStart", &ro.ro_ed_start);
    o.opt("roEdDur", &ro.ro_ed_dur);
    o.opt("roTrigger", &ro.ro_trigger);
    o.raw(&ro.external);
    if with_stories {
        ro.stories.iter().for_each(|s| story(o, s));
    }
    o.close(name);
}

fn story(o: &mut Out, s: &Story) {
    o.open("story");
    o.leaf("storyID", &s.story_id);
    o.opt("storySlug", &s.story_slug);
    o.opt("storyNum", &s.story_num);
    o.raw(&s.external);
    s.items.iter().for_each(|i| item(o, i));
    o.close("story");
}

fn item(o: &mut Out, i: &Item) {
    o.open("item");
    o.leaf("itemID", &i.item_id);
    o.opt("itemSlug", &i.item_slug);
    o.leaf("objID", &i.obj_id);
    o.leaf("mosID", &i.mos_id);
    o.opt("mosAbstract", &i.mos_abstract);
    if let Some(p) = &i.obj_paths {
        o.raw_one(p);
    }
    o.opt("itemChannel", &i.item_channel);
    o.num("itemEdStart", i.item_ed_start);
    o.num("itemEdDur", i.item_ed_dur);
    o.num("itemUserTimingDur", i.item_user_timing_dur);
    o.opt("itemTrigger", &i.item_trigger);
    o.raw(&i.external);
    o.close("item");
}

fn element_action(o: &mut Out, a: &ElementAction) {
    o.open_attr("roElementAction", "operation", &a.operation);
    o.leaf("roID", &a.ro_id);
    if a.target_story_id.is_some() || a.target_item_id.is_some() {
        o.open("element_target");
        o.opt("storyID", &a.target_story_id);
        o.opt("itemID", &a.target_item_id);
        o.close("element_target");
    }
    o.open("element_source");
    a.stories.iter().for_each(|s| story(o, s));
    a.items.iter().for_each(|i| item(o, i));
    a.story_ids.iter().for_each(|id| o.leaf("storyID", id));
    a.item_ids.iter().for_each(|id| o.leaf("itemID", id));
    o.close("element_source");
    o.close("roElementAction");
}

/// A `storyBody` for roStorySend from a script: each `(kind, text)` paragraph becomes `<p>`, with
/// presenter instructions (`pi`: text the presenter does not read, e.g. a VO cue) as `<pi>` (§4.5.1).
pub fn story_body<'a>(paragraphs: impl IntoIterator<Item = (bool, &'a str)>) -> Raw {
    let mut out = String::new();
    for (read, text) in paragraphs {
        if read {
            let _ = write!(out, "<p>{}</p>", escape(text));
        } else {
            let _ = write!(out, "<pi>{}</pi>", escape(text));
        }
    }
    Raw(out)
}
