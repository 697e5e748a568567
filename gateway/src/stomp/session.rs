//! One websocket client's STOMP 1.2 session: CONNECT (authenticated by token), SUBSCRIBE / UNSUBSCRIBE
//! to the destinations of docs/asyncapi.yaml, RECEIPTs, heart-beats both ways, and an ERROR frame
//! followed by closing the connection for anything malformed or not allowed (STOMP 1.2, "ERROR").
//!
//! Each subscription is a task that follows the bus and turns every event into a MESSAGE; all
//! outgoing frames go through one channel to one writer, so frames never interleave on the socket.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::ws::{Message as WsMessage, WebSocket};
use bytes::BytesMut;
use futures::{SinkExt, StreamExt};
use newsroom_domain::ErrorCode;
use newsroom_domain::permission::{Area, Level};
use newsroom_proto::rundowns::v1 as pb;
use prost::Message as _;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::Instant;

use super::frame::{Command, Frame};
use super::parse::{Parsed, parse};
use crate::AppState;
use crate::auth::AuthUser;
use crate::dto::documents::{TopicViewer, assignment_event};

/// Largest frame accepted from a client (clients only send small control frames).
pub const MAX_FRAME: usize = 64 * 1024;
/// Largest websocket message accepted (a frame, or a few frames sent together); larger closes it.
pub const MAX_MESSAGE: usize = 2 * MAX_FRAME;
/// Most subscriptions of one connection (a screen watches a rundown or two and a prompter).
pub const MAX_SUBSCRIPTIONS: usize = 64;
/// Most open STOMP connections of one user on one gateway (tabs, a prompter, a remote, a phone).
pub const MAX_CONNECTIONS_PER_USER: usize = 32;

/// The heart-beat the server offers: it can send every 10 s and wants one every 10 s.
pub const SERVER_HEARTBEAT_MS: u64 = 10_000;
/// A client must CONNECT within this time.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);
/// How often a connected session's token is checked again, so a logout or a revoked session also ends
/// the websocket.
pub const SESSION_RECHECK: Duration = Duration::from_secs(30);

enum Out {
    Frame(Frame),
    Heartbeat,
    Close,
}

/// What a handled frame asks of the loop.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Close,
}

/// A destination a client may subscribe to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    /// `/topic/rundowns/{id}`: the changes of one rundown (needs rundown read).
    Rundown(i64),
    /// `/topic/prompter/{id}`: teleprompter remote-control commands of one rundown (rundown read).
    Prompter(i64),
    /// `/topic/assignments`: changes and edit-lock events of the assignments the subscriber may see
    /// (assignment read; docs/adr/0003-documents.md).
    Assignments,
    /// `/topic/reportages`: the same for reportages (news report read).
    Reportages,
    /// `/topic/productions`: the same for productions (production read).
    Productions,
    /// `/topic/reports`: the same for reports (report read).
    Reports,
    /// `/topic/rounds`: the same for rounds (round read).
    Rounds,
    /// `/topic/proposals`: the same for assignment proposals (assignment proposal read).
    Proposals,
    /// `/topic/references`: changes of reference data (classifications, editorials, types,
    /// vehicles); any session, as they are read.
    References,
    /// `/topic/teams`: teams created, changed or deleted; any session, as they are read.
    Teams,
}

impl Destination {
    /// Parses a destination header.
    pub fn parse(raw: &str) -> Option<Destination> {
        let id = |rest: &str| rest.parse::<i64>().ok().filter(|id| *id > 0);
        if raw == "/topic/assignments" {
            return Some(Destination::Assignments);
        }
        if raw == "/topic/reportages" {
            return Some(Destination::Reportages);
        }
        if raw == "/topic/productions" {
            return Some(Destination::Productions);
        }
        if raw == "/topic/reports" {
            return Some(Destination::Reports);
        }
        if raw == "/topic/rounds" {
            return Some(Destination::Rounds);
        }
        if raw == "/topic/proposals" {
            return Some(Destination::Proposals);
        }
        if raw == "/topic/references" {
            return Some(Destination::References);
        }
        if raw == "/topic/teams" {
            return Some(Destination::Teams);
        }
        if let Some(rest) = raw.strip_prefix("/topic/rundowns/") {
            return id(rest).map(Destination::Rundown);
        }
        raw.strip_prefix("/topic/prompter/")
            .and_then(id)
            .map(Destination::Prompter)
    }

