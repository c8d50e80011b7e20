//! Flickering Chess against reference data computed by an independent program, and
//! every solver witness checked by an independent slow referee written from the
//! rules alone (tests/common/referee.rs: a plain 8x8 array, rays walked square by
//! square; it uses nothing of duochess but FEN reading).

use duochess::chess::Position;
use duochess::flicker::enumerate::count_series;
use duochess::flicker::{solve, Verdict};
use proptest::prelude::*;

use crate::referee;
use referee::{referee_accepts, referee_shortest};

// ---------------------------------------------------------------------------
// Reference files.

fn rows(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split('\t').collect())
        .collect()
}

#[test]
fn verdicts_match_the_reference_and_witnesses_are_shortest_and_legal() {
    let data = include_str!("../data/flicker-verdicts.tsv");
    let mut checked = 0;
    let mut failures = Vec::new();
    for row in rows(data) {
        let (fen, verdict, len) = (row[0], row[1], row[2]);
        let pos = Position::from_fen(fen).expect("reference FEN");
        let solution = solve(&pos);
        if solution.verdict.name() != verdict {
            failures.push(format!(
                "{fen}: got {} want {verdict}",
                solution.verdict.name()
            ));
            continue;
        }
        if let Verdict::Escape(series) = &solution.verdict {
            let coords = series.coords();
            if coords.len().to_string() != len {
                failures.push(format!(
                    "{fen}: witness {coords:?} has length {} want {len}",
                    coords.len()
                ));
            }
            if let Err(e) = referee_accepts(fen, &coords) {
                failures.push(format!("{fen}: witness {coords:?} refused by referee: {e}"));
            }
        }
        // The reference witness is accepted by our referee too (tests the referee).
        if row[3] != "-" {
            let theirs: Vec<String> = row[3].split(',').map(String::from).collect();
            if let Err(e) = referee_accepts(fen, &theirs) {
                failures.push(format!("{fen}: reference witness refused by referee: {e}"));
            }
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 105);
}

fn check_counts(filter: impl Fn(u64) -> bool) {
    let data = include_str!("../data/flicker-counts.tsv");
    let mut failures = Vec::new();
    for row in rows(data) {
        let (fen, n_seq, n_end) = (row[0], row[1], row[2]);
        let want_seq: u64 = n_seq.parse().expect("count");
        if !filter(want_seq) {
            continue;
        }
        // One reference row has the side not to move in check (unreachable in play,
        // but its series are still countable).
        let pos = duochess::chess::Position::from_fen_lenient(fen).expect("reference FEN");
        let got = count_series(&pos, true);
        if got.series.to_string() != n_seq
            || got.positions.map(|p| p.to_string()).as_deref() != Some(n_end)
        {
            failures.push(format!(
                "{fen}: got {} / {:?}, want {n_seq} / {n_end}",
                got.series, got.positions
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every row, the big ones (3.3 million series) included: about a second with the
/// test profile's opt-level 2.
#[test]
fn series_counts_match_the_reference() {
    check_counts(|_| true);
}

#[test]
fn referee_agrees_with_reference_lengths_on_small_rows() {
    // Brute force is only affordable with few units; check those rows.
    let data = include_str!("../data/flicker-verdicts.tsv");
    let mut n = 0;
    for row in rows(data) {
        let pos = Position::from_fen(row[0]).expect("FEN");
        if pos.board().side(pos.turn()).count() > 4 {
            continue;
        }
        let want = if row[1] == "escape" {
            row[2].parse::<usize>().ok()
        } else {
            None
        };
        assert_eq!(referee_shortest(row[0]), want, "{}", row[0]);
        n += 1;
    }
    assert!(n > 0);
}

// ---------------------------------------------------------------------------
// Random positions: the solver agrees with brute force, witnesses are legal.

/// A FEN from a list of (square, piece letter); `None` if two pieces share a square.
fn fen_of(cells: &[(u8, char)], white: bool) -> Option<String> {
    let mut grid = [' '; 64];
    for &(sq, c) in cells {
        if grid[sq as usize] != ' ' {
            return None;
        }
        grid[sq as usize] = c;
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let c = grid[rank * 8 + file];
            if c == ' ' {
                empty += 1;
            } else {
                if empty > 0 {
                    placement.push_str(&empty.to_string());
                    empty = 0;
                }
                placement.push(c);
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    Some(format!(
        "{placement} {} - - 0 1",
        if white { 'w' } else { 'b' }
    ))
}

/// Random positions where the side to move has its king and at most two other
/// units (so that brute force stays cheap) and the opponent up to six pieces.
fn position_strategy() -> impl Strategy<Value = String> {
    let ours = proptest::collection::vec((0u8..64, 0usize..5), 0..3);
    let theirs = proptest::collection::vec((0u8..64, 0usize..5), 1..7);
    (0u8..64, 0u8..64, ours, theirs, any::<bool>()).prop_filter_map(
        "valid position",
        |(k1, k2, ours, theirs, white)| {
            let letters = ['Q', 'R', 'B', 'N', 'P'];
            let side = |c: char, mine: bool| {
                if mine == white {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            };
            let mut cells = vec![(k1, side('K', true)), (k2, side('K', false))];
            cells.extend(ours.iter().map(|&(s, r)| (s, side(letters[r], true))));
            cells.extend(theirs.iter().map(|&(s, r)| (s, side(letters[r], false))));
            let fen = fen_of(&cells, white)?;
            Position::from_fen(&fen).ok().map(|_| fen)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solver_agrees_with_brute_force_and_witnesses_are_legal(fen in position_strategy()) {
        let pos = Position::from_fen(&fen).unwrap();
        let solution = solve(&pos);
        let brute = referee_shortest(&fen);
        match &solution.verdict {
            Verdict::Escape(series) => {
                let coords = series.coords();
                prop_assert_eq!(referee_accepts(&fen, &coords), Ok(()));
                prop_assert_eq!(Some(coords.len()), brute, "{}", fen);
            }
            Verdict::Mate => {
                prop_assert!(pos.is_check());
                prop_assert_eq!(brute, None, "{}", fen);
            }
            Verdict::Stalemate => {
                prop_assert!(!pos.is_check());
                prop_assert_eq!(brute, None, "{}", fen);
            }
        }
    }
}

/// Shortest escape by plain breadth-first search over series states with the
/// library's own move generator (checked against the referee above), without any
/// of the solver's prunings: `None` if no series ends safe.
pub(crate) fn exhaustive_shortest(pos: &Position) -> Option<usize> {
    use duochess::flicker::SeriesState;
    use std::collections::HashSet;
    let mut layer = vec![SeriesState::start(pos)];
    for len in 1..=16 {
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for s in &layer {
            for m in s.legal_moves() {
                let mut child = *s;
                child.apply(&m);
                if child.king_safe() {
                    return Some(len);
                }
                if seen.insert((*child.board(), child.moved())) {
                    next.push(child);
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    None
}

/// Positions where the side to move has up to five units besides its king, and the
/// opponent up to nine pieces (often giving check).
fn bigger_position_strategy() -> impl Strategy<Value = String> {
    let ours = proptest::collection::vec((0u8..64, 0usize..5), 0..6);
    let theirs = proptest::collection::vec((0u8..64, 0usize..5), 3..12);
    (0u8..64, 0u8..64, ours, theirs, any::<bool>()).prop_filter_map(
        "valid position",
        |(k1, k2, ours, theirs, white)| {
            let letters = ['Q', 'R', 'B', 'N', 'P'];
            let side = |c: char, mine: bool| {
                if mine == white {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            };
            let mut cells = vec![(k1, side('K', true)), (k2, side('K', false))];
            cells.extend(ours.iter().map(|&(s, r)| (s, side(letters[r], true))));
            cells.extend(theirs.iter().map(|&(s, r)| (s, side(letters[r], false))));
            let fen = fen_of(&cells, white)?;
            // In check: the interesting case (single safe moves are rarer).
            Position::from_fen(&fen)
                .ok()
                .filter(|p| p.is_check())
                .map(|_| fen)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn solver_agrees_with_unpruned_search_on_bigger_positions(fen in bigger_position_strategy()) {
        let pos = Position::from_fen(&fen).unwrap();
        let solution = solve(&pos);
        let want = exhaustive_shortest(&pos);
        match &solution.verdict {
            Verdict::Escape(series) => {
                prop_assert_eq!(referee_accepts(&fen, &series.coords()), Ok(()));
                prop_assert_eq!(Some(series.len()), want, "{}", fen);
            }
            _ => prop_assert_eq!(want, None, "{}", fen),
        }
    }
}

/// Positions where the king is not attacked but no single move is safe (every move
/// exposes it): the solver's hardest non-check case. Found by a fixed-seed random
/// scan with many enemy sliders; each is compared with the unpruned search.
#[test]
fn solver_agrees_with_unpruned_search_when_every_single_move_exposes_the_king() {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let ours = ['Q', 'R', 'B', 'N', 'P', 'N', 'B', 'R'];
    let theirs = ['q', 'r', 'b', 'r', 'b', 'n', 'p'];
    let mut found = 0;
    let mut tries = 0;
    while found < 150 && tries < 400_000 {
        tries += 1;
        // Our units crowd the king (near it), enemy sliders line up from afar.
        let king = rnd(64) as i64;
        let mut cells: Vec<(u8, char)> = vec![(king as u8, 'K'), (rnd(64) as u8, 'k')];
        for _ in 0..2 + rnd(4) {
            let (df, dr) = (rnd(5) as i64 - 2, rnd(5) as i64 - 2);
            let (f, r) = (king % 8 + df, king / 8 + dr);
            if (0..8).contains(&f) && (0..8).contains(&r) {
                cells.push(((r * 8 + f) as u8, ours[rnd(ours.len() as u64) as usize]));
            }
        }
        for _ in 0..4 + rnd(6) {
            cells.push((rnd(64) as u8, theirs[rnd(theirs.len() as u64) as usize]));
        }
        let Some(fen) = fen_of(&cells, true) else {
            continue;
        };
        let Ok(pos) = Position::from_fen(&fen) else {
            continue;
        };
        if pos.is_check() {
            continue;
        }
        let series = duochess::flicker::Series::new(pos);
        let single_safe = series.legal_moves().iter().any(|m| {
            let mut s = series.clone();
            s.play(m).is_ok() && s.can_end().is_ok()
        });
        if single_safe {
            continue;
        }
        found += 1;
        let solution = solve(&pos);
        let want = exhaustive_shortest(&pos);
        match &solution.verdict {
            Verdict::Escape(w) => {
                assert_eq!(referee_accepts(&fen, &w.coords()), Ok(()), "{fen}");
                assert_eq!(Some(w.len()), want, "{fen}");
            }
            Verdict::Stalemate => assert_eq!(want, None, "{fen}"),
            Verdict::Mate => panic!("mate while not in check: {fen}"),
        }
    }
    assert!(found >= 100, "only {found} positions found");
}

/// Soundness on crowded positions (up to eight units for the mover, up to
/// fourteen enemy pieces, king in check): 30000 fixed-seed random positions,
/// solver against the unpruned search (about half a second).
#[test]
fn solver_agrees_with_unpruned_search_on_crowded_positions() {
    let mut seed: u64 = 0x0dd_b1a5_e5ca_1e01;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let ours = ['Q', 'R', 'B', 'N', 'P', 'N', 'B', 'R', 'P'];
    let theirs = ['q', 'r', 'b', 'n', 'p', 'r', 'b'];
    let (mut checked, mut hard) = (0, 0);
    while checked < 30000 {
        let king = rnd(64) as i64;
        let mut cells: Vec<(u8, char)> = vec![(king as u8, 'K'), (rnd(64) as u8, 'k')];
        for _ in 0..3 + rnd(6) {
            let (df, dr) = (rnd(5) as i64 - 2, rnd(5) as i64 - 2);
            let (f, r) = (king % 8 + df, king / 8 + dr);
            if (0..8).contains(&f) && (0..8).contains(&r) {
                cells.push(((r * 8 + f) as u8, ours[rnd(ours.len() as u64) as usize]));
            }
        }
        for _ in 0..4 + rnd(11) {
            cells.push((rnd(64) as u8, theirs[rnd(theirs.len() as u64) as usize]));
        }
        let Some(fen) = fen_of(&cells, true) else {
            continue;
        };
        let Ok(pos) = Position::from_fen(&fen) else {
            continue;
        };
        if !pos.is_check() {
            continue;
        }
        checked += 1;
        let want = exhaustive_shortest(&pos);
        let got = match solve(&pos).verdict {
            Verdict::Escape(w) => {
                assert_eq!(referee_accepts(&fen, &w.coords()), Ok(()), "{fen}");
                Some(w.len())
            }
            _ => None,
        };
        if want != Some(1) {
            hard += 1;
        }
        assert_eq!(got, want, "{fen}");
    }
    assert!(
        hard > 1000,
        "only {hard} positions needed more than one move"
    );
}

#[test]
fn lenient_reading_waives_only_the_opponent_in_check() {
    use duochess::chess::Position;
    let lenient = Position::from_fen_lenient;
    let fen = "kb5R/n1K5/8/8/8/8/8/R7 b - - 0 1";
    assert!(Position::from_fen(fen).is_err());
    assert_eq!(lenient(fen).map(|p| p.fen()).ok().as_deref(), Some(fen));
    // Other errors stay errors.
    assert!(lenient("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").is_err());
    assert!(lenient("4k3/8/8/8/8/8/8/4K3 x - - 0 1").is_err());
    assert!(lenient("8/8/8/8/8/8/8/4K3 w - - 0 1").is_err());
    // En passant is kept for the real side to move.
    let fen = "4k3/8/8/8/1pP5/8/8/4K2r b - c3 0 1";
    assert!(Position::from_fen(fen).is_err());
    assert_eq!(lenient(fen).map(|p| p.ep_squares().count()).ok(), Some(1));
}
