//! The position editor: put pieces on any cell, set the side to move, castling
//! rights and en-passant squares, read or show a FEN, analyse the position, and start
//! a game from it. The editor keeps any placement, playable or not; whether it can be
//! played, and why not, is the rules core's answer (through
//! [`crate::play::adapters::setup`]).
//!
//! - [`crate::tui::keys::editor`]: the editor's keys;
//! - [`view`]: the editor's widget;
//! - [`crate::words::editor`]: the editor's and the analysis' words in the
//!   player's language ([`crate::words::editor::EditorText`]).

pub mod view;

use crate::core::Side;
use crate::i18n::Lang;
use crate::play::adapters::setup::{
    self as rules, EngineAnalysisError, EngineSetting, Placement, SetupError,
    INTERACTIVE_MATE_LIMITS, XIANGQI_MATE_LIMITS,
};
use crate::play::analysis::{Analysis, MateFinding};
use crate::play::port::{Cell, PlayableGame};
use crate::play::worker::{Job, JobEnd, Runner, Task};
use crate::play::Settings;
use crate::session::GameKind;
use crate::tui::game::Message;
pub use crate::tui::keys::editor::{setup_action_for_key, SetupAction, SetupInput};
use crate::words::editor::{ChessOnly, EditorText};
use crate::words::jobs::{Progress, Stopped};
use crate::words::Say;
use crate::xiangqi::mate::{DEFAULT_MATE_MOVES, MAX_MATE_MOVES};
use crate::xiangqi::notation::Notation;
use std::time::Duration;

/// What the editor is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupMode {
    Edit,
    /// The `:` command line with what was typed so far.
    Command(String),
    /// The checker's report, with a series to step through.
    Analysis(Box<Analysis>),
}

/// Work the editor has running off the UI thread.
pub enum EditorJob {
    /// The checker's report; `then_mate`: the mate search was asked for and
    /// starts when the report is in.
    Analyse {
        job: Job<Result<Analysis, SetupError>>,
        then_mate: bool,
    },
    /// The mate-in-one-series search (it stops soon after Esc).
    Mate(Job<Result<MateFinding, SetupError>>),
    /// The UCI engine's evaluation (Esc drops it; the engine quits when it answers).
    Engine(Job<Result<MateFinding, EngineAnalysisError>>),
}

impl EditorJob {
    /// What the job does.
    pub fn task(&self) -> &Task {
        match self {
            EditorJob::Analyse { job, .. } => job.task(),
            EditorJob::Mate(job) => job.task(),
            EditorJob::Engine(job) => job.task(),
        }
    }
    fn elapsed(&self) -> Duration {
        match self {
            EditorJob::Analyse { job, .. } => job.elapsed(),
            EditorJob::Mate(job) => job.elapsed(),
            EditorJob::Engine(job) => job.elapsed(),
        }
    }
    /// The status line: "Searching for a mate in one series… 1.2 s (Esc stops) ·
    /// at most …".
    pub fn progress(&self) -> Progress<'_> {
        Progress {
            task: self.task(),
            elapsed: self.elapsed(),
            opponent: None,
        }
    }
}

/// What the screen switch should do after an action.
pub enum SetupOutcome {
    Stay,
    /// Start playing this game.
    Play(Box<dyn PlayableGame>),
    Quit,
}

/// The editor's state.
pub struct SetupEditor {
    pub placement: Placement,
    pub cursor: Cell,
    pub settings: Settings,
    pub mode: SetupMode,
    pub message: Option<Message>,
    /// The FEN is shown in full in the side panel (after `:fen`).
    pub show_fen: bool,
    /// The help screen is shown over the editor.
    pub help: bool,
    /// The rules core's verdict on the placement: its FEN, or why it cannot be played.
    pub status: Result<String, SetupError>,
    /// Where slow work runs (a thread in the terminal program, inline in tests).
    pub runner: Runner,
    /// The analysis or mate search running now, if any.
    pub job: Option<EditorJob>,
    /// The notation the analysis writes Xiangqi moves in.
    pub notation: Notation,
    /// The longest Xiangqi mate searched for, in moves (1..=5).
    pub mate_depth: u32,
    /// The UCI engine the analysis asks (`e`), if one was given.
    pub engine: Option<EngineSetting>,
}

