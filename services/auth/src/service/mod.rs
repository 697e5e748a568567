//! Login, logout and token checks, over any [`AuthStore`] and [`SessionStore`].

mod demo;

use std::sync::Arc;
use std::time::Duration;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use newsroom_domain::ErrorCode;
use newsroom_domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::sessions::{SessionError, SessionStore};
use crate::store::{AuthStore, StoreError, UserRecord};

pub use demo::DEMO_USERS;

/// How long a session lasts: a long shift (12 hours).
pub const SESSION_TTL: Duration = Duration::from_secs(12 * 3600);

/// The HS256 key that signs tokens. Never logged.
#[derive(Clone)]
pub struct JwtSecret(Arc<[u8]>);

impl JwtSecret {
    /// Wraps key material (at least 32 bytes recommended).
    pub fn new(bytes: impl Into<Vec<u8>>) -> Self {
        JwtSecret(bytes.into().into())
    }
}

impl std::fmt::Debug for JwtSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JwtSecret(***)")
    }
}

/// Why an auth call failed.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Unknown login, wrong password or inactive user (never says which).
    #[error("authentication failed")]
    AuthenticationFailed,
    /// The token is missing, forged, expired or its session closed.
    #[error("session expired")]
    SessionExpired,
    /// Storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The session store failed.
    #[error(transparent)]
    Sessions(#[from] SessionError),
    /// Hashing or signing failed.
    #[error("crypto: {0}")]
    Crypto(String),
}

impl newsroom_proto::errors::ServiceError for AuthError {
    fn code(&self) -> ErrorCode {
        match self {
            AuthError::AuthenticationFailed => ErrorCode::AuthenticationFailed,
            AuthError::SessionExpired => ErrorCode::SessionExpired,
            AuthError::Store(StoreError::Duplicate(_)) => ErrorCode::Conflict,
            AuthError::Sessions(_) => ErrorCode::Unavailable,
            AuthError::Store(_) | AuthError::Crypto(_) => ErrorCode::Internal,
        }
    }
}

/// The claims of a Newsroom token.
#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    /// User id.
    sub: String,
    /// Session id.
    jti: String,
    /// Expiry, seconds since the Unix epoch.
    exp: u64,
    /// Issued at.
    iat: u64,
}

/// A successful login.
#[derive(Debug, Clone)]
pub struct Login {
    /// The signed token.
    pub token: String,
    /// Expiry, seconds since the Unix epoch.
    pub expires_at: u64,
    /// Who logged in.
    pub user: UserRecord,
}

/// The auth service.
pub struct AuthService<S> {
    store: S,
    sessions: Arc<dyn SessionStore>,
    secret: JwtSecret,
    dummy_hash: String,
}

/// Hashes a password with argon2id and a random salt (PHC string).
///
/// # Errors
/// Only if the hasher fails, which does not happen with default parameters.
pub fn hash_password(password: &str) -> Result<String, AuthError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| AuthError::Crypto(e.to_string()))
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl<S: AuthStore> AuthService<S> {
    /// A service over `store` and `sessions`, signing with `secret`.
    pub fn new(store: S, sessions: Arc<dyn SessionStore>, secret: JwtSecret) -> Self {
        // Verifying against a dummy hash when the login is unknown keeps the answer time the same,
        // so response times do not tell which login names exist.
        let dummy_hash = hash_password(&uuid::Uuid::new_v4().to_string()).unwrap_or_default();
        AuthService {
            store,
            sessions,
            secret,
            dummy_hash,
        }
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Checks `username` (login name or e-mail) and `password`, opens a session and signs its token.
    ///
    /// # Errors
    /// [`AuthError::AuthenticationFailed`] for any wrong input.
    pub async fn login(&self, username: &str, password: &str) -> Result<Login, AuthError> {
        let user = self.store.find_by_login(username).await?;
        let hash = user
            .as_ref()
            .map_or(self.dummy_hash.as_str(), |u| u.password_hash.as_str());
        let ok = PasswordHash::new(hash)
            .map(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
            .unwrap_or(false);
        let user = match user {
            Some(u) if ok && u.active => u,
            _ => return Err(AuthError::AuthenticationFailed),
        };
        let iat = now();
        let claims = Claims {
            sub: user.id.to_string(),
            jti: uuid::Uuid::new_v4().to_string(),
            exp: iat + SESSION_TTL.as_secs(),
            iat,
        };
        let token = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(&self.secret.0),
        )
        .map_err(|e| AuthError::Crypto(e.to_string()))?;
        self.sessions
            .open(&claims.jti, user.id, SESSION_TTL)
            .await?;
        tracing::info!(user = %user.nickname, "logged in");
        Ok(Login {
            token,
            expires_at: claims.exp,
            user,
        })
    }

    fn claims(&self, token: &str) -> Result<Claims, AuthError> {
        let mut v = Validation::new(Algorithm::HS256);
        v.leeway = 5;
        jsonwebtoken::decode::<Claims>(token, &DecodingKey::from_secret(&self.secret.0), &v)
            .map(|d| d.claims)
            .map_err(|_| AuthError::SessionExpired)
    }

    /// The user a token belongs to, while its session is open.
    ///
    /// # Errors
    /// [`AuthError::SessionExpired`] when the token is invalid, expired or revoked, or the user was
    /// deactivated.
    pub async fn authenticate(&self, token: &str) -> Result<UserRecord, AuthError> {
        let claims = self.claims(token)?;
        if !self.sessions.is_open(&claims.jti).await? {
            return Err(AuthError::SessionExpired);
        }
        let id = claims
            .sub
            .parse::<i64>()
            .ok()
            .and_then(UserId::parse)
            .ok_or(AuthError::SessionExpired)?;
        match self.store.find(id).await? {
            Some(u) if u.active => Ok(u),
            _ => Err(AuthError::SessionExpired),
        }
    }

    /// Closes the token's session; an invalid token is ignored (logging out twice is fine).
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn logout(&self, token: &str) -> Result<(), AuthError> {
        if let Ok(claims) = self.claims(token) {
            self.sessions.close(&claims.jti).await?;
        }
        Ok(())
    }
}
