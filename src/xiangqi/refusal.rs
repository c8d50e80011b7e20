//! Why a move is refused, in words a player can act on: "the horse's leg is blocked
//! on c2", "the generals would face each other on the e-file".
//!
//! Reasons are computed only when a move has already been found missing from the
//! legal moves ([`Position::check_move`]), so move generation never pays for them.
//! The explanation follows the rules in order: whose piece it is, the target point,
//! the piece's way of moving (palace, river, leg, eye, line, screens, soldier's
//! direction), and last the safety of the own general.

use super::board::{in_own_half, in_own_palace, Point};
use super::chase::checking_pieces;
use super::moves::Move;
use super::piece::{Piece, PieceKind};
use super::position::Position;
use crate::core::{File, Side};
use std::fmt;

/// Why the move from one point to another cannot be made. Messages are meant for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("there is no piece on {point}")]
    NoPiece { point: Point },
    #[error("the {piece} on {point} is not {}'s: {} is to move", .piece.side.opposite_name(), .piece.side.opposite_name())]
    NotYourPiece { piece: Piece, point: Point },
    #[error("{to} is occupied by your own {}", .target.kind.name())]
    OwnPiece {
        piece: Piece,
        from: Point,
        to: Point,
        target: Piece,
    },
    #[error("the {piece} on {from} cannot move to {to}: the horse's leg is blocked on {leg}")]
    HorseLegBlocked {
        piece: Piece,
        from: Point,
        to: Point,
        leg: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: the elephant's eye is blocked on {eye}")]
    ElephantEyeBlocked {
        piece: Piece,
        from: Point,
        to: Point,
        eye: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: elephants never cross the river")]
    ElephantAcrossRiver {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: {} never leaves its palace (files d-f, ranks {})", .piece.kind.article_name(), palace_ranks(.piece.side))]
    OutOfPalace {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: the way is blocked on {block}")]
    PathBlocked {
        piece: Piece,
        from: Point,
        to: Point,
        block: Point,
    },
    #[error("the {piece} on {from} cannot capture on {to}: a cannon captures only by jumping exactly one piece, and there is none between")]
    CannonNoScreen {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("the {piece} on {from} cannot capture on {to}: a cannon jumps exactly one piece, and there are {} between ({})", .screens.len(), list(.screens))]
    CannonScreens {
        piece: Piece,
        from: Point,
        to: Point,
        screens: Vec<Point>,
    },
    #[error("the {piece} on {from} cannot move to {to}: a soldier never moves backwards")]
    SoldierBackwards {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: a soldier moves sideways only after crossing the river")]
    SoldierSideways {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("the {piece} on {from} cannot move to {to}: {}", how_it_moves(.piece.kind))]
    NotItsMove {
        piece: Piece,
        from: Point,
        to: Point,
    },
    #[error("{}", Exposure { piece: *.piece, from: *.from, to: *.to, cause: format!("attacked by the {attacker} on {attacker_at}") })]
    GeneralAttacked {
        piece: Piece,
        from: Point,
        to: Point,
        attacker: Piece,
        attacker_at: Point,
    },
    #[error("{}", Exposure { piece: *.piece, from: *.from, to: *.to, cause: format!("facing the other general on the {file}-file with no piece between") })]
    GeneralsFace {
        piece: Piece,
        from: Point,
        to: Point,
        file: File,
    },
}

/// "the red horse on c3 moving to d5 would leave its general …" or, for the general
/// itself, "the red general cannot step to e2: …".
struct Exposure {
    piece: Piece,
    from: Point,
    to: Point,
    cause: String,
}

impl fmt::Display for Exposure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Exposure {
            piece,
            from,
            to,
            cause,
        } = self;
        if piece.kind == PieceKind::General {
            write!(
                f,
                "the {piece} on {from} cannot step to {to}: it would be {cause}"
            )
        } else {
            write!(
                f,
                "the {piece} on {from} moving to {to} would leave its general {cause}"
            )
        }
    }
}

trait SideNames {
    fn opposite_name(self) -> &'static str;
}

impl SideNames for Side {
    fn opposite_name(self) -> &'static str {
        (!self).xiangqi_name()
    }
}

impl PieceKind {
    fn article_name(self) -> String {
        let name = self.name();
        let article = if name.starts_with(['a', 'e']) {
            "an"
        } else {
            "a"
        };
        format!("{article} {name}")
    }
}

fn palace_ranks(side: Side) -> &'static str {
    match side {
        Side::White => "1-3",
        Side::Black => "8-10",
    }
}

