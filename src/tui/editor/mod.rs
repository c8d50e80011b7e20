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
    self as rules, Edits, EngineAnalysisError, EngineSetting, Placement, SetupError,
    INTERACTIVE_MATE_LIMITS, XIANGQI_MATE_LIMITS,
};
use crate::play::analysis::{Analysis, MateFinding};
use crate::play::commands::Screen;
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

/// What the editor asks of the screens around it after an action.
pub enum SetupOutcome {
    Stay,
    /// Start playing this game.
    Play(Box<dyn PlayableGame>),
    /// Its help, over it.
    Help,
    /// Back to the menu (asking first when the position changed).
    Leave,
    /// Ask whether to clear the board (`X`).
    AskClear,
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
    /// The position the editor opened on (leaving asks first once it changed).
    opened_on: Placement,
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
    /// The seed's `К` just put on the cursor's cell (a `р` next makes it `Кр`, the
    /// king or general): the letter typed.
    seed_first: Option<char>,
    /// Tab completion of the command line.
    completer: crate::play::records::LineCompleter,
    /// The edits to undo and redo.
    edits: Edits,
    /// The FEN for the system clipboard (`y`, `:copy`), until the stack hands it
    /// to the terminal.
    pub clipboard: Option<String>,
}

impl SetupEditor {
    pub fn new(placement: Placement, settings: Settings) -> SetupEditor {
        let status = rules::check(&placement);
        let placement_again = placement.clone();
        SetupEditor {
            opened_on: placement.clone(),
            placement,
            cursor: Cell::new(4, 1),
            settings,
            mode: SetupMode::Edit,
            message: None,
            runner: Runner::default(),
            job: None,
            show_fen: false,
            status,
            notation: Notation::Algebraic,
            mate_depth: DEFAULT_MATE_MOVES,
            engine: None,
            seed_first: None,
            completer: Default::default(),
            edits: Edits::new(placement_again),
            clipboard: None,
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

    /// Whether the position is not the one the editor opened on.
    pub fn changed(&self) -> bool {
        self.placement != self.opened_on
    }

    pub fn input_mode(&self) -> SetupInput {
        if self.job.is_some() {
            return SetupInput::Busy;
        }
        match self.mode {
            SetupMode::Edit => SetupInput::Edit,
            SetupMode::Command(_) => SetupInput::Command,
            SetupMode::Analysis(_) => SetupInput::Analysis,
        }
    }

    /// What the key table needs to know: the game being set up and what the keys
    /// would act on, so that only the keys that act now are offered.
    pub fn key_facts(&self) -> crate::tui::keys::Facts {
        let flickering = self.placement.kind() == GameKind::Flickering;
        crate::tui::keys::Facts {
            flickering,
            // Xiangqi moves can be written in several notations.
            notations: !flickering,
            playable: self.status.is_ok(),
            engine: self.engine.is_some(),
            steps: self.analysis().is_some_and(|a| a.active_line().is_some()),
            corner: flickering && rules::castling_corner(self.cursor).is_some(),
            piece: self.placement.piece_at(self.cursor).is_some(),
            undo: self.edits.can_undo(),
            redo: self.edits.can_redo(),
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

    /// The placement changed: it can be undone, ask the rules core again, leave the
    /// analysis.
    fn edited(&mut self) {
        self.edits.note(&self.placement);
        self.checked();
    }

    /// Ask the rules core about the placement now, leave the analysis.
    fn checked(&mut self) {
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

    /// Pasted text goes into the command line when it is open; elsewhere it is a
    /// FEN, read as `:fen` reads it (not while work runs: its progress is said).
    pub fn paste(&mut self, text: &str) {
        match &mut self.mode {
            SetupMode::Command(line) => line.push_str(text),
            _ if text.trim().is_empty() => {}
            _ => match &self.job {
                Some(job) => {
                    let status = job.progress().say(self.lang());
                    self.info(status);
                }
                None => self.load_fen(text.trim()),
            },
        }
    }

    /// Do what an action asks.
    pub fn handle(&mut self, action: SetupAction) -> SetupOutcome {
        use SetupAction as A;
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
        // `К` then `р` on one cell is the seed's `Кр`: anything else between ends it.
        let seed_first = self.seed_first.take();
        match (self.mode.clone(), action) {
            (_, A::ForceQuit) => return SetupOutcome::Quit,
            (_, A::Help) => return SetupOutcome::Help,
            (SetupMode::Edit, A::Back) => return SetupOutcome::Leave,
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
            (_, A::Put(c)) => self.put(c, seed_first),
            (_, A::Remove) => {
                self.placement.set(self.cursor, None);
                self.edited();
            }
            // Nothing to lose: no question.
            (_, A::ClearBoard) if self.placement.cells().iter().all(Option::is_none) => {
                self.clear()
            }
            (_, A::ClearBoard) => return SetupOutcome::AskClear,
            (_, A::Undo) => self.undo(),
            (_, A::Redo) => self.redo(),
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
            (_, A::CopyFen) => self.copy_fen(),
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
            SetupAction::CommandComplete => {
                let mut text = text;
                let here = (Screen::Editor, self.placement.kind());
                let _ = self.completer.tab_line(&mut text, here, None);
                self.mode = SetupMode::Command(text);
            }
            _ => {}
        }
        SetupOutcome::Stay
    }

    /// Run a `:` command line: a command of [`crate::play::commands`], a FEN, or
    /// (Xiangqi) a move to check.
    pub fn run_command(&mut self, line: &str) -> SetupOutcome {
        use crate::play::commands::{parse, Command as C, Parsed};
        let command = match parse(Screen::Editor, self.placement.kind(), line) {
            Ok(Parsed::Empty) => return SetupOutcome::Stay,
            Ok(Parsed::Command(c)) => c,
            Ok(Parsed::Other(text)) => {
                self.check_text(text);
                return SetupOutcome::Stay;
            }
            Err(e) => {
                self.refuse(e.say(self.lang()));
                return SetupOutcome::Stay;
            }
        };
        match command {
            C::Fen(None) => self.show_fen(),
            C::Fen(Some(fen)) => self.load_fen(&fen),
            C::Copy(_) => self.copy_fen(),
            C::Clear => self.clear(),
            C::Start => self.reset(),
            C::Side(None) => self.toggle_side(),
            C::Side(Some(side)) => self.set_side(side),
            C::Castle(rights) => self.set_castling(rights),
            C::EnPassant(squares) => self.set_en_passant(&squares),
            C::Analyse => self.analyse(),
            C::Mate(depth) => {
                if let Some(n) = depth {
                    self.mate_depth = n;
                }
                self.mate_search();
            }
            C::Play => return self.play(),
            C::OtherGame => self.switch_game(),
            C::Flip => self.settings.flipped = !self.settings.flipped,
            C::Theme => {
                self.settings.theme = self.settings.theme.next();
                crate::tui::widgets::theme::Colours::apply_to_terminal(self.settings.theme);
                self.say(EditorText::Theme(self.settings.theme));
            }
            C::FileNumbers => {
                self.settings.file_numbers = !self.settings.file_numbers;
                self.say(EditorText::FileNumbers(self.settings.file_numbers));
            }
            C::Quit => return SetupOutcome::Quit,
            C::Help => return SetupOutcome::Help,
            // The game screen's: the parser gives them to the game only.
            _ => {}
        }
        SetupOutcome::Stay
    }

    /// A line that is no command: a FEN (it has a `/`), or a Xiangqi move to check
    /// (of the shape of one notation exactly): legal here, or why not.
    fn check_text(&mut self, line: &str) {
        if line.contains('/') {
            return self.load_fen(line);
        }
        if self.placement.kind() == GameKind::Xiangqi && Notation::of(line).is_ok() {
            match rules::try_move_text(&self.placement, line) {
                Ok(names) => self.say(EditorText::MoveLegal {
                    text: line,
                    moves: &names.join(" · "),
                }),
                Err(e) => self.refuse(e.say(self.lang())),
            }
            return;
        }
        let word = line.split_whitespace().next().unwrap_or(line).to_string();
        let unknown = crate::play::commands::CommandError::Unknown { word };
        self.refuse(unknown.say(self.lang()));
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

    /// Put the piece letter `c` names on the cursor's cell: a FEN letter of the game,
    /// or a seed letter (`Ф`, `К`); `р` right after `К` (`seed_first`) makes that
    /// piece the king or the general (`Кр`).
    fn put(&mut self, c: char, seed_first: Option<char>) {
        let kind = self.placement.kind();
        let piece = if rules::is_seed_king_second(c) {
            match seed_first.and_then(|first| rules::seed_king(kind, first)) {
                Some(king) => Some(king),
                None => return self.refuse_with(EditorText::KingSecondLetter(kind)),
            }
        } else {
            rules::piece_for_letter(kind, c).or_else(|| rules::piece_for_seed_letter(kind, c))
        };
        match piece {
            Some(piece) => {
                self.placement.set(self.cursor, Some(piece));
                self.edited();
                self.message = None;
                if rules::seed_king(kind, c).is_some() {
                    self.seed_first = Some(c);
                }
            }
            None => self.refuse_with(EditorText::NotAPieceLetter { letter: c, kind }),
        }
    }

    /// Back to the placement before the last edit.
    fn undo(&mut self) {
        if let Some(before) = self.edits.undo() {
            self.placement = before;
            self.checked();
            self.say(EditorText::Undone);
        }
    }

    /// Forward to the placement the last undo took back.
    fn redo(&mut self) {
        if let Some(after) = self.edits.redo() {
            self.placement = after;
            self.checked();
            self.say(EditorText::Redone);
        }
    }

    /// Clear the board (after `X` and a yes).
    pub fn clear(&mut self) {
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

    fn set_castling(&mut self, rights: crate::chess::Castling) {
        if !self.chess_only(ChessOnly::Castling) {
            return;
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

    fn set_en_passant(&mut self, squares: &[crate::chess::Square]) {
        if !self.chess_only(ChessOnly::EnPassant) {
            return;
        }
        let cells: Vec<Cell> = squares
            .iter()
            .map(|&sq| crate::play::adapters::flicker::cell(sq))
            .collect();
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
        // The other game's edits are not this one's.
        self.edits = Edits::new(self.placement.clone());
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

    /// `y`, `:copy`: the FEN for the clipboard, and say it was sent.
    fn copy_fen(&mut self) {
        self.clipboard = Some(rules::fen_of(&self.placement));
        self.say(EditorText::Copied);
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
            Box::new(move |cancel| {
                rules::engine_analysis(&placement, &engine, notation, cancel.flag())
            }),
        )
        // Esc ends the engine before anything else may start one.
        .ends_on_drop(Some(crate::uci::ENDS_WITHIN));
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

impl crate::tui::screen::Screen for SetupEditor {
    fn handle(
        &mut self,
        event: &ratatui::crossterm::event::Event,
        area: ratatui::layout::Rect,
        cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        use crate::tui::screen::Outcome;
        use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
        let action = match event {
            Event::Key(key) => self.action_for(key),
            Event::Paste(text) => {
                self.paste(&crate::tui::screen::pasted_line(text));
                None
            }
            Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                crate::tui::widgets::layout::ScreenLayout::compute(
                    area,
                    self.placement.shape(),
                    self.settings.flipped,
                )
                .board()
                .and_then(|b| b.cell_at(m.column, m.row))
                .map(SetupAction::Click)
            }
            _ => None,
        };
        let Some(action) = action else {
            return Outcome::Stay;
        };
        let lang = self.lang();
        let said = self.handle(action);
        if let Some(text) = self.clipboard.take() {
            cx.copy(&text);
        }
        match said {
            SetupOutcome::Stay => Outcome::Stay,
            SetupOutcome::Help => Outcome::Push(Box::new(view::help_screen(self))),
            SetupOutcome::Leave if self.changed() => Outcome::Push(Box::new(
                crate::tui::ask::Ask::leave(EditorText::AskLeave.say(lang), lang),
            )),
            SetupOutcome::Leave => Outcome::Back,
            SetupOutcome::AskClear => Outcome::Push(Box::new(crate::tui::ask::Ask::yes_no(
                EditorText::AskClear.say(lang),
                lang,
            ))),
            SetupOutcome::Quit => Outcome::Quit,
            SetupOutcome::Play(game) => {
                // A game played from a set-up position is autosaved too.
                let records = crate::play::records::Records::new(
                    game.as_ref(),
                    crate::record::RecordInfo::default(),
                    cx.data.clone(),
                    None,
                );
                let mut app = crate::tui::game::App::new(game, self.settings).with_records(records);
                app.runner = cx.runner;
                Outcome::Replace(Box::new(app))
            }
        }
    }

    fn draw(&self, area: ratatui::layout::Rect, buf: &mut ratatui::buffer::Buffer) {
        ratatui::widgets::Widget::render(self, area, buf);
    }

    /// The answer to the one yes/no question the editor asks: whether to clear the
    /// board.
    fn hear(
        &mut self,
        note: crate::tui::screen::Note,
        _cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        if let crate::tui::screen::Note::Answer(true) = note {
            self.clear();
        }
        crate::tui::screen::Outcome::Stay
    }

    fn busy(&self, _covered: bool) -> bool {
        self.job.is_some()
    }

    fn tick(&mut self, _covered: bool) -> bool {
        self.collect_job()
    }

    fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
    }
}
