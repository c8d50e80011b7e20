//! The application root: which screen is up (the start menu, a game, the editor),
//! the switch between them, and where events go.

use crate::record::{DataDir, RecordInfo};
use crate::session::GameKind;
use crate::tui::editor::{SetupAction, SetupEditor, SetupOutcome};
use crate::tui::game::files::{self, Opened, Records};
use crate::tui::game::{App, Settings};
use crate::tui::keys::menu::{menu_action_for_key, MenuAction};
use crate::tui::lessons::{LessonOutcome, LessonScreen};
use crate::tui::menu::MENU_HEIGHT;
pub use crate::tui::menu::{StartItem, StartMenu};
use crate::tui::port::PlayableGame;
use crate::tui::rules::{RulesOutcome, RulesScreen};
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::worker::Runner;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Makes a new game of a kind (the CLI passes the real sessions in).
pub type GameFactory = Box<dyn Fn(GameKind) -> Result<Box<dyn PlayableGame>, String>>;

/// Which screen is up.
pub enum Screen {
    Start(StartMenu),
    Game(Box<App>),
    /// The position editor and its analysis.
    Setup(Box<SetupEditor>),
    /// The rules pages, over the screen they were opened from (Esc goes back to it).
    Rules(Box<RulesScreen>, Box<Screen>),
    /// The guided lessons.
    Lessons(Box<LessonScreen>),
}

/// The whole terminal program's state.
pub struct Tui {
    pub screen: Screen,
    pub settings: Settings,
    pub factory: GameFactory,
    pub quit: bool,
    /// Where the screens run slow work.
    pub runner: Runner,
    /// Where games in progress are autosaved (`None`: no autosave).
    pub data: Option<DataDir>,
}

impl Tui {
    /// Start at the start screen.
    pub fn start_screen(factory: GameFactory, settings: Settings) -> Tui {
        Tui {
            screen: Screen::Start(StartMenu::default()),
            settings,
            factory,
            quit: false,
            runner: Runner::default(),
            data: None,
        }
    }

    /// Start directly in a game.
    pub fn in_game(game: Box<dyn PlayableGame>, factory: GameFactory, settings: Settings) -> Tui {
        Tui {
            screen: Screen::Game(Box::new(App::new(game, settings))),
            settings,
            factory,
            quit: false,
            runner: Runner::default(),
            data: None,
        }
    }

    /// Autosave games in `data`; on the start screen, offer to resume the game in
    /// progress saved there (or say why it cannot be read).
    pub fn with_data_dir(mut self, data: Option<DataDir>) -> Tui {
        if let (Screen::Start(menu), Some(d)) = (&mut self.screen, &data) {
            match files::open_autosave(d) {
                Ok(Some(opened)) => menu.resume = Some(opened.summary()),
                Ok(None) => {}
                Err(e) => menu.message = Some(e.to_string()),
            }
        }
        if let (Screen::Game(app), Some(d)) = (&mut self.screen, &data) {
            let info = std::mem::take(&mut app.records.info);
            app.records = Records::new(app.game.as_ref(), info, Some(d.clone()), false);
        }
        self.data = data;
        self
    }

    /// Start in a game read from disk (`resumed`: from the autosave itself).
    pub fn opened(
        opened: Opened,
        resumed: bool,
        factory: GameFactory,
        settings: Settings,
        data: Option<DataDir>,
    ) -> Tui {
        let mut tui = Tui::start_screen(factory, settings);
        tui.data = data;
        let note = if resumed {
            format!("Resumed the autosaved game: {}", opened.summary())
        } else {
            format!("Loaded the record: {}", opened.summary())
        };
        tui.open_game(opened, resumed, note);
        tui
    }

