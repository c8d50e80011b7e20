//! A small, fast hasher for tables keyed by bitboards and boards (search
//! transposition tables). Not for keys an adversary chooses: it is not DoS-resistant.

use std::hash::{BuildHasherDefault, Hasher};

/// The hasher: multiply-rotate over 64-bit words (the FxHash recipe).
#[derive(Default)]
pub struct FxHasher(u64);

/// Build-hasher for `HashMap<K, V, FastHash>` / `HashSet<K, FastHash>`.
pub type FastHash = BuildHasherDefault<FxHasher>;

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}
