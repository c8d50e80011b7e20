//! A Xiangqi game in progress: history, take-back, and everything that needs
//! history to decide — repetition with perpetual check and chase (`docs/rules/xiangqi.md` §4), the
//! optional club limit and 60-move rule — plus mate, stalemate, the material draw,
//! draw by agreement and resignation.
//!
//! **Piece identity.** Every piece is named by the point it stood on when the game
//! started ([`PieceId`]), and the names travel with the pieces, so "the same piece
//! is chased on every move" can be asked even when the piece runs around.
//!
//! **Repetition.** A position is the placement plus the side to move; only the
//! history since the last capture counts. At the third occurrence the player
//! who would repeat it next (the one who just moved into it) gets a
//! [`RepetitionWarning`] naming the rule at stake; at the fourth the game is ruled
//! on, looking at the moves since the position's first occurrence:
//! - a side checks perpetually if each of its moves in that window gives check;
//! - a side chases perpetually if some enemy piece is *newly* chased (chased after
//!   the move, not before, judged as if the mover were to move; see
//!   [`crate::xiangqi::chase`]) by each of its moves in the window;
//! - ruling: one perpetual checker loses; two → draw; else one perpetual chaser
//!   loses (a draw with [`XiangqiOptions::chase_draws`]); two → draw; else draw.
//!
//! **Readings decided here** (the rules file leaves them open):
//! - the warning at the third occurrence states what the ruling would be on the
//!   window seen so far and goes to the player who must change: the side that would
//!   lose (the perpetual checker or chaser), even when the other side's forced reply
//!   made the third occurrence; when a draw is at stake, to the player who just moved
//!   into the position;
//! - mate and stalemate are decided before anything else; then the club limit (when
//!   on), the material draw, repetition, and the 60-move rule (when on), which counts
//!   the FEN's half-move clock too;
//! - club limit: a run is the mover's consecutive moves since the last capture that
//!   each give check (or each leave the same enemy piece chased); the pieces counted
//!   are those that give the checks (or chase that piece); a run longer than 6, 12 or
//!   18 for 1, 2 or 3+ pieces loses on the move that makes it too long, unless it mates;
//! - [`XiangqiGame::take_back`] removes the last move and reopens the game, whatever
//!   ended it; a draw offer lapses when the opponent moves or a move is taken back.
//! - [`XiangqiGame::redo`] plays the taken-back moves again, the latest first, and
//!   judges each as it is played; a new move, resignation or agreed draw forgets them.

use super::{EndReason, GameKind, GameResult};
use crate::core::Side;
use crate::xiangqi::chase::{chases, checking_pieces};
use crate::xiangqi::notation::Notation;
use crate::xiangqi::{FenError, Move, NotationError, Point, Position};
use std::collections::{BTreeSet, HashMap};

/// Rule options (all off by default).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct XiangqiOptions {
    /// Perpetual chase by one side is a draw instead of a loss (the PRC reading).
    pub chase_draws: bool,
    /// The club limit: at most 6 consecutive checks (or chases of one piece) with one
    /// piece, 12 with two, 18 with three or more, without a capture in between.
    pub club_limit: bool,
    /// The 60-move rule: a draw after 120 plies without a capture.
    pub sixty_move_rule: bool,
}

/// A piece's identity: the index of the point it stood on at the start of the game.
pub type PieceId = u8;

type IdBoard = [Option<PieceId>; 90];

/// A warning at the third occurrence of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepetitionWarning {
    /// The player addressed: the one who must change (the side that would lose), or
    /// with a draw at stake the one who would repeat the position next.
    pub player: Side,
    /// What happens if the position occurs once more.
    pub at_stake: GameResult,
}

