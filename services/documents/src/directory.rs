//! What the documents service asks other services: which programs the caller may see and their names
//! (the rundowns service, `ListPrograms` under the caller's groups), which users exist and their names
//! (the auth service, `ListUsers` with `ids`), the installation's language, and mail to users (the auth
//! service keeps the mail server and the addresses: `SendUserMail`). Calls carry the caller of the request being served. Failures become
//! [`DocumentsError::Unavailable`]: a document is never saved with names nobody could check.

use std::collections::HashSet;

use newsroom_proto::auth::v1 as apb;
use newsroom_proto::auth::v1::auth_client::AuthClient;
use newsroom_proto::devices::v1 as dpb;
use newsroom_proto::devices::v1::devices_client::DevicesClient;
use newsroom_proto::rundowns::v1 as rpb;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;
use newsroom_proto::transport::Transport;

use crate::service::DocumentsError;

/// The auth and rundowns services, as the documents service asks them.
#[derive(Clone)]
pub struct Directory {
    auth: AuthClient<Transport>,
    rundowns: RundownsClient<Transport>,
    /// The devices service, which checks a reportage's graphics against its CG templates; none:
    /// graphics cannot be added or changed ([`DocumentsError::Unavailable`]).
    devices: Option<DevicesClient<Transport>>,
}

impl Directory {
    /// Asks the services behind `auth` and `rundowns` (in memory when embedded, channels when
    /// distributed), passing the caller on.
    pub fn new(auth: Transport, rundowns: Transport) -> Self {
        Self {
            auth: AuthClient::new(newsroom_proto::caller::propagate(auth)),
            rundowns: RundownsClient::new(newsroom_proto::caller::propagate(rundowns)),
            devices: None,
        }
    }

    /// Asks the devices service behind `devices` to check graphics.
    #[must_use]
    pub fn with_devices(mut self, devices: Transport) -> Self {
        self.devices = Some(DevicesClient::new(newsroom_proto::caller::propagate(
            devices,
        )));
        self
    }

    /// A CG item of template `template_id` of CG device `device_id` with the values of
    /// `fields_json` (`{"name": "value"}`), checked by the devices service against the template.
    ///
    /// # Errors
    /// [`DocumentsError::Passed`] with its refusal (`deviceId` not a CG device, `templateId`
    /// unknown, `fields.<name>`); [`DocumentsError::Unavailable`] when it does not answer or is not
    /// configured.
    pub async fn cg_item(
        &self,
        device_id: i64,
        template_id: i64,
        fields_json: &str,
    ) -> Result<rpb::StoryItem, DocumentsError> {
        let Some(devices) = &self.devices else {
            return Err(DocumentsError::Unavailable(
                "no devices service to check graphics".into(),
            ));
        };
        devices
            .clone()
            .check_cg_item(dpb::CheckCgItemRequest {
                device_id,
                template_id,
                fields_json: fields_json.to_owned(),
            })
            .await
            .map(tonic::Response::into_inner)
            .map_err(|s| match newsroom_proto::errors::decode(&s) {
                (
                    newsroom_domain::ErrorCode::Unavailable | newsroom_domain::ErrorCode::Internal,
                    _,
                ) => DocumentsError::Unavailable(format!("devices CheckCgItem: {s}")),
                (code, fields) => DocumentsError::Passed(code, fields),
            })
    }

