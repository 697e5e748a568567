//! The device registry's rules (web.md section 6, "device"): what a device is, what is valid, and the
//! errors of this service, mapped once to the shared [`ErrorCode`] table.

use newsroom_domain::{ErrorCode, FieldCode, FieldErrors, FieldMessage};
use newsroom_proto::devices::v1 as pb;
use serde::{Deserialize, Serialize};

/// A device's kind (web.md section 6); stored and sent as `CC`, `CG`, `MAM`, `PLAYOUT`, `TP`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "UPPERCASE")]
pub enum DeviceType {
    /// Closed captions.
    Cc,
    /// Character generator.
    Cg,
    /// Media asset manager.
    Mam,
    /// Video server that plays the rundown's media.
    #[default]
    Playout,
    /// Teleprompter.
    Tp,
}

impl DeviceType {
    /// Every kind, in the order of the spec.
    pub const ALL: [DeviceType; 5] = [Self::Cc, Self::Cg, Self::Mam, Self::Playout, Self::Tp];

    /// The wire name (`PLAYOUT`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Cc => "CC",
            Self::Cg => "CG",
            Self::Mam => "MAM",
            Self::Playout => "PLAYOUT",
            Self::Tp => "TP",
        }
    }

    /// Reads a wire name, any case.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|t| t.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// From the proto enum (`None` for UNSPECIFIED).
    pub fn from_pb(p: pb::DeviceType) -> Option<Self> {
        Some(match p {
            pb::DeviceType::Unspecified => return None,
            pb::DeviceType::Cc => Self::Cc,
            pb::DeviceType::Cg => Self::Cg,
            pb::DeviceType::Mam => Self::Mam,
            pb::DeviceType::Playout => Self::Playout,
            pb::DeviceType::Tp => Self::Tp,
        })
    }

    /// The proto enum.
    pub fn to_pb(self) -> pb::DeviceType {
        match self {
            Self::Cc => pb::DeviceType::Cc,
            Self::Cg => pb::DeviceType::Cg,
            Self::Mam => pb::DeviceType::Mam,
            Self::Playout => pb::DeviceType::Playout,
            Self::Tp => pb::DeviceType::Tp,
        }
    }
}

/// How Newsroom talks to a device; stored and sent as `MOS`, `II`, `WS`. What each needs to be
/// reached is [`DeviceSpec::link`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "UPPERCASE")]
pub enum Protocol {
    /// MOS 2.8.5 (TCP) or 4.0 (WebSocket), docs/mos.md.
    #[default]
    Mos,
    /// Intelligent Interface over TCP (character generators), `crates/ii`.
    Ii,
    /// JSON over HTTP, docs/devices.md.
    Ws,
}

impl Protocol {
    /// Every protocol.
    pub const ALL: [Protocol; 3] = [Self::Mos, Self::Ii, Self::Ws];

    /// The wire name (`MOS`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Mos => "MOS",
            Self::Ii => "II",
            Self::Ws => "WS",
        }
    }

    /// Reads a wire name, any case.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|p| p.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// From the proto enum (`None` for UNSPECIFIED).
    pub fn from_pb(p: pb::Protocol) -> Option<Self> {
        Some(match p {
            pb::Protocol::Unspecified => return None,
            pb::Protocol::Mos => Self::Mos,
            pb::Protocol::Ii => Self::Ii,
            pb::Protocol::Ws => Self::Ws,
        })
    }

    /// The proto enum.
    pub fn to_pb(self) -> pb::Protocol {
        match self {
            Self::Mos => pb::Protocol::Mos,
            Self::Ii => pb::Protocol::Ii,
            Self::Ws => pb::Protocol::Ws,
        }
    }
}

