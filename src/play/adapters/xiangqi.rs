//! [`PlayableGame`] for the Xiangqi session ([`XiangqiGame`]): cells are points,
//! moves are checked and explained by the rules core's coordinate reader, typed text
//! may be coordinates (`h3e3`), algebraic (`Che3`), the seed's (`Пhe3`), WXF (`C2.5`) or
//! Chinese (`炮二平五`).

use crate::core::Side;
use crate::play::port::{
    BoardShape, Caption, Cell, DrawsAndResignation, EngineFeed, EngineInput, GameError, Hint,
    HintHeading, HistoryBrowsing, ListMark, MoveOutcome, NotationStyle, Notice, Notices, PieceKind,
    PieceView, PlayableGame, PracticeAids, Recorded, Snapshot, UndoOutcome,
};
use crate::session::xiangqi::{GameError as SessionError, XiangqiGame, XiangqiOptions};
use crate::session::{GameKind, GameResult};
use crate::xiangqi::mate::{find_mate, MateResult, DEFAULT_MATE_MOVES};
use crate::xiangqi::notation::{coord, parse_any};
use crate::xiangqi::{FenError, Move, Point, Position};
use std::sync::atomic::AtomicBool;

/// The Xiangqi session seen by the front end.
#[derive(Clone)]
pub struct XiangqiAdapter {
    game: XiangqiGame,
}

pub(crate) fn point(cell: Cell) -> Option<Point> {
    if cell.file >= 9 || cell.rank >= 10 {
        return None;
    }
    Point::from_index(cell.rank * 9 + cell.file)
}

pub(crate) fn cell(p: Point) -> Cell {
    Cell::new(p.file().0, p.rank().0)
}

pub(crate) fn kind_of(k: crate::xiangqi::PieceKind) -> PieceKind {
    use crate::xiangqi::PieceKind as X;
    match k {
        X::General => PieceKind::General,
        X::Advisor => PieceKind::Advisor,
        X::Elephant => PieceKind::Elephant,
        X::Horse => PieceKind::Horse,
        X::Chariot => PieceKind::Chariot,
        X::Cannon => PieceKind::Cannon,
        X::Soldier => PieceKind::Soldier,
    }
}

/// The pieces of a position, rank by rank from `a1` ([`BoardShape::index`]).
pub(crate) fn cells_of(pos: &Position) -> Vec<Option<PieceView>> {
    BoardShape::Xiangqi
        .cells()
        .map(|c| {
            let p = pos.piece_at(point(c)?)?;
            Some(PieceView::new(p.side, kind_of(p.kind)))
        })
        .collect()
}

pub(crate) fn checked_in(pos: &Position) -> Vec<Cell> {
    if pos.in_check() {
        vec![cell(pos.general(pos.side_to_move()))]
    } else {
        Vec::new()
    }
}

impl XiangqiAdapter {
    pub fn new(fen: Option<&str>) -> Result<XiangqiAdapter, FenError> {
        let options = XiangqiOptions::default();
        let game = match fen {
            Some(f) => XiangqiGame::from_fen(f, options)?,
            None => XiangqiGame::new(options),
        };
        Ok(XiangqiAdapter { game })
    }

    /// The adapter over a game already under way (e.g. read from a record).
    pub fn from_game(game: XiangqiGame) -> XiangqiAdapter {
        XiangqiAdapter { game }
    }

    fn ongoing(&self) -> Result<(), GameError> {
        let result = self.game.result();
        if result.is_over() {
            Err(GameError::GameOver {
                kind: GameKind::Xiangqi,
                result,
            })
        } else {
            Ok(())
        }
    }

    /// The session's refusal as the port carries it (a finished game as its result).
    fn session_error(&self, e: SessionError) -> GameError {
        match e {
            SessionError::GameOver(_) => GameError::GameOver {
                kind: GameKind::Xiangqi,
                result: self.game.result(),
            },
            other => GameError::Xiangqi(other),
        }
    }

    fn play(&mut self, mv: Move) -> Result<(), GameError> {
        self.game.play(mv).map_err(|e| self.session_error(e))
    }

    fn write(&self, index: usize, mv: Move, style: NotationStyle) -> String {
        match self.game.position_at(index) {
            Some(pos) => style.xiangqi().write(pos, mv),
            None => mv.coord(),
        }
    }
}

