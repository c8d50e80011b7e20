//! A Flickering series in progress, with its history: the moves made so far, the
//! legal next moves, readable reasons for refused moves, taking back the last move,
//! and ending the series (`docs/rules/flickering.md` §3–§4).

use super::SeriesState;
use crate::chess::{tables, Bitboard, CastleSide, Castling, Move, Position, Role, Square};
use crate::core::Side;
use std::fmt;

/// Why a single move cannot be made now. Messages are meant for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("there is no {side} piece on {square}")]
    NoUnit { side: Side, square: Square },
    #[error("the {} on {square} has already moved in this series", .role.name())]
    AlreadyMoved { role: Role, square: Square },
    #[error("the move would capture the king on {square}; a king is never captured")]
    CapturesKing { square: Square },
    #[error("{to} is occupied by your own {}", .role.name())]
    OwnPiece { to: Square, role: Role },
    #[error("the king cannot step to {to}: attacked by the {} on {attacker}", .attacker_role.name())]
    KingAttacked {
        to: Square,
        attacker: Square,
        attacker_role: Role,
    },
    #[error("the {} on {from} cannot move to {to}", .role.name())]
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
    },
    #[error("the {} on {from} cannot move to {to}: the way is blocked on {block}", .role.name())]
    Blocked {
        role: Role,
        from: Square,
        to: Square,
        block: Square,
    },
    #[error("a pawn captures only diagonally onto an enemy piece (or en passant when it is available); {to} is empty")]
    PawnCaptureEmpty { to: Square },
    #[error("cannot castle {}: {reason}", if *.side == CastleSide::King { "king side" } else { "queen side" })]
    Castling {
        side: CastleSide,
        reason: CastleReason,
    },
    #[error(
        "the pawn reaches the last rank and must promote: add q, r, b or n (e.g. {from}{to}q)"
    )]
    PromotionNeeded { from: Square, to: Square },
    #[error("only a pawn reaching the last rank promotes")]
    NoPromotion,
    #[error("a pawn cannot promote to a {}", .0.name())]
    BadPromotion(Role),
}

/// Why castling is refused (the first condition of `docs/rules/flickering.md` §3.4
/// it breaks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CastleReason {
    #[error("the king or that rook has already moved, or the rook is gone")]
    NoRight,
    #[error("{0} is not empty")]
    PathOccupied(Square),
    #[error("{square} is attacked by the {} on {attacker}", .attacker_role.name())]
    Attacked {
        square: Square,
        attacker: Square,
        attacker_role: Role,
    },
}

/// Why the series cannot end now.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CannotEnd {
    #[error("a series needs at least one move")]
    NoMove,
    #[error("your king is attacked by {}", describe_attackers(.0))]
    KingAttacked(Vec<(Role, Square)>),
}

/// "the rook on e8 and the bishop on b5".
fn describe_attackers(list: &[(Role, Square)]) -> String {
    let names: Vec<String> = list
        .iter()
        .map(|(r, s)| format!("the {} on {s}", r.name()))
        .collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// A series: the position it starts from and the moves made so far.
#[derive(Clone, PartialEq, Eq)]
pub struct Series {
    start: Position,
    /// `states[i]` is the state after `i` moves.
    states: Vec<SeriesState>,
    moves: Vec<Move>,
}

impl fmt::Debug for Series {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let coords: Vec<String> = self.moves.iter().map(|m| m.uci()).collect();
        write!(f, "Series[{}]", coords.join(","))
    }
}

impl Series {
    /// An empty series from `start` by the side to move.
    pub fn new(start: Position) -> Series {
        Series {
            start,
            states: vec![SeriesState::start(&start)],
            moves: Vec::new(),
        }
    }

    /// Replay `moves` from `start`; the error names the 1-based move that failed.
    pub fn from_moves(start: Position, moves: &[Move]) -> Result<Series, (usize, Refusal)> {
        let mut s = Series::new(start);
        for (i, m) in moves.iter().enumerate() {
            s.play(m).map_err(|e| (i + 1, e))?;
        }
        Ok(s)
    }

