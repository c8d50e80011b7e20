//! Where candidate positions come from: positions reached by play (random series
//! from the start position and from real-looking middlegames) and constructed
//! endgames of a few shapes. Every position is built from a FEN or reached by legal
//! series, so it is one the rules core accepts; constructed ones are built within
//! the material a game could reach ([`super::plausible`]); the generator filters
//! them.

use super::plausible::{plausible, Material};
use super::rng::Rng;
use crate::chess::{Bitboard, Piece, Position, Role, Setup, Square, INITIAL_FEN};
use crate::core::Side;
use crate::flicker::{solve, Series, Verdict};

/// Middlegames from orthodox openings (the placements are reachable by series too).
pub const MIDDLEGAMES: [&str; 6] = [
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
    "rnbqkb1r/ppp2ppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR b KQkq - 3 4",
    "r1bqkb1r/pp2pppp/2np1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 2 6",
    "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
    "rnbq1rk1/ppp1ppbp/3p1np1/8/2PPP3/2N2N2/PP3PPP/R1BQKB1R w KQ - 1 6",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
];

/// The shapes of constructed positions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The mover's king among several of its units, many enemy pieces around:
    /// checks that need more than one move to escape, and mates.
    Crowded,
    /// The mover has a few strong pieces; the enemy king stands near an edge with
    /// few defenders: mating series.
    Attack,
    /// The enemy king alone against a few pieces of the mover (two to four rooks,
    /// bishops and knights) standing anywhere: mates that need several of them
    /// brought in, one move each (mates of three to five moves and more).
    LoneKing,
    /// The mover has only its king and a few blocked pawns among enemy pieces:
    /// stalemates and mates.
    BareKing,
    /// An enemy pawn has just stepped two squares and checks the mover's king; a
    /// pawn of the mover stands beside it (en passant is available), and enemy
    /// pieces stand around: escapes that may need the en-passant capture.
    EnPassantCheck,
}

/// A random series from `start` that may end (1 to 4 moves aimed for, more if the
/// king needs them); when the king is in check and random moves do not free it, the
/// solver's escape is played. `None` when the side to move has no legal series.
pub fn random_series(start: &Position, rng: &mut Rng) -> Option<Series> {
    for _ in 0..6 {
        let mut series = Series::new(*start);
        let want = 1 + rng.below(4);
        while series.len() < 16 {
            if series.len() >= want && series.can_end().is_ok() {
                return Some(series);
            }
            let moves = series.legal_moves();
            let Some(m) = rng.pick(&moves) else { break };
            if series.play(m).is_err() {
                break;
            }
        }
        if series.can_end().is_ok() {
            return Some(series);
        }
    }
    match solve(start).verdict {
        Verdict::Escape(series) => Some(series),
        _ => None,
    }
}

/// Up to `series` random series played from `start`: the positions at the start of
/// each following series, in order (shorter when the game ends).
pub fn play(start: &Position, series: usize, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::with_capacity(series);
    let mut pos = *start;
    for _ in 0..series {
        let Some(s) = random_series(&pos, rng) else {
            break;
        };
        match s.end() {
            Ok(next) => {
                out.push(next);
                pos = next;
            }
            Err(_) => break,
        }
    }
    out
}

/// The start position, or one of the [`MIDDLEGAMES`].
pub fn opening(rng: &mut Rng, middlegame: bool) -> Position {
    let fen = if middlegame {
        MIDDLEGAMES[rng.below(MIDDLEGAMES.len())]
    } else {
        INITIAL_FEN
    };
    Position::from_fen(fen).unwrap_or_else(|_| Position::initial())
}

/// A constructed position of `shape` (the mover is White or Black at random), or
/// `None` when the random placement is not a legal position.
pub fn constructed(shape: Shape, rng: &mut Rng) -> Option<Position> {
    Sketch::new(shape, rng).position()
}

/// A placement being built: pieces as (square index, lower-case letter, belongs to
/// the mover?), and whether the mover is White.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sketch {
    cells: Vec<(i32, char, bool)>,
    white: bool,
    /// The en-passant square, if any.
    ep: Option<i32>,
}

