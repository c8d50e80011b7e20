//! Candidate series by beam search over series states.
//!
//! The series of one turn are far too many to list (every unit may move once, in
//! any order), but a good series is usually built from good moves: captures,
//! checks, moves that open a line for a unit still to move, a retreat of a piece
//! that hangs. So the search grows series move by move, layer by layer (layer `d`
//! holds series of `d` moves), scores every partial series with a caller's
//! function and keeps only the best `width` of each layer to grow further. Every
//! state along the way that may end (king unattacked) is a *candidate* series,
//! scored as an end position; the best `keep` candidates are returned.
//!
//! Two orders reaching the same state (board, moved units, castling rights) have
//! the same continuations, so a state is grown once per layer; two candidates with
//! the same end position are the same answer, so each end position is kept once
//! (with the first, hence shortest, series that reached it).
//!
//! Candidates that give check are judged exactly by the solver: a mate found on
//! the way ends the search with that series. The search is a heuristic for the
//! *rest*: it promises nothing about series it did not grow — the exact questions
//! (is there a mate? can the opponent mate?) are asked of the mate search.

use crate::chess::{Bitboard, Board, Castling, Move, Position};
use crate::core::hash::FastHash;
use crate::flicker::solver::has_escape;
use crate::flicker::SeriesState;
use std::collections::{HashMap, HashSet};

/// How wide the beam is, how many candidates come back, how long a series may
/// grow and whether check-giving candidates are judged for mate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BeamWidth {
    /// Partial series kept per layer.
    pub width: usize,
    /// Candidates returned (best end scores first).
    pub keep: usize,
    /// The most moves of a series.
    pub max_len: usize,
    /// Whether a check-giving candidate is judged by the solver (a mate found
    /// ends the search); without it a mate is a candidate like any.
    pub mates: bool,
}

impl BeamWidth {
    /// `width` partial series a layer, `keep` candidates, series of any length,
    /// mates judged.
    pub fn new(width: usize, keep: usize) -> BeamWidth {
        BeamWidth {
            width,
            keep,
            max_len: usize::MAX,
            mates: true,
        }
    }
}

/// A series that may end, with the position it leads to.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub moves: Vec<Move>,
    /// The position at the start of the opponent's series.
    pub end: Position,
    /// The caller's end score (from the mover's view).
    pub score: i32,
}

/// What the beam found.
#[derive(Clone, Debug, Default)]
pub struct BeamResult {
    /// A series that mates the opponent, if one was met.
    pub mate: Option<Vec<Move>>,
    /// The best candidates, best first.
    pub candidates: Vec<Candidate>,
    /// Series states scored.
    pub nodes: u64,
    /// Whether `stop` cut the search short.
    pub stopped: bool,
}

/// The scoring of partial series and of end positions, and when to stop.
pub trait Scorer {
    /// A partial series (the mover may go on): higher is better for the mover.
    fn partial(&self, state: &SeriesState) -> i32;
    /// The series ends in `state`: higher is better for the mover.
    fn end(&self, state: &SeriesState) -> i32;
    /// Give up now (time or cancel); checked every few hundred states.
    fn stop(&self) -> bool;
}

type StateKey = (Board, Bitboard, Castling);
type EndKey = (Board, Castling, Bitboard);

struct Node {
    state: SeriesState,
    parent: usize,
    mv: Option<Move>,
}

