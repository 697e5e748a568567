//! The mail server (web.md sections 1 and 2, "mail server settings"): the SMTP server every mail of
//! Newsroom leaves by (a test mail now; assignments, productions and reminders later, through
//! [`AuthService::send_mail`]). Sent with lettre over tokio and rustls: plain SMTP, STARTTLS (RFC 3207)
//! or implicit TLS (RFC 8314), with optional AUTH (RFC 4954). The password is sealed at rest under
//! the installation's key, like device passwords, and never returned.

use std::time::Duration;

use lettre::message::{Mailbox, header::ContentType};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};
use serde::{Deserialize, Serialize};

use super::{AuthError, AuthService, validate};
use crate::store::{AuthStore, setting};

/// How long a connection, a login or a send may take before it counts as unreachable.
pub const SMTP_TIMEOUT: Duration = Duration::from_secs(10);

/// How the connection is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MailSecurity {
    /// Plain SMTP (a relay on a trusted network; port 25).
    None,
    /// STARTTLS on a plain connection, required (RFC 3207; port 587).
    Starttls,
    /// Implicit TLS from the first byte (RFC 8314; port 465).
    Tls,
}

impl MailSecurity {
    /// Every choice, in the wire form.
    pub const ALL: [&'static str; 3] = ["NONE", "STARTTLS", "TLS"];
}

/// The mail server as stored (JSON under [`setting::MAIL`]; the password sealed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredMail {
    host: String,
    port: u16,
    security: MailSecurity,
    username: String,
    /// `enc:v1:...` when the installation has a key.
    password: String,
    sender: String,
    sender_name: String,
    verify_certificate: bool,
}

/// The mail server as administrators see it (no password).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailView {
    /// Host name or address of the SMTP server.
    pub host: String,
    /// Its port.
    pub port: u16,
    /// NONE, STARTTLS or TLS.
    pub security: MailSecurity,
    /// Login; empty: no AUTH.
    pub username: String,
    /// A password is stored.
    pub password_set: bool,
    /// The From address.
    pub sender: String,
    /// The From display name; empty: the address alone.
    pub sender_name: String,
    /// Check the server's certificate (off only for a test server with a self-signed one).
    pub verify_certificate: bool,
}

/// The mail server as an administrator saves it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailInput {
    /// Host (required).
    pub host: String,
    /// Port (1-65535).
    pub port: u32,
    /// `NONE`, `STARTTLS` or `TLS`.
    pub security: String,
    /// Login; empty: no AUTH.
    pub username: String,
    /// A new password; `None`: keep the stored one.
    pub password: Option<String>,
    /// The From address (required, an e-mail address).
    pub sender: String,
    /// The From display name.
    pub sender_name: String,
    /// Check the server's certificate.
    pub verify_certificate: bool,
}

/// What a test mail found (`POST /api/mail/test`): the administrator reads the server's own words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MailOutcome {
    /// The server accepted the message.
    Sent,
    /// No mail server is set up.
    NotConfigured,
    /// The server could not be reached (refused, timed out, name unknown).
    Unreachable,
    /// The TLS handshake failed (certificate, protocol).
    TlsFailed,
    /// The server refused the login (AUTH; RFC 4954 535).
    LoginRefused,
    /// The server refused the message (sender, recipient, size, policy).
    Refused,
}

/// What [`AuthService::send_user_mail`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserMail {
    /// The outcome and the server's words; `None` when nobody had an address.
    pub outcome: Option<(MailOutcome, String)>,
    /// The users mailed.
    pub sent_to: Vec<i64>,
    /// The users not mailed: inactive, without an address, or unknown.
    pub without_address: Vec<i64>,
}

/// Longest host name (RFC 1035).
const HOST_MAX: usize = 253;
/// Longest SMTP password kept.
const PASSWORD_MAX: usize = 256;

fn classify(e: &lettre::transport::smtp::Error) -> MailOutcome {
    let code = e.status().map(|c| c.to_string());
    match code.as_deref() {
        Some("530" | "534" | "535" | "538") => MailOutcome::LoginRefused,
        Some(_) => MailOutcome::Refused,
        None if e.is_tls() => MailOutcome::TlsFailed,
        None => MailOutcome::Unreachable,
    }
}

/// The error chain of `e` in one line (lettre's own words, then its causes).
fn describe(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        out.push_str(": ");
        out.push_str(&c.to_string());
        cause = c.source();
    }
    out
}

