//! Which pieces attack a cell of the live position: for `check` (what attacks
//! the king) and `attacked SQUARE`. The line mode decides no rule here: it copies
//! the pieces the port shows into the rules core's own board and asks the core —
//! the chess board's attackers ([`crate::chess::Board::attackers`]), and in
//! Xiangqi the pseudo-legal move generator with a stand-in enemy piece on the
//! point (the same way [`crate::xiangqi::Position::attacked_points`] finds
//! attacked points: cannons need their screen, horses a free leg).

use crate::core::Side;
use crate::play::port::{BoardShape, Cell, PieceKind, PlayableGame};
use crate::words::plain::Unit;

/// The pieces of `by` attacking `target` now, in board order from `a1`.
pub fn attackers(game: &dyn PlayableGame, target: Cell, by: Side) -> Vec<Unit> {
    let shape = game.shape();
    let pieces: Vec<(Cell, Side, PieceKind)> = shape
        .cells()
        .filter_map(|c| game.piece_at(c).map(|p| (c, p.side, p.kind)))
        .collect();
    let cells = match shape {
        BoardShape::Chess => chess_attackers(&pieces, target, by),
        BoardShape::Xiangqi => xiangqi_attackers(&pieces, target, by, game.turn()),
    };
    let mut units: Vec<Unit> = cells
        .into_iter()
        .filter_map(|cell| {
            let p = game.piece_at(cell)?;
            Some(Unit {
                side: p.side,
                kind: p.kind,
                cell,
            })
        })
        .collect();
    units.sort_by_key(|u| shape.index(u.cell));
    units
}

fn chess_attackers(pieces: &[(Cell, Side, PieceKind)], target: Cell, by: Side) -> Vec<Cell> {
    use crate::chess::{Board, Piece, Role};
    use crate::play::adapters::flicker::{cell, square};
    let mut board = Board::empty();
    for &(c, side, kind) in pieces {
        let role = match kind {
            PieceKind::King => Role::King,
            PieceKind::Queen => Role::Queen,
            PieceKind::Rook => Role::Rook,
            PieceKind::Bishop => Role::Bishop,
            PieceKind::Knight => Role::Knight,
            PieceKind::Pawn => Role::Pawn,
            _ => continue,
        };
        if let Some(s) = square(c) {
            board.put(s, Piece::new(side, role));
        }
    }
    let Some(t) = square(target) else {
        return Vec::new();
    };
    board
        .attackers(t, by, board.occupied())
        .into_iter()
        .map(cell)
        .collect()
}

fn xiangqi_attackers(
    pieces: &[(Cell, Side, PieceKind)],
    target: Cell,
    by: Side,
    side_to_move: Side,
) -> Vec<Cell> {
    use crate::play::adapters::xiangqi::{cell, point};
    use crate::xiangqi::{Piece, PieceKind as X, Position};
    let Some(t) = point(target) else {
        return Vec::new();
    };
    let mut setup = crate::xiangqi::Setup::empty();
    for &(c, side, kind) in pieces {
        let kind = match kind {
            PieceKind::General => X::General,
            PieceKind::Advisor => X::Advisor,
            PieceKind::Elephant => X::Elephant,
            PieceKind::Horse => X::Horse,
            PieceKind::Chariot => X::Chariot,
            PieceKind::Cannon => X::Cannon,
            PieceKind::Soldier => X::Soldier,
            _ => continue,
        };
        if let Some(p) = point(c) {
            setup.board[p.index()] = Some(Piece::new(side, kind));
        }
    }
    // The live position as it stands (a real one: the rules core checks it), then
    // as if `by` were to move, with a stand-in enemy piece on the point (a piece of
    // the other side stays itself), as `attacked_points` does.
    setup.side = side_to_move;
    let Ok(real) = Position::try_from(setup) else {
        return Vec::new();
    };
    let mut position = real.with_side_to_move(by);
    let i = t.index();
    let stand_in = match position.board[i] {
        Some(p) if p.side != by => p,
        _ => Piece::new(!by, X::Soldier),
    };
    position.board[i] = Some(stand_in);
    position.occupied[by.index()] &= !(1u128 << i);
    position.occupied[(!by).index()] |= 1u128 << i;
    let mut from: Vec<Cell> = position
        .pseudo_legal_moves()
        .into_iter()
        .filter(|m| m.to == t)
        .map(|m| cell(m.from))
        .collect();
    from.sort_by_key(|c| BoardShape::Xiangqi.index(*c));
    from.dedup();
    from
}
