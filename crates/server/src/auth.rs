//! Secret tokens and game ids. Tokens are 256 random bits shown once to their
//! owner; the server keeps only their SHA-256.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// A fresh secret token: 64 hex characters.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// The stored form of a token.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Compares two token hashes in time independent of where they differ.
pub fn hashes_match(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

const ID_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const ID_LEN: usize = 10;

/// A short game id for links: 10 characters without look-alikes (~49 bits).
pub fn new_game_id() -> String {
    let mut rng = rand::rng();
    (0..ID_LEN)
        .map(|_| ID_ALPHABET[(rng.next_u32() as usize) % ID_ALPHABET.len()] as char)
        .collect()
}

/// Whether `id` could be a game id (checked before any database look-up).
pub fn is_plausible_game_id(id: &str) -> bool {
    id.len() == ID_LEN && id.bytes().all(|b| ID_ALPHABET.contains(&b))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_hash_stably() {
        let a = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, new_token());
        assert_eq!(hash_token(&a), hash_token(&a));
        assert!(hashes_match(&hash_token(&a), &hash_token(&a)));
        assert!(!hashes_match(&hash_token(&a), &hash_token("other")));
    }

    #[test]
    fn game_ids_are_plausible() {
        let id = new_game_id();
        assert!(is_plausible_game_id(&id), "{id}");
        assert!(!is_plausible_game_id("../etc/passwd"));
        assert!(!is_plausible_game_id(""));
    }
}
