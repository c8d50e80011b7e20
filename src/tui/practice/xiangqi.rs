//! The practice screen's Xiangqi drill: mate-in-one and mate-in-two puzzles
//! generated on the worker, played on the Xiangqi board; each move of the player is
//! judged by the rules core (`practice::xiangqi_puzzle::judge_moves`), the
//! opponent's reply is played for them, and a missed puzzle's proved line is
//! stepped on the board.

use super::{Answer, PracticeScreen, BATCH};
use crate::play::worker::Task;
use crate::play::worker::{Job, JobEnd};
use crate::practice::xiangqi_puzzle::{
    generate_xiangqi, judge_moves, write_line, XiangqiExhausted, XiangqiKind, XiangqiProgress,
    XiangqiPuzzle, XiangqiRefused,
};
use crate::session::GameKind;
use crate::words::learn::practice::PracticeText;
use crate::words::Say;
use crate::xiangqi::notation::Notation;
use crate::xiangqi::{Move, Position};

/// The Xiangqi puzzles in play and the moves made in the current one.
pub struct Drill {
    pub kind: XiangqiKind,
    pub job: Option<Job<Result<Vec<XiangqiPuzzle>, XiangqiExhausted>>>,
    pub puzzles: Vec<XiangqiPuzzle>,
    pub missed: Vec<XiangqiPuzzle>,
    /// The player's moves and the replies, from the puzzle's position.
    pub played: Vec<Move>,
}

impl Drill {
    pub fn new(kind: XiangqiKind) -> Drill {
        Drill {
            kind,
            job: None,
            puzzles: Vec::new(),
            missed: Vec::new(),
            played: Vec::new(),
        }
    }

    /// The moves played so far in puzzle `current`, written in `notation` (the
    /// move list's).
    pub fn played_text(&self, current: usize, notation: Notation) -> String {
        let Some(puzzle) = self.puzzles.get(current) else {
            return String::new();
        };
        write_line(&puzzle.position, &self.played, notation).join(", ")
    }
}

impl PracticeScreen {
    /// Puzzles in the current batch.
    pub fn puzzle_count(&self) -> usize {
        match &self.xiangqi {
            Some(x) => x.puzzles.len(),
            None => self.puzzles.len(),
        }
    }

    /// The Xiangqi puzzle on the board, if any.
    pub fn xiangqi_puzzle(&self) -> Option<&XiangqiPuzzle> {
        let x = self.xiangqi.as_ref()?;
        self.board.as_ref().and(x.puzzles.get(self.current))
    }

    pub(super) fn start_xiangqi(&mut self) {
        let seed = self.seed;
        self.seed = self.seed.wrapping_add(1);
        self.board = None;
        self.answer = None;
        let runner = self.runner;
        let Some(x) = &mut self.xiangqi else { return };
        let kind = x.kind;
        x.job = Some(Job::start(
            runner,
            Task::XiangqiPuzzles(kind),
            Box::new(move |_| generate_xiangqi(kind, BATCH, seed)),
        ));
        self.collect_job();
    }

    pub(super) fn collect_xiangqi_job(&mut self) -> bool {
        let Some(x) = &mut self.xiangqi else {
            return false;
        };
        let Some(job) = &mut x.job else {
            return false;
        };
        match job.finished() {
            None => return false,
            Some(JobEnd::Done(Ok(puzzles))) => {
                x.job = None;
                x.puzzles = puzzles;
                self.current = 0;
                self.open_xiangqi();
            }
            Some(JobEnd::Done(Err(e))) => {
                x.job = None;
                self.message = Some(e.say(self.settings.lang));
            }
            Some(JobEnd::Lost) => {
                x.job = None;
                self.message = Some(PracticeText::GeneratorLost.say(self.settings.lang));
            }
        }
        true
    }

    pub(super) fn open_xiangqi(&mut self) {
        self.answer = None;
        let Some(x) = &mut self.xiangqi else { return };
        x.played.clear();
        let fen = x.puzzles.get(self.current).map(|p| p.position.to_fen());
        self.set_board(GameKind::Xiangqi, fen);
    }

    /// The board's position changed: find the player's move, judge it, and play the
    /// opponent's reply when the puzzle goes on.
    pub fn xiangqi_moved(&mut self) {
        let (Some(x), Some(app)) = (&mut self.xiangqi, &mut self.board) else {
            return;
        };
        let Some(puzzle) = x.puzzles.get(self.current).cloned() else {
            return;
        };
        let mut pos: Position = puzzle.position.clone();
        for m in &x.played {
            pos = pos.after(*m);
        }
        let now = app.game.fen();
        let placement = |fen: &str| fen.split(' ').next().unwrap_or("").to_string();
        let Some(m) = pos
            .legal_moves()
            .into_iter()
            .find(|m| placement(&pos.after(*m).to_fen()) == placement(&now))
        else {
            return;
        };
        x.played.push(m);
        let lang = self.settings.lang;
        let notation = app.notation.xiangqi();
        match judge_moves(&puzzle, &x.played, notation) {
            Ok(XiangqiProgress::Won) => {
                let text = PracticeText::Solved(&x.played_text(self.current, notation)).say(lang);
                self.xiangqi_record(true);
                self.answer = Some(Answer {
                    solved: true,
                    text,
                    proof: Vec::new(),
                    proof_shown: 0,
                    mate_proof: None,
                });
            }
            Ok(XiangqiProgress::Reply(r)) => {
                x.played.push(r);
                if let Err(e) = app.game.play_text(&r.coord()) {
                    self.message = Some(e.say(lang));
                }
            }
            Err(e) => self.xiangqi_missed(Some(e)),
        }
    }

    fn xiangqi_record(&mut self, solved: bool) {
        let Some(x) = &mut self.xiangqi else { return };
        if let Err(e) = self.progress.record(x.kind, solved) {
            self.message = Some(e.say(self.settings.lang));
        }
        if !solved {
            if let Some(p) = x.puzzles.get(self.current) {
                x.missed.push(p.clone());
            }
        }
    }

    /// A missed Xiangqi puzzle: the reason, and the proved line to step.
    pub(super) fn xiangqi_missed(&mut self, reason: Option<XiangqiRefused>) {
        let Some(puzzle) = self
            .xiangqi
            .as_ref()
            .and_then(|x| x.puzzles.get(self.current).cloned())
        else {
            return;
        };
        self.xiangqi_record(false);
        self.open_xiangqi();
        let lang = self.settings.lang;
        let notation = self.notation();
        let text = PracticeText::XiangqiMissed {
            why: reason.as_ref(),
            moves: &puzzle.written(notation).join(", "),
        }
        .say(lang);
        self.answer = Some(Answer {
            solved: false,
            text,
            proof: puzzle.coords(),
            proof_shown: 0,
            mate_proof: None,
        });
    }

    /// The Xiangqi notation the player chose for the move list.
    pub(super) fn notation(&self) -> Notation {
        self.board
            .as_ref()
            .map_or(Notation::default(), |app| app.notation.xiangqi())
    }

    pub(super) fn xiangqi_again(&mut self) {
        let Some(x) = &mut self.xiangqi else { return };
        if x.missed.is_empty() {
            self.message = Some(PracticeText::NoMissed.say(self.settings.lang));
        } else {
            x.puzzles = std::mem::take(&mut x.missed);
            self.current = 0;
            self.open_xiangqi();
        }
    }
}
