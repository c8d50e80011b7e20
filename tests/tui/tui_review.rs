//! The review screen on the stack: it opens on the first finding with its marks,
//! the arrows step through the turns, Tab draws the mate missed or allowed on the
//! board, `e` opens the position in the editor, Esc goes back; a finished review
//! is kept beside the record and opened from there; it opens from the records
//! list (Ctrl-R) and after a result (`v`); both games, both languages.

use crate::common;

use common::scratch::Scratch;
use common::stack::{draw, press};
use duochess::i18n::Lang;
use duochess::play::new_game;
use duochess::play::review::board::Shown;
use duochess::play::worker::Runner;
use duochess::play::Settings;
use duochess::record::DataDir;
use duochess::tui::editor::SetupEditor;
use duochess::tui::review::ReviewScreen;
use duochess::tui::root::{StartMenu, Tui};
use duochess::tui::App;
use ratatui::crossterm::event::KeyCode::{Char, Esc, Left, Right, Tab};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

/// Black misses Be5# (1b), White's series then allows a mate (2a), Black mates.
const FLICKER_MISSED: &str = "[Variant \"Flickering\"]\n[SetUp \"1\"]\n\
[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n[Result \"0-1\"]\n\n\
1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n";
/// Red misses a mate in one (62.), Black's move allows it, Red mates.
const XIANGQI_MISSED: &str = "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n\
[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n[Result \"1-0\"]\n\n\
62. i5i6 g6i8 63. f8e6 1-0\n";

fn settings(lang: Lang) -> Settings {
    Settings {
        lang,
        ..Settings::default()
    }
}

/// The review of `record` over the start menu, run inline.
fn reviewing(record: &str, lang: Lang) -> Tui {
    let screen =
        ReviewScreen::open(record.to_string(), None, settings(lang), Default::default()).unwrap();
    let mut tui = Tui::in_review(screen, Box::new(|k| new_game(k, None)), settings(lang));
    tui.set_runner(Runner::Inline);
    tui
}

fn review(tui: &Tui) -> &ReviewScreen {
    tui.top::<ReviewScreen>().expect("the review on top")
}

#[test]
fn the_review_opens_on_the_missed_mate_with_its_mark_and_words() {
    let tui = reviewing(FLICKER_MISSED, Lang::En);
    let r = review(&tui);
    assert!(!r.running());
    assert_eq!(r.review.as_ref().unwrap().turns.len(), 3);
    assert_eq!(r.selected, 0, "the first finding: 1b, the mate missed");
    for (w, h) in [(80, 24), (120, 40)] {
        let text = draw(&tui, w, h);
        for must in [
            "Review · Flickering Chess",
            "1b.  #?",
            "2a.  #!",
            "missed mate: Be5#",
            "Board: the series played",
        ] {
            assert!(text.contains(must), "{must} at {w}x{h}:\n{text}");
        }
    }
}

#[test]
fn arrows_step_tab_draws_the_mates_and_esc_goes_back() {
    let mut tui = reviewing(FLICKER_MISSED, Lang::En);
    let before = draw(&tui, 80, 24);
    assert!(
        !before.contains("+♔+"),
        "the series played leaves no check:\n{before}"
    );
    // Tab: the mating series missed, drawn to its end (the king attacked).
    press(&mut tui, &[Tab]);
    assert_eq!(review(&tui).shown, Shown::MissedMate);
    let mate = draw(&tui, 80, 24);
    assert!(mate.contains("Board: the mating series that was"), "{mate}");
    assert!(mate.contains("+♔+"), "the mated king is marked:\n{mate}");
    // → the next turn: its allowed mate, and Tab to it.
    press(&mut tui, &[Right]);
    assert_eq!(
        (review(&tui).selected, review(&tui).shown),
        (1, Shown::Played)
    );
    assert!(draw(&tui, 80, 24).contains("allowed a mate: Nf3+"));
    press(&mut tui, &[Tab]);
    assert_eq!(review(&tui).shown, Shown::AllowedMate);
    assert!(draw(&tui, 80, 24).contains("Board: the opponent's mate this"));
    // Past the ends it stays.
    press(&mut tui, &[Right, Right, Right]);
    assert_eq!(review(&tui).selected, 2);
    press(&mut tui, &[Left, Left, Left]);
    assert_eq!(review(&tui).selected, 0);
    // `e`: the position before the turn in the editor; Esc back to the review.
    press(&mut tui, &[Char('e')]);
    let editor = tui.top::<SetupEditor>().expect("the editor");
    assert_eq!(
        editor.status.as_deref().ok(),
        Some("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1")
    );
    press(&mut tui, &[Esc]);
    assert!(tui.top::<ReviewScreen>().is_some());
    // The help says the marks in words.
    press(&mut tui, &[Char('?')]);
    let help = draw(&tui, 80, 24);
    for must in [
        "#?  a mate was missed",
        "#!  a mate was allowed",
        "??  blunder",
    ] {
        assert!(help.contains(must), "{must}:\n{help}");
    }
    press(&mut tui, &[Esc, Esc]);
    assert_eq!(tui.depth(), 1, "Esc is back to the menu");
    assert!(tui.top::<StartMenu>().is_some());
}

