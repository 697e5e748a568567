//! # newsroom-bus
//!
//! Events between services. Subjects are only ever built here ([`subjects`]), so every publisher and
//! subscriber agrees on them.
//!
//! ## Layout
//! - [`Bus`]: publish bytes on a subject, subscribe to a subject pattern (NATS wildcards `*`, `>`).
//! - [`InProcessBus`]: embedded mode; a broadcast channel in memory. A slow subscriber that falls more
//!   than its buffer behind loses messages (clients detect the gap by the rundown revision and reload).
//! - [`NatsBus`]: distributed mode; publishes through JetStream (streams `RUNDOWNS` and `DOCUMENTS`,
//!   acknowledged, so an event is stored before the change is reported done) and subscribes with core
//!   NATS.

use std::sync::Arc;

use async_trait::async_trait;
use bytes::Bytes;
use futures::StreamExt;
use futures::stream::BoxStream;

/// The subjects of Newsroom's events.
pub mod subjects {
    /// Changes of one rundown: `newsroom.rundowns.<id>.events` (payload: protobuf
    /// `newsroom.rundowns.v1.RundownEvent`).
    pub fn rundown_events(rundown_id: i64) -> String {
        format!("newsroom.rundowns.{rundown_id}.events")
    }

    /// Every rundown's changes.
    pub const ALL_RUNDOWN_EVENTS: &str = "newsroom.rundowns.*.events";

    /// The JetStream stream that keeps rundown events.
    pub const RUNDOWNS_STREAM: &str = "RUNDOWNS";

    /// The subjects the `RUNDOWNS` stream stores.
    pub const RUNDOWNS_STREAM_SUBJECTS: &str = "newsroom.rundowns.>";

    /// Changes and edit-lock events of assignments: `newsroom.documents.assignments.events` (payload:
    /// protobuf `newsroom.documents.v1.AssignmentEvent`, which carries each document's visibility so
    /// the gateway delivers it only to who may see it; docs/adr/0003-documents.md).
    pub const ASSIGNMENT_EVENTS: &str = "newsroom.documents.assignments.events";

    /// Changes and edit-lock events of reportages: `newsroom.documents.reportages.events` (payload:
    /// protobuf `newsroom.documents.v1.ReportageEvent`, with the document's visibility, as
    /// [`ASSIGNMENT_EVENTS`]).
    pub const REPORTAGE_EVENTS: &str = "newsroom.documents.reportages.events";

    /// Changes and edit-lock events of productions (checklists):
    /// `newsroom.documents.productions.events` (payload: protobuf
    /// `newsroom.documents.v1.ProductionEvent`, with the document's visibility, as
    /// [`ASSIGNMENT_EVENTS`]).
    pub const PRODUCTION_EVENTS: &str = "newsroom.documents.productions.events";

    /// Changes and edit-lock events of reports: `newsroom.documents.reports.events` (payload:
    /// protobuf `newsroom.documents.v1.ReportEvent`, with the document's visibility, as
    /// [`ASSIGNMENT_EVENTS`]).
    pub const REPORT_EVENTS: &str = "newsroom.documents.reports.events";

    /// Changes and edit-lock events of rounds: `newsroom.documents.rounds.events` (payload:
    /// protobuf `newsroom.documents.v1.RoundEvent`, with the document's visibility, as
    /// [`ASSIGNMENT_EVENTS`]).
    pub const ROUND_EVENTS: &str = "newsroom.documents.rounds.events";

    /// Changes of assignment proposals: `newsroom.documents.proposals.events` (payload: protobuf
    /// `newsroom.documents.v1.ProposalEvent`, with the document's visibility, as
    /// [`ASSIGNMENT_EVENTS`]).
    pub const PROPOSAL_EVENTS: &str = "newsroom.documents.proposals.events";

    /// Changes of reference data (classifications, editorials, types, vehicles):
    /// `newsroom.documents.references.events` (payload: protobuf
    /// `newsroom.documents.v1.ReferenceEvent`; every logged-in user may see them).
    pub const REFERENCE_EVENTS: &str = "newsroom.documents.references.events";

    /// Teams created, changed or deleted (`newsroom.documents.v1.TeamEvent`; every logged-in user
    /// may see them: assignment forms list teams).
    pub const TEAM_EVENTS: &str = "newsroom.documents.teams.events";

    /// The JetStream stream that keeps document events.
    pub const DOCUMENTS_STREAM: &str = "DOCUMENTS";

    /// The subjects the `DOCUMENTS` stream stores.
    pub const DOCUMENTS_STREAM_SUBJECTS: &str = "newsroom.documents.>";

    /// A user's sessions were ended (logout everywhere, deactivation, changed permissions, a reset
    /// password): `newsroom.auth.sessions.ended`, payload the user id in decimal ASCII. Volatile:
    /// gateways close that user's websockets at once (they check every session again anyway).
    pub const SESSIONS_ENDED: &str = "newsroom.auth.sessions.ended";

    /// Teleprompter remote control of one rundown: `newsroom.prompter.<id>.control` (JSON commands
    /// relayed between browsers; volatile, never stored).
    pub fn prompter_control(rundown_id: i64) -> String {
        format!("newsroom.prompter.{rundown_id}.control")
    }
}

