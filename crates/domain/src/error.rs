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
    /// The password is right but a new one must be chosen first: first access or a reset by an
    /// administrator (401; the client shows the "new password" prompt).
    PasswordChangeRequired,
    /// The password is right but older than the user's expiration days (401; "new password" prompt).
    PasswordExpired,
    /// A new password was offered for an account that asks for none (409).
    PasswordAlreadySet,
    /// A group that users belong to cannot be deleted (409, web.md section 5).
    GroupHasUsers,
    /// The change would leave no active user with administration of users (409).
    LastAdministrator,
    /// A program with content (rundowns, templates, drawer stories) can only be disabled (409).
    ProgramHasContent,
    /// Too many login attempts for the login name or the client address; `Retry-After` says when to
    /// try again (429).
    TooManyAttempts,
    /// The installed licence has expired or does not verify: only administrators may log in (403,
    /// web.md section 8 "License expired or invalid").
    LicenceExpired,
    /// The licence's maximum of concurrent logins is reached (403, web.md section 8).
    MaxLogins,
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
    /// The state-lock setting is on and the document is COMPLETED or INTERRUPTED: no edit, field
    /// change or deletion until its state is changed back by an administrator of its kind (409;
    /// docs/adr/0003-documents.md).
    DocumentStateLocked,
    /// An assignment proposal was accepted or declined already: it is not answered or changed
    /// again (409; docs/adr/0003-documents.md "Proposals").
    ProposalAnswered,
    /// A value of reference data (classification, editorial, type, vehicle) that a document names
    /// cannot be deleted (409; worded as the spec's message for teams, web.md section 8).
    ReferenceInUse,
    /// A file that a document (trash included) attaches cannot be deleted (409).
    FileInUse,
    /// A team that an assignment (trash included) on or after the day of the deletion names cannot
    /// be deleted from that day (409; web.md section 8).
    TeamInUse,
    /// The program has no CG device to send credits to: a missing setting (409).
    NoCgDevice,
    /// The credits could not be sent to the program's CG device (502): unreachable, or refused.
    CreditsFailed,
    /// The mail server refused the message or the login, or could not be reached (502).
    MailFailed,
    /// No mail server is set up, so nothing can be mailed (409; the administrator sets one up).
    MailNotConfigured,
    /// A backend could not be reached (503).
    Unavailable,
    /// A file larger than its limit (413; web.md section 9: images 10 MB, other files 100 MB).
    FileTooLarge,
    /// A control-room device is not connected, or stopped answering (503, "Device unreachable").
    DeviceUnreachable,
    /// A control-room device answered a command with an error (502).
    DeviceRefused,
    /// The directory service (LDAP / Active Directory) cannot be reached, refuses the service
    /// account, or is not enabled, so a directory user cannot be checked (503; issue 10).
    DirectoryUnavailable,
    /// The directory service has no settings yet: save them before a test or a synchronisation (409).
    DirectoryNotConfigured,
    /// A synchronisation of directory users is running (409, web.md sections 4 and 8).
    SyncInProgress,
    /// A bug or an outage; details are only logged (500).
    Internal,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 41] = [
        ErrorCode::AuthenticationFailed,
        ErrorCode::SessionExpired,
        ErrorCode::PasswordChangeRequired,
        ErrorCode::PasswordExpired,
        ErrorCode::PasswordAlreadySet,
        ErrorCode::GroupHasUsers,
        ErrorCode::LastAdministrator,
        ErrorCode::ProgramHasContent,
        ErrorCode::TooManyAttempts,
        ErrorCode::LicenceExpired,
        ErrorCode::MaxLogins,
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
        ErrorCode::DocumentStateLocked,
        ErrorCode::ProposalAnswered,
        ErrorCode::ReferenceInUse,
        ErrorCode::FileInUse,
        ErrorCode::TeamInUse,
        ErrorCode::NoCgDevice,
        ErrorCode::CreditsFailed,
        ErrorCode::MailFailed,
        ErrorCode::MailNotConfigured,
        ErrorCode::Unavailable,
        ErrorCode::FileTooLarge,
        ErrorCode::DeviceUnreachable,
        ErrorCode::DeviceRefused,
        ErrorCode::DirectoryUnavailable,
        ErrorCode::DirectoryNotConfigured,
        ErrorCode::SyncInProgress,
        ErrorCode::Internal,
    ];

    /// The wire form (`rundown_not_found`).
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::AuthenticationFailed => "authentication_failed",
            ErrorCode::SessionExpired => "session_expired",
            ErrorCode::PasswordChangeRequired => "password_change_required",
            ErrorCode::PasswordExpired => "password_expired",
            ErrorCode::PasswordAlreadySet => "password_already_set",
            ErrorCode::GroupHasUsers => "group_has_users",
            ErrorCode::LastAdministrator => "last_administrator",
            ErrorCode::ProgramHasContent => "program_has_content",
            ErrorCode::TooManyAttempts => "too_many_attempts",
            ErrorCode::LicenceExpired => "licence_expired",
            ErrorCode::MaxLogins => "max_logins",
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
            ErrorCode::DocumentStateLocked => "document_state_locked",
            ErrorCode::ProposalAnswered => "proposal_answered",
            ErrorCode::ReferenceInUse => "reference_in_use",
            ErrorCode::FileInUse => "file_in_use",
            ErrorCode::TeamInUse => "team_in_use",
            ErrorCode::NoCgDevice => "no_cg_device",
            ErrorCode::CreditsFailed => "credits_failed",
            ErrorCode::MailFailed => "mail_failed",
            ErrorCode::MailNotConfigured => "mail_not_configured",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::FileTooLarge => "file_too_large",
            ErrorCode::DeviceUnreachable => "device_unreachable",
            ErrorCode::DeviceRefused => "device_refused",
            ErrorCode::DirectoryUnavailable => "directory_unavailable",
            ErrorCode::DirectoryNotConfigured => "directory_not_configured",
            ErrorCode::SyncInProgress => "sync_in_progress",
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
            ErrorCode::AuthenticationFailed
            | ErrorCode::SessionExpired
            | ErrorCode::PasswordChangeRequired
            | ErrorCode::PasswordExpired => 401,
            ErrorCode::Forbidden | ErrorCode::LicenceExpired | ErrorCode::MaxLogins => 403,
            ErrorCode::TooManyAttempts => 429,
            ErrorCode::FileTooLarge => 413,
            ErrorCode::NotFound | ErrorCode::RundownNotFound => 404,
            ErrorCode::Conflict
            | ErrorCode::PasswordAlreadySet
            | ErrorCode::GroupHasUsers
            | ErrorCode::LastAdministrator
            | ErrorCode::ProgramHasContent
            | ErrorCode::RundownDateExists
            | ErrorCode::RundownDisplayed
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
            | ErrorCode::SyncInProgress => 409,
            ErrorCode::Validation | ErrorCode::StandbyFixed | ErrorCode::DateEarlier => 422,
            ErrorCode::CreditsFailed | ErrorCode::DeviceRefused | ErrorCode::MailFailed => 502,
            ErrorCode::Unavailable
            | ErrorCode::DeviceUnreachable
            | ErrorCode::DirectoryUnavailable => 503,
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
            ErrorCode::PasswordChangeRequired => {
                "Choose a new password to finish your first access."
            }
            ErrorCode::PasswordExpired => "Your password has expired. Choose a new one.",
            ErrorCode::PasswordAlreadySet => {
                "Password reset not possible because it is already set."
            }
            ErrorCode::GroupHasUsers => "A group with users cannot be deleted.",
            ErrorCode::LastAdministrator => {
                "The last administrator cannot be deactivated or lose the administration of users."
            }
            ErrorCode::ProgramHasContent => {
                "A program with content cannot be deleted; disable it instead."
            }
            ErrorCode::TooManyAttempts => "Too many login attempts. Wait a moment and try again.",
            ErrorCode::LicenceExpired => "License expired or invalid.",
            ErrorCode::MaxLogins => "Maximum limit of logins reached!",
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
            ErrorCode::Locked => "Someone else is editing this right now.",
            ErrorCode::LockLost => "Edit lock lost or revoked.",
            ErrorCode::DocumentStateLocked => {
                "This document is completed or interrupted and cannot be changed."
            }
            ErrorCode::ProposalAnswered => "This proposal has already been answered.",
            ErrorCode::ReferenceInUse => {
                "This value could not be deleted as it is being used in a document."
            }
            ErrorCode::FileInUse => {
                "This file could not be deleted as it is attached to a document."
            }
            ErrorCode::TeamInUse => {
                "This team could not be deleted as it is being used in a document."
            }
            ErrorCode::NoCgDevice => {
                "Credits sending failure: the program has no character-generator device."
            }
            ErrorCode::CreditsFailed => "Credits sending failure.",
            ErrorCode::MailFailed => "The mail server refused the message or could not be reached.",
            ErrorCode::MailNotConfigured => "The mail server is not configured.",
            ErrorCode::FileTooLarge => {
                "Failed to upload the file: it is larger than the limit (images 10 MB, other files 100 MB)."
            }
            ErrorCode::Unavailable => "Communication failed.",
            ErrorCode::DeviceUnreachable => "Device unreachable.",
            ErrorCode::DeviceRefused => "Failed to perform requested action. Please try again.",
            ErrorCode::DirectoryUnavailable => {
                "The directory service cannot be reached. Try again later."
            }
            ErrorCode::DirectoryNotConfigured => "The directory service is not configured.",
            ErrorCode::SyncInProgress => "Synchronisation already in progress.",
            ErrorCode::Internal => "Server is reporting an error.",
        }
    }
}

