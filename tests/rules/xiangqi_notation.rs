//! Notation round-trips over random positions, and parse errors.

use duochess::xiangqi::notation::{algebraic, coord, wxf};
use duochess::xiangqi::{Move, NotationError, Position};
use proptest::prelude::*;

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions reached by random playouts from the start.
fn random_positions(count: usize) -> Vec<Position> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        let plies = 10 + rng.below(120);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.after(moves[rng.below(moves.len())]);
        }
        out.push(pos);
    }
    out
}

#[test]
fn every_legal_move_round_trips_in_all_three_notations() {
    let mut checked = 0;
    let mut markers = 0;
    for pos in random_positions(300) {
        for mv in pos.legal_moves() {
            let c = coord::write(mv);
            assert_eq!(coord::parse(&pos, &c), Ok(mv), "{c} in {}", pos.to_fen());
            let a = algebraic::write(&pos, mv);
            assert_eq!(
                algebraic::parse(&pos, &a),
                Ok(mv),
                "{a} in {}",
                pos.to_fen()
            );
            let w = wxf::write(&pos, mv);
            assert_eq!(wxf::parse(&pos, &w), Ok(mv), "{w} in {}", pos.to_fen());
            if !w.starts_with(|c: char| c.is_ascii_uppercase()) {
                markers += 1;
            }
            checked += 1;
        }
    }
    assert!(checked > 5000, "{checked}");
    assert!(markers > 0, "no front/rear markers were exercised");
}

fn start_move(text: &str) -> Move {
    coord::parse(&Position::start(), text).expect("legal start move")
}

#[test]
fn known_spellings_at_the_start() {
    let pos = Position::start();
    assert_eq!(algebraic::write(&pos, start_move("h3e3")), "Che3");
    assert_eq!(wxf::write(&pos, start_move("h3e3")), "C2.5");
    assert_eq!(wxf::write(&pos, start_move("h1g3")), "H2+3");
    assert_eq!(wxf::write(&pos, start_move("g1e3")), "E3+5");
    assert_eq!(algebraic::write(&pos, start_move("h1g3")), "Hg3");
    assert_eq!(algebraic::write(&pos, start_move("h3h10")), "Cxh10");
    assert_eq!(algebraic::parse(&pos, "e5"), Ok(start_move("e4e5")));
    let black = pos.after(start_move("h3e3"));
    assert_eq!(
        wxf::write(&black, coord::parse(&black, "h8e8").unwrap()),
        "C8.5"
    );
    assert_eq!(
        wxf::write(&black, coord::parse(&black, "b10c8").unwrap()),
        "H2+3"
    );
}

#[test]
fn front_and_rear_markers() {
    // Two red chariots on the e-file (file 5 for red).
    let pos = Position::from_fen("5k3/9/9/9/4R4/9/4R4/9/9/3K5 w - - 0 1").unwrap();
    let front = coord::parse(&pos, "e6g6").unwrap();
    let rear = coord::parse(&pos, "e4e3").unwrap();
    assert_eq!(wxf::write(&pos, front), "+R.3");
    assert_eq!(wxf::write(&pos, rear), "-R-1");
    assert_eq!(wxf::parse(&pos, "+R.3"), Ok(front));
    // The file alone names two chariots that can both move one step sideways.
    assert!(matches!(
        wxf::parse(&pos, "R5.6"),
        Err(NotationError::Ambiguous { .. })
    ));
}

