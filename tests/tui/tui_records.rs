//! Records through the game screen (no terminal): `:save` / `:load` round trips, a bad
//! file's error in the message line with the game kept, autosave after completed
//! series / moves, undo and results, archiving of finished games, keeping another
//! game's autosave (one per game kind, none without a completed turn), a failing
//! autosave, the start screen's Resume entry and records list with its path line,
//! `:save` into the records folder and its questions. The real sessions are used
//! through their adapters.

use crate::common;

use common::scratch::Scratch;
use duochess::play::adapters::flicker::FlickerAdapter;
use duochess::play::adapters::xiangqi::XiangqiAdapter;
use duochess::play::records::Records;
use duochess::play::PlayableGame;
use duochess::play::Settings;
use duochess::record::{self, DataDir, LoadedGame, RecordInfo};
use duochess::session::GameKind;
use duochess::tui::keys::Action;
use duochess::tui::root::Tui;
use duochess::tui::App;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

fn flickering() -> Box<dyn PlayableGame> {
    Box::new(FlickerAdapter::new(None).expect("start"))
}

fn xiangqi() -> Box<dyn PlayableGame> {
    Box::new(XiangqiAdapter::new(None).expect("start"))
}

/// Type a `:` command line as a player would.
pub(crate) fn command(app: &mut App, line: &str) {
    app.handle(Action::OpenCommand);
    for c in line.chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
}

pub(crate) fn message(app: &App) -> (String, bool) {
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
        None,
    );
    App::new(game, Settings::default()).with_records(records)
}

/// The autosaved game of `kind` in `data`, if any.
fn autosaved(data: &Scratch, kind: GameKind) -> Option<LoadedGame> {
    let text = std::fs::read_to_string(autosave_file(data, kind)).ok()?;
    Some(record::load(&text).expect("the autosave loads").game)
}

/// The autosave file of `kind` (of a copy running alone).
fn autosave_file(data: &Scratch, kind: GameKind) -> std::path::PathBuf {
    data.join(match kind {
        GameKind::Flickering => "autosave-flickering.pgn",
        GameKind::Xiangqi => "autosave-xiangqi.pgn",
    })
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
        ("load".to_string(), "The command load is written load PATH"),
        (
            "save   ".to_string(),
            "The command save is written save PATH",
        ),
    ] {
        command(&mut app, &line);
        let (msg, error) = message(&app);
        assert!(error && msg.contains(expect), "{line}: {msg}");
        assert_eq!(app.game.move_list(Default::default()), before);
    }
    // Saving into a folder that cannot be made: asked, then the reason with the path.
    std::fs::write(dir.join("file"), "x").expect("write");
    command(
        &mut app,
        &format!("save {}", dir.join("file/sub/game.pgn").display()),
    );
    app.answer(true);
    let (msg, error) = message(&app);
    assert!(error && msg.contains("cannot write"), "{msg}");
}

#[test]
fn autosave_follows_completed_series_undo_and_the_result() {
    let data = Scratch::new("app-autosave");
    let mut app = autosaving(flickering(), &data);
    // Nothing is written before the game changes.
    app.handle(Action::Cursor { dx: 1, dy: 0 });
    assert!(autosaved(&data, GameKind::Flickering).is_none());
    command(&mut app, "e4, d4");
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4, d4"]
    );
    // A series in progress is not a completed series: the autosave stays.
    command(&mut app, "e5,");
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4, d4"]
    );
    app.handle(Action::EndSeries);
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4, d4", "1b. e5"]
    );
    // Undo at the start of a series takes back a whole series: the autosave follows.
    app.handle(Action::Undo);
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4, d4"]
    );
    // The result: the game is archived under records/ and the autosave cleared.
    app.handle(Action::Resign);
    app.answer(true);
    assert!(autosaved(&data, GameKind::Flickering).is_none());
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
        match autosaved(&data, GameKind::Xiangqi) {
            Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), i + 1),
            other => panic!("{other:?}"),
        }
    }
}

