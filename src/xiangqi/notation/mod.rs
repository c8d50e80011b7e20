//! Move notation, each written and parsed against a position:
//! - [`coord`]: coordinate moves `h3e3` (ranks 1–10, as Fairy-Stockfish's UCI);
//! - [`algebraic`]: `Che3`, `Hg3`, `Cxh10`, `+` for check;
//! - [`wxf`]: the Western standard `C2.5`, `H2+3`, with front/rear markers `+R.3`;
//! - [`chinese`]: `炮二平五`, `馬８進７`, `前車進二` (WXF in Chinese signs);
//! - [`cyrillic`]: the seed's, `Пhe3`, `Кg3`, `Л:h10`, `пe6` (Ukrainian letters on
//!   European points).
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
//! - **the seed's**: a Cyrillic piece letter (`Кр Т С К Л П п`) and a lower-case
//!   destination, `Пhe3`, `Л:h10`; or, for a soldier, no letter and the seed's
//!   colon, `d:e6` (without the colon, `e5`, it is algebraic: the same move);
//! - **WXF**: a piece letter (with a front/rear or place marker before it), an
//!   origin file number, a direction sign `+ - . =` and a number, `C2.5`, `+R.3`.
//!
//! The shapes are disjoint: an algebraic text ends with a lower-case file and rank
//! and is ASCII without a colon, the seed's has a Cyrillic letter or a colon, a WXF
//! text ends with a sign and a digit and has no lower-case file, and two points
//! with no letter are coordinates. A text that fits none but would fit with one
//! letter swapped for its look-alike of the other alphabet (Latin `T` for the
//! seed's `Т`, Cyrillic `е` in a point) is refused naming that letter
//! ([`NotationError::LookAlike`]), and so is an algebraic text that names no legal
//! move while its look-alike in the seed's letters does (`Kg3` for `Кg3`). A text that fitted two notations would be
//! refused as [`NotationError::AmbiguousNotation`], never guessed. A new notation
//! is one more [`Notation`] variant with its `fits` and `parse`.

pub mod algebraic;
pub mod chinese;
pub mod coord;
pub mod cyrillic;
pub mod wxf;

use super::moves::Move;

/// Why a move text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("'{}' is not a move in {} notation: {reason}", crate::core::text::shown(.text), .notation.map_or("any", Notation::name))]
    Malformed {
        text: String,
        /// The notation it was read in (`None`: it fits none).
        notation: Option<Notation>,
        reason: Malformed,
    },
    #[error("'{}' is not a legal move here: {reason}", crate::core::text::shown(.text))]
    Illegal { text: String, reason: Illegal },
    #[error("'{}' is not a legal move here: {refusal}", crate::core::text::shown(.text))]
    Refused {
        text: String,
        refusal: crate::xiangqi::Refusal,
    },
    #[error("'{}' is ambiguous: it could be any of {candidates}; say which piece moves", crate::core::text::shown(.text))]
    Ambiguous { text: String, candidates: String },
    #[error("'{text}' could be read in {} notation; write it so that only one fits", names(.notations))]
    AmbiguousNotation {
        text: String,
        notations: Vec<Notation>,
    },
    /// A letter of one alphabet where its look-alike of the other would make the
    /// text a move: the Latin `T` of `Te2` (the seed's advisor is the Cyrillic `Т`).
    #[error("'{}': '{found}' is the {} letter, not the {} '{like}': points are written in Latin letters (e5), the author's pieces in Cyrillic: Кр Т С К Л П п", crate::core::text::shown(.text), alphabet_name(*.found), alphabet_name(*.like))]
    LookAlike {
        text: String,
        found: char,
        like: char,
    },
}

/// "Cyrillic" or "Latin".
fn alphabet_name(c: char) -> &'static str {
    if crate::core::alphabet::is_cyrillic(c) {
        "Cyrillic"
    } else {
        "Latin"
    }
}

/// "algebraic and WXF".
fn names(notations: &[Notation]) -> String {
    notations
        .iter()
        .map(|n| n.name())
        .collect::<Vec<_>>()
        .join(" and ")
}

