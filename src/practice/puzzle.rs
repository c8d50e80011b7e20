//! Flickering puzzles, generated from candidate positions and proved by the solver.
//!
//! - **escape**: the side to move is in check. Difficulty: the length of the
//!   shortest escaping series (the solver's witness is a shortest one). Tags: what
//!   the shortest escape needs or uses (see [`Tag`]).
//! - **mate in one series**: the side to move is not mated or stalemated and has a
//!   series after which the opponent is mated. Difficulty: the length of the
//!   shortest mating series (the mate search deepens by length).
//! - **judge**: is the side to move mated, stalemated, or is there a way out?
//!   Wanted verdicts take turns (mate, stalemate, escape, ...); one that is rare
//!   at the wanted difficulty yields its turn after a while. Difficulty: for an
//!   escape the length of the shortest one; for mate and stalemate the number of
//!   the mover's units besides the king (each must be seen to fail), at least 1.
//!
//! A wanted difficulty `D` is matched exactly, except that 5 means "5 or more".
//! Without one, escapes (of both the escape and the judge kind) take turns at
//! lengths 1 to 5. Escapes longer than one move are rare in random positions, so
//! they are *climbed* to: a crowded position is changed one piece at a time,
//! keeping changes that leave an escape no shorter (see `climb_escape`). Mates of
//! one move are found by scanning the single moves, longer ones by
//! [`mate_in_one`] within a node budget. Mates of three moves and more come from a
//! lone king against a few scattered pieces ([`Shape::LoneKing`]), where they are
//! ten times more common than in attacks on a defended king or in play; positions
//! from play get a smaller budget (their searches cost the most and rarely find a
//! mate).
//!
//! Every position is one a game could reach as far as its material shows (at most
//! 16 units a side, no more promoted pieces than missing pawns, no pawn on its
//! first or last rank, pawns' files within the captures made: [`super::plausible`]):
//! constructed ones are built within those limits, unit by unit, and positions
//! from play keep them by the rules.
//!
//! Puzzles are deduplicated by position (placement, side to move, castling and
//! en-passant rights). Generation is deterministic: the seed drives every random
//! choice, and the searches are bounded by node counts (the mate search's time
//! limit is only a safety net far above them).

use super::rng::Rng;
use super::sources::{self, Shape};
use crate::chess::{Bitboard, Position, Role};
use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use crate::flicker::{solve, Series, Verdict};
use std::collections::HashSet;
use std::fmt;
use std::time::{Duration, Instant};

/// The three kinds of puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleKind {
    Escape,
    MateInOne,
    Judge,
}

impl PuzzleKind {
    pub const ALL: [PuzzleKind; 3] = [PuzzleKind::Escape, PuzzleKind::MateInOne, PuzzleKind::Judge];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Escape => "escape",
            PuzzleKind::MateInOne => "mate-in-one",
            PuzzleKind::Judge => "judge",
        }
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three answers of a judge puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum JudgeVerdict {
    Mate,
    Stalemate,
    Escape,
}

impl JudgeVerdict {
    pub const ALL: [JudgeVerdict; 3] = [
        JudgeVerdict::Mate,
        JudgeVerdict::Stalemate,
        JudgeVerdict::Escape,
    ];

    pub fn name(self) -> &'static str {
        match self {
            JudgeVerdict::Mate => "mate",
            JudgeVerdict::Stalemate => "stalemate",
            JudgeVerdict::Escape => "escape",
        }
    }

    /// The verdict the solver gives.
    pub fn of(v: &Verdict) -> JudgeVerdict {
        match v {
            Verdict::Escape(_) => JudgeVerdict::Escape,
            Verdict::Mate => JudgeVerdict::Mate,
            Verdict::Stalemate => JudgeVerdict::Stalemate,
        }
    }
}

