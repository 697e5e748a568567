//! What goes to devices on a user's word: a rundown's credits (to its program's CG device), roCtrl
//! for an item (MOS profile 5), the rundown device calls of web.md section 7 (create, replace, ready,
//! enable, disable) and CG commands (cue, take, clear) whatever the protocol (docs/devices.md).

use newsroom_domain::FieldMessage;
use newsroom_mos::message::{Body, RO_CTRL_COMMANDS, RoCtrl};
use newsroom_proto::rundowns::v1 as rpb;

use super::{DevicesService, Result, answered, refused, unreachable};
use crate::registry::{Device, DevicesError};

/// Credits sent.
#[derive(Debug, Clone, PartialEq)]
pub struct CreditsSent {
    /// The CG device they went to.
    pub device: String,
    /// How many names were sent.
    pub names: usize,
    /// The object the device created (its mosAck objID; empty for WS).
    pub obj_id: String,
}

/// A CG command carried out.
#[derive(Debug, Clone, PartialEq)]
pub struct CgSent {
    /// The device's name.
    pub device: String,
    /// What was done.
    pub action: crate::cg::Action,
    /// II or WS.
    pub protocol: crate::registry::Protocol,
}

/// A rundown device call (web.md section 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RundownAction {
    /// roCreate to every device that follows rundowns.
    Create,
    /// roReplace.
    Replace,
    /// roReadyToAir (MOS devices).
    Ready,
    /// Device integration on.
    Enable,
    /// Device integration off.
    Disable,
}

impl RundownAction {
    /// From the proto enum; UNSPECIFIED is `Invalid` (`action`).
    ///
    /// # Errors
    /// [`DevicesError::Invalid`].
    pub fn from_pb(p: newsroom_proto::devices::v1::RundownAction) -> Result<Self> {
        use newsroom_proto::devices::v1::RundownAction as P;
        Ok(match p {
            P::Create => Self::Create,
            P::Replace => Self::Replace,
            P::Ready => Self::Ready,
            P::Enable => Self::Enable,
            P::Disable => Self::Disable,
            P::Unspecified => {
                return Err(DevicesError::field(
                    "action",
                    FieldMessage::one_of(&["create", "replace", "ready", "enable", "disable"]),
                ));
            }
        })
    }
}

impl DevicesService {
    /// Sends a rundown's credits (reporters, editors, image editors, presenters) to its program's
    /// CG device: a MOS mosObjCreate, or JSON to a WS device.
    ///
    /// # Errors
    /// `NotFound` for no rundown; `NoCgDevice` when the program has none (a missing setting, not a
    /// device failure); `CreditsFailed` when the device is down, of another protocol, or refuses.
    pub async fn send_credits(&self, rundown_id: i64, nickname: &str) -> Result<CreditsSent> {
        let failed = DevicesError::CreditsFailed;
        let Some((rundown, _)) = self.ncs.running_order(rundown_id).await? else {
            return Err(DevicesError::NotFound);
        };
        let programs = self.rundowns.programs().await?;
        let device_id = programs
            .iter()
            .find(|p| p.id == rundown.program_id)
            .and_then(|p| p.cg_device_id)
            .ok_or(DevicesError::NoCgDevice)?;
        let device = self.ncs.store.get(device_id).await?;
        if !self.connected(&device) {
            return Err(failed(format!("Device unreachable: {}", device.spec.name)));
        }
        let credits = crate::credits::of_rundown(&rundown);
        let names = credits.names();
        if device.spec.protocol == crate::registry::Protocol::Ws {
            // A web-service CG: the credits as JSON (docs/devices.md).
            let link = self
                .ncs
                .ws_link(device.id)
                .ok_or_else(|| failed(format!("{}: no link", device.spec.name)))?;
            let body = crate::credits::json(&rundown, &credits, nickname);
            return match link.send_credits(&self.ncs, &body).await {
                Ok(()) => Ok(CreditsSent {
                    device: device.spec.name,
                    names,
                    obj_id: String::new(),
                }),
                Err(crate::ii::Failure::Unreachable(why) | crate::ii::Failure::Refused(why)) => {
                    Err(failed(format!("{}: {why}", device.spec.name)))
                }
            };
        }
        if device.spec.protocol != crate::registry::Protocol::Mos {
            return Err(failed(format!(
                "{} is an {} device: credits go to MOS or WS character generators",
                device.spec.name,
                device.spec.protocol.as_str()
            )));
        }
        let body = Body::MosObjCreate(crate::credits::mos_object(&rundown, &credits, nickname));
        let reply = self
            .ncs
            .request(device.id, body)
            .await
            .map_err(|e| failed(format!("{}: {e}", device.spec.name)))?;
        match reply {
            Body::MosAck(a) if a.status.eq_ignore_ascii_case("ACK") => {
                tracing::info!(
                    rundown = rundown_id,
                    device = device.id,
                    names,
                    "credits sent"
                );
                Ok(CreditsSent {
                    device: device.spec.name,
                    names,
                    obj_id: a.obj_id,
                })
            }
            Body::MosAck(a) => Err(failed(format!(
                "{} refused: {}",
                device.spec.name,
                a.status_description.unwrap_or(a.status)
            ))),
            other => Err(failed(format!(
                "{} answered {}",
                device.spec.name,
                other.name()
            ))),
        }
    }