    fn subject(&self) -> String {
        match self {
            Destination::Rundown(id) => newsroom_bus::subjects::rundown_events(*id),
            Destination::Prompter(id) => newsroom_bus::subjects::prompter_control(*id),
            Destination::Assignments => newsroom_bus::subjects::ASSIGNMENT_EVENTS.to_owned(),
            Destination::Reportages => newsroom_bus::subjects::REPORTAGE_EVENTS.to_owned(),
            Destination::Productions => newsroom_bus::subjects::PRODUCTION_EVENTS.to_owned(),
            Destination::Reports => newsroom_bus::subjects::REPORT_EVENTS.to_owned(),
            Destination::Rounds => newsroom_bus::subjects::ROUND_EVENTS.to_owned(),
            Destination::Proposals => newsroom_bus::subjects::PROPOSAL_EVENTS.to_owned(),
            Destination::References => newsroom_bus::subjects::REFERENCE_EVENTS.to_owned(),
            Destination::Teams => newsroom_bus::subjects::TEAM_EVENTS.to_owned(),
        }
    }

    /// The area and level a subscriber needs; `None`: any session.
    fn required(&self) -> Option<(Area, Level)> {
        match self {
            Destination::Rundown(_) | Destination::Prompter(_) => {
                Some((Area::Rundown, Level::Read))
            }
            Destination::Assignments => Some((Area::Assignment, Level::Read)),
            Destination::Reportages => Some((Area::NewsReport, Level::Read)),
            Destination::Productions => Some((Area::Production, Level::Read)),
            Destination::Reports => Some((Area::Report, Level::Read)),
            Destination::Rounds => Some((Area::Round, Level::Read)),
            Destination::Proposals => Some((Area::AssignmentProposal, Level::Read)),
            Destination::References | Destination::Teams => None,
        }
    }

    /// The MESSAGE body of a bus payload: rundown events are protobuf turned into their REST shape
    /// (`crate::dto::rundowns::RundownEvent`); prompter commands are JSON already; an assignment event
    /// only as `viewer` may see it (`crate::dto::documents::DocumentTopicEvent`); a reference event
    /// as `crate::dto::documents::ReferenceTopicEvent`; a team event as
    /// `crate::dto::teams::TeamTopicEvent`. An event that does
    /// not convert is skipped (clients see a revision gap and reload).
    fn body(&self, payload: bytes::Bytes, viewer: Option<&TopicViewer>) -> Option<Vec<u8>> {
        match self {
            Destination::Rundown(_) => match pb::RundownEvent::decode(payload) {
                Ok(ev) => crate::dto::rundowns::RundownEvent::try_from(ev)
                    .ok()
                    .and_then(|ev| serde_json::to_vec(&ev).ok()),
                Err(e) => {
                    tracing::warn!(error = %e, "undecodable rundown event skipped");
                    None
                }
            },
            Destination::Prompter(_) => Some(payload.to_vec()),
            Destination::Assignments => {
                let ev = match newsroom_proto::documents::v1::AssignmentEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable assignment event skipped");
                        return None;
                    }
                };
                assignment_event(ev, viewer?).and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::Reportages => {
                let ev = match newsroom_proto::documents::v1::ReportageEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable reportage event skipped");
                        return None;
                    }
                };
                crate::dto::reportages::reportage_event(ev, viewer?)
                    .and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::Productions => {
                let ev = match newsroom_proto::documents::v1::ProductionEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable production event skipped");
                        return None;
                    }
                };
                crate::dto::productions::production_event(ev, viewer?)
                    .and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::Reports => {
                let ev = match newsroom_proto::documents::v1::ReportEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable report event skipped");
                        return None;
                    }
                };
                crate::dto::reports::report_event(ev, viewer?)
                    .and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::Rounds => {
                let ev = match newsroom_proto::documents::v1::RoundEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable round event skipped");
                        return None;
                    }
                };
                crate::dto::rounds::round_event(ev, viewer?)
                    .and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::Proposals => {
                let ev = match newsroom_proto::documents::v1::ProposalEvent::decode(payload) {
                    Ok(ev) => ev,
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable proposal event skipped");
                        return None;
                    }
                };
                crate::dto::proposals::proposal_event(ev, viewer?)
                    .and_then(|ev| serde_json::to_vec(&ev).ok())
            }
            Destination::References => {
                match newsroom_proto::documents::v1::ReferenceEvent::decode(payload) {
                    Ok(ev) => crate::dto::documents::ReferenceTopicEvent::try_from(ev)
                        .ok()
                        .and_then(|ev| serde_json::to_vec(&ev).ok()),
                    Err(e) => {
                        tracing::warn!(error = %e, "undecodable reference event skipped");
                        None
                    }
                }
            }
            Destination::Teams => match newsroom_proto::documents::v1::TeamEvent::decode(payload) {
                Ok(ev) => serde_json::to_vec(&crate::dto::teams::TeamTopicEvent::from(ev)).ok(),
                Err(e) => {
                    tracing::warn!(error = %e, "undecodable team event skipped");
                    None
                }
            },
        }
    }
}

