//! Counting series: the number of distinct legal series (ordered lists of moves
//! that may be played one after another and end with the mover's king unattacked)
//! and the number of distinct positions they lead to (placement, castling rights,
//! the opponent's en-passant rights; the side to move is always the opponent).
//! This is `perft --variant flickering --depth 1`.
//!
//! Every prefix of a longer series that may itself end is a series of its own, so
//! the count is over all non-empty move lists whose final state may end. Different
//! promotion pieces are different moves.

use super::SeriesState;
use crate::chess::{Bitboard, Board, Castling, Position};
use crate::core::hash::FastHash;
use std::collections::HashSet;

/// The counts of [`count_series`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SeriesCount {
    /// Distinct legal series.
    pub series: u64,
    /// Distinct end positions (only filled when asked for).
    pub positions: Option<u64>,
}

/// Count the legal series from `pos` (and their distinct end positions if `unique`).
pub fn count_series(pos: &Position, unique: bool) -> SeriesCount {
    let root = SeriesState::start(pos);
    let mut ends: Option<HashSet<(Board, Castling, Bitboard), FastHash>> =
        unique.then(HashSet::default);
    let mut series = 0;
    walk(&root, &mut series, &mut ends);
    SeriesCount {
        series,
        positions: ends.map(|e| e.len() as u64),
    }
}

fn walk(
    state: &SeriesState,
    series: &mut u64,
    ends: &mut Option<HashSet<(Board, Castling, Bitboard), FastHash>>,
) {
    if state.may_end() {
        *series += 1;
        if let Some(set) = ends {
            set.insert((state.board, state.castling, state.opponent_ep()));
        }
    }
    let mut moves = Vec::new();
    state.for_each_move(true, &mut |m| moves.push(m));
    for m in &moves {
        let mut child = *state;
        child.apply(m);
        walk(&child, series, ends);
    }
}

/// The counts split by the first move of the series, in generation order. With
/// `unique`, each entry counts the distinct end positions of the series that begin
/// with that move (these do not add up: two first moves may lead to one position).
pub fn divide(pos: &Position, unique: bool) -> Vec<(crate::chess::Move, SeriesCount)> {
    let root = SeriesState::start(pos);
    root.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = root;
            child.apply(&m);
            let mut ends: Option<HashSet<(Board, Castling, Bitboard), FastHash>> =
                unique.then(HashSet::default);
            let mut series = 0;
            walk(&child, &mut series, &mut ends);
            (
                m,
                SeriesCount {
                    series,
                    positions: ends.map(|e| e.len() as u64),
                },
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_kings_count_their_steps() {
        // Kings far apart: each of the five king steps is a series of its own.
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let c = count_series(&pos, true);
        assert_eq!(c.series, 5);
        assert_eq!(c.positions, Some(5));
        let total: u64 = divide(&pos, false).iter().map(|(_, c)| c.series).sum();
        assert_eq!(total, 5);
    }

    #[test]
    fn promotion_choices_are_distinct_series() {
        // Pawn promotes (4 ways) or the king steps (5), and promotions may be
        // followed by a king step (4 x 5, the queen/rook on a8 attack nothing near).
        let pos = Position::from_fen("7k/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let c = count_series(&pos, false);
        // Every prefix that may end counts: 4 + 5 + 4*5 + 5*4.
        assert_eq!(c.series, 4 + 5 + 20 + 20);
    }
}
