//! Legal move generation.
//!
//! Pseudo-legal moves come straight from the per-point tables (see
//! `super::tables`). Legality is then decided cheaply for most moves:
//!
//! **Why the shortcut is sound.** Suppose the side to move is *not* in check. After
//! one of its moves, its general can only be attacked if the move changed something
//! an attack on the general depends on. Attacks on a general come from chariots
//! and the enemy general (an open line), cannons (exactly one screen on the line),
//! horses (a free leg: one of the four points diagonally next to the general) and
//! soldiers (adjacent; no move of ours can create one). Advisors and elephants
//! never leave their own half (enforced when reading a FEN), so they never attack
//! the enemy general. Hence a non-general move can only expose the general if
//! - it leaves a line (file or rank) through the general on which an enemy chariot
//!   or general stands behind it as the second piece, or an enemy cannon stands as
//!   the third piece (the mover is then one of its two screens) — the mover is
//!   *restricted*; or
//! - it lands on a line through the general between the general and an enemy
//!   cannon that has no screen yet (the mover would become the screen); or
//! - it leaves a horse-leg point next to the general while an enemy horse waits
//!   behind that leg.
//!
//! Captures never hurt: the captured piece is replaced by ours, which blocks
//! exactly what it blocked and screens exactly what it screened. Those few
//! moves, general moves, and every move when in check, get the full test: play the
//! move on the board, ask [`Position::general_attacked_at`], take it back.

use super::board::Point;
use super::moves::Move;
use super::piece::{Piece, PieceKind};
use super::position::Position;
use super::tables::{is_vertical_ray, tables, Tables};

/// Where generated moves go: a list, or just a count.
trait MoveSink {
    fn add(&mut self, mv: Move);
    /// Whether the sink wants no more moves (checked once per piece).
    #[inline(always)]
    fn full(&self) -> bool {
        false
    }
}

impl MoveSink for Vec<Move> {
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }
}

struct Counter(usize);

/// Stops at the first legal move.
struct AnyMove(bool);

impl MoveSink for AnyMove {
    #[inline(always)]
    fn add(&mut self, _: Move) {
        self.0 = true;
    }
    #[inline(always)]
    fn full(&self) -> bool {
        self.0
    }
}

impl MoveSink for Counter {
    #[inline(always)]
    fn add(&mut self, _: Move) {
        self.0 += 1;
    }
}

#[inline(always)]
fn bit(i: u8) -> u128 {
    1u128 << i
}