#[test]
fn errors_say_malformed_illegal_or_ambiguous() {
    let pos = Position::start();
    for text in ["", "h3", "h3e", "z1e3", "h3e11", "h0e3"] {
        assert!(
            coord::parse(&pos, text).unwrap_err().is_malformed(),
            "{text}"
        );
    }
    assert!(coord::parse(&pos, "h3h4").is_ok());
    assert!(matches!(
        coord::parse(&pos, "e5e6"),
        Err(NotationError::Refused { .. })
    ));
    assert!(matches!(
        coord::parse(&pos, "h8e8"),
        Err(NotationError::Refused { .. })
    ));
    assert!(matches!(
        algebraic::parse(&pos, "Ce3x"),
        Err(NotationError::Malformed { .. })
    ));
    assert!(matches!(
        algebraic::parse(&pos, "Re3"),
        Err(NotationError::Illegal { .. })
    ));
    assert!(matches!(
        algebraic::parse(&pos, "Chxe3"),
        Err(NotationError::Illegal { .. })
    ));
    // One horse named: its own reason; both horses: no single reason.
    let err = algebraic::parse(&pos, "Hbd2").unwrap_err();
    assert!(matches!(err, NotationError::Refused { .. }), "{err}");
    assert!(err.to_string().contains("leg is blocked on c1"), "{err}");
    assert!(matches!(
        algebraic::parse(&pos, "Hd2"),
        Err(NotationError::Illegal { .. })
    ));
    // Both advisors can go to e2.
    assert!(matches!(
        algebraic::parse(&pos, "Ae2"),
        Err(NotationError::Ambiguous { .. })
    ));
    assert_eq!(algebraic::parse(&pos, "Ade2"), coord::parse(&pos, "d1e2"));
    assert!(matches!(
        wxf::parse(&pos, "C2"),
        Err(NotationError::Malformed { .. })
    ));
    assert!(matches!(
        wxf::parse(&pos, "C2+9"),
        Err(NotationError::Illegal { .. })
    ));
    // In check from the chariot: stepping along its file stays in check.
    let pinned = Position::from_fen("4k4/9/9/9/9/9/9/4R4/9/4K4 b - - 0 1").unwrap();
    let err = coord::parse(&pinned, "e10e9").unwrap_err();
    assert!(err.to_string().contains("general"), "{err}");
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "\\PC{0,12}") {
        let pos = Position::start();
        let _ = coord::parse(&pos, &text);
        let _ = algebraic::parse(&pos, &text);
        let _ = wxf::parse(&pos, &text);
        let _ = Position::from_fen(&text);
    }

    #[test]
    fn fen_like_text_never_panics(text in "([rnbakcpehRNBAKCPEH1-9]{0,10}/){9}[rnbakcpehRNBAKCPEH1-9]{0,10}( [wbr])?( - - [0-9]{1,3} [0-9]{1,3})?") {
        if let Ok(pos) = Position::from_fen(&text) {
            // Whatever is accepted can be played from and written back.
            let again = Position::from_fen(&pos.to_fen());
            prop_assert_eq!(again.as_ref(), Ok(&pos));
            for mv in pos.legal_moves() {
                let _ = pos.after(mv).legal_moves();
            }
        }
    }

    #[test]
    fn move_like_text_never_panics(text in "[+\\-1-5]?[KAEHRCPBNa-ix]{0,2}[0-9]{0,2}[.+\\-=x]?[a-i0-9]{0,3}[+#]?") {
        let pos = Position::start();
        let _ = coord::parse(&pos, &text);
        let _ = algebraic::parse(&pos, &text);
        let _ = wxf::parse(&pos, &text);
    }
}

#[test]
fn soldiers_crowding_files_get_places_and_file_numbers() {
    // Red soldiers e6, e7, e8 (file 5) and c6, c7 (file 7); black general f10.
    let pos = Position::from_fen("5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w - - 0 1").unwrap();
    let cases = [
        ("e8e9", "1P5+1"),
        ("e7d7", "2P5.6"),
        ("e6f6", "3P5.4"),
        ("c7c8", "+P7+1"),
        ("c6b6", "-P7.8"),
    ];
    for (c, w) in cases {
        let mv = coord::parse(&pos, c).unwrap();
        assert_eq!(wxf::write(&pos, mv), w, "{c}");
        assert_eq!(wxf::parse(&pos, w), Ok(mv), "{w}");
    }
    // "+P" alone does not say which file's front soldier.
    assert!(matches!(
        wxf::parse(&pos, "+P+1"),
        Err(NotationError::Ambiguous { .. })
    ));
}

use crate::crowded;

use duochess::core::Side;
use duochess::xiangqi::notation::{parse_any, Notation};
use duochess::xiangqi::PieceKind;

