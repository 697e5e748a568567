//! Revisions of documents (web.md section 3, the document base's "revisions"; docs/adr/0003-
//! documents.md): every change keeps the document as it was after it (create, edit, field patch,
//! state, approval, trash, restore), who made it and when; a revision is shown with a line diff to
//! the current document, written as lines of `Label: value` with names in place of ids, then its
//! text ([`newsroom_domain::revision::line_diff`], the stories' diff).

use std::collections::HashMap;

use newsroom_domain::reference::ReferenceKind;
use newsroom_domain::revision::{DiffLine, line_diff};

use crate::kinds::ServiceKind;
use crate::service::{DocumentService, DocumentsError, Result};
use crate::store::{Store, StoredDocument, StoredRevision};

/// One revision with its diff to the current document.
#[derive(Debug, Clone)]
pub struct RevisionView<F> {
    /// The revision.
    pub revision: StoredRevision<F>,
    /// From it to the current document.
    pub diff: Vec<DiffLine>,
}

/// The names the text of a document shows in place of ids.
#[derive(Debug, Default)]
pub struct Names {
    /// Programs by id.
    pub programs: HashMap<i64, String>,
    /// Users (full names) by id.
    pub users: HashMap<i64, String>,
    /// Values of reference data by id (one id space for every kind).
    pub references: HashMap<i64, String>,
    /// Files attached, by id (their names).
    pub files: HashMap<i64, String>,
    /// Teams by id (their names now).
    pub teams: HashMap<i64, String>,
}

/// The names of `ids` in `of`, joined by commas (`#id` for one without a name).
pub(crate) fn named(ids: &[i64], of: &HashMap<i64, String>) -> String {
    ids.iter()
        .map(|id| of.get(id).cloned().unwrap_or_else(|| format!("#{id}")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A document as lines for a diff: one `Label: value` line per field (labels in English, as the
/// stories' diff writes its own; the state third), `Approved: yes` while approved, `Trash: yes`
/// while in the trash, then its text ([`ServiceKind::text`]). Empty values are left out, so a field
/// set or cleared shows as a line added or removed.
pub fn text_lines<F: ServiceKind>(
    f: &F,
    state: &str,
    approved: bool,
    deleted: bool,
    names: &Names,
) -> String {
    let mut lines = f.lines(names);
    lines.insert(2.min(lines.len()), ("State", state.to_owned()));
    if approved {
        lines.push(("Approved", "yes".to_owned()));
    }
    if deleted {
        lines.push(("Trash", "yes".to_owned()));
    }
    let mut out = String::new();
    for (label, value) in lines {
        if !value.is_empty() {
            out.push_str(&format!("{label}: {value}\n"));
        }
    }
    out.push_str(&f.text());
    out
}

impl<S: Store> DocumentService<S> {
    /// The revisions of a document of kind `F` `user` may see (in the trash or not), newest first.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id or one the user may not see.
    pub async fn revisions<F: ServiceKind>(
        &self,
        id: i64,
        user: i64,
    ) -> Result<Vec<StoredRevision<F>>> {
        self.seen_anywhere::<F>(id, user).await?;
        Ok(self.store.revisions(id).await?)
    }

    /// Revision `number` of a document `user` may see, with its diff to the document now.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] as [`revisions`](Self::revisions), or for a revision not kept.
    pub async fn revision<F: ServiceKind>(
        &self,
        id: i64,
        number: i64,
        user: i64,
    ) -> Result<RevisionView<F>> {
        let current = self.seen_anywhere::<F>(id, user).await?;
        let revision = self
            .store
            .revisions::<F>(id)
            .await?
            .into_iter()
            .find(|r| r.number == number)
            .ok_or(DocumentsError::NotFound)?;
        let names = self.names_for(&[&revision.fields, &current.fields]).await?;
        let old = text_lines(
            &revision.fields,
            revision.state.as_str(),
            revision.approved,
            revision.deleted,
            &names,
        );
        let new = text_lines(
            &current.fields,
            current.state.as_str(),
            current.approved,
            current.deleted_at.is_some(),
            &names,
        );
        Ok(RevisionView {
            diff: line_diff(&old, &new),
            revision,
        })
    }

    /// A document `user` may see, in the trash or not (a revision is as readable as the document).
    async fn seen_anywhere<F: ServiceKind>(&self, id: i64, user: i64) -> Result<StoredDocument<F>> {
        let viewer = self.viewer(user).await?;
        self.store
            .get::<F>(&[id])
            .await?
            .pop()
            .filter(|a| Self::visible(&viewer, a))
            .ok_or(DocumentsError::NotFound)
    }

    async fn names_for<F: ServiceKind>(&self, fields: &[&F]) -> Result<Names> {
        let mut people: Vec<i64> = fields.iter().flat_map(|f| f.user_ids()).collect();
        people.sort_unstable();
        people.dedup();
        let mut references = HashMap::new();
        for kind in ReferenceKind::ALL {
            for r in self.store.references(kind).await? {
                references.insert(r.id, r.fields.name);
            }
        }
        let attached: Vec<i64> = fields
            .iter()
            .flat_map(|f| f.attachment_ids().iter().copied())
            .collect();
        let files = self
            .store
            .files(&attached)
            .await?
            .into_iter()
            .map(|f| (f.id, f.name))
            .collect();
        let teams = self
            .store
            .teams()
            .await?
            .into_iter()
            .map(|t| (t.id, t.name))
            .collect();
        Ok(Names {
            programs: self.directory.program_names().await?,
            users: self.directory.user_names(&people).await?,
            references,
            files,
            teams,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use newsroom_domain::document::AssignmentFields;

    #[test]
    fn an_assignment_is_written_as_labelled_lines_with_names() {
        let f = AssignmentFields {
            slug: "FIRE".into(),
            content: "Go.\nCall the chief.".into(),
            date: NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
            program_ids: vec![1],
            producer_ids: vec![],
            editor_ids: vec![],
            reporter_ids: vec![4, 9],
            private: false,
            allowed_user_ids: vec![],
            priority: true,
            pending: false,
            classification_id: Some(7),
            editorial_id: None,
            type_id: None,
            vehicle_ids: vec![],
            attachment_ids: vec![31],
            team_ids: vec![5],
        };
        let names = Names {
            programs: HashMap::from([(1, "Evening News".to_owned())]),
            users: HashMap::from([(4, "Rita Reporter".to_owned())]),
            references: HashMap::from([(7, "Hard news".to_owned())]),
            files: HashMap::from([(31, "press-release.pdf".to_owned())]),
            teams: HashMap::from([(5, "Crew 1".to_owned())]),
        };
        assert_eq!(
            text_lines(&f, "COVERING", false, true, &names),
            "Slug: FIRE\nDate: 2026-11-28\nState: COVERING\nPrograms: Evening News\n\
             Classification: Hard news\nTeams: Crew 1\nReporters: Rita Reporter, #9\nPriority: yes\nPending: no\n\
             Private: no\nAttachments: press-release.pdf\nTrash: yes\nContent:\nGo.\nCall the chief.\n"
        );
    }
}
