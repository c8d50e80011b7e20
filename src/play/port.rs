//! The narrow interface between the terminal front end and a game session.
//!
//! The front end knows games only through [`PlayableGame`], in its own vocabulary:
//! cells on a board of a given shape, pieces as a side plus a [`PieceKind`], legal
//! destinations for highlighting, moves tried from cell to cell or typed as text, and
//! read-only pictures of earlier positions for browsing. All rules (legality, the
//! series of Flickering Chess, results, notation) live behind the trait, in the
//! session layer; adapters in [`crate::play::adapters`] translate.
//!
//! The trait is small: what every game does. What only some games do is a
//! capability trait ([`SeriesPlay`], [`DrawsAndResignation`], [`HistoryBrowsing`],
//! [`Notices`], [`Recorded`], [`PracticeAids`]) reached through an accessor that
//! answers `None` unless the game has it. Refusals cross as [`GameError`] values that
//! carry the session's and the rules core's own errors.

use crate::core::Side;
use crate::record::RecordInfo;
use crate::session::{GameKind, GameResult};
use crate::xiangqi::mate::DEFAULT_MATE_MOVES;
use std::fmt;
use std::sync::atomic::AtomicBool;

/// A square (chess) or point (Xiangqi): 0-based file (0 = `a`) and rank (0 = the first
/// player's back rank, `1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub file: u8,
    pub rank: u8,
}

impl Cell {
    pub const fn new(file: u8, rank: u8) -> Cell {
        Cell { file, rank }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file) as char,
            u32::from(self.rank) + 1
        )
    }
}

/// The two board shapes the front end draws.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BoardShape {
    /// 8x8 squares in two colours.
    Chess,
    /// 9x10 points on a line grid, with river and palaces.
    Xiangqi,
}

impl BoardShape {
    pub fn of(kind: GameKind) -> BoardShape {
        match kind {
            GameKind::Flickering => BoardShape::Chess,
            GameKind::Xiangqi => BoardShape::Xiangqi,
        }
    }
    pub const fn files(self) -> u8 {
        match self {
            BoardShape::Chess => 8,
            BoardShape::Xiangqi => 9,
        }
    }
    pub const fn ranks(self) -> u8 {
        match self {
            BoardShape::Chess => 8,
            BoardShape::Xiangqi => 10,
        }
    }
    /// Whether the cell lies on this board.
    pub fn contains(self, cell: Cell) -> bool {
        cell.file < self.files() && cell.rank < self.ranks()
    }
    /// Every cell, rank by rank from `a1`.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        let files = self.files();
        (0..self.ranks()).flat_map(move |r| (0..files).map(move |f| Cell::new(f, r)))
    }
    /// Index of a cell in a rank-by-rank vector.
    pub fn index(self, cell: Cell) -> usize {
        usize::from(cell.rank) * usize::from(self.files()) + usize::from(cell.file)
    }
}

/// What kind of piece stands on a cell (chess and Xiangqi kinds in one enum).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl PieceKind {
    /// The pieces a chess pawn may promote to, in the picker's order.
    pub const PROMOTIONS: [PieceKind; 4] = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ];

    /// The chess pieces, king first.
    pub const CHESS: [PieceKind; 6] = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];

    /// The Xiangqi pieces, general first.
    /// Whether this is a Xiangqi kind (general … soldier).
    pub const fn is_xiangqi(self) -> bool {
        matches!(
            self,
            PieceKind::General
                | PieceKind::Advisor
                | PieceKind::Elephant
                | PieceKind::Horse
                | PieceKind::Chariot
                | PieceKind::Cannon
                | PieceKind::Soldier
        )
    }

    pub const XIANGQI: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    /// Upper-case letter (chess: K Q R B N P; Xiangqi: K A E H R C P).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::King | PieceKind::General => 'K',
            PieceKind::Queen => 'Q',
            PieceKind::Rook | PieceKind::Chariot => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Knight => 'N',
            PieceKind::Pawn | PieceKind::Soldier => 'P',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'E',
            PieceKind::Horse => 'H',
            PieceKind::Cannon => 'C',
        }
    }

    /// English name for messages.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::King => "king",
            PieceKind::Queen => "queen",
            PieceKind::Rook => "rook",
            PieceKind::Bishop => "bishop",
            PieceKind::Knight => "knight",
            PieceKind::Pawn => "pawn",
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }
}

