//! The rules of rounds (web.md section 3: "round: segments, institutions"; docs/adr/0003-documents.md
//! "Reports and rounds"): what a valid round is, a day's rounds, the filter, a single-field patch,
//! and assignments made from its entries with news. Visibility, states, the trash, edit locks,
//! events and revisions are the document base's, shared with every kind ([`crate::service`]).

use chrono::{NaiveDate, Utc};
use newsroom_domain::document::{AssignmentFields, DocumentFields};
use newsroom_domain::reference::ReferenceKind;
use newsroom_domain::round::{Outcome, RoundDraft, RoundFields, assignment_of};
use newsroom_domain::search::DocumentKind;
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

use crate::service::{
    Actor, Change, DocumentService, DocumentsError, Page, Result, check_size, text,
};
use crate::store::{DocumentQuery, Store, StoreError, StoredAssignment, StoredRound, Viewer};

/// The round filter: blank texts and ids of 0 or less mean no such condition.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoundFilter {
    /// Slug containing this.
    pub slug: String,
    /// The shift, the notes, or an entry's answer or text containing this.
    pub content: String,
    /// Calling this institution (<= 0: any).
    pub institution_id: i64,
    /// For this program (<= 0: any).
    pub program_id: i64,
    /// Of this day (`None`: any).
    pub date: Option<NaiveDate>,
    /// Skip this many.
    pub offset: u64,
    /// At most this many, 1 to [`PAGE_MAX`](crate::service::PAGE_MAX).
    pub size: u64,
}

