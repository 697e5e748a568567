//! The devices service's rules, under the gRPC layer: `grpc.rs` reads a request into plain values,
//! calls one method here and writes the answer; everything this service decides is decided here, on
//! [`DevicesError`] (never `tonic::Status`, which stays in `grpc.rs` and [`crate::rundowns`]).
//!
//! - [`registry`](DevicesService::create): devices and their CG templates.
//! - `media`: MOS objects (lists, mosReqObj, mosReqAll, searches, placeholders).
//! - `commands`: what goes to devices on a user's word (credits, roCtrl, running-order actions, CG).
//! - `items`: story items backed by a device (media, graphics), handed to the rundowns service.

mod commands;
mod items;
mod media;
mod registry;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use newsroom_mos::message::Body;

pub use commands::{CgSent, CreditsSent, RundownAction};
pub use items::{RundownCg, StoryMedia};
pub use media::Media;

use crate::mos::{DeviceState, Ncs};
use crate::registry::{Device, DevicesError};
use crate::rundowns::RundownsApi;

/// What this service's calls answer.
pub type Result<T> = std::result::Result<T, DevicesError>;

/// The devices service: the NCS (store, live links) and the rundowns service it calls.
pub struct DevicesService {
    ncs: Arc<Ncs>,
    rundowns: RundownsApi,
    /// The search schema each device named in its mosListSearchableSchema (profile 3), asked once.
    schemas: Mutex<HashMap<i64, String>>,
}

impl DevicesService {
    /// The service over `ncs`.
    pub fn new(ncs: Arc<Ncs>) -> Self {
        let rundowns = RundownsApi::from_client(ncs.rundowns.clone());
        Self {
            ncs,
            rundowns,
            schemas: Mutex::default(),
        }
    }

    /// The live state of `device`'s connection.
    pub fn state(&self, device: &Device) -> DeviceState {
        self.ncs.state(device)
    }

    fn connected(&self, device: &Device) -> bool {
        self.ncs.state(device).state == crate::mos::ConnectionState::Connected
    }

    /// A MOS device that is connected now: `invalid_input` (`deviceId`) for another protocol,
    /// `device_unreachable` when it is down.
    async fn connected_mos(&self, id: i64) -> Result<Device> {
        let device = self.ncs.store.get(id).await?;
        if device.spec.protocol != crate::registry::Protocol::Mos {
            return Err(DevicesError::field(
                "deviceId",
                newsroom_domain::FieldCode::NotMos,
            ));
        }
        if !self.connected(&device) {
            return Err(unreachable(&device, "not connected"));
        }
        Ok(device)
    }
}

/// A device that answered a request with a NACK (`device_refused`, with its reason).
fn refused(device: &Device, why: String) -> DevicesError {
    DevicesError::DeviceRefused(format!("{}: {why}", device.spec.name))
}

/// A device that is down or did not answer (`device_unreachable`, with the reason).
fn unreachable(device: &Device, why: impl std::fmt::Display) -> DevicesError {
    DevicesError::DeviceUnreachable(format!("{} ({why})", device.spec.name))
}

/// A device that answered with another message than the one asked for.
fn answered(device: &Device, other: &Body) -> DevicesError {
    unreachable(device, format!("answered {}", other.name()))
}