/// Each game kind has its own autosave: a new Flickering game leaves the
/// unfinished Xiangqi game where it is, and both are offered to resume. Only a new
/// game of the same kind keeps the old one under `records/` before replacing it.
#[test]
fn each_game_kind_has_its_own_autosave_and_a_new_game_keeps_its_kinds_old_one() {
    let data = Scratch::new("app-keep-other");
    // An unfinished Xiangqi game sits in its autosave.
    let mut x = autosaving(xiangqi(), &data);
    command(&mut x, "h3e3");
    let old = std::fs::read_to_string(autosave_file(&data, GameKind::Xiangqi)).expect("autosave");
    // A new Flickering game starts: the Xiangqi game stays, untouched.
    let mut app = autosaving(flickering(), &data);
    command(&mut app, "e4");
    assert_eq!(message(&app), (String::new(), false));
    assert!(data.records().is_empty(), "{:?}", data.records());
    let kept_x = std::fs::read_to_string(autosave_file(&data, GameKind::Xiangqi));
    assert_eq!(kept_x.expect("the Xiangqi game"), old);
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4"]
    );
    // Both are games in progress, each on the menu.
    let tui = start_screen(&data);
    let games: Vec<&str> = menu(&tui).resume.iter().map(|o| o.game.as_str()).collect();
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.contains(&"Xiangqi") && games.contains(&"Flickering Chess"));

    // A new Xiangqi game (not resumed) keeps the old one at its first write.
    let mut y = autosaving(xiangqi(), &data);
    command(&mut y, "b3e3");
    let (msg, error) = message(&y);
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
    // Later writes replace our own autosave without keeping copies.
    command(&mut y, "b8e8");
    assert_eq!(data.records().len(), 1);

    // :load replaces the game on screen: the autosave of the loaded game's kind
    // is kept at its first write, the Flickering game left where it is.
    let file = data.join("x.pgn");
    command(&mut x, &format!("save {}", file.display()));
    command(&mut app, &format!("load {}", file.display()));
    command(&mut app, "h8e8");
    let kept = std::fs::read_to_string(data.join("records/unfinished-xiangqi.pgn"));
    let kept = kept.expect("kept");
    // Cbe3 Cbe8 in the record's ICCS (ranks 0-9).
    assert!(kept.contains("1. b2e2 b7e7"), "{kept}");
    match autosaved(&data, GameKind::Xiangqi) {
        Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), 2),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        flicker_moves(autosaved(&data, GameKind::Flickering)),
        ["1a. e4"]
    );
}

/// A Flickering game whose data folder is a file in `dir`: nothing can be
/// autosaved under it.
pub(crate) fn autosave_blocked(dir: &Scratch, settings: Settings) -> App {
    let blocked = dir.join("not-a-folder");
    std::fs::write(&blocked, "x").expect("write");
    let game = flickering();
    let records = Records::new(
        game.as_ref(),
        RecordInfo::default(),
        Some(DataDir::at(&blocked)),
        None,
    );
    App::new(game, settings).with_records(records)
}

#[test]
fn a_failing_autosave_shows_a_message_and_the_game_goes_on() {
    let dir = Scratch::new("app-autosave-fails");
    let mut app = autosave_blocked(&dir, Settings::default());
    command(&mut app, "e4");
    let (msg, error) = message(&app);
    assert!(error && msg.contains("Autosave failed"), "{msg}");
    assert!(msg.contains(":save PATH"), "{msg}");
    command(&mut app, "e5");
    assert_eq!(app.game.move_list(Default::default()), ["1a. e4", "1b. e5"]);
}

fn left_click(column: u16, row: u16) -> Event {
    use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    })
}

pub(crate) fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

fn start_screen(data: &Scratch) -> Tui {
    start_screen_in(data, Settings::default())
}

/// The start screen with `settings`, its data folder `data`.
pub(crate) fn start_screen_in(data: &Scratch, settings: Settings) -> Tui {
    Tui::start_screen(
        Box::new(|kind| {
            duochess::play::new_game(
                match kind {
                    duochess::session::GameKind::Flickering => {
                        duochess::session::GameKind::Flickering
                    }
                    duochess::session::GameKind::Xiangqi => duochess::session::GameKind::Xiangqi,
                },
                None,
            )
        }),
        settings,
    )
    .with_data_dir(Some(DataDir::at(data.path())))
}

fn menu(tui: &Tui) -> &duochess::tui::menu::StartMenu {
    tui.top().expect("the start screen")
}

fn load_screen(tui: &Tui) -> &duochess::tui::load::LoadScreen {
    menu(tui).load.as_deref().expect("the records list is open")
}

pub(crate) fn press(tui: &mut Tui, keys: &[KeyCode]) {
    for k in keys {
        tui.handle_event(&key(*k), Rect::new(0, 0, 80, 24));
    }
}

fn type_text(tui: &mut Tui, text: &str) {
    for c in text.chars() {
        press(tui, &[KeyCode::Char(c)]);
    }
}