/// A piece as the front end sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    pub side: Side,
    pub kind: PieceKind,
}

impl PieceView {
    pub const fn new(side: Side, kind: PieceKind) -> PieceView {
        PieceView { side, kind }
    }
}

/// What happened when a move was tried from cell to cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveOutcome {
    /// The move was made.
    Played,
    /// A pawn reaches the last rank: ask again with a promotion choice.
    NeedsPromotion,
}

/// What `undo` took back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UndoOutcome {
    /// The last move of the series in progress (Flickering) or the last move (Xiangqi).
    Move,
    /// The whole previous series (Flickering, at the start of a series).
    Series,
}

/// How the move list is written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum NotationStyle {
    /// The game's standard notation (Flickering series SAN; Xiangqi algebraic).
    #[default]
    Standard,
    /// Xiangqi WXF notation.
    Wxf,
    /// Xiangqi Chinese notation (`炮二平五`).
    Chinese,
    /// The seed's notation: Flickering Chess `1а. Сc3+, Тb2`, `Т:b8`, `0-0`, `e8Ф`;
    /// Xiangqi `Пhe3`, `Л:h10` (Кр Т С К Л П п).
    Seed,
    /// Flickering Chess in coordinates: `1a. e2e4, g1f3`.
    Coordinates,
}

impl NotationStyle {
    pub const fn name(self) -> &'static str {
        match self {
            NotationStyle::Standard => "algebraic",
            NotationStyle::Wxf => "WXF",
            NotationStyle::Chinese => "Chinese",
            NotationStyle::Seed => "seed",
            NotationStyle::Coordinates => "coordinates",
        }
    }

    /// The Xiangqi notation this style writes (the seed's is its Cyrillic letters,
    /// `Пhe3`).
    pub const fn xiangqi(self) -> crate::xiangqi::notation::Notation {
        use crate::xiangqi::notation::Notation;
        match self {
            NotationStyle::Standard => Notation::Algebraic,
            NotationStyle::Seed => Notation::Cyrillic,
            NotationStyle::Coordinates => Notation::Coordinate,
            NotationStyle::Wxf => Notation::Wxf,
            NotationStyle::Chinese => Notation::Chinese,
        }
    }

    /// The move-list notation to start with: the seed's in a Ukrainian interface,
    /// the game's standard one otherwise (a game that lacks the seed's style falls
    /// back to its first, see [`crate::tui::game::App::new`]). For the language
    /// setting to call.
    pub const fn default_for(ukrainian: bool) -> NotationStyle {
        if ukrainian {
            NotationStyle::Seed
        } else {
            NotationStyle::Standard
        }
    }
}

/// Who the opponent is ([`crate::play::opponent`]), as messages name it: the
/// computer at its level, or a UCI engine by the name it gave (its file's name
/// before it has started). The words layer says it in the player's language. It
/// lives here, beside the refusal that names it, so the port imports nothing of
/// the opponent (which plays through the port).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpponentName {
    Computer(crate::flicker::engine::Level),
    /// A proper name, the same in every language ("Fairy-Stockfish 14").
    Engine(String),
}

/// In English, for logs and the errors' `Display`.
impl std::fmt::Display for OpponentName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpponentName::Computer(level) => write!(f, "The computer (level {})", level.number()),
            OpponentName::Engine(name) => f.write_str(name),
        }
    }
}

