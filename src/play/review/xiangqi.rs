//! The review of a Xiangqi game, move by move (the rules of what is found are in
//! the parent module's docs).
//!
//! Each position is looked at once (`Look`): the mate search for the side to
//! move (a win it missed, or one the previous move allowed) and, with an engine,
//! its best move and score. The evaluation after a move is the engine's score of
//! the position after it, turned to the mover's view; the loss is the score
//! before the move less that (lichess's way), and nothing when the engine's own
//! move was played.

use super::{
    loss, Class, EngineChoice, Eval, Line, Mate, Review, ReviewSettings, TurnReview, Watch,
};
use crate::play::opponent::ENGINE_GRACE;
use crate::session::xiangqi::XiangqiGame;
use crate::session::GameKind;
use crate::uci::{Analysis, Engine, Score, Thinking};
use crate::xiangqi::mate::{find_mate, MateResult};
use crate::xiangqi::{Move, Position};

/// What is known of one position.
struct Look {
    /// None: the side to move has no move (the game is won).
    mate: Option<MateResult>,
    analysis: Option<Analysis>,
}

impl Look {
    /// The mate the side to move has, as a finding.
    fn mate_finding(&self, pos: &Position) -> Mate {
        match &self.mate {
            Some(MateResult::Mate { moves, line, .. }) => Mate::Yes {
                line: Line::Moves {
                    start: Box::new(pos.clone()),
                    moves: line.clone(),
                },
                moves: *moves,
            },
            Some(MateResult::Stopped { .. }) => Mate::NotDecided,
            Some(MateResult::NoMate { .. }) | None => Mate::No,
        }
    }

    /// The engine's score for the side to move.
    fn score(&self) -> Option<Eval> {
        self.analysis.as_ref()?.score.map(|s| match s {
            Score::Centipawns(c) => Eval::Centipawns(c),
            Score::Mate(n) => Eval::Mate(n),
        })
    }
}

/// The UCI engine of the review while it answers.
struct Asked<'a> {
    engine: Option<Engine>,
    choice: Option<&'a EngineChoice>,
}

impl Asked<'_> {
    /// Start the engine thinking on the position after `moves` (starting the
    /// engine first if it is not running yet); none without an engine.
    fn go(
        &mut self,
        game: &XiangqiGame,
        moves: &[Move],
        review: &mut Review,
        watch: Watch<'_>,
    ) -> Option<Thinking> {
        let choice = self.choice?;
        let engine = match &mut self.engine {
            Some(e) => e,
            None => match Engine::start(&choice.path, ENGINE_GRACE, watch.cancel) {
                Ok(e) => {
                    review.engine = Some(e.info().name.clone());
                    review.engine_from = Some(choice.from);
                    self.engine.insert(e)
                }
                Err(e) => return self.failed(e, review, watch),
            },
        };
        match engine.go(game.start_position(), moves, choice.movetime) {
            Ok(t) => Some(t),
            Err(e) => self.failed(e, review, watch),
        }
    }

    /// The engine's answer to the search [`Asked::go`] started.
    fn answer(
        &mut self,
        thinking: Option<Thinking>,
        review: &mut Review,
        watch: Watch<'_>,
    ) -> Option<Analysis> {
        let (thinking, engine) = (thinking?, self.engine.as_mut()?);
        match engine.answer(thinking, watch.cancel) {
            Ok(a) => Some(a),
            Err(e) => self.failed(e, review, watch),
        }
    }

    /// The engine failed: it is not asked again (a stop asked for is no failure).
    fn failed<T>(
        &mut self,
        e: crate::uci::UciError,
        review: &mut Review,
        watch: Watch<'_>,
    ) -> Option<T> {
        self.engine = None;
        if !watch.cancelled() {
            self.choice = None;
            review.engine_failed = Some(e);
        }
        None
    }
}

