//! The directory service (LDAP / Active Directory; issue 10, web.md sections 1, 3, 4 and 8): its
//! settings (one record, the bind password sealed at rest and never given back), the connection
//! test, the logins of directory users (a bind, their password never stored) and the
//! synchronisation of directory users, which runs in the background, one at a time.
//!
//! A synchronisation creates the users the filter finds as directory users, with the mapped name,
//! e-mail and groups; updates those whose name, e-mail or mapped groups changed; deactivates the
//! directory users it no longer finds. It never touches a local user (an entry with a local user's
//! login or e-mail is skipped), never reactivates a user (an administrator's deactivation stands,
//! and so does its own until an administrator restores the user), and only sets the groups that
//! appear in the mapping (the others stay as administrators set them). It plans every change before
//! it writes one, and refuses a plan that would leave no active user administering users (its
//! report's error then says so), as an administrator's own change would be refused.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use newsroom_domain::ids::GroupId;
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

use super::{AuthError, AuthService, now, validate};
use crate::directory::{self, Failure, Params};
use crate::store::{
    AuthStore, DirectoryRecord, GroupMapping, StoreError, SyncReport, UserFields, UserQuery,
    UserRecord,
};

/// Longest URL, DN or filter accepted (characters).
const TEXT_MAX: usize = 1000;
/// Longest attribute name.
const ATTRIBUTE_MAX: usize = 100;

/// The settings as an administrator enters them.
#[derive(Debug, Clone, Default)]
pub struct DirectoryInput {
    /// Directory users may log in.
    pub enabled: bool,
    /// `ldap://host[:port]` or `ldaps://host[:port]`.
    pub url: String,
    /// StartTLS on an `ldap://` connection (refused with `ldaps://`).
    pub starttls: bool,
    /// The service account's DN; empty: anonymous.
    pub bind_dn: String,
    /// `None`: keep the stored password; `Some("")`: none.
    pub bind_password: Option<String>,
    /// Where users are searched.
    pub base_dn: String,
    /// The LDAP filter that finds users.
    pub user_filter: String,
    /// Login name attribute.
    pub login_attribute: String,
    /// Full name attribute.
    pub name_attribute: String,
    /// E-mail attribute.
    pub email_attribute: String,
    /// Directory group -> Newsroom group.
    pub group_mappings: Vec<GroupMapping>,
}

/// The settings as administrators see them: the record without its password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectoryView {
    /// The settings; `bind_password` is always empty here.
    pub settings: DirectoryRecord,
    /// A bind password is stored.
    pub password_set: bool,
}

/// The outcome of a connection test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TestOutcome {
    /// Bound; the filter finds this many users.
    Found(u64),
    /// The step that failed and why.
    Failed(Failure),
}

/// Whether a synchronisation runs, and the last one's report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncStatus {
    /// One is running in this process.
    pub running: bool,
    /// The last report (the running one's, unfinished, while it runs).
    pub last: Option<SyncReport>,
}

/// The defaults of a directory never configured (OpenLDAP's inetOrgPerson).
fn unconfigured() -> DirectoryRecord {
    DirectoryRecord {
        user_filter: "(objectClass=inetOrgPerson)".to_owned(),
        login_attribute: "uid".to_owned(),
        name_attribute: "cn".to_owned(),
        email_attribute: "mail".to_owned(),
        ..DirectoryRecord::default()
    }
}

/// Clears the running flag when the synchronisation ends, even by a panic.
struct Running(Arc<AtomicBool>);

impl Drop for Running {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

fn url_ok(url: &str) -> bool {
    ["ldap://", "ldaps://"].iter().any(|scheme| {
        url.strip_prefix(scheme).is_some_and(|rest| {
            let host = rest.split('/').next().unwrap_or_default();
            !host.is_empty() && !host.starts_with(':') && !host.contains(char::is_whitespace)
        })
    })
}

fn attribute(fields: &mut FieldErrors, field: &str, value: &str) -> String {
    let value = validate::text(fields, field, value, ATTRIBUTE_MAX);
    if !value.is_empty()
        && !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ';' || c == '.')
    {
        fields
            .entry(field.to_owned())
            .or_insert(FieldCode::Invalid.into());
    }
    value
}

