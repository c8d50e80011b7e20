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
use crate::flicker::notation::SeriesStyle;
use crate::flicker::{solve, Series};
use crate::play::adapters::flicker::FlickerAdapter;
use crate::play::adapters::xiangqi::XiangqiAdapter;
pub use crate::play::adapters::SetupError;
use crate::play::analysis::{
    Analysis, Checker, Cost, EngineScore, Fact, Finding, LineTitle, MateFinding, MoveListing,
    SteppedLine, StopWhy, Verdict,
};
use crate::play::port::{BoardShape, Cell, PieceKind, PieceView, PlayableGame};
use crate::session::GameKind;
use crate::xiangqi::chase::checking_pieces;
use crate::xiangqi::mate::{
    find_mate, MateLimits as XMateLimits, MateResult, StopReason as XStopReason,
};
use crate::xiangqi::notation::{parse_any, Notation};
use crate::xiangqi::{Piece as XPiece, PieceKind as XKind, Position as XPosition, Setup as XSetup};
use std::time::Instant;

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

/// The piece a Cyrillic letter of the seed's notation puts in `kind` (upper case
/// White/Red, lower case Black): chess `Ф` queen, `Т` or `Л` rook, `С` bishop, `К`
/// knight, `П` pawn; Xiangqi `Т` advisor, `С` elephant, `К` horse, `Л` chariot,
/// `Г` cannon (гармата), `П` soldier (the foot piece, as `P` is in both games). The
/// king and the general are two letters, `Кр`: see [`seed_king`].
pub fn piece_for_seed_letter(kind: GameKind, c: char) -> Option<PieceView> {
    let side = if c.is_uppercase() {
        Side::White
    } else {
        Side::Black
    };
    let piece = match (kind, c.to_uppercase().next()?) {
        (GameKind::Flickering, 'Ф') => PieceKind::Queen,
        (GameKind::Flickering, 'Т' | 'Л') => PieceKind::Rook,
        (GameKind::Flickering, 'С') => PieceKind::Bishop,
        (GameKind::Flickering, 'К') => PieceKind::Knight,
        (GameKind::Flickering, 'П') => PieceKind::Pawn,
        (GameKind::Xiangqi, 'Т') => PieceKind::Advisor,
        (GameKind::Xiangqi, 'С') => PieceKind::Elephant,
        (GameKind::Xiangqi, 'К') => PieceKind::Horse,
        (GameKind::Xiangqi, 'Л') => PieceKind::Chariot,
        (GameKind::Xiangqi, 'Г') => PieceKind::Cannon,
        (GameKind::Xiangqi, 'П') => PieceKind::Soldier,
        _ => return None,
    };
    Some(PieceView::new(side, piece))
}

