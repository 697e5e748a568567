//! Reference data (web.md section 7: "Reference data, each with list, usage_count, create, update and
//! delete by id: classifications, editorials, types, vehicles"; docs/adr/0003-documents.md,
//! "Reference data"): the labels a desk gives its assignments. Names are unique in a kind whatever
//! their letter case; a value a document names (trash included) cannot be deleted. Every change is
//! announced on the bus (`/topic/references` for clients).

use chrono::Utc;
use newsroom_bus::subjects;
use newsroom_domain::reference::{Medium, ReferenceDraft, ReferenceFields, ReferenceKind};
use newsroom_proto::documents::v1 as pb;
use prost::Message as _;

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::{Store, StoredReference};
use crate::wire::{reference_kind_out, reference_out};

/// The assignment field that names values of `kind` (`classificationId`, ..., `vehicleIds`), the key
/// of its field messages.
pub const fn field_of(kind: ReferenceKind) -> &'static str {
    match kind {
        ReferenceKind::Classification => "classificationId",
        ReferenceKind::Editorial => "editorialId",
        ReferenceKind::Type => "typeId",
        ReferenceKind::Vehicle => "vehicleIds",
        ReferenceKind::Segment => "segmentId",
        ReferenceKind::Institution => "entries",
        ReferenceKind::ReportCategory => "events",
        ReferenceKind::ContactGroup => "groupIds",
    }
}

impl<S: Store> DocumentService<S> {
    /// Every value of `kind`, by name.
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub async fn references(&self, kind: ReferenceKind) -> Result<Vec<StoredReference>> {
        Ok(self.store.references(kind).await?)
    }

    /// How many documents name each value of `kind` (values no document names are left out).
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub async fn reference_usage(&self, kind: ReferenceKind) -> Result<Vec<(i64, u64)>> {
        Ok(self.store.usage(kind).await?)
    }

    /// Saves a new value of `kind` (`id` `None`) or renames value `id`.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (codes of [`ReferenceDraft::check`]), [`DocumentsError::Duplicate`]
    /// for a name the kind has, [`DocumentsError::NotFound`] for an unknown `id` of the kind.
    pub async fn save_reference(
        &self,
        kind: ReferenceKind,
        id: Option<i64>,
        draft: &ReferenceDraft,
        actor: &Actor,
    ) -> Result<StoredReference> {
        let fields = draft.check(kind).map_err(DocumentsError::Invalid)?;
        let saved = match id {
            None => self.store.add_reference(kind, &fields, Utc::now()).await?,
            Some(id) => {
                self.store
                    .change_reference(kind, id, &fields, Utc::now())
                    .await?
            }
        };
        tracing::info!(kind = kind.as_str(), id = saved.id, name = %saved.fields.name, by = %actor.nickname, "reference saved");
        let event = if id.is_none() { "created" } else { "updated" };
        self.announce_reference(event, kind, saved.id, Some(saved.clone()))
            .await;
        Ok(saved)
    }

    /// Deletes value `id` of `kind`.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`], [`DocumentsError::InUse`] while a document (trash included)
    /// names it.
    pub async fn delete_reference(
        &self,
        kind: ReferenceKind,
        id: i64,
        actor: &Actor,
    ) -> Result<()> {
        self.store.remove_reference(kind, id).await?;
        tracing::info!(kind = kind.as_str(), id, by = %actor.nickname, "reference deleted");
        self.announce_reference("deleted", kind, id, None).await;
        Ok(())
    }

    /// Publishes a change of reference data on [`subjects::REFERENCE_EVENTS`] (open lists and forms
    /// reload it); a failed publish is logged, the change stands.
    async fn announce_reference(
        &self,
        event: &str,
        kind: ReferenceKind,
        id: i64,
        item: Option<StoredReference>,
    ) {
        let payload = pb::ReferenceEvent {
            event: event.to_owned(),
            kind: reference_kind_out(kind).into(),
            id,
            item: item.map(reference_out),
        };
        if let Err(e) = self
            .bus
            .publish(
                subjects::REFERENCE_EVENTS.to_owned(),
                payload.encode_to_vec().into(),
            )
            .await
        {
            tracing::error!(error = %e, "publishing a reference data event failed");
        }
    }
}

/// The demo installation's values (`--demo`): a desk's usual lists, so the assignment form and the
/// registrations show something on a first run. `(kind, name, medium)`; the round's institutions are
/// in [`DEMO_INSTITUTIONS`].
const DEMO: &[(ReferenceKind, &str, Option<Medium>)] = &[
    (ReferenceKind::Classification, "Hard news", None),
    (ReferenceKind::Classification, "Feature", None),
    (ReferenceKind::Classification, "Service", None),
    (ReferenceKind::Editorial, "Politics", None),
    (ReferenceKind::Editorial, "Economy", None),
    (ReferenceKind::Editorial, "City", None),
    (ReferenceKind::Editorial, "Sports", None),
    (ReferenceKind::Editorial, "Culture", None),
    (ReferenceKind::Type, "Live", None),
    (ReferenceKind::Type, "Package", None),
    (ReferenceKind::Type, "Interview", None),
    (ReferenceKind::Type, "VO/SOT", None),
    (ReferenceKind::Vehicle, "Newsroom TV", Some(Medium::Tv)),
    (
        ReferenceKind::Vehicle,
        "Newsroom Radio",
        Some(Medium::Radio),
    ),
    (
        ReferenceKind::Vehicle,
        "newsroom.example",
        Some(Medium::Web),
    ),
    (ReferenceKind::Segment, "Security", None),
    (ReferenceKind::Segment, "Health", None),
    (ReferenceKind::Segment, "Justice", None),
    (ReferenceKind::ReportCategory, "Police", None),
    (ReferenceKind::ReportCategory, "Traffic", None),
    (ReferenceKind::ReportCategory, "Fire", None),
    (ReferenceKind::ReportCategory, "Politics", None),
];

/// The demo round's institutions: `(name, segment, phone, contact)`.
const DEMO_INSTITUTIONS: &[(&str, &str, &str, &str)] = &[
    (
        "Central Police Station",
        "Security",
        "+1 555 0100",
        "Duty officer",
    ),
    ("Fire Brigade", "Security", "+1 555 0101", "Press office"),
    ("General Hospital", "Health", "+1 555 0102", "Front desk"),
    ("Court of Justice", "Justice", "+1 555 0103", "Clerk"),
];

impl<S: Store> DocumentService<S> {
    /// Seeds the demo values of every kind that has none yet (a second start adds nothing).
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub async fn seed_demo(&self) -> Result<()> {
        for kind in ReferenceKind::ALL {
            if !self.store.references(kind).await?.is_empty() {
                continue;
            }
            for (_, name, medium) in DEMO.iter().filter(|(k, _, _)| *k == kind) {
                let fields = ReferenceFields {
                    medium: *medium,
                    ..ReferenceFields::named(*name)
                };
                self.store.add_reference(kind, &fields, Utc::now()).await?;
            }
            if kind != ReferenceKind::Institution {
                continue;
            }
            let segments = self.store.references(ReferenceKind::Segment).await?;
            for (name, segment, phone, contact) in DEMO_INSTITUTIONS {
                let Some(segment) = segments.iter().find(|s| s.fields.name == *segment) else {
                    continue;
                };
                let fields = ReferenceFields {
                    segment_id: Some(segment.id),
                    phone: (*phone).to_owned(),
                    contact: (*contact).to_owned(),
                    ..ReferenceFields::named(*name)
                };
                self.store.add_reference(kind, &fields, Utc::now()).await?;
            }
        }
        Ok(())
    }
}