/// The warning in English, for the command line's `check` output and logs (the
/// player reads it in the words layer's words).
impl std::fmt::Display for RepetitionWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = KIND.side_title(self.player);
        let outcome = match self.at_stake {
            GameResult::Win { winner, reason } => {
                return write!(
                    f,
                    "This position has occurred three times; {name} must change moves: if it occurs once more, {} loses ({})",
                    KIND.side_title(!winner),
                    reason.describe(KIND)
                )
            }
            GameResult::Draw { reason } => format!("the game is drawn ({})", reason.describe(KIND)),
            GameResult::Ongoing => "the game goes on".into(),
        };
        write!(
            f,
            "This position has occurred three times; if {name} repeats it once more, {outcome}"
        )
    }
}

/// Why a move or action was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over ({}); no more moves", .0.reason(KIND))]
    GameOver(GameResult),
    #[error("{0} is not a legal move in this position")]
    IllegalMove(String),
    #[error("there is no draw offer from {} to accept", KIND.side_name(*.0))]
    NoDrawOffer(Side),
    #[error("there is no move to take back")]
    NothingToTakeBack,
    #[error("nothing to redo: redo follows a take-back, until a new move is made")]
    NothingToRedo,
    #[error(transparent)]
    Notation(#[from] NotationError),
}

/// One move played, with what the session needs to remember about it.
#[derive(Clone, Debug)]
struct Ply {
    mv: Move,
    after: Position,
    ids: IdBoard,
    warning: Option<RepetitionWarning>,
    /// The number of plies up to the last capture, this one included (0 if none):
    /// repetition history starts there.
    window_start: usize,
}

/// A Xiangqi game in progress.
#[derive(Clone, Debug)]
pub struct XiangqiGame {
    options: XiangqiOptions,
    start: Position,
    start_ids: IdBoard,
    plies: Vec<Ply>,
    result: GameResult,
    draw_offer: Option<Side>,
    /// The positions since the last capture, by [`repetition_hash`]: the ply counts
    /// after which each occurred, in order. Kept in step with `plies`, so that
    /// counting repetitions costs the same at move 100,000 as at move 10.
    seen: HashMap<u64, Vec<usize>>,
    /// The moves taken back, the latest last, for redo.
    redo: Vec<Move>,
}

const KIND: GameKind = GameKind::Xiangqi;

impl XiangqiGame {
    /// A game from the start position.
    pub fn new(options: XiangqiOptions) -> XiangqiGame {
        XiangqiGame::from_position(Position::start(), options)
    }

    /// A game from a FEN.
    pub fn from_fen(fen: &str, options: XiangqiOptions) -> Result<XiangqiGame, FenError> {
        Ok(XiangqiGame::from_position(
            Position::from_fen(fen)?,
            options,
        ))
    }

    /// A game from any position. (It may already be over: mate, stalemate, material.)
    pub fn from_position(start: Position, options: XiangqiOptions) -> XiangqiGame {
        let mut start_ids = [None; 90];
        for (p, _) in start.pieces() {
            start_ids[p.index()] = Some(p.index() as PieceId);
        }
        let mut game = XiangqiGame {
            options,
            start,
            start_ids,
            plies: Vec::new(),
            result: GameResult::Ongoing,
            draw_offer: None,
            seen: HashMap::new(),
            redo: Vec::new(),
        };
        game.rebuild_seen();
        game.result = game.static_result().unwrap_or(GameResult::Ongoing);
        game
    }

