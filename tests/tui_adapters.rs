//! The adapters between the front end and the game sessions.

mod common;

use common::cell;
use duochess::core::Side;
use duochess::tui::game::{GameError, MoveOutcome, NotationStyle, PieceKind, UndoOutcome};
use duochess::tui::{new_game, GameChoice};

#[test]
fn xiangqi_reads_every_notation_and_writes_both_lists() {
    let mut g = new_game(GameChoice::Xiangqi, None).expect("xiangqi");
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
    assert_eq!(snap.caption, "after move 1 (Che3)");
    assert_eq!(snap.turn, Side::Black);
    assert_eq!(g.undo(), Ok(UndoOutcome::Move));
    assert_eq!(g.history_len(), 2);
}

#[test]
fn xiangqi_refusals_carry_the_rules_core_reason() {
    let mut g = new_game(GameChoice::Xiangqi, None).expect("xiangqi");
    // A chariot cannot pass its own soldier on a4.
    let err = g.try_move(cell("a1"), cell("a5"), None);
    assert!(
        matches!(err, Err(GameError::Illegal(ref m)) if m.contains("a1a5")),
        "{err:?}"
    );
    assert!(matches!(g.play_text("zz"), Err(GameError::BadNotation(_))));
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
    let mut g = new_game(GameChoice::Xiangqi, None).expect("xiangqi");
    g.offer_draw().expect("offer");
    assert_eq!(g.draw_offered_by(), Some(Side::White));
    g.answer_draw(false).expect("decline");
    assert_eq!(g.draw_offered_by(), None);
    g.offer_draw().expect("offer again");
    g.answer_draw(true).expect("accept");
    assert!(g.result().is_over());
    assert!(matches!(g.play_text("h3e3"), Err(GameError::GameOver(_))));
}