pub(crate) fn drawn(what: impl ratatui::widgets::Widget, w: u16, h: u16) -> String {
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("backend");
    t.draw(|f| f.render_widget(what, f.area())).expect("draw");
    common::assert_no_hidden_cells(t.backend().buffer());
    common::screen_text(t.backend().buffer())
}

/// An autosave of two Flickering series between Ann and Bob in `data`.
fn autosave_two_series(data: &Scratch) {
    let game = flickering();
    let info = RecordInfo {
        white: "Ann".into(),
        black: "Bob".into(),
        ..RecordInfo::default()
    };
    let records = Records::new(game.as_ref(), info, Some(DataDir::at(data.path())), None);
    let mut app = App::new(game, Settings::default()).with_records(records);
    command(&mut app, "e4, d4");
    command(&mut app, "e5");
}

#[test]
fn the_menu_has_a_resume_entry_only_with_an_autosave_and_only_it_resumes() {
    use duochess::tui::menu::StartItem;
    let data = Scratch::new("menu-resume");
    // No autosave: no entry, and 0 (the entry's number) says there is nothing.
    let mut tui = start_screen(&data);
    assert!(menu(&tui).resume.is_empty());
    assert!(!menu(&tui).entries().contains(&StartItem::Resume(0)));
    assert!(!drawn(&tui, 80, 24).contains("Resume"));
    press(&mut tui, &[KeyCode::Char('0')]);
    assert_eq!(
        menu(&tui).message.as_deref(),
        Some("No game in progress was autosaved.")
    );

    autosave_two_series(&data);
    let tui = start_screen(&data);
    let m = menu(&tui);
    assert_eq!(m.entries()[0], StartItem::Resume(0));
    assert_eq!(m.entries()[1..], StartItem::ALL);
    let [offer] = &m.resume[..] else {
        panic!("one offer: {:?}", m.resume)
    };
    assert_eq!(offer.game, "Flickering Chess");
    assert!(
        offer
            .detail
            .starts_with("Ann – Bob · 2 series, White to move · 20"),
        "{}",
        offer.detail
    );
    // The selection starts on the first game, not on Resume.
    assert_eq!(m.chosen(), StartItem::Flickering);
    let screen = drawn(&tui, 80, 24);
    assert!(
        screen.contains("0. Resume Flickering Chess")
            && screen.contains("Ann – Bob · 2 series, White to move")
            && screen.contains("▶  1. Flickering Chess"),
        "{screen}"
    );
    // No question waits for an answer: y, n and Enter mean what they mean without
    // an autosave.
    // (The key line's `?` opens the help.)
    assert!(!screen.replace("? help", "").contains('?'), "{screen}");

    // ↓↓↓⏎ reaches "Load a game" as it does without an autosave.
    let mut tui = start_screen(&data);
    press(
        &mut tui,
        &[KeyCode::Down, KeyCode::Down, KeyCode::Down, KeyCode::Enter],
    );
    assert!(menu(&tui).load.is_some(), "↓↓↓⏎ did not open Load a game");
    // ⏎ at once starts a new game, not the autosaved one.
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Enter]);
    assert_eq!(app_mut(&mut tui).game.history_len(), 0);
    // Walking round the whole menu, Resume is chosen at one place only.
    let mut tui = start_screen(&data);
    let n = menu(&tui).entries().len();
    let resumes = (0..n)
        .filter(|_| {
            press(&mut tui, &[KeyCode::Down]);
            menu(&tui).chosen() == StartItem::Resume(0)
        })
        .count();
    assert_eq!(resumes, 1);
    // ↑ from the first game is Resume; ⏎ on it resumes.
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Up]);
    assert_eq!(menu(&tui).chosen(), StartItem::Resume(0));
    press(&mut tui, &[KeyCode::Enter]);
    assert_eq!(
        app_mut(&mut tui).game.move_list(Default::default()),
        ["1a. e4, d4", "1b. e5"]
    );
    // So does its number, and a click on it.
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('0')]);
    assert_eq!(app_mut(&mut tui).game.history_len(), 2);
    let mut tui = start_screen(&data);
    let size = Rect::new(0, 0, 80, 24);
    let row = (0..24)
        .find(|r| menu(&tui).item_at(size, *r) == Some(StartItem::Resume(0)))
        .expect("a row for Resume");
    assert!(drawn(&tui, 80, 24)
        .lines()
        .nth(usize::from(row))
        .is_some_and(|l| l.contains("Resume")));
    let click = left_click(40, row);
    tui.handle_event(&click, size);
    assert_eq!(app_mut(&mut tui).game.history_len(), 2);
}

