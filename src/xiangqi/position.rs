//! A Xiangqi position: the placement (a mailbox of 90 points), the side to move,
//! the two generals' points and the FEN move counters. Making and unmaking moves
//! and attack tests live here; move generation is in [`super::movegen`].

use super::board::Point;
use super::moves::Move;
use super::piece::{Piece, PieceKind};
use super::tables::{is_vertical_ray, tables};
use crate::core::{Outcome, Side};

/// A position. No history: repetition and perpetual rules live in the game session.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [Option<Piece>; 90],
    pub(crate) side: Side,
    pub(crate) generals: [Point; 2],
    /// The points of each side's pieces, one bit per point index (kept in step
    /// with `board`; lets the generator visit only the mover's pieces).
    pub(crate) occupied: [u128; 2],
    /// Plies since the last capture (FEN field 5).
    pub(crate) halfmoves: u32,
    /// Move number (FEN field 6), starting at 1 and increased after Black's move.
    pub(crate) fullmoves: u32,
}

/// The standard start position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    /// The start position.
    pub fn start() -> Position {
        match Position::from_fen(START_FEN) {
            Ok(p) => p,
            Err(e) => unreachable!("the start FEN is valid: {e}"),
        }
    }

    /// The piece on `p`, if any.
    #[inline(always)]
    pub fn piece_at(&self, p: Point) -> Option<Piece> {
        self.board[p.index()]
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// Where `side`'s general stands.
    #[inline(always)]
    pub fn general(&self, side: Side) -> Point {
        self.generals[side.index()]
    }

    /// Plies since the last capture, as in the FEN.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, as in the FEN.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// All pieces with their points, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Point, Piece)> + '_ {
        Point::all().filter_map(|p| self.board[p.index()].map(|pc| (p, pc)))
    }

    /// The same placement with `side` to move, unchecked: a scratch position for
    /// judging threats "as if the other side were to move" (chases, checks), never
    /// one to play from — its side not to move may be in check.
    pub(crate) fn with_side_to_move(&self, side: Side) -> Position {
        let mut p = self.clone();
        p.side = side;
        p
    }

    /// Play `mv` (which must be legal here, or at least pseudo-legal).
    #[inline]
    pub fn play(&mut self, mv: Move) {
        let us = mv.piece.side.index();
        self.occupied[us] ^= (1u128 << mv.from.index()) | (1u128 << mv.to.index());
        if let Some(c) = mv.captured {
            self.occupied[c.side.index()] ^= 1u128 << mv.to.index();
        }
        self.board[mv.to.index()] = Some(mv.piece);
        self.board[mv.from.index()] = None;
        if mv.piece.kind == PieceKind::General {
            self.generals[mv.piece.side.index()] = mv.to;
        }
        if mv.captured.is_some() {
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        if self.side == Side::Black {
            self.fullmoves += 1;
        }
        self.side = !self.side;
    }

    /// Take back `mv`, which must be the last move played. `halfmoves` is the clock
    /// from before the move.
    #[inline]
    pub fn unplay(&mut self, mv: Move, halfmoves: u32) {
        self.side = !self.side;
        if self.side == Side::Black {
            self.fullmoves -= 1;
        }
        self.halfmoves = halfmoves;
        let us = mv.piece.side.index();
        self.occupied[us] ^= (1u128 << mv.from.index()) | (1u128 << mv.to.index());
        if let Some(c) = mv.captured {
            self.occupied[c.side.index()] ^= 1u128 << mv.to.index();
        }
        self.board[mv.from.index()] = Some(mv.piece);
        self.board[mv.to.index()] = mv.captured;
        if mv.piece.kind == PieceKind::General {
            self.generals[mv.piece.side.index()] = mv.from;
        }
    }

    /// The position after `mv`.
    pub fn after(&self, mv: Move) -> Position {
        let mut p = self.clone();
        p.play(mv);
        p
    }

    /// Whether the side to move's general is attacked.
    pub fn in_check(&self) -> bool {
        self.general_attacked_at(self.general(self.side), !self.side)
    }

    /// Whether a general of the other side standing on `p` would be attacked by
    /// side `by`: chariots and the general (flying general) along open lines,
    /// cannons over exactly one screen, horses with a free leg, soldiers. Advisors
    /// and elephants never leave their own half, so they can never attack a
    /// general; hence this is exact only for points a general can stand on (for
    /// any point, see `attacked_points`).
    #[inline]
    pub fn general_attacked_at(&self, p: Point, by: Side) -> bool {
        let t = tables();
        let b = &self.board;
        let chariot = Some(Piece::new(by, PieceKind::Chariot));
        let cannon = Some(Piece::new(by, PieceKind::Cannon));
        let general = Some(Piece::new(by, PieceKind::General));
        for (d, ray) in t.rays[p.index()].iter().enumerate() {
            let mut pts = ray.as_slice().iter();
            // First piece along the ray.
            let first = loop {
                match pts.next() {
                    None => break None,
                    Some(&q) => {
                        if b[q as usize].is_some() {
                            break b[q as usize];
                        }
                    }
                }
            };
            if first.is_none() {
                continue;
            }
            if first == chariot || (first == general && is_vertical_ray(d)) {
                return true;
            }
            // The second piece: a cannon there attacks over the first.
            for &q in pts {
                if let Some(pc) = b[q as usize] {
                    if Some(pc) == cannon {
                        return true;
                    }
                    break;
                }
            }
        }
        let horse = Some(Piece::new(by, PieceKind::Horse));
        for &(leg, origin) in t.horse_attackers[p.index()].as_slice() {
            if b[origin as usize] == horse && b[leg as usize].is_none() {
                return true;
            }
        }
        let soldier = Some(Piece::new(by, PieceKind::Soldier));
        for &origin in t.soldier_attackers[by.index()][p.index()].as_slice() {
            if b[origin as usize] == soldier {
                return true;
            }
        }
        false
    }

    /// Every point a piece of `by` could capture on if an enemy piece stood there
    /// (own pieces included: they are defended), whoever is to move. Each point is
    /// tried with a stand-in enemy piece through the pseudo-legal move generator, so
    /// cannons need their screen, horses a free leg, and generals, advisors and
    /// elephants stay where they may go; the general also covers the points of the
    /// enemy palace it faces along an open file (flying general). The generals' own points are left
    /// out. For the "attacked points" overlay of the terminal game.
    pub fn attacked_points(&self, by: Side) -> Vec<Point> {
        let mut scratch = self.with_side_to_move(by);
        let target_side = !by;
        let mut out = Vec::new();
        for p in Point::all() {
            let i = p.index();
            let original = scratch.board[i];
            if original.is_some_and(|pc| pc.kind == PieceKind::General && pc.side == by) {
                continue;
            }
            let stand_in = match original {
                Some(pc) if pc.side == target_side => pc,
                _ => Piece::new(target_side, PieceKind::Soldier),
            };
            let saved = scratch.occupied;
            scratch.board[i] = Some(stand_in);
            scratch.occupied[by.index()] &= !(1u128 << i);
            scratch.occupied[target_side.index()] |= 1u128 << i;
            if scratch.pseudo_legal_moves().iter().any(|m| m.to == p) {
                out.push(p);
            }
            scratch.board[i] = original;
            scratch.occupied = saved;
        }
        // The general "attacks" along an open file (flying general): the enemy
        // general may not step onto those points of its palace.
        let forward = crate::core::Delta::new(0, by.forward());
        let mut p = self.general(by);
        while let Some(q) = p
            .offset(forward)
            .filter(|q| self.board[q.index()].is_none())
        {
            if super::board::in_own_palace(q, !by) {
                out.push(q);
            }
            p = q;
        }
        out.sort();
        out.dedup();
        out
    }

    /// How the position stands for the side to move: a side without a legal move
    /// loses, checkmated or stalemated (`docs/rules/xiangqi.md` §5.1).
    pub fn outcome(&self) -> Outcome {
        match (self.has_no_moves(), self.in_check()) {
            (false, _) => Outcome::Ongoing,
            (true, true) => Outcome::Checkmate { winner: !self.side },
            (true, false) => Outcome::Stalemate {
                winner: Some(!self.side),
            },
        }
    }

    /// Whether neither side can win: no chariot, horse, cannon or soldier is left
    /// on either side (generals, advisors and elephants cannot mate), the material
    /// draw of `docs/rules/xiangqi.md`.
    pub fn cannot_be_won(&self) -> bool {
        !self.has_attackers(Side::White) && !self.has_attackers(Side::Black)
    }

    /// Whether `side` still has a chariot, horse, cannon or soldier.
    pub fn has_attackers(&self, side: Side) -> bool {
        self.board
            .iter()
            .flatten()
            .any(|pc| pc.side == side && pc.kind.is_attacker())
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(points: Vec<Point>) -> Vec<String> {
        points.into_iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn no_legal_move_loses_whether_in_check_or_not() {
        let outcome = |fen: &str| Position::from_fen(fen).unwrap().outcome();
        let red_wins = Some(Side::White);
        // The chariot holds rank 9; e10 would face the red general.
        assert_eq!(
            outcome("3k5/1R7/9/9/9/9/9/9/9/4K4 b"),
            Outcome::Stalemate { winner: red_wins }
        );
        assert_eq!(
            outcome("1R1k5/R8/9/9/9/9/9/9/9/4K4 b"),
            Outcome::Checkmate {
                winner: Side::White
            }
        );
        assert_eq!(outcome(START_FEN), Outcome::Ongoing);
    }

    #[test]
    fn attacked_points_follow_each_pieces_way_of_capturing() {
        // Red: general e1, cannon b3 with a screen on b5 (a black soldier); black soldier on e6.
        let pos = Position::from_fen("4k4/9/9/9/4p4/1p7/9/1C7/9/4K4 w").unwrap();
        let red = names(pos.attacked_points(Side::White));
        // The cannon captures beyond its screen, not before it nor on its own file's
        // empty points next to it; the general steps inside its palace.
        for p in ["b6", "b10", "d1", "f1", "e2"] {
            assert!(red.contains(&p.to_string()), "{p}: {red:?}");
        }
        for p in ["b4", "c3", "e1", "e3"] {
            assert!(!red.contains(&p.to_string()), "{p}: {red:?}");
        }
        let black = names(pos.attacked_points(Side::Black));
        // The soldier on e6 closes the e-file: no flying-general line.
        assert!(!red.contains(&"e8".to_string()), "{red:?}");
        // The soldier on e6 (not across the river) attacks only forward.
        assert!(black.contains(&"e5".to_string()), "{black:?}");
        assert!(!black.contains(&"d6".to_string()), "{black:?}");
    }

    #[test]
    fn attacked_points_include_the_flying_general_line() {
        // The position after a2e2: Black's general may not go to d10,
        // which Red's general on d1 faces along the open d-file.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1").unwrap();
        let red = names(pos.attacked_points(Side::White));
        for p in ["d8", "d9", "d10", "d2"] {
            assert!(red.contains(&p.to_string()), "{p}: {red:?}");
        }
        assert!(!red.contains(&"d5".to_string()), "{red:?}");
        assert!(pos.legal_moves().iter().all(|m| m.to.to_string() != "d10"));
    }
}
