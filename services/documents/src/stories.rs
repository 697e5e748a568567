//! Stories made from documents (web.md section 7, "Stories: ... create from assignments, news and
//! reportages"; docs/adr/0003-documents.md): the documents service reads the document as the caller
//! may see it and asks the rundowns service, on the caller's behalf, for a story with its slug and
//! the script its kind writes ([`ServiceKind::story_script`]), the package's estimated length
//! ([`ServiceKind::story_vt`]), its graphics as the story's CG items ([`ServiceKind::story_items`])
//! and a link back to the document.

use newsroom_domain::document::AssignmentFields;
use newsroom_domain::reportage::ReportageFields;
use newsroom_domain::search::DocumentKind;
use newsroom_proto::rundowns::v1 as rpb;

use crate::kinds::ServiceKind;
use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::Store;

impl<S: Store> DocumentService<S> {
    /// A story made from document `id` in block `block_id` (at `position`, or last), for `actor`.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for a document the actor may not see (or in the trash, or of a
    /// kind that makes no story); [`DocumentsError::Forbidden`] when the caller may not read its
    /// kind; [`DocumentsError::Passed`] with the rundowns service's refusal (no such block, a rundown
    /// on air, a program not theirs); [`DocumentsError::Unavailable`].
    pub async fn story_from_document(
        &self,
        id: i64,
        block_id: i64,
        position: Option<i32>,
        actor: &Actor,
    ) -> Result<rpb::Story> {
        match self.store.kind_of(id).await? {
            Some(DocumentKind::Assignment) => {
                self.story_from::<AssignmentFields>(id, block_id, position, actor)
                    .await
            }
            Some(DocumentKind::Reportage) => {
                self.story_from::<ReportageFields>(id, block_id, position, actor)
                    .await
            }
            _ => Err(DocumentsError::NotFound),
        }
    }

    async fn story_from<F: ServiceKind>(
        &self,
        id: i64,
        block_id: i64,
        position: Option<i32>,
        actor: &Actor,
    ) -> Result<rpb::Story> {
        if newsroom_proto::caller::current().is_some_and(|c| !c.may_read(F::KIND.area().as_str())) {
            return Err(DocumentsError::Forbidden);
        }
        let viewer = self.viewer(actor.user_id).await?;
        let doc = self.seen::<F>(id, &viewer).await?;
        let script_json = serde_json::to_string(&doc.fields.story_script())
            .map_err(|e| DocumentsError::Unavailable(format!("script: {e}")))?;
        let story = self
            .directory
            .create_story(rpb::CreateStoryRequest {
                block_id,
                slug: doc.fields.slug().to_owned(),
                position,
                actor: Some(rpb::Actor {
                    user_id: actor.user_id,
                    nickname: actor.nickname.clone(),
                }),
                script_json,
                source: Some(rpb::StorySource {
                    document_id: id,
                    kind: F::KIND.as_str().to_owned(),
                }),
                vt: doc.fields.story_vt().to_iso(),
                items: doc
                    .fields
                    .story_items()
                    .iter()
                    .map(newsroom_proto::convert::story_item)
                    .collect(),
            })
            .await?;
        tracing::info!(document = id, story = story.id, kind = F::NOUN, by = %actor.nickname, "story made from a document");
        Ok(story)
    }
}
