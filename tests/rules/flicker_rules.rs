//! One test (or more) per rule of `docs/rules/flickering.md` §3–§5, through the public series
//! API: what may be played, what is refused and why, and what the solver decides.

use duochess::chess::{Position, Role, Square};
use duochess::flicker::notation::{parse_coord, write_san};
use duochess::flicker::{solve, CannotEnd, Refusal, Series, Verdict};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).expect("test FEN")
}

fn sq(s: &str) -> Square {
    Square::parse(s).expect("square")
}

/// Play coordinate moves; panics with the refusal if one is illegal.
fn series(fen: &str, moves: &str) -> Series {
    let mut s = Series::new(pos(fen));
    for mv in moves.split(',').filter(|m| !m.is_empty()) {
        try_play(&mut s, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    s
}

fn try_play(s: &mut Series, mv: &str) -> Result<(), Refusal> {
    let (from, to, promo) = parse_coord(mv).expect("coordinate move");
    let m = s.find_move(from, to, promo)?;
    s.play(&m)
}

fn refusal(s: &Series, mv: &str) -> String {
    let mut copy = s.clone();
    match try_play(&mut copy, mv) {
        Ok(()) => panic!("{mv} was accepted"),
        Err(e) => e.to_string(),
    }
}

// §3.8 — the seed's example.
#[test]
fn seed_example_bishop_discovers_check_and_the_rook_moves_on_but_never_takes_the_king() {
    let fen = "1k6/8/8/8/8/8/1B6/1R5K w - - 0 1";
    let s = series(fen, "b2c3,b1b2");
    assert_eq!(write_san(&s), "Bc3+, Rb2");
    assert!(s.can_end().is_ok());
    for rook_to in ["b3", "b7", "a1", "c1", "g1"] {
        let s = series(fen, &format!("b2c3,b1{rook_to}"));
        assert!(s.can_end().is_ok(), "Bc3, R{rook_to}");
    }
    let after_bishop = series(fen, "b2c3");
    assert_eq!(
        refusal(&after_bishop, "b1b8"),
        "the move would capture the king on b8; a king is never captured"
    );
    assert!(!after_bishop.destinations(sq("b1")).contains(sq("b8")));
}

// §3.2 — each unit at most once; a unit blocked at the start may move later.
#[test]
fn each_unit_moves_once_and_may_use_a_way_opened_earlier() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let s = series(start, "e2e4,f1c4");
    assert_eq!(
        refusal(&s, "c4b5"),
        "the bishop on c4 has already moved in this series"
    );
    assert_eq!(
        refusal(&s, "e4e5"),
        "the pawn on e4 has already moved in this series"
    );
    // The queen had no move at the start; e2 is free now.
    assert!(s.destinations(sq("d1")).contains(sq("h5")));
}

// §3.2 — a promoted pawn is the same unit and has moved.
#[test]
fn two_promotions_in_one_series_and_the_new_pieces_do_not_move_again() {
    let s = series("4k3/PP6/8/8/8/8/8/4K3 w - - 0 1", "a7a8q,b7b8n");
    let b = s.state().board();
    assert_eq!(b.role_at(sq("a8")), Some(Role::Queen));
    assert_eq!(b.role_at(sq("b8")), Some(Role::Knight));
    assert!(s.destinations(sq("a8")).is_empty());
    assert!(s.destinations(sq("b8")).is_empty());
    assert_eq!(write_san(&s), "a8=Q+, b8=N");
    let mut bare = Series::new(pos("4k3/PP6/8/8/8/8/8/4K3 w - - 0 1"));
    assert!(matches!(
        bare.find_move(sq("a7"), sq("a8"), None),
        Err(Refusal::PromotionNeeded { .. })
    ));
    assert!(try_play(&mut bare, "a7a8r").is_ok());
}

// §3.3 — a series can never be passed.
#[test]
fn an_empty_series_cannot_end() {
    let s = Series::new(Position::initial());
    assert_eq!(s.can_end(), Err(CannotEnd::NoMove));
    assert_eq!(
        s.can_end().unwrap_err().to_string(),
        "a series needs at least one move"
    );
}

// §3.4 — castling after clearing the path earlier in the same series.
#[test]
fn castling_after_the_path_was_cleared_in_the_same_series() {
    let fen = "4k3/8/8/8/8/8/8/4K1NR w K - 0 1";
    let s = series(fen, "");
    assert_eq!(
        refusal(&s, "e1g1"),
        "cannot castle king side: g1 is not empty"
    );
    let s = series(fen, "g1f3,e1g1");
    let b = s.state().board();
    assert_eq!(b.role_at(sq("g1")), Some(Role::King));
    assert_eq!(b.role_at(sq("f1")), Some(Role::Rook));
    assert_eq!(write_san(&s), "Nf3, O-O");
    // Castling is the move of both units: the rook cannot move again.
    assert_eq!(
        refusal(&s, "f1f2"),
        "the rook on f1 has already moved in this series"
    );
    let next = s.end().expect("safe");
    assert!(next.castling().is_empty());
}

// §3.4 — the crossed square must not be attacked at that moment.
#[test]
fn castling_refused_while_the_crossed_square_is_attacked_and_allowed_after_the_capture() {
    let fen = "4k3/8/8/8/8/8/5r2/3NK2R w K - 0 1";
    let s = series(fen, "");
    assert_eq!(
        refusal(&s, "e1g1"),
        "cannot castle king side: f1 is attacked by the rook on f2"
    );
    let s = series(fen, "d1f2,e1g1");
    assert!(s.can_end().is_ok());
}

// §3.4 — no castling out of check, nor after the king or rook moved.
#[test]
fn castling_needs_the_king_unattacked_and_both_units_unmoved() {
    let s = series("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "h1h2");
    assert!(refusal(&s, "e1g1").starts_with("cannot castle king side: the king or that rook"));
    assert!(s.destinations(sq("e1")).contains(sq("c1")));
    let s = series("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "");
    assert_eq!(
        refusal(&s, "e1c1"),
        "cannot castle queen side: e1 is attacked by the rook on e8"
    );
}

// §3.5 — the king is refused a square that a later move would have covered.
#[test]
fn king_refused_an_attacked_square_even_if_a_later_move_would_block() {
    let fen = "4k3/8/8/6b1/8/8/4P3/4K3 w - - 0 1";
    let s = series(fen, "");
    assert_eq!(
        refusal(&s, "e1d2"),
        "the king cannot step to d2: attacked by the bishop on g5"
    );
    // Blocking first makes the step legal.
    let s = series(fen, "e2e3,e1d2");
    assert!(s.can_end().is_ok());
}

// §3.5 — attacks are computed with the king lifted.
#[test]
fn king_cannot_step_back_along_the_checking_line() {
    let s = series("4r2k/8/8/8/8/8/4K3/8 w - - 0 1", "");
    assert_eq!(
        refusal(&s, "e2e1"),
        "the king cannot step to e1: attacked by the rook on e8"
    );
    assert!(s.destinations(sq("e2")).contains(sq("d1")));
}

// §3.6, §3.7 — a pinned piece may move mid-series; the series ends only when safe.
#[test]
fn pinned_piece_moves_mid_series_but_the_series_cannot_end_in_check() {
    let s = series("k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3");
    assert_eq!(
        s.can_end().unwrap_err().to_string(),
        "your king is attacked by the rook on e8"
    );
    let mut s2 = s.clone();
    assert!(s2.undo().is_some());
    assert!(s2.is_empty());
    let s = series("k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3,e1d2");
    assert!(s.can_end().is_ok());
}

// §3.7 — every attacker is listed.
#[test]
fn cannot_end_lists_all_attackers() {
    let s = series("k3r3/8/8/8/1b6/8/3PB3/4K3 w - - 0 1", "e2f3,d2d4");
    assert_eq!(
        s.can_end().unwrap_err().to_string(),
        "your king is attacked by the bishop on b4 and the rook on e8"
    );
}

// §3.9 — a series may leave the enemy king attacked by several pieces.
#[test]
fn a_series_may_give_several_checks() {
    let s = series("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8,h1h8");
    assert!(s.can_end().is_ok());
    assert_eq!(s.state().checks().count(), 2);
    let next = s.end().expect("may end");
    assert_eq!(next.checkers().count(), 2);
}

// §3.10 — a piece captured early no longer attacks.
#[test]
fn a_piece_captured_earlier_no_longer_attacks_the_kings_square() {
    let fen = "4k3/8/8/6b1/8/8/8/4K1R1 w - - 0 1";
    let s = series(fen, "g1g5,e1d2");
    assert!(s.can_end().is_ok());
}

// §4.1 — two en-passant captures in one series.
#[test]
fn two_en_passant_captures_in_one_series() {
    let s = series("4k3/8/8/2pP1pP1/8/8/8/4K3 w - c6f6 0 1", "d5c6,g5f6");
    let b = s.state().board();
    assert_eq!(b.role_at(sq("c5")), None);
    assert_eq!(b.role_at(sq("f5")), None);
    assert_eq!(b.role_at(sq("c6")), Some(Role::Pawn));
    assert_eq!(b.role_at(sq("f6")), Some(Role::Pawn));
    assert_eq!(write_san(&s), "dxc6, gxf6");
}

// §4.1 — the skipped square must be empty at the moment of the capture.
#[test]
fn en_passant_needs_the_skipped_square_empty_at_that_moment() {
    // A rook going to c4 leaves the capture possible.
    let mut s = series("4k3/8/8/2pP4/8/8/8/2R1K3 w - c6 0 1", "");
    try_play(&mut s, "c1c4").expect("rook move");
    assert!(s.destinations(sq("d5")).contains(sq("c6")));
    // A bishop standing on c6 makes it impossible.
    let mut u = series("7k/8/8/2pP4/B7/8/8/4K3 w - c6 0 1", "a4c6");
    assert!(!u.destinations(sq("d5")).contains(sq("c6")));
    assert!(try_play(&mut u, "d5c6").is_err());
}

// §4.1 — the right arises only if the skipped square is empty when the series ends
// and an enemy pawn stands beside the double-stepped pawn; it lasts one series.
#[test]
fn en_passant_right_arises_only_with_the_skipped_square_empty() {
    let fen = "4k3/8/8/8/5p2/8/4P3/2Q1K3 w - - 0 1";
    let next = series(fen, "e2e4").end().expect("safe");
    assert_eq!(next.fen(), "4k3/8/8/8/4Pp2/8/8/2Q1K3 b - e3 0 1");
    let next = series(fen, "e2e4,c1e3").end().expect("safe");
    assert!(next.ep_squares().is_empty());
    // No enemy pawn beside: no right.
    let next = series("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4")
        .end()
        .expect("safe");
    assert!(next.ep_squares().is_empty());
    // The right lasts one series: Black does not use it, White moves, and it is gone.
    let black = series(&next_fen(fen, "e2e4"), "e8d8");
    let white = Series::new(black.end().expect("safe"));
    let back = series(&white.start().fen(), "c1c2").end().expect("safe");
    assert!(back.ep_squares().is_empty());
}

fn next_fen(fen: &str, moves: &str) -> String {
    series(fen, moves).end().expect("safe").fen()
}

// §4.2 — several double steps create several rights, all usable in one series.
#[test]
fn several_double_steps_create_several_rights() {
    let fen = "4k3/8/8/8/1p1p1p2/8/2P1P3/4K3 w - - 0 1";
    let next = series(fen, "c2c4,e2e4").end().expect("safe");
    assert_eq!(next.fen(), "4k3/8/8/8/1pPpPp2/8/8/4K3 b - c3e3 0 1");
    let reply = series(&next.fen(), "b4c3,d4e3");
    assert_eq!(write_san(&reply), "bxc3, dxe3");
}

// §5 — every single move exposes the king, but a two-move series is safe.
#[test]
fn every_single_move_exposes_the_king_but_a_two_move_series_is_safe() {
    let fen = "r6b/8/4k3/8/8/8/NN6/KN5r w - - 0 1";
    let s = Series::new(pos(fen));
    for m in s.legal_moves() {
        let mut one = s.clone();
        one.play(&m).expect("legal");
        assert!(one.can_end().is_err(), "{m} alone is safe");
    }
    let solution = solve(&pos(fen));
    match solution.verdict {
        Verdict::Escape(w) => {
            assert_eq!(w.len(), 2);
            assert!(w.can_end().is_ok());
        }
        other => panic!("expected an escape, got {}", other.name()),
    }
    assert!(series(fen, "a2c1,b1a3").can_end().is_ok());
}

// §5.1, §5.2 — mate and stalemate.
#[test]
fn mate_and_stalemate_verdicts() {
    assert!(matches!(
        solve(&pos("1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1")).verdict,
        Verdict::Mate
    ));
    assert!(matches!(
        solve(&pos("k7/8/1Q6/8/8/8/8/7K b - - 0 1")).verdict,
        Verdict::Stalemate
    ));
    // Not mate although in check: a two-move rescue.
    let fen = "8/7k/2B4B/8/K7/8/rq1P3R/8 w - - 0 1";
    match solve(&pos(fen)).verdict {
        Verdict::Escape(w) => assert_eq!(w.len(), 3),
        other => panic!("{}", other.name()),
    }
}

// §3.5/§3.8 — the UI helpers agree with the refusals.
#[test]
fn destinations_and_refusals_agree() {
    let s = Series::new(Position::initial());
    for from in Square::all() {
        let dest = s.destinations(from);
        for to in Square::all() {
            assert_eq!(
                dest.contains(to),
                s.refusal(from, to).is_none(),
                "{from}{to}"
            );
        }
    }
    assert_eq!(
        s.refusal(sq("e7"), sq("e5")).map(|r| r.to_string()),
        Some("there is no white piece on e7".into())
    );
    assert_eq!(
        s.refusal(sq("f1"), sq("c4")).map(|r| r.to_string()),
        Some("the bishop on f1 cannot move to c4: the way is blocked on e2".into())
    );
    assert_eq!(
        s.refusal(sq("a1"), sq("a2")).map(|r| r.to_string()),
        Some("a2 is occupied by your own pawn".into())
    );
}
