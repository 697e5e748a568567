//! Every real MOS message under ../shared/data/mos (Sofie's fixtures and snapshots, frames captured
//! from the npm @mos-connection/connector, the MOS 4.0 documentation examples) is read: each parses,
//! or is refused with a clear error; none panics. Parsed messages survive a write/read round trip.

use std::path::{Path, PathBuf};

use newsroom_mos::message::Body;
use newsroom_mos::{FrameDecoder, parse_message, write_message};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/mos")
}

fn xml_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            xml_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "xml") {
            out.push(p);
        }
    }
}

/// Sofie's test data holds messages without their `<mos>` envelope; the snapshots write `xx` where
/// the message ID goes.
fn as_message(text: &str) -> String {
    if text.contains("<mos>") {
        text.to_string()
    } else {
        format!(
            "<mos><mosID>device.mos</mosID><ncsID>newsroom.ncs</ncsID><messageID>7</messageID>{text}</mos>"
        )
    }
}

#[test]
fn every_real_message_parses_or_is_refused_clearly() {
    let mut files = vec![];
    xml_files(&data(), &mut files);
    assert!(
        files.len() > 100,
        "the shared MOS data is missing: {}",
        data().display()
    );
    let (mut parsed, mut unknown, mut refused) = (0, vec![], vec![]);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        match parse_message(&as_message(&text)) {
            Ok(env) => {
                if let Body::Unknown { name } = &env.body {
                    unknown.push(name.clone());
                }
                parsed += 1;
                let again = parse_message(&write_message(&env))
                    .unwrap_or_else(|e| panic!("{}: rewrite unreadable: {e}", f.display()));
                assert_eq!(again, env, "{}: round trip", f.display());
            }
            Err(e) => {
                let msg = e.to_string();
                assert!(!msg.is_empty());
                refused.push(format!(
                    "{}: {msg}",
                    f.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    eprintln!(
        "{parsed} parsed ({} not handled: {unknown:?}); refused: {refused:#?}",
        unknown.len()
    );
    // The refusals are deliberate: say which and why, so a regression shows.
    assert!(refused.len() <= 3, "{refused:#?}");
    assert!(parsed >= files.len() - 3);
}

#[test]
fn the_captured_npm_ro_create_reads_through_the_frame_decoder() {
    let wire = std::fs::read(
        data().join("mos-connection-npm-live-capture/13_mosPeer_port30541_roCreate.utf16be.bin"),
    )
    .unwrap();
    let mut dec = FrameDecoder::default();
    // In two reads split inside a character, as TCP may deliver it.
    dec.push(&wire[..wire.len() / 2 + 1]);
    assert!(dec.next_frame().is_none());
    dec.push(&wire[wire.len() / 2 + 1..]);
    let text = dec.next_frame().unwrap().unwrap();
    let env = parse_message(&text).unwrap();
    assert_eq!(env.message_id, Some(14));
    let Body::RoCreate(ro) = env.body else {
        panic!("{:?}", env.body)
    };
    assert_eq!(ro.ro_id, "RO1");
    assert_eq!(ro.ro_ed_dur.as_deref(), Some("0:58:25"));
    assert_eq!(ro.stories.len(), 1);
    let item = &ro.stories[0].items[0];
    assert_eq!(
        (
            item.item_id.as_str(),
            item.obj_id.as_str(),
            item.item_ed_dur
        ),
        ("I1", "M000123", Some(645))
    );
}

#[test]
fn enps_ro_story_send_keeps_ids_with_semicolons_and_external_metadata_byte_for_byte() {
    let text = std::fs::read_to_string(
        data().join("sofie-mos-connection/testData-extracted/roStorySend.xml"),
    )
    .unwrap();
    let env = parse_message(&as_message(&text)).unwrap();
    let Body::RoStorySend(s) = &env.body else {
        panic!()
    };
    assert_eq!(
        s.ro_id,
        "2012R2ENPS8VM;P_ENPSNEWS\\W;696297DF-1568-4B36-B43B3B79514B40D4"
    );
    assert_eq!(s.external.len(), 1);
    let start = text.find("<mosExternalMetadata>   <mosScope>").unwrap();
    let end = text.rfind("</mosExternalMetadata>").unwrap() + "</mosExternalMetadata>".len();
    assert_eq!(s.external[0].0, text[start..end]);
    assert!(s.body.0.contains("<storyItem><itemID>2</itemID>"));
    assert!(write_message(&env).contains(&text[start..end]));
}

#[test]
fn element_actions_and_stats_read_as_the_peer_meant() {
    let read = |f: &str| {
        parse_message(&std::fs::read_to_string(data().join(f)).unwrap())
            .unwrap()
            .body
    };
    let Body::RoElementAction(a) = read(
        "sofie-mos-connection/snapshot-wire-messages/Profile2__roElementAction_MOVE_stories.xml",
    ) else {
        panic!()
    };
    assert_eq!(a.operation, "MOVE");
    assert_eq!(a.target_story_id.as_deref(), Some("existing0"));
    assert_eq!(
        a.story_ids,
        ["existing1", "existing2", "existing3", "existing4"]
    );
    let Body::RoElementStat(s) =
        read("sofie-mos-connection/snapshot-wire-messages/Profile2__roElementStat__01.xml")
    else {
        panic!()
    };
    assert_eq!(
        (
            s.element.as_str(),
            s.status.as_str(),
            s.item_channel.as_deref()
        ),
        ("ITEM", "PLAY", Some("B"))
    );
    // Snapshot placeholders (`<messageID>xx</messageID>`) read as "no message ID", not an error.
    let env = parse_message(
        &std::fs::read_to_string(
            data().join("sofie-mos-connection/snapshot-wire-messages/Profile2__roAck__01.xml"),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(env.message_id, Some(1670));
    let Body::MosObj(o) = read("mos-connection-npm-live-capture/04_ncsPeer_port20540_mosObj.xml")
    else {
        panic!()
    };
    assert_eq!(
        (o.obj_id.as_str(), o.obj_tb, o.obj_dur),
        ("M000123", 50, 1500)
    );
    assert_eq!(o.obj_paths[0].path, "\\\\server\\media\\clip.mxf");
}

#[test]
fn bad_input_is_refused_with_a_clear_error() {
    for (xml, want) in [
        ("<mos><roCreate><roID>1</roID>", "malformed XML"),
        ("<mos></mos>", "holds no message"),
        ("<other/>", "expected <mos>"),
        (
            "<mos><roCreate><roSlug>x</roSlug></roCreate></mos>",
            "roCreate: missing roID",
        ),
        (
            "<mos><roElementAction><roID>1</roID></roElementAction></mos>",
            "missing @operation",
        ),
        ("<mos><a>&bogus;</a></mos>", "unknown entity"),
    ] {
        let err = parse_message(xml).unwrap_err().to_string();
        assert!(err.contains(want), "{xml}: {err}");
    }
}

/// Issue 11, point 15, without cargo-fuzz: the real messages, mutated at random (characters XML
/// forbids, markup characters, cut and doubled runs, fragments such as `<x:/>` and `&#1;`), go through
/// the parser; whatever it accepts must be written as text without a forbidden character that reads
/// back to the same message. `PROPTEST_CASES` sets the number of mutants (default 20,000).
#[test]
fn mutated_real_messages_that_parse_survive_the_round_trip() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};

    let mut files = vec![];
    xml_files(&data(), &mut files);
    let messages: Vec<Vec<char>> = files
        .iter()
        .map(|f| {
            as_message(&std::fs::read_to_string(f).unwrap())
                .chars()
                .collect()
        })
        .collect();
    assert!(messages.len() > 100, "the shared MOS data is missing");

    #[derive(Debug, Clone)]
    enum Mutation {
        Insert(prop::sample::Index, String),
        Delete(prop::sample::Index, usize),
        Double(prop::sample::Index, usize),
    }
    let fragment = prop_oneof![
        any::<char>().prop_map(String::from),
        prop::sample::select(vec![
            "\0",
            "\u{1}",
            "\u{1b}",
            "\u{fffe}",
            "<",
            ">",
            "&",
            ":",
            "/",
            "\"",
            "'",
            "<x:/>",
            "</>",
            "<:a>",
            "&#1;",
            "&#0;",
            "&#x1B;",
            "&amp;",
            "<![CDATA[",
            "]]>",
            "<!--",
            "-->",
            "<?x?>",
            "<a b=\"\0\"/>",
            "</mos>",
            "<mos>",
            "\u{feff}",
            "\r\n",
        ])
        .prop_map(String::from),
    ];
    let mutation = prop_oneof![
        (any::<prop::sample::Index>(), fragment).prop_map(|(i, s)| Mutation::Insert(i, s)),
        (any::<prop::sample::Index>(), 1..8usize).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<prop::sample::Index>(), 1..80usize).prop_map(|(i, n)| Mutation::Double(i, n)),
    ];
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let mut runner = TestRunner::new(Config::with_cases(cases));
    let (accepted, refused) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    runner
        .run(
            &(
                any::<prop::sample::Index>(),
                prop::collection::vec(mutation, 1..4),
            ),
            |(which, mutations)| {
                let mut text = messages[which.index(messages.len())].clone();
                for m in mutations {
                    let at = |i: &prop::sample::Index| i.index(text.len() + 1);
                    match m {
                        Mutation::Insert(i, s) => {
                            let at = at(&i);
                            text.splice(at..at, s.chars());
                        }
                        Mutation::Delete(i, n) => {
                            let at = at(&i);
                            text.drain(at..(at + n).min(text.len()));
                        }
                        Mutation::Double(i, n) => {
                            let at = at(&i);
                            let run: Vec<char> = text[at..(at + n).min(text.len())].to_vec();
                            text.splice(at..at, run);
                        }
                    }
                }
                let text: String = text.into_iter().collect();
                let Ok(env) = parse_message(&text) else {
                    refused.set(refused.get() + 1);
                    return Ok(());
                };
                accepted.set(accepted.get() + 1);
                let written = write_message(&env);
                prop_assert!(
                    written.chars().all(newsroom_mos::xml::is_xml_char),
                    "{written:?}"
                );
                let again = parse_message(&written);
                prop_assert!(
                    again.is_ok(),
                    "{again:?}\nread: {text:?}\nwrote: {written:?}"
                );
                prop_assert_eq!(again.unwrap(), env);
                Ok(())
            },
        )
        .unwrap();
    let (accepted, refused) = (accepted.get(), refused.get());
    eprintln!("{accepted} mutants parsed and round-tripped, {refused} refused");
    assert!(accepted > 0 && refused > 0);
}
