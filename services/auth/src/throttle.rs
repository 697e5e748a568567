//! Throttling of login attempts (issue 11, point 1): every attempt, right or wrong, spends one from
//! the login name's allowance and one from the client address's (GCRA by the `governor` crate, in this
//! process's memory: each auth replica keeps its own). An exhausted allowance refuses the attempt,
//! before any password is checked, with the time to wait.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// How many keys each limiter keeps before it forgets those that recovered their whole allowance.
const PRUNE_ABOVE: usize = 10_000;

/// The two allowances of login attempts.
pub struct Throttle {
    by_login: DefaultKeyedRateLimiter<String>,
    by_address: DefaultKeyedRateLimiter<IpAddr>,
    clock: DefaultClock,
}

fn quota(per_minute: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(per_minute.max(1)).unwrap_or(NonZeroU32::MIN))
}

impl Throttle {
    /// `per_login` attempts a minute for one login name, `per_address` for one client address (each
    /// may be spent at once, then recovers evenly over the minute).
    pub fn new(per_login: u32, per_address: u32) -> Self {
        Throttle {
            by_login: RateLimiter::keyed(quota(per_login)),
            by_address: RateLimiter::keyed(quota(per_address)),
            clock: DefaultClock::default(),
        }
    }

    /// Spends one attempt of `login` (case-insensitive) and of `address` (when known); `Err` with
    /// the wait, rounded up to whole seconds, when either is exhausted.
    pub fn attempt(&self, login: &str, address: Option<IpAddr>) -> Result<(), Duration> {
        if self.by_login.len() > PRUNE_ABOVE {
            self.by_login.retain_recent();
        }
        if self.by_address.len() > PRUNE_ABOVE {
            self.by_address.retain_recent();
        }
        let now = self.clock.now();
        let wait = |d: Duration| Duration::from_secs(d.as_secs() + u64::from(d.subsec_nanos() > 0));
        if let Some(ip) = address
            && let Err(not_until) = self.by_address.check_key(&ip)
        {
            return Err(wait(not_until.wait_time_from(now)));
        }
        self.by_login
            .check_key(&login.trim().to_lowercase())
            .map_err(|not_until| wait(not_until.wait_time_from(now)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_login_and_an_address_each_have_their_allowance() {
        let t = Throttle::new(3, 5);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        for _ in 0..3 {
            assert!(t.attempt("Producer", Some(a)).is_ok());
        }
        // The fourth try of the same login fails whatever its case or address, with a wait.
        let wait = t.attempt("producer", Some(b)).unwrap_err();
        assert!(
            wait >= Duration::from_secs(1) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        // Another login from the first address still has the address's last two attempts.
        assert!(t.attempt("editor", Some(a)).is_ok());
        assert!(t.attempt("viewer", Some(a)).is_ok());
        assert!(t.attempt("guest", Some(a)).is_err());
        assert!(t.attempt("guest", None).is_ok());
    }
}