impl SetupEditor {
    pub fn new(placement: Placement, settings: Settings) -> SetupEditor {
        let status = rules::check(&placement);
        SetupEditor {
            placement,
            cursor: Cell::new(4, 1),
            settings,
            mode: SetupMode::Edit,
            message: None,
            runner: Runner::default(),
            job: None,
            show_fen: false,
            help: false,
            status,
            notation: Notation::Algebraic,
            mate_depth: DEFAULT_MATE_MOVES,
            engine: None,
        }
    }

    /// The editor with a UCI engine for its Xiangqi analysis.
    pub fn with_engine(mut self, engine: Option<EngineSetting>) -> SetupEditor {
        self.engine = engine;
        self
    }

    /// An editor on a game's start position, or on a FEN.
    pub fn open(kind: GameKind, fen: Option<&str>, settings: Settings) -> Result<Self, SetupError> {
        let placement = match fen {
            Some(f) => rules::placement_from_fen(kind, f)?,
            None => Placement::start(kind),
        };
        Ok(SetupEditor::new(placement, settings))
    }

    pub fn input_mode(&self) -> SetupInput {
        if self.help {
            return SetupInput::Help;
        }
        if self.job.is_some() {
            return SetupInput::Busy;
        }
        match self.mode {
            SetupMode::Edit => SetupInput::Edit,
            SetupMode::Command(_) => SetupInput::Command,
            SetupMode::Analysis(_) => SetupInput::Analysis,
        }
    }

    /// What the key table needs to know: the game being set up.
    pub fn key_facts(&self) -> crate::tui::keys::Facts {
        let flickering = self.placement.kind() == GameKind::Flickering;
        crate::tui::keys::Facts {
            flickering,
            // Xiangqi moves can be written in several notations.
            notations: !flickering,
            ..crate::tui::keys::Facts::default()
        }
    }

    /// The action a key asks for now.
    pub fn action_for(&self, key: &ratatui::crossterm::event::KeyEvent) -> Option<SetupAction> {
        crate::tui::keys::editor::setup_action_for_key_in(self.input_mode(), self.key_facts(), key)
    }

    pub fn analysis(&self) -> Option<&Analysis> {
        match &self.mode {
            SetupMode::Analysis(a) => Some(a),
            _ => None,
        }
    }

    fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: true,
        });
    }

    /// The placement changed: ask the rules core again, leave the analysis.
    fn edited(&mut self) {
        self.status = rules::check(&self.placement);
        if let SetupMode::Analysis(_) = self.mode {
            self.mode = SetupMode::Edit;
        }
    }

    fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// How Flickering series are written: as the game's move list (the seed's
    /// notation by default in Ukrainian).
    fn series_style(&self) -> crate::flicker::notation::SeriesStyle {
        crate::play::adapters::flicker::series_style(self.settings.notation)
    }

    /// Say `text` on the message line.
    fn say(&mut self, text: EditorText) {
        let text = text.say(self.lang());
        self.info(text);
    }

    /// Refuse with `text` on the message line.
    fn refuse_with(&mut self, text: EditorText) {
        let text = text.say(self.lang());
        self.refuse(text);
    }

    /// Pasted text goes into the command line when it is open.
    pub fn paste(&mut self, text: &str) {
        if let SetupMode::Command(line) = &mut self.mode {
            line.push_str(text);
        }
    }

    /// Do what an action asks.
    pub fn handle(&mut self, action: SetupAction) -> SetupOutcome {
        use SetupAction as A;
        if self.help {
            self.help = false;
            return SetupOutcome::Stay;
        }
        if let Some(job) = &self.job {
            match action {
                A::ForceQuit => return SetupOutcome::Quit,
                A::Cancel => {
                    let task = job.task().clone();
                    // Dropping the job cancels it; a late result is not used.
                    self.job = None;
                    let text = Stopped(&task).say(self.lang());
                    self.info(text);
                    return SetupOutcome::Stay;
                }
                A::Cursor { .. } | A::Flip | A::Help | A::Click(_) => {}
                _ => {
                    let status = job.progress().say(self.lang());
                    self.info(status);
                    return SetupOutcome::Stay;
                }
            }
        }
        if let SetupMode::Command(text) = &mut self.mode {
            // Typing goes straight into the line (a long paste is not copied per key).
            if let A::CommandChar(c) = action {
                text.push(c);
                return SetupOutcome::Stay;
            }
        }
        match (self.mode.clone(), action) {
            (_, A::ForceQuit) => return SetupOutcome::Quit,
            (_, A::Help) => self.help = true,
            (SetupMode::Command(text), action) => return self.handle_command_mode(text, action),
            (_, A::Play) => return self.play(),
            (SetupMode::Analysis(_), A::Cancel) => {
                self.mode = SetupMode::Edit;
                self.message = None;
            }
            (SetupMode::Analysis(mut a), step) if is_step(&step) => {
                match a.active_line_mut() {
                    Some(line) => match step {
                        A::StepBack => line.back(),
                        A::StepForward => line.forward(),
                        A::StepStart => line.to_start(),
                        _ => line.to_end(),
                    },
                    None => self.say(EditorText::NoSeries),
                }
                self.mode = SetupMode::Analysis(a);
            }
            (_, A::Cursor { dx, dy }) => self.move_cursor(dx, dy),
            (_, A::Click(cell)) if self.placement.shape().contains(cell) => self.cursor = cell,
            (_, A::Put(c)) => self.put(c),
            (_, A::Remove) => {
                self.placement.set(self.cursor, None);
                self.edited();
            }
            (_, A::ClearBoard) => self.clear(),
            (_, A::StartPosition) => self.reset(),
            (_, A::ToggleSide) => self.toggle_side(),
            (_, A::ToggleCastling) => self.toggle_castling(),
            (_, A::ToggleEnPassant) => self.toggle_en_passant(),
            (_, A::SwitchGame) => self.switch_game(),
            (_, A::Flip) => self.settings.flipped = !self.settings.flipped,
            (_, A::Analyse) => self.analyse(),
            (_, A::MateSearch) => self.mate_search(),
            (_, A::EngineAnalysis) => self.engine_analysis(),
            (_, A::CycleNotation) => self.cycle_notation(),
            (_, A::MateDepth) => self.cycle_mate_depth(),
            (_, A::OpenCommand) => self.mode = SetupMode::Command(String::new()),
            (_, A::Cancel) => self.message = None,
            _ => {}
        }
        SetupOutcome::Stay
    }

    fn handle_command_mode(&mut self, mut text: String, action: SetupAction) -> SetupOutcome {
        match action {
            SetupAction::Cancel => self.mode = SetupMode::Edit,
            SetupAction::CommandChar(c) => {
                text.push(c);
                self.mode = SetupMode::Command(text);
            }
            SetupAction::CommandBackspace => {
                self.mode = if text.pop().is_none() {
                    SetupMode::Edit
                } else {
                    SetupMode::Command(text)
                };
            }
            SetupAction::CommandSubmit => {
                self.mode = SetupMode::Edit;
                return self.run_command(text.trim());
            }
            _ => {}
        }
        SetupOutcome::Stay
    }

    /// Run a `:` command line.
    pub fn run_command(&mut self, line: &str) -> SetupOutcome {
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match (word.to_ascii_lowercase().as_str(), rest) {
            ("", _) => {}
            ("fen", "") => self.show_fen(),
            ("fen", fen) => self.load_fen(fen),
            ("clear", _) => self.clear(),
            ("start" | "reset", _) => self.reset(),
            ("side", "") => self.toggle_side(),
            ("side", who) => match who.to_ascii_lowercase().as_str() {
                "w" | "white" | "r" | "red" => self.set_side(Side::White),
                "b" | "black" => self.set_side(Side::Black),
                other => self.refuse_with(EditorText::BadSide(other)),
            },
            ("castle" | "castling", rights) => self.set_castling(rights),
            ("ep", squares) => self.set_en_passant(squares),
            ("analyse" | "analyze" | "a", _) => self.analyse(),
            ("mate", "") => self.mate_search(),
            ("mate", n) => match n.parse::<u32>() {
                Ok(n) if (1..=MAX_MATE_MOVES).contains(&n) => {
                    self.mate_depth = n;
                    self.mate_search();
                }
                _ => self.refuse_with(EditorText::BadMateDepth(n)),
            },
            ("play", _) => return self.play(),
            ("game", _) => self.switch_game(),
            ("flip", _) => self.settings.flipped = !self.settings.flipped,
            ("theme" | "colours" | "colors", _) => {
                self.settings.theme = self.settings.theme.next();
                crate::tui::widgets::theme::Colours::apply_to_terminal(self.settings.theme);
                self.say(EditorText::Theme(self.settings.theme));
            }
            ("files" | "numbers", _) if self.placement.kind() == GameKind::Xiangqi => {
                self.settings.file_numbers = !self.settings.file_numbers;
                self.say(EditorText::FileNumbers(self.settings.file_numbers));
            }
            ("quit" | "q", _) => return SetupOutcome::Quit,
            ("help" | "?", _) => self.help = true,
            _ if line.contains('/') => self.load_fen(line),
            // A move (of the shape of one notation exactly): legal here, or why not.
            _ if self.placement.kind() == GameKind::Xiangqi && Notation::of(line).is_ok() => {
                match rules::try_move_text(&self.placement, line) {
                    Ok(names) => self.say(EditorText::MoveLegal {
                        text: line,
                        moves: &names.join(" · "),
                    }),
                    Err(e) => self.refuse(e.say(self.lang())),
                }
            }
            (other, _) => self.refuse_with(EditorText::UnknownCommand(other)),
        }
        SetupOutcome::Stay
    }

    fn move_cursor(&mut self, dx: i8, dy: i8) {
        self.cursor = crate::tui::widgets::layout::cursor_step(
            self.placement.shape(),
            self.settings.flipped,
            self.cursor,
            dx,
            dy,
        );
    }

    fn put(&mut self, c: char) {
        let kind = self.placement.kind();
        match rules::piece_for_letter(kind, c) {
            Some(piece) => {
                self.placement.set(self.cursor, Some(piece));
                self.edited();
                self.message = None;
            }
            None => self.refuse_with(EditorText::NotAPieceLetter { letter: c, kind }),
        }
    }

    fn clear(&mut self) {
        let turn = self.placement.turn();
        self.placement = Placement::empty(self.placement.kind());
        self.placement.set_turn(turn);
        self.edited();
        self.say(EditorText::BoardCleared);
    }

    fn reset(&mut self) {
        self.placement = Placement::start(self.placement.kind());
        self.edited();
        self.say(EditorText::StartPosition);
    }

    fn set_side(&mut self, side: Side) {
        self.placement.set_turn(side);
        self.edited();
        let kind = self.placement.kind();
        self.say(EditorText::ToMove { kind, side });
    }

    fn toggle_side(&mut self) {
        self.set_side(!self.placement.turn());
    }

    /// `what`: castling or en passant, which Xiangqi has not.
    fn chess_only(&mut self, what: ChessOnly) -> bool {
        if self.placement.kind() == GameKind::Xiangqi {
            self.refuse_with(EditorText::XiangqiHasNo(what));
            return false;
        }
        true
    }

    fn toggle_castling(&mut self) {
        if !self.chess_only(ChessOnly::Castling) {
            return;
        }
        match rules::castling_corner(self.cursor) {
            Some((side, wing)) => {
                let mut rights = self.placement.castling();
                rights.set(side, wing, !rights.has(side, wing));
                self.placement.set_castling(rights);
                self.edited();
                self.say(EditorText::CastlingRights(&rights.letters()));
            }
            None => self.refuse_with(EditorText::CastlingCorner),
        }
    }

    fn set_castling(&mut self, text: &str) {
        if !self.chess_only(ChessOnly::Castling) {
            return;
        }
        let mut rights = crate::chess::Castling::NONE;
        if text != "-" {
            for c in text.chars() {
                let Some((side, wing)) = crate::chess::Castling::from_letter(c) else {
                    return self.refuse_with(EditorText::BadCastling(text));
                };
                rights.set(side, wing, true);
            }
        }
        self.placement.set_castling(rights);
        self.edited();
        self.say(EditorText::CastlingRights(&rights.letters()));
    }

    fn toggle_en_passant(&mut self) {
        if !self.chess_only(ChessOnly::EnPassant) {
            return;
        }
        let cell = self.cursor;
        let mut ep = self.placement.en_passant();
        if let Some(i) = ep.iter().position(|&c| c == cell) {
            ep.remove(i);
        } else {
            ep.push(cell);
        }
        self.placement.set_en_passant(&ep);
        self.edited();
        self.say(EditorText::EpSquares(&ep));
    }

    fn set_en_passant(&mut self, text: &str) {
        if !self.chess_only(ChessOnly::EnPassant) {
            return;
        }
        let mut cells = Vec::new();
        if text != "-" {
            for word in text.split_whitespace() {
                match crate::chess::Square::parse(word) {
                    Some(sq) => cells.push(crate::play::adapters::flicker::cell(sq)),
                    None => return self.refuse_with(EditorText::EpNotASquare(word)),
                }
            }
        }
        self.placement.set_en_passant(&cells);
        self.edited();
        self.say(EditorText::EpSquares(&cells));
    }

    fn switch_game(&mut self) {
        let kind = match self.placement.kind() {
            GameKind::Flickering => GameKind::Xiangqi,
            GameKind::Xiangqi => GameKind::Flickering,
        };
        self.placement = Placement::start(kind);
        self.cursor = Cell::new(4, 1);
        self.mode = SetupMode::Edit;
        self.status = rules::check(&self.placement);
        self.say(EditorText::SettingUp(kind));
    }

    fn show_fen(&mut self) {
        self.show_fen = true;
        let fen = rules::fen_of(&self.placement);
        self.say(EditorText::Fen(&fen));
    }

    fn load_fen(&mut self, fen: &str) {
        match rules::placement_from_fen(self.placement.kind(), fen) {
            Ok(p) => {
                self.placement = p;
                self.edited();
                self.say(EditorText::FenRead);
            }
            Err(e) => self.refuse_with(EditorText::CannotReadFen(&e)),
        }
    }

    fn analyse(&mut self) {
        self.start_analysis(false);
    }

    /// Start the checker's report on the worker (taken at once when it ran inline).
    fn start_analysis(&mut self, then_mate: bool) {
        let placement = self.placement.clone();
        let (notation, style) = (self.notation, self.series_style());
        let job = Job::start(
            self.runner,
            Task::Analysing,
            Box::new(move |_| rules::analyse(&placement, notation, style)),
        );
        self.job = Some(EditorJob::Analyse { job, then_mate });
        self.collect_job();
    }

    fn mate_search(&mut self) {
        if self.analysis().is_none() {
            return self.start_analysis(true);
        }
        self.start_mate_search();
    }

    /// The next notation for Xiangqi moves (coordinates are left out: the board
    /// shows them); a standing analysis is written again in it.
    fn cycle_notation(&mut self) {
        if self.placement.kind() != GameKind::Xiangqi {
            return self.refuse_with(EditorText::OneNotation);
        }
        const CYCLE: [Notation; 3] = [Notation::Algebraic, Notation::Wxf, Notation::Chinese];
        let i = CYCLE.iter().position(|&n| n == self.notation).unwrap_or(0);
        self.notation = CYCLE[(i + 1) % CYCLE.len()];
        if let Some(a) = self.analysis() {
            // The mate line is written again too (by searching again).
            let then_mate = a.mate.is_some();
            self.start_analysis(then_mate);
        }
        if self.job.is_none() {
            self.say(EditorText::Notation(self.notation));
        }
    }

    /// The next depth of the Xiangqi mate search: 1, 2, … 5, 1.
    fn cycle_mate_depth(&mut self) {
        if self.placement.kind() != GameKind::Xiangqi {
            return self.refuse_with(EditorText::DepthIsForXiangqi);
        }
        self.mate_depth = self.mate_depth % MAX_MATE_MOVES + 1;
        self.say(EditorText::MateDepth(self.mate_depth));
    }

    /// Start the mate search on the worker. Its answer is taken at the next
    /// [`SetupEditor::collect_job`], after a frame saying what runs was drawn.
    fn start_mate_search(&mut self) {
        let placement = self.placement.clone();
        let style = self.series_style();
        let (task, work): (Task, crate::play::worker::Work<_>) = match placement.kind() {
            GameKind::Flickering => (
                Task::SeriesMate {
                    limit: INTERACTIVE_MATE_LIMITS.max_time,
                },
                Box::new(move |cancel| {
                    rules::mate_search(&placement, INTERACTIVE_MATE_LIMITS, style, cancel.flag())
                }),
            ),
            GameKind::Xiangqi => {
                let (depth, notation) = (self.mate_depth, self.notation);
                (
                    Task::Mate {
                        moves: depth,
                        limit: XIANGQI_MATE_LIMITS.time,
                    },
                    Box::new(move |cancel| {
                        rules::xiangqi_mate_search(
                            &placement,
                            depth,
                            XIANGQI_MATE_LIMITS,
                            notation,
                            cancel.flag(),
                        )
                    }),
                )
            }
        };
        self.say(EditorText::Started(&task));
        let job = Job::start(self.runner, task, work);
        self.job = Some(EditorJob::Mate(job));
    }

    /// Ask the UCI engine about the placement on the worker (Xiangqi analysis).
    fn engine_analysis(&mut self) {
        if self.placement.kind() != GameKind::Xiangqi {
            return self.refuse_with(EditorText::EngineIsForXiangqi);
        }
        let Some(engine) = self.engine.clone() else {
            return self.refuse_with(EditorText::NoEngine);
        };
        let (placement, notation) = (self.placement.clone(), self.notation);
        let task = Task::Engine {
            think: engine.movetime,
        };
        self.say(EditorText::Started(&task));
        let job = Job::start(
            self.runner,
            task,
            Box::new(move |_| rules::engine_analysis(&placement, &engine, notation)),
        );
        self.job = Some(EditorJob::Engine(job));
    }

    /// Take the result of the work running, if it is done; returns whether the
    /// screen changed.
    pub fn collect_job(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            return false;
        };
        let task = job.task().clone();
        match job {
            EditorJob::Analyse { job, then_mate } => {
                let then_mate = *then_mate;
                let Some(end) = job.finished() else {
                    return false;
                };
                self.job = None;
                match end {
                    JobEnd::Done(Ok(a)) => {
                        self.mode = SetupMode::Analysis(Box::new(a));
                        self.message = None;
                        if then_mate {
                            self.start_mate_search();
                        }
                    }
                    JobEnd::Done(Err(e)) => self.refuse_with(EditorText::CannotAnalyse(&e)),
                    JobEnd::Lost => self.refuse_with(EditorText::JobLost(&task)),
                }
            }
            EditorJob::Mate(job) => {
                let Some(end) = job.finished() else {
                    return false;
                };
                let lang = self.lang();
                let end = end.map_done(|r| r.map_err(|e| EditorText::CannotSearch(&e).say(lang)));
                self.take_finding(end, &task, |a| &mut a.mate);
            }
            EditorJob::Engine(job) => {
                let Some(end) = job.finished() else {
                    return false;
                };
                let lang = self.lang();
                let end = end.map_done(|r| r.map_err(|e| EditorText::NoEvaluation(&e).say(lang)));
                self.take_finding(end, &task, |a| &mut a.engine);
            }
        }
        true
    }

    /// A finished search or evaluation goes into the analysis' `slot`; a failure
    /// is refused in its words.
    fn take_finding(
        &mut self,
        end: JobEnd<Result<MateFinding, String>>,
        task: &Task,
        slot: fn(&mut Analysis) -> &mut Option<MateFinding>,
    ) {
        self.job = None;
        self.message = None;
        match end {
            JobEnd::Done(Ok(found)) => {
                if let SetupMode::Analysis(a) = &mut self.mode {
                    *slot(a) = Some(found);
                }
            }
            JobEnd::Done(Err(why)) => self.refuse(why),
            JobEnd::Lost => self.refuse_with(EditorText::JobLost(task)),
        }
    }

    fn play(&mut self) -> SetupOutcome {
        match rules::new_game(&self.placement) {
            Ok(game) => SetupOutcome::Play(game),
            Err(e) => {
                self.refuse_with(EditorText::NotPlayable(&e));
                SetupOutcome::Stay
            }
        }
    }
}

fn is_step(a: &SetupAction) -> bool {
    matches!(
        a,
        SetupAction::StepBack
            | SetupAction::StepForward
            | SetupAction::StepStart
            | SetupAction::StepEnd
    )
}
