//! The application root: the screens on one stack ([`crate::tui::screen`]), the
//! start menu at its bottom. The top screen takes the events and says what the
//! stack does ([`Outcome`]); the slow work and the clock of every screen go on
//! (a screen under another knows it is covered: a game's clock stops); the screens
//! are drawn from the lowest one that is not under an overlay. Ctrl-C quits from
//! every screen.
//!
//! - `start`: the start menu's screen (the entries it opens, Resume, loading).

mod start;

use crate::play::port::PlayableGame;
use crate::play::records::{Opened, OpenedFrom};
use crate::play::setup::GameSetup;
use crate::play::worker::Runner;
use crate::play::Settings;
use crate::record::DataDir;
use crate::tui::editor::SetupEditor;
use crate::tui::game::{App, Message};
pub use crate::tui::menu::{StartItem, StartMenu};
pub use crate::tui::screen::GameFactory;
use crate::tui::screen::{is_ctrl_c, Context, Note, Outcome, Screen};
use crate::words::files::games::opened_note;
use crate::words::start::StartFailed;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The whole terminal program's state: the screens, what they share, and whether
/// it ends.
pub struct Tui {
    /// The screens, the start menu first, the one on top last.
    stack: Vec<Box<dyn Screen>>,
    pub cx: Context,
    pub quit: bool,
}

impl Tui {
    /// Start at the start screen.
    pub fn start_screen(factory: GameFactory, settings: Settings) -> Tui {
        Tui {
            stack: vec![Box::new(StartMenu::new(settings.lang))],
            cx: Context {
                settings,
                factory,
                runner: Runner::default(),
                data: None,
                remembered: crate::config::Remembered::default(),
                to_terminal: Vec::new(),
            },
            quit: false,
        }
    }

    /// Start in `screen`, over the start menu (which Esc leads back to).
    pub(crate) fn over_menu(
        factory: GameFactory,
        settings: Settings,
        screen: Box<dyn Screen>,
    ) -> Tui {
        let mut tui = Tui::start_screen(factory, settings);
        tui.stack.push(screen);
        tui
    }

    /// Start directly in a game.
    pub fn in_game(game: Box<dyn PlayableGame>, factory: GameFactory, settings: Settings) -> Tui {
        Tui::over_menu(factory, settings, Box::new(App::new(game, settings)))
    }

    /// Start in the review of a record.
    pub fn in_review(
        screen: crate::tui::review::ReviewScreen,
        factory: GameFactory,
        settings: Settings,
    ) -> Tui {
        Tui::over_menu(factory, settings, Box::new(screen))
    }

    /// Start in the position editor.
    pub fn in_setup(editor: SetupEditor, factory: GameFactory, settings: Settings) -> Tui {
        Tui::over_menu(factory, settings, Box::new(editor))
    }

    /// Start in a game read from disk (`from` the autosave itself or a record,
    /// whose full path the note shows).
    pub fn opened(
        opened: Opened,
        from: &OpenedFrom,
        factory: GameFactory,
        settings: Settings,
        data: Option<DataDir>,
    ) -> Tui {
        let mut tui = Tui::start_screen(factory, settings).with_data_dir(data);
        let lang = settings.lang;
        let note = opened_note(from, opened.game.as_ref(), lang);
        let app = App::opened(opened, from.autosave(), note, &tui.cx);
        tui.push(Box::new(app));
        tui
    }

    /// The screen on top, if it is a `T`.
    pub fn top<T: Screen>(&self) -> Option<&T> {
        self.stack.last()?.as_any().downcast_ref()
    }

    /// The screen on top, if it is a `T`, to change.
    pub fn top_mut<T: Screen>(&mut self) -> Option<&mut T> {
        self.stack.last_mut()?.as_any_mut().downcast_mut()
    }

    /// The screen `depth` levels under the top one (0: the top), if it is a `T`.
    pub fn under<T: Screen>(&self, depth: usize) -> Option<&T> {
        let i = self.stack.len().checked_sub(depth + 1)?;
        self.stack[i].as_any().downcast_ref()
    }

    /// How many screens are open (1: the start menu alone).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The players' names and the clock of the game on screen (before autosave is
    /// attached, so that its first record has them).
    pub fn set_players(&mut self, players: &crate::play::setup::Players) {
        if let Some(app) = self.top_mut::<App>() {
            app.set_players(players);
        }
    }

    /// The game on screen is played against `opponent`.
    pub fn set_opponent(&mut self, opponent: crate::play::opponent::Opponent) {
        if let Some(app) = self.top_mut::<App>() {
            app.set_opponent(opponent);
        }
    }

    /// Autosave games in `data`; the start menu offers the game in progress saved
    /// there (or says why it cannot be read).
    pub fn with_data_dir(mut self, data: Option<DataDir>) -> Tui {
        self.cx.data = data.clone();
        if let Some(menu) = self.stack[0].as_any_mut().downcast_mut::<StartMenu>() {
            menu.offer_resume(&self.cx);
        }
        if let (Some(app), Some(d)) = (self.top_mut::<App>(), data) {
            app.autosave_in(Some(d));
        }
        self
    }

