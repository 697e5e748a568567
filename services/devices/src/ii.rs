//! II devices: one TCP connection per enabled device with protocol II, to its host and port (23 by
//! default, Chyron's Intelligent Interface Telnet server). The connection is kept open and dialled
//! again with backoff (0.2 s to 5 s) when it fails; its state is the device's state (CONNECTED,
//! CONNECTING, UNREACHABLE). Commands come from [`crate::cg`], one at a time: the bytes of
//! [`newsroom_ii::Command::encode`], then the device's reply line (`*` or an error code).
//!
//! A CG command is never queued for later: while the device is not connected it is answered at once
//! with [`Failure::Unreachable`], because a "take" carried out minutes late would put a graphic on
//! air at the wrong moment.

use std::sync::Arc;
use std::time::Duration;

use newsroom_ii::{Charset, LineDecoder, Reply};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{mpsc, oneshot};

use crate::mos::{LinkEvent, Ncs};
use crate::registry::Device;

/// Why a command did not go through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Not connected, the write failed, or no reply in time (the connection is dropped and dialled
    /// again).
    Unreachable(String),
    /// The device answered with an error code (code and meaning, for the log).
    Refused(String),
}

/// A command for the link: its bytes, its name for the log, and where the outcome goes.
pub struct Outgoing {
    /// The encoded command, CR LF included.
    pub bytes: Vec<u8>,
    /// `cue`, `take`, `clear`.
    pub name: &'static str,
    /// Receives the outcome.
    pub reply: oneshot::Sender<Result<(), Failure>>,
}

/// Runs the link of `device` until `rx` closes (the device was removed, disabled or changed).
/// `reply_timeout`: how long the device has to answer a command.
pub async fn run(
    ncs: Arc<Ncs>,
    device: Device,
    reply_timeout: Duration,
    mut rx: mpsc::UnboundedReceiver<Outgoing>,
) {
    let addr = format!("{}:{}", device.spec.host, device.spec.port);
    let charset = Charset::of_device(&device.spec.charsets).unwrap_or_default();
    let mut backoff = Duration::from_millis(200);
    loop {
        let failed =
            match tokio::time::timeout(Duration::from_secs(5), TcpStream::connect(&addr)).await {
                Ok(Ok(stream)) => {
                    backoff = Duration::from_millis(200);
                    let _ = stream.set_nodelay(true);
                    ncs.single_link_event(device.id, LinkEvent::Connected);
                    tracing::info!(device = device.id, %addr, "II link connected");
                    let mut conn = Conn {
                        stream,
                        dec: LineDecoder::default(),
                        charset,
                    };
                    match conn
                        .serve(&ncs, &device, &addr, reply_timeout, &mut rx)
                        .await
                    {
                        None => return,
                        Some(why) => format!("{addr}: {why}"),
                    }
                }
                Ok(Err(e)) => format!("{addr}: {e}"),
                Err(_) => format!("{addr}: connect timed out"),
            };
        ncs.single_link_event(device.id, LinkEvent::Failed(failed));
        // Wait before dialling again; commands meanwhile are answered at once.
        let wake = tokio::time::sleep(backoff);
        tokio::pin!(wake);
        loop {
            tokio::select! {
                () = &mut wake => break,
                msg = rx.recv() => match msg {
                    Some(m) => {
                        let _ = m.reply.send(Err(Failure::Unreachable(format!("{addr}: not connected"))));
                    }
                    None => return,
                },
            }
        }
        backoff = (backoff * 2).min(Duration::from_secs(5));
    }
}

struct Conn {
    stream: TcpStream,
    dec: LineDecoder,
    charset: Charset,
}

impl Conn {
    /// Carries commands until the connection fails (`Some(why)`) or the link is shut down (`None`).
    /// Lines that come while idle (a server's greeting) are logged.
    async fn serve(
        &mut self,
        ncs: &Ncs,
        device: &Device,
        addr: &str,
        reply_timeout: Duration,
        rx: &mut mpsc::UnboundedReceiver<Outgoing>,
    ) -> Option<String> {
        loop {
            tokio::select! {
                msg = rx.recv() => {
                    let msg = msg?;
                    match self.exchange(&msg.bytes, reply_timeout).await {
                        Ok(outcome) => {
                            ncs.single_link_event(device.id, LinkEvent::Seen);
                            match &outcome {
                                Ok(()) => tracing::info!(device = device.id, command = msg.name, "II command carried out"),
                                Err(Failure::Refused(why)) => tracing::warn!(device = device.id, command = msg.name, "II command refused by the device: {why}"),
                                Err(Failure::Unreachable(_)) => {}
                            }
                            let _ = msg.reply.send(outcome);
                        }
                        Err(why) => {
                            // The state changes before the caller hears of it: a command right after
                            // is refused at once rather than sent to a link that is going down.
                            ncs.single_link_event(device.id, LinkEvent::Failed(format!("{addr}: {why}")));
                            let _ = msg.reply.send(Err(Failure::Unreachable(why.clone())));
                            return Some(why);
                        }
                    }
                }
                line = self.next_reply() => match line {
                    Ok(Reply::InUse(text)) => return Some(format!("the device serves another client ({text})")),
                    Ok(Reply::Banner(text)) => {
                        ncs.single_link_event(device.id, LinkEvent::Seen);
                        tracing::info!(device = device.id, "II device: {text}");
                    }
                    Ok(other) => tracing::info!(device = device.id, reply = ?other, "II line while idle; ignored"),
                    Err(why) => return Some(why),
                },
            }
        }
    }

    /// Writes a command and reads its reply: `Ok(Ok(()))` for `*`, `Ok(Err(Refused))` for an error
    /// code; `Err(why)` when the connection failed or the device did not answer in time.
    async fn exchange(
        &mut self,
        bytes: &[u8],
        reply_timeout: Duration,
    ) -> Result<Result<(), Failure>, String> {
        self.stream
            .write_all(bytes)
            .await
            .map_err(|e| format!("write: {e}"))?;
        let wait = async {
            loop {
                match self.next_reply().await? {
                    Reply::Done => return Ok(Ok(())),
                    Reply::Error(code) => {
                        let meaning =
                            Reply::describe(&code).unwrap_or("see the device's error table");
                        return Ok(Err(Failure::Refused(format!("{code}: {meaning}"))));
                    }
                    Reply::InUse(text) => {
                        return Err(format!("the device serves another client ({text})"));
                    }
                    // A greeting or a stray line is not the answer.
                    Reply::Banner(_) | Reply::Other(_) => {}
                }
            }
        };
        tokio::time::timeout(reply_timeout, wait)
            .await
            .map_err(|_| format!("no reply within {} ms", reply_timeout.as_millis()))?
    }

    /// The next non-blank line from the device. Cancel-safe: bytes are only taken from the socket by
    /// a completed read, and kept in the decoder.
    async fn next_reply(&mut self) -> Result<Reply, String> {
        let mut buf = [0u8; 4096];
        loop {
            while let Some(line) = self.dec.next_line(self.charset) {
                if let Some(reply) = Reply::parse(&line) {
                    return Ok(reply);
                }
            }
            let n = self
                .stream
                .read(&mut buf)
                .await
                .map_err(|e| format!("read: {e}"))?;
            if n == 0 {
                return Err("connection closed by the device".into());
            }
            self.dec.push(&buf[..n]);
            if self.dec.take_dropped() > 0 {
                tracing::warn!("II device sent a line over 4 KiB; dropped");
            }
        }
    }
}
