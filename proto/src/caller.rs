//! Who a call is made for, carried across services: the gateway resolves the session of a request
//! and runs its handler inside [`CALLER`]; every client transport wrapped by [`propagate`] copies it
//! into the metadata `x-newsroom-caller-groups` (and `x-newsroom-caller-all-programs`); a server
//! wrapped in [`CallerScope`] reads it back and runs the call inside [`CALLER`] again, so a service
//! that calls another (devices -> rundowns) passes it on.
//!
//! Services use it to restrict programs to their allowed groups (web.md section 6). A call without
//! it is the system's own (a device, a sweeper, a test) and sees everything. The metadata is trusted:
//! the services listen on the internal network only, behind the gateway (docs/security.md).

use std::task::{Context, Poll};

use tonic::body::Body;
use tower::ServiceExt;

use crate::transport::Transport;

/// Metadata key of the caller's group ids (comma-separated).
pub const GROUPS: &str = "x-newsroom-caller-groups";
/// Metadata key present when the caller sees every program (program administrators).
pub const ALL_PROGRAMS: &str = "x-newsroom-caller-all-programs";
/// Metadata key present when the caller is a rundown administrator (RUNDOWN admin).
pub const RUNDOWN_ADMIN: &str = "x-newsroom-caller-rundown-admin";
/// Metadata key present when the caller administers assignments (ASSIGNMENT admin).
pub const ASSIGNMENT_ADMIN: &str = "x-newsroom-caller-assignment-admin";
/// Metadata key of the areas the caller may write (comma-separated role names: `NEWS_REPORT`).
pub const WRITES: &str = "x-newsroom-caller-writes";
/// Metadata key of the areas the caller may read (comma-separated role names).
pub const READS: &str = "x-newsroom-caller-reads";

/// The user a call is made for, as far as services need to know.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Caller {
    /// The user's groups (auth service ids).
    pub groups: Vec<i64>,
    /// Sees every program whatever its allowed groups (PROGRAM admin).
    pub all_programs: bool,
    /// May reopen a rundown after its lock time (RUNDOWN admin).
    pub rundown_admin: bool,
    /// May change the state of a state-locked assignment back (ASSIGNMENT admin).
    pub assignment_admin: bool,
    /// The areas the caller may write, by their role names (`ASSIGNMENT`, `NEWS_REPORT`): the
    /// documents service checks the one of a document's kind where one call serves several kinds
    /// (its edit locks).
    pub writes: Vec<String>,
    /// The areas the caller may read, by their role names (a story made from a document of a kind
    /// the caller may not read is refused).
    pub reads: Vec<String>,
}

impl Caller {
    /// Whether the caller may see a program allowing `allowed` groups (empty: everyone).
    pub fn may_see(&self, allowed: &[i64]) -> bool {
        self.all_programs || allowed.is_empty() || allowed.iter().any(|g| self.groups.contains(g))
    }

    /// Whether the caller may read the area named `area` (its role name).
    pub fn may_read(&self, area: &str) -> bool {
        self.reads.iter().any(|w| w == area)
    }

    /// Whether the caller may write the area named `area` (its role name).
    pub fn may_write(&self, area: &str) -> bool {
        self.writes.iter().any(|w| w == area)
    }
}

tokio::task_local! {
    /// The caller of the request being served.
    pub static CALLER: Caller;
}

/// The caller of the current request; `None`: a call of the system itself.
pub fn current() -> Option<Caller> {
    CALLER.try_with(Clone::clone).ok()
}

fn write(caller: &Caller, headers: &mut http::HeaderMap) {
    let groups = caller
        .groups
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    if let Ok(v) = http::HeaderValue::from_str(&groups) {
        headers.insert(GROUPS, v);
    }
    if caller.all_programs {
        headers.insert(ALL_PROGRAMS, http::HeaderValue::from_static("1"));
    }
    if caller.rundown_admin {
        headers.insert(RUNDOWN_ADMIN, http::HeaderValue::from_static("1"));
    }
    if caller.assignment_admin {
        headers.insert(ASSIGNMENT_ADMIN, http::HeaderValue::from_static("1"));
    }
    if let Ok(v) = http::HeaderValue::from_str(&caller.writes.join(",")) {
        headers.insert(WRITES, v);
    }
    if let Ok(v) = http::HeaderValue::from_str(&caller.reads.join(",")) {
        headers.insert(READS, v);
    }
}

