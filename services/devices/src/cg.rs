//! The common entry point of CG commands (docs/devices.md, "CG commands"): a template with field values
//! sent to a CG device, whatever its protocol. [`plan`] checks a request against the registry (pure,
//! no IO): the action, the device (a CG; MOS CG items travel in the running order instead), the
//! template and its fields, and for II the values against the framing and the device's charset. The
//! gRPC handler then checks the device is connected and hands the plan to the II link or the WS client.

use newsroom_domain::{FieldCode, FieldMessage};
use newsroom_ii::{Charset, Command, EncodeError};

use crate::registry::{Device, DevicesError, Template};
use crate::webservice::{CgJson, FieldJson, TemplateJson};

/// What to do with a template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Load it with its values, not shown.
    Cue,
    /// Show it (loaded with its values).
    Take,
    /// Take the output off.
    Clear,
}

impl Action {
    /// Reads `cue`, `take`, `clear` (any case).
    pub fn parse(text: &str) -> Option<Action> {
        match text.trim().to_ascii_lowercase().as_str() {
            "cue" => Some(Action::Cue),
            "take" => Some(Action::Take),
            "clear" => Some(Action::Clear),
            _ => None,
        }
    }

    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Cue => "cue",
            Action::Take => "take",
            Action::Clear => "clear",
        }
    }
}

/// A CG request as it arrives.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// Cue, take or clear; None: none given (a field message).
    pub action: Option<Action>,
    /// The template (`Template::id`); required for cue and take.
    pub template_id: Option<i64>,
    /// `(field name, value)`; fields left out are sent empty.
    pub fields: Vec<(String, String)>,
    /// The story of the CG item.
    pub story_id: Option<i64>,
}

/// What goes to the device.
#[derive(Debug, Clone, PartialEq)]
pub enum Plan {
    /// The bytes of an II command.
    Ii {
        /// The action.
        action: Action,
        /// `Command::encode` of the command.
        bytes: Vec<u8>,
    },
    /// The body of `POST {base}/cg`.
    Ws {
        /// The action.
        action: Action,
        /// The body.
        json: CgJson,
    },
}

/// The II frame buffer Newsroom reads templates into: 1 (Lyric's first frame buffer).
pub const II_BUFFER: u8 = 1;

/// Checks `req` against `device` and says what to send.
///
/// # Errors
/// [`DevicesError::Invalid`] with a field message: `action` (unknown), `deviceId` (not a CG device,
/// or a MOS one), `templateId` (missing for cue/take, unknown, or not a message number for II),
/// `fields` (a name the template does not have), `fields.<name>` (a value an II device cannot take).
pub fn plan(device: &Device, req: &Request) -> Result<Plan, DevicesError> {
    let action = req.action.ok_or_else(|| {
        DevicesError::field("action", FieldMessage::one_of(&["cue", "take", "clear"]))
    })?;
    let spec = &device.spec;
    if spec.r#type != crate::registry::DeviceType::Cg {
        return Err(DevicesError::field("deviceId", FieldCode::NotCgDevice));
    }
    if spec.protocol == crate::registry::Protocol::Mos {
        return Err(DevicesError::field(
            "deviceId",
            FieldCode::MosCgInRunningOrder,
        ));
    }
    let template = match req.template_id {
        None if action == Action::Clear => None,
        None => return Err(DevicesError::field("templateId", FieldCode::Required)),
        Some(id) => Some(
            spec.templates
                .iter()
                .find(|t| t.id == id)
                .ok_or_else(|| DevicesError::field("templateId", FieldCode::TemplateUnknown))?,
        ),
    };
    let values = match template {
        Some(t) => values_in_order(t, &req.fields)?,
        None if req.fields.is_empty() => vec![],
        None => {
            return Err(DevicesError::field("templateId", FieldCode::Required));
        }
    };
    match spec.protocol {
        crate::registry::Protocol::Ii => {
            let charset = Charset::of_device(&spec.charsets).unwrap_or_default();
            let command = match (action, template) {
                (Action::Clear, _) => Command::Clear,
                (_, None) => return Err(DevicesError::field("templateId", FieldCode::Required)),
                (_, Some(t)) => Command::Read {
                    buffer: II_BUFFER,
                    message: u32::try_from(t.id).map_err(|_| {
                        DevicesError::field("templateId", FieldMessage::range(0, u32::MAX.into()))
                    })?,
                    display: action == Action::Take,
                    fields: values.iter().map(|(_, v)| v.clone()).collect(),
                },
            };
            let bytes = command.encode(charset).map_err(|e| {
                let field = match &e {
                    EncodeError::Backslash { field }
                    | EncodeError::Control { field, .. }
                    | EncodeError::NotInCharset { field, .. } => values
                        .get(*field)
                        .map_or("fields".to_string(), |(name, _)| format!("fields.{name}")),
                    EncodeError::Buffer(_) => "fields".to_string(),
                };
                let message = match e {
                    EncodeError::Backslash { .. } => {
                        FieldMessage::from(FieldCode::Character).with("ch", "\\")
                    }
                    EncodeError::Control { .. } => FieldCode::SingleLine.into(),
                    EncodeError::NotInCharset { ch, .. } => {
                        FieldMessage::from(FieldCode::Character).with("ch", ch.to_string())
                    }
                    EncodeError::Buffer(_) => FieldMessage::range(0, 9),
                };
                DevicesError::field(&field, message)
            })?;
            Ok(Plan::Ii { action, bytes })
        }
        crate::registry::Protocol::Ws => Ok(Plan::Ws {
            action,
            json: CgJson {
                action: action.as_str().into(),
                template: template.map(|t| TemplateJson {
                    id: t.id,
                    name: t.name.clone(),
                }),
                fields: values
                    .into_iter()
                    .map(|(name, value)| FieldJson { name, value })
                    .collect(),
                story_id: req.story_id,
            },
        }),
        other => Err(DevicesError::field(
            "deviceId",
            FieldMessage::from(FieldCode::NoCgCommands).with("protocol", other.as_str()),
        )),
    }
}

