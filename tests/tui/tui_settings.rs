//! The settings screen (no terminal): opened from the start menu and from a game,
//! a change applied at once to the screen behind, saved to the settings file on the
//! way back; a malformed settings file reported on the message line and kept aside
//! before the first save replaces it.

use crate::common;

use common::scratch::Scratch;
use duochess::config::{Config, ConfigFile, PieceStyle, Remembered};
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::root::{StartMenu, Tui};
use duochess::tui::settings::{SettingsRow, SettingsScreen};
use duochess::tui::App;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

fn factory() -> duochess::tui::GameFactory {
    Box::new(|kind| {
        duochess::play::new_game(
            match kind {
                duochess::session::GameKind::Flickering => GameKind::Flickering,
                duochess::session::GameKind::Xiangqi => GameKind::Xiangqi,
            },
            None,
        )
    })
}

fn press(tui: &mut Tui, keys: &[KeyCode]) {
    for k in keys {
        let e = Event::Key(KeyEvent::new(*k, KeyModifiers::NONE));
        tui.handle_event(&e, Rect::new(0, 0, 80, 24));
    }
}

fn drawn(tui: &Tui, w: u16, h: u16) -> String {
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("backend");
    t.draw(|f| f.render_widget(tui, f.area())).expect("draw");
    common::assert_no_hidden_cells(t.backend().buffer());
    common::screen_text(t.backend().buffer())
}

fn remembered(dir: &Scratch) -> Remembered {
    Remembered::read(ConfigFile::in_dir(dir.path()))
}

fn saved(dir: &Scratch) -> Config {
    ConfigFile::in_dir(dir.path())
        .load()
        .expect("the file reads")
}

fn menu_message(tui: &Tui) -> String {
    let menu = tui.top::<StartMenu>().expect("the start menu");
    menu.message.clone().unwrap_or_default()
}

fn row(tui: &Tui) -> SettingsRow {
    tui.top::<SettingsScreen>().expect("the settings").row
}

#[test]
fn from_the_menu_a_change_is_saved_and_the_next_game_has_it() {
    let dir = Scratch::new("settings-menu");
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(remembered(&dir));
    press(&mut tui, &[KeyCode::Char('9')]);
    assert_eq!(row(&tui), SettingsRow::Language);
    let screen = drawn(&tui, 80, 24);
    for word in [
        "Settings",
        "Language",
        "Move list",
        "Pieces",
        "Colours",
        "Clock",
    ] {
        assert!(screen.contains(word), "{word}:\n{screen}");
    }
    // Pieces is the third row; → turns symbols to letters at once.
    press(&mut tui, &[KeyCode::Down, KeyCode::Down]);
    assert_eq!(row(&tui), SettingsRow::Pieces);
    press(&mut tui, &[KeyCode::Right]);
    assert_eq!(tui.cx.settings.style, PieceStyle::Letters);
    assert!(drawn(&tui, 80, 24).contains("◀ letters"));
    // Nothing is written before ⏎.
    assert!(!dir.join("config.toml").exists());
    press(&mut tui, &[KeyCode::Enter]);
    let message = menu_message(&tui);
    assert!(message.starts_with("Settings saved in "), "{message}");
    assert_eq!(saved(&dir).pieces, PieceStyle::Letters);
    // The next game starts with letters.
    press(&mut tui, &[KeyCode::Char('1')]);
    let app = common::stack::game(&tui);
    assert_eq!(app.settings.style, PieceStyle::Letters);
}

#[test]
fn from_a_game_the_board_behind_turns_at_once_and_the_file_holds_it() {
    let dir = Scratch::new("settings-game");
    let game = duochess::play::new_game(GameKind::Flickering, None).expect("game");
    let mut tui = Tui::in_game(game, factory(), Settings::default()).with_config(remembered(&dir));
    press(&mut tui, &[KeyCode::Char('s')]);
    for _ in 0..4 {
        press(&mut tui, &[KeyCode::Down]);
    }
    assert_eq!(row(&tui), SettingsRow::Flip);
    press(&mut tui, &[KeyCode::Right]);
    let app = tui.under::<App>(1).expect("the game behind");
    assert!(app.settings.flipped, "the board behind turns at once");
    // The clock row: none → the first preset.
    press(&mut tui, &[KeyCode::Down, KeyCode::Down, KeyCode::Right]);
    assert_eq!(row(&tui), SettingsRow::Clock);
    press(&mut tui, &[KeyCode::Esc]);
    let app = common::stack::game(&tui);
    assert!(app.settings.flipped);
    let text = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(text.starts_with("Settings saved in "), "{text}");
    let config = saved(&dir);
    assert!(config.flip);
    assert_eq!(
        config.clock.map(|tc| tc.to_string()).as_deref(),
        Some("1+0")
    );
}