fn list(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn how_it_moves(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::General => "a general steps one point straight, inside its palace",
        PieceKind::Advisor => "an advisor steps one point diagonally, inside its palace",
        PieceKind::Elephant => "an elephant moves exactly two points diagonally",
        PieceKind::Horse => "a horse moves one point straight, then one diagonally outward",
        PieceKind::Chariot => "a chariot moves along a file or a rank",
        PieceKind::Cannon => "a cannon moves along a file or a rank",
        PieceKind::Soldier => {
            "a soldier steps one point forward (or sideways, once across the river)"
        }
    }
}

/// The points strictly between two points on one file or rank.
fn between(from: Point, to: Point) -> Vec<Point> {
    let d = from.delta_to(to);
    let Some(unit) = d.unit_towards() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut p = from;
    while let Some(q) = p.offset(unit) {
        if q == to {
            break;
        }
        out.push(q);
        p = q;
    }
    out
}

impl Position {
    /// The legal move from `from` to `to`, or why there is none.
    pub fn check_move(&self, from: Point, to: Point) -> Result<Move, Refusal> {
        self.find_move(from, to)
            .ok_or_else(|| self.refusal(from, to))
    }

    /// Why the move from `from` to `to` is not legal here. Only meaningful for a
    /// move that is not among the legal moves: for a legal move it names the first
    /// fault it can find, which is none, and falls back to [`Refusal::NotItsMove`].
    pub fn refusal(&self, from: Point, to: Point) -> Refusal {
        let Some(piece) = self.piece_at(from) else {
            return Refusal::NoPiece { point: from };
        };
        if piece.side != self.side_to_move() {
            return Refusal::NotYourPiece { piece, point: from };
        }
        if let Some(target) = self.piece_at(to).filter(|t| t.side == piece.side) {
            if to != from {
                return Refusal::OwnPiece {
                    piece,
                    from,
                    to,
                    target,
                };
            }
        }
        if let Err(refusal) = self.movement_fault(piece, from, to) {
            return refusal;
        }
        self.exposure(piece, from, to)
            .unwrap_or(Refusal::NotItsMove { piece, from, to })
    }