impl<S: AuthStore> AuthService<S> {
    async fn stored_mail(&self) -> Result<Option<StoredMail>, AuthError> {
        self.store
            .setting(setting::MAIL)
            .await?
            .map(|json| {
                serde_json::from_str(&json)
                    .map_err(|e| AuthError::Stored(format!("mail server: {e}")))
            })
            .transpose()
    }

    /// The mail server, `None` until one is saved.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn mail_config(&self) -> Result<Option<MailView>, AuthError> {
        Ok(self.stored_mail().await?.map(|m| MailView {
            password_set: !m.password.is_empty(),
            host: m.host,
            port: m.port,
            security: m.security,
            username: m.username,
            sender: m.sender,
            sender_name: m.sender_name,
            verify_certificate: m.verify_certificate,
        }))
    }

    /// Saves the mail server; a password left out keeps the stored one, an empty one removes it.
    ///
    /// # Errors
    /// [`AuthError::Invalid`] on `host` (required), `port` (1-65535), `security` (one of), `sender`
    /// (an e-mail address), `senderName`, `username`, `password` (required with a username).
    pub async fn set_mail_config(&self, input: &MailInput) -> Result<MailView, AuthError> {
        let before = self.stored_mail().await?;
        let mut fields = FieldErrors::new();
        let host = validate::text(&mut fields, "host", &input.host, HOST_MAX);
        if input.port == 0 || input.port > 65_535 {
            fields.insert("port".to_owned(), FieldMessage::range(1, 65_535));
        }
        let security = match input.security.as_str() {
            "NONE" => Some(MailSecurity::None),
            "STARTTLS" => Some(MailSecurity::Starttls),
            "TLS" => Some(MailSecurity::Tls),
            _ => None,
        };
        if security.is_none() {
            fields.insert(
                "security".to_owned(),
                FieldMessage::from(FieldCode::OneOf).with("options", MailSecurity::ALL.join(", ")),
            );
        }
        let sender = validate::email_field(&mut fields, "sender", &input.sender);
        let sender_name = input.sender_name.trim().to_owned();
        if sender_name.chars().count() > validate::NAME_MAX {
            fields.insert(
                "senderName".to_owned(),
                FieldMessage::too_long(validate::NAME_MAX),
            );
        }
        let username = input.username.trim().to_owned();
        if username.chars().count() > validate::EMAIL_MAX {
            fields.insert(
                "username".to_owned(),
                FieldMessage::too_long(validate::EMAIL_MAX),
            );
        }
        let password = match &input.password {
            Some(p) if p.chars().count() > PASSWORD_MAX => {
                fields.insert("password".to_owned(), FieldMessage::too_long(PASSWORD_MAX));
                String::new()
            }
            Some(p) if p.is_empty() => String::new(),
            Some(p) => self.seal(p),
            None => before.map(|b| b.password).unwrap_or_default(),
        };
        if !username.is_empty() && password.is_empty() {
            fields.insert("password".to_owned(), FieldCode::Required.into());
        }
        let (Some(security), true) = (security, fields.is_empty()) else {
            return Err(AuthError::Invalid(fields));
        };
        let stored = StoredMail {
            host,
            port: u16::try_from(input.port).unwrap_or(25),
            security,
            username,
            password,
            sender,
            sender_name,
            verify_certificate: input.verify_certificate,
        };
        let json = serde_json::to_string(&stored)
            .map_err(|e| AuthError::Stored(format!("mail server: {e}")))?;
        self.store.put_setting(setting::MAIL, Some(json)).await?;
        tracing::info!(host = %stored.host, port = stored.port, "mail server saved");
        self.mail_config()
            .await?
            .ok_or_else(|| AuthError::Stored("mail server: not saved".into()))
    }

    fn transport(
        &self,
        m: &StoredMail,
    ) -> Result<AsyncSmtpTransport<Tokio1Executor>, (MailOutcome, String)> {
        let tls = || {
            TlsParameters::builder(m.host.clone())
                .dangerous_accept_invalid_certs(!m.verify_certificate)
                .build()
                .map_err(|e| (MailOutcome::TlsFailed, describe(&e)))
        };
        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&m.host)
            .port(m.port)
            .timeout(Some(SMTP_TIMEOUT))
            .tls(match m.security {
                MailSecurity::None => Tls::None,
                MailSecurity::Starttls => Tls::Required(tls()?),
                MailSecurity::Tls => Tls::Wrapper(tls()?),
            });
        if !m.username.is_empty() {
            let password = self.unseal(&m.password, "mail password").map_err(|_| {
                (
                    MailOutcome::LoginRefused,
                    "the stored password cannot be read".to_owned(),
                )
            })?;
            builder = builder.credentials(Credentials::new(m.username.clone(), password));
        }
        Ok(builder.build())
    }

    /// Sends a plain-text mail to `to` through the mail server; the outcome and the server's words.
    ///
    /// # Errors
    /// When storage fails; every SMTP failure is an outcome, not an error.
    pub async fn send_mail(
        &self,
        to: &[String],
        subject: &str,
        text: &str,
    ) -> Result<(MailOutcome, String), AuthError> {
        let Some(m) = self.stored_mail().await? else {
            return Ok((MailOutcome::NotConfigured, String::new()));
        };
        let from = Mailbox::new(
            (!m.sender_name.is_empty()).then(|| m.sender_name.clone()),
            m.sender
                .parse()
                .map_err(|e| AuthError::Stored(format!("mail sender: {e}")))?,
        );
        let mut message = Message::builder()
            .from(from)
            .subject(subject)
            .date_now()
            .message_id(None)
            .header(ContentType::TEXT_PLAIN);
        for address in to {
            let mailbox: Mailbox = address.parse().map_err(|_| {
                AuthError::Invalid(FieldErrors::from([(
                    "to".to_owned(),
                    FieldCode::Email.into(),
                )]))
            })?;
            message = message.to(mailbox);
        }
        let message = message
            .body(text.to_owned())
            .map_err(|e| AuthError::Stored(format!("mail message: {e}")))?;
        let transport = match self.transport(&m) {
            Ok(t) => t,
            Err(outcome) => return Ok(outcome),
        };
        match transport.send(message).await {
            Ok(reply) => {
                let words = reply.message().collect::<Vec<_>>().join(" ");
                tracing::info!(host = %m.host, recipients = to.len(), "mail sent");
                Ok((MailOutcome::Sent, format!("{} {words}", reply.code())))
            }
            Err(e) => {
                let outcome = classify(&e);
                let detail = describe(&e);
                tracing::warn!(host = %m.host, ?outcome, error = %detail, "mail not sent");
                Ok((outcome, detail))
            }
        }
    }

    /// Sends a plain-text mail to the active users of `user_ids` that have an e-mail address; the
    /// outcome and the server's words (`None`: nobody to mail), who was mailed and who was not.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn send_user_mail(
        &self,
        user_ids: &[i64],
        subject: &str,
        text: &str,
    ) -> Result<UserMail, AuthError> {
        let ids: Vec<newsroom_domain::ids::UserId> = user_ids
            .iter()
            .map(|id| newsroom_domain::ids::UserId::from_db(*id))
            .collect();
        let (users, _) = self
            .store
            .list_users(&crate::store::UserQuery {
                ids: Some(ids),
                ..Default::default()
            })
            .await?;
        let mailed: Vec<&crate::store::UserRecord> = users
            .iter()
            .filter(|u| u.active && !u.email.trim().is_empty())
            .collect();
        let sent_to: Vec<i64> = mailed.iter().map(|u| u.id.get()).collect();
        let without_address = user_ids
            .iter()
            .copied()
            .filter(|id| !sent_to.contains(id))
            .collect();
        let outcome = if mailed.is_empty() {
            None
        } else {
            let to: Vec<String> = mailed.iter().map(|u| u.email.trim().to_owned()).collect();
            Some(self.send_mail(&to, subject, text).await?)
        };
        Ok(UserMail {
            outcome,
            sent_to,
            without_address,
        })
    }

    /// Sends the test mail to `to` (the administrator's own address, typically).
    ///
    /// # Errors
    /// [`AuthError::Invalid`] on `to`; when storage fails.
    pub async fn send_test_mail(&self, to: &str) -> Result<(MailOutcome, String), AuthError> {
        let mut fields = FieldErrors::new();
        let to = validate::email_field(&mut fields, "to", to);
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        let config = self.branch_config().await?;
        self.send_mail(
            &[to],
            &format!("{}: test mail", config.branch_name),
            &format!(
                "This is a test mail from {}. The mail server settings work.\n",
                config.branch_name
            ),
        )
        .await
    }
}
