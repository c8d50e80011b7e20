//! Attacks in the picture: from which of its finals a unit attacks a square,
//! over which squares, in every end position the picture allows.
//!
//! The end position of every completion puts each unit on one of its finals
//! (`mod.rs`, "The picture"), with every *certainly occupied* square (D pieces,
//! units with one final: [`Picture::end_block`]) occupied. An attack in the end position is therefore an attack in the
//! picture: a unit on a final square of the right geometry with no certainly
//! occupied square between (a pawn on the last rank counts as any promotion).
//! Nor a *stop* between: where a unit's finals, two or more, all lie on one
//! ray from the attacked square `s`, the unit stands between `s` and the
//! farthest of them `f`, or on `f`, so no other unit attacks `s` from `f` or
//! beyond, and the unit itself attacks only from its finals (as from any
//! square before `f`): `f` counts as certainly occupied for the lines to `s`
//! (a pawn that ends on `c4` or `c3` bars the file to `c1` of a rook on `c8`).
//! That holds through the defender's series too, whenever the king's square
//! is asked about: A's units never move in it, and the series of D that the
//! proofs exhibit take no pawn en passant, so a unit leaves its square only
//! for a D piece that takes it there and stays (where the D pieces' own
//! squares are emptied, a stop among them counts for nothing).

use super::{Picture, MAX_UNITS};
use crate::chess::{tables, Bitboard, Role, Square};

impl Picture {
    /// Squares certainly occupied at the end: fixed defender pieces and units with
    /// a single end square.
    pub(super) fn end_block(&self) -> Bitboard {
        let mut occ = self.d_fixed();
        for u in self.units.iter() {
            if !u.finals.more_than_one() {
                occ |= u.finals;
            }
        }
        occ
    }

    /// For each unit, the end squares from which it would attack `s` (lines open
    /// unless an end-blocking square lies between; `lifted` squares count as empty).
    /// Returns the units with some such square (bit `i` for unit `i`).
    pub(super) fn attack_squares(&self, s: Square, occ: Bitboard, out: &mut [Bitboard]) -> u32 {
        self.attack_squares_but(s, occ, Bitboard::EMPTY, out)
    }

    /// [`attack_squares`](Self::attack_squares) of the units not standing on `gone`
    /// (squares where the defender captured them).
    pub(super) fn attack_squares_but(
        &self,
        s: Square,
        occ: Bitboard,
        gone: Bitboard,
        out: &mut [Bitboard],
    ) -> u32 {
        let from = self.attack_patterns(s, occ);
        let mut attacking = 0;
        for (i, (o, u)) in out.iter_mut().zip(self.units.iter()).enumerate() {
            let a = u.finals & !gone & from[u.role.index()];
            *o = a;
            attacking |= u32::from(a.any()) << i;
        }
        attacking
    }

    /// Does some unit not standing on `gone` attack `s` ([`attack_squares_but`](
    /// Self::attack_squares_but) not all empty)? From the units' end squares by role
    /// (`by_role`, [`Ctx`]): a unit's attacking squares are its end squares within its
    /// role's pattern, so some unit has one exactly when their union by role does.
    pub(super) fn attacked_but(
        &self,
        s: Square,
        occ: Bitboard,
        gone: Bitboard,
        by_role: &[Bitboard; 6],
    ) -> bool {
        let from = self.attack_patterns(s, occ);
        Iterator::zip(by_role.iter(), from.iter()).any(|(&f, &p)| (f & !gone & p).any())
    }

    /// For each role (by [`Role::index`]), the squares from which a unit of it attacks
    /// `s` with `occ` occupied (a pawn on the last rank as any promotion).
    pub(super) fn attack_patterns(&self, s: Square, occ: Bitboard) -> [Bitboard; 6] {
        let t = tables();
        let rook = t.rook(s, occ);
        let bishop = t.bishop(s, occ);
        let knight = t.knight(s);
        let last = Bitboard::rank(self.us.fold(7, 0));
        let mut from = [Bitboard::EMPTY; 6];
        from[Role::Pawn.index()] =
            (!last & t.pawn(!self.us, s)) | (last & (rook | bishop | knight));
        from[Role::Knight.index()] = knight;
        from[Role::Bishop.index()] = bishop;
        from[Role::Rook.index()] = rook;
        from[Role::Queen.index()] = rook | bishop;
        from[Role::King.index()] = t.king(s);
        from
    }

