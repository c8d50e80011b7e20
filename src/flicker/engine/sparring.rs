//! Sparring partners to measure the engine against (the match harness): a player of
//! random legal series and a greedy player (the most material at once, a mate when
//! it meets one, never a series after which it sees the opponent mate).

use super::beam::{self, BeamWidth, Scorer};
use super::eval::material;
use crate::chess::Position;
use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use crate::flicker::{solve, Series, SeriesState, Verdict};
use std::collections::HashMap;
use std::time::Duration;

/// A small deterministic random source (xorshift64*), so that matches replay.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// The solver's escape, the one series known to exist when the walk finds none.
fn any_series(pos: &Position) -> Option<Series> {
    match solve(pos).verdict {
        Verdict::Escape(s) => Some(s),
        _ => None,
    }
}

/// A random legal series: random moves one after another, stopping at random (a
/// little over one time in three) whenever the series may end. `None` when the side
/// to move has no series (mate or stalemate).
pub fn random_series(pos: &Position, rng: &mut Rng) -> Option<Series> {
    for _ in 0..20 {
        let mut series = Series::new(*pos);
        loop {
            let moves = series.legal_moves();
            let may_end = series.can_end().is_ok();
            if may_end && (moves.is_empty() || rng.below(100) < 35) {
                return Some(series);
            }
            let Some(m) = moves.get(rng.below(moves.len().max(1))) else {
                break;
            };
            series.play(m).ok()?;
        }
    }
    any_series(pos)
}

/// Material only: the greedy player's view.
pub(crate) struct MaterialOnly;

impl Scorer for MaterialOnly {
    fn partial(&self, s: &SeriesState) -> i32 {
        self.end(s)
    }
    fn end(&self, s: &SeriesState) -> i32 {
        material(s.board(), s.mover()) - material(s.board(), !s.mover())
    }
    fn stop(&self) -> bool {
        false
    }
}

/// The greedy player's series: a mate if its beam meets one, else the series that
/// wins the most material at once (ties at random) among those after which a short
/// mate search finds no mate for the opponent.
pub fn greedy_series(pos: &Position, rng: &mut Rng) -> Option<Series> {
    let found = beam::search(
        pos,
        BeamWidth::new(8, 64),
        &MaterialOnly,
        &mut HashMap::default(),
    );
    if let Some(m) = found.mate {
        return Series::from_moves(*pos, &m).ok();
    }
    let mut cands: Vec<(i32, usize, Vec<crate::chess::Move>, Position)> = found
        .candidates
        .into_iter()
        .map(|c| (c.score, rng.below(1 << 20), c.moves, c.end))
        .collect();
    cands.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let limits = MateLimits {
        max_nodes: 5_000,
        max_time: Duration::from_millis(200),
        threads: MateLimits::THREADS,
    };
    for (_, _, moves, end) in cands.iter().take(6) {
        if !matches!(mate_in_one(end, limits).outcome, MateOutcome::Found(_)) {
            return Series::from_moves(*pos, moves).ok();
        }
    }
    match cands.first() {
        Some((_, _, moves, _)) => Series::from_moves(*pos, moves).ok(),
        None => any_series(pos),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_series_are_legal_and_vary() {
        let mut rng = Rng::new(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..20 {
            let s = random_series(&Position::initial(), &mut rng).unwrap();
            assert!(s.end().is_ok());
            seen.insert(s.coords());
        }
        assert!(seen.len() > 10);
    }

    #[test]
    fn greedy_takes_the_most_material() {
        // The rook takes the queen rather than the knight.
        let pos = Position::from_fen("4k3/8/8/1n1R1q2/8/8/8/4K3 w - - 0 1").unwrap();
        let s = greedy_series(&pos, &mut Rng::new(1)).unwrap();
        assert!(s.coords().contains(&"d5f5".to_string()), "{s:?}");
    }
}
