//! A rundown's credits (web.md: "send credits"): the people of its aired stories by role, in running
//! order, each name once, and the MOS object that carries them to the program's CG device
//! (mosObjCreate, MOS 2.8.5 profile 3): a readable description and the names as
//! `mosExternalMetadata` (schema `urn:newsroom:credits:1`) for the CG template to fill its fields.

use newsroom_mos::message::{MosObj, Raw};
use newsroom_mos::xml::escape;
use newsroom_proto::rundowns::v1 as rpb;

/// The roles credited, in the order a credit roll lists them.
pub const ROLES: [&str; 4] = ["presenter", "reporter", "editor", "imageEditor"];

/// Names by role, each in the order it first appears in the show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Credits(pub Vec<(&'static str, Vec<String>)>);

impl Credits {
    /// How many names in all.
    pub fn names(&self) -> usize {
        self.0.iter().map(|(_, n)| n.len()).sum()
    }
}

/// The credits of a rundown's aired stories (the standby block is not on air).
pub fn of_rundown(r: &rpb::Rundown) -> Credits {
    let stories: Vec<&rpb::Story> = r
        .blocks
        .iter()
        .filter(|b| !b.stand_by)
        .flat_map(|b| &b.stories)
        .collect();
    Credits(
        ROLES
            .iter()
            .map(|role| {
                let mut names: Vec<String> = vec![];
                for s in &stories {
                    let name = match *role {
                        "presenter" => s.presenter.as_deref(),
                        "reporter" => s.reporter.as_deref(),
                        "editor" => s.editor.as_deref(),
                        _ => s.image_editor.as_deref(),
                    };
                    if let Some(n) = name.map(str::trim).filter(|n| !n.is_empty())
                        && !names.iter().any(|x| x == n)
                    {
                        names.push(n.to_string());
                    }
                }
                (*role, names)
            })
            .collect(),
    )
}

/// The credits as the JSON a WS device gets (`POST {base}/credits`, docs/devices.md):
/// `{"rundownId", "program", "date", "sentBy", "credits": [{"role": "reporter", "names": [...]}]}`,
/// roles in the order presenter, reporter, editor, imageEditor, empty ones left out.
pub fn json(r: &rpb::Rundown, credits: &Credits, sent_by: &str) -> serde_json::Value {
    serde_json::json!({
        "rundownId": r.id,
        "program": r.program_name,
        "date": r.date,
        "sentBy": sent_by,
        "credits": credits
            .0
            .iter()
            .filter(|(_, names)| !names.is_empty())
            .map(|(role, names)| serde_json::json!({
                "role": role,
                "names": names,
            }))
            .collect::<Vec<_>>(),
    })
}

/// The mosObjCreate object: slug `CREDITS <program> <date>`, a still, the names in the description
/// (`<p>Reporters: A, B</p>`) and in the metadata
/// (`<credits><role name="reporter"><name>A</name></role>...</credits>`).
pub fn mos_object(r: &rpb::Rundown, credits: &Credits, created_by: &str) -> MosObj {
    let label = |role: &str| match role {
        "presenter" => "Presenters",
        "reporter" => "Reporters",
        "editor" => "Editors",
        _ => "Image editors",
    };
    let mut description = String::new();
    let mut payload = String::from("<credits>");
    for (role, names) in &credits.0 {
        if names.is_empty() {
            continue;
        }
        description.push_str(&format!(
            "<p>{}: {}</p>",
            label(role),
            escape(&names.join(", "))
        ));
        payload.push_str(&format!("<role name=\"{role}\">"));
        for n in names {
            payload.push_str(&format!("<name>{}</name>", escape(n)));
        }
        payload.push_str("</role>");
    }
    payload.push_str("</credits>");
    MosObj {
        obj_slug: format!("CREDITS {} {}", r.program_name, r.date),
        obj_group: Some(r.program_name.clone()),
        obj_type: Some("STILL".into()),
        created_by: Some(created_by.to_string()).filter(|c| !c.is_empty()),
        description: Some(Raw(description)),
        external: vec![Raw(format!(
            "<mosExternalMetadata><mosScope>PLAYLIST</mosScope><mosSchema>urn:newsroom:credits:1</mosSchema><mosPayload>{payload}</mosPayload></mosExternalMetadata>"
        ))],
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn story(reporter: Option<&str>, editor: Option<&str>) -> rpb::Story {
        rpb::Story {
            reporter: reporter.map(Into::into),
            editor: editor.map(Into::into),
            ..Default::default()
        }
    }

    #[test]
    fn names_once_in_show_order_standby_left_out() {
        let r = rpb::Rundown {
            program_name: "Evening News".into(),
            date: "2026-11-22".into(),
            blocks: vec![
                rpb::Block {
                    stories: vec![story(Some("Ana & Co"), None), story(Some("Bo"), Some("Cy"))],
                    ..Default::default()
                },
                rpb::Block {
                    stories: vec![story(Some("Ana & Co"), Some(" "))],
                    ..Default::default()
                },
                rpb::Block {
                    stand_by: true,
                    stories: vec![story(Some("Spare"), None)],
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        let c = of_rundown(&r);
        assert_eq!(c.names(), 3);
        assert_eq!(
            c.0[1],
            ("reporter", vec!["Ana & Co".to_string(), "Bo".to_string()])
        );
        let obj = mos_object(&r, &c, "producer");
        assert_eq!(obj.obj_slug, "CREDITS Evening News 2026-11-22");
        assert_eq!(
            obj.description.unwrap().0,
            "<p>Reporters: Ana &amp; Co, Bo</p><p>Editors: Cy</p>"
        );
        assert!(
            obj.external[0].0.contains(
                "<role name=\"reporter\"><name>Ana &amp; Co</name><name>Bo</name></role>"
            )
        );
    }
}
