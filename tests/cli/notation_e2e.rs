//! End-to-end, the real binary in a pty: the seed's notation (`--notation seed`).
//! Series typed in Cyrillic SAN, mixed with English SAN, are listed in the seed's
//! style (`1а. e4, Кf3`); the seed's forbidden rook capture is refused naming its
//! move — with `--notation seed`, and in Ukrainian (`--lang uk`), where the seed's
//! notation is the default.

use crate::common;

use common::pty::Session;

/// The seed's discovered-check example, with a white king added.
const SEED_EXAMPLE: &str = "1k6/8/8/8/8/8/1B6/1R5K w - - 0 1";

fn quit(s: &mut Session) {
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn series_typed_in_cyrillic_are_listed_in_the_seeds_style() {
    let mut s = Session::start(&["play", "flickering", "--notation", "seed"], &[]);
    s.wait_for("White to move");
    s.send(":e4, Кf3\r");
    s.wait_for("1а. e4, Кf3");
    s.wait_for("Black to move · series 1б");
    // English SAN and coordinates are read too, and listed in the seed's style.
    s.send(":e5, Nc6, g8f6\r");
    s.wait_for("1б. e5, Кc6, Кf6");
    s.wait_for("Moves (the author's)");
    // w turns the list to the next notation: coordinates, then SAN.
    s.send("w");
    s.wait_for("1a. e2e4, g1f3");
    s.send("w");
    s.wait_for("1b. e5, Nc6, Nf6");
    quit(&mut s);
}

#[test]
fn the_seeds_example_is_accepted_and_its_king_capture_refused() {
    let mut s = Session::start(
        &[
            "play",
            "flickering",
            "--fen",
            SEED_EXAMPLE,
            "--notation",
            "seed",
        ],
        &[],
    );
    s.wait_for("White to move");
    s.send(":Сc3, Л:b8\r");
    s.wait_for("Move 2 (Л:b8): the move would capture the king on b8; a king is never captured");
    s.send(":Сc3, Лb2\r");
    s.wait_for("1а. Сc3+, Тb2");
    quit(&mut s);
}

/// In Ukrainian (`--lang uk`, no `--notation`) the move list is in the seed's
/// notation by default, and the seed's example is accepted as the issue states.
#[test]
fn in_ukrainian_the_seeds_notation_is_the_default() {
    let mut s = Session::start(&["--lang", "uk", "play", "flickering"], &[]);
    s.wait_for("Хід білих");
    s.send(":e4, Кf3\r");
    s.wait_for("1а. e4, Кf3");
    quit(&mut s);
    let mut s = Session::start(
        &["--lang", "uk", "play", "flickering", "--fen", SEED_EXAMPLE],
        &[],
    );
    s.wait_for("Хід білих");
    s.send(":Сc3, Л:b8\r");
    s.wait_for("Хід 2 (Л:b8):");
    // The whole reason is in Ukrainian: a king is never captured, nothing played.
    s.wait_for("а короля ніколи не б'ють; нічого не зіграно");
    s.send(":Сc3, Лb2\r");
    s.wait_for("1а. Сc3+, Тb2");
    quit(&mut s);
}

/// A record saved in a Ukrainian session (the seed's notation on screen) loads in
/// an English one, and the other way round: files are English SAN whatever the
/// language, and each session lists the same series in its own notation.
#[test]
fn records_cross_between_the_two_languages() {
    use common::scratch::Scratch;
    let data = Scratch::new("records-across-languages");
    let save_in = |lang: &str, series: &str, listed: &str, file: &str| {
        let mut s = Session::start_with_data(&["--lang", lang, "play", "flickering"], data.path());
        s.wait_for(if lang == "uk" {
            "Хід білих"
        } else {
            "White to move"
        });
        s.send(&format!(":{series}\r"));
        s.wait_for(listed);
        s.send(&format!(":save {file}\r"));
        s.wait_for(file);
        quit(&mut s);
        let text = std::fs::read_to_string(data.join("records").join(file)).expect("saved");
        assert!(text.contains("1a. e4, Nf3"), "{text}");
    };
    let load_in = |lang: &str, file: &str, listed: &str| {
        let path = data.join("records").join(file);
        let path = path.to_str().expect("a text path");
        let mut s =
            Session::start_with_data(&["--lang", lang, "play", "--load", path], data.path());
        s.wait_for(listed);
        quit(&mut s);
    };
    save_in("uk", "e4, Кf3", "1а. e4, Кf3", "from-uk.pgn");
    load_in("en", "from-uk.pgn", "1a. e4, Nf3");
    save_in("en", "e4, Nf3", "1a. e4, Nf3", "from-en.pgn");
    load_in("uk", "from-en.pgn", "1а. e4, Кf3");
}

/// Xiangqi in the seed's notation (issue 36): in Ukrainian the move list is in the
/// seed's Cyrillic letters; `:Пhe3` plays the cannon h3-e3 (`Пe3` alone is refused
/// as ambiguous: the cannon b3 can go to e3 too), and a Latin look-alike is named.
#[test]
fn xiangqi_in_ukrainian_is_written_and_read_in_the_seeds_letters() {
    let mut s = Session::start(&["--lang", "uk", "play", "xiangqi"], &[]);
    s.wait_for("Хід червоних");
    s.send(":Пe3\r");
    s.wait_for("b3e3, h3e3");
    s.send(":Пhe3\r");
    s.wait_for("1. Пhe3");
    s.wait_for("Хід чорних");
    // English algebraic is read too, and listed in the seed's letters.
    s.send(":Hg8\r");
    s.wait_for("1. Пhe3 Кg8");
    // The Latin T where the seed's advisor Т is meant.
    s.send(":Tde2\r");
    s.wait_for("«T» — латинська літера, а не кирилична «Т»");
    // w turns the list to the next notation: WXF.
    s.send("w");
    s.wait_for("1. C2.5 H8+7");
    quit(&mut s);
}
