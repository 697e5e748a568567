//! Reading MOS messages, leniently (what real peers send, not only what the DTD allows): element
//! names in any case, `messageID` missing or not a number (older peers), `YES`/`NO`, `true`/`false` and
//! `1`/`0` for flags, numbers with spaces, unknown elements ignored, IDs kept verbatim.

use crate::message::*;
use crate::xml::{self, Element, XmlError};

/// Why a message could not be read. Each is answered with a NACK by the transport where the spec has
/// one (roAck / mosAck with the description), and logged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// Not well-formed XML.
    #[error(transparent)]
    Xml(#[from] XmlError),
    /// The root element is not `<mos>`.
    #[error("root element is <{0}>, expected <mos>")]
    NotMos(String),
    /// `<mos>` holds no message element.
    #[error("<mos> holds no message")]
    NoMessage,
    /// A required element is missing or empty, e.g. `roCreate/roID`.
    #[error("{message}: missing {field}")]
    Missing {
        /// The message.
        message: String,
        /// The element path.
        field: String,
    },
}

const HEADER: [&str; 4] = ["mosID", "ncsID", "messageID", "channel"];

/// Reads one `<mos>` message (the text a [`crate::FrameDecoder`] handed out).
pub fn parse_message(xml: &str) -> Result<Envelope, ParseError> {
    let root = xml::parse(xml)?;
    if !root.name.eq_ignore_ascii_case("mos") {
        return Err(ParseError::NotMos(root.name));
    }
    let body_el = root
        .elements()
        .find(|e| !HEADER.iter().any(|h| e.name.eq_ignore_ascii_case(h)))
        .ok_or(ParseError::NoMessage)?;
    Ok(Envelope {
        mos_id: root.child_text("mosID").unwrap_or_default(),
        ncs_id: root.child_text("ncsID").unwrap_or_default(),
        message_id: root
            .child_text("messageID")
            .and_then(|t| t.trim().parse().ok()),
        channel: root.child_text("channel").and_then(|t| Channel::parse(&t)),
        body: body(body_el)?,
    })
}

