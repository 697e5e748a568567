//! REST shapes of the installation: the branch configuration, branches and the licence (web.md
//! sections 3, 7, 8; mobile.md section 1).

use newsroom_domain::branch::Locale;
use newsroom_domain::ids::BranchId;
use newsroom_domain::licence::{LicenceKind, LicenceStatus};
use newsroom_proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};

use super::{by_name, wire_enum};
use crate::error::ApiError;

fn wire<T: serde::de::DeserializeOwned>(raw: &str, what: &'static str) -> Result<T, ApiError> {
    by_name(raw, wire_enum, what)
}

/// The installation's configuration, as every client reads it before and after login
/// (`GET /api/branch/config`): `{"locale": "pt_BR", "branchName": "TV Norte", "loginDomain": "tvnorte.com.br"}`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BranchConfig {
    /// The clients' language until a user picks one (mobile.md section 9: en_US, es_ES, pt_BR).
    pub locale: Locale,
    /// The installation's name: the login page shows it, the mobile app uses it as an analytics label.
    pub branch_name: String,
    /// The mobile login joins it with `@` to a bare login name (mobile.md section 5); empty: none.
    pub login_domain: String,
}

impl TryFrom<pb::BranchConfig> for BranchConfig {
    type Error = ApiError;

    fn try_from(c: pb::BranchConfig) -> Result<Self, ApiError> {
        Ok(BranchConfig {
            locale: wire(&c.locale, "BranchConfig.locale")?,
            branch_name: c.branch_name,
            login_domain: c.login_domain,
        })
    }
}

/// The configuration as an administrator saves it; 422 on `locale` (one of), `branchName` (required,
/// at most 120 characters), `loginDomain` (a domain; a leading `@` is dropped).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BranchConfigIn {
    /// `en_US`, `es_ES` or `pt_BR`.
    pub locale: String,
    /// The installation's name.
    pub branch_name: String,
    /// Domain suffix of mobile logins; empty or absent: none.
    #[serde(default)]
    pub login_domain: String,
}

impl From<BranchConfigIn> for pb::BranchConfig {
    fn from(c: BranchConfigIn) -> Self {
        pb::BranchConfig {
            locale: c.locale,
            branch_name: c.branch_name,
            login_domain: c.login_domain,
        }
    }
}

/// A branch: one of the broadcaster's stations or bureaus (web.md section 3).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Branch {
    /// Key.
    pub id: BranchId,
    /// Name (unique).
    pub name: String,
    /// Address (unique).
    pub address: String,
    /// The language it works in.
    pub locale: Locale,
}

impl TryFrom<pb::Branch> for Branch {
    type Error = ApiError;

    fn try_from(b: pb::Branch) -> Result<Self, ApiError> {
        Ok(Branch {
            id: BranchId::from_db(b.id),
            name: b.name,
            address: b.address,
            locale: wire(&b.locale, "Branch.locale")?,
        })
    }
}

/// A branch as entered: 422 on `name`, `address` (required; at most 120 and 300 characters),
/// `locale`; a name or address in use answers 409.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BranchIn {
    /// Name.
    pub name: String,
    /// Address.
    pub address: String,
    /// `en_US`, `es_ES` or `pt_BR`.
    pub locale: String,
}

impl From<BranchIn> for pb::BranchInput {
    fn from(b: BranchIn) -> Self {
        pb::BranchInput {
            name: b.name,
            address: b.address,
            locale: b.locale,
        }
    }
}

/// The licence and where the installation stands (web.md sections 3 and 8).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Licence {
    /// COMMUNITY (no licence: unlimited), ACTIVE, EXPIRING (within `warningDays` of the end: the web
    /// warns administrators) or EXPIRED (also a licence that no longer verifies).
    pub status: LicenceStatus,
    /// The licence's id; null without one.
    #[schema(required)]
    pub id: Option<String>,
    /// Its holder; null without one.
    #[schema(required)]
    pub client_id: Option<String>,
    /// PERIOD or LIFETIME; null without one.
    #[serde(rename = "type")]
    #[schema(required)]
    pub kind: Option<LicenceKind>,
    /// Last valid day, `YYYY-MM-DD` (UTC); null for LIFETIME.
    #[schema(required)]
    pub expiration: Option<String>,
    /// Most concurrent logins of users who are not administrators; 0: no limit.
    pub max_users: u32,
    /// Days left, the last day counted; null without an end.
    #[schema(required)]
    pub days_left: Option<i64>,
    /// The warning starts this many days before the end (`NEWSROOM_LICENCE_WARNING_DAYS`).
    pub warning_days: u32,
    /// Sessions open now.
    pub active_users: u64,
}

impl TryFrom<pb::Licence> for Licence {
    type Error = ApiError;