impl PlayableGame for XiangqiAdapter {
    fn boxed_clone(&self) -> Box<dyn PlayableGame> {
        Box::new(self.clone())
    }
    fn kind(&self) -> GameKind {
        GameKind::Xiangqi
    }
    fn piece_at(&self, c: Cell) -> Option<PieceView> {
        let p = self.game.position().piece_at(point(c)?)?;
        Some(PieceView::new(p.side, kind_of(p.kind)))
    }
    fn turn(&self) -> Side {
        self.game.side_to_move()
    }
    fn turn_number(&self) -> u32 {
        self.game.position().fullmove_number()
    }
    fn destinations(&self, from: Cell) -> Vec<Cell> {
        let Some(from) = point(from) else {
            return Vec::new();
        };
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| cell(m.to))
            .collect()
    }
    fn try_move(
        &mut self,
        from: Cell,
        to: Cell,
        _promotion: Option<PieceKind>,
    ) -> Result<MoveOutcome, GameError> {
        self.ongoing()?;
        // The rules core reads the move and explains a refusal.
        let mv = coord::parse(self.game.position(), &format!("{from}{to}"))?;
        self.play(mv)?;
        Ok(MoveOutcome::Played)
    }
    fn play_text(&mut self, text: &str) -> Result<(), GameError> {
        self.ongoing()?;
        let mv = parse_any(self.game.position(), text)?;
        self.play(mv)
    }
    fn undo(&mut self) -> Result<UndoOutcome, GameError> {
        self.game.take_back().map_err(|e| self.session_error(e))?;
        Ok(UndoOutcome::Move)
    }
    fn can_undo(&self) -> bool {
        self.game.moves().len() > 0
    }
    fn can_redo(&self) -> bool {
        self.game.can_redo() && self.ongoing().is_ok()
    }
    fn redo(&mut self) -> Result<UndoOutcome, GameError> {
        match self.game.redo() {
            Ok(_) => Ok(UndoOutcome::Move),
            Err(SessionError::NothingToRedo) => Err(GameError::NothingToRedo),
            Err(e) => Err(self.session_error(e)),
        }
    }
    fn last_moves(&self) -> Vec<(Cell, Cell)> {
        self.game
            .last_move()
            .map(|m| vec![(cell(m.from), cell(m.to))])
            .unwrap_or_default()
    }
    fn checked(&self) -> Vec<Cell> {
        checked_in(self.game.position())
    }
    fn notation_styles(&self) -> &'static [NotationStyle] {
        &[
            NotationStyle::Standard,
            NotationStyle::Seed,
            NotationStyle::Wxf,
            NotationStyle::Chinese,
        ]
    }
    fn move_list(&self, style: NotationStyle) -> Vec<String> {
        let moves: Vec<Move> = self.game.moves().collect();
        let first = self.game.start_position().fullmove_number();
        let mut lines = Vec::new();
        let mut i = 0;
        // A game from a position with Black to move starts with "1. ... move".
        if self.game.start_position().side_to_move() == Side::Black && !moves.is_empty() {
            lines.push(format!("{first}. … {}", self.write(0, moves[0], style)));
            i = 1;
        }
        while i < moves.len() {
            let number = self
                .game
                .position_at(i)
                .map_or(first, |p| p.fullmove_number());
            let red = self.write(i, moves[i], style);
            match moves.get(i + 1) {
                Some(&b) => lines.push(format!("{number}. {red} {}", self.write(i + 1, b, style))),
                None => lines.push(format!("{number}. {red}")),
            }
            i += 2;
        }
        lines
    }
    fn result(&self) -> GameResult {
        self.game.result()
    }
    fn fen(&self) -> String {
        self.game.position().to_fen()
    }
    crate::capabilities!(draws, history, notices, records, practice, engine);
}

impl DrawsAndResignation for XiangqiAdapter {
    fn draw_offered_by(&self) -> Option<Side> {
        self.game.draw_offer()
    }
    fn offer_draw(&mut self) -> Result<(), GameError> {
        let side = self.game.side_to_move();
        self.game
            .offer_draw(side)
            .map_err(|e| self.session_error(e))
    }
    fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        let Some(by) = self.game.draw_offer() else {
            return Err(GameError::NoDrawOffered);
        };
        if accept {
            self.game
                .accept_draw(!by)
                .map_err(|e| self.session_error(e))
        } else {
            self.game
                .decline_draw(!by)
                .map_err(|e| self.session_error(e))
        }
    }
    fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.game.resign(side).map_err(|e| self.session_error(e))
    }
    fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.game
            .lose_on_time(side)
            .map_err(|e| self.session_error(e))
    }
}

