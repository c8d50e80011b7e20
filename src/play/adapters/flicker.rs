//! [`PlayableGame`] for the Flickering Chess session ([`FlickerGame`]): moves are
//! tried cell to cell inside the series in progress, typed text is a series (or the
//! rest of one) in SAN of either alphabet or coordinates, the move list is written in
//! SAN, the seed's style or coordinates, and the refusal reasons are the rules core's.

use crate::chess::{Bitboard, Position, Role, Square};
use crate::core::Side;
use crate::flicker::notation::{series_san, NotationError, SeriesStyle};
use crate::flicker::Refusal;
use crate::play::port::{
    BoardShape, Caption, Cell, CheckKind, CheckNote, DrawsAndResignation, EngineFeed, EngineInput,
    GameError, Hint, HintHeading, HistoryBrowsing, ListMark, MoveOutcome, NotationStyle, PieceKind,
    PieceView, PlayableGame, PracticeAids, Recorded, SeriesPlay, Snapshot, UndoOutcome,
};
use crate::session::flicker::{FlickerGame, GameError as SessionError, Undone};
use crate::session::{GameKind, GameResult};
use std::sync::atomic::AtomicBool;

/// The series notation of a move-list style (the Xiangqi styles are not offered
/// here, see [`PlayableGame::notation_styles`]; they read as SAN).
pub(crate) fn series_style(style: NotationStyle) -> SeriesStyle {
    match style {
        NotationStyle::Seed => SeriesStyle::Seed,
        NotationStyle::Coordinates => SeriesStyle::Coordinates,
        NotationStyle::Standard | NotationStyle::Wxf | NotationStyle::Chinese => SeriesStyle::San,
    }
}

/// The Flickering Chess session seen by the front end.
#[derive(Clone)]
pub struct FlickerAdapter {
    game: FlickerGame,
}

/// The chess square of a cell (cell and square conversions are shared by the chess adapters).
pub fn square(cell: Cell) -> Option<Square> {
    if cell.file >= 8 || cell.rank >= 8 {
        return None;
    }
    Square::from_index(cell.rank * 8 + cell.file)
}

/// The cell of a chess square.
pub fn cell(sq: Square) -> Cell {
    Cell::new(sq.file().0, sq.rank().0)
}

/// The cells of a set of chess squares.
pub fn cells(b: Bitboard) -> Vec<Cell> {
    b.into_iter().map(cell).collect()
}

/// The port's piece kind of a chess role.
pub fn kind_of(role: Role) -> PieceKind {
    match role {
        Role::Pawn => PieceKind::Pawn,
        Role::Knight => PieceKind::Knight,
        Role::Bishop => PieceKind::Bishop,
        Role::Rook => PieceKind::Rook,
        Role::Queen => PieceKind::Queen,
        Role::King => PieceKind::King,
    }
}

/// The chess role a pawn may promote to, of a port's piece kind (`None`: not one).
pub fn role_of(kind: PieceKind) -> Option<Role> {
    Some(match kind {
        PieceKind::Queen => Role::Queen,
        PieceKind::Rook => Role::Rook,
        PieceKind::Bishop => Role::Bishop,
        PieceKind::Knight => Role::Knight,
        _ => return None,
    })
}

/// Kings attacked on a board (either side).
pub(crate) fn attacked_kings(board: &crate::chess::Board) -> Vec<Cell> {
    Side::ALL
        .into_iter()
        .filter_map(|side| {
            let k = board.king_of(side)?;
            board.is_attacked(k, !side).then(|| cell(k))
        })
        .collect()
}

impl FlickerAdapter {
    pub fn new(fen: Option<&str>) -> Result<FlickerAdapter, crate::chess::FenError> {
        let start = match fen {
            Some(f) => Position::from_fen_lenient(f)?,
            None => Position::initial(),
        };
        Ok(FlickerAdapter {
            game: FlickerGame::new(start),
        })
    }

    /// The adapter over a game already under way (e.g. read from a record).
    pub fn from_game(game: FlickerGame) -> FlickerAdapter {
        FlickerAdapter { game }
    }

    fn ongoing(&self) -> Result<(), GameError> {
        let result = self.game.result();
        if result.is_over() {
            Err(GameError::GameOver {
                kind: GameKind::Flickering,
                result,
            })
        } else {
            Ok(())
        }
    }

    /// The session's refusal as the port carries it (a finished game as its result).
    fn session_error(&self, e: SessionError) -> GameError {
        match e {
            SessionError::Over(_) => GameError::GameOver {
                kind: GameKind::Flickering,
                result: self.game.result(),
            },
            other => GameError::Flickering(other),
        }
    }
}