    /// The ids of every program (active or not) the caller may see; `None` for a call of the system
    /// itself, which sees all.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn programs(&self) -> Result<Option<Vec<i64>>, DocumentsError> {
        if newsroom_proto::caller::current().is_none() {
            return Ok(None);
        }
        Ok(Some(
            self.list_programs().await?.iter().map(|p| p.id).collect(),
        ))
    }

    /// Makes the story `request` asks for (a block, a slug, a script, the document it comes from), on
    /// the caller's behalf (the rundowns service checks their programs and the rundown's state).
    ///
    /// # Errors
    /// [`DocumentsError::Passed`] with the rundowns service's refusal; [`DocumentsError::Unavailable`]
    /// when it does not answer.
    pub async fn create_story(
        &self,
        request: rpb::CreateStoryRequest,
    ) -> Result<rpb::Story, DocumentsError> {
        self.rundowns
            .clone()
            .create_story(request)
            .await
            .map(tonic::Response::into_inner)
            .map_err(|s| match newsroom_proto::errors::decode(&s) {
                (
                    newsroom_domain::ErrorCode::Unavailable | newsroom_domain::ErrorCode::Internal,
                    _,
                ) => DocumentsError::Unavailable(format!("rundowns CreateStory: {s}")),
                (code, fields) => DocumentsError::Passed(code, fields),
            })
    }

    /// Every program (active or not) the caller may see.
    async fn list_programs(&self) -> Result<Vec<rpb::Program>, DocumentsError> {
        let list = self
            .rundowns
            .clone()
            .list_programs(rpb::ListProgramsRequest {
                include_inactive: true,
                with_staff: false,
            })
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("rundowns ListPrograms: {s}")))?;
        Ok(list.into_inner().programs)
    }

    /// Stories with their text as the search indexes them (`ListSearchStories`): those above
    /// `after` when `rundowns` is empty, else those of `rundowns`.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn search_stories(
        &self,
        after: i64,
        rundowns: Vec<i64>,
        limit: i64,
    ) -> Result<Vec<rpb::SearchStory>, DocumentsError> {
        Ok(self
            .rundowns
            .clone()
            .list_search_stories(rpb::SearchStoriesRequest {
                after_id: after,
                rundown_ids: rundowns,
                limit,
            })
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("rundowns ListSearchStories: {s}")))?
            .into_inner()
            .stories)
    }

    /// The newsroom's retentions, kept with the rundown desk's settings (web.md section 9): days
    /// deleted documents stay in the trash, and days versions are kept; 0: forever.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn retention_days(&self) -> Result<crate::housekeeping::Retention, DocumentsError> {
        let s = self
            .rundowns
            .clone()
            .get_settings(rpb::SettingsRequest {})
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("rundowns GetSettings: {s}")))?
            .into_inner();
        Ok(crate::housekeeping::Retention {
            trash_days: s.trash_retention_days,
            version_days: s.version_retention_days,
        })
    }

    /// The names of the programs the caller may see, by id.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn program_names(
        &self,
    ) -> Result<std::collections::HashMap<i64, String>, DocumentsError> {
        Ok(self
            .list_programs()
            .await?
            .into_iter()
            .map(|p| (p.id, p.name))
            .collect())
    }

    /// The users of `ids` the auth service knows (none asked for: none).
    async fn list_users(&self, ids: &[i64]) -> Result<Vec<apb::UserDetail>, DocumentsError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let page = self
            .auth
            .clone()
            .list_users(apb::ListUsersRequest {
                ids: ids.to_vec(),
                ..Default::default()
            })
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("auth ListUsers: {s}")))?;
        Ok(page.into_inner().users)
    }

    /// The full names of the users of `ids` the auth service knows, by id.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn user_names(
        &self,
        ids: &[i64],
    ) -> Result<std::collections::HashMap<i64, String>, DocumentsError> {
        Ok(self
            .list_users(ids)
            .await?
            .into_iter()
            .map(|u| (u.id, u.name))
            .collect())
    }

    /// The installation's language (`en_US`, `es_ES`, `pt_BR`), for what is written to people.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn locale(&self) -> Result<String, DocumentsError> {
        let config = self
            .auth
            .clone()
            .get_branch_config(apb::Empty {})
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("auth GetBranchConfig: {s}")))?;
        Ok(config.into_inner().locale)
    }

    /// Mails `text` to the users of `user_ids` through the auth service's mail server.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`] when the auth service does not answer.
    pub async fn mail_users(
        &self,
        user_ids: &[i64],
        subject: &str,
        text: &str,
    ) -> Result<apb::UserMailResult, DocumentsError> {
        let r = self
            .auth
            .clone()
            .send_user_mail(apb::UserMailRequest {
                user_ids: user_ids.to_vec(),
                subject: subject.to_owned(),
                text: text.to_owned(),
            })
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("auth SendUserMail: {s}")))?;
        Ok(r.into_inner())
    }

    /// Which of `ids` are users the auth service knows.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn known_users(&self, ids: &[i64]) -> Result<HashSet<i64>, DocumentsError> {
        Ok(self.list_users(ids).await?.iter().map(|u| u.id).collect())
    }
}
