//! Generated Xiangqi puzzles replayed through an independent check: a brute force
//! over the legal moves (the mate search is not used), with the two rules that end
//! a game inside such a line: a side without a legal move loses (checkmate or
//! stalemate), and a capture that leaves neither side a chariot, horse, cannon or
//! soldier is a draw unless the side to move is then without a move
//! (`docs/rules/xiangqi.md`).
//!
//! `DUOCHESS_PUZZLE_SAMPLE=N` checks N puzzles of each kind instead of 20.

use duochess::core::Side;
use duochess::practice::plausible;
use duochess::practice::xiangqi_puzzle::{generate_xiangqi, XiangqiKind};
use duochess::xiangqi::{Move, Position};

fn sample() -> usize {
    std::env::var("DUOCHESS_PUZZLE_SAMPLE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20)
}

/// The game is drawn by material after `m` led to `p`.
fn drawn(p: &Position, m: &Move) -> bool {
    m.is_capture()
        && !p.has_attackers(Side::White)
        && !p.has_attackers(Side::Black)
        && !p.has_no_moves()
}

/// Can the side to move force a win (the opponent without a move) within `n` moves?
fn wins_within(pos: &Position, n: u32) -> bool {
    pos.legal_moves().into_iter().any(|m| {
        let p = pos.after(m);
        if p.has_no_moves() {
            return true;
        }
        if n == 1 || drawn(&p, &m) {
            return false;
        }
        p.legal_moves().into_iter().all(|r| {
            let q = p.after(r);
            !drawn(&q, &r) && wins_within(&q, n - 1)
        })
    })
}

#[test]
fn xiangqi_mates_are_forced_wins_of_exactly_their_length_and_their_lines_replay() {
    for kind in XiangqiKind::ALL {
        let list = generate_xiangqi(kind, sample(), 5).unwrap();
        for p in &list {
            let fen = p.position.to_fen();
            assert!(!p.position.has_no_moves(), "{fen}: over already");
            let n = kind.moves();
            assert!(wins_within(&p.position, n), "{fen}: no win in {n}");
            if n > 1 {
                assert!(!wins_within(&p.position, n - 1), "{fen}: a shorter win");
            }
            // The line: attacker, defence, attacker, ... each legal, ending the game.
            assert_eq!(p.line.len() as u32, 2 * n - 1, "{fen}");
            let mut pos = p.position.clone();
            for m in &p.line {
                assert!(pos.is_legal(*m), "{fen}: {} is illegal", m.coord());
                pos = pos.after(*m);
            }
            assert!(pos.has_no_moves(), "{fen}: the line does not end the game");
            assert_eq!(p.stalemate, !pos.in_check(), "{fen}");
        }
        // Same seed, same puzzles; another seed, others.
        assert_eq!(list, generate_xiangqi(kind, sample(), 5).unwrap());
        assert_ne!(list, generate_xiangqi(kind, sample(), 6).unwrap());
    }
}

/// No side holds more pieces of a kind than it starts with (the rules core keeps
/// advisors, elephants and soldiers on their points).
#[test]
fn xiangqi_puzzles_hold_no_more_pieces_of_a_kind_than_a_side_starts_with() {
    for kind in XiangqiKind::ALL {
        for seed in [1, 2] {
            for p in generate_xiangqi(kind, 30, seed).unwrap() {
                assert_eq!(
                    plausible::check_xiangqi(&p.position),
                    Ok(()),
                    "{kind}, seed {seed}: {}",
                    p.position.to_fen()
                );
            }
        }
    }
}