/// The teleprompter commands a client may SEND to `/app/prompter/{id}` (docs/api-design.md).
pub const PROMPTER_COMMANDS: [&str; 8] = [
    "play", "pause", "speed", "scroll", "goto", "font", "mirror", "story",
];

/// Checks a prompter command body: a JSON object `{"command", "value"?}` of at most 4 KiB, with a
/// known command and a scalar value (number, string, boolean); returns only those two fields with the
/// sender added (`from`): nothing else a client puts in the body reaches the prompters.
pub fn prompter_command(body: &[u8], from: &str) -> Result<Vec<u8>, &'static str> {
    if body.len() > 4096 {
        return Err("A prompter command is at most 4 KiB.");
    }
    let v: serde_json::Value =
        serde_json::from_slice(body).map_err(|_| "A prompter command is a JSON object.")?;
    let command = v
        .get("command")
        .and_then(|c| c.as_str())
        .ok_or("A prompter command needs a command.")?;
    if !PROMPTER_COMMANDS.contains(&command) {
        return Err("Unknown prompter command.");
    }
    let mut out = serde_json::Map::new();
    out.insert("command".into(), command.into());
    match v.get("value") {
        None | Some(serde_json::Value::Null) => {}
        Some(
            value @ (serde_json::Value::Number(_)
            | serde_json::Value::String(_)
            | serde_json::Value::Bool(_)),
        ) => {
            if value.as_str().is_some_and(|s| s.len() > 200) {
                return Err("A prompter command's value is at most 200 bytes.");
            }
            out.insert("value".into(), value.clone());
        }
        Some(_) => return Err("A prompter command's value is a number, a text or a boolean."),
    }
    out.insert("from".into(), from.into());
    serde_json::to_vec(&out).map_err(|_| "A prompter command is a JSON object.")
}

/// Negotiates heart-beats (STOMP 1.2, "Heart-beating"): returns (send every, expect every), 0 = off.
pub fn negotiate_heartbeat(client: Option<&str>) -> (u64, u64) {
    let (cx, cy) = client
        .and_then(|v| v.split_once(','))
        .and_then(|(a, b)| Some((a.trim().parse::<u64>().ok()?, b.trim().parse::<u64>().ok()?)))
        .unwrap_or((0, 0));
    let send = if cy == 0 {
        0
    } else {
        cy.max(SERVER_HEARTBEAT_MS)
    };
    let expect = if cx == 0 {
        0
    } else {
        cx.max(SERVER_HEARTBEAT_MS)
    };
    (send, expect)
}

