//! REST shapes of the devices service: devices with their connection state, CG templates, media
//! (MOS objects), the media and CG items of stories, and the answers of device commands
//! (web.md sections 6 and 7, docs/devices.md).
//!
//! Durations are milliseconds (`durationMs`, `markInMs`), instants RFC 3339 in UTC. Inputs keep the
//! device's kind and protocol as text: the devices service answers a bad one with a field message
//! (422), which a closed enum here would turn into a bare 400.

use newsroom_domain::ids::{DeviceId, StoryId};
use newsroom_proto::devices::v1 as pb;
use serde::{Deserialize, Serialize};

use super::rundowns::StoryItem;
use super::{required, wire_enum};
use crate::error::ApiError;

/// A device's kind (web.md section 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[expect(missing_docs, reason = "the names say it")]
pub enum DeviceType {
    /// Closed captions.
    #[serde(rename = "CC")]
    Cc,
    /// Character generator.
    #[serde(rename = "CG")]
    Cg,
    /// Media asset manager.
    #[serde(rename = "MAM")]
    Mam,
    #[serde(rename = "PLAYOUT")]
    Playout,
    /// Teleprompter.
    #[serde(rename = "TP")]
    Tp,
}

/// How Newsroom talks to a device: MOS (2.8.5 over TCP or 4.0 over WebSocket), II (Intelligent
/// Interface over TCP) or WS (JSON over HTTP).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
#[expect(missing_docs, reason = "the names say it")]
pub enum Protocol {
    Mos,
    Ii,
    Ws,
}

/// The live state of a device's connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum ConnectionState {
    /// Up: messages flow.
    Connected,
    /// Dialling or waiting for the device.
    Connecting,
    /// Down; `lastError` says why.
    Unreachable,
    /// Not enabled: Newsroom does not connect.
    Disabled,
}

/// A media object's state (web.md section 6, "media: status absent, empty, ready").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MediaStatus {
    /// The device does not know the object ("Media not found in the asset manager.").
    Absent,
    /// The object has no material yet (a placeholder).
    Empty,
    /// On the device and ready to air (MOS objAir READY).
    Ready,
}

/// A CG command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CgAction {
    /// Load the template with its values, not shown.
    Cue,
    /// Show it.
    Take,
    /// Take the output off.
    Clear,
}

impl DeviceType {
    fn from_pb(p: pb::DeviceType) -> Option<Self> {
        Some(match p {
            pb::DeviceType::Unspecified => return None,
            pb::DeviceType::Cc => Self::Cc,
            pb::DeviceType::Cg => Self::Cg,
            pb::DeviceType::Mam => Self::Mam,
            pb::DeviceType::Playout => Self::Playout,
            pb::DeviceType::Tp => Self::Tp,
        })
    }

    fn to_pb(self) -> pb::DeviceType {
        match self {
            Self::Cc => pb::DeviceType::Cc,
            Self::Cg => pb::DeviceType::Cg,
            Self::Mam => pb::DeviceType::Mam,
            Self::Playout => pb::DeviceType::Playout,
            Self::Tp => pb::DeviceType::Tp,
        }
    }
}

impl Protocol {
    fn from_pb(p: pb::Protocol) -> Option<Self> {
        Some(match p {
            pb::Protocol::Unspecified => return None,
            pb::Protocol::Mos => Self::Mos,
            pb::Protocol::Ii => Self::Ii,
            pb::Protocol::Ws => Self::Ws,
        })
    }

    fn to_pb(self) -> pb::Protocol {
        match self {
            Self::Mos => pb::Protocol::Mos,
            Self::Ii => pb::Protocol::Ii,
            Self::Ws => pb::Protocol::Ws,
        }
    }
}

impl ConnectionState {
    fn from_pb(p: pb::ConnectionState) -> Option<Self> {
        Some(match p {
            pb::ConnectionState::Unspecified => return None,
            pb::ConnectionState::Connected => Self::Connected,
            pb::ConnectionState::Connecting => Self::Connecting,
            pb::ConnectionState::Unreachable => Self::Unreachable,
            pb::ConnectionState::Disabled => Self::Disabled,
        })
    }
}

