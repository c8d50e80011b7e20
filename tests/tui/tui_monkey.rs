//! Random input on the whole stack of screens: keys (Latin and Cyrillic, with
//! every modifier), mouse clicks, drags and wheel turns anywhere, pastes of any
//! text, and resizes down to a single cell, each followed by a draw. Nothing may
//! panic, every draw must keep wide characters whole, and Ctrl-C or a quitting
//! screen ends the program as it would the terminal's (then a fresh one starts).
//!
//! Deterministic for its seeds. 4 × 1,500 events in an ordinary run; 4 × 75,000
//! with `DUOCHESS_RELIABILITY=full` (the count and the time are printed).

use crate::common;

use common::reliability::scaled;
use common::scratch::Scratch;
use common::walk::Rng;
use duochess::config::{ConfigFile, Remembered};
use duochess::i18n::Lang;
use duochess::play::{new_game, Settings};
use duochess::record::DataDir;
use duochess::tui::root::Tui;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use ratatui::Terminal;

/// Terminal sizes the monkey switches between: the smallest, narrow, the usual
/// 80×24, large.
const SIZES: [(u16, u16); 7] = [
    (1, 1),
    (20, 6),
    (40, 12),
    (64, 23),
    (80, 24),
    (120, 40),
    (200, 60),
];

/// Keys a player might press, Cyrillic layout letters included; digits and Enter
/// often, so that the monkey opens screens and goes deep.
const CHARS: &str = "0123456789123456789abcdefghijklmnopqrstuvwxyzABCDEFGHXYZ:?/ -+=#.,!\
                     йцукенгшщзхїфівапролджєячсмитьбюЙЦУКЕН";

struct Monkey {
    rng: Rng,
    size: (u16, u16),
}

impl Monkey {
    fn below(&mut self, n: usize) -> usize {
        (self.rng.next() % n as u64) as usize
    }

    fn modifiers(&mut self) -> KeyModifiers {
        match self.below(12) {
            0 => KeyModifiers::CONTROL,
            1 => KeyModifiers::ALT,
            2 => KeyModifiers::SHIFT,
            _ => KeyModifiers::NONE,
        }
    }

    fn key(&mut self) -> KeyCode {
        use KeyCode::*;
        let special = [
            Enter,
            Enter,
            Enter,
            Esc,
            Tab,
            BackTab,
            Backspace,
            Delete,
            Left,
            Right,
            Up,
            Down,
            Home,
            End,
            PageUp,
            PageDown,
            Insert,
            F(1),
            F(5),
            F(12),
            Null,
        ];
        if self.below(3) == 0 {
            special[self.below(special.len())]
        } else {
            let chars: Vec<char> = CHARS.chars().collect();
            Char(chars[self.below(chars.len())])
        }
    }

    fn mouse(&mut self) -> Event {
        let kinds = [
            MouseEventKind::Down(MouseButton::Left),
            MouseEventKind::Down(MouseButton::Right),
            MouseEventKind::Up(MouseButton::Left),
            MouseEventKind::Drag(MouseButton::Left),
            MouseEventKind::Moved,
            MouseEventKind::ScrollDown,
            MouseEventKind::ScrollUp,
        ];
        let kind = kinds[self.below(kinds.len())];
        // Anywhere, sometimes past the edge (a terminal may report a stale size).
        let column = self.below(usize::from(self.size.0) + 3) as u16;
        let row = self.below(usize::from(self.size.1) + 3) as u16;
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: self.modifiers(),
        })
    }

    fn paste(&mut self) -> Event {
        let pieces = [
            "e2e4",
            "1. e4 e5",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "\u{1b}[2J\u{7}\r\n\t",
            "炮二平五 馬8進7",
            "Кре2 Фd1",
            ":load ../../etc/passwd",
            "\u{301}\u{200d}👨‍👩‍👧",
        ];
        let mut text = String::new();
        for _ in 0..=self.below(4) {
            text.push_str(pieces[self.below(pieces.len())]);
        }
        if self.below(20) == 0 {
            text = text.repeat(2_000);
        }
        Event::Paste(text)
    }

    /// The next event, or `None` for a resize (done by the caller: it changes the
    /// area events are read in and the picture drawn).
    fn event(&mut self) -> Option<Event> {
        match self.below(40) {
            0 => None,
            1..=4 => Some(self.mouse()),
            5 => Some(self.paste()),
            6 => Some(Event::FocusLost),
            // Ctrl-C now and then (about once in 500 events): it ends the run.
            7 if self.below(12) == 0 => Some(Event::Key(KeyEvent::new(
                KeyCode::Char('c'),
                KeyModifiers::CONTROL,
            ))),
            _ => {
                let code = self.key();
                let modifiers = match code {
                    KeyCode::Char('c' | 'C') => KeyModifiers::NONE,
                    _ => self.modifiers(),
                };
                Some(Event::Key(KeyEvent::new(code, modifiers)))
            }
        }
    }
}

