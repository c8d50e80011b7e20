//! The line mode (`duochess play … --plain`), end to end: the real binary driven
//! over pipes (standard input and output redirected, no terminal), whole games to
//! mate in both games and both languages, and the looking commands against
//! positions whose answers are known; then once in a pseudo-terminal against the
//! computer on a short clock.

use crate::common;

use common::scratch::Scratch;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// White mates in one series: Rh7, then Qd8.
const FLICKERING_MATE: &str = "k7/8/8/8/8/8/8/3QK2R w - - 0 1";
/// Red mates in one move: Hf8-e6.
const XIANGQI_MATE: &str = "9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62";

/// A board row ("8 r n b q k b n r", "10 . . k", the files "  a b c") or a
/// sentence: a capital, a digit, a quotation mark or a square to start, a stop,
/// colon or closing bracket to end (or a FEN or a path, left as written).
fn sentence_or_row(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let cells = |w: &[&str]| {
        w.iter().all(|c| {
            c.chars().count() == 1 && c.chars().all(|c| c == '.' || c.is_ascii_alphabetic())
        })
    };
    let row = match words.split_first() {
        Some((first, rest)) if first.parse::<u8>().is_ok() => !rest.is_empty() && cells(rest),
        Some(_) => line.starts_with(' ') && cells(&words),
        None => false,
    };
    let first = line.chars().next().unwrap_or(' ');
    let first_word = words.first().copied().unwrap_or("");
    let starts =
        first.is_uppercase() || first == '«' || first_word.chars().any(|c| c.is_ascii_digit());
    // A FEN or a path is written as it is, to be copied whole: no stop after it.
    let ends = line.ends_with(['.', '!', '?', ':', ')']) || line.contains('/');
    row || (starts && ends)
}

/// `duochess ARGS` over pipes with `input` typed (then the end of input), its data
/// and settings in `data`: what it wrote, checked to be lines of words only.
fn plain_in(data: &Path, args: &[&str], input: &str) -> String {
    plain_with(data, args, input, &[])
}

/// [`plain_in`] with more of the environment set (`envs`).
pub(crate) fn plain_with(data: &Path, args: &[&str], input: &str, envs: &[(&str, &str)]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .envs(envs.iter().copied())
        .env("DUOCHESS_DATA_DIR", data)
        .env("DUOCHESS_CONFIG_DIR", data.join("config"))
        .env_remove("NO_COLOR")
        .env("TERM", "xterm-256color")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
    assert!(
        !out.stdout.contains(&0x1b),
        "an escape byte in the output: {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for line in text.lines() {
        assert!(
            sentence_or_row(line),
            "neither a sentence nor a board row: {line:?}\n{text}"
        );
    }
    text
}

fn plain(args: &[&str], input: &str) -> String {
    let data = Scratch::new("plain");
    plain_in(data.path(), args, input)
}

/// Each of `expected`, in this order, as whole lines of `text`.
fn lines_in_order(text: &str, expected: &[&str]) {
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    for want in expected {
        match lines[at..].iter().position(|l| l == want) {
            Some(i) => at += i + 1,
            None => panic!("missing (in order) {want:?} in:\n{text}"),
        }
    }
}

#[test]
fn a_flickering_game_to_mate_in_english_over_pipes() {
    let input = "board\npieces\nscan 1\nscan a\nmoves h1\ncheck\nh1h7,\nlast\n\
                 attacked b7\nmoves a8\nd1d8\nlast\ncheck\nmoves a8\nquit\n";
    let args = ["play", "flickering", "--plain", "--lang", "en"];
    let text = plain(&[&args[..], &["--fen", FLICKERING_MATE]].concat(), input);
    lines_in_order(
        &text,
        &[
            "Flickering Chess in plain lines. Type a move to play it, or help for the commands.",
            "White to move, series 1a.",
            "8 k . . . . . . .",
            "1 . . . Q K . . R",
            "  a b c d e f g h",
            "Upper case letters are White's pieces, lower case Black's, a dot an empty square.",
            "White's pieces: king e1; queen d1; rook h1.",
            "Black's pieces: king a8.",
            "Rank 1: d1 white queen, e1 white king, h1 white rook.",
            "File a: a8 black king.",
            "The rook on h1 can go to f1, g1, h2, h3, h4, h5, h6, h7 and h8.",
            "White's king is not attacked.",
            "White: rook h1 to h7 (Rh7).",
            "Series so far: Rh7. Type more moves, or end to end the series.",
            // The series in progress is the last.
            "White: rook h1 to h7 (Rh7).",
            "White attacks b7 with the rook on h7.",
            "Black attacks b7 with the king on a8.",
            "The king on a8 is Black's; it is White's turn.",
            "White: queen d1 to d8 (Qd8#).",
            "Game over: White wins — checkmate.",
            "White: rook h1 to h7, queen d1 to d8 (Rh7, Qd8#).",
            "Black is in check (king on a8); attacked by the queen on d8.",
            "The game is over (checkmate); no more moves.",
            "Goodbye.",
        ],
    );
}