    pub fn options(&self) -> XiangqiOptions {
        self.options
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The position after `n` moves (0 = the start), if that many were played.
    pub fn position_at(&self, n: usize) -> Option<&Position> {
        match n {
            0 => Some(&self.start),
            _ => self.plies.get(n - 1).map(|p| &p.after),
        }
    }

    fn ids_at(&self, n: usize) -> &IdBoard {
        match n {
            0 => &self.start_ids,
            _ => &self.plies[n - 1].ids,
        }
    }

    /// The identity of the piece on `p` now.
    pub fn piece_id(&self, p: Point) -> Option<PieceId> {
        self.ids_at(self.plies.len())[p.index()]
    }

    pub fn side_to_move(&self) -> Side {
        self.position().side_to_move()
    }

    /// The moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    pub fn last_move(&self) -> Option<Move> {
        self.plies.last().map(|p| p.mv)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.position().in_check()
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.result.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    pub fn result(&self) -> GameResult {
        self.result
    }

    /// The warning given with the last move, if any.
    pub fn last_warning(&self) -> Option<&RepetitionWarning> {
        self.plies.last().and_then(|p| p.warning.as_ref())
    }

    /// All warnings given so far, with the number of the move that caused each (1-based).
    pub fn warnings(&self) -> impl Iterator<Item = (usize, &RepetitionWarning)> + '_ {
        self.plies
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.warning.as_ref().map(|w| (i + 1, w)))
    }

    /// The side whose draw offer is pending.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// Play a legal move. A game that is over accepts no more moves.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        self.play_move(mv)?;
        self.redo.clear();
        Ok(())
    }

    /// Whether a take-back can be redone now.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Play the last move taken back again; returns it.
    pub fn redo(&mut self) -> Result<Move, GameError> {
        let mv = *self.redo.last().ok_or(GameError::NothingToRedo)?;
        self.play_move(mv)?;
        self.redo.pop();
        Ok(mv)
    }

    fn play_move(&mut self, mv: Move) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if !self.position().is_legal(mv) {
            return Err(GameError::IllegalMove(mv.coord()));
        }
        let after = self.position().after(mv);
        let mut ids = *self.ids_at(self.plies.len());
        ids[mv.to.index()] = ids[mv.from.index()];
        ids[mv.from.index()] = None;
        let n = self.plies.len() + 1;
        let window_start = if mv.is_capture() {
            n
        } else {
            self.last_capture()
        };
        let key = repetition_hash(&after);
        self.plies.push(Ply {
            mv,
            after,
            ids,
            warning: None,
            window_start,
        });
        if mv.is_capture() {
            self.seen.clear();
        }
        self.seen.entry(key).or_default().push(n);
        // Making a move declines the opponent's offer; the mover's own offer stands.
        if self.draw_offer == Some(!mv.piece.side) {
            self.draw_offer = None;
        }
        let (result, warning) = self.adjudicate();
        self.result = result;
        if let Some(last) = self.plies.last_mut() {
            last.warning = warning;
        }
        Ok(())
    }

    /// Read `text` in `notation` and play it; returns the move played.
    pub fn play_text(&mut self, text: &str, notation: Notation) -> Result<Move, GameError> {
        self.ensure_ongoing()?;
        let mv = notation.parse(self.position(), text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// The moves played so far, written in `notation` (each in the position it was
    /// played from).
    pub fn move_list(&self, notation: Notation) -> Vec<String> {
        self.plies
            .iter()
            .enumerate()
            .map(|(i, ply)| {
                let before = self.position_at(i).unwrap_or(&self.start);
                notation.write(before, ply.mv)
            })
            .collect()
    }

    /// Take back the last move (also lifting a result it caused).
    pub fn take_back(&mut self) -> Result<Move, GameError> {
        let ply = self.plies.pop().ok_or(GameError::NothingToTakeBack)?;
        if ply.mv.is_capture() {
            self.rebuild_seen();
        } else if let Some(list) = self.seen.get_mut(&repetition_hash(&ply.after)) {
            list.pop();
        }
        self.draw_offer = None;
        self.redo.push(ply.mv);
        self.result = if self.plies.is_empty() {
            self.static_result().unwrap_or(GameResult::Ongoing)
        } else {
            GameResult::Ongoing
        };
        Ok(ply.mv)
    }

    /// `side` offers a draw; the opponent may accept it until it moves.
    pub fn offer_draw(&mut self, side: Side) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        self.draw_offer = Some(side);
        Ok(())
    }

    /// `side` accepts the opponent's draw offer.
    pub fn accept_draw(&mut self, side: Side) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if self.draw_offer != Some(!side) {
            return Err(GameError::NoDrawOffer(!side));
        }
        self.draw_offer = None;
        self.redo.clear();
        self.result = GameResult::Draw {
            reason: EndReason::Agreement,
        };
        Ok(())
    }

    /// `side` declines the opponent's draw offer; the game goes on.
    pub fn decline_draw(&mut self, side: Side) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        if self.draw_offer != Some(!side) {
            return Err(GameError::NoDrawOffer(!side));
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `side` resigns.
    pub fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.lose(side, EndReason::Resignation(side))
    }

    /// `side`'s time ran out; the opponent wins.
    pub fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.lose(side, EndReason::Time(side))
    }

    fn lose(&mut self, side: Side, reason: EndReason) -> Result<(), GameError> {
        self.ensure_ongoing()?;
        self.redo.clear();
        self.result = GameResult::Win {
            winner: !side,
            reason,
        };
        Ok(())
    }

    fn ensure_ongoing(&self) -> Result<(), GameError> {
        if self.result.is_over() {
            Err(GameError::GameOver(self.result))
        } else {
            Ok(())
        }
    }

    /// Results that follow from the current position alone: no legal move (the
    /// side to move loses), or no attacking pieces on either side (draw).
    fn static_result(&self) -> Option<GameResult> {
        let pos = self.position();
        let outcome = pos.outcome();
        if outcome.is_over() {
            return Some(outcome.into());
        }
        if pos.cannot_be_won() {
            return Some(GameResult::Draw {
                reason: EndReason::InsufficientMaterial,
            });
        }
        None
    }

    /// The result after the last move, and a warning to give with it.
    fn adjudicate(&self) -> (GameResult, Option<RepetitionWarning>) {
        let pos = self.position();
        let mover = !pos.side_to_move();
        let outcome = pos.outcome();
        if outcome.is_over() {
            return (outcome.into(), None);
        }
        if self.options.club_limit && self.exceeds_club_limit(mover) {
            return (
                GameResult::Win {
                    winner: !mover,
                    reason: EndReason::ClubLimit(mover),
                },
                None,
            );
        }
        if let Some(result) = self.static_result() {
            return (result, None);
        }
        let n = self.plies.len();
        let occurrences: Vec<usize> = self
            .seen
            .get(&repetition_hash(pos))
            .into_iter()
            .flatten()
            .copied()
            .filter(|&i| self.position_at(i).is_some_and(|p| same_position(p, pos)))
            .collect();
        if occurrences.len() >= 4 {
            return (self.repetition_ruling(occurrences[0], n), None);
        }
        if occurrences.len() == 3 {
            let at_stake = self.repetition_ruling(occurrences[0], n);
            let player = match at_stake {
                GameResult::Win { winner, .. } => !winner,
                _ => mover,
            };
            let warning = RepetitionWarning { player, at_stake };
            return (GameResult::Ongoing, Some(warning));
        }
        if self.options.sixty_move_rule && pos.halfmove_clock() >= 120 {
            return (
                GameResult::Draw {
                    reason: EndReason::MoveLimit,
                },
                None,
            );
        }
        (GameResult::Ongoing, None)
    }

    /// The number of plies up to the last capture (0 if none): history starts there.
    fn last_capture(&self) -> usize {
        self.plies.last().map_or(0, |p| p.window_start)
    }

    /// Recount [`XiangqiGame::seen`] from the last capture on.
    fn rebuild_seen(&mut self) {
        self.seen.clear();
        for i in self.last_capture()..=self.plies.len() {
            if let Some(p) = self.position_at(i) {
                self.seen.entry(repetition_hash(p)).or_default().push(i);
            }
        }
    }

    /// Chased enemy pieces (by identity) in the position after `n` plies, judged as
    /// if `side` were to move.
    fn chased_ids(&self, n: usize, side: Side) -> BTreeSet<PieceId> {
        let (Some(pos), ids) = (self.position_at(n), self.ids_at(n)) else {
            return BTreeSet::new();
        };
        chases(pos, side)
            .into_iter()
            .filter_map(|c| ids[c.target.index()])
            .collect()
    }

    /// Rule on the repetition whose window runs from ply `first` to ply `last`.
    fn repetition_ruling(&self, first: usize, last: usize) -> GameResult {
        let mut all_check = [true; 2];
        let mut chased: [Option<BTreeSet<PieceId>>; 2] = [None, None];
        for k in first..last {
            let Some(before) = self.position_at(k) else {
                continue;
            };
            let Some(after) = self.position_at(k + 1) else {
                continue;
            };
            let x = before.side_to_move();
            if !after.in_check() {
                all_check[x.index()] = false;
            }
            let newly: BTreeSet<PieceId> = self
                .chased_ids(k + 1, x)
                .difference(&self.chased_ids(k, x))
                .copied()
                .collect();
            let slot = &mut chased[x.index()];
            *slot = Some(match slot.take() {
                None => newly,
                Some(so_far) => so_far.intersection(&newly).copied().collect(),
            });
        }
        let checker = |s: Side| all_check[s.index()];
        let chaser = |s: Side| chased[s.index()].as_ref().is_some_and(|c| !c.is_empty());
        let (red, black) = (Side::White, Side::Black);
        if checker(red) && checker(black) {
            GameResult::Draw {
                reason: EndReason::MutualPerpetualCheck,
            }
        } else if checker(red) || checker(black) {
            let loser = if checker(red) { red } else { black };
            GameResult::Win {
                winner: !loser,
                reason: EndReason::PerpetualCheck(loser),
            }
        } else if chaser(red) && chaser(black) {
            GameResult::Draw {
                reason: EndReason::MutualPerpetualChase,
            }
        } else if chaser(red) || chaser(black) {
            let loser = if chaser(red) { red } else { black };
            let reason = EndReason::PerpetualChase(loser);
            if self.options.chase_draws {
                GameResult::Draw { reason }
            } else {
                GameResult::Win {
                    winner: !loser,
                    reason,
                }
            }
        } else {
            GameResult::Draw {
                reason: EndReason::IdleRepetition,
            }
        }
    }

    /// The club limit: did `side`'s last move make too many consecutive checks, or
    /// chases of one piece, without a capture in between?
    fn exceeds_club_limit(&self, side: Side) -> bool {
        let n = self.plies.len();
        let since = self.last_capture();
        // `side`'s moves, newest first: the ply numbers after each of them (walked
        // only as far as a run goes, never the whole history).
        let own_plies = || (since + 1..=n).rev().step_by(2);
        let limit = |pieces: usize| 6 * pieces.clamp(1, 3);
        // Consecutive checks.
        let mut checkers = BTreeSet::new();
        let mut run = 0;
        for k in own_plies() {
            let (Some(pos), ids) = (self.position_at(k), self.ids_at(k)) else {
                break;
            };
            if !pos.in_check() {
                break;
            }
            run += 1;
            checkers.extend(
                checking_pieces(pos, side)
                    .into_iter()
                    .filter_map(|p| ids[p.index()]),
            );
        }
        if run > limit(checkers.len()) {
            return true;
        }
        // Consecutive chases of the same piece.
        let Some(newest) = own_plies().next() else {
            return false;
        };
        let targets = self.chased_ids(newest, side);
        targets.into_iter().any(|target| {
            let mut chasers = BTreeSet::new();
            let mut run = 0;
            for k in own_plies() {
                let (Some(pos), ids) = (self.position_at(k), self.ids_at(k)) else {
                    break;
                };
                let by: Vec<PieceId> = chases(pos, side)
                    .into_iter()
                    .filter(|c| ids[c.target.index()] == Some(target))
                    .filter_map(|c| ids[c.chaser.index()])
                    .collect();
                if by.is_empty() {
                    break;
                }
                run += 1;
                chasers.extend(by);
            }
            run > limit(chasers.len())
        })
    }
}