impl<S: Store> DocumentService<S> {
    /// Checks a draft of a round: its own rules and what it names (programs, people, institutions,
    /// files).
    async fn check_round(&self, draft: &RoundDraft, viewer: &Viewer) -> Result<RoundFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        Ok(fields)
    }

    /// Creates a round owned by `actor`, PRODUCING; no entry names an assignment yet.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`RoundDraft::check`], `unknown_program`,
    /// `unknown_user`, `unknown_value` on `entries` for an institution that does not exist),
    /// [`DocumentsError::Unavailable`].
    pub async fn create_round(&self, draft: &RoundDraft, actor: &Actor) -> Result<StoredRound> {
        let viewer = self.viewer(actor.user_id).await?;
        let mut fields = self.check_round(draft, &viewer).await?;
        for e in &mut fields.entries {
            e.assignment_id = None;
        }
        self.save_new(fields, actor).await
    }

    /// One round as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one the user may not see.
    pub async fn get_round(&self, id: i64, user: i64) -> Result<StoredRound> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// Replaces a round's fields at `revision`, from editor instance `lock` (uuid, session); the
    /// entries' assignments stay as the round has them ([`RoundFields::keep_links_of`]).
    ///
    /// # Errors
    /// As [`create_round`](Self::create_round); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Conflict`] when `revision` is not the current one;
    /// [`DocumentsError::Forbidden`] when someone but its owner changes who may see it;
    /// [`DocumentsError::LockLost`] when another editor instance holds its edit lock.
    pub async fn update_round(
        &self,
        id: i64,
        revision: i64,
        draft: &RoundDraft,
        lock: (&str, &str),
        actor: &Actor,
    ) -> Result<StoredRound> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<RoundFields>(id, &viewer).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self
            .check_round(draft, &viewer)
            .await?
            .keep_links_of(&current.fields);
        Self::may_share(&current, &fields, actor)?;
        self.save_changed(&current, revision, &fields, actor).await
    }

    /// Changes one field of a round (`entries` with the whole list: a call noted from the phone).
    /// Refused while another login session holds its edit lock.
    ///
    /// # Errors
    /// As [`update_round`](Self::update_round), with [`DocumentsError::Locked`] for the lock and
    /// errors keyed by the field (`unknown_field`, `invalid`).
    pub async fn patch_round(
        &self,
        id: i64,
        field: &str,
        value: &serde_json::Value,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredRound> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<RoundFields>(id, &viewer).await?;
        self.patchable(id, session).await?;
        let mut draft = RoundDraft::of(&current.fields);
        draft.patch(field, value).map_err(DocumentsError::Invalid)?;
        let fields = self
            .check_round(&draft, &viewer)
            .await?
            .keep_links_of(&current.fields);
        Self::may_share(&current, &fields, actor)?;
        let saved = self
            .save_changed(&current, current.revision, &fields, actor)
            .await?;
        tracing::info!(id, field, by = %actor.nickname, "round field changed");
        Ok(saved)
    }

    /// Notes one call (`call`: `{calledAt, answeredBy, text, outcome}`) on the entry of
    /// `institution_id`, adding the entry when the round does not call it yet
    /// ([`RoundDraft::note_call`]), and nothing else: two desks noting different calls at once
    /// both keep theirs ([`DocumentService::change_stored`]). Refused while another login session
    /// holds the round's edit lock.
    ///
    /// # Errors
    /// As [`patch_round`](Self::patch_round), errors keyed `entries`.
    pub async fn note_round_call(
        &self,
        id: i64,
        institution_id: i64,
        call: &serde_json::Value,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredRound> {
        let change = Change {
            names_checked: true,
            keep_approval: false,
        };
        let saved = self
            .change_stored(id, session, actor, change, |current: &RoundFields| {
                let mut draft = RoundDraft::of(current);
                draft
                    .note_call(institution_id, call)
                    .map_err(DocumentsError::Invalid)?;
                Ok(draft
                    .check()
                    .map_err(DocumentsError::Invalid)?
                    .keep_links_of(current))
            })
            .await?;
        tracing::info!(id, institution_id, by = %actor.nickname, "round call noted");
        Ok(saved)
    }

    /// A page of the rounds matching `filter` the user may see, newest day first.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] for a size out of 1 to [`PAGE_MAX`](crate::service::PAGE_MAX);
    /// [`DocumentsError::Unavailable`].
    pub async fn round_page(&self, filter: &RoundFilter, user: i64) -> Result<Page<RoundFields>> {
        check_size(filter.size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            date: filter.date,
            slug: text(&filter.slug),
            content: text(&filter.content),
            program: (filter.program_id > 0).then_some(filter.program_id),
            reference: (filter.institution_id > 0)
                .then_some((ReferenceKind::Institution, filter.institution_id)),
            offset: filter.offset,
            size: Some(filter.size),
            ..DocumentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }

    /// Makes an assignment of each entry of round `id` named in `entry_ids` (institution ids),
    /// owned by `actor` ([`assignment_of`]: the institution as slug, the entry's text, the
    /// round's day, programs and sharing), and has each entry name its assignment: one
    /// transaction, so an entry never names an assignment that is not there, nor is an assignment
    /// made twice from one entry (the round's revision guards it). The caller must read rounds.
    ///
    /// # Errors
    /// [`DocumentsError::Forbidden`] without ROUND read; [`DocumentsError::NotFound`] for a
    /// round the caller may not see; [`DocumentsError::Locked`] while another session edits it;
    /// [`DocumentsError::Invalid`] on `entryIds`: none, or one the round does not call
    /// (`unknown_value`), without news (`invalid`) or with its assignment made (`duplicate`);
    /// `unknown_program` when a program of the round is no longer the caller's;
    /// [`DocumentsError::Conflict`] when the round changed meanwhile.
    pub async fn assignments_from_round(
        &self,
        id: i64,
        entry_ids: &[i64],
        session: &str,
        actor: &Actor,
    ) -> Result<(Vec<StoredAssignment>, StoredRound)> {
        if newsroom_proto::caller::current()
            .is_some_and(|c| !c.may_read(DocumentKind::Round.area().as_str()))
        {
            return Err(DocumentsError::Forbidden);
        }
        let viewer = self.viewer(actor.user_id).await?;
        let round = self.seen::<RoundFields>(id, &viewer).await?;
        self.patchable(id, session).await?;
        let bad = |code: FieldCode, value: i64| {
            DocumentsError::Invalid(FieldErrors::from([(
                "entryIds".into(),
                FieldMessage::from(code).with("value", value),
            )]))
        };
        if entry_ids.is_empty() {
            return Err(DocumentsError::Invalid(FieldErrors::from([(
                "entryIds".into(),
                FieldCode::Required.into(),
            )])));
        }
        let institutions = self.store.references(ReferenceKind::Institution).await?;
        let mut made = Vec::with_capacity(entry_ids.len());
        for (n, entry_id) in entry_ids.iter().enumerate() {
            let Some(entry) = round
                .fields
                .entries
                .iter()
                .find(|e| e.institution_id == *entry_id)
            else {
                return Err(bad(FieldCode::UnknownValue, *entry_id));
            };
            if entry.outcome != Outcome::News {
                return Err(bad(FieldCode::Invalid, *entry_id));
            }
            if entry.assignment_id.is_some() || entry_ids[..n].contains(entry_id) {
                return Err(bad(FieldCode::Duplicate, *entry_id));
            }
            let name = institutions
                .iter()
                .find(|i| i.id == *entry_id)
                .map_or_else(|| format!("#{entry_id}"), |i| i.fields.name.clone());
            let fields = assignment_of(&round.fields, entry, &name);
            self.check_named(&fields, &viewer).await?;
            made.push(fields);
        }
        let current = round.fields.clone();
        let asked = entry_ids.to_vec();
        let linked = move |ids: Vec<i64>| {
            let mut fields = current;
            for e in &mut fields.entries {
                if let Some(n) = asked.iter().position(|i| *i == e.institution_id) {
                    e.assignment_id = ids.get(n).copied();
                }
            }
            fields
        };
        let (assignments, saved) = match self
            .store
            .create_from::<AssignmentFields, RoundFields>(
                &made,
                (actor.user_id, &actor.nickname),
                (id, round.revision),
                Box::new(linked),
                Utc::now(),
            )
            .await
        {
            Err(StoreError::Stale(now)) => return Err(DocumentsError::Conflict(now)),
            other => other?,
        };
        tracing::info!(round = id, assignments = assignments.len(), slug = %round.fields.slug(), by = %actor.nickname, "assignments made from a round");
        self.announce("created", &assignments, None).await;
        self.announce("updated", std::slice::from_ref(&saved), Some(&round))
            .await;
        Ok((assignments, saved))
    }
}