/// One write of a synchronisation.
enum Change {
    /// A new directory user.
    Create(UserFields),
    /// A directory user's new name, e-mail or mapped groups (the user as they were).
    Update(UserRecord, UserFields),
    /// A directory user the directory no longer lists.
    Deactivate(UserRecord),
}

/// The changes that bring Newsroom's directory users in line with `snapshot`; entries left alone
/// are counted in `report.skipped`. Never a change of a local user.
fn plan(
    settings: &DirectoryRecord,
    snapshot: &directory::Snapshot,
    users: &[UserRecord],
    report: &mut SyncReport,
) -> Vec<Change> {
    let mapped: BTreeSet<GroupId> = settings.group_mappings.iter().map(|m| m.group).collect();
    let mut changes = Vec::new();
    let mut seen = BTreeSet::new();
    for entry in &snapshot.entries {
        let mut fields = FieldErrors::new();
        let nickname = validate::nickname(&mut fields, &entry.login);
        let email = validate::email(&mut fields, &entry.email);
        let name = if entry.name.is_empty() {
            nickname.clone()
        } else {
            entry.name.clone()
        };
        let name = validate::text(&mut fields, "name", &name, validate::NAME_MAX);
        let key = nickname.to_lowercase();
        if !fields.is_empty() || !seen.insert(key.clone()) {
            tracing::warn!(dn = %entry.dn, ?fields, "directory entry skipped");
            report.skipped += 1;
            continue;
        }
        let directory_groups: BTreeSet<GroupId> = settings
            .group_mappings
            .iter()
            .filter(|m| snapshot.is_member(entry, &m.directory_group))
            .map(|m| m.group)
            .collect();
        match users.iter().find(|u| u.nickname.to_lowercase() == key) {
            Some(u) if !u.directory_user => {
                tracing::warn!(dn = %entry.dn, login = %nickname, "a local user has this login: skipped");
                report.skipped += 1;
            }
            Some(u) => {
                // The mapped groups follow the directory; the others stay as administrators set them.
                let groups: BTreeSet<GroupId> = u
                    .group_ids
                    .iter()
                    .filter(|g| !mapped.contains(g))
                    .chain(&directory_groups)
                    .copied()
                    .collect();
                let before: BTreeSet<GroupId> = u.group_ids.iter().copied().collect();
                if u.name != name || !u.email.eq_ignore_ascii_case(&email) || groups != before {
                    let fields = UserFields {
                        name,
                        nickname: u.nickname.clone(),
                        email,
                        directory_user: true,
                        expiration_days: u.expiration_days,
                        active: u.active,
                        groups: groups.into_iter().collect(),
                    };
                    changes.push(Change::Update(u.clone(), fields));
                }
            }
            None => changes.push(Change::Create(UserFields {
                name,
                nickname,
                email,
                directory_user: true,
                expiration_days: 0,
                active: true,
                groups: directory_groups.into_iter().collect(),
            })),
        }
    }
    for u in users
        .iter()
        .filter(|u| u.directory_user && u.active && !seen.contains(&u.nickname.to_lowercase()))
    {
        changes.push(Change::Deactivate(u.clone()));
    }
    changes
}

impl<S: AuthStore> AuthService<S> {
    /// What a directory call needs, the password opened.
    fn params(&self, r: &DirectoryRecord) -> Result<Params, AuthError> {
        let bind_password = self
            .unseal(&r.bind_password, "directory bind password")
            .map_err(AuthError::DirectoryUnavailable)?;
        Ok(Params {
            url: r.url.clone(),
            starttls: r.starttls,
            bind_dn: r.bind_dn.clone(),
            bind_password,
            base_dn: r.base_dn.clone(),
            user_filter: r.user_filter.clone(),
            login_attribute: r.login_attribute.clone(),
            name_attribute: r.name_attribute.clone(),
            email_attribute: r.email_attribute.clone(),
        })
    }

    /// The saved settings, or [`AuthError::DirectoryNotConfigured`].
    async fn configured(&self) -> Result<DirectoryRecord, AuthError> {
        self.store
            .directory()
            .await?
            .ok_or(AuthError::DirectoryNotConfigured)
    }