/// One message received from the bus.
#[derive(Debug, Clone)]
pub struct Message {
    /// The concrete subject it was published on.
    pub subject: String,
    /// The payload.
    pub payload: Bytes,
}

/// A failure of the bus.
#[derive(Debug, thiserror::Error)]
pub enum BusError {
    /// The broker could not be reached or refused the operation.
    #[error("bus unavailable: {0}")]
    Unavailable(String),
}

/// Publish and subscribe; one implementation per mode.
#[async_trait]
pub trait Bus: Send + Sync + 'static {
    /// Publishes `payload` on `subject`; returns once the broker has accepted it.
    async fn publish(&self, subject: String, payload: Bytes) -> Result<(), BusError>;

    /// Sends `payload` to the current subscribers of `subject` without storing it (remote controls,
    /// presence): lost if nobody listens.
    async fn notify(&self, subject: String, payload: Bytes) -> Result<(), BusError>;

    /// Receives every message whose subject matches `pattern` (NATS wildcards) from now on.
    async fn subscribe(&self, pattern: String) -> Result<BoxStream<'static, Message>, BusError>;
}

/// A shared bus handle.
pub type SharedBus = Arc<dyn Bus>;

/// True when `subject` matches the NATS `pattern` (`*` one token, `>` one or more trailing tokens).
pub fn subject_matches(pattern: &str, subject: &str) -> bool {
    let mut p = pattern.split('.');
    let mut s = subject.split('.');
    loop {
        match (p.next(), s.next()) {
            (Some(">"), Some(_)) => return true,
            (Some("*"), Some(_)) => {}
            (Some(a), Some(b)) if a == b => {}
            (None, None) => return true,
            _ => return false,
        }
    }
}

/// The bus of embedded mode: everything in one process.
#[derive(Clone)]
pub struct InProcessBus {
    tx: tokio::sync::broadcast::Sender<Message>,
}

impl InProcessBus {
    /// A bus that buffers up to `capacity` messages per subscriber.
    pub fn new(capacity: usize) -> Self {
        let (tx, _) = tokio::sync::broadcast::channel(capacity);
        InProcessBus { tx }
    }
}

impl Default for InProcessBus {
    fn default() -> Self {
        Self::new(4096)
    }
}

#[async_trait]
impl Bus for InProcessBus {
    async fn publish(&self, subject: String, payload: Bytes) -> Result<(), BusError> {
        // No subscriber is not an error: nobody is listening yet.
        let _ = self.tx.send(Message { subject, payload });
        Ok(())
    }

    async fn notify(&self, subject: String, payload: Bytes) -> Result<(), BusError> {
        self.publish(subject, payload).await
    }

    async fn subscribe(&self, pattern: String) -> Result<BoxStream<'static, Message>, BusError> {
        let rx = tokio_stream::wrappers::BroadcastStream::new(self.tx.subscribe());
        Ok(rx
            .filter_map(move |m| {
                let keep = match m {
                    Ok(m) if subject_matches(&pattern, &m.subject) => Some(m),
                    Ok(_) => None,
                    Err(e) => {
                        tracing::warn!(error = %e, "in-process bus subscriber lagged; messages lost");
                        None
                    }
                };
                std::future::ready(keep)
            })
            .boxed())
    }
}

/// The bus of distributed mode: NATS with JetStream.
#[derive(Clone)]
pub struct NatsBus {
    client: async_nats::Client,
    jetstream: async_nats::jetstream::Context,
    /// `<namespace>.` before every subject (several newsrooms, or parallel tests, on one NATS);
    /// empty: none.
    prefix: String,
}

/// The NATS server of the distributed mode; every process on the bus flattens it into its `Config`.
#[derive(Debug, Clone, clap::Args)]
pub struct NatsArgs {
    /// NATS URL (JetStream enabled).
    #[arg(
        long = "nats-url",
        env = "NEWSROOM_NATS_URL",
        default_value = "nats://127.0.0.1:4222"
    )]
    pub nats_url: String,
    /// Namespace of this installation's subjects and stream on a NATS server shared with other
    /// newsrooms (letters, digits, `-`, `_`); empty: none. Every process of one installation needs
    /// the same value.
    #[arg(
        long = "nats-namespace",
        env = "NEWSROOM_NATS_NAMESPACE",
        default_value = ""
    )]
    pub nats_namespace: String,
}

impl NatsArgs {
    /// Connects to the server ([`NatsBus::connect`], or [`NatsBus::connect_namespaced`] with a
    /// namespace).
    ///
    /// # Errors
    /// [`BusError::Unavailable`] when NATS cannot be reached or the stream cannot be made, or the
    /// namespace is not valid.
    pub async fn connect(&self) -> Result<SharedBus, BusError> {
        Ok(Arc::new(if self.nats_namespace.is_empty() {
            NatsBus::connect(&self.nats_url).await?
        } else {
            NatsBus::connect_namespaced(&self.nats_url, &self.nats_namespace).await?
        }))
    }
}