/// Field problems of a 422 answer: field name (camelCase, as the API names it) -> what is wrong with it.
pub type FieldErrors = BTreeMap<String, FieldMessage>;

/// What is wrong with a field, as a code from the catalogue and its parameters. Clients translate it
/// (`fieldErrors.<code>` in every language, the parameters interpolated); nothing here is shown as is.
/// On the wire: `{"code": "too_long", "params": {"max": 120}}` (docs/api-design.md, "Field errors").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldMessage {
    /// The problem.
    pub code: FieldCode,
    /// Values the message names (`max`, `options`, ...); empty for most codes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<String, serde_json::Value>,
}

impl FieldMessage {
    /// The problem `code` with a parameter `name` = `value`.
    #[must_use]
    pub fn with(mut self, name: &str, value: impl Into<serde_json::Value>) -> Self {
        self.params.insert(name.to_owned(), value.into());
        self
    }

    /// "Limit of {max} characters." (web.md section 5).
    pub fn too_long(max: usize) -> Self {
        FieldMessage::from(FieldCode::TooLong).with("max", max)
    }

    /// "Enter a number from {min} to {max}."
    pub fn range(min: i64, max: i64) -> Self {
        FieldMessage::from(FieldCode::Range)
            .with("min", min)
            .with("max", max)
    }

