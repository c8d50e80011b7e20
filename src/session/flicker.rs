//! A Flickering Chess game in progress: the finished series (with their SAN), the
//! series being made, take-back, and the result (`docs/rules/flickering.md` §5): mate and stalemate by
//! the solver, threefold repetition at series starts, draw offers (once per player
//! per game), resignation. A terminal front end drives it through these methods.
//!
//! Readings taken where the rules leave the session's behaviour open:
//! - Repetition counts the game's starting position as the first occurrence; the
//!   key is placement, side to move, castling rights and en-passant rights, so only
//!   series starts of the same side can match.
//! - A draw offer may be made by either player at any time while the game goes on
//!   (once per player per game, `docs/rules/flickering.md` §5.4); it stays open until the opponent accepts or
//!   declines it, and the opponent ending a series without answering declines it.
//! - Take-back withdraws a result of mate, stalemate or repetition together with
//!   the series that produced it; resignation and agreement are final. An offer
//!   still counts as used after a take-back.
//! - Once the game is over no move, series end, offer or resignation is accepted.
//! - Redo puts back what take-back removed, in the reverse order, one step each:
//!   a move inside the series in progress, a whole series after it (with the
//!   result that series had). Any new move, series end, resignation or agreed draw
//!   forgets what could be redone; a draw offer withdrawn by take-back stays withdrawn.

use super::{EndReason, GameKind, GameResult};
use crate::chess::{Bitboard, Board, Castling, Move, Position, Role, Square};
use crate::core::{Outcome, Side};
use crate::flicker::notation::{extend_series, series_san, NotationError, SeriesStyle};
use crate::flicker::{outcome, CannotEnd, Refusal, Series};

/// What the game refuses to do, with a reason for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over ({}); no more moves", .0.reason(GameKind::Flickering))]
    Over(GameResult),
    #[error("{0}")]
    Refused(#[from] Refusal),
    #[error("cannot end the series: {0}")]
    CannotEnd(#[from] CannotEnd),
    #[error("the series {tried} cannot end: {why}; nothing was played")]
    TypedSeriesCannotEnd { tried: String, why: CannotEnd },
    #[error("nothing to take back")]
    NothingToUndo,
    #[error("nothing to redo: redo follows a take-back, until a new move is made")]
    NothingToRedo,
    #[error("{0}")]
    Notation(#[from] NotationError),
    #[error("{0} has already offered a draw in this game")]
    OfferUsed(Side),
    #[error("a draw offer is already pending")]
    OfferPending,
    #[error("there is no draw offer from {0} to answer")]
    NoOffer(Side),
}

/// A finished series of the game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedSeries {
    /// The position the series started from.
    pub start: Position,
    pub moves: Vec<Move>,
    /// The moves in SAN (with `+` and `#`).
    pub san: Vec<String>,
}

impl PlayedSeries {
    pub fn side(&self) -> Side {
        self.start.turn()
    }
}

/// What a take-back removed (or a redo put back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The last move of the series in progress.
    Move(Move),
    /// A whole finished series (the series in progress was empty).
    Series(PlayedSeries),
}

/// The repetition identity of a position at a series start (`docs/rules/flickering.md` §5.3).
type RepetitionKey = (Board, Side, Castling, Bitboard);

fn repetition_key(p: &Position) -> RepetitionKey {
    (*p.board(), p.turn(), p.castling(), p.ep_squares())
}

/// A Flickering Chess game.
#[derive(Clone, Debug)]
pub struct FlickerGame {
    initial: Position,
    history: Vec<PlayedSeries>,
    current: Series,
    result: GameResult,
    offers_used: [bool; 2],
    pending_offer: Option<Side>,
    /// How many finished series started from each position (kept in step with
    /// `history`), so that judging repetition does not walk the whole game.
    starts_seen: std::collections::HashMap<RepetitionKey, usize>,
    /// What take-backs removed, the latest last, for redo.
    redo: Vec<Redo>,
}