/// What is wrong with the shape of a move text, in the notation it was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    #[error("write it as coordinates (h3e3), algebraic (Che3), the author's (Пhe3, Л:h10), WXF (C2.5) or Chinese (炮二平五): points in lower case, pieces in upper case")]
    NoNotation,
    #[error("expected two points such as h3e3 (files a-i, ranks 1-10)")]
    TwoPoints,
    #[error("only the letters K A E H R C P, files a-i, ranks 1-10 and x")]
    AlgebraicCharacters,
    #[error("the piece letter must be one of K A E H R C P")]
    PieceLetter,
    #[error("the text is empty")]
    Empty,
    #[error("only the piece letter is upper case; files are a-i in lower case, as in Hh3g5")]
    UpperCaseFile,
    #[error("it must end with a destination such as e3")]
    NoDestination,
    #[error("files are a to i")]
    FileLetter,
    #[error("the origin must be a file a-i and/or a rank 1-10")]
    Origin,
    #[error("without a piece letter only a soldier's file may be given (de5): two points are coordinates")]
    SoldierOrigin,
    #[error("expected a piece letter K A E H R C P, as in C2.5 or H2+3")]
    WxfPiece,
    #[error("the letter must be followed by a file number 1-9")]
    WxfFile,
    #[error("expected + (forward), - (backward) or . (sideways)")]
    WxfDirection,
    #[error("expected a number 1-9 after the direction")]
    WxfNumber,
    #[error("expected a piece: 車 馬 相 仕 帥 炮 兵 (or 车 马 象 士 将 砲 卒), as in 炮二平五")]
    ChinesePiece,
    #[error("the piece must be followed by its file, 一…九 or 1…9")]
    ChineseFile,
    #[error("expected 進 (forward), 退 (backward) or 平 (sideways)")]
    ChineseDirection,
    #[error("expected a number 一…九 or 1…9 after 進, 退 or 平")]
    ChineseNumber,
    #[error("unexpected text after the move")]
    Trailing,
    #[error("expected a piece letter Кр Т С К Л П п, as in Пhe3 (or a soldier's capture with :, as in d:e6)")]
    CyrillicLetter,
    #[error("after the piece letter only files a-i, ranks 1-10 and : (Л:h10), in Latin letters")]
    CyrillicCharacters,
}

/// Why a well-formed move text names no legal move (when no single piece's own
/// refusal says more).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("no {} {} can move to {to}", .side.xiangqi_name(), .kind.name())]
    NoneReaches {
        side: crate::core::Side,
        kind: crate::xiangqi::PieceKind,
        to: crate::xiangqi::Point,
    },
    #[error("no {} {} can make this move", .side.xiangqi_name(), .kind.name())]
    NoneMakes {
        side: crate::core::Side,
        kind: crate::xiangqi::PieceKind,
    },
    #[error("there is nothing to capture on {0}")]
    NothingToCapture(crate::xiangqi::Point),
}

impl NotationError {
    pub(crate) fn malformed(text: &str, notation: Notation, reason: Malformed) -> Self {
        NotationError::Malformed {
            text: text.to_string(),
            notation: Some(notation),
            reason,
        }
    }

    pub(crate) fn illegal(text: &str, reason: Illegal) -> Self {
        NotationError::Illegal {
            text: text.to_string(),
            reason,
        }
    }

