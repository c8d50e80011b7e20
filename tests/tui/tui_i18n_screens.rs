//! Every screen and its main states in Ukrainian, at 80×24 and 60×20: the start
//! menu, the records list, the new-game and settings screens, both games (a series,
//! a check, a question, a result, browsing, promotion, the help scrolled to its top
//! and its end, against the computer, the question before leaving), the editor with
//! its help, its analysis and the question before leaving it, the rules pages (at
//! their top and their end), the lessons and the practice. No English word may be
//! left but notation, key names, proper names and the `:` commands as the player
//! types them; every word found is printed with where it stands. Nor may text be
//! cut silently: every word the screen shows at a size where all of it fits must be
//! there at the small sizes too, unless the screen gives a sign that more follows
//! (`…`, a scroll sign, the help's key after `…` on a key bar, or that the screen is
//! too small and how large it needs to be).

use crate::common;

use common::scratch::Scratch;
use common::stack::Stacked;
use duochess::config::{Config, Language, PieceStyle, Theme};
use duochess::core::Side;
use duochess::flicker::engine::Level;
use duochess::i18n::Lang;
use duochess::play::opponent::{Opponent, OpponentKind};
use duochess::play::port::Cell;
use duochess::play::Settings;
use duochess::practice::progress::Progress;
use duochess::session::GameKind;
use duochess::tui::ask::Ask;
use duochess::tui::editor::{SetupAction, SetupEditor};
use duochess::tui::game::{Mode, Request};
use duochess::tui::help::HelpScreen;
use duochess::tui::keys::practice::PracticeAction;
use duochess::tui::keys::Action;
use duochess::tui::lessons::LessonScreen;
use duochess::tui::load::LoadScreen;
use duochess::tui::menu::StartMenu;
use duochess::tui::new_game::{ClockChoice, Row};
use duochess::tui::practice::PracticeScreen;
use duochess::tui::rules::{pages_of, RulesScreen};
use duochess::tui::screen::Screen;
use duochess::tui::settings::SettingsScreen;
use duochess::tui::widgets::scroll::ScrollAction;
use duochess::tui::App;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

const SIZES: [(u16, u16); 2] = [(80, 24), (60, 20)];

/// Where the settings screen says the settings are saved.
const SETTINGS_FILE: &str = "/дані/config.toml";

/// Latin words a Ukrainian screen may show: key names, the names of notations and
/// of the engine protocol, proper names (the program, engines).
const ALLOWED: &[&str] = &[
    // Key names.
    "Esc",
    "Tab",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Ctrl",
    "Shift",
    "Enter",
    "Del",
    "Space",
    "hjkl",
    "hl",
    // Notations, formats and standards: FEN's piece letters and castling rights,
    // record files and the variants' names in them, time zones.
    "Flickering",
    "xiangqi",
    "WXF",
    "FEN",
    "UCI",
    // A UCI engine's strength options, by their own names.
    "Skill",
    "Level",
    "UCI_Elo",
    "Elo",
    "UCI_LimitStrength",
    "LimitStrength",
    "PGN",
    "pgn",
    "KQkq",
    "KQRBNP",
    "kqrbnp",
    "KAEHRCP",
    "kaehrcp",
    "UTC",
    // Proper names.
    "duochess",
    "Fairy",
    "Stockfish",
    "Pikafish",
    "Ann",
    "Bo",
];

/// The English words of a screen: runs of two Latin letters or more with no digit
/// beside them (a digit makes them notation: `e4`, `Nf3`, `b10`), but for the
/// allowed ones and `:commands` (typed as they are named).
fn english_words(text: &str) -> Vec<String> {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    common::english_runs(text, |r| {
        let word = r.word.as_str();
        let notation = digit(r.before) || digit(r.after);
        word.len() >= 2 && !notation && r.before != Some(':') && !ALLOWED.contains(&word)
    })
}

fn render(what: impl Widget, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    what.render(area, &mut buf);
    common::screen_text(&buf)
}

