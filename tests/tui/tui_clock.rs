//! The clock on the game screen, on made-up time: it runs for the side to move,
//! stops for help, `p` and the rules, follows take-backs, and its flag ends the
//! game; the panel shows it.

use crate::common;
use common::screen_text;
use duochess::core::Side;
use duochess::play::setup::Players;
use duochess::play::Settings;
use duochess::session::clock::TimeControl;
use duochess::session::GameKind;
use duochess::session::{EndReason, GameResult};
use duochess::tui::keys::Action;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    static BASE: Instant = Instant::now();
    static OFFSET: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

/// The made-up "now": a fixed start plus what the test has let pass.
fn fake_now() -> Instant {
    BASE.with(|b| *b) + OFFSET.with(Cell::get)
}

fn pass(secs: u64) {
    OFFSET.with(|o| o.set(o.get() + Duration::from_secs(secs)));
}

fn type_line(app: &mut App, line: &str) {
    app.handle(Action::OpenCommand);
    for c in line.chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
}

fn clocked(choice: GameKind, minutes: u64, increment: u64) -> App {
    let mut app = App::new(
        duochess::play::new_game(choice, None).unwrap(),
        Settings::default(),
    );
    app.now = fake_now;
    app.set_players(&Players {
        white: "Ann".into(),
        black: "Bo".into(),
        clock: Some(TimeControl::new(minutes, increment)),
    });
    app.tick(fake_now());
    app
}

fn left(app: &App, side: Side) -> u64 {
    app.clock.as_ref().unwrap().left(side, fake_now()).as_secs()
}

fn screen(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    screen_text(t.backend().buffer())
}

#[test]
fn the_clock_runs_for_the_series_stops_for_help_and_pause_and_follows_undo() {
    let mut app = clocked(GameKind::Flickering, 1, 5);
    assert!(app.clock_running());
    pass(10);
    assert_eq!(left(&app, Side::White), 55);
    // Mid-series the mover's clock runs on; the increment comes when it ends.
    type_line(&mut app, "e4,");
    pass(5);
    app.handle(Action::EndSeries);
    assert_eq!(app.game.turn(), Side::Black);
    assert_eq!(left(&app, Side::White), 55);
    pass(20);
    assert_eq!(left(&app, Side::Black), 45);
    // Another screen over the game (its help) stops it, and so does p.
    app.tick_at(fake_now(), true);
    pass(100);
    app.tick_at(fake_now(), true);
    app.tick(fake_now());
    assert_eq!(left(&app, Side::Black), 45);
    app.handle(Action::PauseClock);
    pass(100);
    app.tick(fake_now());
    assert_eq!(left(&app, Side::Black), 45);
    assert!(screen(&app).contains("Clock stopped: p starts it"));
    app.handle(Action::PauseClock);
    pass(3);
    assert_eq!(left(&app, Side::Black), 42);
    // Taking White's series back: both clocks as they were at the start.
    app.handle(Action::Undo);
    assert_eq!(app.game.turn(), Side::White);
    assert_eq!((left(&app, Side::White), left(&app, Side::Black)), (65, 65));
    let text = screen(&app);
    assert!(
        text.contains("Bo (Black)") && text.contains("Ann (White)"),
        "{text}"
    );
    assert!(text.contains("1:05"), "{text}");
}

#[test]
fn the_flag_falls_for_the_side_to_move_and_says_so() {
    let mut app = clocked(GameKind::Xiangqi, 0, 2);
    type_line(&mut app, "h3e3");
    assert_eq!(app.game.turn(), Side::Black);
    pass(1);
    app.tick(fake_now());
    assert!(!app.game.result().is_over());
    pass(1);
    app.tick(fake_now());
    assert_eq!(
        app.game.result(),
        GameResult::Win {
            winner: Side::White,
            reason: EndReason::Time(Side::Black)
        }
    );
    assert!(!app.clock_running());
    let text = screen(&app);
    assert!(text.contains("Black lost on time"), "{text}");
    assert!(text.contains("n new game · r rematch · m menu"), "{text}");
    // After a result the keys ask the root for what comes next.
    use duochess::tui::game::{Next, Request};
    assert_eq!(app.handle(Action::Rematch), Request::Next(Next::Rematch));
    let setup = app.setup().rematch();
    assert_eq!(setup.players.white, "Bo");
    assert_eq!(setup.players.clock, Some(TimeControl::new(0, 2)));
}