    /// Whether the piece's way of moving allows `from`→`to` on this board (the
    /// target is empty or an enemy piece).
    fn movement_fault(&self, piece: Piece, from: Point, to: Point) -> Result<(), Refusal> {
        let d = from.delta_to(to);
        let (adf, adr) = (d.df.unsigned_abs(), d.dr.unsigned_abs());
        let not_its_move = Refusal::NotItsMove { piece, from, to };
        let occupied = |p: Point| self.piece_at(p).is_some();
        match piece.kind {
            PieceKind::General | PieceKind::Advisor => {
                let shape = if piece.kind == PieceKind::General {
                    adf + adr == 1
                } else {
                    adf == 1 && adr == 1
                };
                if !shape {
                    return Err(not_its_move);
                }
                if !in_own_palace(to, piece.side) {
                    return Err(Refusal::OutOfPalace { piece, from, to });
                }
            }
            PieceKind::Elephant => {
                if adf != 2 || adr != 2 {
                    return Err(not_its_move);
                }
                if !in_own_half(to, piece.side) {
                    return Err(Refusal::ElephantAcrossRiver { piece, from, to });
                }
                let eye = from.offset(crate::core::Delta::new(d.df / 2, d.dr / 2));
                if let Some(eye) = eye.filter(|&e| occupied(e)) {
                    return Err(Refusal::ElephantEyeBlocked {
                        piece,
                        from,
                        to,
                        eye,
                    });
                }
            }
            PieceKind::Horse => {
                let leg = match (adf, adr) {
                    (1, 2) => crate::core::Delta::new(0, d.dr.signum()),
                    (2, 1) => crate::core::Delta::new(d.df.signum(), 0),
                    _ => return Err(not_its_move),
                };
                if let Some(leg) = from.offset(leg).filter(|&l| occupied(l)) {
                    return Err(Refusal::HorseLegBlocked {
                        piece,
                        from,
                        to,
                        leg,
                    });
                }
            }
            PieceKind::Chariot | PieceKind::Cannon => {
                if (adf != 0 && adr != 0) || from == to {
                    return Err(not_its_move);
                }
                let screens: Vec<Point> = between(from, to)
                    .into_iter()
                    .filter(|&p| occupied(p))
                    .collect();
                let capture = occupied(to);
                if piece.kind == PieceKind::Cannon && capture {
                    match screens.len() {
                        1 => {}
                        0 => return Err(Refusal::CannonNoScreen { piece, from, to }),
                        _ => {
                            return Err(Refusal::CannonScreens {
                                piece,
                                from,
                                to,
                                screens,
                            })
                        }
                    }
                } else if let Some(&block) = screens.first() {
                    return Err(Refusal::PathBlocked {
                        piece,
                        from,
                        to,
                        block,
                    });
                }
            }
            PieceKind::Soldier => {
                let forward = d.dr * piece.side.forward();
                if forward < 0 {
                    return Err(Refusal::SoldierBackwards { piece, from, to });
                }
                let step_forward = forward == 1 && adf == 0;
                let step_sideways = forward == 0 && adf == 1;
                if step_sideways && in_own_half(from, piece.side) {
                    return Err(Refusal::SoldierSideways { piece, from, to });
                }
                if !(step_forward || step_sideways) {
                    return Err(not_its_move);
                }
            }
        }
        Ok(())
    }