/// One chance in this many that a unit added to a sketch may be a piece beyond
/// its side's initial set (a promoted one), where the limits allow it: promotions
/// happen in games, but rarely more than one.
const PROMOTION_ODDS: usize = 12;

impl Sketch {
    /// A random placement of `shape` (not necessarily a legal position). Every unit
    /// is added within its side's limits (`Sketch::add`), so the material is one
    /// a game could reach.
    pub fn new(shape: Shape, rng: &mut Rng) -> Sketch {
        let white = rng.chance(1, 2);
        let king = rng.below(64) as i32;
        // The mover's king comes first (see `mutated`).
        let mut sketch = Sketch {
            cells: vec![(king, 'k', true)],
            white,
            ep: None,
        };
        match shape {
            Shape::Crowded => {
                const OURS: [char; 9] = ['q', 'r', 'b', 'n', 'p', 'n', 'b', 'r', 'p'];
                const THEIRS: [char; 7] = ['q', 'r', 'b', 'n', 'p', 'r', 'b'];
                sketch.cells.push((rng.below(64) as i32, 'k', false));
                for _ in 0..3 + rng.below(6) {
                    if let Some(s) = near(rng, king, 2) {
                        sketch.add(rng, s, &OURS, true);
                    }
                }
                for _ in 0..4 + rng.below(11) {
                    let s = rng.below(64) as i32;
                    sketch.add(rng, s, &THEIRS, false);
                }
            }
            Shape::Attack => {
                const OURS: [char; 6] = ['q', 'r', 'r', 'b', 'n', 'p'];
                const THEIRS: [char; 5] = ['p', 'p', 'n', 'b', 'r'];
                // The enemy king on an edge or next to it.
                let edge = [0, 1, 6, 7];
                let (f, r) = if rng.chance(1, 2) {
                    (edge[rng.below(4)], rng.below(8) as i32)
                } else {
                    (rng.below(8) as i32, edge[rng.below(4)])
                };
                let theirs = r * 8 + f;
                sketch.cells[0].0 = rng.below(64) as i32;
                sketch.cells.push((theirs, 'k', false));
                for _ in 0..2 + rng.below(3) {
                    if let Some(s) = near(rng, theirs, 3) {
                        sketch.add(rng, s, &OURS, true);
                    }
                }
                for _ in 0..rng.below(4) {
                    if let Some(s) = near(rng, theirs, 1) {
                        sketch.add(rng, s, &THEIRS, false);
                    }
                }
            }
            Shape::LoneKing => {
                // No queen: it mates too soon (a queen's net rarely needs five
                // moves); with one rook, two bishops and two knights to draw from,
                // one candidate in 600 has a mate of five moves or more.
                const OURS: [char; 5] = ['r', 'b', 'b', 'n', 'n'];
                sketch.cells.push((rng.below(64) as i32, 'k', false));
                for _ in 0..2 + rng.below(3) {
                    let s = rng.below(64) as i32;
                    sketch.add(rng, s, &OURS, true);
                }
            }
            Shape::EnPassantCheck => sketch.ep = en_passant_check(&mut sketch, rng),
            Shape::BareKing => {
                const THEIRS: [char; 5] = ['q', 'r', 'b', 'n', 'p'];
                sketch.cells.push((rng.below(64) as i32, 'k', false));
                for _ in 0..rng.below(6) {
                    // A pawn of ours with an enemy pawn right in front of it, neither
                    // on its first rank.
                    let f = rng.below(8) as i32;
                    let r = if white { 1 } else { 2 } + rng.below(5) as i32;
                    let ahead = if white { r + 1 } else { r - 1 };
                    sketch.add(rng, r * 8 + f, &['p'], true);
                    sketch.add(rng, ahead * 8 + f, &['p'], false);
                }
                for _ in 0..2 + rng.below(4) {
                    let s = near(rng, king, 3).unwrap_or(rng.below(64) as i32);
                    sketch.add(rng, s, &THEIRS, false);
                }
            }
        }
        sketch
    }