/// How to reach a device, by protocol: the settings of [`DeviceSpec`] that its link uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link<'a> {
    /// MOS 2.8.5 over TCP: Newsroom dials the device's lower and upper ports, and its query port
    /// when it offers searches (profile 3).
    Mos285 {
        /// Host name or address.
        host: &'a str,
        /// Lower port (10540).
        lower: u16,
        /// Upper port (10541).
        upper: u16,
        /// Query port (10542).
        query: u16,
    },
    /// MOS 4.0 over one WebSocket: Newsroom dials `url`, or in passive mode (`url` None) waits for
    /// the device to dial it with its Basic credentials.
    Mos4 {
        /// The device's `ws://` or `wss://` URL; None: passive.
        url: Option<&'a str>,
    },
    /// II over TCP.
    Ii {
        /// Host name or address.
        host: &'a str,
        /// The Intelligent Interface port (23).
        port: u16,
    },
    /// WS: JSON over HTTP.
    Ws {
        /// The web service's `http://` or `https://` base URL.
        base_url: &'a str,
    },
}
/// Plugins.
pub const PLUGINS: [&str; 3] = ["activex", "html", "none"];
/// MOS versions: 2.8.5 over TCP, 4.0 over WebSocket.
pub const MOS_VERSIONS: [&str; 2] = ["2.8.5", "4.0"];
/// The II port when none is given: 23, the port of Chyron's Intelligent Interface Telnet server.
pub const II_DEFAULT_PORT: u16 = 23;

/// A password kept for a device's MOS 4.0 connection. Stored as given (Newsroom must present it when it
/// dials the device, so it cannot be hashed); never logged (`Debug` prints `***`) and never put in an
/// API response.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Password(String);

impl Password {
    /// Wraps a password.
    pub fn new(p: impl Into<String>) -> Self {
        Self(p.into())
    }

    /// The password, for the `Authorization` header and the check of one; nowhere else.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Compares with a presented password in time independent of where they differ.
    pub fn matches(&self, presented: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), presented.as_bytes());
        let mut diff = a.len() ^ b.len();
        for i in 0..a.len().max(b.len()) {
            diff |= usize::from(a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0));
        }
        diff == 0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("***")
    }
}

/// A device as stored: the registry fields plus the MOS connection settings. Ports are TCP ports;
/// `profiles` are MOS profile numbers 0-7.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct DeviceSpec {
    /// Unique display name.
    pub name: String,
    /// Its kind.
    pub r#type: DeviceType,
    /// How Newsroom talks to it.
    pub protocol: Protocol,
    /// Vendor.
    pub vendor: String,
    /// One of [`PLUGINS`].
    pub plugin: String,
    /// Host name or address.
    pub host: String,
    /// The device's MOS ID (unique).
    pub mos_id: String,
    /// MOS lower port (10540 by default).
    pub lower_port: u16,
    /// MOS upper port (10541).
    pub upper_port: u16,
    /// MOS query port (10542).
    pub query_port: u16,
    /// MOS profiles supported.
    pub profiles: Vec<u8>,
    /// Output channels.
    pub channels: Vec<String>,
    /// Media paths.
    pub paths: Vec<String>,
    /// Character sets.
    pub charsets: Vec<String>,
    /// CG templates `(id, name, fields)`.
    pub templates: Vec<Template>,
    /// Newsroom connects to it and sends it running orders.
    pub enabled: bool,
    /// One of [`MOS_VERSIONS`] (`2.8.5` when absent).
    pub mos_version: String,
    /// MOS 4.0, Newsroom dialling: the device's `ws://` or `wss://` URL. WS devices: the web
    /// service's `http://` or `https://` base URL (docs/devices.md).
    pub ws_url: String,
    /// MOS 4.0 passive mode: the device dials Newsroom, Newsroom never dials it.
    pub passive: bool,
    /// HTTP Basic user name of the MOS 4.0 connection (both directions) or of a WS device's calls;
    /// `None`: no credentials.
    pub username: Option<String>,
    /// Its password; see [`Password`].
    pub password: Option<Password>,
    /// II: the TCP port of the device's Intelligent Interface ([`II_DEFAULT_PORT`] when absent).
    pub port: u16,
}

