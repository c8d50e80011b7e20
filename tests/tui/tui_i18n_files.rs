//! The files area in Ukrainian, through the screens (no terminal): the records list
//! with broken files (snapshots at 80×24 and 120×40), opening one, `:save` to a new
//! file, over an existing one, into a missing and an unwritable folder, `:load` of
//! a good, a broken and a missing file, Tab's notes, resuming the autosave and an
//! autosave that cannot be read. No English word is left in what the player reads.

use crate::common;

use crate::tui_records::{command, drawn, message, press, record_file, start_screen_in};
use common::latin_runs;
use common::scratch::Scratch;
use duochess::i18n::Lang;
use duochess::play::adapters::flicker::FlickerAdapter;
use duochess::play::records::Records;
use duochess::play::PlayableGame;
use duochess::play::Settings;
use duochess::record::{DataDir, RecordInfo};
use duochess::tui::game::Question;
use duochess::tui::root::{StartMenu, Tui};
use duochess::tui::App;
use ratatui::crossterm::event::KeyCode;

fn uk() -> Settings {
    Settings {
        lang: Lang::Uk,
        ..Settings::default()
    }
}

/// The Latin words of `text` once `paths` are taken out, but for the names a
/// player types (commands, file names and tag values).
fn english_words(text: &str, paths: &[&std::path::Path]) -> Vec<String> {
    const KEPT: &[&str] = &[
        "duochess",
        "save",
        "load",
        "Tab",
        "UTF",
        "pgn",
        "Variant",
        "Flickering",
        "xiangqi",
        "shogi",
        "PgUp",
        "PgDn",
        "Esc",
        "Bo",
        "Ann",
        "UTC",
    ];
    let mut text = text.to_string();
    for p in paths {
        text = text.replace(&p.display().to_string(), " ");
    }
    latin_runs(&text)
        .into_iter()
        // A word cut at the end of a list row (`rec…`) is the start of a path.
        .filter(|r| r.word.len() > 1 && !KEPT.contains(&r.word.as_str()) && r.after != Some('…'))
        .map(|r| r.word)
        .collect()
}

fn assert_ukrainian(text: &str, paths: &[&std::path::Path]) {
    let english = english_words(text, paths);
    assert!(english.is_empty(), "English {english:?} in:\n{text}");
}

fn flickering() -> Box<dyn PlayableGame> {
    Box::new(FlickerAdapter::new(None).expect("start"))
}

/// A Ukrainian game whose autosave (and records folder) is in `data`.
fn autosaving(data: &Scratch) -> App {
    let game = flickering();
    let records = Records::new(
        game.as_ref(),
        RecordInfo::default(),
        Some(DataDir::at(data.path())),
        None,
    );
    App::new(game, uk()).with_records(records)
}

fn start_screen(data: &Scratch) -> Tui {
    start_screen_in(data, uk())
}

fn load_screen(tui: &Tui) -> &duochess::tui::load::LoadScreen {
    let menu = tui.top::<StartMenu>().expect("the start screen");
    menu.load.as_deref().expect("the records list is open")
}