impl MediaStatus {
    fn from_pb(p: pb::MediaStatus) -> Option<Self> {
        Some(match p {
            pb::MediaStatus::Unspecified => return None,
            pb::MediaStatus::Absent => Self::Absent,
            pb::MediaStatus::Empty => Self::Empty,
            pb::MediaStatus::Ready => Self::Ready,
        })
    }
}

impl CgAction {
    fn from_pb(p: pb::CgAction) -> Option<Self> {
        Some(match p {
            pb::CgAction::Unspecified => return None,
            pb::CgAction::Cue => Self::Cue,
            pb::CgAction::Take => Self::Take,
            pb::CgAction::Clear => Self::Clear,
        })
    }

    fn to_pb(self) -> pb::CgAction {
        match self {
            Self::Cue => pb::CgAction::Cue,
            Self::Take => pb::CgAction::Take,
            Self::Clear => pb::CgAction::Clear,
        }
    }
}

/// A device's fields as stored (the password never leaves the devices service: `hasPassword`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeviceSpec {
    /// Unique name.
    pub name: String,
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: DeviceType,
    /// How Newsroom talks to it.
    pub protocol: Protocol,
    /// Vendor.
    pub vendor: String,
    /// activex, html or none.
    pub plugin: String,
    /// Host name or address.
    pub host: String,
    /// The device's MOS ID (MOS), e.g. `playout.studio1.mos`.
    pub mos_id: String,
    /// MOS lower port (10540).
    pub lower_port: i32,
    /// MOS upper port (10541).
    pub upper_port: i32,
    /// MOS query port (10542).
    pub query_port: i32,
    /// MOS profiles 0-7.
    pub profiles: Vec<i32>,
    /// Channels.
    pub channels: Vec<String>,
    /// Media paths.
    pub paths: Vec<String>,
    /// Character sets (UTF-16BE for MOS 2.8.5, UTF-8).
    pub charsets: Vec<String>,
    /// CG templates.
    pub templates: Vec<DeviceTemplate>,
    /// Connected and sent running orders.
    pub enabled: bool,
    /// `2.8.5` (TCP) or `4.0` (WebSocket).
    pub mos_version: String,
    /// MOS 4.0: the WebSocket URL Newsroom dials; WS: the http(s) base URL.
    pub ws_url: String,
    /// MOS 4.0 passive mode: the device dials Newsroom.
    pub passive: bool,
    /// HTTP Basic user name (MOS 4.0, WS).
    pub username: String,
    /// II: the Intelligent Interface TCP port.
    pub port: i32,
}

impl TryFrom<pb::DeviceInput> for DeviceSpec {
    type Error = ApiError;

    fn try_from(d: pb::DeviceInput) -> Result<Self, ApiError> {
        let kind = required(DeviceType::from_pb(d.r#type()), "device type")?;
        let protocol = required(Protocol::from_pb(d.protocol()), "device protocol")?;
        Ok(DeviceSpec {
            name: d.name,
            kind,
            protocol,
            vendor: d.vendor,
            plugin: d.plugin,
            host: d.host,
            mos_id: d.mos_id,
            lower_port: d.lower_port,
            upper_port: d.upper_port,
            query_port: d.query_port,
            profiles: d.profiles,
            channels: d.channels,
            paths: d.paths,
            charsets: d.charsets,
            templates: d.templates.into_iter().map(Into::into).collect(),
            enabled: d.enabled,
            mos_version: d.mos_version,
            ws_url: d.ws_url,
            passive: d.passive,
            username: d.username,
            port: d.port,
        })
    }
}

/// A CG template of a device: `{"id", "name", "fields": ["name", "role"]}`, fields in order.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DeviceTemplate {
    /// Id within the device.
    pub id: i64,
    /// Name (unique in the device).
    pub name: String,
    /// Field names, in order.
    pub fields: Vec<String>,
}

impl From<pb::DeviceTemplate> for DeviceTemplate {
    fn from(t: pb::DeviceTemplate) -> Self {
        DeviceTemplate {
            id: t.id,
            name: t.name,
            fields: t.fields,
        }
    }
}

/// The live state of a device's connection.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeviceConnection {
    /// The state.
    pub state: ConnectionState,
    /// When the last message was received (RFC 3339 UTC), empty before any.
    pub last_seen: String,
    /// What the last failure was, for the admin screen.
    pub last_error: String,
}

