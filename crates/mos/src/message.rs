//! Typed MOS messages (profiles 0-4 of MOS 2.8.5). Field names follow the spec's element names in
//! snake case; IDs are strings of up to 128 characters exactly as the peer wrote them (they may hold
//! `;` and `\`). Times are kept as the MOS text (see [`crate::time`] to read them); durations are in
//! the units the spec gives each field. Parts Newsroom does not interpret are [`Raw`] XML, written back
//! unchanged.

/// XML passed through untouched (`mosExternalMetadata`, `storyBody`, `mosPayload`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Raw(pub String);

/// One message with its header (§2: `mosID`, `ncsID`, `messageID`; MOS 4.0 adds `channel`).
#[derive(Debug, Clone, PartialEq)]
pub struct Envelope {
    /// The MOS device's ID.
    pub mos_id: String,
    /// The newsroom system's ID.
    pub ncs_id: String,
    /// 1..2^31-1; `None` from peers older than 2.8 that send none (or a non-number).
    pub message_id: Option<u32>,
    /// MOS 4.0: the channel (legacy port) the message belongs to, written after `messageID`; `None`
    /// on 2.8.5 sockets, where the port itself says it. An unknown channel name reads as `None`.
    pub channel: Option<Channel>,
    /// The message itself.
    pub body: Body,
}

/// The messages Newsroom reads and writes. Anything else is [`Body::Unknown`] (answered with a NACK).
#[derive(Debug, Clone, PartialEq)]
pub enum Body {
    /// MOS 4.0 keepAlive (profile 0): an empty message that keeps idle WebSocket connections open
    /// through firewalls and proxies. Answered with a keepAlive; never acknowledged otherwise.
    KeepAlive,
    /// §4.1.1 heartbeat, with the sender's time.
    Heartbeat {
        /// MOS time text, if sent.
        time: Option<String>,
    },
    /// §4.1.2 reqMachInfo.
    ReqMachInfo,
    /// §4.1.3 listMachInfo.
    ListMachInfo(MachInfo),
    /// §4.1.4/§4.2.1 mosAck: the reply to profile 1 and 3 messages.
    MosAck(MosAck),
    /// §4.2.1 mosObj: an object (clip, graphic...) created or changed on a MAM.
    MosObj(MosObj),
    /// §4.3.2 (profile 3) mosObjCreate: the NCS asks a device to create an object (a CG graphic with
    /// data, a placeholder); `obj_id` is empty unless the NCS names it. Answered with a mosAck naming
    /// the new object.
    MosObjCreate(MosObj),
    /// §4.2.2 mosReqObj.
    MosReqObj {
        /// The object asked for.
        obj_id: String,
    },
    /// §4.2.3 mosReqAll: ask for every object; `pause` seconds between them (0: one mosListAll).
    MosReqAll {
        /// Seconds between mosObj messages; 0 asks for one mosListAll.
        pause: u32,
    },
    /// §4.2.4 mosListAll.
    MosListAll(Vec<MosObj>),
    /// §4.3.1 roAck: the reply to every ro* message.
    RoAck(RoAck),
    /// §4.3.2 roCreate.
    RoCreate(RunningOrder),
    /// §4.3.3 roReplace.
    RoReplace(RunningOrder),
    /// §4.3.4 roMetadataReplace (the running order's header, no stories).
    RoMetadataReplace(RunningOrder),
    /// §4.3.5 roDelete.
    RoDelete {
        /// The running order.
        ro_id: String,
    },
    /// §4.3.6 roReq.
    RoReq {
        /// The running order asked for.
        ro_id: String,
    },
    /// §4.3.7 roList: the answer to roReq.
    RoList(RunningOrder),
    /// §4.4.1 roReqAll (profile 4).
    RoReqAll,
    /// §4.4.2 roListAll: running-order headers.
    RoListAll(Vec<RunningOrder>),
    /// §4.3.9 roElementStat: status of a running order, story or item, from the device.
    RoElementStat(ElementStat),
    /// §4.3.10 roReadyToAir.
    RoReadyToAir {
        /// The running order.
        ro_id: String,
        /// `READY` or `NOT READY`.
        ro_air: String,
    },
    /// §4.3.11 roElementAction: INSERT / REPLACE / MOVE / DELETE / SWAP of stories or items.
    RoElementAction(ElementAction),
    /// §4.5.1 roStorySend (profile 4): a story's script to a teleprompter or caption device.
    RoStorySend(StorySend),
    /// §3.2.1 mosReqSearchableSchema (profile 3, query port): which search schemas the device offers.
    MosReqSearchableSchema {
        /// The user asking.
        username: Option<String>,
    },
    /// §3.2.2 mosListSearchableSchema: the schema URLs the device searches by.
    MosListSearchableSchema {
        /// The user it answers.
        username: Option<String>,
        /// Schema URLs.
        schemas: Vec<String>,
    },
    /// §3.2.3 mosReqObjList (profile 3, query port): search the device's objects.
    MosReqObjList(ObjListRequest),
    /// §3.2.4 mosObjList: the objects found.
    MosObjList(ObjList),
    /// §5.1 roCtrl (profile 5): the NCS cues, takes, pauses, stops or signals an item.
    RoCtrl(RoCtrl),
    /// §7.1 roReqStoryAction (profile 7): a device asks the NCS to create, change, delete or move a
    /// story, optionally holding its lock for `leaseLock` seconds.
    RoReqStoryAction(StoryAction),
    /// A message Newsroom does not handle, with its element name.
    Unknown {
        /// The message element's name, e.g. `roCtrl`.
        name: String,
    },
}

