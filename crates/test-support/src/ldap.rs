//! A real OpenLDAP `slapd` for the directory-service tests: [`Slapd::start`] writes a `slapd.conf`
//! (mdb backend, suffix [`SUFFIX`], root DN [`ROOT_DN`] as the service account) into a fresh
//! temporary directory, loads the given LDIF with `slapadd`, starts `slapd` on a free loopback port
//! and waits until it answers; dropping the [`Slapd`] kills it and removes the directory.
//!
//! Needs Debian's `slapd` and `ldap-utils` (`/usr/sbin/slapd`, `/usr/sbin/slapadd`,
//! `/usr/bin/ldapdelete`, `/usr/bin/ldapmodify`, schemas in `/etc/ldap/schema`, modules in `/usr/lib/ldap`); override the
//! binaries' directory with `NEWSROOM_TEST_SLAPD_DIR`. Build the LDIF with [`base_ldif`], [`person`]
//! and [`group`].

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The directory's suffix.
pub const SUFFIX: &str = "dc=newsroom,dc=test";
/// The root DN, used as the service account.
pub const ROOT_DN: &str = "cn=admin,dc=newsroom,dc=test";
/// The root DN's password.
pub const ROOT_PASSWORD: &str = "directory-admin-secret";
/// Where people live.
pub const PEOPLE: &str = "ou=people,dc=newsroom,dc=test";
/// Where groups live.
pub const GROUPS: &str = "ou=groups,dc=newsroom,dc=test";

/// How long slapd may take to answer after it is started.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// The suffix entry and the `ou=people` and `ou=groups` branches.
pub fn base_ldif() -> String {
    format!(
        "dn: {SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Newsroom\ndc: newsroom\n\n\
         dn: {PEOPLE}\nobjectClass: organizationalUnit\nou: people\n\n\
         dn: {GROUPS}\nobjectClass: organizationalUnit\nou: groups\n\n"
    )
}

/// The DN of the person `uid`.
pub fn person_dn(uid: &str) -> String {
    format!("uid={uid},{PEOPLE}")
}

/// The DN of the group `cn`.
pub fn group_dn(cn: &str) -> String {
    format!("cn={cn},{GROUPS}")
}

/// An `inetOrgPerson` under [`PEOPLE`] with `uid`, `cn`, `mail` and a plain `userPassword`.
pub fn person(uid: &str, cn: &str, mail: &str, password: &str) -> String {
    let sn = cn.rsplit(' ').next().unwrap_or(cn);
    format!(
        "dn: {}\nobjectClass: inetOrgPerson\nuid: {uid}\ncn: {cn}\nsn: {sn}\nmail: {mail}\nuserPassword: {password}\n\n",
        person_dn(uid)
    )
}

/// A `groupOfNames` under [`GROUPS`] whose members are the persons `uids` (at least one).
pub fn group(cn: &str, uids: &[&str]) -> String {
    let members: String = uids
        .iter()
        .map(|u| format!("member: {}\n", person_dn(u)))
        .collect();
    format!(
        "dn: {}\nobjectClass: groupOfNames\ncn: {cn}\n{members}\n",
        group_dn(cn)
    )
}

/// A running slapd, killed on drop.
pub struct Slapd {
    child: Option<Child>,
    dir: PathBuf,
    port: u16,
}