/// Why the game refused an action. Each variant carries the typed value from below
/// (the session's or the rules core's refusal), or names the case itself. `Display`
/// is English, for logs; the player reads the value's words (`crate::words::refusal`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The Flickering Chess session refused: a move (with the rules core's
    /// [`crate::flicker::Refusal`]), a series that cannot end, series text, a take-back
    /// or a draw action.
    #[error(transparent)]
    Flickering(#[from] FlickerRefusal),
    /// Typed series text was refused (a move that is not legal); nothing of it was
    /// played. (A series that cannot end says so itself, see
    /// [`FlickerRefusal::TypedSeriesCannotEnd`].)
    #[error("{0}; nothing was played")]
    SeriesNotPlayed(FlickerRefusal),
    /// There is nothing to redo (redo follows a take-back until a new move is made).
    #[error("nothing to redo: redo follows a take-back, until a new move is made")]
    NothingToRedo,
    /// The Xiangqi session refused (an illegal move, a take-back, a draw action).
    #[error(transparent)]
    Xiangqi(#[from] XiangqiRefusal),
    /// Xiangqi move text or a cell-to-cell move the rules core does not accept: not a
    /// move in any notation ([`crate::xiangqi::NotationError::is_malformed`]) or not legal
    /// here (with the rules core's [`crate::xiangqi::Refusal`]).
    #[error(transparent)]
    XiangqiNotation(#[from] crate::xiangqi::NotationError),
    /// The game is over; only browsing remains.
    #[error("the game is over ({}); no more moves", .result.reason(*.kind))]
    GameOver { kind: GameKind, result: GameResult },
    /// Nothing was typed where a move or series was expected.
    #[error("type a move or a series, e.g. e4, Nf3")]
    NoText,
    /// A cell off the board.
    #[error("that square is not on the board")]
    OffBoard,
    /// Orthodox chess (development adapter): no legal move from `from` to `to`.
    #[error("the {} on {from} cannot move to {to}", .piece.map_or("piece", PieceKind::name))]
    CannotMove {
        piece: Option<PieceKind>,
        from: Cell,
        to: Cell,
    },
    /// Orthodox chess (development adapter): the chosen promotion is not possible.
    #[error("that promotion is not possible")]
    NoSuchPromotion,
    /// Orthodox chess (development adapter): text that is not a legal coordinate move.
    #[error("'{0}' is not a legal move here (this adapter reads coordinates such as e2e4)")]
    NotCoordinates(String),
    /// There is no move to take back.
    #[error("nothing to take back")]
    NothingToTakeBack,
    /// Against an opponent: none of the player's own turns is there to take back.
    #[error("nothing of yours to take back yet")]
    NothingOfYoursToTakeBack,
    /// The opponent (a computer or an engine, by name) cannot play this game.
    #[error("{name} cannot play this game; hot-seat from here")]
    OpponentCannotPlay { name: OpponentName },
    /// A draw answered while none is offered.
    #[error("no draw has been offered")]
    NoDrawOffered,
    /// The game has no draw offers or resignation.
    #[error("this game has no draw offers or resignation")]
    NoDraws,
    /// The game has no series to end.
    #[error("this game has no series to end: a move ends the turn")]
    NoSeries,
    /// The game gives no hints.
    #[error("this game gives no hints")]
    NoHints,
    /// A Flickering hint asked for at the start of a series whose king is not in check.
    #[error("{}'s king is not in check: no rescue needed", side_title(GameKind::Flickering, *.0))]
    NoRescueNeeded(Side),
    /// A Flickering hint asked for inside a series whose king is not attacked now.
    #[error("{}'s king is not attacked now: no rescue needed; e ends the series", side_title(GameKind::Flickering, *.0))]
    KingSafeNow(Side),
    /// A Flickering hint inside a series from whose state no continuation frees the king.
    #[error("No series from here frees {}'s king — undo (u) moves of this series", side_title(GameKind::Flickering, *.0))]
    NoRescueFromHere(Side),
    /// A Flickering hint where no series frees the king (`verdict`: checkmate or
    /// stalemate).
    #[error("No series frees {}'s king: it is {verdict}", side_title(GameKind::Flickering, *.side))]
    NoRescue {
        side: Side,
        verdict: crate::flicker::engine::Stuck,
    },
    /// A Xiangqi hint outside check with no engine set for the game, and the own
    /// mate search finding no mate for the side to move.
    #[error("no hint: no engine is set for this game (choose one for a new game), and {} has no mate in {DEFAULT_MATE_MOVES} moves", side_title(GameKind::Xiangqi, *.0))]
    NoEngineSet(Side),
    /// The game's engine gave no hint (it failed), and the own mate search found
    /// no mate for the side to move.
    #[error("the engine gave no hint, and {} has no mate in {DEFAULT_MATE_MOVES} moves", side_title(GameKind::Xiangqi, *.0))]
    EngineGaveNoHint(Side),
    /// A Xiangqi hint asked for while the general is not in check.
    #[error("{}'s general is not in check: no reply needed", side_title(GameKind::Xiangqi, *.0))]
    NoReplyNeeded(Side),
    /// A piece of the side not to move was picked.
    #[error("the {} on {cell} is {}'s; it is {}'s turn", .piece.name(), side_title(*.kind, *.owner), side_title(*.kind, !*.owner))]
    NotYourPiece {
        kind: GameKind,
        piece: PieceKind,
        cell: Cell,
        owner: Side,
    },
    /// An empty cell was picked.
    #[error("no piece on {cell}: pick one of {}'s pieces", side_title(*.kind, *.mover))]
    NoPiece {
        kind: GameKind,
        cell: Cell,
        mover: Side,
    },
    /// A background step ended without an answer.
    #[error("{task} failed without an answer; the game is as it was")]
    StepLost { task: crate::play::worker::Task },
}

/// A side's name in a game, capitalised ("White", "Red").
pub fn side_title(kind: GameKind, side: Side) -> String {
    kind.side_title(side).to_string()
}

/// The Flickering Chess session's refusal, as [`GameError`] carries it.
pub use crate::session::flicker::GameError as FlickerRefusal;
/// The Xiangqi session's refusal, as [`GameError`] carries it.
pub use crate::session::xiangqi::GameError as XiangqiRefusal;

/// A read-only picture of one position of the game, for browsing history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The pieces, rank by rank from `a1` (see [`BoardShape::index`]).
    pub cells: Vec<Option<PieceView>>,
    pub turn: Side,
    /// From and to of each move of the move or series that led here.
    pub last_moves: Vec<(Cell, Cell)>,
    /// Kings or generals attacked in this position.
    pub checked: Vec<Cell>,
    /// Which position this is ("after 2a. e4, Nf3", "start"), rendered in the
    /// player's language by `crate::words::game::GameText::Browsing`.
    pub caption: Caption,
    pub fen: String,
}

/// Which position of the game a [`Snapshot`] shows. `Display` is the English caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The position the game started from.
    Start,
    /// After a completed Flickering series, named by its line of the move list
    /// (`1a. e4, Nf3`).
    AfterSeries(String),
    /// After move `number` (1-based), written `text`.
    AfterMove { number: usize, text: String },
    /// `step` moves into the series `number` of `side` (`of` moves in all), with the
    /// moves so far written out.
    InSeries {
        number: u32,
        side: Side,
        step: usize,
        of: usize,
        moves: String,
    },
}