#[test]
fn the_new_game_screen_fits_80x24_in_both_games() {
    use duochess::tui::keys::new_game::NewGameAction as A;
    use duochess::tui::new_game::NewGameScreen;
    let mut screen = NewGameScreen::default();
    for a in [
        A::Down,
        A::Type('A'),
        A::Type('n'),
        A::Type('n'),
        A::Down,
        A::Down,
    ] {
        screen.handle(a);
    }
    screen.handle(A::Adjust(1)); // 1+0
    screen.handle(A::Adjust(1)); // 3+2
    let draw = |screen: &NewGameScreen| {
        let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let frame = t.draw(|f| f.render_widget(screen, f.area())).unwrap();
        common::assert_no_hidden_cells(frame.buffer);
        screen_text(t.backend().buffer())
    };
    insta::assert_snapshot!("new_game_flickering_80x24", draw(&screen));
    screen.row = duochess::tui::new_game::Row::Game;
    screen.handle(A::Adjust(1)); // Xiangqi: hot-seat or a UCI engine
    screen.row = duochess::tui::new_game::Row::Clock;
    screen.handle(A::Adjust(-1)); // 1+0
    screen.handle(A::Adjust(-1)); // none
    screen.handle(A::Adjust(-1)); // custom
    for c in "7+3".chars() {
        screen.handle(A::Type(c));
    }
    let text = draw(&screen);
    insta::assert_snapshot!("new_game_xiangqi_80x24", text);
    assert!(text.contains("Opponent  both at this keyboard"), "{text}");
    // The engine's rows fit as well.
    screen.row = duochess::tui::new_game::Row::Opponent;
    screen.handle(A::Adjust(1));
    let text = draw(&screen);
    for row in [
        "UCI engine",
        "Engine",
        "Plays",
        "Time/move",
        "Strength",
        "Hints",
    ] {
        assert!(text.contains(row), "{text}");
    }
}

/// The clock stops whenever another screen is over the game: its help, the rules,
/// a question, the settings; it runs again when the game is on top.
#[test]
fn the_clock_stops_while_another_screen_is_over_the_game() {
    use common::stack::{game, game_mut, press};
    use duochess::tui::root::Tui;
    use ratatui::crossterm::event::KeyCode;
    let app = clocked(GameKind::Flickering, 1, 0);
    let factory: duochess::tui::GameFactory =
        Box::new(|_| duochess::play::new_game(GameKind::Flickering, None));
    let mut tui = Tui::in_game(app.game.boxed_clone(), factory, Settings::default());
    *game_mut(&mut tui) = app;
    pass(5);
    // The help, then the rules from it.
    press(&mut tui, &[KeyCode::Char('?')]);
    assert!(tui.top::<App>().is_none());
    assert!(!tui.under::<App>(1).expect("the game under").clock_running());
    pass(100);
    press(&mut tui, &[KeyCode::Char('r')]);
    assert!(tui.top::<duochess::tui::rules::RulesScreen>().is_some());
    pass(600);
    // Nothing passes between the frames either (the event loop's tick).
    tui.tick();
    pass(5);
    press(&mut tui, &[KeyCode::Esc]);
    assert!(game(&tui).clock_running());
    assert_eq!(left(game(&tui), Side::White), 55);
    // The question before leaving, and the settings.
    press(&mut tui, &[KeyCode::Esc]);
    pass(30);
    press(&mut tui, &[KeyCode::Esc, KeyCode::Char('s')]);
    pass(30);
    press(&mut tui, &[KeyCode::Esc]);
    assert_eq!(left(game(&tui), Side::White), 55);
    pass(1);
    tui.tick();
    assert_eq!(left(game(&tui), Side::White), 54);
}

#[test]
fn a_game_started_from_a_setup_runs_its_clock_and_a_late_move_is_refused() {
    use duochess::play::setup::GameSetup;
    use duochess::tui::root::Tui;
    let factory: duochess::tui::GameFactory =
        Box::new(|_| duochess::play::new_game(GameKind::Xiangqi, None));
    let mut tui = Tui::start_screen(factory, Settings::default());
    let setup = GameSetup {
        players: Players {
            white: "Ann".into(),
            black: String::new(),
            clock: Some(TimeControl::new(0, 3)),
        },
        ..GameSetup::hot_seat(duochess::session::GameKind::Xiangqi)
    };
    tui.start_game(&setup, Settings::default());
    let app = common::stack::game_mut(&mut tui);
    assert!(app.clock_running(), "a new game's clock runs at once");
    assert_eq!(app.player_name(Side::Black), "?");
    // Red thinks 4 s on a 3 s clock: the move comes too late.
    app.now = fake_now;
    app.clock.as_mut().unwrap().pause(Instant::now());
    app.clock.as_mut().unwrap().resume(fake_now());
    pass(4);
    type_line(app, "h3e3");
    assert_eq!(
        app.game.result(),
        GameResult::Win {
            winner: Side::Black,
            reason: EndReason::Time(Side::White)
        }
    );
    assert_eq!(app.game.history_len(), 0, "the late move is not played");
}

#[test]
fn a_hanzi_name_keeps_the_new_game_rows_aligned() {
    use duochess::tui::keys::new_game::NewGameAction as A;
    use duochess::tui::new_game::NewGameScreen;
    let mut screen = NewGameScreen::default();
    screen.handle(A::Adjust(1)); // Xiangqi
    screen.handle(A::Down);
    for c in "王磊".chars() {
        screen.handle(A::Type(c));
    }
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let frame = t.draw(|f| f.render_widget(&screen, f.area())).unwrap();
    common::assert_no_hidden_cells(frame.buffer);
    let text = screen_text(t.backend().buffer());
    assert!(text.contains("Red       王磊█"), "{text}");
    assert_eq!(screen.setup().unwrap().players.white, "王磊");
}

