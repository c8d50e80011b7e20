//! `--mate-in-one` (Flickering): positions with a mating series, derived from the
//! reference mates by moving one of the mating side's pieces back to a square from
//! which it reaches its mating square in one move; positions with none; and every
//! series the search prints checked independently: it is legal, it can end, and the
//! opponent's position after it is mate by the solver.
//!
//! The engine (`best`) on the same ground: before every reference mate it plays a
//! mating series; with the turn handed to the defender it stops the threatened
//! mate (the threat checked real and its absence afterwards proved by the mate
//! search); and its series in short games are checked by the independent referee.

use duochess::chess::{tables, Board, Piece, Position, Role, Setup};
use duochess::flicker::engine::sparring::{random_series, Rng};
use duochess::flicker::engine::{best_series, Level, Request};
use duochess::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use duochess::flicker::{solve, Series, SeriesState, Verdict};
use duochess::session::flicker::FlickerGame;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use crate::referee;

/// Reference positions where the side to move is mated (no en passant rights).
fn reference_mates() -> Vec<Position> {
    include_str!("../data/flicker-verdicts.tsv")
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
            let setup = Setup {
                board: b,
                turn: them,
                castling: mated.castling(),
                ep: Default::default(),
                halfmove: 0,
                fullmove: mated.fullmove_number(),
            };
            if let Ok(p) = Position::try_from(setup) {
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

/// The engine's series from `pos` at the default level.
fn best(pos: &Position) -> Series {
    best_series(&Request::new(*pos, Level::DEFAULT), &AtomicBool::new(false))
        .unwrap_or_else(|e| panic!("{}: {e}", pos.fen()))
        .series
}

#[test]
fn best_plays_a_mating_series_before_every_reference_mate() {
    let mut checked = 0;
    for mated in reference_mates() {
        for pos in predecessors(&mated).into_iter().take(3) {
            let series = best(&pos);
            assert_mates(&pos, &series);
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} positions derived");
}

/// `pos` with the other side to move, if that is a legal position.
fn other_side_to_move(pos: &Position) -> Option<Position> {
    let fen = pos.fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[1] = if fields[1] == "w" { "b" } else { "w" };
    fields[3] = "-";
    Position::from_fen(&fields.join(" ")).ok()
}

/// Every position the side to move can reach with one series (all promotions).
fn all_series_ends(pos: &Position) -> Vec<Position> {
    fn walk(
        s: &SeriesState,
        start: &Position,
        seen: &mut HashSet<String>,
        out: &mut Vec<Position>,
    ) {
        if s.may_end() {
            let next = s.end_position(start, false);
            if seen.insert(next.fen()) {
                out.push(next);
            }
        }
        for m in s.legal_moves() {
            let mut child = *s;
            child.apply(&m);
            walk(&child, start, seen, out);
        }
    }
    let mut out = Vec::new();
    walk(&SeriesState::start(pos), pos, &mut HashSet::new(), &mut out);
    out
}

/// Positions where the side *not* to move threatens a mate in one series: the
/// positions one move before the reference mates, with the turn handed to the
/// defender. Where some series stops every mate, the engine must play one; where
/// none does (checked by trying every series of the defender), anything goes.
#[test]
fn best_stops_a_mate_threat_that_one_series_can_stop() {
    let (mut stopped, mut unstoppable) = (0, 0);
    for mated in reference_mates() {
        for threat in predecessors(&mated).into_iter().take(12) {
            // The threat is real: with its own turn the attacker mates.
            assert!(matches!(
                mate_in_one(&threat, MateLimits::default()).outcome,
                MateOutcome::Found(_)
            ));
            let Some(pos) = other_side_to_move(&threat) else {
                continue;
            };
            if !solve(&pos).verdict.is_escape() {
                continue;
            }
            let series = best(&pos);
            let next = Series::from_moves(pos, series.moves())
                .expect("legal")
                .end()
                .expect("the series can end");
            match mate_in_one(&next, MateLimits::default()).outcome {
                MateOutcome::NoneExists => stopped += 1,
                outcome => {
                    // Allowed only if every series of the defender lets a mate in.
                    let escape = all_series_ends(&pos).into_iter().find(|p| {
                        matches!(
                            mate_in_one(p, MateLimits::default()).outcome,
                            MateOutcome::NoneExists
                        )
                    });
                    if let Some(p) = escape {
                        panic!(
                            "{}: best played {:?} ({outcome:?}) but {} stops the mate",
                            pos.fen(),
                            series.coords(),
                            p.fen()
                        );
                    }
                    unstoppable += 1;
                }
            }
        }
    }
    assert!(
        stopped >= 10,
        "only {stopped} threats stopped ({unstoppable} unstoppable)"
    );
}

/// Short games of the engine (level 1) against random series: every series of both
/// sides is replayed by the independent referee, which must reach the same board.
#[test]
fn every_series_of_the_engine_in_short_games_is_legal_for_the_referee() {
    let mut checked = 0;
    for seed in 0..2u64 {
        let mut rng = Rng::new(seed);
        let mut game = FlickerGame::new(Position::initial());
        let engine = if seed == 0 {
            duochess::core::Side::White
        } else {
            duochess::core::Side::Black
        };
        for _ in 0..12 {
            if game.result().is_over() {
                break;
            }
            let pos = *game.position();
            let series = if pos.turn() == engine {
                best_series(
                    &Request::new(pos, Level::new(1).unwrap()),
                    &AtomicBool::new(false),
                )
                .expect("a series")
                .series
            } else {
                random_series(&pos, &mut rng).expect("a series")
            };
            for m in series.moves() {
                game.try_move(m.from, m.to, m.promotion)
                    .expect("the session accepts it");
            }
            game.end_series().expect("the series ends");
            let r = referee::referee_play(&pos.fen(), &series.coords())
                .unwrap_or_else(|e| panic!("{}: {e}", pos.fen()));
            let fen = game.position().fen();
            assert_eq!(r.placement(), fen.split(' ').next().unwrap_or(""));
            checked += 1;
        }
    }
    assert!(checked >= 6);
}