impl fmt::Display for Caption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Caption::Start => f.write_str("start"),
            Caption::AfterSeries(line) => write!(f, "after {line}"),
            Caption::AfterMove { number, text } => write!(f, "after move {number} ({text})"),
            Caption::InSeries {
                number,
                side,
                step,
                of,
                moves,
            } => write!(
                f,
                "series {number}{}, move {step} of {of}: {moves}",
                side.fold('a', 'b')
            ),
        }
    }
}

/// What a [`Hint`]'s moves are. `Display` is the English heading.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintHeading {
    /// Flickering, at the start of a series: a whole series that frees the king.
    RescueSeries,
    /// Flickering, inside a series: the moves that free the king from here.
    RescueFromHere,
    /// Xiangqi: the legal replies to the check, `count` of them.
    Replies(usize),
    /// Flickering, not in check: the series the computer would play.
    ComputerSeries,
    /// Xiangqi, not in check: the game's engine's best move.
    EngineMove,
    /// Xiangqi, not in check: the first move of a mate in `moves` moves.
    MateIn(u32),
}

impl fmt::Display for HintHeading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintHeading::RescueSeries => f.write_str("A rescue series"),
            HintHeading::RescueFromHere => f.write_str("A rescue from here, then e"),
            HintHeading::Replies(1) => f.write_str("The only legal reply to the check"),
            HintHeading::Replies(n) => write!(f, "All {n} legal replies to the check"),
            HintHeading::ComputerSeries => f.write_str("The computer would play"),
            HintHeading::EngineMove => f.write_str("The engine's best move"),
            HintHeading::MateIn(1) => f.write_str("Mate in 1"),
            HintHeading::MateIn(n) => write!(f, "Mate in {n} moves, starting with"),
        }
    }
}

/// A practice hint: what the side to move can do about a check, or a move or
/// series to consider when not in check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// What the hint is ("a rescue series", "3 legal replies").
    pub heading: HintHeading,
    /// The moves, in the game's notation.
    pub moves: Vec<String>,
}