    pub fn start(&self) -> &Position {
        &self.start
    }
    /// The current state (board, moved units, rights).
    pub fn state(&self) -> &SeriesState {
        self.states.last().unwrap_or(&self.states[0])
    }
    /// The state before move `i` (0-based) was made.
    pub fn state_before(&self, i: usize) -> Option<&SeriesState> {
        self.states.get(i)
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    pub fn len(&self) -> usize {
        self.moves.len()
    }
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
    /// The side making the series.
    pub fn mover(&self) -> Side {
        self.start.turn()
    }
    /// Has the mover's king been attacked in every state of the series so far — in
    /// check from its start and never freed — rather than safe at some point and
    /// exposed by a move of the series?
    pub fn king_attacked_throughout(&self) -> bool {
        self.states.iter().all(|s| !s.king_safe())
    }
    /// Coordinate moves (`e2e4`).
    pub fn coords(&self) -> Vec<String> {
        self.moves.iter().map(Move::uci).collect()
    }
    /// Did move `i` (0-based) attack the enemy king when it was not attacked before?
    pub fn gives_new_check(&self, i: usize) -> bool {
        match (self.states.get(i), self.states.get(i + 1)) {
            (Some(before), Some(after)) => before.checks().is_empty() && after.checks().any(),
            _ => false,
        }
    }

    /// All legal next moves.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.state().legal_moves()
    }

