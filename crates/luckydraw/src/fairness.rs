//! The provably fair draw (DESIGN.md "Lucky draw").
//!
//! When a batch opens the server draws a random 32-byte `seed` and publishes
//! `seed_hash = hex(SHA-256(seed))`. At the draw:
//! - `tickets_digest = hex(SHA-256(lines))`, `lines` being `"{ticket_number}:{user_id}\n"` for every
//!   sold ticket in ticket-number order;
//! - `mac = HMAC-SHA256(key = seed, msg = "{ticket_product_id}:{batch}:{tickets_digest}")`;
//! - the lucky number is `1 + (u64 from the first 8 bytes of mac, big-endian) mod ticket`.
//!
//! The seed (hex) is revealed with the result, so anyone can recompute every step; the web app's
//! verify section does exactly that in the browser.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// A new secret seed for a batch, and the hash published while the batch sells.
pub fn new_seed() -> ([u8; 32], String) {
    let seed: [u8; 32] = rand::random();
    let hash = seed_hash(&seed);
    (seed, hash)
}

pub fn seed_hash(seed: &[u8]) -> String {
    hex::encode(Sha256::digest(seed))
}

/// `hex(SHA-256("{number}:{user_id}\n" ...))` over the sold tickets, sorted by number here.
pub fn tickets_digest(tickets: &[(i64, i64)]) -> String {
    let mut sorted = tickets.to_vec();
    sorted.sort_unstable_by_key(|(number, _)| *number);
    let mut hasher = Sha256::new();
    for (number, user_id) in sorted {
        hasher.update(format!("{number}:{user_id}\n").as_bytes());
    }
    hex::encode(hasher.finalize())
}

/// The lucky number of a batch drawn at its end, among its `sold` tickets (in number order, as in
/// the digest's lines): the same formula gives a position `1..=sold` (the modulus is the sold count
/// instead of the batch's size), and the lucky number is the number on that line. `None` when
/// nothing was sold.
pub fn lucky_number_among(
    seed: &[u8],
    ticket_product_id: i64,
    batch: i32,
    tickets_digest: &str,
    sold_numbers: &[i64],
) -> Option<i64> {
    let mut sorted = sold_numbers.to_vec();
    sorted.sort_unstable();
    if sorted.is_empty() {
        return None;
    }
    let position = lucky_number(seed, ticket_product_id, batch, tickets_digest, sorted.len() as i64);
    sorted.get(position as usize - 1).copied()
}

/// The lucky number, 1..=ticket.
pub fn lucky_number(seed: &[u8], ticket_product_id: i64, batch: i32, tickets_digest: &str, ticket: i64) -> i64 {
    let mut mac = Hmac::<Sha256>::new_from_slice(seed).expect("HMAC takes any key length");
    mac.update(format!("{ticket_product_id}:{batch}:{tickets_digest}").as_bytes());
    let mac = mac.finalize().into_bytes();
    let first = u64::from_be_bytes(mac[..8].try_into().expect("a SHA-256 MAC has 32 bytes"));
    1 + (first % ticket as u64) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fixed inputs and the values they must give, computed independently with Python:
    /// `hashlib.sha256(bytes([7]*32))`, `hashlib.sha256(b"1:10\n2:11\n3:12\n")` and
    /// `hmac.new(seed, f"5:1:{digest}".encode(), hashlib.sha256)`, so the formula cannot drift.
    #[test]
    fn the_formula_gives_the_values_python_computes() {
        let seed = [7u8; 32];
        assert_eq!(seed_hash(&seed), "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0");
        let digest = tickets_digest(&[(2, 11), (1, 10), (3, 12)]);
        assert_eq!(digest, "eb9ea8961c3d8ddac9a89476e3409b019e5a30f3553b15bbef07c1c084bd75d3");
        assert_eq!(lucky_number(&seed, 5, 1, &digest, 3), 1);
        // Among the sold: position 1 of the sold numbers [4, 9, 17] (the same MAC mod 3).
        assert_eq!(lucky_number_among(&seed, 5, 1, &digest, &[17, 4, 9]), Some(4));
        assert_eq!(lucky_number_among(&seed, 5, 1, &digest, &[]), None);
        assert_eq!(lucky_number(&seed, 5, 1, &digest, 1000), 179);
    }

    #[test]
    fn every_number_can_win_and_none_outside_the_batch() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..400u32 {
            let mut seed = [0u8; 32];
            seed[..4].copy_from_slice(&i.to_be_bytes());
            let n = lucky_number(&seed, 1, 1, "digest", 20);
            assert!((1..=20).contains(&n));
            seen.insert(n);
        }
        assert_eq!(seen.len(), 20);
    }
}