/// A device with its live connection state.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Device {
    /// Key.
    pub id: DeviceId,
    /// Its fields.
    pub spec: DeviceSpec,
    /// Grows by one with every update (send it back with a change: 409 when stale).
    pub revision: i64,
    /// Its connection now.
    pub connection: DeviceConnection,
    /// Whether it gets the running orders of rundowns with device integration on.
    pub follows_rundowns: bool,
    /// Whether a password is stored (the password itself is never returned).
    pub has_password: bool,
}

impl TryFrom<pb::Device> for Device {
    type Error = ApiError;

    fn try_from(d: pb::Device) -> Result<Self, ApiError> {
        Ok(Device {
            id: DeviceId::from_db(d.id),
            spec: required(d.spec, "device spec")?.try_into()?,
            revision: d.revision,
            connection: required(d.connection, "device connection")?.try_into()?,
            follows_rundowns: d.follows_rundowns,
            has_password: d.has_password,
        })
    }
}

impl TryFrom<pb::DeviceConnection> for DeviceConnection {
    type Error = ApiError;

    fn try_from(c: pb::DeviceConnection) -> Result<Self, ApiError> {
        Ok(DeviceConnection {
            state: required(ConnectionState::from_pb(c.state()), "connection state")?,
            last_seen: c.last_seen,
            last_error: c.last_error,
        })
    }
}

/// A device's name, kind and connection state, for screens of users who are not administrators
/// (the rundown's "Device unreachable" notice).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeviceStatus {
    /// Key.
    pub id: DeviceId,
    /// Name.
    pub name: String,
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: DeviceType,
    /// How Newsroom talks to it.
    pub protocol: Protocol,
    /// Whether it gets the running orders of rundowns with device integration on.
    pub follows_rundowns: bool,
    /// Its connection now.
    pub state: ConnectionState,
    /// What the last failure was.
    pub last_error: String,
}

impl From<Device> for DeviceStatus {
    fn from(d: Device) -> Self {
        DeviceStatus {
            id: d.id,
            name: d.spec.name,
            kind: d.spec.kind,
            protocol: d.spec.protocol,
            follows_rundowns: d.follows_rundowns,
            state: d.connection.state,
            last_error: d.connection.last_error,
        }
    }
}

/// A MOS object as Newsroom keeps it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Media {
    /// The device that holds it.
    pub device_id: DeviceId,
    /// Its id on the device (MOS objID).
    pub obj_id: String,
    /// Its slug.
    pub slug: String,
    /// VIDEO, AUDIO, STILL (as the device says).
    pub obj_type: String,
    /// Length in milliseconds (0: unknown).
    pub duration_ms: i64,
    /// Its state.
    pub status: MediaStatus,
    /// Paths and URLs.
    pub paths: Vec<String>,
    /// Last saved, RFC 3339 UTC.
    pub updated: String,
    /// Its timebase (objTB, units a second; 0: unknown).
    pub timebase: i32,
}

impl TryFrom<pb::Media> for Media {
    type Error = ApiError;

    fn try_from(m: pb::Media) -> Result<Self, ApiError> {
        let status = required(MediaStatus::from_pb(m.status()), "media status")?;
        Ok(Media {
            device_id: DeviceId::from_db(m.device_id),
            obj_id: m.obj_id,
            slug: m.slug,
            obj_type: m.obj_type,
            duration_ms: m.duration_ms,
            status,
            paths: m.paths,
            updated: m.updated,
            timebase: m.timebase,
        })
    }
}

