//! The computer's lowest level plays like a learner: over fixed seeded games
//! against the greedy sparring player it misses at least one mate in one series
//! that it had, and every series it plays is legal (checked by the independent
//! referee, which also must reach the same board).

use crate::referee::referee_play;
use duochess::chess::Position;
use duochess::core::Side;
use duochess::flicker::engine::sparring::{greedy_series, Rng};
use duochess::flicker::engine::{best_series, Level, Request};
use duochess::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use duochess::flicker::{solve, Verdict};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Whether the side to move in `pos` mates in one series (a generous search).
fn has_mate(pos: &Position) -> bool {
    let limits = MateLimits {
        max_nodes: 200_000,
        max_time: Duration::from_secs(20),
        threads: 1,
    };
    matches!(mate_in_one(pos, limits).outcome, MateOutcome::Found(_))
}

#[test]
fn level_one_misses_a_mate_now_and_then_and_plays_only_legal_series() {
    let level = Level::new(1).unwrap();
    let (mut had, mut missed, mut played) = (0, 0, 0);
    for game in 0..6u64 {
        let computer = if game % 2 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let mut rng = Rng::new(100 + game);
        let mut pos = Position::initial();
        let mut history = Vec::new();
        for _ in 0..80 {
            if !matches!(solve(&pos).verdict, Verdict::Escape(_)) {
                break;
            }
            let series = if pos.turn() == computer {
                let req = Request {
                    position: pos,
                    history: &history,
                    level,
                    time: None,
                    seed: 1000 + game,
                };
                let d = best_series(&req, &AtomicBool::new(false)).unwrap();
                let mates = matches!(solve(&d.next).verdict, Verdict::Mate);
                if has_mate(&pos) {
                    had += 1;
                    if !mates {
                        missed += 1;
                    }
                }
                played += 1;
                d.series
            } else {
                greedy_series(&pos, &mut rng).unwrap()
            };
            let next = series.end().unwrap();
            let r = referee_play(&pos.fen(), &series.coords())
                .unwrap_or_else(|e| panic!("{}: {:?} refused: {e}", pos.fen(), series.coords()));
            assert_eq!(
                r.placement(),
                next.fen().split(' ').next().unwrap(),
                "{}: {:?}",
                pos.fen(),
                series.coords()
            );
            history.push(pos);
            pos = next;
        }
    }
    assert!(played > 50, "only {played} series of level 1");
    assert!(
        missed >= 1,
        "level 1 took all {had} mates in one series it had"
    );
}
