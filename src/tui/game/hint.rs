//! `t`: a hint at any moment of the player's turn, run on the worker like the
//! opponent's turn so the screen keeps drawing; the answer is shown (in the side
//! panel and on the message line), never played. The hint itself is
//! [`crate::play::hint`]'s.

use super::{App, GameJob};
use crate::play::hint::{hint_work, HintEngine};
use crate::play::worker::{Job, Task};

impl App {
    /// Start looking for a hint for the side to move (unless hints were turned off
    /// for this game on the new-game screen: then that is said).
    pub(super) fn start_hint(&mut self) {
        if self.records.info.hints_off {
            self.info(self.say(crate::words::game::GameText::HintsOff));
            return;
        }
        let engine = self.opponent.as_ref().and_then(HintEngine::of);
        // A UCI engine's process ends with the job (Esc, quitting).
        let within = engine.as_ref().map(|_| crate::uci::ENDS_WITHIN);
        let work = hint_work(self.game.boxed_clone(), engine, self.notation);
        let job = Job::start(self.runner, Task::Hint, work).ends_on_drop(within);
        self.job = Some(GameJob::Hint(job));
        self.collect_job();
    }
}

impl App {
    /// A hint was shown to the side to move: the record counts it
    /// (`[WhiteHints]`/`[BlackHints]`).
    pub(super) fn count_hint(&mut self) {
        let side = self.game.turn();
        let count = &mut self.records.info.hints[side.fold(0, 1)];
        *count = count.saturating_add(1);
    }
}
