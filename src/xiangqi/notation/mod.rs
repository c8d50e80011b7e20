//! Move notation, each written and parsed against a position:
//! - [`coord`]: coordinate moves `h3e3` (ranks 1–10, as Fairy-Stockfish's UCI);
//! - [`algebraic`]: `Che3`, `Hg3`, `Cxh10`, `+` for check;
//! - [`wxf`]: the Western standard `C2.5`, `H2+3`, with front/rear markers `+R.3`;
//! - [`chinese`]: `炮二平五`, `馬８進７`, `前車進二` (WXF in Chinese signs).
//!
//! Parsing has two stages and its errors say which failed: the text is
//! [`NotationError::Malformed`] (not the shape of a move in that notation), or it is
//! well formed but [`NotationError::Illegal`] or [`NotationError::Ambiguous`] here.
//!
//! ## Which notation a text is in
//!
//! A text of unknown notation (typed, or read from a record) is classified in one
//! place, [`Notation::of`], by its shape alone, before any position is looked at;
//! it is then read in that notation only, never tried in one and then another:
//! - **coordinates**: two points in lower case, `h3e3`, `h10g8`;
//! - **algebraic**: an upper-case piece letter and a lower-case destination,
//!   `Che3`, `H3h5` (the horse from the 3rd rank, never the point h3), `Rbxb10+`;
//!   or, for a soldier, no letter and at most an origin file, `e5`, `dxe5`;
//! - **WXF**: a piece letter (with a front/rear or place marker before it), an
//!   origin file number, a direction sign `+ - . =` and a number, `C2.5`, `+R.3`.
//!
//! The shapes are disjoint: an algebraic text ends with a lower-case file and rank,
//! a WXF text with a sign and a digit and has no lower-case file, and two points
//! with no letter are coordinates. A text that fitted two notations would be
//! refused as [`NotationError::AmbiguousNotation`], never guessed. A new notation
//! is one more [`Notation`] variant with its `fits` and `parse`.

pub mod algebraic;
pub mod chinese;
pub mod coord;
pub mod wxf;

use super::moves::Move;

/// Why a move text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("'{}' is not a move in {notation} notation: {reason}", crate::core::text::shown(.text))]
    Malformed {
        text: String,
        notation: &'static str,
        reason: String,
    },
    #[error("'{}' is not a legal move here: {reason}", crate::core::text::shown(.text))]
    Illegal { text: String, reason: String },
    #[error("'{}' is not a legal move here: {refusal}", crate::core::text::shown(.text))]
    Refused {
        text: String,
        refusal: crate::xiangqi::Refusal,
    },
    #[error("'{}' is ambiguous: it could be any of {candidates}; say which piece moves", crate::core::text::shown(.text))]
    Ambiguous { text: String, candidates: String },
    #[error("'{text}' could be read in {notations} notation; write it so that only one fits")]
    AmbiguousNotation { text: String, notations: String },
}

impl NotationError {
    pub(crate) fn malformed(text: &str, notation: &'static str, reason: impl Into<String>) -> Self {
        NotationError::Malformed {
            text: text.to_string(),
            notation,
            reason: reason.into(),
        }
    }

    pub(crate) fn illegal(text: &str, reason: impl Into<String>) -> Self {
        NotationError::Illegal {
            text: text.to_string(),
            reason: reason.into(),
        }
    }

    /// Whether the text itself is at fault: malformed, or of no single notation (as
    /// opposed to a well-formed move that is illegal or ambiguous here).
    pub fn is_malformed(&self) -> bool {
        matches!(
            self,
            NotationError::Malformed { .. } | NotationError::AmbiguousNotation { .. }
        )
    }
}

/// For a text naming a piece kind and a destination that no such piece can reach:
/// when exactly one piece of the mover fits the text (`origins`), the reason that
/// piece cannot go there; otherwise `None` (the caller says "no piece can").
pub(crate) fn refusal_of_only(
    pos: &crate::xiangqi::Position,
    text: &str,
    origins: impl Iterator<Item = crate::xiangqi::Point>,
    to: crate::xiangqi::Point,
) -> Option<NotationError> {
    let origins: Vec<_> = origins.collect();
    match origins.as_slice() {
        [from] => pos
            .check_move(*from, to)
            .err()
            .map(|refusal| NotationError::Refused {
                text: text.to_string(),
                refusal,
            }),
        _ => None,
    }
}

