//! Issue 11, point 4: the writer cannot emit a character XML 1.0 forbids, whatever text reaches it
//! (a slug saved before Newsroom refused control characters, a device's object name): every code
//! point, in element text, in attributes and in raw parts, goes out as a message the crate's own
//! strict reader takes back, with the forbidden characters dropped and everything else kept.

use newsroom_mos::message::{
    Body, ElementAction, Envelope, Item, MosObj, ObjListRequest, ObjPath, Raw, RunningOrder, Story,
};
use newsroom_mos::xml::is_xml_char;
use newsroom_mos::{parse_message, write_message};
use proptest::prelude::*;

fn envelope(body: Body) -> Envelope {
    Envelope {
        mos_id: "playout.mos".into(),
        ncs_id: "newsroom.ncs".into(),
        message_id: Some(1),
        channel: None,
        body,
    }
}

/// A running order whose slug, story slug, item slug and CG metadata all hold `text`.
fn running_order(text: &str) -> Envelope {
    // Raw parts are built with the crate's escape; a hand-made one may still carry a forbidden
    // character, raw.
    let metadata = format!(
        "<mosExternalMetadata><mosPayload>{}{}</mosPayload></mosExternalMetadata>",
        newsroom_mos::xml::escape(text),
        forbidden_only(text)
    );
    envelope(Body::RoCreate(RunningOrder {
        ro_id: "7".into(),
        ro_slug: format!("Evening {text}"),
        ro_trigger: Some("MANUAL".into()),
        stories: vec![Story {
            story_id: "1".into(),
            story_slug: Some(text.to_string()),
            story_num: Some("A1".into()),
            external: vec![],
            items: vec![Item {
                item_id: "5".into(),
                item_slug: Some(text.to_string()),
                obj_id: "newsroom-cg-5".into(),
                mos_id: "cg.mos".into(),
                external: vec![Raw(metadata)],
                ..Default::default()
            }],
        }],
        ..Default::default()
    }))
}

fn forbidden_only(text: &str) -> String {
    text.chars().filter(|c| !is_xml_char(*c)).collect()
}

/// What the reader gives back for `text` written in an element: the forbidden characters gone,
/// trimmed as element text is read.
fn expected(text: &str) -> String {
    text.chars()
        .filter(|c| is_xml_char(*c))
        .collect::<String>()
        .trim()
        .to_string()
}

fn check_running_order(text: &str) {
    let xml = write_message(&running_order(text));
    if let Some(c) = xml.chars().find(|c| !is_xml_char(*c)) {
        panic!("U+{:04X} written", u32::from(c));
    }
    let env = parse_message(&xml).unwrap_or_else(|e| panic!("{e}: {xml:?}"));
    let Body::RoCreate(ro) = &env.body else {
        panic!("{:?}", env.body)
    };
    let story = &ro.stories[0];
    let want = Some(expected(text)).filter(|t| !t.is_empty());
    assert_eq!(story.story_slug, want);
    assert_eq!(story.items[0].item_slug, want);
    assert_eq!(ro.ro_slug, expected(&format!("Evening {text}")));
    // What was written reads back to the same message (the writer's output is a fixed point).
    assert_eq!(parse_message(&write_message(&env)).unwrap(), env);
}

/// Every code point from U+0000 to U+10FFFF (surrogates are not `char`s), 4,096 to a message.
#[test]
fn every_code_point_goes_out_as_well_formed_xml() {
    let chars: Vec<char> = (0..=0x10_FFFFu32).filter_map(char::from_u32).collect();
    assert_eq!(chars.len(), 0x11_0000 - 0x800);
    for chunk in chars.chunks(4096) {
        let text: String = chunk.iter().collect();
        check_running_order(&text);
    }
}

/// The control characters of issue 11 one by one, in the middle of a slug.
#[test]
fn a_slug_with_control_characters_keeps_the_running_order_readable() {
    for c in [
        '\0', '\u{1}', '\u{1b}', '\u{b}', '\u{c}', '\u{1f}', '\u{fffe}', '\u{ffff}',
    ] {
        check_running_order(&format!("FIRE{c} IN THE PORT"));
        let xml = write_message(&running_order(&format!("A{c}B")));
        assert!(xml.contains("<storySlug>AB</storySlug>"), "{xml}");
    }
}

fn text() -> impl Strategy<Value = String> {
    // Any code point, with the characters XML treats specially and the forbidden ones made common.
    let special = prop::sample::select(vec![
        '\0', '\u{1}', '\u{8}', '\u{b}', '\u{1b}', '\u{1f}', '\t', '\n', '\r', '<', '>', '&', '"',
        '\'', ';', '#', ']', '\u{fffe}', '\u{ffff}', '\u{fffd}', '\u{feff}', ' ',
    ]);
    prop::collection::vec(prop_oneof![any::<char>(), special], 0..40)
        .prop_map(|cs| cs.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Arbitrary text in every kind of place the writer puts text: element text, attributes, object
    /// paths, raw parts.
    #[test]
    fn arbitrary_text_everywhere_reads_back(a in text(), b in text(), c in text()) {
        check_running_order(&a);
        let messages = [
            envelope(Body::MosReqObjList(ObjListRequest {
                username: Some(a.clone()),
                query_id: b.clone(),
                general_search: Some(c.clone()),
                ..Default::default()
            })),
            envelope(Body::MosObj(MosObj {
                obj_id: format!("O{a}"),
                obj_slug: b.clone(),
                obj_paths: vec![ObjPath {
                    kind: "objPath".into(),
                    tech_description: c.clone(),
                    path: a.clone(),
                }],
                description: Some(Raw(format!(
                    "<p>{}</p>{}",
                    newsroom_mos::xml::escape(&c),
                    forbidden_only(&b)
                ))),
                ..Default::default()
            })),
            envelope(Body::RoElementAction(ElementAction {
                operation: "INSERT".into(),
                ro_id: format!("R{a}"),
                target_story_id: Some(b.clone()).filter(|t| !expected(t).is_empty()),
                story_ids: vec![c.clone()],
                ..Default::default()
            })),
        ];
        for env in messages {
            let xml = write_message(&env);
            prop_assert!(xml.chars().all(is_xml_char), "{xml:?}");
            let back = parse_message(&xml);
            prop_assert!(back.is_ok(), "{back:?}: {xml:?}");
            let back = back.unwrap();
            prop_assert_eq!(parse_message(&write_message(&back)).unwrap(), back);
        }
    }
}
