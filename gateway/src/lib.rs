//! # newsroom-gateway
//!
//! The only door for clients. It never touches a database: it calls the services by gRPC
//! ([`backends`]) and follows their events on the bus for the websocket.
//!
//! ## Layout
//! - [`routes`]: REST under `/api`, one module per resource, described for OpenAPI 3.1
//!   (`/api/openapi.json`, utoipa);
//! - [`auth`]: the caller from the bearer token or cookie, permission extractors;
//! - [`error`]: the one mapping of error codes to HTTP answers;
//! - [`stomp`]: STOMP 1.2 over the websocket at `/ws`;
//! - [`router`] / [`serve`]: the whole app, with the built web app as fallback (SPA).

pub mod auth;
pub mod backends;
pub mod dto;
pub mod error;
pub mod openapi_rules;
pub mod origin;
pub mod routes;
pub mod stomp;

use std::future::Future;
use std::path::PathBuf;

use anyhow::Context;
use axum::Router;
use axum::extract::{State, WebSocketUpgrade};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use newsroom_bus::SharedBus;
use newsroom_domain::ErrorCode;
use tower_http::services::{ServeDir, ServeFile};

pub use backends::Backends;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// gRPC clients of the services.
    pub backends: Backends,
    /// The bus, for websocket fan-out.
    pub bus: SharedBus,
    /// How often an open websocket's session is checked again ([`stomp::session::SESSION_RECHECK`]).
    pub session_recheck: std::time::Duration,
    /// Proxies whose `X-Forwarded-For` names the client (from [`GatewayConfig::trusted_proxies`]).
    pub trusted_proxies: std::sync::Arc<[std::net::IpAddr]>,
    /// The session cookie is `Secure` (from [`GatewayConfig::secure_cookie`]).
    pub secure_cookie: bool,
    /// Origins allowed besides the request's own host (from [`GatewayConfig::allowed_origins`]).
    pub allowed_origins: std::sync::Arc<[String]>,
    /// Users whose sessions the auth service just ended (from the bus, subject
    /// `newsroom.auth.sessions.ended`): their websockets check their session at once.
    pub sessions_ended: tokio::sync::broadcast::Sender<i64>,
    /// Open STOMP connections per user id, to cap them ([`stomp::session::MAX_CONNECTIONS_PER_USER`]).
    pub stomp_connections: newsroom_platform::slots::Slots<i64>,
}

impl AppState {
    /// The state over `backends` and `bus`, with default settings.
    pub fn new(backends: Backends, bus: SharedBus) -> Self {
        AppState {
            backends,
            bus,
            session_recheck: stomp::session::SESSION_RECHECK,
            trusted_proxies: std::sync::Arc::from([]),
            secure_cookie: false,
            allowed_origins: std::sync::Arc::from([]),
            sessions_ended: tokio::sync::broadcast::channel(256).0,
            stomp_connections: Default::default(),
        }
    }

    /// Relays `newsroom.auth.sessions.ended` from the bus to [`AppState::sessions_ended`] until the
    /// process ends, subscribing again after a bus failure.
    fn watch_sessions_ended(&self) {
        let (bus, tx) = (self.bus.clone(), self.sessions_ended.clone());
        tokio::spawn(async move {
            use futures::StreamExt;
            loop {
                match bus
                    .subscribe(newsroom_bus::subjects::SESSIONS_ENDED.to_owned())
                    .await
                {
                    Ok(mut events) => {
                        while let Some(m) = events.next().await {
                            if let Some(id) = std::str::from_utf8(&m.payload)
                                .ok()
                                .and_then(|t| t.parse::<i64>().ok())
                            {
                                // No websocket open is no error.
                                let _ = tx.send(id);
                            }
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, "watching ended sessions failed"),
                }
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        });
    }
}

/// The gateway's settings.
#[derive(Debug, Clone)]
pub struct GatewayConfig {
    /// Directory of the built web app (`web/dist`); `None` or missing: API only.
    pub web_dir: Option<PathBuf>,
    /// Reverse proxies whose `X-Forwarded-For` header is believed (`NEWSROOM_TRUSTED_PROXIES`,
    /// comma-separated addresses; default none: the peer address is the client's). The access log
    /// and the login throttle use the client address.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Mark the session cookie `Secure` (`NEWSROOM_SECURE_COOKIE`): set it when browsers reach
    /// Newsroom over HTTPS, through a TLS-terminating proxy; off by default for plain-HTTP installs on
    /// a newsroom LAN (a `Secure` cookie would never come back over HTTP).
    pub secure_cookie: bool,
    /// Web origins (`https://newsroom.example.org`) allowed to send state-changing requests and open
    /// websockets besides the request's own host (`NEWSROOM_ALLOWED_ORIGINS`, comma-separated): for a
    /// proxy that rewrites `Host`. Default none.
    pub allowed_origins: Vec<String>,
}

async fn api_not_found() -> error::ApiError {
    error::ApiError::new(ErrorCode::NotFound)
}

async fn healthz() -> &'static str {
    "ok"
}

async fn serve_openapi(State(doc): State<std::sync::Arc<String>>) -> Response {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        doc.as_str().to_owned(),
    )
        .into_response()
}