#[test]
fn the_issue_example_reads_back_as_the_horse_move() {
    // Horses g3 and g7 both reach h5; a chariot stands on h3 and can go to h5 too.
    let pos = Position::from_fen("4k4/9/9/6N2/9/9/9/6NR1/9/3K5 w - - 0 1").unwrap();
    let horse = coord::parse(&pos, "g3h5").unwrap();
    assert_eq!(algebraic::write(&pos, horse), "H3h5");
    assert_eq!(parse_any(&pos, "H3h5"), Ok(horse));
    assert_eq!(algebraic::parse(&pos, "H3h5"), Ok(horse));
    let chariot = coord::parse(&pos, "h3h5").unwrap();
    assert_eq!(parse_any(&pos, "h3h5"), Ok(chariot));
    // Upper-case points are not coordinates, and not algebraic either.
    assert!(coord::parse(&pos, "H3h5").unwrap_err().is_malformed());
    assert!(parse_any(&pos, "H3H5").unwrap_err().is_malformed());
}

#[test]
fn the_notation_of_a_text_is_decided_by_its_shape() {
    use Notation::{Algebraic, Coordinate, Wxf};
    for (text, want) in [
        ("h3e3", Coordinate),
        ("h10g8", Coordinate),
        ("H3h5", Algebraic),
        ("E3e5", Algebraic),
        ("C3xh10", Algebraic),
        ("Rbxb10+", Algebraic),
        ("Hh1g3", Algebraic),
        ("e5", Algebraic),
        ("dxe5", Algebraic),
        ("C2.5", Wxf),
        ("H2+3", Wxf),
        ("+R.3", Wxf),
        ("-C+1", Wxf),
        ("1P+1", Wxf),
        ("+P7.6", Wxf),
        ("C2=5", Wxf),
    ] {
        assert_eq!(Notation::of(text), Ok(want), "{text}");
    }
    // A soldier's origin square without its letter would look like coordinates.
    for text in ["H3H5", "h3E5", "e4xe5", "Xe5", "h3e3+", "C2.", "hello", ""] {
        let err = Notation::of(text).unwrap_err();
        assert!(err.is_malformed(), "{text}: {err}");
    }
    assert!(Notation::of("H3H5")
        .unwrap_err()
        .to_string()
        .contains("lower case"));
}

/// What the crowded-position property saw, to prove it hit the case.
#[derive(Default, Debug)]
struct Hits {
    /// Moves another like piece could also make to the same point, per kind letter.
    rivalled: std::collections::BTreeMap<char, usize>,
    /// Of those, rivals on the same file (the origin rank or point must be written).
    same_file: usize,
    by_side: [usize; 2],
    /// Algebraic texts that taken for coordinates would be another legal move.
    decoys: usize,
    /// WXF texts with a front/rear or place marker.
    markers: usize,
    moves: usize,
}

#[test]
fn crowded_positions_round_trip_every_move_in_every_notation() {
    // DUOCHESS_PROP_CASES=20000 for a long run.
    let cases = crowded::cases(200);
    let mut rng = crowded::Rng(0x5EED_0010);
    let mut hits = Hits::default();
    for _ in 0..cases {
        let fen = crowded::xiangqi_crowded(&mut rng, |f| Position::from_fen(f).is_ok());
        let pos = Position::from_fen(&fen).unwrap();
        let legal = pos.legal_moves();
        for &mv in &legal {
            for notation in Notation::ALL {
                let text = notation.write(&pos, mv);
                // The shape names the notation it was written in, and no other.
                assert_eq!(Notation::of(&text), Ok(notation), "{text} in {fen}");
                assert_eq!(notation.parse(&pos, &text), Ok(mv), "{text} in {fen}");
                assert_eq!(parse_any(&pos, &text), Ok(mv), "{text} in {fen}");
            }
            let rivals: Vec<&Move> = legal
                .iter()
                .filter(|r| r.piece == mv.piece && r.to == mv.to && r.from != mv.from)
                .collect();
            if !rivals.is_empty() {
                *hits.rivalled.entry(mv.piece.kind.letter()).or_default() += 1;
                hits.same_file +=
                    usize::from(rivals.iter().any(|r| r.from.file() == mv.from.file()));
                hits.by_side[usize::from(pos.side_to_move() == Side::Black)] += 1;
            }
            hits.decoys += usize::from(crowded::xiangqi_decoy(
                &pos,
                &algebraic::write(&pos, mv),
                mv,
            ));
            hits.markers +=
                usize::from(!wxf::write(&pos, mv).starts_with(|c: char| c.is_ascii_uppercase()));
            hits.moves += 1;
        }
    }
    eprintln!("{cases} crowded positions: {hits:?}");
    // Every kind but the general, which is alone of its kind.
    for kind in PieceKind::ALL
        .into_iter()
        .filter(|&k| k != PieceKind::General)
    {
        let n = hits.rivalled.get(&kind.letter()).copied().unwrap_or(0);
        assert!(n > 0, "{}: {hits:?}", kind.name());
    }
    assert!(hits.same_file * 20 > cases, "{hits:?}");
    assert!(hits.by_side.iter().all(|&n| n > 0), "{hits:?}");
    assert!(hits.markers > 0, "{hits:?}");
    assert!(hits.decoys > 0, "{hits:?}");
}

