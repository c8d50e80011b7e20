//! Snapshot tests of rendered screens (ratatui TestBackend + insta), both games, two
//! sizes, and a check on every screen that no wide character hides a neighbour.

use crate::common;

use crate::orthodox::OrthodoxChess;
use common::{assert_no_hidden_cells, cell, screen_text, FakeGame};
use duochess::config::PieceStyle;
use duochess::play::adapters::SetupError;
use duochess::play::PlayableGame;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::keys::Action;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::Terminal;

fn render(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    // The frame as drawn (before the terminal diff skips hidden cells) must be
    // well-formed; the backend's buffer is what the terminal shows.
    assert_no_hidden_cells(frame.buffer);
    t.backend().buffer().clone()
}

fn snap(name: &str, app: &App, w: u16, h: u16) {
    let buf = render(app, w, h);
    insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen_text(&buf));
}

fn app(game: impl PlayableGame + 'static, style: PieceStyle) -> App {
    app_boxed(Box::new(game), style)
}

fn app_boxed(game: Box<dyn PlayableGame>, style: PieceStyle) -> App {
    App::new(
        game,
        Settings {
            style,
            ..Settings::default()
        },
    )
}

fn select(app: &mut App, name: &str) {
    app.cursor = cell(name);
    app.handle(Action::Pick);
}

/// Flickering-like: knight selected with its destinations (one a capture).
fn chess_selection() -> App {
    let mut g = FakeGame::from_placement(
        GameKind::Flickering,
        "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
    );
    g.dests
        .insert(cell("g1"), vec![cell("e2"), cell("f3"), cell("h3")]);
    g.dests.insert(
        cell("d1"),
        vec![cell("e2"), cell("f3"), cell("g4"), cell("h5")],
    );
    g.moves = vec!["1a. e4".into(), "1b. e5, Nf6".into()];
    g.number = 2;
    let mut a = app(g, PieceStyle::Symbols);
    select(&mut a, "g1");
    a.cursor = cell("f3");
    a
}

/// Flickering: a series in progress (two units moved) with the enemy king in check.
fn chess_series_with_check() -> App {
    chess_series_with_check_in(duochess::i18n::Lang::En)
}

/// [`chess_series_with_check`], played with the screens in `lang`.
pub(crate) fn chess_series_with_check_in(lang: duochess::i18n::Lang) -> App {
    let mut g = FakeGame::from_placement(
        GameKind::Flickering,
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R",
    );
    g.dests.insert(cell("c4"), vec![cell("f7")]);
    g.dests.insert(cell("f3"), vec![cell("g5")]);
    g.moves = vec!["1a. e4, Nf3, Bc4".into(), "1b. e5, Nc6, Nf6, Bc5".into()];
    g.number = 2;
    g.checked = vec![cell("e8")];
    let mut a = app(g, PieceStyle::Symbols);
    a.settings.lang = lang;
    select(&mut a, "c4");
    a.cursor = cell("f7");
    a.handle(Action::Pick);
    select(&mut a, "f3");
    a.cursor = cell("g5");
    a.handle(Action::Pick);
    a
}

fn xiangqi_selection(style: PieceStyle) -> App {
    let mut g = FakeGame::xiangqi_start();
    g.dests.insert(
        cell("h3"),
        vec![
            cell("h4"),
            cell("h5"),
            cell("h6"),
            cell("h7"),
            cell("h10"),
            cell("g3"),
            cell("f3"),
            cell("e3"),
            cell("d3"),
            cell("c3"),
            cell("i3"),
        ],
    );
    let mut a = app(g, style);
    select(&mut a, "h3");
    a.cursor = cell("e3");
    a
}

pub(crate) fn xiangqi_in_check() -> App {
    let mut g = FakeGame::from_placement(
        GameKind::Xiangqi,
        "rheakaehr/9/1c5c1/p1p1C1p1p/9/9/P1P1P1P1P/7C1/9/RHEAKAEHR",
    );
    g.turn = duochess::core::Side::Black;
    g.checked = vec![cell("e10")];
    g.last = vec![(cell("b3"), cell("e7"))];
    g.moves = vec!["1. Cb3xe7+".into()];
    app(g, PieceStyle::Symbols)
}

#[test]
fn flickering_selection_and_destinations() {
    let a = chess_selection();
    snap("flickering_selection", &a, 80, 24);
    snap("flickering_selection", &a, 120, 40);
}

#[test]
fn flickering_series_in_progress() {
    let a = chess_series_with_check();
    snap("flickering_series", &a, 80, 24);
    snap("flickering_series", &a, 120, 40);
}

#[test]
fn flickering_check_and_letters() {
    let mut g = FakeGame::from_placement(GameKind::Flickering, "4k3/8/8/1b6/8/8/8/4K2R");
    g.checked = vec![cell("e1")];
    g.last = vec![(cell("f1"), cell("b5"))];
    let mut a = app(g, PieceStyle::Letters);
    a.cursor = cell("e1");
    snap("flickering_check_letters", &a, 80, 24);
}

