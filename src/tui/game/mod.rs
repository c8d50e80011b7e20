//! The state of the game screen and what each [`Action`] does to it. The rules are the
//! game's business: the app only asks the [`PlayableGame`] and shows the answers.

use crate::play::port::{Cell, GameError, MoveOutcome, NotationStyle, PlayableGame, UndoOutcome};
use crate::play::records::{self as records, FileCommand, Records};
use crate::play::Settings;
use crate::tui::keys::{Action, InputMode};
mod browse;
mod copy;
mod draw_offer;
pub mod files;
mod hint;
pub mod practice;
pub mod remote;
pub mod screen;
mod versus;
pub mod view;

use crate::core::Side;
use crate::play::opponent::{Opponent, Thought};
use crate::play::port::Hint;
use crate::play::setup::{GameSetup, Players};
use crate::play::worker::{Job, JobEnd, Runner, Task};
use crate::session::clock::Clock;
use crate::words::files::games::{GameSummary, Loaded};
use crate::words::game::GameText;
use crate::words::jobs::{Progress, Stopped};
use crate::words::sides::Player;
use crate::words::Say;
use practice::Practice;
use std::time::Instant;

/// A yes/no question about the game, asked over it ([`crate::tui::ask::Ask`]); the
/// answer comes back through [`App::answer`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// `by` offered a draw; the other side answers.
    AcceptDraw { by: Side },
    /// The computer, playing `by`, offers a draw on its own (`draw_offer`).
    ComputerOffersDraw { by: Side },
    /// `side` is about to resign.
    Resign { side: Side },
    /// `:save` names a file that exists: replace it?
    ReplaceFile,
    /// `:save` names a file in a folder that does not exist: create the folder?
    CreateFolder,
    /// A resumed game names an engine the player did not choose in this run: run it?
    StartEngine,
}

/// What the game screen asks of the screens around it after an action (the root
/// turns it into an [`crate::tui::screen::Outcome`]; a lesson or a puzzle on the
/// game's board answers it its own way).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Nothing: the game screen stays as it is.
    None,
    /// Its help, over it.
    Help,
    /// The settings, over it.
    Settings,
    /// A yes/no question about the game.
    Ask(Question),
    /// Leave the game (Esc with nothing selected, `q`): asks first while it goes on.
    Leave,
    /// End the program (Ctrl-C; `q` after a result).
    Quit,
    /// After a result: a new game, a rematch, or the menu.
    Next(Next),
    /// After a result: the review of this game.
    Review,
}

/// What the screen is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Board,
    /// The `:` command line with what was typed so far.
    Command(String),
    /// Choosing the piece a pawn promotes to.
    Promotion {
        from: Cell,
        to: Cell,
    },
    /// Looking at the position `step` moves into the turn after `index` completed
    /// moves or series (read-only; see [`crate::play::port::HistoryBrowsing`]).
    Browse {
        index: usize,
        step: usize,
    },
}

/// A finished job's result, whichever job it was.
enum Finished {
    Game(Result<Box<dyn PlayableGame>, GameError>),
    Hint(Result<Hint, GameError>),
}

pub use crate::tui::screen::Message;

/// Work the game screen has running off the UI thread.
pub enum GameJob {
    /// Ending the series on a copy of the game (the solver decides mate or
    /// stalemate); the copy replaces the game when it is done.
    EndSeries {
        job: Job<Result<Box<dyn PlayableGame>, GameError>>,
        turn: Side,
    },
    /// A hint (the solver's rescue series).
    Hint(Job<Result<Hint, GameError>>),
    /// The opponent thinking about its turn.
    Opponent(Job<Thought>),
}

impl GameJob {
    /// What the job does.
    pub fn task(&self) -> &Task {
        match self {
            GameJob::EndSeries { job, .. } => job.task(),
            GameJob::Hint(job) => job.task(),
            GameJob::Opponent(job) => job.task(),
        }
    }
    pub fn elapsed(&self) -> std::time::Duration {
        match self {
            GameJob::EndSeries { job, .. } => job.elapsed(),
            GameJob::Hint(job) => job.elapsed(),
            GameJob::Opponent(job) => job.elapsed(),
        }
    }
}

