//! Why a judged position is mate or stalemate, in facts a player can check on the
//! board: for each square next to the king, what bars it (the enemy pieces that
//! attack it with the king lifted, an own unit standing there, the enemy king);
//! for each check, every single move that captures the checker or blocks its line,
//! and what still attacks the king after it; for a stalemate, every other unit and
//! what its moves expose the king to. The verdict itself is the exact solver's
//! ([`solve`]), which tried every series: these facts say why the obvious tries
//! fail, and the solver's count says that the rest fail too. The facts are values:
//! the front end words them (`tui::learn_words::proof_lines`).

use super::puzzle::JudgeVerdict;
use crate::chess::{tables, Bitboard, Move, Position, Role, Square};
use crate::flicker::{solve, CannotEnd, Series, Verdict};

/// A piece on its square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub square: Square,
    pub role: Role,
}

/// What keeps the king off a square next to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bar {
    /// Enemy pieces attack it (with the king lifted from its square).
    Attacked(Vec<Unit>),
    /// An own unit stands there; `covered_by` attack it if it moved away.
    Own { role: Role, covered_by: Vec<Unit> },
    /// An enemy piece stands there, defended by `by` (the king cannot take it).
    Defended { role: Role, by: Vec<Unit> },
    /// The enemy king stands there (it is never captured).
    EnemyKing,
}

/// A square next to the king and what bars it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingSquare {
    pub square: Square,
    pub bar: Bar,
}

/// One move of the defender against a check, and what still attacks the king when
/// the series would end after it (its continuations fail too: the solver's count).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    pub unit: Unit,
    /// The move in coordinates.
    pub coords: String,
    pub still_attacked_by: Vec<Unit>,
}

/// A check and every single move that answers it by capture or block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckAnswers {
    pub checker: Unit,
    /// Squares between the checker and the king (none for a knight, a pawn or a
    /// piece next to the king: such a check cannot be blocked).
    pub line: Vec<Square>,
    pub captures: Vec<Try>,
    pub blocks: Vec<Try>,
}

/// A unit of the stalemated side other than the king, and why it cannot move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StuckUnit {
    pub unit: Unit,
    /// Its legal first moves; each one exposes the king to `exposes_to`.
    pub moves: usize,
    pub exposes_to: Vec<Unit>,
}

/// The proof of a mate or a stalemate for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateProof {
    pub verdict: JudgeVerdict,
    pub king: Square,
    pub squares: Vec<KingSquare>,
    /// Mate: one entry per checker.
    pub checks: Vec<CheckAnswers>,
    /// Stalemate: the other units of the side to move.
    pub units: Vec<StuckUnit>,
    /// Series states the solver examined, none of which ends with the king safe.
    pub states: u64,
}

