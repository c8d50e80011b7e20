//! Records through the game screen (no terminal): `:save` / `:load` round trips, a bad
//! file's error in the message line with the game kept, autosave after completed
//! series / moves, undo and results, archiving of finished games, keeping another
//! game's autosave, a failing autosave, and the start screen's resume offer and load
//! prompt. The real sessions are used through their adapters.

use crate::common;

use common::scratch::Scratch;
use duochess::record::{self, DataDir, LoadedGame, RecordInfo};
use duochess::tui::adapters::flicker::FlickerAdapter;
use duochess::tui::adapters::xiangqi::XiangqiAdapter;
use duochess::tui::game::files::Records;
use duochess::tui::keys::Action;
use duochess::tui::root::{Screen, Tui};
use duochess::tui::{App, PlayableGame, Settings};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

fn flickering() -> Box<dyn PlayableGame> {
    Box::new(FlickerAdapter::new(None).expect("start"))
}

fn xiangqi() -> Box<dyn PlayableGame> {
    Box::new(XiangqiAdapter::new(None).expect("start"))
}

/// Type a `:` command line as a player would.
fn command(app: &mut App, line: &str) {
    app.handle(Action::OpenCommand);
    for c in line.chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
}

fn message(app: &App) -> (String, bool) {
    app.message
        .as_ref()
        .map(|m| (m.text.clone(), m.error))
        .unwrap_or_default()
}

/// An app whose autosave goes to `data`.
fn autosaving(game: Box<dyn PlayableGame>, data: &Scratch) -> App {
    let records = Records::new(
        game.as_ref(),
        RecordInfo::default(),
        Some(DataDir::at(data.path())),
        false,
    );
    App::new(game, Settings::default()).with_records(records)
}

fn autosaved(data: &Scratch) -> Option<LoadedGame> {
    let text = std::fs::read_to_string(data.join("autosave.pgn")).ok()?;
    Some(record::load(&text).expect("the autosave loads").game)
}

fn flicker_moves(game: Option<LoadedGame>) -> Vec<String> {
    match game {
        Some(LoadedGame::Flickering(g)) => g.move_list(),
        other => panic!("not a Flickering game: {other:?}"),
    }
}

#[test]
fn save_then_load_gives_the_same_game_flickering_and_xiangqi() {
    let dir = Scratch::new("app-save-load");
    let path = dir.join("game.pgn");
    let mut app = App::new(flickering(), Settings::default());
    for series in ["e4, d4", "e5, Nc6", "Nf3, Bc4, dxe5", "Nxe5"] {
        command(&mut app, series);
    }
    let moves = app.game.move_list(Default::default());
    let fen = app.game.fen();
    command(&mut app, &format!("save {}", path.display()));
    let (text, error) = message(&app);
    assert!(!error && text.contains("Saved 4 series"), "{text}");

    let mut other = App::new(xiangqi(), Settings::default());
    command(&mut other, "h3e3");
    command(&mut other, &format!("load {}", path.display()));
    let (text, error) = message(&other);
    assert!(
        !error && text.contains("Flickering Chess, 4 series"),
        "{text}"
    );
    assert_eq!(other.game.move_list(Default::default()), moves);
    assert_eq!(other.game.fen(), fen);
    assert_eq!(other.game.kind(), duochess::session::GameKind::Flickering);

    // Xiangqi the other way round, in WXF and coordinates as typed.
    let xpath = dir.join("x.pgn");
    let mut x = App::new(xiangqi(), Settings::default());
    for mv in ["h3e3", "H8+7", "Hg3", "c7c6"] {
        command(&mut x, mv);
    }
    command(&mut x, &format!("save {}", xpath.display()));
    command(&mut other, &format!("load {}", xpath.display()));
    assert_eq!(
        other.game.move_list(Default::default()),
        x.game.move_list(Default::default())
    );
    assert_eq!(other.game.fen(), x.game.fen());
}