    /// Profile 5: sends roCtrl (READY, EXECUTE, PAUSE, STOP, SIGNAL, any case) for an item of a
    /// rundown to the MOS device that holds the item, and waits for its roAck. Answers the device's
    /// name.
    ///
    /// # Errors
    /// `Invalid` (`command`, `itemId` of a device that is not MOS), `NotFound`, `DeviceUnreachable`
    /// when the device is down or does not hold the running order, `DeviceRefused`.
    pub async fn item_control(
        &self,
        rundown_id: i64,
        item_id: i64,
        command: &str,
    ) -> Result<String> {
        let command = command.trim().to_ascii_uppercase();
        if !RO_CTRL_COMMANDS.contains(&command.as_str()) {
            return Err(DevicesError::field(
                "command",
                FieldMessage::one_of(&RO_CTRL_COMMANDS),
            ));
        }
        let Some((rundown, _)) = self.ncs.running_order(rundown_id).await? else {
            return Err(DevicesError::NotFound);
        };
        let (story, item) = rundown
            .blocks
            .iter()
            .flat_map(|b| b.stories.iter())
            .find_map(|s| s.items.iter().find(|i| i.id == item_id).map(|i| (s, i)))
            .ok_or(DevicesError::NotFound)?;
        let device = self.ncs.store.get(item.device_id).await?;
        if device.spec.protocol != crate::registry::Protocol::Mos {
            return Err(DevicesError::field(
                "itemId",
                newsroom_domain::FieldCode::NotMos,
            ));
        }
        if !rundown.device_integration || !device.spec.follows_rundowns() {
            return Err(unreachable(&device, "it does not hold the running order"));
        }
        if !self.connected(&device) {
            return Err(unreachable(&device, "not connected"));
        }
        let body = Body::RoCtrl(RoCtrl {
            ro_id: rundown.id.to_string(),
            story_id: story.id.to_string(),
            item_id: item.id.to_string(),
            command: command.clone(),
            external: vec![],
        });
        match self.ncs.request(device.id, body).await {
            Ok(Body::RoAck(a)) if a.is_ok() => {
                tracing::info!(
                    device = device.id,
                    item = item.id,
                    command,
                    "roCtrl acknowledged"
                );
                Ok(device.spec.name)
            }
            Ok(Body::RoAck(a)) => Err(refused(&device, a.ro_status)),
            Ok(other) => Err(answered(&device, &other)),
            Err(e) => Err(unreachable(&device, e)),
        }
    }

