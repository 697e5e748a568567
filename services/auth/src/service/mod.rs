//! Login, logout and token checks, users and groups, over any [`AuthStore`] and [`SessionStore`].

mod branches;
mod demo;
mod directory;
mod groups;
mod licence;
mod mail;
mod users;
mod validate;

use std::sync::Arc;
use std::time::Duration;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use newsroom_bus::SharedBus;
use newsroom_domain::ids::UserId;
use newsroom_domain::{ErrorCode, FieldErrors};
use serde::{Deserialize, Serialize};

use crate::sessions::{SessionError, SessionStore};
use crate::store::{AuthStore, PasswordChange, StoreError, UserRecord};

pub use branches::{BranchInput, ConfigInput};
pub use demo::DEMO_USERS;
pub use directory::{DirectoryInput, DirectoryView, SyncStatus, TestOutcome};
pub use groups::GroupInput;
pub use licence::{LicenceInfo, LicenceKey, VENDOR_PUBLIC_KEY, issue as issue_licence};
pub use mail::{MailInput, MailOutcome, MailSecurity, MailView, UserMail};
pub use users::{SelfInput, UserInput};

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
    /// The password was right, but a new one must be chosen (first access, reset).
    #[error("a new password is required")]
    PasswordChangeRequired,
    /// The password was right but has expired.
    #[error("the password has expired")]
    PasswordExpired,
    /// A new password was offered for an account that asks for none.
    #[error("the password is already set")]
    PasswordAlreadySet,
    /// No such user or group.
    #[error("not found")]
    NotFound,
    /// Invalid input, by field.
    #[error("invalid input: {0:?}")]
    Invalid(FieldErrors),
    /// A group with members cannot be deleted.
    #[error("the group has users")]
    GroupHasUsers,
    /// The change would leave nobody to administer users.
    #[error("the last administrator")]
    LastAdministrator,
    /// The token is missing, forged, expired or its session closed.
    #[error("session expired")]
    SessionExpired,
    /// Storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The session store failed.
    #[error(transparent)]
    Sessions(#[from] SessionError),
    /// Too many login attempts: try again after this many seconds.
    #[error("too many login attempts; retry in {0} s")]
    Throttled(u64),
    /// The licence refuses the login: [`ErrorCode::LicenceExpired`] or [`ErrorCode::MaxLogins`].
    #[error("refused by the licence: {0:?}")]
    Licence(ErrorCode),
    /// Hashing or signing failed.
    #[error("crypto: {0}")]
    Crypto(String),
    /// A stored setting cannot be read.
    #[error("stored setting: {0}")]
    Stored(String),
    /// The directory service is disabled, unreachable or refuses the service account (the text is
    /// for the log).
    #[error("the directory service is unavailable: {0}")]
    DirectoryUnavailable(String),
    /// The directory service has no settings yet.
    #[error("the directory service is not configured")]
    DirectoryNotConfigured,
    /// A synchronisation of directory users is running.
    #[error("synchronisation already in progress")]
    SyncInProgress,
}

impl newsroom_proto::errors::ServiceError for AuthError {
    fn code(&self) -> ErrorCode {
        match self {
            AuthError::AuthenticationFailed => ErrorCode::AuthenticationFailed,
            AuthError::SessionExpired => ErrorCode::SessionExpired,
            AuthError::PasswordChangeRequired => ErrorCode::PasswordChangeRequired,
            AuthError::PasswordExpired => ErrorCode::PasswordExpired,
            AuthError::PasswordAlreadySet => ErrorCode::PasswordAlreadySet,
            AuthError::NotFound | AuthError::Store(StoreError::NotFound) => ErrorCode::NotFound,
            AuthError::Invalid(_) => ErrorCode::Validation,
            AuthError::GroupHasUsers => ErrorCode::GroupHasUsers,
            AuthError::LastAdministrator => ErrorCode::LastAdministrator,
            AuthError::Throttled(_) => ErrorCode::TooManyAttempts,
            AuthError::Store(StoreError::Duplicate(_)) => ErrorCode::Conflict,
            AuthError::Sessions(_) => ErrorCode::Unavailable,
            AuthError::Licence(code) => *code,
            AuthError::Store(_) | AuthError::Crypto(_) | AuthError::Stored(_) => {
                ErrorCode::Internal
            }
            AuthError::DirectoryUnavailable(_) => ErrorCode::DirectoryUnavailable,
            AuthError::DirectoryNotConfigured => ErrorCode::DirectoryNotConfigured,
            AuthError::SyncInProgress => ErrorCode::SyncInProgress,
        }
    }

