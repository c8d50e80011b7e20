//! The review of a finished game (`play::review`) on records built to hold each
//! case, both games: a missed mate (the mating line is legal and mates: the
//! independent referee for Flickering Chess), an allowed mate, a turn with
//! neither, and searches stopped at their limits, reported as not decided.

use crate::referee::{referee_play, Referee};
use duochess::chess::Position;
use duochess::play::review::{
    review, Eval, Line, Mate, Review, ReviewProgress, ReviewSettings, Watch,
};
use duochess::record::load;
use duochess::session::GameKind;
use std::sync::atomic::AtomicBool;

/// Black misses Be5# (1b), White's every series then allows a mate (2a), Black
/// mates (2b).
pub const FLICKER_MISSED: &str = "[Variant \"Flickering\"]\n[SetUp \"1\"]\n\
[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n[Result \"0-1\"]\n\n\
1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n";

/// Two quiet series from the start.
pub const FLICKER_QUIET: &str = "[Variant \"Flickering\"]\n[Result \"*\"]\n\n1a. e4 1b. e5 *\n";

/// Red misses a mate in one (62.), Black's move allows it (62...), Red mates (63.).
pub const XIANGQI_MISSED: &str = "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n\
[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n[Result \"1-0\"]\n\n\
62. i5i6 g6i8 63. f8e6 1-0\n";

/// Two quiet moves from the start.
pub const XIANGQI_QUIET: &str = "[Variant \"xiangqi\"]\n[Result \"*\"]\n\n1. h3e3 h10g8 *\n";

fn reviewed(record: &str, settings: &ReviewSettings) -> (Review, ReviewProgress) {
    let loaded = load(record).unwrap();
    let progress = ReviewProgress::default();
    let cancel = AtomicBool::new(false);
    let r = review(
        &loaded.game,
        settings,
        Watch {
            cancel: &cancel,
            progress: &progress,
        },
    );
    (r, progress)
}

/// The referee's board after `series` from `start`: legal, and the opponent
/// mated (the referee finds no series of the opponent that ends with its king
/// safe).
fn referee_mates(start: &Position, series: &[String]) -> bool {
    let after: Referee = referee_play(&start.fen(), series).unwrap();
    let fen = format!(
        "{} {} - - 0 1",
        after.placement(),
        if start.turn() == duochess::core::Side::White {
            "b"
        } else {
            "w"
        }
    );
    crate::referee::referee_shortest(&fen).is_none()
}

#[test]
fn a_flickering_review_finds_the_missed_mate_the_allowed_one_and_the_mate_played() {
    let (r, progress) = reviewed(FLICKER_MISSED, &ReviewSettings::default());
    assert_eq!(r.kind, GameKind::Flickering);
    assert!(!r.cancelled);
    assert_eq!((progress.done(), progress.total()), (3, 3));
    let labels: Vec<String> = r.turns.iter().map(|t| t.label(r.kind)).collect();
    assert_eq!(labels, ["1b", "2a", "2b"]);

    // 1b: Be5# was there; the mating series the review gives is legal and mates.
    let Mate::Yes { line, moves: 1 } = &r.turns[0].missed_mate else {
        panic!("{:?}", r.turns[0].missed_mate)
    };
    let start = Position::from_fen("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1").unwrap();
    assert!(referee_mates(&start, &line.coords()), "{:?}", line.coords());
    assert_eq!(r.turns[0].allowed_mate, Mate::No);
    // White's every series then allows a mate: Black still mates a series later,
    // so the evaluation lost nothing.
    assert_eq!(r.turns[0].eval, Some(Eval::Mate(1)));
    assert_eq!((r.turns[0].loss, r.turns[0].class), (Some(0), None));

    // 2a: whatever White plays, Black mates next; the review gives that mate.
    let Mate::Yes { line, .. } = &r.turns[1].allowed_mate else {
        panic!("{:?}", r.turns[1].allowed_mate)
    };
    let Line::Series(s) = line else { panic!() };
    assert!(referee_mates(s.start(), &line.coords()));
    assert_eq!(r.turns[1].eval, Some(Eval::Mate(-1)));
    assert_eq!(r.turns[1].missed_mate, Mate::No);

    // 2b mated: nothing missed, nothing allowed.
    assert_eq!(r.turns[2].missed_mate, Mate::No);
    assert_eq!(r.turns[2].allowed_mate, Mate::No);
    assert_eq!(r.turns[2].eval, Some(Eval::Mate(0)));
    assert!(r.turns.iter().all(|t| t.decided()));
}

#[test]
fn a_quiet_flickering_turn_has_neither_and_an_evaluation() {
    let (r, _) = reviewed(FLICKER_QUIET, &ReviewSettings::default());
    assert_eq!(r.turns.len(), 2);
    for t in &r.turns {
        assert_eq!(t.missed_mate, Mate::No, "{t:?}");
        assert_eq!(t.allowed_mate, Mate::No, "{t:?}");
        assert!(matches!(t.eval, Some(Eval::Centipawns(_))), "{t:?}");
        assert!(t.best.is_some());
    }
}

