//! The practice screen: puzzles generated on the worker, series puzzles judged by the
//! checker, judge puzzles answered with keys and their proof stepped on the board,
//! progress saved and read back, a broken progress file reported and kept, the
//! missed puzzles again, and every key in its key bar.

use crate::common;

use common::scratch::Scratch;
use common::{assert_no_hidden_cells, screen_text};
use duochess::play::Settings;
use duochess::practice::progress::Progress;
use duochess::practice::{JudgeVerdict, PuzzleKind, Solution};
use duochess::tui::keys::practice::{PracticeAction, PracticeInput, KEYS, SCROLL_LABELS};
use duochess::tui::keys::{all_key_events, binding_for};
use duochess::tui::practice::PracticeScreen;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;

fn press(s: &mut PracticeScreen, c: KeyCode) {
    s.handle_key(&KeyEvent::new(c, KeyModifiers::NONE));
}

fn draw(s: &PracticeScreen, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(s, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

fn screen(kind: PuzzleKind, dir: &Scratch) -> PracticeScreen {
    let mut s = PracticeScreen::new(Settings::default(), Some(Progress::file_in(dir.path())), 11);
    while s.kind != kind {
        s.act(PracticeAction::Kind(1));
    }
    s
}

#[test]
fn a_series_puzzle_is_checked_and_the_score_is_saved() {
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::Escape, &dir);
    insta::assert_snapshot!("practice_choose_80x24", draw(&s, 80, 24));
    s.act(PracticeAction::Difficulty(2)); // difficulty 2
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.input_mode(), PracticeInput::Board);
    let puzzle = s.puzzle().expect("a puzzle").clone();
    assert_eq!(puzzle.difficulty, 2);
    insta::assert_snapshot!("practice_escape_puzzle_80x24", draw(&s, 80, 24));
    // The proved escape, played on the board (kept open), then ended: solved.
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
    assert!(answer.solved, "{}", answer.text);
    insta::assert_snapshot!("practice_solved_120x40", draw(&s, 120, 40));
    // The next one given up: missed, the streak broken, kept for "again".
    press(&mut s, KeyCode::Char('n'));
    assert_eq!(s.current, 1);
    press(&mut s, KeyCode::Char('g'));
    assert!(!s.answer.as_ref().expect("answered").solved);
    assert_eq!(s.missed.len(), 1);
    let score = s.progress.score((PuzzleKind::Escape, Some(2)));
    assert_eq!(
        (score.solved, score.tried, score.streak, score.best_streak),
        (1, 2, 0, 1)
    );
    press(&mut s, KeyCode::Char('a'));
    assert_eq!(s.puzzles.len(), 1);
    assert!(s.answer.is_none());
    // Read back from the file.
    let again = Progress::load(Progress::file_in(dir.path())).expect("progress");
    assert_eq!(again.score((PuzzleKind::Escape, Some(2))), score);
    insta::assert_snapshot!(
        "practice_choose_with_scores_120x40",
        draw(&screen(PuzzleKind::Escape, &dir), 120, 40)
    );
}

#[test]
fn a_wrong_mating_try_is_refused_with_the_rescue() {
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::MateInOne, &dir);
    press(&mut s, KeyCode::Enter);
    // Only the first move of a proved shortest mating series of two or more moves
    // is a wrong try (it does not mate, or cannot end): refused with the reason.
    let a = play_a_wrong_mating_try(&mut s);
    assert!(!a.solved && a.text.starts_with("Missed:"), "{}", a.text);
}

/// On a mate-in-one screen: the first move of a mating series of two or more moves
/// played and the series ended (a wrong try); its answer. Puzzles whose series is
/// one move are given up and passed, ten at most.
pub(crate) fn play_a_wrong_mating_try(s: &mut PracticeScreen) -> duochess::tui::practice::Answer {
    for _ in 0..10 {
        let puzzle = s.puzzle().expect("a puzzle").clone();
        let Solution::Series(series) = &puzzle.solution else {
            panic!("mate puzzles have a series")
        };
        let coords = series.coords();
        if coords.len() < 2 {
            // Given up: n steps the proof on the board, then goes on.
            press(s, KeyCode::Char('g'));
            for _ in 0..=coords.len() {
                press(s, KeyCode::Char('n'));
            }
            continue;
        }
        let board = s.board.as_mut().expect("board");
        board
            .game
            .play_text(&format!("{},", coords[0]))
            .expect("plays");
        press(s, KeyCode::Char('e'));
        return s.answer.clone().expect("answered");
    }
    panic!("no mate puzzle of two moves or more in ten");
}