impl NatsBus {
    /// Connects to `url` (e.g. `nats://127.0.0.1:4222`) and makes sure the `RUNDOWNS` and `DOCUMENTS`
    /// streams exist (events kept a week).
    pub async fn connect(url: &str) -> Result<Self, BusError> {
        let client = async_nats::connect(url)
            .await
            .map_err(|e| BusError::Unavailable(e.to_string()))?;
        let jetstream = async_nats::jetstream::new(client.clone());
        for (name, subjects) in STREAMS {
            ensure_stream(&jetstream, name.to_owned(), subjects.to_owned(), 7 * 24).await?;
        }
        Ok(NatsBus {
            client,
            jetstream,
            prefix: String::new(),
        })
    }

    /// Like [`connect`](Self::connect), with every subject under `<namespace>.` (one NATS token:
    /// letters, digits, `-`, `_`), so several newsrooms, or tests running side by side, share a NATS
    /// server without seeing each other's events. Their events are kept in the streams
    /// `RUNDOWNS_NAMESPACED` and `DOCUMENTS_NAMESPACED` (subjects `*.newsroom.rundowns.>` and
    /// `*.newsroom.documents.>`, one day).
    pub async fn connect_namespaced(url: &str, namespace: &str) -> Result<Self, BusError> {
        if namespace.is_empty()
            || !namespace
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(BusError::Unavailable(format!(
                "bus namespace {namespace:?}: letters, digits, - and _ only"
            )));
        }
        let mut bus = Self::connect(url).await?;
        for (name, subjects) in STREAMS {
            ensure_stream(
                &bus.jetstream,
                format!("{name}_NAMESPACED"),
                format!("*.{subjects}"),
                24,
            )
            .await?;
        }
        bus.prefix = format!("{namespace}.");
        Ok(bus)
    }
}

/// The JetStream streams of Newsroom's events: name and subjects.
const STREAMS: [(&str, &str); 2] = [
    (
        subjects::RUNDOWNS_STREAM,
        subjects::RUNDOWNS_STREAM_SUBJECTS,
    ),
    (
        subjects::DOCUMENTS_STREAM,
        subjects::DOCUMENTS_STREAM_SUBJECTS,
    ),
];

async fn ensure_stream(
    jetstream: &async_nats::jetstream::Context,
    name: String,
    subjects: String,
    hours: u64,
) -> Result<(), BusError> {
    jetstream
        .get_or_create_stream(async_nats::jetstream::stream::Config {
            name,
            subjects: vec![subjects],
            max_age: std::time::Duration::from_secs(hours * 3600),
            ..Default::default()
        })
        .await
        .map_err(|e| BusError::Unavailable(e.to_string()))?;
    Ok(())
}

#[async_trait]
impl Bus for NatsBus {
    async fn publish(&self, subject: String, payload: Bytes) -> Result<(), BusError> {
        let ack = self
            .jetstream
            .publish(format!("{}{subject}", self.prefix), payload)
            .await
            .map_err(|e| BusError::Unavailable(e.to_string()))?;
        ack.await
            .map_err(|e| BusError::Unavailable(e.to_string()))?;
        Ok(())
    }

    async fn notify(&self, subject: String, payload: Bytes) -> Result<(), BusError> {
        self.client
            .publish(format!("{}{subject}", self.prefix), payload)
            .await
            .map_err(|e| BusError::Unavailable(e.to_string()))
    }

    async fn subscribe(&self, pattern: String) -> Result<BoxStream<'static, Message>, BusError> {
        let sub = self
            .client
            .subscribe(format!("{}{pattern}", self.prefix))
            .await
            .map_err(|e| BusError::Unavailable(e.to_string()))?;
        let prefix = self.prefix.clone();
        Ok(sub
            .map(move |m| Message {
                subject: m
                    .subject
                    .strip_prefix(prefix.as_str())
                    .unwrap_or(&m.subject)
                    .to_string(),
                payload: m.payload,
            })
            .boxed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_match_like_nats() {
        assert!(subject_matches(
            "newsroom.rundowns.*.events",
            "newsroom.rundowns.7.events"
        ));
        assert!(!subject_matches(
            "newsroom.rundowns.*.events",
            "newsroom.rundowns.7.other"
        ));
        assert!(subject_matches("newsroom.>", "newsroom.rundowns.7.events"));
        assert!(!subject_matches("newsroom.>", "newsroom"));
        assert!(!subject_matches("a.b", "a.b.c"));
    }

    #[tokio::test]
    async fn in_process_bus_delivers_matching_subjects_in_order() {
        let bus = InProcessBus::default();
        let mut sub = bus.subscribe(subjects::rundown_events(1)).await.unwrap();
        bus.publish(subjects::rundown_events(2), Bytes::from_static(b"other"))
            .await
            .unwrap();
        bus.publish(subjects::rundown_events(1), Bytes::from_static(b"one"))
            .await
            .unwrap();
        bus.publish(subjects::rundown_events(1), Bytes::from_static(b"two"))
            .await
            .unwrap();
        assert_eq!(sub.next().await.unwrap().payload, "one");
        assert_eq!(sub.next().await.unwrap().payload, "two");
    }
}
