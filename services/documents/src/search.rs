//! The general search of the documents service (docs/adr/0004-search.md): each replica keeps its own
//! [`SearchIndex`] in memory. A replica indexes what it saves at once (its users find what they just
//! wrote). At start (and when an administrator asks) the indexer rebuilds the index from the
//! database; meanwhile and after, every change announced on the bus names a document, which the
//! indexer reads again and indexes at its revision (a late or repeated event changes nothing), so
//! every replica learns the others' changes. Events arriving during a rebuild wait in the
//! subscription and are applied after it, so none is lost.
//!
//! Indexed today: assignments and reportages (read from this service's database) and stories (read from the
//! rundowns service, on its rundown events: every story of a changed rundown is read again). A
//! story's revision in the index is the number of the indexer's read that brought it: reads happen
//! one after the other, so a later read always wins. The other kinds join through the same
//! [`Change`]s.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use futures::StreamExt as _;
use newsroom_bus::subjects;
use newsroom_domain::search::{DocumentKind, SearchDraft};
use newsroom_proto::rundowns::v1 as rpb;
use newsroom_search::index::Change;
use newsroom_search::{Reader, SearchDoc, SearchIndex, SearchPage};
use prost::Message as _;
use tokio::sync::Notify;

use crate::kinds::ServiceKind;
use crate::service::{DocumentService, DocumentsError, Result};
use crate::store::{Store, StoredDocument};

/// Assignments read from the database at a time during a rebuild.
const REBUILD_BATCH: u64 = 1_000;
/// Stories read from the rundowns service at a time.
const STORY_BATCH: i64 = 1_000;
/// Most events applied in one commit of the index.
const EVENT_BATCH: usize = 256;
/// How long after a failed rebuild the indexer tries again.
const RETRY: Duration = Duration::from_secs(5);

/// The index of a service and the state of its rebuild (web.md section 4: "Index rebuild ... in-progress
/// states").
pub struct SearchState {
    index: SearchIndex,
    rebuilding: AtomicBool,
    rebuilt_at: Mutex<Option<DateTime<Utc>>>,
    wanted: Arc<Notify>,
    /// The indexer's reads of stories so far (each read's number is its stories' revision).
    reads: AtomicI64,
}

impl SearchState {
    /// Over `index` (empty until the indexer's first rebuild).
    pub fn new(index: SearchIndex) -> Self {
        Self {
            index,
            rebuilding: AtomicBool::new(false),
            rebuilt_at: Mutex::new(None),
            wanted: Arc::new(Notify::new()),
            reads: AtomicI64::new(0),
        }
    }
}

/// How the index of the replica that answered stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchStatus {
    /// Documents it can find.
    pub documents: u64,
    /// A rebuild is running (or asked for and about to).
    pub rebuilding: bool,
    /// When the last rebuild finished (`None`: not yet).
    pub rebuilt_at: Option<DateTime<Utc>>,
}

/// What the index keeps of a document: its slug, text ([`ServiceKind::search_text`]), day,
/// state, programs, owner and who may read it while private.
pub fn document_doc<F: ServiceKind>(a: &StoredDocument<F>) -> SearchDoc {
    let mut readers = a.fields.allowed_user_ids().to_vec();
    readers.push(a.owner.0);
    SearchDoc {
        id: a.id,
        kind: F::KIND,
        revision: a.revision,
        slug: a.fields.slug().to_owned(),
        body: a.fields.search_text(),
        date: a.fields.date(),
        state: a.fields.search_state(a.state).to_owned(),
        program_ids: a.fields.program_ids().to_vec(),
        author: a.owner.clone(),
        private: a.fields.private(),
        readers,
    }
}

/// What the index keeps of a story read at `revision`: its slug, text, day, approval (`APPROVED` or
/// `DRAFT`), program and first writer. One in the trash, or private, is removed: private stories are
/// their owners' and the index has no owners of stories (docs/adr/0004-search.md).
pub fn story_change(s: &rpb::SearchStory, revision: i64) -> Change {
    let date = NaiveDate::parse_from_str(&s.date, "%Y-%m-%d");
    match date {
        Ok(date) if !s.deleted && !s.private => Change::Upsert(SearchDoc {
            id: s.id,
            kind: DocumentKind::Story,
            revision,
            slug: s.slug.clone(),
            body: s.text.clone(),
            date,
            state: if s.approved { "APPROVED" } else { "DRAFT" }.to_owned(),
            program_ids: vec![s.program_id],
            author: s
                .author
                .as_ref()
                .map_or((0, String::new()), |a| (a.user_id, a.nickname.clone())),
            private: false,
            readers: Vec::new(),
        }),
        _ => Change::Remove { id: s.id, revision },
    }
}

