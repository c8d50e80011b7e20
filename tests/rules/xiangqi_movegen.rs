//! Move generation against an independent, slow generator written directly on the
//! core movement primitives (no tables, no legality shortcuts); make/unmake and FEN
//! round-trips on the positions visited.

use duochess::core::movement::{blockable_leap, screen_hop, slide, step, HORSE_LEAPS};
use duochess::core::{Delta, Side};
use duochess::xiangqi::board::{in_own_half, in_own_palace, soldier_may_stand};
use duochess::xiangqi::{Move, PieceKind, Point, Position};
use proptest::prelude::*;

/// Pseudo-legal (from, to) pairs of `side`, straight from the rules text.
fn slow_pseudo(pos: &Position, side: Side) -> Vec<(Point, Point)> {
    let occ = |q: Point| pos.piece_at(q).is_some();
    let mut out = Vec::new();
    for (p, pc) in pos.pieces().filter(|(_, pc)| pc.side == side) {
        let targets: Vec<Point> = match pc.kind {
            PieceKind::General => step(p, &Delta::ORTHOGONAL)
                .filter(|&q| in_own_palace(q, side))
                .collect(),
            PieceKind::Advisor => step(p, &Delta::DIAGONAL)
                .filter(|&q| in_own_palace(q, side))
                .collect(),
            PieceKind::Elephant => Delta::DIAGONAL
                .iter()
                .filter_map(|&d| blockable_leap(p, d, Delta::new(2 * d.df, 2 * d.dr), occ))
                .filter(|&q| in_own_half(q, side))
                .collect(),
            PieceKind::Horse => HORSE_LEAPS
                .iter()
                .filter_map(|&(leg, d)| blockable_leap(p, leg, d, occ))
                .collect(),
            PieceKind::Chariot => Delta::ORTHOGONAL
                .iter()
                .flat_map(|&d| slide(p, d, occ))
                .collect(),
            PieceKind::Cannon => Delta::ORTHOGONAL
                .iter()
                .flat_map(|&d| {
                    slide(p, d, occ)
                        .filter(|&q| !occ(q))
                        .chain(screen_hop(p, d, occ))
                })
                .collect(),
            PieceKind::Soldier => {
                let mut dirs = vec![Delta::new(0, side.forward())];
                if !in_own_half(p, side) {
                    dirs.extend([Delta::E, Delta::W]);
                }
                step(p, &dirs).collect()
            }
        };
        for q in targets {
            if pos.piece_at(q).is_none_or(|t| t.side != side) {
                out.push((p, q));
            }
        }
    }
    out
}

fn generals_face(pos: &Position) -> bool {
    let (r, b) = (pos.general(Side::White), pos.general(Side::Black));
    r.file() == b.file()
        && (r.rank().0 + 1..b.rank().0).all(|rank| {
            pos.piece_at(Point::at(r.file().0 as i16, rank as i16).unwrap())
                .is_none()
        })
}

fn slow_legal(pos: &Position) -> Vec<(Point, Point)> {
    let us = pos.side_to_move();
    let mut out: Vec<(Point, Point)> = slow_pseudo(pos, us)
        .into_iter()
        .filter(|&(from, to)| {
            let mv = Move {
                from,
                to,
                piece: pos.piece_at(from).unwrap(),
                captured: pos.piece_at(to),
            };
            let after = pos.after(mv);
            let g = after.general(us);
            !generals_face(&after) && !slow_pseudo(&after, !us).iter().any(|&(_, t)| t == g)
        })
        .collect();
    out.sort();
    out
}

fn check_position(pos: &Position) {
    let mut fast: Vec<(Point, Point)> = pos.legal_moves().iter().map(|m| (m.from, m.to)).collect();
    fast.sort();
    assert_eq!(fast, slow_legal(pos), "moves of {}", pos.to_fen());
    for mv in pos.legal_moves() {
        assert_eq!(mv.piece, pos.piece_at(mv.from).unwrap());
        assert_eq!(mv.captured, pos.piece_at(mv.to));
        let mut p = pos.clone();
        p.play(mv);
        p.unplay(mv, pos.halfmove_clock());
        assert_eq!(&p, pos, "play/unplay {mv} in {}", pos.to_fen());
    }
    assert_eq!(Position::from_fen(&pos.to_fen()).as_ref(), Ok(pos));
}

/// xorshift64*.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

