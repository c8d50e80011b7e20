//! The screens on one stack: every screen has a way back (Esc, ending at the start
//! menu), leaving a game or a changed position asks first, Ctrl-C quits from every
//! screen, and long text scrolls at small sizes.

use crate::common;

use common::scratch::Scratch;
use common::stack::{ctrl_c, draw, game, press, type_text};
use duochess::config::{Config, Remembered};
use duochess::i18n::Lang;
use duochess::play::adapters::SetupError;
use duochess::play::new_game;
use duochess::play::Settings;
use duochess::record::DataDir;
use duochess::session::clock::TimeControl;
use duochess::tui::ask::Ask;
use duochess::tui::editor::SetupEditor;
use duochess::tui::help::HelpScreen;
use duochess::tui::lessons::LessonScreen;
use duochess::tui::new_game::NewGameScreen;
use duochess::tui::practice::PracticeScreen;
use duochess::tui::root::{StartMenu, Tui};
use duochess::tui::rules::RulesScreen;
use duochess::tui::settings::SettingsScreen;
use duochess::tui::App;
use ratatui::crossterm::event::KeyCode::{self, Char, End, Enter, Esc, PageDown};
use ratatui::layout::Rect;

fn tui_in(lang: Lang, data: Option<&Scratch>) -> Tui {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    Tui::start_screen(Box::new(|kind| new_game(kind, None)), settings)
        .with_data_dir(data.map(|d| DataDir::at(d.path())))
}

fn menu_tui() -> Tui {
    tui_in(Lang::En, None)
}

/// The start menu alone is open.
fn on_menu(tui: &Tui) -> bool {
    tui.depth() == 1 && tui.top::<StartMenu>().is_some_and(|m| m.load.is_none())
}

fn is<T: duochess::tui::screen::Screen>(tui: &Tui) -> bool {
    tui.top::<T>().is_some()
}

/// The question on top, if one is asked.
fn asked(tui: &Tui) -> Option<String> {
    tui.top::<Ask>().map(|a| a.text.clone())
}

/// From the menu, each screen it opens and Esc back: one level at a time, ending
/// at the menu (the load list is the menu's own).
#[test]
fn esc_goes_back_one_level_from_every_screen_to_the_menu() {
    let mut tui = menu_tui();
    for (entry, opened) in [
        ('3', is::<SetupEditor> as fn(&Tui) -> bool),
        ('5', is::<NewGameScreen>),
        ('6', is::<RulesScreen>),
        ('7', is::<LessonScreen>),
        ('8', is::<PracticeScreen>),
        ('9', is::<SettingsScreen>),
        ('4', |t: &Tui| {
            t.top::<StartMenu>().is_some_and(|m| m.load.is_some())
        }),
    ] {
        press(&mut tui, &[Char(entry)]);
        assert!(opened(&tui), "{entry}");
        press(&mut tui, &[Esc]);
        assert!(on_menu(&tui), "Esc from {entry}");
    }
    // A lesson on its board: Esc is back to the list, then to the menu.
    press(&mut tui, &[Char('7'), Enter]);
    assert!(tui.top::<LessonScreen>().unwrap().board.is_some());
    press(&mut tui, &[Esc]);
    assert!(tui.top::<LessonScreen>().unwrap().board.is_none());
    press(&mut tui, &[Esc]);
    assert!(on_menu(&tui));
    // A puzzle: Esc is back to choosing, then to the menu (nothing missed yet).
    press(&mut tui, &[Char('8'), Enter]);
    assert!(tui.top::<PracticeScreen>().unwrap().board.is_some());
    press(&mut tui, &[Esc]);
    assert!(tui.top::<PracticeScreen>().unwrap().board.is_none());
    press(&mut tui, &[Esc]);
    assert!(on_menu(&tui));
    // A game: its help, rules (from the help) and settings go back to it; the game
    // itself asks before it goes.
    press(&mut tui, &[Char('1')]);
    for keys in [&[Char('?')][..], &[Char('?'), Char('r')], &[Char('s')]] {
        press(&mut tui, keys);
        assert!(!is::<App>(&tui), "{keys:?}");
        press(&mut tui, &[Esc]);
        assert!(is::<App>(&tui) && tui.depth() == 2, "{keys:?}");
    }
    press(&mut tui, &[Esc]);
    assert!(asked(&tui).is_some_and(|q| q.starts_with("Leave this game?")));
    press(&mut tui, &[Esc]);
    assert!(is::<App>(&tui), "Esc on the question stays");
    press(&mut tui, &[Esc, Enter]);
    assert!(on_menu(&tui));
    // A selection goes first; a finished game goes back without asking.
    press(&mut tui, &[Char('1'), Enter]);
    assert!(game(&tui).selected.is_some());
    press(&mut tui, &[Esc]);
    assert!(game(&tui).selected.is_none() && tui.depth() == 2);
    press(&mut tui, &[Char('R'), Char('y')]);
    assert!(game(&tui).game.result().is_over());
    press(&mut tui, &[Esc]);
    assert!(on_menu(&tui));
}

