//! Xiangqi pieces: seven kinds, two sides, and their letters.

use crate::core::Side;
use std::fmt;

/// The seven kinds of Xiangqi pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl PieceKind {
    pub const ALL: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    /// The upper-case letter used in algebraic notation and WXF (K A E H R C P).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'E',
            PieceKind::Horse => 'H',
            PieceKind::Chariot => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Soldier => 'P',
        }
    }

    /// Parse a notation letter (K A E H R C P, either case; B and N accepted as
    /// the FEN spellings of elephant and horse).
    pub fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::General,
            'A' => PieceKind::Advisor,
            'E' | 'B' => PieceKind::Elephant,
            'H' | 'N' => PieceKind::Horse,
            'R' => PieceKind::Chariot,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Soldier,
            _ => return None,
        })
    }

    /// The FEN letter (Fairy-Stockfish convention: k a b n r c p), upper case.
    pub const fn fen_letter(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Chariot => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Soldier => 'P',
        }
    }

    /// Whether this kind can attack across the board (used for the material draw):
    /// chariots, horses, cannons and soldiers.
    pub const fn is_attacker(self) -> bool {
        matches!(
            self,
            PieceKind::Horse | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
        )
    }

    /// English name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }
}

/// A piece: a kind and a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: PieceKind,
}

impl Piece {
    pub const fn new(side: Side, kind: PieceKind) -> Piece {
        Piece { side, kind }
    }

    /// FEN character: upper case for Red, lower case for Black.
    pub fn fen_char(self) -> char {
        let c = self.kind.fen_letter();
        match self.side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }

    /// Parse a FEN character (accepting `e`/`h` for elephant/horse).
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        Some(Piece { side, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side.xiangqi_name(), self.kind.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_letters_round_trip_and_aliases() {
        for side in Side::ALL {
            for kind in PieceKind::ALL {
                let p = Piece::new(side, kind);
                assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
            }
        }
        assert_eq!(
            Piece::from_fen_char('e'),
            Some(Piece::new(Side::Black, PieceKind::Elephant))
        );
        assert_eq!(
            Piece::from_fen_char('H'),
            Some(Piece::new(Side::White, PieceKind::Horse))
        );
        assert_eq!(Piece::from_fen_char('x'), None);
    }
}