fn playout(start: &Position, seed: u64, plies: usize, each: impl Fn(&Position)) {
    let mut state = seed | 1;
    let mut pos = start.clone();
    for _ in 0..plies {
        each(&pos);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.after(moves[(next(&mut state) % moves.len() as u64) as usize]);
    }
    each(&pos);
}

#[test]
fn fast_generator_agrees_with_the_slow_one_along_playouts() {
    let mut starts = vec![Position::start()];
    for line in include_str!("../data/perft-xiangqi.tsv").lines().skip(1) {
        let fen = line.split('\t').next().unwrap();
        let pos = Position::from_fen(fen).unwrap();
        if !starts.contains(&pos) {
            starts.push(pos);
        }
    }
    for (i, start) in starts.iter().enumerate() {
        for seed in 0..8u64 {
            playout(start, seed * 7919 + i as u64, 120, check_position);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn random_games_keep_fast_and_slow_in_step(seed in any::<u64>(), plies in 0usize..200) {
        playout(&Position::start(), seed, plies, check_position);
    }
}

/// A FEN from 90 cells (rank 10 first), each `None` or a FEN letter.
fn fen_from_cells(cells: &[Option<char>], black_to_move: bool) -> String {
    let mut fen = String::new();
    for (r, row) in cells.chunks(9).enumerate() {
        let mut empty = 0;
        for cell in row {
            match cell {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(*c);
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if r < 9 {
            fen.push('/');
        }
    }
    fen.push_str(if black_to_move { " b" } else { " w" });
    fen
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// Random placements (crowded with chariots, cannons, horses and soldiers, which
    /// playouts rarely produce); those the FEN reader accepts must agree with the slow
    /// generator.
    #[test]
    fn random_placements_agree_with_the_slow_generator(
        cells in proptest::collection::vec(
            proptest::option::weighted(0.15, proptest::sample::select(vec!['r', 'c', 'n', 'p', 'R', 'C', 'N', 'P'])),
            90,
        ),
        red_general in 0usize..9,
        black_general in 0usize..9,
        black_to_move in any::<bool>(),
    ) {
        let mut cells = cells;
        // Soldiers only where a soldier can stand (the FEN reader refuses others).
        for (i, c) in cells.iter_mut().enumerate() {
            let side = match *c {
                Some('P') => Side::White,
                Some('p') => Side::Black,
                _ => continue,
            };
            let point = Point::from_index_unchecked(((9 - i / 9) * 9 + i % 9) as u8);
            if !soldier_may_stand(point, side) {
                *c = None;
            }
        }
        // Generals somewhere in their palaces (rank 10 is row 0 of the cells).
        let palace = |i: usize, black: bool| {
            let (row, col) = (i / 3, 3 + i % 3);
            if black { row * 9 + col } else { (9 - row) * 9 + col }
        };
        cells[palace(red_general, false)] = Some('K');
        cells[palace(black_general, true)] = Some('k');
        let fen = fen_from_cells(&cells, black_to_move);
        let pos = Position::from_fen(&fen);
        // Rejected only when the side not to move is in check.
        prop_assume!(pos.is_ok());
        if let Ok(pos) = pos {
            check_position(&pos);
        }
    }
}

/// Every pair of points with a piece of the mover on the first: `check_move` accepts
/// exactly the generated moves, and blames the general's safety exactly for the
/// pseudo-legal ones (the others are refused for the piece's way of moving).
fn refusals_agree(pos: &Position) {
    use duochess::xiangqi::Refusal;
    let legal = pos.legal_moves();
    let pseudo = pos.pseudo_legal_moves();
    for (from, _) in pos.pieces().filter(|(_, pc)| pc.side == pos.side_to_move()) {
        for to in Point::all() {
            match pos.check_move(from, to) {
                Ok(mv) => assert!(legal.contains(&mv), "{mv} in {}", pos.to_fen()),
                Err(r) => {
                    assert!(!legal.iter().any(|m| m.from == from && m.to == to));
                    let reaches = pseudo.iter().any(|m| m.from == from && m.to == to);
                    let blames_safety = matches!(
                        r,
                        Refusal::GeneralAttacked { .. } | Refusal::GeneralsFace { .. }
                    );
                    assert_eq!(
                        reaches,
                        blames_safety,
                        "{from}{to} in {}: {r}",
                        pos.to_fen()
                    );
                }
            }
        }
    }
}

#[test]
fn refusals_agree_with_the_generator_along_playouts() {
    for seed in 0..12u64 {
        playout(&Position::start(), seed * 104_729 + 3, 150, refusals_agree);
    }
}
