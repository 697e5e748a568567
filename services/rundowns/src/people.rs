//! The people a program names (editors, image editors, announcers): the rundowns service keeps their
//! auth-service ids only and asks the auth service for their names (`Auth.ListUsers` with `ids`,
//! one call however many programs), with the caller of the request it serves.

use std::collections::HashMap;

use newsroom_proto::auth::v1 as apb;
use newsroom_proto::auth::v1::auth_client::AuthClient;
use newsroom_proto::transport::Transport;

use crate::service::RundownError;

/// A user as a program names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    /// The auth service's id.
    pub id: i64,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// False for a deactivated user (kept in the program until an administrator removes them).
    pub active: bool,
}

/// A program's people by role, in the order the program lists them; ids the auth service no longer
/// knows are left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Staff {
    /// Its editors.
    pub editors: Vec<Person>,
    /// Its image editors.
    pub image_editors: Vec<Person>,
    /// Its announcers.
    pub announcers: Vec<Person>,
}

/// The auth service, asked for names.
#[derive(Clone)]
pub struct People(AuthClient<Transport>);

impl People {
    /// Asks the auth service behind `auth` (in memory when embedded, a channel when distributed).
    pub fn new(auth: Transport) -> Self {
        People(AuthClient::new(newsroom_proto::caller::propagate(auth)))
    }

    /// The users with these ids, by id (unknown ids are absent).
    ///
    /// # Errors
    /// [`RundownError::Unavailable`] when the auth service does not answer or refuses.
    pub async fn named(&self, ids: &[i64]) -> Result<HashMap<i64, Person>, RundownError> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let mut ids = ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        let page = self
            .0
            .clone()
            .list_users(apb::ListUsersRequest {
                ids,
                ..Default::default()
            })
            .await
            .map_err(|s| RundownError::Unavailable(format!("auth ListUsers: {s}")))?
            .into_inner();
        Ok(page
            .users
            .into_iter()
            .map(|u| {
                let p = Person {
                    id: u.id,
                    name: u.name,
                    nickname: u.nickname,
                    active: u.active,
                };
                (p.id, p)
            })
            .collect())
    }
}

/// The staff of `settings`, named from `people` (what [`People::named`] answered).
pub fn staff_of(
    settings: &newsroom_domain::rundown::ProgramSettings,
    people: &HashMap<i64, Person>,
) -> Staff {
    let named = |ids: &[i64]| {
        ids.iter()
            .filter_map(|id| people.get(id).cloned())
            .collect()
    };
    Staff {
        editors: named(&settings.editors),
        image_editors: named(&settings.image_editors),
        announcers: named(&settings.announcers),
    }
}

/// Every user id `settings` names.
pub fn ids_of(
    settings: &newsroom_domain::rundown::ProgramSettings,
) -> impl Iterator<Item = i64> + '_ {
    settings
        .editors
        .iter()
        .chain(&settings.image_editors)
        .chain(&settings.announcers)
        .copied()
}
