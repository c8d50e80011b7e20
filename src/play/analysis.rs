//! What the position checker found, in the front end's vocabulary, and a series of
//! moves that can be stepped through on the board. The reports are made by the rules
//! core through [`crate::play::adapters::setup`]; this module only holds and steps them.

use crate::core::Side;
use crate::play::port::{Cell, PieceKind, PieceView};
use std::time::Duration;

/// Who made a report: its cost is told under this name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Checker {
    /// The exact Flickering solver.
    Solver,
    /// The Xiangqi position checker.
    Checker,
    /// A mate search.
    Search,
    /// A UCI engine.
    Engine,
}

/// What a check cost: shown to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cost {
    pub checker: Checker,
    /// States or nodes visited, when the checker counts them.
    pub nodes: Option<(u64, &'static str)>,
    pub elapsed: Duration,
}

/// Below this a check's time is not worth a line to the player.
const NOTABLE_TIME: Duration = Duration::from_millis(500);

impl Cost {
    /// For players: how long a check took, once that is long enough to notice
    /// ("Search: 1.3 s"); nothing for a quick one. The states counted and the exact
    /// times are for `check --json` and the benchmarks.
    pub fn notable(&self) -> Option<Duration> {
        (self.elapsed >= NOTABLE_TIME).then_some(self.elapsed)
    }
}

/// What a line to step through is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LineTitle {
    /// The series that frees a Flickering king from check.
    RescueSeries,
    /// A Flickering series that mates.
    MatingSeries,
    /// A forced Xiangqi mate, both sides' moves.
    MatingLine,
    /// A UCI engine's best line.
    EngineLine,
}

/// A series of moves to replay on the board, one move at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SteppedLine {
    pub title: LineTitle,
    /// The moves in notation.
    pub san: Vec<String>,
    /// The board before the first move, then after each move (`san.len() + 1`).
    pub boards: Vec<Vec<Option<PieceView>>>,
    /// From and to of each move, for highlighting.
    pub moves: Vec<(Cell, Cell)>,
    /// The kings or generals attacked on each board (`boards.len()` entries).
    pub checked: Vec<Vec<Cell>>,
    /// How many moves are shown played (0 = the analysed position).
    pub step: usize,
}

impl SteppedLine {
    pub fn len(&self) -> usize {
        self.moves.len()
    }
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
    pub fn forward(&mut self) {
        self.step = (self.step + 1).min(self.len());
    }
    pub fn back(&mut self) {
        self.step = self.step.saturating_sub(1);
    }
    pub fn to_start(&mut self) {
        self.step = 0;
    }
    pub fn to_end(&mut self) {
        self.step = self.len();
    }
    /// The board at the current step.
    pub fn board(&self) -> Option<&Vec<Option<PieceView>>> {
        self.boards.get(self.step)
    }
    /// The kings or generals attacked at the current step.
    pub fn checked(&self) -> &[Cell] {
        self.checked.get(self.step).map_or(&[], Vec::as_slice)
    }
    /// The move that led to the current step (none at the start).
    pub fn last_move(&self) -> Option<(Cell, Cell)> {
        self.step
            .checked_sub(1)
            .and_then(|i| self.moves.get(i))
            .copied()
    }
    /// The move that led to the current step, as (its number from 1, its text).
    pub fn current(&self) -> Option<(usize, &str)> {
        let i = self.step.checked_sub(1)?;
        Some((i + 1, self.san.get(i).map_or("", String::as_str)))
    }
}

/// Why a Xiangqi mate search stopped before it decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopWhy {
    /// Its position count.
    Nodes,
    /// Its time limit.
    Time(Duration),
    Cancelled,
}

/// An engine's score, told from Red's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns, positive for Red.
    Centipawns(i32),
    /// `side` mates in `moves`.
    Mate { side: Side, moves: i32 },
    /// `side`, to move, is mated.
    Mated(Side),
}

/// What a mate search or an engine found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// Flickering: `side` mates in one series of `moves` moves.
    SeriesMate { side: Side, moves: usize },
    /// Flickering: no series of `side` mates.
    NoMatingSeries { side: Side },
    /// Flickering: the limits stopped the search; every series shorter than
    /// `searched_len` moves was searched.
    SeriesGaveUp { searched_len: usize },
    /// Xiangqi: `side` wins in `moves` (the last move stalemates: `stalemate`).
    Mate {
        side: Side,
        moves: u32,
        stalemate: bool,
    },
    /// Xiangqi: no win for `side` in up to `max` moves.
    NoMate { side: Side, max: u32 },
    /// Xiangqi: stopped; no mate in up to `decided` moves (0: nothing decided).
    Stopped { why: StopWhy, decided: u32 },
    /// A UCI engine's evaluation (`None`: it gave no score).
    Engine {
        name: String,
        score: Option<EngineScore>,
    },
}