#[test]
fn judge_puzzles_are_answered_with_keys_and_the_rescue_is_stepped() {
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::Judge, &dir);
    press(&mut s, KeyCode::Enter);
    let mut stepped = false;
    for _ in 0..15 {
        assert_eq!(s.input_mode(), PracticeInput::Verdict);
        let puzzle = s.puzzle().expect("a puzzle").clone();
        let Solution::Verdict(truth, rescue) = &puzzle.solution else {
            panic!("judge puzzles have a verdict")
        };
        if let (JudgeVerdict::Escape, Some(rescue)) = (truth, rescue) {
            // Say "mate": wrong; the proof is the rescue, stepped with n.
            press(&mut s, KeyCode::Char('m'));
            let a = s.answer.clone().expect("answered");
            assert!(!a.solved && a.proof == rescue.coords(), "{a:?}");
            insta::assert_snapshot!("practice_judge_proof_start_120x40", draw(&s, 120, 40));
            for i in 0..a.proof.len() {
                press(&mut s, KeyCode::Char('n'));
                assert_eq!(s.answer.as_ref().expect("answer").proof_shown, i + 1);
            }
            let board = s.board.as_ref().expect("board");
            assert!(board.game.checked().is_empty() || board.game.result().is_over());
            insta::assert_snapshot!("practice_judge_proof_done_80x24", draw(&s, 80, 24));
            stepped = true;
            break;
        }
        // The right answer is accepted.
        let key = match truth {
            JudgeVerdict::Mate => 'm',
            JudgeVerdict::Stalemate => 's',
            JudgeVerdict::Escape => 'x',
        };
        press(&mut s, KeyCode::Char(key));
        assert!(s.answer.as_ref().expect("answered").solved);
        press(&mut s, KeyCode::Char('n'));
    }
    assert!(stepped, "no escape among the judge puzzles");
}

#[test]
fn a_broken_progress_file_is_reported_and_kept() {
    let dir = Scratch::new("practice");
    let file = Progress::file_in(dir.path());
    std::fs::create_dir_all(file.parent().expect("folder")).expect("mkdir");
    std::fs::write(&file, "escape\tany\tlots\n").expect("write");
    let mut s = screen(PuzzleKind::Judge, &dir);
    let text = draw(&s, 120, 40);
    assert!(text.contains("broken at line 1"), "{text}");
    press(&mut s, KeyCode::Enter);
    press(&mut s, KeyCode::Char('m'));
    assert!(s.answer.is_some());
    assert_eq!(
        std::fs::read_to_string(&file).expect("kept"),
        "escape\tany\tlots\n"
    );
}

