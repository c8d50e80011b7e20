//! The learning screens in Ukrainian: every rules page of both games, every lesson and
//! the practice screens show no English word (Latin letters only in notation, squares
//! and key names), every text fits at 80×24 and 120×40 (wrapped, never cut), and
//! snapshots at 80×24 of a rules page of each game, a lesson and a practice screen.

use crate::common;
use duochess::words::Say;

use common::scratch::Scratch;
use common::{assert_no_hidden_cells, cell, screen_lines};
use duochess::config::PieceStyle;
use duochess::i18n::Lang;
use duochess::play::port::NotationStyle;
use duochess::play::Settings;
use duochess::practice::progress::Progress;
use duochess::practice::{JudgeVerdict, PuzzleKind, Solution};
use duochess::session::GameKind;
use duochess::tui::keys::lessons::LessonAction;
use duochess::tui::keys::practice::{PracticeAction, PracticeInput};
use duochess::tui::lessons::{LessonScreen, LessonStatus};
use duochess::tui::practice::PracticeScreen;
use duochess::tui::rules::{pages_of, RulesScreen};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::widgets::Widget;
use ratatui::Terminal;

/// Key names the key bar and help write as the keyboard does.
const KEY_NAMES: &[&str] = &["Esc", "Tab", "Space", "PgUp", "PgDn", "Home", "End", "Ctrl"];

/// The Latin words of `text` that are not notation, squares or key names: a run of
/// Latin letters is English when it is three letters or more (`the`, `axb3`, `Nbd2`;
/// key names aside), two letters with no digit beside it (`to`, `of`; `b3d3`, `e10`,
/// `a–i` pass), or holds an English piece letter K Q R B N or the O of `O-O` (`Nf3`,
/// `Kd2`, `e8=Q`: the seed writes Кр Ф Т С К and 0-0).
fn english_words(text: &str) -> Vec<String> {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    common::english_runs(text, |r| {
        (r.word.len() >= 3 && !KEY_NAMES.contains(&r.word.as_str()))
            || (r.word.len() == 2 && !digit(r.before) && !digit(r.after))
            || r.word.chars().any(|c| "KQRBNO".contains(c))
    })
}

/// The screen is Ukrainian: Cyrillic words, and no English one.
fn assert_ukrainian(what: &str, text: &str) {
    let english = english_words(text);
    assert!(english.is_empty(), "{what}: English {english:?} in\n{text}");
    let cyrillic = text
        .chars()
        .filter(|c| ('\u{400}'..='\u{4ff}').contains(c))
        .count();
    assert!(cyrillic > 20, "{what}: hardly any Cyrillic in\n{text}");
}

#[test]
fn the_check_finds_english_and_lets_notation_squares_and_keys_pass() {
    for english in [
        "the rook",
        "Nf3",
        "Kd2",
        "axb3",
        "O-O",
        "e8=Q",
        "to move",
        "page 1 of 10",
    ] {
        assert!(!english_words(english).is_empty(), "{english}");
    }
    for ukrainian in [
        "Сc3+, Тb2 (або Т:b8)",
        "Крd2, 0-0, e8Ф, a:b3",
        "1а. e4, d4, Кf3",
        "вертикалі a–i, d–f; b3d3, e10, e2e4",
        "Esc назад · Tab інша гра · ^C вихід · s покажи",
    ] {
        assert_eq!(
            english_words(ukrainian),
            Vec::<String>::new(),
            "{ukrainian}"
        );
    }
}

fn render(what: impl Widget, w: u16, h: u16) -> Vec<String> {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(what, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_lines(t.backend().buffer())
}

/// A Ukrainian interface as `--lang uk` starts it: the seed's notation too.
fn uk_settings() -> Settings {
    Settings {
        style: PieceStyle::Symbols,
        lang: Lang::Uk,
        notation: NotationStyle::default_for(true),
        ..Settings::default()
    }
}

/// Whether a screen laid out the same way on `h` rows and on a taller terminal
/// (`tall`) kept all its text in the first `h - 1` rows: nothing was cut at `h`.
fn fits(tall: &[String], h: usize) -> bool {
    tall[h - 1..tall.len() - 1].iter().all(|l| l.is_empty())
}

#[test]
fn every_rules_page_is_ukrainian_and_fits() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        for lang in Lang::ALL {
            let mut screen = RulesScreen::new(kind, PieceStyle::Symbols).in_lang(lang);
            for (i, page) in pages_of(kind).iter().enumerate() {
                screen.page = i;
                for (w, h) in [(80u16, 24u16), (120, 40)] {
                    let lines = render(&screen, w, h);
                    let what = format!("{lang:?} {} at {w}x{h}", page.id);
                    if lang == Lang::Uk {
                        assert_ukrainian(&what, &lines.join("\n"));
                    }
                    // The diagram is no taller on a taller terminal, so the text
                    // wraps the same: what does not fit shows below row h.
                    let tall = render(&screen, w, h * 2);
                    assert_eq!(lines[..h as usize - 1], tall[..h as usize - 1], "{what}");
                    assert!(fits(&tall, h as usize), "{what}: cut\n{}", tall.join("\n"));
                }
            }
        }
    }
}