impl Body {
    /// The message element's name as the spec writes it.
    pub fn name(&self) -> &str {
        match self {
            Body::KeepAlive => "keepAlive",
            Body::Heartbeat { .. } => "heartbeat",
            Body::ReqMachInfo => "reqMachInfo",
            Body::ListMachInfo(_) => "listMachInfo",
            Body::MosAck(_) => "mosAck",
            Body::MosObj(_) => "mosObj",
            Body::MosObjCreate(_) => "mosObjCreate",
            Body::MosReqObj { .. } => "mosReqObj",
            Body::MosReqAll { .. } => "mosReqAll",
            Body::MosListAll(_) => "mosListAll",
            Body::RoAck(_) => "roAck",
            Body::RoCreate(_) => "roCreate",
            Body::RoReplace(_) => "roReplace",
            Body::RoMetadataReplace(_) => "roMetadataReplace",
            Body::RoDelete { .. } => "roDelete",
            Body::RoReq { .. } => "roReq",
            Body::RoList(_) => "roList",
            Body::RoReqAll => "roReqAll",
            Body::RoListAll(_) => "roListAll",
            Body::RoElementStat(_) => "roElementStat",
            Body::RoReadyToAir { .. } => "roReadyToAir",
            Body::RoElementAction(_) => "roElementAction",
            Body::RoStorySend(_) => "roStorySend",
            Body::MosReqSearchableSchema { .. } => "mosReqSearchableSchema",
            Body::MosListSearchableSchema { .. } => "mosListSearchableSchema",
            Body::MosReqObjList(_) => "mosReqObjList",
            Body::MosObjList(_) => "mosObjList",
            Body::RoCtrl(_) => "roCtrl",
            Body::RoReqStoryAction(_) => "roReqStoryAction",
            Body::Unknown { name } => name,
        }
    }

    /// Whether this is a reply (an acknowledgement or an answer) rather than a request.
    pub fn is_reply(&self) -> bool {
        matches!(
            self,
            Body::MosAck(_)
                | Body::RoAck(_)
                | Body::ListMachInfo(_)
                | Body::RoList(_)
                | Body::RoListAll(_)
                | Body::MosListAll(_)
                | Body::MosObjList(_)
                | Body::MosListSearchableSchema { .. }
        )
    }

    /// Whether this message answers `sent`: any reply, a heartbeat for a heartbeat, and a mosObj for a
    /// mosReqObj (§3.1: the device answers mosReqObj with the object itself).
    pub fn answers(&self, sent: &Body) -> bool {
        self.is_reply()
            || matches!(
                (sent, self),
                (Body::Heartbeat { .. }, Body::Heartbeat { .. })
                    | (Body::MosReqObj { .. }, Body::MosObj(_))
            )
    }