#[test]
fn every_practice_key_is_in_its_key_bar() {
    let dir = Scratch::new("practice");
    let mut checked = 0;
    for kind in [PuzzleKind::Escape, PuzzleKind::Judge] {
        let mut s = screen(kind, &dir);
        let mut modes = vec![s.input_mode()];
        press(&mut s, KeyCode::Enter);
        modes.push(s.input_mode());
        press(&mut s, KeyCode::Char('g'));
        modes.push(s.input_mode());
        for mode in modes {
            // Put the screen back in that mode's state to read its bar.
            let (bar, facts) = {
                let mut t = screen(kind, &dir);
                if mode != PracticeInput::Choose {
                    press(&mut t, KeyCode::Enter);
                }
                if mode == PracticeInput::Answered {
                    press(&mut t, KeyCode::Char('g'));
                }
                assert_eq!(t.input_mode(), mode);
                // Drawn small, where the puzzle's text may scroll.
                let mut term = Terminal::new(TestBackend::new(52, 12)).unwrap();
                term.draw(|f| f.render_widget(&t, f.area())).unwrap();
                ((t.key_bar(), t.scroll.overflows()), t.key_facts())
            };
            let (bar, scrolls) = bar;
            for ev in all_key_events() {
                let Some((b, action)) = binding_for(KEYS, mode, facts, &ev) else {
                    continue;
                };
                // The scroll keys are listed when they act: when the text is longer
                // than the panel.
                let acts = scrolls || !SCROLL_LABELS.contains(&b.label);
                assert!(
                    !acts
                        || bar.contains(&(
                            b.bar_keys(duochess::i18n::Lang::En),
                            b.bar_words(duochess::i18n::Lang::En)
                        )),
                    "{mode:?}: {ev:?} → {action:?} is not in {bar:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 15, "{checked}");
}

#[test]
fn a_judged_mate_shows_why_in_the_panel_and_on_the_board() {
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::Judge, &dir);
    press(&mut s, KeyCode::Enter);
    for _ in 0..15 {
        let puzzle = s.puzzle().expect("a puzzle").clone();
        let Solution::Verdict(truth, _) = &puzzle.solution else {
            panic!("judge puzzles have a verdict")
        };
        if *truth != JudgeVerdict::Mate {
            press(&mut s, KeyCode::Char('g'));
            press(&mut s, KeyCode::Char('n'));
            continue;
        }
        press(&mut s, KeyCode::Char('m'));
        let a = s.answer.clone().expect("answered");
        assert!(a.solved, "{}", a.text);
        let proof = a.mate_proof.expect("a mate comes with its proof");
        // Every square next to the king is accounted for, and each check.
        let king = puzzle.position.our_king();
        let around = duochess::chess::tables().king(king).count() as usize;
        assert_eq!(proof.squares.len(), around);
        assert_eq!(
            proof.checks.len(),
            puzzle.position.checkers().count() as usize
        );
        let wide = draw(&s, 120, 40);
        let lines = duochess::words::Say::say(&proof, duochess::i18n::Lang::En);
        // The proof's first square, as far as the panel's first row of it (a long
        // line wraps).
        let first = lines.lines().nth(1).unwrap_or_default();
        let start = first.split(' ').take(4).collect::<Vec<_>>().join(" ");
        assert!(wide.contains(start.as_str()), "{start:?} not in\n{wide}");
        insta::assert_snapshot!("practice_judge_mate_proof_120x40", wide);
        insta::assert_snapshot!("practice_judge_mate_proof_80x24", draw(&s, 80, 24));
        return;
    }
    panic!("no mate among fifteen judge puzzles");
}

#[test]
fn a_xiangqi_mate_in_two_is_played_with_the_reply_made_for_the_player() {
    use duochess::practice::xiangqi_puzzle::XiangqiKind;
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::Judge, &dir);
    // After the Flickering kinds come the Xiangqi ones.
    press(&mut s, KeyCode::Right);
    press(&mut s, KeyCode::Right);
    assert_eq!(
        s.xiangqi.as_ref().map(|x| x.kind),
        Some(XiangqiKind::MateInTwo)
    );
    insta::assert_snapshot!("practice_choose_xiangqi_80x24", draw(&s, 80, 24));
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.input_mode(), PracticeInput::Board);
    let puzzle = s.xiangqi_puzzle().expect("a Xiangqi puzzle").clone();
    insta::assert_snapshot!("practice_xiangqi_puzzle_120x40", draw(&s, 120, 40));
    // The proved first move, on the board: the reply is played for the player.
    let (first, second) = (puzzle.line[0].coord(), puzzle.line[2].coord());
    let board = s.board.as_mut().expect("board");
    board.game.play_text(&first).expect("the first move plays");
    s.xiangqi_moved();
    assert!(s.answer.is_none());
    assert_eq!(s.xiangqi.as_ref().expect("drill").played.len(), 2);
    let board = s.board.as_mut().expect("board");
    board
        .game
        .play_text(&second)
        .expect("the second move plays");
    s.xiangqi_moved();
    let a = s.answer.clone().expect("answered");
    assert!(a.solved, "{}", a.text);
    assert_eq!(s.progress.score(XiangqiKind::MateInTwo).solved, 1);
    insta::assert_snapshot!("practice_xiangqi_solved_80x24", draw(&s, 80, 24));
    // The next one given up: its line is stepped on the board.
    press(&mut s, KeyCode::Char('n'));
    press(&mut s, KeyCode::Char('g'));
    let a = s.answer.clone().expect("answered");
    assert!(!a.solved && a.proof.len() == 3, "{a:?}");
    for _ in 0..3 {
        press(&mut s, KeyCode::Char('n'));
    }
    let board = s.board.as_ref().expect("board");
    assert!(board.game.result().is_over(), "the line ends the game");
    // Saved under its own name, and read back.
    let again = Progress::load(Progress::file_in(dir.path())).expect("progress");
    assert_eq!(again.score(XiangqiKind::MateInTwo).tried, 2);
}

/// The side to move's line in the panel, and the board seen from that side.
fn assert_turn_shown(s: &PracticeScreen, white: &str, black: &str) {
    use duochess::core::Side;
    let board = s.board.as_ref().expect("board");
    let turn = board.game.turn();
    assert_eq!(
        board.settings.flipped,
        turn == Side::Black,
        "seen from the solver"
    );
    let text = draw(s, 120, 40);
    let (said, not) = match turn {
        Side::White => (white, black),
        Side::Black => (black, white),
    };
    assert!(text.contains(said) && !text.contains(not), "{text}");
}

#[test]
fn a_puzzle_says_whose_move_it_is_and_is_seen_from_the_solver() {
    use duochess::core::Side;
    let dir = Scratch::new("practice");
    let mut s = screen(PuzzleKind::Escape, &dir);
    press(&mut s, KeyCode::Enter);
    let mut sides = std::collections::HashSet::new();
    for _ in 0..30 {
        assert_eq!(s.input_mode(), PracticeInput::Board);
        assert_turn_shown(&s, "White to move", "Black to move");
        sides.insert(s.board.as_ref().expect("board").game.turn());
        if sides.len() == 2 {
            break;
        }
        press(&mut s, KeyCode::Char('g'));
        while s.input_mode() == PracticeInput::Answered {
            press(&mut s, KeyCode::Char('n'));
        }
    }
    assert!(sides.contains(&Side::Black), "a puzzle with Black to move");
    // Xiangqi: Red or Black to move, in Ukrainian too.
    let settings = Settings {
        lang: duochess::i18n::Lang::Uk,
        ..Settings::default()
    };
    let mut s = PracticeScreen::new(settings, None, 11);
    press(&mut s, KeyCode::Left);
    press(&mut s, KeyCode::Enter);
    assert!(s.xiangqi_puzzle().is_some());
    assert_turn_shown(&s, "Хід червоних", "Хід чорних");
}

#[test]
fn xiangqi_answers_are_written_in_the_players_notation() {
    use duochess::play::port::NotationStyle;
    use duochess::xiangqi::notation::Notation;
    let dir = Scratch::new("practice");
    let settings = Settings {
        notation: NotationStyle::Chinese,
        ..Settings::default()
    };
    let mut s = PracticeScreen::new(settings, Some(Progress::file_in(dir.path())), 11);
    // Mate in one: the Xiangqi kinds come last.
    press(&mut s, KeyCode::Left);
    press(&mut s, KeyCode::Left);
    press(&mut s, KeyCode::Enter);
    let puzzle = s.xiangqi_puzzle().expect("a Xiangqi puzzle").clone();
    let chinese = puzzle.written(Notation::Chinese);
    let board = s.board.as_mut().expect("board");
    board
        .game
        .play_text(&puzzle.line[0].coord())
        .expect("plays");
    s.xiangqi_moved();
    let a = s.answer.clone().expect("answered");
    assert!(a.solved, "{}", a.text);
    assert!(a.text.contains(&chinese[0]), "{}", a.text);
    assert!(!a.text.contains(&puzzle.line[0].coord()), "{}", a.text);
    // Given up: the answer in Chinese too (the board still steps it).
    press(&mut s, KeyCode::Char('n'));
    press(&mut s, KeyCode::Char('g'));
    let puzzle = s.xiangqi_puzzle().expect("a Xiangqi puzzle").clone();
    let a = s.answer.clone().expect("answered");
    let chinese = puzzle.written(Notation::Chinese).join(", ");
    assert!(a.text.contains(&chinese), "{} / {chinese}", a.text);
    assert_eq!(a.proof, puzzle.coords());
}
