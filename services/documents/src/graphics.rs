//! A reportage's graphics (web.md section 2, `/reportages/editCg/{id}` "edit graphics"; section 7,
//! stories' "cg list"; docs/adr/0003-documents.md "Reportages"): CG items like a story's, a template
//! of a CG device with a value per field, kept with the reportage and made the CG items of a story
//! made from it. The devices service checks the values against the template; each change is made
//! on the reportage as stored ([`DocumentService::change_stored`]), so the reporter's save of the
//! text and the graphics editor's changes never undo each other; an approval stays (graphics are
//! not the text the editor approved).

use newsroom_domain::reportage::{GraphicError, ReportageFields};

use crate::service::{Actor, Change, DocumentService, DocumentsError, Result};
use crate::store::{Store, StoredReportage};
use crate::wire::item_in;

/// A graphic changes nothing the reportage names, and is not the text the editor approved.
const GRAPHIC: Change = Change {
    names_checked: false,
    keep_approval: true,
};

fn refused(e: GraphicError) -> DocumentsError {
    match e {
        GraphicError::NotFound => DocumentsError::NotFound,
        GraphicError::TooMany(fields) => DocumentsError::Invalid(fields),
    }
}

impl<S: Store> DocumentService<S> {
    /// Adds a graphic to reportage `id`: template `template_id` of CG device `device_id` with the
    /// values of `fields_json` (`{"name": "value"}`; fields left out are empty), last.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for a reportage the actor may not see;
    /// [`DocumentsError::Passed`] with the devices service's refusal (`deviceId` not a CG device,
    /// `templateId` unknown, `fields.<name>`); [`DocumentsError::Invalid`] (`too_many` on
    /// `graphics`); [`DocumentsError::Locked`] while another session edits it;
    /// [`DocumentsError::Unavailable`].
    pub async fn add_reportage_graphic(
        &self,
        id: i64,
        (device_id, template_id): (i64, i64),
        fields_json: &str,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        let viewer = self.viewer(actor.user_id).await?;
        self.seen::<ReportageFields>(id, &viewer).await?;
        let item = item_in(
            self.directory
                .cg_item(device_id, template_id, fields_json)
                .await?,
        );
        let saved = self
            .change_stored(id, session, actor, GRAPHIC, |current: &ReportageFields| {
                let mut fields = current.clone();
                fields.add_graphic(&item).map_err(refused)?;
                Ok(fields)
            })
            .await?;
        tracing::info!(id, template = %item.template_name, by = %actor.nickname, "reportage graphic added");
        Ok(saved)
    }

    /// Gives graphic `graphic_id` of reportage `id` the values of `fields_json`, checked against its
    /// template.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown graphic; as
    /// [`add_reportage_graphic`](Self::add_reportage_graphic).
    pub async fn update_reportage_graphic(
        &self,
        id: i64,
        graphic_id: i64,
        fields_json: &str,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ReportageFields>(id, &viewer).await?;
        let g = current.fields.graphic(graphic_id).map_err(refused)?;
        let item = item_in(
            self.directory
                .cg_item(g.device_id, g.template_id, fields_json)
                .await?,
        );
        self.change_stored(id, session, actor, GRAPHIC, |current: &ReportageFields| {
            let mut fields = current.clone();
            fields.set_graphic(graphic_id, &item).map_err(refused)?;
            Ok(fields)
        })
        .await
    }

    /// Removes graphic `graphic_id` of reportage `id`.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown graphic or reportage; [`DocumentsError::Locked`].
    pub async fn remove_reportage_graphic(
        &self,
        id: i64,
        graphic_id: i64,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        self.change_stored(id, session, actor, GRAPHIC, |current: &ReportageFields| {
            let mut fields = current.clone();
            fields.remove_graphic(graphic_id).map_err(refused)?;
            Ok(fields)
        })
        .await
    }

    /// Moves graphic `graphic_id` of reportage `id` to `position` (0: first; past the end: last).
    ///
    /// # Errors
    /// As [`remove_reportage_graphic`](Self::remove_reportage_graphic).
    pub async fn move_reportage_graphic(
        &self,
        id: i64,
        graphic_id: i64,
        position: usize,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        self.change_stored(id, session, actor, GRAPHIC, |current: &ReportageFields| {
            let mut fields = current.clone();
            fields.move_graphic(graphic_id, position).map_err(refused)?;
            Ok(fields)
        })
        .await
    }
}