    /// The position, if the placement is a legal one that a game could reach
    /// ([`plausible`]: besides the material, which `Sketch::add` keeps, the
    /// pawns' files).
    pub fn position(&self) -> Option<Position> {
        let pos = Position::try_from(setup_of(&self.cells, self.white, self.ep)?).ok()?;
        plausible(&pos).then_some(pos)
    }

    /// A small change: an enemy piece added on a random square, a unit of the
    /// mover's added next to its king, one of the mover's units other than the king
    /// removed, or an enemy piece moved. Additions and moves stay within the
    /// limits (`Sketch::add`); one that does not fit leaves the sketch as it was.
    pub fn mutated(&self, rng: &mut Rng) -> Sketch {
        const THEIRS: [char; 5] = ['q', 'r', 'b', 'n', 'p'];
        let king = self.cells[0].0;
        // Half the enemy's new places are within two squares of the king.
        let place = |rng: &mut Rng| match rng.chance(1, 2) {
            true => near(rng, king, 2).unwrap_or(king),
            false => rng.below(64) as i32,
        };
        let mut next = self.clone();
        match rng.below(6) {
            0 | 1 => {
                let s = place(rng);
                next.add(rng, s, &THEIRS, false);
            }
            2 => {
                const OURS: [char; 5] = ['q', 'r', 'b', 'n', 'p'];
                if let Some(s) = near(rng, king, 1) {
                    next.add(rng, s, &OURS, true);
                }
            }
            3 => {
                let ours: Vec<usize> = (0..next.cells.len())
                    .filter(|&i| next.cells[i].2 && next.cells[i].1 != 'k')
                    .collect();
                if let Some(&i) = rng.pick(&ours) {
                    next.cells.remove(i);
                }
            }
            _ => {
                // An enemy unit moved, or (one time in two) replaced by another.
                let theirs: Vec<usize> = (0..next.cells.len())
                    .filter(|&i| !next.cells[i].2 && next.cells[i].1 != 'k')
                    .collect();
                if let Some(&i) = rng.pick(&theirs) {
                    let (_, letter, _) = next.cells.remove(i);
                    let s = place(rng);
                    let letters: &[char] = if rng.chance(1, 2) { &[letter] } else { &THEIRS };
                    if !next.add(rng, s, letters, false) {
                        return self.clone();
                    }
                }
            }
        }
        next
    }

    /// Put on square `sq` a unit of the mover's (`mine`) or of the enemy, its
    /// letter drawn from `letters` among those the side may still have there
    /// ([`Material::fits`]: within the limits, no pawn on the first or last rank,
    /// and a piece beyond the initial set only one time in [`PROMOTION_ODDS`]).
    /// Nothing is added when the square is off the board or taken, or no letter
    /// fits; the answer says whether a unit was added.
    fn add(&mut self, rng: &mut Rng, sq: i32, letters: &[char], mine: bool) -> bool {
        let Some(square) = square_of(sq) else {
            return false;
        };
        if self.cells.iter().any(|c| c.0 == sq) {
            return false;
        }
        let side = if mine == self.white {
            Side::White
        } else {
            Side::Black
        };
        let material = self
            .cells
            .iter()
            .filter(|c| c.2 == mine)
            .filter_map(|&(s, letter, _)| Some((Role::from_char(letter)?, square_of(s)?)))
            .fold(Material::default(), |m, (role, s)| m.with(role, s));
        let promotion = rng.chance(1, PROMOTION_ODDS);
        let fitting: Vec<char> = letters
            .iter()
            .copied()
            .filter(|&l| {
                Role::from_char(l).is_some_and(|r| material.fits(side, r, square, promotion))
            })
            .collect();
        let Some(&letter) = rng.pick(&fitting) else {
            return false;
        };
        self.cells.push((sq, letter, mine));
        true
    }
}