#[test]
fn xiangqi_selection_hanzi_and_letters() {
    snap(
        "xiangqi_selection_hanzi",
        &xiangqi_selection(PieceStyle::Symbols),
        80,
        24,
    );
    snap(
        "xiangqi_selection_hanzi",
        &xiangqi_selection(PieceStyle::Symbols),
        120,
        40,
    );
    snap(
        "xiangqi_selection_letters",
        &xiangqi_selection(PieceStyle::Letters),
        80,
        24,
    );
}

#[test]
fn xiangqi_check() {
    snap("xiangqi_check", &xiangqi_in_check(), 80, 24);
    snap("xiangqi_check", &xiangqi_in_check(), 120, 40);
}

#[test]
fn help_screens_fit_the_game() {
    for (name, app) in [
        ("flickering_help", chess_selection()),
        ("xiangqi_help", xiangqi_selection(PieceStyle::Symbols)),
    ] {
        let help = duochess::tui::game::view::help_screen(&app);
        let mut t = Terminal::new(TestBackend::new(80, 24)).expect("backend");
        let frame = t
            .draw(|f| f.render_widget(common::stack::Stacked(vec![&app, &help]), f.area()))
            .expect("draw");
        assert_no_hidden_cells(frame.buffer);
        insta::assert_snapshot!(format!("{name}_80x24"), screen_text(t.backend().buffer()));
    }
}

#[test]
fn too_small_screen() {
    snap("too_small", &chess_selection(), 40, 10);
    snap(
        "too_small_xiangqi",
        &xiangqi_selection(PieceStyle::Symbols),
        62,
        21,
    );
}

#[test]
fn orthodox_dev_adapter_selection() {
    let mut a = app(
        OrthodoxChess::new(None).expect("start"),
        PieceStyle::Symbols,
    );
    select(&mut a, "g1");
    snap("orthodox_selection", &a, 80, 24);
}

#[test]
fn promotion_picker_and_browsing() {
    // A real promotion through the orthodox dev adapter.
    let game = OrthodoxChess::new(Some("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")).expect("fen");
    let mut a = app(game, PieceStyle::Symbols);
    select(&mut a, "b7");
    a.cursor = cell("b8");
    a.handle(Action::Pick);
    snap("promotion_picker", &a, 80, 24);
    a.handle(Action::Promote(duochess::play::port::PieceKind::Knight));
    assert_eq!(
        a.game.piece_at(cell("b8")).map(|p| p.kind),
        Some(duochess::play::port::PieceKind::Knight)
    );
    a.run_command("e8f7");
    assert_eq!(a.game.history_len(), 2);
    a.handle(Action::BrowseBack);
    snap("browsing", &a, 80, 24);
}

#[test]
fn real_xiangqi_check_and_selection() {
    let game = duochess::play::new_game(
        duochess::session::GameKind::Xiangqi,
        Some("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"),
    )
    .expect("game");
    let mut a = app_boxed(game, PieceStyle::Symbols);
    a.run_command("i1i10");
    assert!(a.game.checked().contains(&cell("d10")));
    select(&mut a, "d10");
    snap("real_xiangqi_check", &a, 80, 24);
    snap("real_xiangqi_check", &a, 120, 40);
    let mut b = app_boxed(
        duochess::play::new_game(duochess::session::GameKind::Xiangqi, None).expect("game"),
        PieceStyle::Letters,
    );
    b.run_command("h3e3");
    b.run_command("h10g8");
    select(&mut b, "b3");
    snap("real_xiangqi_letters_selection", &b, 80, 24);
}

#[test]
fn real_flickering_series_check_and_selection() {
    let game =
        duochess::play::new_game(duochess::session::GameKind::Flickering, None).expect("game");
    let mut a = app_boxed(game, PieceStyle::Symbols);
    a.run_command("e4, f4");
    a.run_command("e5, Qh4");
    // White is in check; start a series: the g-pawn blocks, then select the knight.
    select(&mut a, "g2");
    assert_eq!(a.destinations, vec![cell("g3"), cell("g4")]);
    snap("real_flickering_check", &a, 80, 24);
    snap("real_flickering_check", &a, 120, 40);
    a.cursor = cell("g3");
    a.handle(Action::Pick);
    select(&mut a, "g1");
    snap("real_flickering_series", &a, 80, 24);
    snap("real_flickering_series", &a, 120, 40);
    // Letters, and a refusal from the rules core in the message line.
    let mut b = app_boxed(
        duochess::play::new_game(duochess::session::GameKind::Flickering, None).expect("game"),
        PieceStyle::Letters,
    );
    b.run_command("e2e5");
    snap("real_flickering_refusal_letters", &b, 80, 24);
}

#[test]
fn start_screen() {
    let tui = duochess::tui::Tui::start_screen(
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        Settings::default(),
    );
    for (w, h) in [(80, 24), (30, 8)] {
        let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
        let frame = t.draw(|f| f.render_widget(&tui, f.area())).expect("draw");
        assert_no_hidden_cells(frame.buffer);
        insta::assert_snapshot!(format!("start_{w}x{h}"), screen_text(t.backend().buffer()));
    }
}
