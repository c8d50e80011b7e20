//! A Flickering Chess opponent: given a position, a level (or a time budget) and a
//! cancel flag, the series it would play. No terminal code: a front end runs
//! [`best_series`] on a worker thread and sets the flag to interrupt it.
//!
//! # How it chooses
//! 1. **Its own mate.** The exact mate-in-one-series search ([`mate_in_one`]) runs
//!    first within the level's limits; a mate found is played at once. The beam
//!    below also judges every check-giving candidate with the solver.
//! 2. **Candidates.** A beam search over series states ([`beam`]) grows series
//!    move by move, scoring partial series by the evaluation ([`eval`]) of the
//!    board as if the series ended now plus what the units still to move could
//!    capture; every state that may end is a candidate. The solver's shortest
//!    escape is always added, so a king in check always has a candidate even when
//!    the beam missed every escape.
//! 3. **The reply.** For the best candidates the opponent's best reply is searched
//!    the same way (narrower); a candidate scores what the position is worth after
//!    that reply. A reply found to mate makes the candidate lost (that mate is
//!    exact: the solver judged it).
//! 4. **The opponent's mate.** Best first, each candidate's end position is asked
//!    [`mate_in_one`] for the opponent, within limits. A mate found rejects the
//!    candidate; "no mate exists" accepts it as *proven* safe; "limits reached"
//!    accepts it as *unknown* (the report says which, never claiming more). When
//!    every candidate examined is rejected, a beam four times as wide is grown and
//!    its candidates are asked the same, best end score first; only when none of
//!    those passes either (or time is out) is the best candidate played, marked
//!    [`Safety::Lost`].
//! 5. **Repetition.** A candidate leading to a position that the game history holds
//!    twice already (a draw at once, §5.3) scores as a draw.
//!
//! Time: the phases share the budget (own mate search a quarter, candidates and
//! replies until seven tenths, the opponent-mate checks the rest); each stops when
//! its share is spent or the flag is set, and the best series known so far is
//! played. A series is always returned for a position that has one.

pub mod beam;
pub mod eval;
pub mod level;
pub mod sparring;

pub use level::{time_on_clock, Level, LevelSettings};

use crate::chess::{Bitboard, Board, Castling, Move, Position};
use crate::core::hash::FastHash;
use crate::core::Side;
use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome};
use crate::flicker::{solve, Series, SeriesState, Verdict};
use beam::{BeamWidth, Candidate, Scorer};
use sparring::Rng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Why the engine has no series to offer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error("the level must be between 1 and 7 (got {0})")]
    BadLevel(u8),
    #[error("{side} has no legal series: the game is over ({verdict})")]
    NoSeries { side: Side, verdict: Stuck },
}

/// Why a side has no series at all: its king is mated, or it is stalemated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stuck {
    Mate,
    Stalemate,
}

/// `mate`, `stalemate` (in English, for the error's `Display`).
impl std::fmt::Display for Stuck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Stuck::Mate => "mate",
            Stuck::Stalemate => "stalemate",
        })
    }
}

/// What the engine is asked.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    pub position: Position,
    /// Positions at the start of earlier series of the game (for repetition).
    pub history: &'a [Position],
    pub level: Level,
    /// Overrides the level's time budget.
    pub time: Option<Duration>,
    /// The seed of its choices among series of nearly equal value (and of its
    /// lapses): with the position it fixes the series chosen.
    pub seed: u64,
}

impl Request<'_> {
    /// A request for `position` at `level`, without history.
    pub fn new(position: Position, level: Level) -> Request<'static> {
        Request {
            position,
            history: &[],
            level,
            time: None,
            seed: 0,
        }
    }
}

/// How sure the engine is that the opponent cannot mate after its series.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Safety {
    /// The series mates: the opponent has no series at all.
    Mates,
    /// The mate search examined every series of the opponent: none mates.
    Proven,
    /// The mate search stopped at its limits: no mate among the opponent's series
    /// of fewer than `searched_len` moves.
    Unknown { searched_len: usize },
    /// Not examined (time ran out first, or the search was interrupted).
    Unchecked,
    /// Not looked for: this level did not think of the opponent's reply this time
    /// (one of the lapses of the lower levels: `miss_threat` in its settings).
    Overlooked,
    /// Every candidate examined lets the opponent mate.
    Lost,
}

