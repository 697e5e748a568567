//! A story's script as a MOS `storyBody` for roStorySend (MOS 2.8.5 §4.5.1, profile 4): what the
//! presenter reads becomes `<p>` paragraphs, everything else a presenter instruction `<pi>` in
//! brackets (`[SOUND UP] ...`), the way prompters show cues; editorial comments are never sent.

use newsroom_domain::script::{ItemKind, Paragraph, Script};
use newsroom_mos::message::Raw;
use newsroom_mos::write::story_body;

/// The cue label of an item kind that is not read.
fn cue(kind: ItemKind) -> &'static str {
    match kind {
        ItemKind::Art => "ART",
        ItemKind::Information => "INFO",
        ItemKind::Playback => "PLAYBACK",
        ItemKind::Note => "NOTE",
        ItemKind::Soundup => "SOUND UP",
        ItemKind::Vo => "VO",
        ItemKind::OnCamera => "ON CAMERA",
        ItemKind::Heading => "HEADING",
        ItemKind::Teaser => "TEASER",
        ItemKind::Text => "TEXT",
    }
}

/// The `storyBody` of a script: per item, a `<pi>` cue when the kind changes what the presenter does
/// (VO, and every kind that is not read), then its paragraphs as `<p>` (read) or `<pi>` (not read).
pub fn from_script(script: &Script) -> Raw {
    let mut parts: Vec<(bool, String)> = vec![];
    for item in &script.0 {
        let read = item.kind.read_as().is_some();
        let lines: Vec<String> = item
            .content
            .iter()
            .map(Paragraph::air_text)
            .filter(|l| !l.trim().is_empty())
            .collect();
        if read {
            if item.kind == ItemKind::Vo {
                parts.push((false, format!("[{}]", cue(item.kind))));
            }
            parts.extend(lines.into_iter().map(|l| (true, l)));
        } else if lines.is_empty() {
            parts.push((false, format!("[{}]", cue(item.kind))));
        } else {
            parts.extend(
                lines
                    .into_iter()
                    .map(|l| (false, format!("[{}] {l}", cue(item.kind)))),
            );
        }
    }
    story_body(parts.iter().map(|(read, text)| (*read, text.as_str())))
}

/// A script (the JSON of newsroom_domain::script) from a `storyBody` a device sent (roReqStoryAction,
/// profile 7): `<p>` paragraphs become text the presenter reads on camera (`ON_CAMERA`), `<pi>`
/// presenter instructions become notes (`NOTE`); consecutive paragraphs of one kind stay one item.
/// Other elements (`<pkg>`, `<storyItem>`, `<em>` wrappers are read for their text) carry no script.
pub fn to_script(body: &Raw) -> Result<serde_json::Value, String> {
    let root = newsroom_mos::xml::parse(&format!("<storyBody>{}</storyBody>", body.0))
        .map_err(|e| format!("storyBody is not XML: {e}"))?;
    let mut items: Vec<(&str, Vec<serde_json::Value>)> = vec![];
    for el in root.elements() {
        let kind = match el.name.to_ascii_lowercase().as_str() {
            "p" => "ON_CAMERA",
            "pi" => "NOTE",
            _ => continue,
        };
        let text = el.text().trim().to_string();
        if text.is_empty() {
            continue;
        }
        let paragraph = serde_json::json!({"type": "paragraph", "children": [{"text": text}]});
        match items.last_mut() {
            Some((k, content)) if *k == kind => content.push(paragraph),
            _ => items.push((kind, vec![paragraph])),
        }
    }
    Ok(serde_json::Value::Array(
        items
            .into_iter()
            .map(|(kind, content)| serde_json::json!({"kind": kind, "content": content}))
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_text_is_p_cues_are_pi_comments_never_sent() {
        let script = Script::parse(&serde_json::json!([
            {"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [{"text": "Good evening & welcome."}, {"text": " (check name)", "comment": true}]}]},
            {"kind": "SOUNDUP", "content": [{"type": "paragraph", "children": [{"text": "Mayor: <we will rebuild>"}]}]},
            {"kind": "VO", "content": [{"type": "paragraph", "children": [{"text": "Crews worked all night."}]}]},
            {"kind": "NOTE", "content": []}
        ]))
        .unwrap();
        assert_eq!(
            from_script(&script).0,
            "<p>Good evening &amp; welcome.</p><pi>[SOUND UP] Mayor: &lt;we will rebuild&gt;</pi><pi>[VO]</pi><p>Crews worked all night.</p><pi>[NOTE]</pi>"
        );
    }

    #[test]
    fn a_device_story_body_becomes_a_script() {
        let body = Raw("<p>Good evening &amp; welcome.</p><p>Fire in the port.</p><pi>Mayor SOT</pi><p></p><storyItem><itemID>1</itemID></storyItem><p>More at ten.</p>".into());
        let script = to_script(&body).unwrap();
        assert_eq!(
            script,
            serde_json::json!([
                {"kind": "ON_CAMERA", "content": [
                    {"type": "paragraph", "children": [{"text": "Good evening & welcome."}]},
                    {"type": "paragraph", "children": [{"text": "Fire in the port."}]}]},
                {"kind": "NOTE", "content": [{"type": "paragraph", "children": [{"text": "Mayor SOT"}]}]},
                {"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [{"text": "More at ten."}]}]}
            ])
        );
        // What Newsroom writes reads back as the same words.
        assert!(Script::parse(&script).is_ok());
        assert!(to_script(&Raw("<p>open".into())).is_err());
    }
}
