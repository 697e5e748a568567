//! Counted places for long-lived connections: at most so many in all and so many per key (a user,
//! a peer address). A [`Slot`] is given back when it is dropped, so a connection that ends in any
//! way (closed, failed, task cancelled) frees its place.
//!
//! Used by the gateway's STOMP sessions (per user) and the MOS NCS ports (per address and in all).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Why [`Slots::take`] refused a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// `total` places are taken in all.
    Total,
    /// `per_key` places are taken by this key.
    Key,
}

/// The places taken, per key. Cheap to clone (shared counts).
#[derive(Debug)]
pub struct Slots<K: Eq + Hash> {
    taken: Arc<Mutex<HashMap<K, usize>>>,
}

impl<K: Eq + Hash> Clone for Slots<K> {
    fn clone(&self) -> Self {
        Self {
            taken: self.taken.clone(),
        }
    }
}

impl<K: Eq + Hash> Default for Slots<K> {
    fn default() -> Self {
        Self {
            taken: Arc::default(),
        }
    }
}

/// One place, held until dropped.
#[derive(Debug)]
pub struct Slot<K: Eq + Hash> {
    slots: Slots<K>,
    key: Option<K>,
}

impl<K: Eq + Hash + Clone> Slots<K> {
    /// A place for `key` when fewer than `per_key` are taken by it and fewer than `total` in all
    /// (`usize::MAX` for no limit), else which limit was reached.
    pub fn take(&self, key: K, per_key: usize, total: usize) -> Result<Slot<K>, Full> {
        let mut taken = self.taken.lock().unwrap_or_else(|p| p.into_inner());
        if total != usize::MAX && taken.values().sum::<usize>() >= total {
            return Err(Full::Total);
        }
        let mine = taken.entry(key.clone()).or_default();
        if *mine >= per_key {
            if *mine == 0 {
                taken.remove(&key);
            }
            return Err(Full::Key);
        }
        *mine += 1;
        Ok(Slot {
            slots: self.clone(),
            key: Some(key),
        })
    }

    /// Places taken by `key` now.
    pub fn taken_by(&self, key: &K) -> usize {
        let taken = self.taken.lock().unwrap_or_else(|p| p.into_inner());
        taken.get(key).copied().unwrap_or(0)
    }
}

impl<K: Eq + Hash> Drop for Slot<K> {
    fn drop(&mut self) {
        let Some(key) = self.key.take() else { return };
        let mut taken = self.slots.taken.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = taken.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                taken.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_counted_per_key_and_in_all_and_given_back() {
        let slots = Slots::<&str>::default();
        let a1 = slots.take("a", 2, 3).unwrap();
        let _a2 = slots.take("a", 2, 3).unwrap();
        assert_eq!(slots.take("a", 2, 3).unwrap_err(), Full::Key);
        let _b1 = slots.take("b", 2, 3).unwrap();
        assert_eq!(slots.take("c", 2, 3).unwrap_err(), Full::Total);
        drop(a1);
        assert_eq!(slots.taken_by(&"a"), 1);
        let _c1 = slots.take("c", 2, 3).unwrap();
        assert_eq!(slots.take("c", 0, 10).unwrap_err(), Full::Key);
        assert_eq!(slots.taken_by(&"d"), 0);
    }
}