#[test]
fn the_ukrainian_records_list_says_why_a_file_is_broken() {
    let data = Scratch::new("uk-records-broken");
    record_file(
        &data,
        "ганна-бо.pgn",
        b"[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n[Variant \"xiangqi\"]\n\n1. h3e3 h8e8 1-0\n",
        50,
    );
    let broken = record_file(
        &data,
        "коментар.pgn",
        b"[Variant \"Flickering\"]\n\n1a. e4 { open\n",
        40,
    );
    record_file(&data, "байти.pgn", b"[Variant \"xiangqi\"]\n\xff\n", 30);
    record_file(&data, "тег.pgn", b"[White Ann]\n\n*\n", 20);
    record_file(
        &data,
        "без-варіанта.pgn",
        b"[White \"Ann\"]\n\n1. e4 *\n",
        10,
    );
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4'), KeyCode::Down]);
    assert_eq!(load_screen(&tui).selected, 1);
    let folder = data.path().to_path_buf();
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = drawn(&tui, w, h);
        assert_ukrainian(&screen, &[&folder.join("records"), &folder]);
        let shown = screen.replace(&folder.display().to_string(), "<data>");
        // The scratch folder's name varies in length: where a row cuts the path
        // after it does too.
        let shown: Vec<String> = shown
            .lines()
            .map(|l| match (l.find("<data>/"), l.ends_with('…')) {
                (Some(i), true) => format!("{}<data>/…", &l[..i]),
                _ => l.to_string(),
            })
            .collect();
        let shown = shown.join("\n");
        insta::assert_snapshot!(format!("uk_files_records_broken_{w}x{h}"), shown);
    }
    // Opening the broken one says why in Ukrainian; the list stays, the file too.
    press(&mut tui, &[KeyCode::Enter]);
    let note = load_screen(&tui).note.clone().expect("a note");
    assert!(note.error, "{note:?}");
    assert!(
        note.text.starts_with("Не вдалося") || note.text.contains("незакритий коментар"),
        "{note:?}"
    );
    assert!(note.text.ends_with(". Нічого не змінено."), "{note:?}");
    assert_ukrainian(&note.text, &[&folder.join("records"), &folder]);
    assert_eq!(
        std::fs::read(&broken).expect("read"),
        b"[Variant \"Flickering\"]\n\n1a. e4 { open\n"
    );
    // A missing file typed on the path line: in Ukrainian too.
    for c in "немає.pgn".chars() {
        press(&mut tui, &[KeyCode::Char(c)]);
    }
    press(&mut tui, &[KeyCode::Enter]);
    let note = load_screen(&tui).note.clone().expect("a note");
    assert!(
        note.text
            .contains("немає такого файлу чи теки. Нічого не змінено."),
        "{note:?}"
    );
    assert_ukrainian(&note.text, &[&folder.join("records"), &folder]);
}

#[test]
fn tab_notes_are_in_ukrainian_with_their_plural() {
    let data = Scratch::new("uk-records-tab");
    for name in ["партія-1.pgn", "партія-2.pgn", "партія-3.pgn"] {
        record_file(&data, name, b"[Variant \"xiangqi\"]\n\n*\n", 0);
    }
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('4')]);
    for c in "пар".chars() {
        press(&mut tui, &[KeyCode::Char(c)]);
    }
    press(&mut tui, &[KeyCode::Tab]);
    let note = load_screen(&tui).note.clone().expect("the names").text;
    assert_eq!(
        note,
        "3 назви: партія-1.pgn  партія-2.pgn  партія-3.pgn; ще Tab — по черзі"
    );
    press(&mut tui, &[KeyCode::Tab]);
    let note = load_screen(&tui).note.clone().expect("the cycle").text;
    assert_eq!(note, "1 з 3: Tab — далі, ⏎ — відкрити");
    for c in "ж".chars() {
        press(&mut tui, &[KeyCode::Char(c)]);
    }
    press(&mut tui, &[KeyCode::Tab]);
    let note = load_screen(&tui).note.clone().expect("nothing").text;
    assert!(
        note.starts_with("У ") && note.contains("немає файлу чи теки"),
        "{note}"
    );
}