/// What every game does to be shown and played, and nothing more; what only some
/// games do is a capability (the accessors at the end, `None` unless the game has it).
///
/// `Send`, and [`PlayableGame::boxed_clone`]: a slow step (ending a Flickering
/// series, which runs the exact solver; a hint) is done on a copy of the game on the
/// worker thread ([`crate::play::worker`]), and the copy replaces the game when it is
/// done — so its result is exactly the session's own.
pub trait PlayableGame: Send {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// A copy of the game, to work on off the UI thread.
    fn boxed_clone(&self) -> Box<dyn PlayableGame>;
    /// The title shown above the side panel.
    fn title(&self) -> String {
        self.kind().to_string()
    }
    /// The piece on a cell in the live position (mid-series included).
    fn piece_at(&self, cell: Cell) -> Option<PieceView>;
    /// The side whose turn (move or series) it is.
    fn turn(&self) -> Side;
    /// The number of the current turn: series pair number (Flickering), move number
    /// (Xiangqi).
    fn turn_number(&self) -> u32;
    /// Legal destinations of the piece on `from` at this moment (empty when none).
    fn destinations(&self, from: Cell) -> Vec<Cell>;
    /// Try a move from cell to cell. With `promotion: None` a promoting pawn move
    /// answers [`MoveOutcome::NeedsPromotion`] without changing anything.
    fn try_move(
        &mut self,
        from: Cell,
        to: Cell,
        promotion: Option<PieceKind>,
    ) -> Result<MoveOutcome, GameError>;
    /// Play typed text: a move in any notation the game reads, or (Flickering) a whole
    /// series, which is also ended — all or nothing: every move legal and the series
    /// allowed to end, else nothing changes. A final comma keeps the series open.
    fn play_text(&mut self, text: &str) -> Result<(), GameError>;
    /// Take back: in a series its last move; at the start of a series the whole
    /// previous series; in Xiangqi the last move.
    fn undo(&mut self) -> Result<UndoOutcome, GameError>;
    /// Put back what the last take-back removed (until a new move is made), the same
    /// step as it took back. Games without redo refuse.
    fn redo(&mut self) -> Result<UndoOutcome, GameError> {
        Err(GameError::NothingToRedo)
    }
    /// Whether [`PlayableGame::undo`] would take something back now (the screens
    /// offer the key only then). By default: tried on a copy.
    fn can_undo(&self) -> bool {
        self.boxed_clone().undo().is_ok()
    }
    /// Whether [`PlayableGame::redo`] would put something back now.
    fn can_redo(&self) -> bool {
        self.boxed_clone().redo().is_ok()
    }
    /// From and to of each move of the series in progress, or else of the last
    /// completed move or series.
    fn last_moves(&self) -> Vec<(Cell, Cell)>;
    /// Kings or generals attacked right now.
    fn checked(&self) -> Vec<Cell>;
    /// The kings or generals attacked right now, whose and why (the check header).
    /// By default: the side to move's is in check, the other's is a check given.
    fn check_notes(&self) -> Vec<CheckNote> {
        let turn = self.turn();
        self.checked()
            .into_iter()
            .map(|cell| {
                let side = self.piece_at(cell).map_or(turn, |p| p.side);
                CheckNote {
                    side,
                    cell,
                    kind: if side == turn {
                        CheckKind::InCheck
                    } else {
                        CheckKind::Gives
                    },
                }
            })
            .collect()
    }
    /// The notations the move list can be written in (first is the default).
    fn notation_styles(&self) -> &'static [NotationStyle] {
        &[NotationStyle::Standard]
    }
    /// The move list, one line per move pair / series (`1a. e4, d4, Nf3`).
    fn move_list(&self, style: NotationStyle) -> Vec<String>;
    /// The result so far.
    fn result(&self) -> GameResult;
    /// FEN of the position at the start of the current move or series.
    fn fen(&self) -> String;
    // Capabilities: what only some games can do. A game that has one answers
    // `Some(self)`; the front end shows the keys and panels of a capability only
    // when the game has it.
    /// Turns made of series of moves, ended explicitly (Flickering Chess).
    fn series(&self) -> Option<&dyn SeriesPlay> {
        None
    }
    fn series_mut(&mut self) -> Option<&mut dyn SeriesPlay> {
        None
    }
    /// Draw offers and resignation.
    fn draws(&self) -> Option<&dyn DrawsAndResignation> {
        None
    }
    fn draws_mut(&mut self) -> Option<&mut dyn DrawsAndResignation> {
        None
    }
    /// Earlier positions, for browsing.
    fn history(&self) -> Option<&dyn HistoryBrowsing> {
        None
    }
    /// Notices about the last move (Xiangqi repetition warnings).
    fn notices(&self) -> Option<&dyn Notices> {
        None
    }
    /// The game can be written as a record (PGN-style text).
    fn records(&self) -> Option<&dyn Recorded> {
        None
    }
    /// Practice aids: hints and the attack overlay.
    fn practice(&self) -> Option<&dyn PracticeAids> {
        None
    }
    /// What a computer opponent or engine needs to choose the next move or series.
    fn engine_feed(&self) -> Option<&dyn EngineFeed> {
        None
    }
}

