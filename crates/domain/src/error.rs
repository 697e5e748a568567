//! The error code table (docs/api-design.md, "Errors"): one code per kind of failure, each with the
//! user message of the spec's catalogue (web.md section 8). The gateway maps a code to its HTTP status
//! once; services carry it in gRPC metadata `x-newsroom-code`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A failure a user can be told about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Wrong login name or password (401).
    AuthenticationFailed,
    /// No valid session: missing, expired or revoked token (401).
    SessionExpired,
    /// Authenticated, but the permission is missing (403).
    Forbidden,
    /// No such record (404).
    NotFound,
    /// No rundown for that program and date (404).
    RundownNotFound,
    /// A duplicate or a clash with saved data (409).
    Conflict,
    /// A rundown already exists for the program on the target date (409).
    RundownDateExists,
    /// Invalid input; field messages say which (422).
    Validation,
    /// The standby block is always last and cannot be moved or deleted (422).
    StandbyFixed,
    /// A rundown date cannot move earlier (422).
    DateEarlier,
    /// The rundown is displayed (has aired) and cannot be changed (409).
    RundownDisplayed,
    /// A block with private stories cannot be deleted (409).
    BlockHasPrivateStories,
    /// Only an empty rundown can be recreated (409).
    RundownNotEmpty,
    /// Another editor holds the story's edit lock (409).
    Locked,
    /// The edit lock was lost or taken over; the change was not saved (409).
    LockLost,
    /// The credits could not be sent to the program's CG device (502): no CG device, unreachable, or
    /// refused.
    CreditsFailed,
    /// A backend could not be reached (503).
    Unavailable,
    /// A control-room device is not connected, or stopped answering (503, "Device unreachable").
    DeviceUnreachable,
    /// A control-room device answered a command with an error (502).
    DeviceRefused,
    /// A bug or an outage; details are only logged (500).
    Internal,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 20] = [
        ErrorCode::AuthenticationFailed,
        ErrorCode::SessionExpired,
        ErrorCode::Forbidden,
        ErrorCode::NotFound,
        ErrorCode::RundownNotFound,
        ErrorCode::Conflict,
        ErrorCode::RundownDateExists,
        ErrorCode::Validation,
        ErrorCode::StandbyFixed,
        ErrorCode::DateEarlier,
        ErrorCode::RundownDisplayed,
        ErrorCode::BlockHasPrivateStories,
        ErrorCode::RundownNotEmpty,
        ErrorCode::Locked,
        ErrorCode::LockLost,
        ErrorCode::CreditsFailed,
        ErrorCode::Unavailable,
        ErrorCode::DeviceUnreachable,
        ErrorCode::DeviceRefused,
        ErrorCode::Internal,
    ];

    /// The wire form (`rundown_not_found`).
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::AuthenticationFailed => "authentication_failed",
            ErrorCode::SessionExpired => "session_expired",
            ErrorCode::Forbidden => "forbidden",
            ErrorCode::NotFound => "not_found",
            ErrorCode::RundownNotFound => "rundown_not_found",
            ErrorCode::Conflict => "conflict",
            ErrorCode::RundownDateExists => "rundown_date_exists",
            ErrorCode::Validation => "validation",
            ErrorCode::StandbyFixed => "standby_fixed",
            ErrorCode::DateEarlier => "date_earlier",
            ErrorCode::RundownDisplayed => "rundown_displayed",
            ErrorCode::BlockHasPrivateStories => "block_has_private_stories",
            ErrorCode::RundownNotEmpty => "rundown_not_empty",
            ErrorCode::Locked => "locked",
            ErrorCode::LockLost => "lock_lost",
            ErrorCode::CreditsFailed => "credits_failed",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::DeviceUnreachable => "device_unreachable",
            ErrorCode::DeviceRefused => "device_refused",
            ErrorCode::Internal => "internal",
        }
    }

    /// Reads the wire form back.
    pub fn parse(text: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.into_iter().find(|c| c.as_str() == text)
    }

    /// The HTTP status the gateway answers with.
    pub const fn http_status(self) -> u16 {
        match self {
            ErrorCode::AuthenticationFailed | ErrorCode::SessionExpired => 401,
            ErrorCode::Forbidden => 403,
            ErrorCode::NotFound | ErrorCode::RundownNotFound => 404,
            ErrorCode::Conflict
            | ErrorCode::RundownDateExists
            | ErrorCode::RundownDisplayed
            | ErrorCode::BlockHasPrivateStories
            | ErrorCode::RundownNotEmpty
            | ErrorCode::Locked
            | ErrorCode::LockLost => 409,
            ErrorCode::Validation | ErrorCode::StandbyFixed | ErrorCode::DateEarlier => 422,
            ErrorCode::CreditsFailed | ErrorCode::DeviceRefused => 502,
            ErrorCode::Unavailable | ErrorCode::DeviceUnreachable => 503,
            ErrorCode::Internal => 500,
        }
    }

    /// The user message (web.md section 8; the last three rules are ours where the spec has none).
    pub const fn message(self) -> &'static str {
        match self {
            ErrorCode::AuthenticationFailed => "Authentication failed. Check your credentials.",
            ErrorCode::SessionExpired => {
                "Session expired: Your login session has expired. Please log in again."
            }
            ErrorCode::Forbidden => "You do not have the required permission.",
            ErrorCode::NotFound => "Page does not exist.",
            ErrorCode::RundownNotFound => "Rundown not found.",
            ErrorCode::Conflict => {
                "The data entered by you conflicts with another existing record."
            }
            ErrorCode::RundownDateExists => "Rundown date already exists.",
            ErrorCode::Validation => {
                "There are required fields blank or invalid values were filled."
            }
            ErrorCode::StandbyFixed => "The standby block is always last and cannot be moved.",
            ErrorCode::DateEarlier => "A rundown date cannot move to an earlier date.",
            ErrorCode::RundownDisplayed => "A displayed rundown cannot be changed.",
            ErrorCode::BlockHasPrivateStories => "A block with private stories cannot be deleted.",
            ErrorCode::RundownNotEmpty => "Only an empty rundown can be recreated.",
            ErrorCode::Locked => "This story is being edited by someone else.",
            ErrorCode::LockLost => "Edit lock lost or revoked.",
            ErrorCode::CreditsFailed => "Credits sending failure.",
            ErrorCode::Unavailable => "Communication failed.",
            ErrorCode::DeviceUnreachable => "Device unreachable.",
            ErrorCode::DeviceRefused => "Failed to perform requested action. Please try again.",
            ErrorCode::Internal => "Server is reporting an error.",
        }
    }
}

/// Field messages of a 422 answer: field name -> message of web.md section 5.
pub type FieldErrors = BTreeMap<String, String>;

/// Field messages of web.md section 5.
pub mod field_message {
    /// "Required field."
    pub const REQUIRED: &str = "Required field.";
    /// "Limit of {count} characters."
    pub fn limit(count: usize) -> String {
        format!("Limit of {count} characters.")
    }
    /// An invalid value of a known field.
    pub const INVALID: &str = "There are required fields blank or invalid values were filled.";
    /// A field that cannot be patched.
    pub const UNKNOWN_FIELD: &str = "Unknown field.";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_have_client_statuses() {
        for c in ErrorCode::ALL {
            assert_eq!(ErrorCode::parse(c.as_str()), Some(c));
            assert!((400..600).contains(&c.http_status()));
            assert!(!c.message().is_empty());
        }
        assert_eq!(ErrorCode::Conflict.http_status(), 409);
    }
}