#[test]
fn saving_and_loading_speak_ukrainian() {
    let data = Scratch::new("uk-save");
    let records = data.join("records");
    let mut app = autosaving(&data);
    command(&mut app, "e4, d4");
    // A new file.
    command(&mut app, "save g.pgn");
    let (msg, error) = message(&app);
    let file = records.join("g.pgn");
    assert!(!error, "{msg}");
    assert_eq!(msg, format!("Збережено 1 серію у {}", file.display()));
    // An existing file: asked in Ukrainian; yes replaces it and says so.
    command(&mut app, "e5");
    command(&mut app, "save g.pgn");
    assert_eq!(app.asked(), Some(Question::ReplaceFile));
    let asked = app.question_text(Question::ReplaceFile);
    assert_eq!(asked, "g.pgn уже є. Замінити? (т/н)");
    app.answer(true);
    let (msg, _) = message(&app);
    assert_eq!(
        msg,
        format!(
            "Збережено 2 серії у {} (попередній файл замінено)",
            file.display()
        )
    );
    // A missing folder: asked; yes makes it and saves.
    let deep = data.join("тека/глибше/x.pgn");
    command(&mut app, &format!("save {}", deep.display()));
    assert_eq!(app.asked(), Some(Question::CreateFolder));
    let asked = app.question_text(Question::CreateFolder);
    assert!(asked.contains("Створити теку"), "{asked}");
    app.answer(true);
    let (msg, error) = message(&app);
    assert!(!error && msg.starts_with("Збережено 2 серії у "), "{msg}");
    // A folder that cannot be written to.
    command(&mut app, "save /proc/duochess-uk.pgn");
    let (msg, error) = message(&app);
    assert!(
        error && msg.starts_with("не вдалося записати /proc/duochess-uk.pgn: "),
        "{msg}"
    );
    assert_ukrainian(&msg, &[std::path::Path::new("/proc/duochess-uk.pgn")]);
    // No path at all.
    command(&mut app, "save");
    assert_eq!(
        message(&app).0,
        "Команда save пишеться так: save ШЛЯХ (записати партію у файл)"
    );
    // Loading: a good file, a broken one, a missing one.
    command(&mut app, "load g.pgn");
    let (msg, error) = message(&app);
    assert!(!error, "{msg}");
    assert_eq!(
        msg,
        format!(
            "Відкрито {}: Мерехтливі шахи, 2 серії, хід білих",
            file.display()
        )
    );
    std::fs::write(
        records.join("хибна.pgn"),
        "[Variant \"Flickering\"]\n\n1a. e2e4, e4e5 *\n",
    )
    .expect("write");
    command(&mut app, "load хибна.pgn");
    let (msg, error) = message(&app);
    assert!(error, "{msg}");
    assert!(
        msg.ends_with("рядок 3: хід 1a. e2e4, e4e5 (2-й хід серії): пішак на e4 уже ходив у цій серії (перед ним прочитано нічого)"),
        "{msg}"
    );
    assert_ukrainian(&msg, &[&records]);
    command(&mut app, "load немає.pgn");
    let (msg, error) = message(&app);
    assert!(
        error && msg.ends_with(": немає такого файлу чи теки"),
        "{msg}"
    );
    assert_ukrainian(&msg, &[&records]);
    // The game loaded is still on.
    assert_eq!(app.game.history_len(), 2);
}

#[test]
fn the_autosave_speaks_ukrainian_when_it_fails_and_when_it_resumes() {
    // A data folder that is a file: nothing can be autosaved under it.
    let dir = Scratch::new("uk-autosave-fails");
    let mut app = crate::tui_records::autosave_blocked(&dir, uk());
    let blocked = dir.join("not-a-folder");
    command(&mut app, "e4");
    let (msg, error) = message(&app);
    assert!(
        error && msg.starts_with("Автозбереження не вдалося ("),
        "{msg}"
    );
    assert!(
        msg.ends_with("); гра триває. :save ШЛЯХ збереже її."),
        "{msg}"
    );
    assert_ukrainian(&msg, &[&blocked]);

    // Resume from the start screen: the Resume entry, then the note.
    let data = Scratch::new("uk-resume");
    let mut app = autosaving(&data);
    command(&mut app, "e4, d4");
    let mut tui = start_screen(&data);
    press(&mut tui, &[KeyCode::Char('0')]);
    let app = tui.top::<App>().expect("resumed");
    assert_eq!(
        message(app).0,
        "Продовжено: Мерехтливі шахи, 1 серія, хід чорних"
    );

    // An autosave that is not a record: the start screen says why.
    std::fs::write(data.join("autosave.pgn"), "{ open").expect("write");
    let tui = start_screen(&data);
    let menu = tui.top::<StartMenu>().expect("the start screen");
    let msg = menu.message.clone().expect("why");
    assert!(msg.starts_with("автозбережену партію "), "{msg}");
    assert!(
        msg.ends_with("(рядок 1: незакритий коментар ('{' без '}')); її лишено як є"),
        "{msg}"
    );
    assert_ukrainian(&msg, &[&data.join("autosave.pgn")]);
}
