//! The lessons screen: a list of the guided lessons of both games, and a lesson
//! played on the game screen's own board with the instruction beside it. A try is
//! judged by the lesson's goal in the rules layer (`practice::lessons`: a Flickering
//! series when it is ended; `practice::xiangqi_lessons`: a Xiangqi move once it is
//! played), so anything that does what is asked passes; a refused try shows the
//! reason and may be retried; "show me" plays a solution.

use crate::play::Settings;
use crate::practice::{lessons as flickering, xiangqi_lessons as xiangqi};
use crate::session::GameKind;
use crate::tui::game::{App, Message, Request};
use crate::tui::keys::lessons::{
    lesson_action_for_key, LessonAction, LessonInput, KEYS, PAGE_LABEL,
};
use crate::tui::keys::{Action, Facts, InputMode};
use crate::tui::on_board::{board_bar, board_free, board_panel, BoardOutcome};
use crate::tui::widgets::scroll::{Row, Scroll};
use crate::tui::widgets::text::{render_hints, render_too_small};
use crate::words::learn::lessons::LessonsText;
use crate::words::learn::paragraphs;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

/// How the lesson on the board stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonStatus {
    Trying,
    /// The last series did what was asked.
    Passed,
    /// The last series was refused: the rules layer's reason.
    Refused(String),
    /// "Show me" played a solution.
    Shown,
}

/// The lessons screen's state.
pub struct LessonScreen {
    /// Whose lessons.
    pub game: GameKind,
    /// The lesson chosen in the list (and the one on the board).
    pub selected: usize,
    /// The lesson being played, on the game screen's board.
    pub board: Option<Box<App>>,
    pub status: LessonStatus,
    /// Lessons passed in this visit.
    pub passed: Vec<bool>,
    pub settings: Settings,
    /// Where the lesson's text is scrolled.
    pub scroll: Scroll,
    /// Where the board runs slow work (the end of a series).
    pub runner: crate::play::worker::Runner,
}

/// What the screen shows of a lesson (the same fields in both games' tables); its
/// words are found by its `id` ([`LessonsText`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LessonText {
    pub id: &'static str,
    pub fen: &'static str,
    pub show_me: &'static str,
}

fn text_of<C>(l: &'static crate::practice::Lesson<C>) -> LessonText {
    LessonText {
        id: l.id,
        fen: l.fen,
        show_me: l.show_me,
    }
}

/// A game's lessons in order.
pub fn lessons(game: GameKind) -> Vec<LessonText> {
    match game {
        GameKind::Flickering => flickering::LESSONS.iter().map(text_of).collect(),
        GameKind::Xiangqi => xiangqi::LESSONS.iter().map(text_of).collect(),
    }
}

impl LessonScreen {
    pub fn new(settings: Settings) -> LessonScreen {
        LessonScreen {
            game: GameKind::Flickering,
            selected: 0,
            board: None,
            status: LessonStatus::Trying,
            passed: vec![false; lessons(GameKind::Flickering).len()],
            settings,
            scroll: Scroll::default(),
            runner: crate::play::worker::Runner::default(),
        }
    }

    pub fn count(&self) -> usize {
        lessons(self.game).len()
    }

    pub fn lesson(&self) -> LessonText {
        let all = lessons(self.game);
        all[self.selected.min(all.len() - 1)]
    }

    pub fn input_mode(&self) -> LessonInput {
        if self.board.is_some() {
            LessonInput::Board
        } else {
            LessonInput::List
        }
    }

    /// Open the chosen lesson on a new board (also "over again").
    pub fn open(&mut self) {
        self.status = LessonStatus::Trying;
        self.scroll.reset();
        match crate::play::adapters::new_game(self.game, Some(self.lesson().fen)) {
            Ok(game) => {
                let mut app = App::new(game, self.settings).for_exercise();
                app.runner = self.runner;
                self.board = Some(Box::new(app));
            }
            Err(e) => {
                self.board = None;
                self.status =
                    LessonStatus::Refused(LessonsText::CannotSetUp(&e).say(self.settings.lang));
            }
        }
    }

    /// Handle a key: the lesson's keys first (on the board only when the board
    /// waits for a move or works on the series just ended), then the board's.
    pub fn handle_key(&mut self, key: &KeyEvent) -> BoardOutcome {
        if self.board.as_deref().is_none_or(board_free) {
            if let Some(a) = lesson_action_for_key(self.input_mode(), key) {
                return self.act(a);
            }
        }
        let Some(app) = &mut self.board else {
            return BoardOutcome::Stay;
        };
        match app.action_for(key) {
            Some(Action::EndSeries) if app.input_mode() == InputMode::Board => self.judge(),
            // Series are played on the board here (a typed one would end unjudged).
            Some(Action::OpenCommand) => {}
            Some(action) => {
                let turn = app.game.turn();
                let request = app.handle(action);
                // A Xiangqi lesson is one move: judged once it is played.
                if self.game == GameKind::Xiangqi
                    && app.game.turn() != turn
                    && self.status != LessonStatus::Shown
                {
                    self.judge_move();
                }
                return self.board_asks(request);
            }
            None => {}
        }
        BoardOutcome::Stay
    }