    fn fields(&self) -> Option<&FieldErrors> {
        match self {
            AuthError::Invalid(f) => Some(f),
            _ => None,
        }
    }

    fn retry_after(&self) -> Option<u64> {
        match self {
            AuthError::Throttled(s) => Some(*s),
            _ => None,
        }
    }
}

/// Settings of the auth service (each with an environment variable).
#[derive(Debug, Clone, clap::Args)]
pub struct AuthSettings {
    /// Shortest password accepted, in characters.
    #[arg(long, env = "NEWSROOM_PASSWORD_MIN_LENGTH", default_value_t = 8)]
    pub password_min_length: usize,
    /// Login attempts a minute for one login name (right or wrong; then 429 until one recovers).
    #[arg(long, env = "NEWSROOM_LOGIN_ATTEMPTS_PER_LOGIN", default_value_t = 10)]
    pub login_attempts_per_login: u32,
    /// Login attempts a minute from one client address.
    #[arg(
        long,
        env = "NEWSROOM_LOGIN_ATTEMPTS_PER_ADDRESS",
        default_value_t = 30
    )]
    pub login_attempts_per_address: u32,
    /// The clients' language until an administrator saves the branch configuration: en_US, es_ES or
    /// pt_BR.
    #[arg(long, env = "NEWSROOM_LOCALE", default_value = "en_US")]
    pub locale: newsroom_domain::branch::Locale,
    /// The installation's name until an administrator saves the branch configuration.
    #[arg(long, env = "NEWSROOM_BRANCH_NAME", default_value = "Newsroom")]
    pub branch_name: String,
    /// Months the access log keeps its lines (web.md section 9, "user logs"); 0: forever.
    #[arg(long, env = "NEWSROOM_USER_LOG_RETENTION_MONTHS", default_value_t = 12)]
    pub user_log_retention_months: u32,
    /// Days before a licence ends that administrators are warned.
    #[arg(long, env = "NEWSROOM_LICENCE_WARNING_DAYS", default_value_t = 30)]
    pub licence_warning_days: u32,
    /// The Ed25519 public key licences are verified with (base64 of 32 bytes); default: the vendor's
    /// key built in. For a broadcaster who issues their own licences, and for tests.
    #[arg(long, env = "NEWSROOM_LICENCE_PUBLIC_KEY")]
    pub licence_public_key: Option<LicenceKey>,
}

impl Default for AuthSettings {
    fn default() -> Self {
        AuthSettings {
            password_min_length: 8,
            login_attempts_per_login: 10,
            login_attempts_per_address: 30,
            locale: newsroom_domain::branch::Locale::EnUs,
            branch_name: "Newsroom".to_owned(),
            licence_warning_days: 30,
            licence_public_key: None,
            user_log_retention_months: 12,
        }
    }
}

/// Where a login comes from, for the throttle and the access log.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Client {
    /// The client's address as the gateway saw it (X-Forwarded-For only from trusted proxies);
    /// empty: unknown.
    pub ip: String,
    /// Its `User-Agent`.
    pub user_agent: String,
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
    bus: Option<SharedBus>,
    settings: AuthSettings,
    throttle: crate::throttle::Throttle,
    licence_key: LicenceKey,
    /// Seals the directory's bind password at rest; `None`: stored as given.
    secret_key: Option<newsroom_platform::secret::SecretKey>,
    /// A directory synchronisation is running.
    syncing: Arc<std::sync::atomic::AtomicBool>,
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