    fn open_game(&mut self, opened: Opened, resumed: bool, note: String) {
        let records = Records::new(
            opened.game.as_ref(),
            opened.info,
            self.data.clone(),
            resumed,
        );
        let mut app = App::new(opened.game, self.settings).with_records(records);
        app.message = Some(crate::tui::game::Message {
            text: note,
            error: false,
        });
        self.screen = Screen::Game(Box::new(app));
    }

    /// Start in the position editor.
    pub fn in_setup(editor: SetupEditor, factory: GameFactory, settings: Settings) -> Tui {
        Tui {
            screen: Screen::Setup(Box::new(editor)),
            settings,
            factory,
            quit: false,
            runner: Runner::default(),
            data: None,
        }
    }

    /// Where the screens run slow work from now on (the terminal program uses a
    /// thread; tests keep the default, inline).
    pub fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
        self.apply_runner();
    }

    fn apply_runner(&mut self) {
        match &mut self.screen {
            Screen::Game(app) => app.runner = self.runner,
            Screen::Setup(editor) => editor.runner = self.runner,
            Screen::Lessons(l) => {
                if let Some(app) = &mut l.board {
                    app.runner = self.runner;
                }
            }
            Screen::Start(_) | Screen::Rules(..) => {}
        }
    }

    /// Whether the screen has work running (the event loop then wakes up regularly
    /// to show its progress and take its result).
    pub fn busy(&self) -> bool {
        match &self.screen {
            Screen::Game(app) => app.job.is_some(),
            Screen::Setup(editor) => editor.job.is_some(),
            Screen::Lessons(l) => l.board.as_ref().is_some_and(|app| app.job.is_some()),
            Screen::Start(_) | Screen::Rules(..) => false,
        }
    }

    /// Take the results of finished work; returns whether the screen changed.
    pub fn collect_jobs(&mut self) -> bool {
        match &mut self.screen {
            Screen::Setup(editor) => editor.collect_job(),
            Screen::Game(app) => app.collect_job(),
            Screen::Lessons(l) => l.board.as_mut().is_some_and(|app| app.collect_job()),
            Screen::Start(_) | Screen::Rules(..) => false,
        }
    }

    /// Handle one terminal event; `size` is the terminal area (for mouse hit-testing
    /// through the same layout the screen was drawn with).
    pub fn handle_event(&mut self, event: &Event, size: Rect) {
        self.handle_event_on_screen(event, size);
        // A new screen (a game started from the menu or the editor) runs its work
        // where this one did.
        self.apply_runner();
    }

    fn handle_event_on_screen(&mut self, event: &Event, size: Rect) {
        match &mut self.screen {
            Screen::Lessons(lessons) => {
                if let (Event::Mouse(m), Some(app)) = (event, &mut lessons.board) {
                    if let MouseEventKind::Down(MouseButton::Left) = m.kind {
                        let layout =
                            ScreenLayout::compute(size, app.game.shape(), app.settings.flipped);
                        if let Some(c) = layout.board().and_then(|b| b.cell_at(m.column, m.row)) {
                            app.handle(crate::tui::keys::Action::Click(c));
                        }
                    }
                }
                let Event::Key(key) = event else { return };
                match lessons.handle_key(key) {
                    LessonOutcome::Stay => {}
                    LessonOutcome::Quit => self.quit = true,
                    LessonOutcome::Menu => self.screen = Screen::Start(StartMenu::default()),
                }
            }
            Screen::Rules(rules, _) => {
                let Event::Key(key) = event else { return };
                let Some(action) = crate::tui::keys::rules::rules_action_for_key(key) else {
                    return;
                };
                match rules.handle(action) {
                    RulesOutcome::Stay => {}
                    RulesOutcome::Quit => self.quit = true,
                    RulesOutcome::Back => {
                        let old = std::mem::replace(
                            &mut self.screen,
                            Screen::Start(StartMenu::default()),
                        );
                        if let Screen::Rules(_, back) = old {
                            self.screen = *back;
                        }
                    }
                }
            }
            Screen::Start(menu) => {
                if let (Event::Paste(text), Some(prompt)) = (event, &mut menu.prompt) {
                    prompt.push_str(&pasted_line(text));
                } else if let Event::Key(key) = event {
                    self.handle_start_key(*key);
                } else if menu.prompt.is_some() || menu.resume.is_some() {
                    // The question on screen is answered with keys.
                } else if let Event::Mouse(m) = event {
                    if let MouseEventKind::Down(MouseButton::Left) = m.kind {
                        let top = size.y + size.height.saturating_sub(MENU_HEIGHT) / 2 + 3;
                        if m.row >= top && usize::from(m.row - top) < StartItem::ALL.len() {
                            menu.selected = usize::from(m.row - top);
                            self.choose();
                        }
                    }
                }
            }
            Screen::Setup(editor) => {
                let action = match event {
                    Event::Key(key) => editor.action_for(key),
                    Event::Paste(text) => {
                        editor.paste(&pasted_line(text));
                        None
                    }
                    Event::Mouse(m) => match m.kind {
                        MouseEventKind::Down(MouseButton::Left) => {
                            let layout = ScreenLayout::compute(
                                size,
                                editor.placement.shape(),
                                editor.settings.flipped,
                            );
                            layout
                                .board()
                                .and_then(|b| b.cell_at(m.column, m.row))
                                .map(SetupAction::Click)
                        }
                        _ => None,
                    },
                    _ => None,
                };
                let settings = editor.settings;
                match action.map(|a| editor.handle(a)) {
                    None | Some(SetupOutcome::Stay) => {}
                    Some(SetupOutcome::Quit) => self.quit = true,
                    Some(SetupOutcome::Play(game)) => {
                        // A game played from a set-up position is autosaved too.
                        let records = Records::new(
                            game.as_ref(),
                            RecordInfo::default(),
                            self.data.clone(),
                            false,
                        );
                        self.screen =
                            Screen::Game(Box::new(App::new(game, settings).with_records(records)))
                    }
                }
            }
            Screen::Game(app) => {
                let action = match event {
                    Event::Key(key) => app.action_for(key),
                    Event::Paste(text) => {
                        app.paste(&pasted_line(text));
                        None
                    }
                    Event::Mouse(m) => match m.kind {
                        MouseEventKind::Down(MouseButton::Left) => {
                            let layout =
                                ScreenLayout::compute(size, app.game.shape(), app.settings.flipped);
                            layout
                                .board()
                                .and_then(|b| b.cell_at(m.column, m.row))
                                .map(crate::tui::keys::Action::Click)
                        }
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(a) = action {
                    app.handle(a);
                }
                if app.quit {
                    self.quit = true;
                }
                if std::mem::take(&mut app.rules_wanted) {
                    let rules = RulesScreen::new(app.game.kind(), app.settings.style);
                    self.show_rules(rules);
                }
            }
        }
    }

    fn handle_start_key(&mut self, key: KeyEvent) {
        let Screen::Start(menu) = &mut self.screen else {
            return;
        };
        let Some(action) = menu_action_for_key(menu.input_mode(), &key) else {
            return;
        };
        let n = StartItem::ALL.len();
        use MenuAction as A;
        match action {
            A::Quit => self.quit = true,
            A::Up => menu.selected = (menu.selected + n - 1) % n,
            A::Down => menu.selected = (menu.selected + 1) % n,
            A::Pick(i) => {
                menu.selected = i;
                self.choose();
            }
            A::Choose => self.choose(),
            A::Type(c) => menu.prompt.get_or_insert_with(String::new).push(c),
            A::Erase => {
                if let Some(text) = &mut menu.prompt {
                    text.pop();
                }
            }
            A::Back => {
                menu.prompt = None;
                menu.message = None;
            }
            A::Submit => {
                let typed = menu
                    .prompt
                    .as_deref()
                    .unwrap_or_default()
                    .trim()
                    .to_string();
                if typed.is_empty() {
                    menu.message = Some("Type the path of a record, or Esc.".into());
                } else {
                    self.load_typed(&typed);
                }
            }
            A::Resume(true) => self.resume(),
            A::Resume(false) => {
                menu.resume = None;
                menu.message = Some(
                    "The unfinished game stays saved; a new game keeps it under records/.".into(),
                );
            }
        }
    }

    fn choose(&mut self) {
        let Screen::Start(menu) = &mut self.screen else {
            return;
        };
        let item = StartItem::ALL[menu.selected.min(StartItem::ALL.len() - 1)];
        let kind = match item {
            StartItem::Flickering => GameKind::Flickering,
            StartItem::Xiangqi => GameKind::Xiangqi,
            StartItem::Setup => {
                let editor = SetupEditor::new(
                    crate::tui::adapters::setup::Placement::start(GameKind::Flickering),
                    self.settings,
                );
                self.screen = Screen::Setup(Box::new(editor));
                return;
            }
            StartItem::Lessons => {
                self.screen = Screen::Lessons(Box::new(LessonScreen::new(self.settings)));
                return;
            }
            StartItem::Rules => {
                let rules = RulesScreen::new(GameKind::Flickering, self.settings.style);
                self.show_rules(rules);
                return;
            }
            StartItem::Load => {
                menu.prompt = Some(String::new());
                menu.message = None;
                return;
            }
            StartItem::Quit => {
                self.quit = true;
                return;
            }
        };
        match (self.factory)(kind) {
            Ok(game) => {
                let records = Records::new(
                    game.as_ref(),
                    RecordInfo::default(),
                    self.data.clone(),
                    false,
                );
                self.screen = Screen::Game(Box::new(
                    App::new(game, self.settings).with_records(records),
                ))
            }
            Err(e) => menu.message = Some(e),
        }
    }

    /// Show the rules over the screen that is up.
    fn show_rules(&mut self, rules: RulesScreen) {
        let back = std::mem::replace(&mut self.screen, Screen::Start(StartMenu::default()));
        self.screen = Screen::Rules(Box::new(rules), Box::new(back));
    }

    /// Load the record at the typed path; on error the prompt stays with the reason.
    fn load_typed(&mut self, typed: &str) {
        let path = files::expand_path(typed);
        match files::open_record(&path, None) {
            Ok(opened) => {
                let note = format!(
                    "Loaded {}: {}",
                    crate::core::text::shown_path(&path),
                    opened.summary()
                );
                self.open_game(opened, false, note);
            }
            Err(e) => {
                if let Screen::Start(menu) = &mut self.screen {
                    menu.message = Some(e.to_string());
                }
            }
        }
    }

    /// Play on from the autosave.
    fn resume(&mut self) {
        let Some(data) = self.data.clone() else {
            return;
        };
        match files::open_autosave(&data) {
            Ok(Some(opened)) => {
                let note = format!("Resumed: {}", opened.summary());
                self.open_game(opened, true, note);
            }
            Ok(None) => {
                if let Screen::Start(menu) = &mut self.screen {
                    menu.resume = None;
                    menu.message = Some("The autosaved game is gone.".into());
                }
            }
            Err(e) => {
                if let Screen::Start(menu) = &mut self.screen {
                    menu.resume = None;
                    menu.message = Some(e.to_string());
                }
            }
        }
    }
}

/// Pasted text for a one-line prompt: line breaks and other control characters
/// become spaces.
pub fn pasted_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

impl Widget for &Tui {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match &self.screen {
            Screen::Start(menu) => menu.render(area, buf),
            Screen::Game(app) => app.as_ref().render(area, buf),
            Screen::Setup(editor) => editor.as_ref().render(area, buf),
            Screen::Rules(rules, _) => rules.as_ref().render(area, buf),
            Screen::Lessons(lessons) => lessons.as_ref().render(area, buf),
        }
    }
}
