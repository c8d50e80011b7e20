//! Checks and chases in one position — the facts the perpetual check and chase
//! rules (`docs/rules/xiangqi.md` §4) are built from. Whether they are *perpetual* needs history
//! and is decided in [`crate::session::xiangqi`].
//!
//! In a position judged "as if `X` were to move", `X`'s piece A chases the enemy
//! piece T when:
//! - A is a chariot, horse, cannon, advisor or elephant (generals and soldiers
//!   never chase);
//! - T is not the general, nor a soldier still on its own side of the river;
//! - A can legally capture T;
//! - A and T are not of the same kind with T able to take A back at once (an
//!   offer to exchange);
//! - and either A is a horse or cannon and T a chariot; or A is an advisor or
//!   elephant and T a chariot, horse or cannon; or T is unprotected: after A
//!   takes T, T's side has no legal recapture on that point.

use super::board::in_own_half;
use super::piece::PieceKind;
use super::position::Position;
use super::{Move, Point};
use crate::core::Side;

/// One chase: `chaser` (a piece of the side judged) threatens `target`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chase {
    pub chaser: Point,
    pub target: Point,
}

/// Whether the kinds allow a chase at all, and whether it is a chase regardless of
/// protection.
fn chase_kinds(attacker: PieceKind, target: PieceKind) -> Option<bool> {
    use PieceKind::*;
    match attacker {
        General | Soldier => None,
        _ if target == General => None,
        Horse | Cannon if target == Chariot => Some(true),
        Advisor | Elephant if matches!(target, Chariot | Horse | Cannon) => Some(true),
        _ => Some(false),
    }
}

/// Whether T's side could recapture at once on `mv.to` after `mv`.
fn recapture_possible(pos: &Position, mv: Move) -> bool {
    pos.after(mv).legal_moves().iter().any(|m| m.to == mv.to)
}

/// The chases by `chaser`'s pieces in `pos`, judged as if `chaser` were to move.
pub fn chases(pos: &Position, chaser: Side) -> Vec<Chase> {
    let judged = pos.with_side_to_move(chaser);
    let mut out = Vec::new();
    for mv in judged.legal_moves() {
        let Some(target) = mv.captured else {
            continue;
        };
        let Some(regardless) = chase_kinds(mv.piece.kind, target.kind) else {
            continue;
        };
        if target.kind == PieceKind::Soldier && in_own_half(mv.to, target.side) {
            continue;
        }
        if mv.piece.kind == target.kind {
            // An offer to exchange if T could take A back at once.
            let reverse = pos.with_side_to_move(target.side);
            if reverse.find_move(mv.to, mv.from).is_some() {
                continue;
            }
        }
        if regardless || !recapture_possible(&judged, mv) {
            out.push(Chase {
                chaser: mv.from,
                target: mv.to,
            });
        }
    }
    out
}

/// The pieces of `checker` that attack the enemy general in `pos`.
pub fn checking_pieces(pos: &Position, checker: Side) -> Vec<Point> {
    let general = pos.general(!checker);
    pos.with_side_to_move(checker)
        .pseudo_legal_moves()
        .into_iter()
        .filter(|m| m.to == general)
        .map(|m| m.from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn cannon_on_unprotected_chariot_is_a_chase() {
        // Red cannon b3 with screen b5 attacks the black chariot on b8.
        let pos =
            Position::from_fen("2bakabnr/9/1rn1c4/2p1p1p1p/PP7/9/4P1P1P/1C4NC1/9/1NBAKAB1R b")
                .unwrap();
        let found = chases(&pos, Side::White);
        assert!(found.contains(&Chase {
            chaser: pt("b3"),
            target: pt("b8")
        }));
    }

    #[test]
    fn soldiers_and_generals_never_chase_and_home_soldiers_are_not_chased() {
        let pos = Position::from_fen("4k4/9/9/9/9/4p4/3pP4/9/9/3K5 w").unwrap();
        // The red soldier on e4 attacks e5; the black soldier on d4 stands beside it.
        assert!(chases(&pos, Side::White).is_empty());
        assert!(chases(&pos, Side::Black).is_empty());
    }

    #[test]
    fn like_pieces_offering_exchange_do_not_chase() {
        let pos = Position::from_fen("4k4/9/9/9/2r3R2/9/9/9/9/3K5 w").unwrap();
        assert!(chases(&pos, Side::White).is_empty());
        assert!(chases(&pos, Side::Black).is_empty());
        assert_eq!(checking_pieces(&pos, Side::White), Vec::<Point>::new());
    }
}
