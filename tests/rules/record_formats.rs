//! Xiangqi records other programs read (issue 36): `[Game "Chinese Chess"]`,
//! `[Red]`/`[Black]`, `[FEN]`, `[Format "ICCS"]` (ranks 0–9) or `"WXF"`; each
//! format round trips, a known game replays to its known position, duochess's own
//! records keep loading, and an exported ICCS record replays in Fairy-Stockfish to
//! the same final FEN.

use crate::record_xiangqi::{assert_same_game, random_game, xiangqi};
use duochess::record::xiangqi::Format;
use duochess::record::{self, IllegalReason, LoadError, RecordInfo};
use duochess::session::xiangqi::{XiangqiGame, XiangqiOptions};
use duochess::xiangqi::notation::Notation;

/// A FEN with Black to move, numbered from move 7 (a record's first move is
/// `7...`).
const FROM_FEN: &str = "4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7";
/// A middle game with both sides' pieces, Red to move.
const MIDDLE_FEN: &str =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3";

fn load(text: &str) -> XiangqiGame {
    xiangqi(record::load(text).unwrap_or_else(|e| panic!("{e}\n{text}")))
}

/// Random games from the start and from two FENs (one with Black to move), and
/// the players' names, in every format.
fn games() -> Vec<XiangqiGame> {
    (1..40u64)
        .map(|seed| {
            let fen = [None, Some(FROM_FEN), Some(MIDDLE_FEN)][seed as usize % 3];
            random_game(seed * 7919, 20 + (seed as usize * 13) % 120, fen)
        })
        .collect()
}

#[test]
fn every_format_round_trips_from_the_start_and_from_a_fen() {
    let info = RecordInfo {
        white: "Liu Dahua".into(),
        black: "Yang Guanlin".into(),
        ..RecordInfo::default()
    };
    for game in games() {
        for format in Format::ALL {
            let text = record::xiangqi::write_as(&game, &info, format);
            let back = load(&text);
            assert_same_game(&back, &game, &text);
            let loaded = record::load(&text).unwrap().info;
            assert_eq!(
                (loaded.white.as_str(), loaded.black.as_str()),
                ("Liu Dahua", "Yang Guanlin")
            );
            let from_start = game.start_position().to_fen() == duochess::xiangqi::START_FEN;
            assert_eq!(text.contains("[FEN "), !from_start, "{text}");
            match format.tag() {
                // xqbase's roster: the game first, Red and Black, the format.
                Some(tag) => {
                    assert!(text.starts_with("[Game \"Chinese Chess\"]\n"), "{text}");
                    assert!(text.contains("[Red \"Liu Dahua\"]"), "{text}");
                    assert!(text.contains("[Black \"Yang Guanlin\"]"), "{text}");
                    assert!(text.contains(&format!("[Format \"{tag}\"]")), "{text}");
                    assert!(!text.contains("[Variant"), "{text}");
                }
                None => {
                    assert!(text.contains("[Variant \"xiangqi\"]"), "{text}");
                    assert!(text.contains("[White \"Liu Dahua\"]"), "{text}");
                }
            }
        }
    }
}

#[test]
fn iccs_is_the_default_and_counts_ranks_from_zero() {
    let mut game = XiangqiGame::new(XiangqiOptions::default());
    for text in ["h3e3", "h10g8", "h1g3", "i10h10"] {
        game.play_text(text, Notation::Coordinate).unwrap();
    }
    let text = record::xiangqi::write(&game, &RecordInfo::default());
    assert!(text.contains("[Format \"ICCS\"]"), "{text}");
    assert!(text.contains("\n1. h2e2 h9g7 2. h0g2 i9h9 *\n"), "{text}");
    let wxf = record::xiangqi::write_as(&game, &RecordInfo::default(), Format::Wxf);
    assert!(wxf.contains("\n1. C2.5 H8+7 2. H2+3 R9.8 *\n"), "{wxf}");
    let chinese = record::xiangqi::write_as(&game, &RecordInfo::default(), Format::Chinese);
    assert!(chinese.contains("1. 炮二平五 馬８進７"), "{chinese}");
    // Black first from a FEN: `7...`.
    let mut black = XiangqiGame::from_fen(FROM_FEN, XiangqiOptions::default()).unwrap();
    black.play_text("e10e9", Notation::Coordinate).unwrap();
    let text = record::xiangqi::write(&black, &RecordInfo::default());
    assert!(text.contains(&format!("[FEN \"{FROM_FEN}\"]")), "{text}");
    assert!(text.contains("\n7... e9e8 *\n"), "{text}");
}

