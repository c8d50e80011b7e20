//! The position editor's bridge to the rules core: an editor [`Placement`] (a rules-core
//! setup) becomes a chess or Xiangqi position (checked by the rules core, whose refusal is the message
//! the player reads), a FEN, an analysis, a mate search or a new game. Nothing here
//! decides a rule itself.

use super::flicker::{attacked_kings, cells as chess_cells, square};
use super::xiangqi::{cell as xcell, cells_of as xcells_of, checked_in, point};
use crate::chess::{
    CastleSide, Castling, Piece as ChessPiece, Position, Role, Setup as ChessSetup,
};
use crate::core::{Outcome, Side};
use crate::flicker::mate::{mate_in_one_cancellable, MateLimits, MateOutcome};
use crate::flicker::notation::series_san;
use crate::flicker::{solve, Series};
use crate::session::GameKind;
use crate::tui::adapters::flicker::FlickerAdapter;
use crate::tui::adapters::xiangqi::XiangqiAdapter;
pub use crate::tui::adapters::SetupError;
use crate::tui::analysis::{
    duration_text, plural, Analysis, Cost, MateFinding, MoveListing, SteppedLine,
};
use crate::tui::port::{BoardShape, Cell, PieceKind, PieceView, PlayableGame};
use crate::xiangqi::chase::checking_pieces;
use crate::xiangqi::mate::{
    find_mate, MateLimits as XMateLimits, MateResult, StopReason as XStopReason,
};
use crate::xiangqi::notation::{parse_any, Notation};
use crate::xiangqi::{Piece as XPiece, PieceKind as XKind, Position as XPosition, Setup as XSetup};
use std::time::Instant;

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A position as the editor holds it: the rules core's setup, playable or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    Chess(ChessSetup),
    Xiangqi(Box<XSetup>),
}

impl Placement {
    pub fn kind(&self) -> GameKind {
        match self {
            Placement::Chess(_) => GameKind::Flickering,
            Placement::Xiangqi(_) => GameKind::Xiangqi,
        }
    }
    pub fn shape(&self) -> BoardShape {
        BoardShape::of(self.kind())
    }
    pub fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        match self {
            Placement::Chess(s) => {
                let pc = s.board.piece_at(square(cell)?)?;
                Some(PieceView::new(pc.side, super::flicker::kind_of(pc.role)))
            }
            Placement::Xiangqi(s) => {
                let pc = s.piece_at(point(cell)?)?;
                Some(PieceView::new(pc.side, super::xiangqi::kind_of(pc.kind)))
            }
        }
    }
    /// Put a piece on a cell (or empty it); a piece of the other game is ignored.
    pub fn set(&mut self, cell: Cell, piece: Option<PieceView>) {
        match self {
            Placement::Chess(s) => {
                let Some(sq) = square(cell) else { return };
                s.board.remove(sq);
                if let Some(role) = piece.and_then(|pc| chess_role(pc.kind)) {
                    let side = piece.map_or(Side::White, |pc| pc.side);
                    s.board.put(sq, ChessPiece::new(side, role));
                }
            }
            Placement::Xiangqi(s) => {
                if let Some(pt) = point(cell) {
                    let pc =
                        piece.and_then(|pc| Some(XPiece::new(pc.side, xiangqi_kind(pc.kind)?)));
                    s.set(pt, pc);
                }
            }
        }
    }
    /// Every cell's piece, rank by rank from `a1` ([`BoardShape::index`]).
    pub fn cells(&self) -> Vec<Option<PieceView>> {
        self.shape().cells().map(|c| self.piece_at(c)).collect()
    }
    pub fn turn(&self) -> Side {
        match self {
            Placement::Chess(s) => s.turn,
            Placement::Xiangqi(s) => s.side,
        }
    }
    pub fn set_turn(&mut self, side: Side) {
        match self {
            Placement::Chess(s) => s.turn = side,
            Placement::Xiangqi(s) => s.side = side,
        }
    }
    /// The castling rights (none in Xiangqi).
    pub fn castling(&self) -> Castling {
        match self {
            Placement::Chess(s) => s.castling,
            Placement::Xiangqi(_) => Castling::NONE,
        }
    }
    /// Set the castling rights (chess only).
    pub fn set_castling(&mut self, rights: Castling) {
        if let Placement::Chess(s) = self {
            s.castling = rights;
        }
    }
    /// The squares an en-passant capture may land on (chess only).
    pub fn en_passant(&self) -> Vec<Cell> {
        match self {
            Placement::Chess(s) => chess_cells(s.ep),
            Placement::Xiangqi(_) => Vec::new(),
        }
    }
    /// Set the en-passant squares (chess only; cells off the board are ignored).
    pub fn set_en_passant(&mut self, cells: &[Cell]) {
        if let Placement::Chess(s) = self {
            s.ep = cells.iter().filter_map(|&c| square(c)).collect();
        }
    }
    /// An empty board, the first player to move, no rights.
    pub fn empty(kind: GameKind) -> Placement {
        match kind {
            GameKind::Flickering => Placement::Chess(ChessSetup::empty()),
            GameKind::Xiangqi => Placement::Xiangqi(Box::default()),
        }
    }
    /// The game's start position.
    pub fn start(kind: GameKind) -> Placement {
        match kind {
            GameKind::Flickering => Placement::Chess(ChessSetup::initial()),
            GameKind::Xiangqi => Placement::Xiangqi(Box::new(XSetup::start())),
        }
    }
}

