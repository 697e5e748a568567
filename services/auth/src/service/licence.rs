//! The licence file (web.md sections 3, 8, 9): a document signed with Ed25519 (RFC 8032) by the vendor,
//! verified with the public key built into Newsroom ([`VENDOR_PUBLIC_KEY`], or
//! `NEWSROOM_LICENCE_PUBLIC_KEY` for a vendor of one's own); the private key is never in the
//! repository. Without a licence Newsroom runs as the unlimited community edition.
//!
//! The file is JSON: `{"payload": "<base64 of the terms' JSON bytes>", "signature": "<base64 of the
//! 64-byte signature of those bytes>"}`; the terms are [`LicenceTerms`]. Signing the exact bytes
//! (not a re-serialisation) keeps verification independent of field order and whitespace.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use ed25519_dalek::{Signature, Signer as _, SigningKey, Verifier as _, VerifyingKey};
use newsroom_domain::licence::{self, LicenceStatus, LicenceTerms};
use newsroom_domain::permission::{Area, Level};
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};
use serde::{Deserialize, Serialize};

use super::{AuthError, AuthService};
use crate::store::{AuthStore, UserRecord, setting};

/// The vendor's public key (base64 of the 32 raw bytes): licences it signed verify everywhere.
pub const VENDOR_PUBLIC_KEY: &str = "3aXg8eFI0gIXeAdtGquCmuaxwHoNLrzn9+oN4G5cRMg=";

/// Largest licence file accepted, in bytes.
pub const FILE_MAX: usize = 16 * 1024;

/// The key licences are verified with.
#[derive(Debug, Clone)]
pub struct LicenceKey(VerifyingKey);

impl LicenceKey {
    /// Reads a base64 public key of 32 bytes.
    ///
    /// # Errors
    /// When it is not base64 of a valid Ed25519 point.
    pub fn parse(text: &str) -> Result<Self, String> {
        let bytes = STANDARD
            .decode(text.trim())
            .map_err(|e| format!("licence public key: {e}"))?;
        let bytes: [u8; 32] = bytes
            .try_into()
            .map_err(|_| "licence public key: 32 bytes expected".to_owned())?;
        VerifyingKey::from_bytes(&bytes)
            .map(LicenceKey)
            .map_err(|e| format!("licence public key: {e}"))
    }

    /// The public half of `key`.
    pub fn from_signing(key: &SigningKey) -> Self {
        LicenceKey(key.verifying_key())
    }

