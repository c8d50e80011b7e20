//! The review of a Flickering game, series by series (the rules of what is found
//! are in the parent module's docs).
//!
//! Each position where a series starts is looked at once (`Look`): the mate
//! search for the side to move (a mate it missed, or one the previous series
//! allowed) and the series engine's choice and score. The evaluation after a
//! series is the engine's score of the position after it, turned to the mover's
//! view; the loss compares it with the same evaluation after the series the
//! engine (or the mate search) would have played, so a series that reaches the
//! engine's position loses nothing.

use super::{loss, Class, Eval, Line, Mate, Review, ReviewSettings, TurnReview, Watch};
use crate::chess::Position;
use crate::flicker::engine::{best_series_with, eval::MATE, Decision, Request, Safety};
use crate::flicker::mate::{mate_in_one_cancellable, MateOutcome};
use crate::flicker::Series;
use crate::session::flicker::FlickerGame;
use crate::session::{EndReason, GameKind, GameResult};

/// The series the side to move would best play, and whether it mates.
struct Best {
    series: Series,
    mates: bool,
}

/// What is known of one position where a series starts.
struct Look {
    mate: MateOutcome,
    /// The engine's choice (none: it found no series, or it was stopped).
    engine: Option<Decision>,
}

impl Look {
    fn at(
        pos: &Position,
        history: &[Position],
        settings: &ReviewSettings,
        watch: Watch<'_>,
    ) -> Look {
        let mate = mate_in_one_cancellable(pos, settings.series_mate, watch.cancel).outcome;
        let engine = match &mate {
            // A mate found exactly needs no engine: nothing is worth more.
            MateOutcome::Found(_) => None,
            _ => engine_choice(pos, history, settings, watch),
        };
        Look { mate, engine }
    }

    /// The value of the position for the side to move, as the engine scores it
    /// (a mate found by the search is [`MATE`]).
    fn value(&self) -> Option<i32> {
        match (&self.mate, &self.engine) {
            (MateOutcome::Found(_), _) => Some(MATE),
            (_, Some(d)) => Some(d.score),
            (_, None) => None,
        }
    }

    /// What the side to move would best play: the mating series, else the engine's.
    fn best(&self) -> Option<Best> {
        match (&self.mate, &self.engine) {
            (MateOutcome::Found(s), _) => Some(Best {
                series: s.clone(),
                mates: true,
            }),
            (_, Some(d)) => Some(Best {
                series: d.series.clone(),
                mates: d.safety == Safety::Mates,
            }),
            (_, None) => None,
        }
    }

    /// The mate the side to move has, as a finding.
    fn mate_finding(&self) -> Mate {
        match &self.mate {
            MateOutcome::Found(s) => Mate::Yes {
                line: Line::Series(Box::new(s.clone())),
                moves: 1,
            },
            MateOutcome::NoneExists => Mate::No,
            MateOutcome::GaveUp { .. } => Mate::NotDecided,
        }
    }
}

fn engine_choice(
    pos: &Position,
    history: &[Position],
    settings: &ReviewSettings,
    watch: Watch<'_>,
) -> Option<Decision> {
    let req = Request {
        position: *pos,
        history,
        level: crate::flicker::engine::Level::DEFAULT,
        time: None,
        seed: settings.series_seed,
    };
    best_series_with(&req, settings.series_engine, watch.cancel)
        .ok()
        .filter(|d| !d.interrupted || !watch.cancelled())
}

/// The evaluation, from the mover's view, of a position the opponent is to move
/// in, whose value for the opponent is `value`.
fn eval_after(value: i32) -> Eval {
    match value {
        v if v >= MATE => Eval::Mate(-1),
        v if v <= -MATE => Eval::Mate(1),
        v => Eval::Centipawns(-v),
    }
}

/// Review `game` series by series.
pub fn review(game: &FlickerGame, settings: &ReviewSettings, watch: Watch<'_>) -> Review {
    let played = game.history();
    watch.progress.start(played.len());
    let mut starts: Vec<Position> = played.iter().map(|p| p.start).collect();
    starts.push(*game.position());
    let stuck_at_end = matches!(
        game.result(),
        GameResult::Win {
            reason: EndReason::Checkmate,
            ..
        } | GameResult::Draw {
            reason: EndReason::Stalemate
        }
    );
    let mut review = Review::new(GameKind::Flickering, played.len());
    let look = |k: usize| -> Option<Look> {
        (k < played.len() || !stuck_at_end)
            .then(|| Look::at(&starts[k], &starts[..k], settings, watch))
    };
    let mut before = look(0);
    for (i, series) in played.iter().enumerate() {
        if watch.cancelled() {
            review.cancelled = true;
            return review;
        }
        let after = look(i + 1);
        if watch.cancelled() {
            review.cancelled = true;
            return review;
        }
        let mates = i + 1 == played.len()
            && matches!(
                game.result(),
                GameResult::Win {
                    reason: EndReason::Checkmate,
                    ..
                }
            );
        // A record's series replayed through the session is legal (were it not,
        // the entry would show no moves rather than stop the review).
        let played_series = Series::from_moves(series.start, &series.moves)
            .unwrap_or_else(|_| Series::new(series.start));
        let missed_mate = match before.as_ref().map(Look::mate_finding) {
            _ if mates => Mate::No,
            Some(found) => found,
            None => Mate::No,
        };
        let allowed_mate = match after.as_ref().map(Look::mate_finding) {
            _ if mates => Mate::No,
            Some(found) => found,
            // The position after is mate or stalemate: nothing to allow.
            None => Mate::No,
        };
        let eval = if mates {
            Some(Eval::Mate(0))
        } else if matches!(allowed_mate, Mate::Yes { .. }) {
            Some(Eval::Mate(-1))
        } else {
            match &after {
                Some(look) => look.value().map(eval_after),
                // Stalemate: a draw.
                None => Some(Eval::Centipawns(0)),
            }
        };
        let best = before.as_ref().and_then(Look::best);
        let loss = match (&best, eval) {
            (Some(best), Some(eval)) => {
                loss_against(best, &starts[i + 1], eval, &starts[..=i], settings, watch)
            }
            _ => None,
        };
        review.turns.push(TurnReview {
            number: series.start.fullmove_number(),
            side: series.side(),
            played: Line::Series(Box::new(played_series)),
            missed_mate,
            allowed_mate,
            eval,
            best: best.map(|b| Line::Series(Box::new(b.series))),
            loss,
            class: loss.and_then(Class::for_series_loss),
        });
        watch.progress.advance();
        before = after;
    }
    review
}

/// Whether two positions are the same for the review (the series played reached
/// the position the engine's choice would have).
fn same_position(a: &Position, b: &Position) -> bool {
    a.board() == b.board() && a.castling() == b.castling() && a.turn() == b.turn()
}

/// The loss of the series played, whose end is `played_end` and evaluation
/// `played`, against `best`: nothing when it reached the same position, else
/// the evaluation after `best` (looked at as the position after the series played
/// is) less `played`.
fn loss_against(
    best: &Best,
    played_end: &Position,
    played: Eval,
    history: &[Position],
    settings: &ReviewSettings,
    watch: Watch<'_>,
) -> Option<i32> {
    let end = best.series.end().ok()?;
    if same_position(&end, played_end) {
        return Some(0);
    }
    let best_eval = if best.mates {
        Eval::Mate(0)
    } else {
        let look = Look::at(&end, history, settings, watch);
        match look.mate {
            MateOutcome::Found(_) => Eval::Mate(-1),
            _ => eval_after(look.value()?),
        }
    };
    Some(loss(best_eval, played))
}