/// A size at which every screen shows all it has to say, to compare the small
/// sizes with.
const WHOLE: (u16, u16) = (200, 70);

/// The signs that more follows than a screen shows: an ellipsis where a line was
/// cut, a scroll sign («↓ далі», «↑↓ ще»).
const MORE: &[&str] = &["…", "↓", "↑", "далі", "ще"];

/// The words of a screen (runs of three letters or more, any alphabet): what a cut
/// can lose.
fn words_of(text: &str) -> std::collections::BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_string)
        .collect()
}

/// The words shown at `WHOLE` but not at the small size, when the small screen
/// gives no sign that more follows: text cut silently. A screen that says it is too
/// small for what it shows, and how large it needs to be, gives that sign.
fn cut_words(whole: &str, small: &str) -> Vec<String> {
    use duochess::words::{common::TooSmall, Say};
    let too_small = TooSmall {
        need: (1, 1),
        now: (2, 2),
    }
    .say(Lang::Uk);
    let too_small = too_small.split("1×1").next().unwrap_or(&too_small);
    if MORE.iter().any(|sign| small.contains(sign)) || small.contains(too_small) {
        return Vec::new();
    }
    let shown = words_of(small);
    words_of(whole).difference(&shown).cloned().collect()
}

/// What the walk found: each screen's English words and silently cut text.
#[derive(Default)]
struct Findings(Vec<String>, Vec<String>);

impl Findings {
    /// Look at `what` at both sizes.
    fn look(&mut self, name: &str, draw: impl Fn(u16, u16) -> String) {
        let whole = draw(WHOLE.0, WHOLE.1);
        for (w, h) in SIZES {
            // Names the test chose (paths, an environment variable) are not words.
            let mut text = draw(w, h).replace("NO_COLOR", "");
            for name in &self.1 {
                text = text.replace(name.as_str(), "");
            }
            for word in english_words(&text) {
                self.0.push(format!("{name} {w}x{h}: {word}"));
            }
            let cut = cut_words(&whole, &draw(w, h));
            if !cut.is_empty() {
                self.0.push(format!(
                    "{name} {w}x{h}: cut without a sign that more follows: {}",
                    cut.join(" ")
                ));
            }
        }
    }
}

/// `top` drawn over `under`, as the stack draws an overlay (a help, a question).
fn over(under: &dyn Screen, top: &dyn Screen, w: u16, h: u16) -> String {
    render(Stacked(vec![under, top]), w, h)
}

/// The help over the screen it is about, at its top, or scrolled to its end.
fn help_over(
    under: &dyn Screen,
    make: impl Fn() -> HelpScreen,
    end: bool,
    w: u16,
    h: u16,
) -> String {
    let mut help = make();
    let top = over(under, &help, w, h);
    if !end {
        return top;
    }
    help.scroll.act(ScrollAction::Bottom);
    over(under, &help, w, h)
}

/// The question `action` asks over the game (yes/no, or before leaving it).
fn asked(app: &mut App, action: Action) -> Ask {
    match app.handle(action) {
        Request::Ask(q) => Ask::yes_no(app.question_text(q), Lang::Uk),
        Request::Leave => Ask::leave(app.leave_text(), Lang::Uk),
        other => panic!("no question: {other:?}"),
    }
}

fn uk() -> Settings {
    Settings {
        lang: Lang::Uk,
        style: PieceStyle::Symbols,
        ..Settings::default()
    }
}

fn game(kind: GameKind, fen: Option<&str>) -> App {
    App::new(duochess::play::new_game(kind, fen).expect("a game"), uk())
}

fn play(app: &mut App, text: &str) {
    app.game.play_text(text).expect("legal");
}