#[test]
fn a_flickering_search_stopped_at_its_limits_is_not_decided() {
    let mut settings = ReviewSettings::default();
    settings.series_mate.max_nodes = 0;
    let (r, _) = reviewed(FLICKER_MISSED, &settings);
    // Be5# (1b) and the mate after 2a are not found: not decided, never "none".
    assert_eq!(r.turns[0].missed_mate, Mate::NotDecided);
    assert_eq!(r.turns[1].allowed_mate, Mate::NotDecided);
    assert!(!r.turns[0].decided() && !r.turns[1].decided());
    // The mate played is seen by the game itself.
    assert!(r.turns[2].decided());
}

#[test]
fn a_xiangqi_review_finds_the_missed_mate_the_allowed_one_and_the_mate_played() {
    let (r, progress) = reviewed(XIANGQI_MISSED, &ReviewSettings::default());
    assert_eq!((progress.done(), progress.total()), (3, 3));
    let labels: Vec<String> = r.turns.iter().map(|t| t.label(r.kind)).collect();
    assert_eq!(labels, ["62", "62", "63"]);
    let Mate::Yes { line, moves: 1 } = &r.turns[0].missed_mate else {
        panic!("{:?}", r.turns[0].missed_mate)
    };
    assert_eq!(line.coords(), ["f8e6"]);
    // The line mates: played on, the side to move has no move.
    let Line::Moves { start, moves } = line else {
        panic!()
    };
    let end = moves.iter().fold((**start).clone(), |p, &m| p.after(m));
    assert!(end.legal_moves().is_empty());
    assert_eq!(r.turns[0].allowed_mate, Mate::No);

    assert!(matches!(
        r.turns[1].allowed_mate,
        Mate::Yes { moves: 1, .. }
    ));
    assert_eq!(r.turns[1].missed_mate, Mate::No);
    assert_eq!(r.turns[2].missed_mate, Mate::No);
    assert_eq!(r.turns[2].allowed_mate, Mate::No);
    // No engine: the mate findings alone.
    assert!(r
        .turns
        .iter()
        .all(|t| t.eval.is_none() || t.eval == Some(Eval::Mate(0))));
    assert!(r
        .turns
        .iter()
        .all(|t| t.class.is_none() && t.best.is_none()));
}

#[test]
fn a_xiangqi_move_that_keeps_a_longer_mate_misses_nothing() {
    // Red mates in 2 (e10e9 i8g6 f8e6); e10e9 keeps it.
    let record = "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n\
[FEN \"4R4/9/3k1N2b/P8/9/2P5P/9/9/4A4/2B2KB2 w - - 3 61\"]\n\n61. e10e9 *\n";
    let (r, _) = reviewed(record, &ReviewSettings::default());
    assert_eq!(r.turns[0].missed_mate, Mate::No);
}

#[test]
fn a_quiet_xiangqi_move_has_neither_and_a_stopped_search_is_not_decided() {
    let (r, _) = reviewed(XIANGQI_QUIET, &ReviewSettings::default());
    for t in &r.turns {
        assert_eq!((&t.missed_mate, &t.allowed_mate), (&Mate::No, &Mate::No));
    }
    let mut settings = ReviewSettings::default();
    settings.xiangqi_mate.nodes = 1;
    let (r, _) = reviewed(XIANGQI_QUIET, &settings);
    assert_eq!(r.turns[0].missed_mate, Mate::NotDecided);
    assert_eq!(r.turns[0].allowed_mate, Mate::NotDecided);
}

#[test]
fn a_cancelled_review_stops_and_says_so() {
    let loaded = load(FLICKER_QUIET).unwrap();
    let progress = ReviewProgress::default();
    let cancel = AtomicBool::new(true);
    let r = review(
        &loaded.game,
        &ReviewSettings::default(),
        Watch {
            cancel: &cancel,
            progress: &progress,
        },
    );
    assert!(r.cancelled);
    assert!(r.turns.is_empty());
    assert_eq!((progress.done(), progress.total()), (0, 2));
}

#[test]
fn a_review_runs_as_a_background_job_whose_task_counts_the_turns() {
    use duochess::play::worker::{Job, JobEnd, Runner, Task};
    let loaded = load(XIANGQI_MISSED).unwrap();
    let (task, work) = duochess::play::review::job(loaded.game, ReviewSettings::default());
    let mut job = Job::start(Runner::Inline, task, work);
    let Task::Review(progress) = job.task().clone() else {
        panic!("{:?}", job.task())
    };
    assert_eq!((progress.done(), progress.total()), (3, 3));
    let Some(JobEnd::Done(r)) = job.finished() else {
        panic!("no review")
    };
    assert_eq!(r.turns.len(), 3);
    assert!(!r.cancelled);
}