    /// "Enter {min} to {max} characters."
    pub fn length(min: usize, max: usize) -> Self {
        FieldMessage::from(FieldCode::Length)
            .with("min", min)
            .with("max", max)
    }

    /// "Choose one of: {options}." (`options` as given, joined with commas).
    pub fn one_of(options: &[&str]) -> Self {
        FieldMessage::from(FieldCode::OneOf).with("options", options.join(", "))
    }
}

impl From<FieldCode> for FieldMessage {
    fn from(code: FieldCode) -> Self {
        FieldMessage {
            code,
            params: BTreeMap::new(),
        }
    }
}

impl std::fmt::Display for FieldMessage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code.as_str())?;
        if !self.params.is_empty() {
            write!(
                f,
                " {}",
                serde_json::Value::from(serde_json::Map::from_iter(
                    self.params.iter().map(|(k, v)| (k.clone(), v.clone())),
                ))
            )?;
        }
        Ok(())
    }
}

/// A rejected field: its name and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct FieldError {
    /// The field (camelCase, as the API names it; `fields.<name>` for a value of a CG template).
    pub field: String,
    /// What is wrong.
    pub message: FieldMessage,
}

impl FieldError {
    /// A field error.
    pub fn new(field: &str, message: impl Into<FieldMessage>) -> Self {
        FieldError {
            field: field.to_owned(),
            message: message.into(),
        }
    }