/// Fill `sketch` (the mover's king first) for [`Shape::EnPassantCheck`]: the king
/// on its fourth rank, an enemy pawn diagonally in front of it that has just made
/// a double step, a pawn of the mover beside that pawn, a few units of the mover
/// near the king and enemy pieces anywhere. Returns the en-passant square.
fn en_passant_check(sketch: &mut Sketch, rng: &mut Rng) -> Option<i32> {
    // Built for White (ranks counted from White's side), then turned for Black.
    let white = sketch.white;
    let rank = |r: i32| if white { r } else { 7 - r };
    let kf = rng.below(8) as i32;
    let dx = if rng.chance(1, 2) { 1 } else { -1 };
    let pf = kf + dx;
    let beside = pf + if rng.chance(1, 2) { 1 } else { -1 };
    if !(0..8).contains(&pf) || !(0..8).contains(&beside) {
        return None;
    }
    let king = rank(3) * 8 + kf;
    sketch.cells = vec![
        (king, 'k', true),
        (rank(4) * 8 + pf, 'p', false),
        (rank(4) * 8 + beside, 'p', true),
        (rng.below(64) as i32, 'k', false),
    ];
    const OURS: [char; 5] = ['q', 'r', 'b', 'n', 'p'];
    const THEIRS: [char; 6] = ['q', 'r', 'b', 'n', 'p', 'r'];
    for _ in 0..rng.below(4) {
        if let Some(s) = near(rng, king, 1) {
            sketch.add(rng, s, &OURS, true);
        }
    }
    for _ in 0..3 + rng.below(8) {
        let s = rng.below(64) as i32;
        sketch.add(rng, s, &THEIRS, false);
    }
    // The skipped square and the pawn's origin are empty.
    let (skipped, origin) = (rank(5) * 8 + pf, rank(6) * 8 + pf);
    sketch.cells.retain(|c| c.0 != skipped && c.0 != origin);
    Some(skipped)
}

/// The square of index `sq`, if on the board.
fn square_of(sq: i32) -> Option<Square> {
    Square::from_index(u8::try_from(sq).ok()?)
}

/// A square within `reach` files and ranks of `centre`, if on the board.
fn near(rng: &mut Rng, centre: i32, reach: i32) -> Option<i32> {
    let span = (2 * reach + 1) as usize;
    let (df, dr) = (
        rng.below(span) as i32 - reach,
        rng.below(span) as i32 - reach,
    );
    let (f, r) = (centre % 8 + df, centre / 8 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some(r * 8 + f)
}

/// A setup from (square index, lower-case letter, belongs to the mover?), with the
/// mover White when `white`; `None` if two pieces share a square. (Built directly:
/// a FEN written and read back cost a quarter of the generation time.)
fn setup_of(cells: &[(i32, char, bool)], white: bool, ep: Option<i32>) -> Option<Setup> {
    let mover = if white { Side::White } else { Side::Black };
    let mut setup = Setup::empty();
    for &(sq, letter, mine) in cells {
        let square = square_of(sq)?;
        if setup.board.occupied().contains(square) {
            return None;
        }
        let side = if mine { mover } else { !mover };
        setup.board.put(
            square,
            Piece {
                side,
                role: Role::from_char(letter)?,
            },
        );
    }
    if let Some(i) = ep {
        setup.ep = Bitboard::from(square_of(i)?);
    }
    setup.turn = mover;
    Some(setup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn middlegames_are_legal_positions() {
        for fen in MIDDLEGAMES {
            assert!(Position::from_fen(fen).is_ok(), "{fen}");
        }
    }

    #[test]
    fn random_play_makes_legal_series_and_is_repeatable() {
        let start = Position::initial();
        let a = play(&start, 6, &mut Rng::new(3));
        let b = play(&start, 6, &mut Rng::new(3));
        assert!(!a.is_empty());
        let fens = |v: &[Position]| v.iter().map(Position::fen).collect::<Vec<_>>();
        assert_eq!(fens(&a), fens(&b));
        // Sides alternate.
        assert!(a.windows(2).all(|w| w[0].turn() != w[1].turn()));
    }

    #[test]
    fn constructed_shapes_yield_positions() {
        let mut rng = Rng::new(11);
        for shape in [
            Shape::Crowded,
            Shape::Attack,
            Shape::BareKing,
            Shape::EnPassantCheck,
            Shape::LoneKing,
        ] {
            let n = (0..200)
                .filter_map(|_| constructed(shape, &mut rng))
                .count();
            assert!(n > 10, "{shape:?}: {n}");
        }
    }
}
