//! The directory service (LDAP / Active Directory) as the auth service talks to it, with the `ldap3`
//! crate; no `ldap3` type leaves this module. Every call opens its own connection (`ldap://`, with
//! StartTLS when asked, or `ldaps://`), binds as the service account, does its work and unbinds:
//! logins are rare enough, and a connection never outlives a changed setting.
//!
//! - [`count_users`]: the connection test (how many entries the user filter finds);
//! - [`snapshot`]: every user the filter finds, with the members of the mapped groups (a sync);
//! - [`check_password`]: a login: the user's DN by a search as the service account, then a bind as
//!   that DN with the typed password.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use ldap3::{LdapConnAsync, LdapConnSettings, Scope, SearchEntry};

/// How long connecting, and then each operation, may take.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// What a call needs to reach the directory (the bind password opened).
#[derive(Clone)]
pub struct Params {
    /// `ldap://host[:port]` or `ldaps://host[:port]`.
    pub url: String,
    /// StartTLS on an `ldap://` connection.
    pub starttls: bool,
    /// The service account's DN; empty: anonymous.
    pub bind_dn: String,
    /// The service account's password.
    pub bind_password: String,
    /// Where users are searched (subtree).
    pub base_dn: String,
    /// The filter that finds users.
    pub user_filter: String,
    /// The login name attribute.
    pub login_attribute: String,
    /// The full name attribute.
    pub name_attribute: String,
    /// The e-mail attribute.
    pub email_attribute: String,
}

impl std::fmt::Debug for Params {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Params")
            .field("url", &self.url)
            .field("bind_dn", &self.bind_dn)
            .field("bind_password", &"***")
            .field("base_dn", &self.base_dn)
            .finish_non_exhaustive()
    }
}

/// The step of a call that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Reaching the server (TCP, TLS, StartTLS).
    Connect,
    /// The service account's bind.
    Bind,
    /// A search.
    Search,
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Step::Connect => "connect",
            Step::Bind => "bind",
            Step::Search => "search",
        })
    }
}

/// The directory could not answer: which step failed and what it said (for administrators and the
/// log; never shown to a user logging in).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("directory {step}: {message}")]
pub struct Failure {
    /// The step.
    pub step: Step,
    /// What failed, in the directory's or the network's words.
    pub message: String,
}

fn failure(step: Step) -> impl Fn(ldap3::LdapError) -> Failure {
    move |e| Failure {
        step,
        message: e.to_string(),
    }
}

/// A user entry, its attributes as mapped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its DN.
    pub dn: String,
    /// The login attribute's first value (empty: none).
    pub login: String,
    /// The name attribute's first value (empty: none).
    pub name: String,
    /// The e-mail attribute's first value (empty: none).
    pub email: String,
    /// Its `memberOf` values, normalised ([`normalise_dn`]).
    pub member_of: BTreeSet<String>,
}

/// What a synchronisation reads: every user entry, and the members of each mapped group.
#[derive(Debug, Clone, Default)]
pub struct Snapshot {
    /// The entries the user filter finds.
    pub entries: Vec<Entry>,
    /// Mapped group (normalised DN) -> its members' DNs (normalised); a group that is no entry (a
    /// `memberOf` value only) has none here.
    pub members: BTreeMap<String, BTreeSet<String>>,
}

impl Snapshot {
    /// Whether `entry` belongs to the directory group `group` (its DN lists the entry as a member,
    /// or the entry's `memberOf` names it).
    pub fn is_member(&self, entry: &Entry, group: &str) -> bool {
        let group = normalise_dn(group);
        entry.member_of.contains(&group)
            || self
                .members
                .get(&group)
                .is_some_and(|m| m.contains(&normalise_dn(&entry.dn)))
    }
}

/// A DN compared as LDAP compares them, near enough: lower case, no blanks around `,` and `=`.
pub fn normalise_dn(dn: &str) -> String {
    dn.split(',')
        .map(|rdn| rdn.split('=').map(str::trim).collect::<Vec<_>>().join("="))
        .collect::<Vec<_>>()
        .join(",")
        .to_lowercase()
}

