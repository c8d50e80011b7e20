//! The practice screen: choose a kind of puzzle and a difficulty, puzzles generated
//! and proved by the solver (`practice::generate`, on the worker), played in a row on
//! the game screen's board (series puzzles) or answered with keys (judge puzzles,
//! then the proof: the rescue stepped on the board), a score and a streak per kind
//! and difficulty saved in the data folder, and the missed puzzles again.

mod xiangqi;

use crate::i18n::Lang;
use crate::play::port::Cell;
use crate::play::worker::Task;
use crate::play::worker::{Job, JobEnd, Runner};
use crate::play::Settings;
use crate::practice::progress::{Progress, Track};
use crate::practice::proof::{prove, Bar, MateProof};
use crate::practice::xiangqi_puzzle::XiangqiKind;
use crate::practice::{
    check_text, check_verdict, generate, GenerateError, Generated, JudgeVerdict, Puzzle,
    PuzzleKind, Refused, Request, Solution,
};
use crate::session::GameKind;
use crate::tui::game::{App, Request as BoardRequest};
use crate::tui::keys::practice::{practice_action_for_key, PracticeAction, PracticeInput, KEYS};
use crate::tui::keys::{Action, Do, Facts};
use crate::tui::on_board::{board_bar, board_free, board_panel, BoardOutcome};
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::scroll::{Row, Scroll};
use crate::tui::widgets::text::{render_hints, render_too_small};
use crate::words::learn::practice::{AnyKind, PracticeText, Solution as Answered};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The game screen's hint key as its key bar writes it, left out of the bar here
/// (it would give the answer away).
fn hint_label() -> &'static str {
    crate::tui::keys::game::KEYS
        .iter()
        .find(|b| {
            b.keys
                .iter()
                .any(|(_, d)| matches!(d, crate::tui::keys::Do::Act(Action::Hint)))
        })
        .map_or("", |b| b.label)
}

/// Puzzles generated at a time.
pub const BATCH: usize = 5;

/// The difficulties offered: any, then 1 to 5 (5: five or more).
pub const DIFFICULTIES: [Option<u8>; 6] = [None, Some(1), Some(2), Some(3), Some(4), Some(5)];

pub fn difficulty_name(lang: Lang, d: Option<u8>) -> String {
    PracticeText::Difficulty(d).say(lang)
}

/// The answer given to the puzzle on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub solved: bool,
    pub text: String,
    /// The proof still to step on the board (moves in coordinates).
    pub proof: Vec<String>,
    pub proof_shown: usize,
    /// Why the position is mate or stalemate (judge puzzles with that verdict),
    /// written in the panel and marked on the board.
    pub mate_proof: Option<MateProof>,
}

/// The practice screen's state.
pub struct PracticeScreen {
    pub kind: PuzzleKind,
    pub difficulty: Option<u8>,
    pub job: Option<Job<Result<Generated, GenerateError>>>,
    pub puzzles: Vec<Puzzle>,
    pub current: usize,
    pub missed: Vec<Puzzle>,
    pub board: Option<Box<App>>,
    pub answer: Option<Answer>,
    pub progress: Progress,
    pub message: Option<String>,
    pub seed: u64,
    pub runner: Runner,
    pub settings: Settings,
    /// The Xiangqi drill, when one is chosen instead of a Flickering kind.
    pub xiangqi: Option<xiangqi::Drill>,
    /// Where the puzzle's text (the task, the answer and its proof) is scrolled.
    pub scroll: Scroll,
}

impl PracticeScreen {
    /// The screen with the progress read from `file` (`None`: not saved). A broken
    /// file is reported and left alone: this session's scores are then not saved.
    pub fn new(settings: Settings, file: Option<std::path::PathBuf>, seed: u64) -> PracticeScreen {
        let (progress, message) = match file.map(Progress::load) {
            None => (Progress::default(), None),
            Some(Ok(p)) => (p, None),
            Some(Err(e)) => (Progress::default(), Some(e.say(settings.lang))),
        };
        PracticeScreen {
            kind: PuzzleKind::Escape,
            difficulty: None,
            job: None,
            puzzles: Vec::new(),
            current: 0,
            missed: Vec::new(),
            board: None,
            answer: None,
            progress,
            message,
            seed,
            runner: Runner::default(),
            settings,
            xiangqi: None,
            scroll: Scroll::default(),
        }
    }

