//! Puzzle positions a game could reach: the material limits every generated
//! Flickering puzzle keeps, checked by [`plausible`] (the generator's last word on
//! a candidate, and the tests') and kept while a position is built
//! ([`Material::fits`], used by `sources::Sketch` when it adds a unit).
//!
//! The limits are necessary conditions of a game from the start position (a
//! position that breaks one cannot be reached; one that keeps them all may still
//! be unreachable, but holds nothing a player would call impossible at a glance):
//!
//! - at most 16 units a side;
//! - no more promoted pieces than missing pawns: a side's pieces beyond its initial
//!   set (queens beyond 1, rooks and knights beyond 2, and bishops beyond one on
//!   each colour of square) number at most `8 - pawns`. Bishops are counted by the
//!   colour of their square because a bishop never leaves it: a side starts with
//!   one bishop on light squares and one on dark, so a second bishop on the same
//!   colour is a promoted one even when the side has only two (the rule of
//!   "bishops beyond 2" would let two light-squared bishops pass);
//! - no pawn on the first or last rank;
//! - the kings not side by side;
//! - the pawns' files reachable: a pawn changes file only by capturing, so the
//!   fewest captures that put a side's pawns on their files from eight different
//!   starting files (each pawn matched to its own starting file, the distance in
//!   files summed) is at most the number of the opponent's missing units.
//!
//! Xiangqi puzzles keep the like limits ([`check_xiangqi`]): no more pieces of a
//! kind than a side starts with (so at most 16 a side); where advisors, elephants
//! and soldiers may stand the rules core already requires.

use crate::chess::{Board, Position, Role, Square};
use crate::core::Side;
use crate::xiangqi;

/// The units a side starts with.
pub const MAX_UNITS: u32 = 16;

/// The pawns a side starts with.
const PAWNS: u32 = 8;

/// One side's units, counted as the promotion rule needs them: bishops by the
/// colour of their square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Material {
    pawns: u32,
    knights: u32,
    /// On dark squares, on light squares.
    bishops: [u32; 2],
    rooks: u32,
    queens: u32,
    kings: u32,
}

impl Material {
    /// The units of `side` on `board`.
    pub fn of(board: &Board, side: Side) -> Material {
        let mut m = Material::default();
        for role in Role::ALL {
            for square in board.pieces(side, role) {
                m = m.with(role, square);
            }
        }
        m
    }

    /// These units and one more of `role` on `square`.
    pub fn with(mut self, role: Role, square: Square) -> Material {
        match role {
            Role::Pawn => self.pawns += 1,
            Role::Knight => self.knights += 1,
            Role::Bishop => self.bishops[usize::from(is_light(square))] += 1,
            Role::Rook => self.rooks += 1,
            Role::Queen => self.queens += 1,
            Role::King => self.kings += 1,
        }
        self
    }

    /// Every unit, the king included.
    pub fn units(&self) -> u32 {
        self.pawns
            + self.knights
            + self.bishops[0]
            + self.bishops[1]
            + self.rooks
            + self.queens
            + self.kings
    }

    /// The pieces beyond the initial set: queens beyond 1, rooks and knights
    /// beyond 2, bishops beyond 1 on each colour of square.
    pub fn promoted(&self) -> u32 {
        self.queens.saturating_sub(1)
            + self.rooks.saturating_sub(2)
            + self.knights.saturating_sub(2)
            + self.bishops[0].saturating_sub(1)
            + self.bishops[1].saturating_sub(1)
    }

    /// What these units break of the limits (see the module text), if anything.
    pub fn problem(&self, side: Side) -> Option<Implausible> {
        if self.units() > MAX_UNITS {
            return Some(Implausible::TooManyUnits {
                side,
                units: self.units(),
            });
        }
        if self.pawns + self.promoted() > PAWNS {
            return Some(Implausible::TooManyPromoted {
                side,
                promoted: self.promoted(),
                pawns: self.pawns,
            });
        }
        None
    }

    /// May a side with these units have one more of `role` on `square`? Within
    /// the limits, no pawn on the first or last rank, and, unless `promotion`, no
    /// piece beyond the initial set.
    pub fn fits(&self, side: Side, role: Role, square: Square, promotion: bool) -> bool {
        let next = self.with(role, square);
        next.problem(side).is_none()
            && !(role == Role::Pawn && on_back_rank(square))
            && (promotion || next.promoted() == self.promoted())
    }
}