/// A hash of what [`same_position`] compares (placement and side to move).
fn repetition_hash(p: &Position) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    p.side.hash(&mut h);
    p.board.hash(&mut h);
    h.finish()
}

/// Same placement and side to move (the move counters do not matter).
fn same_position(a: &Position, b: &Position) -> bool {
    a.side_to_move() == b.side_to_move() && a.pieces().eq(b.pieces())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::notation::coord;

    fn game(fen: &str, options: XiangqiOptions) -> XiangqiGame {
        XiangqiGame::from_fen(fen, options).unwrap()
    }

    fn play(game: &mut XiangqiGame, text: &str) -> Result<(), GameError> {
        let mv = coord::parse(game.position(), text).unwrap();
        game.play(mv)
    }

    #[test]
    fn repetition_counts_stay_right_through_take_backs_and_captures() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        let cycle = ["a1a2", "a10a9", "a2a1", "a9a10"];
        for text in cycle.iter().cycle().take(8) {
            play(&mut g, text).unwrap();
        }
        // The start position for the third time: a warning.
        assert!(g.last_warning().is_some());
        for _ in 0..5 {
            g.take_back().unwrap();
        }
        for text in cycle.iter().cycle().skip(3).take(5) {
            play(&mut g, text).unwrap();
        }
        assert!(g.last_warning().is_some());
        for text in cycle {
            play(&mut g, text).unwrap();
        }
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::IdleRepetition
            }
        );
        // Random play with captures and take-backs: the counts kept in step give the
        // same results and warnings as replaying the moves from the start.
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..400 {
            let moves = g.legal_moves();
            if moves.is_empty() || next() % 4 == 0 {
                let _ = g.take_back();
            } else {
                g.play(moves[next() as usize % moves.len()]).unwrap();
            }
            let mut replay = XiangqiGame::new(XiangqiOptions::default());
            for mv in g.moves() {
                replay.play(mv).unwrap();
            }
            assert_eq!(g.result().is_over(), replay.result().is_over());
            if g.result().is_over() {
                assert_eq!(g.result(), replay.result());
            }
            assert_eq!(g.last_warning(), replay.last_warning());
        }
    }

    #[test]
    fn the_perpetual_check_warning_goes_to_the_checker_even_after_the_forced_reply() {
        let mut g = game(
            "3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1",
            XiangqiOptions::default(),
        );
        // Red checks along rank 10 and rank 9; Black's king steps between d10 and d9.
        // The third occurrence of the start comes with Black's eighth-ply reply.
        for text in [
            "a9a10", "d10d9", "a10a9", "d9d10", "a9a10", "d10d9", "a10a9", "d9d10",
        ] {
            play(&mut g, text).unwrap();
        }
        let w = g.last_warning().expect("a warning at the third occurrence");
        let message = w.to_string();
        assert_eq!(w.player, Side::White, "{message}");
        assert!(message.contains("Red must change moves"), "{message}");
        assert!(
            message.contains("Red loses (perpetual check by Red)"),
            "{message}"
        );
    }

    #[test]
    fn checkmate_and_stalemate_lose_for_the_side_to_move() {
        let mut g = game(
            "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1",
            XiangqiOptions::default(),
        );
        play(&mut g, "b2b10").unwrap();
        assert_eq!(
            g.result(),
            GameResult::Win {
                winner: Side::White,
                reason: EndReason::Checkmate
            }
        );
        assert!(g.in_check());
        assert!(g.legal_moves().is_empty());

        let mut g = game(
            "3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1",
            XiangqiOptions::default(),
        );
        play(&mut g, "a9b9").unwrap();
        assert_eq!(
            g.result(),
            GameResult::Win {
                winner: Side::White,
                reason: EndReason::Stalemate
            }
        );
        assert!(!g.in_check());
    }

    #[test]
    fn a_finished_game_refuses_moves_and_take_back_reopens_it() {
        let mut g = game(
            "3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1",
            XiangqiOptions::default(),
        );
        let before = g.position().clone();
        play(&mut g, "a9b9").unwrap();
        assert!(g.result().is_over());
        let any = before.legal_moves()[0];
        assert!(matches!(g.play(any), Err(GameError::GameOver(_))));
        assert!(g.resign(Side::Black).is_err());
        let taken = g.take_back().unwrap();
        assert_eq!(taken.coord(), "a9b9");
        assert_eq!(g.position(), &before);
        assert_eq!(g.result(), GameResult::Ongoing);
        assert_eq!(g.last_move(), None);
        assert!(matches!(g.take_back(), Err(GameError::NothingToTakeBack)));
    }

    #[test]
    fn illegal_moves_are_refused() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        let black_move = coord::parse(
            &Position::start().after(coord::parse(&Position::start(), "h3e3").unwrap()),
            "h8e8",
        )
        .unwrap();
        assert!(matches!(g.play(black_move), Err(GameError::IllegalMove(_))));
        assert_eq!(g.moves().len(), 0);
    }

    #[test]
    fn no_attacking_pieces_is_a_draw() {
        let g = game(
            "3k5/4a4/9/9/9/9/9/4B4/4A4/4K4 w - - 0 1",
            XiangqiOptions::default(),
        );
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::InsufficientMaterial
            }
        );
        assert!(g.legal_moves().is_empty());
    }

    #[test]
    fn material_draw_after_the_last_attacker_falls() {
        let mut g = game(
            "3k5/9/9/9/9/9/9/3r5/4A4/4K4 w - - 0 1",
            XiangqiOptions::default(),
        );
        play(&mut g, "e2d3").unwrap();
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::InsufficientMaterial
            }
        );
    }

    #[test]
    fn agreement_and_resignation() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        g.offer_draw(Side::White).unwrap();
        play(&mut g, "h3e3").unwrap();
        // Red's own offer stands after Red's move; Black may accept it.
        assert_eq!(g.draw_offer(), Some(Side::White));
        play(&mut g, "h8e8").unwrap();
        // Black moved instead: declined.
        assert_eq!(g.draw_offer(), None);
        assert!(matches!(
            g.accept_draw(Side::White),
            Err(GameError::NoDrawOffer(_))
        ));
        // Declined in words: the offer is gone and the game goes on.
        g.offer_draw(Side::White).unwrap();
        assert!(g.decline_draw(Side::White).is_err(), "one's own offer");
        g.decline_draw(Side::Black).unwrap();
        assert_eq!(g.draw_offer(), None);
        assert!(!g.result().is_over());
        g.offer_draw(Side::White).unwrap();
        g.accept_draw(Side::Black).unwrap();
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::Agreement
            }
        );
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        g.resign(Side::White).unwrap();
        assert_eq!(g.result().summary(GameKind::Xiangqi), "black wins");
        assert_eq!(g.result().reason(GameKind::Xiangqi), "Red resigned");
    }

    #[test]
    fn sixty_move_rule_only_when_switched_on() {
        let fen = "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 119 80";
        let mut g = game(fen, XiangqiOptions::default());
        play(&mut g, "a2a3").unwrap();
        assert_eq!(g.result(), GameResult::Ongoing);
        let on = XiangqiOptions {
            sixty_move_rule: true,
            ..XiangqiOptions::default()
        };
        let mut g = game(fen, on);
        play(&mut g, "a2a3").unwrap();
        assert_eq!(
            g.result(),
            GameResult::Draw {
                reason: EndReason::MoveLimit
            }
        );
    }

    /// A non-capturing check that does not mate.
    fn quiet_check(g: &XiangqiGame) -> Option<Move> {
        g.legal_moves().into_iter().find(|&m| {
            let after = g.position().after(m);
            !m.is_capture() && after.in_check() && !after.legal_moves().is_empty()
        })
    }

    /// Search for a line in which the side to move checks on each of its next
    /// `checks` moves without capturing or repeating a position three times, and
    /// could then check once more.
    fn checking_line(g: &mut XiangqiGame, checks: usize, line: &mut Vec<Move>) -> bool {
        if checks == 0 {
            return quiet_check(g).is_some();
        }
        for mv in g.legal_moves() {
            if mv.is_capture() || !g.position().after(mv).in_check() {
                continue;
            }
            g.play(mv).unwrap();
            if !g.result().is_over() && g.last_warning().is_none() {
                for reply in g.legal_moves() {
                    if reply.is_capture() {
                        continue;
                    }
                    g.play(reply).unwrap();
                    line.extend([mv, reply]);
                    if g.last_warning().is_none() && checking_line(g, checks - 1, line) {
                        return true;
                    }
                    line.truncate(line.len() - 2);
                    g.take_back().unwrap();
                }
            }
            g.take_back().unwrap();
        }
        false
    }

    #[test]
    fn club_limit_six_checks_with_one_piece() {
        let fen = "3k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1";
        let mut line = Vec::new();
        let mut g = game(fen, XiangqiOptions::default());
        assert!(
            checking_line(&mut g, 6, &mut line),
            "six checks are possible"
        );
        for club_limit in [false, true] {
            let options = XiangqiOptions {
                club_limit,
                ..XiangqiOptions::default()
            };
            let mut g = game(fen, options);
            for &mv in &line {
                g.play(mv).unwrap();
            }
            assert_eq!(g.result(), GameResult::Ongoing);
            // A seventh check with the same chariot.
            let seventh = quiet_check(&g).unwrap();
            g.play(seventh).unwrap();
            let club = GameResult::Win {
                winner: Side::White,
                reason: EndReason::ClubLimit(Side::Black),
            };
            assert_eq!(g.result() == club, club_limit, "{:?}", g.result());
        }
    }

    #[test]
    fn moves_by_text_and_the_move_list_in_each_notation() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        g.play_text("C2.5", Notation::Wxf).unwrap();
        g.play_text("Hg8", Notation::Algebraic).unwrap();
        g.play_text("h1g3", Notation::Coordinate).unwrap();
        assert_eq!(g.move_list(Notation::Coordinate), ["h3e3", "h10g8", "h1g3"]);
        assert_eq!(g.move_list(Notation::Algebraic), ["Che3", "Hg8", "Hg3"]);
        assert_eq!(g.move_list(Notation::Wxf), ["C2.5", "H8+7", "H2+3"]);
        assert!(matches!(
            g.play_text("Ae9", Notation::Algebraic),
            Err(GameError::Notation(NotationError::Ambiguous { .. }))
        ));
    }

    #[test]
    fn identities_follow_the_pieces() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        let h3 = Point::parse("h3").unwrap();
        let id = g.piece_id(h3);
        play(&mut g, "h3e3").unwrap();
        assert_eq!(g.piece_id(Point::parse("e3").unwrap()), id);
        assert_eq!(g.piece_id(h3), None);
    }

    #[test]
    fn redo_plays_taken_back_moves_again_until_a_new_move() {
        let mut g = XiangqiGame::new(XiangqiOptions::default());
        g.play_text("h3e3", Notation::Coordinate).unwrap();
        g.play_text("h10g8", Notation::Coordinate).unwrap();
        let after_two = g.position().to_fen();
        g.take_back().unwrap();
        g.take_back().unwrap();
        assert_eq!(g.redo().map(|m| m.coord()), Ok("h3e3".to_string()));
        assert_eq!(g.redo().map(|m| m.coord()), Ok("h10g8".to_string()));
        assert_eq!(g.position().to_fen(), after_two);
        assert_eq!(g.redo(), Err(GameError::NothingToRedo));
        g.take_back().unwrap();
        g.play_text("b10c8", Notation::Coordinate).unwrap();
        assert!(!g.can_redo());
    }
}