fn tool(name: &str) -> PathBuf {
    if let Ok(dir) = std::env::var("NEWSROOM_TEST_SLAPD_DIR") {
        return PathBuf::from(dir).join(name);
    }
    match name {
        "ldapdelete" | "ldapmodify" => PathBuf::from("/usr/bin").join(name),
        _ => PathBuf::from("/usr/sbin").join(name),
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl Slapd {
    /// Starts slapd with `ldif` loaded (see [`base_ldif`]); panics, saying why, when it cannot.
    pub async fn start(ldif: &str) -> Slapd {
        Self::start_with(ldif, "").await
    }

    /// [`Slapd::start`] with more `slapd.conf` lines for the database (e.g. `limits ...`).
    pub async fn start_with(ldif: &str, database_conf: &str) -> Slapd {
        let dir = std::env::temp_dir().join(format!("newsroom-slapd-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(dir.join("data")).expect("creating slapd's directory");
        let conf = format!(
            "include /etc/ldap/schema/core.schema\n\
             include /etc/ldap/schema/cosine.schema\n\
             include /etc/ldap/schema/inetorgperson.schema\n\
             pidfile {dir}/slapd.pid\n\
             modulepath /usr/lib/ldap\n\
             moduleload back_mdb\n\
             database mdb\n\
             maxsize 10485760\n\
             suffix \"{SUFFIX}\"\n\
             rootdn \"{ROOT_DN}\"\n\
             rootpw {ROOT_PASSWORD}\n\
             directory {dir}/data\n\
             {database_conf}\n",
            dir = dir.display()
        );
        std::fs::write(dir.join("slapd.conf"), conf).expect("writing slapd.conf");
        std::fs::write(dir.join("data.ldif"), ldif).expect("writing the LDIF");
        let out = Command::new(tool("slapadd"))
            .arg("-f")
            .arg(dir.join("slapd.conf"))
            .arg("-l")
            .arg(dir.join("data.ldif"))
            .output()
            .unwrap_or_else(|e| panic!("running slapadd (install slapd): {e}"));
        assert!(
            out.status.success(),
            "slapadd failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut slapd = Slapd {
            child: None,
            dir,
            port: 0,
        };
        // A port found free may be taken before slapd binds it: try a few.
        for _ in 0..5 {
            slapd.port = free_port();
            let log = std::fs::File::create(slapd.dir.join("slapd.log")).expect("slapd.log");
            slapd.child = Some(
                Command::new(tool("slapd"))
                    .arg("-f")
                    .arg(slapd.dir.join("slapd.conf"))
                    .arg("-h")
                    .arg(format!("ldap://127.0.0.1:{}/", slapd.port))
                    // Debug level 0: stay in the foreground (a child we can kill), log nothing.
                    .args(["-d", "0"])
                    .stdout(Stdio::null())
                    .stderr(log)
                    .spawn()
                    .unwrap_or_else(|e| panic!("starting slapd: {e}")),
            );
            if slapd.wait_until_up().await {
                return slapd;
            }
            slapd.kill();
        }
        let log = std::fs::read_to_string(slapd.dir.join("slapd.log")).unwrap_or_default();
        panic!("slapd did not start: {log}");
    }

    /// Whether slapd answers on its port before [`START_TIMEOUT`] (false: it exited or is silent).
    async fn wait_until_up(&mut self) -> bool {
        let deadline = Instant::now() + START_TIMEOUT;
        while Instant::now() < deadline {
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(_)) = child.try_wait()
            {
                return false;
            }
            if tokio::net::TcpStream::connect(("127.0.0.1", self.port))
                .await
                .is_ok()
            {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// `ldap://127.0.0.1:<port>`.
    pub fn url(&self) -> String {
        format!("ldap://127.0.0.1:{}", self.port)
    }

    /// Deletes the entry `dn` (as the root DN, with `ldapdelete`); panics when it fails.
    pub fn delete(&self, dn: &str) {
        let out = Command::new(tool("ldapdelete"))
            .args([
                "-x",
                "-H",
                &self.url(),
                "-D",
                ROOT_DN,
                "-w",
                ROOT_PASSWORD,
                dn,
            ])
            .output()
            .unwrap_or_else(|e| panic!("running ldapdelete (install ldap-utils): {e}"));
        assert!(
            out.status.success(),
            "ldapdelete {dn} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Applies an LDIF of changes (`changetype: modify`, ...) as the root DN, with `ldapmodify`;
    /// panics when it fails.
    pub fn modify(&self, ldif: &str) {
        use std::io::Write as _;
        let mut child = Command::new(tool("ldapmodify"))
            .args(["-x", "-H", &self.url(), "-D", ROOT_DN, "-w", ROOT_PASSWORD])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("running ldapmodify (install ldap-utils): {e}"));
        child
            .stdin
            .take()
            .expect("ldapmodify's stdin")
            .write_all(ldif.as_bytes())
            .expect("writing to ldapmodify");
        let out = child.wait_with_output().expect("ldapmodify");
        assert!(
            out.status.success(),
            "ldapmodify failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Stops slapd now (the directory is down from then on); the data stays until drop.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Slapd {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