/// A game autosaved by an older version, in the one `autosave.pgn` both games
/// shared, is still offered after the upgrade, and played on it moves into the
/// autosave of its kind.
#[test]
fn an_older_versions_autosave_is_still_offered_and_resumed() {
    use duochess::tui::menu::StartItem;
    let data = Scratch::new("menu-old-autosave");
    let old = data.join("autosave.pgn");
    std::fs::write(&old, "[Variant \"xiangqi\"]\n\n1. h3e3 *\n").expect("write");
    let mut tui = start_screen(&data);
    let m = menu(&tui);
    assert_eq!(m.entries()[0], StartItem::Resume(0));
    assert_eq!(m.resume[0].game, "Xiangqi");
    assert_eq!(m.resume[0].path, old);
    press(&mut tui, &[KeyCode::Char('0')]);
    let app = app_mut(&mut tui);
    assert_eq!(app.game.history_len(), 1);
    command(app, "h8e8");
    assert!(!old.exists(), "moved into the Xiangqi autosave");
    match autosaved(&data, GameKind::Xiangqi) {
        Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), 2),
        other => panic!("{other:?}"),
    }
    assert!(data.records().is_empty(), "{:?}", data.records());
}

/// A Flickering and a Xiangqi game in progress: the menu has a Resume entry for
/// each, the newest first (0 resumes it), and ⏎ on either plays it on.
#[test]
fn the_menu_offers_each_game_in_progress() {
    use duochess::tui::menu::StartItem;
    let data = Scratch::new("menu-two-games");
    autosave_two_series(&data);
    let mut x = autosaving(xiangqi(), &data);
    command(&mut x, "h3e3");
    let tui = start_screen(&data);
    let m = menu(&tui);
    assert_eq!(
        m.entries()[..3],
        [
            StartItem::Resume(0),
            StartItem::Resume(1),
            StartItem::Flickering
        ]
    );
    let games: Vec<&str> = m.resume.iter().map(|o| o.game.as_str()).collect();
    assert!(
        games.contains(&"Xiangqi") && games.contains(&"Flickering Chess"),
        "{games:?}"
    );
    for (size, name) in [((80, 24), "80×24"), ((120, 40), "120×40")] {
        let screen = drawn(&tui, size.0, size.1);
        assert!(
            screen.contains("0. Resume") && screen.matches("Resume").count() == 2,
            "{name}:\n{screen}"
        );
        assert!(!screen.contains("too small"), "{name}:\n{screen}");
    }
    // "Load a game" lists both first, as games in progress; ⏎ resumes the newest.
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    let load = menu(&tui).load.as_ref().expect("Load a game");
    assert_eq!(load.in_progress, 2);
    let screen = drawn(&tui, 120, 40);
    assert_eq!(screen.matches("In progress").count(), 2, "{screen}");
    assert!(
        screen.contains("A game in progress, autosaved in"),
        "{screen}"
    );
    press(&mut tui, &[KeyCode::Enter]);
    let said = message(app_mut(&mut tui)).0;
    assert!(said.starts_with("Resumed: "), "{said}");
    // ↑ reaches the older one; ⏎ resumes it.
    for (keys, game) in [
        (&[KeyCode::Up][..], games[1]),
        (&[KeyCode::Up, KeyCode::Up][..], games[0]),
    ] {
        let mut tui = start_screen(&data);
        press(&mut tui, keys);
        press(&mut tui, &[KeyCode::Enter]);
        let kind = app_mut(&mut tui).game.kind();
        let expected = if game == "Xiangqi" {
            GameKind::Xiangqi
        } else {
            GameKind::Flickering
        };
        assert_eq!(kind, expected);
    }
}

/// Write a record into the records folder, saved at `minutes` past a fixed hour.
pub(crate) fn record_file(
    data: &Scratch,
    name: &str,
    text: impl AsRef<[u8]>,
    minutes: u64,
) -> std::path::PathBuf {
    let dir = data.join("records");
    std::fs::create_dir_all(&dir).expect("records folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    // 2026-11-30 10:00 UTC, plus the minutes.
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_032_800 + 60 * minutes);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .and_then(|f| f.set_modified(when))
        .expect("set the time");
    path
}

const XIANGQI_DONE: &str = "[Event \"x\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n[Variant \"xiangqi\"]\n\n1. h3e3 h8e8 2. h1g3 0-1\n";
const FLICKER_OPEN: &str =
    "[Variant \"Flickering\"]\n[White \"?\"]\n[Black \"?\"]\n\n1a. e4, d4 1b. e5 *\n";