/// The piece a typed letter puts (upper case White/Red), read as a FEN letter of the
/// game (Xiangqi also takes `e`/`h` for elephant and horse).
pub fn piece_for_letter(kind: GameKind, c: char) -> Option<PieceView> {
    match kind {
        GameKind::Flickering => {
            let p = ChessPiece::from_fen_char(c)?;
            Some(PieceView::new(p.side, super::flicker::kind_of(p.role)))
        }
        GameKind::Xiangqi => {
            let p = XPiece::from_fen_char(c)?;
            Some(PieceView::new(p.side, super::xiangqi::kind_of(p.kind)))
        }
    }
}

/// The castling right whose rook starts on `cell` (chess), if any.
pub fn castling_corner(cell: Cell) -> Option<(Side, CastleSide)> {
    let sq = square(cell)?;
    Side::ALL.into_iter().find_map(|side| {
        [CastleSide::King, CastleSide::Queen]
            .into_iter()
            .find(|&wing| Castling::rook_square(side, wing) == sq)
            .map(|wing| (side, wing))
    })
}

fn chess_role(kind: PieceKind) -> Option<Role> {
    Some(match kind {
        PieceKind::King => Role::King,
        PieceKind::Queen => Role::Queen,
        PieceKind::Rook => Role::Rook,
        PieceKind::Bishop => Role::Bishop,
        PieceKind::Knight => Role::Knight,
        PieceKind::Pawn => Role::Pawn,
        _ => return None,
    })
}

fn xiangqi_kind(kind: PieceKind) -> Option<XKind> {
    Some(match kind {
        PieceKind::General => XKind::General,
        PieceKind::Advisor => XKind::Advisor,
        PieceKind::Elephant => XKind::Elephant,
        PieceKind::Horse => XKind::Horse,
        PieceKind::Chariot => XKind::Chariot,
        PieceKind::Cannon => XKind::Cannon,
        PieceKind::Soldier => XKind::Soldier,
        _ => return None,
    })
}

fn chess_position(p: &Placement) -> Result<Position, SetupError> {
    match p {
        Placement::Chess(s) => Ok(Position::try_from(*s)?),
        Placement::Xiangqi(_) => Err(SetupError::NotChess),
    }
}

fn xiangqi_position(p: &Placement) -> Result<XPosition, SetupError> {
    match p {
        Placement::Xiangqi(s) => Ok(XPosition::try_from((**s).clone())?),
        Placement::Chess(_) => Err(SetupError::NotXiangqi),
    }
}

/// The FEN of the placement as it stands, playable or not; [`placement_from_fen`]
/// reads back whatever this writes.
pub fn fen_of(p: &Placement) -> String {
    match p {
        Placement::Chess(s) => s.fen(),
        Placement::Xiangqi(s) => s.to_fen(),
    }
}

/// Whether the placement can be played: its FEN as the rules core writes it, or the
/// rules core's reasons why not (every rule it breaks).
pub fn check(p: &Placement) -> Result<String, SetupError> {
    match p.kind() {
        GameKind::Flickering => chess_position(p).map(|pos| pos.fen()),
        GameKind::Xiangqi => xiangqi_position(p).map(|pos| pos.to_fen()),
    }
}

