//! Series notation (`docs/rules/flickering.md` §6): SAN per move in its intermediate position, written
//! and parsed, coordinates, errors naming the failing move; a write→parse round
//! trip on random series.

use duochess::chess::{Position, INITIAL_FEN};
use duochess::flicker::notation::{parse_series, series_san, write_coords, write_san};
use duochess::flicker::Series;
use proptest::prelude::*;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).expect("test FEN")
}

fn san_of(fen: &str, coords: &str) -> String {
    let s = parse_series(&pos(fen), coords).expect("legal series");
    write_san(&s)
}

#[test]
fn disambiguation_only_against_unmoved_units() {
    let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    assert_eq!(san_of(fen, "b1d2"), "Nbd2");
    // Once the f1 knight has moved it no longer competes for d2.
    assert_eq!(san_of(fen, "f1g3,b1d2"), "Ng3, Nd2");
    // Rank disambiguation when the files agree.
    assert_eq!(san_of("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
}

#[test]
fn check_signs_mark_only_new_checks_and_mate() {
    // The second rook adds an attack on a king already in check: no new `+`.
    assert_eq!(
        san_of("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8,h1h8"),
        "Ra8+, Rh8"
    );
    assert_eq!(
        san_of("k7/8/8/8/8/8/8/3QK2R w - - 0 1", "h1h7,d1d8"),
        "Rh7, Qd8#"
    );
}

#[test]
fn castling_promotion_and_en_passant_forms() {
    assert_eq!(san_of("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"), "O-O-O");
    assert_eq!(san_of("7k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
    assert_eq!(san_of("4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1", "d5c6"), "dxc6");
}

#[test]
fn parsing_accepts_san_with_x_or_colon_and_coordinates() {
    let start = pos(INITIAL_FEN);
    let a = parse_series(&start, "e4, d4, Nf3").expect("san");
    let b = parse_series(&start, "e2e4,d2d4,g1f3").expect("coords");
    assert_eq!(a.moves(), b.moves());
    assert_eq!(write_coords(&a), "e2e4,d2d4,g1f3");
    let fen = "1k6/8/8/8/8/8/1B6/1R5K w - - 0 1";
    let x = parse_series(&pos(fen), "Bc3+, Rb2").expect("seed");
    let colon = parse_series(&pos("4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1"), "d5:c6").expect(":");
    assert_eq!(colon.coords(), vec!["d5c6"]);
    assert_eq!(x.coords(), vec!["b2c3", "b1b2"]);
    let castle = parse_series(&pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "0-0").expect("0-0");
    assert_eq!(castle.coords(), vec!["e1g1"]);
    let promo = parse_series(&pos("7k/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b8Q").expect("b8Q");
    assert_eq!(promo.coords(), vec!["b7b8q"]);
}

#[test]
fn errors_name_the_move_of_the_series_and_why() {
    let start = pos(INITIAL_FEN);
    let e = parse_series(&start, "Nf3, Ng5").unwrap_err().to_string();
    assert_eq!(
        e,
        "move 2 (Ng5): the knight on f3 has already moved in this series"
    );
    let e = parse_series(&start, "e4, Nf3, Zz9")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("move 3 (Zz9): not a move"), "{e}");
    let e = parse_series(&start, "e4, Bb5, Bc4")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("move 3 (Bc4): "), "{e}");
    let e = parse_series(&pos("4k3/8/8/6b1/8/8/8/4K3 w - - 0 1"), "Kd2")
        .unwrap_err()
        .to_string();
    // A lone move is named by its text.
    assert_eq!(
        e,
        "Kd2: the king cannot step to d2: attacked by the bishop on g5"
    );
    let e = parse_series(&pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"), "Nd2")
        .unwrap_err()
        .to_string();
    assert!(e.contains("ambiguous"), "{e}");
}

// Random series from a few positions: SAN and coordinates round-trip.
const STARTS: [&str; 4] = [
    INITIAL_FEN,
    "r3k2r/1P6/8/2pP4/8/8/6p1/R3K2R w KQkq c6 0 1",
    "1k6/8/8/8/7K/8/1B6/1R6 w - - 0 1",
    "4r1k1/8/8/8/8/8/3B4/R3K2R w KQ - 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn san_and_coordinates_round_trip(start in 0usize..STARTS.len(), picks in proptest::collection::vec(any::<u16>(), 1..8)) {
        let position = pos(STARTS[start]);
        let mut series = Series::new(position);
        for p in picks {
            let moves = series.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[p as usize % moves.len()];
            series.play(&m).unwrap();
        }
        let san = series_san(&series);
        let text = san.join(", ");
        let back = parse_series(&position, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(back.moves(), series.moves(), "{}", text);
        let coords = write_coords(&series);
        let back = parse_series(&position, &coords).map_err(|e| TestCaseError::fail(format!("{coords}: {e}")))?;
        prop_assert_eq!(back.moves(), series.moves());
        // The seed's style (issue 13) reads back too.
        let seed = series_san_in(&series, Alphabet::Cyrillic).join(", ");
        let back = parse_series(&position, &seed).map_err(|e| TestCaseError::fail(format!("{seed}: {e}")))?;
        prop_assert_eq!(back.moves(), series.moves(), "{}", seed);
    }
}

#[test]
fn a_capture_sign_on_a_quiet_move_is_refused() {
    let start = pos(INITIAL_FEN);
    let err = parse_series(&start, "e4, Bxb5").unwrap_err().to_string();
    assert!(err.contains("move 2"), "{err}");
    assert!(err.contains("nothing to capture on b5"), "{err}");
    // Captures may be written with x or the seed's colon; quiet moves without.
    let s = parse_series(&pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e:d5").unwrap();
    assert_eq!(write_san(&s), "exd5");
}

use crate::crowded;

use duochess::chess::{Move, MoveKind, Role};
use duochess::core::Side;
use duochess::flicker::notation::{parse_coord, parse_move, MoveNotation, MoveTextError};

/// The series of `moves` from `start`.
fn series_of(start: Position, moves: &[Move]) -> Series {
    let mut s = Series::new(start);
    for m in moves {
        s.play(m).expect("legal move");
    }
    s
}

#[test]
fn the_issue_examples_read_back_as_the_moves_written() {
    // The bishop c4-d3 (the c2 bishop can also go to d3) is B4d3, not the knight b4-d3.
    let start = pos("4k3/8/8/8/1NB5/8/2B5/4K3 w - - 0 1");
    let bishop = parse_series(&start, "c4d3").unwrap();
    assert_eq!(write_san(&bishop), "B4d3");
    assert_eq!(
        parse_series(&start, "B4d3").unwrap().moves(),
        bishop.moves()
    );
    // Black bishops c7 and c5 both reach d6, and a knight stands on b7.
    let start = pos("4k3/1nb5/8/2b5/8/8/8/4K3 b - - 0 1");
    let bishop = parse_series(&start, "c7d6").unwrap();
    assert_eq!(write_san(&bishop), "B7d6");
    assert_eq!(
        parse_series(&start, "B7d6").unwrap().moves(),
        bishop.moves()
    );
    assert_eq!(parse_series(&start, "b7d6").unwrap().coords(), vec!["b7d6"]);
    // Upper-case squares are never coordinates.
    assert_eq!(parse_coord("B7d6"), None);
    assert_eq!(parse_coord("E2E4"), None);
}

#[test]
fn the_notation_of_a_text_is_decided_by_its_shape() {
    use MoveNotation::{Coordinate, San};
    for (text, want) in [
        ("e2e4", Coordinate),
        ("e7e8q", Coordinate),
        ("e7e8Q", Coordinate),
        ("B7d6", San),
        ("B4d3", San),
        ("Nbd2", San),
        ("Qh4e1+", San),
        ("e4", San),
        ("exd5", San),
        ("d5:c6", San),
        ("e8=Q", San),
        ("O-O-O", San),
        ("0-0", San),
    ] {
        assert_eq!(MoveNotation::of(text), Ok(want), "{text}");
    }
    for text in ["E2E4", "b7D6", "BD6", "e2e4e", "Kx", "e9", "Ke1g1q", "nf3"] {
        assert_eq!(
            MoveNotation::of(text),
            Err(MoveTextError::Malformed),
            "{text}"
        );
    }
    let err = parse_series(&pos(INITIAL_FEN), "E2E4")
        .unwrap_err()
        .to_string();
    assert!(err.contains("lower case"), "{err}");
}

/// What the crowded-position property saw, to prove it hit the case.
#[derive(Default, Debug)]
struct Hits {
    /// Moves another like unit could also make to the same square, per role.
    rivalled: std::collections::BTreeMap<char, usize>,
    /// Of those, rivals on the same file (the origin rank or square must be written).
    same_file: usize,
    /// Written SAN with the origin rank after the letter (`B7d6`), per letter.
    rank_written: std::collections::BTreeMap<char, usize>,
    /// Of those, texts that taken for coordinates would be another legal move.
    decoys: usize,
    by_side: [usize; 2],
    moves: usize,
    series: usize,
    /// Moves in the seed's style with a Cyrillic letter, and without one (pawn
    /// moves and castling, the same in both alphabets).
    seed_cyrillic: usize,
    seed_neutral: usize,
}

/// The seed's text of the lone move `m` (issue 13): exactly one notation fits it —
/// Cyrillic SAN when it holds a Cyrillic letter, else SAN — and it reads back as `m`.
fn check_seed_text(start: Position, m: &Move, hits: &mut Hits) {
    let one = series_of(start, &[*m]);
    let text = series_san_in(&one, Alphabet::Cyrillic).join(", ");
    let own = if text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)) {
        hits.seed_cyrillic += 1;
        MoveNotation::CyrillicSan
    } else {
        hits.seed_neutral += 1;
        MoveNotation::San
    };
    let fen = start.fen();
    assert_eq!(MoveNotation::of(&text), Ok(own), "{text} in {fen}");
    let fitting: Vec<_> = MoveNotation::ALL
        .into_iter()
        .filter(|n| n.fits(&text))
        .collect();
    assert_eq!(fitting, [own], "{text} in {fen}");
    assert_eq!(
        parse_move(&Series::new(start), &text),
        Ok(*m),
        "{text} in {fen}"
    );
}

#[test]
fn crowded_positions_round_trip_every_move_and_series() {
    // DUOCHESS_PROP_CASES=20000 for a long run.
    let cases = crowded::cases(150);
    let mut rng = crowded::Rng(0x5EED_0010);
    let mut hits = Hits::default();
    for _ in 0..cases {
        let fen = crowded::chess_crowded(&mut rng, |f| Position::from_fen(f).is_ok());
        let start = pos(&fen);
        let first = Series::new(start).legal_moves();
        for m in &first {
            let one = series_of(start, &[*m]);
            let san = write_san(&one);
            if let [letter @ (b'Q' | b'R' | b'B' | b'N'), b'1'..=b'8', ..] = san.as_bytes() {
                *hits.rank_written.entry(*letter as char).or_default() += 1;
                hits.decoys += usize::from(crowded::chess_decoy(&first, &san, m));
            }
            for text in [san, write_coords(&one)] {
                let back =
                    parse_series(&start, &text).unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
                assert_eq!(back.moves(), one.moves(), "{text} in {fen}");
            }
            let rivals: Vec<&Move> = first
                .iter()
                .filter(|r| r.role == m.role && r.to == m.to && r.from != m.from)
                .filter(|_| !matches!(m.kind, MoveKind::Castle(_)))
                .collect();
            if !rivals.is_empty() {
                *hits.rivalled.entry(m.role.upper_char()).or_default() += 1;
                hits.same_file +=
                    usize::from(rivals.iter().any(|r| r.from.file() == m.from.file()));
                hits.by_side[usize::from(start.turn() == Side::Black)] += 1;
            }
            check_seed_text(start, m, &mut hits);
            hits.moves += 1;
        }
        // A random series: every move in its intermediate position.
        let mut series = Series::new(start);
        for _ in 0..1 + rng.below(6) {
            let moves = series.legal_moves();
            if moves.is_empty() {
                break;
            }
            series.play(&moves[rng.below(moves.len())]).unwrap();
        }
        if series.is_empty() {
            continue; // mated or stalemated: no move to write
        }
        let seed = series_san_in(&series, Alphabet::Cyrillic).join(", ");
        for text in [write_san(&series), write_coords(&series), seed] {
            let back =
                parse_series(&start, &text).unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
            assert_eq!(back.moves(), series.moves(), "{text} in {fen}");
        }
        hits.series += 1;
    }
    eprintln!("{cases} crowded positions: {hits:?}");
    for role in ['N', 'B', 'R', 'Q', 'P'] {
        assert!(
            hits.rivalled.get(&role).copied().unwrap_or(0) > 0,
            "{role}: {hits:?}"
        );
    }
    assert!(hits.same_file * 20 > cases, "{hits:?}");
    // The bishop's letter is also a file letter: B7d6 must not read as b7-d6.
    assert!(
        hits.rank_written.get(&'B').is_some_and(|&n| n > 0),
        "{hits:?}"
    );
    assert!(hits.decoys > 0, "{hits:?}");
    assert!(hits.by_side.iter().all(|&n| n > 0), "{hits:?}");
    assert!(hits.seed_cyrillic > 0 && hits.seed_neutral > 0, "{hits:?}");
}

#[test]
fn a_lone_move_is_read_in_the_notation_its_shape_names() {
    // `b7d6` is the knight (coordinates), `B7d6` the bishop (SAN).
    let s = Series::new(pos("4k3/1nb5/8/2b5/8/8/8/4K3 b - - 0 1"));
    let knight = parse_move(&s, "b7d6").unwrap();
    let bishop = parse_move(&s, "B7d6").unwrap();
    assert_eq!((knight.role, bishop.role), (Role::Knight, Role::Bishop));
}

// Issue 13: the seed's notation (Cyrillic SAN), read in any setting and written as a
// display style; a letter is read by what it is, never by its look.

use duochess::flicker::notation::{series_san_in, Alphabet, NotationError, SeriesStyle};
use duochess::flicker::Refusal;
use duochess::session::flicker::{FlickerGame, GameError as SessionError};

/// The seed's discovered-check example, with a white king added.
const SEED_EXAMPLE: &str = "1k6/8/8/8/8/8/1B6/1R5K w - - 0 1";

#[test]
fn the_seeds_example_is_accepted_and_written_in_its_style() {
    let mut game = FlickerGame::new(pos(SEED_EXAMPLE));
    game.play_series_text("Сc3, Лb2")
        .expect("the seed's series");
    // The bishop uncovers the rook's check; the rook keeps it but gives no new one.
    assert_eq!(game.move_list_in(SeriesStyle::Seed), ["1а. Сc3+, Тb2"]);
    assert_eq!(game.move_list(), ["1a. Bc3+, Rb2"]);
    assert_eq!(
        game.move_list_in(SeriesStyle::Coordinates),
        ["1a. b2c3, b1b2"]
    );
    // The same series typed in English reads to the same moves.
    let english = parse_series(&pos(SEED_EXAMPLE), "Bc3, Rb2").unwrap();
    assert_eq!(english.moves(), game.history()[0].moves.as_slice());
}

#[test]
fn the_seeds_forbidden_rook_capture_is_refused_at_its_second_move() {
    let mut game = FlickerGame::new(pos(SEED_EXAMPLE));
    let err = game.play_series_text("Сc3, Л:b8").unwrap_err();
    let SessionError::Notation(NotationError::Move {
        index, of, reason, ..
    }) = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!((*index, *of), (2, 2));
    assert_eq!(
        *reason,
        MoveTextError::Refused(Refusal::CapturesKing {
            square: "b8".parse().unwrap()
        })
    );
    assert!(
        err.to_string().contains("a king is never captured"),
        "{err}"
    );
    // Nothing was played.
    assert!(game.series().is_empty() && game.history().is_empty());
}

#[test]
fn seed_style_pieces_captures_castling_and_promotion() {
    let seed = |fen: &str, coords: &str| {
        let s = parse_series(&pos(fen), coords).expect("legal series");
        series_san_in(&s, Alphabet::Cyrillic).join(", ")
    };
    assert_eq!(seed("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"), "0-0-0");
    assert_eq!(seed("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"), "0-0");
    assert_eq!(seed("7k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8Ф+");
    assert_eq!(seed("7k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n"), "b8К");
    assert_eq!(seed("4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1", "d5c6"), "d:c6");
    assert_eq!(seed("1r2k3/8/8/8/8/8/8/1R2K3 w - - 0 1", "b1b8"), "Т:b8+");
    assert_eq!(seed("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2"), "Кbd2");
    assert_eq!(
        seed("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "e1e2,f1g3,b1d2"),
        "Крe2, Кg3, Кd2"
    );
    assert_eq!(seed("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "Т1a3");
    assert_eq!(
        seed("k7/8/8/8/8/8/8/3QK2R w - - 0 1", "h1h7,d1d8"),
        "Тh7, Фd8#"
    );
    assert_eq!(seed("4k3/8/8/8/1NB5/8/2B5/4K3 w - - 0 1", "c4d3"), "С4d3");
}

#[test]
fn cyrillic_san_is_its_own_notation_by_its_letters() {
    use MoveNotation::{Coordinate, CyrillicSan, San};
    for (text, want) in [
        ("Кf3", CyrillicSan),
        ("Крe2", CyrillicSan),
        ("Л:b8", CyrillicSan),
        ("Тxb8+", CyrillicSan),
        ("С7d6", CyrillicSan),
        ("Фh4e1", CyrillicSan),
        ("e8Ф", CyrillicSan),
        ("d7:c8=Т", CyrillicSan),
        // No piece letter: the same in both alphabets, and SAN.
        ("e4", San),
        ("e:d5", San),
        ("0-0-0", San),
        ("Kf3", San),
        ("e2e4", Coordinate),
    ] {
        assert_eq!(MoveNotation::of(text), Ok(want), "{text}");
        let fitting = MoveNotation::ALL.iter().filter(|n| n.fits(text)).count();
        assert_eq!(fitting, 1, "{text}");
    }
    for text in ["КрКe2", "Кe8=Q", "Ф", "Кр", "Сe9", "СBc3", "e8Кр"] {
        assert_eq!(
            MoveNotation::of(text),
            Err(MoveTextError::Malformed),
            "{text}"
        );
    }
}

#[test]
fn look_alike_letters_are_read_by_what_they_are() {
    // The Latin K is the king, the Cyrillic К the knight: both can go to f3 here.
    let start = Series::new(pos("4k3/8/8/8/8/6K1/8/6N1 w - - 0 1"));
    assert_eq!(parse_move(&start, "Kf3").unwrap().role, Role::King);
    assert_eq!(parse_move(&start, "Кf3").unwrap().role, Role::Knight);
    assert_eq!(parse_move(&start, "Крf3").unwrap().role, Role::King);
    // The Latin B is the bishop, the Cyrillic С too; the Latin C, the Cyrillic В
    // and T (Latin) are no piece, and say which letter was meant.
    let bishop = Series::new(pos(SEED_EXAMPLE));
    assert_eq!(
        parse_move(&bishop, "Bc3").unwrap(),
        parse_move(&bishop, "Сc3").unwrap()
    );
    for (text, found, like) in [
        ("Cc3", 'C', 'С'),
        ("Вc3", 'В', 'B'),
        ("Tb2", 'T', 'Т'),
        ("Сс3", 'с', 'c'), // a Cyrillic с in the square
        ("bе4", 'е', 'e'),
        ("Кpf3", 'p', 'р'), // Кр with a Latin p
        ("Kрf3", 'K', 'К'), // Кр with a Latin K
        ("О-О", 'О', 'O'),
        ("Лхb8", 'х', 'x'),
    ] {
        assert_eq!(
            MoveNotation::of(text),
            Err(MoveTextError::LookAlike { found, like }),
            "{text}"
        );
    }
    let err = parse_series(&pos(SEED_EXAMPLE), "Cc3")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("'C' is the Latin letter, not the Cyrillic 'С'"),
        "{err}"
    );
}

#[test]
fn a_typed_series_may_mix_alphabets_and_notations() {
    let start = pos(INITIAL_FEN);
    let mixed = parse_series(&start, "e4, Кf3, Bc4, d2d4").unwrap();
    let english = parse_series(&start, "e4, Nf3, Bc4, d4").unwrap();
    assert_eq!(mixed.moves(), english.moves());
    assert_eq!(
        series_san_in(&mixed, Alphabet::Cyrillic).join(", "),
        "e4, Кf3, Сc4, d4"
    );
    // Castling in either form, captures with x or : in either alphabet.
    let castle = pos("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    for text in ["0-0, Т:a8+", "O-O, Лxa8+", "e1g1, Rxa8", "0-0, R:a8"] {
        let s = parse_series(&castle, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(s.coords(), ["e1g1", "a1a8"], "{text}");
    }
}
