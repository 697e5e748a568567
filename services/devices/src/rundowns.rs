//! The rundowns service as this service calls it (gRPC, `newsroom.rundowns.v1`): typed calls whose
//! failures become [`DevicesError::Remote`], carrying the rundowns service's own error code and field
//! messages on to this service's callers (a `conflict` for media already in a story stays a
//! `conflict`). This module and `grpc.rs` are the only ones that see `tonic::Status`.

use newsroom_proto::rundowns::v1 as rpb;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;
use newsroom_proto::transport::Transport;

use crate::registry::DevicesError;

/// A client of the rundowns service.
#[derive(Clone)]
pub struct RundownsApi(RundownsClient<Transport>);

/// A failed call to the rundowns service, with its code and field messages.
pub fn remote(s: tonic::Status) -> DevicesError {
    let (code, fields) = newsroom_proto::errors::decode(&s);
    DevicesError::Remote {
        service: "rundowns",
        code,
        fields,
        message: s.message().to_string(),
    }
}

impl RundownsApi {
    /// Calls the rundowns service over `transport` (in-process or a gRPC channel).
    pub fn new(transport: Transport) -> Self {
        Self(RundownsClient::new(transport))
    }

    /// Calls the rundowns service through `client`.
    pub fn from_client(client: RundownsClient<Transport>) -> Self {
        Self(client)
    }

    /// The raw client, for the running-order worker's own calls.
    pub fn client(&self) -> RundownsClient<Transport> {
        self.0.clone()
    }

    /// Every program, with its CG device.
    ///
    /// # Errors
    /// [`DevicesError::Remote`].
    pub async fn programs(&self) -> Result<Vec<rpb::Program>, DevicesError> {
        let list = self
            .client()
            .list_programs(rpb::ListProgramsRequest {
                include_inactive: true,
                with_staff: false,
            })
            .await
            .map_err(remote)?;
        Ok(list.into_inner().programs)
    }

    /// One program, as the caller may see it (`forbidden`, `not_found` passed on).
    ///
    /// # Errors
    /// [`DevicesError::Remote`].
    pub async fn program(&self, id: i64) -> Result<rpb::Program, DevicesError> {
        let p = self
            .client()
            .get_program(rpb::ProgramRef { id })
            .await
            .map_err(remote)?;
        Ok(p.into_inner())
    }

    /// A story with its items (`not_found` for none).
    ///
    /// # Errors
    /// [`DevicesError::Remote`], [`DevicesError::NotFound`].
    pub async fn story(&self, id: i64) -> Result<rpb::Story, DevicesError> {
        self.client()
            .get_story_document(rpb::StoryRef { id })
            .await
            .map_err(remote)?
            .into_inner()
            .story
            .ok_or(DevicesError::NotFound)
    }

    /// A rundown with its blocks, stories and items.
    ///
    /// # Errors
    /// [`DevicesError::Remote`] (`not_found` for none).
    pub async fn rundown(&self, id: i64) -> Result<rpb::Rundown, DevicesError> {
        Ok(self
            .client()
            .get_rundown_by_id(rpb::RundownId { id })
            .await
            .map_err(remote)?
            .into_inner())
    }

    /// Adds a complete item to a story; answers the story as saved.
    ///
    /// # Errors
    /// [`DevicesError::Remote`]: `conflict` for media already in the story, `locked`, `not_found`.
    pub async fn add_item(
        &self,
        story_id: i64,
        item: rpb::StoryItem,
        actor: Option<rpb::Actor>,
    ) -> Result<rpb::Story, DevicesError> {
        Ok(self
            .client()
            .add_story_item(rpb::StoryItemRequest {
                story_id,
                item: Some(item),
                actor,
            })
            .await
            .map_err(remote)?
            .into_inner())
    }

    /// Changes an item of a story; answers the story as saved.
    ///
    /// # Errors
    /// [`DevicesError::Remote`].
    pub async fn update_item(
        &self,
        req: rpb::UpdateStoryItemRequest,
    ) -> Result<rpb::Story, DevicesError> {
        Ok(self
            .client()
            .update_story_item(req)
            .await
            .map_err(remote)?
            .into_inner())
    }

    /// Names a program's CG device (`None` unlinks); answers the program.
    ///
    /// # Errors
    /// [`DevicesError::Remote`].
    pub async fn set_program_cg(
        &self,
        program_id: i64,
        device_id: Option<i64>,
    ) -> Result<rpb::Program, DevicesError> {
        Ok(self
            .client()
            .set_program_cg(rpb::SetProgramCgRequest {
                program_id,
                device_id,
            })
            .await
            .map_err(remote)?
            .into_inner())
    }

    /// Turns a rundown's device integration on or off.
    ///
    /// # Errors
    /// [`DevicesError::Remote`].
    pub async fn set_device_integration(
        &self,
        rundown_id: i64,
        on: bool,
        actor: rpb::Actor,
    ) -> Result<(), DevicesError> {
        self.client()
            .patch_rundown(rpb::PatchRequest {
                id: rundown_id,
                field: "deviceIntegration".into(),
                value_json: on.to_string(),
                actor: Some(actor),
            })
            .await
            .map_err(remote)?;
        Ok(())
    }
}
