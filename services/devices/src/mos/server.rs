//! The message core every transport shares, and the 2.8.5 NCS ports that feed it.
//!
//! [`handle`] answers one message from a device, whichever transport brought it (a 2.8.5 socket here,
//! a MOS 4.0 WebSocket in [`super::ws`]): an ack only after the change is saved; unknown running orders
//! and stories get a NACK with the reason, then a resync.
//!
//! The NCS's own 2.8.5 ports (lower 10540, upper 10541, query 10542): devices connect here to send
//! their messages, and each gets its reply on the same socket. They listen on every address by default
//! (control-room devices connect from their own network), so a connection proves nothing: every
//! message from a MOS ID that is not a registered, enabled device is refused (a NACK, logged), reads
//! included; connections are capped in all and per address, closed when idle, and a peer that has
//! not yet sent one message of a registered device may hold only a small message in progress
//! ([`PortLimits`](super::config::PortLimits); issue 11, points 2 and 3).

use std::sync::Arc;

use newsroom_mos::message::{Body, ElementStat, Envelope, MachInfo, MosAck, MosObj, RoAck};
use newsroom_mos::{FrameDecoder, encode_utf16be, parse_message, write_message};
use newsroom_platform::slots::{Full, Slot};
use newsroom_proto::rundowns::v1 as rpb;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::Ncs;
use crate::store::{MediaDoc, MediaStatus};

/// Accepts device connections on `listener` until the task is dropped.
pub async fn serve(ncs: Arc<Ncs>, listener: TcpListener, port: &'static str) {
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => {
                let limits = &ncs.cfg.limits;
                let slot = match ncs.connections.take(
                    peer.ip(),
                    limits.max_per_address,
                    limits.max_connections,
                ) {
                    Ok(slot) => slot,
                    Err(full) => {
                        let why = match full {
                            Full::Total => "too many MOS connections in all",
                            Full::Key => "too many MOS connections from this address",
                        };
                        tracing::warn!(%peer, port, "MOS connection refused: {why}");
                        continue;
                    }
                };
                tracing::info!(%peer, port, "MOS device connected");
                tokio::spawn(connection(ncs.clone(), stream, port, slot));
            }
            Err(e) => {
                tracing::warn!(port, "accept: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
        }
    }
}

/// One device connection, holding its place until it ends.
async fn connection(
    ncs: Arc<Ncs>,
    mut stream: TcpStream,
    port: &'static str,
    _slot: Slot<std::net::IpAddr>,
) {
    let peer = stream
        .peer_addr()
        .map(|a| a.to_string())
        .unwrap_or_default();
    let limits = ncs.cfg.limits;
    let mut dec = FrameDecoder::new(limits.unverified_max_message);
    let mut verified = false;
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let read = tokio::time::timeout(limits.idle_timeout, stream.read(&mut buf)).await;
        let Ok(read) = read else {
            tracing::info!(%peer, port, secs = limits.idle_timeout.as_secs(), "MOS connection idle: closed");
            return;
        };
        let n = match read {
            Ok(0) => {
                if dec.pending() > 0 {
                    tracing::warn!(%peer, port, bytes = dec.pending(), "MOS device closed the connection mid-message; partial message dropped");
                }
                return;
            }
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(%peer, port, "read: {e}");
                return;
            }
        };
        dec.push(&buf[..n]);
        while let Some(frame) = dec.next_frame() {
            let reply = match frame {
                Err(e) => {
                    tracing::warn!(%peer, port, "MOS framing: {e}");
                    continue;
                }
                Ok(text) => match parse_message(&text) {
                    Ok(env) => {
                        if !verified && ncs.device_by_mos_id(&env.mos_id).is_some() {
                            verified = true;
                            dec.set_max(newsroom_mos::frame::DEFAULT_MAX_FRAME);
                        }
                        handle(&ncs, env).await
                    }
                    Err(e) => {
                        tracing::warn!(%peer, port, "unreadable MOS message: {e}");
                        // No header to answer to when the XML itself is broken; a readable envelope with
                        // a bad message gets a NACK on the port's ack.
                        nack_for_port(&ncs, port, &format!("unreadable message: {e}"))
                    }
                },
            };
            if let Some(reply) = reply
                && let Err(e) = stream
                    .write_all(&encode_utf16be(&write_message(&reply)))
                    .await
            {
                tracing::warn!(%peer, port, "write: {e}");
                return;
            }
        }
    }
}

