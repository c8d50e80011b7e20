//! `--mate-in-one` (Flickering): positions with a mating series, derived from the
//! reference mates by moving one of the mating side's pieces back to a square from
//! which it reaches its mating square in one move; positions with none; and every
//! series the search prints checked independently: it is legal, it can end, and the
//! opponent's position after it is mate by the solver.

use duochess::chess::{tables, Board, Piece, Position, Role};
use duochess::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use duochess::flicker::{solve, Series, Verdict};

/// Reference positions where the side to move is mated (no en passant rights).
fn reference_mates() -> Vec<Position> {
    include_str!("data/flicker-verdicts.tsv")
        .lines()
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.get(1) == Some(&"mate")).then(|| cols[0])
        })
        .filter_map(|fen| Position::from_fen(fen).ok())
        .filter(|p| p.ep_squares().is_empty())
        .collect()
}

/// Positions one move of the mating side before `mated`: a piece of the side that
/// just moved stands on a square from which it can move (without capturing) to the
/// square it holds in `mated`.
fn predecessors(mated: &Position) -> Vec<Position> {
    let them = !mated.turn();
    let board = mated.board();
    let occ = board.occupied();
    let t = tables();
    let mut out = Vec::new();
    for sq in board.side(them) {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let back = match role {
            Role::Knight => t.knight(sq),
            Role::Bishop => t.bishop(sq, occ),
            Role::Rook => t.rook(sq, occ),
            Role::Queen => t.queen(sq, occ),
            Role::Pawn | Role::King => continue,
        } & !occ;
        for from in back {
            let mut b: Board = *board;
            b.remove(sq);
            b.put(from, Piece::new(them, role));
            if let Ok(p) = Position::checked(
                b,
                them,
                mated.castling(),
                Default::default(),
                0,
                mated.fullmove_number(),
            ) {
                out.push(p);
            }
        }
    }
    out
}

/// The independent check of a printed mating series.
fn assert_mates(start: &Position, series: &Series) {
    let replay = Series::from_moves(*start, series.moves()).expect("the series is legal");
    let next = replay.end().expect("the series can end");
    assert_eq!(next.turn(), !start.turn());
    assert!(
        matches!(solve(&next).verdict, Verdict::Mate),
        "{} does not mate",
        next.fen()
    );
}

#[test]
fn finds_a_one_move_mate_before_every_reference_mate() {
    let mut checked = 0;
    for mated in reference_mates() {
        for pos in predecessors(&mated).into_iter().take(5) {
            let report = mate_in_one(&pos, MateLimits::default());
            match &report.outcome {
                MateOutcome::Found(series) => {
                    // Moving the piece back is a mate of one move: none is shorter.
                    assert_eq!(series.len(), 1, "{}", pos.fen());
                    assert_mates(&pos, series);
                    assert!(report.san().last().is_some_and(|s| s.ends_with('#')));
                    checked += 1;
                }
                other => panic!("{}: expected a mate, got {other:?}", pos.fen()),
            }
        }
    }
    assert!(checked >= 10, "only {checked} positions derived");
}

#[test]
fn reports_when_no_series_mates() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        let report = mate_in_one(&pos, MateLimits::default());
        assert!(
            matches!(report.outcome, MateOutcome::NoneExists),
            "{fen}: {:?}",
            report.outcome
        );
    }
}

#[test]
fn the_limits_are_honoured_and_reported() {
    let limits = MateLimits {
        max_nodes: 1_000,
        max_time: std::time::Duration::from_secs(60),
    };
    let report = mate_in_one(&Position::initial(), limits);
    assert!(
        matches!(report.outcome, MateOutcome::GaveUp { .. }),
        "{:?}",
        report.outcome
    );
    assert!(report.nodes <= 1_000);
}

#[test]
fn cli_prints_a_checked_mating_series() {
    let fen = "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args([
            "check",
            "--variant",
            "flickering",
            "--fen",
            fen,
            "--mate-in-one",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(
            "{\"mate\":true,\"series\":[\"Be5#\"],\"coords\":[\"b2e5\"],\"complete\":true,"
        ),
        "{text}"
    );
}

#[test]
fn a_set_cancel_flag_stops_the_search_as_at_a_limit() {
    use duochess::flicker::mate::{mate_in_one_cancellable, MateLimits, MateOutcome};
    use std::sync::atomic::AtomicBool;
    let start = duochess::chess::Position::initial();
    let report = mate_in_one_cancellable(&start, MateLimits::default(), &AtomicBool::new(true));
    assert!(matches!(report.outcome, MateOutcome::GaveUp { .. }));
    // Checked every 1,024 states: it stops at the first check.
    assert!(report.nodes <= 1024, "{} states", report.nodes);
    // Not set: the same search goes on past that.
    let limits = MateLimits {
        max_nodes: 5_000,
        ..MateLimits::default()
    };
    let report = mate_in_one_cancellable(&start, limits, &AtomicBool::new(false));
    assert!(report.nodes > 1024);
}