const BROKEN: &str = "[Variant \"shogi\"]\n\n1. P7f *\n";

#[test]
fn the_records_list_is_newest_first_with_its_fields_and_a_broken_file_says_why() {
    let data = Scratch::new("records-list");
    record_file(&data, "old-xiangqi.pgn", XIANGQI_DONE, 0);
    record_file(&data, "newest.pgn", FLICKER_OPEN, 30);
    let broken = record_file(&data, "broken.pgn", BROKEN, 10);
    // Neither hidden files nor other files are records.
    std::fs::write(data.join("records/.tmp.pgn"), "x").expect("write");
    std::fs::write(data.join("records/notes.txt"), "x").expect("write");
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    let names: Vec<&str> = load_screen(&tui)
        .entries
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["newest.pgn", "broken.pgn", "old-xiangqi.pgn"]);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = drawn(&tui, w, h);
        let line = |name: &str| {
            screen
                .lines()
                .find(|l| l.contains(name))
                .unwrap_or_else(|| panic!("no {name} line in\n{screen}"))
                .to_string()
        };
        let x = line("Ann – Bob");
        assert!(
            x.contains("Xiangqi")
                && x.contains("2026-11-30 10:00")
                && x.contains("Black won")
                // Three turns, numbered to 2: two moves.
                && x.contains("2 moves"),
            "{x}"
        );
        let f = line("White – Black");
        assert!(
            f.contains("▶ Flickering")
                && f.contains("2026-11-30 10:30")
                && f.contains("Unfinished")
                && f.contains("2 series"),
            "{f}"
        );
        assert!(
            line("broken.pgn").contains("unknown variant \"shogi\""),
            "{screen}"
        );
        let shown = screen.replace(&data.path().display().to_string(), "<data>");
        insta::assert_snapshot!(format!("records_list_{w}x{h}"), shown);
    }
    // Opening the broken one says why; the list stays and the file is as it was.
    press(&mut tui, &[KeyCode::Down, KeyCode::Enter]);
    let note = load_screen(&tui).note.clone().expect("a note");
    assert!(
        note.error
            && note.text.contains("unknown variant")
            && note.text.contains("Nothing was changed"),
        "{note:?}"
    );
    assert_eq!(std::fs::read_to_string(&broken).expect("read"), BROKEN);
    // A click chooses a good one, a second click opens it.
    let screen = drawn(&tui, 80, 24);
    let row = screen
        .lines()
        .position(|l| l.contains("Ann – Bob"))
        .expect("the row") as u16;
    let click = left_click(10, row);
    tui.handle_event(&click, Rect::new(0, 0, 80, 24));
    assert_eq!(load_screen(&tui).selected, 2);
    tui.handle_event(&click, Rect::new(0, 0, 80, 24));
    let app = app_mut(&mut tui);
    assert_eq!(app.game.kind(), duochess::session::GameKind::Xiangqi);
    assert_eq!(app.game.history_len(), 3);
    assert!(app.records.autosave_on());
    // Esc goes back to the menu; an empty folder says how records get there.
    let empty = Scratch::new("records-empty");
    let mut tui = start_screen(&empty);
    press(&mut tui, &[KeyCode::Char('4')]);
    assert!(drawn(&tui, 80, 24).contains("No records yet"));
    press(&mut tui, &[KeyCode::Esc]);
    assert!(menu(&tui).load.is_none());
}

/// A long path with wide characters typed on a small terminal wraps onto rows the
/// list had: the list gives way (no wide character drawn over a file name's
/// letters, found by the reliability monkey) and the path's end stays in sight.
#[test]
fn a_long_path_on_a_small_terminal_is_never_drawn_over_the_list() {
    let data = Scratch::new("path-wide");
    for i in 0..3 {
        record_file(
            &data,
            &format!("2026-12-05-0351{i:02}-xiangqi.pgn"),
            XIANGQI_DONE,
            i,
        );
    }
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    // What the monkey had pasted: hanzi, combining marks, emoji joined by ZWJ.
    let family = "\u{301}\u{200d}👨\u{200d}👩\u{200d}👧";
    let pasted = format!(
        "гюл8нї5рF炮二平五 馬8進7т6пЙ4ьz4кgGгBщ9adНeц8оьжє.: щdoп炮二平五 馬8進7e2e4h.Dш{family}\
         Кре2 Фd1 [2J    ,!ед{family}:load ../../etc/passwd\
         rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1{family}j7\
         rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR wєч+ьmр end"
    );
    tui.handle_event(&Event::Paste(pasted), Rect::new(0, 0, 40, 12));
    for (w, h) in [(40, 12), (41, 13), (44, 12), (80, 24)] {
        let screen = drawn(&tui, w, h);
        assert!(screen.contains("end█"), "{w}x{h}:\n{screen}");
    }
}