    /// The MOS profile a message belongs to (0-7; 0 for unknown messages).
    pub fn profile(&self) -> u8 {
        match self {
            Body::KeepAlive
            | Body::Heartbeat { .. }
            | Body::ReqMachInfo
            | Body::ListMachInfo(_)
            | Body::Unknown { .. } => 0,
            Body::MosAck(_)
            | Body::MosObj(_)
            | Body::MosReqObj { .. }
            | Body::MosReqAll { .. }
            | Body::MosListAll(_) => 1,
            Body::MosObjCreate(_)
            | Body::MosReqSearchableSchema { .. }
            | Body::MosListSearchableSchema { .. }
            | Body::MosReqObjList(_)
            | Body::MosObjList(_) => 3,
            Body::RoReqAll | Body::RoListAll(_) | Body::RoStorySend(_) => 4,
            Body::RoCtrl(_) => 5,
            Body::RoReqStoryAction(_) => 7,
            _ => 2,
        }
    }

    /// Which port carries the message (§1.2): object messages the lower port, running-order
    /// messages the upper port.
    pub fn port(&self) -> Port {
        match self {
            // Object creation goes where objects go (peers such as Sofie's library expect it there).
            Body::MosObjCreate(_) => Port::Lower,
            // Searches go to the query port (§3.2).
            Body::MosReqSearchableSchema { .. }
            | Body::MosListSearchableSchema { .. }
            | Body::MosReqObjList(_)
            | Body::MosObjList(_) => Port::Query,
            _ => match self.profile() {
                0 | 1 => Port::Lower,
                _ => Port::Upper,
            },
        }
    }
}

/// The three MOS ports (§1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Port {
    /// 10540: heartbeat, machine info, objects (profiles 0, 1).
    Lower,
    /// 10541: running orders (profiles 2, 4) and heartbeats.
    Upper,
    /// 10542: object creation and lists (profile 3).
    Query,
}

impl Port {
    /// The MOS 4.0 channel that stands for this port.
    pub fn channel(self) -> Channel {
        match self {
            Port::Lower => Channel::Mom,
            Port::Upper => Channel::Ro,
            Port::Query => Channel::Aux,
        }
    }
}

/// The MOS 4.0 channels: one WebSocket connection carries what the three 2.8.5 ports carried, and each
/// message names the port it would have used (the MOS Group's 2018 decision: "a required part of the
/// MOS header is a channel identifier"). Written lower case in a `<channel>` header element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    /// `mom`: media object metadata, the lower port 10540 (profiles 0 and 1).
    Mom,
    /// `ro`: running orders, the upper port 10541 (profiles 2, 4, 5, 7).
    Ro,
    /// `aux`: the auxiliary / query port 10542 (profile 3).
    Aux,
}

impl Channel {
    /// Every channel, in port order.
    pub const ALL: [Channel; 3] = [Channel::Mom, Channel::Ro, Channel::Aux];

    /// The name on the wire: `mom`, `ro`, `aux`.
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Mom => "mom",
            Channel::Ro => "ro",
            Channel::Aux => "aux",
        }
    }

    /// Reads a channel name, leniently: any case, surrounding blanks, and the legacy port numbers
    /// `10540` / `10541` / `10542` or `lower` / `upper` / `query`. `None` for anything else.
    pub fn parse(text: &str) -> Option<Channel> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mom" | "lower" | "10540" => Some(Channel::Mom),
            "ro" | "upper" | "10541" => Some(Channel::Ro),
            "aux" | "query" | "10542" => Some(Channel::Aux),
            _ => None,
        }
    }
}

/// §4.1.3 machine information.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MachInfo {
    /// Manufacturer.
    pub manufacturer: String,
    /// Model.
    pub model: String,
    /// Hardware revision.
    pub hw_rev: String,
    /// Software revision.
    pub sw_rev: String,
    /// Date of manufacture (MOS time text).
    pub dom: String,
    /// Serial number.
    pub sn: String,
    /// The machine's ID.
    pub id: String,
    /// Current time (MOS time text).
    pub time: String,
    /// Time of last start (MOS time text), optional.
    pub op_time: Option<String>,
    /// MOS version, e.g. `2.8.5`.
    pub mos_rev: String,
    /// `NCS` or `MOS` (the `supportedProfiles` `deviceType`).
    pub device_type: String,
    /// Supported profiles 0-7.
    pub profiles: Vec<u8>,
}

/// §4.1.4 mosAck.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MosAck {
    /// The object.
    pub obj_id: String,
    /// Its revision.
    pub obj_rev: Option<u32>,
    /// `ACK` or `NACK`.
    pub status: String,
    /// Why, for a NACK.
    pub status_description: Option<String>,
}

/// A path to an object's media (§ objPaths): essence, proxy or metadata.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjPath {
    /// `objPath`, `objProxyPath` or `objMetadataPath`.
    pub kind: String,
    /// The `techDescription` attribute.
    pub tech_description: String,
    /// The path or URL.
    pub path: String,
}

