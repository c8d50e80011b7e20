//! Behaviour of the game screen: keys and clicks become actions, the game decides,
//! the screen shows the answers. Uses the scriptable fake and the orthodox dev adapter.

use crate::common;

use crate::orthodox::OrthodoxChess;
use common::{assert_no_hidden_cells, cell, screen_text, FakeGame};
use duochess::core::Side;
use duochess::play::adapters::SetupError;
use duochess::play::port::{FlickerRefusal, GameError};
use duochess::play::PlayableGame;
use duochess::play::Settings;
use duochess::session::{GameKind, GameResult};
use duochess::tui::game::Mode;
use duochess::tui::keys::{action_for_key, Action, InputMode};
use duochess::tui::root::Tui;
use duochess::tui::screen::Screen;
use duochess::tui::widgets::layout::ScreenLayout;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use ratatui::Terminal;

fn text_of(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

fn click(x: u16, y: u16) -> Event {
    Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    })
}

/// A job on a thread that runs until it is cancelled, then gives `end()`.
fn until_cancelled<T: Send + 'static>(
    end: impl FnOnce() -> T + Send + 'static,
) -> duochess::play::worker::Job<T> {
    duochess::play::worker::Job::start(
        duochess::play::worker::Runner::Thread,
        duochess::play::worker::Task::Hint,
        Box::new(move |cancel| {
            while !cancel.is_cancelled() {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            end()
        }),
    )
}

fn orthodox_tui() -> Tui {
    Tui::in_game(
        Box::new(OrthodoxChess::new(None).expect("start")),
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        Settings::default(),
    )
}

fn app_of(tui: &Tui) -> &App {
    common::stack::game(tui)
}

#[test]
fn keys_pick_and_move_a_piece() {
    let mut tui = orthodox_tui();
    let size = Rect::new(0, 0, 80, 24);
    // Cursor starts on e2; pick it, go up twice, pick the destination.
    for e in [
        key(KeyCode::Enter),
        key(KeyCode::Up),
        key(KeyCode::Char('k')),
        key(KeyCode::Char(' ')),
    ] {
        tui.handle_event(&e, size);
    }
    let app = app_of(&tui);
    assert_eq!(app.game.turn(), Side::Black);
    assert_eq!(app.game.move_list(Default::default()), vec!["1. e2e4"]);
    assert!(text_of(app, 80, 24).contains("1. e2e4"));
}

#[test]
fn mouse_clicks_use_the_drawn_geometry_also_flipped() {
    for flipped in [false, true] {
        let mut tui = orthodox_tui();
        let size = Rect::new(0, 0, 120, 40);
        common::stack::game_mut(&mut tui).settings.flipped = flipped;
        let layout = ScreenLayout::compute(size, duochess::play::port::BoardShape::Chess, flipped);
        let board = *layout.board().expect("fits");
        let g1 = board.cell_rect(cell("g1"));
        let f3 = board.cell_rect(cell("f3"));
        tui.handle_event(&click(g1.x + 1, g1.y), size);
        assert_eq!(app_of(&tui).selected, Some(cell("g1")));
        tui.handle_event(&click(f3.x + 2, f3.y + f3.height - 1), size);
        let app = app_of(&tui);
        assert_eq!(
            app.game.move_list(Default::default()),
            vec!["1. g1f3"],
            "flipped {flipped}"
        );
    }
}

#[test]
fn refused_move_shows_the_reason_from_the_game() {
    let mut g = FakeGame::chess_start();
    g.dests.insert(cell("e2"), vec![cell("e3"), cell("e4")]);
    // A rules-core refusal, carried as a value to the screen.
    let square = |name| duochess::chess::Square::parse(name).expect("square");
    g.refusal = Some(GameError::Flickering(FlickerRefusal::Refused(
        duochess::flicker::Refusal::CannotReach {
            role: duochess::chess::Role::Pawn,
            from: square("e2"),
            to: square("e5"),
        },
    )));
    let mut app = App::new(Box::new(g), Settings::default());
    app.cursor = cell("e2");
    app.handle(Action::Pick);
    assert_eq!(app.destinations, vec![cell("e3"), cell("e4")]);
    app.cursor = cell("e5");
    app.handle(Action::Pick);
    let m = app.message.clone().expect("a message");
    assert!(m.error);
    assert!(text_of(&app, 80, 24).contains("The pawn on e2 cannot move to e5"));
    // The selection stays so the player can pick another destination.
    assert_eq!(app.selected, Some(cell("e2")));
}

#[test]
fn picking_the_opponents_piece_says_whose_turn_it_is() {
    let mut app = App::new(Box::new(FakeGame::chess_start()), Settings::default());
    app.cursor = cell("e7");
    app.handle(Action::Pick);
    let m = app.message.clone().expect("message");
    assert!(
        m.text.contains("Black's") && m.text.contains("White's turn"),
        "{}",
        m.text
    );
}

#[test]
fn series_moves_then_end_and_undo() {
    let mut g = FakeGame::chess_start();
    g.dests.insert(cell("e2"), vec![cell("e4")]);
    g.dests.insert(cell("d2"), vec![cell("d4")]);
    let mut app = App::new(Box::new(g), Settings::default());
    for (from, to) in [("e2", "e4"), ("d2", "d4")] {
        app.cursor = cell(from);
        app.handle(Action::Pick);
        app.cursor = cell(to);
        app.handle(Action::Pick);
    }
    assert_eq!(app.game.series_so_far().len(), 2);
    assert_eq!(app.game.turn(), Side::White);
    let screen = text_of(&app, 80, 24);
    assert!(screen.contains("Series so far: e2e4, d2d4"), "{screen}");
    app.handle(Action::Undo);
    assert_eq!(app.game.series_so_far(), vec!["e2e4".to_string()]);
    app.run_command("end");
    assert_eq!(app.game.turn(), Side::Black);
    assert_eq!(app.game.move_list(Default::default()), vec!["e2e4"]);
}

#[test]
fn command_line_plays_text_and_reports_bad_text() {
    let mut tui = orthodox_tui();
    let size = Rect::new(0, 0, 80, 24);
    for c in ":e2e4".chars() {
        tui.handle_event(&key(KeyCode::Char(c)), size);
    }
    assert!(text_of(app_of(&tui), 80, 24).contains(":e2e4"));
    tui.handle_event(&key(KeyCode::Enter), size);
    assert_eq!(app_of(&tui).game.turn(), Side::Black);
    for c in ":zz9".chars() {
        tui.handle_event(&key(KeyCode::Char(c)), size);
    }
    tui.handle_event(&key(KeyCode::Enter), size);
    let m = app_of(&tui).message.clone().expect("message");
    assert!(m.error && m.text.contains("zz9"), "{}", m.text);
}

#[test]
fn after_the_result_no_moves_but_browsing_works() {
    // Fool's mate through the real orthodox rules.
    let mut app = App::new(
        Box::new(OrthodoxChess::new(None).expect("start")),
        Settings::default(),
    );
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        app.run_command(m);
    }
    assert!(matches!(
        app.game.result(),
        GameResult::Win {
            winner: Side::Black,
            ..
        }
    ));
    let screen = text_of(&app, 80, 24);
    assert!(screen.contains("Black wins — checkmate"), "{screen}");
    app.cursor = cell("e1");
    app.handle(Action::Pick);
    assert!(app
        .message
        .as_ref()
        .is_some_and(|m| m.error && m.text.contains("game is over")));
    app.run_command("a2a3");
    assert_eq!(app.game.history_len(), 4);
    app.handle(Action::BrowseBack);
    assert_eq!(app.mode, Mode::Browse { index: 3, step: 0 });
    app.handle(Action::BrowseStart);
    let screen = text_of(&app, 80, 24);
    assert!(screen.contains("Browsing: start"), "{screen}");
    app.handle(Action::BrowseEnd);
    assert_eq!(app.mode, Mode::Board);
}

