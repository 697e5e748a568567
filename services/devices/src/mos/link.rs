//! One outbound MOS connection: Newsroom -> a device's lower or upper port (MOS 2.8.5 §1.2). One
//! message at a time: the next waits for the reply to the one in flight. A message with no reply
//! within the ack timeout is sent again with the same messageID, and kept across reconnects, so
//! nothing queued is lost; idle sockets carry a heartbeat.

use std::sync::Arc;
use std::time::Duration;

use newsroom_mos::message::{Body, Envelope};
use newsroom_mos::{FrameDecoder, encode_utf16be, parse_message, write_message};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{mpsc, oneshot};

use super::{LinkEvent, Ncs};

/// Why a message to a MOS device got no answer (what callers of [`Ncs::send`] may match on;
/// transport failures on the way are logged by the link, which keeps the message and tries again).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// The device has no live link (disabled, removed, or not MOS).
    #[error("device not connected")]
    NotConnected,
    /// A search (query port) for a device registered without MOS profile 3.
    #[error("the device offers no query port (MOS profile 3)")]
    NoQueryPort,
    /// The link shut down before an answer came (the device was changed or removed).
    #[error("link closed")]
    Closed,
    /// No reply within the three tries a link makes.
    #[error("no reply")]
    NoReply,
    /// No messageID could be taken from the store.
    #[error("message ID: {0}")]
    MessageId(String),
}

/// A message to send and where its reply goes (the reply's body, or why there is none).
pub struct Outgoing {
    /// The message.
    pub body: Body,
    /// Receives the reply.
    pub reply: oneshot::Sender<Result<Body, LinkError>>,
}

/// Where a link connects and how it identifies itself.
#[derive(Clone)]
pub struct Target {
    /// Device id in the registry.
    pub device_id: i64,
    /// `host:port`.
    pub addr: String,
    /// The device's MOS ID.
    pub mos_id: String,
    /// Which port (for logs and state).
    pub port: &'static str,
}

/// Runs the link until `rx` closes (the device was removed or changed).
pub async fn run(ncs: Arc<Ncs>, target: Target, mut rx: mpsc::UnboundedReceiver<Outgoing>) {
    let mut pending: Option<(Outgoing, u32)> = None;
    let mut backoff = Duration::from_millis(200);
    loop {
        let stream =
            match tokio::time::timeout(Duration::from_secs(5), TcpStream::connect(&target.addr))
                .await
            {
                Ok(Ok(s)) => s,
                Ok(Err(e)) => {
                    ncs.link_event(&target, LinkEvent::Failed(format!("{}: {e}", target.addr)));
                    if !wait_or_closed(&mut rx, &mut pending, backoff).await {
                        return;
                    }
                    backoff = (backoff * 2).min(Duration::from_secs(5));
                    continue;
                }
                Err(_) => {
                    ncs.link_event(
                        &target,
                        LinkEvent::Failed(format!("{}: connect timed out", target.addr)),
                    );
                    continue;
                }
            };
        backoff = Duration::from_millis(200);
        let _ = stream.set_nodelay(true);
        ncs.link_event(&target, LinkEvent::Connected);
        tracing::info!(device = target.device_id, port = target.port, addr = %target.addr, "MOS link connected");
        let mut conn = Conn {
            stream,
            dec: FrameDecoder::default(),
        };
        // A heartbeat first, as MOS peers do right after connecting.
        if let Err(e) = conn
            .exchange(&ncs, &target, Body::Heartbeat { time: Some(now()) }, None)
            .await
        {
            ncs.link_event(&target, LinkEvent::Failed(e));
            continue;
        }
        loop {
            if pending.is_none() {
                tokio::select! {
                    msg = rx.recv() => match msg {
                        Some(m) => match ncs.store.next_message_id(target.device_id).await {
                            Ok(id) => pending = Some((m, id)),
                            Err(e) => {
                                let _ = m.reply.send(Err(LinkError::MessageId(e.to_string())));
                                continue;
                            }
                        },
                        None => return,
                    },
                    () = tokio::time::sleep(ncs.cfg.heartbeat) => {
                        if let Err(e) = conn.exchange(&ncs, &target, Body::Heartbeat { time: Some(now()) }, None).await {
                            ncs.link_event(&target, LinkEvent::Failed(e));
                            break;
                        }
                        continue;
                    }
                }
            }
            let Some((msg, id)) = &pending else { continue };
            match conn
                .exchange(&ncs, &target, msg.body.clone(), Some(*id))
                .await
            {
                Ok(reply) => {
                    let (msg, _) = pending.take().expect("pending");
                    let _ = msg.reply.send(Ok(reply));
                }
                Err(e) => {
                    tracing::warn!(
                        device = target.device_id,
                        port = target.port,
                        message = msg.body.name(),
                        id,
                        "MOS send failed, kept for retry: {e}"
                    );
                    ncs.link_event(&target, LinkEvent::Failed(e));
                    break;
                }
            }
        }
    }
}