/// The rules of a device's CG templates (field `templates`): each with an id above 0 and a name of 1
/// to 100 characters, both unique in the device (names in any case), and field names that are not
/// blank, unique, at most 100 characters.
pub fn check_templates(templates: &[Template], errors: &mut FieldErrors) {
    let mut ids = std::collections::HashSet::new();
    let mut names = std::collections::HashSet::new();
    for t in templates {
        let name = t.name.trim();
        let why = if t.id <= 0 {
            Some(FieldMessage::range(1, i64::MAX))
        } else if name.is_empty() || name.chars().count() > 100 {
            Some(FieldMessage::length(1, 100))
        } else if !ids.insert(t.id) || !names.insert(name.to_lowercase()) {
            Some(FieldMessage::from(FieldCode::Duplicate).with("value", name))
        } else {
            let mut fields = std::collections::HashSet::new();
            t.fields
                .iter()
                .any(|f| f.trim().is_empty() || f.chars().count() > 100 || !fields.insert(f.trim()))
                .then(|| FieldCode::TemplateFields.into())
        };
        if let Some(why) = why {
            errors.insert("templates".into(), why);
            return;
        }
    }
}

/// A CG template with its fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct Template {
    /// Id within the device.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Field names in order.
    pub fields: Vec<String>,
}