fn change_of<F: ServiceKind>(a: &StoredDocument<F>) -> Change {
    if a.deleted_at.is_some() {
        Change::Remove {
            id: a.id,
            revision: a.revision,
        }
    } else {
        Change::Upsert(document_doc(a))
    }
}

impl<S: Store> DocumentService<S> {
    /// Searches every kind in `readable` (the kinds the caller's permissions let them read) that the
    /// search asks for, among what `user` may see (private documents, programs of their groups).
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] as [`SearchDraft::check`]; [`DocumentsError::Forbidden`] when it
    /// asks only for kinds the caller may not read; [`DocumentsError::Unavailable`].
    pub async fn search(
        &self,
        draft: &SearchDraft,
        readable: &[DocumentKind],
        user: i64,
    ) -> Result<SearchPage> {
        let mut query = draft.check().map_err(DocumentsError::Invalid)?;
        query.kinds = if query.kinds.is_empty() {
            readable.to_vec()
        } else {
            query.kinds.retain(|k| readable.contains(k));
            query.kinds
        };
        if query.kinds.is_empty() {
            return Err(DocumentsError::Forbidden);
        }
        let viewer = self.viewer(user).await?;
        let reader = Reader {
            user,
            programs: viewer.programs,
        };
        Ok(self.search.index.search(&query, &reader)?)
    }

    /// How this replica's index stands.
    pub fn search_status(&self) -> SearchStatus {
        SearchStatus {
            documents: self.search.index.len(),
            rebuilding: self.search.rebuilding.load(Ordering::SeqCst),
            rebuilt_at: *self
                .search
                .rebuilt_at
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        }
    }

    /// Asks the indexer to rebuild the index from the database (it answers at once; the status says
    /// when it is done).
    pub fn rebuild_search(&self) -> SearchStatus {
        self.search.rebuilding.store(true, Ordering::SeqCst);
        self.search.wanted.notify_one();
        self.search_status()
    }

    /// Reads every document from the database into the index, replacing what it had. Returns how
    /// many documents it can find.
    async fn rebuild_index(&self) -> Result<u64> {
        self.search.rebuilding.store(true, Ordering::SeqCst);
        let (mut live, mut gone) = (Vec::new(), Vec::new());
        self.read_every::<newsroom_domain::document::AssignmentFields>(&mut live, &mut gone)
            .await?;
        self.read_every::<newsroom_domain::reportage::ReportageFields>(&mut live, &mut gone)
            .await?;
        self.read_every::<newsroom_domain::production::ProductionFields>(&mut live, &mut gone)
            .await?;
        self.read_every::<newsroom_domain::report::ReportFields>(&mut live, &mut gone)
            .await?;
        self.read_every::<newsroom_domain::round::RoundFields>(&mut live, &mut gone)
            .await?;
        self.read_every::<newsroom_domain::proposal::ProposalFields>(&mut live, &mut gone)
            .await?;
        let revision = self.search.reads.fetch_add(1, Ordering::SeqCst) + 1;
        let mut after = 0;
        loop {
            let batch = self
                .directory
                .search_stories(after, Vec::new(), STORY_BATCH)
                .await?;
            let Some(last) = batch.last() else { break };
            after = last.id;
            for s in &batch {
                match story_change(s, revision) {
                    Change::Upsert(doc) => live.push(doc),
                    Change::Remove { id, revision } => gone.push((id, revision)),
                }
            }
        }
        self.search.index.rebuild(&live, &gone)?;
        *self
            .search
            .rebuilt_at
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Utc::now());
        self.search.rebuilding.store(false, Ordering::SeqCst);
        Ok(self.search.index.len())
    }

    /// Reads every document of kind `F` from the database: those to index into `live`, those in
    /// the trash into `gone`.
    async fn read_every<F: ServiceKind>(
        &self,
        live: &mut Vec<SearchDoc>,
        gone: &mut Vec<(i64, i64)>,
    ) -> Result<()> {
        let mut after = 0;
        loop {
            let batch = self.store.every::<F>(after, REBUILD_BATCH).await?;
            let Some(last) = batch.last() else { break };
            after = last.id;
            for a in &batch {
                match change_of(a) {
                    Change::Upsert(doc) => live.push(doc),
                    Change::Remove { id, revision } => gone.push((id, revision)),
                }
            }
        }
        Ok(())
    }

    /// Indexes `saved` as they are (a failure is logged: the indexer's event or the next rebuild
    /// makes up for it).
    pub(crate) fn index_now<F: ServiceKind>(&self, saved: &[StoredDocument<F>]) {
        if let Err(e) = self.search.index.apply(saved.iter().map(change_of)) {
            tracing::error!(error = %e, "indexing saved documents failed");
        }
    }

    /// Indexes the documents of `ids` as the database has them now, and every story of `rundowns`
    /// as the rundowns service has it.
    async fn reindex(&self, (ids, rundowns): &(Vec<i64>, Vec<i64>)) -> Result<usize> {
        let mut changes: Vec<Change> = Vec::new();
        if !ids.is_empty() {
            let assignments = self
                .store
                .get::<newsroom_domain::document::AssignmentFields>(ids)
                .await?;
            let reportages = self
                .store
                .get::<newsroom_domain::reportage::ReportageFields>(ids)
                .await?;
            let productions = self
                .store
                .get::<newsroom_domain::production::ProductionFields>(ids)
                .await?;
            changes.extend(assignments.iter().map(change_of));
            changes.extend(reportages.iter().map(change_of));
            changes.extend(productions.iter().map(change_of));
            let reports = self
                .store
                .get::<newsroom_domain::report::ReportFields>(ids)
                .await?;
            changes.extend(reports.iter().map(change_of));
            let rounds = self
                .store
                .get::<newsroom_domain::round::RoundFields>(ids)
                .await?;
            changes.extend(rounds.iter().map(change_of));
            let proposals = self
                .store
                .get::<newsroom_domain::proposal::ProposalFields>(ids)
                .await?;
            changes.extend(proposals.iter().map(change_of));
        }
        if !rundowns.is_empty() {
            let revision = self.search.reads.fetch_add(1, Ordering::SeqCst) + 1;
            let mut after = 0;
            loop {
                let batch = self
                    .directory
                    .search_stories(after, rundowns.clone(), STORY_BATCH)
                    .await?;
                changes.extend(batch.iter().map(|s| story_change(s, revision)));
                match batch.last() {
                    Some(last) if batch.len() == STORY_BATCH as usize => after = last.id,
                    _ => break,
                }
            }
        }
        Ok(self.search.index.apply(changes)?)
    }
}