fn look(
    game: &XiangqiGame,
    k: usize,
    moves: &[Move],
    asked: &mut Asked<'_>,
    review: &mut Review,
    settings: &ReviewSettings,
    watch: Watch<'_>,
) -> Look {
    let pos = game.position_at(k).unwrap_or(game.position());
    if pos.legal_moves().is_empty() {
        return Look {
            mate: None,
            analysis: None,
        };
    }
    // The engine thinks (its own process, on its own core) while the mate
    // search runs here: the position's time is the longer of the two, not their
    // sum. Neither depends on the other, so the findings are the same as one
    // after the other.
    let thinking = asked.go(game, &moves[..k], review, watch);
    let mate = find_mate(
        pos,
        settings.xiangqi_mate_moves,
        settings.xiangqi_mate,
        watch.cancel,
    );
    Look {
        mate: Some(mate.result),
        analysis: asked.answer(thinking, review, watch),
    }
}

/// Whether the mover, whose move reached `after` (the defender to move), still
/// wins within `left` more moves against every reply: [`Mate::No`] when it
/// does (nothing missed), [`Mate::Yes`] when not, not decided when a search
/// stopped. `missed` is the win the mover had.
fn kept(
    after: &Position,
    left: u32,
    missed: Mate,
    settings: &ReviewSettings,
    watch: Watch<'_>,
) -> Mate {
    if left == 0 {
        return missed;
    }
    let mut decided = true;
    for reply in after.legal_moves() {
        let next = after.after(reply);
        match find_mate(&next, left, settings.xiangqi_mate, watch.cancel).result {
            MateResult::Mate { moves, .. } if moves <= left => {}
            MateResult::Stopped { .. } => decided = false,
            _ => return missed,
        }
    }
    if decided {
        Mate::No
    } else {
        Mate::NotDecided
    }
}

/// Review `game` move by move.
pub fn review(game: &XiangqiGame, settings: &ReviewSettings, watch: Watch<'_>) -> Review {
    let moves: Vec<Move> = game.moves().collect();
    watch.progress.start(moves.len());
    let mut review = Review::new(GameKind::Xiangqi, moves.len());
    let mut asked = Asked {
        engine: None,
        choice: settings.engine.as_ref(),
    };
    let mut before = look(game, 0, &moves, &mut asked, &mut review, settings, watch);
    for (i, &mv) in moves.iter().enumerate() {
        if watch.cancelled() {
            review.cancelled = true;
            break;
        }
        let (Some(start), Some(end)) = (game.position_at(i), game.position_at(i + 1)) else {
            break;
        };
        let after = look(
            game,
            i + 1,
            &moves,
            &mut asked,
            &mut review,
            settings,
            watch,
        );
        if watch.cancelled() {
            review.cancelled = true;
            break;
        }
        let wins = after.mate.is_none();
        let missed_mate = match before.mate_finding(start) {
            _ if wins => Mate::No,
            found @ Mate::Yes { moves: n, .. } => kept(end, n - 1, found, settings, watch),
            other => other,
        };
        let allowed_mate = after.mate_finding(end);
        let eval = if wins {
            Some(Eval::Mate(0))
        } else {
            after.score().map(Eval::flipped)
        };
        let best_move = before.analysis.as_ref().map(|a| a.best);
        let loss = match (before.score(), eval) {
            _ if best_move == Some(mv) => eval.map(|_| 0),
            (Some(best), Some(played)) => Some(loss(best, played)),
            _ => None,
        };
        review.turns.push(TurnReview {
            number: start.fullmove_number(),
            side: start.side_to_move(),
            played: Line::Moves {
                start: Box::new(start.clone()),
                moves: vec![mv],
            },
            missed_mate,
            allowed_mate,
            eval,
            best: best_move.map(|m| Line::Moves {
                start: Box::new(start.clone()),
                moves: vec![m],
            }),
            loss,
            class: loss.and_then(Class::for_centipawn_loss),
        });
        watch.progress.advance();
        before = after;
    }
    if let Some(engine) = asked.engine.take() {
        engine.quit();
    }
    review
}