/// Capability: a copy of what an engine needs to think about the game
/// (see [`crate::play::opponent`]).
pub trait EngineFeed {
    /// The position to move from and the game's history before it.
    fn engine_input(&self) -> EngineInput;
}

/// A copy of a game for an engine: it owns what it holds, so it can go to the worker.
#[derive(Clone, Debug)]
pub enum EngineInput {
    /// The position at the start of the series to play, and the positions at the
    /// start of the earlier series (for repetition).
    Flickering {
        position: crate::chess::Position,
        history: Vec<crate::chess::Position>,
    },
    /// The start position and every move since (what a UCI engine is sent).
    Xiangqi {
        start: crate::xiangqi::Position,
        moves: Vec<crate::xiangqi::Move>,
    },
}

/// Inside `impl PlayableGame for T { … }`: the accessors of the capabilities `T`
/// has, each answering `Some(self)` — one line that names them, e.g.
/// `capabilities!(draws, history, records);`. Names: `series` (also `series_mut`),
/// `draws` (also `draws_mut`), `history`, `notices`, `records`, `practice`, `engine`.
#[macro_export]
macro_rules! capabilities {
    (@one series) => {
        fn series(&self) -> Option<&dyn $crate::play::port::SeriesPlay> {
            Some(self)
        }
        fn series_mut(&mut self) -> Option<&mut dyn $crate::play::port::SeriesPlay> {
            Some(self)
        }
    };
    (@one draws) => {
        fn draws(&self) -> Option<&dyn $crate::play::port::DrawsAndResignation> {
            Some(self)
        }
        fn draws_mut(&mut self) -> Option<&mut dyn $crate::play::port::DrawsAndResignation> {
            Some(self)
        }
    };
    (@one history) => {
        fn history(&self) -> Option<&dyn $crate::play::port::HistoryBrowsing> {
            Some(self)
        }
    };
    (@one notices) => {
        fn notices(&self) -> Option<&dyn $crate::play::port::Notices> {
            Some(self)
        }
    };
    (@one records) => {
        fn records(&self) -> Option<&dyn $crate::play::port::Recorded> {
            Some(self)
        }
    };
    (@one practice) => {
        fn practice(&self) -> Option<&dyn $crate::play::port::PracticeAids> {
            Some(self)
        }
    };
    (@one engine) => {
        fn engine_feed(&self) -> Option<&dyn $crate::play::port::EngineFeed> {
            Some(self)
        }
    };
    ($($capability:ident),* $(,)?) => {
        $($crate::capabilities!(@one $capability);)*
    };
}

/// Capability: turns are series of moves (Flickering Chess).
pub trait SeriesPlay {
    /// End the series in progress; the solver decides mate or stalemate.
    fn end_series(&mut self) -> Result<(), GameError>;
    /// The moves of the series in progress, in notation (empty when none).
    fn series_so_far(&self) -> Vec<String>;
    /// The same, written as the move list's `style` writes moves.
    fn series_so_far_in(&self, _style: NotationStyle) -> Vec<String> {
        self.series_so_far()
    }
    /// Cells where units stand that already moved in the series in progress.
    fn moved_this_series(&self) -> Vec<Cell>;
    /// Why the piece on `from` cannot move at all now, if it already moved in this
    /// series (the rules core's refusal: "the knight on f3 has already moved in this
    /// series").
    fn immobile_reason(&self, from: Cell) -> Option<GameError>;
}

/// Capability: draw offers and resignation.
pub trait DrawsAndResignation {
    /// The side that offered a draw, while the offer stands.
    fn draw_offered_by(&self) -> Option<Side>;
    /// The side to move offers a draw.
    fn offer_draw(&mut self) -> Result<(), GameError>;
    /// The other side answers a standing offer.
    fn answer_draw(&mut self, accept: bool) -> Result<(), GameError>;
    /// `side` resigns.
    fn resign(&mut self, side: Side) -> Result<(), GameError>;
    /// `side`'s time ran out: the opponent wins on time.
    fn lose_on_time(&mut self, side: Side) -> Result<(), GameError>;
}

