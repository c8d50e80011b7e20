//! Property tests of orthodox move generation on random positions reached by random
//! playouts: the legal move set equals shakmaty's (a test-only oracle) move for move,
//! FEN write → read round-trips, and copy-make leaves the original position intact
//! while the child's incrementally updated state equals the state rebuilt from its FEN.

use duochess::chess::{Position, INITIAL_FEN};
use proptest::prelude::*;
use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};
use std::collections::BTreeSet;

/// Start points: the initial position and the reference perft positions.
fn roots() -> Vec<Position> {
    let mut fens: BTreeSet<String> = include_str!("../data/perft-chess.tsv")
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect();
    fens.insert(INITIAL_FEN.to_string());
    fens.iter()
        .map(|f| Position::from_fen(f).expect("reference FEN"))
        .collect()
}

/// A small deterministic PRNG (SplitMix64), so a failing case is reproducible.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every position along a random playout of up to `plies` moves.
fn playout(seed: u64, plies: usize) -> Vec<Position> {
    let roots = roots();
    let mut rng = Rng(seed);
    let mut pos = roots[rng.below(roots.len())];
    let mut seen = vec![pos];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(&moves[rng.below(moves.len())]);
        seen.push(pos);
    }
    seen
}

fn shakmaty_moves(fen: &str) -> BTreeSet<String> {
    let pos: Chess = fen
        .parse::<Fen>()
        .expect("shakmaty parses our FEN")
        .into_position(CastlingMode::Standard)
        .expect("shakmaty accepts our position");
    pos.legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn legal_moves_equal_shakmaty(seed in any::<u64>(), plies in 0usize..120) {
        for pos in playout(seed, plies) {
            let fen = pos.fen();
            let ours: BTreeSet<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
            prop_assert_eq!(ours.len(), pos.legal_moves().len(), "duplicate moves in {}", fen);
            prop_assert_eq!(pos.count_legal() as usize, ours.len(), "count differs in {}", fen);
            prop_assert_eq!(&ours, &shakmaty_moves(&fen), "move sets differ in {}", fen);
        }
    }

    #[test]
    fn fen_round_trips(seed in any::<u64>(), plies in 0usize..120) {
        for pos in playout(seed, plies) {
            let fen = pos.fen();
            let back = Position::from_fen(&fen);
            prop_assert_eq!(back.as_ref().ok(), Some(&pos), "{}: {:?}", fen, back.as_ref().err());
            prop_assert_eq!(back.map(|p| p.fen()).ok(), Some(fen));
        }
    }

    #[test]
    fn copy_make_keeps_the_original_and_child_state_is_consistent(seed in any::<u64>(), plies in 0usize..80) {
        for pos in playout(seed, plies) {
            let before = pos;
            let fen_before = pos.fen();
            for m in &pos.legal_moves() {
                let mut child = pos;
                child.play(m);
                let rebuilt = Position::from_fen(&child.fen());
                prop_assert_eq!(rebuilt.as_ref().ok(), Some(&child), "after {} in {}", m, fen_before);
            }
            prop_assert_eq!(pos, before);
            prop_assert_eq!(pos.fen(), fen_before);
        }
    }

    /// Arbitrary text never makes the FEN reader panic.
    #[test]
    fn fen_reader_never_panics(text in ".{0,100}") {
        let _ = Position::from_fen(&text);
    }

    /// Near-miss FENs (one character changed) are read or refused, never a panic,
    /// and whatever is accepted writes back to a FEN that is read identically.
    #[test]
    fn mutated_fens_are_read_or_refused(seed in any::<u64>(), at in 0usize..80, ch in prop::sample::select(
        "pnbrqkPNBRQK0123456789/ -wbKQkqabcdefgh".chars().collect::<Vec<_>>()))
    {
        let pos = playout(seed, 30).pop().unwrap_or_default();
        let mut fen: Vec<char> = pos.fen().chars().collect();
        let i = at % fen.len();
        fen[i] = ch;
        let text: String = fen.into_iter().collect();
        if let Ok(p) = Position::from_fen(&text) {
            prop_assert_eq!(Position::from_fen(&p.fen()).ok(), Some(p));
        }
    }
}
