//! What the review screen draws of a line: the position it starts from and the
//! position after it, with the moves that led there (from and to of each), as
//! the board widget takes them. No terminal code: the cells are the port's.

use super::Line;
use crate::play::adapters::flicker::{attacked_kings, cell as chess_cell, chess_cells};
use crate::play::adapters::xiangqi::{cell as xiangqi_cell, cells_of, checked_in};
use crate::play::port::{Cell, PieceView};

/// A position of a line, ready to draw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineBoard {
    /// The pieces, rank by rank from `a1` (`BoardShape::index`).
    pub cells: Vec<Option<PieceView>>,
    /// From and to of each move that led here (none at the line's start).
    pub moves: Vec<(Cell, Cell)>,
    /// Kings or generals attacked here.
    pub checked: Vec<Cell>,
    /// The position as a FEN (for the editor).
    pub fen: String,
}

/// Which line of a turn the review screen shows on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The series or move played.
    Played,
    /// The mate the mover had and missed (a mating series, a mating line).
    MissedMate,
    /// The mate the turn allowed the opponent, from the position after it.
    AllowedMate,
    /// The computer's or the engine's choice.
    Better,
}

impl super::TurnReview {
    /// The lines of this turn there are to show, in the order Tab steps
    /// through them: the one played first, then the mate missed, the mate
    /// allowed, and the better choice (when it is not the mate already shown).
    pub fn shown_lines(&self) -> Vec<Shown> {
        let mut out = vec![Shown::Played];
        if self.missed_mate.line().is_some() {
            out.push(Shown::MissedMate);
        }
        if self.allowed_mate.line().is_some() {
            out.push(Shown::AllowedMate);
        }
        let missed = self.missed_mate.line();
        if self.best.is_some()
            && self.best.as_ref() != missed
            && self.best.as_ref() != Some(&self.played)
        {
            out.push(Shown::Better);
        }
        out
    }

    /// The line `shown` of this turn, if it has one.
    pub fn line(&self, shown: Shown) -> Option<&Line> {
        match shown {
            Shown::Played => Some(&self.played),
            Shown::MissedMate => self.missed_mate.line(),
            Shown::AllowedMate => self.allowed_mate.line(),
            Shown::Better => self.best.as_ref(),
        }
    }
}

impl Line {
    /// The position the line starts from.
    pub fn start_board(&self) -> LineBoard {
        match self {
            Line::Series(s) => flickering_board(s.start()),
            Line::Moves { start, .. } => xiangqi_board(start),
        }
    }

    /// The position after the line, with its moves marked.
    pub fn end_board(&self) -> LineBoard {
        match self {
            Line::Series(s) => {
                let board = s.state().board();
                // The position after a series that may end; a series that cannot
                // (never one a review keeps) shows its start's FEN.
                let fen = s.end().map_or_else(|_| s.start().fen(), |p| p.fen());
                LineBoard {
                    cells: chess_cells(board),
                    moves: s
                        .moves()
                        .iter()
                        .map(|m| (chess_cell(m.from), chess_cell(m.to)))
                        .collect(),
                    checked: attacked_kings(board),
                    fen,
                }
            }
            Line::Moves { start, moves } => {
                let mut pos = (**start).clone();
                for &m in moves {
                    pos.play(m);
                }
                LineBoard {
                    cells: cells_of(&pos),
                    moves: moves
                        .iter()
                        .map(|m| (xiangqi_cell(m.from), xiangqi_cell(m.to)))
                        .collect(),
                    checked: checked_in(&pos),
                    fen: pos.to_fen(),
                }
            }
        }
    }
}

/// A Flickering position, to draw (the game's last one while it is reviewed).
pub fn flickering_board(pos: &crate::chess::Position) -> LineBoard {
    LineBoard {
        cells: chess_cells(pos.board()),
        moves: Vec::new(),
        checked: attacked_kings(pos.board()),
        fen: pos.fen(),
    }
}

/// A Xiangqi position, to draw.
pub fn xiangqi_board(pos: &crate::xiangqi::Position) -> LineBoard {
    LineBoard {
        cells: cells_of(pos),
        moves: Vec::new(),
        checked: checked_in(pos),
        fen: pos.to_fen(),
    }
}

#[cfg(test)]
mod tests {
    use crate::play::review::{review_to_end, Mate, ReviewSettings};

    #[test]
    fn a_missed_mate_ends_on_the_mated_king() {
        let record =
            "[Variant \"Flickering\"]\n[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n\n\
             1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n";
        let game = crate::record::load(record).unwrap().game;
        let r = review_to_end(&game, &ReviewSettings::default());
        let missed = r
            .turns
            .iter()
            .find_map(|t| match &t.missed_mate {
                Mate::Yes { line, .. } => Some(line.clone()),
                _ => None,
            })
            .expect("the record has a missed mate");
        let start = missed.start_board();
        let end = missed.end_board();
        assert!(start.moves.is_empty());
        assert_eq!(end.moves.len(), missed.coords().len());
        assert!(!end.checked.is_empty(), "the mated king is attacked");
        assert_ne!(start.cells, end.cells);
    }
}