/// Capability: earlier positions, read-only.
///
/// A position is named by `(index, step)`: `step` moves into the turn that starts
/// after `index` completed moves or series. A Xiangqi turn is one move, so its
/// step is always 0; a Flickering series of `n` moves has steps `0..n` (the
/// position after its last move is the start of the next series), and the series
/// in progress has steps up to its moves so far (the last of them is the live board).
pub trait HistoryBrowsing {
    /// Number of completed moves (Xiangqi) or series (Flickering).
    fn history_len(&self) -> usize;
    /// The position after `index` completed moves or series (0 = start).
    fn snapshot_at(&self, index: usize) -> Option<Snapshot>;
    /// The moves of turn `index` (the turn in progress when `index` is
    /// [`HistoryBrowsing::history_len`]: its moves so far).
    fn moves_in(&self, index: usize) -> usize {
        usize::from(index < self.history_len())
    }
    /// The position `step` moves into turn `index`.
    fn snapshot_in(&self, index: usize, step: usize) -> Option<Snapshot> {
        match step {
            0 => self.snapshot_at(index),
            _ => None,
        }
    }
    /// Where position `(index, step)` is in the move list, to mark it.
    fn list_mark(&self, _index: usize, _step: usize, _style: NotationStyle) -> Option<ListMark> {
        None
    }
}

/// A place in the move list ([`PlayableGame::move_list`]): the words (split at
/// spaces, the number included) of one line that led to a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListMark {
    pub line: usize,
    pub words: std::ops::Range<usize>,
}

/// Why a king or general is marked as attacked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// The side to move is in check (Flickering: since the start of its series).
    InCheck,
    /// Flickering: the mover's own move in this series left its king attacked.
    SelfExposed,
    /// Flickering: the mover attacks the enemy king in its series (check once it ends).
    Gives,
}

/// A king or general attacked now, whose, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CheckNote {
    pub side: Side,
    pub cell: Cell,
    pub kind: CheckKind,
}

/// Something about the last move that the players should read, as a value (its
/// `Display` is English, for logs; the player reads its words from `crate::words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Xiangqi: a position occurred for the third time; the warning names the player
    /// addressed and what one more occurrence decides.
    Repetition(crate::session::xiangqi::RepetitionWarning),
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Repetition(w) => w.fmt(f),
        }
    }
}

/// Capability: notices about the last move that the players should read.
pub trait Notices {
    /// A notice about the last move (e.g. a repetition warning naming the rule at
    /// stake), if there is one.
    fn notice(&self) -> Option<Notice>;
}

/// Capability: the game as a record.
pub trait Recorded {
    /// The game as a record (completed moves or series, result), with the players
    /// and event of `info`.
    fn record(&self, info: &RecordInfo) -> String;
}

/// Capability: practice aids computed by the rules core.
pub trait PracticeAids {
    /// When the side to move is in check, a way out (Flickering: one rescue series
    /// from the solver; Xiangqi: every legal reply). Refused with a reason otherwise
    /// ([`crate::play::hint`] then asks for a suggestion).
    fn hint(&self) -> Result<Hint, GameError> {
        self.hint_in(NotationStyle::Standard)
    }
    /// The same, its moves written as the move list's `style` writes moves.
    fn hint_in(&self, style: NotationStyle) -> Result<Hint, GameError>;
    /// Whether a hint would answer now with moves to consider (a rescue or a
    /// suggestion) rather than only a word why not, as far as the game can tell
    /// without searching: the game goes on, and (Flickering) the series is not
    /// under way with its king safe.
    fn hint_due(&self) -> bool;
    /// The cells the side not to move attacks right now.
    fn opponent_attacks(&self) -> Vec<Cell>;
    /// A suggestion from the game's own search when no rescue is needed
    /// (Flickering: the computer's series, [`crate::play::hint`]; Xiangqi: the
    /// first move of a mate found by the mate search, else [`GameError::NoEngineSet`]).
    /// `cancel` stops the search.
    fn suggestion_in(&self, style: NotationStyle, cancel: &AtomicBool) -> Result<Hint, GameError>;
    /// A move in coordinates (as a UCI engine writes it) written as the move list's
    /// `style` writes moves; `None` when it is not a legal move here or the game
    /// has no such moves.
    fn written_in(&self, _coords: &str, _style: NotationStyle) -> Option<String> {
        None
    }
}

