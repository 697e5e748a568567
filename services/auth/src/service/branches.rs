//! Branches and the installation's configuration (web.md sections 3, 5 and 7; mobile.md section 1):
//! the registry of the broadcaster's stations and bureaus (name and address unique), and the one
//! configuration every client reads before anyone logs in (language, name, mobile login domain).

use newsroom_domain::branch::{self, BranchConfig, Locale};
use newsroom_domain::ids::BranchId;
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

use super::{AuthError, AuthService, validate};
use crate::store::{AuthStore, BranchFields, BranchRecord, setting};

/// A branch or the configuration as entered: the locale as typed (`pt_BR`), checked here.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BranchInput {
    /// Name (required, unique, at most [`branch::NAME_MAX`]).
    pub name: String,
    /// Address (required, unique, at most [`branch::ADDRESS_MAX`]).
    pub address: String,
    /// `en_US`, `es_ES` or `pt_BR`.
    pub locale: String,
}

/// The configuration as entered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConfigInput {
    /// `en_US`, `es_ES` or `pt_BR`.
    pub locale: String,
    /// The installation's name (required, at most [`branch::NAME_MAX`]).
    pub branch_name: String,
    /// Mobile login domain suffix; empty: none.
    pub login_domain: String,
}

fn locale(fields: &mut FieldErrors, value: &str) -> Locale {
    value.parse().unwrap_or_else(|_| {
        let options: Vec<&str> = Locale::ALL.iter().map(|l| l.as_str()).collect();
        fields.insert(
            "locale".to_owned(),
            FieldMessage::from(FieldCode::OneOf).with("options", options.join(", ")),
        );
        Locale::EnUs
    })
}

impl<S: AuthStore> AuthService<S> {
    /// The installation's configuration: as saved, or the settings' defaults (`NEWSROOM_LOCALE`,
    /// `NEWSROOM_BRANCH_NAME`) until an administrator saves one.
    ///
    /// # Errors
    /// When storage fails or the saved value is unreadable.
    pub async fn branch_config(&self) -> Result<BranchConfig, AuthError> {
        match self.store.setting(setting::BRANCH_CONFIG).await? {
            Some(json) => serde_json::from_str(&json)
                .map_err(|e| AuthError::Stored(format!("branch configuration: {e}"))),
            None => Ok(BranchConfig {
                locale: self.settings.locale,
                branch_name: self.settings.branch_name.clone(),
                login_domain: String::new(),
            }),
        }
    }

    /// Saves the installation's configuration.
    ///
    /// # Errors
    /// [`AuthError::Invalid`] on `locale` (one of), `branchName` (required, length), `loginDomain`
    /// (a DNS name).
    pub async fn set_branch_config(&self, input: &ConfigInput) -> Result<BranchConfig, AuthError> {
        let mut fields = FieldErrors::new();
        let locale = locale(&mut fields, &input.locale);
        let branch_name = validate::text(
            &mut fields,
            "branchName",
            &input.branch_name,
            branch::NAME_MAX,
        );
        let login_domain = input
            .login_domain
            .trim()
            .trim_start_matches('@')
            .to_ascii_lowercase();
        if !branch::valid_login_domain(&login_domain) {
            fields.insert("loginDomain".to_owned(), FieldCode::Domain.into());
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let config = BranchConfig {
            locale,
            branch_name,
            login_domain,
        };
        let json = serde_json::to_string(&config)
            .map_err(|e| AuthError::Stored(format!("branch configuration: {e}")))?;
        self.store
            .put_setting(setting::BRANCH_CONFIG, Some(json))
            .await?;
        tracing::info!(locale = %config.locale, "branch configuration saved");
        Ok(config)
    }

    fn clean_branch(input: &BranchInput) -> Result<BranchFields, AuthError> {
        let mut fields = FieldErrors::new();
        let name = validate::text(&mut fields, "name", &input.name, branch::NAME_MAX);
        let address = validate::text(&mut fields, "address", &input.address, branch::ADDRESS_MAX);
        let locale = locale(&mut fields, &input.locale);
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        Ok(BranchFields {
            name,
            address,
            locale,
        })
    }

    /// Every branch, by name.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn branches(&self) -> Result<Vec<BranchRecord>, AuthError> {
        Ok(self.store.branches().await?)
    }

    async fn branch(&self, id: BranchId) -> Result<BranchRecord, AuthError> {
        self.store
            .branches()
            .await?
            .into_iter()
            .find(|b| b.id == id)
            .ok_or(AuthError::NotFound)
    }

    /// Creates a branch.
    ///
    /// # Errors
    /// [`AuthError::Invalid`]; a name or address in use is a conflict (web.md section 5).
    pub async fn create_branch(&self, input: &BranchInput) -> Result<BranchRecord, AuthError> {
        let fields = Self::clean_branch(input)?;
        let id = self.store.create_branch(&fields).await?;
        tracing::info!(branch = id.get(), "branch created");
        self.branch(id).await
    }

    /// Replaces a branch.
    ///
    /// # Errors
    /// [`AuthError::NotFound`], [`AuthError::Invalid`], a conflict.
    pub async fn update_branch(
        &self,
        id: BranchId,
        input: &BranchInput,
    ) -> Result<BranchRecord, AuthError> {
        let fields = Self::clean_branch(input)?;
        self.store.update_branch(id, &fields).await?;
        tracing::info!(branch = id.get(), "branch updated");
        self.branch(id).await
    }

    /// Deletes a branch.
    ///
    /// # Errors
    /// [`AuthError::NotFound`].
    pub async fn delete_branch(&self, id: BranchId) -> Result<(), AuthError> {
        self.store.delete_branch(id).await?;
        tracing::info!(branch = id.get(), "branch deleted");
        Ok(())
    }
}
