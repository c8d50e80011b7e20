//! Counting series: the number of distinct legal series (ordered lists of moves
//! that may be played one after another and end with the mover's king unattacked)
//! and the number of distinct positions they lead to (placement, castling rights,
//! the opponent's en-passant rights; the side to move is always the opponent).
//! This is `perft --variant flickering --depth 1`.
//!
//! Every prefix of a longer series that may itself end is a series of its own, so
//! the count is over all non-empty move lists whose final state may end. Different
//! promotion pieces are different moves.

use super::engine::sparring::Rng;
use super::SeriesState;
use crate::chess::{Bitboard, Board, Castling, Move, Position};
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
    count(pos, unique, false, &mut Unwatched).total
}

/// The counts split by the first move of the series, in generation order. With
/// `unique`, each entry counts the distinct end positions of the series that begin
/// with that move (these do not add up: two first moves may lead to one position).
pub fn divide(pos: &Position, unique: bool) -> Vec<(Move, SeriesCount)> {
    count(pos, unique, true, &mut Unwatched).by_first_move
}

/// How often (in positions visited) a long count asks its [`Watch`] whether to go on.
pub const WATCH_EVERY: u64 = 1 << 16;

/// Where a count is, for its [`Watch`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    /// Series counted so far.
    pub series: u64,
    /// The first move whose series are being counted (from 0), of how many.
    pub first_move: usize,
    pub first_moves: usize,
}

/// Watches a long count: asked every [`WATCH_EVERY`] positions whether to go on,
/// and told each first move whose series are all counted.
pub trait Watch {
    /// Whether to go on from where the count is.
    fn go_on(&mut self, reached: Reached) -> bool;
    /// The series beginning with `first` (number `index` of `of` first moves, from
    /// 0) are all counted.
    fn first_move_done(&mut self, index: usize, of: usize, first: &Move, count: SeriesCount);
}

/// A count nobody watches: it runs to the end.
struct Unwatched;

impl Watch for Unwatched {
    fn go_on(&mut self, _: Reached) -> bool {
        true
    }
    fn first_move_done(&mut self, _: usize, _: usize, _: &Move, _: SeriesCount) {}
}

/// What [`count`] found: everything, or what was counted before it was stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Per first move, in generation order: every first move, or (stopped) the
    /// ones whose series were all counted. With `unique`, their end positions only
    /// when the count was asked to split them.
    pub by_first_move: Vec<(Move, SeriesCount)>,
    /// All series (and end positions) counted: the total, or (stopped) a lower
    /// bound of it.
    pub total: SeriesCount,
    /// How many first moves there are.
    pub first_moves: usize,
    /// Whether the count ran to the end.
    pub complete: bool,
}

type EndSet = HashSet<(Board, Castling, Bitboard), FastHash>;

/// Count the series from `pos` under a [`Watch`] that may stop it. `unique`: count
/// the distinct end positions too; `split`: also per first move (one more set).
pub fn count(pos: &Position, unique: bool, split: bool, watch: &mut dyn Watch) -> Count {
    let root = SeriesState::start(pos);
    let firsts = root.legal_moves();
    let mut walk = Walk {
        series: 0,
        ends: unique.then(HashSet::default),
        first_ends: None,
        visited: 0,
        first_move: 0,
        first_moves: firsts.len(),
        watch,
        stopped: false,
    };
    let mut by_first_move = Vec::with_capacity(firsts.len());
    for (i, m) in firsts.iter().enumerate() {
        let before = walk.series;
        walk.first_ends = (unique && split).then(HashSet::default);
        walk.first_move = i;
        let mut child = root;
        child.apply(m);
        walk.visit(&child);
        if walk.stopped {
            break;
        }
        let count = SeriesCount {
            series: walk.series - before,
            positions: walk.first_ends.take().map(|e| e.len() as u64),
        };
        walk.watch.first_move_done(i, firsts.len(), m, count);
        by_first_move.push((*m, count));
    }
    Count {
        total: SeriesCount {
            series: walk.series,
            positions: walk.ends.map(|e| e.len() as u64),
        },
        complete: !walk.stopped,
        first_moves: firsts.len(),
        by_first_move,
    }
}

/// The depth-first walk of [`count`]: every state reached is a list of moves; those
/// that may end are series.
struct Walk<'w> {
    series: u64,
    ends: Option<EndSet>,
    first_ends: Option<EndSet>,
    visited: u64,
    first_move: usize,
    first_moves: usize,
    watch: &'w mut dyn Watch,
    stopped: bool,
}

impl Walk<'_> {
    fn visit(&mut self, state: &SeriesState) {
        self.visited += 1;
        if self.visited % WATCH_EVERY == 0 {
            let reached = Reached {
                series: self.series,
                first_move: self.first_move,
                first_moves: self.first_moves,
            };
            if !self.watch.go_on(reached) {
                self.stopped = true;
                return;
            }
        }
        if state.may_end() {
            self.series += 1;
            let end = (state.board, state.castling, state.opponent_ep());
            if let Some(set) = &mut self.ends {
                set.insert(end);
            }
            if let Some(set) = &mut self.first_ends {
                set.insert(end);
            }
        }
        let mut moves = Vec::new();
        state.for_each_move(true, &mut |m| moves.push(m));
        for m in &moves {
            let mut child = *state;
            child.apply(m);
            self.visit(&child);
            if self.stopped {
                return;
            }
        }
    }
}