    pub fn track(&self) -> Track {
        (self.kind, self.difficulty)
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        if self.xiangqi.is_some() {
            return None;
        }
        self.board.as_ref().and(self.puzzles.get(self.current))
    }

    pub fn input_mode(&self) -> PracticeInput {
        if self.job.is_some() || self.xiangqi.as_ref().is_some_and(|x| x.job.is_some()) {
            PracticeInput::Generating
        } else if self.board.is_none() {
            PracticeInput::Choose
        } else if self.answer.is_some() {
            PracticeInput::Answered
        } else if self.kind == PuzzleKind::Judge && self.xiangqi.is_none() {
            PracticeInput::Verdict
        } else {
            PracticeInput::Board
        }
    }

    /// What the key table needs to know: whether puzzles were missed (`a` tries
    /// them again).
    pub fn key_facts(&self) -> Facts {
        let missed = match &self.xiangqi {
            Some(x) => !x.missed.is_empty(),
            None => !self.missed.is_empty(),
        };
        Facts {
            missed,
            ..Facts::default()
        }
    }

    pub fn busy(&self) -> bool {
        self.job.is_some()
            || self.xiangqi.as_ref().is_some_and(|x| x.job.is_some())
            || self.board.as_ref().is_some_and(|a| a.job.is_some())
    }

    fn start(&mut self) {
        if self.xiangqi.is_some() {
            return self.start_xiangqi();
        }
        let req = Request {
            kind: self.kind,
            count: BATCH,
            difficulty: self.difficulty,
            seed: self.seed,
        };
        self.seed = self.seed.wrapping_add(1);
        self.board = None;
        self.answer = None;
        self.job = Some(Job::start(
            self.runner,
            Task::Puzzles(self.kind),
            Box::new(move |_| generate(&req)),
        ));
        self.collect_job();
    }

    /// Take the generated puzzles; returns whether the screen changed.
    pub fn collect_job(&mut self) -> bool {
        let mut changed = self.board.as_mut().is_some_and(|app| app.collect_job());
        if self.xiangqi.is_some() {
            return self.collect_xiangqi_job() || changed;
        }
        let Some(job) = &mut self.job else {
            return changed;
        };
        match job.finished() {
            None => return changed,
            Some(JobEnd::Done(Ok(g))) => {
                self.job = None;
                self.puzzles = g.puzzles;
                self.current = 0;
                self.open();
            }
            Some(JobEnd::Done(Err(e))) => {
                self.job = None;
                self.message = Some(e.say(self.settings.lang));
            }
            Some(JobEnd::Lost) => {
                self.job = None;
                self.message = Some(PracticeText::GeneratorLost.say(self.settings.lang));
            }
        }
        changed = true;
        changed
    }

    /// Put the current puzzle on a new board.
    fn open(&mut self) {
        if self.xiangqi.is_some() {
            return self.open_xiangqi();
        }
        self.answer = None;
        let fen = self.puzzles.get(self.current).map(|p| p.position.fen());
        self.set_board(GameKind::Flickering, fen);
    }

    /// A new board for the puzzle with this position (none: no board).
    fn set_board(&mut self, game: GameKind, fen: Option<String>) {
        let Some(fen) = fen else {
            self.board = None;
            return;
        };
        match crate::play::adapters::new_game(game, Some(&fen)) {
            Ok(game) => {
                let solver = game.turn();
                let mut app = App::new(game, self.settings).for_exercise();
                // The board is seen from the solver's side.
                app.settings.flipped = solver == crate::core::Side::Black;
                app.runner = self.runner;
                self.board = Some(Box::new(app));
            }
            Err(e) => {
                self.board = None;
                self.message = Some(PracticeText::CannotSetUp(&e).say(self.settings.lang));
            }
        }
    }

    /// A mouse event: a click goes to the board (a Xiangqi move made by it is
    /// judged like one made with keys).
    pub fn handle_click(&mut self, event: &Event, size: Rect) -> BoardRequest {
        let Some(app) = &mut self.board else {
            return BoardRequest::None;
        };
        let before = app.game.fen();
        let request = crate::tui::on_board::click(app, event, size);
        let moved = app.game.fen() != before;
        if moved && self.xiangqi.is_some() && self.input_mode() == PracticeInput::Board {
            self.xiangqi_moved();
        }
        request
    }