/// Whether `filter` is an LDAP filter (RFC 4515) such as `(objectClass=inetOrgPerson)`.
pub fn valid_filter(filter: &str) -> bool {
    filter.trim().starts_with('(') && ldap3::parse_filter(filter.trim()).is_ok()
}

/// A connection, not bound yet.
async fn connect(p: &Params) -> Result<ldap3::Ldap, Failure> {
    let settings = LdapConnSettings::new()
        .set_conn_timeout(TIMEOUT)
        .set_starttls(p.starttls && p.url.starts_with("ldap://"));
    let (conn, ldap) = LdapConnAsync::with_settings(settings, &p.url)
        .await
        .map_err(failure(Step::Connect))?;
    tokio::spawn(async move {
        if let Err(e) = conn.drive().await {
            tracing::debug!(error = %e, "directory connection ended");
        }
    });
    Ok(ldap)
}

/// A connection bound as the service account.
async fn open(p: &Params) -> Result<ldap3::Ldap, Failure> {
    let mut ldap = connect(p).await?;
    ldap.with_timeout(TIMEOUT)
        .simple_bind(&p.bind_dn, &p.bind_password)
        .await
        .and_then(ldap3::LdapResult::success)
        .map_err(failure(Step::Bind))?;
    Ok(ldap)
}

fn first(entry: &SearchEntry, attribute: &str) -> String {
    values(entry, attribute)
        .first()
        .cloned()
        .unwrap_or_default()
}

/// The values of `attribute` (attribute names are case-insensitive).
fn values<'e>(entry: &'e SearchEntry, attribute: &str) -> &'e [String] {
    entry
        .attrs
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(attribute))
        .map_or(&[], |(_, v)| v.as_slice())
}

/// Entries a search asks for at a time: the Simple Paged Results control (RFC 2696, non-critical), so a
/// directory with a size limit (Active Directory's MaxPageSize is 1000, OpenLDAP's default
/// `sizelimit` 500) still gives every entry; a server without the control answers in one go.
pub const PAGE_SIZE: i32 = 500;

/// The entries under the base DN matching `filter`, with `attributes`, page by page.
async fn search(
    ldap: &mut ldap3::Ldap,
    base: &str,
    scope: Scope,
    filter: &str,
    attributes: &[&str],
) -> Result<Vec<SearchEntry>, Failure> {
    use ldap3::adapters::{Adapter, EntriesOnly, PagedResults};
    let adapters: Vec<Box<dyn Adapter<'_, &str, Vec<&str>>>> = vec![
        Box::new(EntriesOnly::new()),
        Box::new(PagedResults::new(PAGE_SIZE)),
    ];
    let mut stream = ldap
        .with_timeout(TIMEOUT)
        .streaming_search_with(adapters, base, scope, filter, attributes.to_vec())
        .await
        .map_err(failure(Step::Search))?;
    let mut entries = Vec::new();
    while let Some(entry) = stream.next().await.map_err(failure(Step::Search))? {
        entries.push(SearchEntry::construct(entry));
    }
    stream
        .finish()
        .await
        .success()
        .map_err(failure(Step::Search))?;
    Ok(entries)
}

fn user_filter(p: &Params) -> String {
    let f = p.user_filter.trim();
    if f.starts_with('(') {
        f.to_owned()
    } else {
        format!("({f})")
    }
}

/// The connection test: connects, binds as the service account and counts the entries the user
/// filter finds under the base DN.
///
/// # Errors
/// The [`Failure`] of the step that failed.
pub async fn count_users(p: &Params) -> Result<u64, Failure> {
    let mut ldap = open(p).await?;
    let found = search(
        &mut ldap,
        &p.base_dn,
        Scope::Subtree,
        &user_filter(p),
        &["1.1"],
    )
    .await;
    let _ = ldap.unbind().await;
    Ok(found?.len() as u64)
}

/// Every user entry the filter finds, and the members of each of `groups` (DNs; one that is no
/// entry counts through `memberOf` only).
///
/// # Errors
/// The [`Failure`] of the step that failed.
pub async fn snapshot(p: &Params, groups: &[String]) -> Result<Snapshot, Failure> {
    let mut ldap = open(p).await?;
    let result = read_snapshot(&mut ldap, p, groups).await;
    let _ = ldap.unbind().await;
    result
}