/// The caller named by request headers; `None` when they name none (or cannot be read: then the
/// call sees only programs open to everyone).
pub fn read(headers: &http::HeaderMap) -> Option<Caller> {
    let groups = headers.get(GROUPS)?;
    let groups = groups
        .to_str()
        .ok()
        .map(|t| {
            t.split(',')
                .filter(|g| !g.is_empty())
                .filter_map(|g| g.parse().ok())
                .collect()
        })
        .unwrap_or_default();
    Some(Caller {
        groups,
        all_programs: headers.contains_key(ALL_PROGRAMS),
        rundown_admin: headers.contains_key(RUNDOWN_ADMIN),
        assignment_admin: headers.contains_key(ASSIGNMENT_ADMIN),
        writes: areas(headers, WRITES),
        reads: areas(headers, READS),
    })
}

/// The comma-separated area names of header `key`.
fn areas(headers: &http::HeaderMap, key: &str) -> Vec<String> {
    headers
        .get(key)
        .and_then(|v| v.to_str().ok())
        .map(|t| {
            t.split(',')
                .filter(|a| !a.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// `transport` with the current [`Caller`] copied into each request's metadata.
pub fn propagate(transport: Transport) -> Transport {
    Transport::new(transport.map_request(|mut req: http::Request<Body>| {
        req.headers_mut().remove(GROUPS);
        req.headers_mut().remove(ALL_PROGRAMS);
        req.headers_mut().remove(RUNDOWN_ADMIN);
        req.headers_mut().remove(ASSIGNMENT_ADMIN);
        req.headers_mut().remove(WRITES);
        req.headers_mut().remove(READS);
        if let Some(c) = current() {
            write(&c, req.headers_mut());
        }
        req
    }))
}

/// A gRPC server that runs each call inside the [`CALLER`] its metadata names.
#[derive(Debug, Clone)]
pub struct CallerScope<S>(pub S);

impl<S> tower::Service<http::Request<Body>> for CallerScope<S>
where
    S: tower::Service<http::Request<Body>> + Send,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future =
        std::pin::Pin<Box<dyn std::future::Future<Output = Result<S::Response, S::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.0.poll_ready(cx)
    }

    fn call(&mut self, req: http::Request<Body>) -> Self::Future {
        let caller = read(req.headers());
        let fut = self.0.call(req);
        match caller {
            Some(c) => Box::pin(CALLER.scope(c, fut)),
            None => Box::pin(fut),
        }
    }
}

impl<S: tonic::server::NamedService> tonic::server::NamedService for CallerScope<S> {
    const NAME: &'static str = S::NAME;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caller_crosses_headers_and_sees_what_its_groups_allow() {
        let c = Caller {
            groups: vec![3, 5],
            all_programs: false,
            rundown_admin: false,
            assignment_admin: false,
            writes: vec!["ASSIGNMENT".into(), "NEWS_REPORT".into()],
            reads: vec!["STORY".into()],
        };
        let mut h = http::HeaderMap::new();
        write(&c, &mut h);
        assert_eq!(read(&h), Some(c.clone()));
        assert_eq!(read(&http::HeaderMap::new()), None);
        assert!(c.may_see(&[]));
        assert!(c.may_see(&[1, 5]));
        assert!(!c.may_see(&[1, 2]));
        assert!(c.may_write("NEWS_REPORT") && !c.may_write("RUNDOWN"));
        assert!(c.may_read("STORY") && !c.may_read("NEWS_REPORT"));
        let admin = Caller {
            writes: Vec::new(),
            reads: Vec::new(),
            groups: vec![],
            all_programs: true,
            rundown_admin: true,
            assignment_admin: true,
        };
        let mut h = http::HeaderMap::new();
        write(&admin, &mut h);
        assert_eq!(read(&h), Some(admin.clone()));
        assert!(admin.may_see(&[1, 2]));
    }
}
