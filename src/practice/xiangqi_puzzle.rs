//! Xiangqi puzzles: mate in one and mate in two, generated from constructed
//! endgames and proved by the Xiangqi mate search ([`find_mate`]). A win is leaving
//! the opponent without a legal move (checkmate or stalemate, both a loss in
//! Xiangqi: `docs/rules/xiangqi.md` §5.1). The number of moves is the *shortest*
//! forced win: a mate-in-two puzzle has no mate in one.
//!
//! Candidates: both generals in their palaces, the defender with up to two
//! advisors and two elephants on their points, the attacker with two to four
//! chariots, horses, cannons and crossed soldiers near the defender's palace (no
//! more of a kind than a side starts with); the attacker is Red or Black at
//! random. Placements the rules core refuses (facing generals, the side not to
//! move in check, pieces off their points) are dropped.
//! Same seed, same puzzles: the searches are bounded by nodes only.

use super::plausible::xiangqi_initial;
use super::rng::Rng;
use crate::core::Side;
use crate::xiangqi::mate::{find_mate, MateLimits, MateResult};
use crate::xiangqi::notation::Notation;
use crate::xiangqi::{Move, Piece, PieceKind, Point, Position, Setup};
use std::collections::HashSet;
use std::fmt;
use std::sync::atomic::AtomicBool;

/// The Xiangqi puzzle kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum XiangqiKind {
    MateInOne,
    MateInTwo,
}

impl XiangqiKind {
    pub const ALL: [XiangqiKind; 2] = [XiangqiKind::MateInOne, XiangqiKind::MateInTwo];

    /// The name on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            XiangqiKind::MateInOne => "mate-in-one",
            XiangqiKind::MateInTwo => "mate-in-two",
        }
    }

    /// The number of the attacker's moves.
    pub fn moves(self) -> u32 {
        match self {
            XiangqiKind::MateInOne => 1,
            XiangqiKind::MateInTwo => 2,
        }
    }
}

impl fmt::Display for XiangqiKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Xiangqi puzzle: the position, the kind, and the proved line (the attacker's
/// moves with the defender's longest defence between them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XiangqiPuzzle {
    pub position: Position,
    pub kind: XiangqiKind,
    pub line: Vec<Move>,
    /// The final position is stalemate rather than checkmate (a win all the same).
    pub stalemate: bool,
}

impl XiangqiPuzzle {
    /// The line in coordinates.
    pub fn coords(&self) -> Vec<String> {
        self.line.iter().map(Move::coord).collect()
    }

    /// The line written in `notation`.
    pub fn written(&self, notation: Notation) -> Vec<String> {
        write_line(&self.position, &self.line, notation)
    }
}

/// `moves`, played one after the other from `start`, each written in `notation`
/// (the position before it decides, as the move list writes it).
pub fn write_line(start: &Position, moves: &[Move], notation: Notation) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|m| {
            let text = notation.write(&pos, *m);
            pos = pos.after(*m);
            text
        })
        .collect()
}

/// Why generation stopped short.
#[derive(Clone, Debug, thiserror::Error)]
#[error(
    "found only {found} of {wanted} Xiangqi {kind} puzzles after {candidates} candidate \
     positions; ask for fewer"
)]
pub struct XiangqiExhausted {
    pub kind: XiangqiKind,
    pub found: usize,
    pub wanted: usize,
    pub candidates: u64,
    pub puzzles: Vec<XiangqiPuzzle>,
}

/// Candidates tried per wanted puzzle before giving up.
const CANDIDATES_PER_PUZZLE: u64 = 4000;

/// The mate search's budget per candidate (nodes only: results never depend on the
/// machine's speed; mates in two of these endgames take a few thousand nodes).
const LIMITS: MateLimits = MateLimits {
    nodes: 200_000,
    time: None,
};

/// Generate `count` puzzles of `kind` from `seed`.
pub fn generate_xiangqi(
    kind: XiangqiKind,
    count: usize,
    seed: u64,
) -> Result<Vec<XiangqiPuzzle>, XiangqiExhausted> {
    generate_xiangqi_each(kind, count, seed, |_| true)
}