/// Read a FEN into a placement. The FEN must be well formed, not playable: whether
/// it can be played is [`check`]'s answer.
pub fn placement_from_fen(kind: GameKind, fen: &str) -> Result<Placement, SetupError> {
    Ok(match kind {
        GameKind::Flickering => Placement::Chess(ChessSetup::from_fen(fen)?),
        GameKind::Xiangqi => Placement::Xiangqi(Box::new(XSetup::from_fen(fen)?)),
    })
}

/// A new game from the placement, if it can be played.
pub fn new_game(p: &Placement) -> Result<Box<dyn PlayableGame>, SetupError> {
    let fen = check(p)?;
    match p.kind() {
        GameKind::Flickering => Ok(Box::new(FlickerAdapter::new(Some(&fen))?)),
        GameKind::Xiangqi => Ok(Box::new(XiangqiAdapter::new(Some(&fen))?)),
    }
}

/// A Flickering series as a line to step through.
fn series_line(title: &str, series: &Series) -> SteppedLine {
    let states: Vec<_> = (0..=series.len())
        .filter_map(|i| series.state_before(i))
        .collect();
    let boards = states
        .iter()
        .map(|s| super::flicker::chess_cells(s.board()))
        .collect();
    let checked = states.iter().map(|s| attacked_kings(s.board())).collect();
    SteppedLine {
        title: title.to_string(),
        san: series_san(series),
        boards,
        moves: series
            .moves()
            .iter()
            .map(|m| (super::flicker::cell(m.from), super::flicker::cell(m.to)))
            .collect(),
        checked,
        step: 0,
    }
}

/// Run the checker on a playable placement; Xiangqi moves are written in `notation`.
pub fn analyse(p: &Placement, notation: Notation) -> Result<Analysis, SetupError> {
    match p.kind() {
        GameKind::Flickering => analyse_flickering(p),
        GameKind::Xiangqi => analyse_xiangqi(p, notation),
    }
}

fn analyse_flickering(p: &Placement) -> Result<Analysis, SetupError> {
    let pos = chess_position(p)?;
    let side = title_case(pos.turn().chess_name());
    let solution = solve(&pos);
    let cost = Cost {
        checker: "Solver",
        nodes: Some((solution.stats.nodes, "node")),
        elapsed: solution.stats.elapsed,
    };
    let king = attacked_kings(pos.board())
        .into_iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>();
    let (verdict, explanation, line) = match (solution.outcome(), solution.rescue()) {
        (Outcome::Checkmate { .. }, _) => (
            "Mate".to_string(),
            format!(
                "{side}'s king on {} is attacked and no series frees it",
                king.join(", ")
            ),
            None,
        ),
        (Outcome::Stalemate { .. }, _) => (
            "Stalemate".to_string(),
            format!("{side}'s king is not attacked, but {side} has no legal series"),
            None,
        ),
        (Outcome::Ongoing, Some(series)) => (
            "Escape".to_string(),
            format!(
                "{side}'s king is in check; a rescue series of {} frees it",
                plural(series.len() as u64, "move")
            ),
            Some(series_line("Rescue series", series)),
        ),
        // Not in check: any legal series will do; there is nothing to rescue.
        (Outcome::Ongoing, None) => (
            "Play goes on".to_string(),
            format!("{side}'s king is not in check and {side} has legal series"),
            None,
        ),
    };
    Ok(Analysis {
        side: pos.turn(),
        verdict,
        explanation,
        facts: Vec::new(),
        cost,
        checked: attacked_kings(pos.board()),
        line,
        mate: None,
        engine: None,
        moves: None,
    })
}