fn both_games(f: &mut Findings, data: &Scratch) {
    // Flickering: a series in progress, the enemy king attacked by it.
    let mut a = game(
        GameKind::Flickering,
        Some("4k3/8/8/8/8/8/3PP3/R3K3 w Q - 0 1"),
    );
    play(&mut a, "e2e4, a1a8,");
    f.look("flickering series", |w, h| render(&a, w, h));
    a.handle(Action::EndSeries);
    f.look("flickering check", |w, h| render(&a, w, h));
    a.handle(Action::Hint);
    f.look("flickering hint", |w, h| render(&a, w, h));
    crate::tui_records::command(&mut a, &format!("save {}", data.join("партія").display()));
    f.look("flickering saved", |w, h| render(&a, w, h));
    for end in [false, true] {
        f.look(&format!("flickering help (at its end: {end})"), |w, h| {
            help_over(&a, || duochess::tui::game::view::help_screen(&a), end, w, h)
        });
    }
    a.handle(Action::BrowseBack);
    f.look("flickering browsing", |w, h| render(&a, w, h));
    f.look("flickering browsing help", |w, h| {
        help_over(
            &a,
            || duochess::tui::game::view::help_screen(&a),
            false,
            w,
            h,
        )
    });
    a.mode = Mode::Board;
    let question = asked(&mut a, Action::Resign);
    f.look("flickering question", |w, h| over(&a, &question, w, h));
    a.answer(true);
    f.look("flickering result", |w, h| render(&a, w, h));
    // Promotion.
    let mut p = game(GameKind::Flickering, Some("8/4P2k/8/8/8/8/8/4K3 w - - 0 1"));
    p.mode = Mode::Promotion {
        from: Cell::new(4, 6),
        to: Cell::new(4, 7),
    };
    f.look("flickering promotion", |w, h| render(&p, w, h));
    // Against the computer, named in the player's language.
    let mut c = game(GameKind::Flickering, None);
    c.set_players(&duochess::play::Players::default().with_opponent(
        Side::Black,
        &OpponentKind::Computer {
            level: Level::DEFAULT,
        },
    ));
    let mut c = c.with_opponent(Opponent::new(
        Side::Black,
        OpponentKind::Computer {
            level: Level::DEFAULT,
        },
    ));
    f.look("against the computer", |w, h| render(&c, w, h));
    let leave = asked(&mut c, Action::Quit);
    f.look("leave question", |w, h| over(&c, &leave, w, h));
    // The question before leaving a game that was played and autosaved.
    let mut tui = duochess::tui::root::Tui::start_screen(
        Box::new(|kind| duochess::play::new_game(kind, None)),
        uk(),
    )
    .with_data_dir(Some(duochess::record::DataDir::at(data.path())));
    common::stack::press(&mut tui, &[KeyCode::Char('2')]);
    common::stack::type_text(&mut tui, ":h3e3");
    common::stack::press(&mut tui, &[KeyCode::Enter, KeyCode::Esc]);
    assert!(tui.top::<Ask>().is_some(), "the leave question");
    f.look("leave question, autosaved", |w, h| {
        common::stack::draw(&tui, w, h)
    });
    // Xiangqi: Black's general in check, a question, browsing, the help, a result.
    let mut x = game(GameKind::Xiangqi, None);
    play(&mut x, "h3e3");
    play(&mut x, "h8e8");
    play(&mut x, "e3e7");
    f.look("xiangqi check", |w, h| render(&x, w, h));
    let question = asked(&mut x, Action::OfferDraw);
    f.look("xiangqi draw question", |w, h| over(&x, &question, w, h));
    x.answer(false);
    f.look("xiangqi draw declined", |w, h| render(&x, w, h));
    x.handle(Action::ToggleNotation);
    f.look("xiangqi notation", |w, h| render(&x, w, h));
    x.handle(Action::BrowseBack);
    f.look("xiangqi browsing", |w, h| render(&x, w, h));
    x.mode = Mode::Board;
    for end in [false, true] {
        f.look(&format!("xiangqi help (at its end: {end})"), |w, h| {
            help_over(&x, || duochess::tui::game::view::help_screen(&x), end, w, h)
        });
    }
    let question = asked(&mut x, Action::Resign);
    f.look("xiangqi resign question", |w, h| over(&x, &question, w, h));
    x.answer(true);
    f.look("xiangqi result", |w, h| render(&x, w, h));
}