/// Is `square` a light one (h1 is light, a1 dark)?
fn is_light(square: Square) -> bool {
    (square.file().0 + square.rank().0) % 2 == 1
}

fn on_back_rank(square: Square) -> bool {
    matches!(square.rank().0, 0 | 7)
}

/// Why no game could reach a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Implausible {
    #[error("{side} has {units} units; a side starts with {MAX_UNITS}")]
    TooManyUnits { side: Side, units: u32 },
    #[error("{side} has {promoted} promoted pieces and {pawns} pawns; at most {PAWNS} together")]
    TooManyPromoted {
        side: Side,
        promoted: u32,
        pawns: u32,
    },
    #[error("a pawn stands on {0}, on the first or last rank")]
    PawnOnBackRank(Square),
    #[error("{side} has {count} pieces of the kind {kind:?}; a side starts with {initial}")]
    TooManyOfKind {
        side: Side,
        kind: xiangqi::PieceKind,
        count: usize,
        initial: usize,
    },
    #[error("the kings stand side by side")]
    KingsAdjacent,
    #[error("{side}'s pawns need {needed} captures to stand on their files; {side} captured at most {captured}")]
    PawnFiles {
        side: Side,
        needed: u32,
        captured: u32,
    },
}

/// What `pos` breaks of the limits a game keeps (see the module text), the first
/// found; `Ok` when it keeps them all.
pub fn check(pos: &Position) -> Result<(), Implausible> {
    let board = pos.board();
    for square in board.role(Role::Pawn) {
        if on_back_rank(square) {
            return Err(Implausible::PawnOnBackRank(square));
        }
    }
    if let (Some(a), Some(b)) = (board.king_of(Side::White), board.king_of(Side::Black)) {
        if a.file().0.abs_diff(b.file().0) <= 1 && a.rank().0.abs_diff(b.rank().0) <= 1 {
            return Err(Implausible::KingsAdjacent);
        }
    }
    for side in Side::ALL {
        if let Some(problem) = Material::of(board, side).problem(side) {
            return Err(problem);
        }
    }
    for side in Side::ALL {
        let mut files: Vec<u8> = board
            .pieces(side, Role::Pawn)
            .into_iter()
            .map(|s| s.file().0)
            .collect();
        files.sort_unstable();
        let needed = file_changes(&files);
        let captured = MAX_UNITS.saturating_sub(board.side(!side).count());
        if needed > captured {
            return Err(Implausible::PawnFiles {
                side,
                needed,
                captured,
            });
        }
    }
    Ok(())
}

/// Does `pos` keep every limit a game keeps (see the module text)?
pub fn plausible(pos: &Position) -> bool {
    check(pos).is_ok()
}

/// What the Xiangqi position `pos` has beyond a side's initial set of a kind, the
/// first found; `Ok` when nothing.
pub fn check_xiangqi(pos: &xiangqi::Position) -> Result<(), Implausible> {
    let count = |p: &xiangqi::Position, side: Side, kind: xiangqi::PieceKind| {
        p.pieces()
            .filter(|(_, piece)| piece.side == side && piece.kind == kind)
            .count()
    };
    for side in Side::ALL {
        for kind in xiangqi::PieceKind::ALL {
            let (n, initial) = (count(pos, side, kind), xiangqi_initial(kind));
            if n > initial {
                return Err(Implausible::TooManyOfKind {
                    side,
                    kind,
                    count: n,
                    initial,
                });
            }
        }
    }
    Ok(())
}

/// How many pieces of `kind` a Xiangqi side starts with.
pub fn xiangqi_initial(kind: xiangqi::PieceKind) -> usize {
    use xiangqi::PieceKind::*;
    match kind {
        General => 1,
        Soldier => 5,
        Advisor | Elephant | Horse | Chariot | Cannon => 2,
    }
}

