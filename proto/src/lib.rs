//! # newsroom-proto
//!
//! The gRPC contracts between the Newsroom services and the gateway, generated from `proto/newsroom/**`.
//! These are internal contracts: no message is serialized as JSON or appears in the OpenAPI document.
//! The gateway answers REST calls with its own shapes (`gateway/src/dto`), converted from these, so a
//! change here never changes the public API by itself (docs/api-design.md).
#![allow(missing_docs, clippy::all)]

/// `newsroom.auth.v1`: users, sessions, permissions.
pub mod auth {
    /// Version 1.
    pub mod v1 {
        tonic::include_proto!("newsroom.auth.v1");
    }
}

/// `newsroom.rundowns.v1`: programs, rundowns, blocks, stories and timing.
pub mod rundowns {
    /// Version 1.
    pub mod v1 {
        tonic::include_proto!("newsroom.rundowns.v1");
    }
}

/// `newsroom.devices.v1`: the device registry, media from MOS devices, rundown device actions.
pub mod devices {
    /// Version 1.
    pub mod v1 {
        tonic::include_proto!("newsroom.devices.v1");
    }
}

/// `newsroom.documents.v1`: assignments and the other document kinds but stories.
pub mod documents {
    /// Version 1.
    pub mod v1 {
        tonic::include_proto!("newsroom.documents.v1");
    }
}

pub mod caller;
pub mod convert;
pub mod transport;

/// How services carry an [`ErrorCode`] and field messages inside a `tonic::Status`: the code in the
/// metadata key `x-newsroom-code`, the field messages as JSON in the status details.
pub mod errors {
    use newsroom_domain::{ErrorCode, FieldErrors};
    use tonic::{Code, Status};

    /// The metadata key that carries the error code.
    pub const CODE_KEY: &str = "x-newsroom-code";
    /// Metadata key of the seconds to wait before trying again (`too_many_attempts`).
    pub const RETRY_AFTER_KEY: &str = "x-newsroom-retry-after";

    /// The gRPC status code of an error code.
    pub fn grpc_code(code: ErrorCode) -> Code {
        match code {
            ErrorCode::AuthenticationFailed
            | ErrorCode::SessionExpired
            | ErrorCode::PasswordChangeRequired
            | ErrorCode::PasswordExpired => Code::Unauthenticated,
            ErrorCode::TooManyAttempts | ErrorCode::FileTooLarge => Code::ResourceExhausted,
            ErrorCode::Forbidden | ErrorCode::LicenceExpired | ErrorCode::MaxLogins => {
                Code::PermissionDenied
            }
            ErrorCode::NotFound | ErrorCode::RundownNotFound => Code::NotFound,
            ErrorCode::Conflict | ErrorCode::RundownDateExists => Code::AlreadyExists,
            ErrorCode::RundownDisplayed
            | ErrorCode::PasswordAlreadySet
            | ErrorCode::GroupHasUsers
            | ErrorCode::LastAdministrator
            | ErrorCode::ProgramHasContent
            | ErrorCode::BlockHasPrivateStories
            | ErrorCode::RundownNotEmpty
            | ErrorCode::Locked
            | ErrorCode::LockLost
            | ErrorCode::DocumentStateLocked
            | ErrorCode::ProposalAnswered
            | ErrorCode::ReferenceInUse
            | ErrorCode::FileInUse
            | ErrorCode::TeamInUse
            | ErrorCode::NoCgDevice
            | ErrorCode::DirectoryNotConfigured
            | ErrorCode::MailNotConfigured
            | ErrorCode::SyncInProgress => Code::FailedPrecondition,
            ErrorCode::Validation | ErrorCode::StandbyFixed | ErrorCode::DateEarlier => {
                Code::InvalidArgument
            }
            ErrorCode::CreditsFailed
            | ErrorCode::MailFailed
            | ErrorCode::Unavailable
            | ErrorCode::DeviceUnreachable
            | ErrorCode::DeviceRefused
            | ErrorCode::DirectoryUnavailable => Code::Unavailable,
            ErrorCode::Internal => Code::Internal,
        }
    }

    /// A status for `code`, with `fields` for validation errors. `detail` is for logs and developers;
    /// clients are shown the code's own message.
    pub fn status(
        code: ErrorCode,
        detail: impl Into<String>,
        fields: Option<&FieldErrors>,
    ) -> Status {
        let details = fields
            .and_then(|f| serde_json::to_vec(f).ok())
            .unwrap_or_default();
        let mut s = Status::with_details(grpc_code(code), detail, details.into());
        if let Ok(v) = code.as_str().parse() {
            s.metadata_mut().insert(CODE_KEY, v);
        }
        s
    }

    /// The errors a service answers with. Every service's error enum implements it and becomes a
    /// [`Status`] in one place, a `From` impl beside its gRPC server that calls [`to_status`]; nothing
    /// else in a service builds a `Status`.
    pub trait ServiceError: std::error::Error {
        /// The code clients see (one row of the code table, `newsroom_domain::ErrorCode`).
        fn code(&self) -> ErrorCode;
        /// What is wrong with each field, for [`ErrorCode::Validation`].
        fn fields(&self) -> Option<&FieldErrors> {
            None
        }
        /// Seconds to wait before trying again, for [`ErrorCode::TooManyAttempts`].
        fn retry_after(&self) -> Option<u64> {
            None
        }
    }

    /// A service error as a status. An internal error is logged here, once, with its whole source
    /// chain, and travels as `internal` without its details (they are for the log, not for clients).
    pub fn to_status(e: &(impl ServiceError + ?Sized)) -> Status {
        let code = e.code();
        if matches!(code, ErrorCode::Internal | ErrorCode::Unavailable) {
            let mut chain = e.to_string();
            let mut source = e.source();
            while let Some(s) = source {
                chain.push_str(": ");
                chain.push_str(&s.to_string());
                source = s.source();
            }
            if code == ErrorCode::Internal {
                tracing::error!(error = %chain, "service call failed");
                return status(code, "internal", None);
            }
            tracing::warn!(error = %chain, "a service this call needs is unavailable");
        }
        let mut s = status(code, e.to_string(), e.fields());
        if let Some(secs) = e.retry_after()
            && let Ok(v) = secs.to_string().parse()
        {
            s.metadata_mut().insert(RETRY_AFTER_KEY, v);
        }
        s
    }

    /// The seconds to wait a status names, if it names some.
    pub fn retry_after(s: &Status) -> Option<u64> {
        s.metadata()
            .get(RETRY_AFTER_KEY)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok())
    }

    /// Reads the code and field messages back from a status; statuses without our metadata (transport
    /// failures) map from their gRPC code.
    pub fn decode(s: &Status) -> (ErrorCode, Option<FieldErrors>) {
        let code = s
            .metadata()
            .get(CODE_KEY)
            .and_then(|v| v.to_str().ok())
            .and_then(ErrorCode::parse)
            .unwrap_or(match s.code() {
                Code::Unauthenticated => ErrorCode::SessionExpired,
                Code::PermissionDenied => ErrorCode::Forbidden,
                Code::NotFound => ErrorCode::NotFound,
                Code::AlreadyExists => ErrorCode::Conflict,
                Code::InvalidArgument => ErrorCode::Validation,
                Code::Unavailable => ErrorCode::Unavailable,
                _ => ErrorCode::Internal,
            });
        let fields = (!s.details().is_empty())
            .then(|| serde_json::from_slice(s.details()).ok())
            .flatten();
        (code, fields)
    }
}
