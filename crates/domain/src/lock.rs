//! Edit locks as clients see them (issue 3, "Locks"; issue 11, point 8).
//!
//! A lock belongs to one editor instance (a browser tab's `uuid`, or a MOS device's name) of one
//! session (the gateway's key of the caller's token; the device's name again for a device). Both must
//! match to renew, release or save, and neither is ever shown: clients see [`holder_tag`] instead.

use sha2::Digest as _;

/// The tag clients see for editor instance `uuid` of `session`: the first 16 bytes of SHA-256 over
/// both, in lowercase hex (32 characters). The same tab of the same session always has the same tag,
/// so a tab tells its own locks from others' by the tag of its take answers; the tag gives neither
/// the uuid nor the session back.
pub fn holder_tag(session: &str, uuid: &str) -> String {
    let digest = sha2::Sha256::new()
        .chain_update(b"newsroom lock holder\0")
        .chain_update(session.as_bytes())
        .chain_update(b"\0")
        .chain_update(uuid.as_bytes())
        .finalize();
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::holder_tag;

    #[test]
    fn a_tag_is_stable_per_tab_and_session_and_hides_both() {
        let tag = holder_tag("session-a", "tab-1");
        assert_eq!(tag, holder_tag("session-a", "tab-1"));
        assert_eq!(tag.len(), 32);
        assert!(
            tag.bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        );
        assert_ne!(tag, holder_tag("session-b", "tab-1"), "another session");
        assert_ne!(tag, holder_tag("session-a", "tab-2"), "another tab");
        // The separator keeps ("ab", "c") and ("a", "bc") apart.
        assert_ne!(holder_tag("ab", "c"), holder_tag("a", "bc"));
        assert!(!tag.contains("tab-1") && !tag.contains("session-a"));
    }
}