fn press_lesson(s: &mut LessonScreen, c: KeyCode) {
    s.handle_key(&KeyEvent::new(c, KeyModifiers::NONE));
}

/// Whether the last word of each text is on the screen.
fn shown(lines: &[String], texts: &[String]) -> bool {
    let screen = lines.join("\n");
    texts
        .iter()
        .all(|t| screen.contains(t.split_whitespace().last().unwrap_or_default()))
}

/// The last word of each text is on the screen (the panel's text was not cut).
fn assert_shown(what: &str, lines: &[String], texts: &[String]) {
    assert!(
        shown(lines, texts),
        "{what}: {texts:?} cut\n{}",
        lines.join("\n")
    );
}

fn instruction(s: &LessonScreen) -> String {
    duochess::words::learn::paragraphs(
        &duochess::words::learn::lessons::LessonsText::Instruction(s.lesson().id).say(Lang::Uk),
    )
    .join(" ")
}

#[test]
fn every_lesson_is_ukrainian_and_fits() {
    let mut s = LessonScreen::new(uk_settings());
    for game in [GameKind::Flickering, GameKind::Xiangqi] {
        if s.game != game {
            s.act(LessonAction::OtherGame);
        }
        for i in 0..s.count() {
            s.selected = i;
            let id = s.lesson().id;
            // The list, with this lesson's instruction under it.
            let list = render(&s, 80, 24);
            assert_ukrainian(&format!("list {id}"), &list.join("\n"));
            assert!(fits(&render(&s, 80, 48), 24), "list {id}: cut");
            // On the board, then shown.
            press_lesson(&mut s, KeyCode::Enter);
            for (w, h) in [(80, 24), (120, 40)] {
                let lines = render(&s, w, h);
                assert_ukrainian(&format!("{id} at {w}x{h}"), &lines.join("\n"));
                assert_shown(id, &lines, &[instruction(&s)]);
            }
            press_lesson(&mut s, KeyCode::Char('s'));
            assert_eq!(s.status, LessonStatus::Shown, "{id}");
            for (w, h) in [(80, 24), (120, 40)] {
                let lines = render(&s, w, h);
                assert_ukrainian(&format!("{id} shown at {w}x{h}"), &lines.join("\n"));
                let shown = duochess::i18n::tr(Lang::Uk, "learn-lesson-shown");
                assert_shown(id, &lines, &[shown]);
            }
            press_lesson(&mut s, KeyCode::Char('q'));
        }
    }
}

/// Move a piece with the board's keys: cursor onto it, pick, cursor to the target, pick.
fn play(s: &mut LessonScreen, from: &str, to: &str) {
    for name in [from, to] {
        s.board.as_mut().expect("board").cursor = cell(name);
        press_lesson(s, KeyCode::Enter);
    }
}

#[test]
fn refused_lessons_say_why_in_ukrainian() {
    let mut s = LessonScreen::new(uk_settings());
    press_lesson(&mut s, KeyCode::Enter);
    // Half the task: the bishop uncovers the check, the rook stays.
    play(&mut s, "b2", "c3");
    press_lesson(&mut s, KeyCode::Char('e'));
    let LessonStatus::Refused(reason) = &s.status else {
        panic!("not refused: {:?}", s.status)
    };
    assert_eq!(reason, "фігура з b1 не ходить");
    let lines = render(&s, 80, 24);
    assert_ukrainian("refused", &lines.join("\n"));
    insta::assert_snapshot!("uk_lesson_refused_80x24", lines.join("\n"));
    // A Xiangqi move that does not do what is asked: taken back, with the reason.
    s.act(LessonAction::Back);
    s.act(LessonAction::OtherGame);
    press_lesson(&mut s, KeyCode::Enter);
    play(&mut s, "e1", "e2");
    let LessonStatus::Refused(reason) = &s.status else {
        panic!("not refused: {:?}", s.status)
    };
    assert_eq!(reason, "e1e2: урок просить ходу коня, а не генерала");
    assert_ukrainian("xiangqi refused", &render(&s, 80, 24).join("\n"));
}

