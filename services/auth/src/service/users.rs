//! Users (web.md sections 3, 5 and 7): the administrators' registry, "my data", deactivation and
//! restore (users are never hard-deleted: what they wrote keeps its author), password resets.

use std::collections::{BTreeMap, BTreeSet};

use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::{Area, Level, Permissions};
use newsroom_domain::{FieldCode, FieldErrors};

use super::{AuthError, AuthService, hash_password, now, one_time_password, validate};
use crate::store::{AuthStore, PasswordChange, UserFields, UserQuery, UserRecord};

/// A user as an administrator enters them.
#[derive(Debug, Clone, Default)]
pub struct UserInput {
    /// Full name (required, at most 120 characters).
    pub name: String,
    /// Login name (required, unique, no spaces).
    pub nickname: String,
    /// E-mail (required, unique, valid).
    pub email: String,
    /// Password: required on create (unless a directory user); empty on update keeps it. The user
    /// must change it at their first login.
    pub password: String,
    /// The same password again.
    pub password_confirmation: String,
    /// Days a password lasts; 0: forever.
    pub expiration_days: u32,
    /// Logs in by a directory-service bind (no password stored).
    pub directory_user: bool,
    /// May log in.
    pub active: bool,
    /// Groups.
    pub group_ids: Vec<GroupId>,
}

/// "My data": what users change about themselves.
#[derive(Debug, Clone, Default)]
pub struct SelfInput {
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// E-mail.
    pub email: String,
    /// Needed to set a new password.
    pub current_password: String,
    /// New password; empty keeps the current one.
    pub password: String,
    /// The new password again.
    pub password_confirmation: String,
}

/// Who administers users: the holders of USER at admin level (they change groups and permissions).
fn administers(p: &Permissions) -> bool {
    p.allows(Area::User, Level::Admin)
}