/// One take-back that redo can put back.
#[derive(Clone, Debug)]
enum Redo {
    Move(Move),
    /// A whole series and the result it had.
    Series(PlayedSeries, GameResult),
}

impl Default for FlickerGame {
    fn default() -> Self {
        FlickerGame::new(Position::initial())
    }
}

impl FlickerGame {
    /// A game from `start` (its result is decided at once if the side to move is
    /// already mated or stalemated).
    pub fn new(start: Position) -> FlickerGame {
        let mut g = FlickerGame {
            initial: start,
            history: Vec::new(),
            current: Series::new(start),
            result: GameResult::Ongoing,
            offers_used: [false; 2],
            pending_offer: None,
            starts_seen: std::collections::HashMap::new(),
            redo: Vec::new(),
        };
        g.result = g.judge();
        g
    }

    pub fn kind(&self) -> GameKind {
        GameKind::Flickering
    }
    /// The position at the start of the game.
    pub fn initial(&self) -> &Position {
        &self.initial
    }
    /// The position at the start of the series in progress.
    pub fn position(&self) -> &Position {
        self.current.start()
    }
    /// The series in progress.
    pub fn series(&self) -> &Series {
        &self.current
    }
    /// The board as it stands now (inside the series in progress).
    pub fn board(&self) -> &Board {
        self.current.state().board()
    }
    /// The side making the current series.
    pub fn turn(&self) -> Side {
        self.current.mover()
    }
    pub fn history(&self) -> &[PlayedSeries] {
        &self.history
    }
    pub fn result(&self) -> GameResult {
        self.result
    }
    /// The FEN of the position at the start of the series in progress.
    pub fn fen(&self) -> String {
        self.position().fen()
    }
    /// The side whose draw offer awaits an answer.
    pub fn pending_draw_offer(&self) -> Option<Side> {
        self.pending_offer
    }
    /// May `side` still offer a draw in this game?
    pub fn may_offer_draw(&self, side: Side) -> bool {
        !self.offers_used[side.index()] && self.pending_offer.is_none() && !self.result.is_over()
    }

    fn ensure_ongoing(&self) -> Result<(), GameError> {
        match self.result {
            GameResult::Ongoing => Ok(()),
            r => Err(GameError::Over(r)),
        }
    }

    /// The squares the unit on `from` may move to now (empty once the game is over).
    pub fn destinations(&self, from: Square) -> Bitboard {
        if self.result.is_over() {
            return Bitboard::EMPTY;
        }
        self.current.destinations(from)
    }

    /// Why `from`→`to` is refused now, if it is.
    pub fn refusal(&self, from: Square, to: Square) -> Option<Refusal> {
        self.current.refusal(from, to)
    }

    /// Make a move in the series in progress.
    pub fn try_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, GameError> {
        self.ensure_ongoing()?;
        let m = self.current.find_move(from, to, promotion)?;
        self.current.play(&m)?;
        self.redo.clear();
        Ok(m)
    }

    /// Add the moves of `text` (SAN or coordinates, `,` between moves) to the series
    /// in progress, all or none (see [`extend_series`]). The series is not ended.
    pub fn play_text(&mut self, text: &str) -> Result<usize, GameError> {
        self.ensure_ongoing()?;
        let n = extend_series(&mut self.current, text)?;
        self.redo.clear();
        Ok(n)
    }

    /// Play the moves of `text` and end the series, all or nothing: every move must
    /// be legal and the series must be allowed to end after them, else nothing
    /// changes and the error says which move failed, or why the series cannot end.
    pub fn play_series_text(&mut self, text: &str) -> Result<GameResult, GameError> {
        self.ensure_ongoing()?;
        let before = self.current.clone();
        extend_series(&mut self.current, text)?;
        if let Err(e) = self.current.can_end() {
            let tried = series_san(&self.current).join(", ");
            self.current = before;
            return Err(GameError::TypedSeriesCannotEnd { tried, why: e });
        }
        self.redo.clear();
        self.end_series()
    }

