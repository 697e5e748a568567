//! The demo users and groups (README, "Demo users"): one user per typical newsroom role, each with the
//! password equal to the login name. Only seeded when asked (`--demo`) and only into an empty user
//! table, so a real installation never gets them.

use newsroom_domain::permission::{Area, Level, Permissions};

use super::{AuthError, AuthService, hash_password, now};
use crate::store::{AuthStore, GroupFields, PasswordChange, UserFields};

/// (login, full name, group) of every demo user.
pub const DEMO_USERS: &[(&str, &str, &str)] = &[
    ("admin", "Ana Admin", "Administrators"),
    ("producer", "Paula Producer", "Producers"),
    ("editor", "Eddie Editor", "Editors"),
    ("reporter", "Rita Reporter", "Reporters"),
    ("viewer", "Victor Viewer", "Viewers"),
    ("guest", "Gina Guest", "Guests"),
];

fn group_permissions(group: &str) -> Permissions {
    use Area::*;
    let mut p = Permissions::none();
    let grant = |p: &mut Permissions, areas: &[Area], level: Level| {
        for a in areas {
            p.grant(*a, level);
        }
    };
    match group {
        "Administrators" => grant(&mut p, Area::ALL, Level::Admin),
        "Producers" => {
            grant(
                &mut p,
                &[
                    Rundown,
                    Story,
                    Assignment,
                    AssignmentProposal,
                    Production,
                    NewsReport,
                    Report,
                    Round,
                    Chat,
                    Contact,
                    Document,
                    Media,
                    Team,
                ],
                Level::Write,
            );
            grant(&mut p, &[Mobile, Program, Agency, Calendar], Level::Read);
        }
        "Editors" => {
            grant(
                &mut p,
                &[Story, AssignmentProposal, Chat, Document, Media],
                Level::Write,
            );
            // The editor approves reportages for air (docs/adr/0003-documents.md, "Reportages").
            grant(&mut p, &[NewsReport], Level::Admin);
            grant(
                &mut p,
                &[
                    Rundown, Mobile, Assignment, Production, Report, Round, Contact, Agency,
                    Calendar, Team,
                ],
                Level::Read,
            );
        }
        "Reporters" => {
            // Photos from the field are files (docs/adr/0003-documents.md, "Files").
            grant(
                &mut p,
                &[NewsReport, AssignmentProposal, Report, Chat, Contact, Media],
                Level::Write,
            );
            grant(
                &mut p,
                // A reporter reads the checklist of the shoot (docs/adr/0003-documents.md, "Productions").
                // and the crews' schedule (docs/adr/0003-documents.md, "Teams").
                &[
                    Rundown, Story, Mobile, Assignment, Production, Round, Calendar, Team,
                ],
                Level::Read,
            );
        }
        "Viewers" => grant(
            &mut p,
            &[Rundown, Story, Assignment, NewsReport],
            Level::Read,
        ),
        // A user without rundown permission, for the route guards.
        _ => grant(&mut p, &[Chat, Contact], Level::Read),
    }
    p
}

impl<S: AuthStore> AuthService<S> {
    /// Seeds the demo groups and users when there is no user yet; returns whether it did.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn seed_demo(&self) -> Result<bool, AuthError> {
        if self.store().count_users().await? > 0 {
            return Ok(false);
        }
        let mut groups = std::collections::HashMap::new();
        for (_, _, group) in DEMO_USERS {
            if !groups.contains_key(group) {
                let id = self
                    .store()
                    .create_group(&GroupFields {
                        name: (*group).to_owned(),
                        permissions: group_permissions(group),
                        editors: *group == "Editors",
                        image_editors: *group == "Editors",
                        producers: *group == "Producers",
                        reporters: *group == "Reporters",
                        categories: Vec::new(),
                    })
                    .await?;
                groups.insert(*group, id);
            }
        }
        for (login, name, group) in DEMO_USERS {
            self.store()
                .create_user(
                    UserFields {
                        name: (*name).to_owned(),
                        nickname: (*login).to_owned(),
                        email: format!("{login}@newsroom.example"),
                        directory_user: false,
                        expiration_days: 0,
                        active: true,
                        groups: vec![groups[group]],
                    },
                    Some(PasswordChange {
                        hash: hash_password(login)?,
                        must_change: false,
                        at: now() as i64,
                    }),
                )
                .await?;
        }
        tracing::info!(users = DEMO_USERS.len(), "demo users seeded");
        Ok(true)
    }
}