impl PlayableGame for FlickerAdapter {
    fn boxed_clone(&self) -> Box<dyn PlayableGame> {
        Box::new(self.clone())
    }
    fn kind(&self) -> GameKind {
        GameKind::Flickering
    }
    fn piece_at(&self, c: Cell) -> Option<PieceView> {
        let p = self.game.board().piece_at(square(c)?)?;
        Some(PieceView::new(p.side, kind_of(p.role)))
    }
    fn turn(&self) -> Side {
        self.game.turn()
    }
    fn turn_number(&self) -> u32 {
        self.game.position().fullmove_number()
    }
    fn destinations(&self, from: Cell) -> Vec<Cell> {
        square(from).map_or_else(Vec::new, |s| cells(self.game.destinations(s)))
    }
    fn try_move(
        &mut self,
        from: Cell,
        to: Cell,
        promotion: Option<PieceKind>,
    ) -> Result<MoveOutcome, GameError> {
        self.ongoing()?;
        let (Some(f), Some(t)) = (square(from), square(to)) else {
            return Err(GameError::OffBoard);
        };
        match self.game.try_move(f, t, promotion.and_then(role_of)) {
            Ok(_) => Ok(MoveOutcome::Played),
            Err(SessionError::Refused(Refusal::PromotionNeeded { .. })) if promotion.is_none() => {
                Ok(MoveOutcome::NeedsPromotion)
            }
            Err(e) => Err(self.session_error(e)),
        }
    }
    /// The moves of the text are added to the series in progress and the series is
    /// ended, all or nothing (a move that is not legal, or a series that may not end
    /// after them, changes nothing); with a final comma the moves are added and the
    /// series stays open.
    fn play_text(&mut self, text: &str) -> Result<(), GameError> {
        self.ongoing()?;
        let keep_open = text.trim_end().ends_with(',');
        let played = if keep_open {
            self.game.play_text(text).map(|_| ())
        } else {
            self.game.play_series_text(text).map(|_| ())
        };
        played.map_err(|e| match e {
            SessionError::Notation(NotationError::Empty) => GameError::NoText,
            e @ SessionError::Notation(_) => GameError::SeriesNotPlayed(e),
            e => self.session_error(e),
        })
    }
    fn undo(&mut self) -> Result<UndoOutcome, GameError> {
        match self.game.undo().map_err(|e| self.session_error(e))? {
            Undone::Move(_) => Ok(UndoOutcome::Move),
            Undone::Series(_) => Ok(UndoOutcome::Series),
        }
    }
    fn can_undo(&self) -> bool {
        self.game.can_undo()
    }
    fn can_redo(&self) -> bool {
        self.game.can_redo() && self.ongoing().is_ok()
    }
    fn redo(&mut self) -> Result<UndoOutcome, GameError> {
        match self.game.redo() {
            Ok(Undone::Move(_)) => Ok(UndoOutcome::Move),
            Ok(Undone::Series(_)) => Ok(UndoOutcome::Series),
            Err(SessionError::NothingToRedo) => Err(GameError::NothingToRedo),
            Err(e) => Err(self.session_error(e)),
        }
    }
    fn last_moves(&self) -> Vec<(Cell, Cell)> {
        let moves = if self.game.series().is_empty() {
            self.game.history().last().map_or(&[][..], |p| &p.moves[..])
        } else {
            self.game.series().moves()
        };
        moves.iter().map(|m| (cell(m.from), cell(m.to))).collect()
    }
    fn checked(&self) -> Vec<Cell> {
        attacked_kings(self.game.board())
    }
    /// The mover's king is in check while it has been attacked since the start of
    /// the series; attacked after it was safe at some point of the series, its own
    /// move exposed it. The enemy king attacked is a check given.
    fn check_notes(&self) -> Vec<CheckNote> {
        let series = self.game.series();
        let mover = series.mover();
        let board = self.game.board();
        let attacked_throughout = series.king_attacked_throughout();
        Side::ALL
            .into_iter()
            .filter_map(|side| {
                let k = board.king_of(side)?;
                if !board.is_attacked(k, !side) {
                    return None;
                }
                let kind = match (side == mover, attacked_throughout) {
                    (false, _) => CheckKind::Gives,
                    (true, true) => CheckKind::InCheck,
                    (true, false) => CheckKind::SelfExposed,
                };
                Some(CheckNote {
                    side,
                    cell: cell(k),
                    kind,
                })
            })
            .collect()
    }
    fn notation_styles(&self) -> &'static [NotationStyle] {
        &[
            NotationStyle::Standard,
            NotationStyle::Seed,
            NotationStyle::Coordinates,
        ]
    }
    fn move_list(&self, style: NotationStyle) -> Vec<String> {
        self.game.move_list_in(series_style(style))
    }
    fn result(&self) -> GameResult {
        self.game.result()
    }
    fn fen(&self) -> String {
        self.game.fen()
    }
    crate::capabilities!(series, draws, history, records, practice, engine);
}