#[test]
fn the_path_line_completes_with_tab_and_opens_what_is_typed() {
    let data = Scratch::new("path-line");
    record_file(&data, "game-one.pgn", FLICKER_OPEN, 0);
    record_file(&data, "game-two.pgn", XIANGQI_DONE, 1);
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    type_text(&mut tui, "ga");
    press(&mut tui, &[KeyCode::Tab]);
    assert_eq!(load_screen(&tui).path, "game-");
    let note = load_screen(&tui).note.clone().expect("the names");
    assert!(note.text.contains("game-one.pgn  game-two.pgn"), "{note:?}");
    assert!(drawn(&tui, 80, 24).contains("game-one.pgn  game-two.pgn"));
    press(&mut tui, &[KeyCode::Tab, KeyCode::Tab]);
    assert_eq!(load_screen(&tui).path, "game-two.pgn");
    // A path that is not there: the reason with the full path, the list stays.
    let mut tui2 = start_screen(&data);
    press(&mut tui2, &[KeyCode::Char('4')]);
    type_text(&mut tui2, "nope.pgn");
    press(&mut tui2, &[KeyCode::Enter]);
    let note = load_screen(&tui2).note.clone().expect("a note");
    let full = data.join("records/nope.pgn").display().to_string();
    assert!(note.error && note.text.contains(&full), "{note:?}");
    // An absolute path, pasted.
    let elsewhere = Scratch::new("path-line-elsewhere");
    let file = elsewhere.join("x.pgn");
    std::fs::write(&file, XIANGQI_DONE).expect("write");
    for _ in 0.."nope.pgn".len() {
        press(&mut tui2, &[KeyCode::Backspace]);
    }
    tui2.handle_event(
        &Event::Paste(file.display().to_string()),
        Rect::new(0, 0, 80, 24),
    );
    press(&mut tui2, &[KeyCode::Enter]);
    assert_eq!(app_mut(&mut tui2).game.history_len(), 3);
    // The completed name opens.
    press(&mut tui, &[KeyCode::Enter]);
    assert_eq!(
        app_mut(&mut tui).game.kind(),
        duochess::session::GameKind::Xiangqi
    );
}

#[test]
fn save_with_a_relative_path_goes_into_the_records_folder() {
    let data = Scratch::new("save-relative");
    let mut app = autosaving(flickering(), &data);
    command(&mut app, "e4, d4");
    command(&mut app, "save mine.pgn");
    let file = data.join("records/mine.pgn");
    let (msg, error) = message(&app);
    assert!(
        !error && msg.contains(&format!("Saved 1 series to {}", file.display())),
        "{msg}"
    );
    assert!(std::fs::read_to_string(&file)
        .expect("saved")
        .contains("1a. e4, d4"));
    // :load finds it there too, and Tab completes the name on the command line.
    app.handle(Action::OpenCommand);
    for c in "load mi".chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandComplete);
    assert_eq!(
        app.mode,
        duochess::tui::game::Mode::Command("load mine.pgn".into())
    );
    app.handle(Action::CommandSubmit);
    let (msg, error) = message(&app);
    assert!(!error && msg.contains("Loaded"), "{msg}");
}

#[test]
fn save_asks_before_replacing_a_file_or_making_a_folder() {
    use duochess::tui::game::Question;
    let data = Scratch::new("save-questions");
    let mut app = autosaving(flickering(), &data);
    command(&mut app, "e4, d4");
    command(&mut app, "save g.pgn");
    let file = data.join("records/g.pgn");
    let first = std::fs::read_to_string(&file).expect("saved");
    command(&mut app, "e5");
    // An existing file: asked; no keeps it as it was, yes replaces it.
    command(&mut app, "save g.pgn");
    assert_eq!(app.asked(), Some(Question::ReplaceFile));
    assert_eq!(
        app.question_text(Question::ReplaceFile),
        "g.pgn exists. Replace it? (y/n)"
    );
    app.answer(false);
    assert_eq!(std::fs::read_to_string(&file).expect("read"), first);
    assert!(message(&app).0.contains("the file is as it was"));
    command(&mut app, "save g.pgn");
    app.answer(true);
    assert!(std::fs::read_to_string(&file)
        .expect("read")
        .contains("1b. e5"));
    assert!(message(&app).0.contains("replaced the earlier file"));
    // A missing folder: asked; no makes nothing, yes makes it and saves.
    let deep = data.join("no/such/dir/x.pgn");
    command(&mut app, &format!("save {}", deep.display()));
    assert_eq!(app.asked(), Some(Question::CreateFolder));
    let screen = app.question_text(Question::CreateFolder);
    assert!(
        // The folder's start is cut with "…" when the line would not fit (how
        // long the temporary folder's name is depends on the process id).
        screen.contains("Make the missing folder ")
            && screen.contains("no/such/dir and save there? (y/n)"),
        "{screen}"
    );
    app.answer(false);
    assert!(!data.join("no").exists());
    assert!(message(&app).0.contains("no folder was made"));
    command(&mut app, &format!("save {}", deep.display()));
    app.answer(true);
    assert!(std::fs::read_to_string(&deep)
        .expect("saved")
        .contains("1b. e5"));
    let (msg, error) = message(&app);
    assert!(!error && msg.contains(&deep.display().to_string()), "{msg}");
}