/// Positions built on purpose with like pieces stacked on one file: two chariots,
/// horses or cannons, or two to five soldiers (across the river), of a random side,
/// beside a few random pieces of both sides.
fn crowded_positions(count: usize) -> Vec<Position> {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut out = Vec::new();
    while out.len() < count {
        // grid[rank][file], rank 0 = rank 1.
        let mut grid = [[None::<char>; 9]; 10];
        grid[rng.below(3)][3 + rng.below(3)] = Some('K');
        grid[7 + rng.below(3)][3 + rng.below(3)] = Some('k');
        let red = rng.below(2) == 0;
        let (letter, stack) = match rng.below(4) {
            0 => ('R', 2),
            1 => ('N', 2),
            2 => ('C', 2),
            _ => ('P', 2 + rng.below(4)),
        };
        let letter = if red {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        let files = if letter.eq_ignore_ascii_case(&'P') && rng.below(2) == 0 {
            vec![rng.below(9), rng.below(9)]
        } else {
            vec![rng.below(9)]
        };
        for file in files {
            let mut placed = 0;
            while placed < stack {
                // Soldiers across the river; other pieces anywhere.
                let rank = if letter.eq_ignore_ascii_case(&'P') {
                    if red {
                        5 + rng.below(5)
                    } else {
                        rng.below(5)
                    }
                } else {
                    rng.below(10)
                };
                if grid[rank][file].is_none() {
                    grid[rank][file] = Some(letter);
                    placed += 1;
                }
                if rng.below(20) == 0 {
                    break;
                }
            }
        }
        // At most two chariots, horses and cannons per side, as in a real game.
        for _ in 0..rng.below(6) {
            let (rank, file) = (rng.below(10), rng.below(9));
            let piece = ['R', 'C', 'N', 'r', 'c', 'n'][rng.below(6)];
            let present = grid.iter().flatten().filter(|&&c| c == Some(piece)).count();
            if grid[rank][file].is_none() && present < 2 {
                grid[rank][file] = Some(piece);
            }
        }
        let rows: Vec<String> = grid
            .iter()
            .rev()
            .map(|row| {
                let mut s = String::new();
                let mut empty = 0;
                for cell in row {
                    match cell {
                        None => empty += 1,
                        Some(c) => {
                            if empty > 0 {
                                s.push_str(&empty.to_string());
                                empty = 0;
                            }
                            s.push(*c);
                        }
                    }
                }
                if empty > 0 {
                    s.push_str(&empty.to_string());
                }
                s
            })
            .collect();
        let to_move = if rng.below(2) == 0 { "w" } else { "b" };
        if let Ok(pos) = Position::from_fen(&format!("{} {to_move}", rows.join("/"))) {
            if !pos.legal_moves().is_empty() {
                out.push(pos);
            }
        }
    }
    out
}

#[test]
fn chinese_round_trips_every_legal_move_with_stacked_pieces_of_both_sides() {
    use duochess::xiangqi::notation::{chinese, parse_any};
    use std::collections::BTreeMap;
    let mut cases: BTreeMap<&str, usize> = BTreeMap::new();
    let mut checked = 0;
    let positions = random_positions(300)
        .into_iter()
        .chain(crowded_positions(800));
    for pos in positions {
        let red = pos.side_to_move() == duochess::core::Side::White;
        for mv in pos.legal_moves() {
            let text = chinese::write(&pos, mv);
            assert_eq!(parse_any(&pos, &text), Ok(mv), "{text} in {}", pos.to_fen());
            assert_eq!(chinese::parse(&pos, &text), Ok(mv));
            checked += 1;
            let first = text.chars().next().unwrap_or(' ');
            let case = match first {
                '前' | '后' if text.chars().count() == 5 => "front/rear + file",
                '前' | '后' => "front/rear",
                '中' => "middle of three",
                '一' | '二' | '三' | '四' | '五' => "counted place (4-5 on a file)",
                _ => "by file",
            };
            *cases
                .entry(if red { case } else { colour_case(case) })
                .or_default() += 1;
        }
    }
    eprintln!("Chinese round trip: {checked} moves; cases {cases:?}");
    assert!(checked > 20_000, "{checked}");
    for case in [
        "front/rear",
        "front/rear + file",
        "middle of three",
        "counted place (4-5 on a file)",
    ] {
        assert!(
            cases.get(case).copied().unwrap_or(0) > 0,
            "red {case}: {cases:?}"
        );
        assert!(
            cases.get(colour_case(case)).copied().unwrap_or(0) > 0,
            "black {case}: {cases:?}"
        );
    }
}

/// The black counterpart of a case label.
fn colour_case(case: &str) -> &'static str {
    match case {
        "front/rear" => "black front/rear",
        "front/rear + file" => "black front/rear + file",
        "middle of three" => "black middle of three",
        "counted place (4-5 on a file)" => "black counted place (4-5 on a file)",
        _ => "black by file",
    }
}