impl Position {
    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        let mut scratch = self.clone();
        scratch.generate_legal(&mut out);
        out
    }

    /// Whether `mv` is legal here (the move must carry this position's pieces).
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// The legal move from `from` to `to`, if there is one.
    pub fn find_move(&self, from: Point, to: Point) -> Option<Move> {
        self.legal_moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)
    }

    /// Whether the side to move has no legal move (checkmate or stalemate, both a loss).
    pub fn has_no_moves(&self) -> bool {
        self.legal_moves().is_empty()
    }

    /// Fill `out` with the legal moves. The position is used as scratch space
    /// for the full legality test and is left as it was.
    pub fn generate_legal(&mut self, out: &mut Vec<Move>) {
        out.clear();
        self.generate::<true, _>(out);
    }

    /// The number of legal moves, without storing them (bulk counting in perft).
    pub fn count_legal(&mut self) -> usize {
        let mut counter = Counter(0);
        self.generate::<true, _>(&mut counter);
        counter.0
    }

    /// Whether the side to move has a legal move, stopping at the first one found
    /// (the mate search asks this at every leaf). The position is scratch space and
    /// is left as it was.
    pub fn has_legal_move(&mut self) -> bool {
        let mut any = AnyMove(false);
        self.generate::<true, _>(&mut any);
        any.0
    }

    /// All pseudo-legal moves (the pieces' movement rules, ignoring the safety of
    /// the own general): used to explain why a move is illegal.
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        let mut scratch = self.clone();
        scratch.generate::<false, _>(&mut out);
        out
    }

    fn generate<const LEGAL: bool, S: MoveSink>(&mut self, out: &mut S) {
        let t = tables();
        let us = self.side;
        let g = self.generals[us.index()];
        let in_check = self.general_attacked_at(g, !us);
        let (restricted_from, restricted_to) = if in_check {
            (u128::MAX, u128::MAX)
        } else {
            self.restrictions(t, g)
        };
        let mut own = self.occupied[us.index()];
        while own != 0 {
            if out.full() {
                return;
            }
            let i = own.trailing_zeros() as u8;
            own &= own - 1;
            let Some(pc) = self.board[i as usize] else {
                continue;
            };
            let from_restricted = restricted_from & bit(i) != 0;
            match pc.kind {
                PieceKind::General => {
                    for &to in t.general[i as usize].as_slice() {
                        self.try_add::<LEGAL>(out, pc, i, to, true);
                    }
                }
                PieceKind::Advisor => {
                    for &to in t.advisor[i as usize].as_slice() {
                        let check = from_restricted || restricted_to & bit(to) != 0;
                        self.try_add::<LEGAL>(out, pc, i, to, check);
                    }
                }
                PieceKind::Elephant | PieceKind::Horse => {
                    let table = if pc.kind == PieceKind::Horse {
                        &t.horse
                    } else {
                        &t.elephant
                    };
                    for &(block, to) in table[i as usize].as_slice() {
                        if self.board[block as usize].is_none() {
                            let check = from_restricted || restricted_to & bit(to) != 0;
                            self.try_add::<LEGAL>(out, pc, i, to, check);
                        }
                    }
                }
                PieceKind::Soldier => {
                    for &to in t.soldier[us.index()][i as usize].as_slice() {
                        let check = from_restricted || restricted_to & bit(to) != 0;
                        self.try_add::<LEGAL>(out, pc, i, to, check);
                    }
                }
                PieceKind::Chariot => {
                    for ray in &t.rays[i as usize] {
                        for &to in ray.as_slice() {
                            let check = from_restricted || restricted_to & bit(to) != 0;
                            let occupied = self.board[to as usize].is_some();
                            self.try_add::<LEGAL>(out, pc, i, to, check);
                            if occupied {
                                break;
                            }
                        }
                    }
                }
                PieceKind::Cannon => {
                    for ray in &t.rays[i as usize] {
                        let mut pts = ray.as_slice().iter();
                        for &to in pts.by_ref() {
                            if self.board[to as usize].is_some() {
                                break;
                            }
                            let check = from_restricted || restricted_to & bit(to) != 0;
                            self.try_add::<LEGAL>(out, pc, i, to, check);
                        }
                        for &to in pts {
                            if self.board[to as usize].is_some() {
                                let check = from_restricted || restricted_to & bit(to) != 0;
                                self.try_add::<LEGAL>(out, pc, i, to, check);
                                break;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Add the move `from`→`to` unless it lands on a friendly piece or (when
    /// `full_check` is asked for) leaves the own general attacked.
    #[inline(always)]
    fn try_add<const LEGAL: bool>(
        &mut self,
        out: &mut impl MoveSink,
        piece: Piece,
        from: u8,
        to: u8,
        full_check: bool,
    ) {
        let captured = self.board[to as usize];
        if let Some(c) = captured {
            if c.side == piece.side {
                return;
            }
        }
        let mv = Move {
            from: Point::from_index_unchecked(from),
            to: Point::from_index_unchecked(to),
            piece,
            captured,
        };
        if !LEGAL || !full_check || self.leaves_general_safe(mv) {
            out.add(mv);
        }
    }

    /// The full test: play `mv` on the board, see whether the mover's general is
    /// attacked, take it back.
    #[inline]
    fn leaves_general_safe(&mut self, mv: Move) -> bool {
        let us = mv.piece.side;
        self.board[mv.to.index()] = Some(mv.piece);
        self.board[mv.from.index()] = None;
        let g = if mv.piece.kind == PieceKind::General {
            mv.to
        } else {
            self.generals[us.index()]
        };
        let safe = !self.general_attacked_at(g, !us);
        self.board[mv.from.index()] = Some(mv.piece);
        self.board[mv.to.index()] = mv.captured;
        safe
    }

    /// For a side not in check: the points whose piece needs the full test when it
    /// moves, and the destinations that need it (see the module docs).
    #[inline]
    fn restrictions(&self, t: &Tables, g: Point) -> (u128, u128) {
        let us = self.side;
        let b = &self.board;
        let mut from_mask = 0u128;
        let mut to_mask = 0u128;
        for (d, ray) in t.rays[g.index()].iter().enumerate() {
            let pts = ray.as_slice();
            let mut found = [(0u8, Piece::new(us, PieceKind::General)); 3];
            let mut n = 0;
            for &q in pts {
                if let Some(pc) = b[q as usize] {
                    found[n] = (q, pc);
                    n += 1;
                    if n == 3 {
                        break;
                    }
                }
            }
            if n == 0 {
                continue;
            }
            let (q1, p1) = found[0];
            if p1.side != us {
                if p1.kind == PieceKind::Cannon {
                    for &q in pts.iter().take_while(|&&q| q != q1) {
                        to_mask |= bit(q);
                    }
                }
            } else if n >= 2 {
                let (_, p2) = found[1];
                let line_attacker = p2.kind == PieceKind::Chariot
                    || (p2.kind == PieceKind::General && is_vertical_ray(d));
                if p2.side != us && line_attacker {
                    from_mask |= bit(q1);
                }
            }
            if n == 3 {
                let (_, p3) = found[2];
                if p3.side != us && p3.kind == PieceKind::Cannon {
                    // Both pieces in front of the cannon are its screens: an own
                    // piece among them must not leave the line unchecked.
                    for &(q, pc) in &found[..2] {
                        if pc.side == us {
                            from_mask |= bit(q);
                        }
                    }
                }
            }
        }
        let horse = Some(Piece::new(!us, PieceKind::Horse));
        for &(leg, origin) in t.horse_attackers[g.index()].as_slice() {
            if b[origin as usize] == horse {
                from_mask |= bit(leg);
            }
        }
        (from_mask, to_mask)
    }
}

/// Count the leaf nodes of the legal move tree to `depth` (bulk counting at the
/// last ply: the number of legal moves is the number of leaves).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut scratch = pos.clone();
    let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    perft_inner(&mut scratch, depth, &mut lists)
}

fn perft_inner(pos: &mut Position, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
    if depth == 1 {
        return pos.count_legal() as u64;
    }
    let Some((list, rest)) = lists.split_first_mut() else {
        return 1;
    };
    pos.generate_legal(list);
    let mut nodes = 0;
    let clock = pos.halfmoves;
    for &mv in list.iter() {
        pos.play(mv);
        nodes += perft_inner(pos, depth - 1, rest);
        pos.unplay(mv, clock);
    }
    nodes
}

/// Perft below each root move: `(move, leaf count)` in generation order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| (mv, perft(&pos.after(mv), depth - 1)))
        .collect()
}