#[test]
fn draw_offer_is_answered_by_the_other_player() {
    let mut tui = Tui::in_game(
        Box::new(FakeGame::chess_start()),
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        Settings::default(),
    );
    common::stack::type_text(&mut tui, "d");
    // The question is asked over the game, its answers on the key bar.
    let text = common::stack::draw(&tui, 80, 24);
    assert!(
        text.contains("White offers a draw. Black, do you accept? (y/n)")
            && text.contains("y yes  n no"),
        "{text}"
    );
    common::stack::type_text(&mut tui, "n");
    assert!(!app_of(&tui).game.result().is_over());
    assert_eq!(app_of(&tui).asked(), None);
    common::stack::type_text(&mut tui, ":draw");
    common::stack::press(&mut tui, &[KeyCode::Enter, KeyCode::Char('y')]);
    assert!(matches!(
        app_of(&tui).game.result(),
        GameResult::Draw { .. }
    ));
}

#[test]
fn ctrl_c_quits_at_once_and_q_asks() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    for mode in [InputMode::Board, InputMode::Command, InputMode::Browse] {
        assert_eq!(action_for_key(mode, ctrl_c), Some(Action::ForceQuit));
    }
    let mut tui = orthodox_tui();
    let size = Rect::new(0, 0, 80, 24);
    tui.handle_event(&key(KeyCode::Char('q')), size);
    assert!(!tui.quit);
    // "Stay".
    tui.handle_event(&key(KeyCode::Char('n')), size);
    assert!(!tui.quit && tui.top::<App>().is_some());
    tui.handle_event(&Event::Key(ctrl_c), size);
    assert!(tui.quit);
}