fn body(el: &Element) -> Result<Body, ParseError> {
    let name = el.name.as_str();
    let req = |field: &str| required(el, field);
    Ok(match name.to_ascii_lowercase().as_str() {
        "keepalive" => Body::KeepAlive,
        "heartbeat" => Body::Heartbeat {
            time: el.child_text("time"),
        },
        "reqmachinfo" => Body::ReqMachInfo,
        "listmachinfo" => Body::ListMachInfo(mach_info(el)),
        "mosack" => Body::MosAck(MosAck {
            obj_id: el.child_text("objID").unwrap_or_default(),
            obj_rev: number(el, "objRev").map(|n| n as u32),
            status: el.child_text("status").unwrap_or_else(|| "ACK".into()),
            status_description: el.child_text("statusDescription"),
        }),
        "mosobj" => Body::MosObj(mos_obj(el)?),
        "mosobjcreate" => Body::MosObjCreate(mos_obj_create(el)),
        "mosreqobj" => Body::MosReqObj {
            obj_id: req("objID")?,
        },
        "mosreqall" => Body::MosReqAll {
            pause: number(el, "pause").unwrap_or(0) as u32,
        },
        "moslistall" => Body::MosListAll(
            el.children_named("mosObj")
                .map(mos_obj)
                .collect::<Result<_, _>>()?,
        ),
        "roack" => Body::RoAck(ro_ack(el)),
        "rocreate" => Body::RoCreate(running_order(el)?),
        "roreplace" => Body::RoReplace(running_order(el)?),
        "rometadatareplace" => Body::RoMetadataReplace(running_order(el)?),
        "rolist" => Body::RoList(running_order(el)?),
        "rodelete" => Body::RoDelete {
            ro_id: req("roID")?,
        },
        "roreq" => Body::RoReq {
            ro_id: req("roID")?,
        },
        "roreqall" => Body::RoReqAll,
        "rolistall" => Body::RoListAll(
            el.children_named("ro")
                .map(running_order)
                .collect::<Result<_, _>>()?,
        ),
        "roelementstat" => Body::RoElementStat(ElementStat {
            element: el
                .attr("element")
                .unwrap_or("RO")
                .trim()
                .to_ascii_uppercase(),
            ro_id: req("roID")?,
            story_id: el.child_text("storyID"),
            item_id: el.child_text("itemID"),
            obj_id: el.child_text("objID"),
            item_channel: el.child_text("itemChannel"),
            status: req("status")?.to_ascii_uppercase(),
            time: el.child_text("time"),
        }),
        "roreadytoair" => Body::RoReadyToAir {
            ro_id: req("roID")?,
            ro_air: el.child_text("roAir").unwrap_or_else(|| "READY".into()),
        },
        "roelementaction" => Body::RoElementAction(element_action(el)?),
        "rostorysend" => Body::RoStorySend(story_send(el)?),
        "mosreqsearchableschema" => Body::MosReqSearchableSchema {
            username: el.attr("username").map(str::to_string),
        },
        "moslistsearchableschema" => Body::MosListSearchableSchema {
            username: el.attr("username").map(str::to_string),
            schemas: el
                .children_named("mosSchema")
                .map(|e| e.text().trim().to_string())
                .collect(),
        },
        "mosreqobjlist" => Body::MosReqObjList(ObjListRequest {
            username: el.attr("username").map(str::to_string),
            query_id: el.child_text("queryID").unwrap_or_default(),
            list_return_start: number(el, "listReturnStart"),
            list_return_end: number(el, "listReturnEnd"),
            general_search: el.child_text("generalSearch").filter(|t| !t.is_empty()),
            mos_schema: el.child_text("mosSchema").filter(|t| !t.is_empty()),
            search_groups: el
                .children_named("searchGroup")
                .map(|g| Raw(g.raw.clone()))
                .collect(),
        }),
        "mosobjlist" => Body::MosObjList(ObjList {
            username: el.attr("username").map(str::to_string),
            query_id: el.child_text("queryID").unwrap_or_default(),
            list_return_start: number(el, "listReturnStart"),
            list_return_end: number(el, "listReturnEnd"),
            list_return_total: number(el, "listReturnTotal"),
            list_return_status: el.child_text("listReturnStatus"),
            objs: el
                .child("list")
                .map(|l| l.children_named("mosObj").map(mos_obj).collect())
                .transpose()?
                .unwrap_or_default(),
        }),
        "roctrl" => Body::RoCtrl(RoCtrl {
            ro_id: req("roID")?,
            story_id: req("storyID")?,
            item_id: req("itemID")?,
            command: req("command")?.to_ascii_uppercase(),
            external: external(el),
        }),
        "roreqstoryaction" => Body::RoReqStoryAction(StoryAction {
            operation: el
                .attr("operation")
                .ok_or_else(|| ParseError::Missing {
                    message: "roReqStoryAction".into(),
                    field: "operation".into(),
                })?
                .trim()
                .to_ascii_uppercase(),
            lease_lock: el.attr("leaseLock").and_then(|v| v.trim().parse().ok()),
            username: el.attr("username").map(|u| u.trim().to_string()),
            story: story_send(el.child("roStorySend").ok_or_else(|| ParseError::Missing {
                message: "roReqStoryAction".into(),
                field: "roStorySend".into(),
            })?)?,
        }),
        _ => Body::Unknown {
            name: name.to_string(),
        },
    })
}

fn story_send(el: &Element) -> Result<StorySend, ParseError> {
    Ok(StorySend {
        ro_id: required(el, "roID")?,
        story_id: required(el, "storyID")?,
        story_slug: el.child_text("storySlug"),
        story_num: el.child_text("storyNum"),
        body: Raw(el
            .child("storyBody")
            .map(|b| b.inner_raw().to_string())
            .unwrap_or_default()),
        external: external(el),
    })
}

fn required(el: &Element, field: &str) -> Result<String, ParseError> {
    el.child_text(field).ok_or_else(|| ParseError::Missing {
        message: el.name.clone(),
        field: field.into(),
    })
}

/// A number, read leniently (`" 25 "`, `25.0`); `None` when absent or not a number.
fn number(el: &Element, field: &str) -> Option<u64> {
    let t = el.child_text(field)?;
    let t = t.trim();
    t.parse::<u64>().ok().or_else(|| {
        t.parse::<f64>()
            .ok()
            .filter(|f| *f >= 0.0)
            .map(|f| f.round() as u64)
    })
}

/// `YES`/`NO`, `true`/`false`, `1`/`0`.
pub fn flag(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" | "1" => Some(true),
        "no" | "false" | "0" => Some(false),
        _ => None,
    }
}

fn external(el: &Element) -> Vec<Raw> {
    el.children_named("mosExternalMetadata")
        .map(|e| Raw(e.raw.clone()))
        .collect()
}