/// About how many series there are from `pos`, by Knuth's estimate of a tree's size
/// ("Estimating the efficiency of backtrack programs", 1975): a walk down random
/// moves, where each series met stands for the product of the numbers of choices
/// on the way to it, is an unbiased estimate; this is the mean of `walks` of them
/// (deterministic for a `seed`). Rough — the order of magnitude, which is what it
/// is for: telling before a count whether it can finish. Milliseconds for a
/// thousand walks.
pub fn estimate_series(pos: &Position, walks: u32, seed: u64) -> f64 {
    let mut rng = Rng::new(seed);
    let root = SeriesState::start(pos);
    let mut sum = 0.0;
    let mut moves = Vec::new();
    for _ in 0..walks {
        let mut state = root;
        let mut weight = 1.0_f64;
        loop {
            if state.may_end() {
                sum += weight;
            }
            moves.clear();
            state.for_each_move(true, &mut |m| moves.push(m));
            if moves.is_empty() {
                break;
            }
            weight *= moves.len() as f64;
            state.apply(&moves[rng.below(moves.len())]);
        }
    }
    sum / f64::from(walks.max(1))
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

    /// Stops after `after` checks; records what it was told.
    struct StopAfter {
        after: usize,
        asked: usize,
        done: Vec<(usize, usize, SeriesCount)>,
    }

    impl Watch for StopAfter {
        fn go_on(&mut self, _: Reached) -> bool {
            self.asked += 1;
            self.asked <= self.after
        }
        fn first_move_done(&mut self, index: usize, of: usize, _: &Move, count: SeriesCount) {
            self.done.push((index, of, count));
        }
    }

    #[test]
    fn a_watched_count_reports_each_first_move_and_stops_when_told() {
        // 994,564 series (tests/data/flicker-counts.tsv): about 15 checks.
        let pos = Position::from_fen("8/N6k/1b1K4/1Bp5/8/8/2R5/2B4r w - - 0 1").unwrap();
        let mut all = StopAfter {
            after: usize::MAX,
            asked: 0,
            done: Vec::new(),
        };
        let full = count(&pos, false, false, &mut all);
        assert!(full.complete);
        assert_eq!(full.total.series, 994_564);
        assert_eq!(all.done.len(), full.first_moves);
        assert!(all.asked > 2, "{}", all.asked);
        let split: u64 = all.done.iter().map(|(_, _, c)| c.series).sum();
        assert_eq!(split, full.total.series);
        assert!(all
            .done
            .iter()
            .enumerate()
            .all(|(i, d)| d.0 == i && d.1 == full.first_moves));

        let mut stop = StopAfter {
            after: 2,
            asked: 0,
            done: Vec::new(),
        };
        let part = count(&pos, false, false, &mut stop);
        assert!(!part.complete);
        assert_eq!(stop.asked, 3);
        assert!(part.by_first_move.len() < full.first_moves);
        assert_eq!(
            part.by_first_move,
            full.by_first_move[..part.by_first_move.len()]
        );
        // The series counted before the stop: at most the total, and more than the
        // first moves done hold.
        let done: u64 = part.by_first_move.iter().map(|(_, c)| c.series).sum();
        assert!(done <= part.total.series && part.total.series < full.total.series);
    }

    #[test]
    fn one_split_count_agrees_with_the_whole_and_the_divided_counts() {
        let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let both = count(&pos, true, true, &mut Unwatched);
        assert_eq!(both.total, count_series(&pos, true));
        assert_eq!(both.total.series, 3698);
        assert_eq!(both.total.positions, Some(917));
        assert_eq!(both.by_first_move, divide(&pos, true));
        assert!(both
            .by_first_move
            .iter()
            .all(|(_, c)| c.positions.is_some()));
        // Unsplit, the first moves' end positions are not kept.
        let whole = count(&pos, true, false, &mut Unwatched);
        assert!(whole
            .by_first_move
            .iter()
            .all(|(_, c)| c.positions.is_none()));
    }

    #[test]
    fn the_estimate_finds_the_order_of_magnitude() {
        // Exact counts from tests/data/flicker-counts.tsv, from 2,917 to 3.3 million.
        for (fen, exact) in [
            ("1k6/8/8/8/7K/8/1B6/1R6 w - - 0 1", 2917.0),
            ("4r1k1/8/8/8/8/8/3B4/R3K2R w KQ - 0 1", 72_027.0),
            ("8/2K1nb2/6Q1/7b/3P4/4q2p/8/B6k b - - 0 1", 3_316_357.0),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let estimate = estimate_series(&pos, 1000, 1);
            let ratio = estimate / exact;
            assert!(
                (0.33..3.0).contains(&ratio),
                "{fen}: {estimate} for {exact}"
            );
        }
        // A mated side has no series: the estimate is 0, not a guess.
        let mated = Position::from_fen("1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1").unwrap();
        assert_eq!(estimate_series(&mated, 100, 1), 0.0);
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