    /// The settings (defaults before they are first saved), without the bind password.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn directory_config(&self) -> Result<DirectoryView, AuthError> {
        let mut settings = self.store.directory().await?.unwrap_or_else(unconfigured);
        let password_set = !settings.bind_password.is_empty();
        settings.bind_password.clear();
        Ok(DirectoryView {
            settings,
            password_set,
        })
    }

    /// Checks and saves the settings; the bind password is sealed, and kept when `bind_password` is
    /// `None`.
    ///
    /// # Errors
    /// [`AuthError::Invalid`] by field (`url`: `ldap_url`; `startTls` with `ldaps://`;
    /// `userFilter`: `ldap_filter`; `baseDn`, the attributes: required;
    /// `groupMappings[i].directoryGroup`: required, `groupMappings[i].groupId`: `unknown_group`).
    pub async fn save_directory_config(
        &self,
        input: DirectoryInput,
    ) -> Result<DirectoryView, AuthError> {
        let mut fields = FieldErrors::new();
        let url = input.url.trim().to_owned();
        if url.is_empty() {
            fields.insert("url".to_owned(), FieldCode::Required.into());
        } else if url.chars().count() > TEXT_MAX {
            fields.insert("url".to_owned(), FieldMessage::too_long(TEXT_MAX));
        } else if !url_ok(&url) {
            fields.insert("url".to_owned(), FieldCode::LdapUrl.into());
        } else if input.starttls && url.starts_with("ldaps://") {
            fields.insert("startTls".to_owned(), FieldCode::Invalid.into());
        }
        let bind_dn = input.bind_dn.trim().to_owned();
        if bind_dn.chars().count() > TEXT_MAX {
            fields.insert("bindDn".to_owned(), FieldMessage::too_long(TEXT_MAX));
        } else if bind_dn.chars().any(char::is_control) {
            fields.insert("bindDn".to_owned(), FieldCode::SingleLine.into());
        }
        if let Some(p) = &input.bind_password
            && p.chars().count() > validate::PASSWORD_MAX
        {
            fields.insert(
                "bindPassword".to_owned(),
                FieldMessage::too_long(validate::PASSWORD_MAX),
            );
        }
        let base_dn = validate::text(&mut fields, "baseDn", &input.base_dn, TEXT_MAX);
        let user_filter = validate::text(&mut fields, "userFilter", &input.user_filter, TEXT_MAX);
        if !user_filter.is_empty()
            && !fields.contains_key("userFilter")
            && !directory::valid_filter(&user_filter)
        {
            fields.insert("userFilter".to_owned(), FieldCode::LdapFilter.into());
        }
        let login_attribute = attribute(&mut fields, "loginAttribute", &input.login_attribute);
        let name_attribute = attribute(&mut fields, "nameAttribute", &input.name_attribute);
        let email_attribute = attribute(&mut fields, "emailAttribute", &input.email_attribute);
        let known: BTreeSet<GroupId> = self.store.groups().await?.iter().map(|g| g.id).collect();
        let mut group_mappings = Vec::new();
        for (i, m) in input.group_mappings.iter().enumerate() {
            let directory_group = validate::text(
                &mut fields,
                &format!("groupMappings[{i}].directoryGroup"),
                &m.directory_group,
                TEXT_MAX,
            );
            if !known.contains(&m.group) {
                fields.insert(
                    format!("groupMappings[{i}].groupId"),
                    FieldCode::UnknownGroup.into(),
                );
            }
            group_mappings.push(GroupMapping {
                directory_group,
                group: m.group,
            });
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let bind_password = match &input.bind_password {
            Some(p) => self.seal(p),
            None => self
                .store
                .directory()
                .await?
                .map(|r| r.bind_password)
                .unwrap_or_default(),
        };
        self.store
            .save_directory(&DirectoryRecord {
                enabled: input.enabled,
                url,
                starttls: input.starttls,
                bind_dn,
                bind_password,
                base_dn,
                user_filter,
                login_attribute,
                name_attribute,
                email_attribute,
                group_mappings,
            })
            .await
            .map_err(|e| match e {
                // A mapped group deleted meanwhile.
                StoreError::NotFound => AuthError::Invalid(FieldErrors::from([(
                    "groupMappings".to_owned(),
                    FieldCode::UnknownGroup.into(),
                )])),
                e => e.into(),
            })?;
        tracing::info!(enabled = input.enabled, "directory settings saved");
        self.directory_config().await
    }

    /// The connection test, on the saved settings (enabled or not): binds as the service account and
    /// counts the users the filter finds, or says which step failed and why.
    ///
    /// # Errors
    /// [`AuthError::DirectoryNotConfigured`]; storage.
    pub async fn test_directory(&self) -> Result<TestOutcome, AuthError> {
        let settings = self.configured().await?;
        let params = match self.params(&settings) {
            Ok(p) => p,
            Err(e) => {
                return Ok(TestOutcome::Failed(Failure {
                    step: directory::Step::Bind,
                    message: e.to_string(),
                }));
            }
        };
        Ok(match directory::count_users(&params).await {
            Ok(n) => TestOutcome::Found(n),
            Err(f) => TestOutcome::Failed(f),
        })
    }

    /// Whether a synchronisation runs, and the last report.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn directory_sync(&self) -> Result<SyncStatus, AuthError> {
        Ok(SyncStatus {
            running: self.syncing.load(Ordering::SeqCst),
            last: self.store.last_sync().await?,
        })
    }

    /// Starts a synchronisation in the background (on the saved settings, enabled or not) and
    /// answers at once with its status; [`AuthService::directory_sync`] tells when it has finished.
    ///
    /// # Errors
    /// [`AuthError::SyncInProgress`] while one runs (web.md section 8); [`AuthError::
    /// DirectoryNotConfigured`]; storage.
    pub async fn start_directory_sync(self: &Arc<Self>) -> Result<SyncStatus, AuthError> {
        let settings = self.configured().await?;
        if self
            .syncing
            .compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return Err(AuthError::SyncInProgress);
        }
        let running = Running(self.syncing.clone());
        let started = SyncReport {
            started_at: now() as i64,
            ..SyncReport::default()
        };
        self.store.save_sync(&started).await?;
        let me = self.clone();
        tokio::spawn(async move {
            let _running = running;
            let mut report = match me.synchronise(&settings).await {
                Ok(report) => report,
                Err(e) => {
                    tracing::warn!(error = %e, "directory synchronisation failed");
                    SyncReport {
                        error: e.to_string(),
                        ..SyncReport::default()
                    }
                }
            };
            report.started_at = started.started_at;
            report.finished_at = (now() as i64).max(started.started_at);
            tracing::info!(
                created = report.created,
                updated = report.updated,
                deactivated = report.deactivated,
                skipped = report.skipped,
                "directory synchronisation finished"
            );
            if let Err(e) = me.store.save_sync(&report).await {
                tracing::error!(error = %e, "saving the directory synchronisation's report failed");
            }
        });
        Ok(SyncStatus {
            running: true,
            last: Some(started),
        })
    }

    /// One synchronisation: reads the directory and plans every change first (a failure there, or a
    /// plan that would leave nobody administering users, changes nothing), then writes.
    async fn synchronise(&self, settings: &DirectoryRecord) -> Result<SyncReport, AuthError> {
        let params = self.params(settings)?;
        let groups: Vec<String> = settings
            .group_mappings
            .iter()
            .map(|m| m.directory_group.clone())
            .collect();
        let snapshot = directory::snapshot(&params, &groups)
            .await
            .map_err(|f| AuthError::DirectoryUnavailable(f.to_string()))?;
        let (users, _) = self.store.list_users(&UserQuery::default()).await?;
        let mut report = SyncReport::default();
        let changes = plan(settings, &snapshot, &users, &mut report);
        self.keep_an_administrator(|state, _| {
            for change in &changes {
                match change {
                    Change::Update(u, fields) => {
                        if let Some(s) = state.get_mut(&u.id) {
                            s.1.clone_from(&fields.groups);
                        }
                    }
                    Change::Deactivate(u) => {
                        if let Some(s) = state.get_mut(&u.id) {
                            s.0 = false;
                        }
                    }
                    Change::Create(_) => {}
                }
            }
        })
        .await?;
        for change in changes {
            match change {
                Change::Create(fields) => match self.store.create_user(fields, None).await {
                    Ok(_) => report.created += 1,
                    Err(StoreError::Duplicate(what)) => {
                        tracing::warn!(%what, "directory entry clashes with a user: skipped");
                        report.skipped += 1;
                    }
                    Err(e) => return Err(e.into()),
                },
                Change::Update(u, fields) => {
                    let new_groups = fields.groups.clone();
                    match self.store.update_user(u.id, fields, None).await {
                        Ok(()) => report.updated += 1,
                        Err(StoreError::Duplicate(what)) => {
                            tracing::warn!(user = u.id.get(), %what, "directory e-mail clashes with a user: kept");
                            report.skipped += 1;
                            continue;
                        }
                        Err(e) => return Err(e.into()),
                    }
                    if new_groups != u.group_ids {
                        // Their permissions changed: they log in again (web.md section 6).
                        self.end_sessions(u.id).await?;
                    }
                }
                Change::Deactivate(u) => {
                    self.store.set_active(&[u.id], false).await?;
                    self.end_sessions(u.id).await?;
                    report.deactivated += 1;
                }
            }
        }
        Ok(report)
    }

    /// A directory user's login: a bind as their entry with `password`.
    ///
    /// # Errors
    /// [`AuthError::AuthenticationFailed`] for a wrong password or an entry the directory does not
    /// have; [`AuthError::DirectoryUnavailable`] when the directory is disabled, not configured,
    /// unreachable or refuses the service account.
    pub(super) async fn directory_login(
        &self,
        user: &UserRecord,
        password: &str,
    ) -> Result<(), AuthError> {
        let settings = self
            .store
            .directory()
            .await?
            .filter(|s| s.enabled)
            .ok_or_else(|| {
                AuthError::DirectoryUnavailable("the directory service is not enabled".to_owned())
            })?;
        let params = self.params(&settings)?;
        match directory::check_password(&params, &user.nickname, password).await {
            Ok(true) => Ok(()),
            Ok(false) => Err(AuthError::AuthenticationFailed),
            Err(f) => {
                tracing::warn!(error = %f, login = %user.nickname, "directory login impossible");
                Err(AuthError::DirectoryUnavailable(f.to_string()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn urls_are_ldap_or_ldaps_with_a_host() {
        assert!(url_ok("ldap://dc1.example.org"));
        assert!(url_ok("ldaps://dc1.example.org:636"));
        assert!(url_ok("ldap://127.0.0.1:3890/"));
        assert!(!url_ok("http://dc1.example.org"));
        assert!(!url_ok("ldap://"));
        assert!(!url_ok("ldap://:389"));
        assert!(!url_ok("dc1.example.org"));
    }

    #[test]
    fn a_snapshot_knows_members_by_group_entry_or_member_of() {
        let entry = directory::Entry {
            dn: "uid=ana,ou=people,dc=newsroom,dc=test".to_owned(),
            login: "ana".to_owned(),
            name: "Ana".to_owned(),
            email: "ana@newsroom.test".to_owned(),
            member_of: BTreeSet::from(["cn=desk,ou=groups,dc=newsroom,dc=test".to_owned()]),
        };
        let snapshot = directory::Snapshot {
            entries: vec![entry.clone()],
            members: BTreeMap::from([(
                "cn=editors,ou=groups,dc=newsroom,dc=test".to_owned(),
                BTreeSet::from(["uid=ana,ou=people,dc=newsroom,dc=test".to_owned()]),
            )]),
        };
        assert!(snapshot.is_member(&entry, "CN=Editors, ou=groups,dc=newsroom,dc=test"));
        assert!(snapshot.is_member(&entry, "cn=desk,ou=groups,dc=newsroom,dc=test"));
        assert!(!snapshot.is_member(&entry, "cn=producers,ou=groups,dc=newsroom,dc=test"));
    }
}