impl fmt::Display for JudgeVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a shortest escape involves.
///
/// `EnPassant` is exact: without the en-passant rights (the same position with
/// them removed) there is no escape as short. `Promotion` and `PinnedPiece`
/// describe the solver's shortest witness: it promotes a pawn, or it moves a unit
/// that was pinned to the king at the start of the series.
///
/// There is no castling tag: castling is never part of a *shortest* escape from
/// check. It needs the king unattacked at the moment it is made, so the series
/// could already end just before it (and before any move, the king is in check).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tag {
    EnPassant,
    Promotion,
    PinnedPiece,
}

impl Tag {
    pub fn name(self) -> &'static str {
        match self {
            Tag::EnPassant => "en-passant",
            Tag::Promotion => "promotion",
            Tag::PinnedPiece => "pinned-piece",
        }
    }
}

/// The proved answer of a puzzle.
#[derive(Clone, Debug)]
pub enum Solution {
    /// A shortest escaping series (escape) or a shortest mating series (mate in one).
    Series(Series),
    /// The verdict of a judge puzzle, with the solver's rescue when there is one.
    Verdict(JudgeVerdict, Option<Series>),
}

/// One puzzle: the position, what is asked, how hard it is, and its proved answer.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub position: Position,
    pub kind: PuzzleKind,
    pub difficulty: u8,
    pub solution: Solution,
    pub tags: Vec<Tag>,
}

impl Puzzle {
    /// The answer as words: the series in coordinates, or the judge's verdict.
    pub fn answer_words(&self) -> Vec<String> {
        match &self.solution {
            Solution::Series(s) => s.coords(),
            Solution::Verdict(v, _) => vec![v.name().to_string()],
        }
    }
}

/// What to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub kind: PuzzleKind,
    pub count: usize,
    /// 1 to 5 (5: five or more); any when `None`.
    pub difficulty: Option<u8>,
    pub seed: u64,
}

/// The highest difficulty asked for by number (it means "this or more").
pub const MAX_DIFFICULTY: u8 = 5;

/// Generated puzzles and what it took.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzles: Vec<Puzzle>,
    /// Candidate positions looked at.
    pub candidates: u64,
    pub elapsed: Duration,
}

/// Why generation stopped short.
#[derive(Clone, Debug, thiserror::Error)]
pub enum GenerateError {
    #[error("difficulty must be 1 to {MAX_DIFFICULTY} (5 means five or more), got {0}")]
    Difficulty(u8),
    #[error(
        "found only {found} of {wanted} {kind} puzzles after {candidates} candidate positions; \
         ask for fewer, or for another difficulty"
    )]
    Exhausted {
        kind: PuzzleKind,
        found: usize,
        wanted: usize,
        candidates: u64,
        /// The puzzles that were found.
        puzzles: Vec<Puzzle>,
    },
}

/// Candidate positions tried per wanted puzzle before giving up.
const CANDIDATES_PER_PUZZLE: u64 = 6000;

/// Candidates a judge verdict may take before the next verdict has its turn.
const VERDICT_PATIENCE: u64 = 400;

/// The mate search's budget per candidate (nodes only, so results never depend on
/// the machine's speed; the time limit is a safety net far above the node count).
const MATE_LIMITS: MateLimits = MateLimits {
    max_nodes: 4_000,
    max_time: Duration::from_secs(30),
    threads: MateLimits::THREADS,
};

/// The mate search's budget for a position reached by play. Such positions are
/// crowded: a node costs about 40 µs there (against about 10 µs in a constructed
/// attack), and a search that finds no mate runs to its budget. Mates that exist
/// there are short and found early (a few hundred nodes).
const PLAY_MATE_LIMITS: MateLimits = MateLimits {
    max_nodes: 800,
    max_time: Duration::from_secs(30),
    threads: MateLimits::THREADS,
};

/// Generate `req.count` puzzles of `req.kind`.
pub fn generate(req: &Request) -> Result<Generated, GenerateError> {
    generate_each(req, |_| true)
}

