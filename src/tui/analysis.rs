//! What the position checker found, in the front end's vocabulary, and a series of
//! moves that can be stepped through on the board. The reports are made by the rules
//! core through [`crate::tui::adapters::setup`]; this module only holds and steps them.

use crate::core::Side;
use crate::tui::port::{Cell, PieceView};
use std::time::Duration;

/// What a check cost: shown to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cost {
    /// "Solver", "Checker", "Search".
    pub checker: &'static str,
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
    pub fn text(&self) -> Option<String> {
        (self.elapsed >= NOTABLE_TIME)
            .then(|| format!("{}: {}", self.checker, duration_text(self.elapsed)))
    }
}

/// A series of moves to replay on the board, one move at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SteppedLine {
    /// What the line is ("Rescue series", "Mating series").
    pub title: String,
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
    /// "move 2 of 3: Rxe2" or "before the first move".
    pub fn caption(&self) -> String {
        match self.step.checked_sub(1) {
            None => "start (→ steps through)".to_string(),
            Some(i) => format!(
                "move {} of {}: {}",
                i + 1,
                self.len(),
                self.san.get(i).map_or("", String::as_str)
            ),
        }
    }
}

/// The result of a mate search: the mate-in-one-series search (Flickering) or the
/// shortest mate in up to N moves (Xiangqi).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateFinding {
    /// "Mate in one series found", "No mating series exists", "Red mates in 2",
    /// "No mate in 3", "Gave up".
    pub headline: String,
    pub cost: Cost,
    /// Counts, time, and the limits the search ran under.
    pub facts: Vec<String>,
    pub line: Option<SteppedLine>,
}

/// What the checker says about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The side to move in the analysed position.
    pub side: Side,
    /// The verdict in a few words ("Mate", "Escape", "Checkmate", "Ongoing").
    pub verdict: String,
    /// One sentence explaining the verdict.
    pub explanation: String,
    /// Facts for the player (checking pieces, legal moves).
    pub facts: Vec<String>,
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
    /// The notation's name ("algebraic", "WXF", "Chinese").
    pub notation: &'static str,
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

/// "1 node", "2,345 nodes".
pub fn plural(n: u64, what: &str) -> String {
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    if n == 1 {
        format!("{grouped} {what}")
    } else {
        format!("{grouped} {what}s")
    }
}

/// A checker's time for players: "0.42 ms", "12 ms", "1.3 s".
pub fn duration_text(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 1.0 {
        format!("{} µs", d.as_micros())
    } else if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.1} s", ms / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: usize) -> SteppedLine {
        SteppedLine {
            title: "t".into(),
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
        assert_eq!(l.last_move(), None);
        l.forward();
        assert_eq!(l.last_move(), Some((Cell::new(0, 0), Cell::new(0, 1))));
        assert_eq!(l.caption(), "move 1 of 2: m0");
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
