//! A real S3-compatible server for the file storage tests: moto (PyPI; `scripts/test-deps.sh`
//! installs it) run from `scripts/s3_server.py` on a free loopback port, with one empty bucket.
//! Stopped when dropped (its stdin closes).

use std::io::{BufRead as _, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// A running S3 server.
pub struct S3Server {
    /// Its endpoint, `http://127.0.0.1:<port>`.
    pub endpoint: String,
    /// Its bucket.
    pub bucket: String,
    child: Child,
}

impl S3Server {
    /// Starts a server with an empty bucket of a new name.
    ///
    /// # Panics
    /// When python3 or moto is missing, or the server does not say it is ready.
    pub fn start() -> S3Server {
        let bucket = format!(
            "newsroom-{}",
            &uuid::Uuid::new_v4().simple().to_string()[..12]
        );
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/s3_server.py");
        let mut child = Command::new("python3")
            .arg("-W")
            .arg("ignore")
            .arg(&script)
            .arg(&bucket)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("python3 runs (the S3 test server)");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the S3 test server's first line");
        let port: u16 = line
            .strip_prefix("READY ")
            .and_then(|p| p.trim().parse().ok())
            .unwrap_or_else(|| {
                let _ = child.kill();
                panic!(
                    "the S3 test server did not start (is moto installed? pip install 'moto[server]'): {line:?}"
                )
            });
        S3Server {
            endpoint: format!("http://127.0.0.1:{port}"),
            bucket,
            child,
        }
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
