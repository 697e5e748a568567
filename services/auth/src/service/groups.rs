//! Groups and their permissions (web.md sections 3, 5 and 6): a level per area, the pickers their
//! members appear in, report categories. Changing a group's permissions ends its members' sessions.

use newsroom_domain::ids::GroupId;
use newsroom_domain::permission::Permissions;
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

use super::{AuthError, AuthService, validate};
use crate::store::{AuthStore, GroupFields, GroupRecord, UserQuery};

/// Most report categories a group holds.
pub const CATEGORIES_MAX: usize = 100;

/// A group as an administrator enters it.
pub type GroupInput = GroupFields;

impl<S: AuthStore> AuthService<S> {
    /// Every group, by name.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn groups(&self) -> Result<Vec<GroupRecord>, AuthError> {
        Ok(self.store.groups().await?)
    }

    /// One group.
    ///
    /// # Errors
    /// [`AuthError::NotFound`].
    pub async fn group(&self, id: GroupId) -> Result<GroupRecord, AuthError> {
        self.store.group(id).await?.ok_or(AuthError::NotFound)
    }

    fn clean_group(input: &GroupInput) -> Result<GroupFields, AuthError> {
        let mut fields = FieldErrors::new();
        let name = validate::text(&mut fields, "name", &input.name, validate::NAME_MAX);
        let mut categories = Vec::new();
        for (i, c) in input.categories.iter().enumerate() {
            let c = validate::text(
                &mut fields,
                &format!("categories[{i}]"),
                c,
                validate::NAME_MAX,
            );
            if categories.contains(&c) {
                fields.insert(
                    format!("categories[{i}]"),
                    FieldMessage::from(FieldCode::Duplicate).with("value", c.clone()),
                );
            }
            categories.push(c);
        }
        if categories.len() > CATEGORIES_MAX {
            fields.insert(
                "categories".to_owned(),
                FieldMessage::from(FieldCode::TooMany).with("max", CATEGORIES_MAX),
            );
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        Ok(GroupFields {
            name,
            categories,
            ..input.clone()
        })
    }

    /// Creates a group.
    ///
    /// # Errors
    /// [`AuthError::Invalid`]; a taken name is a conflict.
    pub async fn create_group(&self, input: &GroupInput) -> Result<GroupRecord, AuthError> {
        let group = Self::clean_group(input)?;
        let id = self.store.create_group(&group).await?;
        tracing::info!(group = id.get(), "group created");
        self.group(id).await
    }

    /// Replaces a group. When its permissions change, its members' sessions end (they log in again
    /// with the new permissions, web.md section 6).
    ///
    /// # Errors
    /// [`AuthError::NotFound`], [`AuthError::Invalid`], a conflict, [`AuthError::LastAdministrator`].
    pub async fn update_group(
        &self,
        id: GroupId,
        input: &GroupInput,
    ) -> Result<GroupRecord, AuthError> {
        let before = self.group(id).await?;
        let group = Self::clean_group(input)?;
        let permissions: Permissions = group.permissions.clone();
        self.keep_an_administrator(|_, groups| {
            groups.insert(id, permissions);
        })
        .await?;
        self.store.update_group(id, &group).await?;
        if before.fields.permissions != group.permissions {
            let (members, _) = self
                .store
                .list_users(&UserQuery {
                    group: Some(id),
                    ..UserQuery::default()
                })
                .await?;
            for m in members {
                self.end_sessions(m.id).await?;
            }
        }
        tracing::info!(group = id.get(), "group updated");
        self.group(id).await
    }

    /// Deletes a group without members.
    ///
    /// # Errors
    /// [`AuthError::NotFound`]; [`AuthError::GroupHasUsers`] (web.md section 5).
    pub async fn delete_group(&self, id: GroupId) -> Result<(), AuthError> {
        if self.store.delete_group(id).await? {
            tracing::info!(group = id.get(), "group deleted");
            Ok(())
        } else {
            Err(AuthError::GroupHasUsers)
        }
    }
}