/// [`generate`], handing each puzzle to `each` as soon as it is proved (so a
/// caller can print it at once); `each` returning `false` stops the work, and the
/// puzzles found so far come back as if they were all that was asked for.
pub fn generate_each(
    req: &Request,
    mut each: impl FnMut(&Puzzle) -> bool,
) -> Result<Generated, GenerateError> {
    if let Some(d) = req.difficulty {
        if !(1..=MAX_DIFFICULTY).contains(&d) {
            return Err(GenerateError::Difficulty(d));
        }
    }
    let began = Instant::now();
    let mut rng = Rng::new(req.seed);
    let mut stream = Candidates::default();
    let mut seen = HashSet::new();
    let mut puzzles = Vec::with_capacity(req.count);
    let mut candidates = 0u64;
    let mut misses = 0u64;
    let budget = CANDIDATES_PER_PUZZLE * req.count as u64 + 1000;
    while puzzles.len() < req.count {
        if candidates >= budget {
            return Err(GenerateError::Exhausted {
                kind: req.kind,
                found: puzzles.len(),
                wanted: req.count,
                candidates,
                puzzles,
            });
        }
        candidates += 1;
        // Judge verdicts take turns by puzzle; a verdict not found within
        // `VERDICT_PATIENCE` candidates gives its turn to the next, so that one rare
        // at the wanted difficulty does not hold the others up.
        let turn = puzzles.len() + (misses / VERDICT_PATIENCE) as usize;
        let wanted_verdict = JudgeVerdict::ALL[[0, 2, 1][turn % 3]];
        // Without a wanted difficulty, escapes take turns at lengths 1 to 5.
        let target = req
            .difficulty
            .unwrap_or(1 + (puzzles.len() % MAX_DIFFICULTY as usize) as u8);
        let plan = match req.kind {
            PuzzleKind::Escape if target > 1 => Plan::Climb(target),
            // Mates of three moves and more come from a lone king against
            // scattered pieces: one candidate in 25 has one of three moves, one
            // in 65 of four, one in 600 of five or more (the attacks and play
            // yield them ten times more rarely).
            PuzzleKind::MateInOne if target >= 3 => Plan::Built(Shape::LoneKing),
            PuzzleKind::Judge if wanted_verdict == JudgeVerdict::Escape && target > 1 => {
                Plan::Climb(target)
            }
            kind => stream.next_plan(kind, wanted_verdict),
        };
        let Some(pos) = stream.next(plan, &mut rng) else {
            continue;
        };
        if !seen.insert(position_key(&pos)) {
            continue;
        }
        let made = match req.kind {
            PuzzleKind::Escape => escape_puzzle(&pos),
            PuzzleKind::MateInOne if req.difficulty == Some(1) => one_move_mate_puzzle(&pos),
            PuzzleKind::MateInOne => mate_puzzle(&pos, plan.mate_limits()),
            PuzzleKind::Judge => judge_puzzle(&pos, wanted_verdict),
        };
        let wanted = match req.kind {
            PuzzleKind::Escape => Some(target),
            PuzzleKind::Judge if wanted_verdict == JudgeVerdict::Escape => Some(target),
            _ => req.difficulty,
        };
        match made.filter(|p| matches_difficulty(p.difficulty, wanted)) {
            Some(p) => {
                let more = each(&p);
                puzzles.push(p);
                misses = 0;
                if !more {
                    break;
                }
            }
            None => misses += 1,
        }
    }
    Ok(Generated {
        puzzles,
        candidates,
        elapsed: began.elapsed(),
    })
}

/// Does `actual` fit the wanted difficulty (5 meaning five or more)?
pub fn matches_difficulty(actual: u8, wanted: Option<u8>) -> bool {
    match wanted {
        None => true,
        Some(MAX_DIFFICULTY) => actual >= MAX_DIFFICULTY,
        Some(d) => actual == d,
    }
}