/// Exactly one candidate: that move; none: `none()`; several: ambiguous.
pub(crate) fn single(
    text: &str,
    candidates: Vec<Move>,
    none: impl FnOnce() -> NotationError,
) -> Result<Move, NotationError> {
    match candidates.len() {
        0 => Err(none()),
        1 => Ok(candidates[0]),
        _ => Err(NotationError::Ambiguous {
            text: text.to_string(),
            candidates: candidates
                .iter()
                .map(|m| m.coord())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

/// The four notations, for code that lets the player choose (the move list can be
/// switched to WXF or Chinese).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `h3e3`.
    Coordinate,
    /// `Che3`.
    #[default]
    Algebraic,
    /// `C2.5`.
    Wxf,
    /// `炮二平五`.
    Chinese,
}

impl Notation {
    pub const ALL: [Notation; 4] = [
        Notation::Coordinate,
        Notation::Algebraic,
        Notation::Wxf,
        Notation::Chinese,
    ];

    /// Write `mv`, a legal move of `pos`.
    pub fn write(self, pos: &crate::xiangqi::Position, mv: Move) -> String {
        match self {
            Notation::Coordinate => coord::write(mv),
            Notation::Algebraic => algebraic::write(pos, mv),
            Notation::Wxf => wxf::write(pos, mv),
            Notation::Chinese => chinese::write(pos, mv),
        }
    }

    /// Read a move of `pos`.
    pub fn parse(self, pos: &crate::xiangqi::Position, text: &str) -> Result<Move, NotationError> {
        match self {
            Notation::Coordinate => coord::parse(pos, text),
            Notation::Algebraic => algebraic::parse(pos, text),
            Notation::Wxf => wxf::parse(pos, text),
            Notation::Chinese => chinese::parse(pos, text),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Notation::Coordinate => "coordinate",
            Notation::Algebraic => "algebraic",
            Notation::Wxf => "WXF",
            Notation::Chinese => "Chinese",
        }
    }

    /// Whether `text` has the shape of a move in this notation (syntax only).
    pub fn fits(self, text: &str) -> bool {
        match self {
            Notation::Coordinate => coord::fits(text),
            Notation::Algebraic => algebraic::fits(text),
            Notation::Wxf => wxf::fits(text),
            Notation::Chinese => chinese::looks_chinese(text),
        }
    }

    /// The one notation `text` is written in (the rule is in the module docs).
    pub fn of(text: &str) -> Result<Notation, NotationError> {
        let fitting: Vec<Notation> = Notation::ALL.into_iter().filter(|n| n.fits(text)).collect();
        match fitting.as_slice() {
            [one] => Ok(*one),
            [] => Err(NotationError::malformed(
                text,
                "any",
                "write it as coordinates (h3e3), algebraic (Che3, H3h5), WXF (C2.5) or Chinese \
                 (炮二平五): points in lower case, piece letters in upper case",
            )),
            many => Err(NotationError::AmbiguousNotation {
                text: text.to_string(),
                notations: many
                    .iter()
                    .map(|n| n.name())
                    .collect::<Vec<_>>()
                    .join(" and "),
            }),
        }
    }
}

/// Read a move written in any of the notations (what a player types, or a record
/// holds): [`Notation::of`] decides which, and the text is read in that one only.
pub fn parse_any(pos: &crate::xiangqi::Position, text: &str) -> Result<Move, NotationError> {
    let text = text.trim();
    Notation::of(text)?.parse(pos, text)
}

#[cfg(test)]
mod parse_any_tests {
    use super::*;
    use crate::xiangqi::Position;

    #[test]
    fn reads_all_three_notations_and_explains_refusals() {
        let pos = Position::start();
        let want = coord::parse(&pos, "h3e3").unwrap();
        for text in ["h3e3", "Che3", "C2.5", " C2.5 "] {
            assert_eq!(parse_any(&pos, text), Ok(want), "{text}");
        }
        // Well formed but illegal: the refusal says so, not "malformed".
        let err = parse_any(&pos, "h3h9").unwrap_err();
        assert!(!err.is_malformed(), "{err}");
        let err = parse_any(&pos, "hello").unwrap_err();
        assert!(err.is_malformed(), "{err}");
        assert!(err.to_string().contains("h3e3"), "{err}");
    }
}