#[test]
fn snapshots_of_a_rules_page_of_each_game() {
    for (kind, id) in [
        (GameKind::Flickering, "flickering.never-captured"),
        (GameKind::Xiangqi, "xiangqi.cannon"),
    ] {
        let mut screen = RulesScreen::new(kind, PieceStyle::Symbols).in_lang(Lang::Uk);
        screen.page = pages_of(kind)
            .iter()
            .position(|p| p.id == id)
            .expect("the page");
        insta::assert_snapshot!(
            format!("uk_rules_{id}_80x24"),
            render(&screen, 80, 24).join("\n")
        );
    }
}

fn press(s: &mut PracticeScreen, c: KeyCode) {
    s.handle_key(&KeyEvent::new(c, KeyModifiers::NONE));
}

fn practice(dir: &Scratch) -> PracticeScreen {
    PracticeScreen::new(uk_settings(), Some(Progress::file_in(dir.path())), 11)
}

#[test]
fn the_practice_screens_are_ukrainian() {
    let dir = Scratch::new("practice-uk");
    let mut s = practice(&dir);
    // Choosing: every kind of both games.
    for _ in 0..5 {
        let lines = render(&s, 80, 24);
        assert_ukrainian("choose", &lines.join("\n"));
        assert!(fits(&render(&s, 80, 48), 24), "choose: cut");
        s.act(PracticeAction::Kind(1));
    }
    assert_eq!(s.kind, PuzzleKind::Escape);
    insta::assert_snapshot!("uk_practice_choose_80x24", render(&s, 80, 24).join("\n"));
    // An escape puzzle of one move, solved; the next given up.
    s.act(PracticeAction::Difficulty(1));
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.input_mode(), PracticeInput::Board);
    let lines = render(&s, 80, 24);
    assert_ukrainian("escape puzzle", &lines.join("\n"));
    insta::assert_snapshot!("uk_practice_escape_puzzle_80x24", lines.join("\n"));
    let puzzle = s.puzzle().expect("a puzzle").clone();
    let Solution::Series(series) = &puzzle.solution else {
        panic!("escape puzzles have a series")
    };
    let board = s.board.as_mut().expect("board");
    board
        .game
        .play_text(&format!("{},", series.coords().join(",")))
        .expect("the solution plays");
    press(&mut s, KeyCode::Char('e'));
    let answer = s.answer.clone().expect("answered");
    assert!(
        answer.solved && answer.text.starts_with("Розв'язано: "),
        "{}",
        answer.text
    );
    assert_ukrainian("solved", &render(&s, 80, 24).join("\n"));
    press(&mut s, KeyCode::Char('n'));
    press(&mut s, KeyCode::Char('g'));
    let answer = s.answer.clone().expect("answered");
    assert!(
        answer.text.starts_with("Відповідь — розв'язок: "),
        "{}",
        answer.text
    );
    for (w, h) in [(80, 24), (120, 40)] {
        let lines = render(&s, w, h);
        assert_ukrainian("given up", &lines.join("\n"));
        assert_shown("given up", &lines, std::slice::from_ref(&answer.text));
    }
}

#[test]
fn a_judge_puzzle_and_its_proof_are_ukrainian() {
    let dir = Scratch::new("practice-uk-judge");
    let mut s = practice(&dir);
    while s.kind != PuzzleKind::Judge {
        s.act(PracticeAction::Kind(1));
    }
    press(&mut s, KeyCode::Enter);
    let mut seen = Vec::new();
    for _ in 0..15 {
        let puzzle = s.puzzle().expect("a puzzle").clone();
        let Solution::Verdict(truth, _) = &puzzle.solution else {
            panic!("judge puzzles have a verdict")
        };
        assert_ukrainian("judge", &render(&s, 80, 24).join("\n"));
        // A wrong verdict: the truth, and its proof.
        let wrong = match truth {
            JudgeVerdict::Escape => 'm',
            _ => 'x',
        };
        press(&mut s, KeyCode::Char(wrong));
        let a = s.answer.clone().expect("answered");
        assert!(a.text.starts_with("Помилка: "), "{}", a.text);
        let mut ends = vec![a.text.clone()];
        if let Some(proof) = &a.mate_proof {
            ends.extend(proof.say(Lang::Uk).lines().last().map(str::to_string));
        }
        for (w, h) in [(80, 24), (120, 40)] {
            let what = format!("{truth:?} answered at {w}x{h}");
            // An answer longer than the panel is scrolled to its end (the bar says
            // so), never cut: each text is seen whole at some scroll.
            let mut unseen = ends.clone();
            for _ in 0..10 {
                let lines = render(&s, w, h);
                assert_ukrainian(&what, &lines.join("\n"));
                unseen.retain(|t| !shown(&lines, std::slice::from_ref(t)));
                if unseen.is_empty() {
                    break;
                }
                let bar = lines.last().cloned().unwrap_or_default();
                assert!(
                    bar.contains("↑↓ ще"),
                    "{what}: {unseen:?} cut\n{}",
                    lines.join("\n")
                );
                press(&mut s, KeyCode::PageDown);
            }
            assert!(unseen.is_empty(), "{what}: {unseen:?} never shown");
            s.act(PracticeAction::Scroll(
                duochess::tui::widgets::scroll::ScrollAction::Top,
            ));
        }
        if !seen.contains(truth) {
            seen.push(*truth);
        }
        press(&mut s, KeyCode::Char('n'));
        while s.input_mode() == PracticeInput::Answered {
            press(&mut s, KeyCode::Char('n'));
        }
        if seen.len() == 3 {
            break;
        }
    }
    assert!(seen.contains(&JudgeVerdict::Mate), "{seen:?}");
}