    fn try_from(l: pb::Licence) -> Result<Self, ApiError> {
        let some = |s: String| (!s.is_empty()).then_some(s);
        Ok(Licence {
            status: wire(&l.status, "Licence.status")?,
            kind: match l.kind.as_str() {
                "" => None,
                k => Some(wire(k, "Licence.kind")?),
            },
            id: some(l.id),
            client_id: some(l.client_id),
            expiration: l.expiration,
            max_users: l.max_users,
            days_left: l.days_left,
            warning_days: l.warning_days,
            active_users: l.active_users,
        })
    }
}

/// A licence file to install: `{"file": "<the file's text>"}` (the vendor's JSON with `payload` and
/// `signature`); 422 on `licence` (`licence_invalid`, `licence_expired`).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LicenceIn {
    /// The licence file's text.
    pub file: String,
}

/// How the connection to the mail server is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MailSecurity {
    /// Plain SMTP (a relay on a trusted network; port 25).
    None,
    /// STARTTLS, required (RFC 3207; port 587).
    Starttls,
    /// Implicit TLS (RFC 8314; port 465).
    Tls,
}

/// The mail server (web.md section 2, "mail server"); never the password.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailConfig {
    /// False until an administrator saves one (the other fields are then empty).
    pub configured: bool,
    /// Host name or address of the SMTP server.
    pub host: String,
    /// Its port.
    pub port: u16,
    /// NONE, STARTTLS or TLS; null when not configured.
    #[schema(required)]
    pub security: Option<MailSecurity>,
    /// Login; empty: no authentication.
    pub username: String,
    /// A password is stored (it is sealed at rest and never returned).
    pub password_set: bool,
    /// The From address.
    pub sender: String,
    /// The From display name.
    pub sender_name: String,
    /// The server's certificate is checked (off only for a test server with a self-signed one).
    pub verify_certificate: bool,
}

impl TryFrom<pb::MailConfig> for MailConfig {
    type Error = ApiError;

    fn try_from(m: pb::MailConfig) -> Result<Self, ApiError> {
        Ok(MailConfig {
            configured: m.configured,
            host: m.host,
            port: u16::try_from(m.port).unwrap_or_default(),
            security: match m.security.as_str() {
                "" => None,
                s => Some(wire(s, "MailConfig.security")?),
            },
            username: m.username,
            password_set: m.password_set,
            sender: m.sender,
            sender_name: m.sender_name,
            verify_certificate: m.verify_certificate,
        })
    }
}

/// The mail server as an administrator saves it; 422 on `host`, `port` (1-65535), `security`,
/// `sender` (an e-mail address), `senderName`, `username`, `password` (required with a username).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MailConfigIn {
    /// Host name or address.
    pub host: String,
    /// Port: 25, 587 (STARTTLS), 465 (TLS).
    pub port: u32,
    /// `NONE`, `STARTTLS` or `TLS`.
    pub security: String,
    /// Login; empty: no authentication.
    #[serde(default)]
    pub username: String,
    /// A new password; absent or null: keep the stored one; empty: remove it.
    #[serde(default)]
    pub password: Option<String>,
    /// The From address.
    pub sender: String,
    /// The From display name.
    #[serde(default)]
    pub sender_name: String,
    /// Check the server's certificate (default true).
    #[serde(default = "yes")]
    pub verify_certificate: bool,
}

fn yes() -> bool {
    true
}

impl From<MailConfigIn> for pb::MailConfigInput {
    fn from(m: MailConfigIn) -> Self {
        pb::MailConfigInput {
            host: m.host,
            port: m.port,
            security: m.security,
            username: m.username,
            password: m.password,
            sender: m.sender,
            sender_name: m.sender_name,
            verify_certificate: m.verify_certificate,
        }
    }
}

/// Where to send the test mail: `{"to": "desk@tvnorte.com.br"}` (422 on `to`).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TestMailIn {
    /// The recipient.
    pub to: String,
}

/// What a test mail found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MailOutcome {
    /// The server accepted the message.
    Sent,
    /// No mail server is set up.
    NotConfigured,
    /// The server could not be reached (refused, timed out, unknown name).
    Unreachable,
    /// The TLS handshake failed.
    TlsFailed,
    /// The server refused the login.
    LoginRefused,
    /// The server refused the message.
    Refused,
}

/// The outcome of a test mail and the server's own words (`"250 Message accepted"`, `"permanent
/// error (535): 5.7.8 Authentication credentials invalid"`, `"Connection refused"`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailResult {
    /// What happened.
    pub outcome: MailOutcome,
    /// The server's reply or the failure.
    pub detail: String,
}

impl TryFrom<pb::MailResult> for MailResult {
    type Error = ApiError;

    fn try_from(m: pb::MailResult) -> Result<Self, ApiError> {
        Ok(MailResult {
            outcome: wire(&m.outcome, "MailResult.outcome")?,
            detail: m.detail,
        })
    }
}