    /// Remember `remembered` (the settings file and its values; the command line
    /// has laid its options over them already) and show its note, if any, on the
    /// message line.
    pub fn with_config(mut self, remembered: crate::config::Remembered) -> Tui {
        if let Some(note) = &remembered.note {
            let note = note.say(self.cx.settings.lang);
            self.tell(note, true);
        }
        self.cx.remembered = remembered;
        self
    }

    /// A message on the message line of the screen on top (after what it says
    /// already: an autosave note), where it has one.
    pub fn tell(&mut self, text: String, error: bool) {
        let before = match (self.top::<StartMenu>(), self.top::<App>()) {
            (Some(menu), _) => menu.message.clone(),
            (_, Some(app)) => app.message.as_ref().map(|m| m.text.clone()),
            _ => None,
        };
        let text = match before {
            Some(b) => format!("{b} {text}"),
            None => text,
        };
        if let Some(top) = self.stack.last_mut() {
            top.hear(Note::Said(Message { text, error }), &mut self.cx);
        }
    }

    /// Where the screens run slow work from now on (the terminal program uses a
    /// thread; tests keep the default, inline).
    pub fn set_runner(&mut self, runner: Runner) {
        self.cx.runner = runner;
        for screen in &mut self.stack {
            screen.set_runner(runner);
        }
    }

    /// Start a new game from the start position as `setup` says (autosaved), over
    /// the start menu; a game that cannot start is said on the menu.
    pub fn start_game(&mut self, setup: &GameSetup, settings: Settings) {
        self.stack.truncate(1);
        match App::start(setup, settings, &self.cx) {
            Ok(app) => self.stack.push(Box::new(app)),
            Err(e) => {
                let text = StartFailed(&e).say(self.cx.settings.lang);
                self.tell(text, true);
            }
        }
    }

    /// Whether a screen has work running or a clock to follow (the event loop
    /// then wakes up regularly to show its progress and take its result).
    pub fn busy(&self) -> bool {
        let top = self.stack.len() - 1;
        (self.stack.iter().enumerate()).any(|(i, s)| s.busy(i < top))
    }

    /// Take the results of finished work and bring the clocks up to date, on every
    /// screen (those under another covered); returns whether any changed.
    pub fn tick(&mut self) -> bool {
        let top = self.stack.len() - 1;
        let mut changed = false;
        for (i, screen) in self.stack.iter_mut().enumerate() {
            changed |= screen.tick(i < top);
        }
        // A question the screen on top came to ask through its work (the
        // computer's draw offer) opens over it.
        if let Some(question) = self.stack.last_mut().and_then(|s| s.opening()) {
            self.push(question);
            changed = true;
        }
        changed
    }

    /// Handle one terminal event; `size` is the terminal area (for mouse
    /// hit-testing through the same layout the screen was drawn with).
    pub fn handle_event(&mut self, event: &Event, size: Rect) {
        if let Some(top) = self.stack.last_mut() {
            let outcome = top.handle(event, size, &mut self.cx);
            self.apply(outcome);
        }
        // Whatever the screen made of it (the settings save first).
        if is_ctrl_c(event) {
            self.quit = true;
        }
        // A screen just covered stops its clock now, one uncovered starts it.
        self.tick();
    }

    /// Do what the screen on top asked.
    fn apply(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Stay => {}
            Outcome::Push(screen) => self.push(screen),
            Outcome::Replace(screen) => {
                if self.stack.len() > 1 {
                    self.stack.pop();
                }
                self.push(screen);
            }
            Outcome::Editor { kind, fen } => {
                // A review's positions come from legal play: they open.
                if let Ok(editor) = SetupEditor::open(kind, Some(&fen), self.cx.settings) {
                    self.push(Box::new(editor));
                }
            }
            Outcome::Back => self.back(None),
            Outcome::BackWith(note) => self.back(Some(note)),
            Outcome::Tell(note) => {
                if let Some(i) = self.stack.len().checked_sub(2) {
                    let outcome = self.stack[i].hear(note, &mut self.cx);
                    self.apply(outcome);
                }
            }
            Outcome::Menu => {
                self.stack.truncate(1);
                self.stack[0].returned(&mut self.cx);
            }
            Outcome::Quit => self.quit = true,
        }
    }

    fn push(&mut self, mut screen: Box<dyn Screen>) {
        screen.set_runner(self.cx.runner);
        let opening = screen.opening();
        self.stack.push(screen);
        if let Some(first) = opening {
            self.push(first);
        }
    }

    /// The screen on top closes (never the start menu); the one under it is on top
    /// again and hears `note`.
    fn back(&mut self, note: Option<Note>) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        top.returned(&mut self.cx);
        if let Some(note) = note {
            let outcome = top.hear(note, &mut self.cx);
            self.apply(outcome);
        }
    }
}

impl Widget for &Tui {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let from = self.stack.iter().rposition(|s| !s.overlay()).unwrap_or(0);
        for screen in &self.stack[from..] {
            screen.draw(area, buf);
        }
    }
}
