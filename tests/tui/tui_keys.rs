//! Keys on any layout, and only the keys that act: a Cyrillic letter reaches the
//! action of the Latin key in its place in every key table (but typed text, the
//! answers' words and the editor's seed letters), questions take т and н, the
//! editor puts the seed's pieces (Кр as К then р), the key bar and the help offer
//! only the keys that act in each state, and the `:` lines of the game and the
//! editor parse, complete and describe from the one command table.

use crate::common::cell;
use duochess::core::Side;
use duochess::i18n::Lang;
use duochess::play::commands::{listed, Screen};
use duochess::play::port::{PieceKind, PieceView};
use duochess::play::{new_game, Settings};
use duochess::session::{GameKind, GameResult};
use duochess::tui::editor::{SetupAction, SetupEditor, SetupInput};
use duochess::tui::game::{Mode, Question};
use duochess::tui::keys::{self, binding_for, layout, Action, Binding, Facts, InputMode, Key};
use duochess::tui::App;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::fmt::Debug;

fn ch(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

/// The Latin keys that have a Cyrillic letter in their place.
fn placed_keys() -> Vec<(char, char)> {
    (' '..='~')
        .filter_map(|c| layout::ukrainian(c).map(|cy| (c, cy)))
        .collect()
}

/// In every mode of `table` (with `facts`), each Cyrillic letter asks for what the
/// Latin key in its place asks for, or for what `documented` says it means itself
/// there (`Some(action)`); returns how many letters acted.
fn check_layout<A: Clone + PartialEq + Debug, M: Copy + PartialEq + Debug>(
    name: &str,
    table: &[Binding<A, M>],
    modes: &[M],
    facts: Facts,
    documented: impl Fn(M, char) -> Option<Option<A>>,
) -> usize {
    let mut acted = 0;
    for &mode in modes {
        for (latin, cyrillic) in placed_keys() {
            let by_place = binding_for(table, mode, facts, &ch(latin)).map(|(_, a)| a);
            let got = binding_for(table, mode, facts, &ch(cyrillic)).map(|(_, a)| a);
            let expected = documented(mode, cyrillic).unwrap_or(by_place);
            assert_eq!(
                got, expected,
                "{name} {mode:?}: {cyrillic} (in the place of {latin})"
            );
            acted += usize::from(got.is_some());
        }
    }
    acted
}

#[test]
fn a_cyrillic_letter_acts_as_the_latin_key_in_its_place_in_every_table() {
    use duochess::tui::keys::{lessons, menu, new_game as ng, practice, rules, settings};
    let mut acted = 0;
    // The game: typed text is taken as typed; a question's answers are its words.
    for facts in [
        Facts::EVERYTHING,
        Facts {
            series: false,
            ..Facts::EVERYTHING
        },
        Facts {
            over: true,
            ..Facts::EVERYTHING
        },
    ] {
        acted += check_layout(
            "game",
            keys::game::KEYS,
            &InputMode::ALL,
            facts,
            |mode, c| match (mode, c) {
                (InputMode::Command, c) => Some(Some(Action::CommandChar(c))),
                _ => None,
            },
        );
    }
    // The editor: the seed's letters of the game set up put pieces.
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let e = SetupEditor::open(kind, None, Settings::default()).expect("editor");
        let facts = Facts {
            playable: true,
            engine: true,
            steps: true,
            corner: true,
            piece: true,
            ..e.key_facts()
        };
        acted += check_layout(
            "editor",
            keys::editor::KEYS,
            &SetupInput::ALL,
            facts,
            |mode, c| match mode {
                SetupInput::Command => Some(Some(SetupAction::CommandChar(c))),
                SetupInput::Edit
                    if duochess::play::adapters::setup::piece_for_seed_letter(kind, c)
                        .is_some()
                        || matches!(c, 'р' | 'Р') =>
                {
                    Some(Some(SetupAction::Put(c)))
                }
                _ => None,
            },
        );
    }
    // Names and paths are typed as they are.
    use menu::{MenuAction, MenuInput};
    acted += check_layout(
        "menu",
        menu::KEYS,
        &MenuInput::ALL,
        Facts::EVERYTHING,
        |mode, c| (mode == MenuInput::Load).then_some(Some(MenuAction::Type(c))),
    );
    use ng::{NewGameAction, NewGameInput};
    acted += check_layout(
        "new game",
        ng::KEYS,
        &NewGameInput::ALL,
        Facts::EVERYTHING,
        |mode, c| (mode == NewGameInput::Text).then_some(Some(NewGameAction::Type(c))),
    );
    acted += check_layout(
        "rules",
        rules::KEYS,
        &rules::RulesInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    acted += check_layout(
        "review",
        duochess::tui::keys::review::KEYS,
        &duochess::tui::keys::review::ReviewInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    acted += check_layout(
        "lessons",
        lessons::KEYS,
        &lessons::LessonInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    acted += check_layout(
        "practice",
        practice::KEYS,
        &practice::PracticeInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    // A question's answers are their words' first letters; the help closes on any
    // other key.
    use keys::ask::{AskAction, AskInput};
    acted += check_layout(
        "questions",
        keys::ask::KEYS,
        &AskInput::ALL,
        Facts::EVERYTHING,
        |mode, c| match (mode, c.to_lowercase().next()?) {
            (AskInput::YesNo, 'т') => Some(Some(AskAction::Yes)),
            (AskInput::YesNo, 'н') => Some(Some(AskAction::No)),
            (AskInput::Leave, 'м') => Some(Some(AskAction::Menu)),
            (AskInput::Leave, 'в') => Some(Some(AskAction::Quit)),
            (AskInput::Leave, 'з' | 'н') => Some(Some(AskAction::Stay)),
            _ => None,
        },
    );
    acted += check_layout(
        "help",
        keys::help::KEYS,
        &keys::help::HelpInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    acted += check_layout(
        "settings",
        settings::KEYS,
        &settings::SettingsInput::ALL,
        Facts::EVERYTHING,
        |_, _| None,
    );
    assert!(acted > 300, "{acted}");
    // Spot checks of what the walk holds: у ends the series, Ж opens the line, х
    // browses, Ctrl and a Cyrillic letter is Ctrl and its Latin key.
    let game = |mode, c| keys::game::action_for_key(mode, ch(c));
    assert_eq!(game(InputMode::Board, 'у'), Some(Action::EndSeries));
    assert_eq!(game(InputMode::Board, 'г'), Some(Action::Undo));
    assert_eq!(game(InputMode::Board, 'Г'), Some(Action::Redo));
    assert_eq!(game(InputMode::Board, 'Ж'), Some(Action::OpenCommand));
    assert_eq!(game(InputMode::Board, 'х'), Some(Action::BrowseBack));
    let help = |c| keys::help::help_action_for_key(&ch(c));
    assert_eq!(help('к'), Some(keys::help::HelpAction::Rules));
    assert_eq!(help('й'), Some(keys::help::HelpAction::Close));
    assert_eq!(
        game(InputMode::Command, 'у'),
        Some(Action::CommandChar('у'))
    );
    let ctrl_c = KeyEvent::new(KeyCode::Char('с'), KeyModifiers::CONTROL);
    assert_eq!(
        keys::game::action_for_key(InputMode::Board, ctrl_c),
        Some(Action::ForceQuit)
    );
    // Russian letters in their places: ы where і is (s, settings).
    assert_eq!(game(InputMode::Board, 'ы'), Some(Action::Settings));
}

/// The question asked of the game under the question on top.
fn asked_of(tui: &duochess::tui::root::Tui) -> Option<Question> {
    tui.under::<App>(1).and_then(App::asked)
}

/// A question's answers: т or y (так) is yes, н or n (ні) is no, either case; the
/// question before leaving a game: м or m (меню), в or q (вийти), з or s
/// (залишитися), with ⏎ for the menu and Esc, or the no of н or n, to stay.
#[test]
fn questions_take_the_first_letters_of_their_words() {
    use keys::ask::{ask_action_for_key, AskAction as A, AskInput};
    for (c, answer) in [
        ('т', A::Yes),
        ('Т', A::Yes),
        ('y', A::Yes),
        ('Y', A::Yes),
        ('н', A::No),
        ('Н', A::No),
        ('n', A::No),
        ('N', A::No),
    ] {
        assert_eq!(
            ask_action_for_key(AskInput::YesNo, &ch(c)),
            Some(answer),
            "{c}"
        );
    }
    for (c, answer) in [
        ('м', Some(A::Menu)),
        ('m', Some(A::Menu)),
        ('в', Some(A::Quit)),
        ('q', Some(A::Quit)),
        ('Q', Some(A::Quit)),
        ('з', Some(A::Stay)),
        ('s', Some(A::Stay)),
        ('n', Some(A::Stay)),
        ('н', Some(A::Stay)),
        // Yes is no answer to it: nothing quits by a y.
        ('y', None),
        ('т', Some(A::Stay)),
    ] {
        assert_eq!(ask_action_for_key(AskInput::Leave, &ch(c)), answer, "{c}");
    }
    // On a real game in Ukrainian: в (d) then н declines a draw; К (R) then т
    // resigns.
    use crate::common::stack::{game, press};
    use duochess::tui::ask::Ask;
    use ratatui::crossterm::event::KeyCode::{Char, Esc};
    let settings = Settings {
        lang: Lang::Uk,
        ..Settings::default()
    };
    let mut tui =
        duochess::tui::root::Tui::start_screen(Box::new(|kind| new_game(kind, None)), settings);
    press(&mut tui, &[Char('1')]);
    press(&mut tui, &[Char('в')]);
    assert!(matches!(asked_of(&tui), Some(Question::AcceptDraw { .. })));
    // The key bar names the answers in the player's language and the Latin letter.
    let bar = tui.top::<Ask>().expect("asked").key_bar();
    assert!(bar.contains(&("т/y", "так")), "{bar:?}");
    assert!(bar.contains(&("н/n", "ні")), "{bar:?}");
    press(&mut tui, &[Char('н')]);
    assert_eq!(game(&tui).asked(), None);
    assert!(!game(&tui).game.result().is_over());
    press(&mut tui, &[Char('К')]);
    assert!(matches!(asked_of(&tui), Some(Question::Resign { .. })));
    press(&mut tui, &[Char('т')]);
    assert!(matches!(
        game(&tui).game.result(),
        GameResult::Win {
            winner: Side::Black,
            ..
        }
    ));
    // Leaving a game in progress: з stays, м goes to the menu, в quits.
    press(&mut tui, &[Esc, Char('1'), Esc]);
    let ask = tui.top::<Ask>().expect("the leave question");
    let bar = ask.key_bar();
    for entry in [
        ("м/m ⏎", "меню"),
        ("в/q", "вийти"),
        ("з/s Esc", "залишитися"),
    ] {
        assert!(bar.contains(&entry), "{entry:?}: {bar:?}");
    }
    press(&mut tui, &[Char('з')]);
    assert!(tui.top::<duochess::tui::App>().is_some(), "stayed");
    press(&mut tui, &[Esc, Char('м')]);
    assert_eq!(tui.depth(), 1, "the menu");
    press(&mut tui, &[Char('1'), Esc, Char('в')]);
    assert!(tui.quit);
}

/// Every question's answers start with different letters in every language, and no
/// answer letter is another key of its mode.
#[test]
fn the_answers_of_a_question_start_differently() {
    fn answers<A, M: PartialEq + Copy + Debug>(table: &[Binding<A, M>], modes: &[M]) -> usize {
        let mut found = 0;
        for &mode in modes {
            let here: Vec<&Binding<A, M>> =
                table.iter().filter(|b| b.modes.contains(&mode)).collect();
            let mut letters: Vec<char> = Vec::new();
            for b in &here {
                for (k, _) in b.keys {
                    if let Key::Word(id) = k {
                        for (_, l) in keys::answer_letters(id) {
                            assert!(!letters.contains(&l), "{mode:?}: {l} answers twice");
                            letters.push(l);
                            found += 1;
                        }
                    }
                }
            }
            for b in &here {
                for (k, _) in b.keys {
                    if let Key::Char(c) = k {
                        let lower = c.to_lowercase().next().unwrap_or(*c);
                        assert!(!letters.contains(&lower), "{mode:?}: {c} is an answer too");
                    }
                }
            }
        }
        found
    }
    assert_eq!(answers(keys::ask::KEYS, &keys::ask::AskInput::ALL), 12);
    assert_eq!(answers(keys::game::KEYS, &InputMode::ALL), 0);
    answers(keys::editor::KEYS, &SetupInput::ALL);
}

fn editor(kind: GameKind) -> SetupEditor {
    let mut e = SetupEditor::open(kind, None, Settings::default()).expect("editor");
    e.clear();
    e
}

/// Type `c` on the editor as a key.
fn type_key(e: &mut SetupEditor, c: char) {
    if let Some(action) = e.action_for(&ch(c)) {
        e.handle(action);
    }
}

fn piece(side: Side, kind: PieceKind) -> Option<PieceView> {
    Some(PieceView::new(side, kind))
}

#[test]
fn the_editor_puts_the_seeds_pieces_and_the_king_by_two_letters() {
    use PieceKind::*;
    use Side::{Black, White};
    for (kind, letters) in [
        (
            GameKind::Flickering,
            vec![
                ('Ф', piece(White, Queen)),
                ('ф', piece(Black, Queen)),
                ('Т', piece(White, Rook)),
                ('Л', piece(White, Rook)),
                ('с', piece(Black, Bishop)),
                ('К', piece(White, Knight)),
                ('П', piece(White, Pawn)),
                ('п', piece(Black, Pawn)),
            ],
        ),
        (
            GameKind::Xiangqi,
            vec![
                ('Т', piece(White, Advisor)),
                ('С', piece(White, Elephant)),
                ('к', piece(Black, Horse)),
                ('Л', piece(White, Chariot)),
                ('Г', piece(White, Cannon)),
                ('п', piece(Black, Soldier)),
                // Not a seed letter of Xiangqi: by its place, A (the advisor).
                ('Ф', piece(White, Advisor)),
            ],
        ),
    ] {
        for (c, expected) in letters {
            let mut e = editor(kind);
            e.cursor = cell("e2");
            type_key(&mut e, c);
            assert_eq!(e.placement.piece_at(cell("e2")), expected, "{kind:?} {c}");
        }
        let king = match kind {
            GameKind::Flickering => King,
            GameKind::Xiangqi => General,
        };
        // К then р: the king (general); к then р: Black's.
        for (first, second, side) in [('К', 'р', White), ('к', 'р', Black), ('К', 'Р', White)]
        {
            let mut e = editor(kind);
            e.cursor = cell("e2");
            type_key(&mut e, first);
            type_key(&mut e, second);
            assert_eq!(
                e.placement.piece_at(cell("e2")),
                piece(side, king),
                "{first}{second}"
            );
        }
        // р alone, or after the cursor moved, is no piece: the message says Кр.
        let mut e = editor(kind);
        e.cursor = cell("e2");
        type_key(&mut e, 'К');
        e.handle(SetupAction::Cursor { dx: 1, dy: 0 });
        type_key(&mut e, 'р');
        let message = e.message.as_ref().expect("a refusal");
        assert!(
            message.error && message.text.contains("Кр"),
            "{}",
            message.text
        );
        assert_eq!(e.placement.piece_at(e.cursor), None);
    }
    // Other Cyrillic letters act by their place: ч removes, Ч clears, і the side.
    let mut e = SetupEditor::open(GameKind::Flickering, None, Settings::default()).expect("e");
    e.cursor = cell("e2");
    type_key(&mut e, 'ч');
    assert_eq!(e.placement.piece_at(cell("e2")), None);
    let turn = e.placement.turn();
    type_key(&mut e, 'і');
    assert_eq!(e.placement.turn(), !turn);
    assert_eq!(e.action_for(&ch('Ч')), Some(SetupAction::ClearBoard));
    // The help names the letters of each game.
    let help = duochess::tui::editor::view::help_lines(&e).join("\n");
    assert!(
        help.contains("Ф Т Л С К П") && help.contains("Кр"),
        "{help}"
    );
    let x = SetupEditor::open(GameKind::Xiangqi, None, Settings::default()).expect("x");
    let help = duochess::tui::editor::view::help_lines(&x).join("\n");
    assert!(help.contains("Т С К Л Г П"), "{help}");
}

/// The key bar's entries' keys.
fn bar_keys(app: &App) -> Vec<&'static str> {
    duochess::tui::game::view::key_hints(app)
        .into_iter()
        .map(|(k, _)| k)
        .collect()
}

fn acts(app: &App, c: char) -> bool {
    app.action_for(&ch(c)).is_some()
}

#[test]
fn the_game_offers_only_the_keys_that_act() {
    let mut app = App::new(
        new_game(GameKind::Flickering, None).expect("game"),
        Settings::default(),
    );
    // At the start: nothing to end, take back, redo or browse; a hint at any moment.
    for k in ["e", "u", "U", "b", "Home"] {
        assert!(!bar_keys(&app).contains(&k), "{k}: {:?}", bar_keys(&app));
    }
    assert!(acts(&app, 't'), "{:?}", bar_keys(&app));
    // Esc: with nothing selected it leaves the game; with a piece, it cancels that.
    let hints = duochess::tui::game::view::key_hints(&app);
    assert!(hints.contains(&("Esc", "menu")), "{hints:?}");
    app.handle(Action::Pick);
    let hints = duochess::tui::game::view::key_hints(&app);
    assert!(
        hints.contains(&("Esc", "cancel")) && !hints.contains(&("Esc", "menu")),
        "{hints:?}"
    );
    app.handle(Action::Cancel);
    for c in ['e', 'u', 'U', 'b', 'у', 'г'] {
        assert!(!acts(&app, c), "{c}");
    }
    assert!(bar_keys(&app).contains(&"d") && bar_keys(&app).contains(&"R"));
    // A move in the series: e and u act (and у, г in their places).
    app.run_command("e4,");
    assert!(bar_keys(&app).contains(&"e") && bar_keys(&app).contains(&"u"));
    assert!(acts(&app, 'у') && acts(&app, 'г'));
    // Inside a series with the king safe, the hint has nothing to say: no t.
    assert!(!acts(&app, 't'), "{:?}", bar_keys(&app));
    // Taken back: U redoes.
    app.handle(Action::Undo);
    assert!(bar_keys(&app).contains(&"U"));
    app.handle(Action::Redo);
    app.handle(Action::EndSeries);
    assert!(bar_keys(&app).contains(&"b") && bar_keys(&app).contains(&"Home"));
    // A loss on time: final in Flickering Chess, so no u; after a result no e, ⏎,
    // d, R either — what comes next leads.
    app.game.lose_on_time(Side::Black).expect("a loss on time");
    let bar = bar_keys(&app);
    for k in ["u", "U", "e", "⏎", "d", "R", "t", "p"] {
        assert!(!bar.contains(&k), "{k}: {bar:?}");
    }
    assert_eq!(&bar[..3], &["n", "r", "m"], "{bar:?}");
    // The menu is named once in the bar (`m`); Esc still goes there, as the help says.
    let hints = duochess::tui::game::view::key_hints(&app);
    let menus = hints.iter().filter(|(_, w)| *w == "menu").count();
    assert!(menus == 1 && !bar.contains(&"Esc"), "{hints:?}");
    for c in ['u', 'e', 'd', 'R', '\n'] {
        assert!(!acts(&app, c), "{c}");
    }
    let help = duochess::tui::game::view::help_lines(&app);
    for gone in ["u ⌫", "e ", "⏎ Space", "d ", "R "] {
        assert!(
            !help.iter().any(|l| l.starts_with(gone)),
            "{gone}: {help:#?}"
        );
    }
    assert!(help.iter().any(|l| l.contains("rematch")), "{help:#?}");
    assert!(
        help.iter().any(|l| l.contains("m Esc     the start menu")),
        "{help:#?}"
    );
    // Leaving a finished game asks nothing, and the help does not say it would.
    assert!(!help.iter().any(|l| l.contains("asks first)")), "{help:#?}");
    use duochess::tui::game::{Next, Request};
    let esc = KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
    let action = app.action_for(&esc).expect("Esc acts");
    assert_eq!(app.handle(action), Request::Next(Next::Menu));
    assert_eq!(app.handle(Action::Menu), Request::Next(Next::Menu));
    // Xiangqi: a take-back reopens a finished game, so u stays.
    let mut x = App::new(
        new_game(GameKind::Xiangqi, None).expect("game"),
        Settings::default(),
    );
    x.run_command("h3e3");
    x.game.resign(Side::Black).expect("resigned");
    assert!(bar_keys(&x).contains(&"u") && !bar_keys(&x).contains(&"R"));
    // A check: t hints.
    let mut check = App::new(
        new_game(
            GameKind::Xiangqi,
            Some("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1"),
        )
        .expect("game"),
        Settings::default(),
    );
    assert!(bar_keys(&check).contains(&"t"), "{:?}", bar_keys(&check));
    check.handle(Action::Hint);
    assert!(check.practice.hint.is_some());
}

#[test]
fn lessons_and_puzzles_offer_no_draw_and_no_resignation() {
    let app = App::new(
        new_game(GameKind::Flickering, None).expect("game"),
        Settings::default(),
    )
    .for_exercise();
    assert!(!acts(&app, 'd') && !acts(&app, 'R'));
    let mut s = duochess::tui::lessons::LessonScreen::new(Settings::default());
    s.open();
    let bar: Vec<&str> = s.key_bar().into_iter().map(|(k, _)| k).collect();
    assert!(!bar.contains(&"d") && !bar.contains(&"R"), "{bar:?}");
    // Nor the `:` line, which a lesson does not take.
    assert!(!bar.contains(&":"), "{bar:?}");
    let board = s.board.as_deref().expect("a lesson on the board");
    let help = duochess::tui::game::view::help_lines(board).join("\n");
    assert!(
        !help.contains("offer a draw") && !help.contains("resign"),
        "{help}"
    );
    assert!(!help.contains("Commands after :"), "{help}");
}

#[test]
fn the_editor_offers_only_the_keys_that_act() {
    let mut e = SetupEditor::open(GameKind::Flickering, None, Settings::default()).expect("e");
    let keys_of = |e: &SetupEditor| -> Vec<&'static str> {
        e.key_hints().into_iter().map(|(k, _)| k).collect()
    };
    // The start position: playable; the cursor on e2 holds a pawn, on no corner.
    let k = keys_of(&e);
    assert!(
        k.contains(&"⏎") && k.contains(&"v") && k.contains(&"x"),
        "{k:?}"
    );
    assert!(!k.contains(&"o") && k.contains(&"Esc"), "{k:?}");
    e.cursor = cell("a1");
    assert!(keys_of(&e).contains(&"o"));
    e.cursor = cell("e4");
    assert!(!keys_of(&e).contains(&"x"));
    assert_eq!(e.action_for(&ch('x')), None);
    // Cleared: not playable, so no ⏎, v, m.
    e.clear();
    let k = keys_of(&e);
    assert!(
        !k.contains(&"⏎") && !k.contains(&"v") && !k.contains(&"m"),
        "{k:?}"
    );
    // Xiangqi analysis: no engine, no e; a position without a series, no steps.
    let mut x = SetupEditor::open(GameKind::Xiangqi, None, Settings::default()).expect("x");
    x.handle(SetupAction::Analyse);
    assert_eq!(x.input_mode(), SetupInput::Analysis);
    let k = keys_of(&x);
    assert!(!k.contains(&"e") && !k.contains(&"←→"), "{k:?}");
    assert!(k.contains(&"m") && k.contains(&"n"), "{k:?}");
}

#[test]
fn every_command_is_in_the_help_and_completes() {
    let complete = |line: &mut String, tab: &mut dyn FnMut(&mut String)| {
        tab(line);
        line.clone()
    };
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        for lang in Lang::ALL {
            let settings = Settings {
                lang,
                ..Settings::default()
            };
            let app = App::new(new_game(kind, None).expect("game"), settings);
            let e = SetupEditor::open(kind, None, settings).expect("editor");
            for (screen, help) in [
                (Screen::Game, duochess::tui::game::view::help_lines(&app)),
                (Screen::Editor, duochess::tui::editor::view::help_lines(&e)),
            ] {
                let help = help.join("\n");
                for spec in listed(screen, kind) {
                    let usage = duochess::words::commands::usage(lang, spec);
                    let words = duochess::i18n::tr(lang, spec.help);
                    assert!(
                        help.contains(&format!("{usage} ")) && help.contains(&words),
                        "{screen:?} {kind:?} {lang:?}: {usage} ({words}) is not in\n{help}"
                    );
                }
            }
        }
        // Tab completes each name from its first letter (again: the next name).
        for screen in [Screen::Game, Screen::Editor] {
            for spec in listed(screen, kind) {
                let mut app = App::new(new_game(kind, None).expect("game"), Settings::default());
                let mut e = SetupEditor::open(kind, None, Settings::default()).expect("editor");
                let mut tab: Box<dyn FnMut(&mut String)> = match screen {
                    Screen::Game => Box::new(move |line: &mut String| {
                        app.mode = Mode::Command(line.clone());
                        app.handle(Action::CommandComplete);
                        if let Mode::Command(l) = &app.mode {
                            *line = l.clone();
                        }
                    }),
                    Screen::Editor => Box::new(move |line: &mut String| {
                        e.mode = duochess::tui::editor::SetupMode::Command(line.clone());
                        e.handle(SetupAction::CommandComplete);
                        if let duochess::tui::editor::SetupMode::Command(l) = &e.mode {
                            *line = l.clone();
                        }
                    }),
                };
                let mut line: String = spec.name[..1].to_string();
                let mut seen = Vec::new();
                for _ in 0..12 {
                    let now = complete(&mut line, &mut *tab);
                    if now.trim_end() == spec.name {
                        break;
                    }
                    seen.push(now);
                }
                assert_eq!(
                    line.trim_end(),
                    spec.name,
                    "{screen:?} {kind:?}: {} does not complete: {seen:?}",
                    spec.name
                );
            }
        }
    }
}

#[test]
fn a_wrong_command_line_names_the_command_and_what_it_takes() {
    let settings = Settings {
        lang: Lang::Uk,
        ..Settings::default()
    };
    let mut app = App::new(new_game(GameKind::Xiangqi, None).expect("game"), settings);
    app.run_command("end");
    let m = app.message.as_ref().expect("a refusal");
    assert!(m.error);
    assert_eq!(m.text, "Команда end — лише для мерехтливих шахів");
    let mut e = SetupEditor::open(GameKind::Xiangqi, None, settings).expect("editor");
    e.run_command("mate 7");
    assert_eq!(
        e.message.as_ref().expect("a refusal").text,
        "Команда mate пишеться так: mate [N] (мат за N (1-5) ходів)"
    );
    e.run_command("save x");
    assert_eq!(
        e.message.as_ref().expect("a refusal").text,
        "Команда save — для гри"
    );
}

/// The key bar `hints` as drawn on a row `w` columns wide, read back.
fn drawn_bar(hints: &[(&'static str, &'static str)], w: u16) -> String {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let area = Rect::new(0, 0, w, 1);
    let mut buf = Buffer::empty(area);
    duochess::tui::widgets::text::render_hints(hints, area, &mut buf);
    crate::common::screen_lines(&buf)[0].trim_end().to_string()
}

/// The entries of `hints` that `bar` shows whole, and whether it ends in `…` (more
/// keys than shown) and then the help's key; `None` when the bar holds anything
/// else (a part of an entry) or not in the order of `hints`.
fn whole_entries(
    hints: &[(&'static str, &'static str)],
    bar: &str,
) -> Option<(Vec<(&'static str, &'static str)>, bool)> {
    let entry = |(k, w): (&str, &str)| match w.is_empty() {
        true => k.to_string(),
        false => format!("{k} {w}"),
    };
    // Match the entries in order, each whole (followed by a space or the end).
    let matched = |text: &str, hints: &[(&'static str, &'static str)]| {
        let mut rest = text;
        let mut shown = Vec::new();
        for &h in hints {
            rest = rest.trim_start();
            let e = entry(h);
            if let Some(r) = rest
                .strip_prefix(e.as_str())
                .filter(|r| r.is_empty() || r.starts_with(' '))
            {
                shown.push(h);
                rest = r;
            }
        }
        rest.trim().is_empty().then_some(shown)
    };
    match bar.split_once('…') {
        None => matched(bar, hints).map(|shown| (shown, false)),
        Some((before, after)) => {
            let (help, keys): (Vec<_>, Vec<_>) = hints.iter().partition(|(k, _)| *k == "?");
            let mut shown = matched(before, &keys)?;
            let after = after.trim();
            if !after.is_empty() {
                shown.extend(matched(after, &help).filter(|h| !h.is_empty())?);
            }
            Some((shown, true))
        }
    }
}

/// In every mode of `table`, in both languages, with each of `facts`, at every width
/// from 10 to 140 columns: the key bar shows whole entries only (by the columns they
/// take, never cut by the screen's edge); when it cannot show every key it says so
/// with `…` and keeps the help's key `?`, which lists them all; and at 80 columns a
/// mode without `?` shows every key, or first the words naming its help (the `:`
/// line's `help`), so nothing is out of reach.
fn check_bars<A, M: Copy + PartialEq + Debug>(
    name: &str,
    table: &[Binding<A, M>],
    modes: &[M],
    facts: &[Facts],
) {
    use duochess::tui::widgets::glyphs::width;
    for lang in Lang::ALL {
        for &mode in modes {
            for &f in facts {
                let hints = keys::bar_in(lang, table, mode, f);
                let all_keys: Vec<_> = hints.iter().filter(|(_, w)| !w.is_empty()).collect();
                let help = all_keys.iter().find(|(k, _)| *k == "?");
                for w in 10..=140u16 {
                    let bar = drawn_bar(&hints, w);
                    let at = format!("{name} {mode:?} {lang:?} {w} columns, {f:?}:\n{bar}");
                    let (shown, more) = whole_entries(&hints, &bar)
                        .unwrap_or_else(|| panic!("a part of an entry: {at}"));
                    let every = all_keys.iter().all(|h| shown.contains(h));
                    assert_eq!(
                        more, !every,
                        "`…` when, and only when, keys are left out: {at}"
                    );
                    if let Some(&&(k, words)) = help.filter(|_| !every) {
                        let room = width("… ") + width(k) + 1 + width(words);
                        assert!(
                            w < room || shown.contains(&(k, words)),
                            "the help's key kept: {at}"
                        );
                    }
                    // With no `?`, at 80 columns every key, or — on the `:` line,
                    // where `help` is typed — the entry that says so, first.
                    let names_help = |(_, w): &(&str, &str)| w.contains("help");
                    if w == 80 && help.is_none() {
                        assert!(
                            every || shown.first().is_some_and(names_help),
                            "every key at 80 columns, or the way to the help: {at}"
                        );
                    }
                }
            }
        }
    }
}

/// The key bars of every screen drawn by the one key-bar widget, in every state the
/// facts below reach (a game going on and over, Flickering Chess and Xiangqi, with
/// and without something to cancel or take back).
#[test]
fn every_key_bar_shows_whole_entries_and_keeps_the_help_at_any_width() {
    let every = Facts::EVERYTHING;
    let xiangqi = Facts {
        series: false,
        flickering: false,
        series_begun: false,
        ..every
    };
    let facts = [
        Facts::default(),
        every,
        Facts {
            over: true,
            ..every
        },
        Facts {
            cancel: false,
            ..every
        },
        xiangqi,
        Facts {
            over: true,
            ..xiangqi
        },
        Facts {
            flickering: true,
            ..Facts::default()
        },
        Facts {
            notations: true,
            ..Facts::default()
        },
    ];
    use duochess::tui::keys::{ask, help, lessons, practice, rules};
    check_bars("game", keys::game::KEYS, &InputMode::ALL, &facts);
    check_bars("editor", keys::editor::KEYS, &SetupInput::ALL, &facts);
    check_bars("question", ask::KEYS, &ask::AskInput::ALL, &facts);
    check_bars("help", help::KEYS, &help::HelpInput::ALL, &facts);
    check_bars("lessons", lessons::KEYS, &lessons::LessonInput::ALL, &facts);
    check_bars(
        "practice",
        practice::KEYS,
        &practice::PracticeInput::ALL,
        &facts,
    );
    check_bars("rules", rules::KEYS, &rules::RulesInput::ALL, &facts);
    use duochess::tui::keys::review;
    check_bars("review", review::KEYS, &review::ReviewInput::ALL, &facts);
}