async fn read_snapshot(
    ldap: &mut ldap3::Ldap,
    p: &Params,
    groups: &[String],
) -> Result<Snapshot, Failure> {
    let attributes = [
        p.login_attribute.as_str(),
        p.name_attribute.as_str(),
        p.email_attribute.as_str(),
        "memberOf",
    ];
    let entries = search(
        ldap,
        &p.base_dn,
        Scope::Subtree,
        &user_filter(p),
        &attributes,
    )
    .await?
    .iter()
    .map(|e| Entry {
        dn: e.dn.clone(),
        login: first(e, &p.login_attribute).trim().to_owned(),
        name: first(e, &p.name_attribute).trim().to_owned(),
        email: first(e, &p.email_attribute).trim().to_owned(),
        member_of: values(e, "memberOf")
            .iter()
            .map(|g| normalise_dn(g))
            .collect(),
    })
    .collect();
    let mut members: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for group in groups {
        let found = ldap
            .with_timeout(TIMEOUT)
            .search(
                group,
                Scope::Base,
                "(objectClass=*)",
                vec!["member", "uniqueMember"],
            )
            .await
            .map_err(failure(Step::Search))?;
        // 32 noSuchObject, 34 invalidDNSyntax: a `memberOf` value rather than a readable group.
        if matches!(found.1.rc, 32 | 34) {
            continue;
        }
        let (entries, _) = found.non_error().map_err(failure(Step::Search))?;
        let set = members.entry(normalise_dn(group)).or_default();
        for e in entries.into_iter().map(SearchEntry::construct) {
            for m in values(&e, "member")
                .iter()
                .chain(values(&e, "uniqueMember"))
            {
                set.insert(normalise_dn(m));
            }
        }
    }
    Ok(Snapshot { entries, members })
}

/// A login: finds the entry whose login attribute is `login` (within the user filter) as the
/// service account, then binds as it with `password`. `Ok(false)`: no such entry, several, or the
/// directory refused the password (never tells which). An empty password is refused before the
/// directory sees it (an LDAP bind without password is an anonymous bind, which succeeds).
///
/// # Errors
/// A [`Failure`] when the directory cannot be reached or refuses the service account.
pub async fn check_password(p: &Params, login: &str, password: &str) -> Result<bool, Failure> {
    if password.is_empty() || login.trim().is_empty() {
        return Ok(false);
    }
    let mut ldap = open(p).await?;
    let filter = format!(
        "(&{}({}={}))",
        user_filter(p),
        p.login_attribute,
        ldap3::ldap_escape(login.trim())
    );
    let found = search(&mut ldap, &p.base_dn, Scope::Subtree, &filter, &["1.1"]).await;
    let _ = ldap.unbind().await;
    let found = found?;
    let [entry] = found.as_slice() else {
        return Ok(false);
    };
    let mut user = connect(p).await?;
    let bound = user
        .with_timeout(TIMEOUT)
        .simple_bind(&entry.dn, password)
        .await
        .map_err(failure(Step::Bind))?;
    let _ = user.unbind().await;
    match bound.rc {
        0 => Ok(true),
        // invalidCredentials, inappropriateAuthentication, unwillingToPerform (a disabled account).
        49 | 48 | 53 => Ok(false),
        _ => Err(failure(Step::Bind)(bound.into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dns_compare_without_case_and_blanks() {
        assert_eq!(
            normalise_dn("CN=Editors, OU=Groups,dc=Newsroom , dc=test"),
            "cn=editors,ou=groups,dc=newsroom,dc=test"
        );
    }

    #[test]
    fn filters_are_checked() {
        assert!(valid_filter("(objectClass=inetOrgPerson)"));
        assert!(valid_filter("(&(objectClass=user)(!(disabled=TRUE)))"));
        assert!(!valid_filter("objectClass=user"));
        assert!(!valid_filter("(objectClass=user"));
    }
}