/// The series chosen and how it was chosen.
#[derive(Clone, Debug)]
pub struct Decision {
    pub series: Series,
    /// The position after it (the opponent to move).
    pub next: Position,
    /// Its score in centipawns from the mover's view ([`eval::MATE`] for a mate).
    pub score: i32,
    pub safety: Safety,
    /// Candidates considered and series states scored.
    pub candidates: usize,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The flag was set before the engine finished.
    pub interrupted: bool,
}

type EndKey = (Board, Castling, Bitboard);

/// The engine's scoring for the side `us`, stopping at `deadline` or on `cancel`.
struct Judge<'a> {
    us: Side,
    deadline: Instant,
    cancel: &'a AtomicBool,
}

impl Judge<'_> {
    fn out_of_time(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) || Instant::now() >= self.deadline
    }
}

impl Scorer for Judge<'_> {
    fn partial(&self, s: &SeriesState) -> i32 {
        let b = s.board();
        let pending = eval::capture_gain(b, self.us, s.unmoved());
        let exposed = if s.king_safe() { 0 } else { 150 };
        eval::evaluate(b, !self.us, self.us) + pending / 2 - exposed
    }
    fn end(&self, s: &SeriesState) -> i32 {
        eval::evaluate(s.board(), !self.us, self.us)
    }
    fn stop(&self) -> bool {
        self.out_of_time()
    }
}

/// A candidate with its score after the reply.
struct Scored {
    cand: Candidate,
    score: i32,
    /// The reply search found a mate by the opponent.
    lost: bool,
    /// The reply was searched (else `score` is the end score alone).
    searched: bool,
}

/// How much worse the computer must stand to take a draw: more than a pawn.
pub const DRAW_MARGIN: i32 = eval::value(crate::chess::Role::Pawn);

/// Whether the computer, playing `me`, takes a draw offered in `position` (the
/// offer comes on the other side's turn): only when its own evaluation of the
/// position says it stands worse by more than [`DRAW_MARGIN`]. Level and search
/// do not change the answer, so it is instant and the same every time.
pub fn accepts_draw(position: &Position, me: Side) -> bool {
    eval::evaluate(position.board(), position.turn(), me) < -DRAW_MARGIN
}

/// The series the engine would play from `req.position`.
pub fn best_series(req: &Request<'_>, cancel: &AtomicBool) -> Result<Decision, EngineError> {
    let settings = req.level.settings();
    best_series_with(req, settings, cancel)
}

/// A seed that differs from run to run (the process's random hashing keys and
/// the time), for games and `best` without a seed of their own.
pub fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    h.write_u128(now.as_nanos());
    h.finish()
}

/// The random source of one series: the request's seed and the position (FNV-1a
/// of its FEN), so that the same seed in the same position chooses alike.
fn series_rng(seed: u64, pos: &Position) -> Rng {
    let fen = pos.fen();
    let hash = fen.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    Rng::new(seed ^ hash)
}