fn nack_for_port(ncs: &Ncs, port: &str, why: &str) -> Option<Envelope> {
    let body = if port == "upper" {
        Body::RoAck(RoAck {
            ro_id: String::new(),
            ro_status: why.into(),
            elements: vec![],
        })
    } else {
        Body::MosAck(MosAck {
            obj_id: String::new(),
            obj_rev: None,
            status: "NACK".into(),
            status_description: Some(why.into()),
        })
    };
    Some(Envelope {
        mos_id: String::new(),
        ncs_id: ncs.cfg.ncs_id.clone(),
        message_id: None,
        channel: None,
        body,
    })
}

/// A NACK of `body` with a reason: a roAck for running-order messages, a mosAck for the others. The
/// caller fills in the header it answers.
pub(crate) fn refusal(ncs: &Ncs, body: &Body, why: &str) -> Envelope {
    let body = match body.port() {
        newsroom_mos::message::Port::Upper => Body::RoAck(RoAck {
            ro_id: String::new(),
            ro_status: why.into(),
            elements: vec![],
        }),
        _ => Body::MosAck(MosAck {
            obj_id: String::new(),
            obj_rev: None,
            status: "NACK".into(),
            status_description: Some(why.into()),
        }),
    };
    Envelope {
        mos_id: String::new(),
        ncs_id: ncs.cfg.ncs_id.clone(),
        message_id: None,
        channel: None,
        body,
    }
}

/// The reply to one message from a device (`None`: it needs none), whatever transport brought it: the
/// header echoes the request's `mosID` and `messageID`; the transport sets its own framing and channel.
pub(crate) async fn handle(ncs: &Arc<Ncs>, env: Envelope) -> Option<Envelope> {
    let Some(device) = ncs.device_by_mos_id(&env.mos_id) else {
        return stranger(ncs, env);
    };
    ncs.device_seen(device.id);
    let body = match env.body {
        // MOS 4.0 keepAlive is one-way: its arrival is the proof (answering would ping-pong forever).
        Body::KeepAlive => return None,
        Body::Heartbeat { .. } => Body::Heartbeat {
            time: Some(newsroom_mos::time::format_time(chrono::Utc::now())),
        },
        Body::ReqMachInfo => Body::ListMachInfo(MachInfo {
            manufacturer: "Newsroom".into(),
            model: "Newsroom NCS".into(),
            hw_rev: String::new(),
            sw_rev: env!("CARGO_PKG_VERSION").into(),
            dom: String::new(),
            sn: String::new(),
            id: ncs.cfg.ncs_id.clone(),
            time: newsroom_mos::time::format_time(chrono::Utc::now()),
            op_time: None,
            mos_rev: "2.8.5".into(),
            device_type: "NCS".into(),
            profiles: vec![0, 1, 2, 3, 4, 5, 7],
        }),
        Body::MosObj(obj) => mos_ack(
            save_media(ncs, &device, std::slice::from_ref(&obj)).await,
            &obj,
        ),
        Body::MosListAll(objs) => {
            let first = objs.first().cloned().unwrap_or_default();
            mos_ack(save_media(ncs, &device, &objs).await, &first)
        }
        Body::RoElementStat(stat) => {
            ro_ack(&stat.ro_id.clone(), element_stat(ncs, &device, stat).await)
        }
        Body::RoReq { ro_id } => match ro_id.parse::<i64>() {
            Ok(id) => match ncs.running_order(id).await {
                Ok(Some((r, ro))) if r.device_integration => Body::RoList(ro),
                Ok(_) => ro_ack(&ro_id, Err(format!("unknown running order {ro_id}"))),
                Err(e) => ro_ack(&ro_id, Err(format!("rundowns unavailable: {e}"))),
            },
            Err(_) => ro_ack(&ro_id, Err(format!("unknown running order {ro_id}"))),
        },
        Body::RoReadyToAir { ro_id, .. } => ro_ack(&ro_id, Ok(())),
        Body::RoReqStoryAction(a) => super::story_action::handle(ncs, &device, a).await,
        Body::RoReqAll => Body::RoListAll(ncs.running_orders().await),
        ref other if other.is_reply() => {
            tracing::info!(
                message = other.name(),
                "reply on the NCS port without a request; ignored"
            );
            return None;
        }
        other => {
            let why = format!("{} is not supported by this NCS", other.name());
            tracing::info!(device = env.mos_id, "{why}");
            refusal(ncs, &other, &why).body
        }
    };
    Some(Envelope {
        mos_id: env.mos_id,
        ncs_id: ncs.cfg.ncs_id.clone(),
        message_id: env.message_id,
        channel: None,
        body,
    })
}