/// The FEN without its move counters.
fn position_key(pos: &Position) -> String {
    let fen = pos.fen();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// Where the next candidate comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Plan {
    /// The next position of a random game from the start or a middlegame.
    Play,
    Built(Shape),
    /// A crowded position changed step by step until its shortest escape has the
    /// wanted length.
    Climb(u8),
}

impl Plan {
    /// The mate search's budget for a candidate from this source.
    fn mate_limits(self) -> MateLimits {
        match self {
            Plan::Play => PLAY_MATE_LIMITS,
            _ => MATE_LIMITS,
        }
    }
}

/// One mate-in-one candidate in this many comes from play.
const PLAY_SHARE_MATE: usize = 16;

/// A stream of candidates: positions of the game being played at random, or
/// constructed ones, as the plan says.
#[derive(Default)]
struct Candidates {
    game: Vec<Position>,
    turn: usize,
}

impl Candidates {
    /// Sources take turns so that every kind draws from play and from constructions.
    fn next_plan(&mut self, kind: PuzzleKind, verdict: JudgeVerdict) -> Plan {
        self.turn += 1;
        let t = self.turn;
        match kind {
            PuzzleKind::Escape => match t % 6 {
                0 | 3 => Plan::Play,
                1 => Plan::Built(Shape::EnPassantCheck),
                _ => Plan::Built(Shape::Crowded),
            },
            // Positions from play cost the mate search the most (crowded boards,
            // searches that run to their budget) and rarely hold a mate in one
            // series: one candidate in `PLAY_SHARE_MATE` comes from play.
            PuzzleKind::MateInOne => match t % PLAY_SHARE_MATE {
                0 => Plan::Play,
                _ => Plan::Built(Shape::Attack),
            },
            PuzzleKind::Judge => match verdict {
                JudgeVerdict::Escape if t % 2 == 0 => Plan::Play,
                JudgeVerdict::Escape | JudgeVerdict::Mate => Plan::Built(Shape::Crowded),
                JudgeVerdict::Stalemate => Plan::Built(Shape::BareKing),
            },
        }
    }

    fn next(&mut self, plan: Plan, rng: &mut Rng) -> Option<Position> {
        match plan {
            Plan::Built(shape) => sources::constructed(shape, rng),
            Plan::Climb(target) => climb_escape(rng, target),
            Plan::Play => {
                if self.game.is_empty() {
                    let middlegame = rng.chance(1, 2);
                    let start = sources::opening(rng, middlegame);
                    let mut game = sources::play(&start, 4 + rng.below(20), rng);
                    game.reverse();
                    self.game = game;
                }
                self.game.pop()
            }
        }
    }
}

/// Steps a climb may take without lengthening its escape, times the square of the
/// length reached: a climb that got far is worth more patience (at length 4 it
/// waits 16 times as long as at 1). Most climbs stall at length 1 or 2, where
/// giving up early is cheapest; with the material a game allows, a length of 5
/// takes thousands of steps from 4.
const CLIMB_PATIENCE: usize = 300;
/// Steps a climb takes at most.
const CLIMB_STEPS: usize = 20_000;
/// Random crowded placements tried for a climb's start (most are not in check).
const CLIMB_STARTS: usize = 50;

/// The length of the shortest escape from `pos` when the king is in check.
fn escape_length(pos: &Position) -> Option<u8> {
    if !pos.is_check() {
        return None;
    }
    match solve(pos).verdict {
        Verdict::Escape(s) => Some(difficulty_of(s.len())),
        _ => None,
    }
}