/// A random one-time password: 16 characters from an alphabet without look-alikes (about 90 bits).
pub fn one_time_password() -> String {
    use argon2::password_hash::rand_core::RngCore;
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 16];
    OsRng.fill_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect()
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
            bus: None,
            settings: AuthSettings::default(),
            throttle: crate::throttle::Throttle::new(10, 30),
            licence_key: LicenceKey::vendor(),
            secret_key: None,
            syncing: Arc::default(),
        }
    }

    /// Seals the directory's bind password under `key` (`NEWSROOM_SECRET_KEY`, or the embedded
    /// data directory's key); `None`: stored as given, and a warning is logged.
    #[must_use]
    pub fn with_secret_key(mut self, key: Option<newsroom_platform::secret::SecretKey>) -> Self {
        if key.is_none() {
            tracing::warn!(
                "NEWSROOM_SECRET_KEY is not set: the directory's bind password is stored as given"
            );
        }
        self.secret_key = key;
        self
    }

    /// A password Newsroom must present to another server (directory bind, SMTP login) as stored:
    /// sealed under the installation's key, or as given without one; empty stays empty.
    fn seal(&self, plain: &str) -> String {
        match (&self.secret_key, plain.is_empty()) {
            (Some(key), false) => key.seal(plain),
            _ => plain.to_owned(),
        }
    }

    /// The password [`AuthService::seal`] stored, opened; `what` names it in the log when it cannot
    /// be (another installation's key).
    fn unseal(&self, stored: &str, what: &str) -> Result<String, String> {
        match &self.secret_key {
            Some(key) => key.open(stored).inspect_err(|e| {
                tracing::error!(error = %e, what, "a sealed password cannot be opened");
            }),
            None => Ok(stored.to_owned()),
        }
    }

    /// Tells gateways on `bus` when a user's sessions end, so their websockets close at once.
    #[must_use]
    pub fn with_bus(mut self, bus: SharedBus) -> Self {
        self.bus = Some(bus);
        self
    }

    /// Uses `settings`.
    #[must_use]
    pub fn with_settings(mut self, settings: AuthSettings) -> Self {
        if let Some(key) = &settings.licence_public_key {
            self.licence_key = key.clone();
        }
        self.throttle = crate::throttle::Throttle::new(
            settings.login_attempts_per_login,
            settings.login_attempts_per_address,
        );
        self.settings = settings;
        self
    }

    /// Appends to the access log; a failure is logged, never fatal (the login itself is done).
    async fn record(
        &self,
        event: crate::store::AccessEvent,
        login: &str,
        user: Option<UserId>,
        client: &Client,
    ) {
        let entry = crate::store::AccessEntry {
            at: now() as i64,
            event,
            login: login.trim().to_owned(),
            user,
            ip: client.ip.clone(),
            user_agent: client.user_agent.clone(),
        };
        if let Err(e) = self.store.record_access(entry).await {
            tracing::error!(error = %e, "writing the access log failed");
        }
    }

    /// A page of the access log, newest first (web.md section 6: filtered by login or by address).
    ///
    /// # Errors
    /// When storage fails.
    pub async fn access_log(
        &self,
        query: &crate::store::AccessQuery,
    ) -> Result<(Vec<crate::store::AccessEntry>, u64), AuthError> {
        Ok(self.store.access_log(query).await?)
    }

    /// Deletes the access log's lines older than the retention (`NEWSROOM_USER_LOG_RETENTION_MONTHS`,
    /// web.md section 9: "retention in months: user logs"; 0 keeps them forever); how many went.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn prune_access_log(&self) -> Result<u64, AuthError> {
        let months = self.settings.user_log_retention_months;
        if months == 0 {
            return Ok(0);
        }
        let Some(cutoff) = chrono::Utc::now().checked_sub_months(chrono::Months::new(months))
        else {
            return Ok(0);
        };
        let gone = self.store.prune_access_log(cutoff.timestamp()).await?;
        if gone > 0 {
            tracing::info!(lines = gone, months, "access log pruned");
        }
        Ok(gone)
    }

    /// The settings.
    pub fn settings(&self) -> &AuthSettings {
        &self.settings
    }

    /// On a fresh installation (no user at all), creates the group "Administrators" with every area
    /// at admin level and the user `admin` with a one-time password, which is returned (for the log,
    /// once) and must be changed at the first login. `None` when users exist.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn bootstrap(&self) -> Result<Option<String>, AuthError> {
        if self.store.count_users().await? > 0 {
            return Ok(None);
        }
        let mut all = newsroom_domain::permission::Permissions::none();
        for a in newsroom_domain::permission::Area::ALL {
            all.grant(*a, newsroom_domain::permission::Level::Admin);
        }
        let group = self
            .store
            .create_group(&crate::store::GroupFields {
                name: "Administrators".to_owned(),
                permissions: all,
                ..Default::default()
            })
            .await?;
        let password = one_time_password();
        self.store
            .create_user(
                crate::store::UserFields {
                    name: "Administrator".to_owned(),
                    nickname: "admin".to_owned(),
                    // RFC 2606 reserves `.invalid`: a placeholder the administrator replaces in "my data".
                    email: "admin@newsroom.invalid".to_owned(),
                    directory_user: false,
                    expiration_days: 0,
                    active: true,
                    groups: vec![group],
                },
                Some(PasswordChange {
                    hash: hash_password(&password)?,
                    must_change: true,
                    at: now() as i64,
                }),
            )
            .await?;
        Ok(Some(password))
    }

    /// Ends every session of `user` and tells the gateways.
    ///
    /// # Errors
    /// When the session store fails (the bus failing is only logged: sessions are checked again).
    pub async fn end_sessions(&self, user: UserId) -> Result<(), AuthError> {
        let ended = self.sessions.close_user(user).await?;
        self.announce_ended(user).await;
        if ended > 0 {
            let login = match self.store.find(user).await {
                Ok(Some(u)) => u.nickname,
                _ => String::new(),
            };
            self.record(
                crate::store::AccessEvent::SessionEnded,
                &login,
                Some(user),
                &Client::default(),
            )
            .await;
        }
        tracing::info!(user = user.get(), sessions = ended, "sessions ended");
        Ok(())
    }

    /// Tells the gateways that sessions of `user` ended: they check that user's websockets at once.
    /// A bus failure is only logged (websockets are checked again periodically anyway).
    async fn announce_ended(&self, user: UserId) {
        if let Some(bus) = &self.bus
            && let Err(e) = bus
                .notify(
                    newsroom_bus::subjects::SESSIONS_ENDED.to_owned(),
                    bytes::Bytes::from(user.get().to_string()),
                )
                .await
        {
            tracing::warn!(error = %e, "telling the gateways that sessions ended failed");
        }
    }

    /// The user of `username` when `password` is theirs and they are active. Directory users are
    /// checked by a bind against the directory (their password is never stored); local users by
    /// their argon2id hash.
    ///
    /// # Errors
    /// [`AuthError::AuthenticationFailed`]; [`AuthError::DirectoryUnavailable`] for a directory
    /// user while the directory cannot answer.
    async fn check_password(
        &self,
        username: &str,
        password: &str,
    ) -> Result<UserRecord, AuthError> {
        let user = self.store.find_by_login(username).await?;
        if let Some(u) = user.as_ref().filter(|u| u.directory_user) {
            if !u.active {
                return Err(AuthError::AuthenticationFailed);
            }
            self.directory_login(u, password).await?;
            return Ok(u.clone());
        }
        let hash = user
            .as_ref()
            .map(|u| u.password_hash.as_str())
            .filter(|h| !h.is_empty())
            .unwrap_or(self.dummy_hash.as_str());
        let ok = PasswordHash::new(hash)
            .map(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
            .unwrap_or(false);
        match user {
            Some(u) if ok && u.active && !u.directory_user && !u.password_hash.is_empty() => Ok(u),
            _ => Err(AuthError::AuthenticationFailed),
        }
    }

    /// Why `user` must choose a new password before logging in, if they must (never a directory
    /// user: the directory owns their password).
    fn password_problem(user: &UserRecord) -> Option<AuthError> {
        if user.directory_user {
            return None;
        }
        if user.must_change_password {
            return Some(AuthError::PasswordChangeRequired);
        }
        let lasts = i64::from(user.expiration_days) * 86_400;
        (lasts > 0 && user.password_changed_at + lasts < now() as i64)
            .then_some(AuthError::PasswordExpired)
    }

    /// First access or an expired password: checks `password`, sets `new_password` (the policy, the
    /// confirmation) and logs in.
    ///
    /// # Errors
    /// [`AuthError::AuthenticationFailed`] for a wrong login; [`AuthError::PasswordAlreadySet`] when
    /// the account asks for no new password; [`AuthError::Invalid`] (`newPassword`,
    /// `newPasswordConfirmation`) for a password the policy refuses.
    pub async fn change_password(
        &self,
        username: &str,
        password: &str,
        new_password: &str,
        confirmation: &str,
        client: &Client,
    ) -> Result<Login, AuthError> {
        let user = self.door(username, password, client).await?;
        if Self::password_problem(&user).is_none() {
            return Err(AuthError::PasswordAlreadySet);
        }
        let mut fields = FieldErrors::new();
        validate::new_password(
            &mut fields,
            ("newPassword", "newPasswordConfirmation"),
            new_password,
            confirmation,
            self.settings.password_min_length,
        );
        if new_password == password {
            fields.insert(
                "newPassword".to_owned(),
                newsroom_domain::FieldCode::SamePassword.into(),
            );
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        self.store
            .set_password(
                user.id,
                PasswordChange {
                    hash: hash_password(new_password)?,
                    must_change: false,
                    at: now() as i64,
                },
            )
            .await?;
        tracing::info!(user = %user.nickname, "password changed at login");
        self.record(
            crate::store::AccessEvent::PasswordChanged,
            username,
            Some(user.id),
            client,
        )
        .await;
        self.open_session(user.id, username, client).await
    }

    /// The throttle, then the password: every attempt passes here once, and a refused one is logged.
    async fn door(
        &self,
        username: &str,
        password: &str,
        client: &Client,
    ) -> Result<UserRecord, AuthError> {
        let address = client.ip.parse::<std::net::IpAddr>().ok();
        if let Err(wait) = self.throttle.attempt(username, address) {
            self.record(crate::store::AccessEvent::Throttled, username, None, client)
                .await;
            tracing::warn!(login = username.trim(), ip = %client.ip, "login attempts throttled");
            return Err(AuthError::Throttled(wait.as_secs().max(1)));
        }
        match self.check_password(username, password).await {
            Ok(u) => Ok(u),
            Err(AuthError::DirectoryUnavailable(why)) => {
                self.record(
                    crate::store::AccessEvent::LoginFailed,
                    username,
                    None,
                    client,
                )
                .await;
                Err(AuthError::DirectoryUnavailable(why))
            }
            Err(AuthError::AuthenticationFailed) => {
                self.record(
                    crate::store::AccessEvent::LoginFailed,
                    username,
                    None,
                    client,
                )
                .await;
                Err(AuthError::AuthenticationFailed)
            }
            Err(e) => Err(e),
        }
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Checks `username` (login name or e-mail) and `password`, opens a session and signs its token.
    ///
    /// # Errors
    /// [`AuthError::AuthenticationFailed`] for any wrong input; [`AuthError::PasswordChangeRequired`]
    /// or [`AuthError::PasswordExpired`] when the password is right but a new one must be chosen
    /// ([`AuthService::change_password`]).
    pub async fn login(
        &self,
        username: &str,
        password: &str,
        client: &Client,
    ) -> Result<Login, AuthError> {
        let user = self.door(username, password, client).await?;
        if let Some(problem) = Self::password_problem(&user) {
            return Err(problem);
        }
        self.open_session(user.id, username, client).await
    }

    /// Opens a session of `user` and signs its token; logs the login.
    async fn open_session(
        &self,
        id: UserId,
        username: &str,
        client: &Client,
    ) -> Result<Login, AuthError> {
        let user = self
            .store
            .find(id)
            .await?
            .ok_or(AuthError::AuthenticationFailed)?;
        self.admit(&user).await?;
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
        self.store.touch_login(user.id, iat as i64).await?;
        self.record(
            crate::store::AccessEvent::Login,
            username,
            Some(user.id),
            client,
        )
        .await;
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
    pub async fn logout(&self, token: &str, client: &Client) -> Result<(), AuthError> {
        if let Ok(claims) = self.claims(token) {
            self.sessions.close(&claims.jti).await?;
            if let Some(user) = claims.sub.parse::<i64>().ok().and_then(UserId::parse) {
                self.announce_ended(user).await;
                let login = match self.store.find(user).await {
                    Ok(Some(u)) => u.nickname,
                    _ => String::new(),
                };
                self.record(
                    crate::store::AccessEvent::Logout,
                    &login,
                    Some(user),
                    client,
                )
                .await;
            }
        }
        Ok(())
    }
}