    /// Whether the text itself is at fault: malformed, or of no single notation (as
    /// opposed to a well-formed move that is illegal or ambiguous here).
    pub fn is_malformed(&self) -> bool {
        matches!(
            self,
            NotationError::Malformed { .. }
                | NotationError::AmbiguousNotation { .. }
                | NotationError::LookAlike { .. }
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

/// The five notations, for code that lets the player choose (the move list can be
/// switched to the seed's, WXF or Chinese).
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
    /// The seed's `Пhe3`, `Л:h10`.
    Cyrillic,
}

impl Notation {
    pub const ALL: [Notation; 5] = [
        Notation::Coordinate,
        Notation::Algebraic,
        Notation::Wxf,
        Notation::Chinese,
        Notation::Cyrillic,
    ];

    /// Write `mv`, a legal move of `pos`.
    pub fn write(self, pos: &crate::xiangqi::Position, mv: Move) -> String {
        match self {
            Notation::Coordinate => coord::write(mv),
            Notation::Algebraic => algebraic::write(pos, mv),
            Notation::Wxf => wxf::write(pos, mv),
            Notation::Chinese => chinese::write(pos, mv),
            Notation::Cyrillic => cyrillic::write(pos, mv),
        }
    }

    /// Read a move of `pos`.
    pub fn parse(self, pos: &crate::xiangqi::Position, text: &str) -> Result<Move, NotationError> {
        match self {
            Notation::Coordinate => coord::parse(pos, text),
            Notation::Algebraic => algebraic::parse(pos, text),
            Notation::Wxf => wxf::parse(pos, text),
            Notation::Chinese => chinese::parse(pos, text),
            Notation::Cyrillic => cyrillic::parse(pos, text),
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Notation::Coordinate => "coordinate",
            Notation::Algebraic => "algebraic",
            Notation::Wxf => "WXF",
            Notation::Chinese => "Chinese",
            Notation::Cyrillic => "the author's",
        }
    }

    /// Whether `text` has the shape of a move in this notation (syntax only).
    pub fn fits(self, text: &str) -> bool {
        match self {
            Notation::Coordinate => coord::fits(text),
            Notation::Algebraic => algebraic::fits(text),
            Notation::Wxf => wxf::fits(text),
            Notation::Chinese => chinese::looks_chinese(text),
            Notation::Cyrillic => cyrillic::fits(text),
        }
    }

    /// The one notation `text` is written in (the rule is in the module docs).
    pub fn of(text: &str) -> Result<Notation, NotationError> {
        let fitting: Vec<Notation> = Notation::ALL.into_iter().filter(|n| n.fits(text)).collect();
        match fitting.as_slice() {
            [one] => Ok(*one),
            [] => Err(
                match crate::core::alphabet::look_alike(text, |t| {
                    Notation::ALL.iter().any(|n| n.fits(t))
                }) {
                    Some((found, like)) => NotationError::LookAlike {
                        text: text.to_string(),
                        found,
                        like,
                    },
                    None => NotationError::Malformed {
                        text: text.to_string(),
                        notation: None,
                        reason: Malformed::NoNotation,
                    },
                },
            ),
            many => Err(NotationError::AmbiguousNotation {
                text: text.to_string(),
                notations: many.to_vec(),
            }),
        }
    }
}

/// Read a move written in any of the notations (what a player types, or a record
/// holds): [`Notation::of`] decides which, and the text is read in that one only.
/// An algebraic text that names no legal move while the same text with a Latin
/// letter swapped for its Cyrillic look-alike is a legal move in the seed's
/// notation (`Kg3`, meant as `Кg3`) is refused naming that letter.
pub fn parse_any(pos: &crate::xiangqi::Position, text: &str) -> Result<Move, NotationError> {
    let text = text.trim();
    let notation = Notation::of(text)?;
    notation.parse(pos, text).map_err(|e| {
        let meant =
            |t: &str| Notation::of(t) == Ok(Notation::Cyrillic) && cyrillic::parse(pos, t).is_ok();
        match crate::core::alphabet::look_alike(text, meant) {
            Some((found, like)) if notation == Notation::Algebraic => NotationError::LookAlike {
                text: text.to_string(),
                found,
                like,
            },
            _ => e,
        }
    })
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

    #[test]
    fn latin_look_alikes_of_the_seeds_letters_are_named() {
        let pos = Position::start();
        let look = |text: &str| match parse_any(&pos, text) {
            Err(NotationError::LookAlike { found, like, .. }) => Some((found, like)),
            other => panic!("{text}: {other:?}"),
        };
        // Fits no notation: the Latin T (the advisor is Т), n (the soldier is п), the
        // Latin p of Кр, a Cyrillic е in a point.
        assert_eq!(look("Tde2"), Some(('T', 'Т')));
        assert_eq!(look("ng5"), Some(('n', 'п')));
        assert_eq!(look("Кpe2"), Some(('p', 'р')));
        assert_eq!(look("Пhе3"), Some(('е', 'e')));
        // Algebraic, but no legal move; the seed's horse is: the Latin K is named.
        assert_eq!(look("Kg3"), Some(('K', 'К')));
        // Algebraic and legal: read as algebraic (the cannon h3-e3 as Ch... no: Ce3
        // is ambiguous between both cannons, and so is Сe3 between the elephants).
        assert!(matches!(
            parse_any(&pos, "Ce3"),
            Err(NotationError::Ambiguous { .. })
        ));
        let err = parse_any(&pos, "Tde2").unwrap_err();
        assert!(err.is_malformed(), "{err}");
        assert!(err.to_string().contains("Latin"), "{err}");
        // The cannon h3-e3 names its file: b3-e3 is the other cannon's move.
        assert!(matches!(
            parse_any(&pos, "Пe3"),
            Err(NotationError::Ambiguous { .. })
        ));
    }
}