/// A position in check whose shortest escape has length `target` (or more, for
/// 5): a crowded position (or one with an en-passant check) is changed one piece
/// at a time, keeping each change that leaves the king in check with an escape no
/// shorter and not beyond the target, until the escape has the wanted length or
/// the climb has waited too long for it to grow ([`CLIMB_PATIENCE`]). Every
/// change keeps the material a game could reach ([`sources::Sketch::mutated`]).
fn climb_escape(rng: &mut Rng, target: u8) -> Option<Position> {
    let (mut sketch, mut pos, mut len) = (0..CLIMB_STARTS).find_map(|_| {
        let shape = if rng.chance(1, 4) {
            Shape::EnPassantCheck
        } else {
            Shape::Crowded
        };
        let sketch = sources::Sketch::new(shape, rng);
        let pos = sketch.position()?;
        let len = escape_length(&pos)?;
        Some((sketch, pos, len))
    })?;
    let mut waited = 0;
    for _ in 0..CLIMB_STEPS {
        if matches_difficulty(len, Some(target)) {
            return Some(pos);
        }
        waited += 1;
        if waited > CLIMB_PATIENCE * usize::from(len).pow(2) {
            return None;
        }
        let next = sketch.mutated(rng);
        if next == sketch {
            continue;
        }
        let Some(p) = next.position() else { continue };
        match escape_length(&p) {
            Some(l) if l >= len && (l <= target || target == MAX_DIFFICULTY) => {
                if l > len {
                    waited = 0;
                }
                (sketch, pos, len) = (next, p, l);
            }
            _ => {}
        }
    }
    matches_difficulty(len, Some(target)).then_some(pos)
}

/// An escape puzzle from `pos`, if the side to move is in check and can escape.
pub fn escape_puzzle(pos: &Position) -> Option<Puzzle> {
    if !pos.is_check() {
        return None;
    }
    let Verdict::Escape(series) = solve(pos).verdict else {
        return None;
    };
    let tags = escape_tags(pos, &series);
    Some(Puzzle {
        position: *pos,
        kind: PuzzleKind::Escape,
        difficulty: difficulty_of(series.len()),
        solution: Solution::Series(series),
        tags,
    })
}