impl DeviceSpec {
    /// Reads the proto input, filling the MOS default ports.
    pub fn from_pb(p: pb::DeviceInput) -> Result<Self, DevicesError> {
        let mut errors = FieldErrors::default();
        let port = |v: i32, default: u16, field: &str, errors: &mut FieldErrors| match v {
            0 => default,
            1..=65535 => v as u16,
            _ => {
                errors.insert(field.into(), FieldMessage::range(1, 65535));
                default
            }
        };
        let kind = DeviceType::from_pb(p.r#type()).unwrap_or_else(|| {
            let all = DeviceType::ALL.map(DeviceType::as_str);
            errors.insert("type".into(), FieldMessage::one_of(&all));
            DeviceType::default()
        });
        let known = Protocol::from_pb(p.protocol());
        let protocol = known.unwrap_or_else(|| {
            let all = Protocol::ALL.map(Protocol::as_str);
            errors.insert("protocol".into(), FieldMessage::one_of(&all));
            Protocol::default()
        });
        let spec = DeviceSpec {
            name: p.name.trim().to_string(),
            r#type: kind,
            protocol,
            vendor: p.vendor.trim().to_string(),
            plugin: if p.plugin.trim().is_empty() {
                "none".into()
            } else {
                p.plugin.trim().to_ascii_lowercase()
            },
            host: p.host.trim().to_string(),
            mos_id: p.mos_id.trim().to_string(),
            lower_port: port(p.lower_port, 10540, "lowerPort", &mut errors),
            upper_port: port(p.upper_port, 10541, "upperPort", &mut errors),
            query_port: port(p.query_port, 10542, "queryPort", &mut errors),
            profiles: p
                .profiles
                .iter()
                .filter_map(|n| u8::try_from(*n).ok())
                .collect(),
            channels: p.channels,
            paths: p.paths,
            charsets: p.charsets,
            templates: p
                .templates
                .into_iter()
                .map(|t| Template {
                    id: t.id,
                    name: t.name,
                    fields: t.fields,
                })
                .collect(),
            enabled: p.enabled,
            mos_version: match p.mos_version.trim() {
                "" => "2.8.5".into(),
                v => v.to_string(),
            },
            ws_url: p.ws_url.trim().to_string(),
            passive: p.passive,
            username: Some(p.username.trim().to_string()).filter(|u| !u.is_empty()),
            password: Some(p.password).filter(|p| !p.is_empty()).map(Password),
            port: if protocol == Protocol::Ii {
                port(p.port, II_DEFAULT_PORT, "port", &mut errors)
            } else {
                0
            },
        };
        if p.profiles.iter().any(|n| !(0..=7).contains(n)) {
            errors.insert("profiles".into(), FieldMessage::range(0, 7));
        }
        spec.validate(&mut errors, known.is_some());
        if errors.is_empty() {
            Ok(spec)
        } else {
            Err(DevicesError::Invalid(errors))
        }
    }

    /// The rules of the fields; those of the protocol's own fields only for a known protocol (an
    /// unknown one is the one message then, not host or MOS ID messages of a protocol not chosen).
    fn validate(&self, errors: &mut FieldErrors, protocol_known: bool) {
        check_templates(&self.templates, errors);
        // Every text may hold only what XML 1.0 allows (newsroom_domain::text): the MOS ID and the
        // template names travel in MOS messages and II/WS payloads.
        let lists = [
            ("channels", &self.channels),
            ("paths", &self.paths),
            ("charsets", &self.charsets),
        ];
        let texts = [
            ("name", self.name.as_str()),
            ("vendor", &self.vendor),
            ("host", &self.host),
            ("mosId", &self.mos_id),
            ("wsUrl", &self.ws_url),
            ("username", self.username.as_deref().unwrap_or_default()),
        ]
        .into_iter()
        .chain(
            lists
                .into_iter()
                .flat_map(|(f, l)| l.iter().map(move |v| (f, v.as_str()))),
        )
        .chain(self.templates.iter().flat_map(|t| {
            std::iter::once(t.name.as_str())
                .chain(t.fields.iter().map(String::as_str))
                .map(|v| ("templates", v))
        }));
        for (field, value) in texts {
            if let Err(e) = newsroom_domain::text::check(field, value) {
                errors.entry(e.field).or_insert(e.message);
            }
        }
        if self.name.is_empty() || self.name.chars().count() > 100 {
            errors.insert("name".into(), FieldMessage::length(1, 100));
        }
        if !PLUGINS.contains(&self.plugin.as_str()) {
            errors.insert("plugin".into(), FieldMessage::one_of(&PLUGINS));
        }
        if protocol_known && self.protocol == Protocol::Mos {
            // MOS IDs are up to 128 characters (MOS 2.8.5 §2: mosID).
            if self.mos_id.is_empty() || self.mos_id.chars().count() > 128 {
                errors.insert("mosId".into(), FieldMessage::length(1, 128));
            }
            if self.host.is_empty() {
                errors.insert("host".into(), FieldCode::Required.into());
            }
            if !MOS_VERSIONS.contains(&self.mos_version.as_str()) {
                errors.insert("mosVersion".into(), FieldMessage::one_of(&MOS_VERSIONS));
            }
            if self.is_mos4() && !self.passive {
                let url = self.ws_url.to_ascii_lowercase();
                if !(url.starts_with("ws://") || url.starts_with("wss://")) {
                    errors.insert("wsUrl".into(), FieldCode::WsUrl.into());
                }
            }
            if self.is_mos4() && self.passive && self.username.is_none() {
                errors.insert("username".into(), FieldCode::PassiveCredentials.into());
            }
        }
        if self.protocol == Protocol::Ii {
            if self.host.is_empty() {
                errors.insert("host".into(), FieldCode::Required.into());
            }
            if let Err(name) = newsroom_ii::Charset::of_device(&self.charsets) {
                errors.insert(
                    "charsets".into(),
                    FieldMessage::from(FieldCode::Charset).with("name", name),
                );
            }
        }
        if self.protocol == Protocol::Ws {
            let url = self.ws_url.to_ascii_lowercase();
            let rest = url
                .strip_prefix("http://")
                .or_else(|| url.strip_prefix("https://"));
            if !rest.is_some_and(|r| !r.is_empty() && !r.starts_with('/')) {
                errors.insert("wsUrl".into(), FieldCode::HttpUrl.into());
            }
        }
        if self.username.as_deref().is_some_and(|u| u.contains(':')) {
            errors.insert(
                "username".into(),
                FieldMessage::from(FieldCode::Character).with("ch", ":"),
            );
        }
    }

    /// Whether the device speaks MOS 4.0 over WebSocket.
    pub fn is_mos4(&self) -> bool {
        self.protocol == Protocol::Mos && self.mos_version == "4.0"
    }

    /// How to reach it ([`Link`]).
    pub fn link(&self) -> Link<'_> {
        match self.protocol {
            Protocol::Mos if self.is_mos4() => Link::Mos4 {
                url: (!self.passive).then_some(self.ws_url.as_str()),
            },
            Protocol::Mos => Link::Mos285 {
                host: &self.host,
                lower: self.lower_port,
                upper: self.upper_port,
                query: self.query_port,
            },
            Protocol::Ii => Link::Ii {
                host: &self.host,
                port: self.port,
            },
            Protocol::Ws => Link::Ws {
                base_url: &self.ws_url,
            },
        }
    }

    /// An update from a client that never sees the password: the stored one is kept when none is given,
    /// and removed with the user name.
    pub fn keeping_password_of(mut self, stored: &DeviceSpec) -> Self {
        if self.username.is_none() {
            self.password = None;
        } else if self.password.is_none() {
            self.password = stored.password.clone();
        }
        self
    }

    /// The proto form.
    pub fn to_pb(&self) -> pb::DeviceInput {
        pb::DeviceInput {
            name: self.name.clone(),
            r#type: self.r#type.to_pb().into(),
            protocol: self.protocol.to_pb().into(),
            vendor: self.vendor.clone(),
            plugin: self.plugin.clone(),
            host: self.host.clone(),
            mos_id: self.mos_id.clone(),
            lower_port: self.lower_port.into(),
            upper_port: self.upper_port.into(),
            query_port: self.query_port.into(),
            profiles: self.profiles.iter().map(|p| i32::from(*p)).collect(),
            channels: self.channels.clone(),
            paths: self.paths.clone(),
            charsets: self.charsets.clone(),
            templates: self
                .templates
                .iter()
                .map(|t| pb::DeviceTemplate {
                    id: t.id,
                    name: t.name.clone(),
                    fields: t.fields.clone(),
                })
                .collect(),
            enabled: self.enabled,
            mos_version: if self.mos_version.is_empty() {
                "2.8.5".into()
            } else {
                self.mos_version.clone()
            },
            ws_url: self.ws_url.clone(),
            passive: self.passive,
            username: self.username.clone().unwrap_or_default(),
            // Never returned.
            password: String::new(),
            port: self.port.into(),
        }
    }

    /// Whether Newsroom sends this device the running orders of rundowns with device integration:
    /// an enabled device of a rundown-following type (PLAYOUT, TP, CC, CG), over MOS with profile 2
    /// or over WS (docs/devices.md).
    pub fn follows_rundowns(&self) -> bool {
        self.enabled
            && matches!(
                self.r#type,
                DeviceType::Playout | DeviceType::Tp | DeviceType::Cc | DeviceType::Cg
            )
            && match self.protocol {
                Protocol::Mos => self.profiles.contains(&2),
                Protocol::Ws => true,
                Protocol::Ii => false,
            }
    }

    /// Whether it gets story scripts (roStorySend, profile 4): teleprompters and caption devices.
    pub fn wants_scripts(&self) -> bool {
        self.follows_rundowns()
            && matches!(self.r#type, DeviceType::Tp | DeviceType::Cc)
            && self.profiles.contains(&4)
    }
}

