//! The licence (web.md sections 3, 8 and 9): what a signed licence grants and what it means for a login
//! today. Verifying the signature is the auth service's job; this module only judges verified terms.
//!
//! Without a licence Newsroom is the community edition: no limit of users and no expiry. A licence
//! names its holder (`clientId`), its type (PERIOD, valid until `expiration` inclusive, or LIFETIME) and
//! the most concurrent logins it allows (`maxUsers`; 0: no limit). Administrators (ADMIN area at admin
//! level) are never refused by the licence, so they can always end sessions or install a new one.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::ErrorCode;

/// How long a licence lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum LicenceKind {
    /// Valid until its expiration date, inclusive (UTC).
    Period,
    /// Never expires.
    Lifetime,
}

/// What a licence grants, as signed (JSON: `{"id", "clientId", "type", "expiration", "maxUsers"}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LicenceTerms {
    /// The licence's own id (the vendor's reference).
    pub id: String,
    /// Who holds it (the broadcaster's reference at the vendor).
    pub client_id: String,
    /// PERIOD or LIFETIME.
    #[serde(rename = "type")]
    pub kind: LicenceKind,
    /// Last valid day (UTC), `YYYY-MM-DD`; required for PERIOD, absent for LIFETIME.
    #[serde(default)]
    pub expiration: Option<NaiveDate>,
    /// Most concurrent logins (open sessions) of users who are not administrators; 0: no limit.
    pub max_users: u32,
}

/// Why signed terms are not a licence.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TermsError {
    /// A PERIOD licence without an expiration date, or a LIFETIME one with one.
    #[error("a PERIOD licence needs an expiration date and a LIFETIME licence has none")]
    Expiration,
    /// An empty id or client id.
    #[error("the licence id and client id are required")]
    Ids,
}

impl LicenceTerms {
    /// Checks the terms are coherent.
    ///
    /// # Errors
    /// [`TermsError`].
    pub fn check(&self) -> Result<(), TermsError> {
        if self.id.trim().is_empty() || self.client_id.trim().is_empty() {
            return Err(TermsError::Ids);
        }
        match (self.kind, self.expiration) {
            (LicenceKind::Period, Some(_)) | (LicenceKind::Lifetime, None) => Ok(()),
            _ => Err(TermsError::Expiration),
        }
    }
}

/// Where the installation stands (`GET /api/licence`, `status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum LicenceStatus {
    /// No licence: the community edition, unlimited.
    Community,
    /// A valid licence.
    Active,
    /// A valid licence within the warning days of its expiration ("near-expiry warning with days
    /// left", web.md section 8).
    Expiring,
    /// Past its expiration, or its signature does not verify with the built-in key: only
    /// administrators log in.
    Expired,
}

/// The status of `terms` (None: no licence installed; `Err`: one is installed but does not verify)
/// on `today` (UTC), warning `warning_days` before the end; and the days left (the expiration day
/// counts: 0 on the last valid day would not happen, 1 means "ends today").
pub fn status(
    terms: Option<Result<&LicenceTerms, ()>>,
    today: NaiveDate,
    warning_days: u32,
) -> (LicenceStatus, Option<i64>) {
    match terms {
        None => (LicenceStatus::Community, None),
        Some(Err(())) => (LicenceStatus::Expired, None),
        Some(Ok(t)) => match t.expiration {
            None => (LicenceStatus::Active, None),
            Some(end) => {
                let left = (end - today).num_days() + 1;
                if left <= 0 {
                    (LicenceStatus::Expired, Some(0))
                } else if left <= i64::from(warning_days) {
                    (LicenceStatus::Expiring, Some(left))
                } else {
                    (LicenceStatus::Active, Some(left))
                }
            }
        },
    }
}

