//! Lessons of both games: each position accepts a series (or move) the test finds
//! by its own search — not the stored "show me" one — and refuses a wrong try with
//! the rules core's reason; the stored "show me" answers meet their goals too.

use duochess::flicker::Series;
use duochess::practice::lessons::{self, LessonRefusal, Unmet, LESSONS};
use duochess::practice::xiangqi_lessons::{self as xl, LESSONS as XIANGQI};

/// The first series of at most `max` moves (depth-first, moves in generation
/// order) that `accept` takes and that differs from `avoid`.
fn search(
    start: Series,
    max: usize,
    avoid: &[String],
    accept: &dyn Fn(&Series) -> bool,
) -> Option<Series> {
    fn walk(
        s: &Series,
        max: usize,
        avoid: &[String],
        accept: &dyn Fn(&Series) -> bool,
    ) -> Option<Series> {
        if !s.is_empty() && s.coords() != avoid && accept(s) {
            return Some(s.clone());
        }
        if s.len() == max {
            return None;
        }
        for m in s.legal_moves() {
            let mut next = s.clone();
            next.play(&m).unwrap();
            if let Some(found) = walk(&next, max, avoid, accept) {
                return Some(found);
            }
        }
        None
    }
    walk(&start, max, avoid, accept)
}

#[test]
fn every_flickering_lesson_accepts_a_series_found_by_search() {
    for lesson in LESSONS {
        let start = lesson.position().unwrap();
        let shown = lesson.solution().unwrap();
        assert_eq!(lesson.check(&shown), Ok(()), "{}: show me", lesson.id);
        let found = search(Series::new(start), 3, &shown.coords(), &|s| {
            lesson.check(s).is_ok()
        })
        .unwrap_or_else(|| panic!("{}: no other solution within 3 moves", lesson.id));
        assert_ne!(found.coords(), shown.coords());
        assert_eq!(
            lesson.check_text(&found.coords().join(",")),
            Ok(()),
            "{}",
            lesson.id
        );
    }
}

/// For each lesson a wrong try and a word its refusal must contain.
const WRONG: &[(&str, &str, &str)] = &[
    ("never-captured", "b2c3,b1b8", "never captured"),
    ("never-captured", "b2c3", "does not move"),
    ("two-checks", "c2c3", "attacked by the rook on e8"),
    ("castle-after-clearing", "g1f3,e1g1", "f1 is not empty"),
    ("castle-after-clearing", "g1f3,f1e2", "does not castle"),
    ("two-en-passant", "d5c6", "1 pawn(s) en passant"),
    ("two-en-passant", "d5e6,f5e6", "occupied by your own pawn"),
    (
        "no-stepping-into-check",
        "e1d2,e2e3",
        "attacked by the bishop on g5",
    ),
    ("no-stepping-into-check", "e1f1", "ends on f1, not on d2"),
    ("pinned-piece", "e2b5", "attacked by the rook on e8"),
    ("pinned-piece", "a3e3", "does not capture on b5"),
    ("hidden-rescue", "a4b3", "attacked by"),
];

#[test]
fn flickering_lessons_refuse_wrong_tries_with_the_reason() {
    for &(id, text, reason) in WRONG {
        let lesson = lessons::lesson(id).unwrap();
        let err = lesson.check_text(text).unwrap_err();
        assert!(err.to_string().contains(reason), "{id} {text}: {err}");
    }
    // Every lesson is tried wrongly at least once.
    assert!(LESSONS.iter().all(|l| WRONG.iter().any(|w| w.0 == l.id)));
    // The goal's refusal is typed, not only a text.
    let l = lessons::lesson("castle-after-clearing").unwrap();
    assert_eq!(
        l.check_text("g1f3"),
        Err(LessonRefusal::Unmet(Unmet::NoCastling))
    );
}

#[test]
fn the_two_checks_and_hidden_rescue_lessons_need_more_than_one_move() {
    for id in ["two-checks", "hidden-rescue"] {
        let lesson = lessons::lesson(id).unwrap();
        let start = lesson.position().unwrap();
        assert!(start.is_check());
        let one = search(Series::new(start), 1, &[], &|s| lesson.check(s).is_ok());
        assert!(one.is_none(), "{id}: {one:?}");
    }
}

/// For each Xiangqi lesson a wrong try and a word its refusal must contain.
const XIANGQI_WRONG: &[(&str, &str, &str)] = &[
    ("horse-legs", "e6d8", "the horse's leg is blocked on e7"),
    ("horse-legs", "b7a9", "does not give check"),
    (
        "elephant-eyes",
        "c1e3",
        "the elephant's eye is blocked on d2",
    ),
    (
        "cannon-screens",
        "b3h3",
        "jumping exactly one piece, and there is none between",
    ),
    ("cannon-screens", "b3b4", "does not capture"),
    (
        "flying-general",
        "e5d7",
        "facing the other general on the e-file",
    ),
    ("stalemate-loses", "a5a10", "in check"),
    ("stalemate-loses", "a5a6", "still has a legal move"),
];

#[test]
fn every_xiangqi_lesson_accepts_a_move_found_by_search_and_refuses_wrong_tries() {
    for lesson in XIANGQI {
        let pos = lesson.position().unwrap();
        let shown = lesson.check_text(lesson.show_me).unwrap();
        let found: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| lesson.check(&pos, m).is_ok())
            .collect();
        assert!(found.contains(&shown), "{}", lesson.id);
        // Every accepted move found is accepted by text too (through the rules core).
        for m in &found {
            assert!(lesson.check_text(&m.coord()).is_ok(), "{} {m}", lesson.id);
        }
        // And not every legal move is accepted: the goal decides.
        assert!(found.len() < pos.legal_moves().len(), "{}", lesson.id);
    }
    for &(id, text, reason) in XIANGQI_WRONG {
        let lesson = xl::lesson(id).unwrap();
        let err = lesson.check_text(text).unwrap_err();
        assert!(err.to_string().contains(reason), "{id} {text}: {err}");
    }
    assert!(XIANGQI
        .iter()
        .all(|l| XIANGQI_WRONG.iter().any(|w| w.0 == l.id)));
}

#[test]
fn lesson_ids_are_unique() {
    let mut ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    ids.extend(XIANGQI.iter().map(|l| l.id));
    let n = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), n);
    // (Their words are the front end's: tests/tui/tui_i18n_learn.rs.)
}