/// The Latin letters of `kind`'s pieces, in their order (`K Q R B N P`), for the
/// editor's help.
pub fn piece_letters(kind: GameKind) -> String {
    pieces_of(kind)
        .iter()
        .map(|p| p.letter().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The seed's one-letter pieces of `kind`, in their order (`Ф Т Л С К П`), for the
/// editor's help (the king, `Кр`, is two letters).
pub fn seed_letters(kind: GameKind) -> String {
    const LETTERS: &str = "ФТЛСКГП";
    pieces_of(kind)
        .iter()
        .flat_map(|&p| {
            LETTERS
                .chars()
                .filter(move |&c| piece_for_seed_letter(kind, c).map(|v| v.kind) == Some(p))
        })
        .map(String::from)
        .collect::<Vec<_>>()
        .join(" ")
}

fn pieces_of(kind: GameKind) -> &'static [PieceKind] {
    match kind {
        GameKind::Flickering => &PieceKind::CHESS,
        GameKind::Xiangqi => &PieceKind::XIANGQI,
    }
}

/// The second letter of the seed's king, `Кр` (either case).
pub fn is_seed_king_second(c: char) -> bool {
    matches!(c, 'р' | 'Р')
}

/// The king (chess) or general (Xiangqi) that `Кр` names: `К` then `р`, its side from
/// the case of `К` (`кр` is Black's); `None` unless `first` is `К` or `к`.
pub fn seed_king(kind: GameKind, first: char) -> Option<PieceView> {
    let side = match first {
        'К' => Side::White,
        'к' => Side::Black,
        _ => return None,
    };
    let king = match kind {
        GameKind::Flickering => PieceKind::King,
        GameKind::Xiangqi => PieceKind::General,
    };
    Some(PieceView::new(side, king))
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
fn series_line(title: LineTitle, series: &Series, style: SeriesStyle) -> SteppedLine {
    let states: Vec<_> = (0..=series.len())
        .filter_map(|i| series.state_before(i))
        .collect();
    let boards = states
        .iter()
        .map(|s| super::flicker::chess_cells(s.board()))
        .collect();
    let checked = states.iter().map(|s| attacked_kings(s.board())).collect();
    SteppedLine {
        title,
        san: style.moves(series),
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

/// Run the checker on a playable placement; Xiangqi moves are written in `notation`,
/// Flickering series in `style`.
pub fn analyse(
    p: &Placement,
    notation: Notation,
    style: SeriesStyle,
) -> Result<Analysis, SetupError> {
    match p.kind() {
        GameKind::Flickering => analyse_flickering(p, style),
        GameKind::Xiangqi => analyse_xiangqi(p, notation),
    }
}

fn analyse_flickering(p: &Placement, style: SeriesStyle) -> Result<Analysis, SetupError> {
    let pos = chess_position(p)?;
    let solution = solve(&pos);
    let cost = Cost {
        checker: Checker::Solver,
        nodes: Some((solution.stats.nodes, "node")),
        elapsed: solution.stats.elapsed,
    };
    let (verdict, line) = match (solution.outcome(), solution.rescue()) {
        (Outcome::Checkmate { .. }, _) => (
            Verdict::Mate {
                kings: attacked_kings(pos.board()),
            },
            None,
        ),
        (Outcome::Stalemate { .. }, _) => (Verdict::Stalemate, None),
        (Outcome::Ongoing, Some(series)) => (
            Verdict::Escape {
                moves: series.len(),
            },
            Some(series_line(LineTitle::RescueSeries, series, style)),
        ),
        // Not in check: any legal series will do; there is nothing to rescue.
        (Outcome::Ongoing, None) => (Verdict::PlayGoesOn, None),
    };
    Ok(Analysis {
        side: pos.turn(),
        verdict,
        checkers: Vec::new(),
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
    let verdict = match pos.outcome() {
        Outcome::Checkmate { .. } => Verdict::Checkmate,
        Outcome::Stalemate { .. } => Verdict::XiangqiStalemate,
        Outcome::Ongoing => Verdict::Ongoing {
            in_check: pos.in_check(),
        },
    };
    let checkers = checkers
        .iter()
        .filter_map(|&pt| {
            pos.piece_at(pt)
                .map(|pc| (super::xiangqi::kind_of(pc.kind), xcell(pt)))
        })
        .collect();
    Ok(Analysis {
        side,
        verdict,
        checkers,
        cost: Cost {
            checker: Checker::Checker,
            nodes: None,
            elapsed,
        },
        checked: checked_in(&pos),
        line: None,
        mate: None,
        engine: None,
        moves: Some(MoveListing {
            notation,
            moves: written,
        }),
    })
}

/// What a move typed in the editor would do in the placement (Xiangqi): the move in
/// every notation ([`Notation::ALL`]), or the rules core's reason for refusing it.
pub fn try_move_text(p: &Placement, text: &str) -> Result<Vec<String>, SetupError> {
    let pos = xiangqi_position(p)?;
    let mv = parse_any(&pos, text)?;
    Ok(Notation::ALL.iter().map(|n| n.write(&pos, mv)).collect())
}

/// The limits of the mate search in the terminal game: short enough that the
/// screen does not seem frozen, shown to the player with the answer.
pub const INTERACTIVE_MATE_LIMITS: MateLimits = MateLimits {
    max_nodes: 2_000_000,
    max_time: std::time::Duration::from_secs(3),
    threads: MateLimits::THREADS,
};

/// Search for a series of the side to move that mates the opponent (Flickering),
/// written in `style`; it gives up, as at a limit, soon after `cancel` is set.
pub fn mate_search(
    p: &Placement,
    limits: MateLimits,
    style: SeriesStyle,
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<MateFinding, SetupError> {
    if p.kind() != GameKind::Flickering {
        return Err(SetupError::MateSearchIsForFlickering);
    }
    let pos = chess_position(p)?;
    let report = mate_in_one_cancellable(&pos, limits, cancel);
    let side = pos.turn();
    let (headline, line) = match &report.outcome {
        MateOutcome::Found(series) => (
            Finding::SeriesMate {
                side,
                moves: series.len(),
            },
            Some(series_line(LineTitle::MatingSeries, series, style)),
        ),
        MateOutcome::NoneExists => (Finding::NoMatingSeries { side }, None),
        MateOutcome::GaveUp { searched_len } => (
            Finding::SeriesGaveUp {
                searched_len: *searched_len,
            },
            None,
        ),
    };
    // The states judged and searched are for `check --json` and the benchmarks;
    // the player reads the time limit, which is what gave up a search.
    Ok(MateFinding {
        headline,
        cost: Cost {
            checker: Checker::Search,
            nodes: Some((report.nodes, "state")),
            elapsed: report.elapsed,
        },
        facts: vec![Fact::TimeLimit(Some(report.limits.max_time))],
        line,
    })
}

/// The limits of the Xiangqi mate search in the terminal (a mate in 3 from real
/// games is decided well within them), shown to the player with the answer.
pub const XIANGQI_MATE_LIMITS: XMateLimits = XMateLimits {
    nodes: 20_000_000,
    time: Some(std::time::Duration::from_secs(10)),
};

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
    let side = pos.side_to_move();
    let (headline, line) = match &report.result {
        MateResult::Mate {
            moves,
            line,
            stalemate,
        } => (
            Finding::Mate {
                side,
                moves: *moves,
                stalemate: *stalemate,
            },
            Some(xiangqi_line(&pos, line, notation, LineTitle::MatingLine)),
        ),
        MateResult::NoMate { max } => (Finding::NoMate { side, max: *max }, None),
        // The position count it stopped at is for `check --json`, not the player.
        MateResult::Stopped { reason, decided } => (
            Finding::Stopped {
                why: match reason {
                    XStopReason::Nodes(_) => StopWhy::Nodes,
                    XStopReason::Time(t) => StopWhy::Time(*t),
                    XStopReason::Cancelled => StopWhy::Cancelled,
                },
                decided: *decided,
            },
            None,
        ),
    };
    Ok(MateFinding {
        headline,
        cost: Cost {
            checker: Checker::Search,
            nodes: Some((report.nodes, "position")),
            elapsed,
        },
        facts: vec![Fact::TimeLimit(limits.time)],
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
            grace: crate::play::opponent::ENGINE_GRACE,
        }
    }
}

/// The most moves of the engine's best line shown (the rest is deeper guesswork).
pub const ENGINE_LINE_MOVES: usize = 8;

/// Why the engine gave no evaluation (the player reads its words, from
/// `crate::words::editor::setup`).
#[derive(Debug, thiserror::Error)]
pub enum EngineAnalysisError {
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Engine(#[from] crate::uci::UciError),
    /// The side to move is checkmated, or stalemated (`stalemate`).
    #[error("the game is over here ({}): there is nothing for the engine to evaluate", if *.stalemate { "stalemate" } else { "checkmate" })]
    GameOver { stalemate: bool },
}

/// A UCI score (from the side to move's point of view) told from Red's.
fn score_of(score: crate::uci::Score, to_move: Side) -> EngineScore {
    use crate::uci::Score;
    match score {
        Score::Centipawns(cp) => {
            EngineScore::Centipawns(if to_move == Side::White { cp } else { -cp })
        }
        Score::Mate(0) => EngineScore::Mated(to_move),
        Score::Mate(n) if n > 0 => EngineScore::Mate {
            side: to_move,
            moves: n,
        },
        Score::Mate(n) => EngineScore::Mate {
            side: !to_move,
            moves: -n,
        },
    }
}

/// Ask the engine for its evaluation and best line of the placement (Xiangqi),
/// the line checked by our rules core move by move and written in `notation`;
/// a line with a move that is unreadable or illegal is reported, not shown.
/// It blocks for up to the thinking time and the grace, or until `cancel` is set
/// (then the engine is stopped and ended): run it on a worker.
pub fn engine_analysis(
    p: &Placement,
    engine: &EngineSetting,
    notation: Notation,
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<MateFinding, EngineAnalysisError> {
    let pos = xiangqi_position(p)?;
    match pos.outcome() {
        Outcome::Checkmate { .. } => {
            return Err(EngineAnalysisError::GameOver { stalemate: false })
        }
        Outcome::Stalemate { .. } => return Err(EngineAnalysisError::GameOver { stalemate: true }),
        Outcome::Ongoing => {}
    }
    let began = Instant::now();
    let mut uci = crate::uci::Engine::start(&engine.path, engine.grace, cancel)?;
    let answer = uci.best_move(&pos, &[], engine.movetime, cancel)?;
    let name = uci.info().name.clone();
    uci.quit();
    let elapsed = began.elapsed();
    let side = pos.side_to_move();
    let score = answer.score.map(|s| score_of(s, side));
    let mut facts = Vec::new();
    if let Some(d) = answer.depth {
        facts.push(Fact::Depth(d));
    }
    facts.push(Fact::BestMove(notation.write(&pos, answer.best)));
    let line = match (&answer.pv_refused, answer.pv.first()) {
        (Some(why), _) => {
            facts.push(Fact::LineRefused(why.clone()));
            None
        }
        (None, Some(&first)) if first != answer.best => {
            facts.push(Fact::LineNotFromBest);
            None
        }
        (None, Some(_)) => {
            if answer.pv.len() > ENGINE_LINE_MOVES {
                facts.push(Fact::LineCut {
                    shown: ENGINE_LINE_MOVES,
                    of: answer.pv.len(),
                });
            }
            Some(answer.pv.iter().copied().take(ENGINE_LINE_MOVES).collect())
        }
        (None, None) => Some(vec![answer.best]),
    };
    Ok(MateFinding {
        headline: Finding::Engine { name, score },
        cost: Cost {
            checker: Checker::Engine,
            nodes: None,
            elapsed,
        },
        facts,
        line: line.map(|l| xiangqi_line(&pos, &l, notation, LineTitle::EngineLine)),
    })
}

/// A Xiangqi line (both sides in turn) as a line to step through.
fn xiangqi_line(
    start: &XPosition,
    line: &[crate::xiangqi::Move],
    notation: Notation,
    title: LineTitle,
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
        title,
        san,
        boards,
        moves: line.iter().map(|m| (xcell(m.from), xcell(m.to))).collect(),
        checked,
        step: 0,
    }
}

/// The editor's undo and redo: the placements before each edit, and those undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edits {
    undone: Vec<Placement>,
    redone: Vec<Placement>,
    now: Placement,
}

impl Edits {
    /// The most edits kept to undo (the oldest go first).
    pub const KEPT: usize = 500;

    /// A history that starts at `now`.
    pub fn new(now: Placement) -> Edits {
        Edits {
            undone: Vec::new(),
            redone: Vec::new(),
            now,
        }
    }

    /// The placement after an edit: an edit that changed it can be undone, and
    /// what was undone can no longer be redone.
    pub fn note(&mut self, now: &Placement) {
        if *now == self.now {
            return;
        }
        let before = std::mem::replace(&mut self.now, now.clone());
        self.undone.push(before);
        if self.undone.len() > Self::KEPT {
            self.undone.remove(0);
        }
        self.redone.clear();
    }

    /// The placement before the last edit, if there is one.
    pub fn undo(&mut self) -> Option<Placement> {
        let before = self.undone.pop()?;
        self.redone
            .push(std::mem::replace(&mut self.now, before.clone()));
        Some(before)
    }

    /// The placement the last undo took back, if there is one.
    pub fn redo(&mut self) -> Option<Placement> {
        let after = self.redone.pop()?;
        self.undone
            .push(std::mem::replace(&mut self.now, after.clone()));
        Some(after)
    }

    pub fn can_undo(&self) -> bool {
        !self.undone.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redone.is_empty()
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