fn menus(f: &mut Findings, data: &Scratch) {
    let menu = StartMenu::new(Lang::Uk);
    f.look("menu", |w, h| render(&menu, w, h));
    // The records list: a game against the computer, an unfinished one without
    // names, a file that cannot be read.
    // (Newest first: the broken file is the one chosen, its problem said.)
    let records = [
        (
            "комп'ютер.pgn",
            "[Variant \"Flickering\"]\n[White \"Ann\"]\n[Black \"duochess\"]\n[BlackType \"program\"]\n[ComputerLevel \"3\"]\n[Result \"0-1\"]\n\n1a. e4 1b. e5 0-1\n",
        ),
        (
            "без-імен.pgn",
            "[Variant \"xiangqi\"]\n[White \"?\"]\n[Black \"?\"]\n\n1. h3e3 h8e8 *\n",
        ),
        ("зламаний.pgn", "[Variant \"сьоґі\"]\n\n1. P7f *\n"),
    ];
    for (minutes, (name, text)) in records.into_iter().enumerate() {
        crate::tui_records::record_file(data, name, text, minutes as u64);
    }
    let dir = data.join("records");
    let mut menu = StartMenu::new(Lang::Uk);
    menu.load = Some(Box::new(LoadScreen::new(Some(dir), Lang::Uk)));
    f.look("records list", |w, h| render(&menu, w, h));
    // The new-game screen, on each row (each row's help).
    let mut screen = crate::tui_i18n::ukrainian_new_game();
    for row in Row::ALL {
        screen.row = row;
        f.look(&format!("new game {row:?}"), |w, h| render(&screen, w, h));
    }
    screen.clock = ClockChoice::Custom("5+x".into());
    screen.row = Row::Clock;
    f.look("new game custom clock", |w, h| render(&screen, w, h));
    // Settings, over the menu.
    let config = Config {
        language: Some(Language::Uk),
        ..Config::default()
    };
    let settings = SettingsScreen::new(config, Theme::Default, Some(SETTINGS_FILE.into()));
    let menu = StartMenu::new(Lang::Uk);
    f.look("settings", |w, h| {
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        menu.render(area, &mut buf);
        settings.render(area, &mut buf);
        common::screen_text(&buf)
    });
}

fn editor(f: &mut Findings) {
    let e = SetupEditor::open(GameKind::Flickering, None, uk()).expect("editor");
    f.look("editor", |w, h| render(&e, w, h));
    for end in [false, true] {
        f.look(&format!("editor help (at its end: {end})"), |w, h| {
            help_over(
                &e,
                || duochess::tui::editor::view::help_screen(&e),
                end,
                w,
                h,
            )
        });
    }
    // A changed position: leaving asks.
    let mut tui = duochess::tui::root::Tui::in_setup(
        e,
        Box::new(|kind| duochess::play::new_game(kind, None)),
        uk(),
    );
    common::stack::press(&mut tui, &[KeyCode::Char('x'), KeyCode::Esc]);
    assert!(tui.top::<Ask>().is_some(), "the leave question");
    f.look("editor leave question", |w, h| {
        common::stack::draw(&tui, w, h)
    });
    let mut e = SetupEditor::open(
        GameKind::Flickering,
        Some("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
        uk(),
    )
    .expect("editor");
    e.handle(SetupAction::Analyse);
    f.look("editor analysis", |w, h| render(&e, w, h));
    e.handle(SetupAction::MateSearch);
    f.look("editor mate search", |w, h| render(&e, w, h));
    let mut x = SetupEditor::open(GameKind::Xiangqi, None, uk()).expect("editor");
    f.look("xiangqi editor help", |w, h| {
        help_over(
            &x,
            || duochess::tui::editor::view::help_screen(&x),
            true,
            w,
            h,
        )
    });
    x.handle(SetupAction::Analyse);
    f.look("xiangqi editor analysis", |w, h| render(&x, w, h));
    x.handle(SetupAction::MateSearch);
    f.look("xiangqi editor mate search", |w, h| render(&x, w, h));
}

fn learning(f: &mut Findings, data: &Scratch) {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut screen = RulesScreen::new(kind, PieceStyle::Symbols).in_lang(Lang::Uk);
        for page in 0..pages_of(kind).len() {
            screen.page = page;
            f.look(&format!("rules {kind:?} page {page}"), |w, h| {
                render(&screen, w, h)
            });
            // Scrolled to its end (at 60×20 the page is longer than the screen).
            f.look(&format!("rules {kind:?} page {page} at its end"), |w, h| {
                let mut end = screen.clone();
                render(&end, w, h);
                end.scroll.act(ScrollAction::Bottom);
                render(&end, w, h)
            });
        }
    }
    let mut lessons = LessonScreen::new(uk());
    f.look("lessons", |w, h| render(&lessons, w, h));
    lessons.open();
    f.look("a lesson", |w, h| render(&lessons, w, h));
    let mut practice = PracticeScreen::new(uk(), Some(Progress::file_in(data.path())), 11);
    f.look("practice", |w, h| render(&practice, w, h));
    practice.act(PracticeAction::Difficulty(1));
    practice.act(PracticeAction::Start);
    f.look("a puzzle", |w, h| render(&practice, w, h));
    practice.act(PracticeAction::GiveUp);
    f.look("a puzzle given up", |w, h| render(&practice, w, h));
}

