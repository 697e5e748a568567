//! Secrets Newsroom must present to other systems, so cannot hash: device passwords (MOS 4.0 and WS
//! credentials, the devices service) and the directory service's bind password (the auth service).
//! They are sealed with XChaCha20-Poly1305 (RustCrypto's `chacha20poly1305`) under the
//! installation's key before they are stored, as `enc:v1:<base64(nonce ‖ ciphertext)>`.
//!
//! The key: `NEWSROOM_SECRET_KEY` (32 bytes, base64); the embedded newsroom generates one into its
//! data directory (`devices.key`, [`SecretKey::load_or_create`]) and gives it to both services.
//! Without a key (a distributed service not given one) values are stored as given and the service
//! logs a warning. Stored plain values (before this) are read as they are and sealed at their next
//! save.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};

/// What a sealed value starts with.
pub const SEALED: &str = "enc:v1:";

/// The installation's key (never printed).
#[derive(Clone)]
pub struct SecretKey([u8; 32]);

impl std::fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretKey(***)")
    }
}

impl SecretKey {
    /// A new random key.
    pub fn generate() -> Self {
        SecretKey(XChaCha20Poly1305::generate_key(&mut OsRng).into())
    }

    /// Reads a base64 key of 32 bytes.
    ///
    /// # Errors
    /// When `text` is not base64 or not 32 bytes long.
    pub fn parse(text: &str) -> Result<Self, String> {
        let bytes = STANDARD
            .decode(text.trim())
            .map_err(|e| format!("NEWSROOM_SECRET_KEY is not base64: {e}"))?;
        let key: [u8; 32] = bytes
            .try_into()
            .map_err(|_| "NEWSROOM_SECRET_KEY must be 32 bytes".to_string())?;
        Ok(SecretKey(key))
    }

    /// The key as base64 (to keep it in a file).
    pub fn to_base64(&self) -> String {
        STANDARD.encode(self.0)
    }

    fn cipher(&self) -> XChaCha20Poly1305 {
        XChaCha20Poly1305::new(&self.0.into())
    }

    /// Seals a value: `enc:v1:...`, a new nonce each time.
    pub fn seal(&self, plain: &str) -> String {
        let nonce = XChaCha20Poly1305::generate_nonce(&mut OsRng);
        let sealed = self
            .cipher()
            .encrypt(&nonce, plain.as_bytes())
            .expect("XChaCha20-Poly1305 encryption of a short value");
        let mut out = nonce.to_vec();
        out.extend(sealed);
        format!("{SEALED}{}", STANDARD.encode(out))
    }

    /// Opens a sealed value; a value that is not sealed comes back as it is.
    ///
    /// # Errors
    /// When the value was sealed under another key, or was tampered with.
    pub fn open(&self, stored: &str) -> Result<String, String> {
        let Some(b64) = stored.strip_prefix(SEALED) else {
            return Ok(stored.to_string());
        };
        let bytes = STANDARD
            .decode(b64)
            .map_err(|e| format!("sealed value: {e}"))?;
        if bytes.len() < 24 {
            return Err("sealed value: too short".into());
        }
        let (nonce, sealed) = bytes.split_at(24);
        let plain = self
            .cipher()
            .decrypt(XNonce::from_slice(nonce), sealed)
            .map_err(|_| "sealed value: not sealed with this key (NEWSROOM_SECRET_KEY changed?)")?;
        String::from_utf8(plain).map_err(|e| format!("sealed value: {e}"))
    }
}

impl SecretKey {
    /// The key kept in the file `path`, made the first time (readable by its owner only).
    ///
    /// # Errors
    /// When the file holds no valid key, or cannot be written.
    pub fn load_or_create(path: &std::path::Path) -> Result<SecretKey, String> {
        if let Ok(text) = std::fs::read_to_string(path) {
            return SecretKey::parse(&text).map_err(|e| format!("{}: {e}", path.display()));
        }
        let key = SecretKey::generate();
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(path, key.to_base64()).map_err(|e| format!("{}: {e}", path.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
        }
        Ok(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealed_values_open_with_their_key_only() {
        let key = SecretKey::generate();
        let a = key.seal("s3cret:pässword");
        let b = key.seal("s3cret:pässword");
        assert!(a.starts_with(SEALED) && !a.contains("s3cret"));
        assert_ne!(a, b, "a new nonce each time");
        assert_eq!(key.open(&a).unwrap(), "s3cret:pässword");
        assert_eq!(
            key.open("plain").unwrap(),
            "plain",
            "old plain values read as they are"
        );
        let other = SecretKey::generate();
        assert!(other.open(&a).is_err());
        let mut bytes = STANDARD.decode(&a[SEALED.len()..]).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(
            key.open(&format!("{SEALED}{}", STANDARD.encode(bytes)))
                .is_err(),
            "tampering is caught"
        );
        let again = SecretKey::parse(&key.to_base64()).unwrap();
        assert_eq!(again.open(&a).unwrap(), "s3cret:pässword");
        assert!(SecretKey::parse("c2hvcnQ=").is_err());
        assert_eq!(format!("{key:?}"), "SecretKey(***)");
    }
}