/// The question before leaving a game: stay, the menu (its Resume entry names
/// the game, which comes back whole), or quit.
#[test]
fn the_leave_question_stays_goes_to_the_menu_or_quits() {
    let data = Scratch::new("stack-leave");
    let mut tui = tui_in(Lang::En, Some(&data));
    press(&mut tui, &[Char('2')]);
    type_text(&mut tui, ":h3e3");
    press(&mut tui, &[Enter]);
    // Stay (n or Esc): the game as it was.
    for stay in [Char('n'), Esc] {
        press(&mut tui, &[Char('q')]);
        let q = asked(&tui).expect("asked");
        assert_eq!(
            q,
            "Leave this game? It is kept: Resume on the menu plays on."
        );
        let text = draw(&tui, 80, 24);
        assert!(text.contains("m ⏎ menu  q quit  s Esc stay"), "{text}");
        press(&mut tui, &[stay]);
        assert_eq!(game(&tui).game.history_len(), 1);
    }
    // The menu: Resume names the game.
    press(&mut tui, &[Esc, Char('m')]);
    assert!(on_menu(&tui));
    let menu = tui.top::<StartMenu>().unwrap();
    let offer = menu.resume.first().expect("Resume offers the game");
    assert_eq!(offer.game, "Xiangqi");
    assert!(offer.detail.contains("1 move"), "{}", offer.detail);
    press(&mut tui, &[Char('0')]);
    assert_eq!(game(&tui).game.move_list(Default::default()), ["1. Che3"]);
    // Quit.
    press(&mut tui, &[Char('q'), Char('q')]);
    assert!(tui.quit);
}

/// The editor asks before leaving only when the position is not the one it
/// opened on.
#[test]
fn the_editor_asks_before_leaving_only_when_the_position_changed() {
    let mut tui = menu_tui();
    press(&mut tui, &[Char('3'), Esc]);
    assert!(on_menu(&tui), "unchanged: no question");
    // e2 emptied: asked; staying keeps the change.
    press(&mut tui, &[Char('3'), Char('x'), Esc]);
    let q = asked(&tui).expect("asked");
    assert_eq!(q, "Leave the editor? The position set up here is not kept.");
    press(&mut tui, &[Esc]);
    let editor = tui.top::<SetupEditor>().expect("still the editor");
    assert!(editor.changed());
    // The pawn put back: the position is the one it opened on; no question.
    press(&mut tui, &[Char('P'), Esc]);
    assert!(on_menu(&tui));
    // Changed, and leaving for the menu.
    press(&mut tui, &[Char('3'), Char('X'), Char('y'), Esc, Enter]);
    assert!(on_menu(&tui));
}

/// The last row of a drawing.
fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or_default()
}

/// The help and a rules page at 60×20: a sign says more follows and where the
/// view is, the keys (and the mouse wheel) scroll, and the last line is reached,
/// wrapped to the width, in either language.
#[test]
fn help_and_a_rules_page_scroll_at_60x20_to_their_last_line() {
    for (lang, more, end, last_help, last_rules) in [
        (
            Lang::En,
            "↓ more · ",
            "↑ end · ",
            [":quit", "leave the game (asks first", "goes on)"],
            "e4, d4, Nf3 (Black to move)",
        ),
        (
            Lang::Uk,
            "↓ далі · ",
            "↑ кінець · ",
            [":quit", "вийти з гри", "запитає)"],
            "(хід чорних)",
        ),
    ] {
        let mut tui = tui_in(lang, None);
        press(&mut tui, &[Char('1'), Char('?')]);
        assert!(is::<HelpScreen>(&tui));
        let text = draw(&tui, 60, 20);
        assert!(text.contains(more), "{lang:?}\n{text}");
        // The last command (its line may wrap at this width).
        assert!(!text.contains(last_help[0]), "{lang:?}\n{text}");
        press(&mut tui, &[End]);
        let text = draw(&tui, 60, 20);
        assert!(
            text.contains(end) && last_help.iter().all(|part| text.contains(part)),
            "{lang:?}\n{text}"
        );
        for line in text.lines() {
            assert!(common::stack::width(line) <= 60, "{line}");
        }
        // The rules page, from the help.
        press(&mut tui, &[Char('r')]);
        assert!(is::<RulesScreen>(&tui));
        let text = draw(&tui, 60, 20);
        assert!(
            text.lines().next().unwrap().contains(more),
            "{lang:?}\n{text}"
        );
        assert!(!text.contains(last_rules), "{lang:?}\n{text}");
        // A page down; back to the top; the wheel to the end.
        press(&mut tui, &[PageDown]);
        let text = draw(&tui, 60, 20);
        assert!(
            text.lines().next().unwrap().contains('↑'),
            "{lang:?}\n{text}"
        );
        press(&mut tui, &[KeyCode::Home]);
        let text = draw(&tui, 60, 20);
        assert!(
            text.lines().next().unwrap().contains(more),
            "{lang:?}\n{text}"
        );
        for _ in 0..10 {
            tui.handle_event(&common::stack::wheel_down(), Rect::new(0, 0, 60, 20));
        }
        let text = draw(&tui, 60, 20);
        assert!(
            text.contains(end) && text.contains(last_rules),
            "{lang:?}\n{text}"
        );
        // The next page starts at its top.
        press(&mut tui, &[KeyCode::Right]);
        let text = draw(&tui, 60, 20);
        assert!(
            text.lines().next().unwrap().contains(more),
            "{lang:?}\n{text}"
        );
        assert!(last_line(&text).contains("Esc"), "{lang:?}\n{text}");
    }
}