    /// The vendor's key.
    pub fn vendor() -> Self {
        Self::parse(VENDOR_PUBLIC_KEY).expect("the built-in licence key is valid")
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LicenceFile {
    payload: String,
    signature: String,
}

impl std::str::FromStr for LicenceKey {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

/// Signs `terms` into a licence file with the vendor's `key` (the vendor's tool and the tests; a
/// running Newsroom never holds a private key).
pub fn issue(key: &SigningKey, terms: &LicenceTerms) -> String {
    let payload = serde_json::to_vec(terms).expect("licence terms serialise");
    let signature = key.sign(&payload);
    serde_json::to_string_pretty(&LicenceFile {
        payload: STANDARD.encode(&payload),
        signature: STANDARD.encode(signature.to_bytes()),
    })
    .expect("licence file serialises")
}

/// The terms of `file` when `key` signed it and the terms are coherent; `None` otherwise.
pub fn verify(key: &LicenceKey, file: &str) -> Option<LicenceTerms> {
    if file.len() > FILE_MAX {
        return None;
    }
    let f: LicenceFile = serde_json::from_str(file).ok()?;
    let payload = STANDARD.decode(f.payload.trim()).ok()?;
    let signature: [u8; 64] = STANDARD.decode(f.signature.trim()).ok()?.try_into().ok()?;
    key.0
        .verify(&payload, &Signature::from_bytes(&signature))
        .ok()?;
    let terms: LicenceTerms = serde_json::from_slice(&payload).ok()?;
    terms.check().ok()?;
    Some(terms)
}

/// The licence as the admin area shows it (`GET /api/licence`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LicenceInfo {
    /// The terms of the installed licence; `None` for the community edition or one that no longer
    /// verifies.
    pub terms: Option<LicenceTerms>,
    /// Where the installation stands.
    pub status: LicenceStatus,
    /// Days left, the last day counted (PERIOD licences).
    pub days_left: Option<i64>,
    /// The warning starts this many days before the end.
    pub warning_days: u32,
    /// Sessions open now (the "active users" the licence counts).
    pub active_users: u64,
}

fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

fn invalid(code: FieldMessage) -> AuthError {
    AuthError::Invalid(FieldErrors::from([("licence".to_owned(), code)]))
}

impl<S: AuthStore> AuthService<S> {
    /// The installed licence's terms (`Some(Err(()))`: one is installed but does not verify).
    async fn installed_licence(&self) -> Result<Option<Result<LicenceTerms, ()>>, AuthError> {
        Ok(self
            .store
            .setting(setting::LICENCE)
            .await?
            .map(|file| verify(&self.licence_key, &file).ok_or(())))
    }

    /// The licence, its status today and the sessions open now.
    ///
    /// # Errors
    /// When storage or the session store fails.
    pub async fn licence(&self) -> Result<LicenceInfo, AuthError> {
        let installed = self.installed_licence().await?;
        let warning_days = self.settings.licence_warning_days;
        let (status, days_left) = licence::status(
            installed.as_ref().map(|r| r.as_ref().map_err(|_| ())),
            today(),
            warning_days,
        );
        Ok(LicenceInfo {
            terms: installed.and_then(Result::ok),
            status,
            days_left,
            warning_days,
            active_users: self.sessions.count_open().await?,
        })
    }

    /// Installs the licence file `file` (replacing any other).
    ///
    /// # Errors
    /// [`AuthError::Invalid`] on field `licence`: `licence_invalid` (not a licence, forged, or
    /// incoherent terms) or `licence_expired` (with its `date`).
    pub async fn install_licence(&self, file: &str) -> Result<LicenceInfo, AuthError> {
        let terms = verify(&self.licence_key, file)
            .ok_or_else(|| invalid(FieldCode::LicenceInvalid.into()))?;
        if let (LicenceStatus::Expired, _) = licence::status(
            Some(Ok(&terms)),
            today(),
            self.settings.licence_warning_days,
        ) {
            let date = terms.expiration.map(|d| d.to_string()).unwrap_or_default();
            return Err(invalid(
                FieldMessage::from(FieldCode::LicenceExpired).with("date", date),
            ));
        }
        self.store
            .put_setting(setting::LICENCE, Some(file.trim().to_owned()))
            .await?;
        tracing::info!(licence = %terms.id, client = %terms.client_id, "licence installed");
        self.licence().await
    }

    /// Removes the licence: the community edition again.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn remove_licence(&self) -> Result<LicenceInfo, AuthError> {
        self.store.put_setting(setting::LICENCE, None).await?;
        tracing::info!("licence removed");
        self.licence().await
    }

    /// Whether `user` may open one more session under the licence ([`licence::admit`]).
    pub(super) async fn admit(&self, user: &UserRecord) -> Result<(), AuthError> {
        let administrator = user.permissions.level(Area::Admin) >= Level::Admin;
        if administrator {
            return Ok(());
        }
        // The community edition (no licence) admits everyone: no need to count the sessions.
        if self.store.setting(setting::LICENCE).await?.is_none() {
            return Ok(());
        }
        let info = self.licence().await?;
        let max = info.terms.as_ref().map_or(0, |t| t.max_users);
        licence::admit(info.status, max, info.active_users, false).map_err(|code| {
            tracing::warn!(user = %user.nickname, ?code, "login refused by the licence");
            AuthError::Licence(code)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use newsroom_domain::licence::LicenceKind;

    fn keys() -> (SigningKey, LicenceKey) {
        let signing = SigningKey::from_bytes(&[7u8; 32]);
        let public = LicenceKey(signing.verifying_key());
        (signing, public)
    }

    fn terms() -> LicenceTerms {
        LicenceTerms {
            id: "L-1".into(),
            client_id: "TVN".into(),
            kind: LicenceKind::Lifetime,
            expiration: None,
            max_users: 5,
        }
    }

    #[test]
    fn a_signed_file_verifies_and_a_changed_one_does_not() {
        let (signing, public) = keys();
        let file = issue(&signing, &terms());
        assert_eq!(verify(&public, &file), Some(terms()));
        // Another vendor's key.
        assert_eq!(verify(&LicenceKey::vendor(), &file), None);
        // The payload changed (more users) but the signature kept.
        let mut f: LicenceFile = serde_json::from_str(&file).unwrap();
        let more = LicenceTerms {
            max_users: 500,
            ..terms()
        };
        f.payload = STANDARD.encode(serde_json::to_vec(&more).unwrap());
        assert_eq!(verify(&public, &serde_json::to_string(&f).unwrap()), None);
        assert_eq!(verify(&public, "not a licence"), None);
        assert_eq!(verify(&public, ""), None);
    }

    #[test]
    fn incoherent_terms_are_refused_even_when_signed() {
        let (signing, public) = keys();
        let bad = LicenceTerms {
            kind: LicenceKind::Period,
            ..terms()
        };
        assert_eq!(verify(&public, &issue(&signing, &bad)), None);
    }
}