struct Session {
    state: AppState,
    cookie: Option<String>,
    tx: mpsc::Sender<Out>,
    user: Option<AuthUser>,
    subs: HashMap<String, JoinHandle<()>>,
    /// This connection's place among its user's connections (taken at CONNECT).
    slot: Option<newsroom_platform::slots::Slot<i64>>,
    /// Rundowns this session was allowed to see (a change of the user's groups ends the session).
    visible: std::collections::HashSet<i64>,
    send_every: u64,
    expect_every: u64,
}

/// Runs a STOMP session on an upgraded websocket until either side closes it. `cookie` is the login
/// cookie sent with the upgrade, used when CONNECT carries no token.
pub async fn serve(socket: WebSocket, state: AppState, cookie: Option<String>) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Out>(256);
    let writer = tokio::spawn(async move {
        while let Some(out) = rx.recv().await {
            let msg = match out {
                Out::Frame(f) => match String::from_utf8(f.encode()) {
                    Ok(text) => WsMessage::Text(text.into()),
                    Err(e) => WsMessage::Binary(e.into_bytes().into()),
                },
                Out::Heartbeat => WsMessage::Text("\n".into()),
                Out::Close => {
                    let _ = sink.send(WsMessage::Close(None)).await;
                    break;
                }
            };
            if sink.send(msg).await.is_err() {
                break;
            }
        }
    });
    let mut session = Session {
        state,
        cookie,
        tx,
        user: None,
        subs: HashMap::new(),
        slot: None,
        visible: std::collections::HashSet::new(),
        send_every: 0,
        expect_every: 0,
    };
    let mut buf = BytesMut::new();
    let started = Instant::now();
    let mut last_in = Instant::now();
    let mut last_beat = Instant::now();
    let mut last_check = Instant::now();
    let mut ended = session.state.sessions_ended.subscribe();
    let mut ticker = tokio::time::interval(Duration::from_millis(500));
    'outer: loop {
        tokio::select! {
            msg = stream.next() => {
                match msg {
                    Some(Ok(WsMessage::Text(t))) => buf.extend_from_slice(t.as_bytes()),
                    Some(Ok(WsMessage::Binary(b))) => buf.extend_from_slice(&b),
                    Some(Ok(WsMessage::Ping(_) | WsMessage::Pong(_))) => {}
                    Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                }
                last_in = Instant::now();
                loop {
                    match parse(&mut buf, MAX_FRAME) {
                        Ok(Some(Parsed::Frame(f))) => {
                            if session.handle(f).await == Flow::Close {
                                break 'outer;
                            }
                        }
                        Ok(Some(Parsed::Heartbeat)) => {}
                        Ok(None) => break,
                        Err(e) => {
                            tracing::info!(error = %e, "malformed STOMP frame; closing");
                            session.error("malformed frame", &e.to_string(), None).await;
                            break 'outer;
                        }
                    }
                }
            }
            _ = ticker.tick() => {
                if session.user.is_none() {
                    if started.elapsed() > CONNECT_TIMEOUT {
                        session.error("connect timeout", "No CONNECT frame was received in time.", None).await;
                        break;
                    }
                    continue;
                }
                if session.send_every > 0 && last_beat.elapsed() >= Duration::from_millis(session.send_every) {
                    last_beat = Instant::now();
                    if session.tx.send(Out::Heartbeat).await.is_err() {
                        break;
                    }
                }
                // A user whose sessions were just ended (or news lost to lag) is checked at once.
                let mine = session.user.as_ref().map(|u| u.user.id);
                let mut now_due = false;
                loop {
                    match ended.try_recv() {
                        Ok(id) => now_due |= Some(id) == mine,
                        Err(tokio::sync::broadcast::error::TryRecvError::Lagged(_)) => now_due = true,
                        Err(_) => break,
                    }
                }
                if now_due || last_check.elapsed() >= session.state.session_recheck {
                    last_check = Instant::now();
                    if !session.still_valid().await {
                        break;
                    }
                }
                if session.expect_every > 0 && last_in.elapsed() > Duration::from_millis(2 * session.expect_every) {
                    tracing::info!("STOMP client missed its heart-beats; closing");
                    break;
                }
            }
        }
    }
    for (_, h) in session.subs.drain() {
        h.abort();
    }
    // The user's place is free before the client can see the close.
    drop(session.slot.take());
    let _ = session.tx.send(Out::Close).await;
    drop(session);
    let _ = writer.await;
}

