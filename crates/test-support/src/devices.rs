//! A typed builder of devices as `POST /api/devices` takes them (web.md section 6, docs/devices.md),
//! for the tests that register a device. Every field has the value a test would otherwise repeat:
//! host `127.0.0.1`, enabled, MOS 2.8.5 with the default ports and profiles 0-2.
//!
//! ```
//! use newsroom_test_support::devices::DeviceBuilder;
//!
//! let body = DeviceBuilder::mos("Playout 1", "PLAYOUT", "playout.mos")
//!     .ports(10540, 10541, 10542)
//!     .profiles([0, 1, 2, 3])
//!     .json();
//! assert_eq!(body["protocol"], "MOS");
//! assert_eq!(body["upperPort"], 10541);
//!
//! let cg = DeviceBuilder::mos("Graphics", "CG", "cg.mos")
//!     .disabled()
//!     .template(4, "Lower third", ["name", "title"])
//!     .json();
//! assert_eq!(cg["templates"][0]["fields"][1], "title");
//! ```

use serde_json::{Value, json};

/// A device to register; [`json`](Self::json) is the request body.
#[derive(Debug, Clone)]
pub struct DeviceBuilder {
    body: Value,
}

impl DeviceBuilder {
    /// A MOS 2.8.5 device of kind `kind` (CC, CG, MAM, PLAYOUT, TP) with MOS ID `mos_id`, enabled,
    /// on `127.0.0.1`, profiles 0-2, the default MOS ports.
    pub fn mos(name: &str, kind: &str, mos_id: &str) -> Self {
        DeviceBuilder {
            body: json!({"name": name, "type": kind, "protocol": "MOS", "host": "127.0.0.1",
                         "mosId": mos_id, "profiles": [0, 1, 2], "enabled": true}),
        }
    }

    /// Its lower, upper and query ports (MOS 2.8.5).
    pub fn ports(self, lower: u16, upper: u16, query: u16) -> Self {
        self.set("lowerPort", lower)
            .set("upperPort", upper)
            .set("queryPort", query)
    }

    /// The MOS profiles it supports (0-7).
    pub fn profiles(self, profiles: impl IntoIterator<Item = u8>) -> Self {
        self.set("profiles", profiles.into_iter().collect::<Vec<_>>())
    }

    /// MOS 4.0 in passive mode: the device dials Newsroom with these Basic credentials.
    pub fn mos4_passive(self, username: &str, password: &str) -> Self {
        self.set("mosVersion", "4.0")
            .set("passive", true)
            .set("username", username)
            .set("password", password)
    }

    /// Registered but not connected (Newsroom neither dials nor sends running orders).
    pub fn disabled(self) -> Self {
        self.set("enabled", false)
    }

    /// A CG template: its id in the device, its name and its field names in order.
    pub fn template<'a>(
        mut self,
        id: i64,
        name: &str,
        fields: impl IntoIterator<Item = &'a str>,
    ) -> Self {
        let fields: Vec<&str> = fields.into_iter().collect();
        let mut templates = self.body["templates"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        templates.push(json!({"id": id, "name": name, "fields": fields}));
        self.body["templates"] = Value::Array(templates);
        self
    }

    /// Any other field of the body (camelCase, as the API names it).
    pub fn set(mut self, field: &str, value: impl Into<Value>) -> Self {
        self.body[field] = value.into();
        self
    }

    /// The request body.
    pub fn json(&self) -> Value {
        self.body.clone()
    }
}