/// The bus subjects of every kind of document the index holds (each kind's
/// [`ServiceKind::EVENTS`]): a replica indexes what another replica saved from these.
const DOCUMENT_SUBJECTS: [&str; 6] = [
    subjects::ASSIGNMENT_EVENTS,
    subjects::REPORTAGE_EVENTS,
    subjects::PRODUCTION_EVENTS,
    subjects::REPORT_EVENTS,
    subjects::ROUND_EVENTS,
    subjects::PROPOSAL_EVENTS,
];

/// What every document event of the bus begins with: `AssignmentEvent`, `ReportEvent`,
/// `ProposalEvent`... share these field numbers (the event, the document whose first field is its
/// id, the lock of a lock event); the rest of each is skipped.
#[derive(Clone, PartialEq, prost::Message)]
struct DocumentEventHead {
    #[prost(string, tag = "1")]
    event: String,
    #[prost(message, optional, tag = "2")]
    document: Option<DocumentHead>,
    #[prost(message, optional, tag = "3")]
    lock: Option<rpb::StoryLock>,
}

/// The id of the document of a [`DocumentEventHead`].
#[derive(Clone, PartialEq, prost::Message)]
struct DocumentHead {
    #[prost(int64, tag = "1")]
    id: i64,
}

/// What `payloads` name: the ids of documents (the events of every kind) and of rundowns whose
/// stories changed (rundown events), each once; lock events change no text and are left out.
fn named(payloads: &[newsroom_bus::Message]) -> (Vec<i64>, Vec<i64>) {
    let (mut ids, mut rundowns) = (Vec::new(), Vec::new());
    for m in payloads {
        if DOCUMENT_SUBJECTS.contains(&m.subject.as_str()) {
            if let Ok(e) = DocumentEventHead::decode(m.payload.as_ref())
                && e.lock.is_none()
                && let Some(d) = e.document
            {
                ids.push(d.id);
            }
        } else if let Ok(e) = rpb::RundownEvent::decode(m.payload.as_ref()) {
            let lock = [
                rpb::EventKind::Lock,
                rpb::EventKind::Unlock,
                rpb::EventKind::TakeOver,
            ]
            .map(i32::from)
            .contains(&e.event);
            if !lock {
                rundowns.push(e.rundown_id);
            }
        }
    }
    for list in [&mut ids, &mut rundowns] {
        list.sort_unstable();
        list.dedup();
    }
    (ids, rundowns)
}

