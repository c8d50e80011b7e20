//! Mate search: the shortest forced win in up to N moves (N ≤ [`MAX_MATE_MOVES`]) by
//! the side to move, with the forced line (the attacker's moves and the longest
//! defence).
//!
//! A win is leaving the opponent without a legal move: checkmate or stalemate, both
//! a loss in Xiangqi (rules §3). The search is an AND/OR proof search by iterative
//! deepening: "mate in n" at an attacker node holds if some move leaves the defender
//! with no move (n = 1) or with only replies after which mate in n − 1 holds. Moves
//! that give check are tried first, then captures; a transposition table keyed by
//! placement and side to move remembers proved mates (with the move) and depths
//! proved to have none, so transpositions are decided once.
//!
//! **Rules left out, and why that is sound here.** Perpetual check and chase are
//! ruled on the fourth occurrence of a position. A position can only recur after at
//! least four plies, so a fourth occurrence inside a searched line needs at least
//! twelve plies, while a mate in five is nine: within the line no ruling can arise.
//! Occurrences before the searched position (a game's history) are not known to the
//! search, which looks at the board only, as the engines' short mate searches do.
//! The material draw is honoured: a capture that leaves
//! neither side a chariot, horse, cannon or soldier ends the game as a draw, unless
//! the side to move is then without a move.
//!
//! The search runs under [`MateLimits`] (nodes, time) and a cancel flag, so that a
//! front end can run it on a worker thread; when a limit stops it, the answer says
//! so and how many moves were fully decided.

use super::moves::Move;
use super::piece::PieceKind;
use super::position::Position;
use crate::core::hash::FastHash;
use std::collections::HashMap;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The longest mate searched for.
pub const MAX_MATE_MOVES: u32 = 5;
/// The default depth of the mate search.
pub const DEFAULT_MATE_MOVES: u32 = 3;

/// When to give up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MateLimits {
    /// At most this many positions visited.
    pub nodes: u64,
    /// At most this long.
    pub time: Option<Duration>,
}

impl Default for MateLimits {
    fn default() -> Self {
        MateLimits {
            nodes: 50_000_000,
            time: Some(Duration::from_secs(10)),
        }
    }
}

/// How the search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateResult {
    /// A forced win in `moves` moves; `line` alternates attacker and defender moves
    /// and ends with the attacker's winning move (2·moves − 1 plies).
    Mate {
        moves: u32,
        line: Vec<Move>,
        /// Whether the final position is stalemate rather than checkmate.
        stalemate: bool,
    },
    /// No forced win in up to `max` moves (all of them decided).
    NoMate { max: u32 },
    /// A limit or the cancel flag stopped the search; no mate exists in up to
    /// `decided` moves, longer ones were not decided.
    Stopped { reason: StopReason, decided: u32 },
}

/// Why the search stopped early.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StopReason {
    #[error("the node limit ({0} positions) was reached")]
    Nodes(u64),
    #[error("the time limit ({} ms) was reached", .0.as_millis())]
    Time(Duration),
    #[error("the search was cancelled")]
    Cancelled,
}

/// What the search found, with its cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateReport {
    pub result: MateResult,
    /// Positions visited.
    pub nodes: u64,
}

/// A transposition table entry for an attacker node.
#[derive(Copy, Clone, Debug, Default)]
struct Entry {
    /// Mate proved in this many moves (0 = none proved), with the move.
    mate_in: u8,
    best: Option<Move>,
    /// No mate in up to this many moves.
    none_upto: u8,
}

struct Search<'a> {
    nodes: u64,
    limits: MateLimits,
    started: Instant,
    cancel: &'a AtomicBool,
    stopped: Option<StopReason>,
    table: HashMap<u64, Entry, FastHash>,
    hasher: FastHash,
    /// One move buffer per ply.
    buffers: Vec<Vec<Move>>,
    /// Scratch space for ordering moves.
    ranks: Vec<(u8, Move)>,
}