    /// The device calls on a rundown (web.md section 7). Answers how many devices follow rundowns.
    ///
    /// # Errors
    /// `Unavailable` ("Device unreachable: ...") when a device that must take part is down (create
    /// and replace still queue the running order for it); [`DevicesError::Remote`].
    pub async fn rundown_device_action(
        &self,
        rundown_id: i64,
        action: RundownAction,
        actor: rpb::Actor,
    ) -> Result<usize> {
        // The rundown must exist and be the caller's to see (`rundown_not_found`, `forbidden`).
        self.rundowns.rundown(rundown_id).await?;
        let devices: Vec<Device> = self
            .ncs
            .store
            .list()
            .await?
            .into_iter()
            .filter(|d| d.spec.follows_rundowns())
            .collect();
        // Answer at once for devices that are down: a queued message waits for the device to come back.
        let unreachable: Vec<&str> = devices
            .iter()
            .filter(|d| !self.connected(d))
            .map(|d| d.spec.name.as_str())
            .collect();
        let down = |what: &str| {
            DevicesError::Unavailable(format!(
                "Device unreachable: {}{what}",
                unreachable.join(", ")
            ))
        };
        match action {
            RundownAction::Enable | RundownAction::Disable => {
                let on = action == RundownAction::Enable;
                let actor = if actor.nickname.is_empty() {
                    rpb::Actor {
                        nickname: "devices".into(),
                        ..actor
                    }
                } else {
                    actor
                };
                self.rundowns
                    .set_device_integration(rundown_id, on, actor)
                    .await?;
            }
            RundownAction::Create | RundownAction::Replace => {
                for d in &devices {
                    if d.spec.protocol == crate::registry::Protocol::Ws {
                        self.ncs.resync_ws(d.id, rundown_id).await;
                    } else {
                        self.ncs.resync(d.id, rundown_id);
                    }
                }
                if !unreachable.is_empty() {
                    return Err(down(" (the running order goes out when it is back)"));
                }
            }
            RundownAction::Ready => {
                // roReadyToAir is MOS's: only MOS devices must be up; WS devices have the running
                // order already.
                let mos = || {
                    devices
                        .iter()
                        .filter(|d| d.spec.protocol == crate::registry::Protocol::Mos)
                };
                if mos().any(|d| !self.connected(d)) {
                    return Err(down(""));
                }
                for d in mos() {
                    let body = Body::RoReadyToAir {
                        ro_id: rundown_id.to_string(),
                        ro_air: "READY".into(),
                    };
                    if let Err(e) = self.ncs.request(d.id, body).await {
                        return Err(DevicesError::Unavailable(format!(
                            "Device unreachable: {} ({e})",
                            d.spec.name
                        )));
                    }
                }
            }
        }
        Ok(devices.len())
    }

    /// Sends a CG template with field values to a CG device, whatever its protocol: II (template
    /// read with the fields, take, clear) or WS (a JSON POST).
    ///
    /// # Errors
    /// `Invalid` ([`crate::cg::plan`]'s field messages); `DeviceUnreachable` at once when the device
    /// is not connected (nothing is queued); `DeviceRefused` when it answers with an error.
    pub async fn send_cg(
        &self,
        device_id: i64,
        request: &crate::cg::Request,
        nickname: &str,
    ) -> Result<CgSent> {
        let device = self.ncs.store.get(device_id).await?;
        let plan = crate::cg::plan(&device, request)?;
        let name = &device.spec.name;
        // A device that is down is answered at once: nothing waits for it to come back.
        let state = self.ncs.state(&device);
        if state.state != crate::mos::ConnectionState::Connected {
            let why = state
                .last_error
                .unwrap_or_else(|| format!("{:?}", state.state).to_uppercase());
            return Err(DevicesError::DeviceUnreachable(format!("{name}: {why}")));
        }
        let failed = |f: crate::ii::Failure| match f {
            crate::ii::Failure::Unreachable(why) => {
                DevicesError::DeviceUnreachable(format!("{name}: {why}"))
            }
            crate::ii::Failure::Refused(why) => {
                DevicesError::DeviceRefused(format!("{name}: {why}"))
            }
        };
        let not_live = || DevicesError::DeviceUnreachable(format!("{name}: no link"));
        let action = match plan {
            crate::cg::Plan::Ii { action, bytes } => {
                let link = self.ncs.ii_link(device.id).ok_or_else(not_live)?;
                let (tx, rx) = tokio::sync::oneshot::channel();
                link.send(crate::ii::Outgoing {
                    bytes,
                    name: action.as_str(),
                    reply: tx,
                })
                .map_err(|_| not_live())?;
                rx.await.map_err(|_| not_live())?.map_err(failed)?;
                action
            }
            crate::cg::Plan::Ws { action, json } => {
                let link = self.ncs.ws_link(device.id).ok_or_else(not_live)?;
                link.send_cg(&self.ncs, &json).await.map_err(failed)?;
                action
            }
        };
        tracing::info!(
            device = device.id,
            action = action.as_str(),
            template = ?request.template_id,
            story = ?request.story_id,
            by = %nickname,
            "CG command sent"
        );
        Ok(CgSent {
            device: device.spec.name.clone(),
            action,
            protocol: device.spec.protocol,
        })
    }
}
