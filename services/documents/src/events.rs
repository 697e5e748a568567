//! Events of assignments on the bus (docs/adr/0003-documents.md, "Live events of documents"): every
//! change (`created`, `updated`, `deleted`, `restored`) and every edit-lock event (`lock`,
//! `take_over`, `unlock`) is published on [`subjects::ASSIGNMENT_EVENTS`] after it is saved, with the
//! assignment as it is then, so its fields say who may see it; an update also says who could see it
//! before (`before`), so a subscriber who loses sight of it is told. The gateway filters per subscriber.
//! A failed publish is logged; the change stands (clients reload what they show after a reconnect).

use newsroom_bus::subjects;
use newsroom_locks::Lock;
use newsroom_proto::documents::v1 as pb;
use prost::Message as _;

use crate::service::DocumentService;
use crate::store::{Store, StoredAssignment};
use crate::wire::view;

/// Who may see `a` (its privacy, owner, allowed users and programs).
fn visibility(a: &StoredAssignment) -> pb::Visibility {
    pb::Visibility {
        private: a.fields.private,
        owner_id: a.owner.0,
        allowed_user_ids: a.fields.allowed_user_ids.clone(),
        program_ids: a.fields.program_ids.clone(),
    }
}

impl<S: Store> DocumentService<S> {
    async fn publish(&self, event: pb::AssignmentEvent) {
        if let Err(e) = self
            .bus
            .publish(
                subjects::ASSIGNMENT_EVENTS.to_owned(),
                event.encode_to_vec().into(),
            )
            .await
        {
            tracing::error!(error = %e, event = %event.event, "publishing an assignment event failed");
        }
    }

    /// Announces a change of each of `saved` (`created`, `updated`, `deleted`, `restored`); `before`,
    /// for an update, is the assignment as it was.
    pub(crate) async fn announce(
        &self,
        event: &str,
        saved: &[StoredAssignment],
        before: Option<&StoredAssignment>,
    ) {
        // This replica's index first, so its own users find what they just saved; the others learn
        // it from the event (and this one's indexer finds nothing newer in it).
        self.index_now(saved);
        for a in saved {
            let before = before
                .filter(|b| b.id == a.id && visibility(b) != visibility(a))
                .map(visibility);
            self.publish(pb::AssignmentEvent {
                event: event.to_owned(),
                assignment: Some(view(a.clone())),
                lock: None,
                before,
            })
            .await;
        }
    }

    /// Announces an edit-lock event (`lock`, `take_over`, `unlock`) of the assignment `lock.id`; nothing
    /// when it no longer exists.
    pub(crate) async fn announce_lock(&self, event: &str, lock: &Lock, locked: bool) {
        let found = match self.store.get(&[lock.id]).await {
            Ok(mut found) => found.pop(),
            Err(e) => {
                tracing::error!(error = %e, document = lock.id, "loading a locked document failed");
                None
            }
        };
        let Some(a) = found else { return };
        self.publish(pb::AssignmentEvent {
            event: event.to_owned(),
            assignment: Some(view(a)),
            lock: Some(newsroom_proto::convert::lock_view(lock, locked)),
            before: None,
        })
        .await;
    }
}