/// The fewest file changes that bring pawns from eight different starting files
/// (0 to 7) to `files` (sorted): each pawn matched to a starting file of its own,
/// the distances summed. Sorted pawns take starting files in the same order in a
/// best matching, so `best[j]` (the cost of the pawns so far using the first `j`
/// starting files) is extended pawn by pawn.
fn file_changes(files: &[u8]) -> u32 {
    const NONE: u32 = u32::MAX / 2;
    // best[j]: the pawns placed so far, using starting files below j.
    let mut best = [0u32; 9];
    for &file in files {
        let mut next = [NONE; 9];
        for j in 1..=8 {
            let start = (j - 1) as u8;
            next[j] = next[j - 1].min(best[j - 1] + u32::from(start.abs_diff(file)));
        }
        best = next;
    }
    best[8]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn the_start_and_a_middlegame_are_plausible() {
        assert_eq!(check(&Position::initial()), Ok(()));
        assert_eq!(
            check(&pos(
                "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10"
            )),
            Ok(())
        );
    }

    #[test]
    fn seventeen_units_are_too_many() {
        // Black: king, 8 pawns, 8 pieces (two of them promoted with all pawns kept
        // would be caught too; here the count comes first).
        let p = pos("rnbqkbnr/pppppppp/8/8/8/3n4/8/4K3 w - - 0 1");
        assert_eq!(
            check(&p),
            Err(Implausible::TooManyUnits {
                side: Side::Black,
                units: 17
            })
        );
    }

    #[test]
    fn promoted_pieces_need_missing_pawns() {
        // Two queens with eight pawns: one promoted, no pawn missing.
        let p = pos("3qk3/pppppppp/8/8/8/8/8/3QK2q w - - 0 1");
        assert!(matches!(
            check(&p),
            Err(Implausible::TooManyPromoted {
                side: Side::Black,
                promoted: 1,
                pawns: 8
            })
        ));
        // With one pawn gone it is fine.
        assert_eq!(
            check(&pos("3qk3/ppppppp1/8/8/8/8/8/3QK2q w - - 0 1")),
            Ok(())
        );
    }

    #[test]
    fn two_bishops_on_one_colour_are_one_promoted() {
        // c8 is light, f8 dark: the initial pair.
        let pair = Material::default()
            .with(Role::Bishop, Square::from_index(58).unwrap())
            .with(Role::Bishop, Square::from_index(61).unwrap());
        assert_eq!(pair.promoted(), 0);
        // c8 (58) and a6 (40): both light.
        let same = Material::default()
            .with(Role::Bishop, Square::from_index(58).unwrap())
            .with(Role::Bishop, Square::from_index(40).unwrap());
        assert_eq!(same.promoted(), 1);
        // A third light-squared bishop (e6) is promoted too: only when asked for;
        // a first dark-squared one (d6) is not.
        let (e6, d6) = (
            Square::from_index(44).unwrap(),
            Square::from_index(43).unwrap(),
        );
        assert!(!same.fits(Side::Black, Role::Bishop, e6, false));
        assert!(same.fits(Side::Black, Role::Bishop, e6, true));
        assert!(same.fits(Side::Black, Role::Bishop, d6, false));
        assert!(!pair.fits(
            Side::Black,
            Role::Pawn,
            Square::from_index(3).unwrap(),
            true
        ));
    }

    #[test]
    fn doubled_pawns_need_captures() {
        assert_eq!(file_changes(&[0, 1, 2, 3, 4, 5, 6, 7]), 0);
        assert_eq!(file_changes(&[0, 0]), 1);
        assert_eq!(file_changes(&[0, 0, 0]), 3);
        assert_eq!(file_changes(&[7, 7, 7, 7]), 1 + 2 + 3);
        // White has tripled a-pawns (three captures: the b- and c-pawns' files) and
        // Black has lost only two units.
        let p = pos("rnbqkbnr/pp1ppp1p/8/8/P7/P7/P2PPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(
            check(&p),
            Err(Implausible::PawnFiles {
                side: Side::White,
                needed: 3,
                captured: 2
            })
        );
    }

    #[test]
    fn the_xiangqi_initial_set_is_the_start_positions() {
        let start = xiangqi::Position::start();
        for side in Side::ALL {
            for kind in xiangqi::PieceKind::ALL {
                let n = start
                    .pieces()
                    .filter(|(_, p)| p.side == side && p.kind == kind)
                    .count();
                assert_eq!(n, xiangqi_initial(kind), "{kind:?}");
            }
        }
        assert_eq!(check_xiangqi(&start), Ok(()));
    }

    #[test]
    fn kings_side_by_side_are_refused() {
        // The rules core refuses both too (the kings: the side not to move is in
        // check), so the check is asked of the lenient reader's position.
        let kings = Position::from_fen_lenient("8/8/8/3kK3/8/8/8/8 w - - 0 1").unwrap();
        assert_eq!(check(&kings), Err(Implausible::KingsAdjacent));
    }
}
