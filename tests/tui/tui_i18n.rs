//! The screens in Ukrainian: snapshots at 80×24 and 120×40 of the screens whose words
//! go through the message files, and checks that every line fits.

use crate::common;

use common::{assert_no_hidden_cells, screen_lines, FakeGame};
use duochess::config::PieceStyle;
use duochess::core::Side;
use duochess::i18n::Lang;
use duochess::play::Settings;
use duochess::session::{EndReason, GameKind, GameResult};
use duochess::tui::keys::Action;
use duochess::tui::menu::StartMenu;
use duochess::tui::widgets::glyphs::width;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::widgets::Widget;
use ratatui::Terminal;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn render(what: impl Widget, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(what, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    t.backend().buffer().clone()
}

fn snap_sizes(name: &str, draw: impl Fn(u16, u16) -> Buffer) {
    for (w, h) in SIZES {
        let lines = screen_lines(&draw(w, h));
        insta::assert_snapshot!(format!("uk_{name}_{w}x{h}"), lines.join("\n"));
    }
}

fn uk(game: FakeGame) -> App {
    App::new(
        Box::new(game),
        Settings {
            style: PieceStyle::Symbols,
            lang: Lang::Uk,
            ..Settings::default()
        },
    )
}

/// Flickering: a series in progress, the enemy king attacked by it (the English
/// snapshots' position, in Ukrainian).
fn flickering_series() -> App {
    crate::tui_snapshots::chess_series_with_check_in(Lang::Uk)
}

/// Xiangqi: Black's general in check.
fn xiangqi_in_check() -> App {
    in_ukrainian(crate::tui_snapshots::xiangqi_in_check())
}

fn in_ukrainian(mut app: App) -> App {
    app.settings.lang = Lang::Uk;
    app
}

fn flickering_mated() -> App {
    let mut g = FakeGame::from_placement(GameKind::Flickering, "R5k1/5ppp/8/8/8/8/8/6K1");
    g.turn = Side::Black;
    g.number = 3;
    g.moves = vec!["1a. Ra8#".into()];
    g.result = GameResult::Win {
        winner: Side::White,
        reason: EndReason::Checkmate,
    };
    uk(g)
}

fn xiangqi_resigned() -> App {
    let mut g = FakeGame::xiangqi_start();
    g.moves = vec!["1. Ch3e3 Hh10g8".into()];
    g.number = 2;
    g.result = GameResult::Win {
        winner: Side::Black,
        reason: EndReason::Resignation(Side::White),
    };
    uk(g)
}

#[test]
fn ukrainian_game_screens() {
    let a = flickering_series();
    snap_sizes("flickering_series", |w, h| render(&a, w, h));
    let x = xiangqi_in_check();
    snap_sizes("xiangqi_check", |w, h| render(&x, w, h));
}

#[test]
fn ukrainian_results() {
    let a = flickering_mated();
    snap_sizes("flickering_mate", |w, h| render(&a, w, h));
    let x = xiangqi_resigned();
    snap_sizes("xiangqi_resigned", |w, h| render(&x, w, h));
}

#[test]
fn ukrainian_help_screens() {
    use common::stack::Stacked;
    for (name, app) in [
        ("flickering_help", flickering_series()),
        ("xiangqi_help", xiangqi_in_check()),
    ] {
        let help = duochess::tui::game::view::help_screen(&app);
        snap_sizes(name, |w, h| render(Stacked(vec![&app, &help]), w, h));
    }
}

#[test]
fn ukrainian_start_menu() {
    let menu = StartMenu::new(Lang::Uk);
    snap_sizes("start_menu", |w, h| render(&menu, w, h));
}

/// The entries are one left-aligned block in either language, even when an
/// entry is longer than the menu's usual width.
#[test]
fn the_menu_entries_line_up_in_both_languages() {
    for lang in [Lang::En, Lang::Uk] {
        let menu = StartMenu::new(lang);
        for (w, h) in SIZES {
            let lines = screen_lines(&render(&menu, w, h));
            let columns: Vec<usize> = lines
                .iter()
                .filter_map(|line| {
                    let chars: Vec<char> = line.chars().collect();
                    let dot = chars.windows(2).position(|p| p[0] == '.' && p[1] == ' ')?;
                    let digits = chars[..dot].iter().rev().take_while(|c| c.is_ascii_digit());
                    (digits.count() > 0).then_some(dot)
                })
                .collect();
            assert_eq!(
                columns.len(),
                duochess::tui::menu::StartItem::ALL.len(),
                "{lang:?} {w}x{h}: {lines:#?}"
            );
            assert!(
                columns.iter().all(|&c| c == columns[0]),
                "{lang:?} {w}x{h}: the entries' numbers end in columns {columns:?}"
            );
        }
    }
}

#[test]
fn ukrainian_too_small_notice() {
    let lines = screen_lines(&render(&flickering_series(), 40, 10));
    let text = lines.join(" ");
    assert!(text.contains("Збільште термінал"), "{text}");
}

/// Cyrillic letters take one cell each (the widths the layout measures, as it
/// measures hanzi as two).
#[test]
fn cyrillic_is_one_cell_wide() {
    assert_eq!(width("Хід білих · серія 2а"), 20);
    assert_eq!(width("їжґєЇЖҐЄ'"), 9);
    assert_eq!(width("炮"), 2);
}

/// The help box is never wider than the screen: every Ukrainian help line fits
/// inside the box's borders at 80 columns.
#[test]
fn ukrainian_help_lines_fit_80_columns() {
    for a in [flickering_series(), xiangqi_in_check()] {
        for line in duochess::tui::game::view::help_screen(&a).lines(78) {
            assert!(width(&line) <= 78, "{} wide: {line}", width(&line));
        }
    }
}

/// The key bar drops whole entries that do not fit, never part of one.
#[test]
fn ukrainian_key_bar_shows_whole_entries() {
    let a = flickering_series();
    let lines = screen_lines(&render(&a, 80, 24));
    let bar = lines.last().expect("a last row");
    for (key, words) in duochess::tui::game::view::key_hints(&a) {
        let entry = format!("{key} {words}");
        if bar.contains(key) && bar.contains(words) {
            assert!(bar.contains(&entry), "{bar}");
        }
    }
    assert!(width(bar) <= 80);
}

/// A refused move: the reason is rendered from the refusal's value, in Ukrainian.
#[test]
fn ukrainian_refusal_reason() {
    use duochess::chess::Square;
    use duochess::flicker::Refusal;
    use duochess::play::port::GameError;
    use duochess::session::flicker::GameError as Flicker;
    let mut g = FakeGame::from_placement(GameKind::Flickering, "1k6/8/8/8/8/8/1B6/1R5K");
    // b8 is not among the rook's destinations, so the game answers with the refusal.
    g.dests.insert(common::cell("b1"), vec![common::cell("b2")]);
    g.refusal = Some(GameError::Flickering(Flicker::Refused(
        Refusal::CapturesKing {
            square: Square::parse("b8").unwrap(),
        },
    )));
    let mut a = uk(g);
    for c in ["b1", "b8"] {
        a.cursor = common::cell(c);
        a.handle(Action::Pick);
    }
    let text = screen_lines(&render(&a, 80, 24)).join("\n");
    assert!(
        text.contains("Цей хід побив би короля на b8, а короля ніколи не б'ють"),
        "{text}"
    );
    snap_sizes("flickering_refusal", |w, h| render(&a, w, h));
}

/// A Tui over a Ukrainian game whose settings file is not there (nothing is saved):
/// the file remembers `language`.
fn tui_with_language(
    app: App,
    language: Option<duochess::config::Language>,
) -> duochess::tui::root::Tui {
    use duochess::config::{ConfigFile, Remembered};
    let mut remembered = Remembered::read(ConfigFile::in_dir("/nonexistent/duochess"));
    remembered.config.language = language;
    let settings = app.settings;
    let tui = duochess::tui::root::Tui::in_game(app.game, factory(), settings);
    tui.with_config(remembered)
}

/// What the screen shows at 80×24, as lines of text.
fn text_at_80x24(tui: &duochess::tui::root::Tui) -> String {
    screen_lines(&render(tui, 80, 24)).join("\n")
}

/// The screen at 80×24 shows every one of `words`.
fn assert_shows(tui: &duochess::tui::root::Tui, words: &[&str]) {
    let text = text_at_80x24(tui);
    for w in words {
        assert!(text.contains(w), "{w}:\n{text}");
    }
}

fn factory() -> duochess::tui::GameFactory {
    Box::new(|kind| {
        duochess::play::new_game(
            match kind {
                GameKind::Flickering => duochess::session::GameKind::Flickering,
                GameKind::Xiangqi => duochess::session::GameKind::Xiangqi,
            },
            None,
        )
    })
}

fn press(tui: &mut duochess::tui::root::Tui, keys: &[ratatui::crossterm::event::KeyCode]) {
    use ratatui::crossterm::event::{Event, KeyEvent, KeyModifiers};
    for k in keys {
        let e = Event::Key(KeyEvent::new(*k, KeyModifiers::NONE));
        tui.handle_event(&e, ratatui::layout::Rect::new(0, 0, 80, 24));
    }
}

#[test]
fn ukrainian_settings_screen() {
    use ratatui::crossterm::event::KeyCode;
    let mut tui = tui_with_language(flickering_series(), Some(duochess::config::Language::Uk));
    press(
        &mut tui,
        &[KeyCode::Char('s'), KeyCode::Down, KeyCode::Down],
    );
    snap_sizes("settings", |w, h| render(&tui, w, h));
}

/// Choosing Ukrainian on the language row turns the settings screen itself (and
/// the game behind) into Ukrainian at once; English back again.
#[test]
fn the_language_row_switches_the_settings_screen_at_once() {
    use duochess::config::Language;
    use ratatui::crossterm::event::KeyCode;
    let english = crate::tui_snapshots::chess_series_with_check_in(Lang::En);
    let mut tui = tui_with_language(english, Some(Language::En));
    press(&mut tui, &[KeyCode::Char('s')]);
    assert_shows(&tui, &[" Settings ", "save and back"]);
    press(&mut tui, &[KeyCode::Right]);
    // The box, and the game's key bar behind it.
    assert_shows(
        &tui,
        &[
            "Налаштування",
            "◀ Українська ▶",
            "зберегти й назад",
            "курсор",
        ],
    );
    assert!(!text_at_80x24(&tui).contains("Settings"));
    press(&mut tui, &[KeyCode::Left]);
    assert_shows(&tui, &[" Settings ", "◀ English ▶"]);
}

/// Every value of every settings row, in both languages, fits its row whole (no
/// cut-off words) inside the box at 80 columns.
#[test]
fn every_settings_value_fits_its_row() {
    use duochess::config::Config;
    use duochess::config::Theme;
    use duochess::tui::keys::settings::SettingsAction;
    use duochess::tui::settings::{SettingsRow, SettingsScreen, BOX_WIDTH};
    for language in [
        duochess::config::Language::En,
        duochess::config::Language::Uk,
    ] {
        let config = Config {
            language: Some(language),
            ..Config::default()
        };
        let mut s = SettingsScreen::new(config, Theme::Default, Some("x".into()));
        let lang = s.lang();
        let column = SettingsRow::ALL
            .iter()
            .map(|r| r.label(lang).chars().count())
            .max()
            .unwrap_or(0)
            .max(11);
        for (i, row) in SettingsRow::ALL.into_iter().enumerate() {
            if i > 0 {
                s.handle(SettingsAction::Down);
            }
            // Round the row's values (the language row last, so the language stays).
            for _ in 0..8 {
                let line = format!(" {:<column$} ◀ {} ▶", row.label(lang), s.value(row));
                assert!(
                    BOX_WIDTH - 2 >= width(&line),
                    "{} wide: {line}",
                    width(&line)
                );
                if row != SettingsRow::Language {
                    s.handle(SettingsAction::Adjust(1));
                }
            }
        }
        for line in [s.key_line(), s.file_line()] {
            assert!(BOX_WIDTH - 3 >= width(&line), "{line}");
        }
    }
}

pub(crate) fn ukrainian_new_game() -> duochess::tui::new_game::NewGameScreen {
    use duochess::tui::new_game::{ClockChoice, NewGameScreen, OpponentChoice, Row};
    NewGameScreen {
        row: Row::Opponent,
        white: "Оксана".into(),
        clock: ClockChoice::Preset(2),
        opponent: OpponentChoice::Computer {
            side: Side::Black,
            level: 3,
        },
        lang: Lang::Uk,
        ..NewGameScreen::default()
    }
}

#[test]
fn ukrainian_new_game_screen() {
    use duochess::tui::keys::new_game::NewGameAction;
    let screen = ukrainian_new_game();
    snap_sizes("new_game", |w, h| render(&screen, w, h));
    // A custom clock that cannot be read: the reason, in Ukrainian, on Xiangqi.
    let mut screen = ukrainian_new_game();
    screen.row = duochess::tui::new_game::Row::Game;
    screen.handle(NewGameAction::Adjust(1));
    screen.row = duochess::tui::new_game::Row::Clock;
    screen.clock = duochess::tui::new_game::ClockChoice::Custom(String::new());
    for c in "0+0".chars() {
        screen.handle(NewGameAction::Type(c));
    }
    screen.handle(NewGameAction::Next);
    let text = screen_lines(&render(&screen, 80, 24)).join("\n");
    assert!(text.contains("0+0 не дає жодного часу"), "{text}");
    snap_sizes("new_game_clock_refused", |w, h| render(&screen, w, h));
}

/// Every row's words and help, for both games and every choice, fit the screen's
/// width whole in both languages (no line wraps but the messages).
#[test]
fn every_new_game_line_fits() {
    use duochess::tui::keys::new_game::NewGameAction;
    use duochess::tui::new_game::{NewGameScreen, Row, SCREEN_WIDTH};
    for lang in Lang::ALL {
        for xiangqi in [false, true] {
            let mut s = NewGameScreen {
                lang,
                ..NewGameScreen::default()
            };
            if xiangqi {
                s.handle(NewGameAction::Adjust(1));
            }
            for _ in 0..12 {
                for _ in 0..Row::ALL.len() {
                    let text = screen_lines(&render(&s, 80, 24));
                    for line in &text {
                        assert!(width(line.trim_end()) <= SCREEN_WIDTH + 7, "{line}");
                    }
                    // The rows' lines are not wrapped: the title, the rows, the
                    // help and the key line are all on one line each.
                    let lines = text.iter().filter(|l| !l.trim().is_empty()).count();
                    let rows = s.rows().len();
                    assert_eq!(lines, rows + 3, "{lang:?}:\n{}", text.join("\n"));
                    s.handle(NewGameAction::Down);
                }
                s.row = Row::Clock;
                s.handle(NewGameAction::Adjust(1));
                s.row = Row::Opponent;
                s.handle(NewGameAction::Adjust(1));
                s.row = Row::Game;
            }
        }
    }
}

/// The records list over a Ukrainian start menu, from a records folder in `data`:
/// an unfinished Flickering game with no names, a file that cannot be read, and
/// `xiangqi` finished Xiangqi games (Black won, Red won, a draw, in turn).
fn ukrainian_records(data: &common::scratch::Scratch, xiangqi: usize) -> StartMenu {
    use duochess::tui::load::LoadScreen;
    let dir = data.join("records");
    std::fs::create_dir_all(&dir).expect("records folder");
    let write = |name: &str, text: &str, minutes: u64| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        // 2026-11-30 10:00 UTC, plus the minutes.
        let when =
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_032_800 + 60 * minutes);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(when))
            .expect("set the time");
    };
    write(
        "newest.pgn",
        "[Variant \"Flickering\"]\n[White \"?\"]\n[Black \"?\"]\n\n1a. e4, d4 1b. e5 *\n",
        90,
    );
    write("broken.pgn", "[Variant \"shogi\"]\n\n1. P7f *\n", 80);
    for i in 0..xiangqi {
        let result = ["0-1", "1-0", "1/2-1/2"][i % 3];
        let text = format!(
            "[White \"Оксана\"]\n[Black \"Bo\"]\n[Result \"{result}\"]\n[Variant \"xiangqi\"]\n\n1. h3e3 h8e8 {result}\n"
        );
        write(&format!("xiangqi-{i:02}.pgn"), &text, i as u64);
    }
    let mut menu = StartMenu::new(Lang::Uk);
    menu.load = Some(Box::new(LoadScreen::new(Some(dir), Lang::Uk)));
    menu
}