#[test]
fn a_flickering_game_to_mate_in_ukrainian_with_ukrainian_commands() {
    let input = "дошка слова\nфігури\nогляд 1\nходи h1\nшах\nh1h7,\nостанній\n\
                 атака b7\nФd8\nостанній\nшах\nвийти\n";
    let args = ["play", "flickering", "--plain", "--lang", "uk"];
    let text = plain(&[&args[..], &["--fen", FLICKERING_MATE]].concat(), input);
    lines_in_order(
        &text,
        &[
            "Хід білих, серія 1а.",
            "Горизонталь 8: a8 король чорних.",
            "Горизонталь 2: порожньо.",
            "Горизонталь 1: d1 ферзь білих, e1 король білих, h1 тура білих.",
            "Фігури білих: король e1; ферзь d1; тура h1.",
            "Фігури чорних: король a8.",
            "Горизонталь 1: d1 ферзь білих, e1 король білих, h1 тура білих.",
            "Тура на h1 може піти на f1, g1, h2, h3, h4, h5, h6, h7 і h8.",
            "Король білих не під ударом.",
            "Білі: тура h1 на h7 (Тh7).",
            "Серія поки що: Тh7. Введіть ще ходи або кінець, щоб завершити серію.",
            "Білі: тура h1 на h7 (Тh7).",
            "Білі атакують b7: тура на h7.",
            "Чорні атакують b7: король на a8.",
            "Білі: ферзь d1 на d8 (Фd8#).",
            "Гру закінчено: перемогли білі — мат.",
            "Білі: тура h1 на h7, ферзь d1 на d8 (Тh7, Фd8#).",
            "Шах чорним (король на a8); атакують: ферзь на d8.",
            "До побачення.",
        ],
    );
}

#[test]
fn a_xiangqi_game_to_mate_in_english_over_pipes() {
    let input = "pieces\nscan 8\nscan f\nmoves f8\nmoves f8 f6\ncheck\nattacked d9\n\
                 f8e6\nlast\ncheck\n";
    let args = ["play", "xiangqi", "--plain", "--lang", "en"];
    let text = plain(&[&args[..], &["--fen", XIANGQI_MATE]].concat(), input);
    lines_in_order(
        &text,
        &[
            "Xiangqi in plain lines. Type a move to play it, or help for the commands.",
            "Red to move, move 62.",
            "Red's pieces: general f1; advisor e2; elephant c1, g1; horse f8; chariot e9; soldier c5, i5, a7.",
            "Black's pieces: general d8; elephant g6.",
            "Rank 8: d8 black general, f8 red horse.",
            "File f: f1 red general, f8 red horse.",
            "The horse on f8 can go to e10, g10, h9, h7, g6, e6, d7 and d9.",
            "Red's general is not attacked.",
            "Red attacks d9 with the horse on f8 and the chariot on e9.",
            "Black attacks d9 with the general on d8.",
            "Red: horse f8 to e6 (He6#).",
            "Game over: Red wins — checkmate.",
            "Red: horse f8 to e6 (He6#).",
            "Black is in check (general on d8); attacked by the horse on e6.",
            "Goodbye.",
        ],
    );
    // The horse's refusal is the rules core's own reason.
    assert!(text.contains("f8f6"), "{text}");
}

#[test]
fn a_xiangqi_game_to_mate_in_ukrainian_in_chinese_notation() {
    let input = "фігури\nходи f8\nшах\n马四退五\nостанній\nшах\nвийти\n";
    let args = ["play", "xiangqi", "--plain", "--lang", "uk"];
    let text = plain(&[&args[..], &["--fen", XIANGQI_MATE]].concat(), input);
    lines_in_order(
        &text,
        &[
            "Сянці рядками. Введіть хід, щоб зіграти його, або довідка — список команд.",
            "Хід червоних, хід 62.",
            "Фігури червоних: генерал f1; радник e2; слон c1, g1; кінь f8; колісниця e9; пішак c5, i5, a7.",
            "Фігури чорних: генерал d8; слон g6.",
            "Кінь на f8 може піти на e10, g10, h9, h7, g6, e6, d7 і d9.",
            "Генерал червоних не під ударом.",
            "Червоні: кінь f8 на e6 (Кe6#).",
            "Гру закінчено: перемогли червоні — мат.",
            "Червоні: кінь f8 на e6 (Кe6#).",
            "Шах чорним (генерал на d8); атакують: кінь на e6.",
            "До побачення.",
        ],
    );
}