/// Grow series from `pos` (see the module docs). `judged` caches the solver's
/// verdicts on end positions (mate or not) across calls.
pub fn search(
    pos: &Position,
    width: BeamWidth,
    scorer: &dyn Scorer,
    judged: &mut HashMap<EndKey, bool, FastHash>,
) -> BeamResult {
    let root = SeriesState::start(pos);
    let mut arena = vec![Node {
        state: root,
        parent: 0,
        mv: None,
    }];
    let mut layer = vec![0usize];
    let mut ends: HashSet<EndKey, FastHash> = HashSet::default();
    // (score, parent, move, state)
    let mut cands: Vec<(i32, usize, Move, SeriesState)> = Vec::new();
    let mut result = BeamResult::default();
    let mut moves = Vec::new();
    let units = root.unmoved().count() as usize;
    'layers: for _ in 0..units.min(width.max_len) {
        let mut seen: HashSet<StateKey, FastHash> = HashSet::default();
        let mut children: Vec<(i32, usize, Move, SeriesState)> = Vec::new();
        for &ni in &layer {
            let state = arena[ni].state;
            moves.clear();
            state.for_each_move(false, &mut |m| moves.push(m));
            for m in &moves {
                let mut child = state;
                child.apply(m);
                if !seen.insert((child.board, child.moved, child.castling)) {
                    continue;
                }
                result.nodes += 1;
                if result.nodes % 256 == 0 && scorer.stop() {
                    result.stopped = true;
                    break 'layers;
                }
                if child.may_end() {
                    let key = (child.board, child.castling, child.opponent_ep());
                    if ends.insert(key) {
                        if width.mates && child.checks().any() {
                            let mate = *judged
                                .entry(key)
                                .or_insert_with(|| !has_escape(&child.end_position(pos, false)));
                            if mate {
                                let mut path = path_to(&arena, ni);
                                path.push(*m);
                                result.mate = Some(path);
                                return result;
                            }
                        }
                        cands.push((scorer.end(&child), ni, *m, child));
                    }
                }
                children.push((scorer.partial(&child), ni, *m, child));
            }
        }
        if children.is_empty() {
            break;
        }
        if children.len() > width.width {
            children.select_nth_unstable_by(width.width - 1, |a, b| b.0.cmp(&a.0));
            children.truncate(width.width);
        }
        layer.clear();
        for (_, parent, mv, state) in children {
            layer.push(arena.len());
            arena.push(Node {
                state,
                parent,
                mv: Some(mv),
            });
        }
    }
    cands.sort_by_key(|c| std::cmp::Reverse(c.0));
    cands.truncate(width.keep);
    result.candidates = cands
        .into_iter()
        .map(|(score, parent, mv, state)| {
            let mut path = path_to(&arena, parent);
            path.push(mv);
            let reset = path
                .iter()
                .any(|m| m.role == crate::chess::Role::Pawn || m.capture.is_some());
            Candidate {
                moves: path,
                end: state.end_position(pos, reset),
                score,
            }
        })
        .collect();
    result
}

/// The moves from the root to arena node `i`.
fn path_to(arena: &[Node], mut i: usize) -> Vec<Move> {
    let mut path = Vec::new();
    while let Some(m) = arena[i].mv {
        path.push(m);
        i = arena[i].parent;
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flicker::engine::sparring::MaterialOnly as Greedy;

    #[test]
    fn grows_a_series_of_several_captures() {
        // Rook takes a knight, the knight takes the other: both in one series.
        let pos = Position::from_fen("4k3/8/8/1n1R4/6n1/4N3/8/4K3 w - - 0 1").unwrap();
        let r = search(&pos, BeamWidth::new(8, 4), &Greedy, &mut HashMap::default());
        let best = &r.candidates[0];
        assert_eq!(best.score, 500 + 310, "{:?}", best.moves);
        assert_eq!(best.moves.iter().filter(|m| m.capture.is_some()).count(), 2);
        // Every candidate replays through the series engine and can end.
        for c in &r.candidates {
            let s = crate::flicker::Series::from_moves(pos, &c.moves).unwrap();
            assert_eq!(s.end().unwrap(), c.end);
        }
    }

    #[test]
    fn stops_at_a_mate_it_meets() {
        let pos = Position::from_fen("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1").unwrap();
        let r = search(&pos, BeamWidth::new(8, 4), &Greedy, &mut HashMap::default());
        let mate = r.mate.expect("a mate");
        let s = crate::flicker::Series::from_moves(pos, &mate).unwrap();
        let next = s.end().unwrap();
        assert!(!has_escape(&next) && next.is_check());
    }
}