/// Ctrl-C ends the program from every screen and question.
#[test]
fn ctrl_c_quits_from_every_screen() {
    let paths: &[&[KeyCode]] = &[
        &[],
        &[Char('4')],
        &[Char('5')],
        &[Char('6')],
        &[Char('7')],
        &[Char('7'), Enter],
        &[Char('8')],
        &[Char('8'), Enter],
        &[Char('9')],
        &[Char('3')],
        &[Char('3'), Char('?')],
        &[Char('3'), Char('x'), Esc],
        &[Char('?')],
        &[Char('3'), Char('g'), Char('?')],
        &[Char('3'), Char('v'), Char('?')],
        &[Char('3'), Char('g'), Char('v'), Char('?')],
        &[
            Char('3'),
            Char(':'),
            Char('h'),
            Char('e'),
            Char('l'),
            Char('p'),
            Enter,
        ],
        &[Char('1')],
        &[Char('1'), Char(':')],
        &[Char('1'), Char('?')],
        &[Char('1'), Char('?'), Char('r')],
        &[Char('1'), Char('s')],
        &[Char('1'), Esc],
        &[Char('1'), Char('R')],
    ];
    for path in paths {
        let mut tui = menu_tui();
        press(&mut tui, path);
        assert!(!tui.quit, "{path:?}");
        tui.handle_event(&ctrl_c(), Rect::new(0, 0, 80, 24));
        assert!(tui.quit, "{path:?}");
    }
}

/// A game that cannot start says why on the menu, in the player's language, and
/// the menu keeps its language and the game it offers to resume.
#[test]
fn a_game_that_cannot_start_is_said_on_the_menu_which_keeps_resume() {
    let data = Scratch::new("stack-no-start");
    let mut tui = tui_in(Lang::Uk, Some(&data));
    press(&mut tui, &[Char('2')]);
    type_text(&mut tui, ":h3e3");
    press(&mut tui, &[Enter, Esc, Enter]);
    let settings = Settings {
        lang: Lang::Uk,
        ..Settings::default()
    };
    let mut tui = Tui::start_screen(
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        settings,
    )
    .with_data_dir(Some(DataDir::at(data.path())));
    press(&mut tui, &[Char('1')]);
    assert!(on_menu(&tui));
    let menu = tui.top::<StartMenu>().unwrap();
    assert_eq!(menu.lang, Lang::Uk);
    assert!(!menu.resume.is_empty(), "Resume is still offered");
    let said = menu.message.clone().unwrap_or_default();
    assert_eq!(
        said,
        "Партію не вдалося почати: Мерехтливі шахи тут недоступні"
    );
}

/// A new game on the remembered clock says who plays whom in the player's
/// language.
#[test]
fn a_game_on_a_clock_says_so_in_the_players_language() {
    let remembered = Remembered {
        config: Config {
            clock: Some(TimeControl::new(5, 3)),
            ..Config::default()
        },
        ..Remembered::default()
    };
    let mut tui = tui_in(Lang::Uk, None).with_config(remembered);
    press(&mut tui, &[Char('1')]);
    let said = game(&tui).message.clone().expect("said").text;
    assert_eq!(
        said,
        "Білі проти Чорні, годинник 5+3. Час іде: Білі (p зупиняє)."
    );
}

/// `?` on the start menu opens its help, as on the other screens: the menu's keys
/// in the player's language; another key closes it, back on the menu.
#[test]
fn question_mark_on_the_menu_opens_its_help() {
    for (lang, words) in [(Lang::En, "by number"), (Lang::Uk, "за номером")] {
        let mut tui = tui_in(lang, None);
        press(&mut tui, &[Char('?')]);
        let help = tui.top::<HelpScreen>().expect("the menu's help").clone();
        assert!(help
            .keys
            .iter()
            .any(|l| l.contains("0-9") && l.contains(words)));
        let text = draw(&tui, 80, 24);
        assert!(text.contains("↑↓") && text.contains(words), "{text}");
        let title = help.title.trim();
        assert!(text.contains(title), "the title whole: {title}\n{text}");
        // Nothing behind the box touches its sides (the end of a menu line wider
        // than the box, beside its border).
        for line in text.lines() {
            let (Some(first), Some(last)) = (line.find('│'), line.rfind('│')) else {
                continue;
            };
            let before = line[..first].chars().last();
            let after = line[last + '│'.len_utf8()..].chars().next();
            let blank = |c: Option<char>| c.is_none_or(|c| c == ' ');
            assert!(blank(before) && blank(after), "{lang:?}: {line}\n{text}");
        }
        press(&mut tui, &[Char('x')]);
        assert!(on_menu(&tui), "{lang:?}");
    }
}
