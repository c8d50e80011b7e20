//! Static evaluation of a Flickering position, in centipawns from one side's view.
//!
//! What matters between two series differs from orthodox chess: the side to move
//! may capture with *every* unit in one series (each once), and the other side
//! cannot answer inside that series. So the side to move's captures are almost
//! material already, and a defended piece is only "protected" in the sense that it
//! can be retaken in the next series. The terms:
//! - **Material** (pawn 100, knight 310, bishop 320, rook 500, queen 900).
//! - **Captures on offer** ([`capture_gain`]): each target attacked by the side to
//!   move counts its value (less the cheapest attacker's value when the target is
//!   defended), and attackers are matched to targets greedily, one target per
//!   unit — the side to move gets most of it, the other side a little (the side to
//!   move will usually deal with it first).
//! - **Promotion in reach**: a pawn one step from promoting with its square free.
//! - **King safety**: squares around each king attacked by the enemy.
//! - **Mobility**: squares attacked, a little each; pawns a little for advancing.
//! - **Mating drive** (`mating_drive`): a side at least a minor piece ahead is
//!   paid for taking squares from the enemy king and pushing it to the edge, and
//!   for bringing its own king near: without it a won ending is shuffled forever.

use crate::chess::{tables, Bitboard, Board, Role, Square};
use crate::core::Side;

/// The value of a piece in centipawns (the king counts nothing: it is never taken).
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 310,
        Role::Bishop => 320,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// A score beyond any evaluation: mating or being mated.
pub const MATE: i32 = 1_000_000;

/// The material of `side` on `board`.
pub fn material(board: &Board, side: Side) -> i32 {
    [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ]
    .iter()
    .map(|&r| board.pieces(side, r).count() as i32 * value(r))
    .sum()
}

/// What `by` can win by capturing now with its units in `movers` (each unit takes
/// at most one piece): targets ordered by gain, each given the cheapest free
/// attacker. A defended target gains its value less the attacker's (never below
/// zero); the king never takes a defended piece (it may not step into attack).
pub fn capture_gain(board: &Board, by: Side, movers: Bitboard) -> i32 {
    let occ = board.occupied();
    let mut targets: [(i32, Bitboard); 16] = [(0, Bitboard::EMPTY); 16];
    let mut n = 0;
    for q in board.side(!by) & !board.role(Role::King) {
        let attackers = board.attackers(q, by, occ) & movers;
        if attackers.is_empty() {
            continue;
        }
        let v = value(board.role_at(q).unwrap_or(Role::Pawn));
        let defended = board.attackers(q, !by, occ).any();
        let (gain, usable) = if defended {
            let usable = attackers & !board.role(Role::King);
            let cheapest = usable
                .into_iter()
                .map(|a| value(board.role_at(a).unwrap_or(Role::Queen)))
                .min()
                .unwrap_or(v);
            (v - cheapest, usable)
        } else {
            (v, attackers)
        };
        if gain > 0 && n < targets.len() {
            targets[n] = (gain, usable);
            n += 1;
        }
    }
    let targets = &mut targets[..n];
    targets.sort_unstable_by_key(|t| std::cmp::Reverse(t.0));
    let mut used = Bitboard::EMPTY;
    let mut total = 0;
    for (gain, attackers) in targets.iter() {
        let free = *attackers & !used;
        let pick = free
            .into_iter()
            .min_by_key(|&a| value(board.role_at(a).unwrap_or(Role::Queen)));
        if let Some(a) = pick {
            used.insert(a);
            total += gain;
        }
    }
    total
}

/// Pawns of `side` that promote next series by a free push: their value gain.
fn promotions_in_reach(board: &Board, side: Side) -> i32 {
    let seventh = Bitboard::rank(side.fold(6, 1));
    let pawns = board.pieces(side, Role::Pawn) & seventh;
    let free = pawns.shift_up(side == Side::White) & !board.occupied();
    free.count() as i32 * (value(Role::Queen) - value(Role::Pawn))
}

/// Squares attacked by the pieces of `side` other than its king (kings never take
/// each other, so the enemy king is no danger to a king).
fn piece_attacks(board: &Board, side: Side) -> Bitboard {
    let occ = board.occupied();
    (board.side(side) & !board.role(Role::King))
        .into_iter()
        .fold(Bitboard::EMPTY, |acc, s| acc | board.attacks_from(s, occ))
}