/// Whether a login may open one more session: administrators always; others not under an expired or
/// invalid licence ([`ErrorCode::LicenceExpired`]) nor when `open_sessions` already reach the licence's
/// `max_users` ([`ErrorCode::MaxLogins`]).
///
/// # Errors
/// The code to answer with.
pub fn admit(
    status: LicenceStatus,
    max_users: u32,
    open_sessions: u64,
    administrator: bool,
) -> Result<(), ErrorCode> {
    if administrator {
        return Ok(());
    }
    match status {
        LicenceStatus::Community => Ok(()),
        LicenceStatus::Expired => Err(ErrorCode::LicenceExpired),
        LicenceStatus::Active | LicenceStatus::Expiring => {
            if max_users > 0 && open_sessions >= u64::from(max_users) {
                Err(ErrorCode::MaxLogins)
            } else {
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn period(end: &str, max: u32) -> LicenceTerms {
        LicenceTerms {
            id: "L-1".into(),
            client_id: "TVN".into(),
            kind: LicenceKind::Period,
            expiration: Some(day(end)),
            max_users: max,
        }
    }

    #[test]
    fn terms_read_the_wire_form_and_must_be_coherent() {
        let t: LicenceTerms = serde_json::from_str(
            r#"{"id":"L-1","clientId":"TVN","type":"PERIOD","expiration":"2027-01-31","maxUsers":25}"#,
        )
        .unwrap();
        assert_eq!(t, period("2027-01-31", 25));
        assert_eq!(t.check(), Ok(()));
        let lifetime_with_end = LicenceTerms {
            kind: LicenceKind::Lifetime,
            ..t.clone()
        };
        assert_eq!(lifetime_with_end.check(), Err(TermsError::Expiration));
        let period_without_end = LicenceTerms {
            expiration: None,
            ..t.clone()
        };
        assert_eq!(period_without_end.check(), Err(TermsError::Expiration));
        let no_client = LicenceTerms {
            client_id: " ".into(),
            ..t
        };
        assert_eq!(no_client.check(), Err(TermsError::Ids));
        assert!(
            serde_json::from_str::<LicenceTerms>(
                r#"{"id":"x","clientId":"y","type":"LIFETIME","maxUsers":1,"extra":1}"#
            )
            .is_err()
        );
    }

    #[test]
    fn status_counts_the_last_day_and_warns_before_it() {
        let t = period("2026-12-31", 10);
        let s = |today: &str| status(Some(Ok(&t)), day(today), 30);
        assert_eq!(s("2026-11-01"), (LicenceStatus::Active, Some(61)));
        assert_eq!(s("2026-12-02"), (LicenceStatus::Expiring, Some(30)));
        assert_eq!(s("2026-12-31"), (LicenceStatus::Expiring, Some(1)));
        assert_eq!(s("2027-01-01"), (LicenceStatus::Expired, Some(0)));
        assert_eq!(
            status(None, day("2027-01-01"), 30),
            (LicenceStatus::Community, None)
        );
        assert_eq!(
            status(Some(Err(())), day("2027-01-01"), 30),
            (LicenceStatus::Expired, None)
        );
        let forever = LicenceTerms {
            kind: LicenceKind::Lifetime,
            expiration: None,
            ..t
        };
        assert_eq!(
            status(Some(Ok(&forever)), day("2090-01-01"), 30),
            (LicenceStatus::Active, None)
        );
    }

    #[test]
    fn admit_caps_logins_but_never_administrators() {
        use LicenceStatus::*;
        assert_eq!(admit(Community, 0, 10_000, false), Ok(()));
        assert_eq!(admit(Active, 3, 2, false), Ok(()));
        assert_eq!(admit(Active, 3, 3, false), Err(ErrorCode::MaxLogins));
        assert_eq!(admit(Expiring, 3, 3, false), Err(ErrorCode::MaxLogins));
        assert_eq!(admit(Active, 0, 1_000, false), Ok(()));
        assert_eq!(admit(Expired, 3, 0, false), Err(ErrorCode::LicenceExpired));
        assert_eq!(admit(Expired, 3, 50, true), Ok(()));
        assert_eq!(admit(Active, 3, 50, true), Ok(()));
    }
}