    pub fn handle_key(&mut self, key: &KeyEvent) -> BoardOutcome {
        let mode = self.input_mode();
        let free = self.board.as_deref().is_none_or(board_free);
        if free || mode == PracticeInput::Generating {
            if let Some(a) = practice_action_for_key(mode, self.key_facts(), key) {
                return self.act(a);
            }
        }
        if matches!(mode, PracticeInput::Choose | PracticeInput::Generating) {
            return BoardOutcome::Stay;
        }
        let Some(app) = &mut self.board else {
            return BoardOutcome::Stay;
        };
        match app.action_for(key) {
            Some(Action::EndSeries) if mode == PracticeInput::Board && self.xiangqi.is_none() => {
                self.judge_series()
            }
            // Judge puzzles are answered with keys; series are played on the board;
            // the hint would give the answer away.
            Some(Action::OpenCommand | Action::Hint) => {}
            Some(_) if mode != PracticeInput::Board => {}
            Some(action) => {
                let before = app.game.fen();
                let request = app.handle(action);
                if self.xiangqi.is_some() && app.game.fen() != before {
                    self.xiangqi_moved();
                }
                if request == BoardRequest::Leave {
                    return self.act(PracticeAction::Back);
                }
                return BoardOutcome::Board(request);
            }
            None => {}
        }
        BoardOutcome::Stay
    }

    pub fn act(&mut self, action: PracticeAction) -> BoardOutcome {
        let n = PuzzleKind::ALL.len() as i8;
        if !matches!(action, PracticeAction::Scroll(_)) {
            self.scroll.reset();
        }
        match action {
            PracticeAction::Scroll(a) => self.scroll.act(a),
            PracticeAction::Kind(d) => {
                // The Flickering kinds, then the Xiangqi ones.
                let x = XiangqiKind::ALL.len() as i8;
                let i = match &self.xiangqi {
                    Some(drill) => {
                        n + XiangqiKind::ALL
                            .iter()
                            .position(|k| *k == drill.kind)
                            .unwrap_or(0) as i8
                    }
                    None => PuzzleKind::ALL
                        .iter()
                        .position(|k| *k == self.kind)
                        .unwrap_or(0) as i8,
                };
                let j = (i + d).rem_euclid(n + x);
                if j < n {
                    self.kind = PuzzleKind::ALL[j as usize];
                    self.xiangqi = None;
                } else {
                    self.xiangqi = Some(xiangqi::Drill::new(XiangqiKind::ALL[(j - n) as usize]));
                }
            }
            PracticeAction::Difficulty(_) if self.xiangqi.is_some() => {}
            PracticeAction::Difficulty(d) => {
                let m = DIFFICULTIES.len() as i8;
                let i = DIFFICULTIES
                    .iter()
                    .position(|x| *x == self.difficulty)
                    .unwrap_or(0) as i8;
                self.difficulty = DIFFICULTIES[((i + d).rem_euclid(m)) as usize];
            }
            PracticeAction::Start => self.start(),
            PracticeAction::Stop => {
                self.job = None;
                if let Some(x) = &mut self.xiangqi {
                    x.job = None;
                }
                self.message = Some(PracticeText::StoppedGenerating.say(self.settings.lang));
            }
            PracticeAction::Verdict(v) => self.judge_verdict(v),
            PracticeAction::GiveUp if self.xiangqi.is_some() => self.xiangqi_missed(None),
            PracticeAction::GiveUp => self.missed_with(None),
            PracticeAction::Next => {
                if self
                    .answer
                    .as_ref()
                    .is_some_and(|a| a.proof_shown < a.proof.len())
                {
                    self.step_proof();
                } else if self.current + 1 < self.puzzle_count() {
                    self.current += 1;
                    self.open();
                } else {
                    self.start();
                }
            }
            PracticeAction::Again if self.xiangqi.is_some() => self.xiangqi_again(),
            PracticeAction::Again => {
                if self.missed.is_empty() {
                    self.message = Some(PracticeText::NoMissed.say(self.settings.lang));
                } else {
                    self.puzzles = std::mem::take(&mut self.missed);
                    self.current = 0;
                    self.open();
                }
            }
            PracticeAction::Back if self.board.is_some() => {
                self.board = None;
                self.answer = None;
            }
            PracticeAction::Back => return BoardOutcome::Back,
            PracticeAction::Quit => return BoardOutcome::Quit,
        }
        BoardOutcome::Stay
    }