    /// Can the series in progress end now?
    pub fn can_end_series(&self) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        Ok(self.current.can_end()?)
    }

    /// End the series in progress: the opponent's series begins, and the result is
    /// decided (mate, stalemate, repetition).
    pub fn end_series(&mut self) -> Result<GameResult, GameError> {
        self.ensure_ongoing()?;
        let next = self.current.end()?;
        // Playing on instead of answering the opponent's offer declines it.
        if self.pending_offer == Some(!self.turn()) {
            self.pending_offer = None;
        }
        let san = series_san(&self.current);
        *self
            .starts_seen
            .entry(repetition_key(self.current.start()))
            .or_default() += 1;
        self.history.push(PlayedSeries {
            start: *self.current.start(),
            moves: self.current.moves().to_vec(),
            san,
        });
        self.current = Series::new(next);
        self.result = self.judge();
        self.redo.clear();
        Ok(self.result)
    }

    /// Take back: the last move of the series in progress, or, when it is empty,
    /// the whole previous series. A result of mate, stalemate or repetition is
    /// withdrawn with it; resignation, loss on time and agreement are final.
    pub fn undo(&mut self) -> Result<Undone, GameError> {
        if self.final_result() {
            return Err(GameError::Over(self.result));
        }
        if let Some(m) = self.current.undo() {
            self.redo.push(Redo::Move(m));
            return Ok(Undone::Move(m));
        }
        let played = self.history.pop().ok_or(GameError::NothingToUndo)?;
        if let Some(n) = self.starts_seen.get_mut(&repetition_key(&played.start)) {
            *n = n.saturating_sub(1);
        }
        self.current = Series::new(played.start);
        self.redo.push(Redo::Series(played.clone(), self.result));
        self.result = GameResult::Ongoing;
        self.pending_offer = None;
        Ok(Undone::Series(played))
    }

    /// Whether the result is one no take-back withdraws: resignation, loss on time,
    /// agreement.
    fn final_result(&self) -> bool {
        matches!(
            self.result,
            GameResult::Win {
                reason: EndReason::Resignation(_) | EndReason::Time(_),
                ..
            } | GameResult::Draw {
                reason: EndReason::Agreement,
            }
        )
    }

    /// Whether [`FlickerGame::undo`] would take something back now.
    pub fn can_undo(&self) -> bool {
        !self.final_result() && (!self.current.is_empty() || !self.history.is_empty())
    }

    /// Whether a take-back can be redone now.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Put back what the last take-back removed: a move of the series in progress,
    /// or a whole series with the result it had (no solver runs again).
    pub fn redo(&mut self) -> Result<Undone, GameError> {
        self.ensure_ongoing()?;
        match self.redo.pop().ok_or(GameError::NothingToRedo)? {
            Redo::Move(m) => match self.current.play(&m) {
                Ok(()) => Ok(Undone::Move(m)),
                Err(e) => {
                    // Kept in step with take-backs, so not reached; nothing changes.
                    self.redo.clear();
                    Err(e.into())
                }
            },
            Redo::Series(played, result) => {
                let next = match Series::from_moves(played.start, &played.moves) {
                    Ok(series)
                        if self.current.is_empty() && series.start() == self.current.start() =>
                    {
                        series.end()?
                    }
                    _ => {
                        self.redo.clear();
                        return Err(GameError::NothingToRedo);
                    }
                };
                *self
                    .starts_seen
                    .entry(repetition_key(&played.start))
                    .or_default() += 1;
                self.history.push(played.clone());
                self.current = Series::new(next);
                self.result = result;
                Ok(Undone::Series(played))
            }
        }
    }

    /// `side` offers a draw (each player may do so once per game).
    pub fn offer_draw(&mut self, side: Side) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if self.pending_offer.is_some() {
            return Err(GameError::OfferPending);
        }
        if self.offers_used[side.index()] {
            return Err(GameError::OfferUsed(side));
        }
        self.offers_used[side.index()] = true;
        self.pending_offer = Some(side);
        Ok(())
    }

    /// `side` accepts the opponent's pending offer: the game is drawn.
    pub fn accept_draw(&mut self, side: Side) -> Result<GameResult, GameError> {
        self.ensure_ongoing()?;
        if self.pending_offer != Some(!side) {
            return Err(GameError::NoOffer(!side));
        }
        self.pending_offer = None;
        self.redo.clear();
        self.result = GameResult::Draw {
            reason: EndReason::Agreement,
        };
        Ok(self.result)
    }

    /// `side` declines the opponent's pending offer; the game goes on.
    pub fn decline_draw(&mut self, side: Side) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if self.pending_offer != Some(!side) {
            return Err(GameError::NoOffer(!side));
        }
        self.pending_offer = None;
        Ok(())
    }

    /// `side` resigns; the opponent wins.
    pub fn resign(&mut self, side: Side) -> Result<GameResult, GameError> {
        self.lose(side, EndReason::Resignation(side))
    }

    /// `side`'s time ran out (its series in progress, if any, is not played);
    /// the opponent wins. Final, like a resignation.
    pub fn lose_on_time(&mut self, side: Side) -> Result<GameResult, GameError> {
        self.lose(side, EndReason::Time(side))
    }

    fn lose(&mut self, side: Side, reason: EndReason) -> Result<GameResult, GameError> {
        self.ensure_ongoing()?;
        self.pending_offer = None;
        self.redo.clear();
        self.result = GameResult::Win {
            winner: !side,
            reason,
        };
        Ok(self.result)
    }

    /// The result for the position at the start of the current series.
    fn judge(&self) -> GameResult {
        let pos = *self.current.start();
        let key = repetition_key(&pos);
        let seen = self.starts_seen.get(&key).copied().unwrap_or(0);
        match outcome(&pos) {
            Outcome::Ongoing if seen + 1 >= 3 => GameResult::Draw {
                reason: EndReason::Repetition,
            },
            over => over.into(),
        }
    }

    /// The game record as numbered series: `["1a. e4, d4, Nf3", "1b. e5, Nc6"]`.
    pub fn move_list(&self) -> Vec<String> {
        self.move_list_in(SeriesStyle::San)
    }

    /// The numbered series as `style` writes them: `["1а. e4, Кf3", "1б. e5"]` in
    /// the seed's style.
    pub fn move_list_in(&self, style: SeriesStyle) -> Vec<String> {
        self.history
            .iter()
            .map(|p| {
                let label = style.label(p.start.fullmove_number(), p.side());
                let moves = match style {
                    SeriesStyle::San => p.san.clone(),
                    // Replayed to write each move in its intermediate position (the
                    // moves were legal when played, so the replay cannot fail).
                    _ => Series::from_moves(p.start, &p.moves)
                        .map_or_else(|_| p.san.clone(), |series| style.moves(&series)),
                };
                format!("{label} {}", moves.join(", "))
            })
            .collect()
    }

    /// The record on one line: `1a. e4, d4, Nf3 1b. e5, Nc6`.
    pub fn move_text(&self) -> String {
        self.move_list().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn play(g: &mut FlickerGame, series: &str) {
        for mv in series.split(',') {
            let (from, to) = (sq(&mv[0..2]), sq(&mv[2..4]));
            g.try_move(from, to, None).unwrap();
        }
        g.end_series().unwrap();
    }

    #[test]
    fn record_numbers_series_with_a_and_b() {
        let mut g = FlickerGame::default();
        play(&mut g, "e2e4,d2d4,g1f3");
        play(&mut g, "e7e5,b8c6");
        assert_eq!(g.move_text(), "1a. e4, d4, Nf3 1b. e5, Nc6");
        assert_eq!(g.turn(), Side::White);
        assert!(g
            .fen()
            .starts_with("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq"));
    }

    #[test]
    fn en_passant_rights_follow_double_steps_of_the_series() {
        let mut g = FlickerGame::default();
        play(&mut g, "e2e4");
        play(&mut g, "d7d5");
        play(&mut g, "e4e5");
        // f7-f5 lands beside the white pawn on e5: f6 becomes a right; d5-d4 is
        // a single step and creates none.
        play(&mut g, "d5d4,f7f5");
        assert_eq!(g.position().ep_squares().count(), 1, "{}", g.fen());
        assert!(g.fen().contains(" f6 "));
    }

    #[test]
    fn take_back_a_move_then_a_whole_series() {
        let mut g = FlickerGame::default();
        play(&mut g, "e2e4,d2d4");
        g.try_move(sq("e7"), sq("e5"), None).unwrap();
        assert!(matches!(g.undo(), Ok(Undone::Move(_))));
        match g.undo() {
            Ok(Undone::Series(p)) => assert_eq!(p.moves.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(g.position(), &Position::initial());
        assert_eq!(g.undo(), Err(GameError::NothingToUndo));
    }

    #[test]
    fn threefold_repetition_at_series_starts_draws() {
        let mut g = FlickerGame::default();
        for _ in 0..2 {
            play(&mut g, "g1f3");
            play(&mut g, "g8f6");
            play(&mut g, "f3g1");
            play(&mut g, "f6g8");
        }
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::Repetition
            }
        );
        assert!(matches!(
            g.try_move(sq("e2"), sq("e4"), None),
            Err(GameError::Over(_))
        ));
    }

    #[test]
    fn repetition_counts_follow_take_backs() {
        let mut g = FlickerGame::default();
        for _ in 0..2 {
            play(&mut g, "g1f3");
            play(&mut g, "g8f6");
            play(&mut g, "f3g1");
            play(&mut g, "f6g8");
        }
        assert!(g.result().is_over());
        // Take back the series that repeated the start for the third time, and one
        // more: playing them again repeats it again.
        for _ in 0..2 {
            assert!(matches!(g.undo(), Ok(Undone::Series(_))));
        }
        assert_eq!(g.result(), GameResult::Ongoing);
        play(&mut g, "f3g1");
        assert_eq!(g.result(), GameResult::Ongoing);
        play(&mut g, "f6g8");
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::Repetition
            }
        );
    }

    #[test]
    fn draw_offer_once_per_player() {
        let mut g = FlickerGame::default();
        g.offer_draw(Side::White).unwrap();
        assert_eq!(g.offer_draw(Side::Black), Err(GameError::OfferPending));
        g.decline_draw(Side::Black).unwrap();
        assert_eq!(
            g.offer_draw(Side::White),
            Err(GameError::OfferUsed(Side::White))
        );
        g.offer_draw(Side::Black).unwrap();
        assert_eq!(
            g.accept_draw(Side::Black),
            Err(GameError::NoOffer(Side::White))
        );
        assert_eq!(
            g.accept_draw(Side::White),
            Ok(GameResult::Draw {
                reason: EndReason::Agreement
            })
        );
        assert!(g.undo().is_err());
    }

    #[test]
    fn playing_on_declines_an_offer() {
        let mut g = FlickerGame::default();
        g.offer_draw(Side::White).unwrap();
        play(&mut g, "e2e4");
        assert_eq!(g.pending_draw_offer(), Some(Side::White));
        play(&mut g, "e7e5");
        assert_eq!(g.pending_draw_offer(), None);
        assert!(!g.may_offer_draw(Side::White));
        assert!(g.may_offer_draw(Side::Black));
    }

    #[test]
    fn resignation_ends_the_game() {
        let mut g = FlickerGame::default();
        let r = g.resign(Side::White).unwrap();
        assert_eq!(r.summary(GameKind::Flickering), "black wins");
        assert_eq!(r.reason(GameKind::Flickering), "White resigned");
        assert!(g.end_series().is_err());
    }

    #[test]
    fn checkmate_result_and_hash_in_record() {
        // Black has a bare king on a8: the rook covers rank 7, the queen checks.
        let pos = Position::from_fen("k7/8/8/8/8/8/8/3QK2R w - - 0 1").unwrap();
        let mut g = FlickerGame::new(pos);
        g.try_move(sq("h1"), sq("h7"), None).unwrap();
        g.try_move(sq("d1"), sq("d8"), None).unwrap();
        g.end_series().unwrap();
        assert_eq!(
            g.result(),
            GameResult::Win {
                winner: Side::White,
                reason: EndReason::Checkmate
            }
        );
        assert_eq!(g.move_text(), "1a. Rh7, Qd8#");
        assert!(g.destinations(sq("a8")).is_empty());
    }

    #[test]
    fn redo_puts_back_what_undo_took_in_reverse_until_a_new_move() {
        let mut g = FlickerGame::default();
        play(&mut g, "e2e4,d2d4");
        g.try_move(sq("e7"), sq("e5"), None).unwrap();
        assert!(matches!(g.undo(), Ok(Undone::Move(_))));
        assert!(matches!(g.undo(), Ok(Undone::Series(_))));
        assert_eq!(g.position(), &Position::initial());
        match g.redo() {
            Ok(Undone::Series(p)) => assert_eq!(p.moves.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(g.move_text(), "1a. e4, d4");
        assert_eq!(g.turn(), Side::Black);
        assert!(matches!(g.redo(), Ok(Undone::Move(m)) if m.to == sq("e5")));
        assert_eq!(g.series().len(), 1);
        assert_eq!(g.redo(), Err(GameError::NothingToRedo));
        // A new move forgets what could be redone.
        g.undo().unwrap();
        assert!(g.can_redo());
        g.try_move(sq("d7"), sq("d5"), None).unwrap();
        assert!(!g.can_redo());
        assert_eq!(g.redo(), Err(GameError::NothingToRedo));
    }

    #[test]
    fn redo_brings_back_the_result_of_the_series() {
        let pos = Position::from_fen("k7/8/8/8/8/8/8/3QK2R w - - 0 1").unwrap();
        let mut g = FlickerGame::new(pos);
        g.try_move(sq("h1"), sq("h7"), None).unwrap();
        g.try_move(sq("d1"), sq("d8"), None).unwrap();
        let mated = g.end_series().unwrap();
        assert!(mated.is_over());
        g.undo().unwrap();
        assert_eq!(g.result(), GameResult::Ongoing);
        g.redo().unwrap();
        assert_eq!(g.result(), mated);
        assert_eq!(g.move_text(), "1a. Rh7, Qd8#");
    }

    /// 1a. e4, Nf3, Bc4, O-O 1b. e5, Nc6, Bc5: White to play a series.
    fn italian() -> FlickerGame {
        let mut g = FlickerGame::default();
        g.play_series_text("e4, Nf3, Bc4, O-O").unwrap();
        g.play_series_text("e5, Nc6, Bc5").unwrap();
        g
    }

    #[test]
    fn a_typed_series_is_played_and_ended_whole_or_not_at_all() {
        // A move that is not legal: nothing is played, the move is named.
        let mut g = italian();
        let err = g.play_series_text("Nxe5, Nxf7").unwrap_err();
        assert!(err.to_string().starts_with("move 2 (Nxf7): "), "{err}");
        assert!(g.series().is_empty());
        // Legal moves after which the series may not end: nothing is played either.
        let err = g.play_series_text("Nxe5, f4").unwrap_err();
        assert!(
            matches!(err, GameError::TypedSeriesCannotEnd { ref tried, .. } if tried == "Nxe5, f4"),
            "{err}"
        );
        assert!(err.to_string().contains("the bishop on c5"), "{err}");
        assert!(g.series().is_empty());
        assert_eq!(g.history().len(), 2);
        // The same moves may stay open when the player asks for it.
        assert_eq!(g.play_text("Nxe5, f4,"), Ok(2));
        assert_eq!(g.series().len(), 2);
    }
}
