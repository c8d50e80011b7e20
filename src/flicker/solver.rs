//! The Flickering solver: from the position at the start of a series, does any legal
//! series end with the mover's king unattacked? The answer is exact, with a
//! *shortest* escaping series as witness; otherwise the verdict is mate (king
//! attacked now) or stalemate (king not attacked now, `docs/rules/flickering.md` §5.1–§5.2).
//!
//! # Search
//! 1. **Length one.** Every legal single move is tried (queen promotions only, see
//!    below); the first that leaves the king unattacked is a shortest escape.
//! 2. **Targets.** Otherwise every shortest escape has length ≥ 2 and ends with the
//!    king on one *final square* `k`: its own square, a neighbour, or a castling
//!    square. Squares attacked by the enemy king are dropped (that king neither moves
//!    nor can be captured, so the attack can never go away), and so is castling
//!    whose way holds an enemy piece (it can never leave, see below). When the king
//!    is not attacked and stays, there is one target per unit that may move first
//!    (see the relevance closure).
//! 3. **Iterative deepening** over the series length `L = 2, 3, ...`, for every
//!    target still alive, a depth-first search limited to `L` moves and restricted
//!    to the target's *relevant moves* (below); the first series found at length `L`
//!    is a shortest escape because no target produced one at `L - 1` and, by the
//!    relevance argument, every shortest escape lies inside its target's search.
//!    A target whose search finishes without ever being cut by the length limit is
//!    proved impossible and dropped; when every target is dropped there is no escape.
//!
//! # Why each pruning is sound
//! - **Transposition table over states.** A state is (board, the squares of the
//!   units that already moved, castling rights). The en-passant rights for the
//!   mover are fixed for the whole series and the opponent's future en-passant
//!   rights do not affect the mover's king, so two move orders reaching the same
//!   state have exactly the same continuations. The table stores, per target, the
//!   largest remaining length for which the state was searched without success (or
//!   "exhausted" when that search was never cut by the limit); a state is skipped
//!   when the stored length is at least the remaining one.
//! - **Stop at the first safe state.** A series may end after any move, so the
//!   first state found with the king on its target square and unattacked is an
//!   escape; by iterative deepening it is a shortest one.
//! - **Queen promotions only.** What a pawn promotes to cannot matter to the
//!   mover's king: the new piece has already moved (it cannot move again in this
//!   series), pieces never attack their own king, and it blocks the same lines on
//!   the same square whatever it is. So any escape with an under-promotion is an
//!   escape with a queen promotion of the same length.
//! - **Relevance closure.** Fix a target `k`. Its *king squares* are `k` and, for
//!   castling, the king's origin and the crossed square (the squares whose attacks
//!   the rules test). The closure is the least set `C` of candidate moves with:
//!   the king's move to `k`; every move landing between a king square and an enemy
//!   slider on an *active* line, or capturing that slider, or capturing an enemy
//!   knight or pawn attacking a king square (en passant counts by its captured
//!   pawn); all moves of a unit standing on a square that a move of `C` passes over
//!   or lands on (it must vacate), and moves capturing an enemy piece standing on
//!   such a square. A line from an enemy slider to a king square is active when
//!   every piece between them may leave: one of our units with a move in `C` (or the
//!   moving king's origin), or an enemy piece on a destination of `C`. Every move
//!   starts from its unit's original square (a unit moves once), and destinations
//!   are over-approximated by open-board geometry (pawns: pushes, captures onto
//!   enemy-occupied squares, en passant), less ways that cross an enemy piece: an
//!   enemy piece never moves, and a normal capture replaces it by the capturing
//!   unit, which cannot move again, so only a pawn taken en passant ever leaves a
//!   square empty. For the same reason a line with an enemy piece between slider
//!   and king square (other than such a pawn) never becomes active. No other unit
//!   may land on `k` before the king steps there, nor on the castling squares of
//!   king and rook (it could never leave again); a unit left without any possible
//!   move never leaves its square, so it bars ways like an enemy piece (repeated
//!   until nothing changes; a king that stays is such a unit).
//!
//!   *Why no shortest escape leaves `C`:* take a shortest escape `E` ending on `k`
//!   and delete every move outside `C`. The remaining moves stay legal with the same
//!   effect: a deleted move leaves its unit on its origin (a move of `C` needing that
//!   square would have put all the unit's moves in `C`), leaves its landing square
//!   empty (harmful only if that square blocked an attack on a king square whose
//!   line is otherwise cleared by moves of `C` — then the line is active and the
//!   move is in `C`), and leaves its captured piece standing (harmful only if the
//!   piece attacks a king square along a line cleared by `C`, or stands in the way
//!   of a move of `C` — both put the capture in `C`). The same reasoning shows the
//!   end state is still safe on `k`. So the remainder is an escape; being no longer
//!   than `E`, it is `E` itself — unless it is empty. It is not: with the king in
//!   check the empty series is unsafe, and when the king moves its move is in `C`.
//!   When the king stands safely and stays, `C` is seeded with all moves of one unit
//!   `u` and one target is searched per `u`; the remainder then contains `u`'s move
//!   whenever `u` moves in `E`. Searching only `C` is therefore sound.
//! - **Counting bound.** At any state, let `n` be the enemy pieces attacking `k` on
//!   the current board with the king already lifted from its origin. The end state
//!   needs none, and a non-king move removes at most one of them: a capture takes
//!   one piece, a landing square lies on at most one ray into `k` (rays into one
//!   square meet only there, and only the first piece on a ray attacks), a vacated
//!   square only opens lines. En passant can do two (the captured pawn, the landing
//!   square), castling's rook one: these are the *extra* capacity.
//!   - If `n` minus the extra capacity plus a pending king move exceeds the
//!     remaining length, the state is cut by the limit.
//!   - A unit *pinned* to `k` (the only piece between `k` and an enemy slider)
//!     gains nothing by moving: off its line it opens one attack for the one it
//!     may remove, along its line it removes none. Potential `n − U − extra`, with
//!     `U` the free unpinned units of the closure, never decreases (a move that
//!     unpins another unit lands on that unit's line or captures its pinner, and so
//!     removes no attack). So `n > U + extra` means the target is impossible from
//!     here, whatever the length.
//!   - Without extra capacity, each attacker needs its own free unit with a closure
//!     move that captures it or lands between it and `k`; if no such matching
//!     exists (Kuhn's augmenting paths), the target is impossible from here.
//!   - While the king's step to `k` is still to come, the attackers counted (with
//!     the king lifted from its origin `o`) must be gone *before* that step: the
//!     rules test `k` when the king lands there. Until then the king stands on `o`,
//!     so a move made before it neither lands on `o` nor passes over it. The
//!     matching then only counts, for each attacker, moves that capture it or land
//!     between it and `k` off `o`, and whose way misses `o`. (An attacker is a
//!     defender piece that stays where it is until captured, with no en passant
//!     or castling to do double duty: the matching is only asked then; a move
//!     removes at most one of the attacks, as above.) A queen next to the king
//!     that checks it along a diagonal, with the king stepping away along it, can
//!     only be captured first, and a bishop behind the king cannot do it over the
//!     king's square: fresh-117-2's mate took the solver 1,438,504 states (0.5 s)
//!     to refute a step to the square of that bishop, 34 with the rule.
//! - **Dominance** (a state with more units already moved has no more escapes) is
//!   what the bounds above exploit through the units still free; it is not used as
//!   a separate table lookup (equal placements with different moved sets are rare).