fn analyse_xiangqi(p: &Placement, notation: Notation) -> Result<Analysis, SetupError> {
    let pos = xiangqi_position(p)?;
    let began = Instant::now();
    let side = pos.side_to_move();
    let moves = pos.legal_moves();
    let checkers = checking_pieces(&pos, !side);
    let written: Vec<String> = moves.iter().map(|&m| notation.write(&pos, m)).collect();
    let elapsed = began.elapsed();
    let name = title_case(side.xiangqi_name());
    let in_check = pos.in_check();
    let (verdict, explanation) = match (pos.outcome(), in_check) {
        (Outcome::Checkmate { .. }, _) => (
            "Checkmate",
            format!("{name} is in check and has no legal move: {name} loses"),
        ),
        (Outcome::Stalemate { .. }, _) => (
            "Stalemate",
            format!("{name} has no legal move (stalemate loses in Xiangqi)"),
        ),
        (Outcome::Ongoing, true) => ("Ongoing", format!("{name} is in check but can answer it")),
        (Outcome::Ongoing, false) => ("Ongoing", format!("{name} is not in check and can move")),
    };
    let mut facts = Vec::new();
    if !checkers.is_empty() {
        let names: Vec<String> = checkers
            .iter()
            .filter_map(|&pt| {
                pos.piece_at(pt)
                    .map(|pc| format!("{} on {pt}", super::xiangqi::kind_of(pc.kind).name()))
            })
            .collect();
        facts.push(format!("Checking: {}", names.join(", ")));
    }
    Ok(Analysis {
        side,
        verdict: verdict.to_string(),
        explanation,
        facts,
        cost: Cost {
            checker: "Checker",
            nodes: None,
            elapsed,
        },
        checked: checked_in(&pos),
        line: None,
        mate: None,
        engine: None,
        moves: Some(MoveListing {
            notation: notation.name(),
            moves: written,
        }),
    })
}

/// What a move typed in the editor would do in the placement (Xiangqi): the move in
/// every notation, or the rules core's reason for refusing it.
pub fn try_move_text(p: &Placement, text: &str) -> Result<String, SetupError> {
    let pos = xiangqi_position(p)?;
    let mv = parse_any(&pos, text)?;
    let names: Vec<String> = Notation::ALL.iter().map(|n| n.write(&pos, mv)).collect();
    Ok(format!(
        "{} is legal here: {}",
        text.trim(),
        names.join(" · ")
    ))
}

/// The limits of the mate search in the terminal game: short enough that the
/// screen does not seem frozen, shown to the player with the answer.
pub const INTERACTIVE_MATE_LIMITS: MateLimits = MateLimits {
    max_nodes: 2_000_000,
    max_time: std::time::Duration::from_secs(3),
};