/// A stored device.
#[derive(Debug, Clone, PartialEq)]
pub struct Device {
    /// Id.
    pub id: i64,
    /// The fields.
    pub spec: DeviceSpec,
    /// Grows by one with every update.
    pub revision: i64,
}

/// The errors of the devices service.
#[derive(Debug, thiserror::Error)]
pub enum DevicesError {
    /// No such device or rundown.
    #[error("not found")]
    NotFound,
    /// Invalid fields.
    #[error("invalid fields: {0:?}")]
    Invalid(FieldErrors),
    /// A name or MOS ID in use, or a stale revision.
    #[error("conflict: {0}")]
    Conflict(String),
    /// The database failed.
    #[error("database: {0}")]
    Store(#[from] sea_orm::DbErr),
    /// Another service failed.
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// The credits were not sent (why, for the log).
    #[error("credits sending failure: {0}")]
    CreditsFailed(String),
    /// The program has no CG device to send credits to.
    #[error("the program has no CG device")]
    NoCgDevice,
    /// The device is not connected or stopped answering (which device and why, for the log).
    #[error("Device unreachable: {0}")]
    DeviceUnreachable(String),
    /// The device answered a command with an error (its answer, for the log).
    #[error("device refused: {0}")]
    DeviceRefused(String),
    /// Another service answered a call with an error: its code and field messages, passed on.
    #[error("{service}: {message}")]
    Remote {
        /// Which service.
        service: &'static str,
        /// Its code.
        code: ErrorCode,
        /// Its field messages, for `validation`.
        fields: Option<FieldErrors>,
        /// Its detail.
        message: String,
    },
}

impl DevicesError {
    /// A 422 with one field message.
    pub fn field(field: &str, message: impl Into<FieldMessage>) -> Self {
        DevicesError::Invalid(FieldErrors::from([(field.to_string(), message.into())]))
    }
}

impl newsroom_proto::errors::ServiceError for DevicesError {
    fn code(&self) -> ErrorCode {
        match self {
            DevicesError::NotFound => ErrorCode::NotFound,
            DevicesError::Invalid(_) => ErrorCode::Validation,
            DevicesError::Conflict(_) => ErrorCode::Conflict,
            DevicesError::Store(_) => ErrorCode::Internal,
            DevicesError::Unavailable(_) => ErrorCode::Unavailable,
            DevicesError::CreditsFailed(_) => ErrorCode::CreditsFailed,
            DevicesError::NoCgDevice => ErrorCode::NoCgDevice,
            DevicesError::DeviceUnreachable(_) => ErrorCode::DeviceUnreachable,
            DevicesError::DeviceRefused(_) => ErrorCode::DeviceRefused,
            DevicesError::Remote { code, .. } => *code,
        }
    }