/// The proof for `pos`, if the side to move is mated or stalemated.
pub fn prove(pos: &Position) -> Option<MateProof> {
    let solution = solve(pos);
    let verdict = match solution.verdict {
        Verdict::Mate => JudgeVerdict::Mate,
        Verdict::Stalemate => JudgeVerdict::Stalemate,
        Verdict::Escape(_) => return None,
    };
    let board = pos.board();
    let us = pos.turn();
    let king = pos.our_king();
    let lifted = board.occupied() & !Bitboard::from(king);
    let units = |squares: Bitboard| -> Vec<Unit> {
        squares
            .into_iter()
            .filter_map(|square| {
                board.piece_at(square).map(|p| Unit {
                    square,
                    role: p.role,
                })
            })
            .collect()
    };
    let squares = tables()
        .king(king)
        .into_iter()
        .map(|square| {
            let attackers = units(board.attackers(square, !us, lifted));
            let bar = match board.piece_at(square) {
                Some(p) if p.side != us && p.role == Role::King => Bar::EnemyKing,
                Some(p) if p.side == us => Bar::Own {
                    role: p.role,
                    covered_by: units(board.attackers(
                        square,
                        !us,
                        lifted & !Bitboard::from(square),
                    )),
                },
                Some(p) => Bar::Defended {
                    role: p.role,
                    by: attackers,
                },
                None => Bar::Attacked(attackers),
            };
            KingSquare { square, bar }
        })
        .collect();
    let start = Series::new(*pos);
    let ours: Vec<Square> = (board.side(us) & !Bitboard::from(king))
        .into_iter()
        .collect();
    // One try per way (the promotion pieces of one pawn move share it).
    let tries = |keep: &dyn Fn(&Move) -> bool| -> Vec<Try> {
        let mut ways: Vec<Move> = ours
            .iter()
            .flat_map(|&from| start.moves_from(from))
            .filter(|m| keep(m))
            .collect();
        ways.dedup_by_key(|m| (m.from, m.to));
        ways.into_iter()
            .filter_map(|m| {
                let mut s = start.clone();
                s.play(&m).ok()?;
                let still = match s.can_end() {
                    Err(CannotEnd::KingAttacked(list)) => list
                        .into_iter()
                        .map(|(role, square)| Unit { square, role })
                        .collect(),
                    _ => Vec::new(),
                };
                Some(Try {
                    unit: Unit {
                        square: m.from,
                        role: m.role,
                    },
                    coords: m.uci(),
                    still_attacked_by: still,
                })
            })
            .collect()
    };
    let checks = units(pos.checkers())
        .into_iter()
        .map(|checker| {
            let line: Vec<Square> = tables().between(checker.square, king).into_iter().collect();
            let on_line: Bitboard = line.iter().copied().collect();
            CheckAnswers {
                checker,
                captures: tries(&|m| m.capture_square() == Some(checker.square)),
                blocks: tries(&|m| on_line.contains(m.to)),
                line,
            }
        })
        .collect();
    let units = if verdict == JudgeVerdict::Stalemate {
        ours.iter()
            .filter_map(|&from| {
                let piece = board.piece_at(from)?;
                let moves = start.moves_from(from);
                let mut exposes_to: Vec<Unit> = Vec::new();
                for m in &moves {
                    let mut s = start.clone();
                    if s.play(m).is_err() {
                        continue;
                    }
                    if let Err(CannotEnd::KingAttacked(list)) = s.can_end() {
                        for (role, square) in list {
                            let u = Unit { square, role };
                            if !exposes_to.contains(&u) {
                                exposes_to.push(u);
                            }
                        }
                    }
                }
                Some(StuckUnit {
                    unit: Unit {
                        square: from,
                        role: piece.role,
                    },
                    moves: moves.len(),
                    exposes_to,
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    Some(MateProof {
        verdict,
        king,
        squares,
        checks,
        units,
        states: solution.stats.nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proof(fen: &str) -> MateProof {
        prove(&Position::from_fen(fen).unwrap()).unwrap()
    }

    fn bar(p: &MateProof, sq: &str) -> Bar {
        p.squares
            .iter()
            .find(|k| k.square.to_string() == sq)
            .map(|k| k.bar.clone())
            .unwrap()
    }

    // The positions are judge puzzles the generator made (seeds 3 and 7).

    #[test]
    fn a_mate_names_what_bars_each_square_and_the_unanswered_check() {
        let p = proof("6q1/1k1bp2n/n7/2n2qQ1/7K/4r3/7r/6n1 w - - 0 1");
        assert_eq!(p.verdict, JudgeVerdict::Mate);
        assert_eq!(p.squares.len(), 5);
        assert!(
            matches!(bar(&p, "g3"), Bar::Attacked(v) if v.len() == 1 && v[0].role == Role::Rook)
        );
        assert!(
            matches!(bar(&p, "g5"), Bar::Own { role: Role::Queen, covered_by } if covered_by.len() == 3)
        );
        assert_eq!(p.checks.len(), 1);
        let c = &p.checks[0];
        assert_eq!(c.checker.square.to_string(), "h2");
        assert_eq!(c.line.len(), 1);
        assert!(c.captures.is_empty() && c.blocks.is_empty());
        assert!(matches!(bar(&p, "g3"), Bar::Attacked(v) if v[0].square.to_string() == "e3"));
        assert_eq!(c.line[0].to_string(), "h3");
    }

    #[test]
    fn a_capture_that_fails_says_what_still_attacks_and_defended_pieces_are_named() {
        let p = proof("8/4N3/R7/8/4P3/2K5/kRp5/1B6 b - - 0 1");
        assert!(matches!(bar(&p, "b1"), Bar::Defended { role: Role::Bishop, by } if by.len() == 1));
        let c = p
            .checks
            .iter()
            .find(|c| c.checker.role == Role::Bishop)
            .unwrap();
        // The pawn's four promotions are one way.
        assert_eq!(c.captures.len(), 1);
        assert_eq!(c.captures[0].coords, "c2b1q");
        let mut by: Vec<String> = c.captures[0]
            .still_attacked_by
            .iter()
            .map(|u| u.square.to_string())
            .collect();
        by.sort();
        assert_eq!(by, ["a6", "b2"]);
    }

    #[test]
    fn a_stalemate_lists_each_unit_and_an_escape_has_no_proof() {
        let p = proof("8/2q4p/K2n3P/p7/Pb1b4/8/8/1k6 w - - 0 1");
        assert_eq!(p.verdict, JudgeVerdict::Stalemate);
        assert!(p.checks.is_empty());
        assert_eq!(p.units.len(), 2);
        assert!(p.units.iter().all(|u| u.moves == 0));
        assert!(prove(&Position::initial()).is_none());
    }
}