/// [`generate_xiangqi`], handing each puzzle to `each` as soon as it is proved;
/// `each` returning `false` stops the work with the puzzles found so far.
pub fn generate_xiangqi_each(
    kind: XiangqiKind,
    count: usize,
    seed: u64,
    mut each: impl FnMut(&XiangqiPuzzle) -> bool,
) -> Result<Vec<XiangqiPuzzle>, XiangqiExhausted> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut puzzles = Vec::with_capacity(count);
    let mut candidates = 0u64;
    let budget = CANDIDATES_PER_PUZZLE * count as u64 + 1000;
    while puzzles.len() < count {
        if candidates >= budget {
            return Err(XiangqiExhausted {
                kind,
                found: puzzles.len(),
                wanted: count,
                candidates,
                puzzles,
            });
        }
        candidates += 1;
        let Some(pos) = endgame(&mut rng) else {
            continue;
        };
        let key = pos.to_fen();
        if seen.contains(&key) {
            continue;
        }
        if let Some(p) = puzzle_of(&pos, kind) {
            seen.insert(key);
            let more = each(&p);
            puzzles.push(p);
            if !more {
                break;
            }
        }
    }
    Ok(puzzles)
}

/// The puzzle of `kind` from `pos`, if its shortest forced win has that many moves
/// (and the game is not over already).
pub fn puzzle_of(pos: &Position, kind: XiangqiKind) -> Option<XiangqiPuzzle> {
    if pos.has_no_moves() {
        return None;
    }
    let stop = AtomicBool::new(false);
    match find_mate(pos, kind.moves(), LIMITS, &stop).result {
        MateResult::Mate {
            moves,
            line,
            stalemate,
        } if moves == kind.moves() => Some(XiangqiPuzzle {
            position: pos.clone(),
            kind,
            line,
            stalemate,
        }),
        _ => None,
    }
}

/// A random endgame (see the module text), if the rules core accepts it.
pub fn endgame(rng: &mut Rng) -> Option<Position> {
    let attacker = if rng.chance(1, 2) {
        Side::White
    } else {
        Side::Black
    };
    let defender = !attacker;
    // Ranks counted from the defender's back rank (0) towards the attacker.
    let point = |file: i16, rank: i16, side_back: Side| -> Option<Point> {
        let r = if side_back == Side::White {
            rank
        } else {
            9 - rank
        };
        Point::at(file, r)
    };
    let mut setup = Setup::empty();
    let mut put = |p: Option<Point>, piece: Piece| -> Option<()> {
        let p = p?;
        if setup.piece_at(p).is_some() {
            return None;
        }
        setup.set(p, Some(piece));
        Some(())
    };
    let file = |rng: &mut Rng| 3 + rng.below(3) as i16;
    let rank = |rng: &mut Rng| rng.below(3) as i16;
    put(
        point(file(rng), rank(rng), defender),
        Piece::new(defender, PieceKind::General),
    )?;
    put(
        point(file(rng), rank(rng), attacker),
        Piece::new(attacker, PieceKind::General),
    )?;
    const ADVISOR: [(i16, i16); 5] = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)];
    const ELEPHANT: [(i16, i16); 7] = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];
    for _ in 0..rng.below(3) {
        let (f, r) = ADVISOR[rng.below(ADVISOR.len())];
        put(
            point(f, r, defender),
            Piece::new(defender, PieceKind::Advisor),
        )?;
    }
    for _ in 0..rng.below(3) {
        let (f, r) = ELEPHANT[rng.below(ELEPHANT.len())];
        put(
            point(f, r, defender),
            Piece::new(defender, PieceKind::Elephant),
        )?;
    }
    const ATTACKERS: [PieceKind; 6] = [
        PieceKind::Chariot,
        PieceKind::Chariot,
        PieceKind::Horse,
        PieceKind::Cannon,
        PieceKind::Soldier,
        PieceKind::Soldier,
    ];
    // No more of a kind than a side starts with (two chariots, five soldiers).
    let mut placed: Vec<PieceKind> = Vec::new();
    for _ in 0..2 + rng.below(3) {
        let left: Vec<PieceKind> = ATTACKERS
            .into_iter()
            .filter(|&k| placed.iter().filter(|&&p| p == k).count() < xiangqi_initial(k))
            .collect();
        let Some(&kind) = rng.pick(&left) else { break };
        placed.push(kind);
        // Near the defender's palace; soldiers on the defender's side of the river.
        let (f, r) = match kind {
            PieceKind::Soldier => (rng.below(9) as i16, rng.below(5) as i16),
            _ => (rng.below(9) as i16, rng.below(7) as i16),
        };
        put(point(f, r, defender), Piece::new(attacker, kind))?;
    }
    setup.side = attacker;
    Position::try_from(setup).ok()
}