    fn record(&mut self, solved: bool) {
        if let Err(e) = self.progress.record(self.track(), solved) {
            self.message = Some(e.say(self.settings.lang));
        }
        if !solved {
            if let Some(p) = self.puzzles.get(self.current) {
                self.missed.push(p.clone());
            }
        }
    }

    fn judge_series(&mut self) {
        let Some(puzzle) = self.puzzles.get(self.current).cloned() else {
            return;
        };
        let lang = self.settings.lang;
        let Some(app) = &mut self.board else { return };
        let series = app.game.series_so_far();
        if series.is_empty() {
            app.message = Some(crate::tui::game::Message {
                text: crate::tui::widgets::text::sentence(
                    &PracticeText::PlayASeriesFirst.say(lang),
                ),
                error: true,
            });
            return;
        }
        let shown = app.game.series_so_far_in(app.notation).join(", ");
        match check_text(&puzzle, &series.join(", ")) {
            Ok(_) => {
                app.handle(Action::EndSeries);
                self.record(true);
                self.answer = Some(Answer {
                    solved: true,
                    text: PracticeText::Solved(&shown).say(lang),
                    proof: Vec::new(),
                    proof_shown: 0,
                    mate_proof: None,
                });
            }
            Err(e) => self.missed_with(Some(e)),
        }
    }

    /// A missed puzzle: the reason, and the solver's answer to step on the board.
    fn missed_with(&mut self, reason: Option<Refused>) {
        let Some(puzzle) = self.puzzles.get(self.current).cloned() else {
            return;
        };
        self.record(false);
        self.open();
        let lang = self.settings.lang;
        let proof = match &puzzle.solution {
            Solution::Series(s) => s.coords(),
            Solution::Verdict(_, rescue) => rescue.as_ref().map(|r| r.coords()).unwrap_or_default(),
        };
        let moves = proof.join(", ");
        let answer = match &puzzle.solution {
            Solution::Series(_) => Answered::Series(&moves),
            Solution::Verdict(verdict, rescue) => Answered::Truth {
                verdict: *verdict,
                rescue: rescue.is_some().then_some(moves.as_str()),
            },
        };
        let text = PracticeText::Missed {
            why: reason.as_ref(),
            answer,
        }
        .say(lang);
        let mate_proof = match &puzzle.solution {
            Solution::Verdict(JudgeVerdict::Mate | JudgeVerdict::Stalemate, _) => {
                prove(&puzzle.position)
            }
            _ => None,
        };
        self.answer = Some(Answer {
            solved: false,
            text,
            proof,
            proof_shown: 0,
            mate_proof,
        });
    }

    fn judge_verdict(&mut self, said: JudgeVerdict) {
        let Some(puzzle) = self.puzzles.get(self.current).cloned() else {
            return;
        };
        let (solved, truth, rescue) = match check_verdict(&puzzle, said) {
            Ok(crate::practice::Accepted::Judged { verdict, rescue }) => (true, verdict, rescue),
            Ok(_) => return,
            Err(Refused::WrongVerdict { truth, .. }) => {
                let rescue = match &puzzle.solution {
                    Solution::Verdict(_, r) => r.clone(),
                    Solution::Series(_) => None,
                };
                (false, truth, rescue)
            }
            Err(e) => {
                self.message = Some(e.say(self.settings.lang));
                return;
            }
        };
        self.record(solved);
        let lang = self.settings.lang;
        let proof = rescue.as_ref().map(|r| r.coords()).unwrap_or_default();
        let moves = proof.join(", ");
        let truth_words = Answered::Truth {
            verdict: truth,
            rescue: rescue.is_some().then_some(moves.as_str()),
        };
        let mate_proof = match truth {
            JudgeVerdict::Mate | JudgeVerdict::Stalemate => prove(&puzzle.position),
            JudgeVerdict::Escape => None,
        };
        self.answer = Some(Answer {
            solved,
            text: PracticeText::Judged {
                solved,
                truth: truth_words,
            }
            .say(lang),
            proof,
            proof_shown: 0,
            mate_proof,
        });
    }