proptest! {
    // Cases: DUOCHESS_PROP_CASES (e.g. 5000 for a long run), else a few for `cargo test`.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("DUOCHESS_PROP_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24)
    ))]

    /// The seed's notation (issue 36) round-trips every legal move of crowded
    /// positions — two like pieces on a file or rank, of either colour and every
    /// kind — and its texts are of its own shape only.
    #[test]
    fn the_seeds_notation_round_trips_in_crowded_positions(seed in 1u64..u64::MAX) {
        use duochess::xiangqi::notation::{cyrillic, parse_any, Notation};
        let mut rng = crowded::Rng(seed);
        let fen = crowded::xiangqi_crowded(&mut rng, |f| Position::from_fen(f).is_ok());
        let pos = Position::from_fen(&fen).unwrap();
        let legal = pos.legal_moves();
        for &mv in &legal {
            let text = cyrillic::write(&pos, mv);
            prop_assert_eq!(Notation::of(&text), Ok(Notation::Cyrillic), "{} in {}", text, fen);
            prop_assert_eq!(cyrillic::parse(&pos, &text), Ok(mv), "{} in {}", text, fen);
            prop_assert_eq!(parse_any(&pos, &text), Ok(mv), "{} in {}", text, fen);
            // The same text with the soldier's п left out (a capture keeps its colon).
            if let Some(bare) = text.strip_prefix('п').filter(|t| t.contains(':')) {
                prop_assert_eq!(parse_any(&pos, bare), Ok(mv), "{} in {}", bare, fen);
            }
            let rivals = legal
                .iter()
                .filter(|r| r.piece == mv.piece && r.to == mv.to && r.from != mv.from)
                .count();
            // A rivalled move names its origin: the letters, then more than the point.
            let letter = cyrillic::letter(mv.piece.kind);
            let rest = text[letter.len()..].trim_end_matches(['+', '#']).replace(':', "");
            prop_assert_eq!(rivals > 0, rest.len() > mv.to.to_string().len(), "{} in {}", text, fen);
        }
    }
}
