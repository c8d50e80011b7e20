//! The state of the game screen and what each [`Action`] does to it. The rules are the
//! game's business: the app only asks the [`PlayableGame`] and shows the answers.

use crate::tui::keys::{Action, InputMode};
use crate::tui::port::{Cell, GameError, MoveOutcome, NotationStyle, PlayableGame, UndoOutcome};
use crate::tui::widgets::glyphs::PieceStyle;
use files::{FileCommand, Records};
pub mod files;
pub mod practice;
pub mod view;

use crate::core::Side;
use crate::tui::port::Hint;
use crate::tui::worker::{Job, JobEnd, Runner};
use practice::Practice;

/// Display options chosen on the command line or in the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub style: PieceStyle,
    pub flipped: bool,
    /// Turn the board after each turn so the side to move is at the bottom.
    pub auto_flip: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            style: PieceStyle::Symbols,
            flipped: false,
            auto_flip: false,
        }
    }
}

/// A yes/no question on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// `by` offered a draw; the other side answers.
    AcceptDraw { by: Side },
    /// `side` is about to resign.
    Resign { side: Side },
    /// Leave a game that is still going on.
    Quit,
    /// `:save` names a file that exists ([`App::replace_path`]): replace it?
    ReplaceFile,
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
    Question(Question),
    /// Looking at the position after `index` completed moves or series (read-only).
    Browse {
        index: usize,
    },
}

/// A finished job's result, whichever job it was.
enum Finished {
    Game(Result<Box<dyn PlayableGame>, GameError>),
    Hint(Result<Hint, GameError>),
}

/// The message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    /// A refusal or error (drawn in red), rather than information.
    pub error: bool,
}

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
}