/// The review screen of a game of each kind with a mate missed and allowed: the
/// turns, the mate drawn (Tab), its help.
fn reviews(f: &mut Findings) {
    use duochess::tui::keys::review::ReviewAction;
    use duochess::tui::review::ReviewScreen;
    for record in [
        "[Variant \"Flickering\"]\n[SetUp \"1\"]\n[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n\n\
         1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n",
        "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n\n\
         62. i5i6 g6i8 63. f8e6 1-0\n",
    ] {
        let mut screen = ReviewScreen::open(record.to_string(), None, uk(), Default::default()).unwrap();
        screen.start();
        let kind = screen.kind;
        f.look(&format!("review {kind:?}"), |w, h| {
            render(Stacked(vec![&screen]), w, h)
        });
        screen.act(ReviewAction::OtherLine);
        f.look(&format!("review {kind:?}, the mate drawn"), |w, h| {
            render(Stacked(vec![&screen]), w, h)
        });
        if let duochess::tui::screen::Outcome::Push(help) = screen.act(ReviewAction::Help) {
            f.look(&format!("review {kind:?} help"), |w, h| {
                over(&screen, help.as_ref(), w, h)
            });
        }
    }
}

#[test]
fn every_screen_in_ukrainian_has_no_english_word() {
    let data = Scratch::new("uk-every-screen");
    let chosen = [
        data.join("records").display().to_string(),
        data.path().display().to_string(),
        SETTINGS_FILE.to_string(),
    ];
    let mut found = Findings(Vec::new(), chosen.to_vec());
    menus(&mut found, &data);
    both_games(&mut found, &data);
    editor(&mut found);
    learning(&mut found, &data);
    reviews(&mut found);
    assert!(
        found.0.is_empty(),
        "English on the Ukrainian screens:\n{}",
        found.0.join("\n")
    );
}

/// The check itself: it finds English, and lets notation, squares, key names
/// and the allowed names pass; it finds words cut without a sign.
#[test]
fn the_screen_check_finds_english_words() {
    assert_eq!(english_words("хід e2e4, Кf3 · b10 · Esc · WXF").len(), 0);
    assert_eq!(english_words("Game over: White wins").len(), 4);
    assert_eq!(english_words("to move").len(), 2);
    // A word lost at the small size, without a sign, is cut; with one it is not.
    assert_eq!(cut_words("хід білих · серія", "хід білих"), ["серія"]);
    assert_eq!(
        cut_words("хід білих · серія", "хід біл…"),
        Vec::<String>::new()
    );
    assert_eq!(cut_words("хід білих", "хід білих"), Vec::<String>::new());
}
