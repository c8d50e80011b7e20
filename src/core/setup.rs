//! What both games' setups share: the error that lists every rule a setup breaks
//! when it is checked into a position (`chess::Setup`, `xiangqi::Setup`).

use std::fmt;

/// Why a setup cannot be played: every rule it breaks (`P` is the game's own list
/// of rules), in the order the game checks them. Shown as the rules' messages
/// joined by `; `.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError<P> {
    problems: Vec<P>,
}

impl<P> PositionError<P> {
    /// `Ok` if `problems` is empty, else the error listing them.
    pub(crate) fn check(problems: Vec<P>) -> Result<(), PositionError<P>> {
        if problems.is_empty() {
            Ok(())
        } else {
            Err(PositionError { problems })
        }
    }

    /// The rules broken (never empty).
    pub fn problems(&self) -> &[P] {
        &self.problems
    }
}

impl<P: fmt::Display> fmt::Display for PositionError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl<P: std::error::Error> std::error::Error for PositionError<P> {}
