//! DEVELOPMENT ADAPTER: orthodox chess (one move per turn) over [`duochess::chess::Position`].
//!
//! It exists so that the front end can be built and tested against real chess rules
//! before the Flickering session lands; the library's tests still drive screens with
//! it (the command line does not offer it). It is not Flickering Chess: turns are single moves and the notation is coordinates.

use duochess::chess::{Move, Position};
use duochess::core::Side;
use duochess::play::adapters::flicker::{cell, kind_of, role_of, square};
use duochess::play::port::{
    Caption, Cell, DrawsAndResignation, GameError, HistoryBrowsing, MoveOutcome, NotationStyle,
    PieceKind, PieceView, PlayableGame, Snapshot, UndoOutcome,
};
use duochess::session::{EndReason, GameKind, GameResult};

/// Orthodox chess with history, undo and a result.
#[derive(Clone)]
pub struct OrthodoxChess {
    start: Position,
    /// Each move with the position before it.
    history: Vec<(Position, Move)>,
    pos: Position,
    result: GameResult,
    draw_offer: Option<Side>,
}

impl OrthodoxChess {
    pub fn new(fen: Option<&str>) -> Result<OrthodoxChess, duochess::chess::FenError> {
        let start = match fen {
            Some(f) => Position::from_fen(f)?,
            None => Position::initial(),
        };
        let mut game = OrthodoxChess {
            start,
            history: Vec::new(),
            pos: start,
            result: GameResult::Ongoing,
            draw_offer: None,
        };
        game.update_result();
        Ok(game)
    }

    fn update_result(&mut self) {
        let outcome = self.pos.outcome();
        if outcome.is_over() {
            self.result = outcome.into();
        }
    }

    fn play(&mut self, m: Move) {
        self.history.push((self.pos, m));
        self.pos.play(&m);
        self.draw_offer = None;
        self.update_result();
    }

    /// `side` loses (resigned, or out of time).
    fn lose(&mut self, side: Side, reason: EndReason) -> Result<(), GameError> {
        self.ongoing()?;
        self.result = GameResult::Win {
            winner: !side,
            reason,
        };
        Ok(())
    }

    fn ongoing(&self) -> Result<(), GameError> {
        if self.result.is_over() {
            Err(GameError::GameOver {
                kind: GameKind::Flickering,
                result: self.result,
            })
        } else {
            Ok(())
        }
    }

    fn checked_in(pos: &Position) -> Vec<Cell> {
        if pos.is_check() {
            vec![cell(pos.our_king())]
        } else {
            Vec::new()
        }
    }
}