/// Starts the indexer of `service`: subscribes to the documents' events, rebuilds the index, then
/// applies events (in batches, one commit each) and rebuilds again when asked. It ends when the
/// service is dropped.
pub fn spawn_indexer<S: Store + 'static>(
    service: &Arc<DocumentService<S>>,
) -> tokio::task::JoinHandle<()> {
    let weak = Arc::downgrade(service);
    let bus = service.bus.clone();
    tokio::spawn(async move {
        // Subscribed before the first rebuild reads the database: a change saved meanwhile waits here.
        let subscribe = |subject: &'static str| {
            let bus = bus.clone();
            async move {
                loop {
                    match bus.subscribe(subject.to_owned()).await {
                        Ok(events) => break events,
                        Err(e) => {
                            tracing::error!(error = %e, subject, "the search indexer cannot subscribe; trying again");
                            tokio::time::sleep(RETRY).await;
                        }
                    }
                }
            }
        };
        let mut streams = Vec::with_capacity(DOCUMENT_SUBJECTS.len() + 1);
        for subject in DOCUMENT_SUBJECTS {
            streams.push(subscribe(subject).await);
        }
        streams.push(subscribe(subjects::ALL_RUNDOWN_EVENTS).await);
        let mut events = futures::stream::select_all(streams).ready_chunks(EVENT_BATCH);
        let mut rebuild = true;
        let mut failed = false;
        let mut alive = tokio::time::interval(RETRY);
        loop {
            let Some(service) = weak.upgrade() else {
                return;
            };
            if rebuild {
                rebuild = false;
                match service.rebuild_index().await {
                    Ok(n) => {
                        failed = false;
                        tracing::info!(documents = n, "search index rebuilt");
                    }
                    Err(e) => {
                        // Kept as it was meanwhile; tried again shortly (the rundowns service may
                        // not be up yet).
                        failed = true;
                        tracing::error!(error = %e, "rebuilding the search index failed; trying again in 5 s");
                    }
                }
            }
            // Not kept alive by the wait: a permit given meanwhile is kept by `Notify`.
            let wanted = service.search.wanted.clone();
            drop(service);
            tokio::select! {
                batch = events.next() => {
                    let Some(batch) = batch else {
                        tracing::error!("the search indexer's subscription ended");
                        return;
                    };
                    let Some(service) = weak.upgrade() else { return };
                    if let Err(e) = service.reindex(&named(&batch)).await {
                        tracing::error!(error = %e, "indexing changed documents failed; rebuilding");
                        rebuild = true;
                    }
                }
                () = wanted.notified() => rebuild = true,
                _ = alive.tick() => rebuild = failed,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use newsroom_proto::documents::v1 as pb;

    fn message(subject: &str, payload: Vec<u8>) -> newsroom_bus::Message {
        newsroom_bus::Message {
            subject: subject.to_owned(),
            payload: payload.into(),
        }
    }

    #[test]
    fn every_kind_of_document_event_names_its_document_and_lock_events_none() {
        let report = pb::ReportEvent {
            event: "updated".into(),
            report: Some(pb::Report {
                id: 1_000_000_000_007,
                ..pb::Report::default()
            }),
            ..pb::ReportEvent::default()
        };
        let proposal = pb::ProposalEvent {
            event: "created".into(),
            proposal: Some(pb::Proposal {
                id: 1_000_000_000_003,
                ..pb::Proposal::default()
            }),
            ..pb::ProposalEvent::default()
        };
        let locked = pb::RoundEvent {
            event: "lock".into(),
            round: Some(pb::Round {
                id: 1_000_000_000_009,
                ..pb::Round::default()
            }),
            lock: Some(rpb::StoryLock::default()),
            ..pb::RoundEvent::default()
        };
        let (ids, rundowns) = named(&[
            message(subjects::REPORT_EVENTS, report.encode_to_vec()),
            message(subjects::PROPOSAL_EVENTS, proposal.encode_to_vec()),
            message(subjects::ROUND_EVENTS, locked.encode_to_vec()),
            message(subjects::PROPOSAL_EVENTS, proposal.encode_to_vec()),
        ]);
        assert_eq!(ids, vec![1_000_000_000_003, 1_000_000_000_007]);
        assert!(rundowns.is_empty());
    }
}