fn difficulty_of(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// The tags of a shortest escape `witness` from `pos` (see [`Tag`]).
pub fn escape_tags(pos: &Position, witness: &Series) -> Vec<Tag> {
    let mut tags = Vec::new();
    let len = witness.len();
    // Exact: without the right (FEN field `field`), no escape as short.
    let needs = |field: usize| -> bool {
        let fen = pos.fen();
        let mut parts: Vec<&str> = fen.split(' ').collect();
        if parts.get(field).is_none_or(|f| *f == "-") {
            return false;
        }
        parts[field] = "-";
        match Position::from_fen(&parts.join(" ")) {
            Ok(without) => match solve(&without).verdict {
                Verdict::Escape(s) => s.len() > len,
                _ => true,
            },
            Err(_) => false,
        }
    };
    if needs(3) {
        tags.push(Tag::EnPassant);
    }
    if witness.moves().iter().any(|m| m.promotion.is_some()) {
        tags.push(Tag::Promotion);
    }
    let pinned = pinned_units(pos);
    if witness.moves().iter().any(|m| pinned.contains(m.from)) {
        tags.push(Tag::PinnedPiece);
    }
    tags
}

/// The mover's units (the king aside) whose removal would open a new attack on the
/// king: the units pinned to it.
pub fn pinned_units(pos: &Position) -> Bitboard {
    let b = pos.board();
    let us = pos.turn();
    let king = pos.our_king();
    let occ = b.occupied();
    let now = b.attackers(king, !us, occ);
    let mut pinned = Bitboard::EMPTY;
    for s in b.side(us) & !b.pieces(us, Role::King) {
        let lifted = occ & !Bitboard::from(s);
        if (b.attackers(king, !us, lifted) & !now).any() {
            pinned.insert(s);
        }
    }
    pinned
}

/// A mate-in-one puzzle from `pos`, if the side to move is not mated or stalemated
/// and a mating series is found within `limits`.
pub fn mate_puzzle(pos: &Position, limits: MateLimits) -> Option<Puzzle> {
    if !solve(pos).verdict.is_escape() {
        return None;
    }
    let report = mate_in_one(pos, limits);
    let MateOutcome::Found(series) = report.outcome else {
        return None;
    };
    Some(mate_found(pos, series))
}

/// The mate-in-one puzzle of `pos` whose shortest mating series is `series`.
fn mate_found(pos: &Position, series: Series) -> Puzzle {
    Puzzle {
        position: *pos,
        kind: PuzzleKind::MateInOne,
        difficulty: difficulty_of(series.len()),
        solution: Solution::Series(series),
        tags: Vec::new(),
    }
}

/// A mate-in-one puzzle whose mating series is a single move, if `pos` has one
/// (and is not mated or stalemated). Scanning the single moves is all a length-1
/// search needs; the general search would go on to longer series in vain.
pub fn one_move_mate_puzzle(pos: &Position) -> Option<Puzzle> {
    let start = Series::new(*pos);
    let series = start.legal_moves().into_iter().find_map(|m| {
        let mut s = start.clone();
        s.play(&m).ok()?;
        let end = s.end().ok()?;
        (end.is_check() && matches!(solve(&end).verdict, Verdict::Mate)).then_some(s)
    })?;
    Some(Puzzle {
        position: *pos,
        kind: PuzzleKind::MateInOne,
        difficulty: 1,
        solution: Solution::Series(series),
        tags: Vec::new(),
    })
}

/// A judge puzzle from `pos` if the solver's verdict is `wanted`.
pub fn judge_puzzle(pos: &Position, wanted: JudgeVerdict) -> Option<Puzzle> {
    let verdict = solve(pos).verdict;
    if JudgeVerdict::of(&verdict) != wanted {
        return None;
    }
    // An escape with the king not in check is a position where any safe move will
    // do: only positions in check are asked.
    if wanted == JudgeVerdict::Escape && !pos.is_check() {
        return None;
    }
    let units = pos.board().side(pos.turn()).count().saturating_sub(1);
    let (difficulty, rescue, tags) = match verdict {
        Verdict::Escape(s) => (
            difficulty_of(s.len()),
            Some(s.clone()),
            escape_tags(pos, &s),
        ),
        _ => (difficulty_of(units.max(1) as usize), None, Vec::new()),
    };
    Some(Puzzle {
        position: *pos,
        kind: PuzzleKind::Judge,
        difficulty,
        solution: Solution::Verdict(wanted, rescue),
        tags,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn en_passant_is_tagged_when_the_escape_needs_it() {
        // The pawn c5 has just stepped two squares and checks the king on b4; the
        // only way out takes it en passant (without the right it is mate).
        let p = escape_puzzle(&pos("r6k/3b4/1p6/2pP4/1K6/7r/3n4/8 w - c6 0 1")).unwrap();
        assert_eq!(p.difficulty, 1);
        assert_eq!(p.tags, [Tag::EnPassant]);
        assert_eq!(p.answer_words(), ["d5c6"]);
        assert!(!solve(&pos("r6k/3b4/1p6/2pP4/1K6/7r/3n4/8 w - - 0 1"))
            .verdict
            .is_escape());
    }

    #[test]
    fn a_unit_alone_on_a_line_to_the_king_is_pinned() {
        let p = pos("4r2k/8/8/8/8/8/4B3/R3K3 w - - 0 1");
        assert_eq!(
            pinned_units(&p)
                .into_iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>(),
            ["e2"]
        );
    }

    #[test]
    fn five_means_five_or_more() {
        assert!(matches_difficulty(7, Some(5)));
        assert!(matches_difficulty(5, Some(5)));
        assert!(!matches_difficulty(4, Some(5)));
        assert!(!matches_difficulty(3, Some(2)));
        assert!(matches_difficulty(3, None));
    }

    #[test]
    fn difficulties_out_of_range_are_refused() {
        for d in [0, 6] {
            let req = Request {
                kind: PuzzleKind::Escape,
                count: 1,
                difficulty: Some(d),
                seed: 1,
            };
            assert!(matches!(generate(&req), Err(GenerateError::Difficulty(_))));
        }
    }
}