/// Converts every element of a list.
pub fn all<P, T: TryFrom<P, Error = ApiError>>(list: Vec<P>) -> Result<Vec<T>, ApiError> {
    list.into_iter().map(T::try_from).collect()
}

/// A media item of a story with its object's status on the device now.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MediaItem {
    /// The item.
    pub item: StoryItem,
    /// The object's state.
    pub status: MediaStatus,
    /// The device's name (empty for a device deleted since).
    pub device: String,
}

impl TryFrom<pb::StoryMedia> for MediaItem {
    type Error = ApiError;

    fn try_from(m: pb::StoryMedia) -> Result<Self, ApiError> {
        let status = required(MediaStatus::from_pb(m.status()), "media status")?;
        Ok(MediaItem {
            item: required(m.item, "media item")?.try_into()?,
            status,
            device: m.device,
        })
    }
}

/// One row of a rundown's CG list: the story and its CG item.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CgRow {
    /// The block's name.
    pub block: String,
    /// The story.
    pub story_id: StoryId,
    /// Its page.
    pub page: String,
    /// Its slug.
    pub slug: String,
    /// The CG item.
    pub item: StoryItem,
    /// The CG device's name (empty for a device deleted since).
    pub device: String,
    /// The CG device's protocol (null for a device deleted since).
    #[schema(required)]
    pub protocol: Option<Protocol>,
}

impl TryFrom<pb::RundownCg> for CgRow {
    type Error = ApiError;

    fn try_from(r: pb::RundownCg) -> Result<Self, ApiError> {
        let protocol = Protocol::from_pb(r.protocol());
        Ok(CgRow {
            block: r.block,
            story_id: StoryId::from_db(r.story_id),
            page: r.page,
            slug: r.slug,
            item: required(r.item, "CG item")?.try_into()?,
            device: r.device,
            protocol,
        })
    }
}

/// What a device search found.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MediaSearch {
    /// The objects found (saved as media, so they can be added to stories), in the device's order.
    pub media: Vec<Media>,
    /// How many the device found in all.
    pub total: i64,
}

/// A device that acknowledged a command (roCtrl, mosReqAll).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DeviceAck {
    /// The device's name.
    pub device: String,
}

/// A rundown device call carried out.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct RundownDeviceAction {
    /// How many devices follow rundowns (the running order went or goes to each).
    pub devices: i32,
}

/// Credits sent.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditsSent {
    /// The CG device they went to.
    pub device: String,
    /// How many names were sent.
    pub names: i32,
    /// The object the device created (its mosAck objID; empty for a WS device).
    pub obj_id: String,
}

impl From<pb::SendCreditsResponse> for CreditsSent {
    fn from(r: pb::SendCreditsResponse) -> Self {
        CreditsSent {
            device: r.device,
            names: r.names,
            obj_id: r.obj_id,
        }
    }
}

/// A CG command carried out.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CgSent {
    /// The device's name.
    pub device: String,
    /// What was done.
    pub action: CgAction,
    /// II or WS.
    pub protocol: Protocol,
}

impl TryFrom<pb::SendCgResponse> for CgSent {
    type Error = ApiError;

    fn try_from(r: pb::SendCgResponse) -> Result<Self, ApiError> {
        let action = required(CgAction::from_pb(r.action()), "CG action")?;
        let protocol = required(Protocol::from_pb(r.protocol()), "device protocol")?;
        Ok(CgSent {
            device: r.device,
            action,
            protocol,
        })
    }
}