    /// What the board asked: leaving it is back to the list.
    fn board_asks(&mut self, request: Request) -> BoardOutcome {
        match request {
            Request::Leave => {
                self.board = None;
                self.scroll.reset();
                BoardOutcome::Stay
            }
            request => BoardOutcome::Board(request),
        }
    }

    /// Judge the Xiangqi move just played; a refused one is taken back for a retry.
    fn judge_move(&mut self) {
        let Some(lesson) = xiangqi::LESSONS.get(self.selected) else {
            return;
        };
        let Some(app) = &mut self.board else { return };
        let Some((from, to)) = app.game.last_moves().first().copied() else {
            return;
        };
        match lesson.check_text(&format!("{from}{to}")) {
            Ok(_) => self.pass(),
            Err(e) => {
                let _ = app.game.undo();
                let why = e.say(self.settings.lang);
                let mv = format!("{from}{to}");
                self.status = LessonStatus::Refused(
                    LessonsText::MoveRefused { mv: &mv, why: &why }.say(self.settings.lang),
                );
            }
        }
    }

    fn pass(&mut self) {
        self.status = LessonStatus::Passed;
        if let Some(p) = self.passed.get_mut(self.selected) {
            *p = true;
        }
    }

    pub fn act(&mut self, action: LessonAction) -> BoardOutcome {
        let n = self.count();
        match action {
            LessonAction::OtherGame => {
                self.game = match self.game {
                    GameKind::Flickering => GameKind::Xiangqi,
                    GameKind::Xiangqi => GameKind::Flickering,
                };
                self.selected = 0;
                self.passed = vec![false; self.count()];
            }
            LessonAction::Up => {
                self.selected = (self.selected + n - 1) % n;
                self.scroll.reset();
            }
            LessonAction::Down => {
                self.selected = (self.selected + 1) % n;
                self.scroll.reset();
            }
            LessonAction::Scroll(a) => self.scroll.act(a),
            LessonAction::Open | LessonAction::Again => self.open(),
            LessonAction::Next => {
                self.selected = (self.selected + 1) % n;
                self.open();
            }
            LessonAction::ShowMe => self.show_me(),
            LessonAction::Back if self.board.is_some() => return self.board_asks(Request::Leave),
            LessonAction::Back => return BoardOutcome::Back,
            LessonAction::Quit => return BoardOutcome::Quit,
        }
        BoardOutcome::Stay
    }

    /// Judge the series on the board by the lesson's goal; end it if it passes.
    pub fn judge(&mut self) {
        let Some(lesson) = flickering::LESSONS.get(self.selected) else {
            return;
        };
        if self.game != GameKind::Flickering {
            return;
        }
        let Some(app) = &mut self.board else { return };
        let series = app.game.series_so_far();
        if series.is_empty() {
            self.status =
                LessonStatus::Refused(LessonsText::PlayASeriesFirst.say(self.settings.lang));
            return;
        }
        match lesson.check_text(&series.join(", ")) {
            Ok(()) => {
                app.handle(Action::EndSeries);
                self.pass();
            }
            Err(e) => {
                self.status = LessonStatus::Refused(e.say(self.settings.lang));
            }
        }
    }

    /// Play the lesson's solution from its position.
    pub fn show_me(&mut self) {
        self.open();
        let lesson = self.lesson();
        if let Some(app) = &mut self.board {
            // A series is kept open (a trailing comma) to read it back in notation,
            // then ended; a Xiangqi move is shown as written.
            let series = app.game.has_series();
            let text = if series {
                format!("{},", lesson.show_me)
            } else {
                lesson.show_me.to_string()
            };
            match app.game.play_text(&text) {
                Ok(()) => {
                    let text = if series {
                        let t = app.game.series_so_far_in(app.notation).join(", ");
                        // Ended at once (a lesson's position is small), so that the
                        // end of the series, taken later, does not replace the words.
                        let runner = std::mem::take(&mut app.runner);
                        app.handle(Action::EndSeries);
                        app.runner = runner;
                        t
                    } else {
                        lesson.show_me.to_string()
                    };
                    self.status = LessonStatus::Shown;
                    app.message = Some(Message {
                        text: LessonsText::ASolution(&text).say(self.settings.lang),
                        error: false,
                    });
                }
                Err(e) => self.status = LessonStatus::Refused(e.say(self.settings.lang)),
            }
        }
    }

    /// The key bar: the lesson's keys, then the board's (without the ones the lesson
    /// takes over).
    pub fn key_bar(&self) -> Vec<(&'static str, &'static str)> {
        let mut own = crate::tui::keys::bar_in(
            self.settings.lang,
            KEYS,
            self.input_mode(),
            Facts::default(),
        );
        if !self.scroll.overflows() {
            own.retain(|(k, _)| *k != PAGE_LABEL);
        }
        match &self.board {
            Some(app) => board_bar(own, app, &[]),
            None => own,
        }
    }
}