impl<S: AuthStore> AuthService<S> {
    /// One page of users and the number of matches.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn list_users(&self, query: &UserQuery) -> Result<(Vec<UserRecord>, u64), AuthError> {
        Ok(self.store.list_users(query).await?)
    }

    /// One user.
    ///
    /// # Errors
    /// [`AuthError::NotFound`].
    pub async fn user(&self, id: UserId) -> Result<UserRecord, AuthError> {
        self.store.find(id).await?.ok_or(AuthError::NotFound)
    }

    /// Checks the fields shared by create and update; returns them cleaned.
    async fn user_fields(
        &self,
        fields: &mut FieldErrors,
        input: &UserInput,
    ) -> Result<UserFields, AuthError> {
        let name = validate::text(fields, "name", &input.name, validate::NAME_MAX);
        let nickname = validate::nickname(fields, &input.nickname);
        let email = validate::email(fields, &input.email);
        validate::expiration_days(fields, input.expiration_days);
        let known: BTreeSet<GroupId> = self.store.groups().await?.iter().map(|g| g.id).collect();
        if input.group_ids.iter().any(|g| !known.contains(g)) {
            fields.insert("groupIds".to_owned(), FieldCode::UnknownGroup.into());
        }
        Ok(UserFields {
            name,
            nickname,
            email,
            directory_user: input.directory_user,
            expiration_days: input.expiration_days,
            active: input.active,
            groups: input.group_ids.clone(),
        })
    }

    /// Creates a user. Their password is a one-time password: they choose their own at the first
    /// login (web.md "first access").
    ///
    /// # Errors
    /// [`AuthError::Invalid`] by field; a taken login name or e-mail is a conflict.
    pub async fn create_user(&self, input: UserInput) -> Result<UserRecord, AuthError> {
        let mut fields = FieldErrors::new();
        let user = self.user_fields(&mut fields, &input).await?;
        let wants_password = !input.directory_user || !input.password.is_empty();
        if wants_password {
            validate::new_password(
                &mut fields,
                ("password", "passwordConfirmation"),
                &input.password,
                &input.password_confirmation,
                self.settings.password_min_length,
            );
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let password = if wants_password && !input.directory_user {
            Some(PasswordChange {
                hash: hash_password(&input.password)?,
                must_change: true,
                at: now() as i64,
            })
        } else {
            None
        };
        let id = self.store.create_user(user, password).await?;
        tracing::info!(user = id.get(), "user created");
        self.user(id).await
    }

    /// Replaces a user's fields. A new password (not empty) is one-time, as on create. Changed
    /// groups or a deactivation end the user's sessions (web.md section 6: they log in again).
    ///
    /// # Errors
    /// [`AuthError::NotFound`], [`AuthError::Invalid`], a conflict, or
    /// [`AuthError::LastAdministrator`].
    pub async fn update_user(&self, id: UserId, input: UserInput) -> Result<UserRecord, AuthError> {
        let before = self.user(id).await?;
        let mut fields = FieldErrors::new();
        let user = self.user_fields(&mut fields, &input).await?;
        if !input.password.is_empty() || !input.password_confirmation.is_empty() {
            validate::new_password(
                &mut fields,
                ("password", "passwordConfirmation"),
                &input.password,
                &input.password_confirmation,
                self.settings.password_min_length,
            );
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let (active, groups) = (user.active, user.groups.clone());
        self.keep_an_administrator(|users, _| {
            if let Some(u) = users.get_mut(&id) {
                *u = (active, groups.clone());
            }
        })
        .await?;
        let password = if input.password.is_empty() || input.directory_user {
            None
        } else {
            Some(PasswordChange {
                hash: hash_password(&input.password)?,
                must_change: true,
                at: now() as i64,
            })
        };
        let reset = password.is_some();
        let mut new_groups = user.groups.clone();
        new_groups.sort_unstable();
        new_groups.dedup();
        self.store.update_user(id, user, password).await?;
        if new_groups != before.group_ids || !active || reset {
            self.end_sessions(id).await?;
        }
        tracing::info!(user = id.get(), "user updated");
        self.user(id).await
    }

    /// "My data": the caller changes their name, login name, e-mail and, with the current password,
    /// their password. Their groups, expiry and state stay.
    ///
    /// # Errors
    /// [`AuthError::Invalid`] (`currentPassword` wrong, the policy), a conflict.
    pub async fn update_self(&self, id: UserId, input: SelfInput) -> Result<UserRecord, AuthError> {
        let me = self.user(id).await?;
        let mut fields = FieldErrors::new();
        let name = validate::text(&mut fields, "name", &input.name, validate::NAME_MAX);
        let nickname = validate::nickname(&mut fields, &input.nickname);
        let email = validate::email(&mut fields, &input.email);
        let mut password = None;
        if !input.password.is_empty() || !input.password_confirmation.is_empty() {
            validate::new_password(
                &mut fields,
                ("password", "passwordConfirmation"),
                &input.password,
                &input.password_confirmation,
                self.settings.password_min_length,
            );
            if me.directory_user
                || self
                    .check_password(&me.nickname, &input.current_password)
                    .await
                    .is_err()
            {
                fields.insert(
                    "currentPassword".to_owned(),
                    FieldCode::WrongPassword.into(),
                );
            } else if input.password == input.current_password {
                fields.insert("password".to_owned(), FieldCode::SamePassword.into());
            }
            password = Some(PasswordChange {
                hash: hash_password(&input.password)?,
                must_change: false,
                at: now() as i64,
            });
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let user = UserFields {
            name,
            nickname,
            email,
            directory_user: me.directory_user,
            expiration_days: me.expiration_days,
            active: me.active,
            groups: me.group_ids.clone(),
        };
        self.store.update_user(id, user, password).await?;
        self.user(id).await
    }

    /// Deactivates (`active` false: "delete") or restores users. Deactivated users' sessions end.
    ///
    /// # Errors
    /// [`AuthError::NotFound`] when an id is unknown (nothing changes);
    /// [`AuthError::LastAdministrator`].
    pub async fn set_users_active(&self, ids: &[UserId], active: bool) -> Result<(), AuthError> {
        if !active {
            self.keep_an_administrator(|users, _| {
                for id in ids {
                    if let Some(u) = users.get_mut(id) {
                        u.0 = false;
                    }
                }
            })
            .await?;
        }
        self.store.set_active(ids, active).await?;
        if !active {
            for id in ids {
                self.end_sessions(*id).await?;
            }
        }
        tracing::info!(users = ?ids.iter().map(|i| i.get()).collect::<Vec<_>>(), active, "users' state set");
        Ok(())
    }

    /// Gives a user a new one-time password (returned, to hand over) and ends their sessions.
    ///
    /// # Errors
    /// [`AuthError::NotFound`]; a directory user has no password here ([`AuthError::Invalid`]).
    pub async fn reset_password(&self, id: UserId) -> Result<String, AuthError> {
        let user = self.user(id).await?;
        if user.directory_user {
            return Err(AuthError::Invalid(FieldErrors::from([(
                "directoryUser".to_owned(),
                FieldCode::Invalid.into(),
            )])));
        }
        let password = one_time_password();
        self.store
            .set_password(
                id,
                PasswordChange {
                    hash: hash_password(&password)?,
                    must_change: true,
                    at: now() as i64,
                },
            )
            .await?;
        self.end_sessions(id).await?;
        tracing::info!(user = id.get(), "password reset");
        Ok(password)
    }

    /// Records that the user has seen the notices up to now.
    ///
    /// # Errors
    /// [`AuthError::NotFound`].
    pub async fn register_last_notice(&self, id: UserId) -> Result<(), AuthError> {
        Ok(self.store.set_last_notice(id, now() as i64).await?)
    }

    /// Fails with [`AuthError::LastAdministrator`] when `change` (applied to every user's active
    /// flag and groups, and every group's permissions) leaves no active user administering users,
    /// while one exists now.
    pub(super) async fn keep_an_administrator(
        &self,
        change: impl FnOnce(
            &mut BTreeMap<UserId, (bool, Vec<GroupId>)>,
            &mut BTreeMap<GroupId, Permissions>,
        ),
    ) -> Result<(), AuthError> {
        let (users, _) = self.store.list_users(&UserQuery::default()).await?;
        let mut groups: BTreeMap<GroupId, Permissions> = self
            .store
            .groups()
            .await?
            .into_iter()
            .map(|g| (g.id, g.fields.permissions))
            .collect();
        let mut state: BTreeMap<UserId, (bool, Vec<GroupId>)> = users
            .into_iter()
            .map(|u| (u.id, (u.active, u.group_ids)))
            .collect();
        let count = |state: &BTreeMap<UserId, (bool, Vec<GroupId>)>,
                     groups: &BTreeMap<GroupId, Permissions>| {
            state
                .values()
                .filter(|(active, gs)| {
                    *active
                        && administers(&Permissions::union(gs.iter().filter_map(|g| groups.get(g))))
                })
                .count()
        };
        let before = count(&state, &groups);
        change(&mut state, &mut groups);
        if before > 0 && count(&state, &groups) == 0 {
            return Err(AuthError::LastAdministrator);
        }
        Ok(())
    }
}
