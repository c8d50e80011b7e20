//! The scale of the reliability suite: small by default (every `cargo test`),
//! large with `DUOCHESS_RELIABILITY=full` (see README, "Reliability suite").

/// Whether the reliability suite runs at full scale.
pub fn full_scale() -> bool {
    std::env::var("DUOCHESS_RELIABILITY").is_ok_and(|v| v == "full")
}

/// `small` in an ordinary run, `full` at full scale.
pub fn scaled(small: usize, full: usize) -> usize {
    if full_scale() {
        full
    } else {
        small
    }
}
