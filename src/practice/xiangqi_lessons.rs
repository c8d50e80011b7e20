//! Guided Xiangqi lessons as data: a position, a goal
//! (conditions the rules core checks on the player's move) and a "show me" move.
//! Any legal move meeting the goal is accepted; an illegal one is refused with the
//! rules core's reason (the coordinate reader explains it).
//!
//! Words: none. A lesson's title and instruction are the front end's, under its
//! stable `id`; a refusal is a typed [`Unmet`] (its English `Display` is for tests).

use crate::xiangqi::notation::{parse_any, NotationError};
use crate::xiangqi::{FenError, Move, PieceKind, Point, Position};

/// One thing a lesson's move must do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The moving piece is of this kind.
    MovesKind(PieceKind),
    /// The move captures on this point.
    CapturesOn(&'static str),
    /// After the move the opponent's general is attacked.
    GivesCheck,
    /// After the move the opponent is not in check and has no legal move: in
    /// Xiangqi that loses.
    Stalemates,
}

/// Why a legal move does not do what the lesson asks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unmet {
    #[error("the lesson asks for a move of the {wanted:?}, not the {moved:?}")]
    OtherPiece { wanted: PieceKind, moved: PieceKind },
    #[error("the move does not capture on {0}")]
    NoCapture(Point),
    #[error("the move does not give check")]
    NoCheck,
    #[error("the opponent is in check, which is not stalemate")]
    IsCheck,
    #[error("the opponent still has a legal move")]
    OpponentCanMove,
    #[error("the lesson names a point that does not exist: {0}")]
    BadPoint(&'static str),
}

/// Why a lesson refuses the player's move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonRefusal {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("{0}")]
    Unmet(#[from] Unmet),
    #[error("the lesson's position cannot be read: {0}")]
    Position(#[from] FenError),
}

/// A lesson of Xiangqi.
pub type Lesson = super::Lesson<Condition>;

/// The Xiangqi lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "horse-legs",
        fen: "4k4/9/9/1N2p4/4N4/9/9/9/9/4K4 w - - 0 1",
        goal: &[
            Condition::MovesKind(PieceKind::Horse),
            Condition::GivesCheck,
        ],
        show_me: "b7c9",
    },
    Lesson {
        id: "elephant-eyes",
        fen: "4k4/9/9/9/9/9/9/4n4/3R5/2B1K1B2 w - - 0 1",
        goal: &[
            Condition::MovesKind(PieceKind::Elephant),
            Condition::CapturesOn("e3"),
        ],
        show_me: "g1e3",
    },
    Lesson {
        id: "cannon-screens",
        fen: "5k3/9/1r7/9/9/1p7/9/1C5r1/9/4K4 w - - 0 1",
        goal: &[
            Condition::MovesKind(PieceKind::Cannon),
            Condition::CapturesOn("b8"),
        ],
        show_me: "b3b8",
    },
    Lesson {
        id: "flying-general",
        fen: "4k4/9/9/3r5/9/4N4/9/9/3R5/4K4 w - - 0 1",
        goal: &[Condition::CapturesOn("d7")],
        show_me: "d2d7",
    },
    Lesson {
        id: "stalemate-loses",
        fen: "3k5/2P6/9/9/9/R8/9/9/9/5K3 w - - 0 1",
        goal: &[Condition::Stalemates],
        show_me: "a5e5",
    },
];

/// A lesson by its id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    super::find_lesson(LESSONS, id)
}

impl Lesson {
    pub fn position(&self) -> Result<Position, FenError> {
        Position::from_fen(self.fen)
    }

    /// Check a move typed in any Xiangqi notation.
    pub fn check_text(&self, text: &str) -> Result<Move, LessonRefusal> {
        let pos = self.position()?;
        let mv = parse_any(&pos, text)?;
        self.check(&pos, mv)?;
        Ok(mv)
    }

    /// Check a legal move `mv` in the lesson's position `pos`.
    pub fn check(&self, pos: &Position, mv: Move) -> Result<(), Unmet> {
        let after = pos.after(mv);
        for c in self.goal {
            check_condition(*c, mv, &after)?;
        }
        Ok(())
    }
}

/// Does `mv`, leading to `after`, meet condition `c`?
pub fn check_condition(c: Condition, mv: Move, after: &Position) -> Result<(), Unmet> {
    match c {
        Condition::MovesKind(wanted) => {
            (mv.piece.kind == wanted)
                .then_some(())
                .ok_or(Unmet::OtherPiece {
                    wanted,
                    moved: mv.piece.kind,
                })
        }
        Condition::CapturesOn(name) => {
            let p = Point::parse(name).ok_or(Unmet::BadPoint(name))?;
            (mv.to == p && mv.is_capture())
                .then_some(())
                .ok_or(Unmet::NoCapture(p))
        }
        Condition::GivesCheck => after.in_check().then_some(()).ok_or(Unmet::NoCheck),
        Condition::Stalemates => {
            if after.in_check() {
                Err(Unmet::IsCheck)
            } else if !after.has_no_moves() {
                Err(Unmet::OpponentCanMove)
            } else {
                Ok(())
            }
        }
    }
}
