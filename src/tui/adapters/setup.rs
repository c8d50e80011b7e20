//! The position editor's bridge to the rules core: an editor [`Placement`] becomes a
//! chess or Xiangqi position (checked by the rules core, whose refusal is the message
//! the player reads), a FEN, an analysis, a mate search or a new game. Nothing here
//! decides a rule itself.

use super::flicker::{attacked_kings, cells as chess_cells, square};
use super::xiangqi::{checked_in, point};
use crate::chess::{Bitboard, Board, CastleSide, Castling, Piece as ChessPiece, Position, Role};
use crate::core::Side;
use crate::flicker::mate::{mate_in_one_cancellable, MateLimits, MateOutcome};
use crate::flicker::notation::series_san;
use crate::flicker::{solve, Series, Verdict};
use crate::session::GameKind;
use crate::tui::adapters::flicker::FlickerAdapter;
use crate::tui::adapters::xiangqi::XiangqiAdapter;
use crate::tui::analysis::{duration_text, plural, Analysis, Cost, MateFinding, SteppedLine};
use crate::tui::port::{BoardShape, Cell, PieceKind, PieceView, PlayableGame};
use crate::xiangqi::chase::checking_pieces;
use crate::xiangqi::notation::algebraic;
use crate::xiangqi::{Piece as XPiece, PieceKind as XKind, Position as XPosition};
use std::time::Instant;

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The castling rights the editor can set (chess only).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CastlingRights {
    /// White king side, White queen side, Black king side, Black queen side.
    pub rights: [bool; 4],
}

impl CastlingRights {
    pub const ALL: CastlingRights = CastlingRights { rights: [true; 4] };

    fn index(side: Side, wing: CastleSide) -> usize {
        side.index() * 2 + usize::from(wing == CastleSide::Queen)
    }
    pub fn has(self, side: Side, wing: CastleSide) -> bool {
        self.rights[Self::index(side, wing)]
    }
    pub fn set(&mut self, side: Side, wing: CastleSide, on: bool) {
        self.rights[Self::index(side, wing)] = on;
    }
    /// As in FEN: `KQkq`, or `-`.
    pub fn letters(self) -> String {
        let s: String = [(0, 'K'), (1, 'Q'), (2, 'k'), (3, 'q')]
            .iter()
            .filter(|(i, _)| self.rights[*i])
            .map(|(_, c)| *c)
            .collect();
        if s.is_empty() {
            "-".into()
        } else {
            s
        }
    }
}

/// A position as the editor holds it: any placement, playable or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub kind: GameKind,
    /// Pieces rank by rank from `a1` ([`BoardShape::index`]).
    pub cells: Vec<Option<PieceView>>,
    pub turn: Side,
    /// Chess only.
    pub castling: CastlingRights,
    /// Chess only: squares an en-passant capture may land on.
    pub en_passant: Vec<Cell>,
    pub halfmove: u32,
    pub fullmove: u32,
}