fn snap_records(name: &str, data: &common::scratch::Scratch, menu: &StartMenu) {
    for (w, h) in SIZES {
        let lines = screen_lines(&render(menu, w, h)).join("\n");
        let shown = lines.replace(&data.path().display().to_string(), "<data>");
        insta::assert_snapshot!(format!("uk_{name}_{w}x{h}"), shown);
    }
}

#[test]
fn ukrainian_records_list() {
    let data = common::scratch::Scratch::new("uk-records");
    let menu = ukrainian_records(&data, 30);
    snap_records("records_list", &data, &menu);
    let text = screen_lines(&render(&menu, 80, 24)).join("\n");
    for words in [
        "Чорні виграли",
        "Червоні виграли",
        "Нічия",
        "Не завершена",
        "Білі – Чорні",
        "2 серії",
        // Red's and Black's move make one.
        "1 хід",
        "broken.pgn не відкривається",
        "1–15 з 32 (PgUp/PgDn)",
    ] {
        assert!(text.contains(words), "{words}:\n{text}");
    }
}

/// An empty list, with nothing to open: what the screen says instead.
#[test]
fn ukrainian_empty_records_list() {
    use duochess::tui::keys::menu::MenuAction;
    let data = common::scratch::Scratch::new("uk-records-empty");
    let mut menu = ukrainian_records(&data, 0);
    if let Some(load) = menu.load.as_mut() {
        load.entries.clear();
        load.handle(MenuAction::Open);
    }
    snap_records("records_empty", &data, &menu);
    let text = screen_lines(&render(&menu, 80, 24)).join(" ");
    assert!(text.contains("Записів ще немає"), "{text}");
    assert!(text.contains("Тут немає запису"), "{text}");
}

