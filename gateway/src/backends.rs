//! The gateway's gRPC clients. Both modes use the same generated clients over a boxed transport: a
//! real HTTP/2 channel when distributed, or the service's own server object in memory when embedded
//! (requests are still encoded, routed and decoded as gRPC, so both modes run the same code paths).

use newsroom_proto::auth::v1::auth_client::AuthClient;
use newsroom_proto::devices::v1::devices_client::DevicesClient;
use newsroom_proto::documents::v1::documents_client::DocumentsClient;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;

pub use newsroom_proto::transport::{Transport, TransportError, in_process};

use crate::error::ApiError;

/// The clients of every service the gateway calls.
#[derive(Clone)]
pub struct Backends {
    /// The auth service.
    pub auth: AuthClient<Transport>,
    /// The rundowns service.
    pub rundowns: RundownsClient<Transport>,
    /// The devices service.
    pub devices: DevicesClient<Transport>,
    /// The documents service.
    pub documents: DocumentsClient<Transport>,
}

impl Backends {
    /// Clients over the given transports.
    pub fn new(
        auth: Transport,
        rundowns: Transport,
        devices: Transport,
        documents: Transport,
    ) -> Self {
        Backends {
            auth: AuthClient::new(auth),
            // The caller of each request travels with the calls (newsroom_proto::caller).
            rundowns: RundownsClient::new(newsroom_proto::caller::propagate(rundowns)),
            devices: DevicesClient::new(newsroom_proto::caller::propagate(devices)),
            documents: DocumentsClient::new(newsroom_proto::caller::propagate(documents)),
        }
    }
}

impl crate::AppState {
    /// A client of the auth service (clients are cheap handles on one transport).
    pub fn auth(&self) -> AuthClient<Transport> {
        self.backends.auth.clone()
    }

    /// A client of the rundowns service.
    pub fn rundowns(&self) -> RundownsClient<Transport> {
        self.backends.rundowns.clone()
    }

    /// A client of the devices service.
    pub fn devices(&self) -> DevicesClient<Transport> {
        self.backends.devices.clone()
    }

    /// A client of the documents service.
    pub fn documents(&self) -> DocumentsClient<Transport> {
        self.backends.documents.clone()
    }
}

/// The answer of a service call as a handler wants it: the message, or the [`ApiError`] its status
/// maps to (`s.rundowns().get_rundown(key).await.reply()?`).
pub trait Reply<T> {
    /// The message of the answer.
    ///
    /// # Errors
    /// The service's error, mapped once in [`crate::error`].
    fn reply(self) -> Result<T, ApiError>;
}

impl<T> Reply<T> for Result<tonic::Response<T>, tonic::Status> {
    fn reply(self) -> Result<T, ApiError> {
        self.map(tonic::Response::into_inner)
            .map_err(ApiError::from)
    }
}

/// A transport to a remote service at `url` (e.g. `http://127.0.0.1:50051`); connects lazily and
/// reconnects by itself.
///
/// # Errors
/// When `url` is not a valid endpoint.
pub fn remote(url: &str) -> anyhow::Result<Transport> {
    Ok(newsroom_proto::transport::remote(url)?)
}