/// How the game stands after the player's moves in a Xiangqi puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XiangqiProgress {
    /// The opponent has no legal move: solved.
    Won,
    /// Every answer of the opponent still loses in time; this one is played (the
    /// proved line's defence when it applies) and the player moves again.
    Reply(Move),
}

/// Why the player's move does not solve the puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum XiangqiRefused {
    #[error("the opponent can still move after {0}: no win")]
    NoWin(String),
    #[error("the opponent escapes with {reply}: no forced win in {left} more move(s)")]
    Escapes { reply: String, left: u32 },
    #[error("that move does not start from the puzzle's position")]
    OtherPosition,
}

/// Judge the moves played so far from the puzzle's position (the player's, with
/// the screen's replies between them; the player's last). Decided by the rules
/// core: the opponent without a move wins; otherwise the Xiangqi mate search says
/// whether every answer still loses in the moves left.
pub fn judge_moves(
    puzzle: &XiangqiPuzzle,
    played: &[Move],
    notation: Notation,
) -> Result<XiangqiProgress, XiangqiRefused> {
    let mut pos = puzzle.position.clone();
    let mut last = String::new();
    for m in played {
        if !pos.is_legal(*m) {
            return Err(XiangqiRefused::OtherPosition);
        }
        last = notation.write(&pos, *m);
        pos = pos.after(*m);
    }
    if pos.has_no_moves() {
        return Ok(XiangqiProgress::Won);
    }
    let made = played.len().div_ceil(2) as u32;
    let left = puzzle.kind.moves().saturating_sub(made);
    if left == 0 {
        return Err(XiangqiRefused::NoWin(last));
    }
    let stop = AtomicBool::new(false);
    let replies = pos.legal_moves();
    for r in &replies {
        let after = pos.after(*r);
        let material_draw = r.is_capture()
            && !after.has_attackers(Side::White)
            && !after.has_attackers(Side::Black);
        let wins = !material_draw
            && matches!(
                find_mate(&after, left, LIMITS, &stop).result,
                MateResult::Mate { moves, .. } if moves <= left
            );
        if !wins {
            return Err(XiangqiRefused::Escapes {
                reply: notation.write(&pos, *r),
                left,
            });
        }
    }
    let on_line = puzzle.line.starts_with(played);
    let reply = match puzzle.line.get(played.len()) {
        Some(r) if on_line => *r,
        _ => replies[0],
    };
    Ok(XiangqiProgress::Reply(reply))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proved_line_wins_and_a_wrong_first_move_is_refused_with_the_escape() {
        let p = &generate_xiangqi(XiangqiKind::MateInTwo, 3, 9).unwrap()[0];
        let (a1, d1, a2) = (p.line[0], p.line[1], p.line[2]);
        assert_eq!(
            judge_moves(p, &[a1], Notation::Coordinate),
            Ok(XiangqiProgress::Reply(d1))
        );
        assert_eq!(
            judge_moves(p, &[a1, d1, a2], Notation::Coordinate),
            Ok(XiangqiProgress::Won)
        );
        // Some other first move lets the opponent out (a mate in two has no mate
        // in one, and not every move keeps the win).
        let wrong = p
            .position
            .legal_moves()
            .into_iter()
            .find(|m| judge_moves(p, &[*m], Notation::Coordinate).is_err())
            .unwrap();
        assert!(matches!(
            judge_moves(p, &[wrong], Notation::Coordinate),
            Err(XiangqiRefused::Escapes { .. } | XiangqiRefused::NoWin(_))
        ));
    }
}