use super::{Series, SeriesState};
use crate::chess::{tables, Bitboard, CastleSide, Castling, Move, Position, Role, Square};
use crate::core::hash::FastHash;
use crate::core::{Outcome as GameOutcome, Side};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The answer for the side to move.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// A shortest series that ends with the king unattacked.
    Escape(Series),
    /// King attacked and no series removes every attack.
    Mate,
    /// King not attacked and no legal series exists.
    Stalemate,
}

impl Verdict {
    /// `escape`, `mate` or `stalemate`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Escape(_) => "escape",
            Verdict::Mate => "mate",
            Verdict::Stalemate => "stalemate",
        }
    }
    pub fn is_escape(&self) -> bool {
        matches!(self, Verdict::Escape(_))
    }
}

/// What the search did.
#[derive(Copy, Clone, Debug, Default)]
pub struct SolveStats {
    /// States visited.
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A verdict and the cost of finding it.
#[derive(Clone, Debug)]
pub struct Solution {
    pub verdict: Verdict,
    pub stats: SolveStats,
    /// The side to move in the solved position.
    pub turn: Side,
    /// Whether that side was in check.
    pub in_check: bool,
}

impl Solution {
    /// The outcome of the solved position (see [`outcome`]).
    pub fn outcome(&self) -> GameOutcome {
        match self.verdict {
            Verdict::Mate => GameOutcome::Checkmate { winner: !self.turn },
            Verdict::Stalemate => GameOutcome::Stalemate { winner: None },
            Verdict::Escape(_) => GameOutcome::Ongoing,
        }
    }