impl DrawsAndResignation for FlickerAdapter {
    fn draw_offered_by(&self) -> Option<Side> {
        self.game.pending_draw_offer()
    }
    fn offer_draw(&mut self) -> Result<(), GameError> {
        let side = self.game.turn();
        self.game
            .offer_draw(side)
            .map_err(|e| self.session_error(e))
    }
    fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        let Some(by) = self.game.pending_draw_offer() else {
            return Err(GameError::NoDrawOffered);
        };
        if accept {
            self.game
                .accept_draw(!by)
                .map(|_| ())
                .map_err(|e| self.session_error(e))
        } else {
            self.game
                .decline_draw(!by)
                .map_err(|e| self.session_error(e))
        }
    }
    fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.game
            .resign(side)
            .map(|_| ())
            .map_err(|e| self.session_error(e))
    }
    fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.game
            .lose_on_time(side)
            .map(|_| ())
            .map_err(|e| self.session_error(e))
    }
}

impl FlickerAdapter {
    /// Series `index` of the game (the one in progress at the history's length).
    fn series_at(&self, index: usize) -> Option<crate::flicker::Series> {
        let history = self.game.history();
        match index.cmp(&history.len()) {
            std::cmp::Ordering::Less => {
                let played = &history[index];
                crate::flicker::Series::from_moves(played.start, &played.moves).ok()
            }
            std::cmp::Ordering::Equal => Some(self.game.series().clone()),
            std::cmp::Ordering::Greater => None,
        }
    }
}

/// The pieces of a chess board, rank by rank from `a1` ([`BoardShape::index`]).
pub(crate) fn chess_cells(board: &crate::chess::Board) -> Vec<Option<PieceView>> {
    BoardShape::Chess
        .cells()
        .map(|c| {
            let p = board.piece_at(square(c)?)?;
            Some(PieceView::new(p.side, kind_of(p.role)))
        })
        .collect()
}

impl HistoryBrowsing for FlickerAdapter {
    fn history_len(&self) -> usize {
        self.game.history().len()
    }
    fn moves_in(&self, index: usize) -> usize {
        match self.game.history().get(index) {
            Some(played) => played.moves.len(),
            None if index == self.game.history().len() => self.game.series().len(),
            None => 0,
        }
    }
    fn snapshot_in(&self, index: usize, step: usize) -> Option<Snapshot> {
        if step == 0 {
            return self.snapshot_at(index);
        }
        let series = self.series_at(index)?;
        let state = series.state_before(step)?;
        let san = series_san(&series);
        Some(Snapshot {
            cells: chess_cells(state.board()),
            turn: series.mover(),
            last_moves: series.moves()[..step]
                .iter()
                .map(|m| (cell(m.from), cell(m.to)))
                .collect(),
            checked: attacked_kings(state.board()),
            caption: Caption::InSeries {
                number: series.start().fullmove_number(),
                side: series.mover(),
                step,
                of: series.len(),
                moves: san[..step].join(", "),
            },
            fen: series.start().fen(),
        })
    }
    /// Series `i` is line `i` of the list: "1a. e4, d4, Nf3". Inside it the number
    /// and the moves so far are marked; at a series start the whole series before.
    fn list_mark(&self, index: usize, step: usize, _style: NotationStyle) -> Option<ListMark> {
        let history = self.game.history();
        if step > 0 {
            return (index < history.len()).then_some(ListMark {
                line: index,
                words: 0..step + 1,
            });
        }
        let before = index.checked_sub(1)?;
        let played = history.get(before)?;
        Some(ListMark {
            line: before,
            words: 0..played.moves.len() + 1,
        })
    }
    fn snapshot_at(&self, index: usize) -> Option<Snapshot> {
        let history = self.game.history();
        let pos = match index.cmp(&history.len()) {
            std::cmp::Ordering::Less => history[index].start,
            std::cmp::Ordering::Equal => *self.game.position(),
            std::cmp::Ordering::Greater => return None,
        };
        let board = pos.board();
        let cells = chess_cells(board);
        let (last_moves, caption) = match index.checked_sub(1) {
            Some(i) => (
                history[i]
                    .moves
                    .iter()
                    .map(|m| (cell(m.from), cell(m.to)))
                    .collect(),
                Caption::AfterSeries(self.game.move_list().get(i).cloned().unwrap_or_default()),
            ),
            None => (Vec::new(), Caption::Start),
        };
        Some(Snapshot {
            cells,
            turn: pos.turn(),
            last_moves,
            checked: attacked_kings(board),
            caption,
            fen: pos.fen(),
        })
    }
}

