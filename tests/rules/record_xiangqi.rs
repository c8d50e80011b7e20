//! Xiangqi records: random legal games survive save → load; bad files give errors
//! that name the line and the move, and leave the file untouched.

use duochess::record::xiangqi::Format;
use duochess::record::{self, LoadError, LoadedGame, RecordInfo};
use duochess::session::xiangqi::{XiangqiGame, XiangqiOptions};
use duochess::xiangqi::notation::Notation;

/// A small seeded generator: the same seed, the same games (here and in
/// [`crate::record_formats`], which draws its games with [`random_game`] too).
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A game of up to `plies` random legal moves from the start or from `fen`.
pub(crate) fn random_game(seed: u64, plies: usize, fen: Option<&str>) -> XiangqiGame {
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

/// The Xiangqi game of a loaded record (a test failure for any other game).
pub(crate) fn xiangqi(loaded: record::Loaded) -> XiangqiGame {
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
        assert_same_game(&back, &game, &text);
    }
}

/// `back`, read from `text`, is `game`: the same moves, start, position and result.
pub(crate) fn assert_same_game(back: &XiangqiGame, game: &XiangqiGame, text: &str) {
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
        "Red resigned"
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

use crate::crowded;

use duochess::xiangqi::notation::algebraic;
use duochess::xiangqi::Move;

/// The algebraic text's origin part, between the letter and the destination
/// (`3` of `H3h5`, `b` of `Rbxb10+`, empty for `Che3`).
fn origin_of(text: &str) -> String {
    let body = text
        .trim_end_matches(['+', '#'])
        .get(1..)
        .unwrap_or("")
        .replace('x', "");
    let dest = body.rfind(|c: char| c.is_ascii_lowercase()).unwrap_or(0);
    body[..dest].to_string()
}

/// Every position of the game, from the start to the last move.
fn positions(g: &XiangqiGame) -> Vec<String> {
    (0..=g.moves().len())
        .filter_map(|i| g.position_at(i).map(|p| p.to_fen()))
        .collect()
}

#[test]
fn a_record_with_the_issue_example_loads_back_to_the_same_game() {
    let mut game = XiangqiGame::from_fen(
        "4k4/9/9/6N2/9/9/9/6NR1/9/3K5 w - - 0 1",
        XiangqiOptions::default(),
    )
    .unwrap();
    for text in ["g3h5", "e10f10", "h3h4", "f10e10", "h5f6"] {
        game.play_text(text, Notation::Coordinate).unwrap();
    }
    let text = record::xiangqi::write_as(&game, &RecordInfo::default(), Format::Algebraic);
    assert!(text.contains("1. H3h5"), "{text}");
    let back = xiangqi(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
    assert_eq!(positions(&back), positions(&game), "{text}");
    assert_eq!(back.position().to_fen(), game.position().to_fen());
}

#[test]
fn crowded_games_round_trip_through_records() {
    // DUOCHESS_PROP_CASES=5000 for a long run.
    let cases = crowded::cases(60);
    let mut rng = crowded::Rng(0x5EED_0012);
    let (mut origins, mut ranks, mut decoys) = (0, 0, 0);
    for _ in 0..cases {
        let fen = crowded::xiangqi_crowded(&mut rng, |f| {
            XiangqiGame::from_fen(f, XiangqiOptions::default()).is_ok()
        });
        let mut game = XiangqiGame::from_fen(&fen, XiangqiOptions::default()).unwrap();
        // Prefer moves another like piece could also make (their text names the
        // origin), above all those whose text taken for coordinates is another move.
        for _ in 0..rng.below(40) {
            if game.result().is_over() {
                break;
            }
            let moves = game.legal_moves();
            let rivalled: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    moves
                        .iter()
                        .any(|r| r.piece == m.piece && r.to == m.to && r.from != m.from)
                })
                .collect();
            let pos = game.position();
            let decoyed: Vec<Move> = rivalled
                .iter()
                .copied()
                .filter(|&m| crowded::xiangqi_decoy(pos, &algebraic::write(pos, m), m))
                .collect();
            let pool = if !decoyed.is_empty() && rng.coin() {
                &decoyed
            } else if !rivalled.is_empty() && rng.coin() {
                &rivalled
            } else {
                &moves
            };
            game.play(pool[rng.below(pool.len())]).unwrap();
        }
        // Every format: algebraic names the origins (the counts below), ICCS,
        // WXF and Chinese name crowded files their own ways.
        for format in Format::ALL {
            let text = record::xiangqi::write_as(&game, &RecordInfo::default(), format);
            let back = xiangqi(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
            assert_eq!(positions(&back), positions(&game), "{text}");
            assert_eq!(back.result(), game.result(), "{text}");
        }
        for (i, (t, mv)) in game
            .move_list(Notation::Algebraic)
            .into_iter()
            .zip(game.moves())
            .enumerate()
        {
            let origin = origin_of(&t);
            origins += usize::from(!origin.is_empty());
            ranks += usize::from(origin.starts_with(|c: char| c.is_ascii_digit()));
            let before = game.position_at(i).expect("a position before each move");
            decoys += usize::from(crowded::xiangqi_decoy(before, &t, mv));
        }
    }
    eprintln!(
        "{cases} crowded games: {origins} moves with an origin written, {ranks} with its rank, \
         {decoys} that read as coordinates would be another move"
    );
    assert!(
        origins > cases && ranks > 0 && decoys > 0,
        "{origins} {ranks} {decoys}"
    );
}

/// A record whose moves are in the seed's notation (`Пhe3`, `Л:h10`, `пe6`, issue
/// 36) loads back to the same positions, move by move, from the start and from a
/// position with Black to move.
#[test]
fn a_record_in_the_seeds_notation_loads_back_to_the_same_positions() {
    let mut captures = 0;
    for seed in 1..40u64 {
        let fen = (seed % 3 == 0).then_some("4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7");
        let game = random_game(seed * 104_729, 20 + (seed as usize * 17) % 120, fen);
        let written = record::xiangqi::write(&game, &RecordInfo::default());
        // The written record's tags, but for its `[Format "ICCS"]`: these moves are
        // the seed's, and a record without a format is read in every notation.
        let tags: Vec<&str> = written
            .lines()
            .filter(|l| l.starts_with('[') && !l.starts_with("[Format "))
            .collect();
        let moves = game.move_list(Notation::Cyrillic);
        captures += moves.iter().filter(|m| m.contains(':')).count();
        let mut movetext = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let pos = game.position_at(i).unwrap();
            let n = pos.fullmove_number();
            match (i, pos.side_to_move()) {
                (_, duochess::core::Side::White) => movetext.push(format!("{n}. {m}")),
                (0, duochess::core::Side::Black) => movetext.push(format!("{n}... {m}")),
                _ => movetext.push(m.clone()),
            }
        }
        let text = format!("{}\n\n{} *\n", tags.join("\n"), movetext.join(" "));
        let back = xiangqi(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
        assert_eq!(positions(&back), positions(&game), "{text}");
        assert_eq!(back.move_list(Notation::Cyrillic), moves, "{text}");
    }
    assert!(captures > 0);
}