/// Short ways to ask a capability, answering as a game without it would.
impl dyn PlayableGame + '_ {
    /// The board shape (derived from the game).
    pub fn shape(&self) -> BoardShape {
        BoardShape::of(self.kind())
    }
    pub fn has_series(&self) -> bool {
        self.series().is_some()
    }
    /// End the series; games without series refuse.
    pub fn end_series(&mut self) -> Result<(), GameError> {
        match self.series_mut() {
            Some(s) => s.end_series(),
            None => Err(GameError::NoSeries),
        }
    }
    pub fn series_so_far(&self) -> Vec<String> {
        self.series().map(|s| s.series_so_far()).unwrap_or_default()
    }
    pub fn series_so_far_in(&self, style: NotationStyle) -> Vec<String> {
        self.series()
            .map(|s| s.series_so_far_in(style))
            .unwrap_or_default()
    }
    pub fn moved_this_series(&self) -> Vec<Cell> {
        self.series()
            .map(|s| s.moved_this_series())
            .unwrap_or_default()
    }
    pub fn immobile_reason(&self, from: Cell) -> Option<GameError> {
        self.series()?.immobile_reason(from)
    }
    pub fn draw_offered_by(&self) -> Option<Side> {
        self.draws()?.draw_offered_by()
    }
    pub fn offer_draw(&mut self) -> Result<(), GameError> {
        self.draws_mut().ok_or(GameError::NoDraws)?.offer_draw()
    }
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        self.draws_mut()
            .ok_or(GameError::NoDraws)?
            .answer_draw(accept)
    }
    pub fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.draws_mut().ok_or(GameError::NoDraws)?.resign(side)
    }
    pub fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.draws_mut()
            .ok_or(GameError::NoDraws)?
            .lose_on_time(side)
    }
    /// Completed moves or series (0 for a game without history browsing).
    pub fn history_len(&self) -> usize {
        self.history().map_or(0, |h| h.history_len())
    }
    /// The game's length as players count it ([`GameKind::length`]): series in
    /// Flickering Chess, numbered moves (Red's and Black's) in Xiangqi.
    pub fn length(&self) -> usize {
        let turns = self.history_len();
        let black_first = self
            .snapshot_at(0)
            .is_some_and(|s| s.turn == crate::core::Side::Black);
        self.kind().length(turns, black_first)
    }
    pub fn snapshot_at(&self, index: usize) -> Option<Snapshot> {
        self.history()?.snapshot_at(index)
    }
    pub fn moves_in(&self, index: usize) -> usize {
        self.history().map_or(0, |h| h.moves_in(index))
    }
    pub fn snapshot_in(&self, index: usize, step: usize) -> Option<Snapshot> {
        self.history()?.snapshot_in(index, step)
    }
    pub fn list_mark(&self, index: usize, step: usize, style: NotationStyle) -> Option<ListMark> {
        self.history()?.list_mark(index, step, style)
    }
    pub fn notice(&self) -> Option<Notice> {
        self.notices()?.notice()
    }
    /// The record, or `None` for a game without a record format.
    pub fn record(&self, info: &RecordInfo) -> Option<String> {
        self.records().map(|r| r.record(info))
    }
    pub fn hint(&self) -> Result<Hint, GameError> {
        self.hint_in(NotationStyle::Standard)
    }
    pub fn hint_in(&self, style: NotationStyle) -> Result<Hint, GameError> {
        match self.practice() {
            Some(p) => p.hint_in(style),
            None => Err(GameError::NoHints),
        }
    }
    pub fn hint_due(&self) -> bool {
        self.practice().is_some_and(|p| p.hint_due())
    }
    pub fn suggestion_in(
        &self,
        style: NotationStyle,
        cancel: &AtomicBool,
    ) -> Result<Hint, GameError> {
        match self.practice() {
            Some(p) => p.suggestion_in(style, cancel),
            None => Err(GameError::NoHints),
        }
    }
    pub fn written_in(&self, coords: &str, style: NotationStyle) -> Option<String> {
        self.practice()?.written_in(coords, style)
    }
    pub fn opponent_attacks(&self) -> Vec<Cell> {
        self.practice()
            .map(|p| p.opponent_attacks())
            .unwrap_or_default()
    }
}