/// Sleeps `d`; false when the link is being shut down (its queue closed and nothing is pending).
async fn wait_or_closed(
    rx: &mut mpsc::UnboundedReceiver<Outgoing>,
    pending: &mut Option<(Outgoing, u32)>,
    d: Duration,
) -> bool {
    tokio::time::sleep(d).await;
    !(rx.is_closed() && pending.is_none())
}

fn now() -> String {
    newsroom_mos::time::format_time(chrono::Utc::now())
}

struct Conn {
    stream: TcpStream,
    dec: FrameDecoder,
}

impl Conn {
    /// Sends `body` and waits for its reply, resending with the same messageID after each ack timeout
    /// (up to three tries on this socket, then the caller reconnects and tries again).
    async fn exchange(
        &mut self,
        ncs: &Ncs,
        t: &Target,
        body: Body,
        id: Option<u32>,
    ) -> Result<Body, String> {
        let id = match id {
            Some(id) => id,
            None => ncs
                .store
                .next_message_id(t.device_id)
                .await
                .map_err(|e| e.to_string())?,
        };
        let env = Envelope {
            mos_id: t.mos_id.clone(),
            ncs_id: ncs.cfg.ncs_id.clone(),
            message_id: Some(id),
            channel: None,
            body,
        };
        let wire = encode_utf16be(&write_message(&env));
        for attempt in 1..=3 {
            self.stream
                .write_all(&wire)
                .await
                .map_err(|e| format!("write: {e}"))?;
            match tokio::time::timeout(ncs.cfg.ack_timeout, self.reply(&env.body, t)).await {
                Ok(r) => {
                    let r = r?;
                    ncs.link_event(t, LinkEvent::Seen);
                    return Ok(r);
                }
                Err(_) => tracing::warn!(
                    device = t.device_id,
                    port = t.port,
                    id,
                    attempt,
                    message = env.body.name(),
                    "no reply from the MOS device"
                ),
            }
        }
        Err(format!(
            "no reply to {} {id} after 3 tries",
            env.body.name()
        ))
    }

    async fn reply(&mut self, sent: &Body, t: &Target) -> Result<Body, String> {
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            while let Some(frame) = self.dec.next_frame() {
                match frame
                    .map_err(|e| e.to_string())
                    .and_then(|x| parse_message(&x).map_err(|e| e.to_string()))
                {
                    Ok(env) if env.body.answers(sent) => {
                        return Ok(env.body);
                    }
                    Ok(env) => tracing::info!(
                        device = t.device_id,
                        port = t.port,
                        message = env.body.name(),
                        "unexpected message while waiting for a reply; ignored"
                    ),
                    Err(e) => {
                        tracing::warn!(device = t.device_id, port = t.port, "unreadable reply: {e}")
                    }
                }
            }
            let n = self
                .stream
                .read(&mut buf)
                .await
                .map_err(|e| format!("read: {e}"))?;
            if n == 0 {
                return Err(format!(
                    "connection closed by the device ({} bytes of a message unread)",
                    self.dec.pending()
                ));
            }
            self.dec.push(&buf[..n]);
        }
    }
}
