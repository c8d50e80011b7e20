//! Xiangqi records: random legal games survive save → load; bad files give errors
//! that name the line and the move, and leave the file untouched.

use duochess::record::{self, LoadError, LoadedGame, RecordInfo};
use duochess::session::xiangqi::{XiangqiGame, XiangqiOptions};
use duochess::xiangqi::notation::Notation;

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn random_game(seed: u64, plies: usize, fen: Option<&str>) -> XiangqiGame {
    let mut game = match fen {
        Some(f) => XiangqiGame::from_fen(f, XiangqiOptions::default()).unwrap(),
        None => XiangqiGame::new(XiangqiOptions::default()),
    };
    let mut rng = Rng(seed | 1);
    for _ in 0..plies {
        if game.result().is_over() {
            break;
        }
        let moves = game.legal_moves();
        let mv = moves[rng.below(moves.len())];
        game.play(mv).unwrap();
    }
    game
}

fn xiangqi(loaded: record::Loaded) -> XiangqiGame {
    match loaded.game {
        LoadedGame::Xiangqi(g) => *g,
        LoadedGame::Flickering(_) => panic!("not a Xiangqi game"),
    }
}

#[test]
fn random_games_round_trip() {
    for seed in 1..60u64 {
        let fen = (seed % 3 == 0).then_some("4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7");
        let game = random_game(seed * 7919, 30 + (seed as usize * 13) % 150, fen);
        let text = record::xiangqi::write(&game, &RecordInfo::default());
        let back = xiangqi(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
        assert_eq!(
            back.move_list(Notation::Coordinate),
            game.move_list(Notation::Coordinate),
            "{text}"
        );
        assert_eq!(back.position().to_fen(), game.position().to_fen());
        assert_eq!(
            back.start_position().to_fen(),
            game.start_position().to_fen()
        );
        assert_eq!(back.result(), game.result(), "{text}");
    }
}

#[test]
fn coordinate_and_wxf_moves_are_accepted() {
    let text = "[Variant \"xiangqi\"]\n\n1. h3e3 H8+7 2. Hh1g3 *\n";
    let game = xiangqi(record::load(text).unwrap());
    assert_eq!(
        game.move_list(Notation::Coordinate),
        ["h3e3", "h10g8", "h1g3"]
    );
}

#[test]
fn chinese_moves_are_read_and_written() {
    let text = "[Variant \"xiangqi\"]\n\n1. 炮二平五 馬８進７ 2. 马二进三 马2进3 *\n";
    let game = xiangqi(record::load(text).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!(
        game.move_list(Notation::Coordinate),
        ["h3e3", "h10g8", "h1g3", "b10c8"]
    );
    assert_eq!(
        game.move_list(Notation::Chinese),
        ["炮二平五", "馬８進７", "馬二進三", "馬２進３"]
    );
}

#[test]
fn resignation_and_agreement_come_back_from_the_result_token() {
    let game = xiangqi(record::load("[Variant \"xiangqi\"]\n1. Che3 0-1\n").unwrap());
    assert_eq!(
        game.result().summary(duochess::session::GameKind::Xiangqi),
        "black wins"
    );
    assert_eq!(
        game.result().reason(duochess::session::GameKind::Xiangqi),
        "red resigned"
    );
    let game = xiangqi(record::load("[Variant \"xiangqi\"]\n1. Che3 1/2-1/2\n").unwrap());
    assert_eq!(
        game.result().reason(duochess::session::GameKind::Xiangqi),
        "agreement"
    );
}

#[test]
fn an_illegal_move_names_line_number_move_and_what_was_read() {
    let text = "[Variant \"xiangqi\"]\n\n1. Che3 Hg8\n2. Hg3 Ri9\n3. Rxa10 *\n";
    let err = record::load(text).unwrap_err();
    match &err {
        LoadError::IllegalMove {
            line,
            number,
            text,
            read,
            ..
        } => {
            assert_eq!((*line, number.as_str(), text.as_str()), (5, "3.", "Rxa10"));
            assert_eq!(read.len(), 4);
        }
        other => panic!("{other}"),
    }
    let msg = err.to_string();
    assert!(msg.starts_with("line 5: move 3. Rxa10:"), "{msg}");
    assert!(msg.contains("4 moves read before it"), "{msg}");
}

#[test]
fn bad_files_are_refused_and_left_untouched() {
    let dir = std::env::temp_dir().join(format!("duochess-rec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = record::xiangqi::write(&random_game(42, 40, None), &RecordInfo::default());
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("truncated", good.as_bytes()[..good.len() / 3].to_vec(), ""),
        (
            "wrong tag",
            b"[Variant \"shogi\"]\n1. e4 *\n".to_vec(),
            "line 1: unknown variant",
        ),
        (
            "broken tag",
            b"[Variant xiangqi]\n1. Che3 *\n".to_vec(),
            "line 1: malformed tag",
        ),
        (
            "no variant",
            b"[Event \"x\"]\n1. Che3 *\n".to_vec(),
            "no [Variant] tag",
        ),
        (
            "bad fen",
            b"[Variant \"xiangqi\"]\n[FEN \"9/9 w\"]\n*\n".to_vec(),
            "line 2: the [FEN] tag",
        ),
        (
            "illegal",
            b"[Variant \"xiangqi\"]\n1. Che3 Ra5\n".to_vec(),
            "move 1... Ra5",
        ),
        (
            "garbage",
            (0..=255u8).cycle().take(3000).collect(),
            "not text",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.join(format!("{name}.pgn"));
        std::fs::write(&path, &bytes).unwrap();
        let result = record::load_file(&path);
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name}: file changed");
        match result {
            Ok(loaded) if name == "truncated" => {
                // A cut that happens to end between moves is still a (shorter) game.
                let _ = xiangqi(loaded);
            }
            Ok(_) => panic!("{name}: accepted"),
            Err(e) => {
                let msg = e.to_string();
                assert!(msg.contains(expected), "{name}: {msg}");
                assert!(
                    msg.contains(&format!("{name}.pgn")) || name == "truncated",
                    "{name}: {msg}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