    /// A shortest series that frees the king, when the side to move is in check and
    /// can escape. Not in check, there is nothing to rescue.
    pub fn rescue(&self) -> Option<&Series> {
        match &self.verdict {
            Verdict::Escape(series) if self.in_check => Some(series),
            _ => None,
        }
    }
}

/// How the position stands for the side to move, exactly: checkmate (in check and
/// no series frees the king), stalemate (not in check and no legal series that may
/// end; a draw, `docs/rules/flickering.md` §5.2) or ongoing. Cheaper than [`solve`]:
/// no witness is built.
pub fn outcome(pos: &Position) -> GameOutcome {
    match (has_escape(pos), pos.is_check()) {
        (true, _) => GameOutcome::Ongoing,
        (false, true) => GameOutcome::Checkmate {
            winner: !pos.turn(),
        },
        (false, false) => GameOutcome::Stalemate { winner: None },
    }
}

/// Decide the position for the side to move.
pub fn solve(pos: &Position) -> Solution {
    let started = Instant::now();
    let mut nodes = 0u64;
    let moves = search(SeriesState::start(pos), &mut nodes);
    let verdict = match moves {
        Some(moves) => match Series::from_moves(*pos, &moves) {
            Ok(series) => Verdict::Escape(series),
            // The search only plays generated moves; a failure here would be a bug in
            // this module. Report the conservative reading (not a mate) in release.
            Err(_) => {
                debug_assert!(false, "solver witness does not replay");
                Verdict::Escape(Series::new(*pos))
            }
        },
        None if pos.is_check() => Verdict::Mate,
        None => Verdict::Stalemate,
    };
    Solution {
        verdict,
        stats: SolveStats {
            nodes,
            elapsed: started.elapsed(),
        },
        turn: pos.turn(),
        in_check: pos.is_check(),
    }
}

/// Does the side to move have any escaping series? (Cheaper than [`solve`] only in
/// that no witness is built.)
pub fn has_escape(pos: &Position) -> bool {
    let mut nodes = 0;
    search(SeriesState::start(pos), &mut nodes).is_some()
}

/// From a series in progress: the shortest continuation (the moves still to make)
/// after which the series may end with the mover's king unattacked, or `None` when
/// no continuation frees it. A series whose king is safe now needs none: the answer
/// is the empty continuation. The search is the one [`solve`] runs from a series
/// start; the units that already moved can no longer move, which the search treats
/// like units left without a move (module docs, relevance closure), and a king that
/// already moved stays where it is.
pub fn rescue_from(series: &Series) -> Option<Vec<Move>> {
    let state = *series.state();
    if state.king_safe() && !series.is_empty() {
        return Some(Vec::new());
    }
    let mut nodes = 0;
    search(state, &mut nodes)
}

/// Where the king ends and how it gets there.
#[derive(Copy, Clone, Debug)]
enum KingRoute {
    Stay,
    Step,
    Castle(CastleSide),
}

struct Target {
    k: Square,
    route: KingRoute,
    /// Candidate destinations per origin square.
    relevant: [Bitboard; 64],
    /// Units with at least one candidate move (the king excluded).
    helpers: Bitboard,
    alive: bool,
    table: HashMap<Key, u8, FastHash>,
}

const EXHAUSTED: u8 = u8::MAX;

/// The search from `root`: a series start, or a state inside a series (its moved
/// units stay where they are).
fn search(root: SeriesState, nodes: &mut u64) -> Option<Vec<Move>> {
    *nodes += 1;
    // Length one.
    let mut found = None;
    root.for_each_move(false, &mut |m| {
        if found.is_some() {
            return;
        }
        let mut child = root;
        child.apply(&m);
        *nodes += 1;
        if child.king_safe() {
            found = Some(m);
        }
    });
    if let Some(m) = found {
        return Some(vec![m]);
    }
    let mut targets = targets(&root);
    // A unit moves at most once: the continuation has at most one move per unmoved unit.
    let max_len = root.unmoved().count() as usize;
    let mut path = Vec::new();
    for limit in 2..=max_len.max(2) {
        let mut any_alive = false;
        for target in targets.iter_mut().filter(|t| t.alive) {
            match dfs(&root, limit as u8, target, &mut path, nodes) {
                Outcome::Found => {
                    path.reverse();
                    return Some(path);
                }
                Outcome::Fail { cut: false } => target.alive = false,
                Outcome::Fail { cut: true } => any_alive = true,
            }
        }
        if !any_alive {
            return None;
        }
    }
    None
}

fn targets(root: &SeriesState) -> Vec<Target> {
    let t = tables();
    let us = root.us;
    let them = !us;
    let b = &root.board;
    let ko = root.our_king();
    let enemy_king_zone = b.king_of(them).map(|s| t.king(s)).unwrap_or_default();
    let mut out = Vec::new();
    let mut add = |k: Square, route: KingRoute, seed: Option<Square>| {
        if enemy_king_zone.contains(k) {
            return;
        }
        let (relevant, helpers) = closure(root, k, route, seed);
        out.push(Target {
            k,
            route,
            relevant,
            helpers,
            alive: true,
            table: HashMap::default(),
        });
    };
    if root.king_safe() {
        // The king is safe where it stands, so the closure needs a first mover: one
        // search per unit that may move first (module docs, relevance).
        for u in root.unmoved() & !Bitboard::from(ko) {
            add(ko, KingRoute::Stay, Some(u));
        }
    } else {
        add(ko, KingRoute::Stay, None);
    }
    if root.moved.contains(ko) {
        // The king already moved in this series: it ends where it stands.
        return out;
    }
    let enemy_king = b.pieces(them, Role::King);
    for k in t.king(ko) & !enemy_king {
        add(k, KingRoute::Step, None);
    }
    for cs in [CastleSide::King, CastleSide::Queen] {
        let way = t.between(ko, Castling::rook_square(us, cs));
        if root.castling.has(us, cs)
            && ko == Castling::king_square(us)
            && (way & fixed_enemies(root)).is_empty()
        {
            let rank = us.fold(0u8, 7) * 8;
            add(
                Square::from_index_unchecked(rank + cs.king_to_file()),
                KingRoute::Castle(cs),
                None,
            );
        }
    }
    out
}

/// The squares whose attacks the rules test for a route: the final square, and for
/// castling the origin and the crossed square too.
fn king_squares(root: &SeriesState, k: Square, route: KingRoute) -> Bitboard {
    let mut ks = Bitboard::from(k);
    if let KingRoute::Castle(cs) = route {
        let rank = root.us.fold(0u8, 7) * 8;
        ks.insert(root.our_king());
        ks.insert(Square::from_index_unchecked(rank + cs.rook_to_file()));
    }
    ks
}

/// Enemy pieces that can never leave their squares during the series: all but
/// the pawns that may be taken en passant. (Enemy pieces do not move, and a piece
/// captured normally is replaced by the capturing unit, which cannot move again.)
fn fixed_enemies(root: &SeriesState) -> Bitboard {
    let b = &root.board;
    let mut victims = Bitboard::EMPTY;
    for e in root.ep {
        let i = e.index() as u8;
        let v = match root.us {
            crate::core::Side::White => i.wrapping_sub(8),
            crate::core::Side::Black => i + 8,
        };
        if v < 64 {
            victims.insert(Square::from_index_unchecked(v));
        }
    }
    b.side(!root.us) & !(victims & b.role(Role::Pawn))
}

/// Destinations of the unit on `from` over an open board (see the module docs),
/// less those whose way crosses an enemy piece that can never leave.
fn open_moves(root: &SeriesState, from: Square, role: Role, fixed: Bitboard) -> Bitboard {
    let t = tables();
    let us = root.us;
    let b = &root.board;
    let them = b.side(!us);
    let passable = |to: Square| (t.between(from, to) & fixed).is_empty();
    let dest = match role {
        Role::King => Bitboard::EMPTY,
        Role::Knight => t.knight(from),
        Role::Bishop | Role::Rook | Role::Queen => {
            let geometry = match role {
                Role::Bishop => t.bishop(from, Bitboard::EMPTY),
                Role::Rook => t.rook(from, Bitboard::EMPTY),
                _ => t.queen(from, Bitboard::EMPTY),
            };
            geometry.filter(|&to| passable(to)).collect()
        }
        Role::Pawn => pawn_open_moves(us, from, them | root.ep, fixed),
    };
    dest & !b.pieces(!us, Role::King)
}

/// Destinations of a pawn of `us` on `from` over an open board: captures onto
/// `captures`, the push and (from the start rank) the double step onto squares not
/// in `barred`. Shared with the mate search's no-mate proof.
pub(crate) fn pawn_open_moves(
    us: Side,
    from: Square,
    captures: Bitboard,
    barred: Bitboard,
) -> Bitboard {
    let mut d = tables().pawn(us, from) & captures;
    let (file, rank) = (from.file().0 as i16, from.rank().0 as i16);
    let up: i16 = us.fold(1, -1);
    if let Some(s) = Square::at(file, rank + up) {
        if !barred.contains(s) {
            d.insert(s);
            if from.rank().0 == us.fold(1, 6) {
                if let Some(s2) = Square::at(file, rank + 2 * up) {
                    if !barred.contains(s2) {
                        d.insert(s2);
                    }
                }
            }
        }
    }
    d
}

/// Squares a move passes over (not its origin or landing square).
fn path(from: Square, to: Square, role: Role) -> Bitboard {
    match role {
        Role::Bishop | Role::Rook | Role::Queen => tables().between(from, to),
        Role::Pawn if from.distance(to) == 2 => tables().between(from, to),
        _ => Bitboard::EMPTY,
    }
}

/// The relevance closure for final square `k` (module docs). `seed`, if given, is a
/// unit all of whose moves are taken as relevant from the start.
fn closure(
    root: &SeriesState,
    k: Square,
    route: KingRoute,
    seed: Option<Square>,
) -> ([Bitboard; 64], Bitboard) {
    let t = tables();
    let us = root.us;
    let b = &root.board;
    let ours = b.side(us);
    let enemy = b.side(!us);
    let occ = b.occupied();
    let ko = root.our_king();
    let mut relevant = [Bitboard::EMPTY; 64];
    let mut open = [Bitboard::EMPTY; 64];
    let fixed = fixed_enemies(root);
    // Squares no other unit may land on in a series ending with the king on `k`:
    // `k` itself before the king's step, and the squares king and rook occupy
    // after castling (landing there earlier would block the castling for good).
    let forbidden = match route {
        KingRoute::Stay => Bitboard::EMPTY,
        KingRoute::Step => Bitboard::from(k),
        KingRoute::Castle(cs) => {
            let rank = us.fold(0u8, 7) * 8;
            Bitboard::from(k)
                | Bitboard::from(Square::from_index_unchecked(rank + cs.rook_to_file()))
        }
    };
    // Units that can never move (every way out is barred) bar ways themselves;
    // a king that stays is such a unit.
    // So is a unit that already moved in this series (a search from inside one).
    let mut stuck = match route {
        KingRoute::Stay => Bitboard::from(ko),
        _ => Bitboard::EMPTY,
    } | root.moved;
    loop {
        let mut now_stuck = stuck;
        for from in ours & !Bitboard::from(ko) & !root.moved {
            if let Some(role) = b.role_at(from) {
                let o = open_moves(root, from, role, fixed | stuck) & !forbidden & !stuck;
                open[from.index()] = o;
                if o.is_empty() {
                    now_stuck.insert(from);
                }
            }
        }
        if now_stuck == stuck {
            break;
        }
        stuck = now_stuck;
    }
    let king_squares = king_squares(root, k, route);
    // Enemy sliders with a line to a king square: (slider, king square).
    let mut lines: Vec<(Square, Square)> = Vec::new();
    // Landing squares that block, and enemy pieces whose capture removes, an attack
    // on a king square along an active line (or by a knight or pawn).
    let mut land = Bitboard::EMPTY;
    let mut capture = Bitboard::EMPTY;
    for s in king_squares {
        let sliders = ((t.rook(s, Bitboard::EMPTY) & b.rook_likes())
            | (t.bishop(s, Bitboard::EMPTY) & b.bishop_likes()))
            & enemy;
        lines.extend(sliders.map(|x| (x, s)));
        capture |= t.knight(s) & b.role(Role::Knight) & enemy;
        capture |= t.pawn(us, s) & b.role(Role::Pawn) & enemy;
    }
    // The king's own move, and what it needs vacated. The king's origin counts as
    // empty for lines when the king moves.
    let mut vacate = Bitboard::EMPTY;
    let mut lifted = Bitboard::EMPTY;
    match route {
        KingRoute::Stay => {}
        KingRoute::Step => {
            relevant[ko.index()] = Bitboard::from(k);
            vacate.insert(k);
            lifted.insert(ko);
        }
        KingRoute::Castle(cs) => {
            relevant[ko.index()] = Bitboard::from(k);
            vacate |= t.between(ko, Castling::rook_square(us, cs));
            lifted.insert(ko);
        }
    }
    if let Some(u) = seed {
        relevant[u.index()] = open[u.index()];
    }
    let mut active = vec![false; lines.len()];
    loop {
        let mut changed = false;
        // Pieces that relevant moves may remove from their squares.
        let mut movable = lifted;
        let mut reachable = Bitboard::EMPTY;
        for from in ours {
            let r = relevant[from.index()];
            if r.any() {
                movable.insert(from);
                reachable |= r;
                if b.role_at(from) == Some(Role::Pawn) {
                    for to in r & root.ep {
                        reachable.insert(SeriesState::ep_victim(from, to));
                    }
                }
            }
        }
        // An enemy piece leaves only if taken en passant (a normal capture puts
        // the capturing unit, which cannot move again, on its square).
        let removable = movable | (reachable & enemy & !fixed);
        // A line is active once every piece between slider and square may go.
        for (i, &(x, s)) in lines.iter().enumerate() {
            if !active[i] && (t.between(x, s) & occ & !removable).is_empty() {
                active[i] = true;
                land |= t.between(x, s);
                capture.insert(x);
                changed = true;
            }
        }
        for from in ours & !Bitboard::from(ko) {
            let i = from.index();
            let Some(role) = b.role_at(from) else {
                continue;
            };
            let mut want = open[i] & (land | capture);
            if vacate.contains(from) {
                want = open[i];
            }
            if role == Role::Pawn {
                // En passant whose captured pawn matters.
                for to in open[i] & root.ep {
                    if capture.contains(SeriesState::ep_victim(from, to)) {
                        want.insert(to);
                    }
                }
            }
            let new = want & !relevant[i];
            if new.any() {
                changed = true;
                relevant[i] |= new;
            }
        }
        // Paths and landing squares of relevant moves must be cleared.
        let mut need = vacate;
        for from in ours {
            let role = b.role_at(from).unwrap_or(Role::Pawn);
            for to in relevant[from.index()] {
                need |= path(from, to, role) | Bitboard::from(to);
            }
        }
        let new_vacate = need & ours & !vacate;
        let new_capture = need & enemy & !capture;
        if new_vacate.any() || new_capture.any() {
            vacate |= new_vacate;
            capture |= new_capture;
            changed = true;
        }
        if !changed {
            break;
        }
    }
    let mut helpers = Bitboard::EMPTY;
    for from in ours & !Bitboard::from(ko) {
        if relevant[from.index()].any() {
            helpers.insert(from);
        }
    }
    (relevant, helpers)
}

enum Outcome {
    Found,
    Fail { cut: bool },
}

fn dfs(
    state: &SeriesState,
    remaining: u8,
    target: &mut Target,
    path: &mut Vec<Move>,
    nodes: &mut u64,
) -> Outcome {
    *nodes += 1;
    let us = state.us;
    let them = !us;
    let b = &state.board;
    let king = state.our_king();
    let at_target = king == target.k;
    if at_target && state.len > 0 && b.attackers(king, them, b.occupied()).is_empty() {
        return Outcome::Found;
    }
    if remaining == 0 {
        return Outcome::Fail { cut: true };
    }
    let king_pending = !at_target;
    if king_pending && state.moved.contains(king) {
        return Outcome::Fail { cut: false };
    }
    // Counting bound.
    let occ_final = if king_pending {
        b.occupied() ^ Bitboard::from(king)
    } else {
        b.occupied()
    };
    let attackers = b.attackers(target.k, them, occ_final);
    if attackers.any() {
        let free = target.helpers & !state.moved;
        let n = attackers.count();
        // Extra capacity: en passant neutralises up to two, castling's rook one.
        let mut extra = 0;
        if state.ep.any() {
            extra += (free & b.role(Role::Pawn)).count();
        }
        if king_pending && matches!(target.route, KingRoute::Castle(_)) {
            extra += 1;
        }
        if n > extra + (free & !pinned_to(b, target.k, us, occ_final)).count() {
            return Outcome::Fail { cut: false };
        }
        if n.saturating_sub(extra) + u32::from(king_pending) > remaining as u32 {
            return Outcome::Fail { cut: true };
        }
        // While the king has not stepped, it still stands on its origin.
        let origin = if king_pending {
            Bitboard::from(king)
        } else {
            Bitboard::EMPTY
        };
        if extra == 0 && !neutralisers_suffice(b, target, attackers, free, origin) {
            return Outcome::Fail { cut: false };
        }
    }
    let key = Key::of(state);
    if let Some(&stored) = target.table.get(&key) {
        if stored >= remaining {
            return Outcome::Fail {
                cut: stored != EXHAUSTED,
            };
        }
    }
    let mut children: Vec<Move> = Vec::new();
    let relevant = &target.relevant;
    for from in state.unmoved() {
        let mask = relevant[from.index()];
        if mask.is_empty() {
            continue;
        }
        state.moves_from(from, false, &mut |m| {
            if mask.contains(m.to) {
                children.push(m);
            }
        });
    }
    let mut cut = false;
    for m in &children {
        let mut child = *state;
        child.apply(m);
        match dfs(&child, remaining - 1, target, path, nodes) {
            Outcome::Found => {
                path.push(*m);
                return Outcome::Found;
            }
            Outcome::Fail { cut: c } => cut |= c,
        }
    }
    let value = if cut { remaining } else { EXHAUSTED };
    let slot = target.table.entry(key).or_insert(0);
    *slot = (*slot).max(value);
    Outcome::Fail { cut }
}

/// Can every attacker of `target.k` be given its own free unit with a candidate move
/// that captures it or lands between it and `k`? (A bipartite matching; each unit
/// neutralises at most one attack, see the counting bound. Only used when no en
/// passant or castling can do double duty.) `origin`: the king's square while its
/// step to `k` is still to come (else empty): the attacks must be gone before that
/// step, so the move may neither land on nor pass over that square.
fn neutralisers_suffice(
    b: &crate::chess::Board,
    target: &Target,
    attackers: Bitboard,
    free: Bitboard,
    origin: Bitboard,
) -> bool {
    let t = tables();
    let slider = b.rook_likes() | b.bishop_likes();
    let mut options: [Bitboard; 16] = [Bitboard::EMPTY; 16];
    let mut count = 0;
    for x in attackers {
        let mut squares = Bitboard::from(x);
        if slider.contains(x) {
            squares |= t.between(x, target.k) & !origin;
        }
        let mut units = Bitboard::EMPTY;
        for u in free {
            let candidates = target.relevant[u.index()] & squares;
            let counted = if origin.is_empty() {
                candidates.any()
            } else {
                // (A move over the king's origin waits for the king to leave.)
                let role = b.role_at(u).unwrap_or(Role::Pawn);
                let mut d = candidates.filter(|&to| (path(u, to, role) & origin).is_empty());
                d.next().is_some()
            };
            if counted {
                units.insert(u);
            }
        }
        if units.is_empty() || count == options.len() {
            return units.any();
        }
        options[count] = units;
        count += 1;
    }
    distinct_choice(&options[..count]).is_some()
}

/// One distinct square for each entry of `options`, chosen from that entry (a
/// bipartite matching by Kuhn's augmenting paths): the squares chosen, if every
/// entry gets one. Shared with the mate search's no-mate proof.
pub(crate) fn distinct_choice(options: &[Bitboard]) -> Option<Bitboard> {
    fn augment(a: usize, options: &[Bitboard], owner: &mut [u8; 64], seen: &mut Bitboard) -> bool {
        for u in options[a] & !*seen {
            seen.insert(u);
            let o = owner[u.index()];
            if o == u8::MAX || augment(o as usize, options, owner, seen) {
                owner[u.index()] = a as u8;
                return true;
            }
        }
        false
    }
    let mut owner: [u8; 64] = [u8::MAX; 64];
    let all = (0..options.len()).all(|a| {
        let mut seen = Bitboard::EMPTY;
        augment(a, options, &mut owner, &mut seen)
    });
    all.then(|| {
        (0..64u8)
            .filter(|&i| owner[i as usize] != u8::MAX)
            .map(Square::from_index_unchecked)
            .collect()
    })
}

/// The mover's units pinned to square `k`: the only piece between `k` and an enemy
/// slider on a line (with occupancy `occ`).
#[inline]
fn pinned_to(b: &crate::chess::Board, k: Square, us: Side, occ: Bitboard) -> Bitboard {
    let t = tables();
    let snipers = ((t.rook(k, Bitboard::EMPTY) & b.rook_likes())
        | (t.bishop(k, Bitboard::EMPTY) & b.bishop_likes()))
        & b.side(!us);
    let mut pinned = Bitboard::EMPTY;
    for s in snipers {
        if let Some(p) = (t.between(k, s) & occ).single() {
            if b.side(us).contains(p) {
                pinned.insert(p);
            }
        }
    }
    pinned
}

/// A state as the transposition table sees it.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct Key {
    board: crate::chess::Board,
    moved: Bitboard,
    castling: Castling,
}