/// The 1982 national championship game Liu Dahua – Yang Guanlin, as xqbase-style
/// programs publish it (a draw in 63 moves), and the position it ends in.
const LIU_YANG_1982: &str = "[Game \"Chinese Chess\"]
[Event \"1982 national championship\"]
[Date \"1982.12.11\"]
[Red \"Liu Dahua\"]
[Black \"Yang Guanlin\"]
[Result \"1/2-1/2\"]
[Format \"ICCS\"]

1. b2e2 b9c7 2. b0c2 a9b9 3. a0b0 h9g7
4. g3g4 c6c5 5. b0b6 b7a7 6. b6c6 a7a8
7. h0g2 f9e8 8. h2i2 a8c8 9. c6d6 c7b5
10. i0h0 i9h9 11. c2e1 c5c4 12. d6d5 c8c3
13. h0h6 b5d4 14. e2c2 b9b7 15. c2c4 b7d7
16. g2f4 h7i7 17. h6g6 h9h2 18. g4g5 c3b3
19. g5f5 b3b0 20. e1g2 d4f5 21. f0e1 h2h6
22. d5c5 c9a7 23. g6h6 a7c5 24. h6h3 b0b3
25. e3e4 b3b4 26. g0e2 b4e4 27. i2i1 i7i8
28. i1g1 i8g8 29. c4c2 d7f7 30. c2b2 c5a7
31. h3c3 f7b7 32. b2c2 b7f7 33. c2b2 f7b7
34. b2a2 b7f7 35. a2a6 f5h4 36. a6b6 g9e7
37. g1f1 h4f3 38. b6b3 f3g1 39. e0f0 g7f5
40. c3e3 e6e5 41. b3b1 f7f6 42. e3g3 g8f8
43. f1f2 g1i0 44. g3h3 f8f9 45. b1b5 i0g1
46. h3h5 a7c5 47. b5e5 e4b4 48. a3a4 b4b3
49. f2f3 b3b2 50. e1d2 b2b0 51. f0f1 b0d0
52. a4a5 d0g0 53. f1e1 g0g2 54. f3f5 f9f5
55. f4g2 f6b6 56. e1f1 f5f9 57. h5h1 b6e6
58. e5d5 e8f7 59. f1e1 e6b6 60. a5b5 b6a6
61. b5a5 a6b6 62. a5b5 b6a6 63. b5a5 1/2-1/2
";
/// Its last position, as published with it (board and side to move).
const LIU_YANG_END: &str = "3akc3/9/4ba3/r7p/P1bC5/9/8P/3AB1N2/4K1nR1/2B6 b";

#[test]
fn a_known_iccs_game_replays_to_its_known_position() {
    let game = load(LIU_YANG_1982);
    assert_eq!(game.moves().len(), 125);
    assert!(
        game.position().to_fen().starts_with(LIU_YANG_END),
        "{}",
        game.position().to_fen()
    );
    // The first moves, in duochess's coordinates (ranks 1-10).
    assert_eq!(
        game.move_list(Notation::Coordinate)[..4],
        ["b3e3", "b10c8", "b1c3", "a10b10"]
    );
    // The same game as older programs write ICCS: upper case with a dash.
    let upper = LIU_YANG_1982
        .split('\n')
        .map(|line| {
            if line.starts_with('[') {
                return line.to_string();
            }
            line.split(' ')
                .map(|w| match w.as_bytes() {
                    [a, b, c, d] if a.is_ascii_lowercase() && b.is_ascii_digit() => {
                        format!(
                            "{}{}-{}{}",
                            a.to_ascii_uppercase() as char,
                            *b as char,
                            c.to_ascii_uppercase() as char,
                            *d as char
                        )
                    }
                    _ => w.to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(upper.contains("1. B2-E2 B9-C7"), "{upper}");
    assert_eq!(load(&upper).position().to_fen(), game.position().to_fen());
    // Written again, it is the same moves.
    let again = record::xiangqi::write(
        &game,
        &RecordInfo::from_pgn(&record::PgnGame::parse(LIU_YANG_1982).unwrap()),
    );
    assert!(again.contains("1. b2e2 b9c7 2. b0c2 a9b9"), "{again}");
    assert!(again.contains("[Red \"Liu Dahua\"]"), "{again}");
    assert_eq!(load(&again).position().to_fen(), game.position().to_fen());
}

#[test]
fn duochess_records_of_before_keep_loading() {
    // As duochess wrote them: [Variant "xiangqi"], White/Black, algebraic; its
    // coordinates keep ranks 1-10, and WXF and Chinese moves read as before.
    let old = "[Event \"Hot-seat game\"]\n[Site \"duochess\"]\n[Date \"2026.11.30\"]\n\
               [Round \"-\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\
               [Variant \"xiangqi\"]\n\n1. Che3 Hg8 2. h1g3 R9.8 3. 車一平二 *\n";
    let game = load(old);
    assert_eq!(
        game.move_list(Notation::Coordinate),
        ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1"]
    );
    let info = record::load(old).unwrap().info;
    assert_eq!((info.white.as_str(), info.black.as_str()), ("Ann", "Bo"));
    let set_up = "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n\
                  [FEN \"4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7\"]\n\n7... Ke9 8. Rf10 *\n";
    let game = load(set_up);
    assert_eq!(game.move_list(Notation::Coordinate), ["e10e9", "f1f10"]);
    // Written again in the old format, it is the same text it was.
    let text = record::xiangqi::write_as(&game, &RecordInfo::default(), Format::Algebraic);
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(text.contains("\n7... Ke9 8. Rf10 *\n"), "{text}");
}

#[test]
fn another_programs_record_is_read_as_it_says() {
    // No [Format]: xqbase's default, Chinese; two points are ICCS there.
    let chinese = "[Game \"Chinese Chess\"]\n[Red \"甲\"]\n[Black \"乙\"]\n\n\
                   1. 炮二平五 馬８進７ 2. h0g2 *\n";
    let game = load(chinese);
    assert_eq!(
        game.move_list(Notation::Coordinate),
        ["h3e3", "h10g8", "h1g3"]
    );
    assert_eq!(record::load(chinese).unwrap().info.white, "甲");
    // [Format "WXF"], and its FEN with Red as `r` (as some programs write it).
    let wxf = "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\
               [FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1\"]\n\n\
               1. C2.5 H8+7 2. H2+3 *\n";
    assert_eq!(
        load(wxf).move_list(Notation::Coordinate),
        ["h3e3", "h10g8", "h1g3"]
    );
    // A WXF record reads WXF only: coordinates there are refused, not guessed.
    let mixed = wxf.replace("H2+3", "h1g3");
    assert!(matches!(
        record::load(&mixed),
        Err(LoadError::IllegalMove { number, .. }) if number == "2."
    ));
}

#[test]
fn an_unknown_format_or_a_move_that_is_not_iccs_is_refused_with_its_line() {
    let text = "[Game \"Chinese Chess\"]\n[Format \"DhtmlXQ\"]\n\n1. 7747 *\n";
    let err = record::load(text).unwrap_err();
    assert!(
        matches!(&err, LoadError::UnknownFormat { line: 2, format } if format == "DhtmlXQ"),
        "{err:?}"
    );
    assert!(err.to_string().contains("\"ICCS\""), "{err}");
    // An ICCS record's moves are ICCS: algebraic there is not a move.
    let text = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2e2 Hg8 *\n";
    match record::load(text).unwrap_err() {
        LoadError::IllegalMove {
            line,
            number,
            text,
            reason,
            ..
        } => {
            assert_eq!((line, number.as_str(), text.as_str()), (4, "1...", "Hg8"));
            assert!(matches!(*reason, IllegalReason::NotIccs(_)), "{reason:?}");
        }
        other => panic!("{other:?}"),
    }
    // An ICCS move the rules refuse says why, as the game screen would.
    let text = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2h8 *\n";
    let err = record::load(text).unwrap_err().to_string();
    assert!(err.contains("line 4: move 1. h2h8"), "{err}");
}

// ---- Fairy-Stockfish replays an exported ICCS record.

const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// The `[FEN]` of a record (`None`: from the start) and its moves, read from the
/// text as another program would: tag lines, then the words that are not move
/// numbers or the result.
fn fen_and_moves(text: &str) -> (Option<String>, Vec<String>) {
    let mut fen = None;
    let mut moves = Vec::new();
    for line in text.lines() {
        if let Some(value) = line.strip_prefix("[FEN \"") {
            fen = value.strip_suffix("\"]").map(str::to_string);
        } else if !line.starts_with('[') {
            moves.extend(
                line.split_whitespace()
                    .filter(|w| !w.ends_with('.') && !matches!(*w, "*" | "1-0" | "0-1" | "1/2-1/2"))
                    .map(str::to_string),
            );
        }
    }
    (fen, moves)
}

/// An ICCS move as Fairy-Stockfish's UCI writes Xiangqi moves: ranks 1-10.
fn uci_of_iccs(mv: &str) -> String {
    let b = mv.as_bytes();
    assert!(
        b.len() == 4 && b[1].is_ascii_digit() && b[3].is_ascii_digit(),
        "{mv}"
    );
    format!(
        "{}{}{}{}",
        b[0] as char,
        b[1] - b'0' + 1,
        b[2] as char,
        b[3] - b'0' + 1
    )
}

/// The FEN Fairy-Stockfish reaches from `fen` with `moves` (its `d` command).
fn fairy_stockfish_fen(fen: Option<&str>, moves: &[String]) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(FAIRY_STOCKFISH)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run Fairy-Stockfish");
    let position = match fen {
        Some(f) => format!("fen {f}"),
        None => "startpos".into(),
    };
    let uci: Vec<String> = moves.iter().map(|m| uci_of_iccs(m)).collect();
    let script = format!(
        "uci\nsetoption name UCI_Variant value xiangqi\nposition {position} moves {}\nd\nquit\n",
        uci.join(" ")
    );
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write to Fairy-Stockfish");
    let out = child.wait_with_output().expect("Fairy-Stockfish's output");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| l.strip_prefix("Fen: "))
        .unwrap_or_else(|| panic!("no FEN from Fairy-Stockfish:\n{text}"))
        .to_string()
}

/// The board and the side to move of a FEN.
fn board_and_side(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

#[test]
#[ignore = "needs Fairy-Stockfish: /usr/games/fairy-stockfish (apt-get install fairy-stockfish); .ci/run installs it and runs this"]
fn an_exported_iccs_record_replays_in_fairy_stockfish_to_the_same_position() {
    let mut checked = 0;
    for game in games() {
        let text = record::xiangqi::write(&game, &RecordInfo::default());
        let (fen, moves) = fen_and_moves(&text);
        assert_eq!(moves.len(), game.moves().len(), "{text}");
        let theirs = fairy_stockfish_fen(fen.as_deref(), &moves);
        assert_eq!(
            board_and_side(&theirs),
            board_and_side(&game.position().to_fen()),
            "{text}"
        );
        checked += 1;
    }
    // And the known game, read by duochess, then exported.
    let game = load(LIU_YANG_1982);
    let text = record::xiangqi::write(&game, &RecordInfo::default());
    let (fen, moves) = fen_and_moves(&text);
    assert_eq!(
        board_and_side(&fairy_stockfish_fen(fen.as_deref(), &moves)),
        LIU_YANG_END
    );
    eprintln!("{} ICCS records replayed in Fairy-Stockfish", checked + 1);
}