#[test]
fn check_names_what_attacks_the_king_and_moves_says_why_not() {
    // A bishop checks the white king.
    let text = plain(
        &[
            "play",
            "flickering",
            "--plain",
            "--lang",
            "en",
            "--fen",
            "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1",
        ],
        "check\nmoves e1\nmoves e1 d2\nmoves e4\nmoves e9\nmoves\nscan 9\n",
    );
    lines_in_order(
        &text,
        &[
            // Said at once, and again when asked.
            "White is in check (king on e1); attacked by the bishop on b4.",
            "White to move, series 1a.",
            "White is in check (king on e1); attacked by the bishop on b4.",
            "The king on e1 can go to d1, f1, e2 and f2.",
            "The king cannot step to d2: attacked by the bishop on b4.",
            "No piece on e4: pick one of White's pieces.",
            "e9 is not a square of this board.",
            "Moves needs a square, for example moves e2.",
            "Scan needs a file (a–h) or a rank (1–8), for example scan e or scan 4.",
        ],
    );
    // A cannon checks over its screen; what it attacks beyond the screen.
    let text = plain(
        &[
            "play",
            "xiangqi",
            "--plain",
            "--lang",
            "en",
            "--fen",
            "4k4/9/9/9/4p4/9/9/4C4/9/3K5 b - - 0 1",
        ],
        "check\nattacked e9\nattacked a5\n",
    );
    lines_in_order(
        &text,
        &[
            "Black is in check (general on e10); attacked by the cannon on e3.",
            "Red attacks e9 with the cannon on e3.",
            "Black attacks e9 with the general on e10.",
            "Nothing attacks a5.",
        ],
    );
}

#[test]
fn the_end_of_input_keeps_the_game_in_the_autosave_and_resume_goes_on() {
    let data = Scratch::new("plain-resume");
    let text = plain_in(
        data.path(),
        &[
            "play",
            "flickering",
            "--plain",
            "--lang",
            "en",
            "--white",
            "Ann",
        ],
        "e4, Nf3\ne5,\n",
    );
    lines_in_order(
        &text,
        &[
            "White: pawn e2 to e4, knight g1 to f3 (e4, Nf3).",
            "Black to move, series 1b.",
            "Black: pawn e7 to e5 (e5).",
            "The series in progress is not kept: only whole series are saved.",
            "Goodbye. The game is kept in the autosave: duochess play --resume --plain goes on with it.",
        ],
    );
    let autosave = std::fs::read_to_string(data.join("autosave-flickering.pgn")).unwrap();
    assert!(autosave.contains("[White \"Ann\"]"), "{autosave}");
    assert!(autosave.contains("e4, Nf3"), "{autosave}");
    let text = plain_in(
        data.path(),
        &["play", "--resume", "--plain", "--lang", "en"],
        "last\nundo\nredo\nsave game1\nquit\n",
    );
    lines_in_order(
        &text,
        &[
            "Black to move, series 1b.",
            "White: pawn e2 to e4, knight g1 to f3 (e4, Nf3).",
            "Took back White's whole series (redo puts it back).",
            "White to move, series 1a.",
            "White: pawn e2 to e4, knight g1 to f3 (e4, Nf3).",
            "Black to move, series 1b.",
        ],
    );
    assert!(text.contains("game1.pgn"), "{text}");
    let saved = std::fs::read_to_string(data.join("records/game1.pgn")).unwrap();
    assert!(saved.contains("e4, Nf3"), "{saved}");
}

#[test]
fn a_draw_offer_is_a_question_answered_on_the_next_line() {
    let text = plain(
        &["play", "xiangqi", "--plain", "--lang", "en"],
        "draw\nboard\nno\nh3e3\nh10g8\ndraw\nyes\nclock\nhelp\n",
    );
    lines_in_order(
        &text,
        &[
            "Red offers a draw. Black, do you accept? Answer yes or no.",
            "Please answer yes or no.",
            "Red: cannon h3 to e3 (Che3).",
            "Black: horse h10 to g8 (Hg8).",
            "Red offers a draw. Black, do you accept? Answer yes or no.",
            "This game has no clock.",
            "The commands (English or Ukrainian words); anything else is read as moves:",
        ],
    );
    assert!(text.contains("Game over: Draw"), "{text}");
}

