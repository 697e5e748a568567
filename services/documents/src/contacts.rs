//! Contacts (web.md section 3; the rules in [`newsroom_domain::contact`] and
//! docs/adr/0005-people-and-time.md, "Contacts"): the newsroom's agenda and the contacts made while
//! writing documents (not in the agenda, the "hidden" ones), private ones seen by their owner only,
//! groups as reference data, the trash with restore.

use chrono::Utc;
use newsroom_domain::contact::{ContactDraft, ContactFields};
use newsroom_domain::{FieldCode, FieldErrors};

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::{ContactQuery, Store, StoreError, StoredContact};

/// A contact list's conditions (blank words and a group of 0 or less mean no such condition).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactFilter {
    /// Words every contact found contains (name, company, profession, e-mails, numbers, notes).
    pub words: String,
    /// In this contact group (<= 0: any).
    pub group_id: i64,
    /// The agenda (true) or the hidden contacts (false).
    pub persistent: bool,
    /// The trash.
    pub deleted: bool,
    /// Skip this many.
    pub offset: u64,
    /// At most this many, 1 to [`PAGE_MAX`](crate::service::PAGE_MAX).
    pub size: u64,
}

impl<S: Store> DocumentService<S> {
    /// Saves a new contact owned by `actor`.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`ContactDraft::check`]; `unknown_value` on
    /// `groupIds` for a group that does not exist); storage errors.
    pub async fn create_contact(
        &self,
        draft: &ContactDraft,
        actor: &Actor,
    ) -> Result<StoredContact> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        let saved = self
            .store
            .add_contact(&fields, (actor.user_id, &actor.nickname), Utc::now())
            .await?;
        tracing::info!(id = saved.id, by = %actor.nickname, "contact created");
        Ok(saved)
    }

    /// Contact `id` as `user` may see it: not in the trash, and theirs when private.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] otherwise.
    pub async fn get_contact(&self, id: i64, user: i64) -> Result<StoredContact> {
        match self.store.contact(id).await {
            Ok(c) if c.deleted_at.is_none() && seen(&c, user) => Ok(c),
            Ok(_) | Err(StoreError::NotFound) => Err(DocumentsError::NotFound),
            Err(e) => Err(e.into()),
        }
    }

    /// Replaces a contact's fields at `revision`. Only its owner makes it private or public.
    ///
    /// # Errors
    /// As [`create_contact`](Self::create_contact); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Forbidden`] for `private` changed by someone else;
    /// [`DocumentsError::Conflict`] when `revision` is not the current one.
    pub async fn update_contact(
        &self,
        id: i64,
        revision: i64,
        draft: &ContactDraft,
        actor: &Actor,
    ) -> Result<StoredContact> {
        let current = self.get_contact(id, actor.user_id).await?;
        let fields: ContactFields = draft.check().map_err(DocumentsError::Invalid)?;
        if fields.private != current.fields.private && current.owner.0 != actor.user_id {
            return Err(DocumentsError::Forbidden);
        }
        match self
            .store
            .change_contact(id, revision, &fields, Utc::now())
            .await
        {
            Err(StoreError::Stale(now)) => Err(DocumentsError::Conflict(now)),
            other => Ok(other?),
        }
    }

    /// Moves contacts to the trash, or back (`restore`), all or none.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] (none moved) when one is unknown, not where it should be
    /// (already in the trash, or not there to restore) or someone else's private one.
    pub async fn trash_contacts(
        &self,
        ids: &[i64],
        restore: bool,
        actor: &Actor,
    ) -> Result<Vec<StoredContact>> {
        if ids.is_empty() {
            return Err(DocumentsError::Invalid(FieldErrors::from([(
                "ids".into(),
                FieldCode::Required.into(),
            )])));
        }
        for id in ids {
            let c = match self.store.contact(*id).await {
                Err(StoreError::NotFound) => return Err(DocumentsError::NotFound),
                other => other?,
            };
            if c.deleted_at.is_some() != restore || !seen(&c, actor.user_id) {
                return Err(DocumentsError::NotFound);
            }
        }
        let saved = match self
            .store
            .set_contacts_deleted(ids, !restore, Utc::now())
            .await
        {
            Err(StoreError::NotFound) => return Err(DocumentsError::NotFound),
            other => other?,
        };
        tracing::info!(?ids, restore, by = %actor.nickname, "contacts trashed or restored");
        Ok(saved)
    }

    /// A page of contacts `user` may see, by name, and how many there are in all.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] on `size` outside 1 to [`PAGE_MAX`](crate::service::PAGE_MAX).
    pub async fn contact_page(
        &self,
        filter: &ContactFilter,
        user: i64,
    ) -> Result<(Vec<StoredContact>, u64)> {
        crate::service::check_size(filter.size)?;
        let query = ContactQuery {
            user,
            words: filter.words.trim().to_owned(),
            group: (filter.group_id > 0).then_some(filter.group_id),
            persistent: filter.persistent,
            deleted: filter.deleted,
            offset: filter.offset,
            size: filter.size,
        };
        Ok(self.store.find_contacts(&query).await?)
    }
}

/// Whether `user` may see contact `c`: a public one, or their own private one.
fn seen(c: &StoredContact, user: i64) -> bool {
    !c.fields.private || c.owner.0 == user
}