/// [`best_series`] with the given settings instead of the level's (the match
/// harness tries variations of a level with it).
pub fn best_series_with(
    req: &Request<'_>,
    settings: LevelSettings,
    cancel: &AtomicBool,
) -> Result<Decision, EngineError> {
    let began = Instant::now();
    let pos = req.position;
    let us = pos.turn();
    let settings = match req.time {
        Some(t) => settings.for_time(t),
        None => settings,
    };
    let budget = settings.time;
    let at = |tenths: u32| began + budget * tenths / 10;
    let mut rng = series_rng(req.seed, &pos);
    // The lapses of this series, drawn first so that they do not depend on the search.
    let sees_mate = rng.below(100) >= usize::from(settings.miss_mate);
    let sees_threat = rng.below(100) >= usize::from(settings.miss_threat);
    let max_len = if rng.below(100) < usize::from(settings.one_move) {
        1
    } else {
        settings.max_len
    };
    let fallback = match solve(&pos).verdict {
        Verdict::Escape(s) => s,
        Verdict::Mate => {
            return Err(EngineError::NoSeries {
                side: us,
                verdict: Stuck::Mate,
            })
        }
        Verdict::Stalemate => {
            return Err(EngineError::NoSeries {
                side: us,
                verdict: Stuck::Stalemate,
            })
        }
    };
    let decide = |moves: &[Move], score: i32, safety: Safety, cands: usize, nodes: u64| {
        // The series goes through the series engine like a player's.
        let series = Series::from_moves(pos, moves)
            .ok()
            .filter(|s| s.can_end().is_ok());
        let series = series.unwrap_or_else(|| fallback.clone());
        let next = series.end().unwrap_or(pos);
        Decision {
            series,
            next,
            score,
            safety,
            candidates: cands,
            nodes,
            elapsed: began.elapsed(),
            interrupted: cancel.load(Ordering::Relaxed),
        }
    };

    // 1. Its own mate (the search has no flag of its own: skipped once set).
    let mut nodes = 0;
    if sees_mate && !cancel.load(Ordering::Relaxed) {
        let own = mate_in_one(
            &pos,
            MateLimits {
                max_nodes: settings.root_mate_nodes,
                max_time: budget / 4,
                threads: MateLimits::THREADS,
            },
        );
        nodes += own.nodes;
        if let MateOutcome::Found(s) = &own.outcome {
            return Ok(decide(s.moves(), eval::MATE, Safety::Mates, 1, nodes));
        }
    }

    // 2. Candidates.
    let judge = Judge {
        us,
        deadline: at(7),
        cancel,
    };
    let mut judged: HashMap<EndKey, bool, FastHash> = HashMap::default();
    let width = BeamWidth {
        max_len,
        mates: sees_mate,
        ..BeamWidth::new(settings.width, settings.replies.max(8) * 2)
    };
    let found = beam::search(&pos, width, &judge, &mut judged);
    nodes += found.nodes;
    if let Some(m) = &found.mate {
        return Ok(decide(m, eval::MATE, Safety::Mates, 1, nodes));
    }
    let mut cands = found.candidates;
    if !cands.iter().any(|c| c.moves == fallback.moves()) {
        if let Ok(end) = fallback.end() {
            let state = fallback.state();
            cands.push(Candidate {
                moves: fallback.moves().to_vec(),
                end,
                score: judge.end(state),
            });
        }
    }

    // 3. The reply to each of the best.
    let reply_width = BeamWidth::new(settings.reply_width, 1);
    let mut scored: Vec<Scored> = Vec::with_capacity(cands.len());
    for (i, cand) in cands.into_iter().enumerate() {
        let repeated = req.history.iter().filter(|p| same(p, &cand.end)).count() >= 2;
        if repeated {
            scored.push(Scored {
                cand,
                score: 0,
                lost: false,
                searched: true,
            });
            continue;
        }
        if i >= settings.replies || judge.out_of_time() {
            let score = cand.score;
            scored.push(Scored {
                cand,
                score,
                lost: false,
                searched: false,
            });
            continue;
        }
        let them = Judge {
            us: !us,
            deadline: judge.deadline,
            cancel,
        };
        let reply = beam::search(&cand.end, reply_width, &them, &mut judged);
        nodes += reply.nodes;
        let (score, lost) = if reply.mate.is_some() {
            (-eval::MATE, true)
        } else if let Some(best) = reply.candidates.first() {
            (-best.score, false)
        } else {
            // No reply grown (a long escape, or stalemate): judge exactly.
            match solve(&cand.end).verdict {
                Verdict::Stalemate => (0, false),
                _ => (cand.score, false),
            }
        };
        scored.push(Scored {
            cand,
            score,
            lost,
            searched: !reply.stopped,
        });
    }
    // Searched candidates first (their scores are comparable), best first; among
    // nearly equal ones at random (each score gets a random part below the spread).
    let mut keyed: Vec<(i32, Scored)> = scored
        .into_iter()
        .map(|s| {
            (
                s.score
                    .saturating_add(rng.below(settings.spread.max(1) as usize) as i32),
                s,
            )
        })
        .collect();
    keyed.sort_by(|a, b| b.1.searched.cmp(&a.1.searched).then(b.0.cmp(&a.0)));
    let scored: Vec<Scored> = keyed.into_iter().map(|(_, s)| s).collect();
    let count = scored.len();
    if !sees_threat {
        // It does not look for the opponent's mate: the best that no reply searched mates.
        let s = scored.iter().find(|s| !s.lost).unwrap_or(&scored[0]);
        return Ok(decide(
            &s.cand.moves,
            s.score,
            Safety::Overlooked,
            count,
            nodes,
        ));
    }

    // 4. The opponent's mate.
    let threat = |end: &Position, nodes: &mut u64| {
        threat_after(end, settings.threat_mate_nodes, at(10), cancel, nodes)
    };
    let mut first_rejected: Option<usize> = None;
    for (i, s) in scored.iter().enumerate() {
        if s.lost {
            first_rejected.get_or_insert(i);
            continue;
        }
        match threat(&s.cand.end, &mut nodes) {
            Threat::Mate => {
                first_rejected.get_or_insert(i);
            }
            Threat::Safe(safety) => {
                return Ok(decide(&s.cand.moves, s.score, safety, count, nodes));
            }
        }
    }
    // 4b. Every candidate lets the opponent mate: a wider beam, if time is left,
    //     for any series that does not (best end score first).
    let wide = beam::search(
        &pos,
        BeamWidth {
            max_len,
            mates: sees_mate,
            ..BeamWidth::new(settings.width * 4, 64)
        },
        &Judge {
            us,
            deadline: at(9),
            cancel,
        },
        &mut judged,
    );
    nodes += wide.nodes;
    if let Some(m) = &wide.mate {
        return Ok(decide(m, eval::MATE, Safety::Mates, count, nodes));
    }
    for c in &wide.candidates {
        if scored.iter().any(|s| s.cand.end == c.end) || cancel.load(Ordering::Relaxed) {
            continue;
        }
        if let Threat::Safe(safety) = threat(&c.end, &mut nodes) {
            if safety != Safety::Unchecked {
                return Ok(decide(&c.moves, c.score, safety, count, nodes));
            }
            break;
        }
    }
    let best = &scored[first_rejected.unwrap_or(0)];
    Ok(decide(
        &best.cand.moves,
        -eval::MATE,
        Safety::Lost,
        count,
        nodes,
    ))
}