/// A device: `{"name", "type": "PLAYOUT", "protocol": "MOS", "vendor", "plugin": "none", "host",
/// "mosId", "lowerPort": 10540, "upperPort": 10541, "queryPort": 10542, "profiles": [0,1,2],
/// "channels": [], "paths": [], "charsets": [], "templates": [{"id", "name", "fields"}], "enabled",
/// "mosVersion": "2.8.5", "wsUrl", "passive", "username", "password", "port"}` (`mosVersion` to
/// `password` for MOS 4.0; `port` for II, 23 when 0 or absent; a WS device's `wsUrl` is its http(s)
/// base URL and `username`/`password` its Basic credentials). MOS ports 0 or absent: the MOS defaults.
#[derive(Deserialize, Serialize, utoipa::ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DeviceIn {
    /// Unique name.
    pub name: String,
    /// CC, CG, MAM, PLAYOUT, TP.
    #[serde(rename = "type")]
    pub kind: String,
    /// MOS, II, WS.
    pub protocol: String,
    /// Vendor.
    pub vendor: String,
    /// activex, html, none.
    pub plugin: String,
    /// Host name or address.
    pub host: String,
    /// The device's MOS ID.
    pub mos_id: String,
    /// MOS lower port.
    pub lower_port: i32,
    /// MOS upper port.
    pub upper_port: i32,
    /// MOS query port.
    pub query_port: i32,
    /// MOS profiles 0-7.
    pub profiles: Vec<i32>,
    /// Channels.
    pub channels: Vec<String>,
    /// Media paths.
    pub paths: Vec<String>,
    /// Character sets.
    pub charsets: Vec<String>,
    /// CG templates.
    pub templates: Vec<DeviceTemplateIn>,
    /// Connect and send running orders.
    pub enabled: bool,
    /// MOS version: `2.8.5` (TCP, default) or `4.0` (WebSocket).
    pub mos_version: String,
    /// MOS 4.0: the device's `ws://` / `wss://` URL Newsroom dials (not needed in passive mode).
    pub ws_url: String,
    /// MOS 4.0 passive mode: the device dials Newsroom's MOS 4.0 port instead.
    pub passive: bool,
    /// MOS 4.0 HTTP Basic user name (both directions).
    pub username: String,
    /// MOS 4.0 HTTP Basic password: write only, never returned (`hasPassword` says whether one is
    /// stored); on update, absent or empty keeps the stored one.
    #[schema(write_only)]
    pub password: String,
    /// II: the Intelligent Interface TCP port (0 or absent: 23).
    pub port: i32,
    /// For updates: the revision the change is based on (409 when stale).
    pub revision: i64,
}

impl DeviceIn {
    /// The device's fields and the revision the change is based on.
    pub fn into_pb(self) -> (pb::DeviceInput, i64) {
        let revision = self.revision;
        (
            pb::DeviceInput {
                name: self.name,
                r#type: wire_enum::<DeviceType>(&self.kind.trim().to_ascii_uppercase())
                    .map_or(pb::DeviceType::Unspecified, DeviceType::to_pb)
                    .into(),
                protocol: wire_enum::<Protocol>(&self.protocol.trim().to_ascii_uppercase())
                    .map_or(pb::Protocol::Unspecified, Protocol::to_pb)
                    .into(),
                vendor: self.vendor,
                plugin: self.plugin,
                host: self.host,
                mos_id: self.mos_id,
                lower_port: self.lower_port,
                upper_port: self.upper_port,
                query_port: self.query_port,
                profiles: self.profiles,
                channels: self.channels,
                paths: self.paths,
                charsets: self.charsets,
                templates: self.templates.into_iter().map(Into::into).collect(),
                enabled: self.enabled,
                mos_version: self.mos_version,
                ws_url: self.ws_url,
                passive: self.passive,
                username: self.username,
                password: self.password,
                port: self.port,
            },
            revision,
        )
    }
}

/// A CG template: `{"id", "name", "fields": ["name", "role"]}` (`id` 0 or absent on create: the
/// next free one).
#[derive(Deserialize, Serialize, utoipa::ToSchema, Default)]
#[serde(default, deny_unknown_fields)]
pub struct DeviceTemplateIn {
    /// Id within the device.
    pub id: i64,
    /// Name (unique in the device).
    pub name: String,
    /// Field names in order.
    pub fields: Vec<String>,
}

impl From<DeviceTemplateIn> for pb::DeviceTemplate {
    fn from(t: DeviceTemplateIn) -> Self {
        pb::DeviceTemplate {
            id: t.id,
            name: t.name,
            fields: t.fields,
        }
    }
}