impl Session {
    async fn send(&self, f: Frame) {
        let _ = self.tx.send(Out::Frame(f)).await;
    }

    /// Sends an ERROR frame: header `message` = a short code, body = the explanation.
    async fn error(&self, message: &str, detail: &str, receipt: Option<&str>) {
        let mut f = Frame::new(Command::Error)
            .header("message", message)
            .header("content-type", "text/plain");
        if let Some(r) = receipt {
            f = f.header("receipt-id", r);
        }
        self.send(f.body(detail.to_owned())).await;
    }

    /// Checks the session's token again; on `session_expired` sends an ERROR and returns false. Other
    /// failures (auth briefly unreachable) keep the session.
    async fn still_valid(&self) -> bool {
        let Some(user) = &self.user else { return true };
        match AuthUser::resolve(&self.state, user.token.clone()).await {
            Err(e) if e.code == ErrorCode::SessionExpired => {
                self.error(e.code.as_str(), e.code.message(), None).await;
                false
            }
            _ => true,
        }
    }

    async fn receipt(&self, frame: &Frame) {
        if let Some(r) = frame.get("receipt") {
            self.send(Frame::new(Command::Receipt).header("receipt-id", r))
                .await;
        }
    }

    async fn handle(&mut self, f: Frame) -> Flow {
        let receipt = f.get("receipt").map(str::to_owned);
        let receipt = receipt.as_deref();
        match (f.command, self.user.is_some()) {
            (Command::Connect | Command::Stomp, false) => self.connect(f).await,
            (Command::Connect | Command::Stomp, true) => {
                self.error(
                    "already connected",
                    "The session is already connected.",
                    receipt,
                )
                .await;
                Flow::Close
            }
            (_, false) => {
                self.error("not connected", "Send CONNECT first.", receipt)
                    .await;
                Flow::Close
            }
            (Command::Subscribe, true) => self.subscribe(f).await,
            (Command::Unsubscribe, true) => {
                let Some(id) = f.get("id") else {
                    self.error("missing header", "UNSUBSCRIBE needs an id header.", receipt)
                        .await;
                    return Flow::Close;
                };
                if let Some(h) = self.subs.remove(id) {
                    h.abort();
                }
                self.receipt(&f).await;
                Flow::Continue
            }
            (Command::Ack | Command::Nack, true) => {
                // Subscriptions are ack:auto; acknowledgements are accepted and have no effect.
                self.receipt(&f).await;
                Flow::Continue
            }
            (Command::Disconnect, true) => {
                self.receipt(&f).await;
                Flow::Close
            }
            (Command::Send, true) => self.send_command(f).await,
            (Command::Begin | Command::Commit | Command::Abort, true) => {
                self.error("unsupported", "Transactions are not supported.", receipt)
                    .await;
                Flow::Close
            }
            (Command::Connected | Command::Message | Command::Receipt | Command::Error, true) => {
                self.error(
                    "unexpected frame",
                    "Clients may not send server frames.",
                    receipt,
                )
                .await;
                Flow::Close
            }
        }
    }