#[test]
fn a_xiangqi_review_without_an_engine_says_so_in_both_languages() {
    let tui = reviewing(XIANGQI_MISSED, Lang::En);
    let en = draw(&tui, 80, 24);
    for must in [
        "Review · Xiangqi",
        "No engine: the mates alone",
        "62.  #?",
        "62…  #!",
    ] {
        assert!(en.contains(must), "{must}:\n{en}");
    }
    let tui = reviewing(XIANGQI_MISSED, Lang::Uk);
    let uk = draw(&tui, 80, 24);
    for must in [
        "Розбір · Сянці",
        "Без рушія",
        "пропущено мат за 1 хід: Кe6#",
        "62. пi6",
        "#?",
    ] {
        assert!(uk.contains(must), "{must}:\n{uk}");
        assert!(uk.contains(must), "{must}:\n{uk}");
    }
}

#[test]
fn a_finished_review_is_kept_beside_the_record_and_opened_at_once() {
    let dir = Scratch::new("review-kept");
    let path = dir.join("game.pgn");
    std::fs::write(&path, FLICKER_MISSED).unwrap();
    let kept = dir.join("game.pgn.review.toml");
    let mut first =
        ReviewScreen::of_file(path.clone(), settings(Lang::En), Default::default()).unwrap();
    assert!(first.review.is_none() && !kept.exists());
    first.start();
    assert!(first.review.is_some());
    assert!(kept.exists(), "kept beside the record");
    let again =
        ReviewScreen::of_file(path.clone(), settings(Lang::En), Default::default()).unwrap();
    assert_eq!(
        again.review.as_ref().unwrap().turns,
        first.review.as_ref().unwrap().turns
    );
    assert!(again
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("Opened the review kept"));
    // The record changed since: the kept review is stale and redone.
    std::fs::write(&path, format!("[Event \"x\"]\n{FLICKER_MISSED}")).unwrap();
    let stale =
        ReviewScreen::of_file(path.clone(), settings(Lang::En), Default::default()).unwrap();
    assert!(stale.review.is_none(), "a stale kept review is ignored");
    // A broken kept file is ignored too.
    std::fs::write(&path, FLICKER_MISSED).unwrap();
    std::fs::write(&kept, "broken = [").unwrap();
    let broken = ReviewScreen::of_file(path, settings(Lang::En), Default::default()).unwrap();
    assert!(broken.review.is_none(), "a broken kept review is ignored");
}

#[test]
fn ctrl_r_on_the_records_list_reviews_the_record_chosen() {
    let dir = Scratch::new("review-load");
    let data = DataDir::at(dir.path());
    let records = data.records_dir();
    std::fs::create_dir_all(&records).unwrap();
    std::fs::write(records.join("missed.pgn"), FLICKER_MISSED).unwrap();
    let mut tui = Tui::start_screen(Box::new(|k| new_game(k, None)), settings(Lang::En))
        .with_data_dir(Some(data));
    tui.set_runner(Runner::Inline);
    press(&mut tui, &[Char('4')]);
    assert!(tui.top::<StartMenu>().is_some_and(|m| m.load.is_some()));
    let list = draw(&tui, 120, 40);
    assert!(
        list.replace('\u{a0}', " ").contains("⏎ open · ^R review"),
        "{list}"
    );
    let ctrl_r = Event::Key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    tui.handle_event(&ctrl_r, Rect::new(0, 0, 80, 24));
    let r = review(&tui);
    assert_eq!(r.review.as_ref().map(|r| r.turns.len()), Some(3));
    assert!(records.join("missed.pgn.review.toml").exists());
    press(&mut tui, &[Esc]);
    let menu = tui
        .top::<StartMenu>()
        .expect("the start menu under the review");
    assert!(menu.load.is_some(), "Esc goes back to the records list");
    let list = draw(&tui, 80, 24);
    assert!(
        list.contains("missed.pgn"),
        "the list as it was left:\n{list}"
    );
    // Esc there leaves the list for the menu, and a game opened later from the
    // list still returns to the menu.
    press(&mut tui, &[Esc]);
    assert!(tui.top::<StartMenu>().is_some_and(|m| m.load.is_none()));
}