/// The game screen: a game, the cursor, the selection, the mode, the message.
pub struct App {
    pub game: Box<dyn PlayableGame>,
    pub cursor: Cell,
    pub selected: Option<Cell>,
    /// Legal destinations of the selected piece (asked from the game on selection).
    pub destinations: Vec<Cell>,
    pub mode: Mode,
    /// The question asked over the game, waiting for its answer.
    asked: Option<Question>,
    pub message: Option<Message>,
    pub settings: Settings,
    pub notation: NotationStyle,
    /// Practice aids: the hint shown and the attack overlay.
    pub practice: Practice,
    /// The board of a lesson or a puzzle, not a game: no draw offers, no
    /// resignation (their keys are not offered).
    pub exercise: bool,
    /// The game's record information and autosave (off unless attached).
    pub records: Records,
    /// The file a `:save` asks to replace, or to make the folder of.
    replace_path: Option<std::path::PathBuf>,
    /// Text for the system clipboard, until the stack hands it to the terminal.
    pub clipboard: Option<String>,
    /// Where slow work runs (a thread in the terminal program, inline in tests).
    pub runner: Runner,
    /// The work running now, if any: while it runs only Esc (stop it), Ctrl-C,
    /// the cursor, flip and help are taken.
    pub job: Option<GameJob>,
    /// The computer or engine playing one side (none: hot-seat).
    pub opponent: Option<Opponent>,
    /// The engine a resumed game names, until the player says it may run.
    pub unconfirmed: Option<Opponent>,
    /// The opponent Esc stopped, until `g` hands its side back.
    pub stopped: Option<Opponent>,
    /// What the opponent played, said once its turn has ended.
    opponent_note: Option<String>,
    /// The game's clock, when it is played on one.
    pub clock: Option<Clock>,
    /// The player stopped the clock (`p`).
    pub clock_paused: bool,
    /// A game read from a record: its clock waits for the next move (or `p`).
    pub clock_waits: bool,
    /// A game across the network whose line is down: the clock stops until the
    /// other player is back (the network screen says so; `p` does not start it).
    pub clock_held: bool,
    /// A game across the network whose line is lost and which this side can join
    /// again: the key bar and the help offer the key (the network screen acts on it).
    pub rejoin_key: bool,
    /// A game across the network, this side's (set by its screen): the keys differ.
    pub across: Option<Side>,
    /// A screen above keeps a status row at the panel's foot, above the message.
    pub status_row: bool,
    /// The time source of the clock (tests give made-up instants).
    pub now: fn() -> Instant,
}

/// What comes after a result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The same players, clock and opponent again.
    NewGame,
    /// Colours swapped: names and the opponent's side too.
    Rematch,
    Menu,
}

impl App {
    pub fn new(game: Box<dyn PlayableGame>, settings: Settings) -> App {
        let shape = game.shape();
        // Start the cursor on the king's file, on the side to move's second rank.
        let rank = match game.turn() {
            Side::White => 1,
            Side::Black => shape.ranks() - 2,
        };
        // The notation asked for, where the game has it; else the game's standard one.
        let notation = if game.notation_styles().contains(&settings.notation) {
            settings.notation
        } else {
            NotationStyle::Standard
        };
        let mut app = App {
            cursor: Cell::new(4, rank),
            game,
            selected: None,
            destinations: Vec::new(),
            mode: Mode::Board,
            asked: None,
            message: None,
            settings,
            notation,
            practice: Practice::default(),
            exercise: false,
            records: Records::default(),
            replace_path: None,
            clipboard: None,
            runner: Runner::default(),
            job: None,
            opponent: None,
            unconfirmed: None,
            stopped: None,
            opponent_note: None,
            clock: None,
            clock_paused: false,
            clock_waits: false,
            clock_held: false,
            rejoin_key: false,
            across: None,
            status_row: false,
            now: Instant::now,
        };
        app.auto_flip();
        app
    }

    /// The board of a lesson or a puzzle ([`App::exercise`]).
    pub fn for_exercise(mut self) -> App {
        self.exercise = true;
        self
    }

    /// The side whose turn was the game's first.
    fn first_side(&self) -> Side {
        let turn = self.game.turn();
        if self.game.history_len() % 2 == 0 {
            turn
        } else {
            !turn
        }
    }

    /// The players' names and the clock of this game (before its records are
    /// attached, so that the first record already has them).
    pub fn set_players(&mut self, players: &Players) {
        let kind = self.game.kind();
        self.records.info.white = players.name(kind, Side::White);
        self.records.info.black = players.name(kind, Side::Black);
        self.clock = players.clock.map(|tc| Clock::new(tc, self.first_side()));
        self.records.info.clock = self.clock.as_ref().map(Clock::log);
    }

    /// The name of `side`'s player (the side's name when none was given).
    pub fn player_name(&self, side: Side) -> String {
        let players = Players {
            white: self.records.info.white.clone(),
            black: self.records.info.black.clone(),
            clock: None,
        };
        players.name(self.game.kind(), side)
    }

    /// What this game was started with, for "new game" and "rematch".
    pub fn setup(&self) -> GameSetup {
        GameSetup {
            kind: self.game.kind(),
            players: Players {
                white: self.player_name(Side::White),
                black: self.player_name(Side::Black),
                clock: self.clock.as_ref().map(Clock::control),
            },
            opponent: self.opponent.as_ref().map(|o| (o.side, o.kind.clone())),
            hints: !self.records.info.hints_off,
        }
    }