    /// Play the next move of the proof on the board (the last one ends the series).
    fn step_proof(&mut self) {
        let (Some(answer), Some(app)) = (&mut self.answer, &mut self.board) else {
            return;
        };
        let Some(mv) = answer.proof.get(answer.proof_shown) else {
            return;
        };
        let last = answer.proof_shown + 1 == answer.proof.len();
        let text = if last || self.xiangqi.is_some() {
            mv.clone()
        } else {
            format!("{mv},")
        };
        if let Err(e) = app.game.play_text(&text) {
            self.message = Some(e.say(self.settings.lang));
        }
        answer.proof_shown += 1;
    }

    /// The key bar: the screen's keys, then the board's where the board takes keys.
    pub fn key_bar(&self) -> Vec<(&'static str, &'static str)> {
        let mut own = crate::tui::keys::bar_in(
            self.settings.lang,
            KEYS,
            self.input_mode(),
            self.key_facts(),
        );
        // The scroll keys show when there is more than the panel shows.
        if !self.scroll.overflows() {
            let lang = self.settings.lang;
            let scroll: Vec<(&str, &str)> = KEYS
                .iter()
                .filter(|b| {
                    b.keys
                        .iter()
                        .any(|(_, d)| matches!(d, Do::Act(PracticeAction::Scroll(_))))
                })
                .map(|b| (b.bar_keys(lang), b.bar_words(lang)))
                .collect();
            own.retain(|e| !scroll.contains(e));
        }
        match (&self.board, self.input_mode()) {
            (Some(app), PracticeInput::Board) => board_bar(own, app, &[hint_label()]),
            _ => own,
        }
    }
}

/// A job's line while it runs: "Generating escape puzzles… 1.2 s (Esc stops)".
fn generating_line<T>(lang: Lang, job: &Job<T>) -> String {
    crate::words::jobs::Progress {
        task: job.task(),
        elapsed: job.elapsed(),
        opponent: None,
    }
    .say(lang)
}

/// Draw the board again with the proof's marks: the king and its checkers as
/// checked cells, the squares barred by attacks in the attacked overlay, the king's
/// squares its own units hold as bracketed cells.
fn mark_proof(app: &App, proof: &MateProof, area: Rect, buf: &mut Buffer) {
    let layout = ScreenLayout::compute(area, app.game.shape(), app.settings.flipped);
    let Some(geometry) = layout.board() else {
        return;
    };
    let cell = |s: crate::chess::Square| Cell::new((s.index() % 8) as u8, (s.index() / 8) as u8);
    let mut picture = app.picture(None);
    picture.cursor = None;
    picture.selected = None;
    picture.checked = std::iter::once(proof.king)
        .chain(proof.checks.iter().map(|c| c.checker.square))
        .map(cell)
        .collect();
    picture.attacked = proof
        .squares
        .iter()
        .filter(|k| matches!(k.bar, Bar::Attacked(_) | Bar::Defended { .. }))
        .map(|k| cell(k.square))
        .collect();
    picture.destinations = proof
        .squares
        .iter()
        .filter(|k| matches!(k.bar, Bar::Own { .. }))
        .map(|k| cell(k.square))
        .collect();
    let view = BoardView {
        geometry: *geometry,
        picture: &picture,
        style: app.settings.style,
        theme: app.settings.theme,
        lang: app.settings.lang,
    };
    (&view).render(geometry.area, buf);
}

const CHOOSE_MIN: (u16, u16) = (50, 16);

impl Widget for &PracticeScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match &self.board {
            Some(app) if self.job.is_none() => render_puzzle(self, app, area, buf),
            _ => render_choose(self, area, buf),
        }
    }
}

/// The choosing screen's score table: the column heads in `lang` and each column's
/// width (at least its head's, and the English widths).
fn score_columns(lang: Lang) -> [(String, usize); 5] {
    // A right-aligned column keeps a space before a head that outgrows it.
    let col = |text: PracticeText, w: usize, room: usize| {
        let head = text.say(lang);
        let w = w.max(usize::from(width(&head)) + room);
        (head, w)
    };
    [
        col(PracticeText::ColumnDifficulty, 10, 0),
        col(PracticeText::ColumnSolved, 8, 1),
        col(PracticeText::ColumnTried, 6, 1),
        col(PracticeText::ColumnStreak, 7, 1),
        col(PracticeText::ColumnBest, 5, 1),
    ]
}