impl FlickerAdapter {
    /// The positions at the start of each completed series, oldest first (what the
    /// computer needs to see repetitions coming).
    fn series_starts(&self) -> Vec<Position> {
        self.game.history().iter().map(|s| s.start).collect()
    }
}

impl EngineFeed for FlickerAdapter {
    fn engine_input(&self) -> EngineInput {
        EngineInput::Flickering {
            position: *self.game.position(),
            history: self.series_starts(),
        }
    }
}

impl SeriesPlay for FlickerAdapter {
    fn end_series(&mut self) -> Result<(), GameError> {
        self.game
            .end_series()
            .map(|_| ())
            .map_err(|e| self.session_error(e))
    }
    fn immobile_reason(&self, from: Cell) -> Option<GameError> {
        let sq = square(from)?;
        // A unit that already moved: the rules core words the refusal.
        if self.game.series().state().moved().contains(sq) {
            return self
                .game
                .refusal(sq, sq)
                .map(|r| GameError::Flickering(SessionError::Refused(r)));
        }
        None
    }
    fn series_so_far(&self) -> Vec<String> {
        self.series_so_far_in(NotationStyle::Standard)
    }
    fn series_so_far_in(&self, style: NotationStyle) -> Vec<String> {
        series_style(style).moves(self.game.series())
    }
    fn moved_this_series(&self) -> Vec<Cell> {
        cells(self.game.series().state().moved())
    }
}

impl Recorded for FlickerAdapter {
    fn record(&self, info: &crate::record::RecordInfo) -> String {
        crate::record::flicker::write(&self.game, info)
    }
}

impl PracticeAids for FlickerAdapter {
    /// A rescue from the series as it stands: at the start of a series in check, a
    /// shortest rescue series; inside a series whose king is attacked (in check from
    /// the start, or exposed by the player's own move), the shortest continuation
    /// that frees it, or the word that none does. The solver runs in the `flicker`
    /// layer ([`crate::flicker::rescue_from`]).
    fn hint_in(&self, style: NotationStyle) -> Result<Hint, GameError> {
        self.ongoing()?;
        let series = self.game.series();
        let side = self.game.turn();
        if series.state().king_safe() {
            return Err(if series.is_empty() {
                GameError::NoRescueNeeded(side)
            } else {
                GameError::KingSafeNow(side)
            });
        }
        let Some(rest) = crate::flicker::rescue_from(series) else {
            return Err(if series.is_empty() {
                // Not reached while the game goes on (that is mate), but said plainly.
                GameError::NoRescue {
                    side,
                    verdict: crate::flicker::engine::Stuck::Mate,
                }
            } else {
                GameError::NoRescueFromHere(side)
            });
        };
        let mut whole = series.clone();
        for m in &rest {
            if whole.play(m).is_err() {
                // The solver only plays generated moves; say nothing rather than wrong.
                return Err(GameError::NoRescueFromHere(side));
            }
        }
        let moves = series_style(style).moves(&whole).split_off(series.len());
        Ok(Hint {
            heading: if series.is_empty() {
                HintHeading::RescueSeries
            } else {
                HintHeading::RescueFromHere
            },
            moves,
        })
    }
    /// At the start of a series (a rescue or the computer's series), and inside one
    /// whose king is attacked (the rest of a rescue).
    fn hint_due(&self) -> bool {
        let series = self.game.series();
        self.ongoing().is_ok() && (series.is_empty() || !series.state().king_safe())
    }
    /// At the start of a series, the series the computer would play at the hint's
    /// level ([`crate::play::hint::computer_request`]); inside a series the player
    /// has begun their own plan, so it is refused as before ("e ends the series").
    fn suggestion_in(&self, style: NotationStyle, cancel: &AtomicBool) -> Result<Hint, GameError> {
        self.ongoing()?;
        let side = self.game.turn();
        if !self.game.series().is_empty() {
            return Err(GameError::KingSafeNow(side));
        }
        let history = self.series_starts();
        let req = crate::play::hint::computer_request(*self.game.position(), &history);
        match crate::flicker::engine::best_series(&req, cancel) {
            Ok(d) => Ok(Hint {
                heading: HintHeading::ComputerSeries,
                moves: series_style(style).moves(&d.series),
            }),
            Err(crate::flicker::engine::EngineError::NoSeries { side, verdict }) => {
                Err(GameError::NoRescue { side, verdict })
            }
            Err(crate::flicker::engine::EngineError::BadLevel(_)) => Err(GameError::NoHints),
        }
    }
    fn opponent_attacks(&self) -> Vec<Cell> {
        cells(self.game.board().attacked_by(!self.game.turn()))
    }
}