/// The answer to a message whose MOS ID is no registered, enabled device: a NACK with the reason,
/// logged, whatever it asks (a read such as roReq would hand a stranger the running order); replies
/// and MOS 4.0 keepAlives get nothing.
fn stranger(ncs: &Ncs, env: Envelope) -> Option<Envelope> {
    if matches!(env.body, Body::KeepAlive) || env.body.is_reply() {
        tracing::info!(
            mos_id = env.mos_id,
            message = env.body.name(),
            "message from an unknown MOS ID ignored"
        );
        return None;
    }
    tracing::warn!(
        mos_id = env.mos_id,
        message = env.body.name(),
        "message from an unknown or disabled MOS ID refused"
    );
    let mut nack = refusal(
        ncs,
        &env.body,
        "unknown MOS ID: register and enable the device in Newsroom",
    );
    nack.mos_id = env.mos_id;
    nack.message_id = env.message_id;
    Some(nack)
}

fn ro_ack(ro_id: &str, r: Result<(), String>) -> Body {
    Body::RoAck(RoAck {
        ro_id: ro_id.into(),
        ro_status: r.err().unwrap_or_else(|| "OK".into()),
        elements: vec![],
    })
}

fn mos_ack(r: Result<(), String>, obj: &MosObj) -> Body {
    let (status, status_description) = match r {
        Ok(()) => ("ACK".to_string(), None),
        Err(e) => ("NACK".to_string(), Some(e)),
    };
    Body::MosAck(MosAck {
        obj_id: obj.obj_id.clone(),
        obj_rev: obj.obj_rev,
        status,
        status_description,
    })
}

/// Newsroom's media states: `absent` (deleted on the device), `ready` (on air ready), `empty` (a
/// placeholder without media yet).
fn media_status(obj: &MosObj) -> MediaStatus {
    if obj
        .status
        .as_deref()
        .is_some_and(|s| s.eq_ignore_ascii_case("DELETED"))
    {
        MediaStatus::Absent
    } else if obj
        .obj_air
        .as_deref()
        .is_some_and(|s| s.eq_ignore_ascii_case("READY"))
    {
        MediaStatus::Ready
    } else {
        MediaStatus::Empty
    }
}

pub(crate) async fn save_media(
    ncs: &Ncs,
    device: &crate::registry::Device,
    objs: &[MosObj],
) -> Result<(), String> {
    let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    for obj in objs {
        let doc = MediaDoc {
            obj_id: obj.obj_id.clone(),
            slug: obj.obj_slug.clone(),
            obj_type: obj.obj_type.clone().unwrap_or_default(),
            duration_ms: newsroom_mos::time::units_to_ms(obj.obj_dur, obj.obj_tb),
            status: media_status(obj),
            paths: obj.obj_paths.iter().map(|p| p.path.clone()).collect(),
            timebase: obj.obj_tb,
        };
        ncs.store
            .put_media(device.id, &doc, &now)
            .await
            .map_err(|e| format!("not saved: {e}"))?;
    }
    Ok(())
}

/// roElementStat: PLAY / STOP of a story sets its display status (and stop time) in the rundown;
/// other statuses (READY, NOT READY, ...) are acknowledged without a change.
async fn element_stat(
    ncs: &Ncs,
    device: &crate::registry::Device,
    stat: ElementStat,
) -> Result<(), String> {
    let unknown_ro = || format!("unknown running order {}", stat.ro_id);
    let rundown_id: i64 = stat.ro_id.parse().map_err(|_| unknown_ro())?;
    let Some((rundown, _)) = ncs
        .running_order(rundown_id)
        .await
        .map_err(|e| e.to_string())?
    else {
        return Err(unknown_ro());
    };
    if stat.element != "STORY" && stat.element != "ITEM" {
        return Ok(());
    }
    let status = match stat.status.as_str() {
        "PLAY" => rpb::DisplayStatus::Play,
        "STOP" => rpb::DisplayStatus::Stop,
        _ => return Ok(()),
    };
    let story = stat.story_id.clone().unwrap_or_default();
    let known = story.parse::<i64>().ok().filter(|id| {
        rundown
            .blocks
            .iter()
            .flat_map(|b| &b.stories)
            .any(|s| s.id == *id)
    });
    let Some(story_id) = known else {
        ncs.resync(device.id, rundown_id);
        return Err(format!(
            "unknown story {story} in running order {}",
            stat.ro_id
        ));
    };
    let req = rpb::StoryDisplayRequest {
        ids: vec![story_id],
        status: status.into(),
        update_previous: false,
        actor: Some(rpb::Actor {
            user_id: 0,
            nickname: format!("device {}", device.spec.name),
        }),
    };
    ncs.rundowns
        .clone()
        .set_story_display(req)
        .await
        .map_err(|e| format!("not saved: {}", e.message()))?;
    Ok(())
}