/// A fact about a search or an evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The time the search may take (`None`: no time limit).
    TimeLimit(Option<Duration>),
    /// The engine's search depth.
    Depth(u32),
    /// The engine's best move, in the chosen notation.
    BestMove(String),
    /// The engine's line is not shown: a move of it was refused.
    LineRefused(crate::uci::PvRefused),
    /// The engine's line is not shown: it does not begin with its best move.
    LineNotFromBest,
    /// Only the first `shown` moves of the engine's `of` are shown.
    LineCut { shown: usize, of: usize },
}

/// The result of a mate search: the mate-in-one-series search (Flickering) or the
/// shortest mate in up to N moves (Xiangqi), or an engine's evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateFinding {
    pub headline: Finding,
    pub cost: Cost,
    /// The limits the search ran under, the engine's facts.
    pub facts: Vec<Fact>,
    pub line: Option<SteppedLine>,
}

/// The checker's verdict on the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Flickering: the king on `kings` is attacked and no series frees it.
    Mate { kings: Vec<Cell> },
    /// Flickering: the king is not attacked, and there is no legal series.
    Stalemate,
    /// Flickering: in check, and a rescue series of `moves` moves frees it.
    Escape { moves: usize },
    /// Flickering: not in check, with legal series.
    PlayGoesOn,
    /// Xiangqi: in check with no legal move.
    Checkmate,
    /// Xiangqi: no legal move, not in check (which loses).
    XiangqiStalemate,
    /// Xiangqi: the game goes on; the side is in check or not.
    Ongoing { in_check: bool },
}

impl Verdict {
    /// Whether the side to move has lost (or cannot move).
    pub fn is_over(&self) -> bool {
        matches!(
            self,
            Verdict::Mate { .. }
                | Verdict::Stalemate
                | Verdict::Checkmate
                | Verdict::XiangqiStalemate
        )
    }
}

/// What the checker says about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The side to move in the analysed position.
    pub side: Side,
    pub verdict: Verdict,
    /// The pieces giving check (Xiangqi), and where they stand.
    pub checkers: Vec<(PieceKind, Cell)>,
    /// The checker's time.
    pub cost: Cost,
    /// Kings or generals attacked in the analysed position.
    pub checked: Vec<Cell>,
    /// A rescue series to step through (Flickering, escape from check).
    pub line: Option<SteppedLine>,
    /// The mate-in-one-series search, once run.
    pub mate: Option<MateFinding>,
    /// A UCI engine's evaluation and best line (Xiangqi), once asked.
    pub engine: Option<MateFinding>,
    /// Every legal move, in the chosen notation (Xiangqi).
    pub moves: Option<MoveListing>,
}

/// The legal moves of the analysed position, written in one notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveListing {
    pub notation: crate::xiangqi::notation::Notation,
    pub moves: Vec<String>,
}

impl Analysis {
    /// The line the step keys move through: the mating series once found, else the
    /// engine's best line, else the rescue series.
    pub fn active_line(&self) -> Option<&SteppedLine> {
        self.mate
            .as_ref()
            .and_then(|m| m.line.as_ref())
            .or(self.engine.as_ref().and_then(|e| e.line.as_ref()))
            .or(self.line.as_ref())
    }
    pub fn active_line_mut(&mut self) -> Option<&mut SteppedLine> {
        if self.mate.as_ref().is_some_and(|m| m.line.is_some()) {
            return self.mate.as_mut().and_then(|m| m.line.as_mut());
        }
        if self.engine.as_ref().is_some_and(|e| e.line.is_some()) {
            return self.engine.as_mut().and_then(|e| e.line.as_mut());
        }
        self.line.as_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: usize) -> SteppedLine {
        SteppedLine {
            title: LineTitle::MatingSeries,
            san: (0..n).map(|i| format!("m{i}")).collect(),
            boards: vec![Vec::new(); n + 1],
            moves: (0..n as u8)
                .map(|i| (Cell::new(i, 0), Cell::new(i, 1)))
                .collect(),
            checked: (0..=n).map(|i| vec![Cell::new(i as u8, 7)]).collect(),
            step: 0,
        }
    }

    #[test]
    fn stepping_stays_inside_the_line() {
        let mut l = line(2);
        l.back();
        assert_eq!(l.step, 0);
        assert_eq!(l.current(), None);
        assert_eq!(l.last_move(), None);
        l.forward();
        assert_eq!(l.last_move(), Some((Cell::new(0, 0), Cell::new(0, 1))));
        assert_eq!(l.current(), Some((1, "m0")));
        assert_eq!(l.checked(), &[Cell::new(1, 7)]);
        l.forward();
        l.forward();
        assert_eq!(l.step, 2);
        l.to_start();
        assert_eq!(l.step, 0);
        l.to_end();
        assert_eq!(l.step, 2);
    }
}
