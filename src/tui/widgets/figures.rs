//! Multi-cell chess figures for large squares: small bitmaps, two pixels a cell
//! (upper and lower half), drawn with half-block characters.
//!
//! A bitmap says only where the figure is (`#`) and where a detail sits inside it
//! (`x`); [`resolve`] turns it into what each half cell shows for a side: White's
//! figure is an ivory body inside an ink outline (its edge pixels), Black's a dark
//! silhouette with light details.

use crate::core::Side;
use crate::play::port::PieceKind;

/// What one half cell of a figure shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Px {
    /// The square (or disc) behind the figure.
    Ground,
    Ink,
    /// The side's body colour.
    Body,
    /// Black's light details.
    Detail,
}

/// A bitmap: rows of equal length, `.` empty, `#` figure, `x` detail.
pub type Bitmap = &'static [&'static str];

/// The height in half cells of the large figures.
const LARGE_ROWS: usize = 8;

/// Figures 7 cells wide, 4 cells (8 half cells) tall, for squares of at least 9x4.
/// The last row stays empty so figures on squares above each other do not touch.
const LARGE: [(PieceKind, Bitmap); 6] = [
    (
        PieceKind::King,
        &[
            "...#...", //
            ".#####.", //
            "...#...", //
            "..###..", //
            ".#####.", //
            ".#####.", //
            "#######", //
            ".......", //
        ],
    ),
    (
        PieceKind::Queen,
        &[
            "#..#..#", //
            "#.###.#", //
            "#######", //
            ".#####.", //
            "..###..", //
            ".#####.", //
            "#######", //
            ".......", //
        ],
    ),
    (
        PieceKind::Rook,
        &[
            "#.#.#.#", //
            "#######", //
            ".#####.", //
            ".#####.", //
            ".#####.", //
            "#######", //
            "#######", //
            ".......", //
        ],
    ),
    (
        PieceKind::Bishop,
        &[
            "...#...", //
            "..###..", //
            ".##x##.", //
            ".#####.", //
            "..###..", //
            ".#####.", //
            "#######", //
            ".......", //
        ],
    ),
    (
        PieceKind::Knight,
        &[
            "...##..", //
            "..####.", //
            ".##x###", //
            "#######", //
            "##.####", //
            "..#####", //
            "#######", //
            ".......", //
        ],
    ),
    (
        PieceKind::Pawn,
        &[
            ".......", //
            "..###..", //
            ".#####.", //
            "..###..", //
            "...#...", //
            "..###..", //
            "#######", //
            ".......", //
        ],
    ),
];

/// Figures 5 cells wide, 3 cells (6 half cells) tall, for squares of 7x3 (and 5x3).
const SMALL: [(PieceKind, Bitmap); 6] = [
    (
        PieceKind::King,
        &[
            "..#..", //
            "#####", //
            "..#..", //
            ".###.", //
            "#####", //
            ".....", //
        ],
    ),
    (
        PieceKind::Queen,
        &[
            "#.#.#", //
            ".###.", //
            "..#..", //
            ".###.", //
            "#####", //
            ".....", //
        ],
    ),
    (
        PieceKind::Rook,
        &[
            "#.#.#", //
            "#####", //
            ".###.", //
            ".###.", //
            "#####", //
            ".....", //
        ],
    ),
    (
        PieceKind::Bishop,
        &[
            "..#..", //
            ".###.", //
            ".#x#.", //
            ".###.", //
            "#####", //
            ".....", //
        ],
    ),
    (
        PieceKind::Knight,
        &[
            ".##..", //
            "####.", //
            "#x###", //
            "..###", //
            "#####", //
            ".....", //
        ],
    ),
    (
        PieceKind::Pawn,
        &[
            ".....", //
            "..#..", //
            ".###.", //
            ".###.", //
            "#####", //
            ".....", //
        ],
    ),
];

/// Whether a square of `w` x `h` cells holds figures (at least 5x3).
pub fn fits(w: u16, h: u16) -> bool {
    w >= 5 && h >= 3
}

/// The figure that fits a square of `w` x `h` cells, if the square is large enough
/// for one and the piece is a chess piece.
pub fn figure(kind: PieceKind, w: u16, h: u16) -> Option<Bitmap> {
    let set = if w >= 9 && h >= 4 {
        &LARGE
    } else if fits(w, h) {
        &SMALL
    } else {
        return None;
    };
    set.iter().find(|(k, _)| *k == kind).map(|(_, b)| *b)
}