/// What the mate search says about the opponent's mate after a series.
enum Threat {
    /// The opponent mates.
    Mate,
    /// No mate found: proven none, none within the limits, or not examined.
    Safe(Safety),
}

/// Ask the mate search whether the opponent, to move in `end`, mates, within
/// `max_nodes` and the time until `deadline` (not examined once it has passed or
/// the flag is set).
fn threat_after(
    end: &Position,
    max_nodes: u64,
    deadline: Instant,
    cancel: &AtomicBool,
    nodes: &mut u64,
) -> Threat {
    let left = deadline.saturating_duration_since(Instant::now());
    if cancel.load(Ordering::Relaxed) || left.is_zero() {
        return Threat::Safe(Safety::Unchecked);
    }
    let report = mate_in_one(
        end,
        MateLimits {
            max_nodes,
            max_time: left,
            threads: MateLimits::THREADS,
        },
    );
    *nodes += report.nodes;
    match report.outcome {
        MateOutcome::Found(_) => Threat::Mate,
        MateOutcome::NoneExists => Threat::Safe(Safety::Proven),
        MateOutcome::GaveUp { searched_len } => Threat::Safe(Safety::Unknown { searched_len }),
    }
}

/// The same position for repetition (§5.3): placement, side, castling, en passant.
fn same(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling() == b.castling()
        && a.ep_squares() == b.ep_squares()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(fen: &str) -> Decision {
        let pos = Position::from_fen(fen).unwrap();
        best_series(&Request::new(pos, Level::DEFAULT), &AtomicBool::new(false)).unwrap()
    }

    #[test]
    fn plays_a_mate_it_has() {
        let d = best("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1");
        assert_eq!(d.series.coords(), ["b2e5"]);
        assert_eq!(d.safety, Safety::Mates);
        assert!(matches!(solve(&d.next).verdict, Verdict::Mate));
    }

    #[test]
    fn takes_the_hanging_queen() {
        let d = best("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        assert!(
            d.series.moves().iter().any(|m| m.uci() == "d2d5"),
            "{:?}",
            d.series
        );
    }

    /// The engine's search (level 6's time, a beam of 16 with 16 replies, no
    /// slips or random choice) as White against random series of a lone king:
    /// mated before `cap` series of White. (Neither the narrower search of level
    /// 6 since the ladder was retuned, a beam of 12 with 8 replies, nor the wider
    /// one of level 7 finds the rook mate in time: the evaluation of the
    /// bare-king ending needs work.)
    fn converts(fen: &str, cap: usize) {
        let search = LevelSettings {
            width: 16,
            replies: 16,
            one_move: 0,
            miss_mate: 0,
            miss_threat: 0,
            spread: 0,
            ..Level::new(6).unwrap().settings()
        };
        let mut pos = Position::from_fen(fen).unwrap();
        let mut rng = sparring::Rng::new(3);
        for _ in 0..cap {
            let req = Request::new(pos, Level::new(6).unwrap());
            let d = best_series_with(&req, search, &AtomicBool::new(false)).unwrap();
            match solve(&d.next).verdict {
                Verdict::Mate => return,
                Verdict::Stalemate => panic!("stalemate after {:?}", d.series),
                Verdict::Escape(_) => {}
            }
            let reply = sparring::random_series(&d.next, &mut rng).unwrap();
            pos = reply.end().unwrap();
        }
        panic!("{fen}: no mate in {cap} series");
    }

    #[test]
    fn mates_a_lone_king_with_queen_or_rook() {
        converts("8/8/3k4/8/8/8/8/4K2Q w - - 0 1", 12);
        converts("8/8/3k4/8/8/8/8/4K2R w - - 0 1", 20);
    }

    #[test]
    fn refuses_a_game_that_is_over_and_a_bad_level() {
        // Black is stalemated.
        let pos = Position::from_fen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").unwrap();
        let e = best_series(&Request::new(pos, Level::DEFAULT), &AtomicBool::new(false));
        assert!(matches!(e, Err(EngineError::NoSeries { .. })), "{e:?}");
        assert_eq!(Level::new(0), Err(EngineError::BadLevel(0)));
        assert!(Level::new(7).is_ok());
        assert_eq!(Level::new(8), Err(EngineError::BadLevel(8)));
    }

    #[test]
    fn runs_on_a_worker_thread_and_stops_when_told() {
        // The deepest level and a minute allowed (seconds of work even with a fast
        // mate search); the flag is set from this thread while it thinks.
        let cancel = std::sync::Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let pos = Position::from_fen(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        )
        .unwrap();
        let worker = std::thread::spawn(move || {
            let mut req = Request::new(pos, Level::new(Level::MAX).unwrap());
            req.time = Some(Duration::from_secs(60));
            best_series(&req, &flag)
        });
        std::thread::sleep(Duration::from_millis(30));
        cancel.store(true, Ordering::Relaxed);
        let d = worker.join().unwrap().unwrap();
        assert!(d.interrupted);
        assert!(d.series.can_end().is_ok());
        assert!(d.elapsed < Duration::from_secs(30), "{:?}", d.elapsed);
    }

    /// A level that sometimes does not look for the opponent's mate says so as a
    /// lapse, never as time running out (there is no time limit here).
    #[test]
    fn a_lapse_is_said_as_overlooked_not_as_time_out() {
        let level = Level::new(1).unwrap();
        let safeties: Vec<Safety> = (0..30)
            .map(|seed| {
                let req = Request {
                    seed,
                    ..Request::new(Position::initial(), level)
                };
                best_series(&req, &AtomicBool::new(false)).unwrap().safety
            })
            .collect();
        assert!(safeties.contains(&Safety::Overlooked), "{safeties:?}");
        assert!(!safeties.contains(&Safety::Unchecked), "{safeties:?}");
    }

    #[test]
    fn an_interrupted_search_still_returns_a_legal_series() {
        // A minute allowed, the flag already set: it answers long before.
        let cancel = AtomicBool::new(true);
        let mut req = Request::new(Position::initial(), Level::DEFAULT);
        req.time = Some(Duration::from_secs(60));
        let d = best_series(&req, &cancel).unwrap();
        assert!(d.interrupted);
        assert_eq!(d.safety, Safety::Unchecked);
        assert!(d.series.can_end().is_ok());
        assert!(d.elapsed < Duration::from_secs(30));
    }
}