#[test]
fn a_bad_file_names_line_move_and_reason_and_the_game_goes_on() {
    let dir = Scratch::new("app-bad-load");
    let bad = dir.join("bad.pgn");
    let text = "[Event \"x\"]\n[Variant \"Flickering\"]\n\n1a. e4 1b. e5\n2a. Qxf7, Ke2 *\n";
    std::fs::write(&bad, text).expect("write");
    let mut app = App::new(flickering(), Settings::default());
    command(&mut app, "d4, c4");
    let before = app.game.move_list(Default::default());
    command(&mut app, &format!("load {}", bad.display()));
    let (msg, error) = message(&app);
    assert!(error, "{msg}");
    assert!(msg.contains("line 5"), "{msg}");
    assert!(msg.contains("2a. Qxf7"), "{msg}");
    assert!(msg.contains("queen"), "the reason is named: {msg}");
    assert!(msg.contains("2 moves read before it"), "{msg}");
    assert_eq!(app.game.move_list(Default::default()), before);
    assert_eq!(std::fs::read_to_string(&bad).expect("read"), text);

    // Missing file, unknown variant, binary garbage, no path: errors, no change.
    let garbage = dir.join("garbage.pgn");
    std::fs::write(&garbage, [0u8, 159, 146, 150, 255, b'[', 0]).expect("write");
    let unknown = dir.join("unknown.pgn");
    std::fs::write(&unknown, "[Variant \"shogi\"]\n\n1. P7f *\n").expect("write");
    for (line, expect) in [
        (
            format!("load {}", dir.join("nope.pgn").display()),
            "cannot read",
        ),
        (
            format!("load {}", unknown.display()),
            "unknown variant \"shogi\"",
        ),
        (format!("load {}", garbage.display()), "garbage.pgn"),
        ("load".to_string(), "say where: :load PATH"),
        ("save   ".to_string(), "say where: :save PATH"),
    ] {
        command(&mut app, &line);
        let (msg, error) = message(&app);
        assert!(error && msg.contains(expect), "{line}: {msg}");
        assert_eq!(app.game.move_list(Default::default()), before);
    }
    // Saving into a folder that cannot be made fails with the path in the message.
    std::fs::write(dir.join("file"), "x").expect("write");
    command(
        &mut app,
        &format!("save {}", dir.join("file/sub/game.pgn").display()),
    );
    let (msg, error) = message(&app);
    assert!(error && msg.contains("cannot write"), "{msg}");
}

#[test]
fn autosave_follows_completed_series_undo_and_the_result() {
    let data = Scratch::new("app-autosave");
    let mut app = autosaving(flickering(), &data);
    // Nothing is written before the game changes.
    app.handle(Action::Cursor { dx: 1, dy: 0 });
    assert!(autosaved(&data).is_none());
    command(&mut app, "e4, d4");
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4, d4"]);
    // A series in progress is not a completed series: the autosave stays.
    command(&mut app, "e5,");
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4, d4"]);
    app.handle(Action::EndSeries);
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4, d4", "1b. e5"]);
    // Undo at the start of a series takes back a whole series: the autosave follows.
    app.handle(Action::Undo);
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4, d4"]);
    // The result: the game is archived under records/ and the autosave cleared.
    app.handle(Action::Resign);
    app.handle(Action::Answer(true));
    assert!(autosaved(&data).is_none());
    let kept = data.records();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let (msg, _) = message(&app);
    assert!(
        msg.contains("Game over") && msg.contains("Game kept as records/"),
        "{msg}"
    );
    let text = std::fs::read_to_string(&kept[0]).expect("record");
    let loaded = record::load(&text).expect("the kept record loads");
    match loaded.game {
        LoadedGame::Flickering(g) => {
            assert_eq!(g.move_list(), ["1a. e4, d4"]);
            assert!(g.result().is_over());
        }
        other => panic!("{other:?}"),
    }
    // Browsing after the end writes nothing more.
    app.handle(Action::BrowseBack);
    app.handle(Action::BrowseEnd);
    assert_eq!(data.records().len(), 1);
}