/// The placement and side to move, hashed (the derived `Hash` of a [`Position`]
/// includes the move counters, which do not matter to a mate).
fn key(hasher: &FastHash, pos: &Position) -> u64 {
    let mut cells = [0u8; 96];
    for (i, cell) in pos.board.iter().enumerate() {
        if let Some(pc) = cell {
            cells[i] = 1 + pc.side.index() as u8 * 8 + pc.kind as u8;
        }
    }
    cells[95] = pos.side_to_move().index() as u8;
    hasher.hash_one(cells)
}

/// Whether the game ends drawn on material after a capture (neither side has an
/// attacking piece).
fn material_draw(pos: &Position) -> bool {
    !pos.board.iter().flatten().any(|pc| pc.kind.is_attacker())
}

impl Search<'_> {
    /// Count a node; false when a limit says stop.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.stopped.is_some() {
            return false;
        }
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.stopped = Some(StopReason::Nodes(self.limits.nodes));
            return false;
        }
        if self.nodes % 4096 == 0 {
            if self.cancel.load(Ordering::Relaxed) {
                self.stopped = Some(StopReason::Cancelled);
                return false;
            }
            if let Some(t) = self.limits.time {
                if self.started.elapsed() >= t {
                    self.stopped = Some(StopReason::Time(t));
                    return false;
                }
            }
        }
        true
    }

    /// Whether the side to move in `pos` wins in at most `n` moves. `ply` picks the
    /// move buffer. The answer is meaningless once `stopped` is set.
    fn attack(&mut self, pos: &mut Position, n: u32, ply: usize) -> bool {
        let k = key(&self.hasher, pos);
        if let Some(e) = self.table.get(&k) {
            if e.mate_in != 0 && e.mate_in as u32 <= n {
                return true;
            }
            if e.none_upto as u32 >= n {
                return false;
            }
        }
        if !self.tick() {
            return false;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate_legal(&mut moves);
        // Checks first, then captures, then the rest (not needed with one move
        // left, where every move gets the same leaf test).
        let clock = pos.halfmoves;
        if n > 1 {
            let mut ranks = std::mem::take(&mut self.ranks);
            ranks.clear();
            ranks.extend(moves.iter().map(|&mv| {
                pos.play(mv);
                let rank = if pos.in_check() {
                    0
                } else if mv.is_capture() {
                    1
                } else {
                    2
                };
                pos.unplay(mv, clock);
                (rank, mv)
            }));
            ranks.sort_by_key(|&(r, _)| r);
            moves.clear();
            moves.extend(ranks.iter().map(|&(_, mv)| mv));
            self.ranks = ranks;
        }
        let mut found = None;
        for &mv in &moves {
            // With one move left only a move that leaves no reply wins; a quiet
            // move must stalemate, which the leaf test below decides as well.
            pos.play(mv);
            let (wins, mates) = if !pos.has_legal_move() {
                (true, pos.in_check())
            } else if n == 1 || found.is_some() || (mv.is_capture() && material_draw(pos)) {
                // (After a stalemate only an immediate checkmate is looked for.)
                (false, false)
            } else {
                (self.defend(pos, n - 1, ply + 1), true)
            };
            pos.unplay(mv, clock);
            if self.stopped.is_some() {
                break;
            }
            if wins && (found.is_none() || mates) {
                found = Some(mv);
                // A stalemate wins too, but a checkmate reads better: look on
                // for one among the remaining moves.
                if mates {
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        if self.stopped.is_some() {
            return false;
        }
        let e = self.table.entry(k).or_default();
        match found {
            Some(mv) => {
                if e.mate_in == 0 || e.mate_in as u32 > n {
                    e.mate_in = n as u8;
                    e.best = Some(mv);
                }
                true
            }
            None => {
                e.none_upto = e.none_upto.max(n as u8);
                false
            }
        }
    }

    /// Whether every reply of the side to move in `pos` (which has one) loses to a
    /// win in at most `n` moves.
    fn defend(&mut self, pos: &mut Position, n: u32, ply: usize) -> bool {
        if !self.tick() {
            return false;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate_legal(&mut moves);
        let clock = pos.halfmoves;
        let mut all_lose = true;
        for &mv in &moves {
            pos.play(mv);
            let loses = !(mv.is_capture() && material_draw(pos)) && self.attack(pos, n, ply + 1);
            pos.unplay(mv, clock);
            if !loses || self.stopped.is_some() {
                all_lose = false;
                break;
            }
        }
        self.buffers[ply] = moves;
        all_lose
    }

    /// The shortest win in at most `n` moves from an attacker node, if any.
    fn shortest(&mut self, pos: &mut Position, n: u32) -> Option<u32> {
        (1..=n).find(|&k| self.attack(pos, k, 0) && self.stopped.is_none())
    }

    /// The forced line from an attacker node proved to win in `n` moves: the
    /// attacker's proved move, then the defence that holds out longest.
    fn line(&mut self, pos: &Position, n: u32) -> Option<Vec<Move>> {
        let mut pos = pos.clone();
        let mut line = Vec::new();
        let mut left = n;
        loop {
            let k = key(&self.hasher, &pos);
            let mv = self.table.get(&k)?.best?;
            line.push(mv);
            pos.play(mv);
            let mut replies = Vec::new();
            pos.generate_legal(&mut replies);
            if replies.is_empty() {
                return Some(line);
            }
            left -= 1;
            if left == 0 {
                return None;
            }
            // The longest defence: the reply after which the win takes longest.
            let mut best: Option<(u32, Move)> = None;
            for reply in replies {
                let mut after = pos.after(reply);
                let d = self.shortest(&mut after, left)?;
                if best.is_none_or(|(b, _)| d > b) {
                    best = Some((d, reply));
                }
            }
            let (d, reply) = best?;
            line.push(reply);
            pos.play(reply);
            left = d;
            // Make sure the attacker's move at this node is the one for `d`.
            self.attack(&mut pos, d, 0);
        }
    }
}

/// Search for the shortest win in at most `max_moves` moves (clamped to
/// 1..=[`MAX_MATE_MOVES`]) by the side to move in `pos`.
pub fn find_mate(
    pos: &Position,
    max_moves: u32,
    limits: MateLimits,
    cancel: &AtomicBool,
) -> MateReport {
    let max = max_moves.clamp(1, MAX_MATE_MOVES);
    let mut search = Search {
        nodes: 0,
        limits,
        started: Instant::now(),
        cancel,
        stopped: None,
        table: HashMap::with_hasher(FastHash::default()),
        hasher: FastHash::default(),
        buffers: (0..2 * MAX_MATE_MOVES as usize + 2)
            .map(|_| Vec::with_capacity(128))
            .collect(),
        ranks: Vec::with_capacity(128),
    };
    let mut root = pos.clone();
    let mut decided = 0;
    for n in 1..=max {
        let won = search.attack(&mut root, n, 0);
        if let Some(reason) = search.stopped {
            return MateReport {
                result: MateResult::Stopped { reason, decided },
                nodes: search.nodes,
            };
        }
        if won {
            // The line is rebuilt from the table; a node limit hit meanwhile is
            // reported honestly.
            let line = search.line(pos, n);
            let result = match (line, search.stopped) {
                (Some(line), None) => {
                    let end = line.iter().fold(pos.clone(), |p, &m| p.after(m));
                    MateResult::Mate {
                        moves: n,
                        stalemate: !end.in_check(),
                        line,
                    }
                }
                (_, reason) => MateResult::Stopped {
                    reason: reason.unwrap_or(StopReason::Nodes(limits.nodes)),
                    decided,
                },
            };
            return MateReport {
                result,
                nodes: search.nodes,
            };
        }
        decided = n;
    }
    MateReport {
        result: MateResult::NoMate { max },
        nodes: search.nodes,
    }
}

/// Unused-kind guard: the table packs kinds into 3 bits.
const _: () = assert!((PieceKind::Soldier as u8) < 8);