/// With no language remembered, the settings screen opens in the language in
/// effect (here Ukrainian, as from `--lang uk`), and changing another row keeps it
/// (it does not fall back to the locale's).
#[test]
fn the_settings_screen_opens_in_the_language_in_effect() {
    use ratatui::crossterm::event::KeyCode;
    let mut tui = tui_with_language(flickering_series(), None);
    press(&mut tui, &[KeyCode::Char('s')]);
    assert_shows(&tui, &["Налаштування", "◀ за локаллю ▶"]);
    press(&mut tui, &[KeyCode::Down, KeyCode::Down, KeyCode::Right]);
    assert_shows(&tui, &["◀ літери K k ▶", "Хід білих"]);
}

/// The start menu behind the settings turns with the language row, and what
/// closing the settings says is in the new language.
#[test]
fn the_start_menu_behind_the_settings_follows_the_language_row() {
    use duochess::config::{ConfigFile, Language, Remembered};
    use ratatui::crossterm::event::KeyCode;
    let dir = common::scratch::Scratch::new("uk-settings-menu");
    let mut remembered = Remembered::read(ConfigFile::in_dir(dir.path()));
    remembered.config.language = Some(Language::En);
    let mut tui = duochess::tui::root::Tui::start_screen(factory(), Settings::default())
        .with_config(remembered);
    press(
        &mut tui,
        &[KeyCode::Char('9'), KeyCode::Right, KeyCode::Esc],
    );
    let text = screen_lines(&render(&tui, 120, 40)).join("\n");
    // The menu in Ukrainian, and what saving said.
    assert!(text.contains("Мерехтливі шахи"), "{text}");
    assert!(text.contains("Налаштування збережено в"), "{text}");
}
