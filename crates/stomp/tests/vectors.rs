//! The STOMP reader and writer against test data written outside this project: the example frames of
//! the STOMP 1.2 specification and the parser vectors of stompjs's unit tests
//! (`../shared/data/stomp`, read in place).

use std::path::PathBuf;

use bytes::BytesMut;
use newsroom_stomp::frame::{Command, Frame, escape};
use newsroom_stomp::parse::{Parsed, parse};
use serde_json::Value;

fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/stomp")
        .join(path)
}

/// Feeds `chunks` one after the other, as websocket messages arrive; returns frames and heart-beats.
fn read(chunks: &[Vec<u8>]) -> (Vec<Frame>, usize) {
    let mut buf = BytesMut::new();
    let (mut frames, mut beats) = (Vec::new(), 0);
    for c in chunks {
        buf.extend_from_slice(c);
        while let Some(p) = parse(&mut buf, 1 << 20).expect("vector parses") {
            match p {
                Parsed::Frame(f) => frames.push(f),
                Parsed::Heartbeat => beats += 1,
            }
        }
    }
    assert!(buf.is_empty(), "bytes left over: {buf:?}");
    (frames, beats)
}

fn headers(f: &Frame) -> Vec<(String, String)> {
    f.headers.clone()
}

#[test]
fn every_example_frame_of_the_specification_parses() {
    let index: Value = serde_json::from_str(
        &std::fs::read_to_string(data("stomp-spec-1.2/frames/index.json")).unwrap(),
    )
    .unwrap();
    let entries = index.as_array().unwrap();
    assert!(entries.len() >= 19);
    for e in entries {
        let bytes = std::fs::read(data(&format!(
            "stomp-spec-1.2/frames/{}",
            e["file"].as_str().unwrap()
        )))
        .unwrap();
        assert_eq!(bytes.len() as u64, e["bytes"].as_u64().unwrap());
        let (frames, _) = read(&[bytes]);
        assert_eq!(frames.len(), 1, "{}", e["file"]);
        assert_eq!(
            frames[0].command.as_str(),
            e["command"].as_str().unwrap(),
            "{}",
            e["file"]
        );
    }
}

#[test]
fn repeated_headers_keep_the_first_value() {
    let bytes = std::fs::read(data("stomp-spec-1.2/frames/02_MESSAGE.frame")).unwrap();
    let (frames, _) = read(&[bytes]);
    assert_eq!(frames[0].get("foo"), Some("World"));
}

#[test]
fn the_stompjs_parser_vectors() {
    let vectors: Value = serde_json::from_str(
        &std::fs::read_to_string(data("stompjs-unit-vectors/parser-and-frame-vectors.json"))
            .unwrap(),
    )
    .unwrap();
    let mut checked = 0;
    for v in vectors.as_array().unwrap() {
        let name = v["name"].as_str().unwrap();
        let expect = &v["expect"];
        let chunks: Option<Vec<Vec<u8>>> = match (&v["input"], &v["chunks"]) {
            (Value::String(s), _) => Some(vec![s.as_bytes().to_vec()]),
            (_, Value::Array(cs)) if name.starts_with("binary body") => {
                let body: Vec<u8> = (0..4).flat_map(|_| 0u8..=255).collect();
                Some(vec![
                    cs[0].as_str().unwrap().as_bytes().to_vec(),
                    body,
                    vec![0],
                ])
            }
            (_, Value::Array(cs)) => Some(
                cs.iter()
                    .map(|c| c.as_str().unwrap().as_bytes().to_vec())
                    .collect(),
            ),
            _ => None,
        };
        if let Some(chunks) = chunks {
            let (frames, beats) = read(&chunks);
            if let Some(want) = expect["frames"].as_array() {
                assert_eq!(frames.len(), want.len(), "{name}");
                for (f, w) in frames.iter().zip(want) {
                    assert_eq!(f.command.as_str(), w["command"].as_str().unwrap(), "{name}");
                    let wh: Vec<(String, String)> = w["headers"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|h| {
                            (
                                h[0].as_str().unwrap().to_owned(),
                                h[1].as_str().unwrap().to_owned(),
                            )
                        })
                        .collect();
                    assert_eq!(headers(f), wh, "{name}");
                    match w["body"].as_str() {
                        Some(body) => assert_eq!(f.body, body.as_bytes(), "{name}"),
                        None => {
                            let want: Vec<u8> = (0..4).flat_map(|_| 0u8..=255).collect();
                            assert_eq!(f.body.as_ref(), want.as_slice(), "{name}");
                        }
                    }
                }
                if let Some(pings) = expect["incoming_pings"].as_u64() {
                    assert_eq!(beats as u64, pings, "{name}");
                }
            }
            if let Some(map) = expect["headers_after_unescape"].as_object() {
                for (k, want) in map {
                    // STOMP 1.2 does not trim header values (stompjs does): compare without the space.
                    assert_eq!(
                        frames[0].get(k).map(str::trim_start),
                        want.as_str(),
                        "{name}"
                    );
                }
            }
            if let Some(map) = expect["headers"].as_object() {
                for (k, want) in map {
                    assert_eq!(frames[0].get(k), want.as_str(), "{name}");
                }
            }
            checked += 1;
        } else if let Some(raw) = expect["raw"].as_str() {
            assert_eq!(escape(raw), expect["escaped"].as_str().unwrap(), "{name}");
            checked += 1;
        } else if let Some(wire) = expect["wire"].as_str() {
            let cmd = Command::parse(expect["command"].as_str().unwrap()).unwrap();
            let mut f = Frame::new(cmd);
            for (k, v) in expect["headers"].as_object().unwrap() {
                f = f.header(k, v.as_str().unwrap());
            }
            if let Some(body) = expect["body"].as_str() {
                f = f.body(body.to_owned());
            }
            assert_eq!(String::from_utf8(f.encode()).unwrap(), wire, "{name}");
            checked += 1;
        } else if let Some(sizes) = expect["sizes"].as_object() {
            for (text, n) in sizes {
                let f = Frame::new(Command::Send).body(text.clone());
                let encoded = String::from_utf8(f.encode()).unwrap();
                if n.as_u64().unwrap() > 0 {
                    assert!(
                        encoded.contains(&format!("content-length:{n}\n")),
                        "{name}: {text:?}"
                    );
                }
            }
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        vectors.as_array().unwrap().len(),
        "every vector is checked"
    );
}