fn mach_info(el: &Element) -> MachInfo {
    let t = |f: &str| el.child_text(f).unwrap_or_default();
    let profiles = el.child("supportedProfiles");
    MachInfo {
        manufacturer: t("manufacturer"),
        model: t("model"),
        hw_rev: t("hwRev"),
        sw_rev: t("swRev"),
        dom: t("DOM"),
        sn: t("SN"),
        id: t("ID"),
        time: t("time"),
        op_time: el.child_text("opTime"),
        mos_rev: t("mosRev"),
        device_type: profiles
            .and_then(|p| p.attr("deviceType"))
            .unwrap_or("")
            .to_string(),
        // Profiles 0 to 7, each once, in order (a profile listed twice or out of range is what
        // the writer cannot say back: found by mutating the real messages).
        profiles: profiles
            .map(|p| {
                let mut numbers: Vec<u8> = p
                    .children_named("mosProfile")
                    .filter(|m| flag(&m.text()).unwrap_or(false))
                    .filter_map(|m| m.attr("number").and_then(|n| n.trim().parse().ok()))
                    .filter(|n| *n <= 7)
                    .collect();
                numbers.sort_unstable();
                numbers.dedup();
                numbers
            })
            .unwrap_or_default(),
    }
}

fn mos_obj(el: &Element) -> Result<MosObj, ParseError> {
    Ok(MosObj {
        obj_id: required(el, "objID")?,
        ..mos_obj_fields(el)
    })
}

/// §4.3.2 mosObjCreate: only the fields it carries (objID when the NCS names it, objSlug, objGroup,
/// objType, objTB, objDur, createdBy, description, mosExternalMetadata). The device decides revision,
/// status, paths and times: reading them here would keep what no mosObjCreate Newsroom writes carries.
fn mos_obj_create(el: &Element) -> MosObj {
    let all = mos_obj_fields(el);
    MosObj {
        obj_id: el.child_text("objID").unwrap_or_default(),
        obj_slug: all.obj_slug,
        obj_group: all.obj_group,
        obj_type: all.obj_type,
        obj_tb: all.obj_tb,
        obj_dur: all.obj_dur,
        created_by: all.created_by,
        description: all.description,
        external: all.external,
        ..MosObj::default()
    }
}

/// Every field of an object but its ID.
fn mos_obj_fields(el: &Element) -> MosObj {
    let paths = el.child("objPaths").map(|p| {
        p.elements()
            .map(|e| ObjPath {
                kind: e.name.clone(),
                tech_description: e.attr("techDescription").unwrap_or("").to_string(),
                path: e.text(),
            })
            .collect()
    });
    MosObj {
        obj_id: String::new(),
        obj_slug: el.child_text("objSlug").unwrap_or_default(),
        mos_abstract: el.child_text("mosAbstract"),
        obj_group: el.child_text("objGroup"),
        obj_type: el.child_text("objType"),
        obj_tb: number(el, "objTB").unwrap_or(0) as u32,
        obj_rev: number(el, "objRev").map(|n| n as u32),
        obj_dur: number(el, "objDur").unwrap_or(0),
        status: el.child_text("status"),
        obj_air: el.child_text("objAir"),
        obj_paths: paths.unwrap_or_default(),
        created_by: el.child_text("createdBy"),
        created: el.child_text("created"),
        changed_by: el.child_text("changedBy"),
        changed: el.child_text("changed"),
        description: el
            .child("description")
            .map(|d| Raw(d.inner_raw().to_string())),
        external: external(el),
    }
}

fn ro_ack(el: &Element) -> RoAck {
    // After roID and roStatus come repeated (storyID, itemID?, objID?, status) groups.
    let mut elements = vec![];
    let mut story: Option<String> = None;
    let (mut item, mut obj) = (None, None);
    for e in el.elements() {
        match e.name.to_ascii_lowercase().as_str() {
            "storyid" => {
                story = Some(e.text());
                item = None;
                obj = None;
            }
            // Empty reads as absent, as `child_text` everywhere else (and as it is written).
            "itemid" => item = Some(e.text()).filter(|t| !t.is_empty()),
            "objid" => obj = Some(e.text()).filter(|t| !t.is_empty()),
            "status" => {
                if let Some(s) = &story {
                    elements.push((s.clone(), item.take(), obj.take(), e.text()));
                }
            }
            _ => {}
        }
    }
    RoAck {
        ro_id: el.child_text("roID").unwrap_or_default(),
        ro_status: el.child_text("roStatus").unwrap_or_else(|| "OK".into()),
        elements,
    }
}