#[test]
fn xiangqi_notation_switches_to_wxf() {
    let mut g = FakeGame::xiangqi_start();
    g.moves = vec!["1. Che3".into()];
    let mut app = App::new(Box::new(g), Settings::default());
    app.handle(Action::ToggleNotation);
    let screen = text_of(&app, 80, 24);
    assert!(
        screen.contains("Moves (WXF)") && screen.contains("wxf 1. Che3"),
        "{screen}"
    );
}

#[test]
fn every_size_draws_without_panic_and_never_clips_the_board() {
    let games: Vec<Box<dyn Fn() -> App>> = vec![
        Box::new(|| App::new(Box::new(FakeGame::chess_start()), Settings::default())),
        Box::new(|| App::new(Box::new(FakeGame::xiangqi_start()), Settings::default())),
    ];
    for make in &games {
        for w in (0..=130)
            .step_by(7)
            .chain([1, 2, 20, 51, 52, 62, 63, 80, 200])
        {
            for h in (0..=45).step_by(4).chain([1, 5, 10, 11, 21, 22, 24, 60]) {
                let app = make();
                let kind = app.game.kind();
                let text = text_of(&app, w, h);
                let need = ScreenLayout::min_terminal(app.game.shape());
                if w >= need.0 && h >= need.1 {
                    // The whole board: both corner labels are visible.
                    let top = if kind == GameKind::Xiangqi {
                        "10"
                    } else {
                        " 8"
                    };
                    assert!(
                        text.contains(top) && text.contains(" a "),
                        "{w}x{h}\n{text}"
                    );
                    // Its help over it, at every size too.
                    let help = duochess::tui::game::view::help_screen(&app);
                    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
                    let frame = t
                        .draw(|f| {
                            f.render_widget(&app, f.area());
                            Screen::draw(&help, f.area(), f.buffer_mut());
                        })
                        .expect("draw");
                    assert_no_hidden_cells(frame.buffer);
                } else if w >= 20 && h >= 3 {
                    assert!(text.contains("Enlarge the terminal"), "{w}x{h}\n{text}");
                }
            }
        }
    }
}

#[test]
fn start_screen_offers_the_games_and_coming_soon_items() {
    let mut tui = Tui::start_screen(
        Box::new(|kind| match kind {
            GameKind::Flickering => Ok(Box::new(FakeGame::chess_start()) as Box<dyn PlayableGame>),
            GameKind::Xiangqi => Err(SetupError::Unavailable(kind)),
        }),
        Settings::default(),
    );
    let size = Rect::new(0, 0, 80, 24);
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("backend");
    t.draw(|f| f.render_widget(&tui, f.area())).expect("draw");
    let text = screen_text(t.backend().buffer());
    for item in [
        "Flickering Chess",
        "Xiangqi",
        "Set up a position",
        "Load a game",
        "Quit",
    ] {
        assert!(text.contains(item), "{text}");
    }
    // "Set up a position" opens the editor on the start position; Enter plays it.
    tui.handle_event(&key(KeyCode::Char('3')), size);
    assert!(tui.top::<duochess::tui::editor::SetupEditor>().is_some());
    tui.handle_event(&key(KeyCode::Enter), size);
    assert!(tui.top::<App>().is_some());
    // Tiny terminals never panic on the start screen either.
    for (w, h) in [(0, 0), (1, 1), (20, 5)] {
        let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
        t.draw(|f| f.render_widget(&tui, f.area())).expect("draw");
    }
}

