//! What the documents service asks other services: which programs the caller may see (the rundowns
//! service, `ListPrograms` under the caller's groups) and which users exist (the auth service,
//! `ListUsers` with `ids`). Calls carry the caller of the request being served. Failures become
//! [`DocumentsError::Unavailable`]: a document is never saved with names nobody could check.

use std::collections::HashSet;

use newsroom_proto::auth::v1 as apb;
use newsroom_proto::auth::v1::auth_client::AuthClient;
use newsroom_proto::rundowns::v1 as rpb;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;
use newsroom_proto::transport::Transport;

use crate::service::DocumentsError;

/// The auth and rundowns services, as the documents service asks them.
#[derive(Clone)]
pub struct Directory {
    auth: AuthClient<Transport>,
    rundowns: RundownsClient<Transport>,
}

impl Directory {
    /// Asks the services behind `auth` and `rundowns` (in memory when embedded, channels when
    /// distributed), passing the caller on.
    pub fn new(auth: Transport, rundowns: Transport) -> Self {
        Self {
            auth: AuthClient::new(newsroom_proto::caller::propagate(auth)),
            rundowns: RundownsClient::new(newsroom_proto::caller::propagate(rundowns)),
        }
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
        let list = self
            .rundowns
            .clone()
            .list_programs(rpb::ListProgramsRequest {
                include_inactive: true,
                with_staff: false,
            })
            .await
            .map_err(|s| DocumentsError::Unavailable(format!("rundowns ListPrograms: {s}")))?;
        Ok(Some(
            list.into_inner().programs.iter().map(|p| p.id).collect(),
        ))
    }

    /// Which of `ids` are users the auth service knows.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn known_users(&self, ids: &[i64]) -> Result<HashSet<i64>, DocumentsError> {
        if ids.is_empty() {
            return Ok(HashSet::new());
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
        Ok(page.into_inner().users.iter().map(|u| u.id).collect())
    }
}