#[test]
fn v_after_a_result_reviews_the_game() {
    let mut tui = Tui::start_screen(Box::new(|k| new_game(k, None)), settings(Lang::En));
    tui.set_runner(Runner::Inline);
    press(&mut tui, &[Char('1')]);
    // Before a result, v does nothing.
    press(&mut tui, &[Char('v')]);
    assert!(tui.top::<App>().is_some());
    press(&mut tui, &[Char('R'), Char('y')]);
    assert!(
        draw(&tui, 120, 40)
            .replace('\u{a0}', " ")
            .contains("v review"),
        "the after-result bar offers it"
    );
    press(&mut tui, &[Char('v')]);
    let r = review(&tui);
    assert_eq!(r.review.as_ref().map(|r| r.turns.len()), Some(0));
    assert!(draw(&tui, 80, 24).contains("no moves to review"));
    press(&mut tui, &[Esc]);
    assert!(tui.top::<App>().is_some(), "back to the finished game");
}

/// The settings with the UCI engine `engine` in them (as the new-game screen
/// leaves it), not written anywhere.
fn remembering(engine: &std::path::Path) -> duochess::config::Remembered {
    use duochess::config::{ConfigFile, Remembered};
    let mut remembered = Remembered::read(ConfigFile::in_dir("/nonexistent/duochess"));
    remembered.config.engine = Some(engine.to_path_buf());
    remembered
}

const XIANGQI_QUIET: &str = "[Variant \"xiangqi\"]\n[Result \"*\"]\n\n1. h3e3 h10g8 *\n";

#[test]
fn a_xiangqi_review_from_every_entry_uses_the_engine_in_the_settings() {
    use duochess::play::review::EngineFrom;
    use duochess::tui::review::Engines;
    // Red answers a4a5, Black a7a6 (by the number of moves sent), each legal
    // in the quiet game's positions.
    let (_engine_dir, engine) = common::fake_engine::fake_engine(
        "Settled",
        "p=$(grep '^position' \"$(dirname \"$0\")/heard\" | tail -1); \
         case \"$p\" in *moves*) n=$(echo \"${p#*moves}\" | wc -w) ;; *) n=0 ;; esac; \
         if [ $((n % 2)) -eq 1 ]; then echo 'info depth 3 score cp -10 pv a7a6'; echo 'bestmove a7a6'; \
         else echo 'info depth 3 score cp 15 pv a4a5'; echo 'bestmove a4a5'; fi",
    );
    let chosen = |tui: &Tui| {
        let c = Engines::chosen(review(tui)).cloned().expect("an engine");
        (c.path, c.from)
    };
    // The records list (Ctrl-R).
    let dir = Scratch::new("review-settings-engine");
    let data = DataDir::at(dir.path());
    std::fs::create_dir_all(data.records_dir()).unwrap();
    std::fs::write(data.records_dir().join("quiet.pgn"), XIANGQI_QUIET).unwrap();
    let mut tui = Tui::start_screen(Box::new(|k| new_game(k, None)), settings(Lang::En))
        .with_data_dir(Some(data))
        .with_config(remembering(&engine));
    tui.set_runner(Runner::Inline);
    press(&mut tui, &[Char('4')]);
    let ctrl_r = Event::Key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    tui.handle_event(&ctrl_r, Rect::new(0, 0, 80, 24));
    assert_eq!(chosen(&tui), (engine.clone(), EngineFrom::Settings));
    let r = review(&tui).review.as_ref().expect("reviewed");
    assert_eq!(r.engine.as_deref(), Some("Settled"));
    assert!(r.engine_failed.is_none(), "{:?}", r.engine_failed);
    assert!(r.turns.iter().all(|t| t.eval.is_some()), "evaluated");
    let screen = draw(&tui, 120, 40);
    assert!(
        screen.contains("Evaluated by Settled (the engine in the settings)"),
        "{screen}"
    );
    let uk = {
        let mut s = Tui::in_review(
            ReviewScreen::open(
                XIANGQI_QUIET.into(),
                None,
                settings(Lang::Uk),
                Engines {
                    settings: Some(engine.clone()),
                    ..Engines::default()
                },
            )
            .unwrap(),
            Box::new(|k| new_game(k, None)),
            settings(Lang::Uk),
        );
        s.set_runner(Runner::Inline);
        draw(&s, 120, 40)
    };
    assert!(uk.contains("Оцінює рушій Settled (з налаштувань)"), "{uk}");
    // After a result (v), in a Xiangqi game.
    let mut tui = Tui::start_screen(Box::new(|k| new_game(k, None)), settings(Lang::En))
        .with_config(remembering(&engine));
    tui.set_runner(Runner::Inline);
    press(&mut tui, &[Char('2'), Char('R'), Char('y'), Char('v')]);
    assert_eq!(chosen(&tui), (engine.clone(), EngineFrom::Settings));
    // An engine given for the review still wins.
    let given = ReviewScreen::open(
        XIANGQI_QUIET.into(),
        None,
        settings(Lang::En),
        Engines {
            given: Some("/opt/given".into()),
            settings: Some(engine.clone()),
            ..Engines::default()
        },
    )
    .unwrap();
    let c = Engines::chosen(&given).unwrap();
    assert_eq!(
        (c.path.as_path(), c.from),
        (std::path::Path::new("/opt/given"), EngineFrom::Given)
    );
}