    /// Whether the clock should run now: a clock, the game going on, nobody
    /// stopped it, no other screen over the game (`covered`: its help, the rules, a
    /// question, the settings), and no series being judged (that time is not the
    /// player's).
    fn clock_should_run(&self, covered: bool) -> bool {
        self.clock.is_some()
            && !self.clock_paused
            && !self.clock_waits
            && !self.clock_held
            && !covered
            && !self.game.result().is_over()
            && !matches!(self.job, Some(GameJob::EndSeries { .. }))
    }

    /// Whether a clock is counting.
    pub fn clock_running(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::running)
    }

    /// Whether the game has a clock that may run (the screen then wakes
    /// regularly to show it and to start or stop it).
    pub fn clock_ticking(&self) -> bool {
        self.clock.is_some() && !self.game.result().is_over()
    }

    /// Bring the clock up to date at `now`, the game screen on top: it runs or
    /// stops as the game says, and a fallen flag ends the game.
    pub fn tick(&mut self, now: Instant) {
        self.tick_at(now, false);
    }

    /// [`App::tick`], with another screen over the game when `covered`.
    pub fn tick_at(&mut self, now: Instant, covered: bool) {
        let run = self.clock_should_run(covered);
        let Some(clock) = &mut self.clock else { return };
        if run {
            clock.resume(now);
        } else {
            clock.pause(now);
        }
        if !run {
            return;
        }
        if let Some(side) = clock.flag(now) {
            clock.pause(now);
            self.flag_fell(side);
        }
    }

    /// `side`'s time ran out: whatever was going on stops and the game ends.
    fn flag_fell(&mut self, side: Side) {
        self.job = None;
        self.mode = Mode::Board;
        self.clear_selection();
        match self.game.lose_on_time(side) {
            Ok(()) => self.after_play(side),
            Err(e) => self.refuse(e),
        }
        self.autosave();
    }

    /// `p`: stop the clock, or start it again.
    fn toggle_clock(&mut self) {
        if self.clock.is_none() {
            return self.info(self.say(GameText::NoClock));
        }
        self.clock_paused = !self.clock_paused && !self.clock_waits;
        self.clock_waits = false;
        self.info(self.say(GameText::ClockPaused(self.clock_paused)));
    }

    /// The keymap to use now.
    pub fn input_mode(&self) -> InputMode {
        if self.opponent_thinking() {
            return InputMode::Thinking;
        }
        if self.job.is_some() {
            return InputMode::Busy;
        }
        match self.mode {
            Mode::Board => InputMode::Board,
            Mode::Command(_) => InputMode::Command,
            Mode::Promotion { .. } => InputMode::Promotion,
            Mode::Browse { .. } => InputMode::Browse,
        }
    }

    /// What the key tables need to know about the game, so that only the keys that
    /// act now are offered.
    pub fn key_facts(&self) -> crate::tui::keys::Facts {
        crate::tui::keys::Facts {
            series: self.game.has_series(),
            notations: self.game.notation_styles().len() > 1,
            flickering: self.game.kind() == crate::session::GameKind::Flickering,
            over: self.game.result().is_over(),
            clock: self.clock.is_some(),
            series_begun: !self.game.series_so_far().is_empty(),
            undo: match self.across {
                Some(me) => crate::play::remote::take_back_steps(self.game.as_ref(), me).is_some(),
                None => self.can_take_back(),
            },
            redo: self.game.can_redo(),
            history: self.move_before(self.live_position()).is_some(),
            draws: !self.exercise && self.game.draws().is_some(),
            commands: !self.exercise,
            hint: self.game.hint_due(),
            aids: self.game.practice().is_some(),
            cancel: self.selected.is_some(),
            stopped: self.stopped.is_some() && self.opponent.is_none(),
            rejoin: self.rejoin_key,
            across: self.across.is_some(),
            ..crate::tui::keys::Facts::default()
        }
    }

    /// Whether `u` would take something back now (against an opponent: the
    /// player's own turn, with the reply to it).
    fn can_take_back(&self) -> bool {
        match &self.opponent {
            _ if !self.game.can_undo() => false,
            Some(o) if self.game.series_so_far().is_empty() => {
                self.game.history_len() >= self.turns_to_take_back(o.side)
            }
            _ => true,
        }
    }

    /// The turns `u` takes back against the opponent playing `side`: the player's
    /// last one, and the opponent's reply when it has come.
    fn turns_to_take_back(&self, side: Side) -> usize {
        if self.game.turn() == side {
            1
        } else {
            2
        }
    }

    /// The action a key asks for now.
    pub fn action_for(&self, key: &ratatui::crossterm::event::KeyEvent) -> Option<Action> {
        crate::tui::keys::game::action_for_key_in(self.input_mode(), self.key_facts(), key)
    }

    pub(crate) fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: crate::tui::widgets::text::sentence(&text.into()),
            error: false,
        });
    }

    fn refuse(&mut self, err: GameError) {
        self.message = Some(Message {
            text: crate::tui::widgets::text::sentence(&err.say(self.settings.lang)),
            error: true,
        });
    }

    /// A text in the screen's language.
    fn say(&self, text: impl Say) -> String {
        text.say(self.settings.lang)
    }

    /// The status line of `job`: "Judging the end of the series… 0.3 s (Esc
    /// stops)", or who is thinking on the opponent's turn.
    pub fn job_progress<'a>(&self, job: &'a GameJob) -> Progress<'a> {
        Progress {
            task: job.task(),
            elapsed: job.elapsed(),
            opponent: self.opponent.as_ref().map(Opponent::name),
        }
    }

    /// `side`'s player as the panel names them (`name`: [`App::player_name`]): the
    /// side duochess's computer plays (now, or as the record says) is the computer.
    pub fn player<'a>(&self, side: Side, name: &'a str) -> Player<'a> {
        let playing = self.opponent.as_ref().filter(|o| o.side == side);
        let computer = match playing.map(|o| &o.kind) {
            Some(crate::play::opponent::OpponentKind::Computer { level }) => Some(level.number()),
            Some(_) => None,
            None => {
                let recorded = self.records.info.opponent.as_ref();
                recorded.and_then(|o| o.computer_level(side))
            }
        };
        Player {
            kind: self.game.kind(),
            side,
            name,
            computer,
        }
    }

    fn clear_selection(&mut self) {
        self.selected = None;
        self.destinations.clear();
    }

    fn auto_flip(&mut self) {
        if self.settings.auto_flip {
            self.settings.flipped = self.game.turn() == Side::Black;
        }
    }

    /// Called after the game accepted something: selection, flip and messages follow.
    fn after_play(&mut self, turn_before: Side) {
        self.clear_selection();
        self.practice.hint = None;
        // A game read from a record: its clock starts with the first move.
        self.clock_waits = false;
        let result = self.game.result();
        if result.is_over() {
            let kind = self.game.kind();
            self.info(self.say(GameText::GameOver { kind, result }));
            return;
        }
        if self.game.turn() != turn_before {
            self.message = self.game.notice().map(|notice| Message {
                text: notice.say(self.settings.lang),
                error: false,
            });
            if let Some(note) = self.opponent_note.take() {
                if self.message.is_none() {
                    self.info(note);
                }
            }
            self.auto_flip();
        } else if self.game.has_series() {
            let so_far = self.game.series_so_far_in(self.notation).join(", ");
            self.info(self.say(GameText::SeriesGoesOn(&so_far)));
        }
    }

    /// Autosave this new game in `data` (none: no autosave), keeping what its record
    /// says already (players, clock).
    pub fn autosave_in(&mut self, data: Option<crate::record::DataDir>) {
        let info = std::mem::take(&mut self.records.info);
        self.records = Records::new(self.game.as_ref(), info, data, None);
    }

    /// Attach record-keeping (record information, autosave). A record with a
    /// clock brings its times back; the clock waits for the next move (or `p`).
    pub fn with_records(mut self, records: Records) -> App {
        self.records = records;
        // A clock set for a new game (`set_players`) stays as it is.
        if let (None, Some(log)) = (&self.clock, &self.records.info.clock) {
            let mut clock = Clock::from_log(log, self.first_side(), self.game.history_len());
            if let crate::session::GameResult::Win {
                reason: crate::session::EndReason::Time(side),
                ..
            } = self.game.result()
            {
                if side == clock.to_move() {
                    clock.run_out();
                }
            }
            self.clock = Some(clock);
            self.clock_waits = !self.game.result().is_over();
        }
        self
    }

    /// Pasted text goes into the command line; on the board of a game it opens
    /// the line with it (a pasted move waits for ⏎). Elsewhere it does nothing.
    pub fn paste(&mut self, text: &str) {
        match &mut self.mode {
            Mode::Command(line) => line.push_str(text),
            Mode::Board if !self.exercise && self.job.is_none() && !text.trim().is_empty() => {
                self.mode = Mode::Command(text.trim_start().to_string());
            }
            _ => {}
        }
    }

    /// Do what an action asks, then autosave if the game changed; what the game
    /// asks of the screens around it.
    pub fn handle(&mut self, action: Action) -> Request {
        let may_change = files::may_change_game(&action);
        self.step(may_change, |app| app.dispatch(action))
    }

    /// The answer to the question asked ([`Request::Ask`]), then autosave.
    pub fn answer(&mut self, yes: bool) -> Request {
        self.step(true, |app| match app.asked.take() {
            Some(q) => app.answer_question(q, yes),
            None => Request::None,
        })
    }

    /// The question waiting for its answer, if any.
    pub fn asked(&self) -> Option<Question> {
        self.asked
    }

    /// `work` on the game, the clock brought up to date before and after it (a
    /// flag that fell since the last tick falls first), the game autosaved after
    /// it when it `may_change` the game, and the opponent's turn started if due.
    fn step(&mut self, may_change: bool, work: impl FnOnce(&mut App) -> Request) -> Request {
        self.tick((self.now)());
        let request = work(self);
        if may_change {
            self.autosave();
        }
        self.start_opponent_if_due();
        self.tick((self.now)());
        request
    }

    /// Ask `q` over the game; its answer comes back through [`App::answer`].
    fn ask(&mut self, q: Question) -> Request {
        self.asked = Some(q);
        Request::Ask(q)
    }

    /// Write the autosave when the game's record changed; its note joins the message.
    fn autosave(&mut self) {
        self.records.info.opponent = self.opponent.as_ref().map(Opponent::recorded);
        if let Some(clock) = &mut self.clock {
            // Turns played complete the mover's time; turns taken back restore
            // the times of the position gone back to.
            clock.follow(self.game.history_len(), (self.now)());
            self.records.info.clock = Some(clock.log());
        }
        let synced = self.records.sync(self.game.as_ref());
        if let Some(note) = synced.map(|note| Message {
            text: self.say(&note),
            error: note.is_error(),
        }) {
            self.message = Some(match self.message.take() {
                Some(old) => Message {
                    text: format!("{} {}", old.text, note.text),
                    error: old.error || note.error,
                },
                None => note,
            });
        }
    }

    fn dispatch(&mut self, action: Action) -> Request {
        if action == Action::ForceQuit {
            return Request::Quit;
        }
        if self.opponent_thinking() {
            match action {
                Action::Cancel => {
                    self.stop_opponent();
                    return Request::None;
                }
                Action::Undo => {
                    self.undo_against_opponent();
                    return Request::None;
                }
                // It thinks on while the question is open.
                Action::Quit => return Request::Leave,
                _ => {}
            }
        }
        if let Some(job) = &self.job {
            match action {
                Action::Cancel => {
                    let task = job.task().clone();
                    // Dropping the job cancels it; a late result is not used.
                    self.job = None;
                    self.info(self.say(Stopped(&task)));
                    return Request::None;
                }
                Action::Cursor { .. } | Action::Flip | Action::CycleTheme | Action::Help => {}
                _ => {
                    let status = self.say(self.job_progress(job));
                    self.info(status);
                    return Request::None;
                }
            }
        }
        if let Mode::Command(text) = &mut self.mode {
            // Typing goes straight into the line (a long paste is not copied per key).
            if let Action::CommandChar(c) = action {
                text.push(c);
                return Request::None;
            }
        }
        match self.mode.clone() {
            Mode::Command(text) => self.handle_command_mode(text, action),
            Mode::Promotion { from, to } => {
                match action {
                    Action::Promote(kind) => {
                        self.mode = Mode::Board;
                        let turn = self.game.turn();
                        match self.game.try_move(from, to, Some(kind)) {
                            Ok(_) => self.after_play(turn),
                            Err(e) => self.refuse(e),
                        }
                    }
                    Action::Cancel => {
                        self.mode = Mode::Board;
                        self.info(self.say(GameText::PromotionCancelled));
                    }
                    _ => {}
                }
                Request::None
            }
            Mode::Browse { index, step } => self.handle_browse((index, step), action),
            Mode::Board => self.handle_board(action),
        }
    }

    fn answer_question(&mut self, q: Question, yes: bool) -> Request {
        match q {
            Question::AcceptDraw { by } | Question::ComputerOffersDraw { by } => {
                let other = by.opponent();
                match self.game.answer_draw(yes) {
                    Ok(()) if yes => self.after_play(self.game.turn()),
                    Ok(()) => self.info(self.say(GameText::DrawDeclined {
                        kind: self.game.kind(),
                        side: other,
                    })),
                    Err(e) => self.refuse(e),
                }
            }
            Question::Resign { side } => {
                if yes {
                    match self.game.resign(side) {
                        Ok(()) => self.after_play(side),
                        Err(e) => self.refuse(e),
                    }
                } else {
                    self.info(self.say(GameText::PlayOn));
                }
            }
            Question::ReplaceFile => match self.replace_path.take() {
                Some(path) if yes => return self.save_to(path, true),
                _ => self.info(self.say(GameText::NotSavedFileKept)),
            },
            Question::CreateFolder => match self.replace_path.take() {
                Some(path) if yes => match records::create_folder_for(&path) {
                    Ok(()) => return self.save_to(path, false),
                    Err(e) => self.file_error(e),
                },
                _ => self.info(self.say(GameText::NotSavedNoFolder)),
            },
            Question::StartEngine => self.engine_answered(yes),
        }
        Request::None
    }

    fn handle_board(&mut self, action: Action) -> Request {
        match action {
            Action::Cursor { dx, dy } => self.move_cursor(dx, dy),
            Action::Pick => self.pick(),
            Action::Click(cell) => {
                if self.game.shape().contains(cell) {
                    self.cursor = cell;
                    self.pick();
                }
            }
            // Esc: the selection goes; with none, back (to the menu).
            Action::Cancel if self.selected.is_some() => {
                self.clear_selection();
                self.message = None;
            }
            Action::Cancel if self.game.result().is_over() => return Request::Next(Next::Menu),
            Action::Cancel => return Request::Leave,
            Action::OpenCommand => self.mode = Mode::Command(String::new()),
            other => return self.common(other),
        }
        Request::None
    }

    /// Actions available both from the board and from the command line.
    fn common(&mut self, action: Action) -> Request {
        match action {
            Action::EndSeries => self.end_series(),
            Action::Undo if self.opponent.is_some() => self.undo_against_opponent(),
            Action::Undo => {
                self.clear_selection();
                self.practice.hint = None;
                match self.game.undo() {
                    Ok(UndoOutcome::Move) => self.info(self.say(GameText::TookBackMove)),
                    Ok(UndoOutcome::Series) => {
                        let (kind, side) = (self.game.kind(), self.game.turn());
                        self.info(self.say(GameText::TookBackSeries { kind, side }));
                        self.auto_flip();
                    }
                    Err(e) => self.refuse(e),
                }
            }
            Action::Redo if self.opponent.is_some() => self.redo_against_opponent(),
            Action::Redo => self.redo(),
            Action::Flip => {
                self.settings.flipped = !self.settings.flipped;
            }
            Action::CycleTheme => {
                self.settings.theme = self.settings.theme.next();
                crate::tui::widgets::theme::Colours::apply_to_terminal(self.settings.theme);
                self.info(self.say(GameText::Theme(self.settings.theme)));
            }
            Action::OfferDraw => {
                let by = self.game.turn();
                let computer_answer =
                    Opponent::answer_to_offer(self.opponent.as_ref(), self.game.as_ref());
                match self.game.offer_draw() {
                    Ok(()) if computer_answer.is_some() => {
                        let accepts = computer_answer == Some(true);
                        match self.game.answer_draw(accepts) {
                            Ok(()) if accepts => {
                                self.after_play(self.game.turn());
                                let over = self.message.take().map(|m| m.text);
                                let accepted = self.say(GameText::ComputerAcceptsDraw);
                                self.info(match over {
                                    Some(over) => format!("{accepted} {over}"),
                                    None => accepted,
                                });
                            }
                            Ok(()) => self.info(self.say(GameText::ComputerDeclinesDraw)),
                            Err(e) => self.refuse(e),
                        }
                    }
                    Ok(()) => return self.ask(Question::AcceptDraw { by }),
                    Err(e) => self.refuse(e),
                }
            }
            Action::Resign => {
                if self.game.result().is_over() {
                    self.refuse(GameError::GameOver {
                        kind: self.game.kind(),
                        result: self.game.result(),
                    });
                } else {
                    return self.ask(Question::Resign {
                        side: self.game.turn(),
                    });
                }
            }
            Action::ShowFen => {
                let fen = self.game.fen();
                self.info(self.say(GameText::Fen(&fen)));
            }
            Action::Copy(what) => self.copy(what),
            Action::Help => return Request::Help,
            Action::Settings => return Request::Settings,
            Action::ToggleNotation => {
                let styles = self.game.notation_styles();
                if styles.len() < 2 {
                    self.info(self.say(GameText::OneNotation));
                } else {
                    let i = styles.iter().position(|s| *s == self.notation).unwrap_or(0);
                    self.notation = styles[(i + 1) % styles.len()];
                    self.settings.notation = self.notation;
                    self.info(self.say(GameText::Notation(self.notation)));
                }
            }
            Action::Hint => self.start_hint(),
            Action::OpponentBack => self.opponent_back(),
            Action::ToggleFileNumbers => {
                self.settings.file_numbers = !self.settings.file_numbers;
                self.info(self.say(GameText::FileNumbers(self.settings.file_numbers)));
            }
            Action::ToggleAttacks => {
                self.practice.show_attacks = !self.practice.show_attacks;
                if self.practice.show_attacks {
                    self.info(self.say(GameText::AttacksShown {
                        shape: self.game.shape(),
                        kind: self.game.kind(),
                        side: self.game.turn().opponent(),
                    }));
                } else {
                    self.info(self.say(GameText::AttacksHidden));
                }
            }
            Action::BrowseBack => self.enter_browse(false),
            Action::BrowseStart => self.enter_browse(true),
            Action::PauseClock => self.toggle_clock(),
            Action::NewGame | Action::Rematch | Action::Menu if self.game.result().is_over() => {
                return Request::Next(match action {
                    Action::NewGame => Next::NewGame,
                    Action::Rematch => Next::Rematch,
                    _ => Next::Menu,
                });
            }
            Action::Review if self.game.result().is_over() => return Request::Review,
            // A game that goes on asks first; after a result, q quits.
            Action::Quit if self.game.result().is_over() => return Request::Quit,
            Action::Quit => return Request::Leave,
            _ => {}
        }
        Request::None
    }

    /// End the series: on a copy of the game, on the worker, since the solver
    /// decides the result there. Games without series refuse at once.
    fn end_series(&mut self) {
        let turn = self.game.turn();
        if !self.game.has_series() {
            if let Err(e) = self.game.end_series() {
                self.refuse(e);
            }
            return;
        }
        let mut game = self.game.boxed_clone();
        let job = Job::start(
            self.runner,
            Task::JudgingSeries,
            Box::new(move |_| game.end_series().map(|()| game)),
        );
        self.job = Some(GameJob::EndSeries { job, turn });
        self.collect_job();
    }

    /// Take the result of the work running, if it is done; returns whether the
    /// screen changed. The game is autosaved when the work changed it.
    pub fn collect_job(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            // The opponent's turn may be due (a game that starts with its turn).
            self.start_opponent_if_due();
            return self.job.is_some();
        };
        let (end, turn) = match job {
            GameJob::EndSeries { job, turn } => match job.finished() {
                None => return false,
                Some(end) => (end.map_done(Finished::Game), Some(*turn)),
            },
            GameJob::Hint(job) => match job.finished() {
                None => return false,
                Some(end) => (end.map_done(Finished::Hint), None),
            },
            GameJob::Opponent(job) => match job.finished() {
                None => return false,
                Some(end) => {
                    self.job = None;
                    self.opponent_replied(end);
                    self.start_opponent_if_due();
                    return true;
                }
            },
        };
        let task = self.job.take().map(|j| j.task().clone());
        match end {
            JobEnd::Done(Finished::Game(Ok(game))) => {
                self.game = game;
                self.after_play(turn.unwrap_or(Side::White));
                self.autosave();
                self.start_opponent_if_due();
            }
            JobEnd::Done(Finished::Game(Err(e))) | JobEnd::Done(Finished::Hint(Err(e))) => {
                self.refuse(e)
            }
            JobEnd::Done(Finished::Hint(Ok(hint))) => {
                self.count_hint();
                let moves = hint.moves.join(", ");
                self.info(self.say(GameText::Hint(&moves)));
                self.practice.hint = Some(hint);
            }
            JobEnd::Lost => self.refuse(GameError::StepLost {
                task: task.unwrap_or(Task::Hint),
            }),
        }
        true
    }

    /// `U`: put back what undo took back (a move, or a whole series).
    fn redo(&mut self) {
        self.clear_selection();
        self.practice.hint = None;
        let turn = self.game.turn();
        match self.game.redo() {
            Ok(outcome) => {
                self.after_play(turn);
                let turn_changed = self.game.turn() != turn;
                if self.game.result().is_over() || (turn_changed && self.message.is_some()) {
                    // The result, or a notice about the move, says more.
                    return;
                }
                let kind = self.game.kind();
                let text = match outcome {
                    UndoOutcome::Series => self.say(GameText::RedidSeries { kind, side: turn }),
                    UndoOutcome::Move if turn_changed => self.say(GameText::RedidMove),
                    UndoOutcome::Move => self.say(GameText::RedidMoveInSeries(
                        &self.game.series_so_far_in(self.notation).join(", "),
                    )),
                };
                self.info(text);
            }
            Err(e) => self.refuse(e),
        }
    }

    fn handle_command_mode(&mut self, mut text: String, action: Action) -> Request {
        match action {
            Action::Cancel => self.mode = Mode::Board,
            Action::CommandChar(c) => {
                text.push(c);
                self.mode = Mode::Command(text);
            }
            Action::CommandBackspace => {
                if text.pop().is_none() {
                    self.mode = Mode::Board;
                } else {
                    self.mode = Mode::Command(text);
                }
            }
            Action::CommandSubmit => {
                self.mode = Mode::Board;
                return self.run_command(text.trim());
            }
            Action::CommandComplete => {
                // The message line is hidden under the command line: each further
                // Tab shows the next name in the line itself.
                let mut text = text;
                let _ = self.records.complete(&mut text, self.game.kind());
                self.mode = Mode::Command(text);
            }
            _ => {}
        }
        Request::None
    }

    /// Run a `:` command line: a command of [`crate::play::commands`], or moves in
    /// any notation.
    pub fn run_command(&mut self, line: &str) -> Request {
        use crate::play::commands::{parse, Command as C, Parsed, Screen};
        let command = match parse(Screen::Game, self.game.kind(), line) {
            Ok(Parsed::Empty) => return Request::None,
            Ok(Parsed::Command(c)) => c,
            Ok(Parsed::Other(text)) => {
                self.play_typed(text);
                return Request::None;
            }
            Err(e) => {
                let text = e.say(self.settings.lang);
                self.message = Some(Message {
                    text: crate::tui::widgets::text::sentence(&text),
                    error: true,
                });
                return Request::None;
            }
        };
        let action = match command {
            C::Save(path) => return self.file_command(FileCommand::Save(path)),
            C::Load(path) => return self.file_command(FileCommand::Load(path)),
            other => match crate::tui::keys::game::action_of(&other) {
                Some(action) => action,
                // The editor's: the parser gives them to the editor only.
                None => return Request::None,
            },
        };
        self.common(action)
    }

    /// A move, or a series, typed on the `:` line.
    fn play_typed(&mut self, text: &str) {
        if let Mode::Browse { .. } = self.mode {
            self.mode = Mode::Board;
        }
        self.clear_selection();
        let turn = self.game.turn();
        match self.game.play_text(text) {
            Ok(()) => self.after_play(turn),
            Err(e) => self.refuse(e),
        }
    }

    /// `:save PATH` / `:load PATH`. A load replaces the game only when the whole file
    /// was read and replayed; otherwise the error (line, move, reason) is shown and
    /// the game goes on.
    fn file_command(&mut self, command: FileCommand) -> Request {
        let path = match command.path(self.records.folder().as_deref()) {
            Ok(p) => p,
            Err(e) => {
                self.file_error(e);
                return Request::None;
            }
        };
        match command {
            FileCommand::Save(_) => return self.save_to(path, false),
            FileCommand::Load(_) => match records::open_record(&path, None) {
                Ok(opened) => {
                    let summary = GameSummary::of(opened.game.as_ref());
                    let mut records = std::mem::take(&mut self.records);
                    records.replace_game(opened.game.as_ref(), opened.info);
                    let notation = self.notation;
                    *self = App::new(opened.game, self.settings).with_records(records);
                    if self.game.notation_styles().contains(&notation) {
                        self.notation = notation;
                    }
                    self.info(self.say(Loaded {
                        path: &path,
                        summary,
                    }));
                }
                Err(e) => self.file_error(e),
            },
        }
        Request::None
    }

    /// `:save`: an existing file is replaced, or a missing folder made, only after
    /// the player says yes.
    fn save_to(&mut self, path: std::path::PathBuf, replace: bool) -> Request {
        self.records.make_folder_for(&path);
        self.records.info.opponent = self.opponent.as_ref().map(Opponent::recorded);
        match records::save(self.game.as_ref(), &self.records.info, &path, replace) {
            Ok(saved) => self.info(self.say(saved)),
            Err(crate::record::autosave::PersistError::Store(
                crate::record::StoreError::AlreadyExists { .. },
            )) => {
                self.replace_path = Some(path);
                return self.ask(Question::ReplaceFile);
            }
            Err(crate::record::autosave::PersistError::Store(
                crate::record::StoreError::NoFolder { .. },
            )) => {
                self.replace_path = Some(path);
                return self.ask(Question::CreateFolder);
            }
            Err(e) => self.file_error(e),
        }
        Request::None
    }

    fn file_error(&mut self, e: crate::record::autosave::PersistError) {
        self.message = Some(Message {
            text: e.say(self.settings.lang),
            error: true,
        });
    }

    fn move_cursor(&mut self, dx: i8, dy: i8) {
        self.cursor = crate::tui::widgets::layout::cursor_step(
            self.game.shape(),
            self.settings.flipped,
            self.cursor,
            dx,
            dy,
        );
    }

    fn pick(&mut self) {
        let cell = self.cursor;
        let result = self.game.result();
        if result.is_over() {
            self.refuse(GameError::GameOver {
                kind: self.game.kind(),
                result,
            });
            return;
        }
        let turn = self.game.turn();
        let piece = self.game.piece_at(cell);
        match self.selected {
            Some(from) if from == cell => {
                self.clear_selection();
                self.message = None;
            }
            Some(from) => {
                // Another own piece that is not a destination: select it instead.
                if piece.is_some_and(|p| p.side == turn) && !self.destinations.contains(&cell) {
                    self.select(cell);
                    return;
                }
                match self.game.try_move(from, cell, None) {
                    Ok(MoveOutcome::Played) => self.after_play(turn),
                    Ok(MoveOutcome::NeedsPromotion) => {
                        self.mode = Mode::Promotion { from, to: cell };
                        self.info(self.say(GameText::PromoteTo));
                    }
                    Err(e) => self.refuse(e),
                }
            }
            None => match piece {
                Some(p) if p.side == turn => self.select(cell),
                Some(p) => self.refuse(GameError::NotYourPiece {
                    kind: self.game.kind(),
                    piece: p.kind,
                    cell,
                    owner: p.side,
                }),
                None => self.refuse(GameError::NoPiece {
                    kind: self.game.kind(),
                    cell,
                    mover: turn,
                }),
            },
        }
    }

    fn select(&mut self, cell: Cell) {
        self.selected = Some(cell);
        self.destinations = self.game.destinations(cell);
        if self.destinations.is_empty() {
            let text = match self.game.immobile_reason(cell) {
                Some(why) => why.say(self.settings.lang),
                None => self.say(GameText::NoLegalMove(cell)),
            };
            self.info(text);
        } else {
            self.message = None;
        }
    }
}