    /// SEND: only teleprompter commands to `/app/prompter/{id}` (STORY write, and the rundown's program
    /// visible to the sender), relayed to the subscribers of `/topic/prompter/{id}`.
    async fn send_command(&mut self, f: Frame) -> Flow {
        let receipt = f.get("receipt");
        let raw = f.get("destination").unwrap_or_default();
        let id = raw
            .strip_prefix("/app/prompter/")
            .and_then(|r| r.parse::<i64>().ok())
            .filter(|id| *id > 0);
        let Some(id) = id else {
            self.error(
                ErrorCode::NotFound.as_str(),
                &format!("Destination {raw:?} does not accept messages."),
                receipt,
            )
            .await;
            return Flow::Close;
        };
        // Driving the on-air prompter is writing, not reading: STORY write (editors, producers,
        // prompter operators); a read-only viewer watches only. And only for a rundown the sender
        // may see.
        let writer = self
            .user
            .as_ref()
            .is_some_and(|u| u.permissions.allows(Area::Story, Level::Write));
        if !writer || !self.may_see_rundown(id).await {
            self.error(
                ErrorCode::Forbidden.as_str(),
                ErrorCode::Forbidden.message(),
                receipt,
            )
            .await;
            return Flow::Close;
        }
        let Some(user) = self.user.as_ref() else {
            return Flow::Close;
        };
        let body = match prompter_command(&f.body, &user.user.nickname) {
            Ok(b) => b,
            Err(why) => {
                self.error("invalid command", why, receipt).await;
                return Flow::Close;
            }
        };
        if let Err(e) = self
            .state
            .bus
            .notify(newsroom_bus::subjects::prompter_control(id), body.into())
            .await
        {
            tracing::error!(error = %e, "relaying a prompter command failed");
        }
        self.receipt(&f).await;
        Flow::Continue
    }

    async fn connect(&mut self, f: Frame) -> Flow {
        let versions = f.get("accept-version").unwrap_or("1.0");
        if !versions.split(',').any(|v| v.trim() == "1.2") {
            let e = Frame::new(Command::Error)
                .header("version", "1.2")
                .header("message", "unsupported version")
                .header("content-type", "text/plain")
                .body("Supported protocol versions are 1.2");
            self.send(e).await;
            return Flow::Close;
        }
        let token = f
            .get("passcode")
            .map(str::to_owned)
            .or_else(|| {
                f.get("Authorization")
                    .or(f.get("authorization"))
                    .and_then(|v| v.strip_prefix("Bearer "))
                    .map(|t| t.trim().to_owned())
            })
            .or_else(|| self.cookie.clone())
            .filter(|t| !t.is_empty());
        let Some(token) = token else {
            self.error(
                ErrorCode::SessionExpired.as_str(),
                ErrorCode::SessionExpired.message(),
                None,
            )
            .await;
            return Flow::Close;
        };
        let user = match AuthUser::resolve(&self.state, token).await {
            Ok(u) => u,
            Err(e) => {
                self.error(e.code.as_str(), e.code.message(), None).await;
                return Flow::Close;
            }
        };
        let Ok(slot) =
            self.state
                .stomp_connections
                .take(user.user.id, MAX_CONNECTIONS_PER_USER, usize::MAX)
        else {
            self.error(
                "too many connections",
                &format!("At most {MAX_CONNECTIONS_PER_USER} connections per user."),
                None,
            )
            .await;
            return Flow::Close;
        };
        self.slot = Some(slot);
        let (send_every, expect_every) = negotiate_heartbeat(f.get("heart-beat"));
        self.send_every = send_every;
        self.expect_every = expect_every;
        let connected = Frame::new(Command::Connected)
            .header("version", "1.2")
            .header(
                "heart-beat",
                format!("{SERVER_HEARTBEAT_MS},{SERVER_HEARTBEAT_MS}"),
            )
            .header("server", concat!("Newsroom/", env!("CARGO_PKG_VERSION")))
            .header("session", uuid::Uuid::new_v4().to_string())
            .header("user-name", user.user.nickname.clone());
        self.user = Some(user);
        self.send(connected).await;
        Flow::Continue
    }