impl GameJob {
    pub fn what(&self) -> &str {
        match self {
            GameJob::EndSeries { job, .. } => job.what(),
            GameJob::Hint(job) => job.what(),
        }
    }
    /// "Judging the end of the series… 0.3 s (Esc stops)".
    pub fn status(&self) -> String {
        match self {
            GameJob::EndSeries { job, .. } => crate::tui::worker::status_text(job),
            GameJob::Hint(job) => crate::tui::worker::status_text(job),
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
    /// The help screen is shown over the current mode.
    pub help: bool,
    /// The player asked for the rules pages (the root shows them and clears this).
    pub rules_wanted: bool,
    pub message: Option<Message>,
    pub settings: Settings,
    pub notation: NotationStyle,
    /// Practice aids: the hint shown and the attack overlay.
    pub practice: Practice,
    pub quit: bool,
    /// The game's record information and autosave (off unless attached).
    pub records: Records,
    /// The existing file a `:save` asks to replace.
    pub replace_path: Option<std::path::PathBuf>,
    /// Where slow work runs (a thread in the terminal program, inline in tests).
    pub runner: Runner,
    /// The work running now, if any: while it runs only Esc (stop it), Ctrl-C,
    /// the cursor, flip and help are taken.
    pub job: Option<GameJob>,
}

impl App {
    pub fn new(game: Box<dyn PlayableGame>, settings: Settings) -> App {
        let shape = game.shape();
        // Start the cursor on the king's file, on the side to move's second rank.
        let rank = match game.turn() {
            Side::White => 1,
            Side::Black => shape.ranks() - 2,
        };
        let mut app = App {
            cursor: Cell::new(4, rank),
            game,
            selected: None,
            destinations: Vec::new(),
            mode: Mode::Board,
            help: false,
            rules_wanted: false,
            message: None,
            settings,
            notation: NotationStyle::Standard,
            practice: Practice::default(),
            quit: false,
            records: Records::default(),
            replace_path: None,
            runner: Runner::default(),
            job: None,
        };
        app.auto_flip();
        app
    }

    /// The keymap to use now.
    pub fn input_mode(&self) -> InputMode {
        if self.help {
            return InputMode::Help;
        }
        if self.job.is_some() {
            return InputMode::Busy;
        }
        match self.mode {
            Mode::Board => InputMode::Board,
            Mode::Command(_) => InputMode::Command,
            Mode::Promotion { .. } => InputMode::Promotion,
            Mode::Question(_) => InputMode::Question,
            Mode::Browse { .. } => InputMode::Browse,
        }
    }

    /// What the key tables need to know about the game.
    pub fn key_facts(&self) -> crate::tui::keys::Facts {
        crate::tui::keys::Facts {
            series: self.game.has_series(),
            notations: self.game.notation_styles().len() > 1,
            flickering: self.game.kind() == crate::session::GameKind::Flickering,
            over: self.game.result().is_over(),
        }
    }

    /// The action a key asks for now.
    pub fn action_for(&self, key: &ratatui::crossterm::event::KeyEvent) -> Option<Action> {
        crate::tui::keys::game::action_for_key_in(self.input_mode(), self.key_facts(), key)
    }

    fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    fn refuse(&mut self, err: GameError) {
        self.message = Some(Message {
            text: err.to_string(),
            error: true,
        });
    }

    /// The side's name, capitalised ("White", "Red").
    fn side_name(&self, side: Side) -> String {
        let name = self.game.kind().side_name(side);
        let mut c = name.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect())
            .unwrap_or_default()
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
        let result = self.game.result();
        if result.is_over() {
            let kind = self.game.kind();
            let summary = result.summary(kind);
            let mut c = summary.chars();
            let summary: String = c
                .next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default();
            self.info(format!(
                "Game over: {} — {}. Browse with b.",
                summary,
                result.reason(kind)
            ));
            return;
        }
        if self.game.turn() != turn_before {
            self.message = self
                .game
                .notice()
                .map(|text| Message { text, error: false });
            self.auto_flip();
        } else if self.game.has_series() {
            let so_far = self.game.series_so_far().join(", ");
            self.info(format!(
                "Series so far: {so_far} — move on, or e to end the series"
            ));
        }
    }

    /// Attach record-keeping (record information, autosave).
    pub fn with_records(mut self, records: Records) -> App {
        self.records = records;
        self
    }

    /// Pasted text goes into the command line when it is open (elsewhere it is
    /// not a key and does nothing).
    pub fn paste(&mut self, text: &str) {
        if let Mode::Command(line) = &mut self.mode {
            line.push_str(text);
        }
    }

    /// Do what an action asks, then autosave if the game changed.
    pub fn handle(&mut self, action: Action) {
        let may_change = files::may_change_game(&action);
        self.dispatch(action);
        if may_change {
            self.autosave();
        }
    }

    /// Write the autosave when the game's record changed; its note joins the message.
    fn autosave(&mut self) {
        if let Some(note) = self.records.sync(self.game.as_ref()) {
            self.message = Some(match self.message.take() {
                Some(old) => Message {
                    text: format!("{} {}", old.text, note.text),
                    error: old.error || note.error,
                },
                None => note,
            });
        }
    }

    fn dispatch(&mut self, action: Action) {
        if action == Action::ForceQuit {
            self.quit = true;
            return;
        }
        if let Some(job) = &self.job {
            match action {
                Action::Cancel if !self.help => {
                    let what = job.what().to_string();
                    // Dropping the job cancels it; a late result is not used.
                    self.job = None;
                    self.info(format!("Stopped: {what}."));
                    return;
                }
                Action::Cursor { .. } | Action::Flip | Action::Help => {}
                _ if self.help => {}
                _ => {
                    let status = job.status();
                    self.info(status);
                    return;
                }
            }
        }
        if self.help {
            self.help = false;
            self.rules_wanted = action == Action::Rules;
            if action == Action::Quit {
                self.dispatch(Action::Quit);
            }
            return;
        }
        if let Mode::Command(text) = &mut self.mode {
            // Typing goes straight into the line (a long paste is not copied per key).
            if let Action::CommandChar(c) = action {
                return text.push(c);
            }
        }
        match self.mode.clone() {
            Mode::Command(text) => self.handle_command_mode(text, action),
            Mode::Promotion { from, to } => match action {
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
                    self.info("promotion cancelled");
                }
                _ => {}
            },
            Mode::Question(q) => {
                if let Action::Answer(yes) = action {
                    self.mode = Mode::Board;
                    self.answer(q, yes);
                }
            }
            Mode::Browse { index } => self.handle_browse(index, action),
            Mode::Board => self.handle_board(action),
        }
    }