fn fresh_tui(lang: Lang, data: &Scratch, config: &Scratch) -> Tui {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    Tui::start_screen(Box::new(|kind| new_game(kind, None)), settings)
        .with_data_dir(Some(DataDir::at(data.path())))
        .with_config(Remembered::read(ConfigFile::in_dir(config.path())))
}

/// Draw the stack at the monkey's size; the picture must keep wide characters whole.
fn draw(terminal: &mut Terminal<TestBackend>, tui: &Tui) {
    let frame = terminal
        .draw(|f| f.render_widget(tui, f.area()))
        .expect("draw");
    common::assert_no_hidden_cells(frame.buffer);
}

/// The screen on top, by name.
fn top_screen(tui: &Tui) -> &'static str {
    use duochess::tui::*;
    let on_top: [(&str, bool); 10] = [
        ("game", tui.top::<game::App>().is_some()),
        ("editor", tui.top::<editor::SetupEditor>().is_some()),
        ("practice", tui.top::<practice::PracticeScreen>().is_some()),
        ("lessons", tui.top::<lessons::LessonScreen>().is_some()),
        ("new game", tui.top::<new_game::NewGameScreen>().is_some()),
        ("settings", tui.top::<settings::SettingsScreen>().is_some()),
        ("rules", tui.top::<rules::RulesScreen>().is_some()),
        ("help", tui.top::<help::HelpScreen>().is_some()),
        ("question", tui.top::<ask::Ask>().is_some()),
        ("menu", tui.top::<root::StartMenu>().is_some()),
    ];
    on_top
        .iter()
        .find(|(_, on)| *on)
        .map_or("other", |(name, _)| name)
}

/// What the monkey went through: runs of the program (each Ctrl-C or quit starts
/// a fresh one) and events per screen on top.
#[derive(Default)]
struct Tally {
    runs: usize,
    screens: std::collections::BTreeMap<&'static str, usize>,
}

/// `events` random events from the start menu in `lang`.
fn run_monkey(seed: u64, lang: Lang, events: usize, tally: &mut Tally) {
    let data = Scratch::new("monkey-data");
    let config = Scratch::new("monkey-config");
    let mut monkey = Monkey {
        rng: Rng(seed),
        size: (80, 24),
    };
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("backend");
    let mut tui = fresh_tui(lang, &data, &config);
    tally.runs += 1;
    for n in 0..events {
        let event = monkey.event();
        let last = event.clone();
        match event {
            None => {
                monkey.size = SIZES[monkey.below(SIZES.len())];
                terminal.backend_mut().resize(monkey.size.0, monkey.size.1);
            }
            Some(event) => {
                let area = Rect::new(0, 0, monkey.size.0, monkey.size.1);
                tui.handle_event(&event, area);
            }
        }
        if n % 16 == 0 {
            tui.tick();
        }
        let drawn =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| draw(&mut terminal, &tui)));
        if drawn.is_err() {
            panic!(
                "seed {seed:#x}, event {n} ({last:?}), {}x{} on the {}",
                monkey.size.0,
                monkey.size.1,
                top_screen(&tui)
            );
        }
        *tally.screens.entry(top_screen(&tui)).or_insert(0) += 1;
        if tui.quit {
            tally.runs += 1;
            tui = fresh_tui(lang, &data, &config);
        }
    }
}

#[test]
fn random_input_on_every_screen_never_panics_and_draws_whole() {
    let events = scaled(1_500, 75_000);
    let started = std::time::Instant::now();
    let mut tally = Tally::default();
    for (seed, lang) in [
        (0x9e37_79b9_7f4a_7c15, Lang::En),
        (0x2545_f491_4f6c_dd1d, Lang::Uk),
        (0xdead_beef_cafe_f00d, Lang::En),
        (0x1234_5678_9abc_def1, Lang::Uk),
    ] {
        run_monkey(seed, lang, events, &mut tally);
    }
    println!(
        "monkey: {} events in {} runs of the program, {:.1} s; events by screen on top: {:?}",
        4 * events,
        tally.runs,
        started.elapsed().as_secs_f64(),
        tally.screens
    );
    // Ctrl-C ended runs (a fresh one started each time), and the monkey reached
    // the screens where most happens, not only the menu.
    assert!(tally.runs > 4, "Ctrl-C never ended a run");
    for screen in [
        "game", "editor", "practice", "lessons", "settings", "question",
    ] {
        assert!(
            tally.screens.contains_key(screen),
            "never reached the {screen}"
        );
    }
}