#[test]
fn flipped_board_shows_black_at_the_bottom_and_auto_flip_follows_the_turn() {
    let settings = Settings {
        auto_flip: true,
        ..Settings::default()
    };
    let mut app = App::new(Box::new(OrthodoxChess::new(None).expect("start")), settings);
    assert!(!app.settings.flipped);
    let labels = |app: &App| {
        let text = text_of(app, 80, 24);
        let files = text
            .lines()
            .find(|l| l.trim_start().starts_with("a ") || l.trim_start().starts_with("h "))
            .expect("file labels")
            .split_whitespace()
            .collect::<String>();
        let first_rank = text
            .lines()
            .find_map(|l| l.trim_start().chars().next().filter(|c| c.is_ascii_digit()))
            .expect("rank label");
        (files, first_rank)
    };
    assert_eq!(labels(&app), ("abcdefgh".to_string(), '8'));
    app.run_command("e2e4");
    assert!(app.settings.flipped, "auto-flip turns the board for Black");
    assert_eq!(labels(&app), ("hgfedcba".to_string(), '1'));
    app.handle(Action::Flip);
    assert!(!app.settings.flipped);
    // Cursor keys follow the screen: up on a flipped board goes towards rank 1.
    app.handle(Action::Flip);
    app.cursor = cell("e5");
    app.handle(Action::Cursor { dx: 0, dy: -1 });
    assert_eq!(app.cursor, cell("e4"));
    app.handle(Action::Cursor { dx: 1, dy: 0 });
    assert_eq!(app.cursor, cell("d4"));
}

#[test]
fn a_long_move_list_shows_its_end() {
    let mut g = FakeGame::chess_start();
    g.moves = (1..=60).map(|i| format!("{i}a. move number {i}")).collect();
    let app = App::new(Box::new(g), Settings::default());
    let text = text_of(&app, 80, 24);
    assert!(text.contains("60a. move number 60"), "{text}");
    assert!(text.contains("earlier lines"), "{text}");
    assert!(!text.contains("1a. move number 1\n"), "{text}");
}

/// Whether `line` of a help screen lists the entry (two-column help included).
fn help_lists(lines: &[String], label: &str, words: &str) -> bool {
    lines.iter().any(|l| l.contains(label) && l.contains(words))
}

