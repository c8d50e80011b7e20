//! Guided Flickering Chess lessons as data: each a short position, a goal and a
//! "show me" series. The goal is a list of conditions the
//! rules core checks on the player's series — any series that ends legally and meets
//! them all is accepted; the stored "show me" series is only what the screen plays on
//! request (a test proves it meets the goal, and finds other solutions by search).
//!
//! Words: none. A lesson's title and instruction are the front end's, under its
//! stable `id`; a refusal is a typed [`Unmet`] (its English `Display` is for tests).

use crate::chess::{MoveKind, Position, Square};
use crate::flicker::notation::{parse_series, NotationError};
use crate::flicker::{CannotEnd, Series};

/// One thing a lesson's series must do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The series contains castling.
    Castles,
    /// The series makes at least this many en-passant captures.
    EnPassantCaptures(u8),
    /// The king ends the series on this square.
    KingEndsOn(&'static str),
    /// The unit standing on this square at the start moves in the series.
    MovesUnitFrom(&'static str),
    /// The unit standing on `from` at the start captures on `on`.
    UnitCaptures {
        from: &'static str,
        on: &'static str,
    },
}

/// Why a series that may end still does not do what the lesson asks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unmet {
    #[error("the series does not castle")]
    NoCastling,
    #[error("the series takes {made} pawn(s) en passant; the lesson asks for {wanted}")]
    TooFewEnPassant { made: u8, wanted: u8 },
    #[error("the king ends on {found}, not on {wanted}")]
    KingElsewhere { wanted: Square, found: Square },
    #[error("the unit on {0} does not move")]
    UnitStays(Square),
    #[error("the unit on {from} does not capture on {on}")]
    NoCapture { from: Square, on: Square },
    #[error("the lesson names a square that does not exist: {0}")]
    BadSquare(&'static str),
}

/// Why a lesson refuses the player's series.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonRefusal {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("the series cannot end: {0}")]
    CannotEnd(#[from] CannotEnd),
    #[error("{0}")]
    Unmet(#[from] Unmet),
    #[error("the series starts from another position than the lesson's")]
    OtherPosition,
}

/// A lesson of Flickering Chess.
pub type Lesson = super::Lesson<Condition>;

/// The Flickering Chess lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "never-captured",
        fen: "1k6/8/8/8/8/8/1B6/1R4K1 w - - 0 1",
        goal: &[
            Condition::MovesUnitFrom("b2"),
            Condition::MovesUnitFrom("b1"),
        ],
        show_me: "b2c3,b1b2",
    },
    Lesson {
        id: "two-checks",
        fen: "4r1k1/8/8/8/1b6/8/PPP2PPP/RNBQKBNR w - - 0 1",
        goal: &[],
        show_me: "c2c3,g1e2",
    },
    Lesson {
        id: "castle-after-clearing",
        fen: "4k3/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQ - 0 1",
        goal: &[Condition::Castles],
        show_me: "g1f3,f1e2,e1g1",
    },
    Lesson {
        id: "two-en-passant",
        fen: "4k3/8/8/2pPpP2/8/8/8/4K3 w - c6e6 0 1",
        goal: &[Condition::EnPassantCaptures(2)],
        show_me: "d5c6,f5e6",
    },
    Lesson {
        id: "no-stepping-into-check",
        fen: "7k/8/8/6b1/8/8/4PP2/4K3 w - - 0 1",
        goal: &[Condition::KingEndsOn("d2")],
        show_me: "e2e3,e1d2",
    },
    Lesson {
        id: "pinned-piece",
        fen: "4r2k/8/8/1q6/8/R7/4B3/4K3 w - - 0 1",
        goal: &[Condition::UnitCaptures {
            from: "e2",
            on: "b5",
        }],
        show_me: "e2b5,a3e3",
    },
    Lesson {
        id: "hidden-rescue",
        fen: "8/7k/2B4B/8/K7/8/rq1P3R/8 w - - 0 1",
        goal: &[],
        show_me: "d2d4,h2b2,a4b4",
    },
];

/// A lesson by its id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    super::find_lesson(LESSONS, id)
}

fn square(name: &'static str) -> Result<Square, Unmet> {
    Square::parse(name).ok_or(Unmet::BadSquare(name))
}

impl Lesson {
    /// The lesson's position.
    pub fn position(&self) -> Result<Position, crate::chess::FenError> {
        Position::from_fen(self.fen)
    }

    /// Check a series typed as text (SAN or coordinates, separated by `,`).
    pub fn check_text(&self, text: &str) -> Result<(), LessonRefusal> {
        let start = self.position().map_err(|_| LessonRefusal::OtherPosition)?;
        let series = parse_series(&start, text)?;
        self.check(&series)
    }

    /// Check a series played on the board: it must end legally and meet the goal.
    pub fn check(&self, series: &Series) -> Result<(), LessonRefusal> {
        if self.position().ok().as_ref() != Some(series.start()) {
            return Err(LessonRefusal::OtherPosition);
        }
        series.end()?;
        for c in self.goal {
            check_condition(*c, series)?;
        }
        Ok(())
    }

    /// The "show me" series, played from the lesson's position.
    pub fn solution(&self) -> Result<Series, LessonRefusal> {
        let start = self.position().map_err(|_| LessonRefusal::OtherPosition)?;
        Ok(parse_series(&start, self.show_me)?)
    }
}

/// Does the series meet condition `c`?
pub fn check_condition(c: Condition, series: &Series) -> Result<(), Unmet> {
    let moves = series.moves();
    match c {
        Condition::Castles => moves
            .iter()
            .any(|m| matches!(m.kind, MoveKind::Castle(_)))
            .then_some(())
            .ok_or(Unmet::NoCastling),
        Condition::EnPassantCaptures(wanted) => {
            let made = moves
                .iter()
                .filter(|m| m.kind == MoveKind::EnPassant)
                .count();
            let made = u8::try_from(made).unwrap_or(u8::MAX);
            (made >= wanted)
                .then_some(())
                .ok_or(Unmet::TooFewEnPassant { made, wanted })
        }
        Condition::KingEndsOn(name) => {
            let wanted = square(name)?;
            let found = series.state().our_king();
            (found == wanted)
                .then_some(())
                .ok_or(Unmet::KingElsewhere { wanted, found })
        }
        Condition::MovesUnitFrom(name) => {
            let from = square(name)?;
            moves
                .iter()
                .any(|m| m.from == from || castling_rook_from(m) == Some(from))
                .then_some(())
                .ok_or(Unmet::UnitStays(from))
        }
        Condition::UnitCaptures { from, on } => {
            let (from, on) = (square(from)?, square(on)?);
            moves
                .iter()
                .any(|m| m.from == from && m.to == on && m.capture.is_some())
                .then_some(())
                .ok_or(Unmet::NoCapture { from, on })
        }
    }
}

/// The rook's origin square for a castling move.
fn castling_rook_from(m: &crate::chess::Move) -> Option<Square> {
    match m.kind {
        MoveKind::Castle(cs) => Square::new(
            crate::core::geometry::File(cs.rook_from_file()),
            m.from.rank(),
        ),
        _ => None,
    }
}
