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

/// How a take treats a lock that is free or someone else's (`PUT /api/locks/{id}`, its `renew` flag,
/// and `PUT /api/locks/{id}/take_over`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LockTake {
    /// Take it if free (or already this instance's); refused when someone else holds it.
    Take,
    /// Only extend a lock this instance holds: refused when it is free (a renewal still on the wire
    /// when its tab closed and released the lock must not take it again for a tab that is gone) or
    /// someone else's.
    Renew,
    /// Take it from whoever holds it (announced).
    TakeOver,
}

/// What a granted take did, for the owning service to announce (`lock`, `take_over`, nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// It was this instance's already: renewed, nothing to announce.
    Renewed,
    /// It was free: a `lock` event.
    Locked,
    /// It was someone else's: a `take_over` event (the previous holder is told at once).
    TookOver,
}

/// Why a take was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Another editor instance holds it (409 `locked`).
    Locked,
    /// A renewal of a lock that is free (409 `lock_lost`).
    Lost,
}

/// The rule of a take by editor instance `uuid` of `session`, given the current holder's
/// `(uuid, session)` if any. Both must match for the lock to be this instance's: a uuid seen
/// elsewhere takes nothing from another session (issue 11, point 8).
///
/// # Errors
/// [`Refusal::Locked`] when someone else holds it and `how` is not [`LockTake::TakeOver`];
/// [`Refusal::Lost`] when it is free and `how` is [`LockTake::Renew`].
pub fn decide(
    current: Option<(&str, &str)>,
    uuid: &str,
    session: &str,
    how: LockTake,
) -> Result<Taken, Refusal> {
    match current {
        Some(held) if held == (uuid, session) => Ok(Taken::Renewed),
        Some(_) if how == LockTake::TakeOver => Ok(Taken::TookOver),
        Some(_) => Err(Refusal::Locked),
        None if how == LockTake::Renew => Err(Refusal::Lost),
        None => Ok(Taken::Locked),
    }
}

#[cfg(test)]
mod tests {
    use super::{LockTake, Refusal, Taken, decide, holder_tag};

    #[test]
    fn the_rules_of_a_take() {
        use LockTake::{Renew, Take, TakeOver};
        let mine = Some(("tab-1", "s-a"));
        let same_uuid_elsewhere = Some(("tab-1", "s-b"));
        for how in [Take, Renew, TakeOver] {
            assert_eq!(
                decide(mine, "tab-1", "s-a", how),
                Ok(Taken::Renewed),
                "{how:?}"
            );
        }
        assert_eq!(decide(None, "tab-1", "s-a", Take), Ok(Taken::Locked));
        assert_eq!(decide(None, "tab-1", "s-a", TakeOver), Ok(Taken::Locked));
        assert_eq!(decide(None, "tab-1", "s-a", Renew), Err(Refusal::Lost));
        assert_eq!(
            decide(same_uuid_elsewhere, "tab-1", "s-a", Take),
            Err(Refusal::Locked)
        );
        assert_eq!(
            decide(same_uuid_elsewhere, "tab-1", "s-a", Renew),
            Err(Refusal::Locked)
        );
        assert_eq!(
            decide(same_uuid_elsewhere, "tab-1", "s-a", TakeOver),
            Ok(Taken::TookOver)
        );
    }

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
