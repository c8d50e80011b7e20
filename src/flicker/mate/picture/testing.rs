//! What the property tests of the mate search share: a fixed-seed random
//! generator, random states and completions of the positions from games, and
//! the pictures of given states.

use super::*;
use crate::chess::Position;
use crate::chess::{Move, MoveKind};

/// A fixed-seed xorshift generator for the property tests (of `mate` too).
pub(in crate::flicker::mate) struct Xorshift(pub(in crate::flicker::mate) u64);

impl Xorshift {
    /// A number below `n` (0 if `n` is 0).
    pub(in crate::flicker::mate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The state a few random moves (0 to 3) into a series from `pos`.
pub(in crate::flicker::mate) fn random_state(
    pos: &Position,
    next: &mut impl FnMut(usize) -> usize,
) -> SeriesState {
    let mut state = SeriesState::start(pos);
    for _ in 0..next(4) {
        let moves = state.legal_moves();
        if moves.is_empty() {
            break;
        }
        state.apply(&moves[next(moves.len())]);
    }
    state
}

/// Up to `moves` random moves from `state` (fewer where none is legal): the
/// state reached, and the moves.
pub(in crate::flicker::mate) fn random_completion(
    state: &SeriesState,
    moves: usize,
    next: &mut impl FnMut(usize) -> usize,
) -> (SeriesState, Vec<Move>) {
    let mut end = *state;
    let mut series = Vec::new();
    for _ in 0..moves {
        let legal = end.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[next(legal.len())];
        end.apply(&m);
        series.push(m);
    }
    (end, series)
}

/// The positions of the game set and of the hardest match positions
/// (tests/data), for the property tests.
pub(in crate::flicker::mate) fn game_positions() -> Vec<Position> {
    include_str!("../../../../tests/data/flicker-mate-games.tsv")
        .lines()
        .chain(include_str!("../../../../tests/data/flicker-mate-match.tsv").lines())
        .filter(|l| !l.starts_with('#'))
        .map(|l| Position::from_fen(l.split('\t').nth(1).unwrap()).unwrap())
        .collect()
}

pub(in crate::flicker::mate) fn proves(fen: &str, depth: u32) -> bool {
    let pos = Position::from_fen(fen).unwrap();
    let mut budget = 100_000;
    let state = SeriesState::start(&pos);
    Picture::of_state(&state, &Defence::of(&state))
        .unwrap()
        .proves_no_mate(depth, &mut budget)
}

/// Whether the picture of the state `steps` into a series from `fen` proves
/// it by itself, without splitting.
pub(in crate::flicker::mate) fn proved_by_one_picture(fen: &str, steps: &str) -> bool {
    let (state, defence) = state_after(fen, steps);
    Picture::of_state(&state, &defence)
        .unwrap()
        .proves_no_mate(0, &mut 0)
}

/// The state `steps` (coordinate moves) into a series from `fen`, and the
/// defender's pieces.
pub(in crate::flicker::mate) fn state_after(fen: &str, steps: &str) -> (SeriesState, Rc<Defence>) {
    let mut state = SeriesState::start(&Position::from_fen(fen).unwrap());
    let defence = Defence::of(&state);
    for step in steps.split(' ').filter(|s| !s.is_empty()) {
        let m = state
            .legal_moves()
            .into_iter()
            .find(|m| format!("{}{}", m.from, m.to) == step)
            .unwrap();
        state.apply(&m);
    }
    (state, defence)
}

/// Where each unit of `state` (by its square there) ends after `series`.
pub(in crate::flicker::mate) fn ends_after(
    state: &SeriesState,
    series: &[Move],
) -> Vec<(Square, Square)> {
    let us = state.mover();
    let mut ends: Vec<(Square, Square)> =
        state.board().side(us).into_iter().map(|s| (s, s)).collect();
    for m in series {
        let mut moved = vec![(m.from, m.to)];
        if let MoveKind::Castle(cs) = m.kind {
            moved.push(Facts::rook_squares(us, cs));
        }
        for (from, to) in moved {
            for e in ends.iter_mut().filter(|e| e.1 == from) {
                e.1 = to;
            }
        }
    }
    ends
}