    /// The legal next moves of the unit on `from`.
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut v = Vec::new();
        self.state().moves_from(from, true, &mut |m| v.push(m));
        v
    }

    /// The squares the unit on `from` may move to now.
    pub fn destinations(&self, from: Square) -> Bitboard {
        let mut d = Bitboard::EMPTY;
        self.state()
            .moves_from(from, false, &mut |m| d.insert(m.to));
        d
    }

    /// The legal move from `from` to `to` (with `promotion` for a pawn reaching the
    /// last rank), or why there is none.
    pub fn find_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, Refusal> {
        let candidates: Vec<Move> = self
            .moves_from(from)
            .into_iter()
            .filter(|m| m.to == to)
            .collect();
        if candidates.is_empty() {
            return Err(self.explain(from, to));
        }
        let promoting = candidates.iter().any(|m| m.promotion.is_some());
        match (promoting, promotion) {
            (true, None) => Err(Refusal::PromotionNeeded { from, to }),
            (false, Some(_)) => Err(Refusal::NoPromotion),
            (_, p) => candidates
                .into_iter()
                .find(|m| m.promotion == p)
                .ok_or(Refusal::BadPromotion(p.unwrap_or(Role::King))),
        }
    }

    /// Why the move `from`→`to` is refused now, or `None` if it is legal.
    pub fn refusal(&self, from: Square, to: Square) -> Option<Refusal> {
        if self.destinations(from).contains(to) {
            None
        } else {
            Some(self.explain(from, to))
        }
    }

    /// Make a legal move (as generated for this series).
    pub fn play(&mut self, m: &Move) -> Result<(), Refusal> {
        let legal = self.find_move(m.from, m.to, m.promotion)?;
        let mut next = *self.state();
        next.apply(&legal);
        self.states.push(next);
        self.moves.push(legal);
        Ok(())
    }

    /// Take back the last move of the series.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.states.pop();
        Some(m)
    }

    /// Can the series end now? (At least one move, and the mover's king unattacked.)
    pub fn can_end(&self) -> Result<(), CannotEnd> {
        let state = self.state();
        if self.moves.is_empty() {
            return Err(CannotEnd::NoMove);
        }
        let attackers = state.king_attackers();
        if attackers.any() {
            let b = state.board();
            return Err(CannotEnd::KingAttacked(
                attackers
                    .map(|s| (b.role_at(s).unwrap_or(Role::Pawn), s))
                    .collect(),
            ));
        }
        Ok(())
    }

    /// The position at the start of the opponent's series, if the series may end now.
    pub fn end(&self) -> Result<Position, CannotEnd> {
        self.can_end()?;
        let reset = self
            .moves
            .iter()
            .any(|m| m.role == Role::Pawn || m.capture.is_some());
        Ok(self.state().end_position(&self.start, reset))
    }

    /// A readable reason why `from`→`to` is not a legal move now.
    fn explain(&self, from: Square, to: Square) -> Refusal {
        let s = self.state();
        let b = s.board();
        let us = s.mover();
        let them = !us;
        let Some(role) = b.role_at(from).filter(|_| b.side_at(from) == Some(us)) else {
            return Refusal::NoUnit {
                side: us,
                square: from,
            };
        };
        if s.moved().contains(from) {
            return Refusal::AlreadyMoved { role, square: from };
        }
        if b.pieces(them, Role::King).contains(to) {
            return Refusal::CapturesKing { square: to };
        }
        let castling_shape = role == Role::King
            && from == Castling::king_square(us)
            && to.rank() == from.rank()
            && from.distance(to) == 2;
        if let Some(own) = b.role_at(to).filter(|_| b.side_at(to) == Some(us)) {
            if !castling_shape {
                return Refusal::OwnPiece { to, role: own };
            }
        }
        let t = tables();
        let occ = b.occupied();
        let reach = |geom: Bitboard| -> Refusal {
            if !geom.contains(to) {
                return Refusal::CannotReach { role, from, to };
            }
            match (t.between(from, to) & occ)
                .into_iter()
                .min_by_key(|q| q.distance(from))
            {
                Some(block) => Refusal::Blocked {
                    role,
                    from,
                    to,
                    block,
                },
                None => Refusal::CannotReach { role, from, to },
            }
        };
        match role {
            Role::King => {
                if from.distance(to) == 1 {
                    let lifted = occ ^ Bitboard::from(from);
                    if let Some(a) = b.attackers(to, them, lifted).first() {
                        return Refusal::KingAttacked {
                            to,
                            attacker: a,
                            attacker_role: b.role_at(a).unwrap_or(Role::Pawn),
                        };
                    }
                    return Refusal::CannotReach { role, from, to };
                }
                let rank = us.fold(0u8, 7);
                let side = if to.file().0 > from.file().0 {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                if castling_shape && to.rank().0 == rank && to.file().0 == side.king_to_file() {
                    let reason = match s.castle_refusal(side) {
                        Ok(_) => return Refusal::CannotReach { role, from, to },
                        Err(super::state::CastleBlock::NoRight) => CastleReason::NoRight,
                        Err(super::state::CastleBlock::PathOccupied(q)) => {
                            CastleReason::PathOccupied(q)
                        }
                        Err(super::state::CastleBlock::Attacked { square, attacker }) => {
                            CastleReason::Attacked {
                                square,
                                attacker,
                                attacker_role: b.role_at(attacker).unwrap_or(Role::Pawn),
                            }
                        }
                    };
                    return Refusal::Castling { side, reason };
                }
                Refusal::CannotReach { role, from, to }
            }
            Role::Knight => Refusal::CannotReach { role, from, to },
            Role::Bishop => reach(t.bishop(from, Bitboard::EMPTY)),
            Role::Rook => reach(t.rook(from, Bitboard::EMPTY)),
            Role::Queen => reach(t.queen(from, Bitboard::EMPTY)),
            Role::Pawn => {
                let df = to.file().0 as i16 - from.file().0 as i16;
                let dr = (to.rank().0 as i16 - from.rank().0 as i16) * us.fold(1, -1);
                if df.abs() == 1 && dr == 1 {
                    if occ.contains(to) {
                        return Refusal::CannotReach { role, from, to };
                    }
                    return Refusal::PawnCaptureEmpty { to };
                }
                if df == 0 && (dr == 1 || dr == 2) {
                    let way = t.between(from, to) | Bitboard::from(to);
                    if let Some(block) = way.into_iter().find(|q| occ.contains(*q)) {
                        return Refusal::Blocked {
                            role,
                            from,
                            to,
                            block,
                        };
                    }
                }
                Refusal::CannotReach { role, from, to }
            }
        }
    }
}