/// §4.2.1 an object of a MAM or playout server.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MosObj {
    /// The object's ID on its device.
    pub obj_id: String,
    /// Slug.
    pub obj_slug: String,
    /// Abstract (text), optional.
    pub mos_abstract: Option<String>,
    /// Group, optional.
    pub obj_group: Option<String>,
    /// `STILL`, `AUDIO`, `VIDEO`.
    pub obj_type: Option<String>,
    /// Timebase: units of `obj_dur` per second.
    pub obj_tb: u32,
    /// Revision.
    pub obj_rev: Option<u32>,
    /// Duration in timebase units.
    pub obj_dur: u64,
    /// `NEW`, `UPDATED`, `MOVED`, `BUSY`, `DELETED`, `NCS CTRL`, `MANUAL CTRL`, `READY`, `NOT READY`, `PLAY`, `STOP`.
    pub status: Option<String>,
    /// `READY` or `NOT READY`.
    pub obj_air: Option<String>,
    /// Paths to the media.
    pub obj_paths: Vec<ObjPath>,
    /// Creator.
    pub created_by: Option<String>,
    /// Creation time (MOS time text).
    pub created: Option<String>,
    /// Last changed by.
    pub changed_by: Option<String>,
    /// Last change (MOS time text).
    pub changed: Option<String>,
    /// Description (raw XML: it may hold `<p>` and `<em>`).
    pub description: Option<Raw>,
    /// `mosExternalMetadata` blocks, untouched.
    pub external: Vec<Raw>,
}

/// §4.3.1 roAck, with per-element statuses.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RoAck {
    /// The running order.
    pub ro_id: String,
    /// `OK` or a description of the failure (a NACK).
    pub ro_status: String,
    /// Statuses of stories/items: `(storyID, itemID, objID, status)`.
    pub elements: Vec<(String, Option<String>, Option<String>, String)>,
}

impl RoAck {
    /// Whether the peer accepted the message.
    pub fn is_ok(&self) -> bool {
        self.ro_status.trim().eq_ignore_ascii_case("OK")
            || self.ro_status.trim().eq_ignore_ascii_case("ACK")
    }
}

/// A running order (§4.3.2), used by roCreate, roReplace, roList and (without stories) roMetadataReplace
/// and roListAll.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RunningOrder {
    /// The running order's ID.
    pub ro_id: String,
    /// Slug (Newsroom: program and date).
    pub ro_slug: String,
    /// Channel, optional.
    pub ro_channel: Option<String>,
    /// Editorial start (MOS time text).
    pub ro_ed_start: Option<String>,
    /// Editorial duration `hh:mm:ss`.
    pub ro_ed_dur: Option<String>,
    /// `MANUAL`, `TIMED`, `CHAINED`.
    pub ro_trigger: Option<String>,
    /// `mosExternalMetadata`, untouched.
    pub external: Vec<Raw>,
    /// Stories in running order.
    pub stories: Vec<Story>,
}

/// A story of a running order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Story {
    /// The story's ID.
    pub story_id: String,
    /// Slug.
    pub story_slug: Option<String>,
    /// Page number, e.g. `A1`.
    pub story_num: Option<String>,
    /// `mosExternalMetadata`, untouched.
    pub external: Vec<Raw>,
    /// Items.
    pub items: Vec<Item>,
}

/// An item of a story: a reference to an object on a device.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Item {
    /// The item's ID, unique in its story.
    pub item_id: String,
    /// Slug.
    pub item_slug: Option<String>,
    /// The object on the device.
    pub obj_id: String,
    /// The device holding the object.
    pub mos_id: String,
    /// Abstract, optional.
    pub mos_abstract: Option<String>,
    /// Paths (raw `objPaths`, untouched).
    pub obj_paths: Option<Raw>,
    /// Channel.
    pub item_channel: Option<String>,
    /// In point, timebase units.
    pub item_ed_start: Option<u64>,
    /// Editorial duration, timebase units.
    pub item_ed_dur: Option<u64>,
    /// Duration the user timed, timebase units.
    pub item_user_timing_dur: Option<u64>,
    /// `MANUAL`, `TIMED`, `CHAINED`.
    pub item_trigger: Option<String>,
    /// `mosExternalMetadata`, untouched.
    pub external: Vec<Raw>,
}

