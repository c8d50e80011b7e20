//! The screens as one stack (after ratatui's component pattern and helix's
//! compositor): what every screen does for the root ([`Screen`]), what it asks of
//! the stack after an event ([`Outcome`]), what a screen that goes tells the one
//! it uncovers ([`Note`]), and what all of them share ([`Context`]).
//!
//! The root ([`crate::tui::root`]) keeps the screens in a stack with the start menu
//! at its bottom. The top one takes the events; each is drawn over the ones below
//! it where it is an overlay (a help box, a question, the settings); the slow work
//! and the clock of every screen in the stack go on, and a screen knows whether
//! another covers it (a game's clock stops then).

use crate::config::{Config, Remembered};
use crate::i18n::Lang;
use crate::play::port::PlayableGame;
use crate::play::worker::Runner;
use crate::play::{Settings, SetupError};
use crate::record::DataDir;
use crate::session::GameKind;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use std::any::Any;

/// Makes a new game of a kind (the command line passes the real sessions in).
pub type GameFactory = Box<dyn Fn(GameKind) -> Result<Box<dyn PlayableGame>, SetupError>>;

/// What the screens share: the settings new screens start with, where games come
/// from, where slow work runs, the data folder and the settings file.
pub struct Context {
    pub settings: Settings,
    pub factory: GameFactory,
    /// Where the screens run slow work (a thread in the terminal program, inline in
    /// tests).
    pub runner: Runner,
    /// Where games in progress are autosaved (`None`: no autosave).
    pub data: Option<DataDir>,
    /// The settings file and the values it holds.
    pub remembered: Remembered,
    /// What the screens asked to write to the terminal itself (the clipboard's
    /// OSC 52), for the event loop to write after the event.
    pub to_terminal: Vec<String>,
}

impl Context {
    /// Put `text` on the system clipboard, through the terminal
    /// ([`crate::tui::clipboard`]).
    pub fn copy(&mut self, text: &str) {
        self.to_terminal.push(crate::tui::clipboard::osc52(text));
    }
}

/// A line for the player on a screen's message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    /// A refusal or error (drawn in red), rather than information.
    pub error: bool,
}

/// What a screen asks of the stack after an event.
pub enum Outcome {
    /// Nothing for the stack to do.
    Stay,
    /// Open a screen over this one (help, rules, a question, the settings, a game
    /// from the menu).
    Push(Box<dyn Screen>),
    /// This screen gives way to another (the help to the rules, a game to the next
    /// game, the editor to the game played from it).
    Replace(Box<dyn Screen>),
    /// Back one level: this screen closes.
    Back,
    /// Back one level, and tell the screen uncovered `note`.
    BackWith(Note),
    /// This screen stays, and the one below it hears `note` (the settings as they
    /// change).
    Tell(Note),
    /// Open the position editor over this screen on `fen`, a position of `kind`
    /// (the root opens it, so a screen need not know the editor).
    Editor { kind: GameKind, fen: String },
    /// Back to the start menu: every screen over it closes.
    Menu,
    /// End the program.
    Quit,
}

/// What a screen tells the screen below it.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// The answer to the yes/no question the screen below asked.
    Answer(bool),
    /// The settings changed: the screen below takes them at once.
    Settings { config: Box<Config>, lang: Lang },
    /// Something to say on the message line (where the settings were saved).
    Said(Message),
}

/// Downcasting a screen of the stack to what it is (for the root and tests).
pub trait AsAny: Any {
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Any> AsAny for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// One screen of the stack.
pub trait Screen: AsAny {
    /// Take one event (`area`: the terminal's, for mouse hit-testing through the
    /// layout the screen is drawn with).
    fn handle(&mut self, event: &Event, area: Rect, cx: &mut Context) -> Outcome;

    /// Draw the screen; drawing never changes it.
    fn draw(&self, area: Rect, buf: &mut Buffer);

    /// Whether the screen is drawn over the one below it (which is drawn first).
    fn overlay(&self) -> bool {
        false
    }

    /// A screen to open over this one before any further key (a question the
    /// player must answer first): asked when the screen is opened, and again
    /// whenever it is on top after a tick (a question its work came to, such as
    /// the computer's draw offer), so it answers `None` once the question is open.
    fn opening(&mut self) -> Option<Box<dyn Screen>> {
        None
    }

    /// The screen above this one closed, telling it `note`.
    fn hear(&mut self, _note: Note, _cx: &mut Context) -> Outcome {
        Outcome::Stay
    }

    /// The screens over this one closed: it is on top again.
    fn returned(&mut self, _cx: &mut Context) {}

    /// Whether the screen has work running or a clock to follow (the event loop
    /// then wakes regularly); `covered`: another screen is over it.
    fn busy(&self, _covered: bool) -> bool {
        false
    }

    /// Take the results of finished work and bring clocks up to date (a clock
    /// stops while the screen is `covered`); returns whether the screen changed.
    fn tick(&mut self, _covered: bool) -> bool {
        false
    }

    /// Run slow work on `runner` from now on.
    fn set_runner(&mut self, _runner: Runner) {}
}

/// Whether `event` is Ctrl-C, which quits from every screen.
pub fn is_ctrl_c(event: &Event) -> bool {
    matches!(event, Event::Key(k) if k.kind != KeyEventKind::Release
        && k.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(k.code, KeyCode::Char('c' | 'C')))
}

/// Pasted text for a one-line prompt: line breaks and other control characters
/// become spaces.
pub fn pasted_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}