impl HistoryBrowsing for XiangqiAdapter {
    fn history_len(&self) -> usize {
        self.game.moves().len()
    }
    /// The move that led to the position after `index` moves.
    fn list_mark(&self, index: usize, _step: usize, _style: NotationStyle) -> Option<ListMark> {
        index.checked_sub(1).map(|m| self.list_place(m))
    }
    fn snapshot_at(&self, index: usize) -> Option<Snapshot> {
        let pos = self.game.position_at(index)?;
        let cells = cells_of(pos);
        let (last_moves, caption) = match index.checked_sub(1) {
            Some(i) => {
                let m = self.game.moves().nth(i)?;
                let text = self.write(i, m, NotationStyle::Standard);
                (
                    vec![(cell(m.from), cell(m.to))],
                    Caption::AfterMove {
                        number: i + 1,
                        text,
                    },
                )
            }
            None => (Vec::new(), Caption::Start),
        };
        Some(Snapshot {
            cells,
            turn: pos.side_to_move(),
            last_moves,
            checked: checked_in(pos),
            caption,
            fen: pos.to_fen(),
        })
    }
}

impl XiangqiAdapter {
    /// Where move `m` (0-based) is in the move list: its line and word (after the
    /// move number, and "…" in a first line that starts with Black's move).
    fn list_place(&self, m: usize) -> ListMark {
        let (line, word) = if self.game.start_position().side_to_move() == Side::Black {
            match m {
                0 => (0, 2),
                _ => (m.div_ceil(2), 1 + (m + 1) % 2),
            }
        } else {
            (m / 2, 1 + m % 2)
        };
        ListMark {
            line,
            words: word..word + 1,
        }
    }
}

impl Notices for XiangqiAdapter {
    fn notice(&self) -> Option<Notice> {
        self.game.last_warning().cloned().map(Notice::Repetition)
    }
}

impl EngineFeed for XiangqiAdapter {
    fn engine_input(&self) -> EngineInput {
        EngineInput::Xiangqi {
            start: self.game.start_position().clone(),
            moves: self.game.moves().collect(),
        }
    }
}

impl Recorded for XiangqiAdapter {
    fn record(&self, info: &crate::record::RecordInfo) -> String {
        crate::record::xiangqi::write(&self.game, info)
    }
}

impl PracticeAids for XiangqiAdapter {
    /// Every legal reply to a check, written as the move list's `style` writes them.
    fn hint_in(&self, style: NotationStyle) -> Result<Hint, GameError> {
        self.ongoing()?;
        let pos = self.game.position();
        if !pos.in_check() {
            return Err(GameError::NoReplyNeeded(pos.side_to_move()));
        }
        let now = self.game.moves().len();
        let moves: Vec<String> = self
            .game
            .legal_moves()
            .into_iter()
            .map(|m| self.write(now, m, style))
            .collect();
        Ok(Hint {
            heading: HintHeading::Replies(moves.len()),
            moves,
        })
    }
    /// On every turn of a game that goes on (the replies to a check, or a suggestion).
    fn hint_due(&self) -> bool {
        self.ongoing().is_ok()
    }
    /// The first move of the shortest mate the own mate search finds within
    /// [`DEFAULT_MATE_MOVES`] moves (under [`crate::play::hint::MATE_LIMITS`]);
    /// without one, the word that no engine is set.
    fn suggestion_in(&self, style: NotationStyle, cancel: &AtomicBool) -> Result<Hint, GameError> {
        self.ongoing()?;
        let pos = self.game.position();
        let report = find_mate(
            pos,
            DEFAULT_MATE_MOVES,
            crate::play::hint::MATE_LIMITS,
            cancel,
        );
        match report.result {
            MateResult::Mate { moves, line, .. } if !line.is_empty() => Ok(Hint {
                heading: HintHeading::MateIn(moves),
                moves: vec![self.write(self.game.moves().len(), line[0], style)],
            }),
            _ => Err(GameError::NoEngineSet(pos.side_to_move())),
        }
    }
    fn written_in(&self, coords: &str, style: NotationStyle) -> Option<String> {
        let mv = coord::parse(self.game.position(), coords).ok()?;
        Some(self.write(self.game.moves().len(), mv, style))
    }
    fn opponent_attacks(&self) -> Vec<Cell> {
        let pos = self.game.position();
        pos.attacked_points(!pos.side_to_move())
            .into_iter()
            .map(cell)
            .collect()
    }
}
