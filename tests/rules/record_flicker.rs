//! Flickering Chess records: random legal games (castling, en passant, promotions and
//! checks included) survive save → load with the same series and final position; bad
//! records give errors naming the line, the series and the move.

use duochess::chess::{Move, MoveKind, Position};
use duochess::flicker::notation::{san_plain, SeriesStyle};
use duochess::flicker::{solve, Series, Verdict};
use duochess::record::{self, LoadError, LoadedGame, RecordInfo};
use duochess::session::flicker::FlickerGame;

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[derive(Default, Debug)]
struct Seen {
    castles: usize,
    en_passant: usize,
    promotions: usize,
    checks: usize,
    multi_move_series: usize,
    /// Records rewritten in the seed's notation that hold a Cyrillic piece letter.
    seed_records: usize,
}

/// Play random series: moves that `prefer` picks out are chosen half the time so that
/// records exercise them; a series that cannot be ended is replaced by the solver's
/// shortest escape.
fn random_game(
    seed: u64,
    series: usize,
    start: Position,
    seen: &mut Seen,
    prefer: impl Fn(&Series, &Move) -> bool,
) -> FlickerGame {
    let mut game = FlickerGame::new(start);
    let mut rng = Rng(seed | 1);
    for _ in 0..series {
        if game.result().is_over() {
            break;
        }
        let want = 1 + rng.below(4);
        for _ in 0..want {
            let moves = game.series().legal_moves();
            if moves.is_empty() {
                break;
            }
            let special: Vec<_> = moves.iter().filter(|m| prefer(game.series(), m)).collect();
            let m = if !special.is_empty() && rng.below(2) == 0 {
                *special[rng.below(special.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            game.try_move(m.from, m.to, m.promotion).unwrap();
        }
        if game.can_end_series().is_err() {
            while !game.series().is_empty() {
                game.undo().unwrap();
            }
            let Verdict::Escape(witness) = solve(game.position()).verdict else {
                panic!("game ongoing but no escape")
            };
            for m in witness.moves() {
                game.try_move(m.from, m.to, m.promotion).unwrap();
            }
        }
        game.end_series().unwrap();
        let last = game.history().last().unwrap();
        seen.multi_move_series += usize::from(last.moves.len() > 1);
        for m in &last.moves {
            seen.castles += usize::from(matches!(m.kind, MoveKind::Castle(_)));
            seen.en_passant += usize::from(m.kind == MoveKind::EnPassant);
            seen.promotions += usize::from(m.promotion.is_some());
        }
        seen.checks += last
            .san
            .iter()
            .filter(|s| s.ends_with('+') || s.ends_with('#'))
            .count();
    }
    game
}

fn flickering(loaded: record::Loaded) -> FlickerGame {
    match loaded.game {
        LoadedGame::Flickering(g) => *g,
        LoadedGame::Xiangqi(_) => panic!("not a Flickering game"),
    }
}

#[test]
fn random_games_round_trip() {
    let starts = [
        Position::initial(),
        Position::from_fen("r3k2r/pP4pp/8/2pP4/8/8/P5Pp/R3K2R w KQkq c6 0 12").unwrap(),
        Position::from_fen("4k3/1P1P4/8/8/3pPp2/8/1p6/R3K3 b Q e3 0 30").unwrap(),
    ];
    let mut seen = Seen::default();
    for seed in 1..40u64 {
        let start = starts[seed as usize % starts.len()];
        let special = |_: &Series, m: &Move| m.promotion.is_some() || m.kind != MoveKind::Normal;
        let game = random_game(
            seed * 104_729,
            4 + seed as usize % 25,
            start,
            &mut seen,
            special,
        );
        let text = record::flicker::write(&game, &RecordInfo::default());
        let back = flickering(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
        assert_eq!(back.move_list(), game.move_list(), "{text}");
        assert_eq!(back.fen(), game.fen(), "{text}");
        assert_eq!(back.result(), game.result(), "{text}");
        let moves = |g: &FlickerGame| {
            g.history()
                .iter()
                .map(|p| p.moves.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(moves(&back), moves(&game));
        // The same record written by hand in the seed's notation (`1а. e4, Кf3`)
        // loads to the same game, and is written back in English.
        let (tags, _) = text.split_once("\n\n").expect("tags, then moves");
        let seed = format!(
            "{tags}\n\n{} {}\n",
            game.move_list_in(SeriesStyle::Seed).join(" "),
            game.result().pgn_token()
        );
        let back = flickering(record::load(&seed).unwrap_or_else(|e| panic!("{e}\n{seed}")));
        assert_eq!(moves(&back), moves(&game), "{seed}");
        assert_eq!(back.fen(), game.fen(), "{seed}");
        assert_eq!(record::flicker::write(&back, &RecordInfo::default()), text);
        seen.seed_records += usize::from(seed.contains('К') || seed.contains('Ф'));
    }
    assert!(seen.seed_records > 0, "{seen:?}");
    // The games really contained what the record format must carry.
    assert!(seen.castles > 0, "{seen:?}");
    assert!(seen.en_passant > 0, "{seen:?}");
    assert!(seen.promotions > 0, "{seen:?}");
    assert!(seen.checks > 0, "{seen:?}");
    assert!(seen.multi_move_series > 0, "{seen:?}");
}

#[test]
fn coordinates_and_colons_are_accepted() {
    let text = "[Variant \"Flickering\"]\n\n1a. e2e4, g1f3 1b. e5, Nc6 2a. Nxe5, Bc4 *\n";
    let game = flickering(record::load(text).unwrap());
    assert_eq!(
        game.move_list(),
        ["1a. e4, Nf3", "1b. e5, Nc6", "2a. Nxe5, Bc4"]
    );
    let with_colon = "[Variant \"Flickering\"]\n\n1a. e4, Nf3 1b. e5, Nc6 2a. N:e5 *\n";
    assert_eq!(
        flickering(record::load(with_colon).unwrap()).move_list()[2],
        "2a. Nxe5"
    );
}

#[test]
fn a_record_in_the_seeds_cyrillic_notation_loads() {
    let english = "[Variant \"Flickering\"]\n\n1a. e4, Nf3 1b. e5, Nc6 2a. Nxe5, Bc4, O-O *\n";
    // Hand-written: Cyrillic labels and letters, `:` captures, `0-0`, a mixed series.
    let seed = "[Variant \"Flickering\"]\n\n1а. e4, Кf3 1б. e5, Nc6 2а. К:e5, Сc4, 0-0 *\n";
    let a = flickering(record::load(english).unwrap());
    let b = flickering(record::load(seed).unwrap());
    assert_eq!(b.move_list(), a.move_list());
    assert_eq!(b.fen(), a.fen());
    assert_eq!(
        b.move_list_in(SeriesStyle::Seed),
        ["1а. e4, Кf3", "1б. e5, Кc6", "2а. К:e5, Сc4, 0-0"]
    );
    // A bad move of a Cyrillic record names its line, series and why.
    let bad = "[Variant \"Flickering\"]\n\n1а. e4, Сe5 *\n";
    let err = record::load(bad).unwrap_err().to_string();
    assert!(err.contains("line 3") && err.contains("Сe5"), "{err}");
}

#[test]
fn an_illegal_move_names_line_series_and_move() {
    let text = "[Variant \"Flickering\"]\n\n1a. e4, Nf3 1b. e5, Nc6\n2a. Bc4, Bb5 *\n";
    let err = record::load(text).unwrap_err();
    let LoadError::IllegalMove {
        line,
        number,
        text: moves,
        move_of_series,
        read,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!((*line, number.as_str()), (4, "2a."));
    assert_eq!((moves.as_str(), *move_of_series), ("Bc4, Bb5", Some(2)));
    assert_eq!(read.len(), 2);
    let msg = err.to_string();
    assert!(
        msg.starts_with("line 4: move 2a. Bc4, Bb5 (move 2 of the series):"),
        "{msg}"
    );
    assert!(msg.contains("already moved"), "{msg}");
}

#[test]
fn a_series_that_cannot_end_is_refused() {
    // The queen checks along h5-e8; Black's series moves a pawn and leaves the king
    // attacked, so it cannot end.
    let text = "[Variant \"Flickering\"]\n\n1a. e4 1b. f6 2a. Qh5+ 2b. a6 *\n";
    let err = record::load(text).unwrap_err().to_string();
    assert!(err.contains("2b. a6"), "{err}");
    assert!(err.contains("cannot end the series"), "{err}");
}

use crate::crowded;

/// Whether a SAN text names the origin of its piece (`Nbd2`, `R1a3`, `Qh4e1`), and
/// whether it does so with the rank (the case a coordinate reading got wrong).
fn origin_written(san: &str) -> (bool, bool) {
    let t = san.trim_end_matches(['+', '#']).replace('x', "");
    let b = t.as_bytes();
    let piece = matches!(b.first(), Some(b'K' | b'Q' | b'R' | b'B' | b'N'));
    let origin = piece && b.len() > 3;
    (origin, origin && b[1].is_ascii_digit())
}

fn series_starts(g: &FlickerGame) -> Vec<String> {
    g.history().iter().map(|p| p.start.fen()).collect()
}

#[test]
fn records_with_rank_disambiguation_load_back_to_the_same_game() {
    // The examples: B4d3 (not the knight b4-d3) and Black's B7d6 (not b7).
    let cases: [(&str, &[&[&str]], &str); 2] = [
        (
            "4k3/8/8/8/1NB5/8/2B5/4K3 w - - 0 1",
            &[&["c4d3"], &["e8d7"], &["c2b3", "b4d5"]],
            "1a. B4d3",
        ),
        (
            "4k3/1nb5/8/2b5/8/8/8/4K3 b - - 0 1",
            &[&["c7d6"], &["e1f1"], &["c5b4", "b7c5"]],
            "1b. B7d6",
        ),
    ];
    for (fen, series, written) in cases {
        let mut game = FlickerGame::new(Position::from_fen(fen).unwrap());
        for moves in series {
            for m in *moves {
                let (from, to, promo) =
                    duochess::flicker::notation::parse_coord(m).expect("coordinates");
                game.try_move(from, to, promo).unwrap();
            }
            game.end_series().unwrap();
        }
        let text = record::flicker::write(&game, &RecordInfo::default());
        assert!(text.contains(written), "{text}");
        let back = flickering(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
        assert_eq!(back.fen(), game.fen(), "{text}");
        assert_eq!(series_starts(&back), series_starts(&game), "{text}");
    }
}

#[test]
fn crowded_games_round_trip_through_records() {
    // DUOCHESS_PROP_CASES=5000 for a long run.
    let cases = crowded::cases(100);
    let mut rng = crowded::Rng(0x5EED_0011);
    let mut seen = Seen::default();
    let (mut origins, mut ranks, mut bishop_ranks, mut decoys) = (0, 0, 0, 0);
    for i in 0..cases {
        let fen = crowded::chess_crowded(&mut rng, |f| Position::from_fen(f).is_ok());
        let start = Position::from_fen(&fen).unwrap();
        // Prefer moves whose SAN taken for coordinates would be another move, or
        // else moves another like unit could also make (their SAN names the origin).
        let wanted = |series: &Series, m: &Move| {
            let legal = series.legal_moves();
            let decoy = |x: &Move| crowded::chess_decoy(&legal, &san_plain(series.state(), x), x);
            if legal.iter().any(decoy) {
                decoy(m)
            } else {
                legal
                    .iter()
                    .any(|r| r.role == m.role && r.to == m.to && r.from != m.from)
            }
        };
        let game = random_game(rng.next(), 2 + i % 8, start, &mut seen, wanted);
        let text = record::flicker::write(&game, &RecordInfo::default());
        let back = flickering(record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}")));
        assert_eq!(series_starts(&back), series_starts(&game), "{text}");
        assert_eq!(back.fen(), game.fen(), "{text}");
        assert_eq!(back.move_list(), game.move_list(), "{text}");
        for played in game.history() {
            let mut series = Series::new(played.start);
            for (m, san) in played.moves.iter().zip(&played.san) {
                let (origin, rank) = origin_written(san);
                origins += usize::from(origin);
                ranks += usize::from(rank);
                bishop_ranks += usize::from(rank && san.starts_with('B'));
                decoys += usize::from(crowded::chess_decoy(&series.legal_moves(), san, m));
                series.play(m).unwrap();
            }
        }
    }
    eprintln!(
        "{cases} crowded games: {origins} moves with an origin written, {ranks} with its rank \
         ({bishop_ranks} bishops: B7d6), {decoys} that read as coordinates would be another move"
    );
    assert!(
        origins > cases && bishop_ranks > 0 && decoys > 0,
        "{origins} {ranks} {bishop_ranks} {decoys}"
    );
}
