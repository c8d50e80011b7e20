//! The checker a screen calls: the player's series (or verdict) for a puzzle is
//! accepted or refused, and a refusal carries the rules core's reason. Any series
//! that does what the puzzle asks is accepted; the stored solution is never
//! compared with the player's answer.

use super::puzzle::{JudgeVerdict, Puzzle, PuzzleKind, Solution};
use crate::flicker::notation::{parse_series, NotationError};
use crate::flicker::{solve, CannotEnd, Series, Verdict};

/// Why an answer is refused (the front end words it for the player; the English
/// `Display` is for the `puzzles` command and tests).
#[derive(Debug, Clone, thiserror::Error)]
pub enum Refused {
    /// The text is not a series that can be played here (names the move and why).
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The moves are legal but the series cannot end (the king is still attacked).
    #[error("the series cannot end: {0}")]
    CannotEnd(#[from] CannotEnd),
    /// The series ends, but the opponent is not mated: here is their rescue.
    #[error("not mate: the opponent escapes with {}", .rescue.coords().join(", "))]
    NotMate { rescue: Box<Series> },
    /// The series ends, but the opponent is stalemated (a draw), not mated.
    #[error("that is stalemate (a draw), not mate: the opponent is not in check and has no legal series")]
    Stalemate,
    /// The verdict given is not the solver's.
    #[error("not {said}: the position is {truth}")]
    WrongVerdict {
        said: JudgeVerdict,
        truth: JudgeVerdict,
    },
    /// The series was played from another position than the puzzle's.
    #[error("the series starts from another position than the puzzle's")]
    OtherPosition,
    /// A series for a judge puzzle, or a verdict for a series puzzle.
    #[error("this {kind} puzzle asks for {wants}")]
    WrongAnswerKind { kind: PuzzleKind, wants: Wanted },
}

/// What kind of answer a puzzle asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Wanted {
    #[error("a verdict: mate, stalemate or escape")]
    Verdict,
    #[error("a series")]
    Series,
}

/// What an accepted answer achieved, with the proof a screen may show.
#[derive(Debug, Clone)]
pub enum Accepted {
    /// The series frees the king.
    Escaped,
    /// The series mates the opponent.
    Mates,
    /// The verdict is right; for an escape, the solver's rescue.
    Judged {
        verdict: JudgeVerdict,
        rescue: Option<Series>,
    },
}

/// Check a series typed as text (SAN or coordinates, moves separated by `,`).
pub fn check_text(puzzle: &Puzzle, text: &str) -> Result<Accepted, Refused> {
    let series = parse_series(&puzzle.position, text)?;
    check_series(puzzle, &series)
}

/// Check a series played on the board.
pub fn check_series(puzzle: &Puzzle, series: &Series) -> Result<Accepted, Refused> {
    if series.start() != &puzzle.position {
        return Err(Refused::OtherPosition);
    }
    let end = match puzzle.kind {
        PuzzleKind::Judge => {
            return Err(Refused::WrongAnswerKind {
                kind: puzzle.kind,
                wants: Wanted::Verdict,
            })
        }
        PuzzleKind::Escape | PuzzleKind::MateInOne => series.end()?,
    };
    if puzzle.kind == PuzzleKind::Escape {
        return Ok(Accepted::Escaped);
    }
    match solve(&end).verdict {
        Verdict::Mate => Ok(Accepted::Mates),
        Verdict::Stalemate => Err(Refused::Stalemate),
        Verdict::Escape(rescue) => Err(Refused::NotMate {
            rescue: Box::new(rescue),
        }),
    }
}

/// Check a judge puzzle's verdict.
pub fn check_verdict(puzzle: &Puzzle, said: JudgeVerdict) -> Result<Accepted, Refused> {
    let Solution::Verdict(truth, rescue) = &puzzle.solution else {
        return Err(Refused::WrongAnswerKind {
            kind: puzzle.kind,
            wants: Wanted::Series,
        });
    };
    if said == *truth {
        Ok(Accepted::Judged {
            verdict: said,
            rescue: rescue.clone(),
        })
    } else {
        Err(Refused::WrongVerdict {
            said,
            truth: *truth,
        })
    }
}