async fn ws(
    State(state): State<AppState>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let cookie = auth::cookie_token(&headers);
    upgrade
        .protocols(["v12.stomp", "v11.stomp", "v10.stomp"])
        // A websocket message holds a frame or a few: never more than this is buffered.
        .max_message_size(stomp::session::MAX_MESSAGE)
        .max_frame_size(stomp::session::MAX_MESSAGE)
        .on_upgrade(move |socket| stomp::serve(socket, state, cookie))
}

/// The OpenAPI document of the REST API.
///
/// # Panics
/// When a route's path names a parameter that neither the route nor [`openapi_rules`] declares (caught
/// by the gateway's tests before it ships).
pub fn openapi() -> utoipa::openapi::OpenApi {
    let mut doc = routes::api().split_for_parts().1;
    if let Err(e) = openapi_rules::apply(&mut doc) {
        panic!("{e}");
    }
    doc
}

/// The OpenAPI document as served at `/api/openapi.json` and committed as `docs/openapi.json` (the
/// source of the web's generated client; `just generate` rewrites it).
pub fn openapi_json() -> String {
    openapi().to_pretty_json().unwrap_or_default()
}

/// The whole gateway app.
pub fn router(mut state: AppState, config: &GatewayConfig) -> Router {
    state.trusted_proxies = std::sync::Arc::from(config.trusted_proxies.as_slice());
    state.secure_cookie = config.secure_cookie;
    state.allowed_origins = config
        .allowed_origins
        .iter()
        .map(|o| o.trim().trim_end_matches('/').to_owned())
        .collect();
    if tokio::runtime::Handle::try_current().is_ok() {
        state.watch_sessions_ended();
    }
    let api = routes::api().split_for_parts().0;
    let doc = std::sync::Arc::new(openapi_json());
    let state_for_guard = state.clone();
    let mut app = Router::new()
        .route("/api/openapi.json", get(serve_openapi).with_state(doc))
        .merge(
            api.layer(axum::middleware::from_fn_with_state(
                state.clone(),
                auth::scope_caller,
            ))
            .with_state(state.clone()),
        )
        .route("/api/{*rest}", any(api_not_found))
        .route("/ws", get(ws).with_state(state))
        .route("/healthz", get(healthz));
    if let Some(dir) = config
        .web_dir
        .as_ref()
        .filter(|d| d.join("index.html").exists())
    {
        let spa = ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html")));
        app = app.fallback_service(spa);
    } else {
        tracing::warn!("no built web app found (web/dist); serving the API only");
    }
    let app = app.layer(axum::middleware::from_fn_with_state(
        state_for_guard,
        origin::guard,
    ));
    security_headers(app).layer(tower_http::trace::TraceLayer::new_for_http())
}

/// The Content-Security-Policy of every answer: scripts, styles, images, fonts and connections
/// (REST and the `/ws` websocket) only from Newsroom itself; no plugins; framing only by Newsroom's
/// own pages (the print preview), so the control room cannot be framed by another site to trick a
/// click on PLAY or STOP (clickjacking). Inline styles stay allowed: components set style attributes.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
    connect-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'self'";

/// Browser security headers on every answer (docs/security.md): the CSP above, `X-Frame-Options:
/// SAMEORIGIN` for browsers without `frame-ancestors`, `X-Content-Type-Options: nosniff`,
/// `Referrer-Policy: same-origin`. A header a handler set itself is kept.
fn security_headers(app: Router) -> Router {
    use axum::http::{HeaderName, HeaderValue, header};
    use tower_http::set_header::SetResponseHeaderLayer;
    let set = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
    };
    app.layer(set(
        header::CONTENT_SECURITY_POLICY,
        CONTENT_SECURITY_POLICY,
    ))
    .layer(set(header::X_FRAME_OPTIONS, "SAMEORIGIN"))
    .layer(set(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
    .layer(set(header::REFERRER_POLICY, "same-origin"))
}

/// Serves the gateway on `listener` until `shutdown` completes.
///
/// # Errors
/// When the server fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    state: AppState,
    config: &GatewayConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    axum::serve(
        listener,
        router(state, config).into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
    .context("gateway server")
}