    /// False when the rundown belongs to a program restricted to groups the user is not in (the
    /// rundowns service answers 403); an unknown rundown is not refused here.
    async fn may_see_rundown(&mut self, rundown: i64) -> bool {
        if self.visible.contains(&rundown) {
            return true;
        }
        let Some(user) = &self.user else {
            return false;
        };
        let seen = newsroom_proto::caller::CALLER
            .scope(
                user.caller(),
                self.state
                    .rundowns()
                    .get_rundown_by_id(pb::RundownId { id: rundown }),
            )
            .await;
        let forbidden = matches!(seen, Err(status) if newsroom_proto::errors::decode(&status).0 == ErrorCode::Forbidden);
        if !forbidden {
            self.visible.insert(rundown);
        }
        !forbidden
    }

    /// The subscriber as the assignments topic sees them: their id and the programs they may see (asked
    /// of the rundowns service under their groups, once per subscription: a change of their groups
    /// ends the session, a change of a program's groups reaches them at their next subscription);
    /// `None` when the rundowns service cannot answer.
    async fn topic_viewer(&self) -> Option<TopicViewer> {
        let user = self.user.as_ref()?;
        let caller = user.caller();
        let programs = if caller.all_programs {
            None
        } else {
            let list = newsroom_proto::caller::CALLER
                .scope(
                    caller,
                    self.state
                        .rundowns()
                        .list_programs(pb::ListProgramsRequest {
                            include_inactive: true,
                            with_staff: false,
                        }),
                )
                .await;
            match list {
                Ok(l) => Some(l.into_inner().programs.iter().map(|p| p.id).collect()),
                Err(status) => {
                    tracing::error!(%status, "listing a subscriber's programs failed");
                    return None;
                }
            }
        };
        Some(TopicViewer {
            user_id: user.user.id,
            programs,
        })
    }