#[test]
fn a_stopped_clock_adds_no_increment() {
    let mut app = clocked(GameKind::Xiangqi, 1, 2);
    app.handle(Action::PauseClock);
    for mv in ["h3e3", "h8e8", "h1g3", "h10g8"] {
        type_line(&mut app, mv);
        pass(5);
    }
    assert_eq!(app.game.history_len(), 4);
    // Both had 1:02 (a minute and the first increment); nothing was added.
    assert_eq!((left(&app, Side::White), left(&app, Side::Black)), (62, 62));
}

#[test]
fn a_loaded_games_clock_starts_with_its_first_move_and_says_so() {
    let mut app = clocked(GameKind::Xiangqi, 1, 2);
    type_line(&mut app, "h3e3");
    let text = app.game.record(&app.records.info).expect("a record");
    let loaded = duochess::record::load(&text).expect("loads");
    let info = loaded.info.clone();
    let game = duochess::play::adapters::from_loaded(loaded.game);
    let records = duochess::play::records::Records::new(game.as_ref(), info, None, None);
    let mut app = App::new(game, Settings::default()).with_records(records);
    app.now = fake_now;
    app.tick(fake_now());
    pass(30);
    app.tick(fake_now());
    assert!(!app.clock_running());
    assert_eq!(left(&app, Side::Black), 62);
    assert!(
        screen(&app).contains("Clock starts with a move"),
        "{}",
        screen(&app)
    );
    type_line(&mut app, "h8e8");
    assert!(app.clock_running());
    // The move that started it used no time and earned no increment; Red's
    // clock runs now.
    assert_eq!(left(&app, Side::Black), 62);
    pass(10);
    assert!(left(&app, Side::White) < 62);
    assert!(!screen(&app).contains("Clock starts"));
}

/// A game of `setup` as the root starts one (players, opponent), on the clock so
/// that the panel names the players.
fn started(setup: &duochess::play::setup::GameSetup, lang: duochess::i18n::Lang) -> App {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    let mut app = App::new(
        duochess::play::new_game(setup.kind, None).unwrap(),
        settings,
    );
    app.now = fake_now;
    app.set_players(&setup.players);
    if let Some((side, kind)) = &setup.opponent {
        app.set_opponent(duochess::play::opponent::Opponent::new(*side, kind.clone()));
    }
    app
}

#[test]
fn a_rematch_keeps_default_names_with_the_colour_and_chosen_names_with_the_player() {
    use duochess::i18n::Lang;
    use duochess::play::opponent::OpponentKind;
    use duochess::play::setup::{GameSetup, Players};
    let clock = Some(TimeControl::new(5, 3));
    // Hot-seat, nobody named: after the rematch each side is still just its colour.
    for kind in [GameKind::Xiangqi, GameKind::Flickering] {
        let mut setup = GameSetup::hot_seat(kind);
        setup.players.clock = clock;
        let first = started(&setup, Lang::En);
        let again = started(&first.setup().rematch(), Lang::En);
        let text = screen(&again);
        for crossed in [
            "White (Black)",
            "Black (White)",
            "Black (Red)",
            "Red (Black)",
        ] {
            assert!(!text.contains(crossed), "{text}");
        }
        // Nothing of one language is recorded for an unnamed player.
        assert_eq!(
            (
                again.records.info.white.as_str(),
                again.records.info.black.as_str()
            ),
            ("?", "?")
        );
    }
    // Against the computer: the computer changes colour, the other side is its colour.
    let level = duochess::flicker::engine::Level::DEFAULT;
    let setup = GameSetup {
        kind: GameKind::Flickering,
        players: Players {
            clock,
            ..Players::default()
        }
        .with_opponent(Side::Black, &OpponentKind::Computer { level }),
        opponent: Some((Side::Black, OpponentKind::Computer { level })),
        hints: true,
    };
    let again = started(&started(&setup, Lang::En).setup().rematch(), Lang::En);
    let text = screen(&again);
    let n = level.number();
    assert!(
        text.contains(&format!("Computer (level {n}) (White)")),
        "{text}"
    );
    assert!(!text.contains("White (Black)"), "{text}");
    let again = started(&started(&setup, Lang::Uk).setup().rematch(), Lang::Uk);
    let text = screen(&again);
    assert!(
        text.contains(&format!("Комп'ютер (рівень {n}) (Білі)")),
        "{text}"
    );
    assert!(text.contains("Чорні") && !text.contains("Black"), "{text}");
    // Chosen names go with their players.
    let mut setup = GameSetup::hot_seat(GameKind::Xiangqi);
    setup.players = Players {
        white: "Ann".into(),
        black: String::new(),
        clock,
    };
    let again = started(&started(&setup, Lang::En).setup().rematch(), Lang::En);
    let text = screen(&again);
    assert!(text.contains("Ann (Black)"), "{text}");
    assert!(!text.contains("Black (Red)"), "{text}");
}