/// Squares next to `side`'s king (and its own) attacked by enemy pieces.
fn king_danger(board: &Board, side: Side, enemy_attacks: Bitboard) -> i32 {
    let Some(k) = board.king_of(side) else {
        return 0;
    };
    let zone = tables().king(k) | Bitboard::from(k);
    (zone & enemy_attacks).count() as i32
}

/// Pawn advancement of `side`: ranks gained, more near promotion.
fn pawn_progress(board: &Board, side: Side) -> i32 {
    board
        .pieces(side, Role::Pawn)
        .into_iter()
        .map(|s: Square| {
            let r = side.fold(s.rank().0 as i32 - 1, 6 - s.rank().0 as i32);
            r * r
        })
        .sum()
}

/// For a side well ahead: the enemy king's free squares taken away, its distance
/// from the centre, and the own king's closeness to it.
fn mating_drive(board: &Board, side: Side, attacks: Bitboard) -> i32 {
    let (Some(ek), Some(ok)) = (board.king_of(!side), board.king_of(side)) else {
        return 0;
    };
    if material(board, side) - material(board, !side) < value(Role::Knight) {
        return 0;
    }
    let free = (tables().king(ek) & !attacks & !board.side(!side)).count() as i32;
    let (f, r) = (ek.file().0 as i32, ek.rank().0 as i32);
    // Manhattan distances: every step towards the corner or the king counts.
    let edge = (2 * f - 7).abs() + (2 * r - 7).abs(); // 2 (centre) ..= 14 (corner)
    let near = 14 - (f - ok.file().0 as i32).abs() - (r - ok.rank().0 as i32).abs();
    12 * (8 - free) + 5 * edge + 8 * near
}

/// The evaluation of `board` with `to_move` about to make a series, from `me`'s view.
pub fn evaluate(board: &Board, to_move: Side, me: Side) -> i32 {
    let pieces = [
        piece_attacks(board, Side::White),
        piece_attacks(board, Side::Black),
    ];
    let king_attacks = |side: Side| {
        board
            .king_of(side)
            .map_or(Bitboard::EMPTY, |k| tables().king(k))
    };
    let attacks = [
        pieces[0] | king_attacks(Side::White),
        pieces[1] | king_attacks(Side::Black),
    ];
    let score_for = |side: Side| -> i32 {
        let moving = side == to_move;
        let gain = capture_gain(board, side, board.side(side));
        let promo = promotions_in_reach(board, side);
        let (gain_w, promo_w) = if moving { (85, 80) } else { (15, 25) };
        material(board, side)
            + gain * gain_w / 100
            + promo * promo_w / 100
            + 3 * attacks[side.index()].count() as i32
            - 14 * king_danger(board, side, pieces[(!side).index()])
            + 3 * pawn_progress(board, side)
            + mating_drive(board, side, attacks[side.index()])
    };
    score_for(me) - score_for(!me)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    fn board(fen: &str) -> Board {
        *Position::from_fen(fen).unwrap().board()
    }

    #[test]
    fn the_start_position_is_balanced() {
        let b = Board::initial();
        assert_eq!(material(&b, Side::White), material(&b, Side::Black));
        assert_eq!(
            evaluate(&b, Side::White, Side::White),
            -evaluate(&b, Side::White, Side::Black)
        );
    }

    #[test]
    fn captures_on_offer_use_each_unit_once() {
        // The white rook attacks both black knights; only one can be taken.
        let b = board("4k3/8/8/1n1R1n2/8/8/8/4K3 w - - 0 1");
        assert_eq!(capture_gain(&b, Side::White, b.side(Side::White)), 310);
        // A second white unit on the other knight: both.
        let b = board("4k3/8/8/1n1R1n2/8/4N3/8/4K3 w - - 0 1");
        assert_eq!(capture_gain(&b, Side::White, b.side(Side::White)), 620);
        // A defended pawn is no gain for a rook.
        let b = board("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(capture_gain(&b, Side::White, b.side(Side::White)), 0);
    }

    #[test]
    fn material_up_and_threats_count_for_the_side_to_move() {
        // White to move can take the hanging queen: good for White either way.
        let b = board("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        assert!(evaluate(&b, Side::White, Side::White) > 0);
        // With Black to move the queen gets away: worse for White.
        assert!(evaluate(&b, Side::Black, Side::White) < evaluate(&b, Side::White, Side::White));
    }
}
