//! One transport type for every generated client: a real HTTP/2 channel when distributed, or the
//! service's own server object in memory when embedded (requests are still encoded, routed and
//! decoded as gRPC, so both modes run the same code paths). Used by the gateway and by services that
//! call other services (devices -> rundowns).

use std::convert::Infallible;

use tonic::body::Body;
use tower::ServiceExt;
use tower::util::BoxCloneSyncService;

/// Any gRPC transport: a tonic `Channel` or an in-memory server.
pub type Transport = BoxCloneSyncService<http::Request<Body>, http::Response<Body>, TransportError>;

/// A transport failure. A concrete type rather than `BoxError`, which trips the compiler's
/// higher-ranked lifetime checks in the generated clients' futures.
#[derive(Debug)]
pub struct TransportError(pub tower::BoxError);

impl std::fmt::Display for TransportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for TransportError {}

/// A transport to a remote service at `url` (e.g. `http://127.0.0.1:50051`); connects lazily and
/// reconnects by itself.
///
/// # Errors
/// When `url` is not a valid endpoint.
pub fn remote(url: &str) -> Result<Transport, tonic::transport::Error> {
    let channel = tonic::transport::Endpoint::from_shared(url.to_owned())?
        .connect_timeout(std::time::Duration::from_secs(5))
        .connect_lazy();
    Ok(BoxCloneSyncService::new(
        channel.map_err(|e| TransportError(e.into())),
    ))
}

/// A transport straight into a server object in this process (embedded mode, tests).
pub fn in_process<S>(server: S) -> Transport
where
    S: tower::Service<http::Request<Body>, Response = http::Response<Body>, Error = Infallible>
        + Clone
        + Send
        + Sync
        + 'static,
    S::Future: Send + 'static,
{
    BoxCloneSyncService::new(server.map_err(|e: Infallible| match e {}))
}