#[test]
fn a_malformed_file_is_one_line_on_the_menu_defaults_are_used_and_it_is_kept() {
    let dir = Scratch::new("settings-broken");
    let broken = "pieces = \"letters\"\nflip = maybe\n";
    std::fs::write(dir.join("config.toml"), broken).unwrap();
    let r = remembered(&dir);
    assert_eq!(r.config, Config::default());
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(r);
    let message = menu_message(&tui);
    assert!(
        message.contains("config.toml is not valid (line 2"),
        "{message}"
    );
    assert!(message.ends_with("the defaults are used and the file is kept."));
    assert!(!message.contains('\n'));
    let screen = drawn(&tui, 80, 24);
    assert!(screen.contains("The settings file"), "{screen}");
    assert_eq!(
        std::fs::read_to_string(dir.join("config.toml")).unwrap(),
        broken
    );
    // A save first keeps the broken file aside, and says so.
    press(&mut tui, &[KeyCode::Char('9'), KeyCode::Enter]);
    let message = menu_message(&tui);
    assert!(
        message.contains("is kept beside it as config.toml.broken-"),
        "{message}"
    );
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("config.toml.broken-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), broken);
    assert_eq!(saved(&dir), Config::default());
}

#[test]
fn the_settings_screen_fits_80x24_and_120x40() {
    // A file that is not there (nothing is saved here): its path is shown.
    let file = || Remembered::read(ConfigFile::in_dir("/nonexistent/duochess"));
    let game = duochess::play::new_game(GameKind::Xiangqi, None).expect("game");
    let mut tui = Tui::in_game(game, factory(), Settings::default()).with_config(file());
    press(
        &mut tui,
        &[
            KeyCode::Char('s'),
            KeyCode::Down,
            KeyCode::Right,
            KeyCode::Right,
        ],
    );
    let small = drawn(&tui, 80, 24);
    insta::assert_snapshot!("settings_over_xiangqi_80x24", small);
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(file());
    press(&mut tui, &[KeyCode::Char('9')]);
    let big = drawn(&tui, 120, 40);
    insta::assert_snapshot!("settings_over_menu_120x40", big);
}

#[test]
fn the_remembered_clock_starts_quick_games_and_the_new_game_screen() {
    use duochess::session::clock::TimeControl;
    use duochess::tui::new_game::ClockChoice;
    let dir = Scratch::new("settings-clock");
    let mut r = remembered(&dir);
    r.config.clock = Some(TimeControl::new(10, 5));
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(r.clone());
    press(&mut tui, &[KeyCode::Char('5')]);
    let screen = tui
        .top::<duochess::tui::new_game::NewGameScreen>()
        .expect("the new-game screen");
    assert_eq!(screen.clock, ClockChoice::Preset(3));
    assert_eq!(screen.time_control(), Ok(Some(TimeControl::new(10, 5))));
    // A clock that is no preset is shown as typed.
    assert_eq!(
        ClockChoice::of(Some(TimeControl::new(7, 1))),
        ClockChoice::Custom("7+1".into())
    );
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(r);
    press(&mut tui, &[KeyCode::Char('2')]);
    let app = common::stack::game(&tui);
    let text = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(text.contains("10+5 on the clock"), "{text}");
}

/// `T` in a game changes the colours at once and remembers them, as the settings
/// screen does: the next start has them.
#[test]
fn the_colours_chosen_with_t_in_a_game_are_remembered() {
    use duochess::config::Theme;
    let dir = Scratch::new("settings-theme-key");
    let game = duochess::play::new_game(GameKind::Xiangqi, None).expect("game");
    let mut tui = Tui::in_game(game, factory(), Settings::default()).with_config(remembered(&dir));
    press(&mut tui, &[KeyCode::Char('T')]);
    assert_eq!(saved(&dir).theme, Some(Theme::HighContrast));
    press(&mut tui, &[KeyCode::Char('T')]);
    assert_eq!(saved(&dir).theme, Some(Theme::ColourBlind));
    press(&mut tui, &[KeyCode::Char('T')]);
    assert_eq!(saved(&dir).theme, Some(Theme::Mono));
    let app = common::stack::game(&tui);
    assert!(!app.message.as_ref().is_some_and(|m| m.error));
    // Another key changes nothing in the file; `:theme` is `T`.
    press(&mut tui, &[KeyCode::Char('f')]);
    assert_eq!(saved(&dir).theme, Some(Theme::Mono));
    press(&mut tui, &[KeyCode::Char(':')]);
    for c in "theme".chars() {
        press(&mut tui, &[KeyCode::Char(c)]);
    }
    press(&mut tui, &[KeyCode::Enter]);
    assert_eq!(saved(&dir).theme, Some(Theme::Default));
}

/// The line mode's row (the last): → turns it on, ⏎ writes `plain = true` (what
/// `duochess play` reads when it starts; the screens behind do not change), and
/// turned off again the key is left out of the file.
#[test]
fn the_line_mode_row_is_saved_for_the_next_start() {
    let dir = Scratch::new("settings-plain");
    let mut tui = Tui::start_screen(factory(), Settings::default()).with_config(remembered(&dir));
    let before = tui.cx.settings;
    press(&mut tui, &[KeyCode::Char('9'), KeyCode::Up]);
    assert_eq!(row(&tui), SettingsRow::Plain);
    assert!(drawn(&tui, 80, 24).contains("◀ no ▶"));
    press(&mut tui, &[KeyCode::Right]);
    let screen = drawn(&tui, 80, 24);
    assert!(
        screen.contains("Line mode   ◀ yes, from the next start of duochess play ▶"),
        "{screen}"
    );
    assert_eq!(tui.cx.settings, before, "nothing on the screens changes");
    press(&mut tui, &[KeyCode::Enter]);
    assert!(saved(&dir).plain);
    let text = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(text.lines().any(|l| l == "plain = true"), "{text}");
    // Off again: the key is not written at all.
    press(&mut tui, &[KeyCode::Char('9'), KeyCode::Up, KeyCode::Left]);
    assert!(drawn(&tui, 80, 24).contains("◀ no ▶"));
    press(&mut tui, &[KeyCode::Enter]);
    assert!(!saved(&dir).plain);
    let text = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(!text.contains("plain"), "{text}");
}