#[test]
fn an_autosave_without_a_completed_turn_is_not_kept_when_a_new_game_replaces_it() {
    let data = Scratch::new("drop-empty");
    let mut x = autosaving(xiangqi(), &data);
    command(&mut x, "h3e3");
    // Resumed and taken back to the start: the autosave holds no move.
    let file = autosave_file(&data, GameKind::Xiangqi);
    let text = std::fs::read_to_string(&file).expect("autosave");
    let game = xiangqi_from(&text);
    let records = Records::new(
        game.as_ref(),
        RecordInfo::default(),
        Some(DataDir::at(data.path())),
        Some(&file),
    );
    let mut resumed = App::new(game, Settings::default()).with_records(records);
    resumed.handle(Action::Undo);
    let held = autosaved(&data, GameKind::Xiangqi);
    assert!(matches!(held, Some(LoadedGame::Xiangqi(g)) if g.moves().len() == 0));
    let mut app = autosaving(xiangqi(), &data);
    command(&mut app, "b3e3");
    assert!(data.records().is_empty(), "{:?}", data.records());
    assert_eq!(message(&app).0, "");
    match autosaved(&data, GameKind::Xiangqi) {
        Some(LoadedGame::Xiangqi(g)) => assert_eq!(g.moves().len(), 1),
        other => panic!("{other:?}"),
    }
}

fn xiangqi_from(text: &str) -> Box<dyn PlayableGame> {
    match record::load(text).expect("a record").game {
        g @ LoadedGame::Xiangqi(_) => duochess::play::adapters::from_loaded(g),
        other => panic!("{other:?}"),
    }
}

fn app_mut(tui: &mut Tui) -> &mut App {
    common::stack::game_mut(tui)
}

#[test]
fn the_leave_question_says_what_the_autosave_holds() {
    use duochess::tui::game::Request;
    fn leave_line(app: &mut App) -> String {
        assert_eq!(app.handle(Action::Quit), Request::Leave);
        app.leave_text()
    }
    let data = Scratch::new("app-quit-question");
    let mut app = autosaving(flickering(), &data);
    assert!(leave_line(&mut app).contains("Nothing has been played"));
    command(&mut app, "e4, d4");
    assert!(leave_line(&mut app).contains("It is kept: Resume on the menu plays on"));
    command(&mut app, "e5,");
    assert!(leave_line(&mut app).contains("The series in progress is lost"));
    let mut plain = App::new(flickering(), Settings::default());
    command(&mut plain, "e4, d4");
    assert!(leave_line(&mut plain).contains("It is not saved"));
}

/// A game against the computer, resumed from its autosave, goes on against the
/// computer at its level; the same record opened as a file is played hot-seat
/// (a file from elsewhere must not start the program it names).
#[test]
fn a_resumed_game_goes_on_against_the_computer_it_was_played_against() {
    use duochess::flicker::engine::Level;
    use duochess::play::opponent::{Opponent, OpponentKind};
    let data = Scratch::new("resume-computer");
    let level = Level::new(2).expect("a level");
    let computer = Opponent::new(
        duochess::core::Side::Black,
        OpponentKind::Computer { level },
    );
    let mut app = autosaving(flickering(), &data).with_opponent(computer);
    command(&mut app, "e4, d4");
    let text =
        std::fs::read_to_string(autosave_file(&data, GameKind::Flickering)).expect("autosaved");
    assert!(
        text.contains("[BlackType \"program\"]") && text.contains("[ComputerLevel \"2\"]"),
        "{text}"
    );
    drop(app);
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('0')]);
    let app = app_mut(&mut tui);
    let opponent = app.opponent.as_ref().expect("the computer again");
    assert_eq!(opponent.side, duochess::core::Side::Black);
    assert_eq!(opponent.kind, OpponentKind::Computer { level });
    let said = message(app).0;
    assert!(said.contains("Resumed") && said.contains("Black"), "{said}");
    let turns = app.game.history_len();
    // Opened as a record file: hot-seat.
    let copy = data.join("copy.pgn");
    std::fs::write(&copy, &text).expect("write");
    let mut app = autosaving(flickering(), &data);
    command(&mut app, &format!("load {}", copy.display()));
    assert!(app.opponent.is_none());
    assert_eq!(app.game.history_len(), turns);
}

