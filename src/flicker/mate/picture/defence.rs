//! The defender's pieces, as every picture of one search shares them.
//!
//! The defender never moves during the attacker's series, and a piece the
//! attacker takes is only gone: so the roles of the defender's pieces and what
//! each could reach on an empty board are the same in every state of a search,
//! and are computed once. They are over-approximations used as first filters
//! (which pieces could land on a square, where a piece could step aside); every
//! answer is then checked against the picture itself (`answers.rs`).

use super::Escape;
use crate::chess::{tables, Bitboard, Role, Square};
use crate::flicker::solver::pawn_open_moves;
use crate::flicker::SeriesState;
use std::cell::Cell;
use std::rc::Rc;

/// The defender's pieces of a search: their roles, and for each square the pieces
/// whose move could reach it on an empty board (a cheap first filter for answers:
/// only those may land on it). The defender never moves during the attacker's
/// series, so these are the same in every state of one search (a piece the
/// attacker took is only gone, so a picture reads them for its own `d_all` only);
/// computed once and shared by all the pictures instead of once per picture.
#[derive(Debug)]
pub(crate) struct Defence {
    pub(super) roles: [Option<Role>; 64],
    /// For each square, the pieces whose move could reach it on an empty board.
    pub(super) reached_by: [Bitboard; 64],
    /// For each piece (by its square), where it may step aside on an empty board
    /// ([`Picture::vacate_targets`]: a knight's jumps, a pawn's push, a bishop's or
    /// rook's step along its lines, a queen's step; the king none).
    pub(super) steps: [Bitboard; 64],
    /// No escapes: what a picture tries until it is given the search's
    /// ([`Picture::with_escapes`]); one shared list, so that building a picture
    /// allocates nothing.
    pub(super) no_escapes: Rc<[Escape]>,
    /// The king square of the latest robust answer found in any picture of the
    /// search (tried first, [`Picture::evaluate`]).
    pub(super) answered_at: Cell<Option<Square>>,
}

impl Defence {
    /// The defender's pieces in `state` (the defender is the side not moving).
    pub(crate) fn of(state: &SeriesState) -> Rc<Defence> {
        let t = tables();
        let b = state.board();
        let them = !state.mover();
        let mut roles = [None; 64];
        let mut reach = [Bitboard::EMPTY; 64];
        for s in b.side(them) {
            let role = b.role_at(s);
            roles[s.index()] = role;
            reach[s.index()] = match role {
                Some(Role::Knight) => t.knight(s),
                Some(Role::Bishop) => t.bishop(s, Bitboard::EMPTY),
                Some(Role::Rook) => t.rook(s, Bitboard::EMPTY),
                Some(Role::Queen) => t.queen(s, Bitboard::EMPTY),
                Some(Role::Pawn) => {
                    t.pawn(them, s) | pawn_open_moves(them, s, Bitboard::EMPTY, Bitboard::EMPTY)
                }
                _ => Bitboard::EMPTY,
            };
        }
        let mut reached_by = [Bitboard::EMPTY; 64];
        let mut steps = [Bitboard::EMPTY; 64];
        for s in b.side(them) {
            for y in reach[s.index()] {
                reached_by[y.index()].insert(s);
            }
            steps[s.index()] = match roles[s.index()] {
                Some(Role::Knight) => t.knight(s),
                Some(Role::Bishop) => t.king(s) & t.bishop(s, Bitboard::EMPTY),
                Some(Role::Rook) => t.king(s) & t.rook(s, Bitboard::EMPTY),
                Some(Role::Queen) => t.king(s),
                Some(Role::Pawn) => {
                    let up: i16 = them.fold(1, -1);
                    Square::at(s.file().0 as i16, s.rank().0 as i16 + up)
                        .map(Bitboard::from)
                        .unwrap_or_default()
                }
                _ => Bitboard::EMPTY,
            };
        }
        Rc::new(Defence {
            roles,
            reached_by,
            steps,
            no_escapes: Rc::from(Vec::new()),
            answered_at: Cell::new(None),
        })
    }

    /// For each square, the squares between it and the defender's sliders that
    /// could attack it along that line on an empty board: a unit leaving one of
    /// them may expose the square to a defender's attack (the sleep sets of the
    /// mate search, `sleep.rs`).
    pub(crate) fn exposures(&self) -> Box<[Bitboard; 64]> {
        let t = tables();
        let mut out = Box::new([Bitboard::EMPTY; 64]);
        for q in Bitboard::FULL {
            for d in self.reached_by[q.index()] {
                if matches!(
                    self.roles[d.index()],
                    Some(Role::Bishop | Role::Rook | Role::Queen)
                ) {
                    out[q.index()] |= t.between(q, d);
                }
            }
        }
        out
    }
}
