//! What every service binary shares: its identity on the design card ([`ServiceName`]), the command-line
//! and environment settings each one flattens into its own `Config` ([`ServiceArgs`], [`RedisArgs`];
//! the NATS ones are `newsroom_bus::NatsArgs`), binding its port ([`bind`]) and serving its gRPC API
//! with the standard health service ([`serve_grpc`]). docs/architecture.md, "How to add a service",
//! shows a `main` built from them.

use std::convert::Infallible;
use std::future::Future;

use anyhow::Context;

/// A service of the design card: its name and its default gRPC port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServiceName {
    /// Lower-case name: `auth`, `rundowns`, ... (its database is `newsroom_<name>`).
    pub name: &'static str,
    /// Its default gRPC port (docs/architecture.md, "Ports").
    pub port: u16,
}

/// `newsroom-auth`.
pub const AUTH: ServiceName = ServiceName {
    name: "auth",
    port: 50051,
};
/// `newsroom-rundowns`.
pub const RUNDOWNS: ServiceName = ServiceName {
    name: "rundowns",
    port: 50052,
};
/// `newsroom-devices`.
pub const DEVICES: ServiceName = ServiceName {
    name: "devices",
    port: 50053,
};
/// `newsroom-documents`.
pub const DOCUMENTS: ServiceName = ServiceName {
    name: "documents",
    port: 50054,
};
/// `newsroom-chat`.
pub const CHAT: ServiceName = ServiceName {
    name: "chat",
    port: 50055,
};
/// `newsroom-agency`.
pub const AGENCY: ServiceName = ServiceName {
    name: "agency",
    port: 50056,
};

/// Where a service listens and keeps its data. Every service binary flattens it into its `Config`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ServiceArgs {
    /// Address of the gRPC server [default: 0.0.0.0 and the service's port: auth 50051, rundowns
    /// 50052, devices 50053, documents 50054, chat 50055, agency 50056].
    #[arg(long, env = "NEWSROOM_GRPC_LISTEN")]
    pub listen: Option<String>,
    /// PostgreSQL (or SQLite) URL of the service's database [default:
    /// postgres://postgres@127.0.0.1:5432/newsroom_<service>]; a missing PostgreSQL database is created.
    #[arg(long, env = "NEWSROOM_DATABASE_URL")]
    pub database_url: Option<String>,
}

impl ServiceArgs {
    /// The address to listen on.
    pub fn listen(&self, service: ServiceName) -> String {
        self.listen
            .clone()
            .unwrap_or_else(|| format!("0.0.0.0:{}", service.port))
    }

    /// The database URL.
    pub fn database_url(&self, service: ServiceName) -> String {
        self.database_url.clone().unwrap_or_else(|| {
            format!(
                "postgres://postgres@127.0.0.1:5432/newsroom_{}",
                service.name
            )
        })
    }
}

/// The Redis server of sessions, locks and presence (distributed mode).
#[derive(Debug, Clone, clap::Args)]
pub struct RedisArgs {
    /// Redis URL.
    #[arg(
        long = "redis-url",
        env = "NEWSROOM_REDIS_URL",
        default_value = "redis://127.0.0.1:6379"
    )]
    pub redis_url: String,
}

impl ServiceName {
    /// Its gRPC URL on this machine, the default where another process calls it.
    pub fn local_url(self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

/// Binds `addr`, saying which service could not start on it.
///
/// # Errors
/// When the address is taken or invalid.
pub async fn bind(addr: &str, service: ServiceName) -> anyhow::Result<tokio::net::TcpListener> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("binding {addr} for the {} service", service.name))?;
    tracing::info!(
        service = service.name,
        addr = %listener.local_addr().map(|a| a.to_string()).unwrap_or_default(),
        "gRPC listening"
    );
    Ok(listener)
}

/// Serves one gRPC service `S` on `listener`, beside the gRPC health checking protocol
/// (`grpc.health.v1.Health`, SERVING for `S`), until `shutdown` completes; calls in flight finish first.
///
/// # Errors
/// When the server fails.
pub async fn serve_grpc<S>(
    service: S,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()>
where
    S: tower::Service<
            http::Request<tonic::body::Body>,
            Response = http::Response<tonic::body::Body>,
            Error = Infallible,
        > + tonic::server::NamedService
        + Clone
        + Send
        + Sync
        + 'static,
    S::Future: Send + 'static,
{
    let (reporter, health) = tonic_health::server::health_reporter();
    reporter.set_serving::<S>().await;
    tonic::transport::Server::builder()
        .add_service(health)
        .add_service(service)
        .serve_with_incoming_shutdown(
            tokio_stream::wrappers::TcpListenerStream::new(listener),
            shutdown,
        )
        .await
        .with_context(|| format!("{} gRPC server", S::NAME))
}