#[test]
fn xiangqi_autosaves_every_move() {
    let data = Scratch::new("app-autosave-x");
    let mut app = autosaving(xiangqi(), &data);
    for (i, mv) in ["h3e3", "h8e8", "h1g3"].iter().enumerate() {
        command(&mut app, mv);
        match autosaved(&data) {
            Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), i + 1),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn another_games_autosave_is_kept_before_it_is_replaced() {
    let data = Scratch::new("app-keep-other");
    // An unfinished Xiangqi game sits in the autosave.
    let mut x = autosaving(xiangqi(), &data);
    command(&mut x, "h3e3");
    let old = std::fs::read_to_string(data.join("autosave.pgn")).expect("autosave");
    // A new Flickering game (not resumed) starts: the old one is kept at its first write.
    let mut app = autosaving(flickering(), &data);
    command(&mut app, "e4");
    let (msg, error) = message(&app);
    assert!(
        !error && msg.contains("An earlier unfinished game was kept as records/"),
        "{msg}"
    );
    let kept = data.records();
    assert_eq!(kept.len(), 1);
    assert!(
        kept[0].to_string_lossy().contains("unfinished-xiangqi"),
        "{kept:?}"
    );
    assert_eq!(std::fs::read_to_string(&kept[0]).expect("kept"), old);
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4"]);
    // Later writes replace our own autosave without keeping copies.
    command(&mut app, "e5");
    assert_eq!(data.records().len(), 1);

    // :load replaces the game on screen: the autosave of the replaced game is kept
    // at the loaded game's first write.
    let file = data.join("x.pgn");
    command(&mut x, &format!("save {}", file.display()));
    command(&mut app, &format!("load {}", file.display()));
    assert_eq!(flicker_moves(autosaved(&data)), ["1a. e4", "1b. e5"]);
    command(&mut app, "h8e8");
    assert_eq!(data.records().len(), 2);
    match autosaved(&data) {
        Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_failing_autosave_shows_a_message_and_the_game_goes_on() {
    let dir = Scratch::new("app-autosave-fails");
    // The data folder is a file: nothing can be written under it.
    let blocked = dir.join("not-a-folder");
    std::fs::write(&blocked, "x").expect("write");
    let game = flickering();
    let records = Records::new(
        game.as_ref(),
        RecordInfo::default(),
        Some(DataDir::at(&blocked)),
        false,
    );
    let mut app = App::new(game, Settings::default()).with_records(records);
    command(&mut app, "e4");
    let (msg, error) = message(&app);
    assert!(error && msg.contains("Autosave failed"), "{msg}");
    assert!(msg.contains(":save PATH"), "{msg}");
    command(&mut app, "e5");
    assert_eq!(app.game.move_list(Default::default()), ["1a. e4", "1b. e5"]);
}

fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

fn start_screen(data: &Scratch) -> Tui {
    Tui::start_screen(
        Box::new(|kind| {
            duochess::tui::new_game(
                match kind {
                    duochess::session::GameKind::Flickering => {
                        duochess::tui::GameChoice::Flickering
                    }
                    duochess::session::GameKind::Xiangqi => duochess::tui::GameChoice::Xiangqi,
                },
                None,
            )
        }),
        Settings::default(),
    )
    .with_data_dir(Some(DataDir::at(data.path())))
}

#[test]
fn start_screen_offers_to_resume_and_loads_a_typed_path() {
    let size = Rect::new(0, 0, 80, 24);
    let data = Scratch::new("start-resume");
    // No autosave: no offer.
    let tui = start_screen(&data);
    assert!(matches!(&tui.screen, Screen::Start(m) if m.resume.is_none()));
    let mut app = autosaving(flickering(), &data);
    command(&mut app, "e4, d4");
    command(&mut app, "e5");
    let mut tui = start_screen(&data);
    match &tui.screen {
        Screen::Start(m) => assert_eq!(
            m.resume.as_deref(),
            Some("Flickering Chess, 2 series, White to move")
        ),
        _ => panic!("not the start screen"),
    }
    tui.handle_event(&key(KeyCode::Char('y')), size);
    let Screen::Game(app) = &tui.screen else {
        panic!("resume did not open the game")
    };
    assert_eq!(
        app.game.move_list(Default::default()),
        ["1a. e4, d4", "1b. e5"]
    );

    // The load prompt: a bad path keeps the prompt with the reason; a good one loads.
    let file = data.join("saved.pgn");
    command(app_mut(&mut tui), &format!("save {}", file.display()));
    let mut tui = start_screen(&data);
    tui.handle_event(&key(KeyCode::Char('n')), size);
    tui.handle_event(&key(KeyCode::Char('4')), size);
    for c in "nope.pgn".chars() {
        tui.handle_event(&key(KeyCode::Char(c)), size);
    }
    tui.handle_event(&key(KeyCode::Enter), size);
    match &tui.screen {
        Screen::Start(m) => {
            assert_eq!(m.prompt.as_deref(), Some("nope.pgn"));
            assert!(
                m.message
                    .as_deref()
                    .is_some_and(|t| t.contains("cannot read")),
                "{m:?}"
            );
        }
        _ => panic!("a missing file left the start screen"),
    }
    for _ in 0.."nope.pgn".len() {
        tui.handle_event(&key(KeyCode::Backspace), size);
    }
    for c in file.display().to_string().chars() {
        tui.handle_event(&key(KeyCode::Char(c)), size);
    }
    tui.handle_event(&key(KeyCode::Enter), size);
    let Screen::Game(app) = &tui.screen else {
        panic!("the file did not load")
    };
    assert_eq!(app.game.history_len(), 2);
    assert!(app.records.autosave_on());
}

fn app_mut(tui: &mut Tui) -> &mut App {
    match &mut tui.screen {
        Screen::Game(app) => app,
        _ => panic!("not in a game"),
    }
}

#[test]
fn the_quit_question_says_what_the_autosave_holds() {
    fn quit_line(app: &mut App) -> String {
        app.handle(Action::Quit);
        let mut t =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).expect("backend");
        t.draw(|f| f.render_widget(&*app, f.area())).expect("draw");
        let text = common::screen_text(t.backend().buffer());
        app.handle(Action::Answer(false));
        text
    }
    let data = Scratch::new("app-quit-question");
    let mut app = autosaving(flickering(), &data);
    assert!(quit_line(&mut app).contains("It is autosaved: duochess play --resume goes on"));
    command(&mut app, "e4,");
    assert!(quit_line(&mut app).contains("The series in progress is lost"));
    let mut plain = App::new(flickering(), Settings::default());
    assert!(quit_line(&mut plain).contains("It is not saved"));
}