    /// What every answer of this picture shares (`occ`: [`end_block`](Self::end_block)).
    pub(super) fn context(&self, occ: Bitboard) -> Ctx {
        let t = tables();
        let (mut possibly_a, mut twice) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let mut certain = Bitboard::EMPTY;
        let mut by_role = [Bitboard::EMPTY; 6];
        let mut lined = Lined {
            list: [(Bitboard::EMPTY, Bitboard::EMPTY); MAX_UNITS],
            len: 0,
        };
        for (i, u) in self.units.iter().enumerate() {
            if i != self.king && !u.finals.more_than_one() {
                certain |= u.finals;
            }
            twice |= possibly_a & u.finals;
            possibly_a |= u.finals;
            by_role[u.role.index()] |= u.finals;
            let mut f = u.finals.into_iter();
            if let (Some(a), Some(b)) = (f.next(), f.next()) {
                let line = t.line(a, b);
                if (u.finals & !line).is_empty() {
                    lined.list[lined.len] = (line, u.finals);
                    lined.len += 1;
                }
            }
        }
        let a_king = self.units[self.king].finals;
        let mut a_king_zone = Bitboard::EMPTY;
        for k in a_king {
            a_king_zone |= t.king(k);
        }
        Ctx {
            occ,
            certain,
            possibly_a,
            twice,
            by_role,
            a_king,
            a_king_zone,
            lined,
        }
    }
}

/// What every answer of one picture shares.
pub(super) struct Ctx {
    /// Squares certainly occupied at the end.
    pub(super) occ: Bitboard,
    /// Squares holding a unit other than A's king in every end position (the one
    /// end square of such a unit).
    pub(super) certain: Bitboard,
    /// Squares some unit may end on, and squares two or more units may end on.
    pub(super) possibly_a: Bitboard,
    pub(super) twice: Bitboard,
    /// For each role (by [`Role::index`]), the squares its units may end on.
    pub(super) by_role: [Bitboard; 6],
    /// Where the attacker's king may end, and the squares next to those.
    pub(super) a_king: Bitboard,
    pub(super) a_king_zone: Bitboard,
    /// The units whose end squares, two or more, lie on one line.
    pub(super) lined: Lined,
}

/// The end squares of units that lie on one line, with the line ([`Ctx::stops`]).
pub(super) struct Lined {
    pub(super) list: [(Bitboard, Bitboard); MAX_UNITS],
    pub(super) len: usize,
}

impl Ctx {
    /// Squares at and beyond which no line reaches `s` in any end position: for
    /// each unit whose end squares, two or more, all lie on one ray from `s`, the
    /// farthest of them (module docs: the unit ends
    /// on one of them, so between `s` and that square or on it, and stays there
    /// through the defender's series, or a defender piece that takes it does).
    /// The unit's own attacks are those from its end squares, none beyond.
    pub(super) fn stops(&self, s: Square) -> Bitboard {
        let t = tables();
        let mut stops = Bitboard::EMPTY;
        for &(line, f) in &self.lined.list[..self.lined.len] {
            if !line.contains(s) || f.contains(s) {
                continue;
            }
            let ray = |y: Square| t.between(s, y) | Bitboard::from(y);
            if let Some(far) = f.into_iter().find(|&y| (f & !ray(y)).is_empty()) {
                stops.insert(far);
            }
        }
        stops
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{proves, state_after};
    use super::*;

    #[test]
    fn a_unit_whose_end_squares_lie_on_a_line_bars_it() {
        // The rook moved to c8 and stays; the pawn on c4 ends on c4 or c3,
        // between the rook and c1 either way: the rook never attacks c1.
        let rook_attacks_c1 = |fen: &str| {
            let (state, defence) = state_after(fen, "c6c8");
            let m = Picture::of_state(&state, &defence).unwrap();
            let ctx = m.context(m.end_block());
            let c1 = Square::parse("c1").unwrap();
            let mut att = [Bitboard::EMPTY; MAX_UNITS];
            let att = &mut att[..m.units.len()];
            m.attack_squares(c1, ctx.occ | ctx.stops(c1), att);
            let rook = m.units.iter().position(|u| u.role == Role::Rook).unwrap();
            att[rook].any()
        };
        assert!(!rook_attacks_c1("7k/8/2r5/8/2p5/8/8/2K5 b - - 0 1"));
        // With a knight on d3 to take, the pawn may leave the file: the line may
        // be open.
        assert!(rook_attacks_c1("7k/8/2r5/8/2p5/3N4/8/2K5 b - - 0 1"));
        // f13-random-086-5 (seed 13), where such units bar the lines to the
        // white king's squares, is proved at once (35,546 states without stops,
        // 719,454 before the piece on c1 could step to b2).
        assert!(proves(
            "rr6/4k3/4pn2/p1ppnppp/1bp2Q1q/1P1BP2b/P2P1PPP/RNBK3R b - - 1 3",
            2
        ));
    }
}