/// Size of a bitmap in cells: (width, height).
pub fn cells(b: Bitmap) -> (u16, u16) {
    let w = b.first().map_or(0, |r| r.len());
    (
        u16::try_from(w).unwrap_or(0),
        u16::try_from(b.len().div_ceil(2)).unwrap_or(0),
    )
}

/// What a half cell of a figure shows for `side`. White: a figure pixel with empty
/// space above, below or beside it (small figures: in its own cell) is outline ink, a detail is ink, the rest ivory body.
/// Black: the figure is body; a detail is light unless it touches empty space in
/// its own cell (where it could not be read).
fn pixel(b: Bitmap, side: Side, col: usize, row: usize) -> Px {
    let at = |r: Option<usize>| {
        r.and_then(|r| b.get(r))
            .and_then(|line| line.as_bytes().get(col).copied())
            .unwrap_or(b'.')
    };
    let here = at(Some(row));
    if here == b'.' {
        return Px::Ground;
    }
    match side {
        Side::White => {
            let beside = |c: Option<usize>| {
                c.and_then(|c| b.get(row).and_then(|l| l.as_bytes().get(c).copied()))
                    .unwrap_or(b'.')
            };
            let partner = if row % 2 == 0 { row + 1 } else { row - 1 };
            // Large figures are outlined all round; a small one would be little but
            // outline, so it is inked only where its body shares a cell with the
            // ground (where ivory over the square would not read).
            let edge = if b.len() >= LARGE_ROWS {
                at(row.checked_sub(1)) == b'.'
                    || at(Some(row + 1)) == b'.'
                    || beside(col.checked_sub(1)) == b'.'
                    || beside(Some(col + 1)) == b'.'
            } else {
                at(Some(partner)) == b'.'
            };
            if here == b'x' || edge {
                Px::Ink
            } else {
                Px::Body
            }
        }
        Side::Black => {
            let partner = if row % 2 == 0 { row + 1 } else { row - 1 };
            if here == b'x' && at(Some(partner)) != b'.' {
                Px::Detail
            } else {
                Px::Body
            }
        }
    }
}

/// One cell of a drawn figure: its upper and lower half.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FigureCell {
    pub top: Px,
    pub bottom: Px,
}

/// The cells of a figure for a side, row by row.
pub fn resolve(b: Bitmap, side: Side) -> Vec<Vec<FigureCell>> {
    let (w, h) = cells(b);
    (0..usize::from(h))
        .map(|r| {
            (0..usize::from(w))
                .map(|c| FigureCell {
                    top: pixel(b, side, c, 2 * r),
                    bottom: pixel(b, side, c, 2 * r + 1),
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chess_piece_has_a_figure_of_each_size_with_even_rows() {
        use PieceKind::*;
        for kind in PieceKind::CHESS {
            for (w, h, size) in [(9, 4, (7, 4)), (11, 5, (7, 4)), (7, 3, (5, 3))] {
                let b = figure(kind, w, h).expect("a figure");
                assert_eq!(cells(b), size, "{kind:?}");
                assert_eq!(b.len() % 2, 0);
                assert!(b.iter().all(|r| r.len() == b[0].len()), "{kind:?}");
            }
            assert_eq!(figure(kind, 5, 2), None);
        }
        assert_eq!(figure(General, 9, 4), None);
    }

    #[test]
    fn figures_of_a_size_differ_from_each_other() {
        for (w, h) in [(9, 4), (7, 3)] {
            let all: Vec<_> = PieceKind::CHESS.iter().map(|&k| figure(k, w, h)).collect();
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    assert_ne!(a, b);
                }
            }
        }
    }

    #[test]
    fn white_never_shows_its_body_against_empty_space_in_one_cell() {
        // An ivory half over a square half would be a glyph of too little contrast.
        for kind in PieceKind::CHESS {
            for (w, h) in [(9, 4), (7, 3)] {
                let b = figure(kind, w, h).expect("a figure");
                for side in Side::ALL {
                    for row in resolve(b, side) {
                        for c in row {
                            let pair = [c.top, c.bottom];
                            assert!(
                                !(pair.contains(&Px::Ground)
                                    && pair.contains(&Px::Detail)
                                    && side == Side::Black),
                                "{kind:?}"
                            );
                            assert!(
                                !(pair.contains(&Px::Ground)
                                    && pair.contains(&Px::Body)
                                    && side == Side::White),
                                "{kind:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
