//! The board in each colour theme: snapshots of both games at 120x40 (multi-cell
//! figures, framed discs) and 80x24 (single glyphs), with the colours of every cell
//! for the colour themes, and the theme key.

use crate::common;

use common::{assert_no_hidden_cells, cell, screen_lines, FakeGame};
use duochess::config::PieceStyle;
use duochess::config::Theme;
use duochess::core::Side;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::keys::Action;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use ratatui::Terminal;
use std::collections::BTreeMap;

fn render(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    t.backend().buffer().clone()
}

fn colour(c: Color) -> String {
    match c {
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        other => format!("{other:?}"),
    }
}

/// The screen's text, then (colour themes) a map of the board's cells: one letter a
/// style, and the legend of the letters (foreground, background, bold).
fn styled_text(buf: &Buffer, board_width: u16, with_styles: bool) -> String {
    let mut out = screen_lines(buf).join("\n");
    if !with_styles {
        return out;
    }
    const KEYS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut legend: BTreeMap<(String, String, bool), char> = BTreeMap::new();
    let mut order: Vec<(String, String, bool)> = Vec::new();
    let mut rows = Vec::new();
    for y in 0..buf.area.height {
        let mut row = String::new();
        for x in 0..board_width.min(buf.area.width) {
            let c = &buf[(x, y)];
            let key = (
                colour(c.fg),
                colour(c.bg),
                c.modifier.contains(Modifier::BOLD),
            );
            let n = legend.len();
            let ch = *legend.entry(key.clone()).or_insert_with(|| {
                order.push(key);
                KEYS.get(n).map_or('?', |&b| b as char)
            });
            row.push(ch);
        }
        rows.push(row.trim_end_matches('a').to_string());
    }
    out.push_str("\n--- styles of the board's columns (a = the terminal's own) ---\n");
    out.push_str(&rows.join("\n"));
    out.push('\n');
    for key in &order {
        let (fg, bg, bold) = key;
        let bold = if *bold { " bold" } else { "" };
        out.push_str(&format!("{}: fg {fg} bg {bg}{bold}\n", legend[key]));
    }
    out
}

fn snap(name: &str, app: &App, w: u16, h: u16) {
    let buf = render(app, w, h);
    let board_width = match app.game.kind() {
        GameKind::Flickering => {
            if w >= 120 {
                75
            } else {
                43
            }
        }
        GameKind::Xiangqi => {
            if w >= 120 {
                57
            } else {
                39
            }
        }
    };
    let with_styles = app.settings.theme != Theme::Mono;
    let theme = match app.settings.theme {
        Theme::Default => "default",
        Theme::HighContrast => "high_contrast",
        Theme::ColourBlind => "colour_blind",
        Theme::Mono => "mono",
    };
    insta::assert_snapshot!(
        format!("board_{name}_{theme}_{w}x{h}"),
        styled_text(&buf, board_width, with_styles)
    );
}

fn app(game: FakeGame, theme: Theme) -> App {
    App::new(
        Box::new(game),
        Settings {
            style: PieceStyle::Symbols,
            theme,
            ..Settings::default()
        },
    )
}

/// Flickering: a series in progress (a unit moved), a knight selected with its
/// destinations (one a capture), the last series marked, the cursor on a square.
fn chess(theme: Theme) -> App {
    let mut g = FakeGame::from_placement(
        GameKind::Flickering,
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R",
    );
    g.dests.insert(
        cell("f3"),
        vec![cell("e5"), cell("g5"), cell("h4"), cell("g1")],
    );
    g.last = vec![(cell("f8"), cell("c5")), (cell("g8"), cell("f6"))];
    g.moved = vec![cell("c4")];
    g.checked = vec![cell("e8")];
    g.moves = vec!["1a. e4, Nf3, Bc4".into(), "1b. e5, Nc6, Nf6, Bc5".into()];
    g.number = 2;
    let mut a = app(g, theme);
    a.cursor = cell("f3");
    a.handle(Action::Pick);
    a.cursor = cell("d5");
    a
}

/// Xiangqi: Black in check, a cannon selected with its destinations, the last
/// move marked.
fn xiangqi(theme: Theme) -> App {
    let mut g = FakeGame::from_placement(
        GameKind::Xiangqi,
        "rheakaehr/9/1c5c1/p1p1C1p1p/9/9/P1P1P1P1P/7C1/9/RHEAKAEHR",
    );
    g.turn = Side::Black;
    g.checked = vec![cell("e10")];
    g.last = vec![(cell("b3"), cell("e7"))];
    g.moves = vec!["1. Cb3xe7+".into()];
    g.dests.insert(
        cell("h8"),
        vec![
            cell("h7"),
            cell("h6"),
            cell("h5"),
            cell("h4"),
            cell("h1"),
            cell("g8"),
        ],
    );
    let mut a = app(g, theme);
    a.cursor = cell("h8");
    a.handle(Action::Pick);
    a.cursor = cell("e9");
    a
}

#[test]
fn snapshots_of_both_boards_in_each_theme() {
    for theme in Theme::ALL {
        for (w, h) in [(120, 40), (80, 24)] {
            snap("flickering", &chess(theme), w, h);
            snap("xiangqi", &xiangqi(theme), w, h);
        }
    }
}

#[test]
fn the_theme_key_turns_through_the_themes_and_says_which() {
    let mut a = chess(Theme::Default);
    let key = |c| {
        ratatui::crossterm::event::KeyEvent::new(
            ratatui::crossterm::event::KeyCode::Char(c),
            ratatui::crossterm::event::KeyModifiers::SHIFT,
        )
    };
    let action = duochess::tui::keys::action_for_key(a.input_mode(), key('T'));
    assert_eq!(action, Some(Action::CycleTheme));
    for (next, name) in [
        (Theme::HighContrast, "high contrast"),
        (Theme::ColourBlind, "colour-blind safe"),
        (Theme::Mono, "monochrome"),
        (Theme::Default, "default"),
    ] {
        a.handle(Action::CycleTheme);
        assert_eq!(a.settings.theme, next);
        let text = a
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default();
        assert!(text.contains(name), "{text}");
    }
    // The typed command does the same.
    a.run_command("theme");
    assert_eq!(a.settings.theme, Theme::HighContrast);
    // Monochrome draws no colour anywhere on the board.
    a.settings.theme = Theme::Mono;
    let buf = render(&a, 120, 40);
    for x in 0..75 {
        for y in 0..38 {
            let c = &buf[(x, y)];
            assert_eq!((c.fg, c.bg), (Color::Reset, Color::Reset), "({x},{y})");
        }
    }
}