/// §3.2.3 mosReqObjList: a search of a device's objects.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObjListRequest {
    /// The user searching.
    pub username: Option<String>,
    /// The search's ID (the device echoes it).
    pub query_id: String,
    /// First result wanted (1-based).
    pub list_return_start: Option<u64>,
    /// Last result wanted (`None`: as many as the device gives).
    pub list_return_end: Option<u64>,
    /// Free text.
    pub general_search: Option<String>,
    /// The schema of the search fields.
    pub mos_schema: Option<String>,
    /// `searchGroup` elements, untouched.
    pub search_groups: Vec<Raw>,
}

/// §3.2.4 mosObjList: one page of a search's results.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObjList {
    /// The user it answers.
    pub username: Option<String>,
    /// The search's ID.
    pub query_id: String,
    /// First result in this page (1-based).
    pub list_return_start: Option<u64>,
    /// Last result in this page.
    pub list_return_end: Option<u64>,
    /// How many results the search has.
    pub list_return_total: Option<u64>,
    /// Why the list is empty or short (`listReturnStatus`), when the device says.
    pub list_return_status: Option<String>,
    /// The objects.
    pub objs: Vec<MosObj>,
}

/// §5.1 roCtrl: a command for one item of a running order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RoCtrl {
    /// The running order.
    pub ro_id: String,
    /// The story.
    pub story_id: String,
    /// The item.
    pub item_id: String,
    /// `READY`, `EXECUTE`, `PAUSE`, `STOP` or `SIGNAL` ([`RO_CTRL_COMMANDS`]).
    pub command: String,
    /// `mosExternalMetadata`, untouched.
    pub external: Vec<Raw>,
}

/// The commands of roCtrl (§5.1).
pub const RO_CTRL_COMMANDS: [&str; 5] = ["READY", "EXECUTE", "PAUSE", "STOP", "SIGNAL"];

/// §7.1 roReqStoryAction: `operation` NEW, UPDATE, DELETE or MOVE on the story of `story`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StoryAction {
    /// `NEW`, `UPDATE`, `DELETE` or `MOVE` (upper case).
    pub operation: String,
    /// How long the device wants the story's lock, in seconds.
    pub lease_lock: Option<u32>,
    /// The user at the device.
    pub username: Option<String>,
    /// The story: running order, story id, slug, page and body.
    pub story: StorySend,
}

/// §4.3.9 roElementStat.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ElementStat {
    /// `RO`, `STORY` or `ITEM`.
    pub element: String,
    /// The running order.
    pub ro_id: String,
    /// The story (STORY, ITEM).
    pub story_id: Option<String>,
    /// The item (ITEM).
    pub item_id: Option<String>,
    /// The object (ITEM).
    pub obj_id: Option<String>,
    /// The channel (ITEM).
    pub item_channel: Option<String>,
    /// `PLAY`, `STOP`, `READY`, `NOT READY`, `MANUAL CTRL`, `NCS CTRL`...
    pub status: String,
    /// When (MOS time text).
    pub time: Option<String>,
}

/// §4.3.11 roElementAction.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ElementAction {
    /// The running order.
    pub ro_id: String,
    /// `INSERT`, `REPLACE`, `MOVE`, `DELETE`, `SWAP`.
    pub operation: String,
    /// `element_target`: the story (and item) the action is relative to.
    pub target_story_id: Option<String>,
    /// `element_target` item.
    pub target_item_id: Option<String>,
    /// Source stories (INSERT, REPLACE of stories).
    pub stories: Vec<Story>,
    /// Source items (INSERT, REPLACE of items).
    pub items: Vec<Item>,
    /// Source story IDs (MOVE, DELETE, SWAP of stories).
    pub story_ids: Vec<String>,
    /// Source item IDs (MOVE, DELETE, SWAP of items).
    pub item_ids: Vec<String>,
}

/// §4.5.1 roStorySend.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StorySend {
    /// The running order.
    pub ro_id: String,
    /// The story.
    pub story_id: String,
    /// Slug.
    pub story_slug: Option<String>,
    /// Page number.
    pub story_num: Option<String>,
    /// The inner XML of `storyBody`: `<p>` paragraphs, `<pi>` presenter instructions, `<pkg>`,
    /// `<storyItem>` (written as given; build it with [`crate::write::story_body`]).
    pub body: Raw,
    /// `mosExternalMetadata`, untouched.
    pub external: Vec<Raw>,
}
