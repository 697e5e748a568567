//! A real SMTP server for mail tests: Python's aiosmtpd (PyPI; `scripts/test-deps.sh` installs it)
//! run from `scripts/smtp_server.py` on a free loopback port, optionally requiring AUTH with one login
//! and password. Every message it accepts lands in its directory as `<n>.eml` (the bytes received)
//! and `<n>.json` (the envelope). Stopped when dropped.

use std::io::{BufRead as _, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running SMTP server.
pub struct SmtpServer {
    /// Its loopback port.
    pub port: u16,
    /// Where accepted messages land.
    pub dir: PathBuf,
    child: Child,
}

/// One accepted message.
#[derive(Debug, Clone)]
pub struct Received {
    /// The message as received (headers and body).
    pub raw: String,
    /// `MAIL FROM`.
    pub mail_from: String,
    /// `RCPT TO`s.
    pub rcpt_tos: Vec<String>,
    /// The client logged in (AUTH) first.
    pub authenticated: bool,
}

impl SmtpServer {
    /// Starts a server; with `auth`, it requires AUTH with that login and password.
    ///
    /// # Panics
    /// When python3 or aiosmtpd is missing, or the server does not say it is ready within 20 s.
    pub fn start(auth: Option<(&str, &str)>) -> SmtpServer {
        let dir = std::env::temp_dir().join(format!("newsroom-smtp-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).expect("SMTP message directory");
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/smtp_server.py");
        let mut cmd = Command::new("python3");
        cmd.arg("-W").arg("ignore").arg(&script).arg(&dir);
        if let Some((login, password)) = auth {
            cmd.arg(login).arg(password);
        }
        let mut child = cmd
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("python3 runs (the SMTP test server)");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the SMTP test server's first line");
        let port = line
            .strip_prefix("READY ")
            .and_then(|p| p.trim().parse().ok())
            .unwrap_or_else(|| {
                let _ = child.kill();
                panic!(
                    "the SMTP test server did not start (is aiosmtpd installed? pip install aiosmtpd): {line:?}"
                )
            });
        SmtpServer { port, dir, child }
    }

    /// The messages accepted so far, in order.
    pub fn received(&self) -> Vec<Received> {
        let mut out = Vec::new();
        for n in 1.. {
            let base = self.dir.join(n.to_string());
            let Ok(raw) = std::fs::read_to_string(base.with_extension("eml")) else {
                break;
            };
            let envelope: serde_json::Value = serde_json::from_str(
                &std::fs::read_to_string(base.with_extension("json")).expect("envelope"),
            )
            .expect("envelope JSON");
            out.push(Received {
                raw,
                mail_from: envelope["mailFrom"].as_str().unwrap_or_default().to_owned(),
                rcpt_tos: envelope["rcptTos"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|r| r.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default(),
                authenticated: envelope["authenticated"].as_bool().unwrap_or(false),
            });
        }
        out
    }

    /// Waits up to `timeout` for `n` messages (the server writes each before it answers 250, so after
    /// a successful send they are there: this only guards against a slow disk).
    pub fn wait_for(&self, n: usize, timeout: Duration) -> Vec<Received> {
        let until = Instant::now() + timeout;
        loop {
            let got = self.received();
            if got.len() >= n || Instant::now() > until {
                return got;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