    fn fields(&self) -> Option<&FieldErrors> {
        match self {
            DevicesError::Invalid(f)
            | DevicesError::Remote {
                fields: Some(f), ..
            } => Some(f),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields_of(input: pb::DeviceInput) -> Vec<String> {
        match DeviceSpec::from_pb(input) {
            Err(DevicesError::Invalid(f)) => f.keys().cloned().collect(),
            other => panic!("not refused: {other:?}"),
        }
    }

    #[test]
    fn an_unknown_kind_and_protocol_are_the_only_messages() {
        let input = pb::DeviceInput {
            name: "X".into(),
            ..Default::default()
        };
        assert_eq!(fields_of(input), ["protocol", "type"]);
    }

    #[test]
    fn a_mos_device_needs_its_host_and_mos_id() {
        let input = pb::DeviceInput {
            name: "Playout".into(),
            r#type: pb::DeviceType::Playout.into(),
            protocol: pb::Protocol::Mos.into(),
            ..Default::default()
        };
        assert_eq!(fields_of(input), ["host", "mosId"]);
    }

    #[test]
    fn kinds_and_protocols_keep_their_stored_names() {
        let spec = DeviceSpec {
            r#type: DeviceType::Cg,
            protocol: Protocol::Ii,
            ..Default::default()
        };
        let json = serde_json::to_value(&spec).unwrap();
        assert_eq!(
            (&json["type"], &json["protocol"]),
            (&"CG".into(), &"II".into())
        );
        let back: DeviceSpec = serde_json::from_value(json).unwrap();
        assert_eq!((back.r#type, back.protocol), (DeviceType::Cg, Protocol::Ii));
    }
}