/// One row of the score table: the first column left-aligned, the others right.
fn score_row(columns: &[(String, usize); 5], cells: [String; 5]) -> String {
    let mut row = String::new();
    for (i, ((_, w), cell)) in columns.iter().zip(cells).enumerate() {
        let pad = " ".repeat(w.saturating_sub(usize::from(width(&cell))));
        if i == 0 {
            row.push_str(&cell);
            row.push_str(&pad);
        } else {
            row.push(' ');
            row.push_str(&pad);
            row.push_str(&cell);
        }
    }
    row
}

fn render_choose(s: &PracticeScreen, area: Rect, buf: &mut Buffer) {
    if area.width < CHOOSE_MIN.0 || area.height < CHOOSE_MIN.1 {
        render_too_small(area, buf, CHOOSE_MIN, s.settings.lang);
        return;
    }
    let lang = s.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let sel = bold.fg(Color::Black).bg(Color::Cyan);
    let mut lines = vec![
        Line::styled(PracticeText::Head.say(lang), bold.fg(Color::Cyan)),
        Line::raw(""),
    ];
    let kinds: Vec<ratatui::text::Span> = PuzzleKind::ALL
        .iter()
        .map(|k| {
            ratatui::text::Span::styled(
                format!(" {} ", (*k).say(lang)),
                if *k == s.kind && s.xiangqi.is_none() {
                    sel
                } else {
                    Style::new()
                },
            )
        })
        .collect();
    lines.push(Line::from(kinds));
    let chosen = s.xiangqi.as_ref().map(|x| x.kind);
    let mut xiangqi_kinds = vec![ratatui::text::Span::raw(PracticeText::XiangqiRow.say(lang))];
    xiangqi_kinds.extend(XiangqiKind::ALL.iter().map(|k| {
        ratatui::text::Span::styled(
            format!(" {} ", (*k).say(lang)),
            if chosen == Some(*k) {
                sel
            } else {
                Style::new()
            },
        )
    }));
    lines.push(Line::from(xiangqi_kinds));
    let what = match chosen {
        Some(k) => AnyKind::Xiangqi(k),
        None => AnyKind::Flickering(s.kind),
    };
    lines.push(Line::styled(
        PracticeText::Task(what).say(lang),
        Style::new().fg(Color::Gray),
    ));
    lines.push(Line::raw(""));
    let columns = score_columns(lang);
    let heads = columns.clone().map(|(h, _)| h);
    lines.push(Line::styled(score_row(&columns, heads), bold));
    for d in DIFFICULTIES {
        if chosen.is_some() && d.is_some() {
            // A Xiangqi puzzle's difficulty is its kind: one row.
            continue;
        }
        let sc = match chosen {
            Some(k) => s.progress.score(k),
            None => s.progress.score((s.kind, d)),
        };
        let text = score_row(
            &columns,
            [
                difficulty_name(lang, d),
                sc.solved.to_string(),
                sc.tried.to_string(),
                sc.streak.to_string(),
                sc.best_streak.to_string(),
            ],
        );
        lines.push(Line::styled(
            text,
            if d == s.difficulty || chosen.is_some() {
                sel
            } else {
                Style::new()
            },
        ));
    }
    lines.push(Line::raw(""));
    if let Some(job) = &s.job {
        let line = generating_line(lang, job);
        lines.push(Line::styled(line, bold.fg(Color::Yellow)));
    }
    if let Some(job) = s.xiangqi.as_ref().and_then(|x| x.job.as_ref()) {
        let line = generating_line(lang, job);
        lines.push(Line::styled(line, bold.fg(Color::Yellow)));
    }
    if !s.missed.is_empty() {
        lines.push(Line::raw(
            PracticeText::MissedCount(s.missed.len()).say(lang),
        ));
    }
    if let Some(m) = &s.message {
        lines.push(Line::styled(
            crate::tui::widgets::text::sentence(m),
            Style::new().fg(Color::Yellow),
        ));
    }
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(
        Rect::new(area.x + 1, area.y, area.width - 2, area.height - 1),
        buf,
    );
    render_hints(
        &s.key_bar(),
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
    );
}