/// Search for a series of the side to move that mates the opponent (Flickering);
/// it gives up, as at a limit, soon after `cancel` is set.
pub fn mate_search(
    p: &Placement,
    limits: MateLimits,
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<MateFinding, SetupError> {
    if p.kind() != GameKind::Flickering {
        return Err(SetupError::MateSearchIsForFlickering);
    }
    let pos = chess_position(p)?;
    let report = mate_in_one_cancellable(&pos, limits, cancel);
    let side = title_case(pos.turn().chess_name());
    let (headline, line) = match &report.outcome {
        MateOutcome::Found(series) => (
            format!(
                "{side} mates in one series of {}",
                plural(series.len() as u64, "move")
            ),
            Some(series_line("Mating series", series)),
        ),
        MateOutcome::NoneExists => (format!("{side} has no mating series"), None),
        MateOutcome::GaveUp { searched_len } => (
            format!(
                "No mate found within the limits (every series shorter than {searched_len} moves was searched)"
            ),
            None,
        ),
    };
    // The states judged and searched are for `check --json` and the benchmarks;
    // the player reads the time limit, which is what gave up a search.
    let facts = vec![format!(
        "Time limit: {}",
        duration_text(report.limits.max_time)
    )];
    Ok(MateFinding {
        headline,
        cost: Cost {
            checker: "Search",
            nodes: Some((report.nodes, "state")),
            elapsed: report.elapsed,
        },
        facts,
        line,
    })
}

/// The limits of the Xiangqi mate search in the terminal (a mate in 3 from real
/// games is decided well within them), shown to the player with the answer.
pub const XIANGQI_MATE_LIMITS: XMateLimits = XMateLimits {
    nodes: 20_000_000,
    time: Some(std::time::Duration::from_secs(10)),
};

/// The time limit of the Xiangqi mate search, in words (the position count it
/// also stops at is for `check --json` and the benchmarks).
pub fn xiangqi_limits_text(limits: XMateLimits) -> String {
    match limits.time {
        Some(t) => duration_text(t),
        None => "none".to_string(),
    }
}

/// Search for the shortest win in up to `moves` moves by the side to move (Xiangqi):
/// checkmate or stalemate of the opponent, the forced line written in `notation`.
/// It stops soon after `cancel` is set.
pub fn xiangqi_mate_search(
    p: &Placement,
    moves: u32,
    limits: XMateLimits,
    notation: Notation,
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<MateFinding, SetupError> {
    let pos = xiangqi_position(p)?;
    let began = Instant::now();
    let report = find_mate(&pos, moves, limits, cancel);
    let elapsed = began.elapsed();
    let side = title_case(pos.side_to_move().xiangqi_name());
    let (headline, line) = match &report.result {
        MateResult::Mate {
            moves,
            line,
            stalemate,
        } => {
            let how = if *stalemate {
                " (the last move stalemates, a win in Xiangqi)"
            } else {
                ""
            };
            (
                format!("{side} mates in {}{how}", plural(u64::from(*moves), "move")),
                Some(xiangqi_line(&pos, line, notation, "Mating line")),
            )
        }
        MateResult::NoMate { max } => (
            format!("No mate in {} for {side}", plural(u64::from(*max), "move")),
            None,
        ),
        MateResult::Stopped { reason, decided } => {
            // The position count it stopped at is for `check --json`, not the player.
            let reason = match reason {
                XStopReason::Nodes(_) => "the search limit was reached".to_string(),
                XStopReason::Time(t) => {
                    format!("the time limit ({}) was reached", duration_text(*t))
                }
                XStopReason::Cancelled => "the search was cancelled".to_string(),
            };
            (
                match decided {
                    0 => format!("Stopped: {reason}; nothing decided"),
                    d => format!(
                        "Stopped: {reason}; no mate in {}",
                        plural(u64::from(*d), "move")
                    ),
                },
                None,
            )
        }
    };
    Ok(MateFinding {
        headline,
        cost: Cost {
            checker: "Search",
            nodes: Some((report.nodes, "position")),
            elapsed,
        },
        facts: vec![format!("Time limit: {}", xiangqi_limits_text(limits))],
        line,
    })
}

/// The UCI engine the editor's analysis asks (`duochess setup xiangqi --engine PATH`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSetting {
    pub path: std::path::PathBuf,
    /// Its thinking time for one evaluation.
    pub movetime: std::time::Duration,
    /// How long it may stay silent beyond `movetime`.
    pub grace: std::time::Duration,
}

impl EngineSetting {
    /// The engine at `path`, thinking `movetime`, with the game screen's grace.
    pub fn new(path: std::path::PathBuf, movetime: std::time::Duration) -> EngineSetting {
        EngineSetting {
            path,
            movetime,
            grace: crate::tui::game::opponent::ENGINE_GRACE,
        }
    }
}

/// The most moves of the engine's best line shown (the rest is deeper guesswork).
pub const ENGINE_LINE_MOVES: usize = 8;

/// Why the engine gave no evaluation. The message is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum EngineAnalysisError {
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Engine(#[from] crate::uci::UciError),
    #[error("the game is over here ({0}): there is nothing for the engine to evaluate")]
    GameOver(&'static str),
}

/// "+0.35 (Red better)", "mate in 3 for Black": a UCI score (from the side to
/// move's point of view) told from Red's.
fn score_text(score: crate::uci::Score, to_move: Side) -> String {
    use crate::uci::Score;
    let name = |s: Side| title_case(s.xiangqi_name());
    match score {
        Score::Centipawns(cp) => {
            let red = if to_move == Side::White { cp } else { -cp };
            let pawns = f64::from(red) / 100.0;
            match red.signum() {
                0 => "0.00 (level)".to_string(),
                1 => format!("+{pawns:.2} ({} better)", name(Side::White)),
                _ => format!("{pawns:.2} ({} better)", name(Side::Black)),
            }
        }
        Score::Mate(0) => format!("{} is mated", name(to_move)),
        Score::Mate(n) if n > 0 => format!("mate in {n} for {}", name(to_move)),
        Score::Mate(n) => format!("mate in {} for {}", -n, name(!to_move)),
    }
}

/// Ask the engine for its evaluation and best line of the placement (Xiangqi),
/// the line checked by our rules core move by move and written in `notation`;
/// a line with a move that is unreadable or illegal is reported, not shown.
/// It blocks for up to the thinking time and the grace: run it on a worker.
pub fn engine_analysis(
    p: &Placement,
    engine: &EngineSetting,
    notation: Notation,
) -> Result<MateFinding, EngineAnalysisError> {
    let pos = xiangqi_position(p)?;
    match pos.outcome() {
        Outcome::Checkmate { .. } => return Err(EngineAnalysisError::GameOver("checkmate")),
        Outcome::Stalemate { .. } => return Err(EngineAnalysisError::GameOver("stalemate")),
        Outcome::Ongoing => {}
    }
    let began = Instant::now();
    let mut uci = crate::uci::Engine::start(&engine.path, engine.grace)?;
    let answer = uci.best_move(&pos, &[], engine.movetime)?;
    let name = uci.info().name.clone();
    uci.quit();
    let elapsed = began.elapsed();
    let side = pos.side_to_move();
    let evaluation = answer
        .score
        .map_or_else(|| "no score given".to_string(), |s| score_text(s, side));
    let mut facts = Vec::new();
    if let Some(d) = answer.depth {
        facts.push(format!("Depth {d}"));
    }
    facts.push(format!("Best move: {}", notation.write(&pos, answer.best)));
    let line = match (&answer.pv_refused, answer.pv.first()) {
        (Some(why), _) => {
            facts.push(format!("The engine's line is not shown: {why}"));
            None
        }
        (None, Some(&first)) if first != answer.best => {
            facts.push(
                "The engine's line is not shown: it does not begin with its best move".into(),
            );
            None
        }
        (None, Some(_)) => {
            if answer.pv.len() > ENGINE_LINE_MOVES {
                facts.push(format!(
                    "Line: the first {ENGINE_LINE_MOVES} of {} moves",
                    answer.pv.len()
                ));
            }
            Some(answer.pv.iter().copied().take(ENGINE_LINE_MOVES).collect())
        }
        (None, None) => Some(vec![answer.best]),
    };
    Ok(MateFinding {
        headline: format!("Engine ({name}): {evaluation}"),
        cost: Cost {
            checker: "Engine",
            nodes: None,
            elapsed,
        },
        facts,
        line: line.map(|l| xiangqi_line(&pos, &l, notation, "Engine line")),
    })
}

/// A Xiangqi line (both sides in turn) as a line to step through.
fn xiangqi_line(
    start: &XPosition,
    line: &[crate::xiangqi::Move],
    notation: Notation,
    title: &str,
) -> SteppedLine {
    let mut pos = start.clone();
    let mut boards = vec![xcells_of(&pos)];
    let mut checked = vec![checked_in(&pos)];
    let mut san = Vec::new();
    for &mv in line {
        san.push(notation.write(&pos, mv));
        pos.play(mv);
        boards.push(xcells_of(&pos));
        checked.push(checked_in(&pos));
    }
    SteppedLine {
        title: title.to_string(),
        san,
        boards,
        moves: line.iter().map(|m| (xcell(m.from), xcell(m.to))).collect(),
        checked,
        step: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip_through_placements() {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            let p = Placement::start(kind);
            assert_eq!(check(&p), Ok(fen_of(&p)));
        }
        assert_eq!(
            fen_of(&Placement::start(GameKind::Flickering)),
            crate::chess::INITIAL_FEN
        );
        assert_eq!(
            fen_of(&Placement::start(GameKind::Xiangqi)),
            crate::xiangqi::START_FEN
        );
    }

    #[test]
    fn unplayable_placements_are_named_by_the_rules_core() {
        let empty = Placement::empty(GameKind::Flickering);
        assert_eq!(fen_of(&empty), "8/8/8/8/8/8/8/8 w - - 0 1");
        let err = check(&empty).unwrap_err();
        assert!(matches!(err, SetupError::ChessPosition(_)), "{err:?}");
        assert!(err.to_string().contains("kings"), "{err}");
        let err = check(&Placement::empty(GameKind::Xiangqi)).unwrap_err();
        assert!(matches!(err, SetupError::XiangqiPosition(_)), "{err:?}");
        assert!(err.to_string().contains("general"), "{err}");
    }

    #[test]
    fn corners_name_their_castling_rights() {
        assert_eq!(
            castling_corner(Cell::new(7, 0)),
            Some((Side::White, CastleSide::King))
        );
        assert_eq!(
            castling_corner(Cell::new(0, 7)),
            Some((Side::Black, CastleSide::Queen))
        );
        assert_eq!(castling_corner(Cell::new(4, 0)), None);
    }
}