impl Key {
    fn of(s: &SeriesState) -> Key {
        Key {
            board: s.board,
            moved: s.moved,
            castling: s.castling,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(fen: &str) -> SeriesState {
        SeriesState::start(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn outcomes_are_exact_and_a_rescue_is_given_only_in_check() {
        use crate::core::Outcome;
        // An orthodox back-rank mate; in Flickering Chess h6, Kh7 frees the king.
        let back_rank = Position::from_fen("4R1k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap();
        assert_eq!(
            back_rank.outcome(),
            Outcome::Checkmate {
                winner: Side::White
            }
        );
        assert_eq!(outcome(&back_rank), Outcome::Ongoing);
        let s = solve(&back_rank);
        assert_eq!(
            (s.outcome(), s.rescue().map(|r| r.len())),
            (Outcome::Ongoing, Some(2))
        );
        let mated = Position::from_fen("1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1").unwrap();
        let won = Outcome::Checkmate {
            winner: Side::Black,
        };
        assert_eq!((outcome(&mated), solve(&mated).outcome()), (won, won));
        let stalemate = Position::from_fen("k7/8/1Q6/8/8/8/8/7K b - - 0 1").unwrap();
        let drawn = Outcome::Stalemate { winner: None };
        assert_eq!((outcome(&stalemate), stalemate.outcome()), (drawn, drawn));
        // Not in check: play goes on and there is nothing to rescue.
        let start = Position::initial();
        let s = solve(&start);
        assert_eq!(
            (outcome(&start), s.outcome()),
            (Outcome::Ongoing, Outcome::Ongoing)
        );
        assert!(s.rescue().is_none() && s.verdict.is_escape());
    }

    #[test]
    fn a_blocker_alone_on_a_line_is_pinned() {
        let r = root("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1");
        let pinned = pinned_to(r.board(), r.our_king(), Side::White, r.board().occupied());
        assert_eq!(pinned, Bitboard::from(Square::parse("e2").unwrap()));
    }

    #[test]
    fn no_target_next_to_the_enemy_king() {
        let r = root("8/8/8/8/8/3k4/8/4K3 w - - 0 1");
        let ks: Vec<String> = targets(&r).iter().map(|t| t.k.to_string()).collect();
        assert!(!ks.iter().any(|k| k == "d2" || k == "e2"), "{ks:?}");
        assert!(ks.iter().any(|k| k == "f1"));
    }

    #[test]
    fn ways_through_enemy_pieces_are_not_candidates() {
        let r = root("4k3/8/8/8/p7/8/8/R3K3 w - - 0 1");
        let rook = Square::parse("a1").unwrap();
        let open = open_moves(&r, rook, Role::Rook, fixed_enemies(&r));
        assert!(open.contains(Square::parse("a4").unwrap()));
        assert!(!open.contains(Square::parse("a5").unwrap()));
    }

    /// The attacks on the square the king steps to must be gone before its step,
    /// by moves off and not over its origin (module docs, counting bound): the end
    /// of fresh-117-2's mate (Qc4+ next to the king on d3) is refuted in a few
    /// states, not 1.4 M (the step to e2 once the bishop left: only capturing the
    /// queen would do, and the bishop cannot over d3).
    #[test]
    fn attacks_through_the_kings_origin_go_before_its_step() {
        let fen = "r7/3k4/2pp1r2/pp3pPp/PPqpn1b1/3KnpP1/2P1B3/RN1Q2NR w - - 0 6";
        let s = solve(&Position::from_fen(fen).unwrap());
        assert!(matches!(s.verdict, Verdict::Mate));
        assert!(s.stats.nodes < 1_000, "{} states", s.stats.nodes);
    }

    #[test]
    fn stats_count_visited_states() {
        let s = solve(&Position::initial());
        assert!(s.verdict.is_escape());
        assert!(s.stats.nodes >= 2);
    }

    /// Every continuation tried: can the series end safely from `state`?
    fn any_safe_end(state: &SeriesState) -> bool {
        if state.may_end() {
            return true;
        }
        state.legal_moves().iter().any(|m| {
            let mut next = *state;
            next.apply(m);
            any_safe_end(&next)
        })
    }

    /// The continuation replays from the series and ends it safely.
    fn assert_frees(series: &Series, rest: &[Move]) {
        let mut whole = series.clone();
        for m in rest {
            whole.play(m).expect("the continuation replays");
        }
        assert!(
            whole.can_end().is_ok(),
            "{whole:?} ends with the king attacked"
        );
    }

    #[test]
    fn rescues_from_inside_a_series_agree_with_trying_every_continuation() {
        let fens = [
            "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1",
            "4k3/8/8/1b6/8/8/3PN3/r3K2R w K - 0 1",
            "k7/8/8/8/8/8/5PPP/3r2K1 w - - 0 1",
            "3rk3/8/8/8/8/2n5/3NP3/3K4 w - - 0 1",
            "4k3/8/8/q7/8/8/3BP3/4K2R w K - 0 1",
            "4k3/4r3/8/8/8/8/4B3/R3K3 w Q - 0 1",
            // Mated from the start: no prefix leads anywhere.
            "1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1",
            // g3 uncovers the bishop's line; the king's squares are covered.
            "b6k/8/8/8/8/7p/6PP/5rnK w - - 0 1",
        ];
        let (mut compared, mut rescued, mut hopeless) = (0, 0, 0);
        for fen in fens {
            let start = Position::from_fen(fen).unwrap();
            let empty = Series::new(start);
            let mut prefixes = vec![empty.clone()];
            for m in empty.legal_moves() {
                let mut one = empty.clone();
                one.play(&m).unwrap();
                for m2 in one.legal_moves() {
                    let mut two = one.clone();
                    two.play(&m2).unwrap();
                    prefixes.push(two);
                }
                prefixes.push(one);
            }
            for series in prefixes {
                let answer = rescue_from(&series);
                assert_eq!(
                    answer.is_some(),
                    any_safe_end(series.state()),
                    "{fen} after {series:?}"
                );
                match answer {
                    Some(rest) => {
                        assert_frees(&series, &rest);
                        if !series.state().king_safe() {
                            assert!(!rest.is_empty(), "{fen} after {series:?}");
                            rescued += 1;
                        }
                    }
                    None => hopeless += 1,
                }
                compared += 1;
            }
        }
        // Both answers occur among the attacked kings, not only safe ends.
        assert!(
            compared > 1000 && rescued > 100 && hopeless >= 4,
            "{compared} {rescued} {hopeless}"
        );
    }

    #[test]
    fn a_king_exposed_mid_series_is_rescued_from_where_the_series_stands() {
        // 1a. e4, Nf3, Bc4, O-O 1b. e5, Nc6, Bc5, then Nxe5, f4: the bishop on c5
        // attacks the king on g1 through f2.
        let mut start = Series::new(Position::initial());
        for m in ["e2e4", "g1f3", "f1c4", "e1g1"] {
            let mv = start
                .legal_moves()
                .into_iter()
                .find(|x| x.uci() == m)
                .unwrap();
            start.play(&mv).unwrap();
        }
        let mut black = Series::new(start.end().unwrap());
        for m in ["e7e5", "b8c6", "f8c5"] {
            let mv = black
                .legal_moves()
                .into_iter()
                .find(|x| x.uci() == m)
                .unwrap();
            black.play(&mv).unwrap();
        }
        let mut series = Series::new(black.end().unwrap());
        for m in ["f3e5", "f2f4"] {
            let mv = series
                .legal_moves()
                .into_iter()
                .find(|x| x.uci() == m)
                .unwrap();
            series.play(&mv).unwrap();
        }
        assert!(!series.state().king_safe());
        let rest = rescue_from(&series).expect("a rescue");
        assert_eq!(rest.len(), 1, "{rest:?}");
        assert_frees(&series, &rest);
    }
}