fn running_order(el: &Element) -> Result<RunningOrder, ParseError> {
    Ok(RunningOrder {
        ro_id: required(el, "roID")?,
        ro_slug: el.child_text("roSlug").unwrap_or_default(),
        ro_channel: el.child_text("roChannel"),
        ro_ed_start: el.child_text("roEdStart"),
        ro_ed_dur: el.child_text("roEdDur"),
        ro_trigger: el.child_text("roTrigger"),
        external: external(el),
        stories: el
            .children_named("story")
            .map(story)
            .collect::<Result<_, _>>()?,
    })
}

fn story(el: &Element) -> Result<Story, ParseError> {
    Ok(Story {
        story_id: required(el, "storyID")?,
        story_slug: el.child_text("storySlug"),
        story_num: el.child_text("storyNum"),
        external: external(el),
        items: el
            .children_named("item")
            .map(item)
            .collect::<Result<_, _>>()?,
    })
}

fn item(el: &Element) -> Result<Item, ParseError> {
    Ok(Item {
        item_id: required(el, "itemID")?,
        item_slug: el.child_text("itemSlug"),
        obj_id: el.child_text("objID").unwrap_or_default(),
        mos_id: el.child_text("mosID").unwrap_or_default(),
        mos_abstract: el.child_text("mosAbstract"),
        obj_paths: el.child("objPaths").map(|p| Raw(p.raw.clone())),
        item_channel: el.child_text("itemChannel"),
        item_ed_start: number(el, "itemEdStart"),
        item_ed_dur: number(el, "itemEdDur"),
        item_user_timing_dur: number(el, "itemUserTimingDur"),
        item_trigger: el.child_text("itemTrigger"),
        external: external(el),
    })
}