/// Every key of every mode, for each game: the action it asks for comes from a
/// key-table entry that the mode's key bar lists, and (where the mode has a help
/// screen) the help screen lists too. The bar and help are the ones the screens
/// draw.
#[test]
fn every_key_action_is_listed_in_its_modes_help_and_key_bar() {
    use duochess::play::new_game;
    use duochess::session::GameKind;
    use duochess::tui::game::view::{help_lines, key_hints};
    use duochess::tui::keys::{all_key_events, binding_for, game::KEYS};
    let mut checked = 0;
    for choice in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut app = App::new(new_game(choice, None).expect("game"), Settings::default());
        for mode in InputMode::ALL {
            // Put the screen in that mode as a player would.
            app.mode = match mode {
                InputMode::Command => Mode::Command(String::new()),
                InputMode::Browse => Mode::Browse { index: 0, step: 0 },
                InputMode::Promotion => Mode::Promotion {
                    from: cell("e7"),
                    to: cell("e8"),
                },
                _ => Mode::Board,
            };
            if mode == InputMode::Busy {
                let game = app.game.boxed_clone();
                app.job = Some(duochess::tui::game::GameJob::Hint(until_cancelled(
                    move || game.hint(),
                )));
            } else if mode == InputMode::Thinking {
                use duochess::play::opponent::{OpponentError, Thought};
                app.job = Some(duochess::tui::game::GameJob::Opponent(until_cancelled(
                    || Thought {
                        reply: Err(OpponentError::WrongGame(
                            duochess::play::opponent::OpponentName::Engine("a test".into()),
                        )),
                        elapsed: std::time::Duration::ZERO,
                        engine: None,
                        engine_name: None,
                    },
                )));
            } else {
                app.job = None;
            }
            assert_eq!(app.input_mode(), mode);
            let bar = key_hints(&app);
            let help = help_lines(&app);
            for ev in all_key_events() {
                let Some((b, action)) = binding_for(KEYS, mode, app.key_facts(), &ev) else {
                    continue;
                };
                assert_eq!(app.action_for(&ev), Some(action.clone()));
                assert!(
                    bar.contains(&(
                        b.bar_keys(duochess::i18n::Lang::En),
                        b.bar_words(duochess::i18n::Lang::En)
                    )),
                    "{choice:?} {mode:?}: {ev:?} → {action:?} is not in the key bar {bar:?}"
                );
                if matches!(mode, InputMode::Board | InputMode::Browse) {
                    assert!(
                        help_lists(
                            &help,
                            b.help_keys(duochess::i18n::Lang::En),
                            b.help_words(duochess::i18n::Lang::En)
                        ),
                        "{choice:?} {mode:?}: {ev:?} → {action:?} is not in the help {help:#?}"
                    );
                }
                checked += 1;
            }
        }
        app.job = None;
    }
    // Editor: every mode, both games; its help screen covers editing and analysis.
    use duochess::tui::editor::{SetupEditor, SetupInput};
    use duochess::tui::keys::editor::KEYS as EDITOR_KEYS;
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let e = SetupEditor::open(kind, None, Settings::default()).expect("editor");
        let help = duochess::tui::editor::view::help_lines(&e);
        for mode in SetupInput::ALL {
            let bar = duochess::tui::keys::bar_in(
                duochess::i18n::Lang::En,
                EDITOR_KEYS,
                mode,
                e.key_facts(),
            );
            for ev in all_key_events() {
                let Some((b, action)) = binding_for(EDITOR_KEYS, mode, e.key_facts(), &ev) else {
                    continue;
                };
                assert!(
                    bar.contains(&(
                        b.bar_keys(duochess::i18n::Lang::En),
                        b.bar_words(duochess::i18n::Lang::En)
                    )),
                    "editor {kind:?} {mode:?}: {ev:?} → {action:?} is not in the key bar"
                );
                if matches!(mode, SetupInput::Edit | SetupInput::Analysis) {
                    assert!(
                        help_lists(&help, b.help_keys(duochess::i18n::Lang::En), b.help_words(duochess::i18n::Lang::En)),
                        "editor {kind:?} {mode:?}: {ev:?} → {action:?} is not in the help {help:#?}"
                    );
                }
                checked += 1;
            }
        }
    }
    // The questions and the help screens: every key is on their key bars.
    use duochess::tui::keys::{ask, help};
    let en = duochess::i18n::Lang::En;
    for mode in ask::AskInput::ALL {
        let bar = duochess::tui::keys::bar_in(en, ask::KEYS, mode, Default::default());
        for ev in all_key_events() {
            if let Some((b, action)) = binding_for(ask::KEYS, mode, Default::default(), &ev) {
                let entry = (b.bar_keys(en), b.bar_words(en));
                assert!(bar.contains(&entry), "{mode:?}: {action:?} not in {bar:?}");
                checked += 1;
            }
        }
    }
    let bar =
        duochess::tui::keys::bar_in(en, help::KEYS, help::HelpInput::Text, Default::default());
    for ev in all_key_events() {
        if let Some((b, action)) =
            binding_for(help::KEYS, help::HelpInput::Text, Default::default(), &ev)
        {
            let entry = (b.bar_keys(en), b.bar_words(en));
            assert!(bar.contains(&entry), "help: {action:?} not in {bar:?}");
            checked += 1;
        }
    }
    // Start screen: its key line is its help.
    use duochess::tui::keys::menu::{MenuInput, KEYS as MENU_KEYS};
    let mut menu = duochess::tui::root::StartMenu::default();
    for mode in MenuInput::ALL {
        menu.load = (mode == MenuInput::Load).then(Default::default);
        assert_eq!(menu.input_mode(), mode);
        let line = menu.key_line();
        for ev in all_key_events() {
            let Some((b, action)) =
                binding_for(MENU_KEYS, mode, duochess::tui::keys::Facts::default(), &ev)
            else {
                continue;
            };
            assert!(
                line.contains(&format!(
                    "{} {}",
                    b.bar_keys(duochess::i18n::Lang::En),
                    b.bar_words(duochess::i18n::Lang::En)
                )),
                "menu {mode:?}: {ev:?} → {action:?} is not in {line:?}"
            );
            checked += 1;
        }
    }
    // The new-game screen: its key line is its help too.
    use duochess::tui::keys::new_game::{NewGameInput, KEYS as NEW_GAME_KEYS};
    use duochess::tui::new_game::{NewGameScreen, Row};
    for (row, mode) in [
        (Row::Game, NewGameInput::Choose),
        (Row::White, NewGameInput::Text),
    ] {
        let screen = NewGameScreen {
            row,
            ..NewGameScreen::default()
        };
        assert_eq!(screen.input_mode(), mode);
        let line = screen.key_line();
        for ev in all_key_events() {
            let Some((b, action)) = binding_for(
                NEW_GAME_KEYS,
                mode,
                duochess::tui::keys::Facts::default(),
                &ev,
            ) else {
                continue;
            };
            assert!(
                line.contains(&format!(
                    "{} {}",
                    b.bar_keys(duochess::i18n::Lang::En),
                    b.bar_words(duochess::i18n::Lang::En)
                )),
                "new game {mode:?}: {ev:?} → {action:?} is not in {line:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} keys checked");
}