fn render_puzzle(s: &PracticeScreen, app: &App, area: Rect, buf: &mut Buffer) {
    let Some((panel, keybar)) = board_panel(app, area, buf) else {
        return;
    };
    let lang = s.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let (kind, difficulty, sc) = match &s.xiangqi {
        Some(x) => (
            AnyKind::Xiangqi(x.kind),
            x.kind.moves() as u8,
            s.progress.score(x.kind),
        ),
        None => {
            let Some(p) = s.puzzles.get(s.current) else {
                return;
            };
            (
                AnyKind::Flickering(p.kind),
                p.difficulty,
                s.progress.score(s.track()),
            )
        }
    };
    let mut rows = vec![
        Row::text(
            PracticeText::PuzzleOf {
                number: s.current + 1,
                count: s.puzzle_count(),
                kind,
            }
            .say(lang),
            bold.fg(Color::Cyan),
        ),
        Row::plain(
            PracticeText::Score {
                difficulty,
                streak: sc.streak,
                solved: sc.solved,
                tried: sc.tried,
            }
            .say(lang),
        ),
    ];
    // Once answered, the room goes to the answer and its proof.
    if s.answer.is_none() {
        rows.push(Row::blank());
        let to_move = crate::words::game::GameText::ToMove {
            kind: app.game.kind(),
            side: app.game.turn(),
        };
        rows.push(Row::text(to_move.say(lang), bold));
        rows.push(Row::plain(PracticeText::Task(kind).say(lang)));
    }
    let series = app.game.series_so_far_in(app.notation);
    if !series.is_empty() {
        rows.push(Row::blank());
        rows.push(Row::plain(
            PracticeText::ThisSeries(&series.join(", ")).say(lang),
        ));
    }
    if let Some(moves) = s
        .xiangqi
        .as_ref()
        .map(|x| x.played_text(s.current, app.notation.xiangqi()))
    {
        if !moves.is_empty() {
            rows.push(Row::blank());
            rows.push(Row::plain(PracticeText::Played(&moves).say(lang)));
        }
    }
    if let Some(a) = &s.answer {
        rows.push(Row::blank());
        let colour = if a.solved {
            Color::Green
        } else {
            Color::Yellow
        };
        rows.push(Row::text(a.text.clone(), bold.fg(colour)));
        if !a.proof.is_empty() {
            rows.push(Row::plain(
                PracticeText::ProofOnBoard {
                    shown: a.proof_shown,
                    count: a.proof.len(),
                }
                .say(lang),
            ));
        }
        if let Some(mp) = &a.mate_proof {
            mark_proof(app, mp, area, buf);
            rows.push(Row::text(
                PracticeText::ProofMarks.say(lang),
                Style::new().fg(Color::Gray),
            ));
            rows.extend(mp.say(lang).lines().map(|l| Row::plain(l.to_string())));
        }
    }
    if let Some(m) = &s.message {
        rows.push(Row::text(
            crate::tui::widgets::text::sentence(m),
            Style::new().fg(Color::Yellow),
        ));
    }
    s.scroll.render_signed(&rows, panel, buf, lang);
    render_hints(&s.key_bar(), keybar, buf);
}

impl crate::tui::screen::Screen for PracticeScreen {
    fn handle(
        &mut self,
        event: &Event,
        area: Rect,
        cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        use crate::tui::screen::Outcome;
        if self.scroll.wheel(event) {
            return Outcome::Stay;
        }
        let outcome = match event {
            Event::Key(key) => self.handle_key(key),
            _ => BoardOutcome::Board(self.handle_click(event, area)),
        };
        match outcome {
            // The missed puzzles to try again go with the screen: ask first.
            BoardOutcome::Back if !self.missed.is_empty() => {
                let lang = self.settings.lang;
                let text = PracticeText::AskLeave(self.missed.len()).say(lang);
                Outcome::Push(Box::new(crate::tui::ask::Ask::leave(text, lang)))
            }
            said => crate::tui::on_board::stack_outcome(said, self.board.as_deref_mut(), cx),
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }

    fn hear(
        &mut self,
        note: crate::tui::screen::Note,
        cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        crate::tui::on_board::hear(&mut self.settings, self.board.as_deref_mut(), note, cx)
    }

    fn busy(&self, _covered: bool) -> bool {
        PracticeScreen::busy(self)
    }

    fn tick(&mut self, _covered: bool) -> bool {
        self.collect_job()
    }

    fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
        if let Some(app) = &mut self.board {
            app.runner = runner;
        }
    }
}
