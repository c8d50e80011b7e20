//! Puzzles and lessons in plain lines (`duochess practice --plain`, `duochess
//! lessons --plain`), end to end over pipes, in English and Ukrainian: a puzzle
//! solved and one answered wrongly, each counted in the progress file, a Xiangqi
//! puzzle solved, and lesson steps refused and done. The answers typed are the
//! library's own proved ones for the same seed (the line mode generates one puzzle
//! a seed, the seed going up by one each time), never written here by hand.

use crate::common;
use crate::plain_e2e::plain_with;

use common::scratch::Scratch;
use duochess::practice::xiangqi_puzzle::{generate_xiangqi, XiangqiKind};
use duochess::practice::{generate, JudgeVerdict, Puzzle, PuzzleKind, Request, Solution};

fn puzzle(kind: PuzzleKind, seed: u64) -> Puzzle {
    let req = Request {
        kind,
        count: 1,
        difficulty: None,
        seed,
    };
    generate(&req).unwrap().puzzles.remove(0)
}

/// The proved escape series, as the line mode reads it.
fn series_answer(p: &Puzzle) -> String {
    match &p.solution {
        Solution::Series(s) => s.coords().join(", "),
        Solution::Verdict(..) => panic!("not a series puzzle"),
    }
}

/// A verdict word that is not the judge puzzle's truth (`words`: mate, stalemate,
/// escape in the player's language).
fn wrong_verdict(p: &Puzzle, words: [&str; 3]) -> String {
    let Solution::Verdict(truth, _) = &p.solution else {
        panic!("not a judge puzzle")
    };
    let i = match truth {
        JudgeVerdict::Mate => 1,
        _ => 0,
    };
    words[i].to_string()
}

fn progress(data: &Scratch) -> String {
    std::fs::read_to_string(data.join("practice/progress.tsv")).unwrap()
}

/// Solved, missed, both counted; in `lang` with its words.
fn practice_in(lang: &str, seed: u64, words: [&str; 3], list: &str) -> (String, String) {
    let data = Scratch::new("plain-practice");
    let escape = puzzle(PuzzleKind::Escape, seed);
    let judge = puzzle(PuzzleKind::Judge, seed + 1);
    let xiangqi = generate_xiangqi(XiangqiKind::MateInOne, 1, seed + 2).unwrap();
    let xiangqi_move = xiangqi[0].line[0].coord();
    let input = format!(
        "1\nboard\n{}\n3\n{}\n4\n{xiangqi_move}\n{list}\n",
        series_answer(&escape),
        wrong_verdict(&judge, words),
    );
    let seed = seed.to_string();
    let args = ["practice", "--plain", "--lang", lang];
    let out = plain_with(
        data.path(),
        &args,
        &input,
        &[("DUOCHESS_PRACTICE_SEED", &seed)],
    );
    (out, progress(&data))
}

#[test]
fn practice_in_plain_lines_in_english() {
    let (out, file) = practice_in("en", 21, ["mate", "stalemate", "escape"], "list");
    assert!(out.contains("Puzzle 1: escape"), "{out}");
    assert!(out.contains("\n8 "), "the board in letters: {out}");
    assert!(out.lines().any(|l| l.starts_with("Solved: ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("Missed: ")), "{out}");
    let solved = out.lines().filter(|l| l.starts_with("Solved: ")).count();
    assert_eq!(solved, 2, "the escape and the Xiangqi puzzle: {out}");
    // Counted in the practice screen's file, and said on the list.
    assert!(file.contains("escape\tany\t1\t1\t"), "{file}");
    assert!(file.contains("judge\tany\t0\t1\t"), "{file}");
    assert!(out.contains("1. escape: "), "{out}");
    assert!(out.contains("Solved 1 of 1."), "{out}");
    assert!(out.contains("Solved 0 of 1."), "{out}");
}

#[test]
fn practice_in_plain_lines_in_ukrainian() {
    let (out, file) = practice_in("uk", 33, ["мат", "пат", "вихід"], "список");
    assert!(out.contains("Задача 1: "), "{out}");
    let solved = out
        .lines()
        .filter(|l| l.starts_with("Розв'язано: "))
        .count();
    assert_eq!(solved, 2, "{out}");
    assert!(out.lines().any(|l| l.starts_with("Помилка: ")), "{out}");
    assert!(file.contains("escape\tany\t1\t1\t"), "{file}");
    assert!(file.contains("judge\tany\t0\t1\t"), "{file}");
    assert!(out.contains("Розв'язано 0 з 1."), "{out}");
}

#[test]
fn a_typo_is_explained_and_not_counted() {
    let data = Scratch::new("plain-practice-typo");
    let args = ["practice", "--plain", "--lang", "en"];
    let out = plain_with(
        data.path(),
        &args,
        "1\nz9\nhint\n",
        &[("DUOCHESS_PRACTICE_SEED", "5")],
    );
    assert!(
        out.contains("Hint: the answer starts with the piece on "),
        "{out}"
    );
    assert!(!out.contains("Missed"), "{out}");
    assert!(!data.join("practice/progress.tsv").exists());
}

#[test]
fn lessons_in_plain_lines_in_both_languages() {
    use duochess::practice::{lessons, xiangqi_lessons};
    let first = &lessons::LESSONS[0];
    // Only the first move of the shown series: the goal asks for more.
    let part = first.show_me.split(',').next().unwrap();
    let xiangqi = &xiangqi_lessons::LESSONS[0];
    let number = lessons::LESSONS.len() + 1;
    let input = format!(
        "1\n{part}\n{}\n{number}\n{}\nshow\n",
        first.show_me, xiangqi.show_me
    );
    for (lang, passed, lesson_of) in [
        ("en", "Well done: ", "Lesson 1 of "),
        ("uk", "Чудово: ", "Урок 1 з "),
    ] {
        let data = Scratch::new("plain-lessons");
        let out = plain_with(
            data.path(),
            &["lessons", "--plain", "--lang", lang],
            &input,
            &[],
        );
        assert!(out.contains(lesson_of), "{out}");
        let lines: Vec<&str> = out.lines().collect();
        // The line after the lesson's pieces (Black's last: the king on b8)
        // answers the part: the rook on b1 has not moved.
        let pieces = lines.iter().position(|l| l.contains("b8")).unwrap();
        let refused = lines[pieces + 1];
        assert!(
            refused.contains("b1") && !refused.starts_with(passed),
            "{out}"
        );
        let done = lines.iter().filter(|l| l.starts_with(passed)).count();
        assert_eq!(done, 2, "the Flickering and the Xiangqi lesson: {out}");
    }
}

#[test]
fn without_plain_the_menu_is_named() {
    let data = Scratch::new("plain-learn-usage");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["lessons", "--lang", "en"])
        .env("DUOCHESS_DATA_DIR", data.path())
        .env("DUOCHESS_CONFIG_DIR", data.join("config"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--plain"), "{err}");
}