    /// As the map of a 422 answer.
    pub fn into_fields(self) -> FieldErrors {
        FieldErrors::from([(self.field, self.message)])
    }
}

macro_rules! field_codes {
    ($($(#[$doc:meta])* $name:ident = $wire:literal,)+) => {
        /// The catalogue of field problems (docs/api-design.md, "Field errors"). Each doc comment is
        /// the English message; the clients keep the translations (`fieldErrors.<code>` in en, es and
        /// pt-BR) and interpolate the parameters named in braces.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum FieldCode {
            $($(#[$doc])* #[serde(rename = $wire)] $name,)+
        }

        impl FieldCode {
            /// Every code.
            pub const ALL: &'static [FieldCode] = &[$(FieldCode::$name,)+];

            /// The wire form (`too_long`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(FieldCode::$name => $wire,)+
                }
            }
        }
    };
}

field_codes! {
    /// "Required field." (web.md section 5)
    Required = "required",
    /// "Limit of {max} characters." (web.md section 5)
    TooLong = "too_long",
    /// "Enter {min} to {max} characters."
    Length = "length",
    /// "There are required fields blank or invalid values were filled." (web.md section 8): a value of
    /// the wrong kind (text for a number, ...).
    Invalid = "invalid",
    /// "The request could not be read: {detail}" (`detail`: the parser's own words, in English).
    Malformed = "malformed",
    /// "Unknown field."
    UnknownField = "unknown_field",
    /// "Enter 0 or more."
    NotNegative = "not_negative",
    /// "Enter a duration such as PT1M30S." (ISO-8601, whole seconds)
    Duration = "duration",
    /// "Enter a time as HH:mm:ss."
    TimeOfDay = "time_of_day",
    /// "Enter a date as YYYY-MM-DD."
    Date = "date",
    /// "Choose one of: {options}."
    OneOf = "one_of",
    /// "Enter a number from {min} to {max}."
    Range = "range",
    /// "At most {max}."
    TooMany = "too_many",
    /// "{value} is listed twice."
    Duplicate = "duplicate",
    /// "'{ch}' cannot be used here."
    Character = "character",
    /// "Enter one line without control characters."
    SingleLine = "single_line",
    /// "Give ids separated by commas."
    IdList = "id_list",
    /// "Invalid script."
    Script = "script",
    /// "Colours are #rrggbb."
    Color = "color",
    /// "Only JPEG or PNG images are accepted." (a file declared an image that is neither)
    ImageType = "image_type",
    /// "Approved stories and reportages cannot be private."
    ApprovedPrivate = "approved_private",
    /// "Choose one of the program's presenters."
    PresenterUnknown = "presenter_unknown",
    /// "The block belongs to another rundown."
    BlockElsewhere = "block_elsewhere",
    /// "The story is not in that block."
    StoryNotInBlock = "story_not_in_block",
    /// "The items are not in one rundown."
    NotOneRundown = "not_one_rundown",
    /// "Stories of the standby block cannot go on air."
    StandbyOffAir = "standby_off_air",
    /// "Only one item can be on air."
    OneOnAir = "one_on_air",
    /// "The mark out must come after the mark in."
    MarkOrder = "mark_order",
    /// "The mark is past the end of the media."
    MarkPastEnd = "mark_past_end",
    /// "Only media items have marks."
    MarksMediaOnly = "marks_media_only",
    /// "Unknown template."
    TemplateUnknown = "template_unknown",
    /// "A template needs blocks and one standby block, last."
    TemplateLayout = "template_layout",
    /// "The template {template} has no field {name}."
    TemplateField = "template_field",
    /// "Template fields need distinct names of 1 to 100 characters."
    TemplateFields = "template_fields",
    /// "Media not found in the asset manager." (web.md section 8)
    MediaNotFound = "media_not_found",
    /// "Choose a CG device."
    NotCgDevice = "not_cg_device",
    /// "Enter the device's ws:// or wss:// address, or choose passive mode."
    WsUrl = "ws_url",
    /// "Enter the web service's http:// or https:// address."
    HttpUrl = "http_url",
    /// "A device in passive mode needs a user name and password to connect."
    PassiveCredentials = "passive_credentials",
    /// "II devices read UTF-8 or ISO-8859-1, not {name}."
    Charset = "charset",
    /// "Devices with protocol {protocol} take no CG commands."
    NoCgCommands = "no_cg_commands",
    /// "MOS CG items travel in the running order: enable device integration on the rundown."
    MosCgInRunningOrder = "mos_cg_in_running_order",
    /// "This device does not offer searches (MOS profile 3)."
    NoSearch = "no_search",
    /// "Only MOS devices take this command."
    NotMos = "not_mos",
    /// "Choose a MOS asset manager or playout device."
    NotMediaDevice = "not_media_device",
    /// "Invalid e-mail." (web.md section 5)
    Email = "email",
    /// "At least {min} characters." (web.md section 5)
    TooShort = "too_short",
    /// "The two passwords must match." (web.md section 5)
    PasswordMismatch = "password_mismatch",
    /// "The current password is wrong."
    WrongPassword = "wrong_password",
    /// "Choose a password you have not used just now."
    SamePassword = "same_password",
    /// "Unknown group."
    UnknownGroup = "unknown_group",
    /// "This is not a license file, or its signature does not match."
    LicenceInvalid = "licence_invalid",
    /// "This license expired on {date}."
    LicenceExpired = "licence_expired",
    /// "Enter a domain such as example.com."
    Domain = "domain",
    /// "Enter the directory's ldap:// or ldaps:// address."
    LdapUrl = "ldap_url",
    /// "Enter an LDAP filter such as (objectClass=inetOrgPerson)."
    LdapFilter = "ldap_filter",
    /// "Unknown program, or one you may not see."
    UnknownProgram = "unknown_program",
    /// "Unknown user."
    UnknownUser = "unknown_user",
    /// "This value does not exist (any more); choose another." (reference data)
    UnknownValue = "unknown_value",
    /// "The start date cannot be greater than the end date." (web.md section 8's words for a range)
    DateOrder = "date_order",
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
        let mut wires: Vec<_> = FieldCode::ALL.iter().map(|c| c.as_str()).collect();
        wires.sort_unstable();
        wires.dedup();
        assert_eq!(wires.len(), FieldCode::ALL.len(), "field codes are unique");
        assert_eq!(ErrorCode::Conflict.http_status(), 409);
    }

    #[test]
    fn field_messages_travel_as_code_and_params() {
        let m = FieldMessage::too_long(120);
        assert_eq!(
            serde_json::to_value(&m).unwrap(),
            serde_json::json!({"code": "too_long", "params": {"max": 120}})
        );
        let plain = serde_json::to_value(FieldMessage::from(FieldCode::Required)).unwrap();
        assert_eq!(plain, serde_json::json!({"code": "required"}));
        let back: FieldMessage =
            serde_json::from_value(serde_json::json!({"code": "too_long", "params": {"max": 120}}))
                .unwrap();
        assert_eq!(back, m);
    }
}
