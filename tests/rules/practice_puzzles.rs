//! Generated puzzles replayed through the independent slow referee (the one in
//! `tests/common/referee.rs`, written from the rules alone) and, where brute force
//! with the referee is too slow, the unpruned breadth-first search checked against
//! it there; and the puzzle checker's acceptances and refusals.
//!
//! `DUOCHESS_PUZZLE_SAMPLE=N` checks N puzzles of each kind instead of a few.

use crate::flicker_reference::exhaustive_shortest;
use crate::referee::{referee_accepts, referee_shortest, Referee};
use duochess::chess::Position;
use duochess::flicker::{Series, SeriesState};
use duochess::practice::plausible;
use duochess::practice::puzzle::{generate, JudgeVerdict, Puzzle, PuzzleKind, Request, Solution};
use duochess::practice::{check_series, check_text, check_verdict, Accepted, Refused};

fn sample() -> usize {
    std::env::var("DUOCHESS_PUZZLE_SAMPLE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20)
}

fn puzzles(kind: PuzzleKind, count: usize, difficulty: Option<u8>, seed: u64) -> Vec<Puzzle> {
    generate(&Request {
        kind,
        count,
        difficulty,
        seed,
    })
    .unwrap()
    .puzzles
}

fn in_check(pos: &Position) -> bool {
    !Referee::new(pos).king_safe()
}

/// The shortest escape length, by the referee's brute force when the mover has few
/// units, else by the unpruned search (itself compared with the referee).
fn independent_shortest(pos: &Position) -> Option<usize> {
    if pos.board().side(pos.turn()).count() <= 4 {
        referee_shortest(&pos.fen())
    } else {
        exhaustive_shortest(pos)
    }
}

fn answer(p: &Puzzle) -> Vec<String> {
    match &p.solution {
        Solution::Series(s) => s.coords(),
        Solution::Verdict(..) => panic!("not a series puzzle"),
    }
}

#[test]
fn escape_puzzles_are_in_check_with_a_shortest_escape_of_the_stated_length() {
    let list = puzzles(PuzzleKind::Escape, sample(), None, 5);
    let mut lengths = std::collections::BTreeSet::new();
    for p in &list {
        let fen = p.position.fen();
        assert!(in_check(&p.position), "{fen}: not in check");
        let witness = answer(p);
        assert_eq!(referee_accepts(&fen, &witness), Ok(()), "{fen}");
        assert_eq!(witness.len(), p.difficulty as usize, "{fen}");
        assert_eq!(
            independent_shortest(&p.position),
            Some(witness.len()),
            "{fen}"
        );
        lengths.insert(p.difficulty);
    }
    // Lengths 1 to 5 take turns.
    assert!(lengths.len() >= 4.min(list.len()), "{lengths:?}");
}

#[test]
fn escape_puzzles_of_a_wanted_difficulty_have_it() {
    for d in [2u8, 3] {
        for p in puzzles(PuzzleKind::Escape, 3, Some(d), 9) {
            assert_eq!(p.difficulty, d);
            assert_eq!(
                independent_shortest(&p.position),
                Some(d as usize),
                "{}",
                p.position.fen()
            );
        }
    }
}

#[test]
fn mate_in_one_puzzles_mate_with_a_legal_series_and_are_not_mate_already() {
    let mut list = puzzles(PuzzleKind::MateInOne, sample(), None, 5);
    // Single-move mates come from their own scan.
    list.extend(puzzles(PuzzleKind::MateInOne, 5, Some(1), 6));
    // Longer mates come from their own source (a lone king against pieces).
    list.extend(puzzles(PuzzleKind::MateInOne, 4, Some(3), 7));
    list.extend(puzzles(PuzzleKind::MateInOne, 2, Some(4), 7));
    for p in list {
        let fen = p.position.fen();
        let coords = answer(&p);
        assert_eq!(coords.len(), p.difficulty as usize);
        // Legal by the referee (it also checks the mover's king ends safe).
        assert_eq!(referee_accepts(&fen, &coords), Ok(()), "{fen}");
        // Not mate or stalemate already: the mover has a series.
        assert!(independent_shortest(&p.position).is_some(), "{fen}");
        // After it the opponent is in check with no escape.
        let Solution::Series(series) = &p.solution else {
            unreachable!()
        };
        let end = series.end().unwrap();
        assert!(in_check(&end), "{fen}: no check after {coords:?}");
        assert_eq!(
            independent_shortest(&end),
            None,
            "{fen}: {coords:?} does not mate"
        );
    }
}

#[test]
fn judge_verdicts_are_right() {
    let list = puzzles(PuzzleKind::Judge, sample().max(6), None, 5);
    let mut seen = std::collections::HashSet::new();
    for p in &list {
        let fen = p.position.fen();
        let Solution::Verdict(v, rescue) = &p.solution else {
            panic!("judge without verdict")
        };
        seen.insert(*v);
        let check = in_check(&p.position);
        match v {
            JudgeVerdict::Escape => {
                assert!(check, "{fen}");
                let coords = rescue.as_ref().unwrap().coords();
                assert_eq!(referee_accepts(&fen, &coords), Ok(()), "{fen}");
            }
            JudgeVerdict::Mate => {
                assert!(check, "{fen}");
                assert_eq!(independent_shortest(&p.position), None, "{fen}");
            }
            JudgeVerdict::Stalemate => {
                assert!(!check, "{fen}");
                assert_eq!(independent_shortest(&p.position), None, "{fen}");
            }
        }
    }
    assert_eq!(seen.len(), 3, "all three verdicts appear");
}

/// Every kind at every difficulty (and at any) gives positions a game could reach:
/// at most 16 units a side, no more promoted pieces than missing pawns, no pawn
/// on its first or last rank, the kings apart, the pawns' files reachable
/// (`practice::plausible`).
#[test]
fn puzzles_of_every_kind_and_difficulty_are_positions_a_game_could_reach() {
    for kind in PuzzleKind::ALL {
        for difficulty in [None, Some(1), Some(2), Some(3), Some(4), Some(5)] {
            let seed = 40 + u64::from(difficulty.unwrap_or(0));
            for p in puzzles(kind, 10, difficulty, seed) {
                assert_eq!(
                    plausible::check(&p.position),
                    Ok(()),
                    "{kind} at difficulty {difficulty:?}, seed {seed}: {}",
                    p.position.fen()
                );
            }
        }
    }
}

#[test]
fn same_seed_same_puzzles_and_no_duplicates() {
    let fens = |seed| -> Vec<String> {
        puzzles(PuzzleKind::Escape, 12, None, seed)
            .iter()
            .map(|p| p.position.fen())
            .collect()
    };
    let a = fens(3);
    assert_eq!(a, fens(3));
    assert_ne!(a, fens(4));
    let unique: std::collections::HashSet<_> = a.iter().collect();
    assert_eq!(unique.len(), a.len());
}

/// Every escaping series of exactly `len` moves from `pos` (by plain enumeration).
fn escapes_of_length(pos: &Position, len: usize) -> Vec<Series> {
    fn walk(s: &Series, len: usize, out: &mut Vec<Series>) {
        if s.len() == len {
            if s.can_end().is_ok() {
                out.push(s.clone());
            }
            return;
        }
        for m in s.legal_moves() {
            let mut next = s.clone();
            next.play(&m).unwrap();
            walk(&next, len, out);
        }
    }
    let mut out = Vec::new();
    walk(&Series::new(*pos), len, &mut out);
    out
}

#[test]
fn the_checker_accepts_any_escape_and_refuses_with_the_rules_reason() {
    // A two-move escape puzzle with several answers.
    let p = puzzles(PuzzleKind::Escape, 1, Some(2), 21).remove(0);
    let all = escapes_of_length(&p.position, 2);
    assert!(!all.is_empty());
    for s in &all {
        assert!(
            matches!(check_series(&p, s), Ok(Accepted::Escaped)),
            "{s:?}"
        );
    }
    let stored = answer(&p);
    let first = &stored[0];
    // One move alone does not free the king (the shortest escape has two).
    match check_text(&p, first) {
        Err(Refused::CannotEnd(e)) => assert!(e.to_string().contains("attacked by"), "{e}"),
        other => panic!("{other:?}"),
    }
    // An illegal move names the move and the reason.
    let king = p.position.our_king();
    let bad = format!("{king}{king}");
    assert!(matches!(check_text(&p, &bad), Err(Refused::Notation(_))));
    // A verdict is not an answer to an escape puzzle.
    assert!(matches!(
        check_verdict(&p, JudgeVerdict::Escape),
        Err(Refused::WrongAnswerKind { .. })
    ));
}

#[test]
fn the_checker_refuses_a_series_that_does_not_mate_and_shows_the_rescue() {
    let p = puzzles(PuzzleKind::MateInOne, 1, None, 2).remove(0);
    let Solution::Series(stored) = &p.solution else {
        unreachable!()
    };
    assert!(matches!(check_series(&p, stored), Ok(Accepted::Mates)));
    // Some legal one-move series that ends and does not mate: refused with the
    // opponent's rescue, which the referee accepts.
    let start = SeriesState::start(&p.position);
    let mut refused = 0;
    for m in start.legal_moves() {
        let mut s = Series::new(p.position);
        s.play(&m).unwrap();
        if s.can_end().is_err() {
            continue;
        }
        match check_series(&p, &s) {
            Ok(Accepted::Mates) => {
                // Another mating series: its end position is mate by the referee.
                let end = s.end().unwrap();
                assert!(in_check(&end) && independent_shortest(&end).is_none());
            }
            Err(Refused::NotMate { rescue }) => {
                let end = s.end().unwrap();
                assert_eq!(referee_accepts(&end.fen(), &rescue.coords()), Ok(()));
                refused += 1;
            }
            Err(Refused::Stalemate) => {
                let end = s.end().unwrap();
                assert!(!in_check(&end) && independent_shortest(&end).is_none());
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(refused > 0);
}

#[test]
fn the_checker_judges_verdicts() {
    for p in puzzles(PuzzleKind::Judge, 3, None, 8) {
        let Solution::Verdict(truth, _) = &p.solution else {
            unreachable!()
        };
        assert!(check_verdict(&p, *truth).is_ok());
        for other in JudgeVerdict::ALL.into_iter().filter(|v| v != truth) {
            match check_verdict(&p, other) {
                Err(Refused::WrongVerdict { said, truth: t }) => {
                    assert_eq!((said, t), (other, *truth))
                }
                r => panic!("{r:?}"),
            }
        }
        assert!(matches!(
            check_text(&p, "e2e4"),
            Err(Refused::WrongAnswerKind { .. }) | Err(Refused::Notation(_))
        ));
    }
}