/// Every field of `t` in its order with the value given for it (empty when none); a name `t` does
/// not have is refused.
fn values_in_order(
    t: &Template,
    given: &[(String, String)],
) -> Result<Vec<(String, String)>, DevicesError> {
    if let Some((name, _)) = given.iter().find(|(n, _)| !t.fields.contains(n)) {
        return Err(DevicesError::field(
            "fields",
            FieldMessage::from(FieldCode::TemplateField)
                .with("template", t.name.clone())
                .with("name", name.clone()),
        ));
    }
    Ok(t.fields
        .iter()
        .map(|f| {
            let value = given
                .iter()
                .rev()
                .find(|(n, _)| n == f)
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            (f.clone(), value)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::DeviceSpec;

    fn device(protocol: &str, kind: &str) -> Device {
        Device {
            id: 1,
            revision: 1,
            spec: DeviceSpec {
                name: "CG 1".into(),
                r#type: crate::registry::DeviceType::parse(kind).unwrap(),
                protocol: crate::registry::Protocol::parse(protocol).unwrap(),
                templates: vec![Template {
                    id: 100,
                    name: "Lower third".into(),
                    fields: vec!["Name".into(), "Role".into()],
                }],
                ..Default::default()
            },
        }
    }

    fn req(action: &str, template: Option<i64>, fields: &[(&str, &str)]) -> Request {
        Request {
            action: Action::parse(action),
            template_id: template,
            fields: fields
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
            story_id: Some(12),
        }
    }

    fn field_of(e: DevicesError) -> String {
        match e {
            DevicesError::Invalid(f) => f.keys().next().unwrap().clone(),
            other => panic!("not a 422: {other}"),
        }
    }

    #[test]
    fn ii_values_go_in_template_order() {
        let plan = plan(
            &device("II", "CG"),
            &req("take", Some(100), &[("Role", "Reporter"), ("Name", "Ana")]),
        )
        .unwrap();
        assert_eq!(
            plan,
            Plan::Ii {
                action: Action::Take,
                bytes: b"V\\5\\13\\1\\1\\100\\1\\Ana\\Reporter\\\\\r\n".to_vec()
            }
        );
    }

    #[test]
    fn ws_gets_every_field_with_the_story() {
        let Plan::Ws { json, .. } = plan(
            &device("WS", "CG"),
            &req("cue", Some(100), &[("Name", "Ana")]),
        )
        .unwrap() else {
            panic!("not WS")
        };
        let v = serde_json::to_value(json).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"action": "cue", "template": {"id": 100, "name": "Lower third"},
                "fields": [{"name": "Name", "value": "Ana"}, {"name": "Role", "value": ""}], "storyId": 12})
        );
    }

    #[test]
    fn refusals_name_the_field() {
        let ii = device("II", "CG");
        assert_eq!(
            field_of(plan(&ii, &req("play", Some(100), &[])).unwrap_err()),
            "action"
        );
        assert_eq!(
            field_of(plan(&ii, &req("take", Some(7), &[])).unwrap_err()),
            "templateId"
        );
        assert_eq!(
            field_of(plan(&ii, &req("take", None, &[])).unwrap_err()),
            "templateId"
        );
        assert_eq!(
            field_of(plan(&ii, &req("take", Some(100), &[("Title", "x")])).unwrap_err()),
            "fields"
        );
        assert_eq!(
            field_of(plan(&ii, &req("take", Some(100), &[("Role", "a\\b")])).unwrap_err()),
            "fields.Role"
        );
        assert_eq!(
            field_of(plan(&device("MOS", "CG"), &req("take", Some(100), &[])).unwrap_err()),
            "deviceId"
        );
        assert_eq!(
            field_of(plan(&device("II", "PLAYOUT"), &req("take", Some(100), &[])).unwrap_err()),
            "deviceId"
        );
        // Clear needs no template.
        assert!(matches!(
            plan(&ii, &req("clear", None, &[])),
            Ok(Plan::Ii {
                action: Action::Clear,
                ..
            })
        ));
    }
}