#[test]
fn the_xiangqi_drill_is_ukrainian() {
    let dir = Scratch::new("practice-uk-xiangqi");
    let mut s = practice(&dir);
    // After the Flickering kinds come the Xiangqi ones: mate in two.
    s.act(PracticeAction::Kind(-1));
    assert_ukrainian("xiangqi choose", &render(&s, 80, 24).join("\n"));
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.input_mode(), PracticeInput::Board);
    let puzzle = s.xiangqi_puzzle().expect("a Xiangqi puzzle").clone();
    for (w, h) in [(80, 24), (120, 40)] {
        assert_ukrainian("xiangqi puzzle", &render(&s, w, h).join("\n"));
    }
    // A first move that lets the opponent out: missed, with the reason.
    let wrong = puzzle
        .position
        .legal_moves()
        .into_iter()
        .find(|m| {
            duochess::practice::xiangqi_puzzle::judge_moves(
                &puzzle,
                &[*m],
                duochess::xiangqi::notation::Notation::Coordinate,
            )
            .is_err()
        })
        .expect("a move that does not win");
    let board = s.board.as_mut().expect("board");
    board
        .game
        .play_text(&wrong.coord())
        .expect("the move plays");
    s.xiangqi_moved();
    let a = s.answer.clone().expect("answered");
    assert!(!a.solved && a.text.starts_with("Не вийшло: "), "{}", a.text);
    // The moves are notation (Xiangqi algebraic writes Latin piece letters).
    let algebraic = duochess::xiangqi::notation::Notation::Algebraic;
    let mut moves = puzzle.written(algebraic);
    if let Err(why) = duochess::practice::xiangqi_puzzle::judge_moves(&puzzle, &[wrong], algebraic)
    {
        use duochess::practice::xiangqi_puzzle::XiangqiRefused as R;
        match why {
            R::NoWin(m) | R::Escapes { reply: m, .. } => moves.push(m),
            R::OtherPosition => {}
        }
    }
    let words = |text: String| moves.iter().fold(text, |t, m| t.replace(m.as_str(), ""));
    for (w, h) in [(80, 24), (120, 40)] {
        let lines = render(&s, w, h);
        assert_ukrainian("xiangqi missed", &words(lines.join("\n")));
        assert_shown("xiangqi missed", &lines, std::slice::from_ref(&a.text));
    }
    // Its line stepped on the board.
    for _ in 0..a.proof.len() {
        press(&mut s, KeyCode::Char('n'));
        assert_ukrainian("xiangqi line", &words(render(&s, 80, 24).join("\n")));
    }
}

#[test]
fn a_wrong_mating_try_is_refused_in_ukrainian() {
    let dir = Scratch::new("practice-uk-mate");
    let mut s = practice(&dir);
    s.act(PracticeAction::Kind(1));
    assert_eq!(s.kind, PuzzleKind::MateInOne);
    press(&mut s, KeyCode::Enter);
    // The first move of a mating series of two or more moves is a wrong try.
    let a = crate::tui_practice::play_a_wrong_mating_try(&mut s);
    assert!(!a.solved && a.text.starts_with("Не вийшло: "), "{}", a.text);
    for (w, h) in [(80, 24), (120, 40)] {
        let lines = render(&s, w, h);
        assert_ukrainian("wrong try", &lines.join("\n"));
        assert_shown("wrong try", &lines, std::slice::from_ref(&a.text));
    }
}
