//! Cross-site request defence (issue 11, point 6; OWASP "Verifying Origin With Standard Headers"):
//! a browser sends its page's `Origin` with every state-changing request and every websocket upgrade,
//! so a request whose `Origin` names another site is refused (403) before it reaches a handler, even
//! with the session cookie the browser attached. Requests without `Origin` are API clients (bearer
//! tokens; a cross-site page cannot omit the header), unless `Sec-Fetch-Site` says `cross-site`.
//! Allowed: the origin whose host is the request's own `Host`, and the origins of
//! `NEWSROOM_ALLOWED_ORIGINS` (a proxy that rewrites `Host`, a second web address).

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use newsroom_domain::ErrorCode;

use crate::AppState;
use crate::error::ApiError;

/// True when `headers` show a browser request from another site: an `Origin` that is neither the
/// request's own host nor one of `allowed` (`scheme://host[:port]`, compared case-insensitively), or
/// no `Origin` and `Sec-Fetch-Site: cross-site`.
pub fn cross_site(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return headers
            .get("sec-fetch-site")
            .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"cross-site"));
    };
    let origin = origin.trim().trim_end_matches('/');
    if allowed.iter().any(|a| a.eq_ignore_ascii_case(origin)) {
        return false;
    }
    let authority = origin
        .split_once("://")
        .map_or("", |(_, rest)| rest)
        .to_ascii_lowercase();
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_ascii_lowercase);
    // "null" (sandboxed frames, file: pages) has no authority and never matches.
    authority.is_empty() || host.as_deref() != Some(authority.as_str())
}

/// Whether the request can change something or open a websocket (the ones to guard).
fn guarded(method: &Method, headers: &HeaderMap) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
        || headers.contains_key(header::UPGRADE)
}

/// The middleware: refuses a guarded cross-site request with 403 `forbidden`.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if guarded(request.method(), request.headers())
        && cross_site(request.headers(), &state.allowed_origins)
    {
        tracing::warn!(
            method = %request.method(),
            path = request.uri().path(),
            origin = ?request.headers().get(header::ORIGIN),
            "cross-site request refused"
        );
        return ApiError::new(ErrorCode::Forbidden).into_response();
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    #[test]
    fn only_the_own_host_and_the_allowed_origins_pass() {
        let allowed = vec!["https://newsroom.tvnorte.example".to_owned()];
        let own = headers(&[
            ("host", "localhost:8080"),
            ("origin", "http://localhost:8080"),
        ]);
        assert!(!cross_site(&own, &allowed));
        let evil = headers(&[
            ("host", "localhost:8080"),
            ("origin", "http://evil.example"),
        ]);
        assert!(cross_site(&evil, &allowed));
        let port = headers(&[
            ("host", "localhost:8080"),
            ("origin", "http://localhost:9999"),
        ]);
        assert!(cross_site(&port, &allowed));
        let proxied = headers(&[
            ("host", "10.0.0.5:8080"),
            ("origin", "https://NEWSROOM.tvnorte.example"),
        ]);
        assert!(!cross_site(&proxied, &allowed));
        assert!(cross_site(
            &headers(&[("host", "localhost"), ("origin", "null")]),
            &allowed
        ));
        // API clients send no Origin; a cross-site browser request without one is still caught.
        assert!(!cross_site(&headers(&[("host", "localhost")]), &allowed));
        assert!(cross_site(
            &headers(&[("host", "localhost"), ("sec-fetch-site", "cross-site")]),
            &allowed
        ));
        assert!(!cross_site(
            &headers(&[("host", "localhost"), ("sec-fetch-site", "same-origin")]),
            &allowed
        ));
    }

    #[test]
    fn reads_and_preflights_are_not_guarded_but_upgrades_are() {
        assert!(!guarded(&Method::GET, &HeaderMap::new()));
        assert!(!guarded(&Method::OPTIONS, &HeaderMap::new()));
        assert!(guarded(&Method::POST, &HeaderMap::new()));
        assert!(guarded(&Method::DELETE, &HeaderMap::new()));
        assert!(guarded(&Method::GET, &headers(&[("upgrade", "websocket")])));
    }
}