    /// For a move the pieces allow: what would attack the own general afterwards.
    /// A real attacker is named before the facing general.
    fn exposure(&self, piece: Piece, from: Point, to: Point) -> Option<Refusal> {
        let mv = Move {
            from,
            to,
            piece,
            captured: self.piece_at(to),
        };
        let after = self.after(mv);
        let us = piece.side;
        if let Some(&at) = checking_pieces(&after, !us).first() {
            let attacker = after.piece_at(at)?;
            return Some(Refusal::GeneralAttacked {
                piece,
                from,
                to,
                attacker,
                attacker_at: at,
            });
        }
        let (ours, theirs) = (after.general(us), after.general(!us));
        let open_file = ours.file() == theirs.file()
            && between(ours, theirs)
                .into_iter()
                .all(|p| after.piece_at(p).is_none());
        open_file.then_some(Refusal::GeneralsFace {
            piece,
            from,
            to,
            file: ours.file(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn refusal(fen: &str, from: &str, to: &str) -> Refusal {
        let pos = Position::from_fen(fen).unwrap();
        pos.check_move(pt(from), pt(to)).unwrap_err()
    }

    const START: &str = super::super::START_FEN;

    #[test]
    fn every_kind_of_refusal_names_its_cause() {
        use Refusal::*;
        type Case = (
            &'static str,
            &'static str,
            &'static str,
            fn(&Refusal) -> bool,
            &'static str,
        );
        let cases: Vec<Case> = vec![
            (
                START,
                "e5",
                "e6",
                |r| matches!(r, NoPiece { .. }),
                "no piece on e5",
            ),
            (
                START,
                "h10",
                "g8",
                |r| matches!(r, NotYourPiece { .. }),
                "is not red's: red is to move",
            ),
            (
                START,
                "a1",
                "a4",
                |r| matches!(r, OwnPiece { .. }),
                "a4 is occupied by your own soldier",
            ),
            // Horse on b1: the leg c1 is the elephant.
            (
                START,
                "b1",
                "d2",
                |r| matches!(r, HorseLegBlocked { leg, .. } if *leg == pt("c1")),
                "leg is blocked on c1",
            ),
            (
                "3k5/9/9/9/9/9/9/9/3C5/2B1K4 w",
                "c1",
                "e3",
                |r| matches!(r, ElephantEyeBlocked { eye, .. } if *eye == pt("d2")),
                "eye is blocked on d2",
            ),
            (
                "3k5/9/9/9/9/2B6/9/9/9/4K4 w",
                "c5",
                "e7",
                |r| matches!(r, ElephantAcrossRiver { .. }),
                "never cross the river",
            ),
            (
                "4k4/9/9/9/9/9/9/9/9/3K5 w",
                "d1",
                "c1",
                |r| matches!(r, OutOfPalace { .. }),
                "a general never leaves its palace",
            ),
            (
                "3k5/9/9/9/9/9/9/9/9/3AK4 w",
                "d1",
                "c2",
                |r| matches!(r, OutOfPalace { .. }),
                "an advisor never leaves its palace",
            ),
            (
                START,
                "a1",
                "a5",
                |r| matches!(r, PathBlocked { block, .. } if *block == pt("a4")),
                "blocked on a4",
            ),
            (
                START,
                "h3",
                "h8",
                |r| matches!(r, CannonNoScreen { .. }),
                "there is none between",
            ),
            (
                "3k3r1/9/9/9/9/9/7p1/7N1/7C1/4K4 w",
                "h2",
                "h10",
                |r| matches!(r, CannonScreens { screens, .. } if screens.len() == 2),
                "there are 2 between (h3, h4)",
            ),
            (
                "4k4/9/9/9/9/9/4P4/9/9/3K5 w",
                "e4",
                "e3",
                |r| matches!(r, SoldierBackwards { .. }),
                "never moves backwards",
            ),
            (
                "4k4/9/9/9/9/9/4P4/9/9/3K5 w",
                "e4",
                "d4",
                |r| matches!(r, SoldierSideways { .. }),
                "only after crossing the river",
            ),
            (
                START,
                "b1",
                "b4",
                |r| matches!(r, NotItsMove { .. }),
                "a horse moves one point straight",
            ),
            (
                "4k4/9/9/9/9/9/9/9/9/3K5 w",
                "d1",
                "e1",
                |r| matches!(r, GeneralsFace { .. }),
                "cannot step to e1: it would be facing the other general on the e-file",
            ),
            (
                "3k5/9/9/9/9/9/9/9/9/R3K4 w",
                "e1",
                "d1",
                |r| matches!(r, GeneralsFace { file, .. } if file.char() == 'd'),
                "on the d-file",
            ),
            (
                "4k4/9/9/9/9/9/9/9/4C4/4K4 w",
                "e2",
                "a2",
                |r| matches!(r, GeneralsFace { .. }),
                "moving to a2 would leave its general facing the other general on the e-file",
            ),
            (
                "3k5/4r4/9/9/9/9/9/9/4C4/4K4 w",
                "e2",
                "d2",
                |r| matches!(r, GeneralAttacked { attacker_at, .. } if *attacker_at == pt("e9")),
                "attacked by the black chariot on e9",
            ),
            (
                "3k5/9/9/9/9/9/9/2n6/9/4K4 w",
                "e1",
                "e2",
                |r| matches!(r, GeneralAttacked { attacker_at, .. } if *attacker_at == pt("c3")),
                "cannot step to e2: it would be attacked by the black horse on c3",
            ),
        ];
        for (fen, from, to, kind, words) in cases {
            let r = refusal(fen, from, to);
            assert!(kind(&r), "{fen} {from}{to}: {r:?}");
            assert!(r.to_string().contains(words), "{fen} {from}{to}: {r}");
        }
    }
}