    async fn subscribe(&mut self, f: Frame) -> Flow {
        let receipt = f.get("receipt");
        let (Some(id), Some(raw)) = (f.get("id"), f.get("destination")) else {
            self.error(
                "missing header",
                "SUBSCRIBE needs id and destination headers.",
                receipt,
            )
            .await;
            return Flow::Close;
        };
        if self.subs.len() >= MAX_SUBSCRIPTIONS {
            self.error(
                "too many subscriptions",
                &format!("At most {MAX_SUBSCRIPTIONS} subscriptions per connection."),
                receipt,
            )
            .await;
            return Flow::Close;
        }
        if self.subs.contains_key(id) {
            self.error(
                "duplicate subscription",
                &format!("Subscription id {id:?} is in use."),
                receipt,
            )
            .await;
            return Flow::Close;
        }
        let Some(dest) = Destination::parse(raw) else {
            self.error(
                ErrorCode::NotFound.as_str(),
                &format!("Unknown destination {raw:?}."),
                receipt,
            )
            .await;
            return Flow::Close;
        };
        let required = dest.required();
        if self.user.as_ref().is_none_or(|u| {
            required.is_some_and(|(area, level)| !u.permissions.allows(area, level))
        }) {
            self.error(
                ErrorCode::Forbidden.as_str(),
                ErrorCode::Forbidden.message(),
                receipt,
            )
            .await;
            return Flow::Close;
        }
        // A rundown of a program restricted to other groups is not to be watched either; assignments
        // are delivered as the subscriber may see each one.
        let (seen, viewer) = match dest {
            Destination::Rundown(rundown) | Destination::Prompter(rundown) => {
                (self.may_see_rundown(rundown).await, None)
            }
            Destination::References | Destination::Teams => (true, None),
            Destination::Assignments
            | Destination::Reportages
            | Destination::Productions
            | Destination::Reports
            | Destination::Rounds
            | Destination::Proposals => match self.topic_viewer().await {
                Some(v) => (true, Some(v)),
                None => {
                    self.error(
                        ErrorCode::Unavailable.as_str(),
                        ErrorCode::Unavailable.message(),
                        receipt,
                    )
                    .await;
                    return Flow::Close;
                }
            },
        };
        if !seen {
            self.error(
                ErrorCode::Forbidden.as_str(),
                ErrorCode::Forbidden.message(),
                receipt,
            )
            .await;
            return Flow::Close;
        }
        // Subscribe to the bus before the RECEIPT, so nothing published after it is missed.
        let mut events = match self.state.bus.subscribe(dest.subject()).await {
            Ok(s) => s,
            Err(e) => {
                tracing::error!(error = %e, "bus subscription failed");
                self.error(
                    ErrorCode::Unavailable.as_str(),
                    ErrorCode::Unavailable.message(),
                    receipt,
                )
                .await;
                return Flow::Close;
            }
        };
        let tx = self.tx.clone();
        let (sub_id, destination, kind) = (id.to_owned(), raw.to_owned(), dest.clone());
        let task = tokio::spawn(async move {
            let mut n: u64 = 0;
            while let Some(m) = events.next().await {
                let Some(body) = kind.body(m.payload, viewer.as_ref()) else {
                    continue;
                };
                n += 1;
                let f = Frame::new(Command::Message)
                    .header("subscription", sub_id.clone())
                    .header("message-id", format!("{sub_id}-{n}"))
                    .header("destination", destination.clone())
                    .header("content-type", "application/json")
                    .body(body);
                if tx.send(Out::Frame(f)).await.is_err() {
                    break;
                }
            }
        });
        self.subs.insert(id.to_owned(), task);
        self.receipt(&f).await;
        Flow::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heartbeats_negotiate_per_the_spec() {
        assert_eq!(negotiate_heartbeat(None), (0, 0));
        assert_eq!(negotiate_heartbeat(Some("0,0")), (0, 0));
        assert_eq!(negotiate_heartbeat(Some("4000,4000")), (10_000, 10_000));
        assert_eq!(negotiate_heartbeat(Some("20000,0")), (0, 20_000));
        assert_eq!(negotiate_heartbeat(Some("junk")), (0, 0));
    }

    #[test]
    fn destinations() {
        assert_eq!(
            Destination::parse("/topic/rundowns/7"),
            Some(Destination::Rundown(7))
        );
        assert_eq!(Destination::parse("/topic/rundowns/0"), None);
        assert_eq!(Destination::parse("/topic/rundowns/x"), None);
        assert_eq!(Destination::parse("/queue/other"), None);
        assert_eq!(
            Destination::parse("/topic/prompter/3"),
            Some(Destination::Prompter(3))
        );
        assert_eq!(
            Destination::parse("/topic/assignments"),
            Some(Destination::Assignments)
        );
        assert_eq!(Destination::parse("/topic/assignments/1"), None);
        assert_eq!(
            Destination::parse("/topic/references"),
            Some(Destination::References)
        );
        assert_eq!(Destination::References.required(), None, "any session");
    }

    #[test]
    fn prompter_commands_are_checked() {
        let ok = prompter_command(br#"{"command":"speed","value":3}"#, "tp").unwrap();
        let v: serde_json::Value = serde_json::from_slice(&ok).unwrap();
        assert_eq!(
            (v["command"].as_str(), v["from"].as_str()),
            (Some("speed"), Some("tp"))
        );
        assert!(prompter_command(br#"{"command":"launch"}"#, "tp").is_err());
        assert!(prompter_command(b"speed", "tp").is_err());
        assert!(prompter_command(br#"["speed"]"#, "tp").is_err());
        assert!(prompter_command(&[b' '; 5000], "tp").is_err());
        // Only the command, its scalar value and the sender are relayed; the sender cannot be forged.
        let relayed = prompter_command(
            br#"{"command":"story","value":12,"from":"someone else","html":"<img src=x>"}"#,
            "tp",
        )
        .unwrap();
        assert_eq!(
            serde_json::from_slice::<serde_json::Value>(&relayed).unwrap(),
            serde_json::json!({"command": "story", "value": 12, "from": "tp"})
        );
        assert!(prompter_command(br#"{"command":"goto","value":{"a":1}}"#, "tp").is_err());
        assert!(prompter_command(br#"{"command":"goto","value":[1]}"#, "tp").is_err());
    }
}