impl Widget for &LessonScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match &self.board {
            None => render_list(self, area, buf),
            Some(app) => render_lesson(self, app, area, buf),
        }
    }
}

const LIST_MIN: (u16, u16) = (50, 14);

fn render_list(s: &LessonScreen, area: Rect, buf: &mut Buffer) {
    if area.width < LIST_MIN.0 || area.height < LIST_MIN.1 {
        render_too_small(area, buf, LIST_MIN, s.settings.lang);
        return;
    }
    let lang = s.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::styled(LessonsText::Head(s.game).say(lang), bold.fg(Color::Cyan)),
        Line::raw(""),
    ];
    // The numbers right-aligned, so the titles stay in one column from lesson 10 on.
    let digits = lessons(s.game).len().to_string().len();
    for (i, l) in lessons(s.game).iter().enumerate() {
        let done = if s.passed.get(i) == Some(&true) {
            "✓"
        } else {
            " "
        };
        let text = format!(
            "{} {done} {:>digits$}. {}",
            if i == s.selected { "▶" } else { " " },
            i + 1,
            LessonsText::Title(l.id).say(lang)
        );
        let style = if i == s.selected {
            bold.fg(Color::Black).bg(Color::Cyan)
        } else {
            Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::raw(""));
    // The list stays; the lesson's text below it scrolls.
    let body = Rect::new(area.x + 1, area.y, area.width - 2, area.height - 1);
    let list = (lines.len() as u16).min(body.height);
    Paragraph::new(lines).render(Rect::new(body.x, body.y, body.width, list), buf);
    let mut rows: Vec<Row> = paragraphs(&LessonsText::Instruction(s.lesson().id).say(lang))
        .into_iter()
        .map(|p| Row::text(p, Style::new().fg(Color::Gray)))
        .collect();
    if let LessonStatus::Refused(e) = &s.status {
        rows.push(Row::text(e.clone(), Style::new().fg(Color::Yellow)));
    }
    let text = Rect::new(body.x, body.y + list, body.width, body.height - list);
    s.scroll.render_signed(&rows, text, buf, lang);
    render_hints(
        &s.key_bar(),
        Rect::new(area.x, area.bottom() - 1, area.width, 1),
        buf,
    );
}

fn render_lesson(s: &LessonScreen, app: &App, area: Rect, buf: &mut Buffer) {
    // The lesson takes the side panel: title, instruction, the series so far, verdict.
    let Some((panel, keybar)) = board_panel(app, area, buf) else {
        return;
    };
    let lang = s.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let lesson = s.lesson();
    let mut rows = vec![
        Row::text(
            LessonsText::LessonOf {
                number: s.selected + 1,
                count: s.count(),
            }
            .say(lang),
            bold.fg(Color::Cyan),
        ),
        Row::text(LessonsText::Title(lesson.id).say(lang), bold),
        Row::blank(),
    ];
    rows.extend(
        paragraphs(&LessonsText::Instruction(lesson.id).say(lang))
            .into_iter()
            .map(Row::plain),
    );
    rows.push(Row::blank());
    let series = app.game.series_so_far_in(app.notation);
    if !series.is_empty() {
        rows.push(Row::plain(
            LessonsText::ThisSeries(&series.join(", ")).say(lang),
        ));
    }
    let (text, colour) = match &s.status {
        LessonStatus::Trying => (String::new(), Color::Gray),
        LessonStatus::Passed => (LessonsText::Passed.say(lang), Color::Green),
        LessonStatus::Refused(e) => (
            LessonsText::NotYet {
                kind: s.game,
                why: e,
            }
            .say(lang),
            Color::Yellow,
        ),
        LessonStatus::Shown => (LessonsText::Shown.say(lang), Color::Cyan),
    };
    if !text.is_empty() {
        rows.push(Row::blank());
        rows.push(Row::text(text, bold.fg(colour)));
    }
    s.scroll.render_signed(&rows, panel, buf, lang);
    render_hints(&s.key_bar(), keybar, buf);
}

impl crate::tui::screen::Screen for LessonScreen {
    fn handle(
        &mut self,
        event: &ratatui::crossterm::event::Event,
        area: Rect,
        cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        use crate::tui::screen::Outcome;
        use ratatui::crossterm::event::Event;
        if self.scroll.wheel(event) {
            return Outcome::Stay;
        }
        let outcome = match event {
            Event::Key(key) => self.handle_key(key),
            _ => match &mut self.board {
                Some(app) => BoardOutcome::Board(crate::tui::on_board::click(app, event, area)),
                None => BoardOutcome::Stay,
            },
        };
        crate::tui::on_board::stack_outcome(outcome, self.board.as_deref_mut(), cx)
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
        self.board.as_ref().is_some_and(|app| app.job.is_some())
    }

    fn tick(&mut self, _covered: bool) -> bool {
        self.board.as_mut().is_some_and(|app| app.collect_job())
    }

    fn set_runner(&mut self, runner: crate::play::worker::Runner) {
        self.runner = runner;
        if let Some(app) = &mut self.board {
            app.runner = runner;
        }
    }
}