/// Red to play and mate in one: the rook from b1 to b9 (a8's rook and the
/// facing kings cover the escapes).
/// A finished game against the computer, on a clock.
const XIANGQI_AGAINST_THE_COMPUTER: &str = "[Event \"x\"]\n[White \"Ann\"]\n[Black \"duochess\"]\n[BlackType \"program\"]\n[ComputerLevel \"3\"]\n[TimeControl \"300+2\"]\n[Result \"0-1\"]\n[Variant \"xiangqi\"]\n\n1. h3e3 {[%clk 0:04:58]} h8e8 {[%clk 0:04:59]} 2. h1g3 {[%clk 0:04:50]} 0-1\n";

const XIANGQI_MATE_IN_ONE: &str = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1";

#[test]
fn one_game_one_record_undo_and_redo_of_a_mate_and_loading_a_finished_record() {
    let data = Scratch::new("app-one-record");
    let game = Box::new(XiangqiAdapter::new(Some(XIANGQI_MATE_IN_ONE)).expect("fen"));
    let mut app = autosaving(game, &data);
    command(&mut app, "b2b10");
    assert!(app.game.result().is_over(), "{:?}", message(&app));
    assert_eq!(data.records().len(), 1);
    // Taking the mate back and playing it again: still the one record, and no
    // autosave of a finished game.
    app.handle(Action::Undo);
    assert!(!app.game.result().is_over());
    app.handle(Action::Redo);
    assert!(app.game.result().is_over());
    assert_eq!(data.records().len(), 1, "{:?}", data.records());
    assert!(autosaved(&data, GameKind::Xiangqi).is_none());
    // The same after undo and the mate played again by hand.
    app.handle(Action::Undo);
    command(&mut app, "b2b10");
    assert_eq!(data.records().len(), 1, "{:?}", data.records());

    // :load of a finished record (from anywhere) writes no copy.
    let outside = Scratch::new("app-one-record-file");
    let file = outside.join("done.pgn");
    std::fs::write(&file, XIANGQI_AGAINST_THE_COMPUTER).expect("write");
    let mut other = autosaving(xiangqi(), &data);
    command(&mut other, &format!("load {}", file.display()));
    assert!(other.game.result().is_over(), "{:?}", message(&other));
    other.handle(Action::BrowseBack);
    other.handle(Action::BrowseEnd);
    assert_eq!(data.records().len(), 1, "{:?}", data.records());
}

/// The records list measures players' names by the columns they take on screen: a
/// CJK name (two columns a character) and a name with combining marks leave the
/// columns after them where they are on every other row, at both sizes.
#[test]
fn the_records_list_lines_up_names_by_display_width() {
    let data = Scratch::new("records-wide-names");
    let game = |white: &str, black: &str| {
        XIANGQI_DONE
            .replace("\"Ann\"", &format!("\"{white}\""))
            .replace("\"Bob\"", &format!("\"{black}\""))
    };
    record_file(&data, "plain.pgn", XIANGQI_DONE, 0);
    record_file(&data, "cjk.pgn", game("王小明", "李雷"), 10);
    record_file(&data, "marks.pgn", game("Jose\u{301}", "Zoe\u{308}"), 20);
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = drawn(&tui, w, h);
        let columns: Vec<usize> = screen
            .lines()
            .filter_map(|l| {
                l.find("2026-11-30")
                    .map(|at| common::stack::width(&l[..at]))
            })
            .collect();
        assert_eq!(columns.len(), 3, "{screen}");
        assert!(
            columns.iter().all(|&c| c == columns[0]),
            "{columns:?}\n{screen}"
        );
        assert!(
            screen.contains("王小明") && screen.contains("Jose\u{301}"),
            "{screen}"
        );
    }
}