/// `{"deviceId": 3}` or `{"deviceId": null}`: a program's CG device.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgramCgIn {
    /// A device of type CG; null unlinks.
    pub device_id: Option<i64>,
}

/// A field value: `{"name": "Name", "value": "Ana Souza"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CgFieldIn {
    /// The template's field name.
    pub name: String,
    /// The value.
    #[serde(default)]
    pub value: String,
}

impl CgCommandIn {
    /// The action as the devices service takes it (an unknown one is UNSPECIFIED, which it refuses
    /// with a field message).
    pub fn action_pb(&self) -> pb::CgAction {
        wire_enum::<CgAction>(&self.action.trim().to_ascii_lowercase())
            .map_or(pb::CgAction::Unspecified, CgAction::to_pb)
    }
}

/// The device call words of `PUT /api/rundowns/{id}/device/{action}` as the devices service takes
/// them (an unknown one is UNSPECIFIED, which it refuses with a field message).
pub fn rundown_action(word: &str) -> pb::RundownAction {
    match word {
        "create" => pb::RundownAction::Create,
        "replace" => pb::RundownAction::Replace,
        "ready" => pb::RundownAction::Ready,
        "enable" => pb::RundownAction::Enable,
        "disable" => pb::RundownAction::Disable,
        _ => pb::RundownAction::Unspecified,
    }
}

/// A CG command: `{"action": "cue"|"take"|"clear", "templateId": 100, "fields": [{"name", "value"}],
/// "storyId": 12}`; `templateId` may be left out for `clear`, `storyId` always.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CgCommandIn {
    /// cue (load, not shown), take (show), clear (take the output off).
    pub action: String,
    /// The device's template.
    #[serde(default)]
    pub template_id: Option<i64>,
    /// Values by field name; fields left out are sent empty.
    #[serde(default)]
    pub fields: Vec<CgFieldIn>,
    /// The story whose CG item this is.
    #[serde(default)]
    pub story_id: Option<i64>,
}

/// `{"deviceId", "objId"}`: a media object of a MAM or playout device.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MediaIn {
    /// The device.
    pub device_id: i64,
    /// The object's id on the device (MOS objID).
    pub obj_id: String,
}

/// `{"deviceId", "slug", "duration"}`: a placeholder to create in the asset manager.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlaceholderIn {
    /// A MOS MAM or playout device.
    pub device_id: i64,
    /// The object's slug.
    pub slug: String,
    /// Planned length, ISO-8601 (`PT1M30S`); absent: unknown.
    #[serde(default)]
    pub duration: Option<String>,
}

/// `{"ignore": true}`: leave a media item out of the story's VT.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IgnoreIn {
    /// Left out of the VT.
    pub ignore: bool,
}

/// `{"markIn": 5000, "markOut": 25000}`: the part of a media item the story uses, in milliseconds
/// from the object's start; `null` (or absent) clears a mark.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MarksIn {
    /// Mark in (ms).
    #[serde(default)]
    pub mark_in: Option<i64>,
    /// Mark out (ms).
    #[serde(default)]
    pub mark_out: Option<i64>,
}

/// `{"position": 0}`: a new place among the story's items (0: first).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionIn {
    /// The new index; past the end: last.
    pub position: u32,
}

/// `{"deviceId", "templateId", "fields": {"name": "value"}}`: a graphic of a CG device's template.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CgItemIn {
    /// The CG device.
    pub device_id: i64,
    /// The template's id in the device.
    pub template_id: i64,
    /// Field name -> text (or `[{"name", "value"}]`); missing fields are empty.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub fields: serde_json::Value,
}

/// `{"fields": {"name": "value"}}`: new values of a CG item.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CgFieldsIn {
    /// Field name -> text.
    #[schema(value_type = Object)]
    pub fields: serde_json::Value,
}

/// `{"command": "EXECUTE"}`: READY (cue), EXECUTE (take), PAUSE, STOP or SIGNAL.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CtrlIn {
    /// The roCtrl command.
    pub command: String,
}