/// Against the computer on a one-minute clock, in a pseudo-terminal: its series is
/// said as lines, and the player's clock warns at a minute left — written with
/// no escape sequence, the terminal as it was.
#[test]
fn against_the_computer_on_a_clock_its_series_and_a_warning_are_lines() {
    use common::pty::Session;
    let mut s = Session::start(
        &[
            "play",
            "flickering",
            "--plain",
            "--lang",
            "en",
            "--computer",
            "white",
            "--level",
            "1",
            "--clock",
            "1",
        ],
        &[],
    );
    s.wait_for("The computer (level 1) plays White.");
    s.wait_for("The computer (level 1) is thinking.");
    s.wait_for("The computer (level 1) played its series in");
    s.wait_for("Black to move, series 1b.");
    s.wait_for("Black has 60 seconds left.");
    s.send("clock\r");
    s.wait_for("Black's clock is running.");
    s.send("quit\r");
    s.wait_for("Goodbye.");
    let status = s.exit_status();
    assert!(status.success(), "{status:?}");
    assert!(
        !s.output.contains(&0x1b),
        "an escape byte: {:?}",
        String::from_utf8_lossy(&s.output)
    );
    let text = String::from_utf8_lossy(&s.output).replace('\r', "");
    // The computer's series in words: "White: pawn e2 to e4, … (e4, …)."
    assert!(
        text.lines()
            .any(|l| l.starts_with("White: ") && l.contains(" to ")),
        "{text}"
    );
}

/// `plain = true` in the settings file: `play` is in plain lines without
/// `--plain` (here over pipes, where the full-screen game would refuse to start);
/// `--no-plain` asks for the full screen, which needs a terminal.
#[test]
fn the_settings_file_can_make_the_line_mode_the_default() {
    let data = Scratch::new("plain-default");
    std::fs::create_dir_all(data.join("config")).unwrap();
    std::fs::write(data.join("config/config.toml"), "plain = true\n").unwrap();
    let text = plain_in(
        data.path(),
        &["play", "xiangqi", "--lang", "en"],
        "h3e3\nquit\n",
    );
    lines_in_order(
        &text,
        &["Red: cannon h3 to e3 (Che3).", "Black to move, move 1."],
    );
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "xiangqi", "--lang", "en", "--no-plain"])
        .env("DUOCHESS_DATA_DIR", data.path())
        .env("DUOCHESS_CONFIG_DIR", data.join("config"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("interactive terminal"),
        "{out:?}"
    );
}

/// `setup … --plain`: the editor's questions — is it mate (the verdict, why, the
/// rescue series), the mate search — then a game from the position.
#[test]
fn the_editors_questions_in_plain_lines_then_a_game_from_the_position() {
    let text = plain(
        &[
            "setup",
            "flickering",
            "--plain",
            "--lang",
            "en",
            "--fen",
            FLICKERING_MATE,
        ],
        "mate\nfen 4k3/8/8/8/1b6/8/8/4K3 w - - 0 1\ncheck\nfen\nplay\nKd1\n",
    );
    lines_in_order(
        &text,
        &[
            "Position editor for Flickering Chess in plain lines. Type check to ask whether it is mate, or help for the commands.",
            "Play goes on: White's king is not in check and White has legal series.",
            "White mates in one series of 2 moves.",
            "Mating series: Qd8+, Rh7#.",
            "Escape: White's king is in check; a rescue series of 1 move frees it.",
            "Rescue series: Kd1.",
            "Escape: White's king is in check; a rescue series of 1 move frees it.",
            "FEN: 4k3/8/8/8/1b6/8/8/4K3 w - - 0 1",
            "Flickering Chess in plain lines. Type a move to play it, or help for the commands.",
            "White is in check (king on e1); attacked by the bishop on b4.",
            "White: king e1 to d1 (Kd1).",
            "Black to move, series 1b.",
        ],
    );
    let text = plain(
        &[
            "setup",
            "xiangqi",
            "--plain",
            "--lang",
            "uk",
            "--fen",
            XIANGQI_MATE,
        ],
        "шах\nмат 1\nграти\nf8e6\n",
    );
    lines_in_order(
        &text,
        &[
            "Гра триває: Червоні не під шахом і можуть ходити.",
            "Червоні ставлять мат за 1 хід.",
            "Матовий варіант: Кe6#.",
            "Червоні: кінь f8 на e6 (Кe6#).",
            "Гру закінчено: перемогли червоні — мат.",
        ],
    );
}
