//! The adapters between the front end and the game sessions.

use crate::common;

use common::cell;
use duochess::core::Side;
use duochess::flicker::Refusal;
use duochess::play::new_game;
use duochess::play::port::{
    FlickerRefusal, GameError, MoveOutcome, NotationStyle, Notice, PieceKind, UndoOutcome,
};
use duochess::session::GameKind;
use duochess::session::GameResult;

#[test]
fn xiangqi_reads_every_notation_and_writes_both_lists() {
    let mut g = new_game(GameKind::Xiangqi, None).expect("xiangqi");
    g.play_text("C2.5").expect("WXF");
    g.play_text("h10g8").expect("coordinates");
    g.play_text("Hc3").expect("algebraic");
    assert_eq!(
        g.move_list(NotationStyle::Standard),
        vec!["1. Che3 Hg8", "2. Hc3"]
    );
    assert_eq!(g.move_list(NotationStyle::Wxf)[0], "1. C2.5 H8+7");
    assert_eq!(g.turn(), Side::Black);
    assert_eq!(g.last_moves(), vec![(cell("b1"), cell("c3"))]);
    let snap = g.snapshot_at(1).expect("after move 1");
    assert_eq!(snap.caption.to_string(), "after move 1 (Che3)");
    assert_eq!(snap.turn, Side::Black);
    assert_eq!(g.undo(), Ok(UndoOutcome::Move));
    assert_eq!(g.history_len(), 2);
}

#[test]
fn xiangqi_refusals_carry_the_rules_core_reason() {
    let mut g = new_game(GameKind::Xiangqi, None).expect("xiangqi");
    // A chariot cannot pass its own soldier on a4.
    let err = g.try_move(cell("a1"), cell("a5"), None);
    assert!(
        matches!(err, Err(GameError::XiangqiNotation(ref e))
            if !e.is_malformed() && e.to_string().contains("a1a5")),
        "{err:?}"
    );
    assert!(matches!(
        g.play_text("zz"),
        Err(GameError::XiangqiNotation(ref e)) if e.is_malformed()
    ));
    assert_eq!(
        g.try_move(cell("h3"), cell("e3"), None),
        Ok(MoveOutcome::Played)
    );
    let mut dests = g.destinations(cell("h8"));
    dests.sort();
    // Along the file to h2 (nothing to hop over for a capture on h1), along the rank.
    assert!(dests.contains(&cell("e8")) && dests.contains(&cell("h2")));
    assert!(!dests.contains(&cell("h1")));
    assert_eq!(
        g.piece_at(cell("e3")).map(|p| (p.side, p.kind)),
        Some((Side::White, PieceKind::Cannon))
    );
}

#[test]
fn xiangqi_draw_offer_declined_then_accepted() {
    let mut g = new_game(GameKind::Xiangqi, None).expect("xiangqi");
    g.offer_draw().expect("offer");
    assert_eq!(g.draw_offered_by(), Some(Side::White));
    g.answer_draw(false).expect("decline");
    assert_eq!(g.draw_offered_by(), None);
    g.offer_draw().expect("offer again");
    g.answer_draw(true).expect("accept");
    assert!(g.result().is_over());
    assert!(matches!(
        g.play_text("h3e3"),
        Err(GameError::GameOver { .. })
    ));
}

#[test]
fn flickering_series_end_refusal_and_undo() {
    let mut g = new_game(GameKind::Flickering, None).expect("flickering");
    assert!(g.has_series());
    g.play_text("e4, f4").expect("series");
    g.play_text("e5, Qh4").expect("series");
    assert_eq!(
        g.move_list(NotationStyle::Standard),
        vec!["1a. e4, f4", "1b. e5, Qh4+"]
    );
    assert_eq!(g.checked(), vec![cell("e1")]);
    // A move that leaves the check: the series cannot end, and the rules core says why.
    g.try_move(cell("a2"), cell("a3"), None).expect("a3");
    assert_eq!(g.series_so_far(), vec!["a3".to_string()]);
    assert_eq!(g.moved_this_series(), vec![cell("a3")]);
    let err = g.end_series().expect_err("king attacked");
    assert!(
        err.to_string()
            .contains("cannot end the series: your king is attacked by the queen on h4"),
        "{err}"
    );
    // The moved unit cannot move again, and the reason is the rules core's.
    assert!(g.destinations(cell("a3")).is_empty());
    let why = g.immobile_reason(cell("a3")).expect("reason");
    assert!(
        matches!(
            why,
            GameError::Flickering(FlickerRefusal::Refused(Refusal::AlreadyMoved { .. }))
        ),
        "{why:?}"
    );
    assert!(why.to_string().contains("already moved"), "{why}");
    g.try_move(cell("g2"), cell("g3"), None).expect("block");
    g.end_series().expect("safe now");
    // Undo at the start of a series takes back the whole previous series.
    assert_eq!(g.undo(), Ok(UndoOutcome::Series));
    assert_eq!(g.turn(), Side::White);
    assert_eq!(g.series_so_far().len(), 0);
    assert_eq!(g.move_list(NotationStyle::Standard).len(), 2);
    // Typed text is all or nothing: a refused second move takes the first back.
    let err = g.play_text("g3, Ke3").expect_err("no king move to e3");
    assert!(err.to_string().starts_with("move 2 (Ke3)"), "{err}");
    assert!(g.series_so_far().is_empty());
    // A final comma keeps the series open.
    g.play_text("g3,").expect("open series");
    assert_eq!(g.series_so_far(), vec!["g3".to_string()]);
    assert_eq!(g.undo(), Ok(UndoOutcome::Move));
}

#[test]
fn flickering_promotion_asks_for_a_piece() {
    let mut g = new_game(
        GameKind::Flickering,
        Some("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"),
    )
    .expect("fen");
    assert_eq!(
        g.try_move(cell("b7"), cell("b8"), None),
        Ok(MoveOutcome::NeedsPromotion)
    );
    assert!(g.series_so_far().is_empty());
    assert_eq!(
        g.try_move(cell("b7"), cell("b8"), Some(PieceKind::Rook)),
        Ok(MoveOutcome::Played)
    );
    assert_eq!(
        g.piece_at(cell("b8")).map(|p| p.kind),
        Some(PieceKind::Rook)
    );
    let snap_count = g.history_len();
    g.end_series().expect("end");
    assert_eq!(g.history_len(), snap_count + 1);
    let s = g.snapshot_at(1).expect("after the series");
    assert!(
        s.caption.to_string().starts_with("after 1a. b8=R"),
        "{}",
        s.caption
    );
    assert_eq!(s.last_moves, vec![(cell("b7"), cell("b8"))]);
}

#[test]
fn xiangqi_repetition_notice_is_a_value_that_reads_as_the_warning() {
    let mut g = new_game(GameKind::Xiangqi, None).expect("xiangqi");
    assert_eq!(g.notice(), None);
    // Both horses out and back twice: the start position occurs for the third time.
    for m in [
        "h1g3", "h10g8", "g3h1", "g8h10", "h1g3", "h10g8", "g3h1", "g8h10",
    ] {
        g.play_text(m).expect(m);
    }
    let Some(Notice::Repetition(w)) = g.notice() else {
        panic!("a repetition notice: {:?}", g.notice());
    };
    assert_eq!(g.notice().map(|n| n.to_string()), Some(w.to_string()));
    // No check and no chase: a draw is what one more occurrence decides.
    assert!(matches!(w.at_stake, GameResult::Draw { .. }), "{w:?}");
}
