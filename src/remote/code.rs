//! The join code: the one secret two players share to play across the network.
//!
//! Nine digits in three groups (`482-915-337`): digits read aloud the same in every
//! language, are typed on any keyboard layout, and a Ukrainian player need not spell an
//! English word. The code only has to resist guessing *online*: the key exchange
//! (`handshake.rs`, SPAKE2) lets an attacker test one guess per connection and nothing
//! offline, and the host stops taking joins after `MAX_WRONG_TRIES` wrong ones, so
//! 10⁹ codes leave an attacker a chance of about 3 in a billion.

use rand::rngs::OsRng;
use rand::Rng;
use std::fmt;
use std::str::FromStr;

/// How many digits a code has.
pub const CODE_DIGITS: usize = 9;

/// A join code: `CODE_DIGITS` decimal digits.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode {
    digits: String,
}

/// Why a typed code is not a join code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("a join code is {CODE_DIGITS} digits (e.g. 482-915-337); this one has {digits}")]
    WrongLength { digits: usize },
    #[error("a join code holds only digits, spaces and dashes (e.g. 482-915-337)")]
    NotDigits,
}

impl JoinCode {
    /// A fresh code from the operating system's random source.
    pub fn random() -> JoinCode {
        let number: u64 = OsRng.gen_range(0..10u64.pow(CODE_DIGITS as u32));
        JoinCode {
            digits: format!("{number:0width$}", width = CODE_DIGITS),
        }
    }

    /// A code as a player typed it: digits, with any spaces or dashes between them.
    pub fn parse(text: &str) -> Result<JoinCode, CodeError> {
        let mut digits = String::with_capacity(CODE_DIGITS);
        for c in text.trim().chars() {
            match c {
                '0'..='9' => digits.push(c),
                ' ' | '-' => {}
                _ => return Err(CodeError::NotDigits),
            }
        }
        if digits.len() != CODE_DIGITS {
            return Err(CodeError::WrongLength {
                digits: digits.len(),
            });
        }
        Ok(JoinCode { digits })
    }

    /// The digits alone (`482915337`), as the host keeps them to host its game
    /// again.
    pub fn digits(&self) -> &str {
        &self.digits
    }

    /// The secret the key exchange uses: the digits alone, however they were typed.
    pub(crate) fn secret(&self) -> &[u8] {
        self.digits.as_bytes()
    }
}

impl FromStr for JoinCode {
    type Err = CodeError;
    fn from_str(s: &str) -> Result<JoinCode, CodeError> {
        JoinCode::parse(s)
    }
}

/// `482-915-337`: groups of three, easy to read aloud.
impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let groups: Vec<&str> = (0..CODE_DIGITS)
            .step_by(3)
            .map(|i| &self.digits[i..(i + 3).min(CODE_DIGITS)])
            .collect();
        f.write_str(&groups.join("-"))
    }
}

/// Never printed by accident in a log: the code is a secret.
impl fmt::Debug for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JoinCode(…)")
    }
}