impl PlayableGame for OrthodoxChess {
    fn boxed_clone(&self) -> Box<dyn PlayableGame> {
        Box::new(self.clone())
    }
    fn kind(&self) -> GameKind {
        GameKind::Flickering
    }
    fn title(&self) -> String {
        "Orthodox chess (dev)".into()
    }
    fn piece_at(&self, c: Cell) -> Option<PieceView> {
        let p = self.pos.board().piece_at(square(c)?)?;
        Some(PieceView::new(p.side, kind_of(p.role)))
    }
    fn turn(&self) -> Side {
        self.pos.turn()
    }
    fn turn_number(&self) -> u32 {
        self.pos.fullmove_number()
    }
    fn destinations(&self, from: Cell) -> Vec<Cell> {
        let Some(from) = square(from) else {
            return Vec::new();
        };
        if self.result.is_over() {
            return Vec::new();
        }
        let mut v: Vec<Cell> = self
            .pos
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| cell(m.to))
            .collect();
        v.dedup();
        v
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
        let moves = self.pos.legal_moves();
        let candidates: Vec<Move> = moves
            .iter()
            .filter(|m| m.from == f && m.to == t)
            .copied()
            .collect();
        if candidates.is_empty() {
            return Err(GameError::CannotMove {
                piece: self.pos.board().role_at(f).map(kind_of),
                from,
                to,
            });
        }
        let wanted = promotion.and_then(role_of);
        match candidates.iter().find(|m| m.promotion == wanted) {
            Some(m) => {
                self.play(*m);
                Ok(MoveOutcome::Played)
            }
            None if wanted.is_none() => Ok(MoveOutcome::NeedsPromotion),
            None => Err(GameError::NoSuchPromotion),
        }
    }
    fn play_text(&mut self, text: &str) -> Result<(), GameError> {
        self.ongoing()?;
        let t = text.trim().to_ascii_lowercase();
        let m = self
            .pos
            .legal_moves()
            .iter()
            .find(|m| m.uci() == t)
            .copied();
        match m {
            Some(m) => {
                self.play(m);
                Ok(())
            }
            None => Err(GameError::NotCoordinates(text.to_string())),
        }
    }
    fn undo(&mut self) -> Result<UndoOutcome, GameError> {
        match self.history.pop() {
            Some((before, _)) => {
                self.pos = before;
                self.result = GameResult::Ongoing;
                self.update_result();
                Ok(UndoOutcome::Move)
            }
            None => Err(GameError::NothingToTakeBack),
        }
    }
    fn last_moves(&self) -> Vec<(Cell, Cell)> {
        self.history
            .last()
            .map(|(_, m)| vec![(cell(m.from), cell(m.to))])
            .unwrap_or_default()
    }
    fn checked(&self) -> Vec<Cell> {
        Self::checked_in(&self.pos)
    }
    fn move_list(&self, _style: NotationStyle) -> Vec<String> {
        let mut lines = Vec::new();
        for (i, pair) in self.history.chunks(2).enumerate() {
            let moves: Vec<String> = pair.iter().map(|(_, m)| m.uci()).collect();
            lines.push(format!("{}. {}", i + 1, moves.join(" ")));
        }
        lines
    }
    fn result(&self) -> GameResult {
        self.result
    }
    fn fen(&self) -> String {
        self.pos.fen()
    }
    duochess::capabilities!(draws, history);
}

impl DrawsAndResignation for OrthodoxChess {
    fn draw_offered_by(&self) -> Option<Side> {
        self.draw_offer
    }
    fn offer_draw(&mut self) -> Result<(), GameError> {
        self.ongoing()?;
        self.draw_offer = Some(self.pos.turn());
        Ok(())
    }
    fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        if self.draw_offer.take().is_none() {
            return Err(GameError::NoDrawOffered);
        }
        if accept {
            self.result = GameResult::Draw {
                reason: EndReason::Agreement,
            };
        }
        Ok(())
    }
    fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.lose(side, EndReason::Resignation(side))
    }
    fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.lose(side, EndReason::Time(side))
    }
}

impl HistoryBrowsing for OrthodoxChess {
    fn history_len(&self) -> usize {
        self.history.len()
    }
    fn snapshot_at(&self, index: usize) -> Option<Snapshot> {
        let pos = match index.cmp(&self.history.len()) {
            std::cmp::Ordering::Less => self.history[index].0,
            std::cmp::Ordering::Equal => self.pos,
            std::cmp::Ordering::Greater => return None,
        };
        let _ = self.start;
        let cells = duochess::play::port::BoardShape::Chess
            .cells()
            .map(|c| {
                let p = pos.board().piece_at(square(c)?)?;
                Some(PieceView::new(p.side, kind_of(p.role)))
            })
            .collect();
        let (last_moves, caption) = match index.checked_sub(1) {
            Some(i) => {
                let m = self.history[i].1;
                (
                    vec![(cell(m.from), cell(m.to))],
                    Caption::AfterMove {
                        number: i + 1,
                        text: m.uci(),
                    },
                )
            }
            None => (Vec::new(), Caption::Start),
        };
        Some(Snapshot {
            cells,
            turn: pos.turn(),
            last_moves,
            checked: Self::checked_in(&pos),
            caption,
            fen: pos.fen(),
        })
    }
}