fn element_action(el: &Element) -> Result<ElementAction, ParseError> {
    let target = el.child("element_target");
    let source = el.child("element_source");
    let texts = |name: &str| -> Vec<String> {
        source
            .map(|s| {
                s.children_named(name)
                    .map(Element::text)
                    .filter(|t| !t.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    };
    Ok(ElementAction {
        ro_id: required(el, "roID")?,
        operation: el
            .attr("operation")
            .map(|o| o.trim().to_ascii_uppercase())
            .ok_or_else(|| ParseError::Missing {
                message: el.name.clone(),
                field: "@operation".into(),
            })?,
        target_story_id: target.and_then(|t| t.child_text("storyID")),
        target_item_id: target.and_then(|t| t.child_text("itemID")),
        stories: source
            .map(|s| {
                s.children_named("story")
                    .map(story)
                    .collect::<Result<_, _>>()
            })
            .transpose()?
            .unwrap_or_default(),
        items: source
            .map(|s| s.children_named("item").map(item).collect::<Result<_, _>>())
            .transpose()?
            .unwrap_or_default(),
        story_ids: texts("storyID"),
        item_ids: texts("itemID"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_message;

    #[test]
    fn mos4_channel_and_keep_alive_round_trip() {
        let env = Envelope {
            mos_id: "playout.mos".into(),
            ncs_id: "newsroom.ncs".into(),
            message_id: Some(7),
            channel: Some(Channel::Ro),
            body: Body::KeepAlive,
        };
        let xml = write_message(&env);
        assert_eq!(
            xml,
            "<mos><mosID>playout.mos</mosID><ncsID>newsroom.ncs</ncsID><messageID>7</messageID><channel>ro</channel><keepAlive/></mos>"
        );
        assert_eq!(parse_message(&xml), Ok(env));
    }

    #[test]
    fn query_port_messages_round_trip() {
        // Sofie's test data (../shared/data/mos/sofie-mos-connection/testData-extracted).
        let list = parse_message(
            "<mos><mosID>mam.mos</mosID><ncsID>ncs</ncsID><messageID>4</messageID>\
             <mosObjList username=\"jbob\"><queryID>Q1</queryID><listReturnStart>1</listReturnStart>\
             <listReturnEnd>20</listReturnEnd><listReturnTotal>128</listReturnTotal><list>\
             <mosObj><objID>M000121</objID><objSlug>Hotel Fire</objSlug><objTB>59.94</objTB><objDur>1800</objDur>\
             <status>NEW</status></mosObj></list></mosObjList></mos>",
        )
        .unwrap();
        let Body::MosObjList(l) = &list.body else {
            panic!("{:?}", list.body)
        };
        assert_eq!(
            (l.query_id.as_str(), l.list_return_total, l.objs.len()),
            ("Q1", Some(128), 1)
        );
        assert_eq!(l.objs[0].obj_slug, "Hotel Fire");
        assert!(list.body.is_reply());
        assert_eq!((list.body.port(), list.body.profile()), (Port::Query, 3));
        assert_eq!(parse_message(&write_message(&list)).unwrap(), list);

        let req = Envelope {
            mos_id: "mam.mos".into(),
            ncs_id: "ncs".into(),
            message_id: Some(5),
            channel: None,
            body: Body::MosReqObjList(ObjListRequest {
                username: Some("ana".into()),
                query_id: "q-7".into(),
                list_return_start: Some(1),
                list_return_end: Some(50),
                general_search: Some("fire & rain".into()),
                ..Default::default()
            }),
        };
        let text = write_message(&req);
        assert!(
            text.contains("<mosReqObjList username=\"ana\"><queryID>q-7</queryID><listReturnStart>1</listReturnStart><listReturnEnd>50</listReturnEnd><generalSearch>fire &amp; rain</generalSearch><mosSchema></mosSchema></mosReqObjList>"),
            "{text}"
        );
        assert_eq!(parse_message(&text).unwrap(), req);
        let schema = parse_message(
            "<mos><mosID>a</mosID><ncsID>b</ncsID><mosListSearchableSchema username=\"u\"><mosSchema>https://x/s</mosSchema></mosListSearchableSchema></mos>",
        )
        .unwrap();
        assert_eq!(
            schema.body,
            Body::MosListSearchableSchema {
                username: Some("u".into()),
                schemas: vec!["https://x/s".into()]
            }
        );
    }

    #[test]
    fn ro_ctrl_and_story_action_round_trip() {
        // §5.1 and §7.1 as the MOS 2.8.5 DTD gives them (roCtrl: roID, storyID, itemID, command;
        // roReqStoryAction: operation, leaseLock and username attributes around a roStorySend).
        let xml = "<mos><mosID>cg.mos</mosID><ncsID>newsroom.ncs</ncsID><messageID>9</messageID>\
            <roReqStoryAction operation=\"update\" leaseLock=\"30\" username=\"jbob\"><roStorySend>\
            <roID>5</roID><storyID>8</storyID><storySlug>FIRE &amp; RAIN</storySlug><storyNum>A2</storyNum>\
            <storyBody><p>Good evening.</p></storyBody></roStorySend></roReqStoryAction></mos>";
        let env = parse_message(xml).unwrap();
        let Body::RoReqStoryAction(a) = &env.body else {
            panic!("{:?}", env.body)
        };
        assert_eq!(
            (a.operation.as_str(), a.lease_lock, a.username.as_deref()),
            ("UPDATE", Some(30), Some("jbob"))
        );
        assert_eq!(a.story.story_slug.as_deref(), Some("FIRE & RAIN"));
        assert_eq!(a.story.body.0, "<p>Good evening.</p>");
        assert_eq!(env.body.profile(), 7);
        assert_eq!(parse_message(&write_message(&env)).unwrap(), env);

        let ctrl = Envelope {
            mos_id: "cg.mos".into(),
            ncs_id: "newsroom.ncs".into(),
            message_id: Some(10),
            channel: None,
            body: Body::RoCtrl(RoCtrl {
                ro_id: "5".into(),
                story_id: "8".into(),
                item_id: "12".into(),
                command: "EXECUTE".into(),
                external: vec![],
            }),
        };
        let text = write_message(&ctrl);
        assert!(text.contains("<roCtrl><roID>5</roID><storyID>8</storyID><itemID>12</itemID><command>EXECUTE</command></roCtrl>"), "{text}");
        assert_eq!(parse_message(&text).unwrap(), ctrl);
        assert_eq!((ctrl.body.profile(), ctrl.body.port()), (5, Port::Upper));
        // An action without its story is refused with the field named.
        let err = parse_message(
            "<mos><mosID>a</mosID><ncsID>b</ncsID><roReqStoryAction operation=\"NEW\"/></mos>",
        )
        .unwrap_err();
        assert!(err.to_string().contains("roStorySend"), "{err}");
    }

    #[test]
    fn mach_info_profiles_are_a_set_of_0_to_7() {
        // Found by `mutated_real_messages_that_parse_survive_the_round_trip` (a doubled
        // `<mosProfile number="0">`): read as [0, 0, ...], written once, read back different.
        let env = parse_message(
            "<mos><mosID>a</mosID><ncsID>b</ncsID><listMachInfo><supportedProfiles deviceType=\"NCS\">\
             <mosProfile number=\"2\">YES</mosProfile><mosProfile number=\"0\">YES</mosProfile>\
             <mosProfile number=\"0\">YES</mosProfile><mosProfile number=\"9\">YES</mosProfile>\
             </supportedProfiles></listMachInfo></mos>",
        )
        .unwrap();
        let Body::ListMachInfo(m) = &env.body else {
            panic!("{:?}", env.body)
        };
        assert_eq!(m.profiles, [0, 2]);
        assert_eq!(parse_message(&write_message(&env)).unwrap(), env);
    }

    #[test]
    fn mos_obj_create_reads_only_what_it_carries() {
        // Found by the seeded `parse` fuzz target after 3.8 million inputs: a `<status>` (and likewise
        // objRev, objPaths, mosAbstract, times) inside mosObjCreate was read, never written (§4.3.2: the
        // device decides them), and so lost on the way back.
        let env = parse_message(
            "<mos><ncsID>n</ncsID><mosID>m</mosID><mosObjCreate><objSlug>Lower third</objSlug>\
             <objType>STILL</objType><objTB>50</objTB><objDur>250</objDur><status>PLAY</status>\
             <objRev>3</objRev><mosAbstract>x</mosAbstract><objAir>READY</objAir><created>then</created>\
             <objPaths><objPath techDescription=\"JPEG\">a.jpg</objPath></objPaths><createdBy>ana</createdBy>\
             </mosObjCreate></mos>",
        )
        .unwrap();
        let Body::MosObjCreate(o) = &env.body else {
            panic!("{:?}", env.body)
        };
        assert_eq!(
            (
                o.obj_slug.as_str(),
                o.obj_type.as_deref(),
                o.obj_tb,
                o.obj_dur
            ),
            ("Lower third", Some("STILL"), 50, 250)
        );
        assert_eq!(o.created_by.as_deref(), Some("ana"));
        assert_eq!(
            (
                &o.status,
                o.obj_rev,
                &o.mos_abstract,
                &o.obj_air,
                &o.created
            ),
            (&None, None, &None, &None, &None)
        );
        assert!(o.obj_paths.is_empty());
        assert_eq!(parse_message(&write_message(&env)).unwrap(), env);
    }

    #[test]
    fn ro_ack_reads_an_empty_item_or_object_id_as_absent() {
        // Found by the seeded `parse` fuzz target after 9.7 million inputs: an empty `<itemID/>` was
        // read as an empty ID, written as none, and read back different.
        let env = parse_message(
            "<mos><mosID>d</mosID><ncsID>n</ncsID><roAck><roID>R</roID><roStatus>OK</roStatus>\
             <storyID>S1</storyID><itemID/><objID>M1</objID><status>LOADED</status>\
             <storyID>S2</storyID><itemID>2</itemID><objID></objID><status>OK</status></roAck></mos>",
        )
        .unwrap();
        let Body::RoAck(a) = &env.body else {
            panic!("{:?}", env.body)
        };
        assert_eq!(
            a.elements,
            [
                ("S1".into(), None, Some("M1".into()), "LOADED".into()),
                ("S2".into(), Some("2".into()), None, "OK".into())
            ]
        );
        assert_eq!(parse_message(&write_message(&env)).unwrap(), env);
    }

    #[test]
    fn channel_is_read_leniently_and_anywhere_in_the_header() {
        let env = parse_message(
            "<mos><channel> MOM </channel><mosID>a</mosID><ncsID>b</ncsID><heartbeat/></mos>",
        )
        .unwrap();
        assert_eq!(env.channel, Some(Channel::Mom));
        assert_eq!(env.body.name(), "heartbeat");
        let env =
            parse_message("<mos><mosID>a</mosID><channel>9999</channel><roReqAll/></mos>").unwrap();
        assert_eq!((env.channel, env.body), (None, Body::RoReqAll));
        assert_eq!(Channel::parse("10542"), Some(Channel::Aux));
        assert_eq!(Port::Upper.channel(), Channel::Ro);
    }
}