impl Placement {
    pub fn shape(&self) -> BoardShape {
        BoardShape::of(self.kind)
    }
    pub fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        self.cells.get(self.shape().index(cell)).copied().flatten()
    }
    pub fn set(&mut self, cell: Cell, piece: Option<PieceView>) {
        let i = self.shape().index(cell);
        if let Some(slot) = self.cells.get_mut(i) {
            *slot = piece;
        }
    }
    /// An empty board, the first player to move, no rights.
    pub fn empty(kind: GameKind) -> Placement {
        let shape = BoardShape::of(kind);
        Placement {
            kind,
            cells: vec![None; usize::from(shape.files()) * usize::from(shape.ranks())],
            turn: Side::White,
            castling: CastlingRights::default(),
            en_passant: Vec::new(),
            halfmove: 0,
            fullmove: 1,
        }
    }
    /// The game's start position.
    pub fn start(kind: GameKind) -> Placement {
        let fen = match kind {
            GameKind::Flickering => crate::chess::INITIAL_FEN,
            GameKind::Xiangqi => crate::xiangqi::START_FEN,
        };
        match placement_from_fen(kind, fen) {
            Ok(p) => p,
            Err(e) => unreachable!("the start FEN is valid: {e}"),
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

/// The chess parts of a placement, unchecked.
fn chess_parts(p: &Placement) -> (Board, Castling, Bitboard) {
    let mut board = Board::empty();
    for cell in BoardShape::Chess.cells() {
        if let (Some(pc), Some(sq)) = (p.piece_at(cell), square(cell)) {
            if let Some(role) = chess_role(pc.kind) {
                board.put(sq, ChessPiece::new(pc.side, role));
            }
        }
    }
    let mut castling = Castling::NONE;
    for side in Side::ALL {
        for wing in [CastleSide::King, CastleSide::Queen] {
            castling.set(side, wing, p.castling.has(side, wing));
        }
    }
    let ep = p.en_passant.iter().filter_map(|&c| square(c)).collect();
    (board, castling, ep)
}

fn xiangqi_parts(p: &Placement) -> [Option<XPiece>; 90] {
    let mut board = [None; 90];
    for cell in BoardShape::Xiangqi.cells() {
        if let (Some(pc), Some(pt)) = (p.piece_at(cell), point(cell)) {
            board[pt.index()] = xiangqi_kind(pc.kind).map(|k| XPiece::new(pc.side, k));
        }
    }
    board
}

fn chess_position(p: &Placement) -> Result<Position, String> {
    let (board, castling, ep) = chess_parts(p);
    Position::checked(board, p.turn, castling, ep, p.halfmove, p.fullmove.max(1))
        .map_err(|e| e.to_string())
}

fn xiangqi_position(p: &Placement) -> Result<XPosition, String> {
    XPosition::checked(&xiangqi_parts(p), p.turn, p.halfmove, p.fullmove.max(1))
        .map_err(|e| e.to_string())
}

/// The FEN of the placement as it stands, playable or not.
pub fn fen_of(p: &Placement) -> String {
    match p.kind {
        GameKind::Flickering => {
            let (board, castling, ep) = chess_parts(p);
            Position::from_parts(board, p.turn, castling, ep, p.halfmove, p.fullmove.max(1)).fen()
        }
        GameKind::Xiangqi => format!(
            "{} {} - - {} {}",
            crate::xiangqi::fen::placement_fen(&xiangqi_parts(p)),
            p.turn.fen_char(),
            p.halfmove,
            p.fullmove.max(1)
        ),
    }
}

/// Whether the placement can be played: its FEN as the rules core writes it, or the
/// rules core's reason why not.
pub fn check(p: &Placement) -> Result<String, String> {
    match p.kind {
        GameKind::Flickering => chess_position(p).map(|pos| pos.fen()),
        GameKind::Xiangqi => xiangqi_position(p).map(|pos| pos.to_fen()),
    }
}

/// Read a FEN into a placement. The FEN must be well formed and playable; the reason
/// is the rules core's.
pub fn placement_from_fen(kind: GameKind, fen: &str) -> Result<Placement, String> {
    let mut out = Placement::empty(kind);
    match kind {
        GameKind::Flickering => {
            let pos = Position::from_fen(fen).map_err(|e| e.to_string())?;
            for cell in BoardShape::Chess.cells() {
                let pc = square(cell).and_then(|sq| pos.board().piece_at(sq));
                out.set(
                    cell,
                    pc.map(|pc| PieceView::new(pc.side, super::flicker::kind_of(pc.role))),
                );
            }
            out.turn = pos.turn();
            for side in Side::ALL {
                for wing in [CastleSide::King, CastleSide::Queen] {
                    out.castling.set(side, wing, pos.castling().has(side, wing));
                }
            }
            out.en_passant = chess_cells(pos.ep_squares());
            out.halfmove = pos.halfmove_clock();
            out.fullmove = pos.fullmove_number();
        }
        GameKind::Xiangqi => {
            let pos = XPosition::from_fen(fen).map_err(|e| e.to_string())?;
            for (pt, pc) in pos.pieces() {
                out.set(
                    super::xiangqi::cell(pt),
                    Some(PieceView::new(pc.side, super::xiangqi::kind_of(pc.kind))),
                );
            }
            out.turn = pos.side_to_move();
            out.halfmove = pos.halfmove_clock();
            out.fullmove = pos.fullmove_number();
        }
    }
    Ok(out)
}

/// A new game from the placement, if it can be played.
pub fn new_game(p: &Placement) -> Result<Box<dyn PlayableGame>, String> {
    let fen = check(p)?;
    match p.kind {
        GameKind::Flickering => Ok(Box::new(FlickerAdapter::new(Some(&fen))?)),
        GameKind::Xiangqi => Ok(Box::new(XiangqiAdapter::new(Some(&fen))?)),
    }
}

fn chess_cells_of(board: &Board) -> Vec<Option<PieceView>> {
    BoardShape::Chess
        .cells()
        .map(|c| {
            let pc = board.piece_at(square(c)?)?;
            Some(PieceView::new(pc.side, super::flicker::kind_of(pc.role)))
        })
        .collect()
}

/// A Flickering series as a line to step through.
fn series_line(title: &str, series: &Series) -> SteppedLine {
    let boards = (0..=series.len())
        .filter_map(|i| series.state_before(i).map(|s| chess_cells_of(s.board())))
        .collect();
    SteppedLine {
        title: title.to_string(),
        san: series_san(series),
        boards,
        moves: series
            .moves()
            .iter()
            .map(|m| (super::flicker::cell(m.from), super::flicker::cell(m.to)))
            .collect(),
        step: 0,
    }
}

/// Run the checker on a playable placement.
pub fn analyse(p: &Placement) -> Result<Analysis, String> {
    match p.kind {
        GameKind::Flickering => analyse_flickering(p),
        GameKind::Xiangqi => analyse_xiangqi(p),
    }
}

fn analyse_flickering(p: &Placement) -> Result<Analysis, String> {
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
    let (verdict, explanation, line) = match &solution.verdict {
        Verdict::Mate => (
            "Mate".to_string(),
            format!(
                "{side}'s king on {} is attacked and no series frees it",
                king.join(", ")
            ),
            None,
        ),
        Verdict::Stalemate => (
            "Stalemate".to_string(),
            format!("{side}'s king is not attacked, but {side} has no legal series"),
            None,
        ),
        Verdict::Escape(series) if pos.is_check() => (
            "Escape".to_string(),
            format!(
                "{side}'s king is in check; a rescue series of {} frees it",
                plural(series.len() as u64, "move")
            ),
            Some(series_line("Rescue series", series)),
        ),
        // Not in check: any legal series will do; there is nothing to rescue.
        Verdict::Escape(_) => (
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
    })
}

fn analyse_xiangqi(p: &Placement) -> Result<Analysis, String> {
    let pos = xiangqi_position(p)?;
    let began = Instant::now();
    let side = pos.side_to_move();
    let moves = pos.legal_moves();
    let checkers = checking_pieces(&pos, !side);
    let elapsed = began.elapsed();
    let name = title_case(side.xiangqi_name());
    let in_check = !checked_in(&pos).is_empty();
    let (verdict, explanation) = match (moves.is_empty(), in_check) {
        (true, true) => (
            "Checkmate",
            format!("{name} is in check and has no legal move: {name} loses"),
        ),
        (true, false) => (
            "Stalemate",
            format!("{name} has no legal move (stalemate loses in Xiangqi)"),
        ),
        (false, true) => ("Ongoing", format!("{name} is in check but can answer it")),
        (false, false) => ("Ongoing", format!("{name} is not in check and can move")),
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
    facts.push(format!("Legal moves: {}", moves.len()));
    if in_check && !moves.is_empty() {
        let replies: Vec<String> = moves.iter().map(|&m| algebraic::write(&pos, m)).collect();
        facts.push(format!("Replies: {}", replies.join(" ")));
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
    })
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
) -> Result<MateFinding, String> {
    if p.kind != GameKind::Flickering {
        return Err("the mate-in-one-series search is for Flickering Chess".into());
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
    let facts = vec![
        format!("Judged {}", plural(report.judged, "end position")),
        format!(
            "Limits: {} / {}",
            plural(report.limits.max_nodes, "state"),
            duration_text(report.limits.max_time)
        ),
    ];
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
        assert!(err.contains("kings"), "{err}");
        let err = check(&Placement::empty(GameKind::Xiangqi)).unwrap_err();
        assert!(err.contains("general"), "{err}");
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
