//! Events of documents on the bus (docs/adr/0003-documents.md, "Live events of documents"): every
//! change (`created`, `updated`, `deleted`, `restored`) and every edit-lock event (`lock`,
//! `take_over`, `unlock`) is published on its kind's subject ([`ServiceKind::EVENTS`]) after it is saved,
//! with the document as it is then, so its fields say who may see it; an update also says who could see it
//! before (`before`), so a subscriber who loses sight of it is told. The gateway filters per subscriber.
//! A failed publish is logged; the change stands (clients reload what they show after a reconnect).

use newsroom_domain::document::DocumentFields;
use newsroom_domain::reportage::ReportageFields;
use newsroom_domain::search::DocumentKind;
use newsroom_locks::Lock;
use newsroom_proto::documents::v1 as pb;

use crate::kinds::ServiceKind;
use crate::service::DocumentService;
use crate::store::{Store, StoredDocument};

/// Who may see `a` (its privacy, owner, allowed users and programs).
fn visibility<F: DocumentFields>(a: &StoredDocument<F>) -> pb::Visibility {
    pb::Visibility {
        private: a.fields.private(),
        owner_id: a.owner.0,
        allowed_user_ids: a.fields.allowed_user_ids().to_vec(),
        program_ids: a.fields.program_ids().to_vec(),
    }
}

impl<S: Store> DocumentService<S> {
    async fn publish<F: ServiceKind>(&self, event: &str, payload: Vec<u8>) {
        if let Err(e) = self.bus.publish(F::EVENTS.to_owned(), payload.into()).await {
            tracing::error!(error = %e, event, kind = F::NOUN, "publishing a document event failed");
        }
    }

    /// Announces a change of each of `saved` (`created`, `updated`, `deleted`, `restored`); `before`,
    /// for an update, is the document as it was.
    pub(crate) async fn announce<F: ServiceKind>(
        &self,
        event: &str,
        saved: &[StoredDocument<F>],
        before: Option<&StoredDocument<F>>,
    ) {
        // This replica's index first, so its own users find what they just saved; the others learn
        // it from the event (and this one's indexer finds nothing newer in it).
        self.index_now(saved);
        for a in saved {
            let before = before
                .filter(|b| b.id == a.id && visibility(b) != visibility(a))
                .map(visibility);
            self.publish::<F>(event, F::event(event, a.clone(), None, before))
                .await;
        }
    }

    /// Announces an edit-lock event (`lock`, `take_over`, `unlock`) of the document `lock.id`;
    /// nothing when it no longer exists.
    pub(crate) async fn announce_lock(&self, event: &str, lock: &Lock, locked: bool) {
        let kind = match self.store.kind_of(lock.id).await {
            Ok(kind) => kind,
            Err(e) => {
                tracing::error!(error = %e, document = lock.id, "loading a locked document failed");
                None
            }
        };
        match kind {
            Some(DocumentKind::Assignment) => {
                self.announce_lock_of::<newsroom_domain::document::AssignmentFields>(
                    event, lock, locked,
                )
                .await;
            }
            Some(DocumentKind::Reportage) => {
                self.announce_lock_of::<ReportageFields>(event, lock, locked)
                    .await;
            }
            Some(DocumentKind::Production) => {
                self.announce_lock_of::<newsroom_domain::production::ProductionFields>(
                    event, lock, locked,
                )
                .await;
            }
            Some(DocumentKind::Report) => {
                self.announce_lock_of::<newsroom_domain::report::ReportFields>(event, lock, locked)
                    .await;
            }
            Some(DocumentKind::Round) => {
                self.announce_lock_of::<newsroom_domain::round::RoundFields>(event, lock, locked)
                    .await;
            }
            Some(DocumentKind::Proposal) => {
                self.announce_lock_of::<newsroom_domain::proposal::ProposalFields>(
                    event, lock, locked,
                )
                .await;
            }
            _ => {}
        }
    }

    async fn announce_lock_of<F: ServiceKind>(&self, event: &str, lock: &Lock, locked: bool) {
        let found = match self.store.get::<F>(&[lock.id]).await {
            Ok(mut found) => found.pop(),
            Err(e) => {
                tracing::error!(error = %e, document = lock.id, "loading a locked document failed");
                None
            }
        };
        let Some(a) = found else { return };
        let lock = newsroom_proto::convert::lock_view(lock, locked);
        self.publish::<F>(event, F::event(event, a, Some(lock), None))
            .await;
    }
}
