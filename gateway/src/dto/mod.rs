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
