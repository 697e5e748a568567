//! The REST shapes of the API: the gateway's own types, one module per backend service, each with
//! `From` / `TryFrom` conversions from the gRPC messages. Protos are internal and may change without
//! breaking a client; a change here is a change of the public contract (docs/openapi.json, generated
//! clients).
//!
//! Conventions: an output shape is named after its resource (`Story`, `Device`) and an input after its
//! use with `In` (`DeviceIn`); fields are camelCase; ids are the typed ids of `newsroom_domain::ids`
//! (each a schema, `StoryId`); enum-like fields are Rust enums whose serde names are the wire values,
//! so the OpenAPI document lists them; durations stay ISO-8601 strings, times `HH:mm:ss`. A proto enum
//! value the gateway does not know (a newer service) is an internal error, never a default.

pub mod auth;
pub mod contacts;
pub mod devices;
pub mod documents;
pub mod installation;
pub mod productions;
pub mod proposals;
pub mod reportages;
pub mod reports;
pub mod rounds;
pub mod rundowns;
pub mod search;
pub mod teams;

use newsroom_domain::{ErrorCode, FieldCode};

use crate::error::ApiError;

/// `?ids=1,2`: the records a call is about.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IdsQuery {
    /// Comma-separated ids.
    pub ids: String,
}

impl IdsQuery {
    /// The ids.
    ///
    /// # Errors
    /// 422 on `ids` (`id_list`) unless every one is a positive number.
    pub fn ids(&self) -> Result<Vec<i64>, ApiError> {
        self.ids
            .split(',')
            .map(|x| x.trim().parse::<i64>().ok().filter(|i| *i > 0))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| ApiError::field("ids", FieldCode::IdList))
    }
}

/// Reads a client's word by the serde name of a DTO enum (`"MOS"` -> `Protocol::Mos`); None when unknown.
pub(crate) fn wire_enum<T: serde::de::DeserializeOwned>(raw: &str) -> Option<T> {
    serde_json::from_value(serde_json::Value::String(raw.to_string())).ok()
}

/// A proto enum field a service always sets, read with `convert` (None for UNSPECIFIED); an unknown
/// or unspecified value is logged and answered as an internal error, never guessed.
pub(crate) fn known<P: TryFrom<i32>, T>(
    raw: i32,
    convert: impl Fn(P) -> Option<T>,
    what: &'static str,
) -> Result<T, ApiError> {
    P::try_from(raw).ok().and_then(convert).ok_or_else(|| {
        tracing::error!(
            value = raw,
            what,
            "a service sent a value the gateway does not know"
        );
        ApiError::new(ErrorCode::Internal)
    })
}

/// A value a service sends by name (`"PROGRAM"`), read with the domain's `parse`.
pub(crate) fn by_name<T>(
    raw: &str,
    parse: impl Fn(&str) -> Option<T>,
    what: &'static str,
) -> Result<T, ApiError> {
    parse(raw).ok_or_else(|| {
        tracing::error!(
            value = raw,
            what,
            "a service sent a name the gateway does not know"
        );
        ApiError::new(ErrorCode::Internal)
    })
}

/// A message field a service always sets; missing, it is an internal error.
pub(crate) fn required<T>(value: Option<T>, what: &'static str) -> Result<T, ApiError> {
    value.ok_or_else(|| {
        tracing::error!(what, "a service left out a field it always sends");
        ApiError::new(ErrorCode::Internal)
    })
}