    fn answer(&mut self, q: Question, yes: bool) {
        match q {
            Question::AcceptDraw { by } => {
                let other = self.side_name(by.opponent());
                match self.game.answer_draw(yes) {
                    Ok(()) if yes => self.after_play(self.game.turn()),
                    Ok(()) => self.info(format!("{other} declined the draw")),
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
                    self.info("play on");
                }
            }
            Question::Quit => {
                if yes {
                    self.quit = true;
                } else {
                    self.message = None;
                }
            }
            Question::ReplaceFile => match self.replace_path.take() {
                Some(path) if yes => self.save_to(path, true),
                _ => self.info("Not saved; the file is as it was."),
            },
        }
    }

    fn handle_board(&mut self, action: Action) {
        match action {
            Action::Cursor { dx, dy } => self.move_cursor(dx, dy),
            Action::Pick => self.pick(),
            Action::Click(cell) => {
                if self.game.shape().contains(cell) {
                    self.cursor = cell;
                    self.pick();
                }
            }
            Action::Cancel => {
                if self.selected.is_some() {
                    self.clear_selection();
                }
                self.message = None;
            }
            Action::OpenCommand => self.mode = Mode::Command(String::new()),
            other => self.common(other),
        }
    }

    /// Actions available both from the board and from the command line.
    fn common(&mut self, action: Action) {
        match action {
            Action::EndSeries => self.end_series(),
            Action::Undo => {
                self.clear_selection();
                self.practice.hint = None;
                match self.game.undo() {
                    Ok(UndoOutcome::Move) => self.info("took back the last move"),
                    Ok(UndoOutcome::Series) => {
                        let who = self.side_name(self.game.turn());
                        self.info(format!("took back {who}'s whole series"));
                        self.auto_flip();
                    }
                    Err(e) => self.refuse(e),
                }
            }
            Action::Flip => {
                self.settings.flipped = !self.settings.flipped;
            }
            Action::OfferDraw => {
                let by = self.game.turn();
                match self.game.offer_draw() {
                    Ok(()) => self.mode = Mode::Question(Question::AcceptDraw { by }),
                    Err(e) => self.refuse(e),
                }
            }
            Action::Resign => {
                if self.game.result().is_over() {
                    let kind = self.game.kind();
                    self.refuse(GameError::GameOver(self.game.result().reason(kind)));
                } else {
                    self.mode = Mode::Question(Question::Resign {
                        side: self.game.turn(),
                    });
                }
            }
            Action::ShowFen => {
                let fen = self.game.fen();
                self.info(format!("FEN: {fen}"));
            }
            Action::Help => self.help = true,
            Action::ToggleNotation => {
                let styles = self.game.notation_styles();
                if styles.len() < 2 {
                    self.info("this game has one notation");
                } else {
                    let i = styles.iter().position(|s| *s == self.notation).unwrap_or(0);
                    self.notation = styles[(i + 1) % styles.len()];
                    self.info(format!("move list in {} notation", self.notation.name()));
                }
            }
            Action::Hint => {
                let game = self.game.boxed_clone();
                let job = Job::start(
                    self.runner,
                    "Looking for a hint",
                    Box::new(move |_| game.hint()),
                );
                self.job = Some(GameJob::Hint(job));
                self.collect_job();
            }
            Action::ToggleAttacks => {
                self.practice.show_attacks = !self.practice.show_attacks;
                let who = self.side_name(self.game.turn().opponent());
                let cells = match self.game.shape() {
                    crate::tui::port::BoardShape::Chess => "squares",
                    crate::tui::port::BoardShape::Xiangqi => "points",
                };
                if self.practice.show_attacks {
                    self.info(format!("showing the {cells} {who} attacks (a hides them)"));
                } else {
                    self.info("attack overlay off");
                }
            }
            Action::BrowseBack => self.enter_browse(false),
            Action::BrowseStart => self.enter_browse(true),
            Action::Quit => {
                if self.game.result().is_over() {
                    self.quit = true;
                } else {
                    self.mode = Mode::Question(Question::Quit);
                }
            }
            _ => {}
        }
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
            "Judging the position after the series",
            Box::new(move |_| game.end_series().map(|()| game)),
        );
        self.job = Some(GameJob::EndSeries { job, turn });
        self.collect_job();
    }

    /// Take the result of the work running, if it is done; returns whether the
    /// screen changed. The game is autosaved when the work changed it.
    pub fn collect_job(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            return false;
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
        };
        let what = self.job.take().map(|j| j.what().to_string());
        match end {
            JobEnd::Done(Finished::Game(Ok(game))) => {
                self.game = game;
                self.after_play(turn.unwrap_or(Side::White));
                self.autosave();
            }
            JobEnd::Done(Finished::Game(Err(e))) | JobEnd::Done(Finished::Hint(Err(e))) => {
                self.refuse(e)
            }
            JobEnd::Done(Finished::Hint(Ok(hint))) => {
                self.info(format!("hint: {}", hint.moves.join(", ")));
                self.practice.hint = Some(hint);
            }
            JobEnd::Lost => self.refuse(GameError::NotNow(format!(
                "{} failed without an answer; the game is as it was",
                what.unwrap_or_default()
            ))),
        }
        true
    }

    fn enter_browse(&mut self, to_start: bool) {
        let len = self.game.history_len();
        let mid_series = !self.game.series_so_far().is_empty();
        // The newest browsable position that differs from the live board.
        let newest = if mid_series {
            Some(len)
        } else {
            len.checked_sub(1)
        };
        match newest {
            Some(i) => {
                self.clear_selection();
                let index = if to_start { 0 } else { i };
                self.mode = Mode::Browse { index };
                self.info("browsing (read-only): ←/→ step, Home start, Esc back to the game");
            }
            None => self.info("no earlier position to browse"),
        }
    }

    fn handle_browse(&mut self, index: usize, action: Action) {
        let len = self.game.history_len();
        let mid_series = !self.game.series_so_far().is_empty();
        let last = if mid_series {
            len
        } else {
            len.saturating_sub(1)
        };
        match action {
            Action::BrowseBack => {
                self.mode = Mode::Browse {
                    index: index.saturating_sub(1),
                }
            }
            Action::BrowseForward => {
                if index >= last {
                    self.mode = Mode::Board;
                    self.message = None;
                } else {
                    self.mode = Mode::Browse { index: index + 1 };
                }
            }
            Action::BrowseStart => self.mode = Mode::Browse { index: 0 },
            Action::BrowseEnd => {
                self.mode = Mode::Board;
                self.message = None;
            }
            Action::OpenCommand => self.mode = Mode::Command(String::new()),
            Action::Flip | Action::Help | Action::Quit => self.common(action),
            _ => {}
        }
    }

    fn handle_command_mode(&mut self, mut text: String, action: Action) {
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
                self.run_command(text.trim());
            }
            _ => {}
        }
    }

    /// Run a `:` command line: a command word, or moves in any notation.
    pub fn run_command(&mut self, line: &str) {
        if let Some(command) = FileCommand::parse(line) {
            self.file_command(command);
            return;
        }
        let action = match line.to_ascii_lowercase().as_str() {
            "" => return,
            "end" | "e" => Action::EndSeries,
            "undo" | "u" => Action::Undo,
            "flip" => Action::Flip,
            "draw" => Action::OfferDraw,
            "resign" => Action::Resign,
            "fen" => Action::ShowFen,
            "help" | "?" => Action::Help,
            "wxf" | "notation" => Action::ToggleNotation,
            "hint" => Action::Hint,
            "attacks" => Action::ToggleAttacks,
            "quit" | "q" => Action::Quit,
            _ => {
                if let Mode::Browse { .. } = self.mode {
                    self.mode = Mode::Board;
                }
                self.clear_selection();
                let turn = self.game.turn();
                match self.game.play_text(line) {
                    Ok(()) => self.after_play(turn),
                    Err(e) => self.refuse(e),
                }
                return;
            }
        };
        self.common(action);
    }

    /// `:save PATH` / `:load PATH`. A load replaces the game only when the whole file
    /// was read and replayed; otherwise the error (line, move, reason) is shown and
    /// the game goes on.
    fn file_command(&mut self, command: FileCommand) {
        let path = match command.path() {
            Ok(p) => p,
            Err(e) => return self.file_error(e),
        };
        match command {
            FileCommand::Save(_) => self.save_to(path, false),
            FileCommand::Load(_) => match files::open_record(&path, None) {
                Ok(opened) => {
                    let summary = opened.summary();
                    let mut records = std::mem::take(&mut self.records);
                    records.replace_game(opened.game.as_ref(), opened.info);
                    let notation = self.notation;
                    *self = App::new(opened.game, self.settings).with_records(records);
                    if self.game.notation_styles().contains(&notation) {
                        self.notation = notation;
                    }
                    self.info(format!(
                        "Loaded {}: {summary}",
                        crate::core::text::shown_path(&path)
                    ));
                }
                Err(e) => self.file_error(e),
            },
        }
    }

    /// `:save`: an existing file is replaced only after the player says yes.
    fn save_to(&mut self, path: std::path::PathBuf, replace: bool) {
        match files::save(self.game.as_ref(), &self.records.info, &path, replace) {
            Ok(text) => self.info(text),
            Err(crate::record::autosave::PersistError::Store(
                crate::record::StoreError::AlreadyExists { .. },
            )) => {
                self.replace_path = Some(path);
                self.mode = Mode::Question(Question::ReplaceFile);
            }
            Err(e) => self.file_error(e),
        }
    }

    fn file_error(&mut self, e: crate::record::autosave::PersistError) {
        self.message = Some(Message {
            text: e.to_string(),
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
            let kind = self.game.kind();
            self.refuse(GameError::GameOver(result.reason(kind)));
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
                        self.info("promote to: q queen, r rook, b bishop, n knight (Esc cancels)");
                    }
                    Err(e) => self.refuse(e),
                }
            }
            None => match piece {
                Some(p) if p.side == turn => self.select(cell),
                Some(p) => {
                    let (owner, mover) = (self.side_name(p.side), self.side_name(turn));
                    self.refuse(GameError::NotNow(format!(
                        "the {} on {cell} is {owner}'s; it is {mover}'s turn",
                        p.kind.name()
                    )));
                }
                None => self.refuse(GameError::NotNow(format!(
                    "no piece on {cell}: pick one of {}'s pieces",
                    self.side_name(turn)
                ))),
            },
        }
    }

    fn select(&mut self, cell: Cell) {
        self.selected = Some(cell);
        self.destinations = self.game.destinations(cell);
        if self.destinations.is_empty() {
            let text = self.game.immobile_reason(cell).unwrap_or_else(|| {
                format!("the piece on {cell} has no legal move now; pick a destination to see why")
            });
            self.info(text);
        } else {
            self.message = None;
        }
    }
}
